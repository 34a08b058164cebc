import type { Migration } from '../storage/db.ts';

export const mailMigrations: Migration[] = [
  {
    // The durable outbox (mail/outbox.ts): a message is queued in the transaction of the change that
    // causes it and sent later; it stays here (sent or not) for the operator (`svc mail list`).
    id: 'mail:001_outbox',
    sql: `
      CREATE TABLE mail_outbox (
        id TEXT PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body_text TEXT NOT NULL,
        purpose TEXT NOT NULL,
        account_id TEXT,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        last_error TEXT,
        lease_owner TEXT,
        lease_expires_at BIGINT,
        created_at BIGINT NOT NULL,
        sent_at BIGINT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at);
    `,
  },
];
