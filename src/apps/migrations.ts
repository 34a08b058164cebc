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

  /**
   * App metadata (set_app_metadata): the language tag, and the two images kept as bytes next to the
   * app. Images are not part of the file tree, so they never enter Saved Versions.
   */
  {
    id: 'apps:002_metadata',
    sql: `
      ALTER TABLE apps ADD COLUMN language TEXT NOT NULL DEFAULT '';
      CREATE TABLE app_images (
        app_id TEXT NOT NULL REFERENCES apps(id),
        kind TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        data {{blob}} NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (app_id, kind)
      );
    `,
  },

  /** Runtime errors reported by the hosting runtime (get_errors, validate_app include_runtime_errors). */
  {
    id: 'apps:003_app_errors',
    sql: `
      CREATE TABLE app_errors (
        id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL REFERENCES apps(id),
        fingerprint TEXT NOT NULL,
        kind TEXT NOT NULL,
        message TEXT NOT NULL,
        path TEXT,
        line_no INTEGER,
        column_no INTEGER,
        stack TEXT,
        url TEXT,
        count INTEGER NOT NULL,
        first_seen_at BIGINT NOT NULL,
        last_seen_at BIGINT NOT NULL,
        UNIQUE (app_id, fingerprint)
      );
      CREATE INDEX app_errors_recent ON app_errors(app_id, last_seen_at);
    `,
  },
  /**
   * Studio collaborators: accounts the owner shared the app with, as `editor` or `viewer` (the owner
   * is apps.owner_account_id, never a row here). Invitations live with the agency area's sharing.
   */
  {
    id: 'apps:004_collaborators',
    sql: `
      CREATE TABLE app_collaborators (
        app_id TEXT NOT NULL REFERENCES apps(id),
        account_id TEXT NOT NULL REFERENCES accounts(id),
        role TEXT NOT NULL,
        added_by_account_id TEXT,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (app_id, account_id)
      );
      CREATE INDEX app_collaborators_account ON app_collaborators(account_id);
    `,
  },
];
