import assert from 'node:assert/strict';
import { ERROR_KINDS } from '../../src/platform/errors.ts';
import { validateApp } from '../../src/validation/validate.ts';
import { restClient } from '../support/clients.ts';
import { pollJob } from '../support/generation.ts';
import type { TestService } from '../support/harness.ts';
import { scenarios, standardFixtures, type TestContext } from '../support/scenarios.ts';

/** create_app / update_app / get_job_status with the offline generator, over both transports. */

const CRM = 'A CRM with companies, contacts, deals, activities and tasks. Deals have an amount and a stage.';

async function fixtures(svc: TestService) {
  const base = await standardFixtures(svc);
  base.tokens.owner = await svc.createToken(base.owner.id, { per_minute: 100_000, per_day: 1_000_000 });
  const noRead = await svc.createToken(base.owner.id, { scopes: ['create', 'update'] });
  const editOnly = await svc.createToken(base.owner.id, { scopes: ['generate:edit', 'read'] });
  const secondApp = await svc.createApp(base.owner.id, 'Second app');
  return {
    ...base,
    secondApp,
    tokens: { ...base.tokens, noRead, editOnly },
    /** Filled in by the rows as they run. */
    created: { appId: '', jobId: '' },
    vagueJob: '',
    lockedJob: '',
    updateJob: '',
    credits: 0,
  };
}
type F = Awaited<ReturnType<typeof fixtures>>;

const owner = (t: TestContext, f: F) => t.client(f.tokens.owner);
const usedCredits = async (t: TestContext, accountId: string) =>
  Number((await t.svc.services.db.get<{ used: number }>('SELECT used FROM credit_usage WHERE account_id = ?', [accountId]))?.used ?? 0);
const appRow = (t: TestContext, id: string) => t.svc.services.db.get<any>('SELECT * FROM apps WHERE id = ?', [id]);

