import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Account } from '../identity/service.ts';
import { parseInput, sendError } from '../platform/http.ts';
import { requireStudioPrincipal } from '../identity/studio.ts';
import type { IdentityService } from '../identity/service.ts';
import type { AppsService } from '../apps/service.ts';
import { EXECUTION_MODES, MAX_APPROVAL_TTL_SECONDS, MIN_APPROVAL_TTL_SECONDS, type RecordsService } from './service.ts';

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

/**
 * The studio's record approvals and execution-mode settings, for the signed-in owner (studio JWT,
 * POST /api/auth/login). Static MCP tokens are not accepted here: approving is the owner's act.
 */
export function registerRecordRoutes(
  app: FastifyInstance,
  services: { identity: IdentityService; apps: AppsService; records: RecordsService },
) {
  const { records } = services;

  const requireUser = (request: FastifyRequest, reply: FastifyReply) => requireStudioPrincipal(services.identity, request, reply);

  const ownedApp = (account: Account, appId: string) => services.apps.ownedBy(account.id, appId);

  app.get('/api/studio/approvals', async (request, reply) => {
    const account = await requireUser(request, reply);
    if (!account) return;
    try {
      const q = parseInput(listQuery, request.query);
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
      const body = parseInput(settingsBody, request.body);
      return await records.setSettings(request.params.app_id, body, { account_id: account.id, via: 'studio' });
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
