// editApp: apply common edit prompts to an existing app.
//
// The current app is parsed back into a model (entity JSON files, page markers,
// the Layout's NAV, list VIEW configs, theme classes). Each understood clause of
// the prompt changes the model; files are re-rendered and only the files whose
// rendering changed are written (files that no edit concerns stay byte-identical).
import type {
  AppModel,
  CustomPage,
  EditInput,
  EditOperation,
  EditResult,
  EntitySpec,
  FieldSpec,
  FieldType,
  PageNames,
  PagePreset,
  ProgressFn,
} from './types.ts';
import { normaliseClause, pagePurpose, PARTICIPLE, stripConstraints } from './edit-phrases.ts';
import { JOIN_VERBS } from './grammar.ts';
import { FIELD_TYPES } from './types.ts';
import { renderAll, fieldLabel, PAGE_MARKER, LAYOUT_MARKER, titleFieldOf } from './render.ts';
import { layoutEdit, planLayout, readLayout } from './layouts.ts';
import { sharedComponents } from './components.ts';
import {
  inferField,
  splitList,
  safeFieldName,
  relationField,
  displayField,
  parseFieldDsl,
  FIELD_NAME_RE,
  BUILTIN_FIELDS,
  hasGuessedValues,
  splitEnumValues,
} from './fields.ts';
import { resolveNoun, pluralLabel, isStop } from './analyse.ts';
import { CATALOG, GENERIC_FIELDS, KIND_ICON, KNOWN_ICONS, ALIAS_INDEX } from './domains.ts';
import { defaultPageNames, defaultView, PROMPT_MAX } from './generate.ts';
import {
  DARK_MODE_CSS,
  DARK_MODE_PATH,
  darkModeRequest,
  detectTheme,
  findColor,
  normalizeTheme,
  replacePalette,
  PALETTES,
  DEFAULT_THEME,
  withoutModeWords,
} from './theme.ts';
import { pascal, singularPhrase, pluralPascal, words, snake, titleCase } from './nlp.ts';

const EXAMPLES = [
  '"add a priority field (low, medium, high) to Task"',
  '"remove the notes field from Contact"',
  '"rename the title field of Task to name"',
  '"add a Category entity with name and color"',
  '"remove the Deal entity"',
  '"rename Contact to Client"',
  '"link tasks to a project"',
  '"add an About page"',
  '"rename the About page to Company"',
  '"rename the app to Acme CRM"',
  '"make it green"',
  '"add a filter by status on the tasks list"',
  '"sort tasks by due date"',
];

const vague = (why: string) => ({ ok: false as const, error: `vague prompt: ${why} Understood edits include ${EXAMPLES.join(', ')}.` });

class EditError extends Error {}
/**
 * What the prompt asks is already true of the app ("link visits to pets" when visits have a pet): the
 * clause is understood and changes nothing. It is a note, and a prompt of only such clauses succeeds
 * with nothing changed, so an agent repeating a request gets the same answer instead of a failure.
 */
class AlreadySo extends EditError {}

// ---------------------------------------------------------------------------------------------
// Reading the current app back into a model

type Parsed = { model: AppModel; foreign: string[] };

function parseJsonConst(content: string, name: string): unknown {
  const m = new RegExp(`^const ${name} = (.+);$`, 'm').exec(content);
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]);
  } catch {
    return undefined;
  }
}

function parseNav(content: string): Array<{ page: string; label: string; icon: string; match: string[] }> | undefined {
  const m = /^const NAV = \[\n([\s\S]*?)\n\];$/m.exec(content);
  if (!m) return undefined;
  try {
    return JSON.parse(`[${m[1].replace(/,\s*$/, '')}]`);
  } catch {
    return undefined;
  }
}

function readMarker(content: string): Record<string, string> | undefined {
  const first = content.split('\n', 1)[0];
  if (!first.startsWith(PAGE_MARKER)) return undefined;
  try {
    return JSON.parse(first.slice(PAGE_MARKER.length));
  } catch {
    return undefined;
  }
}

function parseEntity(path: string, content: string): EntitySpec {
  let json: { name?: unknown; description?: unknown; fields?: unknown; indexes?: unknown };
  try {
    json = JSON.parse(content);
  } catch {
    throw new EditError(`${path} is not valid JSON; fix it before editing by prompt.`);
  }
  const fileName = path.slice('entities/'.length, -'.json'.length);
  const name = typeof json.name === 'string' && json.name ? json.name : fileName;
  const fields: FieldSpec[] = [];
  for (const raw of Array.isArray(json.fields) ? json.fields : []) {
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    if (typeof r.name !== 'string') continue;
    const type = (FIELD_TYPES as readonly string[]).includes(String(r.type)) ? (r.type as FieldType) : 'string';
    const f: FieldSpec = { name: r.name, type };
    if (Array.isArray(r.values)) f.values = r.values.map(String);
    if (typeof r.target === 'string') f.target = r.target;
    if (typeof r.items === 'string') f.items = r.items;
    if (r.required === true) f.required = true;
    if (r.default !== undefined) f.default = r.default;
    if (typeof r.description === 'string') f.description = r.description;
    if (typeof r.label === 'string' && r.label !== fieldLabel({ ...f })) f.label = r.label;
    fields.push(f);
  }
  const auto = new Set(fields.filter((f) => f.type === 'enum' || f.type === 'relation').map((f) => f.name));
  const extraIndexes = (Array.isArray(json.indexes) ? json.indexes : [])
    .filter((ix): ix is string[] => Array.isArray(ix) && ix.every((x) => typeof x === 'string'))
    .filter((ix) => !(ix.length === 1 && auto.has(ix[0])));
  const e: EntitySpec = { name, description: typeof json.description === 'string' ? json.description : '', fields };
  if (extraIndexes.length) e.extraIndexes = extraIndexes;
  return e;
}

function iconFor(name: string): string {
  const cat = ALIAS_INDEX.get(words(name).join(' ')) ?? (CATALOG[name] ? name : undefined);
  if (cat && KNOWN_ICONS.has(CATALOG[cat].icon)) return CATALOG[cat].icon;
  const r = resolveNoun(words(name).join(' '));
  return r ? (r.catalog?.icon ?? KIND_ICON[r.kind]) : 'List';
}

export function parseApp(files: Record<string, string>, appName: string, settings?: EditInput['settings']): Parsed {
  const foreign: string[] = [];
  const entities: EntitySpec[] = [];
  for (const path of Object.keys(files).sort()) {
    if (/^entities\/[A-Za-z0-9_]+\.json$/.test(path)) entities.push(parseEntity(path, files[path]));
  }
  const pageNames: AppModel['pageNames'] = {};
  const views: AppModel['views'] = {};
  const customPages: CustomPage[] = [];
  let homePage = settings?.home_page && typeof settings.home_page === 'string' ? settings.home_page : 'Home';
  let homeManaged = false;
  const partial: Record<string, Partial<Record<'list' | 'detail' | 'form', string>>> = {};
  for (const path of Object.keys(files).sort()) {
    const m = /^pages\/([A-Z][A-Za-z0-9]*)\.jsx$/.exec(path);
    if (!m) continue;
    const marker = readMarker(files[path]);
    if (!marker) {
      foreign.push(path);
      continue;
    }
    const page = m[1];
    if (marker.role === 'home') {
      homePage = page;
      homeManaged = true;
    } else if (marker.role === 'custom') {
      const title = parseJsonConst(files[path], 'TITLE');
      const cp: CustomPage = { name: page, kind: marker.kind ?? 'generic', title: typeof title === 'string' ? title : titleCase(page) };
      if (cp.kind === 'filtered') {
        cp.entity = marker.entity;
        const preset = parseJsonConst(files[path], 'PRESET') as PagePreset | null | undefined;
        if (preset && typeof preset === 'object' && typeof preset.field === 'string') cp.preset = preset;
      }
      customPages.push(cp);
    } else if ((marker.role === 'list' || marker.role === 'detail' || marker.role === 'form') && marker.entity) {
      (partial[marker.entity] ??= {})[marker.role] = page;
      if (marker.role === 'list') {
        const v = parseJsonConst(files[path], 'VIEW') as { sort?: unknown; filters?: unknown; initial?: unknown } | undefined;
        if (v && typeof v.sort === 'string' && Array.isArray(v.filters)) {
          views[marker.entity] = { sort: v.sort, filters: v.filters.map(String) };
          if (v.initial && typeof v.initial === 'object')
            views[marker.entity].initial = Object.fromEntries(Object.entries(v.initial).map(([k, x]) => [k, String(x)]));
        }
      }
    }
  }
  const taken = new Set(
    Object.keys(files)
      .filter((p) => p.startsWith('pages/'))
      .map((p) => p.slice(6, -4)),
  );
  for (const [entity, pn] of Object.entries(partial)) {
    if (!entities.some((e) => e.name === entity)) continue;
    if (pn.list && pn.detail && pn.form) pageNames[entity] = { list: pn.list, detail: pn.detail, form: pn.form };
    else {
      const d = defaultPageNames(entity, taken);
      pageNames[entity] = { list: pn.list ?? d.list, detail: pn.detail ?? d.detail, form: pn.form ?? d.form };
    }
  }
  // Order and icons from the Layout navigation.
  const layout = files['Layout.jsx'];
  const layoutManaged = !!layout && layout.startsWith(LAYOUT_MARKER);
  const nav = layoutManaged ? (parseNav(layout) ?? []) : [];
  const icons: AppModel['icons'] = {};
  const order: string[] = [];
  for (const item of nav) {
    const ent = Object.keys(pageNames).find((k) => pageNames[k].list === item.page);
    if (ent) {
      order.push(ent);
      if (KNOWN_ICONS.has(item.icon)) icons[ent] = item.icon;
    }
  }
  const customOrder = nav.map((n) => n.page);
  customPages.sort(
    (a, b) => (customOrder.indexOf(a.name) + 1 || 1e6) - (customOrder.indexOf(b.name) + 1 || 1e6) || a.name.localeCompare(b.name),
  );
  entities.sort((a, b) => (order.indexOf(a.name) + 1 || 1e6) - (order.indexOf(b.name) + 1 || 1e6) || a.name.localeCompare(b.name));
  for (const e of entities) {
    if (!icons[e.name]) icons[e.name] = iconFor(e.name);
    if (pageNames[e.name] && !views[e.name]) views[e.name] = { sort: '-created_date', filters: [] };
  }
  const fromSettings = settings?.theme?.primary;
  const detected = detectTheme(files);
  const theme =
    fromSettings && (PALETTES as readonly string[]).includes(fromSettings) && (!detected || detected === fromSettings)
      ? fromSettings
      : (detected ?? DEFAULT_THEME);
  return {
    model: {
      name: appName,
      theme,
      entities,
      pageNames,
      views,
      icons,
      customPages,
      homePage,
      managed: { layout: layoutManaged, home: homeManaged },
      layout: readLayout(files),
    },
    foreign,
  };
}

// ---------------------------------------------------------------------------------------------
// Resolving names used in prompts

