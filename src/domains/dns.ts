/**
 * DNS look-ups of the domain checks, through node:dns `Resolver` with the configured servers
 * (SVC_DNS_SERVERS, `host[:port]`) and a timeout, so every answer is classified: found, no such
 * name (NXDOMAIN), no records of that type, SERVFAIL, REFUSED, or timeout.
 */
import type { CaaRecord } from 'node:dns';
import { Resolver } from 'node:dns/promises';

export type LookupStatus = 'found' | 'nxdomain' | 'nodata' | 'servfail' | 'refused' | 'timeout' | 'error';

export type Lookup<T> = { status: 'found'; values: T[] } | { status: Exclude<LookupStatus, 'found'>; values: []; detail: string };

export interface DnsOptions {
  servers: readonly string[];
  timeoutMs: number;
  tries: number;
}

function classify(err: unknown): Exclude<LookupStatus, 'found'> {
  switch ((err as { code?: string }).code) {
    case 'ENOTFOUND':
      return 'nxdomain';
    case 'ENODATA':
      return 'nodata';
    case 'ESERVFAIL':
      return 'servfail';
    case 'EREFUSED':
      return 'refused';
    case 'ETIMEOUT':
      return 'timeout';
    default:
      return 'error';
  }
}

export class DnsLookups {
  private readonly resolver: Resolver;

  constructor(options: DnsOptions) {
    this.resolver = new Resolver({ timeout: Math.max(1, options.timeoutMs), tries: Math.max(1, options.tries) });
    if (options.servers.length) this.resolver.setServers([...options.servers]);
  }

  private async run<T>(fn: () => Promise<T[]>): Promise<Lookup<T>> {
    try {
      const values = await fn();
      return values.length ? { status: 'found', values } : { status: 'nodata', values: [], detail: 'no records' };
    } catch (err) {
      return { status: classify(err), values: [], detail: String((err as { code?: string }).code ?? (err as Error).message) };
    }
  }

  /** TXT strings, each record's chunks joined. */
  txt(name: string): Promise<Lookup<string>> {
    return this.run(async () => (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join('')));
  }

  cname(name: string): Promise<Lookup<string>> {
    return this.run(async () => (await this.resolver.resolveCname(name)).map((v) => v.toLowerCase().replace(/\.$/, '')));
  }

  a(name: string): Promise<Lookup<string>> {
    return this.run(() => this.resolver.resolve4(name));
  }

  aaaa(name: string): Promise<Lookup<string>> {
    return this.run(() => this.resolver.resolve6(name));
  }

  caa(name: string): Promise<Lookup<CaaRecord>> {
    return this.run(() => this.resolver.resolveCaa(name));
  }

  /** Stops queries in flight (the service is stopping). */
  cancel(): void {
    this.resolver.cancel();
  }
}

export interface CaaVerdict {
  /** allowed: no CAA record set up the tree restricts issuance, or one names an accepted CA. */
  status: 'allowed' | 'forbidden' | 'error';
  /** Where the relevant record set was found (null: none up to the top-level domain). */
  at: string | null;
  /** The CAs the relevant `issue` records name (empty value: nobody). */
  issuers: string[];
  detail: string;
}

/**
 * RFC 8659: the relevant CAA record set is the first one found walking from the name up to (not
 * including) the root. Its `issue` records must name one of `accepted` (e.g. letsencrypt.org); a set
 * without `issue` records does not restrict issuance. A failed look-up (SERVFAIL, timeout) counts as
 * an error, as certificate authorities refuse to issue then.
 */
export async function checkCaa(dns: DnsLookups, domain: string, accepted: readonly string[]): Promise<CaaVerdict> {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const name = labels.slice(i).join('.');
    const r = await dns.caa(name);
    if (r.status === 'nxdomain' || r.status === 'nodata') continue;
    if (r.status !== 'found') {
      return {
        status: 'error',
        at: name,
        issuers: [],
        detail: `The CAA look-up of ${name} failed (${r.status}); certificate authorities refuse to issue then`,
      };
    }
    const issue = r.values.filter((v) => typeof v.issue === 'string').map((v) => v.issue!.split(';')[0]!.trim().toLowerCase());
    if (issue.length === 0)
      return { status: 'allowed', at: name, issuers: [], detail: `The CAA records of ${name} do not restrict issuance` };
    const ok = issue.some((ca) => accepted.includes(ca));
    return ok
      ? {
          status: 'allowed',
          at: name,
          issuers: issue,
          detail: `The CAA records of ${name} allow ${issue.filter((ca) => accepted.includes(ca)).join(', ')}`,
        }
      : {
          status: 'forbidden',
          at: name,
          issuers: issue,
          detail:
            `The CAA records of ${name} allow only ${issue.map((ca) => ca || '(nobody)').join(', ')}; add ` +
            `${accepted.map((ca) => `"0 issue \\"${ca}\\""`).join(' or ')} so the certificate can be issued`,
        };
  }
  return { status: 'allowed', at: null, issuers: [], detail: 'No CAA records restrict issuance' };
}
