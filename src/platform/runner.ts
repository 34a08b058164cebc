import { z } from 'zod';
import type { Logger } from 'pino';
import { rateOfError } from './http.ts';
import { MAX_ARGUMENT_DEPTH, tooDeep } from './nesting.ts';
import { ServiceError, type ErrorKind } from './errors.ts';
import { newTimeOrderedId } from './ids.ts';
import { appIdArg, type AnyTool, type ToolContext, type Transport } from './tool.ts';
import type { AppRow, Principal, RateBudget } from './types.ts';
import { requiredRole, type AppRole } from './roles.ts';

export type JsonSchema = Record<string, unknown>;

/** One row of the tool-call audit (the audit area stores them). */
export interface ToolCallRecord {
  id: string;
  at: number;
  account_id: string | null;
  token_id: string | null;
  tool: string;
  app_id: string | null;
  transport: string;
  outcome: 'ok' | 'error';
  error_kind: string | null;
  duration_ms: number;
}

/**
 * What the call pipeline itself uses, besides what the handlers use: identity's rate limiter and
 * credits, the audit log, and the apps area's access check. Structural, so the platform names
 * no area; the service bag built at start-up provides them.
 */
export interface PipelineServices {
  log: Logger;
  rateLimiter: { consume(principal: Principal): Promise<RateBudget>; consumePoll(principal: Principal): Promise<RateBudget> };
  credits: { consume(accountId: string, amount: number): Promise<void>; refund(accountId: string, amount: number): Promise<void> };
  audit: { recordToolCall(call: ToolCallRecord): void };
  apps: { requireAccess(principal: Principal, appId: string, needs: AppRole): Promise<AppRow> };
}

/** Everything derived once from a tool definition and reused by every transport. */
export interface DescribedTool {
  tool: AnyTool;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
}

export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function describeIssues(tool: string, error: z.ZodError): string {
  const parts = error.issues.slice(0, 10).map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : '(arguments)';
    if (issue.code === 'unrecognized_keys') return `unknown argument(s) ${issue.keys.join(', ')}`;
    return `${where}: ${issue.message}`;
  });
  return `Invalid arguments for ${tool}: ${parts.join('; ')}`;
}

/** Derives every tool's schemas once and checks the registry is consistent. */
export function describeTools(tools: readonly AnyTool[]): Map<string, DescribedTool> {
  const map = new Map<string, DescribedTool>();
  for (const tool of tools) {
    if (map.has(tool.name)) throw new Error(`tool ${tool.name} is defined twice`);
    if (tool.app !== 'none' && !('app_id' in tool.input.shape))
      throw new Error(`tool ${tool.name} is app-scoped but has no app_id argument`);
    const appIdSchema = tool.input.shape.app_id;
    if (appIdSchema && appIdSchema !== appIdArg && !(appIdSchema instanceof z.ZodOptional && appIdSchema.unwrap() === appIdArg))
      throw new Error(`tool ${tool.name}: app_id must be appIdArg (src/platform/tool.ts), or appIdArg.optional()`);
    map.set(tool.name, {
      tool,
      inputSchema: toJsonSchema(tool.input, 'input'),
      outputSchema: tool.output ? toJsonSchema(tool.output, 'output') : undefined,
    });
  }
  return map;
}

/** What a call reports besides its result. */
export interface CallInfo {
  rate?: RateBudget;
}

/** What the describing documents (manifest, OpenAPI, tools/list, reference) read. */
export interface Catalog {
  readonly tools: ReadonlyMap<string, DescribedTool>;
}

/**
 * The one path every tool call takes, whatever the transport: rate limit, lookup, scope, app lock,
 * argument validation, ownership, credits, the handler, and the audit row.
 */
export class ToolRunner<S extends PipelineServices = PipelineServices> implements Catalog {
  readonly tools: ReadonlyMap<string, DescribedTool>;
  private readonly services: S;

  constructor(services: S, tools: readonly AnyTool<S>[]) {
    this.services = services;
    this.tools = describeTools(tools);
  }

  /**
   * Runs one tool call. `info.rate` receives the caller's remaining request budget once it is known
   * (the transports send it as RateLimit-* headers); a refused call carries it in the error's data.
   */
  async call(principal: Principal, name: string, rawArgs: unknown, transport: Transport, info?: CallInfo): Promise<object> {
    const started = performance.now();
    let appId: string | null = null;
    let outcome: 'ok' | 'error' = 'error';
    let errorKind: ErrorKind | null = null;
    try {
      const described = this.tools.get(name);
      const limiter = this.services.rateLimiter;
      const rate = described?.tool.rateLimit === 'poll' ? await limiter.consumePoll(principal) : await limiter.consume(principal);
      if (info) info.rate = rate;
      if (!described) throw new ServiceError('unknown_tool', `Unknown tool: ${name}`);
      const { tool } = described;

      if (tool.scopes.length && !tool.scopes.some((s) => principal.scopes.has(s))) {
        throw new ServiceError('permission_denied', `Permission denied: ${name} needs one of the scopes ${tool.scopes.join(', ')}`, {
          required_scopes: [...tool.scopes],
        });
      }
      if (tool.accountOnly && principal.appLock) {
        throw new ServiceError('permission_denied', `Permission denied: ${name} is refused for app-locked tokens`);
      }
      const deep = tooDeep(rawArgs, MAX_ARGUMENT_DEPTH);
      if (deep)
        throw new ServiceError(
          'invalid_params',
          `Invalid arguments for ${name}: ${deep} is nested more than ${MAX_ARGUMENT_DEPTH} levels deep`,
        );
      const parsed = tool.input.safeParse(rawArgs ?? {});
      if (!parsed.success) throw new ServiceError('invalid_params', describeIssues(name, parsed.error));
      const args = parsed.data as Record<string, unknown>;

      // Owners pass; studio collaborators pass when their role covers the tool's (src/platform/roles.ts).
      const needs = requiredRole(tool);
      const requireApp = (id: string) => this.services.apps.requireAccess(principal, id, needs);
      let app = null;
      if (tool.app !== 'none' && typeof args.app_id === 'string' && args.app_id !== '') {
        appId = args.app_id;
        app = await requireApp(args.app_id);
      } else if (tool.app === 'required') {
        throw new ServiceError('invalid_params', `Invalid arguments for ${name}: app_id is required`);
      }

      const ctx: ToolContext<S> = { services: this.services, principal, app, transport, requireApp };
      const credits = tool.credits ?? 0;
      if (credits) await this.services.credits.consume(principal.accountId, credits);
      let result: object;
      try {
        result = await tool.handler(args, ctx);
      } catch (err) {
        if (credits) await this.services.credits.refund(principal.accountId, credits);
        throw err;
      }
      outcome = 'ok';
      return result;
    } catch (err) {
      errorKind = err instanceof ServiceError ? err.kind : 'internal';
      if (info && errorKind === 'rate_limited') info.rate = rateOfError((err as ServiceError).data) ?? undefined;
      if (errorKind === 'internal') this.services.log.error({ err, tool: name }, 'tool failed');
      throw err;
    } finally {
      const at = Date.now();
      this.services.audit.recordToolCall({
        id: newTimeOrderedId('call', at),
        at,
        account_id: principal.accountId,
        token_id: principal.tokenId,
        tool: name,
        app_id: appId,
        transport,
        outcome,
        error_kind: errorKind,
        duration_ms: Math.round(performance.now() - started),
      });
    }
  }
}
