import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AgentEvent } from '../../src/generation/events.ts';
import { JobStore } from '../../src/generation/jobs.ts';
import { INTERRUPTED_BY_RESTART, INTERRUPTED_BY_SHUTDOWN } from '../../src/generation/service.ts';
import { newId } from '../../src/platform/ids.ts';
import { restClient } from '../support/clients.ts';
import { pollJob, startServiceOn, waitFor } from '../support/generation.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { startScriptedLlm, type ScriptedLlm } from '../support/llm-server.ts';

/**
 * The job system: atomic claims, leases, restarts, several services on one store, shutdown, and the
 * conversation events. "Another process" is a second service on the same store (on PostgreSQL with
 * its own connection pool; SQLite is one node per store, so there it shares the handle).
 */

const BOOKS = 'Track books with a title, an author and a published date';

async function ownerClient(svc: TestService, baseUrl = svc.baseUrl) {
  const account = await svc.createAccount();
  const token = await svc.createToken(account.id, { per_minute: 100_000, per_day: 1_000_000 });
  return { account, client: restClient(baseUrl, token), token };
}

describe(`generation jobs [${TEST_DB}]`, () => {
  let svc: TestService;
  before(async () => {
    // An API-only node: jobs it enqueues are run by the other services of each test.
    svc = await startTestService({ SVC_JOB_CONCURRENCY: '0' });
  });
  after(async () => {
    await svc?.stop();
  });

  it('claims are atomic: claimers on two connections never take one job twice', async () => {
    const other = await startServiceOn(svc, { SVC_JOB_CONCURRENCY: '0' });
    try {
      const a = new JobStore(svc.services.db);
      const b = new JobStore(other.services.db);
      const ids: string[] = [];
      await svc.services.db.transaction(async (tx) => {
        for (let i = 0; i < 60; i++) {
          const id = newId('job');
          ids.push(id);
          await a.insert(
            tx,
            {
              id,
              app_id: `app_none_${i}`,
              account_id: 'acc_none',
              kind: 'create',
              prompt: 'x',
              input: {},
              credits: 0,
              conversation_id: null,
            },
            Date.now() + i,
          );
        }
      });
      const claimed: string[] = [];
      const claimer = async (store: JobStore, owner: string) => {
        for (;;) {
          const job = await store.claim(owner, 60_000);
          if (!job) return;
          claimed.push(job.id);
        }
      };
      await Promise.all([claimer(a, 'w1'), claimer(b, 'w2'), claimer(a, 'w3'), claimer(b, 'w4'), claimer(a, 'w5'), claimer(b, 'w6')]);
      assert.equal(claimed.length, ids.length, 'every job claimed once');
      assert.deepEqual([...new Set(claimed)].sort(), [...ids].sort());
      const rows = await svc.services.db.all<{ attempts: number; status: string }>(
        `SELECT attempts, status FROM jobs WHERE app_id LIKE 'app_none_%'`,
      );
      assert.ok(rows.every((r) => Number(r.attempts) === 1 && r.status === 'running'));
      await svc.services.db.run(`DELETE FROM jobs WHERE app_id LIKE 'app_none_%'`);
    } finally {
      await other.stop();
    }
  });

  it('two services with workers on one store run every job exactly once', async () => {
    const w1 = await startServiceOn(svc, { SVC_JOB_CONCURRENCY: '2' });
    const w2 = await startServiceOn(svc, { SVC_JOB_CONCURRENCY: '2' });
    try {
      const { client } = await ownerClient(svc);
      const jobs: string[] = [];
      const prompts = [
        BOOKS,
        'A recipe box: recipes with a title and ingredients',
        'Track tasks with a title, a due date and a priority',
        'A gym log of workouts with a date and duration',
      ];
      for (let i = 0; i < 12; i++) {
        const r = await client.call('create_app', { name: `App ${i}`, prompt: prompts[i % prompts.length] });
        assert.ok(r.ok, JSON.stringify(r));
        jobs.push(r.result.job_id);
      }
      for (const id of jobs) {
        const done = await pollJob(client, id);
        assert.equal(done.result_summary.error, undefined, JSON.stringify(done.result_summary));
        assert.equal(done.events.filter((e: any) => e.phase === 'started').length, 1, 'started once');
        const job = await svc.services.generation.jobs.get(id);
        assert.equal(job!.attempts, 1);
      }
      // Each app got exactly one generation's files and one assistant message.
      const dup = await svc.services.db.all(
        `SELECT job_id, COUNT(*) AS n FROM messages WHERE role = 'assistant' AND job_id IN (${jobs.map(() => '?').join(', ')}) GROUP BY job_id HAVING COUNT(*) > 1`,
        jobs,
      );
      assert.deepEqual(dup, []);
    } finally {
      await w1.stop();
      await w2.stop();
    }
  });

  it('after a crash, a job left running is finished as interrupted when a new service starts; queued jobs still run', async () => {
    const { client, account } = await ownerClient(svc);
    const crashed = await client.call('create_app', { name: 'Crashed', prompt: BOOKS });
    const waiting = await client.call('create_app', { name: 'Waiting', prompt: BOOKS });
    assert.ok(crashed.ok && waiting.ok);
    // What a process that died mid-job leaves behind: running, its lease expired.
    await svc.services.db.run(
      "UPDATE jobs SET status = 'running', lease_owner = 'worker_dead', lease_expires_at = ?, attempts = 1 WHERE id = ?",
      [Date.now() - 1000, crashed.result.job_id],
    );
    const used = async () =>
      Number((await svc.services.db.get<{ used: number }>('SELECT used FROM credit_usage WHERE account_id = ?', [account.id]))?.used ?? 0);
    assert.equal(await used(), 2);
    const status = await client.call('get_job_status', { job_id: crashed.result.job_id });
    assert.ok(status.ok);
    assert.equal(status.result.status, 'running');

    const restarted = await startServiceOn(svc, { SVC_JOB_CONCURRENCY: '1' });
    try {
      const done = await pollJob(client, crashed.result.job_id);
      assert.equal(done.status, 'done');
      assert.equal(done.result_summary.error, INTERRUPTED_BY_RESTART);
      assert.match(done.result_summary.error, /interrupted by a server restart.*retry/);
      assert.equal(done.events.at(-1).phase, 'failed');
      const resumed = await pollJob(client, waiting.result.job_id);
      assert.equal(resumed.result_summary.error, undefined);
      assert.equal(await used(), 1, 'the interrupted generation was refunded');
    } finally {
      await restarted.stop();
    }
  });

  it('a running job whose lease is still valid is left alone by other services', async () => {
    const { client } = await ownerClient(svc);
    const r = await client.call('create_app', { name: 'Alive', prompt: BOOKS });
    assert.ok(r.ok);
    await svc.services.db.run("UPDATE jobs SET status = 'running', lease_owner = 'worker_alive', lease_expires_at = ? WHERE id = ?", [
      Date.now() + 60_000,
      r.result.job_id,
    ]);
    const other = await startServiceOn(svc, { SVC_JOB_CONCURRENCY: '1' });
    try {
      await other.services.generation['worker'].sweep();
      const job = await svc.services.generation.jobs.get(r.result.job_id);
      assert.equal(job!.status, 'running');
      assert.equal(job!.lease_owner, 'worker_alive');
      // The live owner still finishes it; a finish by anyone else is refused.
      const store = new JobStore(svc.services.db);
      assert.equal(await store.finish(svc.services.db, job!.id, 'worker_intruder', job!.events, { error: 'x' }), false);
      assert.equal(await store.renew(job!.id, 'worker_alive', 60_000), true);
      assert.equal(await store.finish(svc.services.db, job!.id, 'worker_alive', job!.events, { summary: 'ok' }), true);
    } finally {
      await other.stop();
    }
  });

  it('jobs of one app run one at a time, in order; other apps are not held up', async () => {
    const store = new JobStore(svc.services.db);
    const job = (id: string, app: string, at: number) =>
      store.insert(
        svc.services.db,
        { id, app_id: app, account_id: 'acc_x', kind: 'update', prompt: 'x', input: {}, credits: 0, conversation_id: null },
        at,
      );
    const t = Date.now();
    await job('job_order_a1', 'app_order_a', t);
    await job('job_order_a2', 'app_order_a', t + 1);
    await job('job_order_b1', 'app_order_b', t + 2);
    assert.equal((await store.claim('w', 60_000))!.id, 'job_order_a1');
    assert.equal((await store.claim('w', 60_000))!.id, 'job_order_b1', 'a2 waits for a1');
    assert.equal(await store.claim('w', 60_000), null);
    assert.equal(await store.finish(svc.services.db, 'job_order_a1', 'w', [], { summary: 'ok' }), true);
    assert.equal((await store.claim('w', 60_000))!.id, 'job_order_a2');
    await svc.services.db.run("DELETE FROM jobs WHERE app_id IN ('app_order_a', 'app_order_b')");
  });

  it('a job swept as abandoned cannot be finished later by its old owner', async () => {
    const store = new JobStore(svc.services.db);
    const id = newId('job');
    await store.insert(svc.services.db, {
      id,
      app_id: 'app_x',
      account_id: 'acc_x',
      kind: 'create',
      prompt: 'x',
      input: {},
      credits: 0,
      conversation_id: null,
    });
    const job = (await store.claim('worker_slow', 1, Date.now() - 10_000))!;
    assert.equal(job.id, id);
    assert.equal(await store.finishAbandoned(svc.services.db, job, { error: INTERRUPTED_BY_RESTART }), true);
    assert.equal(await store.finishAbandoned(svc.services.db, job, { error: INTERRUPTED_BY_RESTART }), false, 'one sweeper wins');
    assert.equal(await store.saveEvents(id, 'worker_slow', [], 30_000), false, 'the old owner notices the lost lease');
    assert.equal(await store.finish(svc.services.db, id, 'worker_slow', [], { summary: 'late' }), false);
    assert.equal((await store.get(id))!.result_summary!.error, INTERRUPTED_BY_RESTART);
  });

  it('a shutdown interrupts a job that cannot finish in time, and says so', async () => {
    const llm: ScriptedLlm = await startScriptedLlm();
    llm.script([{ hang: true }]);
    const worker = await startServiceOn(svc, {
      SVC_JOB_CONCURRENCY: '1',
      SVC_GENERATOR: 'openai',
      SVC_LLM_BASE_URL: `${llm.baseUrl}/v1`,
      SVC_LLM_MODEL: 'scripted',
      SVC_LLM_TIMEOUT_MS: '60000',
    });
    try {
      const { client } = await ownerClient(svc);
      const r = await client.call('create_app', { name: 'Slow', prompt: BOOKS });
      assert.ok(r.ok);
      await waitFor(async () => llm.requests.length > 0, 10_000, 'the model request');
      const started = Date.now();
      await worker.stop();
      assert.ok(Date.now() - started < 10_000);
      const job = await svc.services.generation.jobs.get(r.result.job_id);
      assert.equal(job!.status, 'done');
      assert.equal(job!.result_summary!.error, INTERRUPTED_BY_SHUTDOWN);
    } finally {
      await worker.stop().catch(() => {});
      await llm.close();
    }
  });

  it('the conversation emits conversation.created, message.created and message.completed in order', async () => {
    const worker = await startServiceOn(svc, { SVC_JOB_CONCURRENCY: '1' });
    const seen: AgentEvent[] = [];
    // The API node emits the enqueue events, the worker node the job's.
    const subscribe = (s: { services: TestService['services'] }) => [
      s.services.events.on('conversation.created', (e) => void seen.push(e)),
      s.services.events.on('message.created', (e) => void seen.push(e)),
      s.services.events.on('message.completed', (e) => void seen.push(e)),
    ];
    const unsubscribe = [...subscribe(svc), ...subscribe(worker)];
    try {
      const { client } = await ownerClient(svc);
      const r = await client.call('create_app', { name: 'Events', prompt: BOOKS });
      assert.ok(r.ok);
      await pollJob(client, r.result.job_id);
      await waitFor(async () => seen.length >= 5, 5000, 'five events');
      assert.deepEqual(
        seen.map((e) => `${e.type}${'message' in e.payload ? `:${e.payload.message.role}` : ''}`),
        [
          'conversation.created',
          'message.created:user',
          'message.completed:user',
          'message.created:assistant',
          'message.completed:assistant',
        ],
      );
      const conv = seen[0]!;
      assert.equal(conv.event_id, `conversation.created:${(conv.payload as any).conversation_id}`);
      assert.equal(conv.payload.app_id, r.result.app_id);
      const completed = seen[4]!.payload as any;
      assert.equal(completed.message.status, 'completed');
      assert.equal(completed.message.job_id, r.result.job_id);
      assert.match(completed.message.content, /Generated/);
      assert.ok(seen.every((e) => e.payload.app_id === r.result.app_id));
    } finally {
      for (const u of unsubscribe) u();
      await worker.stop();
    }
  });
});
