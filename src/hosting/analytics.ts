/**
 * Page views reported by the app runtime and the get_app_analytics report. No raw IP address is
 * stored: a visitor is an HMAC (server secret) of the app id and the random id the runtime keeps in
 * the browser's localStorage, or, without one, of the app id, the UTC day, the IP and the user agent
 * (so such visitors are only counted within a day).
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../storage/index.ts';

export const MAX_ANALYTICS_DAYS = 90;
const DAY_MS = 86_400_000;
/** Views older than this are deleted now and then. */
const RETENTION_MS = (MAX_ANALYTICS_DAYS + 1) * DAY_MS;

export type Device = 'desktop' | 'mobile' | 'tablet' | 'bot';

export function deviceOf(userAgent: string, screenWidth?: number): Device {
  const ua = userAgent || '';
  if (/bot|crawler|spider|slurp|facebookexternalhit|preview|curl|wget|python-requests|autocannon/i.test(ua)) return 'bot';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return 'mobile';
  if (typeof screenWidth === 'number' && screenWidth > 0 && screenWidth < 600 && !/Windows NT|Macintosh|X11/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The referrer's host without `www.`, or `(direct)` (no referrer, or the app itself). */
export function referrerDomain(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '(direct)';
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    if (
      !host ||
      host ===
        ownHost
          .split(':')[0]!
          .toLowerCase()
          .replace(/^www\./, '')
    )
      return '(direct)';
    return host.slice(0, 200);
  } catch {
    return '(direct)';
  }
}

export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface PageViewInput {
  path: string;
  referrer?: string;
  visitor?: string;
  screen?: number;
  ip: string;
  userAgent: string;
  host: string;
}

export class Analytics {
  private readonly db: Db;
  private readonly secret: () => Promise<Buffer>;
  private lastPrune = 0;

  constructor(db: Db, secret: () => Promise<Buffer>) {
    this.db = db;
    this.secret = secret;
  }

  async record(appId: string, v: PageViewInput, at = Date.now()): Promise<void> {
    const secret = await this.secret();
    const day = dayOf(at);
    const visitorSource =
      v.visitor && /^[0-9a-f]{16,64}$/.test(v.visitor)
        ? `id\u0000${appId}\u0000${v.visitor}`
        : `ip\u0000${appId}\u0000${day}\u0000${v.ip}\u0000${v.userAgent}`;
    const visitor = createHmac('sha256', secret).update(visitorSource).digest('base64url').slice(0, 22);
    let path = String(v.path || '/')
      .split(/[?#]/)[0]!
      .slice(0, 300);
    if (!path.startsWith('/')) path = `/${path}`;
    await this.db.run(
      'INSERT INTO hosting_page_views (app_id, at, day, path, visitor, referrer_domain, device) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [appId, at, day, path, visitor, referrerDomain(v.referrer, v.host), deviceOf(v.userAgent, v.screen)],
    );
    if (at - this.lastPrune > 3_600_000) {
      this.lastPrune = at;
      await this.db.run('DELETE FROM hosting_page_views WHERE at < ?', [at - RETENTION_MS]).catch(() => {});
    }
  }

  async report(appId: string, days: number, now = Date.now()) {
    const todayStart = Date.parse(`${dayOf(now)}T00:00:00.000Z`);
    const since = todayStart - (days - 1) * DAY_MS;
    const where = 'app_id = ? AND at >= ?';
    const params = [appId, since];
    const totals = await this.db.get<{ views: number; visitors: number }>(
      `SELECT COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM hosting_page_views WHERE ${where}`,
      params,
    );
    const daily = await this.db.all<{ day: string; views: number; visitors: number }>(
      `SELECT day, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM hosting_page_views WHERE ${where} GROUP BY day`,
      params,
    );
    const pages = await this.db.all<{ path: string; views: number; visitors: number }>(
      `SELECT path, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM hosting_page_views WHERE ${where} GROUP BY path ORDER BY views DESC, path ASC LIMIT 10`,
      params,
    );
    const referrers = await this.db.all<{ domain: string; views: number }>(
      `SELECT referrer_domain AS domain, COUNT(*) AS views FROM hosting_page_views WHERE ${where} GROUP BY referrer_domain ORDER BY views DESC, domain ASC LIMIT 10`,
      params,
    );
    const devices = await this.db.all<{ device: string; views: number }>(
      `SELECT device, COUNT(*) AS views FROM hosting_page_views WHERE ${where} GROUP BY device`,
      params,
    );
    const byDay = new Map(daily.map((d) => [d.day, d]));
    const series = [];
    for (let i = 0; i < days; i++) {
      const day = dayOf(since + i * DAY_MS);
      const d = byDay.get(day);
      series.push({ date: day, views: Number(d?.views ?? 0), unique_visitors: Number(d?.visitors ?? 0) });
    }
    const totalViews = Number(totals?.views ?? 0);
    const deviceSplit: Record<Device, { views: number; share: number }> = {
      desktop: { views: 0, share: 0 },
      mobile: { views: 0, share: 0 },
      tablet: { views: 0, share: 0 },
      bot: { views: 0, share: 0 },
    };
    for (const d of devices) {
      const k = (d.device in deviceSplit ? d.device : 'desktop') as Device;
      deviceSplit[k].views += Number(d.views);
    }
    for (const k of Object.keys(deviceSplit) as Device[])
      deviceSplit[k].share = totalViews ? Math.round((deviceSplit[k].views / totalViews) * 1000) / 1000 : 0;
    return {
      app_id: appId,
      days,
      from: dayOf(since),
      to: dayOf(now),
      total_views: totalViews,
      unique_visitors: Number(totals?.visitors ?? 0),
      daily: series,
      top_pages: pages.map((p) => ({ path: p.path, views: Number(p.views), unique_visitors: Number(p.visitors) })),
      top_referrers: referrers.map((r) => ({ domain: r.domain, views: Number(r.views) })),
      devices: deviceSplit,
      note: "Page views come from the published app's runtime (previews are not counted). Visitors are keyed hashes; no IP address is stored.",
    };
  }
}
