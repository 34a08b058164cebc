import { ownedApp } from '../apps/access.ts';
import { iso } from '../platform/time.ts';
import { hash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { isUniqueViolation, type Db, type Queryable } from '../storage/index.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { parseScopes, type Scope } from '../platform/scopes.ts';
import type { Principal } from '../platform/types.ts';
import type { Account } from './account.ts';
import { StudioSessions } from './sessions.ts';

export type { Account } from './account.ts';

export const TOKEN_PREFIX = 'svc_mcp_';
/** Access tokens of OAuth grants (src/oauth): short-lived rows of the same `tokens` table, so they take the same path. */
export const GRANT_TOKEN_PREFIX = 'svc_oat_';
const DAY_MS = 86_400_000;
/** How long a resolved token is trusted without asking the database again (see docs/decisions.md). */
const PRINCIPAL_CACHE_MS = 2_000;
const PRINCIPAL_CACHE_MAX = 10_000;

export interface TokenInput {
  name?: string;
  scopes: string | string[];
  app_id?: string | null;
  per_minute?: number;
  per_day?: number;
  expires_in_days?: number | null;
}

export interface TokenInfo {
  token_id: string;
  name: string;
  scopes: Scope[];
  app_id: string | null;
  per_minute: number;
  per_day: number;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
  token_hint: string;
}

// One-shot hash: no Hash object per call (it runs for every authenticated request).
const sha256 = (s: string) => hash('sha256', s, 'hex');
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function tokenInfo(row: any): TokenInfo {
  return {
    token_id: row.id,
    name: row.name,
    scopes: JSON.parse(row.scopes),
    app_id: row.app_id ?? null,
    per_minute: row.per_minute,
    per_day: row.per_day,
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    last_used_at: iso(row.last_used_at),
    created_at: iso(row.created_at)!,
    token_hint: `${TOKEN_PREFIX}…${row.token_hint}`,
  };
}

/** Studio accounts, their JWT sessions and their static MCP tokens. */
export class IdentityService {
  private jwtKey: Promise<Uint8Array> | null = null;
  /** Resolved tokens by the presented token string (in memory only, never stored; at most PRINCIPAL_CACHE_MS old). */
  private readonly principals = new Map<string, { principal: Principal; expiresAt: number | null; cachedAt: number }>();
  private readonly db: Db;
  private readonly config: Config;
  /** Studio browser sessions, mailed links and password changes. */
  readonly sessions: StudioSessions;

  constructor(db: Db, config: Config) {
    this.db = db;
    this.config = config;
    this.sessions = new StudioSessions(db);
  }

  /** Creates an account; `db` may be a transaction (sign-up queues its verification mail in the same one). */
  async createAccount(
    input: { email: string; password: string; full_name?: string; is_platform_team?: boolean },
    db: Queryable = this.db,
  ): Promise<Account> {
    const email = normaliseEmail(input.email);
    if (!EMAIL_RE.test(email)) throw new ServiceError('invalid_params', `Invalid email address: ${input.email}`);
    if (input.password.length < 8) throw new ServiceError('invalid_params', 'Password must have at least 8 characters');
    const account = {
      id: newId('acc'),
      email,
      full_name: input.full_name ?? '',
      is_platform_team: input.is_platform_team ? 1 : 0,
      created_at: Date.now(),
    };
    const hash = await hashPassword(input.password);
    try {
      await db.run('INSERT INTO accounts (id, email, full_name, password_hash, is_platform_team, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        account.id,
        account.email,
        account.full_name,
        hash,
        account.is_platform_team,
        account.created_at,
      ]);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ServiceError('conflict', `An account with email ${email} already exists`);
      throw err;
    }
    return account;
  }

  findAccountByEmail(email: string): Promise<Account | undefined> {
    return this.db.get<Account>('SELECT id, email, full_name, is_platform_team, created_at FROM accounts WHERE email = ?', [
      normaliseEmail(email),
    ]);
  }

  findAccount(id: string): Promise<Account | undefined> {
    return this.db.get<Account>('SELECT id, email, full_name, is_platform_team, created_at FROM accounts WHERE id = ?', [id]);
  }

  /**
   * Marks an account as platform team (or not). Team accounts triage platform requests; tokens
   * already in use see the change within the principal cache's lifetime (2 s).
   */
  async setPlatformTeam(email: string, on: boolean): Promise<Account | undefined> {
    const changed = await this.db.run('UPDATE accounts SET is_platform_team = ? WHERE email = ?', [on ? 1 : 0, normaliseEmail(email)]);
    if (!changed.changes) return undefined;
    this.principals.clear();
    return this.findAccountByEmail(email);
  }

  /** Checks credentials; returns null for a wrong email or password alike, in the same time. */
  async verifyCredentials(email: string, password: string): Promise<Account | null> {
    const row = await this.db.get<Account & { password_hash: string }>(
      'SELECT id, email, full_name, is_platform_team, created_at, password_hash FROM accounts WHERE email = ?',
      [normaliseEmail(email)],
    );
    const ok = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
    if (!row || !ok) return null;
    const { password_hash: _, ...account } = row;
    return account;
  }

  /** A server-wide secret kept in the database so that every node of a cluster shares it. */
  async serverSecret(key: string): Promise<string> {
    const fresh = randomBytes(32).toString('base64url');
    await this.db.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', [key, fresh]);
    const row = await this.db.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key]);
    return row!.value;
  }

  private key(): Promise<Uint8Array> {
    return (this.jwtKey ??= this.serverSecret('jwt_secret').then((s) => new TextEncoder().encode(s)));
  }

  async issueJwt(account: Account): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
    const token = await new SignJWT({ email: account.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.id)
      .setIssuer(this.config.publicUrl)
      .setIssuedAt()
      .setExpirationTime(`${this.config.jwtTtlSeconds}s`)
      .sign(await this.key());
    return { access_token: token, token_type: 'Bearer', expires_in: this.config.jwtTtlSeconds };
  }

  /** Returns the account of a valid, unexpired studio JWT, or null. */
  async verifyJwt(token: string): Promise<Account | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key(), { issuer: this.config.publicUrl, algorithms: ['HS256'] });
      return payload.sub ? ((await this.findAccount(payload.sub)) ?? null) : null;
    } catch {
      return null;
    }
  }

  async createToken(accountId: string, input: TokenInput): Promise<{ token: string; info: TokenInfo }> {
    let scopes: Scope[];
    try {
      scopes = parseScopes(input.scopes);
    } catch (err) {
      throw new ServiceError('invalid_params', (err as Error).message);
    }
    const perMinute = input.per_minute ?? this.config.defaultPerMinute;
    const perDay = input.per_day ?? this.config.defaultPerDay;
    for (const [name, v] of [
      ['per_minute', perMinute],
      ['per_day', perDay],
    ] as const) {
      if (!Number.isInteger(v) || v < 1) throw new ServiceError('invalid_params', `${name} must be a positive integer`);
    }
    const days = input.expires_in_days ?? null;
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > 3650)) {
      throw new ServiceError('invalid_params', 'expires_in_days must be an integer from 1 to 3650');
    }
    const appId = input.app_id || null;
    if (appId) {
      await ownedApp(this.db, accountId, appId);
    }
    const raw = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const now = Date.now();
    const row = {
      id: newId('tok'),
      account_id: accountId,
      name: (input.name ?? '').trim() || 'MCP token',
      token_hash: sha256(raw),
      token_hint: raw.slice(-4),
      scopes: JSON.stringify(scopes),
      app_id: appId,
      per_minute: perMinute,
      per_day: perDay,
      expires_at: days === null ? null : now + days * DAY_MS,
      revoked_at: null,
      last_used_at: null,
      created_at: now,
    };
    await this.db.run(
      `INSERT INTO tokens (id, account_id, name, token_hash, token_hint, scopes, app_id, per_minute, per_day, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        row.id,
        row.account_id,
        row.name,
        row.token_hash,
        row.token_hint,
        row.scopes,
        row.app_id,
        row.per_minute,
        row.per_day,
        row.expires_at,
        row.created_at,
      ],
    );
    return { token: raw, info: tokenInfo(row) };
  }

  /**
   * Mints a short-lived access token of an OAuth grant (or another delegated grant, e.g. a connection
   * request): a `tokens` row carrying `grant_id`, so that scopes, the app lock, rate limits and the
   * audit treat it exactly as a static token. Its principal's `tokenId` is the grant's id: limits and
   * audit lines follow the grant across token refreshes, and revoking the grant stops them all.
   * `q` may be a transaction. Returns the raw token (shown once; only its hash is kept).
   */
  async issueGrantToken(
    q: Queryable,
    grant: { grantId: string; accountId: string; name: string; scopes: Scope[]; appId: string | null; perMinute: number; perDay: number },
    ttlMs: number,
  ): Promise<{ token: string; expiresAt: number }> {
    const raw = GRANT_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const now = Date.now();
    const expiresAt = now + ttlMs;
    await q.run(
      `INSERT INTO tokens (id, account_id, name, token_hash, token_hint, scopes, app_id, per_minute, per_day, expires_at, created_at, grant_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        newId('tok'),
        grant.accountId,
        grant.name,
        sha256(raw),
        raw.slice(-4),
        JSON.stringify(grant.scopes),
        grant.appId,
        grant.perMinute,
        grant.perDay,
        expiresAt,
        now,
        grant.grantId,
      ],
    );
    return { token: raw, expiresAt };
  }

  /** Revokes every access token of a grant (`q` may be a transaction) and drops them from this process's cache at once. */
  async revokeGrantTokens(q: Queryable, grantId: string): Promise<void> {
    await q.run('UPDATE tokens SET revoked_at = ? WHERE grant_id = ? AND revoked_at IS NULL', [Date.now(), grantId]);
    this.forget(grantId);
  }

  /** The grant of a grant access token (RFC 7009 revocation), or null. */
  async grantOfToken(raw: string): Promise<{ tokenRowId: string; grantId: string } | null> {
    if (!raw.startsWith(GRANT_TOKEN_PREFIX)) return null;
    const row = await this.db.get<{ id: string; grant_id: string }>(
      'SELECT id, grant_id FROM tokens WHERE token_hash = ? AND grant_id IS NOT NULL',
      [sha256(raw)],
    );
    return row ? { tokenRowId: row.id, grantId: row.grant_id } : null;
  }

  /** Revokes one access token of a grant. */
  async revokeGrantTokenRow(tokenRowId: string, grantId: string): Promise<void> {
    await this.db.run('UPDATE tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [Date.now(), tokenRowId]);
    this.forget(grantId);
  }

  /** Drops cached principals of a token (or grant) id, so the next request asks the database. */
  forget(tokenId: string) {
    for (const [token, entry] of this.principals) if (entry.principal.tokenId === tokenId) this.principals.delete(token);
  }

  /** The account's static tokens (access tokens of grants are listed with their grant, src/oauth). */
  async listTokens(accountId: string): Promise<TokenInfo[]> {
    const rows = await this.db.all('SELECT * FROM tokens WHERE account_id = ? AND grant_id IS NULL ORDER BY created_at DESC', [accountId]);
    return rows.map(tokenInfo);
  }

  /**
   * Revokes, in `q` (the caller's transaction), every token of the account locked to the app, and
   * returns their ids: call forgetTokens with them once that transaction has committed.
   */
  async revokeAppLockedTokens(q: Queryable, accountId: string, appId: string): Promise<string[]> {
    const rows = await q.all<{ id: string }>('SELECT id FROM tokens WHERE account_id = ? AND app_id = ? AND revoked_at IS NULL', [
      accountId,
      appId,
    ]);
    if (rows.length) {
      await q.run('UPDATE tokens SET revoked_at = ? WHERE account_id = ? AND app_id = ? AND revoked_at IS NULL', [
        Date.now(),
        accountId,
        appId,
      ]);
    }
    return rows.map((r) => r.id);
  }

  /** Drops cached principals of these tokens, so a revocation takes effect in this process at once. */
  forgetTokens(tokenIds: readonly string[]): void {
    const ids = new Set(tokenIds);
    for (const [token, entry] of this.principals) if (ids.has(entry.principal.tokenId)) this.principals.delete(token);
  }

  /** Whether the account's address has been verified (mailed link). */
  async emailVerified(accountId: string, q: Queryable = this.db): Promise<boolean> {
    const row = await q.get<{ v: number | null }>('SELECT email_verified_at AS v FROM accounts WHERE id = ?', [accountId]);
    return row?.v != null;
  }

  /** Revokes one of the account's tokens; false when it has no such token. */
  async revokeToken(accountId: string, tokenId: string): Promise<boolean> {
    const r = await this.db.run('UPDATE tokens SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL', [
      Date.now(),
      tokenId,
      accountId,
    ]);
    this.forget(tokenId);
    if (r.changes) return true;
    return !!(await this.db.get('SELECT id FROM tokens WHERE id = ? AND account_id = ?', [tokenId, accountId]));
  }

  /**
   * Resolves a raw bearer token to its principal; null when unknown, expired or revoked. A resolved
   * token is trusted for 2 s before the database is asked again: a revocation made in this process
   * takes effect at once, one made on another node within 2 s.
   */
  async authenticate(raw: string): Promise<Principal | null> {
    if (!raw.startsWith(TOKEN_PREFIX) && !raw.startsWith(GRANT_TOKEN_PREFIX)) return null;
    const now = Date.now();
    // Keyed by the presented token, so a cached token costs no sha256 (~1 µs of a REST call's ~35).
    // The entry is the same one the hash would find: revocation drops it by token id (forget), so it
    // takes effect here at once and on other nodes within PRINCIPAL_CACHE_MS, as before.
    const cached = this.principals.get(raw);
    if (cached && now - cached.cachedAt < PRINCIPAL_CACHE_MS) {
      if (cached.expiresAt != null && cached.expiresAt <= now) return null;
      return cached.principal;
    }
    const principal = await this.lookupToken(sha256(raw), now);
    if (this.principals.size >= PRINCIPAL_CACHE_MAX) this.principals.clear();
    if (principal) this.principals.set(raw, { ...principal, cachedAt: now });
    else this.principals.delete(raw);
    return principal?.principal ?? null;
  }

  private async lookupToken(hash: string, now: number): Promise<{ principal: Principal; expiresAt: number | null } | null> {
    const row = await this.db.get<any>(
      `SELECT t.id, t.grant_id, t.account_id, t.scopes, t.app_id, t.per_minute, t.per_day, t.expires_at, t.revoked_at, a.email, a.is_platform_team
       FROM tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token_hash = ?`,
      [hash],
    );
    if (!row || row.revoked_at != null) return null;
    if (row.expires_at != null && row.expires_at <= now) return null;
    const principal: Principal = {
      accountId: row.account_id,
      email: row.email,
      tokenId: row.grant_id ?? row.id,
      scopes: new Set(JSON.parse(row.scopes)),
      appLock: row.app_id ?? null,
      perMinute: row.per_minute,
      perDay: row.per_day,
      isPlatformTeam: !!row.is_platform_team,
    };
    return { principal, expiresAt: row.expires_at ?? null };
  }
}
