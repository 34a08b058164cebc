import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { studioApi } from '../support/webhooks.ts';

interface Fixtures {
  svc: TestService;
  callers: Record<'owner' | 'other' | 'none' | 'mcp_token', ReturnType<typeof studioApi>>;
  sub: string;
  otherSub: string;
  app: string;
  otherApp: string;
  accountId: string;
}

/** One row per case: who calls, what, the status and body that come back, what changed. */
interface Row {
  name: string;
  as: keyof Fixtures['callers'];
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  status: number;
  kind?: string;
  message?: RegExp;
  check?: (body: any, f: Fixtures) => void | Promise<void>;
}

const RECEIVER = 'http://127.0.0.1:9/hook';
const subCount = async (f: Fixtures) =>
  Number((await f.svc.services.db.get('SELECT COUNT(*) AS n FROM webhook_subscriptions WHERE account_id = ?', [f.accountId]))!.n);

const rows: Row[] = [
  // Happy paths.
  {
    name: 'creates a subscription and shows its secret once',
    as: 'owner',
    method: 'POST',
    path: () => '/api/studio/webhooks',
    body: (f) => ({ url: RECEIVER, event_types: ['message.completed', 'ping'], app_id: f.app, description: 'CRM sync' }),
    status: 201,
    check: (b, f) => {
      assert.match(b.secret, /^whsec_/);
      assert.equal(b.subscription.app_id, f.app);
      assert.deepEqual(b.subscription.event_types, ['message.completed', 'ping']);
      assert.equal(b.subscription.enabled, true);
      assert.equal('secret' in b.subscription, false);
    },
  },
  {
    name: 'lists the account’s subscriptions without secrets',
    as: 'owner',
    method: 'GET',
    path: () => '/api/studio/webhooks',
    status: 200,
    check: (b, f) => {
      assert.ok(b.subscriptions.some((s: any) => s.subscription_id === f.sub));
      assert.ok(!b.subscriptions.some((s: any) => s.subscription_id === f.otherSub));
      assert.equal(JSON.stringify(b).includes('whsec_'), false);
    },
  },
  {
    name: 'updates url, types and enabled',
    as: 'owner',
    method: 'PATCH',
    path: (f) => `/api/studio/webhooks/${f.sub}`,
    body: () => ({ url: `${RECEIVER}2`, event_types: ['conversation.created'], enabled: false }),
    status: 200,
    check: async (b, f) => {
      assert.equal(b.subscription.url, `${RECEIVER}2`);
      assert.equal(b.subscription.enabled, false);
      assert.equal(b.subscription.disabled_reason, 'disabled by the owner');
      await f.callers.owner('PATCH', `/api/studio/webhooks/${f.sub}`, { enabled: true });
    },
  },
  {
    name: 'rotates the secret with the default grace period',
    as: 'owner',
    method: 'POST',
    path: (f) => `/api/studio/webhooks/${f.sub}/rotate-secret`,
    status: 200,
    check: (b) => {
      assert.match(b.secret, /^whsec_/);
      const grace = Date.parse(b.subscription.previous_secret_expires_at) - Date.now();
      assert.ok(grace > 23 * 3600_000 && grace <= 24 * 3600_000);
    },
  },
  {
    name: 'queues a ping',
    as: 'owner',
    method: 'POST',
    path: (f) => `/api/studio/webhooks/${f.sub}/ping`,
    status: 202,
    check: async (b, f) => {
      assert.match(b.event_id, /^ping:evt_/);
      const list = await f.callers.owner('GET', `/api/studio/webhooks/${f.sub}/deliveries`);
      assert.ok(list.body.deliveries.some((d: any) => d.delivery_id === b.delivery_id && d.event_type === 'ping'));
    },
  },
  {
    name: 'replays no dead letters when there are none',
    as: 'owner',
    method: 'POST',
    path: (f) => `/api/studio/webhooks/${f.sub}/replay-dead`,
    status: 202,
    check: (b) => assert.deepEqual(b, { replayed: 0 }),
  },
  // Bad input.
  {
    name: 'refuses a missing url',
    as: 'owner',
    method: 'POST',
    path: () => '/api/studio/webhooks',
    body: () => ({ event_types: ['ping'] }),
    status: 400,
    kind: 'invalid_params',
    message: /url/,
  },
  {
    name: 'refuses an unknown event type',
    as: 'owner',
    method: 'POST',
    path: () => '/api/studio/webhooks',
    body: () => ({ url: RECEIVER, event_types: ['app.deleted'] }),
    status: 400,
    kind: 'invalid_params',
    message: /event_types/,
  },
  {
    name: 'refuses an empty event type list and unknown fields',
    as: 'owner',
    method: 'POST',
    path: () => '/api/studio/webhooks',
    body: () => ({ url: RECEIVER, event_types: [], secret: 'mine' }),
    status: 400,
    kind: 'invalid_params',
  },
  {
    name: 'refuses a URL that is not http(s)',
    as: 'owner',
    method: 'POST',
    path: () => '/api/studio/webhooks',
    body: () => ({ url: 'file:///etc/passwd', event_types: ['ping'] }),
    status: 400,
    kind: 'invalid_request',
    message: /http/,
  },
  {
    name: 'refuses a grace period over a week',
    as: 'owner',
    method: 'POST',
    path: (f) => `/api/studio/webhooks/${f.sub}/rotate-secret`,
    body: () => ({ grace_seconds: 8 * 24 * 3600 }),
    status: 400,
    kind: 'invalid_params',
  },
  {
    name: 'refuses a bad delivery status filter',
    as: 'owner',
    method: 'GET',
    path: (f) => `/api/studio/webhooks/${f.sub}/deliveries?status=lost`,
    status: 400,
    kind: 'invalid_params',
  },
  // Other accounts' things.
  {
    name: 'another account’s subscription is not found (get)',
    as: 'owner',
    method: 'GET',
    path: (f) => `/api/studio/webhooks/${f.otherSub}`,
    status: 404,
    kind: 'not_found',
  },
  {
    name: 'another account’s subscription is not found (update), and is unchanged',
    as: 'owner',
    method: 'PATCH',
    path: (f) => `/api/studio/webhooks/${f.otherSub}`,
    body: () => ({ enabled: false }),
    status: 404,
    kind: 'not_found',
    check: async (_b, f) =>
      assert.equal((await f.callers.other('GET', `/api/studio/webhooks/${f.otherSub}`)).body.subscription.enabled, true),
  },
  {
    name: 'another account’s subscription is not found (delete, ping, rotate, deliveries, replay)',
    as: 'owner',
    method: 'DELETE',
    path: (f) => `/api/studio/webhooks/${f.otherSub}`,
    status: 404,
    kind: 'not_found',
    check: async (_b, f) => {
      for (const [m, p] of [
        ['POST', 'ping'],
        ['POST', 'rotate-secret'],
        ['GET', 'deliveries'],
        ['POST', 'replay-dead'],
        ['POST', 'deliveries/whd_x/replay'],
      ] as const) {
        const r = await f.callers.owner(m, `/api/studio/webhooks/${f.otherSub}/${p}`);
        assert.equal(r.status, 404, `${m} ${p}`);
      }
      assert.equal((await f.callers.other('GET', `/api/studio/webhooks/${f.otherSub}`)).status, 200);
    },
  },
  {
    name: 'another account’s app cannot be the filter',
    as: 'owner',
    method: 'POST',
    path: () => '/api/studio/webhooks',
    body: (f) => ({ url: RECEIVER, event_types: ['ping'], app_id: f.otherApp }),
    status: 404,
    kind: 'not_found',
  },
  {
    name: 'a missing delivery is not found',
    as: 'owner',
    method: 'POST',
    path: (f) => `/api/studio/webhooks/${f.sub}/deliveries/whd_missing/replay`,
    status: 404,
    kind: 'not_found',
  },
  // Authentication.
  {
    name: 'no session is refused',
    as: 'none',
    method: 'GET',
    path: () => '/api/studio/webhooks',
    status: 401,
    kind: 'unauthenticated',
  },
  {
    name: 'an MCP token is not a studio session',
    as: 'mcp_token',
    method: 'POST',
    path: () => '/api/studio/webhooks',
    body: () => ({ url: RECEIVER, event_types: ['ping'] }),
    status: 401,
    kind: 'unauthenticated',
  },
  // Last: deletion.
  {
    name: 'deletes a subscription with its deliveries',
    as: 'owner',
    method: 'DELETE',
    path: (f) => `/api/studio/webhooks/${f.sub}`,
    status: 200,
    check: async (_b, f) => {
      assert.equal((await f.callers.owner('GET', `/api/studio/webhooks/${f.sub}`)).status, 404);
      const left = await f.svc.services.db.get('SELECT COUNT(*) AS n FROM webhook_deliveries WHERE subscription_id = ?', [f.sub]);
      assert.equal(Number(left!.n), 0);
    },
  },
];

