/**
 * Entity schemas: the `entities/<Name>.json` file format, its parser, and the value rules every
 * record write is checked against (docs/app-conventions.md, docs/decisions.md "Records").
 *
 * File format:
 *   {"name":"Task","description":"","fields":[{"name":"title","type":"string","required":true}, ...],
 *    "indexes":[["status"]], "metadata":{...}}
 * Unknown top-level keys are kept when a tool rewrites the file.
 */
import { BUILTIN_FIELDS, FIELD_NAME_RE, FIELD_TYPES, ITEM_TYPES, type FieldType, type ItemType } from '../validation/entity-fields.ts';

export { BUILTIN_FIELDS, FIELD_NAME_RE, FIELD_TYPES, ITEM_TYPES, type FieldType, type ItemType };
export const ENTITY_NAME_RE = /^[A-Z][A-Za-z0-9]*$/;
/** Ids a caller may choose for a new record (generated ids match too). */
export const RECORD_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

export const MAX_FIELDS = 200;
export const MAX_INDEXES = 16;
export const MAX_INDEX_FIELDS = 4;
export const MAX_STRING_CHARS = 10_000;
export const MAX_TEXT_CHARS = 1_000_000;
export const MAX_RECORD_BYTES = 1024 * 1024;

export interface FieldDef {
  name: string;
  type: FieldType;
  required?: boolean;
  default?: unknown;
  label?: string;
  description?: string;
  /** enum only: the allowed values. */
  values?: string[];
  /** array only: the type of every element. */
  items?: ItemType;
  /** relation only: the target entity name; the value is a record id of that entity. */
  target?: string;
}

export interface EntitySchema {
  name: string;
  description: string;
  fields: FieldDef[];
  /** Each index is a list of field names; each becomes a database index (see sql.ts). */
  indexes: string[][];
  metadata?: Record<string, unknown>;
  /** Other top-level keys of the file, preserved on rewrite. */
  extra?: Record<string, unknown>;
}

export const entityPath = (name: string) => `entities/${name}.json`;

