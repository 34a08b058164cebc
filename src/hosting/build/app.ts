/**
 * Builds one app: esbuild bundles the pages, Layout, components and lib files straight from the file
 * map (a virtual-file plugin; nothing touches the disk), with lucide-react tree-shaken from
 * node_modules and every other provided module imported from the shared vendor assets by URL; the
 * CSS is Tailwind compiled from the classes the sources use. Problems come back as validateApp-style
 * issues (rule `build-error`), each with the app file, line and column.
 */
import { posix } from 'node:path';
import * as esbuild from 'esbuild';
import { pageNameOf } from '../../validation/paths.ts';
import type { Issue } from '../../validation/validate.ts';
import { resolveAppImport } from '../../validation/validate.ts';
import { RUNTIME_PACKAGE_NAMES } from '../../validation/runtime-packages.ts';
import { contentName, sha256Hex, utf8, type BuiltAsset } from './assets.ts';
import { buildCss, CssBuildError } from './css.ts';
import { lucideModule } from './lucide.ts';
import { BROWSER_BUILD_OPTIONS, PROJECT_ROOT, VENDOR_MODULES, type VendorBuild } from './vendor.ts';

/** Bumped when the output of the same sources would change (cache keys include it). */
export const BUILDER_VERSION = 'app-v1';

export interface AppBuild {
  /** Served as `<script type=module>`. */
  js: BuiltAsset;
  css: BuiltAsset;
  /** Source map of the JS (maps stack positions back to app files for error reports). */
  map: BuiltAsset;
  pages: string[];
  warnings: Issue[];
  duration_ms: number;
}

export class BuildFailed extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(`The build failed: ${issues.filter((i) => i.severity === 'error').length} error(s); first: ${issues[0]?.message ?? '?'}`);
    this.issues = issues;
  }
}

/** Files that go into the bundle or the stylesheet. */
export function isBuildInput(path: string): boolean {
  return (
    path === 'Layout.jsx' ||
    /^pages\/[^/]+\.jsx$/.test(path) ||
    /^(components|lib)\/.+\.(jsx|js)$/.test(path) ||
    /^styles\/.+\.css$/.test(path) ||
    /^entities\/[^/]+\.json$/.test(path)
  );
}

/** The build cache key of a file tree: the hashes of its build inputs plus the builder and vendor. */
export function sourceKey(entries: Array<{ path: string; hash: string }>, vendorKey: string): string {
  const inputs = entries
    .filter((e) => isBuildInput(e.path))
    .map((e) => `${e.path}\u0000${e.hash}`)
    .sort();
  return sha256Hex([BUILDER_VERSION, vendorKey, ...inputs].join('\n')).slice(0, 40);
}

const PROVIDED = new Set<string>(RUNTIME_PACKAGE_NAMES);
const VENDORED = new Set<string>(VENDOR_MODULES);

function issue(path: string | null, line: number | null, column: number | null, message: string, hint: string): Issue {
  return { severity: 'error', rule: 'build-error', path, line, column, message, hint, count: 1 };
}

function hintFor(text: string): string {
  if (/No matching export|does not provide an export/.test(text))
    return 'Import a name the module exports: default versus named imports, and the exact export name.';
  if (/Could not resolve/.test(text))
    return 'Fix the import path (relative to the importing file; extensions may be omitted) or create the missing file.';
  if (/not provided by the hosting runtime/.test(text))
    return `Only ${RUNTIME_PACKAGE_NAMES.join(', ')} are provided; write other helpers as app files.`;
  if (/Expected|Unexpected|Unterminated/.test(text))
    return 'Fix the syntax at the reported position (validate_app explains syntax errors in detail).';
  return 'Fix the reported problem, run validate_app, then publish again.';
}

function toIssues(messages: esbuild.Message[]): Issue[] {
  return messages.slice(0, 50).map((m) => {
    const file = m.location ? m.location.file.replace(/^app:/, '') : null;
    const text = m.text + (m.notes.length ? ` (${m.notes.map((n) => n.text).join('; ')})` : '');
    return issue(file, m.location?.line ?? null, m.location ? m.location.column + 1 : null, text, hintFor(text));
  });
}

function entrySource(pages: string[], hasLayout: boolean): string {
  const lines = [`import { mountApp } from '@svc/boot';`];
  if (hasLayout) lines.push(`import Layout from './Layout.jsx';`);
  pages.forEach((p, i) => lines.push(`import P${i} from './pages/${p}.jsx';`));
  lines.push(
    `mountApp({ pages: { ${pages.map((p, i) => `${JSON.stringify(p)}: P${i}`).join(', ')} }, Layout: ${hasLayout ? 'Layout' : 'null'} });`,
  );
  return lines.join('\n');
}

function loaderFor(path: string): esbuild.Loader {
  if (path.endsWith('.json')) return 'json';
  if (path.endsWith('.css')) return 'empty';
  return 'jsx';
}

