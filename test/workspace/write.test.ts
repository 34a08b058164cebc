import assert from 'node:assert/strict';
import { guardRows, scenarios, type TestContext } from '../support/scenarios.ts';
import {
  JPEG_BYTES,
  PNG_BYTES,
  SEED,
  WEBP_BYTES,
  WORKSPACE_ENV,
  workspaceFixtures,
  type WorkspaceFixtures,
} from '../support/workspace-fixtures.ts';

type Row = Parameters<typeof scenarios<WorkspaceFixtures>>[2][number];
const files = (t: TestContext, appId: string) => t.svc.services.files.readFiles(appId);
const latest = async (t: TestContext, appId: string) => (await t.svc.services.files.listVersions(appId, { limit: 1 })).versions[0]!;
const ABOUT = SEED['pages/About.jsx']!;

const writeRows: Row[] = [
  {
    name: 'write_app_file: creates a file after a Saved Version of the state before',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({
      app_id: f.appId,
      path: 'components/Card.jsx',
      content: 'export default function Card({ children }) {\n  return <div>{children}</div>;\n}\n',
    }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.path, 'components/Card.jsx');
        assert.equal(r.created, true);
        assert.equal(r.file_type, 'component');
        assert.match(r.snapshot_id, /^snap_/);
        assert.equal(r.validation.file_error_count, 0);
      },
    },
    after: async (f, o, t) => {
      const now = await files(t, f.appId);
      assert.match(now.get('components/Card.jsx')!, /function Card/);
      const v = await latest(t, f.appId);
      assert.equal(v.snapshot_id, (o as any).result.snapshot_id);
      assert.equal(v.cause_tool, 'write_app_file');
      const before = await t.svc.services.files.readVersionFiles(v.snapshot_id);
      assert.equal(before.has('components/Card.jsx'), false, 'the Saved Version holds the state before the write');
      assert.equal(before.size, Object.keys(SEED).length);
    },
  },
  {
    name: 'write_app_file: replaces a file; a token with files:write only may write',
    as: 'filesWrite',
    tool: 'write_app_file',
    args: (f) => ({
      app_id: f.appId,
      path: 'components/Card.jsx',
      content: 'export default function Card() {\n  return <div>card</div>;\n}\n',
      file_type: 'component',
    }),
    expect: { ok: true, check: (r) => assert.equal(r.created, false) },
    after: async (f, _o, t) => assert.match((await files(t, f.appId)).get('components/Card.jsx')!, /card<\/div>/),
  },
  {
    name: 'write_app_file: a broken file is written and its issues are reported (not blocking)',
    as: 'update',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/Broken.jsx', content: 'export default function Broken( {\n  return <p>x</p>;\n}\n' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.validation.file_error_count, 1);
        assert.equal(r.validation.issues[0].rule, 'syntax');
        assert.equal(r.validation.issues[0].path, 'pages/Broken.jsx');
      },
    },
  },
  {
    name: 'validate_app: the broken file is reported with path, line, column, rule and hint',
    as: 'owner',
    tool: 'validate_app',
    args: (f) => ({ app_id: f.appId, include_runtime_errors: false }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.ok, false);
        const i = r.issues.find((x: any) => x.rule === 'syntax');
        assert.equal(i.severity, 'error');
        assert.equal(i.path, 'pages/Broken.jsx');
        assert.equal(i.line, 2);
        assert.equal(typeof i.column, 'number');
        assert.ok(i.hint.length > 0);
      },
    },
  },
  {
    name: 'write_app_file: ".." in the path is refused with the path and the rule',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: '../secrets.jsx', content: 'x' }),
    expect: { error: 'invalid_params', message: /Invalid path "\.\.\/secrets\.jsx": "\.\." segments are not allowed/ },
  },
  {
    name: 'write_app_file: an absolute path is refused',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: '/pages/A.jsx', content: 'x' }),
    expect: { error: 'invalid_params', message: /absolute paths/ },
  },
  {
    name: 'write_app_file: a path outside the file model is refused',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: 'src/App.jsx', content: 'x' }),
    expect: { error: 'invalid_params', message: /not part of the app file model/ },
  },
  {
    name: 'write_app_file: a control character in the path is refused',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/A\tB.jsx', content: 'x' }),
    expect: { error: 'invalid_params', message: /control characters/ },
  },
  {
    name: 'write_app_file: binary content is refused',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: 'components/Bin.jsx', content: 'a\u0000b' }),
    expect: { error: 'invalid_params', message: /looks binary/ },
  },
  {
    name: 'write_app_file: a file over 512 KiB is refused',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: 'lib/big.js', content: `// ${'x'.repeat(600 * 1024)}` }),
    expect: { error: 'invalid_params', message: /at most 524288 bytes/ },
  },
  {
    name: 'write_app_file: a file_type that disagrees with the path is refused',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: 'components/X.jsx', content: 'x', file_type: 'page' }),
    expect: { error: 'invalid_params', message: /file_type "page" does not match the path components\/X\.jsx, which is a component file/ },
    after: async (f, _o, t) => assert.equal((await files(t, f.appId)).has('components/X.jsx'), false),
  },
  {
    name: 'write_app_file: content is required',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: 'components/X.jsx' }),
    expect: { error: 'invalid_params', message: /content/ },
  },
  {
    name: 'write_app_file: a token locked to this app writes',
    as: 'locked',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: 'lib/format.js', content: 'export const fmt = (n) => String(n);\n' }),
    expect: { ok: true, check: (r) => assert.equal(r.file_type, 'lib') },
  },
  ...guardRows<WorkspaceFixtures>('write_app_file', (f) => ({ app_id: f.appId, path: 'lib/x.js', content: 'x' }), 'readonly'),
  {
    name: 'write_app_file: refused calls changed nothing',
    as: 'owner',
    tool: 'get_app_files',
    args: (f) => ({ app_id: f.appId }),
    expect: { ok: true, check: (r) => assert.ok(!r.files.some((x: any) => x.path === 'lib/x.js')) },
    after: async (f, _o, t) => assert.equal((await files(t, f.otherAppId)).has('lib/x.js'), false),
  },
];

