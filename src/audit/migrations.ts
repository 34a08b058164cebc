import type { Migration } from '../storage/index.ts';

export const auditMigrations: Migration[] = [
  {
    // Retention prunes by time (tool_calls_at); refused calls (rate limited, scope denied) are
    // counted per token, tool and minute instead of a row each, so a flood cannot fill the disk.
    id: 'audit:001_retention_and_refusals',
    sql: `
      CREATE INDEX IF NOT EXISTS tool_calls_at ON tool_calls(at);
      CREATE TABLE IF NOT EXISTS tool_call_refusals (
        token_id TEXT NOT NULL,
        minute BIGINT NOT NULL,
        tool TEXT NOT NULL,
        error_kind TEXT NOT NULL,
        account_id TEXT,
        transport TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (token_id, minute, tool, error_kind, transport)
      );
      CREATE INDEX IF NOT EXISTS tool_call_refusals_minute ON tool_call_refusals(minute);
      CREATE INDEX IF NOT EXISTS tool_call_refusals_account ON tool_call_refusals(account_id, minute);
    `,
  },
];
