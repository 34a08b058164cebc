import type { Migration } from '../storage/db.ts';

export const functionMigrations: Migration[] = [
  /**
   * App secrets (AES-256-GCM ciphertext only; `key_id` names the key that sealed the row, so a node
   * with another key fails with a clear message instead of garbage) and integrations (non-secret
   * metadata per provider).
   */
  {
    id: 'functions:001_secrets_integrations',
    sql: `
      CREATE TABLE app_secrets (
        app_id TEXT NOT NULL REFERENCES apps(id),
        name TEXT NOT NULL,
        sealed TEXT NOT NULL,
        key_id TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (app_id, name)
      );
      CREATE TABLE app_integrations (
        app_id TEXT NOT NULL REFERENCES apps(id),
        provider TEXT NOT NULL,
        metadata TEXT NOT NULL,
        is_active INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (app_id, provider)
      );
    `,
  },
  /** Scheduled function runs: one row per (app, job, occurrence); inserting it is the claim (one node runs it). */
  {
    id: 'functions:002_cron_runs',
    sql: `
      CREATE TABLE function_cron_runs (
        app_id TEXT NOT NULL,
        job_key TEXT NOT NULL,
        occurrence_at BIGINT NOT NULL,
        status TEXT NOT NULL,
        status_code INTEGER,
        error TEXT,
        started_at BIGINT NOT NULL,
        finished_at BIGINT,
        PRIMARY KEY (app_id, job_key, occurrence_at)
      );
    `,
  },
];
