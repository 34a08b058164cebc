/**
 * Claiming a client app in the studio API: only the invited, verified address may accept; the
 * transfer moves the app with its data, publication, subdomain and secrets, revokes the agent's
 * app-locked tokens and keeps the agent as an editor only when asked; a different address, an
 * expired or already-claimed link get clear refusals; of two racing accepts exactly one wins.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Account } from '../../src/identity/service.ts';
import { restClient } from '../support/clients.ts';
import { type StudioSession, studioRequest, studioSessionOf, verifiedAccount } from '../support/connect.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

describe(`agency: claiming a client app [${TEST_DB}]`, { timeout: 120_000 }, () => {
  let svc: TestService;
  let agent: Account;
  let agentToken: string;

  before(async () => {
    svc = await startTestService({ SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' });
    agent = await svc.createAccount();
    agentToken = await svc.createToken(agent.id);
  });
  after(async () => svc?.stop());

  const verified = (email: string) => verifiedAccount(svc, email);
  const session = (account: Account) => studioSessionOf(svc, account.id);
  const post = (path: string, body: unknown, s?: StudioSession) => studioRequest(svc.baseUrl, 'POST', path, s ?? null, body);
  const call = async (token: string, tool: string, args: Record<string, unknown>) => restClient(svc.baseUrl, token).call(tool, args);
  const must = async (token: string, tool: string, args: Record<string, unknown>) => {
    const r = await call(token, tool, args);
    if (!r.ok) throw new Error(`${tool}: ${r.kind}: ${r.message}`);
    return r.result;
  };
  /** An agent-owned app with a file, a record, a publication and a secret, and a claim link for `email`. */
  const clientApp = async (email: string, keep: boolean) => {
    const appId = await svc.createApp(agent.id, `App for ${email}`);
    await must(agentToken, 'write_app_file', {
      app_id: appId,
      path: 'pages/Home.jsx',
      content: 'export default function Home() { return <h1>Hi</h1>; }',
    });
    const link = await must(agentToken, 'agency_create_claim_link', { app_id: appId, client_email: email, keep_agent_collaborator: keep });
    const locked = await svc.createToken(agent.id, { app_id: appId });
    return { appId, token: link.claim_token as string, handoffId: link.handoff_id as string, locked };
  };
  const owner = async (appId: string) =>
    (await svc.services.db.get<{ owner_account_id: string }>('SELECT owner_account_id FROM apps WHERE id = ?', [appId]))!.owner_account_id;

  it('the claim page data: status, app, who sent it, whether the signed-in address matches', async () => {
    const c = await clientApp('peek@client.example', true);
    const anon = await post('/api/studio/claims/inspect', { token: c.token });
    assert.equal(anon.status, 200);
    assert.equal(anon.body.status, 'pending');
    assert.equal(anon.body.agent_email, agent.email);
    assert.equal(anon.body.client_email, 'peek@client.example');
    assert.equal(anon.body.signed_in_as, null);
    assert.equal(anon.body.app_id, null, 'no app id before the claim');
    const client = await verified('peek@client.example');
    const seen = await post('/api/studio/claims/inspect', { token: c.token }, await session(client));
    assert.equal(seen.body.email_matches, true);
    assert.equal(seen.body.email_verified, true);
    assert.equal((await post('/api/studio/claims/inspect', { token: 'x'.repeat(43) })).status, 404);
  });

  it('accepting moves the app and everything of it; the agent stays an editor when asked; its app-locked token stops working', async () => {
    const c = await clientApp('keep@client.example', true);
    await must(agentToken, 'set_secret', { app_id: c.appId, name: 'API_KEY', value: 'agent-made' }).catch(() => {});
    await must(agentToken, 'publish_app', { app_id: c.appId, access_mode: 'public_open' });
    assert.ok((await call(c.locked, 'get_app_detail', { app_id: c.appId })).ok, 'the locked token works before');
    const client = await verified('keep@client.example');
    const accepted = await post('/api/studio/claims/accept', { token: c.token }, await session(client));
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.deepEqual(accepted.body, { app_id: c.appId, app_name: 'App for keep@client.example', agent_kept_as_editor: true });
    assert.equal(await owner(c.appId), client.id);

    const clientToken = await svc.createToken(client.id);
    const files = await must(clientToken, 'read_app_file', { app_id: c.appId, path: 'pages/Home.jsx' });
    assert.match(files.content, /Hi/);
    const status = await must(clientToken, 'get_app_status', { app_id: c.appId });
    assert.ok(status, 'the publication came along');

    const lockedNow = await call(c.locked, 'get_app_detail', { app_id: c.appId });
    assert.equal(lockedNow.ok, false);
    if (!lockedNow.ok) assert.equal(lockedNow.kind, 'unauthenticated', "the agent's app-locked token is revoked");

    const listed = await must(agentToken, 'list_apps', {});
    const shared = listed.apps.find((a: any) => a.app_id === c.appId);
    assert.equal(shared?.role, 'editor', 'the agent stays as an editor');
    assert.ok(
      (await call(agentToken, 'write_app_file', { app_id: c.appId, path: 'pages/About.jsx', content: 'export default () => null;' })).ok,
    );
    const publish = await call(agentToken, 'publish_app', { app_id: c.appId });
    assert.equal(publish.ok, false);
    if (!publish.ok) assert.equal(publish.kind, 'permission_denied');
    const link = await call(agentToken, 'agency_create_claim_link', { app_id: c.appId, client_email: 'x@y.example' });
    assert.equal(link.ok, false, 'the agent can no longer hand the app over');

    const status2 = await must(agentToken, 'agency_get_claim_status', { handoff_id: c.handoffId });
    assert.equal(status2.status, 'claimed');
    assert.ok(status2.claimed_at);
    const again = await post('/api/studio/claims/accept', { token: c.token }, await session(client));
    assert.equal(again.status, 400);
    assert.match(again.body.error.message, /already been claimed/);
    const after = await post('/api/studio/claims/inspect', { token: c.token }, await session(client));
    assert.equal(after.body.status, 'claimed');
    assert.equal(after.body.app_id, c.appId);
  });

  it('without keep_agent_collaborator the agent loses all access', async () => {
    const c = await clientApp('alone@client.example', false);
    const client = await verified('alone@client.example');
    const accepted = await post('/api/studio/claims/accept', { token: c.token }, await session(client));
    assert.equal(accepted.status, 200);
    assert.equal(accepted.body.agent_kept_as_editor, false);
    const r = await call(agentToken, 'get_app_detail', { app_id: c.appId });
    assert.equal(r.ok, false);
    if (!r.ok) assert.equal(r.message, 'App not found');
    const listed = await must(agentToken, 'list_apps', {});
    assert.ok(!listed.apps.some((a: any) => a.app_id === c.appId));
  });

  it('a different address, an unverified address, an expired or withdrawn link: clear refusals, nothing moves', async () => {
    const c = await clientApp('right@client.example', true);
    const wrong = await verified('wrong@client.example');
    const r1 = await post('/api/studio/claims/accept', { token: c.token }, await session(wrong));
    assert.equal(r1.status, 403);
    assert.match(r1.body.error.message, /for right@client\.example.*signed in as wrong@client\.example/);

    const unverified = await svc.createAccount('right@client.example');
    const r2 = await post('/api/studio/claims/accept', { token: c.token }, await session(unverified));
    assert.equal(r2.status, 403);
    assert.match(r2.body.error.message, /Confirm your address/);
    assert.equal(await owner(c.appId), agent.id);

    const noSession = await post('/api/studio/claims/accept', { token: c.token });
    assert.equal(noSession.status, 401);

    await svc.services.db.run('UPDATE accounts SET email_verified_at = ? WHERE id = ?', [Date.now(), unverified.id]);
    await svc.services.db.run('UPDATE agency_handoffs SET expires_at = ? WHERE id = ?', [Date.now() - 1, c.handoffId]);
    const r3 = await post('/api/studio/claims/accept', { token: c.token }, await session(unverified));
    assert.equal(r3.status, 400);
    assert.match(r3.body.error.message, /expired/);
    assert.equal((await post('/api/studio/claims/inspect', { token: c.token })).body.status, 'expired');

    const fresh = await must(agentToken, 'agency_create_claim_link', { app_id: c.appId, client_email: 'right@client.example' });
    const newer = await must(agentToken, 'agency_create_claim_link', { app_id: c.appId, client_email: 'right@client.example' });
    const r4 = await post('/api/studio/claims/accept', { token: fresh.claim_token }, await session(unverified));
    assert.equal(r4.status, 400);
    assert.match(r4.body.error.message, /replaced or withdrawn/);
    assert.equal(await owner(c.appId), agent.id);
    const r5 = await post('/api/studio/claims/accept', { token: newer.claim_token }, await session(unverified));
    assert.equal(r5.status, 200);
    assert.equal(await owner(c.appId), unverified.id);
  });

  it('two accepts racing for one link: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const email = `race${round}@client.example`;
      const c = await clientApp(email, true);
      const client = await verified(email);
      const [a, b] = await Promise.all([session(client), session(client)]);
      const results = await Promise.all([
        post('/api/studio/claims/accept', { token: c.token }, a),
        post('/api/studio/claims/accept', { token: c.token }, b),
        svc.services.agency.acceptClaim(c.token, { account: client, emailVerified: true }).then(
          () => ({ status: 200 }),
          (err) => ({ status: err.kind === 'conflict' ? 400 : 500 }),
        ),
      ]);
      assert.deepEqual(results.map((r) => r.status).sort(), [200, 400, 400], `round ${round}: ${JSON.stringify(results)}`);
      assert.equal(await owner(c.appId), client.id);
      const editors = await svc.services.db.all('SELECT account_id FROM app_collaborators WHERE app_id = ?', [c.appId]);
      assert.equal(editors.length, 1, 'the agent is added once');
    }
  });
});
