import pg from 'pg';
import { UniqueViolation, type Db, type Queryable, type Row, type SqlValue } from './db.ts';

// BIGINT (times in ms, counts) comes back as a JS number, as it does from SQLite.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const placeholderCache = new Map<string, string>();

/** Rewrites `?` placeholders to `$1..$n`, leaving quoted strings alone. */
export function toPgPlaceholders(sql: string): string {
  const cached = placeholderCache.get(sql);
  if (cached) return cached;
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === '?') {
      out += `$${++n}`;
    } else out += ch;
  }
  // Bounded: SQL with a variable number of placeholders must not grow the cache forever.
  if (placeholderCache.size >= 1000) placeholderCache.clear();
  placeholderCache.set(sql, out);
  return out;
}

function bind(params: SqlValue[]): unknown[] {
  return params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : typeof p === 'bigint' ? p.toString() : p));
}

function translateError(err: unknown): unknown {
  if ((err as { code?: string }).code === '23505') return new UniqueViolation(err);
  return err;
}

type Client = pg.Pool | pg.PoolClient;

async function query<_T>(client: Client, sql: string, params: SqlValue[]): Promise<pg.QueryResult<any>> {
  try {
    return await client.query<any>(toPgPlaceholders(sql), bind(params));
  } catch (err) {
    throw translateError(err);
  }
}

function queryable(client: Client, self: PostgresDb): Queryable {
  return {
    dialect: 'postgres',
    all: async <T = Row>(sql: string, params: SqlValue[] = []) => (await query<T>(client, sql, params)).rows as T[],
    get: async <T = Row>(sql: string, params: SqlValue[] = []) => (await query<T>(client, sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params: SqlValue[] = []) => ({ changes: (await query(client, sql, params)).rowCount ?? 0 }),
    transaction: (fn) => (client === self.pool ? self.transaction(fn) : fn(queryable(client, self))),
    exec: async (sql: string) => void (await client.query(sql)),
  };
}

/**
 * PostgreSQL for scale-out: stateless API nodes and workers share one database.
 * `schema` isolates a store inside one database (each test run gets its own).
 */
export class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  readonly pool: pg.Pool;
  readonly schema: string | null;
  private readonly direct: Queryable;

  constructor(url: string, schema: string | null = null, max = 10) {
    this.schema = schema;
    this.pool = new pg.Pool({
      connectionString: url,
      max,
      options: schema ? `-c search_path=${schema}` : undefined,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    this.pool.on('error', () => {});
    this.direct = queryable(this.pool, this);
  }

  all<T = Row>(sql: string, params?: SqlValue[]) {
    return this.direct.all<T>(sql, params);
  }
  get<T = Row>(sql: string, params?: SqlValue[]) {
    return this.direct.get<T>(sql, params);
  }
  run(sql: string, params?: SqlValue[]) {
    return this.direct.run(sql, params);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        const result = await fn(queryable(client, this));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      }
    } finally {
      client.release();
    }
  }

  writeInBackground(statements: Array<[sql: string, params: SqlValue[]]>): Promise<number> {
    return this.transaction(async (tx) => {
      let changes = 0;
      for (const [sql, params] of statements) changes += (await tx.run(sql, params)).changes;
      return changes;
    });
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
