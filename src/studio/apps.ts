/**
 * Studio endpoints beyond single tools: the apps overview (publication and active jobs in one
 * call), an app's conversation, and the whole-app restore that only the owner completes here.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import { parseInput, sendError } from '../platform/http.ts';
import { appWithRole } from '../apps/access.ts';
import { studioToolPrincipal, type StudioContext } from './context.ts';

const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(Number(ms)).toISOString());

export function registerStudioAppRoutes(app: FastifyInstance, ctx: StudioContext) {
  const { services } = ctx;

  app.get('/api/studio/apps', async (request, reply) => {
    const account = await ctx.principal(request, reply);
    if (!account) return;
    try {
      const q = parseInput(listQuery, request.query);
      // Owned apps and those shared with the account (the same list as list_apps).
      const { apps, total } = await services.apps.listVisible(studioToolPrincipal(account), {
        limit: q.limit ?? 50,
        offset: q.offset ?? 0,
      });
      const ids = apps.map((a) => a.id);
      const jobs = ids.length
        ? await services.db.all<{ id: string; app_id: string; kind: string; status: string; created_at: number }>(
            `SELECT id, app_id, kind, status, created_at FROM jobs WHERE status IN ('queued', 'running')
             AND app_id IN (${ids.map(() => '?').join(', ')}) ORDER BY created_at`,
            ids,
          )
        : [];
      const items = await Promise.all(
        apps.map(async (a) => {
          const state = await services.hosting.state(a);
          return {
            app_id: a.id,
            name: a.name,
            description: a.description,
            role: a.role,
            created_at: iso(a.created_at),
            last_activity_at: iso(a.last_activity_at),
            published: !!state.pub,
            url: state.url,
            access_mode: state.access_mode,
            editor_url: services.hosting.editorUrl(a.id),
            active_jobs: jobs.filter((j) => j.app_id === a.id).map((j) => ({ job_id: j.id, kind: j.kind, created_at: iso(j.created_at) })),
          };
        }),
      );
      reply.header('cache-control', 'no-store');
      return { apps: items, total };
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { app_id: string } }>('/api/studio/apps/:app_id/conversation', async (request, reply) => {
    const account = await ctx.principal(request, reply);
    if (!account) return;
    try {
      const owned = await appWithRole(services.db, account.id, request.params.app_id, 'viewer');
      const conv = await services.db.get<{ id: string }>('SELECT id FROM conversations WHERE app_id = ? ORDER BY created_at LIMIT 1', [
        owned.id,
      ]);
      const messages = conv ? await services.generation.conversations.messages(conv.id) : [];
      const active = await services.db.all<{ id: string; kind: string }>(
        "SELECT id, kind FROM jobs WHERE app_id = ? AND status IN ('queued', 'running') ORDER BY created_at",
        [owned.id],
      );
      return {
        messages: messages.map((m) => ({
          message_id: m.id,
          role: m.role,
          content: m.content,
          status: m.status,
          job_id: m.job_id,
          created_at: iso(m.created_at),
        })),
        active_jobs: active.map((j) => ({ job_id: j.id, kind: j.kind })),
      };
    } catch (err) {
      return sendError(reply, err);
    }
  });

  // ---------------------------------------------------------------- whole-app restore (owner only)

  app.get<{ Params: { app_id: string } }>('/api/studio/apps/:app_id/restore-requests', async (request, reply) => {
    const account = await ctx.principal(request, reply);
    if (!account) return;
    try {
      const owned = await ctx.ownedApp(account, request.params.app_id);
      const pending = await services.versions.pendingRestoreRequests(owned.id);
      return { requests: pending.map((p) => ({ ...p, created_at: iso(p.created_at) })) };
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { app_id: string; snapshot_id: string } }>('/api/studio/apps/:app_id/restore/:snapshot_id', async (request, reply) => {
    const account = await ctx.principal(request, reply);
    if (!account) return;
    try {
      const owned = await ctx.ownedApp(account, request.params.app_id);
      return await services.versions.restorePlan(owned.id, request.params.snapshot_id, await services.records.countByEntity(owned.id));
    } catch (err) {
      return sendError(reply, err);
    }
  });

  const restoreBody = z.strictObject({ confirm: z.literal(true, 'confirm must be true: the owner confirms after reading the plan') });
  app.post<{ Params: { app_id: string; snapshot_id: string } }>('/api/studio/apps/:app_id/restore/:snapshot_id', async (request, reply) => {
    const account = await ctx.principal(request, reply);
    if (!account) return;
    try {
      const owned = await ctx.ownedApp(account, request.params.app_id);
      parseInput(restoreBody, request.body);
      return await services.versions.completeRestore(owned.id, request.params.snapshot_id, account.id);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.delete<{ Params: { app_id: string; request_id: string } }>(
    '/api/studio/apps/:app_id/restore-requests/:request_id',
    async (request, reply) => {
      const account = await ctx.principal(request, reply);
      if (!account) return;
      try {
        const owned = await ctx.ownedApp(account, request.params.app_id);
        const done = await services.versions.dismissRestoreRequest(owned.id, request.params.request_id, account.id);
        if (!done) throw new ServiceError('not_found', 'No pending restore request with this id');
        return { dismissed: true };
      } catch (err) {
        return sendError(reply, err);
      }
    },
  );
}
