/**
 * Relation values name an existing record of their target entity (or are empty) on every write path
 * — the record tools, seed_entity, approval-mode execution, the published app's data API and the
 * generator's starter records — and deleting a record that others refer to is refused with the
 * referrers counted. A delete of a target racing creates that refer to it never leaves a dangling
 * reference (two connections on PostgreSQL).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { ServiceError } from '../../src/platform/errors.ts';
import { createServices, type Services } from '../../src/services.ts';
import type { Db } from '../../src/storage/index.ts';
import { restClient, type ToolClient } from '../support/clients.ts';
import { freshDb, startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { request } from '../support/hosting.ts';
import { SEED } from '../support/workspace-fixtures.ts';

const ENV = { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' };
const EQUIPMENT = { entity: 'Equipment', fields: [{ name: 'title', type: 'string', required: true }] };
const LOAN = {
  entity: 'Loan',
  fields: [
    { name: 'equipment', type: 'relation', target: 'Equipment' },
    { name: 'note', type: 'string' },
  ],
};
const PART = {
  entity: 'Part',
  fields: [
    { name: 'name', type: 'string' },
    { name: 'parent', type: 'relation', target: 'Part' },
  ],
};

describe(`relation integrity through the tools and the data API [${TEST_DB}]`, { timeout: 180_000 }, () => {
  let svc: TestService;
  let c: ToolClient;
  let appId: string;

  async function call(tool: string, args: Record<string, unknown>) {
    const r = await c.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
    return r.result;
  }
  async function refused(tool: string, args: Record<string, unknown>, kind: string, pattern: RegExp) {
    const r = await c.call(tool, args);
    assert.equal(r.ok, false, `${tool} should fail: ${JSON.stringify(r).slice(0, 300)}`);
    if (r.ok) return;
    assert.equal(r.kind, kind, r.message);
    assert.match(r.message, pattern);
    return r;
  }
  const count = async (entity: string) => (await call('query_entity', { app_id: appId, entity })).total as number;

  before(async () => {
    svc = await startTestService(ENV);
    const owner = await svc.createAccount();
    c = restClient(svc.baseUrl, await svc.createToken(owner.id));
    appId = await svc.createApp(owner.id, 'Lending');
    await svc.services.files.applyChanges(appId, { upserts: { ...SEED } });
    for (const schema of [EQUIPMENT, LOAN, PART]) await call('create_entity_schema', { app_id: appId, ...schema });
    await call('create_entity_records', {
      app_id: appId,
      entity: 'Equipment',
      records: [
        { id: 'eq_drill', title: 'Drill' },
        { id: 'eq_saw', title: 'Saw' },
      ],
    });
  });
  after(async () => svc?.stop());

  it('create_entity_records refuses a relation to a record that does not exist (the issue: {"equipment":"eq_nope"})', async () => {
    const r = await refused(
      'create_entity_records',
      { app_id: appId, entity: 'Loan', records: [{ equipment: 'eq_drill' }, { equipment: 'eq_nope' }] },
      'invalid_request',
      /records\[1\]\.equipment: names no existing Equipment record \("eq_nope"\)/,
    );
    assert.deepEqual((r as any).data?.problems ?? [], [{ index: 1, field: 'equipment', message: (r as any).data.problems[0].message }]);
    assert.equal(await count('Loan'), 0, 'nothing was written');
    const ok = await call('create_entity_records', {
      app_id: appId,
      entity: 'Loan',
      records: [{ id: 'loan1', equipment: 'eq_drill' }, { note: 'no equipment yet' }],
    });
    assert.equal(ok.affected_count, 2, 'an existing id or an empty value is fine');
    // A relation names a record of its target entity, not any record with that id.
    await refused(
      'create_entity_records',
      { app_id: appId, entity: 'Loan', records: [{ equipment: 'loan1' }] },
      'invalid_request',
      /names no existing Equipment record/,
    );
  });

  it('records of one call may name each other (a parent and its children seeded together)', async () => {
    const r = await call('create_entity_records', {
      app_id: appId,
      entity: 'Part',
      records: [
        { id: 'wheel', name: 'Wheel', parent: 'bike' },
        { id: 'bike', name: 'Bike' },
      ],
    });
    assert.equal(r.affected_count, 2);
  });

  it('updates are checked too: update_entity_records (changes and updates) and update_entity_record', async () => {
    await refused(
      'update_entity_records',
      { app_id: appId, entity: 'Loan', record_ids: ['loan1'], changes: { equipment: 'eq_gone' } },
      'invalid_request',
      /equipment: names no existing Equipment record/,
    );
    await refused(
      'update_entity_records',
      { app_id: appId, entity: 'Loan', updates: [{ record_id: 'loan1', changes: { equipment: 'eq_gone' } }] },
      'invalid_request',
      /updates\[0\]\.equipment/,
    );
    await refused(
      'update_entity_record',
      { app_id: appId, entity: 'Loan', record_id: 'loan1', data: { equipment: 'eq_gone' } },
      'invalid_request',
      /names no existing Equipment record/,
    );
    const moved = await call('update_entity_records', {
      app_id: appId,
      entity: 'Loan',
      record_ids: ['loan1'],
      changes: { equipment: 'eq_saw' },
    });
    assert.equal(moved.records[0].equipment, 'eq_saw');
    const cleared = await call('update_entity_record', { app_id: appId, entity: 'Loan', record_id: 'loan1', data: { note: 'x' } });
    assert.equal(
      cleared.records?.[0]?.equipment ?? cleared.record?.equipment ?? 'eq_saw',
      'eq_saw',
      'other changes leave the relation alone',
    );
  });

  it('seed_entity is checked', async () => {
    await refused(
      'seed_entity',
      { app_id: appId, entity: 'Loan', records: [{ equipment: 'eq_phantom' }], mode: 'append' },
      'invalid_request',
      /names no existing Equipment record/,
    );
  });

  it('deleting a referenced record is refused with the referrers counted; once they are gone it works', async () => {
    const r = await refused(
      'delete_entity_records',
      { app_id: appId, entity: 'Equipment', record_ids: ['eq_saw'] },
      'conflict',
      /1 record still refers to this Equipment record \(1 Loan\.equipment\)/,
    );
    assert.deepEqual((r as any).data.referrers, [{ entity: 'Loan', field: 'equipment', count: 1, record_ids: ['loan1'] }]);
    assert.equal(await count('Equipment'), 2, 'nothing was deleted');
    // A parent and its child deleted together: the only referrer goes with it.
    assert.equal((await call('delete_entity_records', { app_id: appId, entity: 'Part', record_ids: ['bike', 'wheel'] })).affected_count, 2);
    await call('delete_entity_records', { app_id: appId, entity: 'Loan', record_ids: ['loan1'] });
    assert.equal((await call('delete_entity_records', { app_id: appId, entity: 'Equipment', record_ids: ['eq_saw'] })).affected_count, 1);
  });

  it('the published data API is checked the same way', async () => {
    await call('set_entity_policy', { app_id: appId, entity: 'Loan', read: ['public'], write: ['public'] });
    await call('set_entity_policy', { app_id: appId, entity: 'Equipment', read: ['public'], write: ['public'] });
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    const post = (path: string, body: unknown, method = 'POST') =>
      request(svc.baseUrl, `/p/${appId}/api/entities/${path}`, { method, body: JSON.stringify(body) });
    const bad = await post('Loan', { equipment: 'eq_nope' });
    assert.equal(bad.status, 400, bad.body);
    assert.match(bad.body, /names no existing Equipment record/);
    const good = await post('Loan', { equipment: 'eq_drill' });
    assert.equal(good.status, 201, good.body);
    const loanId = JSON.parse(good.body).id;
    assert.equal((await post(`Loan/${loanId}`, { equipment: 'eq_nope' }, 'PATCH')).status, 400);
    const del = await request(svc.baseUrl, `/p/${appId}/api/entities/Equipment/eq_drill`, { method: 'DELETE' });
    assert.equal(del.status, 400, del.body);
    assert.equal(JSON.parse(del.body).error.kind, 'conflict');
    assert.match(del.body, /Loan\.equipment/);
  });

  it('approval mode: a bad reference is refused at once; a target deleted before approval fails the proposal', async () => {
    const app2 = await svc.createApp((await svc.services.apps.get(appId))!.owner_account_id, 'Approvals');
    for (const schema of [EQUIPMENT, LOAN]) await call('create_entity_schema', { app_id: app2, ...schema });
    await call('create_entity_records', { app_id: app2, entity: 'Equipment', records: [{ id: 'eq_1', title: 'Ladder' }] });
    await call('set_record_execution_mode', { app_id: app2, mode: 'approval' });
    await refused(
      'create_entity_records',
      { app_id: app2, entity: 'Loan', records: [{ equipment: 'eq_nope' }] },
      'invalid_request',
      /names no existing Equipment record/,
    );
    const proposal = await call('create_entity_records', { app_id: app2, entity: 'Loan', records: [{ equipment: 'eq_1' }] });
    assert.equal(proposal.awaiting_approval, true);
    // The target goes (behind the proposal's back: the delete itself would need approval too).
    await svc.services.db.run("DELETE FROM records WHERE app_id = ? AND entity = 'Equipment' AND id = 'eq_1'", [app2]);
    const owner = (await svc.services.identity.findAccount((await svc.services.apps.get(app2))!.owner_account_id))!;
    await assert.rejects(
      svc.services.records.approve({ id: owner.id, email: owner.email }, proposal.approval_id),
      (err: unknown) => err instanceof ServiceError && /names no existing Equipment record/.test(err.message),
    );
    assert.equal((await call('query_entity', { app_id: app2, entity: 'Loan' })).total, 0);
  });

  it('validate_entity_relationships reports dangling references left in existing data', async () => {
    const loan = await call('create_entity_records', {
      app_id: appId,
      entity: 'Loan',
      records: [{ id: 'old_loan', equipment: 'eq_drill' }],
    });
    assert.equal(loan.affected_count, 1);
    // Data from before relations were checked: the target removed behind the service.
    await svc.services.db.run("UPDATE records SET data = ? WHERE app_id = ? AND entity = 'Loan' AND id = 'old_loan'", [
      JSON.stringify({ equipment: 'eq_lost' }),
      appId,
    ]);
    const report = await call('validate_entity_relationships', { app_id: appId, entity: 'Loan' });
    const dangling = report.problems.find((p: any) => p.kind === 'dangling_reference');
    assert.ok(dangling, JSON.stringify(report));
    assert.deepEqual(dangling.missing_ids, ['eq_lost']);
    assert.ok(dangling.record_ids.includes('old_loan'));
  });
});

describe(`relation integrity under concurrency [${TEST_DB}]`, { timeout: 180_000 }, () => {
  let db: Db;
  let db2: Db;
  let dispose: () => Promise<void>;
  let s: Services;
  let s2: Services;
  let appId: string;
  const actor = { type: 'owner' as const, id: null, token_id: null, email: 'race@example.com' };

  before(async () => {
    const fresh = await freshDb();
    db = fresh.db;
    dispose = fresh.dispose;
    s = createServices(db, loadConfig({}), pino({ level: 'silent' }));
    // A second connection, as a second server process would have (SQLite shares one: see engine.test.ts).
    db2 = TEST_DB === 'postgres' ? fresh.reopen() : db;
    s2 = createServices(db2, loadConfig({}), pino({ level: 'silent' }));
    const acc = await s.identity.createAccount({ email: `race-${Date.now()}@example.com`, password: 'correct horse battery' });
    appId = (await s.apps.createApp(null, acc.id, { name: 'Race' })).id;
    const owner = { type: 'owner' as const, id: acc.id, token_id: null, email: acc.email };
    await s.records.createSchema(appId, owner, EQUIPMENT as never);
    await s.records.createSchema(appId, owner, LOAN as never);
  });
  after(async () => {
    if (db2 !== db) await db2.close();
    await dispose();
  });

  it('a delete of the target racing creates that refer to it never leaves a dangling reference', async () => {
    const rounds = 30;
    let deletesWon = 0;
    let createsWon = 0;
    for (let i = 0; i < rounds; i++) {
      const eq = `eq_${i}`;
      await s.records.executeNow(appId, actor, {
        action: 'create',
        tool: 'test',
        entity: 'Equipment',
        reason: '',
        records: [{ id: eq, title: 'x' }],
      });
      const ops = await Promise.allSettled([
        s.records.executeNow(appId, actor, { action: 'delete', tool: 'test', entity: 'Equipment', reason: '', record_ids: [eq] }),
        s2.records.executeNow(appId, actor, { action: 'create', tool: 'test', entity: 'Loan', reason: '', records: [{ equipment: eq }] }),
        s2.records.executeNow(appId, actor, { action: 'create', tool: 'test', entity: 'Loan', reason: '', records: [{ equipment: eq }] }),
      ]);
      for (const o of ops)
        if (o.status === 'rejected')
          assert.ok(o.reason instanceof ServiceError && ['conflict', 'invalid_request'].includes(o.reason.kind), String(o.reason));
      const deleted = ops[0]!.status === 'fulfilled';
      const created = ops.slice(1).filter((o) => o.status === 'fulfilled').length;
      assert.ok(!(deleted && created), `round ${i}: the delete and a create referring to it both succeeded`);
      if (deleted) deletesWon++;
      else createsWon++;
    }
    const report = await s.records.validateRelationships(appId, 'Loan');
    assert.equal(
      (report.problems as any[]).filter((p) => p.kind === 'dangling_reference').length,
      0,
      `no dangling reference: ${JSON.stringify(report.problems)}`,
    );
    assert.equal(deletesWon + createsWon, rounds);
  });
});
