/**
 * Host routing of custom domains: a verified domain serves the app's publication with its access
 * mode, a pending one answers 404, a removed one is no longer the app's; www/apex and http → https
 * redirects; the app API under the domain; the `/api/*` Host check; the on-demand-TLS permission
 * endpoint.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hostChecks } from '../../src/transports/hygiene.ts';
import { clientFor, type ToolClient } from '../support/clients.ts';
import { attachVerified, startZone } from '../support/domains.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { request } from '../support/hosting.ts';
import { SEED, WORKSPACE_ENV } from '../support/workspace-fixtures.ts';

const { zone, env } = await startZone();

describe(`custom domains: Host routing [${TEST_DB}]`, () => {
  let svc: TestService;
  let owner: ToolClient;
  let ownerId: string;
  const get = (host: string, path = '/', headers: Record<string, string> = {}) => request(svc.baseUrl, path, { host, headers });

  /** A published app (access mode as given) with `domain` attached and verified. */
  async function publishedApp(domain: string, access_mode = 'public_open') {
    const appId = await svc.createApp(ownerId, domain);
    await svc.services.files.applyChanges(appId, { upserts: SEED });
    const r = await owner.call('publish_app', { app_id: appId, access_mode });
    assert.equal(r.ok, true, JSON.stringify(r));
    await attachVerified(svc, zone, appId, domain);
    return appId;
  }

  before(async () => {
    // The edge on loopback is trusted: its X-Forwarded-Proto decides http → https.
    svc = await startTestService({ ...WORKSPACE_ENV, ...env, SVC_TRUST_PROXY: '127.0.0.1' });
    const account = await svc.createAccount();
    ownerId = account.id;
    owner = clientFor('rest', svc.baseUrl, await svc.createToken(ownerId));
  });
  after(async () => {
    await owner?.close();
    await svc?.stop();
  });

  it('a verified domain serves the publication at its root, deep links included', async () => {
    await publishedApp('shop.route.test');
    const home = await get('shop.route.test');
    assert.equal(home.status, 200);
    assert.match(home.body, /"base":""/);
    const about = await get('shop.route.test:8443', '/About');
    assert.equal(about.status, 200);
    assert.match(about.body, /"base":""/);
  });

  it("the app's API answers under the domain (not the platform's /api)", async () => {
    await publishedApp('api.route.test');
    const r = await get('api.route.test', '/api/no-such-endpoint');
    assert.equal(r.status, 404);
    assert.match(r.body, /No app API endpoint/);
  });

  it('a pending domain answers 404 and is not served', async () => {
    const appId = await svc.createApp(ownerId, 'pending');
    await svc.services.domains.add((await svc.services.apps.get(appId))!, 'pending.route.test');
    const r = await get('pending.route.test');
    assert.equal(r.status, 404);
    assert.match(r.body, /not verified/);
  });

  it('a removed domain stops serving the app at once', async () => {
    const appId = await publishedApp('gone.route.test');
    assert.equal((await get('gone.route.test', '/About')).status, 200);
    const removed = await owner.call('remove_custom_domain', { app_id: appId });
    assert.equal(removed.ok, true);
    const after = await get('gone.route.test', '/About');
    assert.equal(after.status, 404);
    assert.doesNotMatch(after.body, /"base":""/);
  });

  it('access modes hold on a custom domain: private needs the owner', async () => {
    const appId = await publishedApp('private.route.test', 'private');
    const anonymous = await get('private.route.test');
    assert.equal(anonymous.status, 403);
    assert.doesNotMatch(anonymous.body, /"base":""/);
    const { token } = await svc.services.hosting.accessToken(appId);
    const link = await get('private.route.test', `/?svc_token=${token}`);
    assert.equal(link.status, 302);
    const cookie = String(link.headers['set-cookie']).split(';')[0]!;
    assert.match(String(link.headers['set-cookie']), /Path=\//);
    const withCookie = await get('private.route.test', '/', { cookie });
    assert.equal(withCookie.status, 200);
    assert.match(withCookie.body, /"base":""/);
  });

  it('access modes hold on a custom domain: public_auth sends visitors to the sign-in page', async () => {
    await publishedApp('members.route.test', 'public_auth');
    const r = await get('members.route.test', '/About');
    assert.equal(r.status, 302);
    assert.match(String(r.headers.location), /^\/Login\?next=/);
  });

  it('redirect_www: the www counterpart of an apex redirects to it (301, https by default)', async () => {
    await publishedApp('apexroute.test');
    const r = await get('www.apexroute.test', '/About?x=1');
    assert.equal(r.status, 301);
    assert.equal(r.headers.location, 'https://apexroute.test/About?x=1');
    const post = await request(svc.baseUrl, '/api/x', { method: 'POST', host: 'www.apexroute.test', body: '{}' });
    assert.equal(post.status, 308, 'a non-GET keeps its method');
  });

  it('configure_domain_redirects: www as primary turns the redirect around; off serves only the primary', async () => {
    const appId = await publishedApp('turn.test');
    let r = await owner.call('configure_domain_redirects', { app_id: appId, primary_domain: 'www.turn.test', force_https: false });
    assert.equal(r.ok, true);
    const apex = await get('turn.test', '/About');
    assert.equal(apex.status, 301);
    assert.equal(apex.headers.location, 'http://www.turn.test/About');
    assert.equal((await get('www.turn.test', '/About')).status, 200);
    r = await owner.call('configure_domain_redirects', { app_id: appId, primary_domain: 'turn.test', redirect_www: false });
    assert.equal(r.ok, true);
    assert.equal((await get('turn.test', '/About')).status, 200);
    const www = await get('www.turn.test', '/About');
    assert.notEqual(www.status, 200);
    assert.doesNotMatch(www.body, /"base":""/);
  });

  it('force_https: a plain-http visit through the trusted edge is redirected; https and direct visits are served', async () => {
    const appId = await publishedApp('secure.route.test');
    const plain = await get('secure.route.test', '/About', { 'x-forwarded-proto': 'http' });
    assert.equal(plain.status, 301);
    assert.equal(plain.headers.location, 'https://secure.route.test/About');
    assert.equal((await get('secure.route.test', '/About', { 'x-forwarded-proto': 'https' })).status, 200);
    assert.equal((await get('secure.route.test', '/About')).status, 200, 'no edge header: the service cannot tell, so no redirect');
    const off = await owner.call('configure_domain_redirects', { app_id: appId, primary_domain: 'secure.route.test', force_https: false });
    assert.equal(off.ok, true);
    assert.equal((await get('secure.route.test', '/About', { 'x-forwarded-proto': 'http' })).status, 200);
  });

  it('the /api/* Host check admits verified custom domains only', () => {
    const checks = hostChecks({ publicUrl: svc.baseUrl, allowedOrigins: [], allowedHosts: [] }, (h) =>
      svc.services.domains.isServedHost(h),
    );
    assert.equal(checks.hostAllowed('shop.route.test'), true);
    assert.equal(checks.hostAllowed('shop.route.test:443'), true);
    assert.equal(checks.hostAllowed('pending.route.test'), false);
    assert.equal(checks.hostAllowed('unknown.route.test'), false);
  });

  it('the on-demand-TLS permission endpoint: 200 for verified domains and used labels, 404 otherwise', async () => {
    const appId = await svc.createApp(ownerId, 'labelled');
    const set = await owner.call('set_app_subdomain', { app_id: appId, subdomain: 'labelled' });
    assert.equal(set.ok, true);
    const ask = async (domain: string | null) =>
      (await request(svc.baseUrl, `/_svc/tls/ask${domain === null ? '' : `?domain=${encodeURIComponent(domain)}`}`)).status;
    assert.equal(await ask('shop.route.test'), 200);
    assert.equal(await ask('SHOP.route.test.'), 200);
    assert.equal(await ask('www.apexroute.test'), 200, 'the redirecting www counterpart needs a certificate too');
    assert.equal(await ask('labelled.apps.fs.test'), 200);
    assert.equal(await ask('pending.route.test'), 404);
    assert.equal(await ask('gone.route.test'), 404);
    assert.equal(await ask('nobody.apps.fs.test'), 404);
    assert.equal(await ask('a.b.apps.fs.test'), 404);
    assert.equal(await ask('unknown.example.org'), 404);
    assert.equal(await ask('127.0.0.1'), 404);
    assert.equal(await ask(''), 404);
    assert.equal(await ask(null), 404);
    // Asked through a custom domain's Host, /_svc/ still reaches the endpoint.
    assert.equal((await get('shop.route.test', '/_svc/tls/ask?domain=shop.route.test')).status, 200);
  });
});
