/**
 * The app validator (validate_app, validate_change_set, apply_change_set, rename_app_file).
 *
 *   const report = await validateApp(files, { runtimeErrors });
 *
 * `files` is the complete merged file map (path → content) of the app as it would be; callers that
 * validate a change set apply the staged upserts/deletes to the current files first. The report is
 * focused: identical issues are merged with a count, errors come before warnings, then by rule
 * importance (files, syntax, imports, pages, entities, others — the order of RULES), then by path and
 * position. Lines and columns are 1-based; columns count UTF-16 code units. docs/file-model.md lists
 * every rule.
 */
import { posix } from 'node:path';
import { appSizeProblem, checkAppPath, fileContentProblem } from './paths.ts';
import { analyzeFile, clearValidationCache, validationCacheStats, type CodeProblem, type FileAnalysis, type Located } from './analyze.ts';
import { checkImports, relativeImport, type AppFiles } from './check-imports.ts';
import { checkEntitySchema, checkSeo } from './json-files.ts';
import { checkSchemaDrift } from './schema-drift.ts';
import { CRON_FILE, cronFileProblems } from './functions.ts';
import { ruleRank, ruleSeverity, type Severity } from './rules.ts';

export { clearValidationCache, validationCacheStats };
export { resolveAppImport } from './check-imports.ts';
export { RULES } from './rules.ts';

/** A type alias (not an interface) so it is assignable to index-signature types such as Record<string, unknown>. */
export type Issue = {
  severity: Severity;
  /** Stable rule id (see RULES and docs/file-model.md). */
  rule: string;
  /** The app file concerned; null for app-wide issues. */
  path: string | null;
  /** 1-based line, or null. */
  line: number | null;
  /** 1-based column in UTF-16 code units, or null. */
  column: number | null;
  message: string;
  /** A concrete way to fix it. */
  hint: string;
  /** How many identical issues (same rule, path and message) were merged into this one; runtime errors add their occurrence counts. */
  count: number;
  /** runtime-error only: the latest time the error was seen, when the caller provided it. */
  last_seen?: string;
};

export interface IssueGroup {
  rule: string;
  severity: Severity;
  /** Number of issues of this rule in `issues`. */
  count: number;
  /** The distinct files concerned, sorted. */
  paths: string[];
}

export interface ValidationReport {
  /** True when there is no error (warnings allowed). */
  ok: boolean;
  error_count: number;
  warning_count: number;
  issues: Issue[];
  groups: IssueGroup[];
  checked_files: number;
  duration_ms: number;
}

/** A recorded runtime error; null fields are treated as absent. `last_seen_at` is accepted as an alias of `last_seen`. */
export interface RuntimeErrorInput {
  message: string;
  path?: string | null;
  line?: number | null;
  column?: number | null;
  count?: number | null;
  last_seen?: string | null;
  last_seen_at?: string | null;
}

export interface ValidateOptions {
  /** Recorded runtime errors (get_errors) to report as `runtime-error` issues. */
  runtimeErrors?: RuntimeErrorInput[];
}

// ---------------------------------------------------------------------------------------------------

class Collector {
  private readonly byKey = new Map<string, Issue>();
  add(rule: string, path: string | null, loc: Located | null, message: string, hint: string, count = 1): Issue {
    const key = `${rule}\u0000${path ?? ''}\u0000${message}`;
    const existing = this.byKey.get(key);
    if (existing) {
      existing.count += count;
      return existing;
    }
    const issue: Issue = {
      severity: ruleSeverity(rule),
      rule,
      path,
      line: loc?.line ?? null,
      column: loc?.column ?? null,
      message,
      hint,
      count,
    };
    this.byKey.set(key, issue);
    return issue;
  }
  issues(): Issue[] {
    return [...this.byKey.values()];
  }
}

const REACT_HOOKS = new Set([
  'useState',
  'useEffect',
  'useMemo',
  'useCallback',
  'useRef',
  'useContext',
  'useReducer',
  'useLayoutEffect',
  'useId',
  'useTransition',
  'useDeferredValue',
  'useImperativeHandle',
  'useSyncExternalStore',
  'useInsertionEffect',
  'useDebugValue',
  'useOptimistic',
  'useActionState',
  'use',
]);
const ROUTER_HOOKS = new Set([
  'useNavigate',
  'useLocation',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useNavigation',
  'useOutletContext',
]);

