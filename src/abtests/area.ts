import type { Db } from '../storage/index.ts';
import { defineArea } from '../platform/area.ts';
import type { IdentityService } from '../identity/service.ts';
import { abTestMigrations } from './migrations.ts';
import { registerAbTestEndpoints } from './runtime.ts';
import { AbTestsService } from './service.ts';
import { abTestTools } from './tools.ts';

/** A/B tests: configuration tools, sticky assignment and conversions from the app runtime (svc.ab), statistics. */
export const abTestsArea = defineArea({
  name: 'abtests',
  migrations: abTestMigrations,
  features: ['ab_runtime'],
  services: ({ db, identity }: { db: Db; identity: IdentityService }) => ({ abtests: new AbTestsService({ db, identity }) }),
  tools: abTestTools,
  appApi: (router, s: { abtests: AbTestsService }) => registerAbTestEndpoints(router, s),
});