scenarios<F>('generation: create_app, update_app, get_job_status', fixtures, [
  {
    name: 'create_app returns app_id, job_id and status generating at once',
    as: 'owner',
    tool: 'create_app',
    args: { name: 'My CRM', prompt: CRM },
    expect: {
      ok: true,
      check: (r, f) => {
        assert.deepEqual(Object.keys(r).sort(), ['app_id', 'job_id', 'status']);
        assert.equal(r.status, 'generating');
        assert.match(r.app_id, /^app_/);
        assert.match(r.job_id, /^job_/);
        f.created = { appId: r.app_id, jobId: r.job_id };
      },
    },
    after: async (f, _o, t) => {
      const app = await appRow(t, f.created.appId);
      assert.equal(app.name, 'My CRM');
      assert.equal(app.description, '', 'description defaults to empty');
      assert.equal(app.owner_account_id, f.owner.id);
    },
  },
  {
    name: 'get_job_status reports running or done, then done with a full result_summary',
    as: 'owner',
    tool: 'get_job_status',
    args: (f) => ({ job_id: f.created.jobId }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.ok(r.status === 'running' || r.status === 'done', r.status);
        assert.equal(r.is_done, r.status === 'done');
        assert.equal(r.job_id, f.created.jobId);
        assert.equal(r.event_count, r.events.length);
        if (!r.is_done) assert.equal(r.result_summary, undefined, 'result_summary only when complete');
      },
    },
    after: async (f, _o, t) => {
      const done = await pollJob(owner(t, f), f.created.jobId);
      assert.equal(done.status, 'done');
      assert.equal(done.state, 'done');
      const s = done.result_summary;
      assert.equal(s.error, undefined, JSON.stringify(s));
      assert.deepEqual(s.entities, ['Activity', 'Company', 'Contact', 'Deal', 'Task']);
      assert.ok(s.pages.includes('pages/Home.jsx') && s.pages.includes('pages/Deals.jsx') && s.pages.includes('pages/DealForm.jsx'));
      assert.ok(s.files_written.includes('Layout.jsx'));
      assert.deepEqual(s.files_deleted, []);
      assert.ok(Array.isArray(s.warnings));
      assert.equal(s.validation.errors, 0);
      assert.equal(s.generator, 'offline');
      assert.match(s.summary, /5 entities/);
      assert.equal(done.event_count, done.events.length);
      const phases = done.events.map((e: any) => e.phase);
      assert.equal(phases[0], 'queued');
      assert.equal(phases[1], 'started');
      assert.equal(phases.at(-1), 'done');
      for (const e of done.events) {
        assert.ok(!Number.isNaN(Date.parse(e.time)) && typeof e.message === 'string' && e.message);
      }
    },
  },
  {
    name: 'the generated app is stored, validates with zero errors and carries its settings',
    as: 'owner',
    tool: 'get_job_status',
    args: (f) => ({ job_id: f.created.jobId }),
    expect: { ok: true, check: (r) => assert.equal(r.is_done, true) },
    after: async (f, _o, t) => {
      const files = await t.svc.services.files.readFiles(f.created.appId);
      const done = await pollJob(owner(t, f), f.created.jobId);
      assert.deepEqual([...files.keys()].sort(), [...done.result_summary.files_written].sort());
      const report = await validateApp(files);
      assert.equal(report.error_count, 0, JSON.stringify(report.issues.slice(0, 5)));
      const settings = JSON.parse((await appRow(t, f.created.appId)).settings);
      assert.equal(settings.home_page, 'Home');
      // Starter records went in through the records service, and the summary says how many.
      const seeded = done.result_summary.starter_records as Record<string, number>;
      assert.ok(Object.keys(seeded).length > 0, JSON.stringify(done.result_summary));
      const counts = await t.svc.services.records.countByEntity(f.created.appId);
      for (const [entity, n] of Object.entries(seeded)) assert.equal(counts[entity], n, entity);
      assert.ok(done.events.some((e: any) => e.phase === 'seeding'));
    },
  },
  {
    name: 'a name over 100 characters is cut silently',
    as: 'owner',
    tool: 'create_app',
    args: {
      name: 'N'.repeat(150),
      prompt: 'A recipe box: recipes with a title, ingredients and cooking time',
      description: 'Family recipes',
    },
    expect: { ok: true },
    after: async (_f, o, t) => {
      const app = await appRow(t, (o as any).result.app_id);
      assert.equal(app.name, 'N'.repeat(100));
      assert.equal(app.description, 'Family recipes');
    },
  },
  {
    name: 'a prompt over 10,000 characters is cut silently',
    as: 'owner',
    tool: 'create_app',
    args: { name: 'Long', prompt: `Track books with a title and an author. ${'x'.repeat(12_000)}` },
    expect: { ok: true },
    after: async (_f, o, t) => {
      const job = await t.svc.services.generation.jobs.get((o as any).result.job_id);
      assert.equal(job!.prompt.length, 10_000);
    },
  },
  {
    name: 'a 9-character prompt is Prompt too short, and costs no credit',
    as: 'owner',
    tool: 'create_app',
    args: { name: 'Short', prompt: '123456789' },
    expect: { error: 'invalid_request', message: /^Prompt too short: at least 10 characters/ },
    after: async (f, _o, t) => {
      const apps = await t.svc.services.db.all('SELECT id FROM apps WHERE name = ?', ['Short']);
      assert.equal(apps.length, 0, 'no app was created');
      f.credits = await usedCredits(t, f.owner.id);
    },
  },
  {
    name: 'surrounding spaces do not count towards the minimum',
    as: 'owner',
    tool: 'create_app',
    args: { name: 'Short', prompt: '    too short     ' },
    expect: { error: 'invalid_request', message: /^Prompt too short/ },
    after: async (f, _o, t) => assert.equal(await usedCredits(t, f.owner.id), f.credits, 'refunded'),
  },
  {
    name: 'an empty name is invalid',
    as: 'owner',
    tool: 'create_app',
    args: { name: '  ', prompt: CRM },
    expect: { error: 'invalid_params', message: /name/ },
  },
  {
    name: 'a missing prompt is invalid params',
    as: 'owner',
    tool: 'create_app',
    args: { name: 'X' },
    expect: { error: 'invalid_params', message: /prompt/ },
  },
  {
    name: 'an unknown argument is invalid params',
    as: 'owner',
    tool: 'create_app',
    args: { name: 'X', prompt: CRM, app_id: 'a' },
    expect: { error: 'invalid_params', message: /unknown argument\(s\) app_id/ },
  },
  {
    name: 'create_app needs the create scope',
    as: 'readonly',
    tool: 'create_app',
    args: { name: 'X', prompt: CRM },
    expect: { error: 'permission_denied', message: /create/ },
  },
  {
    name: 'create_app is refused for app-locked tokens',
    as: 'locked',
    tool: 'create_app',
    args: { name: 'X', prompt: CRM },
    expect: { error: 'permission_denied', message: /refused for app-locked tokens/ },
    after: async (f, _o, t) => void (f.credits = await usedCredits(t, f.owner.id)),
  },
  {
    name: 'a vague prompt is accepted, then the job ends with result_summary.error "vague prompt: …"',
    as: 'owner',
    tool: 'create_app',
    args: { name: 'Vague', prompt: 'make me something really cool' },
    expect: { ok: true, check: (r, f) => void (f.vagueJob = r.job_id) },
    after: async (f, o, t) => {
      const done = await pollJob(owner(t, f), f.vagueJob);
      assert.equal(done.is_done, true);
      assert.match(done.result_summary.error, /^vague prompt: /);
      assert.equal(done.events.at(-1).phase, 'failed');
      assert.equal((await t.svc.services.files.readFiles((o as any).result.app_id)).size, 0);
      assert.equal(await usedCredits(t, f.owner.id), f.credits, 'a failed generation is refunded');
    },
  },
  {
    name: 'update_app needs at least 5 characters',
    as: 'owner',
    tool: 'update_app',
    args: (f) => ({ app_id: f.created.appId, prompt: 'add ' }),
    expect: { error: 'invalid_request', message: /^Prompt too short: at least 5 characters/ },
  },
  {
    name: 'update_app on a foreign app is App not found',
    as: 'owner',
    tool: 'update_app',
    args: (f) => ({ app_id: f.otherAppId, prompt: 'Add a notes field to deals' }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'update_app needs update or generate:edit',
    as: 'readonly',
    tool: 'update_app',
    args: (f) => ({ app_id: f.created.appId, prompt: 'Add a notes field to deals' }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'update_app takes a Saved Version first and returns the job',
    as: 'editOnly',
    tool: 'update_app',
    args: (f) => ({ app_id: f.created.appId, prompt: 'Add a notes field to deals' }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.status, 'generating');
        assert.equal(r.app_id, f.created.appId);
        assert.match(r.job_id, /^job_/);
        assert.ok(r.snapshot_id);
        f.updateJob = r.job_id;
      },
    },
    after: async (f, o, t) => {
      const { versions } = await t.svc.services.files.listVersions(f.created.appId);
      const v = versions.find((x) => x.snapshot_id === (o as any).result.snapshot_id)!;
      assert.equal(v.cause_tool, 'update_app');
      assert.ok(v.file_count > 20, 'the version holds the generated app');
      const done = await pollJob(t.client(f.tokens.editOnly), f.updateJob);
      assert.equal(done.result_summary.snapshot_id, v.snapshot_id);
    },
  },
  {
    name: 'a constraint alone ("Keep the existing Layout and colours") is done and changes no file',
    as: 'owner',
    tool: 'update_app',
    args: (f) => ({ app_id: f.appId, prompt: 'Keep the existing Layout and colours' }),
    expect: { ok: true },
    after: async (f, o, t) => {
      const done = await pollJob(t.client(f.tokens.owner), (o as any).result.job_id);
      assert.equal(done.result_summary.error, undefined, JSON.stringify(done.result_summary));
      assert.deepEqual(done.result_summary.files_written, []);
      assert.equal(done.result_summary.generator, 'offline');
    },
  },
  {
    name: 'an app-locked token may edit its own app',
    as: 'locked',
    tool: 'update_app',
    args: (f) => ({ app_id: f.appId, prompt: 'Add a notes field to deals' }),
    expect: { ok: true, check: (r, f) => void (f.lockedJob = r.job_id) },
  },
  {
    name: "an app-locked token sees its own app's job",
    as: 'locked',
    tool: 'get_job_status',
    args: (f) => ({ job_id: f.lockedJob }),
    expect: { ok: true, check: (r, f) => assert.equal(r.app_id, f.appId) },
  },
  {
    name: "an app-locked token does not see jobs of other apps, even the owner's",
    as: 'locked',
    tool: 'get_job_status',
    args: (f) => ({ job_id: f.created.jobId }),
    expect: { error: 'not_found', message: 'Job not found' },
  },
  {
    name: "another account's job is Job not found",
    as: 'other',
    tool: 'get_job_status',
    args: (f) => ({ job_id: f.created.jobId }),
    expect: { error: 'not_found', message: 'Job not found' },
  },
  {
    name: 'an unknown job is Job not found',
    as: 'owner',
    tool: 'get_job_status',
    args: { job_id: 'job_doesnotexist0000' },
    expect: { error: 'not_found', message: 'Job not found' },
  },
  {
    name: 'get_job_status needs the read scope',
    as: 'noRead',
    tool: 'get_job_status',
    args: (f) => ({ job_id: f.created.jobId }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'get_job_status needs job_id',
    as: 'owner',
    tool: 'get_job_status',
    args: {},
    expect: { error: 'invalid_params', message: /job_id/ },
  },
  {
    name: 'the app has one agent conversation: each prompt a user message, each outcome a completed assistant message',
    as: 'owner',
    tool: 'get_job_status',
    args: (f) => ({ job_id: f.updateJob }),
    expect: { ok: true },
    after: async (f, _o, t) => {
      const convs = await t.svc.services.db.all<any>('SELECT * FROM conversations WHERE app_id = ?', [f.created.appId]);
      assert.equal(convs.length, 1);
      const messages = await t.svc.services.generation.conversations.messages(convs[0].id);
      assert.deepEqual(
        messages.map((m) => `${m.role}:${m.status}`),
        ['user:completed', 'assistant:completed', 'user:completed', 'assistant:completed'],
      );
      assert.equal(messages[0]!.content, CRM);
      assert.equal(messages[0]!.job_id, f.created.jobId);
      assert.match(messages[1]!.content, /5 entities/);
    },
  },
]);

