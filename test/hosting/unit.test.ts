/** The pure parts of hosting: the access-mode table, labels, seo.json, clickables, the router, Host rewriting. */
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { describe, it } from 'node:test';
import { decideAccess, inferAuthRequired, publishedLinkStatus, type AccessMode, type AccessSettings } from '../../src/hosting/access.ts';
import { deviceOf, referrerDomain } from '../../src/hosting/analytics.ts';
import { AppApiRouter } from '../../src/platform/app-api.ts';
import { lucideModule } from '../../src/hosting/build/lucide.ts';
import { clickablesOf } from '../../src/hosting/inspect.ts';
import { hostRewriter, parseCookies } from '../../src/hosting/routes.ts';
import { excerptOf, fillTemplate, isExplicitlyPublic, parseSeo, resolveMatch, seoEntryFor } from '../../src/hosting/seo.ts';
import { checkLabel } from '../../src/hosting/subdomains.ts';
// @ts-expect-error: the SDK is plain JavaScript without types
import { safeNextUrl } from '../../src/hosting/sdk/sdk.js';

describe('publish_app access modes (the spec table)', () => {
  const open: AccessSettings = { is_public: true, auth_required: false };
  const gated: AccessSettings = { is_public: true, auth_required: true };
  const priv: AccessSettings = { is_public: false, auth_required: true };
  const inferOpen = () => ({ auth_required: false, reason: 'test' });
  const inferGated = () => ({ auth_required: true, reason: 'test' });
  const cases: Array<
    [
      AccessMode,
      AccessSettings | null,
      () => { auth_required: boolean; reason: string },
      { auth_required?: boolean; make_public?: boolean },
      string,
    ]
  > = [
    ['public_open', null, inferGated, {}, 'public_open'],
    ['public_open', priv, inferGated, {}, 'public_open'],
    ['public_auth', null, inferOpen, {}, 'public_auth'],
    ['public_auth', open, inferOpen, {}, 'public_auth'],
    ['private', null, inferOpen, {}, 'private'],
    ['private', gated, inferOpen, {}, 'private'],
    ['keep', gated, inferOpen, {}, 'public_auth'],
    ['keep', priv, inferOpen, {}, 'private'],
    ['keep', null, inferGated, {}, 'public_auth'],
    ['infer', null, inferOpen, {}, 'public_open'],
    ['infer', null, inferGated, {}, 'public_auth'],
    ['infer', gated, inferOpen, {}, 'public_auth'],
    ['infer', open, inferGated, {}, 'public_open'],
    ['infer', priv, inferOpen, {}, 'private'],
    ['public_open', null, inferOpen, { auth_required: true }, 'public_auth'],
    ['public_auth', null, inferOpen, { auth_required: false }, 'public_open'],
    ['private', null, inferOpen, { make_public: true }, 'public_open'],
    ['public_open', null, inferOpen, { make_public: false }, 'private'],
    ['keep', priv, inferOpen, { make_public: true }, 'public_auth'],
  ];
  for (const [mode, current, infer, overrides, expected] of cases) {
    it(`${mode} from ${current ? JSON.stringify(current) : 'unpublished'} ${JSON.stringify(overrides)} → ${expected}`, () => {
      assert.equal(decideAccess(mode, current, infer, overrides).effective, expected);
    });
  }
  it('private keeps the auth setting for later', () => {
    assert.deepEqual(decideAccess('private', gated, inferOpen).settings, { is_public: false, auth_required: true });
  });
  it('inference: settings, app type, an app-wide sign-in check in Layout.jsx', () => {
    assert.equal(inferAuthRequired({ auth_required: true }, new Map()).auth_required, true);
    assert.equal(inferAuthRequired({ app_type: 'Internal tool' }, new Map()).auth_required, true);
    assert.equal(inferAuthRequired({ app_type: 'blog' }, new Map()).auth_required, false);
    assert.equal(inferAuthRequired({}, new Map([['Layout.jsx', 'useEffect(() => { svc.auth.me().then(...) })']])).auth_required, true);
    assert.equal(inferAuthRequired({}, new Map([['Layout.jsx', 'export default function Layout() {}']])).auth_required, false);
  });
  it('link statuses', () => {
    assert.equal(publishedLinkStatus(null), 'not_published');
    assert.equal(publishedLinkStatus(open), 'public_open');
    assert.equal(publishedLinkStatus(gated), 'app_login_required');
    assert.equal(publishedLinkStatus(priv), 'private');
  });
});

