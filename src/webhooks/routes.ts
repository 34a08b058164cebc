import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireStudioPrincipal } from '../identity/studio.ts';
import { parseInput, sendError } from '../platform/http.ts';
import type { IdentityService } from '../identity/service.ts';
import { EVENT_TYPES, MAX_GRACE_SECONDS, type WebhooksService } from './service.ts';

const eventTypes = z.array(z.enum(EVENT_TYPES)).min(1).max(EVENT_TYPES.length);
const url = z.string().min(1).max(2000);

const createBody = z.strictObject({
  url,
  event_types: eventTypes,
  app_id: z.string().min(1).max(100).nullable().optional(),
  description: z.string().max(200).optional(),
  enabled: z.boolean().optional(),
});
const updateBody = z.strictObject({
  url: url.optional(),
  event_types: eventTypes.optional(),
  app_id: z.string().min(1).max(100).nullable().optional(),
  description: z.string().max(200).optional(),
  enabled: z.boolean().optional(),
});
const rotateBody = z.strictObject({ grace_seconds: z.number().int().min(0).max(MAX_GRACE_SECONDS).optional() });
const listQuery = z.strictObject({
  status: z.enum(['pending', 'delivered', 'dead']).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * The studio account behind a request: the studio session cookie (with its CSRF token on every
 * write) or a studio JWT. The one place the webhook API authenticates.
 */
async function studioAccountId(services: RouteServices, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const account = await requireStudioPrincipal(services.identity, request, reply);
  return account ? account.id : null;
}

type Params = { id: string; delivery_id: string };
type RouteServices = { identity: IdentityService; webhooks: WebhooksService };

/** The JSON API of webhook subscriptions (docs/webhooks.md), for the signed-in studio owner. */
export function registerWebhookRoutes(app: FastifyInstance, services: RouteServices) {
  const { webhooks } = services;
  /** Runs `fn` for the signed-in account; errors go out through the errors table. */
  const handle =
    (fn: (accountId: string, request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const accountId = await studioAccountId(services, request, reply);
      if (!accountId) return;
      try {
        return await fn(accountId, request, reply);
      } catch (err) {
        return sendError(reply, err);
      }
    };

  const base = '/api/studio/webhooks';
  app.get(
    base,
    handle(async (accountId) => ({ subscriptions: await webhooks.list(accountId) })),
  );
  app.post(
    base,
    handle(async (accountId, request, reply) => {
      const created = await webhooks.create(accountId, parseInput(createBody, request.body));
      return reply.code(201).send({ ...created, note: 'The secret is shown only once; store it now.' });
    }),
  );
  app.get(
    `${base}/:id`,
    handle(async (accountId, request) => ({ subscription: await webhooks.get(accountId, request.params.id) })),
  );
  app.patch(
    `${base}/:id`,
    handle(async (accountId, request) => ({
      subscription: await webhooks.update(accountId, request.params.id, parseInput(updateBody, request.body)),
    })),
  );
  app.delete(
    `${base}/:id`,
    handle(async (accountId, request) => {
      await webhooks.remove(accountId, request.params.id);
      return { subscription_id: request.params.id, deleted: true };
    }),
  );
  app.post(
    `${base}/:id/rotate-secret`,
    handle(async (accountId, request) => {
      const { grace_seconds } = parseInput(rotateBody, request.body);
      const rotated = await webhooks.rotateSecret(accountId, request.params.id, grace_seconds);
      return { ...rotated, note: 'The new secret is shown only once; the previous one signs too until previous_secret_expires_at.' };
    }),
  );
  app.post(
    `${base}/:id/ping`,
    handle(async (accountId, request, reply) => reply.code(202).send(await webhooks.ping(accountId, request.params.id))),
  );
  app.get(
    `${base}/:id/deliveries`,
    handle(async (accountId, request) => ({
      deliveries: await webhooks.deliveries(accountId, request.params.id, parseInput(listQuery, request.query)),
    })),
  );
  app.get(
    `${base}/:id/deliveries/:delivery_id`,
    handle(async (accountId, request) => ({
      delivery: await webhooks.delivery(accountId, request.params.id, request.params.delivery_id),
    })),
  );
  app.post(
    `${base}/:id/deliveries/:delivery_id/replay`,
    handle(async (accountId, request, reply) =>
      reply.code(202).send({ delivery: await webhooks.replay(accountId, request.params.id, request.params.delivery_id) }),
    ),
  );
  app.post(
    `${base}/:id/replay-dead`,
    handle(async (accountId, request, reply) => reply.code(202).send(await webhooks.replayDead(accountId, request.params.id))),
  );
}
