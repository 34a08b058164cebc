import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { defineArea } from '../platform/area.ts';
import type { RecordsService } from '../records/service.ts';
import type { Db } from '../storage/index.ts';
import { securityMigrations } from './migrations.ts';
import { registerAppAuthEndpoints } from './routes.ts';
import { SecurityService } from './service.ts';
import { securityTools } from './tools.ts';

/** App members and sessions, route/entity/function policies, decisions, the security event log. */
export const securityArea = defineArea({
  name: 'security',
  migrations: securityMigrations,
  services: ({ db, config, log, records }: { db: Db; config: Config; log: Logger; records: RecordsService }) => ({
    security: new SecurityService(db, config, log, records),
  }),
  tools: securityTools,
  // Members sign in through the app API; the route check is hosting's own (data-api.ts).
  appApi: (router, { security }: { security: SecurityService }) => registerAppAuthEndpoints(router, security, { withRouteCheck: false }),
  stop: ({ security }: { security: SecurityService }) => security.flush(),
});
