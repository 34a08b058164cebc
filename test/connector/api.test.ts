/**
 * The connection request API of `svc connect`: opening, polling, the approval page's view and
 * decision, and every way a request ends (expired, denied, used once), without a browser.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CONNECT_REQUESTS_PER_ADDRESS, READ_ONLY_SCOPES } from '../../src/connect/service.ts';
import { SCOPES } from '../../src/platform/scopes.ts';
import { openRequest, poll, studioConnect, studioSignIn, type StudioSession } from '../support/connect.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

describe(`connection requests [${TEST_DB}]`, () => {
  let svc: TestService;
  let owner: StudioSession;
  let other: StudioSession;
  let appId = '';
  let otherAppId = '';
  before(async () => {
    svc = await startTestService();
    const a = await svc.createAccount();
    const b = await svc.createAccount();
    appId = await svc.createApp(a.id, 'Mine');
    otherAppId = await svc.createApp(b.id, 'Theirs');
    owner = await studioSignIn(svc.baseUrl, a.email);
    other = await studioSignIn(svc.baseUrl, b.email);
  });
  after(() => svc.stop());

  it('opens a request: one-time id, approval URL, connection code, poll secret, 10-minute lifetime', async () => {
    const r = await openRequest(svc.baseUrl, { access: 'read' });
    assert.equal(r.status, 201);
    assert.match(r.body.request_id, /^cr_[\w-]{24}$/);
    assert.equal(r.body.approval_url, `${svc.baseUrl}/studio/connect?request_id=${r.body.request_id}`);
    assert.match(r.body.connection_code, /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    assert.ok(r.body.poll_secret.length >= 40);
    assert.equal(r.body.expires_in, 600);
    assert.equal(r.body.mcp_url, `${svc.baseUrl}/api/mcp`);
    assert.deepEqual(r.body.scopes, READ_ONLY_SCOPES);
    const stored = await svc.services.db.get<any>('SELECT * FROM connect_requests WHERE id = ?', [r.body.request_id]);
    assert.notEqual(stored.poll_hash, r.body.poll_secret, 'only a hash of the poll secret is stored');
    const pending = await poll(svc.baseUrl, r.body.request_id, r.body.poll_secret);
    assert.deepEqual(pending.body, { status: 'pending', interval: 2, expires_at: pending.body.expires_at });
  });

  it('refuses bad input', async () => {
    assert.equal((await openRequest(svc.baseUrl, { access: 'admin' })).body.error.kind, 'invalid_params');
    assert.equal((await openRequest(svc.baseUrl, { scopes: 'all' })).body.error.kind, 'invalid_params');
    const r = await openRequest(svc.baseUrl);
    const wrong = await poll(svc.baseUrl, r.body.request_id, 'not-the-secret');
    assert.equal(wrong.status, 404, 'a poll without the secret learns nothing');
    assert.equal((await poll(svc.baseUrl, 'cr_nope', r.body.poll_secret)).status, 404);
  });

  it('the page shows what is asked, to a signed-in owner only; deciding needs the CSRF token', async () => {
    const r = await openRequest(svc.baseUrl, { app_id: appId });
    const anonymous = await fetch(`${svc.baseUrl}/api/studio/connect/${r.body.request_id}`);
    assert.equal(anonymous.status, 401);
    const view = await studioConnect(svc.baseUrl, owner, r.body.request_id, 'view');
    assert.equal(view.status, 200);
    assert.equal(view.body.status, 'pending');
    assert.equal(view.body.connection_code, r.body.connection_code);
    assert.equal(view.body.client_name, 'test-laptop');
    assert.deepEqual(view.body.app, { app_id: appId, name: 'Mine', owned: true });
    assert.deepEqual(view.body.scopes, [...SCOPES]);
    const noCsrf = await studioConnect(svc.baseUrl, owner, r.body.request_id, 'approve', { csrf: null });
    assert.equal(noCsrf.status, 403);
    const wrongCsrf = await studioConnect(svc.baseUrl, owner, r.body.request_id, 'approve', { csrf: 'forged' });
    assert.equal(wrongCsrf.status, 403);
    assert.equal((await poll(svc.baseUrl, r.body.request_id, r.body.poll_secret)).body.status, 'pending');
  });

  it('another account cannot approve a request for an app it does not own (it may deny it)', async () => {
    const r = await openRequest(svc.baseUrl, { app_id: appId });
    const view = await studioConnect(svc.baseUrl, other, r.body.request_id, 'view');
    assert.deepEqual(view.body.app, { app_id: appId, name: null, owned: false });
    const refused = await studioConnect(svc.baseUrl, other, r.body.request_id, 'approve');
    assert.equal(refused.body.error.kind, 'not_found');
    assert.equal((await poll(svc.baseUrl, r.body.request_id, r.body.poll_secret)).body.status, 'pending');
    const foreign = await openRequest(svc.baseUrl, { app_id: otherAppId });
    assert.equal((await studioConnect(svc.baseUrl, owner, foreign.body.request_id, 'approve')).body.error.kind, 'not_found');
  });

  it('approved: the token is handed out once; a replay, a second approval and the page say it was used', async () => {
    const r = await openRequest(svc.baseUrl);
    const approved = await studioConnect(svc.baseUrl, owner, r.body.request_id, 'approve');
    assert.equal(approved.body.status, 'approved');
    const again = await studioConnect(svc.baseUrl, owner, r.body.request_id, 'approve');
    assert.equal(again.body.error.kind, 'conflict');
    // Two pollers at once (a copied secret): exactly one gets the token.
    const [a, b] = await Promise.all([
      poll(svc.baseUrl, r.body.request_id, r.body.poll_secret),
      poll(svc.baseUrl, r.body.request_id, r.body.poll_secret),
    ]);
    const got = [a, b].filter((x) => x.body.status === 'approved');
    assert.equal(got.length, 1, JSON.stringify([a.body, b.body]));
    assert.match(got[0]!.body.token, /^svc_mcp_/);
    const replay = await poll(svc.baseUrl, r.body.request_id, r.body.poll_secret);
    assert.equal(replay.status, 400);
    assert.equal(replay.body.error.kind, 'invalid_request');
    assert.equal(replay.body.error.data.status, 'consumed');
    assert.match(replay.body.error.message, /already used/);
    const view = await studioConnect(svc.baseUrl, owner, r.body.request_id, 'view');
    assert.equal(view.body.status, 'consumed');
    assert.match(view.body.message, /already used/);
    const late = await studioConnect(svc.baseUrl, owner, r.body.request_id, 'deny');
    assert.equal(late.body.error.data.status, 'consumed');
  });

  it('denied: the connector is told, and the request cannot be approved afterwards', async () => {
    const r = await openRequest(svc.baseUrl);
    assert.equal((await studioConnect(svc.baseUrl, owner, r.body.request_id, 'deny')).body.status, 'denied');
    const polled = await poll(svc.baseUrl, r.body.request_id, r.body.poll_secret);
    assert.equal(polled.body.error.data.status, 'denied');
    assert.match(polled.body.error.message, /denied/);
    const approve = await studioConnect(svc.baseUrl, owner, r.body.request_id, 'approve');
    assert.equal(approve.body.error.data.status, 'denied');
    const row = await svc.services.db.get<any>('SELECT token_id, account_id FROM connect_requests WHERE id = ?', [r.body.request_id]);
    assert.equal(row.token_id, null, 'no token was minted');
  });

  it('expired: neither approval nor collection, even after an approval in time', async () => {
    const pending = await openRequest(svc.baseUrl);
    const approvedLate = await openRequest(svc.baseUrl);
    await studioConnect(svc.baseUrl, owner, approvedLate.body.request_id, 'approve');
    await svc.services.db.run('UPDATE connect_requests SET expires_at = ? WHERE id IN (?, ?)', [
      Date.now() - 1,
      pending.body.request_id,
      approvedLate.body.request_id,
    ]);
    for (const r of [pending, approvedLate]) {
      const polled = await poll(svc.baseUrl, r.body.request_id, r.body.poll_secret);
      assert.equal(polled.body.error.data.status, 'expired');
      assert.match(polled.body.error.message, /expired/);
      const view = await studioConnect(svc.baseUrl, owner, r.body.request_id, 'view');
      assert.equal(view.body.status, 'expired');
    }
    assert.equal((await studioConnect(svc.baseUrl, owner, pending.body.request_id, 'approve')).body.error.data.status, 'expired');
  });

  it(`opening requests is limited to ${CONNECT_REQUESTS_PER_ADDRESS} per address per 15 minutes`, async () => {
    await svc.services.db.run("DELETE FROM signin_throttle WHERE key LIKE 'connect:%'");
    const answers = [];
    for (let i = 0; i <= CONNECT_REQUESTS_PER_ADDRESS; i++) answers.push(await openRequest(svc.baseUrl));
    assert.deepEqual(
      answers.slice(0, -1).map((a) => a.status),
      Array(CONNECT_REQUESTS_PER_ADDRESS).fill(201),
    );
    const last = answers.at(-1)!;
    assert.equal(last.status, 429);
    assert.equal(last.body.error.kind, 'rate_limited');
    await svc.services.db.run("DELETE FROM signin_throttle WHERE key LIKE 'connect:%'");
  });
});
