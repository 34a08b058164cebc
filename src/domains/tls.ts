/**
 * The certificate a domain really serves: a TLS handshake with SNI to the domain (or to the
 * configured edge address), reading the peer certificate's issuer, validity and names.
 */
import { checkServerIdentity, connect, rootCertificates, type PeerCertificate } from 'node:tls';

export const TLS_STATUSES = ['not_requested', 'pending_validation', 'active', 'failed', 'expired'] as const;
export type TlsStatus = (typeof TLS_STATUSES)[number];

export interface CertificateProbe {
  status: Exclude<TlsStatus, 'not_requested'>;
  /** A short code: null when active; else e.g. `connect_failed`, `name_mismatch`, `untrusted`, `expired`. */
  reason: string | null;
  detail: string;
  issuer: string | null;
  subject: string | null;
  names: string[];
  valid_from: string | null;
  valid_to: string | null;
}

export interface ProbeOptions {
  /** Where to connect: an address, or the domain itself when null. */
  address: string | null;
  port: number;
  timeoutMs: number;
  /** Extra trusted CA certificates (PEM), besides the system's roots. */
  extraCa: string | null;
}

function nameOf(part: PeerCertificate['issuer'] | undefined): string | null {
  if (!part) return null;
  const cn = (part as unknown as Record<string, string | string[] | undefined>).CN;
  const o = (part as unknown as Record<string, string | string[] | undefined>).O;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return [first(o), first(cn)].filter(Boolean).join(' / ') || null;
}

/** Handshakes with SNI = domain and judges the certificate it gets. Never throws. */
export function probeCertificate(domain: string, options: ProbeOptions): Promise<CertificateProbe> {
  const empty = { issuer: null, subject: null, names: [], valid_from: null, valid_to: null };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (p: CertificateProbe) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(p);
    };
    const socket = connect({
      host: options.address ?? domain,
      port: options.port,
      servername: domain,
      // Judged below, so that an expired or misnamed certificate is reported rather than refused.
      rejectUnauthorized: false,
      ca: options.extraCa ? [...rootCertificates, options.extraCa] : undefined,
      ALPNProtocols: ['http/1.1'],
    });
    const timer = setTimeout(
      () =>
        finish({
          status: 'pending_validation',
          reason: 'timeout',
          detail: `No TLS answer from ${domain}:${options.port} within ${options.timeoutMs} ms`,
          ...empty,
        }),
      options.timeoutMs,
    );
    socket.once('error', (err: Error & { code?: string }) =>
      finish({
        status: 'pending_validation',
        reason: 'connect_failed',
        detail: `No certificate is served for ${domain} yet (${err.code ?? err.message})`,
        ...empty,
      }),
    );
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      if (!cert?.valid_to) {
        finish({
          status: 'pending_validation',
          reason: 'no_certificate',
          detail: `${domain} answered TLS without a certificate`,
          ...empty,
        });
        return;
      }
      const names = (cert.subjectaltname ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.startsWith('DNS:'))
        .map((s) => s.slice(4));
      const from = new Date(cert.valid_from);
      const to = new Date(cert.valid_to);
      const facts = {
        issuer: nameOf(cert.issuer),
        subject: nameOf(cert.subject),
        names,
        valid_from: Number.isNaN(from.getTime()) ? null : from.toISOString(),
        valid_to: Number.isNaN(to.getTime()) ? null : to.toISOString(),
      };
      const now = Date.now();
      if (to.getTime() < now) {
        finish({ status: 'expired', reason: 'expired', detail: `The certificate of ${domain} expired on ${facts.valid_to}`, ...facts });
        return;
      }
      if (from.getTime() > now) {
        finish({
          status: 'failed',
          reason: 'not_yet_valid',
          detail: `The certificate of ${domain} is valid only from ${facts.valid_from}`,
          ...facts,
        });
        return;
      }
      const mismatch = checkServerIdentity(domain, cert);
      if (mismatch) {
        finish({
          status: 'failed',
          reason: 'name_mismatch',
          detail: `The certificate served for ${domain} names ${names.join(', ') || facts.subject || 'another host'}`,
          ...facts,
        });
        return;
      }
      if (!socket.authorized) {
        finish({
          status: 'failed',
          reason: 'untrusted',
          detail: `The certificate of ${domain} is not trusted (${String(socket.authorizationError)})`,
          ...facts,
        });
        return;
      }
      finish({
        status: 'active',
        reason: null,
        detail: `A valid certificate from ${facts.issuer ?? 'its issuer'} until ${facts.valid_to}`,
        ...facts,
      });
    });
  });
}
