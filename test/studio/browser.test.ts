/**
 * The studio in a real browser (Debian's Chromium through playwright-core), as a new user meets it:
 * sign up, create an app from a prompt and watch its progress, edit it by prompt, then the token
 * panel: create a token, use it with the MCP SDK client, revoke it, and see the next call answer 401.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SCOPE_DESCRIPTIONS } from '../../src/platform/scopes.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumSkipReason, launchChromium } from '../support/browser.ts';
import { restClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const skip = chromiumSkipReason('studio browser test');

describe(`studio in Chromium [${TEST_DB}]`, { skip, timeout: 300_000 }, () => {
  let svc: TestService;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  let appId = '';

  before(async () => {
    [svc, browser] = await Promise.all([
      startTestService({ SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' }),
      launchChromium(),
    ]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => errors.push(String(e)));
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await svc?.stop();
  });

  it('sign up lands on the empty apps list that says what to do', async () => {
    await page.goto(`${svc.baseUrl}/`);
    await page.waitForURL(/\/studio\/signin/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    // The sign-up page loads lazily; until its heading shows, the sign-in form is still the one on screen.
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('Email').fill('new.user@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('No apps yet').waitFor();
    await page.getByText('Confirm your address').waitFor();
    assert.deepEqual(errors, []);
  });

  it('creates an app from a prompt and shows the job progress live', async () => {
    await page.getByRole('link', { name: 'New app' }).first().click();
    await page.getByLabel('Name', { exact: true }).fill('Book club');
    await page.getByLabel('What should it do?').fill('A book club app with books (title, author, rating) and meetings with a date.');
    await page.getByRole('button', { name: 'Create app' }).click();
    await page.getByTestId('job-progress').waitFor();
    await page.getByTestId('job-done').waitFor({ timeout: 60_000 });
    const events = await page.getByTestId('job-progress').locator('li').count();
    assert.ok(events >= 2, `progress events shown (${events})`);
    await page.getByRole('link', { name: 'Open the app' }).click();
    await page.waitForURL(/\/studio\/apps\/app_/);
    appId = /\/studio\/apps\/([^/?#]+)/.exec(page.url())![1]!;
    await page.getByTestId('app-name').getByText('Book club').waitFor();
    await page.getByTestId('preview').waitFor();
  });

  it('edits the app by prompt, with progress and the conversation', async () => {
    await page.getByLabel('What to change').fill('Add a priority field to books');
    await page.getByRole('button', { name: 'Apply change' }).click();
    await page.getByTestId('job-done').waitFor({ timeout: 60_000 });
    await page.getByTestId('conversation').getByText('Add a priority field to books').waitFor();
    const versions = await svc.services.files.listVersions(appId);
    assert.ok(versions.total >= 1, 'a Saved Version was taken before the edit');
  });

  it('shows the new Saved Version and its side-by-side diff, then completes a whole-app restore an agent requested', async () => {
    const account = (await svc.services.identity.findAccountByEmail('new.user@example.com'))!;
    const agent = restClient(svc.baseUrl, await svc.createToken(account.id));
    const versions = await agent.call('list_saved_versions', { app_id: appId });
    assert.ok(versions.ok);
    const target = (versions.result as any).versions.at(-1).snapshot_id as string;
    const asked = await agent.call('restore_saved_version', { app_id: appId, snapshot_id: target, confirm: true });
    assert.equal(asked.ok, false);
    assert.equal(asked.kind, 'fails_closed');

    await page.getByRole('link', { name: 'Versions' }).click();
    await page.getByTestId('versions-list').locator('li').first().waitFor();
    await page.getByRole('button', { name: 'Diff with now' }).last().click();
    await page.getByTestId('side-by-side').first().waitFor();

    await page.getByTestId('restore-requests').getByRole('button', { name: 'Review restore' }).click();
    await page
      .getByTestId('restore-plan')
      .getByText(/files change/)
      .waitFor();
    await page.getByRole('button', { name: 'Confirm whole-app restore' }).click();
    await page.getByText(/^Restored:/).waitFor();
    assert.equal((await svc.services.versions.pendingRestoreRequests(appId)).length, 0);
    const now = await svc.services.versions.currentManifest(appId);
    const then = await svc.services.files.versionManifest(target);
    assert.deepEqual(
      now.map((e) => [e.path, e.hash]),
      then.map((e) => [e.path, e.hash]),
      'the files are exactly those of the Saved Version',
    );
  });

  it('approves one agent proposal and rejects another; each executes at most once', async () => {
    const account = (await svc.services.identity.findAccountByEmail('new.user@example.com'))!;
    const agent = restClient(svc.baseUrl, await svc.createToken(account.id));
    const entities = (await agent.call('get_entities', { app_id: appId })) as any;
    assert.ok(entities.ok);
    const first = entities.result.entities[0];
    const entity = first.name as string;
    // One valid record for the entity's schema: a value for every required field by its type.
    const sample: Record<string, unknown> = {};
    for (const f of first.schema.fields as Array<{ name: string; type: string; required?: boolean; enum?: string[] }>) {
      if (!f.required) continue;
      sample[f.name] =
        f.enum?.[0] ??
        ({ number: 1, integer: 1, boolean: true, date: '2026-01-01', datetime: '2026-01-01T00:00:00Z' } as any)[f.type] ??
        'x';
    }
    await page.getByRole('link', { name: 'Data' }).click();
    await page.getByLabel('Execution mode').selectOption('approval');
    await page.waitForFunction(
      () => (document.querySelector('select[aria-label="Execution mode"]') as HTMLSelectElement)?.value === 'approval',
    );
    const before = (await svc.services.records.countByEntity(appId))[entity] ?? 0;
    for (const n of [1, 2]) {
      const r = await agent.call('create_entity_records', { app_id: appId, entity, records: [sample], reason: `proposal ${n}` });
      assert.ok(r.ok, r.ok ? '' : r.message);
      assert.equal((r.result as any).awaiting_approval, true);
    }
    await page.reload();
    await page.getByTestId('approval').nth(1).waitFor();
    const ids = (await svc.services.records.listApprovals(account.id, { appId, status: 'pending' })).map((a: any) => a.approval_id);
    assert.equal(ids.length, 2);
    await page.getByTestId('approval').first().getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved and carried out.').waitFor();
    await page.getByTestId('approval').first().getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Rejected: nothing was written.').waitFor();
    assert.equal((await svc.services.records.countByEntity(appId))[entity] ?? 0, before + 1);
    const statuses = (await svc.services.records.listApprovals(account.id, { appId })).map((a: any) => a.status).sort();
    assert.deepEqual(statuses, ['executed', 'rejected']);
    for (const id of ids) {
      await assert.rejects(svc.services.records.approve(account, id), /executed|rejected|not pending|already/i);
    }
    assert.equal((await svc.services.records.countByEntity(appId))[entity] ?? 0, before + 1);
  });

  it('publishes and opens the link', async () => {
    await page.getByRole('link', { name: 'Publish' }).click();
    await page.getByLabel(/Public: anyone/).check();
    await page.getByRole('button', { name: 'Publish the current files' }).click();
    await page.getByText(/^Published at/).waitFor();
    const href = await page.getByTestId('link-path').getAttribute('href');
    assert.ok(href);
    const pub = await context.newPage();
    const res = await pub.goto(href!);
    assert.equal(res?.status(), 200);
    await pub.close();
  });

  it('members and policies: invite a member, change the role, save a route and an entity policy', async () => {
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByLabel('Email', { exact: true }).fill('member@example.com');
    await page.getByLabel('Role', { exact: true }).fill('staff');
    await page.getByLabel('Their password').fill('member password 1');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('member@example.com can now sign in to the app.').waitFor();
    await page.getByLabel('Role of member@example.com').selectOption('editor');
    await page.getByText('member@example.com is now editor.').waitFor();
    await page.getByLabel('Route or pattern').fill('/Admin/*');
    await page.getByLabel('Allowed roles').fill('editor');
    await page.getByRole('button', { name: 'Save route policy' }).click();
    await page.getByText('Route policy for /Admin/* saved.').waitFor();
    await page.getByLabel('Entity', { exact: true }).fill('Book');
    await page.getByRole('button', { name: 'Save entity policy' }).click();
    await page.getByText('Entity policy for Book saved.').waitFor();
    const account = (await svc.services.identity.findAccountByEmail('new.user@example.com'))!;
    const agent = restClient(svc.baseUrl, await svc.createToken(account.id));
    const sec = (await agent.call('get_app_security_context', { app_id: appId })) as any;
    assert.ok(sec.ok);
    assert.ok(JSON.stringify(sec.result.route_policies).toLowerCase().includes('/admin/*'), JSON.stringify(sec.result.route_policies));
    assert.ok(JSON.stringify(sec.result.entity_policies).includes('Book'));
    assert.equal(sec.result.members.find((m: any) => m.email === 'member@example.com')?.role, 'editor');
  });

  it('token panel: create, use with the MCP SDK client, revoke, next call answers 401', async () => {
    await page.getByRole('link', { name: 'Tokens' }).click();
    await page.getByRole('heading', { name: 'Create a token' }).waitFor();
    // Each scope checkbox says what it allows (the one scope table, served by the tokens API).
    await page.getByText(SCOPE_DESCRIPTIONS['files:write']).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('laptop');
    await page.getByRole('button', { name: 'Create token' }).click();
    const raw = (await page.getByTestId('raw-token').textContent())!.trim();
    assert.match(raw, /^svc_mcp_/);
    await page.getByText('claude mcp add --transport http').waitFor();

    const client = new Client({ name: 'studio-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${svc.baseUrl}/api/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${raw}` } },
      }),
    );
    const listed = await client.callTool({ name: 'list_apps', arguments: {} });
    assert.equal(listed.isError, undefined);
    assert.equal((listed.structuredContent as any).apps[0].app_id, appId);

    await page.getByRole('button', { name: 'Done' }).click();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Revoke laptop' }).click();
    await page.getByText(/revoked/).waitFor();
    await assert.rejects(client.callTool({ name: 'list_apps', arguments: {} }), /401|Unauthorized|invalid/i);
    await client.close().catch(() => {});
    assert.deepEqual(errors, []);
  });
});
