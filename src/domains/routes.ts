/**
 * The on-demand-TLS permission endpoint an edge (Caddy's `on_demand_tls { ask … }`, docs/domains.md)
 * calls before obtaining a certificate: 200 for a verified custom domain (or its redirecting www/apex
 * counterpart) and for an app subdomain in use; 404 for anything else. Custom domains are answered
 * from memory; subdomain labels from hosting's short-lived cache.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DomainsService } from './service.ts';

export const TLS_ASK_PATH = '/_svc/tls/ask';
const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

export interface DomainRouteServices {
  config: Config;
  domains: DomainsService;
  /** hosting's label → app lookup (structurally, so domains does not import hosting). */
  hosting: { appForLabel(label: string): Promise<string | null> };
}

export function registerDomainRoutes(app: FastifyInstance, s: DomainRouteServices): void {
  const suffix = `.${s.config.appsDomain.toLowerCase()}`;
  app.get<{ Querystring: { domain?: string } }>(TLS_ASK_PATH, async (req, reply) => {
    const raw = req.query.domain;
    const host = typeof raw === 'string' && raw.length <= 253 ? raw.trim().toLowerCase().replace(/\.$/, '') : '';
    reply.header('cache-control', 'no-store');
    if (host && s.domains.isServedHost(host)) return reply.code(200).send('ok');
    if (host.endsWith(suffix)) {
      const label = host.slice(0, -suffix.length);
      if (LABEL_RE.test(label) && (await s.hosting.appForLabel(label))) return reply.code(200).send('ok');
    }
    return reply.code(404).send('no');
  });
}
