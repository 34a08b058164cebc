import { z } from 'zod';
import { appIdArg, entityArg as entity, toolsUsing, type ToolContext } from '../platform/tool.ts';
import { ownerActor } from '../platform/types.ts';
import { FIELD_TYPES, ITEM_TYPES } from './schema.ts';
import {
  MAX_APPROVAL_TTL_SECONDS,
  MAX_QUERY_LIMIT,
  MAX_WRITE_RECORDS,
  MIN_APPROVAL_TTL_SECONDS,
  type Actor,
  type RecordsService,
  type WriteRequest,
} from './service.ts';

const defineTool = toolsUsing<{ records: RecordsService }>();

const recordObject = z.record(z.string(), z.unknown());
const filterObject = recordObject.describe('e.g. {"status":"open"}; null: unset');
const filters = z.union([recordObject, z.array(recordObject).max(100)]).describe('Exact matches, or a list of them (any)');
const recordIds = z.array(z.string().min(1).max(64)).max(MAX_WRITE_RECORDS);
const reason = z.string().max(2000).default('');
const expectedCount = z.number().int().min(0).optional().describe('Any other count aborts the write');

const field = z.strictObject({
  name: z.string().describe('snake_case'),
  type: z.enum(FIELD_TYPES),
  required: z.boolean().optional(),
  default: z.unknown().optional().describe('Also written into existing records'),
  label: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
  values: z.array(z.string()).optional().describe('For enum'),
  items: z.enum(ITEM_TYPES).optional().describe('For array'),
  target: z.string().optional().describe('For relation: the entity'),
});
const indexes = z.array(z.array(z.string()).min(1).max(4)).max(16);
const metadata = z.record(z.string(), z.unknown());

const actorOf = (ctx: ToolContext<unknown>): Actor => ownerActor(ctx.principal);

/** Runs a record write as the caller in the tool's app. */
const writeAs = (ctx: ToolContext<{ records: RecordsService }>, request: WriteRequest) =>
  ctx.services.records.write(ctx.app!.id, actorOf(ctx), request);

// ------------------------------------------------------------------------------------- outputs

const recordOut = z.record(z.string(), z.unknown()).describe('A record: its fields plus id, created_date, updated_date, created_by');
/** A record write: executed (records, record_ids), skipped (seed_entity), or proposed for approval (approval_id). */
const writeOutput = z.object({
  app_id: z.string(),
  entity: z.string(),
  awaiting_approval: z.boolean(),
  affected_count: z.number(),
  record_ids: z.array(z.string()).optional(),
  records: z.array(recordOut).optional(),
  skipped: z.boolean().optional(),
  existing_count: z.number().optional(),
  approval_id: z.string().optional(),
  status: z.literal('pending').optional(),
  system_action: z.record(z.string(), z.unknown()).optional(),
  proposed_count: z.number().optional(),
  expires_at: z.string().optional(),
  message: z.string().optional(),
});
const fieldOut = z.object({
  name: z.string(),
  type: z.string(),
  target: z.string().optional(),
  required: z.boolean().optional(),
  values: z.array(z.string()).optional(),
  items: z.string().optional(),
  default: z.unknown().optional(),
});
const indexOut = z.object({ name: z.string(), fields: z.array(z.string()) });
const schemaOutput = z.object({
  app_id: z.string(),
  entity: z.string(),
  path: z.string(),
  snapshot_id: z.string(),
  schema: z.object({ fields: z.array(fieldOut) }),
  description: z.string(),
  indexes: z.array(indexOut),
  impact: z
    .object({
      affected_count: z.number(),
      record_count: z.number(),
      changes: z.array(
        z.object({ field: z.string(), problem: z.string(), affected_count: z.number(), sample_record_ids: z.array(z.string()) }),
      ),
      forced: z.boolean(),
    })
    .optional(),
  backfilled: z.record(z.string(), z.number()).describe("Records given each new field's default"),
  files_updated: z
    .array(z.string())
    .describe('Generated pages and forms re-rendered to show the new fields (in the same Saved Version); hand-edited pages are left alone'),
  warnings: z.array(z.string()),
});
const settingsOutput = z.object({
  app_id: z.string(),
  execution_mode: z.enum(['direct', 'approval']),
  approval_ttl_seconds: z.number(),
  updated_at: z.string().nullable(),
});