async function creditFixtures(svc: TestService) {
  const base = await standardFixtures(svc);
  return { ...base, jobs: [] as string[], created: '' };
}
type CF = Awaited<ReturnType<typeof creditFixtures>>;

const creditsError = (message?: RegExp) => ({ error: 'credits_exhausted' as const, ...(message ? { message } : {}) });

scenarios<CF>(
  'generation: credits',
  creditFixtures,
  [
    {
      name: 'the first generation of the day is accepted',
      as: 'owner',
      tool: 'create_app',
      args: { name: 'A', prompt: 'Track books with a title and an author' },
      expect: { ok: true, check: (r, f) => void (f.created = r.app_id) },
    },
    {
      name: 'the second is accepted',
      as: 'owner',
      tool: 'create_app',
      args: { name: 'B', prompt: 'Track books with a title and an author' },
      expect: { ok: true },
    },
    {
      name: 'the third is refused with the credits error (-32003 / 402)',
      as: 'owner',
      tool: 'create_app',
      args: { name: 'C', prompt: 'Track books with a title and an author' },
      expect: creditsError(/Credits exhausted/),
      after: async (_f, o, t) => {
        assert.ok(!o.ok);
        assert.equal(o.code, ERROR_KINDS.credits_exhausted.rpc);
        assert.equal(o.code, -32003);
        if (t.transport === 'rest') assert.equal(o.status, 402);
        const apps = await t.svc.services.db.all('SELECT id FROM apps WHERE name = ?', ['C']);
        assert.equal(apps.length, 0);
      },
    },
    {
      name: 'update_app is refused too, and takes no Saved Version',
      as: 'owner',
      tool: 'update_app',
      args: (f) => ({ app_id: f.created, prompt: 'Add a notes field to books' }),
      expect: creditsError(),
      after: async (f, _o, t) => assert.equal((await t.svc.services.files.listVersions(f.created)).versions.length, 0),
    },
    {
      name: 'another account still has its own allowance',
      as: 'other',
      tool: 'create_app',
      args: { name: 'D', prompt: 'Track books with a title and an author' },
      expect: { ok: true },
    },
  ],
  { SVC_FREE_GENERATIONS_PER_DAY: '2' },
);

