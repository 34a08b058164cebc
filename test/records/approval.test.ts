/**
 * Approval mode end to end, over both transports: a record write of an app in approval mode only
 * proposes (awaiting_approval, approval_id, redacted system_action, affected_count 0); the owner
 * approves or rejects through the studio's HTTP API with a studio JWT; an approved proposal executes
 * exactly what was proposed, once; proposals expire; a proposal that no longer applies fails.
 */
import assert from 'node:assert/strict';
import { scenarios } from '../support/scenarios.ts';
import { idsOf, RECORDS_ENV, recordFixtures, recordOf, studio, type RecordFixtures } from '../support/records-fixtures.ts';

type Row = Parameters<typeof scenarios<RecordFixtures>>[2][number];
const noteCount = async (t: any, f: RecordFixtures) => (await t.svc.services.records.countByEntity(f.apprApp)).Note ?? 0;
const SECRET = 'secret-value-7731';

function assertProposal(r: any, action: string, count: number) {
  assert.equal(r.awaiting_approval, true);
  assert.match(r.approval_id, /^apr_/);
  assert.equal(r.affected_count, 0);
  assert.equal(r.proposed_count, count);
  assert.equal(r.status, 'pending');
  assert.equal(r.system_action.action, action);
  assert.equal(r.system_action.entity, 'Note');
  assert.equal(r.system_action.record_count, count);
  assert.ok(!JSON.stringify(r).includes(SECRET), 'the proposal never echoes record values');
  assert.ok(!('records' in r));
}

