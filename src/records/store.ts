/**
 * Row-level access to the `records` table (see migrations.ts). Every function takes the Queryable
 * to run on, so the service composes them inside one transaction. SQL differs per dialect only
 * where JSON is read or written (JSON TEXT vs JSONB) and for row locks.
 */
import type { Queryable, SqlValue } from '../storage/index.ts';
import { indexSpecs, type Compiled, type IndexSpec } from './sql.ts';
import type { EntitySchema } from './schema.ts';

export interface StoredRecord {
  id: string;
  data: Record<string, unknown>;
  created_date: number;
  updated_date: number;
  created_by: string | null;
}

const COLUMNS = 'id, data, created_date, updated_date, created_by';

export function toStored(row: any): StoredRecord {
  return {
    id: row.id,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : (row.data ?? {}),
    created_date: Number(row.created_date),
    updated_date: Number(row.updated_date),
    created_by: row.created_by ?? null,
  };
}

/** `id IN (...)` for a JSON list of ids, one statement whatever the list's length. */
function idsIn(q: Queryable): string {
  return q.dialect === 'sqlite' ? 'id IN (SELECT value FROM json_each(?))' : 'id IN (SELECT jsonb_array_elements_text(?::jsonb))';
}

const forUpdate = (q: Queryable, lock?: boolean) => (lock && q.dialect === 'postgres' ? ' FOR UPDATE' : '');

export async function selectPage(
  q: Queryable,
  appId: string,
  entity: string,
  where: Compiled,
  orderBy: string,
  limit: number,
  offset: number,
): Promise<StoredRecord[]> {
  const rows = await q.all(
    `SELECT ${COLUMNS} FROM records WHERE app_id = ? AND entity = ? AND (${where.sql}) ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    [appId, entity, ...where.params, limit, offset],
  );
  return rows.map(toStored);
}

/**
 * How many records match `where`, counting at most `max` (a bounded subquery: the cost is that of
 * reading `max` index entries, not every match).
 */
export async function countWhere(q: Queryable, appId: string, entity: string, where: Compiled, max: number): Promise<number> {
  const row = await q.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM records WHERE app_id = ? AND entity = ? AND (${where.sql}) LIMIT ?) matched`,
    [appId, entity, ...where.params, max],
  );
  return Number(row?.n ?? 0);
}

/** Records matching `where` (and, when given, one of `ids`), in id order, locked for update on PostgreSQL. */
export async function selectForWrite(
  q: Queryable,
  appId: string,
  entity: string,
  where: Compiled,
  ids: string[] | null,
  max: number,
  lock = true,
): Promise<StoredRecord[]> {
  const idPart = ids ? ` AND ${idsIn(q)}` : '';
  const rows = await q.all(
    `SELECT ${COLUMNS} FROM records WHERE app_id = ? AND entity = ?${idPart} AND (${where.sql}) ORDER BY id LIMIT ?${forUpdate(q, lock)}`,
    [appId, entity, ...(ids ? [JSON.stringify(ids)] : []), ...where.params, max],
  );
  return rows.map(toStored);
}

export async function existingIds(q: Queryable, appId: string, entity: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await q.all<{ id: string }>(`SELECT id FROM records WHERE app_id = ? AND entity = ? AND ${idsIn(q)}`, [
    appId,
    entity,
    JSON.stringify(ids),
  ]);
  return rows.map((r) => r.id);
}

/**
 * The ids among `ids` that exist as records of `entity`, locked on PostgreSQL (FOR KEY SHARE) until
 * the transaction ends: a concurrent delete of one of them waits, then finds the new referrer. Row
 * updates (FOR NO KEY UPDATE) are not blocked. SQLite serialises write transactions anyway.
 */
export async function lockExistingIds(q: Queryable, appId: string, entity: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const lock = q.dialect === 'postgres' ? ' ORDER BY id FOR KEY SHARE' : '';
  const rows = await q.all<{ id: string }>(`SELECT id FROM records WHERE app_id = ? AND entity = ? AND ${idsIn(q)}${lock}`, [
    appId,
    entity,
    JSON.stringify(ids),
  ]);
  return rows.map((r) => r.id);
}

