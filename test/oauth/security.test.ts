/**
 * The authorization server's protocol and security rules over plain HTTP: discovery, registration,
 * PKCE S256 only, one-use codes, redirect URI checks without redirecting, CSRF on consent, resource
 * binding, refresh rotation with family revocation and its grace window, denial, expiry, app locks,
 * revocation, and static tokens unchanged.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SCOPE_DESCRIPTIONS, SCOPES } from '../../src/platform/scopes.ts';
import { restClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { type StudioSession, studioSignIn } from '../support/connect.ts';
import {
  authorize,
  codeRequest,
  consent,
  obtainCode,
  obtainTokens,
  pkce,
  REDIRECT,
  refresh,
  openConsent,
  register,
  tokenRequest,
} from './flow.ts';

describe(`OAuth authorization server [${TEST_DB}]`, { timeout: 300_000 }, () => {
  let svc: TestService;
  let owner: { id: string; email: string };
  let session: StudioSession;
  const resource = () => `${svc.baseUrl}/api/mcp`;
  const call = (token: string, tool: string, args: Record<string, unknown> = {}) => restClient(svc.baseUrl, token).call(tool, args);

  before(async () => {
    svc = await startTestService({ SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000', SVC_MAX_CONNECTIONS_PER_ADDRESS: '0' });
    owner = await svc.createAccount();
    session = await studioSignIn(svc.baseUrl, owner.email);
  });
  after(() => svc?.stop());

  it('discovery: RFC 8414 and RFC 9728 documents, CORS, and the 401 challenge', async () => {
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/oauth-authorization-server/api/mcp']) {
      const r = await fetch(svc.baseUrl + path, { headers: { origin: 'https://inspector.example' } });
      assert.equal(r.status, 200);
      assert.equal(r.headers.get('access-control-allow-origin'), '*');
      const m = (await r.json()) as any;
      assert.equal(m.issuer, svc.baseUrl);
      assert.deepEqual(m.code_challenge_methods_supported, ['S256']);
      assert.equal(m.registration_endpoint, `${svc.baseUrl}/register`);
      assert.equal(m.authorization_response_iss_parameter_supported, true);
      assert.equal(m.client_id_metadata_document_supported, true);
      assert.ok(m.scopes_supported.includes('offline_access'));
      assert.ok(m.scopes_supported.includes('agency:write'));
    }
    const prm = (await (await fetch(`${svc.baseUrl}/.well-known/oauth-protected-resource/api/mcp`)).json()) as any;
    assert.equal(prm.resource, resource());
    assert.deepEqual(prm.authorization_servers, [svc.baseUrl]);
    const pre = await fetch(`${svc.baseUrl}/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://inspector.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), '*');
    // A browser client on an allowed origin can read the challenge of a 401.
    const svc2 = svc;
    const r = await fetch(`${svc2.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: svc2.baseUrl },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(r.status, 401);
    assert.match(r.headers.get('www-authenticate')!, /resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/api\/mcp"/);
    assert.match(r.headers.get('access-control-expose-headers')!, /WWW-Authenticate/);
    const mcpPreflight = await fetch(`${svc.baseUrl}/api/mcp`, {
      method: 'OPTIONS',
      headers: { origin: svc.baseUrl, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    assert.equal(mcpPreflight.status, 204);
    assert.equal(mcpPreflight.headers.get('access-control-allow-origin'), svc.baseUrl);
    assert.match(mcpPreflight.headers.get('access-control-allow-headers')!, /authorization/);
    // A foreign origin is refused by the Origin check (DNS-rebinding protection), preflight included.
    const foreign = await fetch(`${svc.baseUrl}/api/mcp`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    assert.equal(foreign.status, 403);
  });

  it('dynamic registration: public clients only, redirect URIs checked', async () => {
    const ok = await register(svc, ['http://127.0.0.1/cb', 'https://app.example/cb', 'cursor://anysphere.cursor-retrieval/oauth'], {
      token_endpoint_auth_method: 'client_secret_post',
    });
    assert.equal(ok.status, 201);
    assert.equal(ok.body.token_endpoint_auth_method, 'none');
    assert.equal(ok.body.client_secret, undefined);
    for (const bad of [[], ['http://evil.example/cb'], ['javascript:alert(1)'], ['https://app.example/cb#frag']]) {
      const r = await register(svc, bad);
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.match(r.body.error, /invalid_redirect_uri|invalid_client_metadata/);
    }
    // Registration is open, so it is bounded per address (100 per 15 minutes).
    const other = await startTestService();
    try {
      let limited: Awaited<ReturnType<typeof register>> | null = null;
      for (let i = 0; i < 102 && !limited; i++) {
        const r = await register(other);
        if (r.status === 429) limited = r;
        else assert.equal(r.status, 201);
      }
      assert.equal(limited?.body.error, 'too_many_requests');
    } finally {
      await other.stop();
    }
  });

  it('the code flow gives tokens that work through the same pipeline as static tokens', async () => {
    const { tokens } = await obtainTokens(svc, session);
    assert.match(tokens.access_token, /^svc_oat_/);
    assert.equal(tokens.scope, 'read files:read');
    const listed = await call(tokens.access_token, 'list_apps');
    assert.ok(listed.ok, JSON.stringify(listed));
    // Scopes: files:write was not granted.
    const app = await svc.createApp(owner.id);
    const denied = await call(tokens.access_token, 'write_app_file', { app_id: app, path: 'src/x.ts', content: 'x' });
    assert.equal(denied.ok, false);
    assert.equal(!denied.ok && denied.kind, 'permission_denied');
    // Static tokens keep working exactly as before.
    const staticToken = await svc.createToken(owner.id);
    assert.ok((await call(staticToken, 'list_apps')).ok);
  });

  it('plain PKCE, a missing challenge and a wrong verifier are refused', async () => {
    const clientId = (await register(svc)).body.client_id;
    const base = { response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, state: 's1' };
    const plain = await authorize(svc, { ...base, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    assert.equal(plain.status, 302);
    const back = new URL(plain.location!);
    assert.equal(back.origin + back.pathname, REDIRECT);
    assert.equal(back.searchParams.get('error'), 'invalid_request');
    assert.equal(back.searchParams.get('state'), 's1');
    assert.equal(back.searchParams.get('iss'), svc.baseUrl);
    const none = await authorize(svc, base);
    assert.equal(new URL(none.location!).searchParams.get('error'), 'invalid_request');
    const noMethod = await authorize(svc, { ...base, code_challenge: pkce().challenge });
    assert.equal(new URL(noMethod.location!).searchParams.get('error'), 'invalid_request', 'a missing method means plain');

    const got = await obtainCode(svc, session, { clientId });
    const wrong = await tokenRequest(svc, {
      grant_type: 'authorization_code',
      code: got.code,
      code_verifier: pkce().verifier,
      client_id: clientId,
      redirect_uri: REDIRECT,
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error, 'invalid_grant');
  });

  it('a reused authorization code is refused and the tokens issued from it are revoked', async () => {
    const got = await obtainCode(svc, session);
    const form = {
      grant_type: 'authorization_code',
      code: got.code,
      code_verifier: got.verifier,
      client_id: got.clientId,
      redirect_uri: REDIRECT,
    };
    const first = await tokenRequest(svc, form);
    assert.equal(first.status, 200);
    assert.ok((await call(first.body.access_token, 'list_apps')).ok);
    const second = await tokenRequest(svc, form);
    assert.equal(second.status, 400);
    assert.equal(second.body.error, 'invalid_grant');
    const after = await call(first.body.access_token, 'list_apps');
    assert.equal(!after.ok && after.kind, 'unauthenticated');
    assert.equal((await refresh(svc, got.clientId, first.body.refresh_token)).body.error, 'invalid_grant');
  });

  it('an unknown client or a redirect URI mismatch is shown as an error page, never redirected', async () => {
    const clientId = (await register(svc, ['https://app.example/cb', 'http://127.0.0.1/cb'])).body.client_id;
    const base = { response_type: 'code', client_id: clientId, code_challenge: pkce().challenge, code_challenge_method: 'S256' };
    for (const params of [
      { ...base, redirect_uri: 'https://evil.example/cb' },
      { ...base, redirect_uri: 'https://app.example/cb/extra' },
      { ...base, redirect_uri: 'http://127.0.0.1/other' },
      { ...base, client_id: 'cli_unknown', redirect_uri: 'https://app.example/cb' },
      { ...base, redirect_uri: 'https://app.example/cb', client_id: '' },
    ]) {
      const r = await authorize(svc, params);
      assert.equal(r.status, 400, JSON.stringify(params));
      assert.equal(r.location, null);
      assert.match(r.text, /data-testid="oauth-error"/);
    }
    // RFC 8252: a loopback redirect URI matches whatever its port.
    const loop = await authorize(svc, { ...base, redirect_uri: 'http://127.0.0.1:53682/cb' });
    assert.equal(loop.status, 302);
    assert.match(loop.location!, /\/studio\/oauth\/consent\?request=/);
  });

  it('consent needs the signed-in owner and the CSRF token', async () => {
    const clientId = (await register(svc)).body.client_id;
    const requestId = await openConsent(svc, codeRequest(clientId));
    const noCsrf = await consent(svc, session, requestId, { decision: 'approve', scopes: ['read'] }, null);
    assert.equal(noCsrf.status, 403);
    const wrongCsrf = await consent(svc, session, requestId, { decision: 'approve', scopes: ['read'] }, 'nope');
    assert.equal(wrongCsrf.status, 403);
    const anonymous = await consent(svc, null, requestId, { decision: 'approve', scopes: ['read'] });
    assert.equal(anonymous.status, 401);
    const view = await fetch(`${svc.baseUrl}/api/studio/oauth/requests/${requestId}`, { headers: { cookie: session.cookie } });
    assert.equal(view.status, 200);
    const described = (await view.json()) as any;
    assert.equal(described.client_name, 'Test client');
    // The consent page shows each scope with its one-line description, from the one scope table.
    assert.deepEqual(described.scope_descriptions, SCOPE_DESCRIPTIONS);
    assert.ok(SCOPES.every((s) => described.scope_descriptions[s]?.length > 5));
    // Still pending: the refusals above decided nothing.
    const ok = await consent(svc, session, requestId, { decision: 'approve', scopes: ['read'] });
    assert.equal(ok.status, 200);
    const again = await consent(svc, session, requestId, { decision: 'approve', scopes: ['read'] });
    assert.equal(again.body.error.kind, 'conflict');
  });

  it('tokens are bound to this MCP resource: another resource is refused', async () => {
    const clientId = (await register(svc)).body.client_id;
    const a = await authorize(svc, codeRequest(clientId, { state: 'r', resource: 'https://other.example/mcp' }));
    assert.equal(a.status, 302);
    assert.equal(new URL(a.location!).searchParams.get('error'), 'invalid_target');
    const got = await obtainCode(svc, session, { clientId });
    const t = await tokenRequest(svc, {
      grant_type: 'authorization_code',
      code: got.code,
      code_verifier: got.verifier,
      client_id: clientId,
      redirect_uri: REDIRECT,
      resource: 'https://other.example/mcp',
    });
    assert.equal(t.status, 400);
    assert.equal(t.body.error, 'invalid_target');
    const { tokens } = await obtainTokens(svc, session, { clientId });
    const r = await refresh(svc, clientId, tokens.refresh_token);
    assert.equal(r.status, 200);
    const other = await tokenRequest(svc, {
      grant_type: 'refresh_token',
      refresh_token: r.body.refresh_token,
      client_id: clientId,
      resource: 'https://other.example/mcp',
    });
    assert.equal(other.body.error, 'invalid_target');
  });

  it('refresh tokens rotate; reuse after the grace window revokes the whole family', async () => {
    const { clientId, tokens } = await obtainTokens(svc, session);
    const r1 = await refresh(svc, clientId, tokens.refresh_token);
    assert.equal(r1.status, 200);
    assert.notEqual(r1.body.refresh_token, tokens.refresh_token);
    assert.notEqual(r1.body.access_token, tokens.access_token);
    // Push the rotation of the first refresh token out of the grace window, then replay it.
    await svc.services.db.run('UPDATE oauth_refresh_tokens SET rotated_at = rotated_at - 3600000 WHERE rotated_at IS NOT NULL');
    const replay = await refresh(svc, clientId, tokens.refresh_token);
    assert.equal(replay.status, 400);
    assert.equal(replay.body.error, 'invalid_grant');
    // The whole family is gone: the newest refresh token and every access token.
    assert.equal((await refresh(svc, clientId, r1.body.refresh_token)).body.error, 'invalid_grant');
    for (const t of [tokens.access_token, r1.body.access_token]) {
      const c = await call(t, 'list_apps');
      assert.equal(!c.ok && c.kind, 'unauthenticated');
    }
    // Another client's refresh token is refused.
    const mine = await obtainTokens(svc, session);
    const foreign = await refresh(svc, clientId, mine.tokens.refresh_token);
    assert.equal(foreign.body.error, 'invalid_grant');
  });

  it('100 concurrent double refreshes end with 0 forced logouts', async () => {
    // One client (as one MCP client would be) with 100 grants.
    const clientId = (await register(svc)).body.client_id;
    const grants = await Promise.all(Array.from({ length: 100 }, () => obtainTokens(svc, session, { clientId })));
    const results = await Promise.all(
      grants.flatMap((g) => [refresh(svc, g.clientId, g.tokens.refresh_token), refresh(svc, g.clientId, g.tokens.refresh_token)]),
    );
    const failed = results.filter((r) => r.status !== 200);
    assert.equal(failed.length, 0, JSON.stringify(failed.slice(0, 3)));
    // Each of the two new refresh tokens of a grant keeps working, and both new access tokens do.
    const sample = grants[0]!;
    const [a, b] = [results[0]!, results[1]!];
    assert.ok((await call(a.body.access_token, 'list_apps')).ok);
    assert.ok((await call(b.body.access_token, 'list_apps')).ok);
    assert.equal((await refresh(svc, sample.clientId, a.body.refresh_token)).status, 200);
    assert.equal((await refresh(svc, sample.clientId, b.body.refresh_token)).status, 200);
    const revoked = await svc.services.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM oauth_grants WHERE revoked_at IS NOT NULL AND account_id = ?',
      [owner.id],
    );
    const reasons = await svc.services.db.all<{ revoked_reason: string }>(
      "SELECT revoked_reason FROM oauth_grants WHERE account_id = ? AND revoked_reason = 'rotated refresh token reused'",
      [owner.id],
    );
    assert.ok(Number(revoked?.n) >= reasons.length);
    // Only the deliberate replay test above revoked a family for reuse.
    assert.ok(reasons.length <= 1, `forced logouts: ${reasons.length}`);
  });

  it('denial redirects with access_denied; expired requests, codes and access tokens are refused', async () => {
    const clientId = (await register(svc)).body.client_id;
    const params = codeRequest(clientId, { state: 'deny-me' });
    const requestId = await openConsent(svc, params);
    const denied = await consent(svc, session, requestId, { decision: 'deny' });
    assert.equal(denied.status, 200);
    const back = new URL(denied.body.redirect_to);
    assert.equal(back.searchParams.get('error'), 'access_denied');
    assert.equal(back.searchParams.get('state'), 'deny-me');
    assert.equal(back.searchParams.get('iss'), svc.baseUrl);

    const late = await openConsent(svc, params);
    await svc.services.db.run('UPDATE oauth_requests SET expires_at = 1 WHERE id = ?', [late]);
    assert.equal((await consent(svc, session, late, { decision: 'approve', scopes: ['read'] })).body.error.kind, 'conflict');

    const got = await obtainCode(svc, session, { clientId });
    await svc.services.db.run('UPDATE oauth_codes SET expires_at = 1 WHERE client_id = ? AND used_at IS NULL', [clientId]);
    const expired = await tokenRequest(svc, {
      grant_type: 'authorization_code',
      code: got.code,
      code_verifier: got.verifier,
      client_id: clientId,
      redirect_uri: REDIRECT,
    });
    assert.equal(expired.body.error, 'invalid_grant');

    const { tokens } = await obtainTokens(svc, session, { clientId });
    await svc.services.db.run('UPDATE tokens SET expires_at = 1 WHERE grant_id IS NOT NULL AND account_id = ? AND token_hint = ?', [
      owner.id,
      tokens.access_token.slice(-4),
    ]);
    // The principal cache trusts a resolved token for 2 s; an expiry is checked on every request.
    svc.services.identity.forget((await svc.services.oauth.listGrants(owner.id))[0]!.grant_id);
    const c = await call(tokens.access_token, 'list_apps');
    assert.equal(!c.ok && c.kind, 'unauthenticated');
    assert.equal((await refresh(svc, clientId, tokens.refresh_token)).status, 200, 'the refresh token outlives the access token');
  });

  it('app-locked grants stay in their app', async () => {
    const mine = await svc.createApp(owner.id, 'Locked app');
    const other = await svc.createApp(owner.id, 'Other app');
    const { tokens } = await obtainTokens(svc, session, { scopes: ['read', 'files:read', 'create'], app_id: mine });
    const ok = await call(tokens.access_token, 'get_app_status', { app_id: mine });
    assert.ok(ok.ok, JSON.stringify(ok));
    const refused = await call(tokens.access_token, 'get_app_status', { app_id: other });
    assert.equal(refused.ok, false);
    const create = await call(tokens.access_token, 'create_app', { prompt: 'a todo list' });
    assert.equal(create.ok, false);
    // Another account's app cannot be chosen on the consent page.
    const stranger = await svc.createAccount();
    const foreignApp = await svc.createApp(stranger.id, 'Not yours');
    const clientId = (await register(svc)).body.client_id;
    const requestId = await openConsent(svc, codeRequest(clientId));
    const c = await consent(svc, session, requestId, { decision: 'approve', scopes: ['read'], app_id: foreignApp });
    assert.equal(c.status, 404);
  });

  it('RFC 7009 revocation and the token panel list and revoke grants', async () => {
    const first = await obtainTokens(svc, session);
    const r = await fetch(`${svc.baseUrl}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: first.tokens.refresh_token, client_id: first.clientId }).toString(),
    });
    assert.equal(r.status, 200);
    const c = await call(first.tokens.access_token, 'list_apps');
    assert.equal(!c.ok && c.kind, 'unauthenticated');

    const second = await obtainTokens(svc, session);
    const list = (await (await fetch(`${svc.baseUrl}/api/studio/oauth/grants`, { headers: { cookie: session.cookie } })).json()) as any;
    const grant = list.grants.find((g: any) => g.client_id === second.clientId);
    assert.equal(grant.client_name, 'Test client');
    assert.equal(grant.redirect_host, '127.0.0.1:9');
    const noCsrf = await fetch(`${svc.baseUrl}/api/studio/oauth/grants/${grant.grant_id}`, {
      method: 'DELETE',
      headers: { cookie: session.cookie },
    });
    assert.equal(noCsrf.status, 403);
    const del = await fetch(`${svc.baseUrl}/api/studio/oauth/grants/${grant.grant_id}`, {
      method: 'DELETE',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    });
    assert.equal(del.status, 200);
    const gone = await call(second.tokens.access_token, 'list_apps');
    assert.equal(!gone.ok && gone.kind, 'unauthenticated');
    assert.equal((await refresh(svc, second.clientId, second.tokens.refresh_token)).body.error, 'invalid_grant');
    // Grant access tokens are not listed as static tokens.
    const statics = (await (await fetch(`${svc.baseUrl}/api/auth/mcp-tokens`, { headers: { cookie: session.cookie } })).json()) as any;
    assert.ok(statics.tokens.every((t: any) => !t.token_hint.includes('svc_oat_')));
    assert.ok(statics.tokens.every((t: any) => t.name !== 'Test client'));
  });
});
