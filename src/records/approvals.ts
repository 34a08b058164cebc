/**
 * The per-app execution mode of record writes (direct, or proposals the owner approves in the
 * studio) and the proposals themselves: stored redacted for agents, decided once by the owner, and
 * executed exactly as proposed through the records service's write path.
 */
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { iso } from '../platform/time.ts';
import { accountOf } from '../platform/types.ts';
import type { Db, Queryable } from '../storage/index.ts';
import { retryingTransaction, type Actor, type Prepared, type WriteMeta, type WritePlan, type WriteRequest } from './writes.ts';

export const EXECUTION_MODES = ['direct', 'approval'] as const;
export type ExecutionMode = (typeof EXECUTION_MODES)[number];
export const DEFAULT_EXECUTION_MODE: ExecutionMode = 'direct';
export const DEFAULT_APPROVAL_TTL_SECONDS = 24 * 3600;
export const MIN_APPROVAL_TTL_SECONDS = 60;
export const MAX_APPROVAL_TTL_SECONDS = 30 * 24 * 3600;

export interface RecordSettings {
  app_id: string;
  execution_mode: ExecutionMode;
  approval_ttl_seconds: number;
  updated_at: string | null;
}

/** The write path a proposal goes through: resolved when proposed, executed when approved. */
export interface PlannedWrites {
  prepare(q: Queryable, appId: string, req: WriteRequest): Promise<Prepared>;
  execute(q: Queryable, appId: string, actor: Actor, plan: WritePlan, meta: WriteMeta): Promise<Record<string, unknown>>;
}

export class RecordApprovals {
  private readonly db: Db;
  private readonly writes: PlannedWrites;

  constructor(db: Db, writes: PlannedWrites) {
    this.db = db;
    this.writes = writes;
  }

  private systemAction(req: WriteRequest, plan: WritePlan): Record<string, unknown> {
    // Redacted: names what would happen (tool, entity, how many, which ids, which fields), never a value.
    const ids =
      plan.action === 'create' ? plan.records.map((r) => r.id) : plan.action === 'update' ? plan.updates.map((u) => u.id) : plan.ids;
    const fields = new Set<string>();
    if (plan.action === 'create') for (const r of plan.records) for (const k of Object.keys(r.data)) fields.add(k);
    if (plan.action === 'update') for (const u of plan.updates) for (const k of Object.keys(u.changes)) fields.add(k);
    return {
      tool: req.tool,
      entity: plan.entity,
      action: plan.action,
      record_count: ids.length,
      record_ids: ids.slice(0, 100),
      ...(ids.length > 100 ? { record_ids_truncated: true } : {}),
      fields: [...fields].sort(),
      ...(plan.action === 'create' && plan.seed_mode ? { seed_mode: plan.seed_mode } : {}),
      ...(req.expected_count !== undefined ? { expected_count: req.expected_count } : {}),
      reason: req.reason,
    };
  }

  async propose(appId: string, actor: Actor, req: WriteRequest, settings: RecordSettings): Promise<Record<string, unknown>> {
    const prepared = await this.writes.prepare(this.db, appId, req);
    if ('skipped' in prepared) return prepared.skipped;
    const plan = prepared.plan;
    const id = newId('apr');
    const now = Date.now();
    const expires = now + settings.approval_ttl_seconds * 1000;
    const systemAction = this.systemAction(req, plan);
    const count = systemAction.record_count as number;
    await this.db.run(
      `INSERT INTO record_approvals (id, app_id, account_id, token_id, tool, entity, action, plan, system_action, proposed_count, status, created_at, expires_at, result, error)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, NULL, NULL)`,
      [
        id,
        appId,
        accountOf(actor) ?? '',
        actor.token_id ?? null,
        req.tool,
        plan.entity,
        plan.action,
        JSON.stringify({ plan, reason: req.reason, email: actor.email }),
        JSON.stringify(systemAction),
        count,
        now,
        expires,
      ],
    );
    return {
      app_id: appId,
      entity: plan.entity,
      awaiting_approval: true,
      approval_id: id,
      status: 'pending',
      system_action: systemAction,
      affected_count: 0,
      proposed_count: count,
      expires_at: iso(expires),
      message:
        "Record writes of this app need the owner's approval: nothing was written yet. The owner approves or rejects this proposal in the studio " +
        '(POST /api/studio/approvals/' +
        id +
        '/approve). Tell the owner it is waiting; do not retry.',
    };
  }