const patchRows: Row[] = [
  {
    name: 'patch_app_file: replaces the one match after a Saved Version',
    as: 'owner',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/About.jsx', old_text: 'About us', new_text: 'About $& $1 us' }),
    expect: { ok: true, check: (r) => (assert.equal(r.replacements, 1), assert.match(r.snapshot_id, /^snap_/)) },
    after: async (f, o, t) => {
      assert.equal(
        (await files(t, f.appId)).get('pages/About.jsx'),
        ABOUT.replace('About us', () => 'About $& $1 us'),
        'replacement text is taken literally',
      );
      const v = await latest(t, f.appId);
      assert.equal(v.cause_tool, 'patch_app_file');
      assert.equal((await t.svc.services.files.readVersionFiles(v.snapshot_id)).get('pages/About.jsx'), ABOUT);
      assert.equal(v.snapshot_id, (o as any).result.snapshot_id);
    },
  },
  {
    name: 'patch_app_file: zero matches is a clear error with the count, nothing changes',
    as: 'owner',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/About.jsx', old_text: 'no such text', new_text: 'x' }),
    expect: { error: 'invalid_request', message: /old_text matches 0 times in pages\/About\.jsx/ },
    after: async (f, o, t) => {
      assert.equal((o as any).data.matches, 0);
      assert.match((await files(t, f.appId)).get('pages/About.jsx')!, /About \$& \$1 us/);
    },
  },
  {
    name: 'patch_app_file: several matches without replace_all is an error with the count and lines',
    as: 'owner',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/Home.jsx', old_text: 'div', new_text: 'section' }),
    expect: { error: 'invalid_request', message: /old_text matches 2 times in pages\/Home\.jsx \(lines 7, 11\)/ },
    after: async (f, o, t) => {
      assert.equal((o as any).data.matches, 2);
      assert.equal((await files(t, f.appId)).get('pages/Home.jsx'), SEED['pages/Home.jsx']);
    },
  },
  {
    name: 'patch_app_file: replace_all replaces every match',
    as: 'filesWrite',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/Home.jsx', old_text: 'div', new_text: 'section', replace_all: true }),
    expect: { ok: true, check: (r) => assert.equal(r.replacements, 2) },
    after: async (f, _o, t) =>
      assert.equal((await files(t, f.appId)).get('pages/Home.jsx'), SEED['pages/Home.jsx']!.split('div').join('section')),
  },
  {
    name: 'patch_app_file: a missing file is not found',
    as: 'owner',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/Nope.jsx', old_text: 'a', new_text: 'b' }),
    expect: { error: 'not_found', message: 'File not found: pages/Nope.jsx' },
  },
  {
    name: 'patch_app_file: an empty old_text is invalid',
    as: 'owner',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/About.jsx', old_text: '', new_text: 'b' }),
    expect: { error: 'invalid_params', message: /old_text/ },
  },
  {
    name: 'patch_app_file: new_text is required',
    as: 'owner',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/About.jsx', old_text: 'a' }),
    expect: { error: 'invalid_params', message: /new_text/ },
  },
  {
    name: 'patch_app_file: a patch that makes the file binary is refused',
    as: 'owner',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/About.jsx', old_text: 'return', new_text: '\u0000' }),
    expect: { error: 'invalid_params', message: /looks binary/ },
  },
  ...guardRows<WorkspaceFixtures>(
    'patch_app_file',
    (f) => ({ app_id: f.appId, path: 'pages/About.jsx', old_text: 'About', new_text: 'X' }),
    'readonly',
  ),
];

