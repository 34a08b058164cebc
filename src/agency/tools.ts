import { z } from 'zod';
import { GENERATION_CREDITS, type GenerationService } from '../generation/service.ts';
import { appNameArg, appPromptArg } from '../generation/tools.ts';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { DEFAULT_CLAIM_DAYS, MAX_CLAIM_DAYS, MAX_NAME_CHARS, MAX_NOTE_CHARS, type AgencyService } from './service.ts';

const defineTool = toolsUsing<{ agency: AgencyService; generation: GenerationService }>();

const clientEmail = z.string().min(3).max(320).describe('Their sign-in address');
const clientFullName = z.string().max(MAX_NAME_CHARS);
const note = z.string().max(MAX_NOTE_CHARS);
const keepAgent = z.boolean().default(true).describe('Stay on as editor');
const claimDays = z.number().int().min(1).max(MAX_CLAIM_DAYS).default(DEFAULT_CLAIM_DAYS);

const clientOut = z.object({
  client_id: z.string(),
  client_email: z.string(),
  client_full_name: z.string(),
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
const handoffOut = z.object({
  handoff_id: z.string(),
  app_id: z.string(),
  app_name: z.string(),
  client_email: z.string(),
  keep_agent_collaborator: z.boolean(),
  status: z.enum(['pending', 'claimed', 'expired', 'revoked']),
  claim_expires_in_days: z.number(),
  expires_at: z.string(),
  created_at: z.string(),
  claimed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
const claimOut = {
  handoff_id: z.string(),
  client_email: z.string(),
  claim_url: z.string().describe('The claim link, with the raw token: shown only now, never again'),
  claim_token: z.string().describe('The raw claim token (also inside claim_url): shown only now, never again'),
  expires_at: z.string(),
  status: z.literal('pending'),
  invitation_mail: z.literal('queued'),
};

const ACCOUNT_ONLY = 'Account tokens only (refused for app-locked tokens).';
const LINK =
  'The claim link (claim_url) and its raw token are returned only in this answer and never again; the service also mails the link to ' +
  "client_email. The app becomes the client's only when the client signs in with that (verified) address and accepts; until then you own it. " +
  'A new link for the app withdraws its earlier pending link.';

export const agencyTools = [
  defineTool({
    name: 'agency_create_client',
    description: 'Creates or updates a client record (no user, no transfer).',
    details: ACCOUNT_ONLY,
    scopes: ['agency:write'],
    input: z.strictObject({ client_email: clientEmail, client_full_name: clientFullName.optional(), note: note.optional() }),
    output: z.object({ client: clientOut, created: z.boolean() }),
    annotations: {
      title: 'Create or update a client record',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    app: 'none',
    accountOnly: true,
    handler: (input, ctx) => ctx.services.agency.createClient(ctx.principal.accountId, input),
  }),
  defineTool({
    name: 'agency_list_clients',
    description: 'Your client records with their handoffs (claim links).',
    details: `Oldest first; a handoff is pending, claimed, expired or revoked. ${ACCOUNT_ONLY}`,
    scopes: ['agency:read'],
    input: z.strictObject({ include_handoffs: z.boolean().default(true) }),
    output: z.object({ clients: z.array(clientOut.extend({ handoffs: z.array(handoffOut).optional() })), total: z.number() }),
    annotations: { title: 'List clients', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'none',
    accountOnly: true,
    handler: async (input, ctx) => {
      const clients = await ctx.services.agency.listClients(ctx.principal.accountId, input.include_handoffs);
      return { clients, total: clients.length };
    },
  }),
  defineTool({
    name: 'agency_create_client_app',
    description: 'Generates an app as create_app does, with a claim link for client_email (shown only now).',
    details: `Poll get_job_status with job_id every 3-5 s. ${LINK} ${ACCOUNT_ONLY}`,
    scopes: ['agency:write'],
    input: z.strictObject({
      client_email: clientEmail,
      name: appNameArg,
      prompt: appPromptArg,
      client_full_name: clientFullName.optional(),
      description: z.string().default(''),
      note: note.optional(),
      keep_agent_collaborator: keepAgent,
      claim_expires_in_days: claimDays,
    }),
    output: z.object({ app_id: z.string(), job_id: z.string(), status: z.literal('generating'), claim: z.object(claimOut) }),
    annotations: {
      title: 'Create an app for a client',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    app: 'none',
    accountOnly: true,
    credits: GENERATION_CREDITS,
    handler: async (input, ctx) => {
      const { principal } = ctx;
      const { agency } = ctx.services;
      const r = await ctx.services.generation.createApp(
        principal,
        { name: input.name, prompt: input.prompt, description: input.description },
        (tx, app) => agency.createClaimLink(tx, { accountId: principal.accountId, email: principal.email }, app, input),
      );
      const link = r.alongside;
      return {
        app_id: r.app_id,
        job_id: r.job_id,
        status: 'generating' as const,
        claim: claimView(link),
      };
    },
  }),
  defineTool({
    name: 'agency_create_claim_link',
    description: 'Creates a claim link (shown only now) handing an app to client_email.',
    details: `For an existing app, or a fresh link after expiry. ${LINK} ${ACCOUNT_ONLY}`,
    scopes: ['agency:write'],
    input: z.strictObject({
      app_id: appIdArg,
      client_email: clientEmail,
      client_full_name: clientFullName.optional(),
      note: note.optional(),
      keep_agent_collaborator: keepAgent,
      claim_expires_in_days: claimDays,
    }),
    output: z.object({ app_id: z.string(), ...claimOut }),
    annotations: { title: 'Create a claim link', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    app: 'required',
    accountOnly: true,
    handler: async (input, ctx) => {
      const { principal } = ctx;
      const app = ctx.app!;
      const link = await ctx.services.agency.createLink({ accountId: principal.accountId, email: principal.email }, app, input);
      return { app_id: app.id, ...claimView(link) };
    },
  }),
  defineTool({
    name: 'agency_get_claim_status',
    description: "A handoff's state: pending, claimed, expired or revoked.",
    details: `A new link: agency_create_claim_link. The raw token is never shown again. ${ACCOUNT_ONLY}`,
    scopes: ['agency:read'],
    input: z.strictObject({
      handoff_id: z.string().min(1).max(100),
    }),
    output: handoffOut,
    annotations: { title: 'Claim status', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'none',
    accountOnly: true,
    handler: (input, ctx) => ctx.services.agency.getHandoff(ctx.principal.accountId, input.handoff_id),
  }),
];

function claimView(link: {
  handoff: { handoff_id: string; client_email: string; expires_at: string };
  claim_token: string;
  claim_url: string;
}) {
  return {
    handoff_id: link.handoff.handoff_id,
    client_email: link.handoff.client_email,
    claim_url: link.claim_url,
    claim_token: link.claim_token,
    expires_at: link.handoff.expires_at,
    status: 'pending' as const,
    invitation_mail: 'queued' as const,
  };
}
