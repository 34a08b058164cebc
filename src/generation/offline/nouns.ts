// Noun phrases → entity names: head nouns, the catalog's aliases and the template that fits the prompt.
import { ALIAS_INDEX, CATALOG, KIND_WORDS, TEMPLATES, type CatalogEntity, type EntityKind, type Template } from './domains.ts';
import { isFieldWord, uniq } from './fields.ts';
import { coordinatedVerbAt, EACH_OK, JUNK_NOUNS, PLURAL_OK } from './grammar.ts';
import {
  ACTIVITY_RECORDS,
  CATALOGUE_HEADS,
  COLLECTIVE_HEADS,
  DETERMINERS,
  DOCUMENT_HEADS,
  FUNCTION_WORDS,
  GENERIC_ALIASES,
  KEEP_CANONICAL,
  ACTION_VERBS,
  FEATURE_NOUNS,
  MANAGE_VERBS,
  NOUN_VERBS,
  NOT_NOUN_WORDS,
  PARTICIPLES,
  QUALIFIED_HEADS,
  ROLE_NOUNS,
  STOP_NOUNS,
  TIME_WORDS,
  VAGUE_HEADS,
  occasion,
  type Mention,
  type Pair,
  TRANSACTION_WORDS,
  WORK_ITEMS,
} from './lexicon.ts';
import { FIELDS_OF_STUDY, gerundStems, isPluralWord, pascal, plural, pluralPhrase, singular, singularPhrase, tagTerms } from './nlp.ts';

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
  if (ws.length >= 2 && occasion(ws[ws.length - 2], ws[ws.length - 1])) return last2;
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
  const ws = key.split(' ');
  const last = ws[ws.length - 1] ?? '';
  // "experience day": a stop word heading an occasion names the occasion
  const occasionHead = ws.length >= 2 && occasion(ws[ws.length - 2], last);
  // "shopping list", "waiting list": a list named for what it is kept for is a record of its own
  const keptList = keptListKey(key);
  // "job applications", "grant applications": an application for something is a request people keep, not software
  const request = ws.length >= 2 && last === 'application' && !SOFTWARE_QUALIFIER.test(ws[ws.length - 2]);
  // a word of two letters is a fragment, except the one such noun people keep records of ("publish ads")
  return STOP_NOUNS.has(key) || (STOP_NOUNS.has(last) && !occasionHead && !keptList && !request) || (key.length < 3 && key !== 'ad');
}

/** Words before "application" that make it software ("a web application", "our booking application"). */
const SOFTWARE_QUALIFIER =
  /^(?:web|mobile|desktop|software|android|ios|iphone|ipad|phone|native|online|cloud|saas|enterprise|business|management|client|server|frontend|backend|database|crud|demo|sample|simple|small|new|full|single|page|react|vue|angular|node|java|javascript|python|django|rails|flutter|booking|tracking|scheduling|planning|inventory|accounting|chat|messaging|social|dating|fitness|banking|shopping|delivery|recipe|weather|music|video|photo|game|gaming|learning|school|health|medical|finance|budget|todo|task|note|notes|news|blog|forum|ecommerce|store|shop|this|that|our|my|an?|the|entire|whole|complete|internal|custom)$/;

/**
 * What a list people keep is for, as a word before "list": a shopping or packing list, the waiting list, a
 * mailing list, a snag list (not "a list of members", nor a "member list", which are only the members).
 */
const KEPT_LISTS = /^(?:shopping|grocery|packing|waiting|mailing|snag)$/;

function keptListKey(key: string): boolean {
  const ws = key.split(' ');
  return ws.length >= 2 && /^lists?$/.test(ws[ws.length - 1]) && KEPT_LISTS.test(ws[ws.length - 2]);
}

/** Particles that follow a verb ("check in", "sign up"). */
const PARTICLE = /^(?:in|out|up|off|on|down|back|over|away)$/;

/** Regex source matching a noun phrase in singular or plural form. */
export function nounRe(phrase: string): string {
  const given = singularPhrase(phrase);
  // a singular of one or two letters is no noun's: "ats", "cms" are acronyms, and as "at" and "cm" they
  // would match in every prompt
  const sing = given.split(' ').pop()!.length <= 2 ? phrase : given;
  const ws = sing.split(' ');
  const last = ws.pop() ?? '';
  const forms = uniq([last, plural(last)])
    .map(escapeRe)
    .join('|');
  const head = ws.map(escapeRe).join('[\\s-]+');
  return head ? `${head}[\\s-]+(?:${forms})` : `(?:${forms})`;
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/-/g, '[\\s-]?');
}

