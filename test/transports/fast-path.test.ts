import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import pino from 'pino';
import { hostChecks } from '../../src/transports/hygiene.ts';
import { createFastPath } from '../../src/transports/fast-path.ts';
import { McpEndpoint } from '../../src/transports/mcp.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A raw POST. `chunked` sends the body without a Content-Length, which the raw fast path leaves to
 * Fastify's routes: the same request through both paths.
 */
function post(url: string, headers: Record<string, string>, body: string, chunked: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: chunked
          ? { ...headers, 'transfer-encoding': 'chunked' }
          : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString();
          resolve({ status: res.statusCode!, headers: res.headers, body: text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What must match between the two paths: status, headers (but the clock's and the connection's) and body (but ids and budgets). */
function comparable(a: Answer) {
  const { date: _d, connection: _c, 'keep-alive': _k, 'ratelimit-remaining': _r, 'ratelimit-reset': _s, ...headers } = a.headers;
  return { status: a.status, headers, body: a.body.replace(/"call_[0-9a-z]+"/g, '"call_"') };
}

describe(`the raw fast path of the tool-call routes answers as Fastify's routes do [${TEST_DB}]`, () => {
  let svc: TestService;
  let token: string;
  before(async () => {
    svc = await startTestService();
    token = await svc.createToken((await svc.createAccount()).id, { scopes: 'read' });
  });
  after(() => svc.stop());

  const json = () => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  const mcpHeaders = () => ({ ...json(), accept: 'application/json, text/event-stream' });
  const rpc = (m: object) => JSON.stringify({ jsonrpc: '2.0', id: 7, ...m });
  const call = (name: string, args: object) => rpc({ method: 'tools/call', params: { name, arguments: args } });
  const rows: Array<{ name: string; path: string; headers: () => Record<string, string>; body: string }> = [
    { name: 'REST: a call', path: '/api/mcp/tools/get_recommended_workflow', headers: json, body: '{"task_type":"publish_app"}' },
    {
      name: 'REST: a call, brotli',
      path: '/api/mcp/tools/get_recommended_workflow',
      headers: () => ({ ...json(), 'accept-encoding': 'gzip, br' }),
      body: '{"task_type":"publish_app"}',
    },
    {
      name: 'REST: a call, gzip',
      path: '/api/mcp/tools/get_recommended_workflow',
      headers: () => ({ ...json(), 'accept-encoding': 'gzip' }),
      body: '{"task_type":"publish_app"}',
    },
    { name: 'REST: an empty body', path: '/api/mcp/tools/get_recommended_workflow', headers: json, body: '' },
    { name: 'REST: malformed JSON', path: '/api/mcp/tools/get_recommended_workflow', headers: json, body: '{"task_type":' },
    { name: 'REST: an array body', path: '/api/mcp/tools/get_recommended_workflow', headers: json, body: '[1]' },
    {
      name: 'REST: a body nested too deep',
      path: '/api/mcp/tools/get_recommended_workflow',
      headers: json,
      body: `{"a":${'['.repeat(200)}${']'.repeat(200)}}`,
    },
    { name: 'REST: invalid arguments', path: '/api/mcp/tools/get_recommended_workflow', headers: json, body: '{"task_type":"nope"}' },
    { name: 'REST: an unknown tool', path: '/api/mcp/tools/no_such_tool', headers: json, body: '{}' },
    { name: 'REST: a scope the token lacks', path: '/api/mcp/tools/create_app', headers: json, body: '{"name":"x"}' },
    { name: 'REST: no token', path: '/api/mcp/tools/list_apps', headers: () => ({ 'content-type': 'application/json' }), body: '{}' },
    {
      name: 'REST: an unknown token',
      path: '/api/mcp/tools/list_apps',
      headers: () => ({ 'content-type': 'application/json', authorization: 'Bearer nope' }),
      body: '{}',
    },
    {
      name: 'MCP: tools/call',
      path: '/api/mcp',
      headers: mcpHeaders,
      body: call('get_recommended_workflow', { task_type: 'publish_app' }),
    },
    {
      name: 'MCP: tools/call, a tool error',
      path: '/api/mcp',
      headers: mcpHeaders,
      body: call('get_recommended_workflow', { task_type: 1 }),
    },
    {
      name: 'MCP: tools/list, brotli',
      path: '/api/mcp',
      headers: () => ({ ...mcpHeaders(), 'accept-encoding': 'br' }),
      body: rpc({ method: 'tools/list' }),
    },
    {
      name: 'MCP: initialize (the SDK)',
      path: '/api/mcp',
      headers: mcpHeaders,
      body: rpc({
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
      }),
    },
    {
      name: 'MCP: a notification',
      path: '/api/mcp',
      headers: mcpHeaders,
      body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    },
    { name: 'MCP: malformed JSON', path: '/api/mcp', headers: mcpHeaders, body: '{"jsonrpc":' },
    {
      name: 'MCP: no token',
      path: '/api/mcp',
      headers: () => ({ 'content-type': 'application/json' }),
      body: rpc({ method: 'tools/list' }),
    },
    {
      name: 'MCP 2026-07-28: tools/call',
      path: '/api/mcp',
      headers: () => ({
        ...mcpHeaders(),
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'tools/call',
        'mcp-name': 'get_recommended_workflow',
      }),
      body: rpc({
        method: 'tools/call',
        params: {
          name: 'get_recommended_workflow',
          arguments: { task_type: 'publish_app' },
          _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientInfo': { name: 'b', version: '1' },
            'io.modelcontextprotocol/clientCapabilities': {},
          },
        },
      }),
    },
    {
      name: 'MCP: an unsupported version',
      path: '/api/mcp',
      headers: () => ({ ...mcpHeaders(), 'mcp-protocol-version': '1999-01-01' }),
      body: rpc({ method: 'tools/list' }),
    },
  ];
  for (const row of rows) {
    it(row.name, async () => {
      const fast = await post(`${svc.baseUrl}${row.path}`, row.headers(), row.body, false);
      const fastify = await post(`${svc.baseUrl}${row.path}`, row.headers(), row.body, true);
      assert.deepEqual(comparable(fast), comparable(fastify));
    });
  }

  it('takes only the common case, and leaves everything else to Fastify untouched', () => {
    const fastPath = createFastPath({
      services: svc.services,
      runner: svc.runner,
      mcp: new McpEndpoint(svc.runner),
      log: pino({ level: 'silent' }),
      hostAllowed: hostChecks(svc.config).hostAllowed,
      isPlatformHost: (host) => host === new URL(svc.baseUrl).host,
      // Stands for an app host or a custom domain, whose requests Fastify rewrites to app routes.
      rewriteUrl: (req) => (req.headers['x-app-host'] ? '/_app/x' : req.url!),
      genReqId: () => 'req-test',
    });
    const host = new URL(svc.baseUrl).host;
    const base = { host, 'content-type': 'application/json', 'content-length': '2' };
    const takes = (method: string, url: string, headers: Record<string, string>) => {
      const req = Object.assign(new EventEmitter(), { method, url, headers }) as unknown as IncomingMessage;
      return fastPath(req, new EventEmitter() as unknown as ServerResponse);
    };
    assert.equal(takes('POST', '/api/mcp', base), true);
    assert.equal(takes('POST', '/api/mcp/tools/list_apps', base), true);
    assert.equal(takes('POST', '/api/mcp/tools/list_apps', { ...base, 'content-type': 'application/json; charset=utf-8' }), true);
    const refused: Array<[string, string, Record<string, string>]> = [
      ['GET', '/api/mcp', base],
      ['POST', '/api/mcp/', base],
      ['POST', '/api/mcp?x=1', base],
      ['POST', '/api/mcp/tools/list%5Fapps', base],
      ['POST', `/api/mcp/tools/${'a'.repeat(101)}`, base],
      ['POST', '/api/mcp/tools/list_apps', { ...base, origin: svc.baseUrl }],
      ['POST', '/api/mcp/tools/list_apps', { ...base, 'content-encoding': 'gzip' }],
      ['POST', '/api/mcp/tools/list_apps', { ...base, 'x-forwarded-host': host }],
      ['POST', '/api/mcp/tools/list_apps', { ...base, 'content-type': 'text/plain' }],
      ['POST', '/api/mcp/tools/list_apps', { host, 'content-type': 'application/json' }],
      ['POST', '/api/mcp/tools/list_apps', { ...base, 'content-length': String(2 * 1024 * 1024) }],
      ['POST', '/api/mcp/tools/list_apps', { ...base, host: 'evil.example.com' }],
      // (a Host spelling not checked before: a host already found to be the platform's is not rewritten)
      ['POST', '/api/mcp/tools/list_apps', { ...base, host: host.replace('127.0.0.1', 'localhost'), 'x-app-host': '1' }],
    ];
    for (const [method, url, headers] of refused)
      assert.equal(takes(method, url, headers), false, `${method} ${url} ${JSON.stringify(headers)}`);
    fastPath.close();
    assert.equal(takes('POST', '/api/mcp', base), false, 'closing: every request is Fastify’s');
  });
});
