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
    description:
      'The agent guide to this service. Without `sections` it answers a short index (each section with a one-line summary) and which generator runs; ' +
      '`sections` returns those sections, `task_type` (a free hint such as "publish_app") the sections that matter for that task. ' +
      'Areas this server has not built say so. With `app_id`, adds a short summary of that app. Never returns file contents or secrets.',
    scopes: ['read'],
    input: z.strictObject({
      app_id: appIdArg.optional(),
      sections: z.array(z.enum(GUIDE_SECTION_IDS)).optional().describe('Sections to return; the index when omitted'),
      task_type: z.string().max(200).optional().describe('Hint of the task at hand, e.g. "domain_setup"'),
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
    description:
      'Returns an ordered tool sequence for a task, with a validation checklist and a rollback plan; a step whose tool this server lacks says so. ' +
      'With task_type `unknown` the task is inferred from `goal` when possible.',
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
