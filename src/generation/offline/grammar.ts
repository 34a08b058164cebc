// The prompt's own grammar: the nouns people act on (subjects and objects of verbs, items of lists)
// and the relations their verbs and prepositions state ("bands book rooms", "inspections of hives").
import { ACTION_VERBS, NOUN_VERBS, occasion } from './lexicon.ts';
import { nounClass } from './noun-classes.ts';
import { gerundStems, isPluralWord, singular, singularPhrase, tagTerms, wordTable } from './nlp.ts';

export type Token = { word: string; tags: string[]; start: number; end: number };

/** Words that look like plural nouns but never name an app's data: units, time words, generic people. */
export const JUNK_NOUNS = new Set([
  'people',
  'person',
  'persons',
  'others',
  'folks',
  'guys',
  'everyone',
  'things',
  'stuff',
  'times',
  'hours',
  'hour',
  'days',
  'weeks',
  'months',
  'years',
  'minutes',
  'seconds',
  'mornings',
  'evenings',
  'nights',
  'weekends',
  'weekdays',
  'sundays',
  'kg',
  'kgs',
  'km',
  'kms',
  'lbs',
  'litres',
  'liters',
  'meters',
  'metres',
  'miles',
  'grams',
  'hectares',
  'acres',
  'tonnes',
  'tons',
  'ounces',
  'pints',
  'gallons',
  'inches',
  'feet',
  'yards',
  'dollars',
  'euros',
  'pounds',
  'stars',
  'points',
  'details',
  'needs',
  'yes',
  'lots',
  'ones',
  'kinds',
  'types',
  'sorts',
  'levels',
  'sizes',
  'users',
  'features',
  'pages',
  'apps',
  'tabs',
  'screens',
  'views',
  'fields',
  'columns',
  'options',
  'settings',
  'colours',
  'colors',
  'basics',
  'notifications',
  'emails',
  'totals',
  'stats',
  // what a feature shows or covers, never a record of its own: "view chat history", "statistics"
  'statistics',
  'analytics',
  'histories',
  'lifecycles',
  'overviews',
  'reports',
  'charts',
  'records',
  'entries',
  'data',
  'numbers',
  'dates',
  'prices',
  'names',
  'notes',
  'photos',
  'pictures',
  'images',
  'addresses',
  'phones',
  'steps',
  'ingredients',
  'allergens',
]);

/** Field words that name a collection when the sentence acts on them ("upload my photos"). */
const OWNED_OBJECTS = new Set(['photos', 'pictures', 'images', 'notes', 'reports', 'records', 'documents', 'receipts', 'files']);

/**
 * Nouns of the app's own description that are data when used in the plural ("neighbours lend tools"):
 * every kind of business the speaker may run is, in the plural, the businesses they deal with ("sell
 * pockets to breweries", "sales to bakeries").
 */
export const PLURAL_OK = new Set([
  'tool',
  'bakery',
  'brewery',
  'cafe',
  'gym',
  'bank',
  'firm',
  'spa',
  'barbershop',
  'pizzeria',
  'diner',
  'bistro',
  'shop',
  'store',
  'restaurant',
  'salon',
  'clinic',
  'studio',
  'club',
  'school',
  'office',
  'farm',
  'hotel',
  'kitchen',
  'library',
  'practice',
  'agency',
  'shelter',
  'charity',
  'site',
  'report',
  'photo',
  'note',
  'entry',
  'record',
  'step',
  'ingredient',
  'application',
  'family',
]);

/**
 * Words of the app's own description that "each" or "every" makes records of, as the plural does
 * ("each field has a crop", "each clean has a date", "each box lists the vegetables"): the software and
 * its parts are one, so what "each" ranges over is data.
 */
export const EACH_OK = new Set([...PLURAL_OK, 'field', 'page', 'box', 'design', 'clean', 'form', 'notebook']);

const DETERMINER_BEFORE = new Set([
  'and',
  'or',
  'the',
  'our',
  'my',
  'their',
  'your',
  'his',
  'her',
  'its',
  'with',
  'for',
  'of',
  'to',
  'from',
  'into',
  'in',
  'on',
  'by',
  'manage',
  'track',
  'some',
  'all',
  'new',
  'other',
]);

/** Tokens of a text with their offsets (compromise tags; offsets found by scanning the text). */
const tokenCache = new Map<string, Token[]>();

/** Tokens of a text (cached: one prompt is tokenised once for every pass that reads it). */
export function tokens(text: string): Token[] {
  const hit = tokenCache.get(text);
  if (hit) return hit;
  const out = tokenize(text);
  if (tokenCache.size >= 64) tokenCache.delete(tokenCache.keys().next().value!);
  tokenCache.set(text, out);
  return out;
}

