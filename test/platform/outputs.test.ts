import assert from 'node:assert/strict';
import test from 'node:test';
import { allTools } from '../../src/areas.ts';

/**
 * Tools whose output schema is still to be written (security policies and audit, publish_app and inspect_preview).
 * The list may only shrink: a tool that gains an `output` must leave it, and a new tool must
 * declare one (the scenario runner then checks every successful result against it).
 */
const WITHOUT_OUTPUT_YET = ['publish_app', 'inspect_preview'];

test('every tool declares an output schema (except the listed ones still to do)', () => {
  const missing = allTools.filter((t) => !t.output).map((t) => t.name);
  assert.deepEqual(
    missing.filter((n) => !WITHOUT_OUTPUT_YET.includes(n)),
    [],
    'new tools declare `output`',
  );
  assert.deepEqual(
    WITHOUT_OUTPUT_YET.filter((n) => !missing.includes(n)),
    [],
    'these tools declare an output now: remove them from WITHOUT_OUTPUT_YET',
  );
});

test('output schemas are objects (MCP outputSchema must describe an object)', () => {
  for (const t of allTools) {
    if (!t.output) continue;
    const json = (t.output as { toJSONSchema?: () => unknown }).toJSONSchema?.() as { type?: string } | undefined;
    assert.equal(json?.type, 'object', `${t.name}: output schema type`);
  }
});