function cleanPhrase(s: string): string {
  return s
    .trim()
    .replace(/^["'`]+|["'`.,!?]+$/g, '')
    .replace(/^(?:the|a|an|all|each|every|my|our|new)\s+/i, '')
    .replace(/\s+(?:entity|model|table|records?|data type|collection|section)$/i, '')
    .trim();
}

function findEntity(model: AppModel, phrase: string): EntitySpec | undefined {
  const p = cleanPhrase(phrase)
    .replace(/\s+(?:list|page|pages|table|view)$/i, '')
    .trim();
  if (!p) return undefined;
  const lower = p.toLowerCase();
  const sing = singularPhrase(lower);
  for (const e of model.entities) {
    const ew = words(e.name).join(' ');
    if (e.name === p || e.name.toLowerCase() === lower.replace(/\s+/g, '') || ew === lower || ew === sing || pascal(sing) === e.name)
      return e;
    if (pluralLabel(e.name).toLowerCase() === lower) return e;
    const pn = model.pageNames[e.name];
    if (pn && pn.list.toLowerCase() === lower.replace(/\s+/g, '')) return e;
  }
  // catalog synonyms: "clients" for Customer, "listings" for Property
  const cat = ALIAS_INDEX.get(sing);
  const byAlias = cat ? model.entities.find((e) => e.name === cat) : undefined;
  if (byAlias) return byAlias;
  // "tickets" for SupportTicket: a one-word phrase that is the head noun (last word) of one entity only
  if (/^[a-z]+$/.test(sing)) {
    const heads = model.entities.filter((e) => words(e.name).length > 1 && words(e.name).at(-1) === sing);
    if (heads.length === 1) return heads[0];
  }
  return undefined;
}

function findField(e: EntitySpec, phrase: string): FieldSpec | undefined {
  const p = cleanPhrase(phrase)
    .replace(/\s+(?:field|column|property|attribute)$/i, '')
    .trim()
    .toLowerCase();
  const sn = snake(p);
  return (
    e.fields.find((f) => f.name === sn) ??
    e.fields.find((f) => fieldLabel(f).toLowerCase() === p) ??
    e.fields.find(
      (f) => f.type === 'relation' && (f.target?.toLowerCase() === p.replace(/\s+/g, '') || snake(f.target!) === snake(singularPhrase(p))),
    ) ??
    e.fields.find((f) => f.name === snake(singularPhrase(p))) ??
    // "cooking time" for cooking_minutes, "duration" for duration_hours: a length of time named by its unit
    durationField(e, p) ??
    // "name" for full_name: a one-word name that only one field ends with
    (/^[a-z]+$/.test(sn) && e.fields.filter((f) => f.name.endsWith(`_${sn}`)).length === 1
      ? e.fields.find((f) => f.name.endsWith(`_${sn}`))
      : undefined)
  );
}

function durationField(e: EntitySpec, p: string): FieldSpec | undefined {
  const m = /^(.*?)\s*\b(?:time|duration|length)$/.exec(p);
  if (!m) return undefined;
  const head = snake(m[1]);
  const hits = e.fields.filter((f) =>
    new RegExp(`^${head ? `${head}_` : ''}(?:duration_)?(?:minutes|mins|hours|hrs|seconds|days)$`).test(f.name),
  );
  return hits.length === 1 ? hits[0] : undefined;
}

function filePages(files: Record<string, string>): string[] {
  return Object.keys(files)
    .filter((p) => /^pages\/[A-Za-z0-9]+\.jsx$/.test(p))
    .map((p) => p.slice(6, -4));
}

/** Every page name in use: page files, entity pages, custom pages and the home page. */
function takenPages(m: AppModel, files: Record<string, string>): Set<string> {
  return new Set([
    ...filePages(files),
    ...Object.values(m.pageNames).flatMap((p) => [p.list, p.detail, p.form]),
    ...m.customPages.map((p) => p.name),
    m.homePage,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Edit operations

type Ctx = {
  model: AppModel;
  files: Record<string, string>;
  ops: EditOperation[];
  warnings: string[];
  /** Clauses already true of the app (AlreadySo): notes, not changes. */
  already: string[];
  newName?: string;
  themeChange?: { from: string; to: string };
  /** Dark mode switched on (true) or off (false) by this edit. */
  darkMode?: boolean;
  pageRenames: Array<{ from: string; to: string }>;
  /** The page the app opens on (settings.home_page) when it is not the generated home page; as it was before the edit. */
  startPage?: string;
  startBefore?: string;
  lastEntity?: EntitySpec;
  /** The field added last ("… a capacity and it should be required"). */
  lastField?: { e: EntitySpec; f: FieldSpec; name: string };
  /** Pages re-rendered because their field list no longer matched the schema. */
  synced: string[];
};

/**
 * "tasks and frobnicate the widgets": an entity name followed by words no rule placed. Names those
 * words, so a partly understood prompt is refused precisely.
 */
function unplaced(ctx: Ctx, phrase: string): EditError | undefined {
  const m = /^(.+?)\s*(?:,\s*|\s+)(?:and|then|&|but|also)\s+(.+)$/i.exec(phrase.trim());
  if (m && findEntity(ctx.model, m[1]))
    return new EditError(`could not place the words "${m[2].replace(/[.!?]+$/, '')}" (nothing was changed).`);
  return undefined;
}

function requireEntity(ctx: Ctx, phrase: string | undefined): EntitySpec {
  if (phrase) {
    const e = findEntity(ctx.model, phrase);
    if (e) return e;
    const rest = unplaced(ctx, phrase);
    if (rest) throw rest;
    throw new EditError(
      `there is no entity called "${cleanPhrase(phrase)}" (entities: ${ctx.model.entities.map((x) => x.name).join(', ') || 'none'}).`,
    );
  }
  if (ctx.lastEntity && ctx.model.entities.includes(ctx.lastEntity)) return ctx.lastEntity;
  if (ctx.model.entities.length === 1) return ctx.model.entities[0];
  throw new EditError(`say which entity to change (entities: ${ctx.model.entities.map((x) => x.name).join(', ')}).`);
}

function entityLookup(model: AppModel) {
  return (phrase: string) => findEntity(model, phrase)?.name;
}

function addFields(ctx: Ctx, e: EntitySpec, listText: string): void {
  const items = splitList(
    listText
      .replace(/\b(?:a\s+)?(?:new\s+)?(?:field|column|property|attribute)s?\s+(?:called|named)\s+/gi, '')
      .replace(/\s+(?:field|column|property|attribute)s?(?=\s*(?:\(|$|,|\band\b))/gi, ''),
  );
  if (!items.length) throw new EditError('name the field to add.');
  for (const item of items) {
    // "a relation to Deal", "a deal relation", "a relationship with the company"
    const rel =
      /^(?:an?\s+|the\s+)?(?:relation(?:ship)?|link|reference|connection)\s+(?:to|with)\s+(?:an?\s+|the\s+|one\s+)?(.+)$/i.exec(item) ??
      /^(?:an?\s+|the\s+)?(.+?)\s+relation(?:ship)?$/i.exec(item);
    if (rel) {
      const parent = findEntity(ctx.model, rel[1]) ?? addEntity(ctx, rel[1], undefined, true);
      if (parent === e) throw new EditError(`${e.name} cannot be linked to itself by this edit.`);
      if (e.fields.some((x) => x.type === 'relation' && x.target === parent.name)) {
        ctx.already.push(`${e.name} is already linked to ${parent.name}.`);
        continue;
      }
      let name = safeFieldName(parent.name);
      if (e.fields.some((x) => x.name === name)) name = `${name}_ref`;
      e.fields.push({ ...relationField(parent.name), name });
      ctx.ops.push({ kind: 'add_relation', detail: `${e.name}.${name} (relation → ${parent.name})` });
      continue;
    }
    if (/^(?:an?|the|some|new|another|one|more)$/i.test(item.trim()))
      throw new EditError(`say which field to add to ${e.name}, e.g. "add a notes field to ${e.name}".`);
    let f = inferField(item, entityLookup(ctx.model));
    if (!f) throw new EditError(`"${item}" is not understood as a field.`);
    // "add a SKU to products": a word the catalog ties to the entity itself is a field of it
    if (f.type === 'relation' && f.target === e.name) f = inferField(item, () => undefined) ?? f;
    if (f.type === 'relation') {
      if (f.description === 'unresolved') {
        delete f.description;
        const target = addEntity(ctx, f.target!, undefined, true);
        f.target = target.name;
        f.name = safeFieldName(target.name);
      }
      if (f.target === e.name) throw new EditError(`${e.name} cannot be linked to itself by this edit.`);
    }
    const same = e.fields.find((x) => x.name === f!.name);
    if (same && same.type === 'enum' && f.type === 'enum' && f.values && !hasGuessedValues(f)) {
      // "add a status to orders (pending, shipped, …)": the values asked for replace the old ones
      same.values = f.values;
      same.default = f.values[0];
      ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${same.name} values ${f.values.join('/')}` });
      continue;
    }
    if (same && same.type === f.type) {
      ctx.already.push(`${e.name} already has a field "${f.name}" (${f.type}).`);
      continue;
    }
    if (same) throw new EditError(`${e.name} already has a field "${f.name}" (${same.type}).`);
    e.fields.push(f);
    ctx.lastField = { e, f, name: f.name };
    ctx.ops.push({
      kind: f.type === 'relation' ? 'add_relation' : 'add_field',
      detail: `${e.name}.${f.name} (${f.type}${f.values ? `: ${f.values.join('/')}` : ''}${f.target ? ` → ${f.target}` : ''})`,
    });
  }
}

function addEntity(ctx: Ctx, phrase: string, fieldsText: string | undefined, quiet = false, exact = false): EntitySpec {
  const existing = exact
    ? ctx.model.entities.find((x) => x.name === pascal(singularPhrase(cleanPhrase(phrase).toLowerCase())))
    : findEntity(ctx.model, phrase);
  if (existing) {
    if (quiet) return existing;
    throw new EditError(`the entity ${existing.name} already exists.`);
  }
  const cleaned = cleanPhrase(phrase).replace(/([a-z])([A-Z])/g, '$1 $2');
  const r = resolveNoun(cleaned);
  if (!r || isStop(r.key)) throw new EditError(`"${cleanPhrase(phrase)}" is not understood as an entity name.`);
  const name =
    /^[A-Z][A-Za-z0-9]*$/.test(cleanPhrase(phrase)) && !cleanPhrase(phrase).includes(' ') && !/s$/.test(cleanPhrase(phrase))
      ? cleanPhrase(phrase)
      : r.name;
  if (ctx.model.entities.some((x) => x.name === name)) throw new EditError(`the entity ${name} already exists.`);
  const e: EntitySpec = { name, description: r.catalog ? r.catalog.description : `${pluralLabel(name)} tracked by the app.`, fields: [] };
  ctx.model.entities.push(e);
  let fields: FieldSpec[];
  if (fieldsText) {
    fields = [];
    for (const item of splitList(fieldsText)) {
      const f = inferField(item, entityLookup(ctx.model));
      if (!f) throw new EditError(`"${item}" is not understood as a field.`);
      if (f.type === 'relation' && (f.description === 'unresolved' || f.target === name)) continue;
      fields.push(f);
    }
    if (!fields.some((f) => f.type === 'string' || f.type === 'email')) fields.unshift({ name: 'name', type: 'string', required: true });
  } else {
    const base = (r.catalog ? r.catalog.fields : GENERIC_FIELDS[r.kind]).map(parseFieldDsl);
    fields = [];
    for (const f of base) {
      if (f.type !== 'relation') {
        fields.push(f);
        continue;
      }
      const target = ctx.model.entities.find(
        (x) => x !== e && (x.name === f.target || ALIAS_INDEX.get(words(x.name).join(' ')) === f.target),
      );
      if (target) fields.push({ ...f, name: f.name === snake(f.target!) ? snake(target.name) : f.name, target: target.name });
    }
  }
  const disp = displayField(fields);
  if (disp && (disp.type === 'string' || disp.type === 'email')) disp.required = true;
  e.fields = fields;
  ctx.model.pageNames[name] = defaultPageNames(name, takenPages(ctx.model, ctx.files));
  ctx.model.views[name] = defaultView(e);
  ctx.model.icons[name] = KNOWN_ICONS.has(r.catalog?.icon ?? '') ? r.catalog!.icon : KIND_ICON[r.kind];
  ctx.ops.push({
    kind: 'add_entity',
    detail: `${name} (${fields.map((f) => f.name).join(', ')}) with pages ${ctx.model.pageNames[name].list}, ${ctx.model.pageNames[name].detail}, ${ctx.model.pageNames[name].form}`,
  });
  if (!ctx.model.managed?.layout)
    ctx.warnings.push(
      `Layout.jsx was not generated by the offline generator: add a link to ${ctx.model.pageNames[name].list} to the navigation yourself.`,
    );
  return e;
}

/**
 * Takes an entity out of the model: its pages, list view and icon, and the relation fields other
 * entities have to it (and their filters on them). Returns the entities that lost a relation field.
 */
export function dropEntity(m: AppModel, name: string): string[] {
  m.entities = m.entities.filter((x) => x.name !== name);
  const dropped: string[] = [];
  for (const other of m.entities) {
    const before = other.fields.length;
    other.fields = other.fields.filter((f) => !(f.type === 'relation' && f.target === name));
    if (other.fields.length !== before) {
      dropped.push(other.name);
      const v = m.views[other.name];
      if (v) v.filters = v.filters.filter((n) => other.fields.some((f) => f.name === n));
    }
  }
  delete m.pageNames[name];
  delete m.views[name];
  delete m.icons[name];
  return dropped;
}

function removeEntity(ctx: Ctx, e: EntitySpec): void {
  if (ctx.startPage && ctx.startPage === ctx.model.pageNames[e.name]?.list) ctx.startPage = undefined;
  const dropped = dropEntity(ctx.model, e.name);
  ctx.ops.push({
    kind: 'remove_entity',
    detail: `${e.name} (schema, pages and navigation entry)${dropped.length ? `; relation fields to it removed from ${dropped.join(', ')}` : ''}`,
  });
  ctx.warnings.push(`Existing ${e.name} records are not deleted by this edit.`);
}

function renameEntity(ctx: Ctx, e: EntitySpec, newPhrase: string): void {
  const raw = cleanPhrase(newPhrase);
  const name = /^[A-Z][A-Za-z0-9]*$/.test(raw) && !/s$/.test(raw) ? raw : pascal(singularPhrase(raw));
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new EditError(`"${raw}" is not a valid entity name.`);
  if (name === e.name) throw new AlreadySo(`${e.name} is already called ${name}.`);
  if (ctx.model.entities.some((x) => x.name === name)) throw new EditError(`an entity called ${name} already exists.`);
  const old = e.name;
  const oldList = ctx.model.pageNames[old]?.list;
  const pn = moveEntity(ctx.model, old, name, ctx.files);
  if (pn && ctx.startPage === oldList) ctx.startPage = pn.list;
  ctx.ops.push({
    kind: 'rename_entity',
    detail: `${old} → ${name}${pn ? ` (pages ${pn.list}, ${pn.detail}, ${pn.form})` : ''}`,
  });
  ctx.warnings.push(`Records stored under ${old} are not moved to ${name} by this edit.`);
}

/**
 * Renames an entity in the model: relation targets, the page names that follow the default pattern
 * (custom ones are kept), its list view and icon. Returns its page names after the rename.
 */
export function moveEntity(m: AppModel, old: string, name: string, files: Record<string, string>): PageNames | undefined {
  const e = m.entities.find((x) => x.name === old);
  if (e) e.name = name;
  for (const other of m.entities) for (const f of other.fields) if (f.type === 'relation' && f.target === old) f.target = name;
  const pn = m.pageNames[old];
  if (pn) {
    delete m.pageNames[old];
    const taken = takenPages(m, files);
    for (const p of [pn.list, pn.detail, pn.form]) taken.delete(p);
    const d = defaultPageNames(name, taken);
    m.pageNames[name] = {
      list: pn.list === pluralPascal(old) ? d.list : pn.list,
      detail: pn.detail === `${old}Detail` ? d.detail : pn.detail,
      form: pn.form === `${old}Form` ? d.form : pn.form,
    };
  }
  if (m.views[old]) {
    m.views[name] = m.views[old];
    delete m.views[old];
  }
  if (m.icons[old]) {
    m.icons[name] = m.icons[old];
    delete m.icons[old];
  }
  return m.pageNames[name];
}

function removeField(ctx: Ctx, e: EntitySpec, f: FieldSpec): void {
  e.fields = e.fields.filter((x) => x !== f);
  const v = ctx.model.views[e.name];
  if (v) {
    v.filters = v.filters.filter((n) => n !== f.name);
    if (v.sort.replace(/^-/, '') === f.name) v.sort = '-created_date';
    if (v.initial?.[f.name] !== undefined) delete v.initial[f.name];
  }
  ctx.ops.push({ kind: f.type === 'relation' ? 'remove_relation' : 'remove_field', detail: `${e.name}.${f.name}` });
}

function renameField(ctx: Ctx, e: EntitySpec, f: FieldSpec, newPhrase: string): void {
  const name = safeFieldName(cleanPhrase(newPhrase).replace(/\s+(?:field|column)$/i, ''));
  if (!FIELD_NAME_RE.test(name) || BUILTIN_FIELDS.has(name)) throw new EditError(`"${newPhrase}" is not a valid field name.`);
  if (e.fields.some((x) => x.name === name)) throw new EditError(`${e.name} already has a field "${name}".`);
  const old = f.name;
  f.name = name;
  delete f.label;
  const v = ctx.model.views[e.name];
  if (v) {
    v.filters = v.filters.map((n) => (n === old ? name : n));
    if (v.initial?.[old] !== undefined) {
      v.initial[name] = v.initial[old];
      delete v.initial[old];
    }
    if (v.sort.replace(/^-/, '') === old) v.sort = `${v.sort.startsWith('-') ? '-' : ''}${name}`;
  }
  ctx.ops.push({ kind: 'rename_field', detail: `${e.name}.${old} → ${e.name}.${name}` });
  // "rename join date to joined on and make it required": "it" is the field just renamed
  ctx.lastField = { e, f, name };
  ctx.warnings.push(`Existing ${e.name} records keep their values under "${old}".`);
}

const PAGE_KINDS: Array<[RegExp, string]> = [
  [/\babout\b/i, 'about'],
  [/\bcontact\b/i, 'contact'],
  [/\b(?:help|faq|faqs|support|guide)\b/i, 'help'],
  [/\b(?:reports?|statistics|stats|analytics|insights|overview|dashboard)\b/i, 'reports'],
  [/\bsettings\b/i, 'settings'],
];

function addPage(ctx: Ctx, phrase: string): void {
  const raw = cleanPhrase(phrase).replace(/\s+page$/i, '');
  const title = raw.length <= 3 && raw === raw.toUpperCase() ? raw : titleCase(raw).replace(/\bFaq\b/, 'FAQ');
  const name = pascal(raw);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name) || raw.split(/\s+/).length > 4) throw new EditError(`"${raw}" is not a valid page name.`);
  if ([...takenPages(ctx.model, ctx.files)].some((p) => p.toLowerCase() === name.toLowerCase()))
    throw new EditError(`a page called ${name} already exists.`);
  const kind = PAGE_KINDS.find(([re]) => re.test(raw))?.[1] ?? 'generic';
  ctx.model.customPages.push({ name, kind, title });
  ctx.ops.push({ kind: 'add_page', detail: `pages/${name}.jsx (${kind === 'generic' ? 'content page' : kind}) with a navigation entry` });
  if (!ctx.model.managed?.layout)
    ctx.warnings.push(`Layout.jsx was not generated by the offline generator: add a link to ${name} to the navigation yourself.`);
}

function findPage(
  ctx: Ctx,
  phrase: string,
): { name: string; kind: 'home' | 'custom' | 'list' | 'detail' | 'form' | 'foreign'; entity?: string } | undefined {
  const raw = cleanPhrase(phrase).replace(/\s+page$/i, '');
  const key = pascal(raw).toLowerCase();
  const m = ctx.model;
  if (m.homePage.toLowerCase() === key || (m.managed?.home && /^(?:home|dashboard|start|landing)$/.test(key)))
    return { name: m.homePage, kind: 'home' };
  for (const p of m.customPages)
    if (p.name.toLowerCase() === key || p.title.toLowerCase() === raw.toLowerCase()) return { name: p.name, kind: 'custom' };
  for (const [entity, pn] of Object.entries(m.pageNames)) {
    for (const role of ['list', 'detail', 'form'] as const)
      if (pn[role].toLowerCase() === key) return { name: pn[role], kind: role, entity };
  }
  const e = findEntity(m, raw);
  if (e && m.pageNames[e.name]) return { name: m.pageNames[e.name].list, kind: 'list', entity: e.name };
  for (const p of filePages(ctx.files)) if (p.toLowerCase() === key) return { name: p, kind: 'foreign' };
  return undefined;
}

function renamePage(ctx: Ctx, fromPhrase: string, toPhrase: string): void {
  const page = findPage(ctx, fromPhrase);
  if (!page) throw new EditError(`there is no page called "${cleanPhrase(fromPhrase)}".`);
  const rawTo = cleanPhrase(toPhrase).replace(/\s+page$/i, '');
  const to = pascal(rawTo);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(to)) throw new EditError(`"${rawTo}" is not a valid page name.`);
  if ([...takenPages(ctx.model, ctx.files)].some((p) => p.toLowerCase() === to.toLowerCase() && p !== page.name))
    throw new EditError(`a page called ${to} already exists.`);
  if (to === page.name) throw new AlreadySo(`the page is already called ${to}.`);
  const m = ctx.model;
  if (page.kind === 'home') m.homePage = to;
  else if (page.kind === 'custom') {
    const cp = m.customPages.find((p) => p.name === page.name)!;
    cp.name = to;
    cp.title = titleCase(rawTo);
  } else if (page.kind === 'foreign') {
    // handled as a plain file rename below
  } else m.pageNames[page.entity!][page.kind] = to;
  ctx.pageRenames.push({ from: page.name, to });
  ctx.ops.push({ kind: 'rename_page', detail: `pages/${page.name}.jsx → pages/${to}.jsx` });
}

function setFilter(ctx: Ctx, e: EntitySpec, fieldPhrase: string): void {
  const v = ctx.model.views[e.name];
  if (!v) throw new EditError(`${e.name} has no generated list page to add a filter to.`);
  const f = findField(e, fieldPhrase);
  if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(fieldPhrase)}" (fields: ${e.fields.map((x) => x.name).join(', ')}).`);
  if (v.filters.includes(f.name)) throw new AlreadySo(`the ${ctx.model.pageNames[e.name].list} list already filters by ${f.name}.`);
  v.filters.push(f.name);
  ctx.ops.push({ kind: 'add_filter', detail: `${ctx.model.pageNames[e.name].list}: filter by ${f.name}` });
}

/**
 * The direction after the field: "ascending", "z-a", or what comes first — "longest first", "with the
 * newest at the top", "soonest first" (a superlative: the most of something first is descending).
 */
const SORT_DIRECTION =
  /,?\s+(ascending|descending|asc|desc|a-z|z-a|in (?:ascending|descending) order|(?:with\s+)?(?:the\s+)?(?:most\s+|least\s+)?[a-z]+(?:est|er)?\s+(?:first|at\s+the\s+top|on\s+top))$/i;
const DESCENDING =
  /desc|z-a|\b(?:most|newest|latest|highest|largest|biggest|longest|greatest|heaviest|tallest|furthest|farthest|best|top|recent)\b/i;

function setSort(ctx: Ctx, e: EntitySpec, fieldPhrase: string, dirWord: string | undefined): void {
  const v = ctx.model.views[e.name];
  if (!v) throw new EditError(`${e.name} has no generated list page to sort.`);
  let phrase = fieldPhrase;
  let dir = dirWord ?? '';
  // "by priority then due date": list pages sort by one field; the first is kept and the rest noted
  const then = /^(.+?)\s*(?:,\s*)?(?:then|and\s+then)\s+(?:by\s+)?(.+)$/i.exec(phrase);
  if (then) {
    phrase = then[1];
    ctx.warnings.push(`${e.name} lists sort by one field: sorted by ${cleanPhrase(then[1])}, not also by ${cleanPhrase(then[2])}.`);
  }
  const tail = SORT_DIRECTION.exec(phrase);
  if (tail) {
    dir = tail[1];
    phrase = phrase.slice(0, tail.index);
  }
  let name: string;
  if (/^(?:creation date|created date|date created|created|newest|date added|creation)$/i.test(cleanPhrase(phrase))) name = 'created_date';
  else {
    const f = findField(e, phrase);
    if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(phrase)}" (fields: ${e.fields.map((x) => x.name).join(', ')}).`);
    name = f.name;
  }
  const desc = DESCENDING.test(dir) || (!dir && name === 'created_date');
  const sort = `${desc ? '-' : ''}${name}`;
  if (v.sort === sort) throw new AlreadySo(`the ${ctx.model.pageNames[e.name].list} list is already sorted by ${sort}.`);
  v.sort = sort;
  ctx.ops.push({ kind: 'set_sort', detail: `${ctx.model.pageNames[e.name].list}: sorted by ${name} ${desc ? 'descending' : 'ascending'}` });
}

/**
 * Adds a relation field child → parent ("link tasks to a deal"). The child must exist unless
 * `createChild` is set ("each project has many milestones"); a missing parent is created from its noun.
 */
function addRelation(ctx: Ctx, childPhrase: string | undefined, parentPhrase: string, createChild = false): void {
  const pronoun = /^(?:it|them|that|this|those|these)$/i.test(parentPhrase.trim());
  if (pronoun && !ctx.lastEntity) throw new EditError(`say what "${parentPhrase.trim()}" is: no entity was named before it.`);
  const parentClean = pronoun ? ctx.lastEntity!.name : parentPhrase.replace(/\s+(?:entity|record|model)$/i, '');
  const existingChild = childPhrase ? findEntity(ctx.model, childPhrase) : undefined;
  const child =
    existingChild ?? (createChild && childPhrase ? addEntity(ctx, childPhrase, undefined, true) : requireEntity(ctx, childPhrase));
  const parent = findEntity(ctx.model, parentClean) ?? addEntity(ctx, parentClean, undefined, true);
  if (parent === child) throw new EditError(`${child.name} cannot be linked to itself by this edit.`);
  if (child.fields.some((f) => f.type === 'relation' && f.target === parent.name)) {
    // a child created just now from the catalog may already point at the parent; a link this edit
    // made already ("make venue its own entity …, and link events to it") is not asked twice
    if (
      !existingChild ||
      ctx.ops.some((o) => o.kind === 'add_relation' && o.detail.startsWith(`${child.name}.`) && o.detail.endsWith(`→ ${parent.name}`))
    ) {
      ctx.lastEntity = child;
      return;
    }
    // already so: a note, not a refusal, so "link appointments to stylists and clients" still adds the missing link
    ctx.already.push(`${child.name} is already linked to ${parent.name}.`);
    ctx.lastEntity = child;
    return;
  }
  let name = safeFieldName(parent.name);
  if (child.fields.some((f) => f.name === name)) name = `${name}_ref`;
  child.fields.push({ ...relationField(parent.name), name });
  ctx.ops.push({ kind: 'add_relation', detail: `${child.name}.${name} → ${parent.name}` });
  ctx.lastEntity = child;
}

// ---------------------------------------------------------------------------------------------
// Clauses described by purpose: pages ("overdue loans"), join records ("volunteers sign up for
// shifts"), many-to-many links, field changes ("make stock a whole number"), greedy field adds.

function applyPurposeClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "sync the pages with the schema", "update the forms to match the data"
  if (
    /^(?:sync|synchroni[sz]e|refresh|regenerate|rebuild|update|fix)\s+(?:all\s+)?(?:the\s+)?(?:pages|forms|lists|ui|screens)(?:\s+and\s+(?:the\s+)?(?:pages|forms|lists))?(?:\s+(?:with|to\s+match|from|for)\s+(?:the\s+)?(?:schemas?|data|entities|fields))?$/i.test(
      c,
    )
  ) {
    ctx.ops.push({ kind: 'sync_pages', detail: 'pages and forms re-rendered from the entity schemas' });
    return true;
  }
  const purpose = pagePurpose(c);
  if (purpose && addPresetPage(ctx, purpose)) return true;
  const JOIN =
    /^(?:each\s+|the\s+|all\s+)?(.+?)\s+(?:can\s+|should\s+be\s+able\s+to\s+|will\s+|must\s+)?(sign\s+up\s+for|signs\s+up\s+for|register\s+for|registers\s+for|books?|reserves?|enrol+s?\s+in|joins?|attends?|apply\s+(?:to|for)|applies\s+(?:to|for)|borrows?|rents?|adopts?|subscribes?\s+to)\s+(?:an?\s+|the\s+)?(.+)$/i;
  if ((m = JOIN.exec(c)) && findEntity(ctx.model, m[1])) {
    // "… a book for a date", "… a room on a day": what follows the object describes the join record
    const tail = /^(.+?)\s+(?:for|on|at|with|from)\s+(?:an?\s+|the\s+|their\s+)?(.+)$/i.exec(m[3]);
    const target = findEntity(ctx.model, m[3]) ?? (tail ? findEntity(ctx.model, tail[1]) : undefined);
    if (target) {
      const a = findEntity(ctx.model, m[1])!;
      const join = joinFor(ctx, a, target, JOIN_VERBS[m[2].toLowerCase().split(/\s+/)[0]] ?? 'Link');
      if (tail && !findEntity(ctx.model, m[3])) addFields(ctx, join, tail[2]);
      ctx.lastEntity = join;
      return true;
    }
  }
  // "ad reads that link a sponsor to an episode", "add bookings linking members and classes": a record named
  // by the user that joins two entities
  if (
    (m =
      /^(?:add|create|track|include)\s+(?:some\s+)?(.+?)\s+(?:(?:that|which)\s+(?:links?|connects?|joins?|ties?)|linking|connecting|joining|between)\s+(?:an?\s+|each\s+|the\s+)?(.+?)\s+(?:to|and|with)\s+(?:an?\s+|each\s+|the\s+)?(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[2]) &&
    findEntity(ctx.model, m[3]) &&
    !findEntity(ctx.model, m[1])
  ) {
    addJoin(ctx, findEntity(ctx.model, m[2])!, findEntity(ctx.model, m[3])!, m[1]);
    return true;
  }
  // "recipes can have many tags and a tag can be on many recipes", "a vendor can work for many couples",
  // "guests can appear on many episodes": many of each side (owning many, "have", is hasClause's)
  const MANY = String.raw`^(?:each\s+|an?\s+|one\s+|the\s+)?(.+?)\s+(?:can|may|could|will|should|often)\s+((?:[a-z]+\s+){1,3}?)(?:many|multiple|several|lots\s+of|any\s+number\s+of)\s+`;
  const both = new RegExp(
    `${MANY}(.+?)\\s+and\\s+(?:an?\\s+|each\\s+|one\\s+|the\\s+)?(.+?)\\s+(?:can|may|could|will|should|often)\\s+(?:[a-z]+\\s+){1,3}?(?:many|multiple|several)\\s+(.+)$`,
    'i',
  ).exec(c);
  const one = both ? undefined : new RegExp(`${MANY}(.+)$`, 'i').exec(c);
  if (
    (m =
      (both && findEntity(ctx.model, both[4]) === findEntity(ctx.model, both[3]) ? both : undefined) ??
      (one && !/^(?:have|has|contain|hold|own)\s/i.test(one[2]) && findEntity(ctx.model, one[3]) ? one : undefined) ??
      null)
  ) {
    const a = findEntity(ctx.model, m[1]);
    if (a) {
      const exact = ctx.model.entities.find((x) => x.name === pascal(singularPhrase(cleanPhrase(m![3]).toLowerCase())));
      const b = exact ?? addEntity(ctx, m[3], undefined, true, true);
      const verb = JOIN_VERBS[m[2].trim().split(/\s+/)[0].toLowerCase()];
      addJoin(ctx, a, b, verb ?? `${a.name}${b.name}`);
      return true;
    }
  }
  if ((m = /^(?:make\s+)?(.+?)\s+and\s+(.+?)\s+many[- ]to[- ]many$/i.exec(c))) {
    const a = findEntity(ctx.model, m[1]);
    if (a) {
      // the entity named exactly ("tags" is not the Category the catalog relates it to)
      const exact = ctx.model.entities.find((x) => x.name === pascal(singularPhrase(cleanPhrase(m![2]).toLowerCase())));
      const b = exact ?? addEntity(ctx, m[2], undefined, true, true);
      addJoin(ctx, a, b, `${a.name}${b.name}`);
      return true;
    }
  }
  if (
    (m =
      /^(?:make|change|set|turn)\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:on|of|in|for)\s+(?:an?\s+|the\s+|each\s+)?(.+?)\s+(?:into\s+|to\s+)?(?:be\s+)?(?:an?\s+)?(required|mandatory|optional|whole\s+number|integer|number|decimal|date\s+and\s+time|datetime|date|long\s+text|text|email|url|link|yes\/no|checkbox|boolean)(?:\s+field)?$/i.exec(
        c,
      ))
  ) {
    const e = findEntity(ctx.model, m[2]);
    const f = e ? findField(e, m[1]) : undefined;
    if (e && f) {
      changeField(ctx, e, f, m[3].toLowerCase().replace(/\s+/g, ' '));
      return true;
    }
  }
  // "change the venue field to (hall, garden, rooftop)": a choice between the values given
  if (
    (m =
      /^(?:make|change|set|turn)\s+(?:the\s+)?(.+?)(?:\s+field)?(?:\s+(?:on|of|in|for)\s+(?:an?\s+|the\s+|each\s+)?(.+?))?\s+(?:to|into)\s+\(([^()]+)\)$/i.exec(
        c,
      ))
  ) {
    const owners = m[2] ? [findEntity(ctx.model, m[2])].filter((x): x is EntitySpec => !!x) : ctx.model.entities;
    const hits = owners.flatMap((e) => {
      const f = findField(e, m![1]);
      return f && f.type !== 'relation' ? [{ e, f }] : [];
    });
    const values = splitEnumValues(m[3]);
    if (hits.length === 1 && values.length >= 2) {
      const { e, f } = hits[0];
      const from = f.type;
      f.type = 'enum';
      f.values = values;
      f.default = values[0];
      ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${f.name} ${from} → enum (${values.join(', ')})` });
      ctx.lastEntity = e;
      return true;
    }
  }
  // "add an estimate in hours to tasks": the entity is the last "to …"
  if (
    (m =
      /^(?:add|include|put|store|record|capture|track)\s+(.+)\s+(?:to|on|for|onto|into)\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+?)$/i.exec(
        c,
      ))
  ) {
    const e = findEntity(ctx.model, m[2]);
    if (
      e &&
      !/\b(?:page|view|screen|filters?|sort(?:ing)?|relation(?:ship)?s?|links?|references?|connections?|entity|model|table)\b|\bto\s+(?:an?|the)\b/i.test(
        m[1],
      ) &&
      !namesTarget(ctx, m[1])
    ) {
      addFields(ctx, e, m[1]);
      ctx.lastEntity = e;
      return true;
    }
  }
  return false;
}

/** Whether "to/on/for X" inside a phrase names an entity ("a phone to clients and a price"). */
function namesTarget(ctx: Ctx, phrase: string): boolean {
  return [...phrase.matchAll(/\s(?:to|on|for|onto|into)\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+)$/gi)].some(
    (x) => !!targetWithTail(ctx, x[1]),
  );
}

/**
 * "… and a colour", "… and a breed": more of the same request — noun phrases led by an article (not
 * a verb: "and frobnicate the widgets" is not placed), with no target of their own and nothing that
 * names a page, a view or an entity.
 */
function moreFields(ctx: Ctx, more: string): boolean {
  const t = more.trim();
  if (!/^(?:an?|one|some|the|its|their)\s/i.test(t) || namesTarget(ctx, ` ${t}`)) return false;
  if (/\b(?:page|view|screen|board|calendar|dashboard|entity|model|table|list|filter|sort|theme|colou?r\s+scheme|mode)\b/i.test(t))
    return false;
  return splitList(t).every((x) => !findEntity(ctx.model, x) && !!inferField(x, () => undefined));
}

const TYPE_WORDS: Record<string, FieldType> = {
  'whole number': 'integer',
  integer: 'integer',
  number: 'number',
  decimal: 'number',
  'date and time': 'datetime',
  datetime: 'datetime',
  date: 'date',
  'long text': 'text',
  text: 'text',
  email: 'email',
  url: 'url',
  link: 'url',
  'yes/no': 'boolean',
  checkbox: 'boolean',
  boolean: 'boolean',
};

function changeField(ctx: Ctx, e: EntitySpec, f: FieldSpec, what: string): void {
  if (what === 'required' || what === 'mandatory' || what === 'optional') {
    const req = what !== 'optional';
    // already so: a note, not a refusal, so "rename X, and make the title required" still applies the rename
    if (!!f.required === req) {
      ctx.already.push(`${e.name}.${f.name} is already ${what}.`);
      ctx.lastEntity = e;
      return;
    }
    if (req) f.required = true;
    else delete f.required;
    ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${f.name} ${req ? 'required' : 'optional'}` });
    ctx.lastEntity = e;
    return;
  }
  const type = TYPE_WORDS[what];
  if (!type || f.type === 'relation') throw new EditError(`${e.name}.${f.name} cannot become ${what}.`);
  if (f.type === type) throw new AlreadySo(`${e.name}.${f.name} is already ${type}.`);
  const from = f.type;
  f.type = type;
  delete f.values;
  delete f.default;
  ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${f.name} ${from} → ${type}` });
  ctx.lastEntity = e;
}

/**
 * The record joining a and b: an entity this edit has just added ("add reservations: a member can
 * reserve a book") gets the two relations; otherwise a new join entity is made.
 */
function joinFor(ctx: Ctx, a: EntitySpec, b: EntitySpec, joinName: string): EntitySpec {
  const fresh = ctx.lastEntity;
  const added = fresh && ctx.ops.some((o) => o.kind === 'add_entity' && o.detail.startsWith(`${fresh.name} (`));
  if (!fresh || !added || fresh === a || fresh === b) {
    addJoin(ctx, a, b, joinName);
    return ctx.lastEntity!;
  }
  for (const parent of [a, b]) {
    if (fresh.fields.some((f) => f.type === 'relation' && f.target === parent.name)) continue;
    let name = safeFieldName(parent.name);
    if (fresh.fields.some((f) => f.name === name)) name = `${name}_ref`;
    fresh.fields.push({ ...relationField(parent.name, true), name });
    ctx.ops.push({ kind: 'add_relation', detail: `${fresh.name}.${name} → ${parent.name}` });
  }
  return fresh;
}

/** A record joining two entities ("volunteers sign up for shifts" → Signup with both). */
function addJoin(ctx: Ctx, a: EntitySpec, b: EntitySpec, joinName: string): void {
  const existing = ctx.model.entities.find(
    (e) => e !== a && e !== b && e.fields.some((f) => f.target === a.name) && e.fields.some((f) => f.target === b.name),
  );
  if (existing) throw new AlreadySo(`${existing.name} already links ${a.name} and ${b.name}.`);
  // the verb's record ("apply" → Application) unless taken or not read as a record name, else both names
  const name = findEntity(ctx.model, joinName) || !resolveNoun(words(joinName).join(' ')) ? `${a.name}${b.name}` : joinName;
  const join = addEntity(ctx, name, 'notes', false);
  join.fields = [
    { ...relationField(a.name, true), name: safeFieldName(a.name) },
    { ...relationField(b.name, true), name: safeFieldName(b.name) },
    ...join.fields.filter((f) => f.type !== 'relation' && f.name !== 'name'),
  ];
  ctx.ops.push({ kind: 'add_relation', detail: `${join.name} links ${a.name} and ${b.name} (many-to-many)` });
  ctx.lastEntity = join;
}

/** "unpaid invoices", "tickets not closed", "paid orders", "books not returned": a value of an enum or a yes/no field, or anything but it. */
function valuePreset(e: EntitySpec, lower: string): PagePreset | undefined {
  const NOT = String.raw`(?:un|not\s+(?:yet\s+)?|non-?)`;
  for (const f of e.fields) {
    if (f.type !== 'enum' || !f.values) continue;
    const word = (val: string) => val.replace(/_/g, '[ _-]');
    const negated = f.values.find((val) => new RegExp(`\\b${NOT}${word(val)}\\b`).test(lower));
    if (negated) return { kind: 'value', field: f.name, value: negated, not: true };
    const v = f.values.find((val) => new RegExp(`\\b${word(val)}\\b`).test(lower));
    if (v) return { kind: 'value', field: f.name, value: v };
  }
  for (const f of e.fields) {
    if (f.type !== 'boolean') continue;
    const word = f.name.replace(/^(?:is|has|was)_/, '').replace(/_/g, '[ _-]');
    if (new RegExp(`\\b${NOT}${word}\\b`).test(lower)) return { kind: 'value', field: f.name, value: 'false' };
    if (new RegExp(`\\b${word}\\b`).test(lower)) return { kind: 'value', field: f.name, value: 'true' };
  }
  return undefined;
}

/**
 * "a page showing unpaid payments" where payments have no such field: a negated state ("unpaid", "not
 * yet shipped") is a yes/no field the entity gets, and the page shows the records without it.
 */
function stateField(ctx: Ctx, e: EntitySpec, lower: string): PagePreset | undefined {
  const m = /\b(?:un|not\s+(?:yet\s+)?)([a-z]+)\b/.exec(lower);
  if (!m || !PARTICIPLE.test(m[1]) || e.fields.some((f) => f.name === m[1])) return undefined;
  addFields(ctx, e, `${m[1]} (yes/no)`);
  return { kind: 'value', field: m[1], value: 'false' };
}

/** "overdue loans", "today's schedule", "tasks due this week", "high priority tasks": a list with a saved filter. */
function addPresetPage(ctx: Ctx, desc: string): boolean {
  const lower = desc.toLowerCase().replace(/[’']s\b/g, 's');
  const toks = lower.split(/[^a-z0-9_-]+/).filter(Boolean);
  let e = entityIn(ctx, lower);
  // "today's arrivals": no entity named, but one date field is named like the noun (Stay.arrival_date)
  let namedDate: FieldSpec | undefined;
  if (!e) {
    const hits = ctx.model.entities.flatMap((x) =>
      x.fields
        .filter(
          (f) =>
            (f.type === 'date' || f.type === 'datetime') && toks.some((t) => t.length > 3 && f.name.split('_').includes(singularPhrase(t))),
        )
        .map((f) => ({ x, f })),
    );
    if (hits.length === 1) ({ x: e, f: namedDate } = hits[0]);
  }
  const timed = (x: EntitySpec) => x.fields.find((f) => f.type === 'datetime') ?? x.fields.find((f) => f.type === 'date');
  if (!e && /\b(?:schedule|calendar|agenda|timetable|diary)\b/.test(lower))
    e = ctx.model.entities.find((x) => x.fields.some((f) => f.type === 'datetime')) ?? ctx.model.entities.find(timed);
  // "a leaderboard", "add a league table": no entity named, so the only one with a score-like number
  const SCORE = /point|score|goal|win|rating|vote|xp/;
  // "a leaderboard", "top scorers page": no entity named, so the only one with a score-like number
  if (!e && /\b(?:leaderboard|league\s+table|rankings?|standings|top|best)\b/.test(lower)) {
    const ranked = ctx.model.entities.filter((x) => x.fields.some((f) => ['integer', 'number'].includes(f.type) && SCORE.test(f.name)));
    if (ranked.length === 1) e = ranked[0];
  }
  if (!e || !ctx.model.pageNames[e.name]) return false;
  const dates = e.fields.filter((f) => f.type === 'date' || f.type === 'datetime');
  const prefer = (re: RegExp) => namedDate ?? dates.find((f) => re.test(f.name)) ?? dates[0];
  let preset: PagePreset | undefined;
  const numbers = e.fields.filter((f) => ['integer', 'number', 'rating'].includes(f.type));
  if (/\b(?:leaderboard|league\s+table|rankings?|standings|top|best|highest|most)\b/.test(lower) && numbers.length) {
    // "a leaderboard of teams by points", "top scorers": the records ranked by a number, highest first;
    // the number named after "by", else one whose name shares a stem with the words, else a score-like one
    const by = /\bby\s+(?:their\s+|the\s+|most\s+)?([a-z_ ]+?)$/.exec(lower);
    const named = by ? findField(e, by[1]) : undefined;
    const stem = (w: string) => w.replace(/(?:ers?|s|ing)$/, '').slice(0, 4);
    const stems = toks.filter((t) => t.length > 3).map(stem);
    const f =
      (named && numbers.includes(named) ? named : undefined) ??
      numbers.find((x) => x.name.split('_').some((w) => stems.includes(stem(w)))) ??
      numbers.find((x) => /point|score|goal|win|rating|vote|total|amount|sales|revenue|xp|level/.test(x.name)) ??
      numbers[0];
    preset = { kind: 'top', field: f.name };
  } else if (/\b(?:overdue|late|past[- ]due|outstanding|expired)\b/.test(lower)) {
    const f = prefer(/due|return|deadline|end|expir/);
    const done = e.fields
      .filter(
        (x) =>
          (x.type === 'boolean' && /returned|paid|done|complete|closed|resolved/.test(x.name)) ||
          (x.type === 'enum' && /status|stage|state/.test(x.name)),
      )
      .map((x) => x.name);
    if (f) preset = { kind: 'overdue', field: f.name, done };
  } else if (/\btoday|tonight\b/.test(lower)) {
    const f = prefer(/start|date|due|time|scheduled|when|day/);
    if (f) preset = { kind: 'today', field: f.name };
  } else if (/\bthis\s+month|monthly\b/.test(lower)) {
    const f = prefer(/start|date|due|time|scheduled|when|day/);
    if (f) preset = { kind: 'month', field: f.name };
  } else if (/\b(?:this|next)\s+week|next\s+7\s+days|weekly\b/.test(lower)) {
    const f = prefer(/due|start|date|time|scheduled/);
    if (f) preset = { kind: 'week', field: f.name };
  } else if (/\b(?:upcoming|future|coming\s+up|next)\b/.test(lower)) {
    const f = prefer(/start|date|due|time/);
    if (f) preset = { kind: 'upcoming', field: f.name };
  } else if (/\b(?:recent(?:ly)?|latest|newest|new)\b/.test(lower)) {
    // "recent orders": by when they happened, or when they were added
    const f = prefer(/date|placed|ordered|created|start|time/);
    preset = { kind: 'recent', field: f?.name ?? 'created_date' };
  } else preset = valuePreset(e, lower) ?? stateField(ctx, e, lower);
  if (!preset) return false;
  const titleWords = lower
    .replace(/\b(?:that|which|who|are|is|the|all|my|our|of|with|showing|listing|a|an)\b/g, ' ')
    .replace(/[^a-z0-9\s]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
  const title = titleCase(titleWords.join(' '));
  let name = pascal(titleWords.join(' '));
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) return false;
  const taken = takenPages(ctx.model, ctx.files);
  if (taken.has(name)) name = `${name}List`;
  if (taken.has(name)) throw new EditError(`a page called ${name} already exists.`);
  ctx.model.customPages.push({ name, kind: 'filtered', title, entity: e.name, preset });
  ctx.ops.push({
    kind: 'add_page',
    detail: `pages/${name}.jsx (${pluralLabel(e.name).toLowerCase()} ${preset.kind === 'value' ? `with ${preset.field} ${preset.not ? 'not ' : ''}${preset.value}` : `${preset.kind} by ${preset.field}`}) with a navigation entry`,
  });
  ctx.lastEntity = e;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Prompt → clauses → operations

const VERB_START =
  /^(?:add|remove|delete|drop|rename|make|change|link|connect|relate|sort|order|filter|create|use|switch|call|include|give|set|turn|put|introduce|track)\b/i;

/** A sentence that is only a list of short values: "beginner, intermediate or advanced". */
const VALUES_ONLY = /^[a-z0-9][\w-]*(?:\s[\w-]+)?(?:\s*,\s*[a-z0-9][\w-]*(?:\s[\w-]+)?)*\s*,?\s+(?:or|and)\s+[a-z0-9][\w-]*(?:\s[\w-]+)?$/i;

/** Sentences that only thank or praise ("Great work.", "thanks!", "looks good") carry no edit. */
const CHATTER =
  /^(?:(?:thanks|thank\s+you|cheers|ta|that'?s\s+it|that\s+is\s+all|great|great\s+(?:work|job|stuff)|nice(?:\s+(?:work|job|one))?|good\s+(?:work|job)|well\s+done|perfect|awesome|amazing|brilliant|lovely|cool|ok|okay|love\s+it|looks\s+(?:good|great|nice)|this\s+is\s+(?:great|good|nice))(?:\s+(?:so\s+much|a\s+lot|again|thanks|thank\s+you))?[\s,!]*)+$/i;

/** "tasks: remove priority, add effort (S, M, L)": each request after an entity heading is about that entity. */
function underHeading(heading: string, clause: string, isEntity: (phrase: string) => boolean): string {
  const c = clause.trim();
  // "add a score from 1 to 10" has no target of its own; "add a note to orders" has
  const target = /\s(?:to|on|for|onto|into)\s+(?:the\s+|each\s+|every\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(c);
  if (/^(?:add|include|track|record|store)\s/i.test(c) && !(target && isEntity(target[1]))) return `${c} to ${heading}`;
  if (/^(?:remove|delete|drop|get\s+rid\s+of)\s/i.test(c) && !/\s(?:from|on|of|in)\s/i.test(c)) return `${c} from ${heading}`;
  let m: RegExpExecArray | null;
  if ((m = /^rename\s+(?:the\s+)?(.+?)\s+to\s+(.+)$/i.exec(c)) && !/\s(?:on|of|in|for)\s/i.test(m[1]))
    return `rename the ${m[1]} field of ${heading} to ${m[2]}`;
  if ((m = /^(make|set|mark)\s+(?:the\s+)?(.+?)\s+(required|mandatory|optional)$/i.exec(c)) && !/\s(?:on|of|in|for)\s/i.test(m[2]))
    return `${m[1]} the ${m[2]} of ${heading} ${m[3]}`;
  if ((m = /^(sort|order)\s+by\s+(.+)$/i.exec(c))) return `${m[1]} ${heading} by ${m[2]}`;
  return c;
}

function splitClauses(prompt: string, isEntity: (phrase: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const sentences = prompt
    .replace(/\r/g, '')
    .split(/(?:[.;!?\n]+(?=\s|$))|\n+/)
    .reduce<string[]>((acc, s) => {
      // "Can classes have a level? beginner, intermediate or advanced": a bare list of values belongs to
      // the field asked for just before
      if (acc.length && VALUES_ONLY.test(s.trim())) acc[acc.length - 1] += ` (${s.trim().replace(/\s+(?:or|and)\s+/gi, ', ')})`;
      else acc.push(s);
      return acc;
    }, []);
  for (const sentence of sentences) {
    // "tasks: remove priority, add effort (S, M, L)": an entity heading before several requests
    const head =
      /^\s*([a-z][a-z ]{0,40}?)\s*:\s*(?=(?:add|remove|delete|drop|rename|make|set|mark|sort|order|include|track|get\s+rid)\b)/i.exec(
        sentence,
      );
    const heading = head && isEntity(head[1]) ? head[1] : undefined;
    // (one request under a heading is left whole: normaliseClause reads "jobs: add whether …" itself)
    const s = heading && head ? sentence.slice(head[0].length) : sentence;
    let parts = [s];
    // "products should also have …" is one clause; ", also add …" starts another; "sort by priority
    // then due date" keeps its second key
    parts = parts.flatMap((p) =>
      p.split(/\s*,?\s+(?:and then|then|and also|after that)\s+|\s*,\s*also\s+/i).reduce<string[]>((acc, x) => {
        if (
          acc.length &&
          /^(?:sort|order)\s/i.test(acc[acc.length - 1].trim()) &&
          !VERB_START.test(x.trim()) &&
          !/^(?:i|we|you)\s/i.test(x.trim())
        )
          acc[acc.length - 1] += ` then ${x}`;
        else acc.push(x);
        return acc;
      }, []),
    );
    // "add setlists - a setlist is for one gig": a dash before a new subject and its verb starts a clause
    parts = parts.flatMap((p) =>
      p.split(
        /\s+[-–—]+\s+(?=(?:an?|each|every|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|has|have|belongs?|should|must|needs?|can|comes?)\b)/i,
      ),
    );
    // "every student belongs to a class and each class has a teacher": a second quantified subject
    parts = parts.flatMap((p) => p.split(/(?:,\s*|\s+)and\s+(?=(?:each|every)\s+[a-z])/i));
    // "add ingredients with a name and a unit, and tags with a name": a second new thing and its fields
    parts = parts.flatMap((p) => {
      const verb = /^(?:(?:please|also|now)\s+)?(add|create|track|include|introduce)\s/i.exec(p.trim());
      if (!verb) return [p];
      const pieces = p.split(
        /,\s*and\s+(?=(?:an?\s+|some\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:with|having|that\s+links?|which\s+links?|linking)\s)/i,
      );
      return pieces.map((x, i) => (i ? `${verb[1]} ${x}` : x));
    });
    // "each lesson has one teacher and many students": one of something, many of another
    parts = parts.flatMap((p) => {
      const m =
        /^((?:an?|each|every|the)\s+[a-z]+(?:\s+[a-z]+)?)\s+(has|have)\s+(one\s+.+?|an?\s+.+?)\s+and\s+((?:many|several|multiple)\s+.+)$/i.exec(
          p.trim(),
        );
      return m ? [`${m[1]} ${m[2]} ${m[3]}`, `${m[1]} ${m[2]} ${m[4]}`] : [p];
    });
    // "a setlist is for one gig and has many songs": one subject, two predicates
    parts = parts.flatMap((p) => {
      const m =
        /^((?:an?|each|every|the)\s+[a-z]+(?:\s+[a-z]+)?)\s+((?:is|are|belongs?|comes?|has|have)\b.+?)\s+and\s+((?:has|have|belongs?\s+to|is|are|comes?)\s+(?:many|several|multiple|some|an?|one|the)\b.+)$/i.exec(
          p.trim(),
        );
      return m ? [`${m[1]} ${m[2]}`, `${m[1]} ${m[3]}`] : [p];
    });
    // "events need a ticket price and attendees should record whether they paid": a new subject with its own modal
    parts = parts.flatMap((p) =>
      p.split(
        /(?:,\s*|\s+)and\s+(?=(?:the\s+|each\s+|every\s+|all\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:should|must|need|needs|require|requires)\s)/i,
      ),
    );
    parts = parts.flatMap((p) => {
      const pieces: string[] = [];
      let rest = p;
      for (;;) {
        const m =
          /(?:,\s*|\s+)(?:and|&)\s+(?=(?:add|remove|delete|drop|rename|make|change|link|connect|sort|order|filter|create|use|switch|call|include|give|set|turn|put|introduce|assign|attach|move)\b)|,\s+(?=(?:add|remove|delete|drop|rename|make|change|link|connect|sort|order|filter|create|switch|call|give|set|turn|assign|move)\b)/i.exec(
            rest,
          );
        if (!m) {
          pieces.push(rest);
          break;
        }
        pieces.push(rest.slice(0, m.index));
        rest = rest.slice(m.index + m[0].length);
      }
      return pieces;
    });
    if (heading && parts.length === 1) parts = [sentence];
    for (const p of parts) {
      const c = p
        .trim()
        .replace(
          /^(?:please|pls|kindly|can you|could you|would you|i want to|i'd like to|i would like to|let's|lets|now|also|and|ok|okay)\s*,?\s*/i,
          '',
        )
        .replace(/^(?:please|can you|could you)\s+/i, '')
        .replace(/\s*(?:please|pls|thanks|thank you)$/i, '')
        // "rename clients to customers everywhere": where the change applies is the whole app anyway
        .replace(/\s+(?:everywhere|throughout(?:\s+the\s+(?:whole\s+)?app)?|across\s+the\s+(?:whole\s+)?app|app-wide)$/i, '')
        // "remove the attendees, we don't need them": the reason is not a request
        .replace(
          /,?\s+(?:as\s+|since\s+|because\s+)?(?:we|i)\s+(?:don'?t|do\s+not|no\s+longer|never)\s+(?:need|use|want)\s+(?:it|them|those|that|this|these)(?:\s+any\s?more)?$/i,
          '',
        )
        // "let me assign tasks to people", "allow us to filter by status"
        .replace(
          /^(?:let\s+(?:me|us)|allow\s+(?:me|us)\s+to|i\s+want\s+to\s+be\s+able\s+to|we\s+want\s+to\s+be\s+able\s+to)\s+(?!rate\b)/i,
          '',
        )
        .trim();
      if (c && !CHATTER.test(c)) out.push(heading && parts.length > 1 ? underHeading(heading, c, isEntity) : c);
    }
  }
  return out;
}

/** One clause of an edit prompt is tried against each kind of edit in turn; the first that takes it wins. */
const CLAUSES: Array<(ctx: Ctx, c: string, lc: string) => boolean> = [
  themeClause,
  layoutClause,
  reorderClause,
  // (before pages by purpose: "show only open tickets by default" is the list's filter, not a new page)
  defaultFilterClause,
  (ctx, c) => applyPurposeClause(ctx, c),
  renameAppClause,
  pageClause,
  filterSortClause,
  fieldChangeClause,
  renameClause,
  removeClause,
  relationClause,
  hasClause,
  addEntityClause,
  addFieldClause,
  fieldOfLastEntityClause,
  implicitEntityClause,
];

function applyClause(ctx: Ctx, clause: string): boolean {
  let c = clause.replace(/\s+/g, ' ').trim();
  // "add inspections … and link them to plots", "add servings and sort them by cooking time": a plural
  // pronoun stands for the entity spoken of last
  const last = ctx.lastEntity && ctx.model.entities.includes(ctx.lastEntity) ? ctx.lastEntity : undefined;
  if (last && /\b(?:them|these|those)\b/i.test(c) && !/\b(?:them|these|those)\s+(?:fields?|pages?|records?|ones?)\b/i.test(c))
    c = c.replace(/\b(?:them|these|those)\b/gi, pluralLabel(last.name).toLowerCase());
  const lc = c.toLowerCase();
  return CLAUSES.some((apply) => apply(ctx, c, lc));
}

/** Theme and colours: "make it green", "switch to a teal palette". */
function themeClause(ctx: Ctx, _c: string, lcWithMode: string): boolean {
  // "dark mode please", "a dark theme with teal accents": a dark stylesheet, and maybe a colour too
  const dark = darkModeRequest(lcWithMode);
  const lc = dark === undefined ? lcWithMode : withoutModeWords(lcWithMode);
  if (dark !== undefined) {
    const has = ctx.darkMode ?? DARK_MODE_PATH in ctx.files;
    if (has === dark) throw new AlreadySo(`the app is already in ${dark ? 'dark' : 'light'} mode.`);
    ctx.darkMode = dark;
    ctx.ops.push({ kind: 'change_theme', detail: dark ? `dark mode (${DARK_MODE_PATH})` : 'light mode' });
  }
  const color = findColor(lc);
  if (dark !== undefined && !color) return true;
  if (
    color &&
    (dark !== undefined ||
      /\b(?:theme|colou?rs?|palette|accents?|primary|make it|make the app|(?:want|like|prefer)\s+(?:the\s+app|it|everything)|make everything|look|branding|style|brand|scheme|turn it|switch to|use|header|headers|navbar|nav\s+bar|navigation|menu|top\s+bar|sidebar|buttons?|links?)\b/.test(
        lc,
      )) &&
    !/\bfield\b/.test(lc)
  ) {
    const from = ctx.themeChange?.to ?? ctx.model.theme;
    if (from === color) throw new AlreadySo(`the app already uses the ${color} palette.`);
    ctx.themeChange = { from: ctx.themeChange?.from ?? ctx.model.theme, to: color };
    ctx.model.theme = color;
    ctx.ops.push({ kind: 'change_theme', detail: `${from} → ${color}` });
    return true;
  }
  return false;
}

/** Layouts (layouts.ts): "add a kanban board", "show bookings on a calendar", "make it a shop". */
function layoutClause(ctx: Ctx, c: string): boolean {
  // every generated Layout already navigates from a sidebar (a menu on narrow screens)
  if (
    /^(?:(?:please\s+)?(?:use|add|give\s+(?:me|us|it)|switch\s+to|put\s+the\s+(?:nav(?:igation)?|menu)\s+in)\s+(?:an?\s+|the\s+)?)(?:side\s?bar|side\s+(?:nav(?:igation)?|menu)|left(?:-hand)?\s+(?:nav(?:igation)?|menu))(?:\s+(?:nav(?:igation)?|menu|layout))?$/i.test(
      c,
    )
  )
    throw planLayout(ctx.model).home === 'landing'
      ? new EditError(
          'the public catalog navigates across the top like a website; remove the catalog ("remove the catalog layout") for the sidebar of an internal app.',
        )
      : new AlreadySo('the app already navigates from a sidebar (a menu button on narrow screens).');
  const layout = layoutEdit(ctx.model, c);
  if (!layout) return false;
  if ('already' in layout) throw new AlreadySo(layout.already);
  if ('error' in layout) throw new EditError(layout.error);
  ctx.ops.push({ kind: 'change_layout', detail: layout.detail });
  return true;
}

/** Renaming the app: "rename the app to Tool Share", "change the app name to …". */
function renameAppClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if (
    (m = /^(?:rename|retitle|call|name)\s+(?:the\s+|this\s+|my\s+)?(?:app|application|site|website)\s+(?:to\s+|as\s+)?(.+)$/i.exec(c)) ||
    (m =
      /^(?:change|set|update)\s+(?:the\s+)?(?:app(?:lication)?\s+|site\s+)?(?:name|title)(?:\s+of\s+the\s+app)?\s+(?:to|as)\s+(.+)$/i.exec(
        c,
      ))
  ) {
    const name = m[1]
      .trim()
      .replace(/^["'“‘]+|["'”’.!]+$/g, '')
      .trim()
      .slice(0, 100);
    if (!name) throw new EditError('give the new app name.');
    if (name === (ctx.newName ?? ctx.model.name)) throw new AlreadySo(`the app is already called ${name}.`);
    ctx.newName = name;
    ctx.model.name = name;
    ctx.ops.push({ kind: 'rename_app', detail: `→ ${name}` });
    return true;
  }
  return false;
}

/** The page the app opens on (settings.home_page): a list, a custom page, or the home page again. */
const START = String.raw`(?:home|start|landing|front|main|default|first|opening)\s*(?:page|screen|view)`;

/** Pages: rename, remove or add a page ("add an overdue loans page"), or open the app on one. */
function pageClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "make the bookings list the home page", "home page should be the payments list", "open the app on the tasks"
  if (
    (m = new RegExp(String.raw`^(?:make|set|use)\s+(?:the\s+)?(.+?)\s+(?:as\s+)?(?:the\s+|my\s+|our\s+)?${START}$`, 'i').exec(c)) ||
    (m = new RegExp(
      String.raw`^(?:set\s+|change\s+)?(?:the\s+|my\s+|our\s+)?${START}\s+(?:should\s+be|must\s+be|is|to\s+be|to)\s+(?:the\s+)?(.+)$`,
      'i',
    ).exec(c)) ||
    (m = /^(?:open|start|launch|land)\s+(?:the\s+app\s+|it\s+)?(?:on|with|at|in)\s+(?:the\s+)?(.+?)(?:\s+by\s+default)?$/i.exec(c))
  ) {
    const page = findPage(ctx, m[1].replace(/\s+(?:list|table)$/i, ''));
    if (!page || page.kind === 'detail' || page.kind === 'form') return false;
    const start = page.kind === 'home' ? undefined : page.name;
    if ((ctx.startPage ?? ctx.model.homePage) === (start ?? ctx.model.homePage))
      throw new AlreadySo(`the app already opens on ${page.name}.`);
    ctx.startPage = start;
    ctx.ops.push({ kind: 'set_home_page', detail: `${page.name} (the page the app opens on)` });
    return true;
  }
  if (
    (m = /^(?:rename|retitle|change)\s+(?:the\s+)?(.+?)\s+page(?:'s name)?\s+(?:to|as|into)\s+(.+)$/i.exec(c)) ||
    (m = /^rename\s+page\s+(.+?)\s+(?:to|as)\s+(.+)$/i.exec(c))
  ) {
    renamePage(ctx, m[1], m[2]);
    return true;
  }
  if ((m = /^(?:remove|delete|drop)\s+(?:the\s+)?(.+?)\s+page$/i.exec(c))) {
    const p = findPage(ctx, m[1]);
    if (p?.kind !== 'custom') {
      if (p?.entity) {
        removeEntity(ctx, requireEntity(ctx, p.entity));
        return true;
      }
      throw new EditError(`there is no removable page called "${cleanPhrase(m[1])}".`);
    }
    ctx.model.customPages = ctx.model.customPages.filter((x) => x.name !== p.name);
    ctx.ops.push({ kind: 'remove_page', detail: `pages/${p.name}.jsx` });
    return true;
  }
  if (
    (m =
      /^(?:add|create|include|make|build)\s+(?:an?\s+|the\s+|some\s+)?(?:new\s+|simple\s+)?(.+?)\s+page(?:\s+(?:to|in)\s+the\s+(?:app|navigation|nav|menu))?$/i.exec(
        c,
      )) ||
    (m = /^(?:add|create)\s+(?:a\s+)?(?:new\s+)?page\s+(?:called|named|for)\s+(.+)$/i.exec(c)) ||
    // "add a dashboard", "I need an FAQ": a kind of page named by its noun alone
    (m =
      /^(?:add|create|include|build|make)\s+(?:an?\s+|the\s+|some\s+)?(?:new\s+|simple\s+)?((?:[a-z]+\s+)?(?:dashboard|faq|faqs|analytics|statistics|stats|insights))$/i.exec(
        c,
      ))
  ) {
    addPage(ctx, m[1]);
    return true;
  }
  return false;
}

/** The records a description names first: "fermenting batches", "repairs that are in progress". */
function entityIn(ctx: Ctx, lower: string): EntitySpec | undefined {
  const toks = lower.split(/[^a-z0-9_-]+/).filter(Boolean);
  for (let i = 0; i < toks.length; i++) {
    const e = (toks[i + 1] && findEntity(ctx.model, `${toks[i]} ${toks[i + 1]}`)) || findEntity(ctx.model, toks[i]);
    if (e) return e;
  }
  return undefined;
}

/**
 * The filter a list opens with: "by default the batches list should only show fermenting batches",
 * "only show repairs that are in progress by default", "hide cancelled bookings by default". The
 * filter control stays, so the user can clear it.
 */
function defaultFilterClause(ctx: Ctx, c: string): boolean {
  const lower = c.toLowerCase().replace(/[’']s\b/g, 's');
  if (
    !/\bby\s+default\b|\b(?:should|must|to)\s+(?:only\s+show|show\s+only|open\s+(?:on|with))\b|^(?:only|just)\s+(?:show|list)\b/.test(lower)
  )
    return false;
  const m =
    /^(?:by\s+default\s*,?\s*)?(?:(?:the\s+)?(.+?)\s+(?:list|page|table|view)?\s*(?:should|must)\s+(?:only\s+show|show\s+only|just\s+show|open\s+(?:on|with))|(?:only|just)\s+(?:show|list)|(?:show|list)\s+(?:only|just)|(hide|don'?t\s+show))\s+(?:the\s+)?(.+?)(?:\s+by\s+default)?$/.exec(
      lower,
    );
  if (!m) return false;
  const e = (m[1] && findEntity(ctx.model, m[1])) || entityIn(ctx, m[3]);
  if (!e || !ctx.model.views[e.name]) return false;
  // "hide cancelled bookings", "with closed tickets hidden": anything but a value, which one filter value cannot say
  const hidden = !!m[2] || /\b(?:hidden|hide|without|except|excluding)\b/.test(m[3]);
  const preset = valuePreset(e, hidden ? `not ${m[3].replace(/\b(?:hidden|without|except|excluding)\b/g, '')}` : m[3]);
  if (!preset || !preset.value) return false;
  // a list filter picks one value: "not cancelled" has no one value to start with
  if (preset.not || (hidden && preset.value === 'false'))
    throw new EditError(
      `the ${ctx.model.pageNames[e.name].list} list can open on one ${preset.field} value, not on all but ${preset.value}; say which to show, e.g. "only show … ${pluralLabel(e.name).toLowerCase()} by default".`,
    );
  const v = ctx.model.views[e.name];
  if (v.initial?.[preset.field] === preset.value)
    throw new AlreadySo(`the ${ctx.model.pageNames[e.name].list} list already opens on ${preset.field} ${preset.value}.`);
  if (!v.filters.includes(preset.field)) v.filters.push(preset.field);
  v.initial = { ...(v.initial ?? {}), [preset.field]: preset.value };
  ctx.ops.push({ kind: 'add_filter', detail: `${ctx.model.pageNames[e.name].list}: opens filtered to ${preset.field} ${preset.value}` });
  ctx.lastEntity = e;
  return true;
}

/** List filters and sort order: "filter tasks by status", "sort deals by value descending". */
function filterSortClause(ctx: Ctx, cIn: string): boolean {
  let m: RegExpExecArray | null;
  // "sort members alphabetically by name": alphabetical is ascending; without a field, by the record's name
  let c = cIn;
  if (
    (m = /^((?:sort|order|list)\s+(?:the\s+)?.+?)\s+(?:alphabetically|in\s+alphabetical\s+order|a-z|a\s+to\s+z)(\s+by\s+.+)?$/i.exec(c))
  ) {
    if (m[2]) c = `${m[1].replace(/^list/i, 'sort')}${m[2]} ascending`;
    else {
      const target = /^(?:sort|order|list)\s+(?:the\s+)?(.+)$/i.exec(m[1])![1];
      const e = requireEntity(ctx, target);
      const d = displayField(e.fields);
      if (!d)
        throw new EditError(
          `${e.name} has no name or title to sort by; say which field, e.g. "sort ${pluralLabel(e.name).toLowerCase()} by …".`,
        );
      setSort(ctx, e, d.name, 'asc');
      ctx.lastEntity = e;
      return true;
    }
  }
  if (
    (m =
      /^(?:add|include|put|show|enable|allow)?\s*(?:an?\s+|the\s+)?(?:option\s+to\s+)?filter(?:s|ing)?\s+(?:by|on|for)\s+(.+?)\s+(?:on|to|in|for|of)\s+(?:the\s+)?(.+?)(?:\s+(?:list|page|table|view|screen))*$/i.exec(
        c,
      ))
  ) {
    const e = requireEntity(ctx, m[2]);
    setFilter(ctx, e, m[1]);
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^(?:let me\s+|allow\s+(?:me\s+|users\s+)?to\s+)?filter\s+(?:the\s+)?(.+?)(?:\s+(?:list|page|table))?\s+by\s+(.+)$/i.exec(c))) {
    const e = requireEntity(ctx, m[1]);
    setFilter(ctx, e, m[2]);
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^(?:add\s+(?:an?\s+)?)?filter(?:s)?\s+(?:by|on)\s+(.+)$/i.exec(c))) {
    const e = requireEntity(ctx, undefined);
    setFilter(ctx, e, m[1]);
    return true;
  }
  // "show the newest orders first", "list the latest bookings first": by when they were made, newest first
  if (
    (m = /^(?:show|list|put|display)\s+(?:the\s+)?(?:newest|latest|most\s+recent)\s+(.+?)\s+(?:first|at\s+the\s+top)$/i.exec(c)) &&
    findEntity(ctx.model, m[1])
  ) {
    const e = findEntity(ctx.model, m[1])!;
    const dated = e.fields.find((f) => (f.type === 'date' || f.type === 'datetime') && /order|placed|created|date|at$/.test(f.name));
    setSort(ctx, e, dated ? dated.name : 'created', 'desc');
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^(?:sort|order)\s+(?:the\s+)?(.+?)(?:\s+(?:list|page|table))?\s+by\s+(.+?)(?:\s+(ascending|descending|asc|desc))?$/i.exec(c))) {
    // "sort the list by due date": no entity named, so the one spoken of last, or the only one with that field
    const generic = /^(?:list|table|page|records|entries|items|rows|view|overview)$/i.test(m[1].trim());
    const owners = generic
      ? ctx.model.entities.filter((x) => ctx.model.views[x.name] && findField(x, m![2].replace(SORT_DIRECTION, '')))
      : [];
    const e = generic
      ? ctx.lastEntity && owners.includes(ctx.lastEntity)
        ? ctx.lastEntity
        : owners.length === 1
          ? owners[0]
          : requireEntity(ctx, m[1])
      : requireEntity(ctx, m[1]);
    setSort(ctx, e, m[2], m[3]);
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^(?:sort|order)\s+by\s+(.+?)(?:\s+(ascending|descending|asc|desc))?$/i.exec(c))) {
    setSort(ctx, requireEntity(ctx, undefined), m[1], m[2]);
    return true;
  }
  return false;
}

/**
 * A field named in a prompt: "the venue of an event", "the event's venue", "the event venue", or a
 * field name only one entity has (the entity spoken of last wins). Undefined when nothing matches.
 */
function resolveField(ctx: Ctx, phrase: string): { e: EntitySpec; f?: FieldSpec; name: string } | undefined {
  const p = cleanPhrase(phrase).replace(/\s+(?:field|column|property|attribute)$/i, '');
  let m: RegExpExecArray | null;
  const scoped = (e: EntitySpec | undefined, name: string) => (e ? { e, f: findField(e, name), name } : undefined);
  if ((m = /^(.+?)\s+(?:of|on|in|for)\s+(?:an?\s+|the\s+|each\s+|every\s+)?(.+)$/i.exec(p)) && findEntity(ctx.model, m[2]))
    return scoped(findEntity(ctx.model, m[2]), m[1]);
  if ((m = /^(.+?)['’]s?\s+(.+)$/i.exec(p)) && findEntity(ctx.model, m[1])) return scoped(findEntity(ctx.model, m[1]), m[2]);
  const owners = ctx.model.entities.filter((e) => findField(e, p));
  const pick = ctx.lastEntity && owners.includes(ctx.lastEntity) ? ctx.lastEntity : owners.length === 1 ? owners[0] : undefined;
  if (pick) return scoped(pick, p);
  if (owners.length > 1)
    throw new EditError(
      `several entities have a field "${p}" (${owners.map((e) => e.name).join(', ')}); say which one, e.g. "the ${p} of ${owners[0].name}".`,
    );
  // "the event date", "owner email": an entity name, then the field
  const toks = p.split(/\s+/);
  for (let i = Math.min(2, toks.length - 1); i >= 1; i--) {
    const e = findEntity(ctx.model, toks.slice(0, i).join(' '));
    if (e) return scoped(e, toks.slice(i).join(' '));
  }
  return undefined;
}

/** Whether a phrase names a field of some entity ("the location field on shoots"); never throws. */
function resolveFieldQuietly(ctx: Ctx, phrase: string): boolean {
  try {
    return !!resolveField(ctx, phrase.replace(/\s+field(?=\s+(?:on|of|in|for)\s)/i, ''))?.f;
  } catch {
    return true;
  }
}

/** Whether the clause's object (after its verb, before "first/before/…") names a field; never throws. */
function resolveFieldQuiet(ctx: Ctx, c: string): boolean {
  const m =
    /^\S+\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:first|last|to\s+the|at\s+the|before|above|after|below|under|beneath|behind|ahead\s+of|in\s+front\s+of|next\s+to|beside)\b/i.exec(
      c,
    );
  return !!m && resolveFieldQuietly(ctx, m[1]);
}

/** Whether an enum still has the values the catalog gives its entity (nobody chose them). */
function isCatalogValues(e: EntitySpec, f: FieldSpec): boolean {
  const entry = CATALOG[e.name];
  const dsl = entry?.fields.map(parseFieldDsl).find((x) => x.name === f.name);
  return !!dsl?.values && dsl.values.join() === (f.values ?? []).join();
}

/**
 * Changes said of a field: "make the title required", "owner email should be required", "the event
 * date should include the time", "add "blocked" as a status option", "move the due date from tasks to
 * projects".
 */
function fieldChangeClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // required / optional, and types: "make the title required", "the venue should be optional"
  // (the entity may follow the state: "phone is required for patients")
  const STATE = String.raw`(required|mandatory|compulsory|optional|not\s+required)(?:\s+(?:on|for|in|of)\s+(?:the\s+|all\s+|each\s+|every\s+)?(.+?))?$`;
  if (
    (m = new RegExp(String.raw`^(?:make|set|mark)\s+(?:the\s+)?(.+?)\s+(?:as\s+)?${STATE}`, 'i').exec(c)) ||
    (m = new RegExp(
      String.raw`^(?:the\s+|an?\s+)?(.+?)\s+(?:should|must|has\s+to|needs?\s+to|will)\s+(?:always\s+)?be\s+${STATE}`,
      'i',
    ).exec(c)) ||
    (m = new RegExp(String.raw`^(?:the\s+|an?\s+)?(.+?)\s+(?:is|are)\s+${STATE}`, 'i').exec(c))
  ) {
    if (m[3] && !findEntity(ctx.model, m[3])) return false;
    const phrase = m[3] ? `${m[1]} of ${m[3]}` : m[1];
    const r =
      /^(?:it|that|this|that\s+field|this\s+field)$/i.test(m[1].trim()) && ctx.lastField ? ctx.lastField : resolveField(ctx, phrase);
    if (!r) return false;
    const what = /^(?:optional|not\s+required)$/i.test(m[2]) ? 'optional' : 'required';
    if (!r.f) {
      if (what === 'optional') throw new EditError(`${r.e.name} has no field "${r.name}".`);
      addFields(ctx, r.e, r.name);
      const added = r.e.fields[r.e.fields.length - 1];
      added.required = true;
      ctx.lastEntity = r.e;
      return true;
    }
    changeField(ctx, r.e, r.f, what);
    return true;
  }
  if (
    (m =
      /^(?:the\s+)?(.+?)\s+(?:should|must|needs?\s+to)\s+(?:also\s+)?(?:include|have|show|record|store)\s+(?:the\s+|a\s+)?time(?:\s+(?:too|as\s+well|of\s+day))?$/i.exec(
        c,
      )) ||
    (m =
      /^(?:the\s+)?(.+?)\s+(?:should|must|needs?\s+to)\s+be\s+(?:an?\s+)?(whole\s+number|integer|number|decimal|date\s+and\s+time|datetime|date|long\s+text|text|email|url|link|yes\/no|checkbox|boolean)(?:\s+field)?$/i.exec(
        c,
      ))
  ) {
    const r = resolveField(ctx, m[1]);
    if (!r?.f) return false;
    changeField(ctx, r.e, r.f, (m[2] ?? 'date and time').toLowerCase().replace(/\s+/g, ' '));
    return true;
  }
  // a new choice: "add "blocked" as a status option", "add urgent to the priority options"
  if (
    (m =
      /^(?:add|include|allow)\s+(.+?)\s+as\s+(?:an?\s+|the\s+)?(?:new\s+|another\s+|extra\s+)?(.+?)\s+(?:option|value|choice|state|stage)s?$/i.exec(
        c,
      )) ||
    (m = /^(?:add|include)\s+(.+?)\s+(?:to|as)\s+(?:the\s+)?(.+?)\s+(?:options|values|choices|dropdown)$/i.exec(c))
  ) {
    let r: ReturnType<typeof resolveField>;
    try {
      r = resolveField(ctx, m[2]);
    } catch (err) {
      // several entities have the field: the one whose values someone chose, if only one has
      const chosen = ctx.model.entities.flatMap((e) => {
        const f = findField(e, m![2]);
        return f?.type === 'enum' && !isCatalogValues(e, f) ? [{ e, f, name: f.name }] : [];
      });
      if (chosen.length !== 1) throw err;
      r = chosen[0];
    }
    if (!r?.f || r.f.type !== 'enum') return false;
    const values = splitEnumValues(m[1].replace(/^["'“]|["'”]$/g, ''));
    const fresh = values.filter((v) => !r.f!.values?.includes(v));
    if (!fresh.length) throw new AlreadySo(`${r.e.name}.${r.f.name} already has ${values.join(', ')}.`);
    r.f.values = [...(r.f.values ?? []), ...fresh];
    ctx.ops.push({ kind: 'change_field', detail: `${r.e.name}.${r.f.name} values ${r.f.values.join('/')}` });
    ctx.lastEntity = r.e;
    return true;
  }
  // "move the due date from tasks to projects"
  if ((m = /^move\s+(?:the\s+)?(.+?)(?:\s+field)?\s+from\s+(?:the\s+)?(.+?)\s+to\s+(?:the\s+)?(.+)$/i.exec(c))) {
    const from = requireEntity(ctx, m[2]);
    const to = requireEntity(ctx, m[3].replace(/\s+(?:instead|entity)$/i, ''));
    const f = findField(from, m[1]);
    if (!f) throw new EditError(`${from.name} has no field "${cleanPhrase(m[1])}".`);
    if (to.fields.some((x) => x.name === f.name)) throw new EditError(`${to.name} already has a field "${f.name}".`);
    if (f.target === to.name) throw new EditError(`${to.name} cannot be linked to itself by this edit.`);
    removeField(ctx, from, f);
    to.fields.push(structuredClone(f));
    ctx.ops.push({ kind: 'add_field', detail: `${to.name}.${f.name} (${f.type}, moved from ${from.name})` });
    ctx.lastEntity = to;
    return true;
  }
  return false;
}

/**
 * Field order (forms, tables and detail pages follow it): "move the phone field to the top on
 * customers", "put company before name on members", "show the notes last".
 */
function reorderClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "show the newest jobs first" is a sort (filterSortClause); only a field shown first is an order
  if (/^(?:show|list|display)\s/i.test(c) && !resolveFieldQuiet(ctx, c)) return false;
  const ON = String.raw`(?:\s+(?:on|of|in|for)\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+?))?(?:\s+(?:form|forms|page|pages|list|table|entity))?`;
  const at = (phrase: string, on: string | undefined) => {
    if (on) {
      const e = requireEntity(ctx, on);
      const f = findField(e, phrase);
      if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(phrase)}" (fields: ${e.fields.map((x) => x.name).join(', ')}).`);
      return { e, f };
    }
    const r = resolveField(ctx, phrase);
    if (!r?.f)
      throw new EditError(
        `no entity has a field "${cleanPhrase(phrase)}"; say which, e.g. "move the ${cleanPhrase(phrase)} of <entity> to the top".`,
      );
    return { e: r.e, f: r.f };
  };
  const place = (e: EntitySpec, f: FieldSpec, index: number, how: string) => {
    const from = e.fields.indexOf(f);
    const rest = e.fields.filter((x) => x !== f);
    const to = Math.max(0, Math.min(index > from ? index - 1 : index, rest.length));
    if (to === from) throw new AlreadySo(`${e.name}.${f.name} is already ${how}.`);
    e.fields = [...rest.slice(0, to), f, ...rest.slice(to)];
    ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${f.name} moved ${how}` });
    ctx.lastEntity = e;
  };
  if (
    (m = new RegExp(
      String.raw`^(?:move|put|place|show|list|display)\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:(first|to\s+the\s+(?:top|start|front|beginning)|at\s+the\s+(?:top|start|front|beginning))|(last|to\s+the\s+(?:bottom|end)|at\s+the\s+(?:bottom|end)))${ON}$`,
      'i',
    ).exec(c))
  ) {
    const { e, f } = at(m[1], m[4]);
    place(e, f, m[2] ? 0 : e.fields.length, m[2] ? 'first' : 'last');
    return true;
  }
  if (
    (m = new RegExp(
      String.raw`^(?:move|put|place|show|list|display)\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(before|above|ahead\s+of|in\s+front\s+of|after|below|under|beneath|behind|next\s+to|beside)\s+(?:the\s+)?(.+?)(?:\s+field)?${ON}$`,
      'i',
    ).exec(c))
  ) {
    const { e, f } = at(m[1], m[4]);
    const other = findField(e, m[3]);
    if (!other) throw new EditError(`${e.name} has no field "${cleanPhrase(m[3])}" (fields: ${e.fields.map((x) => x.name).join(', ')}).`);
    if (other === f) return false;
    const before = /^(?:before|above|ahead\s+of|in\s+front\s+of)$/i.test(m[2]);
    const idx = e.fields.indexOf(other) + (before ? 0 : 1);
    place(e, f, idx, `${before ? 'before' : 'after'} ${other.name}`);
    return true;
  }
  return false;
}

/** Renaming a field or an entity: "rename the due field of Task to deadline", "rename Equipment to Tool". */
function renameClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if (
    (m = /^rename\s+(?:the\s+)?(.+?)\s+(?:field|column|property)\s+(?:of|on|in|for)\s+(?:the\s+)?(.+?)\s+(?:to|as|into)\s+(.+)$/i.exec(
      c,
    )) ||
    (m = /^rename\s+(?:the\s+)?(?:field|column)\s+(.+?)\s+(?:of|on|in|for)\s+(?:the\s+)?(.+?)\s+(?:to|as|into)\s+(.+)$/i.exec(c))
  ) {
    const e = requireEntity(ctx, m[2]);
    const f = findField(e, m[1]);
    if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(m[1])}".`);
    renameField(ctx, e, f, m[3]);
    ctx.lastEntity = e;
    return true;
  }
  // "call tasks todos", "change the name of projects to boards": an entity renamed
  if (
    ((m = /^call\s+(?:the\s+)?(.+?)\s+["'“]?([a-z][\w -]*?)["'”]?(?:\s+instead)?$/i.exec(c)) ||
      (m = /^change\s+the\s+name\s+of\s+(?:the\s+)?(.+?)\s+(?:to|into)\s+(.+)$/i.exec(c))) &&
    findEntity(ctx.model, m[1]) &&
    !/\bfield\b/i.test(c)
  ) {
    const target = findEntity(ctx.model, m[1])!;
    renameEntity(ctx, target, m[2]);
    ctx.lastEntity = target;
    return true;
  }
  // "change leads to prospects", "change the location field on shoots to venue": a new name (not a type,
  // a state or values, which fieldChangeClause and applyPurposeClause read)
  if (
    (m = /^change\s+(?:the\s+)?(.+?)\s+(?:to|into)\s+["'“]?([a-z][\w -]*?)["'”]?$/i.exec(c)) &&
    !/^(?:an?|the|required|mandatory|optional|be)\b/i.test(m[2]) &&
    !TYPE_WORDS[m[2].toLowerCase()] &&
    (findEntity(ctx.model, m[1]) || resolveFieldQuietly(ctx, m[1]))
  )
    return renameClause(ctx, `rename ${m[1]} to ${m[2]}`);
  if ((m = /^rename\s+(?:the\s+)?(\w+)'s\s+(.+?)(?:\s+field)?\s+(?:to|as)\s+(.+)$/i.exec(c))) {
    const e = requireEntity(ctx, m[1]);
    const f = findField(e, m[2]);
    if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(m[2])}".`);
    renameField(ctx, e, f, m[3]);
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^rename\s+(?:the\s+)?(?:field\s+)?(.+?)(?:\s+(?:field|column|property))?\s+(?:to|as|into)\s+(.+)$/i.exec(c))) {
    // "rename lessons to classes and teachers to instructors": the verb carries over to a second "X to Y"
    const second = /^(.+?)\s*,?\s+and\s+(?:the\s+)?(.+?)\s+(?:to|as|into)\s+(.+)$/i.exec(m[2]);
    if (second && (findEntity(ctx.model, second[2]) || ctx.model.entities.some((e) => findField(e, second[2]))))
      return renameClause(ctx, `rename ${m[1]} to ${second[1]}`) && renameClause(ctx, `rename ${second[2]} to ${second[3]}`);
    const target = findEntity(ctx.model, m[1]);
    if (target && !/\bfield\b/i.test(c)) {
      renameEntity(ctx, target, m[2]);
      ctx.lastEntity = target;
      return true;
    }
    const owners = ctx.model.entities.filter((e) => findField(e, m![1]));
    const scoped = ctx.lastEntity && owners.includes(ctx.lastEntity) ? [ctx.lastEntity] : owners;
    if (scoped.length === 1) {
      renameField(ctx, scoped[0], findField(scoped[0], m[1])!, m[2]);
      ctx.lastEntity = scoped[0];
      return true;
    }
    if (scoped.length > 1)
      throw new EditError(
        `several entities have a field "${cleanPhrase(m[1])}" (${scoped.map((e) => e.name).join(', ')}); say which one, e.g. "rename the ${cleanPhrase(m[1])} field of ${scoped[0].name} to ${cleanPhrase(m[2])}".`,
      );
    throw new EditError(`nothing called "${cleanPhrase(m[1])}" was found to rename.`);
  }
  return false;
}

/** Removing fields, entities or pages: "remove notes from Contact", "delete the Tag entity". */
function removeClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if (
    (m =
      /^(?:remove|delete|drop|get rid of)\s+(?:the\s+)?(.+?)\s+(?:field|column|property|attribute)s?\s+(?:from|of|on|in)\s+(?:the\s+)?(.+)$/i.exec(
        c,
      )) ||
    (m = /^(?:remove|delete|drop|get rid of)\s+(?:the\s+)?(.+?)\s+from\s+(?:the\s+)?(.+)$/i.exec(c)) ||
    ((m = /^(?:remove|delete|drop|get rid of)\s+(?:the\s+)?(.+?)\s+(?:on|of|in|for)\s+(?:the\s+|each\s+|all\s+)?(.+)$/i.exec(c)) &&
      !!findEntity(ctx.model, m[2]))
  ) {
    // "remove email from members and phone from trainers": the verb carries over to a second "X from Y"
    const second = /^(.+?)\s+and\s+(?:the\s+)?(.+?)\s+from\s+(?:the\s+)?(.+)$/i.exec(m[2]);
    if (second && findEntity(ctx.model, second[1]) && findEntity(ctx.model, second[3])) {
      return removeClause(ctx, `remove ${m[1]} from ${second[1]}`) && removeClause(ctx, `remove ${second[2]} from ${second[3]}`);
    }
    const e = requireEntity(ctx, m[2].replace(/\s+(?:entity|model|list|form|page|table)$/i, ''));
    const names = splitList(m[1]);
    for (const n of names) {
      const f = findField(e, n);
      if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(n)}" (fields: ${e.fields.map((x) => x.name).join(', ')}).`);
      removeField(ctx, e, f);
    }
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^(?:remove|delete|drop|get rid of)\s+(?:the\s+)?(.+?)$/i.exec(c))) {
    const phrase = m[1].replace(/\s+(?:entity|model|table|section|feature|data|pages?|completely|entirely|altogether)$/i, '');
    const names = splitList(phrase);
    const ents = names.map((n) => findEntity(ctx.model, n));
    if (ents.every(Boolean)) {
      for (const e of ents) removeEntity(ctx, e!);
      return true;
    }
    const page = findPage(ctx, phrase);
    if (page && page.kind === 'custom') {
      ctx.model.customPages = ctx.model.customPages.filter((x) => x.name !== page.name);
      ctx.ops.push({ kind: 'remove_page', detail: `pages/${page.name}.jsx` });
      return true;
    }
    const fieldOwners = ctx.model.entities.filter((e) => findField(e, phrase.replace(/\s+field$/i, '')));
    const scoped = ctx.lastEntity && fieldOwners.includes(ctx.lastEntity) ? [ctx.lastEntity] : fieldOwners;
    if (/\bfield\b/i.test(phrase) || scoped.length === 1) {
      if (scoped.length === 1) {
        removeField(ctx, scoped[0], findField(scoped[0], phrase.replace(/\s+field$/i, ''))!);
        return true;
      }
      if (scoped.length > 1)
        throw new EditError(
          `several entities have a field "${cleanPhrase(phrase)}"; say which one, e.g. "remove the ${cleanPhrase(phrase.replace(/\s+field$/i, ''))} field from ${scoped[0].name}".`,
        );
    }
    throw new EditError(`there is no entity, page or field called "${cleanPhrase(phrase)}".`);
  }
  return false;
}

