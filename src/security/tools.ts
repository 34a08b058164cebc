import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import { appIdArg, toolsUsing, type ToolContext } from '../platform/tool.ts';
import { COLLABORATOR_ROLES } from '../platform/roles.ts';
import { ownerActor } from '../platform/types.ts';
import { SECURITY_EVENT_KINDS } from './events.ts';
import { checkEntityRules, type Actor } from './service.ts';
import { ENTITY_ACTIONS, RULE_ACTIONS } from './policies.ts';
import { securityAudit, securityContext, simulateAccess, type SecurityToolServices } from './views.ts';

const defineTool = toolsUsing<SecurityToolServices>();

const roleList = (what: string) =>
  z
    .array(z.string().max(40))
    .max(50)
    .describe(
      `${what}: member role strings (e.g. admin, editor); "authenticated" means any signed-in app member` +
        (what.startsWith('Roles allowed to') ? '' : '; "public" means anyone, signed in or not'),
    );

const ruleShape = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  actions: z.array(z.string()).describe('Non-empty: create, read, update, delete, write (write = create, update and delete)'),
  subject: z.looseObject({
    roles: z.array(z.string()).describe('Non-empty list of roles; "authenticated" = any signed-in member, "public" = anyone'),
  }),
});
const rulesShape = z
  .looseObject({
    version: z.number().int().describe('Only 1'),
    rules: z.array(ruleShape).describe('Non-empty list of unconditional rules'),
  })
  .describe(
    'Entity rules object: {version: 1, rules: [{id?, name?, description?, actions: [...], subject: {roles: [...]}}]}. Rules are unconditional (no record ' +
      "conditions); an action is allowed when some rule lists it (or write, for create/update/delete) for one of the caller's roles; no matching " +
      'rule denies. Omit rules to use the read/write role lists instead (this removes stored rules).',
  );

const actorOf = (ctx: ToolContext<unknown>): Actor => ownerActor(ctx.principal);

const memberOut = z.object({
  user_id: z.string(),
  email: z.string(),
  role: z.string(),
  full_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

// Output shapes. Stored rules are normalised by checkEntityRules to exactly these fields, so they are exact too.
const ruleOut = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  actions: z.array(z.enum(RULE_ACTIONS)),
  subject: z.object({ roles: z.array(z.string()) }),
});
const rulesOut = z.object({ version: z.literal(1), rules: z.array(ruleOut) });
const routePolicyOut = z.object({
  route: z.string(),
  require_auth: z.boolean(),
  allowed_roles: z.array(z.string()),
  redirect_to: z.string(),
});
const entityPolicyOut = z.object({ entity: z.string(), read: z.array(z.string()), write: z.array(z.string()), rules: rulesOut.nullable() });
const functionPolicyOut = z.object({
  function: z.string(),
  require_auth: z.boolean(),
  allowed_roles: z.array(z.string()),
  require_secret: z.boolean(),
  secret_name: z.string(),
  secret_header: z.string(),
  allowed_hosts: z.array(z.string()).nullable(),
  sdk_identity: z.enum(['caller', 'app']),
});
const auditEntryOut = z.object({
  event_id: z.string(),
  at: z.string(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  actor: z.object({ type: z.enum(['owner', 'member', 'anonymous', 'system']), id: z.string().nullable(), email: z.string().nullable() }),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
const exposureOut = z.object({
  entity: z.string(),
  personal_fields_readable: z.array(z.string()),
  anonymous_read: z.boolean(),
  anonymous_write: z.array(z.enum(ENTITY_ACTIONS as [string, ...string[]])),
  policy: z.enum(['explicit', 'none']),
});
const simulatedCallerOut = z.object({
  type: z.enum(['anonymous', 'member']),
  user_id: z.string().optional(),
  role: z.string().optional(),
  note: z.string().optional(),
});
const decidedByOut = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('route_policy'), policy: routePolicyOut, draft: z.boolean() }),
  z.object({ kind: z.literal('no_policy') }),
  z.object({ kind: z.literal('legacy'), note: z.string(), draft: z.boolean() }),
  z.object({ kind: z.literal('rule'), index: z.number(), rule: ruleOut, draft: z.boolean() }),
  z.object({ kind: z.literal('no_matching_rule'), rules: z.number(), draft: z.boolean() }),
  z.object({ kind: z.literal('role_list'), list: z.string(), roles: z.array(z.string()), draft: z.boolean() }),
]);

