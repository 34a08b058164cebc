import { iso } from '../platform/time.ts';
import type { AppRow } from '../platform/types.ts';
import { truncateChars } from '../apps/service.ts';
import { entityNameOf, pageNameOf } from '../validation/paths.ts';
import type { Actor, Principal } from '../platform/types.ts';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { Logger } from 'pino';
import type { AppsService } from '../apps/service.ts';
import type { Config } from '../config.ts';
import type { FileStore } from '../files/store.ts';
import type { Credits } from '../identity/limits.ts';
import type { SecurityService } from '../security/service.ts';
import { newRecordId, type RecordsService } from '../records/service.ts';
import type { Db } from '../storage/index.ts';
import type { AgentEvents } from './events.ts';
import type { Queryable } from '../storage/index.ts';
import { Conversations, type PendingEvent } from './conversations.ts';
import { jobEvent, JobStore, type Job, type JobEvent, type ResultSummary } from './jobs.ts';
import { createGenerator } from './providers/index.ts';
import { describeIssue } from './providers/llm.ts';
import type { GenerationSuccess, Generator, Issue } from './providers/types.ts';
import { validateFiles } from './validate.ts';
import { DEFAULT_WORKER_OPTIONS, JobWorker, type AbortReason, type RunHandle, type WorkerOptions } from './worker.ts';

export const MAX_PROMPT_CHARS = 10_000;
export const MIN_CREATE_PROMPT = 10;
export const MIN_UPDATE_PROMPT = 5;
/** Credits a generation call consumes up front (the tool's `credits`). */
export const GENERATION_CREDITS = 1;

export const INTERRUPTED_BY_RESTART = 'Generation interrupted by a server restart; retry';
export const INTERRUPTED_BY_SHUTDOWN = 'Generation interrupted by a server shutdown; retry';

/** What get_job_status returns (docs/generation.md). */
export interface JobStatusView {
  job_id: string;
  app_id: string;
  kind: 'create' | 'update';
  /** `running` while queued or running, `done` when finished. */
  status: 'running' | 'done';
  /** The internal state: `queued`, `running` or `done`. */
  state: Job['status'];
  is_done: boolean;
  event_count: number;
  events: JobEvent[];
  result_summary?: ResultSummary;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** Checks and cuts a prompt: trimmed, at least `min` characters (else `Prompt too short`), at most 10,000. */
export function cleanPrompt(prompt: string, min: number): string {
  const p = prompt.trim();
  const length = Array.from(p).length;
  if (length < min) throw new ServiceError('invalid_request', `Prompt too short: at least ${min} characters are needed, got ${length}`);
  return truncateChars(p, MAX_PROMPT_CHARS);
}

/** Entity names and page paths of an app's files. */
function appShape(files: Iterable<string>): { entities: string[]; pages: string[] } {
  const entities: string[] = [];
  const pages: string[] = [];
  for (const p of files) {
    const e = entityNameOf(p);
    if (e) entities.push(e);
    else if (pageNameOf(p)) pages.push(p);
  }
  return { entities: entities.sort(), pages: pages.sort() };
}

/** What generation builds on. */
export interface GenerationDeps {
  db: Db;
  config: Config;
  log: Logger;
  events: AgentEvents;
  credits: Credits;
  apps: AppsService;
  files: FileStore;
  /** Starter records of a new app. */
  records: RecordsService;
  /** Safe default entity policies of the entities a job writes (src/security/default-policies.ts). */
  security: Pick<SecurityService, 'applyDefaultPolicies'>;
}

/**
 * Generation: create_app / update_app enqueue a job (with the app's conversation and the prompt as a
 * user message) and return at once; the worker pool runs the job through the configured generator,
 * validates, writes the files in one transaction, adds starter records, then marks the job done
 * (docs/generation.md).
 */
export class GenerationService {
  readonly jobs: JobStore;
  readonly conversations: Conversations;
  readonly generator: Generator;
  private readonly s: GenerationDeps;
  private readonly worker: JobWorker;

