// The entity schema the offline generator makes for a prompt, as the relation tables read it.
import assert from 'node:assert/strict';
import { generateApp } from '../../src/generation/offline/index.ts';

export type GeneratedField = { name: string; type: string; target?: string; required?: boolean; values?: string[] };
export type GeneratedSchema = Record<string, GeneratedField[]>;

/** Generates an app from `prompt` and returns its entities' fields by entity name; fails the test if generation fails. */
export function generatedSchema(prompt: string, appName = 'Generated App'): GeneratedSchema {
  const r = generateApp({ name: appName, prompt });
  if (!r.ok) assert.fail(`generation failed: ${r.error}`);
  const out: GeneratedSchema = {};
  for (const [path, raw] of Object.entries(r.files)) {
    const m = /^entities\/(\w+)\.json$/.exec(path);
    if (m) out[m[1]] = (JSON.parse(raw) as { fields: GeneratedField[] }).fields;
  }
  return out;
}

/** Whether entity `from` has a relation field pointing at `to`. */
export const refers = (s: GeneratedSchema, from: string, to: string) =>
  (s[from] ?? []).some((f) => f.type === 'relation' && f.target === to);
