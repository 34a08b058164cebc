import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { credentialLookingPath } from '../../src/functions/integrations.ts';
import { keyId, rotateSecretsKey, seal, unseal } from '../../src/functions/secrets.ts';
import { guardRows, mintTokens, scenarios, standardFixtures, type Scenario } from '../support/scenarios.ts';
import { startTestService, type TestService } from '../support/harness.ts';
import { randomBytes } from 'node:crypto';

const VALUE = 'sk_test_SuperSecretValue_4242424242';

async function setup(svc: TestService) {
  const base = await standardFixtures(svc);
  const app2 = await svc.createApp(base.owner.id, 'Second app');
  const tokens = {
    ...base.tokens,
    ...(await mintTokens(svc, base.owner.id, {
      secRead: ['secrets:read'],
      secWrite: ['secrets:write'],
      intRead: ['integrations:read'],
      intWrite: ['integrations:write'],
      lockedOther: { app_id: app2 },
    })),
  };
  await svc.services.functions.secrets.set(base.appId, 'EXISTING', 'existing-value-1');
  await svc.services.functions.secrets.set(base.otherAppId, 'FOREIGN', 'foreign-value-1');
  return { ...base, app2, tokens };
}

type F = Awaited<ReturnType<typeof setup>>;
type Row = Scenario<F>;
const app = (f: F) => ({ app_id: f.appId });
const noValue = (r: unknown) => {
  const text = JSON.stringify(r);
  for (const s of [VALUE, 'existing-value-1', 'foreign-value-1', 'v1.']) assert.ok(!text.includes(s), `result leaks ${s}`);
};