  constructor(services: GenerationDeps) {
    this.s = services;
    this.jobs = new JobStore(services.db);
    this.conversations = new Conversations(services.db, services.events);
    this.generator = createGenerator(services.config, validateFiles);
    this.worker = new JobWorker(
      this.jobs,
      (job, handle) => this.run(job, handle),
      (job) => this.abandon(job),
      services.log.child({ area: 'generation' }),
      workerOptions(services.config),
    );
  }

  /** Starts the worker pool (no-op with SVC_JOB_CONCURRENCY=0: an API-only node). */
  start(): void {
    this.worker.start();
  }

  /** Stops claiming jobs and finishes or interrupts the running ones. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  // ------------------------------------------------------------------ enqueue

  /**
   * Creates the app and enqueues its generation. `alongside` runs in the same transaction once the
   * app exists (agency_create_client_app records its claim link there): both commit, or neither.
   */
  async createApp<T = undefined>(
    principal: Principal,
    input: { name: string; prompt: string; description: string },
    alongside?: (tx: Queryable, app: AppRow) => Promise<T>,
  ): Promise<{ app_id: string; job_id: string; alongside: T }> {
    const prompt = cleanPrompt(input.prompt, MIN_CREATE_PROMPT);
    const pending: PendingEvent[] = [];
    const jobId = newId('job');
    let extra = undefined as T;
    const app = await this.s.db.transaction(async (tx) => {
      const app = await this.s.apps.createApp(tx, principal.accountId, { name: input.name, description: input.description });
      const conversationId = await this.conversations.forApp(tx, app.id, principal.accountId, app.name, pending);
      await this.jobs.insert(tx, {
        id: jobId,
        app_id: app.id,
        account_id: principal.accountId,
        kind: 'create',
        prompt,
        input: { name: app.name, description: app.description },
        credits: GENERATION_CREDITS,
        conversation_id: conversationId,
      });
      await this.conversations.addMessage(tx, { conversationId, jobId, role: 'user', content: prompt }, pending);
      if (alongside) extra = await alongside(tx, app);
      return app;
    });
    this.conversations.emit(pending);
    this.worker.kick();
    return { app_id: app.id, job_id: jobId, alongside: extra };
  }

  /** Enqueues an edit; the Saved Version of the app as it is now is taken first, in the same transaction. */
  async updateApp(principal: Principal, app: AppRow, rawPrompt: string): Promise<{ job_id: string; snapshot_id: string }> {
    const prompt = cleanPrompt(rawPrompt, MIN_UPDATE_PROMPT);
    const pending: PendingEvent[] = [];
    const jobId = newId('job');
    const snapshotId = await this.s.db.transaction(async (tx) => {
      const version = await this.s.files.createSavedVersion(app.id, 'update_app', truncateChars(prompt, 120), tx);
      const conversationId = await this.conversations.forApp(tx, app.id, principal.accountId, app.name, pending);
      await this.jobs.insert(tx, {
        id: jobId,
        app_id: app.id,
        account_id: principal.accountId,
        kind: 'update',
        prompt,
        input: { snapshot_id: version.snapshot_id },
        credits: GENERATION_CREDITS,
        conversation_id: conversationId,
      });
      await this.conversations.addMessage(tx, { conversationId, jobId, role: 'user', content: prompt }, pending);
      return version.snapshot_id;
    });
    this.conversations.emit(pending);
    this.worker.kick();
    return { job_id: jobId, snapshot_id: snapshotId };
  }

  // ------------------------------------------------------------------ status

