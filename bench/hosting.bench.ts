/**
 * Hosting: publishing a 20-page app against plain esbuild bundling the same files, and serving a
 * published page and its JS asset against a bare node:http static file server, in the same run.
 *
 *   node bench/hosting.bench.ts            (BENCH_RUNS=15 publishes; BENCH_SECONDS=5 per load run;
 *                                           BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { generateApp } from '../src/generation/offline/index.ts';
import { SDK_DIR } from '../src/hosting/build/vendor.ts';
import { buildService } from '../src/server.ts';
import { allMigrations } from '../src/areas.ts';
import { migrate, openDb } from '../src/storage/index.ts';
import { freePort, load, median, printTable, root, startProcess, tempDir } from './lib.ts';

const RUNS = Number(process.env.BENCH_RUNS || 15);
const ms = (n: number) => `${n.toFixed(1)} ms`;

// ------------------------------------------------------------------------------------ the app: 20 pages
const gen = generateApp({
  name: 'Bench CRM',
  prompt: 'A CRM with companies, contacts, deals, activities, tasks, products and invoices. Deals have an amount and a stage.',
});
if (!gen.ok) throw new Error(gen.error);
const files: Record<string, string> = { ...gen.files };
const pages = Object.keys(files)
  .filter((p) => p.startsWith('pages/'))
  .sort();
for (const p of pages.slice(20)) if (p !== 'pages/Home.jsx') delete files[p];
const pageCount = Object.keys(files).filter((p) => p.startsWith('pages/')).length;

// ------------------------------------------------------------------------------------ publishing
const dataDir = tempDir('fs-bench-hosting-');
const config = loadConfig({
  SVC_DATA_DIR: dataDir,
  SVC_LOG_LEVEL: 'warn',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  SVC_RATE_PER_MINUTE: '10000000',
  SVC_RATE_PER_DAY: '10000000',
  PORT: '4999',
});
const db = openDb(config);
await migrate(db, allMigrations);
const service = await buildService(config, { db, logger: pino({ level: 'warn' }) });
const s = service.services;
const account = await s.identity.createAccount({ email: 'bench@example.com', password: 'bench password' });
const token = (await s.identity.createToken(account.id, { scopes: 'all', per_minute: 10_000_000, per_day: 10_000_000 })).token;
const principal = (await s.identity.authenticate(token))!;
const app = await s.apps.createApp(null, account.id, { name: 'Bench CRM' });
await s.files.applyChanges(app.id, { upserts: files });
const publish = () =>
  service.runner.call(principal, 'publish_app', { app_id: app.id, access_mode: 'public_open' }, 'internal') as Promise<any>;

let t0 = performance.now();
const first = await publish();
const coldMs = performance.now() - t0;

// Plain esbuild on the same files: written to disk, one entry mounting every page, React, the router,
// lucide-react and the SDK bundled from node_modules (what a developer's `esbuild --bundle --minify` does).
const srcDir = tempDir('fs-bench-esbuild-');
for (const [p, c] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(srcDir, p)), { recursive: true });
  fs.writeFileSync(path.join(srcDir, p), c);
}
const pageNames = Object.keys(files)
  .filter((p) => p.startsWith('pages/'))
  .map((p) => p.slice(6, -4));
fs.writeFileSync(
  path.join(srcDir, 'main.jsx'),
  [
    `import { mountApp } from '@svc/boot';`,
    `import Layout from './Layout.jsx';`,
    ...pageNames.map((n, i) => `import P${i} from './pages/${n}.jsx';`),
    `mountApp({ pages: { ${pageNames.map((n, i) => `${n}: P${i}`).join(', ')} }, Layout });`,
  ].join('\n'),
);
const plainBuild = () =>
  esbuild.build({
    entryPoints: [path.join(srcDir, 'main.jsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    write: false,
    outdir: path.join(srcDir, 'out'),
    logLevel: 'silent',
    nodePaths: [path.join(root, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { '@svc/sdk': path.join(SDK_DIR, 'sdk.js'), '@svc/boot': path.join(SDK_DIR, 'boot.jsx') },
  });
// The app's own files only, with React, the router, lucide-react and the SDK left external: what the
// service builds per publish (those come from a vendor bundle built once and shared by every app).
const ownBuild = () =>
  esbuild.build({
    entryPoints: [path.join(srcDir, 'main.jsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    write: false,
    outdir: path.join(srcDir, 'out-own'),
    logLevel: 'silent',
    external: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      'react-router-dom',
      'lucide-react',
      'lucide-react/*',
      '@svc/sdk',
      '@svc/boot',
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
await plainBuild();
await ownBuild();
// Publishing after an edit and both peers, interleaved run by run.
const changed: number[] = [];
const buildOnly: number[] = [];
const plain: number[] = [];
const own: number[] = [];
for (let i = 0; i < RUNS; i++) {
  await s.files.applyChanges(app.id, { upserts: { 'pages/Home.jsx': `${files['pages/Home.jsx']}\n// edit ${i} ${Date.now()}\n` } });
  t0 = performance.now();
  const r = await publish();
  changed.push(performance.now() - t0);
  if (r.build.cached) throw new Error('expected a fresh build');
  buildOnly.push(r.build.duration_ms);
  t0 = performance.now();
  await plainBuild();
  plain.push(performance.now() - t0);
  t0 = performance.now();
  await ownBuild();
  own.push(performance.now() - t0);
}
const unchanged: number[] = [];
for (let i = 0; i < RUNS; i++) {
  t0 = performance.now();
  const r = await publish();
  unchanged.push(performance.now() - t0);
  if (!r.files_unchanged_since_last_publish) throw new Error('expected an unchanged republish');
}

const pubResult = await publish();

await service.close();

console.log(
  `\nPublishing a ${pageCount}-page app (${Object.keys(files).length} files), ${RUNS} runs, medians; database ${config.databaseUrl ? 'postgres' : 'sqlite'}\n`,
);
printTable([
  { what: 'publish_app, first ever (vendor build + app build)', time: ms(coldMs), note: `build ${first.build.duration_ms} ms` },
  {
    what: 'publish_app after a one-file edit (snapshot + build + store)',
    time: ms(median(changed)),
    note: `of which build ${median(buildOnly)} ms`,
  },
  { what: 'publish_app, files unchanged (cached)', time: ms(median(unchanged)), note: '' },
  { what: 'plain esbuild --bundle --minify, same files', time: ms(median(plain)), note: 'JS only, no CSS, no storage' },
  { what: "esbuild of the app's own files (vendor external)", time: ms(median(own)), note: 'JS only, no CSS, no storage' },
]);
console.log(`\npublish / plain esbuild = ${(median(changed) / median(plain)).toFixed(2)} (aim <= 1.5)`);
console.log(
  `publish / esbuild of the app's own files = ${(median(changed) / median(own)).toFixed(2)} (the fairer peer: the service also bundles only these)`,
);

// ------------------------------------------------------------------------------------ serving
const port = await freePort();
const svc = await startProcess(
  [path.join(root, 'src/cli.ts'), 'serve'],
  {
    SVC_DATA_DIR: dataDir,
    SVC_LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
  },
  `http://127.0.0.1:${port}/api/mcp/health`,
);
const base = `http://127.0.0.1:${port}`;
const pagePath = `/p/${app.id}/Deals`;
const html = await (await fetch(`${base}${pagePath}`)).text();
const jsPath = `/_svc/a/${pubResult.build.assets.js}`;
const js = Buffer.from(await (await fetch(`${base}${jsPath}`)).arrayBuffer());
const staticDir = tempDir('fs-bench-static-');
fs.writeFileSync(path.join(staticDir, 'Deals.html'), html);
fs.writeFileSync(path.join(staticDir, 'app.js'), js);
const barePort = await freePort();
const bare = await startProcess(
  [path.join(root, 'bench/static-server.ts')],
  { PORT: String(barePort), BENCH_STATIC_DIR: staticDir },
  `http://127.0.0.1:${barePort}/Deals.html`,
);
const memPort = await freePort();
const mem = await startProcess(
  [path.join(root, 'bench/static-server.ts')],
  { PORT: String(memPort), BENCH_STATIC_DIR: staticDir, BENCH_STATIC_MEMORY: '1' },
  `http://127.0.0.1:${memPort}/Deals.html`,
);
try {
  const targets = [
    ['service: published page', `${base}${pagePath}`],
    ['bare static (readFile): page', `http://127.0.0.1:${barePort}/Deals.html`],
    ['bare static (memory): page', `http://127.0.0.1:${memPort}/Deals.html`],
    ['service: JS asset', `${base}${jsPath}`],
    ['bare static (readFile): JS asset', `http://127.0.0.1:${barePort}/app.js`],
    ['bare static (memory): JS asset', `http://127.0.0.1:${memPort}/app.js`],
  ] as const;
  for (const [, url] of targets) await load('warmup', { url, duration: 1 });
  const results: Awaited<ReturnType<typeof load>>[] = [];
  for (const [name, url] of targets) results.push(await load(name, { url }));
  console.log(
    `\nServing (autocannon, 20 connections, ${process.env.BENCH_SECONDS || 5} s each); page ${html.length} bytes, JS ${js.length} bytes\n`,
  );
  printTable(
    results.map((x) => ({ target: x.name, 'req/s': x.requestsPerSec, 'p50 ms': x.p50ms, 'p99 ms': x.p99ms, errors: x.errors + x.non2xx })),
  );
  const r = (i: number) => results[i]!.requestsPerSec;
  console.log(`\npage:  service / bare readFile = ${(r(0) / r(1)).toFixed(2)}, / bare memory = ${(r(0) / r(2)).toFixed(2)} (aim >= 0.8)`);
  console.log(`asset: service / bare readFile = ${(r(3) / r(4)).toFixed(2)}, / bare memory = ${(r(3) / r(5)).toFixed(2)} (aim >= 0.8)`);
} finally {
  svc.kill();
  bare.kill();
  mem.kill();
}
