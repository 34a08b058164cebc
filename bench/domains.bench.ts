/**
 * Custom domains: latency of the on-demand-TLS permission endpoint (`GET /_svc/tls/ask?domain=`)
 * for a verified custom domain, an app subdomain, and a refused name, with 10,000 verified domains
 * attached, against a bare node:http handler answering 200 in the same process, measured the same
 * way: sequential requests over one keep-alive connection (latency), then 20 connections (throughput).
 *
 *   node bench/domains.bench.ts      (BENCH_REQUESTS=5000 sequential requests per case;
 *                                     BENCH_SECONDS=5 per load run; BENCH_DATABASE_URL=postgres://…)
 */
import http from 'node:http';
import { freePort, load, percentile, printTable, startBenchService } from './lib.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 5000);
const DOMAINS = 10_000;

const bench = await startBenchService('domains', { env: { SVC_APPS_DOMAIN: 'apps.bench.test' } });
const { db } = bench.store;
const s = bench.services;
const { account } = bench;
const port = bench.config.port;

// 10,000 apps with a verified custom domain each, and one with a subdomain.
const now = Date.now();
await db.transaction(async (tx) => {
  for (let i = 0; i < DOMAINS; i++) {
    const id = `app_bench${i}`;
    await tx.run(`INSERT INTO apps (id, owner_account_id, name, created_at, updated_at, last_activity_at) VALUES (?, ?, ?, ?, ?, ?)`, [
      id,
      account.id,
      `Bench ${i}`,
      now,
      now,
      now,
    ]);
    await tx.run(
      `INSERT INTO custom_domains (app_id, domain, token, verification_status, tls_status, is_primary, redirect_www, force_https, created_at, updated_at, verified_at)
       VALUES (?, ?, ?, 'verified', 'active', 1, 1, 1, ?, ?, ?)`,
      [id, `shop${i}.bench.test`, `t${i}`, now, now, now],
    );
  }
});
await s.hosting.setSubdomain((await s.apps.get('app_bench0'))!, 'benchlabel');
await s.domains.reload();

const barePort = await freePort();
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('ok');
});
await new Promise<void>((ok) => bare.listen(barePort, '127.0.0.1', ok));

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function once(p: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: p, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });
}

async function sequential(name: string, p: number, path: string, expected: number) {
  for (let i = 0; i < 200; i++) await once(p, path); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = process.hrtime.bigint();
    const status = await once(p, path);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (status !== expected) throw new Error(`${name}: status ${status}, expected ${expected}`);
  }
  const q = (p: number) => percentile(times, p);
  return { case: name, p50: `${q(50).toFixed(3)} ms`, p99: `${q(99).toFixed(3)} ms`, max: `${q(100).toFixed(2)} ms` };
}

console.log(
  `Permission endpoint, ${REQUESTS} sequential requests over one keep-alive connection; ${DOMAINS} verified custom domains attached.`,
);
printTable([
  await sequential('bare node:http 200', barePort, '/', 200),
  await sequential('ask: verified custom domain → 200', port, `/_svc/tls/ask?domain=shop${DOMAINS - 1}.bench.test`, 200),
  await sequential('ask: app subdomain → 200', port, '/_svc/tls/ask?domain=benchlabel.apps.bench.test', 200),
  await sequential('ask: unknown name → 404', port, '/_svc/tls/ask?domain=evil.example.org', 404),
  await sequential('ask: unused label → 404', port, '/_svc/tls/ask?domain=nolabel.apps.bench.test', 404),
]);

console.log('\nThroughput, 20 connections:');
printTable(
  [
    await load('bare node:http 200', { url: `http://127.0.0.1:${barePort}/` }),
    await load('ask: verified custom domain', { url: `http://127.0.0.1:${port}/_svc/tls/ask?domain=shop7.bench.test` }),
    await load('ask: unknown name', { url: `http://127.0.0.1:${port}/_svc/tls/ask?domain=evil.example.org` }),
  ].map((r) => ({ case: r.name, 'req/s': r.requestsPerSec, 'p50 ms': r.p50ms, 'p99 ms': r.p99ms, errors: r.errors })),
);

agent.destroy();
bare.close();
await bench.stop();
process.exit(0);