/** Builds the app's assets from its complete file map. Throws BuildFailed with issues. */
export async function buildApp(files: ReadonlyMap<string, string>, vendor: VendorBuild): Promise<AppBuild> {
  const started = performance.now();
  const pages = [...files.keys()]
    .map((p) => pageNameOf(p))
    .filter((n): n is string => n !== null)
    .sort();
  if (!pages.length) {
    throw new BuildFailed([
      issue(
        null,
        null,
        null,
        'The app has no pages: nothing to publish',
        'Add at least one page file pages/<Name>.jsx (for example pages/Home.jsx) with a default-exported component.',
      ),
    ]);
  }
  const hasLayout = files.has('Layout.jsx');
  const ENTRY = '__svc_entry__.jsx';
  const lucide = lucideModule([...files].filter(([p]) => /\.(jsx|js)$/.test(p) && !p.startsWith('functions/')).map(([, c]) => c));

  let result: esbuild.BuildResult;
  try {
    result = await esbuild.build({
      ...BROWSER_BUILD_OPTIONS,
      entryPoints: [`app:${ENTRY}`],
      sourcemap: 'external',
      sourcesContent: false,
      plugins: [
        {
          name: 'svc-app',
          setup(build) {
            build.onLoad({ filter: /.*/, namespace: 'svc-lucide' }, () => ({ contents: lucide!, loader: 'js', resolveDir: PROJECT_ROOT }));
            build.onResolve({ filter: /^app:/ }, (args) => ({ path: args.path.slice(4), namespace: 'app' }));
            build.onLoad({ filter: /.*/, namespace: 'app' }, (args) => {
              if (args.path === ENTRY) return { contents: entrySource(pages, hasLayout), loader: 'jsx' };
              const contents = files.get(args.path);
              if (contents === undefined) return { errors: [{ text: `File not found: ${args.path}` }] };
              return { contents, loader: loaderFor(args.path) };
            });
            build.onResolve({ filter: /.*/ }, async (args) => {
              const spec = args.path;
              if (VENDORED.has(spec)) return { path: vendor.urls[spec as keyof typeof vendor.urls], external: true };
              if (args.namespace !== 'app') return undefined; // inside node_modules (lucide-react): normal resolution
              if (spec === 'lucide-react') {
                if (lucide !== null) return { path: 'lucide-react', namespace: 'svc-lucide' };
                const r = await build.resolve('lucide-react', { kind: args.kind, resolveDir: PROJECT_ROOT });
                return r.errors.length ? { errors: r.errors } : { path: r.path };
              }
              if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
                const importer = args.importer === ENTRY ? ENTRY : args.importer;
                const found = resolveAppImport(importer, spec, files);
                if (found) return { path: found, namespace: 'app' };
                const target = posix.normalize(posix.join(posix.dirname(importer), spec));
                return {
                  errors: [
                    {
                      text: `Could not resolve "${spec}" from ${importer}: no app file ${target} (tried .jsx, .js, /index.jsx, /index.js)`,
                    },
                  ],
                };
              }
              if (PROVIDED.has(spec)) return undefined;
              return {
                errors: [
                  { text: `The module "${spec}" is not provided by the hosting runtime (provided: ${RUNTIME_PACKAGE_NAMES.join(', ')})` },
                ],
              };
            });
          },
        },
      ],
    });
  } catch (err) {
    const failure = err as esbuild.BuildFailure;
    if (Array.isArray(failure.errors)) throw new BuildFailed(toIssues(failure.errors));
    throw err;
  }

  const jsOut = result.outputFiles!.find((f) => f.path.endsWith('.js'))!;
  const mapOut = result.outputFiles!.find((f) => f.path.endsWith('.js.map'));
  const jsName = contentName('app', 'js', jsOut.contents);
  // The bundle's sourceMappingURL must name the hashed map file.
  const mapName = `${jsName}.map`;
  let jsText = jsOut.text.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
  jsText += `//# sourceMappingURL=${mapName}\n`;
  const mapText = mapOut ? mapOut.text.replace(/"app:/g, '"') : '{"version":3,"sources":[],"mappings":""}';

  const code: Array<{ path: string; content: string }> = [];
  const styles: Array<{ path: string; content: string }> = [];
  for (const [path, content] of files) {
    if (/\.(jsx|js)$/.test(path) && !path.startsWith('functions/')) code.push({ path, content });
    else if (/^styles\/.+\.css$/.test(path)) styles.push({ path, content });
  }
  styles.sort((a, b) => (a.path < b.path ? -1 : 1));
  let css: string;
  try {
    css = await buildCss(code, styles);
  } catch (err) {
    if (err instanceof CssBuildError)
      throw new BuildFailed([
        issue(
          err.problem.path,
          null,
          null,
          err.problem.message,
          'Fix the stylesheet: plain CSS, Tailwind directives (@apply, @theme) and existing utility names only.',
        ),
      ]);
    throw err;
  }
  const cssBytes = utf8(css);
  const warnings = toIssues(result.warnings.filter((w) => w.location?.file.startsWith('app:'))).map((i) => ({
    ...i,
    severity: 'warning' as const,
  }));
  return {
    js: { name: jsName, content_type: 'text/javascript; charset=utf-8', body: utf8(jsText) },
    map: { name: mapName, content_type: 'application/json; charset=utf-8', body: utf8(mapText) },
    css: { name: contentName('app', 'css', cssBytes), content_type: 'text/css; charset=utf-8', body: cssBytes },
    pages,
    warnings,
    duration_ms: Math.round(performance.now() - started),
  };
}
