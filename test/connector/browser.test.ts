/**
 * `svc connect` end to end, as a user meets it: the command prints an approval URL and a code, the
 * owner signs in (or signs up) in Chromium, compares the code and approves or denies; the command
 * stores the token it receives in a file only the user can read and prints MCP client
 * configurations, and the token works with the official SDK client. Denied, expired and replayed
 * requests end with a clear message on both sides.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Browser, Page } from 'playwright-core';
import { READ_ONLY_SCOPES } from '../../src/connect/service.ts';
import { SCOPES } from '../../src/platform/scopes.ts';
import { chromiumSkipReason, launchChromium } from '../support/browser.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'correct horse battery';

interface Connector {
  /** The approval URL and connection code, once printed. */
  printed: Promise<{ url: string; code: string }>;
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  configPath: string;
}

/** Runs `svc connect` against the service; it is killed after 2 minutes if it has not ended by itself. */
function startConnect(svc: TestService, args: string[], opts: { defaultConfig?: boolean } = {}): Connector {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-connect-'));
  const configPath = opts.defaultConfig ? path.join(dir, 'fine-structure', 'config.json') : path.join(dir, 'nested', 'mine.json');
  const argv = ['bin/svc.js', 'connect', '--url', svc.baseUrl, ...args, ...(opts.defaultConfig ? [] : ['--config', configPath])];
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    env: { ...process.env, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  let stdout = '';
  let stderr = '';
  let found: (v: { url: string; code: string }) => void;
  const printed = new Promise<{ url: string; code: string }>((resolve) => (found = resolve));
  child.stdout.on('data', (d) => {
    stdout += d;
    const url = /(https?:\/\/\S+\/studio\/connect\?request_id=\S+)/.exec(stdout)?.[1];
    const code = /Connection code: ([A-Z]{4}-[A-Z]{4})/.exec(stdout)?.[1];
    if (url && code) found({ url, code });
  });
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    }),
  );
  return {
    printed: Promise.race([printed, exited.then((e) => Promise.reject(new Error(`svc connect ended: ${e.stderr}`)))]),
    exited,
    configPath,
  };
}

function storedEntry(configPath: string, baseUrl: string) {
  return JSON.parse(fs.readFileSync(configPath, 'utf8')).connections[baseUrl];
}