/**
 * update_app prompts of each kind the offline generator understands, in sequence on one generated
 * app: each changes what it says and nothing else (compared with the Saved Version taken before it),
 * and the app still validates with zero errors.
 */
async function editFixtures(svc: TestService) {
  const base = await standardFixtures(svc);
  // Polling to done takes a few calls per row: more than the default 30 a minute.
  base.tokens.owner = await svc.createToken(base.owner.id, { per_minute: 100_000, per_day: 1_000_000 });
  const client = restClient(svc.baseUrl, base.tokens.owner);
  const r = await client.call('create_app', { name: 'Agency CRM', prompt: CRM });
  assert.ok(r.ok);
  const done = await pollJob(client, r.result.job_id);
  assert.equal(done.result_summary.error, undefined);
  return { ...base, crm: r.result.app_id as string };
}
type EF = Awaited<ReturnType<typeof editFixtures>>;

interface Edit {
  summary: any;
  before: Map<string, string>;
  after: Map<string, string>;
  /** Paths written or deleted. */
  changed: string[];
  schema(entity: string): any;
}

async function edited(t: TestContext, f: EF, o: unknown): Promise<Edit> {
  assert.ok((o as any).ok, JSON.stringify(o));
  const { job_id, snapshot_id } = (o as any).result;
  const done = await pollJob(t.client(f.tokens.owner), job_id);
  const before = await t.svc.services.files.readVersionFiles(snapshot_id);
  const after = await t.svc.services.files.readFiles(f.crm);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((p) => before.get(p) !== after.get(p)).sort();
  if (!done.result_summary.error) {
    assert.deepEqual(
      changed,
      [...done.result_summary.files_written, ...done.result_summary.files_deleted].filter((p) => before.get(p) !== after.get(p)).sort(),
    );
    const report = await validateApp(after);
    assert.equal(report.error_count, 0, JSON.stringify(report.issues.slice(0, 3)));
  }
  return { summary: done.result_summary, before, after, changed, schema: (e) => JSON.parse(after.get(`entities/${e}.json`)!) };
}

