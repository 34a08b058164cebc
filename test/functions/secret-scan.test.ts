/**
 * A known secret value, used the way apps use secrets (set_secret, a function that reads it, signs
 * with it, logs it and throws it, a policy that checks it on a webhook), must then appear nowhere
 * but sealed: not in any tool response (both transports), not in any log line of the service, not in
 * any row of any table, not in the files of the data folder.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { buildService, type Service } from '../../src/server.ts';
import { clientFor, TRANSPORTS, type ToolClient } from '../support/clients.ts';
import { freePort, freshDb, TEST_DB } from '../support/harness.ts';
import { request } from '../support/hosting.ts';
import { SEED } from '../support/workspace-fixtures.ts';

const SECRET = 'sk_live_ScanMe_7c1f9a2b4d6e8f0a1b3c5d7e';

const LEAKY = `Deno.serve(async (req) => {
  const key = Deno.env.get('PAY_KEY');
  const p = await req.json().catch(() => ({}));
  console.log('using key', key);
  if (p.throw) throw new Error('bad key ' + key);
  const mac = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', mac, new TextEncoder().encode('x')));
  return Response.json({ echoed: key, sig_len: sig.length, header: req.headers.get('x-pay-secret') });
});
`;

describe(`a secret value appears only sealed [${TEST_DB}]`, () => {
  let service: Service;
  let baseUrl: string;
  let dispose: () => Promise<void>;
  let dataDir: string;
  const logs: string[] = [];
  const outputs: string[] = [];
  let appId: string;
  const clients: ToolClient[] = [];

  before(async () => {
    const store = await freshDb();
    dispose = store.dispose;
    dataDir = store.dataDir;
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port),
      SVC_APP_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SVC_DATA_DIR: dataDir,
      SVC_PUBLIC_URL: baseUrl,
      SVC_RATE_PER_MINUTE: '10000',
    });
    const sink = new Writable({
      write(chunk, _enc, done) {
        logs.push(chunk.toString('utf8'));
        done();
      },
    });
    service = await buildService(config, { db: store.db, logger: pino({ level: 'trace' }, sink) });
    await service.listen({ port, host: '127.0.0.1' });
    const owner = await service.services.identity.createAccount({ email: 'scan@example.com', password: 'correct horse battery' });
    const token = (await service.services.identity.createToken(owner.id, { scopes: 'all', per_minute: 10_000, per_day: 100_000 })).token;
    for (const t of TRANSPORTS) clients.push(clientFor(t, baseUrl, token));
    appId = (await service.services.apps.createApp(null, owner.id, { name: 'Scan' })).id;
  });
  after(async () => {
    for (const c of clients) await c.close().catch(() => {});
    await service?.close();
    await dispose?.();
  });

  async function call(tool: string, args: Record<string, unknown>) {
    for (const c of clients) {
      const r = await c.call(tool, args);
      outputs.push(JSON.stringify(r));
    }
  }

  it('uses the secret everywhere an app would', async () => {
    await service.services.files.applyChanges(appId, { upserts: { ...SEED, 'functions/pay.js': LEAKY } });
    await call('set_secret', { app_id: appId, name: 'PAY_KEY', value: SECRET });
    await call('set_secret', { app_id: appId, name: 'bad name', value: SECRET }); // refused: the error must not echo it
    await call('configure_integration', { app_id: appId, provider: 'stripe', metadata: { key: SECRET } }); // refused likewise
    await call('list_secret_keys', { app_id: appId });
    await call('get_app_detail', { app_id: appId });
    await call('set_function_policy', {
      app_id: appId,
      function: 'pay',
      require_auth: false,
      require_secret: true,
      secret_name: 'PAY_KEY',
      secret_header: 'x-pay-secret',
    });
    await call('invoke_function', { app_id: appId, function: 'pay', params: {} });
    await call('invoke_function', { app_id: appId, function: 'pay', params: { throw: true } });
    await call('invoke_function', { app_id: appId, function: 'pay', caller: 'anonymous', headers: { 'x-pay-secret': SECRET } });
    await call('invoke_function', { app_id: appId, function: 'pay', caller: 'anonymous', headers: { 'x-pay-secret': 'wrong' } });
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    // The webhook route: the caller presents the secret (its own request), the platform's answer must not echo it back as ours.
    const denied = await request(baseUrl, `/p/${appId}/published-api/functions/pay`, {
      method: 'POST',
      body: '{}',
      headers: { 'x-pay-secret': 'nope' },
    });
    outputs.push(JSON.stringify(denied));
    assert.equal(denied.status, 403);
    const ok = await request(baseUrl, `/p/${appId}/published-api/functions/pay`, {
      method: 'POST',
      body: '{}',
      headers: { 'x-pay-secret': SECRET },
    });
    assert.equal(ok.status, 200, ok.body);
    // Logs and errors are written in the background.
    await new Promise((r) => setTimeout(r, 500));
    for (const tool of [
      'get_errors',
      'get_app_security_context',
      'get_app_security_audit',
      'list_saved_versions',
      'validate_app',
      'get_app_detail',
    ]) {
      await call(tool, { app_id: appId });
    }
    await service.services.audit.flush();
    await service.services.security.flush();
    const errs = outputs.find((o) => o.includes('using key'));
    assert.ok(errs, 'the console line should be in get_errors (redacted)');
    assert.ok(errs.includes('[secret PAY_KEY]'));
  });

  it('finds it in no response, log line, stored row or data file; only the sealed row exists', async () => {
    for (const o of outputs) assert.ok(!o.includes(SECRET), `a tool response leaks the secret: ${o.slice(0, 300)}`);
    assert.ok(logs.length > 0, 'the logger captured nothing');
    for (const l of logs) assert.ok(!l.includes(SECRET), `a log line leaks the secret: ${l.slice(0, 300)}`);
    const db = service.services.db;
    const tables =
      db.dialect === 'sqlite'
        ? (await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")).map((r) => r.name)
        : (
            await db.all<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()')
          ).map((r) => r.table_name);
    assert.ok(tables.includes('app_secrets'));
    let rowsScanned = 0;
    for (const t of tables) {
      for (const row of await db.all<Record<string, unknown>>(`SELECT * FROM ${t}`)) {
        rowsScanned++;
        const text = JSON.stringify(row, (_k, v) =>
          v instanceof Uint8Array ? Buffer.from(v).toString('utf8') : typeof v === 'bigint' ? String(v) : v,
        );
        assert.ok(!text.includes(SECRET), `table ${t} stores the secret in the clear: ${text.slice(0, 300)}`);
      }
    }
    assert.ok(rowsScanned > 50, `only ${rowsScanned} rows scanned`);
    const sealed = await db.get<any>('SELECT sealed FROM app_secrets WHERE app_id = ? AND name = ?', [appId, 'PAY_KEY']);
    assert.match(sealed.sealed, /^v1\./);
    assert.equal(await service.services.functions.secrets.value(appId, 'PAY_KEY'), SECRET);
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    for (const f of walk(dataDir)) {
      if (path.basename(f) === 'secrets.key') continue;
      assert.ok(!fs.readFileSync(f).includes(SECRET), `${f} holds the secret in the clear`);
    }
  });
});
