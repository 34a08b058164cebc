import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { AppsService } from '../../src/apps/service.ts';
import { INTERRUPTED_BY_RESTART } from '../../src/generation/service.ts';
import { IdentityService } from '../../src/identity/service.ts';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startNode, urlWithSchema, type Node } from '../support/cluster.ts';
import { pollJob, waitFor } from '../support/generation.ts';
import { freshDb, TEST_DB } from '../support/harness.ts';
import { startScriptedLlm, type ScriptedLlm, type WriteFilesArgs } from '../support/llm-server.ts';

/**
 * Three `svc serve` processes (separate ports, separate processes) on one PostgreSQL store: shared
 * rate limits, jobs that run exactly once, and a node killed with SIGKILL in the middle of a write
 * load and of a generation job. The generator is the OpenAI-compatible one against a local scripted
 * server, each node under its own URL prefix, so the test sees which node ran which job.
 */

const LEASE_MS = 3000;
const skip =
  TEST_DB !== 'postgres' &&
  'several nodes share one PostgreSQL database; a SQLite store belongs to one process (SVC_TEST_DB=postgres runs this)';

const validApp: WriteFilesArgs = {
  files: [
    {
      path: 'entities/Task.json',
      content: JSON.stringify({ name: 'Task', description: '', fields: [{ name: 'title', type: 'string', required: true }] }, null, 2),
    },
    {
      path: 'pages/Home.jsx',
      content: `import React from 'react';\n\nexport default function Home() {\n  return <p className="p-4">Tasks</p>;\n}\n`,
    },
  ],
  summary: 'A task list',
};

