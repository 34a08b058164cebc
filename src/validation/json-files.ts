/**
 * Checks of the JSON files of an app: entity schemas (entities/<Name>.json) and seo.json.
 * See docs/file-model.md for the shapes and the rule ids.
 */
import { SourceIndex, escapeRegExp, type Located } from './analyze.ts';
import { BUILTIN_FIELDS, FIELD_NAME_RE, FIELD_TYPES, ITEM_TYPES } from './entity-fields.ts';

/** How checks report: the validator turns these into issues. */
export type Emit = (rule: string, path: string, loc: Located | null, message: string, hint: string) => void;

const FIELD_KEYS = new Set(['name', 'type', 'required', 'default', 'label', 'description', 'values', 'items', 'target']);
const ENTITY_KEYS = new Set(['name', 'description', 'fields', 'indexes']);
const SEO_KEYS = new Set(['title', 'description', 'image', 'type', 'entity', 'match']);

/** Common wrong type names and the type meant. */
const TYPE_ALIASES: Record<string, string> = {
  str: 'string',
  varchar: 'string',
  char: 'string',
  uuid: 'string',
  textarea: 'text',
  longtext: 'text',
  markdown: 'text',
  richtext: 'text',
  int: 'integer',
  bigint: 'integer',
  float: 'number',
  double: 'number',
  decimal: 'number',
  numeric: 'number',
  currency: 'number',
  money: 'number',
  bool: 'boolean',
  timestamp: 'datetime',
  'date-time': 'datetime',
  time: 'string',
  json: 'object',
  map: 'object',
  list: 'array',
  ref: 'relation',
  reference: 'relation',
  foreign_key: 'relation',
  fk: 'relation',
  link: 'relation',
  select: 'enum',
  choice: 'enum',
  options: 'enum',
  phone: 'string',
  image: 'url',
  file: 'url',
  uri: 'url',
};

/** Keys agents often write instead of the documented ones. */
const KEY_ALIASES: Record<string, string> = {
  enum: 'values',
  options: 'values',
  choices: 'values',
  ref: 'target',
  reference: 'target',
  entity: 'target',
  references: 'target',
  related_entity: 'target',
  title: 'label',
  isRequired: 'required',
  default_value: 'default',
  item_type: 'items',
  itemType: 'items',
};

