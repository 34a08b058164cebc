import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startDnsServer } from '../support/dns-server.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

/** One function that tries each escape vector named in its params and reports what happened. */
const ESCAPE = `
const V = {
  loopback: (p) => fetch('http://127.0.0.1:' + p.svcPort + '/api/mcp/health'),
  private10: () => fetch('http://10.0.0.1/'),
  private192: () => fetch('http://192.168.1.1/'),
  decimal: (p) => fetch('http://2130706433:' + p.svcPort + '/'),
  hex: (p) => fetch('http://0x7f000001:' + p.svcPort + '/'),
  short: (p) => fetch('http://127.1:' + p.svcPort + '/'),
  ipv6_loopback: (p) => fetch('http://[::1]:' + p.svcPort + '/'),
  ipv6_mapped: (p) => fetch('http://[::ffff:127.0.0.1]:' + p.svcPort + '/'),
  ipv6_mapped_hex: (p) => fetch('http://[::ffff:7f00:1]:' + p.svcPort + '/'),
  localhost: (p) => fetch('http://localhost:' + p.svcPort + '/'),
  localhost_sub: (p) => fetch('http://api.localhost:' + p.svcPort + '/'),
  resolves_to_loopback: (p) => fetch('http://rebind.test:' + p.svcPort + '/'),
  resolves_mixed: (p) => fetch('http://mixed.test:' + p.publicPort + '/ok'),
  redirect_to_private: (p) => fetch('http://127.0.0.1:' + p.publicPort + '/redirect?to=' + encodeURIComponent('http://127.0.0.1:' + p.svcPort + '/api/mcp/health')),
  redirect_to_metadata: (p) => fetch('http://127.0.0.1:' + p.publicPort + '/redirect?to=' + encodeURIComponent('http://169.254.169.254/latest/meta-data/')),
  metadata: () => fetch('http://169.254.169.254/latest/meta-data/'),
  metadata_v6: () => fetch('http://[fd00:ec2::254]/'),
  not_allowed_host: (p) => fetch('http://127.0.0.1:' + p.publicPort + '/ok'),
  raw_socket: (p) => Deno.connect({ hostname: '127.0.0.1', port: p.svcPort }),
  server_env: () => Deno.env.get('PATH') ?? Deno.env.get('DATABASE_URL') ?? JSON.stringify(Deno.env.toObject()),
  read_file: () => Deno.readTextFile('/etc/passwd'),
  read_own_bundle: () => Deno.readTextFile(new URL(import.meta.url)),
  spawn: () => new Deno.Command('/bin/sh', { args: ['-c', 'id'] }).output(),
  ffi: () => Deno.dlopen('libc.so.6', { getpid: { parameters: [], result: 'i32' } }),
  remote_import: () => import(['https:', '', 'deno.land', 'std', 'mod.ts'].join('/')),
  write_file: () => Deno.writeTextFile('/tmp/svc-escape.txt', 'x'),
  allowed_public: (p) => fetch('http://127.0.0.1:' + p.publicPort + '/ok').then((r) => r.text()),
};
Deno.serve(async (req) => {
  const p = await req.json();
  try {
    const out = await V[p.vector](p);
    return Response.json({ ok: true, out: typeof out === 'string' ? out : String(out) });
  } catch (e) {
    return Response.json({ ok: false, name: e?.name, error: String(e?.message ?? e).slice(0, 300) });
  }
});
`;

const LIMITS = `
Deno.serve(async (req) => {
  const p = await req.json();
  if (p.loop) for (;;) {}
  if (p.bomb) { const a = []; for (;;) a.push(new Array(1e5).fill(Math.random())); }
  if (p.giant) return new Response('x'.repeat(4 * 1024 * 1024));
  if (p.throw) throw new Error('thrown on purpose');
  console.log('limits ok log line');
  return Response.json({ fine: true });
});
`;

