/**
 * Pages that drift from the data: a page or form whose field list (`const FIELDS = [...]`, as the
 * generators write it) names a field the entity schema does not have, shows a field with a widget of
 * another type, or a form that leaves out a field of the schema. Only pages that declare such a list
 * and read one entity are checked; hand-written pages without one are left alone.
 */
import type { Located } from './analyze.ts';
import type { Emit } from './json-files.ts';

const BUILTIN = new Set(['id', 'created_date', 'updated_date', 'created_by']);
const MARKER = /^\/\/ fine-structure:page (\{.*\})$/m;

type SchemaField = { name: string; type: string };

function schemaFields(content: string | undefined): SchemaField[] | undefined {
  if (!content) return undefined;
  try {
    const j = JSON.parse(content) as { fields?: unknown };
    if (!Array.isArray(j.fields)) return undefined;
    return j.fields.filter((f): f is SchemaField => !!f && typeof f.name === 'string' && typeof f.type === 'string');
  } catch {
    return undefined;
  }
}

function pageFields(content: string): { fields: SchemaField[]; offset: number } | undefined {
  const m = /\bconst FIELDS = (\[[\s\S]*?\n\]);/.exec(content);
  if (!m) return undefined;
  try {
    const list = JSON.parse(m[1].replace(/,\s*\]$/, ']')) as unknown; // generated lists end with a comma
    if (!Array.isArray(list)) return undefined;
    return {
      fields: list.filter((f): f is SchemaField => !!f && typeof f.name === 'string' && typeof f.type === 'string'),
      offset: m.index,
    };
  } catch {
    return undefined;
  }
}

function locate(content: string, needle: string, from: number): Located {
  const i = content.indexOf(needle, from);
  if (i < 0) return { line: null, column: null };
  const before = content.slice(0, i);
  const line = before.split('\n').length;
  return { line, column: i - before.lastIndexOf('\n') };
}

/** The entity a page shows: its generator marker, else the one entity it reads through the SDK. */
function pageEntity(content: string): { entity: string; form: boolean } | undefined {
  const marker = MARKER.exec(content);
  if (marker) {
    try {
      const j = JSON.parse(marker[1]) as { entity?: unknown; role?: unknown };
      if (typeof j.entity === 'string') return { entity: j.entity, form: j.role === 'form' };
    } catch {
      // fall through to the SDK calls
    }
  }
  const used = new Set([...content.matchAll(/\bsvc\.entities\.([A-Z][A-Za-z0-9_]*)\b/g)].map((m) => m[1]));
  return used.size === 1 ? { entity: [...used][0], form: /<RecordForm\b/.test(content) } : undefined;
}

export function checkSchemaDrift(files: ReadonlyMap<string, string>, emit: Emit): void {
  for (const [path, content] of files) {
    if (!/^pages\/[^/]+\.jsx$/.test(path)) continue;
    const listed = pageFields(content);
    if (!listed) continue;
    const target = pageEntity(content);
    if (!target) continue;
    const schemaPath = `entities/${target.entity}.json`;
    const schema = schemaFields(files.get(schemaPath));
    if (!schema) continue;
    const byName = new Map(schema.map((f) => [f.name, f]));
    for (const f of listed.fields) {
      if (BUILTIN.has(f.name)) continue;
      const loc = locate(content, `"name":"${f.name}"`, listed.offset);
      const s = byName.get(f.name);
      if (!s) {
        emit(
          'page-field-unknown',
          path,
          loc,
          `${path} shows the field "${f.name}", which ${schemaPath} does not have`,
          `Remove it from FIELDS (and COLUMNS), or add the field to ${schemaPath}; regenerate the page with update_app if it was generated.`,
        );
      } else if (s.type !== f.type) {
        emit(
          'page-field-type',
          path,
          loc,
          `${path} shows "${f.name}" as ${f.type}, but ${schemaPath} says ${s.type}`,
          `Set its type to "${s.type}" in FIELDS so the right widget is used.`,
        );
      }
    }
    if (target.form) {
      const shown = new Set(listed.fields.map((f) => f.name));
      const missing = schema.filter((f) => !shown.has(f.name) && !BUILTIN.has(f.name));
      if (missing.length)
        emit(
          'form-field-missing',
          path,
          { line: locate(content, 'const FIELDS', 0).line, column: 1 },
          `${path} has no input for ${missing.map((f) => `"${f.name}"`).join(', ')} of ${schemaPath}`,
          `Add ${missing.length === 1 ? 'it' : 'them'} to FIELDS so the form can set ${missing.length === 1 ? 'it' : 'them'}.`,
        );
    }
  }
}
