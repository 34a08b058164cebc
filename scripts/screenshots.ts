/**
 * `npm run screenshots`: starts the service on a temporary store, seeds a demo account (an app made
 * from a prompt and edited by prompt, records, a pending agent proposal and restore request, a
 * publication, a token), and writes a PNG of each studio page into docs/studio/ (1280 px wide; the
 * apps and build pages also at 390 px). Needs Chromium (SVC_CHROMIUM_PATH or /usr/bin/chromium).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { chromium } from 'playwright-core';
import { loadConfig } from '../src/config.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../src/hosting/inspect.ts';
import { buildService } from '../src/server.ts';

const OUT = path.resolve(import.meta.dirname, '../docs/studio');
const executablePath = chromiumPath();
if (!executablePath) throw new Error('No Chromium found: set SVC_CHROMIUM_PATH or apt-get install chromium');

const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as net.AddressInfo).port;
    s.close(() => resolve(p));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fs-shots-'));
const config = loadConfig({
  PORT: String(port),
  HOST: '127.0.0.1',
  SVC_DATA_DIR: dataDir,
  SVC_PUBLIC_URL: `http://127.0.0.1:${port}`,
  SVC_RATE_PER_MINUTE: '10000',
});
const svc = await buildService(config, { logger: pino({ level: 'silent' }) });
await svc.app.listen({ port, host: '127.0.0.1' });
const base = config.publicUrl;

async function json(method: string, url: string, body: unknown, headers: Record<string, string>) {
  const r = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${text}`);
  return { body: text ? JSON.parse(text) : null, headers: r.headers };
}

try {
  const signup = await json(
    'POST',
    '/api/studio/signup',
    { email: 'demo@example.com', password: 'demo password 1', full_name: 'Demo' },
    {},
  );
  const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
  const auth = { cookie, 'x-csrf-token': signup.body.csrf_token };
  const tool = async (name: string, args: Record<string, unknown>) => (await json('POST', `/api/studio/tools/${name}`, args, auth)).body;
  const waitJob = async (jobId: string) => {
    for (let i = 0; i < 240; i++) {
      const s = await tool('get_job_status', { job_id: jobId });
      if (s.is_done) return s;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`job ${jobId} did not finish`);
  };
  const created = await tool('create_app', {
    name: 'Book club',
    prompt: 'A book club: books with a title, an author and a rating out of 5, and meetings with a date and a host.',
  });
  await waitJob(created.job_id);
  const appId = created.app_id as string;
  await waitJob((await tool('update_app', { app_id: appId, prompt: 'Add a priority field to books' })).job_id);
  const entities = await tool('get_entities', { app_id: appId });
  const entity = entities.entities[0];
  const sample = (n: number) => {
    const rec: Record<string, unknown> = {};
    for (const f of entity.schema.fields) {
      if (f.type === 'string' || f.type === 'text') rec[f.name] = `${f.name} ${n}`;
      else if (f.type === 'number' || f.type === 'integer') rec[f.name] = n;
      else if (f.type === 'enum' && f.values?.length) rec[f.name] = f.values[0];
    }
    return rec;
  };
  await tool('create_entity_records', { app_id: appId, entity: entity.name, records: [1, 2, 3, 4].map(sample) });
  await tool('publish_app', { app_id: appId, access_mode: 'public_open' });
  await json('PUT', `/api/studio/apps/${appId}/record-settings`, { execution_mode: 'approval' }, auth);
  await tool('create_entity_records', { app_id: appId, entity: entity.name, records: [sample(5)], reason: 'agent proposal' });
  const versions = await tool('list_saved_versions', { app_id: appId });
  await svc.services.versions.recordRestoreRequest(appId, versions.versions.at(-1).snapshot_id, {
    accountId: signup.body.account.account_id,
    tokenId: null,
    transport: 'mcp',
  });
  await json('POST', '/api/auth/mcp-tokens', { name: 'laptop', scopes: ['read', 'create', 'update'] }, auth);
  for (let i = 0; i < 6; i++) await fetch(`${base}/p/${appId}`);

  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  fs.mkdirSync(OUT, { recursive: true });
  const shots: Array<[string, string, number?]> = [
    ['signin', '/studio/signin'],
    ['apps', '/studio/apps'],
    ['apps-390', '/studio/apps', 390],
    ['new-app', '/studio/new'],
    ['app-build', `/studio/apps/${appId}`],
    ['app-build-390', `/studio/apps/${appId}`, 390],
    ['app-code', `/studio/apps/${appId}/code`],
    ['app-versions', `/studio/apps/${appId}/versions`],
    ['app-data', `/studio/apps/${appId}/data`],
    ['app-publish', `/studio/apps/${appId}/publish`],
    ['app-security', `/studio/apps/${appId}/security`],
    ['app-analytics', `/studio/apps/${appId}/analytics`],
    ['tokens', '/studio/tokens'],
    ['webhooks', '/studio/webhooks'],
    ['account', '/studio/account'],
  ];
  for (const [name, url, width] of shots) {
    const context = await browser.newContext({ viewport: { width: width ?? 1280, height: 860 }, deviceScaleFactor: 1 });
    if (name !== 'signin') {
      const [k, v] = cookie.split('=') as [string, string];
      await context.addCookies([{ name: k, value: v, url: base }]);
    }
    const page = await context.newPage();
    await page.goto(base + url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(name.startsWith('app-build') ? 2500 : 800);
    await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: false });
    await context.close();
    process.stdout.write(`docs/studio/${name}.png\n`);
  }
  await browser.close();
} finally {
  await svc.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
