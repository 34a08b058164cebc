import assert from 'node:assert/strict';
import net from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { buildService, type Service } from '../../src/server.ts';
import { hostChecks } from '../../src/transports/hygiene.ts';
import { freePort, freshDb, startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { idsOf, recordFixtures, RECORDS_ENV, type RecordFixtures } from '../support/records-fixtures.ts';
import { scenarios } from '../support/scenarios.ts';

/** `{"a":{"a":…1…}}` nested `n` levels, as text (JSON.stringify itself overflows on deep values). */
const deepText = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
/** The same as a value, for the SDK client (70 levels: past the tools' bound, well within JSON.stringify's). */
const deepValue = (n: number) => JSON.parse(deepText(n));

describe('nesting bounds on tool arguments', () => {
  const deep = deepValue(70);
  scenarios<RecordFixtures>(
    'deeply nested values are invalid params naming the field',
    recordFixtures,
    [
      {
        name: 'create_entity_records: records',
        as: 'owner',
        tool: 'create_entity_records',
        args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'x', age: deep }] }),
        expect: { error: 'invalid_params', message: /records\.0\.age\.a.* nested more than 64 levels/ },
        after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.appId, 'Contact', { name: 'x' }), [], 'nothing written'),
      },
      {
        name: 'update_entity_records: changes',
        as: 'owner',
        tool: 'update_entity_records',
        args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1'], changes: { title: deep } }),
        expect: { error: 'invalid_params', message: /changes\.title\.a/ },
      },
      {
        name: 'seed_entity: records',
        as: 'owner',
        tool: 'seed_entity',
        args: (f) => ({ app_id: f.appId, entity: 'Tag', records: [{ label: deep }], mode: 'append' }),
        expect: { error: 'invalid_params', message: /records\.0\.label/ },
      },
      {
        name: 'update_entity_record: data',
        as: 'owner',
        tool: 'update_entity_record',
        args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_id: 'k2', data: { title: deep } }),
        expect: { error: 'invalid_params', message: /data\.title\.a/ },
      },
      {
        name: 'create_entity_schema: metadata',
        as: 'owner',
        tool: 'create_entity_schema',
        args: (f) => ({ app_id: f.appId, entity: 'Deep', fields: [{ name: 'x', type: 'string' }], metadata: deep }),
        expect: { error: 'invalid_params', message: /metadata\.a/ },
      },
      {
        name: 'update_entity_schema: metadata',
        as: 'owner',
        tool: 'update_entity_schema',
        args: (f) => ({ app_id: f.appId, entity: 'Product', fields: [{ name: 'name', type: 'string' }], metadata: deep }),
        expect: { error: 'invalid_params', message: /metadata\.a/ },
      },
      {
        name: 'a value nested within the bound still reaches the tool',
        as: 'owner',
        tool: 'create_entity_records',
        args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'shallow', age: deepValue(10) }] }),
        // age is an integer: the tool itself refuses it, as a tool-level problem
        expect: { error: 'invalid_request', message: /age/ },
      },
    ],
    RECORDS_ENV,
  );
});

