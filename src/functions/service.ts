/**
 * Backend functions, secrets and integrations of apps. The runtime (runtime.ts), the egress gateway
 * (egress.ts), the policy decision (policy.ts), the function routes (routes.ts) and scheduled
 * functions (cron.ts) hang off this one service object.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppErrorsService } from '../apps/errors.ts';
import type { Config } from '../config.ts';
import type { FileStore } from '../files/store.ts';
import { ServiceError } from '../platform/errors.ts';
import type { AppMember } from '../platform/types.ts';
import type { Actor, RecordsService } from '../records/service.ts';
import type { EntityAction } from '../security/policies.ts';
import type { SecurityService } from '../security/service.ts';
import type { Db } from '../storage/index.ts';
import { ENTITY_NAME_RE } from '../validation/paths.ts';
import { CronScheduler } from './cron.ts';
import { makeResolver } from './egress.ts';
import { IntegrationsStore } from './integrations.ts';
import { decideFunction, type CallerType, type FunctionCaller, type FunctionDecision } from './policy.ts';
import { FunctionFailure, FunctionRuntime, newDataToken, type FunctionLog } from './runtime.ts';
import { loadSecretsKey, SecretsStore } from './secrets.ts';

export const FUNCTION_NAME_RE = /^[A-Za-z0-9_-]{1,64}$/;
/** Function files: functions/<name>.js|ts at the top of functions/ (helpers may live in sub-folders). */
const FUNCTION_FILE_RE = /^functions\/([A-Za-z0-9_-]{1,64})\.(js|ts)$/;

export interface CallInput {
  appId: string;
  name: string;
  caller: FunctionCaller;
  /** Run even when the policy denies? Never for outside callers; the owner passes anyway. */
  method: string;
  /** Path and query the function sees (its Request url is http://function/<name><path>). */
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
  ip: string | null;
  /** `current`: the app's files (preview, invoke_function, cron); a snapshot id: the publication's. */
  source: 'current' | { snapshot: string };
  /** Overrides the caller type (cron). */
  callerType?: CallerType;
}

export interface CallResult {
  decision: FunctionDecision;
  ran: boolean;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  cold: boolean;
  duration_ms: number;
  error?: { kind: string; message: string; path: string | null; line: number | null };
}

interface DataGrant {
  appId: string;
  /** null with `full`: the app identity (or the owner): no entity policy applies. */
  member: AppMember | null;
  full: boolean;
  expires: number;
}

/** Headers a function never sees: the platform's own credentials and spoofable platform headers. */
const STRIPPED_HEADERS = /^(authorization|cookie|x-svc-.*|host|connection|content-length|transfer-encoding|keep-alive|upgrade|proxy-.*)$/i;

/** What the functions area uses of the areas before it. */
export interface FunctionsDeps {
  db: Db;
  config: Config;
  log: Logger;
  files: FileStore;
  appErrors: AppErrorsService;
  records: RecordsService;
  security: SecurityService;
}

export class FunctionsService {
  readonly secrets: SecretsStore;
  readonly integrations: IntegrationsStore;
  /** Scheduled functions (functions/cron.json); started by buildService. */
  readonly cron: CronScheduler;
  private readonly services: FunctionsDeps;
  private rt: FunctionRuntime | null = null;
  private readonly grants = new Map<string, DataGrant>();
  private readonly logWindow = new Map<string, number>();
  private logWindowStart = Date.now();
  /**
   * Test seam: `ip:port` pairs the egress gateway treats as public hosts, so tests can stand up a
   * "public" server on loopback (to prove that allowed egress works and that redirects are re-checked).
   * Not reachable from configuration or any request.
   */
  readonly testPublicAddresses = new Set<string>();

  constructor(deps: FunctionsDeps) {
    this.services = deps;
    this.secrets = new SecretsStore(deps.db, loadSecretsKey(deps.config, deps.log));
    this.integrations = new IntegrationsStore(deps.db);
    this.cron = new CronScheduler({ db: deps.db, config: deps.config, files: deps.files, appErrors: deps.appErrors, functions: this });
  }

  /** cron_jobs, integrations and env_var_names of get_app_detail (names only). */
  async detailParts(appId: string) {
    return {
      cron_jobs: await this.cron.view(appId),
      integrations: (await this.integrations.list(appId)).map((i) => ({ provider: i.provider, is_active: i.is_active })),
      env_var_names: await this.secrets.names(appId),
    };
  }

  get runtime(): FunctionRuntime {
    this.rt ??= new FunctionRuntime(
      this.services.config,
      this.services.log,
      { log: (appId, name, entry) => this.recordLog(appId, name, entry), data: (a, t, m, p, b) => this.dataBridge(a, t, m, p, b) },
      makeResolver(this.services.config.functionDnsServers),
      (address, port) => this.testPublicAddresses.has(`${address}:${port}`),
    );
    return this.rt;
  }

  /** The app's function names (functions/<name>.js|ts). */
  async functionNames(appId: string): Promise<string[]> {
    const files = await this.services.files.listFiles(appId);
    return files.map((f) => FUNCTION_FILE_RE.exec(f.path)?.[1]).filter((n): n is string => !!n);
  }

