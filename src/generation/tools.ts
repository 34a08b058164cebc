import { z } from 'zod';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { GENERATION_CREDITS, type GenerationService } from './service.ts';

const defineTool = toolsUsing<{ generation: GenerationService }>();

const POLL = 'Poll get_job_status with the job_id every 3-5 s until is_done; result_summary.error is set when the generation failed.';

export const generationTools = [
  defineTool({
    name: 'create_app',
    description:
      'Creates an app and starts generating it from a natural-language prompt (entities, pages, components, layout). ' +
      `Returns at once with app_id, job_id and status "generating". ${POLL} ` +
      'name: 1-100 characters (longer names are cut); prompt: at least 10 characters (at most 10,000, longer prompts are cut). ' +
      'Costs one generation credit. Refused for app-locked tokens.',
    scopes: ['create'],
    input: z.strictObject({
      name: z.string().describe('App name, 1-100 characters; excess is silently truncated'),
      prompt: z.string().describe('What the app should do, at least 10 characters; excess over 10,000 is silently truncated'),
      description: z.string().default('').describe('Optional description'),
    }),
    output: z.object({ app_id: z.string(), job_id: z.string(), status: z.literal('generating') }),
    annotations: {
      title: 'Create an app by generation',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    app: 'none',
    accountOnly: true,
    credits: GENERATION_CREDITS,
    handler: async (input, ctx) => {
      const r = await ctx.services.generation.createApp(ctx.principal, input);
      return { app_id: r.app_id, job_id: r.job_id, status: 'generating' as const };
    },
  }),
  defineTool({
    name: 'update_app',
    description:
      'Edits an app by prompt (add, remove or rename fields, entities and pages, add relations, filters or sorts, change the theme, rename the app, …). ' +
      `A Saved Version of the app as it is now is created first (snapshot_id). Returns job_id at once. ${POLL} ` +
      'prompt: at least 5 characters (at most 10,000). Costs one generation credit.',
    scopes: ['update', 'generate:edit'],
    input: z.strictObject({
      app_id: appIdArg,
      prompt: z.string().describe('The change to make, at least 5 characters; excess over 10,000 is silently truncated'),
    }),
    output: z.object({ app_id: z.string(), job_id: z.string(), status: z.literal('generating'), snapshot_id: z.string() }),
    annotations: {
      title: 'Edit an app by prompt',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    app: 'required',
    credits: GENERATION_CREDITS,
    handler: async (input, ctx) => {
      const r = await ctx.services.generation.updateApp(ctx.principal, ctx.app!, input.prompt);
      return { app_id: ctx.app!.id, job_id: r.job_id, status: 'generating' as const, snapshot_id: r.snapshot_id };
    },
  }),
  defineTool({
    name: 'get_job_status',
    description:
      'Progress of a generation job: status ("running" while queued or running, "done" when finished), is_done, event_count, ' +
      'the progress events (time, phase, message) and, when done, result_summary (summary, files_written, files_deleted, entities, pages, warnings, ' +
      'validation counts, unresolved_errors; `error` when the generation failed).',
    scopes: ['read'],
    input: z.strictObject({ job_id: z.string().describe('The job_id returned by create_app or update_app') }),
    output: z.object({
      job_id: z.string(),
      app_id: z.string(),
      kind: z.enum(['create', 'update']),
      status: z.enum(['running', 'done']),
      state: z.enum(['queued', 'running', 'done']),
      is_done: z.boolean(),
      event_count: z.number(),
      events: z.array(z.object({ time: z.string(), phase: z.string(), message: z.string() })),
      // Open: the generator reports what it did (summary, files_written, entities, validation counts, …; `error` on failure).
      result_summary: z.looseObject({ error: z.string().optional() }).optional(),
      created_at: z.string(),
      started_at: z.string().nullable(),
      finished_at: z.string().nullable(),
    }),
    annotations: { title: 'Generation job status', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'none',
    // Polling every 3-5 s as advised must never spend the request budget.
    rateLimit: 'poll',
    handler: (input, ctx) => ctx.services.generation.status(input.job_id, (id) => ctx.requireApp(id)),
  }),
];
