import { defineArea } from '../platform/area.ts';
import { registerDataApi } from './data-api.ts';
import { hostingMigrations } from './migrations.ts';
import { registerHostingRoutes } from './routes.ts';
import { HostingService, type HostingDeps } from './service.ts';
import { hostingTools } from './tools.ts';

/** Builds, publications, subdomains, the served apps and their app API, analytics. */
export const hostingArea = defineArea({
  name: 'hosting',
  migrations: hostingMigrations,
  services: (s: HostingDeps) => ({
    hosting: new HostingService({
      db: s.db,
      config: s.config,
      identity: s.identity,
      apps: s.apps,
      files: s.files,
      appErrors: s.appErrors,
      security: s.security,
      domains: s.domains,
    }),
  }),
  tools: hostingTools,
  routes: registerHostingRoutes,
  appApi: registerDataApi,
});
