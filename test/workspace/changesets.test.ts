import assert from 'node:assert/strict';
import { guardRows, scenarios, type TestContext } from '../support/scenarios.ts';
import { SEED, WORKSPACE_ENV, workspaceFixtures, type WorkspaceFixtures } from '../support/workspace-fixtures.ts';

type F = WorkspaceFixtures & { ids: Record<string, string>; saved: Record<string, any> };
type Row = Parameters<typeof scenarios<F>>[2][number];

const fixtures = async (svc: Parameters<typeof workspaceFixtures>[0]): Promise<F> => ({
  ...(await workspaceFixtures(svc)),
  ids: {},
  saved: {},
});
const files = (t: TestContext, appId: string) => t.svc.services.files.readFiles(appId);
const versions = async (t: TestContext, appId: string) => (await t.svc.services.files.listVersions(appId, { limit: 1000 })).versions;
const cs = (name: string) => (f: F) => f.ids[name]!;
const keep = (name: string) => (r: any, f: F) => {
  assert.match(r.change_set_id, /^cs_/);
  f.ids[name] = r.change_set_id;
};

const CONTACT = `import ContactForm from '../components/ContactForm.jsx';

export default function Contact() {
  return <ContactForm />;
}
`;
const FORM = `export default function ContactForm() {
  return <form><input name="email" /></form>;
}
`;
const BROKEN = 'export default function Pricing( {\n  return <p>Pricing</p>;\n}\n';

