/**
 * Client ID Metadata Documents: fetched over https from a local server with a self-signed test CA
 * (allowed only by the test settings), checked (client_id, redirect URIs, size, status), cached;
 * and refused on loopback addresses without the development setting (the SSRF guard).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { authorize, codeRequest, REDIRECT } from './flow.ts';

const skip = fs.existsSync('/usr/bin/openssl') ? false : 'openssl is not installed';

describe(`OAuth Client ID Metadata Documents [${TEST_DB}]`, { skip, timeout: 120_000 }, () => {
  let svc: TestService;
  let guarded: TestService;
  let server: https.Server;
  let base: string;
  let tmp: string;
  const hits = new Map<string, number>();

  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oauth-cimd-'));
    const keyFile = path.join(tmp, 'key.pem');
    const certFile = path.join(tmp, 'cert.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile],
        ...['-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        ...['-addext', 'basicConstraints=critical,CA:TRUE'],
      ],
      { stdio: 'ignore' },
    );
    server = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) }, (req, res) => {
      const url = req.url ?? '';
      hits.set(url, (hits.get(url) ?? 0) + 1);
      const self = `${base}${url}`;
      const doc = (extra: object) => JSON.stringify({ client_id: self, client_name: 'Doc client', redirect_uris: [REDIRECT], ...extra });
      if (url === '/ok.json')
        return res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=600' }).end(doc({}));
      if (url === '/other-id.json')
        return res.writeHead(200).end(JSON.stringify({ client_id: `${base}/ok.json`, redirect_uris: [REDIRECT] }));
      if (url === '/big.json') return res.writeHead(200).end(doc({ padding: 'x'.repeat(20_000) }));
      if (url === '/moved.json') return res.writeHead(302, { location: `${base}/ok.json` }).end();
      if (url === '/secret.json') return res.writeHead(200).end(doc({ token_endpoint_auth_method: 'client_secret_basic' }));
      if (url === '/not-json.json') return res.writeHead(200).end('<html>');
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `https://localhost:${(server.address() as AddressInfo).port}`;
    [svc, guarded] = await Promise.all([
      startTestService({ SVC_OAUTH_METADATA_ALLOW_PRIVATE: '1', SVC_OAUTH_METADATA_CA_FILE: certFile }),
      startTestService({ SVC_OAUTH_METADATA_CA_FILE: certFile }),
    ]);
  });
  after(async () => {
    await svc?.stop();
    await guarded?.stop();
    server?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const start = (on: TestService, clientId: string, redirect = REDIRECT) =>
    authorize(on, codeRequest(clientId, { redirect_uri: redirect }));

  it('a good document is fetched once and cached', async () => {
    const first = await start(svc, `${base}/ok.json`);
    assert.equal(first.status, 302, first.text);
    assert.match(first.location!, /\/studio\/oauth\/consent\?request=/);
    const second = await start(svc, `${base}/ok.json`);
    assert.equal(second.status, 302);
    assert.equal(hits.get('/ok.json'), 1);
    // A redirect URI the document does not list is an error page, never a redirect.
    const wrong = await start(svc, `${base}/ok.json`, 'https://evil.example/cb');
    assert.equal(wrong.status, 400);
    assert.equal(wrong.location, null);
  });

  it('bad documents are refused on an error page', async () => {
    for (const [file, why] of [
      ['/other-id.json', /names another client_id/],
      ['/big.json', /larger than 10240 bytes/],
      ['/moved.json', /HTTP 302/],
      ['/secret.json', /token_endpoint_auth_method must be none/],
      ['/not-json.json', /not JSON/],
      ['/missing.json', /HTTP 404/],
    ] as const) {
      const r = await start(svc, `${base}${file}`);
      assert.equal(r.status, 400, file);
      assert.equal(r.location, null, file);
      assert.match(r.text, why, file);
    }
  });

  it('without the development setting, loopback and private hosts are refused (SSRF guard)', async () => {
    for (const clientId of [`${base}/ok.json`, `https://127.0.0.1:${new URL(base).port}/ok.json`, 'https://169.254.169.254/latest.json']) {
      const r = await start(guarded, clientId);
      assert.equal(r.status, 400, clientId);
      assert.match(r.text, /not a public address/, clientId);
    }
  });
});
