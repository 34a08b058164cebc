import type { Migration } from '../storage/db.ts';

/**
 * Change sets: a staged group of file changes of one app (`pending` → `applied` | `discarded`).
 * Staged contents live in the content-addressed `blobs` table of the file store, so a change set
 * that stages an unchanged file costs one row.
 */
export const changeSetMigrations: Migration[] = [
  {
    id: 'changesets:001_change_sets',
    sql: `
      CREATE TABLE change_sets (
        id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL REFERENCES apps(id),
        label TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        applied_at BIGINT,
        discarded_at BIGINT,
        snapshot_id TEXT,
        forced INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX change_sets_app ON change_sets(app_id, created_at);
      CREATE TABLE change_set_files (
        change_set_id TEXT NOT NULL REFERENCES change_sets(id),
        path TEXT NOT NULL,
        operation TEXT NOT NULL,
        hash TEXT REFERENCES blobs(hash),
        size INTEGER NOT NULL,
        file_type TEXT NOT NULL,
        seq INTEGER NOT NULL,
        staged_at BIGINT NOT NULL,
        PRIMARY KEY (change_set_id, path)
      );
    `,
  },
];
