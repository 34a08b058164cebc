import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { z } from 'zod';
import { allTools, areas } from '../../src/areas.ts';
import { fullDescription } from '../../src/platform/tool.ts';
import { CONTRACT_TOOL_NAMES } from '../../src/platform/contract.ts';
import { GUIDE_SECTION_IDS } from '../../src/guide/content.ts';
import { available, CAPABILITIES, type GuideEnv, renderText } from '../../src/guide/render.ts';
import { guideMarkdown, renderSection, renderWorkflow } from '../../src/guide/service.ts';
import { WORKFLOW_TASK_TYPES, WORKFLOWS } from '../../src/guide/workflows.ts';
import { GUIDE_SECTIONS } from '../../src/guide/content.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';

const REGISTERED = new Set(allTools.map((t) => t.name));
/**
 * The whole tools/list answer, which many clients put into the agent's context: under 40 KB (it was
 * 72 KB for 59 tools, then 70 KB for 87). New tools share that budget, and each must be as concise as
 * the rest: 480 bytes a tool on average is 40 KB over the ~85 tools it was set for (docs/decisions.md).
 */
const TOOLS_LIST_MAX_BYTES = 40_960;
const TOOLS_LIST_BYTES_PER_TOOL = 480;
/** What tools/list shows of a tool is its `description` (one or two sentences) and argument descriptions; `details` are for the manifest. */
const DESCRIPTION_CHARS = 120;
const ARGUMENT_CHARS = 60;
/** Every tool name this project knows: the contract's and the registry's (extensions). */
const KNOWN = new Set([...CONTRACT_TOOL_NAMES, ...REGISTERED]);

/** Every known tool name `text` mentions. */
const toolsIn = (text: string) => [
  ...new Set([...text.matchAll(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g)].map((m) => m[0]).filter((n) => KNOWN.has(n))),
];
const unregisteredIn = (text: string) => toolsIn(text).filter((n) => !REGISTERED.has(n));

const env = (
  has: (n: string) => boolean,
  features: string[] = [],
  generator = { kind: 'offline', model: null as string | null },
): GuideEnv => ({
  has,
  features: new Set(features),
  generator,
});
/** This server: its registry and the features its areas declare. */
const FEATURES = areas.flatMap((a): readonly string[] => ('features' in a ? (a.features as readonly string[]) : []));
const actual = env((n) => REGISTERED.has(n), [...FEATURES]);
/** A server where every area of the contract is built. */
const complete = env((n) => KNOWN.has(n), ['webhooks', 'ab_runtime']);

