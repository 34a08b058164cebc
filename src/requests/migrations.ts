import type { Migration } from '../storage/db.ts';

/**
 * Platform requests: the request (its fields already redacted), its thread (replies and status
 * changes, in order), and one row per account that creation locks so that two concurrent
 * creations cannot both pass the daily limit.
 */
export const requestMigrations: Migration[] = [
  {
    id: 'requests:001_platform_requests',
    sql: `
      CREATE TABLE platform_requests (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        app_id TEXT,
        type TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        severity TEXT NOT NULL,
        reproduction TEXT,
        expected TEXT,
        acceptance TEXT,
        attachments TEXT NOT NULL,
        status TEXT NOT NULL,
        deployed_commit TEXT,
        redactions INTEGER NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX platform_requests_account ON platform_requests(account_id, created_at);
      CREATE INDEX platform_requests_updated ON platform_requests(updated_at);
      CREATE INDEX platform_requests_status ON platform_requests(status, updated_at);
      CREATE TABLE platform_request_entries (
        seq {{serial_pk}},
        id TEXT NOT NULL UNIQUE,
        request_id TEXT NOT NULL REFERENCES platform_requests(id),
        author_account_id TEXT NOT NULL,
        author_role TEXT NOT NULL,
        body TEXT NOT NULL,
        status_from TEXT,
        status_to TEXT,
        deployed_commit TEXT,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX platform_request_entries_request ON platform_request_entries(request_id, created_at);
      CREATE TABLE platform_request_quota (
        account_id TEXT PRIMARY KEY,
        touched_at BIGINT NOT NULL
      );
    `,
  },
];
