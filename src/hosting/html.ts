/**
 * The HTML shell of a built app and its server-rendered head: `<html lang dir>`, `<title>`, the meta
 * description and the Open Graph / Twitter tags, from seo.json (see seo.ts) or the app metadata.
 */

export interface HeadTags {
  title: string;
  description: string;
  /** Absolute image URL or ''. */
  image: string;
  type: string;
  url: string;
  site_name: string;
  locale: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  icon: string;
}

export interface ShellConfig {
  appId: string;
  base: string;
  api: string;
  functions: string;
  home: string;
  preview: boolean;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => String(s).replace(/[&<>"']/g, (c) => ESC[c]!);

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function headHtml(t: HeadTags): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
  return [
    `<title>${escapeHtml(t.title)}</title>`,
    meta('name', 'description', t.description),
    meta('property', 'og:title', t.title),
    meta('property', 'og:description', t.description),
    meta('property', 'og:type', t.type || 'website'),
    meta('property', 'og:url', t.url),
    meta('property', 'og:site_name', t.site_name),
    meta('property', 'og:locale', t.locale),
    meta('property', 'og:image', t.image),
    meta('name', 'twitter:card', t.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', t.title),
    meta('name', 'twitter:description', t.description),
    meta('name', 'twitter:image', t.image),
    // Without an app icon an empty one stops the browser asking for /favicon.ico.
    `<link rel="icon" href="${t.icon ? escapeHtml(t.icon) : 'data:,'}">`,
    t.url ? `<link rel="canonical" href="${escapeHtml(t.url)}">` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function shellHtml(t: HeadTags, cfg: ShellConfig, assets: { js: string; css: string; modulepreload: string[] }): string {
  return `<!doctype html>
<html lang="${escapeHtml(t.lang)}" dir="${t.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${headHtml(t)}
<link rel="stylesheet" href="${escapeHtml(assets.css)}">
${assets.modulepreload.map((u) => `<link rel="modulepreload" href="${escapeHtml(u)}">`).join('\n')}
<script>window.__SVC__=${scriptJson(cfg)};</script>
<script type="module" src="${escapeHtml(assets.js)}"></script>
</head>
<body>
<div id="root"></div>
<noscript>This app needs JavaScript.</noscript>
</body>
</html>
`;
}

/** A small standalone page for refusals and errors (no app code). */
export function messagePage(title: string, message: string, opts: { lang?: string; details?: string[] } = {}): string {
  const details = opts.details?.length
    ? `<ul style="text-align:left;font-size:14px;color:#475569">${opts.details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(opts.lang ?? 'en')}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0">
<main style="max-width:36rem;padding:2rem;text-align:center"><h1 style="font-size:1.25rem">${escapeHtml(title)}</h1><p style="color:#475569">${escapeHtml(message)}</p>${details}</main>
</body>
</html>
`;
}
