/**
 * The records area: entity schemas (files `entities/<Name>.json`, written through the FileStore),
 * records (JSON documents in `records`), their writes (one transaction each, validated, counted,
 * audited in `record_writes`), and the per-app execution mode (direct, or proposals the owner
 * approves in the studio). The published app's data API uses the same service.
 *
 * This file holds reads and the write path; the service composes the other concerns, each in its
 * own module: reading schema files (schema-files.ts), changing schemas (schema-changes.ts),
 * relations between entities (relationships.ts) and approvals with the execution mode (approvals.ts).
 */
import pino, { type Logger } from 'pino';
import type { FileStore } from '../files/store.ts';
import { ServiceError } from '../platform/errors.ts';
import { iso } from '../platform/time.ts';
import { isUniqueViolation, type Db, type Queryable } from '../storage/index.ts';
import { PlannerStats } from '../storage/planner-stats.ts';
import { RecordApprovals, type ExecutionMode, type RecordSettings } from './approvals.ts';
import { checkReferences, refuseIfReferenced, validateRelationships } from './relationships.ts';
import { SchemaChanges, type SchemaFollower, type SchemaImpact } from './schema-changes.ts';
import { EntitySchemaFiles, type SchemaFile } from './schema-files.ts';
import {
  MAX_RECORD_BYTES,
  mergeChanges,
  orderFields,
  validateChanges,
  validateNewRecord,
  type EntitySchema,
  type Problem,
} from './schema.ts';
import { compileFilters, compileSort, parseSort, type Filters } from './sql.ts';
import * as store from './store.ts';
import type { StoredRecord } from './store.ts';
import {
  auditWrite,
  countMismatch,
  newRecordId,
  problemsError,
  publicRecord,
  recordBytes,
  retryingTransaction,
  type Actor,
  type Prepared,
  type Selection,
  type WriteMeta,
  type WritePlan,
  type WriteRequest,
} from './writes.ts';

export {
  DEFAULT_APPROVAL_TTL_SECONDS,
  DEFAULT_EXECUTION_MODE,
  EXECUTION_MODES,
  MAX_APPROVAL_TTL_SECONDS,
  MIN_APPROVAL_TTL_SECONDS,
  type ExecutionMode,
  type RecordSettings,
} from './approvals.ts';
export type { SchemaFollower, SchemaImpact } from './schema-changes.ts';
export { newRecordId, publicRecord, type Actor, type WritePlan, type WriteRequest } from './writes.ts';

/** Most records one write may create, select or change. */
export const MAX_WRITE_RECORDS = 10_000;
export const MAX_QUERY_LIMIT = 1000;
/**
 * `total` of a query is exact while fewer than offset + limit + TOTAL_COUNT_BEYOND records match;
 * past that it is that number with `total_capped: true` (at least that many). Counting every match
 * of a large entity on every page cost more than the page itself (docs/decisions.md, Performance).
 */
export const TOTAL_COUNT_BEYOND = 1000;

export interface QueryInput {
  filters?: Filters;
  sort?: string;
  limit?: number;
  offset?: number;
}

export class RecordsService {
  private readonly db: Db;
  /** app\0entity → signature of the indexes known to exist (lazy sync after direct file edits). */
  private readonly indexState = new Map<string, string>();
  private readonly schemaFiles: EntitySchemaFiles;
  private readonly schemaChanges: SchemaChanges;
  private readonly approvals: RecordApprovals;

  /** Planner statistics of the records table, refreshed after bulk writes and new indexes. */
  readonly plannerStats: PlannerStats;

  constructor(db: Db, files: FileStore, log?: Logger) {
    this.db = db;
    this.plannerStats = new PlannerStats(db, log ?? pino({ level: 'silent' }), 'records');
    this.schemaFiles = new EntitySchemaFiles(db, files);
    this.schemaChanges = new SchemaChanges({
      db,
      files,
      schemaFiles: this.schemaFiles,
      plannerStats: this.plannerStats,
      indexesChanged: (appId, entity) => this.indexState.delete(`${appId}\0${entity}`),
    });
    this.approvals = new RecordApprovals(db, {
      prepare: (q, appId, req) => this.prepare(q, appId, req),
      execute: (q, appId, actor, plan, meta) => this.execute(q, appId, actor, plan, meta),
    });
  }

  /** Adds a follower: its file changes are written with the schema, in the same transaction and Saved Version. */
  followSchemas(follower: SchemaFollower): void {
    this.schemaChanges.follow(follower);
  }

  // ------------------------------------------------------------------------------- schemas

  /** The schema of an entity; `problems` when its file exists but is not a valid schema. */
  loadSchema(appId: string, entity: string, q: Queryable = this.db): Promise<SchemaFile> {
    return this.schemaFiles.loadSchema(appId, entity, q);
  }