  /** Paths and hashes of the function files a call runs (current tree or a publication's snapshot). */
  private async sourceFiles(appId: string, source: CallInput['source']): Promise<Array<{ path: string; hash: string }>> {
    if (source === 'current') {
      return (await this.services.files.listFiles(appId)).filter((f) => f.path.startsWith('functions/'));
    }
    return (await this.services.files.versionManifest(source.snapshot)).filter((f) => f.path.startsWith('functions/'));
  }

  /** The policy decision alone (invoke_function with caller anonymous answers with it when it denies). */
  async decide(appId: string, name: string, caller: FunctionCaller): Promise<FunctionDecision> {
    const policy = await this.services.security.functionPolicy(appId, name);
    let expected: string | null = null;
    if (policy?.require_secret && policy.secret_name && !caller.owner) expected = await this.secrets.value(appId, policy.secret_name);
    return decideFunction(policy, caller, expected);
  }

  /** Decides, and runs the function when allowed. */
  async call(input: CallInput): Promise<CallResult> {
    const started = Date.now();
    if (!FUNCTION_NAME_RE.test(input.name)) throw new ServiceError('not_found', `No function ${input.name.slice(0, 80)}`);
    const decision = await this.decide(input.appId, input.name, input.caller);
    const done = (r: Partial<CallResult>): CallResult => ({
      decision,
      ran: false,
      status: decision.status,
      headers: {},
      body: Buffer.alloc(0),
      cold: false,
      duration_ms: Date.now() - started,
      ...r,
    });
    if (!decision.allow) return done({});
    const files = await this.sourceFiles(input.appId, input.source);
    const entry = files.find((f) => f.path === `functions/${input.name}.ts`) ?? files.find((f) => f.path === `functions/${input.name}.js`);
    if (!entry)
      throw new ServiceError(
        'not_found',
        `No function functions/${input.name}.js in this app${input.source === 'current' ? '' : "'s publication"}`,
      );
    const policy = await this.services.security.functionPolicy(input.appId, input.name);
    const secrets = await this.secrets.values(input.appId);
    const secretsVersion = await this.secrets.version(input.appId);
    const callerType = input.callerType ?? decision.caller_type;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(input.headers)) if (!STRIPPED_HEADERS.test(k)) headers[k.toLowerCase()] = v;
    headers['x-svc-caller-type'] = callerType;
    if (input.caller.member) {
      headers['x-svc-member-id'] = input.caller.member.user_id;
      headers['x-svc-member-role'] = input.caller.member.role;
    }
    // The data credential of this invocation: the app identity, the owner, or the calling member.
    const token = newDataToken();
    const full = callerType === 'owner' || callerType === 'cron' || policy?.sdk_identity === 'app';
    const timeout = this.services.config.functionTimeoutMs;
    this.grants.set(token, { appId: input.appId, member: full ? null : input.caller.member, full, expires: Date.now() + timeout + 5000 });
    const codeHash = createHash('sha256');
    for (const f of files) codeHash.update(`${f.path}\u0000${f.hash}\u0000`);
    try {
      const out = await this.runtime.invoke({
        appId: input.appId,
        name: input.name,
        codeHash: codeHash.digest('hex').slice(0, 24),
        loadFiles: async () =>
          input.source === 'current'
            ? this.services.files.readFiles(
                input.appId,
                files.map((f) => f.path),
              )
            : this.services.files.readVersionFiles(
                input.source.snapshot,
                files.map((f) => f.path),
              ),
        secrets,
        secretsVersion,
        allowedHosts: policy?.allowed_hosts ?? null,
        method: input.method,
        url: `http://function/${input.name}${input.path.startsWith('/') || input.path === '' ? input.path : `/${input.path}`}`,
        headers,
        body: input.body,
        caller: callerType,
        token,
        ip: input.ip,
      });
      return done({ ran: true, status: out.status, headers: out.headers, body: out.body, cold: out.cold });
    } catch (err) {
      if (!(err instanceof FunctionFailure)) throw err;
      const message = this.redact(err.message, secrets);
      return done({
        ran: true,
        status: err.status,
        body: Buffer.from(JSON.stringify({ error: { kind: err.kind, message } })),
        headers: { 'content-type': 'application/json' },
        error: { kind: err.kind, message, path: err.path, line: err.line },
      });
    } finally {
      this.grants.delete(token);
    }
  }

  /** Replaces any of the app's secret values in a text with its name (tool output, stored logs). */
  redact(text: string, secrets: Record<string, string>): string {
    let out = text;
    for (const [name, value] of Object.entries(secrets)) {
      if (value.length >= 4 && out.includes(value)) out = out.split(value).join(`[secret ${name}]`);
    }
    return out;
  }

  // ------------------------------------------------------------------------------------ logs

  /** Console output, uncaught errors, limits and blocked requests of functions → get_errors. */
  private recordLog(appId: string, name: string, entry: FunctionLog): void {
    const now = Date.now();
    if (now - this.logWindowStart > 60_000) {
      this.logWindow.clear();
      this.logWindowStart = now;
    }
    const n = (this.logWindow.get(appId) ?? 0) + 1;
    this.logWindow.set(appId, n);
    if (n > 120) return;
    void (async () => {
      const secrets = await this.secrets.values(appId).catch(() => ({}));
      const console =
        entry.level === 'log' || entry.level === 'info' || entry.level === 'debug' || entry.level === 'warn' || entry.level === 'error';
      await this.services.appErrors.recordRuntimeError(appId, {
        kind: console ? 'console' : 'function',
        message: this.redact(`functions/${name}: ${console ? `console.${entry.level}: ` : ''}${entry.message}`, secrets),
        path: entry.path ?? `functions/${name}.js`,
        line: entry.line,
        column: entry.column,
        stack: entry.stack ? this.redact(entry.stack, secrets) : null,
        url: `/published-api/functions/${name}`,
      });
    })().catch((err) => this.services.log.warn({ err, app: appId }, 'could not record a function log'));
  }

  // ------------------------------------------------------------------------------------ data bridge

  /**
   * `svc.entities` inside a function: the app's own records, with the invocation's identity. A
   * caller identity is decided by the entity policies exactly as the published data API decides
   * (legacy behaviour without a policy); the app identity (and the owner) acts with the owner's rights.
   */
  async dataBridge(
    appId: string,
    token: string,
    method: string,
    rawPath: string,
    body: Buffer | null,
  ): Promise<{ status: number; body: unknown }> {
    const err = (status: number, kind: string, message: string) => ({ status, body: { error: { kind, message } } });
    const g = this.grants.get(token);
    if (!g || g.appId !== appId || g.expires < Date.now()) return err(401, 'unauthenticated', 'The data credential is invalid or expired');
    const url = new URL(rawPath, 'http://x');
    const m = /^\/api\/entities\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
    if (!m) return err(404, 'not_found', `No data endpoint ${url.pathname}`);
    const entity = decodeURIComponent(m[1]!);
    const id = m[2] ? decodeURIComponent(m[2]) : null;
    if (!ENTITY_NAME_RE.test(entity)) return err(404, 'not_found', `Entity ${entity.slice(0, 60)} not found`);
    const action: EntityAction | null =
      method === 'GET'
        ? 'read'
        : method === 'POST' && !id
          ? 'create'
          : (method === 'PATCH' || method === 'PUT') && id
            ? 'update'
            : method === 'DELETE' && id
              ? 'delete'
              : null;
    if (!action) return err(405, 'invalid_params', `${method} is not allowed on ${url.pathname}`);
    if (!g.full) {
      const d = await this.services.security.decideEntity(appId, entity, action, g.member);
      if (!d.allow) return err(d.status === 200 ? 403 : d.status, d.status === 401 ? 'unauthenticated' : 'permission_denied', d.reason);
    }
    const actor: Actor = { type: g.member ? 'member' : 'anonymous', id: g.member?.user_id ?? null, email: g.member?.email ?? null };
    let data: Record<string, unknown> = {};
    if (body?.length) {
      try {
        const parsed = JSON.parse(body.toString('utf8'));
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
        data = parsed;
      } catch {
        return err(400, 'invalid_request', 'The body must be a JSON object of record fields');
      }
    }
    for (const k of ['id', 'created_date', 'updated_date', 'created_by']) delete data[k];
    try {
      const records = this.services.records;
      if (action === 'read' && id) {
        const r = await records.get(appId, entity, id);
        return r ? { status: 200, body: r } : err(404, 'not_found', `${entity} record ${id} not found`);
      }
      if (action === 'read') {
        const q = Object.fromEntries(url.searchParams);
        let filters: Record<string, unknown> | undefined;
        if (q.filters) filters = JSON.parse(q.filters);
        const int = (v: string | undefined, d: number) => (v === undefined ? d : Math.max(0, Math.min(1000, Number.parseInt(v, 10) || 0)));
        const r = await records.query(appId, entity, {
          filters: filters as never,
          sort: q.sort || undefined,
          limit: int(q.limit, 100),
          offset: int(q.offset, 0),
        });
        return { status: 200, body: { records: r.records, count: r.count, total: r.total, has_more: r.has_more } };
      }
      const base = { tool: 'app_runtime', entity, reason: 'backend function' } as const;
      if (action === 'create') {
        const r = await records.executeNow(appId, actor, { ...base, action: 'create', records: [data] });
        return { status: 201, body: (r.records as unknown[])[0] };
      }
      if (action === 'update') {
        const r = await records.executeNow(appId, actor, { ...base, action: 'update', record_ids: [id!], changes: data });
        return { status: 200, body: (r.records as unknown[])[0] };
      }
      await records.executeNow(appId, actor, { ...base, action: 'delete', record_ids: [id!] });
      return { status: 200, body: { deleted: true, id } };
    } catch (e) {
      if (e instanceof ServiceError) return err(e.kind === 'not_found' ? 404 : 400, e.kind, e.message);
      if (e instanceof SyntaxError) return err(400, 'invalid_request', 'filters must be a JSON object');
      throw e;
    }
  }

  async close(): Promise<void> {
    await this.cron.stop();
    await this.rt?.close();
  }
}
