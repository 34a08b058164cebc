import type { Logger } from 'pino';
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
  services: ({ db, config, identity, log }: { db: Db; config: Config; identity: IdentityService; log: Logger }) => ({
    oauth: new OAuthService(db, config, identity, new ClientRegistry(db, config), log),
  }),
  routes: registerOAuthRoutes,
  // Global cleanup of expired tokens, codes and requests (docs/oauth.md).
  start: ({ oauth }: { oauth: OAuthService }) => oauth.start(),
  stop: ({ oauth }: { oauth: OAuthService }) => oauth.stop(),
});
