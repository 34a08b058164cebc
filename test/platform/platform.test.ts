import assert from 'node:assert/strict';
import type { TestService } from '../support/harness.ts';
import { scenarios, standardFixtures } from '../support/scenarios.ts';
import { wireTransport } from '../support/clients.ts';

const REVOKED = 'revoked';
const EXPIRED = 'expired';

async function fixtures(svc: TestService) {
  // The limit rows must fall in one fixed window: start them well clear of a minute boundary.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
  const base = await standardFixtures(svc);
  const revoked = await svc.services.identity.createToken(base.owner.id, { scopes: 'all' });
  await svc.services.identity.revokeToken(base.owner.id, revoked.info.token_id);
  const expired = await svc.services.identity.createToken(base.owner.id, { scopes: 'all', expires_in_days: 1 });
  await svc.services.db.run('UPDATE tokens SET expires_at = ? WHERE id = ?', [Date.now() - 1000, expired.info.token_id]);
  const perMinute = await svc.createToken(base.owner.id, { per_minute: 3 });
  const perDay = await svc.createToken(base.owner.id, { per_day: 2 });
  const noRead = await svc.createToken(base.owner.id, { scopes: ['create', 'update'] });
  return {
    ...base,
    tokens: { ...base.tokens, [REVOKED]: revoked.token, [EXPIRED]: expired.token, perMinute, perDay, noRead },
  };
}

const guide = 'get_platform_guide';

scenarios('platform: identity, scopes, ownership, limits', fixtures, [
  {
    name: 'owner token calls a read tool',
    as: 'owner',
    tool: guide,
    args: { sections: ['overview'] },
    expect: { ok: true, check: (r) => assert.equal(r.sections[0].id, 'overview') },
  },
  { name: 'no credential is 401', as: null, tool: guide, expect: { error: 'unauthenticated' } },
  { name: 'a malformed token is 401', as: () => 'not-a-token', tool: guide, expect: { error: 'unauthenticated' } },
  { name: 'an unknown well-formed token is 401', as: () => `svc_mcp_${'x'.repeat(43)}`, tool: guide, expect: { error: 'unauthenticated' } },
  { name: 'an expired token is 401', as: EXPIRED, tool: guide, expect: { error: 'unauthenticated' } },
  { name: 'a revoked token is 401', as: REVOKED, tool: guide, expect: { error: 'unauthenticated' } },
  {
    name: 'a token without the scope is permission denied',
    as: 'noRead',
    tool: guide,
    expect: { error: 'permission_denied', message: /needs one of the scopes read/ },
  },
  {
    name: 'an unknown tool is reported',
    as: 'owner',
    tool: 'no_such_tool',
    expect: { error: 'unknown_tool', message: 'Unknown tool: no_such_tool' },
  },
  {
    name: 'a wrong argument type is invalid params',
    as: 'owner',
    tool: guide,
    args: { sections: 'overview' },
    expect: { error: 'invalid_params', message: /Invalid arguments for get_platform_guide: sections/ },
  },
  {
    name: 'an unknown argument name is invalid params',
    as: 'owner',
    tool: guide,
    args: { section: ['overview'] },
    expect: { error: 'invalid_params', message: /unknown argument\(s\) section/ },
  },
  {
    name: 'an enum value outside the list is invalid params',
    as: 'owner',
    tool: guide,
    args: { sections: ['nope'] },
    expect: { error: 'invalid_params' },
  },
  {
    name: 'the owner reaches its own app',
    as: 'owner',
    tool: guide,
    args: (f) => ({ app_id: f.appId, sections: ['overview'] }),
    expect: { ok: true, check: (r, f) => assert.equal(r.app.app_id, f.appId) },
  },
  {
    name: 'a foreign app is App not found',
    as: 'owner',
    tool: guide,
    args: (f) => ({ app_id: f.otherAppId }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'an unknown app is App not found',
    as: 'owner',
    tool: guide,
    args: { app_id: 'app_doesnotexist00' },
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'the other account cannot see the owner app',
    as: 'other',
    tool: guide,
    args: (f) => ({ app_id: f.appId }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'an app-locked token reaches its app',
    as: 'locked',
    tool: guide,
    args: (f) => ({ app_id: f.appId, sections: ['overview'] }),
    expect: { ok: true },
  },
  {
    name: 'an app-locked token naming another app is denied',
    as: 'locked',
    tool: guide,
    args: (f) => ({ app_id: f.otherAppId }),
    expect: { error: 'permission_denied', message: /locked to app/ },
  },
  { name: 'per-minute limit: call 1', as: 'perMinute', tool: guide, args: { sections: ['overview'] }, expect: { ok: true } },
  { name: 'per-minute limit: call 2', as: 'perMinute', tool: guide, args: { sections: ['overview'] }, expect: { ok: true } },
  { name: 'per-minute limit: call 3', as: 'perMinute', tool: guide, args: { sections: ['overview'] }, expect: { ok: true } },
  {
    name: 'per-minute limit: call 4 is rate limited with retry_after',
    as: 'perMinute',
    tool: guide,
    expect: { error: 'rate_limited', message: /3 requests per minute/ },
    after: (_f, outcome) => {
      assert.ok(
        !outcome.ok && typeof outcome.data?.retry_after === 'number' && outcome.data.retry_after >= 1 && outcome.data.retry_after <= 60,
      );
    },
  },
  { name: 'per-day limit: call 1', as: 'perDay', tool: guide, args: { sections: ['overview'] }, expect: { ok: true } },
  { name: 'per-day limit: call 2', as: 'perDay', tool: guide, args: { sections: ['overview'] }, expect: { ok: true } },
  {
    name: 'per-day limit: call 3 is rate limited',
    as: 'perDay',
    tool: guide,
    expect: { error: 'rate_limited', message: /2 requests per day/ },
    after: (_f, outcome) => assert.ok(!outcome.ok && outcome.data?.retry_after > 60),
  },
  {
    name: 'every call was audited, without arguments',
    as: 'owner',
    tool: guide,
    args: { sections: ['security'], task_type: 'secret-looking-value-123' },
    expect: { ok: true },
    after: async (_f, _o, t) => {
      await t.svc.services.audit.flush();
      const rows = await t.svc.services.db.all<any>('SELECT * FROM tool_calls');
      assert.ok(rows.every((r) => r.transport === wireTransport(t.transport)));
      assert.ok(rows.some((r) => r.outcome === 'error' && r.error_kind === 'not_found'));
      // Refused calls are counted per token, tool and minute instead of a row each.
      assert.ok(!rows.some((r) => r.error_kind === 'rate_limited'));
      const refusals = await t.svc.services.db.all<any>('SELECT * FROM tool_call_refusals');
      assert.ok(refusals.some((r) => r.error_kind === 'rate_limited' && r.count >= 1 && r.transport === wireTransport(t.transport)));
      assert.ok(rows.length + refusals.reduce((n, r) => n + r.count, 0) >= 20);
      assert.ok(!JSON.stringify(rows).includes('secret-looking-value-123'));
    },
  },
]);
