import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import { parseInput, sendError } from '../platform/http.ts';
import { describedScopes } from '../platform/scopes.ts';
import { requireStudioPrincipal, studioSignIn } from './studio.ts';
import { SignInThrottle } from './throttle.ts';
import type { Db } from '../storage/index.ts';
import type { IdentityService } from './service.ts';

const loginBody = z.strictObject({ email: z.string().min(1), password: z.string().min(1) });

/** Payload of POST /api/auth/mcp-tokens (see docs/decisions.md). */
export const createTokenBody = z.strictObject({
  name: z.string().max(100).optional(),
  scopes: z.union([z.array(z.string()).min(1), z.string().min(1)]).describe('Scope names, or "all"'),
  app_id: z.string().nullable().optional().describe('Lock the token to one owned app'),
  expires_in_days: z.number().int().min(1).max(3650).nullable().optional(),
  per_minute: z.number().int().min(1).max(100000).optional(),
  per_day: z.number().int().min(1).max(10000000).optional(),
});

/** Studio sign-in (JWT) and the token panel's API (studio session cookie + CSRF, or a studio JWT). */
export function registerIdentityRoutes(app: FastifyInstance, services: { db: Db; identity: IdentityService }) {
  const { identity } = services;

  const requireUser = (request: FastifyRequest, reply: FastifyReply) => requireStudioPrincipal(services.identity, request, reply);

  const throttle = new SignInThrottle(services.db);

  app.post('/api/auth/login', async (request, reply) => {
    try {
      const { email, password } = parseInput(loginBody, request.body);
      const account = await studioSignIn(identity, throttle, email, password, request.ip);
      return await identity.issueJwt(account);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post('/api/auth/mcp-tokens', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    try {
      const body = parseInput(createTokenBody, request.body);
      const { token, info } = await identity.createToken(account.id, body);
      return reply.code(201).send({ token, ...info, note: 'The raw token is shown only once; store it now.' });
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get('/api/auth/mcp-tokens', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    // The scopes a new token may have, with what each allows (the token panel's checkboxes).
    return { tokens: await identity.listTokens(account.id), scopes: describedScopes() };
  });

  app.delete<{ Params: { id: string } }>('/api/auth/mcp-tokens/:id', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    if (!(await identity.revokeToken(account.id, request.params.id))) {
      return sendError(reply, new ServiceError('not_found', 'Token not found'));
    }
    return { token_id: request.params.id, revoked: true };
  });
}