function tokenize(text: string): Token[] {
  const lower = text.toLowerCase();
  const out: Token[] = [];
  let offset = 0;
  for (const t of tagTerms(text)) {
    const w = t.lower.replace(/[^a-z0-9'-]/g, '');
    if (!w) continue;
    const pos = lower.indexOf(w, offset);
    if (pos < 0) continue;
    offset = pos + w.length;
    out.push({ word: w, tags: t.tags, start: pos, end: pos + w.length });
  }
  return out;
}

function punctBetween(text: string, a: Token, b: Token): boolean {
  return /[,.;:!?()\-–—]/.test(text.slice(a.end, b.start));
}

/** Nouns that name the software itself, whose verb the tagger may read as a plural ("the app offers …"). */
const SOFTWARE_NOUNS = /^(?:app|application|software|platform|program|programme|system|website|site|service|tool|solution)$/;

/** A plural noun the sentence acts on: tagged a noun, or a plural in a noun's place (taggers call "loans" a verb). */
export function isPluralNounAt(toks: Token[], i: number, text: string): boolean {
  const t = toks[i];
  if (!/^[a-z][a-z-]+s$/.test(t.word) || !isPluralWord(t.word)) return false;
  if (t.tags.includes('Possessive') || t.tags.includes('Pronoun')) return false;
  // "each watch that comes in", "a volunteer who signs up": after a relative pronoun comes its verb (the
  // tagger calls some such verbs plural nouns); "those", not "that", comes before a plural noun
  if (/^(?:that|who)$/.test(toks[i - 1]?.word ?? '') && !punctBetween(text, toks[i - 1], t)) return false;
  // "the software offers budgeting tools", "the app aims to …": after "the" and the software's own noun,
  // a word in -s followed by what it acts on is the software's verb, however the tagger reads it
  const before = toks[i - 1];
  const after = toks[i + 1];
  if (
    before &&
    after &&
    SOFTWARE_NOUNS.test(before.word) &&
    /^(?:the|this|our|its|your|my)$/.test(toks[i - 2]?.word ?? '') &&
    !punctBetween(text, before, t) &&
    !punctBetween(text, t, after) &&
    (after.tags.some((g) => g === 'Determiner' || g === 'Possessive' || g === 'Pronoun' || g === 'Adjective' || g === 'Gerund') ||
      after.word === 'to' ||
      (after.tags.includes('Plural') && after.tags.includes('Noun')))
  )
    return false;
  if (t.tags.includes('Noun')) return true;
  // "working towards", "sometimes": a preposition or adverb that ends in s is no plural
  if (t.tags.some((g) => g === 'Preposition' || g === 'Adverb' || g === 'Conjunction' || g === 'Determiner')) return false;
  const prev = toks[i - 1];
  const next = toks[i + 1];
  const atStart = !prev || punctBetween(text, prev, t);
  const prevOk = atStart || DETERMINER_BEFORE.has(prev.word) || prev.tags.includes('Adjective') || prev.tags.includes('Verb');
  const nextOk = !next || punctBetween(text, t, next) || next.tags.includes('Verb') || /^(?:and|or|with|for|of)$/.test(next.word);
  // "send messages to each other", "post comments on photos": two verbs in the present do not follow each
  // other, so a word in -s right after a verb of doing is what it acts on, whatever follows it
  const afterVerb =
    !!prev &&
    !atStart &&
    prev.tags.includes('Verb') &&
    !prev.tags.some((g) => g === 'Auxiliary' || g === 'Modal' || g === 'Copula' || g === 'Noun' || g === 'Gerund' || g === 'PastTense') &&
    t.tags.includes('PresentTense') &&
    !!next &&
    next.tags.includes('Preposition');
  // "parents send absence requests", "staff submit holiday requests": after a verb and a singular noun, a word
  // in -s with nothing to act on is the second noun of the verb's object, not a second verb
  const compoundObject =
    !!prev &&
    !atStart &&
    prev.tags.includes('Noun') &&
    !prev.tags.some((g) => g === 'Plural' || g === 'Pronoun' || g === 'Possessive' || g === 'Verb') &&
    !!toks[i - 2] &&
    !punctBetween(text, toks[i - 2], prev) &&
    toks[i - 2].tags.includes('Verb') &&
    !toks[i - 2].tags.some(
      (g) => g === 'Noun' || g === 'Copula' || g === 'Auxiliary' || g === 'Modal' || g === 'PastTense' || g === 'Participle',
    ) &&
    (!next || punctBetween(text, t, next) || next.tags.includes('Preposition') || /^(?:and|or)$/.test(next.word)) &&
    // ("watches conversion rates": a measure watched is a figure, not records)
    nounClass(singular(t.word)) !== 'measure';
  return (prevOk && nextOk) || afterVerb || compoundObject;
}

/** Plurals English uses before a noun to say its kind ("sales orders", "sports clubs", "savings accounts"). */
const ADJUNCT_PLURALS = /^(?:sales|sports|arts|goods|savings|parts|customs|works|clothes|news|admissions)$/;

/** Groups and people a plural before them describes: "sales team", "sports department", "events manager". */
const GROUP_HEADS = /^(?:team|teams|department|departments|dept|staff|rep|reps|manager|managers|crew|crews|office|division|desk)$/;

/** Plural nouns (with a noun before them: "meeting rooms") outside the given spans. */
export function actorNouns(text: string, spans: Array<{ start: number; end: number }>): Array<{ key: string; pos: number; plural: true }> {
  const toks = tokens(text);
  const out: Array<{ key: string; pos: number; plural: true }> = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (spans.some((s) => t.start >= s.start && t.start < s.end)) continue;
    // "upload my photos", "share our recipes": a collection the sentence acts on is data even when the
    // word usually names a field
    const owned =
      OWNED_OBJECTS.has(t.word) &&
      /^(?:my|our|their|the)$/.test(toks[i - 1]?.word ?? '') &&
      /^(?:upload|uploads|share|shares|store|stores|organi[sz]e|organi[sz]es|sort|group|collect|collects|archive|browse|keep|save|manage|catalog|catalogue|digiti[sz]e|scan)$/.test(
        toks[i - 2]?.word ?? '',
      );
    // "reports due for each grant": records of each of something
    const ofEach =
      (toks[i + 1]?.word === 'due' ? toks.slice(i + 2, i + 4) : toks.slice(i + 1, i + 3))
        .map((x) => x.word)
        .join(' ')
        .match(/^(?:for|of|per|on) (?:each|every)$/) !== null;
    // "children can join clubs", "young people sign in": a plural without an s is a plural all the same;
    // "people" alone is anyone, with a word before it a kind of person
    const before = toks[i - 1];
    const irregular =
      /^[a-z]{3,}[^s]$/.test(t.word) &&
      t.tags.includes('Noun') &&
      t.tags.includes('Plural') &&
      !t.tags.some((g) => g === 'Pronoun' || g === 'Possessive') &&
      isPluralWord(t.word) &&
      !!before?.tags.includes('Value') === false &&
      !/^(?:in|per|of|by)$/.test(before?.word ?? '') &&
      (t.word !== 'people' ||
        (!!before && !punctBetween(text, before, t) && before.tags.includes('Adjective') && !DETERMINER_BEFORE.has(before.word)));
    if (irregular) {
      const people = t.word === 'people';
      out.push({ key: people ? `${before!.word} person` : singular(t.word), pos: people ? before!.start : t.start, plural: true });
      continue;
    }
    const named = !!toks[i - 1] && !punctBetween(text, toks[i - 1], t) && occasion(toks[i - 1].word, t.word);
    if ((JUNK_NOUNS.has(t.word) && !owned && !ofEach && !named) || !isPluralNounAt(toks, i, text)) continue;
    const prevTok = toks[i - 1];
    // "by the hour", "per week", "in kg": measures, not data
    if (prevTok && /^(?:per|every|each)$/.test(prevTok.word)) continue;
    // "our sales team", "the sports department": a plural before the group or person it names is what they do
    const nextTok = toks[i + 1];
    if (nextTok && !punctBetween(text, t, nextTok) && GROUP_HEADS.test(nextTok.word)) continue;
    // "sales orders", "sports sessions", "arts classes": a plural that is used as a noun's modifier names its kind
    if (
      nextTok &&
      !punctBetween(text, t, nextTok) &&
      ADJUNCT_PLURALS.test(t.word) &&
      nextTok.tags.includes('Noun') &&
      !nextTok.tags.includes('Pronoun')
    )
      continue;
    let key = singular(t.word);
    let pos = t.start;
    const prev = toks[i - 1];
    // "experience days", "club nights": an occasion keeps the word that names it, whatever its tag
    if (named && !DETERMINER_BEFORE.has(prev.word)) {
      key = `${prev.word} ${key}`;
      pos = prev.start;
    } else if (
      prev &&
      !punctBetween(text, prev, t) &&
      prev.tags.includes('Noun') &&
      !prev.tags.includes('Plural') &&
      !prev.tags.includes('Adjective') &&
      !prev.tags.includes('Possessive') &&
      !prev.tags.includes('Pronoun') &&
      !prev.tags.includes('Gerund') &&
      !prev.tags.includes('Verb') &&
      /^[a-z]+$/.test(prev.word) &&
      !DETERMINER_BEFORE.has(prev.word) &&
      // "browse courses", "check grades": a verb of using the app, even where the tagger reads a noun
      !(ACTION_VERBS.has(prev.word) && !NOUN_VERBS.has(prev.word)) &&
      // "technicians inspect turbines and log faults", "staff review documents, sign contracts": a word that
      // may be a verb, after "to", a modal or a verb phrase it is coordinated with, acts on the plural
      !(NOUN_VERBS.has(prev.word) && verbSlot(toks, i - 1, text)) &&
      // "functionalities for displaying ads", "bond over preparing meals": after a preposition, a word in
      // -ing whose stem is a verb acts on the plural ("cooking classes" after a verb or a comma stay one name)
      !gerundActing(toks, i - 1, text)
    ) {
      key = `${prev.word} ${key}`;
      pos = prev.start;
    }
    out.push({ key: singularPhrase(key), pos, plural: true });
  }
  return out;
}

/**
 * Whether toks[j] stands where a verb does: after "to" or a modal ("can post jobs"), or after "and", "or" or a
 * comma that ends a verb and its object ("inspect turbines and log faults", "review documents, sign contracts",
 * "sell items, and book repairs").
 */
function verbSlot(toks: Token[], j: number, text: string): boolean {
  const before = toks[j - 1];
  if (!before) return false;
  if (!punctBetween(text, before, toks[j]) && /^(?:to|can|will|must|should|may|could|would)$/.test(before.word)) return true;
  const comma = /^\s*,\s*$/.test(text.slice(before.end, toks[j].start));
  const joined = /^(?:and|or)$/.test(before.word) && !punctBetween(text, before, toks[j]);
  const last = comma ? j - 1 : joined ? j - 2 : -1;
  const object = toks[last];
  if (!object || (joined && punctBetween(text, object, before) && !/^\s*,\s*$/.test(text.slice(object.end, before.start)))) return false;
  return verbOfObject(toks, last, text);
}

/**
 * Whether the word at `index` of `text` (one that may be a noun, "book", "log") is a verb coordinated with a
 * verb and its object before it: "residents report potholes and book community halls".
 */
export function coordinatedVerbAt(text: string, index: number): boolean {
  const toks = tokens(text);
  const j = toks.findIndex((t) => t.start === index);
  return j >= 2 && NOUN_VERBS.has(toks[j].word) && verbSlot(toks, j, text);
}

/**
 * Whether toks[last], a noun, is the object of a verb up to three words before it (past determiners and
 * modifiers, "buy second-hand items").
 */
function verbOfObject(toks: Token[], last: number, text: string): boolean {
  if (!toks[last]?.tags.includes('Noun')) return false;
  for (let k = last - 1; k >= Math.max(0, last - 3); k--) {
    const t = toks[k];
    if (/[,.;:!?()]/.test(text.slice(t.end, toks[k + 1].start))) return false;
    if (t.tags.includes('Verb') && !t.tags.some((g) => g === 'Noun' || g === 'Gerund' || g === 'PastTense' || g === 'Participle'))
      return true;
    if (!t.tags.some((g) => g === 'Determiner' || g === 'Adjective' || g === 'Noun' || g === 'Value')) return false;
  }
  return false;
}

/** Whether toks[j] is a verb in -ing right after a preposition: "for displaying ads", "over preparing meals". */
function gerundActing(toks: Token[], j: number, text: string): boolean {
  const t = toks[j];
  const before = toks[j - 1];
  if (!t || !before || !/^[a-z]{2,}ing$/.test(t.word) || punctBetween(text, before, t)) return false;
  if (!/^(?:for|by|of|in|on|about|over|while|when|without|after|before|from|through|via)$/.test(before.word)) return false;
  return gerundStems(t.word).some((s) => ACTION_VERBS.has(s) || (tagTerms(s)[0]?.tags.includes('Verb') ?? false));
}

/** Verbs whose subject takes part in its object many-to-many, through a record named by the verb. */
export const JOIN_VERBS: Record<string, string> = wordTable({
  book: 'Booking',
  books: 'Booking',
  reserve: 'Reservation',
  reserves: 'Reservation',
  rent: 'Rental',
  rents: 'Rental',
  // ("riders hire bikes", "groups hire the hall": a hire, as people who hire things call it)
  hire: 'Hire',
  borrow: 'Loan',
  lend: 'Loan',
  lends: 'Loan',
  borrows: 'Loan',
  sign: 'Signup',
  signs: 'Signup',
  register: 'Registration',
  registers: 'Registration',
  enrol: 'Enrollment',
  enroll: 'Enrollment',
  enrolls: 'Enrollment',
  enrols: 'Enrollment',
  join: 'Membership',
  joins: 'Membership',
  apply: 'Application',
  applies: 'Application',
  attend: 'Attendance',
  attends: 'Attendance',
  rsvp: 'Rsvp',
  adopt: 'Adoption',
  subscribe: 'Subscription',
  subscribes: 'Subscription',
  claim: 'Claim',
  bid: 'Bid',
  request: 'Request',
  requests: 'Request',
});

/**
 * at: the preposition that leads from the verb to one record ("books sit on a shelf"); prep: any preposition
 * between the verb and its object ("donations come from parents"); many: a plural subject and a plural
 * object with no determiner of one between ("parents volunteer at events").
 */
export type VerbFact = {
  subject: string;
  verb: string;
  object: string;
  pos: number;
  at?: string;
  prep?: string;
  many?: boolean;
  /** The verb's own object, a plain noun, when the record follows it after a preposition ("give evidence at an inquest"). */
  over?: string;
};

/**
 * Subject–verb–object facts between known entity nouns: "bands book rooms", "volunteers sign up for
 * shifts", "sellers list products". `lookup` maps a noun phrase to an entity name.
 */
/** Prepositions after a verb that say where or what its subject is at ("sit on", "play for", "stay in"). */
const PLACE_PREP = /^(?:on|at|for|from|to|into|in|under|inside|within)$/;
/** Prepositions of where an act is done, after the verb's own object ("give evidence at", "log hours against"). */
const OVER_PREP = /^(?:at|in|on|against|during)$/;
/** Words for the people who use the app, when no record of the app is named by them. */
const APP_USERS = /^(?:users?|people|visitors|you|anyone|everyone)$/;
/** Determiners of one record. */
const ONE = /^(?:a|an|the|one|each|their|its)$/;
/**
 * Where the sentence (or clause after a semicolon) holding `pos` starts: just after the last . ! ? ; or
 * line break before it. Scanned backwards, as a regex search for the clause's tail tried every start
 * and made long prompts quadratic.
 */
export function sentenceStartAt(text: string, pos: number, stops = '.!?;\n'): number {
  for (let i = Math.min(pos, text.length) - 1; i >= 0; i--) if (stops.includes(text[i])) return i + 1;
  return 0;
}

/** Verbs that take "in" as a particle before their object ("customers bring in vehicles", "hand in forms"). */
const IN_PARTICLE_VERBS = /^(?:bring|brings|hand|hands|send|sends|take|takes|put|puts|drop|drops|fill|fills|check|checks|turn|turns)$/;

/** Verbs of choosing, and heads of a detail one may choose of a record ("a delivery day", "a pickup address"). */
const CHOOSING = /^(?:choose|chooses|chose|pick|picks|picked|select|selects|selected)$/;
const DETAIL_HEADS = /^(?:days?|dates?|times?|slots?|windows?|address|addresses)$/;

export function verbFacts(text: string, lookup: (phrase: string) => string | undefined): VerbFact[] {
  const toks = tokens(text);
  const facts: VerbFact[] = [];
  // a noun that is no record and no verb or adjective ("evidence", "hours"), the object of the verb before it
  const isPlainObject = (k: number) =>
    !!toks[k] &&
    toks[k].tags.includes('Noun') &&
    !toks[k].tags.some((g) => g === 'Verb' || g === 'Adjective' || g === 'Pronoun' || g === 'Gerund') &&
    !lookup(toks[k].word);
  const entityAt = (i: number): { name: string; end: number } | undefined => {
    const t = toks[i];
    if (!t) return undefined;
    const two = toks[i + 1] && !punctBetween(text, t, toks[i + 1]) ? lookup(`${t.word} ${toks[i + 1].word}`) : undefined;
    if (two) return { name: two, end: i + 1 };
    const one = lookup(t.word);
    return one ? { name: one, end: i } : undefined;
  };
  /**
   * The fact of the verb at `j` whose subject (the entity ending at `subjEnd`) is `subject`: the first entity
   * within four words after the verb, past prepositions, determiners and modifiers.
   */
  const factAfter = (subject: string, subjEnd: number, j: number): VerbFact | undefined => {
    const v = toks[j];
    let k = j + 1;
    let over: string | undefined;
    // "post part-time jobs": a hyphen inside a word is no break
    while (toks[k] && (!punctBetween(text, toks[k - 1], toks[k]) || text.slice(toks[k - 1].end, toks[k].start) === '-') && k - j <= 4) {
      const o = entityAt(k);
      // "customers choose a delivery day": what is chosen is a detail of a record, a day or a date, not one of them
      if (o && CHOOSING.test(v.word) && DETAIL_HEADS.test(toks[o.end + 1]?.word ?? '') && !punctBetween(text, toks[o.end], toks[o.end + 1]))
        return undefined;
      if (o && o.name !== subject) {
        // "books sit on a shelf": a preposition before one record names where the subject is; not a particle
        // ("customers bring in vehicles") nor the purpose of many ("cars come in for jobs")
        const p = toks.slice(j + 1, k).findIndex((t, n) => PLACE_PREP.test(t.word) && ONE.test(toks[j + 2 + n]?.word ?? ''));
        const at = p >= 0 ? toks[j + 1 + p].word : undefined;
        // "donations come from parents": a preposition, not a particle ("bring in vehicles"); after a
        // phrasal verb ("cars come in for jobs") the preposition says what for, not where
        const between = toks.slice(j + 1, k);
        const phrasal = PLACE_PREP.test(between[0]?.word ?? '') && PLACE_PREP.test(between[1]?.word ?? '');
        const prep = phrasal
          ? undefined
          : between.find((t, n) => PLACE_PREP.test(t.word) && !(n === 0 && t.word === 'in' && IN_PARTICLE_VERBS.test(v.word)))?.word;
        if (over) {
          // the act's place: the preposition right after its object, which alone joins the record to the act
          const overAt = between.findIndex((t) => t.word === over);
          const place = between[overAt + 1]?.word ?? '';
          const rest = between.slice(overAt + 2);
          if (!OVER_PREP.test(place) || !rest.every((t) => ONE.test(t.word) || OF_WHICH.test(t.word))) return undefined;
          return { subject, verb: v.word, object: o.name, pos: v.start, prep: place, many: false, over };
        }
        const many = !!prep && isPluralWord(toks[subjEnd].word) && isPluralWord(toks[o.end].word) && !between.some((t) => ONE.test(t.word));
        return {
          subject,
          verb: v.word,
          object: o.name,
          pos: v.start,
          ...(at ? { at } : {}),
          ...(prep ? { prep, many } : {}),
        };
      }
      // "witnesses give evidence at an inquest", "staff log hours against a job": a plain noun the verb acts on,
      // then a preposition of place, says where the act is done; the record after the preposition is the object
      if (!over && isPlainObject(k) && OVER_PREP.test(toks[k + 1]?.word ?? '') && !punctBetween(text, toks[k], toks[k + 1])) {
        over = toks[k].word;
        k += 2;
        continue;
      }
      // "adopters apply to adopt an animal": an infinitive after the verb leads to its object
      const infinitive = toks[k - 1]?.word === 'to' && toks[k].tags.includes('Verb') && k > j + 1;
      // "employers post part-time jobs", "members book upcoming classes": a modifier before the object
      // (not after a participle: "exercises targeting different muscle groups", "jobs booked from accepted
      // quotes" describe the subject)
      const modifier =
        (/^[a-z]+-[a-z-]+$/.test(toks[k].word) ||
          toks[k].tags.includes('Adjective') ||
          text.slice(toks[k].end, toks[k + 1]?.start) === '-') &&
        k > j &&
        !v.tags.some((g) => g === 'Gerund' || g === 'PastTense' || g === 'Participle');
      if (
        !infinitive &&
        !modifier &&
        !/^(?:up|in|into|on|for|to|from|at|a|an|the|their|our|his|her|its|some|one|or|more|many|multiple|several|each|every|new)$/.test(
          toks[k].word,
        )
      )
        return undefined;
      k++;
    }
    return undefined;
  };
  // "researchers book equipment and report faults", "students browse jobs, apply for jobs and clock in":
  // a further verb after "and" or a comma shares the sentence's subject, and finds its object the same way
  let lastSubject: { name: string; end: number; sentenceEnd: number } | undefined;
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i + 1];
    if (
      lastSubject &&
      w &&
      w.start < lastSubject.sentenceEnd &&
      (toks[i].word === 'and' || /^\s*,\s*(?:and\s+)?$/.test(text.slice(toks[i].end, w.start))) &&
      w.tags.includes('Verb') &&
      !w.tags.some((g) => g === 'Noun' || g === 'Gerund' || g === 'PastTense' || g === 'Participle') &&
      !entityAt(i + 1)
    ) {
      const f = factAfter(lastSubject.name, lastSubject.end, i + 1);
      if (f) facts.push(f);
    }
    // "users can book rooms": the app's users, no record of the app, act too; their facts have no subject
    const subj = entityAt(i) ?? (APP_USERS.test(toks[i].word) ? { name: '', end: i } : undefined);
    if (!subj) continue;
    let j = subj.end + 1;
    // "students who enrol in courses", "tenants that rent units": a relative clause right after a plural
    // noun says what that noun does, as "students enrol in courses" does
    if (
      toks[j] &&
      /^(?:who|that|which)$/.test(toks[j].word) &&
      isPluralWord(toks[subj.end].word) &&
      !punctBetween(text, toks[subj.end], toks[j])
    )
      j++;
    // "members can book", "people will register", "users should be able to book"
    while (toks[j] && /^(?:can|will|may|should|must|could|would|also|then|often|usually|to)$/.test(toks[j].word)) j++;
    if (/^(?:be|are|is)$/.test(toks[j]?.word ?? '') && toks[j + 1]?.word === 'able' && toks[j + 2]?.word === 'to') j += 3;
    const v = toks[j];
    if (!v || punctBetween(text, toks[subj.end], v)) continue;
    if (!v.tags.includes('Verb') && !JOIN_VERBS[v.word]) continue;
    if (/^(?:is|are|was|were|be|been|has|have|had|with|need|needs)$/.test(v.word) && !/^(?:has|have)$/.test(v.word)) continue;
    // the sentence's subject, for the verbs after this one ("users log in, browse courses and enrol in them")
    const end = text.slice(v.start).search(/[.!?;\n]/);
    lastSubject = { name: subj.name, end: subj.end, sentenceEnd: end < 0 ? text.length : v.start + end };
    const f = factAfter(subj.name, subj.end, j);
    if (f) facts.push(f);
    // "candidates sit papers at exam centres": after the verb's record, "at" and a record name where the subject is
    // (only "at": "enter projects in categories", "give talks in rooms" say how the object is filed or where it is)
    if (f && !f.prep && !f.at && subj.name) {
      let o = j + 1;
      while (toks[o] && o - j <= 4 && entityAt(o)?.name !== f.object) o++;
      const obj = entityAt(o);
      const prep = obj ? toks[obj.end + 1] : undefined;
      if (obj && prep?.word === 'at' && !punctBetween(text, toks[obj.end], prep)) {
        let q = obj.end + 2;
        while (toks[q] && (ONE.test(toks[q].word) || OF_WHICH.test(toks[q].word))) q++;
        const place = entityAt(q);
        if (place && place.name !== subj.name && place.name !== f.object)
          facts.push({
            subject: subj.name,
            verb: v.word,
            object: place.name,
            pos: v.start,
            prep: prep.word,
            many: false,
            over: toks[obj.end].word,
          });
      }
    }
  }
  // "an app to book seats and desks", "a platform for managing, sharing and reserving gifts", "Reserve a
  // table": an act the app is for, said without who does it, is done by its users as in "users can book rooms"
  for (let j = 0; j < toks.length; j++) {
    const v = toks[j];
    const before = toks[j - 1];
    const joined = before && !punctBetween(text, before, v) ? before.word : undefined;
    const sentenceStart = !before || /[.!?;:\n]/.test(text.slice(before.end, v.start));
    const verb = JOIN_VERBS[v.word] ? v.word : /^[a-z]{3,}ing$/.test(v.word) ? gerundStems(v.word).find((st) => JOIN_VERBS[st]) : undefined;
    // ("adopters apply to adopt an animal": the sentence's subject does it)
    const sentence = sentenceStartAt(text, v.start);
    if (!verb || facts.some((f) => f.subject && f.pos >= sentence && f.pos <= v.start)) continue;
    const purpose =
      verb === v.word
        ? joined === 'to' || (sentenceStart && ONE.test(toks[j + 1]?.word ?? ''))
        : !!before && (/^(?:for|by|and|or)$/.test(before.word) || text.slice(before.end, v.start).trim() === ',');
    if (!purpose) continue;
    const f = factAfter('', j - 1, j);
    if (f) facts.push({ ...f, verb });
  }
  // "camps they sign up for", "badges they've earned": a relative clause whose subject "they" is the
  // sentence's first entity (the list's topic) and whose object is the noun before it
  for (let i = 1; i < toks.length - 1; i++) {
    if (!/^(?:they|they've|theyve|they'd)$/.test(toks[i].word) || punctBetween(text, toks[i - 1], toks[i])) continue;
    const obj = lookup(toks[i - 1].word);
    if (!obj || !isPluralWord(toks[i - 1].word)) continue;
    let j = i + 1;
    while (toks[j] && /^(?:have|had|will|can|want|would|like|to|already|often)$/.test(toks[j].word)) j++;
    const v = toks[j];
    if (!v || !(v.tags.includes('Verb') || JOIN_VERBS[v.word])) continue;
    const sentenceStart = sentenceStartAt(text, toks[i].start);
    const subj = toks
      .filter((t) => t.start >= sentenceStart && t.start < toks[i - 1].start)
      .map((t) => lookup(t.word))
      .find((n) => !!n && n !== obj);
    if (subj) facts.push({ subject: subj, verb: v.word, object: obj, pos: v.start });
  }
  // "we lend laptops to staff", "the school lends instruments to pupils": whoever a thing is lent to borrows
  // it, whoever lends it (the app's owner, most often)
  const which = (k: number) => {
    while (toks[k] && (OF_WHICH.test(toks[k].word) || /^(?:my|out)$/.test(toks[k].word))) k++;
    return k;
  };
  for (let j = 0; j < toks.length; j++) {
    if (!/^(?:lend|lends|lent|lending|loan|loans|loaned)$/.test(toks[j].word)) continue;
    const obj = entityAt(which(j + 1));
    const toAt = obj ? which(obj.end + 1) : -1;
    if (!obj || toks[toAt]?.word !== 'to' || punctBetween(text, toks[obj.end], toks[toAt])) continue;
    const borrower = entityAt(which(toAt + 1));
    if (!borrower || borrower.name === obj.name || facts.some((f) => f.subject === borrower.name && f.object === obj.name)) continue;
    facts.push({ subject: borrower.name, verb: 'borrow', object: obj.name, pos: toks[j].start });
  }
  return facts;
}

