/**
 * `npm run bench [-- name …]`: runs every `bench/*.bench.ts` (or the named ones: `transport`,
 * `records`, …) one after another, each in its own process, and prints its output (the tables and
 * ratios against the peers measured in the same run). `BENCH_DATABASE_URL=postgres://…` makes the
 * benchmarks that support it use PostgreSQL; `BENCH_SECONDS` sets the length of each load run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const all = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.slice(0, -'.bench.ts'.length))
  .sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${all.join(', ')}`);
  process.exit(2);
}
const chosen = wanted.length ? wanted : all;
let failed = 0;
for (const name of chosen) {
  console.log(`\n=== bench/${name}.bench.ts (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}) ===`);
  const started = Date.now();
  const r = spawnSync(process.execPath, [path.join(dir, `${name}.bench.ts`)], { stdio: 'inherit', env: process.env });
  console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(1)} s${r.status === 0 ? '' : `, exit ${r.status}`})`);
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
