/**
 * The policy-evaluation matrix shared by the unit test (test/security/policies.test.ts) and the
 * published-runtime test (test/security/runtime.test.ts): callers × routes × entity actions, with the
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
  '/Home': {
    kind: 'public (no policy)',
    expect: { anonymous: 'allow', admin: 'allow', editor: 'allow', viewer: 'allow', removed: 'allow' },
  },
  '/About': {
    kind: 'public (require_auth false)',
    expect: { anonymous: 'allow', admin: 'allow', editor: 'allow', viewer: 'allow', removed: 'allow' },
  },
  '/app/projects/7': {
    kind: 'wildcard-protected',
    expect: { anonymous: 'login', admin: 'allow', editor: 'allow', viewer: 'allow', removed: 'login' },
  },
  '/admin/users': {
    kind: 'role-restricted wildcard',
    expect: { anonymous: 'login', admin: 'allow', editor: 'forbidden', viewer: 'forbidden', removed: 'login' },
  },
  '/admin': {
    kind: 'role-restricted (the wildcard base)',
    expect: { anonymous: 'login', admin: 'allow', editor: 'forbidden', viewer: 'forbidden', removed: 'login' },
  },
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
  // No policy: legacy — anyone who can open the published app reads; only signed-in members write.
  Legacy: {
    create: { anonymous: 401, admin: 200, editor: 200, viewer: 200, removed: 401 },
    read: { anonymous: 200, admin: 200, editor: 200, viewer: 200, removed: 200 },
    update: { anonymous: 401, admin: 200, editor: 200, viewer: 200, removed: 401 },
    delete: { anonymous: 401, admin: 200, editor: 200, viewer: 200, removed: 401 },
  },
};

/** Entity schema files of the matrix app. */
export const MATRIX_FILES: Record<string, string> = Object.fromEntries(
  ENTITY_NAMES.map((name) => [`entities/${name}.json`, JSON.stringify({ name, fields: [{ name: 'title', type: 'string' }] })]),
);

// ------------------------------------------------------------------------------------------------
// The published app of the runtime and browser tests. Published pages are single segments
// (`/p/<id>/<Page>`), so the wildcard patterns are chosen to cover page names: `/member*` covers
// /MemberArea, `/admin/*` covers /Admin (a trailing `/*` covers its base).

export const RUNTIME_ROUTE_POLICIES = [
  { route: '/About', require_auth: false, allowed_roles: [] as string[] },
  { route: '/member*', require_auth: true, allowed_roles: [] as string[] },
  { route: '/admin/*', require_auth: true, allowed_roles: ['admin'] },
];

export const RUNTIME_ROUTES: Record<string, { kind: string; expect: Record<Caller, RouteOutcome> }> = {
  '/Home': ROUTES['/Home']!,
  '/About': ROUTES['/About']!,
  '/MemberArea': { kind: 'wildcard-protected (/member*)', expect: ROUTES['/app/projects/7']!.expect },
  '/Admin': { kind: 'role-restricted (/admin/*)', expect: ROUTES['/admin']!.expect },
};

export const LOGIN_PAGE = `import { useState } from 'react';
import { svc, createPageUrl } from '@svc/sdk';

export default function Login() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  async function submit(e) {
    e.preventDefault();
    setError('');
    try {
      await svc.auth.login(email, password);
      const next = new URLSearchParams(window.location.search).get('next');
      window.location.assign(next || createPageUrl('Home'));
    } catch (err) {
      setError(err.message || 'Sign-in failed');
    }
  }
  return (
    <form onSubmit={submit}>
      <h1>Sign in</h1>
      <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit">Sign in</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
`;

export const RUNTIME_FILES: Record<string, string> = {
  ...MATRIX_FILES,
  'Layout.jsx': `export default function Layout({ children, currentPageName }) {
  return <main data-page={currentPageName}>{children}</main>;
}
`,
  'pages/Home.jsx': `export default function Home() {
  return <h1>Home page</h1>;
}
`,
  'pages/About.jsx': `export default function About() {
  return <h1>About page</h1>;
}
`,
  'pages/MemberArea.jsx': `import { useEffect, useState } from 'react';
import { svc } from '@svc/sdk';

export default function MemberArea() {
  const [me, setMe] = useState(null);
  useEffect(() => { svc.auth.me().then(setMe); }, []);
  return (
    <div>
      <h1>Member area</h1>
      {me && <p id="who">Signed in as {me.email} ({me.role})</p>}
    </div>
  );
}
`,
  'pages/Admin.jsx': `export default function Admin() {
  return <h1>Admin page</h1>;
}
`,
  'pages/Login.jsx': LOGIN_PAGE,
};
