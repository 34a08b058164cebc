import type { Migration } from '../storage/index.ts';

export const auditMigrations: Migration[] = [
  {
    // Until this area had migrations of its own, identity:001 created the table (IF NOT EXISTS keeps those stores as they are).
    id: 'audit:000_tool_calls',
    sql: `
      CREATE TABLE IF NOT EXISTS tool_calls (
        id TEXT PRIMARY KEY,
        at BIGINT NOT NULL,
        account_id TEXT,
        token_id TEXT,
        tool TEXT NOT NULL,
        app_id TEXT,
        transport TEXT NOT NULL,
        outcome TEXT NOT NULL,
        error_kind TEXT,
        duration_ms INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS tool_calls_app ON tool_calls(app_id, at);
      CREATE INDEX IF NOT EXISTS tool_calls_account ON tool_calls(account_id, at);
    `,
  },
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
  {
    // Every audit row was written into five B-trees (the table, the id key and three indexes): the
    // audit writer's cost per call. Retention prunes by the time-ordered id now, so the `at` index
    // goes; calls without an app (account-level tools) are not listed by app, so they leave the app
    // index out. Ids from before time-ordered ids (`call_` + 16 random characters) are renamed to sort
    // before every time-ordered one (`call_00…`), so pruning by id reaches them; their `at` still
    // decides when they go (docs/decisions.md).
    id: 'audit:002_prune_by_id',
    sql: `
      UPDATE tool_calls SET id = 'call_00' || substr(id, 6) WHERE length(id) <> 23;
      DROP INDEX IF EXISTS tool_calls_at;
      DROP INDEX IF EXISTS tool_calls_app;
      CREATE INDEX IF NOT EXISTS tool_calls_app_set ON tool_calls(app_id, at) WHERE app_id IS NOT NULL;
    `,
  },
];