const rows: Row[] = [
  // ------------------------------------------------------------------ set_secret
  {
    name: 'set_secret: stores a new secret, returns its name only',
    as: 'owner',
    tool: 'set_secret',
    args: (f) => ({ app_id: f.appId, name: 'STRIPE_SECRET_KEY', value: VALUE }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.app_id, f.appId);
        assert.equal(r.name, 'STRIPE_SECRET_KEY');
        assert.equal(r.created, true);
        noValue(r);
      },
    },
    after: async (f, _o, t) => {
      const row = await t.svc.services.db.get<any>('SELECT * FROM app_secrets WHERE app_id = ? AND name = ?', [
        f.appId,
        'STRIPE_SECRET_KEY',
      ]);
      assert.ok(row);
      assert.ok(!JSON.stringify(row).includes(VALUE), 'stored in the clear');
      assert.equal(await t.svc.services.functions.secrets.value(f.appId, 'STRIPE_SECRET_KEY'), VALUE);
    },
  },
  {
    name: 'set_secret: replacing keeps one row (created false), a secrets:write token may',
    as: 'secWrite',
    tool: 'set_secret',
    args: (f) => ({ app_id: f.appId, name: 'EXISTING', value: 'existing-value-2' }),
    expect: { ok: true, check: (r) => assert.equal(r.created, false) },
    after: async (f, _o, t) => assert.equal(await t.svc.services.functions.secrets.value(f.appId, 'EXISTING'), 'existing-value-2'),
  },
  {
    name: 'set_secret: a token locked to this app may',
    as: 'locked',
    tool: 'set_secret',
    args: (f) => ({ app_id: f.appId, name: 'LOCKED_ONE', value: 'x' }),
    expect: { ok: true },
  },
  {
    name: 'set_secret: a malformed name is invalid and stores nothing',
    as: 'owner',
    tool: 'set_secret',
    args: (f) => ({ app_id: f.appId, name: '1-bad name', value: VALUE }),
    expect: { error: 'invalid_params', message: /Invalid secret name/ },
    after: async (f, o, t) => {
      assert.deepEqual(await t.svc.services.functions.secrets.names(f.appId), ['EXISTING', 'LOCKED_ONE', 'STRIPE_SECRET_KEY']);
      assert.ok(!JSON.stringify(o).includes(VALUE));
    },
  },
  {
    name: 'set_secret: a reserved runtime name is refused',
    as: 'owner',
    tool: 'set_secret',
    args: (f) => ({ app_id: f.appId, name: 'HTTPS_PROXY', value: 'http://evil' }),
    expect: { error: 'invalid_params', message: /reserved/ },
  },
  {
    name: 'set_secret: an empty value is invalid',
    as: 'owner',
    tool: 'set_secret',
    args: (f) => ({ app_id: f.appId, name: 'EMPTY', value: '' }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'set_secret: an unknown argument is invalid',
    as: 'owner',
    tool: 'set_secret',
    args: (f) => ({ app_id: f.appId, name: 'A', value: 'b', extra: 1 }),
    expect: { error: 'invalid_params' },
  },
  ...guardRows<F>(
    'set_secret',
    (f) => ({ app_id: f.appId, name: 'GUARDED', value: VALUE }),
    ['readonly', 'secRead', 'intWrite'],
    /secrets:write/,
  ),

  // ------------------------------------------------------------------ list_secret_keys
  {
    name: 'list_secret_keys: names only, sorted',
    as: 'secRead',
    tool: 'list_secret_keys',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(r.names, ['EXISTING', 'LOCKED_ONE', 'STRIPE_SECRET_KEY']);
        assert.deepEqual(Object.keys(r.secrets[0]).sort(), ['created_at', 'name', 'updated_at']);
        noValue(r);
      },
    },
  },
  ...guardRows<F>('list_secret_keys', app, ['readonly', 'secWrite', 'intRead'], /secrets:read/),

  // ------------------------------------------------------------------ get_app_detail
  {
    name: 'get_app_detail: env_var_names lists secret names, never values',
    as: 'owner',
    tool: 'get_app_detail',
    args: app,
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(r.env_var_names, ['EXISTING', 'LOCKED_ONE', 'STRIPE_SECRET_KEY']);
        noValue(r);
      },
    },
  },

  // ------------------------------------------------------------------ delete_secret
  {
    name: 'delete_secret: deletes one',
    as: 'owner',
    tool: 'delete_secret',
    args: (f) => ({ app_id: f.appId, name: 'LOCKED_ONE' }),
    expect: { ok: true, check: (r) => assert.equal(r.deleted, true) },
    after: async (f, _o, t) => assert.deepEqual(await t.svc.services.functions.secrets.names(f.appId), ['EXISTING', 'STRIPE_SECRET_KEY']),
  },
  {
    name: 'delete_secret: an unknown name is not found',
    as: 'owner',
    tool: 'delete_secret',
    args: (f) => ({ app_id: f.appId, name: 'NOPE' }),
    expect: { error: 'not_found', message: /no secret named NOPE/ },
  },
  {
    name: "delete_secret: another app's secret name is not found through one's own app",
    as: 'owner',
    tool: 'delete_secret',
    args: (f) => ({ app_id: f.appId, name: 'FOREIGN' }),
    expect: { error: 'not_found' },
    after: async (f, _o, t) => assert.deepEqual(await t.svc.services.functions.secrets.names(f.otherAppId), ['FOREIGN']),
  },
  {
    name: 'delete_secret: a bad name is invalid',
    as: 'owner',
    tool: 'delete_secret',
    args: (f) => ({ app_id: f.appId, name: 'a b' }),
    expect: { error: 'invalid_params' },
  },
  ...guardRows<F>('delete_secret', (f) => ({ app_id: f.appId, name: 'EXISTING' }), ['readonly', 'secRead'], /secrets:write/),

  // ------------------------------------------------------------------ configure_integration / list_integrations
  {
    name: 'configure_integration: provider and non-secret metadata; warns about a missing secret',
    as: 'intWrite',
    tool: 'configure_integration',
    args: (f) => ({
      app_id: f.appId,
      provider: 'Stripe',
      metadata: { mode: 'test', secret_name: 'STRIPE_WEBHOOK_SECRET', account: 'acct_123' },
    }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.created, true);
        assert.equal(r.integration.provider, 'stripe');
        assert.equal(r.integration.is_active, true);
        assert.deepEqual(r.integration.metadata, { mode: 'test', secret_name: 'STRIPE_WEBHOOK_SECRET', account: 'acct_123' });
        assert.ok(r.warnings.some((w: string) => /STRIPE_WEBHOOK_SECRET/.test(w)));
      },
    },
  },
  {
    name: 'configure_integration: a credential-looking value is refused with a hint to use set_secret',
    as: 'owner',
    tool: 'configure_integration',
    args: (f) => ({ app_id: f.appId, provider: 'sendgrid', metadata: { key: 'SG.abcdefghijklmnopqrstu.vwxyzABCDEFGHIJKLMNOPQ' } }),
    expect: { error: 'invalid_params', message: /looks like a credential.*set_secret/ },
    after: async (f, o, t) => {
      assert.equal((await t.svc.services.functions.integrations.list(f.appId)).length, 1);
      assert.ok(!JSON.stringify(o).includes('SG.abc'), 'the error echoes the credential');
    },
  },
  {
    name: 'configure_integration: a credential under a credential key name is refused',
    as: 'owner',
    tool: 'configure_integration',
    args: (f) => ({ app_id: f.appId, provider: 'custom', metadata: { nested: { api_key: 'hunter2' } } }),
    expect: { error: 'invalid_params', message: /metadata\.nested\.api_key looks like a credential/ },
  },
  {
    name: 'configure_integration: a bad provider name is invalid',
    as: 'owner',
    tool: 'configure_integration',
    args: (f) => ({ app_id: f.appId, provider: 'no spaces!' }),
    expect: { error: 'invalid_params', message: /Invalid provider/ },
  },
  ...guardRows<F>(
    'configure_integration',
    (f) => ({ app_id: f.appId, provider: 'x' }),
    ['readonly', 'intRead', 'secWrite'],
    /integrations:write/,
  ),
  {
    name: 'list_integrations: safe configuration',
    as: 'intRead',
    tool: 'list_integrations',
    args: app,
    expect: {
      ok: true,
      check: (r) =>
        assert.deepEqual(
          r.integrations.map((i: any) => [i.provider, i.is_active]),
          [['stripe', true]],
        ),
    },
  },
  ...guardRows<F>('list_integrations', app, ['readonly', 'intWrite'], /integrations:read/),
  {
    name: 'get_app_detail: integrations as provider and is_active',
    as: 'owner',
    tool: 'get_app_detail',
    args: app,
    expect: { ok: true, check: (r) => assert.deepEqual(r.integrations, [{ provider: 'stripe', is_active: true }]) },
  },
];