/** Relations said as such: "link tasks to deals", "add a relation from Task to Deal", "each task belongs to a project". */
function relationClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "link appointments to stylists and clients": one link to each entity listed
  if (
    (m = /^(?:link|connect|relate|associate|attach)\s+(?:each\s+|every\s+|the\s+|all\s+)?(.+?)\s+(?:to|with)\s+(?:both\s+)?(.+?)$/i.exec(
      c,
    )) &&
    findEntity(ctx.model, m[1])
  ) {
    const targets = splitList(m[2]).map((x) => x.replace(/^(?:an?|the|one|their|its)\s+/i, ''));
    if (targets.length > 1 && targets.every((x) => findEntity(ctx.model, x) || resolveNoun(cleanPhrase(x)))) {
      for (const x of targets) addRelation(ctx, m[1], x);
      return true;
    }
  }
  if (
    (m =
      /^(?:link|connect|relate|associate|attach|assign)\s+(?:each\s+|every\s+|the\s+|all\s+)?(.+?)\s+(?:to|with)\s+(?:an?\s+|the\s+|one\s+|their\s+|its\s+)?(.+?)$/i.exec(
        c,
      ))
  ) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  if ((m = /^(?:link|connect|relate|associate)\s+(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+?)$/i.exec(c)) && findEntity(ctx.model, m[1])) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  // "add a relation from Task to Deal", "create a relationship between tasks and deals",
  // "add a link to Deal on Task", "add a relation to Deal" (the entity last spoken of)
  const REL_NOUN = String.raw`^(?:add|create|make|set\s+up|put|introduce|define|establish)\s+(?:an?\s+|the\s+|one\s+)?(?:new\s+)?(?:many-to-one\s+|one-to-many\s+)?(?:relation(?:ship)?|link|reference|connection|association|foreign\s+key)(?:\s+field)?\s+`;
  if (
    (m = new RegExp(
      `${REL_NOUN}from\\s+(?:the\\s+|each\\s+|every\\s+|all\\s+)?(.+?)\\s+(?:to|towards|pointing\\s+to)\\s+(?:an?\\s+|the\\s+|one\\s+)?(.+)$`,
      'i',
    ).exec(c)) ||
    (m = new RegExp(
      `${REL_NOUN}(?:between|linking|connecting)\\s+(?:the\\s+)?(.+?)\\s+(?:and|to|with)\\s+(?:an?\\s+|the\\s+)?(.+)$`,
      'i',
    ).exec(c))
  ) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  if (
    (m = new RegExp(
      `${REL_NOUN}(?:to|with)\\s+(?:an?\\s+|the\\s+|one\\s+)?(.+?)\\s+(?:on|in|for|from|to)\\s+(?:the\\s+|each\\s+|every\\s+|all\\s+)?(.+)$`,
      'i',
    ).exec(c)) &&
    findEntity(ctx.model, m[2])
  ) {
    addRelation(ctx, m[2], m[1]);
    return true;
  }
  // (only to an entity or a known kind of record: "add a link to Google" is not a relation)
  if (
    (m = new RegExp(`${REL_NOUN}(?:to|with)\\s+(?:an?\\s+|the\\s+|one\\s+)?(.+)$`, 'i').exec(c)) &&
    (findEntity(ctx.model, m[1]) || resolveNoun(cleanPhrase(m[1]))?.catalog)
  ) {
    addRelation(ctx, undefined, m[1]);
    return true;
  }
  if (
    (m =
      /^(?:make\s+)?(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:should\s+|must\s+|can\s+|will\s+)?(?:belongs?|be\s+linked|be\s+assigned|are\s+linked|is\s+linked|be\s+related|is\s+related|are\s+related|refers?|points?)\s+to\s+(?:an?\s+|the\s+|one\s+)?(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1])
  ) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  // "every donation comes from a donor", "a quote is always for one lead", "each visit is about a pet":
  // one record of another entity (or a known kind of record), so a link to it
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:(?:should|must|will)\s+)?(?:always\s+|only\s+)?(?:comes?\s+from|(?:is|are|be)\s+(?:always\s+|only\s+|just\s+)?(?:for|from|about|made\s+for|done\s+for))\s+(?:an?\s+|one\s+|the\s+|a\s+single\s+|exactly\s+one\s+|one\s+particular\s+)(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1]) &&
    (findEntity(ctx.model, m[2]) || resolveNoun(cleanPhrase(m[2]))?.catalog)
  ) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  return false;
}

