import assert from 'node:assert/strict';
import type { AbTestsService } from '../../src/abtests/service.ts';
import type { Db } from '../../src/storage/index.ts';
import type { TestService } from '../support/harness.ts';
import { guardRows, mintTokens, scenarios, standardFixtures, type Scenario } from '../support/scenarios.ts';

const VARIANTS = [
  { key: 'a', name: 'Current headline', weight: 50, is_control: true },
  { key: 'b', name: 'New headline', weight: 50 },
];

/** Exposures and conversions straight into the tables: `c` of `n` visitors of `variant` converted on `goal`. */
async function seed(db: Db, testId: string, variant: string, n: number, c: number, goal = 'conversion') {
  const rows = Array.from({ length: n }, (_, i) => `${variant}-${i}`);
  for (let i = 0; i < rows.length; i += 250) {
    const chunk = rows.slice(i, i + 250);
    await db.run(
      `INSERT INTO ab_exposures (test_id, visitor, variant, at) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
      chunk.flatMap((v) => [testId, v, variant, 1_700_000_000_000]),
    );
  }
  const converted = rows.slice(0, c);
  for (let i = 0; i < converted.length; i += 250) {
    const chunk = converted.slice(i, i + 250);
    await db.run(
      `INSERT INTO ab_conversions (test_id, visitor, goal, variant, at) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
      chunk.flatMap((v) => [testId, v, goal, variant, 1_700_000_000_001]),
    );
  }
}

async function setup(svc: TestService) {
  const base = await standardFixtures(svc);
  const ab: AbTestsService = svc.services.abtests;
  const app2 = await svc.createApp(base.owner.id, 'Second app');
  const make = (appId: string, name: string, is_active = true) =>
    ab.create(appId, { name, page_name: 'Landing', variants: VARIANTS, is_active }).then((t) => t.id);
  const seeded = await make(base.appId, 'seeded');
  // 60/1000 vs 50/1000: the first reference row of test/abtests/stats.test.ts.
  await seed(svc.services.db, seeded, 'a', 1000, 50);
  await seed(svc.services.db, seeded, 'b', 1000, 60);
  await svc.services.db.run(
    "INSERT INTO ab_conversions (test_id, visitor, goal, variant, at) VALUES (?, 'b-0', 'signup', 'b', 1), (?, 'a-999', 'signup', 'a', 1)",
    [seeded, seeded],
  );
  const fresh = await make(base.appId, 'fresh', false);
  const toUpdate = await make(base.appId, 'to-update', false);
  const toDelete = await make(base.appId, 'to-delete');
  await seed(svc.services.db, toDelete, 'a', 3, 1);
  const toDelete2 = await make(base.appId, 'to-delete-2');
  const foreignTest = await make(base.otherAppId, 'foreign');
  const app2Test = await make(app2, 'second');
  const tokens = {
    ...base.tokens,
    ...(await mintTokens(svc, base.owner.id, {
      abRead: ['ab:read'],
      abWrite: ['ab:write'],
      updateOnly: ['update'],
      lockedOther: { app_id: app2 },
    })),
  };
  return { ...base, app2, seeded, fresh, toUpdate, toDelete, toDelete2, foreignTest, app2Test, tokens };
}

type F = Awaited<ReturnType<typeof setup>>;
type Row = Scenario<F>;