export const securityTools = [
  defineTool({
    name: 'get_app_security_context',
    description:
      'Everything that decides who may do what in a published app: the owner (id and email), studio collaborators (id, email, role: editor or viewer; accepted invitations only), app members (user_id, email, role, ' +
      'full_name), route, entity and function policies, exposure (per entity: what anonymous visitors may read and write), warnings naming each ' +
      'entity whose personal-looking fields anonymous visitors can read or which they can write, policy_origins (policies set by a migration ' +
      'or the generator) and recent security audit entries (audit_limit, default 50). Never returns secrets or password hashes.',
    scopes: ['security:read'],
    input: z.strictObject({
      app_id: appIdArg,
      audit_limit: z.number().int().min(0).max(500).default(50).describe('How many recent audit entries to include (0-500)'),
    }),
    output: z.object({
      app_id: z.string(),
      owner: z.object({ id: z.string(), email: z.string().nullable() }),
      collaborators: z.array(z.object({ id: z.string(), email: z.string().nullable(), role: z.enum(COLLABORATOR_ROLES) })),
      members: z.array(memberOut),
      route_policies: z.array(routePolicyOut),
      entity_policies: z.array(entityPolicyOut),
      function_policies: z.array(functionPolicyOut),
      legacy_entities: z.array(z.string()),
      functions_without_policy: z.array(z.string()),
      exposure: z.array(exposureOut),
      policy_origins: z.record(z.string(), z.string()),
      migrated_entities: z.array(z.string()),
      warnings: z.array(z.string()),
      audit: z.array(auditEntryOut),
      audit_limit: z.number(),
    }),
    annotations: { title: 'Get app security context', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: (input, ctx) => securityContext(ctx.services, ctx.app!, input.audit_limit),
  }),

  defineTool({
    name: 'set_route_policy',
    description:
      'Creates or replaces the policy of a page route of the published app, enforced on the server for page loads and mirrored by ' +
      'svc.security.checkRoute / requireRouteAccess in the page. route: a path (/Dashboard) or a pattern with * (/admin/* covers /admin and ' +
      'everything below; * inside a segment matches within it). Matching ignores case. Where patterns overlap, the most specific decides: an exact ' +
      'route, then the longest literal prefix before the first *, then more literal characters, then fewer wildcards. require_auth (default true) ' +
      'sends anonymous visitors to redirect_to (default /Login, always reachable itself); allowed_roles limits signed-in members to those roles ' +
      '(empty: any signed-in member; "authenticated" likewise). A route no policy matches is public.',
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      route: z.string().min(1).max(300).describe('Route or pattern, e.g. /Settings or /admin/*'),
      require_auth: z.boolean().default(true).describe('Whether a signed-in app member is required'),
      allowed_roles: roleList('Roles allowed to open the route (empty: any signed-in member)'),
      redirect_to: z.string().min(1).max(300).default('/Login').describe('Where anonymous visitors are sent (a path of this app)'),
    }),
    output: z.object({
      app_id: z.string(),
      route_policy: routePolicyOut,
      previous: routePolicyOut.nullable(),
      replaced: z.boolean(),
    }),
    annotations: { title: 'Set route policy', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const r = await ctx.services.security.setRoutePolicy(ctx.app!.id, actorOf(ctx), input);
      const { previous, ...policy } = r;
      return { app_id: ctx.app!.id, route_policy: policy, previous, replaced: previous !== null };
    },
  }),

  defineTool({
    name: 'set_entity_policy',
    description:
      'Creates or replaces the access policy of an entity, enforced by the published data API on every action. read: roles that may read; ' +
      'write: roles that may create, update and delete ("authenticated" = any signed-in member, "public" = anyone; an empty list admits no app ' +
      'member). rules (optional): {version: 1, rules: [{id?, name?, description?, actions: [create|read|update|delete|write], subject: {roles: [...]}}]} ' +
      'replaces the lists with unconditional rules (no matching rule denies; record conditions are not supported). Omitting rules removes stored ' +
      'rules and returns to the read/write lists. An entity without any policy keeps the legacy behaviour: anyone who can open the published app reads, signed-in members write, anonymous visitors never write.',
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity: z.string().min(1).max(100).describe('Entity name as in entities/<Name>.json, e.g. "Task"'),
      read: roleList('Roles that may read records'),
      write: roleList('Roles that may create, update and delete records'),
      rules: rulesShape.optional(),
    }),
    output: z.object({
      app_id: z.string(),
      entity_policy: entityPolicyOut,
      previous: entityPolicyOut.nullable(),
      replaced: z.boolean(),
      warnings: z.array(z.string()),
    }),
    annotations: { title: 'Set entity policy', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      const r = await ctx.services.security.setEntityPolicy(app.id, actorOf(ctx), input);
      const { previous, ...policy } = r;
      const { schemas } = await ctx.services.records.loadSchemas(app.id);
      const warnings = schemas.has(input.entity)
        ? []
        : [`Entity ${input.entity} has no schema (entities/${input.entity}.json) yet; the policy applies once it exists`];
      return { app_id: app.id, entity_policy: policy, previous, replaced: previous !== null, warnings };
    },
  }),

  defineTool({
    name: 'set_function_policy',
    description:
      'Creates or replaces the policy of a backend function (functions/<name>.js). require_auth (default true), allowed_roles (default empty; ' +
      '"authenticated" = any signed-in member), require_secret (default false) with secret_name (an app secret) sent in secret_header (default ' +
      'x-svc-secret), allowed_hosts (outbound allow-list of host[:port]; omitted keeps the stored list, [] opens egress), sdk_identity (caller ' +
      "or app; omitted keeps the stored value, caller for a new policy; app identity is the owner's to grant). A function without a policy " +
      "answers only to the owner's token.",
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      function: z.string().min(1).max(100).describe('Function name: the file functions/<name>.js'),
      require_auth: z.boolean().default(true),
      allowed_roles: roleList('Roles allowed to call the function (empty: any caller the other settings admit)').default([]),
      require_secret: z.boolean().default(false),
      secret_name: z.string().max(128).default('').describe('Name of an app secret the caller must present (never its value)'),
      secret_header: z.string().max(100).default('x-svc-secret').describe('Header carrying the secret'),
      allowed_hosts: z
        .array(z.string().max(260))
        .max(100)
        .optional()
        .describe('Outbound allow-list (host[:port]); omitted keeps the stored list; [] opens egress'),
      sdk_identity: z
        .enum(['caller', 'app'])
        .optional()
        .describe("Whose identity the function's SDK calls use; omitted keeps the stored value (caller when new)"),
    }),
    output: z.object({
      app_id: z.string(),
      function_policy: functionPolicyOut,
      previous: functionPolicyOut.nullable(),
      replaced: z.boolean(),
      enforcement: z.string(),
      warnings: z.array(z.string()),
    }),
    annotations: { title: 'Set function policy', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const app = ctx.app!;
      // `app` identity lets the function act with the owner's rights over the app's data: only the owner grants it.
      if (input.sdk_identity === 'app' && app.owner_account_id !== ctx.principal.accountId) {
        throw new ServiceError('permission_denied', 'Permission denied: only the app owner can give a function the app identity');
      }
      const r = await ctx.services.security.setFunctionPolicy(app.id, actorOf(ctx), input);
      const { previous, ...policy } = r;
      const warnings: string[] = [];
      if ((await ctx.services.files.readFile(app.id, `functions/${policy.function}.js`)) === null) {
        warnings.push(`functions/${policy.function}.js does not exist yet; the policy applies once it does`);
      }
      if (policy.sdk_identity === 'app' && !policy.require_auth && !policy.require_secret) {
        warnings.push(
          "sdk_identity app on a function that needs neither sign-in nor a secret: anyone can act with the app's identity through it",
        );
      }
      if (policy.allowed_hosts !== null && policy.allowed_hosts.length === 0)
        warnings.push('allowed_hosts is empty: outbound requests to any host are allowed');
      return {
        app_id: app.id,
        function_policy: policy,
        previous,
        replaced: previous !== null,
        enforcement: 'stored; enforced when functions run',
        warnings,
      };
    },
  }),

  defineTool({
    name: 'list_app_members',
    description:
      'Lists the members of a generated app (its own runtime users, separate from studio accounts and collaborators): user_id, email, role, full_name, created_at. Never passwords or hashes.',
    scopes: ['security:read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({ app_id: z.string(), members: z.array(memberOut), total: z.number() }),
    annotations: { title: 'List app members', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => {
      const members = await ctx.services.security.listMembers(ctx.app!.id);
      return { app_id: ctx.app!.id, members, total: members.length };
    },
  }),

  defineTool({
    name: 'invite_app_member',
    description:
      'Adds a member to a generated app, who can then sign in to the published app. email, role (any role string such as admin, editor, ' +
      'viewer; "owner" is refused), password (chosen by the account owner, at least 8 characters: never generated, never echoed, never logged), ' +
      'full_name (default empty). Never ask the owner for a password of your own invention: relay theirs.',
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      email: z.string().min(3).max(254),
      role: z.string().min(1).max(40).describe('Role string; "owner" cannot be assigned'),
      password: z.string().min(1).max(1024).describe('Chosen by the account owner; at least 8 characters; never echoed'),
      full_name: z.string().max(200).default(''),
    }),
    output: z.object({ app_id: z.string(), member: memberOut, password_set: z.literal(true) }),
    annotations: { title: 'Invite app member', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const member = await ctx.services.security.inviteMember(ctx.app!.id, actorOf(ctx), input);
      return { app_id: ctx.app!.id, member, password_set: true };
    },
  }),

  defineTool({
    name: 'update_app_member_role',
    description:
      'Changes the role of an app member (user_id from list_app_members). The role "owner" is refused. Takes effect on the member\'s next request.',
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      user_id: z.string().min(1).max(100),
      role: z.string().min(1).max(40).describe('Role string; "owner" cannot be assigned'),
    }),
    output: z.object({ app_id: z.string(), member: memberOut, previous_role: z.string() }),
    annotations: {
      title: 'Update app member role',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    app: 'required',
    handler: async (input, ctx) => {
      const { previous_role, ...member } = await ctx.services.security.updateMemberRole(
        ctx.app!.id,
        actorOf(ctx),
        input.user_id,
        input.role,
      );
      return { app_id: ctx.app!.id, member, previous_role };
    },
  }),

  defineTool({
    name: 'remove_app_member',
    description:
      'Removes a member from a generated app (user_id from list_app_members). Every session of theirs ends at once: their next request is anonymous.',
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      user_id: z.string().min(1).max(100).describe("The member's user id"),
    }),
    output: z.object({ app_id: z.string(), removed: z.literal(true), member: memberOut, sessions_ended: z.number() }),
    annotations: { title: 'Remove app member', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const r = await ctx.services.security.removeMember(ctx.app!.id, actorOf(ctx), input.user_id);
      return { app_id: ctx.app!.id, removed: true, member: r.member, sessions_ended: r.sessions_ended };
    },
  }),

  defineTool({
    name: 'get_app_security_audit',
    description:
      'Recent security events of an app, newest first: policy changes, member changes, sign-ins and failed sign-ins, throttled sign-ins, ' +
      'publishes and denied requests (repeats of one denial within a minute are folded into one entry). Also lists warnings such as entities ' +
      'without a policy. Never contains passwords, hashes, session tokens or secret values.',
    scopes: ['security:read'],
    input: z.strictObject({
      app_id: appIdArg,
      limit: z.number().int().min(1).max(500).default(50).describe('How many events (1-500)'),
      kinds: z.array(z.enum(SECURITY_EVENT_KINDS)).max(SECURITY_EVENT_KINDS.length).optional().describe('Only these kinds of event'),
    }),
    output: z.object({
      app_id: z.string(),
      events: z.array(auditEntryOut),
      count: z.number(),
      legacy_entities: z.array(z.string()),
      warnings: z.array(z.string()),
    }),
    annotations: { title: 'Get app security audit', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: (input, ctx) => securityAudit(ctx.services, ctx.app!, input.limit, input.kinds),
  }),

  defineTool({
    name: 'simulate_access',
    description:
      'Extension (not in the interface document): a read-only policy simulator. Given a caller (role: "anonymous", "authenticated" or a member ' +
      'role; or user_id of a member) and either a route or an entity with an action, returns allow/deny, the status or redirect, and the ' +
      'policy or rule that decided. draft_route_policy / draft_entity_policy try a policy (same fields as set_route_policy / set_entity_policy) ' +
      'in place of the stored one without saving it. Nothing is recorded.',
    scopes: ['security:read'],
    extension: true,
    input: z.strictObject({
      app_id: appIdArg,
      role: z
        .string()
        .min(1)
        .max(40)
        .optional()
        .describe('"anonymous" (not signed in), "authenticated" or a member role; default anonymous'),
      user_id: z.string().min(1).max(100).optional().describe('Simulate as this member (their role) instead of a role'),
      route: z.string().min(1).max(300).optional().describe('A page route of the app, e.g. /admin/users'),
      entity: z.string().min(1).max(100).optional().describe('An entity name, with action'),
      action: z
        .enum(ENTITY_ACTIONS as [string, ...string[]])
        .optional()
        .describe('create, read, update or delete (with entity)'),
      draft_route_policy: z
        .strictObject({
          route: z.string().min(1).max(300),
          require_auth: z.boolean().default(true),
          allowed_roles: z.array(z.string().max(40)).max(50).default([]),
          redirect_to: z.string().min(1).max(300).default('/Login'),
        })
        .optional()
        .describe('A route policy to try as if it were stored (replaces a stored one with the same route)'),
      draft_entity_policy: z
        .strictObject({
          read: z.array(z.string().max(40)).max(50),
          write: z.array(z.string().max(40)).max(50),
          rules: rulesShape.optional(),
        })
        .optional()
        .describe('An entity policy for `entity` to try as if it were stored'),
    }),
    output: z.object({
      app_id: z.string(),
      caller: simulatedCallerOut,
      target: z.union([
        z.object({ route: z.string(), normalised: z.string() }),
        z.object({ entity: z.string(), action: z.enum(ENTITY_ACTIONS as [string, ...string[]]) }),
      ]),
      allow: z.boolean(),
      redirect_to: z.string().optional(),
      status: z.number(),
      reason: z.string(),
      decided_by: decidedByOut,
    }),
    annotations: { title: 'Simulate access (extension)', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      if (!input.route === !input.entity)
        throw new ServiceError('invalid_params', 'Invalid arguments for simulate_access: give either route, or entity with action');
      if (input.entity && !input.action)
        throw new ServiceError(
          'invalid_params',
          'Invalid arguments for simulate_access: action is required with entity (create, read, update or delete)',
        );
      if (input.action && !input.entity)
        throw new ServiceError('invalid_params', 'Invalid arguments for simulate_access: action goes with entity');
      if (input.draft_entity_policy && !input.entity)
        throw new ServiceError('invalid_params', 'Invalid arguments for simulate_access: draft_entity_policy needs entity');
      if (input.draft_route_policy && !input.route)
        throw new ServiceError('invalid_params', 'Invalid arguments for simulate_access: draft_route_policy needs route');
      if (input.role && input.user_id)
        throw new ServiceError('invalid_params', 'Invalid arguments for simulate_access: give role or user_id, not both');
      if (input.draft_entity_policy?.rules) checkEntityRules(input.draft_entity_policy.rules);
      return simulateAccess(ctx.services, ctx.app!, input as typeof input & { action?: (typeof ENTITY_ACTIONS)[number] });
    },
  }),
];
