/**
 * The local connection flow (`svc connect`): a connector on the owner's computer opens a short-lived
 * public connection request, the owner approves it in the studio, and the connector collects a
 * static MCP token once. Like the OAuth device grant, the request has two secrets of different
 * reach: the `request_id` travels in the approval URL (whoever opens it may approve or deny it
 * while signed in), the poll secret never leaves the connector (only it can collect the token).
 * The connection code is shown on both sides so the owner can tell their own request from a
 * look-alike someone sent them.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ownedApp } from '../apps/access.ts';
import type { Config } from '../config.ts';
import type { IdentityService, TokenInfo } from '../identity/service.ts';
import { ServiceError } from '../platform/errors.ts';
import { SCOPES, type Scope } from '../platform/scopes.ts';
import { iso } from '../platform/time.ts';
import type { Db } from '../storage/index.ts';

/** How long a request waits for approval and collection (see docs/decisions.md). */
export const CONNECT_REQUEST_TTL_MS = 10 * 60_000;
/** Seconds the connector waits between polls. */
export const CONNECT_POLL_INTERVAL_S = 2;
/** Connection requests one client address may open per 15 minutes. */
export const CONNECT_REQUESTS_PER_ADDRESS = 20;

export type ConnectAccess = 'full' | 'read';
export type ConnectStatus = 'pending' | 'approved' | 'denied' | 'consumed' | 'expired';

/** Read-only access: `read` and every `…:read` scope. */
export const READ_ONLY_SCOPES: Scope[] = SCOPES.filter((s) => s === 'read' || s.endsWith(':read'));
export const scopesOf = (access: ConnectAccess): Scope[] => (access === 'read' ? READ_ONLY_SCOPES : [...SCOPES]);

// RFC 8628's advice for user codes: consonants only (no words, no 0/O or 1/I confusion), 8 of them.
const CODE_LETTERS = 'BCDFGHJKLMNPQRSTVWXZ';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

interface RequestRow {
  id: string;
  code: string;
  access: ConnectAccess;
  app_id: string | null;
  client_name: string;
  status: 'pending' | 'approved' | 'denied' | 'consumed';
  account_id: string | null;
  created_at: number;
  expires_at: number;
}

export interface ConnectRequestView {
  request_id: string;
  status: ConnectStatus;
  connection_code: string;
  client_name: string;
  access: ConnectAccess;
  scopes: Scope[];
  /** The one app the token will be locked to; `owned` says whether the signed-in owner owns it. */
  app: { app_id: string; name: string | null; owned: boolean } | null;
  created_at: string;
  expires_at: string;
  /** Why the request can no longer be decided (expired, denied, used), in the words the connector gets too. */
  message: string | null;
}

export type PollResult = { status: 'pending'; interval: number; expires_at: string } | ({ status: 'approved'; token: string } & TokenInfo);

/** The one message each finished state answers, to the connector and on the page alike. */
const FINISHED: Record<Exclude<ConnectStatus, 'pending' | 'approved'>, string> = {
  expired: 'This connection request has expired (requests last 10 minutes). Run `svc connect` again.',
  denied: 'This connection request was denied in the studio. Run `svc connect` again to ask anew.',
  consumed: 'This connection request was already used: its token was handed out once. Run `svc connect` again for a new one.',
};

const finished = (status: keyof typeof FINISHED) => new ServiceError('invalid_request', FINISHED[status], { status });

export class ConnectRequests {
  private readonly db: Db;
  private readonly identity: IdentityService;
  private readonly config: Pick<Config, 'publicUrl'>;

  constructor(db: Db, identity: IdentityService, config: Pick<Config, 'publicUrl'>) {
    this.db = db;
    this.identity = identity;
    this.config = config;
  }

  approvalUrl(requestId: string): string {
    return `${this.config.publicUrl}/studio/connect?request_id=${encodeURIComponent(requestId)}`;
  }

