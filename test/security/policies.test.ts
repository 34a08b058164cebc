import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { AppsService } from '../../src/apps/service.ts';
import { loadConfig } from '../../src/config.ts';
import { IdentityService } from '../../src/identity/service.ts';
import {
  comparePatterns,
  decideEntityPolicy,
  decideRoutePolicy,
  matchRoutePolicy,
  normaliseRoute,
  type AppMember,
} from '../../src/security/policies.ts';
import { checkEntityRules, SecurityService, SESSION_COOKIE } from '../../src/security/service.ts';
import type { Db } from '../../src/storage/index.ts';
import { freshDb, TEST_DB } from '../support/harness.ts';
import {
  ACTIONS,
  CALLERS,
  ENTITY_EXPECT,
  ENTITY_NAMES,
  MATRIX_ENTITY_POLICIES,
  MATRIX_MEMBERS,
  MATRIX_PASSWORD,
  MATRIX_ROUTE_POLICIES,
  ROUTES,
  type Caller,
} from '../support/security-matrix.ts';

describe(`policy matrix through SecurityService [${TEST_DB}]`, () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let sec: SecurityService;
  let appId: string;
  const cookies: Partial<Record<Caller, string | undefined>> = { anonymous: undefined };
  const members: Partial<Record<Caller, AppMember | null>> = {};

  before(async () => {
    ({ db, dispose } = await freshDb());
    const config = loadConfig({ SVC_PUBLIC_URL: 'http://127.0.0.1:1' });
    const acc = await new IdentityService(db, config).createAccount({
      email: 'matrix-owner@example.com',
      password: 'correct horse battery',
    });
    appId = (await new AppsService(db).createApp(null, acc.id, { name: 'Matrix' })).id;
    sec = new SecurityService(db, config, pino({ level: 'silent' }));
    const actor = { type: 'owner' as const, id: acc.id, email: acc.email };
    for (const p of MATRIX_ROUTE_POLICIES) await sec.setRoutePolicy(appId, actor, p);
    for (const p of MATRIX_ENTITY_POLICIES) await sec.setEntityPolicy(appId, actor, p);
    for (const m of MATRIX_MEMBERS) {
      const info = await sec.inviteMember(appId, actor, { email: m.email, role: m.role, password: MATRIX_PASSWORD });
      const r = await sec.signIn(appId, m.email, MATRIX_PASSWORD, null);
      assert.ok('token' in r);
      cookies[m.key] = `${SESSION_COOKIE}=${r.token}`;
      if (m.key === 'removed') await sec.removeMember(appId, actor, info.user_id);
    }
    for (const c of CALLERS) members[c] = await sec.memberFromCookie(appId, cookies[c]);
  });
  after(async () => {
    await sec.flush();
    await dispose();
  });

  it('resolves each caller from its cookie; the removed member is anonymous', () => {
    assert.equal(members.anonymous, null);
    assert.equal(members.removed, null);
    for (const c of ['admin', 'editor', 'viewer'] as const) assert.equal(members[c]?.role, c);
  });

  for (const [route, { kind, expect }] of Object.entries(ROUTES)) {
    for (const caller of CALLERS) {
      it(`route ${route} (${kind}) as ${caller}: ${expect[caller]}`, async () => {
        const d = await sec.decideRoute(appId, route, members[caller]!);
        const outcome = d.allow ? 'allow' : d.redirect_to ? 'login' : 'forbidden';
        assert.equal(outcome, expect[caller], d.reason);
        if (outcome === 'login') assert.equal(d.redirect_to, '/Login');
      });
    }
  }

  for (const entity of ENTITY_NAMES) {
    for (const action of ACTIONS) {
      for (const caller of CALLERS) {
        const want = ENTITY_EXPECT[entity][action][caller];
        it(`entity ${entity} ${action} as ${caller}: ${want}`, async () => {
          const d = await sec.decideEntity(appId, entity, action, members[caller]!);
          assert.equal(d.status, want, d.reason);
          assert.equal(d.allow, want === 200);
        });
      }
    }
  }

  it('denials were recorded, each distinct one once', async () => {
    const denied = await sec.listEvents(appId, 500, ['access.denied']);
    const keys = denied.map((e) => JSON.stringify([e.actor_id, e.details.route ?? `${e.details.entity}:${e.details.action}`]));
    assert.equal(new Set(keys).size, keys.length);
    assert.ok(denied.length > 10);
  });
});

