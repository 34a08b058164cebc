import assert from 'node:assert/strict';
import test from 'node:test';
import { allTools } from '../../src/areas.ts';

/** Every tool declares an output schema: the scenario runner checks every successful result against it. */
test('every tool declares an output schema', () => {
  const missing = allTools.filter((t) => !t.output).map((t) => t.name);
  assert.deepEqual(missing, [], 'these tools declare no `output`');
});

test('output schemas are objects (MCP outputSchema must describe an object)', () => {
  for (const t of allTools) {
    if (!t.output) continue;
    const json = (t.output as { toJSONSchema?: () => unknown }).toJSONSchema?.() as { type?: string } | undefined;
    assert.equal(json?.type, 'object', `${t.name}: output schema type`);
  }
});
