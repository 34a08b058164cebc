/**
 * Custom domains: one per app. Attaching returns DNS instructions (an ownership TXT record and the
 * routing record); checking looks them up now through DnsLookups, checks CAA and probes the
 * certificate; the verified domains are kept in memory for Host routing and the on-demand-TLS
 * permission endpoint (this node's changes at once, other nodes' within SVC_DOMAINS_REFRESH_MS).
 * The service never talks to a DNS provider.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Config } from '../config.ts';
import { ServiceError } from '../platform/errors.ts';
import { iso } from '../platform/time.ts';
import type { AppRow } from '../platform/types.ts';
import { isUniqueViolation, type Db } from '../storage/index.ts';
import { checkCaa, DnsLookups, type CaaVerdict, type Lookup } from './dns.ts';
import { DomainNameError, isApex, parseDomain, wwwCounterpart } from './names.ts';
import { probeCertificate, type CertificateProbe, type TlsStatus } from './tls.ts';

/** The ownership record: `<TXT_PREFIX>.<domain>` TXT `<TXT_VALUE_PREFIX><token>`. */
export const TXT_PREFIX = '_svc-verify';
export const TXT_VALUE_PREFIX = 'svc-verify=';
export const RECORD_TTL = 3600;

export const VERIFICATION_STATUSES = ['pending', 'verified', 'failed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Why a domain is pending or failed (docs/decisions.md, "Domains"). */
export const VERIFICATION_REASONS = [
  'not_checked',
  'txt_missing',
  'txt_wrong_value',
  'nxdomain',
  'dns_servfail',
  'dns_timeout',
  'dns_refused',
  'dns_error',
  'claimed_by_another_app',
  'ownership_moved',
] as const;
export type VerificationReason = (typeof VERIFICATION_REASONS)[number];

export const RECORD_STATUSES = [
  'unchecked',
  'ok',
  'missing',
  'wrong_value',
  'nxdomain',
  'servfail',
  'timeout',
  'refused',
  'error',
] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export interface DnsRecordView {
  purpose: 'ownership' | 'routing' | 'www_routing';
  type: 'TXT' | 'CNAME' | 'A' | 'AAAA' | 'ALIAS';
  /** The full name. */
  name: string;
  /** The name relative to the zone, as most DNS panels ask for it (`@` for the apex). */
  host: string;
  value: string;
  ttl: number;
  required: boolean;
  status: RecordStatus;
  found: string[];
  detail: string;
}

export interface CertificateView {
  issuer: string | null;
  subject: string | null;
  names: string[];
  valid_from: string | null;
  valid_to: string | null;
}

export interface DomainRow {
  app_id: string;
  domain: string;
  token: string;
  verification_status: VerificationStatus;
  verification_reason: VerificationReason | null;
  verification_detail: string | null;
  checks: { records: DnsRecordView[]; caa: CaaVerdict | null } | null;
  checked_at: number | null;
  verified_at: number | null;
  tls_status: TlsStatus;
  tls_reason: string | null;
  tls_detail: string | null;
  tls_certificate: CertificateView | null;
  tls_checked_at: number | null;
  is_primary: boolean;
  primary_host: string | null;
  redirect_www: boolean;
  force_https: boolean;
  created_at: number;
  updated_at: number;
}

function toRow(r: any): DomainRow {
  return {
    app_id: r.app_id,
    domain: r.domain,
    token: r.token,
    verification_status: r.verification_status,
    verification_reason: r.verification_reason ?? null,
    verification_detail: r.verification_detail ?? null,
    checks: r.checks ? JSON.parse(r.checks) : null,
    checked_at: r.checked_at == null ? null : Number(r.checked_at),
    verified_at: r.verified_at == null ? null : Number(r.verified_at),
    tls_status: r.tls_status,
    tls_reason: r.tls_reason ?? null,
    tls_detail: r.tls_detail ?? null,
    tls_certificate: r.tls_certificate ? JSON.parse(r.tls_certificate) : null,
    tls_checked_at: r.tls_checked_at == null ? null : Number(r.tls_checked_at),
    is_primary: Number(r.is_primary) === 1,
    primary_host: r.primary_host ?? null,
    redirect_www: Number(r.redirect_www) === 1,
    force_https: Number(r.force_https) === 1,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  };
}

/** What a request for a host under a custom domain gets (Host routing in src/hosting/routes.ts). */
export interface HostRoute {
  appId: string;
  /** serve: the app answers here; redirect: to `target`; unverified: attached but not verified (404 page). */
  kind: 'serve' | 'redirect' | 'unverified';
  /** The canonical host of the app's domain pair. */
  target: string;
  forceHttps: boolean;
}

export interface DomainsDeps {
  db: Db;
  config: Config;
}

export class DomainsService {
  private readonly deps: DomainsDeps;
  readonly dns: DnsLookups;
  private routes = new Map<string, HostRoute>();
  private byApp = new Map<string, DomainRow>();
  private timer: NodeJS.Timeout | null = null;
  private loading: Promise<void> | null = null;
  private extraCa: string | null | undefined;

  constructor(deps: DomainsDeps) {
    this.deps = deps;
    const c = deps.config.domains;
    this.dns = new DnsLookups({ servers: c.dnsServers, timeoutMs: c.dnsTimeoutMs, tries: 1 });
  }

  // ------------------------------------------------------------------------------------- routing cache

  async start(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch(() => {}), this.deps.config.domains.refreshMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.dns.cancel();
    await this.loading?.catch(() => {});
  }

  /** Re-reads every attached domain of a live app into the in-memory host table. */
  reload(): Promise<void> {
    const run = (async () => {
      const rows = (
        await this.deps.db.all(
          `SELECT d.* FROM custom_domains d JOIN apps a ON a.id = d.app_id WHERE a.deleted_at IS NULL ORDER BY d.verified_at, d.created_at`,
        )
      ).map(toRow);
      this.routes = routeTable(rows);
      this.byApp = new Map(rows.map((r) => [r.app_id, r]));
    })();
    this.loading = run;
    return run;
  }

  /** The route of a Host (lowercase, without port or trailing dot), or null: not a custom domain. Synchronous (URL rewriting). */
  routeFor(host: string): HostRoute | null {
    return this.routes.get(host) ?? null;
  }

  /** Whether a host is a verified custom domain (or a redirecting www/apex counterpart of one). */
  isServedHost(host: string): boolean {
    const r = this.routes.get(host);
    return !!r && r.kind !== 'unverified';
  }

  /** The app's domain as this node last read it (its own changes at once): for links and addresses on every call. */
  cached(appId: string): DomainRow | null {
    return this.byApp.get(appId) ?? null;
  }

  // ------------------------------------------------------------------------------------- reads

  async get(appId: string): Promise<DomainRow | null> {
    const r = await this.deps.db.get('SELECT * FROM custom_domains WHERE app_id = ?', [appId]);
    return r ? toRow(r) : null;
  }

  /** The app's domain; when `domain` is given it must be that one. */
  async current(appId: string, domain?: string | null): Promise<DomainRow> {
    const row = await this.get(appId);
    if (!row) throw new ServiceError('not_found', 'No custom domain is attached to this app; add_custom_domain attaches one');
    if (domain !== undefined && domain !== null && domain.trim() !== '') {
      const asked = this.normalize(domain);
      const counterpart = wwwCounterpart(row.domain);
      if (asked.ascii !== row.domain && asked.ascii !== counterpart) {
        throw new ServiceError('not_found', `"${domain.trim()}" is not this app's custom domain (it is ${row.domain})`, {
          domain: row.domain,
        });
      }
    }
    return row;
  }

  private platformHosts(): string[] {
    const c = this.deps.config;
    return [new URL(c.publicUrl).hostname, c.appsDomain, c.domains.cnameTarget, ...c.allowedHosts];
  }

  normalize(raw: string) {
    try {
      return parseDomain(raw, this.platformHosts());
    } catch (err) {
      if (err instanceof DomainNameError)
        throw new ServiceError('invalid_request', `Invalid domain: ${err.message}`, { domain: raw.slice(0, 300) });
      throw err;
    }
  }

  // ------------------------------------------------------------------------------------- instructions

  /** The records the owner creates at their DNS provider, with what the last check found. */
  records(row: DomainRow): DnsRecordView[] {
    const c = this.deps.config.domains;
    const found = new Map((row.checks?.records ?? []).map((r) => [`${r.purpose}\u0000${r.type}\u0000${r.name}`, r]));
    const rec = (r: Omit<DnsRecordView, 'status' | 'found' | 'detail' | 'host' | 'ttl'>): DnsRecordView => {
      const seen = found.get(`${r.purpose}\u0000${r.type}\u0000${r.name}`);
      return {
        ...r,
        host: relativeName(r.name),
        ttl: RECORD_TTL,
        status: seen?.status ?? 'unchecked',
        found: seen?.found ?? [],
        detail: seen?.detail ?? 'Not checked yet: check_domain_verification looks it up',
      };
    };
    const out: DnsRecordView[] = [
      rec({
        purpose: 'ownership',
        type: 'TXT',
        name: `${TXT_PREFIX}.${row.domain}`,
        value: `${TXT_VALUE_PREFIX}${row.token}`,
        required: true,
      }),
      ...routingRecords(row.domain, c, 'routing', true).map(rec),
    ];
    const counterpart = wwwCounterpart(row.domain);
    if (counterpart && row.redirect_www) out.push(...routingRecords(counterpart, c, 'www_routing', false).map(rec));
    return out;
  }

  view(row: DomainRow) {
    const counterpart = wwwCounterpart(row.domain);
    const canonical = row.primary_host ?? row.domain;
    return {
      app_id: row.app_id,
      domain: row.domain,
      domain_unicode: parseDomainUnicode(row.domain),
      kind: isApex(row.domain) ? ('apex' as const) : ('subdomain' as const),
      url: `https://${canonical}`,
      verification_status: row.verification_status,
      verification_reason: row.verification_reason,
      verification_detail: row.verification_detail ?? reasonText(row.verification_reason),
      verified_at: row.verified_at ? iso(row.verified_at) : null,
      last_checked_at: row.checked_at ? iso(row.checked_at) : null,
      ssl_status: row.tls_status,
      ssl_reason: row.tls_reason,
      ssl_detail: row.tls_detail ?? tlsText(row.tls_status),
      certificate: row.tls_certificate,
      ssl_checked_at: row.tls_checked_at ? iso(row.tls_checked_at) : null,
      caa: row.checks?.caa ?? null,
      is_primary: row.is_primary,
      primary_host: canonical,
      www_counterpart: counterpart,
      redirect_www: row.redirect_www,
      force_https: row.force_https,
      dns_records: this.records(row),
    };
  }

  // ------------------------------------------------------------------------------------- changes

  /** Attaches `raw` to the app, replacing its current domain (if another). */
  async add(app: AppRow, raw: string): Promise<{ row: DomainRow; replaced: string | null; unchanged: boolean }> {
    const name = this.normalize(raw);
    const holder = await this.deps.db.get<{ app_id: string }>(
      `SELECT app_id FROM custom_domains WHERE domain = ? AND verification_status = 'verified' AND app_id <> ?`,
      [name.ascii, app.id],
    );
    if (holder) {
      throw new ServiceError(
        'conflict',
        `${name.ascii} is already verified by another app. If it is yours, attach it, publish the TXT record this tool returns and ` +
          'check_domain_verification: a verified TXT record moves it',
        { domain: name.ascii },
      );
    }
    const existing = await this.get(app.id);
    if (existing && existing.domain === name.ascii) return { row: existing, replaced: null, unchanged: true };
    const now = Date.now();
    const token = randomBytes(16).toString('hex');
    await this.deps.db.transaction(async (tx) => {
      await tx.run('DELETE FROM custom_domains WHERE app_id = ?', [app.id]);
      await tx.run(
        `INSERT INTO custom_domains (app_id, domain, token, verification_status, verification_reason, tls_status, is_primary,
           primary_host, redirect_www, force_https, created_at, updated_at)
         VALUES (?, ?, ?, 'pending', 'not_checked', 'not_requested', ?, NULL, 1, 1, ?, ?)`,
        [app.id, name.ascii, token, existing?.is_primary ? 1 : 0, now, now],
      );
    });
    await this.reload();
    return { row: (await this.get(app.id))!, replaced: existing?.domain ?? null, unchanged: false };
  }

  async remove(app: AppRow, domain?: string | null): Promise<DomainRow> {
    const row = await this.current(app.id, domain);
    await this.deps.db.run('DELETE FROM custom_domains WHERE app_id = ?', [app.id]);
    await this.reload();
    return row;
  }

  /**
   * The app's primary address: its custom domain (or the domain's www/apex counterpart), or the
   * platform subdomain / path (`platformHosts`), which makes the custom domain secondary.
   */
  async setPrimary(app: AppRow, raw: string, platformHosts: string[]): Promise<DomainRow> {
    const row = await this.current(app.id);
    const wanted = raw.trim().toLowerCase().replace(/\.$/, '');
    if (platformHosts.includes(wanted)) {
      await this.update(app.id, { is_primary: 0 });
    } else {
      const host = this.pairHost(row, raw);
      await this.update(app.id, { is_primary: 1, primary_host: host === row.domain ? null : host });
    }
    return (await this.get(app.id))!;
  }

  async configureRedirects(app: AppRow, primary: string, redirectWww: boolean, forceHttps: boolean): Promise<DomainRow> {
    const row = await this.current(app.id);
    const host = this.pairHost(row, primary);
    await this.update(app.id, {
      primary_host: host === row.domain ? null : host,
      redirect_www: redirectWww ? 1 : 0,
      force_https: forceHttps ? 1 : 0,
    });
    return (await this.get(app.id))!;
  }

  /** `raw` as the domain or its www/apex counterpart, else a not_found error naming both. */
  private pairHost(row: DomainRow, raw: string): string {
    const name = this.normalize(raw).ascii;
    const counterpart = wwwCounterpart(row.domain);
    if (name === row.domain || name === counterpart) return name;
    throw new ServiceError(
      'not_found',
      `"${raw.trim()}" is not this app's custom domain: use ${row.domain}${counterpart ? ` or ${counterpart}` : ''}`,
      { domain: row.domain },
    );
  }

  private async update(appId: string, fields: Record<string, string | number | null>): Promise<void> {
    const keys = Object.keys(fields);
    await this.deps.db.run(`UPDATE custom_domains SET ${keys.map((k) => `${k} = ?`).join(', ')}, updated_at = ? WHERE app_id = ?`, [
      ...keys.map((k) => fields[k]!),
      Date.now(),
      appId,
    ]);
    await this.reload();
  }

  // ------------------------------------------------------------------------------------- checks

  /** Looks the records up now, decides verification (and disputes), checks CAA, probes TLS; saves it all. */
  async check(app: AppRow, domain?: string | null): Promise<DomainRow> {
    const row = await this.current(app.id, domain);
    const c = this.deps.config.domains;
    const txtName = `${TXT_PREFIX}.${row.domain}`;
    const expected = `${TXT_VALUE_PREFIX}${row.token}`;
    const [txt, routing, wwwRouting, caa] = await Promise.all([
      this.dns.txt(txtName),
      this.checkRouting(row.domain, 'routing'),
      row.redirect_www && wwwCounterpart(row.domain) ? this.checkRouting(wwwCounterpart(row.domain)!, 'www_routing') : Promise.resolve([]),
      checkCaa(this.dns, row.domain, c.caaIssuers),
    ]);
    const txtRecord = txtFinding(txt, txtName, expected);
    const domainMissing = routing.length > 0 && routing.every((r) => r.status === 'nxdomain');

    let status: VerificationStatus;
    let reason: VerificationReason | null;
    let detail: string;
    if (txtRecord.status === 'ok') {
      status = 'verified';
      reason = null;
      detail = `The TXT record ${txtName} proves ownership`;
    } else if (
      txtRecord.status === 'servfail' ||
      txtRecord.status === 'timeout' ||
      txtRecord.status === 'refused' ||
      txtRecord.status === 'error'
    ) {
      const code = `dns_${txtRecord.status}` as VerificationReason;
      // A passing DNS failure does not take a verified domain away.
      status = row.verification_status === 'verified' ? 'verified' : 'failed';
      reason = row.verification_status === 'verified' ? null : code;
      detail =
        row.verification_status === 'verified'
          ? `Still verified; this check could not read ${txtName}: ${txtRecord.detail}`
          : `${reasonText(code)}: ${txtRecord.detail}`;
    } else if (domainMissing) {
      status = 'failed';
      reason = 'nxdomain';
      detail = `${row.domain} does not exist in DNS (NXDOMAIN): register it or check the spelling`;
    } else if (txtRecord.status === 'wrong_value') {
      status = 'failed';
      reason = 'txt_wrong_value';
      detail = txtRecord.detail;
    } else {
      // Not there yet: normal while DNS changes propagate.
      status = 'pending';
      reason = 'txt_missing';
      detail = txtRecord.detail;
    }

    // One app per domain: whoever holds a verified TXT record. Another app's verification stands
    // while its own TXT value is still published.
    let moveFrom: string | null = null;
    if (status === 'verified') {
      const other = await this.deps.db.get<{ app_id: string; token: string }>(
        `SELECT app_id, token FROM custom_domains WHERE domain = ? AND verification_status = 'verified' AND app_id <> ?`,
        [row.domain, app.id],
      );
      if (other) {
        if ((txt.values as string[]).includes(`${TXT_VALUE_PREFIX}${other.token}`)) {
          status = 'failed';
          reason = 'claimed_by_another_app';
          detail = `${row.domain} is verified by another app whose TXT record is still published; only one app may serve a domain`;
        } else moveFrom = other.app_id;
      }
    }

    const now = Date.now();
    let tls: { status: TlsStatus; reason: string | null; detail: string; certificate: CertificateView | null } = {
      status: 'not_requested',
      reason: null,
      detail: tlsText('not_requested'),
      certificate: null,
    };
    if (status === 'verified') tls = await this.tlsFor(row.domain, routing, caa);

    const records = [txtRecord, ...routing, ...wwwRouting];
    try {
      await this.deps.db.transaction(async (tx) => {
        if (moveFrom) {
          await tx.run(
            `UPDATE custom_domains SET verification_status = 'failed', verification_reason = 'ownership_moved', verification_detail = ?,
               tls_status = 'not_requested', updated_at = ? WHERE app_id = ?`,
            [
              `Another app published its own TXT record for ${row.domain} after this app's was removed; it serves the domain now`,
              now,
              moveFrom,
            ],
          );
        }
        await tx.run(
          `UPDATE custom_domains SET verification_status = ?, verification_reason = ?, verification_detail = ?, checks = ?, checked_at = ?,
             verified_at = ?, tls_status = ?, tls_reason = ?, tls_detail = ?, tls_certificate = ?, tls_checked_at = ?, updated_at = ?
           WHERE app_id = ?`,
          [
            status,
            reason,
            detail,
            JSON.stringify({ records, caa }),
            now,
            status === 'verified' ? (row.verification_status === 'verified' ? row.verified_at : now) : null,
            tls.status,
            tls.reason,
            tls.detail,
            tls.certificate ? JSON.stringify(tls.certificate) : null,
            status === 'verified' ? now : null,
            now,
            app.id,
          ],
        );
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Another app verified the same name at the same moment: it holds it.
      await this.deps.db.run(
        `UPDATE custom_domains SET verification_status = 'failed', verification_reason = 'claimed_by_another_app', verification_detail = ?,
           checks = ?, checked_at = ?, updated_at = ? WHERE app_id = ?`,
        [`${row.domain} was verified by another app at the same time`, JSON.stringify({ records, caa }), now, now, app.id],
      );
    }
    await this.reload();
    return (await this.get(app.id))!;
  }

  /** Probes the certificate now (verified domains only) and saves it. */
  async refreshTls(app: AppRow, domain?: string | null): Promise<DomainRow> {
    const row = await this.current(app.id, domain);
    if (row.verification_status !== 'verified') return row;
    const tls = await this.tlsFor(row.domain, null, row.checks?.caa ?? null);
    const now = Date.now();
    await this.deps.db.run(
      'UPDATE custom_domains SET tls_status = ?, tls_reason = ?, tls_detail = ?, tls_certificate = ?, tls_checked_at = ?, updated_at = ? WHERE app_id = ?',
      [tls.status, tls.reason, tls.detail, tls.certificate ? JSON.stringify(tls.certificate) : null, now, now, app.id],
    );
    return (await this.get(app.id))!;
  }

  private async tlsFor(domain: string, routing: DnsRecordView[] | null, caa: CaaVerdict | null) {
    const c = this.deps.config.domains;
    let address = c.tlsProbeAddress;
    if (!address) {
      const a = await this.dns.a(domain);
      const aaaa = a.status === 'found' ? null : await this.dns.aaaa(domain);
      address = a.values[0] ?? aaaa?.values[0] ?? null;
      if (!address) {
        const why = routing?.find((r) => r.status !== 'ok')?.detail ?? `${domain} has no address records yet`;
        return { status: 'pending_validation' as const, reason: 'no_address', detail: why, certificate: null };
      }
    }
    const probe: CertificateProbe = await probeCertificate(domain, {
      address,
      port: c.tlsProbePort,
      timeoutMs: c.tlsProbeTimeoutMs,
      extraCa: this.caFile(),
    });
    const certificate = probe.valid_to
      ? { issuer: probe.issuer, subject: probe.subject, names: probe.names, valid_from: probe.valid_from, valid_to: probe.valid_to }
      : null;
    if (probe.status !== 'active' && probe.status !== 'expired' && caa?.status === 'forbidden') {
      return { status: 'failed' as const, reason: 'caa_forbidden', detail: caa.detail, certificate };
    }
    return { status: probe.status, reason: probe.reason, detail: probe.detail, certificate };
  }

  private caFile(): string | null {
    if (this.extraCa === undefined) {
      const file = this.deps.config.domains.tlsProbeCaFile;
      this.extraCa = file ? readFileSync(file, 'utf8') : null;
    }
    return this.extraCa;
  }

  /** The routing record(s) of `name`: a CNAME to the target (subdomain), or A/AAAA on the edge (apex). */
  private async checkRouting(name: string, purpose: 'routing' | 'www_routing'): Promise<DnsRecordView[]> {
    const c = this.deps.config.domains;
    const wanted = routingRecords(name, c, purpose, purpose === 'routing');
    const base = (r: (typeof wanted)[number]) => ({ ...r, host: relativeName(r.name), ttl: RECORD_TTL });
    const expected = await this.edgeAddresses();
    if (!isApex(name)) {
      const cname = await this.dns.cname(name);
      const r = wanted[0]!;
      if (cname.status === 'found') {
        const ok = cname.values.includes(c.cnameTarget);
        return [
          {
            ...base(r),
            status: ok ? 'ok' : 'wrong_value',
            found: cname.values,
            detail: ok ? `${name} points at ${c.cnameTarget}` : `${name} is a CNAME to ${cname.values.join(', ')}, not ${c.cnameTarget}`,
          },
        ];
      }
      if (cname.status !== 'nodata') return [{ ...base(r), ...lookupProblem(cname, name, 'CNAME') }];
      // No CNAME: a provider that flattens it publishes the target's addresses instead.
      const a = await this.dns.a(name);
      if (a.status === 'found') {
        const ok = a.values.every((v) => expected.v4.includes(v));
        return [
          {
            ...base(r),
            status: ok ? 'ok' : 'wrong_value',
            found: a.values,
            detail: ok
              ? `${name} has the addresses of ${c.cnameTarget} (a flattened CNAME)`
              : `${name} has the addresses ${a.values.join(', ')}, not a CNAME to ${c.cnameTarget}`,
          },
        ];
      }
      return [{ ...base(r), ...lookupProblem(a.status === 'nodata' ? cname : a, name, 'CNAME') }];
    }
    const [a, aaaa] = await Promise.all([this.dns.a(name), this.dns.aaaa(name)]);
    return wanted.map((r) => {
      const lookup = r.type === 'AAAA' ? aaaa : a;
      const allowed = r.type === 'AAAA' ? expected.v6 : expected.v4;
      if (lookup.status === 'found') {
        const values = lookup.values.map((v) => v.toLowerCase());
        const ok = values.every((v) => allowed.includes(v));
        const has = r.type === 'ALIAS' || values.includes(r.value.toLowerCase());
        return {
          ...base(r),
          status: ok && has ? ('ok' as const) : ('wrong_value' as const),
          found: lookup.values,
          detail:
            ok && has
              ? `${name} has ${r.type === 'ALIAS' ? 'the edge addresses' : r.value}`
              : `${name} has ${r.type === 'AAAA' ? 'AAAA' : 'A'} ${lookup.values.join(', ')}; expected ${r.type === 'ALIAS' ? `the addresses of ${c.cnameTarget}` : r.value}` +
                (ok ? '' : ' only'),
        };
      }
      // AAAA is optional when A is right (the edge may be reachable over IPv4 only).
      if (r.type === 'AAAA' && lookup.status === 'nodata' && a.status === 'found') {
        return {
          ...base(r),
          status: 'missing' as const,
          found: [],
          detail: `No AAAA record: add ${r.value} so IPv6 visitors reach the app`,
        };
      }
      return { ...base(r), ...lookupProblem(lookup, name, r.type === 'ALIAS' ? 'A' : r.type) };
    });
  }

  /** The edge's addresses: configured, else the CNAME target's. */
  private async edgeAddresses(): Promise<{ v4: string[]; v6: string[] }> {
    const c = this.deps.config.domains;
    if (c.edgeIpv4.length || c.edgeIpv6.length) return { v4: c.edgeIpv4, v6: c.edgeIpv6 };
    const [a, aaaa] = await Promise.all([this.dns.a(c.cnameTarget), this.dns.aaaa(c.cnameTarget)]);
    return { v4: a.values, v6: aaaa.values.map((v) => v.toLowerCase()) };
  }
}

// ----------------------------------------------------------------------------------------- helpers

function parseDomainUnicode(ascii: string): string {
  try {
    return parseDomain(ascii, []).unicode;
  } catch {
    return ascii;
  }
}

/** The name relative to its zone (the apex heuristic of names.ts): `@`, `www`, `_svc-verify.shop`. */
function relativeName(name: string): string {
  const labels = name.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (isApex(labels.slice(i).join('.'))) return i === 0 ? '@' : labels.slice(0, i).join('.');
  }
  return name;
}

function routingRecords(
  name: string,
  c: Config['domains'],
  purpose: 'routing' | 'www_routing',
  required: boolean,
): Array<Omit<DnsRecordView, 'status' | 'found' | 'detail' | 'host' | 'ttl'>> {
  if (!isApex(name)) return [{ purpose, type: 'CNAME', name, value: c.cnameTarget, required }];
  if (!c.edgeIpv4.length && !c.edgeIpv6.length) return [{ purpose, type: 'ALIAS', name, value: c.cnameTarget, required }];
  return [
    ...c.edgeIpv4.map((value) => ({ purpose, type: 'A' as const, name, value, required })),
    ...c.edgeIpv6.map((value) => ({ purpose, type: 'AAAA' as const, name, value, required: false })),
  ];
}

function lookupProblem(l: Lookup<unknown>, name: string, type: string): Pick<DnsRecordView, 'status' | 'found' | 'detail'> {
  switch (l.status) {
    case 'nxdomain':
      return { status: 'nxdomain', found: [], detail: `${name} does not exist (NXDOMAIN)` };
    case 'nodata':
      return { status: 'missing', found: [], detail: `${name} has no ${type} record yet` };
    case 'servfail':
      return { status: 'servfail', found: [], detail: `The DNS servers of ${name} failed to answer (SERVFAIL); check its zone and DNSSEC` };
    case 'timeout':
      return { status: 'timeout', found: [], detail: `The ${type} look-up of ${name} timed out` };
    case 'refused':
      return { status: 'refused', found: [], detail: `The DNS server refused the ${type} look-up of ${name}` };
    default:
      return { status: 'error', found: [], detail: `The ${type} look-up of ${name} failed (${'detail' in l ? l.detail : l.status})` };
  }
}

function txtFinding(txt: Lookup<string>, name: string, expected: string): DnsRecordView {
  const base = {
    purpose: 'ownership' as const,
    type: 'TXT' as const,
    name,
    host: relativeName(name),
    value: expected,
    ttl: RECORD_TTL,
    required: true,
  };
  if (txt.status === 'found') {
    if (txt.values.includes(expected)) return { ...base, status: 'ok', found: txt.values, detail: `${name} has the expected value` };
    return {
      ...base,
      status: 'wrong_value',
      found: txt.values,
      detail: `${name} has ${txt.values.map((v) => JSON.stringify(v)).join(', ')}, not "${expected}"`,
    };
  }
  if (txt.status === 'nxdomain' || txt.status === 'nodata') {
    return {
      ...base,
      status: 'missing',
      found: [],
      detail: `No TXT record at ${name} yet: create it (DNS changes can take minutes to appear)`,
    };
  }
  return { ...base, ...lookupProblem(txt, name, 'TXT') };
}

const REASON_TEXT: Record<VerificationReason, string> = {
  not_checked: 'Not checked yet: create the DNS records, then call check_domain_verification',
  txt_missing: 'The ownership TXT record was not found yet',
  txt_wrong_value: 'The ownership TXT record has another value',
  nxdomain: 'The domain does not exist in DNS',
  dns_servfail: 'The DNS servers of the domain failed (SERVFAIL)',
  dns_timeout: 'The DNS look-up timed out',
  dns_refused: 'The DNS server refused the look-up',
  dns_error: 'The DNS look-up failed',
  claimed_by_another_app: 'Another app holds this domain with its own verified TXT record',
  ownership_moved: 'Another app proved ownership with its TXT record after this app’s record was removed',
};

function reasonText(reason: VerificationReason | null): string {
  return reason ? REASON_TEXT[reason] : 'Verified';
}

function tlsText(status: TlsStatus): string {
  switch (status) {
    case 'not_requested':
      return 'No certificate is requested until the domain is verified';
    case 'pending_validation':
      return 'The edge obtains a certificate on the first HTTPS visit once the routing record points at it';
    case 'active':
      return 'A valid certificate is served';
    case 'expired':
      return 'The certificate served has expired';
    case 'failed':
      return 'No valid certificate could be served';
  }
}

/** The host table: verified names first (exact names before derived www/apex counterparts), then pending ones. */
export function routeTable(rows: DomainRow[]): Map<string, HostRoute> {
  const table = new Map<string, HostRoute>();
  const verified = rows.filter((r) => r.verification_status === 'verified');
  for (const r of verified) {
    const canonical = r.primary_host ?? r.domain;
    const route = (kind: HostRoute['kind']): HostRoute => ({ appId: r.app_id, kind, target: canonical, forceHttps: r.force_https });
    table.set(canonical, route('serve'));
    if (r.domain !== canonical) table.set(r.domain, route(r.redirect_www ? 'redirect' : 'serve'));
  }
  for (const r of verified) {
    const canonical = r.primary_host ?? r.domain;
    const counterpart = wwwCounterpart(r.domain);
    if (r.redirect_www && counterpart && counterpart !== canonical && !table.has(counterpart)) {
      table.set(counterpart, { appId: r.app_id, kind: 'redirect', target: canonical, forceHttps: r.force_https });
    }
  }
  for (const r of rows) {
    if (!table.has(r.domain)) table.set(r.domain, { appId: r.app_id, kind: 'unverified', target: r.domain, forceHttps: r.force_https });
  }
  return table;
}
