import { z } from 'zod';
import { iso } from '../platform/time.ts';
import { checkFileContent, cleanAppPath, MAX_APP_BYTES, MAX_APP_FILES, normalizeAppPath, utf8Bytes } from '../validation/paths.ts';
import { checkFileTypeArg, sha256, storedFileType, type FileChanges, type FileStore } from '../files/store.ts';
import { blockedData, gateChange } from '../validation/gate.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { Db, Queryable } from '../storage/index.ts';

export type ChangeSetStatus = 'pending' | 'applied' | 'discarded';
export type ChangeOperation = 'upsert' | 'delete';

export interface ChangeSetRow {
  id: string;
  app_id: string;
  label: string;
  status: ChangeSetStatus;
  created_at: number;
  updated_at: number;
  applied_at: number | null;
  discarded_at: number | null;
  snapshot_id: string | null;
  forced: number;
}

export interface StagedChange {
  path: string;
  operation: ChangeOperation;
  hash: string | null;
  size: number;
  file_type: string;
  staged_at: number;
}

export const MAX_LABEL_CHARS = 200;

const stagedChangeOutput = z.object({ path: z.string(), operation: z.enum(['upsert', 'delete']), file_type: z.string(), size: z.number() });

/** A change set as tools show it (`changes` when the staged list was asked for). */
export const changeSetOutput = z.object({
  change_set_id: z.string(),
  app_id: z.string(),
  label: z.string(),
  status: z.enum(['pending', 'applied', 'discarded']),
  created_at: z.string(),
  updated_at: z.string(),
  applied_at: z.string().nullable(),
  discarded_at: z.string().nullable(),
  snapshot_id: z.string().optional(),
  forced: z.boolean().optional(),
  change_count: z.number().optional(),
  changes: z.array(stagedChangeOutput).optional(),
});

export function changeSetView(row: ChangeSetRow, staged?: StagedChange[]): z.infer<typeof changeSetOutput> {
  return {
    change_set_id: row.id,
    app_id: row.app_id,
    label: row.label,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    applied_at: iso(row.applied_at),
    discarded_at: iso(row.discarded_at),
    ...(row.snapshot_id ? { snapshot_id: row.snapshot_id } : {}),
    ...(row.status === 'applied' ? { forced: !!Number(row.forced) } : {}),
    ...(staged
      ? {
          change_count: staged.length,
          changes: staged.map((c) => ({ path: c.path, operation: c.operation, file_type: c.file_type, size: c.size })),
        }
      : {}),
  };
}

/**
 * Change sets: `pending` → `applied` | `discarded`. Staging never touches the live app; `apply`
 * runs the validation gate, then FileStore.applyChanges and markApplied in one transaction.
 */
