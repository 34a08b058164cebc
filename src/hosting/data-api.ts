/**
 * The app API endpoints hosting itself registers:
 *
 *   GET    /api/entities/:entity            list / filter  (?sort=-created_date&limit=100&offset=0&filters={"status":"done"})
 *   GET    /api/entities/:entity/:id        one record (404 when there is none)
 *   POST   /api/entities/:entity            create (body: the record's fields)
 *   PATCH  /api/entities/:entity/:id        update (body: fields to change; PUT does the same)
 *   DELETE /api/entities/:entity/:id        delete
 *   POST   /api/errors                      runtime error reports → the app's error store (get_errors)
 *   POST   /api/analytics/pageview          page views → get_app_analytics
 *   GET    /api/security/route?path=/Admin  the route decision (svc.security.checkRoute)
 *
 * Every entity action asks services.security.decideEntity first (legacy behaviour without a policy:
 * anyone who may open the app reads, signed-in members write), except for the verified owner in a
 * preview or a private publication, who may do everything.
 * Writes execute directly (the published app's visitors are not agents; the records area's approval
 * mode is for tool writes) and are audited in record_writes with tool `app_runtime`.
 */
import { SourceMapConsumer } from 'source-map-js';
import { ENTITY_NAME_RE } from '../validation/paths.ts';
import { ServiceError } from '../platform/errors.ts';
import { denial, sendError as sendHttpError } from '../platform/http.ts';
import type { Actor, RecordsService } from '../records/service.ts';
import type { Logger } from 'pino';
import type { AppErrorsService } from '../apps/errors.ts';
import type { AppApiContext, AppApiRouter } from '../platform/app-api.ts';
import { ASSET_NAME_RE } from './build/assets.ts';
import type { HostingService } from './service.ts';
import type { EntityAction } from '../security/policies.ts';
import type { SecurityService } from '../security/service.ts';

const BUILT_INS = new Set(['id', 'created_date', 'updated_date', 'created_by']);
const ERROR_KINDS_ACCEPTED = new Set(['runtime', 'unhandled_rejection', 'console', 'network', 'function']);

function sendError(s: Pick<DataApiServices, 'log'>, ctx: AppApiContext, err: unknown) {
  if (!(err instanceof ServiceError)) s.log.error({ err, app: ctx.appId, url: ctx.request.url }, 'app API failed');
  return sendHttpError(ctx.reply, err);
}

function deny(ctx: AppApiContext, status: number, reason: string) {
  return sendHttpError(ctx.reply, denial(status, reason));
}

async function allowed(s: Pick<DataApiServices, 'security'>, ctx: AppApiContext, entity: string, action: EntityAction): Promise<boolean> {
  // The owner manages every record (as with the tools) where owner access admitted them: previews and
  // private publications. Entity policies govern everyone else.
  if (ctx.owner) return true;
  const d = await s.security.decideEntity(ctx.appId, entity, action, ctx.member);
  if (d.allow) return true;
  deny(ctx, d.status === 200 ? 403 : d.status, d.reason || `Not allowed to ${action} ${entity} records`);
  return false;
}

function entityParam(ctx: AppApiContext): string {
  const entity = ctx.params.entity ?? '';
  if (!ENTITY_NAME_RE.test(entity))
    throw new ServiceError('not_found', `Entity ${entity.slice(0, 60)} not found: entity names are PascalCase (entities/<Name>.json)`);
  return entity;
}

function actorOf(ctx: AppApiContext): Actor {
  return { type: ctx.member ? 'member' : 'anonymous', id: ctx.member?.user_id ?? null, email: ctx.member?.email ?? null };
}

function recordBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new ServiceError('invalid_request', "The body must be a JSON object of the record's fields (content-type: application/json)");
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (!BUILT_INS.has(k)) out[k] = v;
  return out;
}

function intParam(v: unknown, name: string, fallback: number, max: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new ServiceError('invalid_request', `${name} must be an integer 0-${max}`);
  return n;
}

// ------------------------------------------------------------------------------------------ source maps

const consumers = new Map<string, Promise<SourceMapConsumer | null>>();

async function consumerFor(hosting: HostingService, asset: string): Promise<SourceMapConsumer | null> {
  let p = consumers.get(asset);
  if (!p) {
    p = (async () => {
      const map = await hosting.assets.get(`${asset}.map`);
      if (!map) return null;
      try {
        return new SourceMapConsumer(JSON.parse(map.body.toString('utf8')));
      } catch {
        return null;
      }
    })();
    consumers.set(asset, p);
    if (consumers.size > 50) consumers.delete(consumers.keys().next().value as string);
  }
  return p;
}