/** Words between a preposition and its noun that only say which or how many of it ("from various sources"). */
const OF_WHICH =
  /^(?:a|an|the|each|every|their|its|our|one|specific|particular|given|various|different|multiple|several|many|those|these|other|all|any)$/;

/** "inspections of hives", "hives in each apiary", "ratings for each book": the first belongs to the second. */
export function prepositionFacts(
  text: string,
  lookup: (phrase: string) => string | undefined,
): Array<{ child: string; parent: string; to?: boolean }> {
  const toks = tokens(text);
  const out: Array<{ child: string; parent: string; to?: boolean }> = [];
  for (let i = 0; i < toks.length; i++) {
    const child = lookup(toks[i].word);
    if (!child || !isPluralWord(toks[i].word)) continue;
    const p = toks[i + 1];
    if (!p || punctBetween(text, toks[i], p) || !/^(?:of|in|for|from|on|at|per|under|inside|within|to)$/.test(p.word)) continue;
    let k = i + 2;
    // "articles from various sources", "anomalies in their data sets": words that only say which or how many
    while (toks[k] && OF_WHICH.test(toks[k].word)) k++;
    // "reminders for upcoming appointments", "notes on past visits": a modifier before the noun says which
    // of them, the noun is the record (unless the two words name one: "training sessions")
    const mod = toks[k];
    if (
      mod &&
      toks[k + 1] &&
      !punctBetween(text, mod, toks[k + 1]) &&
      !lookup(mod.word) &&
      !lookup(`${mod.word} ${toks[k + 1].word}`) &&
      (mod.tags.includes('Adjective') || (mod.tags.includes('Gerund') && !mod.tags.includes('Noun'))) &&
      lookup(toks[k + 1].word)
    )
      k++;
    const t = toks[k];
    if (!t) continue;
    const parent = (toks[k + 1] && lookup(`${t.word} ${toks[k + 1].word}`)) || lookup(t.word);
    if (!parent || parent === child) continue;
    // ("calls to service users": whom a record goes to, which only a record that happens has; the caller decides)
    out.push({ child, parent, ...(p.word === 'to' ? { to: true } : {}) });
    // "anomalies or outliers in their data sets": the phrase tells of each record the list names
    const before = toks[i - 2];
    const other =
      before && p.word !== 'to' && /^(?:and|or)$/.test(toks[i - 1].word) && isPluralWord(before.word) ? lookup(before.word) : undefined;
    if (other && other !== parent && other !== child && !punctBetween(text, before, toks[i])) out.push({ child: other, parent });
  }
  // "complaints submitted by residents", "routes set by route setters": a record made by someone points at them
  for (let i = 0; i + 2 < toks.length; i++) {
    const child = lookup(toks[i].word);
    if (!child || !isPluralWord(toks[i].word)) continue;
    let k = i + 1;
    if (/^(?:are|is|were|was|get|gets|being)$/.test(toks[k].word)) k++;
    const v = toks[k];
    if (!v || toks[k + 1]?.word !== 'by' || punctBetween(text, toks[i], v)) continue;
    if (
      !/^(?:paid|sold|made|given|taken|done|kept|held|seen|lent|bought|won|built|written|set|run|sent)$/.test(v.word) &&
      !/ed$/.test(v.word)
    )
      continue;
    let j = k + 2;
    while (toks[j] && /^(?:a|an|the|their|our|its|one|each)$/.test(toks[j].word)) j++;
    const t = toks[j];
    if (!t) continue;
    const parent = (toks[j + 1] && !punctBetween(text, t, toks[j + 1]) && lookup(`${t.word} ${toks[j + 1].word}`)) || lookup(t.word);
    if (parent && parent !== child) out.push({ child, parent });
  }
  out.push(...participleChains(text, toks, lookup));
  // "upload my photos and group them into collections": "them" is the last plural entity named before
  // "categorize it into different sources": "it" is the last entity named before, whatever its number
  const them =
    /\b(?:group|groups|sort|sorts|organi[sz]e|organi[sz]es|put|puts|file|files|arrange|tag|tags|split|divide|collect|assign|assigns|add|adds|categori[sz]e|categori[sz]es|classify|classifies)\s+(them|it)\s+(?:into|in|by|under|to|with)\s+(?:(?:an?|the|their|our|my|different|various|separate|several|multiple|specific|custom)\s+)*([a-z]+)/g;
  let t: RegExpExecArray | null;
  const lowerText = text.toLowerCase();
  while ((t = them.exec(lowerText))) {
    const parent = lookup(t[2]);
    let child: string | undefined;
    if (t[1] === 'them') {
      const before = toks.filter((x) => x.end <= t!.index && isPluralWord(x.word) && lookup(x.word));
      child = before.length ? lookup(before[before.length - 1].word) : undefined;
    } else {
      // "it" is the last singular noun, or the record that names it ("their revenue data")
      const at = toks.findLastIndex((x) => x.end <= t!.index && x.tags.includes('Noun') && !isPluralWord(x.word));
      const noun = toks[at];
      const mod = toks[at - 1];
      child = noun && (lookup(noun.word) ?? (mod && !punctBetween(text, mod, noun) ? lookup(mod.word) : undefined));
    }
    if (parent && child && parent !== child) out.push({ child, parent });
  }
  // "the patient's visits"
  const re = /\b([a-z]+)'s\s+([a-z]+)/g;
  let m: RegExpExecArray | null;
  const lower = text.toLowerCase();
  while ((m = re.exec(lower))) {
    const parent = lookup(m[1]);
    const child = lookup(m[2]);
    if (parent && child && parent !== child) out.push({ child, parent });
  }
  return out;
}

