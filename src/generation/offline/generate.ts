// generateApp: prompt → complete app (files, entities, pages, starter records).
import type { AppModel, GenerateInput, GenerateResult, PageNames } from './types.ts';
import { analysePrompt, type AnalysedEntity } from './analyse.ts';
import { renderAll } from './render.ts';
import { classifyLayout, describeLayout, planLayout } from './layouts.ts';
import { starterRecords } from './seed.ts';
import { DEFAULT_THEME, isLookSentence, normalizeTheme, paletteFor, partColour } from './theme.ts';
import { pluralPascal } from './nlp.ts';
import { KNOWN_ICONS } from './domains.ts';
import { pluralLabel } from './analyse.ts';

export const PROMPT_MAX = 10_000;

export function defaultPageNames(entity: string, taken: Set<string>): PageNames {
  const pick = (base: string) => {
    let n = base;
    let i = 2;
    while (taken.has(n)) n = `${base}${i++}`;
    taken.add(n);
    return n;
  };
  return { list: pick(pluralPascal(entity)), detail: pick(`${entity}Detail`), form: pick(`${entity}Form`) };
}

export function defaultView(e: { fields: Array<{ name: string; type: string }> }): { sort: string; filters: string[] } {
  const firstEnum = e.fields.find((f) => f.type === 'enum');
  return { sort: '-created_date', filters: firstEnum ? [firstEnum.name] : [] };
}

/** Theme colour asked for in a prompt ("with a green theme", "colour: teal"). */
export function themeFromPrompt(prompt: string): string | undefined {
  // "Use ivory for the background and teal for the components.": the parts' colour is the primary
  for (const sentence of prompt.split(/(?<=[.!?])\s+|\n+/)) {
    const part = isLookSentence(sentence) ? partColour(sentence) : undefined;
    if (part) return part;
  }
  const lower = prompt.toLowerCase();
  const m =
    /\b([a-z]+(?:\s+blue|\s+pink)?)\s+(?:theme|colou?r\s+scheme|colou?rs|colou?r|palette|accents?|look|branding|style)\b/.exec(lower) ??
    /\b(?:theme|colou?r\s+scheme|colou?rs?|palette|accent|branding)\s*(?::|is|should\s+be|of|in)?\s*([a-z]+(?:\s+blue|\s+pink)?)\b/.exec(
      lower,
    );
  if (!m) return undefined;
  return paletteFor(m[1]) ?? paletteFor(m[1].split(/\s+/).pop() ?? '');
}

export function buildModel(name: string, entities: AnalysedEntity[], theme: string): AppModel {
  const taken = new Set<string>(['Home']);
  const pageNames: AppModel['pageNames'] = {};
  const views: AppModel['views'] = {};
  const icons: AppModel['icons'] = {};
  for (const e of entities) {
    pageNames[e.name] = defaultPageNames(e.name, taken);
    views[e.name] = defaultView(e);
    icons[e.name] = KNOWN_ICONS.has(e.icon) ? e.icon : 'List';
  }
  return {
    name,
    theme,
    entities: entities.map((e) => ({ name: e.name, description: e.description, fields: e.fields })),
    pageNames,
    views,
    icons,
    customPages: [],
    homePage: 'Home',
  };
}

export function generateApp(input: GenerateInput): GenerateResult {
  const progress = input.onProgress ?? (() => {});
  const name = (input.name ?? '').trim().slice(0, 100) || 'My App';
  const prompt = (input.prompt ?? '').slice(0, PROMPT_MAX);
  progress('analyse', 'Reading the prompt');
  if (prompt.trim().length < 3) {
    return {
      ok: false,
      error:
        'vague prompt: the prompt is empty. Describe what the app should keep track of, e.g. "A CRM to track contacts, companies and deals".',
    };
  }
  const analysis = analysePrompt(prompt, input.description ?? '');
  if ('error' in analysis) return { ok: false, error: analysis.error };
  const theme = input.theme ? normalizeTheme(input.theme) : (themeFromPrompt(prompt) ?? DEFAULT_THEME);
  progress(
    'analyse',
    analysis.template ? `Recognised a ${analysis.template.label} app` : 'Derived the data model from the nouns of the prompt',
  );

  progress('entities', `Entities: ${analysis.entities.map((e) => `${e.name} (${e.fields.length} fields)`).join(', ')}`);
  const model = buildModel(name, analysis.entities, theme);
  const decision = classifyLayout(model, prompt);
  if (decision.kinds.length) model.layout = { kinds: decision.kinds };
  // a catalog is browsed by its categories: its list filters by its first relation too
  for (const name of planLayout(model).catalog) {
    const e = model.entities.find((x) => x.name === name)!;
    const rel = e.fields.find((f) => f.type === 'relation');
    if (rel && !model.views[name].filters.includes(rel.name)) model.views[name].filters.push(rel.name);
  }
  const layoutSentence = describeLayout(model, decision);

  progress(
    'pages',
    `Pages: Home and list, detail and form pages for ${analysis.entities.length} entit${analysis.entities.length === 1 ? 'y' : 'ies'}`,
  );
  const files = renderAll(model);
  progress('layout', `Layout with navigation and shared components. ${layoutSentence}`);

  const pages = Object.keys(files)
    .filter((p) => p.startsWith('pages/'))
    .sort();
  const starter = starterRecords(analysis.entities, 3, {
    prompt,
    templateEntities: new Set(analysis.template?.entities.map((e) => e.ref) ?? []),
    today: input.today,
    imageBase: input.imageBase,
  });
  const relations = analysis.entities.flatMap((e) =>
    e.fields.filter((f) => f.type === 'relation').map((f) => `${e.name}.${f.name} → ${f.target}`),
  );
  const summary =
    `Generated "${name}"${analysis.template ? ` (${analysis.template.label} app)` : ''} with ${analysis.entities.length} entit${analysis.entities.length === 1 ? 'y' : 'ies'} ` +
    `(${analysis.entities.map((e) => e.name).join(', ')}), ${pages.length} pages and a Layout with navigation` +
    (relations.length ? `; relations: ${relations.join(', ')}` : '') +
    `. ${layoutSentence} Theme: ${theme}. Built by the offline generator (deterministic: it reads the prompt's nouns, lists and relations; an LLM provider makes richer apps).`;
  progress('done', summary);
  return {
    ok: true,
    files,
    entities: analysis.entities.map((e) => e.name),
    pages,
    starter_records: starter,
    summary,
    warnings: analysis.warnings,
    settings: { home_page: model.homePage, theme: { primary: theme } },
  };
}

export { pluralLabel };
