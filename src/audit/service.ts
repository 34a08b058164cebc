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

/**
 * The record of every tool call: who, which tool, which app, outcome and duration. Arguments are
 * never stored, so secrets and passwords passed to tools cannot leak through the audit.
 */
export class AuditLog {
  private readonly db: Db;
  private readonly log: Logger;
  constructor(db: Db, log: Logger) {
    this.db = db;
    this.log = log;
  }

  async recordToolCall(r: ToolCallRecord): Promise<void> {
    try {
      await this.db.run(
        `INSERT INTO tool_calls (id, at, account_id, token_id, tool, app_id, transport, outcome, error_kind, duration_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [r.id, r.at, r.account_id, r.token_id, r.tool, r.app_id, r.transport, r.outcome, r.error_kind, r.duration_ms],
      );
    } catch (err) {
      // A failed audit write must not turn a successful call into a failure; it is logged instead.
      this.log.error({ err, tool: r.tool }, 'audit write failed');
    }
  }

  listToolCalls(filter: { app_id?: string; account_id?: string }, limit = 50): Promise<ToolCallRecord[]> {
    if (filter.app_id) {
      return this.db.all<ToolCallRecord>('SELECT * FROM tool_calls WHERE app_id = ? ORDER BY at DESC, id DESC LIMIT ?', [filter.app_id, limit]);
    }
    return this.db.all<ToolCallRecord>('SELECT * FROM tool_calls WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT ?', [filter.account_id ?? '', limit]);
  }
}
