import type { Logger } from 'pino';
import type { WebhookConfig } from '../config.ts';
import { newId } from '../platform/ids.ts';
import type { Db, Queryable } from '../storage/index.ts';
import { signedHeaders } from './signing.ts';
import { type LookupAll, type SendResult, WebhookSender } from './target.ts';

/** Longest wait a Retry-After may ask for. */
const MAX_RETRY_AFTER_MS = 24 * 3600 * 1000;
/** Deliveries claimed per query at most. */
const CLAIM_BATCH = 64;
/** Delivered deliveries (with their attempt log and event) are kept this long; dead letters until replayed or deleted. */
export const RETENTION_MS = 7 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Free slots that make a busy worker claim again. */
const CLAIM_MIN = 16;
const EXCERPT_CHARS = 500;
/** 200 rows × 11 columns stays far under both databases' parameter limits. */
const ROWS_PER_INSERT = 200;

interface Claimed {
  id: string;
  event_id: string;
  subscription_id: string;
  attempts: number;
  type: string;
  body: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
}

interface PendingResult {
  c: Claimed;
  attemptId: string;
  attempt: number;
  r: SendResult;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** The wait before attempt `n + 1` after `n` failed ones: the schedule's delay, ±20% jitter so retries of many deliveries spread out. */
export function backoffMs(schedule: number[], failedAttempts: number, random = Math.random): number {
  const base = schedule[Math.min(failedAttempts, schedule.length - 1)] ?? 0;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * The delivery worker of one process. Claims due deliveries with a lease (a conditional UPDATE;
 * `FOR UPDATE SKIP LOCKED` on PostgreSQL so nodes never wait on each other's rows), posts them, and
 * records each attempt. A lease that expires (its process died) makes the delivery due again for any
 * node, so a delivery is made at least once; receivers deduplicate on X-SVC-Event-Id.
 */
export class DeliveryWorker {
  /** Lease owner name of this process (unique per start). */
  readonly owner = newId('node');
  private readonly db: Db;
  private readonly cfg: WebhookConfig;
  private readonly log: Logger;
  private readonly sender: WebhookSender;
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private wake: (() => void) | null = null;
  private kicked = false;
  private abort = new AbortController();
  private results: PendingResult[] = [];
  private readonly writes = new Set<Promise<void>>();
  private lastPrune = 0;
  private flushing: Promise<void> = Promise.resolve();

  constructor(db: Db, cfg: WebhookConfig, log: Logger, resolve: LookupAll) {
    this.db = db;
    this.cfg = cfg;
    this.log = log;
    this.sender = new WebhookSender({
      allowPrivate: cfg.allowPrivateTargets,
      timeoutMs: cfg.timeoutMs,
      maxSockets: cfg.concurrency,
      resolve,
    });
  }

  start(): void {
    if (this.running || this.cfg.concurrency === 0) return;
    this.running = true;
    this.abort = new AbortController();
    this.loop = this.run();
  }

  /** New deliveries may be due: look now rather than at the next poll. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /** Stops claiming; in-flight attempts are cut off and their leases released (not counted as attempts). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.abort.abort();
    this.wake?.();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
    await Promise.allSettled([...this.writes]);
    this.sender.close();
  }

  private sleep(ms: number): Promise<void> {
    if (this.kicked) {
      this.kicked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      // Unref'd: an idle worker never keeps a process alive by itself.
      const timer = setTimeout(done, ms).unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        this.kicked = false;
        done();
      };
    });
  }

  private async run(): Promise<void> {
    while (this.running) {
      const free = this.cfg.concurrency - this.inFlight.size;
      let claimed: Claimed[] = [];
      // Under load, claim in batches (a query per freed slot would dominate); idle, claim at once.
      if (free > 0 && (free >= Math.min(CLAIM_MIN, this.cfg.concurrency) || this.inFlight.size === 0)) {
        try {
          claimed = await this.claim(Math.min(free, CLAIM_BATCH));
        } catch (err) {
          this.log.error({ err }, 'claiming webhook deliveries failed');
        }
      }
      for (const c of claimed) {
        const p: Promise<void> = this.attempt(c)
          .catch((err) => this.log.error({ err, delivery: c.id }, 'webhook delivery failed internally'))
          .finally(() => {
            this.inFlight.delete(p);
            this.kick();
          });
        this.inFlight.add(p);
      }
      if (!this.running) break;
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await this.prune().catch((err) => this.log.error({ err }, 'pruning old webhook deliveries failed'));
      }
      // A full batch means more may be due: claim again at once; otherwise wait for a kick or the poll.
      if (claimed.length && claimed.length === Math.min(free, CLAIM_BATCH) && this.cfg.concurrency - this.inFlight.size >= CLAIM_MIN)
        continue;
      await this.sleep(this.cfg.pollMs);
    }
  }

  /** Deletes delivered deliveries older than the retention, their attempts, and events no delivery refers to any more. */
  async prune(now = Date.now()): Promise<void> {
    const cutoff = now - RETENTION_MS;
    await this.db.transaction(async (tx) => {
      await tx.run(
        "DELETE FROM webhook_attempts WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE status = 'delivered' AND finished_at < ?)",
        [cutoff],
      );
      await tx.run("DELETE FROM webhook_deliveries WHERE status = 'delivered' AND finished_at < ?", [cutoff]);
      await tx.run(
        'DELETE FROM webhook_events WHERE created_at < ? AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = webhook_events.id)',
        [cutoff],
      );
    });
  }

  /** Claims up to `limit` due deliveries of enabled subscriptions for this process. */
  async claim(limit: number, now = Date.now()): Promise<Claimed[]> {
    const pg = this.db.dialect === 'postgres';
    const lock = pg ? ' FOR UPDATE OF d SKIP LOCKED' : '';
    // PostgreSQL re-checks a row locked by the subquery against the outer condition; a SQLite statement
    // is atomic, and an outer condition on status would make it scan the status index instead of the ids.
    const recheck = pg ? " AND status = 'pending' AND (lease_expires_at IS NULL OR lease_expires_at < ?)" : '';
    const ids = await this.db.all<{ id: string }>(
      `UPDATE webhook_deliveries SET lease_owner = ?, lease_expires_at = ?, updated_at = ?
       WHERE id IN (
         SELECT d.id FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND (d.lease_expires_at IS NULL OR d.lease_expires_at < ?) AND s.enabled = 1
         ORDER BY d.next_attempt_at LIMIT ?${lock}
       )${recheck}
       RETURNING id`,
      [this.owner, now + this.cfg.leaseMs, now, now, now, limit, ...(pg ? [now] : [])],
    );
    if (!ids.length) return [];
    return this.db.all<Claimed>(
      `SELECT d.id, d.event_id, d.subscription_id, d.attempts, e.type, e.body, s.url, s.secret, s.previous_secret, s.previous_secret_expires_at
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id JOIN webhook_subscriptions s ON s.id = d.subscription_id
       WHERE d.id IN (${ids.map(() => '?').join(', ')}) AND d.lease_owner = ?`,
      [...ids.map((r) => r.id), this.owner],
    );
  }

  private async attempt(c: Claimed): Promise<void> {
    const attemptId = newId('wha');
    const now = Date.now();
    const secrets = [c.secret];
    if (c.previous_secret && c.previous_secret_expires_at && c.previous_secret_expires_at > now) secrets.push(c.previous_secret);
    const headers = signedHeaders(secrets, { id: c.event_id, type: c.type }, attemptId, c.body, now);
    const result = await this.sender.send(c.url, headers as unknown as Record<string, string>, c.body, this.abort.signal);
    if (this.abort.signal.aborted && result.outcome !== 'success') {
      // Cut off by shutdown: not the receiver's fault; another node (or the restart) takes it at once.
      await this.db.run(
        'UPDATE webhook_deliveries SET lease_owner = NULL, lease_expires_at = NULL WHERE id = ? AND lease_owner = ? AND status = ?',
        [c.id, this.owner, 'pending'],
      );
      return;
    }
    // The slot is free once the receiver answered; the delivery stays leased until the outcome is stored.
    const write: Promise<void> = this.record(c, attemptId, Number(c.attempts) + 1, result)
      .catch((err) =>
        this.log.error({ err, delivery: c.id }, 'recording a webhook attempt failed; the lease will expire and it is retried'),
      )
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }

  /**
   * Logs the attempt and moves the delivery on: delivered, retried later, or dead-lettered. Outcomes
   * that finish together are written in one transaction (a commit per delivery would cap
   * throughput); each resolves once stored, so its delivery stays leased until then.
   */
  private record(c: Claimed, attemptId: string, attempt: number, r: SendResult): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.results.push({ c, attemptId, attempt, r, resolve, reject });
      if (this.results.length === 1) setImmediate(() => void this.flushResults());
    });
  }

