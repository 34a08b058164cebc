/**
 * A page of a published app or preview: the access decision (owner, member, route policies, sign-in
 * of login-gated publications), then the HTML shell with the page's head tags, cached for anonymous
 * visitors of a publication until it changes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppRow } from '../platform/types.ts';
import { ServiceError } from '../platform/errors.ts';
import { ASSET_PREFIX } from './build/assets.ts';
import { messagePage, shellHtml } from './html.ts';
import type { PageHeads } from './page-head.ts';
import type { Publication } from './service.ts';
import { APP_ASSET_DIR, HTML, messageReply, type HostingRouteServices, type Mount, type SiteAccess } from './site-access.ts';
import type { StoredBuild } from './store.ts';
import type { AppMember } from '../platform/types.ts';

function findPage(build: StoredBuild, name: string): string | null {
  if (build.pages.includes(name)) return name;
  const lower = name.toLowerCase();
  return build.pages.find((p) => p.toLowerCase() === lower) ?? null;
}

function sendHtml(reply: FastifyReply, status: number, body: Buffer, cacheControl: string) {
  return reply
    .code(status)
    .headers({ 'content-type': HTML, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' })
    .send(body);
}

/** What was opened for a page load: the publication (if any), the build to serve, and whether only the owner may see it. */
type Opened = { pub: Publication | null; build: StoredBuild; privateView: boolean };

/** What the access decision left to render. */
interface PageLoad extends Opened {
  row: AppRow;
  status: number;
  pageName: string | null;
  home: string | null;
  member: AppMember | null;
  authRequired: boolean;
}

export class AppPages {
  private readonly access: SiteAccess;
  private readonly heads: PageHeads;
  private readonly services: HostingRouteServices;
  /** Rendered pages of anonymous publication loads, by publication and address. */
  private readonly htmlCache = new Map<string, Buffer>();

  constructor(access: SiteAccess, heads: PageHeads) {
    this.access = access;
    this.heads = heads;
    this.services = access.services;
  }

  async serve(request: FastifyRequest, reply: FastifyReply, mount: Mount, rest: string) {
    const row = await this.access.appRow(mount.appId);
    if (!row) return messageReply(reply, 404, 'App not found', 'There is no app at this address.');
    const tokenState = await this.access.consumeToken(request, reply, mount);
    if (tokenState === 'redirected') return reply;
    if (tokenState === 'invalid')
      return messageReply(
        reply,
        403,
        'Link expired',
        'This owner link is invalid or has expired. Ask for a fresh one with get_preview_url.',
      );
    const opened = await this.open(request, reply, mount, row);
    if ('sent' in opened) return opened.sent;
    const { pub, build, privateView } = opened;

    const segments = rest.split('/').filter(Boolean);
    const settingsHome = mount.mode === 'published' ? pub!.home_page : String(this.services.apps.settingsOf(row).home_page ?? '');
    const home = (settingsHome && findPage(build, settingsHome)) || findPage(build, 'Home') || build.pages[0] || null;
    const requested = segments.length === 0 ? home : segments.length === 1 ? segments[0]! : null;
    const pageName = requested ? findPage(build, requested) : null;
    const isLogin = !pageName && requested !== null && requested.toLowerCase() === 'login';
    let status = pageName || isLogin || segments.length === 0 ? 200 : 404;
    const route = `/${pageName ?? requested ?? ''}`;

    // public_auth: app sign-in before anything but the sign-in page (previews follow the publication's setting).
    const member = await this.access.memberOf(request, mount.appId);
    // A private publication is gated by the owner check alone; its kept auth setting applies once it is public again.
    const authRequired = !!pub?.auth_required && pub.is_public;
    const loginRoute = findPage(build, 'Login') ?? 'Login';
    if (authRequired && !member && !isLogin && pageName?.toLowerCase() !== 'login') {
      const next = encodeURIComponent((request.originalUrl ?? request.url).replace(/([?&])svc_token=[^&]*&?/, '$1'));
      return reply.header('cache-control', 'no-store').redirect(`${mount.base}/${loginRoute}?next=${next}`, 302);
    }
    if (status === 200) {
      const d = await this.services.security.decideRoute(mount.appId, route, member);
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
    return this.render(request, reply, mount, { row, pub, build, privateView, status, pageName, home, member, authRequired });
  }

  /** The publication or preview build a page load may open, or the page that refuses it. */
  private async open(request: FastifyRequest, reply: FastifyReply, mount: Mount, row: AppRow): Promise<Opened | { sent: FastifyReply }> {
    let pub: Publication | null = null;
    let build: StoredBuild;
    let privateView = false;
    if (mount.mode === 'preview') {
      if (!(await this.access.ownerAccess(request, mount.appId, row.owner_account_id))) {
        return {
          sent: messageReply(
            reply,
            403,
            'Preview is private',
            'The preview of this app is visible to its owner only, through a signed preview link (get_preview_url).',
          ),
        };
      }
      privateView = true;
      pub = await this.access.hosting.publication(mount.appId);
      try {
        build = (await this.access.hosting.previewBuild(mount.appId)).build;
      } catch (err) {
        if (err instanceof ServiceError && err.kind === 'validation_blocked') {
          await this.access.hosting.recordBuildError(mount.appId, err).catch(() => {});
          const issues = ((err.data?.issues as Array<{ path: string | null; line: number | null; message: string }>) ?? []).map(
            (i) => `${i.path ?? '(app)'}${i.line ? `:${i.line}` : ''}: ${i.message}`,
          );
          return {
            sent: messageReply(
              reply,
              500,
              'The app does not build',
              'The current files have build errors; fix them and reload.',
              issues.slice(0, 20),
            ),
          };
        }
        throw err;
      }
    } else {
      pub = await this.access.hosting.publication(mount.appId);
      if (!pub) return { sent: messageReply(reply, 404, 'Not published', 'This app is not published yet.') };
      build = pub.build;
      if (!pub.is_public) {
        if (!(await this.access.ownerAccess(request, mount.appId, row.owner_account_id))) {
          return {
            sent: messageReply(
              reply,
              403,
              'This app is private',
              'Only the owner can open this app. Owners open it through a signed owner link (get_preview_url) or their studio session.',
            ),
          };
        }
        privateView = true;
      }
    }
    return { pub, build, privateView };
  }

  /** The shell of an allowed page (or the refusal of a denied one), from the cache when it may be. */
  private async render(request: FastifyRequest, reply: FastifyReply, mount: Mount, load: PageLoad) {
    const { row, pub, build, privateView, status, pageName, home, member, authRequired } = load;
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
    const cached = cacheKey ? this.htmlCache.get(cacheKey) : undefined;
    if (cached) return sendHtml(reply, status, cached, authRequired ? 'private, no-store' : 'no-cache');

    const meta =
      mount.mode === 'published' && pub?.metadata ? pub.metadata : await this.services.apps.getMetadata(mount.appId).catch(() => null);
    const { tags, dynamic } = await this.heads.headTags(request, mount, pub, pageName, pageName === home, meta, row.name);
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
    const vendor = await this.access.hosting.vendor();
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
      this.htmlCache.set(cacheKey, body);
      if (this.htmlCache.size > 5000) this.htmlCache.delete(this.htmlCache.keys().next().value as string);
    }
    // The owner's preview may be framed by the studio (its preview pane) and by itself, by no other site.
    if (mount.mode === 'preview')
      reply.header('content-security-policy', `frame-ancestors 'self' ${new URL(this.services.config.publicUrl).origin}`);
    return sendHtml(reply, status, body, privateView || member || authRequired ? 'private, no-store' : 'no-cache');
  }
}
