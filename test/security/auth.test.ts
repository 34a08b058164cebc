import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { AppApiRouter } from '../../src/platform/app-api.ts';
import type { AppRow } from '../../src/platform/types.ts';
import { registerAppAuthEndpoints } from '../../src/security/routes.ts';
import { SESSION_COOKIE, THROTTLE_EMAIL_FAILURES } from '../../src/security/service.ts';
import { createServices, type Services } from '../../src/services.ts';
import { freshDb, TEST_DB } from '../support/harness.ts';

/**
 * The sign-in endpoints on the app-API router, mounted by a stand-in for hosting's serving (same
 * handler context) at `/p/<app_id>/api/...` and on an app host at `/api/...`. The published-runtime
 * test drives hosting itself.
 */
function standInRouter(app: FastifyInstance, services: Services, hostApp: string) {
  const router = new AppApiRouter();
  const handle = async (appId: string, sub: string, request: any, reply: any) => {
    const { found } = router.match(request.method, `/api/${sub}`);
    if (!found) return reply.code(404).send({ error: 'no route' });
    const member = await services.security.memberFromCookie(appId, request.headers.cookie);
    const base = request.url.startsWith('/p/') ? `/p/${appId}` : '';
    return found.route.handler({
      appId,
      app: null as unknown as AppRow,
      request,
      reply,
      member,
      owner: false,
      mode: 'published',
      base,
      params: found.params,
      isOwner: async () => false,
      rawBody: null,
    });
  };
  app.all('/p/:appId/api/*', (req: any, reply) => handle(req.params.appId, req.params['*'], req, reply));
  app.all('/api/*', (req: any, reply) => handle(hostApp, req.params['*'], req, reply));
  return router;
}

