// Reading the current app back into a model: entity JSON files, page markers, the Layout's NAV, list
// VIEW configs and theme classes (editApp in edit.ts and followSchema in follow.ts start from it).

import type { AppModel, CustomPage, EditInput, EntitySpec, FieldSpec, FieldType, PagePreset } from './types.ts';
import { FIELD_TYPES } from './types.ts';
import { fieldLabel, PAGE_MARKER, LAYOUT_MARKER } from './render.ts';
import { readLayout } from './layouts.ts';
import { resolveNoun } from './analyse.ts';
import { CATALOG, KIND_ICON, KNOWN_ICONS, ALIAS_INDEX } from './domains.ts';
import { defaultPageNames } from './generate.ts';
import { detectTheme, PALETTES, DEFAULT_THEME } from './theme.ts';
import { words, titleCase } from './nlp.ts';
import { EditError } from './edit-context.ts';

export type Parsed = { model: AppModel; foreign: string[] };

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
