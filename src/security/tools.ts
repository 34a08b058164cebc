import { z } from 'zod';
import { ServiceError } from '../platform/errors.ts';
import { appIdArg, entityArg, toolsUsing, type ToolContext } from '../platform/tool.ts';
import { COLLABORATOR_ROLES } from '../platform/roles.ts';
import { ownerActor } from '../platform/types.ts';
import { SECURITY_EVENT_KINDS } from './events.ts';
import { checkEntityRules, type Actor } from './service.ts';
import { ENTITY_ACTIONS, RULE_ACTIONS } from './policies.ts';
import { securityAudit, securityContext, simulateAccess, type SecurityToolServices } from './views.ts';

const defineTool = toolsUsing<SecurityToolServices>();

/** An app member's role: any role string but owner. */
const memberRole = z.string().min(1).max(40).describe('Any but owner');
const roleList = (note?: string) => {
  const list = z.array(z.string().max(40)).max(50);
  return note ? list.describe(note) : list;
};

const ruleShape = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  actions: z.array(z.string()),
  subject: z.looseObject({
    roles: z.array(z.string()),
  }),
});
const rulesShape = z
  .looseObject({
    version: z.number().int().describe('Only 1'),
    rules: z.array(ruleShape),
  })
  .describe('Replace read/write');
/** How rules decide (set_entity_policy's details). */
const RULES_NOTE =
  'rules: {version: 1, rules: [{id?, name?, description?, actions, subject: {roles}}]} replaces the read/write lists. Rules are ' +
  'unconditional (record conditions are not supported): an action is allowed when some rule lists it (or write, for create/update/delete) ' +
  "for one of the caller's roles; no matching rule denies. Omitting rules removes stored rules and returns to the read/write lists.";

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
    description: 'Who may do what: owner, collaborators, members, policies, anonymous exposure, warnings, audit.',
    details:
      'Studio collaborators: id, email, role (editor or viewer; accepted invitations only). App members: user_id, email, role, full_name. ' +
      'Route, entity and function policies; exposure per entity (what anonymous visitors may read and write); warnings naming each entity ' +
      'whose personal-looking fields anonymous visitors can read or which they can write; policy_origins (policies set by a migration or ' +
      'the generator); recent security audit entries. Never returns secrets or password hashes.',
    scopes: ['security:read'],
    input: z.strictObject({
      app_id: appIdArg,
      audit_limit: z.number().int().min(0).max(500).default(50),
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
    description: 'Sets the access policy of a page route or /prefix/* pattern; routes without one are public.',
    details:
      'Mirrored by svc.security.checkRoute / requireRouteAccess in the page. /admin/* covers /admin and everything below; * inside a ' +
      'segment matches within it. Matching ignores case. Where patterns overlap, the most specific decides: an exact route, then the ' +
      'longest literal prefix before the first *, then more literal characters, then fewer wildcards. require_auth sends anonymous ' +
      'visitors to redirect_to (always reachable itself); allowed_roles limits signed-in members to those roles (empty: any signed-in ' +
      'member; "authenticated" likewise).',
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      route: z.string().min(1).max(300),
      require_auth: z.boolean().default(true),
      allowed_roles: roleList('Empty: any member'),
      redirect_to: z.string().min(1).max(300).default('/Login'),
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
    description: 'Sets an entity\'s access roles ("authenticated": any member, "public": anyone). Default: visitors read, members write.',
    details:
      `An empty role list admits no app member. ${RULES_NOTE} An entity without any policy keeps the legacy behaviour: anyone who ` +
      'can open the published app reads, signed-in members write, anonymous visitors never write.',
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      entity: entityArg,
      read: roleList(),
      write: roleList(),
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
    description: "Sets who may call a backend function, its egress and identity; without one, only the owner's token.",
    details:
      'require_secret: the caller presents the app secret secret_name in secret_header. allowed_hosts and sdk_identity keep the stored ' +
      "value when omitted (a new policy: caller identity); app identity is the owner's to grant.",
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      function: z.string().min(1).max(100),
      require_auth: z.boolean().default(true),
      allowed_roles: roleList('Empty: any').default([]),
      require_secret: z.boolean().default(false),
      secret_name: z.string().max(128).default('').describe('The secret callers present'),
      secret_header: z.string().max(100).default('x-svc-secret'),
      allowed_hosts: z.array(z.string().max(260)).max(100).optional().describe('host[:port] list; [] opens egress'),
      sdk_identity: z.enum(['caller', 'app']).optional(),
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
    description: 'Lists the members of the app (its own users, not studio collaborators).',
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
    description: "Adds an app member with the owner's chosen password (8+ characters); never invent one.",
    details: 'The password is never generated, never echoed, never logged. Any role string works (admin, editor, viewer, …) except owner.',
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      email: z.string().min(3).max(254),
      role: memberRole,
      password: z.string().min(1).max(1024),
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
    description: "Changes an app member's role, from their next request.",
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      user_id: z.string().min(1).max(100),
      role: memberRole,
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
    description: 'Removes an app member; their sessions end at once.',
    scopes: ['security:write'],
    input: z.strictObject({
      app_id: appIdArg,
      user_id: z.string().min(1).max(100),
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
    description: 'Recent security events (policy, member, sign-in, publish, denial), newest first, with warnings.',
    details:
      'Repeats of one denial within a minute are folded into one entry. Warnings name e.g. entities without a policy. Never contains ' +
      'passwords, hashes, session tokens or secret values.',
    scopes: ['security:read'],
    input: z.strictObject({
      app_id: appIdArg,
      limit: z.number().int().min(1).max(500).default(50),
      kinds: z.array(z.enum(SECURITY_EVENT_KINDS)).max(SECURITY_EVENT_KINDS.length).optional(),
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
    description: 'Whether a caller may open a route or act on an entity, and why; can try a draft policy.',
    details:
      'The caller is a role ("anonymous", "authenticated" or a member role) or a member by user_id. Returns allow/deny, the status or ' +
      'redirect, and the policy or rule that decided. draft_route_policy / draft_entity_policy have the fields of set_route_policy / ' +
      'set_entity_policy. Nothing is recorded.',
    scopes: ['security:read'],
    extension: true,
    input: z.strictObject({
      app_id: appIdArg,
      role: z.string().min(1).max(40).optional().describe('Default anonymous'),
      user_id: z.string().min(1).max(100).optional(),
      route: z.string().min(1).max(300).optional(),
      entity: z.string().min(1).max(100).optional(),
      action: z.enum(ENTITY_ACTIONS as [string, ...string[]]).optional(),

      draft_route_policy: z
        .strictObject({
          route: z.string().min(1).max(300),
          require_auth: z.boolean().default(true),
          allowed_roles: z.array(z.string().max(40)).max(50).default([]),
          redirect_to: z.string().min(1).max(300).default('/Login'),
        })
        .optional(),
      draft_entity_policy: z
        .strictObject({
          read: z.array(z.string().max(40)).max(50),
          write: z.array(z.string().max(40)).max(50),
          rules: rulesShape.optional(),
        })
        .optional(),
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
