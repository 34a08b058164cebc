import type { Migration } from '../storage/db.ts';

export const oauthMigrations: Migration[] = [
  {
    id: 'oauth:001_clients_grants',
    sql: `
      -- Registered clients: dynamic registrations (RFC 7591) and fetched Client ID Metadata Documents (cache).
      CREATE TABLE oauth_clients (
        client_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        client_name TEXT NOT NULL,
        redirect_uris TEXT NOT NULL,
        metadata TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        fetched_at BIGINT,
        fresh_until BIGINT
      );
      -- An authorization request waiting for the owner's consent (the studio page reads it by id).
      CREATE TABLE oauth_requests (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        state TEXT,
        code_challenge TEXT NOT NULL,
        scopes TEXT NOT NULL,
        resource TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        decided_at BIGINT
      );
      -- What the owner approved: one grant per approval; its access tokens are rows of tokens (grant_id).
      CREATE TABLE oauth_grants (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        client_id TEXT NOT NULL,
        client_name TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        scopes TEXT NOT NULL,
        app_id TEXT,
        resource TEXT NOT NULL,
        per_minute INTEGER NOT NULL,
        per_day INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        last_used_at BIGINT,
        revoked_at BIGINT,
        revoked_reason TEXT
      );
      CREATE INDEX oauth_grants_account ON oauth_grants(account_id);
      -- One-use authorization codes (hash only); a second use revokes the grant issued from the first.
      CREATE TABLE oauth_codes (
        code_hash TEXT PRIMARY KEY,
        grant_id TEXT NOT NULL,
        client_id TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        resource TEXT NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      );
      -- Rotating refresh tokens (hash only); the grant is the family a reused token revokes.
      CREATE TABLE oauth_refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        grant_id TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        rotated_at BIGINT
      );
      CREATE INDEX oauth_refresh_grant ON oauth_refresh_tokens(grant_id);
    `,
  },
  {
    // For the housekeeping deletes (unused registrations, old requests and codes).
    id: 'oauth:002_housekeeping_indexes',
    sql: `
      CREATE INDEX oauth_grants_client ON oauth_grants(client_id);
      CREATE INDEX oauth_clients_kind_created ON oauth_clients(kind, created_at);
      CREATE INDEX oauth_requests_expires ON oauth_requests(expires_at);
      CREATE INDEX oauth_codes_expires ON oauth_codes(expires_at);
    `,
  },
  {
    // For the global cleanup of expired rows (OAuthService.cleanup); access tokens are rows of identity's
    // `tokens`, and only those of grants are cleaned up, hence the partial index.
    id: 'oauth:003_cleanup_indexes',
    sql: `
      CREATE INDEX oauth_refresh_expires ON oauth_refresh_tokens(expires_at);
      CREATE INDEX tokens_grant_expires ON tokens(expires_at) WHERE grant_id IS NOT NULL;
    `,
  },
];
