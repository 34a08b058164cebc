import { z } from 'zod';
import { gateChange, MAX_BLOCKING_ISSUES, validateFiles } from '../validation/gate.ts';
import { MAX_FILE_BYTES } from '../validation/paths.ts';
import type { AppErrorsService } from '../apps/errors.ts';
import { appIdArg, forceArg, toolsUsing } from '../platform/tool.ts';
import { includeRuntimeErrorsArg, runtimeErrorsFor } from '../validation/tools.ts';
import { issueOutput, validationReportOutput } from '../validation/views.ts';
import { changeSetOutput, changeSetView, type ChangeSetsService, MAX_LABEL_CHARS } from './service.ts';

/** The services the change-set tools use. */
export interface ChangeSetToolServices {
  changeSets: ChangeSetsService;
  appErrors: AppErrorsService;
}

const defineTool = toolsUsing<ChangeSetToolServices>();

const changeSetId = z.string().min(1).max(100);

export const changeSetTools = [
  defineTool({
    name: 'create_change_set',
    description: 'Starts a change set: file changes validated and applied together.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      label: z.string().max(MAX_LABEL_CHARS).optional(),
    }),
    output: changeSetOutput,
    annotations: { title: 'Create change set', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => changeSetView(await ctx.services.changeSets.create(ctx.app!.id, input.label ?? ''), []),
  }),

  defineTool({
    name: 'add_file_change',
    description: 'Stages a whole file or a delete in a change set; staging a path again replaces its change.',
    details: 'Paths and contents are checked now; the live app is unchanged.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      change_set_id: changeSetId,
      path: z.string().max(1000),
      content: z
        .string()
        .max(MAX_FILE_BYTES * 2)
        .default(''),
      file_type: z.string().max(40).default(''),
      operation: z.enum(['upsert', 'delete']).default('upsert'),
    }),
    output: changeSetOutput.extend({
      staged: z.object({ path: z.string(), operation: z.enum(['upsert', 'delete']), file_type: z.string(), size: z.number() }),
      replaced_earlier_change: z.boolean(),
    }),
    annotations: { title: 'Add file change', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const r = await ctx.services.changeSets.stage(ctx.app!.id, input.change_set_id, {
        path: input.path,
        content: input.operation === 'delete' ? '' : input.content,
        file_type: input.file_type,
        operation: input.operation,
      });
      const row = await ctx.services.changeSets.require(ctx.app!.id, input.change_set_id);
      return {
        ...changeSetView(row, r.staged),
        staged: { path: r.change.path, operation: r.change.operation, file_type: r.change.file_type, size: r.change.size },
        replaced_earlier_change: r.replaced !== null,
      };
    },
  }),

  defineTool({
    name: 'validate_change_set',
    description: 'Validates the app as the change set would leave it: would applying be blocked?',
    details: 'Errors the change introduces block; errors the app already has are counted but do not block.',
    scopes: ['read', 'files:read'],
    input: z.strictObject({
      app_id: appIdArg,
      change_set_id: changeSetId,
      include_runtime_errors: includeRuntimeErrorsArg,
    }),
    output: validationReportOutput.extend({
      change_set_id: z.string(),
      app_id: z.string(),
      status: z.enum(['pending', 'applied', 'discarded']),
      change_count: z.number(),
      include_runtime_errors: z.boolean(),
      would_block: z.boolean(),
      new_error_count: z.number(),
      preexisting_error_count: z.number(),
      fixed_error_count: z.number(),
      new_errors: z.array(issueOutput),
    }),
    annotations: { title: 'Validate change set', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      const row = await ctx.services.changeSets.require(app.id, input.change_set_id);
      const { before, after, count } = await ctx.services.changeSets.merged(app.id, row.id);
      const gate = await gateChange(before, after);
      const report = input.include_runtime_errors
        ? await validateFiles(after, await runtimeErrorsFor(ctx.services, app.id, true))
        : gate.after;
      return {
        change_set_id: row.id,
        app_id: app.id,
        status: row.status,
        change_count: count,
        include_runtime_errors: input.include_runtime_errors,
        would_block: row.status === 'pending' && gate.new_errors.length > 0,
        new_error_count: gate.new_errors.length,
        preexisting_error_count: gate.preexisting_error_count,
        fixed_error_count: gate.fixed_error_count,
        new_errors: gate.new_errors.slice(0, MAX_BLOCKING_ISSUES),
        ...report,
      };
    },
  }),

  defineTool({
    name: 'apply_change_set',
    description: 'Applies a change set in one transaction after a Saved Version; new validation errors block it.',
    details: 'force=true applies anyway: only with explicit human approval. Applied or discarded sets cannot be applied.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      change_set_id: changeSetId,
      force: forceArg,
    }),
    output: changeSetOutput.extend({
      snapshot_id: z.string(),
      written: z.array(z.string()),
      deleted: z.array(z.string()),
      forced: z.boolean(),
      validation: z.object({
        ok: z.boolean(),
        error_count: z.number(),
        warning_count: z.number(),
        new_error_count: z.number(),
        preexisting_error_count: z.number(),
        issues: z.array(issueOutput),
      }),
    }),
    annotations: { title: 'Apply change set', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const { row, snapshotId, written, deleted, forced, gate } = await ctx.services.changeSets.apply(ctx.app!.id, input.change_set_id, {
        force: input.force,
      });
      return {
        ...changeSetView(row),
        snapshot_id: snapshotId,
        written,
        deleted,
        forced,
        validation: {
          ok: gate.after.ok,
          error_count: gate.after.error_count,
          warning_count: gate.after.warning_count,
          new_error_count: gate.new_errors.length,
          preexisting_error_count: gate.preexisting_error_count,
          issues: gate.new_errors.slice(0, MAX_BLOCKING_ISSUES),
        },
      };
    },
  }),

  defineTool({
    name: 'discard_change_set',
    description: 'Discards a pending change set; the app is unchanged.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({ app_id: appIdArg, change_set_id: changeSetId }),
    output: changeSetOutput,
    annotations: { title: 'Discard change set', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const row = await ctx.services.changeSets.discard(ctx.app!.id, input.change_set_id);
      return changeSetView(row, await ctx.services.changeSets.staged(row.id));
    },
  }),
];
