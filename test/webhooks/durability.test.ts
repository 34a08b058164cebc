import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { newId } from '../../src/platform/ids.ts';
import { PostgresDb } from '../../src/storage/postgres.ts';
import { startTestService, TEST_DB, type TestService, until } from '../support/harness.ts';
import { Receiver } from '../support/webhooks.ts';

const NODE_SCRIPT = path.join(import.meta.dirname, '../support/webhook-node.ts');

/** A node process on the test's store; resolves once its worker runs. */
async function startNode(svc: TestService, env: Record<string, string>): Promise<ChildProcess> {
  const db = svc.services.db;
  const store =
    db instanceof PostgresDb ? { WEBHOOK_NODE_PG_SCHEMA: db.schema! } : { WEBHOOK_NODE_SQLITE: path.join(svc.config.dataDir, 'test.db') };
  const child = spawn(process.execPath, [NODE_SCRIPT], {
    env: {
      ...process.env,
      ...store,
      SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
      SVC_WEBHOOK_RETRY_SCHEDULE: '0,50,100,200,400,800',
      SVC_WEBHOOK_TIMEOUT_MS: '1000',
      SVC_WEBHOOK_LEASE_MS: '1500',
      SVC_WEBHOOK_POLL_MS: '50',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      if (out.includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`node exited with ${code} before it was ready`)));
  });
  return child;
}

function stopNode(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** `n` message.created events through the real outbox path, 100 per transaction. */
async function recordEvents(svc: TestService, accountId: string, appId: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 100) {
    await svc.services.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(n, i + 100); j++) {
        const messageId = newId('msg');
        const e = await svc.services.events.record(tx, 'message.created', messageId, {
          conversation_id: 'conv_durability',
          app_id: appId,
          account_id: accountId,
          message: {
            message_id: messageId,
            role: 'user',
            content: `event ${j}`,
            status: 'created',
            job_id: null,
            created_at: new Date().toISOString(),
            completed_at: null,
          },
        });
        ids.push(e.event_id);
      }
    });
  }
  return ids;
}

describe(`webhook durability across processes [${TEST_DB}]`, () => {
  let svc: TestService;
  let receiver: Receiver;
  let accountId: string;
  let appId: string;
  const children: ChildProcess[] = [];

  before(async () => {
    receiver = await new Receiver().listen();
    // This process records events only; the node processes deliver them.
    svc = await startTestService({ SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS: '1', SVC_WEBHOOK_CONCURRENCY: '0' });
    const account = await svc.createAccount();
    accountId = account.id;
    appId = await svc.createApp(accountId);
  });
  after(async () => {
    for (const c of children) await stopNode(c);
    await svc?.stop();
    await receiver?.close();
  });

  it('SIGKILL of a node while deliveries are in flight: after a restart every event is delivered, repeats keep their event id', async () => {
    const { subscription } = await svc.services.webhooks.create(accountId, {
      url: `${receiver.url}/crash`,
      event_types: ['message.created'],
    });
    // Slow answers keep deliveries in flight when the node dies.
    receiver.respond = () => ({ status: 200, delayMs: 100 });
    const ids = await recordEvents(svc, accountId, appId, 200);
    const first = await startNode(svc, { SVC_WEBHOOK_CONCURRENCY: '16' });
    children.push(first);
    const crash = () => receiver.received.filter((r) => r.path === '/crash');
    await until(() => crash().length >= 50, 30_000, '50 deliveries before the kill');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = crash().length;
    const second = await startNode(svc, { SVC_WEBHOOK_CONCURRENCY: '16' });
    children.push(second);
    const unique = () => new Set(crash().map((r) => String(r.headers['x-svc-event-id'])));
    await until(() => unique().size === ids.length, 60_000, 'every event delivered after the restart');
    assert.deepEqual([...unique()].sort(), [...ids].sort());
    // Those in flight at the kill were sent again: the same event id and body, a new X-SVC-Delivery.
    const byEvent = Map.groupBy(crash(), (r) => String(r.headers['x-svc-event-id']));
    const repeated = [...byEvent.values()].filter((list) => list.length > 1);
    assert.ok(repeated.length >= 1, `some deliveries were in flight at the kill (${atKill} received by then)`);
    for (const list of repeated) {
      assert.equal(new Set(list.map((r) => r.raw)).size, 1);
      assert.equal(new Set(list.map((r) => r.headers['x-svc-delivery'])).size, list.length);
    }
    await until(
      async () =>
        Number(
          (await svc.services.db.get("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE subscription_id = ? AND status = 'delivered'", [
            subscription.subscription_id,
          ]))!.n,
        ) === ids.length,
      10_000,
      'every delivery recorded as delivered',
    );
    await stopNode(second);
  });

  it('two nodes on one PostgreSQL deliver 1,000 events: none lost, under 1% duplicates, both nodes working', {
    skip: TEST_DB !== 'postgres' && 'PostgreSQL only (SQLite is one node per store)',
  }, async () => {
    const { subscription } = await svc.services.webhooks.create(accountId, {
      url: `${receiver.url}/pair`,
      event_types: ['message.created'],
    });
    receiver.respond = () => ({ status: 200 });
    // Leases far longer than an attempt: here a repeat would mean two nodes claimed one delivery.
    const env = { SVC_WEBHOOK_CONCURRENCY: '16', SVC_WEBHOOK_TIMEOUT_MS: '5000', SVC_WEBHOOK_LEASE_MS: '30000' };
    const nodes = await Promise.all([startNode(svc, env), startNode(svc, env)]);
    children.push(...nodes);
    const ids = await recordEvents(svc, accountId, appId, 1000);
    const pair = () => receiver.received.filter((r) => r.path === '/pair');
    await until(() => new Set(pair().map((r) => r.headers['x-svc-event-id'])).size === 1000, 120_000, '1,000 events');
    const unique = new Set(pair().map((r) => String(r.headers['x-svc-event-id'])));
    assert.deepEqual([...unique].sort(), [...ids].sort());
    const duplicates = pair().length - unique.size;
    assert.ok(duplicates < 10, `${duplicates} duplicates`);
    await until(
      async () =>
        Number(
          (await svc.services.db.get("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE subscription_id = ? AND status = 'delivered'", [
            subscription.subscription_id,
          ]))!.n,
        ) === 1000,
      10_000,
      'every delivery recorded',
    );
    const perNode = await svc.services.db.all<{ node: string; n: number }>(
      'SELECT node, COUNT(*) AS n FROM webhook_attempts WHERE subscription_id = ? GROUP BY node',
      [subscription.subscription_id],
    );
    assert.equal(perNode.length, 2, 'both nodes delivered');
    for (const n of nodes) await stopNode(n);
  });
});
