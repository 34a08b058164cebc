import type { Config } from '../config.ts';
import type { IdentityService } from '../identity/service.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { agencyMigrations } from './migrations.ts';
import { registerAgencyRoutes } from './routes.ts';
import { AgencyService } from './service.ts';
import { agencyTools } from './tools.ts';

/** Agency mode (client records, client apps, claim links and their handoff) and studio sharing (collaborator invitations). */
export const agencyArea = defineArea({
  name: 'agency',
  migrations: agencyMigrations,
  services: ({ db, config, identity, mail }: { db: Db; config: Config; identity: IdentityService; mail: MailOutbox }) => ({
    agency: new AgencyService({ db, config, identity, mail }),
  }),
  tools: agencyTools,
  routes: registerAgencyRoutes,
});
