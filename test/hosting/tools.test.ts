/**
 * Scenario tables of the hosting tools over both transports: publish_app (access modes, overrides,
 * build failures, cached republishes), get_app_status, get_app_links, get_preview_url,
 * check_subdomain_available, set_app_subdomain, list_app_domains, inspect_preview, get_app_analytics.
 */
import assert from 'node:assert/strict';
import { guardRows, scenarios } from '../support/scenarios.ts';
import { hostingFixtures, hostOf, request, type HostingFixtures } from '../support/hosting.ts';
import { WORKSPACE_ENV } from '../support/workspace-fixtures.ts';

type Row = Parameters<typeof scenarios<HostingFixtures>>[2][number];
const app = (f: HostingFixtures) => ({ app_id: f.appId });
const modes = (f: HostingFixtures, extra: Record<string, unknown> = {}) => ({ app_id: f.modesApp, ...extra });
const page = (t: { svc: { baseUrl: string } }, path: string, headers: Record<string, string> = {}) =>
  request(t.svc.baseUrl, path, { headers });

const rows: Row[] = [
  // ------------------------------------------------------------------ publish_app
  {
    name: 'publish_app: public_open publishes, returns url and links.publication',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => ({ app_id: f.appId, access_mode: 'public_open' }),
    expect: {
      ok: true,
      check: (r, f, t) => {
        assert.equal(r.published, true);
        assert.equal(r.access_mode, 'public_open');
        assert.equal(r.url, `${t.svc.baseUrl}/p/${f.appId}`);
        assert.equal(r.links.publication.url, r.url);
        assert.equal(r.links.publication.status, 'public_open');
        assert.equal(r.links.path.status, 'public_open');
        assert.equal(r.links.subdomain.status, 'domain_not_active');
        assert.equal(r.links.custom_domain.status, 'domain_not_active');
        assert.equal(r.links.editor.status, 'studio_login_required');
        assert.match(r.links.preview.url, /\/preview\/app_[a-z0-9]+\/\?svc_token=/);
        assert.deepEqual(r.build.pages, ['About', 'Home']);
        assert.equal(r.files_unchanged_since_last_publish, false);
        assert.match(r.snapshot_id, /^snap_/);
      },
    },
    after: async (f, _o, t) => {
      const home = await page(t, `/p/${f.appId}`);
      assert.equal(home.status, 200);
      assert.match(home.body, /<title>Seeded home<\/title>/);
      const deep = await page(t, `/p/${f.appId}/About`);
      assert.equal(deep.status, 200);
      assert.match(deep.body, /<meta property="og:type" content="article">/);
      // The snapshot is a Saved Version of the FileStore: nothing copied.
      const v = await t.svc.services.files.listVersions(f.appId);
      assert.equal(v.versions[0]!.cause_tool, 'publish_app');
    },
  },
  {
    name: 'publish_app: publishing unchanged files again reuses the snapshot and the build',
    as: 'owner',
    tool: 'publish_app',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.files_unchanged_since_last_publish, true);
        assert.equal(r.build.cached, true);
        assert.equal(r.build.duration_ms, 0);
        assert.equal(r.access_mode, 'public_open', 'infer keeps the existing settings');
        assert.equal(r.publish_count, 2);
        assert.ok(r.duration_ms < 1000);
      },
    },
    after: async (f, _o, t) => {
      const v = await t.svc.services.files.listVersions(f.appId);
      assert.equal(v.versions.filter((x) => x.cause_tool === 'publish_app').length, 1, 'no second snapshot of unchanged files');
    },
  },
  {
    name: 'publish_app: infer on a first publication of an open app is public_open',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => modes(f),
    expect: { ok: true, check: (r) => (assert.equal(r.access_mode, 'public_open'), assert.match(r.access_explanation[0], /inferred/)) },
  },
  {
    name: 'publish_app: private hides the app from anonymous visitors',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => modes(f, { access_mode: 'private' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.access_mode, 'private'), assert.equal(r.links.publication.status, 'private'), assert.equal(r.is_public, false)
      ),
    },
    after: async (f, _o, t) => {
      const anon = await page(t, `/p/${f.modesApp}`);
      assert.equal(anon.status, 403);
      assert.doesNotMatch(anon.body, /_svc\/a\/app-/, 'no app code is sent');
      const api = await page(t, `/p/${f.modesApp}/api/entities/Task`);
      assert.equal(api.status, 403);
      const owner = await page(t, `/p/${f.modesApp}`, { authorization: `Bearer ${f.tokens.owner}` });
      assert.equal(owner.status, 200, 'the owner opens it with their token');
      const stranger = await page(t, `/p/${f.modesApp}`, { authorization: `Bearer ${f.tokens.other}` });
      assert.equal(stranger.status, 403);
    },
  },
  {
    name: 'publish_app: infer keeps a private publication private',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => modes(f),
    expect: { ok: true, check: (r) => assert.equal(r.access_mode, 'private') },
  },
  {
    name: 'publish_app: keep with make_public=true opens it (override)',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => modes(f, { access_mode: 'keep', make_public: true }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.access_mode, 'public_open'), assert.ok(r.access_explanation.some((e: string) => /make_public=true/.test(e)))
      ),
    },
  },
  {
    name: 'publish_app: public_auth requires app sign-in (login page reachable)',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => modes(f, { access_mode: 'public_auth' }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.access_mode, 'public_auth'), assert.equal(r.links.publication.status, 'app_login_required')),
    },
    after: async (f, _o, t) => {
      const anon = await page(t, `/p/${f.modesApp}/About`);
      assert.equal(anon.status, 302);
      assert.equal(anon.headers.location, `/p/${f.modesApp}/Login?next=${encodeURIComponent(`/p/${f.modesApp}/About`)}`);
      const login = await page(t, `/p/${f.modesApp}/Login`);
      assert.equal(login.status, 200, 'the sign-in page opens');
      const api = await page(t, `/p/${f.modesApp}/api/entities/Task`);
      assert.equal(api.status, 401);
    },
  },
  {
    name: 'publish_app: infer keeps auth_required; the auth_required=false override opens it',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => modes(f, { auth_required: false }),
    expect: { ok: true, check: (r) => (assert.equal(r.access_mode, 'public_open'), assert.equal(r.auth_required, false)) },
  },
  {
    name: 'publish_app: private with make_public=true and auth_required=true is public_auth',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => modes(f, { access_mode: 'private', make_public: true, auth_required: true }),
    expect: { ok: true, check: (r) => assert.equal(r.access_mode, 'public_auth') },
  },
  {
    name: 'publish_app: the build app publishes before it breaks',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => ({ app_id: f.buildApp, access_mode: 'public_open' }),
    expect: { ok: true },
    after: async (f, _o, t) => {
      await t.svc.services.files.applyChanges(f.buildApp, {
        upserts: {
          'pages/About.jsx':
            "import { thing } from 'left-pad';\nimport Missing from '../components/Nope.jsx';\nexport default function About() {\n  return <p>{thing}<Missing /></p>;\n}\n",
        },
      });
    },
  },
  {
    name: 'publish_app: a build error fails with focused issues and keeps the live publication',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => ({ app_id: f.buildApp }),
    expect: { error: 'validation_blocked', message: /could not be built.*pages\/About\.jsx:1/ },
    after: async (f, outcome, t) => {
      assert.equal(outcome.ok, false);
      const data = (outcome as any).data;
      assert.equal(data.publication_unchanged, true);
      assert.ok(data.issues.length >= 1);
      assert.equal(data.issues[0].rule, 'build-error');
      assert.equal(data.issues[0].path, 'pages/About.jsx');
      assert.equal(data.issues[0].line, 1);
      assert.match(data.issues[0].message, /left-pad/);
      assert.ok(typeof data.issues[0].hint === 'string' && data.issues[0].hint.length > 0);
      const live = await page(t, `/p/${f.buildApp}/About`);
      assert.equal(live.status, 200, 'the previous publication is still served');
      const status = await t.client(f.tokens.owner).call('get_app_status', { app_id: f.buildApp });
      assert.equal((status as any).result.publication.files_changed_since_publish, true);
    },
  },
  {
    name: 'publish_app: an app without pages cannot be published',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => ({ app_id: f.app2 }),
    expect: { error: 'validation_blocked', message: /no pages/ },
  },
  {
    name: 'publish_app: an unknown access_mode is invalid',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => ({ app_id: f.appId, access_mode: 'public' }),
    expect: { error: 'invalid_params', message: /access_mode/ },
  },
  {
    name: 'publish_app: auth_required must be a boolean',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => ({ app_id: f.appId, auth_required: 'yes' }),
    expect: { error: 'invalid_params', message: /auth_required/ },
  },
  {
    name: 'publish_app: an unknown argument is invalid',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => ({ app_id: f.appId, visibility: 'public' }),
    expect: { error: 'invalid_params', message: /visibility/ },
  },
  {
    name: 'publish_app: a read-only token is denied',
    as: 'readonly',
    tool: 'publish_app',
    args: app,
    expect: { error: 'permission_denied', message: /publish/ },
  },
  {
    name: 'publish_app: the app-locked token publishes its app',
    as: 'locked',
    tool: 'publish_app',
    args: app,
    expect: { ok: true, check: (r) => assert.equal(r.build.cached, true) },
  },
  ...guardRows<HostingFixtures>('publish_app', app, 'readonly'),

  // ------------------------------------------------------------------ get_app_status
  {
    name: 'get_app_status: files, published state, URL and active jobs',
    as: 'owner',
    tool: 'get_app_status',
    args: app,
    expect: {
      ok: true,
      check: (r, f, t) => {
        assert.equal(r.published, true);
        assert.equal(r.url, `${t.svc.baseUrl}/p/${f.appId}`);
        assert.equal(r.access_mode, 'public_open');
        assert.ok(r.total_files >= 7);
        assert.ok(r.files.some((x: any) => x.path === 'seo.json'));
        assert.equal(r.publication.files_changed_since_publish, false);
        assert.equal(r.publication.publish_count, 3);
        assert.deepEqual(r.active_jobs, []);
        assert.equal(r.subdomain, null);
      },
    },
  },
  {
    name: 'get_app_status: an unpublished app',
    as: 'owner',
    tool: 'get_app_status',
    args: (f) => ({ app_id: f.app2 }),
    expect: { ok: true, check: (r) => (assert.equal(r.published, false), assert.equal(r.url, null), assert.equal(r.publication, null)) },
  },
  {
    name: 'get_app_status: missing app_id is invalid',
    as: 'owner',
    tool: 'get_app_status',
    args: {},
    expect: { error: 'invalid_params', message: /app_id/ },
  },
  ...guardRows<HostingFixtures>('get_app_status', app, 'publishOnly'),

  // ------------------------------------------------------------------ get_app_links
  {
    name: 'get_app_links: every kind with its status',
    as: 'owner',
    tool: 'get_app_links',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(Object.keys(r.links).sort(), ['custom_domain', 'editor', 'path', 'preview', 'publication', 'subdomain']);
        assert.equal(r.links.path.status, 'public_open');
        assert.equal(r.list.length, 6);
        for (const l of r.list)
          assert.ok(
            ['not_published', 'private', 'public_open', 'app_login_required', 'studio_login_required', 'domain_not_active'].includes(
              l.status,
            ),
          );
      },
    },
  },
  {
    name: 'get_app_links: an unpublished app is not_published',
    as: 'owner',
    tool: 'get_app_links',
    args: (f) => ({ app_id: f.app2 }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.links.path.status, 'not_published'), assert.equal(r.links.publication.status, 'not_published')),
    },
  },
  {
    name: 'get_app_links: a public_auth app is app_login_required',
    as: 'owner',
    tool: 'get_app_links',
    args: (f) => ({ app_id: f.modesApp }),
    expect: { ok: true, check: (r) => assert.equal(r.links.path.status, 'app_login_required') },
  },
  {
    name: 'get_app_links: unknown argument',
    as: 'owner',
    tool: 'get_app_links',
    args: (f) => ({ app_id: f.appId, kind: 'x' }),
    expect: { error: 'invalid_params' },
  },
  ...guardRows<HostingFixtures>('get_app_links', app, 'publishOnly'),

  // ------------------------------------------------------------------ get_preview_url
  {
    name: 'get_preview_url: a signed owner-only preview of the current files',
    as: 'owner',
    tool: 'get_preview_url',
    args: app,
    expect: {
      ok: true,
      check: async (r, f, t) => {
        assert.equal(r.public_url, `${t.svc.baseUrl}/p/${f.appId}`);
        assert.match(r.editor_url, /\/studio\/apps\//);
        const u = new URL(r.preview_url);
        const first = await request(t.svc.baseUrl, u.pathname + u.search);
        assert.equal(first.status, 302, 'the token becomes a cookie');
        assert.doesNotMatch(first.headers.location!, /svc_token/);
        const cookie = String(first.headers['set-cookie']).split(';')[0]!;
        assert.match(String(first.headers['set-cookie']), /HttpOnly/);
        const preview = await request(t.svc.baseUrl, first.headers.location!, { headers: { cookie } });
        assert.equal(preview.status, 200);
        const anon = await request(t.svc.baseUrl, `/preview/${f.appId}/`);
        assert.equal(anon.status, 403, 'no preview without the owner link');
        const forged = await request(
          t.svc.baseUrl,
          `/preview/${f.appId}/?svc_token=${encodeURIComponent(u.searchParams.get('svc_token')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`,
        );
        assert.equal(forged.status, 403);
        const otherApp = await request(t.svc.baseUrl, `/preview/${f.modesApp}/?svc_token=${u.searchParams.get('svc_token')}`);
        assert.equal(otherApp.status, 403, 'a token opens only its app');
      },
    },
  },
  {
    name: 'get_preview_url: a public app needs no owner access URL',
    as: 'owner',
    tool: 'get_preview_url',
    args: (f) => ({ app_id: f.modesApp }),
    expect: { ok: true, check: (r) => assert.equal(r.owner_access_url, null) },
  },
  {
    name: 'publish_app: back to private',
    as: 'owner',
    tool: 'publish_app',
    args: (f) => modes(f, { access_mode: 'private' }),
    expect: { ok: true, check: (r) => assert.equal(r.access_mode, 'private') },
  },
  {
    name: 'get_preview_url: a private publication gets a signed owner access URL',
    as: 'owner',
    tool: 'get_preview_url',
    args: (f) => ({ app_id: f.modesApp }),
    expect: {
      ok: true,
      check: async (r, f, t) => {
        const u = new URL(r.owner_access_url);
        assert.equal(u.pathname, `/p/${f.modesApp}/`);
        const first = await request(t.svc.baseUrl, u.pathname + u.search);
        assert.equal(first.status, 302);
        const cookie = String(first.headers['set-cookie']).split(';')[0]!;
        assert.match(String(first.headers['set-cookie']), new RegExp(`Path=/p/${f.modesApp}`));
        const opened = await request(t.svc.baseUrl, `/p/${f.modesApp}/About`, { headers: { cookie } });
        assert.equal(opened.status, 200);
        assert.equal(opened.headers['cache-control'], 'private, no-store');
        const api = await request(t.svc.baseUrl, `/p/${f.modesApp}/api/entities/Task`, { headers: { cookie } });
        assert.equal(api.status, 200);
      },
    },
  },
  {
    name: 'get_preview_url: bad app_id type',
    as: 'owner',
    tool: 'get_preview_url',
    args: { app_id: 42 },
    expect: { error: 'invalid_params' },
  },
  ...guardRows<HostingFixtures>('get_preview_url', app, 'publishOnly'),

  // ------------------------------------------------------------------ check_subdomain_available
  {
    name: 'check_subdomain_available: a free label',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: 'my-recipes' },
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.available, true), assert.equal(r.status, 'available'), assert.match(r.host, /^my-recipes\.localhost:\d+$/)
      ),
    },
  },
  {
    name: 'check_subdomain_available: too short is invalid',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: 'ab' },
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.status, 'invalid'), assert.equal(r.available, false), assert.match(r.reason, /3-32/)),
    },
  },
  {
    name: 'check_subdomain_available: 33 characters is invalid',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: 'a'.repeat(33) },
    expect: { ok: true, check: (r) => assert.equal(r.status, 'invalid') },
  },
  {
    name: 'check_subdomain_available: uppercase is invalid',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: 'MyApp' },
    expect: { ok: true, check: (r) => (assert.equal(r.status, 'invalid'), assert.match(r.reason, /myapp/)) },
  },
  {
    name: 'check_subdomain_available: a leading hyphen is invalid',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: '-app' },
    expect: { ok: true, check: (r) => (assert.equal(r.status, 'invalid'), assert.match(r.reason, /hyphen/)) },
  },
  {
    name: 'check_subdomain_available: dots and underscores are invalid',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: 'my_app.x' },
    expect: { ok: true, check: (r) => assert.equal(r.status, 'invalid') },
  },
  {
    name: 'check_subdomain_available: a reserved name',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: 'admin' },
    expect: { ok: true, check: (r) => (assert.equal(r.status, 'reserved'), assert.equal(r.available, false)) },
  },
  {
    name: 'check_subdomain_available: an xn-- label is reserved',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: 'xn--bcher-kva' },
    expect: { ok: true, check: (r) => assert.equal(r.status, 'reserved') },
  },
  {
    name: 'check_subdomain_available: empty',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: '' },
    expect: { ok: true, check: (r) => (assert.equal(r.status, 'empty'), assert.equal(r.available, false)) },
  },
  {
    name: 'check_subdomain_available: a label of another account is taken',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: { subdomain: 'taken-label' },
    expect: { ok: true, check: (r) => (assert.equal(r.status, 'taken'), assert.equal(r.available, false)) },
  },
  {
    name: 'check_subdomain_available: its own label is current (with app_id)',
    as: 'other',
    tool: 'check_subdomain_available',
    args: (f) => ({ subdomain: 'taken-label', app_id: f.otherAppId }),
    expect: { ok: true, check: (r) => (assert.equal(r.status, 'current'), assert.equal(r.available, true)) },
  },
  {
    name: 'check_subdomain_available: subdomain is required',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: {},
    expect: { error: 'invalid_params', message: /subdomain/ },
  },
  {
    name: 'check_subdomain_available: a foreign app_id is App not found',
    as: 'owner',
    tool: 'check_subdomain_available',
    args: (f) => ({ subdomain: 'taken-label', app_id: f.otherAppId }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'check_subdomain_available: a token locked to another app cannot name this one',
    as: 'lockedOther',
    tool: 'check_subdomain_available',
    args: (f) => ({ subdomain: 'abc', app_id: f.appId }),
    expect: { error: 'permission_denied', message: /locked to app/ },
  },
  {
    name: 'check_subdomain_available: needs read',
    as: 'publishOnly',
    tool: 'check_subdomain_available',
    args: { subdomain: 'abcd' },
    expect: { error: 'permission_denied', message: /read/ },
  },

  // ------------------------------------------------------------------ set_app_subdomain
  {
    name: 'set_app_subdomain: claims a label; the app answers on its host at once',
    as: 'owner',
    tool: 'set_app_subdomain',
    args: (f) => ({ app_id: f.appId, subdomain: 'seeded-one' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.subdomain, 'seeded-one'),
        assert.equal(r.previous, null),
        assert.match(r.url, /^http:\/\/seeded-one\.localhost:\d+$/),
        assert.equal(r.status, 'public_open')
      ),
    },
    after: async (_f, _o, t) => {
      const res = await request(t.svc.baseUrl, '/About', { host: hostOf(t.svc, 'seeded-one') });
      assert.equal(res.status, 200);
      assert.match(res.body, /"base":""/);
      assert.match(res.body, /About the seeded app/);
    },
  },
  {
    name: 'set_app_subdomain: renaming releases the previous label immediately (no redirect)',
    as: 'owner',
    tool: 'set_app_subdomain',
    args: (f) => ({ app_id: f.appId, subdomain: 'seeded-two' }),
    expect: { ok: true, check: (r) => (assert.equal(r.previous, 'seeded-one'), assert.match(r.note, /stopped resolving/)) },
    after: async (f, _o, t) => {
      const old = await request(t.svc.baseUrl, '/', { host: hostOf(t.svc, 'seeded-one') });
      assert.equal(old.status, 404);
      const fresh = await request(t.svc.baseUrl, '/', { host: hostOf(t.svc, 'seeded-two') });
      assert.equal(fresh.status, 200);
      const claim = await t.client(f.tokens.other).call('set_app_subdomain', { app_id: f.otherAppId, subdomain: 'seeded-one' });
      assert.equal(claim.ok, true, 'anyone may claim the released label');
      await t.client(f.tokens.other).call('set_app_subdomain', { app_id: f.otherAppId, subdomain: 'taken-label' });
    },
  },
  {
    name: 'set_app_subdomain: the same label again is current',
    as: 'owner',
    tool: 'set_app_subdomain',
    args: (f) => ({ app_id: f.appId, subdomain: 'seeded-two' }),
    expect: { ok: true, check: (r) => (assert.equal(r.changed, false), assert.equal(r.status, 'current')) },
  },
  {
    name: 'set_app_subdomain: a taken label fails',
    as: 'owner',
    tool: 'set_app_subdomain',
    args: (f) => ({ app_id: f.appId, subdomain: 'taken-label' }),
    expect: { error: 'conflict', message: /already taken/ },
  },
  {
    name: 'set_app_subdomain: a reserved label fails',
    as: 'owner',
    tool: 'set_app_subdomain',
    args: (f) => ({ app_id: f.appId, subdomain: 'www' }),
    expect: { error: 'invalid_request', message: /reserved/ },
  },
  {
    name: 'set_app_subdomain: a malformed label fails',
    as: 'owner',
    tool: 'set_app_subdomain',
    args: (f) => ({ app_id: f.appId, subdomain: 'bad-' }),
    expect: { error: 'invalid_request', message: /hyphen/ },
  },
  {
    name: 'set_app_subdomain: subdomain is required',
    as: 'owner',
    tool: 'set_app_subdomain',
    args: app,
    expect: { error: 'invalid_params', message: /subdomain/ },
  },
  {
    name: 'set_app_subdomain: a read-only token is denied',
    as: 'readonly',
    tool: 'set_app_subdomain',
    args: (f) => ({ app_id: f.appId, subdomain: 'abcd' }),
    expect: { error: 'permission_denied', message: /publish/ },
  },
  ...guardRows<HostingFixtures>('set_app_subdomain', (f) => ({ app_id: f.appId, subdomain: 'guarded' }), 'readonly'),
  {
    name: 'list_app_domains: the platform path and the subdomain',
    as: 'owner',
    tool: 'list_app_domains',
    args: app,
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.platform_path, `/p/${f.appId}`);
        assert.equal(r.subdomain, 'seeded-two');
        assert.equal(r.custom_domain, null);
        assert.equal(r.verification_status, null);
        assert.equal(r.ssl_status, null);
        assert.equal(r.publish_status, 'published');
        assert.equal(r.login_gating, 'none');
        assert.deepEqual(
          r.domains.map((d: any) => d.kind),
          ['platform_path', 'subdomain'],
        );
      },
    },
  },
  {
    name: 'set_app_subdomain: an empty string clears it',
    as: 'owner',
    tool: 'set_app_subdomain',
    args: (f) => ({ app_id: f.appId, subdomain: '' }),
    expect: { ok: true, check: (r) => (assert.equal(r.subdomain, null), assert.equal(r.previous, 'seeded-two')) },
    after: async (_f, _o, t) => {
      const gone = await request(t.svc.baseUrl, '/', { host: hostOf(t.svc, 'seeded-two') });
      assert.equal(gone.status, 404);
    },
  },
  {
    name: 'list_app_domains: an unpublished app',
    as: 'owner',
    tool: 'list_app_domains',
    args: (f) => ({ app_id: f.app2 }),
    expect: { ok: true, check: (r) => (assert.equal(r.publish_status, 'not_published'), assert.equal(r.subdomain, null)) },
  },
  {
    name: 'list_app_domains: unknown argument',
    as: 'owner',
    tool: 'list_app_domains',
    args: (f) => ({ app_id: f.appId, domain: 'x.com' }),
    expect: { error: 'invalid_params' },
  },
  ...guardRows<HostingFixtures>('list_app_domains', app, 'publishOnly'),

  // ------------------------------------------------------------------ inspect_preview
  {
    name: 'inspect_preview: pages, clickable candidates, persisted errors, browser availability',
    as: 'owner',
    tool: 'inspect_preview',
    args: (f) => ({ app_id: f.appId, route: '/Home' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.page.name, 'Home');
        assert.equal(r.page.exists, true);
        assert.deepEqual(
          r.pages.map((p: any) => p.name),
          ['About', 'Home'],
        );
        const link = r.clickable_candidates.find((c: any) => c.kind === 'link');
        assert.equal(link.target_page, 'About');
        assert.equal(link.text, 'About');
        assert.equal(link.file, 'pages/Home.jsx');
        assert.equal(link.target_exists, true);
        assert.equal(r.runtime_error_total, 2);
        assert.equal(r.runtime_errors[0].count >= 1, true);
        assert.equal(typeof r.live_browser.available, 'boolean');
        assert.equal(r.live_browser.used, false);
        assert.equal(r.live, null, 'nothing live is invented');
        assert.match(r.preview_url, /\/preview\/app_[a-z0-9]+\/Home\?svc_token=/);
        assert.equal(r.auth.as, 'anonymous');
      },
    },
  },
  {
    name: 'inspect_preview: a route that is no page',
    as: 'filesRead',
    tool: 'inspect_preview',
    args: (f) => ({ app_id: f.appId, route: '/Nope' }),
    expect: { ok: true, check: (r) => (assert.equal(r.page.exists, false), assert.equal(r.page.path, 'pages/Nope.jsx')) },
  },
  {
    name: 'inspect_preview: auth_as_role without a way to sign in says so',
    as: 'owner',
    tool: 'inspect_preview',
    args: (f) => ({ app_id: f.appId, auth_as_role: 'staff' }),
    expect: { ok: true, check: (r) => (assert.equal(r.auth.as, 'role:staff'), assert.equal(typeof r.auth.applied, 'boolean')) },
  },
  {
    name: 'inspect_preview: route must be a string',
    as: 'owner',
    tool: 'inspect_preview',
    args: (f) => ({ app_id: f.appId, route: 5 }),
    expect: { error: 'invalid_params', message: /route/ },
  },
  ...guardRows<HostingFixtures>('inspect_preview', app, 'publishOnly'),

  // ------------------------------------------------------------------ get_app_analytics
  {
    name: 'get_app_analytics: nothing yet',
    as: 'owner',
    tool: 'get_app_analytics',
    args: app,
    expect: { ok: true, check: (r) => (assert.equal(r.total_views, 0), assert.equal(r.days, 7), assert.equal(r.daily.length, 7)) },
    after: async (f, _o, t) => {
      const post = (body: object, headers: Record<string, string> = {}) =>
        request(t.svc.baseUrl, `/p/${f.appId}/api/analytics/pageview`, { method: 'POST', body: JSON.stringify(body), headers });
      const desktop = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' };
      const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' };
      assert.equal(
        (await post({ path: '/Home', referrer: 'https://www.google.com/search?q=x', visitor: 'a'.repeat(32) }, desktop)).status,
        204,
      );
      await post({ path: '/About', visitor: 'a'.repeat(32) }, desktop);
      await post({ path: '/Home', referrer: 'https://news.ycombinator.com/', visitor: 'b'.repeat(32) }, phone);
      await post({ path: '/Home?id=5' }, phone);
    },
  },
  {
    name: 'get_app_analytics: views, unique visitors, daily series, top pages, referrers, devices',
    as: 'owner',
    tool: 'get_app_analytics',
    args: (f) => ({ app_id: f.appId, days: 1 }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.total_views, 4);
        assert.equal(r.unique_visitors, 3);
        assert.equal(r.daily.length, 1);
        assert.equal(r.daily[0].views, 4);
        assert.deepEqual(r.top_pages[0], { path: '/Home', views: 3, unique_visitors: 3 });
        assert.deepEqual(r.top_referrers.map((x: any) => x.domain).sort(), ['(direct)', 'google.com', 'news.ycombinator.com']);
        assert.equal(r.devices.desktop.views, 2);
        assert.equal(r.devices.mobile.views, 2);
        assert.equal(r.devices.mobile.share, 0.5);
      },
    },
    after: async (f, _o, t) => {
      const rows = await t.svc.services.db.all<{ visitor: string }>('SELECT visitor FROM hosting_page_views WHERE app_id = ?', [f.appId]);
      for (const r of rows) assert.doesNotMatch(r.visitor, /127\.0\.0\.1|^a+$|^b+$/, 'no raw ip or visitor id is stored');
    },
  },
  {
    name: 'get_app_analytics: 90 days is allowed',
    as: 'owner',
    tool: 'get_app_analytics',
    args: (f) => ({ app_id: f.appId, days: 90 }),
    expect: { ok: true, check: (r) => assert.equal(r.daily.length, 90) },
  },
  {
    name: 'get_app_analytics: 0 days is invalid',
    as: 'owner',
    tool: 'get_app_analytics',
    args: (f) => ({ app_id: f.appId, days: 0 }),
    expect: { error: 'invalid_params', message: /days/ },
  },
  {
    name: 'get_app_analytics: 91 days is invalid',
    as: 'owner',
    tool: 'get_app_analytics',
    args: (f) => ({ app_id: f.appId, days: 91 }),
    expect: { error: 'invalid_params', message: /days/ },
  },
  ...guardRows<HostingFixtures>('get_app_analytics', app, 'publishOnly'),
];

// The live browser part of inspect_preview is tested in test/hosting/browser.test.ts.
scenarios('hosting tools', hostingFixtures, rows, { ...WORKSPACE_ENV, SVC_INSPECT_LIVE: '0' });
