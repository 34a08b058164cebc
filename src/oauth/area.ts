import type { Config } from '../config.ts';
import type { IdentityService } from '../identity/service.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { ClientRegistry } from './clients.ts';
import { oauthMigrations } from './migrations.ts';
import { registerOAuthRoutes } from './routes.ts';
import { OAuthService } from './service.ts';

/** The OAuth 2.1 authorization server for MCP clients (docs/oauth.md): its grants mint tokens through identity. */
export const oauthArea = defineArea({
  name: 'oauth',
  migrations: oauthMigrations,
  features: ['oauth'],
  services: ({ db, config, identity }: { db: Db; config: Config; identity: IdentityService }) => ({
    oauth: new OAuthService(db, config, identity, new ClientRegistry(db, config)),
  }),
  routes: registerOAuthRoutes,
});
