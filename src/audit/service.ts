import type { Logger } from 'pino';
import type { ToolCallRecord } from '../platform/runner.ts';

export type { ToolCallRecord };
import { BatchWriter } from '../storage/batch-writer.ts';
import type { Db } from '../storage/index.ts';

/**
 * The record of every tool call: who, which tool, which app, outcome and duration. Arguments are
 * never stored, so secrets and passwords passed to tools cannot leak through the audit.
 * Rows are written in batches so the hot path of a tool call does not pay a write of its own;
 * readers in this process flush first.
 */
export class AuditLog {
  private readonly db: Db;
  private readonly writer: BatchWriter<ToolCallRecord>;

  constructor(db: Db, log: Logger) {
    this.db = db;
    this.writer = new BatchWriter(
      db,
      log,
      'tool_calls',
      ['id', 'at', 'account_id', 'token_id', 'tool', 'app_id', 'transport', 'outcome', 'error_kind', 'duration_ms'],
      (r) => [r.id, r.at, r.account_id, r.token_id, r.tool, r.app_id, r.transport, r.outcome, r.error_kind, r.duration_ms],
    );
  }

  recordToolCall(r: ToolCallRecord): void {
    this.writer.add(r);
  }

  /** Writes every buffered row; resolves when they are in the database. */
  flush(): Promise<void> {
    return this.writer.flush();
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
}
