/**
 * App sign-in in a real browser (Debian's Chromium through playwright-core): a member signs in on the
 * published app through its own Login page, reaches a protected page; after remove_app_member the
 * next request is refused. Skipped with a message when Chromium is missing, except under CI.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { chromiumSkipReason, startBrowserHarness, type BrowserHarness } from '../support/browser.ts';
import { TEST_DB, type TestService } from '../support/harness.ts';
import { RUNTIME_FILES, RUNTIME_ROUTE_POLICIES } from '../support/security-matrix.ts';
import { SESSION_COOKIE } from '../../src/security/service.ts';

const skip = chromiumSkipReason('security browser test');

const PASSWORD = 'member-browser-pass';

describe(`app sign-in in Chromium [${TEST_DB}]`, { skip, timeout: 180_000 }, () => {
  let svc: TestService;
  let browser: Browser;
  let appId: string;

  let harness: BrowserHarness;
  const call = (tool: string, args: Record<string, unknown>) => harness.call(tool, args);

  before(async () => {
    harness = await startBrowserHarness();
    ({ svc, browser } = harness);
    appId = await svc.createApp(harness.ownerId, 'Members club');
    await svc.services.files.applyChanges(appId, { upserts: RUNTIME_FILES });
    for (const p of RUNTIME_ROUTE_POLICIES) await call('set_route_policy', { app_id: appId, ...p });
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
  });
  after(() => harness?.close());

  it('a member signs in, reaches the protected page; after removal the next request is refused', async () => {
    const invited = await call('invite_app_member', {
      app_id: appId,
      email: 'mo@example.com',
      role: 'staff',
      password: PASSWORD,
      full_name: 'Mo',
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    // Anonymous: the server sends the protected page to the app's sign-in page.
    await page.goto(`${svc.baseUrl}/p/${appId}/MemberArea`);
    await page.waitForURL(/\/Login\?next=/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    // A wrong password shows the error and sets no session.
    await page.fill('input[name=email]', 'mo@example.com');
    await page.fill('input[name=password]', 'not-the-password');
    await page.click('button[type=submit]');
    await page.getByRole('alert').waitFor();
    assert.equal(
      (await context.cookies()).some((ck) => ck.name === SESSION_COOKIE),
      false,
    );

    await page.fill('input[name=password]', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(new RegExp(`/p/${appId}/MemberArea$`));
    await page.locator('#who').waitFor();
    assert.equal(await page.locator('#who').textContent(), 'Signed in as mo@example.com (staff)');

    const session = (await context.cookies()).find((ck) => ck.name === SESSION_COOKIE)!;
    assert.ok(session, 'the session cookie is set');
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Lax');
    assert.equal(session.path, `/p/${appId}`);
    assert.equal(await page.evaluate(() => document.cookie.includes('fs_app_session')), false, 'page scripts cannot read it');

    // The role-restricted page refuses a member without the role.
    const admin = await page.goto(`${svc.baseUrl}/p/${appId}/Admin`);
    assert.equal(admin!.status(), 403);

    // Removal ends the session at once: the next request is refused.
    await call('remove_app_member', { app_id: appId, user_id: invited.member.user_id });
    const again = await page.goto(`${svc.baseUrl}/p/${appId}/MemberArea`);
    await page.waitForURL(/\/Login\?next=/);
    assert.ok(again, 'navigation happened');
    const me = await page.evaluate(
      async (api) => (await fetch(`${api}/auth/me`, { credentials: 'same-origin' })).status,
      `/p/${appId}/api`,
    );
    assert.equal(me, 401);
    assert.deepEqual(errors, []);
    await context.close();

    const audit = await call('get_app_security_audit', { app_id: appId, limit: 100 });
    const kinds = audit.events.map((e: any) => e.kind);
    for (const k of ['member.invited', 'signin.failed', 'signin.succeeded', 'member.removed', 'access.denied', 'app.published'])
      assert.ok(kinds.includes(k), k);
  });
});
