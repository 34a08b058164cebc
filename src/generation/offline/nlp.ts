// Natural-language helpers for the offline generator.
//
// `compromise` gives us part-of-speech tags (to find nouns in free prompts) and
// English noun inflection (singular/plural, including irregulars such as
// person/people, analysis/analyses, category/categories). Everything else here
// is small, deterministic string handling.
import nlp from 'compromise';

type Inflector = {
  toSingular: (word: string, model: unknown) => string;
  toPlural: (word: string, model: unknown) => string;
};

const world = nlp.world() as { methods: { two: { transform: { noun: Inflector } } }; model: unknown };
const inflect = world.methods.two.transform.noun;
const model = world.model;

/** Words whose singular and plural are the same, or which compromise inflects badly. */
const INVARIANT = new Set([
  'species',
  'series',
  'news',
  'staff',
  'equipment',
  'information',
  'feedback',
  'software',
  'hardware',
  'inventory',
  'sheep',
  'fish',
  'deer',
  'data',
  'media',
  'furniture',
  'luggage',
  'money',
  'research',
  'progress',
  'clothing',
  'stock',
  'merchandise',
  'mail',
  'music',
  'homework',
  'traffic',
  'weather',
]);
const SINGULAR_FIX: Record<string, string> = {
  statuses: 'status',
  status: 'status',
  campuses: 'campus',
  buses: 'bus',
  analyses: 'analysis',
  lives: 'life',
  wives: 'wife',
  knives: 'knife',
  movies: 'movie',
  cookies: 'cookie',
  menus: 'menu',
  data: 'data',
  media: 'media',
  criteria: 'criterion',
  people: 'person',
  children: 'child',
  sales: 'sale',
  classes: 'class',
  addresses: 'address',
  expenses: 'expense',
  courses: 'course',
  houses: 'house',
  purchases: 'purchase',
  responses: 'response',
  licenses: 'license',
  invoices: 'invoice',
  services: 'service',
  resources: 'resource',
  places: 'place',
  pieces: 'piece',
  vehicles: 'vehicle',
  horses: 'horse',
  nurses: 'nurse',
  warehouses: 'warehouse',
  phases: 'phase',
  cases: 'case',
  databases: 'database',
  bases: 'base',
  leases: 'lease',
  releases: 'release',
  exercises: 'exercise',
  diagnoses: 'diagnosis',
  crises: 'crisis',
  theses: 'thesis',
  axes: 'axis',
  hives: 'hive',
  dishes: 'dish',
  boxes: 'box',
  taxes: 'tax',
  matches: 'match',
  wishes: 'wish',
  inquiries: 'inquiry',
  enquiries: 'enquiry',
  loans: 'loan',
  quizzes: 'quiz',
  glasses: 'glass',
  businesses: 'business',
};
const PLURAL_FIX: Record<string, string> = {
  staff: 'staff',
  status: 'statuses',
  person: 'people',
  child: 'children',
  fish: 'fish',
  data: 'data',
  menu: 'menus',
  cactus: 'cacti',
  campus: 'campuses',
  bus: 'buses',
  life: 'lives',
  hero: 'heroes',
  photo: 'photos',
  piano: 'pianos',
  radio: 'radios',
  video: 'videos',
  logo: 'logos',
  memo: 'memos',
  demo: 'demos',
  zoo: 'zoos',
  studio: 'studios',
  portfolio: 'portfolios',
  scenario: 'scenarios',
  inquiry: 'inquiries',
  enquiry: 'enquiries',
  diagnosis: 'diagnoses',
  business: 'businesses',
};

export function singular(word: string): string {
  const w = word.toLowerCase();
  if (!w) return w;
  if (INVARIANT.has(w)) return w;
  if (SINGULAR_FIX[w]) return SINGULAR_FIX[w];
  if (!/s$/.test(w) && w !== 'people' && w !== 'children' && w !== 'men' && w !== 'women' && w !== 'geese' && w !== 'mice') return w;
  if (/(ss|us|is)$/.test(w)) return w;
  const s = inflect.toSingular(w, model);
  return s && /^[a-z][a-z0-9-]*$/.test(s) ? s : w.replace(/s$/, '');
}

export function plural(word: string): string {
  const w = word.toLowerCase();
  if (!w) return w;
  if (INVARIANT.has(w)) return w;
  if (PLURAL_FIX[w]) return PLURAL_FIX[w];
  const p = inflect.toPlural(w, model);
  return p && /^[a-z][a-z0-9-]*$/.test(p) ? p : `${w}s`;
}

/** Is this (lower-case) word a plural form? */
export function isPluralWord(word: string): boolean {
  const w = word.toLowerCase();
  if (INVARIANT.has(w)) return false;
  return singular(w) !== w;
}

/** Split PascalCase / snake_case / spaced text into lower-case words. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

export function pascal(text: string): string {
  return words(text)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

export function snake(text: string): string {
  return words(text).join('_');
}

export function sentenceCase(text: string): string {
  const s = words(text).join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function titleCase(text: string): string {
  return words(text)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Plural of a multi-word name: only the last word is inflected. */
export function pluralPhrase(text: string): string {
  const ws = words(text);
  if (!ws.length) return '';
  ws[ws.length - 1] = plural(ws[ws.length - 1]);
  return ws.join(' ');
}

export function singularPhrase(text: string): string {
  const ws = words(text);
  if (!ws.length) return '';
  ws[ws.length - 1] = singular(ws[ws.length - 1]);
  return ws.join(' ');
}

/** Entity name (PascalCase, singular) → page name of its list (PascalCase, plural). */
export function pluralPascal(entityName: string): string {
  const p = pascal(pluralPhrase(entityName));
  return p === entityName ? `${entityName}List` : p;
}

export type TaggedTerm = { text: string; lower: string; tags: string[] };

/** Part-of-speech tagging of a sentence through compromise. */
const tagCache = new Map<string, TaggedTerm[]>();

/** Part-of-speech tags of a text; cached, because tagging is the generator's costliest step. */
export function tagTerms(text: string): TaggedTerm[] {
  const hit = tagCache.get(text);
  if (hit) return hit.slice(); // callers may pop or splice their copy
  const out = tagUncached(text);
  if (tagCache.size >= 4000) tagCache.delete(tagCache.keys().next().value!);
  tagCache.set(text, out);
  return out.slice();
}

function tagUncached(text: string): TaggedTerm[] {
  const doc = nlp(text);
  const out: TaggedTerm[] = [];
  const json = doc.json() as Array<{ terms: Array<{ text: string; normal?: string; tags: string[] }> }>;
  for (const sentence of json) {
    for (const t of sentence.terms) {
      const lower = (t.normal ?? t.text).toLowerCase();
      if (!lower) continue;
      out.push({ text: t.text, lower, tags: t.tags });
    }
  }
  return out;
}

/** Deterministic 32-bit FNV-1a hash, used to pick starter values. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
