import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Account } from '../identity/service.ts';
import { ERROR_KINDS, ServiceError, toWireError } from '../platform/errors.ts';
import type { Services } from '../services.ts';
import { bearerOf } from '../transports/auth.ts';
import { EXECUTION_MODES, MAX_APPROVAL_TTL_SECONDS, MIN_APPROVAL_TTL_SECONDS } from './service.ts';

const APPROVAL_STATUSES = ['pending', 'executed', 'rejected', 'expired', 'failed'] as const;

const listQuery = z.strictObject({
  app_id: z.string().min(1).optional(),
  status: z.enum(APPROVAL_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

const settingsBody = z.strictObject({
  execution_mode: z.enum(EXECUTION_MODES).optional(),
  approval_ttl_seconds: z.number().int().min(MIN_APPROVAL_TTL_SECONDS).max(MAX_APPROVAL_TTL_SECONDS).optional(),
});

function sendError(reply: FastifyReply, err: unknown) {
  const wire = toWireError(err);
  return reply.code(ERROR_KINDS[wire.kind].rest).send({ error: wire });
}

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw new ServiceError('invalid_params', r.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  return r.data;
}

/**
 * The studio's record approvals and execution-mode settings, for the signed-in owner (studio JWT,
 * POST /api/auth/login). Static MCP tokens are not accepted here: approving is the owner's act.
 */
export function registerRecordRoutes(app: FastifyInstance, services: Services) {
  const { identity, records } = services;

  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<Account | null> {
    const token = bearerOf(request);
    const account = token ? await identity.verifyJwt(token) : null;
    if (!account) {
      reply.code(401).header('www-authenticate', 'Bearer realm="fine-structure-studio"').send({
        error: { code: ERROR_KINDS.unauthenticated.rpc, kind: 'unauthenticated', message: 'A logged-in user JWT is required (POST /api/auth/login)' },
      });
      return null;
    }
    return account;
  }

  async function ownedApp(account: Account, appId: string) {
    const row = await services.db.get<{ id: string }>('SELECT id FROM apps WHERE id = ? AND owner_account_id = ? AND deleted_at IS NULL', [appId, account.id]);
    if (!row) throw new ServiceError('not_found', 'App not found');
  }

  app.get('/api/studio/approvals', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    try {
      const q = parse(listQuery, request.query);
      const approvals = await records.listApprovals(account.id, { appId: q.app_id, status: q.status, limit: q.limit });
      return { approvals, total: approvals.length };
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { id: string } }>('/api/studio/approvals/:id', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    try {
      return await records.getApproval(account.id, request.params.id);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post<{ Params: { id: string } }>('/api/studio/approvals/:id/approve', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    try {
      return await records.approve(account, request.params.id);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post<{ Params: { id: string } }>('/api/studio/approvals/:id/reject', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    try {
      return await records.reject(account, request.params.id);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { app_id: string } }>('/api/studio/apps/:app_id/record-settings', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    try {
      await ownedApp(account, request.params.app_id);
      return await records.getSettings(request.params.app_id);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.put<{ Params: { app_id: string } }>('/api/studio/apps/:app_id/record-settings', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    try {
      await ownedApp(account, request.params.app_id);
      const body = parse(settingsBody, request.body);
      return await records.setSettings(request.params.app_id, body, { account_id: account.id, via: 'studio' });
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
