/**
 * The records area: entity schemas (files `entities/<Name>.json`, written through the FileStore),
 * records (JSON documents in `records`), their writes (one transaction each, validated, counted,
 * audited in `record_writes`), and the per-app execution mode (direct, or proposals the owner
 * approves in the studio). The published app's data API uses the same service.
 */
import pino, { type Logger } from 'pino';
import { iso } from '../platform/time.ts';
import { accountOf, type Actor } from '../platform/types.ts';
import type { FileStore } from '../files/store.ts';
import { sha256 } from '../files/store.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { isUniqueViolation, type Db, type Queryable } from '../storage/index.ts';
import { PlannerStats } from '../storage/planner-stats.ts';
import {
  checkSchemaObject,
  ENTITY_NAME_RE,
  entityNameOfPath,
  entityPath,
  formatProblem,
  MAX_RECORD_BYTES,
  mergeChanges,
  orderFields,
  ownValue,
  parseEntitySchema,
  problemsOfStored,
  publicFields,
  serializeSchema,
  validateChanges,
  validateNewRecord,
  type EntitySchema,
  type FieldDef,
  type Problem,
} from './schema.ts';
import { compileFilters, compileSort, parseSort, type Filters } from './sql.ts';
import * as store from './store.ts';
import type { StoredRecord } from './store.ts';

export const EXECUTION_MODES = ['direct', 'approval'] as const;
export type ExecutionMode = (typeof EXECUTION_MODES)[number];
export const DEFAULT_EXECUTION_MODE: ExecutionMode = 'direct';
export const DEFAULT_APPROVAL_TTL_SECONDS = 24 * 3600;
export const MIN_APPROVAL_TTL_SECONDS = 60;
export const MAX_APPROVAL_TTL_SECONDS = 30 * 24 * 3600;
/** Most records one write may create, select or change. */
export const MAX_WRITE_RECORDS = 10_000;
export const MAX_QUERY_LIMIT = 1000;
/**
 * `total` of a query is exact while fewer than offset + limit + TOTAL_COUNT_BEYOND records match;
 * past that it is that number with `total_capped: true` (at least that many). Counting every match
 * of a large entity on every page cost more than the page itself (docs/decisions.md, Performance).
 */
export const TOTAL_COUNT_BEYOND = 1000;

export type { Actor };

export interface RecordSettings {
  app_id: string;
  execution_mode: ExecutionMode;
  approval_ttl_seconds: number;
  updated_at: string | null;
}

type Selection = { record_ids?: string[]; filters?: Filters | Filters[] };

export type WriteRequest =
  | {
      action: 'create';
      tool: string;
      entity: string;
      records: Record<string, unknown>[];
      reason: string;
      expected_count?: number;
      seed_mode?: 'append' | 'skip_if_not_empty';
    }
  | ({
      action: 'update';
      tool: string;
      entity: string;
      changes?: Record<string, unknown>;
      updates?: Array<{ record_id: string; changes: Record<string, unknown> }>;
      reason: string;
      expected_count?: number;
    } & Selection)
  | ({ action: 'delete'; tool: string; entity: string; reason: string; expected_count?: number } & Selection);

/** A write resolved to exact records: what executes, directly or when a proposal is approved. */
export type WritePlan =
  | {
      action: 'create';
      entity: string;
      records: Array<{ id: string; data: Record<string, unknown> }>;
      seed_mode?: 'append' | 'skip_if_not_empty';
    }
  | { action: 'update'; entity: string; updates: Array<{ id: string; changes: Record<string, unknown> }> }
  | { action: 'delete'; entity: string; ids: string[] };

export interface QueryInput {
  filters?: Filters;
  sort?: string;
  limit?: number;
  offset?: number;
}

/** A record as tools and the app SDK see it: built-ins plus the stored fields. */
export function publicRecord(r: StoredRecord): Record<string, unknown> {
  return { id: r.id, ...r.data, created_date: iso(r.created_date), updated_date: iso(r.updated_date), created_by: r.created_by };
}

let lastMs = 0;
let seq = 0;
/** Record ids sort in creation order within a process: `rec_` + time + counter + random. */
export function newRecordId(): string {
  const now = Date.now();
  if (now === lastMs) seq++;
  else {
    lastMs = now;
    seq = 0;
  }
  return `rec_${now.toString(36).padStart(9, '0')}${seq.toString(36).padStart(4, '0')}${newId('x', 6).slice(2)}`;
}

function problemsError(what: string, problems: Problem[], listName = 'records'): ServiceError {
  const shown = problems.slice(0, 20).map((p) => formatProblem(p, listName));
  const more = problems.length > 20 ? `; and ${problems.length - 20} more` : '';
  return new ServiceError('invalid_request', `${what}: ${shown.join('; ')}${more}. Nothing was written.`, {
    problems: problems
      .slice(0, 200)
      .map((p) => ({ ...(p.index !== undefined ? { index: p.index } : {}), field: p.field, message: p.message })),
  });
}

/** UTF-8 bytes of a record's stored JSON. */
const recordBytes = (data: Record<string, unknown>) => Buffer.byteLength(JSON.stringify(data), 'utf8');

function countMismatch(expected: number, actual: number, extra = ''): ServiceError {
  return new ServiceError(
    'conflict',
    `expected_count is ${expected} but the write would affect ${actual} record${actual === 1 ? '' : 's'}${extra}; nothing was written`,
    { expected_count: expected, actual_count: actual },
  );
}

const isRetryable = (err: unknown) => {
  const code = (err as { code?: string })?.code;
  return code === '40P01' || code === '40001';
};

/** A loaded entity schema file: the parsed schema, or why there is none. */
type SchemaFile = { schema: EntitySchema | null; exists: boolean; problems?: string[]; text: string | null };
const SCHEMA_CACHE_SIZE = 1000;

/** Cached schemas are shared by every request: freezing them makes an accidental mutation throw. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/**
 * Re-renders files that show an entity's fields (the generated pages and forms) after its schema
 * changed from `before` (null: new file) to `after`; runs inside the schema write's transaction.
 * Each change names the content it was derived from (`base`), checked when the files are written.
 */
export type SchemaFollower = (
  q: Queryable,
  appId: string,
  entity: string,
  schema: { before: string | null; after: string },
) => Promise<Array<{ path: string; content: string; base: string }>>;

export class RecordsService {
  private readonly db: Db;
  private readonly files: FileStore;
  /** app\0entity → signature of the indexes known to exist (lazy sync after direct file edits). */
  private readonly indexState = new Map<string, string>();
  /**
   * Parsed entity schema files by entity and content hash (least recently used dropped). Keyed by
   * the content's hash, which is read from the store on every call, so an edit on any node is seen
   * at once; only the read of the content and its parse are saved.
   */
  private readonly schemaCache = new Map<string, SchemaFile>();

  /** Areas that keep files in step with entity schemas (generated pages); set at wiring time, since records imports none of them. */
  private readonly schemaFollowers: SchemaFollower[] = [];

  /** Planner statistics of the records table, refreshed after bulk writes and new indexes. */
  readonly plannerStats: PlannerStats;

  constructor(db: Db, files: FileStore, log?: Logger) {
    this.db = db;
    this.files = files;
    this.plannerStats = new PlannerStats(db, log ?? pino({ level: 'silent' }), 'records');
  }