  /** Every entity schema of an app (valid ones in `schemas`, broken files in `broken`). */
  loadSchemas(appId: string, q: Queryable = this.db): Promise<{ schemas: Map<string, EntitySchema>; broken: Map<string, string[]> }> {
    return this.schemaFiles.loadSchemas(appId, q);
  }

  /** The valid schema of an entity, or the reason there is none. */
  requireSchema(appId: string, entity: string, q: Queryable = this.db): Promise<EntitySchema> {
    return this.schemaFiles.requireSchema(appId, entity, q);
  }

  /** Creates missing / drops stale field indexes when the schema file was edited directly. */
  private async ensureIndexes(appId: string, schema: EntitySchema): Promise<void> {
    const key = `${appId}\0${schema.name}`;
    const sig = JSON.stringify(schema.indexes) + JSON.stringify(schema.fields.map((f) => [f.name, f.type]));
    if (this.indexState.get(key) === sig) return;
    const sync = await retryingTransaction(this.db, (tx) => store.syncIndexes(tx, appId, schema.name, schema));
    if (sync.created.length) this.plannerStats.noteIndex();
    this.indexState.set(key, sig);
  }

  // ------------------------------------------------------------------------------- reads

  async query(appId: string, entity: string, input: QueryInput = {}): Promise<Record<string, unknown>> {
    const { schema, warning } = await this.schemaFiles.schemaForRead(appId, entity, this.db);
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
    const settings = await this.approvals.getSettings(appId);
    if (settings.execution_mode === 'approval') return this.approvals.propose(appId, actor, req, settings);
    return this.executeNow(appId, actor, req);
  }

  /** Direct execution: selection, checks and the write in one transaction. */
  async executeNow(appId: string, actor: Actor, req: WriteRequest): Promise<Record<string, unknown>> {
    return retryingTransaction(this.db, async (tx) => {
      const prepared = await this.prepare(tx, appId, req);
      if ('skipped' in prepared) return prepared.skipped;
      return this.execute(tx, appId, actor, prepared.plan, {
        tool: req.tool,
        reason: req.reason,
        approvalId: null,
        revalidate: false,
      });
    });
  }

  /**
   * Validates a request and resolves it to exact records. Throws before anything is written:
   * invalid_request for bad data (each problem named), conflict for an expected_count mismatch,
   * not_found for unknown entities or record ids.
   */
  private async prepare(q: Queryable, appId: string, req: WriteRequest): Promise<Prepared> {
    if (req.action === 'create') return this.prepareCreate(q, appId, req);
    if (req.action === 'update') return this.prepareUpdate(q, appId, req);

    // delete: a schema is not needed, so records left without one can still be removed.
    const { schema } = await this.schemaFiles.schemaForRead(appId, req.entity, q);
    const selected = await this.select(q, appId, req.entity, schema, req);
    return { plan: { action: 'delete', entity: req.entity, ids: selected.map((r) => r.id) } };
  }

  private async prepareCreate(q: Queryable, appId: string, req: Extract<WriteRequest, { action: 'create' }>): Promise<Prepared> {
    const entity = req.entity;
    const schema = await this.requireSchema(appId, entity, q);
    if (req.records.length > MAX_WRITE_RECORDS) throw new ServiceError('invalid_request', `At most ${MAX_WRITE_RECORDS} records per call`);
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
    await checkReferences(
      q,
      appId,
      schema,
      records.map((r, index) => ({ index, data: r.data })),
      'records',
      new Set(records.map((r) => r.id)),
    );
    return { plan: { action: 'create', entity, records, ...(req.seed_mode ? { seed_mode: req.seed_mode } : {}) } };
  }