/**
 * "a library of yoga poses", "songs from their music library", "videos in a library I can browse": a library
 * of what the app holds or of one's own is a collection, no lending library of books and members.
 */
function collectionLibrary(lower: string, at: number): boolean {
  const before = /([a-z]+)[\s-]+$/.exec(lower.slice(Math.max(0, at - 30), at))?.[1] ?? '';
  // ("sheet music library … which members have borrowed which score": what is lent out is a lending library's)
  if (/\b(?:borrow|borrows|borrowed|borrowing|lend|lends|lent|lending|loans?|loaned)\b/.test(lower)) return false;
  return (
    /^librar(?:y|ies)\s+of\b/.test(lower.slice(at)) ||
    /^(?:their|your|his|her|my|its|music|song|video|photo|picture|image|media|sound|audio|sample|recipe|pose|exercise|workout|template|component|asset|content|code|icon|font|prompt|snippet)$/.test(
      before,
    )
  );
}

export function scoreTemplates(text: string): Array<{ t: Template; score: number }> {
  const lower = text.toLowerCase();
  return TEMPLATES.map((t) => {
    let score = 0;
    for (const [kw, w] of t.keywords) {
      const re = new RegExp(`\\b${nounRe(kw)}\\b`, 'gi');
      let m: RegExpExecArray | null;
      while ((m = re.exec(lower))) {
        if (usedAsVerb(lower, m.index) || accountSignUp(lower, m.index) || (kw === 'library' && collectionLibrary(lower, m.index)))
          continue;
        score += w;
        break;
      }
    }
    return { t, score };
  });
}

/**
 * Whether the prompt's own words place a catalog entity in one of its templates' domains: keywords of a
 * template that lists it, other than the entity's own aliases unless they alone name the domain
 * ("orders" is said in every shop, so it says nothing of restaurants; "habit" is), weighing 2 at least (one weak word such as "studio" or "table" is not a
 * domain). Without it the entity takes only the catalog's domain-neutral fields and no sample names.
 */
export function domainSupported(text: string, cat: CatalogEntity): boolean {
  const lower = text.toLowerCase();
  return TEMPLATES.some((t) => {
    if (!t.entities.some((e) => e.ref === cat.name)) return false;
    let score = 0;
    for (const [kw, w] of t.keywords) {
      // its own name counts only where it names the app ("a habit tracker", "recipe app"), not as one
      // record among others ("orders", "members share recipes")
      const own = cat.aliases.includes(kw) || cat.aliases.includes(singularPhrase(kw));
      const re = new RegExp(`\\b${nounRe(kw)}${own ? APP_NOUN : ''}\\b`, 'gi');
      let m: RegExpExecArray | null;
      while ((m = re.exec(lower))) {
        if (usedAsVerb(lower, m.index)) continue;
        score += w;
        break;
      }
    }
    return score >= 2;
  });
}

/** What follows a word that names the app after its records: "habit tracker", "recipe app", "expense log". */
const APP_NOUN =
  '\\s+(?:tracker|tracking|app|application|log|logger|logbook|planner|manager|management|system|organi[sz]er|journal|diary|keeper|platform|portal|tool|database|site|website)';

/** Words of getting into an account: beside them, registering is how a user gets one. */
export const LOGGING_IN = /\b(?:log\s*-?\s*in|sign\s*-?\s*in|password)\b/;

/**
 * "user login, registration and password recovery", "register and log in": beside logging in, the word at
 * `index` is how a user gets an account, not a sign-up for something the app keeps.
 */
export function accountSignUp(lower: string, index: number): boolean {
  const word = /^(?:registration|register|sign[\s-]?up|signup)\b/.exec(lower.slice(index));
  if (!word) return false;
  return LOGGING_IN.test(lower.slice(Math.max(0, index - 40), index + word[0].length + 40));
}

