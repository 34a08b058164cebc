/**
 * Serving published apps and previews from this same server:
 *
 *   {base_url}/p/{app_id}[/<Page>]          the publication, deep links included
 *   <label>.<SVC_APPS_DOMAIN>[/<Page>]      the publication on its subdomain (Host routing: the URL is
 *                                           rewritten to /_apphost/<label>/… before routing)
 *   <custom domain>[/<Page>]                the publication on its verified custom domain (src/domains:
 *                                           rewritten to /_appdomain/<host>/…; www/apex and https redirects)
 *   {base_url}/preview/{app_id}[/<Page>]    the current, unpublished files; owner only
 *   …/api/…, …/published-api/…             the app API router (app-api.ts) under each of those
 *   /_svc/a/<name>                          content-hashed assets (any host), cached for a year: vendor
 *                                           modules, and app bundles while a public_open publication uses them
 *   …/_assets/<name>                        the bundle of a private or login-gated publication or a preview,
 *                                           under the app's address with its pages' access decision
 *   /_svc/media/<app_id>/<icon|social_image> the app's images (public publications)
 *
 * Access is enforced here, before any app code or data is sent: private publications and previews
 * need the owner (a signed owner link's cookie, the studio session, or the owner's bearer token);
 * public_auth publications need a signed-in app member (services.security.memberFromCookie) except
 * for the sign-in page and the `/api/auth/*` endpoints; route policies are decided per page load
 * (services.security.decideRoute) and redirect as decided.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRow } from '../platform/types.ts';
import { languageDetails, type AppMetadata } from '../apps/service.ts';
import type { Config } from '../config.ts';
import { TOKEN_PREFIX } from '../identity/service.ts';
import { appNotFound, ERROR_KINDS, ServiceError, toWireError } from '../platform/errors.ts';
import { bearerOf, denial, sendError } from '../platform/http.ts';
import { APP_ORIGIN_PATH, onAppOrigin } from '../platform/origins.ts';
import type { AppApiContext, AppApiRouter } from '../platform/app-api.ts';
import type { Logger } from 'pino';
import type { AppsService } from '../apps/service.ts';
import type { FileStore } from '../files/store.ts';
import type { IdentityService } from '../identity/service.ts';
import type { RecordsService } from '../records/service.ts';
import type { SecurityService } from '../security/service.ts';
import { ASSET_NAME_RE, ASSET_PREFIX } from './build/assets.ts';
import { headHtml, messagePage, shellHtml, type HeadTags } from './html.ts';
import type { AppMember } from '../platform/types.ts';
import { excerptOf, fillTemplate, isExplicitlyPublic, parseSeo, resolveMatch, seoEntryFor, stripPlaceholders, type SeoMap } from './seo.ts';
import type { HostingService, Publication } from './service.ts';
import type { CachedAsset, StoredBuild } from './store.ts';
import type { HostRoute } from '../domains/service.ts';

export const APP_HOST_PREFIX = '/_apphost/';
export const APP_DOMAIN_PREFIX = '/_appdomain/';
/** Where the app origin's requests for platform paths are rewritten to (a 404). */
const NOT_ON_APP_ORIGIN = '/_app-origin';
/** `<base>/_assets/<name>`: bundles served with the access decision of the app's pages (serveOwnAsset). */
export const APP_ASSET_DIR = '_assets';
const OWNER_COOKIE = (appId: string) => `svc_owner_${appId}`;
/** The studio's session cookie (SESSION_COOKIE in identity/studio.ts). */
const STUDIO_COOKIE = 'svc_session';
/** Fetch Metadata of a request the user started on the platform itself (the studio) or by typing the address. */
const STUDIO_NAVIGATION = new Set(['same-origin', 'none']);
const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/**
 * Fastify's `rewriteUrl`: requests for `<label>.<apps domain>` become `/_apphost/<label>/…`, except
 * the shared asset paths. The platform's own host is never rewritten.
 */
