/**
 * Records benchmark, each measurement next to raw SQLite (node:sqlite, no service) doing the same
 * work in the same run:
 *
 *   1. bulk create of 10,000 records: the service validates every record against the schema,
 *      assigns ids, writes them and the audit row in one transaction; raw SQLite inserts the same
 *      JSON documents with a prepared statement in one transaction.
 *   2. query_entity with a filter on an indexed field over 100,000 records (first page of 100, default
 *      sort -created_date, plus the total, counted up to offset + limit + 1,000 as the service
 *      defines it; raw SQLite counts the same way), and the unfiltered first page: the service (and the full tool call through the
 *      runner: scopes, ownership, argument parsing, audit row) against raw SQLite running the same
 *      two statements on a table with the same JSON expression index. Also without the index, to
 *      show what update_entity_metadata's index buys.
 *
 *   node bench/records.bench.ts                 (SQLite)
 *   BENCH_DATABASE_URL=postgres://… node bench/records.bench.ts   (also the service on PostgreSQL)
 */
import { DatabaseSync } from 'node:sqlite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { ToolRunner } from '../src/platform/runner.ts';
import type { Actor } from '../src/records/service.ts';
import { createServices } from '../src/services.ts';
import { migrate, type Db } from '../src/storage/index.ts';
import { PostgresDb } from '../src/storage/postgres.ts';
import { SqliteDb } from '../src/storage/sqlite.ts';
import { allMigrations, allTools } from '../src/areas.ts';
import { percentile } from './lib.ts';

const TOTAL = 100_000;
const BULK = 10_000;
const QUERIES = 300;
const STATUSES = ['todo', 'doing', 'done', 'blocked', 'archived'];

function makeRecord(i: number): Record<string, unknown> {
  return {
    title: `Task number ${i} with a realistic title`,
    status: STATUSES[i % STATUSES.length],
    priority: i % 10,
    estimate: (i % 37) * 0.5,
    owner: `user${i % 1000}@example.com`,
    done: i % 3 === 0,
    due: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    notes: i % 4 === 0 ? 'Some longer notes describing the task in a sentence or two, as users write them.' : undefined,
  };
}

const records = (from: number, n: number) => Array.from({ length: n }, (_, k) => makeRecord(from + k));

