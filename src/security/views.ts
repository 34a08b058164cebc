import { iso } from '../platform/time.ts';
import type { AppRow } from '../platform/types.ts';
import { ServiceError } from '../platform/errors.ts';
import type { AppsService } from '../apps/service.ts';
import type { AuditLog } from '../audit/service.ts';
import type { FileStore } from '../files/store.ts';
import type { IdentityService } from '../identity/service.ts';
import type { RecordsService } from '../records/service.ts';
import type { SecurityEvent } from './events.ts';
import {
  decideEntityPolicy,
  decideRoutePolicy,
  normaliseRole,
  normaliseRoute,
  ROLE_AUTHENTICATED,
  ROLE_OWNER,
  type AppMember,
  type EntityAction,
  type EntityPolicy,
  type EntityRule,
  type RoutePolicy,
} from './policies.ts';
import type { Exposure } from './default-policies.ts';
import { checkEntityPolicy, checkRoutePolicy, type SecurityService } from './service.ts';

/** What a publication's access is, read structurally from hosting (which builds on security). */
export interface PublicationAccess {
  publication(appId: string): Promise<{ is_public: boolean; auth_required: boolean } | null>;
}

/** The effective access of a publication, or null when the app is not published. */
export async function accessOf(hosting: PublicationAccess, appId: string): Promise<'public_open' | 'public_auth' | 'private' | null> {
  const pub = await hosting.publication(appId);
  return pub ? (!pub.is_public ? 'private' : pub.auth_required ? 'public_auth' : 'public_open') : null;
}

/** The services the security views (and the security tools) read. */
export interface SecurityToolServices {
  apps: AppsService;
  audit: AuditLog;
  identity: IdentityService;
  files: FileStore;
  records: RecordsService;
  security: SecurityService;
  hosting: PublicationAccess;
}

/** An audit entry as tools show it: no secrets are ever in `details` (see SecurityEventLog). */
export function auditEntry(e: SecurityEvent) {
  return {
    event_id: e.id,
    at: iso(e.at),
    kind: e.kind,
    actor: { type: e.actor_type, id: e.actor_id, email: e.actor_email },
    ip: e.ip,
    details: e.details,
  };
}

/**
 * Recent security events, newest first, with publishes merged in: hosting's own `app.published`
 * security events when it records them, otherwise the successful `publish_app` calls of the tool-call
 * audit (who and when; the access mode is not in that audit).
 */
export async function recentSecurityEvents(
  s: SecurityToolServices,
  appId: string,
  limit: number,
  kinds?: readonly string[],
): Promise<ReturnType<typeof auditEntry>[]> {
  if (limit <= 0) return [];
  const events = (await s.security.listEvents(appId, limit, kinds)).map(auditEntry);
  const wantPublishes = !kinds?.length || kinds.includes('app.published');
  if (wantPublishes && !events.some((e) => e.kind === 'app.published')) {
    const hasRecorded = (await s.security.listEvents(appId, 1, ['app.published'])).length > 0;
    if (!hasRecorded) {
      const calls = await s.audit.listToolCalls({ app_id: appId }, 1000);
      for (const c of calls) {
        if (c.tool !== 'publish_app' || c.outcome !== 'ok') continue;
        const owner = await s.identity.findAccount(c.account_id ?? '');
        events.push({
          event_id: c.id,
          at: iso(c.at),
          kind: 'app.published',
          actor: { type: 'owner', id: c.account_id, email: owner?.email ?? null },
          ip: null,
          details: { source: 'tool_calls', transport: c.transport },
        });
      }
    }
  }
  events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return events.slice(0, limit);
}

