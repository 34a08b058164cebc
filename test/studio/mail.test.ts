/**
 * Studio mail through a real SMTP server on loopback (the `smtp-server` package): while the server
 * is down the verification mail waits in the outbox with its error; once the server is up the
 * service's own loop delivers it. Then a password reset goes end to end through the mailed link.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SMTPServer } from 'smtp-server';
import { freePort, startTestService, TEST_DB, type TestService, until } from '../support/harness.ts';
import { type Received, startSmtp, stopSmtp } from '../support/smtp.ts';

/** The mailed link's token. */
const tokenIn = (m: Received) => /token=([A-Za-z0-9_-]+)/.exec(m.text)![1]!;

describe(`studio mail over SMTP [${TEST_DB}]`, { timeout: 120_000 }, () => {
  let svc: TestService;
  let smtp: SMTPServer | null = null;
  let smtpPort = 0;
  const inbox: Received[] = [];

  before(async () => {
    smtpPort = await freePort();
    svc = await startTestService({ SVC_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SVC_SMTP_FROM: 'Studio <studio@example.com>' });
  });
  after(async () => {
    await svc?.stop();
    await stopSmtp(smtp);
  });

  const post = (path: string, body: unknown) =>
    fetch(svc.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('SMTP down: the verification mail waits with its error; back up: the loop delivers it', async () => {
    const r = await post('/api/studio/signup', { email: 'mailme@example.com', password: 'long enough password' });
    assert.equal(r.status, 201);
    await until(
      async () => {
        const [m] = await svc.services.mail.list();
        return !!m && m.attempts >= 1;
      },
      30_000,
      'a failed attempt',
    );
    const [waiting] = await svc.services.mail.list();
    assert.equal(waiting!.status, 'queued');
    assert.ok(waiting!.last_error, 'the delivery error is kept');
    assert.equal(inbox.length, 0);

    smtp = await startSmtp(smtpPort, inbox);
    await until(() => inbox.length === 1, 30_000, 'delivery after the server came back');
    assert.deepEqual(inbox[0]!.to, ['mailme@example.com']);
    assert.match(inbox[0]!.raw, /Subject: Confirm your email address/);
    await until(async () => (await svc.services.mail.list())[0]!.status === 'sent', 30_000, 'the outbox row marked sent');

    const verified = await post('/api/studio/verify-email', { token: tokenIn(inbox[0]!) });
    assert.equal(verified.status, 200);
  });

  it('password reset through the mailed link; the old password and old sessions stop working', async () => {
    const signIn = (password: string) => post('/api/studio/session', { email: 'mailme@example.com', password });
    const old = await signIn('long enough password');
    assert.equal(old.status, 200);
    const cookie = old.headers.get('set-cookie')!.split(';')[0]!;

    const asked = await post('/api/studio/password-reset', { email: 'mailme@example.com' });
    assert.equal(asked.status, 200);
    // An unknown address gets the same answer and no mail.
    const unknown = await post('/api/studio/password-reset', { email: 'nobody@example.com' });
    assert.deepEqual(await unknown.json(), await asked.json());
    await until(() => inbox.length === 2, 30_000, 'the reset mail');
    assert.deepEqual(inbox[1]!.to, ['mailme@example.com']);

    const token = tokenIn(inbox[1]!);
    assert.equal((await post('/api/studio/password-reset/complete', { token, new_password: 'a brand new password' })).status, 200);
    assert.equal((await post('/api/studio/password-reset/complete', { token, new_password: 'again and again' })).status, 400);
    assert.equal((await signIn('long enough password')).status, 401);
    assert.equal((await signIn('a brand new password')).status, 200);
    const me = await fetch(`${svc.baseUrl}/api/studio/session`, { headers: { cookie } });
    assert.equal(me.status, 401, 'sessions from before the reset are signed out');
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(inbox.length, 2, 'no mail for an unknown address');
  });
});