const renameRows: Row[] = [
  {
    name: 'rename_app_file: a rename that breaks an import is blocked with the issues',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'components/Button.jsx', new_path: 'components/ui/Button.jsx' }),
    expect: { error: 'validation_blocked', message: /Renaming components\/Button\.jsx to components\/ui\/Button\.jsx is blocked/ },
    after: async (f, o, t) => {
      const data = (o as any).data;
      assert.equal(data.issues[0].rule, 'import-unresolved');
      assert.equal(data.issues[0].path, 'pages/Home.jsx');
      assert.equal(data.new_error_count, 1);
      assert.ok((await files(t, f.appId)).has('components/Button.jsx'), 'nothing moved');
    },
  },
  {
    name: 'rename_app_file: a rename that keeps the app valid applies atomically after a Saved Version',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'lib/format.js', new_path: 'lib/text/format.js' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.new_path, 'lib/text/format.js'), assert.equal(r.validation.new_error_count, 0), assert.match(r.snapshot_id, /^snap_/)
      ),
    },
    after: async (f, _o, t) => {
      const now = await files(t, f.appId);
      assert.equal(now.has('lib/format.js'), false);
      assert.equal(now.get('lib/text/format.js'), 'export const fmt = (n) => String(n);\n');
      const v = await latest(t, f.appId);
      assert.equal(v.cause_tool, 'rename_app_file');
      assert.ok((await t.svc.services.files.readVersionFiles(v.snapshot_id)).has('lib/format.js'));
    },
  },
  {
    name: 'rename_app_file: an existing target needs overwrite',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'components/Card.jsx', new_path: 'components/Button.jsx' }),
    expect: { error: 'conflict', message: 'File already exists: components/Button.jsx; pass overwrite=true to replace it' },
  },
  {
    name: 'rename_app_file: with force the blocked rename applies',
    as: 'filesWrite',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'components/Button.jsx', new_path: 'components/ui/Button.jsx', force: true }),
    expect: { ok: true, check: (r) => (assert.equal(r.forced, true), assert.equal(r.validation.new_error_count, 1)) },
    after: async (f, _o, t) => assert.ok((await files(t, f.appId)).has('components/ui/Button.jsx')),
  },
  {
    name: 'rename_app_file: overwrite replaces the target',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'components/ui/Button.jsx', new_path: 'components/Card.jsx', overwrite: true, force: true }),
    expect: { ok: true, check: (r) => assert.equal(r.replaced_existing, true) },
    after: async (f, _o, t) => {
      const now = await files(t, f.appId);
      assert.equal(now.get('components/Card.jsx'), SEED['components/Button.jsx']);
      assert.equal(now.has('components/ui/Button.jsx'), false);
    },
  },
  {
    name: 'rename_app_file: a missing source is not found',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'pages/Nope.jsx', new_path: 'pages/Yes.jsx' }),
    expect: { error: 'not_found', message: 'File not found: pages/Nope.jsx' },
  },
  {
    name: 'rename_app_file: an invalid target path is refused',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'pages/About.jsx', new_path: 'pages/about-us.jsx' }),
    expect: { error: 'invalid_params', message: /PascalCase/ },
  },
  {
    name: 'rename_app_file: the same path is refused',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'pages/About.jsx', new_path: './pages/About.jsx' }),
    expect: { error: 'invalid_request', message: /are the same/ },
  },
  {
    name: 'rename_app_file: new_path is required',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'pages/About.jsx' }),
    expect: { error: 'invalid_params', message: /new_path/ },
  },
  ...guardRows<WorkspaceFixtures>(
    'rename_app_file',
    (f) => ({ app_id: f.appId, old_path: 'pages/About.jsx', new_path: 'pages/Team.jsx' }),
    'readonly',
  ),
  {
    name: 'rename_app_file: every write made exactly one Saved Version',
    as: 'owner',
    tool: 'list_saved_versions',
    args: (f) => ({ app_id: f.appId, limit: 200 }),
    expect: {
      ok: true,
      check: (r) => {
        const causes = r.versions.map((v: any) => v.cause_tool).reverse();
        // 2 from the fixtures, then the successful writes of this table in order.
        assert.deepEqual(causes.slice(2), [
          'write_app_file',
          'write_app_file',
          'write_app_file',
          'write_app_file',
          'patch_app_file',
          'patch_app_file',
          'rename_app_file',
          'rename_app_file',
          'rename_app_file',
        ]);
      },
    },
  },
];