describe(`protocol hygiene over raw HTTP [${TEST_DB}]`, () => {
  let svc: TestService;
  let token: string;
  let appId: string;
  before(async () => {
    svc = await startTestService({
      ...RECORDS_ENV,
      SVC_HEADERS_TIMEOUT_MS: '500',
      SVC_REQUEST_TIMEOUT_MS: '1000',
      SVC_MAX_CONNECTIONS_PER_ADDRESS: '8',
    });
    const f = await recordFixtures(svc);
    token = f.tokens.owner;
    appId = f.appId;
  });
  after(async () => {
    await svc?.stop();
  });

  const rpc = async (body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${svc.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${token}`,
        ...headers,
      },
      body,
      signal: AbortSignal.timeout(5000),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('a body nested thousands of levels deep is invalid params on both transports, never 500', async () => {
    for (const n of [5000, 100_000]) {
      const rest = await fetch(`${svc.baseUrl}/api/mcp/tools/create_entity_records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: `{"app_id":"${appId}","entity":"Contact","records":[{"name":"x","age":${deepText(n)}}]}`,
      });
      const restBody = (await rest.json()) as any;
      assert.equal(rest.status, 400, JSON.stringify(restBody));
      assert.equal(restBody.error.kind, 'invalid_params');
      assert.match(restBody.error.message, /records\.0\.age/);
      const mcp = await rpc(
        `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"update_entity_record","arguments":{"app_id":"${appId}","entity":"Ticket","record_id":"k3","data":{"title":${deepText(n)}}}}}`,
      );
      assert.equal(mcp.status, 200);
      assert.equal(mcp.body.id, 7);
      assert.equal(mcp.body.error.code, -32602);
      assert.match(mcp.body.error.message, /params\.arguments\.data\.title/);
    }
  });

  const call = (params: string) => `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${params}}`;
  const init = (params: string) => `{"jsonrpc":"2.0","id":1,"method":"initialize","params":${params}}`;
  const badParams: Array<[string, string, RegExp]> = [
    ['tools/call without name', call('{"arguments":{}}'), /params\.name: expected string/],
    ['tools/call with a numeric name', call('{"name":5}'), /params\.name: expected string, received number/],
    ['tools/call with arguments null', call('{"name":"list_apps","arguments":null}'), /params\.arguments/],
    ['tools/call with arguments an array', call('{"name":"list_apps","arguments":[]}'), /params\.arguments/],
    ['tools/call with arguments a string', call('{"name":"list_apps","arguments":"x"}'), /params\.arguments/],
    ['tools/call with arguments a number', call('{"name":"list_apps","arguments":3}'), /params\.arguments/],
    ['initialize without params', '{"jsonrpc":"2.0","id":1,"method":"initialize"}', /params/],
    [
      'initialize with a numeric protocolVersion',
      init('{"protocolVersion":1,"capabilities":{},"clientInfo":{"name":"a","version":"1"}}'),
      /protocolVersion/,
    ],
    ['initialize without clientInfo', init('{"protocolVersion":"2025-06-18","capabilities":{}}'), /clientInfo/],
    ['params as an array', '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":[]}', /params/],
    ['params._meta a string', call('{"name":"list_apps","_meta":"x"}'), /params\._meta/],
    ['params._meta a number', '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":5}}', /params\._meta/],
    ['_meta.progressToken an object', call('{"name":"list_apps","_meta":{"progressToken":{}}}'), /progressToken/],
    ['tools/list with a string _meta', '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":"x"}}', /_meta/],
    ['an unknown method with params an array', '{"jsonrpc":"2.0","id":1,"method":"nope/x","params":[1]}', /params/],
  ];
  for (const [name, body, message] of badParams) {
    it(`${name}: answered at once with -32602 and a readable message`, async () => {
      const { status, body: answer } = await rpc(body);
      assert.equal(status, 200);
      assert.equal(answer.id, 1);
      assert.equal(answer.error?.code, -32602, JSON.stringify(answer));
      assert.match(answer.error.message, message);
      assert.doesNotMatch(answer.error.message, /^\s*\[|"code":/, 'not the raw zod issue list');
    });
  }

  it('an unknown top-level member is an invalid request; a batch still answers every request', async () => {
    const one = await rpc('{"jsonrpc":"2.0","id":3,"method":"ping","extra":1}');
    assert.equal(one.body.error.code, -32600);
    assert.equal(one.body.id, 3);
    const batch = await rpc(
      '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":"x"}},{"jsonrpc":"2.0","method":"notifications/x","params":[]}]',
    );
    assert.deepEqual(
      batch.body.map((m: any) => [m.id, m.error?.code ?? 'ok']),
      [
        [1, 'ok'],
        [2, -32602],
      ],
    );
  });

  it('well-formed calls still work', async () => {
    const { body } = await rpc(call('{"name":"list_apps","arguments":{},"_meta":{"progressToken":"p1"}}'));
    assert.ok(body.result.structuredContent.apps, JSON.stringify(body).slice(0, 200));
  });

  const rawRequest = (head: string, timeoutMs = 5000) =>
    new Promise<{ status: number | null; closedAfterMs: number; text: string }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(Number(new URL(svc.baseUrl).port), '127.0.0.1');
      let text = '';
      const guard = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after ${timeoutMs} ms`));
      }, timeoutMs);
      socket.on('data', (d) => (text += d));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(guard);
        const m = /^HTTP\/1\.1 (\d+)/.exec(text);
        resolve({ status: m ? Number(m[1]) : null, closedAfterMs: Date.now() - started, text });
      });
      socket.write(head);
    });

  it('a request whose headers stall is cut off', async () => {
    const r = await rawRequest(`POST /api/mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n`);
    assert.ok(r.closedAfterMs < 4000, `closed after ${r.closedAfterMs} ms`);
    assert.ok(r.status === null || r.status === 408, r.text.slice(0, 100));
  });

  it('a request whose body stalls is answered 408 and closed', async () => {
    const host = new URL(svc.baseUrl).host;
    const r = await rawRequest(
      `POST /api/mcp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nAuthorization: Bearer ${token}\r\nContent-Length: 100\r\n\r\n{"jsonrpc"`,
    );
    assert.ok(r.closedAfterMs < 4000, `closed after ${r.closedAfterMs} ms`);
    assert.ok(r.status === null || r.status === 408, r.text.slice(0, 100));
  });

  it('connections beyond the per-address bound are closed at once; freed slots are usable again', async () => {
    const port = Number(new URL(svc.baseUrl).port);
    const open: net.Socket[] = [];
    const closedEarly: number[] = [];
    for (let i = 0; i < 12; i++) {
      const s = net.connect(port, '127.0.0.1');
      s.on('error', () => {});
      s.on('close', () => closedEarly.push(i));
      open.push(s);
      await new Promise((r) => s.once('connect', r));
    }
    await new Promise((r) => setTimeout(r, 200));
    // Keep-alive connections of earlier requests may hold some of the 8 slots too.
    assert.ok(closedEarly.length >= 4 && open.length - closedEarly.length <= 8, `closed: ${closedEarly.join(',')}`);
    for (const s of open) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const health = await fetch(`${svc.baseUrl}/api/mcp/health`);
    assert.equal(health.status, 200);
  });
});

describe(`Host and Origin checks [${TEST_DB}]`, () => {
  it('the public host and, when it is loopback, its loopback spellings are accepted', () => {
    const c = hostChecks({ publicUrl: 'http://localhost:4000', allowedOrigins: [], allowedHosts: [] });
    for (const h of ['localhost:4000', '127.0.0.1:4000', '[::1]:4000', 'LOCALHOST:4000']) assert.ok(c.hostAllowed(h), h);
    for (const h of ['evil.example.com', 'evil.example.com:4000', 'localhost:4001', 'localhost.evil.com:4000', undefined]) {
      assert.ok(!c.hostAllowed(h), String(h));
    }
    for (const o of ['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000', undefined])
      assert.ok(c.originAllowed(o), String(o));
    for (const o of ['http://evil.example.com', 'http://127.0.0.1:4001', 'https://localhost:4000']) assert.ok(!c.originAllowed(o), o);
  });

  it('a public name accepts only itself (default port optional) and the configured extra hosts', () => {
    const c = hostChecks({
      publicUrl: 'https://fs.example.com',
      allowedOrigins: ['https://studio.example.com'],
      allowedHosts: ['internal.lan', 'x.lan:8080'],
    });
    for (const h of ['fs.example.com', 'fs.example.com:443', 'FS.example.com.', 'internal.lan:4000', 'x.lan:8080'])
      assert.ok(c.hostAllowed(h), h);
    for (const h of ['localhost:4000', '127.0.0.1', 'fs.example.com:8443', 'x.lan:8081', 'evil.example.com'])
      assert.ok(!c.hostAllowed(h), h);
    assert.ok(c.originAllowed('https://studio.example.com'));
    assert.ok(!c.originAllowed('http://localhost:4000'));
  });

  describe('over HTTP', () => {
    let svc: TestService;
    let token: string;
    before(async () => {
      // The public URL says localhost; the test connects to 127.0.0.1.
      const port = await freePort();
      svc = await startTestService({ PORT: String(port), SVC_PUBLIC_URL: `http://localhost:${port}` });
      const account = await svc.createAccount();
      token = await svc.createToken(account.id);
    });
    after(async () => {
      await svc?.stop();
    });
    const post = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${new URL(svc.baseUrl).port}/api/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      });

    it('Host: evil.example.com is refused on /api/mcp, the REST bridge and /api/auth', async () => {
      const port = new URL(svc.baseUrl).port;
      for (const path of ['/api/mcp', '/api/mcp/tools/list_apps', '/api/auth/login', '/api/mcp/manifest']) {
        const status = await new Promise<number>((resolve, reject) => {
          const s = net.connect(Number(port), '127.0.0.1', () =>
            s.write(
              `POST ${path} HTTP/1.1\r\nHost: evil.example.com\r\nContent-Type: application/json\r\nAuthorization: Bearer ${token}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
            ),
          );
          let text = '';
          s.on('data', (d) => (text += d));
          s.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1])));
          s.on('error', reject);
        });
        assert.equal(status, 403, path);
      }
    });

    it('the loopback spellings of a localhost public URL are accepted as Host and Origin', async () => {
      const port = new URL(svc.baseUrl).port;
      for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`, undefined]) {
        const res = await post(origin ? { origin } : {});
        assert.equal(res.status, 200, String(origin));
      }
      assert.equal((await post({ origin: 'http://evil.example.com' })).status, 403);
    });
  });
});

