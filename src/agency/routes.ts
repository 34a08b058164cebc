/**
 * Studio endpoints of agency handoffs and sharing:
 *
 *   POST /api/studio/claims/inspect            what a claim link offers (no sign-in needed: the link is the secret)
 *   POST /api/studio/claims/accept             the signed-in client accepts: ownership moves
 *   POST /api/studio/invitations/inspect       what a collaborator invitation offers
 *   POST /api/studio/invitations/accept        the signed-in invitee accepts
 *   GET  /api/studio/apps/:app_id/sharing      the caller's role; the owner also sees collaborators and invitations
 *   POST /api/studio/apps/:app_id/sharing/invitations             invite (owner)
 *   DELETE /api/studio/apps/:app_id/sharing/invitations/:id       withdraw (owner)
 *   PATCH|DELETE /api/studio/apps/:app_id/sharing/collaborators/:account_id   change role or remove (owner)
 *
 * Tokens travel in bodies, never in URLs (the pages read them from the link's fragment).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AppAccess, appWithRole } from '../apps/access.ts';
import type { IdentityService } from '../identity/service.ts';
import { cookieValue, requireStudioPrincipal, SESSION_COOKIE, type StudioPrincipal } from '../identity/studio.ts';
import { ServiceError } from '../platform/errors.ts';
import { parseInput, sendError } from '../platform/http.ts';
import { type AppRole, COLLABORATOR_ROLES } from '../platform/roles.ts';
import type { Db } from '../storage/index.ts';
import type { AgencyService, Claimant } from './service.ts';

const tokenBody = z.strictObject({ token: z.string().min(10).max(200) });
const inviteBody = z.strictObject({ email: z.string().min(3).max(320), role: z.enum(COLLABORATOR_ROLES) });
const roleBody = z.strictObject({ role: z.enum(COLLABORATOR_ROLES) });

export function registerAgencyRoutes(app: FastifyInstance, services: { db: Db; identity: IdentityService; agency: AgencyService }) {
  const { identity, agency, db } = services;

  /** The signed-in studio user, if any (pages a signed-out invitee opens first). */
  async function optionalClaimant(request: FastifyRequest): Promise<Claimant | null> {
    const cookie = cookieValue(request.headers.cookie, SESSION_COOKIE);
    const session = cookie ? await identity.sessions.lookup(cookie) : null;
    return session ? { account: session.account, emailVerified: session.emailVerified } : null;
  }

  // Claim links and collaborator invitations work alike: anyone holding the link may inspect it, the
  // signed-in recipient accepts it.
  const handoffs = [
    { path: 'claims', inspect: agency.inspectClaim.bind(agency), accept: agency.acceptClaim.bind(agency) },
    { path: 'invitations', inspect: agency.inspectInvitation.bind(agency), accept: agency.acceptInvitation.bind(agency) },
  ];
  for (const handoff of handoffs) {
    app.post(`/api/studio/${handoff.path}/inspect`, async (request, reply) => {
      try {
        const { token } = parseInput(tokenBody, request.body);
        reply.header('cache-control', 'no-store');
        return await handoff.inspect(token, await optionalClaimant(request));
      } catch (err) {
        return sendError(reply, err);
      }
    });

    app.post(`/api/studio/${handoff.path}/accept`, async (request, reply) => {
      const account = await requireStudioPrincipal(identity, request, reply);
      if (!account) return;
      try {
        const { token } = parseInput(tokenBody, request.body);
        return await handoff.accept(token, { account, emailVerified: account.emailVerified });
      } catch (err) {
        return sendError(reply, err);
      }
    });
  }

  /**
   * A sharing endpoint of one app: the signed-in account needs `needs` on the app; what `handle`
   * throws goes through the error table.
   */
  function onApp<P extends { app_id: string }>(
    needs: AppRole,
    handle: (target: AppAccess, account: StudioPrincipal, request: FastifyRequest<{ Params: P }>, reply: FastifyReply) => Promise<unknown>,
  ) {
    return async (request: FastifyRequest<{ Params: P }>, reply: FastifyReply) => {
      const account = await requireStudioPrincipal(identity, request, reply);
      if (!account) return;
      try {
        // Fastify's params type stays unresolved for a generic P; every route here has :app_id.
        const appId = (request.params as { app_id: string }).app_id;
        return await handle(await appWithRole(db, account.id, appId, needs), account, request, reply);
      } catch (err) {
        return sendError(reply, err);
      }
    };
  }

  app.get(
    '/api/studio/apps/:app_id/sharing',
    onApp<{ app_id: string }>('viewer', async (target, _account, _request, reply) => {
      reply.header('cache-control', 'no-store');
      if (target.role !== 'owner') return { role: target.role, collaborators: [], invitations: [] };
      return { role: target.role, ...(await agency.sharing(target.id)) };
    }),
  );

  app.post(
    '/api/studio/apps/:app_id/sharing/invitations',
    onApp<{ app_id: string }>('owner', async (target, account, request, reply) => {
      const body = parseInput(inviteBody, request.body);
      reply.code(201);
      return await agency.invite(account, target, body);
    }),
  );

  app.delete(
    '/api/studio/apps/:app_id/sharing/invitations/:invitation_id',
    onApp<{ app_id: string; invitation_id: string }>('owner', async (target, _account, request) => {
      if (!(await agency.revokeInvitation(target.id, request.params.invitation_id))) {
        throw new ServiceError('not_found', 'No pending invitation with this id');
      }
      return { revoked: true };
    }),
  );

  app.patch(
    '/api/studio/apps/:app_id/sharing/collaborators/:account_id',
    onApp<{ app_id: string; account_id: string }>('owner', async (target, _account, request) => {
      const { role } = parseInput(roleBody, request.body);
      if (!(await agency.setCollaboratorRole(target.id, request.params.account_id, role))) {
        throw new ServiceError('not_found', 'No collaborator with this id');
      }
      return { account_id: request.params.account_id, role };
    }),
  );

  app.delete(
    '/api/studio/apps/:app_id/sharing/collaborators/:account_id',
    onApp<{ app_id: string; account_id: string }>('owner', async (target, _account, request) => {
      if (!(await agency.removeCollaborator(target.id, request.params.account_id))) {
        throw new ServiceError('not_found', 'No collaborator with this id');
      }
      return { removed: true };
    }),
  );
}
