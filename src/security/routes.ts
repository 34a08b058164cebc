import { iso } from '../platform/time.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError, type ErrorKind } from '../platform/errors.ts';
import { sendError } from '../platform/http.ts';
import type { AppApiContext, AppApiRouter } from '../platform/app-api.ts';
import type { SecurityService } from './service.ts';

const MAX_FIELD = 1024;

function fail(reply: FastifyReply, kind: ErrorKind, message: string, data?: Record<string, unknown>) {
  return sendError(reply, new ServiceError(kind, message, data));
}

/**
 * The cookie path of the app as this request reached it: the part of the URL before `/api/`
 * (`/p/<app_id>` on the platform path, `/preview/<app_id>` for a preview, nothing on the app's own host).
 */
export function cookiePathOf(request: FastifyRequest, base?: string): string {
  if (base !== undefined) return base || '/';
  const path = request.url.split('?', 1)[0]!;
  const i = path.indexOf('/api/');
  return (i > 0 ? path.slice(0, i) : '') || '/';
}

function clientIp(request: FastifyRequest): string | null {
  return request.ip || null;
}

/** POST /api/auth/login {email, password}: signs a member in and sets the session cookie. */
export async function login(security: SecurityService, ctx: AppApiContext) {
  const { request, reply, appId } = ctx;
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (
    typeof body !== 'object' ||
    Array.isArray(body) ||
    typeof body.email !== 'string' ||
    typeof body.password !== 'string' ||
    !body.email ||
    !body.password
  ) {
    return fail(reply, 'invalid_params', 'Send {"email": "...", "password": "..."}');
  }
  if (body.email.length > 254 || body.password.length > MAX_FIELD) return fail(reply, 'invalid_params', 'email or password too long');
  const r = await security.signIn(appId, body.email, body.password, clientIp(request));
  if ('error' in r) {
    if (r.error === 'throttled') {
      return fail(reply, 'rate_limited', `Too many failed sign-in attempts; try again in ${r.retry_after} s`, {
        retry_after: r.retry_after,
      });
    }
    return fail(reply, 'unauthenticated', 'Wrong email or password');
  }
  reply.header('set-cookie', security.sessionCookie(r.token, cookiePathOf(request, ctx.base)));
  reply.header('cache-control', 'no-store');
  return { member: r.member, expires_at: iso(r.expires_at) };
}

/** POST /api/auth/logout: ends the session of the cookie and clears it. */
export async function logout(security: SecurityService, ctx: AppApiContext) {
  const { request, reply, appId } = ctx;
  const ended = await security.signOut(appId, request.headers.cookie, clientIp(request));
  reply.header('set-cookie', security.clearSessionCookie(cookiePathOf(request, ctx.base)));
  reply.header('cache-control', 'no-store');
  return { signed_out: ended };
}

/** GET /api/auth/me: the signed-in member, or 401. */
export async function me(security: SecurityService, ctx: AppApiContext) {
  const member = ctx.member ?? (await security.memberFromCookie(ctx.appId, ctx.request.headers.cookie));
  ctx.reply.header('cache-control', 'no-store');
  if (!member) return fail(ctx.reply, 'unauthenticated', 'Not signed in', { member: null });
  return { member };
}

/** GET /api/security/route?path=…: the server's route decision (svc.security.checkRoute mirrors it). */
export async function checkRoute(security: SecurityService, ctx: AppApiContext) {
  const q = (ctx.request.query ?? {}) as Record<string, unknown>;
  const route = typeof q.path === 'string' && q.path ? q.path.slice(0, 2000) : '/';
  const member = ctx.member ?? (await security.memberFromCookie(ctx.appId, ctx.request.headers.cookie));
  ctx.reply.header('cache-control', 'no-store');
  return security.decideRoute(ctx.appId, route, member, { ip: clientIp(ctx.request) });
}

/**
 * Registers the member sign-in endpoints (and the route check unless `withRouteCheck` is false) on
 * the app-API router (src/platform/app-api.ts) that hosting serves. All are public: reachable without app
 * sign-in on `public_auth` publications (signing in is how one gets past that gate; the route check
 * tells an anonymous visitor where to sign in).
 */
export function registerAppAuthEndpoints(router: AppApiRouter, security: SecurityService, opts: { withRouteCheck?: boolean } = {}) {
  const pub = { public: true };
  router.register('POST', '/api/auth/login', (ctx) => login(security, ctx), pub);
  router.register('POST', '/api/auth/logout', (ctx) => logout(security, ctx), pub);
  router.register('GET', '/api/auth/me', (ctx) => me(security, ctx), pub);
  if (opts.withRouteCheck !== false) router.register('GET', '/api/security/route', (ctx) => checkRoute(security, ctx), pub);
}
