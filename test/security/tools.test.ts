import assert from 'node:assert/strict';
import { newId } from '../../src/platform/ids.ts';
import type { AppRow } from '../../src/platform/types.ts';
import { SESSION_COOKIE } from '../../src/security/service.ts';
import { guardRows, mintTokens, scenarios, standardFixtures, type Scenario } from '../support/scenarios.ts';
import type { TestService } from '../support/harness.ts';

const PASSWORD = 'Owner-Chosen-Pass-1';
const ANN_PASSWORD = 'ann-secret-pass';

async function setup(svc: TestService) {
  const base = await standardFixtures(svc);
  const app2 = await svc.createApp(base.owner.id, 'Second app');
  const tokens = {
    ...base.tokens,
    ...(await mintTokens(svc, base.owner.id, {
      secRead: ['security:read'],
      secWrite: ['security:write'],
      lockedOther: { app_id: app2 },
    })),
  };
  const { files, security, audit } = svc.services;
  const entity = (name: string) => JSON.stringify({ name, fields: [{ name: 'title', type: 'string' }] });
  await files.applyChanges(base.appId, {
    upserts: {
      'entities/Task.json': entity('Task'),
      'entities/Note.json': entity('Note'),
      'functions/hook.js': 'Deno.serve(async () => new Response("{}"));\n',
      'pages/Home.jsx': 'export default function Home() { return <p>Hi</p>; }\n',
    },
  });
  const ownerActor = { type: 'owner' as const, id: base.owner.id, email: base.owner.email };
  const ann = await security.inviteMember(base.appId, ownerActor, {
    email: 'ann@example.com',
    role: 'editor',
    password: ANN_PASSWORD,
    full_name: 'Ann',
  });
  // Studio collaborators through the sharing flow: one invitation accepted (a collaborator), one still pending (no access, not listed).
  const { agency, db } = svc.services;
  const appRow = (await db.get<AppRow>('SELECT * FROM apps WHERE id = ?', [base.appId]))!;
  const collaborator = await svc.createAccount();
  const invitee = await svc.createAccount();
  await db.run('UPDATE accounts SET email_verified_at = ? WHERE id = ?', [Date.now(), collaborator.id]);
  await agency.invite(base.owner, appRow, { email: collaborator.email, role: 'viewer' });
  await agency.invite(base.owner, appRow, { email: invitee.email, role: 'editor' });
  const mail = await db.get<{ body_text: string }>(
    "SELECT body_text FROM mail_outbox WHERE to_address = ? AND purpose = 'app_invitation' ORDER BY created_at DESC LIMIT 1",
    [collaborator.email],
  );
  const inviteToken = /\/studio\/invitation#token=([A-Za-z0-9_-]+)/.exec(mail!.body_text)![1]!;
  await agency.acceptInvitation(inviteToken, { account: collaborator, emailVerified: true });
  // A publish as the tool-call audit records it (the publishing area's own events take precedence when present).
  audit.recordToolCall({
    id: newId('call'),
    at: Date.now() - 1000,
    account_id: base.owner.id,
    token_id: null,
    tool: 'publish_app',
    app_id: base.appId,
    transport: 'rest',
    outcome: 'ok',
    error_kind: null,
    duration_ms: 5,
  });
  return {
    ...base,
    app2,
    tokens,
    collaborator,
    invitee,
    annId: ann.user_id,
    sessions: {} as Record<string, string>,
    invited: {} as Record<string, string>,
  };
}

type F = Awaited<ReturnType<typeof setup>>;
type Row = Scenario<F>;
const app = (f: F) => ({ app_id: f.appId });
/** The shared guard rows; a missing scope names the security scopes. */
const guards = (tool: string, args: (f: F) => Record<string, unknown>, withoutScope: string[]) =>
  guardRows(tool, args, withoutScope, /needs one of the scopes security:/);
const noSecrets = (r: unknown) => {
  const text = JSON.stringify(r);
  for (const s of [PASSWORD, ANN_PASSWORD, 'scrypt$', 'password_hash', 'token_hash']) assert.ok(!text.includes(s), `result leaks ${s}`);
};