export { singular };

/** Participles that do not end in -ed ("written by", "brought in by", "kept in"). */
const IRREGULAR_PARTICIPLE =
  /^(?:paid|sold|made|given|taken|done|kept|held|seen|lent|bought|won|built|written|set|run|sent|brought|caught|drawn|grown|known|shown|chosen|driven|ridden|led|fed|met|left|found|put|shot|spent|told|taught|hung|dug|bred|stuck|thrown|hidden|stolen|borne|worn)$/;
/** Prepositions after a participle that name a record the subject is by, in, at, for or from. */
const PARTICIPLE_PREP = /^(?:by|in|into|on|onto|at|to|for|from|under|inside|within|against|with|during)$/;
/** Prepositions that open a first phrase of a record ("bottles from wineries"). */
const FIRST_PREP = /^(?:of|in|for|from|on|at|with|per|under|inside|within)$/;

/**
 * "articles written by journalists, edited by an editor, published in sections", "plants are supplied by
 * nurseries and sorted into sections", "bottles from wineries, stored in racks", "each bug is reported by a
 * user and can be tagged with labels": participles joined to a record's first phrase by a comma or "and"
 * all tell of that record, and each names a record it is by, in, at, for or from. The first phrase itself
 * counts here only when it says by whom (its other readings are the verb rules').
 */
