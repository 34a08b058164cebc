/**
 * What a record write is, shared by the records service and the modules it composes (approvals,
 * schema changes, relationships): the request a tool makes, the plan it resolves to, the record as
 * tools see it, the errors a write answers, its audit row and its retried transaction.
 */
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { iso } from '../platform/time.ts';
import { accountOf, type Actor } from '../platform/types.ts';
import type { Db, Queryable } from '../storage/index.ts';
import { formatProblem, type Problem } from './schema.ts';
import type { Filters } from './sql.ts';
import type { StoredRecord } from './store.ts';

export type { Actor };

export type Selection = { record_ids?: string[]; filters?: Filters | Filters[] };

export type WriteRequest =
  | {
      action: 'create';
      tool: string;
      entity: string;
      records: Record<string, unknown>[];
      reason: string;
      expected_count?: number;
      seed_mode?: 'append' | 'skip_if_not_empty';
    }
  | ({
      action: 'update';
      tool: string;
      entity: string;
      changes?: Record<string, unknown>;
      updates?: Array<{ record_id: string; changes: Record<string, unknown> }>;
      reason: string;
      expected_count?: number;
    } & Selection)
  | ({ action: 'delete'; tool: string; entity: string; reason: string; expected_count?: number } & Selection);

/** A write resolved to exact records: what executes, directly or when a proposal is approved. */
export type WritePlan =
  | {
      action: 'create';
      entity: string;
      records: Array<{ id: string; data: Record<string, unknown> }>;
      seed_mode?: 'append' | 'skip_if_not_empty';
    }
  | { action: 'update'; entity: string; updates: Array<{ id: string; changes: Record<string, unknown> }> }
  | { action: 'delete'; entity: string; ids: string[] };

/** A request resolved: the plan, or the answer of a seed that had nothing to do. */
export type Prepared = { plan: WritePlan } | { skipped: Record<string, unknown> };

/** Who asked for a write and why, recorded in its audit row; `revalidate` for an approved proposal. */
export interface WriteMeta {
  tool: string;
  reason: string;
  approvalId: string | null;
  revalidate: boolean;
}

/** A record as tools and the app SDK see it: built-ins plus the stored fields. */
export function publicRecord(r: StoredRecord): Record<string, unknown> {
  return { id: r.id, ...r.data, created_date: iso(r.created_date), updated_date: iso(r.updated_date), created_by: r.created_by };
}

let lastMs = 0;
let seq = 0;
/** Record ids sort in creation order within a process: `rec_` + time + counter + random. */
export function newRecordId(): string {
  const now = Date.now();
  if (now === lastMs) seq++;
  else {
    lastMs = now;
    seq = 0;
  }
  return `rec_${now.toString(36).padStart(9, '0')}${seq.toString(36).padStart(4, '0')}${newId('x', 6).slice(2)}`;
}

export function problemsError(what: string, problems: Problem[], listName = 'records'): ServiceError {
  const shown = problems.slice(0, 20).map((p) => formatProblem(p, listName));
  const more = problems.length > 20 ? `; and ${problems.length - 20} more` : '';
  return new ServiceError('invalid_request', `${what}: ${shown.join('; ')}${more}. Nothing was written.`, {
    problems: problems
      .slice(0, 200)
      .map((p) => ({ ...(p.index !== undefined ? { index: p.index } : {}), field: p.field, message: p.message })),
  });
}

/** UTF-8 bytes of a record's stored JSON. */
export const recordBytes = (data: Record<string, unknown>) => Buffer.byteLength(JSON.stringify(data), 'utf8');

export function countMismatch(expected: number, actual: number, extra = ''): ServiceError {
  return new ServiceError(
    'conflict',
    `expected_count is ${expected} but the write would affect ${actual} record${actual === 1 ? '' : 's'}${extra}; nothing was written`,
    { expected_count: expected, actual_count: actual },
  );
}

const isRetryable = (err: unknown) => {
  const code = (err as { code?: string })?.code;
  return code === '40P01' || code === '40001';
};

/** One transaction, retried when PostgreSQL picks it as a deadlock or serialization victim. */
export async function retryingTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (attempt >= 4 || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

/** The audit row of one write (`record_writes`). */
export async function auditWrite(
  q: Queryable,
  appId: string,
  actor: Actor,
  meta: { tool: string; reason: string; approvalId: string | null },
  entity: string,
  action: string,
  ids: string[],
): Promise<void> {
  await q.run(
    `INSERT INTO record_writes (id, at, app_id, entity, tool, action, count, reason, account_id, token_id, approval_id, record_ids)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      newId('rw'),
      Date.now(),
      appId,
      entity,
      meta.tool,
      action,
      ids.length,
      meta.reason,
      accountOf(actor),
      actor.token_id ?? null,
      meta.approvalId,
      JSON.stringify(ids),
    ],
  );
}
