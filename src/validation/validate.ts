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
import { checkEntitySchema, checkSeo } from './json-files.ts';
import { checkSchemaDrift } from './schema-drift.ts';
import { CRON_FILE, cronFileProblems, functionImportProblem } from './functions.ts';
import { ruleRank, ruleSeverity, type Severity } from './rules.ts';
import { RUNTIME_PACKAGE_NAMES, packageNameOf, runtimePackage } from './runtime-packages.ts';

export { clearValidationCache, validationCacheStats };
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

const RELATIVE_RE = /^\.\.?(\/|$)/;
const SCHEME_RE = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
/** Specifier prefixes a backend function may import (its runtime resolves them, not the app). */

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

/** Hints for packages agents often reach for, keyed by package name. */
const PACKAGE_HINTS: Record<string, string> = {
  axios: 'use fetch(), or svc.functions.invoke for backend work',
  'date-fns': 'use Date and Intl.DateTimeFormat (e.g. new Date(d).toLocaleDateString())',
  moment: 'use Date and Intl.DateTimeFormat (e.g. new Date(d).toLocaleDateString())',
  dayjs: 'use Date and Intl.DateTimeFormat (e.g. new Date(d).toLocaleDateString())',
  clsx: 'join class names with a template string or a small cn() helper in lib/',
  classnames: 'join class names with a template string or a small cn() helper in lib/',
  'tailwind-merge': 'join class names with a template string or a small cn() helper in lib/',
  'framer-motion': 'use Tailwind transition/animate classes',
  'react-router': "import from 'react-router-dom'",
  uuid: 'use crypto.randomUUID()',
  lodash: 'use native array and object methods',
  '@tanstack/react-query': 'load data with useEffect + useState and svc.entities.<Name>.list()',
  recharts: 'draw simple charts with SVG or Tailwind-sized divs in a component',
  'chart.js': 'draw simple charts with SVG or Tailwind-sized divs in a component',
  'react-hot-toast': 'write a small toast component in components/',
  sonner: 'write a small toast component in components/',
  next: "this is not a Next.js app: use react-router-dom (Link, useNavigate) and createPageUrl from '@svc/sdk'",
};

function unknownPackageHint(spec: string, inFunction: boolean): string {
  const provided = `The hosting runtime provides exactly: ${RUNTIME_PACKAGE_NAMES.join(', ')}.`;
  if (inFunction) {
    return `Backend functions run on the platform's Deno runtime: import packages as "npm:${spec}" or by https URL, or use fetch().`;
  }
  if (spec === '@/utils' || spec.startsWith('@/utils/'))
    return `createPageUrl comes from the SDK: import { createPageUrl } from '@svc/sdk'. ${provided}`;
  if (spec.startsWith('@/entities') || spec.startsWith('@/api')) {
    return `Entities are reached through the SDK: import { svc } from '@svc/sdk' and call svc.entities.<Name>.list() / .create(...). ${provided}`;
  }
  if (spec.startsWith('@/components/ui')) {
    return `UI kits are not provided: write the component (Tailwind classes) in components/ui/ and import it with a relative path such as '../components/ui/Button.jsx'.`;
  }
  if (spec.startsWith('@/')) {
    return `The "@/" alias does not exist: import app files with a relative path, e.g. '../${spec.slice(2)}.jsx'.`;
  }
  const pkg = packageNameOf(spec);
  if (runtimePackage(pkg) || RUNTIME_PACKAGE_NAMES.some((n) => n.startsWith(`${pkg}/`))) {
    return `Only these subpaths are provided: ${RUNTIME_PACKAGE_NAMES.filter((n) => n.startsWith(`${pkg}`)).join(', ')}. ${provided}`;
  }
  if (
    spec.startsWith('node:') ||
    ['fs', 'path', 'crypto', 'os', 'child_process', 'http', 'https', 'url', 'util', 'stream', 'buffer'].includes(spec)
  ) {
    return `Node.js modules do not exist in the browser; do server work in a backend function (functions/<name>.js) called with svc.functions.invoke. ${provided}`;
  }
  const special =
    PACKAGE_HINTS[pkg] ??
    (pkg.startsWith('@radix-ui/') ? 'write the component with plain JSX and Tailwind classes in components/' : undefined);
  return `${special ? `Instead, ${special}. ` : ''}${provided} Anything else must be written as an app file (lib/ or components/) and imported relatively.`;
}