function participleChains(
  text: string,
  toks: Token[],
  lookup: (phrase: string) => string | undefined,
): Array<{ child: string; parent: string }> {
  const out: Array<{ child: string; parent: string }> = [];
  const isParticiple = (t: Token | undefined) =>
    !!t &&
    (IRREGULAR_PARTICIPLE.test(t.word) ||
      (/^[a-z]{3,}ed$/.test(t.word) && t.tags.some((g) => g === 'Verb' || g === 'PastTense' || g === 'Participle')));
  /** The record a phrase at `j` names after its preposition, and where the phrase ends. */
  const recordAt = (j: number): { parent: string; next: number } | undefined => {
    while (toks[j] && OF_WHICH.test(toks[j].word)) j++;
    const t = toks[j];
    if (!t) return undefined;
    const two = toks[j + 1] && !punctBetween(text, t, toks[j + 1]) ? lookup(`${t.word} ${toks[j + 1].word}`) : undefined;
    const parent = two ?? lookup(t.word);
    return parent ? { parent, next: j + (two ? 2 : 1) } : undefined;
  };
  /** "(are) sold by a shop", "can be tagged with labels", "brought in by customers". */
  const participlePhrase = (k: number): { parent: string; next: number; prep: string } | undefined => {
    let j = k;
    while (
      toks[j] &&
      /^(?:are|is|were|was|get|gets|got|being|been|be|can|may|will|must|should|often|usually|then|also|later)$/.test(toks[j].word)
    )
      j++;
    if (!isParticiple(toks[j])) return undefined;
    j++;
    if (toks[j] && /^(?:in|out|up|off|back|over|down)$/.test(toks[j].word) && PARTICIPLE_PREP.test(toks[j + 1]?.word ?? '')) j++;
    const p = toks[j];
    if (!p || !PARTICIPLE_PREP.test(p.word) || toks.slice(k, j + 1).some((t, n) => n > 0 && punctBetween(text, toks[k + n - 1], t)))
      return undefined;
    const r = recordAt(j + 1);
    return r && { ...r, prep: p.word };
  };
  for (let i = 0; i + 2 < toks.length; i++) {
    const child = lookup(toks[i].word);
    if (!child || punctBetween(text, toks[i], toks[i + 1])) continue;
    if (!isPluralWord(toks[i].word) && !/^(?:each|every|a|an|the)$/.test(toks[i - 1]?.word ?? '')) continue;
    // "tasks in a house are done by a builder": a record after a preposition is not what the participles tell of
    let d = i - 1;
    while (toks[d] && OF_WHICH.test(toks[d].word)) d--;
    if (toks[d] && /^(?:of|in|for|from|on|at|to|by|with|per|under|into|inside|within|against)$/.test(toks[d].word)) continue;
    // "items of evidence are logged against a case": an "of" phrase naming no record only says what kind the record is
    const kindOf =
      toks[i + 1].word === 'of' &&
      !!toks[i + 2] &&
      toks[i + 2].tags.includes('Noun') &&
      !lookup(toks[i + 2].word) &&
      !punctBetween(text, toks[i + 1], toks[i + 2]);
    const pp = participlePhrase(kindOf ? i + 3 : i + 1);
    // (after such a phrase no verb rule finds the record's verb, so its first participle counts whatever its preposition)
    if ((pp?.prep === 'by' || (kindOf && pp)) && pp.parent !== child) out.push({ child, parent: pp.parent });
    const first = pp ?? (FIRST_PREP.test(toks[i + 1].word) ? recordAt(i + 2) : undefined);
    if (!first) continue;
    let next = first.next;
    for (;;) {
      const last = toks[next - 1];
      let k = next;
      // "jobs at a garden (mowing, hedge cutting) done by a gardener": a parenthesis after the record is an aside
      const aside = !!toks[k] && text.slice(last.end, toks[k].start).includes('(');
      if (aside) {
        const close = text.indexOf(')', last.end);
        if (close < 0) break;
        while (toks[k] && toks[k].start < close) k++;
      }
      const prev = toks[k - 1];
      const gap = toks[k] ? text.slice(prev.end, toks[k].start).replace(/[()]/g, '') : '.';
      // "samples taken during a survey are sent to a lab": the phrase was the subject's modifier, and the passive
      // verb after it is the subject's own
      const mainVerb = /^\s*$/.test(gap) && /^(?:are|is|were|was|get|gets|got)$/.test(toks[k]?.word ?? '');
      if (mainVerb) {
        // the passive is read below, as a further participle
      } else if (toks[k]?.word === 'and' && !/[.,;:!?]/.test(gap)) k++;
      else if (aside && /^\s*$/.test(gap)) {
        // the participle right after the aside
      } else if (/^\s*,\s*$/.test(gap)) {
        if (toks[k]?.word === 'and') k++;
      } else break;
      const ph = participlePhrase(k);
      if (!ph || ph.parent === child) break;
      out.push({ child, parent: ph.parent });
      next = ph.next;
    }
  }
  return out;
}