describe('route patterns', () => {
  const p = (route: string, extra: Partial<{ require_auth: boolean; allowed_roles: string[]; redirect_to: string }> = {}) => ({
    route,
    require_auth: true,
    allowed_roles: [],
    redirect_to: '/Login',
    ...extra,
  });
  const member = (role: string): AppMember => ({ user_id: 'u', email: 'e', role, full_name: '' });

  it('normalises routes: case, trailing slash, query, dot segments, encoding', () => {
    assert.equal(normaliseRoute('/Admin/Users/?tab=1#x'), '/admin/users');
    assert.equal(normaliseRoute('admin//x'), '/admin/x');
    assert.equal(normaliseRoute('/public/../admin/x'), '/admin/x');
    assert.equal(normaliseRoute('/%61dmin'), '/admin');
    // A malformed escape elsewhere in the path does not keep the rest from being decoded.
    assert.equal(normaliseRoute('/%61dmin/%ZZ'), '/admin/%zz');
    assert.equal(normaliseRoute('/%61dmin/%E0%A4'), '/admin/%e0%a4');
    assert.equal(normaliseRoute('/%61dm%E9n'), '/adm%e9n');
    assert.equal(
      decideRoutePolicy([{ route: '/admin/*', require_auth: true, allowed_roles: ['admin'], redirect_to: '/Login' }], '/%61dmin/%ZZ', null)
        .allow,
      false,
    );
    assert.equal(normaliseRoute(''), '/');
  });

  it('/admin/* covers /admin and everything below it, not /administrator', () => {
    const ps = [p('/admin/*')];
    for (const r of ['/admin', '/admin/', '/admin/x', '/admin/x/y', '/ADMIN/x']) assert.ok(matchRoutePolicy(ps, normaliseRoute(r)), r);
    for (const r of ['/administrator', '/', '/x/admin']) assert.equal(matchRoutePolicy(ps, normaliseRoute(r)), null, r);
  });

  it('* inside a segment matches within it; a trailing * matches any rest', () => {
    assert.ok(matchRoutePolicy([p('/teams/*/settings')], '/teams/a1/settings'));
    assert.equal(matchRoutePolicy([p('/teams/*/settings')], '/teams/a/b/settings'), null);
    assert.ok(matchRoutePolicy([p('/admin*')], '/administrator/x'));
  });

  it('ranks overlapping patterns: exact > longest literal prefix > more literal characters > fewer wildcards', () => {
    assert.ok(comparePatterns('/admin/users', '/admin/*') < 0);
    assert.ok(comparePatterns('/admin/users/*', '/admin/*') < 0);
    assert.ok(comparePatterns('/admin/*/edit', '/admin/*') < 0);
    assert.ok(comparePatterns('/a/*/b/*', '/a/*/bc') > 0);
    const ps = [
      p('/*', { allowed_roles: ['staff'] }),
      p('/admin/*', { allowed_roles: ['admin'] }),
      p('/admin/help', { require_auth: false }),
      p('/admin/*/edit', { allowed_roles: ['editor'] }),
    ];
    assert.equal(matchRoutePolicy(ps, '/admin/help')!.route, '/admin/help');
    assert.equal(matchRoutePolicy(ps, '/admin/7/edit')!.route, '/admin/*/edit');
    assert.equal(matchRoutePolicy(ps, '/admin/7')!.route, '/admin/*');
    assert.equal(matchRoutePolicy(ps, '/home')!.route, '/*');
    assert.equal(matchRoutePolicy(ps.reverse(), '/admin/7')!.route, '/admin/*', 'order of storage does not matter');
  });

  it('the sign-in page of a catch-all policy stays reachable (no redirect loop)', () => {
    const ps = [p('/*')];
    assert.equal(decideRoutePolicy(ps, '/Login', null).allow, true);
    assert.equal(decideRoutePolicy(ps, '/login/', null).allow, true);
    assert.deepEqual(decideRoutePolicy(ps, '/Home', null).redirect_to, '/Login');
  });

  it('authenticated in allowed_roles admits any member; a member without the role gets no redirect', () => {
    assert.equal(decideRoutePolicy([p('/x', { allowed_roles: ['authenticated'] })], '/x', member('anything')).allow, true);
    const d = decideRoutePolicy([p('/x', { allowed_roles: ['admin'] })], '/x', member('viewer'));
    assert.equal(d.allow, false);
    assert.equal(d.redirect_to, undefined);
  });

  it('roles listed with require_auth false still need a member with the role', () => {
    const ps = [p('/x', { require_auth: false, allowed_roles: ['admin'] })];
    assert.equal(decideRoutePolicy(ps, '/x', null).allow, false);
    assert.equal(decideRoutePolicy(ps, '/x', member('admin')).allow, true);
  });
});

