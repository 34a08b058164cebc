import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { AuditLog, type ToolCallRecord } from '../../src/audit/service.ts';
import { newId, newTimeOrderedId } from '../../src/platform/ids.ts';
import { auditMigrations } from '../../src/audit/migrations.ts';
import { chunkPlan } from '../../src/storage/batch-writer.ts';
import type { Db } from '../../src/storage/index.ts';
import { sqlFor } from '../../src/storage/db.ts';
import { type SqliteDb, STATEMENT_CACHE_SIZE } from '../../src/storage/sqlite.ts';
import { freshDb, TEST_DB } from '../support/harness.ts';

const log = pino({ level: 'silent' });
const call = (over: Partial<ToolCallRecord> = {}): ToolCallRecord => ({
  // As the runner makes them: the id starts with the call's time.
  id: newTimeOrderedId('call', over.at ?? Date.now()),
  at: Date.now(),
  account_id: 'acc_1',
  token_id: 'tok_1',
  tool: 'get_platform_guide',
  app_id: null,
  transport: 'rest',
  outcome: 'ok',
  error_kind: null,
  duration_ms: 1,
  ...over,
});
const count = async (db: Db, sql: string) => Number((await db.get<{ n: number }>(sql))!.n);

describe(`tool-call audit: retention, refusal counts, fixed statement shapes [${TEST_DB}]`, () => {
  let store: Awaited<ReturnType<typeof freshDb>>;
  before(async () => {
    store = await freshDb();
  });
  after(async () => {
    await store.db.close();
    await store.dispose();
  });

  it('cuts any batch into chunks of three fixed sizes', () => {
    assert.deepEqual(chunkPlan(0), []);
    assert.deepEqual(chunkPlan(347), [100, 100, 100, 10, 10, 10, 10, 1, 1, 1, 1, 1, 1, 1]);
    for (let n = 0; n < 1200; n += 37)
      assert.equal(
        chunkPlan(n).reduce((a, b) => a + b, 0),
        n,
      );
    assert.deepEqual(new Set(Array.from({ length: 1000 }, (_, n) => chunkPlan(n)).flat()), new Set([100, 10, 1]));
  });

  it('writes every row of batches of any size, and reads see them after flush', async () => {
    const audit = new AuditLog(store.db, log, { retentionDays: 0 });
    for (let i = 0; i < 1234; i++) audit.recordToolCall(call({ app_id: 'app_batch' }));
    await audit.flush();
    assert.equal(await count(store.db, "SELECT COUNT(*) AS n FROM tool_calls WHERE app_id = 'app_batch'"), 1234);
    assert.equal((await audit.listToolCalls({ app_id: 'app_batch' }, 5)).length, 5);
  });

  it('counts a flood of refused calls per token, tool and minute instead of a row each', async () => {
    const audit = new AuditLog(store.db, log, { retentionDays: 0 });
    const minute = Date.now() - (Date.now() % 60_000);
    for (let i = 0; i < 5000; i++)
      audit.recordToolCall(
        call({ token_id: 'tok_flood', account_id: 'acc_flood', at: minute + (i % 50), outcome: 'error', error_kind: 'rate_limited' }),
      );
    for (let i = 0; i < 30; i++)
      audit.recordToolCall(
        call({ token_id: 'tok_flood', account_id: 'acc_flood', at: minute + 1, outcome: 'error', error_kind: 'permission_denied' }),
      );
    // A not-found error is a real call: it keeps its row.
    audit.recordToolCall(call({ token_id: 'tok_flood', account_id: 'acc_flood', outcome: 'error', error_kind: 'not_found' }));
    await audit.flush();
    // A second node adds to the same counter.
    const other = new AuditLog(store.db, log, { retentionDays: 0 });
    other.recordToolCall(
      call({ token_id: 'tok_flood', account_id: 'acc_flood', at: minute + 2, outcome: 'error', error_kind: 'rate_limited' }),
    );
    await other.flush();
    const refusals = await audit.listRefusals('acc_flood');
    assert.deepEqual(refusals.map((r) => [r.error_kind, Number(r.count), Number(r.minute)]).sort(), [
      ['permission_denied', 30, minute],
      ['rate_limited', 5001, minute],
    ]);
    assert.equal(await count(store.db, "SELECT COUNT(*) AS n FROM tool_calls WHERE token_id = 'tok_flood'"), 1);
  });

  it('prunes rows older than the retention in bounded batches, newer rows stay', async () => {
    const audit = new AuditLog(store.db, log, { retentionDays: 1 });
    const now = Date.now();
    const old = now - 3 * 86_400_000;
    // Written with a retention of 0 so recording does not prune them at once.
    const writer = new AuditLog(store.db, log, { retentionDays: 0 });
    for (let i = 0; i < 12_000; i++) writer.recordToolCall(call({ app_id: 'app_old', at: old + i }));
    for (let i = 0; i < 10; i++) writer.recordToolCall(call({ app_id: 'app_new', at: now - i }));
    writer.recordToolCall(call({ token_id: 'tok_old', account_id: 'acc_old', at: old, outcome: 'error', error_kind: 'rate_limited' }));
    await writer.flush();
    assert.equal(await audit.prune(now), 12_001);
    assert.equal(await count(store.db, "SELECT COUNT(*) AS n FROM tool_calls WHERE app_id = 'app_old'"), 0);
    assert.equal(await count(store.db, "SELECT COUNT(*) AS n FROM tool_calls WHERE app_id = 'app_new'"), 10);
    assert.equal((await audit.listRefusals('acc_old')).length, 0);
    assert.equal(await audit.prune(now), 0);
  });

  it('renames ids from before time-ordered ids so that pruning by id reaches them, by their time', async () => {
    const now = Date.now();
    const day = 86_400_000;
    // A store made before time-ordered ids: `call_` + 16 random characters, whatever the time.
    const rows = [
      { name: 'old legacy row', id: newId('call'), at: now - 3 * day, kept: false },
      { name: 'recent legacy row', id: newId('call'), at: now - 1000, kept: true },
      { name: 'old time-ordered row', id: newTimeOrderedId('call', now - 3 * day), at: now - 3 * day, kept: false },
      { name: 'recent time-ordered row', id: newTimeOrderedId('call', now - 1000), at: now - 1000, kept: true },
    ];
    for (const r of rows)
      await store.db.run('INSERT INTO tool_calls (id, at, tool, transport, outcome, duration_ms, token_id) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        r.id,
        r.at,
        'get_platform_guide',
        'rest',
        'ok',
        1,
        'tok_legacy',
      ]);
    await store.db.exec(sqlFor(auditMigrations.find((m) => m.id === 'audit:002_prune_by_id')!, store.db.dialect));
    const renamed = (id: string) => (id.length === 23 ? id : `call_00${id.slice(5)}`);
    await new AuditLog(store.db, log, { retentionDays: 1 }).prune(now);
    const left = new Set((await store.db.all<{ id: string }>("SELECT id FROM tool_calls WHERE token_id = 'tok_legacy'")).map((r) => r.id));
    for (const r of rows) assert.equal(left.has(renamed(r.id)), r.kept, r.name);
  });

  it('SQLite keeps a bounded number of prepared statements', { skip: TEST_DB !== 'sqlite' && 'SQLite adapter only' }, async () => {
    const db = store.db as SqliteDb;
    for (let i = 0; i < STATEMENT_CACHE_SIZE * 3; i++) await db.get(`SELECT ${i} AS n`);
    assert.equal(Number((await db.get<{ n: number }>('SELECT 7 AS n'))!.n), 7);
    assert.ok((db as unknown as { statements: Map<string, unknown> }).statements.size <= STATEMENT_CACHE_SIZE);
  });

  it('call ids sort by creation time (appended at the end of the key index), and stay distinct within a millisecond', () => {
    const at = Date.UTC(2026, 10, 23);
    const ids = [at - 86_400_000, at - 1, at, at + 1, Date.UTC(2100, 0, 1)].map((t) => newTimeOrderedId('call', t));
    for (const id of ids) assert.match(id, /^call_[0-9a-z]{18}$/);
    assert.deepEqual([...ids].sort(), ids);
    const sameMs = new Set(Array.from({ length: 10_000 }, () => newTimeOrderedId('call', at)));
    assert.equal(sameMs.size, 10_000);
  });
});
