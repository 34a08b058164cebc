import { ServiceError } from '../platform/errors.ts';
import type { Db } from '../storage/index.ts';
import type { Principal } from '../platform/types.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Fixed-window counters per token, kept in the database so every server process shares them.
 * A process reserves counts atomically (increment, then compare) and spends them locally: for small
 * limits one at a time, which is exact; for large limits in leases of 1% of the limit, so busy
 * tokens don't pay a write per call. Reservations never exceed the limit, so neither do the calls;
 * counts leased by one process and left unused can only make others stop slightly early.
 */
export class RateLimiter {
  private readonly db: Db;
  private lastSweep = 0;
  /** Counts this process has reserved and not yet spent, by token and window. */
  private readonly leases = new Map<string, { bucket: string; remaining: number }>();
  constructor(db: Db) {
    this.db = db;
  }

  private async reserve(tokenId: string, bucket: string, expiresAt: number, limit: number): Promise<boolean> {
    const key = `${tokenId}|${bucket[0]}`;
    const lease = this.leases.get(key);
    if (lease && lease.bucket === bucket && lease.remaining > 0) {
      lease.remaining--;
      return true;
    }
    const chunk = Math.max(1, Math.floor(limit / 100));
    const row = await this.db.get<{ count: number }>(
      `INSERT INTO rate_counters (token_id, bucket, count, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (token_id, bucket) DO UPDATE SET count = rate_counters.count + excluded.count
       RETURNING count`,
      [tokenId, bucket, chunk, expiresAt],
    );
    const granted = Math.min(chunk, limit - (row!.count - chunk));
    if (granted <= 0) return false;
    const current = this.leases.get(key);
    const spare = current && current.bucket === bucket ? current.remaining : 0;
    this.leases.set(key, { bucket, remaining: spare + granted - 1 });
    return true;
  }

  /** Counts one request against the token's per-minute and per-day limits; throws `rate_limited`. */
  async consume(principal: Principal, now = Date.now()): Promise<void> {
    const minuteStart = now - (now % MINUTE_MS);
    const dayStart = now - (now % DAY_MS);
    if (!(await this.reserve(principal.tokenId, `m${minuteStart}`, minuteStart + MINUTE_MS, principal.perMinute))) {
      throw new ServiceError('rate_limited', `Rate limit exceeded: ${principal.perMinute} requests per minute`, {
        retry_after: Math.max(1, Math.ceil((minuteStart + MINUTE_MS - now) / 1000)),
        limit: principal.perMinute,
        window: 'minute',
      });
    }
    if (!(await this.reserve(principal.tokenId, `d${dayStart}`, dayStart + DAY_MS, principal.perDay))) {
      throw new ServiceError('rate_limited', `Rate limit exceeded: ${principal.perDay} requests per day`, {
        retry_after: Math.max(1, Math.ceil((dayStart + DAY_MS - now) / 1000)),
        limit: principal.perDay,
        window: 'day',
      });
    }
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
