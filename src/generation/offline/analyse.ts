// Prompt analysis: derive entities, typed fields and relations from a prompt.
import type { EntitySpec, FieldSpec } from './types.ts';
import {
  ALIAS_INDEX,
  CATALOG,
  GENERIC_FIELDS,
  KIND_ICON,
  KIND_WORDS,
  TEMPLATES,
  type CatalogEntity,
  type EntityKind,
  type Template,
} from './domains.ts';
import { inferField, parseFieldDsl, splitList, displayField, uniq, relationField, hasGuessedValues, ENUM_DEFAULTS } from './fields.ts';

const DISPLAY_FIELD_NAMES = new Set([
  'title',
  'name',
  'full_name',
  'subject',
  'headline',
  'label',
  'display_name',
  'first_name',
  'description',
  'reference',
  'customer_name',
  'guest_name',
  'author_name',
]);
import { pascal, plural, singular, singularPhrase, snake, tagTerms, words, isPluralWord } from './nlp.ts';
import { actorNouns, JOIN_VERBS, JUNK_NOUNS, PLURAL_OK, prepositionFacts, verbFacts } from './grammar.ts';

export type AnalysedEntity = EntitySpec & { icon: string; kind: EntityKind; catalog?: string; samples: string[]; pos: number };

export type Analysis = {
  template?: Template;
  entities: AnalysedEntity[];
  warnings: string[];
};

/** Nouns that never name the data of an app. */
const STOP_NOUNS = new Set([
  'app',
  'application',
  'tool',
  'system',
  'website',
  'site',
  'web',
  'page',
  'platform',
  'dashboard',
  'thing',
  'stuff',
  'way',
  'life',
  'everything',
  'something',
  'anything',
  'world',
  'time',
  'day',
  'info',
  'information',
  'feature',
  'ui',
  'interface',
  'design',
  'version',
  'option',
  'me',
  'field',
  'detail',
  'overview',
  'view',
  'screen',
  'form',
  'button',
  'link',
  'tracker',
  'manager',
  'management',
  'portal',
  'software',
  'solution',
  'program',
  'service app',
  'idea',
  'kind',
  'type',
  'lot',
  'bunch',
  'one',
  'place',
  'track',
  'list',
  'database',
  'spreadsheet',
  'crm',
  'cms',
  'admin',
  'backend',
  'frontend',
  'mvp',
  'prototype',
  'help',
  'use',
  'work',
  'job done',
  'number',
  'amount',
  'status',
  'priority',
  'name',
  'title',
  'date',
  'email',
  'price',
  'description',
  'note taking',
  'i',
  'we',
  'you',
  'they',
  'it',
  'them',
  'us',
  'everyone',
  'anyone',
  'family',
  'small business',
  'business owner',
  'home page',
  'homepage',
  'login',
  'sign in',
  'account page',
  'filter',
  'search',
  'sort',
  'chart',
  'graph',
  'report',
  'table view',
  'simple',
  'nice',
  'cool',
  'good',
  'great',
  'better',
  'easy',
  'modern',
  'beautiful',
  'clean',
  'basic',
  'new',
  'own',
  'personal',
  'whole',
  'etc',
  'other',
  'more',
  'much',
  'many',
  'few',
  'all',
  'some',
  'any',
  'each',
  'every',
  'blog',
  'box',
  'hub',
  'directory',
  'catalog',
  'catalogue',
  'organizer',
  'organiser',
  'planner',
  'logbook',
  'notebook',
  'library',
  'shop',
  'store',
  'restaurant',
  'salon',
  'clinic',
  'studio',
  'agency',
  'bakery',
  'cafe',
  'gym',
  'pizzeria',
  'diner',
  'bistro',
  'company website',
  'startup',
  'helpdesk',
  'help desk',
  'desk',
  'food bank',
  'bank',
  'charity',
  'club',
  'school',
  'office',
  'practice',
  'firm',
  'shelter',
  'farm',
  'brewery',
  'hotel',
  'spa',
  'barbershop',
  'kitchen',
]);
/** People named by their role in a field list become their own entity ("classes have a coach"). */
const ROLE_NOUNS = new Set([
  'coach',
  'teacher',
  'instructor',
  'tutor',
  'trainer',
  'stylist',
  'walker',
  'driver',
  'agent',
  'contractor',
  'technician',
  'mechanic',
  'doctor',
  'dentist',
  'therapist',
  'nurse',
  'vet',
  'photographer',
  'developer',
  'designer',
  'rep',
  'salesperson',
  'volunteer',
  'mentor',
  'landlord',
  'tenant',
  'customer',
  'client',
  'patient',
  'student',
  'employee',
  'supplier',
  'vendor',
  'seller',
  'buyer',
  'groomer',
  'cleaner',
  'caregiver',
  'interviewer',
  'reviewer',
  'speaker',
  'performer',
  'artist',
]);
/** Words of grammar that are never part of an entity's name ("and", "are", "an animal"). */
const FUNCTION_WORDS = new Set([
  'and',
  'or',
  'are',
  'is',
  'was',
  'were',
  'the',
  'an',
  'for',
  'with',
  'but',
  'not',
  'has',
  'have',
  'had',
  'can',
  'will',
  'their',
  'our',
  'my',
  'your',
  'each',
  'every',
  'per',
  'from',
  'into',
  'to',
  'of',
  'by',
]);
/** Words that turn a preceding noun into the owner of a field list. */
const FIELD_TRIGGER =
  '(?:should\\s+have|must\\s+have|will\\s+have|can\\s+have|need\\s+to\\s+have|needs\\s+to\\s+have|has|have|having|with|containing|contain|contains|include|includes|including|needs|need|stores|store|records|capture|captures|consisting\\s+of|made\\s+of|holding|that\\s+has|that\\s+have|which\\s+has|which\\s+have)';
const MANAGE_VERBS =
  '(?:keeps?\\s+track\\s+of|keeping\\s+track\\s+of|keep\\s+tabs\\s+on|tracks?|tracking|manage|manages|managing|logs?|logging|records?|recording|organi[sz]e|organi[sz]es|organi[sz]ing|stores?|storing|catalog(?:ue)?s?|catalog(?:u)?ing|lists?|listing|schedules?|scheduling|plans?|planning|monitors?|monitoring|handles?|handling|collects?|collecting|maintains?|maintaining|books?|booking|sells?|selling|rents?|renting|lends?|lending|borrows?|borrowing|registers?|registering|creates?|creating|adds?|adding|browse|browsing|publish(?:es)?|publishing|writes?|writing|posts?|posting|reviews?|reviewing|assigns?|assigning|captures?|capturing|runs?|running|submits?|submitting|orders?|ordering|sign\\s+up\\s+for|signs\\s+up\\s+for|apply\\s+(?:to|for)|applies\\s+(?:to|for)|invites?|shares?|sharing|saves?|saving|buys?|hires?|coordinates?|coordinating|follow\\s+up\\s+on|reserve|reserves|reserving|sells|rate|rates|rating|report|reports|file|files|see|view|edit|show|shows|showing|entities|models|data\\s+types|objects|tables)';
const LIST_BOUNDARY =
  /\b(?:with|where|that|which|so|for|to|by|in|on|at|from|including|who|when|while|using|via|per|into|across|between|of|as|through|within|without|if|because|plus|then|like|such)\b|[.;:!?()]/i;
const NOT_NOUN_WORDS = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'me',
  'how',
  'what',
  'when',
  'which',
  'who',
  'why',
  'where',
  'much',
  'many',
  'them',
  'it',
  'this',
  'that',
  'these',
  'those',
  'up',
  'out',
  'down',
  'easily',
  'quickly',
  'online',
  'together',
  'later',
]);
const DETERMINERS =
  /^(?:all|my|our|the|their|your|his|her|its|a|an|some|any|each|every|new|different|various|multiple|several|many|few|lots\s+of|lot\s+of|list\s+of|upcoming|incoming|outgoing|daily|weekly|monthly|own|personal|existing|current|past|future|recent|simple)\s+/i;
/** Catalog aliases that keep the catalog's own name instead of the user's word. */
const KEEP_CANONICAL = new Set([
  'menu',
  'set',
  'title',
  'home',
  'staff',
  'todo',
  'to-do',
  'to do',
  'sign-up',
  'signup',
  'sign up',
  'rsvp',
  'sku',
  'good',
  'user',
  'check in',
  'check-in',
  'checkin',
  'lift',
  'run',
  'streak entry',
  'completion',
  'follow-up',
  'followup',
  'touchpoint',
  'payment received',
  'earning',
  'ticket item',
  'action item',
  'weigh-in',
  'weight entry',
  'reservation slot',
  'plan',
  'menu plan',
  'order line',
  'screening call',
  'storage location',
  'part',
  'movement',
  'stock change',
  'novel',
  'food item',
]);

type Mention = { key: string; pos: number; strong: boolean; plural?: boolean };
type Clause = { key: string; pos: number; items: string[]; start: number; end: number; possessive: boolean; paren?: boolean };

const MAX_ENTITIES = 8;