  /** Adds a follower: its file changes are written with the schema, in the same transaction and Saved Version. */
  followSchemas(follower: SchemaFollower): void {
    this.schemaFollowers.push(follower);
  }

  /** One transaction, retried when PostgreSQL picks it as a deadlock or serialization victim. */
  private async tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(fn);
      } catch (err) {
        if (attempt >= 4 || !isRetryable(err)) throw err;
        await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
      }
    }
  }

  // ------------------------------------------------------------------------------- schemas

  /** The schema of an entity; `problems` when its file exists but is not a valid schema. */
  async loadSchema(
    appId: string,
    entity: string,
    q: Queryable = this.db,
  ): Promise<{ schema: EntitySchema | null; exists: boolean; problems?: string[]; text: string | null }> {
    if (!ENTITY_NAME_RE.test(entity)) return { schema: null, exists: false, text: null };
    const hash = await this.files.fileHash(appId, entityPath(entity), q);
    if (hash === null) return { schema: null, exists: false, text: null };
    const key = `${entity}\0${hash}`;
    let file = this.schemaCache.get(key);
    if (file) {
      this.schemaCache.delete(key);
      this.schemaCache.set(key, file);
    } else {
      const text = (await this.files.readBlobs([hash], q)).get(hash);
      if (text === undefined) return { schema: null, exists: false, text: null };
      const parsed = parseEntitySchema(text, entity);
      file = parsed.ok ? { schema: parsed.schema, exists: true, text } : { schema: null, exists: true, problems: parsed.problems, text };
      deepFreeze(file);
      this.schemaCache.set(key, file);
      if (this.schemaCache.size > SCHEMA_CACHE_SIZE) this.schemaCache.delete(this.schemaCache.keys().next().value!);
    }
    return file;
  }

  /** Every entity schema of an app (valid ones in `schemas`, broken files in `broken`). */
  async loadSchemas(appId: string, q: Queryable = this.db): Promise<{ schemas: Map<string, EntitySchema>; broken: Map<string, string[]> }> {
    const files = await this.files.listFiles(appId, q);
    const paths = files.map((f) => f.path).filter((p) => entityNameOfPath(p) !== null);
    const contents = paths.length ? await this.files.readFiles(appId, paths, q) : new Map<string, string>();
    const schemas = new Map<string, EntitySchema>();
    const broken = new Map<string, string[]>();
    for (const p of paths) {
      const name = entityNameOfPath(p)!;
      const parsed = parseEntitySchema(contents.get(p) ?? '', name);
      if (parsed.ok) schemas.set(name, parsed.schema);
      else broken.set(name, parsed.problems);
    }
    return { schemas, broken };
  }

  private async notFoundEntity(appId: string, entity: string, q: Queryable): Promise<ServiceError> {
    const files = await this.files.listFiles(appId, q);
    const names = files.map((f) => entityNameOfPath(f.path)).filter((n): n is string => n !== null);
    const close = names.find((n) => n.toLowerCase() === entity.toLowerCase());
    const hint = close
      ? `; did you mean ${close}?`
      : names.length
        ? `; the app's entities are ${names.join(', ')}`
        : '; the app has no entities yet (create one with create_entity_schema)';
    return new ServiceError('not_found', `Entity ${entity} not found: no entities/${entity}.json in this app${hint}`, { entity });
  }

  /** The valid schema of an entity, or the reason there is none. */
  async requireSchema(appId: string, entity: string, q: Queryable = this.db): Promise<EntitySchema> {
    return this.schemaOrThrow(appId, entity, await this.loadSchema(appId, entity, q), q);
  }

  /** The valid schema of a loaded file, or the error a write to that entity answers. */
  private async schemaOrThrow(
    appId: string,
    entity: string,
    loaded: Awaited<ReturnType<RecordsService['loadSchema']>>,
    q: Queryable = this.db,
  ): Promise<EntitySchema> {
    const { schema, exists, problems } = loaded;
    if (schema) return schema;
    if (exists) {
      throw new ServiceError(
        'invalid_request',
        `entities/${entity}.json is not a valid entity schema (${problems!.slice(0, 5).join('; ')}); fix it with update_entity_schema before writing records`,
        {
          problems,
        },
      );
    }
    throw await this.notFoundEntity(appId, entity, q);
  }

  /** Schema for reading: a missing or broken schema still lets existing records be read and deleted. */
  private async schemaForRead(appId: string, entity: string, q: Queryable): Promise<{ schema: EntitySchema | null; warning?: string }> {
    const { schema, exists, problems } = await this.loadSchema(appId, entity, q);
    if (schema) return { schema };
    if (ENTITY_NAME_RE.test(entity) && (await store.countEntity(q, appId, entity)) > 0) {
      return {
        schema: null,
        warning: exists
          ? `entities/${entity}.json is not a valid schema (${problems!.slice(0, 3).join('; ')}); records are read without field types`
          : `entities/${entity}.json does not exist; these records have no schema (validate_entity_relationships lists them)`,
      };
    }
    throw await this.notFoundEntity(appId, entity, q);
  }

  /** Creates missing / drops stale field indexes when the schema file was edited directly. */
  private async ensureIndexes(appId: string, schema: EntitySchema): Promise<void> {
    const key = `${appId}\0${schema.name}`;
    const sig = JSON.stringify(schema.indexes) + JSON.stringify(schema.fields.map((f) => [f.name, f.type]));
    if (this.indexState.get(key) === sig) return;
    const sync = await this.tx((tx) => store.syncIndexes(tx, appId, schema.name, schema));
    if (sync.created.length) this.plannerStats.noteIndex();
    this.indexState.set(key, sig);
  }

  // ------------------------------------------------------------------------------- reads

  async query(appId: string, entity: string, input: QueryInput = {}): Promise<Record<string, unknown>> {
    const { schema, warning } = await this.schemaForRead(appId, entity, this.db);
    const limit = input.limit ?? 100;
    const offset = input.offset ?? 0;
    if (limit > MAX_QUERY_LIMIT) throw new ServiceError('invalid_request', `limit is at most ${MAX_QUERY_LIMIT}; page with offset`);
    const sortText = input.sort ?? '-created_date';
    const where = compileFilters(this.db.dialect, schema, input.filters ?? {});
    const orderBy = compileSort(this.db.dialect, schema, parseSort(sortText));
    if (schema?.indexes.length) await this.ensureIndexes(appId, schema);
    const rows = await store.selectPage(this.db, appId, entity, where, orderBy, limit, offset);
    // A short page shows where the matches end: no count needed.
    let total: number;
    let capped = false;
    if (rows.length < limit && (offset === 0 || rows.length > 0)) total = offset + rows.length;
    else {
      const max = offset + limit + TOTAL_COUNT_BEYOND;
      const n = await store.countWhere(this.db, appId, entity, where, max + 1);
      capped = n > max;
      total = capped ? max : n;
    }
    const out: Record<string, unknown> = {
      app_id: appId,
      entity,
      records: rows.map((r) => publicRecord(schema ? { ...r, data: orderFields(schema, r.data) } : r)),
      count: rows.length,
      total,
      limit,
      offset,
      sort: sortText,
      has_more: offset + rows.length < total,
    };
    if (capped) out.total_capped = true;
    if (warning) out.warning = warning;
    return out;
  }

  async get(appId: string, entity: string, id: string): Promise<Record<string, unknown> | null> {
    const rows = await store.selectForWrite(this.db, appId, entity, { sql: '1 = 1', params: [] }, [id], 1, false);
    if (!rows[0]) return null;
    const { schema } = await this.loadSchema(appId, entity);
    return publicRecord(schema ? { ...rows[0], data: orderFields(schema, rows[0].data) } : rows[0]);
  }

  async countByEntity(appId: string): Promise<Record<string, number>> {
    return store.countByEntity(this.db, appId);
  }

  // ------------------------------------------------------------------------------- writes

  /** A record write from a tool: executed now, or proposed for the owner's approval (per app setting). */
  async write(appId: string, actor: Actor, req: WriteRequest): Promise<Record<string, unknown>> {
    const settings = await this.getSettings(appId);
    if (settings.execution_mode === 'approval') return this.propose(appId, actor, req, settings);
    return this.executeNow(appId, actor, req);
  }

  /** Direct execution: selection, checks and the write in one transaction. */
  async executeNow(appId: string, actor: Actor, req: WriteRequest): Promise<Record<string, unknown>> {
    return this.tx(async (tx) => {
      const prepared = await this.prepare(tx, appId, req);
      if ('skipped' in prepared) return prepared.skipped;
      return this.execute(tx, appId, actor, prepared.plan, { tool: req.tool, reason: req.reason, approvalId: null, revalidate: false });
    });
  }

  /**
   * Validates a request and resolves it to exact records. Throws before anything is written:
   * invalid_request for bad data (each problem named), conflict for an expected_count mismatch,
   * not_found for unknown entities or record ids.
   */
  private async prepare(
    q: Queryable,
    appId: string,
    req: WriteRequest,
  ): Promise<{ plan: WritePlan } | { skipped: Record<string, unknown> }> {
    const entity = req.entity;
    if (req.action === 'create') {
      const schema = await this.requireSchema(appId, entity, q);
      if (req.records.length > MAX_WRITE_RECORDS)
        throw new ServiceError('invalid_request', `At most ${MAX_WRITE_RECORDS} records per call`);
      if (req.expected_count !== undefined && req.expected_count !== req.records.length)
        throw countMismatch(req.expected_count, req.records.length);
      if (req.seed_mode === 'skip_if_not_empty') {
        // Concurrent seeds of one entity take turns, so only the first one writes.
        if (q.dialect === 'postgres') await q.get('SELECT pg_advisory_xact_lock(hashtext(?))', [`records:${appId}:${entity}`]);
        const existing = await store.countEntity(q, appId, entity);
        if (existing > 0) return { skipped: this.skippedSeed(appId, entity, existing) };
      }
      const problems: Problem[] = [];
      const records: Array<{ id: string; data: Record<string, unknown> }> = [];
      const chosen = new Map<string, number>();
      req.records.forEach((raw, i) => {
        const r = validateNewRecord(schema, raw, i);
        problems.push(...r.problems);
        if (r.id !== undefined) {
          if (chosen.has(r.id))
            problems.push({ index: i, field: 'id', message: `the id "${r.id}" is also used by records[${chosen.get(r.id)}]` });
          chosen.set(r.id, i);
        }
        if (!r.problems.length && recordBytes(r.data) > MAX_RECORD_BYTES) {
          problems.push({ index: i, field: '(record)', message: `larger than ${MAX_RECORD_BYTES} bytes` });
        }
        records.push({ id: r.id ?? newRecordId(), data: r.data });
      });
      if (chosen.size) {
        for (const id of await store.existingIds(q, appId, entity, [...chosen.keys()])) {
          problems.push({ index: chosen.get(id)!, field: 'id', message: `a ${entity} record with id "${id}" already exists` });
        }
      }
      if (problems.length)
        throw problemsError(
          `Invalid ${entity} records`,
          problems.sort((a, b) => (a.index ?? 0) - (b.index ?? 0)),
        );
      await this.checkReferences(
        q,
        appId,
        schema,
        records.map((r, index) => ({ index, data: r.data })),
        'records',
        new Set(records.map((r) => r.id)),
      );
      return { plan: { action: 'create', entity, records, ...(req.seed_mode ? { seed_mode: req.seed_mode } : {}) } };
    }

    if (req.action === 'update') {
      const schema = await this.requireSchema(appId, entity, q);
      if (req.updates) {
        if (req.changes !== undefined || req.record_ids !== undefined || req.filters !== undefined) {
          throw new ServiceError(
            'invalid_request',
            '`updates` carries its own record ids and changes; do not combine it with record_ids, filters or changes',
          );
        }
        if (!req.updates.length) throw new ServiceError('invalid_request', '`updates` is empty');
        if (req.updates.length > MAX_WRITE_RECORDS)
          throw new ServiceError('invalid_request', `At most ${MAX_WRITE_RECORDS} updates per call`);
        const problems: Problem[] = [];
        const seen = new Map<string, number>();
        const updates = req.updates.map((u, i) => {
          if (seen.has(u.record_id))
            problems.push({
              index: i,
              field: 'record_id',
              message: `"${u.record_id}" is also updated by updates[${seen.get(u.record_id)}]`,
            });
          seen.set(u.record_id, i);
          const v = validateChanges(schema, u.changes, i);
          if (!Object.keys(u.changes ?? {}).length) problems.push({ index: i, field: 'changes', message: 'no changes given' });
          problems.push(...v.problems);
          return { id: u.record_id, changes: v.changes };
        });
        if (problems.length) throw problemsError(`Invalid ${entity} updates`, problems, 'updates');
        const found = await store.selectForWrite(q, appId, entity, { sql: '1 = 1', params: [] }, [...seen.keys()], MAX_WRITE_RECORDS);
        this.checkSelected(entity, req.expected_count, [...seen.keys()], found);
        await this.checkReferences(
          q,
          appId,
          schema,
          updates.map((u, index) => ({ index, data: u.changes })),
          'updates',
        );
        return { plan: { action: 'update', entity, updates } };
      }
      if (req.changes === undefined)
        throw new ServiceError(
          'invalid_request',
          'Give `changes` (merged into every selected record) or `updates` (a list of {record_id, changes})',
        );
      if (!Object.keys(req.changes).length) throw new ServiceError('invalid_request', '`changes` is empty: nothing to update');
      const v = validateChanges(schema, req.changes);
      if (v.problems.length) throw problemsError(`Invalid changes for ${entity}`, v.problems, 'changes');
      const selected = await this.select(q, appId, entity, schema, req);
      await this.checkReferences(q, appId, schema, [{ data: v.changes }], 'changes');
      return { plan: { action: 'update', entity, updates: selected.map((r) => ({ id: r.id, changes: v.changes })) } };
    }

    // delete: a schema is not needed, so records left without one can still be removed.
    const { schema } = await this.schemaForRead(appId, entity, q);
    const selected = await this.select(q, appId, entity, schema, req);
    return { plan: { action: 'delete', entity, ids: selected.map((r) => r.id) } };
  }

  /** Resolves record_ids and/or filters to records (locked on PostgreSQL) and checks expected_count. */
  private async select(
    q: Queryable,
    appId: string,
    entity: string,
    schema: EntitySchema | null,
    req: Selection & { expected_count?: number },
  ): Promise<StoredRecord[]> {
    if (req.record_ids === undefined && req.filters === undefined) {
      throw new ServiceError(
        'invalid_request',
        'Select the records with `record_ids` or `filters` (an object, or a list of objects for alternatives)',
      );
    }
    const everything =
      req.record_ids === undefined &&
      req.filters !== undefined &&
      (Array.isArray(req.filters) ? req.filters.some((f) => !Object.keys(f).length) : !Object.keys(req.filters).length);
    if (everything && req.expected_count === undefined) {
      throw new ServiceError(
        'invalid_request',
        'Empty `filters` select every record of the entity; pass expected_count (the current record count) to confirm',
      );
    }
    if (req.record_ids && req.record_ids.length > MAX_WRITE_RECORDS)
      throw new ServiceError('invalid_request', `At most ${MAX_WRITE_RECORDS} record_ids per call`);
    const where = compileFilters(q.dialect, schema, req.filters);
    const ids = req.record_ids ? [...new Set(req.record_ids)] : null;
    const found = await store.selectForWrite(q, appId, entity, where, ids, MAX_WRITE_RECORDS + 1);
    if (found.length > MAX_WRITE_RECORDS)
      throw new ServiceError(
        'invalid_request',
        `The selection matches more than ${MAX_WRITE_RECORDS} records; narrow it and write in several calls`,
      );
    // With filters too, listed ids that exist but do not match are narrowed out; ids that do not exist stay errors.
    const foundIds = new Set(found.map((r) => r.id));
    const unmatched = ids && req.filters !== undefined ? ids.filter((id) => !foundIds.has(id)) : [];
    const outside = unmatched.length ? new Set(await store.existingIds(q, appId, entity, unmatched)) : new Set<string>();
    this.checkSelected(entity, req.expected_count, ids ? ids.filter((id) => !outside.has(id)) : null, found);
    return found;
  }

  private checkSelected(entity: string, expected: number | undefined, ids: string[] | null, found: StoredRecord[]) {
    const foundIds = new Set(found.map((r) => r.id));
    const missing = ids ? ids.filter((id) => !foundIds.has(id)) : [];
    const list = (xs: string[]) => xs.slice(0, 20).join(', ') + (xs.length > 20 ? `, … (${xs.length})` : '');
    if (expected !== undefined && expected !== found.length) {
      throw countMismatch(expected, found.length, missing.length ? ` (not found: ${list(missing)})` : '');
    }
    if (missing.length) {
      throw new ServiceError('not_found', `${entity} records not found: ${list(missing)}; nothing was written`, {
        missing_ids: missing.slice(0, 200),
      });
    }
  }

  private skippedSeed(appId: string, entity: string, existing: number): Record<string, unknown> {
    return {
      app_id: appId,
      entity,
      awaiting_approval: false,
      skipped: true,
      existing_count: existing,
      affected_count: 0,
      record_ids: [],
      message: `${entity} already has ${existing} record${existing === 1 ? '' : 's'}; mode skip_if_not_empty wrote nothing (use mode append to add anyway)`,
    };
  }

  /**
   * Applies a plan inside `q`. With `revalidate` (an approved proposal) the plan is checked again
   * against the current schema and records: anything that no longer holds aborts the whole write.
   */
  private async execute(
    q: Queryable,
    appId: string,
    actor: Actor,
    plan: WritePlan,
    meta: { tool: string; reason: string; approvalId: string | null; revalidate: boolean },
  ): Promise<Record<string, unknown>> {
    const now = Date.now();
    const entity = plan.entity;
    const base = { app_id: appId, entity, awaiting_approval: false };
    if (plan.action === 'create') {
      if (meta.revalidate) {
        const schema = await this.requireSchema(appId, entity, q);
        const problems: Problem[] = [];
        plan.records.forEach((r, i) => problems.push(...validateNewRecord(schema, r.data, i).problems));
        if (problems.length) throw problemsError(`The proposed ${entity} records no longer fit the schema`, problems);
        await this.checkReferences(
          q,
          appId,
          schema,
          plan.records.map((r, index) => ({ index, data: r.data })),
          'records',
          new Set(plan.records.map((r) => r.id)),
        );
        if (plan.seed_mode === 'skip_if_not_empty') {
          if (q.dialect === 'postgres') await q.get('SELECT pg_advisory_xact_lock(hashtext(?))', [`records:${appId}:${entity}`]);
          const existing = await store.countEntity(q, appId, entity);
          if (existing > 0) return this.skippedSeed(appId, entity, existing);
        }
        const taken = await store.existingIds(
          q,
          appId,
          entity,
          plan.records.map((r) => r.id),
        );
        if (taken.length)
          throw new ServiceError(
            'conflict',
            `${entity} records with these ids already exist: ${taken.slice(0, 20).join(', ')}; nothing was written`,
          );
      }
      try {
        await store.insertRecords(q, appId, entity, plan.records, now, actor.email);
        this.plannerStats.noteRows(plan.records.length);
      } catch (err) {
        // A concurrent write took a chosen id after this one checked it.
        if (isUniqueViolation(err))
          throw new ServiceError('conflict', `A ${entity} record with one of these ids was created meanwhile; nothing was written`);
        throw err;
      }
      await this.audit(
        q,
        appId,
        actor,
        meta,
        entity,
        'create',
        plan.records.map((r) => r.id),
      );
      const records = plan.records.map((r) =>
        publicRecord({ id: r.id, data: r.data, created_date: now, updated_date: now, created_by: actor.email }),
      );
      return { ...base, affected_count: records.length, record_ids: plan.records.map((r) => r.id), records };
    }

    if (plan.action === 'update') {
      const ids = plan.updates.map((u) => u.id);
      const schema = await this.requireSchema(appId, entity, q);
      const current = await store.selectForWrite(q, appId, entity, { sql: '1 = 1', params: [] }, ids, ids.length + 1);
      const byId = new Map(current.map((r) => [r.id, r]));
      const gone = ids.filter((id) => !byId.has(id));
      if (gone.length)
        throw new ServiceError(
          'conflict',
          `${gone.length} of the ${ids.length} ${entity} records no longer exist (${gone.slice(0, 10).join(', ')}); nothing was written`,
        );
      if (meta.revalidate) {
        const problems: Problem[] = [];
        plan.updates.forEach((u, i) => problems.push(...validateChanges(schema, u.changes, i).problems));
        if (problems.length) throw problemsError(`The proposed ${entity} changes no longer fit the schema`, problems, 'updates');
        await this.checkReferences(
          q,
          appId,
          schema,
          plan.updates.map((u, index) => ({ index, data: u.changes })),
          'updates',
        );
      }
      const rows = plan.updates.map((u) => ({ id: u.id, data: mergeChanges(schema, byId.get(u.id)!.data, u.changes) }));
      // The record as it would be stored, not only the changes, must stay within the record size limit.
      const tooBig: Problem[] = [];
      rows.forEach((r, i) => {
        const bytes = recordBytes(r.data);
        if (bytes > MAX_RECORD_BYTES)
          tooBig.push({
            index: i,
            field: '(record)',
            message: `${entity} record ${r.id} would be ${bytes} bytes, larger than ${MAX_RECORD_BYTES} bytes`,
          });
      });
      if (tooBig.length) throw problemsError(`Invalid ${entity} updates`, tooBig, 'updates');
      const changed = await store.updateRecords(q, appId, entity, rows, now);
      if (changed !== rows.length)
        throw new ServiceError('conflict', `Only ${changed} of ${rows.length} ${entity} records could be updated; nothing was written`);
      await this.audit(q, appId, actor, meta, entity, 'update', ids);
      const records = rows.map((r) => {
        const old = byId.get(r.id)!;
        return publicRecord({ ...old, data: r.data, updated_date: now });
      });
      return { ...base, affected_count: rows.length, record_ids: ids, records };
    }

    const deleted = await store.deleteRecords(q, appId, entity, plan.ids);
    if (deleted !== plan.ids.length) {
      throw new ServiceError(
        'conflict',
        `${plan.ids.length - deleted} of the ${plan.ids.length} ${entity} records no longer exist; nothing was written`,
      );
    }
    // After the DELETE (which holds the rows' locks): a referrer committed meanwhile is seen here.
    await this.refuseIfReferenced(q, appId, entity, plan.ids);
    await this.audit(q, appId, actor, meta, entity, 'delete', plan.ids);
    return { ...base, affected_count: deleted, record_ids: plan.ids };
  }

  /**
   * Relation values must name an existing record of their target entity (or be unset). Checked in
   * the write's transaction; on PostgreSQL the targets found stay locked (FOR KEY SHARE) until it
   * commits, so a concurrent delete of a target waits and then finds this record as a referrer.
   * `rows` are the values written (for updates only the changes: an existing dangling value does not
   * block unrelated changes); `batch` the ids created by this call, which records of the same entity
   * may name (a parent and its children seeded together).
   */
  private async checkReferences(
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
  private async refuseIfReferenced(q: Queryable, appId: string, entity: string, ids: string[]): Promise<void> {
    const { schemas } = await this.loadSchemas(appId, q);
    const gone = new Set(ids);
    const referrers: Array<{ entity: string; field: string; count: number; record_ids: string[] }> = [];
    for (const [name, schema] of [...schemas].sort(([a], [b]) => (a < b ? -1 : 1))) {
      for (const f of schema.fields) {
        if (f.type !== 'relation' || f.target !== entity) continue;
        // Deleted rows are gone already, so a self-reference among them no longer counts.
        const r = await store.referringRecords(q, appId, name, f.name, ids);
        if (r.count)
          referrers.push({ entity: name, field: f.name, count: r.count, record_ids: r.record_ids.filter((id) => !gone.has(id)) });
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

  private async audit(
    q: Queryable,
    appId: string,
    actor: Actor,
    meta: { tool: string; reason: string; approvalId: string | null },
    entity: string,
    action: string,
    ids: string[],
  ): Promise<void> {
    await q.run(
      `INSERT INTO record_writes (id, at, app_id, entity, tool, action, count, reason, account_id, token_id, approval_id, record_ids)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        newId('rw'),
        Date.now(),
        appId,
        entity,
        meta.tool,
        action,
        ids.length,
        meta.reason,
        accountOf(actor),
        actor.token_id ?? null,
        meta.approvalId,
        JSON.stringify(ids),
      ],
    );
  }

  /** The audit of record writes of an app, newest first. */
  async listWrites(appId: string, limit = 50): Promise<Array<Record<string, unknown>>> {
    const rows = await this.db.all<any>('SELECT * FROM record_writes WHERE app_id = ? ORDER BY at DESC, id DESC LIMIT ?', [appId, limit]);
    return rows.map((r) => ({
      write_id: r.id,
      at: iso(r.at),
      entity: r.entity,
      tool: r.tool,
      action: r.action,
      count: Number(r.count),
      reason: r.reason,
      account_id: r.account_id,
      token_id: r.token_id,
      approval_id: r.approval_id,
      record_ids: JSON.parse(r.record_ids),
    }));
  }

  // ------------------------------------------------------------------------------- approvals

  private systemAction(req: WriteRequest, plan: WritePlan): Record<string, unknown> {
    // Redacted: names what would happen (tool, entity, how many, which ids, which fields), never a value.
    const ids =
      plan.action === 'create' ? plan.records.map((r) => r.id) : plan.action === 'update' ? plan.updates.map((u) => u.id) : plan.ids;
    const fields = new Set<string>();
    if (plan.action === 'create') for (const r of plan.records) for (const k of Object.keys(r.data)) fields.add(k);
    if (plan.action === 'update') for (const u of plan.updates) for (const k of Object.keys(u.changes)) fields.add(k);
    return {
      tool: req.tool,
      entity: plan.entity,
      action: plan.action,
      record_count: ids.length,
      record_ids: ids.slice(0, 100),
      ...(ids.length > 100 ? { record_ids_truncated: true } : {}),
      fields: [...fields].sort(),
      ...(plan.action === 'create' && plan.seed_mode ? { seed_mode: plan.seed_mode } : {}),
      ...(req.expected_count !== undefined ? { expected_count: req.expected_count } : {}),
      reason: req.reason,
    };
  }

  private async propose(appId: string, actor: Actor, req: WriteRequest, settings: RecordSettings): Promise<Record<string, unknown>> {
    const prepared = await this.prepare(this.db, appId, req);
    if ('skipped' in prepared) return prepared.skipped;
    const plan = prepared.plan;
    const id = newId('apr');
    const now = Date.now();
    const expires = now + settings.approval_ttl_seconds * 1000;
    const systemAction = this.systemAction(req, plan);
    const count = systemAction.record_count as number;
    await this.db.run(
      `INSERT INTO record_approvals (id, app_id, account_id, token_id, tool, entity, action, plan, system_action, proposed_count, status, created_at, expires_at, result, error)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, NULL, NULL)`,
      [
        id,
        appId,
        accountOf(actor) ?? '',
        actor.token_id ?? null,
        req.tool,
        plan.entity,
        plan.action,
        JSON.stringify({ plan, reason: req.reason, email: actor.email }),
        JSON.stringify(systemAction),
        count,
        now,
        expires,
      ],
    );
    return {
      app_id: appId,
      entity: plan.entity,
      awaiting_approval: true,
      approval_id: id,
      status: 'pending',
      system_action: systemAction,
      affected_count: 0,
      proposed_count: count,
      expires_at: iso(expires),
      message:
        "Record writes of this app need the owner's approval: nothing was written yet. The owner approves or rejects this proposal in the studio " +
        '(POST /api/studio/approvals/' +
        id +
        '/approve). Tell the owner it is waiting; do not retry.',
    };
  }

  private approvalView(r: any, includePlan: boolean): Record<string, unknown> {
    const expired = r.status === 'pending' && Number(r.expires_at) <= Date.now();
    const out: Record<string, unknown> = {
      approval_id: r.id,
      app_id: r.app_id,
      tool: r.tool,
      entity: r.entity,
      action: r.action,
      status: expired ? 'expired' : r.status,
      proposed_count: Number(r.proposed_count),
      system_action: JSON.parse(r.system_action),
      created_at: iso(r.created_at),
      expires_at: iso(r.expires_at),
      decided_at: iso(r.decided_at),
      decided_by: r.decided_by ?? null,
    };
    if (r.result) out.result = JSON.parse(r.result);
    if (r.error) out.error = r.error;
    // The owner, signed in to the studio, sees the proposed values to decide on them.
    if (includePlan) out.proposal = JSON.parse(r.plan).plan;
    return out;
  }

  private async expirePending(q: Queryable, appIds: string[]): Promise<void> {
    if (!appIds.length) return;
    const now = Date.now();
    const inList =
      q.dialect === 'sqlite' ? 'app_id IN (SELECT value FROM json_each(?))' : 'app_id IN (SELECT jsonb_array_elements_text(?::jsonb))';
    await q.run(
      `UPDATE record_approvals SET status = 'expired', decided_at = expires_at WHERE status = 'pending' AND expires_at <= ? AND ${inList}`,
      [now, JSON.stringify(appIds)],
    );
  }

  /** Proposals of the account's apps (one app with `appId`), newest first. */
  async listApprovals(
    accountId: string,
    opts: { appId?: string; status?: string; limit?: number } = {},
  ): Promise<Array<Record<string, unknown>>> {
    const apps = await this.db.all<{ id: string }>(
      `SELECT id FROM apps WHERE owner_account_id = ? AND deleted_at IS NULL${opts.appId ? ' AND id = ?' : ''}`,
      [accountId, ...(opts.appId ? [opts.appId] : [])],
    );
    if (opts.appId && !apps.length) throw new ServiceError('not_found', 'App not found');
    const ids = apps.map((a) => a.id);
    if (!ids.length) return [];
    await this.expirePending(this.db, ids);
    const inList =
      this.db.dialect === 'sqlite'
        ? 'app_id IN (SELECT value FROM json_each(?))'
        : 'app_id IN (SELECT jsonb_array_elements_text(?::jsonb))';
    const rows = await this.db.all<any>(
      `SELECT * FROM record_approvals WHERE ${inList}${opts.status ? ' AND status = ?' : ''} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [JSON.stringify(ids), ...(opts.status ? [opts.status] : []), opts.limit ?? 100],
    );
    return rows.map((r) => this.approvalView(r, true));
  }

  private async ownedApproval(q: Queryable, accountId: string, approvalId: string): Promise<any> {
    const row = await q.get<any>(
      `SELECT a.* FROM record_approvals a JOIN apps p ON p.id = a.app_id WHERE a.id = ? AND p.owner_account_id = ? AND p.deleted_at IS NULL`,
      [approvalId, accountId],
    );
    if (!row) throw new ServiceError('not_found', 'Approval not found');
    return row;
  }

  private notPending(row: any): ServiceError {
    const status = row.status === 'pending' && Number(row.expires_at) <= Date.now() ? 'expired' : row.status;
    return new ServiceError(
      'conflict',
      `Approval ${row.id} is ${status}${status === 'expired' ? ` (it expired at ${iso(row.expires_at)})` : ''}; only a pending proposal can be decided`,
      {
        status,
      },
    );
  }

  /**
   * Executes a pending proposal exactly as stored, once: the pending → executed transition and the
   * write are one transaction, so a second (or concurrent) approval finds it no longer pending.
   * A proposal that no longer applies (records gone, schema changed) is marked failed.
   */
  async approve(account: { id: string; email: string }, approvalId: string): Promise<Record<string, unknown>> {
    const row = await this.ownedApproval(this.db, account.id, approvalId);
    if (row.status !== 'pending' || Number(row.expires_at) <= Date.now()) {
      await this.expirePending(this.db, [row.app_id]);
      throw this.notPending(row);
    }
    const stored = JSON.parse(row.plan) as { plan: WritePlan; reason: string; email: string | null };
    const actor: Actor = { type: 'owner', id: account.id, token_id: row.token_id ?? null, email: stored.email ?? account.email };
    let transitioned = false;
    try {
      const result = await this.tx(async (tx) => {
        transitioned = false;
        const now = Date.now();
        const moved = await tx.run(
          `UPDATE record_approvals SET status = 'executed', decided_at = ?, decided_by = ? WHERE id = ? AND status = 'pending' AND expires_at > ?`,
          [now, account.id, approvalId, now],
        );
        if (!moved.changes) {
          const current = await tx.get<any>('SELECT * FROM record_approvals WHERE id = ?', [approvalId]);
          throw this.notPending(current);
        }
        transitioned = true;
        const res = await this.execute(tx, row.app_id, actor, stored.plan, {
          tool: row.tool,
          reason: stored.reason,
          approvalId,
          revalidate: true,
        });
        await tx.run('UPDATE record_approvals SET result = ? WHERE id = ?', [
          JSON.stringify({ affected_count: res.affected_count, record_ids: res.record_ids, skipped: res.skipped ?? false }),
          approvalId,
        ]);
        return res;
      });
      return { approval_id: approvalId, status: 'executed', result };
    } catch (err) {
      if (transitioned && err instanceof ServiceError) {
        await this.db.run(
          `UPDATE record_approvals SET status = 'failed', decided_at = ?, decided_by = ?, error = ? WHERE id = ? AND status = 'pending'`,
          [Date.now(), account.id, err.message, approvalId],
        );
        throw new ServiceError('conflict', `The proposal can no longer be executed and is marked failed: ${err.message}`, {
          status: 'failed',
        });
      }
      throw err;
    }
  }

  async reject(account: { id: string }, approvalId: string): Promise<Record<string, unknown>> {
    const row = await this.ownedApproval(this.db, account.id, approvalId);
    const moved = await this.db.run(
      `UPDATE record_approvals SET status = 'rejected', decided_at = ?, decided_by = ? WHERE id = ? AND status = 'pending' AND expires_at > ?`,
      [Date.now(), account.id, approvalId, Date.now()],
    );
    if (!moved.changes) {
      await this.expirePending(this.db, [row.app_id]);
      throw this.notPending((await this.db.get<any>('SELECT * FROM record_approvals WHERE id = ?', [approvalId]))!);
    }
    return { approval_id: approvalId, status: 'rejected' };
  }

  async getApproval(accountId: string, approvalId: string): Promise<Record<string, unknown>> {
    return this.approvalView(await this.ownedApproval(this.db, accountId, approvalId), true);
  }

  // ------------------------------------------------------------------------------- settings

  async getSettings(appId: string, q: Queryable = this.db): Promise<RecordSettings> {
    const row = await q.get<any>('SELECT execution_mode, approval_ttl_seconds, updated_at FROM record_settings WHERE app_id = ?', [appId]);
    return {
      app_id: appId,
      execution_mode: (row?.execution_mode as ExecutionMode) ?? DEFAULT_EXECUTION_MODE,
      approval_ttl_seconds: row ? Number(row.approval_ttl_seconds) : DEFAULT_APPROVAL_TTL_SECONDS,
      updated_at: iso(row?.updated_at),
    };
  }

  /**
   * Changes the execution mode / proposal lifetime. `via: 'tool'` (an agent's token) may only
   * tighten: switching approval mode off is for the owner in the studio, or approval would guard
   * nothing.
   */
  async setSettings(
    appId: string,
    patch: { execution_mode?: ExecutionMode; approval_ttl_seconds?: number },
    by: { account_id: string; via: 'tool' | 'studio' },
  ): Promise<RecordSettings> {
    if (patch.approval_ttl_seconds !== undefined) {
      const t = patch.approval_ttl_seconds;
      if (!Number.isInteger(t) || t < MIN_APPROVAL_TTL_SECONDS || t > MAX_APPROVAL_TTL_SECONDS) {
        throw new ServiceError(
          'invalid_params',
          `approval_ttl_seconds must be an integer from ${MIN_APPROVAL_TTL_SECONDS} to ${MAX_APPROVAL_TTL_SECONDS}`,
        );
      }
    }
    return this.tx(async (tx) => {
      const current = await this.getSettings(appId, tx);
      const mode = patch.execution_mode ?? current.execution_mode;
      if (by.via === 'tool' && current.execution_mode === 'approval' && mode === 'direct') {
        throw new ServiceError(
          'fails_closed',
          "Record writes of this app need the owner's approval; only the owner can switch that off, in the studio. Nothing was changed.",
        );
      }
      const ttl = patch.approval_ttl_seconds ?? current.approval_ttl_seconds;
      await tx.run(
        `INSERT INTO record_settings (app_id, execution_mode, approval_ttl_seconds, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (app_id) DO UPDATE SET execution_mode = excluded.execution_mode, approval_ttl_seconds = excluded.approval_ttl_seconds,
           updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        [appId, mode, ttl, Date.now(), by.account_id],
      );
      return this.getSettings(appId, tx);
    });
  }

  // ------------------------------------------------------------------------------- schema changes

  /**
   * What a new schema would do to the stored records: values of removed fields (orphaned), values
   * that no longer fit (invalid), required fields without a value or default (missing_required).
   * Problems a record already had under the old schema are not counted again.
   */
  async impactOf(
    q: Queryable,
    appId: string,
    oldSchema: EntitySchema | null,
    next: EntitySchema,
  ): Promise<{
    affected_count: number;
    record_count: number;
    changes: Array<{ field: string; problem: string; affected_count: number; sample_record_ids: string[] }>;
    backfill: Record<string, number>;
  }> {
    const backfillFields = this.backfillFields(oldSchema, next);
    const byKey = new Map<string, { field: string; problem: string; affected_count: number; sample_record_ids: string[] }>();
    const backfill: Record<string, number> = {};
    let affected = 0;
    let total = 0;
    for await (const batch of store.scanEntity(q, appId, next.name)) {
      for (const r of batch) {
        total++;
        const data = { ...r.data };
        for (const f of backfillFields) {
          if (ownValue(data, f.name) === undefined) {
            data[f.name] = f.default;
            backfill[f.name] = (backfill[f.name] ?? 0) + 1;
          }
        }
        const now = problemsOfStored(next, data);
        const before = oldSchema ? problemsOfStored(oldSchema, r.data) : new Map();
        let hit = false;
        for (const [field, problem] of now) {
          if (before.get(field) === problem) continue;
          if (problem === 'orphaned' && oldSchema && !oldSchema.fields.some((f) => f.name === field)) continue; // was never declared
          hit = true;
          const key = `${field}\0${problem}`;
          let c = byKey.get(key);
          if (!c) byKey.set(key, (c = { field, problem, affected_count: 0, sample_record_ids: [] }));
          c.affected_count++;
          if (c.sample_record_ids.length < 5) c.sample_record_ids.push(r.id);
        }
        if (hit) affected++;
      }
    }
    return { affected_count: affected, record_count: total, changes: [...byKey.values()], backfill };
  }

  /** Fields whose `default` is written into existing records lacking them: new fields, and fields that became required. */
  private backfillFields(oldSchema: EntitySchema | null, next: EntitySchema): FieldDef[] {
    return next.fields.filter((f) => {
      if (f.default === undefined) return false;
      const old = oldSchema?.fields.find((o) => o.name === f.name);
      return !old || (f.required && !old.required) || old.type !== f.type;
    });
  }

  private async backfill(
    q: Queryable,
    appId: string,
    schema: EntitySchema,
    fields: FieldDef[],
    actor: Actor,
    tool: string,
  ): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    const now = Date.now();
    for (const f of fields) {
      const sql =
        q.dialect === 'sqlite'
          ? `UPDATE records SET data = json_set(data, '$.${f.name}', json(?)), updated_date = ? WHERE app_id = ? AND entity = ? AND json_type(data, '$.${f.name}') IS NULL`
          : `UPDATE records SET data = jsonb_set(data, '{${f.name}}', ?::jsonb), updated_date = ? WHERE app_id = ? AND entity = ? AND (data -> '${f.name}') IS NULL`;
      const res = await q.run(sql, [JSON.stringify(f.default), now, appId, schema.name]);
      if (res.changes) {
        out[f.name] = res.changes;
        await this.audit(
          q,
          appId,
          actor,
          { tool, reason: `default of new field ${f.name} written to existing records`, approvalId: null },
          schema.name,
          'backfill',
          [],
        );
      }
    }
    return out;
  }

  /**
   * Writes a schema file (with a Saved Version), backfills defaults and syncs indexes, in one
   * transaction. The write is conditional on the file still being `baseText` (what the caller read),
   * and the impact on existing records is measured inside the transaction after the app is locked,
   * so a concurrent schema change conflicts instead of being overwritten or slipping past the check.
   */
  private async commitSchema(
    appId: string,
    actor: Actor,
    tool: string,
    oldSchema: EntitySchema | null,
    next: EntitySchema,
    opts: { force: boolean; label: string; checkImpact: boolean; baseText: string | null },
  ): Promise<Record<string, unknown>> {
    let impact: Awaited<ReturnType<RecordsService['impactOf']>> | null = null;
    const path = entityPath(next.name);
    const text = serializeSchema(next);
    const result = await this.tx(async (tx) => {
      const upserts: Record<string, string> = { [path]: text };
      const expect: Record<string, string | null> = { [path]: opts.baseText === null ? null : sha256(opts.baseText) };
      for (const follow of this.schemaFollowers) {
        for (const change of await follow(tx, appId, next.name, { before: opts.baseText, after: text })) {
          if (change.path in upserts) continue;
          upserts[change.path] = change.content;
          // The follower read the file before the app was locked: a concurrent write conflicts instead of being lost.
          expect[change.path] = sha256(change.base);
        }
      }
      const applied = await this.files.applyChanges(
        appId,
        { upserts },
        { savedVersion: { cause_tool: tool, label: opts.label }, tx, expect },
      );
      const followed = Object.keys(upserts)
        .filter((p) => p !== path)
        .sort();
      if (opts.checkImpact) {
        impact = await this.impactOf(tx, appId, oldSchema, next);
        if (impact.affected_count > 0 && !opts.force) {
          const parts = impact.changes.map(
            (c) =>
              `${c.field}: ${c.affected_count} record${c.affected_count === 1 ? '' : 's'} ${c.problem === 'orphaned' ? 'would keep values of a field that no longer exists' : c.problem === 'invalid' ? `hold${c.affected_count === 1 ? 's' : ''} values that would no longer be valid` : `lack${c.affected_count === 1 ? 's' : ''} this required field (no default to fill it)`}`,
          );
          // Thrown inside the transaction: the file write and its Saved Version are rolled back.
          throw new ServiceError(
            'conflict',
            `This schema change would orphan or invalidate ${impact.affected_count} of the ${impact.record_count} existing ${next.name} records (${parts.join('; ')}); nothing was changed. ` +
              'Migrate the records first (update_entity_records), add a default, or pass force: true to apply it anyway (stored values are kept, never deleted).',
            { impact },
          );
        }
      }
      const backfilled = opts.checkImpact ? await this.backfill(tx, appId, next, this.backfillFields(oldSchema, next), actor, tool) : {};
      const indexes = await store.syncIndexes(tx, appId, next.name, next);
      if (indexes.created.length) this.plannerStats.noteIndex();
      return { snapshot_id: applied.snapshot_id, backfilled, indexes, followed };
    });
    const measured = impact as Awaited<ReturnType<RecordsService['impactOf']>> | null;
    this.indexState.delete(`${appId}\0${next.name}`);
    const warnings: string[] = [];
    const { schemas } = await this.loadSchemas(appId);
    for (const f of next.fields) {
      if (f.type === 'relation' && f.target && !schemas.has(f.target))
        warnings.push(`${f.name} relates to ${f.target}, which has no schema yet (entities/${f.target}.json)`);
    }
    return {
      app_id: appId,
      entity: next.name,
      path,
      snapshot_id: result.snapshot_id,
      schema: { fields: publicFields(next) },
      description: next.description,
      indexes: result.indexes.indexes,
      ...(measured
        ? {
            impact: {
              affected_count: measured.affected_count,
              record_count: measured.record_count,
              changes: measured.changes,
              forced: measured.affected_count > 0,
            },
          }
        : {}),
      backfilled: result.backfilled,
      files_updated: result.followed,
      warnings,
    };
  }

  private checkedSchema(input: Record<string, unknown>, entity: string): EntitySchema {
    const parsed = checkSchemaObject(input, entity);
    if (!parsed.ok) {
      throw new ServiceError('invalid_request', `Invalid schema for ${entity}: ${parsed.problems.slice(0, 20).join('; ')}`, {
        problems: parsed.problems,
      });
    }
    return parsed.schema;
  }

  private checkEntityName(entity: string) {
    if (!ENTITY_NAME_RE.test(entity))
      throw new ServiceError('invalid_request', `Entity names are PascalCase (^[A-Z][A-Za-z0-9]*$), e.g. "Task"; got "${entity}"`);
  }

  async createSchema(
    appId: string,
    actor: Actor,
    input: {
      entity: string;
      fields: unknown[];
      description?: string;
      indexes?: string[][];
      metadata?: Record<string, unknown>;
      force?: boolean;
    },
    tool = 'create_entity_schema',
  ): Promise<Record<string, unknown>> {
    this.checkEntityName(input.entity);
    const next = this.checkedSchema(
      {
        name: input.entity,
        description: input.description ?? '',
        fields: input.fields,
        indexes: input.indexes ?? [],
        ...(input.metadata ? { metadata: input.metadata } : {}),
      },
      input.entity,
    );
    const existing = await this.files.readFile(appId, entityPath(input.entity));
    if (existing !== null)
      throw new ServiceError(
        'conflict',
        `Entity ${input.entity} already exists (entities/${input.entity}.json); change it with update_entity_schema`,
      );
    // Records may exist from an earlier schema of the same name: they are checked like any change.
    return this.commitSchema(appId, actor, tool, null, next, {
      force: input.force ?? false,
      label: `before creating entity ${input.entity}`,
      checkImpact: true,
      baseText: null,
    });
  }

  async updateSchema(
    appId: string,
    actor: Actor,
    input: {
      entity: string;
      fields?: unknown[];
      description?: string;
      indexes?: string[][];
      metadata?: Record<string, unknown>;
      force?: boolean;
    },
    tool = 'update_entity_schema',
  ): Promise<Record<string, unknown>> {
    this.checkEntityName(input.entity);
    const current = await this.loadSchema(appId, input.entity);
    if (!current.exists) throw await this.notFoundEntity(appId, input.entity, this.db);
    const old = current.schema;
    if (!old && input.fields === undefined) {
      throw new ServiceError(
        'invalid_request',
        `entities/${input.entity}.json is not a valid schema (${current.problems!.slice(0, 3).join('; ')}); pass the complete \`fields\` list to replace it`,
      );
    }
    const fields = input.fields ?? old!.fields;
    let indexes = input.indexes ?? old?.indexes ?? [];
    const warnings: string[] = [];
    if (input.indexes === undefined) {
      // Kept indexes must still name declared, indexable fields.
      const names = new Map((fields as Array<{ name?: unknown; type?: unknown }>).map((f) => [f?.name, f?.type]));
      const kept = indexes.filter((ix) => ix.every((n) => names.has(n) && names.get(n) !== 'array' && names.get(n) !== 'object'));
      if (kept.length !== indexes.length)
        warnings.push(
          `index(es) ${indexes
            .filter((ix) => !kept.includes(ix))
            .map((ix) => JSON.stringify(ix))
            .join(', ')} dropped: they name fields that are gone`,
        );
      indexes = kept;
    }
    const next = this.checkedSchema(
      {
        ...(old?.extra ?? {}),
        name: input.entity,
        description: input.description ?? old?.description ?? '',
        fields,
        indexes,
        ...((input.metadata ?? old?.metadata) ? { metadata: input.metadata ?? old?.metadata } : {}),
      },
      input.entity,
    );
    const out = await this.commitSchema(appId, actor, tool, old, next, {
      force: input.force ?? false,
      label: `before updating entity ${input.entity}`,
      checkImpact: true,
      baseText: current.text,
    });
    (out.warnings as string[]).unshift(...warnings);
    return out;
  }

  /** Indexes, description and metadata: no field changes, so no record is affected. */
  async updateMetadata(
    appId: string,
    actor: Actor,
    input: { entity: string; description?: string; indexes?: string[][]; metadata?: Record<string, unknown> },
    tool = 'update_entity_metadata',
  ): Promise<Record<string, unknown>> {
    this.checkEntityName(input.entity);
    const base = await this.loadSchema(appId, input.entity);
    const old = await this.schemaOrThrow(appId, input.entity, base);
    if (input.description === undefined && input.indexes === undefined && input.metadata === undefined) {
      throw new ServiceError('invalid_request', 'Nothing to update: give description, indexes and/or metadata');
    }
    const next = this.checkedSchema(
      {
        ...(old.extra ?? {}),
        name: old.name,
        description: input.description ?? old.description,
        fields: old.fields,
        indexes: input.indexes ?? old.indexes,
        ...((input.metadata ?? old.metadata) ? { metadata: input.metadata ?? old.metadata } : {}),
      },
      input.entity,
    );
    const before = new Set(
      (await this.db.all<{ name: string }>('SELECT name FROM record_indexes WHERE app_id = ? AND entity = ?', [appId, old.name])).map(
        (r) => r.name,
      ),
    );
    const out = await this.commitSchema(appId, actor, tool, old, next, {
      force: false,
      label: `before updating entity ${input.entity} metadata`,
      checkImpact: false,
      baseText: base.text,
    });
    const after = out.indexes as Array<{ name: string; fields: string[] }>;
    return {
      ...out,
      metadata: next.metadata ?? {},
      indexes: after.map((ix) => ({ ...ix, database_index: ix.name, created: !before.has(ix.name) })),
      indexes_dropped: [...before].filter((n) => !after.some((ix) => ix.name === n)),
    };
  }

  /**
   * Relations and their targets: schema files that cannot be read, relation fields whose target
   * entity has no schema, records whose relation value names no existing record, records of
   * entities without a schema, and stored values that no longer fit their schema.
   */
  async validateRelationships(appId: string, entity?: string): Promise<Record<string, unknown>> {
    const { schemas, broken } = await this.loadSchemas(appId);
    const counts = await store.entitiesWithRecords(this.db, appId);
    if (entity !== undefined && !schemas.has(entity) && !broken.has(entity) && !counts.has(entity))
      throw await this.notFoundEntity(appId, entity, this.db);
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
        const d = await store.danglingReferences(this.db, appId, schema.name, f.name, f.target);
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
      if (counts.get(schema.name)) {
        const invalid = new Map<string, { count: number; ids: string[]; problem: string }>();
        for await (const batch of store.scanEntity(this.db, appId, schema.name)) {
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
      }
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
}