function snake(name: string): string {
  const s = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .toLowerCase()
    .replace(/^_+|_+$/g, '');
  return /^[a-z_]/.test(s) ? s : `f_${s}`;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v)}`;
  return `${typeof v === 'object' ? 'an object' : `the ${typeof v} ${String(v)}`}`;
}

const JSON_HINT = 'JSON needs double-quoted keys and strings, commas between items, no trailing commas and no comments.';

/**
 * The offset of the first JSON syntax error in `src` (strict JSON), or -1. V8's JSON.parse does not
 * always say where it failed (e.g. for a trailing comma before `]`), so this scanner finds the place.
 */
export function jsonErrorOffset(src: string): number {
  let i = 0;
  const n = src.length;
  const ws = (): void => {
    while (i < n && (src[i] === ' ' || src[i] === '\n' || src[i] === '\r' || src[i] === '\t')) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const str = (): void => {
    if (src[i] !== '"') fail();
    i++;
    while (i < n && src[i] !== '"') {
      const c = src.charCodeAt(i);
      if (c < 0x20) fail();
      if (src[i] === '\\') {
        i++;
        if (src[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(src.slice(i + 1, i + 5))) fail();
          i += 5;
          continue;
        }
        if (!'"\\/bfnrt'.includes(src[i] ?? 'x')) fail();
      }
      i++;
    }
    if (i >= n) fail();
    i++;
  };
  const value = (): void => {
    ws();
    const c = src[i];
    if (c === '{') {
      i++;
      ws();
      if (src[i] === '}') return void i++;
      for (;;) {
        ws();
        str();
        ws();
        if (src[i] !== ':') fail();
        i++;
        value();
        ws();
        if (src[i] === ',') {
          i++;
          continue;
        }
        if (src[i] === '}') return void i++;
        fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (src[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (src[i] === ',') {
          i++;
          continue;
        }
        if (src[i] === ']') return void i++;
        fail();
      }
    }
    if (c === '"') return str();
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(src.slice(i, i + 400));
    if (!m) fail();
    i += m![0].length;
  };
  try {
    value();
    ws();
    return i < n ? i : -1;
  } catch (at) {
    return typeof at === 'number' ? Math.min(at, n) : 0;
  }
}

/** JSON.parse with a located error message. */
export function parseJson(content: string): { ok: true; value: unknown } | { ok: false; message: string; loc: Located } {
  try {
    return { ok: true, value: JSON.parse(content) };
  } catch (e) {
    const raw = e instanceof Error ? e.message : String(e);
    const offset = jsonErrorOffset(content);
    const loc: Located = offset >= 0 ? new SourceIndex(content).at(offset) : { line: null, column: null };
    let message = raw
      .replace(/\s*(?:in JSON )?at position \d+.*$/s, '')
      .replace(/^(Unexpected token '.+?'),[\s\S]*$/, '$1')
      .replace(/^JSON\.parse: /, '');
    if (offset > 0 && /^[\]}]/.test(content.slice(offset)) && /,\s*$/.test(content.slice(0, offset)))
      message += ' (a trailing comma before it)';
    if (content.trim() === '') message = 'the file is empty';
    return { ok: false, message, loc };
  }
}

/** Finds the line of `"<key>": …` or of a field by name inside a JSON file. */
function locator(content: string): { key: (key: string) => Located; field: (name: string) => Located } {
  const idx = new SourceIndex(content);
  return {
    key: (key) => idx.find(new RegExp(`"${escapeRegExp(key)}"\\s*:`)),
    field: (name) => idx.find(new RegExp(`"name"\\s*:\\s*"${escapeRegExp(name)}"`)),
  };
}

function closest(name: string, candidates: Iterable<string>): string | null {
  const lower = name.toLowerCase();
  for (const c of candidates) if (c.toLowerCase() === lower) return c;
  return null;
}

function defaultMismatch(field: Record<string, unknown>, type: string): string | null {
  const d = field.default;
  if (d === undefined || d === null) return null;
  switch (type) {
    case 'string':
    case 'text':
    case 'email':
    case 'url':
    case 'relation':
      return typeof d === 'string' ? null : 'a string';
    case 'number':
      return typeof d === 'number' && Number.isFinite(d) ? null : 'a number';
    case 'integer':
      return Number.isInteger(d) ? null : 'an integer';
    case 'boolean':
      return typeof d === 'boolean' ? null : 'true or false';
    case 'date':
      return typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d)) ? null : 'a date string YYYY-MM-DD';
    case 'datetime':
      return typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d) && !Number.isNaN(Date.parse(d)) ? null : 'an ISO 8601 date-time string';
    case 'enum': {
      const values = Array.isArray(field.values) ? field.values : [];
      return values.includes(d) ? null : `one of the enum values (${values.map((v) => JSON.stringify(v)).join(', ')})`;
    }
    case 'array':
      return Array.isArray(d) ? null : 'an array';
    case 'object':
      return isPlainObject(d) ? null : 'an object';
    default:
      return null;
  }
}

/**
 * Checks one entity schema. `entityNames` holds the names of every entities/<Name>.json in the app
 * (relation targets must be among them).
 */
export function checkEntitySchema(path: string, content: string, entityNames: ReadonlySet<string>, emit: Emit): void {
  const fileName = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
  const parsed = parseJson(content);
  if (!parsed.ok) {
    emit(
      'entity-json',
      path,
      parsed.loc,
      `${path} is not valid JSON: ${parsed.message}`,
      `${JSON_HINT} Example: {"name":"${fileName}","fields":[{"name":"title","type":"string","required":true}]}`,
    );
    return;
  }
  const schema = parsed.value;
  const at = locator(content);
  if (!isPlainObject(schema)) {
    emit(
      'entity-shape',
      path,
      { line: 1, column: 1 },
      `${path} must contain a JSON object, not ${describe(schema)}`,
      `Write {"name":"${fileName}","description":"","fields":[...]}.`,
    );
    return;
  }
  // name
  if (schema.name === undefined) {
    emit(
      'entity-name-mismatch',
      path,
      { line: 1, column: 1 },
      `${path} has no "name"; it must be "${fileName}"`,
      `Add "name": "${fileName}" (the entity name is the file name).`,
    );
  } else if (schema.name !== fileName) {
    emit(
      'entity-name-mismatch',
      path,
      at.key('name'),
      `${path} declares the name ${describe(schema.name)} but the file name says "${fileName}"`,
      `Set "name": "${fileName}", or rename the file to entities/<Name>.json with rename_app_file so both agree.`,
    );
  }
  if (schema.description !== undefined && typeof schema.description !== 'string') {
    emit(
      'entity-shape',
      path,
      at.key('description'),
      `${path}: "description" must be a string`,
      'Write "description": "what a record represents".',
    );
  }
  for (const key of Object.keys(schema)) {
    if (ENTITY_KEYS.has(key) || key === 'properties' || key === 'required') continue;
    emit(
      'unknown-key',
      path,
      at.key(key),
      `${path} has the unknown top-level key "${key}"`,
      'An entity schema has only "name", "description", "fields" and "indexes"; remove the key.',
    );
  }
  // fields
  if (schema.fields === undefined) {
    const jsonSchema = isPlainObject(schema.properties);
    emit(
      'entity-shape',
      path,
      jsonSchema ? at.key('properties') : { line: 1, column: 1 },
      jsonSchema ? `${path} uses JSON Schema "properties"; entity schemas list their fields in "fields"` : `${path} has no "fields" list`,
      jsonSchema
        ? 'Convert each property to a field: "properties": {"title": {"type": "string"}} becomes "fields": [{"name": "title", "type": "string"}]; mark required fields with "required": true on the field.'
        : 'Add "fields": [{"name":"title","type":"string","required":true}, ...] (an empty list is allowed).',
    );
  } else if (!Array.isArray(schema.fields)) {
    emit(
      'entity-shape',
      path,
      at.key('fields'),
      `${path}: "fields" must be a list, not ${describe(schema.fields)}`,
      'Write "fields": [{"name":"title","type":"string"}, ...].',
    );
  } else {
    checkFields(path, schema.fields, entityNames, emit, at);
  }
  if (schema.required !== undefined) {
    emit(
      'unknown-key',
      path,
      at.key('required'),
      `${path} has a top-level "required" list`,
      'Mark required fields on the field itself: {"name":"title","type":"string","required":true}.',
    );
  }
  // indexes
  if (schema.indexes !== undefined) {
    const fieldNames = new Set<string>(BUILTIN_FIELDS);
    if (Array.isArray(schema.fields))
      for (const f of schema.fields) if (isPlainObject(f) && typeof f.name === 'string') fieldNames.add(f.name);
    if (!Array.isArray(schema.indexes)) {
      emit(
        'entity-shape',
        path,
        at.key('indexes'),
        `${path}: "indexes" must be a list of field-name lists`,
        'Write "indexes": [["status"], ["project", "created_date"]].',
      );
    } else {
      schema.indexes.forEach((ix, i) => {
        if (!Array.isArray(ix) || ix.length === 0 || !ix.every((x) => typeof x === 'string')) {
          emit(
            'entity-shape',
            path,
            at.key('indexes'),
            `${path}: index #${i + 1} must be a non-empty list of field names, not ${describe(ix)}`,
            'Write each index as a list of field names: ["status"] or ["project", "created_date"].',
          );
          return;
        }
        for (const name of ix as string[]) {
          if (!fieldNames.has(name)) {
            emit(
              'entity-shape',
              path,
              at.key('indexes'),
              `${path}: index #${i + 1} names the unknown field "${name}"`,
              `Index only fields of the schema or built-ins: ${[...fieldNames].join(', ')}.`,
            );
          }
        }
      });
    }
  }
}

