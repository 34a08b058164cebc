import { createHash } from 'node:crypto';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { Db, Queryable } from '../storage/index.ts';
import {
  checkAppPath,
  checkFileContent,
  cleanAppPath,
  FILE_TYPES,
  MAX_APP_BYTES,
  MAX_APP_FILES,
  normalizeAppPath,
  utf8Bytes,
} from '../validation/paths.ts';

/** One file of the current tree. */
export interface FileEntry {
  path: string;
  /** UTF-8 bytes. */
  size: number;
  /** SHA-256 (hex) of the UTF-8 content. */
  hash: string;
  file_type: string;
  updated_at: number;
}

/** One Saved Version. */
export interface SavedVersion {
  snapshot_id: string;
  app_id: string;
  /** 1, 2, 3, … per app, in creation order. */
  seq: number;
  created_at: number;
  /** The tool (or job) whose change this version precedes: write_app_file, apply_change_set, update_app, … */
  cause_tool: string;
  label: string;
  file_count: number;
  total_bytes: number;
}

export interface ManifestEntry {
  path: string;
  hash: string;
  size: number;
}

export interface FileChanges {
  /** path → complete new content. */
  upserts?: Record<string, string>;
  /** paths to remove; paths that do not exist are ignored (not listed in `deleted`). */
  deletes?: string[];
}

export interface ApplyOptions {
  /** Take a Saved Version of the state before the change, in the same transaction. */
  savedVersion?: { cause_tool: string; label?: string };
  /** Join a caller's transaction. */
  tx?: Queryable;
  /** Run the file followers when an entity schema file changes (the file tools; records and generation write their own pages). */
  follow?: boolean;
  /**
   * Preconditions checked under the app lock: path → the SHA-256 of the content the caller read
   * (null: the path must not exist). A mismatch is a conflict and nothing is written, so a
   * read-modify-write (patch, rename) cannot overwrite a change made in between.
   */
  expect?: Record<string, string | null>;
}

/**
 * Re-renders files that depend on entity schemas (the generated pages and forms) when a write changes,
 * adds or removes `entities/<Name>.json`; runs inside the write's transaction, after the app is locked.
 * `files` is the current tree, `changes` the caller's upserts and deletes; the follower returns path →
 * new content, or null to delete the path (the pages of a removed entity), and must leave the caller's
 * paths alone (they are dropped here anyway: the caller's content wins).
 */
export type FileFollower = (
  q: Queryable,
  appId: string,
  files: Record<string, string>,
  changes: { upserts: Record<string, string>; deletes: string[] },
) => Promise<Record<string, string | null>>;

const SCHEMA_FILE = /^entities\/[^/]+\.json$/;

export interface ApplyResult {
  /** The Saved Version taken before the change, or null when none was asked for. */
  snapshot_id: string | null;
  /** Every upserted path (normalised), sorted. */
  written: string[];
  /** Every path that existed and was removed, sorted. */
  deleted: string[];
  /** Paths re-rendered by the followers (with `follow`), sorted; also in `written`. */
  followed: string[];
}

const VERSION_COLUMNS = 'snapshot_id, app_id, seq, created_at, cause_tool, label, file_count, total_bytes';
const CHUNK = 400;

export const sha256 = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

/** file_type of a stored path; paths outside the model (never written by tools) report `other`. */
export function storedFileType(path: string): string {
  const r = checkAppPath(path);
  return r.ok ? r.type : 'other';
}

/**
 * The `file_type` argument of write_app_file / add_file_change: the path decides the type (see
 * FILE_TYPES in paths.ts), so a given file_type must agree with it. Empty means "from the path".
 */
