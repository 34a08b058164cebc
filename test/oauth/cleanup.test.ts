/**
 * The global cleanup of expired OAuth rows (OAuthService.cleanup, run by every node on a timer):
 * rows are made through the real flow and the cleanup is run at chosen clock values; expired access
 * tokens, codes and requests go, live refresh families stay, and reuse detection still revokes a
 * family after a cleanup. A backlog larger than one batch is worked off in one round.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newId } from '../../src/platform/ids.ts';
import { restClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { type StudioSession, studioSignIn } from '../support/connect.ts';
import { codeRequest, obtainCode, obtainTokens, openConsent, refresh, register } from './flow.ts';

const DAY = 86_400_000;

describe(`OAuth cleanup of expired rows [${TEST_DB}]`, { timeout: 300_000 }, () => {
  let svc: TestService;
  let owner: { id: string; email: string };
  let session: StudioSession;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await svc.services.db.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${sql}`, params as never))!.n);
  const grantRows = async (grantId: string) => ({
    access: await count('tokens WHERE grant_id = ?', [grantId]),
    refresh: await count('oauth_refresh_tokens WHERE grant_id = ?', [grantId]),
  });
  const grantOf = async (clientId: string) =>
    (await svc.services.db.get<{ id: string }>('SELECT id FROM oauth_grants WHERE client_id = ?', [clientId]))!.id;

  before(async () => {
    svc = await startTestService({ SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000', SVC_MAX_CONNECTIONS_PER_ADDRESS: '0' });
    owner = await svc.createAccount();
    session = await studioSignIn(svc.baseUrl, owner.email);
  });
  after(() => svc?.stop());

  it('deletes what expired, keeps live families, and reuse detection still works after it', async () => {
    const { oauth } = svc.services;
    // Family A: issued, then rotated once (its first refresh token is kept for reuse detection).
    const a = await obtainTokens(svc, session);
    const a1 = await refresh(svc, a.clientId, a.tokens.refresh_token);
    assert.equal(a1.status, 200);
    // Family B: issued only.
    const b = await obtainTokens(svc, session);
    // A code never exchanged, and a request never answered.
    const unused = await obtainCode(svc, session);
    const clientId = (await register(svc)).body.client_id;
    const requestId = await openConsent(svc, codeRequest(clientId, { resource: `${svc.baseUrl}/api/mcp` }));
    // A static token that expires tomorrow: not an OAuth row, never touched by this cleanup.
    const staticToken = await svc.createToken(owner.id, { expires_in_days: 1 });
    // A backlog of expired grant access tokens larger than one batch (1,000 rows per statement).
    const backlog = 2_500;
    const old = Date.now() - 3 * DAY;
    for (let i = 0; i < backlog; i += 500) {
      await svc.services.db.transaction(async (tx) => {
        for (let j = i; j < i + 500; j++) {
          await tx.run(
            `INSERT INTO tokens (id, account_id, name, token_hash, token_hint, scopes, per_minute, per_day, expires_at, created_at, grant_id)
             VALUES (?, ?, 'old', ?, 'x', '["read"]', 60, 1000, ?, ?, 'grt_backlog')`,
            [newId('tok'), owner.id, `backlog-${j}`, old, old - 3_600_000],
          );
        }
      });
    }

    const grantA = await grantOf(a.clientId);
    const grantB = await grantOf(b.clientId);
    const before = { a: await grantRows(grantA), b: await grantRows(grantB) };
    assert.deepEqual(before, { a: { access: 2, refresh: 2 }, b: { access: 1, refresh: 1 } });
    assert.equal(await count('oauth_codes WHERE grant_id = ?', [await grantOf(unused.clientId)]), 1);
    assert.equal(await count('oauth_requests WHERE id = ?', [requestId]), 1);

    const scenarios: { name: string; at: number; expect: () => Promise<void> }[] = [
      {
        name: 'now: only the backlog is expired',
        at: Date.now(),
        expect: async () => {
          assert.equal(await count("tokens WHERE grant_id = 'grt_backlog'"), 0);
          assert.deepEqual({ a: await grantRows(grantA), b: await grantRows(grantB) }, before);
          assert.equal(await count('oauth_codes'), 3);
          assert.equal(await count('oauth_requests WHERE id = ?', [requestId]), 1);
        },
      },
      {
        name: 'two days on: access tokens, codes and requests are gone; refresh tokens are not',
        at: Date.now() + 2 * DAY,
        expect: async () => {
          assert.deepEqual(
            { a: await grantRows(grantA), b: await grantRows(grantB) },
            { a: { access: 0, refresh: 2 }, b: { access: 0, refresh: 1 } },
          );
          assert.equal(await count('oauth_codes'), 0);
          assert.equal(await count('oauth_requests WHERE id = ?', [requestId]), 0);
          assert.equal(await count('tokens WHERE grant_id IS NULL AND expires_at IS NOT NULL'), 1);
        },
      },
    ];
    let first = 0;
    for (const s of scenarios) {
      const n = await oauth.cleanup(s.at);
      if (!first) first = n;
      await s.expect().catch((err) => assert.fail(`${s.name}: ${err.message}`));
    }
    assert.equal(first, backlog);
    // Running again deletes nothing (several nodes may run it at once).
    assert.equal(await oauth.cleanup(Date.now() + 2 * DAY), 0);

    // Real time: the static token still works; family B still refreshes.
    assert.ok((await restClient(svc.baseUrl, staticToken).call('list_apps', {})).ok);
    const b1 = await refresh(svc, b.clientId, b.tokens.refresh_token);
    assert.equal(b1.status, 200, JSON.stringify(b1.body));
    assert.ok((await restClient(svc.baseUrl, b1.body.access_token).call('list_apps', {})).ok);
    // Family A: its rotated refresh token survived the cleanup, so replaying it after the grace window revokes the family.
    await svc.services.db.run(
      'UPDATE oauth_refresh_tokens SET rotated_at = rotated_at - 3600000 WHERE grant_id = ? AND rotated_at IS NOT NULL',
      [grantA],
    );
    const replay = await refresh(svc, a.clientId, a.tokens.refresh_token);
    assert.equal(replay.body.error, 'invalid_grant');
    assert.match(replay.body.error_description, /already used/);
    assert.equal((await refresh(svc, a.clientId, a1.body.refresh_token)).body.error, 'invalid_grant');

    // Past the refresh lifetime, family B's refresh tokens are gone too.
    await oauth.cleanup(Date.now() + 31 * DAY);
    assert.equal((await grantRows(grantB)).refresh, 0);
  });
});
