/**
 * Sessions of a published app's members: the session cookie, sign-in (throttled, with security
 * events), the owner's short inspection sessions, and sign-out.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { dummyPasswordHash, verifyPassword } from '../identity/passwords.ts';
import { SignInThrottle } from '../identity/throttle.ts';
import { newId } from '../platform/ids.ts';
import type { Db } from '../storage/index.ts';
import type { SecurityEventLog } from './events.ts';
import { normaliseRole, type AppMember } from './policies.ts';

/** The session cookie of a published app (host-only, scoped to the app's path or host). */
export const SESSION_COOKIE = 'fs_app_session';
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** Sign-in throttle: failures per app+email and per IP inside one window. */
export const THROTTLE_EMAIL_FAILURES = 5;
export const THROTTLE_IP_FAILURES = 20;
export const MAX_PASSWORD_CHARS = 1024;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const normaliseEmail = (email: string) => String(email).trim().toLowerCase();

export interface SignInResult {
  member: AppMember;
  /** The raw session token: goes into the cookie only, never into logs or events. */
  token: string;
  expires_at: number;
}

export type SignInFailure = { error: 'invalid_credentials' } | { error: 'throttled'; retry_after: number };

export function memberOf(row: any): AppMember {
  return { user_id: row.id, email: row.email, role: row.role, full_name: row.full_name };
}

export class MemberSessions {
  private readonly db: Db;
  private readonly config: Config;
  private readonly events: SecurityEventLog;
  private readonly throttle: SignInThrottle;

  constructor(db: Db, config: Config, events: SecurityEventLog) {
    this.db = db;
    this.config = config;
    this.events = events;
    this.throttle = new SignInThrottle(db);
  }

  /** Whether session cookies get `Secure` (the public URL is https). */
  get secureCookies(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }

  /** Every value of the session cookie in a Cookie header (a browser may send several with one name). */
  static sessionTokens(cookieHeader: string | undefined): string[] {
    if (!cookieHeader) return [];
    const out: string[] = [];
    for (const part of cookieHeader.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
      const v = part.slice(eq + 1).trim();
      if (v && v.length <= 200) out.push(v);
    }
    return out;
  }

  /** The signed-in member of this app from the request's cookies; null when none (or expired, or removed). */
  async memberFromCookie(appId: string, cookieHeader: string | undefined): Promise<AppMember | null> {
    const tokens = MemberSessions.sessionTokens(cookieHeader);
    if (!tokens.length) return null;
    const now = Date.now();
    for (const token of tokens) {
      const row = await this.db.get<any>(
        `SELECT m.id, m.email, m.role, m.full_name FROM app_member_sessions s JOIN app_members m ON m.id = s.member_id
         WHERE s.token_hash = ? AND s.app_id = ? AND m.app_id = ? AND s.expires_at > ?`,
        [sha256(token), appId, appId, now],
      );
      if (row) return memberOf(row);
    }
    return null;
  }

  /** The `Set-Cookie` value of a new session. `path` is `/p/<app_id>` on the platform path, `/` on an app host. */
  sessionCookie(token: string, path: string, maxAgeMs = SESSION_TTL_MS): string {
    const parts = [`${SESSION_COOKIE}=${token}`, `Path=${path}`, `Max-Age=${Math.floor(maxAgeMs / 1000)}`, 'HttpOnly', 'SameSite=Lax'];
    if (this.secureCookies) parts.push('Secure');
    return parts.join('; ');
  }

  clearSessionCookie(path: string): string {
    const parts = [`${SESSION_COOKIE}=`, `Path=${path}`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'SameSite=Lax'];
    if (this.secureCookies) parts.push('Secure');
    return parts.join('; ');
  }

