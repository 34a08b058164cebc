// The offline generator's edit tests share these: a base app generated once per prompt, an edit applied
// to it, and readers of the entity files the edit leaves.
import assert from 'node:assert/strict';
import { editApp, generateApp } from '../../src/generation/offline/index.ts';

export type EntityField = { name: string; type: string; required?: boolean; values?: string[]; target?: string };
export type Files = Record<string, string>;

const bases = new Map<string, ReturnType<typeof generateApp>>();

/** The app the offline generator makes from `prompt` (made once per prompt and test file). */
export function baseApp(prompt: string) {
  if (!bases.has(prompt)) bases.set(prompt, generateApp({ prompt, name: 'Test App' }));
  const app = bases.get(prompt)!;
  assert.ok(app.ok, 'the base app generates');
  if (!app.ok) throw new Error('unreachable');
  return app;
}

/** Applies the edit `prompt` to the base app of `basePrompt`: the result, the files after it and before it. */
export function editOnBase(basePrompt: string, prompt: string) {
  const app = baseApp(basePrompt);
  const r = editApp({ files: app.files, prompt, app_name: 'Test App', settings: app.settings });
  const files: Files = { ...app.files };
  if (r.ok) {
    Object.assign(files, r.files_written);
    for (const p of r.files_deleted) delete files[p];
  }
  return { r, files, before: app.files };
}

export function fieldsOf(files: Files, entity: string): EntityField[] | undefined {
  const src = files[`entities/${entity}.json`];
  return src ? (JSON.parse(src).fields as EntityField[]) : undefined;
}

export const fieldNamed = (files: Files, entity: string, name: string) => fieldsOf(files, entity)?.find((f) => f.name === name);

export const linked = (files: Files, from: string, to: string) =>
  !!fieldsOf(files, from)?.some((f) => f.type === 'relation' && f.target === to);
