// Field lists in the prompt's sentences: "X has/with/: a, b and c" and "X (a, b, c)", and the lists of
// entities ("a blog with posts, authors and comments") they reveal on the way.
import { ALIAS_INDEX } from './domains.ts';
import { ENUM_DEFAULTS, inferField, isFieldWord, splitList, takesValues } from './fields.ts';
import { EACH_OK, JOIN_VERBS, JUNK_NOUNS, PLURAL_OK } from './grammar.ts';
import {
  COLLECTIVE_HEADS,
  FIELD_TRIGGER,
  ROLE_NOUNS,
  SCREEN_FEATURE_NOUNS,
  VALUE_WORDS,
  inSpans,
  type Clause,
  type Pair,
  type Span,
} from './lexicon.ts';
import { nounClassShares } from './noun-classes.ts';
import { isPluralWord, plural, singular, singularPhrase, tagTerms } from './nlp.ts';
import { actionObject, activityList, headNoun, isStop, kindOf, nounLike, reduceItem } from './nouns.ts';

export function sentencesOf(text: string): Array<{ text: string; offset: number }> {
  const out: Array<{ text: string; offset: number }> = [];
  const re = /[^.!?;\n]+[.!?;\n]*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ text: m[0], offset: m.index });
  return out;
}

/** Matches of a field-list pattern in a sentence, then its coordinated verb phrases. */
export function* clauseMatches(re: RegExp, sentence: string): Generator<RegExpExecArray & { coordinated?: boolean }> {
  let m: RegExpExecArray | null;
  while ((m = re.exec(sentence))) yield m;
  // "each result belongs to a patient, has a test name, a value …", "boats belong to members and have a
  // name, class and sail number": the list after the second verb is the first noun's (also after more
  // verb phrases: "is for an employee, done by a manager, and has a rating")
  const coordinated =
    /\b((?:[a-z][a-z-]*\s+)?[a-z][a-z-]*)\s+(?:belongs?\s+to|(?:is|are)\s+(?:for|linked\s+to|assigned\s+to|owned\s+by|made\s+by|kept\s+in|stored\s+in|(?:[a-z]+ed|led|run|held|taught|given|taken|sent|set|built|done|made|kept|paid|won|drawn|seen|sold|bought|brought|found|shown|grown|written|worn|caught)\s+(?:by|at|in|for)))\s+[^.;:]*?(?:,\s*(?:and\s+)?|\s+and\s+)(?:has|have|with|includes?|records?|stores?)\s+([^.;!?]+)/g;
  while ((m = coordinated.exec(sentence))) yield Object.assign(m, { coordinated: true });
}

