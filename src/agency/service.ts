/**
 * Agency mode and studio sharing.
 *
 * An agent account keeps client records and hands agent-owned apps over through claim links: the
 * raw claim token is returned once (and mailed to the client), only its SHA-256 is stored. The
 * client accepts in the studio, signed in with the invited, verified address; the transfer then
 * happens in one transaction (docs/decisions.md, "Claim handoff states").
 *
 * Owners share an app with studio collaborators (editor or viewer) by a mailed invitation that the
 * invitee accepts the same way. The roles are enforced by the one access check (src/apps/access.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { EMAIL_RE, normaliseEmail, type Account, type IdentityService } from '../identity/service.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { CollaboratorRole } from '../platform/roles.ts';
import { iso } from '../platform/time.ts';
import type { AppRow } from '../platform/types.ts';
import type { Db, Queryable } from '../storage/index.ts';

const DAY_MS = 86_400_000;
export const DEFAULT_CLAIM_DAYS = 14;
export const MAX_CLAIM_DAYS = 90;
/** How long a collaborator invitation stays usable. */
export const INVITATION_DAYS = 14;
export const MAX_NOTE_CHARS = 2000;
export const MAX_NAME_CHARS = 200;

export type HandoffStatus = 'pending' | 'claimed' | 'expired' | 'revoked';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

/** A valid, normalised email address, or invalid_params naming the argument. */
export function cleanEmail(raw: string, field = 'client_email'): string {
  const email = normaliseEmail(raw);
  if (email.length > 320 || !EMAIL_RE.test(email))
    throw new ServiceError('invalid_params', `Invalid ${field}: "${raw.slice(0, 80)}" is not an email address`);
  return email;
}

interface ClientRow {
  id: string;
  agent_account_id: string;
  client_email: string;
  client_full_name: string;
  note: string;
  created_at: number;
  updated_at: number;
}

interface HandoffRow {
  id: string;
  agent_account_id: string;
  client_id: string;
  app_id: string;
  client_email: string;
  keep_agent_collaborator: number;
  status: 'pending' | 'claimed' | 'revoked';
  expires_in_days: number;
  expires_at: number;
  created_at: number;
  claimed_at: number | null;
  claimed_by_account_id: string | null;
  revoked_at: number | null;
}

interface InvitationRow {
  id: string;
  app_id: string;
  email: string;
  role: CollaboratorRole;
  invited_by_account_id: string;
  status: 'pending' | 'accepted' | 'revoked';
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  accepted_by_account_id: string | null;
}

export interface ClientView {
  client_id: string;
  client_email: string;
  client_full_name: string;
  note: string;
  created_at: string;
  updated_at: string;
}

export interface HandoffView {
  handoff_id: string;
  app_id: string;
  app_name: string;
  client_email: string;
  keep_agent_collaborator: boolean;
  status: HandoffStatus;
  claim_expires_in_days: number;
  expires_at: string;
  created_at: string;
  claimed_at: string | null;
  revoked_at: string | null;
}

