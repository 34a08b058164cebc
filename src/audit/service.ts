import type { Logger } from 'pino';
import type { Db } from '../storage/index.ts';

export interface ToolCallRecord {
  id: string;
  at: number;
  account_id: string | null;
  token_id: string | null;
  tool: string;
  app_id: string | null;
  transport: string;
  outcome: 'ok' | 'error';
  error_kind: string | null;
  duration_ms: number;
}

const FLUSH_MS = 50;
const FLUSH_ROWS = 200;
const COLUMNS = 10;

/**
 * The record of every tool call: who, which tool, which app, outcome and duration. Arguments are
 * never stored, so secrets and passwords passed to tools cannot leak through the audit.
 * Rows are written in batches (every 50 ms or 200 rows, one multi-row INSERT) so the hot path of a
 * tool call does not pay a write of its own; readers in this process flush first.
 */
export class AuditLog {
  private readonly db: Db;
  private readonly log: Logger;
  private buffer: ToolCallRecord[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(db: Db, log: Logger) {
    this.db = db;
    this.log = log;
  }

  recordToolCall(r: ToolCallRecord): void {
    this.buffer.push(r);
    if (this.buffer.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes every buffered row; resolves when they are in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(async () => {
      if (!rows.length) return;
      try {
        await this.db.transaction(async (tx) => {
          for (let i = 0; i < rows.length; i += 50) {
            const chunk = rows.slice(i, i + 50);
            const placeholders = chunk.map(() => `(${Array(COLUMNS).fill('?').join(', ')})`).join(', ');
            await tx.run(
              `INSERT INTO tool_calls (id, at, account_id, token_id, tool, app_id, transport, outcome, error_kind, duration_ms) VALUES ${placeholders}`,
              chunk.flatMap((r) => [r.id, r.at, r.account_id, r.token_id, r.tool, r.app_id, r.transport, r.outcome, r.error_kind, r.duration_ms]),
            );
          }
        });
      } catch (err) {
        // A failed audit write must not fail tool calls that already succeeded; it is logged instead.
        this.log.error({ err, rows: rows.length }, 'audit write failed');
      }
    });
    return this.flushing;
  }

  async listToolCalls(filter: { app_id?: string; account_id?: string }, limit = 50): Promise<ToolCallRecord[]> {
    await this.flush();
    if (filter.app_id) {
      return this.db.all<ToolCallRecord>('SELECT * FROM tool_calls WHERE app_id = ? ORDER BY at DESC, id DESC LIMIT ?', [filter.app_id, limit]);
    }
    return this.db.all<ToolCallRecord>('SELECT * FROM tool_calls WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT ?', [filter.account_id ?? '', limit]);
  }
}
