import { z } from 'zod';
import { appIdArg, toolsUsing, type ToolContext } from '../platform/tool.ts';
import { ownerActor } from '../platform/types.ts';
import { FIELD_TYPES, ITEM_TYPES } from './schema.ts';
import {
  MAX_APPROVAL_TTL_SECONDS,
  MAX_QUERY_LIMIT,
  MAX_WRITE_RECORDS,
  MIN_APPROVAL_TTL_SECONDS,
  type Actor,
  type RecordsService,
} from './service.ts';

const defineTool = toolsUsing<{ records: RecordsService }>();

const entity = z.string().min(1).max(100).describe('Entity name as in entities/<Name>.json, e.g. "Task"');
const filterObject = z
  .record(z.string(), z.unknown())
  .describe('Exact matches: {"status": "open", "priority": 2}; null matches an unset field');
const filters = z
  .union([filterObject, z.array(filterObject).max(100)])
  .describe('Exact matches: an object (all keys must match) or a list of objects (any one must match)');
const recordIds = z.array(z.string().min(1).max(64)).max(MAX_WRITE_RECORDS).describe('Ids of the records to select');
const reason = z.string().max(2000).default('').describe('Why: kept in the audit of record writes');
const expectedCount = z
  .number()
  .int()
  .min(0)
  .optional()
  .describe('How many records you expect the write to affect; on a mismatch the whole write aborts and nothing is written');
const recordObject = z.record(z.string(), z.unknown());

const field = z.strictObject({
  name: z.string().describe('snake_case field name (^[a-z_][a-z0-9_]*$); not id, created_date, updated_date or created_by'),
  type: z.enum(FIELD_TYPES),
  required: z.boolean().optional(),
  default: z
    .unknown()
    .optional()
    .describe('Value of new records that omit the field; written into existing records when the field is added'),
  label: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
  values: z.array(z.string()).optional().describe('enum only: the allowed values'),
  items: z.enum(ITEM_TYPES).optional().describe('array only: the type of every element'),
  target: z.string().optional().describe('relation only: the target entity name; values are record ids of it'),
});
const indexes = z
  .array(z.array(z.string()).min(1).max(4))
  .max(16)
  .describe('Field indexes, each a list of field names, e.g. [["status"], ["project", "due_date"]]; each becomes a database index');
const metadata = z.record(z.string(), z.unknown()).describe('Free metadata kept in the schema file (label, icon, display_field, …)');

const actorOf = (ctx: ToolContext<unknown>): Actor => ownerActor(ctx.principal);

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

const EXECUTION_NOTE =
  " Depending on the app's record execution mode, the write executes now (the result names the records and affected_count) or is proposed " +
  "for the owner's approval in the studio (the result has awaiting_approval: true, an approval_id, a redacted system_action and affected_count 0: " +
  'tell the owner, do not retry).';

