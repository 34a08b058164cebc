import assert from 'node:assert/strict';
import { allTools } from '../../src/areas.ts';

const byName = new Map(allTools.map((t) => [t.name, t]));

/**
 * A successful result matches the tool's declared output schema exactly: every declared field has
 * its type, and no field is undeclared (zod drops unknown keys when parsing, so the parsed value
 * must equal the result).
 */
export function assertMatchesOutput(tool: string, result: unknown): void {
  const def = byName.get(tool);
  if (!def?.output) return;
  const parsed = def.output.safeParse(result);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(result)'}: ${i.message}`)
      .join('; ');
    assert.fail(`${tool}: the result does not match its output schema: ${issues}`);
  }
  assert.deepEqual(parsed.data, result, `${tool}: the result has fields its output schema does not declare`);
}
