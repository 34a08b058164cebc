import { z } from 'zod';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { abTestOutput, GOAL_RE, PAGE_NAME_RE, statsOutput, TEST_NAME_RE, variantsArg, type AbTestsService } from './service.ts';

/** The services the A/B test tools use. */
export interface AbTestToolServices {
  abtests: AbTestsService;
}

const defineTool = toolsUsing<AbTestToolServices>();

const testName = z.string().regex(TEST_NAME_RE, 'A test name is 1-80 letters, digits, spaces, _ . or -, starting with a letter or digit');
const pageName = z.string().regex(PAGE_NAME_RE, 'page_name is a page name such as Landing (letters, digits, _ - /)');
const testId = z.string().min(1).max(100);

export const abTestTools = [
  defineTool({
    name: 'list_ab_tests',
    description: 'Lists the A/B tests with their variants, state, exposures and conversions.',
    scopes: ['read', 'ab:read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({ app_id: z.string(), tests: z.array(abTestOutput), total: z.number() }),
    annotations: { title: 'List A/B tests', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => {
      const app = ctx.app!;
      const tests = await ctx.services.abtests.list(app.id);
      const totals = await ctx.services.abtests.totals(app.id);
      return { app_id: app.id, tests: tests.map((t) => ctx.services.abtests.view(t, totals.get(t.id))), total: tests.length };
    },
  }),

  defineTool({
    name: 'create_ab_test',
    description: 'Registers an A/B test of a page (inactive); the page renders svc.ab.variant(name).',
    details:
      'Weights are relative: shares are weight / sum of weights (50/50 and 1/1 split alike). The control is the variant marked ' +
      'is_control, else the first. Each visitor keeps the first variant assigned.',
    scopes: ['update', 'ab:write'],
    input: z.strictObject({
      app_id: appIdArg,
      name: testName,
      page_name: pageName,
      variants: variantsArg,
      is_active: z.boolean().default(false),
    }),
    output: abTestOutput,
    annotations: { title: 'Create A/B test', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const test = await ctx.services.abtests.create(ctx.app!.id, input);
      return ctx.services.abtests.view(test);
    },
  }),

  defineTool({
    name: 'update_ab_test',
    description: 'Starts, stops (all see the control) or changes an A/B test.',
    details:
      'variants is the whole list; weights may change (only new visitors follow them). A variant that already has visitors cannot be ' +
      'removed: set its weight to 0 instead.',
    scopes: ['update', 'ab:write'],
    input: z.strictObject({
      app_id: appIdArg,
      test_id: testId,
      name: testName.optional(),
      page_name: pageName.optional(),
      variants: variantsArg.optional(),
      is_active: z.boolean().optional(),
    }),
    output: abTestOutput,
    annotations: { title: 'Update A/B test', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const { app_id: _app, test_id, ...patch } = input;
      const test = await ctx.services.abtests.update(ctx.app!.id, test_id, patch);
      const totals = await ctx.services.abtests.totals(ctx.app!.id);
      return ctx.services.abtests.view(test, totals.get(test.id));
    },
  }),

  defineTool({
    name: 'delete_ab_test',
    description: 'Deletes an A/B test and its history; svc.ab.variant(name) then returns null.',
    details: 'Read get_ab_test_stats first: the exposures and conversions are gone. Remove the variant code from the page too.',
    scopes: ['update', 'ab:write'],
    input: z.strictObject({ app_id: appIdArg, test_id: testId }),
    output: z.object({
      app_id: z.string(),
      test_id: z.string(),
      name: z.string(),
      deleted: z.literal(true),
      exposures_deleted: z.number(),
      conversions_deleted: z.number(),
    }),
    annotations: { title: 'Delete A/B test', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const r = await ctx.services.abtests.delete(ctx.app!.id, input.test_id);
      return {
        app_id: ctx.app!.id,
        test_id: r.test.id,
        name: r.test.name,
        deleted: true as const,
        exposures_deleted: r.exposures,
        conversions_deleted: r.conversions,
      };
    },
  }),

  defineTool({
    name: 'get_ab_test_stats',
    description: 'A/B statistics per variant with a verdict; do not conclude while insufficient_data.',
    details:
      'Exposures are visitors assigned; conversions, visitors who converted (one goal with `goal`, else any goal). The conversion rate ' +
      'has a 95% Wilson interval; against the control: absolute and relative lift with 95% intervals, two-sided p-value and chance to ' +
      'beat the control. Also a sample-ratio-mismatch check. insufficient_data holds while any arm has under 100 exposures or under 5 ' +
      'conversions or non-conversions.',
    scopes: ['read', 'ab:read'],
    input: z.strictObject({
      app_id: appIdArg,
      test_id: testId,
      goal: z.string().regex(GOAL_RE, 'A goal is 1-60 letters, digits, _ . : or -').optional(),
    }),
    output: statsOutput,
    annotations: { title: 'A/B test stats', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => ctx.services.abtests.stats(ctx.app!.id, input.test_id, input.goal),
  }),
];