const png = PNG_BYTES.toString('base64');
const metadataRows: Row[] = [
  {
    name: 'set_app_metadata: sets name, description, language and images atomically, without a Saved Version',
    as: 'owner',
    tool: 'set_app_metadata',
    args: (f) => ({
      app_id: f.appId,
      name: 'Renamed app',
      description: 'A better app',
      language: 'ar',
      icon: png,
      social_image: { data: `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`, content_type: 'image/jpeg' },
    }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.name, 'Renamed app');
        assert.equal(r.description, 'A better app');
        assert.equal(r.language, 'ar');
        assert.equal(r.dir, 'rtl');
        assert.equal(r.og_locale, 'ar_EG');
        assert.equal(r.icon.content_type, 'image/png');
        assert.equal(r.icon.size, PNG_BYTES.length);
        assert.equal(r.social_image.content_type, 'image/jpeg');
        assert.deepEqual(r.changed.sort(), ['description', 'icon', 'language', 'name', 'social_image']);
      },
    },
    after: async (f, _o, t) => {
      assert.equal((await t.svc.services.apps.get(f.appId))?.name, 'Renamed app');
      assert.deepEqual(Buffer.from((await t.svc.services.apps.getImage(f.appId, 'icon'))!.data), PNG_BYTES);
    },
  },
  {
    name: 'set_app_metadata: a name over 100 characters is cut to 100',
    as: 'update',
    tool: 'set_app_metadata',
    args: (f) => ({ app_id: f.appId, name: 'n'.repeat(130), icon: { data: WEBP_BYTES.toString('base64') } }),
    expect: { ok: true, check: (r) => (assert.equal(r.name.length, 100), assert.equal(r.icon.content_type, 'image/webp')) },
  },
  {
    name: 'set_app_metadata: bytes that are not PNG/JPEG/WebP are refused and nothing changes',
    as: 'owner',
    tool: 'set_app_metadata',
    args: (f) => ({
      app_id: f.appId,
      description: 'should not be saved',
      social_image: Buffer.from('GIF89a-not-allowed').toString('base64'),
    }),
    expect: { error: 'invalid_params', message: /Invalid social_image: the bytes are not a PNG, JPEG or WebP image/ },
    after: async (f, _o, t) => assert.equal((await t.svc.services.apps.getMetadata(f.appId)).description, 'A better app'),
  },
  {
    name: 'set_app_metadata: a declared content_type must match the bytes',
    as: 'owner',
    tool: 'set_app_metadata',
    args: (f) => ({ app_id: f.appId, icon: { data: png, content_type: 'image/webp' } }),
    expect: { error: 'invalid_params', message: /content_type says image\/webp but the bytes are image\/png/ },
  },
  {
    name: 'set_app_metadata: an image over 5 MB is refused',
    as: 'owner',
    tool: 'set_app_metadata',
    args: (f) => ({ app_id: f.appId, icon: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]).toString('base64') }),
    expect: { error: 'invalid_params', message: /at most 5242880 bytes \(5 MB\)/ },
  },
  {
    name: 'set_app_metadata: invalid base64 is refused',
    as: 'owner',
    tool: 'set_app_metadata',
    args: (f) => ({ app_id: f.appId, icon: 'not base64 !!' }),
    expect: { error: 'invalid_params', message: /base64/ },
  },
  {
    name: 'set_app_metadata: an invalid language is refused, and nothing else changes',
    as: 'owner',
    tool: 'set_app_metadata',
    args: (f) => ({ app_id: f.appId, name: 'Should not apply', language: 'english please' }),
    expect: { error: 'invalid_params', message: /Invalid language/ },
    after: async (f, _o, t) => assert.equal((await t.svc.services.apps.get(f.appId))?.name, 'n'.repeat(100)),
  },
  {
    name: 'set_app_metadata: an empty name is refused',
    as: 'owner',
    tool: 'set_app_metadata',
    args: (f) => ({ app_id: f.appId, name: '  ' }),
    expect: { error: 'invalid_params', message: /1-100 characters/ },
  },
  {
    name: 'set_app_metadata: no field is refused',
    as: 'owner',
    tool: 'set_app_metadata',
    args: (f) => ({ app_id: f.appId }),
    expect: { error: 'invalid_params', message: /at least one of/ },
  },
  {
    name: 'set_app_metadata: null removes an image',
    as: 'locked',
    tool: 'set_app_metadata',
    args: (f) => ({ app_id: f.appId, social_image: null }),
    expect: { ok: true, check: (r) => (assert.equal(r.social_image, null), assert.equal(r.icon.content_type, 'image/webp')) },
  },
  {
    name: 'get_app_metadata: shows what was set',
    as: 'owner',
    tool: 'get_app_metadata',
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.language, 'ar'), assert.equal(r.icon.content_type, 'image/webp'), assert.equal(r.social_image, null)),
    },
  },
  ...guardRows<WorkspaceFixtures>('set_app_metadata', (f) => ({ app_id: f.appId, description: 'x' }), 'filesWrite'),
  {
    name: 'set_app_metadata: made no Saved Version',
    as: 'owner',
    tool: 'list_saved_versions',
    args: (f) => ({ app_id: f.app2 }),
    expect: { ok: true, check: (r) => assert.equal(r.total, 0) },
    after: async (f, _o, t) =>
      assert.ok(!(await t.svc.services.files.listVersions(f.appId)).versions.some((v) => v.cause_tool.includes('metadata'))),
  },
];

