// Natural-language helpers for the offline generator.
//
// `compromise` gives us part-of-speech tags (to find nouns in free prompts) and
// English noun inflection (singular/plural, including irregulars such as
// person/people, analysis/analyses, category/categories). Everything else here
// is small, deterministic string handling.
import nlp from 'compromise';

/**
 * A table looked up by a prompt's words, made without a prototype: "constructor" or "__proto__" in a
 * prompt ("F1 teams and constructors") then finds nothing instead of Object's own members.
 */
export function wordTable<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

type Inflector = {
  toSingular: (word: string, model: unknown) => string;
  toPlural: (word: string, model: unknown) => string;
};

const world = nlp.world() as { methods: { two: { transform: { noun: Inflector } } }; model: unknown };
const inflect = world.methods.two.transform.noun;
const model = world.model;

/** Fields of work or study in -ics: one word, no plural, and never a record. */
export const FIELDS_OF_STUDY = new Set([
  'logistics',
  'analytics',
  'statistics',
  'robotics',
  'economics',
  'athletics',
  'electronics',
  'physics',
  'ethics',
  'genetics',
  'optics',
  'acoustics',
  'aerobics',
  'gymnastics',
  'politics',
  'linguistics',
  'mathematics',
  'informatics',
  'aeronautics',
  'hydraulics',
]);

