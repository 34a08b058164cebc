import type { Logger } from 'pino';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { AuditLog } from './service.ts';

/** The tool-call log. */
export const auditArea = defineArea({
  name: 'audit',
  services: ({ db, log }: { db: Db; log: Logger }) => ({ audit: new AuditLog(db, log) }),
  stop: ({ audit }: { audit: AuditLog }) => audit.flush(),
});
