/**
 * Custom domain names: syntax, international names (punycode), names the platform keeps, and
 * whether a name is a zone apex (no CNAME possible there) or a subdomain.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import { isIP } from 'node:net';

export const MAX_DOMAIN_LENGTH = 253;
const LABEL_RE = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Second-level public suffixes common enough that `<name>.<suffix>` is an apex (e.g. example.co.uk).
 * Without the full Public Suffix List this is a heuristic: docs/decisions.md, "Domains".
 */
const TWO_LEVEL_SUFFIXES: ReadonlySet<string> = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'ac.uk',
  'gov.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'org.nz',
  'co.jp',
  'ne.jp',
  'or.jp',
  'com.br',
  'net.br',
  'co.za',
  'com.cn',
  'com.tw',
  'com.hk',
  'co.in',
  'co.kr',
  'com.mx',
  'com.ar',
  'com.tr',
  'com.sg',
  'com.my',
  'co.il',
  'co.id',
  'com.ua',
  'com.pl',
]);

/** Names no custom domain may use or end in (they never reach a public certificate authority). */
const REFUSED_SUFFIXES = ['localhost', 'local', 'invalid', 'internal', 'arpa', 'onion', 'home.arpa'];

export interface DomainName {
  /** The ASCII (punycode) form, lowercase, without a trailing dot: what is stored and looked up. */
  ascii: string;
  /** The name as people read it (international characters decoded). */
  unicode: string;
  /** A zone apex (example.com) takes A/AAAA records; a subdomain (shop.example.com) a CNAME. */
  apex: boolean;
}

export class DomainNameError extends Error {}

/**
 * Checks and normalises a custom domain. `platformHosts` are the hosts the service itself answers
 * (the public URL's host, the apps domain, SVC_ALLOWED_HOSTS): they and names under them are refused.
 */
export function parseDomain(raw: string, platformHosts: readonly string[]): DomainName {
  const given = raw.trim();
  const shown = JSON.stringify(given.length > 80 ? `${given.slice(0, 80)}…` : given);
  if (!given) throw new DomainNameError('The domain is empty; give a name such as www.example.com');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(given) || /[/?#@:\s]/.test(given)) {
    throw new DomainNameError(`${shown} is not a bare domain name: give only the host, such as www.example.com (no scheme, port or path)`);
  }
  if (given.startsWith('*')) throw new DomainNameError(`${shown}: wildcard domains are not supported; attach one name`);
  if (isIP(given.replace(/^\[|\]$/g, ''))) throw new DomainNameError(`${shown} is an IP address; attach a domain name`);
  const ascii = domainToASCII(given.replace(/\.$/, '')).toLowerCase();
  if (!ascii) throw new DomainNameError(`${shown} is not a valid domain name`);
  if (ascii.length > MAX_DOMAIN_LENGTH) throw new DomainNameError(`${shown} is longer than ${MAX_DOMAIN_LENGTH} characters`);
  const labels = ascii.split('.');
  if (labels.length < 2) throw new DomainNameError(`${shown} has a single label; give a full name such as example.com`);
  for (const label of labels) {
    if (!LABEL_RE.test(label)) {
      throw new DomainNameError(`${shown}: the label "${label}" is not valid (1-63 letters, digits or hyphens, no hyphen at either end)`);
    }
  }
  if (/^\d+$/.test(labels[labels.length - 1]!)) throw new DomainNameError(`${shown} ends in a numeric label; that is not a domain`);
  for (const suffix of REFUSED_SUFFIXES) {
    if (ascii === suffix || ascii.endsWith(`.${suffix}`)) {
      throw new DomainNameError(`${shown} ends in .${suffix}, which no public certificate authority serves`);
    }
  }
  for (const host of platformHosts) {
    const h = host.toLowerCase().replace(/:\d+$/, '');
    if (h && (ascii === h || ascii.endsWith(`.${h}`))) {
      throw new DomainNameError(
        `${shown} belongs to this platform (${h}); use set_app_subdomain for a platform subdomain, and your own domain here`,
      );
    }
  }
  return { ascii, unicode: domainToUnicode(ascii) || ascii, apex: isApex(ascii) };
}

/** A zone apex: two labels, or three under a common two-level public suffix. */
export function isApex(ascii: string): boolean {
  const labels = ascii.split('.');
  if (labels.length === 2) return true;
  return labels.length === 3 && TWO_LEVEL_SUFFIXES.has(labels.slice(1).join('.'));
}

/** `www.example.com` ↔ `example.com`; null when the name has no such counterpart (shop.example.com). */
export function wwwCounterpart(ascii: string): string | null {
  if (ascii.startsWith('www.')) {
    const rest = ascii.slice(4);
    return isApex(rest) ? rest : null;
  }
  return isApex(ascii) ? `www.${ascii}` : null;
}
