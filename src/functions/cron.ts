/**
 * Scheduled functions. An app declares them in `functions/cron.json`:
 *
 *   { "jobs": [ { "function": "nightly", "schedule": "0 3 * * *", "timezone": "UTC", "params": {} } ] }
 *
 * Schedules are standard 5-field cron expressions (parsed by croner), evaluated in `timezone` (IANA,
 * default UTC). They run only while the app is published, with the published cron.json and function
 * code, as caller type `cron` with the app's identity. Every node ticks; exactly one runs each
 * occurrence: the first to insert the (app, job, occurrence) row wins (a primary key), the others
 * skip it. Missed occurrences (all nodes down) are not caught up. Failures land in get_errors.
 */
import { Cron } from 'croner';
import type { AppErrorsService } from '../apps/errors.ts';
import type { Config } from '../config.ts';
import type { FileStore } from '../files/store.ts';
import type { Db } from '../storage/index.ts';
import { CRON_FILE, type CronJob, parseCronFile } from '../validation/functions.ts';

export { CRON_FILE, type CronJob, parseCronFile };

const TICK_MS = 15_000;
/** An occurrence older than this when a node sees it is skipped (no catch-up after downtime). */
const LATE_MS = 2 * TICK_MS + 5_000;

export function jobKey(j: CronJob): string {
  return `${j.function}@${j.schedule}@${j.timezone}`;
}

export function nextRun(j: CronJob, after = new Date()): Date | null {
  return new Cron(j.schedule, { paused: true, timezone: j.timezone }).nextRun(after);
}

export interface CronJobView {
  function: string;
  schedule: string;
  timezone: string;
  active: boolean;
  last_run: { occurrence_at: string; status: string; finished_at: string | null; status_code: number | null; error: string | null } | null;
  next_run: string | null;
}

const iso = (ms: unknown) => (ms == null ? null : new Date(Number(ms)).toISOString());

export interface CronDeps {
  db: Db;
  config: Config;
  files: FileStore;
  appErrors: AppErrorsService;
  /** FunctionsService.call, named by shape (the service builds this scheduler). */
  functions: {
    call(input: {
      appId: string;
      name: string;
      caller: { owner: boolean; member: null; headers: Record<string, string> };
      callerType: 'cron';
      method: string;
      path: string;
      headers: Record<string, string>;
      body: Buffer;
      ip: null;
      source: { snapshot: string };
    }): Promise<{ status: number; error?: { message: string } }>;
  };
}

export class CronScheduler {
  private readonly s: CronDeps;
  private timer: NodeJS.Timeout | null = null;
  private readonly parsed = new Map<string, CronJob[]>();
  private running: Promise<void> | null = null;

  constructor(deps: CronDeps) {
    this.s = deps;
  }

