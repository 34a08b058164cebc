/**
 * `npm test`: the whole suite on SQLite. `SVC_TEST_POSTGRES=1 npm test` runs it again on PostgreSQL
 * (CI does; `SVC_TEST_DATABASE_URL` names the server, the database is created if missing).
 * `npm test -- test/records/tools.test.ts …` runs just those files, on SQLite, or on PostgreSQL
 * alone with `SVC_TEST_DB=postgres`. Other extra arguments go to `node --test` (e.g. --test-name-pattern).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const namedFiles = args.some((a) => a.endsWith('.ts'));

/** Every `*.test.ts` below test/, in a stable order. */
function testFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'support' || e.name === 'fixtures' ? [] : testFiles(rel);
      return e.name.endsWith('.test.ts') ? [rel] : [];
    });
}
const files = namedFiles ? [] : testFiles('test');

const pgUrl = process.env.SVC_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/fine_structure_test';
const wantPostgres = process.env.SVC_TEST_POSTGRES === '1';

type Failure = { file: string; name: string; message: string };

/** One `node --test` run; the failed tests come back from scripts/failures-reporter.ts. */
function nodeTest(testArgs: string[], env: Record<string, string>): { ok: boolean; failures: Failure[] } {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'svc-test-')), 'failures.jsonl');
  const r = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-concurrency=2',
      '--test-timeout=300000',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${path.join(root, 'scripts/failures-reporter.ts')}`,
      `--test-reporter-destination=${out}`,
      ...testArgs,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  const lines = fs.existsSync(out) ? fs.readFileSync(out, 'utf8').split('\n').filter(Boolean) : [];
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const failures = lines.map((l) => JSON.parse(l) as Failure).map((f) => ({ ...f, file: relativeFile(f.file) }));
  return { ok: r.status === 0, failures };
}

const relativeFile = (file: string) => (file ? path.relative(root, file.startsWith('file:') ? fileURLToPath(file) : file) : '');

/** One failure as the end of the output lists it. */
const failureLine = (f: Failure) => `  ${f.file || '(no file)'}: ${f.name}: ${f.message}`;

/** More failed files than this is no load flake: the run fails without a rerun. */
const MAX_RERUN_FILES = 3;

/** What the end of the run says, so the last lines of a long CI log name every failure. */
const summary: string[] = [];

/**
 * Runs the suite once; when a few files fail, runs just those files once more. A test that fails again is
 * a failure; one that passes alone is reported as flaky under load at the end of the output (decisions.md,
 * "A failed test file is rerun once").
 */
function runSuite(label: string, env: Record<string, string>): boolean {
  process.stdout.write(`\n=== test suite on ${label} ===\n`);
  const first = nodeTest([...args, ...files], env);
  if (first.ok) return true;
  const failedFiles = [...new Set(first.failures.map((f) => f.file).filter(Boolean))];
  const listed = first.failures.map(failureLine);
  if (!failedFiles.length || failedFiles.length > MAX_RERUN_FILES) {
    summary.push(`FAIL on ${label}:`, ...(listed.length ? listed : ['  (the test run failed before any test did)']));
    return false;
  }
  process.stdout.write(`\n=== ${label}: rerunning the ${failedFiles.length} file(s) that failed, alone ===\n`);
  const again = nodeTest([...args.filter((a) => !a.endsWith('.ts')), ...failedFiles], env);
  if (again.ok) {
    summary.push(`FLAKY on ${label} (failed in the full run, passed when rerun alone):`, ...listed);
    return true;
  }
  summary.push(`FAIL on ${label} (failed again when rerun alone):`, ...again.failures.map(failureLine));
  return false;
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

const postgresOnly = namedFiles && process.env.SVC_TEST_DB === 'postgres';
let ok = true;
if (!postgresOnly) ok = runSuite('SQLite', { SVC_TEST_DB: 'sqlite' });
if (wantPostgres || postgresOnly) {
  if (await preparePostgres()) {
    ok = runSuite('PostgreSQL', { SVC_TEST_DB: 'postgres', DATABASE_URL: pgUrl }) && ok;
  } else {
    process.stdout.write('FAIL: the PostgreSQL run was asked for (SVC_TEST_POSTGRES=1) but PostgreSQL is not reachable.\n');
    ok = false;
  }
} else if (!namedFiles) {
  process.stdout.write('\nNot run: the PostgreSQL pass. Set SVC_TEST_POSTGRES=1 to run the suite on PostgreSQL too (CI does).\n');
}
if (summary.length) process.stdout.write(`\n=== failures ===\n${summary.join('\n')}\n`);
process.exit(ok ? 0 : 1);
