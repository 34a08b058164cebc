import assert from 'node:assert/strict';
import { guardRows, scenarios } from '../support/scenarios.ts';
import { SEED, WORKSPACE_ENV, workspaceFixtures, type WorkspaceFixtures } from '../support/workspace-fixtures.ts';

type Row = Parameters<typeof scenarios<WorkspaceFixtures>>[2][number];
const app = (f: WorkspaceFixtures) => ({ app_id: f.appId });
const seedPaths = [...Object.keys(SEED)].sort();

const rows: Row[] = [
  // list_apps
  {
    name: 'list_apps: owned apps, newest activity first, with the total',
    as: 'owner',
    tool: 'list_apps',
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.total, 2);
        assert.deepEqual(r.apps.map((a: any) => a.app_id).sort(), [f.appId, f.app2].sort());
        assert.equal(r.apps[0].app_id, f.appId, 'the seeded app had the latest activity');
        assert.equal(r.apps[0].total_files, seedPaths.length);
        assert.equal(r.apps[0].name, 'Owner app');
        assert.ok(!r.apps.some((a: any) => a.app_id === f.otherAppId));
        assert.equal(r.limit, 50);
        assert.equal(r.offset, 0);
      },
    },
  },
  {
    name: 'list_apps: paging with limit and offset',
    as: 'owner',
    tool: 'list_apps',
    args: { limit: 1, offset: 1 },
    expect: {
      ok: true,
      check: (r, f) => (
        assert.equal(r.apps.length, 1), assert.equal(r.apps[0].app_id, f.app2), assert.equal(r.total, 2), assert.equal(r.has_more, false)
      ),
    },
  },
  {
    name: 'list_apps: limit 0 is invalid',
    as: 'owner',
    tool: 'list_apps',
    args: { limit: 0 },
    expect: { error: 'invalid_params', message: /limit/ },
  },
  {
    name: 'list_apps: limit 201 is invalid',
    as: 'owner',
    tool: 'list_apps',
    args: { limit: 201 },
    expect: { error: 'invalid_params', message: /limit/ },
  },
  {
    name: 'list_apps: negative offset is invalid',
    as: 'owner',
    tool: 'list_apps',
    args: { offset: -1 },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'list_apps: an app-locked token sees only its app',
    as: 'locked',
    tool: 'list_apps',
    expect: {
      ok: true,
      check: (r, f) => (
        assert.deepEqual(
          r.apps.map((a: any) => a.app_id),
          [f.appId],
        ),
        assert.equal(r.total, 1)
      ),
    },
  },
  {
    name: 'list_apps: the other account sees only its own app',
    as: 'other',
    tool: 'list_apps',
    expect: {
      ok: true,
      check: (r, f) =>
        assert.deepEqual(
          r.apps.map((a: any) => a.app_id),
          [f.otherAppId],
        ),
    },
  },
  {
    name: 'list_apps: a token without read is denied',
    as: 'filesRead',
    tool: 'list_apps',
    expect: { error: 'permission_denied', message: /needs one of the scopes read/ },
  },

  // get_app_detail
  {
    name: 'get_app_detail: the full snapshot',
    as: 'owner',
    tool: 'get_app_detail',
    args: app,
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.app_id, f.appId);
        assert.equal(r.name, 'Owner app');
        assert.equal(r.total_files, seedPaths.length);
        assert.deepEqual(
          r.files.map((x: any) => x.path),
          seedPaths,
        );
        assert.equal(r.files.find((x: any) => x.path === 'Layout.jsx').size, Buffer.byteLength(SEED['Layout.jsx']!));
        assert.deepEqual(r.pages, ['pages/About.jsx', 'pages/Home.jsx']);
        assert.deepEqual(r.components, ['components/Button.jsx']);
        assert.equal(r.has_layout, true);
        assert.deepEqual(
          r.entities.map((e: any) => e.name),
          ['Project', 'Task'],
        );
        const task = r.entities.find((e: any) => e.name === 'Task');
        assert.deepEqual(task.schema.fields[1], { name: 'project', type: 'relation', target: 'Project' });
        assert.equal(task.record_count, 0);
        for (const k of ['cron_jobs', 'integrations', 'env_var_names']) assert.deepEqual(r[k], []);
        assert.deepEqual(r.settings, {});
        assert.equal(r.url, null);
        assert.equal(r.saved_version_count, 2);
        assert.equal(r.latest_snapshot_id, f.snapB);
      },
    },
  },
  { name: 'get_app_detail: a token locked to this app reads it', as: 'locked', tool: 'get_app_detail', args: app, expect: { ok: true } },
  {
    name: 'get_app_detail: missing app_id is invalid',
    as: 'owner',
    tool: 'get_app_detail',
    args: {},
    expect: { error: 'invalid_params', message: /app_id/ },
  },
  {
    name: 'get_app_detail: an unknown app is App not found',
    as: 'owner',
    tool: 'get_app_detail',
    args: { app_id: 'app_doesnotexist000' },
    expect: { error: 'not_found', message: 'App not found' },
  },
  ...guardRows<WorkspaceFixtures>('get_app_detail', app, 'filesRead'),

  // get_app_files
  {
    name: 'get_app_files: paths and byte sizes',
    as: 'owner',
    tool: 'get_app_files',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(
          r.files.map((x: any) => x.path),
          seedPaths,
        );
        for (const x of r.files) assert.equal(x.size, Buffer.byteLength(SEED[x.path]!));
        assert.equal(r.files.find((x: any) => x.path === 'entities/Task.json').file_type, 'entity');
        assert.equal(r.total_files, seedPaths.length);
        assert.equal(
          r.total_bytes,
          Object.values(SEED).reduce((n, c) => n + Buffer.byteLength(c), 0),
        );
      },
    },
  },
  {
    name: 'get_app_files: an unknown argument is invalid',
    as: 'owner',
    tool: 'get_app_files',
    args: (f) => ({ app_id: f.appId, path: 'x' }),
    expect: { error: 'invalid_params', message: /unknown argument/ },
  },
  ...guardRows<WorkspaceFixtures>('get_app_files', app, 'filesRead'),

  // read_app_file
  {
    name: 'read_app_file: the whole file',
    as: 'owner',
    tool: 'read_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/Home.jsx' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.content, SEED['pages/Home.jsx']);
        assert.equal(r.truncated, false);
        assert.equal(r.size, Buffer.byteLength(SEED['pages/Home.jsx']!));
        assert.equal(r.file_type, 'page');
      },
    },
  },
  {
    name: 'read_app_file: max_chars truncates and says so',
    as: 'filesRead',
    tool: 'read_app_file',
    args: (f) => ({ app_id: f.appId, path: './pages/Home.jsx', max_chars: 10 }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.content, SEED['pages/Home.jsx']!.slice(0, 10));
        assert.equal(r.truncated, true);
        assert.equal(r.total_chars, SEED['pages/Home.jsx']!.length);
        assert.match(r.truncation_note, /Truncated: returned the first 10 of \d+ characters/);
      },
    },
  },
  {
    name: 'read_app_file: a missing file is not found',
    as: 'owner',
    tool: 'read_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/Nope.jsx' }),
    expect: { error: 'not_found', message: 'File not found: pages/Nope.jsx' },
  },
  {
    name: 'read_app_file: max_chars 0 is invalid',
    as: 'owner',
    tool: 'read_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/Home.jsx', max_chars: 0 }),
    expect: { error: 'invalid_params', message: /max_chars/ },
  },
  {
    name: 'read_app_file: path is required',
    as: 'owner',
    tool: 'read_app_file',
    args: app,
    expect: { error: 'invalid_params', message: /path/ },
  },
  ...guardRows<WorkspaceFixtures>('read_app_file', (f) => ({ app_id: f.appId, path: 'pages/Home.jsx' }), 'publishOnly'),

  // read_app_files
  {
    name: 'read_app_files: several files, unknown paths reported per path',
    as: 'owner',
    tool: 'read_app_files',
    args: (f) => ({ app_id: f.appId, paths: ['pages/Home.jsx', 'pages/Missing.jsx', 'Layout.jsx'], max_chars_per_file: 20 }),
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(
          r.files.map((x: any) => [x.path, x.found]),
          [
            ['pages/Home.jsx', true],
            ['pages/Missing.jsx', false],
            ['Layout.jsx', true],
          ],
        );
        assert.equal(r.files[0].content, SEED['pages/Home.jsx']!.slice(0, 20));
        assert.equal(r.files[0].truncated, true);
        assert.equal(r.files[1].error, 'File not found: pages/Missing.jsx');
        assert.deepEqual(r.not_found, ['pages/Missing.jsx']);
        assert.equal(r.found, 2);
      },
    },
  },
  {
    name: 'read_app_files: default max_chars_per_file is 100000',
    as: 'filesRead',
    tool: 'read_app_files',
    args: (f) => ({ app_id: f.appId, paths: ['entities/Task.json'] }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.files[0].content, SEED['entities/Task.json']), assert.equal(r.files[0].truncated, false)),
    },
  },
  {
    name: 'read_app_files: an empty path list is invalid',
    as: 'owner',
    tool: 'read_app_files',
    args: (f) => ({ app_id: f.appId, paths: [] }),
    expect: { error: 'invalid_params', message: /paths/ },
  },
  {
    name: 'read_app_files: paths must be a list',
    as: 'owner',
    tool: 'read_app_files',
    args: (f) => ({ app_id: f.appId, paths: 'pages/Home.jsx' }),
    expect: { error: 'invalid_params', message: /paths/ },
  },
  ...guardRows<WorkspaceFixtures>('read_app_files', (f) => ({ app_id: f.appId, paths: ['pages/Home.jsx'] }), 'publishOnly'),

  // get_pages
  {
    name: 'get_pages: pages with paths, routes and sizes',
    as: 'owner',
    tool: 'get_pages',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(
          r.pages.map((p: any) => [p.name, p.path, p.route, p.is_home]),
          [
            ['About', 'pages/About.jsx', '/About', false],
            ['Home', 'pages/Home.jsx', '/Home', true],
          ],
        );
        assert.equal(r.pages[1].size, Buffer.byteLength(SEED['pages/Home.jsx']!));
        assert.equal(r.home_page, 'Home');
        assert.equal(r.has_layout, true);
        assert.equal(r.total, 2);
      },
    },
  },
  {
    name: 'get_pages: a wrong app_id type is invalid',
    as: 'owner',
    tool: 'get_pages',
    args: { app_id: 42 },
    expect: { error: 'invalid_params', message: /app_id/ },
  },
  ...guardRows<WorkspaceFixtures>('get_pages', app, 'filesRead'),

  // get_entities
  {
    name: 'get_entities: names, fields and record counts',
    as: 'owner',
    tool: 'get_entities',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.total, 2);
        const task = r.entities.find((e: any) => e.name === 'Task');
        assert.equal(task.path, 'entities/Task.json');
        assert.deepEqual(task.schema.fields, [
          { name: 'title', type: 'string', required: true },
          { name: 'project', type: 'relation', target: 'Project' },
        ]);
        assert.equal(typeof task.record_count, 'number');
      },
    },
  },
  {
    name: 'get_entities: an unknown argument is invalid',
    as: 'owner',
    tool: 'get_entities',
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: { error: 'invalid_params' },
  },
  ...guardRows<WorkspaceFixtures>('get_entities', app, 'filesRead'),

  // get_errors
  {
    name: 'get_errors: recent runtime errors, deduplicated with counts',
    as: 'owner',
    tool: 'get_errors',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.total, 2);
        assert.equal(r.limit, 20);
        const e = r.errors.find((x: any) => x.kind === 'runtime');
        assert.equal(e.count, 2);
        assert.equal(e.path, 'pages/Home.jsx');
        assert.equal(e.line, 9);
        assert.equal(e.column, 14);
        assert.match(e.last_seen_at, /^\d{4}-\d\d-\d\dT/);
      },
    },
  },
  {
    name: 'get_errors: limit 1',
    as: 'owner',
    tool: 'get_errors',
    args: (f) => ({ app_id: f.appId, limit: 1 }),
    expect: { ok: true, check: (r) => (assert.equal(r.errors.length, 1), assert.equal(r.total, 2)) },
  },
  {
    name: 'get_errors: a limit above 50 returns at most 50',
    as: 'owner',
    tool: 'get_errors',
    args: (f) => ({ app_id: f.appId, limit: 500 }),
    expect: { ok: true, check: (r) => (assert.equal(r.limit, 50), assert.match(r.note, /capped at 50/)) },
  },
  {
    name: 'get_errors: limit 0 is invalid',
    as: 'owner',
    tool: 'get_errors',
    args: (f) => ({ app_id: f.appId, limit: 0 }),
    expect: { error: 'invalid_params', message: /limit/ },
  },
  {
    name: 'get_errors: an app without errors has none',
    as: 'owner',
    tool: 'get_errors',
    args: (f) => ({ app_id: f.app2 }),
    expect: { ok: true, check: (r) => (assert.deepEqual(r.errors, []), assert.equal(r.total, 0)) },
  },
  ...guardRows<WorkspaceFixtures>('get_errors', app, 'filesRead'),

  // get_app_metadata
  {
    name: 'get_app_metadata: defaults',
    as: 'owner',
    tool: 'get_app_metadata',
    args: app,
    expect: {
      ok: true,
      check: (r, f) => {
        assert.deepEqual(
          { app_id: r.app_id, name: r.name, description: r.description, language: r.language, social_image: r.social_image, icon: r.icon },
          { app_id: f.appId, name: 'Owner app', description: '', language: '', social_image: null, icon: null },
        );
        assert.equal(r.html_lang, 'en');
        assert.equal(r.dir, 'ltr');
      },
    },
  },
  ...guardRows<WorkspaceFixtures>('get_app_metadata', app, 'filesRead'),

  // validate_app
  {
    name: 'validate_app: a clean app has no code issues; runtime errors are included by default',
    as: 'owner',
    tool: 'validate_app',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.include_runtime_errors, true);
        assert.ok(
          r.issues.every((i: any) => i.rule === 'runtime-error'),
          JSON.stringify(r.issues),
        );
        assert.ok(r.issues.some((i: any) => i.rule === 'runtime-error' && i.path === 'pages/Home.jsx' && i.count === 2));
        assert.equal(r.checked_files, seedPaths.length);
      },
    },
  },
  {
    name: 'validate_app: without runtime errors the seeded app is ok',
    as: 'filesRead',
    tool: 'validate_app',
    args: (f) => ({ app_id: f.appId, include_runtime_errors: false }),
    expect: { ok: true, check: (r) => (assert.equal(r.ok, true), assert.equal(r.error_count, 0), assert.deepEqual(r.issues, [])) },
  },
  {
    name: 'validate_app: include_runtime_errors must be a boolean',
    as: 'owner',
    tool: 'validate_app',
    args: (f) => ({ app_id: f.appId, include_runtime_errors: 'yes' }),
    expect: { error: 'invalid_params' },
  },
  ...guardRows<WorkspaceFixtures>('validate_app', app, 'publishOnly'),

  // get_app_detail after publishing (the hosting area fills url and published)
  {
    name: 'publish_app: publish the seeded app',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => ({ app_id: f.appId, access_mode: 'public_open' }),
    expect: { ok: true },
  },
  {
    name: 'get_app_detail: a published app has its url',
    as: 'owner',
    tool: 'get_app_detail',
    args: app,
    expect: {
      ok: true,
      check: (r, f) => (assert.equal(r.published, true), assert.ok(r.url.includes(f.appId) || /^https?:\/\//.test(r.url), r.url)),
    },
  },
];

scenarios('workspace: reading apps and files', workspaceFixtures, rows, WORKSPACE_ENV);
