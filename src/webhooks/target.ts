import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Outbound delivery with an SSRF guard. Every address a target name resolves to is checked in the
 * `lookup` the socket uses to connect, so the check applies to the address actually connected to
 * (a name that resolves to a public address when the subscription is saved and to 127.0.0.1 later,
 * DNS rebinding, is refused at connect time). IP literals never reach `lookup`; they are checked
 * before the request is made.
 */

/** Ranges no delivery may reach unless the operator allows private targets. */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local (also fd00:ec2::254, a metadata address)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

/** True for loopback, private, link-local, metadata and other non-public addresses (IPv4-mapped and NAT64 forms included). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const lower = address.toLowerCase();
  // ::ffff:a.b.c.d and 64:ff9b::a.b.c.d reach the embedded IPv4 address.
  const embedded = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (embedded) return BLOCKED.check(embedded[1]!, 'ipv4');
  const hexMapped = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped) {
    const hi = Number.parseInt(hexMapped[1]!, 16);
    const lo = Number.parseInt(hexMapped[2]!, 16);
    return BLOCKED.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, 'ipv4');
  }
  return BLOCKED.check(address, 'ipv6');
}

export class RefusedTarget extends Error {
  readonly code = 'ERR_WEBHOOK_TARGET_REFUSED';
}

export type LookupAll = (hostname: string, callback: (err: Error | null, addresses: dns.LookupAddress[]) => void) => void;

/** The system resolver (getaddrinfo, /etc/hosts included). */
export const systemLookup: LookupAll = (hostname, callback) => dns.lookup(hostname, { all: true, verbatim: true }, callback);

/** Resolves with the given DNS servers (`host` or `host:port`) instead of the system's: A and AAAA records. */
export function serverLookup(servers: string[]): LookupAll {
  const resolver = new dns.Resolver({ timeout: 5000, tries: 2 });
  resolver.setServers(servers);
  return (hostname, callback) => {
    if (net.isIP(hostname)) return callback(null, [{ address: hostname, family: net.isIP(hostname) }]);
    let pending = 2;
    const found: dns.LookupAddress[] = [];
    let firstError: Error | null = null;
    const done = (family: 4 | 6) => (err: Error | null, addresses: string[]) => {
      if (err) firstError ??= err;
      else for (const address of addresses) found.push({ address, family });
      if (--pending === 0) callback(found.length ? null : firstError, found);
    };
    resolver.resolve4(hostname, done(4));
    resolver.resolve6(hostname, done(6));
  };
}

/** A `net.connect` lookup that resolves with `resolve` and refuses private addresses unless allowed. */
export function guardedLookup(resolve: LookupAll, allowPrivate: boolean): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: any[]) => void) => {
    resolve(hostname, (err, addresses) => {
      if (err) return callback(err);
      let usable = addresses.filter((a) => !options.family || a.family === options.family);
      if (!usable.length) usable = addresses;
      if (!usable.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
      if (!allowPrivate) {
        const bad = usable.find((a) => isPrivateAddress(a.address));
        if (bad) return callback(new RefusedTarget(`refused: ${hostname} resolves to the non-public address ${bad.address}`));
      }
      if (options.all) callback(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    });
  }) as net.LookupFunction;
}

/** Checks a URL's form (and an IP-literal host) before anything is sent. Returns an error message or null. */
export function checkTargetUrl(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url: not a valid absolute URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return allowPrivate ? 'url: must be http or https' : 'url: must be https (plain http only with SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS)';
  }
  if (url.username || url.password) return 'url: must not carry credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (net.isIP(host) ? isPrivateAddress(host) : host === 'localhost' || host.endsWith('.localhost'))) {
    return `url: ${host} is not a public address (SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS allows it for local development)`;
  }
  return null;
}

export interface SendResult {
  outcome: 'success' | 'failure' | 'timeout' | 'refused';
  status: number | null;
  durationMs: number;
  /** The first bytes of the response body (or the error), for the attempt log. */
  excerpt: string | null;
  error: string | null;
  /** Retry-After in ms, when the receiver sent one. */
  retryAfterMs: number | null;
}

const EXCERPT_BYTES = 1024;
/** A response body beyond this is not read (the socket is dropped). */
const MAX_RESPONSE_BYTES = 64 * 1024;

export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  if (/^\s*\d+\s*$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Posts signed bodies with keep-alive agents whose connections all go through the guarded lookup. */
export class WebhookSender {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private readonly lookup: net.LookupFunction;
  private readonly allowPrivate: boolean;
  private readonly timeoutMs: number;

  constructor(opts: { allowPrivate: boolean; timeoutMs: number; maxSockets: number; resolve?: LookupAll }) {
    this.allowPrivate = opts.allowPrivate;
    this.timeoutMs = opts.timeoutMs;
    this.lookup = guardedLookup(opts.resolve ?? systemLookup, opts.allowPrivate);
    const agentOptions = { keepAlive: true, maxSockets: Math.max(1, opts.maxSockets), lookup: this.lookup };
    this.httpAgent = new http.Agent(agentOptions);
    this.httpsAgent = new https.Agent(agentOptions);
  }

  send(rawUrl: string, headers: Record<string, string>, body: string, signal?: AbortSignal): Promise<SendResult> {
    const started = performance.now();
    const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
    const problem = checkTargetUrl(rawUrl, this.allowPrivate);
    if (problem) {
      return Promise.resolve(done({ outcome: 'refused', status: null, excerpt: null, error: problem, retryAfterMs: null }));
    }
    const url = new URL(rawUrl);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const finish = (r: Omit<SendResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(done(r));
      };
      const req = client.request(url, {
        method: 'POST',
        agent: url.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
        lookup: this.lookup,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal,
      });
      // One budget from connect to the end of the response.
      const timer = setTimeout(() => {
        finish({ outcome: 'timeout', status: null, excerpt: null, error: `timed out after ${this.timeoutMs} ms`, retryAfterMs: null });
        req.destroy();
      }, this.timeoutMs);
      req.on('error', (err: Error & { code?: string }) => {
        const refused = err instanceof RefusedTarget || err.cause instanceof RefusedTarget;
        finish({
          outcome: refused ? 'refused' : 'failure',
          status: null,
          excerpt: null,
          error: (refused ? err.message : `${err.code ? `${err.code}: ` : ''}${err.message}`).slice(0, 500),
          retryAfterMs: null,
        });
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        let total = 0;
        res.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (kept < EXCERPT_BYTES) {
            chunks.push(chunk.subarray(0, EXCERPT_BYTES - kept));
            kept += Math.min(chunk.length, EXCERPT_BYTES - kept);
          }
          if (total > MAX_RESPONSE_BYTES) res.destroy();
        });
        const end = () => {
          const status = res.statusCode ?? 0;
          finish({
            outcome: status >= 200 && status < 300 ? 'success' : 'failure',
            status,
            excerpt: chunks.length ? Buffer.concat(chunks).toString('utf8') : null,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
            retryAfterMs: parseRetryAfter(res.headers['retry-after']),
          });
        };
        res.on('end', end);
        res.on('close', end);
        res.on('error', () => end());
      });
      req.end(body);
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
