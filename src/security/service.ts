import { iso } from '../platform/time.ts';
import { SignInThrottle } from '../identity/throttle.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../identity/passwords.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { ENTITY_NAME_RE } from '../records/schema.ts';
import { isUniqueViolation, type Db, type Queryable } from '../storage/index.ts';
import type { Actor } from '../platform/types.ts';
import type { RecordsService } from '../records/service.ts';
import { deriveDefaultPolicies, exposureOf, exposureWarnings, type EntityClass, type Exposure } from './default-policies.ts';
import { SecurityEventLog, type NewSecurityEvent, type SecurityEvent } from './events.ts';
import {
  decideEntityPolicy,
  decideRoutePolicy,
  normalisePattern,
  normaliseRole,
  normaliseRoute,
  RESERVED_MEMBER_ROLES,
  ROLE_AUTHENTICATED,
  ROLE_OWNER,
  ROLE_PUBLIC,
  RULE_ACTIONS,
  type AppMember,
  type EntityAction,
  type EntityDecision,
  type EntityPolicy,
  type EntityRules,
  type RouteDecision,
  type RoutePolicy,
} from './policies.ts';

export type { AppMember, EntityAction, EntityDecision, RouteDecision } from './policies.ts';

/** The session cookie of a published app (host-only, scoped to the app's path or host). */
export const SESSION_COOKIE = 'fs_app_session';
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** Sign-in throttle: failures per app+email and per IP inside one window. */
export const THROTTLE_EMAIL_FAILURES = 5;
export const THROTTLE_IP_FAILURES = 20;
/** Policies read by the published runtime are trusted this long; writes in this process invalidate at once. */
const POLICY_CACHE_MS = 1_000;
const MIN_PASSWORD_CHARS = 8;
const MAX_PASSWORD_CHARS = 1024;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FUNCTION_NAME_RE = /^[A-Za-z0-9_-]{1,64}$/;
const SECRET_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const HEADER_RE = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/;
const HOST_RE =
  /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const normaliseEmail = (email: string) => String(email).trim().toLowerCase();
const invalid = (message: string) => new ServiceError('invalid_params', message);

export type { Actor };

export interface MemberInfo extends AppMember {
  created_at: string;
  updated_at: string;
}

export interface FunctionPolicy {
  function: string;
  require_auth: boolean;
  allowed_roles: string[];
  require_secret: boolean;
  secret_name: string;
  secret_header: string;
  /** null: never set (no egress restriction recorded); [] opens egress; otherwise the allow-list. */
  allowed_hosts: string[] | null;
  sdk_identity: 'caller' | 'app';
}

export interface FunctionPolicyInput {
  function: string;
  require_auth: boolean;
  allowed_roles?: string[];
  require_secret?: boolean;
  secret_name?: string;
  secret_header?: string;
  allowed_hosts?: string[];
  sdk_identity?: 'caller' | 'app';
}

export interface SignInResult {
  member: AppMember;
  /** The raw session token: goes into the cookie only, never into logs or events. */
  token: string;
  expires_at: number;
}

export type SignInFailure = { error: 'invalid_credentials' } | { error: 'throttled'; retry_after: number };

function memberOf(row: any): AppMember {
  return { user_id: row.id, email: row.email, role: row.role, full_name: row.full_name };
}

function memberInfo(row: any): MemberInfo {
  return { ...memberOf(row), created_at: iso(row.created_at)!, updated_at: iso(row.updated_at)! };
}

