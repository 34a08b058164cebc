/**
 * Serving over HTTP (no browser): the data API and its policy checks, error reports, assets, Host
 * routing, route policies, previews of broken files, and the subdomain race (two owners, one label,
 * over both transports and, on PostgreSQL, two server processes).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientFor, restClient, type ToolClient } from '../support/clients.ts';
import { startServiceOn, type SecondService } from '../support/generation.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { hostOf, request } from '../support/hosting.ts';
import { SEED } from '../support/workspace-fixtures.ts';

const ENV = { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' };
const NOTES = JSON.stringify({
  name: 'Note',
  description: '',
  fields: [
    { name: 'title', type: 'string', required: true },
    { name: 'done', type: 'boolean', default: false },
    { name: 'rank', type: 'integer' },
  ],
});

describe(`hosting over HTTP [${TEST_DB}]`, { timeout: 180_000 }, () => {
  let svc: TestService;
  let c: ToolClient;
  let appId: string;
  let ownerToken: string;
  const json = (path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
    request(svc.baseUrl, path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }).then((r) => ({
      ...r,
      json: r.body ? JSON.parse(r.body) : null,
    }));

  async function call(tool: string, args: Record<string, unknown>, client = c) {
    const r = await client.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
    return r.result;
  }

  before(async () => {
    svc = await startTestService(ENV);
    const owner = await svc.createAccount();
    ownerToken = await svc.createToken(owner.id);
    c = restClient(svc.baseUrl, ownerToken);
    appId = await svc.createApp(owner.id, 'Notes');
    await svc.services.files.applyChanges(appId, { upserts: { ...SEED, 'entities/Note.json': NOTES } });
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    // Anonymous visitors write only where a policy says so (test/security/defaults.test.ts covers the default).
    await call('set_entity_policy', { app_id: appId, entity: 'Note', read: ['public'], write: ['public'] });
  });
  after(async () => svc?.stop());

  it('the data API lists, filters, gets, creates, updates and deletes records', async () => {
    const base = `/p/${appId}/api/entities/Note`;
    const created = await json(base, 'POST', { title: 'First', rank: 2, id: 'ignored', created_date: 'x' });
    assert.equal(created.status, 201, created.body);
    assert.equal(created.json.title, 'First');
    assert.equal(created.json.done, false, 'defaults are filled');
    assert.match(created.json.id, /^rec_/, 'built-in fields in the body are ignored');
    await json(base, 'POST', { title: 'Second', rank: 1, done: true });
    const list = await json(`${base}?sort=rank&limit=10`);
    assert.deepEqual(
      list.json.records.map((r: any) => r.title),
      ['Second', 'First'],
    );
    assert.equal(list.json.total, 2);
    const filtered = await json(`${base}?filters=${encodeURIComponent(JSON.stringify({ done: true }))}`);
    assert.deepEqual(
      filtered.json.records.map((r: any) => r.title),
      ['Second'],
    );
    const one = await json(`${base}/${created.json.id}`);
    assert.equal(one.json.title, 'First');
    const updated = await json(`${base}/${created.json.id}`, 'PATCH', { ...one.json, done: true });
    assert.equal(updated.status, 200, updated.body);
    assert.equal(updated.json.done, true);
    const q = await call('query_entity', { app_id: appId, entity: 'Note', filters: { done: true } });
    assert.equal(q.records.length, 2);
    const del = await json(`${base}/${created.json.id}`, 'DELETE');
    assert.deepEqual(del.json, { deleted: true, id: created.json.id });
    assert.equal((await json(`${base}/${created.json.id}`)).status, 404);
    const writes = await svc.services.records.listWrites(appId, 10);
    assert.ok(
      writes.some((w: any) => w.tool === 'app_runtime'),
      'writes are audited as app_runtime',
    );
  });

  it('the data API refuses bad input with clear errors', async () => {
    const base = `/p/${appId}/api/entities/Note`;
    const invalid = await json(base, 'POST', { rank: 'high' });
    assert.equal(invalid.status, 400);
    assert.match(invalid.json.error.message, /title/);
    assert.equal((await json(`/p/${appId}/api/entities/Nope`)).status, 404);
    assert.equal((await json(`/p/${appId}/api/entities/lower`)).status, 404);
    const wrongMethod = await json(`${base}/x`, 'POST', {});
    assert.equal(wrongMethod.status, 405);
    assert.match(String(wrongMethod.headers.allow), /GET/);
    const form = await request(svc.baseUrl, base, {
      method: 'POST',
      body: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(form.status, 415);
    assert.equal((await json(`${base}?limit=5000`)).status, 400);
    assert.equal((await json(`${base}?filters=notjson`)).status, 400);
    assert.equal((await json(`/p/${appId}/api/nothing`)).status, 404);
    const fn = await json(`/p/${appId}/published-api/functions/hello`, 'POST', {});
    // The function policy decides first (no policy: owner only), so names cannot be probed anonymously.
    assert.equal(fn.status, 401, 'a function without a policy answers 401 to anonymous callers');
  });

  it('entity policies are enforced on every action (decideEntity)', async () => {
    await call('set_entity_policy', { app_id: appId, entity: 'Note', read: ['staff'], write: ['staff'] });
    const base = `/p/${appId}/api/entities/Note`;
    const read = await json(base);
    assert.equal(read.status, 401);
    assert.equal(read.json.error.kind, 'unauthenticated');
    assert.equal((await json(base, 'POST', { title: 'x' })).status, 401);
    assert.equal((await json(`${base}/abc`, 'DELETE')).status, 401);
    await call('set_entity_policy', { app_id: appId, entity: 'Note', read: ['public'], write: ['staff'] });
    assert.equal((await json(base)).status, 200);
    assert.equal((await json(base, 'POST', { title: 'x' })).status, 401);
    await call('set_entity_policy', { app_id: appId, entity: 'Note', read: ['public'], write: ['public'] });
  });

  it('route policies redirect page loads as decided (decideRoute)', async () => {
    await call('set_route_policy', { app_id: appId, route: '/About', require_auth: true, allowed_roles: [] });
    const page = await request(svc.baseUrl, `/p/${appId}/About`);
    assert.equal(page.status, 302);
    assert.equal(page.headers.location, `/p/${appId}/Login?next=${encodeURIComponent(`/p/${appId}/About`)}`);
    assert.equal((await request(svc.baseUrl, `/p/${appId}/Home`)).status, 200);
    const check = await json(`/p/${appId}/api/security/route?path=/About`);
    assert.equal(check.json.allow, false);
    await call('set_route_policy', { app_id: appId, route: '/About', require_auth: false, allowed_roles: [] });
  });

  it('public_auth: a member who signs in through the app API opens the pages and the data', async () => {
    await call('publish_app', { app_id: appId, access_mode: 'public_auth' });
    assert.equal((await request(svc.baseUrl, `/p/${appId}/Home`)).status, 302);
    assert.equal((await json(`/p/${appId}/api/entities/Note`)).status, 401);
    await call('invite_app_member', { app_id: appId, email: 'member@example.com', role: 'staff', password: 'member password 1' });
    const wrong = await json(`/p/${appId}/api/auth/login`, 'POST', { email: 'member@example.com', password: 'nope nope nope' });
    assert.equal(wrong.status, 401);
    const login = await json(`/p/${appId}/api/auth/login`, 'POST', { email: 'member@example.com', password: 'member password 1' });
    assert.equal(login.status, 200, login.body);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const page = await request(svc.baseUrl, `/p/${appId}/Home`, { headers: { cookie } });
    assert.equal(page.status, 200);
    assert.equal(page.headers['cache-control'], 'private, no-store', 'member pages are never cached');
    assert.equal((await json(`/p/${appId}/api/entities/Note`, 'GET', undefined, { cookie })).status, 200);
    const me = await json(`/p/${appId}/api/auth/me`, 'GET', undefined, { cookie });
    assert.equal(me.json.member.email, 'member@example.com');
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
  });

  it('runtime error reports reach get_errors; bad reports are refused', async () => {
    const ok = await json(`/p/${appId}/api/errors`, 'POST', { kind: 'runtime', message: 'Boom in the test', url: 'http://x/p/y/Home' });
    assert.equal(ok.status, 201);
    const bad = await json(`/p/${appId}/api/errors`, 'POST', { kind: 'runtime' });
    assert.equal(bad.status, 400);
    const errors = await call('get_errors', { app_id: appId });
    const found = errors.errors.find((e: any) => e.message === 'Boom in the test');
    assert.ok(found);
    assert.equal(found.kind, 'runtime');
  });

  it('unknown pages answer 404 with the shell; multi-segment paths 404; pages accept only GET', async () => {
    const missing = await request(svc.baseUrl, `/p/${appId}/Nope`);
    assert.equal(missing.status, 404);
    assert.match(missing.body, /id="root"/);
    assert.equal((await request(svc.baseUrl, `/p/${appId}/Home/extra`)).status, 404);
    assert.equal((await request(svc.baseUrl, `/p/${appId}/Home`, { method: 'POST', body: '{}' })).status, 405);
    assert.equal((await request(svc.baseUrl, `/p/app_doesnotexist0000/`)).status, 404);
    const unpublished = await svc.createApp((await svc.createAccount()).id, 'Unpublished');
    assert.equal((await request(svc.baseUrl, `/p/${unpublished}/`)).status, 404);
    assert.equal((await request(svc.baseUrl, `/p/${unpublished}/api/entities/Note`)).status, 404);
  });

  it('assets are immutable, gzip-encoded on request, revalidate with ETag', async () => {
    const home = await request(svc.baseUrl, `/p/${appId}/`);
    const js = /src="(\/_svc\/a\/app-[0-9a-f]{16}\.js)"/.exec(home.body)![1]!;
    const css = /href="(\/_svc\/a\/app-[0-9a-f]{16}\.css)"/.exec(home.body)![1]!;
    const a = await request(svc.baseUrl, js);
    assert.equal(a.status, 200);
    assert.equal(a.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(a.headers['content-type']), /javascript/);
    assert.match(a.body, /sourceMappingURL=app-[0-9a-f]{16}\.js\.map/);
    const gz = await request(svc.baseUrl, css, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(gz.headers['content-encoding'], 'gzip', 'text over 1 KiB is sent compressed');
    const again = await request(svc.baseUrl, js, { headers: { 'if-none-match': String(a.headers.etag) } });
    assert.equal(again.status, 304);
    const style = await request(svc.baseUrl, css);
    assert.match(style.body, /\.px-2\{/, 'Tailwind compiled the class the app uses');
    assert.doesNotMatch(style.body, /\.px-7\{/, 'and not classes it does not use');
    assert.equal((await request(svc.baseUrl, '/_svc/a/app-0000000000000000.js')).status, 404);
    assert.equal((await request(svc.baseUrl, '/_svc/a/..%2fetc')).status, 404);
    // Vendor modules are shared by every app and served on any host.
    const vendor = /modulepreload" href="(\/_svc\/a\/v-react-[A-Z0-9]+\.js)"/.exec(home.body)![1]!;
    assert.equal((await request(svc.baseUrl, vendor, { host: hostOf(svc, 'anything') })).status, 200);
  });

  it('Host routing: app hosts never reach platform routes; unknown labels 404', async () => {
    await call('set_app_subdomain', { app_id: appId, subdomain: 'notes-app' });
    const host = hostOf(svc, 'notes-app');
    assert.equal((await request(svc.baseUrl, '/', { host })).status, 200);
    const mcp = await request(svc.baseUrl, '/api/mcp/health', { host });
    assert.equal(mcp.status, 404, 'platform APIs are not served on app hosts');
    const login = await request(svc.baseUrl, '/api/auth/mcp-tokens', { host, method: 'POST', body: '{}' });
    assert.notEqual(login.status, 401, 'the studio token API is not reachable on app hosts');
    const api = await request(svc.baseUrl, '/api/entities/Note', { host });
    assert.equal(api.status, 200);
    assert.equal((await request(svc.baseUrl, '/', { host: hostOf(svc, 'no-such-app') })).status, 404);
    assert.equal((await request(svc.baseUrl, '/api/mcp/health')).status, 200, 'the platform host is untouched');
    // Hosts under the apps domain that name no valid label are app hosts too (404), never the platform.
    const port = new URL(svc.baseUrl).port;
    for (const odd of [
      `a.notes-app.localhost:${port}`,
      `-x.localhost:${port}`,
      `a_b.localhost:${port}`,
      `NOTES-APP.b.localhost.:${port}`,
    ]) {
      assert.equal((await request(svc.baseUrl, '/api/mcp/health', { host: odd })).status, 404, `${odd} does not reach /api/mcp`);
      assert.equal((await request(svc.baseUrl, '/', { host: odd })).status, 404);
    }
  });

  it('the owner link redirect never leaves the site, even from an app host path starting with //', async () => {
    const { token } = await svc.services.hosting.accessToken(appId);
    const host = hostOf(svc, 'notes-app');
    for (const path of [`//evil.example/?svc_token=${token}`, `/\\evil.example/?svc_token=${token}`]) {
      const r = await request(svc.baseUrl, path, { host });
      assert.equal(r.status, 302, path);
      assert.match(String(r.headers.location), /^\/[^/\\]/, `${path} → ${r.headers.location}`);
    }
    const plain = await request(svc.baseUrl, `/p/${appId}/Home?a=1&svc_token=${token}`);
    assert.equal(plain.headers.location, `/p/${appId}/Home?a=1`);
  });

  it('app API writes need a JSON media type, not merely the word in a safelisted one (CSRF)', async () => {
    const base = `/p/${appId}/api/entities/Note`;
    for (const ct of [
      'text/plain; x=application/json',
      'text/plain;charset=application/json',
      'application/x-www-form-urlencoded; a=application/json',
      'multipart/form-data; boundary=application/json',
    ]) {
      const r = await request(svc.baseUrl, base, { method: 'POST', body: '{"title":"csrf"}', headers: { 'content-type': ct } });
      assert.equal(r.status, 415, ct);
    }
    const ok = await request(svc.baseUrl, base, {
      method: 'POST',
      body: '{"title":"json"}',
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
    });
    assert.equal(ok.status, 201, ok.body);
  });

  it('the image of a private publication is never cacheable by shared caches', async () => {
    const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await svc.services.apps.setMetadata(appId, { icon: { content_type: 'image/png', data: PNG } } as never);
    const open = await request(svc.baseUrl, `/_svc/media/${appId}/icon`);
    assert.equal(open.status, 200);
    assert.equal(open.headers['cache-control'], 'public, max-age=300');
    await call('publish_app', { app_id: appId, access_mode: 'private' });
    try {
      assert.equal((await request(svc.baseUrl, `/_svc/media/${appId}/icon`)).status, 404, 'anonymous: nothing');
      const owner = await request(svc.baseUrl, `/_svc/media/${appId}/icon`, { headers: { authorization: `Bearer ${ownerToken}` } });
      assert.equal(owner.status, 200);
      assert.equal(owner.headers['cache-control'], 'private, no-store');
    } finally {
      await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    }
  });

  it('a preview of files that do not build shows the issues and records a build error', async () => {
    await svc.services.files.applyChanges(appId, {
      upserts: { 'pages/About.jsx': 'export default function About() {\n  return <p>{</p>;\n}\n' },
    });
    const links = await call('get_preview_url', { app_id: appId });
    const u = new URL(links.preview_url);
    const first = await request(svc.baseUrl, u.pathname + u.search);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const page = await request(svc.baseUrl, first.headers.location!, { headers: { cookie } });
    assert.equal(page.status, 500);
    assert.match(page.body, /pages\/About\.jsx:2/);
    const errors = await call('get_errors', { app_id: appId });
    assert.ok(errors.errors.some((e: any) => e.kind === 'build' && e.path === 'pages/About.jsx'));
    // The publication is untouched.
    assert.equal((await request(svc.baseUrl, `/p/${appId}/About`)).status, 200);
    const failed = await c.call('publish_app', { app_id: appId });
    assert.equal(failed.ok, false);
    await svc.services.files.applyChanges(appId, { upserts: { 'pages/About.jsx': SEED['pages/About.jsx']! } });
  });
});

describe(`subdomain races [${TEST_DB}]`, { timeout: 120_000 }, () => {
  let svc: TestService;
  let second: SecondService;
  before(async () => {
    svc = await startTestService(ENV);
    second = await startServiceOn(svc, ENV);
  });
  after(async () => {
    await second?.stop();
    await svc?.stop();
  });

  it('two owners claiming one label at once: exactly one wins, over both transports and two nodes', async () => {
    const a = await svc.createAccount();
    const b = await svc.createAccount();
    const appA = await svc.createApp(a.id, 'A');
    const appB = await svc.createApp(b.id, 'B');
    const tokA = await svc.createToken(a.id);
    const tokB = await svc.createToken(b.id);
    const combos = [
      [clientFor('mcp', svc.baseUrl, tokA), clientFor('rest', second.baseUrl, tokB)],
      [clientFor('rest', svc.baseUrl, tokA), clientFor('mcp', second.baseUrl, tokB)],
      [clientFor('rest', svc.baseUrl, tokA), clientFor('rest', svc.baseUrl, tokB)],
      [clientFor('mcp', second.baseUrl, tokA), clientFor('mcp', svc.baseUrl, tokB)],
    ] as const;
    for (let round = 0; round < 12; round++) {
      const label = `race-${round}-${Date.now().toString(36)}`;
      const [ca, cb] = combos[round % combos.length]!;
      const [ra, rb] = await Promise.all([
        ca.call('set_app_subdomain', { app_id: appA, subdomain: label }),
        cb.call('set_app_subdomain', { app_id: appB, subdomain: label }),
      ]);
      const wins = [ra, rb].filter((r) => r.ok);
      const losses = [ra, rb].filter((r) => !r.ok);
      assert.equal(wins.length, 1, `round ${round}: ${JSON.stringify([ra, rb]).slice(0, 400)}`);
      assert.equal(losses.length, 1);
      assert.equal((losses[0] as any).kind, 'conflict');
      const rows = await svc.services.db.all<{ app_id: string }>('SELECT app_id FROM hosting_subdomains WHERE label = ?', [label]);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.app_id, ra.ok ? appA : appB);
    }
    for (const [x, y] of combos) {
      await x.close();
      await y.close();
    }
  });
});