function stats(samples: number[]) {
  return { median: percentile(samples, 50), p95: percentile(samples, 95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

const ms = (n: number) => `${n.toFixed(3)} ms`;
const line = (label: string, value: string) => console.log(`  ${label.padEnd(58)} ${value}`);

async function timeIt<T>(fn: () => Promise<T> | T): Promise<[number, T]> {
  const t = performance.now();
  const r = await fn();
  return [performance.now() - t, r];
}

async function sample(n: number, fn: (i: number) => Promise<unknown> | unknown): Promise<ReturnType<typeof stats>> {
  for (let i = 0; i < 20; i++) await fn(i); // warm-up
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return stats(out);
}

// ------------------------------------------------------------------------------------------- raw

function rawSqlite(dir: string) {
  const db = new DatabaseSync(path.join(dir, 'raw.db'));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  db.exec(`CREATE TABLE records (app_id TEXT NOT NULL, entity TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL,
    created_date INTEGER NOT NULL, updated_date INTEGER NOT NULL, created_by TEXT, PRIMARY KEY (app_id, entity, id));
    CREATE INDEX records_created ON records (app_id, entity, created_date, id);`);
  const insert = db.prepare('INSERT INTO records VALUES (?, ?, ?, ?, ?, ?, ?)');
  let n = 0;
  return {
    db,
    bulk(rows: Array<Record<string, unknown>>) {
      const now = Date.now();
      db.exec('BEGIN IMMEDIATE');
      for (const r of rows) insert.run('app', 'Task', `r${String(n++).padStart(8, '0')}`, JSON.stringify(r), now, now, 'bench@example.com');
      db.exec('COMMIT');
    },
    index() {
      db.exec(
        `CREATE INDEX rx_status ON records (app_id, entity, json_extract(data, '$.status'), created_date, id) WHERE app_id = 'app' AND entity = 'Task'`,
      );
      db.exec(
        `CREATE INDEX rx_owner ON records (app_id, entity, json_extract(data, '$.owner'), created_date, id) WHERE app_id = 'app' AND entity = 'Task'`,
      );
    },
    query(field: string | null) {
      const cond = field ? `AND json_extract(data, '$.${field}') = ?` : '';
      const page = db.prepare(
        `SELECT id, data, created_date, updated_date, created_by FROM records WHERE app_id = ? AND entity = ? ${cond} ORDER BY created_date DESC, id DESC LIMIT 100`,
      );
      const count = db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM records WHERE app_id = ? AND entity = ? ${cond} LIMIT 1101)`);
      return (value?: string) => {
        const params = field ? ['app', 'Task', value!] : ['app', 'Task'];
        const rows = page.all(...params) as Array<{ id: string; data: string }>;
        const out = rows.map((r) => ({ id: r.id, ...JSON.parse(r.data) }));
        const total = (count.get(...params) as { n: number }).n;
        return { out, total };
      };
    },
  };
}

// ------------------------------------------------------------------------------------------- service

async function serviceOn(db: Db, label: string) {
  await migrate(db, allMigrations);
  const services = createServices(
    db,
    loadConfig({ SVC_RATE_PER_MINUTE: '100000000', SVC_RATE_PER_DAY: '100000000' }),
    pino({ level: 'silent' }),
  );
  const account = await services.identity.createAccount({ email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' });
  const app = await services.apps.createApp(null, account.id, { name: 'Bench' });
  const actor: Actor = { type: 'owner' as const, id: account.id, token_id: null, email: account.email };
  await services.records.createSchema(app.id, actor, {
    entity: 'Task',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'status', type: 'enum', values: STATUSES, default: 'todo' },
      { name: 'priority', type: 'integer' },
      { name: 'estimate', type: 'number' },
      { name: 'owner', type: 'email' },
      { name: 'done', type: 'boolean', default: false },
      { name: 'due', type: 'date' },
      { name: 'notes', type: 'text' },
    ],
  });
  const token = await services.identity.createToken(account.id, { scopes: 'all', per_minute: 100000000, per_day: 100000000 });
  const principal = (await services.identity.authenticate(token.token))!;
  const runner = new ToolRunner(services, allTools);
  return { services, appId: app.id, actor, runner, principal, label };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'records-bench-'));
  console.log(
    `records benchmark — ${TOTAL.toLocaleString('en')} records, bulk ${BULK.toLocaleString('en')}, ${QUERIES} queries per case; node ${process.version}`,
  );
  const raw = rawSqlite(dir);
  const targets: Array<{ db: Db; label: string; cleanup: () => Promise<void> }> = [
    { db: new SqliteDb(path.join(dir, 'service.db')), label: 'SQLite', cleanup: async () => {} },
  ];
  if (process.env.BENCH_DATABASE_URL) {
    const schema = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    targets.push({
      db: new PostgresDb(process.env.BENCH_DATABASE_URL, schema, 5),
      label: 'PostgreSQL',
      cleanup: async () => {
        const c = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
        await c.connect();
        await c.query(`DROP SCHEMA ${schema} CASCADE`);
        await c.end();
      },
    });
  }

  // Raw SQLite: bulk create and fill.
  const rawBulk: number[] = [];
  for (let b = 0; b < TOTAL / BULK; b++) {
    const batch = records(b * BULK, BULK);
    rawBulk.push((await timeIt(() => raw.bulk(batch)))[0]);
  }
  const rawBulkMs = stats(rawBulk).median;
  const rawNoIndex = raw.query('status');
  const rawNoIx = await sample(20, () => rawNoIndex('blocked'));
  raw.index();
  raw.db.exec('ANALYZE');
  const rawStatus = raw.query('status');
  const rawOwner = raw.query('owner');
  const rawQ = await sample(QUERIES, (i) => rawStatus(STATUSES[i % 5]!));
  const rawQOwner = await sample(QUERIES, (i) => rawOwner(`user${(i * 7) % 1000}@example.com`));
  const rawAll = raw.query(null);
  const rawQAll = await sample(QUERIES, () => rawAll());

  for (const target of targets) {
    const s = await serviceOn(target.db, target.label);
    const { records: svc } = s.services;
    console.log(`\n[${target.label}] service vs raw SQLite`);
    // 1. Bulk create: 10 batches of 10k through the service (this also fills the 100k).
    const bulk: number[] = [];
    for (let b = 0; b < TOTAL / BULK; b++) {
      const batch = records(b * BULK, BULK);
      const [t, r] = await timeIt(() =>
        svc.executeNow(s.appId, s.actor, {
          action: 'create',
          tool: 'bench',
          entity: 'Task',
          records: batch,
          reason: 'bench',
          expected_count: BULK,
        }),
      );
      if (r.affected_count !== BULK) throw new Error('bulk create failed');
      bulk.push(t);
    }
    const bulkMs = stats(bulk).median;
    line(
      `bulk create ${BULK} records (median of ${bulk.length})`,
      `${ms(bulkMs)}  = ${Math.round(BULK / (bulkMs / 1000)).toLocaleString('en')} records/s`,
    );
    line(`  raw SQLite, same documents`, `${ms(rawBulkMs)}  = ${Math.round(BULK / (rawBulkMs / 1000)).toLocaleString('en')} records/s`);
    line(`  ratio service / raw`, `${(bulkMs / rawBulkMs).toFixed(2)}x`);

    // 2. Query: filter on status (20% of records match), before and after the index.
    const q = (filters: Record<string, unknown>) => svc.query(s.appId, 'Task', { filters, limit: 100 });
    const noIx = await sample(20, () => q({ status: 'blocked' }));
    const ixResult = await svc.updateMetadata(s.appId, s.actor, { entity: 'Task', indexes: [['status'], ['owner']] });
    if (!(ixResult.indexes as Array<{ created: boolean }>).every((i) => i.created)) throw new Error('indexes not created');
    // The service refreshes the planner's statistics itself after bulk loads and new indexes.
    await svc.plannerStats.settled();
    const check = await q({ status: 'blocked' });
    if ((check.records as unknown[]).length !== 100 || check.total !== 1100 || check.total_capped !== true || check.has_more !== true)
      throw new Error(`unexpected result ${check.total}`);
    const svcQAll = await sample(QUERIES, () => q({}));
    const svcQ = await sample(QUERIES, (i) => q({ status: STATUSES[i % 5] }));
    const svcQOwner = await sample(QUERIES, (i) => q({ owner: `user${(i * 7) % 1000}@example.com` }));
    const tool = await sample(QUERIES, (i) =>
      s.runner.call(s.principal, 'query_entity', { app_id: s.appId, entity: 'Task', filters: { status: STATUSES[i % 5] } }, 'internal'),
    );
    line(`query status=… (20k of 100k match), page 100 + total, no index`, `${ms(noIx.median)} median`);
    line(`  raw SQLite, no index`, `${ms(rawNoIx.median)} median`);
    line(`query status=… with the index (service)`, `${ms(svcQ.median)} median, p95 ${ms(svcQ.p95)}`);
    line(`query status=… with the index (full tool call, runner)`, `${ms(tool.median)} median, p95 ${ms(tool.p95)}`);
    line(`  raw SQLite, same index and statements`, `${ms(rawQ.median)} median, p95 ${ms(rawQ.p95)}`);
    line(`  ratio service / raw`, `${(svcQ.median / rawQ.median).toFixed(2)}x (tool call ${(tool.median / rawQ.median).toFixed(2)}x)`);
    line(`  index speed-up (service, no index / index)`, `${(noIx.median / svcQ.median).toFixed(1)}x`);
    line(`query owner=… (100 of 100k match) with the index (service)`, `${ms(svcQOwner.median)} median, p95 ${ms(svcQOwner.p95)}`);
    line(`  raw SQLite, same index`, `${ms(rawQOwner.median)} median, p95 ${ms(rawQOwner.p95)}`);
    line(`  ratio service / raw`, `${(svcQOwner.median / rawQOwner.median).toFixed(2)}x`);
    // The database's own execution time of the statements one query runs (EXPLAIN ANALYZE), which a
    // busy machine's scheduling delays do not inflate, and whether the plan reads the index in order.
    const explain = async (label: string, filters: Record<string, unknown>) => {
      const seen: Array<[string, unknown[]]> = [];
      const db = target.db;
      const original = db.all.bind(db);
      const originalGet = db.get.bind(db);
      const note = (sql: string, params?: unknown[]) => {
        if (/FROM records WHERE app_id/.test(sql)) seen.push([sql, params ?? []]);
      };
      db.all = (async (sql: string, params?: never) => (note(sql, params), original(sql, params))) as Db['all'];
      db.get = (async (sql: string, params?: never) => (note(sql, params), originalGet(sql, params))) as Db['get'];
      await q(filters);
      db.all = original;
      db.get = originalGet;
      let total = 0;
      const plans: string[] = [];
      for (const [sql, params] of seen) {
        const prefix = target.db.dialect === 'postgres' ? 'EXPLAIN (ANALYZE, FORMAT JSON) ' : 'EXPLAIN QUERY PLAN ';
        const rows = await original(prefix + sql, params as never);
        if (target.db.dialect === 'postgres') {
          const plan = (rows[0] as { 'QUERY PLAN': Array<{ 'Execution Time': number; Plan: Record<string, unknown> }> })['QUERY PLAN'][0]!;
          total += plan['Execution Time'];
          const nodes: string[] = [];
          const walk = (n: Record<string, unknown>) => {
            nodes.push(String(n['Node Type']) + (n['Index Name'] ? ` ${n['Index Name']}` : ''));
            for (const c of (n.Plans as Array<Record<string, unknown>>) ?? []) walk(c);
          };
          walk(plan.Plan);
          plans.push(nodes.join(' > '));
        } else plans.push(rows.map((r) => String((r as { detail: string }).detail)).join('; '));
      }
      line(`  ${label}: plan`, plans.join(' | ').slice(0, 160));
      if (target.db.dialect === 'postgres') line(`  ${label}: PostgreSQL execution time (EXPLAIN ANALYZE)`, ms(total));
    };
    await explain('status=… (20% match)', { status: 'blocked' });
    await explain('owner=… (100 match)', { owner: 'user7@example.com' });
    await explain('no filter', {});
    line(`query with no filter, first page of 100k (service)`, `${ms(svcQAll.median)} median, p95 ${ms(svcQAll.p95)}`);
    line(`  raw SQLite, same statements`, `${ms(rawQAll.median)} median, p95 ${ms(rawQAll.p95)}`);
    line(`  ratio service / raw`, `${(svcQAll.median / rawQAll.median).toFixed(2)}x`);
    await target.db.close();
    await target.cleanup();
  }
  raw.db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

await main();