export function checkFileTypeArg(path: string, fileType: string | undefined): string {
  const actual = storedFileType(path);
  const given = (fileType ?? '').trim().toLowerCase();
  if (!given || given === actual) return actual;
  throw new ServiceError(
    'invalid_params',
    `file_type "${(fileType ?? '').slice(0, 40)}" does not match the path ${path}, which is a ${actual} file; ` +
      `the file type follows from the path (${FILE_TYPES.join(', ')}), so omit file_type or rename the file`,
    { path },
  );
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const placeholders = (n: number) => new Array(n).fill('?').join(', ');

function toVersion(r: any): SavedVersion {
  return {
    snapshot_id: r.snapshot_id,
    app_id: r.app_id,
    seq: Number(r.seq),
    created_at: Number(r.created_at),
    cause_tool: r.cause_tool,
    label: r.label ?? '',
    file_count: Number(r.file_count),
    total_bytes: Number(r.total_bytes),
  };
}

/**
 * The content-addressed file store of every app: the current tree, Saved Versions and their file
 * lists. Every write goes through `applyChanges`, which checks paths and content, takes the Saved
 * Version first when asked, and writes everything in one transaction.
 */
export class FileStore {
  private readonly db: Db;
  /** Areas that keep files in step with entity schemas (generated pages); set at wiring time, since files imports none of them. */
  private readonly followers: FileFollower[] = [];
  constructor(db: Db) {
    this.db = db;
  }

  /** Adds a follower, run by writes made with `follow` that change an entity schema file. */
  followWrites(follower: FileFollower): void {
    this.followers.push(follower);
  }

  // ---------------------------------------------------------------- current tree

  /** Number of files of each app (apps without files are absent). */
  async fileCounts(appIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (!appIds.length) return counts;
    const rows = await this.db.all<{ app_id: string; n: number }>(
      `SELECT app_id, COUNT(*) AS n FROM app_files WHERE app_id IN (${appIds.map(() => '?').join(', ')}) GROUP BY app_id`,
      [...appIds],
    );
    for (const r of rows) counts.set(r.app_id, Number(r.n));
    return counts;
  }

  async listFiles(appId: string, q?: Queryable): Promise<FileEntry[]> {
    const rows = await (q ?? this.db).all<FileEntry>(
      'SELECT path, size, hash, file_type, updated_at FROM app_files WHERE app_id = ? ORDER BY path',
      [appId],
    );
    return rows
      .map((r) => ({ path: r.path, size: Number(r.size), hash: r.hash, file_type: r.file_type, updated_at: Number(r.updated_at) }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /** Contents of the named paths (all files when omitted); missing paths are simply absent from the map. */
  async readFiles(appId: string, paths?: string[], q?: Queryable): Promise<Map<string, string>> {
    const db = q ?? this.db;
    const out = new Map<string, string>();
    if (!paths) {
      const rows = await db.all<{ path: string; content: string }>(
        'SELECT f.path, b.content FROM app_files f JOIN blobs b ON b.hash = f.hash WHERE f.app_id = ? ORDER BY f.path',
        [appId],
      );
      for (const r of rows) out.set(r.path, r.content);
      return out;
    }
    const wanted = [...new Set(paths.map(cleanAppPath))];
    for (const part of chunks(wanted)) {
      const rows = await db.all<{ path: string; content: string }>(
        `SELECT f.path, b.content FROM app_files f JOIN blobs b ON b.hash = f.hash WHERE f.app_id = ? AND f.path IN (${placeholders(part.length)})`,
        [appId, ...part],
      );
      for (const r of rows) out.set(r.path, r.content);
    }
    return out;
  }

  /** The SHA-256 of a file of the current tree (a primary-key lookup, no content read), or null. */
  async fileHash(appId: string, path: string, q?: Queryable): Promise<string | null> {
    const row = await (q ?? this.db).get<{ hash: string }>('SELECT hash FROM app_files WHERE app_id = ? AND path = ?', [
      appId,
      cleanAppPath(path),
    ]);
    return row ? row.hash : null;
  }

  async readFile(appId: string, path: string, q?: Queryable): Promise<string | null> {
    const row = await (q ?? this.db).get<{ content: string }>(
      'SELECT b.content FROM app_files f JOIN blobs b ON b.hash = f.hash WHERE f.app_id = ? AND f.path = ?',
      [appId, cleanAppPath(path)],
    );
    return row ? row.content : null;
  }

  // ---------------------------------------------------------------- writes

  /**
   * Writes and deletes files of an app in one transaction. Paths are normalised and checked
   * (normalizeAppPath), contents checked (checkFileContent), and the resulting app must stay within
   * MAX_APP_FILES / MAX_APP_BYTES. With `savedVersion`, a Saved Version of the state before the
   * change is taken first. Throws ServiceError('invalid_params') before touching anything when a
   * path or content is refused, and 'not_found' when the app does not exist.
   */
  async applyChanges(appId: string, changes: FileChanges, opts: ApplyOptions = {}): Promise<ApplyResult> {
    const upserts = new Map<string, string>();
    for (const [rawPath, content] of Object.entries(changes.upserts ?? {})) {
      const path = normalizeAppPath(rawPath);
      if (upserts.has(path)) throw new ServiceError('invalid_params', `The path ${path} is written twice in one change`, { path });
      checkFileContent(path, content);
      upserts.set(path, content);
    }
    const deletes = new Set<string>();
    for (const rawPath of changes.deletes ?? []) {
      // Deletes accept any stored path, even one outside today's file model, so old files can be removed.
      const path = cleanAppPath(rawPath);
      if (!path) throw new ServiceError('invalid_params', 'Invalid path "": the path is empty');
      if (upserts.has(path))
        throw new ServiceError('invalid_params', `The path ${path} is both written and deleted in one change`, { path });
      deletes.add(path);
    }

    return (opts.tx ?? this.db).transaction(async (tx) => {
      const now = Date.now();
      // Locks the app row (PostgreSQL): concurrent writers of one app run one after another.
      const locked = await tx.run('UPDATE apps SET last_activity_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL', [
        now,
        now,
        appId,
      ]);
      if (!locked.changes) throw new ServiceError('not_found', 'App not found');
      const current = await tx.all<{ path: string; hash: string; size: number }>(
        'SELECT path, hash, size FROM app_files WHERE app_id = ?',
        [appId],
      );
      const byPath = new Map(current.map((r) => [r.path, r]));
      for (const [path, hash] of Object.entries(opts.expect ?? {})) {
        if ((byPath.get(path)?.hash ?? null) !== hash) {
          throw new ServiceError('conflict', `${path} changed while this change was being prepared; read it again and retry`, { path });
        }
      }
      const followed = opts.follow ? await this.follow(tx, appId, upserts, deletes, byPath) : [];

      // Size of the app after the change, checked before anything is written.
      let files = byPath.size;
      let bytes = current.reduce((n, r) => n + Number(r.size), 0);
      const sizes = new Map<string, number>();
      for (const [path, content] of upserts) {
        const size = utf8Bytes(content);
        sizes.set(path, size);
        const old = byPath.get(path);
        if (old) bytes -= Number(old.size);
        else files++;
        bytes += size;
      }
      for (const path of deletes) {
        const old = byPath.get(path);
        if (old) {
          files--;
          bytes -= Number(old.size);
        }
      }
      if (files > MAX_APP_FILES)
        throw new ServiceError('invalid_params', `The app would have ${files} files; an app may have at most ${MAX_APP_FILES} files`);
      if (bytes > MAX_APP_BYTES) {
        throw new ServiceError(
          'invalid_params',
          `The app's files would total ${bytes} bytes; an app may hold at most ${MAX_APP_BYTES} bytes (20 MiB) of file content`,
        );
      }

      let snapshotId: string | null = null;
      if (opts.savedVersion) {
        const v = await this.snapshotRows(tx, appId, current, opts.savedVersion.cause_tool, opts.savedVersion.label ?? '', now);
        snapshotId = v.snapshot_id;
      }

      for (const [path, content] of upserts) {
        const hash = sha256(content);
        const size = sizes.get(path)!;
        const old = byPath.get(path);
        if (old?.hash === hash) continue;
        await tx.run('INSERT INTO blobs (hash, content, size, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (hash) DO NOTHING', [
          hash,
          content,
          size,
          now,
        ]);
        if (old) {
          await tx.run('UPDATE app_files SET hash = ?, size = ?, file_type = ?, updated_at = ? WHERE app_id = ? AND path = ?', [
            hash,
            size,
            storedFileType(path),
            now,
            appId,
            path,
          ]);
        } else {
          await tx.run('INSERT INTO app_files (app_id, path, hash, size, file_type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
            appId,
            path,
            hash,
            size,
            storedFileType(path),
            now,
            now,
          ]);
        }
      }
      const deleted: string[] = [];
      for (const path of deletes) {
        if (!byPath.has(path)) continue;
        await tx.run('DELETE FROM app_files WHERE app_id = ? AND path = ?', [appId, path]);
        deleted.push(path);
      }
      return { snapshot_id: snapshotId, written: [...upserts.keys()].sort(), deleted: deleted.sort(), followed };
    });
  }

  /**
   * Adds the followers' files to `upserts` (and their removals to `deletes`) when the write changes,
   * adds or removes an entity schema file; the caller's paths win.
   */
  private async follow(
    tx: Queryable,
    appId: string,
    upserts: Map<string, string>,
    deletes: Set<string>,
    byPath: Map<string, { hash: string }>,
  ): Promise<string[]> {
    const schemaChanged =
      [...upserts].some(([path, content]) => SCHEMA_FILE.test(path) && byPath.get(path)?.hash !== sha256(content)) ||
      [...deletes].some((path) => SCHEMA_FILE.test(path) && byPath.has(path));
    if (!schemaChanged || !this.followers.length) return [];
    const files = Object.fromEntries(await this.readFiles(appId, undefined, tx));
    const changes = { upserts: Object.fromEntries(upserts), deletes: [...deletes] };
    const followed: string[] = [];
    for (const follower of this.followers) {
      for (const [rawPath, content] of Object.entries(await follower(tx, appId, files, changes))) {
        const path = normalizeAppPath(rawPath);
        if (upserts.has(path) || deletes.has(path)) continue;
        if (content === null) {
          if (byPath.has(path)) deletes.add(path);
          continue;
        }
        checkFileContent(path, content);
        upserts.set(path, content);
        followed.push(path);
      }
    }
    return followed.sort();
  }

  /**
   * The tree a write with `follow` would leave: `after` (the caller's changes applied to the current
   * tree) plus what the followers add or remove. The validation gates of rename_app_file and
   * apply_change_set check this tree, since the write itself brings the followers' files along.
   */
  async followedTree(
    appId: string,
    before: ReadonlyMap<string, string>,
    changes: { upserts: Record<string, string>; deletes: string[] },
  ): Promise<Map<string, string>> {
    const upserts = new Map(Object.entries(changes.upserts).map(([p, c]) => [normalizeAppPath(p), c]));
    const deletes = new Set(changes.deletes.map(normalizeAppPath));
    const byPath = new Map([...before].map(([p, c]) => [p, { hash: sha256(c) }]));
    await this.follow(this.db, appId, upserts, deletes, byPath);
    const after = new Map(before);
    for (const p of deletes) after.delete(p);
    for (const [p, c] of upserts) after.set(p, c);
    return after;
  }

  // ---------------------------------------------------------------- Saved Versions

  /** Takes a Saved Version of the app's current tree. */
  async createSavedVersion(appId: string, causeTool: string, label = '', tx?: Queryable): Promise<SavedVersion> {
    return (tx ?? this.db).transaction(async (t) => {
      const now = Date.now();
      const locked = await t.run('UPDATE apps SET last_activity_at = ? WHERE id = ? AND deleted_at IS NULL', [now, appId]);
      if (!locked.changes) throw new ServiceError('not_found', 'App not found');
      const current = await t.all<{ path: string; hash: string; size: number }>('SELECT path, hash, size FROM app_files WHERE app_id = ?', [
        appId,
      ]);
      return this.snapshotRows(t, appId, current, causeTool, label, now);
    });
  }

  private async snapshotRows(
    tx: Queryable,
    appId: string,
    rows: Array<{ path: string; hash: string; size: number }>,
    causeTool: string,
    label: string,
    now: number,
  ): Promise<SavedVersion> {
    const entries = rows
      .map((r) => [r.path, r.hash, Number(r.size)] as [string, string, number])
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const body = JSON.stringify(entries);
    const manifestHash = sha256(body);
    const totalBytes = entries.reduce((n, e) => n + e[2], 0);
    await tx.run('INSERT INTO version_manifests (hash, body, file_count, total_bytes) VALUES (?, ?, ?, ?) ON CONFLICT (hash) DO NOTHING', [
      manifestHash,
      body,
      entries.length,
      totalBytes,
    ]);
    const seqRow = await tx.get<{ n: number | null }>('SELECT MAX(seq) AS n FROM versions WHERE app_id = ?', [appId]);
    const version: SavedVersion = {
      snapshot_id: newId('snap'),
      app_id: appId,
      seq: Number(seqRow?.n ?? 0) + 1,
      created_at: now,
      cause_tool: causeTool.slice(0, 100),
      label: label.slice(0, 200),
      file_count: entries.length,
      total_bytes: totalBytes,
    };
    await tx.run(`INSERT INTO versions (${VERSION_COLUMNS}, manifest_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      version.snapshot_id,
      appId,
      version.seq,
      now,
      version.cause_tool,
      version.label,
      version.file_count,
      version.total_bytes,
      manifestHash,
    ]);
    return version;
  }

  /** Saved Versions of an app, newest first, with the total count. */
  async listVersions(appId: string, opts: { limit?: number; offset?: number } = {}): Promise<{ versions: SavedVersion[]; total: number }> {
    const limit = Math.max(1, Math.min(1000, opts.limit ?? 50));
    const offset = Math.max(0, opts.offset ?? 0);
    const rows = await this.db.all(`SELECT ${VERSION_COLUMNS} FROM versions WHERE app_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?`, [
      appId,
      limit,
      offset,
    ]);
    const count = await this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM versions WHERE app_id = ?', [appId]);
    return { versions: rows.map(toVersion), total: Number(count?.n ?? 0) };
  }

  /** One Saved Version; with `appId`, only when it belongs to that app. */
  async getVersion(snapshotId: string, appId?: string, q?: Queryable): Promise<SavedVersion | null> {
    const row = await (q ?? this.db).get(`SELECT ${VERSION_COLUMNS} FROM versions WHERE snapshot_id = ?`, [snapshotId]);
    if (!row || (appId !== undefined && row.app_id !== appId)) return null;
    return toVersion(row);
  }

  /** The file list of a Saved Version (sorted by path). */
  async versionManifest(snapshotId: string, q?: Queryable): Promise<ManifestEntry[]> {
    const row = await (q ?? this.db).get<{ body: string }>(
      'SELECT m.body FROM versions v JOIN version_manifests m ON m.hash = v.manifest_hash WHERE v.snapshot_id = ?',
      [snapshotId],
    );
    if (!row) throw new ServiceError('not_found', `Saved Version not found: ${snapshotId}`);
    return (JSON.parse(row.body) as [string, string, number][]).map(([path, hash, size]) => ({ path, hash, size }));
  }

  /** Contents of a Saved Version's files (the named paths only, when given). */
  async readVersionFiles(snapshotId: string, paths?: string[], q?: Queryable): Promise<Map<string, string>> {
    const db = q ?? this.db;
    let manifest = await this.versionManifest(snapshotId, db);
    if (paths) {
      const wanted = new Set(paths.map(cleanAppPath));
      manifest = manifest.filter((e) => wanted.has(e.path));
    }
    const contents = await this.readBlobs([...new Set(manifest.map((e) => e.hash))], db);
    const out = new Map<string, string>();
    for (const e of manifest) out.set(e.path, contents.get(e.hash)!);
    return out;
  }

  /** Stores a content blob (idempotent) and returns its hash and UTF-8 size. */
  async putBlob(content: string, q?: Queryable): Promise<{ hash: string; size: number }> {
    const hash = sha256(content);
    const size = utf8Bytes(content);
    await (q ?? this.db).run('INSERT INTO blobs (hash, content, size, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (hash) DO NOTHING', [
      hash,
      content,
      size,
      Date.now(),
    ]);
    return { hash, size };
  }

  /** Blob contents by hash. */
  async readBlobs(hashes: string[], q?: Queryable): Promise<Map<string, string>> {
    const db = q ?? this.db;
    const out = new Map<string, string>();
    for (const part of chunks(hashes)) {
      const rows = await db.all<{ hash: string; content: string }>(
        `SELECT hash, content FROM blobs WHERE hash IN (${placeholders(part.length)})`,
        part,
      );
      for (const r of rows) out.set(r.hash, r.content);
    }
    return out;
  }
}
