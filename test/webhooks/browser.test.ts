/**
 * The webhooks page of the studio in Chromium: add an endpoint (a real receiver on 127.0.0.1), see
 * the secret once, send a ping, see the attempt, make the receiver fail until the delivery is
 * dead-lettered, replay it.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { chromiumSkipReason, launchChromium } from '../support/browser.ts';
import { startTestService, TEST_DB, type TestService, until } from '../support/harness.ts';
import { Receiver } from '../support/webhooks.ts';

const skip = chromiumSkipReason('webhooks browser test');

describe(`studio webhooks page in Chromium [${TEST_DB}]`, { skip, timeout: 300_000 }, () => {
  let svc: TestService;
  let browser: Browser;
  let page: Page;
  let receiver: Receiver;
  let failing = false;
  let secret = '';
  const errors: string[] = [];

  before(async () => {
    receiver = await new Receiver().listen();
    receiver.respond = () => (failing ? { status: 503, body: 'down for maintenance' } : { status: 200, body: 'thanks' });
    [svc, browser] = await Promise.all([
      startTestService({
        SVC_RATE_PER_MINUTE: '100000',
        SVC_RATE_PER_DAY: '1000000',
        SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
        SVC_WEBHOOK_RETRY_SCHEDULE: '0,20,40',
        SVC_WEBHOOK_POLL_MS: '20',
      }),
      launchChromium(),
    ]);
    await svc.createAccount('hooks.owner@example.com', 'a long enough password');
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${svc.baseUrl}/studio/signin`);
    await page.getByLabel('Email').fill('hooks.owner@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/studio/signin'));
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await svc?.stop();
    await receiver?.close();
  });

  it('adds an endpoint and shows its secret once', async () => {
    await page.goto(`${svc.baseUrl}/studio/webhooks`);
    await page.getByText('No endpoints yet').waitFor();
    await page.getByLabel('URL').fill(`${receiver.url}/studio-hook`);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    assert.match(secret, /^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    assert.equal(await page.getByTestId('webhook-secret').count(), 0);
    await page.reload();
    await page.getByText(`${receiver.url}/studio-hook`).waitFor();
    assert.equal((await page.content()).includes(secret), false, 'the secret is not shown again');
  });

  it('sends a ping and shows the attempt', async () => {
    await page.getByRole('button', { name: 'Send ping' }).click();
    await until(() => receiver.received.length === 1, 10_000, 'the ping at the receiver');
    const [ping] = receiver.received;
    assert.equal(ping!.headers['x-svc-signature'], `sha256=${createHmac('sha256', secret).update(ping!.raw).digest('hex')}`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByTestId('delivery-status').getByText('delivered (HTTP 200)').waitFor();
    await page.getByRole('button', { name: 'ping', exact: true }).click();
    await page
      .getByTestId('attempt')
      .getByText(/#1 success HTTP 200/)
      .waitFor();
    await page.getByTestId('attempt').getByText('thanks').waitFor();
  });

  it('replays a dead-lettered delivery', async () => {
    failing = true;
    await page.getByRole('button', { name: 'Send ping' }).click();
    await until(() => receiver.received.length === 4, 10_000, 'three failed attempts');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByTestId('delivery-status').getByText('dead (HTTP 503)').waitFor();
    failing = false;
    const deadEvent = String(receiver.received[3]!.headers['x-svc-event-id']);
    await page.getByRole('button', { name: `Replay ${deadEvent}` }).click();
    await until(() => receiver.received.length === 5, 10_000, 'the replay at the receiver');
    assert.equal(receiver.received[4]!.headers['x-svc-event-id'], deadEvent);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await until(
      async () => (await page.getByTestId('delivery-status').getByText('dead (HTTP 503)').count()) === 0,
      10_000,
      'the page to show it delivered',
    );
    assert.deepEqual(errors, []);
  });
});
