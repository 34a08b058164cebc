import test from 'node:test';
import assert from 'node:assert/strict';
import { GUIDE_SECTION_IDS, GUIDE_SECTIONS } from '../../src/guide/content.ts';
import { WORKFLOW_TASK_TYPES, WORKFLOWS, type WorkflowTaskType } from '../../src/guide/workflows.ts';
import { inferTaskType, guideMarkdown, renderSection } from '../../src/guide/service.ts';
import type { GuideEnv } from '../../src/guide/render.ts';
import { allTools } from '../../src/areas.ts';
import { CONTRACT_TOOL_NAMES, CONTRACT_TOOLS } from '../../src/platform/contract.ts';

/** Tools of this service beyond the spec, as marked in the registry. */
const EXTENSION_TOOLS = allTools.filter((t) => t.extension).map((t) => t.name);
const SPEC_TOOLS = CONTRACT_TOOL_NAMES;
const KNOWN_TOOLS = new Set([...SPEC_TOOLS, ...EXTENSION_TOOLS]);
/** A server on which every area of the contract is built: the guide's full text (test/guide/truth.test.ts covers this server). */
const FULL: GuideEnv = {
  has: (n) => KNOWN_TOOLS.has(n),
  features: new Set(['webhooks', 'ab_runtime']),
  generator: { kind: 'offline', model: null },
};
const bodyOf = (id: (typeof GUIDE_SECTION_IDS)[number]) => renderSection(id, FULL, true).body;

/** Verb prefixes of tool names: a backticked snake_case name starting with one of these is taken to be a tool. */
const TOOL_VERBS = [
  'get',
  'list',
  'create',
  'update',
  'delete',
  'set',
  'add',
  'remove',
  'check',
  'configure',
  'publish',
  'read',
  'write',
  'patch',
  'rename',
  'apply',
  'discard',
  'validate',
  'inspect',
  'compare',
  'restore',
  'query',
  'seed',
  'invoke',
  'invite',
  'agency',
  'reply',
  'simulate',
];
const NOT_TOOLS = new Set<string>([...WORKFLOW_TASK_TYPES, ...GUIDE_SECTION_IDS]);

function toolLikeNames(markdown: string): string[] {
  const found: string[] = [];
  for (const m of markdown.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)) {
    const name = m[1];
    if (TOOL_VERBS.includes(name.split('_')[0]) && !NOT_TOOLS.has(name)) found.push(name);
  }
  return found;
}

test('the contract data holds the full tool list, and registered spec tools keep its scopes', () => {
  assert.equal(SPEC_TOOLS.size, 85);
  assert.equal(CONTRACT_TOOLS.length, 85, 'no tool listed twice');
  for (const t of ['create_app', 'get_job_status', 'update_ab_test', 'configure_domain_redirects', 'update_platform_request']) {
    assert.ok(SPEC_TOOLS.has(t), `contract tool list contains ${t}`);
  }
  const byName = new Map(CONTRACT_TOOLS.map((t) => [t.name, t]));
  for (const tool of allTools) {
    const spec = byName.get(tool.name);
    if (tool.extension) {
      assert.ok(!spec, `${tool.name} is marked as an extension but the contract lists it`);
      continue;
    }
    assert.ok(spec, `${tool.name} is in the contract or marked as an extension`);
    assert.deepEqual([...tool.scopes].sort(), [...spec.scopes].sort(), `${tool.name}: scopes as in the contract`);
  }
});

test('every section has a title and a substantial body', () => {
  assert.deepEqual(Object.keys(GUIDE_SECTIONS).sort(), [...GUIDE_SECTION_IDS].sort());
  for (const id of GUIDE_SECTION_IDS) {
    const { title } = GUIDE_SECTIONS[id];
    const body = bodyOf(id);
    assert.ok(title.length >= 5 && title !== id, `${id}: real title`);
    const words = body.split(/\s+/).filter(Boolean).length;
    assert.ok(words >= 150, `${id}: body has ${words} words, expected at least 150`);
    assert.ok(words <= 450, `${id}: body has ${words} words, expected at most about 400`);
    assert.equal(body, body.trim(), `${id}: body is trimmed`);
    assert.ok(toolLikeNames(body).length > 0 || id === 'agents', `${id}: names at least one tool`);
  }
});

