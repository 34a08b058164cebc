/**
 * Relations between entities: the reference checks of a write (a relation value names an existing
 * record; a referenced record is not deleted) and the whole-app report of validate_entity_relationships.
 */
import { ServiceError } from '../platform/errors.ts';
import type { Db, Queryable } from '../storage/index.ts';
import type { EntitySchemaFiles } from './schema-files.ts';
import { ownValue, problemsOfStored, type EntitySchema, type FieldDef, type Problem } from './schema.ts';
import * as store from './store.ts';
import { problemsError } from './writes.ts';

/**
 * Relation values must name an existing record of their target entity (or be unset). Checked in
 * the write's transaction; on PostgreSQL the targets found stay locked (FOR KEY SHARE) until it
 * commits, so a concurrent delete of a target waits and then finds this record as a referrer.
 * `rows` are the values written (for updates only the changes: an existing dangling value does not
 * block unrelated changes); `batch` the ids created by this call, which records of the same entity
 * may name (a parent and its children seeded together).
 */
export async function checkReferences(
  q: Queryable,
  appId: string,
  schema: EntitySchema,
  rows: Array<{ index?: number; data: Record<string, unknown> }>,
  listName: string,
  batch: ReadonlySet<string> = new Set(),
): Promise<void> {
  const relations = schema.fields.filter((f) => f.type === 'relation' && f.target);
  if (!relations.length) return;
  const relationValue = (data: Record<string, unknown>, f: FieldDef): string | null => {
    const v = ownValue(data, f.name);
    if (typeof v !== 'string') return null;
    return f.target === schema.name && batch.has(v) ? null : v;
  };
  const wanted = new Map<string, Set<string>>();
  for (const r of rows)
    for (const f of relations) {
      const v = relationValue(r.data, f);
      if (v !== null) (wanted.get(f.target!) ?? wanted.set(f.target!, new Set()).get(f.target!)!).add(v);
    }
  if (!wanted.size) return;
  const found = new Map<string, Set<string>>();
  for (const [target, ids] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1)))
    found.set(target, new Set(await store.lockExistingIds(q, appId, target, [...ids].sort())));
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const r of rows)
    for (const f of relations) {
      const v = relationValue(r.data, f);
      if (v === null || found.get(f.target!)!.has(v)) continue;
      const message = `names no existing ${f.target} record ("${v.slice(0, 64)}"); give the id of a ${f.target} record, or leave it empty`;
      if (seen.has(`${f.name}\u0000${message}`)) continue;
      seen.add(`${f.name}\u0000${message}`);
      problems.push({ ...(r.index !== undefined ? { index: r.index } : {}), field: f.name, message });
    }
  if (problems.length) throw problemsError(`Invalid ${schema.name} references`, problems, listName);
}

/**
 * Deleting a record that other records name in a relation is refused (`conflict`, with the
 * referrers counted per entity and field); records deleted by the same call do not count. Run after
 * the DELETE, in its transaction.
 */
export async function refuseIfReferenced(
  q: Queryable,
  schemaFiles: EntitySchemaFiles,
  appId: string,
  entity: string,
  ids: string[],
): Promise<void> {
  const { schemas } = await schemaFiles.loadSchemas(appId, q);
  const gone = new Set(ids);
  const referrers: Array<{ entity: string; field: string; count: number; record_ids: string[] }> = [];
  for (const [name, schema] of [...schemas].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const f of schema.fields) {
      if (f.type !== 'relation' || f.target !== entity) continue;
      // Deleted rows are gone already, so a self-reference among them no longer counts.
      const r = await store.referringRecords(q, appId, name, f.name, ids);
      if (r.count) referrers.push({ entity: name, field: f.name, count: r.count, record_ids: r.record_ids.filter((id) => !gone.has(id)) });
    }
  }
  if (!referrers.length) return;
  const total = referrers.reduce((n, r) => n + r.count, 0);
  throw new ServiceError(
    'conflict',
    `${total} record${total === 1 ? '' : 's'} still refer${total === 1 ? 's' : ''} to ${ids.length === 1 ? 'this' : 'these'} ${entity} record${ids.length === 1 ? '' : 's'} (` +
      referrers.map((r) => `${r.count} ${r.entity}.${r.field}`).join(', ') +
      '); delete those records or clear their reference first. Nothing was deleted.',
    { referrers },
  );
}