// Shared (`/_svc/a/`) or app-own (`<base>/_assets/`) bundle URLs.
const FRAME_RE = /\/(?:_svc\/a|_assets)\/(app-[0-9a-f]{16}\.js):(\d+):(\d+)/;

/** Maps a position in an app bundle back to the app file, line and column. */
async function mapPosition(
  hosting: HostingService,
  source: string,
  line: number,
  column: number,
): Promise<{ path: string; line: number; column: number } | null> {
  const m = /\/(?:_svc\/a|_assets)\/(app-[0-9a-f]{16}\.js)$/.exec(source.split('?')[0]!);
  if (!m || !ASSET_NAME_RE.test(m[1]!)) return null;
  const c = await consumerFor(hosting, m[1]!);
  if (!c) return null;
  const pos = c.originalPositionFor({ line, column: Math.max(0, column - 1) });
  if (!pos.source || pos.line == null) return null;
  const path = pos.source.replace(/^(\.\.\/)*(app:)?/, '').replace(/^\/+/, '');
  if (path.startsWith('node_modules/') || path.includes('__svc_entry__')) return null;
  return { path, line: pos.line, column: (pos.column ?? 0) + 1 };
}

// ------------------------------------------------------------------------------------------ rate limits

class Window {
  private readonly counts = new Map<string, number>();
  private started = Date.now();
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  take(key: string): boolean {
    const now = Date.now();
    if (now - this.started > 60_000) {
      this.counts.clear();
      this.started = now;
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n <= this.limit;
  }
}

const errorWindow = new Window(60);
const viewWindow = new Window(600);
// A per-app ceiling as well, so visitors spread over many addresses cannot flood one app's analytics table.
const appViewWindow = new Window(6000);

// ------------------------------------------------------------------------------------------ registration

/** The services the app API endpoints of hosting use. */
export interface DataApiServices {
  log: Logger;
  records: RecordsService;
  security: SecurityService;
  appErrors: AppErrorsService;
  hosting: HostingService;
}

export function registerDataApi(api: AppApiRouter, s: DataApiServices): void {
  api.register('GET', '/api/entities/:entity', async (ctx) => {
    try {
      const entity = entityParam(ctx);
      if (!(await allowed(s, ctx, entity, 'read'))) return;
      const q = ctx.request.query as Record<string, string | undefined>;
      let filters: Record<string, unknown> | undefined;
      if (q.filters) {
        try {
          filters = JSON.parse(q.filters);
        } catch {
          throw new ServiceError('invalid_request', 'filters must be a JSON object of exact field values');
        }
        if (!filters || typeof filters !== 'object' || Array.isArray(filters))
          throw new ServiceError('invalid_request', 'filters must be a JSON object of exact field values');
      }
      const r = await s.records.query(ctx.appId, entity, {
        filters: filters as never,
        sort: q.sort || undefined,
        limit: intParam(q.limit, 'limit', 100, 1000),
        offset: intParam(q.offset, 'offset', 0, 10_000_000),
      });
      return {
        records: r.records,
        count: r.count,
        total: r.total,
        ...(r.total_capped ? { total_capped: true } : {}),
        limit: r.limit,
        offset: r.offset,
        has_more: r.has_more,
      };
    } catch (err) {
      return sendError(s, ctx, err);
    }
  });

  api.register('GET', '/api/entities/:entity/:id', async (ctx) => {
    try {
      const entity = entityParam(ctx);
      if (!(await allowed(s, ctx, entity, 'read'))) return;
      const record = await s.records.get(ctx.appId, entity, ctx.params.id!);
      if (!record) throw new ServiceError('not_found', `${entity} record ${ctx.params.id} not found`);
      return record;
    } catch (err) {
      return sendError(s, ctx, err);
    }
  });

  api.register('POST', '/api/entities/:entity', async (ctx) => {
    try {
      const entity = entityParam(ctx);
      if (!(await allowed(s, ctx, entity, 'create'))) return;
      const data = recordBody(ctx.request.body);
      const r = await s.records.executeNow(ctx.appId, actorOf(ctx), {
        action: 'create',
        tool: 'app_runtime',
        entity,
        records: [data],
        reason: 'published app',
      });
      ctx.reply.code(201);
      return (r.records as unknown[])[0];
    } catch (err) {
      return sendError(s, ctx, err);
    }
  });

  api.register(['PATCH', 'PUT'], '/api/entities/:entity/:id', async (ctx) => {
    try {
      const entity = entityParam(ctx);
      if (!(await allowed(s, ctx, entity, 'update'))) return;
      const changes = recordBody(ctx.request.body);
      if (!Object.keys(changes).length)
        return (
          (await s.records.get(ctx.appId, entity, ctx.params.id!)) ??
          sendError(s, ctx, new ServiceError('not_found', `${entity} record ${ctx.params.id} not found`))
        );
      const r = await s.records.executeNow(ctx.appId, actorOf(ctx), {
        action: 'update',
        tool: 'app_runtime',
        entity,
        record_ids: [ctx.params.id!],
        changes,
        reason: 'published app',
      });
      return (r.records as unknown[])[0];
    } catch (err) {
      return sendError(s, ctx, err);
    }
  });

  api.register('DELETE', '/api/entities/:entity/:id', async (ctx) => {
    try {
      const entity = entityParam(ctx);
      if (!(await allowed(s, ctx, entity, 'delete'))) return;
      await s.records.executeNow(ctx.appId, actorOf(ctx), {
        action: 'delete',
        tool: 'app_runtime',
        entity,
        record_ids: [ctx.params.id!],
        reason: 'published app',
      });
      return { deleted: true, id: ctx.params.id };
    } catch (err) {
      return sendError(s, ctx, err);
    }
  });

  api.register(
    'POST',
    '/api/errors',
    async (ctx) => {
      const b = (ctx.request.body ?? {}) as Record<string, unknown>;
      if (!b || typeof b !== 'object' || typeof b.message !== 'string' || !b.message.trim()) {
        return sendHttpError(ctx.reply, new ServiceError('invalid_params', 'An error report needs a message'));
      }
      if (!errorWindow.take(`${ctx.appId}\u0000${ctx.request.ip}`))
        return sendHttpError(ctx.reply, new ServiceError('rate_limited', 'Too many error reports'));
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
      let path: string | null = null;
      let line = num(b.line);
      let column = num(b.column);
      const source = typeof b.source === 'string' ? b.source : '';
      const stack = typeof b.stack === 'string' ? b.stack : '';
      let mapped = source && line !== null ? await mapPosition(s.hosting, source, line, column ?? 1) : null;
      if (!mapped) {
        const frame = FRAME_RE.exec(stack);
        if (frame) mapped = await mapPosition(s.hosting, `/_svc/a/${frame[1]}`, Number(frame[2]), Number(frame[3]));
      }
      if (mapped) ({ path, line, column } = mapped);
      else if (source.includes('/_svc/a/') || source.includes('/_assets/')) {
        line = null;
        column = null;
      }
      const kind = typeof b.kind === 'string' && ERROR_KINDS_ACCEPTED.has(b.kind) ? b.kind : 'runtime';
      const row = await s.appErrors.recordRuntimeError(ctx.appId, {
        kind,
        message: (ctx.mode === 'preview' ? '[preview] ' : '') + b.message,
        path,
        line,
        column,
        stack: stack || null,
        url: typeof b.url === 'string' ? b.url : null,
      });
      ctx.reply.code(201);
      return { recorded: true, error_id: row.error_id, count: row.count };
    },
    { public: true },
  );

  api.register(
    'POST',
    '/api/analytics/pageview',
    async (ctx) => {
      if (ctx.mode === 'preview') return ctx.reply.code(204).send();
      if (!viewWindow.take(`${ctx.appId}\u0000${ctx.request.ip}`) || !appViewWindow.take(ctx.appId)) return ctx.reply.code(204).send();
      const b = (ctx.request.body ?? {}) as Record<string, unknown>;
      await s.hosting.analytics.record(ctx.appId, {
        path: typeof b.path === 'string' ? b.path : '/',
        referrer: typeof b.referrer === 'string' ? b.referrer : (ctx.request.headers.referer as string | undefined),
        visitor: typeof b.visitor === 'string' ? b.visitor : undefined,
        screen: typeof b.screen === 'number' ? b.screen : undefined,
        ip: ctx.request.ip,
        userAgent: String(ctx.request.headers['user-agent'] ?? ''),
        host: String(ctx.request.headers.host ?? ''),
      });
      return ctx.reply.code(204).send();
    },
    { public: true },
  );

  api.register(
    'GET',
    '/api/security/route',
    async (ctx) => {
      const q = ctx.request.query as Record<string, string | undefined>;
      const route = (q.path || '/').split(/[?#]/)[0]!;
      const d = await s.security.decideRoute(ctx.appId, route.startsWith('/') ? route : `/${route}`, ctx.member);
      return { route, allow: d.allow, ...(d.redirect_to ? { redirect_to: d.redirect_to } : {}), reason: d.reason };
    },
    { public: true, fallback: true },
  );
}