async function sdkClient(baseUrl: string, token: string) {
  const client = new Client({ name: 'svc-connect-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
  );
  return client;
}

const skip = chromiumSkipReason('svc connect browser test');

describe(`svc connect with approval in Chromium [${TEST_DB}]`, { skip, timeout: 600_000 }, () => {
  let svc: TestService;
  let browser: Browser;
  let ownerEmail = '';
  let appId = '';
  const pageErrors: string[] = [];

  before(async () => {
    [svc, browser] = await Promise.all([
      startTestService({ SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' }),
      launchChromium(),
    ]);
    const owner = await svc.createAccount(undefined, PASSWORD);
    ownerEmail = owner.email;
    appId = await svc.createApp(owner.id, 'Connected app');
    await svc.createApp(owner.id, 'Other app');
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await svc?.stop();
  });

  /** Opens the approval URL signed out, signs in (or signs up), and lands on the approval page. */
  async function openSignedIn(url: string, who: { signUp?: string } = {}): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(url);
    await page.waitForURL(/\/studio\/signin\?next=/);
    if (who.signUp) {
      await page.getByRole('link', { name: 'Create an account' }).click();
      // The sign-up page loads lazily; until its heading shows, the sign-in form is still the one on screen.
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByLabel('Email').fill(who.signUp);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
    } else {
      await page.getByLabel('Email').fill(ownerEmail);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.waitForURL(/\/studio\/connect\?request_id=/);
    return page;
  }

  async function decide(connector: Connector, decision: 'Approve' | 'Deny', who: { signUp?: string } = {}) {
    const { url, code } = await connector.printed;
    const page = await openSignedIn(url, who);
    assert.equal(await page.getByTestId('connection-code').textContent(), code, 'the page shows the code the terminal printed');
    await page.getByRole('button', { name: decision }).click();
    await page.getByTestId('connect-result').waitFor();
    return { page, url };
  }

  let firstApprovalUrl = '';

  it('full access: approve in the studio; the token lands in the default config file (0600) and works with the SDK client', async () => {
    const connector = startConnect(svc, [], { defaultConfig: true });
    const { page, url } = await decide(connector, 'Approve');
    firstApprovalUrl = url;
    const done = await connector.exited;
    assert.equal(done.code, 0, done.stderr);
    assert.equal(fs.statSync(connector.configPath).mode & 0o777, 0o600);
    const entry = storedEntry(connector.configPath, svc.baseUrl);
    assert.match(entry.token, /^svc_mcp_/);
    assert.equal(entry.mcp_url, `${svc.baseUrl}/api/mcp`);
    assert.deepEqual(entry.scopes, [...SCOPES]);
    assert.equal(entry.app_id, null);
    assert.equal(
      entry.name,
      `svc connect on ${os
        .hostname()
        .replace(/[^\p{L}\p{N} ._@()-]/gu, '')
        .slice(0, 64)}`,
    );
    assert.ok(
      done.stdout.includes(
        `claude mcp add --transport http fine-structure ${svc.baseUrl}/api/mcp --header "Authorization: Bearer ${entry.token}"`,
      ),
    );
    for (const client of ['VS Code', 'Cursor', 'Generic JSON']) assert.ok(done.stdout.includes(`# ${client}`), client);
    const client = await sdkClient(svc.baseUrl, entry.token);
    try {
      const tools = await client.listTools();
      assert.ok(tools.tools.some((t) => t.name === 'create_app'));
      const apps = await client.callTool({ name: 'list_apps', arguments: {} });
      assert.equal(JSON.parse((apps.content as any)[0].text).total, 2);
    } finally {
      await client.close();
    }
    await page.getByText('Approved.').waitFor();
    await page.context().close();
  });

  it('a replayed approval URL says the request was used', async () => {
    const page = await openSignedIn(firstApprovalUrl);
    await page
      .getByTestId('connect-result')
      .getByText(/already used/)
      .waitFor();
    assert.equal(await page.getByRole('button', { name: 'Approve' }).count(), 0);
    await page.context().close();
  });

  it('read-only, after signing up on the way: the token has only the read scopes', async () => {
    const connector = startConnect(svc, ['--read-only']);
    const email = `connect-newcomer-${Date.now()}@example.com`;
    const { page } = await decide(connector, 'Approve', { signUp: email });
    const done = await connector.exited;
    assert.equal(done.code, 0, done.stderr);
    assert.equal(fs.statSync(connector.configPath).mode & 0o777, 0o600);
    const entry = storedEntry(connector.configPath, svc.baseUrl);
    assert.deepEqual(entry.scopes, READ_ONLY_SCOPES);
    const account = (await svc.services.identity.findAccountByEmail(email))!;
    const [token] = await svc.services.identity.listTokens(account.id);
    assert.equal(token!.token_id, entry.token_id);
    const client = await sdkClient(svc.baseUrl, entry.token);
    try {
      const listed = await client.callTool({ name: 'list_apps', arguments: {} });
      assert.equal(JSON.parse((listed.content as any)[0].text).total, 0);
      await assert.rejects(
        client.callTool({ name: 'create_app', arguments: { name: 'x', prompt: 'not allowed for read-only' } }),
        /Permission denied/,
      );
    } finally {
      await client.close();
    }
    await page.context().close();
  });

  it('one app: the page names it and the token is locked to it', async () => {
    const connector = startConnect(svc, ['--app-id', appId]);
    const { url } = await connector.printed;
    const page = await openSignedIn(url);
    await page.getByTestId('connect-access').getByText(`Only Connected app (${appId})`).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('connect-result').waitFor();
    const done = await connector.exited;
    assert.equal(done.code, 0, done.stderr);
    const entry = storedEntry(connector.configPath, svc.baseUrl);
    assert.equal(entry.app_id, appId);
    assert.match(done.stdout, new RegExp(`locked to app ${appId}`));
    const client = await sdkClient(svc.baseUrl, entry.token);
    try {
      const listed = await client.callTool({ name: 'list_apps', arguments: {} });
      assert.deepEqual(
        JSON.parse((listed.content as any)[0].text).apps.map((a: any) => a.app_id),
        [appId],
      );
    } finally {
      await client.close();
    }
    await page.context().close();
  });

  it('denied: the command says so and stores nothing', async () => {
    const connector = startConnect(svc, []);
    const { page } = await decide(connector, 'Deny');
    await page
      .getByTestId('connect-result')
      .getByText(/denied/)
      .waitFor();
    const done = await connector.exited;
    assert.equal(done.code, 1);
    assert.match(done.stderr, /^svc connect: This connection request was denied in the studio/);
    assert.equal(fs.existsSync(connector.configPath), false);
    await page.context().close();
  });

  it('expired: the command and the page both say so', async () => {
    const connector = startConnect(svc, []);
    const { url } = await connector.printed;
    const requestId = new URL(url).searchParams.get('request_id');
    await svc.services.db.run('UPDATE connect_requests SET expires_at = ? WHERE id = ?', [Date.now() - 1, requestId]);
    const done = await connector.exited;
    assert.equal(done.code, 1);
    assert.match(done.stderr, /^svc connect: This connection request has expired/);
    assert.equal(fs.existsSync(connector.configPath), false);
    const page = await openSignedIn(url);
    await page
      .getByTestId('connect-result')
      .getByText(/expired/)
      .waitFor();
    await page.context().close();
    assert.deepEqual(pageErrors, []);
  });
});

describe('svc connect usage', () => {
  it('needs --url, and says when the service cannot be reached', async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['bin/svc.js', 'connect', ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d));
        child.on('close', (code) => resolve({ code, stderr }));
      });
    const missing = await run([]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--url is required/);
    const unreachable = await run(['--url', 'http://127.0.0.1:9', '--config', path.join(os.tmpdir(), 'never-written.json')]);
    assert.equal(unreachable.code, 1);
    assert.match(unreachable.stderr, /could not reach http:\/\/127\.0\.0\.1:9/);
  });
});
