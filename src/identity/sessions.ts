import { createHash, randomBytes } from 'node:crypto';
import { ServiceError } from '../platform/errors.ts';
import type { Db, Queryable } from '../storage/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Account } from './account.ts';

/** A studio sign-in lasts 14 days from its creation (see docs/decisions.md, Studio). */
export const SESSION_TTL_MS = 14 * 86_400_000;
/** Mailed links: address verification 3 days, password reset 1 hour. */
export const LINK_TTL_MS = { verify: 3 * 86_400_000, reset: 3_600_000 } as const;
export type LinkPurpose = keyof typeof LINK_TTL_MS;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const ACCOUNT_COLUMNS = 'a.id, a.email, a.full_name, a.is_platform_team, a.created_at';

export interface SessionInfo {
  account: Account;
  /** Hash of the cookie value: what the table stores, and what revocation names. */
  sessionId: string;
  csrfToken: string;
  emailVerified: boolean;
}

/**
 * Server-side studio sessions (revocable: the cookie holds only a random id whose hash is the row
 * key), one-use mailed links, and password changes. Used by the studio area's routes and by
 * `requireStudioPrincipal`.
 */
export class StudioSessions {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async create(
    accountId: string,
    userAgent: string,
    db: Queryable = this.db,
  ): Promise<{ cookie: string; csrfToken: string; expiresAt: number }> {
    const cookie = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(24).toString('base64url');
    const now = Date.now();
    const expiresAt = now + SESSION_TTL_MS;
    await db.run(
      `INSERT INTO studio_sessions (id_hash, account_id, csrf_token, user_agent, created_at, last_seen_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [sha256(cookie), accountId, csrfToken, userAgent.slice(0, 300), now, now, expiresAt],
    );
    if (Math.random() < 0.05) await this.db.run('DELETE FROM studio_sessions WHERE expires_at < ?', [now - SESSION_TTL_MS]);
    return { cookie, csrfToken, expiresAt };
  }

  /** The live session behind a cookie value, or null (unknown, expired or revoked). */
  async lookup(cookie: string): Promise<SessionInfo | null> {
    if (!cookie || cookie.length > 100) return null;
    const row = await this.db.get<any>(
      `SELECT s.id_hash, s.csrf_token, s.expires_at, s.revoked_at, a.email_verified_at, ${ACCOUNT_COLUMNS}
       FROM studio_sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ?`,
      [sha256(cookie)],
    );
    if (!row || row.revoked_at != null || Number(row.expires_at) <= Date.now()) return null;
    return {
      account: {
        id: row.id,
        email: row.email,
        full_name: row.full_name,
        is_platform_team: row.is_platform_team,
        created_at: Number(row.created_at),
      },
      sessionId: row.id_hash,
      csrfToken: row.csrf_token,
      emailVerified: row.email_verified_at != null,
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.run('UPDATE studio_sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL', [Date.now(), sessionId]);
  }

  /** Signs the account out everywhere except (optionally) one session. */
  async revokeAll(accountId: string, exceptSessionId: string | null, db: Queryable = this.db): Promise<number> {
    const r = await db.run('UPDATE studio_sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL AND id_hash <> ?', [
      Date.now(),
      accountId,
      exceptSessionId ?? '',
    ]);
    return r.changes;
  }

  /** Changes the password after checking the current one; other sessions are signed out. */
  async changePassword(accountId: string, current: string, next: string, keepSessionId: string | null): Promise<void> {
    if (next.length < 8) throw new ServiceError('invalid_params', 'The new password must have at least 8 characters');
    const row = await this.db.get<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE id = ?', [accountId]);
    if (!row || !(await verifyPassword(current, row.password_hash))) {
      throw new ServiceError('invalid_request', 'The current password is not right');
    }
    const hash = await hashPassword(next);
    await this.db.transaction(async (tx) => {
      await tx.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [hash, accountId]);
      await this.revokeAll(accountId, keepSessionId, tx);
    });
  }

  /** A one-use link secret for `purpose`, stored hashed; earlier unused links of the same purpose stop working. */
  async createLink(accountId: string, email: string, purpose: LinkPurpose, db: Queryable = this.db): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    const now = Date.now();
    await db.run('UPDATE account_links SET used_at = ? WHERE account_id = ? AND purpose = ? AND used_at IS NULL', [
      now,
      accountId,
      purpose,
    ]);
    await db.run('INSERT INTO account_links (id_hash, account_id, purpose, email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
      sha256(secret),
      accountId,
      purpose,
      email,
      now,
      now + LINK_TTL_MS[purpose],
    ]);
    return secret;
  }

  /** Uses a link once (atomically); the account id and address it was made for, or null. */
  private async useLink(secret: string, purpose: LinkPurpose, tx: Queryable): Promise<{ account_id: string; email: string } | null> {
    const now = Date.now();
    const hash = sha256(secret);
    const r = await tx.run(
      'UPDATE account_links SET used_at = ? WHERE id_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
      [now, hash, purpose, now],
    );
    if (!r.changes) return null;
    return (
      (await tx.get<{ account_id: string; email: string }>('SELECT account_id, email FROM account_links WHERE id_hash = ?', [hash])) ?? null
    );
  }

  /** Marks the address verified when the link is valid and still names the account's current address. */
  async verifyEmail(secret: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const link = await this.useLink(secret, 'verify', tx);
      if (!link) return false;
      const r = await tx.run('UPDATE accounts SET email_verified_at = ? WHERE id = ? AND email = ?', [
        Date.now(),
        link.account_id,
        link.email,
      ]);
      return r.changes > 0;
    });
  }

  /** Sets a new password through a reset link; every session of the account is signed out. */
  async resetPassword(secret: string, next: string): Promise<boolean> {
    if (next.length < 8) throw new ServiceError('invalid_params', 'The new password must have at least 8 characters');
    const hash = await hashPassword(next);
    return this.db.transaction(async (tx) => {
      const link = await this.useLink(secret, 'reset', tx);
      if (!link) return false;
      await tx.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [hash, link.account_id]);
      await this.revokeAll(link.account_id, null, tx);
      return true;
    });
  }
}
