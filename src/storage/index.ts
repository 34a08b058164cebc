import path from 'node:path';
import type { Config } from '../config.ts';
import { sqlFor, type Db, type Migration } from './db.ts';
import { PostgresDb } from './postgres.ts';
import { SqliteDb } from './sqlite.ts';

export type { Db, Queryable, Migration, Row, SqlValue, Dialect } from './db.ts';
export { isUniqueViolation, UniqueViolation } from './db.ts';

/** Opens the configured store: PostgreSQL when DATABASE_URL is set, else SQLite in the data folder. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, schema: string | null = null): Db {
  if (config.databaseUrl) return new PostgresDb(config.databaseUrl, schema);
  return new SqliteDb(path.join(config.dataDir, 'fine-structure.db'));
}

/**
 * Applies pending migrations in order, all in one transaction. On PostgreSQL an advisory lock
 * makes concurrent starts of several nodes wait for each other instead of racing.
 */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.id)) throw new Error(`duplicate migration id ${m.id}`);
    seen.add(m.id);
  }
  return db.transaction(async (tx) => {
    if (tx.dialect === 'postgres') await tx.exec('SELECT pg_advisory_xact_lock(815246001)');
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)');
    const done = new Set((await tx.all<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await tx.exec(sqlFor(m, tx.dialect));
      await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [m.id, Date.now()]);
      applied.push(m.id);
    }
    return applied;
  });
}