describe(`function sandbox: egress escapes and limits [${TEST_DB}]`, () => {
  let svc: TestService;
  let c: ToolClient;
  let appId: string;
  let svcPort: number;
  let publicServer: http.Server;
  let publicPort: number;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  const hits: string[] = [];

  before(async () => {
    // A "public" web server (the only loopback address the gateway is told to treat as public).
    publicServer = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      const u = new URL(req.url ?? '/', 'http://x');
      if (u.pathname === '/redirect') {
        res.writeHead(302, { location: u.searchParams.get('to')! });
        return res.end();
      }
      res.end('public ok');
    });
    await new Promise<void>((ok) => publicServer.listen(0, '127.0.0.1', ok));
    publicPort = (publicServer.address() as { port: number }).port;
    dns = await startDnsServer({ 'rebind.test': { a: ['127.0.0.1'] }, 'mixed.test': { a: ['127.0.0.1', '10.1.2.3'] } });
    svc = await startTestService({
      SVC_FUNCTION_DNS_SERVERS: dns.address,
      SVC_FUNCTION_TIMEOUT_MS: '4000',
      SVC_FUNCTION_MEMORY_MB: '64',
      SVC_FUNCTION_MAX_BODY_BYTES: String(1024 * 1024),
      SVC_SECRETS_KEY: 'ab'.repeat(32),
    });
    svc.services.functions.testPublicAddresses.add(`127.0.0.1:${publicPort}`);
    svcPort = Number(new URL(svc.baseUrl).port);
    const owner = await svc.createAccount();
    c = restClient(svc.baseUrl, await svc.createToken(owner.id, { per_minute: 10_000, per_day: 100_000 }));
    appId = await svc.createApp(owner.id, 'Sandbox');
    await svc.services.files.applyChanges(appId, {
      upserts: {
        'functions/escape.js': ESCAPE,
        'functions/restricted.js': ESCAPE,
        'functions/limits.js': LIMITS,
        'functions/other.js': 'Deno.serve(() => Response.json({ other: true }));\n',
        'functions/static_remote.js': "import x from 'https://deno.land/x/evil/mod.ts';\nDeno.serve(() => new Response(String(x)));\n",
        'functions/noserve.js': 'export const x = 1;\n',
      },
    });
    await svc.services.functions.secrets.set(appId, 'SOME_SECRET', 'some-secret-value');
    await svc.services.security.setFunctionPolicy(
      appId,
      { type: 'owner', id: null, email: null },
      { function: 'restricted', require_auth: true, allowed_hosts: ['api.example.com'] },
    );
  });
  after(async () => {
    await svc?.stop();
    await dns?.close();
    await new Promise<void>((ok) => publicServer?.close(() => ok()));
  });

  async function invoke(fn: string, params: Record<string, unknown>) {
    const r = await c.call('invoke_function', { app_id: appId, function: fn, params });
    assert.ok(r.ok, JSON.stringify(r));
    return r.result as any;
  }
  const attempt = async (vector: string, fn = 'escape') => (await invoke(fn, { vector, svcPort, publicPort })).json;

  it('positive control: an allowed public host is reached (so the blocked vectors below are real refusals)', async () => {
    const r = await attempt('allowed_public');
    assert.deepEqual(r, { ok: true, out: 'public ok' });
  });

  const NET = [
    'loopback',
    'private10',
    'private192',
    'decimal',
    'hex',
    'short',
    'ipv6_loopback',
    'ipv6_mapped',
    'ipv6_mapped_hex',
    'localhost',
    'localhost_sub',
    'resolves_to_loopback',
    'resolves_mixed',
    'metadata',
    'metadata_v6',
  ];
  for (const v of NET) {
    it(`network: ${v} is blocked`, async () => {
      const r = await attempt(v);
      assert.equal(r.ok, false, JSON.stringify(r));
      assert.match(r.error, /blocked/, JSON.stringify(r));
    });
  }

  it('network: redirects to a private and to the metadata address are blocked at the hop', async () => {
    hits.length = 0;
    for (const v of ['redirect_to_private', 'redirect_to_metadata']) {
      const r = await attempt(v);
      assert.equal(r.ok, false, JSON.stringify(r));
      assert.match(r.error, /blocked/);
    }
    assert.equal(hits.filter((h) => h.startsWith('/redirect')).length, 2, 'the first hop should have been made');
  });

  it("network: a host outside the policy's allowed_hosts is blocked, even a public one", async () => {
    const r = await attempt('not_allowed_host', 'restricted');
    assert.equal(r.ok, false);
    assert.match(r.error, /allowed_hosts/);
  });

  for (const [v, re] of [
    ['raw_socket', /NotCapable|Requires net access/],
    ['server_env', /NotCapable|Requires env access/],
    ['read_file', /NotCapable|Requires read access/],
    ['read_own_bundle', /NotCapable|Requires read access/],
    ['write_file', /NotCapable|Requires write access/],
    ['spawn', /NotCapable|Requires run access/],
    ['ffi', /NotCapable|Requires ffi access/],
    ['remote_import', /remote|--no-remote|Requires/i],
  ] as const) {
    it(`process: ${v} is refused`, async () => {
      const r = await attempt(v);
      assert.equal(r.ok, false, JSON.stringify(r));
      assert.match(`${r.name} ${r.error}`, re);
    });
  }

  it('build: a static remote import is refused before anything runs; a file without Deno.serve is an error', async () => {
    const a = await invoke('static_remote', {});
    assert.equal(a.ran, true);
    assert.equal(a.status, 502);
    assert.equal(a.error.kind, 'build');
    assert.match(a.error.message, /remote and package imports are not allowed/);
    const b = await invoke('noserve', {});
    assert.equal(b.error.kind, 'start');
    assert.match(b.error.message, /does not call Deno\.serve/);
  });

  it('blocked requests are recorded in get_errors', async () => {
    const r = await c.call('get_errors', { app_id: appId, limit: 50 });
    assert.ok(r.ok);
    assert.ok(
      (r.result as any).errors.some((e: any) => /outbound request blocked/.test(e.message)),
      JSON.stringify(r.result).slice(0, 500),
    );
  });

  for (const [what, params, kind, status] of [
    ['an infinite loop', { loop: true }, /timeout|cpu/, 504],
    ['a memory bomb', { bomb: true }, /memory/, 502],
    ['a giant response', { giant: true }, /response_size/, 502],
  ] as const) {
    it(`limits: ${what} is stopped and reported; the next call of it and of another function succeeds`, async () => {
      const r = await invoke('limits', params);
      assert.equal(r.status, status, JSON.stringify(r));
      assert.match(r.error.kind, kind);
      const again = await invoke('limits', {});
      assert.equal(again.status, 200, JSON.stringify(again));
      assert.deepEqual(again.json, { fine: true });
      const other = await invoke('other', {});
      assert.deepEqual(other.json, { other: true });
    });
  }

  it('console output and uncaught errors land in get_errors with the file and line', async () => {
    const r = await invoke('limits', { throw: true });
    assert.equal(r.status, 502);
    assert.equal(r.error.path, 'functions/limits.js');
    assert.equal(r.error.line, 7);
    // Records are written in the background.
    let errors: any[] = [];
    for (let i = 0; i < 50; i++) {
      errors = ((await c.call('get_errors', { app_id: appId, limit: 50 })) as any).result.errors;
      if (errors.some((e) => /thrown on purpose/.test(e.message)) && errors.some((e) => /limits ok log line/.test(e.message))) break;
      await new Promise((ok) => setTimeout(ok, 100));
    }
    const thrown = errors.find((e) => /thrown on purpose/.test(e.message));
    assert.ok(thrown, JSON.stringify(errors).slice(0, 800));
    assert.equal(thrown.path, 'functions/limits.js');
    assert.equal(thrown.line, 7);
    const log = errors.find((e) => /limits ok log line/.test(e.message));
    assert.ok(log);
    assert.equal(log.path, 'functions/limits.js');
    assert.equal(log.line, 8);
    assert.ok(
      errors.some((e) => /memory/.test(e.message)),
      'the memory stop is reported',
    );
  });
});
