/**
 * Scenario tables of the seven custom-domain tools over both transports, and the custom-domain
 * fields of list_app_domains and get_app_links, against a DNS zone served on loopback.
 */
import assert from 'node:assert/strict';
import { clientFor } from '../support/clients.ts';
import { attachVerified, EDGE, startZone } from '../support/domains.ts';
import { hostingFixtures, type HostingFixtures } from '../support/hosting.ts';
import { guardRows, scenarios } from '../support/scenarios.ts';
import type { TestService } from '../support/harness.ts';
import { WORKSPACE_ENV } from '../support/workspace-fixtures.ts';

const { zone, env } = await startZone();

async function fixtures(svc: TestService) {
  const base = await hostingFixtures(svc);
  const owner = clientFor('rest', svc.baseUrl, base.tokens.owner);
  const published = await owner.call('publish_app', { app_id: base.appId, access_mode: 'public_open' });
  assert.equal(published.ok, true);
  // The seeded app: a verified, primary www domain.
  await attachVerified(svc, zone, base.appId, 'www.example.test');
  const appRow = (await svc.services.apps.get(base.appId))!;
  await svc.services.domains.setPrimary(appRow, 'www.example.test', []);
  // The second app: a pending domain.
  const app2Row = (await svc.services.apps.get(base.app2))!;
  await svc.services.domains.add(app2Row, 'pending.example.test');
  zone['pending.example.test'] = { cname: EDGE.name };
  // Another account's app holds taken.example.test verified.
  await attachVerified(svc, zone, base.otherAppId, 'taken.example.test');
  // Apps for the remove and redirect rows.
  const removeApp = await svc.createApp(base.owner.id, 'Remove app');
  await svc.services.domains.add((await svc.services.apps.get(removeApp))!, 'gone.example.test');
  const redirApp = await svc.createApp(base.owner.id, 'Redirect app');
  await svc.services.domains.add((await svc.services.apps.get(redirApp))!, 'redir.test');
  await owner.close();
  return { ...base, removeApp, redirApp };
}

type F = Awaited<ReturnType<typeof fixtures>>;
type Row = Parameters<typeof scenarios<F>>[2][number];

