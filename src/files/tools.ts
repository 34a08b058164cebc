import { iso } from '../platform/time.ts';
import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import { appIdArg, forceArg, toolsUsing } from '../platform/tool.ts';
import { blockedData, gateChange, MAX_BLOCKING_ISSUES, validateFiles } from '../validation/gate.ts';
import { issueOutput } from '../validation/views.ts';
import { cleanAppPath, MAX_FILE_BYTES, normalizeAppPath, utf8Bytes } from '../validation/paths.ts';
import { checkFileTypeArg, sha256, storedFileType, type FileStore } from './store.ts';

/** The services the file tools use. */
export interface FileToolServices {
  files: FileStore;
}

const defineTool = toolsUsing<FileToolServices>();

export const READ_FILE_DEFAULT_CHARS = 200_000;
export const READ_FILES_DEFAULT_CHARS = 100_000;
export const MAX_READ_PATHS = 100;
/** Content arguments are checked against MAX_FILE_BYTES by the store; this only bounds the JSON. */
const MAX_CONTENT_CHARS = MAX_FILE_BYTES * 2;

const pathArg = z.string().max(1000);

const notFound = (path: string) => new ServiceError('not_found', `File not found: ${path}`, { path });

/** Cuts text to at most `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return text.slice(0, end);
}

/** page, component, layout, entity, function, seo, lib, style; `other` for a stored path outside the file model. */
const FILE_TYPE = z.string();

/** A file's content as the read tools return it. */
const fileReadOutput = z.object({
  path: z.string(),
  file_type: FILE_TYPE,
  size: z.number(),
  total_chars: z.number(),
  returned_chars: z.number(),
  truncated: z.boolean(),
  truncation_note: z.string().optional(),
  content: z.string(),
});

/** The validation summary of a written file (never blocking). */
const fileValidationOutput = z.object({
  validation: z.object({
    file_error_count: z.number(),
    file_warning_count: z.number(),
    app_error_count: z.number(),
    issues: z.array(issueOutput),
  }),
});

function readView(path: string, content: string, maxChars: number): z.infer<typeof fileReadOutput> {
  const shown = cut(content, maxChars);
  const truncated = shown.length < content.length;
  return {
    path,
    file_type: storedFileType(path),
    size: utf8Bytes(content),
    total_chars: content.length,
    returned_chars: shown.length,
    truncated,
    ...(truncated
      ? {
          truncation_note: `Truncated: returned the first ${shown.length} of ${content.length} characters. Raise max_chars to read more; never write back a truncated file.`,
        }
      : {}),
    content: shown,
  };
}

