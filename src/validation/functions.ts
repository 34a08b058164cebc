/**
 * Rules about backend functions (functions/<name>.js|ts), kept apart from the page rules: the function
 * runtime (src/functions/runtime.ts) bundles a function file and runs it with --no-remote --no-npm, so any other import fails there; the validator says so first.
 */
import { Cron } from 'croner';

export const CRON_FILE = 'functions/cron.json';
export const MAX_CRON_JOBS = 20;

export interface CronJob {
  function: string;
  schedule: string;
  timezone: string;
  params: Record<string, unknown>;
}

/** The jobs of a cron.json text, and the problems that make entries unusable (validator and scheduler share this). */
export function parseCronFile(text: string): { jobs: CronJob[]; problems: string[] } {
  const problems: string[] = [];
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { jobs: [], problems: [`${CRON_FILE} is not valid JSON: ${(e as Error).message}`] };
  }
  const list = (doc as { jobs?: unknown })?.jobs;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || !Array.isArray(list))
    return { jobs: [], problems: [`${CRON_FILE} must be an object {"jobs": [{"function", "schedule", "timezone"?, "params"?}]}`] };
  if (list.length > MAX_CRON_JOBS) problems.push(`${CRON_FILE} declares ${list.length} jobs; at most ${MAX_CRON_JOBS}`);
  const jobs: CronJob[] = [];
  list.slice(0, MAX_CRON_JOBS).forEach((j: any, i: number) => {
    const at = `jobs[${i}]`;
    if (!j || typeof j !== 'object') return problems.push(`${at} must be an object`);
    const extra = Object.keys(j).filter((k) => !['function', 'schedule', 'timezone', 'params'].includes(k));
    if (extra.length) problems.push(`${at} has unknown keys: ${extra.join(', ')}`);
    if (typeof j.function !== 'string' || !/^[a-z][a-zA-Z0-9_-]*$/.test(j.function))
      return problems.push(`${at}.function must name a function file (functions/<name>.js)`);
    if (typeof j.schedule !== 'string' || j.schedule.trim().split(/\s+/).length !== 5)
      return problems.push(`${at}.schedule must be a 5-field cron expression (minute hour day month weekday), e.g. "0 3 * * *"`);
    const timezone = j.timezone === undefined ? 'UTC' : j.timezone;
    if (typeof timezone !== 'string') return problems.push(`${at}.timezone must be an IANA time zone such as Europe/Paris`);
    if (j.params !== undefined && (typeof j.params !== 'object' || j.params === null || Array.isArray(j.params)))
      return problems.push(`${at}.params must be an object`);
    try {
      new Cron(j.schedule, { paused: true, timezone }).nextRun();
    } catch (e) {
      return problems.push(`${at}: ${(e as Error).message}`);
    }
    jobs.push({ function: j.function, schedule: j.schedule.trim(), timezone, params: j.params ?? {} });
  });
  return { jobs, problems };
}

/** Why a function file may not import `spec` (a non-relative specifier), or null when it may. */
export function functionImportProblem(path: string, spec: string): { message: string; hint: string } | null {
  if (/^node:/.test(spec)) return null;
  if (spec === '@svc/sdk')
    return {
      message: `${path} imports "@svc/sdk", the browser SDK, which functions do not have`,
      hint: "Inside a function use the global svc: await svc.entities.list('Task'), svc.entities.create('Task', {...}); secrets are Deno.env.get('NAME').",
    };
  return {
    message: `${path} imports "${spec}"; functions run without remote or package imports (--no-remote, --no-npm)`,
    hint: 'Call HTTP APIs with fetch() (allowed hosts: set_function_policy allowed_hosts), or write the code you need in the function file itself (a function is one file).',
  };
}

/** Problems of functions/cron.json: its shape, its cron expressions and the functions it names. */
export function cronFileProblems(content: string, files: ReadonlyMap<string, string>): Array<{ message: string; hint: string }> {
  const { jobs, problems } = parseCronFile(content);
  const hint =
    'functions/cron.json is {"jobs": [{"function": "nightly", "schedule": "0 3 * * *", "timezone": "UTC", "params": {}}]}: 5-field cron expressions, at most 20 jobs.';
  const out = problems.map((message) => ({ message, hint }));
  for (const j of jobs) {
    if (!files.has(`functions/${j.function}.js`))
      out.push({
        message: `functions/cron.json schedules ${j.function}, but functions/${j.function}.js does not exist`,
        hint: `Create functions/${j.function}.js (a Deno.serve handler) or fix the name.`,
      });
  }
  return out;
}
