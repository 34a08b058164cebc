import { CONTRACT_TOOL_NAMES } from '../platform/contract.ts';

/**
 * What the guide is rendered against: the tools this server registers, the features without tools
 * of their own it has, and the configured generator. Every tool name the guide shows comes through
 * here, so it can never advertise a tool that is not registered.
 */
export interface GuideEnv {
  /** Whether a tool of that name is registered. */
  has(tool: string): boolean;
  /** Features without tools (src/tools.ts `platformFeatures`), e.g. `webhooks`. */
  features: ReadonlySet<string>;
  generator: { kind: string; model: string | null };
}

/**
 * Areas the guide gates text on. An area is built when every one of its tools is registered (and its
 * feature is present, for areas without tools). Engineers building an area make its sections truthful
 * by registering its tools; no guide text has to change.
 */
export const CAPABILITIES = {
  custom_domains: {
    tools: [
      'add_custom_domain',
      'get_domain_verification',
      'check_domain_verification',
      'set_primary_domain',
      'remove_custom_domain',
      'get_domain_ssl_status',
      'configure_domain_redirects',
    ],
    label: 'custom domains (attaching a domain, DNS verification, TLS status, redirects)',
  },
  secrets: { tools: ['list_secret_keys', 'set_secret', 'delete_secret'], label: 'app secrets' },
  integrations: { tools: ['list_integrations', 'configure_integration'], label: 'integration metadata' },
  functions: { tools: ['invoke_function'], label: 'running backend functions (the functions/ runtime and test invocations)' },
  ab_tests: {
    tools: ['list_ab_tests', 'create_ab_test', 'update_ab_test', 'delete_ab_test', 'get_ab_test_stats'],
    // The guide tells apps to call svc.ab, so the section needs the runtime endpoints as well as the tools.
    feature: 'ab_runtime',
    label: 'A/B tests (tools, the svc.ab runtime and statistics)',
  },
  agency: {
    tools: [
      'agency_create_client',
      'agency_list_clients',
      'agency_create_client_app',
      'agency_create_claim_link',
      'agency_get_claim_status',
    ],
    label: 'agency mode (client records, client apps and claim links)',
  },
  platform_requests: {
    tools: [
      'create_platform_request',
      'get_platform_request',
      'list_platform_requests',
      'reply_platform_request',
      'update_platform_request',
    ],
    label: 'platform requests (bugs, features and questions for the platform team)',
  },
  webhooks: { tools: [], feature: 'webhooks', label: 'webhook delivery of agent lifecycle events' },
} as const satisfies Record<string, { tools: readonly string[]; feature?: string; label: string }>;
export type Capability = keyof typeof CAPABILITIES;

export const isCapability = (name: string): name is Capability => Object.hasOwn(CAPABILITIES, name);

/** Whether a capability (or a single tool name) is available in `env`. */
export function available(env: GuideEnv, name: string): boolean {
  if (!isCapability(name)) return env.has(name);
  const cap: { tools: readonly string[]; feature?: string } = CAPABILITIES[name];
  return cap.tools.every((t) => env.has(t)) && (!cap.feature || env.features.has(cap.feature));
}

/** The honest line for an area that is not built. */
export const notAvailable = (what: Capability | Capability[]) =>
  `Not available on this server yet: ${(Array.isArray(what) ? what : [what]).map((c) => CAPABILITIES[c].label).join('; ')}.`;

/** The capability a contract tool belongs to, if any. */
export function capabilityOf(tool: string): Capability | null {
  for (const [name, cap] of Object.entries(CAPABILITIES)) if ((cap.tools as readonly string[]).includes(tool)) return name as Capability;
  return null;
}

/** A word that names a tool of the contract or of this registry. */
const TOOLISH = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;

/** Contract tools (or registry tools) named in `text` that `env` does not register. */
export function missingTools(text: string, env: GuideEnv, extraNames: ReadonlySet<string> = new Set()): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(TOOLISH)) if ((CONTRACT_TOOL_NAMES.has(m[0]) || extraNames.has(m[0])) && !env.has(m[0])) out.add(m[0]);
  return [...out];
}

export class GuideTextError extends Error {}