/** What the owner should know: entities with no policy (legacy), flagged policies, exposures, functions with no policy (owner only). */
async function warningsFor(
  s: SecurityToolServices,
  appId: string,
  entityPolicies: Map<string, EntityPolicy>,
  functionNames: Set<string>,
): Promise<{
  legacy_entities: string[];
  functions_without_policy: string[];
  warnings: string[];
  exposure: Exposure[];
  policy_origins: Record<string, string>;
  migrated_entities: string[];
}> {
  const { schemas } = await s.records.loadSchemas(appId);
  const legacy = [...schemas.keys()].filter((name) => !entityPolicies.has(name)).sort();
  const [report, origins] = await Promise.all([
    s.security.exposureReport(appId, await accessOf(s.hosting, appId), entityPolicies),
    s.security.entityPolicyOrigins(appId),
  ]);
  const migrated = [...origins]
    .filter(([, o]) => o === 'migrated_legacy')
    .map(([e]) => e)
    .sort();
  const files = await s.files.listFiles(appId);
  const functions = files
    .map((f) => /^functions\/([^/]+)\.js$/.exec(f.path)?.[1])
    .filter((n): n is string => !!n && !functionNames.has(n))
    .sort();
  const warnings: string[] = [...report.warnings];
  for (const name of migrated) {
    warnings.push(
      `Entity ${name} got a policy that keeps its old open behaviour (anyone reads, creates, updates and deletes) when entities without a policy stopped accepting anonymous writes. Review it with set_entity_policy.`,
    );
  }
  for (const name of legacy) {
    warnings.push(
      `Entity ${name} has no entity policy: legacy behaviour applies, so anyone who can open the published app can read its records and signed-in members can write them (anonymous visitors cannot). Set one with set_entity_policy.`,
    );
  }
  for (const fn of functions)
    warnings.push(`Function ${fn} has no function policy: it answers only to the owner's token (401 for everyone else).`);
  return {
    legacy_entities: legacy,
    functions_without_policy: functions,
    warnings,
    exposure: report.exposure,
    policy_origins: Object.fromEntries([...origins].sort(([a], [b]) => (a < b ? -1 : 1))),
    migrated_entities: migrated,
  };
}

/** The studio collaborators (accepted ones; pending invitations are not access), with their account's email and role. */
async function appCollaborators(s: SecurityToolServices, appId: string) {
  const rows = await s.apps.collaborators(appId);
  const accounts = await Promise.all(rows.map((r) => s.identity.findAccount(r.account_id)));
  return rows.map((r, i) => ({ id: r.account_id, email: accounts[i]?.email ?? null, role: r.role }));
}

export async function securityContext(s: SecurityToolServices, app: AppRow, auditLimit: number) {
  const owner = await s.identity.findAccount(app.owner_account_id);
  const [collaborators, members, routes, entities, functions, audit] = await Promise.all([
    appCollaborators(s, app.id),
    s.security.listMembers(app.id),
    s.security.routePolicies(app.id),
    s.security.entityPolicies(app.id),
    s.security.functionPolicies(app.id),
    recentSecurityEvents(s, app.id, auditLimit),
  ]);
  const w = await warningsFor(s, app.id, entities, new Set(functions.map((f) => f.function)));
  return {
    app_id: app.id,
    owner: { id: app.owner_account_id, email: owner?.email ?? null },
    collaborators,
    members,
    route_policies: [...routes],
    entity_policies: [...entities.values()],
    function_policies: functions,
    legacy_entities: w.legacy_entities,
    functions_without_policy: w.functions_without_policy,
    exposure: w.exposure,
    policy_origins: w.policy_origins,
    migrated_entities: w.migrated_entities,
    warnings: w.warnings,
    audit,
    audit_limit: auditLimit,
  };
}

export async function securityAudit(s: SecurityToolServices, app: AppRow, limit: number, kinds?: readonly string[]) {
  const [entities, functions] = await Promise.all([s.security.entityPolicies(app.id), s.security.functionPolicies(app.id)]);
  const w = await warningsFor(s, app.id, entities, new Set(functions.map((f) => f.function)));
  const events = await recentSecurityEvents(s, app.id, limit, kinds);
  return { app_id: app.id, events, count: events.length, legacy_entities: w.legacy_entities, warnings: w.warnings };
}

export interface SimulateInput {
  role?: string;
  user_id?: string;
  route?: string;
  entity?: string;
  action?: EntityAction;
  draft_route_policy?: { route: string; require_auth?: boolean; allowed_roles: string[]; redirect_to?: string };
  draft_entity_policy?: { read: string[]; write: string[]; rules?: unknown };
}

