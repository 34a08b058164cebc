/**
 * Publishing and hosting: builds (cached by source hash), publications (a frozen Saved Version plus
 * its build and access settings), subdomains, signed owner links, link statuses and page-view
 * analytics. The HTTP side lives in routes.ts; the tools in tools.ts.
 */
import { iso } from '../platform/time.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppRow } from '../platform/types.ts';
import type { AppMetadata } from '../apps/service.ts';
import { sha256 } from '../files/store.ts';
import type { FileEntry, ManifestEntry } from '../files/store.ts';
import type { Principal } from '../platform/types.ts';
import { ServiceError } from '../platform/errors.ts';
import { isUniqueViolation, type Db } from '../storage/index.ts';
import type { AppErrorsService } from '../apps/errors.ts';
import type { AppsService } from '../apps/service.ts';
import type { Config } from '../config.ts';
import type { FileStore } from '../files/store.ts';
import type { IdentityService } from '../identity/service.ts';
import type { SecurityService } from '../security/service.ts';
import type { DomainRow } from '../domains/service.ts';
import { validateApp, type Issue } from '../validation/validate.ts';
import {
  decideAccess,
  effectiveAccess,
  inferAuthRequired,
  publishedLinkStatus,
  type AccessMode,
  type AccessSettings,
  type EffectiveAccess,
  type LinkStatus,
} from './access.ts';
import { Analytics } from './analytics.ts';
import { buildApp, BuildFailed, isBuildInput, sourceKey } from './build/app.ts';
import { buildVendor, vendorKey, type VendorBuild } from './build/vendor.ts';
import { AssetStore, BuildCache, type StoredBuild } from './store.ts';
import { checkLabel, type SubdomainStatus } from './subdomains.ts';

/** How long a node trusts its cached view of a publication or a subdomain (other nodes' changes show within this). */
export const CACHE_TTL_MS = 2000;
/** Lifetime of signed owner links (preview and private publications). */
export const ACCESS_LINK_TTL_SECONDS = 3600;

export interface Publication {
  app_id: string;
  snapshot_id: string;
  manifest_hash: string;
  source_key: string;
  build: StoredBuild;
  seo_hash: string | null;
  home_page: string;
  is_public: boolean;
  auth_required: boolean;
  published_by: string;
  publish_count: number;
  first_published_at: number;
  published_at: number;
  settings_updated_at: number;
  /** The app metadata as it was at publish (set_app_metadata changes show after the next publish). */
  metadata: AppMetadata | null;
}

export interface PublishInput {
  access_mode: AccessMode;
  auth_required?: boolean;
  make_public?: boolean;
}

export interface LinkView {
  kind: 'editor' | 'preview' | 'publication' | 'path' | 'subdomain' | 'custom_domain';
  url: string | null;
  status: LinkStatus;
  reason: string;
  host?: string | null;
  expires_at?: string;
}

interface VendorInfo {
  key: string;
  urls: VendorBuild['urls'];
}

/** sha256 of the FileStore's manifest body ([[path, hash, size], …] sorted): equal trees, equal hashes. */
export function manifestHashOf(entries: Array<{ path: string; hash: string; size: number }>): string {
  const sorted = entries
    .map((e) => [e.path, e.hash, Number(e.size)] as [string, string, number])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return sha256(JSON.stringify(sorted));
}

function toPublication(r: any): Publication {
  return {
    app_id: r.app_id,
    snapshot_id: r.snapshot_id,
    manifest_hash: r.manifest_hash,
    source_key: r.source_key,
    build: JSON.parse(r.build),
    seo_hash: r.seo_hash ?? null,
    home_page: r.home_page,
    is_public: Number(r.is_public) === 1,
    auth_required: Number(r.auth_required) === 1,
    published_by: r.published_by,
    publish_count: Number(r.publish_count),
    first_published_at: Number(r.first_published_at),
    published_at: Number(r.published_at),
    settings_updated_at: Number(r.settings_updated_at),
    metadata: r.metadata ? JSON.parse(r.metadata) : null,
  };
}

/** What hosting builds on. */
export interface HostingDeps {
  db: Db;
  config: Config;
  identity: IdentityService;
  apps: AppsService;
  files: FileStore;
  appErrors: AppErrorsService;
  /** Publishes are security events (get_security_audit). */
  security: Pick<SecurityService, 'record'>;
  /** The app's custom domain (src/domains), for links and the primary address. */
  domains: { cached(appId: string): DomainRow | null };
}

