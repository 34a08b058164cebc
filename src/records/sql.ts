/**
 * Typed access to record fields stored in a JSON document, written once per dialect so that
 * filters and sorts behave the same on SQLite (JSON TEXT, json_extract) and PostgreSQL (JSONB):
 *
 *   text kind (string, text, email, url, enum, date, datetime, relation): the value when it is a
 *     JSON string, else NULL; compared bytewise (SQLite BINARY, PostgreSQL COLLATE "C").
 *   number kind (number, integer): the value when it is a JSON number, else NULL; numeric order.
 *   boolean kind: 1/0 when it is a JSON boolean, else NULL.
 *
 * A value of another JSON type than its field's kind (possible only after a forced schema change)
 * reads as NULL on both databases. NULL (unset) sorts last ascending and first descending.
 * Index definitions use the very same expressions, so the planners match them.
 */
import { createHash } from 'node:crypto';
import { ServiceError } from '../platform/errors.ts';
import type { Dialect, SqlValue } from '../storage/index.ts';
import { FIELD_NAME_RE, normaliseDatetime, type EntitySchema, type FieldDef, type FieldType } from './schema.ts';

export type ValueKind = 'text' | 'number' | 'boolean';

export function kindOf(type: FieldType): ValueKind | null {
  switch (type) {
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return null;
    default:
      return 'text';
  }
}

function assertFieldName(name: string) {
  // Field names are inlined into SQL: only snake_case names ever get here.
  if (!FIELD_NAME_RE.test(name)) throw new ServiceError('invalid_request', `Invalid field name "${name}"`);
}

/** The SQL expression reading a field as its kind. */
export function fieldExpr(dialect: Dialect, name: string, kind: ValueKind): string {
  assertFieldName(name);
  if (dialect === 'sqlite') {
    const p = `'$.${name}'`;
    if (kind === 'text') return `(CASE WHEN json_type(data, ${p}) = 'text' THEN json_extract(data, ${p}) END)`;
    if (kind === 'number') return `(CASE WHEN json_type(data, ${p}) IN ('integer', 'real') THEN json_extract(data, ${p}) END)`;
    return `(CASE json_type(data, ${p}) WHEN 'true' THEN 1 WHEN 'false' THEN 0 END)`;
  }
  const k = `'${name}'`;
  if (kind === 'text') return `(CASE WHEN jsonb_typeof(data -> ${k}) = 'string' THEN (data ->> ${k}) COLLATE "C" END)`;
  if (kind === 'number') return `(CASE WHEN jsonb_typeof(data -> ${k}) = 'number' THEN (data ->> ${k})::numeric END)`;
  return `(CASE WHEN jsonb_typeof(data -> ${k}) = 'boolean' THEN (CASE WHEN (data ->> ${k}) = 'true' THEN 1 ELSE 0 END) END)`;
}

/** True when the field holds no value at all (unset). */
function absentExpr(dialect: Dialect, name: string): string {
  assertFieldName(name);
  return dialect === 'sqlite' ? `json_type(data, '$.${name}') IS NULL` : `(data -> '${name}') IS NULL`;
}

const BUILTIN_COLUMNS = {
  id: 'text',
  created_by: 'text',
  created_date: 'time',
  updated_date: 'time',
} as const;

/** Own keys only: `constructor`, `toString`, … are inherited by every object and are not columns. */
const isBuiltinColumn = (key: string): key is keyof typeof BUILTIN_COLUMNS => Object.hasOwn(BUILTIN_COLUMNS, key);

export type Filters = Record<string, unknown>;

export interface Compiled {
  sql: string;
  params: SqlValue[];
}

