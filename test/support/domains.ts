import { after } from 'node:test';
import type { ZoneEntry } from './dns-server.ts';
import { startDnsServer } from './dns-server.ts';
import { freePort, type TestService } from './harness.ts';

/** The edge of the domain tests: the CNAME target and the addresses an apex points at. */
export const EDGE = { name: 'edge.fs.test', ipv4: '127.0.0.1', ipv6: '::1' };

/**
 * A DNS zone served on loopback for the file's tests (closed when they end), and the settings that
 * point the service at it: the domain checks ask it, CNAMEs go to EDGE, the certificate probe goes
 * to a port nothing listens on unless `tlsPort` is given.
 */
export async function startZone(tlsPort?: number) {
  const zone: Record<string, ZoneEntry> = { [EDGE.name]: { a: [EDGE.ipv4], aaaa: [EDGE.ipv6] } };
  const dns = await startDnsServer(zone);
  after(() => dns.close());
  const env: Record<string, string> = {
    SVC_DNS_SERVERS: dns.address,
    // Generous: the zone is answered by the test's own event loop, which a loaded machine can stall.
    SVC_DNS_TIMEOUT_MS: '2000',
    SVC_DOMAIN_CNAME_TARGET: EDGE.name,
    SVC_EDGE_IPV4: EDGE.ipv4,
    SVC_EDGE_IPV6: EDGE.ipv6,
    SVC_APPS_DOMAIN: 'apps.fs.test',
    SVC_TLS_PROBE_PORT: String(tlsPort ?? (await freePort())),
    SVC_TLS_PROBE_TIMEOUT_MS: '2000',
  };
  return { zone, dns, env };
}

/** Attaches `domain` to the app, publishes its TXT record and CNAME/A records in the zone, and verifies it. */
export async function attachVerified(svc: TestService, zone: Record<string, ZoneEntry>, appId: string, domain: string) {
  const app = (await svc.services.apps.get(appId))!;
  const { row } = await svc.services.domains.add(app, domain);
  zone[`_svc-verify.${row.domain}`] = { txt: [`svc-verify=${row.token}`] };
  const apex = row.domain.split('.').length === 2;
  zone[row.domain] = apex ? { a: [EDGE.ipv4], aaaa: [EDGE.ipv6] } : { cname: EDGE.name };
  const checked = await svc.services.domains.check(app, row.domain);
  if (checked.verification_status !== 'verified') throw new Error(`${domain} did not verify: ${checked.verification_detail}`);
  return checked;
}