const rows: Row[] = [
  // create_change_set
  {
    name: 'create_change_set: a pending set with a label',
    as: 'owner',
    tool: 'create_change_set',
    args: (f) => ({ app_id: f.appId, label: 'Add a contact page' }),
    expect: {
      ok: true,
      check: (r, f) => {
        keep('main')(r, f);
        assert.equal(r.status, 'pending');
        assert.equal(r.label, 'Add a contact page');
        assert.equal(r.change_count, 0);
      },
    },
  },
  {
    name: 'create_change_set: without a label; files:write is enough',
    as: 'filesWrite',
    tool: 'create_change_set',
    args: (f) => ({ app_id: f.appId }),
    expect: { ok: true, check: (r, f) => (keep('discard')(r, f), assert.equal(r.label, '')) },
  },
  {
    name: 'create_change_set: an empty one',
    as: 'update',
    tool: 'create_change_set',
    args: (f) => ({ app_id: f.appId }),
    expect: { ok: true, check: keep('empty') },
  },
  {
    name: 'create_change_set: one for the broken file',
    as: 'locked',
    tool: 'create_change_set',
    args: (f) => ({ app_id: f.appId, label: 'pricing' }),
    expect: { ok: true, check: keep('broken') },
  },
  {
    name: 'create_change_set: one in the second app',
    as: 'owner',
    tool: 'create_change_set',
    args: (f) => ({ app_id: f.app2 }),
    expect: { ok: true, check: keep('app2') },
  },
  {
    name: 'create_change_set: a label over 200 characters is invalid',
    as: 'owner',
    tool: 'create_change_set',
    args: (f) => ({ app_id: f.appId, label: 'x'.repeat(201) }),
    expect: { error: 'invalid_params', message: /label/ },
  },
  ...guardRows<F>('create_change_set', (f) => ({ app_id: f.appId }), 'readonly'),

  // add_file_change
  {
    name: 'add_file_change: stages an upsert; the live app is unchanged',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'pages/Contact.jsx', content: 'placeholder' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.status, 'pending');
        assert.deepEqual(r.staged, { path: 'pages/Contact.jsx', operation: 'upsert', file_type: 'page', size: 11 });
        assert.equal(r.change_count, 1);
        assert.equal(r.replaced_earlier_change, false);
      },
    },
    after: async (f, _o, t) => {
      assert.equal((await files(t, f.appId)).has('pages/Contact.jsx'), false);
      assert.equal((await versions(t, f.appId)).length, 2);
    },
  },
  {
    name: 'add_file_change: staging the same path again replaces the earlier change',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({
      app_id: f.appId,
      change_set_id: cs('main')(f),
      path: './pages/Contact.jsx',
      content: CONTACT,
      file_type: 'page',
      operation: 'upsert',
    }),
    expect: { ok: true, check: (r) => (assert.equal(r.replaced_earlier_change, true), assert.equal(r.change_count, 1)) },
  },
  {
    name: 'add_file_change: a second file',
    as: 'filesWrite',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'components/ContactForm.jsx', content: FORM }),
    expect: { ok: true, check: (r) => assert.equal(r.change_count, 2) },
  },
  {
    name: 'add_file_change: a delete',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'functions/hello.js', operation: 'delete' }),
    expect: { ok: true, check: (r) => (assert.equal(r.staged.operation, 'delete'), assert.equal(r.change_count, 3)) },
  },
  {
    name: 'add_file_change: deleting a missing file is not found',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'functions/nope.js', operation: 'delete' }),
    expect: { error: 'not_found', message: 'File not found: functions/nope.js' },
  },
  {
    name: 'add_file_change: a path with ".." is refused',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'pages/../../x.jsx', content: 'x' }),
    expect: { error: 'invalid_params', message: /"\.\." segments/ },
  },
  {
    name: 'add_file_change: binary content is refused',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'lib/a.js', content: '\u0000\u0001' }),
    expect: { error: 'invalid_params', message: /looks binary/ },
  },
  {
    name: 'add_file_change: a mismatched file_type is refused',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'lib/a.js', content: 'x', file_type: 'entity' }),
    expect: { error: 'invalid_params', message: /file_type "entity" does not match/ },
  },
  {
    name: 'add_file_change: an unknown operation is invalid',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'lib/a.js', operation: 'move' }),
    expect: { error: 'invalid_params', message: /operation/ },
  },
  {
    name: 'add_file_change: an unknown change set is not found',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: 'cs_nope', path: 'lib/a.js', content: 'x' }),
    expect: { error: 'not_found', message: 'Change set not found: cs_nope' },
  },
  {
    name: "add_file_change: another app's change set is not found",
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('app2')(f), path: 'lib/a.js', content: 'x' }),
    expect: { error: 'not_found', message: /Change set not found/ },
  },
  {
    name: 'add_file_change: a change for the set to discard',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('discard')(f), path: 'lib/discarded.js', content: 'export const x = 1;\n' }),
    expect: { ok: true },
  },
  ...guardRows<F>(
    'add_file_change',
    (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'lib/a.js', content: 'x' }),
    'readonly',
  ),

  // validate_change_set
  {
    name: 'validate_change_set: the staged result is valid and would not block',
    as: 'owner',
    tool: 'validate_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), include_runtime_errors: false }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.ok, true, JSON.stringify(r.issues));
        assert.equal(r.would_block, false);
        assert.equal(r.change_count, 3);
        assert.equal(r.new_error_count, 0);
        assert.equal(r.checked_files, Object.keys(SEED).length + 1);
      },
    },
  },
  {
    name: 'validate_change_set: runtime errors are included by default but never block',
    as: 'filesRead',
    tool: 'validate_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f) }),
    expect: {
      ok: true,
      check: (r) => (assert.ok(r.issues.some((i: any) => i.rule === 'runtime-error')), assert.equal(r.would_block, false)),
    },
  },
  {
    name: 'validate_change_set: an unknown change set is not found',
    as: 'owner',
    tool: 'validate_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: 'cs_nope' }),
    expect: { error: 'not_found', message: 'Change set not found: cs_nope' },
  },
  {
    name: 'validate_change_set: change_set_id is required',
    as: 'owner',
    tool: 'validate_change_set',
    args: (f) => ({ app_id: f.appId }),
    expect: { error: 'invalid_params', message: /change_set_id/ },
  },
  ...guardRows<F>('validate_change_set', (f) => ({ app_id: f.appId, change_set_id: cs('main')(f) }), 'publishOnly'),

  // apply_change_set
  ...guardRows<F>('apply_change_set', (f) => ({ app_id: f.appId, change_set_id: cs('main')(f) }), 'readonly'),
  {
    name: 'apply_change_set: writes all files together after a Saved Version',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f) }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.status, 'applied');
        assert.equal(r.change_set_id, cs('main')(f));
        assert.deepEqual(r.written, ['components/ContactForm.jsx', 'pages/Contact.jsx']);
        assert.deepEqual(r.deleted, ['functions/hello.js']);
        assert.equal(r.forced, false);
        assert.match(r.snapshot_id, /^snap_/);
        assert.ok(r.applied_at);
      },
    },
    after: async (f, o, t) => {
      const now = await files(t, f.appId);
      assert.equal(now.get('pages/Contact.jsx'), CONTACT);
      assert.equal(now.get('components/ContactForm.jsx'), FORM);
      assert.equal(now.has('functions/hello.js'), false);
      const v = (await versions(t, f.appId))[0]!;
      assert.equal(v.snapshot_id, (o as any).result.snapshot_id);
      assert.equal(v.cause_tool, 'apply_change_set');
      assert.equal(v.label, 'before change set: Add a contact page');
      assert.deepEqual(
        Object.fromEntries(await t.svc.services.files.readVersionFiles(v.snapshot_id)),
        SEED,
        'the Saved Version is the app before the apply',
      );
    },
  },
  {
    name: 'apply_change_set: an applied set cannot be applied again',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f) }),
    expect: { error: 'conflict', message: /is already applied/ },
  },
  {
    name: 'add_file_change: an applied set takes no more changes',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f), path: 'lib/a.js', content: 'x' }),
    expect: { error: 'conflict', message: /is already applied/ },
  },
  {
    name: 'discard_change_set: an applied set cannot be discarded',
    as: 'owner',
    tool: 'discard_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('main')(f) }),
    expect: { error: 'conflict', message: /is already applied/ },
  },
  {
    name: 'apply_change_set: an empty set is refused',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('empty')(f) }),
    expect: { error: 'invalid_request', message: /has no staged changes/ },
  },
  {
    name: 'apply_change_set: force must be a boolean',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('empty')(f), force: 'yes' }),
    expect: { error: 'invalid_params', message: /force/ },
  },

  // discard_change_set
  ...guardRows<F>('discard_change_set', (f) => ({ app_id: f.appId, change_set_id: cs('discard')(f) }), 'readonly'),
  {
    name: 'discard_change_set: a pending set is discarded and the app is unchanged',
    as: 'owner',
    tool: 'discard_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('discard')(f) }),
    expect: { ok: true, check: (r) => (assert.equal(r.status, 'discarded'), assert.ok(r.discarded_at)) },
    after: async (f, _o, t) => assert.equal((await files(t, f.appId)).has('lib/discarded.js'), false),
  },
  {
    name: 'apply_change_set: a discarded set cannot be applied',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('discard')(f) }),
    expect: { error: 'conflict', message: /is already discarded/ },
  },
  {
    name: 'discard_change_set: twice is a conflict',
    as: 'owner',
    tool: 'discard_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('discard')(f) }),
    expect: { error: 'conflict', message: /is already discarded/ },
  },
  {
    name: 'discard_change_set: an unknown set is not found',
    as: 'owner',
    tool: 'discard_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: 'cs_nope' }),
    expect: { error: 'not_found' },
  },

  // A broken change set: blocked and byte-for-byte harmless; with force it applies after a Saved Version.
  {
    name: 'broken set: stage a file with a syntax error',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('broken')(f), path: 'pages/Pricing.jsx', content: BROKEN }),
    expect: { ok: true },
  },
  {
    name: 'broken set: and a valid file',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('broken')(f), path: 'lib/prices.js', content: 'export const PRICES = [1, 2];\n' }),
    expect: { ok: true },
  },
  {
    name: 'broken set: validate_change_set says it would block, with the issue located',
    as: 'owner',
    tool: 'validate_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('broken')(f), include_runtime_errors: false }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.would_block, true);
        assert.equal(r.ok, false);
        assert.equal(r.new_errors[0].rule, 'syntax');
        assert.equal(r.new_errors[0].path, 'pages/Pricing.jsx');
        assert.equal(r.new_errors[0].line, 2);
      },
    },
    after: async (f, _o, t) => {
      f.saved.before = Object.fromEntries(await files(t, f.appId));
      f.saved.versions = (await versions(t, f.appId)).length;
    },
  },
  {
    name: 'broken set: apply is blocked with the focused issues',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('broken')(f) }),
    expect: { error: 'validation_blocked', message: /Applying change set cs_\w+ is blocked: it would introduce 1 validation error\(s\)/ },
    after: async (f, o, t) => {
      const data = (o as any).data;
      assert.equal(data.issues.length, 1);
      assert.deepEqual([data.issues[0].rule, data.issues[0].path, data.issues[0].line], ['syntax', 'pages/Pricing.jsx', 2]);
      assert.ok(data.issues[0].hint);
      assert.equal(data.status, 'pending');
      assert.deepEqual(Object.fromEntries(await files(t, f.appId)), f.saved.before, 'the app is byte-for-byte unchanged');
      assert.equal((await versions(t, f.appId)).length, f.saved.versions, 'no Saved Version for a blocked apply');
      assert.equal((await t.svc.services.changeSets.require(f.appId, cs('broken')(f))).status, 'pending');
    },
  },
  {
    name: 'broken set: with force it applies, after a Saved Version of the app before',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('broken')(f), force: true }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.status, 'applied'), assert.equal(r.forced, true), assert.equal(r.validation.new_error_count, 1)),
    },
    after: async (f, o, t) => {
      assert.equal((await files(t, f.appId)).get('pages/Pricing.jsx'), BROKEN);
      const all = await versions(t, f.appId);
      assert.equal(all.length, f.saved.versions + 1);
      assert.equal(all[0]!.snapshot_id, (o as any).result.snapshot_id);
      assert.deepEqual(Object.fromEntries(await t.svc.services.files.readVersionFiles(all[0]!.snapshot_id)), f.saved.before);
    },
  },

  // A change staged while apply_change_set validates is never marked applied without being written.
  {
    name: 'race: a set to apply',
    as: 'owner',
    tool: 'create_change_set',
    args: (f) => ({ app_id: f.appId, label: 'race' }),
    expect: { ok: true, check: keep('race') },
  },
  {
    name: 'race: stage a first file; the next apply sees a second one staged during its validation',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('race')(f), path: 'lib/first.js', content: 'export const A = 1;\n' }),
    expect: { ok: true },
    after: (f, _o, t) => {
      const sets = t.svc.services.changeSets;
      const original = sets.changesOf;
      sets.changesOf = async (...args: Parameters<typeof original>) => {
        sets.changesOf = original;
        const out = await original.apply(sets, args);
        await sets.stage(f.appId, cs('race')(f), {
          path: 'lib/second.js',
          content: 'export const B = 2;\n',
          file_type: '',
          operation: 'upsert',
        });
        return out;
      };
    },
  },
  {
    name: 'race: the apply that missed the late change is a conflict and writes nothing',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('race')(f) }),
    expect: { error: 'conflict', message: /took more changes while it was being applied/ },
    after: async (f, _o, t) => {
      const now = await files(t, f.appId);
      assert.equal(now.has('lib/first.js'), false);
      assert.equal((await t.svc.services.changeSets.require(f.appId, cs('race')(f))).status, 'pending');
    },
  },
  {
    name: 'race: applied again, both changes reach the app',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('race')(f) }),
    expect: { ok: true, check: (r) => assert.deepEqual(r.written, ['lib/first.js', 'lib/second.js']) },
  },
  {
    name: 'race: an applied set takes no more changes',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('race')(f), path: 'lib/third.js', content: 'x' }),
    expect: { error: 'conflict', message: /is already applied/ },
  },

  // A set never stages more content than an app may hold (MAX_APP_BYTES, 20 MiB).
  {
    name: 'size: a set with 40 staged files of 500 KiB',
    as: 'owner',
    tool: 'create_change_set',
    args: (f) => ({ app_id: f.appId, label: 'big' }),
    expect: { ok: true, check: keep('big') },
    after: async (f, _o, t) => {
      const big = `// ${'x'.repeat(500 * 1024 - 4)}\n`;
      for (let i = 0; i < 40; i++)
        await t.svc.services.changeSets.stage(f.appId, cs('big')(f), {
          path: `lib/big${i}.js`,
          content: big,
          file_type: '',
          operation: 'upsert',
        });
    },
  },
  {
    name: 'size: a 41st file would stage more than an app may hold and is refused',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('big')(f), path: 'lib/big40.js', content: `// ${'y'.repeat(500 * 1024 - 4)}\n` }),
    expect: { error: 'invalid_params', message: /would stage 20992000 bytes of file content; an app may hold at most 20971520 bytes/ },
    after: async (f, _o, t) => assert.equal((await t.svc.services.changeSets.staged(cs('big')(f))).length, 40),
  },
  {
    name: 'size: replacing a staged file of the same size is fine',
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('big')(f), path: 'lib/big0.js', content: `// ${'z'.repeat(500 * 1024 - 4)}\n` }),
    expect: { ok: true },
  },

  // Another app's change set is never reachable through this app's id.
  {
    name: "validate_change_set: another app's change set is not found",
    as: 'owner',
    tool: 'validate_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('app2')(f) }),
    expect: { error: 'not_found', message: /Change set not found/ },
  },
  {
    name: "apply_change_set: another app's change set is not found and stays pending",
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('app2')(f) }),
    expect: { error: 'not_found', message: /Change set not found/ },
    after: async (f, _o, t) => assert.equal((await t.svc.services.changeSets.require(f.app2, cs('app2')(f))).status, 'pending'),
  },
  {
    name: "discard_change_set: another app's change set is not found",
    as: 'owner',
    tool: 'discard_change_set',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('app2')(f) }),
    expect: { error: 'not_found', message: /Change set not found/ },
  },
  {
    name: "add_file_change: a delete through another app's change set is not found",
    as: 'owner',
    tool: 'add_file_change',
    args: (f) => ({ app_id: f.appId, change_set_id: cs('app2')(f), path: 'pages/Home.jsx', operation: 'delete' }),
    expect: { error: 'not_found', message: /Change set not found/ },
    after: async (f, _o, t) => assert.deepEqual(await t.svc.services.changeSets.staged(cs('app2')(f)), []),
  },
];

scenarios('workspace: change sets', fixtures, rows, WORKSPACE_ENV);