/** Nouns for labels many records share: "has many tags" means a many-to-many link, not ownership. */
const SHARED_LABELS = /^(?:tag|label|keyword|badge|skill|genre|interest|topic|hashtag|allergen|amenity|feature)$/;

/** "X has …": many of an entity (a relation from the many side), one of an entity (a relation), or fields. */
function hasClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "each project has many milestones": the relation points from the many side to the one side
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+|one\s+)?(.+?)\s+(?:(?:should|must|can|will)\s+)?(?:has|have|contains?|holds?)\s+(?:many|multiple|several|some|any\s+number\s+of|a\s+list\s+of|one\s+or\s+more|zero\s+or\s+more)\s+(.+)$/i.exec(
        c,
      )) &&
    (findEntity(ctx.model, m[1]) || findEntity(ctx.model, m[2]))
  ) {
    const many = m[2].replace(/\s+(?:records?|entities)$/i, '');
    if (!findEntity(ctx.model, many) && !resolveNoun(cleanPhrase(many)))
      throw new EditError(`"${cleanPhrase(many)}" is not understood as an entity name.`);
    // "products can have several tags": labels are shared between records, so many-to-many
    const one = findEntity(ctx.model, m[1]);
    if (one && SHARED_LABELS.test(singularPhrase(cleanPhrase(many).toLowerCase()))) {
      const label = findEntity(ctx.model, many);
      const linked = label && (label.fields.some((f) => f.target === one.name) || one.fields.some((f) => f.target === label.name));
      if (!linked) {
        const b = label ?? addEntity(ctx, many, undefined, true, true);
        addJoin(ctx, one, b, `${one.name}${b.name}`);
        return true;
      }
    }
    addRelation(ctx, many, m[1], true);
    return true;
  }
  // "each task has a deal" (relation to an entity, or to a known kind of record); "each task has a
  // priority" stays a field
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:has|have|gets?|belongs\s+with)\s+(an?\s+|one\s+|a\s+single\s+|exactly\s+one\s+|its\s+own\s+|their\s+own\s+)?(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1])
  ) {
    const e = findEntity(ctx.model, m[1])!;
    const what = m[3].trim();
    const relTo = /^(?:relation(?:ship)?|link|reference|connection)\s+(?:to|with)\s+(?:an?\s+|the\s+|one\s+)?(.+)$/i.exec(what);
    if (relTo) {
      addRelation(ctx, e.name, relTo[1]);
      return true;
    }
    const isFieldPhrase = /\b(?:field|column|property|attribute)s?\b/i.test(what) || splitList(what).length > 1;
    const target = isFieldPhrase ? undefined : findEntity(ctx.model, what);
    const noun = isFieldPhrase || target ? undefined : resolveNoun(cleanPhrase(what));
    const asField = isFieldPhrase || target ? undefined : inferField(what, () => undefined);
    if (target || (noun?.catalog && asField?.type === 'string' && !isStop(noun.key))) {
      addRelation(ctx, e.name, target?.name ?? what);
    } else {
      addFields(ctx, e, what);
      ctx.lastEntity = e;
    }
    return true;
  }
  return false;
}

