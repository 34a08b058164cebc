import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { ownedApp } from '../apps/access.ts';
import type { Config } from '../config.ts';
import type { IdentityService } from '../identity/service.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { isScope, SCOPE_DESCRIPTIONS, SCOPES, type Scope } from '../platform/scopes.ts';
import { iso } from '../platform/time.ts';
import type { Db, Queryable } from '../storage/index.ts';
import { ClientError, type ClientRegistry, type OAuthClient, redirectMatches } from './clients.ts';

/** Lifetimes and the refresh grace window (docs/decisions.md, docs/oauth.md). */
export const ACCESS_TOKEN_TTL_MS = 3_600_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;
export const CODE_TTL_MS = 5 * 60_000;
/** How long a pending authorization request waits for the owner (sign-up included). */
export const REQUEST_TTL_MS = 30 * 60_000;
/** A rotated refresh token presented again within this is a concurrent refresh, not a replay: it gets its own new pair. */
export const REFRESH_GRACE_MS = 30_000;
const REFRESH_PREFIX = 'svc_ort_';
/** A used or expired code is kept this long past its expiry, so that a late replay still revokes its grant. */
const CODE_KEEP_MS = 86_400_000;
/** Expired OAuth access tokens are kept this long, as the per-grant housekeeping on refresh does (the token panel can still tell "expired"). */
const ACCESS_TOKEN_KEEP_MS = 86_400_000;
/** How often each node runs the global cleanup, rows deleted per statement, and statements per table per round (a backlog shrinks over rounds). */
const CLEANUP_EVERY_MS = 10 * 60_000;
const CLEANUP_BATCH = 1_000;
const CLEANUP_BATCHES_PER_ROUND = 20;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
/** RFC 7636 4.1: 43 to 128 unreserved characters. */
const VERIFIER_RE = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE_RE = /^[A-Za-z0-9\-_]{43}$/;

/** An RFC 6749 error answer of the token or revocation endpoint. */
export class OAuthError extends Error {
  readonly error: string;
  readonly status: number;
  constructor(error: string, description: string, status = 400) {
    super(description);
    this.error = error;
    this.status = status;
  }
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/** What GET /authorize leads to: an error page (never a redirect to an unverified URI), a redirect with an error, or the consent page. */
export type AuthorizeOutcome = { kind: 'error_page'; message: string } | { kind: 'redirect'; url: string };

export interface GrantInfo {
  grant_id: string;
  client_id: string;
  client_name: string;
  redirect_host: string;
  scopes: Scope[];
  app_id: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_reason: string | null;
}

/** Read-only scopes: what "read-only" on the consent page grants. */
export const READ_ONLY_SCOPES: Scope[] = SCOPES.filter((s) => s === 'read' || s.endsWith(':read'));

/** Requested OAuth scopes: the known ones among space-separated names (others, e.g. `openid`, are ignored), and whether offline_access was asked. */
export function parseOAuthScope(scope: unknown): { scopes: Scope[]; offline: boolean } {
  const names = typeof scope === 'string' ? scope.split(/\s+/).filter(Boolean) : [];
  return { scopes: [...new Set(names.filter(isScope))], offline: names.includes('offline_access') };
}

function hostOf(uri: string): string {
  try {
    const url = new URL(uri);
    return url.host || url.protocol;
  } catch {
    return uri.slice(0, 100);
  }
}

type Params = Record<string, unknown>;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;

/** The authorization server: authorization requests, consent decisions, codes, grants, refresh rotation and revocation. */
export class OAuthService {
  readonly issuer: string;
  readonly resource: string;
  private readonly db: Db;
  private readonly config: Config;
  private readonly identity: IdentityService;
  readonly clients: ClientRegistry;

  private readonly log: Logger;
  private cleanupTimer: NodeJS.Timeout | null = null;
  private cleaning: Promise<number> | null = null;