describe('subdomain labels', () => {
  const ok = ['abc', 'my-app', 'a1b2c3', 'x'.repeat(32), '123'];
  const invalid = ['', 'ab', 'x'.repeat(33), '-abc', 'abc-', 'a_b', 'a.b', 'My-App', 'ab c', 'é-app'];
  for (const l of ok) it(`"${l}" is fine`, () => assert.equal(checkLabel(l).ok, true));
  for (const l of invalid) it(`"${l}" is refused`, () => assert.equal(checkLabel(l).ok, false));
  it('statuses: empty, invalid, reserved', () => {
    assert.equal(checkLabel('').status, 'empty');
    assert.equal(checkLabel('ab').status, 'invalid');
    assert.equal(checkLabel('www').status, 'reserved');
    assert.equal(checkLabel('api').status, 'reserved');
    assert.equal(checkLabel('xn--abc').status, 'reserved');
  });
});

describe('seo.json', () => {
  const seo = parseSeo(
    JSON.stringify({
      '/': { title: 'Home' },
      '/Post': { entity: 'Post', match: { slug: '{query.slug}' }, title: '{title} | Blog', description: '{excerpt}' },
      bad: {},
    }),
  )!;
  it('parses and finds entries by page (case-insensitive) and / for the home page', () => {
    assert.equal(Object.keys(seo).length, 2);
    assert.equal(seoEntryFor(seo, 'post', false)!.entity, 'Post');
    assert.equal(seoEntryFor(seo, 'Home', true)!.title, 'Home');
    assert.equal(seoEntryFor(seo, 'Other', false), null);
    assert.equal(parseSeo('{not json'), null);
  });
  it('placeholders from the query and the record', () => {
    assert.deepEqual(resolveMatch({ slug: '{query.slug}', kind: 'news' }, new URLSearchParams('slug=hello')), {
      slug: 'hello',
      kind: 'news',
    });
    assert.equal(resolveMatch({ slug: '{query.slug}' }, new URLSearchParams('')), null);
    assert.equal(fillTemplate('{title} | Blog', { title: 'Hi' }), 'Hi | Blog');
    assert.equal(fillTemplate('{title}', { name: 'Named' }), 'Named');
    assert.equal(excerptOf({ body: `<p>${'word '.repeat(80)}</p>` }).length <= 160, true);
    assert.equal(excerptOf({ summary: 'Short **summary**' }), 'Short summary');
  });
  it('only explicitly public records', () => {
    assert.equal(isExplicitlyPublic({ is_public: true }), true);
    assert.equal(isExplicitlyPublic({ status: 'published' }), true);
    assert.equal(isExplicitlyPublic({ title: 'x' }), false);
    assert.equal(isExplicitlyPublic({ is_public: 'true' }), false);
  });
});

describe('static clickable candidates', () => {
  const src = `import { Link, useNavigate } from 'react-router-dom';
export default function Home() {
  const navigate = useNavigate();
  return (
    <div>
      <Link to={createPageUrl("Recipes")} className="x">{"All recipes"}</Link>
      <Link to={pageUrl('RecipeDetail', { id: r.id })}><Icon /> Open</Link>
      <a href="https://example.com">External</a>
      <button type="button" onClick={() => navigate(createPageUrl('About'))} aria-label="About us" />
      <button type="submit">Save</button>
    </div>
  );
}`;
  const found = clickablesOf('pages/Home.jsx', src);
  it('finds links with target pages and text', () => {
    const links = found.filter((c) => c.kind === 'link');
    assert.deepEqual(
      links.map((l) => [l.target_page, l.text, l.line]),
      [
        ['Recipes', 'All recipes', 6],
        ['RecipeDetail', 'Open', 7],
      ],
    );
  });
  it('finds anchors, buttons and navigate calls', () => {
    assert.equal(found.find((c) => c.kind === 'anchor')!.target, 'https://example.com');
    assert.deepEqual(
      found.filter((c) => c.kind === 'button').map((b) => b.text),
      ['About us', 'Save'],
    );
    assert.equal(found.find((c) => c.kind === 'navigate')!.target_page, 'About');
  });
});

