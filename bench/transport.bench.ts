/**
 * The REST bridge and MCP tools/call (2025-11-25, and 2026-07-28 with its `_meta` and headers) on a read tool, against a bare node:http route and a bare
 * Fastify route answering the same bytes, on this machine in the same run. Every server runs in its
 * own process; autocannon drives them from this one. The targets are measured in turn, `BENCH_ROUNDS`
 * times (default 3), and the ratios are medians over rounds (each round's ratios come from
 * measurements seconds apart, so a noisy neighbour affects both sides). The REST and MCP calls are
 * also measured with a goal, whose answer is composed and serialised per call (the goal-less one is a
 * shared `immutableResult` whose JSON is kept), so that a gain that only shared answers get shows.
 *
 * `BENCH_BASELINE=/path/to/another/checkout` also starts that checkout's service (e.g. main before a
 * change) and measures it in the same rounds, for before/after in one run.
 * `BENCH_DATABASE_URL=postgres://…` runs the service(s) on PostgreSQL (a fresh schema each).
 * Each target is first warmed up with `BENCH_WARMUP_CALLS` calls (default 20,000).
 * `BENCH_SOAK_CALLS=1000000` then sends that many more REST calls to the same service process (in
 * chunks of 50,000, sampling its RSS and CPU per call), and measures the rounds again: REST / bare
 * at the start against after the soak, and the RSS over time.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { cpuMs, freePort, type load, loadWithCpu, printTable, root, rssMiB, startProcess, tempDir, type LoadResult } from './lib.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SOAK_CALLS = Number(process.env.BENCH_SOAK_CALLS || 0);
const WARMUP_CALLS = Number(process.env.BENCH_WARMUP_CALLS || 20_000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
const tool = 'get_recommended_workflow';
const args = { task_type: 'publish_app' };
/**
 * The same tool with a goal: its answer is composed per call (a new object, serialised per call),
 * as most tools' are, where the goal-less answer is one shared `immutableResult` whose JSON is kept.
 */
const computedArgs = { task_type: 'publish_app', goal: 'publish the shop' };
const children: ChildProcess[] = [];
const schemas: string[] = [];