/** New entities named as such: "add a Supplier entity with name and email". */
function addEntityClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "make venue its own entity with a name and an address": the text field becomes a relation to it
  if (
    (m =
      /^(?:make|turn)\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:into\s+)?(?:its\s+own|a\s+separate|a\s+proper|their\s+own)\s+(?:entity|table|model|record\s+type|list)(?:\s+(?:with|having|that\s+has)\s+(.+))?$/i.exec(
        c,
      ))
  ) {
    const phrase = m[1];
    const owners = ctx.model.entities.filter((e) => findField(e, phrase)?.type === 'string');
    if (!owners.length || findEntity(ctx.model, phrase)) return false;
    const created = addEntity(ctx, phrase, m[2]);
    for (const owner of owners) {
      removeField(ctx, owner, findField(owner, phrase)!);
      addRelation(ctx, owner.name, created.name);
    }
    ctx.lastEntity = created;
    return true;
  }
  if (
    (m =
      /^(?:add|create|include|introduce|make)\s+(?:an?\s+|the\s+|some\s+)?(?:new\s+)?(.+?)\s+(?:entity|model|table|data type|resource|collection|module|section)(?:\s+(?:with|having|that has|containing|including)\s+(.+))?$/i.exec(
        c,
      ))
  ) {
    const e = addEntity(ctx, m[1], m[2]);
    ctx.lastEntity = e;
    return true;
  }
  if (
    (m =
      /^(?:add|create)\s+(?:an?\s+)?(?:new\s+)?(?:entity|model|table)\s+(?:called|named)?\s*(.+?)(?:\s+(?:with|having|containing)\s+(.+))?$/i.exec(
        c,
      ))
  ) {
    const e = addEntity(ctx, m[1], m[2]);
    ctx.lastEntity = e;
    return true;
  }
  return false;
}

