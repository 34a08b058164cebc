import { ServiceError } from '../platform/errors.ts';
import type { Db, Queryable } from '../storage/index.ts';
import type { Principal, RateBudget } from '../platform/types.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/**
 * Calls of polling tools (get_job_status) a token may make per minute. They are counted here instead
 * of in the request budget, so polling every 3-5 s as advised never spends it (docs/decisions.md).
 */
export const POLLS_PER_MINUTE = 60;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The counters a token has: requests per minute and per day, and polls per minute. */
type Counter = 'm' | 'd' | 'p';
/** Counts reserved for one counter's window and not yet spent, and the store's count at the last reservation. */
interface Lease {
  /** The start of the window (ms). */
  start: number;
  remaining: number;
  counted: number;
}

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
  /** This process's leases, by token id. */
  private readonly leases = new Map<string, Partial<Record<Counter, Lease>>>();
  /** `RateLimit-Policy` of a principal (the same object serves a token's calls while identity caches it). */
  private readonly policies = new WeakMap<Principal, string>();
  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Takes one count from this process's lease, without the database; the calls left in the window
   * afterwards, or null when there is no lease with counts left (then `reserve`). The common case of
   * a busy token: callers skip the `await` of `reserve` with it. Builds no string and no object: it
   * runs on every tool call.
   */
  private spend(tokenId: string, counter: Counter, start: number, limit: number): number | null {
    const lease = this.leases.get(tokenId)?.[counter];
    if (lease && lease.start === start && lease.remaining > 0) {
      lease.remaining--;
      return Math.max(0, limit - lease.counted + lease.remaining);
    }
    return null;
  }

  /** Takes one count; the calls left in the window afterwards, or null when the limit is reached. */
  private async reserve(tokenId: string, counter: Counter, start: number, length: number, limit: number): Promise<number | null> {
    const local = this.spend(tokenId, counter, start, limit);
    if (local !== null) return local;
    const chunk = Math.max(1, Math.floor(limit / 100));
    const row = await this.db.get<{ count: number }>(
      `INSERT INTO rate_counters (token_id, bucket, count, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (token_id, bucket) DO UPDATE SET count = rate_counters.count + excluded.count
       RETURNING count`,
      [tokenId, `${counter}${start}`, chunk, start + length],
    );
    const counted = Number(row!.count);
    const granted = Math.min(chunk, limit - (counted - chunk));
    if (granted <= 0) return null;
    let leases = this.leases.get(tokenId);
    if (!leases) this.leases.set(tokenId, (leases = {}));
    const current = leases[counter];
    const spare = current && current.start === start ? current.remaining : 0;
    const remaining = spare + granted - 1;
    leases[counter] = { start, remaining, counted };
    return Math.max(0, limit - counted + remaining);
  }

  private policy(principal: Principal): string {
    let policy = this.policies.get(principal);
    if (policy === undefined) {
      policy = `${principal.perMinute};w=60, ${principal.perDay};w=86400`;
      this.policies.set(principal, policy);
    }
    return policy;
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

  /** The budget of the window with less left (the minute on a tie). */
  private budget(principal: Principal, now: number, minuteLeft: number, dayLeft: number): RateBudget {
    const policy = this.policy(principal);
    if (dayLeft < minuteLeft) {
      return { limit: principal.perDay, remaining: dayLeft, reset: seconds(DAY_MS - (now % DAY_MS)), window: 'day', policy };
    }
    return { limit: principal.perMinute, remaining: minuteLeft, reset: seconds(MINUTE_MS - (now % MINUTE_MS)), window: 'minute', policy };
  }

  /** Counts one request against the token's per-minute and per-day limits; throws `rate_limited`. */
  async consume(principal: Principal, now = Date.now()): Promise<RateBudget> {
    const { tokenId, perMinute, perDay } = principal;
    const minute = now - (now % MINUTE_MS);
    const day = now - (now % DAY_MS);
    const minuteLeft = this.spend(tokenId, 'm', minute, perMinute) ?? (await this.reserve(tokenId, 'm', minute, MINUTE_MS, perMinute));
    if (minuteLeft === null) throw this.refused('requests', perMinute, 'minute', minute + MINUTE_MS, now, this.policy(principal));
    const dayLeft = this.spend(tokenId, 'd', day, perDay) ?? (await this.reserve(tokenId, 'd', day, DAY_MS, perDay));
    if (dayLeft === null) throw this.refused('requests', perDay, 'day', day + DAY_MS, now, this.policy(principal));
    if (now - this.lastSweep > MINUTE_MS) await this.sweep(now);
    return this.budget(principal, now, minuteLeft, dayLeft);
  }

  /**
   * Counts one call of a polling tool against the token's poll allowance (POLLS_PER_MINUTE), not
   * its request budget; answers the request budget as it stands (read, not spent).
   */
  async consumePoll(principal: Principal, now = Date.now()): Promise<RateBudget> {
    const minute = now - (now % MINUTE_MS);
    const left = await this.reserve(principal.tokenId, 'p', minute, MINUTE_MS, POLLS_PER_MINUTE);
    if (left === null) {
      throw this.refused('job status polls', POLLS_PER_MINUTE, 'minute', minute + MINUTE_MS, now, this.policy(principal));
    }
    await this.sweep(now);
    return this.peek(principal, now);
  }

  /** The request budget without spending any of it. */
  async peek(principal: Principal, now = Date.now()): Promise<RateBudget> {
    const minute = now - (now % MINUTE_MS);
    const day = now - (now % DAY_MS);
    const rows = await this.db.all<{ bucket: string; count: number }>(
      'SELECT bucket, count FROM rate_counters WHERE token_id = ? AND bucket IN (?, ?)',
      [principal.tokenId, `m${minute}`, `d${day}`],
    );
    const left = (counter: Counter, start: number, limit: number) => {
      const counted = Number(rows.find((r) => r.bucket === `${counter}${start}`)?.count ?? 0);
      const lease = this.leases.get(principal.tokenId)?.[counter];
      const spare = lease && lease.start === start ? lease.remaining : 0;
      return Math.max(0, Math.min(limit, limit - counted + spare));
    };
    return this.budget(principal, now, left('m', minute, principal.perMinute), left('d', day, principal.perDay));
  }

  private async sweep(now: number) {
    if (now - this.lastSweep > MINUTE_MS) {
      this.lastSweep = now;
      // A token stays while any of its leases has counts left (at most three leases each).
      const spent = (lease: Lease | undefined) => !lease || lease.remaining <= 0;
      for (const [tokenId, leases] of this.leases) if (spent(leases.m) && spent(leases.d) && spent(leases.p)) this.leases.delete(tokenId);
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

  /**
   * Gives credits back, e.g. when a generation could not start. `q`: the transaction that records why
   * (a job marked failed), so that the refund is visible exactly when the failure is.
   */
  async refund(accountId: string, amount = 1, now = Date.now(), q: Queryable = this.db): Promise<void> {
    await q.run('UPDATE credit_usage SET used = CASE WHEN used > ? THEN used - ? ELSE 0 END WHERE account_id = ? AND day = ?', [
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
