// Issue 18: pages follow the data. A schema change made with update_entity_schema re-renders the
// generated pages and forms of the entity in the same write; a page changed by hand is left alone.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateApp } from '../../src/generation/offline/index.ts';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startTestService, type TestService } from '../support/harness.ts';

type Descriptor = { name: string; type: string; values?: string[] };
const DRIFT = new Set(['page-field-unknown', 'page-field-type', 'form-field-missing']);

function fieldsOf(src: string): Descriptor[] {
  const m = /\bconst FIELDS = (\[[\s\S]*?\n\]);/.exec(src);
  assert.ok(m, 'the page declares FIELDS');
  return JSON.parse(m[1].replace(/,\s*\]$/, ']'));
}
function pageOf(files: Record<string, string>, entity: string, role: string): string {
  const path = Object.keys(files).find(
    (p) =>
      p.startsWith('pages/') &&
      files[p].startsWith(`// fine-structure:page {`) &&
      files[p].split('\n', 1)[0].includes(`"entity":"${entity}"`) &&
      files[p].split('\n', 1)[0].includes(`"role":"${role}"`),
  );
  assert.ok(path, `a ${role} page of ${entity}`);
  return path;
}

describe('issue 18: pages follow update_entity_schema', () => {
  let svc: TestService;
  let c: ToolClient;
  let appId: string;
  let generated: Record<string, string>;
  async function call(tool: string, args: Record<string, unknown>) {
    const r = await c.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
    return r.result;
  }
  const read = async () => Object.fromEntries(await svc.services.files.readFiles(appId));

  before(async () => {
    svc = await startTestService();
    const owner = await svc.createAccount();
    c = restClient(svc.baseUrl, await svc.createToken(owner.id));
    appId = await svc.createApp(owner.id, 'Follow App');
    const app = generateApp({ name: 'Follow App', prompt: 'a tool library where neighbours lend tools, with borrowers and loans' });
    if (!app.ok) assert.fail(app.error);
    generated = app.files;
    await svc.services.files.applyChanges(appId, { upserts: app.files });
  });
  after(async () => svc?.stop());

  it('a number field and a status enum reach the form (number input, select with the values) and the list; validate_app finds no drift', async () => {
    const detailPath = pageOf(generated, 'Tool', 'detail');
    const handEdited = `${generated[detailPath]}\n// hand-edited: keep this\n`;
    await svc.services.files.applyChanges(appId, { upserts: { [detailPath]: handEdited } });

    const schema = JSON.parse(generated['entities/Tool.json']) as { fields: Array<Record<string, unknown>> };
    const versionsBefore = Number(
      (await svc.services.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM versions WHERE app_id = ?', [appId]))?.n,
    );
    const r = await call('update_entity_schema', {
      app_id: appId,
      entity: 'Tool',
      fields: [
        ...schema.fields,
        { name: 'replacement_cost', type: 'number' },
        { name: 'state', type: 'enum', values: ['available', 'lent', 'repair'], default: 'available' },
      ],
    });
    const formPath = pageOf(generated, 'Tool', 'form');
    const listPath = pageOf(generated, 'Tool', 'list');
    assert.ok((r.files_updated as string[]).includes(formPath), JSON.stringify(r.files_updated));
    assert.ok((r.files_updated as string[]).includes(listPath));
    assert.ok(!(r.files_updated as string[]).includes(detailPath), 'the hand-edited page is not rewritten');

    const files = await read();
    const form = fieldsOf(files[formPath]);
    assert.deepEqual(form.find((f) => f.name === 'replacement_cost')?.type, 'number', 'the form uses a number input');
    const state = form.find((f) => f.name === 'state');
    assert.equal(state?.type, 'enum', 'the form uses a select');
    assert.deepEqual(state?.values, ['available', 'lent', 'repair']);
    const list = fieldsOf(files[listPath]);
    assert.ok(list.some((f) => f.name === 'replacement_cost') && list.some((f) => f.name === 'state'), 'the list shows them');
    assert.equal(files[detailPath], handEdited, 'the hand-edited page is left as it was');

    // One Saved Version for the schema and its pages.
    const versionsAfter = Number(
      (await svc.services.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM versions WHERE app_id = ?', [appId]))?.n,
    );
    assert.equal(versionsAfter, versionsBefore + 1);

    const report = await call('validate_app', { app_id: appId });
    const drift = (report.issues as Array<{ rule: string; path: string; message: string }>).filter((i) => DRIFT.has(i.rule));
    assert.deepEqual(drift, [], 'no page drifts from its schema');
  });

  it('a field type change re-renders the untouched pages again, not the hand-edited one', async () => {
    const current = JSON.parse((await read())['entities/Tool.json']) as { fields: Array<Record<string, unknown>> };
    const r = await call('update_entity_schema', {
      app_id: appId,
      entity: 'Tool',
      fields: current.fields.map((f) => (f.name === 'replacement_cost' ? { name: 'replacement_cost', type: 'string' } : f)),
    });
    const formPath = pageOf(generated, 'Tool', 'form');
    assert.ok((r.files_updated as string[]).includes(formPath));
    const files = await read();
    assert.equal(fieldsOf(files[formPath]).find((f) => f.name === 'replacement_cost')?.type, 'string');
    assert.ok(files[pageOf(generated, 'Tool', 'detail')].endsWith('// hand-edited: keep this\n'));
    const report = await call('validate_app', { app_id: appId });
    assert.deepEqual(
      (report.issues as Array<{ rule: string }>).filter((i) => DRIFT.has(i.rule)),
      [],
    );
  });
});

describe('issue 18: pages follow entity files written with the file tools', () => {
  let svc: TestService;
  let c: ToolClient;
  let appId: string;
  let generated: Record<string, string>;
  async function call(tool: string, args: Record<string, unknown>) {
    const r = await c.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
    return r.result;
  }
  const read = async () => Object.fromEntries(await svc.services.files.readFiles(appId));
  const versions = async () =>
    Number((await svc.services.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM versions WHERE app_id = ?', [appId]))?.n);
  function withField(schemaText: string, field: Record<string, unknown>): string {
    const schema = JSON.parse(schemaText) as { fields: Array<Record<string, unknown>> };
    return `${JSON.stringify({ ...schema, fields: [...schema.fields, field] }, null, 2)}\n`;
  }

  before(async () => {
    svc = await startTestService();
    const owner = await svc.createAccount();
    c = restClient(svc.baseUrl, await svc.createToken(owner.id));
    appId = await svc.createApp(owner.id, 'Follow Files App');
    const app = generateApp({ name: 'Follow Files App', prompt: 'a tool library where neighbours lend tools, with borrowers and loans' });
    if (!app.ok) assert.fail(app.error);
    generated = app.files;
    await svc.services.files.applyChanges(appId, { upserts: app.files });
  });
  after(async () => svc?.stop());

  it('write_app_file of entities/Tool.json adding a field re-renders the form and the list in the same Saved Version', async () => {
    const formPath = pageOf(generated, 'Tool', 'form');
    const listPath = pageOf(generated, 'Tool', 'list');
    const versionsBefore = await versions();
    const r = await call('write_app_file', {
      app_id: appId,
      path: 'entities/Tool.json',
      content: withField((await read())['entities/Tool.json'], { name: 'replacement_cost', type: 'number' }),
    });
    assert.ok((r.files_updated as string[]).includes(formPath), JSON.stringify(r.files_updated));
    assert.ok((r.files_updated as string[]).includes(listPath));
    assert.equal(await versions(), versionsBefore + 1, 'one Saved Version for the schema and its pages');
    const files = await read();
    assert.equal(fieldsOf(files[formPath]).find((f) => f.name === 'replacement_cost')?.type, 'number', 'the form uses a number input');
    assert.ok(
      fieldsOf(files[listPath]).some((f) => f.name === 'replacement_cost'),
      'the list shows it',
    );
    // The Saved Version holds the tree before the write: the old form, without the field.
    const snap = await svc.services.files.readVersionFiles(r.snapshot_id as string, [formPath]);
    assert.equal(snap.get(formPath), generated[formPath]);
    const report = await call('validate_app', { app_id: appId });
    assert.deepEqual(
      (report.issues as Array<{ rule: string }>).filter((i) => DRIFT.has(i.rule)),
      [],
    );
  });

  it("a change set that changes the entity file and a page keeps the caller's page and re-renders the others", async () => {
    const formPath = pageOf(generated, 'Tool', 'form');
    const listPath = pageOf(generated, 'Tool', 'list');
    const files = await read();
    const mine = `${files[formPath]}\n// the caller's own form\n`;
    const set = await call('create_change_set', { app_id: appId, label: 'add a note field' });
    const id = set.change_set_id as string;
    await call('add_file_change', {
      app_id: appId,
      change_set_id: id,
      path: 'entities/Tool.json',
      content: withField(files['entities/Tool.json'], { name: 'note', type: 'string' }),
    });
    await call('add_file_change', { app_id: appId, change_set_id: id, path: formPath, content: mine });
    const r = await call('apply_change_set', { app_id: appId, change_set_id: id });
    assert.ok((r.written as string[]).includes(listPath), JSON.stringify(r.written));
    const after = await read();
    assert.equal(after[formPath], mine, "the caller's page wins");
    assert.ok(
      fieldsOf(after[listPath]).some((f) => f.name === 'note'),
      'the untouched list follows',
    );
  });

  it('write_app_file of a page alone does not re-render anything; a hand-edited page is left alone', async () => {
    const listPath = pageOf(generated, 'Tool', 'list');
    const formPath = pageOf(generated, 'Tool', 'form');
    const edited = `${(await read())[listPath]}\n// hand-edited\n`;
    const w = await call('write_app_file', { app_id: appId, path: listPath, content: edited });
    assert.deepEqual(w.files_updated, []);
    const r = await call('write_app_file', {
      app_id: appId,
      path: 'entities/Tool.json',
      content: withField((await read())['entities/Tool.json'], { name: 'weight', type: 'number' }),
    });
    assert.ok(!(r.files_updated as string[]).includes(listPath));
    assert.ok(!(r.files_updated as string[]).includes(formPath), 'the form was changed by the caller earlier: not generated any more');
    assert.equal((await read())[listPath], edited);
  });
});
