import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { IdentityService } from '../../src/identity/service.ts';
import { AppsService } from '../../src/apps/service.ts';
import { SecurityService, SESSION_COOKIE, THROTTLE_EMAIL_FAILURES } from '../../src/security/service.ts';
import type { Db } from '../../src/storage/index.ts';
import { freshDb, TEST_DB } from '../support/harness.ts';

const owner = { type: 'owner' as const, id: 'acc_x', email: 'owner@example.com' };

describe(`SecurityService [${TEST_DB}]`, () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let sec: SecurityService;
  let appId: string;
  let otherApp: string;
  before(async () => {
    ({ db, dispose } = await freshDb());
    const config = loadConfig({ SVC_PUBLIC_URL: 'https://svc.example.com' });
    const identity = new IdentityService(db, config);
    const acc = await identity.createAccount({ email: 'owner@example.com', password: 'correct horse battery' });
    owner.id = acc.id;
    const apps = new AppsService(db);
    appId = (await apps.createApp(null, acc.id, { name: 'A' })).id;
    otherApp = (await apps.createApp(null, acc.id, { name: 'B' })).id;
    sec = new SecurityService(db, config, pino({ level: 'silent' }));
  });
  after(async () => {
    await sec.flush();
    await dispose();
  });

  it('legacy: no policies allows routes and reads to anyone, writes to signed-in members only', async () => {
    assert.equal((await sec.decideRoute(appId, '/admin/x', null)).allow, true);
    const member = { user_id: 'u1', email: 'm@example.com', role: 'viewer', full_name: '' };
    for (const a of ['create', 'read', 'update', 'delete'] as const) {
      const d = await sec.decideEntity(appId, 'Task', a, null, { record: false });
      assert.deepEqual([d.allow, d.status], a === 'read' ? [true, 200] : [false, 401], `anonymous ${a}`);
      const m = await sec.decideEntity(appId, 'Task', a, member);
      assert.deepEqual([m.allow, m.status], [true, 200], `member ${a}`);
    }
    assert.equal(await sec.memberFromCookie(appId, undefined), null);
  });

  it('sign-in, cookie, member, sign-out, removal ends sessions', async () => {
    const m = await sec.inviteMember(appId, owner, { email: 'Ann@Example.com', role: 'Editor', password: 'pass-word-1' });
    assert.equal(m.email, 'ann@example.com');
    assert.equal(m.role, 'editor');
    const bad = await sec.signIn(appId, 'ann@example.com', 'wrong-password', '10.0.0.1');
    assert.deepEqual(bad, { error: 'invalid_credentials' });
    const ok = await sec.signIn(appId, 'ANN@example.com', 'pass-word-1', '10.0.0.1');
    assert.ok('token' in ok);
    const cookie = `other=1; ${SESSION_COOKIE}=${ok.token}`;
    assert.deepEqual(await sec.memberFromCookie(appId, cookie), {
      user_id: m.user_id,
      email: 'ann@example.com',
      role: 'editor',
      full_name: '',
    });
    assert.equal(await sec.memberFromCookie(otherApp, cookie), null, 'a session belongs to one app');
    const setCookie = sec.sessionCookie(ok.token, `/p/${appId}`);
    assert.match(setCookie, /HttpOnly/);
    assert.match(setCookie, /SameSite=Lax/);
    assert.match(setCookie, /Secure/);
    const ok2 = await sec.signIn(appId, 'ann@example.com', 'pass-word-1', null);
    assert.ok('token' in ok2);
    assert.equal(await sec.signOut(appId, `${SESSION_COOKIE}=${ok2.token}`, null), true);
    assert.equal(await sec.memberFromCookie(appId, `${SESSION_COOKIE}=${ok2.token}`), null);
    const r = await sec.removeMember(appId, owner, m.user_id);
    assert.equal(r.sessions_ended, 1);
    assert.equal(await sec.memberFromCookie(appId, cookie), null);
  });

  it('throttles sign-in per app+email with a retry_after', async () => {
    await sec.inviteMember(appId, owner, { email: 'bob@example.com', role: 'viewer', password: 'pass-word-2' });
    for (let i = 0; i < THROTTLE_EMAIL_FAILURES; i++)
      assert.deepEqual(await sec.signIn(appId, 'bob@example.com', 'nope-nope', `10.0.1.${i}`), { error: 'invalid_credentials' });
    const t = await sec.signIn(appId, 'bob@example.com', 'pass-word-2', '10.0.2.1');
    assert.equal((t as any).error, 'throttled');
    assert.ok((t as any).retry_after > 0 && (t as any).retry_after <= 900);
    // Another app's member with the same email is not affected.
    await sec.inviteMember(otherApp, owner, { email: 'bob@example.com', role: 'viewer', password: 'pass-word-2' });
    assert.ok('token' in (await sec.signIn(otherApp, 'bob@example.com', 'pass-word-2', '10.0.2.2')));
  });

  it('a burst of parallel sign-in attempts cannot get past the per-email throttle', async () => {
    await sec.inviteMember(appId, owner, { email: 'burst@example.com', role: 'viewer', password: 'pass-word-3' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sec.signIn(appId, 'burst@example.com', `guess-${i}-xx`, `10.0.3.${i}`)),
    );
    const checked = results.filter((r) => 'error' in r && r.error === 'invalid_credentials').length;
    assert.ok(checked <= THROTTLE_EMAIL_FAILURES, `${checked} passwords were checked in one burst`);
    assert.equal(results.filter((r) => 'error' in r && r.error === 'throttled').length, 20 - checked);
    assert.equal(((await sec.signIn(appId, ' Burst@Example.com ', 'pass-word-3', '10.0.4.1')) as any).error, 'throttled');
  });

  it('a successful sign-in does not count against the client IP; refused attempts give their counts back', async () => {
    await sec.inviteMember(appId, owner, { email: 'ipok@example.com', role: 'viewer', password: 'pass-word-4' });
    for (let i = 0; i < 25; i++) assert.ok('token' in (await sec.signIn(appId, 'ipok@example.com', 'pass-word-4', '10.0.5.1')));
  });

  it('records events without secrets, and denials once per minute', async () => {
    await sec.setRoutePolicy(appId, owner, { route: '/admin/*', require_auth: true, allowed_roles: ['admin'] });
    for (let i = 0; i < 5; i++) assert.equal((await sec.decideRoute(appId, '/admin/users', null)).allow, false);
    const events = await sec.listEvents(appId, 100);
    const denials = events.filter((e) => e.kind === 'access.denied');
    assert.equal(denials.length, 1);
    const text = JSON.stringify(events);
    for (const secret of ['pass-word-1', 'pass-word-2', 'scrypt$']) assert.ok(!text.includes(secret));
    assert.ok(events.some((e) => e.kind === 'member.invited'));
    assert.ok(events.some((e) => e.kind === 'signin.failed'));
    assert.ok(events.some((e) => e.kind === 'signin.throttled'));
    assert.ok(events.some((e) => e.kind === 'route_policy.set'));
  });
});