  private async flushResults(): Promise<void> {
    // One flush at a time; whatever arrives meanwhile goes in the next one.
    await this.flushing;
    const batch = this.results.splice(0);
    if (!batch.length) return;
    let done!: () => void;
    this.flushing = new Promise<void>((r) => (done = r));
    try {
      await this.db.transaction((tx) => this.write(tx, batch));
      for (const item of batch) item.resolve();
    } catch (err) {
      for (const item of batch) item.reject(err);
    } finally {
      done();
    }
  }

  /**
   * The batch's attempts in multi-row INSERTs; successes in one UPDATE per status code (they differ in
   * nothing else); failures, which each get their own next attempt time, one by one.
   */
  private async write(tx: Queryable, batch: PendingResult[]): Promise<void> {
    const now = Date.now();
    for (let i = 0; i < batch.length; i += ROWS_PER_INSERT) {
      const chunk = batch.slice(i, i + ROWS_PER_INSERT);
      await tx.run(
        `INSERT INTO webhook_attempts (id, delivery_id, subscription_id, attempt, outcome, status_code, duration_ms, error, response_excerpt, node, created_at)
         VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        chunk.flatMap(({ c, attemptId, attempt, r }) => [
          attemptId,
          c.id,
          c.subscription_id,
          attempt,
          r.outcome,
          r.status,
          r.durationMs,
          r.error,
          r.excerpt ? r.excerpt.slice(0, EXCERPT_CHARS) : null,
          this.owner,
          now,
        ]),
      );
    }
    const successes = Map.groupBy(
      batch.filter((b) => b.r.outcome === 'success'),
      (b) => b.r.status,
    );
    for (const [status, items] of successes) {
      for (let i = 0; i < items.length; i += ROWS_PER_INSERT) {
        const chunk = items.slice(i, i + ROWS_PER_INSERT);
        await tx.run(
          `UPDATE webhook_deliveries SET status = 'delivered', attempts = attempts + 1, lease_owner = NULL, lease_expires_at = NULL,
             last_status = ?, last_error = NULL, finished_at = ?, updated_at = ?
           WHERE id IN (${chunk.map(() => '?').join(', ')}) AND lease_owner = ? AND status = 'pending'`,
          [status, now, now, ...chunk.map((b) => b.c.id), this.owner],
        );
      }
    }
    for (const item of batch) if (item.r.outcome !== 'success') await this.writeFailure(tx, item, now);
  }

  private async writeFailure(tx: Queryable, { c, attempt, r }: PendingResult, now: number): Promise<void> {
    const gone = r.status === 410;
    let status: 'pending' | 'dead' = 'pending';
    let next = now;
    if (gone || attempt >= this.cfg.retrySchedule.length) status = 'dead';
    else {
      const retryAfter = r.retryAfterMs == null ? 0 : Math.min(r.retryAfterMs, MAX_RETRY_AFTER_MS);
      next = now + Math.max(backoffMs(this.cfg.retrySchedule, attempt), retryAfter);
    }
    await tx.run(
      `UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, lease_owner = NULL, lease_expires_at = NULL,
         last_status = ?, last_error = ?, finished_at = ?, updated_at = ?
       WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
      [status, attempt, next, r.status, r.error, status === 'pending' ? null : now, now, c.id, this.owner],
    );
    if (gone) {
      // 410 Gone: the receiver asks for no more deliveries.
      await tx.run('UPDATE webhook_subscriptions SET enabled = 0, disabled_reason = ?, updated_at = ? WHERE id = ? AND enabled = 1', [
        `disabled automatically: the receiver answered 410 Gone at ${new Date(now).toISOString()}`,
        now,
        c.subscription_id,
      ]);
    }
  }
}
