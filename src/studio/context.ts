/** What the studio's route files share: the services they use, the signed-in owner, the tool principal. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AppsService } from '../apps/service.ts';
import type { Config } from '../config.ts';
import type { GenerationService } from '../generation/service.ts';
import type { HostingService } from '../hosting/service.ts';
import type { IdentityService } from '../identity/service.ts';
import type { StudioPrincipal } from '../identity/studio.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { RoutePlatform } from '../platform/area.ts';
import { SCOPES } from '../platform/scopes.ts';
import type { AppRow, Principal } from '../platform/types.ts';
import type { RecordsService } from '../records/service.ts';
import type { Db } from '../storage/index.ts';
import type { VersionsService } from '../versions/service.ts';

/** Tool calls a studio session may make per minute and per day (polling included; see docs/decisions.md). */
const STUDIO_PER_MINUTE = 600;
const STUDIO_PER_DAY = 50_000;

/** The tool-calling principal of a signed-in studio user: the owner, every scope, no app lock. */
export function studioToolPrincipal(account: StudioPrincipal): Principal {
  return {
    accountId: account.id,
    email: account.email,
    tokenId: `studio:${account.id}`,
    scopes: new Set(SCOPES),
    appLock: null,
    perMinute: STUDIO_PER_MINUTE,
    perDay: STUDIO_PER_DAY,
    isPlatformTeam: !!account.is_platform_team,
  };
}

/** The services the studio's routes use (everything else goes through tools). */
export interface StudioDeps {
  db: Db;
  config: Config;
  log: Logger;
  identity: IdentityService;
  apps: AppsService;
  hosting: HostingService;
  versions: VersionsService;
  records: RecordsService;
  generation: GenerationService;
  mail: MailOutbox;
}

export interface StudioContext {
  services: StudioDeps;
  runner: RoutePlatform['runner'];
  /** The signed-in owner, or null after a 401/403 was sent. */
  principal(request: FastifyRequest, reply: FastifyReply): Promise<StudioPrincipal | null>;
  /** The owner's app, or `not_found` for anything else (the tools' own check). */
  ownedApp(account: StudioPrincipal, appId: string): Promise<AppRow>;
}
