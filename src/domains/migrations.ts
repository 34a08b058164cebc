import type { Migration } from '../storage/db.ts';

/**
 * `custom_domains`: an app's one custom domain (app_id is the key), its ownership token, the last
 * verification and certificate findings, the primary flag and the redirect settings. Several apps
 * may have the same name pending; only one may hold it verified (the partial unique index), so a
 * verified TXT record settles a dispute (docs/decisions.md, "Domains").
 */
export const domainMigrations: Migration[] = [
  {
    id: 'domains:001_custom_domains',
    sql: `
      CREATE TABLE custom_domains (
        app_id TEXT PRIMARY KEY REFERENCES apps(id),
        domain TEXT NOT NULL,
        token TEXT NOT NULL,
        verification_status TEXT NOT NULL,
        verification_reason TEXT,
        verification_detail TEXT,
        checks TEXT,
        checked_at BIGINT,
        verified_at BIGINT,
        tls_status TEXT NOT NULL,
        tls_reason TEXT,
        tls_detail TEXT,
        tls_certificate TEXT,
        tls_checked_at BIGINT,
        is_primary INTEGER NOT NULL,
        primary_host TEXT,
        redirect_www INTEGER NOT NULL,
        force_https INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX custom_domains_domain ON custom_domains(domain);
      CREATE UNIQUE INDEX custom_domains_verified ON custom_domains(domain) WHERE verification_status = 'verified';
    `,
  },
];
