/**
 * The studio: the owner's web interface, served on the platform origin.
 *
 *   GET  /, /studio/*                 the single-page app shell (the UI lives in ./ui)
 *   GET  /studio/assets/<name>        its content-hashed scripts and stylesheet
 *   /api/studio/session, signup, …    accounts (see ./accounts.ts)
 *   POST /api/studio/tools/<name>     any tool, run as the signed-in owner through the one ToolRunner
 *   /api/studio/apps…                 what pages need beyond a tool (apps overview, whole-app restore)
 *
 * Every /api/studio endpoint authenticates with requireStudioPrincipal (session cookie + CSRF token
 * on state-changing requests, or a studio JWT), and every app-scoped one goes through the same
 * ownership check as the tools (another account's app is `not_found`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveApp, roleIn } from '../apps/access.ts';
import type { RoutePlatform } from '../platform/area.ts';
import { cookieValue, foreignStudioRequest, requireStudioPrincipal, SESSION_COOKIE } from '../identity/studio.ts';
import { ServiceError } from '../platform/errors.ts';
import { denial, sendError } from '../platform/http.ts';
import { registerAccountRoutes } from './accounts.ts';
import { STUDIO_ASSET_PREFIX, StudioAssets, type StudioBuild } from './build.ts';
import { registerStudioAppRoutes } from './apps.ts';
import { studioToolPrincipal, type StudioContext, type StudioDeps } from './context.ts';

/**
 * Content-Security-Policy of every studio page: own scripts only, framed only by the studio itself;
 * it frames the app origin (the preview pane) and nothing else.
 */
export const studioCsp = (appOrigin: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // CodeMirror and uPlot set element styles from script; React style props do too.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${appOrigin}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

/** The page file a URL opens first (its chunks are preloaded with the entry); the rest load on demand. */
const FIRST_PAGES: Array<[RegExp, string]> = [
  [/^\/(studio(\/apps)?\/?)?(\?.*)?$/, 'pages/Apps.tsx'],
  [/^\/studio\/apps\/[^/?#]+\/?(\?.*)?$/, 'pages/AppBuild.tsx'],
  [/^\/studio\/signin\/?(\?.*)?$/, 'pages/SignIn.tsx'],
];

function shell(build: StudioBuild, url: string): string {
  const page = FIRST_PAGES.find(([re]) => re.test(url))?.[1];
  const preload = [...new Set([...build.preload.entry, ...(page ? (build.preload.pages[page] ?? []) : [])])];
  const links = preload.map((name) => `<link rel="modulepreload" href="${STUDIO_ASSET_PREFIX}${name}">`).join('\n');
  const { entry, css } = build;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fine Structure studio</title>
<link rel="stylesheet" href="${STUDIO_ASSET_PREFIX}${css}">
<script type="module" src="${STUDIO_ASSET_PREFIX}${entry}"></script>
${links}
</head>
<body class="bg-slate-50 text-slate-900">
<div id="root"><p style="padding:2rem;font-family:system-ui">Loading the studio…</p></div>
<noscript>The studio needs JavaScript.</noscript>
</body>
</html>`;
}

export function registerStudioRoutes(app: FastifyInstance, services: StudioDeps, { runner }: RoutePlatform) {
  const assets = new StudioAssets(services.config.dataDir, { watchSources: services.config.studioDev });
  // Built in the background at start-up, so the first page load does not wait for esbuild.
  assets.get().catch((err) => services.log.error({ err }, 'studio build failed'));
  app.addHook('onClose', () => assets.close());

  const ctx: StudioContext = {
    services,
    runner,
    principal: (request, reply) => requireStudioPrincipal(services.identity, request, reply),
    ownedApp: (account, appId) => resolveApp(services.db, studioToolPrincipal(account), appId),
  };

  const csp = studioCsp(services.config.appUrl);
  // Every /api/studio call comes from the studio's own pages: other origins (apps on the app origin included) are refused.
  // A callback hook: it runs for every request of every route.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/studio/')) return done();
    const foreign = foreignStudioRequest(request);
    if (foreign) sendError(reply.header('cache-control', 'no-store'), denial(403, foreign));
    else done();
  });

  const securityHeaders = (reply: FastifyReply) =>
    reply
      .header('content-security-policy', csp)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin');

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const build = await assets.get();
    let status = 200;
    // An app page of an app the signed-in user cannot reach answers 404 (the page then says so).
    const m = /^\/studio\/apps\/([^/?#]+)/.exec(request.url);
    if (m) {
      const cookie = cookieValue(request.headers.cookie, SESSION_COOKIE);
      const session = cookie ? await services.identity.sessions.lookup(cookie) : null;
      if (session) {
        // Owners and studio collaborators (editor, viewer) open the app's pages.
        if (!(await roleIn(services.db, session.account.id, decodeURIComponent(m[1]!)))) status = 404;
      }
    }
    securityHeaders(reply);
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(shell(build, request.url));
  }

  app.get('/', page);
  app.get('/studio', page);
  app.get('/studio/*', page);

  app.get<{ Params: { name: string } }>(`${STUDIO_ASSET_PREFIX}:name`, async (request, reply) => {
    const build = await assets.get();
    const asset = build.assets.get(request.params.name);
    if (!asset) return sendError(reply, new ServiceError('not_found', 'No such studio asset'));
    return reply
      .header('content-type', asset.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(asset.body));
  });

  app.post<{ Params: { name: string } }>('/api/studio/tools/:name', async (request, reply) => {
    const account = await ctx.principal(request, reply);
    if (!account) return;
    try {
      const body = request.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw new ServiceError('invalid_params', 'The request body must be a JSON object of tool arguments');
      }
      return await runner.call(studioToolPrincipal(account), request.params.name, body, 'internal');
    } catch (err) {
      return sendError(reply, err);
    }
  });

  registerAccountRoutes(app, ctx);
  registerStudioAppRoutes(app, ctx);
}
