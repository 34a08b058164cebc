import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AppErrorsService } from '../../src/apps/errors.ts';
import { AppsService, checkImageUpload, languageDetails } from '../../src/apps/service.ts';
import { FileStore } from '../../src/files/store.ts';
import { IdentityService } from '../../src/identity/service.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/storage/index.ts';
import { freshDb, TEST_DB } from '../support/harness.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe(`workspace storage: AppsService, FileStore, AppErrorsService [${TEST_DB}]`, () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let apps: AppsService;
  let files: FileStore;
  let errors: AppErrorsService;
  let accountId: string;

  before(async () => {
    ({ db, dispose } = await freshDb());
    apps = new AppsService(db);
    files = new FileStore(db);
    errors = new AppErrorsService(db);
    const identity = new IdentityService(db, loadConfig({}));
    accountId = (await identity.createAccount({ email: `store-${Date.now()}@example.com`, password: 'correct horse battery' })).id;
  });
  after(async () => dispose());

  it('createApp truncates the name to 100 characters and refuses an empty one', async () => {
    const app = await apps.createApp(null, accountId, { name: 'x'.repeat(150), description: 'd' });
    assert.equal(app.name.length, 100);
    assert.equal((await apps.get(app.id))?.name, app.name);
    await assert.rejects(apps.createApp(null, accountId, { name: '   ' }), /1-100 characters/);
    const emoji = await apps.createApp(null, accountId, { name: '😀'.repeat(120) });
    assert.equal(Array.from(emoji.name).length, 100);
  });

  it('createApp joins a caller transaction', async () => {
    await assert.rejects(
      db.transaction(async (tx) => {
        await apps.createApp(tx, accountId, { name: 'rolled back' });
        throw new Error('boom');
      }),
      /boom/,
    );
    const { apps: list } = await apps.listOwned(accountId);
    assert.ok(!list.some((a) => a.name === 'rolled back'));
  });

  it('listOwned: newest activity first, total, paging', async () => {
    const a = await apps.createApp(null, accountId, { name: 'A' });
    await new Promise((r) => setTimeout(r, 5));
    const b = await apps.createApp(null, accountId, { name: 'B' });
    await new Promise((r) => setTimeout(r, 5));
    await apps.touch(a.id);
    const { apps: list, total } = await apps.listOwned(accountId, { limit: 2 });
    assert.equal(list[0]!.id, a.id);
    assert.equal(list[1]!.id, b.id);
    assert.ok(total >= 4);
    const page2 = await apps.listOwned(accountId, { limit: 2, offset: 2 });
    assert.ok(!page2.apps.some((x) => x.id === a.id || x.id === b.id));
  });

  it('metadata: set atomically, images by magic bytes, language details', async () => {
    const app = await apps.createApp(null, accountId, { name: 'Meta' });
    const icon = checkImageUpload('icon', PNG.toString('base64'));
    const m = await apps.setMetadata(app.id, { language: 'pt_br', icon, description: 'new' });
    assert.equal(m.language, 'pt-BR');
    assert.equal(m.icon?.content_type, 'image/png');
    assert.equal(m.icon?.size, PNG.length);
    assert.equal(m.description, 'new');
    const img = await apps.getImage(app.id, 'icon');
    assert.deepEqual(Buffer.from(img!.data), PNG);
    await assert.rejects(apps.setMetadata(app.id, { description: 'changed', language: 'not a tag!' }), /Invalid language/);
    assert.equal((await apps.getMetadata(app.id)).description, 'new', 'a refused change leaves everything as it was');
    assert.throws(() => checkImageUpload('icon', Buffer.from('GIF89a....').toString('base64')), /not a PNG, JPEG or WebP/);
    assert.throws(
      () => checkImageUpload('icon', PNG.toString('base64'), 'image/jpeg'),
      /content_type says image\/jpeg but the bytes are image\/png/,
    );
    assert.deepEqual(languageDetails('ar'), { html_lang: 'ar', dir: 'rtl', og_locale: 'ar_EG' });
    assert.deepEqual(languageDetails(''), { html_lang: 'en', dir: 'ltr', og_locale: 'en_US' });
  });

  it('applyChanges writes, deletes, snapshots the state before, and shares blobs', async () => {
    const app = await apps.createApp(null, accountId, { name: 'Files' });
    const r1 = await files.applyChanges(app.id, {
      upserts: { 'pages/Home.jsx': 'export default function Home() { return null; }', './components/A.jsx': 'a' },
    });
    assert.equal(r1.snapshot_id, null);
    assert.deepEqual(r1.written, ['components/A.jsx', 'pages/Home.jsx']);
    const r2 = await files.applyChanges(
      app.id,
      { upserts: { 'components/A.jsx': 'a2' }, deletes: ['pages/Home.jsx', 'pages/Missing.jsx'] },
      { savedVersion: { cause_tool: 'write_app_file', label: 'before' } },
    );
    assert.ok(r2.snapshot_id);
    assert.deepEqual(r2.deleted, ['pages/Home.jsx']);
    assert.deepEqual([...(await files.readFiles(app.id)).entries()], [['components/A.jsx', 'a2']]);
    const before = await files.readVersionFiles(r2.snapshot_id!);
    assert.deepEqual([...before.keys()], ['components/A.jsx', 'pages/Home.jsx']);
    assert.equal(before.get('components/A.jsx'), 'a');
    const v = await files.getVersion(r2.snapshot_id!, app.id);
    assert.equal(v?.cause_tool, 'write_app_file');
    assert.equal(v?.label, 'before');
    assert.equal(v?.file_count, 2);
    assert.equal(await files.getVersion(r2.snapshot_id!, 'app_other'), null);
    const listed = await files.listFiles(app.id);
    assert.equal(listed[0]!.file_type, 'component');
    assert.equal(listed[0]!.size, 2);
    assert.equal(await files.readFile(app.id, 'components/A.jsx'), 'a2');
    assert.equal(await files.readFile(app.id, 'pages/Home.jsx'), null);
  });

  it('applyChanges refuses bad paths, binary content and unknown apps before writing anything', async () => {
    const app = await apps.createApp(null, accountId, { name: 'Refusals' });
    await files.applyChanges(app.id, { upserts: { 'pages/Home.jsx': 'home' } });
    await assert.rejects(files.applyChanges(app.id, { upserts: { 'pages/Ok.jsx': 'x', '../etc/passwd': 'x' } }), /"\.\." segments/);
    await assert.rejects(files.applyChanges(app.id, { upserts: { 'pages/Bin.jsx': 'a\u0000b' } }), /looks binary/);
    await assert.rejects(files.applyChanges('app_nope', { upserts: { 'pages/X.jsx': 'x' } }), /App not found/);
    assert.deepEqual([...(await files.readFiles(app.id)).keys()], ['pages/Home.jsx']);
    assert.equal((await files.listVersions(app.id)).total, 0);
  });

  it('a thousand Saved Versions of a 200-file app share unchanged blobs and manifests', async () => {
    const app = await apps.createApp(null, accountId, { name: 'Big' });
    const upserts: Record<string, string> = {};
    for (let i = 0; i < 200; i++) upserts[`components/C${i}.jsx`] = `export const C${i} = () => ${i};\n`.repeat(20);
    await files.applyChanges(app.id, { upserts });
    const blobsBefore = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM blobs'))!.n);
    for (let i = 0; i < 1000; i++) await files.createSavedVersion(app.id, 'test');
    for (let i = 0; i < 20; i++) {
      await files.applyChanges(
        app.id,
        { upserts: { 'components/C0.jsx': `edit ${i}` } },
        { savedVersion: { cause_tool: 'write_app_file' } },
      );
    }
    const blobs = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM blobs'))!.n);
    const manifests = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM version_manifests'))!.n);
    assert.equal(blobs - blobsBefore, 20, 'only the changed contents are new blobs');
    assert.ok(manifests <= 21 + 10, `one manifest per distinct tree (got ${manifests})`);
    const { versions, total } = await files.listVersions(app.id, { limit: 5 });
    assert.equal(total, 1020);
    assert.equal(versions[0]!.seq, 1020);
    const v = await files.readVersionFiles(versions[0]!.snapshot_id, ['components/C0.jsx', 'components/C1.jsx']);
    assert.equal(v.get('components/C0.jsx'), 'edit 18');
    assert.equal(v.size, 2);
  });

  it('runtime errors are deduplicated by fingerprint and counted', async () => {
    const app = await apps.createApp(null, accountId, { name: 'Errors' });
    const e = {
      kind: 'runtime',
      message: "Cannot read properties of undefined (reading 'x') at 12",
      path: 'pages/Home.jsx',
      line: 3,
      column: 7,
    };
    await errors.recordRuntimeError(app.id, e, 1000);
    const again = await errors.recordRuntimeError(
      app.id,
      { ...e, message: "Cannot read properties of undefined (reading 'x') at 13" },
      2000,
    );
    assert.equal(again.count, 2);
    await errors.recordRuntimeError(app.id, { kind: 'network', message: 'GET /api failed', url: 'https://x/p?a=1' }, 3000);
    const { errors: list, total } = await errors.listRecent(app.id, 20);
    assert.equal(total, 2);
    assert.equal(list[0]!.kind, 'network');
    assert.equal(list[1]!.count, 2);
    assert.equal(list[1]!.line, 3);
  });
});
