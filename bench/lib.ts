import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { allMigrations } from '../src/areas.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Account } from '../src/identity/service.ts';
import type { Principal } from '../src/platform/types.ts';
import { buildService, type Service } from '../src/server.ts';
import { type Db, migrate } from '../src/storage/index.ts';
import { PostgresDb } from '../src/storage/postgres.ts';
import { SqliteDb } from '../src/storage/sqlite.ts';

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

/** The resident memory of a process, in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
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

/** The middle value (the upper middle of an even count): the benchmarks report medians of rounds. */
export const median = (xs: number[]) => percentile(xs, 50);

/** The `p`-th percentile (nearest rank below) of `xs`. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))]!;
}

/** The database the benchmarks run on: `BENCH_DATABASE_URL` (PostgreSQL), else SQLite. */
export const benchPgUrl = process.env.BENCH_DATABASE_URL || null;

export interface BenchStore {
  db: Db;
  /** A fresh temporary folder (the service's data folder; the SQLite file is in it). */
  dataDir: string;
  label: 'SQLite' | 'PostgreSQL';
  /** The PostgreSQL schema (null on SQLite). */
  schema: string | null;
  /** Closes the store and drops its PostgreSQL schema. */
  dispose(): Promise<void>;
}

/** A fresh, migrated store: a SQLite file in a new folder, or a new schema on `BENCH_DATABASE_URL`. */
export async function benchStore(name: string, poolSize = 10): Promise<BenchStore> {
  const dataDir = tempDir(`fs-bench-${name}-`);
  if (!benchPgUrl) {
    const db = new SqliteDb(path.join(dataDir, 'fine-structure.db'));
    await migrate(db, allMigrations);
    // `dispose` after the service closed the store is fine (closing twice is not an error here).
    return { db, dataDir, label: 'SQLite', schema: null, dispose: () => db.close().catch(() => {}) };
  }
  const schema = `bench_${name.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: benchPgUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const db = new PostgresDb(benchPgUrl, schema, poolSize);
  await migrate(db, allMigrations);
  return {
    db,
    dataDir,
    label: 'PostgreSQL',
    schema,
    dispose: async () => {
      await db.close().catch(() => {});
      await admin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

export interface BenchService {
  service: Service;
  services: Service['services'];
  config: Config;
  store: BenchStore;
  baseUrl: string;
  account: Account;
  /** An all-scope token of `account` whose rate limits no benchmark reaches. */
  token: string;
  principal: Principal;
  /** Calls a tool through the REST bridge with `token`; the parsed answer (throws on an error status). */
  call(tool: string, args?: unknown): Promise<any>;
  stop(): Promise<void>;
}

/**
 * The service in this process on a fresh store (`benchStore`), listening on free ports unless
 * `listen` is false, with one account and its unlimited token. `env` adds settings.
 */
export async function startBenchService(
  name: string,
  opts: { env?: Record<string, string>; listen?: boolean } = {},
): Promise<BenchService> {
  const store = await benchStore(name);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    SVC_APP_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SVC_PUBLIC_URL: `http://127.0.0.1:${port}`,
    SVC_DATA_DIR: store.dataDir,
    SVC_LOG_LEVEL: 'warn',
    ...opts.env,
  });
  const service = await buildService(config, { db: store.db, logger: pino({ level: config.logLevel }) });
  if (opts.listen !== false) await service.listen({ port, host: '127.0.0.1' });
  const { identity } = service.services;
  const account = await identity.createAccount({ email: 'bench@example.com', password: 'bench password 1' });
  const { token } = await identity.createToken(account.id, { scopes: 'all', per_minute: 1_000_000_000, per_day: 1_000_000_000 });
  const principal = (await identity.authenticate(token))!;
  return {
    service,
    services: service.services,
    config,
    store,
    baseUrl: config.publicUrl,
    account,
    token,
    principal,
    async call(tool, args = {}) {
      const res = await fetch(`${config.publicUrl}/api/mcp/tools/${tool}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(args),
      });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${tool}: ${res.status} ${JSON.stringify(body)}`);
      return body;
    },
    async stop() {
      await service.close();
      await store.dispose().catch(() => {});
    },
  };
}