  /** The job as get_job_status shows it, after the caller's access to its app is checked. */
  async status(jobId: string, requireApp: (appId: string) => Promise<AppRow>): Promise<JobStatusView> {
    const job = await this.jobs.get(jobId);
    const notFound = () => new ServiceError('not_found', 'Job not found');
    if (!job) throw notFound();
    try {
      await requireApp(job.app_id);
    } catch (err) {
      // A foreign job, or one outside the token's app lock, is indistinguishable from a missing one.
      if (err instanceof ServiceError && (err.kind === 'not_found' || err.kind === 'permission_denied')) throw notFound();
      throw err;
    }
    return this.view(job);
  }

  view(job: Job): JobStatusView {
    const done = job.status === 'done';
    return {
      job_id: job.id,
      app_id: job.app_id,
      kind: job.kind,
      status: done ? 'done' : 'running',
      state: job.status,
      is_done: done,
      event_count: job.events.length,
      events: job.events,
      ...(done ? { result_summary: job.result_summary ?? {} } : {}),
      created_at: iso(job.created_at)!,
      started_at: iso(job.started_at),
      finished_at: iso(job.finished_at),
    };
  }

  // ------------------------------------------------------------------ running

  private async run(job: Job, handle: RunHandle): Promise<void> {
    const { owner, signal, leaseMs } = handle;
    const log = this.s.log.child({ job: job.id, app: job.app_id });
    const events: JobEvent[] = [
      ...job.events,
      jobEvent('started', `${job.kind === 'create' ? 'Generating' : 'Editing'} with the ${this.generator.name} generator`),
    ];
    // Progress is recorded synchronously by generators; saves are chained so they land in order.
    let saving: Promise<unknown> = this.jobs.saveEvents(job.id, owner, events, leaseMs);
    const progress = (phase: string, message: string) => {
      events.push(jobEvent(phase, message.slice(0, 500)));
      const snapshot = [...events];
      saving = saving
        .then(() => this.jobs.saveEvents(job.id, owner, snapshot, leaseMs))
        .catch((err) => log.warn({ err }, 'saving job events failed'));
    };

    const pending: PendingEvent[] = [];
    if (job.conversation_id) {
      // One transaction: the message and its outbox event commit together.
      await this.s.db.transaction((tx) =>
        this.conversations.addMessage(
          tx,
          { conversationId: job.conversation_id!, jobId: job.id, role: 'assistant', content: 'Working on it…' },
          pending,
        ),
      );
      this.conversations.emit(pending.splice(0));
    }

    /**
     * Ends the job. With `write`: first the files (one transaction, only while the lease is held),
     * then `after` (starter records, which need the schemas stored), then the job is marked done, so
     * a job seen `done` has all its effects in place.
     */
    const finish = async (summary: ResultSummary, write?: { apply: (tx: Queryable) => Promise<void>; after?: () => Promise<void> }) => {
      await saving;
      // An edit's result names the Saved Version taken before it, whatever the outcome.
      if (job.input.snapshot_id) summary.snapshot_id = job.input.snapshot_id;
      try {
        if (write) {
          await this.s.db.transaction(async (tx) => {
            if (!(await this.jobs.renew(job.id, owner, leaseMs, Date.now(), tx))) throw new LeaseLost();
            await write.apply(tx);
          });
          await write.after?.();
        }
        const final = [...events, summary.error ? jobEvent('failed', summary.error) : jobEvent('done', String(summary.summary || 'Done'))];
        await this.s.db.transaction(async (tx) => {
          if (!(await this.jobs.finish(tx, job.id, owner, final, summary))) throw new LeaseLost();
          await this.conversations.completeJobMessage(tx, job.id, this.completionMessage(summary), pending);
          // in the same transaction: a job seen failed has its credits back, and a crash keeps neither half
          if (summary.error) await this.refund(job, tx);
        });
      } catch (err) {
        if (!(err instanceof LeaseLost)) throw err;
        // Whoever holds the job now (a sweeper) has decided its fate.
        log.warn('job lease lost before it finished; its result was dropped');
        return;
      }
      this.conversations.emit(pending.splice(0));
    };

    try {
      const app = await this.s.apps.get(job.app_id);
      if (!app) return await finish({ error: 'The app was deleted before the generation ran' });
      const files = job.kind === 'update' ? await this.s.files.readFiles(app.id) : new Map<string, string>();
      const outcome = await this.generator.generate({
        kind: job.kind,
        appName: app.name,
        description: app.description,
        prompt: job.prompt,
        files,
        settings: this.s.apps.settingsOf(app),
        publicUrl: this.s.config.publicUrl,
        progress,
        signal,
        chargeRound: () => this.chargeRound(job, owner),
      });
      if (signal.aborted) throw signal.reason;
      if (!outcome.ok) return await finish({ error: outcome.error, generator: this.generator.name });

      const merged = new Map(files);
      for (const [p, c] of outcome.upserts) merged.set(p, c);
      for (const p of outcome.deletes) merged.delete(p);
      const issues = outcome.issues ?? (progress('validating', `Validating ${merged.size} files`), await validateFiles(merged));
      progress(
        'writing',
        `Writing ${outcome.upserts.size} file${outcome.upserts.size === 1 ? '' : 's'}${outcome.deletes.length ? `, deleting ${outcome.deletes.length}` : ''}`,
      );
      const summary = this.successSummary(job, outcome, merged, issues);
      const starter = outcome.starterRecords;
      try {
        await finish(summary, {
          apply: async (tx) => {
            await this.checkUnchanged(tx, app.id, files, outcome);
            await this.s.files.applyChanges(app.id, { upserts: Object.fromEntries(outcome.upserts), deletes: outcome.deletes }, { tx });
            await this.applyAppChanges(tx, app, outcome);
            // Safe default entity policies for entities that have none yet (src/security/default-policies.ts).
            const policies = await this.s.security.applyDefaultPolicies(app.id, merged, tx);
            if (policies.length) summary.entity_policies_set = Object.fromEntries(policies.map((p) => [p.entity, p.kind]));
          },
          after: starter ? () => this.seed(job, starter, summary, progress) : undefined,
        });
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err;
        // The generator produced files the store refuses (a path, a size limit): report, write nothing.
        return await finish({ error: `The generated files could not be written: ${err.message}`, generator: this.generator.name });
      }
    } catch (err) {
      const reason = signal.aborted ? (signal.reason as AbortReason) : null;
      if (reason === 'lease_lost') {
        log.warn('job lease lost; another process finished it');
        return;
      }
      if (reason === 'shutdown') return await finish({ error: INTERRUPTED_BY_SHUTDOWN });
      log.error({ err }, 'generation failed');
      await finish({ error: 'The generation failed with an internal error; nothing was changed, retry (the server log has the details)' });
    }
  }

