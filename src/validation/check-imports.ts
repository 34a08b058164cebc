/**
 * The import rules of the validator: relative imports must name app files (and their exports),
 * packages must be ones the hosting runtime provides (with their exports), backend functions import
 * what their Deno runtime resolves. Hints name the file or package that was probably meant.
 */
import { posix } from 'node:path';
import type { FileAnalysis, ImportRef } from './analyze.ts';
import { functionImportProblem } from './functions.ts';
import type { Emit } from './json-files.ts';
import { packageNameOf, RUNTIME_PACKAGE_NAMES, runtimePackage } from './runtime-packages.ts';

const RELATIVE_RE = /^\.\.?(\/|$)/;
const SCHEME_RE = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
/** Specifier prefixes a backend function may import (its runtime resolves them, not the app). */

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

export function relativeImport(fromPath: string, toPath: string): string {
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

/** What the import checks look up in the app. */
export interface AppFiles {
  files: ReadonlyMap<string, string>;
  /** The analysis of each parsed code file. */
  byPath: ReadonlyMap<string, FileAnalysis>;
  /** Every file by the lower-case name without extension, for "did you mean" hints. */
  stems: ReadonlyMap<string, string[]>;
  /** Every path by its lower-case form, for case mistakes. */
  lowerPaths: ReadonlyMap<string, string>;
}

/** Checks every import of one parsed code file. */
export function checkImports(path: string, a: FileAnalysis, app: AppFiles, emit: Emit): void {
  const inFunction = path.startsWith('functions/');
  for (const imp of a.imports) checkImport(path, imp, inFunction, app, emit);
}

function checkImport(path: string, imp: ImportRef, inFunction: boolean, app: AppFiles, emit: Emit): void {
  const spec = imp.spec;
  const { files } = app;
  if (RELATIVE_RE.test(spec)) {
    checkAppImport(path, imp, inFunction, app, emit);
    return;
  }
  if (spec.startsWith('/')) {
    const target = resolveAppImport('x', `.${spec}`, files);
    emit(
      'import-unresolved',
      path,
      imp,
      `${path} imports "${spec}"; absolute import paths are not supported`,
      target
        ? `Use the relative path '${relativeImport(path, target)}'.`
        : 'Use a path relative to the importing file, e.g. ../components/Card.jsx.',
    );
    return;
  }
  if (inFunction) {
    const p = functionImportProblem(path, spec);
    if (p) emit('function-import', path, imp, p.message, p.hint);
    return;
  }
  if (SCHEME_RE.test(spec)) {
    emit(
      'import-unknown-package',
      path,
      imp,
      `${path} imports "${spec}"; URL and scheme imports are not supported here`,
      unknownPackageHint(spec, inFunction),
    );
    return;
  }
  const pkg = runtimePackage(spec);
  if (!pkg) {
    if (inFunction && spec === '@svc/sdk') return;
    // An app path written without ./ or ../ (or behind the "@/" alias of other builders).
    const appTarget = resolveAppImport('x', `./${spec.startsWith('@/') ? spec.slice(2) : spec}`, files);
    if (appTarget !== null && !spec.startsWith('@/')) {
      emit(
        'import-unresolved',
        path,
        imp,
        `${path} imports "${spec}" without ./ or ../, so it is read as a package name`,
        `Import app files relatively: '${relativeImport(path, appTarget)}'.`,
      );
      return;
    }
    if (appTarget !== null) {
      emit(
        'import-unknown-package',
        path,
        imp,
        `${path} imports "${spec}", which the hosting runtime does not provide`,
        `The "@/" alias does not exist: import '${relativeImport(path, appTarget)}'.`,
      );
      return;
    }
    emit(
      'import-unknown-package',
      path,
      imp,
      `${path} imports "${spec}", which the hosting runtime does not provide`,
      unknownPackageHint(spec, inFunction),
    );
    return;
  }
  if (pkg.exports && imp.kind !== 'dynamic' && imp.kind !== 'require') {
    if (imp.importsDefault && !pkg.hasDefault) {
      emit(
        'import-missing-export',
        path,
        imp,
        `${path} imports a default export from "${spec}", which has none`,
        `Use named imports: import { ${pkg.exports.join(', ')} } from '${spec}'.`,
      );
    }
    for (const name of imp.names) {
      if (!pkg.exports.includes(name)) {
        emit(
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

/** A relative import: it must name an app file (not a backend function), and the names it imports must be exported. */
function checkAppImport(path: string, imp: ImportRef, inFunction: boolean, app: AppFiles, emit: Emit): void {
  const spec = imp.spec;
  const { files, byPath, stems, lowerPaths } = app;
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
    emit('import-unresolved', path, imp, `${path} imports "${spec}", which is not a file of the app`, hint);
    return;
  }
  if (!inFunction && target.startsWith('functions/')) {
    emit(
      'import-function-file',
      path,
      imp,
      `${path} imports the backend function ${target}`,
      `Backend functions run on the server: call it with svc.functions.invoke('${target.slice(10, -3)}', params) instead of importing it.`,
    );
    return;
  }
  const t = byPath.get(target);
  if (!t?.parsed || target.endsWith('.css') || imp.kind === 'dynamic' || imp.kind === 'require') return;
  if (imp.importsDefault && !t.hasDefault) {
    const named = t.exportNames;
    emit(
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
      emit(
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
}