/** Records of `entity` whose relation `field` names one of `ids`: the count and a sample of their ids. */
export async function referringRecords(
  q: Queryable,
  appId: string,
  entity: string,
  field: string,
  ids: string[],
  sample = 20,
): Promise<{ count: number; record_ids: string[] }> {
  if (!ids.length) return { count: 0, record_ids: [] };
  if (!/^[a-z_][a-z0-9_]*$/.test(field)) return { count: 0, record_ids: [] };
  const value = q.dialect === 'sqlite' ? `json_extract(data, '$.${field}')` : `(data ->> '${field}')`;
  const isText = q.dialect === 'sqlite' ? `json_type(data, '$.${field}') = 'text'` : `jsonb_typeof(data -> '${field}') = 'string'`;
  const inList = q.dialect === 'sqlite' ? 'IN (SELECT value FROM json_each(?))' : 'IN (SELECT jsonb_array_elements_text(?::jsonb))';
  const where = `FROM records WHERE app_id = ? AND entity = ? AND ${isText} AND ${value} ${inList}`;
  const params = [appId, entity, JSON.stringify(ids)];
  const n = await q.get<{ n: number }>(`SELECT COUNT(*) AS n ${where}`, params);
  const count = Number(n?.n ?? 0);
  if (!count) return { count: 0, record_ids: [] };
  const rows = await q.all<{ id: string }>(`SELECT id ${where} ORDER BY id LIMIT ?`, [...params, sample]);
  return { count, record_ids: rows.map((r) => r.id) };
}

export async function countEntity(q: Queryable, appId: string, entity: string): Promise<number> {
  const row = await q.get<{ n: number }>('SELECT COUNT(*) AS n FROM records WHERE app_id = ? AND entity = ?', [appId, entity]);
  return Number(row?.n ?? 0);
}

export async function countByEntity(q: Queryable, appId: string): Promise<Record<string, number>> {
  const rows = await q.all<{ entity: string; n: number }>('SELECT entity, COUNT(*) AS n FROM records WHERE app_id = ? GROUP BY entity', [
    appId,
  ]);
  const out: Record<string, number> = {};
  for (const r of rows) out[r.entity] = Number(r.n);
  return out;
}

const PG_BATCH = 2000;

export async function insertRecords(
  q: Queryable,
  appId: string,
  entity: string,
  rows: Array<{ id: string; data: Record<string, unknown> }>,
  at: number,
  createdBy: string | null,
): Promise<void> {
  if (q.dialect === 'sqlite') {
    const sql = 'INSERT INTO records (app_id, entity, id, data, created_date, updated_date, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)';
    for (const r of rows) await q.run(sql, [appId, entity, r.id, JSON.stringify(r.data), at, at, createdBy]);
    return;
  }
  // One statement per batch: the rows travel as one JSON array.
  for (let i = 0; i < rows.length; i += PG_BATCH) {
    const part = rows.slice(i, i + PG_BATCH).map((r) => ({ id: r.id, d: r.data }));
    await q.run(
      `INSERT INTO records (app_id, entity, id, data, created_date, updated_date, created_by)
       SELECT ?, ?, e ->> 'id', e -> 'd', ?, ?, ? FROM jsonb_array_elements(?::jsonb) AS e`,
      [appId, entity, at, at, createdBy, JSON.stringify(part)],
    );
  }
}

export async function updateRecords(
  q: Queryable,
  appId: string,
  entity: string,
  rows: Array<{ id: string; data: Record<string, unknown> }>,
  at: number,
): Promise<number> {
  let changed = 0;
  if (q.dialect === 'sqlite') {
    const sql = 'UPDATE records SET data = ?, updated_date = ? WHERE app_id = ? AND entity = ? AND id = ?';
    for (const r of rows) changed += (await q.run(sql, [JSON.stringify(r.data), at, appId, entity, r.id])).changes;
    return changed;
  }
  for (let i = 0; i < rows.length; i += PG_BATCH) {
    const part = rows.slice(i, i + PG_BATCH).map((r) => ({ id: r.id, d: r.data }));
    const res = await q.run(
      `UPDATE records AS r SET data = e -> 'd', updated_date = ?
       FROM jsonb_array_elements(?::jsonb) AS e
       WHERE r.app_id = ? AND r.entity = ? AND r.id = (e ->> 'id')`,
      [at, JSON.stringify(part), appId, entity],
    );
    changed += res.changes;
  }
  return changed;
}

