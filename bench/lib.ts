import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Starts a child Node process and waits until `url` answers. */
export async function startProcess(args: string[], env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  // Up to 60 s: on a loaded machine a start can take several seconds.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`process did not start: ${args.join(' ')}`);
}

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  non2xx: number;
}

export async function load(name: string, opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ connections: 20, duration: Number(process.env.BENCH_SECONDS || 5), ...opts });
  return {
    name,
    requestsPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export function printTable(rows: Array<Record<string, string | number>>) {
  const keys = Object.keys(rows[0]!);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  console.log(line(keys));
  for (const r of rows) console.log(line(keys.map((k) => String(r[k]))));
}

/** CPU time (user + system, all threads) a process has used so far, in ms (Linux /proc; 10 ms ticks). */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `load` that also reports the server's CPU time per request (µs): on a shared, busy machine
 * throughput follows the scheduler, while the CPU a request costs the server stays comparable.
 */
export async function loadWithCpu(name: string, pid: number, opts: autocannon.Options): Promise<LoadResult & { cpuUsPerRequest: number }> {
  const before = cpuMs(pid);
  const r = await autocannon({ connections: 20, duration: Number(process.env.BENCH_SECONDS || 5), ...opts });
  const used = cpuMs(pid) - before;
  return {
    name,
    requestsPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    cpuUsPerRequest: Math.round((used * 1000) / Math.max(1, r.requests.total)),
  };
}
