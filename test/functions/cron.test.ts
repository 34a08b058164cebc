import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { buildService, type Service } from '../../src/server.ts';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { SEED } from '../support/workspace-fixtures.ts';

describe(`scheduled functions (functions/cron.json) [${TEST_DB}]`, () => {
  let svc: TestService;
  let node2: Service;
  let c: ToolClient;
  let appId: string;

  before(async () => {
    // Ticks are driven by the test (SVC_CRON=0 keeps the timers off), on two nodes sharing one database.
    svc = await startTestService({ SVC_CRON: '0' });
    node2 = await buildService(svc.config, { db: svc.reopenDb(), logger: pino({ level: 'silent' }) });
    const owner = await svc.createAccount();
    c = restClient(svc.baseUrl, await svc.createToken(owner.id, { per_minute: 1000 }));
    appId = await svc.createApp(owner.id, 'Cron app');
    await svc.services.files.applyChanges(appId, {
      upserts: {
        ...SEED,
        'entities/Run.json': JSON.stringify({ name: 'Run', fields: [{ name: 'note', type: 'string' }] }),
        'functions/job.js':
          "Deno.serve(async (req) => {\n  const p = await req.json();\n  const r = await svc.entities.create('Run', { note: p.note + ' by ' + req.headers.get('x-svc-caller-type') });\n  return Response.json({ id: r.id });\n});\n",
        'functions/fails.js': "Deno.serve(() => { throw new Error('nightly failure'); });\n",
        'functions/cron.json': JSON.stringify({
          jobs: [
            { function: 'job', schedule: '* * * * *', params: { note: 'tick' } },
            { function: 'fails', schedule: '* * * * *', timezone: 'Europe/Paris' },
          ],
        }),
      },
    });
  });
  after(async () => {
    await node2?.close();
    await svc?.stop();
  });

  it('an unpublished app lists its schedule as inactive and nothing runs', async () => {
    const d = (await c.call('get_app_detail', { app_id: appId })) as any;
    assert.ok(d.ok, JSON.stringify(d));
    assert.deepEqual(
      d.result.cron_jobs.map((j: any) => [j.function, j.schedule, j.timezone, j.active, j.last_run]),
      [
        ['job', '* * * * *', 'UTC', false, null],
        ['fails', '* * * * *', 'Europe/Paris', false, null],
      ],
    );
    assert.ok(d.result.cron_jobs[0].next_run);
    await svc.services.functions.cron.tick();
    const rows = await svc.services.db.all('SELECT * FROM function_cron_runs');
    assert.equal(rows.length, 0);
  });

  it('two nodes ticking at the same moment run each occurrence exactly once', async () => {
    const pub = await c.call('publish_app', { app_id: appId, access_mode: 'public_open' });
    assert.ok(pub.ok, JSON.stringify(pub));
    const now = Math.floor(Date.now() / 60_000) * 60_000 + 5_000;
    await Promise.all([svc.services.functions.cron.tick(now), node2.services.functions.cron.tick(now)]);
    const rows = await svc.services.db.all<any>('SELECT * FROM function_cron_runs ORDER BY job_key');
    assert.equal(rows.length, 2, JSON.stringify(rows));
    const records = (await c.call('query_entity', { app_id: appId, entity: 'Run' })) as any;
    assert.equal(records.result.records.length, 1, JSON.stringify(records.result));
    assert.equal(records.result.records[0].note, 'tick by cron');
    // The same occurrence seen again (a later tick within the window) does not run again.
    await svc.services.functions.cron.tick(now + 10_000);
    assert.equal((await svc.services.db.all('SELECT * FROM function_cron_runs')).length, 2);
  });

  it('cron_jobs shows the last run and the next; a failure is in get_errors', async () => {
    const d = (await c.call('get_app_detail', { app_id: appId })) as any;
    const [job, fails] = d.result.cron_jobs;
    assert.equal(job.active, false, 'timers are off on this node (SVC_CRON=0)');
    assert.equal(job.last_run.status, 'ok');
    assert.equal(job.last_run.status_code, 200);
    assert.equal(fails.last_run.status, 'failed');
    assert.match(fails.last_run.error, /nightly failure/);
    const errs = (await c.call('get_errors', { app_id: appId, limit: 50 })) as any;
    assert.ok(
      errs.result.errors.some((e: any) => e.path === 'functions/cron.json' && /nightly failure/.test(e.message)),
      JSON.stringify(errs.result),
    );
  });

  it('validate_app reports a cron.json naming a missing function', async () => {
    await svc.services.files.applyChanges(appId, {
      upserts: { 'functions/cron.json': JSON.stringify({ jobs: [{ function: 'gone', schedule: '0 3 * * *' }] }) },
    });
    const v = (await c.call('validate_app', { app_id: appId })) as any;
    assert.ok(
      v.result.issues.some((i: any) => i.rule === 'function-cron' && /gone/.test(i.message)),
      JSON.stringify(v.result.issues),
    );
  });
});
