import type { Migration } from '../storage/db.ts';

export const securityMigrations: Migration[] = [
  /**
   * App security: the generated app's members and their sign-in sessions, route / entity / function
   * policies and the security event log (sign-in throttle counters are identity's signin_throttle).
   */
  {
    id: 'security:001_members_policies_events',
    sql: `
      CREATE TABLE app_members (
        id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL REFERENCES apps(id),
        email TEXT NOT NULL,
        full_name TEXT NOT NULL DEFAULT '',
        role TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        UNIQUE (app_id, email)
      );
      CREATE TABLE app_member_sessions (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        app_id TEXT NOT NULL,
        member_id TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX app_member_sessions_member ON app_member_sessions(member_id);
      CREATE TABLE route_policies (
        app_id TEXT NOT NULL REFERENCES apps(id),
        route TEXT NOT NULL,
        require_auth INTEGER NOT NULL,
        allowed_roles TEXT NOT NULL,
        redirect_to TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (app_id, route)
      );
      CREATE TABLE entity_policies (
        app_id TEXT NOT NULL REFERENCES apps(id),
        entity TEXT NOT NULL,
        read_roles TEXT NOT NULL,
        write_roles TEXT NOT NULL,
        rules TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (app_id, entity)
      );
      CREATE TABLE function_policies (
        app_id TEXT NOT NULL REFERENCES apps(id),
        function_name TEXT NOT NULL,
        require_auth INTEGER NOT NULL,
        allowed_roles TEXT NOT NULL,
        require_secret INTEGER NOT NULL,
        secret_name TEXT NOT NULL,
        secret_header TEXT NOT NULL,
        allowed_hosts TEXT,
        sdk_identity TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (app_id, function_name)
      );
      CREATE TABLE security_events (
        id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL,
        at BIGINT NOT NULL,
        kind TEXT NOT NULL,
        actor_type TEXT NOT NULL,
        actor_id TEXT,
        actor_email TEXT,
        ip TEXT,
        details TEXT NOT NULL
      );
      CREATE INDEX security_events_app ON security_events(app_id, at);
    `,
  },
  /**
   * Where an entity policy came from: NULL or `owner` (set_entity_policy), `generated` (the
   * generator's safe defaults), `migrated_legacy` (hosting:003_safe_entity_defaults kept the old open
   * behaviour of an app published before entities without a policy stopped taking anonymous writes).
   */
  {
    id: 'security:002_policy_origin',
    sql: 'ALTER TABLE entity_policies ADD COLUMN origin TEXT;',
  },
];