const clientView = (r: ClientRow): ClientView => ({
  client_id: r.id,
  client_email: r.client_email,
  client_full_name: r.client_full_name,
  note: r.note,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** The stored status, with `expired` for a pending link past its time. */
export function handoffStatus(r: Pick<HandoffRow, 'status' | 'expires_at'>, now = Date.now()): HandoffStatus {
  return r.status === 'pending' && Number(r.expires_at) <= now ? 'expired' : r.status;
}

const handoffView = (r: HandoffRow & { app_name: string }): HandoffView => ({
  handoff_id: r.id,
  app_id: r.app_id,
  app_name: r.app_name,
  client_email: r.client_email,
  keep_agent_collaborator: !!Number(r.keep_agent_collaborator),
  status: handoffStatus(r),
  claim_expires_in_days: Number(r.expires_in_days),
  expires_at: iso(r.expires_at),
  created_at: iso(r.created_at),
  claimed_at: iso(r.claimed_at),
  revoked_at: iso(r.revoked_at),
});

const HANDOFF_SELECT = `SELECT h.id, h.agent_account_id, h.client_id, h.app_id, h.client_email, h.keep_agent_collaborator, h.status,
  h.expires_in_days, h.expires_at, h.created_at, h.claimed_at, h.claimed_by_account_id, h.revoked_at, a.name AS app_name
  FROM agency_handoffs h JOIN apps a ON a.id = h.app_id`;

export interface ClaimLinkInput {
  client_email: string;
  client_full_name?: string;
  note?: string;
  keep_agent_collaborator: boolean;
  claim_expires_in_days: number;
}

export interface AgencyDeps {
  db: Db;
  config: Config;
  identity: IdentityService;
  mail: MailOutbox;
}

/** What a signed-in studio user is, for claim and invitation pages. */
export interface Claimant {
  account: Account;
  emailVerified: boolean;
}

export class AgencyService {
  private readonly s: AgencyDeps;
  constructor(deps: AgencyDeps) {
    this.s = deps;
  }

  private get db() {
    return this.s.db;
  }

  // ------------------------------------------------------------------ clients

  /**
   * Creates the agent's client record, or updates it: fields that are given replace the stored ones,
   * omitted ones stay. Creates no user and transfers nothing.
   */
  async upsertClient(
    q: Queryable,
    agentId: string,
    input: { client_email: string; client_full_name?: string; note?: string },
  ): Promise<{ client: ClientView; created: boolean }> {
    const email = cleanEmail(input.client_email);
    const now = Date.now();
    const existing = await q.get<ClientRow>('SELECT * FROM agency_clients WHERE agent_account_id = ? AND client_email = ?', [
      agentId,
      email,
    ]);
    if (existing) {
      const next: ClientRow = {
        ...existing,
        client_full_name: input.client_full_name ?? existing.client_full_name,
        note: input.note ?? existing.note,
        updated_at: now,
      };
      await q.run('UPDATE agency_clients SET client_full_name = ?, note = ?, updated_at = ? WHERE id = ?', [
        next.client_full_name,
        next.note,
        now,
        existing.id,
      ]);
      return { client: clientView(next), created: false };
    }
    const row: ClientRow = {
      id: newId('cli'),
      agent_account_id: agentId,
      client_email: email,
      client_full_name: input.client_full_name ?? '',
      note: input.note ?? '',
      created_at: now,
      updated_at: now,
    };
    // ON CONFLICT DO NOTHING: two concurrent first calls for one client both end with the one record.
    await q.run(
      `INSERT INTO agency_clients (id, agent_account_id, client_email, client_full_name, note, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (agent_account_id, client_email) DO NOTHING`,
      [row.id, agentId, email, row.client_full_name, row.note, now, now],
    );
    const stored = await q.get<ClientRow>('SELECT * FROM agency_clients WHERE agent_account_id = ? AND client_email = ?', [agentId, email]);
    return { client: clientView(stored!), created: stored!.id === row.id };
  }

  createClient(agentId: string, input: { client_email: string; client_full_name?: string; note?: string }) {
    return this.db.transaction((tx) => this.upsertClient(tx, agentId, input));
  }

  async listClients(agentId: string, includeHandoffs: boolean): Promise<Array<ClientView & { handoffs?: HandoffView[] }>> {
    const clients = await this.db.all<ClientRow>('SELECT * FROM agency_clients WHERE agent_account_id = ? ORDER BY created_at, id', [
      agentId,
    ]);
    if (!includeHandoffs) return clients.map(clientView);
    const handoffs = await this.db.all<HandoffRow & { app_name: string }>(
      `${HANDOFF_SELECT} WHERE h.agent_account_id = ? ORDER BY h.created_at, h.id`,
      [agentId],
    );
    return clients.map((c) => ({ ...clientView(c), handoffs: handoffs.filter((h) => h.client_id === c.id).map(handoffView) }));
  }

  // ------------------------------------------------------------------ claim links

  /**
   * Creates a claim link for an app the agent owns (pass the transaction the app was made in, for
   * agency_create_client_app): records or updates the client, withdraws the app's earlier pending
   * links (one live link per app), stores the token's hash and queues the invitation mail.
   */
  async createClaimLink(
    q: Queryable,
    agent: { accountId: string; email: string },
    app: Pick<AppRow, 'id' | 'name'>,
    input: ClaimLinkInput,
  ): Promise<{ handoff: HandoffView; claim_token: string; claim_url: string }> {
    const days = input.claim_expires_in_days;
    if (!Number.isInteger(days) || days < 1 || days > MAX_CLAIM_DAYS) {
      throw new ServiceError(
        'invalid_params',
        `Invalid claim_expires_in_days: ${days}; use a whole number of days from 1 to ${MAX_CLAIM_DAYS}`,
      );
    }
    const { client } = await this.upsertClient(q, agent.accountId, input);
    const now = Date.now();
    await q.run("UPDATE agency_handoffs SET status = 'revoked', revoked_at = ? WHERE app_id = ? AND status = 'pending'", [now, app.id]);
    const token = newSecret();
    const row: HandoffRow = {
      id: newId('hof'),
      agent_account_id: agent.accountId,
      client_id: client.client_id,
      app_id: app.id,
      client_email: client.client_email,
      keep_agent_collaborator: input.keep_agent_collaborator ? 1 : 0,
      status: 'pending',
      expires_in_days: days,
      expires_at: now + days * DAY_MS,
      created_at: now,
      claimed_at: null,
      claimed_by_account_id: null,
      revoked_at: null,
    };
    await q.run(
      `INSERT INTO agency_handoffs (id, agent_account_id, client_id, app_id, client_email, keep_agent_collaborator, token_hash, status,
         expires_in_days, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
      [
        row.id,
        row.agent_account_id,
        row.client_id,
        row.app_id,
        row.client_email,
        row.keep_agent_collaborator,
        sha256(token),
        days,
        row.expires_at,
        now,
      ],
    );
    const claimUrl = `${this.s.config.publicUrl}/studio/claim#token=${token}`;
    const greeting = client.client_full_name ? `Hello ${client.client_full_name},` : 'Hello,';
    await this.s.mail.enqueue(q, {
      to: client.client_email,
      purpose: 'agency_claim',
      subject: `${agent.email} built "${app.name}" for you on Fine Structure`,
      text:
        `${greeting}\n\n${agent.email} built the app "${app.name}" for you. To take it over, open this link, sign up or sign in ` +
        `with ${client.client_email} and accept (the link works until ${iso(row.expires_at)}):\n\n${claimUrl}\n\n` +
        (input.keep_agent_collaborator
          ? `${agent.email} stays on the app as an editor after you accept; you can remove them under Sharing.\n`
          : `${agent.email} keeps no access once you accept.\n`) +
        '\nIf you did not expect this, ignore this message: nothing changes until you accept.\n',
    });
    return { handoff: handoffView({ ...row, app_name: app.name }), claim_token: token, claim_url: claimUrl };
  }

  /** createClaimLink in its own transaction (agency_create_claim_link). */
  createLink(agent: { accountId: string; email: string }, app: Pick<AppRow, 'id' | 'name'>, input: ClaimLinkInput) {
    return this.db.transaction((tx) => this.createClaimLink(tx, agent, app, input));
  }

  async getHandoff(agentId: string, handoffId: string): Promise<HandoffView> {
    const row = await this.db.get<HandoffRow & { app_name: string }>(`${HANDOFF_SELECT} WHERE h.id = ? AND h.agent_account_id = ?`, [
      handoffId,
      agentId,
    ]);
    if (!row) throw new ServiceError('not_found', 'Handoff not found');
    return handoffView(row);
  }

  /** What the claim page shows to whoever holds the link (the invited client), signed in or not. */
  async inspectClaim(token: string, viewer: Claimant | null) {
    const row = await this.db.get<HandoffRow & { app_name: string; app_description: string; agent_email: string; agent_name: string }>(
      `SELECT h.*, a.name AS app_name, a.description AS app_description, g.email AS agent_email, g.full_name AS agent_name
       FROM agency_handoffs h JOIN apps a ON a.id = h.app_id JOIN accounts g ON g.id = h.agent_account_id WHERE h.token_hash = ?`,
      [sha256(token)],
    );
    if (!row) throw new ServiceError('not_found', 'This claim link is not valid. Check that you opened the whole link from the mail.');
    const status = handoffStatus(row);
    return {
      status,
      app_name: row.app_name,
      app_description: row.app_description,
      agent_email: row.agent_email,
      agent_name: row.agent_name,
      client_email: row.client_email,
      keep_agent_collaborator: !!Number(row.keep_agent_collaborator),
      expires_at: iso(row.expires_at),
      // The claimed app's id only to the client who claimed it (for the link to it).
      app_id: status === 'claimed' && viewer?.account.id === row.claimed_by_account_id ? row.app_id : null,
      signed_in_as: viewer ? viewer.account.email : null,
      email_matches: viewer ? normaliseEmail(viewer.account.email) === row.client_email : false,
      email_verified: viewer ? viewer.emailVerified : false,
    };
  }

  /**
   * Accepts a claim link: the app, with its files, data, publications, domains and secrets (all
   * keyed by the app), becomes the client's in one transaction. The agent's tokens locked to the
   * app are revoked; the agent stays as an editor only when the link says so. Of two concurrent
   * accepts exactly one wins: the conditional update of the pending handoff is the arbiter.
   */
  async acceptClaim(token: string, claimant: Claimant): Promise<{ app_id: string; app_name: string; agent_kept_as_editor: boolean }> {
    const hash = sha256(token);
    const now = Date.now();
    const { result, revokedTokens } = await this.db.transaction(async (tx) => {
      const h = await tx.get<HandoffRow & { app_name: string; agent_email: string }>(
        `SELECT h.*, a.name AS app_name, g.email AS agent_email FROM agency_handoffs h JOIN apps a ON a.id = h.app_id
         JOIN accounts g ON g.id = h.agent_account_id WHERE h.token_hash = ?`,
        [hash],
      );
      if (!h) throw new ServiceError('not_found', 'This claim link is not valid. Check that you opened the whole link from the mail.');
      checkClaimable(h, now);
      if (normaliseEmail(claimant.account.email) !== h.client_email) {
        throw new ServiceError(
          'permission_denied',
          `This claim link is for ${h.client_email}, and you are signed in as ${claimant.account.email}. Sign in with ${h.client_email} to accept it.`,
        );
      }
      if (!claimant.emailVerified && !(await this.s.identity.emailVerified(claimant.account.id, tx))) {
        throw new ServiceError('permission_denied', `Confirm your address ${h.client_email} first (we sent you a link), then accept.`);
      }
      const won = await tx.run(
        "UPDATE agency_handoffs SET status = 'claimed', claimed_at = ?, claimed_by_account_id = ? WHERE id = ? AND status = 'pending' AND expires_at > ?",
        [now, claimant.account.id, h.id, now],
      );
      if (!won.changes) throw new ServiceError('conflict', 'This app has already been claimed.');
      const moved = await tx.run(
        'UPDATE apps SET owner_account_id = ?, updated_at = ?, last_activity_at = ? WHERE id = ? AND owner_account_id = ? AND deleted_at IS NULL',
        [claimant.account.id, now, now, h.app_id, h.agent_account_id],
      );
      if (!moved.changes)
        throw new ServiceError('conflict', 'This app can no longer be handed over by this link. Ask the sender for a new one.');
      await tx.run('UPDATE conversations SET account_id = ? WHERE app_id = ?', [claimant.account.id, h.app_id]);
      // The client starts with the app to themselves (plus the agent, when asked): earlier sharing was the agent's.
      await tx.run('DELETE FROM app_collaborators WHERE app_id = ?', [h.app_id]);
      await tx.run("UPDATE app_invitations SET status = 'revoked' WHERE app_id = ? AND status = 'pending'", [h.app_id]);
      await tx.run("UPDATE agency_handoffs SET status = 'revoked', revoked_at = ? WHERE app_id = ? AND status = 'pending'", [
        now,
        h.app_id,
      ]);
      const keep = !!Number(h.keep_agent_collaborator);
      if (keep) {
        await tx.run('INSERT INTO app_collaborators (app_id, account_id, role, added_by_account_id, created_at) VALUES (?, ?, ?, ?, ?)', [
          h.app_id,
          h.agent_account_id,
          'editor',
          claimant.account.id,
          now,
        ]);
      }
      const revokedTokens = await this.s.identity.revokeAppLockedTokens(tx, h.agent_account_id, h.app_id);
      await this.s.mail.enqueue(tx, {
        to: h.agent_email,
        purpose: 'agency_claimed',
        accountId: h.agent_account_id,
        subject: `${claimant.account.email} accepted "${h.app_name}"`,
        text:
          `Hello,\n\n${claimant.account.email} accepted the app "${h.app_name}": it is theirs now. ` +
          (keep ? 'You stay on it as an editor.' : 'You no longer have access to it.') +
          ' Tokens locked to the app have stopped working.\n',
      });
      return { result: { app_id: h.app_id, app_name: h.app_name, agent_kept_as_editor: keep }, revokedTokens };
    });
    this.s.identity.forgetTokens(revokedTokens);
    return result;
  }

  // ------------------------------------------------------------------ studio collaborators

  /** Invites `email` to the app as editor or viewer (the owner acts); the invitation is mailed. */
  async invite(owner: Account, app: AppRow, input: { email: string; role: CollaboratorRole }) {
    const email = cleanEmail(input.email, 'email');
    if (email === normaliseEmail(owner.email)) throw new ServiceError('invalid_request', 'You own this app already.');
    const token = newSecret();
    const now = Date.now();
    const id = newId('inv');
    await this.db.transaction(async (tx) => {
      await tx.run("UPDATE app_invitations SET status = 'revoked' WHERE app_id = ? AND email = ? AND status = 'pending'", [app.id, email]);
      await tx.run(
        `INSERT INTO app_invitations (id, app_id, email, role, token_hash, invited_by_account_id, status, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
        [id, app.id, email, input.role, sha256(token), owner.id, now, now + INVITATION_DAYS * DAY_MS],
      );
      const url = `${this.s.config.publicUrl}/studio/invitation#token=${token}`;
      await this.s.mail.enqueue(tx, {
        to: email,
        purpose: 'app_invitation',
        subject: `${owner.email} shared "${app.name}" with you on Fine Structure`,
        text:
          `Hello,\n\n${owner.email} invited you to the app "${app.name}" as ${input.role === 'editor' ? 'an editor' : 'a viewer'}. ` +
          `To accept, open this link and sign up or sign in with ${email} (it works for ${INVITATION_DAYS} days):\n\n${url}\n\n` +
          'If you did not expect this, ignore this message.\n',
      });
    });
    return { invitation_id: id, email, role: input.role, expires_at: iso(now + INVITATION_DAYS * DAY_MS) };
  }

  async sharing(appId: string) {
    const collaborators = await this.db.all<{
      account_id: string;
      email: string;
      full_name: string;
      role: CollaboratorRole;
      created_at: number;
    }>(
      `SELECT c.account_id, a.email, a.full_name, c.role, c.created_at FROM app_collaborators c JOIN accounts a ON a.id = c.account_id
       WHERE c.app_id = ? ORDER BY c.created_at, a.email`,
      [appId],
    );
    const now = Date.now();
    const invitations = await this.db.all<InvitationRow>(
      "SELECT * FROM app_invitations WHERE app_id = ? AND status = 'pending' AND expires_at > ? ORDER BY created_at",
      [appId, now],
    );
    return {
      collaborators: collaborators.map((c) => ({ ...c, created_at: iso(c.created_at) })),
      invitations: invitations.map((i) => ({
        invitation_id: i.id,
        email: i.email,
        role: i.role,
        created_at: iso(i.created_at),
        expires_at: iso(i.expires_at),
      })),
    };
  }

  async setCollaboratorRole(appId: string, accountId: string, role: CollaboratorRole): Promise<boolean> {
    const r = await this.db.run('UPDATE app_collaborators SET role = ? WHERE app_id = ? AND account_id = ?', [role, appId, accountId]);
    return r.changes > 0;
  }

  async removeCollaborator(appId: string, accountId: string): Promise<boolean> {
    const r = await this.db.run('DELETE FROM app_collaborators WHERE app_id = ? AND account_id = ?', [appId, accountId]);
    return r.changes > 0;
  }

  async revokeInvitation(appId: string, invitationId: string): Promise<boolean> {
    const r = await this.db.run("UPDATE app_invitations SET status = 'revoked' WHERE id = ? AND app_id = ? AND status = 'pending'", [
      invitationId,
      appId,
    ]);
    return r.changes > 0;
  }

  async inspectInvitation(token: string, viewer: Claimant | null) {
    const row = await this.db.get<InvitationRow & { app_name: string; owner_email: string }>(
      `SELECT i.*, a.name AS app_name, o.email AS owner_email FROM app_invitations i JOIN apps a ON a.id = i.app_id
       JOIN accounts o ON o.id = a.owner_account_id WHERE i.token_hash = ? AND a.deleted_at IS NULL`,
      [sha256(token)],
    );
    if (!row) throw new ServiceError('not_found', 'This invitation link is not valid. Check that you opened the whole link from the mail.');
    const status = row.status === 'pending' && Number(row.expires_at) <= Date.now() ? 'expired' : row.status;
    return {
      status,
      app_name: row.app_name,
      owner_email: row.owner_email,
      email: row.email,
      role: row.role,
      expires_at: iso(row.expires_at),
      app_id: status === 'accepted' && viewer?.account.id === row.accepted_by_account_id ? row.app_id : null,
      signed_in_as: viewer ? viewer.account.email : null,
      email_matches: viewer ? normaliseEmail(viewer.account.email) === row.email : false,
      email_verified: viewer ? viewer.emailVerified : false,
    };
  }

  async acceptInvitation(token: string, who: Claimant): Promise<{ app_id: string; app_name: string; role: CollaboratorRole }> {
    const now = Date.now();
    return this.db.transaction(async (tx) => {
      const inv = await tx.get<InvitationRow & { app_name: string; owner_account_id: string }>(
        `SELECT i.*, a.name AS app_name, a.owner_account_id FROM app_invitations i JOIN apps a ON a.id = i.app_id
         WHERE i.token_hash = ? AND a.deleted_at IS NULL`,
        [sha256(token)],
      );
      if (!inv)
        throw new ServiceError('not_found', 'This invitation link is not valid. Check that you opened the whole link from the mail.');
      if (inv.status === 'accepted') throw new ServiceError('conflict', 'This invitation has already been accepted.');
      if (inv.status === 'revoked') throw new ServiceError('invalid_request', 'This invitation was withdrawn by the owner.');
      if (Number(inv.expires_at) <= now)
        throw new ServiceError('invalid_request', 'This invitation has expired. Ask the owner for a new one.');
      if (normaliseEmail(who.account.email) !== inv.email) {
        throw new ServiceError(
          'permission_denied',
          `This invitation is for ${inv.email}, and you are signed in as ${who.account.email}. Sign in with ${inv.email} to accept it.`,
        );
      }
      if (!who.emailVerified && !(await this.s.identity.emailVerified(who.account.id, tx))) {
        throw new ServiceError('permission_denied', `Confirm your address ${inv.email} first (we sent you a link), then accept.`);
      }
      if (inv.owner_account_id === who.account.id) throw new ServiceError('invalid_request', 'You own this app already.');
      const won = await tx.run(
        "UPDATE app_invitations SET status = 'accepted', accepted_at = ?, accepted_by_account_id = ? WHERE id = ? AND status = 'pending'",
        [now, who.account.id, inv.id],
      );
      if (!won.changes) throw new ServiceError('conflict', 'This invitation has already been accepted.');
      await tx.run(
        `INSERT INTO app_collaborators (app_id, account_id, role, added_by_account_id, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (app_id, account_id) DO UPDATE SET role = excluded.role`,
        [inv.app_id, who.account.id, inv.role, inv.invited_by_account_id, now],
      );
      return { app_id: inv.app_id, app_name: inv.app_name, role: inv.role };
    });
  }
}

function checkClaimable(h: HandoffRow, now: number) {
  const status = handoffStatus(h, now);
  if (status === 'claimed') throw new ServiceError('conflict', 'This app has already been claimed.');
  if (status === 'revoked')
    throw new ServiceError('invalid_request', 'This claim link was replaced or withdrawn. Ask the sender for the current link.');
  if (status === 'expired') throw new ServiceError('invalid_request', 'This claim link has expired. Ask the sender for a new one.');
}
