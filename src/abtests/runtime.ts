/**
 * The app API endpoints of A/B tests, called by the runtime's svc.ab (src/hosting/sdk/sdk.js):
 *
 *   POST /api/ab/:test/variant   {visitor}        → {test, variant, active, recorded}
 *   POST /api/ab/:test/convert   {visitor, goal?} → {test, goal, counted, reason?}
 *
 * Hosting serves them under the publication's access mode (private: owner only; public_auth: a
 * signed-in member), so a gated app's experiments see only its audience. Previews are never recorded.
 */
import { ServiceError } from '../platform/errors.ts';
import type { AppApiContext, AppApiRouter } from '../platform/app-api.ts';
import { sendError } from '../platform/http.ts';
import { DEFAULT_GOAL, GOAL_RE, TEST_NAME_RE, type AbTestsService, type Visit } from './service.ts';

/** Requests per minute that may record: per app and address, and per app (beyond them answers are given but not recorded). */
const PER_ADDRESS = 600;
const PER_APP = 20_000;

class MinuteWindow {
  private counts = new Map<string, number>();
  private started = Date.now();
  take(key: string, limit: number): boolean {
    const now = Date.now();
    if (now - this.started > 60_000) {
      this.counts.clear();
      this.started = now;
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n <= limit;
  }
}

function visitOf(ctx: AppApiContext, window: MinuteWindow): Visit {
  const b = (ctx.request.body ?? {}) as Record<string, unknown>;
  const withinLimits = window.take(`${ctx.appId}\u0000${ctx.request.ip}`, PER_ADDRESS) && window.take(ctx.appId, PER_APP);
  return {
    visitor: typeof b.visitor === 'string' ? b.visitor : undefined,
    ip: ctx.request.ip,
    userAgent: String(ctx.request.headers['user-agent'] ?? ''),
    // Over the limits a visit is answered like a preview: the variant, no record.
    preview: ctx.mode === 'preview' || !withinLimits,
  };
}

function testParam(ctx: AppApiContext): string {
  const name = ctx.params.test ?? '';
  if (!TEST_NAME_RE.test(name)) throw new ServiceError('invalid_params', 'An A/B test name is 1-80 letters, digits, spaces, _ . or -');
  return name;
}

export function registerAbTestEndpoints(api: AppApiRouter, s: { abtests: AbTestsService }): void {
  const window = new MinuteWindow();

  api.register('POST', '/api/ab/:test/variant', async (ctx) => {
    try {
      return await s.abtests.variantFor(ctx.appId, testParam(ctx), visitOf(ctx, window));
    } catch (err) {
      return sendError(ctx.reply, err);
    }
  });

  api.register('POST', '/api/ab/:test/convert', async (ctx) => {
    try {
      const b = (ctx.request.body ?? {}) as Record<string, unknown>;
      const goal = b.goal === undefined || b.goal === null || b.goal === '' ? DEFAULT_GOAL : b.goal;
      if (typeof goal !== 'string' || !GOAL_RE.test(goal))
        throw new ServiceError('invalid_params', 'A goal is 1-60 letters, digits, _ . : or -');
      return await s.abtests.convert(ctx.appId, testParam(ctx), goal, visitOf(ctx, window));
    } catch (err) {
      return sendError(ctx.reply, err);
    }
  });
}
