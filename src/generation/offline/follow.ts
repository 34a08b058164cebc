/**
 * Pages that follow an entity schema changed outside an edit (update_entity_schema, create_entity_schema):
 * the generated pages are rendered from the app as it was and as it is with the new schema, and a page is
 * re-rendered only when its file is still exactly what the generator made from the old schema. A page
 * someone changed by hand is left alone (validate_app reports its drift; the next edit by prompt syncs it).
 */
import { parseApp } from './edit-parse.ts';
import { dropEntity, moveEntity } from './edit-records.ts';
import { renderAll } from './render.ts';
import type { AppModel, EditInput } from './types.ts';

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

const SCHEMA_PATH = /^entities\/([A-Za-z0-9_]+)\.json$/;

function fieldsKey(text: string | undefined): string | undefined {
  try {
    const json = JSON.parse(text ?? '') as { fields?: unknown };
    return JSON.stringify(json.fields ?? []);
  } catch {
    return undefined;
  }
}

/**
 * Entity files a write removes, and where each went: a removed `entities/X.json` whose fields reappear
 * in a new entity file was renamed (rename_app_file, or a change set deleting one and adding the other).
 */
function removedEntities(files: Record<string, string>, upserts: Record<string, string>, deletes: string[]): Map<string, string | null> {
  const added = Object.keys(upserts).filter((p) => SCHEMA_PATH.test(p) && !(p in files));
  const out = new Map<string, string | null>();
  for (const path of deletes) {
    const m = SCHEMA_PATH.exec(path);
    if (!m || !(path in files) || path in upserts) continue;
    const key = fieldsKey(files[path]);
    const to = added.find(
      (p) => key !== undefined && fieldsKey(upserts[p]) === key && ![...out.values()].includes(SCHEMA_PATH.exec(p)![1]),
    );
    out.set(m[1], to ? SCHEMA_PATH.exec(to)![1] : null);
  }
  return out;
}

/**
 * The same rule for a write of several files (write_app_file, apply_change_set, rename_app_file): when
 * it changes entity schema files, the pages still exactly what the generator made from the tree before
 * the write are re-rendered from the tree after it. When it removes an entity file, that entity's
 * untouched pages are deleted (null), the Layout navigation and home drop it, and other entity files'
 * relation fields to it are removed; when it renames one, its pages are rendered under the new name
 * and relations follow. Paths the write names itself are left to the caller.
 */
export function followFiles(input: {
  files: Record<string, string>;
  appName: string;
  settings?: EditInput['settings'];
  upserts: Record<string, string>;
  deletes: string[];
}): Record<string, string | null> {
  const next: Record<string, string> = { ...input.files, ...input.upserts };
  for (const path of input.deletes) delete next[path];
  const mine = (path: string) => path in input.upserts || input.deletes.includes(path);
  const removed = removedEntities(input.files, input.upserts, input.deletes);
  const out: Record<string, string | null> = {};

  // Other entity files follow first: relation fields to a removed entity go, to a renamed one point at its new name.
  if (removed.size) {
    for (const [path, text] of Object.entries(next)) {
      if (!SCHEMA_PATH.test(path) || mine(path)) continue;
      let json: { fields?: Array<Record<string, unknown>> };
      try {
        json = JSON.parse(text);
      } catch {
        continue;
      }
      if (!Array.isArray(json.fields)) continue;
      let changed = false;
      const fields = json.fields.flatMap((f) => {
        const target = f && f.type === 'relation' && typeof f.target === 'string' ? f.target : undefined;
        if (!target || !removed.has(target)) return [f];
        changed = true;
        const to = removed.get(target);
        return to ? [{ ...f, target: to }] : [];
      });
      if (!changed) continue;
      // an index on a relation field that went goes with it
      const names = new Set(fields.map((f) => f?.name));
      const withIndexes = Array.isArray((json as { indexes?: unknown }).indexes)
        ? {
            ...json,
            fields,
            indexes: ((json as { indexes: unknown[] }).indexes ?? []).filter(
              (ix) => !Array.isArray(ix) || ix.every((n) => names.has(n as string)),
            ),
          }
        : { ...json, fields };
      const content = `${JSON.stringify(withIndexes, null, 2)}\n`;
      next[path] = content;
      out[path] = content;
    }
  }

  let model: AppModel;
  let before: Record<string, string>;
  let after: Record<string, string>;
  try {
    model = parseApp(input.files, input.appName, input.settings).model;
    before = renderAll(model);
    const parsedAfter = parseApp(next, input.appName, input.settings).model;
    if (removed.size) {
      // Start from the app as it was (page names, navigation order, icons) and move or drop the entities,
      // then take every schema as the write leaves it.
      const m = structuredClone(model);
      for (const [old, to] of removed) {
        if (to) {
          moveEntity(m, old, to, input.files);
          for (const p of m.customPages) if (p.entity === old) p.entity = to;
        } else {
          dropEntity(m, old);
          m.customPages = m.customPages.filter((p) => p.entity !== old);
        }
      }
      m.entities = m.entities.flatMap((e) => parsedAfter.entities.filter((x) => x.name === e.name));
      after = renderAll(m);
    } else {
      after = renderAll(parsedAfter);
    }
  } catch {
    return {}; // a schema file is not JSON (before or after): nothing can be rendered, the write itself goes on
  }
  const renamedTo = new Set([...removed.values()].filter((x): x is string => !!x));
  for (const [path, content] of Object.entries(after)) {
    if (mine(path) || SCHEMA_PATH.test(path)) continue;
    const generated = path.startsWith('pages/') || path === 'Layout.jsx';
    if (!generated) continue;
    if (path in input.files) {
      const current = input.files[path];
      if (current === before[path] && current !== content) out[path] = content;
    } else if (renamedTo.size && !(path in before) && pageEntity(content, renamedTo)) {
      out[path] = content; // a renamed entity's pages, under its new name
    }
  }
  // The pages of a removed or renamed entity the generator made and nobody changed are deleted with it.
  if (removed.size) {
    for (const [path, content] of Object.entries(before)) {
      if (!path.startsWith('pages/') || path in after || mine(path) || input.files[path] !== content) continue;
      out[path] = null;
    }
  }
  return out;
}

/** Whether a generated page belongs to one of these entities (its marker line says so). */
function pageEntity(content: string, entities: ReadonlySet<string>): boolean {
  const m = /^\/\/ fine-structure:page (\{.*\})/.exec(content);
  if (!m) return false;
  try {
    const marker = JSON.parse(m[1]) as { entity?: unknown };
    return typeof marker.entity === 'string' && entities.has(marker.entity);
  } catch {
    return false;
  }
}
