import { z } from 'zod';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { validateFiles } from './gate.ts';
import type { RuntimeErrorInput } from './validate.ts';
import { validationReportOutput } from './views.ts';

/**
 * The services validation's tools use. Validation sits below the areas that store files and runtime
 * errors (files and changesets run its rules on every write), so it names them by the one method it calls.
 */
export interface ValidationToolServices {
  files: { readFiles(appId: string): Promise<Map<string, string>> };
  appErrors: { listRecent(appId: string, limit: number): Promise<{ errors: RuntimeErrorInput[] }> };
  /** Security's warnings about what anonymous visitors could read and write, for the publication's access. */
  security: { exposureReport(appId: string, access: 'public_open' | 'public_auth' | 'private' | null): Promise<{ warnings: string[] }> };
  hosting: { publication(appId: string): Promise<{ is_public: boolean; auth_required: boolean } | null> };
}

const defineTool = toolsUsing<ValidationToolServices>();

/** Runtime errors passed to the validator with include_runtime_errors (the most recent ones). */
export const RUNTIME_ERRORS_FOR_VALIDATION = 50;

export async function runtimeErrorsFor(services: Pick<ValidationToolServices, 'appErrors'>, appId: string, include: boolean) {
  if (!include) return undefined;
  return (await services.appErrors.listRecent(appId, RUNTIME_ERRORS_FOR_VALIDATION)).errors;
}

/** Whether a validation also reports the runtime errors recorded while the app ran (validate_app, validate_change_set). */
export const includeRuntimeErrorsArg = z.boolean().default(true);

export const validationTools = [
  defineTool({
    name: 'validate_app',
    description: 'Validates the whole app: syntax, imports, routes, schemas, runtime errors; with hints.',
    details:
      'Checks the syntax of every JS/JSX file (path, line, column), imports (relative imports resolve inside the app, bare imports ' +
      'are among the packages the hosting runtime provides), pages and routes, Layout.jsx, entity schemas (field types, relation ' +
      'targets) and code that uses entities that do not exist. Each issue has severity, rule, path, line, column, message and a hint; ' +
      'issues are deduplicated and grouped. security_warnings names each entity whose personal-looking fields anonymous visitors could ' +
      'read or which they could write.',
    scopes: ['read', 'files:read'],
    input: z.strictObject({
      app_id: appIdArg,
      include_runtime_errors: includeRuntimeErrorsArg,
    }),
    output: validationReportOutput.extend({
      app_id: z.string(),
      include_runtime_errors: z.boolean(),
      security_warnings: z.array(z.string()),
    }),
    annotations: { title: 'Validate app', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const appId = ctx.app!.id;
      const files = await ctx.services.files.readFiles(appId);
      const report = await validateFiles(files, await runtimeErrorsFor(ctx.services, appId, input.include_runtime_errors));
      // Not file issues (they depend on stored policies and the publication): a list of their own, one per entity at risk.
      const pub = await ctx.services.hosting.publication(appId);
      const access = pub ? (!pub.is_public ? 'private' : pub.auth_required ? 'public_auth' : 'public_open') : null;
      const security = await ctx.services.security.exposureReport(appId, access);
      return { app_id: appId, include_runtime_errors: input.include_runtime_errors, ...report, security_warnings: security.warnings };
    },
  }),
];