/**
 * Relations and their targets: schema files that cannot be read, relation fields whose target
 * entity has no schema, records whose relation value names no existing record, records of
 * entities without a schema, and stored values that no longer fit their schema.
 */
export async function validateRelationships(
  db: Db,
  schemaFiles: EntitySchemaFiles,
  appId: string,
  entity?: string,
): Promise<Record<string, unknown>> {
  const { schemas, broken } = await schemaFiles.loadSchemas(appId);
  const counts = await store.entitiesWithRecords(db, appId);
  if (entity !== undefined && !schemas.has(entity) && !broken.has(entity) && !counts.has(entity))
    throw await schemaFiles.notFoundEntity(appId, entity, db);
  const problems: Array<Record<string, unknown>> = [];
  const only = (name: string) => entity === undefined || name === entity;
  for (const [name, list] of broken) {
    if (only(name))
      problems.push({
        kind: 'schema_invalid',
        entity: name,
        message: `entities/${name}.json is not a valid schema: ${list.slice(0, 5).join('; ')}`,
      });
  }
  let relations = 0;
  for (const schema of schemas.values()) {
    if (!only(schema.name)) continue;
    for (const f of schema.fields) {
      if (f.type !== 'relation' || !f.target) continue;
      relations++;
      if (!schemas.has(f.target)) {
        problems.push({
          kind: 'missing_target_entity',
          entity: schema.name,
          field: f.name,
          target: f.target,
          message: `${schema.name}.${f.name} relates to ${f.target}, which has no schema (entities/${f.target}.json)${broken.has(f.target) ? ' that can be read' : ''}`,
        });
      }
      const d = await store.danglingReferences(db, appId, schema.name, f.name, f.target);
      if (d.count) {
        problems.push({
          kind: 'dangling_reference',
          entity: schema.name,
          field: f.name,
          target: f.target,
          count: d.count,
          record_ids: d.record_ids,
          missing_ids: d.missing_ids,
          message: `${d.count} ${schema.name} record${d.count === 1 ? '' : 's'} point${d.count === 1 ? 's' : ''} through ${f.name} at ${f.target} records that do not exist`,
        });
      }
    }
    if (counts.get(schema.name)) problems.push(...(await storedValueProblems(db, appId, schema)));
  }
  for (const [name, n] of counts) {
    if (!only(name) || schemas.has(name) || broken.has(name)) continue;
    problems.push({
      kind: 'records_without_schema',
      entity: name,
      count: n,
      message: `${n} ${name} record(s) exist but there is no entities/${name}.json`,
    });
  }
  return {
    app_id: appId,
    ok: problems.length === 0,
    entities_checked: entity === undefined ? schemas.size + broken.size : 1,
    relations_checked: relations,
    problems,
  };
}

/** Stored values of one entity that no longer fit its schema: orphaned, invalid, or missing where required. */
async function storedValueProblems(db: Db, appId: string, schema: EntitySchema): Promise<Array<Record<string, unknown>>> {
  const problems: Array<Record<string, unknown>> = [];
  const invalid = new Map<string, { count: number; ids: string[]; problem: string }>();
  for await (const batch of store.scanEntity(db, appId, schema.name)) {
    for (const r of batch) {
      for (const [field, problem] of problemsOfStored(schema, r.data)) {
        const key = `${field}\0${problem}`;
        let c = invalid.get(key);
        if (!c) invalid.set(key, (c = { count: 0, ids: [], problem }));
        c.count++;
        if (c.ids.length < 5) c.ids.push(r.id);
      }
    }
  }
  for (const [key, c] of invalid) {
    const field = key.split('\0')[0]!;
    problems.push({
      kind: c.problem === 'orphaned' ? 'orphaned_values' : c.problem === 'invalid' ? 'invalid_values' : 'missing_required',
      entity: schema.name,
      field,
      count: c.count,
      record_ids: c.ids,
      message:
        c.problem === 'orphaned'
          ? `${c.count} ${schema.name} record(s) keep values of "${field}", which the schema no longer declares`
          : c.problem === 'invalid'
            ? `${c.count} ${schema.name} record(s) hold values of "${field}" that do not fit its type`
            : `${c.count} ${schema.name} record(s) have no value for the required field "${field}"`,
    });
  }
  return problems;
}