describe('the app API router', () => {
  it('matches params and wildcards, prefers static segments, reports allowed methods', () => {
    const r = new AppApiRouter();
    r.register('GET', '/api/entities/:entity/:id', () => 'one');
    r.register('GET', '/api/entities/:entity/filter', () => 'filter');
    r.register('POST', '/published-api/functions/*', () => 'fn');
    assert.equal(r.match('GET', '/api/entities/Task/filter').found!.route.handler({} as never), 'filter');
    assert.deepEqual(r.match('GET', '/api/entities/Task/a%20b').found!.params, { entity: 'Task', id: 'a b' });
    assert.deepEqual(r.match('POST', '/published-api/functions/send/x').found!.params, { '*': 'send/x' });
    assert.deepEqual(r.match('DELETE', '/api/entities/Task/1').allowed, ['GET']);
    assert.equal(r.match('GET', '/api/nothing').found, null);
    assert.throws(() => r.register('GET', '/api/entities/:entity/:id', () => 1), /twice/);
    assert.throws(() => r.register('GET', '/other', () => 1), /start with/);
  });
  it('a fallback yields to a real registration in either order', () => {
    const r = new AppApiRouter();
    r.register('GET', '/api/security/route', () => 'fallback', { fallback: true });
    r.register('GET', '/api/security/route', () => 'real', { public: true });
    r.register('GET', '/api/security/route', () => 'late fallback', { fallback: true });
    assert.equal(r.match('GET', '/api/security/route').found!.route.handler({} as never), 'real');
  });
});

describe('Host routing and helpers', () => {
  const rewrite = hostRewriter({ appsDomain: 'apps.example.com', publicUrl: 'https://studio.example.com' });
  const req = (host: string, url: string, forwarded?: string) =>
    ({ url, headers: { host, ...(forwarded ? { 'x-forwarded-host': forwarded } : {}) } }) as unknown as IncomingMessage;
  it('rewrites <label>.<apps domain> and leaves everything else', () => {
    assert.equal(rewrite(req('shop.apps.example.com', '/Cart?x=1')), '/_apphost/shop/Cart?x=1');
    assert.equal(rewrite(req('SHOP.apps.example.com:443', '/')), '/_apphost/shop/');
    assert.equal(rewrite(req('shop.apps.example.com', '/_svc/a/app-1.js')), '/_svc/a/app-1.js');
    assert.equal(rewrite(req('studio.example.com', '/api/mcp')), '/api/mcp');
    // Under the apps domain but no valid label: an app host naming no app, never the platform.
    assert.equal(rewrite(req('a.b.apps.example.com', '/api/mcp')), '/_apphost/_/api/mcp');
    assert.equal(rewrite(req('-x.apps.example.com.', '/')), '/_apphost/_/');
    assert.equal(rewrite(req('apps.example.com', '/')), '/');
    // X-Forwarded-Host is ignored unless the proxy is trusted (SVC_TRUST_PROXY).
    assert.equal(rewrite(req('proxy', '/x', 'blog.apps.example.com')), '/x');
    const behindProxy = hostRewriter({ appsDomain: 'apps.example.com', publicUrl: 'https://studio.example.com', trustProxy: true });
    assert.equal(behindProxy(req('proxy', '/x', 'blog.apps.example.com')), '/_apphost/blog/x');
  });
  it('the built-in sign-in page follows `next` only to a page of this app (no open redirect)', () => {
    const o = 'https://shop.apps.example.com';
    assert.equal(safeNextUrl('/Orders?x=1#top', '/', o, ''), '/Orders?x=1#top');
    assert.equal(safeNextUrl('/p/app_a/Orders', '/p/app_a/', 'https://studio.example.com', '/p/app_a'), '/p/app_a/Orders');
    for (const bad of [
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
      42,
    ]) {
      assert.equal(safeNextUrl(bad, 'FALLBACK', o, ''), 'FALLBACK', String(bad));
    }
    // On the shared platform origin, another app's pages are not a target either.
    assert.equal(safeNextUrl('/p/app_b/Home', 'FALLBACK', 'https://studio.example.com', '/p/app_a'), 'FALLBACK');
    assert.equal(safeNextUrl('/p/app_ab', 'FALLBACK', 'https://studio.example.com', '/p/app_a'), 'FALLBACK');
  });
  it('cookies, devices, referrers, lucide imports', () => {
    assert.deepEqual(parseCookies('a=1; b=x%20y; a=2'), { a: '1', b: 'x y' });
    assert.equal(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148'), 'mobile');
    assert.equal(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0)'), 'tablet');
    assert.equal(deviceOf('Googlebot/2.1'), 'bot');
    assert.equal(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/130'), 'desktop');
    assert.equal(referrerDomain('https://www.google.com/x', 'app.localhost:1'), 'google.com');
    assert.equal(referrerDomain('http://app.localhost:1/Home', 'app.localhost:1'), '(direct)');
    assert.equal(referrerDomain('', 'x'), '(direct)');
    assert.match(lucideModule(["import { Plus, Trash2 as Bin } from 'lucide-react';"])!, /export \{ default as Plus \} from/);
    assert.equal(lucideModule(["import * as Icons from 'lucide-react';"]), null);
    assert.equal(lucideModule(["import { NoSuchIconAtAll } from 'lucide-react';"]), null);
  });
});
