/**
 * The studio's server side without a browser: sign-up/sign-in sessions, CSRF, the studio principal
 * on the older studio endpoints, ownership (another account's app answers 404 on every app page and
 * API), and the security headers of the pages.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

interface Session {
  cookie: string;
  csrf: string;
}

describe(`studio API [${TEST_DB}]`, { timeout: 120_000 }, () => {
  let svc: TestService;
  before(async () => {
    svc = await startTestService({ SVC_RATE_PER_MINUTE: '100000' });
  });
  after(() => svc?.stop());

  const req = (
    method: string,
    path: string,
    opts: { s?: Session; body?: unknown; csrf?: string | null; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.s) headers.cookie = opts.s.cookie;
    const csrf = opts.csrf === undefined ? opts.s?.csrf : opts.csrf;
    if (csrf) headers['x-csrf-token'] = csrf;
    return fetch(svc.baseUrl + path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      redirect: 'manual',
    });
  };

  async function signUp(email: string, password = 'a good long password'): Promise<Session> {
    const r = await req('POST', '/api/studio/signup', { body: { email, password } });
    assert.equal(r.status, 201, await r.clone().text());
    const setCookie = r.headers.get('set-cookie')!;
    assert.match(setCookie, /svc_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    assert.doesNotMatch(setCookie, /Secure/, 'no Secure flag on plain http');
    const body = await r.json();
    return { cookie: setCookie.split(';')[0]!, csrf: body.csrf_token };
  }

  it('sign up, session, sign out (revoked server-side), sign in, wrong password', async () => {
    const s = await signUp('Ada@Example.com');
    const me = await (await req('GET', '/api/studio/session', { s })).json();
    assert.equal(me.account.email, 'ada@example.com');
    assert.equal(me.account.email_verified, false);
    assert.equal(me.csrf_token, s.csrf);
    // The verification mail is in the outbox (no SMTP configured here), not lost.
    const mails = await svc.services.mail.list();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.to_address, 'ada@example.com');
    assert.equal(mails[0]!.status, 'queued');
    assert.match(mails[0]!.body_text, /\/studio\/verify-email\?token=/);

    assert.equal((await req('DELETE', '/api/studio/session', { s })).status, 200);
    // The old cookie is dead even if a client kept it.
    assert.equal((await req('GET', '/api/studio/session', { s })).status, 401);
    assert.equal((await req('POST', '/api/studio/tools/list_apps', { s, body: {} })).status, 401);

    const bad = await req('POST', '/api/studio/session', { body: { email: 'ada@example.com', password: 'nope nope nope' } });
    assert.equal(bad.status, 401);
    const ok = await req('POST', '/api/studio/session', { body: { email: 'ada@example.com', password: 'a good long password' } });
    assert.equal(ok.status, 200);
    // Duplicate sign-up is a clear conflict.
    const dup = await req('POST', '/api/studio/signup', { body: { email: 'ada@example.com', password: 'another long one' } });
    assert.equal(dup.status, 400);
    assert.match((await dup.json()).error.message, /already exists/);
  });

  it('address verification through the mailed link', async () => {
    const s = await signUp('verify-me@example.com');
    const mail = (await svc.services.mail.list()).find((m) => m.to_address === 'verify-me@example.com')!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body_text)![1]!;
    assert.equal((await req('POST', '/api/studio/verify-email', { body: { token } })).status, 200);
    assert.equal((await (await req('GET', '/api/studio/session', { s })).json()).account.email_verified, true);
    // One use only.
    assert.equal((await req('POST', '/api/studio/verify-email', { body: { token } })).status, 400);
  });

  it('every state-changing request without the CSRF token is refused, with it accepted', async () => {
    const s = await signUp('csrf@example.com');
    for (const [method, path, body] of [
      ['POST', '/api/studio/tools/list_apps', {}],
      ['POST', '/api/auth/mcp-tokens', { scopes: 'all' }],
      ['POST', '/api/studio/password', { current_password: 'a good long password', new_password: 'x'.repeat(12) }],
      ['DELETE', '/api/studio/session', undefined],
      ['POST', '/api/studio/approvals/apr_x/approve', {}],
    ] as const) {
      const none = await req(method, path, { s, body, csrf: null });
      assert.equal(none.status, 403, `${method} ${path} without token`);
      assert.match((await none.json()).error.message, /CSRF/);
      const wrong = await req(method, path, { s, body, csrf: 'not-the-token' });
      assert.equal(wrong.status, 403, `${method} ${path} with a wrong token`);
    }
    assert.equal((await req('POST', '/api/studio/tools/list_apps', { s, body: {} })).status, 200);
    // Reads need no token.
    assert.equal((await req('GET', '/api/auth/mcp-tokens', { s })).status, 200);
    // A foreign origin is refused before anything else.
    const foreign = await req('POST', '/api/studio/tools/list_apps', { s, body: {}, headers: { origin: 'https://evil.example' } });
    assert.equal(foreign.status, 403);
  });

  it('the studio session works on the token panel API; the token it creates works over MCP REST until revoked', async () => {
    const s = await signUp('tokens@example.com');
    const created = await (await req('POST', '/api/auth/mcp-tokens', { s, body: { scopes: ['read'], name: 'cli' } })).json();
    assert.match(created.token, /^svc_mcp_/);
    const call = () =>
      fetch(`${svc.baseUrl}/api/mcp/tools/list_apps`, {
        method: 'POST',
        headers: { authorization: `Bearer ${created.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
    assert.equal((await call()).status, 200);
    assert.equal((await req('DELETE', `/api/auth/mcp-tokens/${created.token_id}`, { s })).status, 200);
    assert.equal((await call()).status, 401);
  });

  it("another account's app answers 404 on every app page and API", async () => {
    const alice = await signUp('alice@example.com');
    const bob = await signUp('bob@example.com');
    const bobAccount = (await svc.services.identity.findAccountByEmail('bob@example.com'))!;
    const bobApp = await svc.createApp(bobAccount.id, 'Bob private');
    for (const sub of ['', '/code', '/versions', '/data', '/publish', '/security', '/analytics']) {
      assert.equal((await req('GET', `/studio/apps/${bobApp}${sub}`, { s: alice })).status, 404, `page ${sub}`);
      assert.equal((await req('GET', `/studio/apps/${bobApp}${sub}`, { s: bob })).status, 200, `own page ${sub}`);
    }
    for (const [method, path, body] of [
      ['GET', `/api/studio/apps/${bobApp}/conversation`, undefined],
      ['GET', `/api/studio/apps/${bobApp}/restore-requests`, undefined],
      ['GET', `/api/studio/apps/${bobApp}/restore/snap_x`, undefined],
      ['POST', `/api/studio/apps/${bobApp}/restore/snap_x`, { confirm: true }],
      ['GET', `/api/studio/apps/${bobApp}/record-settings`, undefined],
      ['POST', '/api/studio/tools/get_app_status', { app_id: bobApp }],
      ['POST', '/api/studio/tools/get_app_files', { app_id: bobApp }],
      ['POST', '/api/studio/tools/list_saved_versions', { app_id: bobApp }],
      ['POST', '/api/studio/tools/get_preview_url', { app_id: bobApp }],
      ['POST', '/api/studio/tools/update_app', { app_id: bobApp, prompt: 'take it over' }],
    ] as const) {
      const r = await req(method, path, { s: alice, body });
      assert.equal(r.status, 404, `${method} ${path}`);
    }
    const list = await (await req('GET', '/api/studio/apps', { s: alice })).json();
    assert.equal(list.apps.length, 0);
  });

  it('pages carry a CSP with frame-ancestors, refuse framing, and are served only on the platform host', async () => {
    const r = await req('GET', '/');
    assert.equal(r.status, 200);
    const csp = r.headers.get('content-security-policy')!;
    assert.match(csp, /frame-ancestors 'self'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.equal(r.headers.get('x-frame-options'), 'SAMEORIGIN');
    const html = await r.text();
    const script = /src="(\/studio\/assets\/studio-[^"]+\.js)"/.exec(html)![1]!;
    const js = await fetch(svc.baseUrl + script);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type')!, /javascript/);
    // An app host never serves the studio.
    const appHost = await new Promise<string>((resolve, reject) => {
      const u = new URL(svc.baseUrl);
      http
        .get({ host: u.hostname, port: u.port, path: '/', headers: { host: `someapp.localhost:${u.port}` } }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    assert.doesNotMatch(appHost, /studio\/assets/);
  });
});
