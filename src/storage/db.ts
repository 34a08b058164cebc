/**
 * The one database interface every area uses. SQL is written once with `?` placeholders in the
 * common subset of SQLite and PostgreSQL; the few places that differ ask `db.dialect`.
 * Conventions: ids are TEXT, times are BIGINT milliseconds, booleans are INTEGER 0/1, JSON is TEXT
 * unless an area's migration says otherwise for PostgreSQL.
 */
export type Dialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | bigint | null | Uint8Array | boolean;
export type Row = Record<string, any>;

export interface Queryable {
  readonly dialect: Dialect;
  all<T = Row>(sql: string, params?: SqlValue[]): Promise<T[]>;
  get<T = Row>(sql: string, params?: SqlValue[]): Promise<T | undefined>;
  run(sql: string, params?: SqlValue[]): Promise<{ changes: number }>;
  /** Runs `fn` in one transaction; nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Runs the statements in one transaction, away from the thread that answers requests where the
   * store allows it (SQLite: a worker thread with its own connection; PostgreSQL: the pool). For
   * append-only logs and their pruning; resolves with the rows changed once committed.
   */
  writeInBackground(statements: Array<[sql: string, params: SqlValue[]]>): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A migration is applied once, in list order. One SQL text serves both dialects; where they differ
 * only in a type, write a placeholder: `{{blob}}` (BLOB / BYTEA) or `{{serial_pk}}` (an
 * auto-increment integer primary key). Give `{ sqlite, postgres }` only where more differs.
 */
export interface Migration {
  id: string;
  sql: string | { sqlite: string; postgres: string };
}

const PLACEHOLDERS: Record<Dialect, Record<string, string>> = {
  sqlite: { blob: 'BLOB', serial_pk: 'INTEGER PRIMARY KEY AUTOINCREMENT' },
  postgres: { blob: 'BYTEA', serial_pk: 'BIGSERIAL PRIMARY KEY' },
};

export function sqlFor(migration: Migration, dialect: Dialect): string {
  const sql = typeof migration.sql === 'string' ? migration.sql : migration.sql[dialect];
  return sql.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = PLACEHOLDERS[dialect][name];
    if (!value) throw new Error(`unknown migration placeholder ${whole}`);
    return value;
  });
}

/** Error thrown by either adapter on a unique-key violation, so callers need not know the driver. */
export class UniqueViolation extends Error {
  constructor(cause: unknown) {
    super('unique constraint violated', { cause });
  }
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof UniqueViolation;
}