  private approvalView(r: any, includePlan: boolean): Record<string, unknown> {
    const expired = r.status === 'pending' && Number(r.expires_at) <= Date.now();
    const out: Record<string, unknown> = {
      approval_id: r.id,
      app_id: r.app_id,
      tool: r.tool,
      entity: r.entity,
      action: r.action,
      status: expired ? 'expired' : r.status,
      proposed_count: Number(r.proposed_count),
      system_action: JSON.parse(r.system_action),
      created_at: iso(r.created_at),
      expires_at: iso(r.expires_at),
      decided_at: iso(r.decided_at),
      decided_by: r.decided_by ?? null,
    };
    if (r.result) out.result = JSON.parse(r.result);
    if (r.error) out.error = r.error;
    // The owner, signed in to the studio, sees the proposed values to decide on them.
    if (includePlan) out.proposal = JSON.parse(r.plan).plan;
    return out;
  }

  private async expirePending(q: Queryable, appIds: string[]): Promise<void> {
    if (!appIds.length) return;
    const now = Date.now();
    const inList =
      q.dialect === 'sqlite' ? 'app_id IN (SELECT value FROM json_each(?))' : 'app_id IN (SELECT jsonb_array_elements_text(?::jsonb))';
    await q.run(
      `UPDATE record_approvals SET status = 'expired', decided_at = expires_at WHERE status = 'pending' AND expires_at <= ? AND ${inList}`,
      [now, JSON.stringify(appIds)],
    );
  }

