import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { restClient } from '../support/clients.ts';
import { pollJob } from '../support/generation.ts';
import { freePort, startTestService, TEST_DB, type TestService, until } from '../support/harness.ts';
import { type Received, Receiver, studioApi } from '../support/webhooks.ts';

/** What a receiver does (docs/webhooks.md): a constant-time HMAC check of X-SVC-Signature over the raw body. */
function svcSignatureValid(secret: string, r: Received): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(r.raw).digest('hex')}`);
  return String(r.headers['x-svc-signature'])
    .split(/,\s*/)
    .some((candidate) => {
      const got = Buffer.from(candidate);
      return got.length === expected.length && timingSafeEqual(got, expected);
    });
}

/** The Standard Webhooks library's own verification (throws when invalid). */
function standardVerify(secret: string, r: Received): unknown {
  return new Webhook(secret).verify(r.raw, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  });
}

describe(`webhook delivery [${TEST_DB}]`, () => {
  let svc: TestService;
  let receiver: Receiver;
  let api: ReturnType<typeof studioApi>;
  let accountId: string;
  let token: string;

  before(async () => {
    receiver = await new Receiver().listen();
    svc = await startTestService({
      SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
      // The default schedule compressed a thousandfold: 0, 5 ms, 300 ms … kept short for the suite.
      SVC_WEBHOOK_RETRY_SCHEDULE: '0,20,40,60,80,100',
      SVC_WEBHOOK_POLL_MS: '10',
      // Long enough that a busy machine (generation validates on the same event loop) does not time out healthy attempts.
      SVC_WEBHOOK_TIMEOUT_MS: '2000',
      SVC_WEBHOOK_LEASE_MS: '10000',
    });
    const account = await svc.createAccount();
    accountId = account.id;
    token = await svc.createToken(account.id);
    api = studioApi(svc.baseUrl, (await svc.services.identity.issueJwt(account)).access_token);
  });
  after(async () => {
    await svc?.stop();
    await receiver?.close();
  });

  const subscribe = async (path: string, extra: Record<string, unknown> = {}) => {
    const r = await api('POST', '/api/studio/webhooks', {
      url: `${receiver.url}${path}`,
      event_types: ['conversation.created', 'message.created', 'message.completed', 'ping'],
      ...extra,
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    return { id: r.body.subscription.subscription_id as string, secret: r.body.secret as string };
  };
  const at = (path: string) => receiver.received.filter((r) => r.path === path);

  it('delivers the lifecycle events of a generation, signed both ways, with the documented body', async () => {
    const sub = await subscribe('/lifecycle');
    assert.match(sub.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    const client = restClient(svc.baseUrl, token);
    const r = await client.call('create_app', { name: 'Hooks', prompt: 'A reading list app with books, authors and ratings' });
    assert.ok(r.ok);
    await pollJob(client, r.result.job_id);
    const unique = () => [...new Map(at('/lifecycle').map((x) => [x.headers['x-svc-event-id'], x])).values()];
    await until(() => unique().length >= 5, 15_000, 'five events');
    // At least once: a repeat (an attempt the loaded machine timed out) is the same event, byte for byte.
    for (const x of at('/lifecycle'))
      assert.equal(x.raw, unique().find((u) => u.headers['x-svc-event-id'] === x.headers['x-svc-event-id'])!.raw);
    const got = unique();
    const types = got.map((x) => x.headers['x-svc-event']).sort();
    assert.deepEqual(types, ['conversation.created', 'message.completed', 'message.completed', 'message.created', 'message.created']);
    for (const d of got) {
      assert.ok(svcSignatureValid(sub.secret, d), 'X-SVC-Signature verifies');
      assert.equal(svcSignatureValid(`${sub.secret}x`, d), false, 'a wrong secret does not');
      const body = standardVerify(sub.secret, d) as any;
      assert.equal(d.headers['x-svc-event-id'], d.headers['webhook-id']);
      assert.equal(body.id, d.headers['x-svc-event-id']);
      assert.equal(body.type, d.headers['x-svc-event']);
      assert.equal(body.account_id, accountId);
      assert.equal(body.app_id, r.result.app_id);
      assert.equal(d.headers['x-svc-timestamp'], d.headers['webhook-timestamp']);
      assert.ok(Math.abs(Number(d.headers['x-svc-timestamp']) - Date.now() / 1000) < 60);
      assert.match(String(d.headers['x-svc-delivery']), /^wha_/);
      assert.ok(body.data.conversation_id);
      assert.equal(JSON.stringify(body).includes('whsec_'), false, 'no secret in the body');
    }
    const done = got.map((x) => JSON.parse(x.raw)).find((b) => b.type === 'message.completed' && b.data.message.role === 'assistant');
    assert.equal(done.data.message.job_id, r.result.job_id);
    assert.equal(done.data.message.status, 'completed');
    // The studio log shows each delivery with its attempt.
    // (The receiver answers before the attempt is recorded, so the log may lag a moment.)
    await until(
      async () => {
        const list = await api('GET', `/api/studio/webhooks/${sub.id}/deliveries`);
        return list.body.deliveries.length === 5 && list.body.deliveries.every((d: any) => d.status === 'delivered');
      },
      15_000,
      'five delivered deliveries in the log',
    );
    await api('DELETE', `/api/studio/webhooks/${sub.id}`);
  });

  it('a rolled-back change emits nothing', async () => {
    const sub = await subscribe('/rollback');
    const appId = await svc.createApp(accountId);
    const before = Number((await svc.services.db.get('SELECT COUNT(*) AS n FROM webhook_events'))!.n);
    await assert.rejects(
      svc.services.db.transaction(async (tx) => {
        await svc.services.generation.conversations.forApp(tx, appId, accountId, 'Never', []);
        throw new Error('rolled back');
      }),
    );
    const afterCount = Number((await svc.services.db.get('SELECT COUNT(*) AS n FROM webhook_events'))!.n);
    assert.equal(afterCount, before);
    // The same write committed does produce the event.
    await svc.services.db.transaction((tx) => svc.services.generation.conversations.forApp(tx, appId, accountId, 'Kept', []));
    await until(() => at('/rollback').length === 1, 5000, 'the committed event');
    await api('DELETE', `/api/studio/webhooks/${sub.id}`);
  });

  it('retries the whole schedule, dead-letters, and a replay succeeds with the same event id', async () => {
    const sub = await subscribe('/flaky');
    let failing = true;
    receiver.respond = (r) => (r.path === '/flaky' && failing ? { status: 500, body: 'receiver is down' } : { status: 200, body: 'ok' });
    const ping = await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    assert.equal(ping.status, 202);
    const path = `/api/studio/webhooks/${sub.id}/deliveries/${ping.body.delivery_id}`;
    await until(async () => (await api('GET', path)).body.delivery.status === 'dead', 10_000, 'dead letter');
    const dead = (await api('GET', path)).body.delivery;
    assert.equal(dead.attempts, 6);
    assert.equal(dead.attempts_log.length, 6);
    assert.deepEqual(
      dead.attempts_log.map((a: any) => a.attempt),
      [1, 2, 3, 4, 5, 6],
    );
    assert.ok(dead.attempts_log.every((a: any) => a.outcome === 'failure' && a.status_code === 500));
    assert.equal(dead.attempts_log[0].response_excerpt, 'receiver is down');
    const sent = receiver.forEvent(ping.body.event_id);
    assert.equal(sent.length, 6);
    assert.equal(new Set(sent.map((s) => s.headers['x-svc-delivery'])).size, 6, 'a new X-SVC-Delivery per attempt');
    // Each retry waits at least the schedule's delay less its jitter (0, 20, 40, 60, 80 ms × 0.8).
    for (let i = 1; i < sent.length; i++) assert.ok(sent[i]!.at - sent[i - 1]!.at >= [0, 20, 40, 60, 80][i - 1]! * 0.8 - 2);
    const deadList = await api('GET', `/api/studio/webhooks/${sub.id}/deliveries?status=dead`);
    assert.equal(deadList.body.deliveries.length, 1);

    failing = false;
    const replay = await api('POST', `${path}/replay`);
    assert.equal(replay.status, 202, JSON.stringify(replay.body));
    await until(async () => (await api('GET', path)).body.delivery.status === 'delivered', 5000, 'the replay');
    const all = receiver.forEvent(ping.body.event_id);
    assert.equal(all.length, 7);
    assert.equal(all[6]!.headers['x-svc-event-id'], ping.body.event_id);
    assert.ok(svcSignatureValid(sub.secret, all[6]!));
    receiver.respond = () => ({ status: 200 });
  });

  it('replays every dead-lettered delivery at once', async () => {
    const sub = await subscribe('/bulk');
    let failing = true;
    receiver.respond = (r) => (r.path === '/bulk' && failing ? { status: 503 } : { status: 200 });
    for (let i = 0; i < 3; i++) await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    await until(
      async () => (await api('GET', `/api/studio/webhooks/${sub.id}/deliveries?status=dead`)).body.deliveries.length === 3,
      10_000,
      'three dead letters',
    );
    failing = false;
    const r = await api('POST', `/api/studio/webhooks/${sub.id}/replay-dead`);
    assert.deepEqual(r.body, { replayed: 3 });
    await until(
      async () => (await api('GET', `/api/studio/webhooks/${sub.id}/deliveries?status=delivered`)).body.deliveries.length === 3,
      5000,
      'three replays delivered',
    );
  });

  it('3xx is a failure (redirects are not followed) and a slow receiver times out', async () => {
    const sub = await subscribe('/odd');
    let mode: 'redirect' | 'slow' = 'redirect';
    receiver.respond = (r) =>
      r.path !== '/odd'
        ? { status: 200 }
        : mode === 'redirect'
          ? { status: 302, headers: { location: `${receiver.url}/elsewhere` } }
          : { status: 200, delayMs: 4000 };
    const first = await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    const path = `/api/studio/webhooks/${sub.id}/deliveries/${first.body.delivery_id}`;
    await until(async () => (await api('GET', path)).body.delivery.attempts_log.length >= 1, 5000, 'first attempt');
    const redirected = (await api('GET', path)).body.delivery.attempts_log[0];
    assert.equal(redirected.outcome, 'failure');
    assert.equal(redirected.status_code, 302);
    assert.equal(at('/elsewhere').length, 0);
    await api('PATCH', `/api/studio/webhooks/${sub.id}`, { enabled: false });
    mode = 'slow';
    await api('PATCH', `/api/studio/webhooks/${sub.id}`, { enabled: true });
    const second = await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    const path2 = `/api/studio/webhooks/${sub.id}/deliveries/${second.body.delivery_id}`;
    await until(async () => (await api('GET', path2)).body.delivery.attempts_log.length >= 1, 5000, 'timed-out attempt');
    const slow = (await api('GET', path2)).body.delivery.attempts_log[0];
    assert.equal(slow.outcome, 'timeout');
    assert.equal(slow.status_code, null);
    await api('DELETE', `/api/studio/webhooks/${sub.id}`);
    receiver.respond = () => ({ status: 200 });
  });

  it('honours Retry-After', async () => {
    const sub = await subscribe('/later');
    let first = true;
    receiver.respond = (r) => {
      if (r.path !== '/later') return { status: 200 };
      if (first) {
        first = false;
        return { status: 429, headers: { 'retry-after': '1' } };
      }
      return { status: 200 };
    };
    const ping = await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    await until(() => receiver.forEvent(ping.body.event_id).length === 2, 5000, 'the retry');
    const [a, b] = receiver.forEvent(ping.body.event_id);
    // The schedule says 20 ms; the receiver asked for a second.
    assert.ok(b!.at - a!.at >= 950, `retried after ${b!.at - a!.at} ms`);
    await api('DELETE', `/api/studio/webhooks/${sub.id}`);
    receiver.respond = () => ({ status: 200 });
  });

  it('410 Gone disables the subscription and stops further deliveries', async () => {
    const sub = await subscribe('/gone');
    receiver.respond = (r) => (r.path === '/gone' ? { status: 410, body: 'unsubscribed' } : { status: 200 });
    const ping = await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    await until(async () => (await api('GET', `/api/studio/webhooks/${sub.id}`)).body.subscription.enabled === false, 5000, 'disabled');
    const s = (await api('GET', `/api/studio/webhooks/${sub.id}`)).body.subscription;
    assert.match(s.disabled_reason, /410/);
    const d = (await api('GET', `/api/studio/webhooks/${sub.id}/deliveries/${ping.body.delivery_id}`)).body.delivery;
    assert.equal(d.status, 'dead');
    assert.equal(d.attempts, 1);
    // No new deliveries for a disabled subscription; ping and replay say so.
    const appId = await svc.createApp(accountId);
    await svc.services.db.transaction((tx) => svc.services.generation.conversations.forApp(tx, appId, accountId, 'After 410', []));
    const deliveries = (await api('GET', `/api/studio/webhooks/${sub.id}/deliveries`)).body.deliveries;
    assert.equal(deliveries.length, 1);
    assert.equal((await api('POST', `/api/studio/webhooks/${sub.id}/ping`)).body.error.kind, 'conflict');
    assert.equal(at('/gone').length, 1);
    receiver.respond = () => ({ status: 200 });
  });

  it('during a rotation every delivery carries signatures with both secrets', async () => {
    const sub = await subscribe('/rotate');
    const rotated = await api('POST', `/api/studio/webhooks/${sub.id}/rotate-secret`, { grace_seconds: 3600 });
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
    const newSecret = rotated.body.secret as string;
    assert.notEqual(newSecret, sub.secret);
    assert.ok(rotated.body.subscription.previous_secret_expires_at);
    const ping = await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    await until(() => receiver.forEvent(ping.body.event_id).length === 1, 5000, 'the ping');
    const [d] = receiver.forEvent(ping.body.event_id);
    assert.equal(String(d!.headers['x-svc-signature']).split(', ').length, 2);
    assert.equal(String(d!.headers['webhook-signature']).split(' ').length, 2);
    for (const secret of [newSecret, sub.secret]) {
      assert.ok(svcSignatureValid(secret, d!));
      standardVerify(secret, d!);
    }
    // Without a grace period the old secret stops signing at once.
    const hard = await api('POST', `/api/studio/webhooks/${sub.id}/rotate-secret`, { grace_seconds: 0 });
    const ping2 = await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    await until(() => receiver.forEvent(ping2.body.event_id).length === 1, 5000, 'the second ping');
    const [d2] = receiver.forEvent(ping2.body.event_id);
    assert.ok(svcSignatureValid(hard.body.secret, d2!));
    assert.equal(svcSignatureValid(newSecret, d2!), false);
    assert.throws(() => standardVerify(newSecret, d2!));
    // The secret is never shown again.
    const shown =
      JSON.stringify((await api('GET', `/api/studio/webhooks/${sub.id}`)).body) +
      JSON.stringify((await api('GET', '/api/studio/webhooks')).body);
    for (const s of [sub.secret, newSecret, hard.body.secret]) assert.equal(shown.includes(s), false);
    assert.equal(shown.includes('whsec_'), false);
  });

  it('the receiver example of docs/webhooks.md runs as written and verifies a delivery', async () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../../docs/webhooks.md'), 'utf8');
    const code = /<!-- receiver-example -->\s*```js\n([\s\S]*?)```/.exec(doc)?.[1];
    assert.ok(code, 'the example is in the document');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receiver-'));
    const file = path.join(dir, 'receiver.mjs');
    fs.writeFileSync(file, code);
    const port = await freePort();
    const r = await api('POST', '/api/studio/webhooks', { url: `http://127.0.0.1:${port}/`, event_types: ['ping'] });
    const secret = r.body.secret as string;
    const child = spawn(process.execPath, [file], { env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port) } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    try {
      await until(
        async () => {
          try {
            await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' });
            return true;
          } catch {
            return false;
          }
        },
        10_000,
        'the example receiver to listen',
      );
      const ping = await api('POST', `/api/studio/webhooks/${r.body.subscription.subscription_id}/ping`);
      await until(() => out.includes(`verified ping ${ping.body.event_id}`), 10_000, 'the example to verify the ping');
      // A forged delivery is refused with 401.
      const forged = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'x-svc-signature': `sha256=${'0'.repeat(64)}`, 'x-svc-timestamp': String(Math.floor(Date.now() / 1000)) },
        body: '{"type":"ping"}',
      });
      assert.equal(forged.status, 401);
    } finally {
      child.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prunes delivered deliveries after the retention period, keeping dead letters and recent ones', async () => {
    const sub = await subscribe('/prune');
    receiver.respond = () => ({ status: 200 });
    const ok = await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    await until(
      async () =>
        (await api('GET', `/api/studio/webhooks/${sub.id}/deliveries/${ok.body.delivery_id}`)).body.delivery.status === 'delivered',
      5000,
      'delivered',
    );
    const recent = await api('POST', `/api/studio/webhooks/${sub.id}/ping`);
    await until(
      async () =>
        (await api('GET', `/api/studio/webhooks/${sub.id}/deliveries/${recent.body.delivery_id}`)).body.delivery.status === 'delivered',
      5000,
      'delivered',
    );
    const db = svc.services.db;
    const old = Date.now() - 8 * 24 * 3600 * 1000;
    await db.run('UPDATE webhook_deliveries SET finished_at = ? WHERE id = ?', [old, ok.body.delivery_id]);
    await db.run('UPDATE webhook_events SET created_at = ? WHERE id = ?', [old, ok.body.event_id]);
    // A dead letter as old stays for the owner to replay.
    await db.run("UPDATE webhook_deliveries SET status = 'dead', finished_at = ? WHERE id = ?", [old, recent.body.delivery_id]);
    await db.run('UPDATE webhook_events SET created_at = ? WHERE id = ?', [old, recent.body.event_id]);
    await svc.services.webhooks.worker.prune();
    const ids = (await api('GET', `/api/studio/webhooks/${sub.id}/deliveries`)).body.deliveries.map((d: any) => d.delivery_id);
    assert.deepEqual(ids, [recent.body.delivery_id]);
    assert.equal(await db.get('SELECT id FROM webhook_events WHERE id = ?', [ok.body.event_id]), undefined);
    assert.equal(await db.get('SELECT id FROM webhook_attempts WHERE delivery_id = ?', [ok.body.delivery_id]), undefined);
    assert.ok(await db.get('SELECT id FROM webhook_events WHERE id = ?', [recent.body.event_id]));
    receiver.respond = () => ({ status: 200 });
  });
});