/** A PostgreSQL URL whose connections use a fresh schema. */
async function freshPgUrl(): Promise<string> {
  const schema = `bench_${Date.now().toString(36)}_${schemas.length}`;
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(`CREATE SCHEMA ${schema}`);
  await c.end();
  schemas.push(schema);
  const u = new URL(pgUrl);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** Starts `svc serve` from a checkout with a read token; returns its base URL, token and process id. */
async function startService(checkout: string): Promise<{ base: string; token: string; pid: number }> {
  const env = { SVC_DATA_DIR: tempDir('fs-bench-'), SVC_LOG_LEVEL: 'warn', DATABASE_URL: pgUrl ? await freshPgUrl() : '' };
  const cli = path.join(checkout, 'src/cli.ts');
  const run = (...a: string[]) =>
    execFileSync(process.execPath, [cli, ...a], { cwd: checkout, env: { ...process.env, ...env }, encoding: 'utf8' });
  run('user', 'create', '--email', 'bench@example.com', '--password', 'bench password');
  const token = run(
    'token',
    'create',
    '--email',
    'bench@example.com',
    '--scopes',
    'read',
    '--per-minute',
    '100000000',
    '--per-day',
    '100000000',
  )
    .trim()
    .split('\n')
    .at(-1)!;
  const port = await freePort();
  const child = await startProcess(
    [cli, 'serve'],
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `http://127.0.0.1:${port}/api/mcp/health`,
  );
  children.push(child);
  return { base: `http://127.0.0.1:${port}`, token, pid: child.pid! };
}

try {
  const svc = await startService(root);
  const baseline = process.env.BENCH_BASELINE ? await startService(path.resolve(process.env.BENCH_BASELINE)) : null;
  const headers = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  const payload = await (
    await fetch(`${svc.base}/api/mcp/tools/${tool}`, { method: 'POST', headers: headers(svc.token), body: JSON.stringify(args) })
  ).text();

  const barePort = await freePort();
  const bare = await startProcess(
    [path.join(root, 'bench/bare-server.ts')],
    { PORT: String(barePort), BENCH_PAYLOAD: payload },
    `http://127.0.0.1:${barePort}/`,
  );
  children.push(bare);
  const fastifyPort = await freePort();
  const fastify = await startProcess(
    [path.join(root, 'bench/fastify-server.ts')],
    { PORT: String(fastifyPort), BENCH_PAYLOAD: payload },
    `http://127.0.0.1:${fastifyPort}/`,
  );
  children.push(fastify);

  const rpcBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: args } });
  const rest = (s: { base: string; token: string; pid: number }, a: object = args) => ({
    url: `${s.base}/api/mcp/tools/${tool}`,
    method: 'POST' as const,
    headers: headers(s.token),
    body: JSON.stringify(a),
  });
  const mcp = (s: { base: string; token: string; pid: number }, a: object = args) => ({
    url: `${s.base}/api/mcp`,
    method: 'POST' as const,
    headers: { ...headers(s.token), accept: 'application/json, text/event-stream' },
    body: a === args ? rpcBody : JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: a } }),
  });
  // The same call as an MCP 2026-07-28 client sends it: per-request _meta and the mirrored headers.
  const modernBody = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      name: tool,
      arguments: args,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  });
  const modern = (s: { base: string; token: string; pid: number }) => ({
    ...mcp(s),
    headers: { ...mcp(s).headers, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': tool },
    body: modernBody,
  });
  {
    const m = modern(svc);
    const text = await (await fetch(m.url, { method: 'POST', headers: m.headers, body: m.body })).text();
    if (!text.includes('"resultType":"complete"')) throw new Error(`MCP 2026-07-28 call failed: ${text.slice(0, 300)}`);
  }
  for (const s of [svc, ...(baseline ? [baseline] : [])]) {
    const check = await fetch(mcp(s).url, { method: 'POST', headers: mcp(s).headers, body: rpcBody });
    const text = await check.text();
    if (check.status !== 200 || !text.includes('"result"')) throw new Error(`MCP call failed: ${text.slice(0, 300)}`);
  }
  type Target = [string, number, Parameters<typeof load>[1]];
  const bareArgs = { method: 'POST' as const, headers: headers(svc.token), body: JSON.stringify(args) };
  const targets: Target[] = [
    ['bare node:http', bare.pid!, { url: `http://127.0.0.1:${barePort}/`, ...bareArgs }],
    ['bare Fastify route', fastify.pid!, { url: `http://127.0.0.1:${fastifyPort}/`, ...bareArgs }],
    ['REST bridge', svc.pid, rest(svc)],
    ['MCP tools/call', svc.pid, mcp(svc)],
    ['MCP 2026-07-28 tools/call', svc.pid, modern(svc)],
    ['REST bridge, computed answer', svc.pid, rest(svc, computedArgs)],
    ['MCP tools/call, computed answer', svc.pid, mcp(svc, computedArgs)],
  ];
  if (baseline) {
    targets.push(
      ['REST bridge (baseline)', baseline.pid, rest(baseline)],
      ['MCP tools/call (baseline)', baseline.pid, mcp(baseline)],
      ['REST bridge, computed answer (baseline)', baseline.pid, rest(baseline, computedArgs)],
      ['MCP tools/call, computed answer (baseline)', baseline.pid, mcp(baseline, computedArgs)],
    );
  }
  // Warm up every target by a number of calls, not seconds: on a busy machine one second was a few
  // thousand calls, and the service's code paths were still being optimised during the first round.
  for (const [, , opts] of targets) await autocannon({ ...opts, connections: 20, amount: WARMUP_CALLS });
  type Round = Array<LoadResult & { cpuUsPerRequest: number }>;
  const measure = async (label: string): Promise<Round[]> => {
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const results: Round = [];
      for (const [name, pid, opts] of targets) results.push(await loadWithCpu(name, pid, opts));
      rounds.push(results);
      console.log(`\n${label}round ${r + 1} of ${ROUNDS} (load average ${os.loadavg()[0]!.toFixed(1)})`);
      printTable(
        results.map((x) => ({
          target: x.name,
          'req/s': x.requestsPerSec,
          'p50 ms': x.p50ms,
          'p99 ms': x.p99ms,
          'server CPU µs/req': x.cpuUsPerRequest,
          errors: x.errors + x.non2xx,
        })),
      );
    }
    return rounds;
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rps = (round: LoadResult[], name: string) => round.find((x) => x.name === name)!.requestsPerSec;
  const cpu = (round: Round, name: string) => round.find((x) => x.name === name)!.cpuUsPerRequest;
  const ratio = (rounds: Round[], a: string, b: string) => median(rounds.map((round) => rps(round, a) / rps(round, b)));
  /** The same ratio from server CPU per request (b's CPU / a's CPU): what throughput would be if CPU were the only limit. */
  const cpuRatio = (rounds: Round[], a: string, b: string) => median(rounds.map((round) => cpu(round, b) / cpu(round, a)));
  const both = (rounds: Round[], a: string, b: string) =>
    `${ratio(rounds, a, b).toFixed(2)} by req/s, ${cpuRatio(rounds, a, b).toFixed(2)} by server CPU per request`;
  const cpuMedians = (rounds: Round[]) => targets.map(([name]) => `${name} ${median(rounds.map((round) => cpu(round, name)))}`).join(', ');

  const rounds = await measure('');
  console.log(`\npayload ${payload.length} bytes; database ${pgUrl ? 'postgres' : 'sqlite'}; medians of ${ROUNDS} rounds`);
  console.log(`server CPU µs per request (medians): ${cpuMedians(rounds)}`);
  console.log(`Fastify / bare = ${both(rounds, 'bare Fastify route', 'bare node:http')} (the framework alone)`);
  console.log(`REST / bare = ${both(rounds, 'REST bridge', 'bare node:http')} (aim >= 0.5)`);
  console.log(`MCP / REST  = ${both(rounds, 'MCP tools/call', 'REST bridge')} (aim >= 0.8)`);
  console.log(`MCP 2026-07-28 / 2025-11-25 = ${both(rounds, 'MCP 2026-07-28 tools/call', 'MCP tools/call')}`);
  console.log(`computed answer: REST / bare = ${both(rounds, 'REST bridge, computed answer', 'bare node:http')}`);
  console.log(`computed answer: MCP / REST  = ${both(rounds, 'MCP tools/call, computed answer', 'REST bridge, computed answer')}`);
  if (baseline) {
    console.log(`baseline REST / bare = ${both(rounds, 'REST bridge (baseline)', 'bare node:http')}`);
    console.log(`baseline MCP / REST  = ${both(rounds, 'MCP tools/call (baseline)', 'REST bridge (baseline)')}`);
    console.log(`REST now / baseline = ${both(rounds, 'REST bridge', 'REST bridge (baseline)')}`);
    console.log(`MCP now / baseline = ${both(rounds, 'MCP tools/call', 'MCP tools/call (baseline)')}`);
    for (const t of ['REST bridge, computed answer', 'MCP tools/call, computed answer'])
      console.log(`${t}: now / baseline = ${both(rounds, t, `${t} (baseline)`)}`);
  }

  if (SOAK_CALLS > 0) {
    // The same service process takes SOAK_CALLS more REST calls; RSS and CPU per call are sampled per chunk.
    const samples: string[] = [`0: ${rssMiB(svc.pid).toFixed(0)} MiB`];
    const started = performance.now();
    let sent = 0;
    let failed = 0;
    while (sent < SOAK_CALLS) {
      const before = cpuMs(svc.pid);
      const r = await autocannon({ ...rest(svc), connections: 20, amount: Math.min(50_000, SOAK_CALLS - sent) });
      sent += r.requests.total;
      failed += r.errors + r.non2xx;
      const us = Math.round(((cpuMs(svc.pid) - before) * 1000) / Math.max(1, r.requests.total));
      samples.push(`${sent.toLocaleString('en')}: ${rssMiB(svc.pid).toFixed(0)} MiB, ${us} µs/call`);
      console.log(
        `soak: ${sent.toLocaleString('en')} calls, RSS ${rssMiB(svc.pid).toFixed(0)} MiB, ${us} µs/call, ${Math.round(r.requests.average)} req/s, ${failed} failed`,
      );
    }
    console.log(`\n${sent.toLocaleString('en')} REST calls in ${((performance.now() - started) / 1000).toFixed(0)} s, ${failed} failed`);
    console.log(`RSS of the service after N calls: ${samples.join('; ')}`);
    const after = await measure('after the soak: ');
    console.log(`server CPU µs per request (medians) after ${sent.toLocaleString('en')} calls: ${cpuMedians(after)}`);
    for (const [a, b] of [
      ['REST bridge', 'bare node:http'],
      ['MCP tools/call', 'REST bridge'],
    ] as const) {
      const change = (m: (r: Round[], a: string, b: string) => number) =>
        `${(((m(after, a, b) - m(rounds, a, b)) / m(rounds, a, b)) * 100).toFixed(0)} %`;
      console.log(
        `${a} / ${b}: at the start ${both(rounds, a, b)}; after ${sent.toLocaleString('en')} calls ${both(after, a, b)} ` +
          `(change ${change(ratio)} by req/s, ${change(cpuRatio)} by CPU)`,
      );
    }
  }
} finally {
  for (const c of children) c.kill();
  if (schemas.length) {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    for (const s of schemas) await c.query(`DROP SCHEMA ${s} CASCADE`);
    await c.end();
  }
}