describe('scale-out: three nodes on one PostgreSQL', { skip }, () => {
  let store: Awaited<ReturnType<typeof freshDb>>;
  let llm: ScriptedLlm;
  let nodes: Node[] = [];
  let identity: IdentityService;
  let accountId: string;
  let token: string;
  const client = (n: Node, t = token): ToolClient => restClient(n.baseUrl, t);
  const nodeOfRequest = (path: string) => path.split('/')[1]!;

  before(async () => {
    store = await freshDb();
    llm = await startScriptedLlm();
    const schema = (store.db as { schema?: string | null }).schema!;
    const url = urlWithSchema(process.env.DATABASE_URL!, schema);
    identity = new IdentityService(store.db, loadConfig({}));
    accountId = (await identity.createAccount({ email: 'scale@example.com', password: 'correct horse battery' })).id;
    token = (await identity.createToken(accountId, { scopes: 'all', per_minute: 1_000_000, per_day: 1_000_000 })).token;
    nodes = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        startNode(name, {
          DATABASE_URL: url,
          SVC_JOB_LEASE_MS: String(LEASE_MS),
          SVC_JOB_CONCURRENCY: '2',
          SVC_FREE_GENERATIONS_PER_DAY: '1000',
          SVC_GENERATOR: 'openai',
          SVC_LLM_MODEL: 'scripted',
          SVC_LLM_BASE_URL: `${llm.baseUrl}/${name}/v1`,
          SVC_LLM_REPAIR_ROUNDS: '0',
        }),
      ),
    );
  });

  after(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await llm?.close();
    await store?.db.close();
    await store?.dispose();
  });

  it('a per-token rate limit holds across the nodes to within one call', async () => {
    const limited = (await identity.createToken(accountId, { scopes: 'all', per_minute: 30, per_day: 100_000 })).token;
    // All calls in one minute window: wait out a window that is about to end.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((r) => setTimeout(r, left + 100));
    const outcomes = await Promise.all(
      Array.from({ length: 90 }, (_, i) => client(nodes[i % 3]!, limited).call('get_recommended_workflow', { task_type: 'create_app' })),
    );
    const ok = outcomes.filter((o) => o.ok).length;
    assert.ok(ok >= 29 && ok <= 30, `${ok} of 90 calls got through a limit of 30 per minute`);
    assert.ok(outcomes.every((o) => o.ok || o.kind === 'rate_limited'));
  });

  it('no job runs twice: each of 9 generations submitted across the nodes runs once', async () => {
    llm.script([{ write: validApp }]);
    const started = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        client(nodes[i % 3]!).call('create_app', { name: `App ${i}`, prompt: 'A simple task list for my team' }),
      ),
    );
    assert.ok(
      started.every((s) => s.ok),
      JSON.stringify(started.find((s) => !s.ok)),
    );
    const jobIds = started.map((s) => (s as { result: { job_id: string } }).result.job_id);
    const done = await Promise.all(jobIds.map((id, i) => pollJob(client(nodes[(i + 1) % 3]!), id, 60_000)));
    for (const d of done) assert.equal(d.result_summary?.error, undefined, JSON.stringify(d.result_summary));
    const rows = await store.db.all<{ id: string; attempts: number; status: string }>('SELECT id, attempts, status FROM jobs');
    assert.equal(rows.length, 9);
    assert.ok(
      rows.every((r) => Number(r.attempts) === 1 && r.status === 'done'),
      JSON.stringify(rows),
    );
    // One model request per job (no repair rounds configured): a job run twice would ask twice.
    assert.equal(llm.requests.length, 9);
  });

  it('kill -9 of a node mid-load loses no acknowledged write, and its leased job is finished by another node within 30 s', async () => {
    llm.script([{ hang: true }]);
    const started = await client(nodes[0]!).call('create_app', { name: 'Hanging', prompt: 'A simple task list for my team' });
    assert.ok(started.ok, JSON.stringify(started));
    const jobId = (started as { result: { job_id: string } }).result.job_id;
    await waitFor(async () => llm.requests.length === 1, 30_000, 'a node to start the job');
    const victim = nodes.find((n) => n.name === nodeOfRequest(llm.requests[0]!.path))!;
    const survivors = nodes.filter((n) => n !== victim);
    const lease = await store.db.get<{ lease_owner: string | null }>('SELECT lease_owner FROM jobs WHERE id = ?', [jobId]);
    assert.ok(lease?.lease_owner, 'the job is leased');

    // A write load on the victim: four loops, each writing its own app's files one after another.
    const apps = new AppsService(store.db);
    const appIds = await Promise.all([0, 1, 2, 3].map(async (i) => (await apps.createApp(null, accountId, { name: `Load ${i}` })).id));
    const acknowledged: Array<{ appId: string; path: string; content: string }> = [];
    let stopLoad = false;
    const loops = appIds.map(async (appId, loop) => {
      for (let i = 0; !stopLoad; i++) {
        const path = `components/Load${i}.jsx`;
        const content = `export default function Load${i}() {\n  return <p>${loop}-${i}</p>;\n}\n`;
        try {
          const r = await client(victim).call('write_app_file', { app_id: appId, path, content });
          if (r.ok) acknowledged.push({ appId, path, content });
        } catch {
          return; // connection refused or reset: the node is gone
        }
      }
    });
    await waitFor(async () => acknowledged.length >= 40, 60_000, 'forty acknowledged writes');
    await victim.kill9();
    const killedAt = Date.now();
    stopLoad = true;
    await Promise.all(loops);

    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    for (const w of acknowledged) {
      const row = await store.db.get<{ hash: string }>('SELECT hash FROM app_files WHERE app_id = ? AND path = ?', [w.appId, w.path]);
      assert.equal(row?.hash, sha(w.content), `acknowledged write ${w.appId} ${w.path} is stored`);
    }

    const status = await pollJob(client(survivors[0]!), jobId, 30_000);
    const elapsed = Date.now() - killedAt;
    assert.ok(elapsed <= 30_000, `finished ${elapsed} ms after the kill`);
    assert.equal(status.result_summary?.error, INTERRUPTED_BY_RESTART);
    const job = await store.db.get<{ attempts: number }>('SELECT attempts FROM jobs WHERE id = ?', [jobId]);
    assert.equal(Number(job!.attempts), 1, 'the job was not run again');
    // The survivors still serve.
    for (const n of survivors) assert.ok((await client(n).call('get_recommended_workflow', {})).ok);
  });
});
