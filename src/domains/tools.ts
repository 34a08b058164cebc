import { z } from 'zod';
import type { Config } from '../config.ts';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import {
  RECORD_STATUSES,
  TXT_PREFIX,
  VERIFICATION_REASONS,
  VERIFICATION_STATUSES,
  type DomainRow,
  type DomainsService,
} from './service.ts';
import { TLS_STATUSES } from './tls.ts';

/** The platform addresses of an app (hosting provides them; named here structurally, so domains does not import hosting). */
interface PlatformAddresses {
  publicUrl: string;
  subdomainOf(appId: string): Promise<string | null>;
  subdomainHost(label: string): string;
}

/** The services the domain tools use. */
export interface DomainToolServices {
  config: Config;
  domains: DomainsService;
  hosting: PlatformAddresses;
}

const defineTool = toolsUsing<DomainToolServices>();

const domainArg = z.string().min(1).max(300);
const optionalDomainArg = z.string().max(300).optional();

const recordOutput = z.object({
  purpose: z.enum(['ownership', 'routing', 'www_routing']),
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA', 'ALIAS']),
  name: z.string(),
  host: z.string(),
  value: z.string(),
  ttl: z.number(),
  required: z.boolean(),
  status: z.enum(RECORD_STATUSES),
  found: z.array(z.string()),
  detail: z.string(),
});

const certificateOutput = z
  .object({
    issuer: z.string().nullable(),
    subject: z.string().nullable(),
    names: z.array(z.string()),
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
  })
  .nullable();

const caaOutput = z
  .object({
    status: z.enum(['allowed', 'forbidden', 'error']),
    at: z.string().nullable(),
    issuers: z.array(z.string()),
    detail: z.string(),
  })
  .nullable();

export const domainOutput = z.object({
  app_id: z.string(),
  domain: z.string(),
  domain_unicode: z.string(),
  kind: z.enum(['apex', 'subdomain']),
  url: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  verification_reason: z.enum(VERIFICATION_REASONS).nullable(),
  verification_detail: z.string(),
  verified_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  ssl_status: z.enum(TLS_STATUSES),
  ssl_reason: z.string().nullable(),
  ssl_detail: z.string(),
  certificate: certificateOutput,
  ssl_checked_at: z.string().nullable(),
  caa: caaOutput,
  is_primary: z.boolean(),
  primary_host: z.string(),
  www_counterpart: z.string().nullable(),
  redirect_www: z.boolean(),
  force_https: z.boolean(),
  dns_records: z.array(recordOutput),
});

const NO_PROVIDER = 'It never creates or changes records at a DNS provider: the owner creates them.';

function instructions(row: DomainRow, domains: DomainsService): string {
  const records = domains.records(row).filter((r) => r.required);
  const lines = records.map((r) => `${r.type} ${r.name} → ${r.value}`);
  return (
    `At the DNS provider of ${row.domain}, create: ${lines.join('; ')}. ` +
    (records.some((r) => r.type === 'ALIAS')
      ? 'ALIAS (also called ANAME or CNAME flattening) is the apex form of a CNAME; without it, create A records with the addresses of the target. '
      : '') +
    'Then call check_domain_verification; keep the TXT record: it proves ownership if the domain is ever disputed.'
  );
}