scenarios(
  'workspace: writing, patching and renaming in sequence',
  workspaceFixtures,
  [...writeRows, ...patchRows, ...renameRows],
  WORKSPACE_ENV,
);
scenarios('workspace: app metadata', workspaceFixtures, metadataRows, WORKSPACE_ENV);

/** Runs `during` once, right after the next call of `method` returned (a write landing in between). */
function interleave(t: TestContext, method: 'readFile' | 'readFiles', during: () => Promise<unknown>) {
  const store = t.svc.services.files;
  const original = store[method] as (...a: unknown[]) => Promise<unknown>;
  (store as any)[method] = async (...args: unknown[]) => {
    (store as any)[method] = original;
    const out = await original.apply(store, args);
    await during();
    return out;
  };
}
const RACE = 'export const N = 1;\n';
const CONCURRENT = 'export const N = 1;\nexport const M = 2;\n';
const OTHER = 'export const N = 1;\nexport const Q = 3;\n';
const TAKEN = 'export const T = 1;\n';
const put = (t: TestContext, appId: string, path: string, content: string) =>
  t.svc.services.files.applyChanges(appId, { upserts: { [path]: content } });
// Each row's `after` arms the interleaving of the next one: another write lands between its read and its write.
const raceRows: Row[] = [
  {
    name: 'race: a file to patch and rename',
    as: 'owner',
    tool: 'write_app_file',
    args: (f) => ({ app_id: f.appId, path: 'lib/race.js', content: RACE }),
    expect: { ok: true },
    after: (f, _o, t) => interleave(t, 'readFile', () => put(t, f.appId, 'lib/race.js', CONCURRENT)),
  },
  {
    name: 'race: a patch whose file changed after it was read is a conflict; the other write is kept',
    as: 'owner',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'lib/race.js', old_text: 'N = 1', new_text: 'N = 10' }),
    expect: { error: 'conflict', message: /lib\/race\.js changed while this change was being prepared/ },
    after: async (f, _o, t) => {
      assert.equal((await files(t, f.appId)).get('lib/race.js'), CONCURRENT);
      interleave(t, 'readFiles', () => put(t, f.appId, 'lib/race.js', OTHER));
    },
  },
  {
    name: 'race: a rename whose file changed after it was read is a conflict; nothing moves',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'lib/race.js', new_path: 'lib/moved.js' }),
    expect: { error: 'conflict', message: /lib\/race\.js changed while this change was being prepared/ },
    after: async (f, _o, t) => {
      const now = await files(t, f.appId);
      assert.equal(now.get('lib/race.js'), OTHER);
      assert.equal(now.has('lib/moved.js'), false);
      interleave(t, 'readFiles', () => put(t, f.appId, 'lib/taken.js', TAKEN));
    },
  },
  {
    name: 'race: a rename onto a path created after it was read is a conflict; that file is kept',
    as: 'owner',
    tool: 'rename_app_file',
    args: (f) => ({ app_id: f.appId, old_path: 'lib/race.js', new_path: 'lib/taken.js' }),
    expect: { error: 'conflict', message: /lib\/taken\.js changed/ },
    after: async (f, _o, t) => {
      const now = await files(t, f.appId);
      assert.equal(now.get('lib/taken.js'), TAKEN);
      assert.equal(now.get('lib/race.js'), OTHER);
    },
  },
  {
    name: 'race: without interference the patch applies',
    as: 'owner',
    tool: 'patch_app_file',
    args: (f) => ({ app_id: f.appId, path: 'lib/race.js', old_text: 'N = 1', new_text: 'N = 10' }),
    expect: { ok: true },
  },
];
scenarios('workspace: read-modify-write races', workspaceFixtures, raceRows, WORKSPACE_ENV);
