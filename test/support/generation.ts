import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { buildService, type Service } from '../../src/server.ts';
import type { Db } from '../../src/storage/index.ts';
import { PostgresDb } from '../../src/storage/postgres.ts';
import type { ToolClient } from './clients.ts';
import { freePort, type TestService } from './harness.ts';

/**
 * Polls get_job_status until is_done (or fails after `timeoutMs`); returns the last status. The
 * interval starts short and doubles up to 400 ms. Tests poll far faster than the advised 3-5 s, so a
 * suite that creates many apps with one token can spend the token's poll allowance (60 a minute):
 * then it waits `retry_after` as a well-behaved agent would, and that wait doesn't count as timeout.
 */
export async function pollJob(client: ToolClient, jobId: string, timeoutMs = 20_000): Promise<any> {
  let deadline = Date.now() + timeoutMs;
  let intervalMs = 10;
  for (;;) {
    const r = await client.call('get_job_status', { job_id: jobId });
    if (!r.ok && r.kind === 'rate_limited' && /job status polls/.test(r.message)) {
      const waitMs = Math.min(61, Math.max(1, Number(r.data?.retry_after) || 1)) * 1000;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      deadline += waitMs;
      continue;
    }
    if (!r.ok) throw new Error(`get_job_status failed: ${r.kind}: ${r.message}`);
    if (r.result.is_done) return r.result;
    if (Date.now() > deadline) throw new Error(`job ${jobId} not done after ${timeoutMs} ms: ${JSON.stringify(r.result).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    intervalMs = Math.min(intervalMs * 2, 400);
  }
}

/** Waits until `fn` returns a truthy value. */
export async function waitFor<T>(fn: () => Promise<T>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The store of `svc` seen by another process. On PostgreSQL: a separate connection pool on the same
 * schema, exactly like another node. On SQLite (one node per store by design): the same handle,
 * whose close is left to `svc`.
 */
function sameStore(svc: TestService): Db {
  const db = svc.services.db;
  if (db instanceof PostgresDb) return new PostgresDb(process.env.DATABASE_URL!, db.schema, 5);
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'close') return async () => {};
      const v = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

export interface SecondService extends Service {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Another service process on the store of `svc` (its own worker pool, HTTP port and lease owner). */
export async function startServiceOn(svc: TestService, env: Record<string, string> = {}): Promise<SecondService> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    SVC_APP_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SVC_DATA_DIR: svc.config.dataDir,
    SVC_PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const service = await buildService(config, { db: sameStore(svc), logger: pino({ level: process.env.SVC_TEST_LOG || 'silent' }) });
  await service.listen({ port, host: '127.0.0.1' });
  return { ...service, baseUrl: config.publicUrl, stop: () => service.close() };
}
