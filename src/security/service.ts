/**
 * App security: the generated app's members and their sessions, the route / entity / function
 * policies, the decisions the published runtime asks for, and the security event log.
 *
 * The service composes the concerns kept in modules of their own: member sessions and sign-in
 * (sessions.ts), the stored policies (policy-store.ts) and the checks of what may be set
 * (policy-input.ts); it keeps the decisions, the member list and the exposure report.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { hashPassword } from '../identity/passwords.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { iso } from '../platform/time.ts';
import type { Actor } from '../platform/types.ts';
import type { RecordsService } from '../records/service.ts';
import { isUniqueViolation, type Db, type Queryable } from '../storage/index.ts';
import { exposureOf, exposureWarnings, type EntityClass, type Exposure } from './default-policies.ts';
import { ownerEvent, SecurityEventLog, type NewSecurityEvent, type SecurityEvent } from './events.ts';
import {
  decideEntityPolicy,
  decideRoutePolicy,
  normaliseRoute,
  type AppMember,
  type EntityAction,
  type EntityDecision,
  type EntityPolicy,
  type RouteDecision,
  type RoutePolicy,
} from './policies.ts';
import { checkMemberRole, invalid, type FunctionPolicy, type FunctionPolicyInput } from './policy-input.ts';
import { PolicyStore } from './policy-store.ts';
import {
  MAX_PASSWORD_CHARS,
  MemberSessions,
  memberOf,
  normaliseEmail,
  SESSION_TTL_MS,
  type SignInFailure,
  type SignInResult,
} from './sessions.ts';

export type { AppMember, EntityAction, EntityDecision, RouteDecision } from './policies.ts';
export {
  checkEntityPolicy,
  checkEntityRules,
  checkMemberRole,
  checkRoutePolicy,
  type FunctionPolicy,
  type FunctionPolicyInput,
} from './policy-input.ts';
export {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  THROTTLE_EMAIL_FAILURES,
  THROTTLE_IP_FAILURES,
  type SignInFailure,
  type SignInResult,
} from './sessions.ts';
export type { Actor };

const MIN_PASSWORD_CHARS = 8;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface MemberInfo extends AppMember {
  created_at: string;
  updated_at: string;
}

function memberInfo(row: any): MemberInfo {
  return { ...memberOf(row), created_at: iso(row.created_at)!, updated_at: iso(row.updated_at)! };
}

export class SecurityService {
  readonly events: SecurityEventLog;
  private readonly db: Db;
  private readonly sessions: MemberSessions;
  private readonly policies: PolicyStore;

  /** Entity schemas, for the exposure analysis (records sits below security). */
  private readonly records: Pick<RecordsService, 'loadSchemas'> | null;

  constructor(db: Db, config: Config, log: Logger, records: Pick<RecordsService, 'loadSchemas'> | null = null) {
    this.db = db;
    this.records = records;
    this.events = new SecurityEventLog(db, log);
    this.sessions = new MemberSessions(db, config, this.events);
    this.policies = new PolicyStore(db, this.events);
  }

  /** Whether session cookies get `Secure` (the public URL is https). */
  get secureCookies(): boolean {
    return this.sessions.secureCookies;
  }

  // -------------------------------------------------------------------------------------------
  // Stored policies (policy-store.ts)

  routePolicies(appId: string, q: Queryable = this.db): Promise<RoutePolicy[]> {
    return this.policies.routePolicies(appId, q);
  }

  entityPolicies(appId: string, q: Queryable = this.db): Promise<Map<string, EntityPolicy>> {
    return this.policies.entityPolicies(appId, q);
  }

  setRoutePolicy(
    appId: string,
    actor: Actor,
    input: { route: string; require_auth: boolean; allowed_roles: string[]; redirect_to?: string },
  ): Promise<RoutePolicy & { previous: RoutePolicy | null }> {
    return this.policies.setRoutePolicy(appId, actor, input);
  }

  setEntityPolicy(
    appId: string,
    actor: Actor,
    input: { entity: string; read: string[]; write: string[]; rules?: unknown },
  ): Promise<EntityPolicy & { previous: EntityPolicy | null }> {
    return this.policies.setEntityPolicy(appId, actor, input);
  }

  /** Where each stored entity policy came from: `owner`, `generated` or `migrated_legacy`. */
  entityPolicyOrigins(appId: string): Promise<Map<string, string>> {
    return this.policies.entityPolicyOrigins(appId);
  }

  /** The generator's safe default policies for entities that have none, in the caller's transaction. */
  applyDefaultPolicies(
    appId: string,
    files: ReadonlyMap<string, string>,
    tx: Queryable,
  ): Promise<Array<EntityClass & { policy: EntityPolicy }>> {
    return this.policies.applyDefaultPolicies(appId, files, tx);
  }

  functionPolicies(appId: string): Promise<FunctionPolicy[]> {
    return this.policies.functionPolicies(appId);
  }

  functionPolicy(appId: string, fn: string): Promise<FunctionPolicy | null> {
    return this.policies.functionPolicy(appId, fn);
  }

  /** Stores a function policy (see PolicyStore.setFunctionPolicy for what omitted fields keep). */
  setFunctionPolicy(
    appId: string,
    actor: Actor,
    input: FunctionPolicyInput,
  ): Promise<FunctionPolicy & { previous: FunctionPolicy | null }> {
    return this.policies.setFunctionPolicy(appId, actor, input);
  }

  // -------------------------------------------------------------------------------------------
  // Decisions (the published runtime, the page mirror and the simulator)

  /**
   * May this caller open this page of the published app? No route policies at all (legacy) or none
   * matching: yes. Denials are recorded (rate-limited) unless `opts.record` is false.
   */
  async decideRoute(
    appId: string,
    route: string,
    member: AppMember | null,
    opts: { record?: boolean; ip?: string | null } = {},
  ): Promise<{ allow: boolean; redirect_to?: string; reason: string }> {
    const d = decideRoutePolicy(await this.policies.routePolicies(appId), route, member);
    if (!d.allow && opts.record !== false) {
      const normalised = normaliseRoute(route);
      this.recordDenial(appId, member, opts.ip, `route:${normalised}`, {
        target: 'route',
        route: normalised,
        policy: d.policy,
        reason: d.reason,
      });
    }
    return d.redirect_to !== undefined
      ? { allow: d.allow, redirect_to: d.redirect_to, reason: d.reason }
      : { allow: d.allow, reason: d.reason };
  }

  /** The full route decision with the deciding pattern (simulator). */
  async explainRoute(appId: string, route: string, member: AppMember | null): Promise<RouteDecision> {
    return decideRoutePolicy(await this.policies.routePolicies(appId), route, member);
  }

  /**
   * May this caller do this action on this entity through the published data API? An entity with no
   * policy keeps the legacy behaviour (reads allowed; writes for signed-in members only). Denials are 401 (anonymous) or 403 (member) and are
   * recorded (rate-limited).
   */
  async decideEntity(
    appId: string,
    entity: string,
    action: EntityAction,
    member: AppMember | null,
    opts: { record?: boolean; ip?: string | null } = {},
  ): Promise<{ allow: boolean; status: 200 | 401 | 403; reason: string }> {
    const d = await this.explainEntity(appId, entity, action, member);
    if (!d.allow && opts.record !== false) {
      this.recordDenial(appId, member, opts.ip, `entity:${entity}:${action}`, {
        target: 'entity',
        entity,
        action,
        rule: d.rule,
        reason: d.reason,
        status: d.status,
      });
    }
    return { allow: d.allow, status: d.status, reason: d.reason };
  }

  /** A denied request, in the rate-limited denial log (one row per target and caller per minute). */
  private recordDenial(
    appId: string,
    member: AppMember | null,
    ip: string | null | undefined,
    target: string,
    details: Record<string, unknown>,
  ): void {
    this.events.recordDenial(
      {
        app_id: appId,
        actor_type: member ? 'member' : 'anonymous',
        actor_id: member?.user_id ?? null,
        actor_email: member?.email ?? null,
        ip: ip ?? null,
        details,
      },
      target,
    );
  }

  async explainEntity(appId: string, entity: string, action: EntityAction, member: AppMember | null): Promise<EntityDecision> {
    const policy = (await this.policies.entityPolicies(appId)).get(entity) ?? null;
    return decideEntityPolicy(policy, action, member);
  }

  // -------------------------------------------------------------------------------------------
  // Sessions (sessions.ts)

  /** Every value of the session cookie in a Cookie header (a browser may send several with one name). */
  static sessionTokens(cookieHeader: string | undefined): string[] {
    return MemberSessions.sessionTokens(cookieHeader);
  }

  /** The signed-in member of this app from the request's cookies; null when none (or expired, or removed). */
  memberFromCookie(appId: string, cookieHeader: string | undefined): Promise<AppMember | null> {
    return this.sessions.memberFromCookie(appId, cookieHeader);
  }

  /** The `Set-Cookie` value of a new session. `path` is `/p/<app_id>` on the platform path, `/` on an app host. */
  sessionCookie(token: string, path: string, maxAgeMs = SESSION_TTL_MS): string {
    return this.sessions.sessionCookie(token, path, maxAgeMs);
  }

  clearSessionCookie(path: string): string {
    return this.sessions.clearSessionCookie(path);
  }

  /** Signs a member in, throttled per app+email and per IP (see MemberSessions.signIn). */
  signIn(appId: string, email: string, password: string, ip: string | null): Promise<SignInResult | SignInFailure> {
    return this.sessions.signIn(appId, email, password, ip);
  }

  /** A short-lived session of the first member with this role, for the owner's inspection (inspect_preview auth_as_role). */
  memberSessionCookie(appId: string, role: string): Promise<{ name: string; value: string } | null> {
    return this.sessions.memberSessionCookie(appId, role);
  }

  /** Ends the sessions named by the cookie header (sign-out). */
  signOut(appId: string, cookieHeader: string | undefined, ip: string | null): Promise<boolean> {
    return this.sessions.signOut(appId, cookieHeader, ip);
  }

  // -------------------------------------------------------------------------------------------
  // Members

  async listMembers(appId: string): Promise<MemberInfo[]> {
    const rows = await this.db.all<any>(
      'SELECT id, email, role, full_name, created_at, updated_at FROM app_members WHERE app_id = ? ORDER BY created_at, id',
      [appId],
    );
    return rows.map(memberInfo);
  }

  async inviteMember(
    appId: string,
    actor: Actor,
    input: { email: string; role: string; password: string; full_name?: string },
  ): Promise<MemberInfo> {
    const role = checkMemberRole(input.role);
    const email = normaliseEmail(input.email);
    if (!EMAIL_RE.test(email) || email.length > 254) throw invalid(`Invalid email address: ${String(input.email).slice(0, 100)}`);
    if (typeof input.password !== 'string' || input.password.length < MIN_PASSWORD_CHARS) {
      throw invalid(
        `password must have at least ${MIN_PASSWORD_CHARS} characters (chosen by the account owner; it is never generated or echoed)`,
      );
    }
    if (input.password.length > MAX_PASSWORD_CHARS) throw invalid(`password must have at most ${MAX_PASSWORD_CHARS} characters`);
    const fullName = String(input.full_name ?? '')
      .trim()
      .slice(0, 200);
    const now = Date.now();
    const row = { id: newId('mem'), app_id: appId, email, full_name: fullName, role, created_at: now, updated_at: now };
    const hash = await hashPassword(input.password);
    try {
      await this.db.run(
        'INSERT INTO app_members (id, app_id, email, full_name, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [row.id, appId, email, fullName, role, hash, now, now],
      );
    } catch (err) {
      if (isUniqueViolation(err))
        throw new ServiceError('conflict', `${email} is already a member of this app (update_app_member_role changes the role)`);
      throw err;
    }
    this.recordOwnerEvent(appId, actor, 'member.invited', { user_id: row.id, email, role, full_name: fullName });
    return memberInfo(row);
  }

  private async requireMember(appId: string, userId: string, q: Queryable = this.db): Promise<any> {
    const row = await q.get<any>('SELECT id, email, role, full_name, created_at, updated_at FROM app_members WHERE app_id = ? AND id = ?', [
      appId,
      userId,
    ]);
    if (!row) throw new ServiceError('not_found', `No member ${String(userId).slice(0, 80)} in this app`);
    return row;
  }

  async updateMemberRole(appId: string, actor: Actor, userId: string, roleInput: string): Promise<MemberInfo & { previous_role: string }> {
    const role = checkMemberRole(roleInput);
    const row = await this.requireMember(appId, userId);
    const now = Date.now();
    await this.db.run('UPDATE app_members SET role = ?, updated_at = ? WHERE id = ? AND app_id = ?', [role, now, userId, appId]);
    this.recordOwnerEvent(appId, actor, 'member.role_updated', { user_id: userId, email: row.email, from: row.role, to: role });
    return { ...memberInfo({ ...row, role, updated_at: now }), previous_role: row.role };
  }

  /** Removes a member; every session of theirs ends at once (the next request is anonymous). */
  async removeMember(appId: string, actor: Actor, userId: string): Promise<{ member: MemberInfo; sessions_ended: number }> {
    return this.db.transaction(async (tx) => {
      const row = await this.requireMember(appId, userId, tx);
      const ended = await tx.run('DELETE FROM app_member_sessions WHERE member_id = ? AND app_id = ?', [userId, appId]);
      await tx.run('DELETE FROM app_members WHERE id = ? AND app_id = ?', [userId, appId]);
      this.recordOwnerEvent(appId, actor, 'member.removed', {
        user_id: userId,
        email: row.email,
        role: row.role,
        sessions_ended: ended.changes,
      });
      return { member: memberInfo(row), sessions_ended: ended.changes };
    });
  }

  /**
   * What anonymous visitors may do with each entity of an app, and a warning per risky entity when
   * they can reach the data API: `access` is `public_open`, or null (not published yet: the warnings
   * say "Once published public_open"). Private and login-gated publications keep anonymous visitors
   * away from the data API, so they get none. publish_app (with the access it just set),
   * validate_app and get_app_security_context share this.
   */
  async exposureReport(
    appId: string,
    access: 'public_open' | 'public_auth' | 'private' | null,
    entityPolicies?: Map<string, EntityPolicy>,
  ): Promise<{ exposure: Exposure[]; warnings: string[] }> {
    const [schemas, policies] = await Promise.all([
      this.records ? this.records.loadSchemas(appId).then((r) => r.schemas) : Promise.resolve(new Map()),
      entityPolicies ? Promise.resolve(entityPolicies) : this.policies.entityPolicies(appId),
    ]);
    const exposure = exposureOf(schemas, policies);
    const warnings =
      access === 'public_open'
        ? exposureWarnings(exposure)
        : access === null
          ? exposureWarnings(exposure, 'Once published public_open: ')
          : [];
    return { exposure, warnings };
  }

  // -------------------------------------------------------------------------------------------
  // Events

  recordOwnerEvent(appId: string, actor: Actor, kind: NewSecurityEvent['kind'], details: Record<string, unknown>): void {
    this.events.record(ownerEvent(appId, actor, kind, details));
  }

  /** Lets other areas (hosting's publish) record an event in the security log. */
  record(ev: NewSecurityEvent): void {
    this.events.record(ev);
  }

  listEvents(appId: string, limit = 50, kinds?: readonly string[]): Promise<SecurityEvent[]> {
    return this.events.list(appId, limit, kinds);
  }

  /** Flushes buffered events (shutdown). */
  flush(): Promise<void> {
    return this.events.flush();
  }
}
