import { appMigrations } from '../apps/migrations.ts';
import { changeSetMigrations } from '../changesets/migrations.ts';
import { fileMigrations } from '../files/migrations.ts';
import { generationMigrations } from '../generation/migrations.ts';
import { hostingMigrations } from '../hosting/migrations.ts';
import { identityMigrations } from '../identity/migrations.ts';
import { recordMigrations } from '../records/migrations.ts';
import { securityMigrations } from '../security/migrations.ts';
import { versionMigrations } from '../versions/migrations.ts';
import type { Migration } from './db.ts';

/** Every area's migrations, in dependency order. An area adds its list here once. */
export const allMigrations: Migration[] = [
  ...identityMigrations,
  ...appMigrations,
  ...fileMigrations,
  ...changeSetMigrations,
  ...versionMigrations,
  ...generationMigrations,
  ...recordMigrations,
  ...securityMigrations,
  ...hostingMigrations,
];
