/**
 * The head of a served page: title, description, image, locale and icon from the app's metadata,
 * overridden by seo.json entries, and for dynamic entries by the explicitly public record they name.
 */
import type { FastifyRequest } from 'fastify';
import { languageDetails, type AppMetadata } from '../apps/service.ts';
import type { HeadTags } from './html.ts';
import { excerptOf, fillTemplate, isExplicitlyPublic, parseSeo, resolveMatch, seoEntryFor, stripPlaceholders, type SeoMap } from './seo.ts';
import type { Publication } from './service.ts';
import { TtlCache, type HostingRouteServices, type Mount } from './site-access.ts';

const languages = new Map<string, ReturnType<typeof languageDetails>>();
/** languageDetails, remembered per tag (Intl.Locale#maximize is not free). */
function languageOf(tag: string) {
  let d = languages.get(tag);
  if (!d) {
    d = languageDetails(tag);
    if (languages.size < 1000) languages.set(tag, d);
  }
  return d;
}

export class PageHeads {
  private readonly services: HostingRouteServices;
  private readonly seoTexts = new TtlCache<SeoMap | null>(60_000);

  constructor(services: HostingRouteServices) {
    this.services = services;
  }

  /** The head of a page; `dynamic` when it came from a record (then it is not cached). */
  async headTags(
    request: FastifyRequest,
    mount: Mount,
    pub: Publication | null,
    pageName: string | null,
    isHome: boolean,
    meta: AppMetadata | null,
    appName: string,
  ): Promise<{ tags: HeadTags; dynamic: boolean }> {
    const lang = languageOf(meta?.language ?? '');
    // request.host follows X-Forwarded-Host only when SVC_TRUST_PROXY trusts the proxy.
    const origin = `${request.protocol}://${request.host || new URL(this.services.config.publicUrl).host}`;
    const pathOnly = (request.originalUrl ?? request.url).split('?')[0]!;
    const query = new URLSearchParams((request.originalUrl ?? request.url).split('?')[1] ?? '');
    query.delete('svc_token');
    const qs = query.toString();
    const imageUrl = (kind: 'icon' | 'social_image') => {
      const img = meta?.[kind];
      return img ? `${origin}/_svc/media/${mount.appId}/${kind}?v=${img.sha256.slice(0, 12)}` : '';
    };
    const tags: HeadTags = {
      title: meta?.name || appName,
      description: meta?.description ?? '',
      image: imageUrl('social_image'),
      type: 'website',
      url: `${origin}${pathOnly}${qs ? `?${qs}` : ''}`,
      site_name: meta?.name || appName,
      locale: lang.og_locale,
      lang: lang.html_lang,
      dir: lang.dir,
      icon: imageUrl('icon'),
    };
    const seo = await this.seoOf(mount, pub);
    const entry = seoEntryFor(seo, pageName, isHome);
    if (!entry) return { tags, dynamic: false };
    const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
    if (entry.entity || entry.match) {
      const record = await this.dynamicRecord(mount, pub, entry.entity, entry.match, query);
      if (!record) return { tags, dynamic: true };
      if (typeof entry.title === 'string') tags.title = clip(fillTemplate(entry.title, record), 200) || tags.title;
      tags.description =
        clip(typeof entry.description === 'string' ? fillTemplate(entry.description, record) : excerptOf(record), 400) || tags.description;
      if (typeof entry.image === 'string' && fillTemplate(entry.image, record).startsWith('http'))
        tags.image = fillTemplate(entry.image, record);
      if (typeof entry.type === 'string') tags.type = entry.type;
      return { tags, dynamic: true };
    }
    if (typeof entry.title === 'string' && stripPlaceholders(entry.title)) tags.title = clip(stripPlaceholders(entry.title), 200);
    if (typeof entry.description === 'string') tags.description = clip(stripPlaceholders(entry.description), 400);
    if (typeof entry.image === 'string' && /^https?:\/\//.test(entry.image)) tags.image = entry.image;
    if (typeof entry.type === 'string') tags.type = entry.type;
    return { tags, dynamic: false };
  }

  private async seoOf(mount: Mount, pub: Publication | null): Promise<SeoMap | null> {
    if (mount.mode === 'published') {
      if (!pub?.seo_hash) return null;
      const hash = pub.seo_hash;
      return this.seoTexts.get(hash, async () => parseSeo((await this.services.files.readBlobs([hash])).get(hash)));
    }
    return parseSeo(await this.services.files.readFile(mount.appId, 'seo.json'));
  }

  /** The explicitly public record a dynamic seo.json entry describes, or null (fall back to metadata). */
  private async dynamicRecord(
    mount: Mount,
    pub: Publication | null,
    entity: string | undefined,
    match: unknown,
    query: URLSearchParams,
  ): Promise<Record<string, unknown> | null> {
    if (typeof entity !== 'string' || !match || typeof match !== 'object') return null;
    // Only publications anyone may open describe records to anyone.
    if (mount.mode === 'published' && (!pub?.is_public || pub.auth_required)) return null;
    const filters = resolveMatch(match as Record<string, unknown>, query);
    if (!filters) return null;
    const decision = await this.services.security.decideEntity(mount.appId, entity, 'read', null);
    if (!decision.allow) return null;
    try {
      const r = await this.services.records.query(mount.appId, entity, { filters: filters as never, limit: 5 });
      const found = (r.records as Array<Record<string, unknown>>).find(isExplicitlyPublic);
      return found ?? null;
    } catch {
      return null;
    }
  }
}
