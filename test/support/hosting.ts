import http from 'node:http';
import type { TestService } from './harness.ts';
import { SEED, workspaceFixtures } from './workspace-fixtures.ts';

/**
 * A GET/POST over node:http, so the Host header can name an app's subdomain (fetch ignores Host).
 * Like a browser, it follows the platform's hand-off of `/p/…` and `/preview/…` to the app origin (a
 * 307 to the same path on another port of the same host); other redirects are returned as they are.
 */
export async function request(
  baseUrl: string,
  path: string,
  opts: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const res = await requestOnce(baseUrl, path, opts);
  const to = res.status === 307 && res.headers.location ? new URL(res.headers.location) : null;
  const from = new URL(baseUrl);
  if (
    to &&
    !opts.host &&
    to.hostname === from.hostname &&
    to.port !== from.port &&
    `${to.pathname}${to.search}`.startsWith(path.split('?')[0]!)
  ) {
    return requestOnce(to.origin, `${to.pathname}${to.search}`, opts);
  }
  return res;
}

function requestOnce(
  baseUrl: string,
  path: string,
  opts: { method?: string; host?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const u = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path,
        method: opts.method ?? 'GET',
        headers: {
          ...(opts.host ? { host: opts.host } : {}),
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout ${path}`)));
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** `<label>.localhost:<port>` of the service. */
export const hostOf = (svc: TestService, label: string) => `${label}.localhost:${new URL(svc.baseUrl).port}`;

export const SEO_JSON = JSON.stringify({
  '/': { title: 'Seeded home', description: 'The seeded app, for tests' },
  '/About': { title: 'About the seeded app', description: 'Who we are', image: 'https://cdn.example.com/about.png', type: 'article' },
});

/**
 * Workspace fixtures plus what hosting tables need: the seeded app gets a seo.json, a second app of
 * the owner for access modes and builds, and a label claimed by the other account.
 */
export async function hostingFixtures(svc: TestService) {
  const base = await workspaceFixtures(svc);
  const files = svc.services.files;
  await files.applyChanges(base.appId, { upserts: { 'seo.json': SEO_JSON } });
  const modesApp = await svc.createApp(base.owner.id, 'Modes app');
  await files.applyChanges(modesApp, { upserts: { ...SEED } });
  const buildApp = await svc.createApp(base.owner.id, 'Build app');
  await files.applyChanges(buildApp, { upserts: { ...SEED } });
  const otherRow = (await svc.services.apps.get(base.otherAppId))!;
  await svc.services.hosting.setSubdomain(otherRow, 'taken-label');
  return { ...base, modesApp, buildApp, tokens: { ...base.tokens, other2: await svc.createToken(base.other.id) } };
}

export type HostingFixtures = Awaited<ReturnType<typeof hostingFixtures>>;