  private async prepareUpdate(q: Queryable, appId: string, req: Extract<WriteRequest, { action: 'update' }>): Promise<Prepared> {
    const entity = req.entity;
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
      await checkReferences(
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
    await checkReferences(q, appId, schema, [{ data: v.changes }], 'changes');
    return { plan: { action: 'update', entity, updates: selected.map((r) => ({ id: r.id, changes: v.changes })) } };
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
  private async execute(q: Queryable, appId: string, actor: Actor, plan: WritePlan, meta: WriteMeta): Promise<Record<string, unknown>> {
    if (plan.action === 'create') return this.executeCreate(q, appId, actor, plan, meta);
    if (plan.action === 'update') return this.executeUpdate(q, appId, actor, plan, meta);
    return this.executeDelete(q, appId, actor, plan, meta);
  }

  private async executeCreate(
    q: Queryable,
    appId: string,
    actor: Actor,
    plan: Extract<WritePlan, { action: 'create' }>,
    meta: WriteMeta,
  ): Promise<Record<string, unknown>> {
    const now = Date.now();
    const entity = plan.entity;
    const base = { app_id: appId, entity, awaiting_approval: false };
    if (meta.revalidate) {
      const schema = await this.requireSchema(appId, entity, q);
      const problems: Problem[] = [];
      plan.records.forEach((r, i) => problems.push(...validateNewRecord(schema, r.data, i).problems));
      if (problems.length) throw problemsError(`The proposed ${entity} records no longer fit the schema`, problems);
      await checkReferences(
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
    await auditWrite(
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

  private async executeUpdate(
    q: Queryable,
    appId: string,
    actor: Actor,
    plan: Extract<WritePlan, { action: 'update' }>,
    meta: WriteMeta,
  ): Promise<Record<string, unknown>> {
    const now = Date.now();
    const entity = plan.entity;
    const base = { app_id: appId, entity, awaiting_approval: false };
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
      await checkReferences(
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
    await auditWrite(q, appId, actor, meta, entity, 'update', ids);
    const records = rows.map((r) => {
      const old = byId.get(r.id)!;
      return publicRecord({ ...old, data: r.data, updated_date: now });
    });
    return { ...base, affected_count: rows.length, record_ids: ids, records };
  }

  private async executeDelete(
    q: Queryable,
    appId: string,
    actor: Actor,
    plan: Extract<WritePlan, { action: 'delete' }>,
    meta: WriteMeta,
  ): Promise<Record<string, unknown>> {
    const entity = plan.entity;
    const base = { app_id: appId, entity, awaiting_approval: false };
    const deleted = await store.deleteRecords(q, appId, entity, plan.ids);
    if (deleted !== plan.ids.length) {
      throw new ServiceError(
        'conflict',
        `${plan.ids.length - deleted} of the ${plan.ids.length} ${entity} records no longer exist; nothing was written`,
      );
    }
    // After the DELETE (which holds the rows' locks): a referrer committed meanwhile is seen here.
    await refuseIfReferenced(q, this.schemaFiles, appId, entity, plan.ids);
    await auditWrite(q, appId, actor, meta, entity, 'delete', plan.ids);
    return { ...base, affected_count: deleted, record_ids: plan.ids };
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

  // ------------------------------------------------------------------------------- approvals and settings

  /** Proposals of the account's apps (one app with `appId`), newest first. */
  listApprovals(
    accountId: string,
    opts: { appId?: string; status?: string; limit?: number } = {},
  ): Promise<Array<Record<string, unknown>>> {
    return this.approvals.listApprovals(accountId, opts);
  }

  /** Executes a pending proposal exactly as stored, once (see RecordApprovals.approve). */
  approve(account: { id: string; email: string }, approvalId: string): Promise<Record<string, unknown>> {
    return this.approvals.approve(account, approvalId);
  }

  reject(account: { id: string }, approvalId: string): Promise<Record<string, unknown>> {
    return this.approvals.reject(account, approvalId);
  }

  getApproval(accountId: string, approvalId: string): Promise<Record<string, unknown>> {
    return this.approvals.getApproval(accountId, approvalId);
  }

  getSettings(appId: string, q: Queryable = this.db): Promise<RecordSettings> {
    return this.approvals.getSettings(appId, q);
  }

  /** Changes the execution mode / proposal lifetime; an agent's token may only tighten (see RecordApprovals.setSettings). */
  setSettings(
    appId: string,
    patch: { execution_mode?: ExecutionMode; approval_ttl_seconds?: number },
    by: { account_id: string; via: 'tool' | 'studio' },
  ): Promise<RecordSettings> {
    return this.approvals.setSettings(appId, patch, by);
  }

  // ------------------------------------------------------------------------------- schema changes and relationships

  /** What a new schema would do to the stored records (see SchemaChanges.impactOf). */
  impactOf(q: Queryable, appId: string, oldSchema: EntitySchema | null, next: EntitySchema): Promise<SchemaImpact> {
    return this.schemaChanges.impactOf(q, appId, oldSchema, next);
  }

  createSchema(
    appId: string,
    actor: Actor,
    input: Parameters<SchemaChanges['createSchema']>[2],
    tool?: string,
  ): Promise<Record<string, unknown>> {
    return this.schemaChanges.createSchema(appId, actor, input, tool);
  }

  updateSchema(
    appId: string,
    actor: Actor,
    input: Parameters<SchemaChanges['updateSchema']>[2],
    tool?: string,
  ): Promise<Record<string, unknown>> {
    return this.schemaChanges.updateSchema(appId, actor, input, tool);
  }

  /** Indexes, description and metadata: no field changes, so no record is affected. */
  updateMetadata(
    appId: string,
    actor: Actor,
    input: Parameters<SchemaChanges['updateMetadata']>[2],
    tool?: string,
  ): Promise<Record<string, unknown>> {
    return this.schemaChanges.updateMetadata(appId, actor, input, tool);
  }

  /** Relations and their targets, records without a schema, stored values that no longer fit (see relationships.ts). */
  validateRelationships(appId: string, entity?: string): Promise<Record<string, unknown>> {
    return validateRelationships(this.db, this.schemaFiles, appId, entity);
  }
}