export async function deleteRecords(q: Queryable, appId: string, entity: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return (await q.run(`DELETE FROM records WHERE app_id = ? AND entity = ? AND ${idsIn(q)}`, [appId, entity, JSON.stringify(ids)])).changes;
}

/** Walks every record of an entity in id order, `batch` at a time (keyset pagination on the primary key). */
export async function* scanEntity(q: Queryable, appId: string, entity: string, batch = 1000): AsyncGenerator<StoredRecord[]> {
  let after = '';
  for (;;) {
    const rows = (
      await q.all(`SELECT ${COLUMNS} FROM records WHERE app_id = ? AND entity = ? AND id > ? ORDER BY id LIMIT ?`, [
        appId,
        entity,
        after,
        batch,
      ])
    ).map(toStored);
    if (!rows.length) return;
    yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Entities that have records, with their counts. */
export async function entitiesWithRecords(q: Queryable, appId: string): Promise<Map<string, number>> {
  return new Map(Object.entries(await countByEntity(q, appId)));
}

/**
 * Relation values of `field` that name no record of `target`: SQL anti-join on the primary key.
 * Returns the count and a sample of the referring record ids.
 */
export async function danglingReferences(
  q: Queryable,
  appId: string,
  entity: string,
  field: string,
  target: string,
  sample = 20,
): Promise<{ count: number; record_ids: string[]; missing_ids: string[] }> {
  const value = q.dialect === 'sqlite' ? `json_extract(r.data, '$.${field}')` : `(r.data ->> '${field}')`;
  const isText = q.dialect === 'sqlite' ? `json_type(r.data, '$.${field}') = 'text'` : `jsonb_typeof(r.data -> '${field}') = 'string'`;
  const from = `FROM records r WHERE r.app_id = ? AND r.entity = ? AND ${isText}
    AND NOT EXISTS (SELECT 1 FROM records t WHERE t.app_id = r.app_id AND t.entity = ? AND t.id = ${value})`;
  const params: SqlValue[] = [appId, entity, target];
  const n = await q.get<{ n: number }>(`SELECT COUNT(*) AS n ${from}`, params);
  const rows = await q.all<{ id: string; v: string }>(`SELECT r.id AS id, ${value} AS v ${from} ORDER BY r.id LIMIT ?`, [
    ...params,
    sample,
  ]);
  return { count: Number(n?.n ?? 0), record_ids: rows.map((r) => r.id), missing_ids: [...new Set(rows.map((r) => r.v))] };
}

// ---------------------------------------------------------------------------------------------
// Field indexes
// ---------------------------------------------------------------------------------------------

export interface IndexSync {
  indexes: Array<{ name: string; fields: string[] }>;
  created: string[];
  dropped: string[];
}

/** Makes the database indexes of an entity match its schema's `indexes` (none when schema is null). */
export async function syncIndexes(q: Queryable, appId: string, entity: string, schema: EntitySchema | null): Promise<IndexSync> {
  const want: IndexSpec[] = schema ? indexSpecs(q.dialect, appId, schema) : [];
  const have = await q.all<{ name: string }>('SELECT name FROM record_indexes WHERE app_id = ? AND entity = ?', [appId, entity]);
  const haveNames = new Set(have.map((r) => r.name));
  const wantNames = new Set(want.map((w) => w.name));
  const dropped: string[] = [];
  const created: string[] = [];
  for (const name of haveNames) {
    if (wantNames.has(name)) continue;
    if (!/^rx_[0-9a-f]{24}$/.test(name)) continue;
    await q.exec(`DROP INDEX IF EXISTS ${name}`);
    await q.run('DELETE FROM record_indexes WHERE name = ?', [name]);
    dropped.push(name);
  }
  for (const spec of want) {
    if (haveNames.has(spec.name)) continue;
    await q.exec(spec.ddl);
    await q.run(
      'INSERT INTO record_indexes (name, app_id, entity, fields, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING',
      [spec.name, appId, entity, JSON.stringify(spec.fields), Date.now()],
    );
    created.push(spec.name);
  }
  return { indexes: want.map((w) => ({ name: w.name, fields: w.fields })), created, dropped };
}
