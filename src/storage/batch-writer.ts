import type { Logger } from 'pino';
import type { Db, SqlValue } from './db.ts';

const FLUSH_MS = 50;
const FLUSH_ROWS = 1000;
// 500 rows × ≤ 20 columns stays under both SQLite's (32,766) and PostgreSQL's (65,535) parameter limits.
const ROWS_PER_INSERT = 500;

/**
 * Appends rows to a log table in batches: every 50 ms or 1,000 rows, in one transaction of multi-row
 * INSERTs, so a hot path (every tool call, every denied request) does not pay a write of its own.
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
      const tuple = `(${this.columns.map(() => '?').join(', ')})`;
      try {
        await this.db.transaction(async (tx) => {
          for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
            const chunk = rows.slice(i, i + ROWS_PER_INSERT);
            await tx.run(
              `INSERT INTO ${this.table} (${this.columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`,
              chunk.flatMap(this.values),
            );
          }
        });
      } catch (err) {
        this.log.error({ err, table: this.table, rows: rows.length }, 'batched write failed');
      }
    });
    return this.flushing;
  }
}