/** What every record write says in tools/list: it may wait for the owner (the details and the result say how). */
const APPROVAL_NOTE = ' May await owner approval.';
const EXECUTION_NOTE =
  "Depending on the app's record execution mode, the write executes now (the result names the records and affected_count) or is proposed " +
  "for the owner's approval in the studio (the result has awaiting_approval: true, an approval_id, a redacted system_action and affected_count 0: " +
  'tell the owner, do not retry).';

export const recordTools = [
  defineTool({
    name: 'query_entity',
    description: 'Reads records of an entity: exact-match filters, sort, paging.',
    details:
      'filters are typed (numbers match numbers, strings strings; null matches an unset field). sort: a field name, leading "-" for ' +
      'descending (default -created_date; ties broken by id). Records carry id, created_date, updated_date and created_by. ' +
      'total is exact up to offset + limit + 1000 matches; beyond that it is that number with total_capped: true (at least that many); ' +
      'has_more is always exact.',
    scopes: ['read', 'data:read'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      filters: filterObject.default({}),
      sort: z.string().max(200).default('-created_date').describe('"-" for descending; comma-separated'),
      limit: z.number().int().min(1).default(100).describe(`At most ${MAX_QUERY_LIMIT}`),
      offset: z.number().int().min(0).default(0),
    }),
    output: z.object({
      app_id: z.string(),
      entity: z.string(),
      records: z.array(recordOut),
      count: z.number(),
      total: z.number(),
      total_capped: z.boolean().optional(),
      limit: z.number(),
      offset: z.number(),
      sort: z.string(),
      has_more: z.boolean(),
      warning: z.string().optional(),
    }),
    annotations: { title: 'Query records', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: (input, ctx) => ctx.services.records.query(ctx.app!.id, input.entity, input),
  }),

  defineTool({
    name: 'create_entity_records',
    description: `Creates records in one transaction, checked against the schema.${APPROVAL_NOTE}`,
    details:
      'Types, required fields, enum values and relations (naming existing records) are checked and defaults filled; each problem is ' +
      'reported with its record index and field, and then nothing is written. A record may carry its own "id" (^[A-Za-z0-9_-]{1,64}$). ' +
      `Pass expected_count (the number of records) and a reason. ${EXECUTION_NOTE}`,
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      records: z.array(recordObject).min(1).max(MAX_WRITE_RECORDS),
      reason,
      expected_count: expectedCount,
    }),
    output: writeOutput,
    annotations: { title: 'Create records', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    // The bulk tools' input is the write request itself, less the app_id that names the app.
    handler: ({ app_id: _appId, ...request }, ctx) => writeAs(ctx, { action: 'create', tool: 'create_entity_records', ...request }),
  }),

  defineTool({
    name: 'update_entity_records',
    description: `Updates records in one transaction: \`changes\` to a selection, or per-record \`updates\`.${APPROVAL_NOTE}`,
    details:
      '`changes` are merged into every selected record (null clears a field). Empty filters select every record and need ' +
      'expected_count. Changes are checked against the schema, each problem named with its field. With expected_count, a different ' +
      `number of selected records aborts the write and nothing changes. ${EXECUTION_NOTE}`,
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      record_ids: recordIds.optional(),
      filters: filters.optional(),
      changes: recordObject.optional().describe('null clears a field'),
      updates: z
        .array(z.strictObject({ record_id: z.string().min(1).max(64), changes: recordObject }))
        .max(MAX_WRITE_RECORDS)
        .optional(),
      reason,
      expected_count: expectedCount,
    }),
    output: writeOutput,
    annotations: { title: 'Update records', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: ({ app_id: _appId, ...request }, ctx) => writeAs(ctx, { action: 'update', tool: 'update_entity_records', ...request }),
  }),

  defineTool({
    name: 'delete_entity_records',
    description: `Deletes the selected records in one transaction; not undoable by any restore.${APPROVAL_NOTE}`,
    details:
      'Empty filters select every record and need expected_count. With expected_count, a different number of selected records aborts ' +
      'and nothing is deleted. Records other records name in a relation are not deleted (conflict, data.referrers). A file restore ' +
      `does not bring records back. ${EXECUTION_NOTE}`,
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      record_ids: recordIds.optional(),
      filters: filters.optional(),
      reason,
      expected_count: expectedCount,
    }),
    output: writeOutput,
    annotations: { title: 'Delete records', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: ({ app_id: _appId, ...request }, ctx) => writeAs(ctx, { action: 'delete', tool: 'delete_entity_records', ...request }),
  }),

  defineTool({
    name: 'seed_entity',
    description: `Creates starter records, by default only if the entity has none.${APPROVAL_NOTE}`,
    details: `A compatibility alias of create_entity_records; a skipped seed says skipped. ${EXECUTION_NOTE}`,
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      records: z.array(recordObject).min(1).max(MAX_WRITE_RECORDS),
      mode: z.enum(['append', 'skip_if_not_empty']).default('skip_if_not_empty'),
      reason,
    }),
    output: writeOutput,
    annotations: { title: 'Seed records', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: (input, ctx) =>
      writeAs(ctx, {
        action: 'create',
        tool: 'seed_entity',
        entity: input.entity,
        records: input.records,
        reason: input.reason,
        seed_mode: input.mode,
      }),
  }),

  defineTool({
    name: 'update_entity_record',
    description: `Merges \`data\` into one record (null clears a field).${APPROVAL_NOTE}`,
    details: `A compatibility alias of update_entity_records; data is checked against the schema. ${EXECUTION_NOTE}`,
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      record_id: z.string().min(1).max(64),
      data: recordObject,
      reason,
    }),
    output: writeOutput.extend({ record: recordOut.optional() }),
    annotations: { title: 'Update one record', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const result = await writeAs(ctx, {
        action: 'update',
        tool: 'update_entity_record',
        entity: input.entity,
        record_ids: [input.record_id],
        changes: input.data,
        reason: input.reason,
      });
      const records = result.records as unknown[] | undefined;
      return records ? { ...result, record: records[0] } : result;
    },
  }),

  defineTool({
    name: 'create_entity_schema',
    description: 'Creates an entity schema after a Saved Version (id, created_date, updated_date, created_by are built in).',
    details:
      'Fails if the entity exists (use update_entity_schema). If records of that name exist without a schema and would not fit, the ' +
      'affected count is reported and force: true is needed.',
    scopes: ['data:write', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      fields: z.array(field).max(200),
      description: z.string().max(2000).default(''),
      indexes: indexes.optional(),
      metadata: metadata.optional(),
      force: z.boolean().default(false).describe('Apply though stored values do not fit'),
    }),
    output: schemaOutput,
    annotations: {
      title: 'Create entity schema',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    app: 'required',
    handler: (input, ctx) => ctx.services.records.createSchema(ctx.app!.id, actorOf(ctx), input),
  }),

  defineTool({
    name: 'update_entity_schema',
    description: 'Rewrites an entity schema after a Saved Version; `fields` is the whole list. Refuses changes stored values do not fit.',
    details:
      'Description, indexes and metadata are likewise kept when omitted. New fields with a default get it written into existing records. ' +
      'A change that would orphan values (field removed), invalidate values (type or enum values changed) or leave required fields empty ' +
      'is refused with the affected record counts per field; force: true applies it anyway, keeping every stored value (nothing is ' +
      'deleted). Renaming a field does not move values.',
    scopes: ['data:write', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      fields: z.array(field).max(200).optional(),
      description: z.string().max(2000).optional(),
      indexes: indexes.optional(),
      metadata: metadata.optional(),
      force: z.boolean().default(false).describe('Apply though stored values do not fit'),
    }),
    output: schemaOutput,
    annotations: { title: 'Update entity schema', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: (input, ctx) => ctx.services.records.updateSchema(ctx.app!.id, actorOf(ctx), input),
  }),

  defineTool({
    name: 'validate_entity_relationships',
    description: 'Checks the data model: unreadable schemas, dangling relations, values that no longer fit.',
    details:
      'Dangling references come with counts and sample ids; records of entities without a schema are reported too. `entity` limits ' +
      'the check to one entity.',
    scopes: ['data:read', 'files:read'],
    input: z.strictObject({ app_id: appIdArg, entity: entity.optional() }),
    output: z.object({
      app_id: z.string(),
      ok: z.boolean(),
      entities_checked: z.number(),
      relations_checked: z.number(),
      problems: z.array(
        z.object({
          kind: z.enum([
            'schema_invalid',
            'missing_target_entity',
            'dangling_reference',
            'orphaned_values',
            'invalid_values',
            'missing_required',
            'records_without_schema',
          ]),
          entity: z.string(),
          field: z.string().optional(),
          target: z.string().optional(),
          count: z.number().optional(),
          record_ids: z.array(z.string()).optional(),
          missing_ids: z.array(z.string()).optional(),
          message: z.string(),
        }),
      ),
    }),
    annotations: { title: 'Validate relationships', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: (input, ctx) => ctx.services.records.validateRelationships(ctx.app!.id, input.entity),
  }),

  defineTool({
    name: 'update_entity_metadata',
    description: "Sets an entity's indexes (the whole list), description and metadata after a Saved Version.",
    details: "Each index becomes a real database index over that entity's records (filters and sorts on those fields use it).",
    scopes: ['data:write', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      indexes: indexes.optional(),
      description: z.string().max(2000).optional(),
      metadata: metadata.optional(),
    }),
    output: schemaOutput.extend({
      metadata: z.record(z.string(), z.unknown()),
      indexes: z.array(indexOut.extend({ database_index: z.string(), created: z.boolean() })),
      indexes_dropped: z.array(z.string()),
    }),
    annotations: {
      title: 'Update entity metadata',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    app: 'required',
    handler: (input, ctx) => ctx.services.records.updateMetadata(ctx.app!.id, actorOf(ctx), input),
  }),

  defineTool({
    name: 'set_record_execution_mode',
    description: 'Makes record writes wait for owner approval (tokens cannot turn it off).',
    details:
      'Proposals stay open approval_ttl_seconds (default 86400). Switching back to direct is done by the owner in the studio. Returns the settings.',
    scopes: ['data:write'],
    extension: true,
    input: z.strictObject({
      app_id: appIdArg,
      mode: z.enum(['direct', 'approval']).optional().describe('Omit to read'),
      approval_ttl_seconds: z.number().int().min(MIN_APPROVAL_TTL_SECONDS).max(MAX_APPROVAL_TTL_SECONDS).optional(),
    }),
    output: settingsOutput,
    annotations: {
      title: 'Record execution mode',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    app: 'required',
    handler: async (input, ctx) => {
      if (input.mode === undefined && input.approval_ttl_seconds === undefined) return ctx.services.records.getSettings(ctx.app!.id);
      return ctx.services.records.setSettings(
        ctx.app!.id,
        { execution_mode: input.mode, approval_ttl_seconds: input.approval_ttl_seconds },
        { account_id: ctx.principal.accountId, via: 'tool' },
      );
    },
  }),
];
