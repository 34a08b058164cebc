import type { Migration } from '../storage/db.ts';

/**
 * Agency mode and studio sharing:
 * - `agency_clients`: an agent account's client records (one per client email per agent);
 * - `agency_handoffs`: claim links of agent-owned apps; only the SHA-256 of the raw claim token is
 *   kept. `status` is pending, claimed or revoked; `expired` is derived from `expires_at`;
 * - `app_invitations`: an owner's invitations of studio collaborators (hash of the mailed token).
 */
export const agencyMigrations: Migration[] = [
  {
    id: 'agency:001_clients_handoffs_invitations',
    sql: `
      CREATE TABLE agency_clients (
        id TEXT PRIMARY KEY,
        agent_account_id TEXT NOT NULL REFERENCES accounts(id),
        client_email TEXT NOT NULL,
        client_full_name TEXT NOT NULL DEFAULT '',
        note TEXT NOT NULL DEFAULT '',
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        UNIQUE (agent_account_id, client_email)
      );
      CREATE TABLE agency_handoffs (
        id TEXT PRIMARY KEY,
        agent_account_id TEXT NOT NULL REFERENCES accounts(id),
        client_id TEXT NOT NULL REFERENCES agency_clients(id),
        app_id TEXT NOT NULL REFERENCES apps(id),
        client_email TEXT NOT NULL,
        keep_agent_collaborator INTEGER NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL,
        expires_in_days INTEGER NOT NULL,
        expires_at BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        claimed_at BIGINT,
        claimed_by_account_id TEXT,
        revoked_at BIGINT
      );
      CREATE INDEX agency_handoffs_agent ON agency_handoffs(agent_account_id, created_at);
      CREATE INDEX agency_handoffs_app ON agency_handoffs(app_id, status);
      CREATE TABLE app_invitations (
        id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL REFERENCES apps(id),
        email TEXT NOT NULL,
        role TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        invited_by_account_id TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        accepted_at BIGINT,
        accepted_by_account_id TEXT
      );
      CREATE INDEX app_invitations_app ON app_invitations(app_id, status);
    `,
  },
];
