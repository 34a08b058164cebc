/**
 * Pure policy evaluation: route pattern matching and ranking, entity role lists and rules. No
 * storage here, so the decision matrix is unit-tested cell by cell (test/security/policies.test.ts)
 * and the simulator, the published app's runtime and the page mirror share one implementation.
 */
import type { AppMember } from '../platform/types.ts';

export type { AppMember };

export type EntityAction = 'create' | 'read' | 'update' | 'delete';
export const ENTITY_ACTIONS: readonly EntityAction[] = ['create', 'read', 'update', 'delete'];
export const RULE_ACTIONS = ['create', 'read', 'update', 'delete', 'write'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** Any signed-in app member, whatever their role. */
export const ROLE_AUTHENTICATED = 'authenticated';
/** Anyone, signed in or not (entity role lists and rules only). */
export const ROLE_PUBLIC = 'public';
/** The app's owner; never assignable to a member. */
export const ROLE_OWNER = 'owner';
/** Words that name a group of callers, never a member's own role. */
export const RESERVED_MEMBER_ROLES = new Set([ROLE_OWNER, ROLE_AUTHENTICATED, ROLE_PUBLIC, 'anonymous']);

const ROLE_RE = /^[a-z0-9][a-z0-9_.-]{0,39}$/;

/** A role string as stored: trimmed, lower case, 1-40 of a-z 0-9 _ . - ; null when malformed. */
export function normaliseRole(role: string): string | null {
  const r = String(role).trim().toLowerCase();
  return ROLE_RE.test(r) ? r : null;
}

export interface RoutePolicy {
  route: string;
  require_auth: boolean;
  allowed_roles: string[];
  redirect_to: string;
}

export interface EntityRule {
  id?: string;
  name?: string;
  description?: string;
  actions: RuleAction[];
  subject: { roles: string[] };
}

export interface EntityRules {
  version: 1;
  rules: EntityRule[];
}

export interface EntityPolicy {
  entity: string;
  read: string[];
  write: string[];
  rules: EntityRules | null;
}

export interface RouteDecision {
  allow: boolean;
  redirect_to?: string;
  reason: string;
  /** The pattern of the policy that decided, or null when no policy matched. */
  policy: string | null;
}

export interface EntityDecision {
  allow: boolean;
  status: 200 | 401 | 403;
  reason: string;
  /** What decided: `legacy` (no policy), `role_list:read|write`, `rule:<id or index>`, `no_matching_rule`. */
  rule: string;
}

// ---------------------------------------------------------------------------------------------
// Routes

/**
 * A route as it is matched: the path only (no query or fragment), percent-decoded, with a leading
 * slash, no trailing slash (except `/`), repeated slashes collapsed, lower case. Matching ignores case
 * so that `/Admin/x` cannot slip past a policy on `/admin/*` on a case-insensitive router.
 */
export function normaliseRoute(route: string): string {
  let r = decodePercent(String(route).split(/[?#]/, 1)[0]!.trim());
  if (!r.startsWith('/')) r = `/${r}`;
  r = r.replace(/\/{2,}/g, '/');
  // Dot segments are resolved, so `/public/../admin` is matched as `/admin`.
  const out: string[] = [];
  for (const seg of r.split('/').slice(1)) {
    if (seg === '.' || seg === '') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return `/${out.join('/')}`.toLowerCase();
}

/**
 * Percent-decoding that never gives up on the whole path: each run of escapes is decoded, and a run
 * that is not valid UTF-8 still has its ASCII escapes decoded, so one malformed escape elsewhere in the
 * path cannot keep `/%61dmin` from being matched as `/admin`.
 */
function decodePercent(path: string): string {
  return path.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9a-fA-F])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** A route pattern as stored: like a route, but keeping `*` wildcards. Null when malformed. */
export function normalisePattern(pattern: string): string | null {
  const p = String(pattern).trim();
  if (!p || p.length > 300 || /[?#\s]/.test(p)) return null;
  const n = normaliseRoute(p.replace(/\*+/g, '*'));
  return n;
}

interface CompiledPattern {
  pattern: string;
  exact: boolean;
  literalPrefix: number;
  literalChars: number;
  wildcards: number;
  re: RegExp;
}

const compiledCache = new Map<string, CompiledPattern>();

/**
 * `*` matches any characters within one path segment; a trailing `/*` matches the prefix itself and
 * everything below it at any depth (`/admin/*` covers `/admin`, `/admin/users` and `/admin/a/b`); a
 * trailing `*` after other characters matches any rest (`/admin*` covers `/administration/x`).
 */
export function compilePattern(pattern: string): CompiledPattern {
  let c = compiledCache.get(pattern);
  if (c) return c;
  const esc = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  let body: string;
  if (pattern === '/*') body = '(?:/.*)?';
  else if (pattern.endsWith('/*')) body = `${esc(pattern.slice(0, -2)).replace(/\*/g, '[^/]*')}(?:/.*)?`;
  else if (pattern.endsWith('*')) body = `${esc(pattern.slice(0, -1)).replace(/\*/g, '[^/]*')}.*`;
  else body = esc(pattern).replace(/\*/g, '[^/]*');
  const star = pattern.indexOf('*');
  c = {
    pattern,
    exact: star === -1,
    literalPrefix: star === -1 ? pattern.length : star,
    literalChars: pattern.replace(/\*/g, '').length,
    wildcards: (pattern.match(/\*/g) ?? []).length,
    re: new RegExp(`^${body}$`),
  };
  if (compiledCache.size > 5000) compiledCache.clear();
  compiledCache.set(pattern, c);
  return c;
}

/**
 * Ranking of overlapping patterns, most specific first: an exact pattern (no wildcard) wins; then the
 * longest literal prefix before the first `*`; then more literal characters in all; then fewer
 * wildcards; then the pattern text (so the choice is stable).
 */
export function comparePatterns(a: string, b: string): number {
  const x = compilePattern(a);
  const y = compilePattern(b);
  if (x.exact !== y.exact) return x.exact ? -1 : 1;
  if (x.literalPrefix !== y.literalPrefix) return y.literalPrefix - x.literalPrefix;
  if (x.literalChars !== y.literalChars) return y.literalChars - x.literalChars;
  if (x.wildcards !== y.wildcards) return x.wildcards - y.wildcards;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The policy that governs a route (already normalised), or null when none matches. */
export function matchRoutePolicy<P extends { route: string }>(policies: readonly P[], route: string): P | null {
  let best: P | null = null;
  for (const p of policies) {
    if (!compilePattern(p.route).re.test(route)) continue;
    if (!best || comparePatterns(p.route, best.route) < 0) best = p;
  }
  return best;
}

function hasRole(roles: readonly string[], member: AppMember | null): boolean {
  if (roles.includes(ROLE_PUBLIC)) return true;
  if (!member) return false;
  return roles.includes(ROLE_AUTHENTICATED) || roles.includes(member.role);
}

/**
 * The route decision. No matching policy: the route is public. A policy with `require_auth: false`
 * and no roles: public. Otherwise a signed-in member is needed (anonymous callers are sent to the
 * policy's `redirect_to`); with `allowed_roles`, the member's role (or `authenticated`) must be
 * listed — a signed-in member without the role is refused without a redirect. The policy's own
 * sign-in page is always reachable, so `/*` with `redirect_to: /Login` cannot loop.
 */
export function decideRoutePolicy(policies: readonly RoutePolicy[], rawRoute: string, member: AppMember | null): RouteDecision {
  const route = normaliseRoute(rawRoute);
  const p = matchRoutePolicy(policies, route);
  if (!p) return { allow: true, reason: 'no route policy matches: the route is public', policy: null };
  if (!p.require_auth && p.allowed_roles.length === 0)
    return { allow: true, reason: `route policy ${p.route}: public (require_auth false)`, policy: p.route };
  if (p.allowed_roles.includes(ROLE_PUBLIC))
    return { allow: true, reason: `route policy ${p.route}: public (role public)`, policy: p.route };
  if (normaliseRoute(p.redirect_to) === route)
    return { allow: true, reason: `route policy ${p.route}: ${route} is its sign-in page`, policy: p.route };
  if (!member) return { allow: false, redirect_to: p.redirect_to, reason: `route policy ${p.route}: sign-in required`, policy: p.route };
  if (p.allowed_roles.length === 0) return { allow: true, reason: `route policy ${p.route}: any signed-in member`, policy: p.route };
  if (hasRole(p.allowed_roles, member)) {
    return { allow: true, reason: `route policy ${p.route}: role ${member.role} allowed`, policy: p.route };
  }
  return {
    allow: false,
    reason: `route policy ${p.route}: role ${member.role} is not among ${p.allowed_roles.join(', ')}`,
    policy: p.route,
  };
}

// ---------------------------------------------------------------------------------------------
// Entities

function denied(member: AppMember | null, reason: string, rule: string): EntityDecision {
  return { allow: false, status: member ? 403 : 401, reason, rule };
}

/**
 * The entity decision. No policy: legacy — anyone who may open the published app reads, signed-in
 * members create, update and delete, anonymous visitors never write. With rules: the first rule whose actions cover the action (`write` covers create, update
 * and delete) and whose subject roles include the caller decides; none matching denies. Without
 * rules: `read` lists the roles that read, `write` those that create, update and delete; an empty
 * list lets no member. Denials are 401 for anonymous callers and 403 for signed-in members.
 */
export function decideEntityPolicy(policy: EntityPolicy | null, action: EntityAction, member: AppMember | null): EntityDecision {
  // An action outside the four (a caller's typo, an untyped value) fails closed, even under legacy.
  if (!ENTITY_ACTIONS.includes(action)) return denied(member, `unknown entity action ${String(action).slice(0, 40)}`, 'unknown_action');
  if (!policy) {
    // Legacy, made safe: whoever may open the published app reads; only signed-in members write.
    // Anonymous visitors write only where a policy says so explicitly (`public`).
    if (action === 'read' || member)
      return {
        allow: true,
        status: 200,
        reason:
          action === 'read'
            ? 'no entity policy: legacy behaviour (anyone who can open the published app reads)'
            : 'no entity policy: legacy behaviour (signed-in members write)',
        rule: 'legacy',
      };
    return denied(
      member,
      `no entity policy: anonymous visitors may not ${action} records (legacy behaviour lets signed-in members write; a policy with "public" opens it)`,
      'legacy',
    );
  }
  const who = member ? `role ${member.role}` : 'anonymous';
  if (policy.rules) {
    const rules = policy.rules.rules;
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i]!;
      const covers = r.actions.includes(action) || (action !== 'read' && r.actions.includes('write'));
      if (covers && hasRole(r.subject.roles, member)) {
        const label = r.id || r.name || `#${i}`;
        return { allow: true, status: 200, reason: `${policy.entity}: rule ${label} allows ${action} for ${who}`, rule: `rule:${label}` };
      }
    }
    return denied(member, `${policy.entity}: no rule allows ${action} for ${who}`, 'no_matching_rule');
  }
  const list = action === 'read' ? policy.read : policy.write;
  const which = action === 'read' ? 'read' : 'write';
  if (hasRole(list, member))
    return { allow: true, status: 200, reason: `${policy.entity}: ${which} roles allow ${action} for ${who}`, rule: `role_list:${which}` };
  return denied(member, `${policy.entity}: ${which} roles [${list.join(', ')}] do not include ${who}`, `role_list:${which}`);
}
