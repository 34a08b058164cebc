import type { Logger } from 'pino';
import { newId } from '../platform/ids.ts';
import type { Job, JobStore } from './jobs.ts';

export interface WorkerOptions {
  /** Jobs run at once by this process; 0 makes an API-only node that never runs jobs. */
  concurrency: number;
  /** How often the queue is looked at for jobs enqueued by other processes. */
  pollMs: number;
  /** Lease length; a process that stops renewing for this long is taken for dead. */
  leaseMs: number;
  /** Lease renewal interval (well under leaseMs). */
  renewMs: number;
  /** How often running jobs with an expired lease are looked for. */
  sweepMs: number;
  /** On stop, how long running jobs may take to finish before they are interrupted. */
  graceMs: number;
}

export const DEFAULT_WORKER_OPTIONS: Omit<WorkerOptions, 'concurrency'> = {
  pollMs: 500,
  leaseMs: 30_000,
  renewMs: 10_000,
  sweepMs: 5_000,
  graceMs: 5_000,
};

/** Why a running job's signal was aborted. */
export type AbortReason = 'shutdown' | 'lease_lost';

export interface RunHandle {
  /** This process's lease owner id. */
  owner: string;
  signal: AbortSignal;
  leaseMs: number;
}

/**
 * The in-process pool: claims queued jobs up to `concurrency`, renews their leases while they run,
 * and finishes jobs abandoned by dead processes (through `onAbandoned`). Claims are atomic in the
 * database (JobStore.claim), so any number of workers may share one store.
 */
export class JobWorker {
  readonly owner = newId('worker');
  private readonly store: JobStore;
  private readonly run: (job: Job, handle: RunHandle) => Promise<void>;
  private readonly onAbandoned: (job: Job) => Promise<void>;
  private readonly log: Logger;
  private readonly opts: WorkerOptions;
  private readonly active = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private timers: NodeJS.Timeout[] = [];
  private filling: Promise<void> | null = null;
  private refill = false;
  private stopping = false;
  private started = false;

  constructor(
    store: JobStore,
    run: (job: Job, handle: RunHandle) => Promise<void>,
    onAbandoned: (job: Job) => Promise<void>,
    log: Logger,
    opts: WorkerOptions,
  ) {
    this.store = store;
    this.run = run;
    this.onAbandoned = onAbandoned;
    this.log = log;
    this.opts = opts;
  }

  get running(): number {
    return this.active.size;
  }

  start(): void {
    if (this.started || this.opts.concurrency <= 0) return;
    this.started = true;
    const every = (ms: number, fn: () => void) => {
      const t = setInterval(fn, ms);
      t.unref();
      this.timers.push(t);
    };
    every(this.opts.pollMs, () => this.kick());
    every(this.opts.sweepMs, () => void this.sweep());
    void this.sweep().then(() => this.kick());
  }

  /** Looks for work now (called after a job is enqueued in this process). */
  kick(): void {
    if (!this.started || this.stopping) return;
    if (this.filling) {
      this.refill = true;
      return;
    }
    this.filling = this.fill()
      .catch((err) => this.log.error({ err }, 'job claim failed'))
      .finally(() => {
        this.filling = null;
        if (this.refill) {
          this.refill = false;
          this.kick();
        }
      });
  }

  private async fill(): Promise<void> {
    while (!this.stopping && this.active.size < this.opts.concurrency) {
      const job = await this.store.claim(this.owner, this.opts.leaseMs);
      if (!job) return;
      if (this.stopping) {
        // Claimed while stopping: hand it to the run with an aborted signal so it is finished, not left running.
        this.spawn(job, 'shutdown');
        return;
      }
      this.spawn(job);
    }
  }

  private spawn(job: Job, abortNow?: AbortReason): void {
    const controller = new AbortController();
    if (abortNow) controller.abort(abortNow);
    const renew = setInterval(() => {
      this.store
        .renew(job.id, this.owner, this.opts.leaseMs)
        .then((held) => {
          if (!held && !controller.signal.aborted) controller.abort('lease_lost' satisfies AbortReason);
        })
        .catch((err) => this.log.warn({ err, job: job.id }, 'lease renewal failed'));
    }, this.opts.renewMs);
    renew.unref();
    const done = this.run(job, { owner: this.owner, signal: controller.signal, leaseMs: this.opts.leaseMs })
      .catch((err) => this.log.error({ err, job: job.id }, 'job runner failed'))
      .finally(() => {
        clearInterval(renew);
        this.active.delete(job.id);
        this.kick();
      });
    this.active.set(job.id, { controller, done });
  }

  /** Finishes running jobs whose lease expired (their process died); one sweeper wins each job. */
  async sweep(): Promise<void> {
    if (this.stopping) return;
    try {
      for (const job of await this.store.expired()) {
        if (this.active.has(job.id)) continue;
        await this.onAbandoned(job);
      }
    } catch (err) {
      this.log.error({ err }, 'job sweep failed');
    }
  }

  /**
   * Stops claiming, lets running jobs finish for up to graceMs, then aborts the rest (their runner
   * finishes them as interrupted). Resolves when nothing of this worker runs any more.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.filling;
    const pending = () => [...this.active.values()].map((a) => a.done);
    if (this.active.size) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.opts.graceMs)));
      await Promise.race([Promise.all(pending()), grace]);
      clearTimeout(timer);
    }
    for (const a of this.active.values()) a.controller.abort('shutdown' satisfies AbortReason);
    await Promise.all(pending());
  }
}