/** Words after an entity that say nothing more: "to appointments pls", "to products too". */
const TARGET_FILLER = /^(?:,?\s*(?:pls|please|thanks|thank\s+you|too|as\s+well|also|now|then|as\s+well\s+please))+$/i;

/** Units a number is measured in: "a duration in minutes", "the weight in kg" (a unit, not an entity). */
const UNIT_WORDS =
  /^(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|kg|kgs|kilos?|kilograms?|grams?|g|lbs?|pounds?|ounces?|oz|km|kms|kilometres?|kilometers?|miles?|metres?|meters?|m|cm|mm|feet|foot|ft|inches?|litres?|liters?|l|ml|gallons?|percent|percentage|%|£|\$|€|euros?|dollars?|gbp|usd|eur|pence|cents?|degrees?|celsius|fahrenheit|kwh|watts?)$/i;

/**
 * The entity an "add … to X" names, and what follows it: "appointments pls" → Appointment and a
 * filler; "assignments as a long text" → a type; "donations - cash, card" → values; "tickets and a
 * page of urgent tickets" → a further request. Longest run of leading words that names an entity.
 */
function targetWithTail(ctx: Ctx, phrase: string): { e: EntitySpec; tail: string } | undefined {
  const toks = phrase.trim().split(/\s+/);
  for (let i = Math.min(toks.length, 4); i >= 1; i--) {
    const head = toks
      .slice(0, i)
      .join(' ')
      .replace(/[,:;]+$/, '');
    if (!/[a-z0-9]$/i.test(head)) continue;
    const e = findEntity(ctx.model, head.replace(/\s+(?:entity|model|table|records?|form|list)$/i, ''));
    // "to products, orders and customers": the comma after the entity starts the list that follows
    if (e) return { e, tail: `${/,$/.test(toks[i - 1]) ? ', ' : ''}${phrase.trim().slice(toks.slice(0, i).join(' ').length).trim()}` };
  }
  return undefined;
}

