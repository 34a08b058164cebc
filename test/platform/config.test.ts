/**
 * Settings read from the environment (src/config.ts): defaults, the defaults computed from other
 * settings, bounds, and refusals of malformed values. One row per case.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { type Config, loadConfig } from '../../src/config.ts';

interface Row {
  name: string;
  env: Record<string, string>;
  /** What the settings read to (a slice of Config), or the refusal's message. */
  expect: ((c: Config) => void) | { throws: RegExp };
}

const rows: Row[] = [
  {
    name: 'defaults',
    env: {},
    expect: (c) => {
      assert.equal(c.port, 4000);
      assert.equal(c.host, '0.0.0.0');
      assert.equal(c.publicUrl, 'http://localhost:4000');
      assert.equal(c.appUrl, 'http://localhost:4001');
      assert.equal(c.dataDir, path.resolve('./data'));
      assert.equal(c.databaseUrl, null);
      assert.equal(c.maxConnectionsPerAddress, 64);
      assert.equal(c.trustProxy, false);
      assert.equal(c.inspectLive, true);
      assert.equal(c.studioDev, false);
      assert.deepEqual(c.allowedOrigins, []);
      assert.equal(c.smtp.port, 587);
      assert.equal(c.smtp.from, 'Fine Structure <no-reply@localhost>');
      assert.deepEqual(c.webhooks.retrySchedule, [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000]);
      assert.equal(c.webhooks.allowPrivateTargets, false);
      assert.deepEqual(c.domains.caaIssuers, ['letsencrypt.org']);
      assert.equal(c.domains.cnameTarget, 'localhost');
    },
  },
  {
    name: 'defaults computed from other settings follow them',
    env: { PORT: '5000', SVC_PUBLIC_URL: 'https://Svc.Example.com/', SVC_TRUST_PROXY: '10.0.0.0/8' },
    expect: (c) => {
      assert.equal(c.publicUrl, 'https://Svc.Example.com');
      assert.equal(c.appPort, 5001);
      assert.equal(c.appUrl, 'https://svc.example.com:5001');
      assert.equal(c.maxConnectionsPerAddress, 0, 'behind a proxy the per-address bound is off');
      assert.equal(c.trustProxy, '10.0.0.0/8');
      assert.equal(c.smtp.from, 'Fine Structure <no-reply@svc.example.com>');
      assert.equal(c.domains.cnameTarget, 'svc.example.com');
    },
  },
  {
    name: 'empty values are unset',
    env: { PORT: '', HOST: '', DATABASE_URL: '', SVC_INSPECT_LIVE: '' },
    expect: (c) => {
      assert.equal(c.port, 4000);
      assert.equal(c.host, '0.0.0.0');
      assert.equal(c.databaseUrl, null);
      assert.equal(c.inspectLive, true);
    },
  },
  {
    name: 'lists, switches and lower-cased names',
    env: {
      SVC_ALLOWED_ORIGINS: ' https://a.example , https://b.example,',
      SVC_EDGE_IPV6: '2001:DB8::1',
      SVC_CAA_ISSUERS: 'LetsEncrypt.org,pki.goog',
      SVC_INSPECT_LIVE: '0',
      SVC_STUDIO_DEV: '1',
      SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      SVC_WEBHOOK_RETRY_SCHEDULE: '0,2s,1m',
    },
    expect: (c) => {
      assert.deepEqual(c.allowedOrigins, ['https://a.example', 'https://b.example']);
      assert.deepEqual(c.domains.edgeIpv6, ['2001:db8::1']);
      assert.deepEqual(c.domains.caaIssuers, ['letsencrypt.org', 'pki.goog']);
      assert.equal(c.inspectLive, false);
      assert.equal(c.studioDev, true);
      assert.equal(c.webhooks.allowPrivateTargets, true);
      assert.deepEqual(c.webhooks.retrySchedule, [0, 2_000, 60_000]);
    },
  },
  {
    name: 'lower bounds raise small values',
    env: { SVC_JOB_LEASE_MS: '10', SVC_WEBHOOK_POLL_MS: '0', SVC_DNS_TIMEOUT_MS: '1', SVC_DOMAINS_REFRESH_MS: '0' },
    expect: (c) => {
      assert.equal(c.jobLeaseMs, 1000);
      assert.equal(c.webhooks.pollMs, 5);
      assert.equal(c.domains.dnsTimeoutMs, 50);
      assert.equal(c.domains.refreshMs, 100);
    },
  },
  {
    name: 'a malformed integer is refused',
    env: { SVC_RATE_PER_MINUTE: '3.5' },
    expect: { throws: /SVC_RATE_PER_MINUTE must be a non-negative integer/ },
  },
  { name: 'a negative integer is refused', env: { PORT: '-1' }, expect: { throws: /PORT must be a non-negative integer/ } },
  {
    name: 'the app origin may not be the platform origin',
    env: { SVC_PUBLIC_URL: 'http://127.0.0.1:4000', SVC_APP_URL: 'http://127.0.0.1:4000/x' },
    expect: { throws: /SVC_APP_URL must be another origin/ },
  },
  { name: 'the app origin must be a URL', env: { SVC_APP_URL: 'not a url' }, expect: { throws: /SVC_APP_URL must be a URL/ } },
  {
    name: 'a webhook lease no longer than the timeout is refused',
    env: { SVC_WEBHOOK_TIMEOUT_MS: '5000', SVC_WEBHOOK_LEASE_MS: '5000' },
    expect: { throws: /SVC_WEBHOOK_LEASE_MS must be longer than SVC_WEBHOOK_TIMEOUT_MS/ },
  },
  { name: 'a malformed retry schedule is refused', env: { SVC_WEBHOOK_RETRY_SCHEDULE: '1,soon' }, expect: { throws: /durations such as/ } },
];

describe('settings (src/config.ts)', () => {
  for (const row of rows) {
    it(row.name, () => {
      if (typeof row.expect === 'function') row.expect(loadConfig(row.env));
      else assert.throws(() => loadConfig(row.env), row.expect.throws);
    });
  }
});
