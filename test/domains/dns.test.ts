/**
 * check_domain_verification against a real DNS server on loopback (test/support/dns-server.ts): one
 * row per DNS situation — TXT present, absent, wrong; CNAME right, wrong, flattened; apex A/AAAA;
 * CAA allowing and forbidding (up the tree); NXDOMAIN, SERVFAIL, REFUSED, timeout; an international
 * name; disputes between apps. Each row attaches its own domain to its own app.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DomainRow } from '../../src/domains/service.ts';
import type { ZoneEntry } from '../support/dns-server.ts';
import { EDGE, startZone } from '../support/domains.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const { zone, env } = await startZone();

interface Case {
  name: string;
  domain: string;
  /** The zone entries of the row; `txt` puts the app's own token at _svc-verify.<domain>. */
  records: (token: string, ascii: string) => Record<string, ZoneEntry>;
  expect: {
    status: DomainRow['verification_status'];
    reason?: DomainRow['verification_reason'];
    /** Status of each record by `<purpose>:<type>`. */
    records?: Record<string, string>;
    caa?: 'allowed' | 'forbidden' | 'error';
    caaAt?: string | null;
    ssl?: DomainRow['tls_status'];
    sslReason?: string;
  };
}

const txt = (token: string, ascii: string, extra: string[] = []) => ({
  [`_svc-verify.${ascii}`]: { txt: [...extra, `svc-verify=${token}`] },
});
const cname = (ascii: string, target = EDGE.name) => ({ [ascii]: { cname: target } });

