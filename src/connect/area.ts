import type { Config } from '../config.ts';
import type { IdentityService } from '../identity/service.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { connectMigrations } from './migrations.ts';
import { registerConnectRoutes } from './routes.ts';
import { ConnectRequests } from './service.ts';

/** The local connection flow of `svc connect`: public connection requests the owner approves in the studio. */
export const connectArea = defineArea({
  name: 'connect',
  migrations: connectMigrations,
  services: ({ db, identity, config }: { db: Db; identity: IdentityService; config: Config }) => ({
    connectRequests: new ConnectRequests(db, identity, config),
  }),
  routes: registerConnectRoutes,
});
