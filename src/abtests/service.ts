/**
 * A/B tests: the configuration the tools manage, the sticky assignment and conversions the app
 * runtime records (src/abtests/runtime.ts), and the statistics of get_ab_test_stats (stats.ts).
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { deviceOf } from '../hosting/analytics.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { iso } from '../platform/time.ts';
import { isUniqueViolation, type Db, type Queryable } from '../storage/index.ts';
import { assignVariant } from './assign.ts';
import {
  chanceToBeat,
  enoughData,
  newcombeDifference,
  relativeLift,
  sampleRatioMismatch,
  twoProportionPValue,
  wilson,
  type Interval,
} from './stats.ts';

export const MAX_TESTS_PER_APP = 50;
export const TEST_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,79}$/;
export const VARIANT_KEY_RE = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const PAGE_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_/-]{0,99}$/;
export const GOAL_RE = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,59}$/;
export const DEFAULT_GOAL = 'conversion';
const ALPHA = 0.05;

export const variantInput = z.strictObject({
  key: z.string().regex(VARIANT_KEY_RE, 'A variant key is 1-40 lowercase letters, digits, _ or -, starting with a letter or digit'),
  name: z.string().max(100).optional(),
  weight: z.number().min(0).max(1_000_000).describe('Relative; 0: no new visitors'),
  is_control: z.boolean().optional().describe('Default: the first'),
});
export type VariantInput = z.infer<typeof variantInput>;

export const variantsArg = z.array(variantInput).min(2).max(10).describe('2-10');

export interface Variant {
  key: string;
  name: string;
  weight: number;
  is_control: boolean;
}

interface TestRow {
  id: string;
  app_id: string;
  name: string;
  page_name: string;
  variants: string;
  is_active: number | boolean;
  started_at: number | string | null;
  weights_changed_at: number | string | null;
  created_at: number | string;
  updated_at: number | string;
}

export interface AbTest {
  id: string;
  appId: string;
  name: string;
  pageName: string;
  variants: Variant[];
  isActive: boolean;
  startedAt: number | null;
  weightsChangedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

const intervalOutput = z.object({ low: z.number(), high: z.number() });

export const variantOutput = z.object({
  key: z.string(),
  name: z.string(),
  weight: z.number(),
  /** The variant's share of new visitors (weight / sum of weights). */
  share: z.number(),
  is_control: z.boolean(),
});

export const abTestOutput = z.object({
  test_id: z.string(),
  app_id: z.string(),
  name: z.string(),
  page_name: z.string(),
  variants: z.array(variantOutput),
  control_key: z.string(),
  is_active: z.boolean(),
  started_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  exposures: z.number(),
  conversions: z.number(),
});

export const statsOutput = z.object({
  app_id: z.string(),
  test_id: z.string(),
  name: z.string(),
  page_name: z.string(),
  is_active: z.boolean(),
  goal: z.string().nullable(),
  goals: z.array(z.object({ goal: z.string(), conversions: z.number() })),
  control_key: z.string(),
  total_exposures: z.number(),
  total_conversions: z.number(),
  variants: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      is_control: z.boolean(),
      weight: z.number(),
      share: z.number(),
      exposures: z.number(),
      conversions: z.number(),
      conversion_rate: z.number().nullable(),
      conversion_rate_interval: intervalOutput.nullable(),
      vs_control: z
        .object({
          absolute_lift: z.number().nullable(),
          absolute_lift_interval: intervalOutput.nullable(),
          relative_lift: z.number().nullable(),
          relative_lift_interval: intervalOutput.nullable(),
          z: z.number().nullable(),
          p_value: z.number().nullable(),
          chance_to_beat_control: z.number(),
          insufficient_data: z.boolean(),
          verdict: z.enum(['insufficient_data', 'better', 'worse', 'no_significant_difference']),
        })
        .nullable(),
    }),
  ),
  sample_ratio_mismatch: z.object({
    checked: z.boolean(),
    reason: z.string().optional(),
    chi_square: z.number().optional(),
    degrees_of_freedom: z.number().optional(),
    p_value: z.number().optional(),
    mismatch: z.boolean(),
  }),
  insufficient_data: z.boolean(),
  weights_changed_since_start: z.boolean(),
  summary: z.string(),
  method: z.string(),
});