export const recordTools = [
  defineTool({
    name: 'query_entity',
    description:
      'Reads records of an entity. filters: object of exact matches (typed: numbers match numbers, strings strings; null matches an unset field). ' +
      'sort: a field name, leading "-" for descending (default -created_date; ties broken by id). limit default 100 (at most ' +
      MAX_QUERY_LIMIT +
      '), offset default 0. Returns records (with id, created_date, updated_date, created_by), count, total and has_more. ' +
      'total is exact up to offset + limit + 1000 matches; beyond that it is that number with total_capped: true (at least that many); ' +
      'has_more is always exact.',
    scopes: ['read', 'data:read'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      filters: filterObject.default({}),
      sort: z
        .string()
        .max(200)
        .default('-created_date')
        .describe('Field to sort by; leading "-" for descending; several keys comma-separated'),
      limit: z.number().int().min(1).default(100).describe(`Records per page (default 100, at most ${MAX_QUERY_LIMIT})`),
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
    description:
      'Creates records of an entity in one transaction. Every record is checked against entities/<Name>.json (types, required fields, enum values, relations naming existing records; ' +
      'defaults are filled); each problem is reported with its record index and field, and then nothing is written. A record may carry its own "id" ' +
      '(^[A-Za-z0-9_-]{1,64}$). Pass expected_count (the number of records) and a reason.' +
      EXECUTION_NOTE,
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      records: z.array(recordObject).min(1).max(MAX_WRITE_RECORDS).describe('The records to create: objects of field values'),
      reason,
      expected_count: expectedCount,
    }),
    output: writeOutput,
    annotations: { title: 'Create records', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: (input, ctx) =>
      ctx.services.records.write(ctx.app!.id, actorOf(ctx), {
        action: 'create',
        tool: 'create_entity_records',
        entity: input.entity,
        records: input.records,
        reason: input.reason,
        expected_count: input.expected_count,
      }),
  }),

  defineTool({
    name: 'update_entity_records',
    description:
      'Updates records in one transaction. Select with record_ids and/or filters (an object, or a list of objects for alternatives), then give ' +
      '`changes` (merged into every selected record; null clears a field), or instead give `updates` (a list of {record_id, changes}). ' +
      'Empty filters select every record and need expected_count. Changes are checked against the schema, each problem named with its field. ' +
      'With expected_count, a different number of selected records aborts the write and nothing changes.' +
      EXECUTION_NOTE,
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      record_ids: recordIds.optional(),
      filters: filters.optional(),
      changes: recordObject.optional().describe('Fields to set on every selected record'),
      updates: z
        .array(z.strictObject({ record_id: z.string().min(1).max(64), changes: recordObject }))
        .max(MAX_WRITE_RECORDS)
        .optional()
        .describe('Per-record changes; an alternative to record_ids/filters + changes'),
      reason,
      expected_count: expectedCount,
    }),
    output: writeOutput,
    annotations: { title: 'Update records', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: (input, ctx) =>
      ctx.services.records.write(ctx.app!.id, actorOf(ctx), {
        action: 'update',
        tool: 'update_entity_records',
        entity: input.entity,
        record_ids: input.record_ids,
        filters: input.filters,
        changes: input.changes,
        updates: input.updates,
        reason: input.reason,
        expected_count: input.expected_count,
      }),
  }),

  defineTool({
    name: 'delete_entity_records',
    description:
      'Deletes records in one transaction, selected with record_ids and/or filters (an object, or a list of objects for alternatives). ' +
      'Empty filters select every record and need expected_count. With expected_count, a different number of selected records aborts ' +
      'and nothing is deleted. Records other records name in a relation are not deleted (conflict, data.referrers). Record data is not part of ' +
      'Saved Versions: a delete cannot be undone by a file restore.' +
      EXECUTION_NOTE,
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
    handler: (input, ctx) =>
      ctx.services.records.write(ctx.app!.id, actorOf(ctx), {
        action: 'delete',
        tool: 'delete_entity_records',
        entity: input.entity,
        record_ids: input.record_ids,
        filters: input.filters,
        reason: input.reason,
        expected_count: input.expected_count,
      }),
  }),

  defineTool({
    name: 'seed_entity',
    description:
      'Creates starter records (compatibility alias of create_entity_records). mode skip_if_not_empty (default) writes nothing when the entity ' +
      'already has records (the result says skipped); append always adds. Records are validated like create_entity_records.' +
      EXECUTION_NOTE,
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
      ctx.services.records.write(ctx.app!.id, actorOf(ctx), {
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
    description:
      'Updates one record (compatibility alias of update_entity_records): `data` is merged into the record (null clears a field), checked against the schema.' +
      EXECUTION_NOTE,
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      record_id: z.string().min(1).max(64),
      data: recordObject.describe('Fields to set'),
      reason,
    }),
    output: writeOutput.extend({ record: recordOut.optional() }),
    annotations: { title: 'Update one record', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const result = await ctx.services.records.write(ctx.app!.id, actorOf(ctx), {
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
    description:
      'Creates entities/<Name>.json (a Saved Version is taken first). fields: [{name, type, required?, default?, values? (enum), items? (array), ' +
      'target? (relation), label?, description?}]; types: ' +
      FIELD_TYPES.join(', ') +
      '. Built-in fields id, created_date, updated_date, ' +
      'created_by exist on every record. indexes: lists of field names, each a database index. Fails if the entity exists (use update_entity_schema). ' +
      'If records of that name exist without a schema and would not fit, the affected count is reported and force: true is needed.',
    scopes: ['data:write', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      fields: z.array(field).max(200),
      description: z.string().max(2000).default(''),
      indexes: indexes.optional(),
      metadata: metadata.optional(),
      force: z
        .boolean()
        .default(false)
        .describe('Apply although existing records would be orphaned or invalidated (their values are kept)'),
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
    description:
      'Rewrites entities/<Name>.json (a Saved Version is taken first). `fields` is the complete new field list (omit to keep it); description, ' +
      'indexes and metadata likewise. New fields with a default get it written into existing records. A change that would orphan values ' +
      '(field removed), invalidate values (type or enum values changed) or leave required fields empty is refused with the affected record ' +
      'counts per field; force: true applies it anyway, keeping every stored value (nothing is deleted). Renaming a field does not move values.',
    scopes: ['data:write', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity,
      fields: z.array(field).max(200).optional(),
      description: z.string().max(2000).optional(),
      indexes: indexes.optional(),
      metadata: metadata.optional(),
      force: z
        .boolean()
        .default(false)
        .describe('Apply although existing records would be orphaned or invalidated (their values are kept)'),
    }),
    output: schemaOutput,
    annotations: { title: 'Update entity schema', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: (input, ctx) => ctx.services.records.updateSchema(ctx.app!.id, actorOf(ctx), input),
  }),

  defineTool({
    name: 'validate_entity_relationships',
    description:
      "Checks an app's data model: schema files that cannot be read, relation fields whose target entity has no schema, records whose relation " +
      'value names no existing record (dangling references, with counts and sample ids), records of entities without a schema, and stored values ' +
      'that no longer fit their schema. `entity` limits the check to one entity.',
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
    description:
      "Updates an entity's indexes, description and free metadata without touching its fields (a Saved Version is taken first). " +
      "indexes is the complete list; each index becomes a real database index over that entity's records (filters and sorts on those fields " +
      'use it); indexes left out are dropped.',
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
    description:
      'Sets how this app\'s record writes run: "direct" (execute for the owner at once, the default) or "approval" (every record write becomes a ' +
      'proposal the owner approves or rejects in the studio), and how long proposals stay open (approval_ttl_seconds, default 86400). ' +
      'A token can turn approval on but not off: switching back to direct is done by the owner in the studio. Returns the settings.',
    scopes: ['data:write'],
    extension: true,
    input: z.strictObject({
      app_id: appIdArg,
      mode: z.enum(['direct', 'approval']).optional().describe('Omit to read the current settings'),
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
