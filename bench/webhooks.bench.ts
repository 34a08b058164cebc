/**
 * Webhook delivery benchmark, one node (docs/benchmarks.md):
 *   - latency: an event recorded in its transaction (as generation does) → its first delivery attempt
 *     arriving at a receiver, one event at a time (p50, p99);
 *   - throughput: deliveries per second of a backlog through the worker (claim with a lease, sign both
 *     ways, POST, log the attempt, mark delivered) to a receiver in its own process;
 *   - the peer: plain keep-alive POSTs of the same bodies to the same receiver at the same concurrency
 *     (no database, no signing): the ceiling of the machine and receiver.
 * SQLite by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (a temporary schema).
 *
 *   node bench/webhooks.bench.ts [events]
 */
import http from 'node:http';
import { newId } from '../src/platform/ids.ts';
import { freePort, percentile, printTable, startBenchService, startProcess } from './lib.ts';

const EVENTS = Number(process.argv[2] ?? 5000);
const LATENCY_RUNS = 300;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);

const bench = await startBenchService('webhooks', {
  listen: false,
  env: {
    SVC_JOB_CONCURRENCY: '0',
    SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
    SVC_WEBHOOK_CONCURRENCY: String(CONCURRENCY),
    SVC_LOG_LEVEL: 'silent',
  },
});
const { services, account } = bench;
const { db, label } = bench.store;
const app = await services.apps.createApp(null, account.id, { name: 'Bench' });

function payload(i: number) {
  const id = newId('msg');
  return {
    id,
    payload: {
      conversation_id: 'conv_bench',
      app_id: app.id,
      account_id: account.id,
      message: {
        message_id: id,
        role: 'user' as const,
        content: `A prompt of ordinary length for event ${i}: a reading list app with books, authors and ratings.`,
        status: 'created' as const,
        job_id: null,
        created_at: new Date().toISOString(),
        completed_at: null,
      },
    },
  };
}

// ---------------------------------------------------------------- latency (in-process receiver)
let onReceive: (() => void) | null = null;
const local = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    onReceive?.();
    res.end('ok');
  });
});
await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
const localUrl = `http://127.0.0.1:${(local.address() as import('node:net').AddressInfo).port}/`;
const latencySub = await services.webhooks.create(account.id, { url: localUrl, event_types: ['message.created'] });
const latencies: number[] = [];
for (let i = 0; i < LATENCY_RUNS; i++) {
  const { id, payload: p } = payload(i);
  const arrived = new Promise<void>((r) => (onReceive = r));
  const t0 = performance.now();
  const event = await db.transaction((tx) => services.events.record(tx, 'message.created', id, p));
  services.events.emit(event);
  await arrived;
  latencies.push(performance.now() - t0);
}
await services.webhooks.update(account.id, latencySub.subscription.subscription_id, { enabled: false });
local.close();

// ---------------------------------------------------------------- throughput (receiver in its own process)
const port = await freePort();
const receiver = await startProcess(['bench/webhook-receiver.ts'], { PORT: String(port) }, `http://127.0.0.1:${port}/count`);
const count = async () => Number(await (await fetch(`http://127.0.0.1:${port}/count`)).text());
const { subscription } = await services.webhooks.create(account.id, {
  url: `http://127.0.0.1:${port}/hook`,
  event_types: ['message.created'],
  enabled: false,
});
// The backlog is queued while the subscription is disabled (enabled at record time is what fans out, so enable first, then hold the worker off).
await services.webhooks.update(account.id, subscription.subscription_id, { enabled: true });
await services.webhooks.stop();
const bodies: string[] = [];
for (let i = 0; i < EVENTS; i += 500) {
  await db.transaction(async (tx) => {
    for (let j = i; j < Math.min(EVENTS, i + 500); j++) {
      const { id, payload: p } = payload(j);
      await services.events.record(tx, 'message.created', id, p);
      bodies.push(JSON.stringify(p));
    }
  });
}
const before = await count();
const c0 = process.cpuUsage();
const t0 = performance.now();
services.webhooks.start();
// Until the receiver has them all (its count is asked for every 25 ms).
while ((await count()) - before < EVENTS) await new Promise((r) => setTimeout(r, 25));
const workerSeconds = (performance.now() - t0) / 1000;
const workerCpu = process.cpuUsage(c0);
const received = (await count()) - before;
await bench.service.close();

// ---------------------------------------------------------------- peer: plain POSTs, same bodies, same concurrency
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const post = (body: string) =>
  new Promise<void>((resolve, reject) => {
    const req = http.request(
      `http://127.0.0.1:${port}/peer`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
const pc0 = process.cpuUsage();
const p0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < bodies.length) await post(bodies[next++]!);
  }),
);
const peerSeconds = (performance.now() - p0) / 1000;
const peerCpu = process.cpuUsage(pc0);
/** CPU time of this process per delivery, in µs: what the machine's load does not change much. */
const cpuPer = (u: NodeJS.CpuUsage) => Math.round((u.user + u.system) / EVENTS);
agent.destroy();
receiver.kill();
await bench.store.dispose();

const workerRate = EVENTS / workerSeconds;
const peerRate = EVENTS / peerSeconds;
console.log(`\nWebhooks on ${label}, ${EVENTS} events, ${CONCURRENCY} concurrent deliveries\n`);
printTable([
  { measure: 'event → first attempt p50', value: `${percentile(latencies, 50).toFixed(1)} ms`, aim: '< 100 ms' },
  { measure: 'event → first attempt p99', value: `${percentile(latencies, 99).toFixed(1)} ms`, aim: '' },
  { measure: 'worker deliveries/s', value: Math.round(workerRate), aim: '≥ 1,000' },
  { measure: 'plain POSTs/s (peer)', value: Math.round(peerRate), aim: '' },
  { measure: 'worker / peer', value: (workerRate / peerRate).toFixed(2), aim: '' },
  { measure: 'worker CPU per delivery', value: `${cpuPer(workerCpu)} µs`, aim: '' },
  { measure: 'peer CPU per POST', value: `${cpuPer(peerCpu)} µs`, aim: '' },
  { measure: 'received by the receiver', value: received, aim: `${EVENTS}` },
]);