function checkFields(
  path: string,
  fields: unknown[],
  entityNames: ReadonlySet<string>,
  emit: Emit,
  at: { key: (key: string) => Located; field: (name: string) => Located },
): void {
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    const label = `field #${i + 1}`;
    if (!isPlainObject(field)) {
      emit(
        'entity-shape',
        path,
        at.key('fields'),
        `${path}: ${label} must be an object, not ${describe(field)}`,
        'Write each field as {"name":"title","type":"string"}.',
      );
      return;
    }
    const name = field.name;
    const loc = typeof name === 'string' ? at.field(name) : at.key('fields');
    const fname = typeof name === 'string' ? `field "${name}"` : label;
    if (typeof name !== 'string' || name === '') {
      emit('entity-field-name', path, loc, `${path}: ${label} has no "name"`, 'Give every field a snake_case "name", e.g. "due_date".');
    } else if ((BUILTIN_FIELDS as readonly string[]).includes(name)) {
      emit(
        'entity-field-name',
        path,
        loc,
        `${path}: ${fname} is a built-in field every record already has`,
        `Remove it: ${BUILTIN_FIELDS.join(', ')} are added automatically.`,
      );
    } else if (!FIELD_NAME_RE.test(name)) {
      emit(
        'entity-field-name',
        path,
        loc,
        `${path}: ${fname} is not snake_case (^[a-z_][a-z0-9_]*$)`,
        `Rename it to "${snake(name)}" and update the code that reads it.`,
      );
    } else if (seen.has(name)) {
      emit('entity-field-name', path, loc, `${path}: ${fname} is declared twice`, 'Remove or rename one of the two fields.');
    }
    if (typeof name === 'string') seen.add(name);

    for (const key of Object.keys(field)) {
      if (FIELD_KEYS.has(key)) continue;
      const meant = KEY_ALIASES[key];
      emit(
        'unknown-key',
        path,
        loc,
        `${path}: ${fname} has the unknown key "${key}"`,
        meant ? `Use "${meant}" instead of "${key}".` : `Field keys are ${[...FIELD_KEYS].join(', ')}; remove "${key}".`,
      );
    }
    for (const key of ['label', 'description'] as const) {
      if (field[key] !== undefined && typeof field[key] !== 'string') {
        emit('entity-shape', path, loc, `${path}: ${fname} has a "${key}" that is not a string`, `Write "${key}" as a string.`);
      }
    }
    if (field.required !== undefined && typeof field.required !== 'boolean') {
      emit(
        'entity-shape',
        path,
        loc,
        `${path}: ${fname} has "required": ${JSON.stringify(field.required)}; it must be true or false`,
        'Write "required": true or omit it.',
      );
    }

    const type = field.type;
    if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) {
      const meant = typeof type === 'string' ? (TYPE_ALIASES[type.toLowerCase()] ?? closest(type, FIELD_TYPES)) : null;
      emit(
        'entity-field-type',
        path,
        loc,
        type === undefined ? `${path}: ${fname} has no "type"` : `${path}: ${fname} has the unknown type ${describe(type)}`,
        `${meant ? `Use "type": "${meant}". ` : ''}Field types are ${FIELD_TYPES.join(', ')}.`,
      );
      return;
    }
    if (type === 'enum') {
      const v = field.values;
      if (!Array.isArray(v) || v.length === 0 || !v.every((x) => typeof x === 'string' || typeof x === 'number')) {
        const alt = Array.isArray(field.enum)
          ? ' (the list is under "enum"; rename the key to "values")'
          : Array.isArray(field.options)
            ? ' (rename "options" to "values")'
            : '';
        emit(
          'entity-field-type',
          path,
          loc,
          `${path}: enum ${fname} needs a non-empty "values" list${alt}`,
          'Write "values": ["todo", "doing", "done"] (strings).',
        );
      }
    } else if (field.values !== undefined) {
      emit(
        'unknown-key',
        path,
        loc,
        `${path}: ${fname} has "values" but its type is "${type}"`,
        'Only enum fields take "values": set "type": "enum" or remove "values".',
      );
    }
    if (type === 'array') {
      if (field.items !== undefined && (typeof field.items !== 'string' || !(ITEM_TYPES as readonly string[]).includes(field.items))) {
        emit(
          'entity-field-type',
          path,
          loc,
          `${path}: array ${fname} has "items": ${JSON.stringify(field.items)}; it must name an element type`,
          `Write "items": "string" (one of ${ITEM_TYPES.join(', ')}), or omit "items".`,
        );
      }
    } else if (field.items !== undefined) {
      emit(
        'unknown-key',
        path,
        loc,
        `${path}: ${fname} has "items" but its type is "${type}"`,
        'Only array fields take "items": set "type": "array" or remove "items".',
      );
    }
    if (type === 'relation') {
      const target = field.target;
      if (typeof target !== 'string' || target === '') {
        const alt = ['entity', 'ref', 'reference', 'references'].find((k) => typeof field[k] === 'string');
        emit(
          'entity-relation-target',
          path,
          loc,
          `${path}: relation ${fname} has no "target"`,
          alt
            ? `Rename "${alt}" to "target": "target": "${String(field[alt])}".`
            : `Add "target": "<EntityName>" naming one of: ${[...entityNames].join(', ') || '(no entities yet)'}.`,
        );
      } else if (!entityNames.has(target)) {
        const meant = closest(target, entityNames);
        emit(
          'entity-relation-target',
          path,
          loc,
          `${path}: relation ${fname} targets "${target}", but entities/${target}.json does not exist`,
          meant
            ? `Entity names are case-sensitive: use "target": "${meant}".`
            : `Create entities/${target}.json, or target one of: ${[...entityNames].join(', ') || '(no entities yet)'}.`,
        );
      }
    } else if (field.target !== undefined) {
      emit(
        'unknown-key',
        path,
        loc,
        `${path}: ${fname} has "target" but its type is "${type}"`,
        'Only relation fields take "target": set "type": "relation" or remove "target".',
      );
    }
    const expected = defaultMismatch(field, type);
    if (expected) {
      emit(
        'entity-field-default',
        path,
        loc,
        `${path}: the default of ${fname} is ${describe(field.default)}, but a ${type} field needs ${expected}`,
        `Change "default" to ${expected}, or remove it.`,
      );
    }
  });
}

