import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decideFunction } from '../../src/functions/policy.ts';
import type { FunctionPolicy } from '../../src/security/service.ts';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { request } from '../support/hosting.ts';
import { scenarios, standardFixtures, type Scenario, mintTokens } from '../support/scenarios.ts';
import { SEED } from '../support/workspace-fixtures.ts';

export const ECHO = `Deno.serve(async (req) => {
  const text = req.method === 'POST' ? await req.text() : '';
  return Response.json({
    caller: req.headers.get('x-svc-caller-type'),
    role: req.headers.get('x-svc-member-role'),
    params: text ? JSON.parse(text) : null,
    saw_platform_credentials: req.headers.has('authorization') || req.headers.has('cookie'),
  }, { status: 201 });
});
`;
const HOOK_SECRET = 'whsec-test-Value-0123456789';
const PASSWORD = 'member-pass-123';
const FNS = ['nopolicy', 'open', 'auth', 'admins', 'anyauth', 'hook'];
const owner = { type: 'owner' as const, id: null, email: null };

async function seedFunctions(svc: TestService, appId: string) {
  const upserts: Record<string, string> = { ...SEED };
  for (const f of FNS) upserts[`functions/${f}.js`] = ECHO;
  await svc.services.files.applyChanges(appId, { upserts });
  const sec = svc.services.security;
  await sec.setFunctionPolicy(appId, owner, { function: 'open', require_auth: false });
  await sec.setFunctionPolicy(appId, owner, { function: 'auth', require_auth: true });
  await sec.setFunctionPolicy(appId, owner, { function: 'admins', require_auth: true, allowed_roles: ['admin'] });
  await sec.setFunctionPolicy(appId, owner, { function: 'anyauth', require_auth: false, allowed_roles: ['authenticated'] });
  await sec.setFunctionPolicy(appId, owner, {
    function: 'hook',
    require_auth: false,
    require_secret: true,
    secret_name: 'HOOK_SECRET',
    secret_header: 'x-hook-secret',
  });
  await svc.services.functions.secrets.set(appId, 'HOOK_SECRET', HOOK_SECRET);
}

// ------------------------------------------------------------------------------------------------ pure

describe('function policy decision (pure)', () => {
  const base: FunctionPolicy = {
    function: 'f',
    require_auth: true,
    allowed_roles: [],
    require_secret: false,
    secret_name: '',
    secret_header: 'x-svc-secret',
    allowed_hosts: null,
    sdk_identity: 'caller',
  };
  const member = (role: string) => ({ user_id: 'u', email: 'e@x', role, full_name: '' });
  const anon = { owner: false, member: null, headers: {} };
  it('no policy: owner only, 401 for the rest', () => {
    assert.equal(decideFunction(null, { ...anon, owner: true }, null).status, 200);
    assert.equal(decideFunction(null, anon, null).status, 401);
    assert.equal(decideFunction(null, { ...anon, member: member('admin') }, null).status, 401);
  });
  it('a secret set but the named app secret missing fails closed (403)', () => {
    const p = { ...base, require_auth: false, require_secret: true, secret_name: 'S' };
    assert.equal(decideFunction(p, { ...anon, headers: { 'x-svc-secret': 'x' } }, null).status, 403);
  });
  it('require_secret and allowed_roles both apply', () => {
    const p = { ...base, require_secret: true, secret_name: 'S', allowed_roles: ['admin'] };
    assert.equal(decideFunction(p, { ...anon, member: member('admin'), headers: {} }, 'v').status, 401);
    assert.equal(decideFunction(p, { ...anon, member: member('editor'), headers: { 'x-svc-secret': 'v' } }, 'v').status, 403);
    assert.equal(decideFunction(p, { ...anon, member: member('admin'), headers: { 'x-svc-secret': 'v' } }, 'v').status, 200);
    assert.equal(decideFunction(p, { ...anon, member: member('admin'), headers: { 'x-svc-secret': 'v2' } }, 'v').status, 403);
  });
});

// ------------------------------------------------------------------------------------------------ HTTP

type Who = 'anonymous' | 'editor' | 'admin' | 'owner';
const MATRIX: Record<string, Record<Who, number>> = {
  nopolicy: { anonymous: 401, editor: 401, admin: 401, owner: 201 },
  open: { anonymous: 201, editor: 201, admin: 201, owner: 201 },
  auth: { anonymous: 401, editor: 201, admin: 201, owner: 201 },
  admins: { anonymous: 401, editor: 403, admin: 201, owner: 201 },
  anyauth: { anonymous: 401, editor: 201, admin: 201, owner: 201 },
  hook: { anonymous: 401, editor: 401, admin: 401, owner: 201 },
};