export class ChangeSetsService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /**
   * The app's files now and as they would be with the change set applied, including the pages that
   * follow its entity file changes (FileStore.followedTree), as apply writes them.
   */
  async merged(appId: string, id: string) {
    const staged = await this.staged(id);
    const changes = await this.changesOf(id, undefined, staged);
    const before = await this.files.readFiles(appId);
    const after = await this.files.followedTree(appId, before, changes);
    return { staged, changes, before, after, count: Object.keys(changes.upserts).length + changes.deletes.length };
  }

  /**
   * apply_change_set: validates the merged tree (errors the change introduces block unless `force`),
   * then in one transaction writes the files with a Saved Version of the validated tree and marks
   * the set applied. A write landing between the validation and the transaction is a conflict.
   */
  async apply(appId: string, id: string, opts: { force: boolean }) {
    const row = await this.require(appId, id);
    ChangeSetsService.requirePending(row, 'be applied');
    const { staged, changes, before, after, count } = await this.merged(appId, row.id);
    if (!count) {
      throw new ServiceError('invalid_request', `Change set ${row.id} has no staged changes; add some with add_file_change`, {
        change_set_id: row.id,
      });
    }
    const gate = await gateChange(before, after);
    if (gate.new_errors.length && !opts.force) {
      throw new ServiceError(
        'validation_blocked',
        `Applying change set ${row.id} is blocked: it would introduce ${gate.new_errors.length} validation error(s), first: ${gate.new_errors[0]!.message}. The change set stays pending.`,
        blockedData(gate, { change_set_id: row.id, status: 'pending' }),
      );
    }
    const forced = opts.force && gate.new_errors.length > 0;
    const seen = new Map([...before].map(([p, c]) => [p, sha256(c)]));
    return this.db.transaction(async (tx) => {
      const label = row.label ? `before change set: ${row.label}` : `before change set ${row.id}`;
      const r = await this.files.applyChanges(appId, changes, {
        savedVersion: { cause_tool: 'apply_change_set', label },
        tx,
        follow: true,
      });
      // The Saved Version holds exactly the tree validated above, or the app changed in between.
      const snap = await this.files.versionManifest(r.snapshot_id!, tx);
      if (snap.length !== seen.size || snap.some((e) => seen.get(e.path) !== e.hash)) {
        throw new ServiceError('conflict', `The app changed while change set ${row.id} was being validated; call apply_change_set again`, {
          change_set_id: row.id,
        });
      }
      const applied = await this.markApplied(tx, appId, row.id, r.snapshot_id, forced, staged);
      return { row: applied, snapshotId: r.snapshot_id!, written: r.written, deleted: r.deleted, forced, gate };
    });
  }

  async create(appId: string, label = ''): Promise<ChangeSetRow> {
    const now = Date.now();
    const row: ChangeSetRow = {
      id: newId('cs'),
      app_id: appId,
      label: label.trim().slice(0, MAX_LABEL_CHARS),
      status: 'pending',
      created_at: now,
      updated_at: now,
      applied_at: null,
      discarded_at: null,
      snapshot_id: null,
      forced: 0,
    };
    await this.db.run('INSERT INTO change_sets (id, app_id, label, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)', [
      row.id,
      appId,
      row.label,
      row.status,
      now,
      now,
    ]);
    return row;
  }

  /** The change set of this app, or ServiceError('not_found'). */
  async require(appId: string, id: string, q?: Queryable): Promise<ChangeSetRow> {
    const row = await (q ?? this.db).get<ChangeSetRow>('SELECT * FROM change_sets WHERE id = ?', [id]);
    if (!row || row.app_id !== appId) throw new ServiceError('not_found', `Change set not found: ${id}`, { change_set_id: id });
    return { ...row, created_at: Number(row.created_at), updated_at: Number(row.updated_at) };
  }

  /** ServiceError('conflict') unless the set is pending. */
  static requirePending(row: ChangeSetRow, action: string): void {
    if (row.status === 'pending') return;
    const when = row.status === 'applied' ? row.applied_at : row.discarded_at;
    throw new ServiceError(
      'conflict',
      `Change set ${row.id} is already ${row.status}${when ? ` (${iso(when)})` : ''}; it cannot ${action}. Create a new change set with create_change_set.`,
      { change_set_id: row.id, status: row.status },
    );
  }

  async staged(id: string, q?: Queryable): Promise<StagedChange[]> {
    const rows = await (q ?? this.db).all<StagedChange>(
      'SELECT path, operation, hash, size, file_type, staged_at FROM change_set_files WHERE change_set_id = ? ORDER BY seq',
      [id],
    );
    return rows.map((r) => ({ ...r, size: Number(r.size), staged_at: Number(r.staged_at) }));
  }

  /**
   * Stages one change (replacing an earlier change of the same path). Upserts are checked like any
   * write (path, content, file_type); a delete must name a file of the app or a staged one.
   */
  async stage(
    appId: string,
    id: string,
    input: { path: string; content: string; file_type: string; operation: ChangeOperation },
  ): Promise<{ change: StagedChange; replaced: ChangeOperation | null; staged: StagedChange[] }> {
    let path: string;
    let fileType: string;
    if (input.operation === 'upsert') {
      path = normalizeAppPath(input.path);
      fileType = checkFileTypeArg(path, input.file_type);
      checkFileContent(path, input.content);
    } else {
      path = cleanAppPath(input.path);
      if (!path) throw new ServiceError('invalid_params', 'Invalid path "": the path is empty');
      fileType = storedFileType(path);
    }
    return this.db.transaction(async (tx) => {
      // Claim the pending set first (a row lock on PostgreSQL): a concurrent apply either waits for
      // this change and then sees it, or has already applied the set and this change is refused.
      const claimed = await tx.run("UPDATE change_sets SET updated_at = ? WHERE id = ? AND app_id = ? AND status = 'pending'", [
        Date.now(),
        id,
        appId,
      ]);
      const row = await this.require(appId, id, tx);
      if (!claimed.changes) ChangeSetsService.requirePending(row, 'take more changes');
      const previous = await tx.get<{ operation: ChangeOperation }>(
        'SELECT operation FROM change_set_files WHERE change_set_id = ? AND path = ?',
        [id, path],
      );
      if (input.operation === 'delete' && !previous) {
        const exists = await tx.get('SELECT 1 AS x FROM app_files WHERE app_id = ? AND path = ?', [appId, path]);
        if (!exists) throw new ServiceError('not_found', `File not found: ${path}`, { path });
      }
      if (!previous) {
        const n = await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM change_set_files WHERE change_set_id = ?', [id]);
        if (Number(n?.n ?? 0) >= MAX_APP_FILES) {
          throw new ServiceError('invalid_request', `A change set may stage at most ${MAX_APP_FILES} files`, { change_set_id: id });
        }
      }
      if (input.operation === 'upsert') {
        // What a set stages can never exceed what an app may hold: a larger set could not be applied,
        // and its staged contents would only take up storage.
        const others = await tx.get<{ n: number | null }>(
          'SELECT SUM(size) AS n FROM change_set_files WHERE change_set_id = ? AND path <> ?',
          [id, path],
        );
        const total = Number(others?.n ?? 0) + utf8Bytes(input.content);
        if (total > MAX_APP_BYTES) {
          throw new ServiceError(
            'invalid_params',
            `The change set would stage ${total} bytes of file content; an app may hold at most ${MAX_APP_BYTES} bytes (20 MiB)`,
            {
              change_set_id: id,
              path,
            },
          );
        }
      }
      const now = Date.now();
      let hash: string | null = null;
      let size = 0;
      if (input.operation === 'upsert') ({ hash, size } = await this.files.putBlob(input.content, tx));
      const seqRow = await tx.get<{ n: number | null }>('SELECT MAX(seq) AS n FROM change_set_files WHERE change_set_id = ?', [id]);
      const seq = Number(seqRow?.n ?? 0) + 1;
      await tx.run(
        `INSERT INTO change_set_files (change_set_id, path, operation, hash, size, file_type, seq, staged_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (change_set_id, path) DO UPDATE SET operation = excluded.operation, hash = excluded.hash, size = excluded.size,
           file_type = excluded.file_type, seq = excluded.seq, staged_at = excluded.staged_at`,
        [id, path, input.operation, hash, size, fileType, seq, now],
      );
      await tx.run('UPDATE change_sets SET updated_at = ? WHERE id = ?', [now, id]);
      const change: StagedChange = { path, operation: input.operation, hash, size, file_type: fileType, staged_at: now };
      return { change, replaced: previous?.operation ?? null, staged: await this.staged(id, tx) };
    });
  }

  /** The staged changes as FileStore changes, with contents. */
  async changesOf(
    id: string,
    q?: Queryable,
    given?: StagedChange[],
  ): Promise<FileChanges & { upserts: Record<string, string>; deletes: string[] }> {
    const staged = given ?? (await this.staged(id, q));
    const contents = await this.files.readBlobs(
      staged.filter((c) => c.hash).map((c) => c.hash!),
      q,
    );
    const upserts: Record<string, string> = {};
    const deletes: string[] = [];
    for (const c of staged) {
      if (c.operation === 'upsert') upserts[c.path] = contents.get(c.hash!)!;
      else deletes.push(c.path);
    }
    return { upserts, deletes };
  }

  async discard(appId: string, id: string): Promise<ChangeSetRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.require(appId, id, tx);
      ChangeSetsService.requirePending(row, 'be discarded');
      const now = Date.now();
      await tx.run("UPDATE change_sets SET status = 'discarded', discarded_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'", [
        now,
        now,
        id,
      ]);
      return this.require(appId, id, tx);
    });
  }

  /** Inside the apply transaction: pending → applied, or conflict when someone else got there first. */
  async markApplied(
    tx: Queryable,
    appId: string,
    id: string,
    snapshotId: string | null,
    forced: boolean,
    applied?: StagedChange[],
  ): Promise<ChangeSetRow> {
    const now = Date.now();
    const r = await tx.run(
      "UPDATE change_sets SET status = 'applied', applied_at = ?, updated_at = ?, snapshot_id = ?, forced = ? WHERE id = ? AND app_id = ? AND status = 'pending'",
      [now, now, snapshotId, forced ? 1 : 0, id, appId],
    );
    if (!r.changes) ChangeSetsService.requirePending(await this.require(appId, id, tx), 'be applied');
    if (applied) {
      // Every staged change must be one that was validated and written: a change staged meanwhile would
      // otherwise be marked applied without ever reaching the app.
      const key = (c: StagedChange) => `${c.path}\u0000${c.operation}\u0000${c.hash ?? ''}`;
      const current = (await this.staged(id, tx)).map(key).sort();
      const used = applied.map(key).sort();
      if (current.length !== used.length || current.some((k, i) => k !== used[i])) {
        throw new ServiceError('conflict', `Change set ${id} took more changes while it was being applied; call apply_change_set again`, {
          change_set_id: id,
        });
      }
    }
    return this.require(appId, id, tx);
  }
}