function relativeImport(fromPath: string, toPath: string): string {
  const fromDir = posix.dirname(fromPath);
  let rel = posix.relative(fromDir === '.' ? '' : fromDir, toPath);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

/** Resolves a relative specifier against the app files: exact, .jsx, .js, /index.jsx, /index.js. */
export function resolveAppImport(importer: string, spec: string, files: ReadonlyMap<string, string>): string | null {
  const dir = posix.dirname(importer);
  const joined = posix.normalize(posix.join(dir === '.' ? '' : dir, spec)).replace(/\/$/, '');
  if (joined === '.' || joined === '..' || joined.startsWith('../') || joined.startsWith('/')) return null;
  for (const candidate of [joined, `${joined}.jsx`, `${joined}.js`, `${joined}/index.jsx`, `${joined}/index.js`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

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

interface CodeFile {
  path: string;
  analysis: FileAnalysis;
}

/**
 * Validates a complete app file map. Resolves to a report; never throws for problems in the app
 * (only for internal failures such as esbuild not starting).
 */
export async function validateApp(files: ReadonlyMap<string, string>, opts: ValidateOptions = {}): Promise<ValidationReport> {
  const started = performance.now();
  const out = new Collector();
  const add = out.add.bind(out);

  const sizeProblem = appSizeProblem(files);
  if (sizeProblem)
    add(
      'app-size',
      null,
      null,
      sizeProblem,
      'Delete unused files or split large data out of the code (store data as entity records instead).',
    );

  // Classify files; report path and content problems.
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

  // Per-file analysis, in parallel, cached by content.
  const analyses = await Promise.all(codePaths.map((p) => analyzeFile(p, files.get(p)!)));
  const byPath = new Map<string, FileAnalysis>();
  const code: CodeFile[] = codePaths.map((path, i) => {
    byPath.set(path, analyses[i]!);
    return { path, analysis: analyses[i]! };
  });

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
  const lowerPaths = new Map([...files.keys()].map((p) => [p.toLowerCase(), p]));
  const pageNamesLower = new Map([...pages.keys()].map((n) => [n.toLowerCase(), n]));
  const entityNamesLower = new Map([...entityNames].map((n) => [n.toLowerCase(), n]));

  for (const { path, analysis: a } of code) {
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
    if (!a.parsed || path.endsWith('.css')) continue;
    const inFunction = path.startsWith('functions/');

    // Imports
    for (const imp of a.imports) {
      const spec = imp.spec;
      if (RELATIVE_RE.test(spec)) {
        const target = resolveAppImport(path, spec, files);
        if (target === null) {
          const dir = posix.dirname(path);
          const joined = posix.normalize(posix.join(dir === '.' ? '' : dir, spec));
          let hint: string;
          const ci = [joined, `${joined}.jsx`, `${joined}.js`, `${joined}/index.jsx`, `${joined}/index.js`]
            .map((c) => lowerPaths.get(c.toLowerCase()))
            .find((c) => c !== undefined);
          if (joined.startsWith('../') || joined === '..') {
            hint = `The path climbs above the app root; from ${path} the root is ${relativeImport(path, 'x').replace(/x$/, '') || './'}.`;
          } else if (ci) {
            hint = `Paths are case-sensitive: import '${relativeImport(path, ci)}'.`;
          } else {
            const base = posix
              .basename(spec)
              .replace(/\.(jsx?|json|css)$/, '')
              .toLowerCase();
            const alts = stems.get(base) ?? [];
            hint = alts.length
              ? `Did you mean '${relativeImport(path, alts[0]!)}'? Paths are relative to ${path}.`
              : `Create ${joined}${/\.[a-z]+$/.test(joined) ? '' : '.jsx'} or fix the path (relative to ${path}; tried ${joined}, .jsx, .js, /index.jsx, /index.js).`;
          }
          add('import-unresolved', path, imp, `${path} imports "${spec}", which is not a file of the app`, hint);
          continue;
        }
        if (!inFunction && target.startsWith('functions/')) {
          add(
            'import-function-file',
            path,
            imp,
            `${path} imports the backend function ${target}`,
            `Backend functions run on the server: call it with svc.functions.invoke('${target.slice(10, -3)}', params) instead of importing it.`,
          );
          continue;
        }
        const t = byPath.get(target);
        if (!t?.parsed || target.endsWith('.css') || imp.kind === 'dynamic' || imp.kind === 'require') continue;
        if (imp.importsDefault && !t.hasDefault) {
          const named = t.exportNames;
          add(
            'import-missing-export',
            path,
            imp,
            `${path} imports the default export of "${spec}", but ${target} has no default export`,
            named.length
              ? `Use a named import: import { ${named.slice(0, 3).join(', ')} } from '${spec}', or add export default to ${target}.`
              : `Add export default to ${target}.`,
          );
        }
        if (t.exportsComplete) {
          for (const name of imp.names) {
            if (t.exportNames.includes(name)) continue;
            const stem = posix.basename(target).replace(/\.[^.]+$/, '');
            add(
              'import-missing-export',
              path,
              imp,
              `${path} imports { ${name} } from "${spec}", but ${target} does not export ${name}`,
              t.hasDefault && (name === stem || t.exportNames.length === 0)
                ? `${target} has a default export: import ${name} from '${spec}'.`
                : `${target} exports: ${[...t.exportNames, ...(t.hasDefault ? ['default'] : [])].join(', ') || 'nothing'}. Import one of those or add export ${name} to it.`,
            );
          }
        }
        continue;
      }
      if (spec.startsWith('/')) {
        const target = resolveAppImport('x', `.${spec}`, files);
        add(
          'import-unresolved',
          path,
          imp,
          `${path} imports "${spec}"; absolute import paths are not supported`,
          target
            ? `Use the relative path '${relativeImport(path, target)}'.`
            : 'Use a path relative to the importing file, e.g. ../components/Card.jsx.',
        );
        continue;
      }
      if (inFunction) {
        const p = functionImportProblem(path, spec);
        if (p) add('function-import', path, imp, p.message, p.hint);
        continue;
      }
      if (SCHEME_RE.test(spec)) {
        add(
          'import-unknown-package',
          path,
          imp,
          `${path} imports "${spec}"; URL and scheme imports are not supported here`,
          unknownPackageHint(spec, inFunction),
        );
        continue;
      }
      const pkg = runtimePackage(spec);
      if (!pkg) {
        if (inFunction && spec === '@svc/sdk') continue;
        // An app path written without ./ or ../ (or behind the "@/" alias of other builders).
        const appTarget = resolveAppImport('x', `./${spec.startsWith('@/') ? spec.slice(2) : spec}`, files);
        if (appTarget !== null && !spec.startsWith('@/')) {
          add(
            'import-unresolved',
            path,
            imp,
            `${path} imports "${spec}" without ./ or ../, so it is read as a package name`,
            `Import app files relatively: '${relativeImport(path, appTarget)}'.`,
          );
          continue;
        }
        if (appTarget !== null) {
          add(
            'import-unknown-package',
            path,
            imp,
            `${path} imports "${spec}", which the hosting runtime does not provide`,
            `The "@/" alias does not exist: import '${relativeImport(path, appTarget)}'.`,
          );
          continue;
        }
        add(
          'import-unknown-package',
          path,
          imp,
          `${path} imports "${spec}", which the hosting runtime does not provide`,
          unknownPackageHint(spec, inFunction),
        );
        continue;
      }
      if (pkg.exports && imp.kind !== 'dynamic' && imp.kind !== 'require') {
        if (imp.importsDefault && !pkg.hasDefault) {
          add(
            'import-missing-export',
            path,
            imp,
            `${path} imports a default export from "${spec}", which has none`,
            `Use named imports: import { ${pkg.exports.join(', ')} } from '${spec}'.`,
          );
        }
        for (const name of imp.names) {
          if (!pkg.exports.includes(name)) {
            add(
              'import-missing-export',
              path,
              imp,
              `${path} imports { ${name} } from "${spec}", which does not export it`,
              `"${spec}" exports only ${pkg.exports.join(', ')}.`,
            );
          }
        }
      }
    }
    if (inFunction) {
      if (!a.callsDenoServe) {
        add(
          'function-shape',
          path,
          { line: 1, column: 1 },
          `${path} never calls Deno.serve(...), so the function cannot answer requests`,
          'Wrap the handler: Deno.serve(async (req) => { const params = await req.json(); return new Response(JSON.stringify(result), { headers: { "Content-Type": "application/json" } }); });',
        );
      }
      continue;
    }

    // Undefined names
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

    // Entity references
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

    // Page references
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

  // Pages
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

  // Layout
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

  // Entities and seo.json
  for (const path of entityFiles) checkEntitySchema(path, files.get(path)!, entityNames, add);
  if (seoPath !== null) checkSeo(seoPath, files.get(seoPath)!, new Set(pages.keys()), entityNames, add);
  checkSchemaDrift(files, add);

  // Runtime errors
  const runtime = new Map<string, Issue>();
  for (const r of opts.runtimeErrors ?? []) {
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

  return finish(out.issues(), files.size, started);
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
