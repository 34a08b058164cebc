import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig, type Config } from '../../src/config.ts';
import { buildService, type Service } from '../../src/server.ts';
import { allMigrations } from '../../src/areas.ts';
import { migrate, type Db } from '../../src/storage/index.ts';
import { PostgresDb } from '../../src/storage/postgres.ts';
import { SqliteDb } from '../../src/storage/sqlite.ts';
import { newId } from '../../src/platform/ids.ts';
import type { Account, TokenInput } from '../../src/identity/service.ts';

/** Which database this test process runs on: `npm test` runs the suite once per database. */
export const TEST_DB = process.env.SVC_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** Ports this process has handed out: the kernel may give a just-closed port again, and two servers of one test must not share one. */
const portsHandedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.unref();
      srv.on('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    if (!portsHandedOut.has(port)) {
      portsHandedOut.add(port);
      return port;
    }
  }
  throw new Error('freePort: no port that this process has not handed out already');
}

/** Polls `check` every 20 ms until it is true or `ms` pass. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A fresh, migrated store: a temp SQLite file, or a new schema in the test PostgreSQL database. */
export async function freshDb(): Promise<{ db: Db; dispose: () => Promise<void>; dataDir: string; reopen: () => Db }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fs-test-'));
  if (TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('SVC_TEST_DB=postgres needs DATABASE_URL');
    // The creation time is in the name, so a later run can tell abandoned schemas from a concurrent run's.
    const schema = `t_${Date.now().toString(36)}_${newId('s').slice(2, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const db = new PostgresDb(url, schema, 5);
    await migrate(db, allMigrations);
    return {
      db,
      dataDir,
      reopen: () => new PostgresDb(url, schema, 5),
      dispose: async () => {
        await db.close().catch(() => {});
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP SCHEMA ${schema} CASCADE`);
        await c.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const file = path.join(dataDir, 'test.db');
  const db = new SqliteDb(file);
  await migrate(db, allMigrations);
  return { db, dataDir, reopen: () => new SqliteDb(file), dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

export interface TestService extends Service {
  baseUrl: string;
  /** The app origin (config.appUrl): where `{base_url}/p/…` and `/preview/…` redirect to. */
  appUrl: string;
  config: Config;
  createAccount(email?: string, password?: string): Promise<Account>;
  createToken(accountId: string, input?: Partial<TokenInput>): Promise<string>;
  /** An app owned by the account, created the way the apps area creates apps. */
  createApp(accountId: string, name?: string): Promise<string>;
  /** A second connection to the same store, as another server process would have. */
  reopenDb(): Db;
  stop(): Promise<void>;
}

/**
 * A port that was free when picked can be taken by another test process before the service binds
 * it; then the service is built again on other ports (a bounded number of times).
 */
export async function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTestServiceOnce(env);
    } catch (e) {
      if (attempt >= 3 || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    }
  }
}

async function startTestServiceOnce(env: Record<string, string>): Promise<TestService> {
  const { db, dispose, dataDir, reopen } = await freshDb();
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    SVC_APP_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SVC_DATA_DIR: dataDir,
    SVC_PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const service = await buildService(config, { db, logger: pino({ level: process.env.SVC_TEST_LOG || 'silent' }) });
  try {
    await service.listen({ port: config.port, host: '127.0.0.1' });
  } catch (e) {
    await service.close().catch(() => {});
    await dispose();
    throw e;
  }
  const { identity } = service.services;
  let counter = 0;
  return {
    ...service,
    baseUrl: config.publicUrl,
    appUrl: config.appUrl,
    config,
    createAccount: (email = `user${++counter}-${newId('x').slice(2, 8)}@example.com`, password = 'correct horse battery') =>
      identity.createAccount({ email, password }),
    createToken: async (accountId, input = {}) => (await identity.createToken(accountId, { scopes: 'all', ...input })).token,
    createApp: async (accountId, name = 'Test app') => (await service.services.apps.createApp(null, accountId, { name })).id,
    reopenDb: reopen,
    stop: async () => {
      await service.close();
      await dispose();
    },
  };
}