  async create(input: { access: ConnectAccess; app_id: string | null; client_name: string }, now = Date.now()) {
    const id = `cr_${randomBytes(18).toString('base64url')}`;
    const pollSecret = randomBytes(32).toString('base64url');
    let code = '';
    for (let i = 0; i < 8; i++) code += CODE_LETTERS[randomInt(CODE_LETTERS.length)];
    code = `${code.slice(0, 4)}-${code.slice(4)}`;
    const expiresAt = now + CONNECT_REQUEST_TTL_MS;
    await this.db.run(
      `INSERT INTO connect_requests (id, poll_hash, code, access, app_id, client_name, status, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      [id, sha256(pollSecret), code, input.access, input.app_id, input.client_name, now, expiresAt],
    );
    // Finished requests are kept a day (a late poll still gets its precise answer), then dropped.
    if (Math.random() < 0.05) await this.db.run('DELETE FROM connect_requests WHERE expires_at < ?', [now - 86_400_000]);
    return {
      request_id: id,
      poll_secret: pollSecret,
      connection_code: code,
      approval_url: this.approvalUrl(id),
      mcp_url: `${this.config.publicUrl}/api/mcp`,
      access: input.access,
      scopes: scopesOf(input.access),
      app_id: input.app_id,
      expires_at: iso(expiresAt)!,
      expires_in: Math.round(CONNECT_REQUEST_TTL_MS / 1000),
      interval: CONNECT_POLL_INTERVAL_S,
    };
  }

  private row(requestId: string): Promise<RequestRow | undefined> {
    return this.db.get<RequestRow>(
      'SELECT id, code, access, app_id, client_name, status, account_id, created_at, expires_at FROM connect_requests WHERE id = ?',
      [requestId],
    );
  }

  private static statusOf(row: RequestRow, now: number): ConnectStatus {
    if ((row.status === 'pending' || row.status === 'approved') && Number(row.expires_at) <= now) return 'expired';
    return row.status;
  }

  /**
   * The connector's poll: `pending`, or — once, after approval — the raw token, minted then through
   * the token panel's own code path. Every later poll answers that the request was used.
   */
  async poll(requestId: string, pollSecret: string, now = Date.now()): Promise<PollResult> {
    const row = await this.db.get<RequestRow>(
      'SELECT id, code, access, app_id, client_name, status, account_id, created_at, expires_at FROM connect_requests WHERE id = ? AND poll_hash = ?',
      [requestId, sha256(pollSecret)],
    );
    if (!row) throw new ServiceError('not_found', 'No such connection request');
    const status = ConnectRequests.statusOf(row, now);
    if (status === 'pending') return { status, interval: CONNECT_POLL_INTERVAL_S, expires_at: iso(row.expires_at)! };
    if (status !== 'approved') throw finished(status);
    // The one poll that flips approved → consumed mints the token; a concurrent one sees `consumed`.
    const claimed = await this.db.run(
      "UPDATE connect_requests SET status = 'consumed', consumed_at = ? WHERE id = ? AND status = 'approved' AND expires_at > ?",
      [now, requestId, now],
    );
    if (!claimed.changes) throw finished('consumed');
    const { token, info } = await this.identity.createToken(row.account_id!, {
      name: `svc connect on ${row.client_name}`,
      scopes: scopesOf(row.access),
      app_id: row.app_id,
    });
    await this.db.run('UPDATE connect_requests SET token_id = ? WHERE id = ?', [info.token_id, requestId]);
    return { status: 'approved', token, ...info };
  }

  /** What the approval page shows the signed-in owner. */
  async view(requestId: string, accountId: string, now = Date.now()): Promise<ConnectRequestView> {
    const row = await this.row(requestId);
    if (!row) throw new ServiceError('not_found', 'No such connection request: check the URL the connector printed');
    let app: ConnectRequestView['app'] = null;
    if (row.app_id) {
      const owned = await ownedApp(this.db, accountId, row.app_id).catch(() => null);
      app = { app_id: row.app_id, name: owned?.name ?? null, owned: !!owned };
    }
    const status = ConnectRequests.statusOf(row, now);
    return {
      request_id: row.id,
      status,
      connection_code: row.code,
      client_name: row.client_name,
      access: row.access,
      scopes: scopesOf(row.access),
      app,
      created_at: iso(row.created_at)!,
      expires_at: iso(row.expires_at)!,
      message: status === 'pending' || status === 'approved' ? null : FINISHED[status],
    };
  }

  /** The owner's approval or denial; a request is decided once, before it expires. */
  async decide(requestId: string, accountId: string, decision: 'approve' | 'deny', now = Date.now()): Promise<ConnectRequestView> {
    const current = await this.view(requestId, accountId, now);
    if (current.status === 'approved') throw new ServiceError('conflict', 'This connection request is already approved');
    if (current.status !== 'pending') throw finished(current.status);
    if (decision === 'approve' && current.app && !current.app.owned) {
      throw new ServiceError(
        'not_found',
        `App not found: this request asks for app ${current.app.app_id}, which your account does not own`,
      );
    }
    const r = await this.db.run(
      "UPDATE connect_requests SET status = ?, account_id = ?, decided_at = ? WHERE id = ? AND status = 'pending' AND expires_at > ?",
      [decision === 'approve' ? 'approved' : 'denied', accountId, now, requestId, now],
    );
    if (!r.changes) {
      // Decided (or expired) between the read and the write: answer what it is now.
      const again = await this.view(requestId, accountId, now);
      if (again.status === 'approved') throw new ServiceError('conflict', 'This connection request is already approved');
      throw finished(again.status === 'pending' ? 'expired' : again.status);
    }
    return this.view(requestId, accountId, now);
  }
}
