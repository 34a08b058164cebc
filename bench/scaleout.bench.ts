/**
 * Scale-out on one PostgreSQL: three `svc serve` processes (separate ports, same DATABASE_URL).
 * MCP tools/call throughput (a read tool) with the same 20 client connections spread over 1, 2 and 3
 * nodes, measured in turn for `BENCH_ROUNDS` rounds (default 3); medians. On a 2-core machine more
 * nodes cannot add CPU, so the aim there is only that throughput does not fall.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/scaleout.bench.ts
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { allMigrations } from '../src/areas.ts';
import { loadConfig } from '../src/config.ts';
import { IdentityService } from '../src/identity/service.ts';
import { migrate } from '../src/storage/index.ts';
import { PostgresDb } from '../src/storage/postgres.ts';
import { startNode, urlWithSchema, type Node } from '../test/support/cluster.ts';
import { printTable } from './lib.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('scaleout: needs BENCH_DATABASE_URL=postgres://… (several nodes share one PostgreSQL); skipped');
  process.exit(0);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 20;

const schema = `bench_scale_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const db = new PostgresDb(url, schema, 2);
const nodes: Node[] = [];
try {
  await migrate(db, allMigrations);
  const identity = new IdentityService(db, loadConfig({}));
  const account = await identity.createAccount({ email: 'bench@example.com', password: 'bench password' });
  const token = (await identity.createToken(account.id, { scopes: 'read', per_minute: 100_000_000, per_day: 100_000_000 })).token;
  nodes.push(
    ...(await Promise.all(
      ['a', 'b', 'c'].map((n) => startNode(n, { DATABASE_URL: urlWithSchema(url, schema), SVC_JOB_CONCURRENCY: '0' })),
    )),
  );
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'get_recommended_workflow', arguments: { task_type: 'publish_app' } },
  });
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` };

  /** The same 20 connections split over `n` nodes, driven at once; total req/s. */
  async function drive(n: number, duration = SECONDS): Promise<{ rps: number; p99: number; errors: number }> {
    const per = Math.floor(CONNECTIONS / n);
    const results = await Promise.all(
      nodes.slice(0, n).map((node, i) =>
        autocannon({
          url: `${node.baseUrl}/api/mcp`,
          method: 'POST',
          headers,
          body,
          connections: i === 0 ? CONNECTIONS - per * (n - 1) : per,
          duration,
        }),
      ),
    );
    return {
      rps: Math.round(results.reduce((a, r) => a + r.requests.average, 0)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((a, r) => a + r.errors + r.non2xx, 0),
    };
  }

  for (const n of [1, 2, 3]) await drive(n, 1); // warm-up
  const rounds: Array<Record<number, number>> = [];
  for (let r = 0; r < ROUNDS; r++) {
    const row: Record<number, number> = {};
    const table: Array<Record<string, string | number>> = [];
    for (const n of [1, 2, 3]) {
      const m = await drive(n);
      row[n] = m.rps;
      table.push({ nodes: n, 'req/s': m.rps, 'p99 ms': m.p99, errors: m.errors });
    }
    rounds.push(row);
    console.log(`\nround ${r + 1} of ${ROUNDS} (MCP tools/call, ${CONNECTIONS} connections in all, ${SECONDS} s)`);
    printTable(table);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\n2 nodes / 1 node = ${median(rounds.map((r) => r[2]! / r[1]!)).toFixed(2)} (aim on 2 cores: >= 1.0, i.e. no fall)`);
  console.log(`3 nodes / 1 node = ${median(rounds.map((r) => r[3]! / r[1]!)).toFixed(2)}`);
} finally {
  await Promise.all(nodes.map((n) => n.stop()));
  await db.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
