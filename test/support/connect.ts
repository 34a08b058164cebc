/** The local connection flow driven over HTTP, as the connector and the approval page do it. */
import { SESSION_COOKIE } from '../../src/identity/studio.ts';
import type { TestService } from './harness.ts';

export interface StudioSession {
  cookie: string;
  csrf: string;
}

export async function studioSignIn(baseUrl: string, email: string, password = 'correct horse battery'): Promise<StudioSession> {
  const res = await fetch(`${baseUrl}/api/studio/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`studio sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as any;
  return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, csrf: body.csrf_token };
}

/** A new account whose address is verified, as after following the verification link. */
export async function verifiedAccount(svc: TestService, email?: string) {
  const account = await svc.createAccount(email);
  await svc.services.db.run('UPDATE accounts SET email_verified_at = ? WHERE id = ?', [Date.now(), account.id]);
  return account;
}

/** A studio session of the account made by the identity service, without the sign-in round trip. */
export async function studioSessionOf(svc: TestService, accountId: string): Promise<StudioSession> {
  const s = await svc.services.identity.sessions.create(accountId, 'test');
  return { cookie: `${SESSION_COOKIE}=${s.cookie}`, csrf: s.csrfToken };
}

/** A studio API call with the session's cookie and CSRF token (signed out when `session` is null). */
export async function studioRequest(baseUrl: string, method: string, path: string, session: StudioSession | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) Object.assign(headers, { cookie: session.cookie, 'x-csrf-token': session.csrf });
  return json(await fetch(baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

export async function json(res: Response): Promise<{ status: number; body: any }> {
  return { status: res.status, body: await res.json() };
}

/** POST /api/connect/requests as a connector would. */
export async function openRequest(baseUrl: string, body: Record<string, unknown> = {}) {
  return json(
    await fetch(`${baseUrl}/api/connect/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'test-laptop', ...body }),
    }),
  );
}

export async function poll(baseUrl: string, requestId: string, pollSecret: string) {
  return json(
    await fetch(`${baseUrl}/api/connect/requests/${encodeURIComponent(requestId)}/poll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ poll_secret: pollSecret }),
    }),
  );
}

/** The approval page's calls: GET the request, or POST approve/deny (with the session's CSRF token unless `csrf: null`). */
export async function studioConnect(
  baseUrl: string,
  s: StudioSession,
  requestId: string,
  action: 'view' | 'approve' | 'deny',
  opts: { csrf?: string | null } = {},
) {
  const path = `${baseUrl}/api/studio/connect/${encodeURIComponent(requestId)}${action === 'view' ? '' : `/${action}`}`;
  const csrf = opts.csrf === undefined ? s.csrf : opts.csrf;
  return json(
    await fetch(path, {
      method: action === 'view' ? 'GET' : 'POST',
      headers: { cookie: s.cookie, ...(action !== 'view' && csrf ? { 'x-csrf-token': csrf } : {}) },
    }),
  );
}

/** The whole flow without a browser: open, approve as the signed-in owner, collect the token. */
export async function connectedToken(svc: TestService, s: StudioSession, request: { access?: 'full' | 'read'; app_id?: string }) {
  const opened = await openRequest(svc.baseUrl, request);
  if (opened.status !== 201) throw new Error(`open failed: ${JSON.stringify(opened.body)}`);
  const approved = await studioConnect(svc.baseUrl, s, opened.body.request_id, 'approve');
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  const collected = await poll(svc.baseUrl, opened.body.request_id, opened.body.poll_secret);
  if (collected.body.status !== 'approved') throw new Error(`poll failed: ${JSON.stringify(collected.body)}`);
  return collected.body.token as string;
}
