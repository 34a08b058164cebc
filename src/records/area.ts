import type { Logger } from 'pino';
import type { FileStore } from '../files/store.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { recordMigrations } from './migrations.ts';
import { registerRecordRoutes } from './routes.ts';
import { RecordsService } from './service.ts';
import { recordTools } from './tools.ts';

/** Entity schemas and records (also the published app's data API, served by hosting). */
export const recordsArea = defineArea({
  name: 'records',
  migrations: recordMigrations,
  services: ({ db, files, log }: { db: Db; files: FileStore; log: Logger }) => ({ records: new RecordsService(db, files, log) }),
  tools: recordTools,
  routes: registerRecordRoutes,
});
