/**
 * Outgoing mail through a durable outbox. `enqueue` writes the message in the caller's transaction
 * (so a sign-up and its verification mail commit together, or neither does); a sender loop delivers
 * due messages over SMTP (nodemailer) and retries failures with exponential backoff. Without SMTP
 * configured, messages stay queued for the operator to read (`svc mail list`): never dropped.
 * Several processes may share the table: each message is leased before it is sent.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { newId } from '../platform/ids.ts';
import type { Db, Queryable } from '../storage/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for (`verify_email`, `password_reset`, …): shown by `svc mail list`. */
  purpose: string;
  accountId?: string | null;
}

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  purpose: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** Attempts before a message is marked failed (it stays readable); backoff doubles from 5 s, capped at 1 h. */
export const MAX_ATTEMPTS = 12;
const BASE_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 3_600_000;
const LEASE_MS = 60_000;
const POLL_MS = 2_000;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** The SMTP transport configured by SVC_SMTP_URL or SVC_SMTP_HOST/PORT/USER/PASS; null when unset. */
export function smtpTransport(config: Config): Transporter | null {
  const smtp = config.smtp;
  if (!smtp.url && !smtp.host) return null;
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  if (smtp.url) {
    const u = new URL(smtp.url);
    return nodemailer.createTransport({
      host: u.hostname,
      port: Number(u.port) || (u.protocol === 'smtps:' ? 465 : 587),
      secure: u.protocol === 'smtps:',
      auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
      ignoreTLS: u.searchParams.get('ignoreTLS') === 'true',
      ...timeouts,
    });
  }
  return nodemailer.createTransport({
    ...timeouts,
    host: smtp.host!,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
  });
}

export class MailOutbox {
  private readonly db: Db;
  private readonly config: Config;
  private readonly log: Logger;
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly owner = newId('mailer');

  constructor(db: Db, config: Config, log: Logger) {
    this.db = db;
    this.config = config;
    this.log = log;
    this.transport = smtpTransport(config);
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /** Queues a message in `q` (pass the transaction of the change it belongs to). */
  async enqueue(q: Queryable, m: MailMessage): Promise<string> {
    const id = newId('mail');
    const now = Date.now();
    await q.run(
      `INSERT INTO mail_outbox (id, to_address, subject, body_text, purpose, account_id, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?)`,
      [id, m.to, m.subject, m.text, m.purpose, m.accountId ?? null, now, now],
    );
    // Delivered soon by the loop; nudge it so a sign-up's mail does not wait a poll interval.
    if (this.timer) setTimeout(() => void this.deliverDue().catch(() => {}), 50).unref();
    return id;
  }

  async list(options: { status?: string; limit?: number } = {}): Promise<OutboxRow[]> {
    const where = options.status ? 'WHERE status = ?' : '';
    const rows = await this.db.all<any>(
      `SELECT id, to_address, subject, body_text, purpose, status, attempts, next_attempt_at, last_error, created_at, sent_at
       FROM mail_outbox ${where} ORDER BY created_at DESC LIMIT ?`,
      [...(options.status ? [options.status] : []), options.limit ?? 50],
    );
    return rows.map((r) => ({
      ...r,
      attempts: Number(r.attempts),
      next_attempt_at: Number(r.next_attempt_at),
      created_at: Number(r.created_at),
      sent_at: r.sent_at == null ? null : Number(r.sent_at),
    }));
  }

  /** Sends every due message once (leased, so two processes never send the same one); how many were sent. */
  async deliverDue(now = Date.now()): Promise<number> {
    if (!this.transport) return 0;
    if (this.running) {
      await this.running;
      return 0;
    }
    let sent = 0;
    const run = (async () => {
      const due = await this.db.all<{ id: string }>(
        `SELECT id FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= ? AND (lease_expires_at IS NULL OR lease_expires_at < ?)
         ORDER BY next_attempt_at LIMIT 20`,
        [now, now],
      );
      for (const { id } of due) {
        const leased = await this.db.run(
          `UPDATE mail_outbox SET lease_owner = ?, lease_expires_at = ? WHERE id = ? AND status = 'queued' AND (lease_expires_at IS NULL OR lease_expires_at < ?)`,
          [this.owner, Date.now() + LEASE_MS, id, Date.now()],
        );
        if (!leased.changes) continue;
        const m = await this.db.get<any>('SELECT to_address, subject, body_text, attempts FROM mail_outbox WHERE id = ?', [id]);
        if (!m) continue;
        const attempts = Number(m.attempts) + 1;
        try {
          await this.transport!.sendMail({ from: this.config.smtp.from, to: m.to_address, subject: m.subject, text: m.body_text });
          await this.db.run(
            "UPDATE mail_outbox SET status = 'sent', attempts = ?, sent_at = ?, last_error = NULL, lease_owner = NULL, lease_expires_at = NULL WHERE id = ?",
            [attempts, Date.now(), id],
          );
          sent++;
        } catch (err) {
          const failed = attempts >= MAX_ATTEMPTS;
          await this.db.run(
            'UPDATE mail_outbox SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_expires_at = NULL WHERE id = ?',
            [failed ? 'failed' : 'queued', attempts, Date.now() + backoffMs(attempts), String((err as Error).message).slice(0, 500), id],
          );
          this.log.warn(
            { mail: id, attempts, err: (err as Error).message },
            failed ? 'mail failed for good' : 'mail delivery failed; will retry',
          );
        }
      }
    })();
    this.running = run;
    try {
      await run;
    } finally {
      this.running = null;
    }
    return sent;
  }

  /** Starts the delivery loop (nothing to do without SMTP: messages wait in the outbox). */
  start(): void {
    if (!this.transport || this.timer) return;
    const tick = () => {
      this.deliverDue()
        .catch((err) => this.log.error({ err }, 'mail outbox loop failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, POLL_MS);
        });
    };
    this.timer = setTimeout(tick, 10);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) await this.running.catch(() => {});
    this.transport?.close();
  }
}
