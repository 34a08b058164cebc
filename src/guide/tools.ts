import { z } from 'zod';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { GUIDE_SECTION_IDS } from './content.ts';
import { WORKFLOW_TASK_TYPES } from './workflows.ts';
import { buildGuide, type GuideServices, recommendWorkflow } from './service.ts';

const defineTool = toolsUsing<GuideServices>();

/** The app named by `app_id`, summarised. */
const appSummaryOutput = z.object({ app_id: z.string(), name: z.string(), description: z.string() });

export const guideTools = [
  defineTool({
    name: 'get_platform_guide',
    description: 'The guide to this service: an index of sections, or the text of `sections` or of a `task_type`.',
    details:
      'The index gives each section with a one-line summary and which generator runs. task_type is a free hint such as ' +
      '"publish_app". Areas this server has not built say so. With `app_id`, adds a short summary of that app. Never returns file ' +
      'contents or secrets.',
    scopes: ['read'],
    input: z.strictObject({
      app_id: appIdArg.optional(),
      sections: z.array(z.enum(GUIDE_SECTION_IDS)).optional(),
      task_type: z.string().max(200).optional(),
    }),
    output: z.object({
      guide_version: z.string(),
      task_type: z.string().optional(),
      matched_task_type: z.enum(WORKFLOW_TASK_TYPES).optional(),
      generator: z.string(),
      sections: z.array(z.object({ id: z.enum(GUIDE_SECTION_IDS), title: z.string(), body: z.string() })).optional(),
      index: z.array(z.object({ id: z.enum(GUIDE_SECTION_IDS), title: z.string(), summary: z.string() })).optional(),
      next: z.string().optional(),
      available_sections: z.array(z.enum(GUIDE_SECTION_IDS)).readonly(),
      app: appSummaryOutput.optional(),
    }),
    annotations: { title: 'Platform guide', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'optional',
    handler: (input, ctx) => buildGuide(input, ctx),
  }),
  defineTool({
    name: 'get_recommended_workflow',
    description: 'Tool steps for a task, with checks and a rollback plan; task_type unknown infers it from `goal`.',
    details: 'A step whose tool this server lacks says so.',
    scopes: ['read'],
    input: z.strictObject({
      task_type: z.enum(WORKFLOW_TASK_TYPES).default('unknown'),
      goal: z.string().max(2000).default(''),
      app_id: appIdArg.optional(),
    }),
    output: z.object({
      task_type: z.enum(WORKFLOW_TASK_TYPES),
      requested_task_type: z.enum(WORKFLOW_TASK_TYPES),
      goal: z.string(),
      summary: z.string(),
      // tool is null for a step this server cannot run (its purpose says so)
      steps: z.array(z.object({ step: z.number(), tool: z.string().nullable(), purpose: z.string() })),
      validation_checklist: z.array(z.string()),
      rollback_plan: z.array(z.string()),
      guide_sections: z.array(z.enum(GUIDE_SECTION_IDS)),
      app: appSummaryOutput.optional(),
    }),
    annotations: { title: 'Recommended workflow', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'optional',
    handler: (input, ctx) => recommendWorkflow(input, ctx),
  }),
];
