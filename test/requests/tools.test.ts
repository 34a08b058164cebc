/**
 * The five platform-request tools over both transports: happy paths, bad input, scopes (a read-only
 * token reads but neither opens nor replies), team-only actions, another account's request, an
 * app-locked token, the daily and size limits.
 */
import assert from 'node:assert/strict';
import { scenarios, type Scenario } from '../support/scenarios.ts';
import { REQUESTS_ENV, requestFixtures, type RequestFixtures } from './fixtures.ts';

type Row = Scenario<RequestFixtures>;
const count = async (t: { svc: { services: { db: any } } }, sql: string, params: unknown[]) =>
  Number((await t.svc.services.db.get(sql, params)).n);

const create: Row[] = [
  {
    name: 'create: a bug about an app; the answer carries request_id, status open and the studio thread URL',
    as: 'owner',
    tool: 'create_platform_request',
    args: (f) => ({
      type: 'bug',
      title: 'publish_app: 500 on a custom domain',
      body: 'It **fails**.',
      app_id: f.appId,
      reproduction: 'publish_app {app_id}',
      expected: 'a public URL',
      acceptance: 'publish works',
      attachments: ['https://example.com/screenshot.png'],
    }),
    expect: {
      ok: true,
      check: (r, f, t) => {
        assert.match(r.request_id, /^preq_/);
        assert.equal(r.url, `${t.svc.baseUrl}/studio/requests/${r.request_id}`);
        assert.equal(r.status, 'open');
        assert.equal(r.request.severity, 'normal');
        assert.equal(r.request.app_id, f.appId);
        assert.deepEqual(r.request.attachments, ['https://example.com/screenshot.png']);
        assert.deepEqual(r.redactions, []);
        assert.equal(r.request.mine, true);
        assert.equal('requester_email' in r.request, false);
      },
    },
    after: async (f, o, t) => {
      assert.ok(o.ok);
      assert.equal(
        await count(t, 'SELECT COUNT(*) AS n FROM platform_requests WHERE id = ? AND account_id = ?', [o.result.request_id, f.owner.id]),
        1,
      );
    },
  },
  {
    name: 'create: an agency:write token opens a question with a severity',
    as: 'agency',
    tool: 'create_platform_request',
    args: { type: 'question', title: 'How do claim links expire?', body: 'Asking.', severity: 'low' },
    expect: { ok: true, check: (r) => assert.equal(r.request.severity, 'low') },
  },
  {
    name: 'create: an app-locked token files about its app without naming it',
    as: 'locked',
    tool: 'create_platform_request',
    args: { type: 'feature', title: 'More log lines', body: 'Please.' },
    expect: { ok: true, check: (r, f) => assert.equal(r.request.app_id, f.appId) },
  },
  {
    name: 'create: an app-locked token naming another app is refused',
    as: 'locked',
    tool: 'create_platform_request',
    args: (f) => ({ type: 'bug', title: 'x', body: 'y', app_id: f.secondAppId }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'create: credential-looking values are redacted before storage',
    as: 'owner',
    tool: 'create_platform_request',
    args: {
      type: 'bug',
      title: 'Key ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5 leaked',
      body: 'DATABASE_URL=postgres://app:Hunter2pw@db:5432/x',
    },
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.request.title, 'Key [REDACTED:github_token] leaked');
        assert.equal(r.request.body, 'DATABASE_URL=postgres://app:[REDACTED:password]@db:5432/x');
        assert.deepEqual(
          r.redactions.map((x: any) => x.field),
          ['title', 'body'],
        );
      },
    },
    after: async (_f, o, t) => {
      assert.ok(o.ok);
      const row = await t.svc.services.db.get('SELECT title, body FROM platform_requests WHERE id = ?', [o.result.request_id]);
      assert.doesNotMatch(JSON.stringify(row), /ghp_aB3|Hunter2pw/);
    },
  },
  {
    name: 'create: an unknown type',
    as: 'owner',
    tool: 'create_platform_request',
    args: { type: 'complaint', title: 't', body: 'b' },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'create: no title',
    as: 'owner',
    tool: 'create_platform_request',
    args: { type: 'bug', body: 'b' },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'create: an unknown argument',
    as: 'owner',
    tool: 'create_platform_request',
    args: { type: 'bug', title: 't', body: 'b', priority: 'high' },
    expect: { error: 'invalid_params', message: /priority/ },
  },
  {
    name: 'create: a bad severity',
    as: 'owner',
    tool: 'create_platform_request',
    args: { type: 'bug', title: 't', body: 'b', severity: 'urgent' },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'create: a read-only token cannot open a request',
    as: 'readonly',
    tool: 'create_platform_request',
    args: { type: 'bug', title: 't', body: 'b' },
    expect: { error: 'permission_denied' },
  },
  {
    name: 'create: a token without any of the scopes',
    as: 'noscope',
    tool: 'create_platform_request',
    args: { type: 'bug', title: 't', body: 'b' },
    expect: { error: 'permission_denied' },
  },
  {
    name: 'create: another account’s app is not found',
    as: 'owner',
    tool: 'create_platform_request',
    args: (f) => ({ type: 'bug', title: 't', body: 'b', app_id: f.otherAppId }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'create: more than 32 KB is refused (bytes, not characters)',
    as: 'owner',
    tool: 'create_platform_request',
    args: { type: 'bug', title: 'Big', body: 'é'.repeat(16_400) },
    expect: { error: 'invalid_params', message: /32 KB/ },
    after: async (f, _o, t) =>
      assert.equal(await count(t, "SELECT COUNT(*) AS n FROM platform_requests WHERE account_id = ? AND title = 'Big'", [f.owner.id]), 0),
  },
  {
    name: 'create: just under 32 KB in total is accepted',
    as: 'owner',
    tool: 'create_platform_request',
    args: { type: 'bug', title: 'Almost big', body: 'word '.repeat(6_000), reproduction: 'x'.repeat(2_000) },
    expect: { ok: true },
  },
  {
    name: 'create: the 21st request of the day is refused with retry_after',
    as: 'busy',
    tool: 'create_platform_request',
    args: { type: 'bug', title: 'One too many', body: 'b' },
    expect: { error: 'rate_limited', message: /20 per account per day/ },
    after: async (_f, o) => {
      assert.ok(!o.ok);
      assert.ok(typeof o.data?.retry_after === 'number' && o.data.retry_after > 0 && o.data.retry_after <= 86_400);
    },
  },
  {
    name: 'create: no token',
    as: null,
    tool: 'create_platform_request',
    args: { type: 'bug', title: 't', body: 'b' },
    expect: { error: 'unauthenticated' },
  },
];

