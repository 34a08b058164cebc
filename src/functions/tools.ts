import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import type { FunctionsService } from './service.ts';
import { MAX_SECRET_BYTES } from './secrets.ts';

const defineTool = toolsUsing<{ functions: FunctionsService }>();

const secretName = z
  .string()
  .min(1)
  .max(128)
  .describe(
    'Secret name: letters, digits and _, not starting with a digit (e.g. STRIPE_SECRET_KEY); functions read it as an environment variable',
  );

const integrationOut = z.object({
  provider: z.string(),
  is_active: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});

export const secretTools = [
  defineTool({
    name: 'list_secret_keys',
    description:
      "Names of the app's secrets (with when each was set). Values are never returned by any tool; backend functions read them as environment " +
      'variables (Deno.env.get(name)).',
    scopes: ['secrets:read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({
      app_id: z.string(),
      names: z.array(z.string()),
      secrets: z.array(z.object({ name: z.string(), created_at: z.string(), updated_at: z.string() })),
    }),
    annotations: { title: 'List secret names', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => {
      const secrets = await ctx.services.functions.secrets.list(ctx.app!.id);
      return { app_id: ctx.app!.id, names: secrets.map((s) => s.name), secrets };
    },
  }),

  defineTool({
    name: 'set_secret',
    description:
      'Stores one app secret, encrypted (AES-256-GCM); an existing secret of that name is replaced. The value is never shown again by any tool: ' +
      'backend functions read it with Deno.env.get(name), and function policies can require callers to present it (require_secret). ' +
      'Warm function processes restart with the new value on their next call.',
    scopes: ['secrets:write'],
    input: z.strictObject({
      app_id: appIdArg,
      name: secretName,
      value: z.string().min(1).max(MAX_SECRET_BYTES).describe(`The secret value (at most ${MAX_SECRET_BYTES} bytes); never echoed`),
    }),
    output: z.object({ app_id: z.string(), name: z.string(), created: z.boolean(), updated_at: z.string() }),
    annotations: { title: 'Set secret', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const r = await ctx.services.functions.secrets.set(ctx.app!.id, input.name, input.value);
      return { app_id: ctx.app!.id, ...r };
    },
  }),

  defineTool({
    name: 'delete_secret',
    description: 'Deletes one app secret by name. Functions that read it get undefined from Deno.env.get on their next call.',
    scopes: ['secrets:write'],
    input: z.strictObject({ app_id: appIdArg, name: secretName }),
    output: z.object({ app_id: z.string(), name: z.string(), deleted: z.boolean() }),
    annotations: { title: 'Delete secret', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const deleted = await ctx.services.functions.secrets.delete(ctx.app!.id, input.name);
      if (!deleted) throw new ServiceError('not_found', `The app has no secret named ${input.name}`);
      return { app_id: ctx.app!.id, name: input.name.trim(), deleted };
    },
  }),

  defineTool({
    name: 'list_integrations',
    description:
      "The app's integrations: provider, is_active and their non-secret metadata (credentials live in secrets and are never shown).",
    scopes: ['integrations:read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({ app_id: z.string(), integrations: z.array(integrationOut) }),
    annotations: { title: 'List integrations', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => ({ app_id: ctx.app!.id, integrations: await ctx.services.functions.integrations.list(ctx.app!.id) }),
  }),

  defineTool({
    name: 'configure_integration',
    description:
      'Creates or replaces the non-secret configuration of one integration: provider (e.g. stripe, sendgrid), metadata (account ids, ' +
      'modes, webhook paths, the names of the secrets that hold its credentials) and is_active. A metadata value that looks like a credential ' +
      '(an API key, token, password, private key) is refused: store it with set_secret and put the secret name here.',
    scopes: ['integrations:write'],
    input: z.strictObject({
      app_id: appIdArg,
      provider: z.string().min(1).max(64).describe('Provider name: a-z, 0-9, _ . - (e.g. stripe)'),
      metadata: z
        .record(z.string().max(100), z.unknown())
        .default({})
        .describe('Non-secret settings, e.g. {"mode": "test", "secret_name": "STRIPE_SECRET_KEY", "webhook_function": "stripe-webhook"}'),
      is_active: z.boolean().default(true),
    }),
    output: z.object({ app_id: z.string(), created: z.boolean(), integration: integrationOut, warnings: z.array(z.string()) }),
    annotations: {
      title: 'Configure integration',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    app: 'required',
    handler: async (input, ctx) => {
      const r = await ctx.services.functions.integrations.configure(ctx.app!.id, input);
      const { created, ...integration } = r;
      const names = new Set(await ctx.services.functions.secrets.names(ctx.app!.id));
      const warnings: string[] = [];
      for (const [k, v] of Object.entries(integration.metadata)) {
        if (/secret_name$/.test(k) && typeof v === 'string' && v && !names.has(v))
          warnings.push(`metadata.${k} names the secret ${v}, which the app does not have yet (set_secret)`);
      }
      return { app_id: ctx.app!.id, created, integration, warnings };
    },
  }),
];

export const functionTools = [
  defineTool({
    name: 'invoke_function',
    description:
      'Calls a backend function (functions/<name>.js, a Deno.serve handler) of the app with params as its JSON body (POST). caller owner ' +
      "(default) runs it with the owner's identity, whatever the policy; caller anonymous evaluates the function policy as an anonymous " +
      'visitor first (with the given headers, e.g. a secret header) and returns the 401/403 decision without running when access is denied. ' +
      'The function sees the caller type in X-SVC-Caller-Type. Returns the function status, its JSON (or text) body, whether the process ' +
      'was started cold, and, when it failed or hit a limit, the error with file and line. Secret values are redacted from the result.',
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      function: z.string().min(1).max(100).describe('Function name: the file functions/<name>.js (or .ts)'),
      params: z.record(z.string(), z.unknown()).default({}).describe('JSON body passed to the function'),
      caller: z.enum(['owner', 'anonymous']).default('owner').describe('owner: as the app owner; anonymous: as a visitor, policy first'),
      headers: z
        .record(z.string().max(100), z.string().max(8000))
        .default({})
        .describe('Extra request headers (e.g. the policy secret_header for caller anonymous)'),
    }),
    output: z.object({
      app_id: z.string(),
      function: z.string(),
      caller: z.enum(['owner', 'anonymous']),
      ran: z.boolean(),
      status: z.number(),
      decision: z.object({ allow: z.boolean(), status: z.number(), reason: z.string(), caller_type: z.string() }),
      json: z.unknown().describe('The JSON body, or null when the body is not JSON (then `body` has the text)'),
      body: z.string().optional(),
      headers: z.record(z.string(), z.string()),
      cold: z.boolean(),
      duration_ms: z.number(),
      error: z.object({ kind: z.string(), message: z.string(), path: z.string().nullable(), line: z.number().nullable() }).optional(),
    }),
    annotations: { title: 'Invoke function', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      const fns = ctx.services.functions;
      const name = input.function
        .trim()
        .replace(/^functions\//, '')
        .replace(/\.(js|ts)$/, '');
      if (!(await fns.functionNames(app.id)).includes(name))
        throw new ServiceError('not_found', `No function functions/${name}.js in this app (write the file first)`);
      if (Object.keys(input.headers).length > 50) throw new ServiceError('invalid_params', 'headers: at most 50');
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const [k, v] of Object.entries(input.headers)) {
        if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/.test(k))
          throw new ServiceError('invalid_params', `headers: "${k.slice(0, 60)}" is not a header name`);
        headers[k.toLowerCase()] = v;
      }
      const r = await fns.call({
        appId: app.id,
        name,
        caller: { owner: input.caller === 'owner', member: null, headers },
        method: 'POST',
        path: '',
        headers,
        body: Buffer.from(JSON.stringify(input.params)),
        ip: null,
        source: 'current',
      });
      const secrets = await fns.secrets.values(app.id);
      const text = fns.redact(r.body.toString('utf8'), secrets);
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const headersOut: Record<string, string> = {};
      for (const [k, v] of Object.entries(r.headers)) headersOut[k] = fns.redact(String(v), secrets);
      return {
        app_id: app.id,
        function: name,
        caller: input.caller,
        ran: r.ran,
        status: r.status,
        decision: { allow: r.decision.allow, status: r.decision.status, reason: r.decision.reason, caller_type: r.decision.caller_type },
        json,
        ...(json === null && text ? { body: text.slice(0, 100_000) } : {}),
        headers: headersOut,
        cold: r.cold,
        duration_ms: r.duration_ms,
        ...(r.error ? { error: r.error } : {}),
      };
    },
  }),
];
