import type { Migration } from '../storage/db.ts';

export const identityMigrations: Migration[] = [
  {
    id: 'identity:001_accounts_tokens',
    sql: `
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        full_name TEXT NOT NULL DEFAULT '',
        password_hash TEXT NOT NULL,
        is_platform_team INTEGER NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE tokens (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        name TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        token_hint TEXT NOT NULL,
        scopes TEXT NOT NULL,
        app_id TEXT,
        per_minute INTEGER NOT NULL,
        per_day INTEGER NOT NULL,
        expires_at BIGINT,
        revoked_at BIGINT,
        last_used_at BIGINT,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX tokens_account ON tokens(account_id);
      CREATE TABLE rate_counters (
        token_id TEXT NOT NULL,
        bucket TEXT NOT NULL,
        count INTEGER NOT NULL,
        expires_at BIGINT NOT NULL,
        PRIMARY KEY (token_id, bucket)
      );
      CREATE TABLE credit_usage (
        account_id TEXT NOT NULL,
        day TEXT NOT NULL,
        used INTEGER NOT NULL,
        PRIMARY KEY (account_id, day)
      );
    `,
  },
  {
    // Sign-in attempt counters for studio and app members alike (identity/throttle.ts).
    id: 'identity:002_signin_throttle',
    sql: `
      CREATE TABLE IF NOT EXISTS signin_throttle (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        window_start BIGINT NOT NULL
      );
    `,
  },
  {
    // Studio browser sessions (identity/sessions.ts): the cookie holds a random id, the table its hash.
    id: 'identity:003_studio_sessions',
    sql: `
      CREATE TABLE studio_sessions (
        id_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        csrf_token TEXT NOT NULL,
        user_agent TEXT NOT NULL DEFAULT '',
        created_at BIGINT NOT NULL,
        last_seen_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        revoked_at BIGINT
      );
      CREATE INDEX studio_sessions_account ON studio_sessions(account_id);
      ALTER TABLE accounts ADD COLUMN email_verified_at BIGINT;
      -- One-use links sent by mail: address verification and password reset (hash of the secret only).
      CREATE TABLE account_links (
        id_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        purpose TEXT NOT NULL,
        email TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      );
      CREATE INDEX account_links_account ON account_links(account_id, purpose);
    `,
  },
  {
    // Access tokens of delegated grants (OAuth, src/oauth) are rows of `tokens` too, tagged with their grant.
    id: 'identity:004_token_grants',
    sql: `
      ALTER TABLE tokens ADD COLUMN grant_id TEXT;
      CREATE INDEX tokens_grant ON tokens(grant_id);
    `,
  },
];
