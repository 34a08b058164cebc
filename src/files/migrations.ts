import type { Migration } from '../storage/db.ts';

/**
 * The file tree of every app, content-addressed.
 *
 * - `blobs`: each distinct file content once, keyed by its SHA-256 (hex of the UTF-8 bytes).
 * - `app_files`: the current tree, one row per path pointing at a blob.
 * - `version_manifests`: the file list of a Saved Version (JSON `[[path, hash, size], ...]` sorted by
 *   path), keyed by its own SHA-256, so identical trees share one manifest.
 * - `versions`: one row per Saved Version (snapshot_id, the tool that caused it, a time, a label).
 *
 * A thousand Saved Versions of a 200-file app therefore hold each distinct file content once and
 * one manifest per distinct tree, never a thousand copies of unchanged files.
 */
export const fileMigrations: Migration[] = [
  {
    id: 'files:001_tree_versions',
    sql: `
      CREATE TABLE blobs (
        hash TEXT PRIMARY KEY,
        content TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE app_files (
        app_id TEXT NOT NULL REFERENCES apps(id),
        path TEXT NOT NULL,
        hash TEXT NOT NULL REFERENCES blobs(hash),
        size INTEGER NOT NULL,
        file_type TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (app_id, path)
      );
      CREATE TABLE version_manifests (
        hash TEXT PRIMARY KEY,
        body TEXT NOT NULL,
        file_count INTEGER NOT NULL,
        total_bytes BIGINT NOT NULL
      );
      CREATE TABLE versions (
        snapshot_id TEXT PRIMARY KEY,
        app_id TEXT NOT NULL REFERENCES apps(id),
        seq INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        cause_tool TEXT NOT NULL,
        label TEXT NOT NULL DEFAULT '',
        manifest_hash TEXT NOT NULL REFERENCES version_manifests(hash),
        file_count INTEGER NOT NULL,
        total_bytes BIGINT NOT NULL,
        UNIQUE (app_id, seq)
      );
    `,
  },
];
