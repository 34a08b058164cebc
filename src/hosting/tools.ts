import { z } from 'zod';
import { pagesOf } from '../apps/workspace.ts';
import { iso } from '../platform/time.ts';
import { runtimeErrorOutput, type AppErrorsService } from '../apps/errors.ts';
import type { AppsService } from '../apps/service.ts';
import type { Config } from '../config.ts';
import type { FileStore } from '../files/store.ts';
import type { GenerationService } from '../generation/service.ts';
import type { SecurityService } from '../security/service.ts';
import { appIdArg, toolsUsing } from '../platform/tool.ts';
import { issueOutput } from '../validation/views.ts';
import { ACCESS_MODES, LINK_STATUSES, publishedLinkStatus } from './access.ts';
import { MAX_ANALYTICS_DAYS } from './analytics.ts';
import { clickablesOf, inspectLive, type Clickable } from './inspect.ts';
import type { DomainRow } from '../domains/service.ts';
import { VERIFICATION_REASONS, VERIFICATION_STATUSES } from '../domains/service.ts';
import { TLS_STATUSES } from '../domains/tls.ts';
import { canonicalHost, customDomainUrl, isPrimaryDomain, manifestHashOf, type HostingService } from './service.ts';
import { MAX_LABEL, SUBDOMAIN_STATUSES } from './subdomains.ts';

/** The services the hosting tools use. */
export interface HostingToolServices {
  config: Config;
  domains: { cached(appId: string): DomainRow | null };
  hosting: HostingService;
  files: FileStore;
  apps: AppsService;
  appErrors: AppErrorsService;
  generation: GenerationService;
  security: SecurityService;
}

const defineTool = toolsUsing<HostingToolServices>();

const effectiveAccessOutput = z.enum(['public_open', 'public_auth', 'private']);

const linkOutput = z.object({
  kind: z.enum(['editor', 'preview', 'publication', 'path', 'subdomain', 'custom_domain']),
  url: z.string().nullable(),
  status: z.enum(LINK_STATUSES),
  reason: z.string(),
  host: z.string().nullable().optional(),
  expires_at: z.string().optional(),
});

const linksOutput = z.object({
  editor: linkOutput,
  preview: linkOutput,
  publication: linkOutput,
  path: linkOutput,
  subdomain: linkOutput,
  custom_domain: linkOutput,
});

const clickableKinds = z.enum(['link', 'button', 'navigate', 'anchor', 'form']);

/** What inspectLive reports (LiveReport): the load's fields are there only when the browser was used. */
const liveReportOutput = z.object({
  available: z.boolean(),
  used: z.boolean(),
  reason: z.string(),
  executable: z.string().nullable(),
  url: z.string().optional(),
  final_url: z.string().optional(),
  http_status: z.number().nullable().optional(),
  title: z.string().optional(),
  headings: z.array(z.string()).optional(),
  text_excerpt: z.string().optional(),
  console: z.array(z.object({ type: z.string(), text: z.string() })).optional(),
  page_errors: z.array(z.string()).optional(),
  failed_requests: z.array(z.object({ url: z.string(), status: z.number().nullable(), error: z.string().nullable() })).optional(),
  blocked_requests: z.array(z.string()).optional(),
  blocked_reason: z.string().optional(),
  clickables: z.array(z.object({ tag: z.string(), text: z.string(), href: z.string().nullable() })).optional(),
  load_ms: z.number().optional(),
  screenshot: z.null(),
});

