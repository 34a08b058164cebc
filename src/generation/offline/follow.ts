/**
 * Pages that follow an entity schema changed outside an edit (update_entity_schema, create_entity_schema):
 * the generated pages are rendered from the app as it was and as it is with the new schema, and a page is
 * re-rendered only when its file is still exactly what the generator made from the old schema. A page
 * someone changed by hand is left alone (validate_app reports its drift; the next edit by prompt syncs it).
 */
import { parseApp } from './edit.ts';
import { renderAll } from './render.ts';
import type { EditInput } from './types.ts';

export function followSchema(input: {
  files: Record<string, string>;
  appName: string;
  settings?: EditInput['settings'];
  entity: string;
  after: string;
}): Record<string, string> {
  const schemaPath = `entities/${input.entity}.json`;
  let before: Record<string, string>;
  let after: Record<string, string>;
  try {
    before = renderAll(parseApp(input.files, input.appName, input.settings).model);
    after = renderAll(parseApp({ ...input.files, [schemaPath]: input.after }, input.appName, input.settings).model);
  } catch {
    return {}; // another schema file is not JSON: nothing can be rendered from the app, the write itself goes on
  }
  const out: Record<string, string> = {};
  for (const [path, content] of Object.entries(after)) {
    if (!path.startsWith('pages/') || !(path in input.files)) continue;
    const current = input.files[path];
    if (current === before[path] && current !== content) out[path] = content;
  }
  return out;
}

/**
 * The same rule for a write of several files (write_app_file, apply_change_set): when it changes entity
 * schema files, the pages still exactly what the generator made from the tree before the write are
 * re-rendered from the tree after it. Paths the write names itself are left to the caller.
 */
export function followFiles(input: {
  files: Record<string, string>;
  appName: string;
  settings?: EditInput['settings'];
  upserts: Record<string, string>;
  deletes: string[];
}): Record<string, string> {
  const next: Record<string, string> = { ...input.files, ...input.upserts };
  for (const path of input.deletes) delete next[path];
  let before: Record<string, string>;
  let after: Record<string, string>;
  try {
    before = renderAll(parseApp(input.files, input.appName, input.settings).model);
    after = renderAll(parseApp(next, input.appName, input.settings).model);
  } catch {
    return {}; // a schema file is not JSON (before or after): nothing can be rendered, the write itself goes on
  }
  const out: Record<string, string> = {};
  for (const [path, content] of Object.entries(after)) {
    if (!path.startsWith('pages/') || !(path in input.files) || path in input.upserts || input.deletes.includes(path)) continue;
    const current = input.files[path];
    if (current === before[path] && current !== content) out[path] = content;
  }
  return out;
}