export class HostingService {
  readonly assets: AssetStore;
  readonly builds: BuildCache;
  private readonly deps: HostingDeps;
  private vendorPromise: Promise<VendorInfo> | null = null;
  private readonly building = new Map<string, Promise<StoredBuild>>();
  private readonly pubCache = new Map<string, { at: number; pub: Promise<Publication | null> }>();
  private readonly sharedAssetCache = new Map<string, { at: number; shared: Promise<boolean> }>();
  private readonly labelCache = new Map<string, { at: number; appId: Promise<string | null> }>();
  private readonly subCache = new Map<string, { at: number; label: Promise<string | null> }>();
  private secretPromise: Promise<Buffer> | null = null;

  readonly analytics: Analytics;

  constructor(deps: HostingDeps) {
    this.deps = deps;
    this.assets = new AssetStore(deps.db, deps.config.hostingAssetCacheMb);
    this.builds = new BuildCache(deps.db);
    this.analytics = new Analytics(deps.db, () => this.secret());
  }

  // ------------------------------------------------------------------------------------- URLs

  get publicUrl(): string {
    return this.deps.config.publicUrl;
  }

  pathUrl(appId: string): string {
    return `${this.publicUrl}/p/${appId}`;
  }

  /** `<label>.<apps domain>` with the public URL's scheme and port. */
  subdomainHost(label: string): string {
    const u = new URL(this.publicUrl);
    return `${label}.${this.deps.config.appsDomain}${u.port ? `:${u.port}` : ''}`;
  }

  subdomainUrl(label: string): string {
    return `${new URL(this.publicUrl).protocol}//${this.subdomainHost(label)}`;
  }

  editorUrl(appId: string): string {
    return `${this.publicUrl}/studio/apps/${appId}`;
  }

  // ------------------------------------------------------------------------------------- builds

  /** The shared vendor assets: from the build cache when another process already built them. */
  vendor(): Promise<VendorInfo> {
    this.vendorPromise ??= (async () => {
      const key = vendorKey();
      const cached = await this.builds.getRaw<{ urls: VendorBuild['urls']; assets: string[] }>(`vendor:${key}`);
      if (cached && (await this.assets.haveAll(cached.assets))) return { key, urls: cached.urls };
      const started = performance.now();
      const v = await buildVendor(key);
      await this.assets.put(v.assets);
      await this.builds.put(`vendor:${key}`, 'vendor', { urls: v.urls, assets: v.assets.map((a) => a.name) }, performance.now() - started);
      return { key, urls: v.urls };
    })().catch((err) => {
      this.vendorPromise = null;
      throw err;
    });
    return this.vendorPromise;
  }

  /**
   * The build of a file tree: from the cache when this source key was built before (by any node),
   * else built now from `read()` (the build inputs' contents). Concurrent requests for one key share
   * one build. Throws BuildFailed.
   */
  async buildFor(
    entries: Array<{ path: string; hash: string }>,
    read: (paths: string[]) => Promise<Map<string, string>>,
  ): Promise<{ key: string; build: StoredBuild; cached: boolean; duration_ms: number; warnings: Issue[] }> {
    const started = performance.now();
    const vendor = await this.vendor();
    const key = sourceKey(entries, vendor.key);
    const hit = await this.builds.get(key);
    if (hit) return { key, build: hit, cached: true, duration_ms: Math.round(performance.now() - started), warnings: [] };
    let warnings: Issue[] = [];
    let p = this.building.get(key);
    if (!p) {
      p = (async () => {
        const inputs = entries.filter((e) => isBuildInput(e.path)).map((e) => e.path);
        const contents = await read(inputs);
        const b = await buildApp(contents, vendor as unknown as VendorBuild);
        warnings = b.warnings;
        await this.assets.put([b.js, b.css, b.map]);
        const stored: StoredBuild = {
          js: b.js.name,
          css: b.css.name,
          map: b.map.name,
          pages: b.pages,
          vendor_key: vendor.key,
          warnings: b.warnings.length,
        };
        await this.builds.put(key, 'app', stored, b.duration_ms);
        return stored;
      })().finally(() => this.building.delete(key));
      this.building.set(key, p);
    }
    const build = await p;
    return { key, build, cached: false, duration_ms: Math.round(performance.now() - started), warnings };
  }

