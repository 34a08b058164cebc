/**
 * Generation benchmark: create_app → done with the offline generator for a 5-entity prompt, through
 * the real service over the REST bridge (HTTP, auth, rate limit, credits, job queue, worker, validation,
 * file store, conversation), polled with get_job_status. Reports the median over several runs of:
 *   - observed: from sending create_app to the first get_job_status that says done (polling every 5 ms),
 *   - job: the job's own queued → finished time as stored,
 *   - generate: the offline generator alone, in the same process, for scale.
 * SQLite by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (a temporary schema).
 *
 *   node bench/generation.bench.ts [runs]
 */
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { generateApp } from '../src/generation/offline/index.ts';
import { newId } from '../src/platform/ids.ts';
import { buildService } from '../src/server.ts';
import { allMigrations } from '../src/areas.ts';
import { migrate, type Db } from '../src/storage/index.ts';
import { PostgresDb } from '../src/storage/postgres.ts';
import { SqliteDb } from '../src/storage/sqlite.ts';
import { freePort, printTable, tempDir } from './lib.ts';

const RUNS = Number(process.argv[2] ?? 9);
const PROMPT =
  'A CRM for a small agency: companies with a name, industry and website; contacts with a name, email and phone at a company; ' +
  'deals with a title, amount, stage (lead, proposal, won, lost) and close date for a contact; activities (call, meeting, email) on a deal with a date and notes; ' +
  'and tasks with a title, due date and done flag.';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function openStore(dataDir: string): Promise<{ db: Db; label: string; dispose: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const db = new SqliteDb(`${dataDir}/bench.db`);
    await migrate(db, allMigrations);
    return { db, label: 'SQLite', dispose: async () => {} };
  }
  const schema = `bench_${newId('s').slice(2)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = new PostgresDb(url, schema);
  await migrate(db, allMigrations);
  return {
    db,
    label: 'PostgreSQL',
    dispose: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

async function main() {
  const dataDir = tempDir('fs-bench-gen-');
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    SVC_DATA_DIR: dataDir,
    SVC_PUBLIC_URL: `http://127.0.0.1:${port}`,
    SVC_FREE_GENERATIONS_PER_DAY: '100000',
  });
  const store = await openStore(dataDir);
  const service = await buildService(config, { db: store.db, logger: pino({ level: 'silent' }) });
  await service.app.listen({ port, host: '127.0.0.1' });
  const account = await service.services.identity.createAccount({ email: 'bench@example.com', password: 'correct horse battery' });
  const { token } = await service.services.identity.createToken(account.id, { scopes: 'all', per_minute: 1_000_000, per_day: 10_000_000 });

  const call = async (tool: string, args: unknown) => {
    const res = await fetch(`${config.publicUrl}/api/mcp/tools/${tool}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(args),
    });
    const body = (await res.json()) as any;
    if (res.status !== 200) throw new Error(`${tool}: HTTP ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  async function once(i: number) {
    const t0 = performance.now();
    const created = await call('create_app', { name: `Agency CRM ${i}`, prompt: PROMPT });
    let status: any;
    for (;;) {
      status = await call('get_job_status', { job_id: created.job_id });
      if (status.is_done) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const observed = performance.now() - t0;
    if (status.result_summary.error) throw new Error(status.result_summary.error);
    const job = await service.services.generation.jobs.get(created.job_id);
    return {
      observed,
      job: job!.finished_at! - job!.created_at,
      files: status.result_summary.files_written.length as number,
      entities: status.result_summary.entities.length as number,
      errors: status.result_summary.validation.errors as number,
    };
  }

  const first = await once(0);
  const runs = [];
  for (let i = 1; i <= RUNS; i++) runs.push(await once(i));
  const gen: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = generateApp({ name: 'Agency CRM', prompt: PROMPT });
    if (!r.ok) throw new Error(r.error);
    gen.push(performance.now() - t);
  }

  console.log(
    `create_app → done, offline generator, ${first.entities} entities, ${first.files} files, ${first.errors} validation errors, ${store.label}, ${RUNS} runs (+1 cold)`,
  );
  printTable([
    {
      measure: 'observed (REST create_app → get_job_status done)',
      cold: ms(first.observed),
      median: ms(median(runs.map((r) => r.observed))),
      max: ms(Math.max(...runs.map((r) => r.observed))),
    },
    {
      measure: 'job (queued → finished, stored times)',
      cold: ms(first.job),
      median: ms(median(runs.map((r) => r.job))),
      max: ms(Math.max(...runs.map((r) => r.job))),
    },
    { measure: 'generateApp alone (in process)', cold: '-', median: ms(median(gen)), max: ms(Math.max(...gen)) },
  ]);
  const target = median(runs.map((r) => r.observed));
  console.log(`aim < 1000 ms: ${target < 1000 ? 'met' : 'NOT met'} (median ${ms(target)})`);

  await service.close();
  await store.dispose();
}

await main();
