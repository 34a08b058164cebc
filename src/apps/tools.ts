import { APP_ROLES } from '../platform/roles.ts';
import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import {
  checkImageUpload,
  IMAGE_KINDS,
  languageDetails,
  MAX_DESCRIPTION_CHARS,
  MAX_IMAGE_BYTES,
  type AppMetadata,
  type MetadataChange,
} from './service.ts';
import { runtimeErrorOutput, type AppErrorsService } from './errors.ts';
import { iso } from '../platform/time.ts';
import { appDetail, appDetailOutput, entitiesOf, entityViewOutput, pagesOf, pageViewOutput, type WorkspaceServices } from './workspace.ts';

/** The services the app tools use. */
export interface AppToolServices extends WorkspaceServices {
  appErrors: AppErrorsService;
}

const defineTool = toolsUsing<AppToolServices>();

/** get_errors returns at most this many errors, whatever `limit` asks for. */
export const MAX_ERRORS_RETURNED = 50;
/** Base64 of a 5 MB image plus a data-URL prefix. */
const MAX_IMAGE_ARG_CHARS = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 200;

const imageInfoOutput = z.object({
  content_type: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  size: z.number(),
  sha256: z.string(),
  updated_at: z.number(),
});

const metadataOutput = z.object({
  app_id: z.string(),
  name: z.string(),
  description: z.string(),
  language: z.string(),
  social_image: imageInfoOutput.nullable(),
  icon: imageInfoOutput.nullable(),
  html_lang: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  og_locale: z.string(),
});

function metadataView(m: AppMetadata): z.infer<typeof metadataOutput> {
  return { ...m, ...languageDetails(m.language) };
}

/** social_image (the Open Graph image) and icon (the favicon). */
const imageArg = z
  .union([
    z.string().max(MAX_IMAGE_ARG_CHARS),
    z.strictObject({
      data: z.string().max(MAX_IMAGE_ARG_CHARS),
      content_type: z.string().max(100).optional(),
    }),
    z.null(),
  ])
  .optional()
  .describe('PNG, JPEG or WebP, base64 or data: URL; null removes it');