/** "members book classes", "to book a room": the word at `index` is a verb after its subject. */
export function usedAsVerb(lower: string, index: number): boolean {
  // "…, book a room", "order the food": a verb of using the app right before what it acts on
  const acting = /^([a-z]+)\s+(?:a|an|the|their|your|my|our|his|her|all)\s/.exec(lower.slice(index));
  if (acting && ACTION_VERBS.has(acting[1])) return true;
  // "a seller books a pitch", "the bride books a trial": a word that may be a noun, in -s before "a" or "the", is
  // the verb of a singular subject
  if (
    acting &&
    /s$/.test(acting[1]) &&
    NOUN_VERBS.has(acting[1].slice(0, -1)) &&
    /^(?:a|an|the)$/.test(/\s(\S+)\s$/.exec(acting[0])?.[1] ?? '')
  )
    return true;
  // "manage blacklists, and set system parameters": after a list's comma or "and", a verb of using the
  // app that is no noun starts an item of its own ("…, leave requests" is a noun: a plural follows)
  const itemVerb = /^([a-z]+)\s+([a-z-]+)/.exec(lower.slice(index));
  if (
    itemVerb &&
    ACTION_VERBS.has(itemVerb[1]) &&
    !NOUN_VERBS.has(itemVerb[1]) &&
    !isPluralWord(itemVerb[2]) &&
    /(?:,|\b(?:and|or))\s+$/.test(lower.slice(Math.max(0, index - 6), index))
  )
    return true;
  // "residents report potholes and book community halls", "buy tickets, book swims": coordinated with a verb and its object
  if (/^[a-z]+\s+(?:a|an|the|their|our|[a-z-]+\s+[a-z]+s|[a-z]+s)\b/.test(lower.slice(index)) && coordinatedVerbAt(lower, index))
    return true;
  const before = /([a-z']+)\s+$/.exec(lower.slice(Math.max(0, index - 30), index));
  if (!before) return false;
  const prev = before[1];
  if (/^(?:to|can|will|may|must|should|could|would|i|we|you|they|also|then|people|who|easily)$/.test(prev)) return true;
  const after = lower.slice(index).replace(/^[a-z-]+\s*/, '');
  // "staff book holidays", "crew log hours": after a word for people that takes no -s, before what it acts on
  if (
    /^(?:staff|crew|personnel)$/.test(prev) &&
    NOUN_VERBS.has(/^[a-z]+/.exec(lower.slice(index))?.[0] ?? '') &&
    /^(?:a|an|the|their|our|[a-z]+s)\b/.test(after)
  )
    return true;
  // "routes set by setters": a participle after its noun
  const word = /^[a-z-]+/.exec(lower.slice(index))?.[0] ?? '';
  if (isPluralWord(prev) && !isPluralWord(word) && /^by\b/.test(after)) return true;
  if (!isPluralWord(prev) || (STOP_NOUNS.has(singular(prev)) && !PLURAL_OK.has(singular(prev))) || isPluralWord(word)) return false;
  if (/^(?:a|an|the|their|our|[a-z]+s)\b/.test(after)) return true;
  // "groups book private rooms", "visitors book experience days": after a plural subject, the tagger reads
  // the word in its phrase
  const phrase = `${prev} ${word} ${/^[a-z-]+(?:\s+[a-z-]+){0,2}/.exec(after)?.[0] ?? ''}`;
  const tag = tagTerms(phrase)[1]?.tags ?? [];
  return tag.includes('Verb') && !tag.some((g) => g === 'Noun' || g === 'Gerund' || g === 'PhrasalVerb');
}

export type Resolved = { key: string; name: string; catalog?: CatalogEntity; kind: EntityKind };

/**
 * "trainee", "payee", "consignee": a verb with -ee is the person it is done to. Short words ("tree",
 * "fee", "knee") and the few common things in -ee are not.
 */
function personInEe(word: string): boolean {
  return (
    /^[a-z]{3,}ee$/.test(word) &&
    !/(?:committee|coffee|toffee|degree|pedigree|jamboree|marquee|settee|chimpanzee|guarantee|jubilee|dungaree|puree|entree|lychee|filigree|dundee)$/.test(
      word,
    )
  );
}

/**
 * "engineer", "auctioneer", "locksmith", "silversmith": the endings -eer and -smith name people by their
 * trade; the few things in -eer (career, veneer) are not.
 */
export function tradeNoun(word: string): boolean {
  if (/^[a-z]{3,}smith$/.test(word)) return true;
  return /^[a-z]{4,}eer$/.test(word) && !/(?:career|veneer)$/.test(word);
}

/**
 * "pathologist", "clinician", "librarian", "guardian": the endings -ist and -ian name people by what they
 * practise or look after; the few things and adjectives with those endings are not.
 */
export function practitionerNoun(word: string): boolean {
  if (/^[a-z]{3,}ist$/.test(word)) return !/(?:list|wrist|twist|mist|fist|gist|heist|hoist|joist|foist|moist|exist|sist)$/.test(word);
  return (
    /^[a-z]{3,}ian$/.test(word) &&
    !/(?:median|meridian|amphibian|reptilian|indian|italian|christian|asian|russian|persian|brazilian|canadian|australian|egyptian|norwegian)$/.test(
      word,
    )
  );
}

/**
 * "the counsellor holds sessions", "an assessor grades it", "the claimant files a claim": a noun that is
 * one who does what a verb says (a verb and -er/-or/-ant/-ent), or a practitioner, read where the
 * sentence makes it act. Alone such a word may be a device ("printer", "generator"), so only the
 * clause that makes it the doer of an action says it is a person.
 */
export function agentNoun(word: string): boolean {
  if (kindOf(word) === 'person' || practitionerNoun(word)) return true;
  const m = /^([a-z]{3,}?)(?:er|or|ant|ent)$/.exec(word);
  if (!m || /(?:ment|ness)$/.test(word) || !tagTerms(word)[0]?.tags.includes('Noun')) return false;
  const s = m[1];
  return [s, `${s}e`, s.replace(/(.)\1$/, '$1'), s.replace(/i$/, 'y')].some((v) => {
    const t = tagTerms(v);
    return t.length === 1 && t[0].tags.includes('Verb');
  });
}

export function kindOf(key: string): EntityKind {
  const last = key.split(' ').pop() ?? key;
  for (const k of Object.keys(KIND_WORDS) as EntityKind[]) {
    if (KIND_WORDS[k].includes(key) || KIND_WORDS[k].includes(last)) return k;
  }
  // "renter", "adopter", "policyholder", "consignee": a word for someone who does something is a person
  if (ROLE_NOUNS.has(last) || /(?:holder|keeper|owner|goer|maker|taker|giver)$/.test(last) || personInEe(last)) return 'person';
  if (practitionerNoun(last) || tradeNoun(last)) return 'person';
  // "pupils", "brides": a noun the tagger knows as someone who acts is a person, whatever its ending
  if (tagTerms(last).some((t) => t.tags.includes('Actor') && t.tags.includes('Noun'))) return 'person';
  return 'thing';
}

export function resolveNoun(phrase: string, tmpl?: Template, allowStop = false): Resolved | undefined {
  let key = singularPhrase(phrase.toLowerCase());
  if (DOCUMENT_HEADS.test(key) && !ALIAS_INDEX.has(key) && !keptListKey(key)) {
    const inner = key.replace(DOCUMENT_HEADS, '');
    if (inner && !isStop(inner) && !JUNK_NOUNS.has(plural(inner))) key = inner;
  }
  // (a word of the app's own description counts as data in the plural or after "each": grammar.ts EACH_OK)
  if (!key || (isStop(key) && !(allowStop && EACH_OK.has(key)))) return undefined;
  // "mondays", "the summer": a time word names when, not what
  const kws = key.split(' ');
  if (TIME_WORDS.test(kws[kws.length - 1]) && !(kws.length >= 2 && occasion(kws[kws.length - 2], kws[kws.length - 1]))) return undefined;
  // "time slots", "date ranges": a span of time is a field, not a record
  if (/^(?:time|day|date|hour|week|month|year)\s+(?:slot|range|period|window|frame|span)$/.test(key)) return undefined;
  if (key.split(' ').some((w) => FUNCTION_WORDS.has(w))) return undefined;
  // "logistics", "robotics": a field of work or study is no record
  if (FIELDS_OF_STUDY.has(kws[kws.length - 1])) return undefined;
  // "the chat history", "usage statistics": what a screen shows about records, never a record itself;
  // "tracking functions", "a reward mechanism": what the app does, never a record either; "trends" and
  // "visual representations": what analysis shows of records
  if (
    /^(?:history|statistic|statistics|analytics|lifecycle|overview|functionality|function|feature|capability|mechanism|trend|representation)$/.test(
      kws[kws.length - 1],
    )
  )
    return undefined;
  // "a purchasing module", "the invoicing module": a part of the software named by what it does, not a record
  // ("course modules" stay the course's parts)
  if (kws.length >= 2 && /^(?:module|modules|section|area)$/.test(kws[kws.length - 1]) && /[a-z]{3}ing$/.test(kws[kws.length - 2]))
    return undefined;
  // "songs in", "brings metal in": a noun and the particle after it are a fragment of a sentence; only a
  // verb and its particle name a record ("check in", "call out")
  if (kws.length >= 2 && PARTICLE.test(kws[kws.length - 1]) && !tagTerms(kws.slice(-2).join(' '))[0]?.tags.includes('Verb'))
    return undefined;
  // "job applications", "ethics applications": requests for something, kept as applications (not applicants)
  if (kws.length >= 2 && kws[kws.length - 1] === 'application' && !isStop(key)) return { key, name: 'Application', kind: 'thing' };
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
    // "log my runs" in a fitness app are workouts; "a log of each run" of a gritting truck is a run: the
    // catalog's name stands for the user's word only inside a domain whose template lists the entity
    const canonical = KEEP_CANONICAL.has(key) && !!tmpl?.entities.some((te) => te.ref === catName);
    let name = canonical || ALIAS_INDEX.get(key) === undefined ? catalog.name : pascal(key);
    // "users" keep their own word (User: the name readers expect of them); Home and Layout would be page names
    if (name === 'Home' || name === 'Layout') name = catalog.name;
    return { key, name, catalog, kind: catalog.kind };
  }
  let name = pascal(key);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) return undefined;
  if (name === 'Home' || name === 'Layout') name = `${name}Record`;
  return { key, name, kind: kindOf(key) };
}

