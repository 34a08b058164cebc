import type { Logger } from 'pino';
import type { ToolCallRecord } from '../platform/runner.ts';
import { timeOrderedIdFloor } from '../platform/ids.ts';
import { BatchWriter } from '../storage/batch-writer.ts';
import type { Db, SqlValue } from '../storage/index.ts';

export type { ToolCallRecord };

/** Refused calls of one token, tool and kind in one minute (`tool_call_refusals`). */
export interface RefusalCount {
  token_id: string;
  minute: number;
  tool: string;
  error_kind: string;
  account_id: string | null;
  transport: string;
  count: number;
}

/** Refusals that a client can repeat cheaply and without limit: counted, not logged one by one. */
const COUNTED_KINDS: ReadonlySet<string> = new Set(['rate_limited', 'permission_denied']);
const MINUTE_MS = 60_000;
const PRUNE_EVERY_MS = 10 * MINUTE_MS;
/** Rows deleted per statement, and statements per pruning round: a backlog is worked off over rounds. */
const PRUNE_BATCH = 5_000;
const PRUNE_BATCHES_PER_ROUND = 20;

export interface AuditOptions {
  /** Tool-call rows (and refusal counts) older than this many days are deleted; 0 keeps them forever. */
  retentionDays: number;
}

/**
 * The record of every tool call: who, which tool, which app, outcome and duration. Arguments are
 * never stored, so secrets and passwords passed to tools cannot leak through the audit.
 * Rows are written in batches through the store's background writer (on SQLite a worker thread),
 * so a tool call pays neither an insert nor a commit; readers in this process flush first.
 * Refused calls (rate limited, scope denied) are counted per token, tool and minute instead of a row
 * each, and rows older than the retention are pruned in bounded batches, so the table stays bounded.
 */
export class AuditLog {
  private readonly db: Db;
  private readonly log: Logger;
  private readonly writer: BatchWriter<ToolCallRecord>;
  private readonly retentionMs: number;
  private refusals = new Map<string, RefusalCount>();
  private refusalTimer: NodeJS.Timeout | null = null;
  private refusalWrites: Promise<void> = Promise.resolve();
  private lastPrune = 0;
  private pruning: Promise<number> | null = null;

  constructor(db: Db, log: Logger, options: AuditOptions = { retentionDays: 30 }) {
    this.db = db;
    this.log = log;
    this.retentionMs = options.retentionDays * 86_400_000;
    this.writer = new BatchWriter(
      db,
      log,
      'tool_calls',
      ['id', 'at', 'account_id', 'token_id', 'tool', 'app_id', 'transport', 'outcome', 'error_kind', 'duration_ms'],
      (r) => [r.id, r.at, r.account_id, r.token_id, r.tool, r.app_id, r.transport, r.outcome, r.error_kind, r.duration_ms],
    );
  }

  recordToolCall(r: ToolCallRecord): void {
    if (r.error_kind && COUNTED_KINDS.has(r.error_kind)) this.countRefusal(r);
    else this.writer.add(r);
    if (this.retentionMs > 0 && r.at - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = r.at;
      this.pruning ??= this.prune(r.at)
        .catch((err) => {
          this.log.warn({ err }, 'pruning the tool-call audit failed');
          return 0;
        })
        .finally(() => (this.pruning = null));
    }
  }

  private countRefusal(r: ToolCallRecord): void {
    const minute = r.at - (r.at % MINUTE_MS);
    const token = r.token_id ?? '';
    const key = `${token}|${minute}|${r.tool}|${r.error_kind}|${r.transport}`;
    const seen = this.refusals.get(key);
    if (seen) seen.count++;
    else
      this.refusals.set(key, {
        token_id: token,
        minute,
        tool: r.tool,
        error_kind: r.error_kind!,
        account_id: r.account_id,
        transport: r.transport,
        count: 1,
      });
    this.refusalTimer ??= setTimeout(() => void this.flushRefusals(), 1000).unref();
  }

  private flushRefusals(): Promise<void> {
    if (this.refusalTimer) clearTimeout(this.refusalTimer);
    this.refusalTimer = null;
    const counts = [...this.refusals.values()];
    this.refusals = new Map();
    this.refusalWrites = this.refusalWrites.then(async () => {
      if (!counts.length) return;
      // One upsert shape: keys are unique within a flush, and several nodes add to the same row.
      const sql = `INSERT INTO tool_call_refusals (token_id, minute, tool, error_kind, account_id, transport, count)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (token_id, minute, tool, error_kind, transport) DO UPDATE SET count = tool_call_refusals.count + excluded.count`;
      try {
        await this.db.writeInBackground(
          counts.map((c): [string, SqlValue[]] => [sql, [c.token_id, c.minute, c.tool, c.error_kind, c.account_id, c.transport, c.count]]),
        );
      } catch (err) {
        this.log.error({ err, rows: counts.length }, 'writing refusal counts failed');
      }
    });
    return this.refusalWrites;
  }

  /** Writes every buffered row and count; resolves when they are in the database. */
  async flush(): Promise<void> {
    await Promise.all([this.writer.flush(), this.flushRefusals(), this.pruning]);
  }

  /**
   * Deletes audit rows older than the retention, at most PRUNE_BATCH rows per statement and
   * PRUNE_BATCHES_PER_ROUND statements per call (a backlog shrinks over successive rounds).
   * Idempotent, so several nodes may prune the same store. Returns the rows deleted.
   */
  async prune(now = Date.now()): Promise<number> {
    if (this.retentionMs <= 0) return 0;
    const cutoff = now - this.retentionMs;
    // Ids start with their creation time (newTimeOrderedId), so the rows to go are a range of the
    // primary key; `at` decides for renamed ids from older stores, which sort first (audit:002).
    const cutoffId = timeOrderedIdFloor('call', cutoff);
    let deleted = 0;
    for (let i = 0; i < PRUNE_BATCHES_PER_ROUND; i++) {
      const n = await this.db.writeInBackground([
        [`DELETE FROM tool_calls WHERE id IN (SELECT id FROM tool_calls WHERE id < ? AND at < ? LIMIT ${PRUNE_BATCH})`, [cutoffId, cutoff]],
      ]);
      deleted += n;
      if (n < PRUNE_BATCH) break;
    }
    deleted += await this.db.writeInBackground([['DELETE FROM tool_call_refusals WHERE minute < ?', [cutoff]]]);
    return deleted;
  }

  async listToolCalls(filter: { app_id?: string; account_id?: string }, limit = 50): Promise<ToolCallRecord[]> {
    await this.flush();
    if (filter.app_id) {
      return this.db.all<ToolCallRecord>('SELECT * FROM tool_calls WHERE app_id = ? ORDER BY at DESC, id DESC LIMIT ?', [
        filter.app_id,
        limit,
      ]);
    }
    return this.db.all<ToolCallRecord>('SELECT * FROM tool_calls WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT ?', [
      filter.account_id ?? '',
      limit,
    ]);
  }

  /** Refusal counts of an account, newest minute first. */
  async listRefusals(accountId: string, limit = 50): Promise<RefusalCount[]> {
    await this.flush();
    return this.db.all<RefusalCount>('SELECT * FROM tool_call_refusals WHERE account_id = ? ORDER BY minute DESC LIMIT ?', [
      accountId,
      limit,
    ]);
  }
}
