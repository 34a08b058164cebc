import type { Migration } from '../storage/db.ts';

export const connectMigrations: Migration[] = [
  {
    // Connection requests of `svc connect` (connect/service.ts): public, short-lived, consumed once.
    id: 'connect:001_requests',
    sql: `
      CREATE TABLE connect_requests (
        id TEXT PRIMARY KEY,
        poll_hash TEXT NOT NULL,
        code TEXT NOT NULL,
        access TEXT NOT NULL,
        app_id TEXT,
        client_name TEXT NOT NULL,
        status TEXT NOT NULL,
        account_id TEXT,
        token_id TEXT,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        decided_at BIGINT,
        consumed_at BIGINT
      );
      CREATE INDEX connect_requests_expires ON connect_requests(expires_at);
    `,
  },
];
