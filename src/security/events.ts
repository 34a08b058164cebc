import type { Logger } from 'pino';
import { newId } from '../platform/ids.ts';
import { BatchWriter } from '../storage/batch-writer.ts';
import type { Db } from '../storage/index.ts';

/** What a security event is about. */
export const SECURITY_EVENT_KINDS = [
  'route_policy.set',
  'entity_policy.set',
  'function_policy.set',
  'member.invited',
  'member.role_updated',
  'member.removed',
  'signin.succeeded',
  'signin.failed',
  'signin.throttled',
  'signout',
  'access.denied',
  'app.published',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

import type { Actor, ActorType } from '../platform/types.ts';

export type { ActorType };

export interface SecurityEvent {
  id: string;
  app_id: string;
  at: number;
  kind: SecurityEventKind;
  actor_type: ActorType;
  /** The owner's account id or the member's user id; null for anonymous callers. */
  actor_id: string | null;
  actor_email: string | null;
  ip: string | null;
  /** Never secrets: no passwords, hashes, session tokens or secret values. */
  details: Record<string, unknown>;
}

export type NewSecurityEvent = Omit<SecurityEvent, 'id' | 'at'> & { at?: number };

/** An event of something the owner (or an agent on the owner's behalf) did to an app's security. */
export function ownerEvent(appId: string, actor: Actor, kind: SecurityEventKind, details: Record<string, unknown>): NewSecurityEvent {
  return {
    app_id: appId,
    kind,
    actor_type: actor.type,
    actor_id: actor.id,
    actor_email: actor.email,
    ip: actor.ip ?? null,
    details,
  };
}

/** Repeats of one denial (same app, target and caller) inside this window are counted, not written. */
export const DENIAL_WINDOW_MS = 60_000;
/** At most this many denial rows per app per window; the rest are counted into the next row. */
const DENIALS_PER_APP_WINDOW = 100;

/**
 * The security event log (`security_events`). Writes are batched like the tool-call audit (every
 * 50 ms or 200 rows, one INSERT); readers in this process flush first. Denied requests are rate-limited
 * before they reach the buffer: one row per (app, target, caller) per minute, carrying how many
 * repeats were folded into it, and at most 100 denial rows per app per minute, so a scripted flood
 * of refused requests cannot flood the database.
 */
export class SecurityEventLog {
  private readonly db: Db;
  private readonly writer: BatchWriter<SecurityEvent>;
  private readonly denials = new Map<string, { windowStart: number; suppressed: number }>();
  private readonly appDenials = new Map<string, { windowStart: number; written: number; suppressed: number }>();

  constructor(db: Db, log: Logger) {
    this.db = db;
    this.writer = new BatchWriter(
      db,
      log,
      'security_events',
      ['id', 'app_id', 'at', 'kind', 'actor_type', 'actor_id', 'actor_email', 'ip', 'details'],
      (r) => [r.id, r.app_id, r.at, r.kind, r.actor_type, r.actor_id, r.actor_email, r.ip, JSON.stringify(r.details ?? {})],
    );
  }

  record(ev: NewSecurityEvent): void {
    const row: SecurityEvent = { id: newId('sev'), at: ev.at ?? Date.now(), ...ev } as SecurityEvent;
    this.writer.add(row);
  }

  /** Records a denied request unless the same denial was recorded in the last minute (then it is counted). */
  recordDenial(ev: Omit<NewSecurityEvent, 'kind'>, target: string): boolean {
    const now = ev.at ?? Date.now();
    const key = `${ev.app_id}|${target}|${ev.actor_type}|${ev.actor_id ?? ev.ip ?? ''}`;
    const seen = this.denials.get(key);
    if (seen && now - seen.windowStart < DENIAL_WINDOW_MS) {
      seen.suppressed++;
      return false;
    }
    let perApp = this.appDenials.get(ev.app_id);
    if (!perApp || now - perApp.windowStart >= DENIAL_WINDOW_MS) {
      const carried = perApp?.suppressed ?? 0;
      perApp = { windowStart: now, written: 0, suppressed: carried };
      this.appDenials.set(ev.app_id, perApp);
    }
    if (perApp.written >= DENIALS_PER_APP_WINDOW) {
      perApp.suppressed++;
      return false;
    }
    perApp.written++;
    if (this.denials.size > 20_000) this.denials.clear();
    this.denials.set(key, { windowStart: now, suppressed: 0 });
    const repeats = (seen?.suppressed ?? 0) + (perApp.written === 1 ? perApp.suppressed : 0);
    if (perApp.written === 1) perApp.suppressed = 0;
    this.record({ ...ev, kind: 'access.denied', details: repeats ? { ...ev.details, repeats_folded: repeats } : ev.details });
    return true;
  }

  flush(): Promise<void> {
    return this.writer.flush();
  }

  async list(appId: string, limit = 50, kinds?: readonly string[]): Promise<SecurityEvent[]> {
    await this.flush();
    const params: (string | number)[] = [appId];
    let where = 'app_id = ?';
    if (kinds?.length) {
      where += ` AND kind IN (${kinds.map(() => '?').join(', ')})`;
      params.push(...kinds);
    }
    const rows = await this.db.all<any>(`SELECT * FROM security_events WHERE ${where} ORDER BY at DESC, id DESC LIMIT ?`, [
      ...params,
      limit,
    ]);
    return rows.map((r) => ({ ...r, at: Number(r.at), details: safeJson(r.details) }));
  }
}

function safeJson(s: string): Record<string, unknown> {
  try {
    return JSON.parse(s);
  } catch {
    return {};
  }
}
