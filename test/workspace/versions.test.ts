import assert from 'node:assert/strict';
import { guardRows, scenarios, type TestContext } from '../support/scenarios.ts';
import { wireTransport } from '../support/clients.ts';
import { SEED, WORKSPACE_ENV, workspaceFixtures, type WorkspaceFixtures } from '../support/workspace-fixtures.ts';

type Row = Parameters<typeof scenarios<WorkspaceFixtures>>[2][number];
const files = (t: TestContext, appId: string) => t.svc.services.files.readFiles(appId);
const seedCount = Object.keys(SEED).length;
const restoreRequests = (t: TestContext, appId: string) =>
  t.svc.services.db.all<any>('SELECT * FROM restore_requests WHERE app_id = ? ORDER BY created_at', [appId]);

const rows: Row[] = [
  // list_saved_versions
  {
    name: 'list_saved_versions: newest first with cause, time, label and size',
    as: 'owner',
    tool: 'list_saved_versions',
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.total, 2);
        assert.deepEqual(
          r.versions.map((v: any) => [v.snapshot_id, v.cause_tool, v.seq]),
          [
            [f.snapB, 'patch_app_file', 2],
            [f.snapA, 'write_app_file', 1],
          ],
        );
        assert.equal(r.versions[1].label, 'seed');
        assert.equal(r.versions[1].file_count, seedCount);
        assert.match(r.versions[0].created_at, /^\d{4}-\d\d-\d\dT/);
      },
    },
  },
  {
    name: 'list_saved_versions: paging',
    as: 'versionsRead',
    tool: 'list_saved_versions',
    args: (f) => ({ app_id: f.appId, limit: 1, offset: 1 }),
    expect: {
      ok: true,
      check: (r, f) => (
        assert.deepEqual(
          r.versions.map((v: any) => v.snapshot_id),
          [f.snapA],
        ),
        assert.equal(r.has_more, false)
      ),
    },
  },
  {
    name: 'list_saved_versions: limit 0 is invalid',
    as: 'owner',
    tool: 'list_saved_versions',
    args: (f) => ({ app_id: f.appId, limit: 0 }),
    expect: { error: 'invalid_params', message: /limit/ },
  },
  {
    name: 'list_saved_versions: a token locked to this app lists',
    as: 'locked',
    tool: 'list_saved_versions',
    args: (f) => ({ app_id: f.appId }),
    expect: { ok: true },
  },
  ...guardRows<WorkspaceFixtures>('list_saved_versions', (f) => ({ app_id: f.appId }), 'readonly'),

  // compare_saved_versions
  {
    name: 'compare_saved_versions: per-file status and unified diffs',
    as: 'owner',
    tool: 'compare_saved_versions',
    args: (f) => ({ app_id: f.appId, from_snapshot_id: f.snapA, to_snapshot_id: f.snapB }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.deepEqual(r.summary, { added: 1, removed: 0, modified: 1, unchanged: seedCount - 1, changed: 2 });
        assert.deepEqual(
          r.files.map((x: any) => [x.path, x.status]),
          [
            ['pages/About.jsx', 'modified'],
            ['pages/Contact.jsx', 'added'],
          ],
        );
        const about = r.files[0];
        assert.ok(
          about.diff.startsWith(`--- a/pages/About.jsx\t${f.snapA}\n+++ b/pages/About.jsx\t${f.snapB}\n@@ -1,3 +1,3 @@\n`),
          about.diff,
        );
        assert.ok(about.diff.includes('\n-  return <p>About us</p>;\n+  return <p>About the team</p>;\n'));
        assert.equal(about.lines_added, 1);
        assert.equal(about.lines_removed, 1);
        assert.ok(r.files[1].diff.startsWith('--- /dev/null'));
        assert.equal(r.from.snapshot_id, f.snapA);
        assert.equal(r.to.snapshot_id, f.snapB);
        assert.equal(r.truncated, false);
      },
    },
  },
  {
    name: 'compare_saved_versions: one file with path, no context',
    as: 'versionsRead',
    tool: 'compare_saved_versions',
    args: (f) => ({ app_id: f.appId, from_snapshot_id: f.snapA, to_snapshot_id: f.snapB, path: 'pages/About.jsx', context_lines: 0 }),
    expect: { ok: true, check: (r) => (assert.equal(r.files.length, 1), assert.ok(r.files[0].diff.includes('@@ -2,1 +2,1 @@'))) },
  },
  {
    name: 'compare_saved_versions: the same version has no changes',
    as: 'owner',
    tool: 'compare_saved_versions',
    args: (f) => ({ app_id: f.appId, from_snapshot_id: f.snapA, to_snapshot_id: f.snapA }),
    expect: { ok: true, check: (r) => (assert.deepEqual(r.files, []), assert.equal(r.summary.unchanged, seedCount)) },
  },
  {
    name: 'compare_saved_versions: an unknown version is not found',
    as: 'owner',
    tool: 'compare_saved_versions',
    args: (f) => ({ app_id: f.appId, from_snapshot_id: f.snapA, to_snapshot_id: 'snap_nope' }),
    expect: { error: 'not_found', message: 'Saved Version not found: snap_nope' },
  },
  {
    name: "compare_saved_versions: another app's version is not found",
    as: 'owner',
    tool: 'compare_saved_versions',
    args: (f) => ({ app_id: f.appId, from_snapshot_id: f.foreignSnap, to_snapshot_id: f.snapA }),
    expect: { error: 'not_found', message: /Saved Version not found/ },
  },
  {
    name: 'compare_saved_versions: to_snapshot_id is required',
    as: 'owner',
    tool: 'compare_saved_versions',
    args: (f) => ({ app_id: f.appId, from_snapshot_id: f.snapA }),
    expect: { error: 'invalid_params', message: /to_snapshot_id/ },
  },
  ...guardRows<WorkspaceFixtures>(
    'compare_saved_versions',
    (f) => ({ app_id: f.appId, from_snapshot_id: f.snapA, to_snapshot_id: f.snapB }),
    'readonly',
  ),

  // compare_current_to_version
  {
    name: 'compare_current_to_version: what changed since a version',
    as: 'owner',
    tool: 'compare_current_to_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.snapB }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.version.snapshot_id, f.snapB);
        assert.deepEqual(
          r.files.map((x: any) => [x.path, x.status]),
          [
            ['pages/About.jsx', 'modified'],
            ['pages/Contact.jsx', 'removed'],
          ],
        );
        assert.ok(r.files[0].diff.includes(`+++ b/pages/About.jsx\tcurrent`));
        assert.ok(r.files[1].diff.includes('+++ /dev/null'));
      },
    },
  },
  {
    name: 'compare_current_to_version: nothing changed since the latest state',
    as: 'filesRead',
    tool: 'compare_current_to_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.snapA }),
    expect: { ok: true, check: (r) => (assert.deepEqual(r.files, []), assert.equal(r.summary.changed, 0)) },
  },
  {
    name: 'compare_current_to_version: an unknown version is not found',
    as: 'owner',
    tool: 'compare_current_to_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: 'snap_nope' }),
    expect: { error: 'not_found', message: 'Saved Version not found: snap_nope' },
  },
  {
    name: "compare_current_to_version: another app's version is not found",
    as: 'owner',
    tool: 'compare_current_to_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.foreignSnap }),
    expect: { error: 'not_found', message: /^Saved Version not found: snap_/ },
  },
  {
    name: 'compare_current_to_version: snapshot_id is required',
    as: 'owner',
    tool: 'compare_current_to_version',
    args: (f) => ({ app_id: f.appId }),
    expect: { error: 'invalid_params', message: /snapshot_id/ },
  },
  ...guardRows<WorkspaceFixtures>('compare_current_to_version', (f) => ({ app_id: f.appId, snapshot_id: f.snapA }), 'publishOnly'),

  // restore_file_from_version
  ...guardRows<WorkspaceFixtures>(
    'restore_file_from_version',
    (f) => ({ app_id: f.appId, snapshot_id: f.snapB, path: 'pages/Contact.jsx' }),
    'readonly',
  ),
  {
    name: 'restore_file_from_version: recreates a deleted file after a Saved Version',
    as: 'owner',
    tool: 'restore_file_from_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.snapB, path: 'pages/Contact.jsx' }),
    expect: {
      ok: true,
      check: (r, f) => (
        assert.equal(r.restored, true),
        assert.equal(r.recreated, true),
        assert.equal(r.from_snapshot_id, f.snapB),
        assert.match(r.snapshot_id, /^snap_/)
      ),
    },
    after: async (f, o, t) => {
      const v = await t.svc.services.files.readVersionFiles(f.snapB);
      assert.equal((await files(t, f.appId)).get('pages/Contact.jsx'), v.get('pages/Contact.jsx'));
      const latest = (await t.svc.services.files.listVersions(f.appId, { limit: 1 })).versions[0]!;
      assert.equal(latest.snapshot_id, (o as any).result.snapshot_id);
      assert.equal(latest.cause_tool, 'restore_file_from_version');
      assert.equal((await t.svc.services.files.readVersionFiles(latest.snapshot_id)).has('pages/Contact.jsx'), false);
    },
  },
  {
    name: 'restore_file_from_version: puts a changed file back',
    as: 'filesWrite',
    tool: 'restore_file_from_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.snapB, path: 'pages/About.jsx' }),
    expect: { ok: true, check: (r) => (assert.equal(r.recreated, false), assert.equal(r.unchanged, false)) },
    after: async (f, _o, t) => assert.match((await files(t, f.appId)).get('pages/About.jsx')!, /About the team/),
  },
  {
    name: 'restore_file_from_version: a file the version does not have is not found',
    as: 'owner',
    tool: 'restore_file_from_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.snapA, path: 'pages/Contact.jsx' }),
    expect: { error: 'not_found', message: /^File not found in Saved Version snap_\w+: pages\/Contact\.jsx$/ },
  },
  {
    name: 'restore_file_from_version: an unknown version is not found',
    as: 'owner',
    tool: 'restore_file_from_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: 'snap_nope', path: 'pages/About.jsx' }),
    expect: { error: 'not_found', message: 'Saved Version not found: snap_nope' },
  },
  {
    name: "restore_file_from_version: another app's version is not found and nothing is written",
    as: 'owner',
    tool: 'restore_file_from_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.foreignSnap, path: 'pages/About.jsx' }),
    expect: { error: 'not_found', message: /^Saved Version not found: snap_/ },
    after: async (f, _o, t) => {
      const all = await t.svc.services.files.listVersions(f.appId, { limit: 1000 });
      assert.ok(all.versions.every((v) => v.cause_tool !== 'restore_file_from_version' || !v.label.includes(f.foreignSnap)));
    },
  },
  {
    name: 'restore_file_from_version: path is required',
    as: 'owner',
    tool: 'restore_file_from_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.snapA }),
    expect: { error: 'invalid_params', message: /path/ },
  },

  // restore_saved_version
  {
    name: "restore_saved_version: another app's version is not found and no request is recorded",
    as: 'owner',
    tool: 'restore_saved_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.foreignSnap, confirm: true }),
    expect: { error: 'not_found', message: /Saved Version not found/ },
    after: async (f, _o, t) => {
      assert.deepEqual(
        (await restoreRequests(t, f.appId)).filter((r) => r.snapshot_id === f.foreignSnap),
        [],
      );
      assert.deepEqual(await restoreRequests(t, f.otherAppId), []);
    },
  },
  {
    name: 'restore_saved_version: always fails closed and records a pending request',
    as: 'owner',
    tool: 'restore_saved_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.snapA, confirm: true }),
    expect: {
      error: 'fails_closed',
      message:
        /^restore_saved_version always fails closed: .*only the owner completes it in the web studio \(confirm=true is not authorization\)/,
    },
    after: async (f, o, t) => {
      const data = (o as any).data;
      assert.match(data.restore_request_id, /^rreq_/);
      assert.equal(data.status, 'pending');
      assert.equal(data.snapshot_id, f.snapA);
      const reqs = await restoreRequests(t, f.appId);
      assert.equal(reqs.length, 1);
      assert.equal(reqs[0].status, 'pending');
      assert.equal(reqs[0].snapshot_id, f.snapA);
      assert.equal(reqs[0].requested_by_account_id, f.owner.id);
      assert.equal(reqs[0].transport, wireTransport(t.transport));
      assert.match((await files(t, f.appId)).get('pages/About.jsx')!, /About the team/, 'nothing was restored');
    },
  },
  {
    name: 'restore_saved_version: asking again finds the same pending request',
    as: 'versionsWrite',
    tool: 'restore_saved_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: f.snapA }),
    expect: { error: 'fails_closed' },
    after: async (f, o, t) => {
      assert.equal((o as any).data.already_pending, true);
      assert.equal((await restoreRequests(t, f.appId)).length, 1);
    },
  },
  {
    name: 'restore_saved_version: an unknown version is not found',
    as: 'owner',
    tool: 'restore_saved_version',
    args: (f) => ({ app_id: f.appId, snapshot_id: 'snap_nope' }),
    expect: { error: 'not_found', message: 'Saved Version not found: snap_nope' },
  },
  {
    name: 'restore_saved_version: snapshot_id is required',
    as: 'owner',
    tool: 'restore_saved_version',
    args: (f) => ({ app_id: f.appId }),
    expect: { error: 'invalid_params', message: /snapshot_id/ },
  },
  ...guardRows<WorkspaceFixtures>('restore_saved_version', (f) => ({ app_id: f.appId, snapshot_id: f.snapA }), 'filesWrite'),
];

scenarios('workspace: Saved Versions', workspaceFixtures, rows, WORKSPACE_ENV);
