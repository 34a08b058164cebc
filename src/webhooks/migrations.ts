import type { Migration } from '../storage/index.ts';

/**
 * Webhooks: subscriptions (an owner's target URL and secrets), the outbox of events (the exact body,
 * written in the transaction of the change it describes), one delivery per event and subscription
 * (claimed with a lease), and the log of every attempt.
 */
export const webhookMigrations: Migration[] = [
  {
    id: 'webhooks:001_outbox',
    sql: `
      CREATE TABLE webhook_subscriptions (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        url TEXT NOT NULL,
        event_types TEXT NOT NULL,
        app_id TEXT,
        description TEXT NOT NULL DEFAULT '',
        enabled INTEGER NOT NULL DEFAULT 1,
        disabled_reason TEXT,
        secret TEXT NOT NULL,
        previous_secret TEXT,
        previous_secret_expires_at BIGINT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX webhook_subscriptions_account ON webhook_subscriptions(account_id, enabled);
      CREATE TABLE webhook_events (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        account_id TEXT NOT NULL,
        app_id TEXT,
        body TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE webhook_deliveries (
        id TEXT PRIMARY KEY,
        event_id TEXT NOT NULL,
        subscription_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        lease_owner TEXT,
        lease_expires_at BIGINT,
        last_status INTEGER,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        finished_at BIGINT
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at);
      CREATE INDEX webhook_deliveries_subscription ON webhook_deliveries(subscription_id, created_at);
      CREATE INDEX webhook_deliveries_event ON webhook_deliveries(event_id);
      CREATE TABLE webhook_attempts (
        id TEXT PRIMARY KEY,
        delivery_id TEXT NOT NULL,
        subscription_id TEXT NOT NULL,
        attempt INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        status_code INTEGER,
        duration_ms INTEGER NOT NULL,
        error TEXT,
        response_excerpt TEXT,
        node TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX webhook_attempts_delivery ON webhook_attempts(delivery_id, created_at);
    `,
  },
];
