/**
 * seo.json → the head of a page, per path:
 *
 *   { "/": {"title": "…", "description": "…", "image": "https://…", "type": "website"},
 *     "/Post": {"entity": "Post", "match": {"slug": "{query.slug}"}, "title": "{title}", "description": "{excerpt}"} }
 *
 * A key is `/` (the home page) or `/<PageName>` (case-insensitive). Static entries are used as
 * written. A dynamic entry looks up one record of `entity` whose fields equal `match` (placeholders
 * `{query.<param>}` read the page URL's query string); its values may use `{<field>}` placeholders
 * (`{title}`, `{excerpt}`, …) filled from that record. Only explicitly public records are used (see
 * `isExplicitlyPublic`); a private or missing record, or a missing query value, falls back to the app
 * metadata. Values are cut to sane lengths; everything is HTML-escaped by html.ts.
 */

export interface SeoEntry {
  title?: string;
  description?: string;
  image?: string;
  type?: string;
  entity?: string;
  match?: Record<string, string | number | boolean>;
}

export type SeoMap = Record<string, SeoEntry>;

export function parseSeo(text: string | null | undefined): SeoMap | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const out: SeoMap = {};
    for (const [k, e] of Object.entries(v)) {
      if (!k.startsWith('/') || !e || typeof e !== 'object' || Array.isArray(e)) continue;
      out[k] = e as SeoEntry;
    }
    return out;
  } catch {
    return null;
  }
}

/** The entry for a page: `/<Page>` (any case), and `/` also for the home page. */
export function seoEntryFor(seo: SeoMap | null, page: string | null, isHome: boolean): SeoEntry | null {
  if (!seo) return null;
  const keys = Object.keys(seo);
  if (page) {
    const want = `/${page}`.toLowerCase();
    const k = keys.find((key) => key.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase() === want);
    if (k) return seo[k]!;
  }
  if (isHome && seo['/']) return seo['/'];
  return null;
}

/**
 * Whether a record may describe a page to anyone: it says so itself (`is_public`, `public` or
 * `published` true, `visibility` "public" or `status` "published"). The caller also requires that
 * anonymous visitors may read the entity and that the publication is open to anyone.
 */
export function isExplicitlyPublic(record: Record<string, unknown>): boolean {
  return (
    record.is_public === true ||
    record.public === true ||
    record.published === true ||
    record.visibility === 'public' ||
    record.status === 'published'
  );
}

/** Resolves `{query.x}` placeholders of a match object; null when a query value is missing. */
export function resolveMatch(match: Record<string, unknown>, query: URLSearchParams): Record<string, string | number | boolean> | null {
  const out: Record<string, string | number | boolean> = {};
  for (const [field, raw] of Object.entries(match)) {
    if (typeof raw === 'string') {
      let missing = false;
      const value = raw.replace(/\{query\.([A-Za-z0-9_.-]+)\}/g, (_m, name: string) => {
        const v = query.get(name);
        if (v === null || v === '') missing = true;
        return v ?? '';
      });
      if (missing) return null;
      out[field] = value;
    } else if (typeof raw === 'number' || typeof raw === 'boolean') out[field] = raw;
    else return null;
  }
  return Object.keys(out).length ? out : null;
}

function plain(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}

/** A short plain-text excerpt of a record: `excerpt`, `summary`, or the start of its longest text. */
export function excerptOf(record: Record<string, unknown>, max = 160): string {
  for (const k of ['excerpt', 'summary', 'description', 'subtitle']) {
    const v = plain(record[k]).trim();
    if (v) return cut(stripMarkup(v), max);
  }
  let best = '';
  for (const [k, v] of Object.entries(record)) {
    if (k === 'id' || k.endsWith('_date') || k === 'created_by' || typeof v !== 'string') continue;
    if (v.length > best.length) best = v;
  }
  return cut(stripMarkup(best), max);
}

function stripMarkup(s: string): string {
  return s
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#*_`>[\]()!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const part = s.slice(0, max - 1);
  const space = part.lastIndexOf(' ');
  return `${(space > max * 0.6 ? part.slice(0, space) : part).trim()}…`;
}

/** Fills `{field}` placeholders from a record; `{title}` falls back to name/label, `{excerpt}` to excerptOf. */
export function fillTemplate(template: string, record: Record<string, unknown>): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => {
    if (name === 'excerpt' && record.excerpt === undefined) return excerptOf(record);
    if (name === 'title' && (record.title === undefined || record.title === null)) return plain(record.name ?? record.label ?? '');
    return plain(record[name]);
  });
}

/** Placeholders left in a static entry are removed (they have no record to fill them). */
export function stripPlaceholders(s: string): string {
  return s
    .replace(/\{[A-Za-z_][A-Za-z0-9_.]*\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