  start(): void {
    if (this.timer || !this.s.config.cronEnabled) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** The jobs of a file set (the publication's or the current one). */
  private async jobsOf(appId: string, source: 'current' | { snapshot: string }): Promise<CronJob[]> {
    const files = this.s.files;
    if (source === 'current') {
      const text = await files.readFile(appId, CRON_FILE);
      return text ? parseCronFile(text).jobs : [];
    }
    const hit = this.parsed.get(source.snapshot);
    if (hit) return hit;
    const text = (await files.readVersionFiles(source.snapshot, [CRON_FILE])).get(CRON_FILE);
    const jobs = text ? parseCronFile(text).jobs : [];
    if (this.parsed.size > 5000) this.parsed.clear();
    this.parsed.set(source.snapshot, jobs);
    return jobs;
  }

  /** One pass: every due occurrence of every published app's jobs, claimed and run by one node. */
  tick(now = Date.now()): Promise<void> {
    if (this.running) return this.running;
    this.running = this.runDue(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runDue(now: number): Promise<void> {
    const pubs = await this.s.db.all<{ app_id: string; snapshot_id: string }>('SELECT app_id, snapshot_id FROM hosting_publications');
    const runs: Promise<unknown>[] = [];
    for (const p of pubs) {
      let jobs: CronJob[];
      try {
        jobs = await this.jobsOf(p.app_id, { snapshot: p.snapshot_id });
      } catch {
        continue;
      }
      for (const job of jobs) {
        const occ = nextRun(job, new Date(now - LATE_MS));
        if (!occ || occ.getTime() > now) continue;
        runs.push(this.claimAndRun(p.app_id, p.snapshot_id, job, occ.getTime()));
      }
    }
    await Promise.allSettled(runs);
  }

  private async claimAndRun(appId: string, snapshot: string, job: CronJob, occurrence: number): Promise<void> {
    const key = jobKey(job);
    const started = Date.now();
    const r = await this.s.db.run(
      `INSERT INTO function_cron_runs (app_id, job_key, occurrence_at, status, started_at) VALUES (?, ?, ?, 'running', ?)
       ON CONFLICT (app_id, job_key, occurrence_at) DO NOTHING`,
      [appId, key, occurrence, started],
    );
    if (r.changes === 0) return; // another node has it
    let status = 'ok';
    let code: number | null = null;
    let error: string | null = null;
    try {
      const out = await this.s.functions.call({
        appId,
        name: job.function,
        caller: { owner: true, member: null, headers: {} },
        callerType: 'cron',
        method: 'POST',
        path: '',
        headers: { 'content-type': 'application/json', 'x-svc-cron-schedule': job.schedule },
        body: Buffer.from(JSON.stringify(job.params)),
        ip: null,
        source: { snapshot },
      });
      code = out.status;
      if (out.error || out.status >= 400) {
        status = 'failed';
        error = out.error?.message ?? `status ${out.status}`;
      }
    } catch (e) {
      status = 'failed';
      error = (e as Error).message;
    }
    await this.s.db.run(
      'UPDATE function_cron_runs SET status = ?, status_code = ?, error = ?, finished_at = ? WHERE app_id = ? AND job_key = ? AND occurrence_at = ?',
      [status, code, error ? error.slice(0, 2000) : null, Date.now(), appId, key, occurrence],
    );
    if (status === 'failed') {
      await this.s.appErrors
        .recordRuntimeError(appId, {
          kind: 'function',
          message: `cron ${job.schedule} → functions/${job.function}: ${error}`,
          path: CRON_FILE,
          url: `/published-api/functions/${job.function}`,
        })
        .catch(() => {});
    }
    // Old rows go: the last 50 runs of each job are kept.
    await this.s.db
      .run(
        `DELETE FROM function_cron_runs WHERE app_id = ? AND job_key = ? AND occurrence_at < (
           SELECT MIN(occurrence_at) FROM (SELECT occurrence_at FROM function_cron_runs WHERE app_id = ? AND job_key = ? ORDER BY occurrence_at DESC LIMIT 50) t)`,
        [appId, key, appId, key],
      )
      .catch(() => {});
  }

  /** cron_jobs of get_app_detail: the published schedule (or, unpublished, the current file's, inactive). */
  async view(appId: string): Promise<CronJobView[]> {
    const pub = await this.s.db.get<{ snapshot_id: string }>('SELECT snapshot_id FROM hosting_publications WHERE app_id = ?', [appId]);
    const jobs = pub ? await this.jobsOf(appId, { snapshot: pub.snapshot_id }) : await this.jobsOf(appId, 'current');
    const out: CronJobView[] = [];
    for (const j of jobs) {
      const last = await this.s.db.get<any>(
        'SELECT * FROM function_cron_runs WHERE app_id = ? AND job_key = ? ORDER BY occurrence_at DESC LIMIT 1',
        [appId, jobKey(j)],
      );
      out.push({
        function: j.function,
        schedule: j.schedule,
        timezone: j.timezone,
        active: !!pub && this.s.config.cronEnabled,
        last_run: last
          ? {
              occurrence_at: iso(last.occurrence_at)!,
              status: last.status,
              finished_at: iso(last.finished_at),
              status_code: last.status_code == null ? null : Number(last.status_code),
              error: last.error ?? null,
            }
          : null,
        next_run: nextRun(j)?.toISOString() ?? null,
      });
    }
    return out;
  }
}