function clean(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\be\.g\.\s*/gi, 'eg ')
    .replace(/\bi\.e\.\s*/gi, 'ie ')
    .replace(/\betc\.?/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Strip determiners and keep the head noun phrase (1–2 words) of a list item. */
export function headNoun(item: string): string | undefined {
  let s = item.toLowerCase().replace(/["'`]/g, '').replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 4; i++) s = s.replace(DETERMINERS, '');
  s = s.replace(/^(?:and|or|&)\s+/, '').trim();
  const ws = s.split(' ').filter(Boolean);
  if (!ws.length || ws.length > 4) return undefined;
  if (ws.some((w) => NOT_NOUN_WORDS.has(w))) return undefined;
  if (!ws.every((w) => /^[a-z][a-z-]*$/.test(w))) return undefined;
  const last2 = ws.slice(-2).join(' ');
  const last3 = ws.slice(-3).join(' ');
  if (ws.length >= 3 && ALIAS_INDEX.has(singularPhrase(last3))) return last3;
  if (ws.length >= 2 && ALIAS_INDEX.has(singularPhrase(last2))) return last2;
  if (ws.length >= 2 && DOCUMENT_HEADS.test(` ${ws[ws.length - 1]}`) && !NOT_NOUN_WORDS.has(ws[ws.length - 2])) return last2;
  if (ws.length >= 2) {
    const prev = ws[ws.length - 2];
    // "book appointments": the first word is a verb
    if (new RegExp(`^${MANAGE_VERBS}$`).test(prev)) return ws[ws.length - 1];
    const tags = tagTerms(last2).map((t) => t.tags);
    const prevIsNoun =
      tags[0]?.includes('Noun') && !tags[0].includes('Adjective') && !tags[0].includes('Possessive') && !tags[0].includes('Gerund');
    if (prevIsNoun && !STOP_NOUNS.has(prev) && !STOP_NOUNS.has(singular(prev))) return last2;
  }
  return ws[ws.length - 1];
}

export function nounLike(phrase: string): boolean {
  const last = phrase.split(' ').pop() ?? phrase;
  if (ALIAS_INDEX.has(singularPhrase(phrase)) || ALIAS_INDEX.has(singular(last)) || isPluralWord(last)) return true;
  const tags = tagTerms(phrase).pop()?.tags ?? [];
  return tags.includes('Noun') || !tags.includes('Verb');
}

export function isStop(key: string): boolean {
  return STOP_NOUNS.has(key) || STOP_NOUNS.has(key.split(' ').pop() ?? '') || key.length < 3;
}

/** Regex source matching a noun phrase in singular or plural form. */
function nounRe(phrase: string): string {
  const sing = singularPhrase(phrase);
  const ws = sing.split(' ');
  const last = ws.pop() ?? '';
  const forms = uniq([last, plural(last)])
    .map(escapeRe)
    .join('|');
  const head = ws.map(escapeRe).join('[\\s-]+');
  return head ? `${head}[\\s-]+(?:${forms})` : `(?:${forms})`;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/-/g, '[\\s-]?');
}

export function scoreTemplates(text: string): Array<{ t: Template; score: number }> {
  const lower = text.toLowerCase();
  return TEMPLATES.map((t) => {
    let score = 0;
    for (const [kw, w] of t.keywords) {
      const re = new RegExp(`\\b${nounRe(kw)}\\b`, 'gi');
      let m: RegExpExecArray | null;
      while ((m = re.exec(lower))) {
        if (usedAsVerb(lower, m.index)) continue;
        score += w;
        break;
      }
    }
    return { t, score };
  });
}

/** "members book classes", "to book a room": the word at `index` is a verb after its subject. */
function usedAsVerb(lower: string, index: number): boolean {
  const before = /([a-z']+)\s+$/.exec(lower.slice(Math.max(0, index - 30), index));
  if (!before) return false;
  const prev = before[1];
  if (/^(?:to|can|will|may|must|should|could|would|i|we|you|they|also|then|people|who|easily)$/.test(prev)) return true;
  const after = lower.slice(index).replace(/^[a-z-]+\s*/, '');
  return isPluralWord(prev) && !STOP_NOUNS.has(singular(prev)) && /^(?:a|an|the|their|our|[a-z]+s)\b/.test(after);
}

export type Resolved = { key: string; name: string; catalog?: CatalogEntity; kind: EntityKind };

function kindOf(key: string): EntityKind {
  const last = key.split(' ').pop() ?? key;
  for (const k of Object.keys(KIND_WORDS) as EntityKind[]) {
    if (KIND_WORDS[k].includes(key) || KIND_WORDS[k].includes(last)) return k;
  }
  // "renter", "adopter", "policyholder", "consignee": a word for someone who does something is a person
  if (ROLE_NOUNS.has(last) || /(?:holder|keeper|owner|goer|maker|taker|giver|ee)$/.test(last)) return 'person';
  if (/(?:er|or|ist|ian)$/.test(last) && tagTerms(last).some((t) => t.tags.includes('Actor'))) return 'person';
  return 'thing';
}

/** Catalog aliases too general to lend their definition to a compound ("budget items", "time entries"). */
const GENERIC_ALIASES = new Set([
  'item',
  'entry',
  'log',
  'note',
  'message',
  'part',
  'unit',
  'set',
  'record',
  'plan',
  'request',
  'case',
  'movement',
  'session',
  'good',
  'title',
  'story',
  'response',
  'review',
  'reply',
  'call',
  'run',
  'lift',
  'home',
  'place',
  'room',
  'store',
  'shop',
  'location',
  'branch',
  'account',
  'business',
  'firm',
  'user',
  'goal',
  'routine',
  'tag',
  'topic',
  'role',
  'position',
  'opening',
  'application',
  'article',
  'issue',
  'bug',
  'cost',
  'bill',
  'purchase',
  'receipt',
  'sale',
  'transfer',
  'delivery',
  'shipment',
  'training',
  'class',
  'party',
  'host',
  'completion',
  'check',
  'board',
  'visit',
  'treatment',
  'offering',
  'meal',
  'dish',
]);

/** Words for a document that lists records: "rehearsal schedule", "asset register", "workout log" name rehearsals, assets, workouts. */
const DOCUMENT_HEADS =
  /\s(?:schedule|schedules|register|registers|log|logs|logbook|records?|calendar|rota|roster|list|lists|diary|journal|tracker|catalog|catalogue|database|overview|collection|library)$/;

export function resolveNoun(phrase: string, tmpl?: Template, allowStop = false): Resolved | undefined {
  let key = singularPhrase(phrase.toLowerCase());
  if (DOCUMENT_HEADS.test(key) && !ALIAS_INDEX.has(key)) {
    const inner = key.replace(DOCUMENT_HEADS, '');
    if (inner && !isStop(inner) && !JUNK_NOUNS.has(plural(inner))) key = inner;
  }
  if (!key || (isStop(key) && !(allowStop && PLURAL_OK.has(key)))) return undefined;
  if (key.split(' ').some((w) => FUNCTION_WORDS.has(w))) return undefined;
  const catName = ALIAS_INDEX.get(key);
  if (!catName && key.includes(' ')) {
    const all = key.split(' ');
    let cut = all.length - 1;
    for (let i = 1; i < all.length; i++)
      if (ALIAS_INDEX.has(all.slice(i).join(' '))) {
        cut = i;
        break;
      }
    const ws = all.slice(0, cut);
    const last = all.slice(cut).join(' ');
    const qual = ws.join(' ');
    const c = ALIAS_INDEX.get(last);
    if (c && !GENERIC_ALIASES.has(last)) {
      const cat = CATALOG[c];
      // "event sign-ups", "real estate listings": the qualifier only repeats the domain
      const qualCat = ALIAS_INDEX.get(qual);
      const qualIsTarget = !!qualCat && cat.fields.some((f) => f.includes(`relation(${qualCat})`));
      const qualInTemplate = !!tmpl && tmpl.keywords.some(([k]) => k.split(' ').includes(qual) || k.split(' ').includes(ws[ws.length - 1]));
      // "customer orders", "member bookings": whose records they are, not another kind of record
      const qualIsPerson = cat.kind !== 'person' && (ROLE_NOUNS.has(qual) || (!!qualCat && CATALOG[qualCat].kind === 'person'));
      if (qualIsTarget || qualInTemplate || qualIsPerson) return resolveNoun(last, tmpl);
      if (!/^[A-Z][A-Za-z0-9]*$/.test(pascal(key))) return undefined;
      return { key, name: pascal(key), catalog: cat, kind: cat.kind };
    }
  }
  if (catName) {
    const catalog = CATALOG[catName];
    let name = KEEP_CANONICAL.has(key) || ALIAS_INDEX.get(key) === undefined ? catalog.name : pascal(key);
    if (name === 'User' || name === 'Home' || name === 'Layout') name = catalog.name;
    return { key, name, catalog, kind: catalog.kind };
  }
  let name = pascal(key);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) return undefined;
  if (name === 'User') name = 'Member';
  if (name === 'Home' || name === 'Layout') name = `${name}Record`;
  return { key, name, kind: kindOf(key) };
}

function sentencesOf(text: string): Array<{ text: string; offset: number }> {
  const out: Array<{ text: string; offset: number }> = [];
  const re = /[^.!?;\n]+[.!?;\n]*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ text: m[0], offset: m.index });
  return out;
}

/** Singular nouns for people in roles or places, as objects of verbs: "assigns a contractor", "for their apartment". */
function singularObjects(text: string, spans: Array<{ start: number; end: number }>): Mention[] {
  const lower = text.toLowerCase();
  const out: Mention[] = [];
  const re = /\b([a-z]+)\s+(?:a|an|the|their|his|her|its|one)\s+([a-z]+)\b(?!\s+(?:of|who|that|with|has|have|is|are)\b)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(lower))) {
    const pos = m.index + m[0].length - m[2].length;
    if (inSpans(pos, spans)) continue;
    const lead = m[1];
    const word = m[2];
    const verbLead =
      /^(?:for|to|by|from|at|in)$/.test(lead) ||
      (/s$/.test(lead) && tagTerms(lead).some((t) => t.tags.includes('Verb') && !t.tags.includes('Noun')));
    if (!verbLead) continue;
    const cat = ALIAS_INDEX.get(word);
    const person = ROLE_NOUNS.has(word) && !/^(?:customer|client|student|patient|employee|volunteer|tenant)$/.test(word);
    const place = !!cat && CATALOG[cat].kind === 'place' && !/^(?:to|at|in|from)$/.test(lead) && !isStop(word);
    if (person || place) out.push({ key: word, pos, strong: true });
  }
  return out;
}