/**
 * Checks seo.json: an object mapping page paths (`/`, `/<PageName>`) to static entries
 * {title, description, image, type} or dynamic entries {entity, match, title, description, image, type}.
 */
export function checkSeo(
  path: string,
  content: string,
  pageNames: ReadonlySet<string>,
  entityNames: ReadonlySet<string>,
  emit: Emit,
): void {
  const parsed = parseJson(content);
  const example =
    '{"/": {"title": "My app", "description": "…"}, "/Post": {"entity": "Post", "match": {"slug": "{query.slug}"}, "title": "{title}", "description": "{excerpt}"}}';
  if (!parsed.ok) {
    emit('seo-json', path, parsed.loc, `seo.json is not valid JSON: ${parsed.message}`, `${JSON_HINT} Shape: ${example}`);
    return;
  }
  const seo = parsed.value;
  const at = locator(content);
  if (!isPlainObject(seo)) {
    emit(
      'seo-json',
      path,
      { line: 1, column: 1 },
      `seo.json must contain an object mapping page paths to entries, not ${describe(seo)}`,
      `Shape: ${example}`,
    );
    return;
  }
  const lowerPages = new Map([...pageNames].map((p) => [p.toLowerCase(), p]));
  for (const [route, entry] of Object.entries(seo)) {
    const loc = at.key(route);
    if (!route.startsWith('/')) {
      emit(
        'seo-json',
        path,
        loc,
        `seo.json key "${route}" is not a path`,
        `Keys are page paths starting with "/": "/" or "/<PageName>". Shape: ${example}`,
      );
      continue;
    }
    if (!isPlainObject(entry)) {
      emit(
        'seo-json',
        path,
        loc,
        `seo.json entry "${route}" must be an object, not ${describe(entry)}`,
        'Write {"title": "…", "description": "…", "image": "https://…", "type": "website"}.',
      );
      continue;
    }
    for (const key of Object.keys(entry)) {
      if (!SEO_KEYS.has(key)) {
        emit(
          'unknown-key',
          path,
          loc,
          `seo.json entry "${route}" has the unknown key "${key}"`,
          `Entry keys are ${[...SEO_KEYS].join(', ')}.`,
        );
      }
    }
    for (const key of ['title', 'description', 'image', 'type'] as const) {
      if (entry[key] !== undefined && typeof entry[key] !== 'string') {
        emit(
          'seo-json',
          path,
          loc,
          `seo.json entry "${route}": "${key}" must be a string, not ${describe(entry[key])}`,
          `Write "${key}" as a string${key === 'image' ? ' (an absolute URL)' : ''}.`,
        );
      }
    }
    const dynamic = entry.entity !== undefined || entry.match !== undefined;
    if (dynamic) {
      if (typeof entry.entity !== 'string' || entry.entity === '') {
        emit(
          'seo-json',
          path,
          loc,
          `seo.json entry "${route}" has "match" but no "entity"`,
          'A dynamic entry names the entity whose public record it describes: "entity": "Post".',
        );
      } else if (!entityNames.has(entry.entity)) {
        const meant = closest(entry.entity, entityNames);
        emit(
          'seo-json',
          path,
          loc,
          `seo.json entry "${route}" names the entity "${entry.entity}", but entities/${entry.entity}.json does not exist`,
          meant ? `Entity names are case-sensitive: use "${meant}".` : `Use one of: ${[...entityNames].join(', ') || '(no entities yet)'}.`,
        );
      }
      const m = entry.match;
      if (
        !isPlainObject(m) ||
        Object.keys(m).length === 0 ||
        !Object.values(m).every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      ) {
        emit(
          'seo-json',
          path,
          loc,
          `seo.json entry "${route}" needs a "match" object of field values`,
          'Write "match": {"slug": "{query.slug}"} (field names to values; {query.<param>} reads the page URL).',
        );
      }
    }
    const page = route.slice(1).split(/[/?#]/)[0]!;
    if (page !== '' && !page.includes('*') && !lowerPages.has(page.toLowerCase())) {
      emit(
        'seo-route',
        path,
        loc,
        `seo.json entry "${route}" matches no page (pages/${page}.jsx does not exist)`,
        `Use "/" or the route of an existing page: ${[...pageNames].map((p) => `/${p}`).join(', ') || '(no pages yet)'}.`,
      );
    }
  }
}
