/**
 * Platform requests: bugs, feature requests and questions from accounts to the platform team, each
 * with a thread of replies and status changes. Everything an account writes is redacted before it is
 * stored (./redact.ts). Accounts marked as platform team (`svc user set-team`) see every request,
 * reply as the team and move statuses; `deployed` and `needs_info` mail the requester through the
 * outbox in the transaction of the status change.
 */
import type { Config } from '../config.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { iso } from '../platform/time.ts';
import type { Principal } from '../platform/types.ts';
import type { Db, Queryable } from '../storage/index.ts';
import { redact, type Redaction } from './redact.ts';

export const REQUEST_TYPES = ['bug', 'feature', 'question'] as const;
export const SEVERITIES = ['blocker', 'high', 'normal', 'low'] as const;
export const REQUEST_STATUSES = ['open', 'triaged', 'in_progress', 'needs_info', 'deployed', 'wont_fix'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export type Severity = (typeof SEVERITIES)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Spec Limits: 20 requests per account per day (a rolling 24 hours), 32 KB each. */
export const REQUESTS_PER_DAY = 20;
export const MAX_REQUEST_BYTES = 32 * 1024;
const DAY_MS = 86_400_000;
/** Thread entries each list result carries in `changes_since` (the rest: get_platform_request). */
const LIST_CHANGES_SHOWN = 10;

/** Statuses that mail the requester when the team sets them (spec: Platform request status). */
const MAILED: ReadonlySet<RequestStatus> = new Set(['deployed', 'needs_info']);

export interface RequestInput {
  type: RequestType;
  title: string;
  body: string;
  app_id?: string;
  severity: Severity;
  reproduction?: string;
  expected?: string;
  acceptance?: string;
  attachments?: string[];
}

interface RequestRow {
  id: string;
  account_id: string;
  app_id: string | null;
  type: RequestType;
  title: string;
  body: string;
  severity: Severity;
  reproduction: string | null;
  expected: string | null;
  acceptance: string | null;
  attachments: string;
  status: RequestStatus;
  deployed_commit: string | null;
  created_at: number | string;
  updated_at: number | string;
  requester_email: string;
}

interface EntryRow {
  id: string;
  request_id: string;
  author_role: 'requester' | 'team';
  body: string;
  status_from: RequestStatus | null;
  status_to: RequestStatus | null;
  deployed_commit: string | null;
  created_at: number | string;
}

export interface ThreadEntry {
  entry_id: string;
  author: 'requester' | 'team';
  body: string;
  status_change: { from: RequestStatus; to: RequestStatus } | null;
  deployed_commit: string | null;
  created_date: string;
}

export interface RequestView {
  request_id: string;
  type: RequestType;
  title: string;
  body: string;
  app_id: string | null;
  severity: Severity;
  reproduction: string | null;
  expected: string | null;
  acceptance: string | null;
  attachments: string[];
  status: RequestStatus;
  deployed_commit: string | null;
  created_date: string;
  updated_date: string;
  url: string;
  /** Whether the caller opened it (team members also see others'). */
  mine: boolean;
  /** Who opened it; shown to the platform team only. */
  requester_email?: string;
}

export interface ChangesSince {
  since: string;
  new_entries: number;
  status_changes: Array<{ from: RequestStatus; to: RequestStatus; date: string }>;
  entries: ThreadEntry[];
}

const SELECT_REQUEST = `SELECT r.id, r.account_id, r.app_id, r.type, r.title, r.body, r.severity, r.reproduction, r.expected,
  r.acceptance, r.attachments, r.status, r.deployed_commit, r.created_at, r.updated_at, a.email AS requester_email
  FROM platform_requests r JOIN accounts a ON a.id = r.account_id`;

const SELECT_ENTRY = `SELECT id, request_id, author_role, body, status_from, status_to, deployed_commit, created_at
  FROM platform_request_entries`;

function entryView(row: EntryRow): ThreadEntry {
  return {
    entry_id: row.id,
    author: row.author_role,
    body: row.body,
    status_change: row.status_to ? { from: row.status_from!, to: row.status_to } : null,
    deployed_commit: row.deployed_commit ?? null,
    created_date: iso(row.created_at),
  };
}

function changesSince(since: number, entries: ThreadEntry[], shown = entries.length): ChangesSince {
  return {
    since: iso(since),
    new_entries: entries.length,
    status_changes: entries.filter((e) => e.status_change).map((e) => ({ ...e.status_change!, date: e.created_date })),
    entries: entries.slice(-shown),
  };
}

const bytes = (...parts: Array<string | undefined | null>) => parts.reduce((n, p) => n + (p ? Buffer.byteLength(p, 'utf8') : 0), 0);

function tooLarge(what: string, size: number): ServiceError {
  return new ServiceError(
    'invalid_params',
    `${what} is ${size} bytes; the limit is 32 KB (${MAX_REQUEST_BYTES} bytes). Shorten it, or refer to files by path instead of pasting them.`,
    { size_bytes: size, limit_bytes: MAX_REQUEST_BYTES },
  );
}

export class PlatformRequestsService {
  private readonly db: Db;
  private readonly config: Config;
  private readonly mail: MailOutbox;

  constructor(db: Db, config: Config, mail: MailOutbox) {
    this.db = db;
    this.config = config;
    this.mail = mail;
  }

  /** The studio page of a request's thread. */
  threadUrl(requestId: string): string {
    return `${this.config.publicUrl}/studio/requests/${encodeURIComponent(requestId)}`;
  }

  private view(row: RequestRow, principal: Principal): RequestView {
    return {
      request_id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      app_id: row.app_id ?? null,
      severity: row.severity,
      reproduction: row.reproduction ?? null,
      expected: row.expected ?? null,
      acceptance: row.acceptance ?? null,
      attachments: JSON.parse(row.attachments),
      status: row.status,
      deployed_commit: row.deployed_commit ?? null,
      created_date: iso(row.created_at),
      updated_date: iso(row.updated_at),
      url: this.threadUrl(row.id),
      mine: row.account_id === principal.accountId,
      ...(principal.isPlatformTeam ? { requester_email: row.requester_email } : {}),
    };
  }

  /**
   * The request if the caller may see it: their own (an app-locked token: only about its app), or any
   * for the platform team. Anything else is `not_found`, as a request that does not exist.
   */
  private async visible(principal: Principal, requestId: string, q: Queryable = this.db, lock = false): Promise<RequestRow> {
    const forUpdate = lock && q.dialect === 'postgres' ? ' FOR UPDATE OF r' : '';
    const row = await q.get<RequestRow>(`${SELECT_REQUEST} WHERE r.id = ?${forUpdate}`, [requestId]);
    const lockedOut = principal.appLock !== null && row?.app_id !== principal.appLock;
    if (!row || lockedOut || (row.account_id !== principal.accountId && !principal.isPlatformTeam)) {
      throw new ServiceError('not_found', 'Platform request not found');
    }
    return row;
  }

  async create(principal: Principal, input: RequestInput): Promise<{ request: RequestView; redactions: Redaction[] }> {
    const attachments = input.attachments ?? [];
    const size = bytes(input.title, input.body, input.reproduction, input.expected, input.acceptance, ...attachments);
    if (size > MAX_REQUEST_BYTES) throw tooLarge('The request', size);
    const appId = input.app_id ?? principal.appLock ?? null;

    const redactions: Redaction[] = [];
    const clean = (text: string | undefined, field: string) => (text === undefined ? null : redact(text, field, redactions));
    const fields = {
      title: clean(input.title, 'title')!,
      body: clean(input.body, 'body')!,
      reproduction: clean(input.reproduction, 'reproduction'),
      expected: clean(input.expected, 'expected'),
      acceptance: clean(input.acceptance, 'acceptance'),
      attachments: attachments.map((a, i) => redact(a, `attachments[${i}]`, redactions)),
    };

    const id = newId('preq');
    const now = Date.now();
    await this.db.transaction(async (tx) => {
      // Locks the account's quota row, so concurrent creations count one after another.
      await tx.run(
        `INSERT INTO platform_request_quota (account_id, touched_at) VALUES (?, ?)
         ON CONFLICT (account_id) DO UPDATE SET touched_at = excluded.touched_at`,
        [principal.accountId, now],
      );
      const recent = await tx.get<{ n: number | string; oldest: number | string | null }>(
        'SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM platform_requests WHERE account_id = ? AND created_at > ?',
        [principal.accountId, now - DAY_MS],
      );
      if (Number(recent?.n ?? 0) >= REQUESTS_PER_DAY) {
        const retryAfter = Math.max(1, Math.ceil((Number(recent!.oldest) + DAY_MS - now) / 1000));
        throw new ServiceError(
          'rate_limited',
          `Platform request limit reached: ${REQUESTS_PER_DAY} per account per day. Reply to an existing request, or retry in ${retryAfter} s.`,
          { retry_after: retryAfter, limit_per_day: REQUESTS_PER_DAY },
        );
      }
      await tx.run(
        `INSERT INTO platform_requests (id, account_id, app_id, type, title, body, severity, reproduction, expected, acceptance,
           attachments, status, deployed_commit, redactions, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', NULL, ?, ?, ?)`,
        [
          id,
          principal.accountId,
          appId,
          input.type,
          fields.title,
          fields.body,
          input.severity,
          fields.reproduction,
          fields.expected,
          fields.acceptance,
          JSON.stringify(fields.attachments),
          redactions.length,
          now,
          now,
        ],
      );
    });
    const row = await this.visible(principal, id);
    return { request: this.view(row, principal), redactions };
  }

  private async entries(requestIds: string[], since: number | null): Promise<Map<string, ThreadEntry[]>> {
    const out = new Map<string, ThreadEntry[]>();
    if (!requestIds.length) return out;
    const marks = requestIds.map(() => '?').join(', ');
    const rows = await this.db.all<EntryRow>(
      `${SELECT_ENTRY} WHERE request_id IN (${marks})${since === null ? '' : ' AND created_at > ?'} ORDER BY created_at, seq`,
      [...requestIds, ...(since === null ? [] : [since])],
    );
    for (const row of rows) {
      const list = out.get(row.request_id) ?? [];
      list.push(entryView(row));
      out.set(row.request_id, list);
    }
    return out;
  }

  async get(principal: Principal, requestId: string, since: number | null) {
    const row = await this.visible(principal, requestId);
    const thread = (await this.entries([row.id], null)).get(row.id) ?? [];
    const request = this.view(row, principal);
    if (since === null) return { request, thread };
    const newer = thread.filter((e) => Date.parse(e.created_date) > since);
    return { request, thread, changes_since: changesSince(since, newer) };
  }

  async list(
    principal: Principal,
    options: { app_id?: string; status?: RequestStatus; since: number | null; limit: number; scope: 'mine' | 'all' },
  ) {
    if (options.scope === 'all' && !principal.isPlatformTeam) {
      throw new ServiceError('permission_denied', 'Permission denied: scope=all is for the platform team; use scope=mine');
    }
    const where: string[] = [];
    const params: Array<string | number> = [];
    if (options.scope === 'mine') {
      where.push('r.account_id = ?');
      params.push(principal.accountId);
    }
    if (principal.appLock) {
      where.push('r.app_id = ?');
      params.push(principal.appLock);
    }
    if (options.app_id) {
      where.push('r.app_id = ?');
      params.push(options.app_id);
    }
    if (options.status) {
      where.push('r.status = ?');
      params.push(options.status);
    }
    if (options.since !== null) {
      where.push('r.updated_at > ?');
      params.push(options.since);
    }
    const rows = await this.db.all<RequestRow>(
      `${SELECT_REQUEST}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY r.updated_at DESC, r.id LIMIT ?`,
      [...params, options.limit + 1],
    );
    const page = rows.slice(0, options.limit);
    const since = options.since;
    const changes =
      since === null
        ? null
        : await this.entries(
            page.map((r) => r.id),
            since,
          );
    return {
      requests: page.map((row) => ({
        ...this.view(row, principal),
        ...(changes && since !== null ? { changes_since: changesSince(since, changes.get(row.id) ?? [], LIST_CHANGES_SHOWN) } : {}),
      })),
      count: page.length,
      has_more: rows.length > options.limit,
      scope: options.scope,
      ...(since !== null ? { since: iso(since) } : {}),
    };
  }

  private async addEntry(
    q: Queryable,
    requestId: string,
    principal: Principal,
    role: 'requester' | 'team',
    body: string,
    change: { from: RequestStatus; to: RequestStatus } | null,
    deployedCommit: string | null,
    at: number,
  ): Promise<string> {
    const id = newId('pre');
    await q.run(
      `INSERT INTO platform_request_entries (id, request_id, author_account_id, author_role, body, status_from, status_to, deployed_commit, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, requestId, principal.accountId, role, body, change?.from ?? null, change?.to ?? null, deployedCommit, at],
    );
    return id;
  }

  private async entry(q: Queryable, id: string): Promise<ThreadEntry> {
    return entryView((await q.get<EntryRow>(`${SELECT_ENTRY} WHERE id = ?`, [id]))!);
  }

  /**
   * A reply in the thread. The requester's answer to `needs_info` reopens the request (`open`);
   * `as_team` is for the platform team, and a team member's reply on someone else's request is the team's.
   */
  async reply(principal: Principal, requestId: string, body: string, asTeam: boolean) {
    if (asTeam && !principal.isPlatformTeam) {
      throw new ServiceError('permission_denied', 'Permission denied: as_team is for the platform team');
    }
    const size = bytes(body);
    if (size > MAX_REQUEST_BYTES) throw tooLarge('The reply', size);
    const redactions: Redaction[] = [];
    const clean = redact(body, 'body', redactions);
    return this.db.transaction(async (tx) => {
      const row = await this.visible(principal, requestId, tx, true);
      const role = asTeam || row.account_id !== principal.accountId ? 'team' : 'requester';
      const now = Date.now();
      let change: { from: RequestStatus; to: RequestStatus } | null = null;
      if (role === 'requester' && row.status === 'needs_info') {
        const moved = await tx.run(`UPDATE platform_requests SET status = 'open', updated_at = ? WHERE id = ? AND status = 'needs_info'`, [
          now,
          row.id,
        ]);
        if (moved.changes) change = { from: 'needs_info', to: 'open' };
      }
      if (!change) await tx.run('UPDATE platform_requests SET updated_at = ? WHERE id = ?', [now, row.id]);
      const entryId = await this.addEntry(tx, row.id, principal, role, clean, change, null, now);
      return {
        request_id: row.id,
        status: change ? change.to : row.status,
        reopened: !!change,
        entry: await this.entry(tx, entryId),
        redactions,
        url: this.threadUrl(row.id),
      };
    });
  }

  /** Platform team only: a status change (any state to any other, spec table), a reply, a deployed commit. */
  async update(principal: Principal, requestId: string, input: { status?: RequestStatus; reply?: string; deployed_commit?: string }) {
    if (!principal.isPlatformTeam) {
      throw new ServiceError('permission_denied', 'Permission denied: update_platform_request is for the platform team');
    }
    if (input.status === undefined && input.reply === undefined && input.deployed_commit === undefined) {
      throw new ServiceError('invalid_params', 'Invalid arguments for update_platform_request: give status, reply or deployed_commit');
    }
    if (input.reply !== undefined && bytes(input.reply) > MAX_REQUEST_BYTES) throw tooLarge('The reply', bytes(input.reply));
    const redactions: Redaction[] = [];
    const reply = input.reply === undefined ? '' : redact(input.reply, 'reply', redactions);
    return this.db.transaction(async (tx) => {
      const row = await this.visible(principal, requestId, tx, true);
      const next = input.status ?? row.status;
      if (input.deployed_commit !== undefined && next !== 'deployed') {
        throw new ServiceError(
          'invalid_params',
          `Invalid arguments for update_platform_request: deployed_commit goes with status deployed (the request is ${next})`,
        );
      }
      const now = Date.now();
      const changed = next !== row.status;
      const commit = input.deployed_commit ?? (changed ? null : row.deployed_commit);
      await tx.run('UPDATE platform_requests SET status = ?, deployed_commit = ?, updated_at = ? WHERE id = ?', [
        next,
        next === 'deployed' ? commit : null,
        now,
        row.id,
      ]);
      const entryId = await this.addEntry(
        tx,
        row.id,
        principal,
        'team',
        reply,
        changed ? { from: row.status, to: next } : null,
        input.deployed_commit ?? null,
        now,
      );
      // Mailed when the status is set (again with a new note counts: a second question is news too).
      let mailed = false;
      if (input.status && MAILED.has(input.status) && (changed || reply || input.deployed_commit)) {
        await this.mail.enqueue(tx, this.notice(row, input.status, reply, next === 'deployed' ? commit : null));
        mailed = true;
      }
      const updated = await this.visible(principal, row.id, tx);
      return { request: this.view(updated, principal), entry: await this.entry(tx, entryId), mailed, redactions };
    });
  }

  private notice(row: RequestRow, status: RequestStatus, reply: string, commit: string | null) {
    const url = this.threadUrl(row.id);
    const note = reply ? `\n\nThe platform team wrote:\n\n${reply}\n` : '\n';
    if (status === 'needs_info') {
      return {
        to: row.requester_email,
        accountId: row.account_id,
        purpose: 'platform_request_needs_info',
        subject: `More information needed: ${row.title}`,
        text:
          `Hello,\n\nthe platform team needs more information about your request "${row.title}" (${row.id}).${note}\n` +
          `Answer in the studio: ${url}\nor with reply_platform_request (request_id ${row.id}). Your answer reopens the request.\n`,
      };
    }
    return {
      to: row.requester_email,
      accountId: row.account_id,
      purpose: 'platform_request_deployed',
      subject: `Deployed: ${row.title}`,
      text:
        `Hello,\n\nyour request "${row.title}" (${row.id}) is deployed${commit ? ` in commit ${commit}` : ''}.${note}\n` +
        `The thread: ${url}\n`,
    };
  }
}
