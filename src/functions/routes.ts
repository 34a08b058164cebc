/**
 * The function endpoint of published apps (and of the owner's preview):
 *
 *   POST https://<app_host>/published-api/functions/<name>[/<rest>]   (also {base_url}/p/<app_id>/…)
 *
 * The function policy decides (policy.ts); hosting has already applied the publication's access
 * (a private publication answers only to its owner). Any method is passed on; the body's exact bytes
 * reach the function; the function's status, headers and body are relayed.
 */
import { denial, sendError } from '../platform/http.ts';
import type { AppApiContext, AppApiRouter } from '../platform/app-api.ts';
import type { SecurityService } from '../security/service.ts';
import type { FunctionsService } from './service.ts';

/** Response headers a function may not set on the app's origin. */
const BLOCKED_RESPONSE_HEADERS = /^(set-cookie|content-length|transfer-encoding|connection|keep-alive|strict-transport-security)$/i;

export interface FunctionRouteServices {
  functions: FunctionsService;
  security: SecurityService;
  hosting: { publication(appId: string): Promise<{ snapshot_id: string } | null> };
}

export function registerFunctionRoutes(api: AppApiRouter, s: FunctionRouteServices): void {
  const handler = async (ctx: AppApiContext) => {
    const name = ctx.params.name ?? '';
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(ctx.request.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    const search = ctx.request.url.includes('?') ? ctx.request.url.slice(ctx.request.url.indexOf('?')) : '';
    const rest = ctx.params['*'] ? `/${ctx.params['*']}` : '';
    const owner = await ctx.isOwner();
    const pub = ctx.mode === 'published' ? await s.hosting.publication(ctx.appId) : null;
    const r = await s.functions.call({
      appId: ctx.appId,
      name,
      caller: { owner, member: ctx.member, headers },
      method: ctx.request.method,
      path: `${rest}${search}`,
      headers,
      body: ctx.rawBody?.length ? ctx.rawBody : null,
      ip: ctx.request.ip,
      source: pub ? { snapshot: pub.snapshot_id } : 'current',
    });
    if (!r.decision.allow) {
      // Denials go to the rate-limited denial log (one row per caller and function per window).
      s.security.events.recordDenial(
        {
          app_id: ctx.appId,
          actor_type: ctx.member ? 'member' : 'anonymous',
          actor_id: ctx.member?.user_id ?? null,
          actor_email: ctx.member?.email ?? null,
          ip: ctx.request.ip,
          details: { target: 'function', function: name, status: r.decision.status, reason: r.decision.reason },
        },
        `function:${name}`,
      );
      return sendError(ctx.reply, denial(r.decision.status, r.decision.reason));
    }
    ctx.reply.code(r.status);
    for (const [k, v] of Object.entries(r.headers)) if (!BLOCKED_RESPONSE_HEADERS.test(k)) ctx.reply.header(k, v);
    ctx.reply.header('x-svc-function', name);
    return ctx.reply.send(r.body);
  };
  for (const path of ['/published-api/functions/:name', '/published-api/functions/:name/*']) {
    api.register(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], path, handler, { public: true });
  }
}
