import type { Logger } from 'pino';
import type { Db } from './db.ts';

/** Rows written since the last analysis that make it worth running again. */
const ROWS_BEFORE_ANALYZE = 1000;
/** Wait after the last bulk write (so its transaction has committed and a load in pieces is one). */
const SETTLE_MS = 500;

/**
 * Keeps the query planner's statistics of a table current after bulk loads and index creation.
 * Without them PostgreSQL plans a freshly loaded table as if it were tiny: it sorts 100k rows
 * instead of scanning an index in order. Runs `ANALYZE <table>` on PostgreSQL (`PRAGMA optimize` on
 * SQLite) through the background writer, debounced, at most one at a time.
 */
export class PlannerStats {
  private readonly db: Db;
  private readonly log: Logger;
  private readonly table: string;
  private rows = 0;
  private indexChanged = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(db: Db, log: Logger, table: string) {
    this.db = db;
    this.log = log;
    this.table = table;
  }

  /** `n` rows were inserted (or rewritten) in `table`. */
  noteRows(n: number): void {
    this.rows += n;
    if (this.rows >= ROWS_BEFORE_ANALYZE) this.schedule();
  }

  /** An index on `table` was created. */
  noteIndex(): void {
    this.indexChanged = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), SETTLE_MS);
    this.timer.unref();
  }

  private run(): Promise<void> {
    this.timer = null;
    if (!this.rows && !this.indexChanged) return this.running;
    this.rows = 0;
    this.indexChanged = false;
    const sql = this.db.dialect === 'postgres' ? `ANALYZE ${this.table}` : 'PRAGMA optimize';
    this.running = this.running
      .then(() => this.db.writeInBackground([[sql, []]]))
      .then(
        () => {},
        (err) => this.log.warn({ err, table: this.table }, 'updating planner statistics failed'),
      );
    return this.running;
  }

  /** Runs a pending analysis now and resolves when none is left (benchmarks, tests, shutdown). */
  settled(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      return this.run();
    }
    return this.running;
  }
}