  /** Proposals of the account's apps (one app with `appId`), newest first. */
  async listApprovals(
    accountId: string,
    opts: { appId?: string; status?: string; limit?: number } = {},
  ): Promise<Array<Record<string, unknown>>> {
    const apps = await this.db.all<{ id: string }>(
      `SELECT id FROM apps WHERE owner_account_id = ? AND deleted_at IS NULL${opts.appId ? ' AND id = ?' : ''}`,
      [accountId, ...(opts.appId ? [opts.appId] : [])],
    );
    if (opts.appId && !apps.length) throw new ServiceError('not_found', 'App not found');
    const ids = apps.map((a) => a.id);
    if (!ids.length) return [];
    await this.expirePending(this.db, ids);
    const inList =
      this.db.dialect === 'sqlite'
        ? 'app_id IN (SELECT value FROM json_each(?))'
        : 'app_id IN (SELECT jsonb_array_elements_text(?::jsonb))';
    const rows = await this.db.all<any>(
      `SELECT * FROM record_approvals WHERE ${inList}${opts.status ? ' AND status = ?' : ''} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [JSON.stringify(ids), ...(opts.status ? [opts.status] : []), opts.limit ?? 100],
    );
    return rows.map((r) => this.approvalView(r, true));
  }

  private async ownedApproval(q: Queryable, accountId: string, approvalId: string): Promise<any> {
    const row = await q.get<any>(
      `SELECT a.* FROM record_approvals a JOIN apps p ON p.id = a.app_id WHERE a.id = ? AND p.owner_account_id = ? AND p.deleted_at IS NULL`,
      [approvalId, accountId],
    );
    if (!row) throw new ServiceError('not_found', 'Approval not found');
    return row;
  }

  private notPending(row: any): ServiceError {
    const status = row.status === 'pending' && Number(row.expires_at) <= Date.now() ? 'expired' : row.status;
    return new ServiceError(
      'conflict',
      `Approval ${row.id} is ${status}${status === 'expired' ? ` (it expired at ${iso(row.expires_at)})` : ''}; only a pending proposal can be decided`,
      {
        status,
      },
    );
  }

  /**
   * Executes a pending proposal exactly as stored, once: the pending → executed transition and the
   * write are one transaction, so a second (or concurrent) approval finds it no longer pending.
   * A proposal that no longer applies (records gone, schema changed) is marked failed.
   */
  async approve(account: { id: string; email: string }, approvalId: string): Promise<Record<string, unknown>> {
    const row = await this.ownedApproval(this.db, account.id, approvalId);
    if (row.status !== 'pending' || Number(row.expires_at) <= Date.now()) {
      await this.expirePending(this.db, [row.app_id]);
      throw this.notPending(row);
    }
    const stored = JSON.parse(row.plan) as { plan: WritePlan; reason: string; email: string | null };
    const actor: Actor = { type: 'owner', id: account.id, token_id: row.token_id ?? null, email: stored.email ?? account.email };
    let transitioned = false;
    try {
      const result = await retryingTransaction(this.db, async (tx) => {
        transitioned = false;
        const now = Date.now();
        const moved = await tx.run(
          `UPDATE record_approvals SET status = 'executed', decided_at = ?, decided_by = ? WHERE id = ? AND status = 'pending' AND expires_at > ?`,
          [now, account.id, approvalId, now],
        );
        if (!moved.changes) {
          const current = await tx.get<any>('SELECT * FROM record_approvals WHERE id = ?', [approvalId]);
          throw this.notPending(current);
        }
        transitioned = true;
        const res = await this.writes.execute(tx, row.app_id, actor, stored.plan, {
          tool: row.tool,
          reason: stored.reason,
          approvalId,
          revalidate: true,
        });
        await tx.run('UPDATE record_approvals SET result = ? WHERE id = ?', [
          JSON.stringify({ affected_count: res.affected_count, record_ids: res.record_ids, skipped: res.skipped ?? false }),
          approvalId,
        ]);
        return res;
      });
      return { approval_id: approvalId, status: 'executed', result };
    } catch (err) {
      if (transitioned && err instanceof ServiceError) {
        await this.db.run(
          `UPDATE record_approvals SET status = 'failed', decided_at = ?, decided_by = ?, error = ? WHERE id = ? AND status = 'pending'`,
          [Date.now(), account.id, err.message, approvalId],
        );
        throw new ServiceError('conflict', `The proposal can no longer be executed and is marked failed: ${err.message}`, {
          status: 'failed',
        });
      }
      throw err;
    }
  }

  async reject(account: { id: string }, approvalId: string): Promise<Record<string, unknown>> {
    const row = await this.ownedApproval(this.db, account.id, approvalId);
    const moved = await this.db.run(
      `UPDATE record_approvals SET status = 'rejected', decided_at = ?, decided_by = ? WHERE id = ? AND status = 'pending' AND expires_at > ?`,
      [Date.now(), account.id, approvalId, Date.now()],
    );
    if (!moved.changes) {
      await this.expirePending(this.db, [row.app_id]);
      throw this.notPending((await this.db.get<any>('SELECT * FROM record_approvals WHERE id = ?', [approvalId]))!);
    }
    return { approval_id: approvalId, status: 'rejected' };
  }

  async getApproval(accountId: string, approvalId: string): Promise<Record<string, unknown>> {
    return this.approvalView(await this.ownedApproval(this.db, accountId, approvalId), true);
  }

  async getSettings(appId: string, q: Queryable = this.db): Promise<RecordSettings> {
    const row = await q.get<any>('SELECT execution_mode, approval_ttl_seconds, updated_at FROM record_settings WHERE app_id = ?', [appId]);
    return {
      app_id: appId,
      execution_mode: (row?.execution_mode as ExecutionMode) ?? DEFAULT_EXECUTION_MODE,
      approval_ttl_seconds: row ? Number(row.approval_ttl_seconds) : DEFAULT_APPROVAL_TTL_SECONDS,
      updated_at: iso(row?.updated_at),
    };
  }

  /**
   * Changes the execution mode / proposal lifetime. `via: 'tool'` (an agent's token) may only
   * tighten: switching approval mode off is for the owner in the studio, or approval would guard
   * nothing.
   */
  async setSettings(
    appId: string,
    patch: { execution_mode?: ExecutionMode; approval_ttl_seconds?: number },
    by: { account_id: string; via: 'tool' | 'studio' },
  ): Promise<RecordSettings> {
    if (patch.approval_ttl_seconds !== undefined) {
      const t = patch.approval_ttl_seconds;
      if (!Number.isInteger(t) || t < MIN_APPROVAL_TTL_SECONDS || t > MAX_APPROVAL_TTL_SECONDS) {
        throw new ServiceError(
          'invalid_params',
          `approval_ttl_seconds must be an integer from ${MIN_APPROVAL_TTL_SECONDS} to ${MAX_APPROVAL_TTL_SECONDS}`,
        );
      }
    }
    return retryingTransaction(this.db, async (tx) => {
      const current = await this.getSettings(appId, tx);
      const mode = patch.execution_mode ?? current.execution_mode;
      if (by.via === 'tool' && current.execution_mode === 'approval' && mode === 'direct') {
        throw new ServiceError(
          'fails_closed',
          "Record writes of this app need the owner's approval; only the owner can switch that off, in the studio. Nothing was changed.",
        );
      }
      const ttl = patch.approval_ttl_seconds ?? current.approval_ttl_seconds;
      await tx.run(
        `INSERT INTO record_settings (app_id, execution_mode, approval_ttl_seconds, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (app_id) DO UPDATE SET execution_mode = excluded.execution_mode, approval_ttl_seconds = excluded.approval_ttl_seconds,
           updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        [appId, mode, ttl, Date.now(), by.account_id],
      );
      return this.getSettings(appId, tx);
    });
  }
}
