import type { Migration } from '../storage/db.ts';

/**
 * A/B tests of an app, the first assignment of each visitor (which is also the exposure: one row per
 * test and visitor), and conversions (one row per test, visitor and goal). `visitor` is a keyed hash,
 * never a raw id or address. `weights_changed_at` is set when weights change after the first
 * exposure, which makes the sample-ratio check against the current weights meaningless.
 */
export const abTestMigrations: Migration[] = [
  {
    id: 'abtests:001_tests',
    sql: `
      CREATE TABLE ab_tests (
        id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL REFERENCES apps(id),
        name TEXT NOT NULL,
        page_name TEXT NOT NULL,
        variants TEXT NOT NULL,
        is_active INTEGER NOT NULL,
        started_at BIGINT,
        weights_changed_at BIGINT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE UNIQUE INDEX ab_tests_app_name ON ab_tests(app_id, name);
      CREATE TABLE ab_exposures (
        test_id TEXT NOT NULL,
        visitor TEXT NOT NULL,
        variant TEXT NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (test_id, visitor)
      );
      CREATE TABLE ab_conversions (
        test_id TEXT NOT NULL,
        visitor TEXT NOT NULL,
        goal TEXT NOT NULL,
        variant TEXT NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (test_id, visitor, goal)
      );
    `,
  },
];