  private successSummary(_job: Job, outcome: GenerationSuccess, merged: ReadonlyMap<string, string>, issues: Issue[]): ResultSummary {
    const shape = appShape(merged.keys());
    const errors = issues.filter((i) => i.severity === 'error');
    const summary: ResultSummary = {
      summary: outcome.summary,
      generator: this.generator.name,
      files_written: [...outcome.upserts.keys()].sort(),
      files_deleted: [...outcome.deletes].sort(),
      entities: shape.entities,
      pages: shape.pages,
      warnings: [
        ...outcome.warnings,
        ...issues
          .filter((i) => i.severity === 'warning')
          .slice(0, 20)
          .map(describeIssue),
      ],
      validation: { errors: errors.length, warnings: issues.length - errors.length },
    };
    if (outcome.rounds !== undefined) summary.rounds = outcome.rounds;
    if (outcome.operations) summary.operations = outcome.operations;
    if (outcome.unresolved) {
      summary.unresolved_errors = outcome.unresolved.errors.slice(0, 50).map(describeIssue);
      summary.repair_stopped = outcome.unresolved.reason;
    } else if (errors.length) {
      summary.unresolved_errors = errors.slice(0, 50).map(describeIssue);
    }
    if (outcome.newName) summary.app_name = outcome.newName;
    return summary;
  }

