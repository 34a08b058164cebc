/**
 * Changes to entity schemas (create_entity_schema, update_entity_schema, update_entity_metadata):
 * each one measured against the stored records, refused when it would orphan or invalidate them
 * unless forced, written with a Saved Version together with the files that follow the schema,
 * and followed by the defaults it backfills and the indexes it syncs, all in one transaction.
 */
import { sha256, type FileStore } from '../files/store.ts';
import { ServiceError } from '../platform/errors.ts';
import type { Db, Queryable } from '../storage/index.ts';
import type { PlannerStats } from '../storage/planner-stats.ts';
import type { EntitySchemaFiles } from './schema-files.ts';
import {
  checkSchemaObject,
  ENTITY_NAME_RE,
  entityPath,
  ownValue,
  problemsOfStored,
  publicFields,
  serializeSchema,
  type EntitySchema,
  type FieldDef,
} from './schema.ts';
import * as store from './store.ts';
import { auditWrite, retryingTransaction, type Actor } from './writes.ts';

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

/** What a new schema would do to the stored records (see `impactOf`). */
export interface SchemaImpact {
  affected_count: number;
  record_count: number;
  changes: Array<{ field: string; problem: string; affected_count: number; sample_record_ids: string[] }>;
  backfill: Record<string, number>;
}

export class SchemaChanges {
  private readonly db: Db;
  private readonly files: FileStore;
  private readonly schemaFiles: EntitySchemaFiles;
  private readonly plannerStats: PlannerStats;
  /** Areas that keep files in step with entity schemas (generated pages); set at wiring time, since records imports none of them. */
  private readonly followers: SchemaFollower[] = [];
  /** Told after each committed change, whose indexes are now in step with the schema. */
  private readonly indexesChanged: (appId: string, entity: string) => void;

  constructor(deps: {
    db: Db;
    files: FileStore;
    schemaFiles: EntitySchemaFiles;
    plannerStats: PlannerStats;
    indexesChanged: (appId: string, entity: string) => void;
  }) {
    this.db = deps.db;
    this.files = deps.files;
    this.schemaFiles = deps.schemaFiles;
    this.plannerStats = deps.plannerStats;
    this.indexesChanged = deps.indexesChanged;
  }

  /** Adds a follower: its file changes are written with the schema, in the same transaction and Saved Version. */
  follow(follower: SchemaFollower): void {
    this.followers.push(follower);
  }

  /**
   * What a new schema would do to the stored records: values of removed fields (orphaned), values
   * that no longer fit (invalid), required fields without a value or default (missing_required).
   * Problems a record already had under the old schema are not counted again.
   */
  async impactOf(q: Queryable, appId: string, oldSchema: EntitySchema | null, next: EntitySchema): Promise<SchemaImpact> {
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
        await auditWrite(
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
    let impact: SchemaImpact | null = null;
    const path = entityPath(next.name);
    const text = serializeSchema(next);
    const result = await retryingTransaction(this.db, async (tx) => {
      const upserts: Record<string, string> = { [path]: text };
      const expect: Record<string, string | null> = { [path]: opts.baseText === null ? null : sha256(opts.baseText) };
      for (const follow of this.followers) {
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
    const measured = impact as SchemaImpact | null;
    this.indexesChanged(appId, next.name);
    const warnings: string[] = [];
    const { schemas } = await this.schemaFiles.loadSchemas(appId);
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
    const current = await this.schemaFiles.loadSchema(appId, input.entity);
    if (!current.exists) throw await this.schemaFiles.notFoundEntity(appId, input.entity, this.db);
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
    const base = await this.schemaFiles.loadSchema(appId, input.entity);
    const old = await this.schemaFiles.schemaOrThrow(appId, input.entity, base);
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
}