const fieldNames = (schema: any) => schema.fields.map((x: any) => x.name);
/** Only these paths (exact, or matching the pattern) changed. */
function onlyChanged(e: Edit, allowed: RegExp) {
  const stray = e.changed.filter((p) => !allowed.test(p));
  assert.deepEqual(stray, [], `unexpected changes: ${stray.join(', ')}`);
}
const entityFilesUnchanged = (e: Edit, except: string[] = []) => {
  for (const [p, c] of e.before) if (p.startsWith('entities/') && !except.includes(p)) assert.equal(e.after.get(p), c, `${p} unchanged`);
};
const update = (prompt: string) => (f: EF) => ({ app_id: f.crm, prompt });

scenarios<EF>('generation: update_app prompts change what they say and nothing else', editFixtures, [
  {
    name: 'add a field',
    as: 'owner',
    tool: 'update_app',
    args: update('Add a notes field to deals'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.ok(fieldNames(e.schema('Deal')).includes('notes'));
      assert.deepEqual(
        fieldNames(e.schema('Deal')).filter((n: string) => n !== 'notes'),
        fieldNames(JSON.parse(e.before.get('entities/Deal.json')!)),
      );
      onlyChanged(e, /^(entities\/Deal\.json|pages\/Deal(s|Detail|Form|Board)\.jsx)$/);
      assert.deepEqual(
        e.summary.operations.map((x: any) => x.kind),
        ['add_field'],
      );
    },
  },
  {
    name: 'remove a field',
    as: 'owner',
    tool: 'update_app',
    args: update('Remove the notes field from deals'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.ok(!fieldNames(e.schema('Deal')).includes('notes'));
      onlyChanged(e, /^(entities\/Deal\.json|pages\/Deal(s|Detail|Form|Board)\.jsx)$/);
    },
  },
  {
    name: 'rename a field',
    as: 'owner',
    tool: 'update_app',
    args: update('Rename the amount field of deals to value'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      const names = fieldNames(e.schema('Deal'));
      assert.ok(names.includes('value') && !names.includes('amount'));
      onlyChanged(e, /^(entities\/Deal\.json|pages\/Deal(s|Detail|Form|Board)\.jsx|pages\/Home\.jsx)$/);
      entityFilesUnchanged(e, ['entities/Deal.json']);
    },
  },
  {
    name: 'add an entity',
    as: 'owner',
    tool: 'update_app',
    args: update('Add an entity Invoice with a number and a total'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.ok(e.after.has('entities/Invoice.json') && e.after.has('pages/Invoices.jsx'));
      assert.ok(fieldNames(e.schema('Invoice')).includes('total'));
      entityFilesUnchanged(e, ['entities/Invoice.json']);
      onlyChanged(e, /^(entities\/Invoice\.json|pages\/Invoice(s|Detail|Form)\.jsx|Layout\.jsx|pages\/Home\.jsx)$/);
      assert.ok(e.summary.entities.includes('Invoice'));
    },
  },
  {
    name: 'add a relation',
    as: 'owner',
    tool: 'update_app',
    args: update('Link invoices to a company'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      const rel = e.schema('Invoice').fields.find((x: any) => x.type === 'relation');
      assert.equal(rel?.target, 'Company', JSON.stringify(e.schema('Invoice')));
      entityFilesUnchanged(e, ['entities/Invoice.json']);
      onlyChanged(e, /^(entities\/Invoice\.json|pages\/(Invoice(s|Detail|Form)|Compan(ies|yDetail|yForm)|Home)\.jsx)$/);
    },
  },
  {
    name: 'add a page',
    as: 'owner',
    tool: 'update_app',
    args: update('Add a page called Reports'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.ok(e.after.has('pages/Reports.jsx'));
      assert.match(e.after.get('Layout.jsx')!, /Reports/);
      onlyChanged(e, /^(pages\/Reports\.jsx|Layout\.jsx)$/);
    },
  },
  {
    name: 'rename a page',
    as: 'owner',
    tool: 'update_app',
    args: update('Rename the Deals page to Pipeline'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.ok(e.after.has('pages/Pipeline.jsx') && !e.after.has('pages/Deals.jsx'));
      assert.deepEqual(e.summary.files_deleted, ['pages/Deals.jsx']);
      entityFilesUnchanged(e);
      // Pages that link to the renamed page follow it (the Reports page lists the main pages).
      onlyChanged(e, /^(pages\/(Pipeline|Deals|DealDetail|DealForm|DealBoard|Home|Reports)\.jsx|Layout\.jsx)$/);
    },
  },
  {
    name: 'add a filter',
    as: 'owner',
    tool: 'update_app',
    args: update('Add a filter by industry on the companies list'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.deepEqual(e.changed, ['pages/Companies.jsx']);
      assert.match(e.after.get('pages/Companies.jsx')!, /industry/);
    },
  },
  {
    name: 'add a sort',
    as: 'owner',
    tool: 'update_app',
    args: update('Sort tasks by due date'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.deepEqual(e.changed, ['pages/Tasks.jsx']);
    },
  },
  {
    name: 'change the theme colours',
    as: 'owner',
    tool: 'update_app',
    args: update('Make it green'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      entityFilesUnchanged(e);
      onlyChanged(e, /^(pages\/|components\/|Layout\.jsx)/);
      assert.ok(e.changed.length > 0);
      const settings = JSON.parse((await appRow(t, f.crm)).settings);
      assert.equal(settings.theme.primary, 'green');
      assert.equal(settings.home_page, 'Home', 'other settings kept');
    },
  },
  {
    name: 'rename the app',
    as: 'owner',
    tool: 'update_app',
    args: update('Rename the app to Agency Hub'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.equal((await appRow(t, f.crm)).name, 'Agency Hub');
      assert.equal(e.summary.app_name, 'Agency Hub');
      onlyChanged(e, /^(Layout\.jsx|pages\/Home\.jsx)$/);
    },
  },
  {
    name: 'remove an entity',
    as: 'owner',
    tool: 'update_app',
    args: update('Remove the Activity entity'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.ok(!e.after.has('entities/Activity.json') && !e.after.has('pages/Activities.jsx'));
      assert.ok(!e.summary.entities.includes('Activity'));
      entityFilesUnchanged(e, ['entities/Activity.json']);
    },
  },
  {
    name: 'a vague edit ends with "vague prompt" and changes nothing',
    as: 'owner',
    tool: 'update_app',
    args: update('make it nicer'),
    expect: { ok: true },
    after: async (f, o, t) => {
      const e = await edited(t, f, o);
      assert.match(e.summary.error, /^vague prompt: /);
      assert.deepEqual(e.changed, []);
    },
  },
]);
