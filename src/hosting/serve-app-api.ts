/**
 * The app API under an app's address (`…/api/…`, `…/published-api/…`): the endpoint every area
 * registered on the app API router, called after the publication's access decision (owner, sign-in
 * of login-gated publications) and, for writes, only with a JSON body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppApiContext } from '../platform/app-api.ts';
import { appNotFound, ServiceError, toWireError } from '../platform/errors.ts';
import { denial, sendError } from '../platform/http.ts';
import type { Mount, SiteAccess } from './site-access.ts';

export async function serveAppApi(access: SiteAccess, request: FastifyRequest, reply: FastifyReply, mount: Mount, rest: string) {
  const path = `/${rest}`;
  const { found, allowed } = access.services.appApi.match(request.method, path);
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
  const row = await access.appRow(mount.appId);
  if (!row) return sendError(reply, appNotFound());
  const denied = (status: 401 | 403 | 404, message: string) =>
    sendError(reply.header('cache-control', 'no-store'), denial(status, message));

  const pub = await access.hosting.publication(mount.appId);
  // The owner, where owner access is what admits the caller (a preview, a private publication).
  let owner = false;
  if (mount.mode === 'preview') {
    if (!(await access.ownerAccess(request, mount.appId, row.owner_account_id)))
      return denied(403, 'The preview is visible to the app owner only');
    owner = true;
  } else {
    if (!pub) return denied(404, 'This app is not published');
    if (!pub.is_public) {
      if (!(await access.ownerAccess(request, mount.appId, row.owner_account_id))) return denied(403, 'This app is private');
      owner = true;
    }
  }
  const member = await access.memberOf(request, mount.appId);
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
    isOwner: () => access.ownerAccess(request, mount.appId, row.owner_account_id),
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
    if (toWireError(err).kind === 'internal') access.services.log.error({ err, app: mount.appId, path }, 'app API handler failed');
    return sendError(reply, err);
  }
}
