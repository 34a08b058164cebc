import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { allTools } from '../../src/areas.ts';
import { SCOPES } from '../../src/platform/scopes.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const REGISTRY = new Map(allTools.map((t) => [t.name, t]));

const rpc = (svc: TestService, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${svc.baseUrl}/api/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe(`HTTP surface [${TEST_DB}]`, () => {
  let svc: TestService;
  let token: string;
  let ownerEmail: string;
  before(async () => {
    svc = await startTestService();
    const owner = await svc.createAccount();
    ownerEmail = owner.email;
    token = await svc.createToken(owner.id);
  });
  after(() => svc.stop());
  const auth = () => ({ authorization: `Bearer ${token}` });

  it('answers 401 with a Bearer challenge and a -32001 body on /api/mcp', async () => {
    const res = await rpc(svc, { jsonrpc: '2.0', id: 7, method: 'tools/list' });
    assert.equal(res.status, 401);
    assert.match(
      res.headers.get('www-authenticate')!,
      /^Bearer .*resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource\/api\/mcp"/,
    );
    assert.deepEqual(await res.json(), {
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32001, message: 'Authentication failed: missing, invalid, expired or revoked bearer token' },
    });
    const bad = await rpc(svc, { jsonrpc: '2.0', id: 8, method: 'tools/list' }, { authorization: 'Bearer svc_mcp_nope' });
    assert.equal(bad.status, 401);
    assert.match(bad.headers.get('www-authenticate')!, /error="invalid_token"/);
  });

  it('answers 401 on the REST bridge with the error body', async () => {
    const res = await fetch(`${svc.baseUrl}/api/mcp/tools/get_platform_guide`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.status, 401);
    assert.ok(res.headers.get('www-authenticate'));
    assert.deepEqual(((await res.json()) as any).error.code, -32001);
  });

  it('serves plain JSON-RPC: initialize, ping, tools/list, tools/call', async () => {
    const init = await rpc(
      svc,
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
      },
      { ...auth(), accept: 'application/json' },
    );
    assert.equal(init.status, 200);
    const initBody = (await init.json()) as any;
    assert.equal(initBody.result.serverInfo.name, 'fine-structure-mcp');
    assert.equal(initBody.result.serverInfo.version, '1.0.0');
    assert.equal(init.headers.get('mcp-session-id'), null, 'stateless: no session id');

    const ping = (await (await rpc(svc, { jsonrpc: '2.0', id: 2, method: 'ping' }, auth())).json()) as any;
    assert.deepEqual(ping, { jsonrpc: '2.0', id: 2, result: {} });

    const list = (await (await rpc(svc, { jsonrpc: '2.0', id: 3, method: 'tools/list' }, auth())).json()) as any;
    const names = list.result.tools.map((t: any) => t.name);
    assert.ok(names.includes('get_platform_guide') && names.includes('get_recommended_workflow'));
    for (const t of list.result.tools) {
      assert.equal(t.inputSchema.type, 'object');
      // readOnlyHint is present exactly on read-only tools (absent means false, MCP's default).
      assert.equal(t.annotations.readOnlyHint, REGISTRY.get(t.name)!.annotations.readOnlyHint || undefined, t.name);
    }

    const call = (await (
      await rpc(
        svc,
        {
          jsonrpc: '2.0',
          id: 4,
          method: 'tools/call',
          params: { name: 'get_recommended_workflow', arguments: { task_type: 'publish_app' } },
        },
        auth(),
      )
    ).json()) as any;
    assert.equal(call.result.content[0].type, 'text');
    const payload = JSON.parse(call.result.content[0].text);
    assert.equal(payload.task_type, 'publish_app');
    assert.deepEqual(call.result.structuredContent, payload);
  });

  it('answers unknown methods with -32601 and protocol errors with HTTP 200', async () => {
    const unknown = await rpc(svc, { jsonrpc: '2.0', id: 5, method: 'resources/list' }, auth());
    assert.equal(unknown.status, 200);
    assert.equal(((await unknown.json()) as any).error.code, -32601);
    const invalid = await rpc(
      svc,
      { jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'get_platform_guide', arguments: { sections: 5 } } },
      auth(),
    );
    assert.equal(invalid.status, 200);
    const body = (await invalid.json()) as any;
    assert.equal(body.error.code, -32602);
    assert.match(body.error.message, /^Invalid arguments for get_platform_guide: sections/);
  });

  it('answers a body that is not JSON with a parse error', async () => {
    const res = await rpc(svc, '{"jsonrpc":', auth());
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as any).error.code, -32700);
    const rest = await fetch(`${svc.baseUrl}/api/mcp/tools/get_platform_guide`, {
      method: 'POST',
      body: '[oops',
      headers: { 'content-type': 'application/json', ...auth() },
    });
    assert.equal(rest.status, 400);
  });

  it('concurrent clients reusing the same JSON-RPC id each get their own answer; batches answer in order', async () => {
    const types = ['publish_app', 'create_app', 'domain_setup', 'seed_data', 'ab_test', 'edit_app'];
    const answers = await Promise.all(
      types.map((task_type) =>
        rpc(
          svc,
          { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_recommended_workflow', arguments: { task_type } } },
          auth(),
        ).then((r) => r.json() as any),
      ),
    );
    assert.deepEqual(
      answers.map((a) => [a.id, JSON.parse(a.result.content[0].text).task_type]),
      types.map((t) => [1, t]),
    );
    const batch = (await (
      await rpc(
        svc,
        [
          { jsonrpc: '2.0', id: 'b', method: 'ping' },
          { jsonrpc: '2.0', method: 'notifications/initialized' },
          { jsonrpc: '2.0', id: 'a', method: 'tools/list' },
        ],
        auth(),
      )
    ).json()) as any[];
    assert.deepEqual(
      batch.map((m) => m.id),
      ['b', 'a'],
    );
    const notification = await rpc(svc, { jsonrpc: '2.0', method: 'notifications/initialized' }, auth());
    assert.equal(notification.status, 202);
    const invalid = await rpc(svc, { jsonrpc: '1.0', id: 1, method: 'ping' }, auth());
    assert.equal(invalid.status, 400);
    const version = await rpc(svc, { jsonrpc: '2.0', id: 1, method: 'ping' }, { ...auth(), 'mcp-protocol-version': '1999-01-01' });
    assert.equal(version.status, 400);
  });

  it('refuses GET and DELETE on /api/mcp with 405', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${svc.baseUrl}/api/mcp`, { method, headers: auth() });
      assert.equal(res.status, 405);
      assert.equal(res.headers.get('allow'), 'POST');
    }
  });

  it('refuses a foreign Origin (DNS rebinding) and accepts its own', async () => {
    const evil = await rpc(svc, { jsonrpc: '2.0', id: 1, method: 'ping' }, { ...auth(), origin: 'http://evil.example' });
    assert.equal(evil.status, 403);
    const own = await rpc(svc, { jsonrpc: '2.0', id: 1, method: 'ping' }, { ...auth(), origin: svc.baseUrl });
    assert.equal(own.status, 200);
  });

  it('REST bridge: 200 payload, 404 unknown tool, 400 invalid params, empty body is {}', async () => {
    const ok = await fetch(`${svc.baseUrl}/api/mcp/tools/get_recommended_workflow`, { method: 'POST', headers: auth() });
    assert.equal(ok.status, 200);
    assert.equal(((await ok.json()) as any).task_type, 'unknown');
    const missing = await fetch(`${svc.baseUrl}/api/mcp/tools/nope`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), { error: { code: -32602, kind: 'unknown_tool', message: 'Unknown tool: nope' } });
    const arr = await fetch(`${svc.baseUrl}/api/mcp/tools/get_platform_guide`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '[]',
    });
    assert.equal(arr.status, 400);
  });

  it('works with the SDK client: listTools and callTool', async () => {
    const client = new Client({ name: 't', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${svc.baseUrl}/api/mcp`), { requestInit: { headers: auth() } }));
    const { tools } = await client.listTools();
    assert.equal(tools.length, svc.runner.tools.size);
    const r = await client.callTool({ name: 'get_platform_guide', arguments: { sections: ['overview', 'security'] } });
    assert.deepEqual(
      (r.structuredContent as any).sections.map((s: any) => s.id),
      ['overview', 'security'],
    );
    await client.close();
  });

  it('serves the manifest, OpenAPI, health, docs, API catalog and resource metadata without credentials', async () => {
    const manifest = (await (await fetch(`${svc.baseUrl}/api/mcp/manifest`)).json()) as any;
    assert.deepEqual(manifest.server, { name: 'fine-structure-mcp', version: '1.0.0' });
    assert.equal(manifest.tools.length, svc.runner.tools.size);
    for (const t of manifest.tools) {
      assert.ok(t.name && t.description && t.input_schema && Array.isArray(t.scopes));
    }

    for (const p of ['/api/mcp/openapi.json', '/openapi.json']) {
      const api = (await (await fetch(svc.baseUrl + p)).json()) as any;
      assert.equal(api.openapi, '3.1.0');
      assert.equal(api.info.version, '1.0.0');
      assert.equal(Object.keys(api.paths).length, svc.runner.tools.size);
      const op = api.paths['/api/mcp/tools/get_platform_guide'].post;
      assert.deepEqual(Object.keys(op.responses).sort(), ['200', '400', '401', '402', '403', '404', '429', '500']);
      assert.equal(op.requestBody.content['application/json'].schema.type, 'object');
    }

    const health = await fetch(`${svc.baseUrl}/api/mcp/health`);
    assert.equal(health.status, 200);
    const h = (await health.json()) as any;
    assert.equal(h.status, 'ok');
    assert.equal(h.version, '1.0.0');
    assert.equal(h.database.dialect, TEST_DB);
    assert.equal(h.database.reachable, true);

    const docs = await fetch(`${svc.baseUrl}/api/mcp/docs`);
    assert.match(docs.headers.get('content-type')!, /text\/markdown/);
    assert.match(await docs.text(), /^# Fine Structure: agent guide/);

    const catalog = await fetch(`${svc.baseUrl}/.well-known/api-catalog`);
    assert.equal(catalog.headers.get('content-type'), 'application/linkset+json');
    const linkset = ((await catalog.json()) as any).linkset[0];
    assert.equal(linkset['service-desc'][0].href, `${svc.baseUrl}/api/mcp/openapi.json`);
    const head = await fetch(`${svc.baseUrl}/.well-known/api-catalog`, { method: 'HEAD' });
    assert.match(head.headers.get('link')!, /rel="api-catalog"/);

    const prm = (await (await fetch(`${svc.baseUrl}/.well-known/oauth-protected-resource/api/mcp`)).json()) as any;
    assert.equal(prm.resource, `${svc.baseUrl}/api/mcp`);
    assert.ok(prm.scopes_supported.includes('files:write'));
  });

  it('studio login issues a JWT; the token panel creates, lists and revokes tokens', async () => {
    const bad = await fetch(`${svc.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ownerEmail, password: 'wrong password' }),
    });
    assert.equal(bad.status, 401);
    const unknown = await fetch(`${svc.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
    });
    assert.deepEqual(
      await unknown.json(),
      await (
        await fetch(`${svc.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ownerEmail, password: 'nope nope' }),
        })
      ).json(),
    );
    const login = await fetch(`${svc.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ownerEmail, password: 'correct horse battery' }),
    });
    assert.equal(login.status, 200);
    const { access_token } = (await login.json()) as any;
    const jwt = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };

    assert.equal(
      (
        await fetch(`${svc.baseUrl}/api/auth/mcp-tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"scopes":"all"}',
        })
      ).status,
      401,
    );
    // A static MCP token is not a studio session.
    assert.equal((await fetch(`${svc.baseUrl}/api/auth/mcp-tokens`, { headers: auth() })).status, 401);
    const badScope = await fetch(`${svc.baseUrl}/api/auth/mcp-tokens`, {
      method: 'POST',
      headers: jwt,
      body: JSON.stringify({ scopes: ['read', 'root'] }),
    });
    assert.equal(badScope.status, 400);
    assert.match(((await badScope.json()) as any).error.message, /Unknown scope\(s\): root/);

    const created = await fetch(`${svc.baseUrl}/api/auth/mcp-tokens`, {
      method: 'POST',
      headers: jwt,
      body: JSON.stringify({ name: 'ci', scopes: ['read'], per_minute: 5 }),
    });
    assert.equal(created.status, 201);
    const t = (await created.json()) as any;
    assert.match(t.token, /^svc_mcp_[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(t.scopes, ['read']);
    assert.equal(t.per_minute, 5);
    const stored = await svc.services.db.all<any>('SELECT token_hash FROM tokens');
    assert.ok(
      stored.every((r) => !JSON.stringify(r).includes(t.token)),
      'only a hash is stored',
    );

    const works = await fetch(`${svc.baseUrl}/api/mcp/tools/get_recommended_workflow`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.token}` },
    });
    assert.equal(works.status, 200);
    const listed = (await (await fetch(`${svc.baseUrl}/api/auth/mcp-tokens`, { headers: jwt })).json()) as any;
    assert.ok(listed.tokens.some((x: any) => x.token_id === t.token_id && !('token' in x)));
    assert.ok(!JSON.stringify(listed).includes(t.token));
    // The token panel's scope checkboxes: every scope with what it allows.
    assert.deepEqual(
      listed.scopes.map((s: any) => s.scope),
      [...SCOPES],
    );
    assert.ok(listed.scopes.every((s: any) => s.description.length > 5));
    const revoked = await fetch(`${svc.baseUrl}/api/auth/mcp-tokens/${t.token_id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${access_token}` },
    });
    assert.equal(revoked.status, 200);
    const after = await fetch(`${svc.baseUrl}/api/mcp/tools/get_recommended_workflow`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.token}` },
    });
    assert.equal(after.status, 401);
  });

  it('studio sign-in is throttled per email after 5 failures, counted before the password check', async () => {
    const victim = await svc.createAccount();
    const login = (email: string, password: string) =>
      fetch(`${svc.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const burst = await Promise.all(Array.from({ length: 8 }, () => login(victim.email, 'wrong password')));
    assert.deepEqual(burst.map((r) => r.status).sort(), [401, 401, 401, 401, 401, 429, 429, 429]);
    const blocked = await login(` ${victim.email.toUpperCase()} `, 'correct horse battery');
    assert.equal(blocked.status, 429, 'even the right password waits out the window');
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal(((await blocked.json()) as any).error.kind, 'rate_limited');
    const other = await svc.createAccount();
    assert.equal((await login(other.email, 'correct horse battery')).status, 200, 'other accounts are unaffected');
  });

  it('the CLI creates users and tokens against the same store', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const env = { ...process.env, SVC_DATA_DIR: svc.config.dataDir, ...(TEST_DB === 'postgres' ? {} : { DATABASE_URL: '' }) };
    if (TEST_DB === 'postgres') return; // the CLI has no schema option; the SQLite run covers it
    const run = (...args: string[]) => execFileSync(process.execPath, [path.join(root, 'src/cli.ts'), ...args], { env, encoding: 'utf8' });
    run('user', 'create', '--email', 'cli@example.com', '--password', 'a long password');
    const out = run('token', 'create', '--email', 'cli@example.com', '--scopes', 'read,files:read', '--per-minute', '9', '--name', 'cli');
    const rawToken = out.trim().split('\n').at(-1)!;
    assert.match(rawToken, /^svc_mcp_/);
    const list = run('token', 'list', '--email', 'cli@example.com');
    assert.match(list, /active\tcli\tread,files:read/);
    assert.throws(() => run('token', 'create', '--email', 'cli@example.com', '--scopes', 'bogus'), /Unknown scope/);
  });
});