const get: Row[] = [
  {
    name: 'get: the requester reads a request and its thread',
    as: 'owner',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.triaged }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.request.request_id, f.ids.triaged);
        assert.equal(r.request.status, 'triaged');
        assert.equal(r.thread.length, 1);
        assert.deepEqual(r.thread[0].status_change, { from: 'open', to: 'triaged' });
        assert.equal(r.thread[0].author, 'team');
        assert.equal('changes_since' in r, false);
      },
    },
  },
  {
    name: 'get: a read-only token reads',
    as: 'readonly',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.mine }),
    expect: { ok: true },
  },
  {
    name: 'get: an agency:read token reads',
    as: 'agency',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.mine }),
    expect: { ok: true },
  },
  {
    name: 'get: another account’s request is not found',
    as: 'other',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.mine }),
    expect: { error: 'not_found', message: 'Platform request not found' },
  },
  {
    name: 'get: an unknown id',
    as: 'owner',
    tool: 'get_platform_request',
    args: { request_id: 'preq_nope' },
    expect: { error: 'not_found' },
  },
  {
    name: 'get: an app-locked token does not see requests about other apps',
    as: 'locked',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.mineSecondApp }),
    expect: { error: 'not_found' },
  },
  {
    name: 'get: an app-locked token sees its app’s',
    as: 'locked',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.mine }),
    expect: { ok: true },
  },
  {
    name: 'get: the platform team reads anyone’s, with the requester’s address',
    as: 'team',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.theirs }),
    expect: { ok: true, check: (r, f) => (assert.equal(r.request.requester_email, f.other.email), assert.equal(r.request.mine, false)) },
  },
  {
    name: 'get: since gives changes_since (entries after it only)',
    as: 'owner',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.needsInfo, since: '2000-01-01T00:00:00Z' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.changes_since.since, '2000-01-01T00:00:00.000Z');
        assert.equal(r.changes_since.new_entries, 1);
        assert.deepEqual(
          r.changes_since.status_changes.map((c: any) => [c.from, c.to]),
          [['open', 'needs_info']],
        );
        assert.equal(r.changes_since.entries[0].body, 'Which region?');
      },
    },
  },
  {
    name: 'get: since in the future gives no changes',
    as: 'owner',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.needsInfo, since: '2999-01-01T00:00:00Z' }),
    expect: { ok: true, check: (r) => (assert.equal(r.changes_since.new_entries, 0), assert.equal(r.thread.length, 1)) },
  },
  {
    name: 'get: since that is not a timestamp',
    as: 'owner',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.mine, since: 'yesterday' }),
    expect: { error: 'invalid_params' },
  },
  { name: 'get: no request_id', as: 'owner', tool: 'get_platform_request', args: {}, expect: { error: 'invalid_params' } },
  {
    name: 'get: missing scope',
    as: 'noscope',
    tool: 'get_platform_request',
    args: (f) => ({ request_id: f.ids.mine }),
    expect: { error: 'permission_denied' },
  },
];

