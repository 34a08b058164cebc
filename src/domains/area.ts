import type { Config } from '../config.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { domainMigrations } from './migrations.ts';
import { registerDomainRoutes } from './routes.ts';
import { DomainsService } from './service.ts';
import { domainTools } from './tools.ts';

/**
 * Custom domains (docs/domains.md): DNS instructions and verification, the certificate probe, the
 * on-demand-TLS permission endpoint, and the host table hosting routes requests with. Listed before
 * hosting, which serves the verified domains and shows them in its links.
 */
export const domainsArea = defineArea({
  name: 'domains',
  migrations: domainMigrations,
  services: (s: { db: Db; config: Config }) => ({ domains: new DomainsService({ db: s.db, config: s.config }) }),
  tools: domainTools,
  routes: registerDomainRoutes,
  start: ({ domains }: { domains: DomainsService }) => domains.start(),
  stop: ({ domains }: { domains: DomainsService }) => domains.stop(),
});
