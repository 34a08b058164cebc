import type { Config } from '../config.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { Credits, RateLimiter } from './limits.ts';
import { identityMigrations } from './migrations.ts';
import { registerIdentityRoutes } from './routes.ts';
import { IdentityService } from './service.ts';

/** Studio accounts, tokens, sign-in, rate limits and generation credits. */
export const identityArea = defineArea({
  name: 'identity',
  migrations: identityMigrations,
  services: ({ db, config }: { db: Db; config: Config }) => ({
    identity: new IdentityService(db, config),
    rateLimiter: new RateLimiter(db),
    credits: new Credits(db, config.freeGenerationsPerDay),
  }),
  routes: registerIdentityRoutes,
});