function syntaxHint(p: CodeProblem): string {
  const parts: string[] = [];
  const m = [p.message, ...p.notes].join(' ');
  if (/is not valid inside a JSX element/.test(m)) parts.push("Escape the character in JSX text: write {'>'}, {'}'} or &gt;.");
  else if (/Unexpected end of file/.test(m)) parts.push('Something opened above is never closed: check every (, {, [, string and JSX tag.');
  else if (/has already been declared/.test(m))
    parts.push('Rename or remove one of the two declarations (also check imports of the same name).');
  else if (/closing ".*" tag does not match/.test(m)) parts.push('Close JSX tags in the reverse order they were opened.');
  else if (/Expected ">" but found|Unexpected ":"/.test(m) || /:\s*(string|number|boolean|any)\b/.test(p.lineText)) {
    parts.push('Files are plain JavaScript with JSX: remove TypeScript syntax (type annotations, interfaces, generics).');
  } else if (/Expected "\)" but found "<"|Adjacent JSX/.test(m))
    parts.push('Wrap adjacent JSX elements in one parent or a fragment <>...</>.');
  if (p.suggestion) parts.push(`Suggested text: ${p.suggestion}`);
  for (const note of p.notes) parts.push(`${note}.`);
  if (p.line !== null) parts.push(`Fix line ${p.line}${p.lineText ? `: ${p.lineText.trim().slice(0, 160)}` : ''}`);
  return parts.join(' ') || 'Fix the syntax error at the reported position.';
}

function runtimeHint(message: string): string {
  if (/is not defined/.test(message)) {
    return 'A name is used without an import or declaration: import it (icons from lucide-react, hooks from react, svc/createPageUrl from @svc/sdk) or define it. validate_app reports such names as undefined-identifier.';
  }
  if (/Cannot read propert(y|ies) of (undefined|null)|undefined is not an object|null is not an object/.test(message)) {
    return 'A value is missing when the component renders: guard with optional chaining (record?.field), default values, or render a loading state until the data has loaded.';
  }
  if (/is not a function/.test(message)) {
    return 'Check the import (default versus named), that the value is a function, and the SDK method name (list, filter, get, create, update, delete).';
  }
  if (/Objects are not valid as a React child/.test(message))
    return 'Render a field (record.title) or JSON.stringify(value), not an object itself.';
  if (/Invalid hook call|Rendered (more|fewer) hooks|hook/i.test(message))
    return 'Call hooks only at the top level of function components, never inside conditions, loops or callbacks.';
  if (/Maximum update depth|Too many re-renders/.test(message))
    return 'A state update runs on every render: move it into useEffect with dependencies or an event handler.';
  if (/not found|404|Failed to fetch|NetworkError/i.test(message))
    return 'A request failed: check the entity/function name and that it exists (get_entities, functions/<name>.js).';
  return 'Reproduce it with inspect_preview on the failing route, fix the code at the reported place, then validate_app again. Recorded errors of code that was since fixed remain until they age out.';
}

// ---------------------------------------------------------------------------------------------------

type Add = Collector['add'];

interface CodeFile {
  path: string;
  analysis: FileAnalysis;
}

/** The app's files sorted by what they are, from their paths. */
interface FileInventory {
  /** .js, .jsx and .css files whose content is acceptable, to analyse. */
  codePaths: string[];
  /** page name → path (also pages whose content is refused: no cascade of "missing" issues). */
  pages: Map<string, string>;
  entityFiles: string[];
  entityNames: Set<string>;
  seoPath: string | null;
}

/** What the per-file checks look up: the files, their analyses, and the names of pages and entities. */
interface AppIndex extends AppFiles {
  pages: ReadonlyMap<string, string>;
  entityNames: ReadonlySet<string>;
  pageNamesLower: ReadonlyMap<string, string>;
  entityNamesLower: ReadonlyMap<string, string>;
}

/**
 * Validates a complete app file map. Resolves to a report; never throws for problems in the app
 * (only for internal failures such as esbuild not starting).
 */
export async function validateApp(files: ReadonlyMap<string, string>, opts: ValidateOptions = {}): Promise<ValidationReport> {
  const started = performance.now();
  const out = new Collector();
  const add = out.add.bind(out);

  checkAppSize(files, add);
  const inventory = classifyFiles(files, add);
  const code = await analyzeCode(files, inventory.codePaths);
  const app = indexApp(files, code, inventory);
  for (const { path, analysis } of code) checkCodeFile(path, analysis, app, add);
  checkPages(inventory.pages, app.byPath, add);
  checkLayout(app.byPath, add);
  // Entities and seo.json
  for (const path of inventory.entityFiles) checkEntitySchema(path, files.get(path)!, inventory.entityNames, add);
  if (inventory.seoPath !== null)
    checkSeo(inventory.seoPath, files.get(inventory.seoPath)!, new Set(inventory.pages.keys()), inventory.entityNames, add);
  checkSchemaDrift(files, add);
  addRuntimeErrors(opts.runtimeErrors ?? [], add);

  return finish(out.issues(), files.size, started);
}

