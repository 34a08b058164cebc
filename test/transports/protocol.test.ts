/**
 * MCP 2026-07-28 and 2025-11-25 on the one /api/mcp endpoint: the modern wire (server/discover,
 * per-request `_meta`, mirrored headers and their validation, -32022, 404 for methods the revision
 * dropped) next to the legacy initialize handshake, with both official SDK generations.
 * (The scenario tables run over both revisions too: test/support/clients.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LIST_TTL_MS } from '../../src/transports/mcp-modern.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const MODERN = '2026-07-28';
const meta = (version = MODERN) => ({
  'io.modelcontextprotocol/protocolVersion': version,
  'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
});

describe(`MCP protocol revisions on /api/mcp [${TEST_DB}]`, () => {
  let svc: TestService;
  let token: string;
  let appId: string;
  before(async () => {
    svc = await startTestService();
    const owner = await svc.createAccount();
    token = await svc.createToken(owner.id);
    appId = await svc.createApp(owner.id, 'Both eras');
  });
  after(() => svc.stop());

  /** A POST with the modern headers derived from the body unless `headers` overrides them (null removes one). */
  async function modern(body: any, headers: Record<string, string | null> = {}) {
    const derived: Record<string, string | null> = {
      'mcp-protocol-version': MODERN,
      'mcp-method': body?.method ?? null,
      'mcp-name': body?.method === 'tools/call' ? body.params.name : null,
      ...headers,
    };
    const sent: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${token}`,
    };
    for (const [k, v] of Object.entries(derived)) if (v !== null) sent[k] = v;
    const res = await fetch(`${svc.baseUrl}/api/mcp`, { method: 'POST', headers: sent, body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }
  const request = (method: string, params: Record<string, unknown> = {}, id: string | number = 1) => ({
    jsonrpc: '2.0',
    id,
    method,
    params: { ...params, _meta: meta() },
  });

  it('server/discover names both eras, the server and its capabilities', async () => {
    const r = await modern(request('server/discover', {}, 'd-1'));
    assert.equal(r.status, 200);
    assert.equal(r.body.id, 'd-1');
    assert.deepEqual(r.body.result.supportedVersions.slice(0, 2), [MODERN, '2025-11-25']);
    assert.equal(r.body.result.resultType, 'complete');
    assert.deepEqual(r.body.result._meta['io.modelcontextprotocol/serverInfo'], { name: 'fine-structure-mcp', version: '1.0.0' });
    assert.deepEqual(r.body.result.capabilities, { tools: { listChanged: false } });
    assert.equal(r.body.result.ttlMs, LIST_TTL_MS);
    assert.equal(r.body.result.cacheScope, 'public');
  });

  it('tools/list is the legacy list with caching hints, compressed when asked', async () => {
    const r = await modern(request('tools/list'));
    assert.equal(r.status, 200);
    assert.equal(r.body.result.resultType, 'complete');
    assert.equal(r.body.result.ttlMs, LIST_TTL_MS);
    assert.equal(r.body.result.cacheScope, 'public');
    const legacy = await fetch(`${svc.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.deepEqual(r.body.result.tools, ((await legacy.json()) as any).result.tools);
    const gz = await fetch(`${svc.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
        authorization: `Bearer ${token}`,
        'mcp-protocol-version': MODERN,
        'mcp-method': 'tools/list',
      },
      body: JSON.stringify(request('tools/list', {}, 9)),
    });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    // fetch decompresses the body itself.
    assert.equal(((await gz.json()) as any).id, 9);
  });

  it('tools/call answers as on 2025-11-25, marked complete, with the RateLimit headers', async () => {
    const ok = await modern(request('tools/call', { name: 'get_app_status', arguments: { app_id: appId } }, 'c-1'));
    assert.equal(ok.status, 200);
    assert.equal(ok.body.id, 'c-1');
    assert.equal(ok.body.result.resultType, 'complete');
    assert.equal(ok.body.result.structuredContent.app_id, appId);
    assert.ok(ok.headers.get('ratelimit-remaining'));
    const toolError = await modern(request('tools/call', { name: 'get_app_status', arguments: { app_id: 'app_missing' } }));
    assert.equal(toolError.body.result.isError, true);
    assert.equal(JSON.parse(toolError.body.result.content[0].text).error.kind, 'not_found');
    const unknown = await modern(request('tools/call', { name: 'no_such_tool', arguments: {} }));
    assert.equal(unknown.status, 200);
    assert.equal(unknown.body.error.code, -32602);
    const badArgs = await modern(request('tools/call', { name: 'get_app_status', arguments: [1] }));
    assert.equal(badArgs.body.error.code, -32602);
  });

  it('the mirrored headers must be present and match the body (-32020, 400)', async () => {
    const call = request('tools/call', { name: 'list_apps', arguments: {} });
    const cases: Array<[string, Record<string, string | null>, any?]> = [
      ['no Mcp-Method', { 'mcp-method': null }],
      ['another Mcp-Method', { 'mcp-method': 'tools/list' }],
      ['no Mcp-Name', { 'mcp-name': null }],
      ['another Mcp-Name', { 'mcp-name': 'delete_app' }],
      ['a _meta version unlike the header', {}, { ...call, params: { ...call.params, _meta: meta('2099-01-01') } }],
      ['no _meta version', {}, { ...call, params: { name: 'list_apps', arguments: {} } }],
      ['no MCP-Protocol-Version header', { 'mcp-protocol-version': null }],
    ];
    for (const [what, headers, body] of cases) {
      const r = await modern(body ?? call, headers);
      assert.equal(r.status, 400, what);
      assert.equal(r.body.error.code, -32020, what);
      assert.match(r.body.error.message, /^Header mismatch: /, what);
    }
    const encoded = await modern(call, { 'mcp-name': `=?base64?${Buffer.from('list_apps').toString('base64')}?=` });
    assert.equal(encoded.status, 200, 'a Base64-encoded Mcp-Name is decoded before comparing');
  });

  it('an unknown revision gets -32022 with the supported list; dropped methods and batches are refused', async () => {
    const unknown = await modern(
      { jsonrpc: '2.0', id: 4, method: 'tools/list', params: { _meta: meta('2099-01-01') } },
      {
        'mcp-protocol-version': '2099-01-01',
      },
    );
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error.code, -32022);
    assert.equal(unknown.body.id, 4);
    assert.deepEqual(unknown.body.error.data.requested, '2099-01-01');
    assert.ok(unknown.body.error.data.supported.includes(MODERN) && unknown.body.error.data.supported.includes('2025-11-25'));
    for (const method of ['initialize', 'ping', 'resources/list']) {
      const r = await modern(request(method));
      assert.equal(r.status, 404, method);
      assert.equal(r.body.error.code, -32601, method);
    }
    const batch = await modern([request('tools/list')], { 'mcp-method': 'tools/list' });
    assert.equal(batch.status, 400);
    assert.equal(batch.body.error.code, -32600);
    const note = await modern({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } });
    assert.equal(note.status, 202);
  });

  it('without a token a modern request gets the same 401 challenge', async () => {
    const res = await fetch(`${svc.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'mcp-protocol-version': MODERN, 'mcp-method': 'server/discover' },
      body: JSON.stringify(request('server/discover')),
    });
    assert.equal(res.status, 401);
    assert.match(res.headers.get('www-authenticate')!, /resource_metadata=/);
  });

  it('the v2 SDK client (2026-07-28) and the v1 SDK client (2025-11-25) see the same tools and answers', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const modernClient = new ModernClient({ name: 'v2', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
    await modernClient.connect(new ModernTransport(new URL(`${svc.baseUrl}/api/mcp`), { requestInit: { headers } }));
    const legacyClient = new Client({ name: 'v1', version: '1.0.0' });
    await legacyClient.connect(new StreamableHTTPClientTransport(new URL(`${svc.baseUrl}/api/mcp`), { requestInit: { headers } }));
    try {
      assert.equal(legacyClient.getServerVersion()?.name, 'fine-structure-mcp');
      const [a, b] = await Promise.all([modernClient.listTools(), legacyClient.listTools()]);
      assert.deepEqual(
        a.tools.map((t) => t.name),
        b.tools.map((t) => t.name),
      );
      const args = { name: 'get_app_status', arguments: { app_id: appId } };
      const [x, y] = await Promise.all([modernClient.callTool(args), legacyClient.callTool(args)]);
      assert.deepEqual((x as any).structuredContent.app_id, (y as any).structuredContent.app_id);
    } finally {
      await modernClient.close();
      await legacyClient.close();
    }
  });
});