  /**
   * Signs a member in: throttled per app+email (5 failures / 15 min) and per IP (20 failures / 15
   * min) with persisted counters; a wrong email and a wrong password cost the same time and answer
   * alike. Success and failure are security events (never with the password).
   */
  async signIn(appId: string, email: string, password: string, ip: string | null): Promise<SignInResult | SignInFailure> {
    const now = Date.now();
    const mail = normaliseEmail(email);
    const emailKey = `email:${appId}:${sha256(mail)}`;
    const ipKey = ip ? `ip:${ip}` : null;
    // Both counters are taken before the password is checked; a refused attempt gives its counts back.
    const retry = await this.throttle.take(
      [{ key: emailKey, limit: THROTTLE_EMAIL_FAILURES }, ...(ipKey ? [{ key: ipKey, limit: THROTTLE_IP_FAILURES }] : [])],
      now,
    );
    if (retry > 0) {
      this.events.record({
        app_id: appId,
        kind: 'signin.throttled',
        actor_type: 'anonymous',
        actor_id: null,
        actor_email: mail.slice(0, 200),
        ip,
        details: { retry_after: retry },
      });
      return { error: 'throttled', retry_after: retry };
    }
    const row = await this.db.get<any>('SELECT id, email, role, full_name, password_hash FROM app_members WHERE app_id = ? AND email = ?', [
      appId,
      mail,
    ]);
    const ok = await verifyPassword(String(password).slice(0, MAX_PASSWORD_CHARS), row?.password_hash ?? (await dummyPasswordHash()));
    if (!row || !ok) {
      this.events.record({
        app_id: appId,
        kind: 'signin.failed',
        actor_type: 'anonymous',
        actor_id: row?.id ?? null,
        actor_email: mail.slice(0, 200),
        ip,
        details: { reason: row ? 'wrong_password' : 'unknown_email' },
      });
      return { error: 'invalid_credentials' };
    }
    await this.throttle.clear(emailKey);
    if (ipKey) await this.throttle.giveBack(ipKey);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SESSION_TTL_MS;
    await this.db.run(
      'INSERT INTO app_member_sessions (id, token_hash, app_id, member_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      [newId('ses'), sha256(token), appId, row.id, now, expiresAt],
    );
    if (Math.random() < 0.02) await this.db.run('DELETE FROM app_member_sessions WHERE expires_at <= ?', [now]);
    const member = memberOf(row);
    this.events.record({
      app_id: appId,
      kind: 'signin.succeeded',
      actor_type: 'member',
      actor_id: member.user_id,
      actor_email: member.email,
      ip,
      details: { role: member.role },
    });
    return { member, token, expires_at: expiresAt };
  }

  /**
   * A short-lived (15 min) session of the first member with this role, for the owner's own
   * inspection of the app as that role (inspect_preview auth_as_role); null when no member has it.
   * Recorded as a sign-in made by the owner's tooling.
   */
  async memberSessionCookie(appId: string, role: string): Promise<{ name: string; value: string } | null> {
    const r = normaliseRole(role);
    if (!r) return null;
    const row = await this.db.get<any>(
      'SELECT id, email, role FROM app_members WHERE app_id = ? AND role = ? ORDER BY created_at, id LIMIT 1',
      [appId, r],
    );
    if (!row) return null;
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db.run(
      'INSERT INTO app_member_sessions (id, token_hash, app_id, member_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      [newId('ses'), sha256(token), appId, row.id, now, now + 15 * 60 * 1000],
    );
    this.events.record({
      app_id: appId,
      kind: 'signin.succeeded',
      actor_type: 'owner',
      actor_id: null,
      actor_email: null,
      ip: null,
      details: { via: 'inspect_preview', as_member: row.id, email: row.email, role: row.role },
    });
    return { name: SESSION_COOKIE, value: token };
  }

  /** Ends the sessions named by the cookie header (sign-out). */
  async signOut(appId: string, cookieHeader: string | undefined, ip: string | null): Promise<boolean> {
    const tokens = MemberSessions.sessionTokens(cookieHeader);
    let ended = false;
    for (const token of tokens) {
      const row = await this.db.get<any>(
        'SELECT s.id, s.member_id, m.email FROM app_member_sessions s LEFT JOIN app_members m ON m.id = s.member_id WHERE s.token_hash = ? AND s.app_id = ?',
        [sha256(token), appId],
      );
      if (!row) continue;
      await this.db.run('DELETE FROM app_member_sessions WHERE id = ?', [row.id]);
      this.events.record({
        app_id: appId,
        kind: 'signout',
        actor_type: 'member',
        actor_id: row.member_id,
        actor_email: row.email ?? null,
        ip,
        details: {},
      });
      ended = true;
    }
    return ended;
  }
}