function checkAppSize(files: ReadonlyMap<string, string>, add: Add): void {
  const sizeProblem = appSizeProblem(files);
  if (sizeProblem)
    add(
      'app-size',
      null,
      null,
      sizeProblem,
      'Delete unused files or split large data out of the code (store data as entity records instead).',
    );
}

/** Sorts the files by kind and reports path and content problems. */
function classifyFiles(files: ReadonlyMap<string, string>, add: Add): FileInventory {
  const codePaths: string[] = [];
  const pages = new Map<string, string>(); // page name → path
  const entityFiles: string[] = [];
  const entityNames = new Set<string>();
  let seoPath: string | null = null;
  for (const [path, content] of files) {
    const check = checkAppPath(path);
    if (!check.ok) {
      add(
        check.rule,
        path,
        null,
        check.message,
        check.rule === 'page-name'
          ? `Rename it with rename_app_file (e.g. to ${check.message.match(/e\.g\. (\S+\.jsx)/)?.[1] ?? 'pages/<PascalCase>.jsx'}) and update createPageUrl calls that name it.`
          : 'Move or rename the file with rename_app_file to a path of the file model (docs/file-model.md), or delete it.',
      );
    } else if (check.path !== path) {
      add(
        'path-invalid',
        path,
        null,
        `Invalid path ${JSON.stringify(path)}: stored paths must be canonical ("${check.path}")`,
        `Rename it to ${check.path}.`,
      );
    }
    // Pages and entities count by path even when their content is refused (no cascade of "missing" issues).
    const isPage = /^pages\/[^/]+\.jsx$/.test(path);
    const isEntity = /^entities\/[^/]+\.json$/.test(path);
    if (isPage) pages.set(path.slice(6, -4), path);
    if (isEntity) entityNames.add(path.slice(9, -5));
    const contentProblem = fileContentProblem(path, content);
    if (contentProblem) {
      add(
        'file-content',
        path,
        null,
        contentProblem,
        'Store only UTF-8 source text; keep images and data out of the file tree (use URLs and entity records), and split big files.',
      );
      continue;
    }
    if (/\.(jsx?|css)$/.test(path)) codePaths.push(path);
    if (isEntity) entityFiles.push(path);
    if (path === 'seo.json') seoPath = path;
    if (path === CRON_FILE) for (const p of cronFileProblems(content, files)) add('function-cron', path, null, p.message, p.hint);
  }
  return { codePaths, pages, entityFiles, entityNames, seoPath };
}

/** Per-file analysis, in parallel, cached by content. */
async function analyzeCode(files: ReadonlyMap<string, string>, codePaths: string[]): Promise<CodeFile[]> {
  const analyses = await Promise.all(codePaths.map((p) => analyzeFile(p, files.get(p)!)));
  return codePaths.map((path, i) => ({ path, analysis: analyses[i]! }));
}

function indexApp(files: ReadonlyMap<string, string>, code: CodeFile[], inventory: FileInventory): AppIndex {
  const byPath = new Map<string, FileAnalysis>();
  for (const { path, analysis } of code) byPath.set(path, analysis);
  // Other files by stem, for "did you mean" hints.
  const stems = new Map<string, string[]>();
  for (const p of files.keys()) {
    const stem = posix
      .basename(p)
      .replace(/\.[^.]+$/, '')
      .toLowerCase();
    const list = stems.get(stem) ?? [];
    list.push(p);
    stems.set(stem, list);
  }
  return {
    files,
    byPath,
    stems,
    lowerPaths: new Map([...files.keys()].map((p) => [p.toLowerCase(), p])),
    pages: inventory.pages,
    entityNames: inventory.entityNames,
    pageNamesLower: new Map([...inventory.pages.keys()].map((n) => [n.toLowerCase(), n])),
    entityNamesLower: new Map([...inventory.entityNames].map((n) => [n.toLowerCase(), n])),
  };
}

