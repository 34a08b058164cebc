/**
 * A published app calls a backend function from the browser (svc.functions.invoke); the function
 * reads an app secret and a record (svc.entities) and the page shows its answer. Debian's Chromium
 * through playwright-core; skipped with a message when Chromium is missing, except under CI.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { chromiumSkipReason, startBrowserHarness, type BrowserHarness } from '../support/browser.ts';
import { TEST_DB, type TestService } from '../support/harness.ts';

const skip = chromiumSkipReason('functions browser test');
const SECRET = 'greeting-key-Value-9f8e7d6c';

const FILES: Record<string, string> = {
  'entities/Note.json': JSON.stringify({ name: 'Note', fields: [{ name: 'text', type: 'string' }] }),
  'pages/Home.jsx': `import { useEffect, useState } from 'react';
import { svc } from '@svc/sdk';

export default function Home() {
  const [answer, setAnswer] = useState(null);
  const [error, setError] = useState('');
  useEffect(() => {
    svc.functions.invoke('greet', { name: 'Ada' }).then(setAnswer, (e) => setError(String(e.message)));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!answer) return <p>Loading…</p>;
  return (
    <main>
      <h1 id="greeting">{answer.greeting}</h1>
      <p id="note">{answer.note}</p>
      <p id="key">{answer.key_ok ? 'key ok' : 'key missing'}</p>
      <p id="caller">{answer.caller}</p>
    </main>
  );
}
`,
  'functions/greet.js': `Deno.serve(async (req) => {
  const { name } = await req.json();
  const key = Deno.env.get('GREETING_KEY');
  const notes = await svc.entities.list('Note', { limit: 1 });
  return Response.json({
    greeting: 'Hello, ' + name,
    note: notes.records[0]?.text ?? '(none)',
    key_ok: key === '${SECRET}',
    caller: req.headers.get('x-svc-caller-type'),
  });
});
`,
};

describe(`backend functions in Chromium [${TEST_DB}]`, { skip, timeout: 180_000 }, () => {
  let svc: TestService;
  let browser: Browser;
  let appId: string;
  let harness: BrowserHarness;
  const call = (tool: string, args: Record<string, unknown>) => harness.call(tool, args);

  before(async () => {
    harness = await startBrowserHarness();
    ({ svc, browser } = harness);
    appId = await svc.createApp(harness.ownerId, 'Greeter');
    await svc.services.files.applyChanges(appId, { upserts: FILES });
    await call('set_secret', { app_id: appId, name: 'GREETING_KEY', value: SECRET });
    await call('set_function_policy', { app_id: appId, function: 'greet', require_auth: false });
    await call('create_entity_records', { app_id: appId, entity: 'Note', records: [{ text: 'Remember the milk' }] });
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
  });
  after(() => harness?.close());

  it('the page calls svc.functions.invoke; the function reads a secret and a record; the page shows the result', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${svc.baseUrl}/p/${appId}/Home`);
    await page.locator('#greeting').waitFor();
    assert.equal(await page.locator('#greeting').textContent(), 'Hello, Ada');
    assert.equal(await page.locator('#note').textContent(), 'Remember the milk');
    assert.equal(await page.locator('#key').textContent(), 'key ok');
    assert.equal(await page.locator('#caller').textContent(), 'anonymous');
    assert.ok(!(await page.content()).includes(SECRET));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a denied call rejects in the page with the policy reason', async () => {
    await call('set_function_policy', { app_id: appId, function: 'greet', require_auth: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${svc.baseUrl}/p/${appId}/Home`);
    await page.getByRole('alert').waitFor();
    assert.match((await page.getByRole('alert').textContent()) ?? '', /sign in/i);
    await context.close();
  });
});
