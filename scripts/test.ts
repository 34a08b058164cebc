/**
 * `npm test`: the whole suite on SQLite, then again on PostgreSQL when it is reachable.
 * SVC_REQUIRE_POSTGRES=1 (set by .ci/run) makes the PostgreSQL run mandatory.
 * Extra arguments are passed to `node --test` (e.g. a file list or --test-name-pattern).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const files = args.some((a) => a.endsWith('.ts'))
  ? []
  : fs.readdirSync(path.join(root, 'test')).filter((f) => f.endsWith('.test.ts')).sort().map((f) => path.join('test', f));

const pgUrl = process.env.SVC_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/fine_structure_test';
const requirePostgres = process.env.SVC_REQUIRE_POSTGRES === '1';

function runSuite(label: string, env: Record<string, string>): boolean {
  process.stdout.write(`\n=== test suite on ${label} ===\n`);
  const r = spawnSync(process.execPath, ['--test', '--test-concurrency=2', '--test-timeout=300000', ...args, ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return r.status === 0;
}

/** Makes sure the test database exists; false when PostgreSQL is not reachable. */
async function preparePostgres(): Promise<boolean> {
  const url = new URL(pgUrl);
  const dbName = url.pathname.slice(1);
  const adminUrl = new URL(pgUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    process.stdout.write(`PostgreSQL not reachable at ${adminUrl.host}: ${(err as Error).message}\n`);
    return false;
  }
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${dbName.replace(/"/g, '')}"`);
    // Schemas left behind by an interrupted run are removed; ones younger than an hour may belong
    // to a run still going on (their names start with their creation time in base 36).
    const db = new pg.Client({ connectionString: pgUrl });
    await db.connect();
    const stale = await db.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 't\\_%'");
    for (const row of stale.rows) {
      const created = parseInt(String(row.nspname).split('_')[1] ?? '', 36);
      const age = Date.now() - created;
      if (Number.isFinite(created) && age >= 0 && age < 3_600_000) continue;
      await db.query(`DROP SCHEMA IF EXISTS "${row.nspname}" CASCADE`);
    }
    await db.end();
    return true;
  } finally {
    await admin.end();
  }
}

let ok = runSuite('SQLite', { SVC_TEST_DB: 'sqlite' });
if (await preparePostgres()) {
  ok = runSuite('PostgreSQL', { SVC_TEST_DB: 'postgres', DATABASE_URL: pgUrl }) && ok;
} else if (requirePostgres) {
  process.stdout.write('FAIL: SVC_REQUIRE_POSTGRES=1 but PostgreSQL is not reachable; the PostgreSQL run is mandatory here.\n');
  ok = false;
} else {
  process.stdout.write('SKIPPED: the PostgreSQL run (PostgreSQL not reachable). Set SVC_TEST_DATABASE_URL to point at one.\n');
}
process.exit(ok ? 0 : 1);
