/**
 * The tool-call audit at size: the REST bridge on a store whose `tool_calls` table already holds
 * `BENCH_AUDIT_ROWS` rows (default 1,000,000, spread over the last 30 days, so retention keeps them)
 * against the same service on a fresh store, measured in turn for `BENCH_ROUNDS` rounds (medians),
 * with the resident memory (RSS) of the filled store's process sampled while it takes
 * `BENCH_AUDIT_CALLS` more calls (default 300,000). Then a flood of rate-limited calls, to show it
 * adds counters, not rows. `BENCH_DATABASE_URL=postgres://…` runs both stores on PostgreSQL.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, load, printTable, root, rssMiB, startProcess, tempDir } from './lib.ts';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS || 1_000_000);
const CALLS = Number(process.env.BENCH_AUDIT_CALLS || 300_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
const cli = path.join(root, 'src/cli.ts');
const children: ChildProcess[] = [];
const schemas: string[] = [];

interface Store {
  env: Record<string, string>;
  token: string;
  limited: string;
  base: string;
  pid: number;
}

async function makeStore(label: string, fill: number, reuseDir?: string): Promise<Store> {
  // BENCH_AUDIT_FILLED_DIR: the data folder of an earlier run's filled SQLite store (filling 1M rows
  // on a busy machine takes many minutes); its rows are reused, new tokens are made.
  const dataDir = reuseDir ?? tempDir(`fs-bench-audit-${label}-`);
  if (reuseDir) fill = 0;
  let dbUrl = '';
  if (pgUrl) {
    const schema = `bench_audit_${label}_${Date.now().toString(36)}`;
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
    schemas.push(schema);
    const u = new URL(pgUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    dbUrl = u.toString();
  }
  const env = { SVC_DATA_DIR: dataDir, SVC_LOG_LEVEL: 'warn', DATABASE_URL: dbUrl };
  const run = (...a: string[]) => execFileSync(process.execPath, [cli, ...a], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (!reuseDir) run('user', 'create', '--email', 'bench@example.com', '--password', 'bench password');
  const tokenOf = (perMinute: string) =>
    run('token', 'create', '--email', 'bench@example.com', '--scopes', 'read', '--per-minute', perMinute, '--per-day', '100000000')
      .trim()
      .split('\n')
      .at(-1)!;
  const token = tokenOf('100000000');
  const limited = tokenOf('10');
  if (fill) {
    const started = performance.now();
    const now = Date.now();
    if (pgUrl) {
      const c = new pg.Client({ connectionString: dbUrl });
      await c.connect();
      await c.query(
        `INSERT INTO tool_calls (id, at, account_id, token_id, tool, app_id, transport, outcome, error_kind, duration_ms)
         SELECT 'call_' || substr(md5(random()::text), 1, 16), $1 - (random() * 29 * 86400000)::bigint, 'acc_fill', 'tok_fill',
                'get_recommended_workflow', CASE WHEN g % 3 = 0 THEN 'app_' || (g % 1000) END, 'rest', 'ok', NULL, 1
         FROM generate_series(1, $2) g`,
        [now, fill],
      );
      await c.query('ANALYZE tool_calls');
      await c.end();
    } else {
      const db = new DatabaseSync(path.join(dataDir, 'fine-structure.db'));
      db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
      db.exec('BEGIN');
      db.prepare(
        `WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ?)
         INSERT INTO tool_calls (id, at, account_id, token_id, tool, app_id, transport, outcome, error_kind, duration_ms)
         SELECT 'call_' || lower(hex(randomblob(8))), ? - abs(random() % (29 * 86400000)), 'acc_fill', 'tok_fill',
                'get_recommended_workflow', CASE WHEN n % 3 = 0 THEN 'app_' || (n % 1000) END, 'rest', 'ok', NULL, 1 FROM g`,
      ).run(fill, now);
      db.exec('COMMIT');
      db.close();
    }
    console.log(
      `filled tool_calls of the "${label}" store with ${fill.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const port = await freePort();
  const child = await startProcess(
    [cli, 'serve'],
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `http://127.0.0.1:${port}/api/mcp/health`,
  );
  children.push(child);
  return { env, token, limited, base: `http://127.0.0.1:${port}`, pid: child.pid! };
}

async function count(store: Store, sql: string): Promise<number> {
  if (pgUrl) {
    const c = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await c.connect();
    const r = await c.query(sql);
    await c.end();
    return Number(r.rows[0].n);
  }
  const db = new DatabaseSync(path.join(store.env.SVC_DATA_DIR!, 'fine-structure.db'), { readOnly: true });
  const n = Number((db.prepare(sql).get() as { n: number }).n);
  db.close();
  return n;
}

try {
  const fresh = await makeStore('fresh', 0);
  const filled = await makeStore('filled', ROWS, pgUrl ? undefined : process.env.BENCH_AUDIT_FILLED_DIR);
  const call = (s: Store, token = s.token) => ({
    url: `${s.base}/api/mcp/tools/get_recommended_workflow`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ task_type: 'publish_app' }),
  });
  await load('warmup', { ...call(fresh), duration: 1 });
  await load('warmup', { ...call(filled), duration: 1 });
  const ratios: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const a = await load('REST, fresh store', call(fresh));
    const b = await load(`REST, ${ROWS.toLocaleString('en')} audit rows`, call(filled));
    ratios.push(b.requestsPerSec / a.requestsPerSec);
    console.log(`\nround ${r + 1} of ${ROUNDS}`);
    printTable(
      [a, b].map((x) => ({ target: x.name, 'req/s': x.requestsPerSec, 'p50 ms': x.p50ms, 'p99 ms': x.p99ms, errors: x.errors + x.non2xx })),
    );
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  console.log(
    `\nREST with ${ROWS.toLocaleString('en')} audit rows / fresh store = ${median(ratios).toFixed(2)} (aim >= 0.90); database ${pgUrl ? 'postgres' : 'sqlite'}`,
  );

  // Memory while the filled store takes CALLS more calls.
  const rss: Array<[number, number]> = [[0, rssMiB(filled.pid)]];
  const before = await count(filled, 'SELECT COUNT(*) AS n FROM tool_calls');
  let sent = 0;
  const started = performance.now();
  while (sent < CALLS) {
    const r = await autocannon({ ...call(filled), connections: 20, amount: Math.min(50_000, CALLS - sent) });
    sent += r.requests.total;
    rss.push([sent, rssMiB(filled.pid)]);
  }
  const after = await count(filled, 'SELECT COUNT(*) AS n FROM tool_calls');
  console.log(
    `\n${sent.toLocaleString('en')} more calls in ${((performance.now() - started) / 1000).toFixed(0)} s; tool_calls ${before.toLocaleString('en')} -> ${after.toLocaleString('en')} rows`,
  );
  console.log(`RSS of the service (MiB) after N calls: ${rss.map(([n, m]) => `${n.toLocaleString('en')}: ${m.toFixed(0)}`).join(', ')}`);

  // A flood of refused calls: a token limited to 10 per minute, hammered for 5 s.
  const flood = await autocannon({ ...call(filled, filled.limited), connections: 20, duration: 5 });
  await new Promise((r) => setTimeout(r, 1500)); // refusal counts are written once a second
  const rows = await count(filled, `SELECT COUNT(*) AS n FROM tool_calls WHERE error_kind = 'rate_limited'`);
  const counted = await count(filled, `SELECT COALESCE(SUM(count), 0) AS n FROM tool_call_refusals`);
  const counters = await count(filled, `SELECT COUNT(*) AS n FROM tool_call_refusals`);
  console.log(
    `\nflood: ${flood.requests.total.toLocaleString('en')} calls with a 10/minute token (${flood.non2xx.toLocaleString('en')} refused) -> ` +
      `${rows} tool_calls rows for refusals, ${counters} counter rows holding ${counted.toLocaleString('en')} refusals`,
  );
} finally {
  for (const c of children) c.kill();
  if (schemas.length) {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    for (const s of schemas) await c.query(`DROP SCHEMA ${s} CASCADE`);
    await c.end();
  }
}