describe('the guide only names registered tools', () => {
  it('every section renders strictly against this registry (nothing left to strip) and names no missing tool', () => {
    for (const id of GUIDE_SECTION_IDS) {
      const { body } = renderSection(id, actual, true);
      assert.deepEqual(unregisteredIn(body), [], id);
    }
  });

  it('every workflow names only registered tools; a missing step is one honest line', () => {
    for (const t of WORKFLOW_TASK_TYPES) {
      const w = renderWorkflow(WORKFLOWS[t], actual, true);
      assert.deepEqual(unregisteredIn(JSON.stringify(w)), [], t);
      for (const s of w.steps) if (s.tool === null) assert.match(s.purpose, /^Not available on this server yet: /, t);
      assert.ok(
        w.steps.some((s) => s.tool !== null),
        `${t} still has steps that work`,
      );
    }
    const domain = renderWorkflow(WORKFLOWS.domain_setup, actual);
    if (available(actual, 'custom_domains')) assert.ok(domain.steps.every((s) => s.tool !== null));
    else {
      assert.ok(domain.steps.some((s) => s.tool === null && /custom domains/.test(s.purpose)));
      assert.match(domain.summary, /^Not available on this server yet: custom domains/);
    }
  });

  it('the docs document names no missing tool and says which generator runs', () => {
    const md = guideMarkdown(actual);
    assert.deepEqual(unregisteredIn(md), []);
    assert.match(md, /offline generator/);
    assert.doesNotMatch(md, /15-60 s/);
    const llm = guideMarkdown(env((n) => REGISTERED.has(n), [...FEATURES], { kind: 'openai', model: 'gpt-x' }));
    assert.match(llm, /\*\*LLM\*\* \(OpenAI-compatible API, model `gpt-x`\)/);
    assert.doesNotMatch(llm, /offline generator/);
  });

  it('areas that are not built say so plainly, and become truthful when their tools are registered', () => {
    const cases: Array<[keyof typeof CAPABILITIES, (typeof GUIDE_SECTION_IDS)[number], string]> = [
      ['functions', 'functions', 'invoke_function'],
      ['secrets', 'secrets_integrations', 'list_secret_keys'],
      ['ab_tests', 'ab_testing', 'create_ab_test'],
      ['agency', 'agency', 'agency_create_claim_link'],
      ['platform_requests', 'platform_requests', 'create_platform_request'],
      ['custom_domains', 'domains', 'add_custom_domain'],
      ['webhooks', 'agents', 'X-SVC-Signature'],
    ];
    for (const [cap, section, marker] of cases) {
      const now = renderSection(section, actual).body;
      const built = available(actual, cap);
      assert.equal(
        now.includes(`Not available on this server yet: ${CAPABILITIES[cap].label}`),
        !built,
        `${section} says whether ${cap} is built`,
      );
      assert.equal(now.includes(marker), built, `${section} describes ${marker} only when ${cap} is built`);
      const full = renderSection(section, complete, true).body;
      assert.ok(full.includes(marker), `${section} describes ${marker} once the area is built`);
      assert.ok(!full.includes(`Not available on this server yet: ${CAPABILITIES[cap].label}`), `${section}: no longer "not available"`);
    }
    // A partly built area is not built: one missing tool keeps the honest text.
    const partly = env((n) => KNOWN.has(n) && n !== 'delete_secret', ['webhooks']);
    assert.match(renderSection('secrets_integrations', partly).body, /Not available on this server yet: app secrets/);
  });

  it('with every area built, the guide is the full text and still within its size', () => {
    for (const id of GUIDE_SECTION_IDS) {
      const words = renderSection(id, complete, true).body.split(/\s+/).length;
      assert.ok(words >= 120 && words <= 470, `${id}: ${words} words`);
    }
    for (const t of WORKFLOW_TASK_TYPES)
      assert.ok(
        renderWorkflow(WORKFLOWS[t], complete, true).steps.every((s) => s.tool !== null),
        t,
      );
  });

  it('an unmarked mention of a missing tool is caught in strict mode and stripped otherwise', () => {
    // The examples name a contract tool this server lacks, whichever is still missing as areas land.
    const missing = [...CONTRACT_TOOL_NAMES].find((n) => !REGISTERED.has(n));
    if (missing) {
      assert.throws(() => renderText(`Use \`${missing}\` to attach it.`, actual, true), new RegExp(missing));
      assert.equal(renderText(`Use \`${missing}\` to attach it.\nNext line.`, actual), 'Next line.');
      assert.equal(
        renderText(`- \`delete_entity_records\`, \`${missing}\`, \`remove_app_member\`.`, actual),
        '- `delete_entity_records`, `remove_app_member`.',
      );
    }
    assert.throws(() => renderText('@if nonsense\nx\n@end', actual), /neither an area nor a tool/);
  });

  it('every section has a one-line summary', () => {
    for (const id of GUIDE_SECTION_IDS) {
      const s = GUIDE_SECTIONS[id].summary;
      assert.ok(s.length >= 20 && s.length <= 160 && !s.includes('\n'), id);
    }
  });

  it('no tool description, details or input schema of the registry names a missing tool', () => {
    for (const t of allTools)
      assert.deepEqual(
        unregisteredIn(`${fullDescription(t)} ${JSON.stringify(z.toJSONSchema(t.input, { io: 'input', unrepresentable: 'any' }))}`),
        [],
        t.name,
      );
  });

  it('tool and argument descriptions are short (tools/list shows them uncut; longer text goes in details)', () => {
    const long: string[] = [];
    const walk = (s: unknown, where: string) => {
      if (!s || typeof s !== 'object') return;
      if (Array.isArray(s)) return s.forEach((x) => walk(x, where));
      const o = s as Record<string, unknown>;
      if (typeof o.description === 'string' && where.includes('.') && o.description.length > ARGUMENT_CHARS)
        long.push(`${where}: ${o.description.length} characters`);
      for (const [k, v] of Object.entries(o)) walk(v, k === 'properties' || k === 'items' || k === 'anyOf' ? where : `${where}.${k}`);
    };
    for (const t of allTools) {
      if (t.description.length > DESCRIPTION_CHARS || /\n/.test(t.description)) long.push(`${t.name}: ${t.description.length} characters`);
      walk(z.toJSONSchema(t.input, { io: 'input', unrepresentable: 'any' }), t.name);
    }
    assert.deepEqual(long, []);
  });
});

