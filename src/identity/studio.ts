import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ServiceError } from '../platform/errors.ts';
import { bearerOf, denial, sendError } from '../platform/http.ts';
import type { Account, IdentityService } from './service.ts';
import type { SignInThrottle } from './throttle.ts';

/** Failed studio sign-ins allowed per 15 minutes, per account email and per client address. */
const STUDIO_EMAIL_FAILURES = 5;
const STUDIO_IP_FAILURES = 20;

/**
 * Checks studio credentials behind the persisted throttle (per account email and per client
 * address, counted before the password is checked): the account, or `rate_limited` /
 * `unauthenticated`. POST /api/auth/login and the studio's sign-in both use it.
 */
export async function studioSignIn(
  identity: IdentityService,
  throttle: SignInThrottle,
  email: string,
  password: string,
  ip: string,
): Promise<Account> {
  const emailKey = `studio:email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  const ipKey = `studio:ip:${ip}`;
  const retry = await throttle.take([
    { key: emailKey, limit: STUDIO_EMAIL_FAILURES },
    { key: ipKey, limit: STUDIO_IP_FAILURES },
  ]);
  if (retry > 0) throw new ServiceError('rate_limited', `Too many sign-in attempts; retry in ${retry} s`, { retry_after: retry });
  const account = await identity.verifyCredentials(email, password);
  if (!account) throw new ServiceError('unauthenticated', 'Invalid email or password');
  await throttle.clear(emailKey);
  await throttle.giveBack(ipKey);
  return account;
}

const sameSecret = (a: string, b: string) => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
};

/** The studio's session cookie (host-only, httpOnly, SameSite=Lax, Secure under https). */
export const SESSION_COOKIE = 'svc_session';
/** The header a browser session must send on every state-changing request, holding the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

/** The signed-in studio user behind a request, and how they proved it. */
export type StudioPrincipal = Account & {
  via: 'jwt' | 'session';
  /** The session's id (hash of the cookie) when `via` is `session`. */
  sessionId: string | null;
  /** Whether the account's address has been verified (known for sessions; false for JWTs). */
  emailVerified: boolean;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cookie's value, or null when absent or sent more than once: a second `svc_session` can only
 * have been planted by a script of another origin on the same host (an app on the app origin's port),
 * and must not choose the session.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let value: string | null = null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      if (value !== null) return null;
      value = part.slice(i + 1).trim();
    }
  }
  return value;
}

/**
 * Why a browser request must not reach the studio's cookie-authenticated API, or null. The studio
 * calls its API from its own origin only; pages of other origins on the same site (apps on the app
 * origin share the host, so browsers send them the session cookie) are refused by Fetch Metadata
 * (`Sec-Fetch-Site` must be `same-origin`, or `none` for a typed address) and by `Origin`, which must
 * be the request's own origin (`null`, from sandboxed or opaque documents, never is). Clients that
 * send neither (CLIs, agents) pass: they are not a browser page acting for someone.
 */
export function foreignStudioRequest(request: FastifyRequest): string | null {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && !(site === 'none' && SAFE_METHODS.has(request.method))) {
    return `The studio answers its own pages only (Sec-Fetch-Site: ${site.slice(0, 20)})`;
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin.toLowerCase() !== `${request.protocol}://${request.host}`.toLowerCase()) {
    return `The studio answers its own pages only (Origin ${origin.slice(0, 100)})`;
  }
  return null;
}

function deny(reply: FastifyReply, status: 401 | 403, message: string) {
  if (status === 401) reply.header('www-authenticate', 'Bearer realm="fine-structure-studio"');
  sendError(reply, denial(status, message));
}

/**
 * Who the studio user behind a request is, or null after a 401/403 has been sent. Accepts either a
 * studio JWT as a bearer header (POST /api/auth/login; for scripts) or the studio session cookie
 * (the web studio); with the cookie, every state-changing method must carry the session's CSRF
 * token in `x-csrf-token` (the cookie alone is ambient authority a foreign page could borrow).
 * Static MCP tokens are not studio sign-ins and are refused. Every studio-owner endpoint uses this.
 */
export async function requireStudioPrincipal(
  identity: IdentityService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StudioPrincipal | null> {
  const bearer = bearerOf(request);
  if (bearer) {
    const account = await identity.verifyJwt(bearer);
    if (!account) {
      deny(reply, 401, 'A signed-in studio session or user JWT is required (POST /api/auth/login)');
      return null;
    }
    return { ...account, via: 'jwt', sessionId: null, emailVerified: false };
  }
  const foreign = foreignStudioRequest(request);
  if (foreign) {
    deny(reply, 403, foreign);
    return null;
  }
  const cookie = cookieValue(request.headers.cookie, SESSION_COOKIE);
  const session = cookie ? await identity.sessions.lookup(cookie) : null;
  if (!session) {
    deny(reply, 401, 'Sign in to the studio first (or send a user JWT from POST /api/auth/login)');
    return null;
  }
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !sameSecret(sent, session.csrfToken)) {
      deny(reply, 403, `Missing or wrong CSRF token: send the session's token in the ${CSRF_HEADER} header (GET /api/studio/session)`);
      return null;
    }
  }
  return { ...session.account, via: 'session', sessionId: session.sessionId, emailVerified: session.emailVerified };
}

/** The earlier name of requireStudioPrincipal (same function). */
export const requireStudioUser = requireStudioPrincipal;
