import type { Logger } from 'pino';
import type { Db, SqlValue } from './db.ts';

const FLUSH_MS = 50;
const FLUSH_ROWS = 1000;
/**
 * Rows per multi-row INSERT, largest first. A batch of any size is written as chunks of these sizes
 * only (e.g. 347 = 3×100 + 4×10 + 7×1), so the database sees three statement shapes, not one per
 * batch size (each distinct SQL text is a prepared statement the driver keeps). 100 rows × ≤ 20
 * columns stays far under SQLite's (32,766) and PostgreSQL's (65,535) parameter limits.
 */
export const CHUNK_SIZES = [100, 10, 1] as const;

/** How a batch of `n` rows is cut into chunks of CHUNK_SIZES. */
export function chunkPlan(n: number): number[] {
  const plan: number[] = [];
  let left = n;
  for (const size of CHUNK_SIZES) {
    while (left >= size) {
      plan.push(size);
      left -= size;
    }
  }
  return plan;
}

/**
 * Appends rows to a log table in batches: every 50 ms or 1,000 rows, in one transaction of multi-row
 * INSERTs, so a hot path (every tool call, every denied request) does not pay a write of its own.
 * The transaction runs through `db.writeInBackground` (on SQLite a worker thread), so neither the
 * inserts nor the commit run on the thread that answers requests.
 * A failed write is logged, not thrown: it must not fail the requests that produced the rows.
 */
export class BatchWriter<T> {
  private buffer: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly db: Db;
  private readonly log: Logger;
  private readonly table: string;
  private readonly columns: readonly string[];
  private readonly values: (row: T) => SqlValue[];

  constructor(db: Db, log: Logger, table: string, columns: readonly string[], values: (row: T) => SqlValue[]) {
    this.db = db;
    this.log = log;
    this.table = table;
    this.columns = columns;
    this.values = values;
  }

  private readonly statements = new Map<number, string>();
  private insertSql(rows: number): string {
    let sql = this.statements.get(rows);
    if (!sql) {
      const tuple = `(${this.columns.map(() => '?').join(', ')})`;
      sql = `INSERT INTO ${this.table} (${this.columns.join(', ')}) VALUES ${Array(rows).fill(tuple).join(', ')}`;
      this.statements.set(rows, sql);
    }
    return sql;
  }

  add(row: T): void {
    this.buffer.push(row);
    if (this.buffer.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes every buffered row; resolves when they are in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(async () => {
      if (!rows.length) return;
      try {
        const statements: Array<[string, SqlValue[]]> = [];
        let i = 0;
        for (const size of chunkPlan(rows.length)) {
          // One parameter array per chunk, filled in place (no per-chunk slice and flatMap copies).
          const params: SqlValue[] = [];
          for (const end = i + size; i < end; i++) for (const v of this.values(rows[i]!)) params.push(v);
          statements.push([this.insertSql(size), params]);
        }
        await this.db.writeInBackground(statements);
      } catch (err) {
        this.log.error({ err, table: this.table, rows: rows.length }, 'batched write failed');
      }
    });
    return this.flushing;
  }
}