/** Every check of one code file: syntax, imports, then (app code) undefined names, entity and page references. */
function checkCodeFile(path: string, a: FileAnalysis, app: AppIndex, add: Add): void {
  for (const e of a.errors) add('syntax', path, e, `${path}:${e.line ?? '?'}:${e.column ?? '?'}: ${e.message}`, syntaxHint(e));
  for (const w of a.warnings)
    add(
      'code-warning',
      path,
      w,
      `${path}:${w.line ?? '?'}:${w.column ?? '?'}: ${w.message}`,
      w.suggestion
        ? `Suggested text: ${w.suggestion}`
        : 'Check the logic at this position; esbuild flags code that is almost always a mistake.',
    );
  if (!a.parsed || path.endsWith('.css')) return;
  checkImports(path, a, app, add);
  if (path.startsWith('functions/')) {
    if (!a.callsDenoServe) {
      add(
        'function-shape',
        path,
        { line: 1, column: 1 },
        `${path} never calls Deno.serve(...), so the function cannot answer requests`,
        'Wrap the handler: Deno.serve(async (req) => { const params = await req.json(); return new Response(JSON.stringify(result), { headers: { "Content-Type": "application/json" } }); });',
      );
    }
    return;
  }
  checkUndefinedNames(path, a, app.stems, add);
  checkEntityReferences(path, a, app, add);
  checkPageReferences(path, a, app, add);
}

function checkUndefinedNames(path: string, a: FileAnalysis, stems: ReadonlyMap<string, string[]>, add: Add): void {
  for (const u of a.undefinedRefs) {
    let hint: string;
    if (u.what === 'jsx') {
      const local = (stems.get(u.name.toLowerCase()) ?? []).find((p) => /\.(jsx?)$/.test(p) && p !== path);
      hint = local
        ? `Import it: import ${u.name} from '${relativeImport(path, local)}'.`
        : `Import it (an icon: import { ${u.name} } from 'lucide-react'; an app component: import ${u.name} from '../components/${u.name}.jsx') or declare it in the file.`;
    } else if (u.what === 'hook') {
      hint = REACT_HOOKS.has(u.name)
        ? `import { ${u.name} } from 'react'.`
        : ROUTER_HOOKS.has(u.name)
          ? `import { ${u.name} } from 'react-router-dom'.`
          : `Import ${u.name} from the app file that defines it, or define it.`;
    } else if (u.name === 'React') {
      hint = "import React from 'react' (or import the hooks you use: import { useState } from 'react').";
    } else {
      hint = `import { ${u.name} } from '@svc/sdk'.`;
    }
    const shown = u.what === 'jsx' ? `<${u.name}>` : u.name;
    add('undefined-identifier', path, u, `${path} uses ${shown} but never imports or declares ${u.name}`, hint, u.count);
  }
}

function checkEntityReferences(path: string, a: FileAnalysis, app: AppIndex, add: Add): void {
  const { entityNames, entityNamesLower } = app;
  for (const ref of a.entityRefs) {
    if (entityNames.has(ref.name)) continue;
    const meant = entityNamesLower.get(ref.name.toLowerCase());
    add(
      'entity-unknown-reference',
      path,
      ref,
      `${path} uses svc.entities.${ref.name}, but entities/${ref.name}.json does not exist`,
      meant
        ? `Entity names are case-sensitive: use svc.entities.${meant}.`
        : `Create entities/${ref.name}.json (create_entity_schema or write_app_file), or use an existing entity: ${[...entityNames].join(', ') || '(none yet)'}.`,
      ref.count,
    );
  }
}

function checkPageReferences(path: string, a: FileAnalysis, app: AppIndex, add: Add): void {
  const { pages, pageNamesLower } = app;
  for (const ref of a.pageRefs) {
    if (pageNamesLower.has(ref.name.toLowerCase())) continue;
    add(
      'page-unknown-reference',
      path,
      ref,
      `${path} links to the page "${ref.name}" with createPageUrl, but pages/${ref.name}.jsx does not exist`,
      `Create pages/${ref.name}.jsx or link to an existing page: ${[...pages.keys()].join(', ') || '(none yet)'}.`,
      ref.count,
    );
  }
}

/** At least one page; no two pages on one route; each page exports a component. */
function checkPages(pages: ReadonlyMap<string, string>, byPath: ReadonlyMap<string, FileAnalysis>, add: Add): void {
  if (pages.size === 0) {
    add(
      'app-no-pages',
      null,
      null,
      'The app has no page (no pages/<Name>.jsx file)',
      'Create pages/Home.jsx: export default function Home() { return (<div>…</div>); }',
    );
  }
  const seenRoutes = new Map<string, string>();
  for (const name of [...pages.keys()].sort()) {
    const path = pages.get(name)!;
    const lower = name.toLowerCase();
    const other = seenRoutes.get(lower);
    if (other !== undefined) {
      add(
        'page-duplicate-route',
        path,
        null,
        `${path} and ${pages.get(other)} differ only by letter case; both would serve the route /${name}`,
        `Delete or rename one of them (routes are matched case-insensitively).`,
      );
    } else seenRoutes.set(lower, name);
    const a = byPath.get(path);
    if (!a?.parsed) continue;
    checkDefaultExport('page-default-export', path, name, a, add);
  }
}