const list: Row[] = [
  {
    name: 'list: mine by default, most recently changed first, never another account’s',
    as: 'owner',
    tool: 'list_platform_requests',
    expect: {
      ok: true,
      check: (r, f) => {
        const ids = r.requests.map((x: any) => x.request_id);
        assert.ok(ids.includes(f.ids.mine) && ids.includes(f.ids.needsInfo));
        assert.ok(!ids.includes(f.ids.theirs));
        assert.equal(r.scope, 'mine');
        const times = r.requests.map((x: any) => x.updated_date);
        assert.deepEqual([...times].sort().reverse(), times);
        assert.ok(r.requests.every((x: any) => !('changes_since' in x)));
      },
    },
  },
  {
    name: 'list: a read-only token lists',
    as: 'readonly',
    tool: 'list_platform_requests',
    expect: { ok: true, check: (r) => assert.ok(r.count >= 7) },
  },
  {
    name: 'list: scope=all is for the platform team',
    as: 'owner',
    tool: 'list_platform_requests',
    args: { scope: 'all' },
    expect: { error: 'permission_denied', message: /platform team/ },
  },
  {
    name: 'list: the platform team lists every account’s with scope=all',
    as: 'team',
    tool: 'list_platform_requests',
    args: { scope: 'all' },
    expect: {
      ok: true,
      check: (r, f) => {
        const ids = r.requests.map((x: any) => x.request_id);
        assert.ok(ids.includes(f.ids.mine) && ids.includes(f.ids.theirs));
        assert.ok(r.requests.every((x: any) => typeof x.requester_email === 'string'));
      },
    },
  },
  {
    name: 'list: the team filters scope=all by an app it does not own',
    as: 'team',
    tool: 'list_platform_requests',
    args: (f) => ({ scope: 'all', app_id: f.otherAppId }),
    expect: {
      ok: true,
      check: (r, f) =>
        assert.deepEqual(
          r.requests.map((x: any) => x.request_id),
          [f.ids.theirs],
        ),
    },
  },
  {
    name: 'list: filter by status',
    as: 'owner',
    tool: 'list_platform_requests',
    args: { status: 'needs_info' },
    expect: { ok: true, check: (r) => (assert.equal(r.count, 2), assert.ok(r.requests.every((x: any) => x.status === 'needs_info'))) },
  },
  {
    name: 'list: filter by app',
    as: 'owner',
    tool: 'list_platform_requests',
    args: (f) => ({ app_id: f.secondAppId }),
    expect: {
      ok: true,
      check: (r, f) =>
        assert.deepEqual(
          r.requests.map((x: any) => x.request_id),
          [f.ids.mineSecondApp],
        ),
    },
  },
  {
    name: 'list: another account’s app is not found',
    as: 'owner',
    tool: 'list_platform_requests',
    args: (f) => ({ app_id: f.otherAppId }),
    expect: { error: 'not_found' },
  },
  {
    name: 'list: since returns only what changed after it, each with changes_since',
    as: 'owner',
    tool: 'list_platform_requests',
    args: { since: '2000-01-01' },
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.since, '2000-01-01T00:00:00.000Z');
        const triaged = r.requests.find((x: any) => x.request_id === f.ids.triaged);
        assert.deepEqual(
          triaged.changes_since.status_changes.map((c: any) => c.to),
          ['triaged'],
        );
        const untouched = r.requests.find((x: any) => x.request_id === f.ids.mine);
        assert.equal(untouched.changes_since.new_entries, 0);
      },
    },
  },
  {
    name: 'list: since in the future lists nothing',
    as: 'owner',
    tool: 'list_platform_requests',
    args: { since: '2999-01-01T00:00:00Z' },
    expect: { ok: true, check: (r) => assert.equal(r.count, 0) },
  },
  {
    name: 'list: limit pages',
    as: 'owner',
    tool: 'list_platform_requests',
    args: { limit: 2 },
    expect: { ok: true, check: (r) => (assert.equal(r.count, 2), assert.equal(r.has_more, true)) },
  },
  { name: 'list: limit 0', as: 'owner', tool: 'list_platform_requests', args: { limit: 0 }, expect: { error: 'invalid_params' } },
  {
    name: 'list: an unknown status',
    as: 'owner',
    tool: 'list_platform_requests',
    args: { status: 'closed' },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'list: an app-locked token lists its app’s only',
    as: 'locked',
    tool: 'list_platform_requests',
    expect: { ok: true, check: (r, f) => assert.ok(r.count >= 1 && r.requests.every((x: any) => x.app_id === f.appId)) },
  },
  { name: 'list: missing scope', as: 'noscope', tool: 'list_platform_requests', expect: { error: 'permission_denied' } },
];

