import { z } from 'zod';
import { blockedData, gateChange, MAX_BLOCKING_ISSUES, validateFiles } from '../validation/gate.ts';
import { MAX_FILE_BYTES } from '../validation/paths.ts';
import { sha256 } from '../files/store.ts';
import { ServiceError } from '../platform/errors.ts';
import type { AppErrorsService } from '../apps/errors.ts';
import type { FileStore } from '../files/store.ts';
import { toolsUsing } from '../platform/tool.ts';
import type { Db } from '../storage/index.ts';
import { runtimeErrorsFor } from '../validation/tools.ts';
import { changeSetView, ChangeSetsService, MAX_LABEL_CHARS } from './service.ts';

/** The services the change-set tools use. */
export interface ChangeSetToolServices {
  db: Db;
  files: FileStore;
  changeSets: ChangeSetsService;
  appErrors: AppErrorsService;
}

const defineTool = toolsUsing<ChangeSetToolServices>();

const appId = z.string().min(1).max(100).describe('The app');
const changeSetId = z.string().min(1).max(100).describe('The change set (from create_change_set)');

/** The app's files now and as they would be with the change set applied. */
async function mergedTrees(services: ChangeSetToolServices, appId: string, id: string) {
  const staged = await services.changeSets.staged(id);
  const changes = await services.changeSets.changesOf(id, undefined, staged);
  const before = await services.files.readFiles(appId);
  const after = new Map(before);
  for (const path of changes.deletes) after.delete(path);
  for (const [path, content] of Object.entries(changes.upserts)) after.set(path, content);
  return { staged, changes, before, after, count: Object.keys(changes.upserts).length + changes.deletes.length };
}

export const changeSetTools = [
  defineTool({
    name: 'create_change_set',
    description:
      'Starts a change set: a staged group of file changes that is validated and applied together (or discarded). Returns ' +
      'change_set_id; the set is pending and the live app is unchanged until apply_change_set.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({
      app_id: appId,
      label: z.string().max(MAX_LABEL_CHARS).optional().describe('A short description of the change'),
    }),
    annotations: { title: 'Create change set', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => changeSetView(await ctx.services.changeSets.create(ctx.app!.id, input.label ?? ''), []),
  }),

  defineTool({
    name: 'add_file_change',
    description:
      'Stages one file change in a pending change set: operation upsert (default; content is the complete file) or delete. ' +
      'Staging the same path again replaces its earlier change. Paths and contents are checked now; the live app is unchanged.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({
      app_id: appId,
      change_set_id: changeSetId,
      path: z.string().max(1000).describe('File path such as pages/Home.jsx'),
      content: z
        .string()
        .max(MAX_FILE_BYTES * 2)
        .default('')
        .describe('Complete file content (upsert); ignored for delete'),
      file_type: z
        .string()
        .max(40)
        .default('')
        .describe('Optional; must agree with the path (page, component, layout, entity, function, seo, lib, style)'),
      operation: z.enum(['upsert', 'delete']).default('upsert'),
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
    description:
      'Validates the app as it would be with the change set applied (the same checks as validate_app) and says whether ' +
      'apply_change_set would be blocked: errors the change introduces block; errors the app already has are counted but do not block.',
    scopes: ['read', 'files:read'],
    input: z.strictObject({
      app_id: appId,
      change_set_id: changeSetId,
      include_runtime_errors: z.boolean().default(true).describe('Also report runtime errors recorded while the app ran'),
    }),
    annotations: { title: 'Validate change set', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      const row = await ctx.services.changeSets.require(app.id, input.change_set_id);
      const { before, after, count } = await mergedTrees(ctx.services, app.id, row.id);
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
    description:
      'Applies a pending change set: validates the result, creates a Saved Version, then writes all files together in one ' +
      'transaction. Validation errors the change introduces block the apply (the set stays pending; the blocking issues are ' +
      'returned) unless force=true, which must only be used with explicit human approval. Applied or discarded sets cannot be applied.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({
      app_id: appId,
      change_set_id: changeSetId,
      force: z.boolean().default(false).describe('Apply despite validation errors; only with explicit human approval'),
    }),
    annotations: { title: 'Apply change set', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      const services = ctx.services;
      const row = await services.changeSets.require(app.id, input.change_set_id);
      ChangeSetsService.requirePending(row, 'be applied');
      const { staged, changes, before, after, count } = await mergedTrees(services, app.id, row.id);
      if (!count) {
        throw new ServiceError('invalid_request', `Change set ${row.id} has no staged changes; add some with add_file_change`, {
          change_set_id: row.id,
        });
      }
      const gate = await gateChange(before, after);
      if (gate.new_errors.length && !input.force) {
        throw new ServiceError(
          'validation_blocked',
          `Applying change set ${row.id} is blocked: it would introduce ${gate.new_errors.length} validation error(s), first: ${gate.new_errors[0]!.message}. The change set stays pending.`,
          blockedData(gate, { change_set_id: row.id, status: 'pending' }),
        );
      }
      const seen = new Map([...before].map(([p, c]) => [p, sha256(c)]));
      const result = await services.db.transaction(async (tx) => {
        const label = row.label ? `before change set: ${row.label}` : `before change set ${row.id}`;
        const r = await services.files.applyChanges(app.id, changes, { savedVersion: { cause_tool: 'apply_change_set', label }, tx });
        // The Saved Version holds exactly the tree validated above, or the app changed in between.
        const snap = await services.files.versionManifest(r.snapshot_id!, tx);
        if (snap.length !== seen.size || snap.some((e) => seen.get(e.path) !== e.hash)) {
          throw new ServiceError(
            'conflict',
            `The app changed while change set ${row.id} was being validated; call apply_change_set again`,
            { change_set_id: row.id },
          );
        }
        const applied = await services.changeSets.markApplied(
          tx,
          app.id,
          row.id,
          r.snapshot_id,
          input.force && gate.new_errors.length > 0,
          staged,
        );
        return { r, applied };
      });
      return {
        ...changeSetView(result.applied),
        snapshot_id: result.r.snapshot_id,
        written: result.r.written,
        deleted: result.r.deleted,
        forced: input.force && gate.new_errors.length > 0,
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
    description: 'Discards a pending change set. The app is unchanged; the set can no longer be applied.',
    scopes: ['update', 'files:write'],
    input: z.strictObject({ app_id: appId, change_set_id: changeSetId }),
    annotations: { title: 'Discard change set', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const row = await ctx.services.changeSets.discard(ctx.app!.id, input.change_set_id);
      return changeSetView(row, await ctx.services.changeSets.staged(row.id));
    },
  }),
];
