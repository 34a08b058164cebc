import { ServiceError } from '../platform/errors.ts';
import type { Db } from '../storage/index.ts';
import type { Principal, RateBudget } from '../platform/types.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/**
 * Calls of polling tools (get_job_status) a token may make per minute. They are counted here instead
 * of in the request budget, so polling every 3-5 s as advised never spends it (docs/decisions.md).
 */
export const POLLS_PER_MINUTE = 60;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Fixed-window counters per token, kept in the database so every server process shares them.
 * A process reserves counts atomically (increment, then compare) and spends them locally: for small
 * limits one at a time, which is exact; for large limits in leases of 1% of the limit, so busy
 * tokens don't pay a write per call. Reservations never exceed the limit, so neither do the calls;
 * counts leased by one process and left unused can only make others stop slightly early. The
 * remaining budget reported is exact for small limits and an estimate (within a lease) for large ones.
 */
export class RateLimiter {
  private readonly db: Db;
  private lastSweep = 0;
  /** Counts this process has reserved and not yet spent, and the store's count at the last reservation. */
  private readonly leases = new Map<string, { bucket: string; remaining: number; counted: number }>();
  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Takes one count from this process's lease, without the database; the calls left in the window
   * afterwards, or null when there is no lease with counts left (then `reserve`). The common case of
   * a busy token: callers skip the `await` of `reserve` with it.
   */
  private spend(tokenId: string, bucket: string, limit: number): number | null {
    const lease = this.leases.get(`${tokenId}|${bucket[0]}`);
    if (lease && lease.bucket === bucket && lease.remaining > 0) {
      lease.remaining--;
      return Math.max(0, limit - lease.counted + lease.remaining);
    }
    return null;
  }

  /** Takes one count; the calls left in the window afterwards, or null when the limit is reached. */
  private async reserve(tokenId: string, bucket: string, expiresAt: number, limit: number): Promise<number | null> {
    const key = `${tokenId}|${bucket[0]}`;
    const local = this.spend(tokenId, bucket, limit);
    if (local !== null) return local;
    const chunk = Math.max(1, Math.floor(limit / 100));
    const row = await this.db.get<{ count: number }>(
      `INSERT INTO rate_counters (token_id, bucket, count, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (token_id, bucket) DO UPDATE SET count = rate_counters.count + excluded.count
       RETURNING count`,
      [tokenId, bucket, chunk, expiresAt],
    );
    const counted = Number(row!.count);
    const granted = Math.min(chunk, limit - (counted - chunk));
    if (granted <= 0) return null;
    const current = this.leases.get(key);
    const spare = current && current.bucket === bucket ? current.remaining : 0;
    const remaining = spare + granted - 1;
    this.leases.set(key, { bucket, remaining, counted });
    return Math.max(0, limit - counted + remaining);
  }

  private windows(principal: Principal, now: number) {
    const minuteStart = now - (now % MINUTE_MS);
    const dayStart = now - (now % DAY_MS);
    return {
      minute: { bucket: `m${minuteStart}`, end: minuteStart + MINUTE_MS, limit: principal.perMinute },
      day: { bucket: `d${dayStart}`, end: dayStart + DAY_MS, limit: principal.perDay },
      poll: { bucket: `p${minuteStart}`, end: minuteStart + MINUTE_MS, limit: POLLS_PER_MINUTE },
      policy: `${principal.perMinute};w=60, ${principal.perDay};w=86400`,
    };
  }

  private refused(what: string, limit: number, window: 'minute' | 'day', end: number, now: number, policy: string): ServiceError {
    const reset = seconds(end - now);
    return new ServiceError('rate_limited', `Rate limit exceeded: ${limit} ${what} per ${window}`, {
      retry_after: reset,
      limit,
      remaining: 0,
      reset,
      window,
      policy,
    });
  }

  /** The window with less left (the minute on a tie). */
  private static binding(minute: RateBudget, day: RateBudget): RateBudget {
    return day.remaining < minute.remaining ? day : minute;
  }

  /** Counts one request against the token's per-minute and per-day limits; throws `rate_limited`. */
  async consume(principal: Principal, now = Date.now()): Promise<RateBudget> {
    const w = this.windows(principal, now);
    const minuteLeft =
      this.spend(principal.tokenId, w.minute.bucket, w.minute.limit) ??
      (await this.reserve(principal.tokenId, w.minute.bucket, w.minute.end, w.minute.limit));
    if (minuteLeft === null) throw this.refused('requests', w.minute.limit, 'minute', w.minute.end, now, w.policy);
    const dayLeft =
      this.spend(principal.tokenId, w.day.bucket, w.day.limit) ??
      (await this.reserve(principal.tokenId, w.day.bucket, w.day.end, w.day.limit));
    if (dayLeft === null) throw this.refused('requests', w.day.limit, 'day', w.day.end, now, w.policy);
    if (now - this.lastSweep > MINUTE_MS) await this.sweep(now);
    return RateLimiter.binding(
      { limit: w.minute.limit, remaining: minuteLeft, reset: seconds(w.minute.end - now), window: 'minute', policy: w.policy },
      { limit: w.day.limit, remaining: dayLeft, reset: seconds(w.day.end - now), window: 'day', policy: w.policy },
    );
  }

