/**
 * The policy-evaluation matrix shared by the unit test (test/security-policies.test.ts) and the
 * published-runtime test (test/security-runtime.test.ts): callers × routes × entity actions, with the
 * expected outcome of every cell written out.
 */
import type { EntityAction } from '../../src/security/policies.ts';

export const MATRIX_PASSWORD = 'matrix-pass-123';

/** Members of the matrix app; `removed` is invited, signs in, and is then removed. */
export const MATRIX_MEMBERS = [
  { key: 'admin', email: 'admin@matrix.test', role: 'admin' },
  { key: 'editor', email: 'editor@matrix.test', role: 'editor' },
  { key: 'viewer', email: 'viewer@matrix.test', role: 'viewer' },
  { key: 'removed', email: 'removed@matrix.test', role: 'admin' },
] as const;

export type Caller = 'anonymous' | 'admin' | 'editor' | 'viewer' | 'removed';
export const CALLERS: Caller[] = ['anonymous', 'admin', 'editor', 'viewer', 'removed'];

export const MATRIX_ROUTE_POLICIES = [
  { route: '/About', require_auth: false, allowed_roles: [] as string[] },
  { route: '/app/*', require_auth: true, allowed_roles: [] as string[] },
  { route: '/admin/*', require_auth: true, allowed_roles: ['admin'], redirect_to: '/Login' },
];

/** What each route answers: 'allow', 'login' (anonymous: redirect to /Login) or 'forbidden' (signed in, wrong role). */
export type RouteOutcome = 'allow' | 'login' | 'forbidden';
export const ROUTES: Record<string, { kind: string; expect: Record<Caller, RouteOutcome> }> = {
  '/Home': { kind: 'public (no policy)', expect: { anonymous: 'allow', admin: 'allow', editor: 'allow', viewer: 'allow', removed: 'allow' } },
  '/About': { kind: 'public (require_auth false)', expect: { anonymous: 'allow', admin: 'allow', editor: 'allow', viewer: 'allow', removed: 'allow' } },
  '/app/projects/7': { kind: 'wildcard-protected', expect: { anonymous: 'login', admin: 'allow', editor: 'allow', viewer: 'allow', removed: 'login' } },
  '/admin/users': { kind: 'role-restricted wildcard', expect: { anonymous: 'login', admin: 'allow', editor: 'forbidden', viewer: 'forbidden', removed: 'login' } },
  '/admin': { kind: 'role-restricted (the wildcard base)', expect: { anonymous: 'login', admin: 'allow', editor: 'forbidden', viewer: 'forbidden', removed: 'login' } },
};

export const MATRIX_ENTITY_POLICIES = [
  { entity: 'Listed', read: ['authenticated'], write: ['editor', 'admin'] },
  {
    entity: 'Ruled',
    read: [] as string[],
    write: [] as string[],
    rules: {
      version: 1,
      rules: [
        { id: 'readers', actions: ['read'], subject: { roles: ['viewer', 'editor'] } },
        { id: 'editors-create', actions: ['create'], subject: { roles: ['editor'] } },
        { id: 'admins-write', actions: ['write'], subject: { roles: ['admin'] } },
      ],
    },
  },
];

export const ENTITY_NAMES = ['Listed', 'Ruled', 'Legacy'] as const;
export const ACTIONS: EntityAction[] = ['create', 'read', 'update', 'delete'];

/** Expected status per entity, action and caller: 200 allowed, 401 anonymous refused, 403 member refused. */
export const ENTITY_EXPECT: Record<(typeof ENTITY_NAMES)[number], Record<EntityAction, Record<Caller, 200 | 401 | 403>>> = {
  // Role lists: read by any signed-in member, write by editor and admin.
  Listed: {
    create: { anonymous: 401, admin: 200, editor: 200, viewer: 403, removed: 401 },
    read: { anonymous: 401, admin: 200, editor: 200, viewer: 200, removed: 401 },
    update: { anonymous: 401, admin: 200, editor: 200, viewer: 403, removed: 401 },
    delete: { anonymous: 401, admin: 200, editor: 200, viewer: 403, removed: 401 },
  },
  // Rules: viewer/editor read, editor creates, admin writes (create/update/delete) but has no read rule.
  Ruled: {
    create: { anonymous: 401, admin: 200, editor: 200, viewer: 403, removed: 401 },
    read: { anonymous: 401, admin: 403, editor: 200, viewer: 200, removed: 401 },
    update: { anonymous: 401, admin: 200, editor: 403, viewer: 403, removed: 401 },
    delete: { anonymous: 401, admin: 200, editor: 403, viewer: 403, removed: 401 },
  },
  // No policy: legacy, open to anyone who can open the published app.
  Legacy: {
    create: { anonymous: 200, admin: 200, editor: 200, viewer: 200, removed: 200 },
    read: { anonymous: 200, admin: 200, editor: 200, viewer: 200, removed: 200 },
    update: { anonymous: 200, admin: 200, editor: 200, viewer: 200, removed: 200 },
    delete: { anonymous: 200, admin: 200, editor: 200, viewer: 200, removed: 200 },
  },
};

/** Entity schema files of the matrix app. */
export const MATRIX_FILES: Record<string, string> = Object.fromEntries(
  ENTITY_NAMES.map((name) => [`entities/${name}.json`, JSON.stringify({ name, fields: [{ name: 'title', type: 'string' }] })]),
);
