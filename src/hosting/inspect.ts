/**
 * inspect_preview: what can be known about a route without guessing.
 *
 * - Static: the pages, and the clickable candidates found in the code (links, buttons, navigate
 *   calls) with their target pages, file and line.
 * - Persisted: runtime and network errors the app's runtime reported (the error store).
 * - Live (only when Chromium is installed): the route really loaded headless through a signed
 *   preview link; the console messages, page errors, failed requests, title, headings and visible
 *   clickables the browser saw. Nothing is ever invented: without a browser, `live` says why not.
 */
import fs from 'node:fs';

export interface Clickable {
  kind: 'link' | 'button' | 'navigate' | 'anchor' | 'form';
  file: string;
  line: number;
  /** Visible text (static: the literal text between the tags, when there is one). */
  text: string;
  /** The page a link or navigate call goes to (from createPageUrl / pageUrl / a literal path), when known. */
  target_page: string | null;
  /** The raw target expression (`createPageUrl("Recipes")`, `/About`, `https://…`). */
  target: string | null;
}

function lineAt(src: string, index: number): number {
  let n = 1;
  for (let i = 0; i < index && i < src.length; i++) if (src.charCodeAt(i) === 10) n++;
  return n;
}

/** The end of a JSX opening tag starting at `i` (skips `{…}` expressions and strings). */
function tagEnd(src: string, i: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let j = i; j < src.length && j < i + 4000; j++) {
    const c = src[j]!;
    if (quote) {
      if (c === '\\') j++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return j;
  }
  return -1;
}

