import type { Migration } from '../storage/db.ts';

const NOW_MS = { sqlite: "CAST(strftime('%s','now') AS INTEGER) * 1000", postgres: 'CAST(EXTRACT(EPOCH FROM now()) * 1000 AS BIGINT)' };
function migrateLegacy(now: string): string {
  return `
  INSERT INTO entity_policies (app_id, entity, read_roles, write_roles, rules, created_at, updated_at, origin)
  SELECT DISTINCT e.app_id, e.entity, '["public"]', '["public"]', NULL, ${now}, ${now}, 'migrated_legacy'
  FROM (
    SELECT f.app_id AS app_id, substr(f.path, 10, length(f.path) - 14) AS entity
      FROM app_files f WHERE f.path LIKE 'entities/%.json' AND f.path NOT LIKE 'entities/%/%'
    UNION SELECT r.app_id, r.entity FROM records r
  ) e
  JOIN hosting_publications p ON p.app_id = e.app_id AND p.is_public = 1 AND p.auth_required = 0
  WHERE NOT EXISTS (SELECT 1 FROM entity_policies x WHERE x.app_id = e.app_id AND x.entity = e.entity);
`;
}

/**
 * Publishing and hosting.
 *
 * - `hosting_assets`: built files (JS, CSS, source maps) by content-hashed name, shared by every app
 *   and every node; served at `/_svc/a/<name>`.
 * - `hosting_builds`: the result of building a source tree, keyed by its source hash (the hashes of
 *   the build inputs, the builder and vendor versions), so an unchanged tree is never built twice.
 * - `hosting_publications`: one row per published app: the frozen snapshot (a Saved Version of the
 *   FileStore, so files are not copied), its build, the seo.json blob and the access settings.
 * - `hosting_subdomains`: label → app; UNIQUE on both, so two owners racing for a label: one wins.
 * - `hosting_page_views`: page views reported by the runtime (visitor ids are keyed hashes, no IPs).
 */
export const hostingMigrations: Migration[] = [
  {
    id: 'hosting:001_publications',
    sql: `
      CREATE TABLE hosting_assets (
        name TEXT PRIMARY KEY,
        content_type TEXT NOT NULL,
        body {{blob}} NOT NULL,
        size INTEGER NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE hosting_builds (
        source_key TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        result TEXT NOT NULL,
        duration_ms INTEGER NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE hosting_publications (
        app_id TEXT PRIMARY KEY REFERENCES apps(id),
        snapshot_id TEXT NOT NULL,
        manifest_hash TEXT NOT NULL,
        source_key TEXT NOT NULL,
        build TEXT NOT NULL,
        seo_hash TEXT,
        home_page TEXT NOT NULL,
        is_public INTEGER NOT NULL,
        auth_required INTEGER NOT NULL,
        published_by TEXT NOT NULL,
        publish_count INTEGER NOT NULL,
        first_published_at BIGINT NOT NULL,
        published_at BIGINT NOT NULL,
        settings_updated_at BIGINT NOT NULL
      );
      CREATE TABLE hosting_subdomains (
        app_id TEXT PRIMARY KEY REFERENCES apps(id),
        label TEXT NOT NULL UNIQUE,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE hosting_page_views (
        id {{serial_pk}},
        app_id TEXT NOT NULL,
        at BIGINT NOT NULL,
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        visitor TEXT NOT NULL,
        referrer_domain TEXT NOT NULL,
        device TEXT NOT NULL
      );
      CREATE INDEX hosting_page_views_app_at ON hosting_page_views(app_id, at);
    `,
  },
  /** The app metadata (name, description, language, image hashes) frozen with the publication. */
  {
    id: 'hosting:002_publication_metadata',
    sql: `ALTER TABLE hosting_publications ADD COLUMN metadata TEXT;`,
  },
  /**
   * Safe by default: entities without a policy no longer let anonymous visitors write. Apps
   * published `public_open` before the change relied on that, so each of their entities without a
   * policy (a schema file or stored records) gets an explicit policy that preserves what it did —
   * read and write for `public` — with `origin = 'migrated_legacy'`, which get_app_security_context
   * flags until the owner sets a policy. Here, not in security's list, because it reads publications.
   */
  {
    id: 'hosting:003_safe_entity_defaults',
    sql: { sqlite: migrateLegacy(NOW_MS.sqlite), postgres: migrateLegacy(NOW_MS.postgres) },
  },
];
