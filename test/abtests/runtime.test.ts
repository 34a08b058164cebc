/**
 * The svc.ab endpoints over HTTP on a published app: sticky assignment (also across weight changes),
 * one exposure per visitor, one conversion per visitor and goal, bots, previews, inactive and unknown
 * tests, and the publication's access modes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { request } from '../support/hosting.ts';
import { SEED } from '../support/workspace-fixtures.ts';

const ENV = { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' };
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' };
const GOOGLEBOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const visitorId = (i: number) => i.toString(16).padStart(32, '0');

describe(`A/B runtime over HTTP [${TEST_DB}]`, { timeout: 240_000 }, () => {
  let svc: TestService;
  let c: ToolClient;
  let appId: string;
  let ownerToken: string;
  let testId: string;

  async function call(tool: string, args: Record<string, unknown>) {
    const r = await c.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
    return r.result;
  }
  const post = (path: string, body: unknown, headers: Record<string, string> = BROWSER) =>
    request(svc.baseUrl, path, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => ({
      ...r,
      json: r.body ? JSON.parse(r.body) : null,
    }));
  const variant = (visitor: string, test = 'hero', headers?: Record<string, string>) =>
    post(`/p/${appId}/api/ab/${encodeURIComponent(test)}/variant`, { visitor }, headers);
  const convert = (visitor: string, goal?: string, test = 'hero', headers?: Record<string, string>) =>
    post(`/p/${appId}/api/ab/${encodeURIComponent(test)}/convert`, { visitor, ...(goal ? { goal } : {}) }, headers);
  const count = async (table: string) =>
    Number((await svc.services.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE test_id = ?`, [testId]))!.n);

  before(async () => {
    svc = await startTestService(ENV);
    const owner = await svc.createAccount();
    ownerToken = await svc.createToken(owner.id);
    c = restClient(svc.baseUrl, ownerToken);
    appId = await svc.createApp(owner.id, 'Landing app');
    await svc.services.files.applyChanges(appId, { upserts: { ...SEED } });
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    const created = await call('create_ab_test', {
      app_id: appId,
      name: 'hero',
      page_name: 'Home',
      is_active: true,
      variants: [
        { key: 'a', weight: 50, is_control: true },
        { key: 'b', weight: 50 },
      ],
    });
    testId = created.test_id;
  });
  after(async () => svc?.stop());

  it('a visitor gets a variant, recorded once; asking again gives the same variant and records nothing', async () => {
    const first = await variant(visitorId(1));
    assert.equal(first.status, 200, first.body);
    assert.ok(['a', 'b'].includes(first.json.variant));
    assert.deepEqual({ ...first.json, variant: 'x' }, { test: 'hero', variant: 'x', active: true, recorded: true });
    const again = await variant(visitorId(1));
    assert.equal(again.json.variant, first.json.variant);
    assert.equal(again.json.recorded, false);
    const rows = await svc.services.db.all<any>('SELECT visitor, variant FROM ab_exposures WHERE test_id = ?', [testId]);
    assert.equal(rows.length, 1);
    assert.ok(!rows[0].visitor.includes(visitorId(1)), 'the raw visitor id is not stored');
  });

  it('assignment stays sticky when weights change; only new visitors follow the new weights', async () => {
    const before = new Map<number, string>();
    for (let i = 100; i < 180; i++) before.set(i, (await variant(visitorId(i))).json.variant);
    const counts = [...before.values()].reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());
    assert.ok((counts.get('a') ?? 0) > 10 && (counts.get('b') ?? 0) > 10, `both variants drawn: ${[...counts]}`);
    await call('update_ab_test', {
      app_id: appId,
      test_id: testId,
      variants: [
        { key: 'a', weight: 0, is_control: true },
        { key: 'b', weight: 100 },
      ],
    });
    try {
      for (const [i, v] of before) assert.equal((await variant(visitorId(i))).json.variant, v, `visitor ${i} keeps ${v}`);
      for (let i = 1000; i < 1020; i++)
        assert.equal((await variant(visitorId(i))).json.variant, 'b', 'new visitors follow the new weights');
      const stats = await call('get_ab_test_stats', { app_id: appId, test_id: testId });
      assert.equal(stats.weights_changed_since_start, true);
      assert.equal(stats.sample_ratio_mismatch.checked, false, 'the split cannot be checked against changed weights');
    } finally {
      await call('update_ab_test', {
        app_id: appId,
        test_id: testId,
        variants: [
          { key: 'a', weight: 50, is_control: true },
          { key: 'b', weight: 50 },
        ],
      });
    }
  });

  it('a conversion counts once per visitor and goal, on the assigned variant, and only after an exposure', async () => {
    const v = visitorId(2);
    const notExposed = await convert(v);
    assert.deepEqual(notExposed.json, { test: 'hero', goal: 'conversion', counted: false, reason: 'not_exposed' });
    const assigned = (await variant(v)).json.variant;
    const first = await convert(v);
    assert.equal(first.status, 200);
    assert.deepEqual(first.json, { test: 'hero', goal: 'conversion', counted: true, variant: assigned });
    assert.equal((await convert(v)).json.reason, 'already_counted');
    assert.equal((await convert(v, 'signup')).json.counted, true, 'another goal counts separately');
    const rows = await svc.services.db.all<any>(
      'SELECT goal, variant FROM ab_conversions WHERE test_id = ? AND variant = ? ORDER BY goal',
      [testId, assigned],
    );
    assert.deepEqual(
      rows.map((r) => r.goal),
      ['conversion', 'signup'],
    );
    const stats = await call('get_ab_test_stats', { app_id: appId, test_id: testId, goal: 'signup' });
    assert.equal(stats.variants.find((x: any) => x.key === assigned).conversions, 1);
    assert.equal((await convert(v, 'bad goal!')).status, 400);
  });

  it('bots get a variant but are never counted', async () => {
    const exposures = await count('ab_exposures');
    const conversions = await count('ab_conversions');
    const bot = await variant(visitorId(3), 'hero', GOOGLEBOT);
    assert.ok(['a', 'b'].includes(bot.json.variant));
    assert.equal(bot.json.recorded, false);
    assert.equal((await convert(visitorId(3), undefined, 'hero', GOOGLEBOT)).json.reason, 'bot');
    assert.equal(await count('ab_exposures'), exposures);
    assert.equal(await count('ab_conversions'), conversions);
  });

  it('an inactive test shows the control and counts nothing; an unknown test answers null', async () => {
    const other = await call('create_ab_test', {
      app_id: appId,
      name: 'Paused test',
      page_name: 'About',
      variants: [
        { key: 'one', weight: 1 },
        { key: 'two', weight: 1, is_control: true },
      ],
    });
    const r = await variant(visitorId(4), 'Paused test');
    assert.deepEqual(r.json, { test: 'Paused test', variant: 'two', active: false, recorded: false });
    assert.equal((await convert(visitorId(4), undefined, 'Paused test')).json.reason, 'inactive');
    assert.deepEqual((await variant(visitorId(4), 'nope')).json, { test: 'nope', variant: null, active: false, recorded: false });
    assert.equal((await variant(visitorId(4), '..%2F')).status, 400);
    await call('delete_ab_test', { app_id: appId, test_id: other.test_id });
  });

  it('the preview answers the owner but records nothing', async () => {
    const exposures = await count('ab_exposures');
    const r = await post(
      `/preview/${appId}/api/ab/hero/variant`,
      { visitor: visitorId(5) },
      { ...BROWSER, authorization: `Bearer ${ownerToken}` },
    );
    assert.equal(r.status, 200, r.body);
    assert.equal(r.json.recorded, false);
    assert.equal(await count('ab_exposures'), exposures);
    const anonymous = await post(`/preview/${appId}/api/ab/hero/variant`, { visitor: visitorId(5) });
    assert.ok(anonymous.status === 401 || anonymous.status === 403 || anonymous.status === 404, `anonymous preview: ${anonymous.status}`);
  });

  it('the publication access mode applies: private and public_auth refuse anonymous visitors', async () => {
    for (const mode of ['private', 'public_auth'] as const) {
      await call('publish_app', { app_id: appId, access_mode: mode });
      try {
        const exposures = await count('ab_exposures');
        const r = await variant(visitorId(6));
        assert.ok(r.status === 401 || r.status === 403, `${mode}: ${r.status} ${r.body}`);
        assert.ok((await convert(visitorId(6))).status >= 400);
        assert.equal(await count('ab_exposures'), exposures, `${mode}: nothing recorded`);
      } finally {
        await call('publish_app', { app_id: appId, access_mode: 'public_open' });
      }
    }
    assert.equal((await variant(visitorId(6))).status, 200, 'public_open again');
  });

  it('without a runtime visitor id the visitor is keyed by address and user agent', async () => {
    const a = await post(`/p/${appId}/api/ab/hero/variant`, {});
    const b = await post(`/p/${appId}/api/ab/hero/variant`, { visitor: 'not-hex' });
    assert.equal(a.status, 200);
    assert.equal(b.json.variant, a.json.variant, 'same address and user agent, same visitor');
    assert.equal(b.json.recorded, false);
  });
});
