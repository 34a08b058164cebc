/**
 * The background writer of a SQLite store: a worker thread with its own connection to the same file.
 * Log tables (the tool-call audit, security events) are written here, so their inserts and commits
 * don't run on the thread that answers requests (SQLite's driver is synchronous). WAL mode lets the
 * main connection read meanwhile; writers take turns through SQLite's lock (busy_timeout).
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

export interface WriteRequest {
  id: number;
  statements: Array<[sql: string, params: Array<string | number | bigint | null | Uint8Array>]>;
}
export interface WriteReply {
  id: number;
  changes?: number;
  error?: string;
}

const db = new DatabaseSync((workerData as { file: string }).file);
db.exec('PRAGMA busy_timeout = 10000; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
const statements = new Map<string, StatementSync>();

function prepare(sql: string): StatementSync {
  let stmt = statements.get(sql);
  if (!stmt) {
    // The callers use a few fixed shapes; the bound only guards against a caller that does not.
    if (statements.size >= 50) statements.clear();
    stmt = db.prepare(sql);
    statements.set(sql, stmt);
  }
  return stmt;
}

parentPort!.on('message', (req: WriteRequest | 'close') => {
  if (req === 'close') {
    db.close();
    parentPort!.close();
    return;
  }
  let changes = 0;
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const [sql, params] of req.statements) changes += Number(prepare(sql).run(...params).changes);
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
    parentPort!.postMessage({ id: req.id, changes } satisfies WriteReply);
  } catch (err) {
    parentPort!.postMessage({ id: req.id, error: (err as Error).message } satisfies WriteReply);
  }
});