const rows: Row[] = [
  // ------------------------------------------------------------------ add_custom_domain
  {
    name: 'add_custom_domain: a subdomain gets an ownership TXT record and a CNAME to the apps host',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp, domain: 'Shop.Example.test.' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.domain, 'shop.example.test');
        assert.equal(r.kind, 'subdomain');
        assert.equal(r.verification_status, 'pending');
        assert.equal(r.verification_reason, 'not_checked');
        assert.equal(r.ssl_status, 'not_requested');
        const [txt, cname] = r.dns_records;
        assert.equal(txt.type, 'TXT');
        assert.equal(txt.name, '_svc-verify.shop.example.test');
        assert.equal(txt.host, '_svc-verify.shop');
        assert.match(txt.value, /^svc-verify=[0-9a-f]{32}$/);
        assert.equal(cname.type, 'CNAME');
        assert.equal(cname.value, EDGE.name);
        assert.equal(cname.host, 'shop');
        assert.match(r.instructions, /never|check_domain_verification/);
      },
    },
  },
  {
    name: 'add_custom_domain: an apex gets A and AAAA records with the edge addresses, and the www counterpart',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp, domain: 'apex-shop.test' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.kind, 'apex');
        assert.equal(r.www_counterpart, 'www.apex-shop.test');
        const routing = r.dns_records.filter((d: any) => d.purpose === 'routing');
        assert.deepEqual(
          routing.map((d: any) => [d.type, d.host, d.value]),
          [
            ['A', '@', EDGE.ipv4],
            ['AAAA', '@', EDGE.ipv6],
          ],
        );
        const www = r.dns_records.find((d: any) => d.purpose === 'www_routing');
        assert.deepEqual([www.type, www.name, www.value, www.required], ['CNAME', 'www.apex-shop.test', EDGE.name, false]);
      },
    },
  },
  {
    name: 'add_custom_domain: an international name is stored in punycode',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp, domain: 'bücher.example.test' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.domain, 'xn--bcher-kva.example.test'),
        assert.equal(r.domain_unicode, 'bücher.example.test'),
        assert.equal(r.dns_records[0].name, '_svc-verify.xn--bcher-kva.example.test')
      ),
    },
  },
  {
    name: 'add_custom_domain: a different domain replaces the current one',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.app2, domain: 'replacement.example.test' }),
    expect: { ok: true, check: (r) => (assert.equal(r.replaced, 'pending.example.test'), assert.equal(r.unchanged, false)) },
    after: async (f, _o, t) => {
      // Back to the fixture's domain, so other rows see it.
      await t.client(f.tokens.owner).call('add_custom_domain', { app_id: f.app2, domain: 'pending.example.test' });
    },
  },
  {
    name: 'add_custom_domain: the same domain again keeps its token',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.appId, domain: 'www.example.test' }),
    expect: { ok: true, check: (r) => (assert.equal(r.unchanged, true), assert.equal(r.verification_status, 'verified')) },
  },
  {
    name: 'add_custom_domain: a URL is not a domain',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp, domain: 'https://shop.example.test/home' }),
    expect: { error: 'invalid_request', message: /bare domain/ },
  },
  {
    name: 'add_custom_domain: a single label is refused',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp, domain: 'intranet' }),
    expect: { error: 'invalid_request', message: /single label/ },
  },
  {
    name: 'add_custom_domain: a bad label is refused',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp, domain: 'shop-.example.test' }),
    expect: { error: 'invalid_request', message: /label/ },
  },
  {
    name: "add_custom_domain: the platform's own domains are refused",
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp, domain: 'blog.apps.fs.test' }),
    expect: { error: 'invalid_request', message: /belongs to this platform/ },
  },
  {
    name: 'add_custom_domain: localhost names are refused',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp, domain: 'my.localhost' }),
    expect: { error: 'invalid_request', message: /localhost/ },
  },
  {
    name: 'add_custom_domain: a name another account holds verified is a conflict',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp, domain: 'taken.example.test' }),
    expect: { error: 'conflict', message: /already verified by another app/ },
  },
  {
    name: 'add_custom_domain: domain is required',
    as: 'owner',
    tool: 'add_custom_domain',
    args: (f) => ({ app_id: f.modesApp }),
    expect: { error: 'invalid_params', message: /domain/ },
  },
  ...guardRows<F>('add_custom_domain', (f) => ({ app_id: f.appId, domain: 'guard.example.test' }), 'readonly'),

  // ------------------------------------------------------------------ get_domain_verification
  {
    name: 'get_domain_verification: the verified domain with what the last check found',
    as: 'readonly',
    tool: 'get_domain_verification',
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.domain, 'www.example.test');
        assert.equal(r.verification_status, 'verified');
        assert.equal(r.verification_reason, null);
        assert.deepEqual(
          r.dns_records.filter((d: any) => d.required).map((d: any) => [d.type, d.status]),
          [
            ['TXT', 'ok'],
            ['CNAME', 'ok'],
          ],
        );
        assert.ok(r.verified_at && r.last_checked_at);
      },
    },
  },
  {
    name: 'get_domain_verification: a pending domain not checked yet',
    as: 'owner',
    tool: 'get_domain_verification',
    args: (f) => ({ app_id: f.app2, domain: 'pending.example.test' }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.verification_status, 'pending'), assert.equal(r.dns_records[0].status, 'unchecked')),
    },
  },
  {
    name: 'get_domain_verification: no custom domain attached',
    as: 'owner',
    tool: 'get_domain_verification',
    args: (f) => ({ app_id: f.buildApp }),
    expect: { error: 'not_found', message: /No custom domain/ },
  },
  {
    name: "get_domain_verification: a domain that is not the app's",
    as: 'owner',
    tool: 'get_domain_verification',
    args: (f) => ({ app_id: f.appId, domain: 'taken.example.test' }),
    expect: { error: 'not_found', message: /not this app's custom domain/ },
  },
  {
    name: 'get_domain_verification: a malformed domain argument',
    as: 'owner',
    tool: 'get_domain_verification',
    args: (f) => ({ app_id: f.appId, domain: 42 }),
    expect: { error: 'invalid_params', message: /domain/ },
  },
  ...guardRows<F>('get_domain_verification', (f) => ({ app_id: f.appId }), 'publishOnly'),

  // ------------------------------------------------------------------ check_domain_verification
  {
    name: 'check_domain_verification: the TXT record verifies; the certificate is probed',
    as: 'owner',
    tool: 'check_domain_verification',
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.verification_status, 'verified');
        assert.equal(r.ssl_status, 'pending_validation');
        assert.equal(r.ssl_reason, 'connect_failed');
        assert.equal(r.caa.status, 'allowed');
      },
    },
  },
  {
    name: 'check_domain_verification: no TXT record yet is pending with txt_missing',
    as: 'owner',
    tool: 'check_domain_verification',
    args: (f) => ({ app_id: f.app2 }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.verification_status, 'pending'),
        assert.equal(r.verification_reason, 'txt_missing'),
        assert.equal(r.ssl_status, 'not_requested'),
        assert.equal(r.dns_records[0].status, 'missing')
      ),
    },
  },
  {
    name: 'check_domain_verification: no custom domain attached',
    as: 'owner',
    tool: 'check_domain_verification',
    args: (f) => ({ app_id: f.buildApp }),
    expect: { error: 'not_found', message: /No custom domain/ },
  },
  {
    name: 'check_domain_verification: unknown arguments are invalid params',
    as: 'owner',
    tool: 'check_domain_verification',
    args: (f) => ({ app_id: f.appId, zone_id: 'abc' }),
    expect: { error: 'invalid_params', message: /zone_id/ },
  },
  ...guardRows<F>('check_domain_verification', (f) => ({ app_id: f.appId }), 'readonly'),

  // ------------------------------------------------------------------ set_primary_domain
  {
    name: 'set_primary_domain: a pending domain becomes primary once verified',
    as: 'owner',
    tool: 'set_primary_domain',
    args: (f) => ({ app_id: f.app2, domain: 'pending.example.test' }),
    expect: { ok: true, check: (r) => (assert.equal(r.is_primary, true), assert.match(r.note, /once it is verified/)) },
  },
  {
    name: 'set_primary_domain: the platform path host makes the custom domain secondary',
    as: 'owner',
    tool: 'set_primary_domain',
    args: (f) => ({ app_id: f.redirApp, domain: '127.0.0.1' }),
    expect: { ok: true, check: (r) => (assert.equal(r.is_primary, false), assert.match(r.note, /platform address is primary/)) },
  },
  {
    name: "set_primary_domain: a host that is not the app's",
    as: 'owner',
    tool: 'set_primary_domain',
    args: (f) => ({ app_id: f.app2, domain: 'elsewhere.example.test' }),
    expect: { error: 'not_found', message: /not this app's custom domain/ },
  },
  {
    name: 'set_primary_domain: domain is required',
    as: 'owner',
    tool: 'set_primary_domain',
    args: (f) => ({ app_id: f.app2 }),
    expect: { error: 'invalid_params', message: /domain/ },
  },
  ...guardRows<F>('set_primary_domain', (f) => ({ app_id: f.appId, domain: 'www.example.test' }), 'readonly'),

  // ------------------------------------------------------------------ remove_custom_domain
  {
    name: 'remove_custom_domain: detaches the domain',
    as: 'owner',
    tool: 'remove_custom_domain',
    args: (f) => ({ app_id: f.removeApp }),
    expect: { ok: true, check: (r) => (assert.equal(r.removed, 'gone.example.test'), assert.match(r.note, /delete its DNS records/)) },
    after: async (f, _o, t) => {
      const again = await t.client(f.tokens.owner).call('get_domain_verification', { app_id: f.removeApp });
      assert.equal(again.ok, false);
    },
  },
  {
    name: 'remove_custom_domain: nothing attached',
    as: 'owner',
    tool: 'remove_custom_domain',
    args: (f) => ({ app_id: f.buildApp }),
    expect: { error: 'not_found', message: /No custom domain/ },
  },
  {
    name: "remove_custom_domain: another app's domain name",
    as: 'owner',
    tool: 'remove_custom_domain',
    args: (f) => ({ app_id: f.appId, domain: 'taken.example.test' }),
    expect: { error: 'not_found', message: /not this app's/ },
  },
  ...guardRows<F>('remove_custom_domain', (f) => ({ app_id: f.appId }), 'readonly'),

  // ------------------------------------------------------------------ get_domain_ssl_status
  {
    name: 'get_domain_ssl_status: a verified domain is probed (nothing listens: pending_validation)',
    as: 'readonly',
    tool: 'get_domain_ssl_status',
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.ssl_status, 'pending_validation'),
        assert.equal(r.certificate, null),
        assert.ok(r.ssl_checked_at),
        assert.ok(Array.isArray(r.pending_validation_records))
      ),
    },
  },
  {
    name: 'get_domain_ssl_status: an unverified domain is not_requested and lists the records still needed',
    as: 'owner',
    tool: 'get_domain_ssl_status',
    args: (f) => ({ app_id: f.redirApp }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.ssl_status, 'not_requested'),
        assert.deepEqual(
          r.pending_validation_records.map((d: any) => d.type),
          ['TXT', 'A'],
        )
      ),
    },
  },
  {
    name: 'get_domain_ssl_status: no custom domain attached',
    as: 'owner',
    tool: 'get_domain_ssl_status',
    args: (f) => ({ app_id: f.buildApp }),
    expect: { error: 'not_found', message: /No custom domain/ },
  },
  ...guardRows<F>('get_domain_ssl_status', (f) => ({ app_id: f.appId }), 'publishOnly'),

  // ------------------------------------------------------------------ configure_domain_redirects
  {
    name: 'configure_domain_redirects: the www counterpart as primary, defaults on',
    as: 'owner',
    tool: 'configure_domain_redirects',
    args: (f) => ({ app_id: f.redirApp, primary_domain: 'www.redir.test' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.primary_host, 'www.redir.test'),
        assert.equal(r.url, 'https://www.redir.test'),
        assert.equal(r.redirect_www, true),
        assert.equal(r.force_https, true)
      ),
    },
  },
  {
    name: 'configure_domain_redirects: turning both redirects off',
    as: 'owner',
    tool: 'configure_domain_redirects',
    args: (f) => ({ app_id: f.redirApp, primary_domain: 'redir.test', redirect_www: false, force_https: false }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.primary_host, 'redir.test'),
        assert.equal(r.redirect_www, false),
        assert.equal(r.force_https, false),
        assert.equal(
          r.dns_records.some((d: any) => d.purpose === 'www_routing'),
          false,
        )
      ),
    },
  },
  {
    name: "configure_domain_redirects: a primary_domain that is not the app's",
    as: 'owner',
    tool: 'configure_domain_redirects',
    args: (f) => ({ app_id: f.redirApp, primary_domain: 'other.test' }),
    expect: { error: 'not_found', message: /redir\.test or www\.redir\.test/ },
  },
  {
    name: 'configure_domain_redirects: primary_domain is required',
    as: 'owner',
    tool: 'configure_domain_redirects',
    args: (f) => ({ app_id: f.redirApp }),
    expect: { error: 'invalid_params', message: /primary_domain/ },
  },
  {
    name: 'configure_domain_redirects: redirect_www must be a boolean',
    as: 'owner',
    tool: 'configure_domain_redirects',
    args: (f) => ({ app_id: f.redirApp, primary_domain: 'redir.test', redirect_www: 'yes' }),
    expect: { error: 'invalid_params', message: /redirect_www/ },
  },
  ...guardRows<F>('configure_domain_redirects', (f) => ({ app_id: f.appId, primary_domain: 'www.example.test' }), 'readonly'),

  // ------------------------------------------------------------------ list_app_domains, get_app_links
  {
    name: 'list_app_domains: the custom domain with its statuses, primary',
    as: 'readonly',
    tool: 'list_app_domains',
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.custom_domain, 'www.example.test');
        assert.equal(r.custom_domain_url, 'https://www.example.test');
        assert.equal(r.verification_status, 'verified');
        assert.equal(r.ssl_status, 'pending_validation');
        assert.equal(r.is_primary, true);
        assert.equal(r.primary_domain, 'www.example.test');
        assert.equal(r.redirect_www, true);
        assert.equal(r.force_https, true);
        assert.equal(r.url, 'https://www.example.test');
        const custom = r.domains.find((d: any) => d.kind === 'custom_domain');
        assert.deepEqual([custom.status, custom.is_primary], ['public_open', true]);
      },
    },
  },
  {
    name: 'list_app_domains: no custom domain: its fields are null',
    as: 'owner',
    tool: 'list_app_domains',
    args: (f) => ({ app_id: f.buildApp }),
    expect: { ok: true, check: (r) => (assert.equal(r.custom_domain, null), assert.equal(r.verification_status, null)) },
  },
  {
    name: 'get_app_links: a verified primary custom domain is the publication link',
    as: 'owner',
    tool: 'get_app_links',
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.links.custom_domain.status, 'public_open'),
        assert.equal(r.links.custom_domain.url, 'https://www.example.test'),
        assert.equal(r.links.publication.url, 'https://www.example.test')
      ),
    },
  },
  {
    name: 'get_app_links: an unverified custom domain is domain_not_active with the reason',
    as: 'owner',
    tool: 'get_app_links',
    args: (f) => ({ app_id: f.app2 }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.links.custom_domain.status, 'domain_not_active'),
        assert.equal(r.links.custom_domain.host, 'pending.example.test'),
        assert.match(r.links.custom_domain.reason, /not verified/)
      ),
    },
  },
];

scenarios<F>('domain tools', fixtures as unknown as (svc: TestService) => Promise<F>, rows, { ...WORKSPACE_ENV, ...env });
export type { HostingFixtures };