export function entityNameOfPath(path: string): string | null {
  const m = /^entities\/([A-Z][A-Za-z0-9]*)\.json$/.exec(path);
  return m ? m[1]! : null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBuiltin = (name: string) => (BUILTIN_FIELDS as readonly string[]).includes(name);
/**
 * A field's value in record data, own keys only: a field named `constructor` must not read the
 * inherited Object.prototype.constructor (it would count as set, skipping required/default checks).
 */
export const ownValue = (data: Record<string, unknown>, key: string): unknown => (Object.hasOwn(data, key) ? data[key] : undefined);

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `"${v.length > 40 ? `${v.slice(0, 37)}...` : v}"`;
  return `${typeof v} ${String(v)}`;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

/** A datetime is stored as an ISO 8601 UTC string with milliseconds, so it sorts and matches as text. */
export function normaliseDatetime(s: string): string | null {
  if (!DATETIME_RE.test(s)) return null;
  // A value with a time but no zone is read as UTC, whatever the server's zone.
  const withZone = /[T ]\d{2}:\d{2}/.test(s) && !/(Z|[+-]\d{2}:?\d{2})$/.test(s) ? `${s.replace(' ', 'T')}Z` : s.replace(' ', 'T');
  const t = Date.parse(withZone);
  if (!Number.isFinite(t)) return null;
  if (!validDate(s.slice(0, 10))) return null; // Date.parse rolls 2024-02-30 over to March
  const hm = /[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(s);
  if (hm && (+hm[1]! > 23 || +hm[2]! > 59 || +(hm[3] ?? 0) > 59)) return null;
  return new Date(t).toISOString();
}

function validUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks one value against a type. Returns the value to store (datetimes are normalised) or a
 * problem message. `null`/`undefined` are handled by the caller.
 */
export function checkTyped(
  type: FieldType | ItemType,
  value: unknown,
  field: Pick<FieldDef, 'values' | 'items'>,
): { ok: true; value: unknown } | { ok: false; message: string } {
  const fail = (expected: string) => ({ ok: false as const, message: `expected ${expected}, got ${describeValue(value)}` });
  switch (type) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') return fail('a string');
      const max = type === 'string' ? MAX_STRING_CHARS : MAX_TEXT_CHARS;
      if (value.length > max) return { ok: false, message: `longer than ${max} characters (${value.length})` };
      return { ok: true, value };
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('a number');
      return { ok: true, value };
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return fail('an integer');
      return { ok: true, value };
    case 'boolean':
      if (typeof value !== 'boolean') return fail('true or false');
      return { ok: true, value };
    case 'date':
      if (typeof value !== 'string' || !validDate(value)) return fail('a date YYYY-MM-DD');
      return { ok: true, value };
    case 'datetime': {
      const n = typeof value === 'string' ? normaliseDatetime(value) : null;
      if (n === null) return fail('an ISO 8601 datetime such as 2025-01-31T09:30:00Z');
      return { ok: true, value: n };
    }
    case 'email':
      if (typeof value !== 'string' || !EMAIL_RE.test(value) || value.length > 320) return fail('an email address');
      return { ok: true, value };
    case 'url':
      if (typeof value !== 'string' || value.length > 4096 || !validUrl(value)) return fail('an http(s) URL');
      return { ok: true, value };
    case 'enum': {
      const values = field.values ?? [];
      if (typeof value !== 'string' || !values.includes(value)) return fail(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);
      return { ok: true, value };
    }
    case 'relation':
      if (typeof value !== 'string' || !RECORD_ID_RE.test(value)) return fail('a record id (string)');
      return { ok: true, value };
    case 'object':
      if (!isPlainObject(value)) return fail('an object');
      return { ok: true, value };
    case 'array': {
      if (!Array.isArray(value)) return fail('an array');
      if (!field.items) return { ok: true, value };
      const out: unknown[] = [];
      for (let i = 0; i < value.length; i++) {
        const el = value[i];
        if (el === null || el === undefined) return { ok: false, message: `element ${i}: expected ${field.items}, got null` };
        const r = checkTyped(field.items, el, {});
        if (!r.ok) return { ok: false, message: `element ${i}: ${r.message}` };
        out.push(r.value);
      }
      return { ok: true, value: out };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Parsing a schema file
// ---------------------------------------------------------------------------------------------

export type ParseResult = { ok: true; schema: EntitySchema; warnings: string[] } | { ok: false; problems: string[] };

const FIELD_KEYS = new Set(['name', 'type', 'required', 'default', 'label', 'description', 'values', 'items', 'target']);
const TOP_KEYS = new Set(['name', 'description', 'fields', 'indexes', 'metadata']);

/** Checks a schema object (parsed JSON or tool input). `expectedName` is the name the file path gives. */
export function checkSchemaObject(input: unknown, expectedName?: string): ParseResult {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (!isPlainObject(input)) return { ok: false, problems: ['the schema must be a JSON object'] };
  const name = input.name ?? expectedName;
  if (typeof name !== 'string' || !ENTITY_NAME_RE.test(name)) {
    problems.push(`name: must be a PascalCase entity name (^[A-Z][A-Za-z0-9]*$), got ${describeValue(name)}`);
  } else if (expectedName && name !== expectedName) {
    problems.push(`name: "${name}" does not match the file name entities/${expectedName}.json`);
  }
  const description = input.description ?? '';
  if (typeof description !== 'string') problems.push('description: must be a string');
  const rawFields = input.fields ?? [];
  const fields: FieldDef[] = [];
  if (!Array.isArray(rawFields)) {
    problems.push('fields: must be a list of field objects');
  } else {
    if (rawFields.length > MAX_FIELDS) problems.push(`fields: at most ${MAX_FIELDS} fields`);
    const seen = new Set<string>();
    rawFields.forEach((raw, i) => {
      const at = `fields[${i}]`;
      if (!isPlainObject(raw)) return problems.push(`${at}: must be an object`);
      const fname = raw.name;
      const label = typeof fname === 'string' ? `${at} (${fname})` : at;
      if (typeof fname !== 'string' || !FIELD_NAME_RE.test(fname)) {
        return problems.push(`${at}.name: must be snake_case (^[a-z_][a-z0-9_]*$), got ${describeValue(fname)}`);
      }
      if (fname === '__proto__') return problems.push(`${label}: "__proto__" cannot be a field name (JSON objects cannot hold it safely)`);
      if (isBuiltin(fname))
        return problems.push(
          `${label}: "${fname}" is a built-in field (id, created_date, updated_date, created_by) and cannot be declared`,
        );
      if (seen.has(fname)) return problems.push(`${label}: the field is declared twice`);
      seen.add(fname);
      const type = raw.type;
      if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) {
        return problems.push(`${label}.type: must be one of ${FIELD_TYPES.join(', ')}, got ${describeValue(type)}`);
      }
      const f: FieldDef = { name: fname, type: type as FieldType };
      for (const k of Object.keys(raw)) if (!FIELD_KEYS.has(k)) warnings.push(`${label}: unknown key "${k}" ignored`);
      if (raw.required !== undefined) {
        if (typeof raw.required !== 'boolean') problems.push(`${label}.required: must be true or false`);
        else if (raw.required) f.required = true;
      }
      for (const k of ['label', 'description'] as const) {
        if (raw[k] !== undefined) {
          if (typeof raw[k] !== 'string') problems.push(`${label}.${k}: must be a string`);
          else f[k] = raw[k] as string;
        }
      }
      if (type === 'enum') {
        const values = raw.values;
        if (!Array.isArray(values) || values.length === 0 || !values.every((v) => typeof v === 'string' && v.length > 0)) {
          problems.push(`${label}.values: an enum needs a non-empty list of non-empty strings`);
        } else if (new Set(values).size !== values.length) {
          problems.push(`${label}.values: duplicate values`);
        } else f.values = values as string[];
      } else if (raw.values !== undefined) problems.push(`${label}.values: only an enum field has values`);
      if (type === 'relation') {
        if (typeof raw.target !== 'string' || !ENTITY_NAME_RE.test(raw.target)) {
          problems.push(`${label}.target: a relation needs the target entity name (PascalCase), got ${describeValue(raw.target)}`);
        } else f.target = raw.target;
      } else if (raw.target !== undefined) problems.push(`${label}.target: only a relation field has a target`);
      if (type === 'array') {
        if (raw.items !== undefined) {
          if (typeof raw.items !== 'string' || !(ITEM_TYPES as readonly string[]).includes(raw.items)) {
            problems.push(`${label}.items: must be one of ${ITEM_TYPES.join(', ')}, got ${describeValue(raw.items)}`);
          } else f.items = raw.items as ItemType;
        }
      } else if (raw.items !== undefined) problems.push(`${label}.items: only an array field has items`);
      if (raw.default !== undefined && raw.default !== null) {
        const r = checkTyped(f.type, raw.default, f);
        if (!r.ok) problems.push(`${label}.default: ${r.message}`);
        else f.default = r.value;
      }
      fields.push(f);
    });
  }
  const indexes: string[][] = [];
  const rawIndexes = input.indexes ?? [];
  if (!Array.isArray(rawIndexes)) {
    problems.push('indexes: must be a list of field-name lists, e.g. [["status"], ["project", "due_date"]]');
  } else {
    if (rawIndexes.length > MAX_INDEXES) problems.push(`indexes: at most ${MAX_INDEXES} indexes`);
    const byName = new Map(fields.map((f) => [f.name, f]));
    const seen = new Set<string>();
    rawIndexes.forEach((raw, i) => {
      const list = typeof raw === 'string' ? [raw] : raw;
      if (!Array.isArray(list) || list.length === 0 || list.length > MAX_INDEX_FIELDS || !list.every((x) => typeof x === 'string')) {
        return problems.push(`indexes[${i}]: must be a list of 1-${MAX_INDEX_FIELDS} field names`);
      }
      for (const fname of list as string[]) {
        const f = byName.get(fname);
        if (!f) return problems.push(`indexes[${i}]: "${fname}" is not a field of this entity`);
        if (f.type === 'array' || f.type === 'object')
          return problems.push(`indexes[${i}]: "${fname}" is ${f.type === 'array' ? 'an array' : 'an object'} field and cannot be indexed`);
      }
      const key = (list as string[]).join(',');
      if (new Set(list).size !== list.length) return problems.push(`indexes[${i}]: a field is listed twice`);
      if (seen.has(key)) return problems.push(`indexes[${i}]: duplicate index`);
      seen.add(key);
      indexes.push(list as string[]);
    });
  }
  let metadata: Record<string, unknown> | undefined;
  if (input.metadata !== undefined) {
    if (!isPlainObject(input.metadata)) problems.push('metadata: must be an object');
    else metadata = input.metadata;
  }
  if (problems.length) return { ok: false, problems };
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (!TOP_KEYS.has(k)) extra[k] = v;
  const schema: EntitySchema = { name: name as string, description: description as string, fields, indexes };
  if (metadata) schema.metadata = metadata;
  if (Object.keys(extra).length) schema.extra = extra;
  return { ok: true, schema, warnings };
}

/** Parses the text of `entities/<expectedName>.json`. */
export function parseEntitySchema(text: string, expectedName?: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [`not valid JSON: ${(err as Error).message}`] };
  }
  return checkSchemaObject(json, expectedName);
}

/** The file text of a schema: stable key order, two-space indent, trailing newline. */
export function serializeSchema(schema: EntitySchema): string {
  const out: Record<string, unknown> = { name: schema.name, description: schema.description };
  out.fields = schema.fields.map((f) => {
    const o: Record<string, unknown> = { name: f.name, type: f.type };
    if (f.values) o.values = f.values;
    if (f.items) o.items = f.items;
    if (f.target) o.target = f.target;
    if (f.required) o.required = true;
    if (f.default !== undefined) o.default = f.default;
    if (f.label !== undefined) o.label = f.label;
    if (f.description !== undefined) o.description = f.description;
    return o;
  });
  out.indexes = schema.indexes;
  if (schema.metadata) out.metadata = schema.metadata;
  if (schema.extra) for (const [k, v] of Object.entries(schema.extra)) if (!(k in out)) out[k] = v;
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** The public shape of an entity (spec: schema.fields is a list of {name, type, target?}). */
export function publicFields(
  schema: EntitySchema,
): Array<{ name: string; type: string; target?: string; required?: boolean; values?: string[]; items?: string; default?: unknown }> {
  return schema.fields.map((f) => {
    const o: { name: string; type: string; target?: string; required?: boolean; values?: string[]; items?: string; default?: unknown } = {
      name: f.name,
      type: f.type,
    };
    if (f.target) o.target = f.target;
    if (f.required) o.required = true;
    if (f.values) o.values = f.values;
    if (f.items) o.items = f.items;
    if (f.default !== undefined) o.default = f.default;
    return o;
  });
}

// ---------------------------------------------------------------------------------------------
// Record validation
// ---------------------------------------------------------------------------------------------

export interface Problem {
  /** Index of the record (or update) in the call's list, when the call carried a list. */
  index?: number;
  field: string;
  message: string;
}

/** `records[2].priority: expected an integer, got "high"` */
export function formatProblem(p: Problem, listName = 'records'): string {
  const at = p.index === undefined ? p.field : `${listName}[${p.index}].${p.field}`;
  return `${at}: ${p.message}`;
}

const clone = <T>(v: T): T => (v === undefined ? v : structuredClone(v));

/**
 * Checks the data of a new record and fills defaults. `null` (or absent) means unset: unset fields
 * are not stored. Returns the data to store and the problems found (each named with its field).
 */
export function validateNewRecord(
  schema: EntitySchema,
  input: unknown,
  index?: number,
): { data: Record<string, unknown>; id?: string; problems: Problem[] } {
  const problems: Problem[] = [];
  const data: Record<string, unknown> = {};
  if (!isPlainObject(input))
    return { data, problems: [{ index, field: '(record)', message: `expected an object, got ${describeValue(input)}` }] };
  let id: string | undefined;
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  for (const [key, value] of Object.entries(input)) {
    if (key === 'id') {
      if (value === null || value === undefined) continue;
      if (typeof value !== 'string' || !RECORD_ID_RE.test(value))
        problems.push({ index, field: 'id', message: `a chosen id must match ^[A-Za-z0-9_-]{1,64}$, got ${describeValue(value)}` });
      else id = value;
      continue;
    }
    if (isBuiltin(key)) {
      problems.push({ index, field: key, message: 'built-in field set by the platform; leave it out' });
      continue;
    }
    const f = byName.get(key);
    if (!f) {
      problems.push({
        index,
        field: key,
        message: `unknown field; ${schema.name} has ${schema.fields.length ? schema.fields.map((x) => x.name).join(', ') : 'no fields'}`,
      });
      continue;
    }
    if (value === null || value === undefined) continue;
    const r = checkTyped(f.type, value, f);
    if (!r.ok) problems.push({ index, field: key, message: r.message });
    else data[key] = r.value;
  }
  for (const f of schema.fields) {
    if (ownValue(data, f.name) !== undefined) continue;
    const given = ownValue(input, f.name);
    if (given !== undefined && given !== null) continue; // invalid value, already reported
    if (f.default !== undefined) data[f.name] = clone(f.default);
    else if (f.required) problems.push({ index, field: f.name, message: 'required field is missing' });
  }
  return { data: orderFields(schema, data), id, problems };
}

/**
 * Checks `changes` for an existing record: each named field must exist and hold a valid value;
 * `null` clears a field unless it is required. Returns the normalised changes.
 */
export function validateChanges(
  schema: EntitySchema,
  input: unknown,
  index?: number,
): { changes: Record<string, unknown>; problems: Problem[] } {
  const problems: Problem[] = [];
  const changes: Record<string, unknown> = {};
  if (!isPlainObject(input))
    return { changes, problems: [{ index, field: '(changes)', message: `expected an object, got ${describeValue(input)}` }] };
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  for (const [key, value] of Object.entries(input)) {
    if (isBuiltin(key)) {
      problems.push({ index, field: key, message: 'built-in field set by the platform; it cannot be changed' });
      continue;
    }
    const f = byName.get(key);
    if (!f) {
      problems.push({
        index,
        field: key,
        message: `unknown field; ${schema.name} has ${schema.fields.length ? schema.fields.map((x) => x.name).join(', ') : 'no fields'}`,
      });
      continue;
    }
    if (value === null || value === undefined) {
      if (f.required) problems.push({ index, field: key, message: 'required field cannot be cleared' });
      else changes[key] = null;
      continue;
    }
    const r = checkTyped(f.type, value, f);
    if (!r.ok) problems.push({ index, field: key, message: r.message });
    else changes[key] = r.value;
  }
  return { changes, problems };
}

/** Shallow merge; `null` removes the key (unset fields are not stored). */
export function mergeChanges(
  schema: EntitySchema | null,
  data: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined) delete out[k];
    else out[k] = v;
  }
  return schema ? orderFields(schema, out) : out;
}

/** Declared fields in schema order, then any other stored keys in their order. */
export function orderFields(schema: EntitySchema, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of schema.fields) if (ownValue(data, f.name) !== undefined) out[f.name] = data[f.name];
  for (const [k, v] of Object.entries(data)) if (!Object.hasOwn(out, k)) out[k] = v;
  return out;
}

/** Problems of stored data under a schema (used for impact reports and relationship checks). */
export function problemsOfStored(
  schema: EntitySchema,
  data: Record<string, unknown>,
): Map<string, 'invalid' | 'missing_required' | 'orphaned'> {
  const out = new Map<string, 'invalid' | 'missing_required' | 'orphaned'>();
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  for (const [k, v] of Object.entries(data)) {
    const f = byName.get(k);
    if (!f) {
      out.set(k, 'orphaned');
      continue;
    }
    if (v === null || v === undefined) continue;
    if (!checkTyped(f.type, v, f).ok) out.set(k, 'invalid');
  }
  for (const f of schema.fields)
    if (f.required && (ownValue(data, f.name) === undefined || data[f.name] === null)) out.set(f.name, 'missing_required');
  return out;
}
