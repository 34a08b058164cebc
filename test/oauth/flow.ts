/** The OAuth flow driven over plain HTTP (the studio consent API standing in for the page), for the security tests. */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import type { StudioSession } from '../support/connect.ts';
import type { TestService } from '../support/harness.ts';

export const REDIRECT = 'http://127.0.0.1:9/callback';

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function register(svc: TestService, redirectUris = [REDIRECT], extra: Record<string, unknown> = {}) {
  const r = await fetch(`${svc.baseUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Test client', redirect_uris: redirectUris, token_endpoint_auth_method: 'none', ...extra }),
  });
  return { status: r.status, body: (await r.json()) as any };
}

/** The /authorize parameters of a code request with a fresh S256 challenge; `extra` adds or overrides. */
export function codeRequest(clientId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
}

/** GET /authorize without following the redirect. */
export async function authorize(svc: TestService, params: Record<string, string>) {
  const r = await fetch(`${svc.baseUrl}/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' });
  return { status: r.status, location: r.headers.get('location'), text: r.status === 302 ? '' : await r.text() };
}

/** GET /authorize, then the id of the consent request it redirects to. */
export async function openConsent(svc: TestService, params: Record<string, string>): Promise<string> {
  const a = await authorize(svc, params);
  assert.equal(a.status, 302, a.text);
  return new URL(a.location!).searchParams.get('request')!;
}

export async function consent(
  svc: TestService,
  session: StudioSession | null,
  requestId: string,
  body: Record<string, unknown>,
  csrf: string | null = session?.csrf ?? null,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session) headers.cookie = session.cookie;
  if (csrf) headers['x-csrf-token'] = csrf;
  const r = await fetch(`${svc.baseUrl}/api/studio/oauth/requests/${requestId}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as any };
}

export async function tokenRequest(svc: TestService, form: Record<string, string>) {
  const r = await fetch(`${svc.baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: r.status, body: (await r.json()) as any };
}

/** Runs the whole flow up to the code: registration, /authorize, the owner's approval. */
export async function obtainCode(
  svc: TestService,
  session: StudioSession,
  opts: { scope?: string; scopes?: string[]; app_id?: string | null; clientId?: string; redirect?: string } = {},
) {
  const clientId = opts.clientId ?? (await register(svc, [opts.redirect ?? REDIRECT])).body.client_id;
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const a = await authorize(svc, {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: opts.redirect ?? REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    scope: opts.scope ?? 'read files:read offline_access',
    resource: `${svc.baseUrl}/api/mcp`,
  });
  assert.equal(a.status, 302, a.text);
  const requestId = new URL(a.location!).searchParams.get('request')!;
  const c = await consent(svc, session, requestId, {
    decision: 'approve',
    scopes: opts.scopes ?? ['read', 'files:read'],
    app_id: opts.app_id ?? null,
  });
  assert.equal(c.status, 200, JSON.stringify(c.body));
  const back = new URL(c.body.redirect_to);
  assert.equal(back.searchParams.get('state'), state);
  assert.equal(back.searchParams.get('iss'), svc.baseUrl);
  return { clientId, verifier, code: back.searchParams.get('code')!, redirect: opts.redirect ?? REDIRECT };
}

export async function obtainTokens(svc: TestService, session: StudioSession, opts: Parameters<typeof obtainCode>[2] = {}) {
  const got = await obtainCode(svc, session, opts);
  const t = await tokenRequest(svc, {
    grant_type: 'authorization_code',
    code: got.code,
    code_verifier: got.verifier,
    client_id: got.clientId,
    redirect_uri: got.redirect,
    resource: `${svc.baseUrl}/api/mcp`,
  });
  assert.equal(t.status, 200, JSON.stringify(t.body));
  return { ...got, tokens: t.body as { access_token: string; refresh_token: string; expires_in: number; scope: string } };
}

export function refresh(svc: TestService, clientId: string, refreshToken: string) {
  return tokenRequest(svc, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });
}
