import { validateApp, type Issue, type RuntimeErrorInput, type ValidationReport } from './validate.ts';

export type GateIssue = Issue;
export type Validation = ValidationReport;

/** How many issues a blocked write returns. */
export const MAX_BLOCKING_ISSUES = 30;

/** Validates a file map, optionally with recorded runtime errors. */
export async function validateFiles(files: ReadonlyMap<string, string>, runtimeErrors?: RuntimeErrorInput[]): Promise<Validation> {
  return validateApp(files, runtimeErrors ? { runtimeErrors } : {});
}

/** An issue's identity across a change: rule, file and message with numbers (lines, counts) reduced. */
function issueKey(i: GateIssue, pathMap?: ReadonlyMap<string, string>): string {
  const path = i.path ? (pathMap?.get(i.path) ?? i.path) : '';
  let message = i.message;
  if (pathMap && i.path && pathMap.has(i.path)) message = message.split(i.path).join(pathMap.get(i.path)!);
  return `${i.rule}\u0000${path}\u0000${message.replace(/\d+/g, '#')}`;
}

export interface GateResult {
  /** Validation of the app as it would be after the change. */
  after: Validation;
  /** Errors after the change that the app does not have now (issues; see `count`): these block unless force. */
  new_errors: GateIssue[];
  /** Errors the app already has and keeps (not blocking). */
  preexisting_error_count: number;
  /** Errors the change removes. */
  fixed_error_count: number;
}

/**
 * The validation gate of apply_change_set and rename_app_file: validates the app before and after
 * the change and reports the errors the change introduces. Errors the app already had do not block
 * (a change that fixes part of a broken app must be possible without force); they are counted.
 * `pathMap` maps old paths to new ones for a rename, so a moved file's old errors are recognised.
 */
export async function gateChange(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
  pathMap?: ReadonlyMap<string, string>,
): Promise<GateResult> {
  const [b, a] = await Promise.all([validateFiles(before), validateFiles(after)]);
  const beforeKeys = new Map<string, number>();
  for (const i of b.issues) {
    if (i.severity !== 'error') continue;
    const k = issueKey(i, pathMap);
    beforeKeys.set(k, (beforeKeys.get(k) ?? 0) + (i.count || 1));
  }
  // Counted per occurrence (the validator merges identical issues into one with a count).
  const newErrors: GateIssue[] = [];
  let preexisting = 0;
  for (const i of a.issues) {
    if (i.severity !== 'error') continue;
    const k = issueKey(i);
    const have = beforeKeys.get(k) ?? 0;
    const count = i.count || 1;
    const kept = Math.min(have, count);
    beforeKeys.set(k, have - kept);
    preexisting += kept;
    if (count > kept) newErrors.push(kept ? { ...i, count: count - kept } : i);
  }
  const beforeErrors = b.issues.filter((i) => i.severity === 'error').reduce((n, i) => n + (i.count || 1), 0);
  return { after: a, new_errors: newErrors, preexisting_error_count: preexisting, fixed_error_count: beforeErrors - preexisting };
}

/** The `data` of a validation_blocked error: the focused blocking issues and the counts. */
export function blockedData(gate: GateResult, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...extra,
    new_error_count: gate.new_errors.length,
    preexisting_error_count: gate.preexisting_error_count,
    issues: gate.new_errors.slice(0, MAX_BLOCKING_ISSUES),
    issues_truncated: gate.new_errors.length > MAX_BLOCKING_ISSUES,
    hint: 'Fix these issues and try again. force=true applies anyway; use it only with explicit human approval.',
  };
}
