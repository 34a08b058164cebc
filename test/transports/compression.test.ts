import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { pickEncoding } from '../../src/platform/compression.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

/** A raw request (fetch would decompress and hide the encoding). */
function raw(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
const decode = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  JSON.parse(
    (r.headers['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(r.body)
      : r.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(r.body)
        : r.body
    ).toString(),
  );

describe(`compressed and cached responses [${TEST_DB}]`, () => {
  let svc: TestService;
  let token: string;
  before(async () => {
    svc = await startTestService();
    token = await svc.createToken((await svc.createAccount()).id);
  });
  after(() => svc.stop());
  const mcp = (body: unknown, headers: Record<string, string> = {}) =>
    raw(`${svc.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${token}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it('reads Accept-Encoding: brotli first, then gzip; q=0 refuses', () => {
    assert.equal(pickEncoding(undefined), null);
    assert.equal(pickEncoding('gzip, deflate, br'), 'br');
    assert.equal(pickEncoding('gzip'), 'gzip');
    assert.equal(pickEncoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(pickEncoding('identity'), null);
    assert.equal(pickEncoding('*'), 'gzip');
  });

  it('tools/list: the same answer compressed or not, with the request id, every time', async () => {
    const plain = await mcp({ jsonrpc: '2.0', id: 41, method: 'tools/list' });
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    const list = decode(plain);
    assert.equal(list.id, 41);
    assert.equal(list.jsonrpc, '2.0');
    assert.ok(list.result.tools.length > 40);
    for (const enc of ['gzip', 'br']) {
      for (const id of ['x-1', 41]) {
        const r = await mcp({ jsonrpc: '2.0', id, method: 'tools/list', params: {} }, { 'accept-encoding': enc });
        assert.equal(r.headers['content-encoding'], enc);
        assert.match(String(r.headers.vary), /accept-encoding/i);
        assert.ok(r.body.length < plain.body.length / 3, `${enc} is much smaller`);
        assert.deepEqual(decode(r), { ...list, id });
      }
    }
    // Not a plain tools/list (unknown params member): the SDK answers, as before.
    const odd = decode(await mcp({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { bogus: 1 } }));
    assert.equal(odd.id, 2);
    // An unsupported protocol version is still refused.
    const old = await mcp({ jsonrpc: '2.0', id: 3, method: 'tools/list' }, { 'mcp-protocol-version': '1999-01-01' });
    assert.equal(old.status, 400);
  });

  it('tools/list still needs a token', async () => {
    const r = await raw(`${svc.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(r.status, 401);
  });

  it('large JSON answers (manifest, OpenAPI, tool results) are compressed when asked; small ones are not', async () => {
    for (const path of ['/api/mcp/manifest', '/api/mcp/openapi.json']) {
      const plain = await raw(`${svc.baseUrl}${path}`, {});
      const gz = await raw(`${svc.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.deepEqual(decode(gz), JSON.parse(plain.body.toString()));
    }
    const call = (tool: string, args: unknown) =>
      raw(`${svc.baseUrl}/api/mcp/tools/${tool}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
        body: JSON.stringify(args),
      });
    const big = await call('get_platform_guide', {});
    assert.equal(big.status, 200);
    assert.equal(big.headers['content-encoding'], 'br');
    assert.ok(decode(big).sections || Object.keys(decode(big)).length);
    const health = await raw(`${svc.baseUrl}/api/mcp/health`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(health.headers['content-encoding'], undefined, 'under the threshold');
  });

  it('request bodies sent with a Content-Encoding are decoded; a bad or unknown encoding is refused', async () => {
    const args = JSON.stringify({ task_type: 'publish_app' });
    const send = (body: Buffer, encoding: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          `${svc.baseUrl}/api/mcp/tools/get_recommended_workflow`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-encoding': encoding },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    for (const [encoding, encode] of [
      ['gzip', zlib.gzipSync],
      ['deflate', zlib.deflateSync],
      ['br', zlib.brotliCompressSync],
    ] as const) {
      const r = await send(encode(Buffer.from(args)), encoding);
      assert.equal(r.status, 200, `${encoding}: ${r.body}`);
      assert.equal(JSON.parse(r.body).task_type, 'publish_app');
    }
    const bad = await send(Buffer.from('not gzip at all'), 'gzip');
    assert.equal(bad.status, 400);
    assert.match(JSON.parse(bad.body).error.message, /decompress/);
    const unknown = await send(Buffer.from(args), 'compress');
    assert.equal(unknown.status, 415);
    assert.equal(JSON.parse(unknown.body).error.kind, 'invalid_params');
  });
});
