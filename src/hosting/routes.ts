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
import type { Config } from '../config.ts';
import { ERROR_KINDS, ServiceError } from '../platform/errors.ts';
import { sendError } from '../platform/http.ts';
import { APP_ORIGIN_PATH, onAppOrigin } from '../platform/origins.ts';
import { PageHeads } from './page-head.ts';
import { serveAppApi } from './serve-app-api.ts';
import { registerAssetRoutes, serveOwnAsset } from './serve-assets.ts';
import { AppPages } from './serve-page.ts';
import { messageReply, SiteAccess, type HostingRouteServices, type Mount } from './site-access.ts';

export { headHtml } from './html.ts';
export { APP_ASSET_DIR, parseCookies, type HostingRouteServices } from './site-access.ts';

export const APP_HOST_PREFIX = '/_apphost/';
export const APP_DOMAIN_PREFIX = '/_appdomain/';
/** Where the app origin's requests for platform paths are rewritten to (a 404). */
const NOT_ON_APP_ORIGIN = '/_app-origin';
const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as unknown as string[];
type P = { Params: { appId?: string; label?: string; '*'?: string } };

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

/** One server's app site: the access checks and the three things an app address serves (pages, API, own assets). */
class AppSite {
  readonly access: SiteAccess;
  private readonly pages: AppPages;

  constructor(services: HostingRouteServices) {
    this.access = new SiteAccess(services);
    this.pages = new AppPages(this.access, new PageHeads(services));
  }

  /** A request under an app's address, by what its path names. */
  async dispatch(request: FastifyRequest, reply: FastifyReply, mount: Mount, rest: string) {
    if (/^(api|published-api)(\/|$)/.test(rest)) return serveAppApi(this.access, request, reply, mount, rest);
    const own = /^_assets\/([^/]+)$/.exec(rest);
    if (own && (request.method === 'GET' || request.method === 'HEAD')) return serveOwnAsset(this.access, request, reply, mount, own[1]!);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply.header('allow', 'GET, HEAD'), new ServiceError('invalid_params', 'Pages answer GET only'), 405);
    }
    return this.pages.serve(request, reply, mount, rest);
  }
}

export function registerHostingRoutes(app: FastifyInstance, services: HostingRouteServices): void {
  const site = new AppSite(services);
  app.register(async (scope) => {
    registerBodyParsers(scope);
    registerAppPathRoutes(scope, site);
    registerAppHostRoutes(scope, site);
    registerCustomDomainRoutes(scope, site);
    registerAssetRoutes(scope, site.access);
  });
}

function registerBodyParsers(scope: FastifyInstance): void {
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
}

/** The published app at /p/<id> and the owner's preview at /preview/<id> (on the platform origin: sent to the app origin). */
function registerAppPathRoutes(scope: FastifyInstance, site: AppSite): void {
  const pathMount = (appId: string): Mount => ({ mode: 'published', appId, base: `/p/${appId}`, cookiePath: `/p/${appId}` });
  const previewMount = (appId: string): Mount => ({ mode: 'preview', appId, base: `/preview/${appId}`, cookiePath: `/preview/${appId}` });
  // The published app at /p/<id> and the owner's preview at /preview/<id>, each with and without a rest path.
  for (const [prefix, mountOf] of [
    ['/p', pathMount],
    ['/preview', previewMount],
  ] as const) {
    for (const url of [`${prefix}/:appId`, `${prefix}/:appId/*`]) {
      scope.route<P>({
        method: METHODS,
        url,
        handler: (req, reply) =>
          onAppOrigin(req.raw)
            ? site.dispatch(req, reply, mountOf(req.params.appId!), req.params['*'] ?? '')
            : site.access.toAppOrigin(req, reply, req.params.appId!),
      });
    }
  }
}

/** A publication on its subdomain (`<label>.<apps domain>`), and the 404 of platform paths on the app origin. */
function registerAppHostRoutes(scope: FastifyInstance, site: AppSite): void {
  const byHost = async (req: FastifyRequest<P>, reply: FastifyReply) => {
    const label = req.params.label!;
    const appId = LABEL_RE.test(label) ? await site.access.hosting.appForLabel(label) : null;
    if (!appId) {
      if ((req.params['*'] ?? '').startsWith('api/')) return sendError(reply, new ServiceError('not_found', 'No app at this address'));
      return messageReply(reply, 404, 'No app here', `No app uses the subdomain "${label}".`);
    }
    return site.dispatch(req, reply, { mode: 'published', appId, base: '', cookiePath: '/' }, req.params['*'] ?? '');
  };
  scope.route<P>({ method: METHODS, url: `${APP_HOST_PREFIX}:label`, handler: byHost });
  scope.route({
    method: METHODS,
    url: `${NOT_ON_APP_ORIGIN}/*`,
    handler: (_req, reply) =>
      sendError(
        reply,
        new ServiceError(
          'not_found',
          `The app origin serves apps only; the studio and the API are at ${site.access.services.config.publicUrl}`,
        ),
      ),
  });
  scope.route<P>({ method: METHODS, url: `${APP_HOST_PREFIX}:label/*`, handler: byHost });
}

function registerCustomDomainRoutes(scope: FastifyInstance, site: AppSite): void {
  // A custom domain (src/domains): served once verified, with its https and www/apex redirects.
  type D = { Params: { host: string; '*'?: string } };
  const byDomain = async (req: FastifyRequest<D>, reply: FastifyReply) => {
    const host = req.params.host;
    const rest = req.params['*'] ?? '';
    const route = site.access.services.domains.routeFor(host);
    if (!route || route.kind === 'unverified') {
      if (rest.startsWith('api/')) return sendError(reply, new ServiceError('not_found', 'No app at this address'));
      return messageReply(reply, 404, 'Domain not active', `${host} is not verified for an app yet.`);
    }
    const path = req.originalUrl || '/';
    // X-Forwarded-Proto counts only from a trusted edge (SVC_TRUST_PROXY); then request.protocol follows it.
    const viaEdge = !!site.access.services.config.trustProxy && req.headers['x-forwarded-proto'] !== undefined;
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
    return site.dispatch(
      req as unknown as FastifyRequest,
      reply,
      { mode: 'published', appId: route.appId, base: '', cookiePath: '/' },
      rest,
    );
  };
  scope.route<D>({ method: METHODS, url: `${APP_DOMAIN_PREFIX}:host`, handler: byDomain });
  scope.route<D>({ method: METHODS, url: `${APP_DOMAIN_PREFIX}:host/*`, handler: byDomain });
}
