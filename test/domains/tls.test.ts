/**
 * The certificate probe against a local TLS server whose certificates the test makes with the
 * openssl CLI (a test CA; a valid, an expired, a misnamed and an untrusted certificate), chosen by
 * SNI; and get_domain_ssl_status / list_app_domains reporting what the probe found.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { after, before, describe, it } from 'node:test';
import { probeCertificate } from '../../src/domains/tls.ts';
import { clientFor } from '../support/clients.ts';
import { attachVerified, startZone } from '../support/domains.ts';
import { freePort, startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const { zone, env } = await startZone();

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A test CA and leaf certificates made with openssl: name → { key, cert } PEM. */
function makeCertificates(dir: string) {
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  run(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '2',
    '-subj',
    '/O=FS Test/CN=FS Test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
  );
  const leaf = (file: string, name: string, days: string, selfSigned = false) => {
    fs.writeFileSync(path.join(dir, `${file}.ext`), `subjectAltName=DNS:${name}\n`);
    if (selfSigned) {
      run(
        'req',
        '-x509',
        ...ec,
        '-keyout',
        `${file}.key`,
        '-out',
        `${file}.crt`,
        '-days',
        days,
        '-subj',
        `/CN=${name}`,
        '-addext',
        `subjectAltName=DNS:${name}`,
      );
    } else {
      run('req', ...ec, '-keyout', `${file}.key`, '-out', `${file}.csr`, '-subj', `/CN=${name}`);
      run(
        'x509',
        '-req',
        '-in',
        `${file}.csr`,
        '-CA',
        'ca.crt',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-days',
        days,
        '-extfile',
        `${file}.ext`,
        '-out',
        `${file}.crt`,
      );
    }
    return { key: fs.readFileSync(path.join(dir, `${file}.key`)), cert: fs.readFileSync(path.join(dir, `${file}.crt`)) };
  };
  return {
    ca: path.join(dir, 'ca.crt'),
    byName: {
      'valid.tls.test': leaf('valid', 'valid.tls.test', '30'),
      // -days -1: notAfter is a day before now.
      'expired.tls.test': leaf('expired', 'expired.tls.test', '-1'),
      // The server presents a certificate for another name.
      'wrong.tls.test': leaf('wrong', 'other.tls.test', '30'),
      'untrusted.tls.test': leaf('untrusted', 'untrusted.tls.test', '30', true),
    } as Record<string, { key: Buffer; cert: Buffer }>,
  };
}

describe(`custom domains: certificate probe over TLS with SNI [${TEST_DB}]`, {
  skip: hasOpenssl ? false : 'the openssl CLI is not installed',
}, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fs-tls-'));
  let certs: ReturnType<typeof makeCertificates>;
  let server: tls.Server;
  let port: number;
  let closedPort: number;
  let svc: TestService;

  before(async () => {
    certs = makeCertificates(dir);
    const contexts = Object.fromEntries(Object.entries(certs.byName).map(([n, c]) => [n, tls.createSecureContext(c)]));
    server = tls.createServer(
      { ...certs.byName['valid.tls.test']!, SNICallback: (name, cb) => cb(null, contexts[name] ?? contexts['valid.tls.test']) },
      (s) => s.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n'),
    );
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    port = (server.address() as { port: number }).port;
    closedPort = await freePort();
    svc = await startTestService({
      ...env,
      SVC_TLS_PROBE_PORT: String(port),
      SVC_TLS_PROBE_CA_FILE: certs.ca,
      SVC_RATE_PER_MINUTE: '10000',
    });
  });
  after(async () => {
    await svc?.stop();
    await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const probe = (domain: string, opts: { ca?: boolean; port?: number } = {}) =>
    probeCertificate(domain, {
      address: '127.0.0.1',
      port: opts.port ?? port,
      timeoutMs: 3000,
      extraCa: opts.ca === false ? null : fs.readFileSync(certs.ca, 'utf8'),
    });

  it('a valid certificate from a trusted CA is active, with issuer, names and validity', async () => {
    const p = await probe('valid.tls.test');
    assert.equal(p.status, 'active', p.detail);
    assert.equal(p.reason, null);
    assert.equal(p.issuer, 'FS Test / FS Test CA');
    assert.deepEqual(p.names, ['valid.tls.test']);
    assert.ok(Date.parse(p.valid_to!) > Date.now() + 20 * 86_400_000);
    assert.ok(Date.parse(p.valid_from!) <= Date.now());
  });

  it('an expired certificate is expired', async () => {
    const p = await probe('expired.tls.test');
    assert.equal(p.status, 'expired', p.detail);
    assert.ok(Date.parse(p.valid_to!) < Date.now());
  });

  it('a certificate for another name is failed, name_mismatch', async () => {
    const p = await probe('wrong.tls.test');
    assert.deepEqual([p.status, p.reason], ['failed', 'name_mismatch']);
    assert.match(p.detail, /other\.tls\.test/);
  });

  it('a self-signed certificate, or one from a CA not trusted, is failed, untrusted', async () => {
    assert.deepEqual([(await probe('untrusted.tls.test')).status, (await probe('untrusted.tls.test')).reason], ['failed', 'untrusted']);
    const noCa = await probe('valid.tls.test', { ca: false });
    assert.deepEqual([noCa.status, noCa.reason], ['failed', 'untrusted']);
  });

  it('nothing listening: pending_validation, connect_failed', async () => {
    const p = await probe('valid.tls.test', { port: closedPort });
    assert.deepEqual([p.status, p.reason, p.valid_to], ['pending_validation', 'connect_failed', null]);
  });

  it('get_domain_ssl_status and list_app_domains report what the probe finds for a verified domain', async () => {
    for (const [domain, status] of [
      ['valid.tls.test', 'active'],
      ['expired.tls.test', 'expired'],
      ['wrong.tls.test', 'failed'],
    ] as const) {
      const account = await svc.createAccount();
      const appId = await svc.createApp(account.id, domain);
      const client = clientFor('rest', svc.baseUrl, await svc.createToken(account.id));
      zone[domain] = { a: ['127.0.0.1'] };
      await attachVerified(svc, zone, appId, domain);
      const r = await client.call('get_domain_ssl_status', { app_id: appId });
      assert.equal(r.ok, true);
      const result = (r as { result: any }).result;
      assert.equal(result.ssl_status, status, result.ssl_detail);
      if (status === 'active') {
        assert.equal(result.certificate.issuer, 'FS Test / FS Test CA');
        assert.deepEqual(result.pending_validation_records, []);
      }
      const listed = (await client.call('list_app_domains', { app_id: appId })) as { ok: true; result: any };
      assert.equal(listed.result.ssl_status, status);
      await client.close();
    }
  });
});