/** Words whose singular and plural are the same, or which compromise inflects badly. */
const INVARIANT = new Set([
  // words in -s that are no plurals: "our SaaS"
  'saas',
  // fields of work or study ("logistics platform", "robotics club"): no "logistic" record
  ...FIELDS_OF_STUDY,
  'paas',
  'christmas',
  'xmas',
  'asbestos',
  'canvas',
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
const SINGULAR_FIX: Record<string, string> = wordTable({
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
});
const PLURAL_FIX: Record<string, string> = wordTable({
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
});

/** The verbs a word in -ing may come from, likeliest first: "booking" -> book, "scheduling" -> schedule, "planning" -> plan. */
export function gerundStems(word: string): string[] {
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, ...(/(.)\1$/.test(stem) ? [stem.slice(0, -1)] : [])];
}

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

/**
 * The word a multi-word name inflects: its last, or the one before "of"/"for" when a phrase follows ("bills of
 * materials", "calls for papers": the head comes first).
 */
function headIndex(ws: string[]): number {
  const at = ws.findIndex((w, i) => i > 0 && i < ws.length - 1 && (w === 'of' || w === 'for'));
  return at > 0 ? at - 1 : ws.length - 1;
}

/** Plural of a multi-word name: only its head word is inflected. */
export function pluralPhrase(text: string): string {
  const ws = words(text);
  if (!ws.length) return '';
  const h = headIndex(ws);
  ws[h] = plural(ws[h]);
  return ws.join(' ');
}

export function singularPhrase(text: string): string {
  const ws = words(text);
  if (!ws.length) return '';
  const h = headIndex(ws);
  ws[h] = singular(ws[h]);
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
  const json = doc.json() as Array<{ terms: Array<{ text: string; normal?: string; tags: string[]; pre?: string; post?: string }> }>;
  for (const sentence of json) {
    const terms: Array<TaggedTerm & { opens: boolean; joined: boolean }> = [];
    sentence.terms.forEach((t, i) => {
      const lower = (t.normal ?? t.text).toLowerCase();
      if (!lower) return;
      const before = `${sentence.terms[i - 1]?.post ?? ''}${t.pre ?? ''}`;
      terms.push({ text: t.text, lower, tags: t.tags, opens: i === 0 || /[^\s]/.test(before), joined: !/[^\s]/.test(t.post ?? '') });
    });
    subjectVerbObject(terms);
    compoundPlurals(terms);
    for (const { text: tx, lower, tags } of terms) out.push({ text: tx, lower, tags });
  }
  return out;
}

/** Nouns for a body of people that take a plural verb without a plural ending ("staff raise tickets"). */
const GROUP_SUBJECTS = /^(?:staff|team|crew|personnel|faculty|management|admin|it|hr|police|committee|board|council|clergy)$/;

/**
 * "volunteers check temperatures", "staff raise tickets": at the start of a clause, a plural (or group)
 * noun, a word that can be a bare verb, then a plural noun or a determiner are subject, verb and object,
 * though the tagger reads the first two as a noun compound ("check temperatures") or an imperative
 * ("staff!"). Retags them in place.
 */
function subjectVerbObject(terms: Array<TaggedTerm & { opens: boolean; joined: boolean }>): void {
  for (let i = 0; i + 2 < terms.length; i++) {
    const [s, v, o] = [terms[i], terms[i + 1], terms[i + 2]];
    if (!s.opens && !/^(?:and|but|then|so|where|while|when|whereas)$/.test(terms[i - 1]?.lower ?? '')) continue;
    if (!s.joined || !v.joined) continue;
    const group = GROUP_SUBJECTS.test(s.lower);
    if (!group && !(/^[a-z]{3,}s$/.test(s.lower) && isPluralWord(s.lower))) continue;
    if (s.tags.includes('Pronoun') || s.tags.includes('Possessive')) continue;
    // the verb: a bare form the tagger read as a noun (or as a verb, after a subject it read as an imperative)
    if (!/^[a-z]{3,}$/.test(v.lower) || /s$/.test(v.lower) || v.tags.includes('Gerund') || v.tags.includes('PastTense')) continue;
    if (!v.tags.includes('Noun') && !(v.tags.includes('Verb') && s.tags.includes('Verb'))) continue;
    const object = /^(?:a|an|the|their|them|our|its|his|her)$/.test(o.lower) || (/^[a-z]{3,}s$/.test(o.lower) && isPluralWord(o.lower));
    if (!object) continue;
    if (!tagTerms(`they ${v.lower} it`).some((t) => t.lower === v.lower && t.tags.includes('Verb'))) continue;
    s.tags = [
      ...s.tags.filter((g) => g !== 'Verb' && g !== 'PhrasalVerb' && g !== 'Imperative'),
      ...(s.tags.includes('Noun') ? [] : ['Noun']),
    ];
    if (!group && !s.tags.includes('Plural')) s.tags.push('Plural');
    v.tags = ['Verb', 'PresentTense'];
    if (!o.tags.includes('Noun') && /s$/.test(o.lower)) o.tags = [...o.tags.filter((g) => g !== 'Verb'), 'Noun', 'Plural'];
  }
}

/**
 * "and honey harvests per hive", "milk collections in litres": a noun that names no one (not a person, not
 * after a determiner), then a word in -s the tagger read as its verb, then a preposition or the end of the
 * phrase, is a noun compound: a thing that harvests would have an object or a particle ("user logs in").
 * Retags the second word as a plural noun, where the word can be one ("the harvests are").
 */
function compoundPlurals(terms: Array<TaggedTerm & { opens: boolean; joined: boolean }>): void {
  for (let i = 0; i + 1 < terms.length; i++) {
    const [a, b, c] = [terms[i], terms[i + 1], terms[i + 2]];
    if (!a.opens && !/^(?:and|or)$/.test(terms[i - 1]?.lower ?? '')) continue;
    if (!a.joined || !a.tags.includes('Noun') || a.tags.some((g) => /^(?:Plural|Actor|Pronoun|Possessive|ProperNoun|Verb)$/.test(g)))
      continue;
    if (!/^[a-z]{3,}s$/.test(b.lower) || !b.tags.includes('PresentTense') || b.tags.includes('PhrasalVerb') || b.tags.includes('Noun'))
      continue;
    if (b.joined && !(c?.tags.includes('Preposition') && !c.tags.includes('Particle'))) continue;
    if (!tagTerms(`the ${b.lower} are`).some((t) => t.lower === b.lower && t.tags.includes('Plural'))) continue;
    // (not after a word that may be a verb itself: "view tasks for", "play games in", "trade orders from")
    if (/ing$/.test(a.lower) || tagTerms(`they ${a.lower} it`).some((t) => t.lower === a.lower && t.tags.includes('Verb'))) continue;
    b.tags = ['Noun', 'Plural'];
  }
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
