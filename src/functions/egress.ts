/**
 * Outbound network of backend functions. A function's Deno process may open connections to exactly
 * one address: its gateway, a loopback HTTP server run by the service (`--allow-net=127.0.0.1:<port>`).
 * The bootstrap's `fetch` sends every request there with the target URL in a header; the gateway
 * checks the host against the policy's `allowed_hosts`, resolves it itself, refuses private,
 * loopback, link-local, metadata and other non-public addresses, connects to the checked address (no
 * second resolution, so DNS rebinding cannot switch it), and follows redirects itself, re-checking
 * every hop. A Deno permission, not a convention, keeps the function away from every other address.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';

// ------------------------------------------------------------------------------------------- addresses

const V4_DENY: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (and Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (AWS/GCP/Azure metadata 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
  ['168.63.129.16', 32], // Azure wire server
];

const denyList = new net.BlockList();
for (const [a, bits] of V4_DENY) denyList.addSubnet(a, bits, 'ipv4');
for (const [a, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (AWS IPv6 metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2001::', 23], // IETF protocol assignments (Teredo included)
] as Array<[string, number]>)
  denyList.addSubnet(a, bits, 'ipv6');

function v4FromBytes(b: number[]): string {
  return b.join('.');
}

/** The 16 bytes of an IPv6 address (any textual form Node accepts). */
function v6Bytes(addr: string): number[] | null {
  if (!net.isIPv6(addr)) return null;
  let s = addr.split('%')[0]!;
  // A dotted-quad tail (::ffff:1.2.3.4) becomes two groups.
  const m = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (m) {
    const p = m[1]!.split('.').map(Number);
    s = `${s.slice(0, -m[1]!.length)}${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head, tail] = s.includes('::') ? s.split('::') : [s, null];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === null ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  if (groups.length !== 8) return null;
  const out: number[] = [];
  for (const g of groups) {
    const n = parseInt(g || '0', 16);
    out.push(n >> 8, n & 255);
  }
  return out;
}

/**
 * Why an address may not be reached, or null when it is a public unicast address. IPv6 forms that
 * carry an IPv4 address (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4
 * 2002::/16) are judged by the IPv4 address inside.
 */
export function deniedAddress(addr: string): string | null {
  if (net.isIPv4(addr)) return denyList.check(addr, 'ipv4') ? `${addr} is a private, loopback, link-local or reserved address` : null;
  const b = v6Bytes(addr);
  if (!b) return `${addr} is not an IP address`;
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  let embedded: string | null = null;
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) embedded = v4FromBytes(b.slice(12));
  else if (zero(0, 12) && !zero(12, 14)) embedded = v4FromBytes(b.slice(12));
  else if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) embedded = v4FromBytes(b.slice(12));
  else if (b[0] === 0x20 && b[1] === 0x02) embedded = v4FromBytes(b.slice(2, 6));
  if (embedded) {
    const why = deniedAddress(embedded);
    return why ? `${addr} carries ${embedded}: ${why}` : null;
  }
  return denyList.check(addr, 'ipv6') ? `${addr} is a private, loopback, link-local or reserved address` : null;
}

// ------------------------------------------------------------------------------------------- hosts

/** Does `host:port` match one `allowed_hosts` entry (`host`, `host:port`, `*.example.com`)? */
export function hostAllowed(allowed: readonly string[] | null, host: string, port: number, defaultPort: number): boolean {
  // No list (never set) or an empty list: any public host.
  if (!allowed || allowed.length === 0) return true;
  const h = host.toLowerCase().replace(/\.$/, '');
  for (const entry of allowed) {
    const m = /^(.*?)(?::(\d+))?$/.exec(entry)!;
    const eh = m[1]!.toLowerCase();
    const ep = m[2] ? Number(m[2]) : defaultPort;
    if (ep !== port) continue;
    if (eh.startsWith('*.') ? h.endsWith(eh.slice(1)) && h.length > eh.length - 1 : h === eh) return true;
  }
  return false;
}

export type Resolver = (host: string) => Promise<string[]>;

/** The system resolver, or the given DNS servers (`SVC_FUNCTION_DNS_SERVERS`). */
export function makeResolver(servers: readonly string[]): Resolver {
  if (!servers.length) {
    return async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  }
  const r = new dns.promises.Resolver({ timeout: 2000, tries: 2 });
  r.setServers([...servers]);
  return async (host) => {
    const out: string[] = [];
    const [v4, v6] = await Promise.allSettled([r.resolve4(host), r.resolve6(host)]);
    if (v4.status === 'fulfilled') out.push(...v4.value);
    if (v6.status === 'fulfilled') out.push(...v6.value);
    if (!out.length) throw new Error(`cannot resolve ${host}`);
    return out;
  };
}

export class EgressDenied extends Error {}

/**
 * The one address a request may go to: the host is allowed by the policy and every address it
 * resolves to is public (one private answer among public ones denies: a rebinding attacker picks).
 */
export async function checkTarget(
  url: URL,
  allowed: readonly string[] | null,
  resolve: Resolver,
  exempt?: (address: string, port: number) => boolean,
): Promise<{ address: string; family: 4 | 6; port: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EgressDenied(`only http and https are allowed (${url.protocol})`);
  if (url.username || url.password) throw new EgressDenied('credentials in the URL are not allowed');
  const defaultPort = url.protocol === 'https:' ? 443 : 80;
  const port = url.port ? Number(url.port) : defaultPort;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!hostAllowed(allowed, host, port, defaultPort))
    throw new EgressDenied(`${host}:${port} is not in the function policy's allowed_hosts`);
  let addrs: string[];
  if (net.isIP(host)) addrs = [host];
  else {
    if (/(^|\.)localhost$/i.test(host)) throw new EgressDenied(`${host} is a loopback name`);
    try {
      addrs = await resolve(host);
    } catch {
      throw new EgressDenied(`cannot resolve ${host}`);
    }
  }
  for (const a of addrs) {
    if (exempt?.(a, port)) continue;
    const why = deniedAddress(a);
    if (why) throw new EgressDenied(`${host} resolves to ${why}`);
  }
  if (!addrs.length) throw new EgressDenied(`cannot resolve ${host}`);
  const address = addrs[0]!;
  return { address, family: net.isIPv6(address) ? 6 : 4, port };
}

const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Readable;
  url: string;
}

