import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { AgentEvent, AgentEvents } from '../generation/events.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { Db, Queryable } from '../storage/index.ts';
import { DeliveryWorker } from './delivery.ts';
import { newSecret } from './signing.ts';
import { checkTargetUrl, isPrivateAddress, type LookupAll, serverLookup, systemLookup } from './target.ts';

export const EVENT_TYPES = ['conversation.created', 'message.created', 'message.completed', 'ping'] as const;
export type WebhookEventType = (typeof EVENT_TYPES)[number];

/** Subscriptions per account (a page of them, not a fan-out amplifier). */
export const MAX_SUBSCRIPTIONS = 20;
/** Longest rotation grace period: one week. */
export const MAX_GRACE_SECONDS = 7 * 24 * 3600;
export const DEFAULT_GRACE_SECONDS = 24 * 3600;

interface SubscriptionRow {
  id: string;
  account_id: string;
  url: string;
  event_types: string;
  app_id: string | null;
  description: string;
  enabled: number;
  disabled_reason: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A subscription as the API shows it: never a secret, only whether a previous one still signs. */
export interface SubscriptionView {
  subscription_id: string;
  url: string;
  event_types: WebhookEventType[];
  app_id: string | null;
  description: string;
  enabled: boolean;
  disabled_reason: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DeliveryView {
  delivery_id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: number;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface AttemptView {
  attempt_id: string;
  attempt: number;
  outcome: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
  created_at: string;
}

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(Number(ms)).toISOString());

const SUB_COLUMNS =
  'id, account_id, url, event_types, app_id, description, enabled, disabled_reason, secret, previous_secret, previous_secret_expires_at, created_at, updated_at';

function view(r: SubscriptionRow, now = Date.now()): SubscriptionView {
  const grace = r.previous_secret && r.previous_secret_expires_at && r.previous_secret_expires_at > now;
  return {
    subscription_id: r.id,
    url: r.url,
    event_types: JSON.parse(r.event_types),
    app_id: r.app_id,
    description: r.description,
    enabled: r.enabled === 1,
    disabled_reason: r.disabled_reason,
    previous_secret_expires_at: grace ? iso(r.previous_secret_expires_at) : null,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

export interface SubscriptionInput {
  url: string;
  event_types: WebhookEventType[];
  app_id?: string | null;
  description?: string;
  enabled?: boolean;
}

/**
 * Webhook subscriptions, the outbox writer (`record`, called in the transaction of the change that
 * caused the event) and the delivery worker. Everything is scoped to the calling account: another
 * account's subscription is indistinguishable from a missing one.
 */
export class WebhooksService {
  readonly worker: DeliveryWorker;
  private readonly db: Db;
  private readonly config: Config;
  private readonly resolve: LookupAll;

  constructor(db: Db, config: Config, log: Logger, events: AgentEvents) {
    this.db = db;
    this.config = config;
    this.resolve = config.webhooks.dnsServers.length ? serverLookup(config.webhooks.dnsServers) : systemLookup;
    this.worker = new DeliveryWorker(db, config.webhooks, log.child({ area: 'webhooks' }), this.resolve);
    events.setOutbox((q, event) => this.record(q, event));
    // After the commit, this process's worker starts on the new deliveries at once (other nodes poll).
    for (const type of ['conversation.created', 'message.created', 'message.completed'] as const) events.on(type, () => this.worker.kick());
  }

  start(): void {
    this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  // ------------------------------------------------------------------ outbox

  /**
   * Writes the event and one delivery per matching enabled subscription with `q`, the transaction of
   * the change. Nothing is written when no subscription wants it.
   */
  async record(q: Queryable, event: AgentEvent): Promise<void> {
    const { account_id, app_id, ...data } = event.payload;
    const subs = await q.all<{ id: string; event_types: string; app_id: string | null }>(
      'SELECT id, event_types, app_id FROM webhook_subscriptions WHERE account_id = ? AND enabled = 1',
      [account_id],
    );
    const targets = subs.filter((s) => (!s.app_id || s.app_id === app_id) && JSON.parse(s.event_types).includes(event.type));
    if (!targets.length) return;
    await this.insertEvent(
      q,
      event.event_id,
      event.type,
      account_id,
      app_id,
      event.occurred_at,
      targets.map((t) => t.id),
      data,
    );
  }

  private async insertEvent(
    q: Queryable,
    eventId: string,
    type: string,
    accountId: string,
    appId: string | null,
    occurredAt: string,
    subscriptionIds: string[],
    data?: unknown,
  ): Promise<string[]> {
    const now = Date.now();
    const body = JSON.stringify({ id: eventId, type, timestamp: occurredAt, account_id: accountId, app_id: appId, data });
    await q.run('INSERT INTO webhook_events (id, type, account_id, app_id, body, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
      eventId,
      type,
      accountId,
      appId,
      body,
      now,
    ]);
    const ids = subscriptionIds.map(() => newId('whd'));
    await q.run(
      `INSERT INTO webhook_deliveries (id, event_id, subscription_id, account_id, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES ${ids.map(() => "(?, ?, ?, ?, 'pending', 0, ?, ?, ?)").join(', ')}`,
      ids.flatMap((id, i) => [id, eventId, subscriptionIds[i]!, accountId, now, now, now]),
    );
    return ids;
  }

  // ------------------------------------------------------------------ subscriptions

  private async row(accountId: string, id: string, q: Queryable = this.db): Promise<SubscriptionRow> {
    const r = await q.get<SubscriptionRow>(`SELECT ${SUB_COLUMNS} FROM webhook_subscriptions WHERE id = ? AND account_id = ?`, [
      id,
      accountId,
    ]);
    if (!r) throw new ServiceError('not_found', 'Webhook subscription not found');
    return r;
  }

  /** Refuses a URL that is malformed or names a non-public address (checked again on every connect). */
  private async checkUrl(raw: string): Promise<void> {
    const allow = this.config.webhooks.allowPrivateTargets;
    const problem = checkTargetUrl(raw, allow);
    if (problem) throw new ServiceError('invalid_request', problem);
    if (allow) return;
    const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
    // An early, friendly refusal; a name that does not resolve now is accepted (its attempts will log why).
    const addresses = await new Promise<string[]>((resolve) =>
      this.resolve(host, (err, list) => resolve(err ? [] : list.map((a) => a.address))),
    );
    const bad = addresses.find(isPrivateAddress);
    if (bad) throw new ServiceError('invalid_request', `url: ${host} resolves to the non-public address ${bad}`);
  }

  private async checkApp(accountId: string, appId: string | null | undefined): Promise<void> {
    if (!appId) return;
    const app = await this.db.get('SELECT id FROM apps WHERE id = ? AND owner_account_id = ? AND deleted_at IS NULL', [appId, accountId]);
    if (!app) throw new ServiceError('not_found', 'App not found');
  }

  async list(accountId: string): Promise<SubscriptionView[]> {
    const rows = await this.db.all<SubscriptionRow>(
      `SELECT ${SUB_COLUMNS} FROM webhook_subscriptions WHERE account_id = ? ORDER BY created_at, id`,
      [accountId],
    );
    return rows.map((r) => view(r));
  }

  async get(accountId: string, id: string): Promise<SubscriptionView> {
    return view(await this.row(accountId, id));
  }

  /** Creates a subscription; the secret is returned here and never again. */
  async create(accountId: string, input: SubscriptionInput): Promise<{ subscription: SubscriptionView; secret: string }> {
    await this.checkUrl(input.url);
    await this.checkApp(accountId, input.app_id);
    const now = Date.now();
    const secret = newSecret();
    const id = newId('whs');
    await this.db.transaction(async (tx) => {
      const n = await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM webhook_subscriptions WHERE account_id = ?', [accountId]);
      if (Number(n?.n ?? 0) >= MAX_SUBSCRIPTIONS) {
        throw new ServiceError('invalid_request', `An account has at most ${MAX_SUBSCRIPTIONS} webhook subscriptions; delete one first`);
      }
      await tx.run(
        `INSERT INTO webhook_subscriptions (id, account_id, url, event_types, app_id, description, enabled, secret, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          accountId,
          input.url,
          JSON.stringify([...new Set(input.event_types)]),
          input.app_id ?? null,
          input.description ?? '',
          input.enabled === false ? 0 : 1,
          secret,
          now,
          now,
        ],
      );
    });
    return { subscription: await this.get(accountId, id), secret };
  }

  async update(accountId: string, id: string, input: Partial<SubscriptionInput>): Promise<SubscriptionView> {
    const current = await this.row(accountId, id);
    if (input.url !== undefined) await this.checkUrl(input.url);
    if (input.app_id) await this.checkApp(accountId, input.app_id);
    const enabled = input.enabled === undefined ? current.enabled : input.enabled ? 1 : 0;
    await this.db.run(
      `UPDATE webhook_subscriptions SET url = ?, event_types = ?, app_id = ?, description = ?, enabled = ?, disabled_reason = ?, updated_at = ?
       WHERE id = ? AND account_id = ?`,
      [
        input.url ?? current.url,
        input.event_types ? JSON.stringify([...new Set(input.event_types)]) : current.event_types,
        input.app_id === undefined ? current.app_id : input.app_id,
        input.description ?? current.description,
        enabled,
        enabled ? null : input.enabled === false ? 'disabled by the owner' : current.disabled_reason,
        Date.now(),
        id,
        accountId,
      ],
    );
    if (enabled) this.worker.kick();
    return this.get(accountId, id);
  }

  /** Deletes the subscription with its deliveries and their attempt log. */
  async remove(accountId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.row(accountId, id, tx);
      await tx.run('DELETE FROM webhook_attempts WHERE subscription_id = ?', [id]);
      await tx.run('DELETE FROM webhook_deliveries WHERE subscription_id = ?', [id]);
      await tx.run('DELETE FROM webhook_subscriptions WHERE id = ?', [id]);
    });
  }

  /**
   * A new secret; the old one keeps signing (a second signature on every delivery) for `graceSeconds`,
   * so receivers can switch without dropping deliveries. The new secret is returned here only.
   */
  async rotateSecret(
    accountId: string,
    id: string,
    graceSeconds = DEFAULT_GRACE_SECONDS,
  ): Promise<{ subscription: SubscriptionView; secret: string }> {
    const current = await this.row(accountId, id);
    const secret = newSecret();
    const now = Date.now();
    await this.db.run(
      'UPDATE webhook_subscriptions SET secret = ?, previous_secret = ?, previous_secret_expires_at = ?, updated_at = ? WHERE id = ? AND account_id = ?',
      [secret, graceSeconds > 0 ? current.secret : null, graceSeconds > 0 ? now + graceSeconds * 1000 : null, now, id, accountId],
    );
    return { subscription: await this.get(accountId, id), secret };
  }

  /** Queues a `ping` to this subscription (whatever its event types: it is the owner's test). */
  async ping(accountId: string, id: string): Promise<{ event_id: string; delivery_id: string }> {
    const sub = await this.row(accountId, id);
    if (!sub.enabled) throw new ServiceError('conflict', 'The subscription is disabled; enable it first');
    const eventId = `ping:${newId('evt')}`;
    const [deliveryId] = await this.db.transaction((tx) =>
      this.insertEvent(tx, eventId, 'ping', accountId, sub.app_id, new Date().toISOString(), [sub.id], {
        subscription_id: sub.id,
        message: 'Test delivery from the studio',
      }),
    );
    this.worker.kick();
    return { event_id: eventId, delivery_id: deliveryId! };
  }

  // ------------------------------------------------------------------ deliveries

  async deliveries(
    accountId: string,
    subscriptionId: string,
    opts: { status?: 'pending' | 'delivered' | 'dead'; limit?: number; deliveryId?: string } = {},
  ): Promise<DeliveryView[]> {
    await this.row(accountId, subscriptionId);
    const params: (string | number)[] = [subscriptionId];
    let where = 'd.subscription_id = ?';
    if (opts.status) {
      where += ' AND d.status = ?';
      params.push(opts.status);
    }
    if (opts.deliveryId) {
      where += ' AND d.id = ?';
      params.push(opts.deliveryId);
    }
    params.push(Math.min(Math.max(opts.limit ?? 50, 1), 200));
    const rows = await this.db.all(
      `SELECT d.id, d.event_id, e.type, d.status, d.attempts, d.next_attempt_at, d.last_status, d.last_error, d.created_at, d.finished_at
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
       WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT ?`,
      params,
    );
    return rows.map((r) => ({
      delivery_id: r.id,
      event_id: r.event_id,
      event_type: r.type,
      status: r.status,
      attempts: Number(r.attempts),
      next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
      last_status: r.last_status == null ? null : Number(r.last_status),
      last_error: r.last_error,
      created_at: iso(r.created_at)!,
      finished_at: iso(r.finished_at),
    }));
  }

  async delivery(
    accountId: string,
    subscriptionId: string,
    deliveryId: string,
  ): Promise<DeliveryView & { body: unknown; attempts_log: AttemptView[] }> {
    await this.row(accountId, subscriptionId);
    const r = await this.db.get(
      `SELECT d.id, d.event_id, e.type, e.body, d.status, d.attempts, d.next_attempt_at, d.last_status, d.last_error, d.created_at, d.finished_at
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE d.id = ? AND d.subscription_id = ?`,
      [deliveryId, subscriptionId],
    );
    if (!r) throw new ServiceError('not_found', 'Delivery not found');
    const attempts = await this.db.all(
      'SELECT id, attempt, outcome, status_code, duration_ms, error, response_excerpt, created_at FROM webhook_attempts WHERE delivery_id = ? ORDER BY created_at, id',
      [deliveryId],
    );
    return {
      delivery_id: r.id,
      event_id: r.event_id,
      event_type: r.type,
      status: r.status,
      attempts: Number(r.attempts),
      next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
      last_status: r.last_status == null ? null : Number(r.last_status),
      last_error: r.last_error,
      created_at: iso(r.created_at)!,
      finished_at: iso(r.finished_at),
      body: JSON.parse(r.body),
      attempts_log: attempts.map((a) => ({
        attempt_id: a.id,
        attempt: Number(a.attempt),
        outcome: a.outcome,
        status_code: a.status_code == null ? null : Number(a.status_code),
        duration_ms: Number(a.duration_ms),
        error: a.error,
        response_excerpt: a.response_excerpt,
        created_at: iso(a.created_at)!,
      })),
    };
  }

  /** Sends a finished (delivered or dead-lettered) delivery again: same event, same X-SVC-Event-Id, a fresh attempt budget. */
  async replay(accountId: string, subscriptionId: string, deliveryId: string): Promise<DeliveryView> {
    const sub = await this.row(accountId, subscriptionId);
    if (!sub.enabled) throw new ServiceError('conflict', 'The subscription is disabled; enable it first');
    const now = Date.now();
    const r = await this.db.run(
      `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_owner = NULL, lease_expires_at = NULL,
         finished_at = NULL, updated_at = ? WHERE id = ? AND subscription_id = ? AND status <> 'pending'`,
      [now, now, deliveryId, subscriptionId],
    );
    if (r.changes !== 1) {
      const exists = await this.db.get('SELECT status FROM webhook_deliveries WHERE id = ? AND subscription_id = ?', [
        deliveryId,
        subscriptionId,
      ]);
      if (!exists) throw new ServiceError('not_found', 'Delivery not found');
      throw new ServiceError('conflict', 'The delivery is still pending; it will be attempted as scheduled');
    }
    this.worker.kick();
    const [d] = await this.deliveries(accountId, subscriptionId, { deliveryId });
    return d!;
  }

  /** Replays every dead-lettered delivery of the subscription. */
  async replayDead(accountId: string, subscriptionId: string): Promise<{ replayed: number }> {
    const sub = await this.row(accountId, subscriptionId);
    if (!sub.enabled) throw new ServiceError('conflict', 'The subscription is disabled; enable it first');
    const now = Date.now();
    const r = await this.db.run(
      `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_owner = NULL, lease_expires_at = NULL,
         finished_at = NULL, updated_at = ? WHERE subscription_id = ? AND status = 'dead'`,
      [now, now, subscriptionId],
    );
    if (r.changes) this.worker.kick();
    return { replayed: r.changes };
  }
}
