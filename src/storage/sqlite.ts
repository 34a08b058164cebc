import { DatabaseSync, type StatementSync } from 'node:sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { UniqueViolation, type Db, type Queryable, type Row, type SqlValue } from './db.ts';

type Bindable = string | number | bigint | null | Uint8Array;

function bind(params: SqlValue[]): Bindable[] {
  return params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

function translateError(err: unknown): unknown {
  const code = (err as { errcode?: number }).errcode;
  // 2067 SQLITE_CONSTRAINT_UNIQUE, 1555 SQLITE_CONSTRAINT_PRIMARYKEY
  if (code === 2067 || code === 1555) return new UniqueViolation(err);
  return err;
}

/**
 * SQLite through Node's built-in driver (no native addon to build). The driver is synchronous and
 * a single connection is shared, so an open transaction must not interleave with other callers'
 * statements: everyone outside the transaction waits on `gate` until it commits. Every waiter checks
 * the gate again right before its statement, in the same synchronous step (no `await` in between).
 */
export class SqliteDb implements Db {
  readonly dialect = 'sqlite' as const;
  private readonly raw: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private gate: Promise<void> | null = null;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.raw = new DatabaseSync(file);
    this.raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  }

  private prepare(sql: string): StatementSync {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.raw.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  private allNow<T>(sql: string, params: SqlValue[]): T[] {
    try {
      return this.prepare(sql).all(...bind(params)) as T[];
    } catch (err) {
      throw translateError(err);
    }
  }

  private runNow(sql: string, params: SqlValue[]): { changes: number } {
    try {
      const r = this.prepare(sql).run(...bind(params));
      return { changes: Number(r.changes) };
    } catch (err) {
      throw translateError(err);
    }
  }

  async all<T = Row>(sql: string, params: SqlValue[] = []): Promise<T[]> {
    while (this.gate) await this.gate;
    return this.allNow<T>(sql, params);
  }

  async get<T = Row>(sql: string, params: SqlValue[] = []): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  async run(sql: string, params: SqlValue[] = []): Promise<{ changes: number }> {
    while (this.gate) await this.gate;
    return this.runNow(sql, params);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    // The check and the taking of the gate run in one synchronous step: with an `await` between them,
    // two waiters released together would both see the gate open and both BEGIN.
    while (this.gate) await this.gate;
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    const tx: Queryable = {
      dialect: 'sqlite',
      all: async <R = Row>(sql: string, params: SqlValue[] = []) => this.allNow<R>(sql, params),
      get: async <R = Row>(sql: string, params: SqlValue[] = []) => this.allNow<R>(sql, params)[0],
      run: async (sql: string, params: SqlValue[] = []) => this.runNow(sql, params),
      transaction: (inner) => inner(tx),
      exec: async (sql: string) => void this.raw.exec(sql),
    };
    try {
      this.raw.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(tx);
        this.raw.exec('COMMIT');
        return result;
      } catch (err) {
        this.raw.exec('ROLLBACK');
        throw err;
      }
    } finally {
      this.gate = null;
      release();
    }
  }

  async exec(sql: string): Promise<void> {
    while (this.gate) await this.gate;
    this.raw.exec(sql);
  }

  async ping(): Promise<void> {
    await this.get('SELECT 1 AS ok');
  }

  async close(): Promise<void> {
    while (this.gate) await this.gate;
    this.statements.clear();
    this.raw.close();
  }
}
