import type { Migration } from '../storage/db.ts';

export const appMigrations: Migration[] = [
  {
    id: 'apps:001_apps',
    sql: `
      CREATE TABLE apps (
        id TEXT PRIMARY KEY,
        owner_account_id TEXT NOT NULL REFERENCES accounts(id),
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        settings TEXT NOT NULL DEFAULT '{}',
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        last_activity_at BIGINT NOT NULL,
        deleted_at BIGINT
      );
      CREATE INDEX apps_owner_activity ON apps(owner_account_id, last_activity_at);
    `,
  },
];
