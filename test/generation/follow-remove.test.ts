// Issue 18: pages follow the data when an entity file is removed or renamed with the file tools.
// Deleting entities/X.json (a change set) removes X's untouched generated pages, its navigation entry
// and home card, and relation fields to it; renaming it (rename_app_file) renders its pages under the
// new name and points relations at it. The caller's own paths win. validate_app is clean afterwards.
import assert from 'node:assert/strict';
import { generateApp } from '../../src/generation/offline/index.ts';
import { restClient } from '../support/clients.ts';
import type { TestService } from '../support/harness.ts';
import { scenarios, standardFixtures, type TestContext } from '../support/scenarios.ts';

const PROMPT = 'a tool library where neighbours lend tools, with borrowers and loans';
const DRIFT = new Set(['page-field-unknown', 'page-field-type', 'form-field-missing']);
const MY_PAGE = 'export default function NeighbourDetail() {\n  return <p>Neighbours now live in the borrower list.</p>;\n}\n';

async function fixtures(svc: TestService) {
  const base = await standardFixtures(svc);
  const c = restClient(svc.baseUrl, base.tokens.owner);
  const call = async (tool: string, args: Record<string, unknown>) => {
    const r = await c.call(tool, args);
    if (!r.ok) throw new Error(`${tool}: ${r.kind}: ${r.message}`);
    return r.result;
  };
  const app = generateApp({ name: 'Tool Library', prompt: PROMPT });
  if (!app.ok) assert.fail(app.error);
  // one app per row, so no row depends on another (named as generated: the home page shows the name)
  const fresh = async () => {
    const id = await svc.createApp(base.owner.id, 'Tool Library');
    await svc.services.files.applyChanges(id, { upserts: app.files });
    return id;
  };
  const stage = async (appId: string, changes: Array<Record<string, unknown>>) => {
    const set = await call('create_change_set', { app_id: appId, label: 'remove neighbours' });
    for (const ch of changes) await call('add_file_change', { app_id: appId, change_set_id: set.change_set_id, ...ch });
    return set.change_set_id as string;
  };
  const removeApp = await fresh();
  const mineApp = await fresh();
  const renameApp = await fresh();
  return {
    ...base,
    generated: app.files,
    removeApp,
    removeSet: await stage(removeApp, [{ path: 'entities/Neighbour.json', operation: 'delete' }]),
    mineApp,
    mineSet: await stage(mineApp, [
      { path: 'entities/Neighbour.json', operation: 'delete' },
      { path: 'pages/NeighbourDetail.jsx', content: MY_PAGE },
    ]),
    renameApp,
  };
}
type F = Awaited<ReturnType<typeof fixtures>>;

const read = async (t: TestContext, appId: string) => Object.fromEntries(await t.svc.services.files.readFiles(appId));

async function assertClean(t: TestContext, f: F, appId: string) {
  const r = await t.client(f.tokens.owner).call('validate_app', { app_id: appId, include_runtime_errors: false });
  assert.ok(r.ok, JSON.stringify(r));
  const issues = r.result.issues as Array<{ severity: string; rule: string; path: string; message: string }>;
  const bad = issues.filter((i) => i.severity === 'error' || DRIFT.has(i.rule));
  assert.deepEqual(bad, [], 'validate_app is clean');
}

scenarios<F>('issue 18: pages follow removed and renamed entity files', fixtures, [
  {
    name: 'a change set deleting entities/Neighbour.json removes its pages, its navigation entry and relations to it',
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.removeApp, change_set_id: f.removeSet }),
    expect: {
      ok: true,
      check: (r) => {
        for (const p of ['pages/Neighbours.jsx', 'pages/NeighbourDetail.jsx', 'pages/NeighbourForm.jsx', 'entities/Neighbour.json'])
          assert.ok((r.deleted as string[]).includes(p), `${p} deleted: ${JSON.stringify(r.deleted)}`);
        assert.ok((r.written as string[]).includes('Layout.jsx'), JSON.stringify(r.written));
      },
    },
    after: async (f, _o, t) => {
      const files = await read(t, f.removeApp);
      assert.ok(!Object.keys(files).some((p) => /Neighbour/.test(p)), Object.keys(files).join(' '));
      for (const [path, text] of Object.entries(files))
        assert.doesNotMatch(text, /Neighbours?\b(?!\.)|entities\.Neighbour/, `${path} no longer names the entity`);
      const loan = JSON.parse(files['entities/Loan.json']) as { fields: Array<{ name: string; target?: string }> };
      assert.ok(!loan.fields.some((x) => x.target === 'Neighbour'), 'the relation to it is gone');
      await assertClean(t, f, f.removeApp);
    },
  },
  {
    name: "the caller's own page wins: a change set that deletes the entity and writes one of its pages keeps that page",
    as: 'owner',
    tool: 'apply_change_set',
    args: (f) => ({ app_id: f.mineApp, change_set_id: f.mineSet }),
    expect: { ok: true },
    after: async (f, _o, t) => {
      const files = await read(t, f.mineApp);
      assert.equal(files['pages/NeighbourDetail.jsx'], MY_PAGE);
      assert.ok(!('pages/Neighbours.jsx' in files) && !('pages/NeighbourForm.jsx' in files), 'the untouched pages went');
      await assertClean(t, f, f.mineApp);
    },
  },
  {
    name: 'rename_app_file entities/Tool.json → entities/Equipment.json renames the entity: pages, navigation and relations follow',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.renameApp, old_path: 'entities/Tool.json', new_path: 'entities/Equipment.json' }),
    expect: { ok: true, check: (r) => assert.equal(r.validation.new_error_count, 0) },
    after: async (f, _o, t) => {
      const files = await read(t, f.renameApp);
      assert.equal(JSON.parse(files['entities/Equipment.json']).name, 'Equipment', 'the name follows the path');
      assert.deepEqual(
        JSON.parse(files['entities/Equipment.json']).fields,
        JSON.parse(f.generated['entities/Tool.json']).fields,
        'the fields are as they were',
      );
      assert.ok(!Object.keys(files).some((p) => /^pages\/Tool/.test(p)), 'the Tool pages are gone');
      const pages = Object.keys(files).filter((p) => /^pages\/Equipment/.test(p));
      assert.equal(pages.length, 3, JSON.stringify(pages));
      for (const p of pages) assert.match(files[p], /svc\.entities\.Equipment\b/, p);
      assert.doesNotMatch(files['Layout.jsx'], /'Tools'|"Tools"/);
      assert.match(files['Layout.jsx'], /Equipment/);
      const loan = JSON.parse(files['entities/Loan.json']) as { fields: Array<{ name: string; target?: string }> };
      assert.equal(loan.fields.find((x) => x.name === 'tool')?.target, 'Equipment');
      await assertClean(t, f, f.renameApp);
    },
  },
]);