  /** Build issues made focused: the build's own errors first, then the validator's errors for context. */
  private async failure(err: BuildFailed, files: () => Promise<Map<string, string>>): Promise<ServiceError> {
    const issues = [...err.issues];
    try {
      const report = await validateApp(await files());
      const seen = new Set(issues.map((i) => `${i.path}\u0000${i.line}`));
      for (const i of report.issues) if (i.severity === 'error' && !seen.has(`${i.path}\u0000${i.line}`)) issues.push(i);
    } catch {
      // the build errors alone
    }
    const first = issues[0]!;
    const where = first.path ? `${first.path}${first.line ? `:${first.line}${first.column ? `:${first.column}` : ''}` : ''}: ` : '';
    return new ServiceError(
      'validation_blocked',
      `The app could not be built, so nothing was published (a previous publication stays live): ${where}${first.message}` +
        (issues.length > 1 ? ` (and ${issues.length - 1} more issue${issues.length === 2 ? '' : 's'})` : ''),
      { issues: issues.slice(0, 50), error_count: issues.filter((i) => i.severity === 'error').length, publication_unchanged: true },
    );
  }

  /** The current tree's build (the owner's preview). Throws ServiceError('validation_blocked') with issues. */
  async previewBuild(appId: string): Promise<{ build: StoredBuild; entries: FileEntry[] }> {
    const entries = await this.deps.files.listFiles(appId);
    try {
      const r = await this.buildFor(entries, (paths) => this.deps.files.readFiles(appId, paths));
      return { build: r.build, entries };
    } catch (err) {
      if (err instanceof BuildFailed) throw await this.failure(err, () => this.deps.files.readFiles(appId));
      throw err;
    }
  }

  // ------------------------------------------------------------------------------------- publications

  private async readPublication(appId: string): Promise<Publication | null> {
    const r = await this.deps.db.get('SELECT * FROM hosting_publications WHERE app_id = ?', [appId]);
    return r ? toPublication(r) : null;
  }

  /** The publication (cached for CACHE_TTL_MS; this node's own changes apply at once). */
  publication(appId: string, fresh = false): Promise<Publication | null> {
    const now = Date.now();
    const hit = this.pubCache.get(appId);
    if (!fresh && hit && now - hit.at < CACHE_TTL_MS) return hit.pub;
    const pub = this.readPublication(appId);
    this.pubCache.set(appId, { at: now, pub });
    pub.catch(() => this.pubCache.delete(appId));
    if (this.pubCache.size > 10_000) this.pubCache.delete(this.pubCache.keys().next().value as string);
    return pub;
  }

  /**
   * Whether an app asset may be served on the shared path `/_svc/a/<name>` to anyone: only when a
   * publication anyone may open (public_open) uses it. Bundles of private and login-gated
   * publications and of previews are served through the app's own address instead (routes.ts), with
   * the access decision of its pages. Cached like publications (CACHE_TTL_MS).
   */
  isSharedAsset(name: string): Promise<boolean> {
    const now = Date.now();
    const hit = this.sharedAssetCache.get(name);
    if (hit && now - hit.at < CACHE_TTL_MS) return hit.shared;
    // Names are `app-<hex>.<ext>`: no LIKE wildcard or quote can occur in them (ASSET_NAME_RE and the prefix check).
    const shared = this.deps.db
      .get<{ n: number }>('SELECT 1 AS n FROM hosting_publications WHERE is_public = 1 AND auth_required = 0 AND build LIKE ? LIMIT 1', [
        `%"${name}"%`,
      ])
      .then((r) => !!r);
    this.sharedAssetCache.set(name, { at: now, shared });
    shared.catch(() => this.sharedAssetCache.delete(name));
    if (this.sharedAssetCache.size > 10_000) this.sharedAssetCache.delete(this.sharedAssetCache.keys().next().value as string);
    return shared;
  }