const reply: Row[] = [
  {
    name: 'reply: the requester adds to an open request; the status stays',
    as: 'owner',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.mine, body: 'Also on staging.' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.status, 'open');
        assert.equal(r.reopened, false);
        assert.equal(r.entry.author, 'requester');
        assert.equal(r.entry.body, 'Also on staging.');
      },
    },
  },
  {
    name: 'reply: the requester’s answer to needs_info reopens it',
    as: 'owner',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.needsInfo, body: 'eu-west, every time.' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.status, 'open'),
        assert.equal(r.reopened, true),
        assert.deepEqual(r.entry.status_change, { from: 'needs_info', to: 'open' })
      ),
    },
    after: async (f, _o, t) =>
      assert.equal(
        (await t.svc.services.db.get<{ status: string }>('SELECT status FROM platform_requests WHERE id = ?', [f.ids.needsInfo]))?.status,
        'open',
      ),
  },
  {
    name: 'reply: a team reply does not reopen needs_info',
    as: 'team',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.needsInfoTeam, body: 'Still waiting for the browser.', as_team: true }),
    expect: { ok: true, check: (r) => (assert.equal(r.status, 'needs_info'), assert.equal(r.entry.author, 'team')) },
  },
  {
    name: 'reply: a team member on someone else’s request replies as the team',
    as: 'team',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.theirs, body: 'Looking.' }),
    expect: { ok: true, check: (r) => assert.equal(r.entry.author, 'team') },
  },
  {
    name: 'reply: as_team is for the platform team',
    as: 'owner',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.mine, body: 'I am the team', as_team: true }),
    expect: { error: 'permission_denied', message: /platform team/ },
  },
  {
    name: 'reply: a read-only token cannot reply',
    as: 'readonly',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.mine, body: 'x' }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'reply: another account’s request is not found',
    as: 'other',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.mine, body: 'x' }),
    expect: { error: 'not_found' },
  },
  {
    name: 'reply: an empty body',
    as: 'owner',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.mine, body: '  ' }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'reply: more than 32 KB',
    as: 'owner',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.mine, body: 'x'.repeat(33_000) }),
    expect: { error: 'invalid_params', message: /32 KB/ },
  },
  {
    name: 'reply: credentials in a reply are redacted',
    as: 'owner',
    tool: 'reply_platform_request',
    args: (f) => ({ request_id: f.ids.mineNoApp, body: 'my token is svc_mcp_9fK2mQx7Lp3vRt8sWz1yBc4dEh6gJn0a and password=letmein99' }),
    expect: {
      ok: true,
      check: (r) => assert.equal(r.entry.body, 'my token is [REDACTED:service_token] and password=[REDACTED:secret_value]'),
    },
  },
];

