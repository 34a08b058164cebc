/**
 * The assets of apps: content-hashed shared assets (`/_svc/a/<name>`: vendor modules, and the bundles
 * of public_open publications), an app's own bundle under its address with the access decision of its
 * pages, and the app's images (`/_svc/media/<app_id>/<kind>`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '../platform/errors.ts';
import { sendError } from '../platform/http.ts';
import { ASSET_NAME_RE, ASSET_PREFIX } from './build/assets.ts';
import type { Mount, SiteAccess } from './site-access.ts';
import type { CachedAsset, StoredBuild } from './store.ts';

/**
 * `<base>/_assets/<name>`: the bundle of a private or login-gated publication, or of the owner's
 * preview, with the access decision of the app's pages: private publications and previews for the
 * owner only; login-gated ones for anyone who may open the sign-in page (which is rendered by the
 * bundle, so the bundle cannot be kept from anonymous visitors: secrets never belong in app code).
 * Only this app's current build is served here, `private, no-cache` (each use revalidates through
 * this check; an unchanged asset answers 304), and never with a cross-origin wildcard.
 */
export async function serveOwnAsset(access: SiteAccess, request: FastifyRequest, reply: FastifyReply, mount: Mount, name: string) {
  const refuse = (status: 403 | 404) =>
    sendError(
      reply.header('cache-control', 'no-store'),
      status === 404 ? new ServiceError('not_found', 'No such asset') : new ServiceError('permission_denied', 'This app is private'),
    );
  const row = await access.appRow(mount.appId);
  if (!row || !ASSET_NAME_RE.test(name)) return refuse(404);
  let build: StoredBuild;
  if (mount.mode === 'preview') {
    if (!(await access.ownerAccess(request, mount.appId, row.owner_account_id))) return refuse(403);
    try {
      build = (await access.hosting.previewBuild(mount.appId)).build;
    } catch {
      return refuse(404);
    }
  } else {
    const pub = await access.hosting.publication(mount.appId);
    if (!pub) return refuse(404);
    if (!pub.is_public && !(await access.ownerAccess(request, mount.appId, row.owner_account_id))) return refuse(403);
    build = pub.build;
  }
  if (name !== build.js && name !== build.css && name !== build.map) return refuse(404);
  const asset = await access.hosting.assets.get(name);
  if (!asset) return refuse(404);
  return sendAsset(request, reply, asset, 'private, no-cache');
}

export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: CachedAsset, cacheControl: string) {
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

/** The shared, immutable asset path and the app images. */
export function registerAssetRoutes(scope: FastifyInstance, access: SiteAccess): void {
  scope.get<{ Params: { name: string } }>(`${ASSET_PREFIX}:name`, async (req, reply) => {
    const name = req.params.name;
    if (!ASSET_NAME_RE.test(name)) return reply.code(404).send();
    // An app's own bundle is shared only while a public_open publication uses it; vendor modules always.
    const gated = name.startsWith('app-');
    const asset = gated && !(await access.hosting.isSharedAsset(name)) ? null : await access.hosting.assets.get(name);
    if (!asset) return sendError(reply.header('cache-control', 'no-store'), new ServiceError('not_found', 'No such asset'));
    return sendAsset(req, reply, asset, 'public, max-age=31536000, immutable');
  });

  scope.get<{ Params: { appId: string; kind: string } }>('/_svc/media/:appId/:kind', async (req, reply) => {
    const { appId, kind } = req.params;
    if (kind !== 'icon' && kind !== 'social_image') return reply.code(404).send();
    const pub = await access.hosting.publication(appId);
    const row = await access.appRow(appId);
    if (!row) return reply.code(404).send();
    if (!pub?.is_public && !(await access.ownerAccess(req, appId, row.owner_account_id))) return reply.code(404).send();
    const img = await access.services.apps.getImage(appId, kind);
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
}