const cases: Case[] = [
  {
    name: 'TXT present and CNAME to the apps host: verified',
    domain: 'ok1.zone.test',
    records: (t, d) => ({ ...txt(t, d), ...cname(d) }),
    expect: { status: 'verified', reason: null, records: { 'ownership:TXT': 'ok', 'routing:CNAME': 'ok' }, caa: 'allowed' },
  },
  {
    name: 'TXT among other TXT values: verified',
    domain: 'ok2.zone.test',
    records: (t, d) => ({ ...txt(t, d, ['google-site-verification=abc', 'v=spf1 -all']), ...cname(d) }),
    expect: { status: 'verified', records: { 'ownership:TXT': 'ok' } },
  },
  {
    name: 'TXT name does not exist: pending, txt_missing',
    domain: 'absent1.zone.test',
    records: (_t, d) => cname(d),
    expect: { status: 'pending', reason: 'txt_missing', records: { 'ownership:TXT': 'missing', 'routing:CNAME': 'ok' } },
  },
  {
    name: 'TXT name exists without TXT records: pending, txt_missing',
    domain: 'absent2.zone.test',
    records: (_t, d) => ({ ...cname(d), [`_svc-verify.${d}`]: { a: ['192.0.2.1'] } }),
    expect: { status: 'pending', reason: 'txt_missing', records: { 'ownership:TXT': 'missing' } },
  },
  {
    name: 'TXT with another value: failed, txt_wrong_value',
    domain: 'wrong1.zone.test',
    records: (_t, d) => ({ ...cname(d), [`_svc-verify.${d}`]: { txt: ['svc-verify=0000'] } }),
    expect: { status: 'failed', reason: 'txt_wrong_value', records: { 'ownership:TXT': 'wrong_value' } },
  },
  {
    name: "TXT with another app's token format but a typo: failed, txt_wrong_value",
    domain: 'wrong2.zone.test',
    records: (t, d) => ({ ...cname(d), [`_svc-verify.${d}`]: { txt: [`svc-verify= ${t}`] } }),
    expect: { status: 'failed', reason: 'txt_wrong_value' },
  },
  {
    name: 'CNAME to another host: verified, routing wrong_value',
    domain: 'cname1.zone.test',
    records: (t, d) => ({ ...txt(t, d), ...cname(d, 'elsewhere.other.test') }),
    expect: { status: 'verified', records: { 'routing:CNAME': 'wrong_value' } },
  },
  {
    name: 'no CNAME, flattened to the edge addresses: routing ok',
    domain: 'flat1.zone.test',
    records: (t, d) => ({ ...txt(t, d), [d]: { a: [EDGE.ipv4] } }),
    expect: { status: 'verified', records: { 'routing:CNAME': 'ok' } },
  },
  {
    name: 'no CNAME, other addresses: routing wrong_value',
    domain: 'flat2.zone.test',
    records: (t, d) => ({ ...txt(t, d), [d]: { a: ['198.51.100.7'] } }),
    expect: { status: 'verified', records: { 'routing:CNAME': 'wrong_value' } },
  },
  {
    name: 'the name exists with no address or CNAME: routing missing',
    domain: 'bare1.zone.test',
    records: (t, d) => ({ ...txt(t, d), [d]: { txt: ['hello'] } }),
    expect: { status: 'verified', records: { 'routing:CNAME': 'missing' } },
  },
  {
    name: 'apex with A and AAAA on the edge: both ok',
    domain: 'apexok.test',
    records: (t, d) => ({ ...txt(t, d), [d]: { a: [EDGE.ipv4], aaaa: [EDGE.ipv6] } }),
    expect: { status: 'verified', records: { 'routing:A': 'ok', 'routing:AAAA': 'ok' } },
  },
  {
    name: 'apex with A elsewhere: wrong_value',
    domain: 'apexwrong.test',
    records: (t, d) => ({ ...txt(t, d), [d]: { a: ['198.51.100.9'] } }),
    expect: { status: 'verified', records: { 'routing:A': 'wrong_value' } },
  },
  {
    name: 'apex with A right and no AAAA: AAAA missing (optional)',
    domain: 'apexv4.test',
    records: (t, d) => ({ ...txt(t, d), [d]: { a: [EDGE.ipv4] } }),
    expect: { status: 'verified', records: { 'routing:A': 'ok', 'routing:AAAA': 'missing' } },
  },
  {
    name: 'apex with a second, foreign A record: wrong_value',
    domain: 'apexmixed.test',
    records: (t, d) => ({ ...txt(t, d), [d]: { a: [EDGE.ipv4, '198.51.100.1'] } }),
    expect: { status: 'verified', records: { 'routing:A': 'wrong_value' } },
  },
  {
    name: 'the domain does not exist (NXDOMAIN): failed, nxdomain',
    domain: 'nowhere.zone.test',
    records: () => ({}),
    expect: { status: 'failed', reason: 'nxdomain', records: { 'routing:CNAME': 'nxdomain', 'ownership:TXT': 'missing' } },
  },
  {
    name: 'SERVFAIL on the TXT name: failed, dns_servfail',
    domain: 'servfail.zone.test',
    records: (_t, d) => ({ ...cname(d), [`_svc-verify.${d}`]: { rcode: 'servfail' } }),
    expect: { status: 'failed', reason: 'dns_servfail', records: { 'ownership:TXT': 'servfail' } },
  },
  {
    name: 'REFUSED on the TXT name: failed, dns_refused',
    domain: 'refused.zone.test',
    records: (_t, d) => ({ ...cname(d), [`_svc-verify.${d}`]: { rcode: 'refused' } }),
    expect: { status: 'failed', reason: 'dns_refused', records: { 'ownership:TXT': 'refused' } },
  },
  {
    name: 'no answer for the TXT name: failed, dns_timeout',
    domain: 'timeout.zone.test',
    records: (_t, d) => ({ ...cname(d), [`_svc-verify.${d}`]: { drop: true } }),
    expect: { status: 'failed', reason: 'dns_timeout', records: { 'ownership:TXT': 'timeout' } },
  },
  {
    name: 'SERVFAIL on the domain itself: routing servfail',
    domain: 'routefail.zone.test',
    records: (t, d) => ({ ...txt(t, d), [d]: { rcode: 'servfail' } }),
    expect: { status: 'verified', records: { 'routing:CNAME': 'servfail' } },
  },
  {
    name: 'CAA at the name forbids the CA: caa forbidden, certificate failed',
    domain: 'caa1.zone.test',
    records: (t, d) => ({ ...txt(t, d), [d]: { a: [EDGE.ipv4], caa: [{ tag: 'issue', value: 'pki.goog' }] } }),
    expect: { status: 'verified', caa: 'forbidden', caaAt: 'caa1.zone.test', ssl: 'failed', sslReason: 'caa_forbidden' },
  },
  {
    name: 'CAA at the parent forbids the CA (the tree is walked)',
    domain: 'shop.caaparent.test',
    records: (t, d) => ({ ...txt(t, d), ...cname(d), 'caaparent.test': { caa: [{ tag: 'issue', value: 'sectigo.com' }] } }),
    expect: { status: 'verified', caa: 'forbidden', caaAt: 'caaparent.test' },
  },
  {
    name: 'CAA with an empty issuer forbids everyone',
    domain: 'shop.caanone.test',
    records: (t, d) => ({ ...txt(t, d), ...cname(d), 'caanone.test': { caa: [{ tag: 'issue', value: ';' }] } }),
    expect: { status: 'verified', caa: 'forbidden' },
  },
  {
    name: 'CAA naming letsencrypt.org allows issuance',
    domain: 'shop.caale.test',
    records: (t, d) => ({
      ...txt(t, d),
      ...cname(d),
      'caale.test': {
        caa: [
          { tag: 'issue', value: 'pki.goog' },
          { tag: 'issue', value: 'letsencrypt.org; validationmethods=http-01' },
        ],
      },
    }),
    expect: { status: 'verified', caa: 'allowed', caaAt: 'caale.test', ssl: 'pending_validation' },
  },
  {
    name: 'CAA with only iodef does not restrict issuance',
    domain: 'shop.caaiodef.test',
    records: (t, d) => ({ ...txt(t, d), ...cname(d), 'caaiodef.test': { caa: [{ tag: 'iodef', value: 'mailto:sec@caaiodef.test' }] } }),
    expect: { status: 'verified', caa: 'allowed' },
  },
  {
    name: 'CAA look-up SERVFAIL: caa error',
    domain: 'shop.caafail.test',
    records: (t, d) => ({ ...txt(t, d), ...cname(d), 'caafail.test': { rcode: 'servfail' } }),
    expect: { status: 'verified', caa: 'error' },
  },
  {
    name: 'an international name is looked up in punycode',
    domain: 'bücher.zone.test',
    records: (t, d) => ({ ...txt(t, d), ...cname(d) }),
    expect: { status: 'verified', records: { 'ownership:TXT': 'ok', 'routing:CNAME': 'ok' } },
  },
  {
    name: 'a verified name with a lone TXT chunked over 255 bytes still matches exactly',
    domain: 'chunk.zone.test',
    records: (t, d) => ({ ...cname(d), [`_svc-verify.${d}`]: { txt: [`svc-verify=${t}`, 'x'.repeat(400)] } }),
    expect: { status: 'verified' },
  },
];