function rowToTest(r: TestRow): AbTest {
  return {
    id: r.id,
    appId: r.app_id,
    name: r.name,
    pageName: r.page_name,
    variants: JSON.parse(r.variants) as Variant[],
    isActive: r.is_active === true || Number(r.is_active) === 1,
    startedAt: r.started_at == null ? null : Number(r.started_at),
    weightsChangedAt: r.weights_changed_at == null ? null : Number(r.weights_changed_at),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

export function controlOf(variants: readonly Variant[]): Variant {
  return variants.find((v) => v.is_control) ?? variants[0]!;
}

/** Validates the variants and settles the control: exactly one `is_control` (the first when none is marked). */
export function normalizeVariants(input: readonly VariantInput[]): Variant[] {
  const keys = new Set<string>();
  for (const v of input) {
    if (keys.has(v.key)) throw new ServiceError('invalid_params', `Variant key "${v.key}" appears twice: keys are unique within a test`);
    keys.add(v.key);
  }
  const controls = input.filter((v) => v.is_control);
  if (controls.length > 1) throw new ServiceError('invalid_params', 'At most one variant can be the control (is_control true)');
  if (!input.some((v) => v.weight > 0)) throw new ServiceError('invalid_params', 'At least one variant needs a weight above 0');
  const control = controls[0]?.key ?? input[0]!.key;
  return input.map((v) => ({ key: v.key, name: v.name?.trim() || v.key, weight: v.weight, is_control: v.key === control }));
}

function shares(variants: readonly Variant[]): number[] {
  const total = variants.reduce((s, v) => s + v.weight, 0);
  return variants.map((v) => (total > 0 ? Math.round((v.weight / total) * 1e6) / 1e6 : 0));
}

export interface TestInput {
  name: string;
  page_name: string;
  variants: VariantInput[];
  is_active: boolean;
}

export interface TestPatch {
  name?: string;
  page_name?: string;
  variants?: VariantInput[];
  is_active?: boolean;
}

/** Who asks the runtime for a variant or records a conversion. */
export interface Visit {
  /** The random id the runtime keeps in the browser (as analytics' page views), if any. */
  visitor?: string;
  ip: string;
  userAgent: string;
  /** Previews are never recorded. */
  preview: boolean;
}

export interface VariantAnswer {
  test: string;
  /** The variant key, or null when the app has no test of that name. */
  variant: string | null;
  active: boolean;
  /** Whether this call recorded the visitor's (first) exposure. */
  recorded: boolean;
}

export interface AbTestsDeps {
  db: Db;
  identity: { serverSecret(key: string): Promise<string> };
}

export class AbTestsService {
  private readonly db: Db;
  private readonly identity: AbTestsDeps['identity'];
  private secretPromise: Promise<Buffer> | null = null;

  constructor(deps: AbTestsDeps) {
    this.db = deps.db;
    this.identity = deps.identity;
  }

  // ---------------------------------------------------------------------------------------- configuration

  async list(appId: string): Promise<AbTest[]> {
    const rows = await this.db.all<TestRow>('SELECT * FROM ab_tests WHERE app_id = ? ORDER BY created_at ASC, id ASC', [appId]);
    return rows.map(rowToTest);
  }

  async get(appId: string, testId: string, q: Queryable = this.db): Promise<AbTest> {
    const row = await q.get<TestRow>('SELECT * FROM ab_tests WHERE id = ? AND app_id = ?', [testId, appId]);
    if (!row) throw new ServiceError('not_found', `A/B test ${testId.slice(0, 60)} not found in this app (list_ab_tests shows its tests)`);
    return rowToTest(row);
  }

  async byName(appId: string, name: string): Promise<AbTest | null> {
    const row = await this.db.get<TestRow>('SELECT * FROM ab_tests WHERE app_id = ? AND name = ?', [appId, name]);
    return row ? rowToTest(row) : null;
  }

  async create(appId: string, input: TestInput, now = Date.now()): Promise<AbTest> {
    const variants = normalizeVariants(input.variants);
    const id = newId('abt');
    try {
      await this.db.transaction(async (tx) => {
        const count = await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM ab_tests WHERE app_id = ?', [appId]);
        if (Number(count?.n ?? 0) >= MAX_TESTS_PER_APP)
          throw new ServiceError('invalid_request', `An app has at most ${MAX_TESTS_PER_APP} A/B tests; delete finished ones first`);
        await tx.run(
          `INSERT INTO ab_tests (id, app_id, name, page_name, variants, is_active, started_at, weights_changed_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
          [
            id,
            appId,
            input.name,
            input.page_name,
            JSON.stringify(variants),
            input.is_active ? 1 : 0,
            input.is_active ? now : null,
            now,
            now,
          ],
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw this.nameTaken(input.name);
      throw err;
    }
    return this.get(appId, id);
  }

  async update(appId: string, testId: string, patch: TestPatch, now = Date.now()): Promise<AbTest> {
    try {
      await this.db.transaction(async (tx) => {
        const test = await this.get(appId, testId, tx);
        let variants = test.variants;
        let weightsChangedAt = test.weightsChangedAt;
        if (patch.variants) {
          variants = normalizeVariants(patch.variants);
          const exposed = await tx.all<{ variant: string; n: number }>(
            'SELECT variant, COUNT(*) AS n FROM ab_exposures WHERE test_id = ? GROUP BY variant',
            [test.id],
          );
          const kept = new Set(variants.map((v) => v.key));
          const dropped = exposed.filter((e) => !kept.has(e.variant)).map((e) => e.variant);
          if (dropped.length)
            throw new ServiceError(
              'conflict',
              `Variant ${dropped.map((k) => `"${k}"`).join(', ')} already has visitors and cannot be removed; set its weight to 0 to stop new assignments, or create a new test`,
              { variants_with_visitors: dropped },
            );
          const before = new Map(test.variants.map((v) => [v.key, v.weight]));
          const weightsDiffer = variants.length !== test.variants.length || variants.some((v) => before.get(v.key) !== v.weight);
          if (weightsDiffer && exposed.length) weightsChangedAt = now;
        }
        const isActive = patch.is_active ?? test.isActive;
        const startedAt = test.startedAt ?? (isActive ? now : null);
        await tx.run(
          'UPDATE ab_tests SET name = ?, page_name = ?, variants = ?, is_active = ?, started_at = ?, weights_changed_at = ?, updated_at = ? WHERE id = ?',
          [
            patch.name ?? test.name,
            patch.page_name ?? test.pageName,
            JSON.stringify(variants),
            isActive ? 1 : 0,
            startedAt,
            weightsChangedAt,
            now,
            test.id,
          ],
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw this.nameTaken(patch.name ?? '');
      throw err;
    }
    return this.get(appId, testId);
  }

  /** Deletes the test and its recorded exposures and conversions; returns how many of each were dropped. */
  async delete(appId: string, testId: string): Promise<{ test: AbTest; exposures: number; conversions: number }> {
    return this.db.transaction(async (tx) => {
      const test = await this.get(appId, testId, tx);
      const conversions = await tx.run('DELETE FROM ab_conversions WHERE test_id = ?', [test.id]);
      const exposures = await tx.run('DELETE FROM ab_exposures WHERE test_id = ?', [test.id]);
      await tx.run('DELETE FROM ab_tests WHERE id = ?', [test.id]);
      return { test, exposures: exposures.changes, conversions: conversions.changes };
    });
  }

  /** Total exposures and converted visitors per test of an app. */
  async totals(appId: string): Promise<Map<string, { exposures: number; conversions: number }>> {
    const exposures = await this.db.all<{ test_id: string; n: number }>(
      'SELECT e.test_id, COUNT(*) AS n FROM ab_exposures e JOIN ab_tests t ON t.id = e.test_id WHERE t.app_id = ? GROUP BY e.test_id',
      [appId],
    );
    const conversions = await this.db.all<{ test_id: string; n: number }>(
      `SELECT c.test_id, COUNT(DISTINCT c.visitor) AS n FROM ab_conversions c JOIN ab_tests t ON t.id = c.test_id
       WHERE t.app_id = ? GROUP BY c.test_id`,
      [appId],
    );
    const out = new Map<string, { exposures: number; conversions: number }>();
    for (const e of exposures) out.set(e.test_id, { exposures: Number(e.n), conversions: 0 });
    for (const c of conversions) {
      const t = out.get(c.test_id) ?? { exposures: 0, conversions: 0 };
      t.conversions = Number(c.n);
      out.set(c.test_id, t);
    }
    return out;
  }

  view(test: AbTest, totals?: { exposures: number; conversions: number }) {
    const s = shares(test.variants);
    return {
      test_id: test.id,
      app_id: test.appId,
      name: test.name,
      page_name: test.pageName,
      variants: test.variants.map((v, i) => ({ key: v.key, name: v.name, weight: v.weight, share: s[i]!, is_control: v.is_control })),
      control_key: controlOf(test.variants).key,
      is_active: test.isActive,
      started_at: iso(test.startedAt),
      created_at: iso(test.createdAt),
      updated_at: iso(test.updatedAt),
      exposures: totals?.exposures ?? 0,
      conversions: totals?.conversions ?? 0,
    };
  }

  private nameTaken(name: string) {
    return new ServiceError('conflict', `This app already has an A/B test named "${name}"; names are unique per app`);
  }

  // ---------------------------------------------------------------------------------------- statistics

  async stats(appId: string, testId: string, goal?: string): Promise<z.infer<typeof statsOutput>> {
    const test = await this.get(appId, testId);
    const exposureRows = await this.db.all<{ variant: string; n: number; first: number | string | null }>(
      'SELECT variant, COUNT(*) AS n, MIN(at) AS first FROM ab_exposures WHERE test_id = ? GROUP BY variant',
      [test.id],
    );
    const conversionRows = await this.db.all<{ variant: string; n: number }>(
      goal
        ? 'SELECT variant, COUNT(*) AS n FROM ab_conversions WHERE test_id = ? AND goal = ? GROUP BY variant'
        : 'SELECT variant, COUNT(DISTINCT visitor) AS n FROM ab_conversions WHERE test_id = ? GROUP BY variant',
      goal ? [test.id, goal] : [test.id],
    );
    const goalRows = await this.db.all<{ goal: string; n: number }>(
      'SELECT goal, COUNT(*) AS n FROM ab_conversions WHERE test_id = ? GROUP BY goal ORDER BY goal',
      [test.id],
    );
    const exposures = new Map(exposureRows.map((r) => [r.variant, Number(r.n)]));
    const conversions = new Map(conversionRows.map((r) => [r.variant, Number(r.n)]));
    const firstExposure = exposureRows.reduce<number | null>(
      (m, r) => (r.first == null ? m : m === null ? Number(r.first) : Math.min(m, Number(r.first))),
      null,
    );
    const control = controlOf(test.variants);
    const n0 = exposures.get(control.key) ?? 0;
    const c0 = conversions.get(control.key) ?? 0;
    const s = shares(test.variants);
    let insufficient = false;
    const summaryParts: string[] = [];
    const variants = test.variants.map((v, i) => {
      const n = exposures.get(v.key) ?? 0;
      const c = conversions.get(v.key) ?? 0;
      let vsControl = null;
      if (!v.is_control) {
        const enough = enoughData(c, n, c0, n0);
        if (!enough) insufficient = true;
        const test2 = twoProportionPValue(c, n, c0, n0);
        const rel = relativeLift(c, n, c0, n0);
        const diff = newcombeDifference(c, n, c0, n0);
        const p = test2?.p ?? null;
        const verdict = !enough
          ? ('insufficient_data' as const)
          : p !== null && p < ALPHA
            ? c / n > c0 / n0
              ? ('better' as const)
              : ('worse' as const)
            : ('no_significant_difference' as const);
        vsControl = {
          absolute_lift: n > 0 && n0 > 0 ? c / n - c0 / n0 : null,
          absolute_lift_interval: diff,
          relative_lift: rel?.lift ?? null,
          relative_lift_interval: rel?.interval ?? null,
          z: test2?.z ?? null,
          p_value: p,
          chance_to_beat_control: chanceToBeat(c, n, c0, n0),
          insufficient_data: !enough,
          verdict,
        };
        summaryParts.push(
          `${v.key}: ${verdict.replaceAll('_', ' ')}${p !== null && enough ? ` (p ${p.toPrecision(2)})` : ''} vs ${control.key}`,
        );
      }
      return {
        key: v.key,
        name: v.name,
        is_control: v.is_control,
        weight: v.weight,
        share: s[i]!,
        exposures: n,
        conversions: c,
        conversion_rate: n > 0 ? c / n : null,
        conversion_rate_interval: wilson(c, n) as Interval | null,
        vs_control: vsControl,
      };
    });
    // Exposures of variants no longer configured cannot happen (update refuses removing them); counted anyway.
    const totalExposures = [...exposures.values()].reduce((a, b) => a + b, 0);
    const totalConversions = [...conversions.values()].reduce((a, b) => a + b, 0);
    const weightsChanged = test.weightsChangedAt !== null && firstExposure !== null && test.weightsChangedAt >= firstExposure;
    const srm = this.srm(
      test.variants.map((v) => exposures.get(v.key) ?? 0),
      test.variants.map((v) => v.weight),
      weightsChanged,
    );
    let summary: string;
    if (totalExposures === 0) summary = test.isActive ? 'No exposures yet.' : 'No exposures yet; the test is not active.';
    else summary = `${summaryParts.join('; ')}.`;
    if (srm.mismatch) summary += ' Sample-ratio mismatch: the split differs from the weights; check assignment before trusting results.';
    return {
      app_id: appId,
      test_id: test.id,
      name: test.name,
      page_name: test.pageName,
      is_active: test.isActive,
      goal: goal ?? null,
      goals: goalRows.map((g) => ({ goal: g.goal, conversions: Number(g.n) })),
      control_key: control.key,
      total_exposures: totalExposures,
      total_conversions: totalConversions,
      variants,
      sample_ratio_mismatch: srm,
      insufficient_data: insufficient || totalExposures === 0,
      weights_changed_since_start: weightsChanged,
      summary,
      method:
        '95% Wilson intervals for rates; Newcombe hybrid score interval for the absolute lift; log risk-ratio interval for the relative lift; ' +
        'pooled two-proportion z-test (two-sided); chance to beat control from Beta(1+c, 1+n-c) posteriors (exact sum); ' +
        'sample-ratio mismatch: chi-square against the weights, flagged at p < 0.001. A comparison needs at least 100 exposures and ' +
        '5 conversions and 5 non-conversions in each arm.',
    };
  }

  private srm(observed: number[], weights: number[], weightsChanged: boolean) {
    if (weightsChanged) return { checked: false, reason: 'weights changed after the first exposure', mismatch: false };
    // Only variants that take traffic: a weight-0 variant with no exposures has nothing to compare.
    const idx = weights.map((_w, i) => i).filter((i) => weights[i]! > 0 || observed[i]! > 0);
    const obs = idx.map((i) => observed[i]!);
    const w = idx.map((i) => weights[i]!);
    const total = obs.reduce((a, b) => a + b, 0);
    const weightSum = w.reduce((a, b) => a + b, 0);
    if (obs.length < 2) return { checked: false, reason: 'fewer than two variants take traffic', mismatch: false };
    if (w.some((x) => x <= 0)) return { checked: false, reason: 'a variant with weight 0 has exposures', mismatch: false };
    if (w.some((x) => (total * x) / weightSum < 5))
      return { checked: false, reason: 'fewer than 5 expected exposures per variant', mismatch: false };
    const r = sampleRatioMismatch(obs, w)!;
    return { checked: true, ...r };
  }

  // ---------------------------------------------------------------------------------------- runtime

  private secret(): Promise<Buffer> {
    this.secretPromise ??= this.identity.serverSecret('abtests_visitor_secret').then((s) => Buffer.from(s, 'utf8'));
    return this.secretPromise;
  }

  /**
   * The stored key of a visitor of an app: an HMAC (server secret) of the app and the runtime's random
   * id, or without one of the app, address and user agent. No raw id or address is stored.
   */
  async visitorKey(appId: string, visit: Pick<Visit, 'visitor' | 'ip' | 'userAgent'>): Promise<string> {
    const source =
      visit.visitor && /^[0-9a-f]{16,64}$/.test(visit.visitor)
        ? `id\u0000${appId}\u0000${visit.visitor}`
        : `ip\u0000${appId}\u0000${visit.ip}\u0000${visit.userAgent}`;
    return createHmac('sha256', await this.secret())
      .update(source)
      .digest('base64url')
      .slice(0, 22);
  }

  /**
   * The visitor's variant of the test named `name`: the stored first assignment, else a new one from the
   * hash, recorded once (the exposure). Inactive tests answer the control and record nothing; bots and
   * previews get the hashed variant without a record.
   */
  async variantFor(appId: string, name: string, visit: Visit, now = Date.now()): Promise<VariantAnswer> {
    const key = await this.visitorKey(appId, visit);
    // One query finds the test and the visitor's stored assignment (a returning visitor costs only this).
    const row = await this.db.get<TestRow & { assigned: string | null }>(
      `SELECT t.*, e.variant AS assigned FROM ab_tests t LEFT JOIN ab_exposures e ON e.test_id = t.id AND e.visitor = ?
       WHERE t.app_id = ? AND t.name = ?`,
      [key, appId, name],
    );
    if (!row) return { test: name, variant: null, active: false, recorded: false };
    const test = rowToTest(row);
    if (!test.isActive) return { test: name, variant: controlOf(test.variants).key, active: false, recorded: false };
    if (row.assigned) return { test: name, variant: row.assigned, active: true, recorded: false };
    const chosen = assignVariant(test.id, key, test.variants).key;
    if (visit.preview || deviceOf(visit.userAgent) === 'bot') return { test: name, variant: chosen, active: true, recorded: false };
    const r = await this.db.run('INSERT INTO ab_exposures (test_id, visitor, variant, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [
      test.id,
      key,
      chosen,
      now,
    ]);
    if (r.changes > 0) return { test: name, variant: chosen, active: true, recorded: true };
    // A concurrent first request won: answer what it stored.
    const stored = await this.db.get<{ variant: string }>('SELECT variant FROM ab_exposures WHERE test_id = ? AND visitor = ?', [
      test.id,
      key,
    ]);
    return { test: name, variant: stored?.variant ?? chosen, active: true, recorded: false };
  }

  /**
   * Records a conversion of `goal` for the visitor, once per test, visitor and goal, attributed to the
   * visitor's assigned variant. Not counted: unknown or inactive tests, visitors never exposed, bots, previews.
   */
  async convert(
    appId: string,
    name: string,
    goal: string,
    visit: Visit,
    now = Date.now(),
  ): Promise<{ test: string; goal: string; counted: boolean; reason?: string; variant?: string }> {
    if (visit.preview) return { test: name, goal, counted: false, reason: 'preview' };
    if (deviceOf(visit.userAgent) === 'bot') return { test: name, goal, counted: false, reason: 'bot' };
    const key = await this.visitorKey(appId, visit);
    const row = await this.db.get<{ id: string; is_active: number | boolean; assigned: string | null }>(
      `SELECT t.id, t.is_active, e.variant AS assigned FROM ab_tests t LEFT JOIN ab_exposures e ON e.test_id = t.id AND e.visitor = ?
       WHERE t.app_id = ? AND t.name = ?`,
      [key, appId, name],
    );
    if (!row) return { test: name, goal, counted: false, reason: 'no_such_test' };
    if (!(row.is_active === true || Number(row.is_active) === 1)) return { test: name, goal, counted: false, reason: 'inactive' };
    if (!row.assigned) return { test: name, goal, counted: false, reason: 'not_exposed' };
    const r = await this.db.run(
      'INSERT INTO ab_conversions (test_id, visitor, goal, variant, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [row.id, key, goal, row.assigned, now],
    );
    return r.changes > 0
      ? { test: name, goal, counted: true, variant: row.assigned }
      : { test: name, goal, counted: false, reason: 'already_counted', variant: row.assigned };
  }
}