scenarios('secrets and integrations tools', setup, rows);

describe('secrets sealing', () => {
  it('binds the sealed value to the app and name, and rotation re-seals every row', async () => {
    const k1 = randomBytes(32);
    const sealed = seal(k1, 'app_a', 'N', 'v');
    assert.equal(unseal(k1, 'app_a', 'N', sealed), 'v');
    assert.throws(() => unseal(k1, 'app_b', 'N', sealed));
    assert.throws(() => unseal(k1, 'app_a', 'M', sealed));
    assert.throws(() => unseal(randomBytes(32), 'app_a', 'N', sealed));
    assert.notEqual(seal(k1, 'app_a', 'N', 'v'), sealed, 'a fresh nonce per seal');
    // Rotation over a real store: two apps' rows re-sealed in one transaction.
    const svc = await startTestService();
    try {
      const owner = await svc.createAccount();
      const appA = await svc.createApp(owner.id);
      const store = svc.services.functions.secrets;
      await store.set(appA, 'ONE', 'value-one');
      await store.set(appA, 'TWO', 'value-two');
      const k2 = randomBytes(32);
      const current = (store as any).sk.key as Buffer;
      assert.equal(await rotateSecretsKey(svc.services.db, current, k2), 2);
      const rows = await svc.services.db.all<any>('SELECT name, sealed, key_id FROM app_secrets WHERE app_id = ? ORDER BY name', [appA]);
      assert.deepEqual(
        rows.map((r) => r.key_id),
        [keyId(k2), keyId(k2)],
      );
      assert.equal(unseal(k2, appA, 'ONE', rows[0].sealed), 'value-one');
      await assert.rejects(store.value(appA, 'ONE'), /sealed with another secrets key/);
    } finally {
      await svc.stop();
    }
  });

  it('recognises credential-looking metadata but not names of secrets', () => {
    assert.equal(credentialLookingPath({ secret_name: 'STRIPE_SECRET_KEY', mode: 'live', webhook_url: 'https://x.example/hook' }), null);
    assert.equal(credentialLookingPath({ a: 'ghp_abcdefghijklmnopqrstuvwxyz0123' }), 'a');
    assert.equal(credentialLookingPath({ password: 'p' }), 'password');
    assert.equal(credentialLookingPath({ url: 'postgres://u:pw@db.example/x' }), 'url');
    assert.equal(credentialLookingPath({ k: 'aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5oQ7s' }), 'k');
  });
});
