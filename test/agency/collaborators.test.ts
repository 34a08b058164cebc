/**
 * Studio collaborators over both transports: owner, editor, viewer and a stranger, each against
 * reading, editing (files, change sets, update_app), publishing and domains, records and security.
 * Editors edit, viewers read; publishing, records, domains and security stay owner-only; strangers
 * learn nothing (`App not found`). The check is the one every tool call passes (src/apps/access.ts),
 * with each tool's role derived from its definition (src/platform/roles.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allTools } from '../../src/areas.ts';
import { requiredRole } from '../../src/platform/roles.ts';
import { restClient } from '../support/clients.ts';
import type { TestService } from '../support/harness.ts';
import { scenarios, type Scenario } from '../support/scenarios.ts';

async function fixtures(svc: TestService) {
  const owner = await svc.createAccount();
  const editor = await svc.createAccount();
  const viewer = await svc.createAccount();
  const stranger = await svc.createAccount();
  const appId = await svc.createApp(owner.id, 'Shared app');
  const ownerToken = await svc.createToken(owner.id, { per_minute: 100_000, per_day: 1_000_000 });
  const setup = restClient(svc.baseUrl, ownerToken);
  for (const [tool, args] of [
    ['write_app_file', { app_id: appId, path: 'pages/Home.jsx', content: 'export default function Home() { return <h1>Shared</h1>; }' }],
    ['create_entity_schema', { app_id: appId, entity: 'Task', fields: [{ name: 'title', type: 'string' }] }],
  ] as const) {
    const r = await setup.call(tool, args);
    assert.ok(r.ok, `${tool}: ${JSON.stringify(r)}`);
  }
  const now = Date.now();
  for (const [who, role] of [
    [editor, 'editor'],
    [viewer, 'viewer'],
  ] as const) {
    await svc.services.db.run(
      'INSERT INTO app_collaborators (app_id, account_id, role, added_by_account_id, created_at) VALUES (?, ?, ?, ?, ?)',
      [appId, who.id, role, owner.id, now],
    );
  }
  const limits = { per_minute: 100_000, per_day: 1_000_000 };
  return {
    appId,
    owner,
    editor,
    viewer,
    tokens: {
      owner: ownerToken,
      editor: await svc.createToken(editor.id, limits),
      viewer: await svc.createToken(viewer.id, limits),
      stranger: await svc.createToken(stranger.id, limits),
      editorReadOnly: await svc.createToken(editor.id, { scopes: ['read'] }),
    },
  };
}
type F = Awaited<ReturnType<typeof fixtures>>;

type Who = 'owner' | 'editor' | 'viewer' | 'stranger';
const FAMILIES: Array<{ family: string; tool: string; args: (f: F) => Record<string, unknown>; allowed: Who[] }> = [
  { family: 'read', tool: 'get_app_detail', args: (f) => ({ app_id: f.appId }), allowed: ['owner', 'editor', 'viewer'] },
  {
    family: 'read files',
    tool: 'read_app_file',
    args: (f) => ({ app_id: f.appId, path: 'pages/Home.jsx' }),
    allowed: ['owner', 'editor', 'viewer'],
  },
  {
    family: 'edit files',
    tool: 'write_app_file',
    args: (f) => ({
      app_id: f.appId,
      path: `components/Note${Math.random().toString(36).slice(2, 8)}.jsx`,
      content: 'export default () => null;',
    }),
    allowed: ['owner', 'editor'],
  },
  { family: 'edit by change set', tool: 'create_change_set', args: (f) => ({ app_id: f.appId }), allowed: ['owner', 'editor'] },
  {
    family: 'edit by prompt',
    tool: 'update_app',
    args: (f) => ({ app_id: f.appId, prompt: 'Add a contact page with a form' }),
    allowed: ['owner', 'editor'],
  },
  { family: 'publish', tool: 'publish_app', args: (f) => ({ app_id: f.appId }), allowed: ['owner'] },
  {
    family: 'domains',
    tool: 'set_app_subdomain',
    args: (f) => ({ app_id: f.appId, subdomain: `shared-${Math.random().toString(36).slice(2, 8)}` }),
    allowed: ['owner'],
  },
  { family: 'records', tool: 'query_entity', args: (f) => ({ app_id: f.appId, entity: 'Task' }), allowed: ['owner'] },
  { family: 'security', tool: 'get_app_security_context', args: (f) => ({ app_id: f.appId }), allowed: ['owner'] },
];

const matrix: Scenario<F>[] = FAMILIES.flatMap(({ family, tool, args, allowed }) =>
  (['owner', 'editor', 'viewer', 'stranger'] as const).map(
    (who): Scenario<F> => ({
      name: `${who} × ${family} (${tool}): ${allowed.includes(who) ? 'allowed' : 'refused'}`,
      as: who,
      tool,
      args,
      expect: allowed.includes(who)
        ? { ok: true }
        : who === 'stranger'
          ? { error: 'not_found', message: 'App not found' }
          : { error: 'permission_denied', message: new RegExp(`you are an? ${who} of this app`) },
    }),
  ),
);

scenarios<F>('studio collaborators: role × tool family', fixtures, [
  ...matrix,
  {
    name: 'list_apps marks shared apps with the role (editor)',
    as: 'editor',
    tool: 'list_apps',
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.total, 1);
        assert.deepEqual(
          r.apps.map((a: any) => [a.app_id, a.role]),
          [[f.appId, 'editor']],
        );
      },
    },
  },
  {
    name: 'list_apps marks shared apps with the role (viewer)',
    as: 'viewer',
    tool: 'list_apps',
    expect: {
      ok: true,
      check: (r, f) =>
        assert.deepEqual(
          r.apps.map((a: any) => [a.app_id, a.role]),
          [[f.appId, 'viewer']],
        ),
    },
  },
  {
    name: 'list_apps: the owner sees role owner; a stranger sees nothing',
    as: 'owner',
    tool: 'list_apps',
    expect: {
      ok: true,
      check: async (r, f, t) => {
        assert.deepEqual(
          r.apps.map((a: any) => [a.app_id, a.role]),
          [[f.appId, 'owner']],
        );
        const s = await t.client(f.tokens.stranger).call('list_apps', {});
        assert.ok(s.ok && s.result.total === 0);
      },
    },
  },
  {
    name: "a collaborator's token still needs the tool's scope (editor with a read-only token cannot write)",
    as: 'editorReadOnly',
    tool: 'write_app_file',
    args: (f: F) => ({ app_id: f.appId, path: 'pages/X.jsx', content: 'export default () => null;' }),
    expect: { error: 'permission_denied', message: /scopes/ },
  },
  {
    name: 'an editor cannot hand the app over (agency tools are owner-only)',
    as: 'editor',
    tool: 'agency_create_claim_link',
    args: (f: F) => ({ app_id: f.appId, client_email: 'c@client.example' }),
    expect: { error: 'permission_denied' },
  },
]);

test('every app-scoped tool has a role derived from its definition; the families above match it', () => {
  const byName = new Map(allTools.map((t) => [t.name, t]));
  const expectRole = (tool: string, role: string) => assert.equal(requiredRole(byName.get(tool)!), role, tool);
  for (const t of ['get_app_detail', 'read_app_file', 'get_app_files', 'list_saved_versions', 'get_app_status', 'get_errors'])
    expectRole(t, 'viewer');
  for (const t of [
    'write_app_file',
    'patch_app_file',
    'create_change_set',
    'apply_change_set',
    'update_app',
    'set_app_metadata',
    'restore_file_from_version',
  ])
    expectRole(t, 'editor');
  for (const t of [
    'publish_app',
    'set_app_subdomain',
    'query_entity',
    'create_entity_records',
    'get_app_security_context',
    'set_route_policy',
    'set_secret',
    'list_secret_keys',
    'invoke_function',
    'get_preview_url',
    'inspect_preview',
    'get_app_links',
    'agency_create_claim_link',
  ])
    expectRole(t, 'owner');
});
