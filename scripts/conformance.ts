/**
 * Runs the MCP conformance suite's server scenarios against a token-protected service: starts a
 * test service, gets an access token through the OAuth flow (registration, /authorize, consent,
 * /token), and puts a loopback proxy in front of /api/mcp that adds the bearer header (the suite's
 * server runner sends none). Usage: node scripts/conformance.ts [conformance args…]; the suite is
 * fetched by npx (@modelcontextprotocol/conformance) and run with this Node.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startTestService } from '../test/support/harness.ts';
import { studioSignIn } from '../test/support/connect.ts';
import { obtainTokens } from '../test/oauth/flow.ts';

// The proxy listens first: its host is then allowed on the service, so Host and Origin reach the
// service's own checks unchanged (the dns-rebinding scenario tests them).
let forward: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.writeHead(503).end();
const proxy = http.createServer((req, res) => forward(req, res));
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
const proxyHost = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
const svc = await startTestService({
  SVC_RATE_PER_MINUTE: '100000',
  SVC_RATE_PER_DAY: '1000000',
  SVC_ALLOWED_HOSTS: proxyHost,
  SVC_ALLOWED_ORIGINS: `http://${proxyHost}`,
});
const owner = await svc.createAccount();
const session = await studioSignIn(svc.baseUrl, owner.email);
const { tokens } = await obtainTokens(svc, session, { scopes: ['read', 'files:read'] });
const target = new URL(`${svc.baseUrl}/api/mcp`);

forward = (req, res) => {
  const headers = { ...req.headers, authorization: `Bearer ${tokens.access_token}` };
  const upstream = http.request(target, { method: req.method, headers }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
};
const url = `http://${proxyHost}/mcp`;
const args = process.argv.slice(2);
// This Node first on PATH: the suite needs a newer Node than a system one may be.
const child = spawn('npx', ['-y', '@modelcontextprotocol/conformance@0.1.16', 'server', '--url', url, ...args], {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` },
});
const code = await new Promise<number>((r) => child.on('exit', (c) => r(c ?? 1)));
proxy.close();
await svc.stop();
process.exit(code);
