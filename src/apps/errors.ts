import { z } from 'zod';
import { iso } from '../platform/time.ts';
import { createHash } from 'node:crypto';
import { newId } from '../platform/ids.ts';
import type { Db } from '../storage/index.ts';

/** Where a runtime error came from. */
export const RUNTIME_ERROR_KINDS = ['runtime', 'unhandled_rejection', 'console', 'network', 'function', 'build'] as const;
export type RuntimeErrorKind = (typeof RUNTIME_ERROR_KINDS)[number];

export interface RuntimeErrorInput {
  message: string;
  /** App file path (`pages/Home.jsx`), when the runtime could map it. */
  path?: string | null;
  line?: number | null;
  column?: number | null;
  stack?: string | null;
  /** Page URL or request URL where it happened. */
  url?: string | null;
  kind: RuntimeErrorKind | string;
}

export interface RuntimeErrorRow {
  error_id: string;
  kind: string;
  message: string;
  path: string | null;
  line: number | null;
  column: number | null;
  stack: string | null;
  url: string | null;
  /** How many times this same error (same fingerprint) was recorded. */
  count: number;
  first_seen_at: string;
  last_seen_at: string;
  fingerprint: string;
}

/** Errors kept per app; the oldest (by last occurrence) are dropped beyond this. */
export const MAX_ERRORS_PER_APP = 500;
const MAX_MESSAGE = 2000;
const MAX_STACK = 8000;
const MAX_URL = 2000;

const clip = (s: string | null | undefined, n: number): string | null => (s == null || s === '' ? null : String(s).slice(0, n));
const int = (n: number | null | undefined): number | null => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null);

/**
 * The same error seen again is one row with a count: kind, path, line, column and the message with
 * volatile parts (numbers, quoted ids, URLs' query strings) reduced, so "Cannot read x of undefined
 * (reading 'a1b2')" from two visitors is counted once.
 */
export function errorFingerprint(e: RuntimeErrorInput): string {
  const message = String(e.message ?? '')
    .slice(0, MAX_MESSAGE)
    .replace(/\?[^\s'"]*/g, '?')
    .replace(/\b[0-9a-f]{8,}\b/gi, '#')
    .replace(/\d+/g, '0');
  const key = [e.kind, e.path ?? '', int(e.line) ?? '', int(e.column) ?? '', message].join('\u0000');
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

function toRow(r: any): RuntimeErrorRow {
  return {
    error_id: r.id,
    kind: r.kind,
    message: r.message,
    path: r.path ?? null,
    line: r.line_no == null ? null : Number(r.line_no),
    column: r.column_no == null ? null : Number(r.column_no),
    stack: r.stack ?? null,
    url: r.url ?? null,
    count: Number(r.count),
    first_seen_at: iso(r.first_seen_at),
    last_seen_at: iso(r.last_seen_at),
    fingerprint: r.fingerprint,
  };
}

/**
 * Runtime errors of apps: recorded by the hosting runtime (`recordRuntimeError`), read by get_errors
 * and by validate_app / validate_change_set with include_runtime_errors.
 */
export class AppErrorsService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Records one occurrence; the same error again increments its count and moves last_seen_at. */
  async recordRuntimeError(appId: string, e: RuntimeErrorInput, at = Date.now()): Promise<RuntimeErrorRow> {
    const fingerprint = errorFingerprint(e);
    const message = clip(e.message, MAX_MESSAGE) ?? '(no message)';
    const kind = String(e.kind || 'runtime').slice(0, 40);
    await this.db.run(
      `INSERT INTO app_errors (id, app_id, fingerprint, kind, message, path, line_no, column_no, stack, url, count, first_seen_at, last_seen_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)
       ON CONFLICT (app_id, fingerprint) DO UPDATE SET
         count = app_errors.count + 1, last_seen_at = excluded.last_seen_at, message = excluded.message,
         stack = COALESCE(excluded.stack, app_errors.stack), url = COALESCE(excluded.url, app_errors.url)`,
      [
        newId('err'),
        appId,
        fingerprint,
        kind,
        message,
        clip(e.path, 300),
        int(e.line),
        int(e.column),
        clip(e.stack, MAX_STACK),
        clip(e.url, MAX_URL),
        at,
        at,
      ],
    );
    const row = (await this.db.get('SELECT * FROM app_errors WHERE app_id = ? AND fingerprint = ?', [appId, fingerprint]))!;
    if (Number(row.count) === 1) await this.prune(appId);
    return toRow(row);
  }

  private async prune(appId: string): Promise<void> {
    const count = await this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM app_errors WHERE app_id = ?', [appId]);
    const excess = Number(count?.n ?? 0) - MAX_ERRORS_PER_APP;
    if (excess <= 0) return;
    const old = await this.db.all<{ id: string }>('SELECT id FROM app_errors WHERE app_id = ? ORDER BY last_seen_at ASC, id ASC LIMIT ?', [
      appId,
      excess,
    ]);
    for (const r of old) await this.db.run('DELETE FROM app_errors WHERE id = ?', [r.id]);
  }

  /** Most recent first (by last occurrence), with the total number of distinct errors. */
  async listRecent(appId: string, limit = 20): Promise<{ errors: RuntimeErrorRow[]; total: number }> {
    const rows = await this.db.all('SELECT * FROM app_errors WHERE app_id = ? ORDER BY last_seen_at DESC, id ASC LIMIT ?', [appId, limit]);
    const count = await this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM app_errors WHERE app_id = ?', [appId]);
    return { errors: rows.map(toRow), total: Number(count?.n ?? 0) };
  }
}

/** One recorded runtime error as tools return it (get_errors, inspect_preview). */
export const runtimeErrorOutput = z.object({
  error_id: z.string(),
  kind: z.string(),
  message: z.string(),
  path: z.string().nullable(),
  line: z.number().nullable(),
  column: z.number().nullable(),
  stack: z.string().nullable(),
  url: z.string().nullable(),
  count: z.number(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  fingerprint: z.string(),
});
