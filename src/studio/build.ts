/**
 * The studio's browser assets, built by the service itself from `src/studio/ui/` (no build step for
 * users): esbuild bundles the React app with code splitting (each page is its own chunk, so the
 * editor and chart libraries load only on the pages that use them), and Tailwind v4 compiles the
 * class names the sources use. The result is cached by a hash of the sources and package versions,
 * in memory and under `<data dir>/cache/studio/<key>/`, so a restart with unchanged sources serves
 * at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import * as esbuild from 'esbuild';
import { contentTypeOf, sha256Hex } from '../hosting/build/assets.ts';
import { BROWSER_BUILD_OPTIONS, PROJECT_ROOT } from '../hosting/build/vendor.ts';

export const UI_DIR = path.resolve(import.meta.dirname, 'ui');
export const STUDIO_ASSET_PREFIX = '/studio/assets/';
const PACKAGES = ['react', 'react-dom', 'react-router-dom', '@codemirror/view', '@codemirror/state', 'uplot', 'tailwindcss'];

export interface StudioAsset {
  name: string;
  content_type: string;
  body: Uint8Array;
}

export interface StudioBuild {
  key: string;
  /** The entry script and stylesheet (file names under /studio/assets/). */
  entry: string;
  css: string;
  /** Scripts to `modulepreload`: the entry's static imports, and per page file (`pages/Apps.tsx`) its chunk and imports. */
  preload: { entry: string[]; pages: Record<string, string[]> };
  assets: Map<string, StudioAsset>;
}

function uiSources(dir = UI_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return uiSources(p);
      return /\.(tsx?|css)$/.test(e.name) ? [p] : [];
    });
}

function packageVersion(name: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

/** Changes with any UI source, a package version or esbuild. */
export function studioKey(): string {
  const parts = ['studio-v1', esbuild.version, ...PACKAGES.map((p) => `${p}@${packageVersion(p)}`)];
  for (const file of uiSources()) parts.push(path.relative(UI_DIR, file), fs.readFileSync(file, 'utf8'));
  return sha256Hex(parts.join('\u0000')).slice(0, 24);
}

async function buildStylesheet(files: string[]): Promise<string> {
  const code = files.filter((f) => /\.tsx?$/.test(f)).map((f) => ({ content: fs.readFileSync(f, 'utf8'), extension: 'tsx' }));
  const candidates = new Scanner({}).scanFiles(code);
  const extra = files.filter((f) => f.endsWith('.css')).map((f) => fs.readFileSync(f, 'utf8'));
  const compiler = await compile(['@import "tailwindcss";', ...extra].join('\n'), { base: PROJECT_ROOT, onDependency: () => {} });
  const css = compiler.build([...candidates].sort());
  try {
    return optimize(css, { minify: true }).code;
  } catch {
    return css;
  }
}

async function buildFresh(key: string): Promise<StudioBuild> {
  const files = uiSources();
  const result = await esbuild.build({
    ...BROWSER_BUILD_OPTIONS,
    entryPoints: { studio: path.join(UI_DIR, 'main.tsx') },
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'c-[hash]',
    metafile: true,
    // uPlot's stylesheet is imported by the analytics page; esbuild emits it as a separate file.
    loader: { '.css': 'css' },
  });
  const assets = new Map<string, StudioAsset>();
  let entry = '';
  for (const out of result.outputFiles) {
    const name = path.basename(out.path);
    assets.set(name, { name, content_type: contentTypeOf(name), body: out.contents });
    if (/^studio-[A-Z0-9]+\.js$/i.test(name)) entry = name;
  }
  if (!entry) throw new Error('the studio build produced no entry script');
  // The chunks each page needs, so the shell can fetch them alongside the entry instead of after it.
  const outputs = result.metafile.outputs;
  const staticImports = (out: string, seen = new Set<string>()): string[] => {
    for (const i of outputs[out]?.imports ?? []) {
      if (i.kind === 'import-statement' && !i.external && !seen.has(i.path)) {
        seen.add(i.path);
        staticImports(i.path, seen);
      }
    }
    return [...seen].map((p) => path.basename(p));
  };
  const preload = { entry: [] as string[], pages: {} as Record<string, string[]> };
  for (const [out, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint || !out.endsWith('.js')) continue;
    const rel = path.relative(UI_DIR, path.resolve(PROJECT_ROOT, meta.entryPoint)).split(path.sep).join('/');
    if (rel === 'main.tsx') preload.entry = staticImports(out);
    else if (rel.startsWith('pages/')) preload.pages[rel] = [path.basename(out), ...staticImports(out)];
  }
  const extraCss = [...assets.values()].filter((a) => a.name.endsWith('.css')).map((a) => new TextDecoder().decode(a.body));
  const css = (await buildStylesheet(files)) + extraCss.join('\n');
  const cssName = `studio-${sha256Hex(css).slice(0, 12)}.css`;
  assets.set(cssName, { name: cssName, content_type: 'text/css; charset=utf-8', body: new TextEncoder().encode(css) });
  return { key, entry, css: cssName, preload, assets };
}

function readCache(dir: string, key: string): StudioBuild | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Pick<
      StudioBuild,
      'key' | 'entry' | 'css' | 'preload'
    >;
    if (manifest.key !== key) return null;
    const assets = new Map<string, StudioAsset>();
    for (const name of fs.readdirSync(dir)) {
      if (name === 'manifest.json') continue;
      assets.set(name, { name, content_type: contentTypeOf(name), body: fs.readFileSync(path.join(dir, name)) });
    }
    if (!assets.has(manifest.entry) || !assets.has(manifest.css) || !manifest.preload) return null;
    return { key, entry: manifest.entry, css: manifest.css, preload: manifest.preload, assets };
  } catch {
    return null;
  }
}

