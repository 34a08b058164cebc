import { createHash } from 'node:crypto';
import type { ChatProvider, ModelTurn } from './chat.ts';
import { selectContext } from './context.ts';
import { parseWriteFiles, SYSTEM_PROMPT, WRITE_FILES_TOOL } from './format.ts';
import { ProviderError } from './http.ts';
import type { GenerationOutcome, GenerationRequest, Generator, Issue } from './types.ts';

export interface LlmOptions {
  /** Repair rounds after the first answer (each costs a credit). */
  maxRepairRounds: number;
  /** Token budget for the file contents an edit is shown. */
  contextTokens: number;
  /** The validator, run on the whole resulting app. */
  validate(files: ReadonlyMap<string, string>): Issue[] | Promise<Issue[]>;
}

/** At most this many paths are listed to an edit. */
const LISTED_PATHS = 400;
/** At most this many issues are sent back per repair round, most important first. */
const FEEDBACK_ISSUES = 15;

const issueKey = (i: Issue) => `${i.rule}|${i.path ?? ''}|${i.message}`;

function fingerprint(errors: Issue[]): string {
  return createHash('sha256')
    .update([...new Set(errors.map(issueKey))].sort().join('\n'))
    .digest('hex');
}

function stateHash(files: ReadonlyMap<string, string>): string {
  const h = createHash('sha256');
  for (const path of [...files.keys()].sort()) h.update(path).update('\0').update(files.get(path)!).update('\0');
  return h.digest('hex');
}

function where(i: Issue): string {
  if (!i.path) return '';
  return i.line ? `${i.path}:${i.line}${i.column ? `:${i.column}` : ''} ` : `${i.path} `;
}

export function describeIssue(i: Issue): string {
  return `${where(i)}[${i.rule}] ${i.message}${i.hint ? ` (hint: ${i.hint})` : ''}`;
}

const fileBlock = (path: string, content: string) => `--- FILE ${path} ---\n${content}\n--- END FILE ${path} ---`;

/**
 * A generator backed by a chat model. One conversation per job: the request, then the model's
 * write_files call, validated on the whole app; validation errors go back to the model in a bounded
 * repair loop (docs/generation.md). Nothing is written here; the service applies the outcome.
 */
export class LlmGenerator implements Generator {
  readonly name: string;
  private readonly provider: ChatProvider;
  private readonly opts: LlmOptions;

  constructor(provider: ChatProvider, opts: LlmOptions) {
    this.provider = provider;
    this.name = provider.name;
    this.opts = opts;
  }

  private userMessage(req: GenerationRequest): { text: string; seen: Set<string> } {
    if (req.kind === 'create') {
      const text = [
        'Build a new app.',
        `App name: ${req.appName}`,
        req.description ? `Description: ${req.description}` : '',
        'Request:',
        req.prompt,
        '',
        'Write every file the app needs: entity schemas, pages (pages/Home.jsx first), shared components and Layout.jsx with navigation to every main page.',
      ]
        .filter((l) => l !== '')
        .join('\n');
      return { text, seen: new Set() };
    }
    const ctx = selectContext(req.files, req.prompt, this.opts.contextTokens);
    // Every path is listed (shown ones first), up to LISTED_PATHS: a 2000-file app's list alone would eat the budget.
    const shown = new Set(ctx.shown);
    const ordered = [...ctx.shown, ...ctx.listed];
    const listing = ordered
      .slice(0, LISTED_PATHS)
      .map((p) => `- ${p} (${Buffer.byteLength(req.files.get(p)!)} bytes)${shown.has(p) ? '' : ' [not shown]'}`);
    if (ordered.length > LISTED_PATHS) listing.push(`- … and ${ordered.length - LISTED_PATHS} more files`);
    const text = [
      `Edit the existing app "${req.appName}".`,
      'Request:',
      req.prompt,
      '',
      `App settings: ${JSON.stringify(req.settings)}`,
      `All files of the app (${req.files.size}):`,
      ...listing,
      '',
      'The files most relevant to the request are shown in full below; the others are listed only. Change only what the request asks for; write only files you change (complete content), and do not rewrite files you were not shown.',
      '',
      ...ctx.shown.map((p) => fileBlock(p, req.files.get(p)!)),
    ].join('\n');
    return { text, seen: new Set(ctx.shown) };
  }

