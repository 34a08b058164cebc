/**
 * Two server processes on one store: a domain verified through one node is served by the other
 * (and permitted a certificate there) once that node re-reads the host table
 * (SVC_DOMAINS_REFRESH_MS), and a removal reaches it the same way.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { buildService, type Service } from '../../src/server.ts';
import { attachVerified, startZone } from '../support/domains.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { request } from '../support/hosting.ts';
import { SEED, WORKSPACE_ENV } from '../support/workspace-fixtures.ts';

const { zone, env } = await startZone();

describe(`custom domains across nodes [${TEST_DB}]`, () => {
  let a: TestService;
  let b: Service;
  let bUrl: string;

  before(async () => {
    a = await startTestService({ ...WORKSPACE_ENV, ...env, SVC_DOMAINS_REFRESH_MS: '200' });
    b = await buildService(a.config, { db: a.reopenDb(), logger: pino({ level: 'silent' }) });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    bUrl = `http://127.0.0.1:${(b.app.server.address() as { port: number }).port}`;
  });
  after(async () => {
    await b?.close();
    await a?.stop();
  });

  /** Polls (bounded) until `check` holds on node B. */
  async function eventually(what: string, check: () => Promise<boolean>) {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.fail(`node B never saw: ${what}`);
  }

  it("node B serves a domain verified through node A, and stops after A's removal", async () => {
    const owner = await a.createAccount();
    const appId = await a.createApp(owner.id, 'Shared');
    await a.services.files.applyChanges(appId, { upserts: SEED });
    const app = (await a.services.apps.get(appId))!;
    const principal = (await a.services.identity.authenticate(await a.createToken(owner.id)))!;
    await a.runner.call(principal, 'publish_app', { app_id: appId, access_mode: 'public_open' }, 'internal');
    await attachVerified(a, zone, appId, 'shared.nodes.test');

    await eventually('the verified domain', async () => (await request(bUrl, '/About', { host: 'shared.nodes.test' })).status === 200);
    assert.equal((await request(bUrl, '/_svc/tls/ask?domain=shared.nodes.test')).status, 200);

    await a.services.domains.remove(app);
    await eventually('the removal', async () => (await request(bUrl, '/_svc/tls/ask?domain=shared.nodes.test')).status === 404);
    assert.notEqual((await request(bUrl, '/About', { host: 'shared.nodes.test' })).status, 200);
  });
});
