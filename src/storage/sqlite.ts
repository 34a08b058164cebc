import { DatabaseSync, type StatementSync } from 'node:sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WriteReply, WriteRequest } from './sqlite-writer.ts';
import { UniqueViolation, type Db, type Queryable, type Row, type SqlValue } from './db.ts';

/** Prepared statements kept per connection; the rest are prepared again when next used. */
export const STATEMENT_CACHE_SIZE = 200;

type Bindable = string | number | bigint | null | Uint8Array;

function bind(params: SqlValue[]): Bindable[] {
  // Most parameter lists have no boolean: they are passed on as they are (audit batches hold thousands).
  for (const p of params) if (typeof p === 'boolean') return params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
  return params as Bindable[];
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
  private readonly file: string;
  private writer: Worker | null = null;
  private nextWrite = 0;
  private lastWrite: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly pendingWrites = new Map<number, { resolve: (n: number) => void; reject: (e: Error) => void }>();

  constructor(file: string) {
    this.file = file;
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.raw = new DatabaseSync(file);
    this.raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  }

  /**
   * Prepared statements by SQL text, least recently used first (a Map keeps insertion order). Bounded:
   * SQL built with a variable number of placeholders must not pin one statement per shape forever.
   */
  private prepare(sql: string): StatementSync {
    let stmt = this.statements.get(sql);
    if (stmt) {
      this.statements.delete(sql);
      this.statements.set(sql, stmt);
      return stmt;
    }
    stmt = this.raw.prepare(sql);
    this.statements.set(sql, stmt);
    if (this.statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.statements.keys().next().value as string;
      this.statements.delete(oldest);
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

  /** In a worker thread on its own connection (an in-memory store, which has none, writes inline). */
  writeInBackground(statements: Array<[sql: string, params: SqlValue[]]>): Promise<number> {
    if (this.file === ':memory:') {
      return this.transaction(async (tx) => {
        let changes = 0;
        for (const [sql, params] of statements) changes += (await tx.run(sql, params)).changes;
        return changes;
      });
    }
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    const worker = this.startWriter();
    const id = ++this.nextWrite;
    const done = new Promise<number>((resolve, reject) => {
      // Referenced while writes are pending, so the process does not exit under them.
      if (this.pendingWrites.size === 0) worker.ref();
      this.pendingWrites.set(id, { resolve, reject });
      worker.postMessage({ id, statements: statements.map(([sql, params]) => [sql, bind(params)]) } satisfies WriteRequest);
    });
    this.lastWrite = done.then(
      () => {},
      () => {},
    );
    return done;
  }

  private startWriter(): Worker {
    if (this.writer) return this.writer;
    const worker = new Worker(new URL('./sqlite-writer.ts', import.meta.url), { workerData: { file: this.file } });
    // Idle, it must not keep the process alive; close() waits for what was sent.
    worker.unref();
    worker.on('message', (reply: WriteReply) => {
      const pending = this.pendingWrites.get(reply.id);
      if (!pending) return;
      this.pendingWrites.delete(reply.id);
      if (this.pendingWrites.size === 0) worker.unref();
      if (reply.error !== undefined) pending.reject(new Error(reply.error));
      else pending.resolve(reply.changes ?? 0);
    });
    const failAll = (err: Error) => {
      for (const p of this.pendingWrites.values()) p.reject(err);
      this.pendingWrites.clear();
      if (this.writer === worker) this.writer = null;
    };
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('the SQLite background writer stopped')));
    this.writer = worker;
    return worker;
  }

  private async stopWriter(): Promise<void> {
    const worker = this.writer;
    if (!worker) return;
    // The worker answers in order: once the last write sent is settled, all are.
    await this.lastWrite;
    this.writer = null;
    const exited = new Promise<void>((r) => worker.once('exit', () => r()));
    worker.ref();
    worker.postMessage('close');
    await exited;
  }

  async ping(): Promise<void> {
    await this.get('SELECT 1 AS ok');
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stopWriter();
    while (this.gate) await this.gate;
    this.statements.clear();
    this.raw.close();
  }
}
