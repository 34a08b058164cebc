/**
 * The REST bridge and MCP tools/call on a read tool, each against a bare node:http JSON route, on this
 * machine in the same run. Servers run in their own processes; autocannon drives them from this one.
 */
import path from 'node:path';
import { freePort, load, printTable, root, startProcess, tempDir } from './lib.ts';

const dataDir = tempDir('fs-bench-');
const env = { SVC_DATA_DIR: dataDir, SVC_LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' };
const cli = path.join(root, 'src/cli.ts');
const { execFileSync } = await import('node:child_process');
const run = (...args: string[]) => execFileSync(process.execPath, [cli, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
run('user', 'create', '--email', 'bench@example.com', '--password', 'bench password');
const token = run(
  'token',
  'create',
  '--email',
  'bench@example.com',
  '--scopes',
  'read',
  '--per-minute',
  '10000000',
  '--per-day',
  '10000000',
)
  .trim()
  .split('\n')
  .at(-1)!;

const port = await freePort();
const svc = await startProcess(
  [cli, 'serve'],
  { ...env, PORT: String(port), HOST: '127.0.0.1' },
  `http://127.0.0.1:${port}/api/mcp/health`,
);
const base = `http://127.0.0.1:${port}`;
const tool = 'get_recommended_workflow';
const args = { task_type: 'publish_app' };
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const payload = await (await fetch(`${base}/api/mcp/tools/${tool}`, { method: 'POST', headers, body: JSON.stringify(args) })).text();

const barePort = await freePort();
const bare = await startProcess(
  [path.join(root, 'bench/bare-server.ts')],
  { PORT: String(barePort), BENCH_PAYLOAD: payload },
  `http://127.0.0.1:${barePort}/`,
);
const fastifyPort = await freePort();
const fastify = await startProcess(
  [path.join(root, 'bench/fastify-server.ts')],
  { PORT: String(fastifyPort), BENCH_PAYLOAD: payload },
  `http://127.0.0.1:${fastifyPort}/`,
);

try {
  const rpcBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: args } });
  const check = await fetch(`${base}/api/mcp`, {
    method: 'POST',
    headers: { ...headers, accept: 'application/json, text/event-stream' },
    body: rpcBody,
  });
  if (check.status !== 200 || !(await check.text()).includes('"result"')) throw new Error('MCP call failed');

  // Warm up all three, then measure.
  for (const url of [`http://127.0.0.1:${barePort}/`, `${base}/api/mcp/tools/${tool}`])
    await load('warmup', { url, method: 'POST', headers, body: JSON.stringify(args), duration: 1 });
  const results = [
    await load('bare node:http', { url: `http://127.0.0.1:${barePort}/`, method: 'POST', headers, body: JSON.stringify(args) }),
    await load('bare Fastify route', { url: `http://127.0.0.1:${fastifyPort}/`, method: 'POST', headers, body: JSON.stringify(args) }),
    await load('REST bridge', { url: `${base}/api/mcp/tools/${tool}`, method: 'POST', headers, body: JSON.stringify(args) }),
    await load('MCP tools/call', {
      url: `${base}/api/mcp`,
      method: 'POST',
      headers: { ...headers, accept: 'application/json, text/event-stream' },
      body: rpcBody,
    }),
  ];
  const [b, f, r, m] = results as [(typeof results)[0], (typeof results)[0], (typeof results)[0], (typeof results)[0]];
  printTable(
    results.map((x) => ({ target: x.name, 'req/s': x.requestsPerSec, 'p50 ms': x.p50ms, 'p99 ms': x.p99ms, errors: x.errors + x.non2xx })),
  );
  console.log(`\npayload ${payload.length} bytes; database ${env.DATABASE_URL ? 'postgres' : 'sqlite'}`);
  console.log(`Fastify / bare = ${(f.requestsPerSec / b.requestsPerSec).toFixed(2)} (the framework alone)`);
  console.log(`REST / bare = ${(r.requestsPerSec / b.requestsPerSec).toFixed(2)} (aim >= 0.5)`);
  console.log(`MCP / REST  = ${(m.requestsPerSec / r.requestsPerSec).toFixed(2)} (aim >= 0.8)`);
} finally {
  svc.kill();
  bare.kill();
  fastify.kill();
}
