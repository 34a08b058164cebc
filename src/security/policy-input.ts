/**
 * What an owner or agent may set in an app's security: member roles, route, entity and function
 * policies and entity rules, each checked and normalised before the policy store or the member list
 * keeps it (and before simulate_access tries a draft).
 */
import { ServiceError } from '../platform/errors.ts';
import { ENTITY_NAME_RE } from '../records/schema.ts';
import {
  normalisePattern,
  normaliseRole,
  RESERVED_MEMBER_ROLES,
  ROLE_AUTHENTICATED,
  ROLE_OWNER,
  ROLE_PUBLIC,
  RULE_ACTIONS,
  type EntityPolicy,
  type EntityRules,
  type RoutePolicy,
} from './policies.ts';

const FUNCTION_NAME_RE = /^[A-Za-z0-9_-]{1,64}$/;
const SECRET_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const HEADER_RE = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/;
const HOST_RE =
  /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/;

export const invalid = (message: string) => new ServiceError('invalid_params', message);

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

export function rolesIn(list: readonly string[], what: string, opts: { allowPublic: boolean }): string[] {
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

/** A function policy's settings, checked and normalised (the stored list of hosts is kept when `hosts` is undefined). */
export interface CheckedFunctionPolicy {
  fn: string;
  roles: string[];
  requireSecret: boolean;
  secretName: string;
  secretHeader: string;
  hosts: string[] | undefined;
}

/** Validates a function policy's input (set_function_policy). */
export function checkFunctionPolicy(input: FunctionPolicyInput): CheckedFunctionPolicy {
  let fn = String(input.function).trim();
  const m = /^functions\/(.+)\.js$/.exec(fn);
  if (m) fn = m[1]!;
  if (!FUNCTION_NAME_RE.test(fn))
    throw invalid(`Invalid function "${String(input.function).slice(0, 80)}": the name of functions/<name>.js (letters, digits, _ and -)`);
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
  return { fn, roles, requireSecret, secretName, secretHeader, hosts };
}
