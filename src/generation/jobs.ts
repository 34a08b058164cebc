import type { Db, Queryable } from '../storage/index.ts';

export type JobKind = 'create' | 'update';
/** Internal states. get_job_status shows `running` for queued and running, `done` for done. */
export type JobState = 'queued' | 'running' | 'done';

export interface JobEvent {
  /** ISO 8601. */
  time: string;
  phase: string;
  message: string;
}

/** What a finished job reports; `error` is present exactly when the generation failed. */
export interface ResultSummary {
  error?: string;
  [key: string]: unknown;
}

export interface JobInput {
  name?: string;
  description?: string;
  snapshot_id?: string | null;
}

export interface Job {
  id: string;
  app_id: string;
  account_id: string;
  kind: JobKind;
  status: JobState;
  prompt: string;
  input: JobInput;
  events: JobEvent[];
  result_summary: ResultSummary | null;
  /** Credits this job has consumed (the call's own and any repair rounds); refunded if it is interrupted. */
  credits: number;
  attempts: number;
  lease_owner: string | null;
  lease_expires_at: number | null;
  conversation_id: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

const COLUMNS =
  'id, app_id, account_id, kind, status, prompt, input, events, result_summary, credits, attempts, lease_owner, lease_expires_at, conversation_id, created_at, started_at, finished_at';

function parse<T>(text: string | null, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toJob(r: any): Job {
  const num = (v: unknown) => (v == null ? null : Number(v));
  return {
    id: r.id,
    app_id: r.app_id,
    account_id: r.account_id,
    kind: r.kind,
    status: r.status,
    prompt: r.prompt,
    input: parse<JobInput>(r.input, {}),
    events: parse<JobEvent[]>(r.events, []),
    result_summary: parse<ResultSummary | null>(r.result_summary, null),
    credits: Number(r.credits),
    attempts: Number(r.attempts),
    lease_owner: r.lease_owner ?? null,
    lease_expires_at: num(r.lease_expires_at),
    conversation_id: r.conversation_id ?? null,
    created_at: Number(r.created_at),
    started_at: num(r.started_at),
    finished_at: num(r.finished_at),
  };
}

export function jobEvent(phase: string, message: string, at = Date.now()): JobEvent {
  return { time: new Date(at).toISOString(), phase, message };
}

/**
 * The persisted queue. Every state change is one conditional UPDATE, so several processes sharing a
 * database agree on who runs a job: a job is claimed only while `queued`, and a running job is changed
 * only by the holder of its lease (`lease_owner`), until the lease expires and a sweep finishes it.
 */
export class JobStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async insert(
    q: Queryable,
    job: Pick<Job, 'id' | 'app_id' | 'account_id' | 'kind' | 'prompt' | 'input' | 'credits' | 'conversation_id'>,
    now = Date.now(),
  ): Promise<void> {
    const events = [jobEvent('queued', job.kind === 'create' ? 'Generation queued' : 'Edit queued', now)];
    await q.run(
      `INSERT INTO jobs (id, app_id, account_id, kind, status, prompt, input, events, credits, attempts, conversation_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?, 0, ?, ?, ?)`,
      [
        job.id,
        job.app_id,
        job.account_id,
        job.kind,
        job.prompt,
        JSON.stringify(job.input),
        JSON.stringify(events),
        job.credits,
        job.conversation_id,
        now,
        now,
      ],
    );
  }

  async get(id: string, q?: Queryable): Promise<Job | null> {
    const r = await (q ?? this.db).get(`SELECT ${COLUMNS} FROM jobs WHERE id = ?`, [id]);
    return r ? toJob(r) : null;
  }

  /** Jobs of an app not yet done (for get_app_status). */
  async active(appId: string): Promise<Job[]> {
    const rows = await this.db.all(`SELECT ${COLUMNS} FROM jobs WHERE app_id = ? AND status <> 'done' ORDER BY created_at`, [appId]);
    return rows.map(toJob);
  }

  /**
   * Takes the oldest queued job for `owner`, atomically: the UPDATE re-checks `status = 'queued'`, so
   * of two claimers only one gets the row. PostgreSQL skips rows another transaction is claiming
   * instead of waiting for them; SQLite serialises writers anyway. A job waits while another job of
   * its app runs, so edits of one app apply in order (the write-time check in the service catches
   * the rare pair claimed at the same instant).
   */
  async claim(owner: string, leaseMs: number, now = Date.now()): Promise<Job | null> {
    const lock = this.db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
    const r = await this.db.get(
      `UPDATE jobs SET status = 'running', lease_owner = ?, lease_expires_at = ?, attempts = attempts + 1,
         started_at = COALESCE(started_at, ?), updated_at = ?
       WHERE id = (
         SELECT q.id FROM jobs q
         WHERE q.status = 'queued' AND NOT EXISTS (SELECT 1 FROM jobs r WHERE r.app_id = q.app_id AND r.status = 'running')
         ORDER BY q.created_at, q.id LIMIT 1${lock}
       ) AND status = 'queued'
       RETURNING ${COLUMNS}`,
      [owner, now + leaseMs, now, now],
    );
    return r ? toJob(r) : null;
  }

  /** Extends the lease; false when the job is no longer this owner's (finished elsewhere, or swept). */
  async renew(id: string, owner: string, leaseMs: number, now = Date.now(), q: Queryable = this.db): Promise<boolean> {
    const r = await q.run("UPDATE jobs SET lease_expires_at = ?, updated_at = ? WHERE id = ? AND status = 'running' AND lease_owner = ?", [
      now + leaseMs,
      now,
      id,
      owner,
    ]);
    return r.changes === 1;
  }

  /** Stores the job's events (the runner keeps the list) and renews the lease; false when the lease is lost. */
  async saveEvents(id: string, owner: string, events: JobEvent[], leaseMs: number, now = Date.now()): Promise<boolean> {
    const r = await this.db.run(
      "UPDATE jobs SET events = ?, lease_expires_at = ?, updated_at = ? WHERE id = ? AND status = 'running' AND lease_owner = ?",
      [JSON.stringify(events), now + leaseMs, now, id, owner],
    );
    return r.changes === 1;
  }

  /** Records credits taken while running (repair rounds); false when the lease is lost. */
  async addCredits(id: string, owner: string, amount: number): Promise<boolean> {
    const r = await this.db.run("UPDATE jobs SET credits = credits + ? WHERE id = ? AND status = 'running' AND lease_owner = ?", [
      amount,
      id,
      owner,
    ]);
    return r.changes === 1;
  }

  /** Finishes a running job held by `owner`; false (and nothing written) when the lease was lost. */
  async finish(q: Queryable, id: string, owner: string, events: JobEvent[], summary: ResultSummary, now = Date.now()): Promise<boolean> {
    const r = await q.run(
      `UPDATE jobs SET status = 'done', events = ?, result_summary = ?, lease_owner = NULL, lease_expires_at = NULL, finished_at = ?, updated_at = ?
       WHERE id = ? AND status = 'running' AND lease_owner = ?`,
      [JSON.stringify(events), JSON.stringify(summary), now, now, id, owner],
    );
    return r.changes === 1;
  }

  /** Running jobs whose lease has expired: their process stopped without finishing them. */
  async expired(now = Date.now()): Promise<Job[]> {
    const rows = await this.db.all(`SELECT ${COLUMNS} FROM jobs WHERE status = 'running' AND lease_expires_at < ? ORDER BY created_at`, [
      now,
    ]);
    return rows.map(toJob);
  }

  /**
   * Finishes an abandoned job (expired lease) with `summary`. Conditional on the lease still being the
   * expired one, so of several sweeping processes exactly one finishes it, and a renewal that came in
   * meanwhile wins.
   */
  async finishAbandoned(q: Queryable, job: Job, summary: ResultSummary, now = Date.now()): Promise<boolean> {
    const events = [...job.events, jobEvent('failed', summary.error ?? 'interrupted', now)];
    const r = await q.run(
      `UPDATE jobs SET status = 'done', events = ?, result_summary = ?, lease_owner = NULL, lease_expires_at = NULL, finished_at = ?, updated_at = ?
       WHERE id = ? AND status = 'running' AND lease_owner = ? AND lease_expires_at = ? AND lease_expires_at < ?`,
      [JSON.stringify(events), JSON.stringify(summary), now, now, job.id, job.lease_owner, job.lease_expires_at, now],
    );
    return r.changes === 1;
  }
}
