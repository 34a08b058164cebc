/**
 * Start-up: from spawning `svc serve` (SQLite, fresh data folder, migrations included) until
 * /api/mcp/health answers, against a bare node:http server started the same way, interleaved in the
 * same run. `BENCH_RUNS` (default 7) runs of each; medians. `BENCH_BASELINE=/path/to/checkout` also
 * starts that checkout's service in the same runs (before/after in one run).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, root, tempDir } from './lib.ts';

const RUNS = Number(process.env.BENCH_RUNS || 7);

async function timeToAnswer(args: string[], env: Record<string, string>, url: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    for (;;) {
      try {
        if ((await fetch(url)).status < 500) return performance.now() - started;
      } catch {}
      if (performance.now() - started > 120_000) throw new Error(`no answer from ${args.join(' ')}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill();
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const bare: number[] = [];
const svc: number[] = [];
const base: number[] = [];
const serve = async (checkout: string) => {
  const port = await freePort();
  return timeToAnswer(
    [path.join(checkout, 'src/cli.ts'), 'serve'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      SVC_DATA_DIR: tempDir('fs-bench-start-'),
      SVC_LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    `http://127.0.0.1:${port}/api/mcp/health`,
  );
};
for (let i = 0; i < RUNS; i++) {
  const p1 = await freePort();
  bare.push(await timeToAnswer([path.join(root, 'bench/bare-server.ts')], { PORT: String(p1) }, `http://127.0.0.1:${p1}/`));
  svc.push(await serve(root));
  if (baseline) base.push(await serve(baseline));
}
const show = (label: string, xs: number[]) =>
  console.log(`${label.padEnd(18)} median ${median(xs).toFixed(0)} ms  (${xs.map((x) => x.toFixed(0)).join(', ')})`);
show('bare node:http', bare);
show('svc serve', svc);
if (baseline) show('svc serve (baseline)', base);
console.log(`svc / bare = ${(median(svc) / median(bare)).toFixed(1)}`);
if (baseline)
  console.log(`baseline / bare = ${(median(base) / median(bare)).toFixed(1)}; svc / baseline = ${(median(svc) / median(base)).toFixed(2)}`);