  /**
   * Refuses to overwrite work done meanwhile: every file the job writes or deletes must still be as
   * the generator read it (an agent may have written it while the job ran).
   */
  private async checkUnchanged(tx: Queryable, appId: string, read: ReadonlyMap<string, string>, outcome: GenerationSuccess): Promise<void> {
    const touched = [...outcome.upserts.keys(), ...outcome.deletes];
    if (!touched.length) return;
    const now = await this.s.files.readFiles(appId, touched, tx);
    const moved = touched.filter((p) => now.get(p) !== read.get(p));
    if (moved.length) {
      throw new ServiceError(
        'conflict',
        `the app changed while it was being generated (${moved.slice(0, 5).join(', ')}${moved.length > 5 ? ', …' : ''}); nothing was changed, retry`,
      );
    }
  }

  /** A rename or settings change of an edit, in the job's transaction. */
  private async applyAppChanges(tx: Queryable, app: AppRow, outcome: GenerationSuccess): Promise<void> {
    if (!outcome.newName && !outcome.settings) return;
    const settings = { ...this.s.apps.settingsOf(app), ...(outcome.settings ?? {}) };
    const name = outcome.newName ? truncateChars(outcome.newName.trim(), 100) || app.name : app.name;
    await tx.run('UPDATE apps SET name = ?, settings = ?, updated_at = ? WHERE id = ?', [
      name,
      JSON.stringify(settings),
      Date.now(),
      app.id,
    ]);
  }

  private completionMessage(summary: ResultSummary): string {
    if (summary.error) return `The generation failed: ${summary.error}`;
    const files = (summary.files_written as string[]).length;
    const rest = summary.unresolved_errors ? ` ${(summary.unresolved_errors as string[]).length} validation error(s) remain.` : '';
    return `${summary.summary || 'Done.'} (${files} file${files === 1 ? '' : 's'} written.)${rest}`;
  }

  private async chargeRound(job: Job, owner: string): Promise<boolean> {
    try {
      await this.s.credits.consume(job.account_id, 1);
    } catch (err) {
      if (err instanceof ServiceError && err.kind === 'credits_exhausted') return false;
      throw err;
    }
    job.credits += 1;
    await this.jobs.addCredits(job.id, owner, 1);
    return true;
  }

  /** A failed or interrupted job gives its credits back: only generations that change the app are paid. */
  private async refund(job: Job, tx?: Queryable): Promise<void> {
    if (job.credits > 0) await this.s.credits.refund(job.account_id, job.credits, Date.now(), tx);
  }

