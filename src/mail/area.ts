import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import { mailMigrations } from './migrations.ts';
import { MailOutbox } from './outbox.ts';

/** Outgoing mail through a durable outbox (studio verification and reset mails; agency and platform requests later). */
export const mailArea = defineArea({
  name: 'mail',
  migrations: mailMigrations,
  services: ({ db, config, log }: { db: Db; config: Config; log: Logger }) => ({ mail: new MailOutbox(db, config, log) }),
  start: ({ mail }: { mail: MailOutbox }) => mail.start(),
  stop: ({ mail }: { mail: MailOutbox }) => mail.stop(),
});
