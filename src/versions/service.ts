import { z } from 'zod';
import { iso } from '../platform/time.ts';
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import type { AppsService } from '../apps/service.ts';
import { cleanAppPath, entityNameOf } from '../validation/paths.ts';
import type { FileStore, ManifestEntry, SavedVersion } from '../files/store.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { Db } from '../storage/index.ts';

/** Total characters of unified diff one comparison returns; files beyond it are listed without a diff. */
export const MAX_DIFF_CHARS = 200_000;
/** Beyond this many edited lines in one file the diff is not computed (it would not help an agent anyway). */
const MAX_EDIT_LENGTH = 5000;

export const FILE_CHANGE_STATUSES = ['added', 'removed', 'modified'] as const;
export type FileChangeStatus = (typeof FILE_CHANGE_STATUSES)[number];

export const fileComparisonOutput = z.object({
  path: z.string(),
  status: z.enum(FILE_CHANGE_STATUSES),
  old_size: z.number().nullable(),
  new_size: z.number().nullable(),
  lines_added: z.number(),
  lines_removed: z.number(),
  /** Unified diff (`---`/`+++` headers, `@@` hunks); null when left out (see `diff_omitted`). */
  diff: z.string().nullable(),
  diff_omitted: z.string().optional(),
});
export type FileComparison = z.infer<typeof fileComparisonOutput>;

/** What compare_saved_versions and compare_current_to_version add to their result. */
export const comparisonOutput = z.object({
  files: z.array(fileComparisonOutput),
  summary: z.object({ added: z.number(), removed: z.number(), modified: z.number(), unchanged: z.number(), changed: z.number() }),
  truncated: z.boolean(),
});

export type Comparison = z.infer<typeof comparisonOutput>;

/** A Saved Version as tools show it. */
export const savedVersionOutput = z.object({
  snapshot_id: z.string(),
  seq: z.number(),
  created_at: z.string(),
  cause_tool: z.string(),
  label: z.string(),
  file_count: z.number(),
  total_bytes: z.number(),
});

export const versionView = (v: SavedVersion): z.infer<typeof savedVersionOutput> => ({
  snapshot_id: v.snapshot_id,
  seq: v.seq,
  created_at: iso(v.created_at),
  cause_tool: v.cause_tool,
  label: v.label,
  file_count: v.file_count,
  total_bytes: v.total_bytes,
});

function countLines(patch: string): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+') && !line.startsWith('+++')) added++;
    else if (line.startsWith('-') && !line.startsWith('---')) removed++;
  }
  return { added, removed };
}

/**
 * Saved Versions seen from the tools: comparisons as unified diffs (the `diff` package), single-file
 * restores, and the pending whole-app restore requests that only the studio completes.
 */
export class VersionsService {
  private readonly db: Db;
  private readonly files: FileStore;
  private readonly apps: AppsService;
  constructor(db: Db, files: FileStore, apps: AppsService) {
    this.db = db;
    this.files = files;
    this.apps = apps;
  }

  /** The Saved Version of this app, or ServiceError('not_found'). */
  async requireVersion(appId: string, snapshotId: string): Promise<SavedVersion> {
    const v = await this.files.getVersion(snapshotId, appId);
    if (!v) throw new ServiceError('not_found', `Saved Version not found: ${snapshotId}`, { snapshot_id: snapshotId });
    return v;
  }