const rows: Row[] = [
  {
    name: 'create in approval mode proposes: redacted system_action, affected_count 0, nothing written',
    as: 'owner',
    tool: 'create_entity_records',
    args: (f) => ({
      app_id: f.apprApp,
      entity: 'Note',
      records: [{ text: SECRET }, { text: `${SECRET}-2`, pinned: true }],
      reason: 'add notes',
      expected_count: 2,
    }),
    expect: {
      ok: true,
      check: (r, f) => {
        assertProposal(r, 'create', 2);
        assert.deepEqual(r.system_action.fields, ['pinned', 'text']);
        assert.equal(r.system_action.reason, 'add notes');
        assert.equal(r.system_action.tool, 'create_entity_records');
        assert.equal(r.system_action.record_ids.length, 2);
        assert.ok(Date.parse(r.expires_at) > Date.now() + 23 * 3600_000);
        f.state.create = r;
      },
    },
    after: async (f, _o, t) => assert.equal(await noteCount(t, f), 3),
  },
  {
    name: 'the studio lists the proposal, with its values, to the signed-in owner only',
    as: 'owner',
    tool: 'query_entity',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note' }),
    expect: { ok: true, check: (r) => assert.equal(r.total, 3) },
    after: async (f, _o, t) => {
      const list = await studio(t.svc, 'GET', `/api/studio/approvals?app_id=${f.apprApp}`, f.jwt);
      assert.equal(list.status, 200);
      const mine = list.body.approvals.find((a: any) => a.approval_id === f.state.create.approval_id);
      assert.equal(mine.status, 'pending');
      assert.equal(mine.proposal.records[0].data.text, SECRET, 'the owner sees what would be written');
      assert.equal((await studio(t.svc, 'GET', `/api/studio/approvals?app_id=${f.apprApp}`, null)).status, 401);
      assert.equal(
        (await studio(t.svc, 'GET', `/api/studio/approvals?app_id=${f.apprApp}`, f.mcpToken)).status,
        401,
        'an MCP token is not a studio session',
      );
      const foreign = await studio(t.svc, 'GET', `/api/studio/approvals?app_id=${f.apprApp}`, f.otherJwt);
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.error.message, 'App not found');
      const otherList = await studio(t.svc, 'GET', '/api/studio/approvals', f.otherJwt);
      assert.deepEqual(otherList.body.approvals, []);
    },
  },
  {
    name: 'approval executes exactly the proposal, once; a second approval is refused',
    as: 'owner',
    tool: 'query_entity',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note' }),
    expect: { ok: true },
    after: async (f, _o, t) => {
      const id = f.state.create.approval_id;
      assert.equal((await studio(t.svc, 'POST', `/api/studio/approvals/${id}/approve`, null)).status, 401);
      assert.equal((await studio(t.svc, 'POST', `/api/studio/approvals/${id}/approve`, f.mcpToken)).status, 401);
      const foreign = await studio(t.svc, 'POST', `/api/studio/approvals/${id}/approve`, f.otherJwt);
      assert.equal(foreign.status, 404);
      assert.equal(await noteCount(t, f), 3);
      const ok = await studio(t.svc, 'POST', `/api/studio/approvals/${id}/approve`, f.jwt);
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.equal(ok.body.status, 'executed');
      assert.equal(ok.body.result.affected_count, 2);
      assert.deepEqual(ok.body.result.record_ids, f.state.create.system_action.record_ids, 'the proposed ids are the created ids');
      assert.equal(await noteCount(t, f), 5);
      const created = await recordOf(t.svc, f.apprApp, 'Note', f.state.create.system_action.record_ids[1]);
      assert.equal(created!.text, `${SECRET}-2`);
      assert.equal(created!.pinned, true);
      assert.equal(created!.created_by, f.owner.email);
      const again = await studio(t.svc, 'POST', `/api/studio/approvals/${id}/approve`, f.jwt);
      assert.equal(again.status, 400);
      assert.equal(again.body.error.kind, 'conflict');
      assert.match(again.body.error.message, /is executed; only a pending proposal can be decided/);
      assert.equal(await noteCount(t, f), 5, 'executed once');
      const writes = await t.svc.services.db.all('SELECT * FROM record_writes WHERE approval_id = ?', [id]);
      assert.equal(writes.length, 1);
      assert.equal(writes[0].reason, 'add notes');
      assert.equal(writes[0].tool, 'create_entity_records');
      const view = await studio(t.svc, 'GET', `/api/studio/approvals/${id}`, f.jwt);
      assert.equal(view.body.status, 'executed');
      assert.equal(view.body.result.affected_count, 2);
    },
  },
  {
    name: 'delete in approval mode proposes',
    as: 'owner',
    tool: 'delete_entity_records',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', record_ids: ['n1'], expected_count: 1, reason: 'old' }),
    expect: {
      ok: true,
      check: (r, f) => (assertProposal(r, 'delete', 1), assert.deepEqual(r.system_action.record_ids, ['n1']), (f.state.del = r)),
    },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.apprApp, 'Note', { id: 'n1' }), ['n1']),
  },
  {
    name: 'a rejected proposal changes nothing and cannot be approved afterwards',
    as: 'owner',
    tool: 'query_entity',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', filters: { id: 'n1' } }),
    expect: { ok: true, check: (r) => assert.equal(r.total, 1) },
    after: async (f, _o, t) => {
      const id = f.state.del.approval_id;
      assert.equal((await studio(t.svc, 'POST', `/api/studio/approvals/${id}/reject`, f.otherJwt)).status, 404);
      const rej = await studio(t.svc, 'POST', `/api/studio/approvals/${id}/reject`, f.jwt);
      assert.equal(rej.status, 200);
      assert.equal(rej.body.status, 'rejected');
      const late = await studio(t.svc, 'POST', `/api/studio/approvals/${id}/approve`, f.jwt);
      assert.equal(late.status, 400);
      assert.match(late.body.error.message, /is rejected/);
      assert.deepEqual(await idsOf(t.svc, f.apprApp, 'Note', { id: 'n1' }), ['n1']);
    },
  },
  {
    name: 'update in approval mode proposes (field names only, no values)',
    as: 'lockedAppr',
    tool: 'update_entity_records',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', record_ids: ['n2'], changes: { text: SECRET }, expected_count: 1 }),
    expect: {
      ok: true,
      check: (r, f) => (assertProposal(r, 'update', 1), assert.deepEqual(r.system_action.fields, ['text']), (f.state.expiring = r)),
    },
  },
  {
    name: 'an expired proposal cannot be approved and is listed as expired',
    as: 'owner',
    tool: 'query_entity',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', filters: { id: 'n2' } }),
    expect: { ok: true, check: (r) => assert.equal(r.records[0].text, 'two') },
    after: async (f, _o, t) => {
      const id = f.state.expiring.approval_id;
      await t.svc.services.db.run('UPDATE record_approvals SET expires_at = ? WHERE id = ?', [Date.now() - 1000, id]);
      const res = await studio(t.svc, 'POST', `/api/studio/approvals/${id}/approve`, f.jwt);
      assert.equal(res.status, 400);
      assert.match(res.body.error.message, /is expired \(it expired at/);
      assert.equal((await recordOf(t.svc, f.apprApp, 'Note', 'n2'))!.text, 'two');
      const list = await studio(t.svc, 'GET', `/api/studio/approvals?app_id=${f.apprApp}&status=expired`, f.jwt);
      assert.deepEqual(
        list.body.approvals.map((a: any) => a.approval_id),
        [id],
      );
      assert.equal((await studio(t.svc, 'POST', `/api/studio/approvals/${id}/reject`, f.jwt)).status, 400);
    },
  },
  {
    name: 'update_entity_record in approval mode proposes',
    as: 'owner',
    tool: 'update_entity_record',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', record_id: 'n3', data: { pinned: true } }),
    expect: { ok: true, check: (r, f) => (assertProposal(r, 'update', 1), (f.state.stale = r)) },
  },
  {
    name: 'a proposal whose records are gone fails on approval and is marked failed',
    as: 'owner',
    tool: 'query_entity',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', filters: { id: 'n3' } }),
    expect: { ok: true },
    after: async (f, _o, t) => {
      // The owner deletes n3 in the meantime (directly, as the studio would).
      await t.svc.services.records.executeNow(
        f.apprApp,
        { type: 'owner' as const, id: f.owner.id, token_id: null, email: f.owner.email },
        {
          action: 'delete',
          tool: 'studio',
          entity: 'Note',
          record_ids: ['n3'],
          reason: 'cleanup',
        },
      );
      const id = f.state.stale.approval_id;
      const res = await studio(t.svc, 'POST', `/api/studio/approvals/${id}/approve`, f.jwt);
      assert.equal(res.status, 400);
      assert.match(res.body.error.message, /can no longer be executed and is marked failed: 1 of the 1 Note records no longer exist/);
      const view = await studio(t.svc, 'GET', `/api/studio/approvals/${id}`, f.jwt);
      assert.equal(view.body.status, 'failed');
      assert.match(view.body.error, /no longer exist/);
    },
  },
  {
    name: 'seed_entity skip_if_not_empty on a non-empty entity answers skipped without a proposal',
    as: 'owner',
    tool: 'seed_entity',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', records: [{ text: 'x' }] }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.skipped, true), assert.equal(r.awaiting_approval, false), assert.ok(!r.approval_id)),
    },
  },
  {
    name: 'an expected_count mismatch is refused at once, without a proposal',
    as: 'owner',
    tool: 'delete_entity_records',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', filters: {}, expected_count: 99 }),
    expect: { error: 'conflict', message: /expected_count is 99/ },
    after: async (f, _o, t) => {
      const pending = await t.svc.services.db.all("SELECT id FROM record_approvals WHERE app_id = ? AND status = 'pending'", [f.apprApp]);
      assert.equal(pending.length, 0);
    },
  },
  {
    name: 'invalid records are refused at once, without a proposal',
    as: 'owner',
    tool: 'create_entity_records',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', records: [{ pinned: 'yes' }] }),
    expect: { error: 'invalid_request', message: /records\[0\]\.pinned: expected true or false/ },
  },
  {
    name: 'a token cannot switch approval off',
    as: 'lockedAppr',
    tool: 'set_record_execution_mode',
    args: (f) => ({ app_id: f.apprApp, mode: 'direct' }),
    expect: { error: 'fails_closed' },
  },
  {
    name: 'the owner switches to direct in the studio; writes then execute at once',
    as: 'owner',
    tool: 'query_entity',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note' }),
    expect: { ok: true },
    after: async (f, _o, t) => {
      const path = `/api/studio/apps/${f.apprApp}/record-settings`;
      assert.equal((await studio(t.svc, 'PUT', path, f.otherJwt, { execution_mode: 'direct' })).status, 404);
      assert.equal((await studio(t.svc, 'PUT', path, f.jwt, { execution_mode: 'sometimes' })).status, 400);
      const res = await studio(t.svc, 'PUT', path, f.jwt, { execution_mode: 'direct', approval_ttl_seconds: 3600 });
      assert.equal(res.status, 200);
      assert.equal(res.body.execution_mode, 'direct');
      assert.equal(res.body.approval_ttl_seconds, 3600);
      assert.equal((await studio(t.svc, 'GET', path, f.jwt)).body.execution_mode, 'direct');
    },
  },
  {
    name: 'after switching, a create executes directly',
    as: 'owner',
    tool: 'create_entity_records',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', records: [{ text: 'direct' }] }),
    expect: { ok: true, check: (r) => (assert.equal(r.awaiting_approval, false), assert.equal(r.affected_count, 1)) },
  },
  {
    name: 'a token turns approval back on, with a shorter lifetime',
    as: 'owner',
    tool: 'set_record_execution_mode',
    args: (f) => ({ app_id: f.apprApp, mode: 'approval', approval_ttl_seconds: 600 }),
    expect: { ok: true, check: (r) => (assert.equal(r.execution_mode, 'approval'), assert.equal(r.approval_ttl_seconds, 600)) },
  },
  {
    name: 'the proposal lifetime follows the setting',
    as: 'owner',
    tool: 'create_entity_records',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note', records: [{ text: SECRET }] }),
    expect: {
      ok: true,
      check: (r) => {
        assertProposal(r, 'create', 1);
        const ttl = Date.parse(r.expires_at) - Date.now();
        assert.ok(ttl > 590_000 && ttl <= 600_000, String(ttl));
      },
    },
  },
  {
    name: 'an approval of an unknown id is not found',
    as: 'owner',
    tool: 'query_entity',
    args: (f) => ({ app_id: f.apprApp, entity: 'Note' }),
    expect: { ok: true },
    after: async (f, _o, t) => {
      const res = await studio(t.svc, 'POST', '/api/studio/approvals/apr_doesnotexist0000/approve', f.jwt);
      assert.equal(res.status, 404);
      assert.equal(res.body.error.message, 'Approval not found');
    },
  },
];

scenarios('records: approval mode end to end', recordFixtures, rows, RECORDS_ENV);