export const appTools = [
  defineTool({
    name: 'list_apps',
    description: 'Lists the apps you own or that are shared with you, latest activity first, with your role.',
    details:
      'Shared: accepted invitations. Each app has app_id, name, description, times, total_files and your role: owner, editor (edits ' +
      'files, change sets and update_app) or viewer (reads). Publishing, records, domains and security stay owner-only. total counts ' +
      'every app, for paging.',
    scopes: ['read'],
    input: z.strictObject({
      limit: z.number().int().min(1).max(200).default(50),
      offset: z.number().int().min(0).default(0),
    }),
    output: z.object({
      apps: z.array(
        z.object({
          app_id: z.string(),
          name: z.string(),
          app_name: z.string(),
          description: z.string(),
          role: z.enum(APP_ROLES).describe('owner, or editor/viewer for an app shared with you in the studio'),
          total_files: z.number(),
          created_at: z.string(),
          updated_at: z.string(),
          last_activity_at: z.string(),
        }),
      ),
      total: z.number(),
      limit: z.number(),
      offset: z.number(),
      has_more: z.boolean(),
    }),
    annotations: { title: 'List apps', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'none',
    handler: async (input, ctx) => {
      const { apps: rows, total } = await ctx.services.apps.listVisible(ctx.principal, input);
      const counts = await ctx.services.files.fileCounts(rows.map((r) => r.id));
      return {
        apps: rows.map((a) => ({
          app_id: a.id,
          name: a.name,
          app_name: a.name,
          description: a.description,
          role: a.role,
          total_files: counts.get(a.id) ?? 0,
          created_at: iso(a.created_at),
          updated_at: iso(a.updated_at),
          last_activity_at: iso(a.last_activity_at),
        })),
        total,
        limit: input.limit,
        offset: input.offset,
        has_more: input.offset + rows.length < total,
      };
    },
  }),

  defineTool({
    name: 'get_app_detail',
    description: 'Everything about an app: files, pages, entities, settings, integrations, latest Saved Version.',
    details:
      'Name, description, url, files (path and byte size), total_files, pages, components, entities (fields and record counts), ' +
      'has_layout, cron_jobs, settings, integrations, env_var_names (names only) and the latest Saved Version.',
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: appDetailOutput,
    annotations: { title: 'App detail', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => appDetail(ctx.services, ctx.app!),
  }),

  defineTool({
    name: 'get_pages',
    description: 'The pages (pages/<Name>.jsx at /<Name>) and which one is served at /.',
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({
      app_id: z.string(),
      pages: z.array(pageViewOutput),
      total: z.number(),
      home_page: z.string().nullable(),
      has_layout: z.boolean(),
    }),
    annotations: { title: 'Pages', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => {
      const files = await ctx.services.files.listFiles(ctx.app!.id);
      const pages = pagesOf(files, ctx.services.apps.settingsOf(ctx.app!));
      return {
        app_id: ctx.app!.id,
        pages,
        total: pages.length,
        home_page: pages.find((p) => p.is_home)?.name ?? null,
        has_layout: files.some((f) => f.path === 'Layout.jsx'),
      };
    },
  }),

  defineTool({
    name: 'get_entities',
    description: 'The data entities (entities/<Name>.json) with their fields and record counts.',
    details: 'A schema file that cannot be read is listed with its problem; validate_app explains it.',
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({ app_id: z.string(), entities: z.array(entityViewOutput), total: z.number() }),
    annotations: { title: 'Entities', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => {
      const files = await ctx.services.files.listFiles(ctx.app!.id);
      const entities = await entitiesOf(ctx.services, ctx.app!.id, files);
      return { app_id: ctx.app!.id, entities, total: entities.length };
    },
  }),

  defineTool({
    name: 'get_errors',
    description: 'Runtime errors recorded while the app ran (browser, requests, functions), latest first.',
    details: 'The same error seen again is one entry with a count and first and last seen times.',
    scopes: ['read'],
    input: z.strictObject({
      app_id: appIdArg,
      limit: z.number().int().min(1).default(20).describe('At most 50'),
    }),
    output: z.object({
      app_id: z.string(),
      errors: z.array(runtimeErrorOutput),
      returned: z.number(),
      total: z.number(),
      limit: z.number(),
      note: z.string().optional(),
    }),
    annotations: { title: 'Runtime errors', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const limit = Math.min(input.limit, MAX_ERRORS_RETURNED);
      const { errors, total } = await ctx.services.appErrors.listRecent(ctx.app!.id, limit);
      return {
        app_id: ctx.app!.id,
        errors,
        returned: errors.length,
        total,
        limit,
        ...(input.limit > MAX_ERRORS_RETURNED ? { note: `limit is capped at ${MAX_ERRORS_RETURNED}` } : {}),
      };
    },
  }),

  defineTool({
    name: 'get_app_metadata',
    description: 'Name, description, language, and the social image and icon (not their bytes).',
    details: 'The language (BCP 47) comes with the html lang/dir and Open Graph locale publishing derives from it.',
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: metadataOutput,
    annotations: { title: 'App metadata', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => metadataView(await ctx.services.apps.getMetadata(ctx.app!.id)),
  }),

  defineTool({
    name: 'set_app_metadata',
    description: 'Sets name, description, language, social image or icon; all or none. No Saved Version.',
    details:
      'language: a BCP 47 tag such as en, de, pt-BR, ar; sets HTML lang/dir and the Open Graph locale at publish. Images: PNG, JPEG or ' +
      'WebP (social_image: the Open Graph image; icon: the favicon), at most 5 MB decoded, a string (base64 or data:image/...;base64,...) or {data, content_type}; the type is checked from ' +
      'the bytes. No code is edited.',
    scopes: ['update'],
    input: z.strictObject({
      app_id: appIdArg,
      name: z.string().max(1000).optional().describe('1-100 characters (longer is cut)'),
      description: z.string().max(MAX_DESCRIPTION_CHARS).optional(),
      language: z.string().max(35).optional().describe('BCP 47, e.g. pt-BR'),
      social_image: imageArg,
      icon: imageArg,
    }),
    output: metadataOutput.extend({ changed: z.array(z.string()) }),
    annotations: { title: 'Set app metadata', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const change: MetadataChange = {};
      if (input.name !== undefined) change.name = input.name;
      if (input.description !== undefined) change.description = input.description;
      if (input.language !== undefined) change.language = input.language;
      for (const kind of IMAGE_KINDS) {
        const v = input[kind];
        if (v === undefined) continue;
        if (v === null || v === '' || (typeof v === 'object' && v.data === '')) change[kind] = null;
        else if (typeof v === 'string') change[kind] = checkImageUpload(kind, v);
        else change[kind] = checkImageUpload(kind, v.data, v.content_type);
      }
      const changed = Object.keys(change);
      if (!changed.length) {
        throw new ServiceError(
          'invalid_params',
          'Invalid arguments for set_app_metadata: give at least one of name, description, language, social_image, icon',
        );
      }
      const m = await ctx.services.apps.setMetadata(ctx.app!.id, change);
      return { ...metadataView(m), changed };
    },
  }),
];