  async generate(req: GenerationRequest): Promise<GenerationOutcome> {
    const { maxRepairRounds } = this.opts;
    const original = req.files;
    const baseline = new Set(original.size ? (await this.opts.validate(original)).filter((i) => i.severity === 'error').map(issueKey) : []);
    const { text, seen } = this.userMessage(req);
    const session = this.provider.open(SYSTEM_PROMPT, text);
    const current = new Map(original);
    const written = new Set<string>();
    const warnings: string[] = [];
    const summaries: string[] = [];
    const states = new Set<string>();
    let lastFingerprint: string | null = null;
    let applied = false;
    let issues: Issue[] = [];
    let errors: Issue[] = [];
    let stopReason = '';
    let rounds = 0;

    for (;;) {
      if (rounds > 0 && !(await req.chargeRound())) {
        return {
          ok: false,
          error: `Credits exhausted mid-generation: repair round ${rounds} of ${maxRepairRounds} needs a credit and none is left today; nothing was changed`,
        };
      }
      rounds++;
      req.progress(
        rounds === 1 ? 'generating' : 'repairing',
        rounds === 1 ? `Asking the ${this.name} model` : `Repair round ${rounds - 1} of ${maxRepairRounds}`,
      );
      let turn: ModelTurn;
      try {
        turn = await session.next(req.signal);
      } catch (err) {
        if (err instanceof ProviderError && err.reason !== 'aborted') return { ok: false, error: err.message };
        throw err;
      }

      const parsed = parseWriteFiles(turn.calls);
      if (!parsed.ok) {
        const problem =
          (turn.calls.length ? parsed.problem : `the model answered in chat text instead of calling ${WRITE_FILES_TOOL}`) +
          (turn.truncated ? ' (the answer was cut off at the output token limit)' : '');
        const fp = `format:${problem}`;
        const repeated = fp === lastFingerprint;
        if (rounds > maxRepairRounds || repeated) {
          const why = repeated ? 'the same problem came back' : `after ${rounds} attempt${rounds > 1 ? 's' : ''}`;
          if (!applied) return { ok: false, error: `The ${this.name} model returned malformed output (${why}): ${problem}` };
          stopReason = `the repair answer was malformed (${problem})`;
          break;
        }
        lastFingerprint = fp;
        req.progress('repairing', `The answer could not be used: ${problem.slice(0, 200)}`);
        session.reply(
          turn,
          `Your answer could not be used: ${problem}. Call ${WRITE_FILES_TOOL} with valid arguments: {"files":[{"path":"...","content":"..."}],"deletes":[],"summary":"..."}.`,
        );
        continue;
      }

      for (const [path, content] of parsed.upserts) {
        if (req.kind === 'update' && original.has(path) && !seen.has(path) && !written.has(path)) {
          warnings.push(`The model rewrote ${path} without having been shown it`);
        }
        current.set(path, content);
        written.add(path);
      }
      for (const path of parsed.deletes) {
        if (!current.delete(path)) warnings.push(`The model asked to delete ${path}, which does not exist`);
      }
      summaries.push(parsed.summary);
      if (!applied && parsed.upserts.size === 0 && parsed.deletes.length === 0) {
        return { ok: false, error: `The ${this.name} model made no change: ${parsed.summary.slice(0, 300)}` };
      }
      applied = true;

      req.progress('validating', `Validating ${current.size} files`);
      issues = await this.opts.validate(current);
      errors = issues.filter((i) => i.severity === 'error' && !baseline.has(issueKey(i)));
      if (!errors.length) break;

      const fp = fingerprint(errors);
      const state = stateHash(current);
      if (fp === lastFingerprint) {
        stopReason = 'the same validation errors came back after a repair round';
        break;
      }
      if (states.has(state)) {
        stopReason = 'the repairs oscillate: the app returned to a version already tried';
        break;
      }
      states.add(state);
      if (rounds > maxRepairRounds) {
        stopReason = maxRepairRounds
          ? `the repair budget of ${maxRepairRounds} round${maxRepairRounds > 1 ? 's' : ''} is spent`
          : 'repair rounds are disabled (SVC_LLM_REPAIR_ROUNDS=0)';
        break;
      }
      lastFingerprint = fp;
      req.progress('repairing', `${errors.length} validation error${errors.length > 1 ? 's' : ''}; asking for a repair`);
      session.reply(turn, this.feedback(errors, current, seen, written));
    }

    const upserts = new Map<string, string>();
    for (const [path, content] of current) if (original.get(path) !== content) upserts.set(path, content);
    const deletes = [...original.keys()].filter((p) => !current.has(p));
    const summary = summaries[summaries.length - 1] ?? '';
    if (errors.length) {
      warnings.push(
        `${errors.length} validation error${errors.length > 1 ? 's' : ''} remain${errors.length > 1 ? '' : 's'} (${stopReason}); see unresolved_errors and fix them with write_app_file or patch_app_file, or retry`,
      );
    }
    return {
      ok: true,
      upserts,
      deletes,
      summary,
      warnings,
      issues,
      rounds,
      ...(errors.length ? { unresolved: { errors, reason: stopReason } } : {}),
    };
  }

  /** The repair message: the focused errors, plus files with errors the model has not seen. */
  private feedback(errors: Issue[], files: ReadonlyMap<string, string>, seen: Set<string>, written: Set<string>): string {
    const focused = errors.slice(0, FEEDBACK_ISSUES);
    const lines = [
      `${WRITE_FILES_TOOL} was applied, but validation found ${errors.length} error${errors.length > 1 ? 's' : ''} in the resulting app.`,
      `Fix ${errors.length > 1 ? 'them' : 'it'} by calling ${WRITE_FILES_TOOL} again with only the files that change (complete content each):`,
      ...focused.map((e, i) => `${i + 1}. ${describeIssue(e)}`),
    ];
    if (errors.length > focused.length) lines.push(`(${errors.length - focused.length} more not shown)`);
    let budget = Math.floor(this.opts.contextTokens / 2) * 4;
    const unseen = [
      ...new Set(focused.map((e) => e.path).filter((p): p is string => !!p && files.has(p) && !seen.has(p) && !written.has(p))),
    ];
    for (const path of unseen) {
      const content = files.get(path)!;
      if (content.length > budget) continue;
      budget -= content.length;
      seen.add(path);
      lines.push('', fileBlock(path, content));
    }
    return lines.join('\n');
  }
}