  async publish(principal: Principal, app: AppRow, input: PublishInput) {
    const started = performance.now();
    const files = this.deps.files;
    const settings = this.deps.apps.settingsOf(app);
    const homePage = typeof settings.home_page === 'string' ? settings.home_page : '';
    const current = await this.readPublication(app.id);
    const entries = await files.listFiles(app.id);
    const manifestHash = manifestHashOf(entries);

    // Access first: it needs Layout.jsx only on a first publication with infer/keep.
    let layout: Map<string, string> = new Map();
    if (!current && (input.access_mode === 'infer' || input.access_mode === 'keep')) layout = await files.readFiles(app.id, ['Layout.jsx']);
    const access = decideAccess(
      input.access_mode,
      current ? { is_public: current.is_public, auth_required: current.auth_required } : null,
      () => inferAuthRequired(settings, layout),
      { auth_required: input.auth_required, make_public: input.make_public },
    );

    const vendor = await this.vendor();
    let snapshotId: string;
    let finalHash = manifestHash;
    let key: string;
    let build: StoredBuild;
    let cached: boolean;
    let buildMs: number;
    let warnings: Issue[] = [];
    let seoHash: string | null;
    const unchanged = !!current && current.manifest_hash === manifestHash && current.build.vendor_key === vendor.key;
    if (unchanged) {
      snapshotId = current!.snapshot_id;
      key = current!.source_key;
      build = current!.build;
      cached = true;
      buildMs = 0;
      seoHash = current!.seo_hash;
    } else {
      // Build the current files first, so a failing build leaves no trace.
      let r: Awaited<ReturnType<HostingService['buildFor']>>;
      try {
        r = await this.buildFor(entries, (paths) => files.readFiles(app.id, paths));
      } catch (err) {
        if (err instanceof BuildFailed) throw await this.failure(err, () => files.readFiles(app.id));
        throw err;
      }
      // Freeze: a Saved Version of the tree (content-addressed: no file is copied).
      const version = await files.createSavedVersion(app.id, 'publish_app', 'Published snapshot');
      const manifest: ManifestEntry[] = await files.versionManifest(version.snapshot_id);
      snapshotId = version.snapshot_id;
      finalHash = manifestHashOf(manifest);
      if (finalHash !== manifestHash && sourceKey(manifest, vendor.key) !== r.key) {
        // The files changed between the build and the snapshot: build exactly the snapshot.
        try {
          r = await this.buildFor(manifest, (paths) => files.readVersionFiles(version.snapshot_id, paths));
        } catch (err) {
          if (err instanceof BuildFailed) throw await this.failure(err, () => files.readVersionFiles(version.snapshot_id));
          throw err;
        }
      }
      key = r.key;
      build = r.build;
      cached = r.cached;
      buildMs = r.duration_ms;
      warnings = r.warnings;
      seoHash = manifest.find((e) => e.path === 'seo.json')?.hash ?? null;
    }

    const metadata = await this.deps.apps.getMetadata(app.id);
    const now = Date.now();
    const s = access.settings;
    const settingsChanged = !current || current.is_public !== s.is_public || current.auth_required !== s.auth_required;
    await this.deps.db.run(
      `INSERT INTO hosting_publications (app_id, snapshot_id, manifest_hash, source_key, build, seo_hash, home_page, is_public, auth_required,
         published_by, publish_count, first_published_at, published_at, settings_updated_at, metadata)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)
       ON CONFLICT (app_id) DO UPDATE SET snapshot_id = excluded.snapshot_id, manifest_hash = excluded.manifest_hash,
         source_key = excluded.source_key, build = excluded.build, seo_hash = excluded.seo_hash, home_page = excluded.home_page,
         is_public = excluded.is_public, auth_required = excluded.auth_required, published_by = excluded.published_by,
         publish_count = hosting_publications.publish_count + 1, published_at = excluded.published_at, metadata = excluded.metadata,
         settings_updated_at = CASE WHEN hosting_publications.is_public = excluded.is_public AND hosting_publications.auth_required = excluded.auth_required
           THEN hosting_publications.settings_updated_at ELSE excluded.settings_updated_at END`,
      [
        app.id,
        snapshotId,
        finalHash,
        key,
        JSON.stringify(build),
        seoHash,
        homePage,
        s.is_public ? 1 : 0,
        s.auth_required ? 1 : 0,
        principal.accountId,
        now,
        now,
        now,
        JSON.stringify(metadata),
      ],
    );
    this.pubCache.delete(app.id);
    this.sharedAssetCache.clear();
    await this.deps.apps.touch(app.id, undefined, false);
    this.deps.security.record({
      app_id: app.id,
      kind: 'app.published',
      actor_type: 'owner',
      actor_id: principal.accountId,
      actor_email: principal.email,
      ip: null,
      details: {
        access_mode: access.effective,
        requested_access_mode: input.access_mode,
        is_public: s.is_public,
        auth_required: s.auth_required,
        snapshot_id: snapshotId,
      },
    });
    const pub = (await this.publication(app.id, true))!;
    const links = await this.links(app, pub);
    return {
      app_id: app.id,
      published: true as const,
      url: links.publication.url,
      access_mode: access.effective,
      requested_access_mode: input.access_mode,
      is_public: s.is_public,
      auth_required: s.auth_required,
      access_changed: settingsChanged,
      access_explanation: access.explanation,
      snapshot_id: snapshotId,
      files_unchanged_since_last_publish: unchanged,
      publish_count: pub.publish_count,
      published_at: iso(pub.published_at),
      build: {
        cached,
        source_key: key,
        duration_ms: buildMs,
        pages: build.pages,
        assets: { js: build.js, css: build.css },
        warnings: warnings.slice(0, 20),
      },
      duration_ms: Math.round(performance.now() - started),
      links,
    };
  }

