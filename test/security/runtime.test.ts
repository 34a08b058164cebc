/**
 * The policy matrix through the real HTTP runtime of a published app: members sign in with
 * POST /p/<id>/api/auth/login, page loads are decided by route policies, and every entity action
 * of the data API by entity policies (role lists, rules, none). Every cell is asserted.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { hostOf, request } from '../support/hosting.ts';
import {
  ACTIONS,
  CALLERS,
  ENTITY_EXPECT,
  ENTITY_NAMES,
  MATRIX_ENTITY_POLICIES,
  MATRIX_MEMBERS,
  MATRIX_PASSWORD,
  RUNTIME_FILES,
  RUNTIME_ROUTE_POLICIES,
  RUNTIME_ROUTES,
  type Caller,
} from '../support/security-matrix.ts';

const ENV = { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' };
const OK_STATUS = { create: 201, read: 200, update: 200, delete: 200 } as const;

describe(`policy matrix through the published runtime [${TEST_DB}]`, { timeout: 180_000 }, () => {
  let svc: TestService;
  let c: ToolClient;
  let appId: string;
  const cookies: Partial<Record<Caller, string>> = {};
  const http = (path: string, caller: Caller, method = 'GET', body?: unknown) =>
    request(svc.baseUrl, path, {
      method,
      headers: cookies[caller] ? { cookie: cookies[caller]! } : {},
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function call(tool: string, args: Record<string, unknown>) {
    const r = await c.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
    return r.result;
  }

  async function signIn(email: string, password: string, host?: string, path = `/p/${appId}/api/auth/login`) {
    const res = await request(svc.baseUrl, path, { method: 'POST', host, body: JSON.stringify({ email, password }) });
    return { res, cookie: String(res.headers['set-cookie'] ?? '').split(';')[0]! };
  }

  before(async () => {
    svc = await startTestService(ENV);
    const owner = await svc.createAccount();
    c = restClient(svc.baseUrl, await svc.createToken(owner.id));
    appId = await svc.createApp(owner.id, 'Security matrix');
    await svc.services.files.applyChanges(appId, { upserts: RUNTIME_FILES });
    for (const p of RUNTIME_ROUTE_POLICIES) await call('set_route_policy', { app_id: appId, ...p });
    for (const p of MATRIX_ENTITY_POLICIES) await call('set_entity_policy', { app_id: appId, ...p });
    // Records to update and delete: one per entity and caller and action.
    for (const entity of ENTITY_NAMES) {
      const records = CALLERS.flatMap((caller) => ['update', 'delete'].map((a) => ({ id: `${a}-${caller}`, title: `${a} by ${caller}` })));
      await call('create_entity_records', { app_id: appId, entity, records, expected_count: records.length, reason: 'matrix' });
    }
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    const ids: Record<string, string> = {};
    for (const m of MATRIX_MEMBERS) {
      ids[m.key] = (
        await call('invite_app_member', { app_id: appId, email: m.email, role: m.role, password: MATRIX_PASSWORD })
      ).member.user_id;
      const { res, cookie } = await signIn(m.email, MATRIX_PASSWORD);
      assert.equal(res.status, 200, res.body);
      cookies[m.key] = cookie;
    }
    await call('remove_app_member', { app_id: appId, user_id: ids.removed! });
  });
  after(async () => svc?.stop());

  it('GET /api/auth/me names each caller; the removed member and anonymous are 401', async () => {
    for (const caller of CALLERS) {
      const res = await http(`/p/${appId}/api/auth/me`, caller);
      if (caller === 'anonymous' || caller === 'removed') assert.equal(res.status, 401, caller);
      else {
        assert.equal(res.status, 200, caller);
        assert.equal(JSON.parse(res.body).member.role, caller);
      }
    }
  });

  for (const [route, { kind, expect }] of Object.entries(RUNTIME_ROUTES)) {
    for (const caller of CALLERS) {
      it(`page ${route} (${kind}) as ${caller}: ${expect[caller]}`, async () => {
        const res = await http(`/p/${appId}${route}`, caller);
        const want = expect[caller];
        if (want === 'allow') {
          assert.equal(res.status, 200, res.body.slice(0, 200));
          assert.match(res.body, /<script/);
        } else if (want === 'login') {
          assert.equal(res.status, 302);
          assert.equal(res.headers.location, `/p/${appId}/Login?next=${encodeURIComponent(`/p/${appId}${route}`)}`);
        } else {
          assert.equal(res.status, 403);
          assert.doesNotMatch(res.body, /<script[^>]+_svc\/a\//, 'no app code is sent');
        }
      });
    }
  }

  for (const entity of ENTITY_NAMES) {
    for (const action of ACTIONS) {
      for (const caller of CALLERS) {
        const want = ENTITY_EXPECT[entity][action][caller];
        it(`data API ${entity} ${action} as ${caller}: ${want}`, async () => {
          const base = `/p/${appId}/api/entities/${entity}`;
          const res =
            action === 'create'
              ? await http(base, caller, 'POST', { title: `made by ${caller}` })
              : action === 'read'
                ? await http(base, caller)
                : action === 'update'
                  ? await http(`${base}/update-${caller}`, caller, 'PATCH', { title: `changed by ${caller}` })
                  : await http(`${base}/delete-${caller}`, caller, 'DELETE');
          assert.equal(res.status, want === 200 ? OK_STATUS[action] : want, res.body.slice(0, 300));
          if (want !== 200) {
            assert.equal(JSON.parse(res.body).error.kind, want === 401 ? 'unauthenticated' : 'permission_denied');
          }
          // What the refused call would have changed is unchanged.
          if (action === 'update' || action === 'delete') {
            const rec = await svc.services.records.get(appId, entity, `${action}-${caller}`);
            if (want === 200 && action === 'delete') assert.equal(rec, null);
            else if (want === 200) assert.equal(rec!.title, `changed by ${caller}`);
            else assert.equal(rec!.title, `${action} by ${caller}`);
          }
        });
      }
    }
  }

  it('denied requests are in the security audit', async () => {
    const audit = await call('get_app_security_audit', { app_id: appId, kinds: ['access.denied'], limit: 500 });
    const targets = new Set(audit.events.map((e: any) => e.details.route ?? `${e.details.entity}:${e.details.action}`));
    for (const t of ['/admin', '/memberarea', 'Listed:create', 'Ruled:read', 'Ruled:update'])
      assert.ok(targets.has(t), `audit has a denial of ${t}`);
  });

  it('on the app subdomain the session cookie is scoped to the host (Path=/) and works there', async () => {
    await call('set_app_subdomain', { app_id: appId, subdomain: `sec-${appId.slice(4, 12)}` });
    const host = hostOf(svc, `sec-${appId.slice(4, 12)}`);
    const { res, cookie } = await signIn('admin@matrix.test', MATRIX_PASSWORD, host, '/api/auth/login');
    assert.equal(res.status, 200, res.body);
    assert.match(String(res.headers['set-cookie']), /; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    assert.equal((await request(svc.baseUrl, '/Admin', { host, headers: { cookie } })).status, 200);
    assert.equal((await request(svc.baseUrl, '/Admin', { host })).status, 302);
    // A session belongs to the app, not to one host: the browser's cookie scope decides where it is sent.
    assert.equal((await request(svc.baseUrl, `/p/${appId}/Admin`, { headers: { cookie } })).status, 200);
  });

  it('sign-in throttling answers 429 with retry_after through the runtime', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await signIn('viewer@matrix.test', 'wrong-password')).res.status, 401);
    const { res } = await signIn('viewer@matrix.test', MATRIX_PASSWORD);
    assert.equal(res.status, 429);
    assert.ok(JSON.parse(res.body).error.data.retry_after > 0);
    assert.ok(Number(res.headers['retry-after']) > 0);
  });

  it('logout ends the session', async () => {
    const { cookie } = await signIn('editor@matrix.test', MATRIX_PASSWORD);
    const out = await request(svc.baseUrl, `/p/${appId}/api/auth/logout`, { method: 'POST', headers: { cookie }, body: '{}' });
    assert.equal(out.status, 200);
    assert.equal((await request(svc.baseUrl, `/p/${appId}/api/auth/me`, { headers: { cookie } })).status, 401);
  });
});
