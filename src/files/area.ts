import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { fileMigrations } from './migrations.ts';
import { FileStore } from './store.ts';
import { fileTools } from './tools.ts';

/** An app's files, their blobs, and Saved Version manifests. */
export const filesArea = defineArea({
  name: 'files',
  migrations: fileMigrations,
  services: ({ db }: { db: Db }) => ({ files: new FileStore(db) }),
  tools: fileTools,
});