  /**
   * Diffs two file lists. Contents are read only for files whose hashes differ. `oldLabel`/`newLabel`
   * go into the `---`/`+++` header lines (e.g. the snapshot id and `current`).
   */
  async compare(
    oldEntries: ManifestEntry[],
    newEntries: ManifestEntry[],
    opts: { oldLabel: string; newLabel: string; path?: string; contextLines?: number },
  ): Promise<Comparison> {
    const only = opts.path ? cleanAppPath(opts.path) : null;
    const oldMap = new Map(oldEntries.filter((e) => !only || e.path === only).map((e) => [e.path, e]));
    const newMap = new Map(newEntries.filter((e) => !only || e.path === only).map((e) => [e.path, e]));
    const paths = [...new Set([...oldMap.keys(), ...newMap.keys()])].sort();
    const changed: Array<{ path: string; old?: ManifestEntry; new?: ManifestEntry }> = [];
    let unchanged = 0;
    for (const path of paths) {
      const o = oldMap.get(path);
      const n = newMap.get(path);
      if (o && n && o.hash === n.hash) unchanged++;
      else changed.push({ path, old: o, new: n });
    }
    const hashes = new Set<string>();
    for (const c of changed) {
      if (c.old) hashes.add(c.old.hash);
      if (c.new) hashes.add(c.new.hash);
    }
    const contents = await this.files.readBlobs([...hashes]);
    const context = opts.contextLines ?? 3;
    let budget = MAX_DIFF_CHARS;
    let truncated = false;
    const files: FileComparison[] = [];
    const summary = { added: 0, removed: 0, modified: 0, unchanged, changed: changed.length };
    for (const c of changed) {
      const status: FileChangeStatus = !c.old ? 'added' : !c.new ? 'removed' : 'modified';
      summary[status]++;
      const oldText = c.old ? contents.get(c.old.hash)! : '';
      const newText = c.new ? contents.get(c.new.hash)! : '';
      const entry: FileComparison = {
        path: c.path,
        status,
        old_size: c.old ? c.old.size : null,
        new_size: c.new ? c.new.size : null,
        lines_added: 0,
        lines_removed: 0,
        diff: null,
      };
      const patch = createTwoFilesPatch(
        c.old ? `a/${c.path}` : '/dev/null',
        c.new ? `b/${c.path}` : '/dev/null',
        oldText,
        newText,
        opts.oldLabel,
        opts.newLabel,
        { context, headerOptions: FILE_HEADERS_ONLY, maxEditLength: MAX_EDIT_LENGTH },
      );
      if (patch === undefined) {
        entry.diff_omitted = `the files differ in more than ${MAX_EDIT_LENGTH} lines; read both versions instead`;
      } else {
        const counts = countLines(patch);
        entry.lines_added = counts.added;
        entry.lines_removed = counts.removed;
        if (patch.length > budget) {
          truncated = true;
          entry.diff_omitted = `the diffs exceed ${MAX_DIFF_CHARS} characters in total; compare this file alone with the path argument`;
        } else {
          budget -= patch.length;
          entry.diff = patch;
        }
      }
      files.push(entry);
    }
    return { files, summary, truncated };
  }

  /** The current tree as a manifest (path, hash, size). */
  async currentManifest(appId: string): Promise<ManifestEntry[]> {
    return (await this.files.listFiles(appId)).map((f) => ({ path: f.path, hash: f.hash, size: f.size }));
  }

  /**
   * Puts one file back as it was in a Saved Version. A Saved Version of the current state is taken
   * first, so the restore itself can be undone.
   */
  async restoreFile(
    appId: string,
    snapshotId: string,
    rawPath: string,
  ): Promise<{ path: string; size: number; existed: boolean; unchanged: boolean; backup_snapshot_id: string | null }> {
    await this.requireVersion(appId, snapshotId);
    const path = cleanAppPath(rawPath);
    const content = (await this.files.readVersionFiles(snapshotId, [path])).get(path);
    if (content === undefined) {
      throw new ServiceError('not_found', `File not found in Saved Version ${snapshotId}: ${path}`, { path, snapshot_id: snapshotId });
    }
    const current = await this.files.readFile(appId, path);
    const r = await this.files.applyChanges(
      appId,
      { upserts: { [path]: content } },
      { savedVersion: { cause_tool: 'restore_file_from_version', label: `before restoring ${path} from ${snapshotId}` } },
    );
    return {
      path,
      size: Buffer.byteLength(content, 'utf8'),
      existed: current !== null,
      unchanged: current === content,
      backup_snapshot_id: r.snapshot_id,
    };
  }