/** Counts non-overlapping occurrences (the ones a replace-all would replace). */
function countOccurrences(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

export const fileTools = [
  defineTool({
    name: 'get_app_files',
    description: 'Lists the files with their size, type and last change.',
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({
      app_id: z.string(),
      files: z.array(z.object({ path: z.string(), size: z.number(), file_type: FILE_TYPE, updated_at: z.string() })),
      total_files: z.number(),
      total_bytes: z.number(),
    }),
    annotations: { title: 'App files', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => {
      const files = await ctx.services.files.listFiles(ctx.app!.id);
      return {
        app_id: ctx.app!.id,
        files: files.map((f) => ({ path: f.path, size: f.size, file_type: f.file_type, updated_at: iso(f.updated_at) })),
        total_files: files.length,
        total_bytes: files.reduce((n, f) => n + f.size, 0),
      };
    },
  }),

  defineTool({
    name: 'read_app_file',
    description: 'Reads one file; beyond max_chars it is cut (truncated=true).',
    scopes: ['read', 'files:read'],
    input: z.strictObject({
      app_id: appIdArg,
      path: pathArg,
      max_chars: z.number().int().min(1).max(10_000_000).default(READ_FILE_DEFAULT_CHARS),
    }),
    output: fileReadOutput.extend({ app_id: z.string() }),
    annotations: { title: 'Read file', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const path = cleanAppPath(input.path);
      const content = await ctx.services.files.readFile(ctx.app!.id, path);
      if (content === null) throw notFound(path);
      return { app_id: ctx.app!.id, ...readView(path, content, input.max_chars) };
    },
  }),

  defineTool({
    name: 'read_app_files',
    description: 'Reads several files; a missing one is reported in not_found.',
    details: `Up to ${MAX_READ_PATHS} paths; max_chars_per_file bounds each file. A missing path has found=false in its entry.`,
    scopes: ['read', 'files:read'],
    input: z.strictObject({
      app_id: appIdArg,
      paths: z.array(pathArg).min(1).max(MAX_READ_PATHS),
      max_chars_per_file: z.number().int().min(1).max(10_000_000).default(READ_FILES_DEFAULT_CHARS),
    }),
    output: z.object({
      app_id: z.string(),
      files: z.array(
        z.union([
          fileReadOutput.extend({ found: z.literal(true) }),
          z.object({ path: z.string(), found: z.literal(false), error: z.string() }),
        ]),
      ),
      found: z.number(),
      not_found: z.array(z.string()),
    }),
    annotations: { title: 'Read files', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const paths = [...new Set(input.paths.map(cleanAppPath))];
      const contents = await ctx.services.files.readFiles(ctx.app!.id, paths);
      const files = paths.map((path) => {
        const content = contents.get(path);
        if (content === undefined) return { path, found: false as const, error: `File not found: ${path}` };
        return { found: true as const, ...readView(path, content, input.max_chars_per_file) };
      });
      return {
        app_id: ctx.app!.id,
        files,
        found: files.filter((f) => f.found).length,
        not_found: files.filter((f) => !f.found).map((f) => f.path),
      };
    },
  }),

  defineTool({
    name: 'write_app_file',
    description: 'Writes one whole file after a Saved Version; reports its validation errors (not blocking).',
    details:
      'Paths follow the app file model (pages/<Name>.jsx, components/**, Layout.jsx, entities/<Name>.json, functions/<name>.js, ' +
      'seo.json, lib/**, styles/**); file_type, when given, must agree with the path.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      path: pathArg,
      content: z.string().max(MAX_CONTENT_CHARS),
      file_type: z.string().max(40).optional(),
    }),
    output: fileValidationOutput.extend({
      app_id: z.string(),
      path: z.string(),
      file_type: FILE_TYPE,
      created: z.boolean(),
      size: z.number(),
      hash: z.string(),
      snapshot_id: z.string().nullable(),
      files_updated: z
        .array(z.string())
        .describe(
          'Generated pages and forms re-rendered because an entity schema changed (same Saved Version); hand-edited pages are left alone',
        ),
    }),
    annotations: { title: 'Write file', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      const path = normalizeAppPath(input.path);
      const fileType = checkFileTypeArg(path, input.file_type);
      const existed = (await ctx.services.files.readFile(app.id, path)) !== null;
      const r = await ctx.services.files.applyChanges(
        app.id,
        { upserts: { [path]: input.content } },
        { savedVersion: { cause_tool: 'write_app_file', label: `before writing ${path}` }, follow: true },
      );
      return {
        app_id: app.id,
        path,
        file_type: fileType,
        created: !existed,
        size: utf8Bytes(input.content),
        hash: sha256(input.content),
        snapshot_id: r.snapshot_id,
        files_updated: r.followed,
        ...(await fileIssues(ctx.services, app.id, path)),
      };
    },
  }),

  defineTool({
    name: 'patch_app_file',
    description: 'Replaces old_text (must match exactly once) with new_text in a file, after a Saved Version.',
    details:
      'With replace_all=true every occurrence is replaced. Zero or several matches (without replace_all) is an error that gives the count.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      path: pathArg,
      old_text: z.string().min(1).max(MAX_CONTENT_CHARS),
      new_text: z.string().max(MAX_CONTENT_CHARS),
      replace_all: z.boolean().default(false),
    }),
    output: fileValidationOutput.extend({
      app_id: z.string(),
      path: z.string(),
      replacements: z.number(),
      size: z.number(),
      hash: z.string(),
      snapshot_id: z.string().nullable(),
    }),
    annotations: { title: 'Patch file', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      const path = cleanAppPath(input.path);
      const content = await ctx.services.files.readFile(app.id, path);
      if (content === null) throw notFound(path);
      const count = countOccurrences(content, input.old_text);
      if (count === 0) {
        throw new ServiceError(
          'invalid_request',
          `old_text matches 0 times in ${path}; it must match exactly once (whitespace and line breaks included). Read the file again and copy the text exactly.`,
          { path, matches: 0 },
        );
      }
      if (count > 1 && !input.replace_all) {
        const lines: number[] = [];
        for (
          let i = content.indexOf(input.old_text);
          i !== -1 && lines.length < 20;
          i = content.indexOf(input.old_text, i + input.old_text.length)
        )
          lines.push(lineOf(content, i));
        throw new ServiceError(
          'invalid_request',
          `old_text matches ${count} times in ${path} (lines ${lines.join(', ')}); it must match exactly once. Include more surrounding text to make it unique, or pass replace_all=true.`,
          { path, matches: count, lines },
        );
      }
      const next = input.replace_all
        ? content.split(input.old_text).join(input.new_text)
        : content.replace(input.old_text, () => input.new_text);
      const r = await ctx.services.files.applyChanges(
        app.id,
        { upserts: { [path]: next } },
        {
          savedVersion: { cause_tool: 'patch_app_file', label: `before patching ${path}` },
          expect: { [path]: sha256(content) },
          follow: true,
        },
      );
      return {
        app_id: app.id,
        path,
        replacements: input.replace_all ? count : 1,
        size: utf8Bytes(next),
        hash: sha256(next),
        snapshot_id: r.snapshot_id,
        ...(await fileIssues(ctx.services, app.id, path)),
      };
    },
  }),

  defineTool({
    name: 'rename_app_file',
    description: 'Renames a file after a Saved Version; new validation errors block it. Imports are not rewritten.',
    details:
      'The app is validated as it would be after the rename (imports must still resolve, page names stay valid); force=true overrides ' +
      'that, only with explicit human approval. An existing file at new_path is replaced only with overwrite=true. The rename applies ' +
      'atomically. Update the files that import the old path in the same change with a change set, or afterwards. Renaming ' +
      'entities/X.json to entities/Y.json renames the entity: its name inside, its untouched generated pages, the navigation and ' +
      'relations to it follow.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      old_path: pathArg,
      new_path: pathArg,
      overwrite: z.boolean().default(false),
      force: forceArg,
    }),
    output: z.object({
      app_id: z.string(),
      old_path: z.string(),
      new_path: z.string(),
      file_type: FILE_TYPE,
      replaced_existing: z.boolean(),
      forced: z.boolean(),
      snapshot_id: z.string().nullable(),
      validation: z.object({
        ok: z.boolean(),
        error_count: z.number(),
        warning_count: z.number(),
        new_error_count: z.number(),
        issues: z.array(issueOutput),
      }),
    }),
    annotations: { title: 'Rename file', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      const oldPath = cleanAppPath(input.old_path);
      const newPath = normalizeAppPath(input.new_path);
      if (oldPath === newPath)
        throw new ServiceError('invalid_request', `old_path and new_path are the same (${newPath})`, { path: newPath });
      const before = await ctx.services.files.readFiles(app.id);
      const content = before.get(oldPath);
      if (content === undefined) throw notFound(oldPath);
      const replaced = before.has(newPath);
      if (replaced && !input.overwrite) {
        throw new ServiceError('conflict', `File already exists: ${newPath}; pass overwrite=true to replace it`, { path: newPath });
      }
      // Renaming entities/X.json to entities/Y.json renames the entity: the name inside follows the path,
      // and the followers move its pages and the relations to it (validated with them).
      const moved = renamedSchema(oldPath, newPath, content);
      const changes = { upserts: { [newPath]: moved }, deletes: [oldPath] };
      const after = await ctx.services.files.followedTree(app.id, before, changes);
      const gate = await gateChange(before, after, new Map([[oldPath, newPath]]));
      if (gate.new_errors.length && !input.force) {
        throw new ServiceError(
          'validation_blocked',
          `Renaming ${oldPath} to ${newPath} is blocked: it would introduce ${gate.new_errors.length} validation error(s), first: ${gate.new_errors[0]!.message}`,
          blockedData(gate, { old_path: oldPath, new_path: newPath }),
        );
      }
      const r = await ctx.services.files.applyChanges(app.id, changes, {
        savedVersion: { cause_tool: 'rename_app_file', label: `before renaming ${oldPath} to ${newPath}` },
        expect: { [oldPath]: sha256(content), [newPath]: replaced ? sha256(before.get(newPath)!) : null },
        follow: true,
      });
      return {
        app_id: app.id,
        old_path: oldPath,
        new_path: newPath,
        file_type: storedFileType(newPath),
        replaced_existing: replaced,
        forced: input.force && gate.new_errors.length > 0,
        snapshot_id: r.snapshot_id,
        validation: {
          ok: gate.after.ok,
          error_count: gate.after.error_count,
          warning_count: gate.after.warning_count,
          new_error_count: gate.new_errors.length,
          issues: gate.new_errors.slice(0, MAX_BLOCKING_ISSUES),
        },
      };
    },
  }),
];