  // ------------------------------------------------------------------------------------- subdomains

  /** The app's label (cached like publications). */
  subdomainOf(appId: string, fresh = false): Promise<string | null> {
    const now = Date.now();
    const hit = this.subCache.get(appId);
    if (!fresh && hit && now - hit.at < CACHE_TTL_MS) return hit.label;
    const label = this.deps.db
      .get<{ label: string }>('SELECT label FROM hosting_subdomains WHERE app_id = ?', [appId])
      .then((r) => r?.label ?? null);
    this.subCache.set(appId, { at: now, label });
    label.catch(() => this.subCache.delete(appId));
    return label;
  }

  /** The app a label points at (cached). */
  appForLabel(label: string): Promise<string | null> {
    const now = Date.now();
    const hit = this.labelCache.get(label);
    if (hit && now - hit.at < CACHE_TTL_MS) return hit.appId;
    const appId = this.deps.db
      .get<{ app_id: string }>(
        'SELECT s.app_id FROM hosting_subdomains s JOIN apps a ON a.id = s.app_id WHERE s.label = ? AND a.deleted_at IS NULL',
        [label],
      )
      .then((r) => r?.app_id ?? null);
    this.labelCache.set(label, { at: now, appId });
    appId.catch(() => this.labelCache.delete(label));
    if (this.labelCache.size > 10_000) this.labelCache.delete(this.labelCache.keys().next().value as string);
    return appId;
  }

  async checkSubdomain(
    label: string,
    appId: string | null,
  ): Promise<{ subdomain: string; available: boolean; status: SubdomainStatus; reason: string; host: string | null; url: string | null }> {
    const base = { subdomain: label, host: null as string | null, url: null as string | null };
    const c = checkLabel(label);
    if (!c.ok) return { ...base, available: false, status: c.status!, reason: c.reason };
    const owner = await this.deps.db.get<{ app_id: string }>('SELECT app_id FROM hosting_subdomains WHERE label = ?', [label]);
    const withHost = { ...base, host: this.subdomainHost(label), url: this.subdomainUrl(label) };
    if (owner && appId && owner.app_id === appId)
      return { ...withHost, available: true, status: 'current', reason: 'This is already the subdomain of this app' };
    if (owner) return { ...withHost, available: false, status: 'taken', reason: `"${label}" is already used by another app` };
    return { ...withHost, available: true, status: 'available', reason: `"${label}" is free; set_app_subdomain claims it` };
  }

