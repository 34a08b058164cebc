import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { AppErrorsService } from './errors.ts';
import { appMigrations } from './migrations.ts';
import { AppsService } from './service.ts';
import { appTools } from './tools.ts';

/** Apps (ownership, metadata, images) and their runtime error store. */
export const appsArea = defineArea({
  name: 'apps',
  migrations: appMigrations,
  services: ({ db }: { db: Db }) => ({ apps: new AppsService(db), appErrors: new AppErrorsService(db) }),
  tools: appTools,
});
