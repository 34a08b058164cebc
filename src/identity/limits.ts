import { ServiceError } from '../platform/errors.ts';
import type { Db } from '../storage/index.ts';
import type { Principal } from './service.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Fixed-window counters per token, kept in the database so every server process shares them.
 * Each call increments atomically and then compares, so concurrent nodes can't both slip under the limit.
 */
export class RateLimiter {
  private readonly db: Db;
  private lastSweep = 0;
  constructor(db: Db) {
    this.db = db;
  }

  private async bump(tokenId: string, bucket: string, expiresAt: number): Promise<number> {
    const row = await this.db.get<{ count: number }>(
      `INSERT INTO rate_counters (token_id, bucket, count, expires_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (token_id, bucket) DO UPDATE SET count = rate_counters.count + 1
       RETURNING count`,
      [tokenId, bucket, expiresAt],
    );
    return row!.count;
  }

  /** Counts one request against the token's per-minute and per-day limits; throws `rate_limited`. */
  async consume(principal: Principal, now = Date.now()): Promise<void> {
    const minuteStart = now - (now % MINUTE_MS);
    const dayStart = now - (now % DAY_MS);
    const perMinute = await this.bump(principal.tokenId, `m${minuteStart}`, minuteStart + MINUTE_MS);
    if (perMinute > principal.perMinute) {
      throw new ServiceError('rate_limited', `Rate limit exceeded: ${principal.perMinute} requests per minute`, {
        retry_after: Math.max(1, Math.ceil((minuteStart + MINUTE_MS - now) / 1000)),
        limit: principal.perMinute,
        window: 'minute',
      });
    }
    const perDay = await this.bump(principal.tokenId, `d${dayStart}`, dayStart + DAY_MS);
    if (perDay > principal.perDay) {
      throw new ServiceError('rate_limited', `Rate limit exceeded: ${principal.perDay} requests per day`, {
        retry_after: Math.max(1, Math.ceil((dayStart + DAY_MS - now) / 1000)),
        limit: principal.perDay,
        window: 'day',
      });
    }
    if (now - this.lastSweep > MINUTE_MS) {
      this.lastSweep = now;
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
      amount, amount, accountId, Credits.day(now),
    ]);
  }

  /** Whether `amount` more credits are available now (used by long jobs between steps). */
  async available(accountId: string, amount = 1, now = Date.now()): Promise<boolean> {
    const row = await this.db.get<{ used: number }>('SELECT used FROM credit_usage WHERE account_id = ? AND day = ?', [accountId, Credits.day(now)]);
    return (row?.used ?? 0) + amount <= this.perDay;
  }
}
