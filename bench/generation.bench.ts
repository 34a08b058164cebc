/**
 * Generation benchmark: create_app → done with the offline generator for a 5-entity prompt, through
 * the real service over the REST bridge (HTTP, auth, rate limit, credits, job queue, worker, validation,
 * file store, conversation), polled with get_job_status. Reports the median over several runs of:
 *   - observed: from sending create_app to the first get_job_status that says done (polling every 5 ms),
 *   - job: the job's own queued → finished time as stored,
 *   - generate: the offline generator alone, in the same process, for scale; and again for the longest
 *     prompt it reads (the prompt repeated up to PROMPT_MAX characters), to show how it scales with length.
 * SQLite by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (a temporary schema).
 *
 *   node bench/generation.bench.ts [runs]
 */
import { generateApp } from '../src/generation/offline/index.ts';
import { PROMPT_MAX } from '../src/generation/offline/generate.ts';
import { median, printTable, startBenchService } from './lib.ts';

const RUNS = Number(process.argv[2] ?? 9);
const PROMPT =
  'A CRM for a small agency: companies with a name, industry and website; contacts with a name, email and phone at a company; ' +
  'deals with a title, amount, stage (lead, proposal, won, lost) and close date for a contact; activities (call, meeting, email) on a deal with a date and notes; ' +
  'and tasks with a title, due date and done flag.';

const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  const bench = await startBenchService('gen', { env: { SVC_FREE_GENERATIONS_PER_DAY: '100000', SVC_LOG_LEVEL: 'silent' } });
  const { call, store } = bench;

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
    const job = await bench.services.generation.jobs.get(created.job_id);
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

  const LONG = PROMPT.repeat(Math.ceil(PROMPT_MAX / PROMPT.length)).slice(0, PROMPT_MAX);
  const genLong: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 5); i++) {
    const t = performance.now();
    const r = generateApp({ name: 'Agency CRM', prompt: LONG });
    if (!r.ok) throw new Error(r.error);
    genLong.push(performance.now() - t);
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
    {
      measure: `generateApp alone, ${PROMPT_MAX.toLocaleString('en')}-character prompt`,
      cold: '-',
      median: ms(median(genLong)),
      max: ms(Math.max(...genLong)),
    },
  ]);
  const target = median(runs.map((r) => r.observed));
  console.log(`aim < 1000 ms: ${target < 1000 ? 'met' : 'NOT met'} (median ${ms(target)})`);

  await bench.stop();
}

await main();