/** New fields: "add a priority field (low, medium, high) to Task", "give tasks a due date", "tasks should have an owner". */
function addFieldClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^(add|include|put|store|record|capture|track)\s+(.+)$/i.exec(c))) {
    const body = m[2];
    // "add harvests with a date, a weight in kg": a new record and its fields (implicitEntityClause)
    const record = /^(?:some\s+)?([a-z]+(?:\s+[a-z]+)?s)\s+(?:with|having|including|containing)\s/i.exec(body);
    if (record && !findEntity(ctx.model, record[1]) && resolveNoun(record[1].toLowerCase())) return false;
    // every "to/on/in/for X" is a candidate: the first whose X starts with an entity wins
    const preps = [...body.matchAll(/\s+(?:to|on|in|for|onto|into)\s+(?:the\s+|each\s+|every\s+|all\s+|our\s+|my\s+)?/gi)];
    let lastUnit = false;
    for (const p of preps) {
      const fieldsText = body.slice(0, p.index).trim();
      const rest = body.slice(p.index! + p[0].length);
      if (!fieldsText) continue;
      const hit = targetWithTail(ctx, rest);
      if (!hit) {
        lastUnit = UNIT_WORDS.test(rest.trim()) && /^\s+in\s/i.test(p[0]);
        continue;
      }
      const { e, tail } = hit;
      let fields = fieldsText;
      let more: string | undefined;
      let t: RegExpExecArray | null;
      const list = /^(?:,\s*|(?:and|&)\s+)(.+)$/i.exec(tail);
      const listed = list ? splitList(list[1]).map((x) => findEntity(ctx.model, x)) : [];
      if (!tail || TARGET_FILLER.test(tail)) {
        // nothing more
      } else if (listed.length && listed.every(Boolean)) {
        // "add notes to jobs, invoices and customers": the same fields on each entity listed
        for (const x of [e, ...(listed as EntitySpec[])]) addFields(ctx, x, fields);
        ctx.lastEntity = listed[listed.length - 1];
        return true;
      } else if ((t = /^(?:as\s+)(?:an?\s+)?(.+?)(?:\s+field)?$/i.exec(tail))) fields = `${fields} (${t[1]})`;
      else if ((t = /^(?:[-–—:]+|,)\s*(.+)$/.exec(tail)) && /,|\bor\b|\//.test(t[1]))
        fields = `${fields} (${t[1].replace(/\s+(?:or|and)\s+/gi, ', ')})`;
      else if ((t = /^\(([^()]+)\)$/.exec(tail))) fields = `${fields} (${t[1]})`;
      else if ((t = /^(?:,\s*)?(?:and|&|plus)\s+(.+)$/i.exec(tail))) more = t[1];
      else if ((t = /^,?\s*(?:with|having|including|that\s+(?:has|have))\s+(.+)$/i.exec(tail))) {
        // "track parts used on each repair, with a part number and a price": a new kind of record
        // (a plural noun, maybe with a participle) that belongs to the entity, and its own fields
        const thing = fieldsText
          .replace(/^(?:the|some|any)\s+/i, '')
          .replace(/\s+(?:[a-z]+ed|sold|made|given|done|taken|spent|paid)$/i, '');
        if (
          !/^[a-z]+(?:\s+[a-z]+)?s$/i.test(thing) ||
          findEntity(ctx.model, thing) ||
          findField(e, thing) ||
          !resolveNoun(cleanPhrase(thing))
        )
          throw new EditError(`could not place the words "${tail.replace(/[.!?]+$/, '')}" (nothing was changed).`);
        const child = addEntity(ctx, thing, t[1]);
        addRelation(ctx, child.name, e.name);
        ctx.lastEntity = child;
        return true;
      } else throw new EditError(`could not place the words "${tail.replace(/[.!?]+$/, '')}" (nothing was changed).`);
      // "add a notes field to tasks and projects": the same fields on each entity listed
      const others = more ? splitList(more).map((x) => findEntity(ctx.model, x)) : [];
      if (more && others.length && others.every(Boolean)) {
        for (const x of [e, ...(others as EntitySpec[])]) addFields(ctx, x, fields);
        ctx.lastEntity = others[others.length - 1];
        return true;
      }
      // "add a hop variety to beers and a colour": more fields of the same entity
      if (more && moreFields(ctx, more)) {
        fields = `${fields}, ${more}`;
        more = undefined;
      }
      addFields(ctx, e, fields);
      ctx.lastEntity = e;
      // "… to tickets and a page of urgent tickets": the verb carries over to what follows "and"
      if (more && !applyClause(ctx, `${m[1]} ${more}`))
        throw new EditError(`could not place the words "${more.replace(/[.!?]+$/, '')}" (nothing was changed).`);
      return true;
    }
    // "add a duration in minutes": a unit, not an entity; the fields go to the entity spoken of last
    if (lastUnit && preps.length === 1) {
      const e = requireEntity(ctx, undefined);
      addFields(ctx, e, body);
      ctx.lastEntity = e;
      return true;
    }
    const first = preps.find((p) => body.slice(0, p.index).trim());
    if (first) {
      const fieldsText = body.slice(0, first.index).trim();
      const target = body.slice(first.index! + first[0].length).replace(/\s+(?:entity|model|table|records?|form|list)$/i, '');
      if (
        !/\b(?:field|column|property|attribute)s?\b/i.test(fieldsText) &&
        /^(?:the\s+)?(?:app|application|navigation|nav|menu|sidebar)$/i.test(target.trim())
      ) {
        const e2 = addEntity(ctx, fieldsText, undefined);
        ctx.lastEntity = e2;
        return true;
      }
      throw (
        unplaced(ctx, target) ??
        new EditError(`there is no entity called "${cleanPhrase(target)}" (entities: ${ctx.model.entities.map((x) => x.name).join(', ')}).`)
      );
    }
  }
  if ((m = /^give\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+?)\s+(?:an?\s+)(.+)$/i.exec(c))) {
    const e = requireEntity(ctx, m[1]);
    addFields(ctx, e, m[2]);
    ctx.lastEntity = e;
    return true;
  }
  if (
    (m =
      /^(?:each\s+|every\s+|all\s+|the\s+)?(.+?)\s+(?:should|must|need to|needs to|will)\s+(?:also\s+)?(?:have|has|include|store|record)\s+(?:an?\s+)?(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1])
  ) {
    const e = findEntity(ctx.model, m[1])!;
    addFields(ctx, e, m[2]);
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^(?:add|include)\s+(?:an?\s+)?(.+?\s+(?:field|column|property|attribute)s?\b.*)$/i.exec(c))) {
    const e = requireEntity(ctx, undefined);
    addFields(ctx, e, m[1]);
    return true;
  }
  return false;
}

