import { z } from 'zod';
import type { AppRole } from './roles.ts';
import type { Scope } from './scopes.ts';
import type { AppRow, Principal } from './types.ts';

export interface ToolAnnotations {
  title?: string;
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export type Transport = 'mcp' | 'rest' | 'internal';

/** The one `app_id` argument of every app-scoped tool (`appIdArg.optional()` where the app is optional). */
export const appIdArg = z.string().min(1).max(100).describe('The app (an app_id the token owner owns)');

// Arguments several areas share: one definition each, so their text is written (and kept short) once.
/** An entity of the app, by name. */
export const entityArg = z.string().min(1).max(100);
/** Overriding a validation gate (rename_app_file, apply_change_set). */
export const forceArg = z.boolean().default(false).describe('Ignore new validation errors: only with human approval');

/**
 * What a handler receives besides its arguments. `services` is typed with what the area's tools
 * declare they use (`toolsUsing<…>()`); at run time it is the service bag built at start-up
 * (src/services.ts), which provides at least that (the composition root type-checks it).
 */
export interface ToolContext<S = unknown> {
  services: S;
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
export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends object = object, S = unknown> {
  name: string;
  /**
   * What the tool does and when to use it, in one or two sentences, plus what is not obvious (side
   * effects, limits); not what the schema already says. This is all tools/list carries, which agents
   * keep in their context (a test bounds its length).
   */
  description: string;
  /**
   * More of the same text for readers who look a tool up (the manifest, OpenAPI, docs/tools.md append
   * it to `description`): result fields, edge cases, the reasons behind limits.
   */
  details?: string;
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
  /**
   * The least role in the app a caller needs (owner, editor, viewer); derived from `scopes` when
   * not given (src/platform/roles.ts). Studio collaborators are editors or viewers.
   */
  role?: AppRole;
  /** Refused for app-locked tokens (create_app, agency tools). */
  accountOnly?: boolean;
  /** Credits the call consumes before running; refunded if the handler throws. */
  credits?: number;
  /**
   * `poll`: a status read agents call repeatedly while waiting (get_job_status). Counted in the
   * token's poll allowance (POLLS_PER_MINUTE) instead of its request budget.
   */
  rateLimit?: 'poll';
  /** Not part of the interface document; marked so in the manifest. */
  extension?: boolean;
  handler: (input: z.output<I>, ctx: ToolContext<S>) => Promise<O>;
}

/** `description` and `details` as one text: what the manifest, OpenAPI and docs/tools.md show. */
export function fullDescription(tool: { description: string; details?: string }): string {
  return tool.details ? `${tool.description} ${tool.details}` : tool.description;
}

/** A tool of any arguments and result whose handler needs the services `S` (a property, so it is checked contravariantly). */
export interface AnyTool<S = any> extends Omit<ToolDefinition<z.ZodObject, object, S>, 'handler'> {
  handler: (input: any, ctx: ToolContext<S>) => Promise<object>;
}

/** Defines a tool whose handler uses no service. */
export function defineTool<I extends z.ZodObject, O extends object>(def: ToolDefinition<I, O, unknown>): AnyTool<unknown> {
  return def as unknown as AnyTool<unknown>;
}

/**
 * The `defineTool` of an area whose handlers use services: `S` names the few they use, e.g.
 *
 *   const defineTool = toolsUsing<{ records: RecordsService; files: FileStore }>();
 *
 * The composition root (src/services.ts) checks at compile time that the service bag provides them.
 */
export function toolsUsing<S>() {
  return <I extends z.ZodObject, O extends object>(def: ToolDefinition<I, O, S>): AnyTool<S> => def as unknown as AnyTool<S>;
}