function checkLayout(byPath: ReadonlyMap<string, FileAnalysis>, add: Add): void {
  const layout = byPath.get('Layout.jsx');
  if (layout?.parsed) {
    checkDefaultExport('layout-default-export', 'Layout.jsx', 'Layout', layout, add);
    if (!layout.usesChildren) {
      add(
        'layout-children',
        'Layout.jsx',
        null,
        'Layout.jsx never uses children, so the current page would not be shown',
        `${layout.usesOutlet ? 'The page is passed as children; <Outlet /> renders nothing here. ' : ''}Render it: export default function Layout({ children, currentPageName }) { return (<div>…<main>{children}</main></div>); }`,
      );
    }
  }
}

/** Recorded runtime errors as runtime-error issues, merged by path and message. */
function addRuntimeErrors(errors: RuntimeErrorInput[], add: Add): void {
  const runtime = new Map<string, Issue>();
  for (const r of errors) {
    const message = String(r.message ?? '').trim() || 'Unknown runtime error';
    const path = r.path ?? null;
    const key = `${path ?? ''}\u0000${message}`;
    const count = typeof r.count === 'number' && r.count > 0 ? r.count : 1;
    const lastSeen = r.last_seen ?? r.last_seen_at ?? null;
    const existing = runtime.get(key);
    if (existing) {
      existing.count += count;
      if (lastSeen && (!existing.last_seen || lastSeen > existing.last_seen)) existing.last_seen = lastSeen;
      continue;
    }
    const issue = add('runtime-error', path, { line: r.line ?? null, column: r.column ?? null }, message, runtimeHint(message), count);
    if (lastSeen) issue.last_seen = lastSeen;
    runtime.set(key, issue);
  }
}

function checkDefaultExport(
  rule: 'page-default-export' | 'layout-default-export',
  path: string,
  name: string,
  a: FileAnalysis,
  add: Collector['add'],
): void {
  const d = a.defaultExport;
  const what = rule === 'page-default-export' ? 'page' : 'layout';
  if (d.kind === 'none') {
    const named = a.exportNames.includes(name);
    add(
      rule,
      path,
      null,
      `${path} has no default export; a ${what} must export its component as default`,
      named
        ? `Change "export function ${name}" to "export default function ${name}".`
        : what === 'page'
          ? `Add: export default function ${name}() { return (<div>…</div>); }`
          : 'Add: export default function Layout({ children, currentPageName }) { return (<div>{children}</div>); }',
    );
  } else if (d.kind === 'not-component') {
    add(
      rule,
      path,
      null,
      `${path} exports ${d.what} as default, but a ${what} must export a React function component`,
      d.what.startsWith('an async')
        ? `Make the component synchronous and load data in useEffect: export default function ${name}() { const [items, setItems] = useState([]); useEffect(() => { svc.entities.X.list().then(setItems); }, []); … }`
        : `Export a function that returns JSX: export default function ${name}() { return (<div>…</div>); }`,
    );
  }
}

function finish(issues: Issue[], checked: number, started: number): ValidationReport {
  issues.sort((a, b) => {
    if (a.severity !== b.severity) return a.severity === 'error' ? -1 : 1;
    const r = ruleRank(a.rule) - ruleRank(b.rule);
    if (r !== 0) return r;
    if (a.path !== b.path) {
      if (a.path === null) return -1;
      if (b.path === null) return 1;
      return a.path < b.path ? -1 : 1;
    }
    return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
  });
  const groups = new Map<string, { rule: string; severity: Severity; count: number; paths: Set<string> }>();
  for (const i of issues) {
    let g = groups.get(i.rule);
    if (!g) {
      g = { rule: i.rule, severity: i.severity, count: 0, paths: new Set() };
      groups.set(i.rule, g);
    }
    g.count++;
    if (i.path !== null) g.paths.add(i.path);
  }
  const errorCount = issues.filter((i) => i.severity === 'error').length;
  return {
    ok: errorCount === 0,
    error_count: errorCount,
    warning_count: issues.length - errorCount,
    issues,
    groups: [...groups.values()].map((g) => ({ rule: g.rule, severity: g.severity, count: g.count, paths: [...g.paths].sort() })),
    checked_files: checked,
    duration_ms: Math.round((performance.now() - started) * 10) / 10,
  };
}
