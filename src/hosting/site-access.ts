/**
 * Who may open an app's pages, API and assets: the app's row, the owner (a signed owner link's cookie
 * or the owner's bearer credential), the signed-in member, owner links consumed into a cookie, and
 * the redirect of platform-origin requests to the app origin. Shared by the hosting routes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AppsService } from '../apps/service.ts';
import type { Config } from '../config.ts';
import type { HostRoute } from '../domains/service.ts';
import type { FileStore } from '../files/store.ts';
import { TOKEN_PREFIX, type IdentityService } from '../identity/service.ts';
import type { AppApiRouter } from '../platform/app-api.ts';
import { bearerOf } from '../platform/http.ts';
import type { AppMember, AppRow } from '../platform/types.ts';
import type { RecordsService } from '../records/service.ts';
import type { SecurityService } from '../security/service.ts';
import { messagePage } from './html.ts';
import type { HostingService } from './service.ts';

/** What the hosting routes use: hosting itself, and the app API endpoints every area registered. */
export interface HostingRouteServices {
  config: Config;
  domains: { routeFor(host: string): HostRoute | null };
  log: Logger;
  appApi: AppApiRouter;
  hosting: HostingService;
  apps: AppsService;
  files: FileStore;
  identity: IdentityService;
  records: RecordsService;
  security: SecurityService;
}

/** `<base>/_assets/<name>`: bundles served with the access decision of the app's pages (serveOwnAsset). */
export const APP_ASSET_DIR = '_assets';
const OWNER_COOKIE = (appId: string) => `svc_owner_${appId}`;
/** The studio's session cookie (SESSION_COOKIE in identity/studio.ts). */
const STUDIO_COOKIE = 'svc_session';
/** Fetch Metadata of a request the user started on the platform itself (the studio) or by typing the address. */
const STUDIO_NAVIGATION = new Set(['same-origin', 'none']);

export const HTML = 'text/html; charset=utf-8';

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const k = part.slice(0, i).trim();
    if (!(k in out)) {
      try {
        out[k] = decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        out[k] = part.slice(i + 1).trim();
      }
    }
  }
  return out;
}

export interface Mount {
  mode: 'published' | 'preview';
  appId: string;
  /** The base path the browser sees. */
  base: string;
  /** Path of the owner cookie. */
  cookiePath: string;
}

/** Small TTL caches of app rows and metadata (publication and subdomain caches live in the service). */
export class TtlCache<V> {
  private readonly map = new Map<string, { at: number; v: Promise<V> }>();
  private readonly ttl: number;
  constructor(ttl: number) {
    this.ttl = ttl;
  }
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.map.get(key);
    if (hit && now - hit.at < this.ttl) return hit.v;
    const v = load();
    this.map.set(key, { at: now, v });
    v.catch(() => this.map.delete(key));
    if (this.map.size > 10_000) this.map.delete(this.map.keys().next().value as string);
    return v;
  }
  delete(key: string) {
    this.map.delete(key);
  }
}

/** The access checks of one server's hosting routes, with a short cache of app rows. */
export class SiteAccess {
  readonly services: HostingRouteServices;
  readonly hosting: HostingService;
  private readonly apps = new TtlCache<AppRow | null>(2000);
  private readonly secure: boolean;

  constructor(services: HostingRouteServices) {
    this.services = services;
    this.hosting = services.hosting;
    this.secure = new URL(services.config.publicUrl).protocol === 'https:';
  }

  appRow(id: string): Promise<AppRow | null> {
    return this.apps.get(id, () => this.services.apps.get(id));
  }

  /**
   * The owner, by a signed owner link's cookie or the owner's bearer credential. Never by the studio's
   * session cookie: browsers send it to the app origin too (same host, another port), where any app's
   * code could borrow it to open every other app of the owner.
   */
  async ownerAccess(request: FastifyRequest, appId: string, ownerId: string): Promise<boolean> {
    const cookies = parseCookies(request.headers.cookie);
    if (cookies[OWNER_COOKIE(appId)] && (await this.hosting.verifyAccessToken(appId, cookies[OWNER_COOKIE(appId)]))) return true;
    const bearer = bearerOf(request);
    if (!bearer) return false;
    if (bearer.startsWith(TOKEN_PREFIX)) {
      const p = await this.services.identity.authenticate(bearer);
      return !!p && p.accountId === ownerId && (!p.appLock || p.appLock === appId);
    }
    const account = await this.services.identity.verifyJwt(bearer);
    return !!account && account.id === ownerId;
  }

  /**
   * `{base_url}/p/…` and `/preview/…` on the platform origin: app code never runs there, so the request
   * is sent to the same path on the app origin (307 keeps an API call's method and body). When the
   * app's owner navigates there from the studio (or types the address) with their studio session, the
   * redirect carries a fresh signed owner link, so private publications and previews open for them;
   * navigations started by any other page (an app on the app origin included) get none.
   */
  async toAppOrigin(request: FastifyRequest, reply: FastifyReply, appId: string) {
    const target = new URL((request.raw.url ?? request.url).replace(/^[/\\]+/, '/'), this.services.config.appUrl);
    const site = request.headers['sec-fetch-site'];
    const cookie = parseCookies(request.headers.cookie)[STUDIO_COOKIE];
    if (
      cookie &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      typeof site === 'string' &&
      STUDIO_NAVIGATION.has(site) &&
      request.headers['sec-fetch-mode'] === 'navigate' &&
      !target.searchParams.has('svc_token')
    ) {
      const [session, row] = await Promise.all([this.services.identity.sessions.lookup(cookie), this.appRow(appId)]);
      if (session && row && session.account.id === row.owner_account_id) {
        target.searchParams.set('svc_token', (await this.hosting.accessToken(appId)).token);
      }
    }
    return reply
      .code(307)
      .header('location', target.href)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send();
  }

  async memberOf(request: FastifyRequest, appId: string): Promise<AppMember | null> {
    if (!request.headers.cookie) return null;
    return this.services.security.memberFromCookie(appId, request.headers.cookie);
  }

  /** A `svc_token` query parameter: verified, turned into the owner cookie, and removed by a redirect. */
  async consumeToken(request: FastifyRequest, reply: FastifyReply, mount: Mount): Promise<'redirected' | 'invalid' | 'none'> {
    const q = request.query as Record<string, string | undefined>;
    if (!q || q.svc_token === undefined) return 'none';
    const left = await this.hosting.verifyAccessToken(mount.appId, q.svc_token);
    if (!left) return 'invalid';
    const url = new URL(request.url, 'http://x');
    url.searchParams.delete('svc_token');
    // One leading slash: `//evil.example/` or `/\\evil.example/` (an app host's path) must not become a link to another site.
    const pathname = `/${(request.originalUrl ?? request.url).split('?')[0]!.replace(/^[/\\]+/, '')}`;
    const rest = url.searchParams.toString();
    reply
      .header(
        'set-cookie',
        `${OWNER_COOKIE(mount.appId)}=${q.svc_token}; Path=${mount.cookiePath}; Max-Age=${left}; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`${pathname}${rest ? `?${rest}` : ''}`, 302);
    return 'redirected';
  }
}

/** A page with a message (not found, private, expired link, …), never cached. */
export function messageReply(reply: FastifyReply, status: number, title: string, message: string, details?: string[]) {
  return reply
    .code(status)
    .header('content-type', HTML)
    .header('cache-control', 'no-store')
    .send(messagePage(title, message, { details }));
}
