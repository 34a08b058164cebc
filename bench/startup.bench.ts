/**
 * Start-up: from spawning `svc serve` (SQLite, fresh data folder, migrations included) until
 * /api/mcp/health answers, against a bare node:http server started the same way, interleaved in the
 * same run. `BENCH_RUNS` (default 7) runs of each; medians.
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
      if (performance.now() - started > 30_000) throw new Error(`no answer from ${args.join(' ')}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill();
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const bare: number[] = [];
const svc: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const p1 = await freePort();
  bare.push(await timeToAnswer([path.join(root, 'bench/bare-server.ts')], { PORT: String(p1) }, `http://127.0.0.1:${p1}/`));
  const p2 = await freePort();
  svc.push(
    await timeToAnswer(
      [path.join(root, 'src/cli.ts'), 'serve'],
      {
        PORT: String(p2),
        HOST: '127.0.0.1',
        SVC_DATA_DIR: tempDir('fs-bench-start-'),
        SVC_LOG_LEVEL: 'warn',
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      },
      `http://127.0.0.1:${p2}/api/mcp/health`,
    ),
  );
}
console.log(`bare node:http  median ${median(bare).toFixed(0)} ms  (${bare.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`svc serve       median ${median(svc).toFixed(0)} ms  (${svc.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`svc / bare = ${(median(svc) / median(bare)).toFixed(1)}`);
