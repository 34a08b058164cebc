/**
 * The official MCP SDK client's OAuth flow, unchanged (an OAuthClientProvider handed to
 * StreamableHTTPClientTransport, then `auth()`), with Chromium signing in or signing up and
 * approving the studio consent page: once with dynamic registration, once with a Client ID Metadata
 * Document served by a local https server (self-signed certificate made here with openssl). Then
 * tools/list and tools/call with the token, and a refresh that rotates the refresh token.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import {
  auth as modernAuth,
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
  UnauthorizedError as ModernUnauthorizedError,
} from '@modelcontextprotocol/client';
import { SCOPE_DESCRIPTIONS } from '../../src/platform/scopes.ts';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Browser } from 'playwright-core';
import { chromiumSkipReason, launchChromium } from '../support/browser.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const PASSWORD = 'correct horse battery';

/** An in-memory provider, as an application embedding the SDK would write one. */
class MemoryProvider implements OAuthClientProvider {
  info: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | null = null;
  readonly redirectUrl: string;
  readonly clientMetadataUrl: string | undefined;
  constructor(redirectUrl: string, clientMetadataUrl?: string) {
    this.redirectUrl = redirectUrl;
    this.clientMetadataUrl = clientMetadataUrl;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'SDK test client',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() {
    return 'sdk-state';
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** A self-signed certificate for localhost/127.0.0.1 (it is its own CA), made with the openssl CLI. */
function selfSigned(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
}

const skip = chromiumSkipReason('oauth sdk-browser') || (fs.existsSync('/usr/bin/openssl') ? false : 'openssl is not installed');

describe(`OAuth with the SDK client and Chromium [${TEST_DB}]`, { skip, timeout: 300_000 }, () => {
  let svc: TestService;
  let browser: Browser;
  let callback: http.Server;
  let callbackUrl: string;
  let docServer: https.Server;
  let documentUrl: string;
  let tmp: string;
  const ownerEmail = `owner-${Date.now()}@example.com`;
  let appId: string;

  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oauth-cimd-'));
    const tls = selfSigned(tmp);
    // The MCP client's loopback redirect target: it only has to answer; the test reads the URL in the browser.
    callback = http.createServer((_req, res) => res.end('You can close this window.'));
    await new Promise<void>((r) => callback.listen(0, '127.0.0.1', r));
    callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/callback`;
    docServer = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      if (req.url !== '/oauth/client.json') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=600' });
      res.end(
        JSON.stringify({
          client_id: documentUrl,
          client_name: 'Metadata document client',
          redirect_uris: [callbackUrl],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: 'none',
        }),
      );
    });
    await new Promise<void>((r) => docServer.listen(0, '127.0.0.1', r));
    documentUrl = `https://localhost:${(docServer.address() as AddressInfo).port}/oauth/client.json`;
    [svc, browser] = await Promise.all([
      startTestService({
        SVC_RATE_PER_MINUTE: '100000',
        SVC_OAUTH_METADATA_ALLOW_PRIVATE: '1',
        SVC_OAUTH_METADATA_CA_FILE: tls.certFile,
      }),
      launchChromium(),
    ]);
    const owner = await svc.createAccount(ownerEmail, PASSWORD);
    appId = await svc.createApp(owner.id, 'Consent app');
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await svc?.stop();
    callback?.close();
    docServer?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  /**
   * The SDK's first connect fails with UnauthorizedError after handing over the authorization URL;
   * Chromium signs in (or up) and answers the consent page; the SDK finishes with the code.
   */
  async function authorizeInBrowser(
    provider: MemoryProvider,
    who: { signIn: string } | { signUp: string },
    choose: (page: import('playwright-core').Page) => Promise<void>,
    modern = false,
  ) {
    const mcpUrl = new URL(`${svc.baseUrl}/api/mcp`);
    const transport = modern
      ? new ModernTransport(mcpUrl, { authProvider: provider as any })
      : new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
    const client = modern
      ? new ModernClient({ name: 'oauth-sdk-test', version: '1.0.0' })
      : new Client({ name: 'oauth-sdk-test', version: '1.0.0' });
    await assert.rejects(client.connect(transport as any), modern ? ModernUnauthorizedError : UnauthorizedError);
    const authorizationUrl = provider.authorizationUrl!;
    assert.ok(authorizationUrl, 'the SDK asked for a browser authorization');
    assert.equal(authorizationUrl.searchParams.get('code_challenge_method'), 'S256');
    assert.equal(authorizationUrl.searchParams.get('resource'), `${svc.baseUrl}/api/mcp`);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(authorizationUrl.toString());
    await page.waitForURL(/\/studio\/signin\?next=/);
    if ('signUp' in who) {
      await page.getByRole('link', { name: 'Create an account' }).click();
      // The sign-up page loads lazily; until its heading shows, the sign-in form is still the one on screen.
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByLabel('Email').fill(who.signUp);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
    } else {
      await page.getByLabel('Email').fill(who.signIn);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.waitForURL(/\/studio\/oauth\/consent\?request=/);
    await page.getByTestId('client-name').waitFor();
    assert.equal(await page.getByTestId('redirect-host').textContent(), new URL(callbackUrl).host);
    await choose(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((u) => u.toString().startsWith(callbackUrl));
    const back = new URL(page.url());
    await context.close();
    assert.equal(back.searchParams.get('state'), 'sdk-state');
    assert.equal(back.searchParams.get('iss'), svc.baseUrl);
    // The 2026 SDK takes the whole callback and checks its RFC 9207 `iss` itself.
    if (transport instanceof ModernTransport) await transport.finishAuth(back.searchParams);
    else await transport.finishAuth(back.searchParams.get('code')!);
    assert.match(provider.saved!.access_token, /^svc_oat_/);
    assert.ok(provider.saved!.refresh_token);

    if (modern) {
      const connected = new ModernClient({ name: 'oauth-sdk-test', version: '1.0.0' });
      await connected.connect(new ModernTransport(mcpUrl, { authProvider: provider as any }));
      return connected as unknown as Client;
    }
    const connected = new Client({ name: 'oauth-sdk-test', version: '1.0.0' });
    await connected.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
    return connected;
  }

  async function refreshRotates(provider: MemoryProvider, modern = false) {
    const before = provider.saved!;
    // With a refresh token stored, auth() refreshes, as the SDK does when a token stops working.
    const result = modern
      ? await modernAuth(provider as any, { serverUrl: `${svc.baseUrl}/api/mcp` })
      : await auth(provider, { serverUrl: `${svc.baseUrl}/api/mcp` });
    assert.equal(result, 'AUTHORIZED');
    assert.notEqual(provider.saved!.refresh_token, before.refresh_token);
    assert.notEqual(provider.saved!.access_token, before.access_token);
    const again = new Client({ name: 'oauth-sdk-test', version: '1.0.0' });
    await again.connect(new StreamableHTTPClientTransport(new URL(`${svc.baseUrl}/api/mcp`), { authProvider: provider }));
    assert.ok((await again.listTools()).tools.length > 0);
    await again.close();
  }

  it('dynamic registration: sign in, one app, full access; tools/list, tools/call, refresh rotates', async () => {
    const provider = new MemoryProvider(callbackUrl);
    const client = await authorizeInBrowser(provider, { signIn: ownerEmail }, async (page) => {
      await page.getByTestId('consent-app').selectOption(appId);
      await page.getByLabel('Full access').check();
    });
    assert.match(String(provider.info!.client_id), /^cli_/);
    const tools = await client.listTools();
    assert.ok(tools.tools.some((t) => t.name === 'get_app_status'));
    const status = await client.callTool({ name: 'get_app_status', arguments: { app_id: appId } });
    assert.ok(!status.isError, JSON.stringify(status));
    // App-locked: creating apps is refused.
    await assert.rejects(client.callTool({ name: 'create_app', arguments: { prompt: 'a todo list' } }), /refused for app-locked tokens/);
    await client.close();
    await refreshRotates(provider);
    // The grant is in the token panel's list.
    const grants = await svc.services.oauth.listGrants((await svc.services.identity.findAccountByEmail(ownerEmail))!.id);
    assert.ok(grants.some((g) => g.client_name === 'SDK test client' && g.app_id === appId));

    // The owner revokes it in the token panel; the client's token stops working.
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('dialog', (d) => d.accept());
    await page.goto(`${svc.baseUrl}/studio/signin?next=${encodeURIComponent('/studio/tokens')}`);
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/studio\/tokens/);
    await page.getByRole('button', { name: 'Revoke SDK test client' }).click();
    await page
      .getByTestId('grants-list')
      .getByText(/revoked/)
      .waitFor();
    await context.close();
    const refused = await fetch(`${svc.baseUrl}/api/mcp/tools/list_apps`, {
      method: 'POST',
      headers: { authorization: `Bearer ${provider.saved!.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(refused.status, 401);
  });

  it('Client ID Metadata Document: sign up, read-only; tools/list, tools/call, refresh rotates', async () => {
    const provider = new MemoryProvider(callbackUrl, documentUrl);
    const email = `new-${Date.now()}@example.com`;
    const client = await authorizeInBrowser(provider, { signUp: email }, async (page) => {
      assert.equal(await page.getByTestId('client-name').textContent(), 'Metadata document client');
      await page.getByLabel('Read-only').check();
      // The granted scopes are listed with what each allows.
      const granted = (await page.getByTestId('consent-granted').textContent()) ?? '';
      assert.ok(granted.includes('files:read') && granted.includes(SCOPE_DESCRIPTIONS['files:read']), granted);
    });
    assert.equal(provider.info!.client_id, documentUrl);
    assert.ok((await client.listTools()).tools.length > 0);
    const listed = await client.callTool({ name: 'list_apps', arguments: {} });
    assert.ok(!listed.isError, JSON.stringify(listed));
    // Read-only: creating apps is refused.
    await assert.rejects(client.callTool({ name: 'create_app', arguments: { prompt: 'a todo list' } }), /needs one of the scopes create/);
    await client.close();
    await refreshRotates(provider);
  });

  it('the 2026-07-28 SDK client (@modelcontextprotocol/client): dynamic registration, iss checked, tools/call, refresh rotates', async () => {
    const provider = new MemoryProvider(callbackUrl);
    const client = await authorizeInBrowser(
      provider,
      { signIn: ownerEmail },
      async (page) => {
        await page.getByLabel('Full access').check();
      },
      true,
    );
    assert.ok((await client.listTools()).tools.some((t) => t.name === 'list_apps'));
    const listed = await client.callTool({ name: 'list_apps', arguments: {} });
    assert.ok(!listed.isError, JSON.stringify(listed));
    await client.close();
    await refreshRotates(provider, true);
  });
});