  /**
   * Starter records of a created app, through the records service (validated against the stored
   * schemas, `skip_if_not_empty`). An entity whose records are refused (or fail) is reported as a
   * warning; the app itself is complete without them.
   */
  private async seed(
    job: Job,
    records: Record<string, Array<Record<string, unknown>>>,
    summary: ResultSummary,
    progress: (phase: string, message: string) => void,
  ): Promise<void> {
    const entities = Object.entries(records).filter(([, rows]) => rows.length);
    if (!entities.length) return;
    // Relation values must name existing records: targets are seeded before the entities naming them
    // (only relations the rows fill count, so a cycle the generator left half empty still orders).
    const { schemas } = await this.s.records.loadSchemas(job.app_id);
    const relationsOf = (e: string) => (schemas.get(e)?.fields ?? []).filter((f) => f.type === 'relation' && f.target);
    const targets = (e: string) =>
      relationsOf(e)
        .filter((f) => f.target !== e && (records[e] ?? []).some((r) => r[f.name] !== undefined && r[f.name] !== null))
        .map((f) => f.target!);
    const ordered: typeof entities = [];
    const visit = (entry: (typeof entities)[number], path: Set<string>) => {
      if (ordered.includes(entry) || path.has(entry[0])) return;
      path.add(entry[0]);
      for (const t of targets(entry[0])) {
        const dep = entities.find(([name]) => name === t);
        if (dep) visit(dep, path);
      }
      ordered.push(entry);
    };
    for (const entry of entities) visit(entry, new Set());
    entities.splice(0, entities.length, ...ordered);
    progress('seeding', `Adding starter records to ${entities.length} entit${entities.length === 1 ? 'y' : 'ies'}`);
    const account = await this.s.db.get<{ email: string }>('SELECT email FROM accounts WHERE id = ?', [job.account_id]);
    const actor: Actor = { type: 'owner', id: job.account_id, token_id: null, email: account?.email ?? null };
    const seeded: Record<string, number> = {};
    const warnings = summary.warnings as string[];
    // The generator names its records with ids of its own ("band_1") so relations can point at them;
    // each gets a real record id here, and the relation values follow.
    const ids = new Map<string, string>();
    for (const [entity, rows] of entities)
      for (const r of rows) if (typeof r.id === 'string') ids.set(`${entity}\u0000${r.id}`, newRecordId());
    for (const [entity, rows] of entities) {
      const relations = relationsOf(entity);
      rows.splice(
        0,
        rows.length,
        ...rows.map((r) => {
          const out: Record<string, unknown> = { ...r };
          if (typeof r.id === 'string') out.id = ids.get(`${entity}\u0000${r.id}`);
          for (const f of relations) {
            const v = r[f.name];
            if (typeof v === 'string' && ids.has(`${f.target}\u0000${v}`)) out[f.name] = ids.get(`${f.target}\u0000${v}`);
          }
          return out;
        }),
      );
    }
    for (const [entity, rows] of entities) {
      try {
        await this.s.records.executeNow(job.app_id, actor, {
          action: 'create',
          tool: job.kind === 'create' ? 'create_app' : 'update_app',
          entity,
          records: rows,
          reason: 'starter records of the generated app',
          seed_mode: 'skip_if_not_empty',
        });
        seeded[entity] = rows.length;
      } catch (err) {
        // The files are already written: a failure here must not turn the job into an error.
        if (!(err instanceof ServiceError)) this.s.log.error({ err, job: job.id, entity }, 'starter records failed');
        const why = err instanceof ServiceError ? err.message.slice(0, 300) : 'internal error';
        warnings.push(`Starter records for ${entity} were not added: ${why}`);
      }
    }
    summary.starter_records = seeded;
  }

  /** A job whose process died (expired lease): finished as interrupted, credits refunded. */
  private async abandon(job: Job): Promise<void> {
    const pending: PendingEvent[] = [];
    const summary: ResultSummary = { error: INTERRUPTED_BY_RESTART };
    const won = await this.s.db.transaction(async (tx) => {
      if (!(await this.jobs.finishAbandoned(tx, job, summary))) return false;
      await this.conversations.completeJobMessage(tx, job.id, this.completionMessage(summary), pending);
      await this.refund(job, tx);
      return true;
    });
    if (!won) return;
    this.s.log.warn({ job: job.id, owner: job.lease_owner }, 'finished a job abandoned by a stopped process');
    this.conversations.emit(pending);
  }
}

class LeaseLost extends Error {}

/** The lease comes from SVC_JOB_LEASE_MS; renewal and the sweep for dead nodes' jobs scale with it. */
function workerOptions(config: Config): WorkerOptions {
  const leaseMs = config.jobLeaseMs;
  return {
    ...DEFAULT_WORKER_OPTIONS,
    concurrency: config.jobConcurrency,
    leaseMs,
    renewMs: Math.floor(leaseMs / 3),
    sweepMs: Math.min(DEFAULT_WORKER_OPTIONS.sweepMs, Math.max(250, Math.floor(leaseMs / 6))),
  };
}
