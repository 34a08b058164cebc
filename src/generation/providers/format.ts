import { z } from 'zod';
import { checkAppPath, cleanAppPath, fileContentProblem } from '../../validation/paths.ts';
import { RUNTIME_PACKAGES } from '../../validation/runtime-packages.ts';

/**
 * The structured format in which a model returns files (docs/generation.md): one call of the tool
 * `write_files`. The arguments are parsed strictly; code in chat text is never read.
 */
export const WRITE_FILES_TOOL = 'write_files';

export const WriteFilesArgs = z.strictObject({
  files: z
    .array(
      z.strictObject({
        path: z.string().min(1).max(300).describe('App-relative path, e.g. pages/Home.jsx or entities/Task.json'),
        content: z.string().describe('The complete new content of the file'),
      }),
    )
    .max(400)
    .describe('Files to create or replace, each with its complete content'),
  deletes: z.array(z.string().min(1).max(300)).max(400).optional().describe('Paths of existing files to delete'),
  summary: z.string().min(1).max(4000).describe('One or two sentences: what was built or changed'),
});

export type WriteFiles = z.output<typeof WriteFilesArgs>;

export const WRITE_FILES_DESCRIPTION =
  'Writes the app: every file to create or replace with its complete content, optional paths to delete, and a short summary. ' +
  'This is the only way to return code; code in a chat message is ignored.';

/** JSON Schema of the arguments, sent to the providers as the tool's parameters / input_schema. */
export const WRITE_FILES_SCHEMA: Record<string, unknown> = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(WriteFilesArgs, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  return schema;
})();

export type ParsedCall = { ok: true; upserts: Map<string, string>; deletes: string[]; summary: string } | { ok: false; problem: string };

/**
 * Parses the arguments of one or more write_files calls of a model turn, strictly: the object shape
 * (unknown keys are errors), every path against the file model, every content against the text and
 * size rules, and no path written twice or both written and deleted.
 */
export function parseWriteFiles(calls: Array<{ name: string; input: unknown }>): ParsedCall {
  if (!calls.length) return { ok: false, problem: `no ${WRITE_FILES_TOOL} call` };
  const upserts = new Map<string, string>();
  const deletes: string[] = [];
  const summaries: string[] = [];
  const problems: string[] = [];
  for (const call of calls) {
    if (call.name !== WRITE_FILES_TOOL) {
      problems.push(`unknown tool "${call.name.slice(0, 60)}" (only ${WRITE_FILES_TOOL} exists)`);
      continue;
    }
    if (typeof call.input === 'string') {
      problems.push(`the ${WRITE_FILES_TOOL} arguments are not valid JSON: ${call.input.slice(0, 80)}`);
      continue;
    }
    const parsed = WriteFilesArgs.safeParse(call.input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 8)) {
        const where = issue.path.length ? issue.path.join('.') : '(arguments)';
        problems.push(
          issue.code === 'unrecognized_keys' ? `${where}: unknown key(s) ${issue.keys.join(', ')}` : `${where}: ${issue.message}`,
        );
      }
      continue;
    }
    summaries.push(parsed.data.summary.trim());
    parsed.data.files.forEach((f, i) => {
      const check = checkAppPath(f.path);
      if (!check.ok) return void problems.push(`files.${i}.path: ${check.message}`);
      const contentProblem = fileContentProblem(check.path, f.content);
      if (contentProblem) return void problems.push(`files.${i}.content: ${contentProblem}`);
      if (upserts.has(check.path)) return void problems.push(`files.${i}.path: ${check.path} is written twice`);
      upserts.set(check.path, f.content);
    });
    for (const d of parsed.data.deletes ?? []) {
      const p = cleanAppPath(d);
      if (upserts.has(p)) problems.push(`deletes: ${p} is both written and deleted`);
      else deletes.push(p);
    }
  }
  if (problems.length) return { ok: false, problem: problems.slice(0, 12).join('; ') };
  return { ok: true, upserts, deletes, summary: summaries.join(' ') };
}

const PACKAGES = RUNTIME_PACKAGES.map((p) => `${p.name} (${p.purpose})`).join('; ');

/** The system prompt of every LLM generation: the app file model and the output format. */
export const SYSTEM_PROMPT = `You build and edit web apps on a hosting platform. An app is a virtual file tree; you return files only by calling the tool ${WRITE_FILES_TOOL} (never put code in a chat message).

File model:
- pages/<Name>.jsx: one default-exported React function component per file; <Name> is PascalCase and is the route /<Name>. The home page is Home (also served at /). Detail pages read the record id from the query string (/<Name>?id=<id>, useSearchParams or useLocation).
- components/**/*.jsx: shared components, imported relatively (../components/RecordForm.jsx).
- Layout.jsx (root, optional): export default function Layout({ children, currentPageName }) with the navigation.
- entities/<Name>.json: entity schema {"name":"Task","description":"","fields":[{"name":"title","type":"string","required":true},{"name":"status","type":"enum","values":["todo","done"],"default":"todo"},{"name":"project","type":"relation","target":"Project"}]}. Field types: string, text, number, integer, boolean, date, datetime, email, url, enum (needs values), array, object, relation (needs target). Field names snake_case; never id, created_date, updated_date, created_by (built in).
- functions/<name>.js: backend functions, Deno.serve(async (req) => new Response(...)).
- lib/**/*.js helpers, styles/**/*.css extra CSS, seo.json optional.

Code rules:
- Bare imports allowed: ${PACKAGES}. Everything else is a relative import of an app file.
- Data: import { svc, createPageUrl } from '@svc/sdk'; svc.entities.<Name>.list(sort?, limit?), .filter(filters, sort?, limit?), .get(id), .create(data), .update(id, data), .delete(id). Records have id, created_date, updated_date, created_by.
- Links and navigation always use createPageUrl('<PageName>') with react-router-dom Link/useNavigate; never hard-code app paths.
- Styling with Tailwind CSS utility classes; icons from lucide-react. Show loading and empty states.
- Every page and component you reference must exist; every entity used through svc.entities must have its entities/<Name>.json.

Output: call ${WRITE_FILES_TOOL} once with {"files":[{"path":"...","content":"<complete file>"}],"deletes":["..."],"summary":"..."}. Give the complete content of every file you write. When editing, change only what the request asks for and keep everything else as it is. If you are told about validation errors, call ${WRITE_FILES_TOOL} again with only the files that fix them.`;
