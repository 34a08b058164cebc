import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { REQUEST_STATUSES, REQUEST_TYPES, SEVERITIES, type PlatformRequestsService } from './service.ts';

const defineTool = toolsUsing<{ platformRequests: PlatformRequestsService }>();

// Sizes are bounded here loosely (the 32 KB total is checked by the service, with a clear message).
const requestId = z.string().min(1).max(100);
const text = (max: number) => z.string().max(max * 4);
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const since = z
  .string()
  .regex(ISO_8601, 'must be an ISO 8601 timestamp, e.g. 2026-01-31T12:00:00Z')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a valid ISO 8601 timestamp')
  .optional();
const sinceMs = (s: string | undefined) => (s === undefined ? null : Date.parse(s));

const statusOutput = z.enum(REQUEST_STATUSES);
const entryOutput = z.object({
  entry_id: z.string(),
  author: z.enum(['requester', 'team']),
  body: z.string(),
  status_change: z.object({ from: statusOutput, to: statusOutput }).nullable(),
  deployed_commit: z.string().nullable(),
  created_date: z.string(),
});
const requestOutput = z.object({
  request_id: z.string(),
  type: z.enum(REQUEST_TYPES),
  title: z.string(),
  body: z.string(),
  app_id: z.string().nullable(),
  severity: z.enum(SEVERITIES),
  reproduction: z.string().nullable(),
  expected: z.string().nullable(),
  acceptance: z.string().nullable(),
  attachments: z.array(z.string()),
  status: statusOutput,
  deployed_commit: z.string().nullable(),
  created_date: z.string(),
  updated_date: z.string(),
  url: z.string().describe('The studio page of the request and its thread'),
  mine: z.boolean(),
  requester_email: z.string().optional().describe('Platform team only'),
});
const changesOutput = z.object({
  since: z.string(),
  new_entries: z.number(),
  status_changes: z.array(z.object({ from: statusOutput, to: statusOutput, date: z.string() })),
  entries: z.array(entryOutput),
});
const redactionsOutput = z
  .array(z.object({ field: z.string(), kind: z.string() }))
  .describe('Credential-looking values replaced by [REDACTED:<kind>] before storage');

export const requestTools = [
  defineTool({
    name: 'create_platform_request',
    description: 'Files a bug, request or question about this service (not your app). 20 a day.',
    details:
      'Returns request_id and url, the studio page of its thread. Credential-looking values (tokens, keys, passwords, JWTs, private ' +
      'keys, connection strings) are redacted before storage; `redactions` says where. Limits: 20 per account per day, 32 KB each.',
    scopes: ['update', 'create', 'data:write', 'agency:write'],
    input: z.strictObject({
      type: z.enum(REQUEST_TYPES),
      title: z.string().trim().min(1).max(300),
      body: text(32_768).min(1),
      app_id: appIdArg.optional(),
      severity: z.enum(SEVERITIES).default('normal'),
      reproduction: text(32_768).optional(),
      expected: text(32_768).optional(),
      acceptance: text(32_768).optional(),
      attachments: z.array(text(32_768)).max(50).optional(),
    }),
    output: z.object({
      request_id: z.string(),
      url: z.string(),
      status: statusOutput,
      request: requestOutput,
      redactions: redactionsOutput,
    }),
    annotations: { title: 'File a platform request', readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    app: 'optional',
    handler: async (input, ctx) => {
      const { request, redactions } = await ctx.services.platformRequests.create(ctx.principal, input);
      return { request_id: request.request_id, url: request.url, status: request.status, request, redactions };
    },
  }),

  defineTool({
    name: 'get_platform_request',
    description: 'One platform request with its thread; with `since`, what changed after it.',
    scopes: ['read', 'agency:read'],
    input: z.strictObject({ request_id: requestId, since }),
    output: z.object({ request: requestOutput, thread: z.array(entryOutput), changes_since: changesOutput.optional() }),
    annotations: { title: 'Platform request', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'none',
    handler: async (input, ctx) => ctx.services.platformRequests.get(ctx.principal, input.request_id, sinceMs(input.since)),
  }),

  defineTool({
    name: 'list_platform_requests',
    description: 'Your platform requests, latest change first; with `since`, those changed since and how.',
    details: "scope=all lists every account's requests and is for the platform team.",
    scopes: ['read', 'agency:read'],
    input: z.strictObject({
      app_id: appIdArg.optional(),
      status: z.enum(REQUEST_STATUSES).optional(),
      since,
      limit: z.number().int().min(1).max(500).default(100),
      scope: z.enum(['mine', 'all']).default('mine'),
    }),
    output: z.object({
      requests: z.array(requestOutput.extend({ changes_since: changesOutput.optional() })),
      count: z.number(),
      has_more: z.boolean(),
      scope: z.enum(['mine', 'all']),
      since: z.string().optional(),
    }),
    annotations: { title: 'Platform requests', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    // The app filter is checked here: with scope=all the team filters by apps it does not own.
    app: 'none',
    handler: async (input, ctx) => {
      if (input.scope === 'all' && !ctx.principal.isPlatformTeam) {
        throw new ServiceError('permission_denied', 'Permission denied: scope=all is for the platform team; use scope=mine');
      }
      if (input.app_id && input.scope === 'mine') await ctx.requireApp(input.app_id);
      return ctx.services.platformRequests.list(ctx.principal, { ...input, since: sinceMs(input.since) });
    },
  }),

  defineTool({
    name: 'reply_platform_request',
    description: 'Replies to a platform request; one in needs_info reopens.',
    details: 'as_team is for the platform team. Credential-looking values are redacted; 32 KB at most.',
    scopes: ['update', 'create', 'data:write', 'agency:write'],
    input: z.strictObject({
      request_id: requestId,
      body: text(32_768).trim().min(1),
      as_team: z.boolean().default(false),
    }),
    output: z.object({
      request_id: z.string(),
      status: statusOutput,
      reopened: z.boolean(),
      entry: entryOutput,
      redactions: redactionsOutput,
      url: z.string(),
    }),
    annotations: { title: 'Reply to a platform request', readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    app: 'none',
    handler: async (input, ctx) => ctx.services.platformRequests.reply(ctx.principal, input.request_id, input.body, input.as_team),
  }),

  defineTool({
    name: 'update_platform_request',
    description: 'Platform team only: sets the status of a request, replies; some statuses mail the requester.',
    details: 'deployed_commit is recorded with the status deployed; deployed and needs_info mail the requester.',
    scopes: ['update', 'agency:write'],
    input: z.strictObject({
      request_id: requestId,
      status: z.enum(REQUEST_STATUSES).optional(),
      reply: text(32_768).trim().min(1).optional(),
      deployed_commit: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9._/-]{1,100}$/, 'a commit id or tag (letters, digits, . _ / -)')
        .optional(),
    }),
    output: z.object({ request: requestOutput, entry: entryOutput, mailed: z.boolean(), redactions: redactionsOutput }),
    annotations: { title: 'Update a platform request', readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    app: 'none',
    handler: async (input, ctx) => ctx.services.platformRequests.update(ctx.principal, input.request_id, input),
  }),
];
