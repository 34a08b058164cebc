/**
 * Backend function runtime benchmark, in one run:
 *   - warm: the same trivial Deno.serve handler invoked through the warm pool (FunctionRuntime.invoke:
 *     frame over stdin/stdout, Request built in Deno, Response read back), against the handler called
 *     directly in one Deno process (a loop of `await handler(new Request(…))`); overhead = difference;
 *   - cold: the first call after a change (bundle, spawn, start, answer) against `deno run` of an
 *     empty file (spawn to exit).
 *
 *   node bench/functions.bench.ts [warm_iterations] [cold_iterations]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { makeResolver } from '../src/functions/egress.ts';
import { denoBinary, FunctionRuntime } from '../src/functions/runtime.ts';
import { median, percentile } from './lib.ts';

const WARM = Number(process.argv[2] ?? 2000);
const COLD = Number(process.argv[3] ?? 9);
const HANDLER = 'async (req) => { const p = await req.json(); return Response.json({ ok: true, n: p.n }); }';

const config = loadConfig({ SVC_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fn-bench-')) });
const deno = denoBinary(config);
const rt = new FunctionRuntime(
  config,
  pino({ level: 'silent' }),
  { log: () => {}, data: async () => ({ status: 404, body: null }) },
  makeResolver([]),
);

const call = (code: string, n: number) =>
  rt.invoke({
    appId: 'bench',
    name: 'bench',
    codeHash: code,
    loadFiles: async () => new Map([['functions/bench.js', `Deno.serve(${HANDLER});\n// ${code}\n`]]),
    secrets: { A_SECRET: 'x' },
    secretsVersion: 'v1',
    allowedHosts: [],
    method: 'POST',
    url: 'http://function/bench',
    headers: { 'content-type': 'application/json', 'x-svc-caller-type': 'owner' },
    body: Buffer.from(JSON.stringify({ n })),
    caller: 'owner',
    token: 't',
    ip: null,
  });

// ---------------------------------------------------------------------------------------- warm
await call('warm', 0);
for (let i = 0; i < 200; i++) await call('warm', i);
const warm: number[] = [];
for (let i = 0; i < WARM; i++) {
  const t = performance.now();
  const r = await call('warm', i);
  warm.push(performance.now() - t);
  if (r.status !== 200) throw new Error(`status ${r.status}`);
}

// The peer: the same handler called directly inside one Deno process.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fn-bench-direct-'));
const direct = path.join(dir, 'direct.js');
fs.writeFileSync(
  direct,
  `const handler = ${HANDLER};
const xs = [];
for (let i = 0; i < 200; i++) await (await handler(new Request('http://function/bench', { method: 'POST', body: JSON.stringify({ n: i }) }))).arrayBuffer();
for (let i = 0; i < ${WARM}; i++) {
  const t = performance.now();
  const res = await handler(new Request('http://function/bench', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n: i }) }));
  await res.arrayBuffer();
  xs.push(performance.now() - t);
}
console.log(JSON.stringify(xs));
`,
);
const out = spawnSync(deno, ['run', '--quiet', direct], { env: { DENO_DIR: path.join(dir, 'deno'), NO_COLOR: '1' }, encoding: 'utf8' });
const directTimes: number[] = JSON.parse(out.stdout);

// ---------------------------------------------------------------------------------------- cold
const empty = path.join(dir, 'empty.js');
fs.writeFileSync(empty, '');
const runEmpty = () =>
  new Promise<number>((ok) => {
    const t = performance.now();
    spawn(deno, ['run', '--quiet', empty], { env: { DENO_DIR: path.join(dir, 'deno'), NO_COLOR: '1' }, stdio: 'ignore' }).on('exit', () =>
      ok(performance.now() - t),
    );
  });
await runEmpty();
const emptyRuns: number[] = [];
const coldRuns: number[] = [];
for (let i = 0; i < COLD; i++) {
  emptyRuns.push(await runEmpty());
  const t = performance.now();
  await call(`cold-${i}-${Date.now()}`, i);
  coldRuns.push(performance.now() - t);
}
await rt.close();
fs.rmSync(dir, { recursive: true, force: true });

const row = (name: string, xs: number[]) => `| ${name} | ${percentile(xs, 50).toFixed(3)} | ${percentile(xs, 99).toFixed(3)} |`;
console.log(`\nWarm invocation (${WARM} calls)\n`);
console.log('| Measurement | p50 ms | p99 ms |\n|---|---:|---:|');
console.log(row('warm pool invocation (FunctionRuntime.invoke)', warm));
console.log(row('handler called directly in one Deno process', directTimes));
console.log(
  `| overhead (difference) | ${(percentile(warm, 50) - percentile(directTimes, 50)).toFixed(3)} | ${(percentile(warm, 99) - percentile(directTimes, 99)).toFixed(3)} |`,
);
console.log(`\nCold start (median of ${COLD})\n`);
console.log('| Measurement | median ms | × deno run empty |\n|---|---:|---:|');
console.log(
  `| first call after a change (bundle, spawn, start, answer) | ${median(coldRuns).toFixed(1)} | ${(median(coldRuns) / median(emptyRuns)).toFixed(2)} |`,
);
console.log(`| \`deno run\` of an empty file | ${median(emptyRuns).toFixed(1)} | 1.00 |`);
