import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TokenInput } from '../../src/identity/service.ts';
import type { ErrorKind } from '../../src/platform/errors.ts';
import { clientFor, TRANSPORTS, type CallOutcome, type ToolClient, type TransportName } from './clients.ts';
import { startTestService, TEST_DB, type TestService } from './harness.ts';

/**
 * Scenario tables in the manner of PocketBase's API scenarios: one row per case — who calls, with
 * what input, what comes back, what changed. Each table runs once per transport on a fresh store.
 */
export interface Scenario<F> {
  name: string;
  /** The token that calls (a key of the fixtures' `tokens`, or a raw token / null for none). */
  as: string | null | ((f: F) => string | null);
  tool: string;
  args?: Record<string, unknown> | unknown[] | string | number | boolean | null | ((f: F) => unknown);
  expect:
    | { ok: true; check?: (result: any, f: F, t: TestContext) => void | Promise<void> }
    | { error: ErrorKind; message?: RegExp | string };
  /** What changed (or did not) in the store afterwards. */
  after?: (f: F, outcome: CallOutcome, t: TestContext) => void | Promise<void>;
}

export interface TestContext {
  svc: TestService;
  transport: TransportName;
  /** A client for any token (cached per token). */
  client(token: string | null): ToolClient;
}

export interface BaseFixtures {
  tokens: Record<string, string>;
}

export function scenarios<F extends BaseFixtures>(
  title: string,
  setup: (svc: TestService) => Promise<F>,
  rows: Scenario<F>[],
  env: Record<string, string> = {},
) {
  for (const transport of TRANSPORTS) {
    describe(`${title} [${transport}, ${TEST_DB}]`, () => {
      let svc: TestService;
      let fixtures: F;
      const clients = new Map<string | null, ToolClient>();
      let ctx: TestContext;
      before(async () => {
        svc = await startTestService(env);
        fixtures = await setup(svc);
        ctx = {
          svc,
          transport,
          client(token) {
            let c = clients.get(token);
            if (!c) clients.set(token, (c = clientFor(transport, svc.baseUrl, token)));
            return c;
          },
        };
      });
      after(async () => {
        for (const c of clients.values()) await c.close().catch(() => {});
        await svc?.stop();
      });
      for (const row of rows) {
        it(row.name, async () => {
          const who = typeof row.as === 'function' ? row.as(fixtures) : row.as;
          const token = who === null ? null : (fixtures.tokens[who] ?? who);
          const args = typeof row.args === 'function' ? (row.args as (f: F) => unknown)(fixtures) : (row.args ?? {});
          const outcome = await ctx.client(token).call(row.tool, args);
          if ('error' in row.expect) {
            assert.equal(
              outcome.ok,
              false,
              `expected ${row.expect.error}, got success: ${JSON.stringify((outcome as any).result)?.slice(0, 300)}`,
            );
            if (!outcome.ok) {
              assert.equal(outcome.kind, row.expect.error, `expected ${row.expect.error}, got ${outcome.kind}: ${outcome.message}`);
              if (row.expect.message instanceof RegExp) assert.match(outcome.message, row.expect.message);
              else if (row.expect.message) assert.equal(outcome.message, row.expect.message);
            }
          } else {
            assert.equal(outcome.ok, true, outcome.ok ? '' : `expected success, got ${outcome.kind}: ${outcome.message}`);
            if (outcome.ok && row.expect.check) await row.expect.check(outcome.result, fixtures, ctx);
          }
          if (row.after) await row.after(fixtures, outcome, ctx);
        });
      }
    });
  }
}

/**
 * The rows every app-scoped tool has: a foreign app, the other account, a token locked to another
 * app (fixtures' tokens `other` and `lockedOther`), each token without the tool's scope, and no token.
 */
export function guardRows<F extends BaseFixtures & { otherAppId: string }>(
  tool: string,
  args: (f: F) => Record<string, unknown>,
  withoutScope: string | string[],
  scopeMessage: RegExp = /needs one of the scopes/,
): Scenario<F>[] {
  return [
    {
      name: `${tool}: a foreign app is App not found`,
      as: 'owner',
      tool,
      args: (f) => ({ ...args(f), app_id: f.otherAppId }),
      expect: { error: 'not_found', message: 'App not found' },
    },
    {
      name: `${tool}: the other account cannot reach the owner's app`,
      as: 'other',
      tool,
      args,
      expect: { error: 'not_found', message: 'App not found' },
    },
    {
      name: `${tool}: a token locked to another app is denied`,
      as: 'lockedOther',
      tool,
      args,
      expect: { error: 'permission_denied', message: /locked to app/ },
    },
    ...[withoutScope].flat().map(
      (token): Scenario<F> => ({
        name: `${tool}: a token without the scope (${token}) is denied`,
        as: token,
        tool,
        args,
        expect: { error: 'permission_denied', message: scopeMessage },
      }),
    ),
    { name: `${tool}: no token is unauthenticated`, as: null, tool, args, expect: { error: 'unauthenticated' } },
  ];
}

/**
 * Tokens of one account, by the name rows call them: each a list of scopes, or the token's other
 * settings (an app lock, limits; all scopes unless it names some).
 */
export async function mintTokens<K extends string>(
  svc: TestService,
  accountId: string,
  specs: Record<K, string[] | Partial<TokenInput>>,
): Promise<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const [name, spec] of Object.entries(specs) as Array<[K, string[] | Partial<TokenInput>]>) {
    out[name] = await svc.createToken(accountId, Array.isArray(spec) ? { scopes: spec } : spec);
  }
  return out;
}

/** The usual cast: an owner with a full token, another account, a read-only token, an app-locked token. */
export async function standardFixtures(svc: TestService) {
  const owner = await svc.createAccount();
  const other = await svc.createAccount();
  const appId = await svc.createApp(owner.id, 'Owner app');
  const otherAppId = await svc.createApp(other.id, 'Other app');
  const tokens = {
    ...(await mintTokens(svc, owner.id, { owner: {}, readonly: ['read'], locked: { app_id: appId } })),
    other: await svc.createToken(other.id),
  };
  return { owner, other, appId, otherAppId, tokens };
}
