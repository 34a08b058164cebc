import { z } from 'zod';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { GENERATION_CREDITS, type GenerationService } from './service.ts';

const defineTool = toolsUsing<{ generation: GenerationService }>();

const POLL = 'Poll get_job_status with the job_id every 3-5 s until is_done; result_summary.error is set when the generation failed.';

/** The name and prompt of a new app (create_app, agency_create_client_app). */
export const appNameArg = z.string().describe('1-100 characters (longer is cut)');
export const appPromptArg = z.string().describe('10-10,000 characters');

export const generationTools = [
  defineTool({
    name: 'create_app',
    description: 'Creates an app generated from a prompt; poll get_job_status with job_id. One credit.',
    details: `Generation writes entities, pages, components and the layout. ${POLL} Refused for app-locked tokens.`,
    scopes: ['create'],
    input: z.strictObject({
      name: appNameArg,
      prompt: appPromptArg,
      description: z.string().default(''),
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
    description: 'Edits an app by prompt after a Saved Version; poll get_job_status with job_id. One credit.',
    details:
      'Prompts can add, remove or rename fields, entities and pages, add relations, filters or sorts, change the theme, rename the ' +
      `app, … The result carries the Saved Version's snapshot_id. ${POLL}`,
    scopes: ['update', 'generate:edit'],
    input: z.strictObject({
      app_id: appIdArg,
      prompt: z.string().describe('5-10,000 characters'),
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
    description: 'Progress of a generation job; poll every 3-5 s until is_done (result_summary.error: failed).',
    details:
      'status is "running" while queued or running, "done" when finished. Events have time, phase and message. result_summary: ' +
      'summary, files_written, files_deleted, entities, pages, warnings, validation counts, unresolved_errors.',
    scopes: ['read'],
    input: z.strictObject({ job_id: z.string() }),
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
