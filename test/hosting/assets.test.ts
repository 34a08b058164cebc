/**
 * Built assets get the access decision of their pages: a public_open publication's bundle is shared
 * and cacheable by anyone; the bundle of a private publication, a login-gated one and an owner's
 * preview is served only through the app's own address, to whoever may open its pages, with private
 * cache headers and no cross-origin wildcard — and never by its hash on the shared asset path.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { hostOf, request } from '../support/hosting.ts';
import { SEED } from '../support/workspace-fixtures.ts';

const ENV = { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' };

describe(`asset access per publication mode [${TEST_DB}]`, { timeout: 180_000 }, () => {
  let svc: TestService;
  let c: ToolClient;
  let appId: string;
  let ownerToken: string;

  async function call(tool: string, args: Record<string, unknown>) {
    const r = await c.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
    return r.result;
  }

  /** The js, css and map URLs a page names (the map is next to the js). */
  function assetUrls(html: string): string[] {
    const js = /<script[^>]+src="([^"]*app-[0-9a-f]{16}\.js)"/.exec(html)?.[1];
    const css = /<link[^>]+href="([^"]*app-[0-9a-f]{16}\.css)"/.exec(html)?.[1];
    assert.ok(js && css, `the page names its bundle: ${html.slice(0, 400)}`);
    return [js!, css!, `${js}.map`];
  }
  const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

  before(async () => {
    svc = await startTestService(ENV);
    const owner = await svc.createAccount();
    ownerToken = await svc.createToken(owner.id);
    c = restClient(svc.baseUrl, ownerToken);
    appId = await svc.createApp(owner.id, 'Secret plans');
    // A string constant only this app has, so its bundle is its own (not shared by content hash).
    await svc.services.files.applyChanges(appId, {
      upserts: { ...SEED, 'pages/About.jsx': `export default function About() {\n  return <p>{"launch-code-${appId}"}</p>;\n}\n` },
    });
    await call('set_app_subdomain', { app_id: appId, subdomain: 'secret-plans' });
  });
  after(async () => svc?.stop());

  it('public_open: the shared asset path, cacheable by anyone', async () => {
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    const home = await request(svc.baseUrl, `/p/${appId}/`);
    assert.equal(home.status, 200);
    const urls = assetUrls(home.body);
    for (const url of urls) {
      assert.match(url, /^\/_svc\/a\/app-/);
      const r = await request(svc.baseUrl, url);
      assert.equal(r.status, 200, url);
      assert.equal(r.headers['cache-control'], 'public, max-age=31536000, immutable', url);
      assert.equal(r.headers['access-control-allow-origin'], '*', url);
    }
    assert.match((await request(svc.baseUrl, urls[0]!)).body, new RegExp(`launch-code-${appId}`));
  });

  it('private: only the owner gets the bundle, through the app address, never cached by shared caches', async () => {
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    const openNames = assetUrls((await request(svc.baseUrl, `/p/${appId}/`)).body).map(nameOf);
    await call('publish_app', { app_id: appId, access_mode: 'private' });
    // The hashed names that were public a moment ago are no longer served to anyone on the shared path.
    for (const name of openNames) {
      const r = await request(svc.baseUrl, `/_svc/a/${name}`);
      assert.equal(r.status, 404, `/_svc/a/${name} after going private`);
      assert.doesNotMatch(r.body, /launch-code/);
    }
    const auth = { authorization: `Bearer ${ownerToken}` };
    const page = await request(svc.baseUrl, `/p/${appId}/`, { headers: auth });
    assert.equal(page.status, 200);
    const urls = assetUrls(page.body);
    for (const url of urls) {
      assert.ok(url.startsWith(`/p/${appId}/`), `a private bundle is named under the app: ${url}`);
      const anon = await request(svc.baseUrl, url);
      assert.equal(anon.status, 403, `anonymous ${url}`);
      assert.doesNotMatch(anon.body, /launch-code/);
      assert.equal(anon.headers['cache-control'], 'no-store');
      const mine = await request(svc.baseUrl, url, { headers: auth });
      assert.equal(mine.status, 200, `owner ${url}`);
      assert.match(String(mine.headers['cache-control']), /^private/);
      assert.equal(mine.headers['access-control-allow-origin'], undefined);
      const again = await request(svc.baseUrl, url, { headers: { ...auth, 'if-none-match': String(mine.headers.etag) } });
      assert.equal(again.status, 304, 'revalidation still goes through the access check, without resending');
      assert.equal((await request(svc.baseUrl, url, { headers: { 'if-none-match': String(mine.headers.etag) } })).status, 403);
    }
    assert.match((await request(svc.baseUrl, urls[0]!, { headers: auth })).body, new RegExp(`launch-code-${appId}`));
    // On the app's own host too, and another app's address does not serve this app's bundle to its owner.
    const host = hostOf(svc, 'secret-plans');
    const onHost = `/_assets/${nameOf(urls[0]!)}`;
    assert.equal((await request(svc.baseUrl, onHost, { host })).status, 403);
    assert.equal((await request(svc.baseUrl, onHost, { host, headers: auth })).status, 200);
    const strangerOwner = await svc.createAccount();
    const strangerApp = await svc.createApp(strangerOwner.id, 'Stranger');
    await svc.services.files.applyChanges(strangerApp, { upserts: { ...SEED } });
    const strangerToken = await svc.createToken(strangerOwner.id);
    await restClient(svc.baseUrl, strangerToken).call('publish_app', { app_id: strangerApp, access_mode: 'private' });
    const viaOther = await request(svc.baseUrl, `/p/${strangerApp}/_assets/${nameOf(urls[0]!)}`, {
      headers: { authorization: `Bearer ${strangerToken}` },
    });
    assert.equal(viaOther.status, 404, "an app's address serves only its own bundle");
  });

  it('public_auth: the bundle is served privately through the app address (the sign-in page needs it)', async () => {
    await call('publish_app', { app_id: appId, access_mode: 'public_auth' });
    const login = await request(svc.baseUrl, `/p/${appId}/Login`);
    assert.equal(login.status, 200);
    const urls = assetUrls(login.body);
    for (const url of urls) {
      assert.ok(url.startsWith(`/p/${appId}/`), url);
      const r = await request(svc.baseUrl, url);
      assert.equal(r.status, 200, url);
      assert.match(String(r.headers['cache-control']), /^private/);
      assert.equal(r.headers['access-control-allow-origin'], undefined);
      assert.equal((await request(svc.baseUrl, `/_svc/a/${nameOf(url)}`)).status, 404, `not on the shared path: ${url}`);
    }
  });

  it("preview: the current files' bundle only for the owner", async () => {
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    await svc.services.files.applyChanges(appId, {
      upserts: { 'pages/About.jsx': `export default function About() {\n  return <p>{"draft-${appId}"}</p>;\n}\n` },
    });
    const links = await call('get_preview_url', { app_id: appId });
    const u = new URL(links.preview_url);
    const first = await request(svc.baseUrl, u.pathname + u.search);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const page = await request(svc.baseUrl, first.headers.location!, { headers: { cookie } });
    assert.equal(page.status, 200);
    const urls = assetUrls(page.body);
    for (const url of urls) {
      assert.ok(url.startsWith(`/preview/${appId}/`), url);
      assert.equal((await request(svc.baseUrl, url)).status, 403, `anonymous ${url}`);
      const mine = await request(svc.baseUrl, url, { headers: { cookie } });
      assert.equal(mine.status, 200, url);
      assert.match(String(mine.headers['cache-control']), /^private/);
      // (The CSS may equal the public publication's byte for byte, and then it is that shared file.)
      if (!url.endsWith('.css'))
        assert.equal((await request(svc.baseUrl, `/_svc/a/${nameOf(url)}`)).status, 404, `the unpublished draft is not shared: ${url}`);
    }
    assert.match((await request(svc.baseUrl, urls[0]!, { headers: { cookie } })).body, /draft-/);
  });
});
