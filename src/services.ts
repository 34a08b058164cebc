import type { Logger } from 'pino';
import { AppErrorsService } from './apps/errors.ts';
import { AppsService } from './apps/service.ts';
import { AuditLog } from './audit/service.ts';
import type { Config } from './config.ts';
import { FileStore } from './files/store.ts';
import { AgentEvents } from './generation/events.ts';
import { GenerationService } from './generation/service.ts';
import { Credits, RateLimiter } from './identity/limits.ts';
import { IdentityService } from './identity/service.ts';
import type { Db } from './storage/index.ts';

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
  /** Agent lifecycle events (conversation.created, message.created, message.completed) for webhooks. */
  events: AgentEvents;
  /** Generation jobs and their worker pool (started by buildService). */
  generation: GenerationService;
}

export function createServices(db: Db, config: Config, log: Logger): Services {
  const core: Omit<Services, 'generation'> = {
    db,
    config,
    log,
    identity: new IdentityService(db, config),
    rateLimiter: new RateLimiter(db),
    credits: new Credits(db, config.freeGenerationsPerDay),
    audit: new AuditLog(db, log),
    apps: new AppsService(db),
    files: new FileStore(db),
    appErrors: new AppErrorsService(db),
    events: new AgentEvents(log),
  };
  return { ...core, generation: new GenerationService(core) };
}
