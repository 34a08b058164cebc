import { z } from 'zod';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { abTestOutput, GOAL_RE, PAGE_NAME_RE, statsOutput, TEST_NAME_RE, variantsArg, type AbTestsService } from './service.ts';

/** The services the A/B test tools use. */
export interface AbTestToolServices {
  abtests: AbTestsService;
}

const defineTool = toolsUsing<AbTestToolServices>();

const testName = z
  .string()
  .regex(TEST_NAME_RE, 'A test name is 1-80 letters, digits, spaces, _ . or -, starting with a letter or digit')
  .describe('Unique per app; the app code passes it to svc.ab.variant(name) and svc.ab.convert(name)');
const pageName = z
  .string()
  .regex(PAGE_NAME_RE, 'page_name is a page name such as Landing (letters, digits, _ - /)')
  .describe('The page under test, as in pages/<page_name>.jsx (e.g. Landing)');
const testId = z.string().min(1).max(100).describe('The test (test_id from create_ab_test or list_ab_tests)');

export const abTestTools = [
  defineTool({
    name: 'list_ab_tests',
    description:
      "Lists the app's A/B tests: test_id, name, page_name, variants {key, name, weight, share, is_control}, is_active, " +
      'and the exposures and converted visitors recorded so far.',
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
    description:
      'Registers an A/B test of a page: name (what the app code passes to svc.ab.variant / svc.ab.convert), page_name, ' +
      '2-10 variants {key, name?, weight, is_control?} (weights are relative; the control is the one marked is_control, else the ' +
      'first), is_active (default false: create inactive, check the variants, then activate with update_ab_test). The page code ' +
      'renders the variant svc.ab.variant(name) resolves to; each visitor keeps the first variant assigned.',
    scopes: ['update', 'ab:write'],
    input: z.strictObject({
      app_id: appIdArg,
      name: testName,
      page_name: pageName,
      variants: variantsArg,
      is_active: z.boolean().default(false).describe('Whether visitors are assigned and counted now (default false)'),
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
    description:
      'Changes an A/B test: is_active (start or stop; a stopped test shows everyone the control and counts nothing), name, ' +
      'page_name, or variants (the whole list; weights may change — visitors already assigned keep their variant, only new ' +
      'visitors follow the new weights; a variant that already has visitors cannot be removed, set its weight to 0 instead).',
    scopes: ['update', 'ab:write'],
    input: z.strictObject({
      app_id: appIdArg,
      test_id: testId,
      name: testName.optional(),
      page_name: pageName.optional(),
      variants: variantsArg.optional(),
      is_active: z.boolean().optional().describe('true starts the test, false stops it'),
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
    description:
      'Deletes an A/B test with its recorded exposures and conversions (the history is gone: read get_ab_test_stats first). ' +
      'svc.ab.variant(name) then resolves to null, so remove the variant code from the page too.',
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
    description:
      'Statistics of an A/B test per variant: exposures (visitors assigned), conversions (visitors who converted; one goal with ' +
      '`goal`, else any goal), conversion rate with a 95% Wilson interval, and against the control: absolute and relative lift ' +
      'with 95% intervals, two-sided p-value, chance to beat the control, and a verdict. Also a sample-ratio-mismatch check and ' +
      'insufficient_data while any arm has under 100 exposures or under 5 conversions or non-conversions: do not conclude then.',
    scopes: ['read', 'ab:read'],
    input: z.strictObject({
      app_id: appIdArg,
      test_id: testId,
      goal: z.string().regex(GOAL_RE, 'A goal is 1-60 letters, digits, _ . : or -').optional().describe('Count only this conversion goal'),
    }),
    output: statsOutput,
    annotations: { title: 'A/B test stats', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => ctx.services.abtests.stats(ctx.app!.id, input.test_id, input.goal),
  }),
];