const describe = (v: unknown) =>
  Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`;

/**
 * One filter object: every key must equal its value (AND). `null` matches records where the field
 * is unset. With a schema, keys must be fields or built-ins and values must fit the field's kind;
 * without one (records of an entity whose schema file is gone) the kind follows the value's type.
 */
function compileOne(dialect: Dialect, schema: EntitySchema | null, filters: Filters, where: string): Compiled {
  const parts: string[] = [];
  const params: SqlValue[] = [];
  const byName = new Map<string, FieldDef>((schema?.fields ?? []).map((f) => [f.name, f]));
  for (const [key, value] of Object.entries(filters)) {
    const at = `${where}.${key}`;
    if (isBuiltinColumn(key)) {
      const col = BUILTIN_COLUMNS[key];
      if (value === null) {
        if (key !== 'created_by') throw new ServiceError('invalid_request', `${at}: ${key} is never empty`);
        parts.push('created_by IS NULL');
      } else if (col === 'time') {
        const iso = typeof value === 'string' ? normaliseDatetime(value) : null;
        if (!iso) throw new ServiceError('invalid_request', `${at}: expected an ISO 8601 datetime, got ${describe(value)}`);
        parts.push(`${key} = ?`);
        params.push(Date.parse(iso));
      } else {
        if (typeof value !== 'string') throw new ServiceError('invalid_request', `${at}: expected a string, got ${describe(value)}`);
        parts.push(`${key} = ?`);
        params.push(value);
      }
      continue;
    }
    if (!FIELD_NAME_RE.test(key)) throw new ServiceError('invalid_request', `${at}: "${key}" is not a field name`);
    const field = byName.get(key);
    if (schema && !field) {
      throw new ServiceError(
        'invalid_request',
        `${at}: ${schema.name} has no field "${key}" (fields: ${[...byName.keys(), 'id', 'created_date', 'updated_date', 'created_by'].join(', ')})`,
      );
    }
    if (value === null) {
      parts.push(absentExpr(dialect, key));
      continue;
    }
    let kind: ValueKind | null;
    let bound: unknown = value;
    if (field) {
      kind = kindOf(field.type);
      if (!kind) throw new ServiceError('invalid_request', `${at}: exact matches on ${field.type} fields are not supported`);
      if (field.type === 'datetime') {
        bound = typeof value === 'string' ? normaliseDatetime(value) : null;
        if (bound === null) throw new ServiceError('invalid_request', `${at}: expected an ISO 8601 datetime, got ${describe(value)}`);
      }
    } else {
      kind = typeof value === 'string' ? 'text' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : null;
      if (!kind) throw new ServiceError('invalid_request', `${at}: exact matches on lists and objects are not supported`);
    }
    const wrong = (expected: string) =>
      new ServiceError(
        'invalid_request',
        `${at}: expected ${expected}${field ? ` (${key} is ${/^[aeiou]/.test(field.type) ? 'an' : 'a'} ${field.type} field)` : ''}, got ${describe(value)}`,
      );
    if (kind === 'text' && typeof bound !== 'string') throw wrong('a string');
    if (kind === 'number' && (typeof bound !== 'number' || !Number.isFinite(bound))) throw wrong('a number');
    if (kind === 'boolean' && typeof bound !== 'boolean') throw wrong('true or false');
    parts.push(`${fieldExpr(dialect, key, kind)} = ?`);
    params.push(kind === 'boolean' ? (bound ? 1 : 0) : (bound as string | number));
  }
  return { sql: parts.length ? parts.join(' AND ') : '1 = 1', params };
}

/** An object (AND of its keys) or a list of objects (OR of them). An empty list matches nothing. */
export function compileFilters(
  dialect: Dialect,
  schema: EntitySchema | null,
  filters: Filters | Filters[] | undefined,
  where = 'filters',
): Compiled {
  if (filters === undefined) return { sql: '1 = 1', params: [] };
  if (!Array.isArray(filters)) return compileOne(dialect, schema, filters, where);
  if (filters.length === 0) return { sql: '1 = 0', params: [] };
  const parts = filters.map((f, i) => compileOne(dialect, schema, f, `${where}[${i}]`));
  return { sql: parts.map((p) => `(${p.sql})`).join(' OR '), params: parts.flatMap((p) => p.params) };
}

export interface SortKey {
  field: string;
  desc: boolean;
}

export function parseSort(sort: string): SortKey[] {
  const keys = sort
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!keys.length) throw new ServiceError('invalid_request', 'sort: give a field name, optionally prefixed with "-" for descending');
  if (keys.length > 4) throw new ServiceError('invalid_request', 'sort: at most 4 keys');
  return keys.map((k) =>
    k.startsWith('-') ? { field: k.slice(1), desc: true } : { field: k.startsWith('+') ? k.slice(1) : k, desc: false },
  );
}

/** ORDER BY for the keys, always ending with `id` so pages are stable. */
export function compileSort(dialect: Dialect, schema: EntitySchema | null, keys: SortKey[]): string {
  const byName = new Map<string, FieldDef>((schema?.fields ?? []).map((f) => [f.name, f]));
  const parts: string[] = [];
  let hasId = false;
  for (const { field, desc } of keys) {
    const dir = desc ? 'DESC' : 'ASC';
    if (isBuiltinColumn(field)) {
      if (field === 'id') hasId = true;
      if (field === 'created_by')
        parts.push(dialect === 'sqlite' ? `created_by ${dir} ${desc ? 'NULLS FIRST' : 'NULLS LAST'}` : `created_by ${dir}`);
      else parts.push(`${field} ${dir}`);
      continue;
    }
    const f = byName.get(field);
    if (!f || !FIELD_NAME_RE.test(field)) {
      throw new ServiceError(
        'invalid_request',
        `sort: ${schema ? `${schema.name} has no field "${field}"` : `"${field}" cannot be sorted: the entity has no schema, only built-in fields sort`} (sortable: ${[
          ...byName.values(),
        ]
          .filter((x) => kindOf(x.type))
          .map((x) => x.name)
          .concat(['id', 'created_date', 'updated_date', 'created_by'])
          .join(', ')})`,
      );
    }
    const kind = kindOf(f.type);
    if (!kind) throw new ServiceError('invalid_request', `sort: ${f.type} field "${field}" cannot be sorted`);
    const expr = fieldExpr(dialect, field, kind);
    // PostgreSQL's defaults are NULLS LAST ascending / NULLS FIRST descending; SQLite is told so.
    parts.push(dialect === 'sqlite' ? `${expr} ${dir} ${desc ? 'NULLS FIRST' : 'NULLS LAST'}` : `${expr} ${dir}`);
  }
  if (!hasId) parts.push(`id ${keys[keys.length - 1]!.desc ? 'DESC' : 'ASC'}`);
  return parts.join(', ');
}

// ---------------------------------------------------------------------------------------------
// Indexes
// ---------------------------------------------------------------------------------------------

export interface IndexSpec {
  name: string;
  fields: string[];
  /** The CREATE INDEX statement for the dialect. */
  ddl: string;
}

const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * A partial expression index per entity index, over the rows of that app and entity only, ending
 * with (created_date, id) so the default sort is read from the index without a sort step.
 *   SQLite:     (app_id, entity, field exprs..., created_date, id) — the leading key columns make it
 *               at least as selective as records_created for a planner without statistics.
 *   PostgreSQL: (field exprs..., created_date, id) — the planner drops quals implied by the partial
 *               predicate from the index condition, so leading app_id/entity columns would leave the
 *               field expression a non-prefix column and turn lookups into full index scans.
 * The name hashes what the index computes and its layout, so a changed field type gives a new index.
 */
export function indexSpecs(dialect: Dialect, appId: string, schema: EntitySchema): IndexSpec[] {
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  const out: IndexSpec[] = [];
  for (const fields of schema.indexes) {
    const exprs: string[] = [];
    const sig: string[] = [];
    for (const name of fields) {
      const f = byName.get(name);
      const kind = f ? kindOf(f.type) : null;
      if (!f || !kind) continue;
      exprs.push(fieldExpr(dialect, name, kind));
      sig.push(`${name}:${kind}`);
    }
    if (!exprs.length) continue;
    const hash = createHash('sha256')
      .update(`v2\n${dialect}\n${appId}\n${schema.name}\n${sig.join(',')}`)
      .digest('hex')
      .slice(0, 24);
    const name = `rx_${hash}`;
    const ddl =
      `CREATE INDEX IF NOT EXISTS ${name} ON records (${dialect === 'sqlite' ? 'app_id, entity, ' : ''}${exprs.join(', ')}, created_date, id) ` +
      `WHERE app_id = ${quoteLiteral(appId)} AND entity = ${quoteLiteral(schema.name)}`;
    out.push({ name, fields: fields.slice(), ddl });
  }
  return out;
}