/** A list item that is a plural noun alone ("tables"), not a word that names a field ("notes", "photos"). */
export function bareEntityItem(item: string): boolean {
  const ws = reduceItem(item)
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
export function firstSentenceItem(body: string): number {
  let offset = 0;
  for (const item of splitList(body)) {
    const at = body.indexOf(item, offset);
    offset = at + item.length;
    if (/^(?:whether|if|how|what|who|which|when)\b/.test(item)) continue;
    // "reports due for each grant", "photos of each room": a plural noun with its own qualifier names records
    const qualified = /^(?:the\s+|their\s+)?([a-z-]+s)\s+(?:due\s+)?(?:for|of|in|from)\s+(?:each|every)\s+[a-z]/.exec(item);
    if (qualified && isPluralWord(qualified[1]) && at > 0) return at;
    // "frames we stock", "the pieces I forge": a plural the speaker acts on names records of their own
    // "equipment we lend out": so does a mass noun
    const acted = /^(?:and\s+)?(?:the\s+|their\s+|our\s+)?([a-z-]{3,})\s+(?:we|i|they)\s+([a-z]+)\b/.exec(item);
    // ("the door they open", "the grade they reached": one thing named with "the" is a value of the record)
    const oneValue = !!acted && /^(?:and\s+)?the\s/.test(item) && !isPluralWord(acted[1]);
    if (
      acted &&
      !oneValue &&
      at > 0 &&
      !JUNK_NOUNS.has(acted[1]) &&
      !isFieldWord(acted[1]) &&
      !isStop(singular(acted[1])) &&
      (isPluralWord(acted[1]) || tagTerms(acted[1]).some((t) => t.tags.includes('Noun'))) &&
      !/^(?:are|is|was|were|have|had|do|did)$/.test(acted[2])
    )
      return at;
    const toks = tagTerms(item.replace(/\([^()]*\)/g, ' '));
    for (let i = 0; i + 2 < toks.length && i < 3; i++) {
      const w = toks[i].lower.replace(/[^a-z'-]/g, '');
      const subject = /^(?:they|we|people|others|i|you)$/.test(w) || (/s$/.test(w) && isPluralWord(w) && toks[i].tags.includes('Noun'));
      if (!subject) continue;
      // "grade they are working towards", "the piece we are working on": a pronoun after a singular noun
      // opens a clause that describes it (one value of the record), not a sentence of its own; after a
      // plural ("the pieces they put in each firing") it names records of their own
      if (
        i > 0 &&
        /^(?:they|we|i|you)$/.test(w) &&
        !isPluralWord(toks[i - 1].lower) &&
        !/^(?:and|but|so|then|or|where|when|if|because)$/.test(toks[i - 1].lower) &&
        !toks[i - 1].tags.includes('Adverb')
      )
        continue;
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

/** "freight forwarding", "event catering": an activity named by a gerund the catalog does not know is the business, not a record. */
export function activityNoun(phrase: string): boolean {
  const last = phrase.trim().split(/\s+/).pop() ?? '';
  return /[a-z]{3}ing$/.test(last) && !ALIAS_INDEX.has(last) && !ALIAS_INDEX.has(singularPhrase(phrase.trim()));
}

/** A list of entities found in the prompt ("a blog with posts, authors and comments"): where it starts and its text. */
export type NounList = { start: number; text: string };
type Sentence = { text: string; offset: number };
type ClauseMatch = RegExpExecArray & { coordinated?: boolean };
/** What the steps of findClauses share: the prompt and the lists they fill. */
type ClauseScan = {
  text: string;
  lower: string;
  firstColon: number;
  appNounLists: NounList[];
  titleSpans: Span[];
  clausePairs: Pair[];
  clauses: Clause[];
};

/** Find "X has/with/: a, b and c" field lists and "X (a, b, c)" forms. */
export function findClauses(text: string, appNounLists: NounList[], titleSpans: Span[] = [], clausePairs: Pair[] = []): Clause[] {
  const lower = text.toLowerCase();
  const scan: ClauseScan = { text, lower, firstColon: lower.indexOf(':'), appNounLists, titleSpans, clausePairs, clauses: [] };
  for (const s of sentencesOf(lower)) {
    // "product information, including name, price …", "data such as trip distance and …": an appositive
    // list after a comma, or one brought in by "such as", names what its noun holds
    const re = new RegExp(
      `\\b([a-z][a-z-]*(?:\\s+[a-z][a-z-]*){0,2})(?:,?\\s+(?:including|such\\s+as)|\\s+${FIELD_TRIGGER}|\\s*:)\\s+([^.;!?]+)`,
      'g',
    );
    // "for each policy the client, insurer, premium …": a counted noun, then a list with no verb between
    // them, lists that noun's fields (as "for each policy: …" would); read first, so that a list the
    // sentence opens before it ("renewals list - for each policy the …") does not take it
    const counted =
      /\bfor\s+((?:each|every)\s+[a-z][a-z-]*(?:\s+(?!(?:the|their|its|his|her|with|and|or|of|in|on|at|for|to|from|by|we|i|they)\b)[a-z][a-z-]*)?)\s+((?:the|their|its|his|her)\s+[^.;!?]*,[^.;!?]+)/g;
    const countedAt: number[] = [];
    for (let m = counted.exec(s.text); m; m = counted.exec(s.text)) {
      // ("for every job the plumber records the time, …": a first item with its own verb is a sentence)
      if (recordItem(m[2].split(',')[0])) continue;
      const n = scan.clauses.length;
      readFieldList(scan, s, m);
      if (scan.clauses.length > n) countedAt.push(s.offset + m.index);
    }
    for (const m of clauseMatches(re, s.text)) {
      const bodyStart = s.offset + m.index + m[0].length - m[2].length;
      if (countedAt.some((at) => at >= bodyStart - 1 && at < bodyStart + m[2].length)) continue;
      const resume = readFieldList(scan, s, m);
      if (resume !== undefined) re.lastIndex = resume;
    }
  }
  speakerLists(scan);
  ownedValueLists(scan);
  bareListSentences(scan);
  parenClauses(text, scan.clauses);
  return scan.clauses;
}

/**
 * "Passengers book a flight; we need their weight, email and phone", "When a clock comes in I note the
 * owner, the maker and the estimate": a list the speaker keeps names no owner before its verb. "Their"
 * points back at the subject of the sentence (or the one before); "the" at the record the sentence
 * counts or introduces ("a clock", "each visit").
 */
function speakerLists(scan: ClauseScan): void {
  const sentences = sentencesOf(scan.lower);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    const m =
      /\b(?:i|we)\s+(?:also\s+|then\s+|always\s+|just\s+|will\s+|'ll\s+)?(?:need|note|record|log|keep|store|track|capture|collect|take|write down|jot down|ask for|want)(?:\s+to\s+(?:know|record|keep|store|note|see|log|track|capture))?\s+((their|his|her|its|the)\s+[^.;!?]+)/.exec(
        s.text,
      );
    if (!m) continue;
    const bodyStart = s.offset + m.index + m[0].length - m[1].length;
    if (scan.clauses.some((c) => bodyStart >= c.start && bodyStart < c.end)) continue;
    let body = m[1].replace(/[,\s]+$/, '');
    const stop = /\s+(?:so that|because|while|but|and then|then)\b|,?\s+and\s+(?:i|we|they)\b/.exec(body);
    if (stop) body = body.slice(0, stop.index);
    const items = splitList(body);
    if (items.length < 2) continue;
    const lead = s.text.slice(0, m.index);
    const prev = i > 0 ? sentences[i - 1].text : '';
    const plurals = (t: string) =>
      [...t.matchAll(/\b([a-z][a-z-]+s)\b/g)]
        .map((x) => x[1])
        .filter((w) => isPluralWord(w) && !JUNK_NOUNS.has(w) && !isStop(singular(w)) && nounLike(w) && !isFieldWord(w));
    const introduced = (t: string) =>
      [...t.matchAll(/\b(?:a|an|each|every)\s+([a-z][a-z-]+)\b/g)]
        .map((x) => x[1])
        .filter((w) => !JUNK_NOUNS.has(w) && !isStop(w) && nounLike(w) && !isFieldWord(w));
    // "groups book a lane for a time slot. We need the group leader name, …", "people order cakes, we need
    // the message on top, …": after an act that makes a record of its own (a booking, an order), what the
    // speaker takes down is that record's
    // (not when the speaker names the record with its own list: "we need the borrowing records with …")
    const inner = scan.clauses.some((c) => c.start > bodyStart && c.start < bodyStart + body.length);
    // ("passengers book a flight; we need their weight": "their" still points back at the people)
    const act = inner || m[2] !== 'the' ? undefined : (actOf(lead) ?? (lead.trim() ? undefined : actOf(prev)));
    if (act)
      for (const side of [act.subject, act.object])
        if (side) scan.clausePairs.push({ child: act.record, parent: side, pos: s.offset + m.index });
    const owner =
      act?.record ??
      (m[2] === 'the' || m[2] === 'its'
        ? (introduced(lead)[0] ?? (lead.trim() ? undefined : introduced(prev)[0]))
        : (plurals(lead)[0] ?? introduced(lead)[0] ?? plurals(prev)[0] ?? introduced(prev)[0]));
    if (!owner) continue;
    // ("we need the order, what cake, …": the record named among its own values is not one of them)
    const own = items.filter((it) => singularPhrase(it.trim().replace(/^(?:the|their|its|his|her)\s+/, '')) !== singularPhrase(owner));
    if (own.length < items.length && own.length >= 2) items.splice(0, items.length, ...own);
    const at = scan.appNounLists.findIndex((l) => l.start === bodyStart);
    if (at >= 0) scan.appNounLists.splice(at, 1);
    // ("what is wrong with it and the estimate": a trigger word inside the list starts no list of its own)
    const end = bodyStart + body.length;
    scan.clauses = scan.clauses.filter((c) => !(c.pos > bodyStart && c.pos < end));
    scan.clauses.push({
      key: singularPhrase(owner),
      pos: s.offset + m.index,
      items,
      start: bodyStart,
      end,
      possessive: m[2] !== 'the',
    });
  }
}

/** Acts whose doing is a record of its own: the join verbs, and ordering. */
const ACT_RECORDS: Record<string, string> = { ...JOIN_VERBS, order: 'Order', orders: 'Order' };

/**
 * The act a clause reports, "<people> <verb> <a thing>" with a verb whose doing is a record ("groups book a lane",
 * "a seller books a pitch", "people order cakes"): the record's word and both sides (the last such act).
 */
function actOf(text: string): { record: string; subject?: string; object: string } | undefined {
  const re =
    /\b(?:(?:a|an|each|every)\s+([a-z][a-z-]+)|([a-z][a-z-]+s|people|children|men|women))\s+([a-z]+)\s+(?:(?:in|on|for|to|into)\s+)?(?:(?:a|an|the|their|one|some|two|several)\s+)?([a-z][a-z-]+)\b/g;
  let found: { record: string; subject?: string; object: string } | undefined;
  for (const x of text.matchAll(re)) {
    const record = ACT_RECORDS[x[3]];
    const subject = x[1] ?? x[2];
    if (!record || !nounLike(x[4]) || isStop(singular(x[4])) || JUNK_NOUNS.has(x[4])) continue;
    // (a single subject takes the verb's -s: "a seller books", "groups book")
    if (!!x[1] !== /s$/.test(x[3])) continue;
    // ("people order cakes": the app's users make the act a record all the same, of no one the app keeps)
    const anyone = JUNK_NOUNS.has(subject) || isStop(singular(subject));
    found = { record: record.toLowerCase(), subject: anyone ? undefined : singular(subject), object: singular(x[4]) };
  }
  return found;
}

/** Verbs of entering, showing or keeping values: what follows them names values people give or read. */
const VALUE_VERBS =
  'input|inputs|inputting|enter|enters|entering|record|records|recording|log|logs|logging|provide|provides|providing|specify|specifies|specifying|track|tracks|tracking|display|displays|displaying|show|shows|showing|view|views|viewing|see|sees|seeing|store|stores|storing|capture|captures|capturing|check|checks|checking|monitor|monitors|monitoring|note|notes|noting|set|sets|setting|edit|edits|editing|update|updates|updating|compare|compares|comparing|save|saves|saving';

/** Verbs of putting a file with a record: "upload a photo of each painting". */
const ATTACH_VERBS = 'upload|uploads|uploading|attach|attaches|attaching';

/** Words that count, sort or bound things rather than name one of their values ("the number of customers", "the type of workout"). */
const NOT_VALUE_HEAD =
  /^(?:number|amount|count|total|list|lists|lot|lots|kind|kinds|type|types|sort|sorts|variety|range|set|sets|group|groups|series|majority|rest|part|parts|most|all|each|one|some|any|none|use|end|start|beginning|middle|top|bottom|front|back|side|quality|state|level|levels|way|ways|form|forms)$/;

/** Words that end a list of values ("the location and arrival time in real time"). */
const VALUE_LIST_END =
  /^(?:in|on|at|by|with|to|from|into|via|through|so|that|which|who|when|where|while|as|based|according|using|within|before|after|of|for|and|or|than|is|are|was|were|can|will|should|must|may|to)$/;

/**
 * A list item as the words of a possible value: without "and"/"or" and a determiner before it; undefined
 * when it is more than three words, holds a word that ends a list or an article, or starts with a count
 * or a kind ("the number of …").
 */
function valueWords(item: string): { t: string; ws: string[] } | undefined {
  const t = item
    .trim()
    .replace(/^(?:and|or)\s+/, '')
    .replace(/^(?:the|their|its|his|her|your|our|my)\s+/, '');
  const ws = t.split(/\s+/);
  if (!t || ws.length > 3 || !ws.every((w) => /^[a-z][a-z-]*$/.test(w) && !VALUE_LIST_END.test(w) && !/^(?:a|an)$/.test(w)))
    return undefined;
  return NOT_VALUE_HEAD.test(ws[0]) ? undefined : { t, ws };
}

/** A list item that names a value a record holds: a field word of at most three words, not a count or a kind. */
function valueItem(item: string): string | undefined {
  const words = valueWords(item);
  if (!words) return undefined;
  const { t, ws } = words;
  // ("each team's players", "each bowler's scores", "the baby's birth details": a plural is records of
  // their own or a bundle of values, unless it names text: "notes", "instructions")
  const last = ws[ws.length - 1];
  if (isPluralWord(last) && !/^(?:notes|comments|remarks|instructions|tags|keywords|lyrics|ingredients)$/.test(last)) return undefined;
  // ("outfits made": a participle is no value)
  const tags = tagTerms(`the ${t}`).pop()?.tags ?? [];
  if (!tags.includes('Noun') && (tags.includes('Verb') || tags.includes('PastTense'))) return undefined;
  return isFieldWord(t) ? t : undefined;
}

/** A singular noun of at most three words ("headline", "source"): a value when it stands among field words. */
function singularValue(item: string): string | undefined {
  const words = valueWords(item);
  if (!words) return undefined;
  const { t, ws } = words;
  const last = ws[ws.length - 1] ?? '';
  // (tagged after a determiner: "cover", "plant" read alone as verbs are nouns in "the cover of each book")
  return !isPluralWord(last) && !JUNK_NOUNS.has(last) && tagTerms(`the ${t}`).pop()?.tags.includes('Noun') ? t : undefined;
}

/** The items of a list of values at the start of `body`: up to the first word that ends it, then while each item names a value. */
function leadingValues(body: string): { items: string[]; length: number } {
  const toks = [...body.matchAll(/[a-z][a-z'-]*|,/g)];
  let end = body.length;
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i][0];
    // "and"/"or" go on with the list only when a field word follows ("location and arrival time")
    if ((w === 'and' || w === 'or') && i > 0 && toks[i + 1] && toks[i + 1][0] !== ',' && !VALUE_LIST_END.test(toks[i + 1][0])) continue;
    if (w !== ',' && VALUE_LIST_END.test(w)) {
      end = toks[i].index;
      break;
    }
  }
  const items: string[] = [];
  let length = 0;
  let offset = 0;
  for (const raw of splitList(body.slice(0, end))) {
    const at = body.indexOf(raw, offset);
    offset = at + raw.length;
    const v = valueItem(raw);
    if (!v) break;
    items.push(v);
    length = offset;
  }
  return { items, length };
}

/**
 * "track the date, duration and distance of each run", "check the progress of their applications",
 * "view the driver's location and arrival time", "log their symptoms, severity and duration": values named
 * with the record that holds them (after "of each/their/the", before "'s", or as the first item of a list
 * after a verb of entering or showing) are that record's fields, and name no record of their own. The
 * record keeps what else it has: these lists name some of its values, not all.
 */
function ownedValueLists(scan: ClauseScan): void {
  const { lower } = scan;
  const free = (start: number, end: number) => !scan.clauses.some((c) => c.start < end && c.end > start);
  const recordWord = (w: string) =>
    /^[a-z][a-z-]{2,}$/.test(w) &&
    !JUNK_NOUNS.has(w) &&
    // ("their applications": a word that usually names the software is a record in the plural)
    (!isStop(singular(w)) || (isPluralWord(w) && PLURAL_OK.has(singular(w)))) &&
    // ("each plant": a word that reads alone as a verb is a noun after a determiner)
    (nounLike(w) || !!tagTerms(`the ${w}`).pop()?.tags.includes('Noun')) &&
    !/^(?:day|days|week|weeks|month|months|year|years|time|times|life|world|app|apps|application|system|website|site|platform|software|tool|user|users|people|person|everyone|others|them|it|this|that|these|those)$/.test(
      w,
    );
  // ("symptoms" may be a field of a visit, yet values named with it make it a record; a date or an amount never is)
  const valueWord = (w: string) => {
    const f = inferField(w, () => undefined);
    return isFieldWord(w) && !!f && f.type !== 'string' && f.type !== 'text';
  };
  const push = (key: string, items: string[], start: number, end: number, pos: number) => {
    if (!items.length || !free(start, end)) return;
    const k = singularPhrase(key);
    if (items.some((it) => singularPhrase(it) === k)) return;
    scan.clauses.push({ key: k, pos, items, start, end, possessive: false, partial: true });
  };
  const det = '(?:the|their|its|his|her|your|our|my)';
  for (const s of sentencesOf(lower)) {
    const t = s.text;
    // "the date, duration and distance of each run", "the weight and destination of every shipment"
    const ofRe = new RegExp(
      `\\b(?:${det}|${VALUE_VERBS}|${ATTACH_VERBS})\\s+((?:${det}\\s+|(?:a|an)\\s+)?[a-z][a-z-]*(?:\\s+[a-z][a-z-]*){0,2}(?:(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or)\\s+)(?:${det}\\s+)?[a-z][a-z-]*(?:\\s+[a-z][a-z-]*){0,2})*)\\s+(?:of\\s+(?:(each|every|all|the|their|his|her|its|your|our|my|a|an|several|many|multiple|various|some|different)\\s+)?|(?:for|on)\\s+(each|every)\\s+)([a-z][a-z-]*)(?:\\s+([a-z][a-z-]*))?`,
      'g',
    );
    for (const m of t.matchAll(ofRe)) {
      const raw = splitList(m[1].replace(/^(?:a|an)\s+/, ''));
      // ("the headline, summary and source of each article": beside field words, a singular noun is one more value)
      const items = raw.map((it) => valueItem(it) ?? (raw.length > 1 ? singularValue(it) : undefined));
      // "of their medical symptoms", "of a music track": the record is the noun phrase's head
      const next = m[5] && !VALUE_LIST_END.test(m[5]) && !/^(?:the|a|an|their|its)$/.test(m[5]) ? m[5] : undefined;
      const nextTags = next ? (tagTerms(`the ${m[4]} ${next}`).pop()?.tags ?? []) : [];
      const headed = nextTags.includes('Noun') && !nextTags.includes('Verb');
      const owner = headed ? next! : m[4];
      // ("upload a photo of each painting": one thing put with a record is said of each of them, not of "the dish")
      const counted = /^(?:a|an)\s/.test(m[1]) ? /^(?:each|every)$/.test(m[2] ?? m[3] ?? '') : !!(m[2] || m[3]);
      if (items.some((x) => !x) || !raw.some((it) => valueItem(it))) continue;
      // ("attendee feedback on every talk": what a person gives about each is a record of its own)
      if (items.some((x) => x!.includes(' ') && kindOf(x!.split(' ')[0]) === 'person')) continue;
      // ("the venue for each meetup": one value alone is a field when its type says so; a place or a name may be a record)
      const one = items.length === 1 ? inferField(items[0]!, () => undefined) : undefined;
      if (one && (one.type === 'string' || one.type === 'text')) continue;
      if (!recordWord(owner) || valueWord(owner) || !(counted || isPluralWord(owner))) continue;
      const bodyStart = s.offset + (m.index ?? 0) + m[0].indexOf(m[1]);
      const end = s.offset + (m.index ?? 0) + m[0].length - (headed || !m[5] ? 0 : m[0].length - m[0].lastIndexOf(m[4]) - m[4].length);
      // ("runners track the date, duration and distance of each run": a list read as the subject's ends
      // at "of"; the record after it is the one the values belong to)
      scan.clauses = scan.clauses.filter((c) => c.partial || !(c.start >= bodyStart - 1 && c.end <= end));
      push(owner, items as string[], bodyStart, bodyStart + m[1].length, end - owner.length);
    }
    // "each customer's verification status", "the driver's location and arrival time"
    for (const m of t.matchAll(/\b([a-z][a-z-]*)'s\s+([^.;:!?()]+)/g)) {
      const owner = m[1];
      if (!recordWord(owner) || valueWord(owner) || isPluralWord(owner)) continue;
      // ("the app's interface", "BudgetPro's features": the software or a name is no record)
      const orig = scan.text.slice(s.offset + (m.index ?? 0), s.offset + (m.index ?? 0) + owner.length);
      if (/[A-Z]/.test(orig)) continue;
      const { items, length } = leadingValues(m[2]);
      const bodyStart = s.offset + (m.index ?? 0) + m[0].length - m[2].length;
      // (the owner and its determiner are inside the span: "the driver's location" names no record "driver location")
      const lead = /\b(?:the|each|every|a|an|their|his|her|your|our|my)\s+$/.exec(t.slice(0, m.index));
      const ownerAt = s.offset + (lead ? lead.index : (m.index ?? 0));
      // ("staff record each dog's breed, weight and …": a list read as the subject's that opens with
      // "each"/"every" and the possessive is the owner's values)
      if (items.length && lead && /^(?:each|every)\b/.test(lead[0]))
        scan.clauses = scan.clauses.filter((c) => c.partial || c.start < ownerAt - 1 || c.start > ownerAt);
      push(owner, items, ownerAt, bodyStart + length, s.offset + (m.index ?? 0));
    }
    // "log their symptoms, severity and duration": after a verb of entering, the first item names the
    // records and the singular field words after it their values
    const firstRe = new RegExp(`\\b(?:${VALUE_VERBS})\\s+(?:${det}\\s+)?([a-z][a-z-]*s)\\s*,\\s*([^.;:!?()]+)`, 'g');
    for (const m of t.matchAll(firstRe)) {
      const owner = m[1];
      if (!isPluralWord(owner) || !recordWord(owner) || valueWord(owner)) continue;
      const { items, length } = leadingValues(m[2]);
      // (the singular ones: "symptoms, severity, duration and triggers" goes on to records of their own)
      const n = items.findIndex((it) => isPluralWord(it.split(' ').pop() ?? ''));
      const single = n < 0 ? items : items.slice(0, n);
      if (!single.length) continue;
      const bodyStart = s.offset + (m.index ?? 0) + m[0].length - m[2].length;
      const end = n < 0 ? bodyStart + length : bodyStart + m[2].indexOf(items[n]);
      push(owner, single, bodyStart, end, s.offset + (m.index ?? 0) + m[0].indexOf(owner));
    }
  }
}

/**
 * "Planning applications tracker for the council. Reference, site address, applicant, date received": a
 * sentence that only lists field words describes the one kind of record the sentence before it names.
 */
function bareListSentences(scan: ClauseScan): void {
  const sentences = sentencesOf(scan.lower);
  for (let i = 1; i < sentences.length; i++) {
    const s = sentences[i];
    const body = s.text.replace(/[.!?;\s]+$/, '').trim();
    const start = s.offset + s.text.indexOf(body);
    if (!body || scan.clauses.some((c) => c.start < start + body.length && c.end > start)) continue;
    const items = splitList(body);
    if (items.length < 3 || fieldWordShare(items) < 0.5 || firstSentenceItem(body) >= 0) continue;
    // "Create contacts, manage tasks, upload files and keep notes": a list of things to do is features
    // ("Organize by favorites and categories, create shopping lists, and plan meals": a verb the tagger reads
    // first, then records in the plural, is a thing to do too, where actionObject takes "plan" for a noun)
    if (items.filter((it) => actionObject(it) !== undefined || actOnRecords(it)).length * 2 >= items.length) continue;
    // (one long item in a long list of field words is a field said in full: "link to the documents on the portal",
    // "when it must be posted by")
    const long = items.filter(
      (it) =>
        it
          .replace(/\([^()]*\)/g, ' ')
          .trim()
          .split(/\s+/).length > 5,
    ).length;
    // (a list that says whose values it holds, "name of visitor", is a field list whatever else it says in full:
    // "who they are here to see")
    const ownerSaid = !!itemOwner(items);
    if (long > (ownerSaid ? 2 : items.length >= 6 && fieldWordShare(items) >= 0.75 ? 1 : 0)) continue;
    const prev = sentences[i - 1];
    const named = [...prev.text.matchAll(/\b([a-z][a-z-]+s)\b/g)].filter(
      // ("planning applications tracker. Application reference, …": a word that may name the software names
      // records in the plural when the app is named after them)
      (x) =>
        isPluralWord(x[1]) &&
        !JUNK_NOUNS.has(x[1]) &&
        (!isStop(singular(x[1])) ||
          (pluralRecordWord(x[1]) &&
            /^\s+(?:tracker|log|logbook|register|list|database|app|manager|book)\b/.test(prev.text.slice((x.index ?? 0) + x[1].length)))) &&
        nounLike(x[1]),
    );
    // "visitor sign in for our office reception. name of visitor, company, …": where the sentence before names
    // no plural, an item that says whose value it is ("name of visitor") names the record
    const owner = named.length ? undefined : itemOwner(items);
    if (named.length !== 1 && !owner) continue;
    scan.clauses.push({
      key: owner?.key ?? singular(named[0][1]),
      pos: owner ? start + owner.at : prev.offset + (named[0].index ?? 0),
      // (the owner's item is its field: "name of visitor" is the visitor's name)
      items: owner ? items.map((it, k) => (k === owner.index ? owner.field : it)) : items,
      start,
      end: start + body.length,
      possessive: false,
    });
  }
}

/** "name of visitor", "date of the visit": an item naming a field of one singular thing, whose record it is (and where it starts in the list). */
function itemOwner(items: string[]): { key: string; at: number; index: number; field: string } | undefined {
  let at = 0;
  for (const [index, it] of items.entries()) {
    const m = /^([a-z]+(?:\s[a-z]+)?)\s+of\s+(?:the\s+|each\s+|every\s+|a\s+|an\s+)?([a-z]{3,})$/.exec(it.trim());
    if (
      m &&
      isFieldWord(m[1]) &&
      !isPluralWord(m[2]) &&
      !isFieldWord(m[2]) &&
      !isStop(m[2]) &&
      !JUNK_NOUNS.has(plural(m[2])) &&
      nounLike(m[2])
    )
      return { key: m[2], at, index, field: m[1] };
    at += it.length + 2;
  }
  return undefined;
}

/** "plan meals", "organize by favorites": an item of a verb and a plural noun it acts on. */
function actOnRecords(item: string): boolean {
  const ws = item.trim().split(/\s+/);
  if (ws.length < 2) return false;
  const tags = tagTerms(item.trim()).map((t) => t.tags);
  const last = ws[ws.length - 1];
  return (
    tags.length === ws.length &&
    tags[0].includes('Verb') &&
    tags[0].includes('Infinitive') &&
    !tags[0].includes('Noun') &&
    isPluralWord(last) &&
    !isFieldWord(last) &&
    !JUNK_NOUNS.has(last)
  );
}

/** "animal shelter adoptions: animals with …, adopters …": before the colon of a list of entities is the app's title, whose words name the app, not its data. */
function markTitle(scan: ClauseScan, colonAt: number): void {
  if (colonAt === scan.firstColon && !/[.!?;]/.test(scan.lower.slice(0, colonAt))) scan.titleSpans.push({ start: 0, end: colonAt });
}

/** A unit of the calendar or of a working day ("every hour", "per session"). */
const CALENDAR_UNIT = /^(?:minute|hour|day|night|week|fortnight|month|quarter|year|morning|afternoon|evening|weekend|session|shift)$/;

/** Whether the word `back` words before the end of `lead` is a verb there ("the teacher sets each week"). */
function verbInContext(lead: string, word: string, back: number): boolean {
  const terms = tagTerms(
    lead
      .split(/\s+/)
      .slice(-(back + 5))
      .join(' '),
  );
  const t = terms[terms.length - 1 - back];
  return !!t && t.lower === word && t.tags.includes('Verb');
}

/** The words before a field list that may name its owner, without pronouns, participles and verbs. */
function clauseSubject(sentence: string, m: ClauseMatch): string[] {
  let subjectWords = m[1].split(' ');
  // "pets that have a species": the relative pronoun points back at the noun before it
  while (subjectWords.length > 1 && /^(?:that|which|who)$/.test(subjectWords[subjectWords.length - 1]))
    subjectWords = subjectWords.slice(0, -1);
  // "books I read with ...": the subject is what comes before the pronoun
  const pro = subjectWords.findIndex((w) => /^(?:i|we|you|they|he|she)$/.test(w));
  // "apartments I'm viewing:": the contracted pronoun splits the words at its apostrophe
  const contracted = /([a-z][a-z-]*)\s+(?:i|we|you|they)['\u2019]$/.exec(sentence.slice(0, m.index));
  if (contracted && /^(?:m|re|ve|d|ll)$/.test(subjectWords[0]) && isPluralWord(contracted[1])) subjectWords = [contracted[1]];
  else if (pro > 0) subjectWords = subjectWords.slice(0, pro);
  else if (pro === 0) {
    // "movies I have watched: title, …": the noun is just before the captured words
    const before = /([a-z][a-z-]*)\s*$/.exec(sentence.slice(0, m.index));
    if (before && isPluralWord(before[1])) subjectWords = [before[1]];
    // "we dispatch trucks with a driver": after the pronoun comes its verb, then what the list describes
    else if (subjectWords.length >= 3) subjectWords = subjectWords.slice(2);
  }
  // "readings every hour: …", "sales per day: …", "weigh-ins weekly: …": how often the records come is not their name
  for (;;) {
    const n = subjectWords.length;
    // (after a plural, the records themselves: "fleece shorn each year" keeps its reading)
    if (
      n > 2 &&
      /^(?:each|every|per|a)$/.test(subjectWords[n - 2]) &&
      CALENDAR_UNIT.test(subjectWords[n - 1]) &&
      isPluralWord(subjectWords[n - 3]) &&
      !verbInContext(sentence.slice(0, m.index + m[1].length), subjectWords[n - 3], 2)
    )
      subjectWords = subjectWords.slice(0, -2);
    else if (
      n > 1 &&
      /^(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)$/.test(subjectWords[n - 1]) &&
      isPluralWord(subjectWords[n - 2]) &&
      !verbInContext(sentence.slice(0, m.index + m[1].length), subjectWords[n - 2], 1)
    )
      subjectWords = subjectWords.slice(0, -1);
    else break;
  }
  // "the widget should (also) have …": a modal after the noun is the start of its verb, not part of its name
  while (
    subjectWords.length > 1 &&
    /^(?:should|must|will|shall|can|could|would|may|might|also|need|needs|to)$/.test(subjectWords[subjectWords.length - 1])
  )
    subjectWords = subjectWords.slice(0, -1);
  // "log each dose taken with the time": a participle after the noun is not part of its name
  // ("each run has …", "every set": after a determiner a participle that is also a noun is the noun itself)
  while (
    subjectWords.length > 1 &&
    !(
      /^(?:each|every|a|an|the|this|its|their|his|her|my|our|your)$/.test(subjectWords[subjectWords.length - 2]) &&
      !/ed$/.test(subjectWords[subjectWords.length - 1])
    ) &&
    /^(?:[a-z]+ed|taken|given|done|made|sold|seen|eaten|drunk|written|held|run|won)$/.test(subjectWords[subjectWords.length - 1])
  )
    subjectWords = subjectWords.slice(0, -1);
  // "an enquiry comes in with …", "each order arrives with …": the verb (and its particle) is not the subject
  if (subjectWords.length > 1 && /^\s*with\b/.test(m[0].slice(m[1].length))) {
    const vi = subjectWords.findIndex(
      (w, i) =>
        i > 0 &&
        /^(?:comes?|arrives?|gets?|goes|starts?|ends?|shows?|turns?)$/.test(w) &&
        subjectWords.slice(i + 1).every((p) => /^(?:in|up|out|back|through|along|over|by|off)$/.test(p)),
    );
    if (vi > 0) subjectWords = subjectWords.slice(0, vi);
  }
  return subjectWords;
}

/** "for each application: company, role …": a word that usually names the software is a record when counted. */
function countedBy(subjectWords: string[]): (cand: string) => boolean {
  return (cand) =>
    EACH_OK.has(singularPhrase(cand)) && subjectWords.length >= 2 && /^(?:each|every)$/.test(subjectWords[subjectWords.length - 2]);
}

/** Words for a document that holds a field list's records: "guest list", "domain names", "calibration records". */
const RECORD_DOCUMENT = /(?:list|lists|register|roster|directory|database|records|entries|details|names|info|information|data)/;
/** Words for a collection of like things: "yarn stash", "inventory tracker: item name, …" (its items are the records). */
const COLLECTION =
  /(?:stash|collection|library|catalog|catalogue|inventory|archive|wardrobe|hoard|list|stock|pantry|fleet|cellar|portfolio)/;
/**
 * Words for the software kept for records, named after them: "grant tracker", "quote builder", "migraine diary"
 * (not "app" or "planner": "garage app", "wedding planner" name a business or an occasion).
 */
const RECORD_SOFTWARE = /(?:tracker|logbook|log|diary|journal|builder|catalog|catalogue)/;
/** The same words ending a subject ("guest list", "grant tracker"), and a collection word alone. */
const ENDS_IN_DOCUMENT = new RegExp(`\\S\\s+${RECORD_DOCUMENT.source}$`);
const DOCUMENT_TAIL = new RegExp(`\\s*${RECORD_DOCUMENT.source}$`);
const ENDS_IN_SOFTWARE = new RegExp(`\\S\\s+${RECORD_SOFTWARE.source}$`);
const SOFTWARE_TAIL = new RegExp(`\\s*${RECORD_SOFTWARE.source}$`);
const COLLECTION_WORD = new RegExp(`^${COLLECTION.source}$`);

/**
 * "grant tracker: funder, grant title, amount requested, …": a colon list of field words (most of them words of
 * the field lexicon) after the software's name describes the records it is named after; not a list that opens with records ("payroll app: employees,
 * pay runs …") or holds a sentence of its own ("alterations tracker: customer drops off garments, …").
 */
function softwareFieldList(list: string): boolean {
  const items = splitList(list);
  if (fieldWordShare(items) < 0.6) return false;
  const names = (it: string) => {
    const ws = it
      .replace(/\([^()]*\)/g, ' ')
      .trim()
      .split(/\s+/);
    const recordWord = (w: string) => isPluralWord(w) && !isFieldWord(w);
    return (ws.length >= 3 && recordWord(ws[ws.length - 1])) || (it === items[0] && recordWord(ws[0]));
  };
  return !items.some(names);
}

/** The longest tail of the subject that is a noun phrase ("each task" → task). */
function subjectKey(subjectWords: string[], list: string, hasTrigger: boolean, countedIn?: string, loggedWith = false): string | undefined {
  const counted = countedBy(subjectWords);
  for (let k = Math.min(3, subjectWords.length); k >= 1; k--) {
    let cand = headNoun(subjectWords.slice(-k).join(' '));
    // "for each repair we record …": a word counted by each/every is a noun by its place, whatever the tagger says
    const countedWord = k === 1 && subjectWords.length >= 2 && /^(?:each|every)$/.test(subjectWords[subjectWords.length - 2]);
    // "add a plant with a photo and a name": so is one word after an article ("a plant", "the log": words
    // the tagger takes for verbs)
    const determined =
      k === 1 &&
      subjectWords.length >= 2 &&
      /^(?:a|an|the|this|their|his|her|its|my|our|your)$/.test(subjectWords[subjectWords.length - 2]) &&
      /^[a-z]{3,}$/.test(cand ?? '');
    // "guest list with name, household, RSVP": a document whose fields are listed names its records
    // "domain names: registrar, expiry", "calibration records: date, result": so do words for its entries
    if (cand && ENDS_IN_DOCUMENT.test(cand) && mostlyFieldItems(splitList(list))) cand = cand.replace(DOCUMENT_TAIL, '');
    else if (cand && countedIn !== undefined && ENDS_IN_SOFTWARE.test(cand) && softwareFieldList(list)) {
      // ("reading journal: book title, …", "hours log: date, client, …": an activity or a measure before it
      // names no record, and leaves the name whole; so does a noun qualifying it: "plant care tracker",
      // "weight loss tracker")
      const named = cand.replace(SOFTWARE_TAIL, '');
      const at = subjectWords.lastIndexOf(named);
      const qualified = at > 0 && (tagTerms(`${subjectWords[at - 1]} ${named}`)[0]?.tags ?? []).includes('Noun');
      const collection = COLLECTION_WORD.test(named) || COLLECTIVE_HEADS.test(named);
      if (
        !/\s/.test(named) &&
        !qualified &&
        !collection &&
        !CALENDAR_UNIT.test(singular(named)) &&
        !activityNoun(named) &&
        !isStop(singularPhrase(named))
      )
        cand = named;
    }
    if (
      cand &&
      (!isStop(singularPhrase(cand)) || counted(cand) || (pluralRecordWord(cand) && listsFields(list, countedIn !== undefined))) &&
      // "Outing: boat, date": an -ing word the prompt also counts ("outings") names records; so does one
      // counted by each/every right before "with" ("log every tuning with the date, pitch and fee"; not
      // "each wedding has a venue and guests", which names the app's records as often)
      (!activityNoun(cand) ||
        (countedWord && loggedWith) ||
        (countedIn !== undefined && new RegExp(`\\b${cand.replace(/[^a-z -]/g, '')}s\\b`).test(countedIn))) &&
      !/^(?:should|must|will|can|need|needs|to|and|or|also|then|it|that|which|they|we|i|you|each|every)$/.test(cand) &&
      (nounLike(cand) ||
        countedWord ||
        determined ||
        (hasTrigger && !tagTerms(cand).some((t) => t.tags.includes('Adverb') || t.tags.includes('Preposition'))))
    )
      return cand;
  }
  return undefined;
}

/** Verbs of giving whose first object receives what "with" brings ("provide users with", "equip staff with"). */
const GIVING =
  /^(?:provide|provides|providing|provided|supply|supplies|supplying|equip|equips|equipping|furnish|furnishes|furnishing|present|presents|presenting)$/;

/** "provides users with …": the noun right before "with" is the first object of a verb of giving. */
function givenTo(before: string): boolean {
  const w = before.trim().split(/\s+/).reverse();
  let i = 1;
  while (i < w.length && /^(?:the|their|its|all|each|every|our|your|his|her|a|an)$/.test(w[i])) i++;
  return i < w.length && GIVING.test(w[i]);
}

/** "tools", "gyms": a word that usually names the software, or a business, is a record in the plural. */
function pluralRecordWord(phrase: string): boolean {
  return PLURAL_OK.has(singularPhrase(phrase)) && isPluralWord(phrase.split(' ').pop() ?? '');
}

/**
 * Whether the list after such a word holds its fields ("tools with a name and a condition", "Applications:
 * pet, applicant, status"), not the kinds it comes in ("I sharpen tools: knives, chisels, saws").
 */
function listsFields(list: string, colon: boolean): boolean {
  const items = splitList(list);
  return fieldWordShare(items) >= 0.5 || (colon && mostlyFieldItems(items));
}

/** The word before a plural noun is a noun qualifying it, as tagged with the word before it too ("add gift ideas", not "can collect ideas"). */
function nounBeforeNoun(lead: string, word: string, noun: string): boolean {
  const ctx = new RegExp(`(?:\\b([a-z-]+)\\s+)?${word}\\s+${noun}\\b[^]*$`).exec(lead);
  const tags = tagTerms(`${ctx?.[1] ?? ''} ${word} ${noun}`.trim()).map((t) => t.tags);
  return (tags[tags.length - 2] ?? []).includes('Noun');
}

/** Words before a vague plural that qualify nothing: determiners, and verbs that take it as object ("add ideas"). */
const NOT_QUALIFIER = /^(?:the|a|an|my|our|their|your|his|her|its|some|any|all|each|every|new|add|enter|log|track|keep)$/;

/** Words for an amount or a sort of something ("a number of", "a kind of"): the noun after them is the head. */
const QUANTITY_HEADS =
  /^(?:number|lot|couple|pair|bunch|kind|type|sort|set|list|group|range|variety|series|piece|bit|part|amount|total|collection|selection|mix|host|load|ton|dozen|handful|bag|box|pack|batch|team|crew)$/;

/**
 * "inspections of hives with a date", "grants from funders with an amount", "matches between two players
 * with the result", "walks are booked for a dog with a walker": the list describes the head noun of the
 * phrase, the noun after the preposition is what it belongs to.
 */
function prepositionOwner(scan: ClauseScan, s: Sentence, m: ClauseMatch, key: string): string {
  const lead = s.text.slice(0, m.index + m[1].lastIndexOf(key.split(' ')[0]));
  // ("women on my caseload with …": an irregular plural too)
  const pp =
    /\b([a-z-]+s|women|men|children|people|geese|mice|feet|teeth)\s+(?:[a-z]{3,}ed\s+)?(?:of|from|for|per|in|at|on|to|by|between|among|against|versus|vs)\s+(?:(?:a|an|the|each|every|their|our|my|two|both|all)\s+)?$/.exec(
      lead,
    ) ??
    /\b([a-z-]+s)\s+(?:are|is|get|gets|were|was)\s+(?:[a-z]+ed|sent|led|held|run|paid|made|sold|kept|built|bought|taught|given|taken|done|written|set|put)\s+(?:for|by|to|with|at|in)\s+(?:(?:a|an|the|each|their|our)\s+)?$/.exec(
      lead,
    );
  if (pp && isPluralWord(pp[1]) && !JUNK_NOUNS.has(pp[1]) && !isStop(singular(pp[1])) && nounLike(pp[1])) {
    scan.clausePairs.push({ child: singular(pp[1]), parent: singularPhrase(key), pos: s.offset + m.index });
    return pp[1];
  }
  // "gift ideas for each person with a price": a word too vague to be a record ("ideas", "details") is
  // still the head of its phrase; its qualifier names the record (as the record is named: Gift), and the
  // list is the record's
  const vague = pp && isStop(singular(pp[1])) ? new RegExp(`\\b([a-z-]{3,})\\s+${pp[1]}\\s+\\S.*$`).exec(lead) : null;
  if (
    pp &&
    vague &&
    isPluralWord(pp[1]) &&
    !isStop(vague[1]) &&
    !JUNK_NOUNS.has(vague[1]) &&
    !NOT_QUALIFIER.test(vague[1]) &&
    nounBeforeNoun(lead, vague[1], pp[1]) &&
    singular(vague[1]) !== singularPhrase(key)
  ) {
    scan.clausePairs.push({ child: singular(vague[1]), parent: singularPhrase(key), pos: s.offset + m.index });
    return plural(singular(vague[1]));
  }
  // "enter a reading for the meter with the date", "an incident for a student with …", "a batch is of one
  // flavour with a date", "each performance is an artist on a stage with a start time": one record counted
  // or defined before the preposition is the head of the phrase, and the list is its own
  const one =
    /\b(?:a|an|one|each|every)\s+([a-z-]{3,})\s+((?:is|was)\s+(?:(?:a|an|one|the)\s+[a-z-]+\s+)?)?(of|from|for|per|in|at|on|between)\s+(?:(?:each|every)\s+[a-z-]{3,}\s+(?:in|for|of|on|at|per)\s+(?:each|every)\s+|(?:a|an|the|each|every|one|their|our|my)\s+)?$/.exec(
      lead,
    );
  if (
    one &&
    !isPluralWord(one[1]) &&
    !JUNK_NOUNS.has(plural(one[1])) &&
    !isStop(one[1]) &&
    // ("a number of guests with …", "a box of tools with …": a word for how much is no head)
    !(!one[2] && one[3] === 'of' && QUANTITY_HEADS.test(one[1])) &&
    // (after a determiner the word is a noun by its place, whatever the tagger says of "a reading", "a line")
    !tagTerms(one[1]).some(
      (t) => (t.tags.includes('Adjective') || t.tags.includes('Adverb') || t.tags.includes('Value')) && !t.tags.includes('Noun'),
    ) &&
    one[1] !== singularPhrase(key)
  ) {
    scan.clausePairs.push({ child: one[1], parent: singularPhrase(key), pos: s.offset + m.index, named: true });
    return one[1];
  }
  return key;
}

/**
 * "skis and boots with size and condition": the list describes both nouns. Not the last two of a longer list
 * ("books, members and loans with a due date"): there the list is the last item's, as the other items get none.
 */
function coordinatedKey(s: Sentence, m: ClauseMatch, key: string): string | undefined {
  const lead2 = s.text.slice(0, m.index + m[1].lastIndexOf(key.split(' ')[0]));
  const both = /\b([a-z-]+s)\s+(?:and|&)\s+(?:the\s+|their\s+)?$/.exec(lead2);
  if (both && /,\s*$/.test(lead2.slice(0, both.index))) return undefined;
  if (both && isPluralWord(both[1]) && !JUNK_NOUNS.has(both[1]) && !isStop(singular(both[1])) && nounLike(both[1]))
    return singular(both[1]);
  return undefined;
}

/** The field list after the trigger, cut where the prompt moves on to something else. */
function clauseBody(scan: ClauseScan, s: Sentence, m: ClauseMatch): string {
  // "movies I have watched: title, year": the verb before the colon is not a field
  let body = m[2].replace(/^[a-z]+ed\s*:\s*/, '');
  // "events with a date, and attendees who register": the list ends before the next actor
  // "people list plants with light needs and pot size, and other people request swaps": a list ends
  // at an item that is a sentence of its own (a subject, a verb and its object)
  const sentenceItem = firstSentenceItem(body);
  const colonList = /:\s*$/.test(m[0].slice(0, m[0].length - m[2].length));
  // (cut before the sentence, a list keeps no dangling "and": "name and email, and the machines they use")
  if (sentenceItem === 0 || (sentenceItem > 0 && !colonList)) body = body.slice(0, sentenceItem).replace(/,?\s*\b(?:and|or)\s*$/, '');
  // ("where bought", "when it was found", "where it happened": an item that asks where or when is a field of the list;
  // so is one that starts after a comma: "how many keys, and where it is")
  // ("how often (every 6 months, yearly)": a stop word inside brackets is a value, not the list's end)
  const stop =
    /,?\s*(?:and\s+)?(?:the\s+)?[a-z-]+s\s+who\b|\b(?:(?<!,\s*(?:and\s+)?)(?:where|when)(?!\s+(?:[a-z]+ed|bought|found|kept|made|sold|seen|caught|taken|held|grown|got|(?:it|they|he|she|we|i)\s+[a-z]+ed\b|(?:it|they|he|she)\s+(?:was|were|is|are)\s+(?:[a-z]+(?:ed|en|t)|found|made|sold|held|seen|won|paid|born)\b))|so that|(?<!(?:\band|\bor|,)\s+)which|while|(?:and\s+)?(?:each|every)(?!\s+(?:day|week|month|year|night|morning|evening|afternoon|weekend|fortnight|quarter|hour)\b)|but|(?:and\s+)?then)\b/.exec(
      body.replace(/\([^()]*\)/g, (x) => ' '.repeat(x.length)),
    );
  // ("rent due each month, amount owed": "each" before a unit of the calendar says how often, and the list goes on)
  // (a list cut before its last item keeps no dangling "and": "how many keys, and where it is")
  if (stop && stop.index > 0) body = body.slice(0, stop.index).replace(/,?\s*\b(?:and|or)\s*$/, '');
  // "vendors with cost and deposit paid, and a seating plan": "and" closes a list, so a noun after a comma
  // past it is the outer list's next item, not a field (unless it is a field word: "name and email, phone")
  const closedAt = closedListEnd(body);
  if (closedAt > 0) body = body.slice(0, closedAt);
  // "notes with a title and body, in notebooks", "…, organised into folders": where the records are kept is
  // the records' container, not a field called in_notebooks
  const kept =
    /,\s*(?:and\s+)?(?:(?:organi[sz]ed|grouped|sorted|filed|kept|stored|saved|arranged|collected|listed)\s+)?(?:in|into|under|within)\s+(?:the\s+|their\s+|our\s+|my\s+)?([a-z-]+s)\s*$/i.exec(
      body.replace(/\([^()]*\)/g, (x) => ' '.repeat(x.length)),
    );
  if (kept && isPluralWord(kept[1]) && nounLike(kept[1]) && !isFieldWord(kept[1]) && !JUNK_NOUNS.has(kept[1]))
    body = body.slice(0, kept.index);
  // "assignments with due date and max points, and grades" inside a list of entities: after ", and"
  // a plural noun alone is the list's next entity
  const entityListSpans = scan.appNounLists.map((l) => ({ start: l.start, end: l.start + l.text.length }));
  if (inSpans(s.offset + m.index, entityListSpans)) {
    const tail = /,\s+and\s+((?:the\s+|their\s+)?[a-z-]+(?:\s+[a-z-]+)?)\s*$/.exec(body.replace(/[,\s]+$/, ''));
    if (tail && bareEntityItem(tail[1])) body = body.slice(0, tail.index);
  }
  // "inspections of a hive with notes, and honey harvests per hive", "transactions with date and amount, and
  // monthly budgets per category with a limit": after ", and" a plural record word with what each one is
  // per or for is the next record (in a list of records, or with a field list of its own)
  const qualified =
    /,\s+and\s+(?:the\s+|their\s+)?(?:[a-z-]+\s+)?([a-z-]+s)\s+(?:per|for|of|from|at|on)\s+(?:[a-z-]+\s+){0,2}[a-z-]+(\s+with\s+[^,]+)?$/.exec(
      body.replace(/[,\s]+$/, ''),
    );
  // (a word that could be a field, "budgets", is a record when its own field list follows it)
  if (qualified && (qualified[2] || inSpans(s.offset + m.index, entityListSpans)) && qualifiedRecordWord(qualified[1], !!qualified[2]))
    body = body.slice(0, qualified.index);
  return body;
}

/**
 * Where a field list closed by "and" ends, when a comma past it opens a noun that is no field word: "cost and
 * deposit paid, and a seating plan" ends before ", and a seating plan"; 0 when the list goes on or is not closed.
 */
function closedListEnd(body: string): number {
  const flat = body.replace(/\([^()]*\)/g, (x) => ' '.repeat(x.length));
  // (a plain "and", not the serial ", and" of the list itself)
  const and = /[a-z0-9-]\s+and\s+\S/.exec(flat);
  if (!and) return 0;
  const comma = flat.indexOf(',', and.index);
  if (comma < 0) return 0;
  // (only the outer list's last item: "date and time, telescope used, …" is a list going on)
  const next =
    /^,\s+and\s+(?:(?:a|an|the|their|our|my|its)\s+)?([a-z-]+(?:\s+[a-z-]+){0,2}?)(?:\s+(?:at|in|for|of|from|on|with|per|by)\b[^,;]*)?\s*$/.exec(
      flat.slice(comma),
    );
  if (!next) return 0;
  const item = next[1];
  const head = item.split(' ').pop() ?? '';
  // ("and a rating out of 5": a field word anywhere in the item keeps it in the list)
  if (isFieldWord(item) || item.split(' ').some((w) => isFieldWord(w)) || ENUM_DEFAULTS[head] || JUNK_NOUNS.has(head) || !nounLike(head))
    return 0;
  return comma;
}

/** A plural that can name records with a qualifier after it ("harvests", "budgets"), not a field word ("notes", "hours"). */
function qualifiedRecordWord(head: string, described = false): boolean {
  if (!isPluralWord(head) || JUNK_NOUNS.has(head) || isStop(singular(head))) return false;
  return described || (!isFieldWord(head) && (inferField(head, () => undefined)?.type ?? 'string') === 'string');
}

/**
 * "A car rental company with cars, customers and rentals": a list of entities, not fields; "a beekeeping
 * log: apiaries, hives with queen age, inspections with mite counts": each item may carry its own field
 * list, which says nothing about whether the item is an entity; "A family cookbook: recipes with
 * ingredients, prep time and servings": the first item is an entity with its own field list, so the
 * subject only names the app; "gradebook for teachers: students, courses and grades": after a colon, a
 * list of plural nouns names entities whatever the subject is.
 */
function isEntityList(items: string[], key: string, colon: boolean): boolean {
  // "guestbook: leave a message, view all messages, reply to messages": a list of what users do names
  // the records they do it to (read with the list's other mentions), not fields
  if (colon && items.length >= 2 && items.filter((it) => actionObject(it) !== undefined).length * 2 >= items.length) return true;
  const nested = new RegExp(`^(.+?)(?:\\s+${FIELD_TRIGGER}\\s+\\S|\\s*\\([^()]*,[^()]*\\))`).exec(items[0] ?? '');
  if (nested && (colon || !isPluralWord(key.split(' ').pop() ?? ''))) {
    const nestedHead = nested[1].replace(/\s+(?:on|in|at|from|of|for|by|between)\s+.*$/, '');
    const h = headNoun(nestedHead);
    const f = inferField(nestedHead, () => undefined);
    const hLast = h?.split(' ').pop() ?? '';
    // "chess club ladder: players with a rating, matches …": after a title, a plural noun with its
    // own field list is an entity even when its word could name a count ("players")
    const bare = !!h && h === nestedHead.trim().replace(/^(?:the|their|our|my)\s+/, '');
    if (h && isPluralWord(hLast) && !JUNK_NOUNS.has(hLast) && !isStop(singularPhrase(h)) && (!f || f.type === 'string' || (colon && bare)))
      return true;
  }
  // "newsroom: articles written by journalists, edited by an editor, …": a participle phrase goes on
  // describing the item before it, so it counts neither way
  const described = colon ? items.filter((it) => !participleItem(it)) : items;
  if ((described.length >= 2 || (described.length === 1 && items.length >= 2)) && (colon || !isPluralWord(key.split(' ').pop() ?? ''))) {
    const isEntityLike = (raw: string) => {
      if (colon && recordItem(raw)) return true;
      const it = reduceItem(raw.replace(/\s*\([^()]*\)/g, '').split(new RegExp(`\\s+${FIELD_TRIGGER}\\s+`))[0]);
      const h = headNoun(it);
      if (!h || !isPluralWord(h.split(' ').pop() ?? '')) return false;
      const f = inferField(it, () => undefined);
      // "union branch: members, workplaces, …": after a colon, people named alone are records, not a head count
      return !f || f.type === 'string' || (colon && h === it.trim() && !h.includes(' ') && kindOf(singular(h)) === 'person');
    };
    const entityLike = described.filter(isEntityLike).length;
    if (entityLike >= Math.ceil(described.length * (colon ? 0.5 : 0.6))) return true;
    // "allotment society: plots, plot holders, waiting list, annual rent and who has paid": a colon list that
    // opens with two kinds of records names the app's records, whatever details follow them
    // (named alone: "books I read" may be the subject of the details that follow)
    const bareNoun = (raw: string) => headNoun(raw) === raw.trim();
    if (colon && described.length >= 3 && described.slice(0, 2).every((it) => bareNoun(it) && isEntityLike(it))) return true;
  }
  return false;
}

/**
 * "jobs come from accepted quotes", "customer drops off a bike", "each client has projects": an item that
 * is a sentence (a subject and its verb, then more) says what happens to records, and "materials used per
 * job", "quotes for customers", "games between two players" name records by a plural noun with its
 * qualifier: neither is a field.
 */
function recordItem(item: string): boolean {
  const toks = tagTerms(item.replace(/\([^()]*\)/g, ' ')).filter((t) => !/^(?:each|every|the|our|their|my|a|an|and)$/.test(t.lower));
  const noun = (t: (typeof toks)[number] | undefined) => !!t && t.tags.includes('Noun') && !t.tags.includes('Possessive');
  let i = 0;
  while (noun(toks[i]) && noun(toks[i + 1]) && i < 2) i++;
  const v = toks[i + 1];
  if (!noun(toks[i]) || !v || !toks[i + 2]) return false;
  const verb =
    v.tags.includes('Verb') && !v.tags.some((g) => g === 'Noun' || g === 'Gerund' || (g === 'PastTense' && !v.tags.includes('Copula')));
  if (verb) return true;
  // a plural head, then a participle or a preposition: "materials used per job", "quotes for customers",
  // "matches between two players"
  const head = toks[0].lower.replace(/[^a-z-]/g, '');
  const qualifier =
    i === 0 &&
    (/^(?:for|of|from|per|on|at|to|between)$/.test(v.lower) || (v.tags.includes('PastTense') && !v.tags.includes('Noun'))) &&
    isPluralWord(head) &&
    !JUNK_NOUNS.has(head) &&
    !isFieldWord(head) &&
    (inferField(head, () => undefined)?.type ?? 'string') === 'string';
  return qualifier;
}

/** "device management", "share it", "view the list": an item that is a feature or an action on something. */
function featureOrAction(item: string): boolean {
  // "show my name publicly (yes/no)": with its values it is a field, whatever its first word
  if (/[(?]/.test(item)) return false;
  const lower = item.trim().toLowerCase();
  const ws = lower.split(/\s+/);
  // "vehicle registration" is a field; "device management" only names a screen
  if (ws.length >= 2 && SCREEN_FEATURE_NOUNS.test(ws[ws.length - 1])) return true;
  return actionObject(item) !== undefined && /^(?:it|them|a|an|the|their|your|my|our|all)$/.test(ws[1] ?? '');
}

/** "edited by an editor", "published in sections": a participle phrase with no noun before it. */
function participleItem(item: string): boolean {
  const toks = tagTerms(item.trim());
  return toks.length >= 3 && toks[0].tags.includes('PastTense') && !toks[0].tags.includes('Noun') && toks[1].tags.includes('Preposition');
}

/**
 * "hives with queen age and temperament, inspections with mite counts": the field list of hives ends where
 * the next item with its own field list begins. Returns the list cut there, or undefined when it runs on.
 */
function cutAtNextRecord(trimmed: string): { body: string; items: string[] } | undefined {
  let from = 0;
  let next: RegExpExecArray | null = null;
  for (;;) {
    const rest = trimmed.slice(from);
    next =
      /(?:,\s+(?:and\s+)?|\s+and\s+)(?:the\s+|their\s+)?[a-z-]+s\s+(?:between|of|from|for|in|at)\s+(?:[a-z-]+\s+){0,2}[a-z-]+s?\s+(?:with|having|containing|including)\s/.exec(
        rest,
      ) ??
      /(?:,\s+(?:and\s+)?|\s+and\s+)(?:the\s+|their\s+)?(?:[a-z-]+\s+){0,2}[a-z-]+s\s+(?:(?:with|having|containing|including)\s|\([^()]*,)/.exec(
        rest,
      ) ??
      /(?:,\s+(?:and\s+)?|\s+and\s+)(?:the\s+|their\s+)?(?:[a-z-]+\s+){0,2}[a-z-]+\s+(?:with|having|containing|including)\s/.exec(rest);
    // "colours with a formula, batches mixed in litres with …, tins filled by size": a plural with a
    // participle and a preposition after it is a record the sentence goes on to describe, not a field
    const told =
      /(?:,\s+(?:and\s+)?|\s+and\s+)(?:the\s+|their\s+)?([a-z-]+s)\s+(?:[a-z]{3,}ed|made|sold|kept|done|given|taken|grown|built|held|cut|bought|sent|brought|paid|laid|sewn|sown|thrown|spun|woven)\s+(?:in|by|per|at|on|from|for|to|into|with|through)\s/.exec(
        rest,
      );
    if (told && isPluralWord(told[1]) && !JUNK_NOUNS.has(told[1]) && !isFieldWord(told[1]) && !(next && next.index < told.index))
      next = told;
    if (!next) return undefined;
    next.index += from;
    // "tees (white, yellow, red)": a plural whose brackets hold values, not field words, is a field with
    // its choices; the next record, if any, comes after it
    const inBrackets = /\(/.test(next[0]) ? /\(([^()]*)\)/.exec(trimmed.slice(next.index)) : null;
    if (!inBrackets || fieldWordShare(splitList(inBrackets[1])) > 0) break;
    from = next.index + inBrackets.index + inBrackets[0].length;
  }
  const nextWord = next
    ? (/([a-z-]+)\s*(?:\(|\s+(?:with|having|containing|including|between|of|from|for|in|at)\s)/.exec(
        next[0].replace(/^[,\s]*(?:and\s+)?(?:the\s+|their\s+)?/, ''),
      )?.[1] ?? '')
    : '';
  const fieldWord = !!nextWord && (!!ENUM_DEFAULTS[nextWord] || !isPluralWord(nextWord) || JUNK_NOUNS.has(nextWord));
  if (next.index <= 0 || (fieldWord && /\(/.test(next[0]))) return undefined;
  let body = trimmed.slice(0, next.index);
  const items = splitList(body);
  // "guests with RSVP and meal choice, tables, vendors with cost": "tables" is the next entity too
  while (items.length > 1 && bareEntityItem(items[items.length - 1])) {
    const last = items.pop()!;
    body = body.slice(0, body.lastIndexOf(last)).replace(/(?:,\s*|\s+and\s*)+$/, '');
  }
  return { body, items };
}

/**
 * One "X has/with/: …" match: records the clause (or the list of entities it turns out to be) and returns
 * where the sentence's scan resumes (undefined: right after the match).
 */
function readFieldList(scan: ClauseScan, s: Sentence, m: ClauseMatch): number | undefined {
  const before = s.text.slice(0, m.index);
  // a colon inside parentheses ("(name, type: single or double)") lists values; the scan goes on after
  // it, so a list later in the sentence ("and rentals with …") is still read
  if ((before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) return m.index + m[0].length - m[2].length;
  // "users can log a workout with a date and a duration": a record kept, then "with", lists that record's
  // fields; the scan goes on after "log" to read them as such
  if (
    /^(?:record|log|logs|track|keep)$/.test(m[0].slice(m[1].length).trim().split(/\s+/)[0] ?? '') &&
    /^(?:the|an?|each|every)\s+[a-z-]+(?:\s+[a-z-]+)?\s+with\s/.test(m[2])
  )
    return m.index + m[0].length - m[2].length;
  // "catalogue my clothes: each item has a photo, …": a list after a colon that opens with its own owner
  // and verb is that owner's; the scan goes on after the colon to read it so
  if (
    /^\s*:/.test(m[0].slice(m[1].length)) &&
    /^(?:each|every)\s+[a-z-]+(?:\s+[a-z-]+)?\s+(?:has|have|with|includes|contains|needs|gets|records|stores)\s/.test(m[2])
  )
    return m.index + m[0].length - m[2].length;
  // "light needs (low, medium, bright)": a trigger word with brackets after it is part of a field's name
  if (/^\(/.test(m[2]) && !/:\s*$/.test(m[0].slice(0, m[0].length - m[2].length))) return undefined;
  // ", including …", "such as …": after a word for what a record holds ("product information, including
  // name, price") the list is the record's fields; after a plural ("services, including dining and
  // travel", "accounts such as Facebook") it names kinds or instances, not fields
  const appositive = /^(?:,|\s+such\s+as)/.test(m[0].slice(m[1].length));
  const holdsWord = /\s(?:information|info|details|data|metadata|attributes|fields|properties|parameters)$/.test(m[1]);
  if (appositive && !holdsWord) return undefined;
  // "Invoice has number, …": the word before has/have/a colon is a noun by its place, whatever the tagger says
  const hasTrigger = !!m.coordinated || /^\s*(?::|has\b|have\b)/.test(m[0].slice(m[1].length));
  // "provides users with detailed insights on …", "equips teams with …": whom the app gives something to
  // receives it; what follows is the gift, not fields the receiver has
  if (/^\s*with\b/.test(m[0].slice(m[1].length)) && givenTo(s.text.slice(0, m.index + m[1].length).toLowerCase())) return undefined;
  // "want to know who has what", "see who has which key": a question after a verb of knowing names no record
  if (
    /\b(?:know|see|tell|check|find\s+out|work\s+out|track|show|remember|note|understand|ask|keep\s+track\s+of)\s+(?:who|what)$/.test(m[1])
  )
    return undefined;
  let subjectWords = clauseSubject(s.text, m);
  // ("to display photo details, including …": the record is the noun before the word for what it holds)
  if (appositive) {
    // (two words when they make one name: "membership card information", "delivery address details"; not a
    // verb and its object, tagged in the words before it: "to display photo details")
    const ctx = (
      s.text
        .slice(0, m.index + m[1].length)
        .split(/[,;:()]/)
        .pop() ?? ''
    )
      .trim()
      .split(/\s+/)
      .slice(-5);
    const tags = tagTerms(ctx.join(' ')).map((t) => t.tags);
    const first =
      tags.length === ctx.length && ctx.slice(-3, -1).join(' ') === subjectWords.slice(-3, -1).join(' ') ? tags[ctx.length - 3] : undefined;
    // ("add metadata, including …", "submit data such as …": a verb's object names no record)
    const own = tags.length === ctx.length ? tags[ctx.length - 2] : undefined;
    if (own?.includes('Verb') && !own.includes('Noun')) return undefined;
    const compound = ctx.length >= 3 && !!first?.includes('Noun') && !first.some((t) => /Verb|Adjective|Pronoun|Possessive/.test(t));
    subjectWords = subjectWords.slice(compound ? -3 : -2, -1);
    // ("relevant data, including …": an adjective names no record, unless the prompt counts it: "comics")
    const w = subjectWords[subjectWords.length - 1] ?? '';
    const adjective = tagTerms(w).every((t) => t.tags.includes('Adjective') && !t.tags.includes('Noun'));
    if (!/^[a-z-]+$/.test(w) || (adjective && !ALIAS_INDEX.has(w) && !new RegExp(`\\b${w}s\\b`).test(scan.lower))) return undefined;
  }
  // (the word before "information", "details" … is a noun by its place, as the word before "has" is: "card information")
  // ("each milling run with …": only the word said right before "with", not one left after a participle)
  const loggedWith = /^\s*with\b/.test(m[0].slice(m[1].length)) && subjectWords[subjectWords.length - 1] === m[1].split(' ').pop();
  let key = subjectKey(
    subjectWords,
    m[2],
    hasTrigger || appositive,
    /^\s*:/.test(m[0].slice(m[1].length)) ? scan.lower : undefined,
    loggedWith,
  );
  key = fieldListOwner(scan.lower, s.offset + m.index, m[1], key, /^\s*:/.test(m[0].slice(m[1].length)));
  if (/^\s*:/.test(m[0].slice(m[1].length))) key = namedItemOwner(subjectWords, key, m[2]);
  // "guests book rooms: check-in date, nights, …", "members borrow tools: due date": a list after a
  // subject, a verb that makes a record of the act and its object describes that record, not the object
  const act = /^([a-z-]+s)\s+([a-z]+)\s+(?:(?:a|an|the|their|our)\s+)?[a-z-]+$/.exec(m[1]);
  if (key && act && JOIN_VERBS[act[2]] && /^\s*:/.test(m[0].slice(m[1].length)) && isPluralWord(act[1]) && nounLike(act[1])) {
    // (the record still points at who acts and at what, when they are records: a leave request is an employee's)
    for (const side of [singular(act[1]), singularPhrase(key)])
      scan.clausePairs.push({ child: JOIN_VERBS[act[2]].toLowerCase(), parent: side, pos: s.offset + m.index });
    key = JOIN_VERBS[act[2]].toLowerCase();
  }
  if (key && !m.coordinated) key = prepositionOwner(scan, s, m, key);
  // "campaigns are sent to a list with a subject, …": a word too vague to be a record ("list", "group")
  // after a preposition leaves the list to the records the phrase is about
  else if (!key && !m.coordinated && !appositive && /^\s*with\b/.test(m[0].slice(m[1].length))) {
    const last = subjectWords[subjectWords.length - 1] ?? '';
    const owner = /^[a-z]{3,}$/.test(last) && isStop(singular(last)) ? prepositionOwner(scan, s, m, last) : last;
    if (owner !== last && isPluralWord(owner)) key = owner;
  }
  const alsoKey = key && !hasTrigger && isPluralWord(key.split(' ').pop() ?? '') ? coordinatedKey(s, m, key) : undefined;
  let body = clauseBody(scan, s, m);
  const trimmed = body.replace(/[,\s]+$/, '');
  const bodyStart = s.offset + m.index + m[0].length - m[2].length;
  const afterTrigger = m.index + m[0].length - m[2].length;
  if (appositive && (!key || !trimmed)) return afterTrigger;
  if (!key || !trimmed || /^(?:many|multiple|several|one or more|a list of|lots of|any number of|a number of)\b/.test(trimmed)) {
    // "A blog with posts, authors and comments": the items are the entities
    const subj = key ?? m[1];
    if (trimmed && (isStop(singularPhrase(subj.split(' ').pop() ?? subj)) || activityNoun(subj)))
      scan.appNounLists.push({ start: bodyStart, text: trimmed });
    return afterTrigger;
  }
  const countedKey = countedBy(subjectWords)(key);
  const colonList = /:\s*$/.test(m[0].slice(0, m[0].length - m[2].length));
  if (isStop(singularPhrase(key)) && !countedKey && !(pluralRecordWord(key) && listsFields(trimmed, colonList))) {
    scan.appNounLists.push({ start: bodyStart, text: trimmed });
    return afterTrigger;
  }
  let items = splitList(trimmed);
  // "each case has a client and a list of visits with notes", "every course has a teacher and a set of
  // lessons": the list or set of a plural, last in the list, is those records (as "has a list of visits"
  // alone is), not a field; the field list ends before it
  const listed = /^(?:a|an|the|their|its)\s+(?:list|set|series|collection|history|log)\s+of\s+(?=(?:[a-z-]+\s+)?[a-z-]+s\b)/i.exec(
    items[items.length - 1] ?? '',
  );
  const listedAt = listed ? trimmed.lastIndexOf(items[items.length - 1]) : -1;
  // ("rounds have a number and a list of words": bare pieces of writing, with nothing said of each, are the text)
  const listedHead = listed ? (/^([a-z-]+)/.exec(items[items.length - 1].slice(listed[0].length).toLowerCase())?.[1] ?? '') : '';
  const writing =
    !!listed &&
    (nounClassShares(singular(listedHead))?.[3] ?? 0) >= 0.99 &&
    !/\s(?:with|having|containing|including)\s/.test(items[items.length - 1]);
  if (items.length > 1 && listed && listedAt > 0 && !writing) {
    const rest = items.pop()!;
    scan.appNounLists.push({ start: bodyStart + listedAt + listed[0].length, text: rest.slice(listed[0].length) });
    body = trimmed.slice(0, listedAt).replace(/(?:,\s*|\s+and\s*)+$/, '');
  }
  // "Event sign-up: people register for events with ...": a sentence, not a field list
  if (items[0] && items[0].replace(/\s*\([^()]*\)/g, '').split(/\s+/).length > 5) return afterTrigger;
  const colon = /:\s*$/.test(m[0].slice(0, m[0].length - m[2].length));
  // ("the photo's title, description and upload time": the owner named again before its first field;
  // "behaviour data, including purchase records and browsing records": records, not fields)
  if (appositive) items = items.map((it) => it.replace(/^(?:the\s+|its\s+)?[a-z-]+['\u2019]s\s+/, ''));
  if (appositive && !mostlyFieldItems(items)) return afterTrigger;
  // "tutors with lesson scheduling and invoicing": what the app does, whose records the mention readers find
  if (activityList(items)) return afterTrigger;
  if (!appositive && isEntityList(items, key, colon)) {
    if (colon) markTitle(scan, bodyStart - 1 - (m[0].length - m[2].length - m[0].slice(0, m[0].length - m[2].length).trimEnd().length));
    scan.appNounLists.push({ start: bodyStart, text: trimmed });
    return afterTrigger;
  }
  const cut = cutAtNextRecord(trimmed);
  if (cut) ({ body, items } = cut);
  // "devices with their live status, alert notifications and device management", "… and share it": a
  // feature or an action in a field list is not a field
  items = items.filter((it) => !featureOrAction(it));
  const possessive = /^(?:their|his|her)\b/.test(trimmed);
  if (alsoKey)
    scan.clauses.push({ key: alsoKey, pos: s.offset + m.index - 1, items, start: bodyStart, end: bodyStart + body.length, possessive });
  scan.clauses.push({
    key: singularPhrase(key),
    pos: s.offset + m.index,
    items,
    start: bodyStart,
    end: bodyStart + body.length,
    possessive,
    counted: countedKey,
  });
  return afterTrigger + Math.max(1, body.length);
}

/** What opens a list of examples in brackets (after clean(): "e.g." is "eg", "i.e." is "ie"). */
const EXAMPLE_MARKER = /^\s*(?:eg|ie|such\s+as|for\s+(?:example|instance)|like|including)\b\s*,?\s*/;

/** A word for a collection of like things, whose qualifier names the things ("yarn stash", "guest list"). */
const ITEM_COLLECTION = new RegExp(`^([a-z][a-z-]*)\\s+${COLLECTION.source}$`);

/** "Tasks (title, due date, status)": a noun with its fields in brackets, unless they are an enum's values. */
function parenClauses(text: string, clauses: Clause[]): void {
  const lower = text.toLowerCase();
  // ("the drives (venue and date)": two field words joined by "and" are a list too)
  // ("kennels (size small/medium/large)": one field word with its values is a list of one)
  const paren = /\b([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s*\(([^()]*(?:,|\band\b)[^()]*|[a-z]+\s+[a-z-]+(?:\s*\/\s*[a-z-]+)+)\)/g;
  let m: RegExpExecArray | null;
  while ((m = paren.exec(lower))) {
    const oneValued = !/,|\band\b/.test(m[2]);
    if (oneValued && !(takesValues(m[2].split(/\s+/)[0]) && isPluralWord(m[1].split(' ').pop() ?? ''))) continue;
    // "tags (eg urgent, internal)": brackets that open with an example marker name instances or kinds of the
    // noun, not its fields, unless what they name are field words ("products (eg name, price)")
    const example = EXAMPLE_MARKER.exec(m[2]);
    const instances = !!example && fieldWordShare(splitList(m[2].slice(example[0].length))) < 0.75;
    if (!oneValued && !m[2].includes(',') && fieldWordShare(splitList(m[2])) < 1) continue;
    // "routes set by route setters (grade, colour, wall)": the list describes the noun the participle follows
    const madeBy =
      /\b([a-z-]+s)\s+(?:[a-z]+ed|set|made|run|held|kept|sold|given|taken|done|written|built)\s+by\s+(?:the\s+|their\s+|our\s+)?(?:[a-z-]+\s+)?$/.exec(
        lower.slice(Math.max(0, m.index - 60), m.index + m[1].length - (m[1].split(' ').pop() ?? '').length),
      );
    // "the quarter peals we ring (date, method)", "fuel purchases for each van (litres, cost)", "glass
    // sheets in stock (colour, size)": a relative clause or a phrase about one other thing between a
    // record and its list leaves the list the record's
    const beyond = pastModifier(lower.slice(Math.max(0, m.index - 80), m.index + m[1].length), m[2]);
    // "doses given (child, vaccine, date)": the participle is not part of the name
    let key =
      beyond ??
      (madeBy && isPluralWord(madeBy[1]) && !JUNK_NOUNS.has(madeBy[1])
        ? madeBy[1]
        : headNoun(m[1].replace(/^([a-z-]+s)\s+(?:[a-z]+ed|given|taken|done|made|sold|seen|held|won|written)$/, '$1')));
    if (!key) continue;
    // "my yarn stash (brand, colour, weight)", "the guest list (name, table)": a collection's list is
    // what each of its items has; the word before the collection names the item
    const item = ITEM_COLLECTION.exec(key);
    const ofCollection = !!item && !/ing$/.test(item[1]) && nounLike(item[1]);
    if (ofCollection) key = item![1];
    const sk = singularPhrase(key);
    if (isStop(sk) && !pluralRecordWord(key)) continue;
    // "dishes grouped by course (starter, main, dessert)": after "by", a singular noun's brackets hold its values
    const byObject = /\bby\s+(?:(?:the|their|our)\s+)?(?:[a-z-]+\s+)?([a-z-]+)$/.exec(
      lower.slice(Math.max(0, m.index - 30), m.index + m[1].length),
    );
    if (!beyond && byObject && !isPluralWord(byObject[1]) && fieldWordShare(splitList(m[2])) < 0.5) continue;
    // "priority (low, medium, high)" is an enum, not an entity with fields
    if (ENUM_DEFAULTS[key.split(' ').pop() ?? ''] || (m[2].includes('/') && !isPluralWord(key.split(' ').pop() ?? ''))) continue;
    const field = inferField(key, () => undefined);
    if (field && (field.type === 'enum' || field.type === 'boolean')) continue;
    // "(low, medium, high)" are values; "(title, year, medium)" are fields that happen to include one
    const inside = splitList(m[2]);
    const valueCount = inside.filter((v) => VALUE_WORDS.has(v.trim())).length;
    if (valueCount && (valueCount * 2 >= inside.length || fieldWordShare(inside) < 0.5)) continue;
    // "register their car (make, model, year)": one record the sentence points at, with its field words
    const pointed =
      /\b(?:their|his|her|its|my|our|your|each|every)\s+$/.test(
        lower.slice(Math.max(0, m.index - 12), m.index + m[1].length - key.length),
      ) &&
      !key.includes(' ') &&
      nounLike(key) &&
      !isFieldWord(key) &&
      fieldWordShare(inside) >= 0.75;
    if (
      !(
        beyond ||
        pointed ||
        ofCollection ||
        isPluralWord(key.split(' ').pop() ?? '') ||
        ALIAS_INDEX.has(sk) ||
        /\b[A-Z]/.test(text.slice(m.index, m.index + m[1].length))
      )
    )
      continue;
    // "orders come in with order lines (product, qty)": inside another list, plural records with their own
    // field words are records of their own
    const nestedRecords = isPluralWord(key.split(' ').pop() ?? '') && fieldWordShare(splitList(m[2])) >= 0.5;
    if (clauses.some((c) => m!.index >= c.start && m!.index < c.end) && !nestedRecords) continue;
    clauses.push({
      key: sk,
      pos: m.index,
      items: instances
        ? []
        : kinds(inside)
          ? [`type (${inside.map((it) => singularPhrase(it.trim())).join(', ')})`]
          : splitList(example ? m[2].slice(example[0].length) : m[2]),
      start: m.index + m[0].length - m[2].length - 1,
      end: m.index + m[0].length,
      possessive: false,
      paren: true,
    });
  }
}

/**
 * "clocks (longcase, mantel, carriage, wall)", "jobs (staircases, doors, windows)": brackets of short words
 * none of which is a field word nor a record word name kinds of the record, the values of its type (each
 * kind said once: staircase, door, window).
 */
function kinds(inside: string[]): boolean {
  const kind = (it: string) => {
    const ws = it.trim().split(/\s+/);
    // ("which boat, which helm": questions and determined phrases point at records, they name no kind)
    return (
      /^[a-z][a-z -]*$/.test(it.trim()) &&
      ws.length <= 3 &&
      !/^(?:which|what|who|whose|how|when|where|whether|if|a|an|the|their|its|his|her|my|our|your|each|every)$/.test(ws[0]) &&
      !ALIAS_INDEX.has(singularPhrase(it.trim())) &&
      !ALIAS_INDEX.has(singular(ws[ws.length - 1]))
    );
  };
  return inside.length >= 2 && inside.every(kind) && fieldWordShare(inside) === 0;
}

/**
 * "the quarter peals we ring (…)", "equipment we installed at their site (…)", "fuel purchases for each
 * van (…)", "glass sheets in stock (…)": the record before a relative clause (we/I and a verb, with a
 * phrase after it) or before a phrase about one other thing (a preposition and a singular noun), whose
 * list in brackets follows that clause or phrase; undefined when the words before the bracket are not so.
 * Only lists mostly of field words are read so (values in brackets describe the last noun).
 */
function pastModifier(lead: string, inside: string): string | undefined {
  const back =
    /\b((?:[a-z][a-z-]*\s+)?[a-z][a-z-]*)\s+(?:(?:that|which)\s+)?(?:(?:we|i|they|you)\s+[a-z]{3,}(?:\s+(?:at|in|on|for|to|from|with|into)\s+(?:(?:the|their|our|my|your|a|an|his|her|its|each|every)\s+)?[a-z][a-z-]*)?|(?:that|which|who)\s+(?:comes?|goes?|arrives?|leaves?|gets?|is|are|was|were|[a-z]{3,}s)(?:\s+(?:in|out|up|back|down|off|through|here|there|[a-z]+ed))?|(?:in|on|at|for|to|from|per|under)\s+(?:(?:the|their|our|my|your|a|an|his|her|its|each|every)\s+)?[a-z][a-z-]*)\s*$/.exec(
      lead,
    );
  if (!back || fieldWordShare(splitList(inside)) < 0.5) return undefined;
  const object = /\s([a-z][a-z-]*)\s*$/.exec(back[0])?.[1] ?? '';
  // (the match starts with the record's words; what follows them is the clause or phrase)
  const modifier = back[0].slice(back[1].length).trim();
  // "trips into caves (…)": a plural object is a record the list may describe
  if (isPluralWord(object) && !/^(?:we|i|they|you|that|which|who)\s/.test(modifier)) return undefined;
  const head = headNoun(back[1]);
  const last = head?.split(' ').pop() ?? '';
  if (!head || JUNK_NOUNS.has(last) || isStop(singular(last)) || !nounLike(last)) return undefined;
  // (a relative clause's object is the record whatever its number; before a preposition only a plural is)
  // ("each motor that comes in (…)": the relative pronoun is the clause's subject, and the record)
  const relative = /^(?:(?:that|which)\s+)?(?:we|i|they|you)\s/.test(modifier) || /^(?:that|which|who)\s/.test(modifier);
  return relative || isPluralWord(last) ? head : undefined;
}

/**
 * Whose field list this is when the words before it don't say it directly: "For each one: …" is the last
 * plural noun's before it ("track my subscriptions. For each one: …"); in "track the plants in my flat:
 * name, species" and "people I meet at conferences: name, company" the list describes the noun before the
 * preposition.
 */
export function fieldListOwner(lower: string, at: number, subject: string, key: string | undefined, colon: boolean): string | undefined {
  if (/\b(?:each|every)\s+(?:one|of\s+them)$|^(?:each|every)$/.test(subject.trim()) || (!key && /\b(?:each|every)\s+one\b/.test(subject))) {
    const before = lower.slice(Math.max(0, at - 300), at);
    const plurals = [...before.matchAll(/\b([a-z][a-z-]+s)\b/g)]
      .map((x) => x[1])
      .filter((w) => isPluralWord(w) && !JUNK_NOUNS.has(w) && !isStop(singular(w)) && nounLike(w));
    return plurals.length ? plurals[plurals.length - 1] : key;
  }
  if (!colon) return key;
  const anchor = key ? key.split(' ')[0] : (subject.trim().split(/\s+/).pop() ?? '');
  const lead = lower.slice(Math.max(0, at - 120), at + subject.lastIndexOf(anchor));
  const pp =
    /\b([a-z][a-z-]+s)\s+(?:(?:i|we|you|they)\s+[a-z]+\s+)?(?:in|at|on|from|around|across|for)\s+(?:(?:a|an|the|my|our|their|your|his|her)\s+)?$/.exec(
      lead,
    );
  // "participants for my research:": a purpose after "for" is not what the list describes; records
  // after it ("sign-ups for events:") may be, unless they are ours ("accounts for our SaaS:" lists an account's fields)
  if (pp && /\sfor\s+(?!(?:my|our|your)\s)(?:\S+\s+)?$/.test(pp[0]) && key && isPluralWord(key.split(' ').pop() ?? '')) return key;
  if (pp && isPluralWord(pp[1]) && !JUNK_NOUNS.has(pp[1]) && !isStop(singular(pp[1])) && nounLike(pp[1])) return pp[1];
  return key;
}

/** Words for what names or identifies one record: "medicine name", "specimen number", "sample ID". */
const NAMING_WORDS = /^(?:name|names|number|no|id|code|title|reference|ref)$/;

/** RECORD_DOCUMENT and RECORD_SOFTWARE as whole words (built once, not per clause). */
const RECORD_DOCUMENT_WORD = new RegExp(`^${RECORD_DOCUMENT.source}$`);
const RECORD_SOFTWARE_WORD = new RegExp(`^${RECORD_SOFTWARE.source}$`);

/**
 * "pharmacy stock list: medicine name, batch number, …", "Mineral collection: specimen name, …", "Freelance
 * invoicing: invoice number, client, …": where the list's title is a collection of things ("stock",
 * "collection", "inventory") or an activity ("invoicing"), its first item naming or numbering a thing says
 * what each record is: the thing whose name or number it is. A title that names records itself keeps the
 * list ("campsite bookings: pitch number" is a booking's, "gig diary: band name" a gig's).
 */
function namedItemOwner(subjectWords: string[], key: string | undefined, list: string): string | undefined {
  const title = key ?? subjectWords[subjectWords.length - 1] ?? '';
  const head = title.split(' ').pop() ?? '';
  const first = (splitList(list)[0] ?? '').trim().toLowerCase();
  const named = /^([a-z]{3,})\s+([a-z]+)$/.exec(first);
  if (!named || !NAMING_WORDS.test(named[2])) return key;
  const thing = named[1];
  const collection = COLLECTION_WORD.test(head) || RECORD_DOCUMENT_WORD.test(head) || COLLECTIVE_HEADS.test(head);
  // ("reading log: book title": a log of an activity; "invoicing: invoice number": the activity's own thing)
  const activity =
    activityNoun(title) ||
    head.startsWith(thing.replace(/e$/, '')) ||
    (RECORD_SOFTWARE_WORD.test(head) && activityNoun(subjectWords[subjectWords.length - 2] ?? ''));
  if (!collection && !activity) return key;
  // (the title's own word, or a word that is a field or a stop word, names no other thing: "stock number", "item name")
  // (the word before "number" or "name" is a noun by its place, whatever the tagger says of "invoice"; not a
  // participle: "opening date", "purchased date")
  if (thing === head || isStop(thing) || isFieldWord(thing) || isPluralWord(thing) || /(?:ing|ed)$/.test(thing)) return key;
  return thing;
}

/** Share of a list's items whose words name fields in the field lexicon ("qty", "due date", "price"). */
export function fieldWordShare(items: string[]): number {
  if (!items.length) return 0;
  return items.filter((it) => isFieldWord(it)).length / items.length;
}

/** Most items of a list read as fields (a lexicon word or a singular noun), not as plural record names. */
export function mostlyFieldItems(items: string[]): boolean {
  const fieldy = items.filter((it) => {
    const last =
      it
        .replace(/\([^()]*\)/g, ' ')
        .trim()
        .toLowerCase()
        .split(/\s+/)
        .pop() ?? '';
    const f = inferField(it, () => undefined);
    return (f && f.type !== 'string') || !isPluralWord(last);
  }).length;
  return items.length > 0 && fieldy >= Math.ceil(items.length * 0.6);
}
