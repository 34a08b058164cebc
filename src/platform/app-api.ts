/**
 * The app API router: endpoints a published (or previewed) app's code calls, mounted under
 * `{base_url}/p/{app_id}/…`, `{base_url}/preview/{app_id}/…` and `<subdomain>.<apps domain>/…`.
 *
 *   appApi.register('GET', '/api/auth/me', async ({ appId, member }) => …);
 *
 * Areas register their endpoints from their `appApi` hook (src/areas.ts); hosting serves them.
 *
 * Paths start with `/api/` or `/published-api/`; `:name` segments become `params.name` and a final
 * `*` matches the rest (`params['*']`). A handler returns a JSON value (sent with status 200, or the
 * status set on `reply`) or sends the reply itself. Before a handler runs the server has already
 * enforced the publication's access (private: owner only; preview: owner only; public_auth: a
 * signed-in member, except for `public` endpoints and everything under `/api/auth/`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppMember, AppRow } from './types.ts';

export interface AppApiContext {
  appId: string;
  app: AppRow;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in app member (security's memberFromCookie), or null. */
  member: AppMember | null;
  /**
   * The app's owner, verified: true in a preview and in a private publication (where owner access is
   * what admits the caller). On public publications the owner is a visitor like any other.
   */
  owner: boolean;
  /** `published`: the publication is served; `preview`: the owner's preview of the current files. */
  mode: 'published' | 'preview';
  /** The app's base path as the browser sees it: `/p/<id>`, `/preview/<id>` or `` on its own host. */
  base: string;
  params: Record<string, string>;
  /** Whether the request carries the owner's credentials (owner link cookie, studio session, owner's bearer token). */
  isOwner(): Promise<boolean>;
  /** The exact request body bytes (JSON bodies included), for signature checks such as webhooks'. */
  rawBody: Buffer | null;
}

export type AppApiHandler = (ctx: AppApiContext) => unknown | Promise<unknown>;

export interface AppApiOptions {
  /** Reachable without app sign-in on public_auth publications (sign-in endpoints, error reports). */
  public?: boolean;
  /** A default implementation: a later registration of the same method and path replaces it (and it never replaces one). */
  fallback?: boolean;
}

interface RouteEntry {
  method: string;
  path: string;
  segments: string[];
  handler: AppApiHandler;
  options: AppApiOptions;
}

export interface AppApiMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export class AppApiRouter {
  private readonly routes: RouteEntry[] = [];

  register(method: string | string[], path: string, handler: AppApiHandler, options: AppApiOptions = {}): void {
    if (!/^\/(api|published-api)\//.test(path)) throw new Error(`app API paths start with /api/ or /published-api/: ${path}`);
    for (const m of Array.isArray(method) ? method : [method]) {
      const upper = m.toUpperCase();
      if (!METHODS.has(upper)) throw new Error(`unsupported method ${m}`);
      const segments = path.split('/').filter(Boolean);
      const i = this.routes.findIndex((r) => r.method === upper && r.path === path);
      if (i >= 0) {
        if (options.fallback) continue;
        if (!this.routes[i]!.options.fallback) throw new Error(`app API route ${upper} ${path} is registered twice`);
        this.routes.splice(i, 1);
      }
      this.routes.push({ method: upper, path, segments, handler, options });
    }
    // Static segments before parameters, longer before shorter: /api/entities/:e/filter beats /api/entities/:e/:id.
    this.routes.sort((a, b) => score(b) - score(a));
  }

  /** The route for a method and path; `allowed` lists the methods of a path that matched otherwise. */
  match(method: string, path: string): { found: AppApiMatch | null; allowed: string[] } {
    const parts = path.split('/').filter(Boolean).map(safeDecode);
    const allowed: string[] = [];
    const upper = method === 'HEAD' ? 'GET' : method.toUpperCase();
    for (const r of this.routes) {
      const params = matchSegments(r.segments, parts);
      if (!params) continue;
      if (r.method === upper) return { found: { route: r, params }, allowed: [] };
      if (!allowed.includes(r.method)) allowed.push(r.method);
    }
    return { found: null, allowed };
  }

  list(): Array<{ method: string; path: string; public: boolean }> {
    return this.routes.map((r) => ({ method: r.method, path: r.path, public: !!r.options.public }));
  }
}

function score(r: RouteEntry): number {
  let s = r.segments.length * 10;
  for (const seg of r.segments) if (!seg.startsWith(':') && seg !== '*') s += 3;
  if (r.segments.at(-1) === '*') s -= 5;
  return s;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    if (p === '*') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (p.startsWith(':')) params[p.slice(1)] = part;
    else if (p !== part) return null;
  }
  return parts.length === pattern.length ? params : null;
}