/** The simulator: the same decision functions as the runtime, over stored (or draft) policies; records nothing. */
export async function simulateAccess(s: SecurityToolServices, app: AppRow, input: SimulateInput) {
  let member: AppMember | null = null;
  let caller: { type: 'anonymous' | 'member'; user_id?: string; role?: string; note?: string };
  if (input.user_id) {
    const m = (await s.security.listMembers(app.id)).find((x) => x.user_id === input.user_id);
    if (!m) throw new ServiceError('not_found', `No member ${input.user_id.slice(0, 80)} in this app`);
    member = { user_id: m.user_id, email: m.email, role: m.role, full_name: m.full_name };
    caller = { type: 'member', user_id: m.user_id, role: m.role };
  } else {
    const raw = (input.role ?? 'anonymous').trim().toLowerCase();
    if (raw === 'anonymous') {
      caller = { type: 'anonymous' };
    } else {
      const role = normaliseRole(raw);
      if (!role)
        throw new ServiceError('invalid_params', `Invalid role "${raw.slice(0, 40)}": "anonymous", "authenticated" or a member role`);
      if (role === ROLE_OWNER)
        throw new ServiceError(
          'invalid_request',
          'The owner is not an app member: the owner previews the app in the studio. Simulate a member role or anonymous.',
        );
      member = { user_id: 'simulated', email: '', role, full_name: '' };
      caller = { type: 'member', role, ...(role === ROLE_AUTHENTICATED ? { note: 'a signed-in member whose role no policy names' } : {}) };
    }
  }

  if (input.route) {
    let policies: RoutePolicy[] = [...(await s.security.routePolicies(app.id))];
    let draft: RoutePolicy | null = null;
    if (input.draft_route_policy) {
      draft = checkRoutePolicy(input.draft_route_policy);
      policies = [...policies.filter((p) => p.route !== draft!.route), draft];
    }
    const d = decideRoutePolicy(policies, input.route, member);
    const decidedBy = d.policy === null ? null : (policies.find((p) => p.route === d.policy) ?? null);
    return {
      app_id: app.id,
      caller,
      target: { route: input.route, normalised: normaliseRoute(input.route) },
      allow: d.allow,
      ...(d.redirect_to !== undefined ? { redirect_to: d.redirect_to } : {}),
      status: d.allow ? 200 : member ? 403 : 401,
      reason: d.reason,
      decided_by: decidedBy
        ? { kind: 'route_policy' as const, policy: decidedBy, draft: draft !== null && decidedBy === draft }
        : { kind: 'no_policy' as const },
    };
  }

  const entity = input.entity!;
  const action = input.action!;
  let policy: EntityPolicy | null = (await s.security.entityPolicies(app.id)).get(entity) ?? null;
  const draft = input.draft_entity_policy ? checkEntityPolicy({ entity, ...input.draft_entity_policy }) : null;
  if (draft) policy = draft;
  const d = decideEntityPolicy(policy, action, member);
  let decidedBy:
    | { kind: 'legacy'; note: string }
    | { kind: 'rule'; index: number; rule: EntityRule }
    | { kind: 'no_matching_rule'; rules: number }
    | { kind: 'role_list'; list: string; roles: string[] };
  if (d.rule === 'legacy')
    decidedBy = {
      kind: 'legacy',
      note: 'no entity policy: anyone who can open the published app reads, signed-in members write, anonymous visitors never write',
    };
  else if (d.rule.startsWith('rule:')) {
    const label = d.rule.slice(5);
    const rules = policy!.rules!.rules;
    const idx = rules.findIndex((r, i) => (r.id || r.name || `#${i}`) === label);
    decidedBy = { kind: 'rule', index: idx, rule: rules[idx]! };
  } else if (d.rule === 'no_matching_rule') decidedBy = { kind: 'no_matching_rule', rules: policy!.rules!.rules.length };
  else
    decidedBy = {
      kind: 'role_list',
      list: d.rule.slice('role_list:'.length),
      roles: d.rule.endsWith('read') ? policy!.read : policy!.write,
    };
  return {
    app_id: app.id,
    caller,
    target: { entity, action },
    allow: d.allow,
    status: d.status,
    reason: d.reason,
    decided_by: { ...decidedBy, draft: draft !== null },
  };
}