describe(`function policy matrix through POST /published-api/functions/<name> [${TEST_DB}]`, () => {
  let svc: TestService;
  let c: ToolClient;
  let appId: string;
  let ownerToken: string;
  const cookies: Partial<Record<Who, string>> = {};

  before(async () => {
    svc = await startTestService();
    const acct = await svc.createAccount();
    ownerToken = await svc.createToken(acct.id);
    c = restClient(svc.baseUrl, ownerToken);
    appId = await svc.createApp(acct.id, 'Functions matrix');
    await seedFunctions(svc, appId);
    const pub = await c.call('publish_app', { app_id: appId, access_mode: 'public_open' });
    assert.ok(pub.ok, JSON.stringify(pub));
    for (const role of ['editor', 'admin'] as const) {
      const r = await c.call('invite_app_member', { app_id: appId, email: `${role}@example.com`, role, password: PASSWORD });
      assert.ok(r.ok, JSON.stringify(r));
      const res = await request(svc.baseUrl, `/p/${appId}/api/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: `${role}@example.com`, password: PASSWORD }),
      });
      assert.equal(res.status, 200, res.body);
      cookies[role] = String(res.headers['set-cookie'] ?? '').split(';')[0]!;
    }
  });
  after(async () => svc?.stop());

  const post = (fn: string, who: Who, headers: Record<string, string> = {}) =>
    request(svc.baseUrl, `/p/${appId}/published-api/functions/${fn}`, {
      method: 'POST',
      body: JSON.stringify({ hello: who }),
      headers: {
        ...(who === 'owner' ? { authorization: `Bearer ${ownerToken}` } : {}),
        ...(cookies[who as 'editor'] ? { cookie: cookies[who as 'editor']! } : {}),
        ...headers,
      },
    });

  for (const [fn, row] of Object.entries(MATRIX)) {
    it(`${fn}: ${Object.entries(row)
      .map(([w, s]) => `${w} ${s}`)
      .join(', ')}`, async () => {
      for (const [who, status] of Object.entries(row) as Array<[Who, number]>) {
        const res = await post(fn, who);
        assert.equal(res.status, status, `${fn} as ${who}: ${res.body}`);
        const body = JSON.parse(res.body);
        if (status === 201) {
          assert.equal(body.caller, who === 'editor' || who === 'admin' ? 'member' : who);
          assert.equal(body.role, who === 'editor' || who === 'admin' ? who : null);
          assert.deepEqual(body.params, { hello: who });
          assert.equal(body.saw_platform_credentials, false, 'the owner token or session cookie reached the function');
        } else {
          assert.equal(body.error.kind, status === 401 ? 'unauthenticated' : 'permission_denied');
        }
      }
    });
  }

  it('hook: the right secret header admits anyone (anonymous caller), a wrong one is 403, none is 401', async () => {
    assert.equal((await post('hook', 'anonymous', { 'x-hook-secret': HOOK_SECRET })).status, 201);
    assert.equal((await post('hook', 'editor', { 'x-hook-secret': HOOK_SECRET })).status, 201);
    assert.equal((await post('hook', 'anonymous', { 'x-hook-secret': `${HOOK_SECRET}x` })).status, 403);
    assert.equal((await post('hook', 'anonymous', { 'x-hook-secret': 'short' })).status, 403);
    assert.equal((await post('hook', 'anonymous', { 'x-svc-secret': HOOK_SECRET })).status, 401);
  });

  it('the same endpoint on the app host, and spoofed X-SVC headers never reach the function', async () => {
    const r = await c.call('set_app_subdomain', { app_id: appId, subdomain: 'fn-matrix' });
    assert.ok(r.ok, JSON.stringify(r));
    const res = await request(svc.baseUrl, '/published-api/functions/open', {
      method: 'POST',
      host: `fn-matrix.localhost:${new URL(svc.baseUrl).port}`,
      body: '{"a":1}',
      headers: { 'x-svc-caller-type': 'owner', 'x-svc-member-role': 'admin' },
    });
    assert.equal(res.status, 201, res.body);
    assert.deepEqual(JSON.parse(res.body), { caller: 'anonymous', role: null, params: { a: 1 }, saw_platform_credentials: false });
  });

  it('denials are in the security audit; a missing function is 404', async () => {
    const audit = await c.call('get_app_security_audit', { app_id: appId });
    assert.ok(audit.ok);
    assert.ok(JSON.stringify(audit.result).includes('function'), 'no function denial in the audit');
    const res = await post('missing', 'owner');
    assert.equal(res.status, 404, res.body);
  });
});

// ------------------------------------------------------------------------------------------------ tool

async function setup(svc: TestService) {
  const base = await standardFixtures(svc);
  await seedFunctions(svc, base.appId);
  await svc.services.files.applyChanges(base.otherAppId, { upserts: { 'functions/open.js': ECHO } });
  const app2 = await svc.createApp(base.owner.id, 'Second app');
  const tokens = {
    ...base.tokens,
    ...(await mintTokens(svc, base.owner.id, {
      dataWrite: ['data:write'],
      dataRead: ['data:read', 'read'],
      lockedOther: { app_id: app2 },
    })),
  };
  return { ...base, tokens };
}
type F = Awaited<ReturnType<typeof setup>>;
const inv =
  (fn: string, extra: Record<string, unknown> = {}) =>
  (f: F) => ({ app_id: f.appId, function: fn, ...extra });
const denied = (status: number) => ({
  ok: true as const,
  check: (r: any) => {
    assert.equal(r.ran, false);
    assert.equal(r.status, status);
    assert.equal(r.decision.allow, false);
    assert.equal(r.json, null);
  },
});
const ran = (caller: string) => ({
  ok: true as const,
  check: (r: any) => {
    assert.equal(r.ran, true);
    assert.equal(r.status, 201);
    assert.equal(r.json.caller, caller);
    assert.ok(!JSON.stringify(r).includes(HOOK_SECRET), 'the secret leaked into the result');
  },
});

const rows: Scenario<F>[] = [
  {
    name: 'owner runs a function without a policy',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('nopolicy', { params: { a: 1 } }),
    expect: ran('owner'),
  },
  {
    name: 'anonymous: no policy is 401 without running',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('nopolicy', { caller: 'anonymous' }),
    expect: denied(401),
  },
  {
    name: 'anonymous: require_auth is 401 without running',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('auth', { caller: 'anonymous' }),
    expect: denied(401),
  },
  {
    name: 'anonymous: an open function runs',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('open', { caller: 'anonymous' }),
    expect: ran('anonymous'),
  },
  {
    name: 'anonymous: missing secret header is 401',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('hook', { caller: 'anonymous' }),
    expect: denied(401),
  },
  {
    name: 'anonymous: a wrong secret header is 403',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('hook', { caller: 'anonymous', headers: { 'x-hook-secret': 'nope' } }),
    expect: denied(403),
  },
  {
    name: 'anonymous: the right secret header runs it',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('hook', { caller: 'anonymous', headers: { 'X-Hook-Secret': HOOK_SECRET } }),
    expect: ran('anonymous'),
  },
  { name: 'a data:write token may invoke', as: 'dataWrite', tool: 'invoke_function', args: inv('open'), expect: ran('owner') },
  { name: 'a token locked to this app may invoke', as: 'locked', tool: 'invoke_function', args: inv('open'), expect: ran('owner') },
  {
    name: 'an unknown function is not found',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('missing'),
    expect: { error: 'not_found', message: /No function/ },
  },
  {
    name: 'an unknown caller is invalid',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('open', { caller: 'member' }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'params must be an object',
    as: 'owner',
    tool: 'invoke_function',
    args: inv('open', { params: [1] }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'a token without update or data:write is denied',
    as: 'dataRead',
    tool: 'invoke_function',
    args: inv('open'),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'a read-only token is denied',
    as: 'readonly',
    tool: 'invoke_function',
    args: inv('open'),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'a foreign app is App not found',
    as: 'owner',
    tool: 'invoke_function',
    args: (f) => ({ app_id: f.otherAppId, function: 'open' }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'a token locked to another app is denied',
    as: 'lockedOther',
    tool: 'invoke_function',
    args: inv('open'),
    expect: { error: 'permission_denied' },
  },
  { name: 'no token is unauthenticated', as: null, tool: 'invoke_function', args: inv('open'), expect: { error: 'unauthenticated' } },
];

scenarios('invoke_function', setup, rows);