function parseList(s: string | null): string[] {
  try {
    const v = JSON.parse(s ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

function rolesIn(list: readonly string[], what: string, opts: { allowPublic: boolean }): string[] {
  const out: string[] = [];
  for (const raw of list) {
    const r = normaliseRole(raw);
    if (!r) throw invalid(`${what}: "${String(raw).slice(0, 50)}" is not a role (1-40 characters: a-z, 0-9, _ . -)`);
    if (r === 'anonymous')
      throw invalid(
        `${what}: use "${ROLE_PUBLIC}" for anyone including visitors who are not signed in, or "${ROLE_AUTHENTICATED}" for any signed-in member`,
      );
    if (r === ROLE_PUBLIC && !opts.allowPublic) throw invalid(`${what}: "${ROLE_PUBLIC}" is not allowed here`);
    if (!out.includes(r)) out.push(r);
  }
  return out;
}

/** Checks a member role: a role string that is not reserved; `owner` refused (spec, error rule 4). */
export function checkMemberRole(role: string): string {
  const r = normaliseRole(role);
  if (r === ROLE_OWNER)
    throw new ServiceError(
      'invalid_request',
      'The role owner cannot be assigned to an app member: the app has exactly one owner, its studio account',
    );
  if (!r) throw invalid(`Invalid role "${String(role).slice(0, 50)}": 1-40 characters of a-z, 0-9, _ . - (e.g. admin, editor, viewer)`);
  if (RESERVED_MEMBER_ROLES.has(r))
    throw new ServiceError('invalid_request', `The role ${r} names a group of callers in policies and cannot be assigned to a member`);
  return r;
}

/**
 * Validates the entity rules object exactly as the interface document defines it: version 1 only; a
 * non-empty list of rules, each with non-empty `actions` among create/read/update/delete/write and
 * non-empty `subject.roles`; rules are unconditional, so any record condition is refused.
 */
export function checkEntityRules(input: unknown): EntityRules {
  const fail = (m: string) => invalid(`Invalid rules: ${m}`);
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw fail('rules must be an object {version: 1, rules: [...]}');
  const obj = input as Record<string, unknown>;
  for (const k of Object.keys(obj)) {
    if (k !== 'version' && k !== 'rules') throw fail(`unknown field "${k}" (only version and rules)`);
  }
  if (obj.version !== 1) throw fail(`version must be 1 (got ${JSON.stringify(obj.version) ?? 'nothing'}); only version 1 is supported`);
  if (!Array.isArray(obj.rules) || obj.rules.length === 0) throw fail('rules must be a non-empty list');
  if (obj.rules.length > 100) throw fail('at most 100 rules');
  const out: EntityRules = { version: 1, rules: [] };
  const ids = new Set<string>();
  obj.rules.forEach((raw, i) => {
    const at = `rules[${i}]`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw fail(`${at} must be an object`);
    const r = raw as Record<string, unknown>;
    for (const k of Object.keys(r)) {
      if (['condition', 'conditions', 'where', 'filter', 'match', 'record', 'when', 'if', 'owner_field', 'field'].includes(k)) {
        throw fail(
          `${at}.${k}: record conditions are not supported; rules are unconditional (they grant actions to roles on every record of the entity)`,
        );
      }
      if (!['id', 'name', 'description', 'actions', 'subject'].includes(k))
        throw fail(`${at}: unknown field "${k}" (allowed: id, name, description, actions, subject)`);
    }
    const rule: EntityRules['rules'][number] = { actions: [], subject: { roles: [] } };
    for (const k of ['id', 'name', 'description'] as const) {
      if (r[k] === undefined) continue;
      if (typeof r[k] !== 'string' || (r[k] as string).length > (k === 'description' ? 1000 : 100))
        throw fail(`${at}.${k} must be a string of at most ${k === 'description' ? 1000 : 100} characters`);
      rule[k] = r[k] as string;
    }
    if (rule.id !== undefined) {
      if (ids.has(rule.id)) throw fail(`${at}.id "${rule.id}" is used twice`);
      ids.add(rule.id);
    }
    if (!Array.isArray(r.actions) || r.actions.length === 0)
      throw fail(`${at}.actions must be a non-empty list of create, read, update, delete, write`);
    for (const a of r.actions) {
      if (!(RULE_ACTIONS as readonly unknown[]).includes(a))
        throw fail(`${at}.actions: "${String(a).slice(0, 40)}" is not one of create, read, update, delete, write`);
      if (!rule.actions.includes(a)) rule.actions.push(a);
    }
    const subject = r.subject as Record<string, unknown> | undefined;
    if (!subject || typeof subject !== 'object' || Array.isArray(subject)) throw fail(`${at}.subject must be an object {roles: [...]}`);
    for (const k of Object.keys(subject)) {
      if (k !== 'roles') {
        throw fail(
          `${at}.subject.${k}: ${['user_id', 'user', 'owner', 'created_by', 'condition', 'where'].includes(k) ? 'record conditions are not supported; ' : ''}a subject has only roles`,
        );
      }
    }
    if (!Array.isArray(subject.roles) || subject.roles.length === 0)
      throw fail(`${at}.subject.roles must be a non-empty list of role strings`);
    if (!subject.roles.every((x) => typeof x === 'string')) throw fail(`${at}.subject.roles must hold strings`);
    try {
      rule.subject.roles = rolesIn(subject.roles as string[], `${at}.subject.roles`, { allowPublic: true });
    } catch (err) {
      throw fail((err as Error).message);
    }
    out.rules.push(rule);
  });
  return out;
}

/** Validates and normalises a route policy (set_route_policy, simulate_access drafts). */
export function checkRoutePolicy(input: {
  route: string;
  require_auth?: boolean;
  allowed_roles: string[];
  redirect_to?: string;
}): RoutePolicy {
  const route = normalisePattern(input.route);
  if (!route)
    throw invalid(
      `Invalid route "${String(input.route).slice(0, 80)}": a path such as /Dashboard or a pattern such as /admin/* (no query, fragment or spaces; at most 300 characters)`,
    );
  const roles = rolesIn(input.allowed_roles, 'allowed_roles', { allowPublic: false });
  if (roles.includes(ROLE_OWNER)) throw invalid('allowed_roles: "owner" is not a member role; the owner previews the app in the studio');
  const redirectTo = input.redirect_to ?? '/Login';
  if (!/^\/(?!\/)[^\s?#\\]*(?:\?[^\s#]*)?$/.test(redirectTo) || redirectTo.length > 300 || redirectTo.includes('*')) {
    throw invalid(
      `Invalid redirect_to "${String(redirectTo).slice(0, 80)}": a path of this app starting with / (e.g. /Login); other sites are not allowed`,
    );
  }
  return { route, require_auth: input.require_auth ?? true, allowed_roles: roles, redirect_to: redirectTo };
}

/** Validates and normalises an entity policy (set_entity_policy, simulate_access drafts). */
export function checkEntityPolicy(input: { entity: string; read: string[]; write: string[]; rules?: unknown }): EntityPolicy {
  if (!ENTITY_NAME_RE.test(input.entity) || input.entity.length > 100) {
    throw invalid(
      `Invalid entity "${String(input.entity).slice(0, 80)}": an entity name such as Task (a capital letter, then letters and digits)`,
    );
  }
  const read = rolesIn(input.read, 'read', { allowPublic: true });
  const write = rolesIn(input.write, 'write', { allowPublic: true });
  const rules = input.rules === undefined || input.rules === null ? null : checkEntityRules(input.rules);
  return { entity: input.entity, read, write, rules };
}

/**
 * App security: the generated app's members and their sessions, the route / entity / function
 * policies, the decisions the published runtime asks for, and the security event log.
 */
export class SecurityService {
  readonly events: SecurityEventLog;
  private readonly throttle: SignInThrottle;
  private readonly db: Db;
  private readonly config: Config;
  private readonly routeCache = new Map<string, { at: number; policies: RoutePolicy[] }>();
  private readonly entityCache = new Map<string, { at: number; policies: Map<string, EntityPolicy> }>();

  /** Entity schemas, for the exposure analysis (records sits below security). */
  private readonly records: Pick<RecordsService, 'loadSchemas'> | null;

  constructor(db: Db, config: Config, log: Logger, records: Pick<RecordsService, 'loadSchemas'> | null = null) {
    this.db = db;
    this.config = config;
    this.records = records;
    this.events = new SecurityEventLog(db, log);
    this.throttle = new SignInThrottle(db);
  }

  /** Whether session cookies get `Secure` (the public URL is https). */
  get secureCookies(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }

  // -------------------------------------------------------------------------------------------
  // Decisions (the published runtime, the page mirror and the simulator)

  async routePolicies(appId: string, q: Queryable = this.db): Promise<RoutePolicy[]> {
    const hit = this.routeCache.get(appId);
    if (hit && Date.now() - hit.at < POLICY_CACHE_MS && q === this.db) return hit.policies;
    const rows = await q.all<any>(
      'SELECT route, require_auth, allowed_roles, redirect_to FROM route_policies WHERE app_id = ? ORDER BY route',
      [appId],
    );
    const policies = rows.map((r) => ({
      route: r.route,
      require_auth: !!Number(r.require_auth),
      allowed_roles: parseList(r.allowed_roles),
      redirect_to: r.redirect_to,
    }));
    if (q === this.db) {
      if (this.routeCache.size > 5000) this.routeCache.clear();
      this.routeCache.set(appId, { at: Date.now(), policies });
    }
    return policies;
  }

  async entityPolicies(appId: string, q: Queryable = this.db): Promise<Map<string, EntityPolicy>> {
    const hit = this.entityCache.get(appId);
    if (hit && Date.now() - hit.at < POLICY_CACHE_MS && q === this.db) return hit.policies;
    const rows = await q.all<any>('SELECT entity, read_roles, write_roles, rules FROM entity_policies WHERE app_id = ? ORDER BY entity', [
      appId,
    ]);
    const policies = new Map<string, EntityPolicy>();
    for (const r of rows) {
      policies.set(r.entity, {
        entity: r.entity,
        read: parseList(r.read_roles),
        write: parseList(r.write_roles),
        rules: r.rules ? JSON.parse(r.rules) : null,
      });
    }
    if (q === this.db) {
      if (this.entityCache.size > 5000) this.entityCache.clear();
      this.entityCache.set(appId, { at: Date.now(), policies });
    }
    return policies;
  }

  private invalidate(appId: string) {
    this.routeCache.delete(appId);
    this.entityCache.delete(appId);
  }

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
    const d = decideRoutePolicy(await this.routePolicies(appId), route, member);
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
    return decideRoutePolicy(await this.routePolicies(appId), route, member);
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
    const policy = (await this.entityPolicies(appId)).get(entity) ?? null;
    return decideEntityPolicy(policy, action, member);
  }

  // -------------------------------------------------------------------------------------------
  // Sessions

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
    const tokens = SecurityService.sessionTokens(cookieHeader);
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
    const tokens = SecurityService.sessionTokens(cookieHeader);
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

  // -------------------------------------------------------------------------------------------
  // Policies

  async setRoutePolicy(
    appId: string,
    actor: Actor,
    input: { route: string; require_auth: boolean; allowed_roles: string[]; redirect_to?: string },
  ): Promise<RoutePolicy & { previous: RoutePolicy | null }> {
    const policy = checkRoutePolicy(input);
    const route = policy.route;
    const roles = policy.allowed_roles;
    const now = Date.now();
    const previous = await this.db.transaction(async (tx) => {
      const prev = await tx.get<any>(
        'SELECT route, require_auth, allowed_roles, redirect_to FROM route_policies WHERE app_id = ? AND route = ?',
        [appId, route],
      );
      await tx.run(
        `INSERT INTO route_policies (app_id, route, require_auth, allowed_roles, redirect_to, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (app_id, route) DO UPDATE SET require_auth = excluded.require_auth, allowed_roles = excluded.allowed_roles, redirect_to = excluded.redirect_to, updated_at = excluded.updated_at`,
        [appId, route, policy.require_auth ? 1 : 0, JSON.stringify(roles), policy.redirect_to, now, now],
      );
      return prev
        ? {
            route: prev.route,
            require_auth: !!Number(prev.require_auth),
            allowed_roles: parseList(prev.allowed_roles),
            redirect_to: prev.redirect_to,
          }
        : null;
    });
    this.invalidate(appId);
    this.recordOwnerEvent(appId, actor, 'route_policy.set', { route, policy, previous });
    return { ...policy, previous };
  }

  async setEntityPolicy(
    appId: string,
    actor: Actor,
    input: { entity: string; read: string[]; write: string[]; rules?: unknown },
  ): Promise<EntityPolicy & { previous: EntityPolicy | null }> {
    const policy = checkEntityPolicy(input);
    const { read, write, rules } = policy;
    const now = Date.now();
    const previous = await this.db.transaction(async (tx) => {
      const prev = await tx.get<any>('SELECT entity, read_roles, write_roles, rules FROM entity_policies WHERE app_id = ? AND entity = ?', [
        appId,
        input.entity,
      ]);
      await tx.run(
        `INSERT INTO entity_policies (app_id, entity, read_roles, write_roles, rules, created_at, updated_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?, 'owner')
         ON CONFLICT (app_id, entity) DO UPDATE SET read_roles = excluded.read_roles, write_roles = excluded.write_roles, rules = excluded.rules,
           updated_at = excluded.updated_at, origin = 'owner'`,
        [appId, input.entity, JSON.stringify(read), JSON.stringify(write), rules ? JSON.stringify(rules) : null, now, now],
      );
      return prev
        ? {
            entity: prev.entity,
            read: parseList(prev.read_roles),
            write: parseList(prev.write_roles),
            rules: prev.rules ? JSON.parse(prev.rules) : null,
          }
        : null;
    });
    this.invalidate(appId);
    this.recordOwnerEvent(appId, actor, 'entity_policy.set', { entity: input.entity, policy, previous });
    return { ...policy, previous };
  }

  /**
   * Where each stored entity policy came from: `owner` (set_entity_policy), `generated` (the
   * generator's safe defaults) or `migrated_legacy` (kept the old open behaviour of an app published
   * before the safe default; flagged until the owner sets a policy).
   */
  async entityPolicyOrigins(appId: string): Promise<Map<string, string>> {
    const rows = await this.db.all<{ entity: string; origin: string | null }>(
      'SELECT entity, origin FROM entity_policies WHERE app_id = ?',
      [appId],
    );
    return new Map(rows.map((r) => [r.entity, r.origin ?? 'owner']));
  }

  /**
   * The generator's safe default policies (default-policies.ts) for every entity of `files` that has
   * no policy yet, in the caller's transaction (the generation job's file write). Existing policies
   * are never replaced. Returns what was set.
   */
  async applyDefaultPolicies(
    appId: string,
    files: ReadonlyMap<string, string>,
    tx: Queryable,
  ): Promise<Array<EntityClass & { policy: EntityPolicy }>> {
    const derived = deriveDefaultPolicies(files);
    if (!derived.length) return [];
    const now = Date.now();
    const applied: Array<EntityClass & { policy: EntityPolicy }> = [];
    for (const d of derived) {
      const p = d.policy;
      const r = await tx.run(
        `INSERT INTO entity_policies (app_id, entity, read_roles, write_roles, rules, created_at, updated_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?, 'generated')
         ON CONFLICT (app_id, entity) DO NOTHING`,
        [appId, p.entity, JSON.stringify(p.read), JSON.stringify(p.write), p.rules ? JSON.stringify(p.rules) : null, now, now],
      );
      if (r.changes) applied.push(d);
    }
    this.invalidate(appId);
    for (const d of applied) {
      this.events.record({
        app_id: appId,
        kind: 'entity_policy.set',
        actor_type: 'system',
        actor_id: null,
        actor_email: null,
        ip: null,
        details: { entity: d.entity, policy: d.policy, previous: null, origin: 'generated', kind: d.kind, reason: d.reason },
      });
    }
    return applied;
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
      entityPolicies ? Promise.resolve(entityPolicies) : this.entityPolicies(appId),
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

  async functionPolicies(appId: string): Promise<FunctionPolicy[]> {
    const rows = await this.db.all<any>('SELECT * FROM function_policies WHERE app_id = ? ORDER BY function_name', [appId]);
    return rows.map((r) => ({
      function: r.function_name,
      require_auth: !!Number(r.require_auth),
      allowed_roles: parseList(r.allowed_roles),
      require_secret: !!Number(r.require_secret),
      secret_name: r.secret_name,
      secret_header: r.secret_header,
      allowed_hosts: r.allowed_hosts == null ? null : parseList(r.allowed_hosts),
      sdk_identity: r.sdk_identity === 'app' ? 'app' : 'caller',
    }));
  }

  async functionPolicy(appId: string, fn: string): Promise<FunctionPolicy | null> {
    return (await this.functionPolicies(appId)).find((p) => p.function === fn) ?? null;
  }

  /**
   * Stores a function policy. Omitted `allowed_hosts` keeps the stored list (and an empty list opens
   * egress); omitted `sdk_identity` keeps the stored value (`caller` for a new policy). The other
   * fields take the spec's defaults when omitted. `app` identity is owner-only: setting it is the
   * owner's act, and it is accepted only from the owner's own token (checked by the tool).
   */
  async setFunctionPolicy(
    appId: string,
    actor: Actor,
    input: FunctionPolicyInput,
  ): Promise<FunctionPolicy & { previous: FunctionPolicy | null }> {
    let fn = String(input.function).trim();
    const m = /^functions\/(.+)\.js$/.exec(fn);
    if (m) fn = m[1]!;
    if (!FUNCTION_NAME_RE.test(fn))
      throw invalid(
        `Invalid function "${String(input.function).slice(0, 80)}": the name of functions/<name>.js (letters, digits, _ and -)`,
      );
    const roles = rolesIn(input.allowed_roles ?? [], 'allowed_roles', { allowPublic: false });
    if (roles.includes(ROLE_OWNER))
      throw invalid('allowed_roles: "owner" is not a member role; the owner\'s token always reaches its functions');
    const requireSecret = input.require_secret ?? false;
    const secretName = (input.secret_name ?? '').trim();
    if (secretName && !SECRET_NAME_RE.test(secretName))
      throw invalid(`Invalid secret_name "${secretName.slice(0, 80)}": the name of an app secret (letters, digits and _)`);
    if (requireSecret && !secretName)
      throw invalid('require_secret is true but secret_name is empty: name the app secret the caller must present');
    const secretHeader = (input.secret_header ?? 'x-svc-secret').trim().toLowerCase();
    if (!HEADER_RE.test(secretHeader)) throw invalid(`Invalid secret_header "${secretHeader.slice(0, 80)}": an HTTP header name`);
    let hosts: string[] | undefined;
    if (input.allowed_hosts !== undefined) {
      hosts = [];
      for (const h of input.allowed_hosts) {
        const v = String(h).trim().toLowerCase();
        if (!HOST_RE.test(v) || v.length > 260)
          throw invalid(`allowed_hosts: "${String(h).slice(0, 80)}" is not host[:port] (e.g. api.stripe.com or api.example.com:8443)`);
        const port = v.match(/:(\d+)$/)?.[1];
        if (port && (Number(port) < 1 || Number(port) > 65535)) throw invalid(`allowed_hosts: port of "${v}" must be 1-65535`);
        if (!hosts.includes(v)) hosts.push(v);
      }
    }
    const now = Date.now();
    const result = await this.db.transaction(async (tx) => {
      const prevRow = await tx.get<any>('SELECT * FROM function_policies WHERE app_id = ? AND function_name = ?', [appId, fn]);
      const previous: FunctionPolicy | null = prevRow
        ? {
            function: fn,
            require_auth: !!Number(prevRow.require_auth),
            allowed_roles: parseList(prevRow.allowed_roles),
            require_secret: !!Number(prevRow.require_secret),
            secret_name: prevRow.secret_name,
            secret_header: prevRow.secret_header,
            allowed_hosts: prevRow.allowed_hosts == null ? null : parseList(prevRow.allowed_hosts),
            sdk_identity: prevRow.sdk_identity === 'app' ? 'app' : 'caller',
          }
        : null;
      const policy: FunctionPolicy = {
        function: fn,
        require_auth: input.require_auth,
        allowed_roles: roles,
        require_secret: requireSecret,
        secret_name: secretName,
        secret_header: secretHeader,
        allowed_hosts: hosts !== undefined ? hosts : (previous?.allowed_hosts ?? null),
        sdk_identity: input.sdk_identity ?? previous?.sdk_identity ?? 'caller',
      };
      await tx.run(
        `INSERT INTO function_policies (app_id, function_name, require_auth, allowed_roles, require_secret, secret_name, secret_header, allowed_hosts, sdk_identity, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (app_id, function_name) DO UPDATE SET require_auth = excluded.require_auth, allowed_roles = excluded.allowed_roles,
           require_secret = excluded.require_secret, secret_name = excluded.secret_name, secret_header = excluded.secret_header,
           allowed_hosts = excluded.allowed_hosts, sdk_identity = excluded.sdk_identity, updated_at = excluded.updated_at`,
        [
          appId,
          fn,
          policy.require_auth ? 1 : 0,
          JSON.stringify(policy.allowed_roles),
          policy.require_secret ? 1 : 0,
          policy.secret_name,
          policy.secret_header,
          policy.allowed_hosts === null ? null : JSON.stringify(policy.allowed_hosts),
          policy.sdk_identity,
          now,
          now,
        ],
      );
      return { ...policy, previous };
    });
    const { previous, ...policy } = result;
    this.recordOwnerEvent(appId, actor, 'function_policy.set', { function: fn, policy, previous });
    return result;
  }

  // -------------------------------------------------------------------------------------------
  // Events

  recordOwnerEvent(appId: string, actor: Actor, kind: NewSecurityEvent['kind'], details: Record<string, unknown>): void {
    this.events.record({
      app_id: appId,
      kind,
      actor_type: actor.type,
      actor_id: actor.id,
      actor_email: actor.email,
      ip: actor.ip ?? null,
      details,
    });
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