  /** Claims (or, with '', clears) the app's subdomain. The old label is released in the same statement. */
  async setSubdomain(
    app: AppRow,
    label: string,
  ): Promise<{
    app_id: string;
    subdomain: string | null;
    previous: string | null;
    changed: boolean;
    host: string | null;
    url: string | null;
    status: string;
    note: string;
  }> {
    const previous = await this.subdomainOf(app.id, true);
    if (label === '') {
      await this.deps.db.run('DELETE FROM hosting_subdomains WHERE app_id = ?', [app.id]);
      this.forgetSubdomain(app.id, previous);
      return {
        app_id: app.id,
        subdomain: null,
        previous,
        changed: previous !== null,
        host: null,
        url: null,
        status: 'cleared',
        note: previous ? `"${previous}" stopped resolving and is free for anyone to claim` : 'The app had no subdomain',
      };
    }
    const c = checkLabel(label);
    if (!c.ok) throw new ServiceError('invalid_request', `Invalid subdomain: ${c.reason}`, { status: c.status, subdomain: label });
    if (previous === label) {
      return {
        app_id: app.id,
        subdomain: label,
        previous,
        changed: false,
        host: this.subdomainHost(label),
        url: this.subdomainUrl(label),
        status: 'current',
        note: "This already is the app's subdomain",
      };
    }
    try {
      await this.deps.db.run(
        `INSERT INTO hosting_subdomains (app_id, label, created_at) VALUES (?, ?, ?)
         ON CONFLICT (app_id) DO UPDATE SET label = excluded.label, created_at = excluded.created_at`,
        [app.id, label, Date.now()],
      );
    } catch (err) {
      if (isUniqueViolation(err))
        throw new ServiceError(
          'conflict',
          `The subdomain "${label}" is already taken by another app; choose another (check_subdomain_available)`,
          { status: 'taken', subdomain: label },
        );
      throw err;
    }
    this.forgetSubdomain(app.id, previous);
    this.labelCache.delete(label);
    const pub = await this.publication(app.id);
    return {
      app_id: app.id,
      subdomain: label,
      previous,
      changed: true,
      host: this.subdomainHost(label),
      url: this.subdomainUrl(label),
      status: publishedLinkStatus(pub),
      note:
        (previous ? `"${previous}" stopped resolving and is free for anyone to claim; no redirect was created. ` : '') +
        (pub
          ? 'The published app is served at this host now.'
          : 'The app is not published yet: the host answers once publish_app has run.'),
    };
  }

  private forgetSubdomain(appId: string, label: string | null): void {
    this.subCache.delete(appId);
    if (label) this.labelCache.delete(label);
  }

  // ------------------------------------------------------------------------------------- signed owner links

  private secret(): Promise<Buffer> {
    this.secretPromise ??= this.deps.identity.serverSecret('hosting_link_secret').then((s) => Buffer.from(s, 'utf8'));
    return this.secretPromise;
  }

  private sign(secret: Buffer, appId: string, exp: number): string {
    return createHmac('sha256', secret).update(`hosting-owner-link\u0000${appId}\u0000${exp}`).digest('base64url').slice(0, 32);
  }

  /** A token that opens the app's preview and its private publication until it expires. */
  async accessToken(appId: string, ttlSeconds = ACCESS_LINK_TTL_SECONDS): Promise<{ token: string; expires_at: number }> {
    const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
    return { token: `${exp}.${this.sign(await this.secret(), appId, exp)}`, expires_at: exp * 1000 };
  }

  /** Seconds left on a valid token for this app, or 0. */
  async verifyAccessToken(appId: string, token: string | undefined | null): Promise<number> {
    if (!token) return 0;
    const m = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
    if (!m) return 0;
    const exp = Number(m[1]);
    const left = exp - Math.floor(Date.now() / 1000);
    if (left <= 0) return 0;
    const want = Buffer.from(this.sign(await this.secret(), appId, exp));
    const got = Buffer.from(m[2]!);
    return want.length === got.length && timingSafeEqual(want, got) ? left : 0;
  }

  async previewUrl(appId: string, route = ''): Promise<{ url: string; expires_at: string }> {
    const { token, expires_at } = await this.accessToken(appId);
    const path = route && route !== '/' ? `/${route.replace(/^\/+/, '')}` : '/';
    const [p, q] = path.split('?');
    return { url: `${this.publicUrl}/preview/${appId}${p}?${q ? `${q}&` : ''}svc_token=${token}`, expires_at: iso(expires_at) };
  }

  // ------------------------------------------------------------------------------------- links