/**
 * Renders guide Markdown against `env`:
 * - `@if <capability or tool> [...]` / `@else` / `@end` lines keep a block only when every name is
 *   available (otherwise the `@else` block, or nothing);
 * - `{{not_available:<capability>}}` becomes the honest line for that capability;
 * - `{{generator}}` becomes the sentence naming the configured generator.
 * A line that still names a tool `env` does not register would advertise it: the mention is removed
 * from a list (`a`, `b`), or else the line is dropped (in `strict` mode, used by tests, that throws).
 */
export function renderText(text: string, env: GuideEnv, strict = false): string {
  const out: string[] = [];
  const stack: Array<{ keep: boolean }> = [];
  const keeping = () => stack.every((s) => s.keep);
  for (const line of text.split('\n')) {
    const directive = /^@(if|else|end)\b\s*(.*)$/.exec(line.trim());
    if (directive) {
      const [, kind, args] = directive;
      if (kind === 'if') {
        const names = args!.split(/\s+/).filter(Boolean);
        for (const n of names)
          if (!isCapability(n) && !CONTRACT_TOOL_NAMES.has(n)) throw new GuideTextError(`@if names neither an area nor a tool: ${n}`);
        stack.push({ keep: names.every((n) => available(env, n)) });
      } else if (kind === 'else') {
        const top = stack.at(-1);
        if (!top) throw new GuideTextError('@else without @if');
        top.keep = !top.keep;
      } else if (!stack.pop()) throw new GuideTextError('@end without @if');
      continue;
    }
    if (!keeping()) continue;
    let rendered = line
      .replace(/\{\{not_available:([a-z_]+)\}\}/g, (_, c: string) => {
        if (!isCapability(c)) throw new GuideTextError(`unknown area ${c}`);
        return notAvailable(c);
      })
      .replace(/\{\{generator\}\}/g, () => generatorSentence(env));
    if (rendered.includes('{{')) throw new GuideTextError(`unknown placeholder: ${line.slice(0, 120)}`);
    const missing = missingTools(rendered, env);
    if (missing.length) {
      // Removing an item from a list (`a`, `b`) keeps the sentence true; anything else is a line the
      // author must gate with @if (strict mode, in tests) and that is dropped at run time.
      const stripped = withoutMentions(rendered, missing);
      if (stripped === null) {
        if (strict) throw new GuideTextError(`names tools this server does not register (${missing.join(', ')}): ${line.slice(0, 120)}`);
        continue;
      }
      rendered = stripped;
    }
    out.push(rendered);
  }
  if (stack.length) throw new GuideTextError('@if without @end');
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The line without the named tools when they only appear as items of a list; null to drop the line. */
function withoutMentions(line: string, names: string[]): string | null {
  let out = line;
  for (const n of names) {
    const item = `\`${n}\``;
    const before = out;
    out = out
      .replace(new RegExp(`, ${escapeRe(item)}(?=[,.;)\\s]|$)`, 'g'), '')
      .replace(new RegExp(`${escapeRe(item)}, `, 'g'), '')
      .replace(new RegExp(` (and|or) ${escapeRe(item)}`, 'g'), '');
    if (out === before || new RegExp(`\\b${n}\\b`).test(out)) return null;
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which generator this server runs, as the guide says it. */
export function generatorSentence(env: GuideEnv): string {
  const { kind, model } = env.generator;
  if (kind === 'offline') {
    return (
      'This server generates with its built-in **offline generator**: deterministic, no AI model and no network. It reads the ' +
      "prompt's nouns, field lists and relations and builds entities, list/detail/form pages and a layout from templates; a job " +
      'takes well under a second, and `result_summary.generator` and `warnings` say what ran and what it could not place. Name ' +
      'entities, fields and pages explicitly; free-form design wishes are not interpreted the way a language model would.'
    );
  }
  return (
    `This server generates with an **LLM** (${kind === 'anthropic' ? 'Anthropic' : 'OpenAI-compatible'} API${model ? `, model \`${model}\`` : ''}). ` +
    'A job typically takes 15-60 seconds, longer for large apps; the result is validated and repaired before the job ends.'
  );
}