describe('entity rules', () => {
  it('write covers create, update and delete but not read; public admits anonymous', () => {
    const policy = {
      entity: 'E',
      read: [],
      write: [],
      rules: checkEntityRules({ version: 1, rules: [{ actions: ['write'], subject: { roles: ['public'] } }] }),
    };
    for (const a of ['create', 'update', 'delete'] as const) assert.equal(decideEntityPolicy(policy, a, null).allow, true);
    assert.deepEqual(decideEntityPolicy(policy, 'read', null), {
      allow: false,
      status: 401,
      reason: 'E: no rule allows read for anonymous',
      rule: 'no_matching_rule',
    });
  });

  it('an unknown action fails closed, with rules, role lists or no policy at all', () => {
    const rules = {
      entity: 'E',
      read: ['public'],
      write: ['public'],
      rules: checkEntityRules({ version: 1, rules: [{ actions: ['write', 'read'], subject: { roles: ['public'] } }] }),
    };
    const lists = { entity: 'E', read: ['public'], write: ['public'], rules: null };
    const admin = { user_id: 'u', email: '', role: 'admin', full_name: '' };
    for (const action of ['list', 'Write', 'READ', 'write', '']) {
      for (const policy of [rules, lists, null]) {
        assert.equal(decideEntityPolicy(policy, action as never, null).allow, false, `${action} ${policy ? 'policy' : 'legacy'}`);
        assert.equal(decideEntityPolicy(policy, action as never, admin).status, 403);
      }
    }
  });

  it('an empty role list admits no member', () => {
    const policy = { entity: 'E', read: [], write: [], rules: null };
    assert.equal(decideEntityPolicy(policy, 'read', { user_id: 'u', email: '', role: 'admin', full_name: '' }).status, 403);
  });

  it('refuses malformed rules objects with precise messages', () => {
    const bad: Array<[unknown, RegExp]> = [
      [null, /must be an object/],
      [{ version: 1 }, /non-empty list/],
      [{ version: '1', rules: [] }, /version must be 1/],
      [{ version: 1, rules: [{ actions: ['read'], subject: { roles: ['a'] } }], mode: 'x' }, /unknown field "mode"/],
      [{ version: 1, rules: [{ actions: ['read'], subject: { roles: ['a'] }, where: { a: 1 } }] }, /record conditions are not supported/],
      [{ version: 1, rules: [{ actions: ['read'], subject: { roles: ['a'], created_by: 'me' } }] }, /record conditions are not supported/],
      [{ version: 1, rules: [{ actions: ['read'], subject: { roles: ['anonymous'] } }] }, /use "public"/],
      [
        {
          version: 1,
          rules: [
            { id: 'x', actions: ['read'], subject: { roles: ['a'] } },
            { id: 'x', actions: ['read'], subject: { roles: ['a'] } },
          ],
        },
        /used twice/,
      ],
      [{ version: 1, rules: [{ actions: ['read'], subject: {} }] }, /subject\.roles/],
      [{ version: 1, rules: [{ actions: ['read'] }] }, /subject must be an object/],
    ];
    for (const [input, re] of bad) assert.throws(() => checkEntityRules(input), re, JSON.stringify(input));
  });
});