export const hostingTools = [
  defineTool({
    name: 'publish_app',
    description: 'Builds and publishes the current files (a Saved Version); on a build error the live version stays.',
    details:
      'Builds with esbuild and Tailwind CSS, cached by source hash (publishing unchanged files again costs nothing); serves at ' +
      "{base_url}/p/{app_id} and the app's subdomain. access_mode: infer (keeps existing settings, else inferred from the app files and " +
      'settings), public_open (anyone), public_auth (the URL opens, app sign-in required), private (owner only), keep (current settings). ' +
      "auth_required and make_public override the mode's result. Returns url, links (links.publication is the main public URL) and " +
      'security_warnings (per entity: personal-looking fields or writes open to anonymous visitors).',
    scopes: ['publish'],
    input: z.strictObject({
      app_id: appIdArg,
      access_mode: z.enum(ACCESS_MODES).default('infer').describe('infer keeps or infers the settings'),
      auth_required: z.boolean().optional(),
      make_public: z.boolean().optional(),
    }),
    output: z.object({
      app_id: z.string(),
      published: z.literal(true),
      url: z.string().nullable(),
      access_mode: effectiveAccessOutput,
      requested_access_mode: z.enum(ACCESS_MODES),
      is_public: z.boolean(),
      auth_required: z.boolean(),
      access_changed: z.boolean(),
      access_explanation: z.array(z.string()),
      snapshot_id: z.string(),
      files_unchanged_since_last_publish: z.boolean(),
      publish_count: z.number(),
      published_at: z.string().nullable(),
      build: z.object({
        cached: z.boolean(),
        source_key: z.string(),
        duration_ms: z.number(),
        pages: z.array(z.string()),
        assets: z.object({ js: z.string(), css: z.string() }),
        warnings: z.array(issueOutput),
      }),
      duration_ms: z.number(),
      links: linksOutput,
      security_warnings: z.array(z.string()),
    }),
    annotations: { title: 'Publish app', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    app: 'required',
    handler: async (input, ctx) => {
      const r = await ctx.services.hosting.publish(ctx.principal, ctx.app!, input);
      // Named per entity: personal-looking fields anonymous visitors can read, entities they can write.
      const security = await ctx.services.security.exposureReport(ctx.app!.id, r.access_mode);
      return { ...r, security_warnings: security.warnings };
    },
  }),

  defineTool({
    name: 'get_app_status',
    description: 'Files, publish state (changed since?), subdomain and running jobs of an app.',
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({
      app_id: z.string(),
      name: z.string(),
      files: z.array(z.object({ path: z.string(), size: z.number() })),
      total_files: z.number(),
      total_bytes: z.number(),
      published: z.boolean(),
      url: z.string().nullable(),
      access_mode: z.string().nullable(),
      publication: z
        .object({
          url: z.string().nullable(),
          path_url: z.string(),
          subdomain_url: z.string().nullable(),
          access_mode: z.string().nullable(),
          is_public: z.boolean(),
          auth_required: z.boolean(),
          link_status: z.string(),
          snapshot_id: z.string(),
          published_at: z.string().nullable(),
          first_published_at: z.string().nullable(),
          publish_count: z.number(),
          pages: z.array(z.string()),
          files_changed_since_publish: z.boolean(),
        })
        .nullable(),
      subdomain: z.string().nullable(),
      active_jobs: z.array(z.object({ job_id: z.string(), kind: z.string(), status: z.string(), created_at: z.string().nullable() })),
      has_active_jobs: z.boolean(),
    }),
    annotations: { title: 'App status', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => {
      const app = ctx.app!;
      const { hosting, files, generation } = ctx.services;
      const entries = await files.listFiles(app.id);
      const { pub, label, url, access_mode } = await hosting.state(app);
      const jobs = await generation.jobs.active(app.id);
      return {
        app_id: app.id,
        name: app.name,
        files: entries.map((f) => ({ path: f.path, size: f.size })),
        total_files: entries.length,
        total_bytes: entries.reduce((n, f) => n + f.size, 0),
        published: !!pub,
        url,
        access_mode,
        publication: pub
          ? {
              url,
              path_url: hosting.pathUrl(app.id),
              subdomain_url: label ? hosting.subdomainUrl(label) : null,
              access_mode,
              is_public: pub.is_public,
              auth_required: pub.auth_required,
              link_status: publishedLinkStatus(pub),
              snapshot_id: pub.snapshot_id,
              published_at: iso(pub.published_at),
              first_published_at: iso(pub.first_published_at),
              publish_count: pub.publish_count,
              pages: pub.build.pages,
              files_changed_since_publish: manifestHashOf(entries) !== pub.manifest_hash,
            }
          : null,
        subdomain: label,
        active_jobs: jobs.map((j) => ({
          job_id: j.id,
          kind: j.kind,
          status: j.status === 'queued' ? 'running' : j.status,
          created_at: iso(j.created_at),
        })),
        has_active_jobs: jobs.length > 0,
      };
    },
  }),

  defineTool({
    name: 'get_app_links',
    description: 'Every link of the app with its status; links.publication is the main public URL.',
    details:
      'The preview link is signed, owner only and short-lived; path is {base_url}/p/{app_id}. Statuses: not_published, private, ' +
      'public_open, app_login_required, studio_login_required, domain_not_active.',
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({
      app_id: z.string(),
      published: z.boolean(),
      access_mode: effectiveAccessOutput.nullable(),
      links: linksOutput,
      list: z.array(linkOutput),
    }),
    annotations: { title: 'App links', readOnlyHint: true, idempotentHint: false, openWorldHint: false },
    // Its signed links open the app with the owner's rights (data included): owner-only, like records (src/platform/roles.ts).
    role: 'owner',
    app: 'required',
    handler: async (_input, ctx) => {
      const { pub, access_mode } = await ctx.services.hosting.state(ctx.app!);
      const links = await ctx.services.hosting.links(ctx.app!, pub);
      return { app_id: ctx.app!.id, published: !!pub, access_mode, links, list: Object.values(links) };
    },
  }),

  defineTool({
    name: 'get_preview_url',
    description: 'The editor URL, a one-hour owner preview URL of the current files, and the public URL.',
    details: 'For a private publication, owner_access_url (and owner_access_subdomain_url) open it for the owner for one hour.',
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({
      app_id: z.string(),
      editor_url: z.string(),
      preview_url: z.string(),
      preview_expires_at: z.string(),
      public_url: z.string().nullable(),
      path_url: z.string().nullable(),
      subdomain_url: z.string().nullable(),
      owner_access_url: z.string().nullable(),
      owner_access_subdomain_url: z.string().nullable(),
      published: z.boolean(),
      access_mode: effectiveAccessOutput.nullable(),
      note: z.string(),
    }),
    annotations: { title: 'Preview URL', readOnlyHint: true, idempotentHint: false, openWorldHint: false },
    // Its signed links open the app with the owner's rights (data included): owner-only, like records (src/platform/roles.ts).
    role: 'owner',
    app: 'required',
    handler: async (_input, ctx) => {
      const { hosting } = ctx.services;
      const app = ctx.app!;
      const { pub, url, label, access_mode } = await hosting.state(app);
      const preview = await hosting.previewUrl(app.id);
      let ownerAccess: string | null = null;
      let ownerAccessSubdomain: string | null = null;
      if (pub && !pub.is_public) {
        const { token } = await hosting.accessToken(app.id);
        ownerAccess = `${hosting.pathUrl(app.id)}/?svc_token=${token}`;
        if (label) ownerAccessSubdomain = `${hosting.subdomainUrl(label)}/?svc_token=${token}`;
      }
      return {
        app_id: app.id,
        editor_url: hosting.editorUrl(app.id),
        preview_url: preview.url,
        preview_expires_at: preview.expires_at,
        public_url: url,
        path_url: pub ? hosting.pathUrl(app.id) : null,
        subdomain_url: pub && label ? hosting.subdomainUrl(label) : null,
        owner_access_url: ownerAccess,
        owner_access_subdomain_url: ownerAccessSubdomain,
        published: !!pub,
        access_mode,
        note: 'The preview shows the current files with the live data; it is visible to the owner only. Visitors see the published snapshot until publish_app runs again.',
      };
    },
  }),

  defineTool({
    name: 'check_subdomain_available',
    description: 'Whether a platform subdomain label is available, or why not.',
    details:
      "Labels are 3-32 lowercase letters, digits and hyphens, no leading or trailing hyphen. current: already this app's (with app_id).",
    scopes: ['read'],
    input: z.strictObject({
      subdomain: z.string().max(253),
      app_id: appIdArg.optional(),
    }),
    output: z.object({
      subdomain: z.string(),
      available: z.boolean(),
      status: z.enum(SUBDOMAIN_STATUSES),
      reason: z.string(),
      host: z.string().nullable(),
      url: z.string().nullable(),
      base_domain: z.string(),
    }),
    annotations: { title: 'Check subdomain', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'optional',
    handler: async (input, ctx) => ({
      ...(await ctx.services.hosting.checkSubdomain(input.subdomain.trim(), ctx.app?.id ?? null)),
      base_domain: ctx.services.config.appsDomain,
    }),
  }),

  defineTool({
    name: 'set_app_subdomain',
    description: 'Sets the platform subdomain; the old one stops resolving (no redirect) and is free for others.',
    details: `Labels are 3-${MAX_LABEL} lowercase letters, digits and hyphens, no leading or trailing hyphen, not reserved, not taken.`,
    scopes: ['publish'],
    input: z.strictObject({
      app_id: appIdArg,
      subdomain: z.string().max(253).describe('"" clears'),
    }),
    output: z.object({
      app_id: z.string(),
      subdomain: z.string().nullable(),
      previous: z.string().nullable(),
      changed: z.boolean(),
      host: z.string().nullable(),
      url: z.string().nullable(),
      status: z.string(),
      note: z.string(),
    }),
    annotations: { title: 'Set subdomain', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
    app: 'required',
    handler: async (input, ctx) => ctx.services.hosting.setSubdomain(ctx.app!, input.subdomain.trim()),
  }),

  defineTool({
    name: 'list_app_domains',
    description: "The app's addresses (path, subdomain, custom domain and its state), publish status, login gating.",
    scopes: ['read'],
    input: z.strictObject({ app_id: appIdArg }),
    output: z.object({
      app_id: z.string(),
      platform_path: z.string(),
      platform_url: z.string(),
      subdomain: z.string().nullable(),
      subdomain_host: z.string().nullable(),
      subdomain_url: z.string().nullable(),
      base_domain: z.string(),
      // The custom-domain fields are null while no custom domain is attached.
      custom_domain: z.string().nullable(),
      custom_domain_url: z.string().nullable(),
      verification_status: z.enum(VERIFICATION_STATUSES).nullable(),
      verification_reason: z.enum(VERIFICATION_REASONS).nullable(),
      ssl_status: z.enum(TLS_STATUSES).nullable(),
      is_primary: z.boolean().nullable(),
      primary_domain: z.string(),
      redirect_www: z.boolean().nullable(),
      force_https: z.boolean().nullable(),
      publish_status: z.enum(['published', 'not_published']),
      access_mode: effectiveAccessOutput.nullable(),
      login_gating: z.enum(['none', 'studio_login_required', 'app_login_required']),
      url: z.string().nullable(),
      domains: z.array(
        z.object({
          kind: z.enum(['platform_path', 'subdomain', 'custom_domain']),
          host: z.string(),
          url: z.string(),
          status: z.enum(LINK_STATUSES),
          is_primary: z.boolean(),
        }),
      ),
    }),
    annotations: { title: 'App domains', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (_input, ctx) => {
      const { hosting } = ctx.services;
      const app = ctx.app!;
      const { pub, label, url, access_mode } = await hosting.state(app);
      const custom = ctx.services.domains.cached(app.id);
      const customPrimary = isPrimaryDomain(custom);
      const status = publishedLinkStatus(pub);
      const publishStatus = pub ? 'published' : 'not_published';
      const loginGating = !pub ? 'none' : !pub.is_public ? 'studio_login_required' : pub.auth_required ? 'app_login_required' : 'none';
      const domains = [
        {
          kind: 'platform_path',
          host: new URL(hosting.publicUrl).host,
          url: hosting.pathUrl(app.id),
          status,
          is_primary: !label && !customPrimary,
        },
        ...(label
          ? [
              {
                kind: 'subdomain',
                host: hosting.subdomainHost(label),
                url: hosting.subdomainUrl(label),
                status,
                is_primary: !customPrimary,
              },
            ]
          : []),
        ...(custom
          ? [
              {
                kind: 'custom_domain',
                host: canonicalHost(custom),
                url: customDomainUrl(custom),
                status: custom.verification_status === 'verified' ? status : ('domain_not_active' as const),
                is_primary: customPrimary,
              },
            ]
          : []),
      ];
      return {
        app_id: app.id,
        platform_path: `/p/${app.id}`,
        platform_url: hosting.pathUrl(app.id),
        subdomain: label,
        subdomain_host: label ? hosting.subdomainHost(label) : null,
        subdomain_url: label ? hosting.subdomainUrl(label) : null,
        base_domain: ctx.services.config.appsDomain,
        custom_domain: custom?.domain ?? null,
        custom_domain_url: custom ? customDomainUrl(custom) : null,
        verification_status: custom?.verification_status ?? null,
        verification_reason: custom?.verification_reason ?? null,
        ssl_status: custom?.tls_status ?? null,
        is_primary: custom ? custom.is_primary : null,
        primary_domain: customPrimary ? canonicalHost(custom!) : label ? hosting.subdomainHost(label) : new URL(hosting.publicUrl).host,
        redirect_www: custom?.redirect_www ?? null,
        force_https: custom?.force_https ?? null,
        publish_status: publishStatus,
        access_mode,
        login_gating: loginGating,
        url,
        domains,
      };
    },
  }),

  defineTool({
    name: 'inspect_preview',
    description: 'Inspects a route of the current files: errors, clickables; with Chromium, a real headless load.',
    details:
      'Reports the pages, clickable candidates found in the code (links, buttons, navigate calls with target pages) and whether a live ' +
      'browser is available. A headless load reports console messages, page errors, failed requests, headings and visible clickables. ' +
      'Nothing is fabricated: no console logs or screenshots without a browser.',
    scopes: ['read', 'files:read'],
    input: z.strictObject({
      app_id: appIdArg,
      route: z.string().max(500).default('').describe('Empty: home'),
      auth_as: z.string().max(100).default('anonymous'),
      auth_as_role: z.string().max(100).optional(),
    }),
    output: z.object({
      app_id: z.string(),
      route: z.string(),
      page: z.object({ name: z.string().nullable(), path: z.string().nullable(), exists: z.boolean(), is_home: z.boolean() }),
      preview_url: z.string(),
      preview_expires_at: z.string(),
      published_url: z.string().nullable(),
      published: z.boolean(),
      auth: z.object({ as: z.string(), applied: z.boolean(), notes: z.array(z.string()) }),
      pages: z.array(z.object({ name: z.string(), path: z.string(), route: z.string(), is_home: z.boolean() })),
      clickable_candidates: z.array(
        z.object({
          kind: clickableKinds,
          file: z.string(),
          line: z.number(),
          text: z.string(),
          target_page: z.string().nullable(),
          target: z.string().nullable(),
          target_exists: z.boolean().nullable(),
        }),
      ),
      broken_targets: z.array(z.object({ file: z.string(), line: z.number(), target_page: z.string().nullable() })),
      runtime_errors: z.array(runtimeErrorOutput),
      runtime_error_total: z.number(),
      live_browser: z.object({ available: z.boolean(), used: z.boolean(), reason: z.string() }),
      live: liveReportOutput.nullable(),
    }),
    annotations: { title: 'Inspect preview', readOnlyHint: true, idempotentHint: false, openWorldHint: false },
    // Its signed links open the app with the owner's rights (data included): owner-only, like records (src/platform/roles.ts).
    role: 'owner',
    app: 'required',
    handler: async (input, ctx) => {
      const { hosting, files, appErrors, apps } = ctx.services;
      const app = ctx.app!;
      const entries = await files.listFiles(app.id);
      const pages = pagesOf(entries, apps.settingsOf(app));
      const rawRoute = input.route.trim();
      const routePath = (rawRoute.split(/[?#]/)[0] ?? '').replace(/^\/+/, '').split('/')[0] ?? '';
      const home = pages.find((p) => p.is_home)?.name ?? null;
      const page = routePath
        ? (pages.find((p) => p.name.toLowerCase() === routePath.toLowerCase()) ?? null)
        : (pages.find((p) => p.is_home) ?? null);
      const codePaths = entries.map((e) => e.path).filter((p) => /\.(jsx|js)$/.test(p) && !p.startsWith('functions/'));
      const contents = await files.readFiles(app.id, codePaths);
      const relevant = page ? [page.path, 'Layout.jsx'] : codePaths;
      const clickables: Clickable[] = [];
      for (const p of relevant) {
        const src = contents.get(p);
        if (src) clickables.push(...clickablesOf(p, src));
      }
      const known = new Set(pages.map((p) => p.name));
      const { errors, total } = await appErrors.listRecent(app.id, 20);
      const preview = await hosting.previewUrl(app.id, rawRoute);
      const { pub, url } = await hosting.state(app);

      const authNotes: string[] = [];
      let cookies: Array<{ name: string; value: string; url: string }> = [];
      if (input.auth_as_role) {
        const made = await ctx.services.security.memberSessionCookie(app.id, input.auth_as_role).catch(() => null);
        if (made) cookies = [{ ...made, url: ctx.services.config.appUrl }];
        else
          authNotes.push(
            `auth_as_role "${input.auth_as_role}" was not applied: no member session of that role could be created, so the route was loaded anonymously`,
          );
      } else if (input.auth_as !== 'anonymous') {
        authNotes.push(`auth_as "${input.auth_as}" is not supported; the route was loaded anonymously`);
      }
      // Loaded on the app origin itself (where the platform's link hands off to): the live load reaches that origin only.
      const onAppOrigin = preview.url.startsWith(hosting.publicUrl)
        ? ctx.services.config.appUrl + preview.url.slice(hosting.publicUrl.length)
        : preview.url;
      const live = await inspectLive(onAppOrigin, {
        cookies,
        chromium: ctx.services.config.chromiumPath,
        enabled: ctx.services.config.inspectLive,
      });

      return {
        app_id: app.id,
        route: `/${page?.name ?? routePath}`,
        page: page
          ? { name: page.name, path: page.path, exists: true, is_home: page.is_home }
          : { name: routePath || home, path: routePath ? `pages/${routePath}.jsx` : null, exists: false, is_home: !routePath },
        preview_url: preview.url,
        preview_expires_at: preview.expires_at,
        published_url: url,
        published: !!pub,
        auth: {
          as: input.auth_as_role ? `role:${input.auth_as_role}` : input.auth_as,
          applied: cookies.length > 0 || (!input.auth_as_role && input.auth_as === 'anonymous'),
          notes: authNotes,
        },
        pages: pages.map((p) => ({ name: p.name, path: p.path, route: p.route, is_home: p.is_home })),
        clickable_candidates: clickables
          .slice(0, 200)
          .map((c) => ({ ...c, target_exists: c.target_page ? known.has(c.target_page) : null })),
        broken_targets: clickables
          .filter((c) => c.target_page && !known.has(c.target_page) && c.target_page !== 'Login')
          .map((c) => ({ file: c.file, line: c.line, target_page: c.target_page })),
        runtime_errors: errors,
        runtime_error_total: total,
        live_browser: { available: live.available, used: live.used, reason: live.reason },
        live: live.used ? live : null,
      };
    },
  }),

  defineTool({
    name: 'get_app_analytics',
    description: 'Page views of the published app: visitors, daily series, top pages, referrers, devices.',
    details: 'Unique visitors are counted by keyed hashes; no IP addresses are stored.',
    scopes: ['read'],
    input: z.strictObject({
      app_id: appIdArg,
      days: z.number().int().min(1).max(MAX_ANALYTICS_DAYS).default(7),
    }),
    output: z.object({
      app_id: z.string(),
      days: z.number(),
      from: z.string(),
      to: z.string(),
      total_views: z.number(),
      unique_visitors: z.number(),
      daily: z.array(z.object({ date: z.string(), views: z.number(), unique_visitors: z.number() })),
      top_pages: z.array(z.object({ path: z.string(), views: z.number(), unique_visitors: z.number() })),
      top_referrers: z.array(z.object({ domain: z.string().nullable(), views: z.number() })),
      devices: z.object({
        desktop: z.object({ views: z.number(), share: z.number() }),
        mobile: z.object({ views: z.number(), share: z.number() }),
        tablet: z.object({ views: z.number(), share: z.number() }),
        bot: z.object({ views: z.number(), share: z.number() }),
      }),
      note: z.string(),
    }),
    annotations: { title: 'App analytics', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    app: 'required',
    handler: async (input, ctx) => ctx.services.hosting.analytics.report(ctx.app!.id, input.days),
  }),
];