  constructor(db: Db, config: Config, identity: IdentityService, clients: ClientRegistry, log: Logger) {
    this.db = db;
    this.log = log;
    this.config = config;
    this.identity = identity;
    this.clients = clients;
    this.issuer = config.publicUrl;
    this.resource = `${config.publicUrl}/api/mcp`;
  }

  /** Runs the global cleanup now and then every CLEANUP_EVERY_MS on this node (every node may: it is idempotent). */
  start(): void {
    const run = () => {
      this.cleaning ??= this.cleanup()
        .catch((err) => {
          this.log.warn({ err }, 'cleaning up expired OAuth rows failed');
          return 0;
        })
        .finally(() => (this.cleaning = null));
    };
    run();
    this.cleanupTimer = setInterval(run, CLEANUP_EVERY_MS).unref();
  }

  async stop(): Promise<void> {
    if (this.cleanupTimer) clearInterval(this.cleanupTimer);
    this.cleanupTimer = null;
    await this.cleaning;
  }

  /**
   * Deletes expired rows of every grant: access tokens a day past expiry, refresh tokens past their
   * own expiry (an expired refresh token is refused before the reuse check, so its row no longer serves
   * reuse detection; rotated ones of a live family stay until then), codes a day past expiry, and
   * requests REQUEST_TTL_MS past expiry. At most CLEANUP_BATCH rows per statement and
   * CLEANUP_BATCHES_PER_ROUND statements per table. Idempotent, and on PostgreSQL rows another node is
   * deleting are skipped, so nodes sharing a store may run it at once. Returns the rows deleted.
   */
  async cleanup(now = Date.now()): Promise<number> {
    const skip = this.db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
    const targets: [table: string, key: string, where: string, cutoff: number][] = [
      ['tokens', 'id', 'grant_id IS NOT NULL AND expires_at < ?', now - ACCESS_TOKEN_KEEP_MS],
      ['oauth_refresh_tokens', 'token_hash', 'expires_at < ?', now],
      ['oauth_codes', 'code_hash', 'expires_at < ?', now - CODE_KEEP_MS],
      ['oauth_requests', 'id', 'expires_at < ?', now - REQUEST_TTL_MS],
    ];
    let deleted = 0;
    for (const [table, key, where, cutoff] of targets) {
      for (let i = 0; i < CLEANUP_BATCHES_PER_ROUND; i++) {
        const { changes } = await this.db.run(
          `DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${where} LIMIT ${CLEANUP_BATCH}${skip})`,
          [cutoff],
        );
        deleted += changes;
        if (changes < CLEANUP_BATCH) break;
      }
    }
    return deleted;
  }

  /** RFC 8707: the resource a request names must be this MCP endpoint (a trailing slash is tolerated); none means it. */
  private resourceOk(resource: string | undefined): boolean {
    return resource === undefined || resource === this.resource || resource === `${this.resource}/`;
  }

  /** Adds the response parameters (and RFC 9207 `iss`) to a verified redirect URI. */
  private redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
    url.searchParams.set('iss', this.issuer);
    return url.toString();
  }