describe(`request log [${TEST_DB}]`, () => {
  let service: Service;
  let base: string;
  let token: string;
  const lines: any[] = [];
  let dispose: () => Promise<void>;
  before(async () => {
    const store = await freshDb();
    dispose = store.dispose;
    const port = await freePort();
    const config = loadConfig({ PORT: String(port), SVC_DATA_DIR: store.dataDir, SVC_PUBLIC_URL: `http://127.0.0.1:${port}` });
    assert.equal(config.logLevel, 'info', 'on by default at info');
    const sink = new Writable({
      write(chunk, _enc, cb) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        cb();
      },
    });
    service = await buildService(config, { db: store.db, logger: pino({ level: config.logLevel }, sink) });
    await service.app.listen({ port, host: '127.0.0.1' });
    base = config.publicUrl;
    const account = await service.services.identity.createAccount({ email: 'log@example.com', password: 'correct horse battery' });
    token = (await service.services.identity.createToken(account.id, { scopes: 'all' })).token;
  });
  after(async () => {
    await service?.close();
    await dispose?.();
  });

  it('one line per request with method, path, status, duration and tool; never tokens, arguments or query strings', async () => {
    const secret = 'sekrit-value-123';
    await fetch(`${base}/api/mcp/tools/get_platform_guide?token=${secret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ task_type: secret }),
    });
    await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_apps', arguments: { limit: 5 } } }),
    });
    await fetch(`${base}/api/mcp/health`);
    await new Promise((r) => setTimeout(r, 50));
    const requests = lines.filter((l) => l.msg === 'request');
    assert.equal(requests.length, 3, JSON.stringify(requests));
    const [rest, mcp, health] = requests;
    assert.deepEqual(
      { method: rest.method, path: rest.path, status: rest.status, tool: rest.tool },
      { method: 'POST', path: '/api/mcp/tools/get_platform_guide', status: 200, tool: 'get_platform_guide' },
    );
    assert.equal(typeof rest.ms, 'number');
    assert.equal(rest.level, 30, 'info');
    assert.deepEqual({ path: mcp.path, status: mcp.status, tool: mcp.tool }, { path: '/api/mcp', status: 200, tool: 'list_apps' });
    assert.deepEqual(
      { path: health.path, status: health.status, tool: health.tool },
      { path: '/api/mcp/health', status: 200, tool: undefined },
    );
    const all = JSON.stringify(lines);
    assert.ok(!all.includes(secret), 'no query string or argument values');
    assert.ok(!all.includes(token), 'no token');
    assert.ok(!all.includes('svc_mcp_'), 'no token prefix');
    assert.ok(!all.toLowerCase().includes('authorization'), 'no headers');
  });
});