describe(`webhook subscriptions API [${TEST_DB}]`, () => {
  const f = {} as Fixtures;
  before(async () => {
    // Private targets allowed (a local receiver), the worker off: these rows are about the API.
    f.svc = await startTestService({ SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS: '1', SVC_WEBHOOK_CONCURRENCY: '0' });
    const owner = await f.svc.createAccount();
    const other = await f.svc.createAccount();
    f.accountId = owner.id;
    const jwt = async (a: typeof owner) => (await f.svc.services.identity.issueJwt(a)).access_token;
    f.callers = {
      owner: studioApi(f.svc.baseUrl, await jwt(owner)),
      other: studioApi(f.svc.baseUrl, await jwt(other)),
      none: studioApi(f.svc.baseUrl, null),
      mcp_token: studioApi(f.svc.baseUrl, await f.svc.createToken(owner.id)),
    };
    f.app = await f.svc.createApp(owner.id);
    f.otherApp = await f.svc.createApp(other.id);
    f.sub = (await f.svc.services.webhooks.create(owner.id, { url: RECEIVER, event_types: ['ping'] })).subscription.subscription_id;
    f.otherSub = (await f.svc.services.webhooks.create(other.id, { url: RECEIVER, event_types: ['ping'] })).subscription.subscription_id;
  });
  after(() => f.svc?.stop());

  for (const row of rows) {
    it(row.name, async () => {
      const before = await subCount(f);
      const r = await f.callers[row.as](row.method, row.path(f), row.body?.(f));
      assert.equal(r.status, row.status, JSON.stringify(r.body));
      if (row.kind) assert.equal(r.body.error.kind, row.kind);
      if (row.message) assert.match(r.body.error.message, row.message);
      // A refused request changes nothing.
      if (row.status >= 400) assert.equal(await subCount(f), before);
      await row.check?.(r.body, f);
    });
  }

  it('refuses the 21st subscription of an account', async () => {
    const n = await subCount(f);
    for (let i = n; i < 20; i++) await f.svc.services.webhooks.create(f.accountId, { url: RECEIVER, event_types: ['ping'] });
    const r = await f.callers.owner('POST', '/api/studio/webhooks', { url: RECEIVER, event_types: ['ping'] });
    assert.equal(r.status, 400);
    assert.match(r.body.error.message, /at most 20/);
    assert.equal(await subCount(f), 20);
  });
});
