import type { AppsService } from '../apps/service.ts';
import type { FileStore } from '../files/store.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { versionMigrations } from './migrations.ts';
import { VersionsService } from './service.ts';
import { versionTools } from './tools.ts';

/** Saved Versions: list, diff, restore. */
export const versionsArea = defineArea({
  name: 'versions',
  migrations: versionMigrations,
  services: ({ db, files, apps }: { db: Db; files: FileStore; apps: AppsService }) => ({ versions: new VersionsService(db, files, apps) }),
  tools: versionTools,
});