const rows: Row[] = [
  // ------------------------------------------------------------------ list_ab_tests
  {
    name: 'list_ab_tests: lists the app tests with variants and recorded totals',
    as: 'owner',
    tool: 'list_ab_tests',
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r, f) => {
        const names = r.tests.map((t: any) => t.name);
        for (const n of ['seeded', 'fresh', 'to-update']) assert.ok(names.includes(n), `lists ${n}`);
        assert.ok(!names.includes('foreign') && !names.includes('second'), 'only this app');
        const seeded = r.tests.find((t: any) => t.test_id === f.seeded);
        assert.equal(seeded.exposures, 2000);
        assert.equal(seeded.conversions, 111, 'visitors with any conversion');
        assert.equal(seeded.control_key, 'a');
        assert.deepEqual(
          seeded.variants.map((v: any) => [v.key, v.share, v.is_control]),
          [
            ['a', 0.5, true],
            ['b', 0.5, false],
          ],
        );
      },
    },
  },
  {
    name: 'list_ab_tests: an ab:read token may',
    as: 'abRead',
    tool: 'list_ab_tests',
    args: (f) => ({ app_id: f.appId }),
    expect: { ok: true },
  },
  {
    name: 'list_ab_tests: a token locked to this app may',
    as: 'locked',
    tool: 'list_ab_tests',
    args: (f) => ({ app_id: f.appId }),
    expect: { ok: true },
  },
  { name: 'list_ab_tests: app_id is required', as: 'owner', tool: 'list_ab_tests', args: {}, expect: { error: 'invalid_params' } },
  ...guardRows<F>('list_ab_tests', (f) => ({ app_id: f.appId }), 'updateOnly'),

  // ------------------------------------------------------------------ create_ab_test
  {
    name: 'create_ab_test: creates an inactive test; the first variant is the control when none is marked',
    as: 'owner',
    tool: 'create_ab_test',
    args: (f) => ({
      app_id: f.appId,
      name: 'Hero copy',
      page_name: 'Landing',
      variants: [
        { key: 'control', weight: 1 },
        { key: 'bold', name: 'Bold claim', weight: 3 },
      ],
    }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.app_id, f.appId);
        assert.match(r.test_id, /^abt_/);
        assert.equal(r.is_active, false);
        assert.equal(r.started_at, null);
        assert.equal(r.control_key, 'control');
        assert.deepEqual(
          r.variants.map((v: any) => [v.key, v.name, v.share, v.is_control]),
          [
            ['control', 'control', 0.25, true],
            ['bold', 'Bold claim', 0.75, false],
          ],
        );
      },
    },
    after: async (f, o, t) => {
      const row = await t.svc.services.db.get<any>('SELECT * FROM ab_tests WHERE id = ?', [(o as any).result.test_id]);
      assert.equal(row.app_id, f.appId);
      await t.svc.services.abtests.delete(f.appId, row.id);
    },
  },
  {
    name: 'create_ab_test: an ab:write token may, active with an explicit control',
    as: 'abWrite',
    tool: 'create_ab_test',
    args: (f) => ({
      app_id: f.appId,
      name: 'by-ab-write',
      page_name: 'Pricing',
      is_active: true,
      variants: [
        { key: 'x', weight: 1 },
        { key: 'y', weight: 1, is_control: true },
      ],
    }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.is_active, true);
        assert.ok(r.started_at);
        assert.equal(r.control_key, 'y');
      },
    },
  },
  {
    name: 'create_ab_test: a token locked to this app may',
    as: 'locked',
    tool: 'create_ab_test',
    args: (f) => ({ app_id: f.appId, name: 'by-locked', page_name: 'Landing', variants: VARIANTS }),
    expect: { ok: true },
  },
  {
    name: 'create_ab_test: a name the app already uses is a conflict',
    as: 'owner',
    tool: 'create_ab_test',
    args: (f) => ({ app_id: f.appId, name: 'seeded', page_name: 'Landing', variants: VARIANTS }),
    expect: { error: 'conflict', message: /already has an A\/B test named "seeded"/ },
  },
  {
    name: 'create_ab_test: the same name in another app is fine',
    as: 'lockedOther',
    tool: 'create_ab_test',
    args: (f) => ({ app_id: f.app2, name: 'seeded', page_name: 'Landing', variants: VARIANTS }),
    expect: { ok: true },
  },
  {
    name: 'create_ab_test: one variant is invalid',
    as: 'owner',
    tool: 'create_ab_test',
    args: (f) => ({ app_id: f.appId, name: 'one', page_name: 'Landing', variants: [VARIANTS[0]] }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'create_ab_test: duplicate variant keys are invalid and nothing is stored',
    as: 'owner',
    tool: 'create_ab_test',
    args: (f) => ({
      app_id: f.appId,
      name: 'dupes',
      page_name: 'Landing',
      variants: [
        { key: 'a', weight: 1 },
        { key: 'a', weight: 1 },
      ],
    }),
    expect: { error: 'invalid_params', message: /appears twice/ },
    after: async (f, _o, t) => assert.equal(await t.svc.services.abtests.byName(f.appId, 'dupes'), null),
  },
  {
    name: 'create_ab_test: two controls are invalid',
    as: 'owner',
    tool: 'create_ab_test',
    args: (f) => ({
      app_id: f.appId,
      name: 'two-controls',
      page_name: 'Landing',
      variants: [
        { key: 'a', weight: 1, is_control: true },
        { key: 'b', weight: 1, is_control: true },
      ],
    }),
    expect: { error: 'invalid_params', message: /At most one variant/ },
  },
  {
    name: 'create_ab_test: all weights 0 is invalid',
    as: 'owner',
    tool: 'create_ab_test',
    args: (f) => ({
      app_id: f.appId,
      name: 'no-weight',
      page_name: 'Landing',
      variants: [
        { key: 'a', weight: 0 },
        { key: 'b', weight: 0 },
      ],
    }),
    expect: { error: 'invalid_params', message: /weight above 0/ },
  },
  {
    name: 'create_ab_test: a negative weight, a bad key and a bad name are invalid params',
    as: 'owner',
    tool: 'create_ab_test',
    args: (f) => ({
      app_id: f.appId,
      name: ' spaced',
      page_name: 'Landing',
      variants: [
        { key: 'A B', weight: -1 },
        { key: 'b', weight: 1 },
      ],
    }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'create_ab_test: a weight without a key is invalid',
    as: 'owner',
    tool: 'create_ab_test',
    args: (f) => ({ app_id: f.appId, name: 'nokey', page_name: 'Landing', variants: [{ weight: 1 }, { key: 'b', weight: 1 }] }),
    expect: { error: 'invalid_params' },
  },
  ...guardRows<F>('create_ab_test', (f) => ({ app_id: f.appId, name: 'guarded', page_name: 'Landing', variants: VARIANTS }), 'readonly'),

  // ------------------------------------------------------------------ update_ab_test
  {
    name: 'update_ab_test: activates and changes weights; started_at is set',
    as: 'owner',
    tool: 'update_ab_test',
    args: (f) => ({
      app_id: f.appId,
      test_id: f.toUpdate,
      is_active: true,
      variants: [
        { key: 'a', weight: 20, is_control: true },
        { key: 'b', weight: 80 },
      ],
    }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.test_id, f.toUpdate);
        assert.equal(r.is_active, true);
        assert.ok(r.started_at);
        assert.deepEqual(
          r.variants.map((v: any) => v.share),
          [0.2, 0.8],
        );
      },
    },
  },
  {
    name: 'update_ab_test: an ab:write token renames and moves the page',
    as: 'abWrite',
    tool: 'update_ab_test',
    args: (f) => ({ app_id: f.appId, test_id: f.fresh, page_name: 'Home' }),
    expect: { ok: true, check: (r) => assert.equal(r.page_name, 'Home') },
  },
  {
    name: 'update_ab_test: removing a variant that has visitors is a conflict; the test is unchanged',
    as: 'owner',
    tool: 'update_ab_test',
    args: (f) => ({
      app_id: f.appId,
      test_id: f.seeded,
      variants: [
        { key: 'a', weight: 1 },
        { key: 'c', weight: 1 },
      ],
    }),
    expect: { error: 'conflict', message: /"b" already has visitors/ },
    after: async (f, _o, t) => {
      const test = await t.svc.services.abtests.get(f.appId, f.seeded);
      assert.deepEqual(
        test.variants.map((v: any) => v.key),
        ['a', 'b'],
      );
    },
  },
  {
    name: 'update_ab_test: renaming onto another test name is a conflict',
    as: 'owner',
    tool: 'update_ab_test',
    args: (f) => ({ app_id: f.appId, test_id: f.fresh, name: 'seeded' }),
    expect: { error: 'conflict' },
  },
  {
    name: 'update_ab_test: an unknown test is not found',
    as: 'owner',
    tool: 'update_ab_test',
    args: (f) => ({ app_id: f.appId, test_id: 'abt_missing', is_active: false }),
    expect: { error: 'not_found', message: /A\/B test abt_missing not found/ },
  },
  {
    name: "update_ab_test: another app's test id through the owner's app is not found",
    as: 'owner',
    tool: 'update_ab_test',
    args: (f) => ({ app_id: f.appId, test_id: f.app2Test, is_active: false }),
    expect: { error: 'not_found' },
  },
  {
    name: 'update_ab_test: test_id is required',
    as: 'owner',
    tool: 'update_ab_test',
    args: (f) => ({ app_id: f.appId, is_active: true }),
    expect: { error: 'invalid_params' },
  },
  ...guardRows<F>('update_ab_test', (f) => ({ app_id: f.appId, test_id: f.fresh, is_active: true }), 'readonly'),

  // ------------------------------------------------------------------ delete_ab_test
  {
    name: 'delete_ab_test: deletes the test with its exposures and conversions',
    as: 'owner',
    tool: 'delete_ab_test',
    args: (f) => ({ app_id: f.appId, test_id: f.toDelete }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.test_id, f.toDelete);
        assert.equal(r.deleted, true);
        assert.equal(r.exposures_deleted, 3);
        assert.equal(r.conversions_deleted, 1);
      },
    },
    after: async (f, _o, t) => {
      const db = t.svc.services.db;
      assert.equal(await db.get('SELECT id FROM ab_tests WHERE id = ?', [f.toDelete]), undefined);
      assert.equal((await db.get<any>('SELECT COUNT(*) AS n FROM ab_exposures WHERE test_id = ?', [f.toDelete]))!.n, 0);
    },
  },
  {
    name: 'delete_ab_test: an ab:write token may',
    as: 'abWrite',
    tool: 'delete_ab_test',
    args: (f) => ({ app_id: f.appId, test_id: f.toDelete2 }),
    expect: { ok: true, check: (r) => assert.equal(r.exposures_deleted, 0) },
  },
  {
    name: 'delete_ab_test: an unknown test is not found',
    as: 'owner',
    tool: 'delete_ab_test',
    args: (f) => ({ app_id: f.appId, test_id: 'abt_nope' }),
    expect: { error: 'not_found' },
  },
  {
    name: "delete_ab_test: a foreign app's test id through the owner's app is not found and stays",
    as: 'owner',
    tool: 'delete_ab_test',
    args: (f) => ({ app_id: f.appId, test_id: f.foreignTest }),
    expect: { error: 'not_found' },
    after: async (f, _o, t) => assert.ok(await t.svc.services.db.get('SELECT id FROM ab_tests WHERE id = ?', [f.foreignTest])),
  },
  {
    name: 'delete_ab_test: test_id is required',
    as: 'owner',
    tool: 'delete_ab_test',
    args: (f) => ({ app_id: f.appId }),
    expect: { error: 'invalid_params' },
  },
  ...guardRows<F>('delete_ab_test', (f) => ({ app_id: f.appId, test_id: f.fresh }), 'readonly'),

  // ------------------------------------------------------------------ get_ab_test_stats
  {
    name: 'get_ab_test_stats: per-variant counts, intervals and comparisons (the reference values)',
    as: 'owner',
    tool: 'get_ab_test_stats',
    args: (f) => ({ app_id: f.appId, test_id: f.seeded, goal: 'conversion' }),
    expect: {
      ok: true,
      check: (r) => {
        const close = (got: number, want: number, what: string) => assert.ok(Math.abs(got - want) <= 1e-6, `${what}: ${got} vs ${want}`);
        assert.equal(r.control_key, 'a');
        assert.equal(r.total_exposures, 2000);
        assert.equal(r.total_conversions, 110);
        const [a, b] = r.variants;
        assert.equal(a.vs_control, null);
        assert.equal(b.exposures, 1000);
        assert.equal(b.conversions, 60);
        close(b.conversion_rate, 0.06, 'rate');
        close(b.conversion_rate_interval.low, 0.04689647267593196, 'wilson low');
        close(b.vs_control.absolute_lift_interval.low, -0.010154788979441678, 'newcombe low');
        close(b.vs_control.relative_lift, 0.2, 'relative lift');
        close(b.vs_control.relative_lift_interval.high, 0.7284879187108322, 'relative high');
        close(b.vs_control.p_value, 0.32668325124120556, 'p');
        close(b.vs_control.chance_to_beat_control, 0.8356112648754596, 'chance to beat');
        assert.equal(b.vs_control.verdict, 'no_significant_difference');
        assert.equal(r.insufficient_data, false);
        assert.equal(r.sample_ratio_mismatch.checked, true);
        assert.equal(r.sample_ratio_mismatch.mismatch, false);
        assert.deepEqual(r.goals, [
          { goal: 'conversion', conversions: 110 },
          { goal: 'signup', conversions: 2 },
        ]);
      },
    },
  },
  {
    name: 'get_ab_test_stats: without a goal a visitor counts once for any goal',
    as: 'abRead',
    tool: 'get_ab_test_stats',
    args: (f) => ({ app_id: f.appId, test_id: f.seeded }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.goal, null);
        // b-0 converted on both goals (counted once); a-999 only on signup.
        assert.deepEqual(
          r.variants.map((v: any) => v.conversions),
          [51, 60],
        );
      },
    },
  },
  {
    name: 'get_ab_test_stats: a test without data says insufficient_data',
    as: 'owner',
    tool: 'get_ab_test_stats',
    args: (f) => ({ app_id: f.appId, test_id: f.fresh }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.insufficient_data, true);
        assert.equal(r.total_exposures, 0);
        assert.equal(r.variants[1].vs_control.verdict, 'insufficient_data');
        assert.equal(r.variants[1].conversion_rate, null);
        assert.equal(r.sample_ratio_mismatch.checked, false);
      },
    },
  },
  {
    name: 'get_ab_test_stats: a malformed goal is invalid',
    as: 'owner',
    tool: 'get_ab_test_stats',
    args: (f) => ({ app_id: f.appId, test_id: f.seeded, goal: 'bad goal!' }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'get_ab_test_stats: an unknown test is not found',
    as: 'owner',
    tool: 'get_ab_test_stats',
    args: (f) => ({ app_id: f.appId, test_id: 'abt_zzz' }),
    expect: { error: 'not_found' },
  },
  {
    name: 'get_ab_test_stats: a token locked to this app may',
    as: 'locked',
    tool: 'get_ab_test_stats',
    args: (f) => ({ app_id: f.appId, test_id: f.seeded }),
    expect: { ok: true },
  },
  ...guardRows<F>('get_ab_test_stats', (f) => ({ app_id: f.appId, test_id: f.seeded }), 'updateOnly'),
];

scenarios('abtests: the five A/B test tools', setup, rows);