/** An entity schema moved to another entity file takes that file's name (when it still had the old one). */
function renamedSchema(oldPath: string, newPath: string, content: string): string {
  const from = /^entities\/([A-Za-z0-9_]+)\.json$/.exec(oldPath)?.[1];
  const to = /^entities\/([A-Za-z0-9_]+)\.json$/.exec(newPath)?.[1];
  if (!from || !to) return content;
  try {
    const json = JSON.parse(content) as Record<string, unknown>;
    if (!json || typeof json !== 'object' || Array.isArray(json) || json.name !== from) return content;
    return `${JSON.stringify({ ...json, name: to }, null, 2)}\n`;
  } catch {
    return content;
  }
}

/** Validation issues of one file after a write, for the write's result (never blocking). */
async function fileIssues(services: FileToolServices, appId: string, path: string): Promise<z.infer<typeof fileValidationOutput>> {
  const files = await services.files.readFiles(appId);
  const v = await validateFiles(files);
  const issues = v.issues.filter((i) => i.path === path);
  return {
    validation: {
      file_error_count: issues.filter((i) => i.severity === 'error').length,
      file_warning_count: issues.filter((i) => i.severity === 'warning').length,
      app_error_count: v.error_count,
      issues: issues.slice(0, 20),
    },
  };
}
