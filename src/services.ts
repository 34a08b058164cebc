import type { Logger } from 'pino';
import { AppErrorsService } from './apps/errors.ts';
import { AppsService } from './apps/service.ts';
import { AuditLog } from './audit/service.ts';
import { ChangeSetsService } from './changesets/service.ts';
import type { Config } from './config.ts';
import { FileStore } from './files/store.ts';
import { AgentEvents } from './generation/events.ts';
import { GenerationService } from './generation/service.ts';
import { HostingService } from './hosting/service.ts';
import { Credits, RateLimiter } from './identity/limits.ts';
import { IdentityService } from './identity/service.ts';
import { RecordsService } from './records/service.ts';
import { registerAppAuthEndpoints } from './security/routes.ts';
import { SecurityService } from './security/service.ts';
import type { Db } from './storage/index.ts';
import { VersionsService } from './versions/service.ts';

/** The service objects of every area, built once per process and shared by all requests. */
export interface Services {
  db: Db;
  config: Config;
  log: Logger;
  identity: IdentityService;
  rateLimiter: RateLimiter;
  credits: Credits;
  audit: AuditLog;
  apps: AppsService;
  files: FileStore;
  appErrors: AppErrorsService;
  changeSets: ChangeSetsService;
  versions: VersionsService;
  /** Entity schemas and records (also the published app's data API). */
  records: RecordsService;
  /** Agent lifecycle events (conversation.created, message.created, message.completed) for webhooks. */
  events: AgentEvents;
  /** Generation jobs and their worker pool (started by buildService). */
  generation: GenerationService;
  /** App members and sessions, route/entity/function policies, decisions, the security event log. */
  security: SecurityService;
  /** Builds, publications, subdomains, the app API router (`hosting.appApi`), analytics. */
  hosting: HostingService;
}

export function createServices(db: Db, config: Config, log: Logger): Services {
  const apps = new AppsService(db);
  const files = new FileStore(db);
  const core = {
    db,
    config,
    log,
    identity: new IdentityService(db, config),
    rateLimiter: new RateLimiter(db),
    credits: new Credits(db, config.freeGenerationsPerDay),
    audit: new AuditLog(db, log),
    apps,
    files,
    appErrors: new AppErrorsService(db),
    changeSets: new ChangeSetsService(db, files),
    versions: new VersionsService(db, files, apps),
    records: new RecordsService(db, files),
    events: new AgentEvents(log),
    security: new SecurityService(db, config, log),
  } as Omit<Services, 'generation'>;
  // Hosting reads the other services (security, records, …) lazily, so it gets the shared object itself.
  core.hosting = new HostingService(core as Services);
  // App members sign in through the app API (the route check stays hosting's own).
  registerAppAuthEndpoints(core.hosting.appApi, core as Services, { withRouteCheck: false });
  return Object.assign(core, { generation: new GenerationService(core) });
}