describe('MultiplexTransport (unit)', () => {
  it("a client cannot cancel another client's request through its rewritten id; no pending entry is left behind", async () => {
    const { Server } = await import('@modelcontextprotocol/sdk/server/index.js');
    const { CallToolRequestSchema } = await import('@modelcontextprotocol/sdk/types.js');
    const { MultiplexTransport } = await import('../../src/transports/mcp-multiplex.ts');
    const server = new Server({ name: 't', version: '1' }, { capabilities: { tools: {} } });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.setRequestHandler(CallToolRequestSchema, async () => {
      await gate;
      return { content: [{ type: 'text', text: 'victim-result' }] };
    });
    const transport = new MultiplexTransport();
    await server.connect(transport);
    const authInfo = { token: '', clientId: 'x', scopes: [] };
    // Client A's request gets the first process-unique id (1).
    const victim = transport.handle({ jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'slow', arguments: {} } }, authInfo);
    // Client B guesses that id and cancels it (alone, and inside a batch with a request of its own).
    const cancel = await transport.handle(
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1, reason: 'x' } },
      authInfo,
    );
    assert.equal(cancel.status, 202);
    const own = await transport.handle(
      [
        { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } },
        { jsonrpc: '2.0', id: 9, method: 'ping' },
      ],
      authInfo,
    );
    assert.deepEqual(
      (own.body as any[]).map((m) => m.id),
      [9],
    );
    release();
    const answer = await Promise.race([victim, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 2000))]);
    assert.notEqual(answer, 'hung', 'the cancelled request never answered');
    assert.equal((answer as any).body.id, 'a');
    assert.equal((answer as any).body.result.content[0].text, 'victim-result');
    assert.equal((transport as any).pending.size, 0);
    await server.close();
  });
});
