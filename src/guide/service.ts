import type { Config } from '../config.ts';
import { immutableResult } from '../platform/result-json.ts';
import type { ToolContext } from '../platform/tool.ts';
import type { ToolRegistry } from '../platform/types.ts';
import { GUIDE_SECTION_IDS, GUIDE_SECTIONS, type GuideSectionId } from './content.ts';
import { available, capabilityOf, type GuideEnv, generatorSentence, missingTools, notAvailable, renderText } from './render.ts';
import { WORKFLOW_TASK_TYPES, WORKFLOWS, type Workflow, type WorkflowTaskType } from './workflows.ts';

/** What the guide reads: the tool registry (with the features of areas) and the generator setting. */
export interface GuideServices {
  registry: ToolRegistry;
  config: Pick<Config, 'generator' | 'llmModel'>;
}

export function guideEnv(s: GuideServices): GuideEnv {
  return {
    has: (name) => s.registry.has(name),
    features: s.registry.features,
    generator: { kind: s.config.generator, model: s.config.llmModel },
  };
}

const isTaskType = (t: string): t is WorkflowTaskType => (WORKFLOW_TASK_TYPES as readonly string[]).includes(t);

/** Picks the workflow whose keywords best match a free-text goal or hint; `unknown` when none does. */
export function inferTaskType(text: string): WorkflowTaskType {
  const normalised = text
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_');
  if (isTaskType(normalised)) return normalised;
  const words = ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  let best: WorkflowTaskType = 'unknown';
  let bestScore = 0;
  for (const type of WORKFLOW_TASK_TYPES) {
    const score = WORKFLOWS[type].keywords.reduce((n, k) => n + (words.includes(` ${k} `) ? k.split(' ').length : 0), 0);
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  return best;
}

/** One section as this server can truthfully tell it. */
export function renderSection(id: GuideSectionId, env: GuideEnv, strict = false) {
  const s = GUIDE_SECTIONS[id];
  return { id, title: s.title, body: renderText(s.body, env, strict) };
}

/** The one-line summary of a section; an area that is not built says so instead. */
export function sectionSummary(id: GuideSectionId, env: GuideEnv): string {
  const s = GUIDE_SECTIONS[id];
  const missing = (s.areas ?? []).filter((a) => !available(env, a));
  return missing.length ? notAvailable(missing) : s.summary;
}

/** A workflow as this server can run it: a step whose tool is not registered becomes one honest line. */
export function renderWorkflow(w: Workflow, env: GuideEnv, strict = false) {
  const steps: Array<{ step: number; tool: string | null; purpose: string }> = [];
  for (const s of w.steps) {
    if (env.has(s.tool)) {
      const purpose = renderText(s.purpose, env, strict);
      const gone = missingTools(s.purpose, env)[0];
      steps.push({ step: steps.length + 1, tool: s.tool, purpose: purpose || notAvailable(capabilityOf(gone ?? '') ?? 'functions') });
      continue;
    }
    const line = notAvailable(capabilityOf(s.tool) ?? 'functions');
    const last = steps.at(-1);
    if (last?.tool === null && last.purpose === line) continue;
    steps.push({ step: steps.length + 1, tool: null, purpose: line });
  }
  const items = (list: readonly string[]) => list.map((t) => renderText(t, env)).filter(Boolean);
  const missing = (w.areas ?? []).filter((a) => !available(env, a));
  return {
    summary: missing.length ? `${notAvailable(missing)} ${renderText(w.summary, env)}` : renderText(w.summary, env, strict),
    steps,
    validation_checklist: items(w.validation_checklist),
    rollback_plan: items(w.rollback_plan),
    guide_sections: w.sections,
  };
}

function appSummary(ctx: ToolContext) {
  const app = ctx.app;
  if (!app) return undefined;
  return { app_id: app.id, name: app.name, description: app.description };
}

export async function buildGuide(input: { sections?: GuideSectionId[]; task_type?: string }, ctx: ToolContext<GuideServices>) {
  const env = guideEnv(ctx.services);
  let chosen: readonly GuideSectionId[] | null = null;
  let taskType: WorkflowTaskType | undefined;
  if (input.sections?.length) chosen = [...new Set(input.sections)];
  else if (input.task_type) {
    taskType = inferTaskType(input.task_type);
    if (taskType !== 'unknown') chosen = ['overview', ...WORKFLOWS[taskType].sections.filter((s) => s !== 'overview')];
  }
  return {
    guide_version: '1.1.0',
    ...(input.task_type ? { task_type: input.task_type, matched_task_type: taskType } : {}),
    generator: generatorSentence(env),
    ...(chosen
      ? { sections: chosen.map((id) => renderSection(id, env)) }
      : {
          // Without `sections` (or a task it can match) the guide answers a short index, not 100 KB.
          index: GUIDE_SECTION_IDS.map((id) => ({ id, title: GUIDE_SECTIONS[id].title, summary: sectionSummary(id, env) })),
          next: 'Call get_platform_guide with `sections` (ids from the index) for the text, or get_recommended_workflow with a task_type for a tool sequence.',
        }),
    available_sections: GUIDE_SECTION_IDS,
    ...(ctx.app ? { app: appSummary(ctx) } : {}),
  };
}

type RenderedWorkflow = Readonly<ReturnType<typeof renderWorkflow>>;
/**
 * Rendered workflows per service bag: what they render from (the registry, the areas' features, the
 * generator setting) is fixed once the service is built, and rendering one re-runs the guide's text
 * rules (a dozen regular expressions per line) on every call. Frozen, because every answer shares them.
 */
const renderedWorkflows = new WeakMap<GuideServices, Map<WorkflowTaskType, RenderedWorkflow>>();

function cachedWorkflow(taskType: WorkflowTaskType, services: GuideServices): RenderedWorkflow {
  let byType = renderedWorkflows.get(services);
  if (!byType) renderedWorkflows.set(services, (byType = new Map()));
  let rendered = byType.get(taskType);
  if (!rendered) {
    const w = renderWorkflow(WORKFLOWS[taskType], guideEnv(services));
    w.guide_sections = [...w.guide_sections];
    for (const step of w.steps) Object.freeze(step);
    for (const list of [w.steps, w.validation_checklist, w.rollback_plan, w.guide_sections]) Object.freeze(list);
    byType.set(taskType, (rendered = Object.freeze(w)));
  }
  return rendered;
}

type WorkflowAnswer = RenderedWorkflow & { task_type: WorkflowTaskType; requested_task_type: WorkflowTaskType; goal: string };
/**
 * The answers to the common call — a task type, no goal, no app — per service bag and task type: such
 * an answer depends on nothing else, so it is built once and, as an immutable result, serialised once
 * (src/platform/result-json.ts).
 */
const plainAnswers = new WeakMap<GuideServices, Map<WorkflowTaskType, WorkflowAnswer>>();

export async function recommendWorkflow(
  input: { task_type: WorkflowTaskType; goal: string; app_id?: string },
  ctx: ToolContext<GuideServices>,
): Promise<WorkflowAnswer & { app?: ReturnType<typeof appSummary> }> {
  if (input.goal === '' && !ctx.app) {
    let byType = plainAnswers.get(ctx.services);
    if (!byType) plainAnswers.set(ctx.services, (byType = new Map()));
    let answer = byType.get(input.task_type);
    if (!answer) byType.set(input.task_type, (answer = immutableResult(workflowAnswer(input.task_type, input.task_type, '', ctx))));
    return answer;
  }
  const taskType = input.task_type === 'unknown' && input.goal ? inferTaskType(input.goal) : input.task_type;
  return {
    ...workflowAnswer(taskType, input.task_type, input.goal, ctx),
    ...(ctx.app ? { app: appSummary(ctx) } : {}),
  };
}

function workflowAnswer(
  taskType: WorkflowTaskType,
  requested: WorkflowTaskType,
  goal: string,
  ctx: ToolContext<GuideServices>,
): WorkflowAnswer {
  return { task_type: taskType, requested_task_type: requested, goal, ...cachedWorkflow(taskType, ctx.services) };
}

/** The whole guide as one Markdown document, served at /api/mcp/docs. */
export function guideMarkdown(env: GuideEnv): string {
  const parts = ['# Fine Structure: agent guide\n'];
  for (const id of GUIDE_SECTION_IDS) {
    const s = renderSection(id, env);
    parts.push(`## ${s.title}\n\n${s.body}\n`);
  }
  parts.push('## Recommended workflows\n');
  for (const t of WORKFLOW_TASK_TYPES) {
    const w = renderWorkflow(WORKFLOWS[t], env);
    parts.push(
      `### ${t}\n\n${w.summary}\n\n${w.steps.map((s) => `${s.step}. ${s.tool ? `\`${s.tool}\`: ` : ''}${s.purpose}`).join('\n')}\n\n` +
        `Check:\n${w.validation_checklist.map((c) => `- ${c}`).join('\n')}\n\nRollback:\n${w.rollback_plan.map((c) => `- ${c}`).join('\n')}\n`,
    );
  }
  return parts.join('\n');
}