  /**
   * Counts one call of a polling tool against the token's poll allowance (POLLS_PER_MINUTE), not
   * its request budget; answers the request budget as it stands (read, not spent).
   */
  async consumePoll(principal: Principal, now = Date.now()): Promise<RateBudget> {
    const w = this.windows(principal, now);
    const left = await this.reserve(principal.tokenId, w.poll.bucket, w.poll.end, w.poll.limit);
    if (left === null) {
      throw this.refused('job status polls', w.poll.limit, 'minute', w.poll.end, now, w.policy);
    }
    await this.sweep(now);
    return this.peek(principal, now);
  }

  /** The request budget without spending any of it. */
  async peek(principal: Principal, now = Date.now()): Promise<RateBudget> {
    const w = this.windows(principal, now);
    const rows = await this.db.all<{ bucket: string; count: number }>(
      'SELECT bucket, count FROM rate_counters WHERE token_id = ? AND bucket IN (?, ?)',
      [principal.tokenId, w.minute.bucket, w.day.bucket],
    );
    const left = (bucket: string, limit: number) => {
      const counted = Number(rows.find((r) => r.bucket === bucket)?.count ?? 0);
      const lease = this.leases.get(`${principal.tokenId}|${bucket[0]}`);
      const spare = lease && lease.bucket === bucket ? lease.remaining : 0;
      return Math.max(0, Math.min(limit, limit - counted + spare));
    };
    return RateLimiter.binding(
      {
        limit: w.minute.limit,
        remaining: left(w.minute.bucket, w.minute.limit),
        reset: seconds(w.minute.end - now),
        window: 'minute',
        policy: w.policy,
      },
      { limit: w.day.limit, remaining: left(w.day.bucket, w.day.limit), reset: seconds(w.day.end - now), window: 'day', policy: w.policy },
    );
  }

  private async sweep(now: number) {
    if (now - this.lastSweep > MINUTE_MS) {
      this.lastSweep = now;
      for (const [key, lease] of this.leases) if (lease.remaining <= 0) this.leases.delete(key);
      await this.db.run('DELETE FROM rate_counters WHERE expires_at < ?', [now]);
    }
  }
}

/** Daily generation allowance per account. The balance is never exposed in tool responses. */
export class Credits {
  private readonly db: Db;
  private readonly perDay: number;
  constructor(db: Db, perDay: number) {
    this.db = db;
    this.perDay = perDay;
  }

  private static day(now: number): string {
    return new Date(now).toISOString().slice(0, 10);
  }

  /** Takes `amount` credits or throws `credits_exhausted`; atomic across processes. */
  async consume(accountId: string, amount = 1, now = Date.now()): Promise<void> {
    if (amount <= 0) return;
    if (amount > this.perDay) throw new ServiceError('credits_exhausted');
    const r = await this.db.run(
      `INSERT INTO credit_usage (account_id, day, used) VALUES (?, ?, ?)
       ON CONFLICT (account_id, day) DO UPDATE SET used = credit_usage.used + excluded.used
       WHERE credit_usage.used + excluded.used <= ?`,
      [accountId, Credits.day(now), amount, this.perDay],
    );
    if (r.changes === 0) throw new ServiceError('credits_exhausted');
  }

  /** Gives credits back, e.g. when a generation could not start. */
  async refund(accountId: string, amount = 1, now = Date.now()): Promise<void> {
    await this.db.run('UPDATE credit_usage SET used = CASE WHEN used > ? THEN used - ? ELSE 0 END WHERE account_id = ? AND day = ?', [
      amount,
      amount,
      accountId,
      Credits.day(now),
    ]);
  }

  /** Whether `amount` more credits are available now (used by long jobs between steps). */
  async available(accountId: string, amount = 1, now = Date.now()): Promise<boolean> {
    const row = await this.db.get<{ used: number }>('SELECT used FROM credit_usage WHERE account_id = ? AND day = ?', [
      accountId,
      Credits.day(now),
    ]);
    return (row?.used ?? 0) + amount <= this.perDay;
  }
}
