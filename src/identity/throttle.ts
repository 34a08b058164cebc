import type { Db } from '../storage/index.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Persisted sign-in attempt counters (`signin_throttle`), shared by every node: studio sign-in and
 * the members' sign-in to published apps. Attempts are counted before the password is checked, so a
 * burst of parallel guesses cannot all pass a check that reads the counter while the others are
 * still hashing; an attempt that turns out not to be a failure is given back.
 */
export class SignInThrottle {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Counts one attempt under `key`; the seconds to wait when the window already holds `limit`, else null. */
  private async count(key: string, limit: number, now: number): Promise<number | null> {
    const expired = now - THROTTLE_WINDOW_MS;
    const row = await this.db.get<{ failures: number; window_start: number }>(
      `INSERT INTO signin_throttle (key, failures, window_start) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN signin_throttle.window_start <= ? THEN 1 ELSE signin_throttle.failures + 1 END,
         window_start = CASE WHEN signin_throttle.window_start <= ? THEN ? ELSE signin_throttle.window_start END
       RETURNING failures, window_start`,
      [key, now, expired, expired, now],
    );
    if (Math.random() < 0.02) await this.db.run('DELETE FROM signin_throttle WHERE window_start <= ?', [expired]);
    if (Number(row!.failures) <= limit) return null;
    return Math.max(1, Math.ceil((Number(row!.window_start) + THROTTLE_WINDOW_MS - now) / 1000));
  }

  /** Gives back one counted attempt (it was refused, or it succeeded). */
  async giveBack(key: string): Promise<void> {
    await this.db.run('UPDATE signin_throttle SET failures = failures - 1 WHERE key = ? AND failures > 0', [key]);
  }

  async clear(key: string): Promise<void> {
    await this.db.run('DELETE FROM signin_throttle WHERE key = ?', [key]);
  }

  /**
   * Takes one attempt under each key in order; when one is over its limit, the attempts already
   * taken are given back and the seconds to wait are answered (0 when the attempt may go ahead).
   */
  async take(keys: Array<{ key: string; limit: number }>, now = Date.now()): Promise<number> {
    const taken: string[] = [];
    for (const { key, limit } of keys) {
      const retry = await this.count(key, limit, now);
      if (retry !== null) {
        for (const k of [key, ...taken]) await this.giveBack(k);
        return retry;
      }
      taken.push(key);
    }
    return 0;
  }
}
