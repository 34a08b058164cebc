/**
 * End to end with Debian's Caddy on loopback: Caddy's internal CA issues certificates on demand,
 * asking the service's permission endpoint first; a verified custom domain is served over https
 * (the service sees X-Forwarded-Proto from the trusted edge), an unknown or pending one gets no
 * certificate, and get_domain_ssl_status probes the certificate Caddy really serves.
 *
 * Caddy missing: the suite is skipped with a message, except under CI=true, where it fails
 * (.ci/run installs the package, as it does Chromium).
 */
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { clientFor, type ToolClient } from '../support/clients.ts';
import { attachVerified, startZone } from '../support/domains.ts';
import { freePort, startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { SEED, WORKSPACE_ENV } from '../support/workspace-fixtures.ts';

const { zone, env } = await startZone();

const caddyVersion = (() => {
  try {
    return execFileSync('caddy', ['version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
})();
if (!caddyVersion && process.env.CI)
  throw new Error('caddy is not installed (apt-get install -y caddy); CI runs the Caddy end-to-end test');
const skip = caddyVersion ? false : 'caddy is not installed (apt-get install -y caddy runs this test)';

/** The Caddyfile of docs/domains.md, on test ports, with Caddy's internal CA instead of Let's Encrypt. */
function caddyfile(o: { httpPort: number; httpsPort: number; upstream: string; storage: string }) {
  return `{
	admin off
	http_port ${o.httpPort}
	https_port ${o.httpsPort}
	skip_install_trust
	storage file_system ${o.storage}
	on_demand_tls {
		ask http://${o.upstream}/_svc/tls/ask
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy ${o.upstream}
}

http:// {
	reverse_proxy ${o.upstream}
}
`;
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`caddy did not listen on ${port}`);
}

describe(`custom domains end to end behind Caddy (${caddyVersion ?? 'not installed'}) [${TEST_DB}]`, { skip }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fs-caddy-'));
  const storage = path.join(dir, 'data');
  const rootCa = path.join(storage, 'pki/authorities/local/root.crt');
  let caddy: ChildProcess | null = null;
  let caddyLog = '';
  let svc: TestService;
  let owner: ToolClient;
  let ownerId: string;
  let httpPort: number;
  let httpsPort: number;

  const fetchTls = (name: string, urlPath = '/', ca: Buffer | null = fs.existsSync(rootCa) ? fs.readFileSync(rootCa) : null) =>
    new Promise<{ status: number; location?: string; body: string } | { error: string }>((resolve) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          servername: name,
          headers: { host: name },
          path: urlPath,
          ca: ca ?? undefined,
          rejectUnauthorized: !!ca,
        },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
        },
      );
      req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
      req.on('error', (e) => resolve({ error: e.message }));
      req.end();
    });

  before(async () => {
    httpPort = await freePort();
    httpsPort = await freePort();
    svc = await startTestService({
      ...WORKSPACE_ENV,
      ...env,
      SVC_TRUST_PROXY: '127.0.0.1',
      SVC_TLS_PROBE_PORT: String(httpsPort),
      SVC_TLS_PROBE_ADDRESS: '127.0.0.1',
      SVC_TLS_PROBE_CA_FILE: rootCa,
    });
    const upstream = new URL(svc.baseUrl).host;
    fs.writeFileSync(path.join(dir, 'Caddyfile'), caddyfile({ httpPort, httpsPort, upstream, storage }));
    caddy = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: path.join(dir, 'xdg'), XDG_CONFIG_HOME: path.join(dir, 'xdg') },
    });
    caddy.stderr!.on('data', (d) => {
      if (caddyLog.length < 100_000) caddyLog += d;
    });
    await waitForPort(httpsPort);
    for (let i = 0; i < 100 && !fs.existsSync(rootCa); i++) await new Promise((r) => setTimeout(r, 100));
    assert.ok(fs.existsSync(rootCa), `Caddy's internal CA root is at ${rootCa}`);

    ownerId = (await svc.createAccount()).id;
    owner = clientFor('rest', svc.baseUrl, await svc.createToken(ownerId));
    const appId = await svc.createApp(ownerId, 'Shop');
    await svc.services.files.applyChanges(appId, { upserts: SEED });
    assert.equal((await owner.call('publish_app', { app_id: appId, access_mode: 'public_open' })).ok, true);
    zone['caddyshop.test'] = { a: ['127.0.0.1'] };
    await attachVerified(svc, zone, appId, 'caddyshop.test');
    const pending = await svc.createApp(ownerId, 'Pending');
    await svc.services.domains.add((await svc.services.apps.get(pending))!, 'pending.caddy.test');
  });

  after(async () => {
    await owner?.close();
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((r) => caddy!.once('exit', r));
      caddy.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (caddy.exitCode === null) caddy.kill('SIGKILL');
    }
    await svc?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a verified domain is served over https with a certificate Caddy obtained on demand', async () => {
    const r = await fetchTls('caddyshop.test', '/About');
    assert.ok('status' in r, `https failed: ${'error' in r ? r.error : ''}\n${caddyLog.slice(-2000)}`);
    assert.equal(r.status, 200);
    assert.match(r.body, /"base":""/);
  });

  it('the www counterpart gets a certificate too and redirects to the apex over https', async () => {
    const r = await fetchTls('www.caddyshop.test', '/About');
    assert.ok('status' in r, 'error' in r ? r.error : '');
    assert.equal(r.status, 301);
    assert.equal(r.location, 'https://caddyshop.test/About');
  });

  it('an unknown domain and a pending one get no certificate (the permission endpoint refuses)', async () => {
    for (const name of ['unknown.caddy.test', 'pending.caddy.test']) {
      const r = await fetchTls(name, '/', null);
      assert.ok('error' in r, `${name} must not be served: ${JSON.stringify(r).slice(0, 200)}`);
      assert.match(r.error, /alert|EPROTO|socket hang up|ECONNRESET/i);
    }
  });

  it('plain http through Caddy is redirected to https (force_https, X-Forwarded-Proto from the trusted edge)', async () => {
    const r = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: httpPort, path: '/About', headers: { host: 'caddyshop.test' } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode!, location: res.headers.location });
        })
        .on('error', reject);
    });
    assert.equal(r.status, 301);
    assert.equal(r.location, 'https://caddyshop.test/About');
  });

  it("get_domain_ssl_status probes the certificate Caddy serves: active, issued by Caddy's local CA", async () => {
    const appId = (await svc.services.db.get<{ app_id: string }>('SELECT app_id FROM custom_domains WHERE domain = ?', ['caddyshop.test']))!
      .app_id;
    const r = (await owner.call('get_domain_ssl_status', { app_id: appId })) as { ok: true; result: any };
    assert.equal(r.ok, true);
    assert.equal(r.result.ssl_status, 'active', r.result.ssl_detail);
    assert.match(r.result.certificate.issuer, /Caddy Local Authority/);
    assert.deepEqual(r.result.certificate.names, ['caddyshop.test']);
  });
});