function textBetween(src: string, from: number, tag: string): string {
  const close = src.indexOf(`</${tag}>`, from);
  if (close < 0 || close - from > 2000) return '';
  const inner = src.slice(from, close);
  const literals: string[] = [];
  // JSX text outside tags and braces, plus string literals inside braces ({"New recipe"}).
  const noTags = inner.replace(/<[^>]*>/g, ' ');
  for (const m of noTags.matchAll(/\{\s*["'`]([^"'`{}]{1,80})["'`]\s*\}/g)) literals.push(m[1]!);
  const plain = noTags
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [plain, ...literals].filter(Boolean).join(' ').slice(0, 120);
}

function targetOf(expr: string | null): { target: string | null; page: string | null } {
  if (!expr) return { target: null, page: null };
  const e = expr.trim();
  const m = /(?:createPageUrl|pageUrl)\(\s*["'`]([A-Za-z0-9_]+)/.exec(e);
  if (m) return { target: e.slice(0, 160), page: m[1]! };
  const lit = /^["'`]\/?([A-Z][A-Za-z0-9]*)(?:[?#/].*)?["'`]$/.exec(e);
  if (lit) return { target: e.slice(1, -1), page: lit[1]! };
  return { target: e.replace(/^["'`]|["'`]$/g, '').slice(0, 160), page: null };
}

function attr(tag: string, name: string): string | null {
  const re = new RegExp(`\\b${name}\\s*=\\s*(\\{|"|')`);
  const m = re.exec(tag);
  if (!m) return null;
  const start = m.index + m[0].length;
  if (m[1] !== '{') {
    const end = tag.indexOf(m[1]!, start);
    return end < 0 ? null : `"${tag.slice(start, end)}"`;
  }
  let depth = 1;
  for (let j = start; j < tag.length; j++) {
    if (tag[j] === '{') depth++;
    else if (tag[j] === '}' && --depth === 0) return tag.slice(start, j);
  }
  return null;
}

/** Clickable candidates of one file, in source order. */
export function clickablesOf(file: string, src: string): Clickable[] {
  const out: Clickable[] = [];
  const re = /<(Link|NavLink|a|button)\b|\bnavigate\(\s*|<form\b/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const line = lineAt(src, m.index);
    if (m[0].startsWith('navigate')) {
      const argStart = m.index + m[0].length;
      let depth = 1;
      let j = argStart;
      for (; j < src.length && j < argStart + 400; j++) {
        if (src[j] === '(') depth++;
        else if (src[j] === ')' && --depth === 0) break;
      }
      const expr = src.slice(argStart, j).split(/,\s*\{/)[0]!;
      const t = targetOf(expr);
      out.push({ kind: 'navigate', file, line, text: '', target_page: t.page, target: t.target });
      continue;
    }
    if (m[0] === '<form') {
      const end = tagEnd(src, m.index);
      const tag = end > 0 ? src.slice(m.index, end) : '';
      out.push({ kind: 'form', file, line, text: attr(tag, 'onSubmit') ? 'submit handler' : '', target_page: null, target: null });
      continue;
    }
    const tagName = m[1]!;
    const end = tagEnd(src, m.index);
    if (end < 0) continue;
    const tag = src.slice(m.index, end + 1);
    const selfClosing = tag.endsWith('/>');
    let text = selfClosing ? '' : textBetween(src, end + 1, tagName);
    const label = attr(tag, 'aria-label') ?? attr(tag, 'title');
    if (!text && label) text = label.replace(/^["'{]+|["'}]+$/g, '');
    if (tagName === 'button') {
      const type = attr(tag, 'type');
      out.push({ kind: 'button', file, line, text: text || (type?.includes('submit') ? '(submit)' : ''), target_page: null, target: null });
    } else {
      const t = targetOf(attr(tag, tagName === 'a' ? 'href' : 'to'));
      out.push({ kind: tagName === 'a' ? 'anchor' : 'link', file, line, text, target_page: t.page, target: t.target });
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------ Chromium

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The Chromium executable: the configured one (SVC_CHROMIUM_PATH), else the first one installed; null when there is none. */
export function chromiumPath(configured: string | null = null): string | null {
  if (configured) return fs.existsSync(configured) ? configured : null;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface LiveReport {
  available: boolean;
  used: boolean;
  reason: string;
  executable: string | null;
  url?: string;
  final_url?: string;
  http_status?: number | null;
  title?: string;
  headings?: string[];
  text_excerpt?: string;
  console?: Array<{ type: string; text: string }>;
  page_errors?: string[];
  failed_requests?: Array<{ url: string; status: number | null; error: string | null }>;
  /** Requests the page tried to make outside the app's origin, which were not made. */
  blocked_requests?: string[];
  blocked_reason?: string;
  clickables?: Array<{ tag: string; text: string; href: string | null }>;
  load_ms?: number;
  screenshot: null;
}

function originOf(u: string): string | null {
  try {
    return new URL(u).origin;
  } catch {
    return null;
  }
}

/** Loads `url` in headless Chromium and reports what it saw (bounded to `timeoutMs`). */
export async function inspectLive(
  url: string,
  opts: {
    timeoutMs?: number;
    cookies?: Array<{ name: string; value: string; url: string }>;
    /** SVC_CHROMIUM_PATH (null: the first one installed). */
    chromium?: string | null;
    /** SVC_INSPECT_LIVE: false switches the live load off. */
    enabled?: boolean;
  } = {},
): Promise<LiveReport> {
  const executable = chromiumPath(opts.chromium ?? null);
  const base: LiveReport = { available: !!executable, used: false, reason: '', executable, screenshot: null };
  if (opts.enabled === false) return { ...base, reason: 'Live inspection is switched off on this server (SVC_INSPECT_LIVE=0)' };
  if (!executable)
    return {
      ...base,
      reason:
        'No Chromium is installed on this server, so no live browser loaded the route; only static and persisted information is reported',
    };
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { ...base, available: false, reason: 'playwright-core is not installed on this server, so no live browser could be driven' };
  }
  const timeout = opts.timeoutMs ?? 12_000;
  const started = Date.now();
  const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS, timeout });
  try {
    // The app's own code runs here, on the server: it may only reach the app's own origin, so an
    // owner cannot use the inspection to fetch internal addresses and read them back.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers: 'block' });
    const allowedOrigin = new URL(url).origin;
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const target = route.request().url();
      if (target.startsWith('data:') || target.startsWith('blob:') || originOf(target) === allowedOrigin) return route.continue();
      if (blocked.length < 50) blocked.push(target.slice(0, 500));
      return route.abort('blockedbyclient');
    });
    await context.routeWebSocket(/.*/, (ws) => {
      if (blocked.length < 50) blocked.push(ws.url().slice(0, 500));
      return ws.close({ code: 1008, reason: 'Live inspection only reaches the app origin' });
    });
    if (opts.cookies?.length) await context.addCookies(opts.cookies);
    const pageObj = await context.newPage();
    const consoleMessages: Array<{ type: string; text: string }> = [];
    const pageErrors: string[] = [];
    const failed: Array<{ url: string; status: number | null; error: string | null }> = [];
    pageObj.on('console', (m) => consoleMessages.length < 100 && consoleMessages.push({ type: m.type(), text: m.text().slice(0, 1000) }));
    pageObj.on('pageerror', (e) => pageErrors.length < 50 && pageErrors.push(String(e?.message ?? e).slice(0, 1000)));
    pageObj.on(
      'requestfailed',
      (r) => failed.length < 50 && failed.push({ url: r.url().slice(0, 500), status: null, error: r.failure()?.errorText ?? 'failed' }),
    );
    pageObj.on('response', (r) => {
      if (r.status() >= 400 && failed.length < 50) failed.push({ url: r.url().slice(0, 500), status: r.status(), error: null });
    });
    const response = await pageObj.goto(url, { waitUntil: 'load', timeout });
    await pageObj.waitForLoadState('networkidle', { timeout: Math.max(1000, timeout - (Date.now() - started)) }).catch(() => {});
    const seen = await pageObj.evaluate(() => {
      const visible = (el: Element) => {
        const r = (el as HTMLElement).getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      };
      const headings = Array.from(document.querySelectorAll('h1, h2, h3'))
        .filter(visible)
        .map((h) => (h.textContent ?? '').trim())
        .filter(Boolean)
        .slice(0, 20);
      const clickables = Array.from(document.querySelectorAll('a, button, [role="button"], input[type="submit"]'))
        .filter(visible)
        .slice(0, 60)
        .map((el) => ({
          tag: el.tagName.toLowerCase(),
          text: ((el.textContent ?? '').trim() || el.getAttribute('aria-label') || el.getAttribute('title') || '').slice(0, 80),
          href: el.getAttribute('href'),
        }));
      return {
        title: document.title,
        headings,
        clickables,
        text: (document.body?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 600),
      };
    });
    return {
      ...base,
      used: true,
      reason: 'Loaded in headless Chromium',
      url: url.replace(/svc_token=[^&]+/, 'svc_token=…'),
      final_url: pageObj.url().replace(/svc_token=[^&]+/, 'svc_token=…'),
      http_status: response?.status() ?? null,
      title: seen.title,
      headings: seen.headings,
      text_excerpt: seen.text,
      console: consoleMessages,
      page_errors: pageErrors,
      failed_requests: failed,
      ...(blocked.length
        ? { blocked_requests: blocked, blocked_reason: "Requests outside the app's own origin are not made by the live inspection" }
        : {}),
      clickables: seen.clickables,
      load_ms: Date.now() - started,
    };
  } catch (err) {
    return { ...base, used: false, reason: `The browser could not load the route: ${(err as Error).message.split('\n')[0]}` };
  } finally {
    await browser.close().catch(() => {});
  }
}
