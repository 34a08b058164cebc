import type { Config } from '../config.ts';
import type { AgentEvents } from '../generation/events.ts';
import { defineArea } from '../platform/area.ts';
import type { Db } from '../storage/index.ts';
import type { Logger } from 'pino';
import { webhookMigrations } from './migrations.ts';
import { registerWebhookRoutes } from './routes.ts';
import { WebhooksService } from './service.ts';

/**
 * Agent lifecycle webhooks: subscriptions, the event outbox (set on the generation area's events, so
 * events are written in the transactions of the changes they describe), the delivery worker, and the
 * studio API (docs/webhooks.md).
 */
export const webhooksArea = defineArea({
  name: 'webhooks',
  // The guide describes webhook deliveries only on a server that sends them (src/guide/render.ts).
  features: ['webhooks'],
  migrations: webhookMigrations,
  services: (s: { db: Db; config: Config; log: Logger; events: AgentEvents }) => ({
    webhooks: new WebhooksService(s.db, s.config, s.log, s.events),
  }),
  routes: registerWebhookRoutes,
  start: ({ webhooks }: { webhooks: WebhooksService }) => webhooks.start(),
  stop: ({ webhooks }: { webhooks: WebhooksService }) => webhooks.stop(),
});
