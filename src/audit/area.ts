import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { auditMigrations } from './migrations.ts';
import { AuditLog } from './service.ts';

/** The tool-call log (retention and refusal counts: docs/decisions.md, Performance). */
export const auditArea = defineArea({
  name: 'audit',
  migrations: auditMigrations,
  services: ({ db, log, config }: { db: Db; log: Logger; config: Config }) => ({
    audit: new AuditLog(db, log, { retentionDays: config.auditRetentionDays }),
  }),
  stop: ({ audit }: { audit: AuditLog }) => audit.flush(),
});
