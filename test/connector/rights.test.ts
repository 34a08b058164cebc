/**
 * Tokens obtained through the local connection flow (`svc connect`) have exactly the rights the
 * approved request named: full access, read-only, or one app. Scenario rows over both transports.
 */
import assert from 'node:assert/strict';
import { READ_ONLY_SCOPES } from '../../src/connect/service.ts';
import { SCOPES } from '../../src/platform/scopes.ts';
import { connectedToken, studioSignIn } from '../support/connect.ts';
import { scenarios } from '../support/scenarios.ts';
import type { TestService } from '../support/harness.ts';

async function setup(svc: TestService) {
  const owner = await svc.createAccount();
  const other = await svc.createAccount();
  const appId = await svc.createApp(owner.id, 'Connected app');
  const secondAppId = await svc.createApp(owner.id, 'Second app');
  const foreignAppId = await svc.createApp(other.id, 'Foreign app');
  const s = await studioSignIn(svc.baseUrl, owner.email);
  const tokens = {
    full: await connectedToken(svc, s, {}),
    read: await connectedToken(svc, s, { access: 'read' }),
    app: await connectedToken(svc, s, { app_id: appId }),
    appRead: await connectedToken(svc, s, { access: 'read', app_id: appId }),
  };
  const stored = await svc.services.identity.listTokens(owner.id);
  return { owner, appId, secondAppId, foreignAppId, tokens, stored };
}
type F = Awaited<ReturnType<typeof setup>>;

const write = (appId: (f: F) => string) => (f: F) => ({
  app_id: appId(f),
  path: 'pages/Connected.jsx',
  content: 'export default () => null;\n',
});

scenarios<F>('svc connect tokens', setup, [
  {
    name: 'the four grants are ordinary tokens named after the computer, with the requested scopes and app lock',
    as: 'full',
    tool: 'list_apps',
    expect: {
      ok: true,
      check: (_r, f) => {
        const by = (lock: string | null, n: number) => f.stored.filter((t) => t.app_id === lock && t.scopes.length === n);
        assert.equal(f.stored.length, 4);
        for (const t of f.stored) assert.equal(t.name, 'svc connect on test-laptop');
        assert.equal(by(null, SCOPES.length).length, 1);
        assert.equal(by(null, READ_ONLY_SCOPES.length).length, 1);
        assert.equal(by(f.appId, SCOPES.length).length, 1);
        assert.equal(by(f.appId, READ_ONLY_SCOPES.length).length, 1);
        assert.deepEqual(
          READ_ONLY_SCOPES.filter((s) => !s.endsWith(':read') && s !== 'read'),
          [],
        );
      },
    },
  },
  { name: 'full: writes a file', as: 'full', tool: 'write_app_file', args: write((f) => f.appId), expect: { ok: true } },
  {
    name: 'full: sees every app of the account',
    as: 'full',
    tool: 'list_apps',
    expect: { ok: true, check: (r) => assert.equal(r.total, 2) },
  },
  {
    name: 'full: a foreign app stays not found',
    as: 'full',
    tool: 'get_app_status',
    args: (f) => ({ app_id: f.foreignAppId }),
    expect: { error: 'not_found' },
  },
  { name: 'read-only: lists apps', as: 'read', tool: 'list_apps', expect: { ok: true, check: (r) => assert.equal(r.total, 2) } },
  { name: 'read-only: reads an app', as: 'read', tool: 'get_app_status', args: (f) => ({ app_id: f.secondAppId }), expect: { ok: true } },
  {
    name: 'read-only: writing a file is refused',
    as: 'read',
    tool: 'write_app_file',
    args: write((f) => f.appId),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'read-only: creating an app is refused',
    as: 'read',
    tool: 'create_app',
    args: { name: 'Nope', prompt: 'a read-only token must not create this app' },
    expect: { error: 'permission_denied' },
  },
  { name: 'one app: writes a file in it', as: 'app', tool: 'write_app_file', args: write((f) => f.appId), expect: { ok: true } },
  {
    name: 'one app: lists only that app',
    as: 'app',
    tool: 'list_apps',
    expect: {
      ok: true,
      check: (r, f) =>
        assert.deepEqual(
          r.apps.map((a: any) => a.app_id),
          [f.appId],
        ),
    },
  },
  {
    name: "one app: the account's other app is refused",
    as: 'app',
    tool: 'write_app_file',
    args: write((f) => f.secondAppId),
    expect: { error: 'permission_denied', message: /locked to app/ },
  },
  {
    name: 'one app: creating an app is refused',
    as: 'app',
    tool: 'create_app',
    args: { name: 'Nope', prompt: 'an app-locked token must not create this app' },
    expect: { error: 'permission_denied' },
  },
  { name: 'one app, read-only: reads it', as: 'appRead', tool: 'get_app_status', args: (f) => ({ app_id: f.appId }), expect: { ok: true } },
  {
    name: 'one app, read-only: writing in it is refused',
    as: 'appRead',
    tool: 'write_app_file',
    args: write((f) => f.appId),
    expect: { error: 'permission_denied' },
  },
]);