  /**
   * GET /authorize. The client and its redirect URI are checked first: until both are known good,
   * problems are shown on an error page, never sent to the URI. Then every other problem is
   * redirected back as an RFC 6749 error; a good request waits for the owner's consent in the studio.
   */
  async authorize(query: Params): Promise<AuthorizeOutcome> {
    const clientId = str(query.client_id);
    if (!clientId) return { kind: 'error_page', message: 'The request has no client_id.' };
    let client: OAuthClient | null;
    try {
      client = await this.clients.find(clientId);
    } catch (err) {
      if (err instanceof ClientError) return { kind: 'error_page', message: `The client could not be verified: ${err.message}.` };
      throw err;
    }
    if (!client) return { kind: 'error_page', message: 'This client is not registered with this server.' };
    let redirectUri = str(query.redirect_uri);
    if (redirectUri === undefined && client.redirect_uris.length === 1) redirectUri = client.redirect_uris[0]!;
    if (!redirectUri || !redirectMatches(client.redirect_uris, redirectUri)) {
      return { kind: 'error_page', message: 'The redirect URI is not one this client registered.' };
    }
    const state = str(query.state);
    const fail = (error: string, description: string): AuthorizeOutcome => ({
      kind: 'redirect',
      url: this.redirectWith(redirectUri, { error, error_description: description, state }),
    });
    if (str(query.response_type) !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported');
    const challenge = str(query.code_challenge);
    if (!challenge) return fail('invalid_request', 'PKCE is required: send code_challenge with code_challenge_method=S256');
    if (str(query.code_challenge_method) !== 'S256') {
      return fail('invalid_request', 'Only the S256 code_challenge_method is supported (plain is refused)');
    }
    if (!CHALLENGE_RE.test(challenge)) return fail('invalid_request', 'code_challenge must be a base64url SHA-256 digest (43 characters)');
    const resource = str(query.resource);
    if (!this.resourceOk(resource)) return fail('invalid_target', `This server issues tokens only for ${this.resource}`);
    const { scopes } = parseOAuthScope(str(query.scope));
    const id = randomBytes(24).toString('base64url');
    const now = Date.now();
    await this.db.run(
      `INSERT INTO oauth_requests (id, client_id, redirect_uri, state, code_challenge, scopes, resource, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, client.client_id, redirectUri, state ?? null, challenge, JSON.stringify(scopes), this.resource, now, now + REQUEST_TTL_MS],
    );
    await this.db.run('DELETE FROM oauth_requests WHERE expires_at < ?', [now - REQUEST_TTL_MS]);
    await this.db.run('DELETE FROM oauth_codes WHERE expires_at < ?', [now - CODE_KEEP_MS]);
    return { kind: 'redirect', url: `${this.config.publicUrl}/studio/oauth/consent?request=${id}` };
  }

  private async pendingRequest(q: Queryable, requestId: string): Promise<any> {
    const row = await q.get<any>('SELECT * FROM oauth_requests WHERE id = ?', [requestId]);
    if (!row) throw new ServiceError('not_found', 'This authorization request does not exist; start again from your MCP client');
    if (row.decided_at != null) throw new ServiceError('conflict', 'This authorization request has already been answered');
    if (row.expires_at <= Date.now())
      throw new ServiceError('conflict', 'This authorization request has expired; start again from your MCP client');
    return row;
  }

  /** What the consent page shows. */
  async describeRequest(requestId: string) {
    const row = await this.pendingRequest(this.db, requestId);
    const client = await this.db.get<any>('SELECT client_name, kind FROM oauth_clients WHERE client_id = ?', [row.client_id]);
    return {
      request_id: row.id,
      client_id: row.client_id,
      client_name: client?.client_name ?? row.client_id,
      client_kind: client?.kind ?? 'dynamic',
      redirect_uri: row.redirect_uri,
      redirect_host: hostOf(row.redirect_uri),
      requested_scopes: JSON.parse(row.scopes) as Scope[],
      resource: row.resource,
      expires_at: iso(row.expires_at),
      all_scopes: [...SCOPES],
      read_only_scopes: READ_ONLY_SCOPES,
      scope_descriptions: SCOPE_DESCRIPTIONS,
    };
  }

  /**
   * The owner's answer on the consent page: a denial redirects with `access_denied`; an approval
   * creates the grant (scopes, all apps or one) and redirects with a one-use code. Either way the
   * request is answered once.
   */
  async decide(
    accountId: string,
    requestId: string,
    decision: { approve: boolean; scopes?: string[]; app_id?: string | null },
  ): Promise<{ redirect_to: string }> {
    let scopes: Scope[] = [];
    if (decision.approve) {
      const unknown = (decision.scopes ?? []).filter((s) => !isScope(s));
      if (unknown.length) throw new ServiceError('invalid_params', `Unknown scope(s): ${unknown.join(', ')}`);
      scopes = [...new Set(decision.scopes ?? [])] as Scope[];
      if (!scopes.length) throw new ServiceError('invalid_params', 'Choose at least one permission');
      if (decision.app_id) await ownedApp(this.db, accountId, decision.app_id);
    }
    return this.db.transaction(async (tx) => {
      const row = await this.pendingRequest(tx, requestId);
      const now = Date.now();
      const taken = await tx.run('UPDATE oauth_requests SET decided_at = ? WHERE id = ? AND decided_at IS NULL', [now, requestId]);
      if (!taken.changes) throw new ServiceError('conflict', 'This authorization request has already been answered');
      if (!decision.approve) {
        return {
          redirect_to: this.redirectWith(row.redirect_uri, {
            error: 'access_denied',
            error_description: 'The owner denied the request',
            state: row.state ?? undefined,
          }),
        };
      }
      const client = await tx.get<any>('SELECT client_name FROM oauth_clients WHERE client_id = ?', [row.client_id]);
      const grantId = newId('grt');
      await tx.run(
        `INSERT INTO oauth_grants (id, account_id, client_id, client_name, redirect_uri, scopes, app_id, resource, per_minute, per_day, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          grantId,
          accountId,
          row.client_id,
          client?.client_name ?? row.client_id,
          row.redirect_uri,
          JSON.stringify(scopes),
          decision.app_id || null,
          row.resource,
          this.config.defaultPerMinute,
          this.config.defaultPerDay,
          now,
        ],
      );
      const code = randomBytes(32).toString('base64url');
      await tx.run(
        `INSERT INTO oauth_codes (code_hash, grant_id, client_id, redirect_uri, code_challenge, resource, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [sha256(code), grantId, row.client_id, row.redirect_uri, row.code_challenge, row.resource, now + CODE_TTL_MS],
      );
      return { redirect_to: this.redirectWith(row.redirect_uri, { code, state: row.state ?? undefined }) };
    });
  }

  /** POST /token: `authorization_code` (with PKCE) or `refresh_token` (rotating). */
  async token(body: Params): Promise<TokenResponse> {
    const grantType = str(body.grant_type);
    if (grantType === 'authorization_code') return this.exchangeCode(body);
    if (grantType === 'refresh_token') return this.refresh(body);
    throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  private async exchangeCode(body: Params): Promise<TokenResponse> {
    const code = str(body.code);
    const verifier = str(body.code_verifier);
    const clientId = str(body.client_id);
    if (!code) throw new OAuthError('invalid_request', 'code is required');
    if (!clientId) throw new OAuthError('invalid_client', 'client_id is required (public clients identify themselves)', 401);
    const hash = sha256(code);
    const row = await this.db.get<any>('SELECT * FROM oauth_codes WHERE code_hash = ?', [hash]);
    if (!row) throw new OAuthError('invalid_grant', 'Unknown authorization code');
    const now = Date.now();
    // One use only: the first exchange claims the code; any later one revokes what the first got (RFC 6749 4.1.2).
    const claimed = await this.db.run('UPDATE oauth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL', [now, hash]);
    if (!claimed.changes) {
      await this.revokeGrant(row.grant_id, 'authorization code reused');
      throw new OAuthError('invalid_grant', 'This authorization code was already used; the tokens issued from it are revoked');
    }
    if (row.expires_at <= now) throw new OAuthError('invalid_grant', 'The authorization code has expired');
    if (row.client_id !== clientId) throw new OAuthError('invalid_grant', 'The authorization code was issued to another client');
    if (str(body.redirect_uri) !== undefined && str(body.redirect_uri) !== row.redirect_uri) {
      throw new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request');
    }
    if (!verifier || !VERIFIER_RE.test(verifier)) throw new OAuthError('invalid_grant', 'code_verifier is missing or malformed');
    if (s256(verifier) !== row.code_challenge) throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge');
    if (!this.resourceOk(str(body.resource))) throw new OAuthError('invalid_target', `This server issues tokens only for ${this.resource}`);
    const grant = await this.liveGrant(row.grant_id);
    return this.db.transaction((tx) => this.issuePair(tx, grant, null));
  }

  private async liveGrant(grantId: string): Promise<any> {
    const grant = await this.db.get<any>('SELECT * FROM oauth_grants WHERE id = ?', [grantId]);
    if (!grant || grant.revoked_at != null) throw new OAuthError('invalid_grant', 'The grant has been revoked');
    return grant;
  }

  /** A new access token and a new refresh token of the grant (`scopes` may narrow the access token). */
  private async issuePair(q: Queryable, grant: any, scopes: Scope[] | null): Promise<TokenResponse> {
    const granted: Scope[] = scopes ?? JSON.parse(grant.scopes);
    // First, so that the grant row is locked until commit: a revocation racing this either waits and
    // then revokes what this issues, or wins and this issues nothing.
    const live = await q.run('UPDATE oauth_grants SET last_used_at = ? WHERE id = ? AND revoked_at IS NULL', [Date.now(), grant.id]);
    if (!live.changes) throw new OAuthError('invalid_grant', 'The grant has been revoked');
    const { token } = await this.identity.issueGrantToken(
      q,
      {
        grantId: grant.id,
        accountId: grant.account_id,
        name: grant.client_name,
        scopes: granted,
        appId: grant.app_id ?? null,
        perMinute: grant.per_minute,
        perDay: grant.per_day,
      },
      ACCESS_TOKEN_TTL_MS,
    );
    const refresh = REFRESH_PREFIX + randomBytes(32).toString('base64url');
    const now = Date.now();
    await q.run('INSERT INTO oauth_refresh_tokens (token_hash, grant_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
      sha256(refresh),
      grant.id,
      now,
      now + REFRESH_TOKEN_TTL_MS,
    ]);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: Math.floor(ACCESS_TOKEN_TTL_MS / 1000),
      refresh_token: refresh,
      scope: granted.join(' '),
    };
  }

  /**
   * Refresh with rotation: each refresh token works once; a rotated one presented again within the
   * grace window (two refreshes racing) gets its own new pair, and after it revokes the whole grant
   * (a replayed, possibly stolen token: OAuth 2.1 4.3.1).
   */
  private async refresh(body: Params): Promise<TokenResponse> {
    const raw = str(body.refresh_token);
    const clientId = str(body.client_id);
    if (!raw) throw new OAuthError('invalid_request', 'refresh_token is required');
    if (!clientId) throw new OAuthError('invalid_client', 'client_id is required (public clients identify themselves)', 401);
    const hash = sha256(raw);
    const row = await this.db.get<any>('SELECT * FROM oauth_refresh_tokens WHERE token_hash = ?', [hash]);
    if (!row) throw new OAuthError('invalid_grant', 'Unknown refresh token');
    const grant = await this.liveGrant(row.grant_id);
    if (grant.client_id !== clientId) throw new OAuthError('invalid_grant', 'The refresh token was issued to another client');
    const now = Date.now();
    if (row.expires_at <= now) throw new OAuthError('invalid_grant', 'The refresh token has expired');
    if (!this.resourceOk(str(body.resource))) throw new OAuthError('invalid_target', `This server issues tokens only for ${this.resource}`);
    let scopes: Scope[] | null = null;
    const asked = str(body.scope);
    if (asked !== undefined) {
      const held = new Set<string>(JSON.parse(grant.scopes));
      const names = asked.split(/\s+/).filter((s) => s && s !== 'offline_access');
      if (names.some((s) => !held.has(s))) throw new OAuthError('invalid_scope', 'A refresh may not ask for scopes beyond the grant');
      if (names.length) scopes = names as Scope[];
    }
    const claimed = await this.db.run('UPDATE oauth_refresh_tokens SET rotated_at = ? WHERE token_hash = ? AND rotated_at IS NULL', [
      now,
      hash,
    ]);
    if (!claimed.changes) {
      const again = await this.db.get<{ rotated_at: number }>('SELECT rotated_at FROM oauth_refresh_tokens WHERE token_hash = ?', [hash]);
      if (!again || now - again.rotated_at > REFRESH_GRACE_MS) {
        await this.revokeGrant(grant.id, 'rotated refresh token reused');
        throw new OAuthError('invalid_grant', 'This refresh token was already used; the grant is revoked');
      }
    }
    return this.db.transaction(async (tx) => {
      const pair = await this.issuePair(tx, grant, scopes);
      // Housekeeping of this grant only: access tokens a day past expiry, refresh tokens past expiry.
      await tx.run('DELETE FROM tokens WHERE grant_id = ? AND expires_at < ?', [grant.id, now - ACCESS_TOKEN_KEEP_MS]);
      await tx.run('DELETE FROM oauth_refresh_tokens WHERE grant_id = ? AND expires_at < ?', [grant.id, now]);
      return pair;
    });
  }

  /** Revokes a grant with everything issued from it: access tokens stop at once (this node) or within 2 s (others). */
  async revokeGrant(grantId: string, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run('UPDATE oauth_grants SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL', [
        Date.now(),
        reason,
        grantId,
      ]);
      await tx.run('DELETE FROM oauth_refresh_tokens WHERE grant_id = ?', [grantId]);
      await this.identity.revokeGrantTokens(tx, grantId);
    });
  }

  /**
   * RFC 7009 revocation by a public client: a refresh token revokes its grant; an access token, just
   * itself. Unknown tokens and tokens of other clients are ignored (the answer is 200 either way).
   */
  async revokeToken(body: Params): Promise<void> {
    const raw = str(body.token);
    const clientId = str(body.client_id);
    if (!raw) throw new OAuthError('invalid_request', 'token is required');
    const refresh = await this.db.get<any>(
      'SELECT g.id, g.client_id FROM oauth_refresh_tokens r JOIN oauth_grants g ON g.id = r.grant_id WHERE r.token_hash = ?',
      [sha256(raw)],
    );
    if (refresh) {
      if (!clientId || refresh.client_id === clientId) await this.revokeGrant(refresh.id, 'revoked by the client');
      return;
    }
    const access = await this.identity.grantOfToken(raw);
    if (!access) return;
    const grant = await this.db.get<any>('SELECT client_id FROM oauth_grants WHERE id = ?', [access.grantId]);
    if (grant && (!clientId || grant.client_id === clientId)) await this.identity.revokeGrantTokenRow(access.tokenRowId, access.grantId);
  }

  async listGrants(accountId: string): Promise<GrantInfo[]> {
    const rows = await this.db.all<any>('SELECT * FROM oauth_grants WHERE account_id = ? ORDER BY created_at DESC LIMIT 200', [accountId]);
    return rows.map((g) => ({
      grant_id: g.id,
      client_id: g.client_id,
      client_name: g.client_name,
      redirect_host: hostOf(g.redirect_uri),
      scopes: JSON.parse(g.scopes),
      app_id: g.app_id ?? null,
      created_at: iso(g.created_at)!,
      last_used_at: iso(g.last_used_at),
      revoked_at: iso(g.revoked_at),
      revoked_reason: g.revoked_reason ?? null,
    }));
  }

  /** The token panel's revoke button; false when the account has no such grant. */
  async revokeOwnGrant(accountId: string, grantId: string): Promise<boolean> {
    const grant = await this.db.get('SELECT id FROM oauth_grants WHERE id = ? AND account_id = ?', [grantId, accountId]);
    if (!grant) return false;
    await this.revokeGrant(grantId, 'revoked by the owner');
    return true;
  }
}
