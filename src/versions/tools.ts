import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import type { FileStore } from '../files/store.ts';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { comparisonOutput, savedVersionOutput, versionView, type VersionsService } from './service.ts';

/** The services the Saved Version tools use. */
export interface VersionToolServices {
  files: FileStore;
  versions: VersionsService;
}

const defineTool = toolsUsing<VersionToolServices>();

const snapshotId = z.string().min(1).max(100);
const pathFilter = z.string().max(1000).optional();
const contextLines = z.number().int().min(0).max(50).default(3);

export const versionTools = [
  defineTool({
    name: 'list_saved_versions',
    description: 'Lists Saved Versions (the files before each change), newest first.',
    details: 'Each has snapshot_id, time, the tool (write_app_file, apply_change_set, update_app, …), label, file count and size.',
    scopes: ['versions:read'],
    input: z.strictObject({
      app_id: appIdArg,
      limit: z.number().int().min(1).max(200).default(50),
      offset: z.number().int().min(0).default(0),
    }),
    output: z.object({
      app_id: z.string(),
      versions: z.array(savedVersionOutput),
      total: z.number(),
      limit: z.number(),
      offset: z.number(),
      has_more: z.boolean(),
    }),
    annotations: { title: 'Saved Versions', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const { versions, total } = await ctx.services.files.listVersions(ctx.app!.id, input);
      return {
        app_id: ctx.app!.id,
        versions: versions.map(versionView),
        total,
        limit: input.limit,
        offset: input.offset,
        has_more: input.offset + versions.length < total,
      };
    },
  }),

  defineTool({
    name: 'compare_saved_versions',
    description: 'Diffs two Saved Versions, per file (unified diff).',
    scopes: ['versions:read'],
    input: z.strictObject({
      app_id: appIdArg,
      from_snapshot_id: snapshotId,
      to_snapshot_id: snapshotId,
      path: pathFilter,
      context_lines: contextLines,
    }),
    output: comparisonOutput.extend({
      app_id: z.string(),
      from: savedVersionOutput,
      to: savedVersionOutput,
      path: z.string().optional(),
    }),
    annotations: { title: 'Compare Saved Versions', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const versions = ctx.services.versions;
      const app = ctx.app!;
      const from = await versions.requireVersion(app.id, input.from_snapshot_id);
      const to = await versions.requireVersion(app.id, input.to_snapshot_id);
      const cmp = await versions.compare(
        await ctx.services.files.versionManifest(from.snapshot_id),
        await ctx.services.files.versionManifest(to.snapshot_id),
        { oldLabel: from.snapshot_id, newLabel: to.snapshot_id, path: input.path, contextLines: input.context_lines },
      );
      return { app_id: app.id, from: versionView(from), to: versionView(to), ...(input.path ? { path: input.path } : {}), ...cmp };
    },
  }),

  defineTool({
    name: 'compare_current_to_version',
    description: 'Diffs a Saved Version against the current files, per file (unified diff).',
    scopes: ['versions:read', 'files:read'],
    input: z.strictObject({
      app_id: appIdArg,
      snapshot_id: snapshotId,
      path: pathFilter,
      context_lines: contextLines,
    }),
    output: comparisonOutput.extend({ app_id: z.string(), version: savedVersionOutput, path: z.string().optional() }),
    annotations: { title: 'Compare with Saved Version', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const versions = ctx.services.versions;
      const app = ctx.app!;
      const v = await versions.requireVersion(app.id, input.snapshot_id);
      const cmp = await versions.compare(await ctx.services.files.versionManifest(v.snapshot_id), await versions.currentManifest(app.id), {
        oldLabel: v.snapshot_id,
        newLabel: 'current',
        path: input.path,
        contextLines: input.context_lines,
      });
      return { app_id: app.id, version: versionView(v), ...(input.path ? { path: input.path } : {}), ...cmp };
    },
  }),

  defineTool({
    name: 'restore_file_from_version',
    description: 'Restores one file from a Saved Version, after saving the current one.',
    details: 'A file deleted since is recreated. Records and other files are not touched.',
    scopes: ['versions:write', 'files:write'],
    input: z.strictObject({
      app_id: appIdArg,
      snapshot_id: snapshotId,
      path: z.string().max(1000),
    }),
    output: z.object({
      app_id: z.string(),
      restored: z.literal(true),
      path: z.string(),
      from_snapshot_id: z.string(),
      size: z.number(),
      recreated: z.boolean(),
      unchanged: z.boolean(),
      /** The Saved Version of the state before the restore (null when nothing changed). */
      snapshot_id: z.string().nullable(),
    }),
    annotations: { title: 'Restore file', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const r = await ctx.services.versions.restoreFile(ctx.app!.id, input.snapshot_id, input.path);
      return {
        app_id: ctx.app!.id,
        restored: true,
        path: r.path,
        from_snapshot_id: input.snapshot_id,
        size: r.size,
        recreated: !r.existed,
        unchanged: r.unchanged,
        snapshot_id: r.backup_snapshot_id,
      };
    },
  }),

  defineTool({
    name: 'restore_saved_version',
    description: 'Asks for a whole-app restore; always fails: the owner completes it in the studio. Tell them.',
    details:
      'A whole-app restore can replace database records, hence the owner; confirm=true is not authorization. The request is recorded ' +
      'as pending for the owner (error data has restore_request_id). Do not retry. Files one by one: restore_file_from_version.',
    scopes: ['versions:write'],
    input: z.strictObject({
      app_id: appIdArg,
      snapshot_id: snapshotId,
      confirm: z.boolean().optional().describe('Ignored'),
    }),
    // It always fails closed: no call ever succeeds, so the result has no fields.
    output: z.strictObject({}),
    annotations: {
      title: 'Restore Saved Version (studio only)',
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      const req = await ctx.services.versions.recordRestoreRequest(app.id, input.snapshot_id, {
        accountId: ctx.principal.accountId,
        tokenId: ctx.principal.tokenId,
        transport: ctx.transport,
      });
      throw new ServiceError(
        'fails_closed',
        `restore_saved_version always fails closed: a whole-app restore can replace database records, so only the owner completes it ` +
          `in the web studio (confirm=true is not authorization). A pending restore request ${req.restore_request_id} for ${input.snapshot_id} ` +
          `was recorded for the owner. Do not retry; tell the owner, or restore single files with restore_file_from_version.`,
        { ...req, app_id: app.id, snapshot_id: input.snapshot_id, completed_by: 'owner_in_web_studio' },
      );
    },
  }),
];
