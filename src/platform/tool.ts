import type { z } from 'zod';
import type { AppRow } from '../apps/access.ts';
import type { Principal } from '../identity/service.ts';
import type { Scope } from '../identity/scopes.ts';
import type { Services } from '../services.ts';

export interface ToolAnnotations {
  title?: string;
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export type Transport = 'mcp' | 'rest' | 'internal';

export interface ToolContext {
  services: Services;
  principal: Principal;
  /** The app named by `app_id`, already checked for ownership and the token's app lock. */
  app: AppRow | null;
  transport: Transport;
  /** Checks another app id the same way the platform checked `app_id` (for tools that find the app through a job, a test, …). */
  requireApp(appId: string): Promise<AppRow>;
}

/**
 * One definition per tool. tools/list, the manifest, OpenAPI, the REST bridge and docs/tools.md
 * are all derived from these fields.
 */
export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends object = object> {
  name: string;
  description: string;
  /** Any one of these scopes admits the call (see docs/decisions.md). */
  scopes: readonly Scope[];
  /** A strict zod object: unknown argument names are invalid params. */
  input: I;
  /** Shape of the result, when the tool declares one (published as outputSchema). */
  output?: z.ZodType<O>;
  annotations: ToolAnnotations;
  /**
   * `required`: `app_id` must name an app the caller owns; `optional`: checked when given;
   * `none`: the tool is not about one app (or resolves the app itself with ctx.requireApp).
   */
  app: 'required' | 'optional' | 'none';
  /** Refused for app-locked tokens (create_app, agency tools). */
  accountOnly?: boolean;
  /** Credits the call consumes before running; refunded if the handler throws. */
  credits?: number;
  /** Not part of the interface document; marked so in the manifest. */
  extension?: boolean;
  handler: (input: z.output<I>, ctx: ToolContext) => Promise<O>;
}

export type AnyTool = ToolDefinition<z.ZodObject, object>;

export function defineTool<I extends z.ZodObject, O extends object>(def: ToolDefinition<I, O>): AnyTool {
  return def as unknown as AnyTool;
}
