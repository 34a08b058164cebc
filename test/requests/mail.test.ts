/**
 * Platform-request mail through a real SMTP server on loopback: `needs_info` and `deployed` mail the
 * requester, queued in the transaction of the status change. While the SMTP server is down the mail
 * waits in the outbox with its error; once it is up the service's own loop delivers it. Other
 * statuses, and a refused update, queue nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SMTPServer } from 'smtp-server';
import { restClient, type ToolClient } from '../support/clients.ts';
import { freePort, startTestService, TEST_DB, type TestService, until } from '../support/harness.ts';
import { type Received, startSmtp, stopSmtp } from '../support/smtp.ts';
import { REQUESTS_ENV } from './fixtures.ts';

describe(`platform-request mail over SMTP [${TEST_DB}]`, { timeout: 180_000 }, () => {
  let svc: TestService;
  let smtp: SMTPServer | null = null;
  let smtpPort = 0;
  const inbox: Received[] = [];
  let requester: ToolClient;
  let team: ToolClient;
  let requesterEmail = '';
  const outbox = async (purpose: string) =>
    svc.services.db.all<any>('SELECT status, attempts, last_error, to_address FROM mail_outbox WHERE purpose = ?', [purpose]);
  const open = async (title: string) => {
    const r = await requester.call('create_platform_request', { type: 'bug', title, body: 'It breaks.' });
    assert.ok(r.ok);
    return r.result.request_id as string;
  };

  before(async () => {
    smtpPort = await freePort();
    svc = await startTestService({
      ...REQUESTS_ENV,
      SVC_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SVC_SMTP_FROM: 'Platform <team@example.com>',
    });
    const a = await svc.createAccount();
    requesterEmail = a.email;
    const t = await svc.createAccount();
    await svc.services.identity.setPlatformTeam(t.email, true);
    requester = restClient(svc.baseUrl, await svc.createToken(a.id));
    team = restClient(svc.baseUrl, await svc.createToken(t.id));
  });
  after(async () => {
    await svc?.stop();
    await stopSmtp(smtp);
  });

  it('needs_info while SMTP is down: the mail waits with its error, then arrives once SMTP is back', async () => {
    const id = await open('Publishing fails on Fridays');
    const r = await team.call('update_platform_request', { request_id: id, status: 'needs_info', reply: 'Which time zone is the app in?' });
    assert.ok(r.ok && r.result.mailed);
    await until(async () => (await outbox('platform_request_needs_info'))[0]?.attempts >= 1, 60_000, 'a failed attempt');
    const [waiting] = await outbox('platform_request_needs_info');
    assert.equal(waiting.status, 'queued');
    assert.ok(waiting.last_error, 'the delivery error is kept');
    assert.equal(waiting.to_address, requesterEmail);

    smtp = await startSmtp(smtpPort, inbox);
    await until(() => inbox.length === 1, 60_000, 'delivery after the server came back');
    assert.deepEqual(inbox[0]!.to, [requesterEmail]);
    const text = inbox[0]!.text;
    assert.match(text, /Subject: More information needed: Publishing fails on Fridays/);
    assert.match(text, /Which time zone is the app in\?/);
    assert.ok(text.includes(`${svc.baseUrl}/studio/requests/${id}`), 'the mail links the thread');
    await until(async () => (await outbox('platform_request_needs_info'))[0]?.status === 'sent', 60_000, 'the outbox row marked sent');

    // The requester's answer reopens the request, and mails nobody.
    const answered = await requester.call('reply_platform_request', { request_id: id, body: 'Europe/Berlin.' });
    assert.ok(answered.ok && answered.result.status === 'open');
  });

  it('deployed mails the requester with the commit; in_progress and a refused update mail nothing', async () => {
    const id = await open('Slow list_apps');
    const before = inbox.length;
    assert.ok((await team.call('update_platform_request', { request_id: id, status: 'in_progress' })).ok);
    const refused = await team.call('update_platform_request', { request_id: id, status: 'triaged', deployed_commit: 'abc123' });
    assert.equal(refused.ok, false);
    const done = await team.call('update_platform_request', {
      request_id: id,
      status: 'deployed',
      deployed_commit: '4f2a9c1',
      reply: 'Indexed.',
    });
    assert.ok(done.ok && done.result.mailed);
    await until(() => inbox.length === before + 1, 60_000, 'the deployed mail');
    const text = inbox.at(-1)!.text;
    assert.match(text, /Subject: Deployed: Slow list_apps/);
    assert.match(text, /4f2a9c1/);
    assert.equal((await outbox('platform_request_deployed')).length, 1);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(inbox.length, before + 1, 'nothing else was mailed');
    const all = await svc.services.db.all<any>("SELECT purpose FROM mail_outbox WHERE purpose LIKE 'platform_request%'", []);
    assert.equal(all.length, 2);
  });
});