for (const https of [false, true]) {
  describe(`app sign-in endpoints [${TEST_DB}, ${https ? 'https' : 'http'} public URL]`, () => {
    let app: FastifyInstance;
    let services: Services;
    let dispose: () => Promise<void>;
    let appId: string;
    let otherApp: string;
    let memberId: string;
    const base = () => `/p/${appId}/api`;
    const post = (url: string, body: unknown, cookie?: string, ip = '198.51.100.1') =>
      app.inject({ method: 'POST', url, payload: body as any, headers: { ...(cookie ? { cookie } : {}) }, remoteAddress: ip });
    const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const cookieOf = (res: { headers: Record<string, any> }) => String(res.headers['set-cookie']).split(';')[0]!;

    before(async () => {
      const fresh = await freshDb();
      dispose = fresh.dispose;
      const config = loadConfig({ SVC_PUBLIC_URL: https ? 'https://svc.example.com' : 'http://127.0.0.1:9' });
      services = createServices(fresh.db, config, pino({ level: 'silent' }));
      const acc = await services.identity.createAccount({ email: 'o@example.com', password: 'correct horse battery' });
      appId = (await services.apps.createApp(null, acc.id, { name: 'A' })).id;
      otherApp = (await services.apps.createApp(null, acc.id, { name: 'B' })).id;
      const actor = { type: 'owner' as const, id: acc.id, email: acc.email };
      memberId = (
        await services.security.inviteMember(appId, actor, {
          email: 'mia@example.com',
          role: 'staff',
          password: 'mia-password-1',
          full_name: 'Mia',
        })
      ).user_id;
      await services.security.inviteMember(appId, actor, { email: 'tom@example.com', role: 'staff', password: 'tom-password-1' });
      await services.security.setRoutePolicy(appId, actor, { route: '/staff/*', require_auth: true, allowed_roles: ['staff'] });
      app = Fastify({ trustProxy: false });
      registerAppAuthEndpoints(standInRouter(app, services, appId), services.security);
      await app.ready();
    });
    after(async () => {
      await app.close();
      await services.security.flush();
      await services.audit.flush();
      await dispose();
    });

    it('login sets an httpOnly, SameSite=Lax session cookie scoped to the app path (Secure only on https)', async () => {
      const res = await post(`${base()}/auth/login`, { email: 'MIA@example.com', password: 'mia-password-1' });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(body.member, { user_id: memberId, email: 'mia@example.com', role: 'staff', full_name: 'Mia' });
      assert.ok(!res.body.includes('mia-password-1'));
      const c = String(res.headers['set-cookie']);
      assert.match(c, new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/p/${appId}; Max-Age=604800; HttpOnly; SameSite=Lax`));
      assert.equal(/; Secure/.test(c), https);
      assert.ok(!/Domain=/i.test(c), 'host-only cookie');
      assert.equal(res.headers['cache-control'], 'no-store');
      const meRes = await get(`${base()}/auth/me`, cookieOf(res));
      assert.equal(meRes.statusCode, 200);
      assert.equal(meRes.json().member.email, 'mia@example.com');
      // The route check mirrors the server's decision.
      assert.deepEqual((await get(`${base()}/security/route?path=/staff/x`, cookieOf(res))).json(), {
        allow: true,
        reason: 'route policy /staff/*: role staff allowed',
      });
      assert.equal((await get(`${base()}/security/route?path=/staff/x`)).json().redirect_to, '/Login');
    });

    it('on the app host the cookie path is /', async () => {
      const res = await post('/api/auth/login', { email: 'mia@example.com', password: 'mia-password-1' });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['set-cookie']), /; Path=\/;/);
    });

    it('me without a session is 401; a session of one app is nothing to another', async () => {
      assert.equal((await get(`${base()}/auth/me`)).statusCode, 401);
      const res = await post(`${base()}/auth/login`, { email: 'mia@example.com', password: 'mia-password-1' });
      assert.equal((await get(`/p/${otherApp}/api/auth/me`, cookieOf(res))).statusCode, 401);
    });

    it('wrong password and unknown email answer the same 401', async () => {
      const a = await post(`${base()}/auth/login`, { email: 'mia@example.com', password: 'nope-nope-nope' }, undefined, '203.0.113.50');
      const b = await post(`${base()}/auth/login`, { email: 'who@example.com', password: 'nope-nope-nope' }, undefined, '203.0.113.51');
      assert.equal(a.statusCode, 401);
      assert.equal(b.statusCode, 401);
      assert.deepEqual(a.json(), b.json());
      assert.equal(a.headers['set-cookie'], undefined);
    });

    it('bad bodies are 400', async () => {
      assert.equal((await post(`${base()}/auth/login`, { email: 'mia@example.com' })).statusCode, 400);
      assert.equal((await post(`${base()}/auth/login`, { email: 1, password: 2 })).statusCode, 400);
    });

    it(`${THROTTLE_EMAIL_FAILURES} failures per app+email → 429 with retry_after, even with the right password`, async () => {
      for (let i = 0; i < THROTTLE_EMAIL_FAILURES; i++) {
        assert.equal(
          (await post(`${base()}/auth/login`, { email: 'tom@example.com', password: 'wrong-wrong' }, undefined, `192.0.2.${i + 10}`))
            .statusCode,
          401,
        );
      }
      const res = await post(`${base()}/auth/login`, { email: 'tom@example.com', password: 'tom-password-1' }, undefined, '192.0.2.99');
      assert.equal(res.statusCode, 429);
      const body = res.json();
      assert.equal(body.error.kind, 'rate_limited');
      assert.ok(body.error.data.retry_after > 0 && body.error.data.retry_after <= 900);
      assert.equal(res.headers['retry-after'], String(body.error.data.retry_after));
      // Mia (another email, another IP) is unaffected.
      assert.equal(
        (await post(`${base()}/auth/login`, { email: 'mia@example.com', password: 'mia-password-1' }, undefined, '192.0.2.98')).statusCode,
        200,
      );
    });

    it('20 failures from one IP → 429 for any email from that IP', async () => {
      const ip = '233.252.0.7';
      for (let i = 0; i < 20; i++)
        await post(`${base()}/auth/login`, { email: `x${i}@example.com`, password: 'wrong-wrong' }, undefined, ip);
      assert.equal(
        (await post(`${base()}/auth/login`, { email: 'mia@example.com', password: 'mia-password-1' }, undefined, ip)).statusCode,
        429,
      );
      assert.equal(
        (await post(`${base()}/auth/login`, { email: 'mia@example.com', password: 'mia-password-1' }, undefined, '233.252.0.8')).statusCode,
        200,
      );
    });

    it('logout ends the session and clears the cookie', async () => {
      const res = await post(`${base()}/auth/login`, { email: 'mia@example.com', password: 'mia-password-1' });
      const cookie = cookieOf(res);
      const out = await post(`${base()}/auth/logout`, {}, cookie);
      assert.equal(out.statusCode, 200);
      assert.equal(out.json().signed_out, true);
      assert.match(String(out.headers['set-cookie']), new RegExp(`^${SESSION_COOKIE}=; Path=/p/${appId}; Max-Age=0`));
      assert.equal((await get(`${base()}/auth/me`, cookie)).statusCode, 401);
    });

    it('removing the member ends every session at once', async () => {
      const res = await post(`${base()}/auth/login`, { email: 'mia@example.com', password: 'mia-password-1' });
      const cookie = cookieOf(res);
      assert.equal((await get(`${base()}/auth/me`, cookie)).statusCode, 200);
      await services.security.removeMember(appId, { type: 'owner', id: null, email: null }, memberId);
      assert.equal((await get(`${base()}/auth/me`, cookie)).statusCode, 401);
      assert.equal((await get(`${base()}/security/route?path=/staff/x`, cookie)).json().allow, false);
    });

    it('sign-ins, failures and throttling are in the security events, without passwords', async () => {
      const events = await services.security.listEvents(appId, 500);
      const kinds = new Set(events.map((e) => e.kind));
      for (const k of ['signin.succeeded', 'signin.failed', 'signin.throttled', 'signout', 'member.removed'])
        assert.ok(kinds.has(k as any), k);
      const text = JSON.stringify(events);
      for (const s of ['mia-password-1', 'tom-password-1', 'wrong-wrong']) assert.ok(!text.includes(s));
    });
  });
}