export const domainTools = [
  defineTool({
    name: 'add_custom_domain',
    description: 'Attaches a custom domain (replacing any) and returns the DNS records the owner must create.',
    details:
      `The ownership TXT record is at \`${TXT_PREFIX}.<domain>\` with a token; the routing record is a CNAME to the apps host for a ` +
      'subdomain such as www.example.com, A/AAAA records with the edge addresses, or an ALIAS, for an apex such as example.com. ' +
      "International names are accepted and stored in punycode. The platform's own domains are refused, and a name another app " +
      `holds verified is a conflict. ${NO_PROVIDER}`,
    scopes: ['publish'],
    input: z.strictObject({
      app_id: appIdArg,
      domain: domainArg,
    }),
    output: domainOutput.extend({ replaced: z.string().nullable(), unchanged: z.boolean(), instructions: z.string() }),
    annotations: { title: 'Add custom domain', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const { domains } = ctx.services;
      const r = await domains.add(ctx.app!, input.domain);
      return { ...domains.view(r.row), replaced: r.replaced, unchanged: r.unchanged, instructions: instructions(r.row, domains) };
    },
  }),

  defineTool({
    name: 'get_domain_verification',
    description: "The custom domain's verification state as last checked and the DNS records to create.",
    details: `verification_status is pending, verified or failed (with verification_reason); each record says what the last check found. Looks nothing up: check_domain_verification does. ${NO_PROVIDER}`,
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg, domain: optionalDomainArg }),
    output: domainOutput.extend({ instructions: z.string() }),
    annotations: { title: 'Domain verification', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const { domains } = ctx.services;
      const row = await domains.current(ctx.app!.id, input.domain);
      return { ...domains.view(row), instructions: instructions(row, domains) };
    },
  }),

  defineTool({
    name: 'check_domain_verification',
    description: "Looks the custom domain's DNS records up now; verifies it once the TXT record is found.",
    details:
      'Checks the ownership TXT record, the routing record, and CAA records that would forbid the certificate. Distinct reasons: ' +
      'txt_missing (pending), txt_wrong_value, nxdomain, dns_servfail, dns_timeout, dns_refused, claimed_by_another_app. A verified ' +
      `domain gets its certificate probed over TLS (ssl_status). ${NO_PROVIDER}`,
    scopes: ['publish'],
    input: z.strictObject({ app_id: appIdArg, domain: optionalDomainArg }),
    output: domainOutput.extend({ instructions: z.string() }),
    annotations: { title: 'Check domain', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    app: 'required',
    handler: async (input, ctx) => {
      const { domains } = ctx.services;
      const row = await domains.check(ctx.app!, input.domain);
      return { ...domains.view(row), instructions: instructions(row, domains) };
    },
  }),

  defineTool({
    name: 'set_primary_domain',
    description: "Chooses the app's primary address: the custom domain (or its www/apex twin) or a platform host.",
    details:
      'A platform host (subdomain or path host) makes the custom domain secondary. No redirect between platform and custom hosts is created.',
    scopes: ['publish'],
    input: z.strictObject({ app_id: appIdArg, domain: domainArg }),
    output: domainOutput.extend({ note: z.string() }),
    annotations: { title: 'Set primary domain', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const { domains, hosting } = ctx.services;
      const label = await hosting.subdomainOf(ctx.app!.id);
      const platformHosts = [new URL(hosting.publicUrl).host, new URL(hosting.publicUrl).hostname];
      if (label) platformHosts.push(hosting.subdomainHost(label), hosting.subdomainHost(label).replace(/:\d+$/, ''));
      const row = await domains.setPrimary(ctx.app!, input.domain, platformHosts);
      return {
        ...domains.view(row),
        note: row.is_primary
          ? row.verification_status === 'verified'
            ? `${row.primary_host ?? row.domain} is the primary address now`
            : `${row.primary_host ?? row.domain} becomes the primary address once it is verified (check_domain_verification)`
          : 'The platform address is primary; the custom domain still serves the app',
      };
    },
  }),

  defineTool({
    name: 'remove_custom_domain',
    description: 'Detaches the custom domain; it stops serving the app at once.',
    details: `Its certificate is no longer permitted. ${NO_PROVIDER}`,
    scopes: ['publish'],
    input: z.strictObject({ app_id: appIdArg, domain: optionalDomainArg }),
    output: z.object({ app_id: z.string(), removed: z.string(), note: z.string() }),
    annotations: { title: 'Remove custom domain', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const row = await ctx.services.domains.remove(ctx.app!, input.domain);
      return {
        app_id: ctx.app!.id,
        removed: row.domain,
        note: `${row.domain} no longer serves this app. You may delete its DNS records (${TXT_PREFIX}.${row.domain} TXT and the routing record) at your DNS provider.`,
      };
    },
  }),

  defineTool({
    name: 'get_domain_ssl_status',
    description: "The custom domain's certificate, probed now, and the DNS records it still needs.",
    details:
      'ssl_status: not_requested (not verified yet), pending_validation (the edge has no certificate for it yet: the routing record ' +
      'must point at it), active, expired or failed (with ssl_reason: name_mismatch, untrusted, caa_forbidden, …). The probe uses SNI ' +
      'and reports issuer, validity and names.',
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg, domain: optionalDomainArg }),
    output: z.object({
      app_id: z.string(),
      domain: z.string(),
      verification_status: z.enum(VERIFICATION_STATUSES),
      ssl_status: z.enum(TLS_STATUSES),
      ssl_reason: z.string().nullable(),
      ssl_detail: z.string(),
      certificate: certificateOutput,
      ssl_checked_at: z.string().nullable(),
      caa: caaOutput,
      pending_validation_records: z.array(recordOutput),
    }),
    annotations: { title: 'Domain SSL status', readOnlyHint: true, idempotentHint: true, openWorldHint: true },
    app: 'required',
    handler: async (input, ctx) => {
      const { domains } = ctx.services;
      const row = await domains.refreshTls(ctx.app!, input.domain);
      const v = domains.view(row);
      return {
        app_id: v.app_id,
        domain: v.domain,
        verification_status: v.verification_status,
        ssl_status: v.ssl_status,
        ssl_reason: v.ssl_reason,
        ssl_detail: v.ssl_detail,
        certificate: v.certificate,
        ssl_checked_at: v.ssl_checked_at,
        caa: v.caa,
        pending_validation_records: v.ssl_status === 'active' ? [] : v.dns_records.filter((r) => r.required && r.status !== 'ok'),
      };
    },
  }),

  defineTool({
    name: 'configure_domain_redirects',
    description: 'Sets the canonical host of the custom domain and its www/apex twin, and http to https redirects.',
    details: 'force_https works behind a TLS edge that sends X-Forwarded-Proto.',
    scopes: ['publish'],
    input: z.strictObject({
      app_id: appIdArg,
      primary_domain: domainArg,
      redirect_www: z.boolean().default(true),
      force_https: z.boolean().default(true),
    }),
    output: domainOutput,
    annotations: { title: 'Domain redirects', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => {
      const { domains } = ctx.services;
      return domains.view(await domains.configureRedirects(ctx.app!, input.primary_domain, input.redirect_www, input.force_https));
    },
  }),
];
