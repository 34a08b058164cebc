/**
 * Studio sharing through the API: the owner invites by email (the mail is queued with the link),
 * only the invited, verified address accepts, the role can be changed or taken away, and only the
 * owner manages sharing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Account } from '../../src/identity/service.ts';
import { restClient } from '../support/clients.ts';
import { type StudioSession, studioRequest, studioSessionOf, verifiedAccount } from '../support/connect.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

describe(`agency: studio collaborator invitations [${TEST_DB}]`, { timeout: 120_000 }, () => {
  let svc: TestService;
  let owner: Account;
  let ownerSession: StudioSession;
  let appId: string;

  const verified = (email: string) => verifiedAccount(svc, email);
  const session = (account: Account) => studioSessionOf(svc, account.id);
  const request = (method: string, path: string, s: StudioSession | null, body?: unknown) =>
    studioRequest(svc.baseUrl, method, path, s, body);
  const linkTokenTo = async (email: string) => {
    const mail = await svc.services.db.get<{ body_text: string }>(
      "SELECT body_text FROM mail_outbox WHERE to_address = ? AND purpose = 'app_invitation' ORDER BY created_at DESC LIMIT 1",
      [email],
    );
    assert.ok(mail, `an invitation mail to ${email}`);
    return /\/studio\/invitation#token=([A-Za-z0-9_-]+)/.exec(mail.body_text)![1]!;
  };

  before(async () => {
    svc = await startTestService();
    owner = await verified('owner@studio.example');
    ownerSession = await session(owner);
    appId = await svc.createApp(owner.id, 'Team app');
  });
  after(async () => svc?.stop());

  it('invite → mail → the invitee accepts → list_apps shows the shared app with its role', async () => {
    const invited = await request('POST', `/api/studio/apps/${appId}/sharing/invitations`, ownerSession, {
      email: 'Ed@Studio.example',
      role: 'editor',
    });
    assert.equal(invited.status, 201, JSON.stringify(invited.body));
    assert.equal(invited.body.email, 'ed@studio.example');
    const token = await linkTokenTo('ed@studio.example');
    const stored = await svc.services.db.get<{ token_hash: string }>('SELECT token_hash FROM app_invitations WHERE id = ?', [
      invited.body.invitation_id,
    ]);
    assert.notEqual(stored!.token_hash, token, 'only a hash is stored');

    const listed = await request('GET', `/api/studio/apps/${appId}/sharing`, ownerSession);
    assert.deepEqual(
      listed.body.invitations.map((i: any) => [i.email, i.role]),
      [['ed@studio.example', 'editor']],
    );

    const ed = await verified('ed@studio.example');
    const edSession = await session(ed);
    const peek = await request('POST', '/api/studio/invitations/inspect', edSession, { token });
    assert.equal(peek.body.status, 'pending');
    assert.equal(peek.body.email_matches, true);
    const accepted = await request('POST', '/api/studio/invitations/accept', edSession, { token });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.deepEqual(accepted.body, { app_id: appId, app_name: 'Team app', role: 'editor' });
    const again = await request('POST', '/api/studio/invitations/accept', edSession, { token });
    assert.equal(again.status, 400);

    const edToken = await svc.createToken(ed.id);
    const apps = await restClient(svc.baseUrl, edToken).call('list_apps', {});
    assert.ok(apps.ok);
    assert.deepEqual(
      apps.result.apps.map((a: any) => [a.app_id, a.role]),
      [[appId, 'editor']],
    );
    const studioApps = await request('GET', '/api/studio/apps', edSession);
    assert.equal(studioApps.body.apps[0].role, 'editor', 'the studio lists shared apps too');
    const page = await fetch(`${svc.baseUrl}/studio/apps/${appId}/code`, { headers: { cookie: edSession.cookie } });
    assert.equal(page.status, 200, 'a collaborator opens the app pages');

    const mine = await request('GET', `/api/studio/apps/${appId}/sharing`, edSession);
    assert.deepEqual(mine.body, { role: 'editor', collaborators: [], invitations: [] }, 'only the owner sees who else has access');
    const edInvites = await request('POST', `/api/studio/apps/${appId}/sharing/invitations`, edSession, {
      email: 'x@studio.example',
      role: 'viewer',
    });
    assert.equal(edInvites.status, 403, 'only the owner invites');

    const down = await request('PATCH', `/api/studio/apps/${appId}/sharing/collaborators/${ed.id}`, ownerSession, { role: 'viewer' });
    assert.equal(down.status, 200);
    const write = await restClient(svc.baseUrl, edToken).call('write_app_file', {
      app_id: appId,
      path: 'pages/A.jsx',
      content: 'export default () => null;',
    });
    assert.equal(write.ok, false);
    if (!write.ok) assert.equal(write.kind, 'permission_denied');
    const removed = await request('DELETE', `/api/studio/apps/${appId}/sharing/collaborators/${ed.id}`, ownerSession);
    assert.equal(removed.status, 200);
    const gone = await restClient(svc.baseUrl, edToken).call('get_app_detail', { app_id: appId });
    assert.equal(gone.ok, false);
    if (!gone.ok) assert.equal(gone.message, 'App not found');
  });

  it('a different or unverified address cannot accept; a withdrawn invitation says so', async () => {
    await request('POST', `/api/studio/apps/${appId}/sharing/invitations`, ownerSession, { email: 'vi@studio.example', role: 'viewer' });
    const token = await linkTokenTo('vi@studio.example');
    const other = await verified('someone-else@studio.example');
    const wrong = await request('POST', '/api/studio/invitations/accept', await session(other), { token });
    assert.equal(wrong.status, 403);
    assert.match(wrong.body.error.message, /for vi@studio\.example/);
    const unverified = await svc.createAccount('vi@studio.example');
    const r = await request('POST', '/api/studio/invitations/accept', await session(unverified), { token });
    assert.equal(r.status, 403);
    assert.match(r.body.error.message, /Confirm your address/);

    const list = await request('GET', `/api/studio/apps/${appId}/sharing`, ownerSession);
    const inv = list.body.invitations.find((i: any) => i.email === 'vi@studio.example');
    assert.equal((await request('DELETE', `/api/studio/apps/${appId}/sharing/invitations/${inv.invitation_id}`, ownerSession)).status, 200);
    await svc.services.db.run('UPDATE accounts SET email_verified_at = ? WHERE id = ?', [Date.now(), unverified.id]);
    const late = await request('POST', '/api/studio/invitations/accept', await session(unverified), { token });
    assert.equal(late.status, 400);
    assert.match(late.body.error.message, /withdrawn/);
  });

  it("another account's app cannot be shared or inspected", async () => {
    const stranger = await verified('stranger@studio.example');
    const s = await session(stranger);
    assert.equal((await request('GET', `/api/studio/apps/${appId}/sharing`, s)).status, 404);
    assert.equal(
      (await request('POST', `/api/studio/apps/${appId}/sharing/invitations`, s, { email: 'a@b.example', role: 'editor' })).status,
      404,
    );
    assert.equal(
      (await request('POST', `/api/studio/apps/${appId}/sharing/invitations`, ownerSession, { email: 'a@b.example', role: 'owner' }))
        .status,
      400,
    );
  });
});