/**
 * "remove difficulty from rooms, add a max players number": a field (one thing with an article, not a
 * known kind of record) asked for after a clause that named an entity goes to that entity.
 */
function fieldOfLastEntityClause(ctx: Ctx, c: string): boolean {
  const m = /^(?:add|include)\s+((?:an?|one)\s+.+)$/i.exec(c);
  const e = ctx.lastEntity && ctx.model.entities.includes(ctx.lastEntity) ? ctx.lastEntity : undefined;
  if (!m || !e || /\s(?:with|having|including|containing)\s/i.test(m[1])) return false;
  const noun = resolveNoun(cleanPhrase(m[1]));
  if (noun?.catalog || !moreFields(ctx, m[1])) return false;
  addFields(ctx, e, m[1]);
  return true;
}

/** New entities named only by a noun: "add suppliers", "also track invoices with number, amount and due date". */
function implicitEntityClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if (
    (m =
      /^(?:add|create|track|manage|include|introduce|start tracking|keep track of)\s+(?:an?\s+|some\s+)?(?:new\s+)?(.+?)(?:\s+(?:with|having|that have|which have|including|containing)\s+(.+))?$/i.exec(
        c,
      ))
  ) {
    const phrase = m[1];
    // "add teachers and classes", "add vets, owners and pets": several new kinds of record at once
    const many = m[2] ? [] : splitList(phrase).map((x) => x.replace(/^(?:an?|some|new)\s+/i, ''));
    if (
      many.length > 1 &&
      many.every((x) => x.split(/\s+/).length <= 2 && !findEntity(ctx.model, x) && resolveNoun(cleanPhrase(x))) &&
      new Set(many.map((x) => singularPhrase(x.toLowerCase()))).size === many.length
    ) {
      for (const x of many) ctx.lastEntity = addEntity(ctx, x, undefined);
      return true;
    }
    if (phrase.split(/\s+/).length <= 3 && !findEntity(ctx.model, phrase)) {
      const r = resolveNoun(cleanPhrase(phrase));
      if (r) {
        const e = addEntity(ctx, phrase, m[2]);
        ctx.lastEntity = e;
        return true;
      }
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

function replacePageRefs(content: string, from: string, to: string): string {
  return content
    .replace(new RegExp(`(createPageUrl\\(\\s*)(['"\`])${from}\\2`, 'g'), `$1$2${to}$2`)
    .replace(new RegExp(`(pageUrl\\(\\s*)(['"\`])${from}\\2`, 'g'), `$1$2${to}$2`);
}

export function editApp(input: EditInput): EditResult {
  const progress = input.onProgress ?? (() => {});
  const prompt = (input.prompt ?? '').slice(0, PROMPT_MAX).trim();
  const files = input.files ?? {};
  progress('analyse', 'Reading the edit prompt and the current app');
  const understood = interpret(input, prompt, files, progress);
  if ('ok' in understood) return understood;
  const { ctx, before } = understood;
  progress(
    'entities',
    ctx.ops
      .filter((o) => /entity|field|relation/.test(o.kind))
      .map((o) => `${o.kind}: ${o.detail}`)
      .join('; ') || 'No entity changes',
  );
  const { written, deleted, pagesTouched } = renderChanges(ctx, before, files);
  progress('pages', pagesTouched.length ? `Regenerated ${pagesTouched.join(', ')}` : 'No page changes');
  rewriteReferences(ctx, files, written, deleted);
  return editResult(ctx, before, files, written, deleted, progress);
}

type Interpreted = { ctx: Ctx; before: AppModel };

/** An understood edit that changes nothing (constraints kept, requests already met): success, no files. */
function nothingToChange(why: string, warnings: string[], progress: ProgressFn): EditResult {
  const summary = `Nothing to change: ${why}`;
  progress('done', summary);
  return { ok: true, files_written: {}, files_deleted: [], summary, operations: [{ kind: 'keep', detail: why }], warnings };
}

/** The prompt read against the current app: the edited model, or why nothing can be changed. */
function interpret(input: EditInput, prompt: string, files: Record<string, string>, progress: ProgressFn): Interpreted | EditResult {
  if (prompt.length < 3) return vague('the edit prompt is empty.');
  let parsed: Parsed;
  try {
    parsed = parseApp(files, (input.app_name ?? '').trim() || 'My App', input.settings);
  } catch (err) {
    if (err instanceof EditError) return { ok: false, error: `cannot edit: ${err.message}` };
    throw err;
  }
  const before = structuredClone(parsed.model);
  const start = input.settings?.home_page;
  const ctx: Ctx = {
    model: parsed.model,
    files,
    ops: [],
    warnings: [],
    already: [],
    pageRenames: [],
    synced: [],
    startPage: typeof start === 'string' && start !== parsed.model.homePage && `pages/${start}.jsx` in files ? start : undefined,
  };
  ctx.startBefore = ctx.startPage;
  // "keep the existing layout and colours" is a constraint: it changes nothing and is not vague
  const { rest, kept } = stripConstraints(prompt);
  if (!rest && kept.length) return nothingToChange(`${kept.join('; ')} — kept as they are.`, [], progress);
  const isEntity = (phrase: string) => !!findEntity(ctx.model, phrase);
  const clauses = splitClauses(rest, isEntity).flatMap((c) => normaliseClause(c, isEntity));
  const notUnderstood: string[] = [];
  try {
    for (const clause of clauses) {
      try {
        if (!applyClause(ctx, clause)) notUnderstood.push(clause);
      } catch (err) {
        if (!(err instanceof AlreadySo)) throw err;
        ctx.already.push(err.message);
      }
    }
  } catch (err) {
    if (err instanceof EditError) return { ok: false, error: `cannot apply the edit: ${err.message}` };
    throw err;
  }
  if (notUnderstood.length) {
    return vague(
      `could not understand ${notUnderstood.map((c) => `"${c}"`).join(' and ')}${ctx.ops.length ? ' (nothing was changed)' : ''}.`,
    );
  }
  if (!ctx.ops.length && ctx.already.length) return nothingToChange(ctx.already.join(' '), ctx.warnings, progress);
  if (!ctx.ops.length && ctx.warnings.length) return { ok: false, error: `cannot apply the edit: ${ctx.warnings.join(' ')}` };
  if (!ctx.ops.length) return vague(`could not find an edit in "${prompt.slice(0, 200)}".`);
  ctx.warnings.unshift(...ctx.already.map((a) => `${a} Left as it is.`));
  return { ctx, before };
}

/** Re-render before and after; the files whose rendering changed are written, those no longer rendered deleted. */
function renderChanges(ctx: Ctx, before: AppModel, files: Record<string, string>) {
  // theme changes are applied textually to every file instead (rewriteReferences)
  const originalRender = renderAll(before);
  const oldRender = ctx.themeChange ? renderAll({ ...before, theme: ctx.model.theme }) : originalRender;
  const newRender = renderAll(ctx.model);
  const written: Record<string, string> = {};
  const deleted = new Set<string>();
  const pagesTouched: string[] = [];
  const fieldsOf = (src: string | undefined) => /\bconst FIELDS = (\[[\s\S]*?\n\]);/.exec(src ?? '')?.[1];
  for (const [path, content] of Object.entries(newRender)) {
    // a generated page whose field list drifted from its schema (update_entity_schema, a file
    // edit) follows the schema again with any edit
    const drifted =
      path.startsWith('pages/') && path in files && fieldsOf(files[path]) !== undefined && fieldsOf(files[path]) !== fieldsOf(content);
    if (drifted && !ctx.synced.includes(path)) ctx.synced.push(path);
    if (oldRender[path] === content && path in files && !drifted) continue;
    if (files[path] === content) continue;
    if (oldRender[path] === content && !(path in files) && path.startsWith('components/')) {
      // a shared component that went missing: recreate only when a written page needs it
      continue;
    }
    if (path in files && path in originalRender && files[path] !== originalRender[path] && !path.startsWith('entities/')) {
      ctx.warnings.push(`${path} had manual changes; it was regenerated for this edit.`);
    }
    written[path] = content;
    if (path.startsWith('pages/') || path === 'Layout.jsx') pagesTouched.push(path);
  }
  for (const path of Object.keys(oldRender)) {
    if (!(path in newRender) && path in files) deleted.add(path);
  }
  if (Object.keys(written).some((p) => p.startsWith('pages/'))) {
    for (const [path, content] of Object.entries(sharedComponents(ctx.model.theme))) {
      if (!(path in files) && !(path in written)) written[path] = content;
    }
  }
  return { written, deleted, pagesTouched };
}

/** Page renames move files nobody re-rendered and fix references; a theme change rewrites palette classes. */
function rewriteReferences(ctx: Ctx, files: Record<string, string>, written: Record<string, string>, deleted: Set<string>): void {
  for (const { from, to } of ctx.pageRenames) {
    const oldPath = `pages/${from}.jsx`;
    const newPath = `pages/${to}.jsx`;
    if (oldPath in files && !(newPath in written)) {
      const src = files[oldPath];
      written[newPath] = src.replace(new RegExp(`(export\\s+default\\s+function\\s+)${from}(Page)?\\b`), `$1${to}$2`);
      deleted.add(oldPath);
    }
    if (oldPath in files) deleted.add(oldPath);
    for (const path of Object.keys(files)) {
      if (deleted.has(path) || !/\.(jsx|js)$/.test(path)) continue;
      const current = written[path] ?? files[path];
      const next = replacePageRefs(current, from, to);
      if (next !== current) written[path] = next;
    }
  }
  if (ctx.themeChange) {
    const { from, to } = ctx.themeChange;
    for (const path of Object.keys(files)) {
      if (deleted.has(path) || !/\.(jsx|js|css|html)$/.test(path)) continue;
      const current = written[path] ?? files[path];
      const next = replacePalette(current, from, to);
      if (next !== current) written[path] = next;
    }
    for (const path of Object.keys(written)) written[path] = replacePalette(written[path], from, to);
  }
  if (ctx.darkMode === true) written[DARK_MODE_PATH] = DARK_MODE_CSS;
  if (ctx.darkMode === false) deleted.add(DARK_MODE_PATH);
  for (const path of Object.keys(written)) if (files[path] === written[path]) delete written[path];
  for (const path of deleted) delete written[path];
}

/** The files written and deleted, in order, with the summary of what was applied. */
function editResult(
  ctx: Ctx,
  before: AppModel,
  files: Record<string, string>,
  written: Record<string, string>,
  deleted: Set<string>,
  progress: ProgressFn,
): EditResult {
  const sortedWritten: Record<string, string> = {};
  for (const k of Object.keys(written).sort()) sortedWritten[k] = written[k];
  const filesDeleted = [...deleted].filter((p) => p in files).sort();
  const startChanged = ctx.startPage !== ctx.startBefore;
  if (!Object.keys(sortedWritten).length && !filesDeleted.length && !ctx.newName && !ctx.themeChange && !startChanged) {
    return {
      ok: false,
      error: `cannot apply the edit: it would not change any file (${[...ctx.ops.map((o) => o.detail), ...ctx.warnings].join('; ')}).`,
    };
  }
  progress('layout', 'Layout.jsx' in sortedWritten ? 'Updated the navigation' : 'Navigation unchanged');
  const synced = ctx.synced.filter((p) => p in sortedWritten);
  if (synced.length) ctx.warnings.push(`${synced.join(', ')} no longer matched the entity schemas; re-rendered from them.`);
  const summary =
    `Applied ${ctx.ops.length} edit${ctx.ops.length === 1 ? '' : 's'}: ${ctx.ops.map((o) => `${o.kind.replace(/_/g, ' ')} ${o.detail}`).join('; ')}. ` +
    `${Object.keys(sortedWritten).length} file(s) written, ${filesDeleted.length} deleted.`;
  progress('done', summary);
  const homeChanged = before.homePage !== ctx.model.homePage;
  const result: EditResult = {
    ok: true,
    files_written: sortedWritten,
    files_deleted: filesDeleted,
    summary,
    operations: ctx.ops,
    warnings: [...new Set([...ctx.warnings])],
  };
  if (ctx.newName) result.new_name = ctx.newName;
  if (ctx.themeChange || homeChanged || startChanged)
    result.settings = { home_page: ctx.startPage ?? ctx.model.homePage, theme: { primary: normalizeTheme(ctx.model.theme) } };
  return result;
}

export { titleFieldOf };
