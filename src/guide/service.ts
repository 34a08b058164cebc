import type { ToolContext } from '../platform/tool.ts';
import { GUIDE_SECTION_IDS, GUIDE_SECTIONS, type GuideSectionId } from './content.ts';
import { WORKFLOW_TASK_TYPES, WORKFLOWS, type WorkflowTaskType } from './workflows.ts';

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

function appSummary(ctx: ToolContext) {
  const app = ctx.app;
  if (!app) return undefined;
  return { app_id: app.id, name: app.name, description: app.description };
}

export async function buildGuide(input: { sections?: GuideSectionId[]; task_type?: string }, ctx: ToolContext) {
  let chosen: readonly GuideSectionId[];
  let taskType: WorkflowTaskType | undefined;
  if (input.sections?.length) chosen = [...new Set(input.sections)];
  else if (input.task_type) {
    taskType = inferTaskType(input.task_type);
    chosen = taskType === 'unknown' ? GUIDE_SECTION_IDS : ['overview', ...WORKFLOWS[taskType].sections.filter((s) => s !== 'overview')];
  } else chosen = GUIDE_SECTION_IDS;
  return {
    guide_version: '1.0.0',
    ...(input.task_type ? { task_type: input.task_type, matched_task_type: taskType ?? inferTaskType(input.task_type) } : {}),
    sections: chosen.map((id) => ({ id, title: GUIDE_SECTIONS[id].title, body: GUIDE_SECTIONS[id].body })),
    available_sections: GUIDE_SECTION_IDS,
    ...(ctx.app ? { app: appSummary(ctx) } : {}),
  };
}

export async function recommendWorkflow(input: { task_type: WorkflowTaskType; goal: string; app_id?: string }, ctx: ToolContext) {
  const taskType = input.task_type === 'unknown' && input.goal ? inferTaskType(input.goal) : input.task_type;
  const w = WORKFLOWS[taskType];
  return {
    task_type: taskType,
    requested_task_type: input.task_type,
    goal: input.goal,
    summary: w.summary,
    steps: w.steps.map((s, i) => ({ step: i + 1, ...s })),
    validation_checklist: w.validation_checklist,
    rollback_plan: w.rollback_plan,
    guide_sections: w.sections,
    ...(ctx.app ? { app: appSummary(ctx) } : {}),
  };
}

/** The whole guide as one Markdown document, served at /api/mcp/docs. */
export function guideMarkdown(): string {
  const parts = ['# Fine Structure: agent guide\n'];
  for (const id of GUIDE_SECTION_IDS) parts.push(`## ${GUIDE_SECTIONS[id].title}\n\n${GUIDE_SECTIONS[id].body.trim()}\n`);
  parts.push('## Recommended workflows\n');
  for (const t of WORKFLOW_TASK_TYPES) {
    const w = WORKFLOWS[t];
    parts.push(
      `### ${t}\n\n${w.summary}\n\n${w.steps.map((s, i) => `${i + 1}. \`${s.tool}\`: ${s.purpose}`).join('\n')}\n\n` +
        `Check:\n${w.validation_checklist.map((c) => `- ${c}`).join('\n')}\n\nRollback:\n${w.rollback_plan.map((c) => `- ${c}`).join('\n')}\n`,
    );
  }
  return parts.join('\n');
}
