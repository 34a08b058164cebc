import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startTestService, TEST_DB, type TestService, until } from '../support/harness.ts';
import { DnsServer, studioApi } from '../support/webhooks.ts';
import { isPrivateAddress } from '../../src/webhooks/target.ts';

describe('non-public addresses', () => {
  it('are recognised in every form', () => {
    for (const a of [
      '127.0.0.1',
      '127.1.2.3',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      'not an address',
    ]) {
      assert.equal(isPrivateAddress(a), true, a);
    }
    for (const a of ['1.1.1.1', '93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      assert.equal(isPrivateAddress(a), false, a);
    }
  });
});

describe(`webhook targets without SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS [${TEST_DB}]`, () => {
  let svc: TestService;
  let dns: DnsServer;
  let api: ReturnType<typeof studioApi>;
  /** A TCP listener on 127.0.0.1 that only counts connections: nothing may ever reach it. */
  let trap: net.Server;
  let trapPort = 0;
  let connections = 0;
  let rebindCalls = 0;

  before(async () => {
    trap = net.createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((r) => trap.listen(0, '127.0.0.1', r));
    trapPort = (trap.address() as net.AddressInfo).port;
    dns = new DnsServer((name) => {
      if (name === 'loopback.hooks.test') return '127.0.0.1';
      if (name === 'metadata.hooks.test') return '169.254.169.254';
      if (name === 'public.hooks.test') return '1.1.1.1';
      // DNS rebinding: public when the subscription is saved, loopback when the delivery connects.
      if (name === 'rebind.hooks.test') return rebindCalls++ === 0 ? '1.1.1.1' : '127.0.0.1';
      return null;
    });
    const server = await dns.listen();
    svc = await startTestService({
      SVC_WEBHOOK_DNS_SERVERS: server,
      SVC_WEBHOOK_RETRY_SCHEDULE: '0',
      SVC_WEBHOOK_POLL_MS: '10',
    });
    const account = await svc.createAccount();
    api = studioApi(svc.baseUrl, (await svc.services.identity.issueJwt(account)).access_token);
  });
  after(async () => {
    await svc?.stop();
    await dns?.close();
    await new Promise((r) => trap?.close(r));
  });

  const create = (url: string) => api('POST', '/api/studio/webhooks', { url, event_types: ['ping'] });

  it('refuses private, loopback, link-local and metadata targets when they are saved', async () => {
    for (const url of [
      `https://127.0.0.1:${trapPort}/hook`,
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fe80::1]/hook',
      'https://localhost/hook',
      `https://loopback.hooks.test:${trapPort}/hook`,
      'https://metadata.hooks.test/hook',
    ]) {
      const r = await create(url);
      assert.equal(r.status, 400, `${url}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.error.kind, 'invalid_request');
      assert.match(r.body.error.message, /not a public address|non-public address/);
    }
  });

  it('refuses plain http and URLs with credentials', async () => {
    assert.match((await create('http://hooks.example.com/x')).body.error.message, /must be https/);
    assert.match((await create('https://user:pw@hooks.example.com/x')).body.error.message, /credentials/);
    assert.match((await create('ftp://hooks.example.com/x')).body.error.message, /must be https/);
  });

  it('checks the address actually connected to, so DNS rebinding is refused at delivery', async () => {
    const r = await create(`https://rebind.hooks.test:${trapPort}/hook`);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const id = r.body.subscription.subscription_id;
    const ping = await api('POST', `/api/studio/webhooks/${id}/ping`);
    const path = `/api/studio/webhooks/${id}/deliveries/${ping.body.delivery_id}`;
    await until(async () => (await api('GET', path)).body.delivery.status === 'dead', 10_000, 'the refused attempt');
    const d = (await api('GET', path)).body.delivery;
    assert.equal(d.attempts_log.length, 1);
    assert.equal(d.attempts_log[0].outcome, 'refused');
    assert.match(d.attempts_log[0].error, /rebind\.hooks\.test resolves to the non-public address 127\.0\.0\.1/);
    assert.equal(connections, 0, 'nothing connected to the loopback listener');
    assert.ok(dns.queries.filter((q) => q === 'rebind.hooks.test/1').length >= 2, 'resolved again at connect time');
  });

  it('refuses an IP-literal target that reached the store some other way', async () => {
    // A subscription saved while private targets were allowed, then the setting turned off.
    const r = await create('https://public.hooks.test/hook');
    const id = r.body.subscription.subscription_id;
    await svc.services.db.run('UPDATE webhook_subscriptions SET url = ? WHERE id = ?', [`https://127.0.0.1:${trapPort}/x`, id]);
    const ping = await api('POST', `/api/studio/webhooks/${id}/ping`);
    const path = `/api/studio/webhooks/${id}/deliveries/${ping.body.delivery_id}`;
    await until(async () => (await api('GET', path)).body.delivery.status === 'dead', 10_000, 'the refused attempt');
    const d = (await api('GET', path)).body.delivery;
    assert.equal(d.attempts_log[0].outcome, 'refused');
    assert.equal(connections, 0);
  });
});