describe(`the guide as agents get it [${TEST_DB}]`, () => {
  let svc: TestService;
  let token: string;
  before(async () => {
    svc = await startTestService({ SVC_RATE_PER_MINUTE: '1000' });
    const a = await svc.createAccount();
    token = await svc.createToken(a.id);
  });
  after(() => svc?.stop());
  const call = async (tool: string, args: unknown) => {
    const res = await fetch(`${svc.baseUrl}/api/mcp/tools/${tool}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(args),
    });
    assert.equal(res.status, 200, tool);
    return { text: await res.clone().text(), body: (await res.json()) as any };
  };

  it('GET /api/mcp/docs, every guide section, every workflow, tools/list and the tool hints name only registered tools', async () => {
    const seen: string[] = [];
    const docs = await (await fetch(`${svc.baseUrl}/api/mcp/docs`)).text();
    seen.push(...unregisteredIn(docs).map((n) => `docs: ${n}`));
    const index = await call('get_platform_guide', {});
    seen.push(...unregisteredIn(index.text).map((n) => `index: ${n}`));
    const all = await call('get_platform_guide', { sections: [...GUIDE_SECTION_IDS] });
    seen.push(...unregisteredIn(all.text).map((n) => `sections: ${n}`));
    for (const t of WORKFLOW_TASK_TYPES) {
      seen.push(...unregisteredIn((await call('get_recommended_workflow', { task_type: t })).text).map((n) => `${t}: ${n}`));
      seen.push(...unregisteredIn((await call('get_platform_guide', { task_type: t })).text).map((n) => `guide ${t}: ${n}`));
    }
    const list = await fetch(`${svc.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    seen.push(...unregisteredIn(await list.text()).map((n) => `tools/list: ${n}`));
    const manifest = await (await fetch(`${svc.baseUrl}/api/mcp/manifest`)).text();
    seen.push(...unregisteredIn(manifest).map((n) => `manifest: ${n}`));
    // A tool result's hints: get_app_links on an app without a custom domain.
    const appId = await svc.createApp((await svc.services.identity.authenticate(token))!.accountId);
    seen.push(...unregisteredIn((await call('get_app_links', { app_id: appId })).text).map((n) => `get_app_links: ${n}`));
    assert.deepEqual(seen, []);
  });

  it('tools/list is concise, and the SDK client parses it', async () => {
    const res = await fetch(`${svc.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    const text = await res.text();
    // Output schemas, titles, scopes and details are published by the manifest and OpenAPI, not in tools/list (docs/decisions.md).
    const listed = JSON.parse(text).result.tools as any[];
    assert.ok(
      !listed.some((t) => 'outputSchema' in t || 'title' in t || '_meta' in t),
      'tools/list carries no outputSchema, title or _meta',
    );
    const bytes = Buffer.byteLength(text);
    assert.ok(bytes < TOOLS_LIST_MAX_BYTES, `tools/list is ${bytes} bytes (bound ${TOOLS_LIST_MAX_BYTES})`);
    assert.ok(
      bytes <= TOOLS_LIST_BYTES_PER_TOOL * REGISTERED.size,
      `tools/list is ${bytes} bytes for ${REGISTERED.size} tools (bound ${TOOLS_LIST_BYTES_PER_TOOL} per tool)`,
    );
    const client = new Client({ name: 't', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${svc.baseUrl}/api/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      }),
    );
    const { tools } = await client.listTools();
    assert.equal(tools.length, REGISTERED.size);
    for (const t of tools) {
      // The description is the registry's own, uncut.
      assert.equal(t.description, allTools.find((d) => d.name === t.name)!.description, t.name);
      assert.equal(t.inputSchema.type, 'object');
    }
    const publish = tools.find((t) => t.name === 'publish_app')!;
    assert.deepEqual((publish.inputSchema.properties as any).access_mode.enum, ['infer', 'public_open', 'public_auth', 'private', 'keep']);
    await client.close();
  });

  it('get_platform_guide without sections is a short index; with sections, the text', async () => {
    const index = await call('get_platform_guide', {});
    assert.ok(index.text.length < 6000, `index is ${index.text.length} bytes`);
    assert.deepEqual(
      index.body.index.map((s: any) => s.id),
      [...GUIDE_SECTION_IDS],
    );
    assert.equal(index.body.sections, undefined);
    assert.match(index.body.generator, /offline generator/);
    const one = await call('get_platform_guide', { sections: ['publishing'] });
    assert.equal(one.body.sections.length, 1);
    assert.ok(one.body.sections[0].body.length > 1000);
  });
});