test('every tool-like name in the guide exists in the spec or is a registered extension', () => {
  const unknown: string[] = [];
  for (const id of GUIDE_SECTION_IDS) {
    for (const name of toolLikeNames(bodyOf(id))) if (!KNOWN_TOOLS.has(name)) unknown.push(`${id}: ${name}`);
    for (const name of toolLikeNames(GUIDE_SECTIONS[id].title)) if (!KNOWN_TOOLS.has(name)) unknown.push(`${id} title: ${name}`);
  }
  assert.deepEqual(unknown, []);
});

test('the guide names most of the spec tools somewhere', () => {
  const named = new Set(GUIDE_SECTION_IDS.flatMap((id) => toolLikeNames(bodyOf(id))));
  const missing = [...SPEC_TOOLS].filter((t) => !named.has(t));
  assert.ok(missing.length <= 5, `tools never mentioned in the guide: ${missing.join(', ')}`);
});

test('the agents section says honestly that no tool manages agent teams or the knowledge base', () => {
  assert.match(bodyOf('agents'), /no tool manages them/i);
});

test('key safety statements are present', () => {
  const all = GUIDE_SECTION_IDS.map((id) => bodyOf(id)).join('\n');
  assert.match(all, /every 3-5 seconds/);
  assert.match(all, /restore_saved_version` always fails closed/);
  assert.match(all, /explicit human approval/);
  assert.match(all, /expected_count/);
  assert.match(all, /Never ask the owner/i);
  assert.match(bodyOf('domains'), /only \*\*return DNS instructions\*\*/);
  assert.match(bodyOf('secrets_integrations'), /write-only/);
  for (const id of ['media', 'marketing'] as const) {
    assert.match(bodyOf(id), /set_app_metadata/);
    assert.match(bodyOf(id), /5 MB/);
  }
  assert.match(bodyOf('marketing'), /seo\.json/);
  assert.match(bodyOf('marketing'), /get_app_analytics/);
});

test('every workflow is complete and only names spec tools', () => {
  assert.deepEqual(Object.keys(WORKFLOWS).sort(), [...WORKFLOW_TASK_TYPES].sort());
  for (const type of WORKFLOW_TASK_TYPES) {
    const w = WORKFLOWS[type];
    assert.ok(w.summary.length >= 40, `${type}: summary`);
    assert.ok(w.steps.length >= 3, `${type}: steps`);
    for (const step of w.steps) {
      assert.ok(SPEC_TOOLS.has(step.tool), `${type}: step tool ${step.tool} is a spec tool`);
      assert.ok(step.purpose.length >= 10, `${type}: purpose of ${step.tool}`);
    }
    assert.ok(w.validation_checklist.length >= 3, `${type}: validation checklist`);
    assert.ok(w.rollback_plan.length >= 2, `${type}: rollback plan`);
    assert.ok(w.sections.length >= 1, `${type}: sections`);
    for (const s of w.sections) assert.ok((GUIDE_SECTION_IDS as readonly string[]).includes(s), `${type}: section ${s}`);
    for (const k of w.keywords) assert.match(k, /^[a-z0-9]+( [a-z0-9]+)*$/, `${type}: keyword "${k}" is lowercase words`);
    for (const text of [...w.validation_checklist, ...w.rollback_plan]) {
      for (const name of text.match(/\b[a-z]+(?:_[a-z0-9]+)+\b/g) ?? []) {
        if (TOOL_VERBS.includes(name.split('_')[0]) && !NOT_TOOLS.has(name)) {
          assert.ok(KNOWN_TOOLS.has(name), `${type}: "${name}" in checklist/rollback is a known tool`);
        }
      }
    }
  }
  assert.deepEqual(WORKFLOWS.unknown.keywords, []);
  assert.deepEqual(
    WORKFLOWS.unknown.steps.slice(0, 3).map((s) => s.tool),
    ['get_platform_guide', 'list_apps', 'get_app_detail'],
  );
  assert.ok(WORKFLOWS.unknown.steps.some((s) => s.tool === 'validate_app'));
});

test('inferTaskType maps free-text goals to the right task type', () => {
  const cases: [string, WorkflowTaskType][] = [
    ['add a custom domain', 'domain_setup'],
    ['Point www.example.com at my app', 'domain_setup'],
    ["restore yesterday's version", 'version_restore'],
    ['Undo the last change', 'version_restore'],
    ['seed some sample records', 'seed_data'],
    ['make the admin page staff only', 'security_setup'],
    ['Only logged-in users should see the dashboard', 'security_setup'],
    ['split test the landing page', 'ab_test'],
    ['Run an A/B test on the pricing headline', 'ab_test'],
    ['Build a new app for tracking gym workouts', 'create_app'],
    ['Change the header color to blue', 'edit_app'],
    ['Fix the TypeError on the Dashboard page', 'fix_runtime_error'],
    ['Why does the dashboard show a blank page?', 'fix_runtime_error'],
    ['Publish the app so anyone can see it', 'publish_app'],
    ['Add a priority field to the Task entity', 'schema_change'],
    ['Store the Stripe API key and connect payments', 'secrets_integration'],
    ['Write a backend function that sends a welcome email', 'backend_function'],
    ['Set up a cron job that emails a daily report', 'backend_function'],
    ['Create an app for my client and hand it over', 'agency_client_app'],
    ['Set up subscriptions and user accounts for a SaaS', 'saas_setup'],
    ['Check the preview for broken links', 'inspect_preview'],
    ['Upload a social share image and favicon', 'generate_media'],
    ['Patch one line in pages/Home.jsx', 'direct_file_edit'],
    ['domain_setup', 'domain_setup'],
    ['publish app', 'publish_app'],
    ['hello there', 'unknown'],
  ];
  const wrong = cases.map(([goal, expected]) => ({ goal, expected, got: inferTaskType(goal) })).filter((c) => c.got !== c.expected);
  assert.deepEqual(wrong, []);
});

test('no guide text contains anything that looks like a secret', () => {
  const texts = [
    ...GUIDE_SECTION_IDS.map((id) => bodyOf(id)),
    ...WORKFLOW_TASK_TYPES.flatMap((t) => {
      const w = WORKFLOWS[t];
      return [w.summary, ...w.steps.map((s) => s.purpose), ...w.validation_checklist, ...w.rollback_plan];
    }),
    guideMarkdown(FULL),
  ];
  const patterns = [
    /svc_mcp_[A-Za-z0-9]/,
    /\bsk-[A-Za-z0-9_-]{12,}/,
    /\bsk_(live|test)_[A-Za-z0-9]/,
    /\bgh[pousr]_[A-Za-z0-9]{20,}/,
    /\bAKIA[0-9A-Z]{16}\b/,
    /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /\bxox[abpr]-[A-Za-z0-9-]{10,}/,
    /\b[A-Fa-f0-9]{40,}\b/,
  ];
  for (const text of texts) for (const p of patterns) assert.doesNotMatch(text, p);
});

test('guideMarkdown renders every section and workflow', () => {
  const md = guideMarkdown(FULL);
  for (const id of GUIDE_SECTION_IDS) assert.ok(md.includes(`## ${GUIDE_SECTIONS[id].title}`), id);
  for (const t of WORKFLOW_TASK_TYPES) assert.ok(md.includes(`### ${t}\n`), t);
});
