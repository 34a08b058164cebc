/**
 * The studio: its JavaScript and CSS size (raw and gzip), the cold build, and the time to a usable
 * apps page in Chromium (a signed-in owner with 20 apps; from navigation to the list rendered, fresh
 * browser context each run, so nothing is cached) against a plain peer in the same run: a bare
 * node:http page that renders the same 20 names from inline JSON (navigation + minimal paint).
 *
 *   node bench/studio.bench.ts            (BENCH_RUNS=9)
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../src/hosting/inspect.ts';
import { StudioAssets } from '../src/studio/build.ts';
import { freePort, median, printTable, startBenchService } from './lib.ts';

const RUNS = Number(process.env.BENCH_RUNS || 9);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// ------------------------------------------------------------------------------------ size
const t0 = performance.now();
const build = await new StudioAssets(null).get();
const buildMs = performance.now() - t0;
let jsGz = 0;
let js = 0;
let cssGz = 0;
const gz = new Map<string, number>();
for (const a of build.assets.values()) {
  const n = zlib.gzipSync(a.body, { level: 9 }).length;
  gz.set(a.name, n);
  if (a.name.endsWith('.js')) {
    js += a.body.length;
    jsGz += n;
  } else cssGz += n;
}

// ------------------------------------------------------------------------------------ time to a usable apps page
const bench = await startBenchService('studio');
const svc = bench.service;
const base = bench.baseUrl;
const signup = await fetch(`${base}/api/studio/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@bench.example', password: 'bench password 1' }),
});
const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
const account = (await svc.services.identity.findAccountByEmail('owner@bench.example'))!;
const names: string[] = [];
for (let i = 0; i < 20; i++) {
  names.push(`Bench app ${i}`);
  await svc.services.apps.createApp(null, account.id, { name: names[i]! });
}

const peerPort = await freePort();
const peerHtml = `<!doctype html><html><body><ul id="l"></ul><script>const n=${JSON.stringify(names)};document.getElementById('l').innerHTML=n.map(x=>'<li>'+x+'</li>').join('')</script></body></html>`;
const peer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(peerHtml));
await new Promise<void>((r) => peer.listen(peerPort, '127.0.0.1', () => r()));

const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
async function timeLoad(url: string, ready: string, withCookie: boolean): Promise<number> {
  const context = await browser.newContext();
  if (withCookie) {
    const [k, v] = cookie.split('=') as [string, string];
    await context.addCookies([{ name: k, value: v, url: base }]);
  }
  const page = await context.newPage();
  const start = performance.now();
  await page.goto(url);
  await page.waitForSelector(ready);
  const t = performance.now() - start;
  await context.close();
  return t;
}
await timeLoad(`${base}/studio/apps`, '[data-testid="apps-list"] li', true); // server-side warm-up (build cache)
const studio: number[] = [];
const plain: number[] = [];
for (let i = 0; i < RUNS; i++) {
  studio.push(await timeLoad(`${base}/studio/apps`, '[data-testid="apps-list"] li:nth-child(20)', true));
  plain.push(await timeLoad(`http://127.0.0.1:${peerPort}/`, '#l li:nth-child(20)', false));
}
await browser.close();
peer.close();
await bench.stop();

printTable([
  { what: 'cold build (esbuild + Tailwind)', result: `${buildMs.toFixed(0)} ms` },
  { what: 'entry chunk (gzip)', result: kb(gz.get(build.entry)!) },
  { what: 'all JS chunks (raw / gzip)', result: `${kb(js)} / ${kb(jsGz)}` },
  { what: 'CSS (gzip)', result: kb(cssGz) },
  { what: `apps page usable, median of ${RUNS} (fresh context)`, result: `${median(studio).toFixed(0)} ms` },
  { what: 'plain peer page, same list', result: `${median(plain).toFixed(0)} ms` },
  { what: 'ratio', result: `${(median(studio) / median(plain)).toFixed(1)}×` },
]);