export function hostRewriter(
  config: Pick<Config, 'appsDomain' | 'publicUrl'> & Partial<Pick<Config, 'trustProxy'>>,
  /** Whether a host is an attached custom domain (src/domains' in-memory table; synchronous). */
  isCustomHost: (host: string) => boolean = () => false,
): (req: IncomingMessage) => string {
  const suffix = `.${config.appsDomain.toLowerCase()}`;
  const platformHost = new URL(config.publicUrl).hostname.toLowerCase();
  // X-Forwarded-Host counts only behind a trusted proxy (SVC_TRUST_PROXY); otherwise anyone could pick the app.
  const trustForwarded = !!config.trustProxy;
  return (req) => {
    const url = req.url ?? '/';
    const forwarded = trustForwarded ? req.headers['x-forwarded-host'] : undefined;
    const rawHost = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]) || req.headers.host;
    const host = rawHost?.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    if (host && host !== platformHost && !host.endsWith(suffix) && isCustomHost(host)) {
      return url.startsWith('/_svc/') ? url : `${APP_DOMAIN_PREFIX}${host}${url.startsWith('/') ? url : `/${url}`}`;
    }
    if (host?.endsWith(suffix) && host !== platformHost) {
      if (url.startsWith('/_svc/')) return url;
      // Every other host under the apps domain is an app host: one that names no valid label (`a.b.`,
      // `-x.`) gets the label `_`, which names no app (404), and never reaches platform routes.
      const label = host.slice(0, -suffix.length);
      return `${APP_HOST_PREFIX}${LABEL_RE.test(label) ? label : '_'}${url.startsWith('/') ? url : `/${url}`}`;
    }
    // The app origin serves apps only: the studio, /api/* and every other platform route stay out of its reach.
    if (onAppOrigin(req) && !APP_ORIGIN_PATH.test(url)) return `${NOT_ON_APP_ORIGIN}${url.startsWith('/') ? url : `/${url}`}`;
    return url;
  };
}

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

interface Mount {
  mode: 'published' | 'preview';
  appId: string;
  /** The base path the browser sees. */
  base: string;
  /** Path of the owner cookie. */
  cookiePath: string;
}

/** Small TTL caches of app rows and metadata (publication and subdomain caches live in the service). */
class TtlCache<V> {
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

const HTML = 'text/html; charset=utf-8';

const languages = new Map<string, ReturnType<typeof languageDetails>>();
/** languageDetails, remembered per tag (Intl.Locale#maximize is not free). */
function languageOf(tag: string) {
  let d = languages.get(tag);
  if (!d) {
    d = languageDetails(tag);
    if (languages.size < 1000) languages.set(tag, d);
  }
  return d;
}

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

export function registerHostingRoutes(app: FastifyInstance, services: HostingRouteServices): void {
  const hosting = services.hosting;
  const apps = new TtlCache<AppRow | null>(2000);
  const seoTexts = new TtlCache<SeoMap | null>(60_000);
  const htmlCache = new Map<string, Buffer>();
  const appRow = (id: string) => apps.get(id, () => services.apps.get(id));
  const secure = new URL(services.config.publicUrl).protocol === 'https:';

  // ----------------------------------------------------------------------------- access helpers

  /**
   * The owner, by a signed owner link's cookie or the owner's bearer credential. Never by the studio's
   * session cookie: browsers send it to the app origin too (same host, another port), where any app's
   * code could borrow it to open every other app of the owner.
   */
  async function ownerAccess(request: FastifyRequest, appId: string, ownerId: string): Promise<boolean> {
    const cookies = parseCookies(request.headers.cookie);
    if (cookies[OWNER_COOKIE(appId)] && (await hosting.verifyAccessToken(appId, cookies[OWNER_COOKIE(appId)]))) return true;
    const bearer = bearerOf(request);
    if (!bearer) return false;
    if (bearer.startsWith(TOKEN_PREFIX)) {
      const p = await services.identity.authenticate(bearer);
      return !!p && p.accountId === ownerId && (!p.appLock || p.appLock === appId);
    }
    const account = await services.identity.verifyJwt(bearer);
    return !!account && account.id === ownerId;
  }

  /**
   * `{base_url}/p/…` and `/preview/…` on the platform origin: app code never runs there, so the request
   * is sent to the same path on the app origin (307 keeps an API call's method and body). When the
   * app's owner navigates there from the studio (or types the address) with their studio session, the
   * redirect carries a fresh signed owner link, so private publications and previews open for them;
   * navigations started by any other page (an app on the app origin included) get none.
   */
  async function toAppOrigin(request: FastifyRequest, reply: FastifyReply, appId: string) {
    const target = new URL((request.raw.url ?? request.url).replace(/^[/\\]+/, '/'), services.config.appUrl);
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
      const [session, row] = await Promise.all([services.identity.sessions.lookup(cookie), appRow(appId)]);
      if (session && row && session.account.id === row.owner_account_id) {
        target.searchParams.set('svc_token', (await hosting.accessToken(appId)).token);
      }
    }
    return reply
      .code(307)
      .header('location', target.href)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send();
  }

