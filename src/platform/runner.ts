import { z } from 'zod';
import { resolveApp } from '../apps/access.ts';
import type { Principal } from '../identity/service.ts';
import type { Services } from '../services.ts';
import { newId } from './ids.ts';
import { ServiceError, type ErrorKind } from './errors.ts';
import type { AnyTool, ToolContext, Transport } from './tool.ts';

export type JsonSchema = Record<string, unknown>;

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
export function describeTools(tools: AnyTool[]): Map<string, DescribedTool> {
  const map = new Map<string, DescribedTool>();
  for (const tool of tools) {
    if (map.has(tool.name)) throw new Error(`tool ${tool.name} is defined twice`);
    if (tool.app !== 'none' && !('app_id' in tool.input.shape))
      throw new Error(`tool ${tool.name} is app-scoped but has no app_id argument`);
    map.set(tool.name, {
      tool,
      inputSchema: toJsonSchema(tool.input, 'input'),
      outputSchema: tool.output ? toJsonSchema(tool.output, 'output') : undefined,
    });
  }
  return map;
}

/** What the describing documents (manifest, OpenAPI, tools/list, reference) read. */
export interface Catalog {
  readonly tools: ReadonlyMap<string, DescribedTool>;
}

/**
 * The one path every tool call takes, whatever the transport: rate limit, lookup, scope, app lock,
 * argument validation, ownership, credits, the handler, and the audit row.
 */
export class ToolRunner implements Catalog {
  readonly tools: ReadonlyMap<string, DescribedTool>;
  private readonly services: Services;

  constructor(services: Services, tools: AnyTool[]) {
    this.services = services;
    this.tools = describeTools(tools);
  }

  async call(principal: Principal, name: string, rawArgs: unknown, transport: Transport): Promise<object> {
    const started = performance.now();
    let appId: string | null = null;
    let outcome: 'ok' | 'error' = 'error';
    let errorKind: ErrorKind | null = null;
    try {
      await this.services.rateLimiter.consume(principal);
      const described = this.tools.get(name);
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
      const parsed = tool.input.safeParse(rawArgs ?? {});
      if (!parsed.success) throw new ServiceError('invalid_params', describeIssues(name, parsed.error));
      const args = parsed.data as Record<string, unknown>;

      const db = this.services.db;
      const requireApp = (id: string) => resolveApp(db, principal, id);
      let app = null;
      if (tool.app !== 'none' && typeof args.app_id === 'string' && args.app_id !== '') {
        appId = args.app_id;
        app = await requireApp(args.app_id);
      } else if (tool.app === 'required') {
        throw new ServiceError('invalid_params', `Invalid arguments for ${name}: app_id is required`);
      }

      const ctx: ToolContext = { services: this.services, principal, app, transport, requireApp };
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
      if (errorKind === 'internal') this.services.log.error({ err, tool: name }, 'tool failed');
      throw err;
    } finally {
      this.services.audit.recordToolCall({
        id: newId('call'),
        at: Date.now(),
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
