/**
 * The vendor assets every app shares: React, React DOM, react-router-dom, the `@svc/sdk` runtime and
 * the internal `@svc/boot` mounter, built once (per set of package versions and SDK sources) as ESM
 * with code splitting, so one React instance serves every module. App bundles import them by URL.
 * lucide-react is not here: each app bundles only the icons it uses (tree-shaken).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ASSET_PREFIX, contentTypeOf, sha256Hex, type BuiltAsset } from './assets.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..');
export const SDK_DIR = path.resolve(import.meta.dirname, '../sdk');
const require = createRequire(path.join(PROJECT_ROOT, 'package.json'));

/** esbuild options every browser bundle of the runtime shares (the vendor build and each app's). */
export const BROWSER_BUILD_OPTIONS = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  platform: 'browser',
  write: false,
  outdir: '/out',
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'silent',
  absWorkingDir: PROJECT_ROOT,
  define: { 'process.env.NODE_ENV': '"production"' },
} as const satisfies esbuild.BuildOptions;

/** Bare modules served from the vendor build (lucide-react is bundled per app). */
export const VENDOR_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@svc/sdk',
  '@svc/boot',
] as const;
export type VendorModule = (typeof VENDOR_MODULES)[number];
/** CommonJS packages: their export names are listed explicitly (esbuild cannot `export *` from CommonJS into ESM). */
const COMMONJS = new Set<string>(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

export interface VendorBuild {
  key: string;
  /** Module specifier → asset URL (`/_svc/a/v-react-….js`). */
  urls: Record<VendorModule, string>;
  assets: BuiltAsset[];
}

function packageVersion(name: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

/** Changes whenever a package version, the SDK sources or esbuild change (the vendor cache key). */
export function vendorKey(): string {
  const parts = [
    'vendor-v1',
    esbuild.version,
    ...['react', 'react-dom', 'react-router-dom', 'react-router'].map((p) => `${p}@${packageVersion(p)}`),
    fs.readFileSync(path.join(SDK_DIR, 'sdk.js'), 'utf8'),
    fs.readFileSync(path.join(SDK_DIR, 'boot.jsx'), 'utf8'),
  ];
  return sha256Hex(parts.join('\u0000')).slice(0, 24);
}

const entryName = (spec: string) => `v-${spec.replace(/^@/, '').replace(/[^A-Za-z0-9]+/g, '-')}`;

function entrySource(spec: string): string {
  if (spec === '@svc/sdk') return `export * from '@svc/sdk'; export { default } from '@svc/sdk';`;
  if (spec === '@svc/boot') return `export * from '@svc/boot';`;
  if (!COMMONJS.has(spec)) return `export * from '${spec}';`;
  const names = Object.keys(require(spec)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
  return `import M from '${spec}';\nexport default M;\nexport const { ${names.join(', ')} } = M;\n`;
}

/** Builds the vendor assets (about 0.3-0.5 s; the result is cached by `vendorKey()`). */
export async function buildVendor(key = vendorKey()): Promise<VendorBuild> {
  const entryPoints: Record<string, string> = {};
  for (const spec of VENDOR_MODULES) entryPoints[entryName(spec)] = `svc-vendor:${spec}`;
  const result = await esbuild.build({
    ...BROWSER_BUILD_OPTIONS,
    entryPoints,
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'v-chunk-[hash]',
    plugins: [
      {
        name: 'svc-vendor',
        setup(build) {
          build.onResolve({ filter: /^svc-vendor:/ }, (args) => ({ path: args.path.slice('svc-vendor:'.length), namespace: 'svc-vendor' }));
          build.onLoad({ filter: /.*/, namespace: 'svc-vendor' }, (args) => ({
            contents: entrySource(args.path),
            loader: 'js',
            resolveDir: PROJECT_ROOT,
          }));
          build.onResolve({ filter: /^@svc\/sdk$/ }, () => ({ path: path.join(SDK_DIR, 'sdk.js') }));
          build.onResolve({ filter: /^@svc\/boot$/ }, () => ({ path: path.join(SDK_DIR, 'boot.jsx') }));
        },
      },
    ],
  });
  const urls = {} as Record<VendorModule, string>;
  const assets: BuiltAsset[] = [];
  const byEntry = new Map(Object.keys(entryPoints).map((k) => [k, k]));
  for (const out of result.outputFiles) {
    const name = path.basename(out.path);
    assets.push({ name, content_type: contentTypeOf(name), body: out.contents });
    const stem = name.replace(/-[A-Z0-9]+\.js$/i, '');
    if (byEntry.has(stem)) {
      const spec = VENDOR_MODULES.find((s) => entryName(s) === stem)!;
      urls[spec] = ASSET_PREFIX + name;
    }
  }
  for (const spec of VENDOR_MODULES) if (!urls[spec]) throw new Error(`vendor build produced no entry for ${spec}`);
  return { key, urls, assets };
}

/** The class names the SDK's own markup uses (built-in sign-in, not-found and error panels). */
export function sdkSources(): string[] {
  return [fs.readFileSync(path.join(SDK_DIR, 'boot.jsx'), 'utf8')];
}