  /** Records (or finds the already pending) whole-app restore request for the studio. */
  async recordRestoreRequest(
    appId: string,
    snapshotId: string,
    who: { accountId: string; tokenId: string | null; transport: string },
  ): Promise<{ restore_request_id: string; status: 'pending'; created_at: string; already_pending: boolean }> {
    await this.requireVersion(appId, snapshotId);
    return this.db.transaction(async (tx) => {
      const existing = await tx.get<{ id: string; created_at: number }>(
        "SELECT id, created_at FROM restore_requests WHERE app_id = ? AND snapshot_id = ? AND status = 'pending'",
        [appId, snapshotId],
      );
      if (existing) {
        return {
          restore_request_id: existing.id,
          status: 'pending' as const,
          created_at: iso(existing.created_at),
          already_pending: true,
        };
      }
      const id = newId('rreq');
      const now = Date.now();
      await tx.run(
        `INSERT INTO restore_requests (id, app_id, snapshot_id, requested_by_account_id, requested_by_token_id, transport, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
        [id, appId, snapshotId, who.accountId, who.tokenId, who.transport, now],
      );
      await this.apps.touch(appId, tx, false);
      return { restore_request_id: id, status: 'pending' as const, created_at: iso(now), already_pending: false };
    });
  }

  /** Pending whole-app restore requests of an app, for the studio. */
  async pendingRestoreRequests(
    appId: string,
  ): Promise<Array<{ restore_request_id: string; snapshot_id: string; created_at: number; requested_by_account_id: string }>> {
    const rows = await this.db.all(
      "SELECT id, snapshot_id, created_at, requested_by_account_id FROM restore_requests WHERE app_id = ? AND status = 'pending' ORDER BY created_at DESC",
      [appId],
    );
    return rows.map((r) => ({
      restore_request_id: r.id,
      snapshot_id: r.snapshot_id,
      created_at: Number(r.created_at),
      requested_by_account_id: r.requested_by_account_id,
    }));
  }

  /**
   * What a whole-app restore to `snapshotId` would replace: the file changes (current → that
   * version), the entity schemas among them, and the stored records of those entities (records are
   * kept by a restore, but may no longer match their restored schema).
   */
  async restorePlan(appId: string, snapshotId: string, recordCounts: Record<string, number>) {
    const version = await this.requireVersion(appId, snapshotId);
    const comparison = await this.compare(await this.currentManifest(appId), await this.files.versionManifest(snapshotId), {
      oldLabel: 'current',
      newLabel: snapshotId,
    });
    const schemas = comparison.files
      .map((f) => ({ f, entity: entityNameOf(f.path) }))
      .filter((x): x is { f: FileComparison; entity: string } => x.entity !== null)
      .map(({ f, entity }) => ({
        entity,
        path: f.path,
        change: f.status === 'added' ? 'restored' : f.status === 'removed' ? 'removed' : 'changed',
        records: recordCounts[entity] ?? 0,
      }));
    return {
      version: versionView(version),
      files: comparison.files,
      summary: comparison.summary,
      truncated: comparison.truncated,
      schemas,
      affected_records: schemas.reduce((n, s) => n + s.records, 0),
    };
  }

  /**
   * Completes a whole-app restore (the owner, in the studio): the files become exactly those of the
   * Saved Version, after a Saved Version of the current state; every pending request for this app
   * is resolved (the one for this version as completed, others as superseded). Records are kept.
   */
  async completeRestore(
    appId: string,
    snapshotId: string,
    accountId: string,
  ): Promise<{ backup_snapshot_id: string | null; files_written: number; files_deleted: number; resolved_requests: string[] }> {
    await this.requireVersion(appId, snapshotId);
    return this.db.transaction(async (tx) => {
      const target = await this.files.readVersionFiles(snapshotId, undefined, tx);
      const current = await this.files.listFiles(appId, tx);
      const currentHash = new Map(current.map((f) => [f.path, f.hash]));
      const targetManifest = new Map((await this.files.versionManifest(snapshotId, tx)).map((e) => [e.path, e.hash]));
      const upserts: Record<string, string> = {};
      for (const [path, content] of target) if (currentHash.get(path) !== targetManifest.get(path)) upserts[path] = content;
      const deletes = current.filter((f) => !target.has(f.path)).map((f) => f.path);
      const r = await this.files.applyChanges(
        appId,
        { upserts, deletes },
        { tx, savedVersion: { cause_tool: 'studio_restore', label: `before restoring the whole app to ${snapshotId}` } },
      );
      const now = Date.now();
      const pending = await tx.all<{ id: string; snapshot_id: string }>(
        "SELECT id, snapshot_id FROM restore_requests WHERE app_id = ? AND status = 'pending'",
        [appId],
      );
      for (const p of pending) {
        await tx.run(
          "UPDATE restore_requests SET status = ?, resolved_at = ?, resolved_by_account_id = ? WHERE id = ? AND status = 'pending'",
          [p.snapshot_id === snapshotId ? 'completed' : 'superseded', now, accountId, p.id],
        );
      }
      return {
        backup_snapshot_id: r.snapshot_id,
        files_written: Object.keys(upserts).length,
        files_deleted: deletes.length,
        resolved_requests: pending.filter((p) => p.snapshot_id === snapshotId).map((p) => p.id),
      };
    });
  }

  /** Declines a pending whole-app restore request (the owner, in the studio). */
  async dismissRestoreRequest(appId: string, requestId: string, accountId: string): Promise<boolean> {
    const r = await this.db.run(
      "UPDATE restore_requests SET status = 'dismissed', resolved_at = ?, resolved_by_account_id = ? WHERE id = ? AND app_id = ? AND status = 'pending'",
      [Date.now(), accountId, requestId, appId],
    );
    return r.changes > 0;
  }
}
