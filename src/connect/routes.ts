/**
 * The local connection flow's HTTP surface (see ./service.ts):
 *
 *   POST /api/connect/requests                   public: opens a request (rate-limited per client address)
 *   POST /api/connect/requests/:id/poll          public: the connector's poll, with its poll secret
 *   GET  /api/studio/connect/:id                 the approval page's view (signed-in owner)
 *   POST /api/studio/connect/:id/approve|deny    the owner's decision (session cookie + CSRF token)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStudioPrincipal } from '../identity/studio.ts';
import type { IdentityService } from '../identity/service.ts';
import { SignInThrottle } from '../identity/throttle.ts';
import { ServiceError } from '../platform/errors.ts';
import { parseInput, sendError } from '../platform/http.ts';
import type { Db } from '../storage/index.ts';
import { CONNECT_REQUESTS_PER_ADDRESS, type ConnectRequests } from './service.ts';

const createBody = z.strictObject({
  access: z.enum(['full', 'read']).default('full'),
  app_id: z.string().min(1).max(100).nullable().optional(),
  client_name: z.string().max(200).optional(),
});
const pollBody = z.strictObject({ poll_secret: z.string().min(1).max(200) });

/** A short printable name of the connecting computer (it becomes part of the token's name). */
function clientName(raw: string | undefined): string {
  const name = (raw ?? '')
    .replace(/[^\p{L}\p{N} ._@()-]/gu, '')
    .trim()
    .slice(0, 64);
  return name || 'a computer';
}

export function registerConnectRoutes(
  app: FastifyInstance,
  services: { db: Db; identity: IdentityService; connectRequests: ConnectRequests },
) {
  const { connectRequests } = services;
  const throttle = new SignInThrottle(services.db);

  app.post('/api/connect/requests', async (request, reply) => {
    try {
      const body = parseInput(createBody, request.body);
      const retry = await throttle.take([{ key: `connect:ip:${request.ip}`, limit: CONNECT_REQUESTS_PER_ADDRESS }]);
      if (retry > 0) {
        throw new ServiceError('rate_limited', `Too many connection requests from this address; retry in ${retry} s`, {
          retry_after: retry,
        });
      }
      const created = await connectRequests.create({
        access: body.access,
        app_id: body.app_id ?? null,
        client_name: clientName(body.client_name),
      });
      return reply.code(201).header('cache-control', 'no-store').send(created);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post<{ Params: { id: string } }>('/api/connect/requests/:id/poll', async (request, reply) => {
    try {
      const { poll_secret } = parseInput(pollBody, request.body);
      reply.header('cache-control', 'no-store');
      return await connectRequests.poll(request.params.id, poll_secret);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { id: string } }>('/api/studio/connect/:id', async (request, reply) => {
    const account = await requireStudioPrincipal(services.identity, request, reply);
    if (!account) return;
    try {
      reply.header('cache-control', 'no-store');
      return await connectRequests.view(request.params.id, account.id);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  for (const decision of ['approve', 'deny'] as const) {
    app.post<{ Params: { id: string } }>(`/api/studio/connect/:id/${decision}`, async (request, reply) => {
      const account = await requireStudioPrincipal(services.identity, request, reply);
      if (!account) return;
      try {
        return await connectRequests.decide(request.params.id, account.id, decision);
      } catch (err) {
        return sendError(reply, err);
      }
    });
  }
}
