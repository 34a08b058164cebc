/**
 * The published runtime in a real browser: Debian's Chromium (installed by .ci/run), driven by
 * playwright-core. An app from the offline generator is published and used on /p/{id} and on its
 * subdomain host; access modes are refused on the server; edits stay invisible until republished;
 * seo.json tags are in the served HTML; runtime errors and page views reach the tools.
 *
 * Without Chromium the suite is skipped with a message, except under CI (CI set), where it fails.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { ToolClient } from '../support/clients.ts';
import { chromiumSkipReason, startBrowserHarness, type BrowserHarness } from '../support/browser.ts';
import { pollJob } from '../support/generation.ts';
import { TEST_DB, type TestService } from '../support/harness.ts';
import { request } from '../support/hosting.ts';

const skip = chromiumSkipReason('hosting browser tests');

const UI_TIMEOUT = 15_000;

describe(`hosting in Chromium [${TEST_DB}]`, { skip, timeout: 240_000 }, () => {
  let svc: TestService;
  let browser: Browser;
  let c: ToolClient;
  let appId: string;
  let label: string;
  const port = () => new URL(svc.baseUrl).port;

  /** A fresh page that collects page errors and failed requests. */
  async function openPage(): Promise<{ page: Page; errors: string[]; failed: string[] }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT);
    const errors: string[] = [];
    const failed: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    page.on('requestfailed', (r) => failed.push(`failed ${r.url()} ${r.failure()?.errorText}`));
    return { page, errors, failed };
  }

  let harness: BrowserHarness;
  const call = (tool: string, args: Record<string, unknown>) => harness.call(tool, args);

  before(async () => {
    harness = await startBrowserHarness();
    ({ svc, browser, client: c } = harness);
    const created = await call('create_app', {
      name: 'Recipe Box',
      prompt: 'A recipe box with recipes that have a title, a description, ingredients, instructions and cooking time.',
    });
    appId = created.app_id;
    const job = await pollJob(c, created.job_id, 60_000);
    assert.equal(job.result_summary?.error, undefined, JSON.stringify(job.result_summary));
    await call('create_entity_records', {
      app_id: appId,
      entity: 'Recipe',
      records: [{ title: "Grandma's lentil soup", ingredients: 'lentils, carrots', instructions: 'Simmer.' }],
    });
    // This recipe box takes recipes from anyone: its owner says so explicitly (the generator's default lets anonymous visitors read only).
    await call('set_entity_policy', { app_id: appId, entity: 'Recipe', read: ['public'], write: ['public'] });
    const pub = await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    assert.equal(pub.access_mode, 'public_open');
    label = `box-${appId.slice(-8)}`;
    await call('set_app_subdomain', { app_id: appId, subdomain: label });
  });

  after(() => harness?.close());

  it('renders on /p/{id} without page errors and lists a record created through create_entity_records', async () => {
    const { page, errors, failed } = await openPage();
    await page.goto(`${svc.baseUrl}/p/${appId}/Recipes`);
    await page.getByText("Grandma's lentil soup").waitFor();
    assert.equal(await page.title(), 'Recipe Box');
    // Tailwind compiled the classes the app uses.
    const bg = await page.evaluate(() => getComputedStyle(document.querySelector('table')!.closest('div')!).borderRadius);
    assert.notEqual(bg, '0px');
    // Client-side navigation through the layout stays under the base path.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL(`${svc.appUrl}/p/${appId}/Home`);
    assert.deepEqual(errors, []);
    assert.deepEqual(failed, []);
    await page.context().close();
  });

  it('renders on its subdomain host (http://<label>.localhost:<port>)', async () => {
    const { page, errors, failed } = await openPage();
    await page.goto(`http://${label}.localhost:${port()}/Recipes`);
    await page.getByText("Grandma's lentil soup").waitFor();
    assert.equal(new URL(page.url()).host, `${label}.localhost:${port()}`);
    assert.deepEqual(errors, []);
    assert.deepEqual(failed, []);
    await page.context().close();
  });

  it('creates a record through its form that query_entity then returns', async () => {
    const { page, errors } = await openPage();
    await page.goto(`http://${label}.localhost:${port()}/RecipeForm`);
    await page.locator('#field-title').fill('Browser bread');
    await page.locator('#field-ingredients').fill('flour, water, salt');
    await page.locator('#field-instructions').fill('Knead and bake.');
    await page.getByRole('button', { name: 'Create recipe' }).click();
    await page.waitForURL(/\/RecipeDetail\?id=/);
    await page.getByRole('heading', { name: 'Browser bread' }).waitFor();
    const q = await call('query_entity', { app_id: appId, entity: 'Recipe', filters: { title: 'Browser bread' } });
    assert.equal(q.records.length, 1);
    assert.equal(q.records[0].ingredients, 'flour, water, salt');
    assert.equal(new URL(page.url()).searchParams.get('id'), q.records[0].id);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('keeps a later edit invisible until it is published again', async () => {
    const file = await call('read_app_file', { app_id: appId, path: 'pages/Recipes.jsx' });
    await call('write_app_file', {
      app_id: appId,
      path: 'pages/Recipes.jsx',
      content: file.content.replace('{"Recipes with ingredients and steps."}', '{"Edited subtitle 42"}'),
    });
    const { page } = await openPage();
    await page.goto(`${svc.baseUrl}/p/${appId}/Recipes`);
    await page.getByText("Grandma's lentil soup").waitFor();
    assert.equal(await page.getByText('Edited subtitle 42').count(), 0, 'the publication is frozen');
    // The owner's preview shows the current files.
    const preview = await call('get_preview_url', { app_id: appId });
    await page.goto(preview.preview_url.replace('/?', '/Recipes?'));
    await page.getByText('Edited subtitle 42').waitFor();
    const status = await call('get_app_status', { app_id: appId });
    assert.equal(status.publication.files_changed_since_publish, true);
    await call('publish_app', { app_id: appId, access_mode: 'keep' });
    await page.goto(`${svc.baseUrl}/p/${appId}/Recipes`);
    await page.getByText('Edited subtitle 42').waitFor();
    await page.context().close();
  });

  it('renders seo.json into the served HTML (static and dynamic entries, language)', async () => {
    await call('set_app_metadata', { app_id: appId, language: 'de', description: 'Rezepte der Familie' });
    await call('write_app_file', {
      app_id: appId,
      path: 'seo.json',
      content: JSON.stringify({
        '/Recipes': { title: 'All our recipes', description: 'Every recipe in the box', image: 'https://cdn.example.com/r.png' },
        '/RecipeDetail': {
          entity: 'Recipe',
          match: { id: '{query.id}' },
          title: '{title} – Recipe Box',
          description: '{excerpt}',
          type: 'article',
        },
      }),
    });
    // Only explicitly public records describe pages: mark one.
    const soup = (await call('query_entity', { app_id: appId, entity: 'Recipe', filters: { title: "Grandma's lentil soup" } })).records[0];
    const bread = (await call('query_entity', { app_id: appId, entity: 'Recipe', filters: { title: 'Browser bread' } })).records[0];
    const schema = JSON.parse((await call('read_app_file', { app_id: appId, path: 'entities/Recipe.json' })).content);
    schema.fields.push({ name: 'is_public', type: 'boolean', default: false });
    await call('write_app_file', { app_id: appId, path: 'entities/Recipe.json', content: JSON.stringify(schema, null, 2) });
    await call('update_entity_record', {
      app_id: appId,
      entity: 'Recipe',
      record_id: soup.id,
      data: { is_public: true, description: 'A warming soup of red lentils and carrots.' },
    });
    await call('publish_app', { app_id: appId });

    const list = await request(svc.baseUrl, `/p/${appId}/Recipes`);
    assert.match(list.body, /<html lang="de" dir="ltr">/);
    assert.match(list.body, /<title>All our recipes<\/title>/);
    assert.match(list.body, /<meta name="description" content="Every recipe in the box">/);
    assert.match(list.body, /<meta property="og:image" content="https:\/\/cdn\.example\.com\/r\.png">/);
    assert.match(list.body, /<meta property="og:locale" content="de_DE">/);
    const detail = await request(svc.baseUrl, `/p/${appId}/RecipeDetail?id=${soup.id}`);
    assert.match(detail.body, /<title>Grandma&#39;s lentil soup – Recipe Box<\/title>/);
    assert.match(detail.body, /<meta property="og:description" content="A warming soup of red lentils and carrots\.">/);
    assert.match(detail.body, /<meta property="og:type" content="article">/);
    const notPublic = await request(svc.baseUrl, `/p/${appId}/RecipeDetail?id=${bread.id}`);
    assert.match(notPublic.body, /<title>Recipe Box<\/title>/, 'a record not marked public falls back to the app metadata');
    assert.match(notPublic.body, /<meta name="description" content="Rezepte der Familie">/);
    assert.doesNotMatch(notPublic.body, /Browser bread/);
    // The browser sees the same head.
    const { page } = await openPage();
    await page.goto(`${svc.baseUrl}/p/${appId}/RecipeDetail?id=${soup.id}`);
    await page.getByRole('heading', { name: "Grandma's lentil soup" }).waitFor();
    assert.equal(await page.title(), "Grandma's lentil soup – Recipe Box");
    await page.context().close();
  });

  it('refuses anonymous visitors of private and public_auth publications on the server', async () => {
    await call('publish_app', { app_id: appId, access_mode: 'private' });
    const { page } = await openPage();
    const res = await page.goto(`http://${label}.localhost:${port()}/Recipes`);
    assert.equal(res!.status(), 403);
    assert.match(await page.content(), /This app is private/);
    assert.equal(await page.locator('script[src*="/_svc/a/app-"]').count(), 0, 'no app code reached the browser');
    const api = await request(svc.baseUrl, `/p/${appId}/api/entities/Recipe`);
    assert.equal(api.status, 403);

    await call('publish_app', { app_id: appId, access_mode: 'public_auth' });
    const gated = await page.goto(`${svc.baseUrl}/p/${appId}/Recipes`);
    assert.equal(new URL(page.url()).pathname, `/p/${appId}/Login`, 'redirected to sign in');
    assert.equal(gated!.status(), 200);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    assert.equal(await page.getByText("Grandma's lentil soup").count(), 0);
    const data = await request(svc.baseUrl, `/p/${appId}/api/entities/Recipe`);
    assert.equal(data.status, 401);
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    await page.context().close();
  });

  it('reports runtime errors (mapped to the app file) and page views to the tools', async () => {
    await call('write_app_file', {
      app_id: appId,
      path: 'pages/Broken.jsx',
      content: 'export default function Broken() {\n  const data = null;\n  return <p>{data.missing}</p>;\n}\n',
    });
    await call('publish_app', { app_id: appId });
    const { page } = await openPage();
    await page.goto(`${svc.baseUrl}/p/${appId}/Broken`);
    await page.getByRole('alert').waitFor();
    let found: any = null;
    for (let i = 0; i < 50 && !found; i++) {
      const errs = await call('get_errors', { app_id: appId });
      found = errs.errors.find((e: any) => /missing/.test(e.message));
      if (!found) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(found, 'the error reached get_errors');
    assert.equal(found.path, 'pages/Broken.jsx');
    assert.equal(found.line, 3);
    await page.goto(`${svc.baseUrl}/p/${appId}/Recipes`);
    await page.getByText("Grandma's lentil soup").waitFor();
    let stats: any = null;
    for (let i = 0; i < 50; i++) {
      stats = await call('get_app_analytics', { app_id: appId, days: 1 });
      if (stats.top_pages.some((p: any) => p.path === '/Recipes')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(stats.total_views >= 2);
    assert.ok(stats.unique_visitors >= 1);
    assert.ok(stats.top_pages.some((p: any) => p.path === '/Broken'));
    await page.context().close();
  });

  it('inspect_preview loads the route in headless Chromium and reports what it saw', async () => {
    const r = await call('inspect_preview', { app_id: appId, route: '/Recipes' });
    assert.equal(r.live_browser.available, true);
    assert.equal(r.live_browser.used, true, r.live_browser.reason);
    assert.equal(r.live.http_status, 200);
    assert.deepEqual(r.live.page_errors, []);
    assert.ok(r.live.headings.includes('Recipes'));
    assert.ok(r.live.clickables.some((x: any) => /New recipe/.test(x.text)));
    assert.ok(r.clickable_candidates.some((x: any) => x.target_page === 'RecipeForm'));
  });

  it('inspect_preview never lets app code reach addresses outside the app origin', async () => {
    let hits = 0;
    const internal = http.createServer((_req, res) => {
      hits++;
      res.end('internal secret');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(internal.address() as { port: number }).port}/secret`;
    try {
      const page = `import React, { useEffect, useState } from 'react';

export default function Probe() {
  const [text, setText] = useState('waiting');
  useEffect(() => {
    fetch('${target}').then((r) => r.text()).then(setText, () => setText('refused'));
  }, []);
  return <h1>{text}</h1>;
}
`;
      await call('write_app_file', { app_id: appId, path: 'pages/Probe.jsx', content: page });
      const r = await call('inspect_preview', { app_id: appId, route: '/Probe' });
      assert.equal(r.live_browser.used, true, r.live_browser.reason);
      assert.equal(hits, 0, 'the internal server was never reached');
      assert.ok(r.live.blocked_requests.includes(target));
      assert.ok(r.live.headings.includes('refused'));
      assert.ok(!JSON.stringify(r).includes('internal secret'));
    } finally {
      internal.close();
    }
  });
});