/** Matches of a field-list pattern in a sentence, then its coordinated verb phrases. */
function* clauseMatches(re: RegExp, sentence: string): Generator<RegExpExecArray & { coordinated?: boolean }> {
  let m: RegExpExecArray | null;
  while ((m = re.exec(sentence))) yield m;
  // "each result belongs to a patient, has a test name, a value …", "boats belong to members and have a
  // name, class and sail number": the list after the second verb is the first noun's
  const coordinated =
    /\b((?:[a-z][a-z-]*\s+)?[a-z][a-z-]*)\s+(?:belongs?\s+to|(?:is|are)\s+(?:for|linked\s+to|assigned\s+to|owned\s+by|made\s+by|kept\s+in|stored\s+in))\s+[^.;:,]*?(?:,\s*(?:and\s+)?|\s+and\s+)(?:has|have|with|includes?|records?|stores?)\s+([^.;!?]+)/g;
  while ((m = coordinated.exec(sentence))) yield Object.assign(m, { coordinated: true });
}

/** Words that are values of a field, never field names: "RSVP (yes, no, maybe)" is an enum. */
const VALUE_WORDS = new Set([
  'yes',
  'no',
  'maybe',
  'true',
  'false',
  'low',
  'medium',
  'high',
  'small',
  'large',
  'none',
  'other',
  'pending',
  'done',
  'open',
  'closed',
]);

/** A list item that is a plural noun alone ("tables"), not a word that names a field ("notes", "photos"). */
function bareEntityItem(item: string): boolean {
  const ws = item
    .trim()
    .toLowerCase()
    .replace(/^(?:and|or|the|their|our|my)\s+/, '')
    .split(/\s+/);
  const last = ws[ws.length - 1] ?? '';
  if (ws.length > 2 || !/^[a-z-]+s$/.test(last) || !isPluralWord(last) || JUNK_NOUNS.has(last)) return false;
  const f = inferField(ws.join(' '), () => undefined);
  return !!f && f.type === 'string' && !isStop(singular(last));
}

/**
 * Offset of the first list item that is a sentence ("other people request swaps", "gardeners rent
 * plots"): a plural subject or pronoun, a verb, and something after it. -1 when there is none.
 */
