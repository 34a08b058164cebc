import type { Migration } from '../storage/db.ts';

/**
 * Whole-app restores asked for by agents. `restore_saved_version` always fails closed: it only
 * records the request here, and the authenticated owner completes (or dismisses) it in the studio.
 */
export const versionMigrations: Migration[] = [
  {
    id: 'versions:001_restore_requests',
    sql: `
      CREATE TABLE restore_requests (
        id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL REFERENCES apps(id),
        snapshot_id TEXT NOT NULL REFERENCES versions(snapshot_id),
        requested_by_account_id TEXT NOT NULL,
        requested_by_token_id TEXT,
        transport TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        resolved_at BIGINT,
        resolved_by_account_id TEXT
      );
      CREATE INDEX restore_requests_app ON restore_requests(app_id, status, created_at);
    `,
  },
];