function writeCache(dir: string, build: StudioBuild) {
  try {
    const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
    fs.mkdirSync(tmp, { recursive: true });
    for (const a of build.assets.values()) fs.writeFileSync(path.join(tmp, a.name), a.body);
    fs.writeFileSync(
      path.join(tmp, 'manifest.json'),
      JSON.stringify({ key: build.key, entry: build.entry, css: build.css, preload: build.preload }),
    );
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } catch {
    // A read-only data dir only costs a rebuild at the next start.
  }
}

/**
 * Fresh builds by source key, shared by every service in the process: one process normally runs one
 * service, but the test suite starts hundreds, and each would otherwise spend an esbuild run.
 */
const freshBuilds = new Map<string, Promise<StudioBuild>>();

function sharedFreshBuild(key: string): Promise<StudioBuild> {
  const known = freshBuilds.get(key);
  if (known) return known;
  freshBuilds.clear(); // only the newest sources are worth keeping
  const build = buildFresh(key);
  freshBuilds.set(key, build);
  // a failed build is not kept: the next service tries again
  build.catch(() => {
    if (freshBuilds.get(key) === build) freshBuilds.delete(key);
  });
  return build;
}

/** Builds (or loads from cache) the studio assets once per process and source key. */
export class StudioAssets {
  private readonly cacheRoot: string | null;
  private current: { key: string; build: Promise<StudioBuild> } | null = null;
  private readonly watchSources: boolean;
  private closed = false;

  constructor(dataDir: string | null, options: { watchSources?: boolean } = {}) {
    this.cacheRoot = dataDir ? path.join(dataDir, 'cache', 'studio') : null;
    this.watchSources = options.watchSources ?? false;
  }

  get(): Promise<StudioBuild> {
    // In production the sources don't change under a running process: hash them once.
    if (this.current && !this.watchSources) return this.current.build;
    const key = studioKey();
    if (this.current?.key === key) return this.current.build;
    const build = (async () => {
      const dir = this.cacheRoot ? path.join(this.cacheRoot, key) : null;
      const cached = dir ? readCache(dir, key) : null;
      if (cached) return cached;
      const fresh = await sharedFreshBuild(key);
      if (dir && !this.closed) writeCache(dir, fresh);
      return fresh;
    })();
    this.current = { key, build };
    build.catch(() => {
      if (this.current?.build === build) this.current = null;
    });
    return build;
  }

  /** Waits for a build under way, and writes nothing to the data folder after: it may be removed next. */
  async close(): Promise<void> {
    this.closed = true;
    await this.current?.build.catch(() => {});
  }
}
