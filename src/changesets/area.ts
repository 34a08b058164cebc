import type { FileStore } from '../files/store.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { changeSetMigrations } from './migrations.ts';
import { ChangeSetsService } from './service.ts';
import { changeSetTools } from './tools.ts';

/** Staged multi-file changes, applied atomically. */
export const changeSetsArea = defineArea({
  name: 'changesets',
  migrations: changeSetMigrations,
  services: ({ db, files }: { db: Db; files: FileStore }) => ({ changeSets: new ChangeSetsService(db, files) }),
  tools: changeSetTools,
});