/**
 * "behaviour incidents … record an incident", "pet owners, their pets", "sponsorship pledges": a noun
 * compound names its record by the head noun when the prompt also uses the head alone, when the
 * qualifier is another entity of the app (then the compound states a relation), when the qualifier
 * is an abstract noun, or when the head names a record by itself ("campsite bookings", "news articles").
 * Returns compound key → head key.
 */
export function compoundHeads(text: string, mentions: Mention[], pairs: Pair[]): Map<string, string> {
  const lower = text.toLowerCase();
  const out = new Map<string, string>();
  const strong = mentions.filter((m) => m.strong);
  const singles = new Set(strong.map((m) => m.key).filter((k) => !k.includes(' ')));
  const keys = uniq(strong.map((m) => m.key));
  const lowerWords = lower.match(/[a-z][a-z'-]*/g) ?? [];
  for (const key of keys) {
    const ws = key.split(' ');
    if (ws.length < 2 || ALIAS_INDEX.has(key)) continue;
    const head = ws[ws.length - 1];
    const qual = ws.slice(0, -1).join(' ');
    const qualLast = ws[ws.length - 2];
    if (isStop(head) || VAGUE_HEADS.test(head) || JUNK_NOUNS.has(plural(head)) || !/^[a-z]+$/.test(head)) continue;
    // "home team, away team": two compounds on one head are two things; "user reviews" and "users'
    // reviews" are one compound, the possessive spelt twice
    if (
      keys.some(
        (k) =>
          k !== key &&
          k.endsWith(` ${head}`) &&
          singularPhrase(k) !== singularPhrase(key) &&
          singular(k.slice(0, -head.length - 1)) !== singular(qual),
      )
    )
      continue;
    const aloneUse = lowerWords.some((w, i) => (w === head || w === plural(head)) && lowerWords[i - 1] !== qualLast);
    // "recipe collection", "homeowners association": a collection or an organisation of the qualifier names the app
    const qualEntity = singles.has(singular(qual)) && singular(qual) !== head && !COLLECTIVE_HEADS.test(head);
    const abstract = /(?:ship|ness|ity|ism|hood)$/.test(qualLast);
    // "vet treatments", "attendee feedback": a person in a role before a thing says who gives or gets it
    const byWhom =
      ws.length === 2 &&
      kindOf(qualLast) === 'person' &&
      kindOf(head) !== 'person' &&
      (!ALIAS_INDEX.has(head) || GENERIC_ALIASES.has(head));
    // "campsite bookings", "news articles", "florist orders": the head names the record, the qualifier only
    // says what domain or whose it is; not a head that needs its qualifier to say which ("crew members",
    // "brew batches"), nor one an action word qualifies ("jump sessions", "test drives": a kind of its own)
    const qualTags = tagTerms(qualLast)[0]?.tags ?? [];
    const byAction = qualTags.includes('Verb') && !qualTags.includes('Noun');
    const headNames = !QUALIFIED_HEADS.test(head) && !byAction;
    if (!headNames && !aloneUse && !qualEntity && !abstract && !byWhom) continue;
    out.set(key, head);
    if (qualEntity) {
      const pos = strong.find((x) => x.key === key)?.pos ?? 0;
      // "pet owners": the pet points at its owner; "cottage rentals": a rental points at the cottage; "course
      // categories", "room types": a course is of a category (a kind or catalogue head, as in linkByModifier)
      // "the guest's table": one owner's one table is the table it holds (holdsOne)
      const written = new RegExp(`\\b${singular(qual)}('s|’s|s'|s’)\\s+(${head}|${plural(head)})\\b`).exec(lower);
      const ownsOne = !!written && holdsOne(`${singular(qual)}${written[1]}`, written[2], head);
      if (ownsOne || kindOf(head) === 'person' || /[a-z]{3}(?:er|or)$/.test(head) || CATALOGUE_HEADS.test(pascal(head)))
        pairs.push({ child: singular(qual), parent: head, pos });
      else pairs.push({ child: head, parent: singular(qual), pos });
    }
  }
  return out;
}

/**
 * The noun phrase an item of a list of entities names, without what describes it: "annual fees paid per
 * household" → "annual fees", "badges they've earned" → "badges", "their parents' contact details" →
 * "parents", "a list of complaints submitted by residents" → "complaints".
 */
export function reduceItem(item: string): string {
  let s = item
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  s = s.replace(/^(?:a\s+|an\s+|the\s+)?(?:list|lists|log|record|records|register|history|set)\s+of\s+/, '');
  const owner =
    /^(?:their\s+|the\s+|our\s+|its\s+)?([a-z-]+?)(?:'s|s')\s+(?:contact\s+)?(?:details|info|information|contacts?|names?|numbers?|phones?|emails?)$/.exec(
      s,
    );
  if (owner) return owner[0].includes(`${owner[1]}s'`) ? `${owner[1]}s` : owner[1];
  // "the lawyer responsible", "a teacher in charge"
  s = s.replace(/\s+(?:responsible|in\s+charge|assigned|on\s+duty|on\s+call|involved)$/, '');
  const ws = s.split(' ');
  for (let i = 1; i < ws.length; i++) {
    const w = ws[i];
    const participle =
      PARTICIPLES.test(w) || (/[a-z]{3}ed$/.test(w) && tagTerms(w).some((t) => t.tags.includes('PastTense') && !t.tags.includes('Noun')));
    if (
      participle ||
      /^(?:who|that|which|they|they've|they're|theyve|we|i|you|he|she|whose|where|when|per|for|from|by|about|at|in|on|to|of)$/.test(w) ||
      // "the days each habit was done": a past auxiliary after the head starts a clause that describes it
      /^(?:was|were|been|being)$/.test(w)
    )
      return ws.slice(0, i).join(' ');
  }
  return s;
}

export function pluralLabel(entityName: string): string {
  const s = pluralPhrase(entityName);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const AFTER_ACTION =
  /^(?:a|an|the|their|your|my|our|his|her|its|it|them|all|own|new|existing|other|others|any|some|each|every|in|up|out|to|for|on|with|about|into|off)$/;

/** A list item's words, lower case, without what it says in brackets; `hyphens` splits "meal-planner" too. */
function itemWords(item: string, hyphens = false): string[] {
  return item
    .toLowerCase()
    .replace(/\([^()]*\)/g, ' ')
    .replace(hyphens ? /[^a-z\s'-]|-/g : /[^a-z\s'-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The object of an action item: "book a room" → "room", "view their orders" → "orders", "placing orders"
 * → "orders", "order management" → "order", "log in" or "enroll" → "" (an action on nothing the app
 * keeps). Undefined when the item is not an action ("orders", "room bookings").
 */
export function actionObject(item: string): string | undefined {
  const ws = itemWords(item);
  while (ws.length && /^(?:and|or|also|then|to)$/.test(ws[0])) ws.shift();
  if (!ws.length) return undefined;
  const last = ws.length >= 2 ? ws[ws.length - 1] : '';
  if (last && FEATURE_NOUNS.test(last) && (!ACTION_VERBS.has(ws[0]) || NOUN_VERBS.has(ws[0]))) return ws.slice(0, -1).join(' ');
  const first = ws[0];
  const base = ACTION_VERBS.has(first) ? first : /ing$/.test(first) ? gerundStems(first).find((b) => ACTION_VERBS.has(b)) : undefined;
  // "booking" alone is the thing booked, not an action
  if (!base || (base !== first && ws.length === 1)) return undefined;
  let i = 1;
  // "book" or "orders" alone, or "order items": a noun; before "a", "their", "in", "to" it is a verb
  if (base === first && NOUN_VERBS.has(base) && !AFTER_ACTION.test(ws[1] ?? '')) {
    // "register and log in to the system", "book and pay for a room": two verbs share what the second acts on
    if (/^(?:and|or)$/.test(ws[1] ?? '') && ACTION_VERBS.has(ws[2] ?? '')) return actionObject(ws.slice(2).join(' '));
    return undefined;
  }
  while (i < ws.length && AFTER_ACTION.test(ws[i])) i++;
  return ws.slice(i).join(' ');
}

/** Words of a list item that name the app's tools, not a record: "proposal software", "meal-planner". */
const ACTIVITY_HEADS =
  /^(?:management|tracking|scheduling|monitoring|maintenance|administration|logging|planning|planner|planners|tracker|trackers|manager|managers|software|system|organi[sz]er|organi[sz]ation)$/;

/**
 * The record an item of a list of what the app does names: "project management" -> project, "time
 * tracking" -> time entry, "invoicing" -> invoice, "meal-planner" -> meal; undefined when the item is no
 * activity ("quotations", "a modern design").
 */
export function activityRecord(item: string): string | undefined {
  const ws = itemWords(item, true);
  const last = ws[ws.length - 1] ?? '';
  if (ACTIVITY_RECORDS[last]) return ACTIVITY_RECORDS[last];
  if (ws.length < 2 || ws.length > 4 || !ACTIVITY_HEADS.test(last)) return undefined;
  const object = ws[ws.length - 2];
  // "time tracking", "time management": the entries of time spent
  if (TIME_WORDS.test(object) || object === 'time') return 'time entry';
  if (!/^[a-z]{3,}$/.test(object) || isStop(singular(object)) || JUNK_NOUNS.has(plural(object)) || isFieldWord(object)) return undefined;
  // ("queue-based planning": a participle qualifies the activity, it names no record)
  const tags = tagTerms(`the ${object}`).pop()?.tags ?? [];
  return tags.includes('Noun') && !/ed$/.test(object) && !tags.includes('Adjective') ? singular(object) : undefined;
}

/**
 * When most of a list's items are activities of the app ("quoting, billing, crew rostering"), the record each
 * item names (undefined for the others); the list names records, not fields. Undefined for any other list.
 */
export function activityList(items: string[]): Array<string | undefined> | undefined {
  const records = items.map(activityRecord);
  const activities = records.filter((r) => r !== undefined).length;
  return activities >= 2 && activities * 2 >= items.length ? records : undefined;
}

/**
 * "the guest's table", "each dog's owner", "the member's plan": one owner's one record that exists apart from it
 * (a table, a person, a plan) is the one it holds, so the owner points at it; "customers' cars", "the vet's
 * visits" and "the client's order" (a happening, kept per occasion) are the owner's records and point at it.
 */
export function holdsOne(ownerWord: string, ownedWord: string, ownedKey: string): boolean {
  const owner = ownerWord.replace(/’/g, "'");
  if (isPluralWord(owner.replace(/'s?$/, '')) || /s'$/.test(owner) || isPluralWord(ownedWord)) return false;
  if (TRANSACTION_WORDS.test(pascal(ownedKey)) || WORK_ITEMS.test(pascal(ownedKey))) return false;
  const kind = kindOf(ownedKey);
  return kind !== 'event' && kind !== 'log';
}
