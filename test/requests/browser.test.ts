/**
 * The platform-request pages in Chromium: the requester opens a request and reads its thread; the
 * platform team sees it on the triage page (hidden from the requester), asks for information; the
 * requester's reply reopens it; the team marks it deployed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { chromiumSkipReason, launchChromium } from '../support/browser.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { REQUESTS_ENV } from './fixtures.ts';

const skip = chromiumSkipReason('platform requests browser test');
const PASSWORD = 'a long enough password';

describe(`platform request pages in Chromium [${TEST_DB}]`, { skip, timeout: 300_000 }, () => {
  let svc: TestService;
  let browser: Browser;
  let requester: Page;
  let team: Page;
  let requestPath = '';
  const errors: string[] = [];

  const signIn = async (email: string) => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${svc.baseUrl}/studio/signin`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/studio/signin'));
    return page;
  };

  before(async () => {
    [svc, browser] = await Promise.all([startTestService(REQUESTS_ENV), launchChromium()]);
    await svc.createAccount('requester@example.com', PASSWORD);
    await svc.createAccount('triage@example.com', PASSWORD);
    await svc.services.identity.setPlatformTeam('triage@example.com', true);
    requester = await signIn('requester@example.com');
    team = await signIn('triage@example.com');
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await svc?.stop();
  });

  it('the requester opens a request (a credential in it is redacted) and lands on its thread', async () => {
    await requester.goto(`${svc.baseUrl}/studio/requests`);
    await requester.getByText('No requests yet').waitFor();
    assert.equal(await requester.getByRole('link', { name: 'Triage' }).count(), 0, 'no triage link for a requester');
    await requester.getByLabel('Title').fill('Publishing hangs');
    await requester.getByLabel('What happened (Markdown)').fill('It hangs. My key is sk-proj-Q8x2Lm7Np4Rt6Vw1Yb3Cd5Ef7Gh0JkAbCdEf');
    await requester.getByRole('button', { name: 'Open request' }).click();
    await requester.waitForURL(/\/studio\/requests\/preq_/);
    requestPath = new URL(requester.url()).pathname;
    await requester.getByTestId('request-title').filter({ hasText: 'Publishing hangs' }).waitFor();
    const body = await requester.getByTestId('request-body').textContent();
    assert.match(body ?? '', /\[REDACTED:api_key\]/);
    assert.doesNotMatch(body ?? '', /sk-proj-/);
  });

  it('the triage page is for the team only', async () => {
    await requester.goto(`${svc.baseUrl}/studio/triage`);
    await requester.getByText('This page is for the platform team.').waitFor();
    await team.goto(`${svc.baseUrl}/studio/triage`);
    const row = team.getByTestId('triage-row').filter({ hasText: 'Publishing hangs' });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /requester@example\.com/);
  });

  it('the team asks for information on the thread; the requester’s reply reopens it; the team marks it deployed', async () => {
    await team.goto(`${svc.baseUrl}${requestPath}`);
    await team.locator('form[aria-label="Change status"] select').selectOption('needs_info');
    await team.getByLabel('Note to the requester (optional)').fill('Which app and region?');
    await team.getByRole('button', { name: 'Update' }).click();
    await team.getByTestId('request-status').filter({ hasText: 'needs info' }).waitFor();

    await requester.goto(`${svc.baseUrl}${requestPath}`);
    await requester.getByText('Which app and region?').waitFor();
    await requester.getByText('your reply reopens the request').waitFor();
    await requester.locator('form[aria-label="Reply"] textarea').fill('The shop app, eu-west.');
    await requester.getByRole('button', { name: 'Send reply' }).click();
    await requester.getByTestId('request-status').filter({ hasText: 'open' }).waitFor();
    await requester.getByText('The shop app, eu-west.').waitFor();

    // Back on triage (filtered by open), the team moves it with the row's status menu.
    await team.goto(`${svc.baseUrl}/studio/triage`);
    await team.getByLabel('Status of Publishing hangs').selectOption('deployed');
    await team.getByLabel('Filter by status').selectOption('deployed');
    await team.getByTestId('triage-row').filter({ hasText: 'Publishing hangs' }).waitFor();
    const mails = await svc.services.db.all<any>(
      "SELECT purpose, to_address FROM mail_outbox WHERE purpose LIKE 'platform_request%' ORDER BY created_at",
      [],
    );
    assert.deepEqual(
      mails.map((m) => m.purpose),
      ['platform_request_needs_info', 'platform_request_deployed'],
    );
    assert.ok(mails.every((m) => m.to_address === 'requester@example.com'));
    assert.deepEqual(errors, []);
  });
});