const rows: Row[] = [
  // ---------------------------------------------------------------- get_app_security_context
  {
    name: 'get_app_security_context: owner, accepted collaborators (not pending invitations), members, no policies, legacy warnings, default audit_limit 50',
    as: 'owner',
    tool: 'get_app_security_context',
    args: app,
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.app_id, f.appId);
        assert.deepEqual(r.owner, { id: f.owner.id, email: f.owner.email });
        assert.deepEqual(r.collaborators, [{ id: f.collaborator.id, email: f.collaborator.email, role: 'viewer' }]);
        assert.ok(!JSON.stringify(r.collaborators).includes(f.invitee.email), 'a pending invitation is not a collaborator');
        assert.equal(r.members.length, 1);
        assert.deepEqual(
          { ...r.members[0], created_at: undefined, updated_at: undefined },
          { user_id: f.annId, email: 'ann@example.com', role: 'editor', full_name: 'Ann', created_at: undefined, updated_at: undefined },
        );
        assert.deepEqual(r.route_policies, []);
        assert.deepEqual(r.entity_policies, []);
        assert.deepEqual(r.function_policies, []);
        assert.deepEqual(r.legacy_entities, ['Note', 'Task']);
        assert.deepEqual(r.functions_without_policy, ['hook']);
        assert.ok(r.warnings.some((w: string) => /Entity Task has no entity policy: legacy/.test(w)));
        assert.equal(r.audit_limit, 50);
        assert.ok(r.audit.some((e: any) => e.kind === 'member.invited' && e.details.email === 'ann@example.com'));
        assert.ok(r.audit.some((e: any) => e.kind === 'app.published'));
        noSecrets(r);
      },
    },
  },
  {
    name: 'get_app_security_context: a security:read token reads it',
    as: 'secRead',
    tool: 'get_app_security_context',
    args: app,
    expect: { ok: true },
  },
  {
    name: 'get_app_security_context: a token locked to this app reads it',
    as: 'locked',
    tool: 'get_app_security_context',
    args: app,
    expect: { ok: true },
  },
  {
    name: 'get_app_security_context: audit_limit 0 leaves the audit out',
    as: 'owner',
    tool: 'get_app_security_context',
    args: (f) => ({ app_id: f.appId, audit_limit: 0 }),
    expect: { ok: true, check: (r) => assert.deepEqual(r.audit, []) },
  },
  {
    name: 'get_app_security_context: audit_limit 1 returns one entry',
    as: 'owner',
    tool: 'get_app_security_context',
    args: (f) => ({ app_id: f.appId, audit_limit: 1 }),
    expect: { ok: true, check: (r) => assert.equal(r.audit.length, 1) },
  },
  {
    name: 'get_app_security_context: a negative audit_limit is invalid',
    as: 'owner',
    tool: 'get_app_security_context',
    args: (f) => ({ app_id: f.appId, audit_limit: -1 }),
    expect: { error: 'invalid_params', message: /audit_limit/ },
  },
  {
    name: 'get_app_security_context: a string audit_limit is invalid',
    as: 'owner',
    tool: 'get_app_security_context',
    args: (f) => ({ app_id: f.appId, audit_limit: 'ten' }),
    expect: { error: 'invalid_params', message: /audit_limit/ },
  },
  {
    name: 'get_app_security_context: missing app_id is invalid',
    as: 'owner',
    tool: 'get_app_security_context',
    args: {},
    expect: { error: 'invalid_params', message: /app_id/ },
  },
  {
    name: 'get_app_security_context: an unknown argument is invalid',
    as: 'owner',
    tool: 'get_app_security_context',
    args: (f) => ({ app_id: f.appId, secrets: true }),
    expect: { error: 'invalid_params', message: /unknown argument/ },
  },
  ...guards('get_app_security_context', app, ['readonly', 'secWrite']),

  // ---------------------------------------------------------------- set_route_policy
  {
    name: 'set_route_policy: a wildcard policy with the defaults (require_auth true, redirect_to /Login)',
    as: 'owner',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/Admin/*', allowed_roles: ['Admin'] }),
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(r.route_policy, { route: '/admin/*', require_auth: true, allowed_roles: ['admin'], redirect_to: '/Login' });
        assert.equal(r.previous, null);
        assert.equal(r.replaced, false);
      },
    },
    after: async (f, _o, t) => {
      const d = await t.svc.services.security.decideRoute(f.appId, '/admin/users', null, { record: false });
      assert.deepEqual(d, { allow: false, redirect_to: '/Login', reason: 'route policy /admin/*: sign-in required' });
    },
  },
  {
    name: 'set_route_policy: setting the same route again replaces it and returns the previous policy',
    as: 'secWrite',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/admin/*', require_auth: true, allowed_roles: ['admin', 'editor'], redirect_to: '/SignIn' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(r.route_policy.allowed_roles, ['admin', 'editor']);
        assert.equal(r.route_policy.redirect_to, '/SignIn');
        assert.deepEqual(r.previous.allowed_roles, ['admin']);
        assert.equal(r.replaced, true);
      },
    },
  },
  {
    name: 'set_route_policy: a public route (require_auth false, no roles)',
    as: 'owner',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/admin/help', require_auth: false, allowed_roles: [] }),
    expect: { ok: true, check: (r) => assert.equal(r.route_policy.require_auth, false) },
    after: async (f, _o, t) =>
      assert.equal(
        (await t.svc.services.security.decideRoute(f.appId, '/admin/help', null, { record: false })).allow,
        true,
        'exact beats the wildcard',
      ),
  },
  {
    name: 'set_route_policy: a route with a query is invalid',
    as: 'owner',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/a?x=1', allowed_roles: [] }),
    expect: { error: 'invalid_params', message: /Invalid route/ },
  },
  {
    name: 'set_route_policy: an off-site redirect_to is invalid',
    as: 'owner',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/x', allowed_roles: [], redirect_to: 'https://evil.example/' }),
    expect: { error: 'invalid_params', message: /redirect_to/ },
  },
  {
    name: 'set_route_policy: a protocol-relative redirect_to is invalid',
    as: 'owner',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/x', allowed_roles: [], redirect_to: '//evil.example/' }),
    expect: { error: 'invalid_params', message: /redirect_to/ },
  },
  {
    name: 'set_route_policy: the owner role in allowed_roles is invalid',
    as: 'owner',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/x', allowed_roles: ['owner'] }),
    expect: { error: 'invalid_params', message: /owner/ },
  },
  {
    name: 'set_route_policy: a malformed role is invalid',
    as: 'owner',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/x', allowed_roles: ['two words'] }),
    expect: { error: 'invalid_params', message: /not a role/ },
  },
  {
    name: 'set_route_policy: missing allowed_roles is invalid',
    as: 'owner',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/x' }),
    expect: { error: 'invalid_params', message: /allowed_roles/ },
  },
  {
    name: 'set_route_policy: require_auth must be a boolean',
    as: 'owner',
    tool: 'set_route_policy',
    args: (f) => ({ app_id: f.appId, route: '/x', require_auth: 'yes', allowed_roles: [] }),
    expect: { error: 'invalid_params', message: /require_auth/ },
  },
  ...guards('set_route_policy', (f) => ({ app_id: f.appId, route: '/g', allowed_roles: [] }), ['readonly', 'secRead']),

  // ---------------------------------------------------------------- set_entity_policy
  {
    name: 'set_entity_policy: read/write role lists',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({ app_id: f.appId, entity: 'Task', read: ['authenticated'], write: ['Editor'] }),
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(r.entity_policy, { entity: 'Task', read: ['authenticated'], write: ['editor'], rules: null });
        assert.equal(r.previous, null);
        assert.deepEqual(r.warnings, []);
      },
    },
    after: async (f, _o, t) => {
      const s = t.svc.services.security;
      const m = { user_id: 'u', email: 'e', role: 'viewer', full_name: '' };
      assert.deepEqual(await s.decideEntity(f.appId, 'Task', 'read', m, { record: false }), {
        allow: true,
        status: 200,
        reason: 'Task: read roles allow read for role viewer',
      });
      assert.equal((await s.decideEntity(f.appId, 'Task', 'create', m, { record: false })).status, 403);
      assert.equal((await s.decideEntity(f.appId, 'Task', 'read', null, { record: false })).status, 401);
    },
  },
  {
    name: 'set_entity_policy: a rules object (version 1, unconditional)',
    as: 'secWrite',
    tool: 'set_entity_policy',
    args: (f) => ({
      app_id: f.appId,
      entity: 'Task',
      read: [],
      write: [],
      rules: {
        version: 1,
        rules: [
          { id: 'editors-write', actions: ['read', 'write'], subject: { roles: ['editor'] } },
          { name: 'viewers read', actions: ['read'], subject: { roles: ['viewer'] } },
        ],
      },
    }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.entity_policy.rules.version, 1);
        assert.equal(r.entity_policy.rules.rules.length, 2);
        assert.deepEqual(r.previous.read, ['authenticated']);
      },
    },
    after: async (f, _o, t) => {
      const s = t.svc.services.security;
      const viewer = { user_id: 'u', email: 'e', role: 'viewer', full_name: '' };
      assert.equal((await s.decideEntity(f.appId, 'Task', 'read', viewer, { record: false })).allow, true);
      assert.equal((await s.decideEntity(f.appId, 'Task', 'delete', viewer, { record: false })).allow, false);
      assert.equal((await s.decideEntity(f.appId, 'Task', 'delete', { ...viewer, role: 'editor' }, { record: false })).allow, true);
    },
  },
  {
    name: 'set_entity_policy: omitting rules returns to the read/write role lists',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({ app_id: f.appId, entity: 'Task', read: ['public'], write: ['editor'] }),
    expect: { ok: true, check: (r) => (assert.equal(r.entity_policy.rules, null), assert.equal(r.previous.rules.rules.length, 2)) },
    after: async (f, _o, t) =>
      assert.equal((await t.svc.services.security.decideEntity(f.appId, 'Task', 'read', null, { record: false })).allow, true),
  },
  {
    name: 'set_entity_policy: an entity without a schema is stored with a warning',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({ app_id: f.appId, entity: 'Invoice', read: ['admin'], write: ['admin'] }),
    expect: { ok: true, check: (r) => assert.match(r.warnings[0], /Invoice has no schema/) },
  },
  {
    name: 'set_entity_policy: rules version 2 is refused',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({
      app_id: f.appId,
      entity: 'Note',
      read: [],
      write: [],
      rules: { version: 2, rules: [{ actions: ['read'], subject: { roles: ['a'] } }] },
    }),
    expect: { error: 'invalid_params', message: /version must be 1/ },
    after: async (f, _o, t) => assert.equal((await t.svc.services.security.entityPolicies(f.appId)).has('Note'), false, 'nothing stored'),
  },
  {
    name: 'set_entity_policy: a rule with a record condition is refused with a clear error',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({
      app_id: f.appId,
      entity: 'Note',
      read: [],
      write: [],
      rules: { version: 1, rules: [{ actions: ['read'], subject: { roles: ['editor'] }, condition: { created_by: '{user.id}' } }] },
    }),
    expect: { error: 'invalid_params', message: /rules\[0\]\.condition: record conditions are not supported/ },
  },
  {
    name: 'set_entity_policy: a subject naming a user (a record condition) is refused',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({
      app_id: f.appId,
      entity: 'Note',
      read: [],
      write: [],
      rules: { version: 1, rules: [{ actions: ['read'], subject: { roles: ['editor'], user_id: '{created_by}' } }] },
    }),
    expect: { error: 'invalid_params', message: /record conditions are not supported/ },
  },
  {
    name: 'set_entity_policy: an empty rules list is refused',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({ app_id: f.appId, entity: 'Note', read: [], write: [], rules: { version: 1, rules: [] } }),
    expect: { error: 'invalid_params', message: /non-empty list/ },
  },
  {
    name: 'set_entity_policy: a rule without actions is refused',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({
      app_id: f.appId,
      entity: 'Note',
      read: [],
      write: [],
      rules: { version: 1, rules: [{ actions: [], subject: { roles: ['a'] } }] },
    }),
    expect: { error: 'invalid_params', message: /actions must be a non-empty list/ },
  },
  {
    name: 'set_entity_policy: an unknown action is refused',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({
      app_id: f.appId,
      entity: 'Note',
      read: [],
      write: [],
      rules: { version: 1, rules: [{ actions: ['publish'], subject: { roles: ['a'] } }] },
    }),
    expect: { error: 'invalid_params', message: /"publish" is not one of/ },
  },
  {
    name: 'set_entity_policy: a rule without subject roles is refused',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({
      app_id: f.appId,
      entity: 'Note',
      read: [],
      write: [],
      rules: { version: 1, rules: [{ actions: ['read'], subject: { roles: [] } }] },
    }),
    expect: { error: 'invalid_params', message: /subject\.roles must be a non-empty list/ },
  },
  {
    name: 'set_entity_policy: a malformed entity name is invalid',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({ app_id: f.appId, entity: 'task list', read: [], write: [] }),
    expect: { error: 'invalid_params', message: /Invalid entity/ },
  },
  {
    name: 'set_entity_policy: missing write is invalid',
    as: 'owner',
    tool: 'set_entity_policy',
    args: (f) => ({ app_id: f.appId, entity: 'Note', read: [] }),
    expect: { error: 'invalid_params', message: /write/ },
  },
  ...guards('set_entity_policy', (f) => ({ app_id: f.appId, entity: 'Note', read: [], write: [] }), ['readonly', 'secRead']),

  // ---------------------------------------------------------------- set_function_policy
  {
    name: 'set_function_policy: the spec defaults',
    as: 'owner',
    tool: 'set_function_policy',
    args: (f) => ({ app_id: f.appId, function: 'hook', require_auth: true }),
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(r.function_policy, {
          function: 'hook',
          require_auth: true,
          allowed_roles: [],
          require_secret: false,
          secret_name: '',
          secret_header: 'x-svc-secret',
          allowed_hosts: null,
          sdk_identity: 'caller',
        });
        assert.deepEqual(r.warnings, []);
      },
    },
  },
  {
    name: 'set_function_policy: allowed_hosts and app identity are stored',
    as: 'owner',
    tool: 'set_function_policy',
    args: (f) => ({
      app_id: f.appId,
      function: 'hook',
      require_auth: false,
      require_secret: true,
      secret_name: 'HOOK_SECRET',
      allowed_hosts: ['API.stripe.com', 'hooks.example.com:8443'],
      sdk_identity: 'app',
    }),
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(r.function_policy.allowed_hosts, ['api.stripe.com', 'hooks.example.com:8443']);
        assert.equal(r.function_policy.sdk_identity, 'app');
        assert.equal(r.function_policy.secret_name, 'HOOK_SECRET');
        assert.equal(r.previous.sdk_identity, 'caller');
      },
    },
  },
  {
    name: 'set_function_policy: omitted allowed_hosts and sdk_identity keep the stored values',
    as: 'secWrite',
    tool: 'set_function_policy',
    args: (f) => ({ app_id: f.appId, function: 'hook', require_auth: true, allowed_roles: ['authenticated'] }),
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(r.function_policy.allowed_hosts, ['api.stripe.com', 'hooks.example.com:8443']);
        assert.equal(r.function_policy.sdk_identity, 'app');
        assert.equal(r.function_policy.require_secret, false, 'other fields take their defaults');
      },
    },
  },
  {
    name: 'set_function_policy: an empty allowed_hosts opens egress (with a warning)',
    as: 'owner',
    tool: 'set_function_policy',
    args: (f) => ({ app_id: f.appId, function: 'functions/hook.js', require_auth: true, allowed_hosts: [] }),
    expect: {
      ok: true,
      check: (r) => (
        assert.deepEqual(r.function_policy.allowed_hosts, []),
        assert.equal(r.function_policy.function, 'hook'),
        assert.ok(r.warnings.some((w: string) => /any host/.test(w)))
      ),
    },
  },
  {
    name: 'set_function_policy: a function file that does not exist is stored with a warning',
    as: 'owner',
    tool: 'set_function_policy',
    args: (f) => ({ app_id: f.appId, function: 'later', require_auth: true }),
    expect: { ok: true, check: (r) => assert.match(r.warnings[0], /does not exist yet/) },
  },
  {
    name: 'set_function_policy: require_secret without secret_name is invalid',
    as: 'owner',
    tool: 'set_function_policy',
    args: (f) => ({ app_id: f.appId, function: 'hook', require_auth: true, require_secret: true }),
    expect: { error: 'invalid_params', message: /secret_name/ },
  },
  {
    name: 'set_function_policy: a malformed host is invalid',
    as: 'owner',
    tool: 'set_function_policy',
    args: (f) => ({ app_id: f.appId, function: 'hook', require_auth: true, allowed_hosts: ['https://x.com/path'] }),
    expect: { error: 'invalid_params', message: /host\[:port\]/ },
  },
  {
    name: 'set_function_policy: an unknown sdk_identity is invalid',
    as: 'owner',
    tool: 'set_function_policy',
    args: (f) => ({ app_id: f.appId, function: 'hook', require_auth: true, sdk_identity: 'root' }),
    expect: { error: 'invalid_params', message: /sdk_identity/ },
  },
  {
    name: 'set_function_policy: a malformed function name is invalid',
    as: 'owner',
    tool: 'set_function_policy',
    args: (f) => ({ app_id: f.appId, function: '../etc', require_auth: true }),
    expect: { error: 'invalid_params', message: /Invalid function/ },
  },
  ...guards('set_function_policy', (f) => ({ app_id: f.appId, function: 'hook', require_auth: true }), ['readonly', 'secRead']),

  // ---------------------------------------------------------------- invite_app_member
  {
    name: 'invite_app_member: adds a member; the password is neither echoed nor audited',
    as: 'owner',
    tool: 'invite_app_member',
    args: (f) => ({ app_id: f.appId, email: 'Bob@Example.com', role: 'admin', password: PASSWORD }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.member.email, 'bob@example.com');
        assert.equal(r.member.role, 'admin');
        assert.equal(r.member.full_name, '');
        assert.match(r.member.user_id, /^mem_/);
        assert.equal(r.password_set, true);
        noSecrets(r);
        f.invited.bob = r.member.user_id;
      },
    },
    after: async (f, _o, t) => {
      const audit = await t.svc.services.security.listEvents(f.appId, 500);
      noSecrets(audit);
      const calls = await t.svc.services.db.all('SELECT * FROM tool_calls');
      noSecrets(calls);
      const signIn = await t.svc.services.security.signIn(f.appId, 'bob@example.com', PASSWORD, null);
      assert.ok('token' in signIn, 'the owner-chosen password signs in');
      f.sessions.bob = signIn.token;
    },
  },
  {
    name: 'invite_app_member: role owner is refused',
    as: 'owner',
    tool: 'invite_app_member',
    args: (f) => ({ app_id: f.appId, email: 'o@example.com', role: 'owner', password: PASSWORD }),
    expect: { error: 'invalid_request', message: /owner cannot be assigned/ },
  },
  {
    name: 'invite_app_member: role " Owner " is refused too',
    as: 'owner',
    tool: 'invite_app_member',
    args: (f) => ({ app_id: f.appId, email: 'o@example.com', role: ' Owner ', password: PASSWORD }),
    expect: { error: 'invalid_request', message: /owner cannot be assigned/ },
  },
  {
    name: 'invite_app_member: a reserved group name is refused as a role',
    as: 'owner',
    tool: 'invite_app_member',
    args: (f) => ({ app_id: f.appId, email: 'o@example.com', role: 'authenticated', password: PASSWORD }),
    expect: { error: 'invalid_request', message: /names a group/ },
  },
  {
    name: 'invite_app_member: the same email twice is a conflict',
    as: 'owner',
    tool: 'invite_app_member',
    args: (f) => ({ app_id: f.appId, email: 'ann@example.com', role: 'viewer', password: PASSWORD }),
    expect: { error: 'conflict', message: /already a member/ },
  },
  {
    name: 'invite_app_member: a short password is invalid',
    as: 'owner',
    tool: 'invite_app_member',
    args: (f) => ({ app_id: f.appId, email: 'c@example.com', role: 'viewer', password: 'short' }),
    expect: { error: 'invalid_params', message: /at least 8 characters/ },
  },
  {
    name: 'invite_app_member: a missing password is invalid (never generated)',
    as: 'owner',
    tool: 'invite_app_member',
    args: (f) => ({ app_id: f.appId, email: 'c@example.com', role: 'viewer' }),
    expect: { error: 'invalid_params', message: /password/ },
  },
  {
    name: 'invite_app_member: a malformed email is invalid',
    as: 'owner',
    tool: 'invite_app_member',
    args: (f) => ({ app_id: f.appId, email: 'not-an-email', role: 'viewer', password: PASSWORD }),
    expect: { error: 'invalid_params', message: /email/ },
  },
  {
    name: 'invite_app_member: full_name is kept',
    as: 'secWrite',
    tool: 'invite_app_member',
    args: (f) => ({ app_id: f.appId, email: 'cy@example.com', role: 'viewer', password: PASSWORD, full_name: 'Cy Young' }),
    expect: { ok: true, check: (r, f) => ((f.invited.cy = r.member.user_id), assert.equal(r.member.full_name, 'Cy Young')) },
  },
  ...guards('invite_app_member', (f) => ({ app_id: f.appId, email: 'g@example.com', role: 'viewer', password: PASSWORD }), [
    'readonly',
    'secRead',
  ]),

  // ---------------------------------------------------------------- list_app_members
  {
    name: 'list_app_members: every member, without passwords',
    as: 'secRead',
    tool: 'list_app_members',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.total, 3);
        assert.deepEqual(
          r.members.map((m: any) => m.email),
          ['ann@example.com', 'bob@example.com', 'cy@example.com'],
        );
        for (const m of r.members)
          assert.deepEqual(Object.keys(m).sort(), ['created_at', 'email', 'full_name', 'role', 'updated_at', 'user_id']);
        noSecrets(r);
      },
    },
  },
  {
    name: 'list_app_members: another app has its own members (none)',
    as: 'owner',
    tool: 'list_app_members',
    args: (f) => ({ app_id: f.app2 }),
    expect: { ok: true, check: (r) => assert.deepEqual(r.members, []) },
  },
  ...guards('list_app_members', app, ['readonly', 'secWrite']),

  // ---------------------------------------------------------------- update_app_member_role
  {
    name: 'update_app_member_role: changes the role, effective on the next request',
    as: 'owner',
    tool: 'update_app_member_role',
    args: (f) => ({ app_id: f.appId, user_id: f.invited.cy, role: 'Editor' }),
    expect: { ok: true, check: (r) => (assert.equal(r.member.role, 'editor'), assert.equal(r.previous_role, 'viewer')) },
  },
  {
    name: 'update_app_member_role: role owner is refused',
    as: 'owner',
    tool: 'update_app_member_role',
    args: (f) => ({ app_id: f.appId, user_id: f.invited.cy, role: 'owner' }),
    expect: { error: 'invalid_request', message: /owner cannot be assigned/ },
  },
  {
    name: 'update_app_member_role: an unknown member is not found',
    as: 'owner',
    tool: 'update_app_member_role',
    args: (f) => ({ app_id: f.appId, user_id: 'mem_nobody', role: 'viewer' }),
    expect: { error: 'not_found', message: /No member/ },
  },
  {
    name: 'update_app_member_role: a member of another app is not found here',
    as: 'owner',
    tool: 'update_app_member_role',
    args: (f) => ({ app_id: f.app2, user_id: f.annId, role: 'viewer' }),
    expect: { error: 'not_found', message: /No member/ },
  },
  {
    name: 'update_app_member_role: a malformed role is invalid',
    as: 'owner',
    tool: 'update_app_member_role',
    args: (f) => ({ app_id: f.appId, user_id: f.invited.cy, role: 'a b' }),
    expect: { error: 'invalid_params', message: /Invalid role/ },
  },
  ...guards('update_app_member_role', (f) => ({ app_id: f.appId, user_id: f.annId, role: 'viewer' }), ['readonly', 'secRead']),

  // ---------------------------------------------------------------- simulate_access
  {
    name: 'simulate_access: anonymous on a protected route is sent to sign in',
    as: 'secRead',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, route: '/admin/users' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.allow, false);
        assert.equal(r.redirect_to, '/SignIn');
        assert.equal(r.status, 401);
        assert.deepEqual(r.decided_by.policy.route, '/admin/*');
        assert.deepEqual(r.caller, { type: 'anonymous' });
      },
    },
  },
  {
    name: 'simulate_access: a member role allowed by the wildcard',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, role: 'admin', route: '/admin/users' }),
    expect: { ok: true, check: (r) => (assert.equal(r.allow, true), assert.equal(r.decided_by.kind, 'route_policy')) },
  },
  {
    name: 'simulate_access: a route no policy matches is public',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, role: 'anonymous', route: '/Home' }),
    expect: { ok: true, check: (r) => (assert.equal(r.allow, true), assert.deepEqual(r.decided_by, { kind: 'no_policy' })) },
  },
  {
    name: 'simulate_access: a member by user_id on an entity action',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, user_id: f.annId, entity: 'Task', action: 'delete' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.allow, true), assert.deepEqual(r.decided_by, { kind: 'role_list', list: 'write', roles: ['editor'], draft: false })
      ),
    },
  },
  {
    name: 'simulate_access: an entity without a policy is legacy (anonymous visitors never write)',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, entity: 'Note', action: 'delete' }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.allow, false), assert.equal(r.status, 401), assert.equal(r.decided_by.kind, 'legacy')),
    },
  },
  {
    name: 'simulate_access: an entity without a policy is legacy (signed-in members write, anyone reads)',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, entity: 'Note', action: 'delete', role: 'authenticated' }),
    expect: { ok: true, check: (r) => (assert.equal(r.allow, true), assert.equal(r.decided_by.kind, 'legacy')) },
  },
  {
    name: 'simulate_access: a draft entity policy with rules names the deciding rule',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({
      app_id: f.appId,
      role: 'viewer',
      entity: 'Note',
      action: 'update',
      draft_entity_policy: {
        read: [],
        write: [],
        rules: {
          version: 1,
          rules: [
            { id: 'r1', actions: ['read'], subject: { roles: ['viewer'] } },
            { id: 'r2', actions: ['write'], subject: { roles: ['viewer'] } },
          ],
        },
      },
    }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.allow, true),
        assert.equal(r.decided_by.kind, 'rule'),
        assert.equal(r.decided_by.rule.id, 'r2'),
        assert.equal(r.decided_by.index, 1),
        assert.equal(r.decided_by.draft, true)
      ),
    },
    after: async (f, _o, t) =>
      assert.equal((await t.svc.services.security.entityPolicies(f.appId)).has('Note'), false, 'a draft is never stored'),
  },
  {
    name: 'simulate_access: a draft route policy is tried without saving',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({
      app_id: f.appId,
      role: 'editor',
      route: '/Reports/2024',
      draft_route_policy: { route: '/reports/*', allowed_roles: ['admin'] },
    }),
    expect: { ok: true, check: (r) => (assert.equal(r.allow, false), assert.equal(r.status, 403), assert.equal(r.decided_by.draft, true)) },
  },
  {
    name: 'simulate_access: a draft with rules version 2 is invalid',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({
      app_id: f.appId,
      entity: 'Note',
      action: 'read',
      draft_entity_policy: { read: [], write: [], rules: { version: 2, rules: [] } },
    }),
    expect: { error: 'invalid_params', message: /version must be 1/ },
  },
  {
    name: 'simulate_access: both route and entity is invalid',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, route: '/x', entity: 'Task', action: 'read' }),
    expect: { error: 'invalid_params', message: /either route, or entity/ },
  },
  {
    name: 'simulate_access: entity without action is invalid',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: { error: 'invalid_params', message: /action is required/ },
  },
  {
    name: 'simulate_access: the owner is not a member role',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, role: 'owner', route: '/x' }),
    expect: { error: 'invalid_request', message: /owner is not an app member/ },
  },
  {
    name: 'simulate_access: an unknown member is not found',
    as: 'owner',
    tool: 'simulate_access',
    args: (f) => ({ app_id: f.appId, user_id: 'mem_nobody', route: '/x' }),
    expect: { error: 'not_found' },
  },
  ...guards('simulate_access', (f) => ({ app_id: f.appId, route: '/x' }), ['readonly', 'secWrite']),

  // ---------------------------------------------------------------- remove_app_member
  {
    name: 'remove_app_member: removes the member and ends their sessions at once',
    as: 'owner',
    tool: 'remove_app_member',
    args: (f) => ({ app_id: f.appId, user_id: f.invited.bob }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.removed, true), assert.equal(r.member.email, 'bob@example.com'), assert.equal(r.sessions_ended, 1)),
    },
    after: async (f, _o, t) => {
      const s = t.svc.services.security;
      assert.equal(await s.memberFromCookie(f.appId, `${SESSION_COOKIE}=${f.sessions.bob}`), null);
      assert.deepEqual(await s.signIn(f.appId, 'bob@example.com', PASSWORD, null), { error: 'invalid_credentials' });
      assert.ok(!(await s.listMembers(f.appId)).some((m) => m.email === 'bob@example.com'));
    },
  },
  {
    name: 'remove_app_member: removing again is not found',
    as: 'owner',
    tool: 'remove_app_member',
    args: (f) => ({ app_id: f.appId, user_id: f.invited.bob }),
    expect: { error: 'not_found', message: /No member/ },
  },
  {
    name: 'remove_app_member: missing user_id is invalid',
    as: 'owner',
    tool: 'remove_app_member',
    args: app,
    expect: { error: 'invalid_params', message: /user_id/ },
  },
  ...guards('remove_app_member', (f) => ({ app_id: f.appId, user_id: f.annId }), ['readonly', 'secRead']),

  // ---------------------------------------------------------------- get_app_security_audit
  {
    name: 'get_app_security_audit: policy and member changes, sign-ins, publishes, denials, newest first',
    as: 'owner',
    tool: 'get_app_security_audit',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        const kinds = new Set(r.events.map((e: any) => e.kind));
        for (const k of [
          'route_policy.set',
          'entity_policy.set',
          'function_policy.set',
          'member.invited',
          'member.role_updated',
          'member.removed',
          'signin.succeeded',
          'app.published',
        ]) {
          assert.ok(kinds.has(k), `audit has ${k}`);
        }
        const times = r.events.map((e: any) => e.at);
        assert.deepEqual(times, [...times].sort().reverse());
        assert.deepEqual(r.legacy_entities, ['Note']);
        const removed = r.events.find((e: any) => e.kind === 'member.removed');
        assert.equal(removed.details.email, 'bob@example.com');
        assert.equal(removed.actor.type, 'owner');
        noSecrets(r);
      },
    },
  },
  {
    name: 'get_app_security_audit: failed sign-ins and denied requests are recorded',
    as: 'secRead',
    tool: 'get_app_security_audit',
    args: (f) => ({ app_id: f.appId, kinds: ['signin.failed', 'access.denied'] }),
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual([...new Set(r.events.map((e: any) => e.kind))].sort(), ['access.denied', 'signin.failed']);
        const denied = r.events.find((e: any) => e.kind === 'access.denied');
        assert.equal(denied.details.target, 'entity');
        assert.equal(denied.details.entity, 'Task');
      },
    },
  },
  {
    name: 'get_app_security_audit: limit 1',
    as: 'owner',
    tool: 'get_app_security_audit',
    args: (f) => ({ app_id: f.appId, limit: 1 }),
    expect: { ok: true, check: (r) => assert.equal(r.events.length, 1) },
  },
  {
    name: 'get_app_security_audit: limit 0 is invalid',
    as: 'owner',
    tool: 'get_app_security_audit',
    args: (f) => ({ app_id: f.appId, limit: 0 }),
    expect: { error: 'invalid_params', message: /limit/ },
  },
  {
    name: 'get_app_security_audit: an unknown kind is invalid',
    as: 'owner',
    tool: 'get_app_security_audit',
    args: (f) => ({ app_id: f.appId, kinds: ['password.read'] }),
    expect: { error: 'invalid_params', message: /kinds/ },
  },
  ...guards('get_app_security_audit', app, ['readonly', 'secWrite']),
];

// Failed sign-ins and a denied request, so the audit has them (done in the first row's `after`).
rows[0]!.after = async (f, _o, t) => {
  const s = t.svc.services.security;
  await s.signIn(f.appId, 'ann@example.com', 'wrong password!', '192.0.2.7');
  await s.signIn(f.appId, 'ann@example.com', ANN_PASSWORD, '192.0.2.7');
};
const firstEntityRow = rows.findIndex((r) => r.name.startsWith('set_entity_policy: read/write role lists'));
const prev = rows[firstEntityRow]!.after!;
rows[firstEntityRow]!.after = async (f, o, t) => {
  await prev(f, o, t);
  await t.svc.services.security.decideEntity(f.appId, 'Task', 'create', null);
};

scenarios('security tools', setup, rows, { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' });
