/**
 * App code never runs on the platform origin. `{base_url}/p/<id>` and `/preview/<id>` hand off to the
 * app origin (another listener), so a script of an app opened by its owner cannot read the studio's
 * CSRF token, call the studio API as the owner, read a studio page, or borrow the owner's studio
 * session to open the owner's other apps; the app itself keeps working (pages, data API). The studio
 * refuses cookie-authenticated calls from any other origin (Origin, Sec-Fetch-Site), and a second,
 * planted session cookie chooses nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { chromiumSkipReason, launchChromium } from '../support/browser.ts';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { SEED } from '../support/workspace-fixtures.ts';

const NOTE = JSON.stringify({ name: 'Note', description: '', fields: [{ name: 'title', type: 'string', required: true }] });
const PASSWORD = 'a good long password';

interface Studio {
  cookie: string;
  csrf: string;
}

describe(`app origin apart from the studio [${TEST_DB}]`, { timeout: 240_000 }, () => {
  let svc: TestService;
  let c: ToolClient;
  let ownerId: string;
  let studio: Studio;
  let appId: string;
  let privateApp: string;

  async function call(tool: string, args: Record<string, unknown>) {
    const r = await c.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
    return r.result;
  }

  const tokenCount = async () =>
    Number((await svc.services.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tokens WHERE account_id = ?', [ownerId]))!.n);

  before(async () => {
    svc = await startTestService({ SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' });
    const owner = await svc.createAccount('owner@example.com', PASSWORD);
    ownerId = owner.id;
    c = restClient(svc.baseUrl, await svc.createToken(owner.id));
    const signIn = await fetch(`${svc.baseUrl}/api/studio/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: PASSWORD }),
    });
    assert.equal(signIn.status, 200, await signIn.clone().text());
    studio = { cookie: signIn.headers.get('set-cookie')!.split(';')[0]!, csrf: (await signIn.json()).csrf_token };
    appId = await svc.createApp(owner.id, 'Notes');
    privateApp = await svc.createApp(owner.id, 'Private notes');
    for (const id of [appId, privateApp]) {
      await svc.services.files.applyChanges(id, { upserts: { ...SEED, 'entities/Note.json': NOTE } });
    }
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    await call('set_entity_policy', { app_id: appId, entity: 'Note', read: ['public'], write: ['public'] });
    await call('publish_app', { app_id: privateApp, access_mode: 'private' });
    await call('create_entity_records', { app_id: privateApp, entity: 'Note', records: [{ title: 'secret' }] });
  });
  after(async () => svc?.stop());

  const studioCall = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(svc.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        cookie: studio.cookie,
        'x-csrf-token': studio.csrf,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  describe('over HTTP', () => {
    it('the platform hands /p/ and /preview/ to the app origin, which serves apps and nothing of the platform', async () => {
      assert.notEqual(new URL(svc.appUrl).origin, new URL(svc.baseUrl).origin);
      const page = await fetch(`${svc.baseUrl}/p/${appId}/Home?x=1`, { redirect: 'manual' });
      assert.equal(page.status, 307);
      assert.equal(page.headers.get('location'), `${svc.appUrl}/p/${appId}/Home?x=1`);
      const api = await fetch(`${svc.baseUrl}/p/${appId}/api/entities/Note`, { method: 'POST', redirect: 'manual', body: '{}' });
      assert.equal(api.status, 307, 'an API call keeps its method and body through the hand-off');
      const preview = await fetch(`${svc.baseUrl}/preview/${appId}/`, { redirect: 'manual' });
      assert.equal(preview.headers.get('location'), `${svc.appUrl}/preview/${appId}/`);
      // Links keep the spec's shape and open a working app (fetch follows the hand-off like a browser).
      const links = await call('get_app_links', { app_id: appId });
      assert.equal(links.links.path.url, `${svc.baseUrl}/p/${appId}`);
      const opened = await fetch(links.links.path.url);
      assert.equal(opened.status, 200);
      assert.equal(new URL(opened.url).origin, svc.appUrl);
      assert.match(await opened.text(), /<div id="root">/);

      for (const path of ['/', '/studio', '/studio/apps', '/api/studio/session', '/api/mcp', '/api/auth/mcp-tokens', '/api/mcp/health']) {
        const r = await fetch(svc.appUrl + path, { headers: { cookie: studio.cookie } });
        assert.equal(r.status, 404, `${path} is not served on the app origin`);
        assert.doesNotMatch(await r.text(), /csrf_token|Fine Structure studio/);
      }
      const onApp = await fetch(`${svc.appUrl}/api/studio/tools/get_app_links`, {
        method: 'POST',
        headers: { cookie: studio.cookie, 'x-csrf-token': studio.csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ app_id: appId }),
      });
      assert.equal(onApp.status, 404);
    });

    it('the studio session is no owner credential on the app origin; a signed owner link is', async () => {
      const withSession = await fetch(`${svc.appUrl}/p/${privateApp}/api/entities/Note`, { headers: { cookie: studio.cookie } });
      assert.equal(withSession.status, 403);
      const previewWithSession = await fetch(`${svc.appUrl}/preview/${appId}/api/entities/Note`, { headers: { cookie: studio.cookie } });
      assert.equal(previewWithSession.status, 403);
      const signed = (await call('get_preview_url', { app_id: privateApp })).preview_url as string;
      const res = await fetch(signed, { redirect: 'manual' });
      assert.equal(res.status, 307);
      assert.match(res.headers.get('location')!, new RegExp(`^${svc.appUrl}/preview/${privateApp}/\\?svc_token=`));
    });

    it('the studio refuses cookie calls from other origins (Origin, Sec-Fetch-Site) and planted second session cookies', async () => {
      const same = await studioCall('GET', '/api/studio/session', { 'sec-fetch-site': 'same-origin', origin: svc.baseUrl });
      assert.equal(same.status, 200);
      assert.equal((await same.json()).csrf_token, studio.csrf);
      for (const headers of [
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: svc.appUrl },
        { origin: 'null' },
      ] as Record<string, string>[]) {
        const session = await studioCall('GET', '/api/studio/session', headers);
        assert.equal(session.status, 403, JSON.stringify(headers));
        assert.doesNotMatch(await session.text(), /csrf_token/);
        const before = await tokenCount();
        const mint = await studioCall('POST', '/api/auth/mcp-tokens', headers, { name: 'stolen', scopes: 'all' });
        assert.equal(mint.status, 403, JSON.stringify(headers));
        const tool = await studioCall('POST', '/api/studio/tools/publish_app', headers, { app_id: privateApp, access_mode: 'public_open' });
        assert.equal(tool.status, 403, JSON.stringify(headers));
        assert.equal(await tokenCount(), before);
      }
      assert.equal((await svc.services.hosting.publication(privateApp))!.is_public, false, 'nothing was published');
      // Same-origin calls keep working.
      const ok = await studioCall(
        'POST',
        '/api/studio/tools/get_app_links',
        { 'sec-fetch-site': 'same-origin', origin: svc.baseUrl },
        { app_id: appId },
      );
      assert.equal(ok.status, 200, await ok.clone().text());
      // A second svc_session (only a script of another origin on this host could have set it) picks no session.
      const planted = await studioCall('GET', '/api/studio/session', { cookie: `svc_session=planted; ${studio.cookie}` });
      assert.equal(planted.status, 401);
    });
  });

  describe('in Chromium', { skip: chromiumSkipReason('app origin browser test') }, () => {
    let browser: Browser;
    let context: BrowserContext;

    before(async () => {
      browser = await launchChromium();
      context = await browser.newContext();
      // The owner is signed in to the studio in this browser.
      const [name, value] = studio.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, domain: new URL(svc.baseUrl).hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    });
    after(async () => browser?.close().catch(() => {}));

    /** What a script of the app can reach from the page it runs in. */
    const attack = async ({ platform, otherApp }: { platform: string; otherApp: string }) => {
      const attempt = async (url: string, init: RequestInit = {}) => {
        try {
          const r = await fetch(url, { credentials: 'include', ...init });
          return { status: r.status, body: (await r.text()).slice(0, 2000) };
        } catch (err) {
          return { status: -1, body: String(err) };
        }
      };
      const json = { 'content-type': 'application/json' };
      const frameText = await new Promise<string>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = `${platform}/studio/tokens`;
        frame.onload = () => {
          try {
            resolve(`read: ${frame.contentDocument?.documentElement?.outerHTML ?? ''}`);
          } catch (err) {
            resolve(`blocked: ${err}`);
          }
        };
        document.body.appendChild(frame);
        setTimeout(() => resolve('no load'), 5000);
      });
      return {
        origin: location.origin,
        cookie: document.cookie,
        relativeSession: await attempt('/api/studio/session'),
        platformSession: await attempt(`${platform}/api/studio/session`),
        blindMint: await attempt(`${platform}/api/auth/mcp-tokens`, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ name: 'stolen', scopes: 'all' }),
        }),
        mint: await attempt(`${platform}/api/auth/mcp-tokens`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ name: 'stolen', scopes: 'all' }),
        }),
        publish: await attempt(`${platform}/api/studio/tools/publish_app`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ app_id: otherApp, access_mode: 'public_open' }),
        }),
        // A navigation-like hand-off started by this page must not bring back an owner link.
        handOff: await attempt(`${platform}/p/${otherApp}/`, { mode: 'no-cors' }),
        otherAppData: await attempt(`/p/${otherApp}/api/entities/Note`),
        otherPreviewData: await attempt(`/preview/${otherApp}/api/entities/Note`),
        frameText,
        ownData: await attempt(`${(window as unknown as { __SVC__: { api: string } }).__SVC__.api}/entities/Note`),
      };
    };

    function assertContained(out: Awaited<ReturnType<typeof attack>>, where: string) {
      assert.equal(out.origin, svc.appUrl, `${where} runs on the app origin`);
      assert.doesNotMatch(out.cookie, /svc_session/);
      for (const key of ['relativeSession', 'platformSession', 'mint', 'publish'] as const) {
        assert.notEqual(out[key].status, 200, `${where}: ${key} ${out[key].body}`);
        assert.notEqual(out[key].status, 201, `${where}: ${key} ${out[key].body}`);
        assert.doesNotMatch(out[key].body, /csrf_token|svc_mcp_/, `${where}: ${key}`);
      }
      assert.doesNotMatch(out.frameText, /^read: .*<script/s, `${where}: the studio page is not readable`);
      assert.equal(out.otherAppData.status, 403, `${where}: the owner's private app stays closed (${out.otherAppData.body})`);
      assert.equal(out.otherPreviewData.status, 403, `${where}: the owner's other preview stays closed`);
      assert.equal(out.ownData.status, 200, `${where}: the app's own data API works (${out.ownData.body})`);
    }

    it('a script of a path-mode app cannot use the studio session; the app works', async () => {
      const tokensBefore = await tokenCount();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${svc.baseUrl}/p/${appId}/Home`);
      await page.getByRole('heading', { name: 'Home' }).waitFor({ timeout: 20_000 });
      const out = await page.evaluate(attack, { platform: svc.baseUrl, otherApp: privateApp });
      assertContained(out, '/p/');
      const created = await page.evaluate(async (api) => {
        const r = await fetch(`${api}/entities/Note`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"title":"from the page"}',
        });
        return r.status;
      }, `/p/${appId}/api`);
      assert.equal(created, 201, 'the data API writes where the policy allows');
      await page.getByRole('link', { name: 'About' }).click();
      await page.getByText('About us').waitFor();
      assert.deepEqual(errors, []);
      assert.equal(await tokenCount(), tokensBefore, 'no token was minted');
      assert.equal((await svc.services.hosting.publication(privateApp))!.is_public, false, 'nothing was published');
      await page.close();
    });

    it('a script of the owner-only preview cannot use the studio session; the preview works', async () => {
      const tokensBefore = await tokenCount();
      const page = await context.newPage();
      const { preview_url } = await call('get_preview_url', { app_id: appId });
      await page.goto(preview_url);
      await page.getByRole('heading', { name: 'Home' }).waitFor({ timeout: 20_000 });
      assert.equal(new URL(page.url()).pathname, `/preview/${appId}/`);
      assert.ok(!page.url().includes('svc_token'), 'the owner link is removed from the address');
      const out = await page.evaluate(attack, { platform: svc.baseUrl, otherApp: privateApp });
      assertContained(out, '/preview/');
      assert.equal(await tokenCount(), tokensBefore);
      await page.close();
    });

    it('the owner opens a private publication from the studio origin with their session alone', async () => {
      const page = await context.newPage();
      // Typed into the address bar (Sec-Fetch-Site: none): the hand-off carries a fresh owner link.
      await page.goto(`${svc.baseUrl}/p/${privateApp}/`);
      await page.getByRole('heading', { name: 'Home' }).waitFor({ timeout: 20_000 });
      assert.equal(new URL(page.url()).origin, svc.appUrl);
      assert.ok(!page.url().includes('svc_token'));
      // A browser without the studio session gets the refusal page.
      const stranger = await browser.newContext();
      const other = await stranger.newPage();
      const refused = await other.goto(`${svc.baseUrl}/p/${privateApp}/`);
      assert.equal(refused!.status(), 403);
      await stranger.close();
      await page.close();
    });
  });
});