  async links(
    app: AppRow,
    pubArg?: Publication | null,
  ): Promise<{ editor: LinkView; preview: LinkView; publication: LinkView; path: LinkView; subdomain: LinkView; custom_domain: LinkView }> {
    const pub = pubArg === undefined ? await this.publication(app.id) : pubArg;
    const label = await this.subdomainOf(app.id);
    const domain = this.deps.domains.cached(app.id);
    const status = publishedLinkStatus(pub);
    const reasons: Record<LinkStatus, string> = {
      not_published: 'The app is not published yet: call publish_app',
      private: 'Published privately: only the owner (studio session or a signed owner link from get_preview_url) can open it',
      public_open: 'Published: anyone can open it',
      app_login_required: 'Published: the URL opens, visitors must sign in to the app',
      studio_login_required: "Needs the owner's studio sign-in",
      domain_not_active: 'Not active',
    };
    const preview = await this.previewUrl(app.id);
    const custom: LinkView | null =
      domain?.verification_status === 'verified'
        ? { kind: 'custom_domain', url: customDomainUrl(domain), host: canonicalHost(domain), status, reason: reasons[status] }
        : null;
    const path: LinkView = { kind: 'path', url: this.pathUrl(app.id), status, reason: reasons[status] };
    const subdomain: LinkView = label
      ? { kind: 'subdomain', url: this.subdomainUrl(label), host: this.subdomainHost(label), status, reason: reasons[status] }
      : {
          kind: 'subdomain',
          url: null,
          host: null,
          status: 'domain_not_active',
          reason: 'No subdomain is set: check_subdomain_available, then set_app_subdomain',
        };
    return {
      editor: {
        kind: 'editor',
        url: this.editorUrl(app.id),
        status: 'studio_login_required',
        reason: 'The web studio: the owner signs in there',
      },
      preview: {
        kind: 'preview',
        url: preview.url,
        status: 'private',
        reason: 'The current, unpublished files; owner only: this signed link works until it expires, then ask get_preview_url again',
        expires_at: preview.expires_at,
      },
      publication: { ...(custom && isPrimaryDomain(domain) ? custom : label ? subdomain : path), kind: 'publication' },
      path,
      subdomain,
      custom_domain: custom ?? {
        kind: 'custom_domain',
        url: domain ? customDomainUrl(domain) : null,
        host: domain ? canonicalHost(domain) : null,
        status: 'domain_not_active',
        reason: !domain
          ? 'No custom domain is attached: add_custom_domain'
          : `${domain.domain} is not verified yet (${domain.verification_status}${domain.verification_reason ? `: ${domain.verification_reason}` : ''}); create its DNS records, then check_domain_verification`,
      },
    };
  }

  /** Published state for get_app_status and others. */
  async state(app: AppRow) {
    const pub = await this.publication(app.id);
    const label = await this.subdomainOf(app.id);
    const domain = this.deps.domains.cached(app.id);
    const primary = isPrimaryDomain(domain) ? customDomainUrl(domain!) : label ? this.subdomainUrl(label) : this.pathUrl(app.id);
    const url = pub ? primary : null;
    return { pub, label, url, access_mode: pub ? (effectiveAccess(pub) as EffectiveAccess) : null };
  }

  // ------------------------------------------------------------------------------------- errors

  /** Records a failed preview build as a runtime error of kind `build` (get_errors shows it). */
  async recordBuildError(appId: string, err: ServiceError): Promise<void> {
    const first = (err.data?.issues as Issue[] | undefined)?.[0];
    await this.deps.appErrors.recordRuntimeError(appId, {
      kind: 'build',
      message: first?.message ?? err.message,
      path: first?.path ?? null,
      line: first?.line ?? null,
      column: first?.column ?? null,
    });
  }
}

/** The host a custom domain's visitors end on (the domain, or its www/apex counterpart when that is primary). */
export function canonicalHost(domain: DomainRow): string {
  return domain.primary_host ?? domain.domain;
}

/** Custom domains are served over HTTPS by the edge (docs/domains.md). */
export function customDomainUrl(domain: DomainRow): string {
  return `https://${canonicalHost(domain)}`;
}

/** A verified custom domain the owner made primary: the app's main public address. */
export function isPrimaryDomain(domain: DomainRow | null): boolean {
  return !!domain && domain.is_primary && domain.verification_status === 'verified';
}

export type { AccessSettings };