  async function memberOf(request: FastifyRequest, appId: string): Promise<AppMember | null> {
    if (!request.headers.cookie) return null;
    return services.security.memberFromCookie(appId, request.headers.cookie);
  }

  /** A `svc_token` query parameter: verified, turned into the owner cookie, and removed by a redirect. */
  async function consumeToken(request: FastifyRequest, reply: FastifyReply, mount: Mount): Promise<'redirected' | 'invalid' | 'none'> {
    const q = request.query as Record<string, string | undefined>;
    if (!q || q.svc_token === undefined) return 'none';
    const left = await hosting.verifyAccessToken(mount.appId, q.svc_token);
    if (!left) return 'invalid';
    const url = new URL(request.url, 'http://x');
    url.searchParams.delete('svc_token');
    // One leading slash: `//evil.example/` or `/\\evil.example/` (an app host's path) must not become a link to another site.
    const pathname = `/${(request.originalUrl ?? request.url).split('?')[0]!.replace(/^[/\\]+/, '')}`;
    const rest = url.searchParams.toString();
    reply
      .header(
        'set-cookie',
        `${OWNER_COOKIE(mount.appId)}=${q.svc_token}; Path=${mount.cookiePath}; Max-Age=${left}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`${pathname}${rest ? `?${rest}` : ''}`, 302);
    return 'redirected';
  }

  function page(reply: FastifyReply, status: number, title: string, message: string, details?: string[]) {
    return reply
      .code(status)
      .header('content-type', HTML)
      .header('cache-control', 'no-store')
      .send(messagePage(title, message, { details }));
  }

  // ----------------------------------------------------------------------------- head tags

  async function seoOf(mount: Mount, pub: Publication | null): Promise<SeoMap | null> {
    if (mount.mode === 'published') {
      if (!pub?.seo_hash) return null;
      const hash = pub.seo_hash;
      return seoTexts.get(hash, async () => parseSeo((await services.files.readBlobs([hash])).get(hash)));
    }
    return parseSeo(await services.files.readFile(mount.appId, 'seo.json'));
  }

  /** The head of a page; `dynamic` when it came from a record (then it is not cached). */
  async function headTags(
    request: FastifyRequest,
    mount: Mount,
    pub: Publication | null,
    pageName: string | null,
    isHome: boolean,
    meta: AppMetadata | null,
    appName: string,
  ): Promise<{ tags: HeadTags; dynamic: boolean }> {
    const lang = languageOf(meta?.language ?? '');
    // request.host follows X-Forwarded-Host only when SVC_TRUST_PROXY trusts the proxy.
    const origin = `${request.protocol}://${request.host || new URL(services.config.publicUrl).host}`;
    const pathOnly = (request.originalUrl ?? request.url).split('?')[0]!;
    const query = new URLSearchParams((request.originalUrl ?? request.url).split('?')[1] ?? '');
    query.delete('svc_token');
    const qs = query.toString();
    const imageUrl = (kind: 'icon' | 'social_image') => {
      const img = meta?.[kind];
      return img ? `${origin}/_svc/media/${mount.appId}/${kind}?v=${img.sha256.slice(0, 12)}` : '';
    };
    const tags: HeadTags = {
      title: meta?.name || appName,
      description: meta?.description ?? '',
      image: imageUrl('social_image'),
      type: 'website',
      url: `${origin}${pathOnly}${qs ? `?${qs}` : ''}`,
      site_name: meta?.name || appName,
      locale: lang.og_locale,
      lang: lang.html_lang,
      dir: lang.dir,
      icon: imageUrl('icon'),
    };
    const seo = await seoOf(mount, pub);
    const entry = seoEntryFor(seo, pageName, isHome);
    if (!entry) return { tags, dynamic: false };
    const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
    if (entry.entity || entry.match) {
      const record = await dynamicRecord(mount, pub, entry.entity, entry.match, query);
      if (!record) return { tags, dynamic: true };
      if (typeof entry.title === 'string') tags.title = clip(fillTemplate(entry.title, record), 200) || tags.title;
      tags.description =
        clip(typeof entry.description === 'string' ? fillTemplate(entry.description, record) : excerptOf(record), 400) || tags.description;
      if (typeof entry.image === 'string' && fillTemplate(entry.image, record).startsWith('http'))
        tags.image = fillTemplate(entry.image, record);
      if (typeof entry.type === 'string') tags.type = entry.type;
      return { tags, dynamic: true };
    }
    if (typeof entry.title === 'string' && stripPlaceholders(entry.title)) tags.title = clip(stripPlaceholders(entry.title), 200);
    if (typeof entry.description === 'string') tags.description = clip(stripPlaceholders(entry.description), 400);
    if (typeof entry.image === 'string' && /^https?:\/\//.test(entry.image)) tags.image = entry.image;
    if (typeof entry.type === 'string') tags.type = entry.type;
    return { tags, dynamic: false };
  }

  /** The explicitly public record a dynamic seo.json entry describes, or null (fall back to metadata). */
  async function dynamicRecord(
    mount: Mount,
    pub: Publication | null,
    entity: string | undefined,
    match: unknown,
    query: URLSearchParams,
  ): Promise<Record<string, unknown> | null> {
    if (typeof entity !== 'string' || !match || typeof match !== 'object') return null;
    // Only publications anyone may open describe records to anyone.
    if (mount.mode === 'published' && (!pub?.is_public || pub.auth_required)) return null;
    const filters = resolveMatch(match as Record<string, unknown>, query);
    if (!filters) return null;
    const decision = await services.security.decideEntity(mount.appId, entity, 'read', null);
    if (!decision.allow) return null;
    try {
      const r = await services.records.query(mount.appId, entity, { filters: filters as never, limit: 5 });
      const found = (r.records as Array<Record<string, unknown>>).find(isExplicitlyPublic);
      return found ?? null;
    } catch {
      return null;
    }
  }

  // ----------------------------------------------------------------------------- pages

  function findPage(build: StoredBuild, name: string): string | null {
    if (build.pages.includes(name)) return name;
    const lower = name.toLowerCase();
    return build.pages.find((p) => p.toLowerCase() === lower) ?? null;
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply, mount: Mount, rest: string) {
    const row = await appRow(mount.appId);
    if (!row) return page(reply, 404, 'App not found', 'There is no app at this address.');
    const tokenState = await consumeToken(request, reply, mount);
    if (tokenState === 'redirected') return reply;
    if (tokenState === 'invalid')
      return page(reply, 403, 'Link expired', 'This owner link is invalid or has expired. Ask for a fresh one with get_preview_url.');

    let pub: Publication | null = null;
    let build: StoredBuild;
    let privateView = false;
    if (mount.mode === 'preview') {
      if (!(await ownerAccess(request, mount.appId, row.owner_account_id))) {
        return page(
          reply,
          403,
          'Preview is private',
          'The preview of this app is visible to its owner only, through a signed preview link (get_preview_url).',
        );
      }
      privateView = true;
      pub = await hosting.publication(mount.appId);
      try {
        build = (await hosting.previewBuild(mount.appId)).build;
      } catch (err) {
        if (err instanceof ServiceError && err.kind === 'validation_blocked') {
          await hosting.recordBuildError(mount.appId, err).catch(() => {});
          const issues = ((err.data?.issues as Array<{ path: string | null; line: number | null; message: string }>) ?? []).map(
            (i) => `${i.path ?? '(app)'}${i.line ? `:${i.line}` : ''}: ${i.message}`,
          );
          return page(
            reply,
            500,
            'The app does not build',
            'The current files have build errors; fix them and reload.',
            issues.slice(0, 20),
          );
        }
        throw err;
      }
    } else {
      pub = await hosting.publication(mount.appId);
      if (!pub) return page(reply, 404, 'Not published', 'This app is not published yet.');
      build = pub.build;
      if (!pub.is_public) {
        if (!(await ownerAccess(request, mount.appId, row.owner_account_id))) {
          return page(
            reply,
            403,
            'This app is private',
            'Only the owner can open this app. Owners open it through a signed owner link (get_preview_url) or their studio session.',
          );
        }
        privateView = true;
      }
    }

    const segments = rest.split('/').filter(Boolean);
    const settingsHome = mount.mode === 'published' ? pub!.home_page : String(services.apps.settingsOf(row).home_page ?? '');
    const home = (settingsHome && findPage(build, settingsHome)) || findPage(build, 'Home') || build.pages[0] || null;
    const requested = segments.length === 0 ? home : segments.length === 1 ? segments[0]! : null;
    const pageName = requested ? findPage(build, requested) : null;
    const isLogin = !pageName && requested !== null && requested.toLowerCase() === 'login';
    let status = pageName || isLogin || segments.length === 0 ? 200 : 404;
    const route = `/${pageName ?? requested ?? ''}`;

    // public_auth: app sign-in before anything but the sign-in page (previews follow the publication's setting).
    const member = await memberOf(request, mount.appId);
    // A private publication is gated by the owner check alone; its kept auth setting applies once it is public again.
    const authRequired = !!pub?.auth_required && pub.is_public;
    const loginRoute = findPage(build, 'Login') ?? 'Login';
    if (authRequired && !member && !isLogin && pageName?.toLowerCase() !== 'login') {
      const next = encodeURIComponent((request.originalUrl ?? request.url).replace(/([?&])svc_token=[^&]*&?/, '$1'));
      return reply.header('cache-control', 'no-store').redirect(`${mount.base}/${loginRoute}?next=${next}`, 302);
    }
    if (status === 200) {
      const d = await services.security.decideRoute(mount.appId, route, member);
      if (!d.allow) {
        const target = d.redirect_to ? `/${d.redirect_to.replace(/^\/+/, '')}` : null;
        if (target && target.split('?')[0]!.toLowerCase() !== route.toLowerCase()) {
          const next = encodeURIComponent(request.originalUrl ?? request.url);
          return reply
            .header('cache-control', 'no-store')
            .redirect(`${mount.base}${target}${target.includes('?') ? '&' : '?'}next=${next}`, 302);
        }
        status = member ? 403 : 401;
      }
    }

    // Anonymous page loads of a publication render the same bytes until it changes: cached (the route
    // decision above still runs on every load). Pages whose head came from a record are not cached.
    // Only a publication anyone may open names its bundle on the shared, cacheable asset path; the
    // others name it under the app's own address, where it gets the access decision of the pages.
    const sharedAssets = mount.mode === 'published' && !!pub?.is_public && !pub.auth_required;
    const assetBase = sharedAssets ? ASSET_PREFIX : `${mount.base}/${APP_ASSET_DIR}/`;
    const cacheKey =
      mount.mode === 'published' && !member && !privateView && (status === 200 || status === 404)
        ? `${pub!.published_at}.${pub!.publish_count}.${sharedAssets ? 'shared' : 'own'}\u0000${mount.base}\u0000${request.protocol}\u0000${request.host}\u0000${request.originalUrl ?? request.url}\u0000${status}`
        : null;
    const cached = cacheKey ? htmlCache.get(cacheKey) : undefined;
    if (cached) return sendHtml(reply, status, cached, authRequired ? 'private, no-store' : 'no-cache');

    const meta =
      mount.mode === 'published' && pub?.metadata ? pub.metadata : await services.apps.getMetadata(mount.appId).catch(() => null);
    const { tags, dynamic } = await headTags(request, mount, pub, pageName, pageName === home, meta, row.name);
    if (status === 401 || status === 403) {
      return reply
        .code(status)
        .header('content-type', HTML)
        .header('cache-control', 'no-store')
        .send(
          messagePage('Not allowed', status === 401 ? 'Sign in to open this page.' : 'Your account may not open this page.', {
            lang: tags.lang,
          }),
        );
    }
    const vendor = await hosting.vendor();
    const html = shellHtml(
      tags,
      {
        appId: mount.appId,
        base: mount.base,
        api: `${mount.base}/api`,
        functions: `${mount.base}/published-api/functions`,
        home: home ?? '',
        preview: mount.mode === 'preview',
      },
      {
        js: assetBase + build.js,
        css: assetBase + build.css,
        modulepreload: [vendor.urls.react, vendor.urls['react-dom/client'], vendor.urls['@svc/boot']],
      },
    );
    const body = Buffer.from(html, 'utf8');
    if (cacheKey && !dynamic) {
      htmlCache.set(cacheKey, body);
      if (htmlCache.size > 5000) htmlCache.delete(htmlCache.keys().next().value as string);
    }
    // The owner's preview may be framed by the studio (its preview pane) and by itself, by no other site.
    if (mount.mode === 'preview')
      reply.header('content-security-policy', `frame-ancestors 'self' ${new URL(services.config.publicUrl).origin}`);
    return sendHtml(reply, status, body, privateView || member || authRequired ? 'private, no-store' : 'no-cache');
  }

  function sendHtml(reply: FastifyReply, status: number, body: Buffer, cacheControl: string) {
    return reply
      .code(status)
      .headers({ 'content-type': HTML, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' })
      .send(body);
  }

  // ----------------------------------------------------------------------------- app API

  async function serveApi(request: FastifyRequest, reply: FastifyReply, mount: Mount, rest: string) {
    const path = `/${rest}`;
    const { found, allowed } = services.appApi.match(request.method, path);
    if (!found) {
      if (allowed.length) {
        reply.header('allow', allowed.join(', '));
        return sendError(
          reply,
          new ServiceError('invalid_params', `Method ${request.method} is not allowed here; use ${allowed.join(', ')}`),
          405,
        );
      }
      return sendError(reply, new ServiceError('not_found', `No app API endpoint ${request.method} ${path}`));
    }
    const row = await appRow(mount.appId);
    if (!row) return sendError(reply, appNotFound());
    const denied = (status: 401 | 403 | 404, message: string) =>
      sendError(reply.header('cache-control', 'no-store'), denial(status, message));

    const pub = await hosting.publication(mount.appId);
    // The owner, where owner access is what admits the caller (a preview, a private publication).
    let owner = false;
    if (mount.mode === 'preview') {
      if (!(await ownerAccess(request, mount.appId, row.owner_account_id)))
        return denied(403, 'The preview is visible to the app owner only');
      owner = true;
    } else {
      if (!pub) return denied(404, 'This app is not published');
      if (!pub.is_public) {
        if (!(await ownerAccess(request, mount.appId, row.owner_account_id))) return denied(403, 'This app is private');
        owner = true;
      }
    }
    const member = await memberOf(request, mount.appId);
    const open = found.route.options.public || path.startsWith('/api/auth/');
    if (pub?.auth_required && pub.is_public && !member && !open) {
      return denied(401, 'Sign in to this app first');
    }
    // Writes must be JSON (a CORS preflight for cross-site callers); function endpoints take any body.
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'DELETE' && path.startsWith('/api/')) {
      // The media type itself must be JSON: `text/plain; x=application/json` is a CORS-safelisted type a
      // cross-site page may send without a preflight.
      const essence = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (request.body !== undefined && essence !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(essence)) {
        return sendError(reply, new ServiceError('invalid_params', 'Send JSON (content-type: application/json)'), 415);
      }
    }
    const ctx: AppApiContext = {
      appId: mount.appId,
      app: row,
      request,
      reply,
      member,
      owner,
      mode: mount.mode,
      base: mount.base,
      params: found.params,
      isOwner: () => ownerAccess(request, mount.appId, row.owner_account_id),
      rawBody: (request as { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(request.body) ? request.body : null),
    };
    reply.header('cache-control', 'no-store');
    try {
      const out = await found.route.handler(ctx);
      if (reply.sent) return reply;
      if (out === undefined) return reply.send();
      return reply.send(out);
    } catch (err) {
      if (reply.sent) return reply;
      if (toWireError(err).kind === 'internal') services.log.error({ err, app: mount.appId, path }, 'app API handler failed');
      return sendError(reply, err);
    }
  }

  // ----------------------------------------------------------------------------- the app's own assets

  /**
   * `<base>/_assets/<name>`: the bundle of a private or login-gated publication, or of the owner's
   * preview, with the access decision of the app's pages: private publications and previews for the
   * owner only; login-gated ones for anyone who may open the sign-in page (which is rendered by the
   * bundle, so the bundle cannot be kept from anonymous visitors: secrets never belong in app code).
   * Only this app's current build is served here, `private, no-cache` (each use revalidates through
   * this check; an unchanged asset answers 304), and never with a cross-origin wildcard.
   */
  async function serveOwnAsset(request: FastifyRequest, reply: FastifyReply, mount: Mount, name: string) {
    const refuse = (status: 403 | 404) =>
      sendError(
        reply.header('cache-control', 'no-store'),
        status === 404 ? new ServiceError('not_found', 'No such asset') : new ServiceError('permission_denied', 'This app is private'),
      );
    const row = await appRow(mount.appId);
    if (!row || !ASSET_NAME_RE.test(name)) return refuse(404);
    let build: StoredBuild;
    if (mount.mode === 'preview') {
      if (!(await ownerAccess(request, mount.appId, row.owner_account_id))) return refuse(403);
      try {
        build = (await hosting.previewBuild(mount.appId)).build;
      } catch {
        return refuse(404);
      }
    } else {
      const pub = await hosting.publication(mount.appId);
      if (!pub) return refuse(404);
      if (!pub.is_public && !(await ownerAccess(request, mount.appId, row.owner_account_id))) return refuse(403);
      build = pub.build;
    }
    if (name !== build.js && name !== build.css && name !== build.map) return refuse(404);
    const asset = await hosting.assets.get(name);
    if (!asset) return refuse(404);
    return sendAsset(request, reply, asset, 'private, no-cache');
  }

  function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: CachedAsset, cacheControl: string) {
    reply
      .header('content-type', asset.content_type)
      .header('cache-control', cacheControl)
      .header('etag', asset.etag)
      .header('x-content-type-options', 'nosniff');
    if (cacheControl.startsWith('public')) reply.header('access-control-allow-origin', '*');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    const ae = request.headers['accept-encoding'];
    if (asset.gzip && typeof ae === 'string' && ae.includes('gzip')) {
      return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(asset.gzip);
    }
    if (asset.gzip) reply.header('vary', 'accept-encoding');
    return reply.send(asset.body);
  }

  async function dispatch(request: FastifyRequest, reply: FastifyReply, mount: Mount, rest: string) {
    if (/^(api|published-api)(\/|$)/.test(rest)) return serveApi(request, reply, mount, rest);
    const own = /^_assets\/([^/]+)$/.exec(rest);
    if (own && (request.method === 'GET' || request.method === 'HEAD')) return serveOwnAsset(request, reply, mount, own[1]!);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply.header('allow', 'GET, HEAD'), new ServiceError('invalid_params', 'Pages answer GET only'), 405);
    }
    return servePage(request, reply, mount, rest);
  }

  const pathMount = (appId: string): Mount => ({ mode: 'published', appId, base: `/p/${appId}`, cookiePath: `/p/${appId}` });
  const previewMount = (appId: string): Mount => ({ mode: 'preview', appId, base: `/preview/${appId}`, cookiePath: `/preview/${appId}` });
  const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
  type P = { Params: { appId?: string; label?: string; '*'?: string } };

  app.register(async (scope) => {
    // App API bodies may be anything (function webhooks): JSON is parsed by the root parser, the rest is kept as bytes.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    // JSON bodies are parsed as everywhere else, and their exact bytes kept (function webhooks verify signatures over them).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      (req as { rawBody?: Buffer }).rawBody = body as Buffer;
      const text = (body as Buffer).toString('utf8').trim();
      if (text === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error(ERROR_KINDS.parse_error.message), { statusCode: 400, code: 'PARSE_ERROR' }), undefined);
      }
    });

    // The published app at /p/<id> and the owner's preview at /preview/<id>, each with and without a rest path.
    for (const [prefix, mountOf] of [
      ['/p', pathMount],
      ['/preview', previewMount],
    ] as const) {
      for (const url of [`${prefix}/:appId`, `${prefix}/:appId/*`]) {
        scope.route<P>({
          method: METHODS as unknown as string[],
          url,
          handler: (req, reply) =>
            onAppOrigin(req.raw)
              ? dispatch(req, reply, mountOf(req.params.appId!), req.params['*'] ?? '')
              : toAppOrigin(req, reply, req.params.appId!),
        });
      }
    }

    const byHost = async (req: FastifyRequest<P>, reply: FastifyReply) => {
      const label = req.params.label!;
      const appId = LABEL_RE.test(label) ? await hosting.appForLabel(label) : null;
      if (!appId) {
        if ((req.params['*'] ?? '').startsWith('api/')) return sendError(reply, new ServiceError('not_found', 'No app at this address'));
        return page(reply, 404, 'No app here', `No app uses the subdomain "${label}".`);
      }
      return dispatch(req, reply, { mode: 'published', appId, base: '', cookiePath: '/' }, req.params['*'] ?? '');
    };
    scope.route<P>({ method: METHODS as unknown as string[], url: `${APP_HOST_PREFIX}:label`, handler: byHost });
    scope.route({
      method: METHODS as unknown as string[],
      url: `${NOT_ON_APP_ORIGIN}/*`,
      handler: (_req, reply) =>
        sendError(
          reply,
          new ServiceError('not_found', `The app origin serves apps only; the studio and the API are at ${services.config.publicUrl}`),
        ),
    });
    scope.route<P>({ method: METHODS as unknown as string[], url: `${APP_HOST_PREFIX}:label/*`, handler: byHost });

    // A custom domain (src/domains): served once verified, with its https and www/apex redirects.
    type D = { Params: { host: string; '*'?: string } };
    const byDomain = async (req: FastifyRequest<D>, reply: FastifyReply) => {
      const host = req.params.host;
      const rest = req.params['*'] ?? '';
      const route = services.domains.routeFor(host);
      if (!route || route.kind === 'unverified') {
        if (rest.startsWith('api/')) return sendError(reply, new ServiceError('not_found', 'No app at this address'));
        return page(reply, 404, 'Domain not active', `${host} is not verified for an app yet.`);
      }
      const path = req.originalUrl || '/';
      // X-Forwarded-Proto counts only from a trusted edge (SVC_TRUST_PROXY); then request.protocol follows it.
      const viaEdge = !!services.config.trustProxy && req.headers['x-forwarded-proto'] !== undefined;
      const plainHttp = viaEdge && req.protocol === 'http';
      const redirectTo = (origin: string) =>
        reply
          .header('cache-control', 'no-store')
          .redirect(`${origin}${path.startsWith('/') ? path : `/${path}`}`, req.method === 'GET' || req.method === 'HEAD' ? 301 : 308);
      if (route.kind === 'redirect') {
        const scheme = route.forceHttps || req.protocol === 'https' ? 'https' : 'http';
        return redirectTo(`${scheme}://${route.target}`);
      }
      if (route.forceHttps && plainHttp) return redirectTo(`https://${host}`);
      return dispatch(req as unknown as FastifyRequest, reply, { mode: 'published', appId: route.appId, base: '', cookiePath: '/' }, rest);
    };
    scope.route<D>({ method: METHODS as unknown as string[], url: `${APP_DOMAIN_PREFIX}:host`, handler: byDomain });
    scope.route<D>({ method: METHODS as unknown as string[], url: `${APP_DOMAIN_PREFIX}:host/*`, handler: byDomain });

    scope.get<{ Params: { name: string } }>(`${ASSET_PREFIX}:name`, async (req, reply) => {
      const name = req.params.name;
      if (!ASSET_NAME_RE.test(name)) return reply.code(404).send();
      // An app's own bundle is shared only while a public_open publication uses it; vendor modules always.
      const gated = name.startsWith('app-');
      const asset = gated && !(await hosting.isSharedAsset(name)) ? null : await hosting.assets.get(name);
      if (!asset) return sendError(reply.header('cache-control', 'no-store'), new ServiceError('not_found', 'No such asset'));
      return sendAsset(req, reply, asset, 'public, max-age=31536000, immutable');
    });

    scope.get<{ Params: { appId: string; kind: string } }>('/_svc/media/:appId/:kind', async (req, reply) => {
      const { appId, kind } = req.params;
      if (kind !== 'icon' && kind !== 'social_image') return reply.code(404).send();
      const pub = await hosting.publication(appId);
      const row = await appRow(appId);
      if (!row) return reply.code(404).send();
      if (!pub?.is_public && !(await ownerAccess(req, appId, row.owner_account_id))) return reply.code(404).send();
      const img = await services.apps.getImage(appId, kind);
      if (!img) return reply.code(404).send();
      return (
        reply
          .header('content-type', img.content_type)
          // A private publication's image is the owner's: no shared cache may keep it.
          .header('cache-control', pub?.is_public ? 'public, max-age=300' : 'private, no-store')
          .header('etag', `"${img.sha256}"`)
          .send(Buffer.from(img.data))
      );
    });
  });
}

export { headHtml };
