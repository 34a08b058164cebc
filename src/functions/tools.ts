import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import type { FunctionsService } from './service.ts';
import { MAX_SECRET_BYTES } from './secrets.ts';

const defineTool = toolsUsing<{ functions: FunctionsService }>();

const secretName = z.string().min(1).max(128);

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
    description: "Names of the app's secrets (no tool returns values).",
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
    description: 'Stores an encrypted app secret, never shown again; functions read Deno.env.get(name).',
    details:
      `Encrypted with AES-256-GCM; values up to ${MAX_SECRET_BYTES} bytes. Function policies can require callers to present it ` +
      '(require_secret). Warm function processes ' +
      'restart with the new value on their next call.',
    scopes: ['secrets:write'],
    input: z.strictObject({
      app_id: appIdArg,
      name: secretName,
      value: z.string().min(1).max(MAX_SECRET_BYTES),
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
    description: 'Deletes an app secret; functions then read undefined.',
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
    description: "The app's integrations with their non-secret metadata (credentials live in secrets).",
    scopes: ['integrations:read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({ app_id: z.string(), integrations: z.array(integrationOut) }),
    annotations: { title: 'List integrations', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => ({ app_id: ctx.app!.id, integrations: await ctx.services.functions.integrations.list(ctx.app!.id) }),
  }),

  defineTool({
    name: 'configure_integration',
    description: "Sets an integration's non-secret settings; name secrets here, never credentials.",
    details:
      'metadata holds account ids, modes, webhook paths and the names of the secrets that hold its credentials. Credential-looking: ' +
      'an API key, token, password or private key.',
    scopes: ['integrations:write'],
    input: z.strictObject({
      app_id: appIdArg,
      provider: z.string().min(1).max(64),
      metadata: z.record(z.string().max(100), z.unknown()).default({}).describe('e.g. {"mode":"test","secret_name":"STRIPE_KEY"}'),
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
    description: 'Calls a backend function with params as JSON body; returns its answer or error.',
    details:
      "functions/<name>.js is a Deno.serve handler, called with POST. caller owner runs it with the owner's identity, whatever the " +
      'policy; caller anonymous evaluates the function policy as an anonymous visitor first (with the given headers, e.g. a secret ' +
      'header) and returns the 401/403 decision without running when access is denied. The function sees the caller type in ' +
      'X-SVC-Caller-Type. The result says whether the process started cold. Secret values are redacted from the result.',
    scopes: ['update', 'data:write'],
    input: z.strictObject({
      app_id: appIdArg,
      function: z.string().min(1).max(100),
      params: z.record(z.string(), z.unknown()).default({}),
      caller: z.enum(['owner', 'anonymous']).default('owner').describe('anonymous: policy checked'),
      headers: z.record(z.string().max(100), z.string().max(8000)).default({}),
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