describe(`custom-domain DNS checks [${TEST_DB}]`, () => {
  let svc: TestService;
  let ownerId: string;
  before(async () => {
    svc = await startTestService(env);
    ownerId = (await svc.createAccount()).id;
  });
  after(() => svc?.stop());

  const attach = async (domain: string) => {
    const app = (await svc.services.apps.get(await svc.createApp(ownerId, domain)))!;
    const { row } = await svc.services.domains.add(app, domain);
    return { app, row };
  };

  for (const c of cases) {
    it(c.name, async () => {
      const { app, row } = await attach(c.domain);
      Object.assign(zone, c.records(row.token, row.domain));
      const checked = await svc.services.domains.check(app);
      const e = c.expect;
      assert.equal(checked.verification_status, e.status, checked.verification_detail ?? '');
      if (e.reason !== undefined) assert.equal(checked.verification_reason, e.reason);
      const found = Object.fromEntries(checked.checks!.records.map((r) => [`${r.purpose}:${r.type}`, r.status]));
      for (const [k, v] of Object.entries(e.records ?? {})) assert.equal(found[k], v, `${k}: ${JSON.stringify(checked.checks!.records)}`);
      if (e.caa) assert.equal(checked.checks!.caa!.status, e.caa, checked.checks!.caa!.detail);
      if (e.caaAt !== undefined) assert.equal(checked.checks!.caa!.at, e.caaAt);
      if (e.ssl) assert.equal(checked.tls_status, e.ssl, checked.tls_detail ?? '');
      if (e.sslReason) assert.equal(checked.tls_reason, e.sslReason);
      if (e.status !== 'verified') assert.equal(checked.tls_status, 'not_requested');
      // The host table follows: verified names are served, others are not.
      assert.equal(svc.services.domains.isServedHost(checked.domain), e.status === 'verified');
    });
  }

  it('a passing DNS failure keeps a verified domain verified', async () => {
    const { app, row } = await attach('flaky.zone.test');
    Object.assign(zone, txt(row.token, row.domain), cname(row.domain));
    assert.equal((await svc.services.domains.check(app)).verification_status, 'verified');
    zone[`_svc-verify.${row.domain}`] = { rcode: 'servfail' };
    const again = await svc.services.domains.check(app);
    assert.equal(again.verification_status, 'verified');
    assert.match(again.verification_detail!, /Still verified/);
  });

  it('a removed TXT record takes verification away: pending again and no longer served', async () => {
    const { app, row } = await attach('removed.zone.test');
    Object.assign(zone, txt(row.token, row.domain), cname(row.domain));
    assert.equal((await svc.services.domains.check(app)).verification_status, 'verified');
    delete zone[`_svc-verify.${row.domain}`];
    const again = await svc.services.domains.check(app);
    assert.deepEqual([again.verification_status, again.verification_reason], ['pending', 'txt_missing']);
    assert.equal(svc.services.domains.isServedHost(row.domain), false);
  });

  it('one app per domain: a verified TXT record settles a dispute between accounts', async () => {
    const first = await attach('disputed.zone.test');
    Object.assign(zone, txt(first.row.token, first.row.domain), cname(first.row.domain));
    assert.equal((await svc.services.domains.check(first.app)).verification_status, 'verified');

    // Another account attaches the same name while the first holds it: a conflict.
    const otherId = (await svc.createAccount()).id;
    const otherApp = (await svc.services.apps.get(await svc.createApp(otherId, 'Claimant')))!;
    await assert.rejects(svc.services.domains.add(otherApp, 'disputed.zone.test'), /already verified by another app/);

    // It may attach while the first is not verified, but verifies only with its own TXT record and
    // only once the holder's record is gone.
    await svc.services.db.run(`UPDATE custom_domains SET verification_status = 'pending' WHERE app_id = ?`, [first.app.id]);
    const { row: claim } = await svc.services.domains.add(otherApp, 'disputed.zone.test');
    await svc.services.db.run(`UPDATE custom_domains SET verification_status = 'verified' WHERE app_id = ?`, [first.app.id]);
    zone[`_svc-verify.${claim.domain}`] = { txt: [`svc-verify=${first.row.token}`, `svc-verify=${claim.token}`] };
    const blocked = await svc.services.domains.check(otherApp);
    assert.deepEqual([blocked.verification_status, blocked.verification_reason], ['failed', 'claimed_by_another_app']);

    zone[`_svc-verify.${claim.domain}`] = { txt: [`svc-verify=${claim.token}`] };
    const won = await svc.services.domains.check(otherApp);
    assert.equal(won.verification_status, 'verified');
    const lost = (await svc.services.domains.get(first.app.id))!;
    assert.deepEqual([lost.verification_status, lost.verification_reason], ['failed', 'ownership_moved']);
    assert.equal(svc.services.domains.routeFor('disputed.zone.test')?.appId, otherApp.id);
  });
});