/** One outbound request to a checked address; redirects (unless `manual`) are followed here, each hop checked again. */
export async function egressFetch(
  target: string,
  init: { method: string; headers: Record<string, string>; body: Buffer | null; redirect: string },
  allowed: readonly string[] | null,
  resolve: Resolver,
  timeoutMs: number,
  exempt?: (address: string, port: number) => boolean,
): Promise<UpstreamResponse> {
  let url = new URL(target);
  let { method, body } = init;
  for (let hop = 0; hop <= 20; hop++) {
    const t = await checkTarget(url, allowed, resolve, exempt);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(init.headers)) if (!HOP_HEADERS.has(k.toLowerCase())) headers[k] = v;
    headers.host = url.host;
    if (body) headers['content-length'] = String(body.length);
    const mod = url.protocol === 'https:' ? https : http;
    const res = await new Promise<http.IncomingMessage>((ok, fail) => {
      const req = mod.request(
        {
          method,
          host: url.hostname.replace(/^\[|\]$/g, ''),
          port: t.port,
          path: `${url.pathname}${url.search}`,
          headers,
          servername: net.isIP(url.hostname) ? undefined : url.hostname,
          // The checked address, never a second resolution.
          lookup: (_h: string, opts: any, cb: any) =>
            opts?.all ? cb(null, [{ address: t.address, family: t.family }]) : cb(null, t.address, t.family),
          timeout: timeoutMs,
          agent: false,
        },
        ok,
      );
      req.on('timeout', () => req.destroy(new Error(`no answer from ${url.host} within ${timeoutMs} ms`)));
      req.on('error', fail);
      req.end(body ?? undefined);
    });
    const status = res.statusCode ?? 502;
    const location = res.headers.location;
    if (init.redirect !== 'manual' && status >= 300 && status < 400 && location && status !== 304) {
      res.resume();
      if (init.redirect === 'error') throw new EgressDenied(`redirect to ${location} (redirect: error)`);
      url = new URL(location, url);
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        method = 'GET';
        body = null;
      }
      continue;
    }
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_HEADERS.has(k)) out[k] = v;
    return { status, headers: out, body: res, url: url.toString() };
  }
  throw new EgressDenied('too many redirects');
}
