import type { Config } from '../config.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { requestMigrations } from './migrations.ts';
import { PlatformRequestsService } from './service.ts';
import { requestTools } from './tools.ts';

/** Platform requests: bugs, features and questions for the platform team, their threads, triage and mail. */
export const requestsArea = defineArea({
  name: 'requests',
  migrations: requestMigrations,
  services: ({ db, config, mail }: { db: Db; config: Config; mail: MailOutbox }) => ({
    platformRequests: new PlatformRequestsService(db, config, mail),
  }),
  tools: requestTools,
});