const update: Row[] = [
  {
    name: 'update: the team triages; the thread records the change; no mail',
    as: 'team',
    tool: 'update_platform_request',
    args: (f) => ({ request_id: f.ids.mine, status: 'triaged' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.request.status, 'triaged'),
        assert.deepEqual(r.entry.status_change, { from: 'open', to: 'triaged' }),
        assert.equal(r.mailed, false)
      ),
    },
  },
  {
    name: 'update: deployed with a commit and a note mails the requester',
    as: 'team',
    tool: 'update_platform_request',
    args: (f) => ({ request_id: f.ids.triaged, status: 'deployed', deployed_commit: 'a1b2c3d', reply: 'Fixed in the router.' }),
    expect: { ok: true, check: (r) => (assert.equal(r.request.deployed_commit, 'a1b2c3d'), assert.equal(r.mailed, true)) },
    after: async (f, _o, t) => {
      const mail: any = await t.svc.services.db.get(
        "SELECT to_address, subject, body_text FROM mail_outbox WHERE purpose = 'platform_request_deployed'",
        [],
      );
      assert.equal(mail.to_address, f.owner.email);
      assert.match(mail.body_text, /a1b2c3d/);
      assert.match(mail.body_text, new RegExp(`/studio/requests/${f.ids.triaged}`));
    },
  },
  {
    name: 'update: needs_info with a question mails the requester',
    as: 'team',
    tool: 'update_platform_request',
    args: (f) => ({ request_id: f.ids.mineNoApp, status: 'needs_info', reply: 'Which token kind?' }),
    expect: { ok: true, check: (r) => assert.equal(r.mailed, true) },
  },
  {
    name: 'update: a reply alone adds a team entry',
    as: 'team',
    tool: 'update_platform_request',
    args: (f) => ({ request_id: f.ids.theirs, reply: 'On it.' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.entry.status_change, null), assert.equal(r.entry.author, 'team'), assert.equal(r.request.status, 'open')
      ),
    },
  },
  {
    name: 'update: not for the requester (platform team only)',
    as: 'owner',
    tool: 'update_platform_request',
    args: (f) => ({ request_id: f.ids.mine, status: 'deployed' }),
    expect: { error: 'permission_denied', message: /platform team/ },
  },
  {
    name: 'update: a read-only team token lacks the scope',
    as: 'teamReadonly',
    tool: 'update_platform_request',
    args: (f) => ({ request_id: f.ids.mine, status: 'triaged' }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'update: deployed_commit without deployed',
    as: 'team',
    tool: 'update_platform_request',
    args: (f) => ({ request_id: f.ids.mine, status: 'in_progress', deployed_commit: 'abc' }),
    expect: { error: 'invalid_params', message: /deployed_commit/ },
  },
  {
    name: 'update: nothing to change',
    as: 'team',
    tool: 'update_platform_request',
    args: (f) => ({ request_id: f.ids.mine }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'update: an unknown status',
    as: 'team',
    tool: 'update_platform_request',
    args: (f) => ({ request_id: f.ids.mine, status: 'done' }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'update: an unknown request',
    as: 'team',
    tool: 'update_platform_request',
    args: { request_id: 'preq_nope', status: 'triaged' },
    expect: { error: 'not_found' },
  },
];

scenarios('platform requests', requestFixtures, [...create, ...get, ...list, ...reply, ...update], REQUESTS_ENV);