function firstSentenceItem(body: string): number {
  let offset = 0;
  for (const item of splitList(body)) {
    const at = body.indexOf(item, offset);
    offset = at + item.length;
    if (/^(?:whether|if|how|what|who|which|when)\b/.test(item)) continue;
    // "reports due for each grant", "photos of each room": a plural noun with its own qualifier names records
    const qualified = /^(?:the\s+|their\s+)?([a-z-]+s)\s+(?:due\s+)?(?:for|of|in|from)\s+(?:each|every)\s+[a-z]/.exec(item);
    if (qualified && isPluralWord(qualified[1]) && at > 0) return at;
    const toks = tagTerms(item.replace(/\([^()]*\)/g, ' '));
    for (let i = 0; i + 2 < toks.length && i < 3; i++) {
      const w = toks[i].lower.replace(/[^a-z'-]/g, '');
      const subject = /^(?:they|we|people|others|i|you)$/.test(w) || (/s$/.test(w) && isPluralWord(w) && toks[i].tags.includes('Noun'));
      if (!subject) continue;
      const v = toks[i + 1];
      const vw = v.lower.replace(/[^a-z-]/g, '');
      const isVerb = (v.tags.includes('Verb') && !v.tags.includes('Gerund') && !v.tags.includes('PastTense')) || !!JOIN_VERBS[vw];
      if (isVerb && /^[a-z]/.test(toks[i + 2].lower)) return at;
    }
    const the = /^(?:the|a|an|our|my)\s+([a-z]+)\s+([a-z]+s)\s+(?:a|an|the|their|its|[a-z]+s)\b/.exec(item);
    if (the && ROLE_NOUNS.has(the[1]) && tagTerms(the[2]).some((t) => t.tags.includes('Verb'))) return at;
  }
  return -1;
}

/** Find "X has/with/: a, b and c" field lists and "X (a, b, c)" forms. */
function findClauses(
  text: string,
  appNounLists: Array<{ start: number; text: string }>,
  titleSpans: Array<{ start: number; end: number }> = [],
  clausePairs: Array<{ child: string; parent: string; pos: number }> = [],
): Clause[] {
  const lower = text.toLowerCase();
  const clauses: Clause[] = [];
  const firstColon = lower.indexOf(':');
  const entityListSpans = () => appNounLists.map((l) => ({ start: l.start, end: l.start + l.text.length }));
  // "animal shelter adoptions: animals with …, adopters …": before the colon of a list of entities is
  // the app's title, whose words name the app, not its data
  const titled = (colonAt: number) => {
    if (colonAt === firstColon && !/[.!?;]/.test(lower.slice(0, colonAt))) titleSpans.push({ start: 0, end: colonAt });
  };
  for (const s of sentencesOf(lower)) {
    const re = new RegExp(`\\b([a-z][a-z-]*(?:\\s+[a-z][a-z-]*){0,2})(?:\\s+${FIELD_TRIGGER}|\\s*:)\\s+([^.;!?]+)`, 'g');
    for (const m of clauseMatches(re, s.text)) {
      const alsoKeys: string[] = [];
      const before = s.text.slice(0, m.index);
      if ((before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) continue;
      let subjectWords = m[1].split(' ');
      // "Invoice has number, …": the word before has/have/a colon is a noun by its place, whatever the tagger says
      const hasTrigger = !!m.coordinated || /^\s*(?::|has\b|have\b)/.test(m[0].slice(m[1].length));
      // "books I read with ...": the subject is what comes before the pronoun
      const pro = subjectWords.findIndex((w) => /^(?:i|we|you|they|he|she)$/.test(w));
      if (pro > 0) subjectWords = subjectWords.slice(0, pro);
      else if (pro === 0) {
        // "movies I have watched: title, …": the noun is just before the captured words
        const before = /([a-z][a-z-]*)\s*$/.exec(s.text.slice(0, m.index));
        if (before && isPluralWord(before[1])) subjectWords = [before[1]];
      }
      // "log each dose taken with the time": a participle after the noun is not part of its name
      while (
        subjectWords.length > 1 &&
        /^(?:[a-z]+ed|taken|given|done|made|sold|seen|eaten|drunk|written|held|run|won)$/.test(subjectWords[subjectWords.length - 1])
      )
        subjectWords = subjectWords.slice(0, -1);
      // choose the longest tail of the subject that is a noun phrase (e.g. "each task" → task)
      let key: string | undefined;
      for (let k = Math.min(3, subjectWords.length); k >= 1; k--) {
        const cand = headNoun(subjectWords.slice(-k).join(' '));
        if (
          cand &&
          !isStop(singularPhrase(cand)) &&
          !/^(?:should|must|will|can|need|needs|to|and|or|also|it|that|which|they|we|i|you|each|every)$/.test(cand) &&
          (nounLike(cand) || (hasTrigger && !tagTerms(cand).some((t) => t.tags.includes('Adverb') || t.tags.includes('Preposition'))))
        ) {
          key = cand;
          break;
        }
      }
      // "inspections of hives with a date", "grants from funders with an amount", "matches between two
      // players with the result", "walks are booked for a dog with a walker": the list describes the head
      // noun of the phrase, the noun after the preposition is what it belongs to
      if (key && !hasTrigger) {
        const lead = s.text.slice(0, m.index + m[1].lastIndexOf(key.split(' ')[0]));
        const pp =
          /\b([a-z-]+s)\s+(?:of|from|for|in|at|on|to|by|between|among)\s+(?:(?:a|an|the|each|every|their|our|my|two|both|all)\s+)?$/.exec(
            lead,
          ) ??
          /\b([a-z-]+s)\s+(?:are|is|get|gets|were|was)\s+[a-z]+ed\s+(?:for|by|to|with|at|in)\s+(?:(?:a|an|the|each|their|our)\s+)?$/.exec(
            lead,
          );
        if (pp && isPluralWord(pp[1]) && !JUNK_NOUNS.has(pp[1]) && !isStop(singular(pp[1])) && nounLike(pp[1])) {
          clausePairs.push({ child: singular(pp[1]), parent: singularPhrase(key), pos: s.offset + m.index });
          key = pp[1];
        }
      }
      // "skis and boots with size and condition": the list describes both nouns
      if (key && !hasTrigger && isPluralWord(key.split(' ').pop() ?? '')) {
        const lead2 = s.text.slice(0, m.index + m[1].lastIndexOf(key.split(' ')[0]));
        const both = /\b([a-z-]+s)\s+(?:and|&)\s+(?:the\s+|their\s+)?$/.exec(lead2);
        if (both && isPluralWord(both[1]) && !JUNK_NOUNS.has(both[1]) && !isStop(singular(both[1])) && nounLike(both[1]))
          alsoKeys.push(singular(both[1]));
      }
      // "movies I have watched: title, year": the verb before the colon is not a field
      let body = m[2].replace(/^[a-z]+ed\s*:\s*/, '');
      // "events with a date, and attendees who register": the list ends before the next actor
      // "people list plants with light needs and pot size, and other people request swaps": a list ends
      // at an item that is a sentence of its own (a subject, a verb and its object)
      const sentenceItem = firstSentenceItem(body);
      const colonList = /:\s*$/.test(m[0].slice(0, m[0].length - m[2].length));
      if (sentenceItem === 0 || (sentenceItem > 0 && !colonList)) body = body.slice(0, sentenceItem);
      const stop =
        /,?\s*(?:and\s+)?(?:the\s+)?[a-z-]+s\s+who\b|\b(?:where|so that|which|when|while|and each|and every|each|every|but)\b/.exec(body);
      if (stop && stop.index > 0) body = body.slice(0, stop.index);
      // "assignments with due date and max points, and grades" inside a list of entities: after ", and"
      // a plural noun alone is the list's next entity
      if (inSpans(s.offset + m.index, entityListSpans())) {
        const tail = /,\s+and\s+((?:the\s+|their\s+)?[a-z-]+(?:\s+[a-z-]+)?)\s*$/.exec(body.replace(/[,\s]+$/, ''));
        if (tail && bareEntityItem(tail[1])) body = body.slice(0, tail.index);
      }
      const trimmed = body.replace(/[,\s]+$/, '');
      const bodyStart = s.offset + m.index + m[0].length - m[2].length;
      if (!key || !trimmed || /^(?:many|multiple|several|one or more|a list of|lots of|any number of|a number of)\b/.test(trimmed)) {
        // "A blog with posts, authors and comments": the items are the entities
        const subj = key ?? m[1];
        if (trimmed && isStop(singularPhrase(subj.split(' ').pop() ?? subj))) appNounLists.push({ start: bodyStart, text: trimmed });
        re.lastIndex = m.index + m[0].length - m[2].length;
        continue;
      }
      if (isStop(singularPhrase(key))) {
        appNounLists.push({ start: bodyStart, text: trimmed });
        re.lastIndex = m.index + m[0].length - m[2].length;
        continue;
      }
      let items = splitList(trimmed);
      // "Event sign-up: people register for events with ...": a sentence, not a field list
      if (items[0] && items[0].replace(/\s*\([^()]*\)/g, '').split(/\s+/).length > 5) {
        re.lastIndex = m.index + m[0].length - m[2].length;
        continue;
      }
      // "A car rental company with cars, customers and rentals": a list of entities, not fields;
      // "a beekeeping log: apiaries, hives with queen age, inspections with mite counts": each item
      // may carry its own field list, which says nothing about whether the item is an entity
      // "A family cookbook: recipes with ingredients, prep time and servings": the first item is an
      // entity with its own field list, so the subject only names the app
      const colon = /:\s*$/.test(m[0].slice(0, m[0].length - m[2].length));
      const nested = new RegExp(`^(.+?)(?:\\s+${FIELD_TRIGGER}\\s+\\S|\\s*\\([^()]*,[^()]*\\))`).exec(items[0] ?? '');
      if (nested && (colon || !isPluralWord(key.split(' ').pop() ?? ''))) {
        const nestedHead = nested[1].replace(/\s+(?:on|in|at|from|of|for|by|between)\s+.*$/, '');
        const h = headNoun(nestedHead);
        const f = inferField(nestedHead, () => undefined);
        const hLast = h?.split(' ').pop() ?? '';
        // "chess club ladder: players with a rating, matches …": after a title, a plural noun with its
        // own field list is an entity even when its word could name a count ("players")
        const bare = !!h && h === nestedHead.trim().replace(/^(?:the|their|our|my)\s+/, '');
        if (
          h &&
          isPluralWord(hLast) &&
          !JUNK_NOUNS.has(hLast) &&
          !isStop(singularPhrase(h)) &&
          (!f || f.type === 'string' || (colon && bare))
        ) {
          if (colon) titled(bodyStart - 1 - (m[0].length - m[2].length - m[0].slice(0, m[0].length - m[2].length).trimEnd().length));
          appNounLists.push({ start: bodyStart, text: trimmed });
          re.lastIndex = m.index + m[0].length - m[2].length;
          continue;
        }
      }
      // "gradebook for teachers: students, courses and grades": after a colon, a list of plural nouns
      // names entities whatever the subject is
      if (items.length >= 2 && (colon || !isPluralWord(key.split(' ').pop() ?? ''))) {
        const entityLike = items
          .map((it) => it.replace(/\s*\([^()]*\)/g, '').split(new RegExp(`\\s+${FIELD_TRIGGER}\\s+`))[0])
          .filter((it) => {
            const h = headNoun(it);
            if (!h || !isPluralWord(h.split(' ').pop() ?? '')) return false;
            const f = inferField(it, () => undefined);
            return !f || f.type === 'string';
          }).length;
        if (entityLike >= Math.ceil(items.length * (colon ? 0.5 : 0.6))) {
          if (colon) titled(bodyStart - 1 - (m[0].length - m[2].length - m[0].slice(0, m[0].length - m[2].length).trimEnd().length));
          appNounLists.push({ start: bodyStart, text: trimmed });
          re.lastIndex = m.index + m[0].length - m[2].length;
          continue;
        }
      }
      // "hives with queen age and temperament, inspections with mite counts": the field list of
      // hives ends where the next item with its own field list begins
      const next =
        /(?:,\s+(?:and\s+)?|\s+and\s+)(?:the\s+|their\s+)?[a-z-]+s\s+(?:between|of|from|for|in|at)\s+(?:[a-z-]+\s+){0,2}[a-z-]+s?\s+(?:with|having|containing|including)\s/.exec(
          trimmed,
        ) ??
        /(?:,\s+(?:and\s+)?|\s+and\s+)(?:the\s+|their\s+)?(?:[a-z-]+\s+){0,2}[a-z-]+s\s+(?:(?:with|having|containing|including)\s|\([^()]*,)/.exec(
          trimmed,
        ) ??
        /(?:,\s+(?:and\s+)?|\s+and\s+)(?:the\s+|their\s+)?(?:[a-z-]+\s+){0,2}[a-z-]+\s+(?:with|having|containing|including)\s/.exec(
          trimmed,
        );
      const nextWord = next
        ? (/([a-z-]+)\s*(?:\(|\s+(?:with|having|containing|including|between|of|from|for|in|at)\s)/.exec(
            next[0].replace(/^[,\s]*(?:and\s+)?(?:the\s+|their\s+)?/, ''),
          )?.[1] ?? '')
        : '';
      const fieldWord = !!nextWord && (!!ENUM_DEFAULTS[nextWord] || !isPluralWord(nextWord) || JUNK_NOUNS.has(nextWord));
      if (next && next.index > 0 && !(fieldWord && /\(/.test(next[0]))) {
        body = trimmed.slice(0, next.index);
        items = splitList(body);
        // "guests with RSVP and meal choice, tables, vendors with cost": "tables" is the next entity too
        while (items.length > 1 && bareEntityItem(items[items.length - 1])) {
          const last = items.pop()!;
          body = body.slice(0, body.lastIndexOf(last)).replace(/(?:,\s*|\s+and\s*)+$/, '');
        }
      }
      const possessive = /^(?:their|his|her)\b/.test(trimmed);
      for (const other of alsoKeys.splice(0))
        clauses.push({ key: other, pos: s.offset + m.index - 1, items, start: bodyStart, end: bodyStart + body.length, possessive });
      clauses.push({
        key: singularPhrase(key),
        pos: s.offset + m.index,
        items,
        start: bodyStart,
        end: bodyStart + body.length,
        possessive,
      });
      re.lastIndex = m.index + m[0].length - m[2].length + Math.max(1, body.length);
    }
  }
  // "Tasks (title, due date, status)"
  const paren = /\b([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s*\(([^()]*,[^()]*)\)/g;
  let m: RegExpExecArray | null;
  while ((m = paren.exec(lower))) {
    const key = headNoun(m[1]);
    if (!key) continue;
    const sk = singularPhrase(key);
    if (isStop(sk)) continue;
    // "priority (low, medium, high)" is an enum, not an entity with fields
    if (ENUM_DEFAULTS[key.split(' ').pop() ?? ''] || (m[2].includes('/') && !isPluralWord(key.split(' ').pop() ?? ''))) continue;
    const field = inferField(key, () => undefined);
    if (field && (field.type === 'enum' || field.type === 'boolean')) continue;
    if (splitList(m[2]).some((v) => VALUE_WORDS.has(v.trim()))) continue;
    if (!(isPluralWord(key.split(' ').pop() ?? '') || ALIAS_INDEX.has(sk) || /\b[A-Z]/.test(text.slice(m.index, m.index + m[1].length))))
      continue;
    if (clauses.some((c) => m!.index >= c.start && m!.index < c.end)) continue;
    clauses.push({
      key: sk,
      pos: m.index,
      items: splitList(m[2]),
      start: m.index + m[0].length - m[2].length - 1,
      end: m.index + m[0].length,
      possessive: false,
      paren: true,
    });
  }
  return clauses;
}

function inSpans(pos: number, spans: Array<{ start: number; end: number }>): boolean {
  return spans.some((s) => pos >= s.start && pos < s.end);
}

/** A field named in a list of entities ("payment method (cash/card/transfer)"), for the list's first entity. */
type ListField = { ownerKey: string; item: string };

/** Entities named as the objects of management verbs: "track contacts, companies and deals". */
function findListMentions(
  text: string,
  spans: Array<{ start: number; end: number }>,
  extraLists: Array<{ start: number; text: string }>,
  listFields: ListField[] = [],
  bodySpans: Array<{ start: number; end: number }> = [],
): Mention[] {
  const lower = text.toLowerCase();
  const out: Mention[] = [];
  const re = new RegExp(`\\b${MANAGE_VERBS}\\s*:?\\s+`, 'g');
  let m: RegExpExecArray | null;
  const starts: number[] = [];
  while ((m = re.exec(lower))) starts.push(m.index + m[0].length);
  for (const extra of extraLists) starts.push(extra.start);
  for (const start of starts.sort((a, b) => a - b)) {
    if (inSpans(start, spans)) continue;
    // "guests (name, email), vendors and budget items": skip parenthesised field lists
    const rest = lower.slice(start).replace(/\([^()]*\)/g, (x) => ' '.repeat(x.length));
    const b = LIST_BOUNDARY.exec(rest);
    const segment = b ? rest.slice(0, b.index) : rest;
    let offset = start;
    let firstKey: string | undefined;
    // "I run a support group", "we run a small farm": what the speaker runs is the business, not its data
    if (/\b(?:i|we)\s+(?:also\s+)?(?:run|runs|running)\s*$/.test(lower.slice(Math.max(0, start - 20), start))) continue;
    for (const item of splitList(segment)) {
      const head = headNoun(item);
      const pos = lower.indexOf(item, offset);
      if (pos >= 0) offset = pos + item.length;
      if (!head) continue;
      if (pos >= 0 && inSpans(pos, bodySpans)) continue;
      const key = singularPhrase(head);
      if (isStop(key) && !(PLURAL_OK.has(key) && isPluralWord(head.split(' ').pop() ?? ''))) continue;
      // a singular item followed by its values "(cash/card/transfer)" is an enum field of the list's first entity
      const values = pos >= 0 ? /^\s*\(([^()]*(?:\/|,|\bor\b)[^()]*)\)/.exec(lower.slice(pos + item.length)) : null;
      if (values && !isPluralWord(head.split(' ').pop() ?? '')) {
        if (firstKey) listFields.push({ ownerKey: firstKey, item: `${item.trim()} (${values[1]})` });
        continue;
      }
      firstKey ??= key;
      // verbs and adjectives are not entities ("track spending" keeps working through the catalog)
      const tags =
        tagTerms(head)
          .map((t) => t.tags)
          .pop() ?? [];
      if (!ALIAS_INDEX.has(key) && !tags.includes('Noun') && !isPluralWord(head.split(' ').pop() ?? '')) continue;
      if (tags.includes('Adjective') && !tags.includes('Noun')) continue;
      out.push({ key, pos: pos >= 0 ? pos : start, strong: true });
    }
  }
  return out;
}

/** "a project has many tasks", "tasks belong to a project", "link tasks to projects". */
function findRelationPairs(text: string): Array<{ child: string; parent: string; pos: number }> {
  const lower = text.toLowerCase();
  const pairs: Array<{ child: string; parent: string; pos: number }> = [];
  const np = '([a-z][a-z-]*(?:\\s+[a-z][a-z-]*)?)';
  const det = '(?:an?\\s+|the\\s+|one\\s+|each\\s+|every\\s+|their\\s+|its\\s+)?';
  const patterns: Array<[RegExp, 'cp' | 'pc']> = [
    [
      new RegExp(
        `${np}\\s+(?:has|have|can\\s+have|contains?|includes?)\\s+(?:many|multiple|several|one\\s+or\\s+more|a\\s+list\\s+of|lots\\s+of|any\\s+number\\s+of)\\s+${np}`,
        'g',
      ),
      'pc',
    ],
    [
      new RegExp(
        `${np}\\s+(?:belongs?|belonging|is\\s+linked|are\\s+linked|is\\s+assigned|are\\s+assigned|is\\s+attached|are\\s+attached)\\s+to\\s+${det}${np}`,
        'g',
      ),
      'cp',
    ],
    [new RegExp(`${np}\\s+(?:assigned|linked|attached|belonging|allocated)\\s+to\\s+${det}${np}`, 'g'), 'cp'],
    [new RegExp(`\\b(?:link|links|linking|connect|relate|associate)\\s+${det}${np}\\s+(?:to|with)\\s+${det}${np}`, 'g'), 'cp'],
  ];
  for (const [re, order] of patterns) {
    let m: RegExpExecArray | null;
    while ((m = re.exec(lower))) {
      const np1 = m[1].replace(/\s+(?:and|or|with|who|that|which|but)$/, '');
      const np2 = m[2].replace(/\s+(?:and|or|with|who|that|which|but)$/, '');
      const a = headNoun(np1);
      const b = headNoun(np2);
      if (!a || !b) continue;
      const [child, parent] = order === 'cp' ? [a, b] : [b, a];
      const c = singularPhrase(child);
      const p = singularPhrase(parent);
      if (isStop(c) || isStop(p) || c === p) continue;
      pairs.push({ child: c, parent: p, pos: m.index });
    }
  }
  return pairs;
}

/** Mentions of aliases of the chosen template's entities anywhere in the text. */
function findAliasMentions(text: string, tmpl: Template | undefined, spans: Array<{ start: number; end: number }> = []): Mention[] {
  if (!tmpl) return [];
  const lower = text.toLowerCase();
  const out: Mention[] = [];
  for (const te of tmpl.entities) {
    const cat = CATALOG[te.ref];
    for (const alias of [cat.name.toLowerCase(), ...cat.aliases]) {
      const re = new RegExp(`\\b${nounRe(alias.replace(/([a-z])([A-Z])/g, '$1 $2'))}\\b`, 'g');
      let m: RegExpExecArray | null;
      while ((m = re.exec(lower))) {
        // "members book classes": a verb, not the noun; "guests with RSVP (yes, no)": a field
        if (usedAsVerb(lower, m.index) || (inSpans(m.index, spans) && !isPluralWord(m[0].split(/[\s-]+/).pop() ?? ''))) continue;
        // "a booking system", "conference website": the word describes the app
        if (
          /^\s+(?:system|app|application|tool|website|site|platform|software|tracker|manager|management|portal|service|dashboard|page)\b/.test(
            lower.slice(m.index + m[0].length),
          )
        )
          continue;
        // "rsvp status", "order number": the word qualifies a field
        if (
          /^\s+(?:status|stage|date|time|name|email|number|count|type|id|amount|price|total|size|level|priority|notes?)\b/.test(
            lower.slice(m.index + m[0].length),
          )
        )
          continue;
        out.push({ key: singularPhrase(m[0].replace(/-/g, ' ')), pos: m.index, strong: false });
      }
    }
  }
  return out;
}

/** "expense tracker", "recipe box", "job applicant tracker": the word before the app noun is an entity. */
function findAppKindMentions(text: string): Mention[] {
  const lower = text.toLowerCase();
  const out: Mention[] = [];
  const re =
    /\b([a-z-]+(?:\s+[a-z-]+)?)\s+(?:tracker|app|log|logbook|manager|planner|system|tool|box|organi[sz]er|catalog(?:ue)?|database|list|board|portal|dashboard|diary|journal|crm)\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(lower))) {
    const ws = m[1].split(' ');
    for (const cand of [ws.join(' '), ws[ws.length - 1]]) {
      const key = singularPhrase(cand);
      if (ALIAS_INDEX.has(key)) {
        out.push({ key, pos: m.index + m[0].indexOf(cand), strong: true });
        break;
      }
    }
  }
  return out;
}

/** Fallback: plural nouns found by the part-of-speech tagger. */
function findTaggedNouns(text: string, spans: Array<{ start: number; end: number }>): Mention[] {
  const out: Mention[] = [];
  const terms = tagTerms(text);
  const lower = text.toLowerCase();
  let offset = 0;
  for (const t of terms) {
    const pos = lower.indexOf(t.lower, offset);
    if (pos >= 0) offset = pos + t.lower.length;
    if (inSpans(pos, spans)) continue;
    const isNoun = t.tags.includes('Noun') && !t.tags.includes('Pronoun') && !t.tags.includes('Possessive');
    const plural = t.tags.includes('Plural') || (isNoun && isPluralWord(t.lower));
    const key = singular(t.lower.replace(/[^a-z-]/g, ''));
    if (!key || isStop(key)) continue;
    if ((isNoun && plural) || (isNoun && ALIAS_INDEX.has(key))) out.push({ key, pos: Math.max(pos, 0), strong: false });
  }
  return out;
}

export function analysePrompt(prompt: string, description = ''): Analysis | { error: string } {
  // theme wishes ("in a teal colour scheme") are handled by the caller, not as data
  const text = clean(prompt)
    .replace(
      /,?\s*(?:in|with|using)\s+(?:an?\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:theme|colou?r\s+scheme|colou?rs|colou?r|palette|accents?)\b/gi,
      '',
    )
    .replace(/,?\s*(?:theme|colou?r\s+scheme|colou?rs|palette)\s*(?::|is|should\s+be)\s*[a-z]+(?:\s+[a-z]+)?/gi, '');
  const warnings: string[] = [];
  const scores = scoreTemplates(`${text} ${clean(description)}`);
  let best: { t: Template; score: number } | undefined;
  for (const s of scores) if (s.score >= 3 && (!best || s.score > best.score)) best = s;
  const tmpl = best?.t;

  const appNounLists: Array<{ start: number; text: string }> = [];
  const titleSpans: Array<{ start: number; end: number }> = [];
  const clausePairs: Array<{ child: string; parent: string; pos: number }> = [];
  const clauses = findClauses(text, appNounLists, titleSpans, clausePairs);
  const spans = clauses.map((c) => ({ start: c.start, end: c.end }));
  const pairs = findRelationPairs(text);
  const listFields: ListField[] = [];
  const mentions: Mention[] = [
    ...clauses.map((c) => ({ key: c.key, pos: c.pos, strong: true })),
    // inside a clause's subject a word is not a verb starting a list ("order items with …")
    ...findListMentions(
      text,
      [...spans, ...clauses.filter((c) => !c.paren).map((c) => ({ start: c.pos + 1, end: c.start }))],
      appNounLists,
      listFields,
      spans,
    ),
    ...pairs.flatMap((p) => [
      { key: p.child, pos: p.pos, strong: true },
      { key: p.parent, pos: p.pos, strong: true },
    ]),
    ...findAppKindMentions(text).filter((x) => !inSpans(x.pos, titleSpans)),
    ...findAliasMentions(text, tmpl, spans).filter((x) => !inSpans(x.pos, titleSpans)),
    // the nouns the sentences act on ("neighbours lend tools", "bands book rooms")
    ...actorNouns(text, [...spans, ...titleSpans]).map((a) => ({ ...a, strong: true })),
  ];
  if (!tmpl && !mentions.some((m) => m.strong)) mentions.push(...findTaggedNouns(text, spans));

  // Resolve mentions to entities, keyed by final entity name.
  const byName = new Map<string, Resolved & { pos: number }>();
  const keyToName = new Map<string, string>();
  const catalogToName = new Map<string, string>();
  const strongKeys = new Set(mentions.filter((m) => m.strong).map((m) => m.key));
  const add = (r: Resolved, pos: number) => {
    // "exercises, workouts and sets": two words the prompt names side by side are two things, even
    // when the catalog files them under one definition
    const existingKey = r.catalog ? [...keyToName].find(([, n]) => n === catalogToName.get(r.catalog!.name))?.[0] : undefined;
    if (
      r.catalog &&
      catalogToName.has(r.catalog.name) &&
      existingKey &&
      existingKey !== r.key &&
      strongKeys.has(r.key) &&
      strongKeys.has(existingKey) &&
      !r.key.includes(' ') &&
      !existingKey.includes(' ') &&
      plural(r.key) !== existingKey &&
      !byName.has(pascal(r.key))
    ) {
      const own = { key: r.key, name: pascal(r.key), kind: r.catalog.kind };
      byName.set(own.name, { ...own, pos });
      keyToName.set(r.key, own.name);
      return own.name;
    }
    if (r.catalog && catalogToName.has(r.catalog.name)) {
      const existing = catalogToName.get(r.catalog.name)!;
      keyToName.set(r.key, existing);
      const e = byName.get(existing)!;
      if (pos < e.pos) e.pos = pos;
      return existing;
    }
    const prev = byName.get(r.name);
    if (prev) {
      keyToName.set(r.key, r.name);
      if (pos < prev.pos) prev.pos = pos;
      return r.name;
    }
    byName.set(r.name, { ...r, pos });
    keyToName.set(r.key, r.name);
    if (r.catalog) catalogToName.set(r.catalog.name, r.name);
    return r.name;
  };
  // "lab results: each result has …", "research proposals … proposals have …": the bare head noun later
  // in the prompt is the same thing the compound introduced
  const byPos = [...mentions].sort((a, b) => a.pos - b.pos);
  const sameAs = new Map<string, string>();
  for (const m of byPos) {
    if (!m.strong || m.key.includes(' ')) continue;
    const intro = byPos.find((x) => x.strong && x.pos < m.pos && x.key.includes(' ') && x.key.split(' ').pop() === m.key);
    if (intro && resolveNoun(intro.key, tmpl)) {
      sameAs.set(m.key, intro.key);
      m.key = intro.key;
    }
  }
  // "tenants report issues for their apartment", "the landlord assigns a contractor": a person in a role,
  // or a place, named once in the singular as what a verb acts on
  for (const o of singularObjects(text, [...spans, ...titleSpans])) mentions.push({ ...o, strong: true });
  const sorted = [...mentions].sort((a, b) => a.pos - b.pos || a.key.localeCompare(b.key));
  // strong mentions first so that the user's own word names the entity
  for (const strongPass of [true, false]) {
    for (const m of sorted) {
      if (m.strong !== strongPass) continue;
      // weak mentions only count for the template's entities
      const r = resolveNoun(m.key, tmpl, m.plural);
      if (!r) continue;
      if (!strongPass && tmpl && !(r.catalog && tmpl.entities.some((te) => te.ref === r.catalog!.name))) continue;
      add(r, m.pos);
    }
  }
  for (const [bare, intro] of sameAs) if (keyToName.has(intro)) keyToName.set(bare, keyToName.get(intro)!);
  // The template fills in its core entities unless the prompt names its own, different ones.
  const ownEntities = [...byName.values()].some((r) => !(r.catalog && tmpl?.entities.some((te) => te.ref === r.catalog!.name)));
  const strongCount = mentions.filter((m) => m.strong).length;
  if (tmpl && !ownEntities && (strongCount === 0 || (best?.score ?? 0) >= 5)) {
    for (const te of tmpl.entities) {
      if (te.core && !catalogToName.has(te.ref)) {
        const cat = CATALOG[te.ref];
        add(
          { key: cat.name.toLowerCase(), name: cat.name, catalog: cat, kind: cat.kind },
          Number.MAX_SAFE_INTEGER - 100 + tmpl.entities.indexOf(te),
        );
      }
    }
  }
  if (byName.size === 0) {
    return {
      error:
        'vague prompt: could not tell what the app should manage. Name the things to keep track of and, ideally, their fields — ' +
        'e.g. "A CRM to track contacts, companies and deals", "Track tasks with a title, due date, priority (low/medium/high) and assignee email, linked to a project", ' +
        'or "A recipe box: recipes (title, ingredients, cooking time, photo) grouped into categories".',
    };
  }

  // Ordered entity list (by first mention, template order for unmentioned core entities).
  let resolved = [...byName.values()].sort((a, b) => a.pos - b.pos || a.name.localeCompare(b.name));
  if (resolved.length > MAX_ENTITIES) {
    warnings.push(
      `Only the first ${MAX_ENTITIES} entities were generated (${resolved
        .slice(MAX_ENTITIES)
        .map((r) => r.name)
        .join(', ')} left out).`,
    );
    resolved = resolved.slice(0, MAX_ENTITIES);
  }
  const names = new Set(resolved.map((r) => r.name));

  // Lookup of a phrase to an entity that exists (used for relation fields).
  const lookup = (phrase: string): string | undefined => {
    const p = singularPhrase(phrase.toLowerCase().replace(/^(?:a|an|the|one|its|their|his|her)\s+/, ''));
    if (!p) return undefined;
    const direct = keyToName.get(p);
    if (direct && names.has(direct)) return direct;
    const pn = pascal(p);
    if (names.has(pn)) return pn;
    const cat = ALIAS_INDEX.get(p);
    if (cat && catalogToName.has(cat) && names.has(catalogToName.get(cat)!)) return catalogToName.get(cat);
    return undefined;
  };

  const entities: AnalysedEntity[] = [];
  const fieldsByName = new Map<string, FieldSpec[]>();
  const pending: Array<Resolved & { pos: number }> = [...resolved];
  // "people register for events with their name and email": the fields belong to the person-like entity
  const personEntity = resolved.find((r) => r.kind === 'person');
  const ownerOf = (c: Clause): string | undefined => {
    const n = keyToName.get(c.key);
    if (c.possessive && personEntity && n && byName.get(n)?.kind !== 'person') return personEntity.name;
    return n;
  };
  const clauseFor = (r: Resolved) => clauses.filter((c) => ownerOf(c) === r.name);
  while (pending.length) {
    const r = pending.shift()!;
    if (entities.some((e) => e.name === r.name)) continue;
    const base = (r.catalog ? r.catalog.fields : GENERIC_FIELDS[r.kind]).map(parseFieldDsl);
    const remap = (f: FieldSpec): FieldSpec | undefined => {
      if (f.type !== 'relation') return f;
      const targetName = catalogToName.get(f.target!) ?? (names.has(f.target!) ? f.target : undefined);
      if (!targetName) return undefined;
      const name = f.name === snake(f.target!) ? snake(targetName) : f.name;
      return { ...f, name, target: targetName };
    };
    let fields: FieldSpec[];
    const userClauses = clauseFor(r);
    if (userClauses.length) {
      const items = userClauses.flatMap((c) => c.items);
      const user: FieldSpec[] = [];
      for (const item of items) {
        let f = inferField(item, lookup);
        if (!f) {
          warnings.push(`Ignored "${item}" (not understood as a field of ${r.name}).`);
          continue;
        }
        // "classes have a coach", "walks with a walker": a person with a role is a record of its own
        const roleItem = item
          .trim()
          .toLowerCase()
          .replace(/\s+(?:in\s+charge|responsible|assigned|on\s+duty|on\s+call)$/, '');
        const role = /^(?:an?\s+|the\s+|one\s+|their\s+|its\s+|assigned\s+)?([a-z]+(?:\s+[a-z]+)?)$/.exec(roleItem);
        // "the brewery that made them", "the vendor who sold it": a maker named by a relative clause is a record of its own
        const maker = /^(?:the|a|an|its|their)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:that|who|which)\s+[a-z]+\s+(?:them|it|this|these)\b/.exec(
          roleItem,
        );
        if (maker && !/^(?:date|time|day|way|reason|person|people|place)$/.test(maker[1]))
          f = {
            ...relationField(lookup(maker[1]) ?? pascal(singularPhrase(maker[1]))),
            description: lookup(maker[1]) ? undefined : 'unresolved',
          };
        if (
          !maker &&
          role &&
          (f.type === 'string' || roleItem !== item.trim().toLowerCase()) &&
          ROLE_NOUNS.has(role[1].split(' ').pop()!) &&
          role[1] !== r.name.toLowerCase()
        )
          f = { ...relationField(pascal(role[1])), description: 'unresolved' };
        // "appointments with groomers", "listings with agents and inquiries": plural nouns the catalog
        // knows as records are those records
        const pluralItem = /^(?:their\s+|its\s+|the\s+)?([a-z]+(?:\s+[a-z]+)?)$/.exec(item.trim().toLowerCase());
        if (
          f.type === 'string' &&
          pluralItem &&
          isPluralWord(pluralItem[1].split(' ').pop()!) &&
          !JUNK_NOUNS.has(pluralItem[1].split(' ').pop()!)
        ) {
          const known = resolveNoun(pluralItem[1], tmpl);
          if (known?.catalog || ROLE_NOUNS.has(singular(pluralItem[1].split(' ').pop()!)))
            if (!lookup(pluralItem[1]) && known && known.name !== r.name) f = { ...relationField(known.name), description: 'unresolved' };
        }
        // "appointments with stylists for services", "menu items with customer orders": plural nouns
        // naming other entities are those entities, not text fields; "owners have dogs (name, breed)":
        // the dogs belong to the owner
        const head = item
          .replace(/\([^()]*\)/g, ' ')
          .trim()
          .toLowerCase();
        const headWords = head
          .replace(/[^a-z\s-]/g, ' ')
          .trim()
          .split(/\s+/);
        const headLast = headWords[headWords.length - 1] ?? '';
        const owned = isPluralWord(headLast) ? (lookup(headWords.join(' ')) ?? lookup(headLast)) : undefined;
        if (owned && owned !== r.name && (f.type === 'string' || f.type === 'enum' || /\(/.test(item))) {
          pairs.push({ child: owned.toLowerCase(), parent: r.name.toLowerCase(), pos: r.pos });
          continue;
        }
        if (f.type === 'string') {
          const ws = item
            .toLowerCase()
            .replace(/[^a-z\s-]/g, ' ')
            .trim()
            .split(/\s+/);
          const last = ws[ws.length - 1] ?? '';
          const other = isPluralWord(last) ? (lookup(ws.join(' ')) ?? lookup(last)) : undefined;
          if (other && other !== r.name) continue;
        }
        if (f.type === 'relation' && f.description === 'unresolved') {
          delete f.description;
          const target = resolveNoun(f.target!.replace(/([a-z])([A-Z])/g, '$1 $2'), tmpl);
          if (!target || entities.length + pending.length >= MAX_ENTITIES) {
            warnings.push(`Ignored "${item}".`);
            continue;
          }
          const tn = add(target, Number.MAX_SAFE_INTEGER - 1);
          if (!names.has(tn)) {
            names.add(tn);
            pending.push({ ...target, name: tn, pos: Number.MAX_SAFE_INTEGER - 1 });
          }
          f.target = tn;
          f.name = snake(tn);
        }
        if (f.type === 'relation' && f.target === r.name) continue;
        if (f.type === 'relation') {
          // "listings with agents and inquiries": an inquiry already points at its listing
          const t = byName.get(f.target!);
          if (
            t?.catalog &&
            r.catalog &&
            t.catalog.fields.some((d) => d.endsWith(`relation(${r.catalog!.name})`) || d.includes(`relation(${r.catalog!.name})!`))
          )
            continue;
        }
        // a name the catalog knows keeps its richer definition (e.g. enum values)
        const known = base.find((b) => b.name === f.name && b.type !== 'relation');
        if (
          known &&
          !(f.type === 'enum' && f.values && !hasGuessedValues(f)) &&
          (known.type === f.type || f.type === 'string' || (f.type === 'enum' && known.type === 'enum'))
        ) {
          user.push({ ...known, required: f.required || known.required });
        } else user.push(f);
      }
      fields = user.some((f) => f.type !== 'relation') ? user : [...base.map(remap).filter((f): f is FieldSpec => !!f), ...user];
      if (!fields.some((f) => DISPLAY_FIELD_NAMES.has(f.name))) {
        const disp = displayField(base) ?? { name: 'name', type: 'string' as const };
        if (disp.type === 'string' && !fields.some((f) => f.name === disp.name)) fields.unshift({ ...disp, required: true });
      }
      for (const b of base) {
        if (b.type !== 'relation') continue;
        const rb = remap(b);
        if (rb && !fields.some((f) => f.type === 'relation' && f.target === rb.target)) fields.push(rb);
      }
    } else {
      fields = base.map(remap).filter((f): f is FieldSpec => !!f);
    }
    fieldsByName.set(r.name, fields);
    // a catalog definition whose related entities are not in this app comes from another domain
    // ("Books lent to members." for a tool library's loans): keep its fields, not its words
    const foreignDomain = !!r.catalog && base.some((b) => b.type === 'relation' && !catalogToName.has(b.target!) && !names.has(b.target!));
    entities.push({
      name: r.name,
      description: r.catalog && !foreignDomain ? r.catalog.description : `${pluralLabel(r.name)} tracked by the app.`,
      fields,
      icon: r.catalog ? r.catalog.icon : KIND_ICON[r.kind],
      kind: r.kind,
      catalog: r.catalog?.name,
      samples: r.catalog && !foreignDomain ? r.catalog.samples : [],
      pos: r.pos,
    });
  }

  // Enum fields named among the entities: the user's values win over the catalog's.
  for (const lf of listFields) {
    // "deal stage (lead/won/lost)" belongs to Deal
    const qualified = /^([a-z-]+)\s+(.+)$/.exec(lf.item);
    const byWord = qualified ? lookup(qualified[1]) : undefined;
    const owner = byWord ?? lookup(lf.ownerKey);
    const e = owner ? entities.find((x) => x.name === owner) : undefined;
    const f = e ? inferField(byWord ? qualified![2] : lf.item, () => undefined) : undefined;
    if (!e || !f || f.type !== 'enum') continue;
    const same = e.fields.find((x) => x.name === f.name);
    if (same && same.type === 'enum') {
      same.values = f.values;
      same.default = f.values?.[0];
    } else if (!same) e.fields.push(f);
  }
  // Explicit relation pairs ("a project has many tasks").
  for (const p of [...pairs, ...clausePairs]) {
    const child = lookup(p.child);
    const parent = lookup(p.parent);
    if (!child || !parent || child === parent) continue;
    const e = entities.find((x) => x.name === child)!;
    if (!e.fields.some((f) => f.type === 'relation' && f.target === parent)) e.fields.push(relationField(parent));
  }
  linkByGrammar(text, entities, lookup, warnings);
  // Generic guess: a log/event/money/content entity without relations points at the first thing/place/person.
  if (entities.length > 1) {
    for (const e of entities) {
      if (!['event', 'money', 'log', 'content'].includes(e.kind)) continue;
      if (e.fields.some((f) => f.type === 'relation')) continue;
      if (e.catalog && entities.some((x) => x.fields.some((f) => f.type === 'relation' && f.target === e.name))) continue;
      // the nearest thing or place named before it ("apiaries, hives and inspections": an inspection is of a hive)
      const before = entities.filter((x) => x !== e && x.pos < e.pos && (x.kind === 'thing' || x.kind === 'place'));
      const nearest =
        before.length > 1 && before.every((x) => x.kind === 'place') ? before.reduce((a, b) => (b.pos > a.pos ? b : a)) : undefined;
      const nearestThing = before.length ? before.reduce((a, b) => (b.pos > a.pos ? b : a)) : undefined;
      const thing = nearest ?? nearestThing ?? ['thing', 'place'].map((k) => entities.find((x) => x !== e && x.kind === k)).find(Boolean);
      const person = entities.find((x) => x !== e && x.kind === 'person');
      const owners = e.kind === 'event' || e.kind === 'log' ? [thing, person] : [thing ?? person];
      for (const o of owners) if (o && !e.fields.some((f) => f.name === snake(o.name))) e.fields.push(relationField(o.name));
    }
  }
  linkImplied(entities);
  // Tidy: unique names, display field required, no self-duplicates.
  for (const e of entities) {
    const seen = new Set<string>();
    e.fields = e.fields.filter((f) => {
      if (seen.has(f.name)) return false;
      seen.add(f.name);
      return f.type !== 'relation' || entities.some((x) => x.name === f.target);
    });
    const d = displayField(e.fields);
    if (d && (d.type === 'string' || d.type === 'email')) d.required = true;
  }
  entities.sort((a, b) => a.pos - b.pos || a.name.localeCompare(b.name));
  return { template: tmpl, entities, warnings: uniq(warnings) };
}

/** Records that happen between people and things: they point at the people and the thing involved. */
const TRANSACTION_WORDS =
  /(?:^|[A-Z])(?:Order|Booking|Reservation|Rental|Loan|Lease|Claim|Donation|Payment|Visit|Session|Lesson|Appointment|Match|Game|Play|Delivery|Shipment|Grade|Set|Dose|Inspection|Repair|Application|Viewing|Entry|Log|Sale|Transaction|Enrollment|Registration|Signup|Adoption|Walk|Ride|Shift|Interview|Checkout|Ticket|Invoice|Report|Review|Rating|Bid|Performance|Reading|Sighting|Test|Measurement|Attendance|Assignment)$/;
/** Things that hold other things ("units of a building", "lessons of a course"). */
const CONTAINER_WORDS =
  /(?:^|[A-Z])(?:Building|Property|Location|Warehouse|Apiary|Garden|Bed|Tank|Course|Project|Deck|Gallery|Campaign|Category|Collection|Team|Department|Club|Restaurant|Store|Shop|Farm|Site|Venue|Policy|Account|Workout|Trip|Album|Playlist|Board|Folder|Freezer|Shelf|Room|Stage|Event|Menu|Grant|Funder|Household|Family)$/;

/**
 * Relations a person would assume from a list of entities ("clients, projects and invoices",
 * "policies and claims"): a transaction points at the people and the thing it involves; an item
 * points at the one container of its kind in the app. Only where the prompt said nothing.
 */
function linkImplied(entities: AnalysedEntity[]): void {
  const refers = (from: AnalysedEntity, to: AnalysedEntity) => from.fields.some((f) => f.type === 'relation' && f.target === to.name);
  const linked = (a: AnalysedEntity, b: AnalysedEntity) => refers(a, b) || refers(b, a);
  const add = (from: AnalysedEntity, to: AnalysedEntity) => {
    if (from === to || linked(from, to) || from.fields.some((f) => f.name === snake(to.name))) return;
    from.fields.push(relationField(to.name));
  };
  const containers = entities.filter((e) => CONTAINER_WORDS.test(e.name) && !TRANSACTION_WORDS.test(e.name));
  for (const e of entities) {
    if (containers.includes(e)) continue;
    // an item of the one container of the app: "units" of "buildings", "photos" in "collections"
    const own = containers.filter((c) => c !== e && !entities.some((x) => x !== e && x !== c && refers(e, x) && refers(x, c)));
    if (own.length === 1 && !linked(e, own[0]) && (e.kind !== 'person' || /Team|Club|Department|Household|Family/.test(own[0].name)))
      add(e, own[0]);
  }
  for (const e of entities) {
    if (!TRANSACTION_WORDS.test(e.name)) continue;
    const people = entities.filter((x) => x !== e && x.kind === 'person');
    const related = people.filter((p) => linked(e, p));
    for (const p of people)
      if (related.length < 2 && !linked(e, p)) {
        add(e, p);
        related.push(p);
      }
    const hasThing = entities.some((x) => x !== e && x.kind !== 'person' && refers(e, x));
    if (!hasThing) {
      const things = entities.filter((x) => x !== e && x.kind !== 'person' && !TRANSACTION_WORDS.test(x.name) && !refers(x, e));
      const before = things.filter((x) => x.pos < e.pos);
      const pick = before.length ? before.reduce((a, b) => (b.pos > a.pos ? b : a)) : things[0];
      if (pick) add(e, pick);
    }
    // "accounts, categories and transactions": a transaction is filed under each loose thing listed before it
    const held = entities.filter((x) => x !== e && x.kind !== 'person' && refers(e, x));
    if (held.length === 1) {
      const loose = entities
        .filter(
          (x) =>
            x !== e &&
            x !== held[0] &&
            x.pos < e.pos &&
            x.kind !== 'person' &&
            !TRANSACTION_WORDS.test(x.name) &&
            !entities.some((y) => y !== e && refers(y, x)) &&
            !refers(x, held[0]) &&
            !refers(held[0], x) &&
            !refers(x, e),
        )
        .sort((a, b) => b.pos - a.pos);
      if (loose[0]) add(e, loose[0]);
    }
  }
  // "children and parents", "kids, guardians": a child's record points at the parent's
  const guardian = entities.find((x) => /^(?:Parent|Guardian|Carer|Caregiver)$/.test(x.name));
  if (guardian)
    for (const e of entities)
      if (/^(?:Child|Kid|Pupil|Camper|Swimmer|Toddler|Baby|Infant)$/.test(e.name) && !linked(e, guardian)) add(e, guardian);
  // a thing listed right after a person it belongs to: "clients, projects", "policyholders, policies"
  const order = [...entities].sort((a, b) => a.pos - b.pos);
  for (let i = 1; i < order.length; i++) {
    const e = order[i];
    const prev = order[i - 1];
    if (e.kind === 'person' || prev.kind !== 'person' || TRANSACTION_WORDS.test(e.name) || CONTAINER_WORDS.test(e.name)) continue;
    if (!e.fields.some((f) => f.type === 'relation')) add(e, prev);
  }
}

/** Relations the prompt's verbs and prepositions state: "bands book rooms", "inspections of hives". */
function linkByGrammar(text: string, entities: AnalysedEntity[], lookup: (p: string) => string | undefined, warnings: string[]): void {
  const byName = (n: string) => entities.find((e) => e.name === n);
  const refers = (from: AnalysedEntity, to: string) => from.fields.some((f) => f.type === 'relation' && f.target === to);
  const link = (from: AnalysedEntity | undefined, to: string) => {
    if (!from || from.name === to || refers(from, to)) return;
    const name = snake(to);
    if (from.fields.some((f) => f.name === name)) {
      // "classes have a coach" made a text field before Coach was known to be an entity
      const i = from.fields.findIndex((f) => f.name === name);
      if (from.fields[i].type === 'string') from.fields[i] = relationField(to);
      return;
    }
    from.fields.push(relationField(to));
  };
  for (const p of prepositionFacts(text, lookup)) {
    const child = byName(p.child);
    // "ratings for each book" yes; "members of the club" (a person of a thing) stays unlinked only if reversed already
    if (child && !refers(byName(p.parent) ?? child, p.child)) link(child, p.parent);
  }
  for (const f of verbFacts(text, lookup)) {
    const subj = byName(f.subject);
    const obj = byName(f.object);
    if (!subj || !obj) continue;
    const joinName = JOIN_VERBS[f.verb];
    // "customers book appointments": the appointment is already the record of the booking
    // "volunteers sign up for shifts", "students enrol in lessons": a shift or lesson exists before anyone
    // signs up, so taking part is a record of its own
    const takesPart =
      /^(?:sign|signs|register|registers|enrol|enroll|enrols|enrolls|join|joins|apply|applies|attend|attends|rsvp|subscribe|subscribes)$/.test(
        f.verb,
      );
    if (joinName && !takesPart && TRANSACTION_WORDS.test(obj.name) && !/Set|Game|Play|Match|Test|Report/.test(obj.name)) {
      link(obj, subj.name);
      continue;
    }
    if (joinName) {
      // "bands book rooms; each booking has …": the booking the prompt names; else one is made
      const r = resolveNoun(joinName.toLowerCase());
      const joinNames = [joinName, r?.name, r?.catalog?.name].filter((x): x is string => !!x);
      let join = entities.find(
        (e) => e !== subj && e !== obj && joinNames.some((n) => e.name === n || e.name.endsWith(n) || e.catalog === n),
      );
      if (
        !join &&
        obj.kind === 'event' &&
        subj.kind === 'person' &&
        entities.some((e) => e !== obj && e.kind === 'event' && refers(e, obj.name))
      )
        join = entities.find((e) => e !== obj && e.kind === 'event' && refers(e, obj.name));
      if (!join) {
        if (entities.length >= MAX_ENTITIES) {
          warnings.push(`"${f.subject} ${f.verb} ${f.object}" was not given a record of its own (too many entities).`);
          continue;
        }
        const base = (r?.catalog ? r.catalog.fields : [])
          .map(parseFieldDsl)
          .filter((x) => x.type !== 'relation' && !DISPLAY_FIELD_NAMES.has(x.name));
        join = {
          name: r?.name ?? joinName,
          description: `${pluralLabel(f.subject)} and the ${pluralLabel(f.object).toLowerCase()} they ${f.verb === 'sign' || f.verb === 'signs' ? 'sign up for' : f.verb.replace(/s$/, '')}.`,
          fields: [relationField(subj.name, true), relationField(obj.name, true), ...base.slice(0, 3)],
          icon: r?.catalog?.icon ?? KIND_ICON.event,
          kind: 'event',
          catalog: r?.catalog?.name,
          samples: [],
          pos: Math.max(subj.pos, obj.pos) + 1,
        };
        if (entities.some((e) => e.name === join!.name)) continue;
        entities.push(join);
      }
      link(join, subj.name);
      link(join, obj.name);
      continue;
    }
    if (/^(?:is|are|be|manage|manages|track|tracks|see|sees|view|need|needs|want|wants|get|gets|belong|belongs)$/.test(f.verb)) continue;
    // "sellers list products", "owners have dogs", "teachers teach classes": the object is the subject's
    if (!refers(subj, obj.name)) link(obj, subj.name);
  }
}

export function pluralLabel(entityName: string): string {
  const ws = words(entityName);
  ws[ws.length - 1] = plural(ws[ws.length - 1]);
  const s = ws.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
