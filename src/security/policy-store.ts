/**
 * The policy store: an app's route, entity and function policies as stored, read through a short
 * cache by the published runtime, set by the owner (each change a security event), and seeded with
 * the generator's safe defaults.
 */
import type { Actor } from '../platform/types.ts';
import type { Db, Queryable } from '../storage/index.ts';
import { deriveDefaultPolicies, type EntityClass } from './default-policies.ts';
import { ownerEvent, type SecurityEventLog } from './events.ts';
import type { EntityPolicy, RoutePolicy } from './policies.ts';
import { checkEntityPolicy, checkFunctionPolicy, checkRoutePolicy, type FunctionPolicy, type FunctionPolicyInput } from './policy-input.ts';

/** Policies read by the published runtime are trusted this long; writes in this process invalidate at once. */
const POLICY_CACHE_MS = 1_000;

function parseList(s: string | null): string[] {
  try {
    const v = JSON.parse(s ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export class PolicyStore {
  private readonly db: Db;
  private readonly events: SecurityEventLog;
  private readonly routeCache = new Map<string, { at: number; policies: RoutePolicy[] }>();
  private readonly entityCache = new Map<string, { at: number; policies: Map<string, EntityPolicy> }>();

  constructor(db: Db, events: SecurityEventLog) {
    this.db = db;
    this.events = events;
  }

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

  /** Forgets the cached policies of an app (after a write in this process). */
  invalidate(appId: string) {
    this.routeCache.delete(appId);
    this.entityCache.delete(appId);
  }

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
    this.events.record(ownerEvent(appId, actor, 'route_policy.set', { route, policy, previous }));
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
    this.events.record(ownerEvent(appId, actor, 'entity_policy.set', { entity: input.entity, policy, previous }));
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
    const { fn, roles, requireSecret, secretName, secretHeader, hosts } = checkFunctionPolicy(input);
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
    this.events.record(ownerEvent(appId, actor, 'function_policy.set', { function: fn, policy, previous }));
    return result;
  }
}
