/**
 * The whole agency handoff in Chromium, with the mail captured by a real SMTP server on loopback:
 * an agency token creates two client apps (one keeping the agent as editor, one not); the client
 * receives the claim mail, signs up with that address from the claim page, confirms it through the
 * mailed link, comes back and accepts. The app is then the client's; the agent keeps editor access
 * only where asked; the agent's app-locked token is refused; an already-claimed link says so.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { SMTPServer } from 'smtp-server';
import { type Received, startSmtp, stopSmtp } from '../support/smtp.ts';
import { chromiumSkipReason, launchChromium } from '../support/browser.ts';
import { restClient, type ToolClient } from '../support/clients.ts';
import { freePort, startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const skip = chromiumSkipReason('agency handoff browser test');
const CLIENT = 'client.owner@example.com';
const PROMPT = 'A booking app for a hair salon with services, stylists and appointments.';

describe(`agency handoff in Chromium [${TEST_DB}]`, { skip, timeout: 300_000 }, () => {
  let svc: TestService;
  let smtp: SMTPServer;
  let browser: Browser;
  let page: Page;
  let agent: ToolClient;
  const inbox: Received[] = [];
  const errors: string[] = [];

  /** Waits (bounded) for a mail to `to` whose text matches `re`; returns the first capture. */
  async function mailLink(to: string, re: RegExp): Promise<string> {
    const end = Date.now() + 60_000;
    while (Date.now() < end) {
      for (const m of inbox) {
        const hit = m.to.includes(to) ? re.exec(m.text) : null;
        if (hit) return hit[1]!;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.fail(`no mail to ${to} matching ${re}`);
  }

  const must = async (client: ToolClient, tool: string, args: Record<string, unknown>) => {
    const r = await client.call(tool, args);
    if (!r.ok) throw new Error(`${tool}: ${r.kind}: ${r.message}`);
    return r.result;
  };

  before(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);
    [svc, browser] = await Promise.all([
      startTestService({
        SVC_RATE_PER_MINUTE: '100000',
        SVC_RATE_PER_DAY: '1000000',
        SVC_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SVC_SMTP_FROM: 'Studio <studio@example.com>',
      }),
      launchChromium(),
    ]);
    const agentAccount = await svc.createAccount('agency@example.com');
    agent = restClient(
      svc.baseUrl,
      await svc.createToken(agentAccount.id, { scopes: ['read', 'update', 'publish', 'files:write', 'agency:read', 'agency:write'] }),
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => errors.push(String(e)));
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await svc?.stop();
    await stopSmtp(smtp);
  });

  it('an agency token builds two client apps; the claim links go out by mail', async () => {
    const kept = await must(agent, 'agency_create_client_app', {
      client_email: CLIENT,
      client_full_name: 'Client Owner',
      name: 'Salon bookings',
      prompt: PROMPT,
      keep_agent_collaborator: true,
    });
    const alone = await must(agent, 'agency_create_client_app', {
      client_email: CLIENT,
      name: 'Salon shop',
      prompt: PROMPT,
      keep_agent_collaborator: false,
    });
    state.kept = kept.app_id;
    state.alone = alone.app_id;
    state.keptHandoff = kept.claim.handoff_id;
    state.lockedToken = await svc.createToken((await svc.services.identity.findAccountByEmail('agency@example.com'))!.id, {
      app_id: kept.app_id,
    });
    assert.ok((await restClient(svc.baseUrl, state.lockedToken).call('get_app_detail', { app_id: kept.app_id })).ok);
    state.keptLink = await mailLink(
      CLIENT,
      new RegExp(`"Salon bookings"[\\s\\S]*?(http://[^\\s]+/studio/claim#token=${kept.claim.claim_token})`),
    );
    state.aloneLink = await mailLink(CLIENT, new RegExp(`(http://[^\\s]+/studio/claim#token=${alone.claim.claim_token})`));
  });

  it('the client opens the link, signs up with the invited address, confirms it from the mail and accepts', async () => {
    await page.goto(state.keptLink);
    await page.getByRole('heading', { name: /Take over “Salon bookings”/ }).waitFor();
    await page.getByText('agency@example.com stays on it as an editor').waitFor();
    assert.equal(new URL(page.url()).hash, '', 'the token leaves the address bar');
    await page.getByRole('link', { name: 'Create an account' }).click();
    // The sign-up page loads lazily; until its heading shows, the sign-in form is still the one on screen.
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.waitForURL(/\/studio\/signup/);
    assert.equal(await page.getByLabel('Email').inputValue(), CLIENT, 'the invited address is filled in');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/studio\/claim/);
    await page.getByText('Confirm your address first').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Accept the app' }).count(), 0, 'no accepting before the address is confirmed');

    const verify = await mailLink(CLIENT, /(http:\/\/[^\s]+\/studio\/verify-email\?token=[A-Za-z0-9_-]+)/);
    await page.goto(verify);
    await page.getByText('Your address is confirmed.').waitFor();
    await page.getByRole('link', { name: 'Continue with the app you were offered' }).click();
    await page.getByRole('button', { name: 'Accept the app' }).click();
    await page.getByTestId('claim-done').getByText('The app is yours now.').waitFor();
    await page.getByRole('link', { name: 'Open the app' }).click();
    await page.getByTestId('app-name').getByText('Salon bookings').waitFor();
    assert.deepEqual(errors, []);
  });

  it('the app is the client’s; the agent stays an editor; its app-locked token is refused', async () => {
    const client = await svc.services.identity.findAccountByEmail(CLIENT);
    const row = await svc.services.db.get<{ owner_account_id: string }>('SELECT owner_account_id FROM apps WHERE id = ?', [state.kept]);
    assert.equal(row!.owner_account_id, client!.id);
    const listed = await must(agent, 'list_apps', {});
    assert.equal(listed.apps.find((a: any) => a.app_id === state.kept)?.role, 'editor');
    assert.ok(
      (await agent.call('write_app_file', { app_id: state.kept, path: 'pages/Extra.jsx', content: 'export default () => null;' })).ok,
    );
    const publish = await agent.call('publish_app', { app_id: state.kept });
    assert.ok(!publish.ok && publish.kind === 'permission_denied', 'publishing is the owner’s');
    const locked = await restClient(svc.baseUrl, state.lockedToken).call('get_app_detail', { app_id: state.kept });
    assert.ok(!locked.ok && locked.kind === 'unauthenticated', `the app-locked token is refused: ${JSON.stringify(locked)}`);
    const status = await must(agent, 'agency_get_claim_status', { handoff_id: state.keptHandoff });
    assert.equal(status.status, 'claimed');
  });

  it('the second app, handed over without keeping the agent: the agent loses access', async () => {
    await page.goto(state.aloneLink);
    await page.getByText('agency@example.com keeps no access.').waitFor();
    await page.getByRole('button', { name: 'Accept the app' }).click();
    await page.getByTestId('claim-done').getByText('The app is yours now.').waitFor();
    const r = await agent.call('get_app_detail', { app_id: state.alone });
    assert.ok(!r.ok && r.message === 'App not found');
    await page.goto(`${svc.baseUrl}/studio/apps`);
    await page.getByText('Salon shop').first().waitFor();
    await page.getByText('Salon bookings').first().waitFor();
  });

  it('the new owner shares the app with a viewer from the Sharing tab; the viewer accepts and sees no owner tabs', async () => {
    await page.goto(`${svc.baseUrl}/studio/apps/${state.kept}/sharing`);
    await page.getByRole('heading', { name: 'Collaborators' }).waitFor();
    await page.getByText('agency@example.com').waitFor();
    await page.getByLabel('Email').fill('helper@example.com');
    await page.getByLabel('Invitation role').selectOption('viewer');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('Invitation sent to helper@example.com.').waitFor();
    const invite = await mailLink('helper@example.com', /(http:\/\/[^\s]+\/studio\/invitation#token=[A-Za-z0-9_-]+)/);

    const helperContext = await browser.newContext();
    const helper = await helperContext.newPage();
    helper.setDefaultTimeout(20_000);
    helper.on('pageerror', (e) => errors.push(String(e)));
    await helper.goto(invite);
    await helper.getByRole('heading', { name: /Join “Salon bookings”/ }).waitFor();
    await helper.getByRole('link', { name: 'Create an account' }).click();
    // The sign-up page loads lazily; until its heading shows, the sign-in form is still the one on screen.
    await helper.getByRole('heading', { name: 'Create your account' }).waitFor();
    await helper.getByLabel('Password').fill('another long password');
    await helper.getByRole('button', { name: 'Create account' }).click();
    await helper.getByText('Confirm your address first').waitFor();
    await helper.goto(await mailLink('helper@example.com', /(http:\/\/[^\s]+\/studio\/verify-email\?token=[A-Za-z0-9_-]+)/));
    await helper.getByRole('link', { name: 'Continue with the invitation' }).click();
    await helper.getByRole('button', { name: 'Accept the invitation' }).click();
    await helper.getByTestId('invitation-done').waitFor();
    await helper.goto(`${svc.baseUrl}/studio/apps`);
    await helper.getByTestId('shared-role').getByText('shared · viewer').waitFor();
    await helper.goto(`${svc.baseUrl}/studio/apps/${state.kept}/code`);
    const tabs = helper.getByRole('navigation', { name: 'App sections' });
    await tabs.getByRole('link', { name: 'Sharing' }).waitFor();
    assert.equal(await tabs.getByRole('link', { name: 'Publish' }).count(), 0, 'no owner tabs for a viewer');
    await helper.goto(`${svc.baseUrl}/studio/apps/${state.kept}/publish`);
    await helper.getByText("Only the app's owner uses this page.").waitFor();
    await helperContext.close();
    assert.deepEqual(errors, []);
  });

  it('an already-claimed link opened elsewhere gets a clear page', async () => {
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(state.keptLink);
    await other.getByText('This app has already been claimed.').waitFor();
    await fresh.close();
  });
});

const state = { kept: '', alone: '', keptHandoff: '', lockedToken: '', keptLink: '', aloneLink: '' };
