import type { Migration } from '../storage/db.ts';

/**
 * Generation jobs and the agent conversations they belong to.
 *
 * jobs.status is the internal state (`queued` → `running` → `done`); get_job_status maps it to the
 * spec's values (docs/generation.md). `lease_owner`/`lease_expires_at` belong to the worker that
 * runs the job; an expired lease on a running job means its process died.
 */
export const generationMigrations: Migration[] = [
  {
    id: 'generation:001_jobs_conversations',
    sql: `
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        status TEXT NOT NULL,
        prompt TEXT NOT NULL,
        input TEXT NOT NULL DEFAULT '{}',
        events TEXT NOT NULL DEFAULT '[]',
        result_summary TEXT,
        credits INTEGER NOT NULL DEFAULT 0,
        attempts INTEGER NOT NULL DEFAULT 0,
        lease_owner TEXT,
        lease_expires_at BIGINT,
        conversation_id TEXT,
        created_at BIGINT NOT NULL,
        started_at BIGINT,
        finished_at BIGINT,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX jobs_queue ON jobs(status, created_at);
      CREATE INDEX jobs_app ON jobs(app_id, created_at);
      CREATE TABLE conversations (
        id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        title TEXT NOT NULL DEFAULT '',
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX conversations_app ON conversations(app_id, created_at);
      CREATE TABLE messages (
        id TEXT PRIMARY KEY,
        conversation_id TEXT NOT NULL REFERENCES conversations(id),
        seq INTEGER NOT NULL,
        job_id TEXT,
        role TEXT NOT NULL,
        content TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        completed_at BIGINT
      );
      CREATE INDEX messages_conversation ON messages(conversation_id, seq);
      CREATE INDEX messages_job ON messages(job_id);
    `,
  },
];
