/**
 * Studio security in a real browser: an app name, a file's contents and a record value holding
 * `<script>` / `onerror=` payloads are shown as text on every page that shows them, never run; the
 * studio refuses to be framed by another origin.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { chromiumSkipReason, launchChromium } from '../support/browser.ts';
import { restClient } from '../support/clients.ts';
import { freePort, startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const skip = chromiumSkipReason('studio security browser test');
const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

describe(`studio renders hostile content inert [${TEST_DB}]`, { skip, timeout: 180_000 }, () => {
  let svc: TestService;
  let browser: Browser;
  let context: BrowserContext;
  let appId = '';
  let foreign: http.Server;
  let foreignPort = 0;

  before(async () => {
    [svc, browser] = await Promise.all([startTestService({ SVC_RATE_PER_MINUTE: '100000' }), launchChromium()]);
    const signup = await fetch(`${svc.baseUrl}/api/studio/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'owner password!' }),
    });
    const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
    const account = (await svc.services.identity.findAccountByEmail('owner@example.com'))!;
    appId = await svc.createApp(account.id, PAYLOAD);
    const agent = restClient(svc.baseUrl, await svc.createToken(account.id));
    const ok = async (tool: string, args: Record<string, unknown>) => {
      const r = await agent.call(tool, args);
      assert.ok(r.ok, r.ok ? '' : `${tool}: ${r.message}`);
    };
    await ok('write_app_file', {
      app_id: appId,
      path: 'lib/notes.js',
      content: `export const note = ${JSON.stringify(PAYLOAD)};\n// ${PAYLOAD}\n`,
    });
    await ok('create_entity_schema', { app_id: appId, entity: 'Note', fields: [{ name: 'title', type: 'string' }] });
    await ok('create_entity_records', { app_id: appId, entity: 'Note', records: [{ title: PAYLOAD }] });

    context = await browser.newContext();
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: svc.baseUrl }]);

    // Another origin that tries to frame the studio.
    foreignPort = await freePort();
    foreign = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<iframe id="f" src="${svc.baseUrl}/studio/apps"></iframe>`);
    });
    await new Promise<void>((r) => foreign.listen(foreignPort, '127.0.0.1', () => r()));
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await new Promise<void>((r) => (foreign ? foreign.close(() => r()) : r()));
    await svc?.stop();
  });

  it('app name, file contents and record values show as text on every page, and nothing runs', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const dialogs: string[] = [];
    page.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()));
    const xss = () => page.evaluate(() => (window as any).__xss ?? 0);

    await page.goto(`${svc.baseUrl}/studio/apps`);
    await page.getByTestId('apps-list').getByText(PAYLOAD, { exact: true }).waitFor();
    await page.goto(`${svc.baseUrl}/studio/apps/${appId}/code`);
    await page.getByTestId('app-name').getByText(PAYLOAD, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'lib/notes.js' }).click();
    await page.getByTestId('editor').getByText('onerror', { exact: false }).first().waitFor();
    await page.goto(`${svc.baseUrl}/studio/apps/${appId}/data`);
    await page.getByTestId('records').getByText(PAYLOAD, { exact: true }).waitFor();
    await page.goto(`${svc.baseUrl}/studio/tokens`);
    await page.getByRole('option', { name: PAYLOAD }).waitFor({ state: 'attached' });
    assert.equal(await xss(), 0);
    assert.deepEqual(dialogs, []);
  });

  it('another origin cannot frame the studio', async () => {
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => blocked.push(m.text()));
    await page.goto(`http://127.0.0.1:${foreignPort}/`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // The framed document never became the studio: blocked by frame-ancestors / X-Frame-Options.
    const content = frame ? await frame.content().catch(() => '') : '';
    assert.doesNotMatch(content, /studio\/assets/);
    await page.close();
  });
});
