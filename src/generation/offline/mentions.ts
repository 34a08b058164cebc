// Mentions of entities outside field lists: objects of management verbs, the template's aliases, the
// word before "tracker"/"app", singular roles and places, and tagged plural nouns as a last resort.
import { ALIAS_INDEX, CATALOG, COMMON_FIELDS, type Template } from './domains.ts';
import { inferField, isFieldWord, splitList } from './fields.ts';
import { EACH_OK, JOIN_VERBS, JUNK_NOUNS, PLURAL_OK, sentenceStartAt, type Token, tokens } from './grammar.ts';
import {
  ACTION_VERBS,
  LIST_BOUNDARY,
  NOUN_VERBS,
  MANAGE_VERBS,
  ROLE_NOUNS,
  SCREEN_FEATURE_NOUNS,
  TIME_WORDS,
  inSpans,
  type ListField,
  type Mention,
  type Pair,
  type Span,
} from './lexicon.ts';
import { isPluralWord, plural, singular, singularPhrase, tagTerms } from './nlp.ts';
import {
  actionObject,
  activityList,
  agentNoun,
  headNoun,
  isStop,
  kindOf,
  nounLike,
  nounRe,
  reduceItem,
  usedAsVerb,
  accountSignUp,
  LOGGING_IN,
} from './nouns.ts';

/** Singular nouns for people in roles or places, as objects of verbs: "assigns a contractor", "for their apartment". */
export function singularObjects(text: string, spans: Span[]): Mention[] {
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
    const person = ROLE_NOUNS.has(word);
    const place = !!cat && CATALOG[cat].kind === 'place' && !/^(?:to|at|in|from)$/.test(lead) && !isStop(word);
    if (person || place) out.push({ key: word, pos, strong: true });
  }
  return out;
}

/** Punctuation or a spaced dash between two tokens ends the phrase ("an electrical contractor - quotes for …"). */
function phraseBreak(text: string, toks: Token[], a: number, b: number): boolean {
  return /[^\sa-z0-9'-]|\s-+\s/i.test(text.slice(toks[a].end, toks[b].start));
}

/** A singular common noun of three letters or more, not a pronoun, possessive or adjective (nor any of `alsoNot`'s tags). */
function plainSingularNoun(t: Token | undefined, alsoNot: string[] = []): boolean {
  return (
    !!t &&
    t.tags.includes('Noun') &&
    !t.tags.some((g) => g === 'Pronoun' || g === 'Possessive' || g === 'Adjective' || alsoNot.includes(g)) &&
    /^[a-z]{3,}$/.test(t.word) &&
    !isPluralWord(t.word)
  );
}

/**
 * "I send a quote", "then log a repair", "clients book a shoot", "we write up a job card": the one thing a
 * verb acts on, said in the singular after a determiner, is a kind of record the app keeps. Verbs of
 * wanting, having and building speak about the app itself ("I need a tool", "we run a bakery"), and an
 * object that names a value ("pay a deposit", "pick a date") or a unit of time is a field, not a record.
 */
export function verbObjects(text: string, spans: Span[]): Mention[] {
  const toks = tokens(text);
  const out: Mention[] = [];
  const gap = (a: number, b: number) => phraseBreak(text, toks, a, b);
  const noun = (i: number) => {
    const t = toks[i];
    return !!t && t.tags.includes('Noun') && !t.tags.some((g) => g === 'Pronoun' || g === 'Possessive') && /^[a-z]{3,}$/.test(t.word);
  };
  for (let i = 0; i + 2 < toks.length; i++) {
    const v = toks[i];
    // "keep track of the harvest": the idiom is one verb of keeping (whatever the tagger calls "keep"), and
    // what follows "of" its object
    const keepTrack = /^(?:keep|keeps|kept)$/.test(v.word) && toks[i + 1].word === 'track' && toks[i + 2].word === 'of' && !gap(i, i + 2);
    if (
      !keepTrack &&
      (!v.tags.includes('Verb') || v.tags.some((g) => g === 'Noun' || g === 'Gerund' || g === 'Auxiliary' || g === 'Modal'))
    )
      continue;
    const wish = NOT_ACTION_VERBS.test(v.word) && !keepTrack;
    const got = GET_VERBS.test(v.word);
    if ((wish && !TRANSFER_VERBS.test(v.word) && !got) || !/^[a-z]+$/.test(v.word)) continue;
    let d = keepTrack ? i + 3 : i + 1;
    // "drops off a bike", "write up a job card": the particle belongs to the verb
    if (!keepTrack && toks[d].tags.includes('PhrasalVerb') && !toks[d].tags.includes('Noun')) d++;
    if (!toks[d] || gap(i, d) || !/^(?:a|an|the|one|another)$/.test(toks[d].word)) continue;
    let h = d + 1;
    if (toks[h + 1] && !gap(h, h + 1) && toks[h].tags.includes('Adjective') && !toks[h].tags.includes('Noun')) h++;
    // "log a sweep", "book a shoot": right after a determiner a word the tagger calls a verb is a noun
    const nounAfterDet =
      !!toks[h] &&
      /^[a-z]{3,}$/.test(toks[h].word) &&
      !/(?:ing|ed)$/.test(toks[h].word) &&
      !toks[h].tags.some((g) => g === 'Pronoun' || g === 'Adjective' || g === 'Adverb' || g === 'Preposition' || g === 'Conjunction') &&
      !/^(?:a|an|the|their|our|my|it|them)$/.test(toks[h + 1]?.word ?? '');
    if (!(noun(h) || nounAfterDet) || gap(d, h) || isPluralWord(toks[h].word) || inSpans(toks[h].start, spans)) continue;
    const first = h;
    // "a job card", "a vet check": the head is the last noun of the compound
    if (toks[h + 1] && !gap(h, h + 1) && noun(h + 1) && !toks[h + 1].tags.includes('Verb') && !isPluralWord(toks[h + 1].word)) h++;
    const word = toks[h].word;
    const next = toks[h + 1];
    // "a lot of", "a list of members", "a copy for each": the noun is a quantity or a container
    if (next && !gap(h, h + 1) && /^(?:of|who|that)$/.test(next.word)) continue;
    // "record the grade for each enrolment": a value of each record, not a record
    if (/^(?:for|of|per|on|in)\s+(?:each|every)\b/.test(text.slice(toks[h].end).trim().toLowerCase())) continue;
    const key = h > first ? `${toks[first].word} ${word}` : word;
    if (isStop(word) || isStop(key) || TIME_WORDS.test(word) || JUNK_NOUNS.has(plural(word)) || CHOICE_WORDS.test(word)) continue;
    // "send a quote", "write up an estimate", "take a payment": a sum drawn up or handed over is a record;
    // "log a weight", "charge a fee" set a value
    const sum = inferField(word, () => undefined)?.type === 'number' && (wish ? TRANSFER_VERBS.test(v.word) : !VALUE_VERBS.test(v.word));
    // "each piece gets a quote", "delegates get a certificate": what one gets is a value ("gets a price"),
    // unless it is a paper drawn up for them
    const drawnUp = got && DRAWN_UP.test(word);
    if (!drawnUp && ((isFieldWord(word) && !ALIAS_INDEX.has(singularPhrase(key)) && !sum) || (wish && !sum))) continue;
    out.push({ key, pos: toks[first].start, strong: true });
    // "I send a quote and later an invoice": a second paper of the same act, joined by "and"
    const also = /^\s+and\s+(?:then\s+|later\s+|also\s+)?(?:an?)\s+([a-z]{3,})\b(?!\s+(?:of|for)\b)/.exec(
      text.slice(toks[h].end).toLowerCase(),
    );
    if (also && (sum || drawnUp) && DRAWN_UP.test(also[1]))
      out.push({ key: also[1], pos: toks[h].end + also.index + also[0].length - also[1].length, strong: true });
  }
  return out;
}

/** Verbs of handing something over: what they hand over is a document or a transaction. */
const TRANSFER_VERBS =
  /^(?:send|sends|issue|issues|raise|raises|receive|receives|accept|accepts|process|processes|submit|submits|approve|approves|request|requests|take|takes|refund|refunds|email|emails|post|posts)$/;

/** Verbs of getting: what one gets is a record only when it is a paper drawn up for them (DRAWN_UP). */
const GET_VERBS = /^(?:get|gets|got|receive|receives)$/;

/** Papers drawn up for someone: a quote, an invoice, a certificate; each is a record of its own. */
const DRAWN_UP = /^(?:quote|quotation|estimate|invoice|receipt|certificate|contract|bill|payslip|plan|statement|licen[cs]e|permit)$/;

/** Verbs that set a value of a record: their object is a field. */
const VALUE_VERBS =
  /^(?:record|records|log|logs|enter|enters|note|notes|charge|charges|track|tracks|add|adds|update|updates|calculate|calculates|store|stores|save|saves|check|checks|measure|measures|weigh|weighs|rate|rates|score|scores|estimate|estimates|split|splits|agree|agrees)$/;

/** Verbs whose object is the app, the business or a wish, not a record: "I need a tool", "we run a cafe". */
const NOT_ACTION_VERBS =
  /^(?:is|are|was|were|be|been|being|am|has|have|had|need|needs|want|wants|wanted|like|likes|love|loves|build|builds|make|makes|create|creates|use|uses|using|get|gets|got|give|gives|run|runs|own|owns|operate|operates|open|opens|start|starts|do|does|did|help|helps|let|lets|see|sees|take|takes|find|finds|show|shows|keep|keeps|become|becomes|mean|means|work|works|try|tries|set|sets|put|puts|say|says|tell|tells|know|knows|think|thinks|build|design|designs|pay|pays|spend|spends|choose|chooses|pick|picks|reach|reaches|hit|hits|mark|marks|count|counts)$/;

/**
 * Singular nouns that are what a sentence is about: "each family can collect a parcel", "for each gig"
 * (what "each"/"every" ranges over is a set of records), and a person in a role as the subject of a verb
 * ("a manager approves it", "the dentist writes notes", "an engineer is assigned").
 */
export function singularSubjects(text: string, spans: Span[]): Mention[] {
  const toks = tokens(text);
  const out: Mention[] = [];
  const gap = (a: number, b: number) => phraseBreak(text, toks, a, b);
  const plainNoun = (i: number) => plainSingularNoun(toks[i]);
  for (let i = 0; i + 1 < toks.length; i++) {
    // "who is going to which convention": what "which" picks from is a set of records too
    const every = /^(?:each|every|which)$/.test(toks[i].word);
    if (!every && !/^(?:a|an|the)$/.test(toks[i].word)) continue;
    let h = i + 1;
    // "each sunday service", "each young player": a time word or an adjective qualifies the noun after it
    if (toks[h + 1] && !gap(h, h + 1) && plainNoun(h + 1) && (TIME_WORDS.test(toks[h].word) || toks[h].tags.includes('Adjective'))) h++;
    // "to which patrol": after "which" a word the tagger calls a verb is a noun
    const picked = (k: number) =>
      toks[i].word === 'which' &&
      !!toks[k] &&
      /^[a-z]{3,}$/.test(toks[k].word) &&
      !/(?:ing|ed)$/.test(toks[k].word) &&
      !isPluralWord(toks[k].word) &&
      toks[k].tags.includes('Verb') &&
      !toks[k].tags.some(
        (g) => g === 'Pronoun' || g === 'Adjective' || g === 'Adverb' || g === 'Preposition' || g === 'Auxiliary' || g === 'Copula',
      );
    if (!(plainNoun(h) || picked(h)) || inSpans(toks[h].start, spans)) continue;
    // "which choir members", "which service (morning or evening)": a qualifier of a plural, or a choice
    // whose values follow, is no record picked from
    if (
      toks[i].word === 'which' &&
      ((toks[h + 1] && !gap(h, h + 1) && isPluralWord(toks[h + 1].word) && toks[h + 1].tags.includes('Noun')) ||
        /^\s*\(/.test(text.slice(toks[h].end)))
    )
      continue;
    // "which tent or stove": both nouns are picked from
    if (toks[i].word === 'which' && /^(?:or|and)$/.test(toks[h + 1]?.word ?? '') && (plainNoun(h + 2) || picked(h + 2)) && !gap(h, h + 2)) {
      const w = toks[h + 2].word;
      if (!isStop(w) && !TIME_WORDS.test(w) && !CHOICE_WORDS.test(w)) out.push({ key: w, pos: toks[h + 2].start, strong: true });
    }
    const first = h;
    // "each maintenance job", "each plow visit": the head is the last noun of the compound
    while (toks[h + 1] && !gap(h, h + 1) && plainNoun(h + 1) && !toks[h + 1].tags.includes('Verb')) h++;
    const word = toks[h].word;
    // ("each site", "every application": what "each" ranges over is many, so not the software itself)
    const counted = every && toks[i].word !== 'which' && h === first && isStop(word) && EACH_OK.has(word);
    if ((isStop(word) && !counted) || TIME_WORDS.test(word) || JUNK_NOUNS.has(plural(word)) || CHOICE_WORDS.test(word)) continue;
    if (!every) {
      // "a mentor on the ward signs off …", "the officer from the council visits …": a phrase that says
      // where the doer is may stand between it and its verb
      let v = h + 1;
      const pp =
        toks[v] && /^(?:on|at|in|from|of)$/.test(toks[v].word) && /^(?:the|a|an|each|every|their|our)$/.test(toks[v + 1]?.word ?? '');
      if (pp && plainNoun(v + 2) && !gap(h, v + 2) && agentNoun(word)) v += 3;
      const next = toks[v];
      const verb =
        !!next &&
        /^[a-z]/.test(next.word) &&
        !gap(h, v) &&
        next.tags.includes('Verb') &&
        !next.tags.includes('Noun') &&
        !next.tags.includes('Gerund');
      if (!verb || !agentNoun(word)) continue;
    }
    const qualifier = h > first && !TIME_WORDS.test(toks[h - 1].word) ? `${toks[h - 1].word} ` : '';
    const agent = !every && kindOf(word) !== 'person';
    out.push({
      key: `${qualifier}${word}`,
      pos: toks[h - (qualifier ? 1 : 0)].start,
      strong: true,
      ...(agent ? { agent } : {}),
      // (counted by "each": read as the plural is, grammar.ts EACH_OK)
      ...(counted ? { plural: true } : {}),
    });
  }
  out.push(...collectiveDoers(text, toks, spans));
  out.push(...bareDoers(text, toks, spans));
  return out;
}

/** Determiners before the other record a clause's verb relates its subject to. */
const OBJECT_DETERMINERS = /^(?:a|an|the|each|every|one|many|several|their|its|his|her|our)$/;

/** Prepositions that tie what is done to a record to another record: "ordered for a transaction", "issued to a client". */
// ("the company is organised into departments": what is divided into parts is the business, not a record)
const TIE_PREPOSITIONS = /^(?:to|for|from|by|per|on|at|against|onto|with|under)$/;

/** Verbs of wishing and liking: their subject speaks about the app, not about a record. */
const WISH_VERBS = /^(?:wants?|wishes|wish|likes?|loves?|hopes?|prefers?|seems?|looks?|feels?)$/;

/** Verbs of keeping records: their subject is who keeps them ("a band keeps its songs"), the business or the user. */
const KEEPING_VERBS = /^(?:keeps?|tracks?|stores?|manages?|runs?|organi[sz]es?|owns?|operates?)$/;

/**
 * "a filing has a status and renewal fee", "a run uses a plate", "an adviser logs each enquiry", "searches
 * are ordered for a transaction", "attendance is taken per player", "a tee time is on a course": the noun a
 * clause opens with, acting on another record or acted on in relation to one, is a record itself, whatever
 * kind of thing it names (singularSubjects takes only people in roles as doers).
 */
export function recordSubjects(text: string, spans: Span[]): Mention[] {
  const toks = tokens(text);
  const out: Mention[] = [];
  const gap = (a: number, b: number) => phraseBreak(text, toks, a, b);
  const noun = (k: number) => {
    const t = toks[k];
    return (
      !!t &&
      t.tags.includes('Noun') &&
      !t.tags.some((g) => g === 'Pronoun' || g === 'Possessive' || g === 'Adjective' || g === 'Determiner') &&
      /^[a-z]{3,}$/.test(t.word)
    );
  };
  const is = (k: number, re: RegExp) => !!toks[k] && re.test(toks[k].word);
  for (let i = 0; i < toks.length; i++) {
    // (a clause opens the prompt or follows a stop, a comma, a colon or a dash)
    const before = text.slice(i > 0 ? toks[i - 1].end : 0, toks[i].start);
    if (i > 0 && !/[.,;:!?]|\s-+\s/.test(before)) continue;
    let h = /^(?:a|an|the)$/.test(toks[i].word) ? i + 1 : i;
    if (!noun(h) || (h > i && gap(i, h))) continue;
    const first = h;
    // "a tee time", "a key worker": a compound of two nouns names one thing
    if (noun(h + 1) && !gap(h, h + 1)) h++;
    const word = toks[h].word;
    const v = h + 1;
    if (!toks[v + 2] || gap(h, v) || gap(v, v + 1) || gap(v + 1, v + 2) || inSpans(toks[first].start, spans)) continue;
    const verb = toks[v];
    // "are ordered for a transaction", "gets issued to a client"
    const passive =
      is(v, /^(?:is|are|was|were|gets?|got)$/) &&
      toks[v + 1].tags.includes('Verb') &&
      toks[v + 1].tags.some((g) => g === 'PastTense' || g === 'Participle') &&
      is(v + 2, TIE_PREPOSITIONS) &&
      (is(v + 3, OBJECT_DETERMINERS) || noun(v + 3));
    // "is on a course", "is for a client"
    const placed = is(v, /^(?:is|are)$/) && is(v + 1, /^(?:on|for|in|at|of|from)$/) && is(v + 2, OBJECT_DETERMINERS);
    // "uses a plate", "logs each enquiry", "handles many transactions"
    const acts =
      verb.tags.includes('Verb') &&
      verb.tags.includes('PresentTense') &&
      !verb.tags.some((g) => g === 'Copula' || g === 'Auxiliary' || g === 'Modal') &&
      !WISH_VERBS.test(verb.word) &&
      !KEEPING_VERBS.test(verb.word) &&
      is(v + 1, OBJECT_DETERMINERS) &&
      noun(v + 2);
    if (!(passive || placed || acts)) continue;
    const key = singularPhrase(
      toks
        .slice(first, h + 1)
        .map((t) => t.word)
        .join(' '),
    );
    const head = key.split(' ').pop() ?? '';
    if (isStop(key) || TIME_WORDS.test(head) || JUNK_NOUNS.has(plural(head)) || CHOICE_WORDS.test(head)) continue;
    out.push({ key, pos: toks[first].start, strong: true, ...(isPluralWord(word) ? { plural: true } : {}) });
  }
  return out;
}

/** What lies between two things without being kept of them: a likeness, a gap, a share ("differences between …"). */
const NOT_BETWEEN = /^(?:difference|similarity|relationship|relation|distance|gap|balance|split|choice|transition|comparison|overlap)$/;

/**
 * "marriages between two people", "matches between a home team and an away team", "messages between users":
 * what happens or passes between records of one kind is a record of its own, and so are the records it is
 * between. Only plurals are read before "between" ("split evenly between" is no record), and only a noun
 * after it, not a pronoun ("between them").
 */
export function betweenMentions(text: string, spans: Span[]): Mention[] {
  const lower = text.toLowerCase();
  const out: Mention[] = [];
  const re =
    /\b([a-z][a-z-]+s)\s+between\s+(?:(?:two|both|a|an|the|their|its|our|different|other|all)\s+)?(?:[a-z-]+\s+)?([a-z][a-z-]+)\b/g;
  for (const m of lower.matchAll(re)) {
    const at = m.index ?? 0;
    if (inSpans(at, spans)) continue;
    const word = m[1];
    // (a value is never between two records by its name alone: "scores between 1 and 10" has no noun after it)
    if (!isPluralWord(word) || JUNK_NOUNS.has(word)) continue;
    const key = singular(word);
    if (isStop(key) || NOT_BETWEEN.test(key) || TIME_WORDS.test(key) || !nounLike(word)) continue;
    out.push({ key, pos: at, strong: true });
    // (the other end: "users", "two people", "a home team and an away team")
    // ("between the blogger and …": a word after the noun is no part of it)
    const other = /^(?:and|or|in|at|on|of|for|with|to|from|by)$/.test(m[2]) ? /\s([a-z][a-z-]+)\s+[a-z]+$/.exec(m[0])?.[1] : m[2];
    if (!other) continue;
    const otherAt = at + m[0].lastIndexOf(other);
    const otherKey = singularPhrase(other);
    if (
      !isStop(otherKey) &&
      !JUNK_NOUNS.has(other) &&
      !TIME_WORDS.test(otherKey) &&
      (!isFieldWord(other) || ALIAS_INDEX.has(otherKey)) &&
      nounLike(other) &&
      !/^(?:them|us|you|each|one)$/.test(other)
    )
      out.push({ key: otherKey, pos: otherAt, strong: true });
  }
  return out;
}

/**
 * "bike shop: customer drops off a bike", "shoe repairs. client brings in shoes": a person named without an
 * article at the start of a clause, then a verb with its particle, is the doer, as "a customer" would be
 * (not "customer orders for delivery", where the word in -s is the noun the person qualifies).
 */
function bareDoers(text: string, toks: Token[], spans: Span[]): Mention[] {
  const out: Mention[] = [];
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i];
    if (!plainSingularNoun(t) || inSpans(t.start, spans) || kindOf(t.word) !== 'person' || isStop(t.word)) continue;
    if (!/(?:^|[.:;!?])\s*$/.test(text.slice(i > 0 ? toks[i - 1].end : 0, t.start))) continue;
    const v = toks[i + 1];
    if (phraseBreak(text, toks, i, i + 1) || !/^[a-z]{3,}s$/.test(v.word) || !v.tags.includes('Verb') || v.tags.includes('Noun')) continue;
    if (NOT_ACTION_VERBS.test(v.word)) continue;
    // a verb with its particle ("drops off", "brings in") is an act on a thing, where a bare word in -s may
    // still be a noun the person qualifies
    const o = toks[i + 2];
    if (!v.tags.includes('PhrasalVerb') || !o.tags.includes('Particle') || phraseBreak(text, toks, i + 1, i + 2)) continue;
    out.push({ key: t.word, pos: t.start, strong: true });
  }
  return out;
}

/** Words for a body of people that take no plural: "staff", "personnel". */
const COLLECTIVE_PEOPLE = /^(?:staff|personnel)$/;

/** Verbs of looking after the app's records: who does them is the app's user, not a record of its own. */
const OVERSIGHT_VERBS =
  /^(?:manage|review|approve|view|check|handle|process|monitor|verify|oversee|administer|maintain|update|edit|delete|browse|search|read|access|control|configure)$/;

/**
 * "staff raise tickets", "where staff lead the activities": a body of people named without an article
 * as the doer of an act on the app's records takes part in them like any person in a role, whom the
 * records point at; one who logs in or manages them ("staff manage rooms") only uses the app, and one who
 * books or requests makes the act's own record (grammar.ts JOIN_VERBS), which points at them.
 */
function collectiveDoers(text: string, toks: Token[], spans: Span[]): Mention[] {
  const out: Mention[] = [];
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i];
    if (!COLLECTIVE_PEOPLE.test(t.word) || inSpans(t.start, spans)) continue;
    const v = toks[i + 1];
    if (
      phraseBreak(text, toks, i, i + 1) ||
      !v.tags.includes('Verb') ||
      v.tags.some((g) => g === 'Noun' || g === 'Gerund' || g === 'PastTense')
    )
      continue;
    const base = v.word.replace(/s$/, '');
    if (v.tags.includes('PhrasalVerb') || NOT_ACTION_VERBS.test(v.word) || OVERSIGHT_VERBS.test(base) || OVERSIGHT_VERBS.test(v.word))
      continue;
    if (JOIN_VERBS[v.word] || JOIN_VERBS[base]) continue;
    // ("Staff expense claims": a word that is a noun when read alone makes a compound with "staff")
    if (!tagTerms(v.word).every((x) => x.tags.includes('Verb'))) continue;
    // what they act on is a noun: "raise tickets", "lead the activities"
    let o = i + 2;
    if (/^(?:a|an|the|their|each|every|all|new)$/.test(toks[o]?.word ?? '')) o++;
    const obj = toks[o];
    if (!obj || phraseBreak(text, toks, i + 1, o) || !obj.tags.includes('Noun') || obj.tags.includes('Pronoun')) continue;
    out.push({ key: t.word, pos: t.start, strong: true });
  }
  return out;
}

/** "which kind they are": words that ask for a value, not a record. */
const CHOICE_WORDS = /^(?:day|date|time|way|kind|type|size|colou?r|number|level|order|one|ones|part|side|stage|status)$/;

/** Entities named as the objects of management verbs: "track contacts, companies and deals". */
export function findListMentions(
  text: string,
  spans: Span[],
  extraLists: Array<{ start: number; text: string }>,
  listFields: ListField[] = [],
  bodySpans: Span[] = [],
  possessed: Pair[] = [],
  valueSpans: Span[] = [],
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
    let prevKey: string | undefined;
    // "I run a support group", "we run a small farm": what the speaker runs is the business, not its data
    if (/\b(?:i|we)\s+(?:also\s+)?(?:run|runs|running)\s*$/.test(lower.slice(Math.max(0, start - 20), start))) continue;
    for (const listed of splitList(segment)) {
      // "browse rooms, book a room, view their orders": what each action acts on is the record
      const acted = actionObject(listed);
      if (acted === '') continue;
      const item = acted ?? listed;
      const head = headNoun(reduceItem(item));
      const pos = lower.indexOf(item, offset);
      if (pos >= 0) offset = pos + item.length;
      if (pos >= 0 && inSpans(pos, spans)) continue;
      // "the artifacts and which exhibition they are shown in": a choice among records of their own
      const which = /^(?:and\s+)?(?:which|what)\s+([a-z]+)\s+(?:it|they|he|she|we|is|are)\b/.exec(item.trim());
      if (
        which &&
        prevKey &&
        !JUNK_NOUNS.has(plural(which[1])) &&
        !TIME_WORDS.test(which[1]) &&
        !isStop(which[1]) &&
        !CHOICE_WORDS.test(which[1])
      ) {
        const at = pos >= 0 ? pos : start;
        out.push({ key: which[1], pos: at, strong: true });
        possessed.push({ child: prevKey, parent: which[1], pos: at });
        continue;
      }
      // "customers book callouts, engineers visit, parts …": an item of people and a bare verb is a clause
      // of its own, and its record is the people (the tagger may call that plural a verb, the verb a noun)
      const clause = /^(?:and\s+)?([a-z-]{3,}s)\s+([a-z]{3,})$/.exec(item.trim());
      if (
        clause &&
        isPluralWord(clause[1]) &&
        !isPluralWord(clause[2]) &&
        !JUNK_NOUNS.has(clause[1]) &&
        !isStop(singular(clause[1])) &&
        (kindOf(singular(clause[1])) === 'person' || /[a-z]{3}(?:er|or|ist|ian)s$/.test(clause[1])) &&
        tagTerms(`they ${clause[2]}`).pop()?.tags.includes('Verb')
      ) {
        out.push({ key: singular(clause[1]), pos: pos >= 0 ? pos : start, strong: true });
        continue;
      }
      if (!head) continue;
      if (pos >= 0 && inSpans(pos, bodySpans)) continue;
      // "register and log in to the system", "sign up or log in": a verb with its particle (cut off by the
      // list's boundary) names what a user does, not a record
      if (pos >= 0 && /^(?:log|sign|check)s?$/.test(head) && /^\s+(?:in|out|up|on|off)\b/.test(lower.slice(pos + item.length))) continue;
      if (pos >= 0 && accountSignUp(lower, lower.indexOf(head, pos))) continue;
      // "assess the severity of their symptoms": the item's head is where it is mentioned, and among the
      // values named with their record it is a value, not a record
      const headAt = pos >= 0 ? lower.indexOf(head, pos) : -1;
      if (headAt > pos && headAt < pos + item.length && inSpans(headAt, valueSpans)) continue;
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
      // "record weight", "log the date": a measure or a date is a field of the records, not one of them
      const measure = inferField(item, () => undefined);
      if (
        measure &&
        /^(?:number|integer|date|datetime|boolean)$/.test(measure.type) &&
        !isPluralWord(head.split(' ').pop() ?? '') &&
        !ALIAS_INDEX.has(key)
      )
        continue;
      out.push({ key, pos: pos >= 0 ? pos : start, strong: true });
      // "pet owners, their pets", "scouts, their parents": an item said to be the previous item's belongs to it
      if (prevKey && /^\s*(?:and\s+)?their\s/.test(item)) possessed.push({ child: key, parent: prevKey, pos: pos >= 0 ? pos : start });
      // "matters (…), the lawyer responsible": the previous item points at the person responsible for it
      if (prevKey && /\s(?:responsible|in\s+charge|assigned)\s*$/.test(item))
        possessed.push({ child: prevKey, parent: key, pos: pos >= 0 ? pos : start });
      prevKey = key;
    }
  }
  return out;
}

/** Mentions of aliases of the chosen template's entities anywhere in the text. */
export function findAliasMentions(text: string, tmpl: Template | undefined, spans: Span[] = []): Mention[] {
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
        if (
          usedAsVerb(lower, m.index) ||
          accountSignUp(lower, m.index) ||
          (inSpans(m.index, spans) && !isPluralWord(m[0].split(/[\s-]+/).pop() ?? ''))
        )
          continue;
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
export function findAppKindMentions(text: string): Mention[] {
  const lower = text.toLowerCase();
  const out: Mention[] = [];
  const re =
    /\b([a-z-]+(?:\s+[a-z-]+)?)\s+(?:tracker|app|log|logbook|manager|planner|system|tool|box|organi[sz]er|catalog(?:ue)?|database|list|board|portal|dashboard|diary|journal|crm)\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(lower))) {
    const ws = m[1].split(' ');
    for (const cand of [ws.join(' '), ws[ws.length - 1]]) {
      const key = singularPhrase(cand);
      const pos = m.index + m[0].indexOf(cand);
      // "and set system parameters": a verb before the app noun's word, not an app kind
      if (ALIAS_INDEX.has(key) && !usedAsVerb(lower, pos)) {
        out.push({ key, pos, strong: true });
        break;
      }
    }
  }
  return out;
}

/**
 * Last resort for a prompt no other rule found records in ("which tent was lent to which patrol"): the
 * nouns it names that could be records, in the order they appear. A noun is a likelier record when it is
 * plural or picked by "which"/"each"; it is not one when it only heads the prompt's opening phrase
 * ("equipment hire for a scout group - …", "hello world") or says whom the app is for ("for my team").
 * Units, time words and the app itself never are. The caller builds from these with a warning.
 */
export function candidateNouns(text: string, spans: Span[]): Mention[] {
  const toks = tokens(text);
  const lower = text.toLowerCase();
  const leadEnd = lower.search(/[.;:!?\n]|\s[-\u2013\u2014]+\s/);
  const out: Mention[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (inSpans(t.start, spans) || !/^[a-z]{3,}$/.test(t.word)) continue;
    // "to which patrol": after a determiner a word the tagger calls a verb is a noun
    const determined = /^(?:which|each|every|a|an|the|my|our|their)$/.test(toks[i - 1]?.word ?? '') && !/(?:ing|ed)$/.test(t.word);
    // "christmas present planner": between a noun and the app's noun, a word the tagger calls an adjective
    // is the compound's head noun (an adjective does not follow the noun it would qualify)
    const prevTok = toks[i - 1];
    const headBeforeApp =
      !!prevTok &&
      prevTok.tags.includes('Noun') &&
      !prevTok.tags.includes('Pronoun') &&
      !/[,.;:!?()]/.test(text.slice(prevTok.end, t.start)) &&
      APP_NOUNS.test(toks[i + 1]?.word ?? '') &&
      !/[,.;:!?()]/.test(text.slice(t.end, toks[i + 1]?.start ?? t.end));
    if (
      !(t.tags.includes('Noun') || determined || headBeforeApp) ||
      t.tags.some((g) => g === 'Pronoun' || g === 'Possessive' || (g === 'Adjective' && !headBeforeApp) || g === 'Gerund')
    )
      continue;
    const key = singular(t.word);
    if (isStop(key) || TIME_WORDS.test(key) || JUNK_NOUNS.has(plural(key)) || CHOICE_WORDS.test(key)) continue;
    // "equipment hire", "a booking system": a noun before a noun qualifies it
    const next = toks[i + 1];
    // "a christmas gift list": before the app's own noun a noun says what the app lists
    // ("an open-source system": the second half of a hyphenated word before a noun qualifies the noun, it lists nothing)
    const listed =
      !!next && APP_NOUNS.test(next.word) && !/[,.;:!?()]/.test(text.slice(t.end, next.start)) && !/[a-z]-$/i.test(text.slice(0, t.start));
    if (
      !listed &&
      next &&
      next.tags.includes('Noun') &&
      !next.tags.includes('Pronoun') &&
      !/[,.;:!?()]/.test(text.slice(t.end, next.start))
    )
      continue;
    const before = toks.slice(Math.max(0, i - 2), i).map((x) => x.word);
    let score = listed ? 2 : 0;
    if (isPluralWord(t.word)) score += 2;
    if (before.some((w) => /^(?:which|each|every)$/.test(w))) score += 2;
    if (leadEnd < 0 || t.start < leadEnd) score -= 2;
    if (before[0] === 'for' && /^(?:a|an|the|my|our|their|your)$/.test(before[1] ?? '')) score -= 1;
    if (score >= 0) out.push({ key, pos: t.start, strong: true });
  }
  return out;
}

/** Nouns that name the app itself ("gift list", "feedback board"). */
const APP_NOUNS =
  /^(?:list|lists|tracker|app|log|logbook|manager|planner|system|tool|box|organi[sz]er|catalog(?:ue)?|database|board|portal|dashboard|diary|journal)$/;

/** Fallback: plural nouns found by the part-of-speech tagger. */
export function findTaggedNouns(text: string, spans: Span[]): Mention[] {
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

/**
 * "we run an esports team", "I own a small bakery": what the speaker runs is the business itself, not
 * a record of it. Spans of those noun phrases (up to "of", a clause word or punctuation).
 */
export function businessSpans(text: string): Span[] {
  const lower = text.toLowerCase();
  const out: Span[] = [];
  const re =
    /\b(?:i|we)\s+(?:also\s+)?(?:run|own|operate)\s+(?:a|an|the|our|my)\s+(.+?)(?=\s+(?:of|and|with|where|that|which|who|for|in|at|so|but)\b|[,.;:!?()]|$)/g;
  for (const m of lower.matchAll(re)) out.push({ start: m.index + m[0].length - m[1].length, end: m.index + m[0].length });
  return out;
}

/**
 * "It provides charts and reports to help users identify patterns and triggers", "…, ensuring easy access
 * and compliance with regulations", "…, gaining insights into their habits": a clause that says what a
 * feature is for, after the feature, names outcomes (patterns, compliance, insights), not records. Spans
 * from such a purpose marker to the end of its sentence, in every sentence but the first (where "to help
 * users track their expenses" says what the app keeps) and only after the sentence has said something.
 */
export function purposeSpans(text: string): Span[] {
  const out: Span[] = [];
  const sentences = [...text.matchAll(/[^.!?]+[.!?]*/g)];
  for (const sentence of sentences.slice(1)) {
    const body = sentence[0];
    const m =
      /(?:,\s*|\s)(?:(?:in\s+order\s+)?to\s+(?:help|ensure|enhance|promote|improve|foster|stay|achieve|encourage|support|empower|make\s+informed|gain|boost|reduce|maximi[sz]e|optimi[sz]e|cater)|ensuring|enhancing|promoting|fostering|improving|gaining|empowering|helping|making\s+it\s+easy|so\s+that\s+(?:users|they|everyone|people))\b/i.exec(
        body,
      );
    if (!m) continue;
    // the sentence must have said something before the purpose: three words at least
    if (body.slice(0, m.index).trim().split(/\s+/).length < 3) continue;
    out.push({ start: sentence.index + m.index, end: sentence.index + body.length });
  }
  return out;
}

/**
 * "categorize them into categories such as groceries, transportation and rent", "a mood or style, such as
 * happy, sad, or jazz": what follows "such as"/"like"/"including" after a word for a kind names the
 * kinds (values or sample records of that kind), not records of their own. Spans of those lists, to the
 * end of the clause.
 */
export function kindExampleSpans(text: string): Span[] {
  const lower = text.toLowerCase();
  const out: Span[] = [];
  const re =
    /\b(?:categor(?:y|ies)|types?|genres?|kinds?|styles?|moods?|levels?|tags?|labels?|themes?|sorts?|classes|varieties|cuisines?|flavou?rs?)\s*,?\s+(?:such\s+as|like|including|eg|for\s+example)\s+([^.;:!?()]+)/g;
  for (const m of lower.matchAll(re)) {
    const start = m.index + m[0].length - m[1].length;
    out.push({ start, end: start + m[1].length });
  }
  return out;
}

/** Words for what an app can do; a list of examples after them names features, which may be records. */
const FEATURE_HEADS =
  /^(?:features?|functionalit(?:y|ies)|functions?|modules?|capabilit(?:y|ies)|tools?|options?|sections?|pages?|screens?|components?|things?|data|information|content|records?|items?)$/;

/**
 * Where the prompt names something only in passing (evidence.ts weighs it, no rule drops it): what a
 * choice is based on ("recommendations based on their spending patterns", "according to their mood"; not
 * what a record's owner gave, "based on the customer's responses") and examples of a kind ("a range of
 * dishes, including appetizers and desserts", with the kind's word; not examples of features or data,
 * which may be the records). Spans of the noun phrases (joined by commas, "and", "or") after each marker.
 */
export function asideSpans(text: string): { basis: Span[]; example: Array<Span & { head: string }> } {
  const toks = tokens(text);
  const out = { basis: [] as Span[], example: [] as Array<Span & { head: string }> };
  const phraseFrom = (i: number): Span | undefined => {
    let end = -1;
    let j = i;
    while (j < toks.length) {
      const t = toks[j];
      if (j > i && /[.;:!?()]/.test(text.slice(toks[j - 1].end, t.start))) break;
      // "…, allowing users", "…, view the chapters": a verb after a comma starts a clause
      if (j > i && text.slice(toks[j - 1].end, t.start).includes(',') && (t.tags.includes('Verb') || /ing$/.test(t.word))) break;
      const joiner =
        /^(?:and|or|of|the|their|his|her|its|our|your|my|a|an|any|other|various|different|specific|personalized|personalised)$/.test(
          t.word,
        );
      const noun = t.tags.includes('Noun') && !t.tags.includes('Pronoun');
      const adjective =
        t.tags.includes('Adjective') || t.tags.includes('Value') || (t.tags.includes('PastTense') && !!toks[j + 1]?.tags.includes('Noun'));
      if (!(joiner || noun || adjective)) break;
      if (noun) end = t.end;
      j++;
    }
    return end > 0 ? { start: toks[i].start, end } : undefined;
  };
  for (let i = 0; i + 1 < toks.length; i++) {
    const w = toks[i].word;
    const next = toks[i + 1].word;
    if ((/^(?:based|depending)$/.test(w) && next === 'on') || (/^(?:according|tailored)$/.test(w) && next === 'to')) {
      const sp = phraseFrom(i + 2);
      // "based on the customer's responses": what a record's owner gave is records of its own
      const owned = toks.some(
        (t) => sp && t.start >= sp.start && t.end <= sp.end && t.tags.includes('Possessive') && !t.tags.includes('Pronoun'),
      );
      if (sp && !owned) out.basis.push(sp);
      continue;
    }
    const such = w === 'such' && next === 'as';
    if (such || /^(?:including|like|eg)$/.test(w)) {
      const head = toks[i - 1];
      if (!head?.tags.includes('Noun') || head.tags.includes('Pronoun') || FEATURE_HEADS.test(head.word)) continue;
      const sp = phraseFrom(i + (such ? 2 : 1));
      if (sp) out.example.push({ ...sp, head: singular(head.word) });
    }
  }
  return out;
}

/** Headings of a project brief ("User Stories:", "Bonus features:"): they name its parts, not records. */
const BRIEF_HEADINGS =
  /(?:^|[\n.!?]\s*|#+\s*)((?:user\s+stor(?:y|ies)|bonus(?:\s+features?)?|(?:key\s+|main\s+|core\s+)?features|description|requirements|acceptance\s+criteria|tier|useful\s+links(?:\s+and\s+resources)?|example\s+projects|constraints|overview|summary))\s*(?::|\n|\s-\s)/gi;

/** Screen parts whose word may also name records (a restaurant's tables): parts only where seen or acted on ("cards" and "lists" are too often records: flash cards, reading lists). */
const SCREEN_PARTS = String.raw`(?:tables?|grids?|tabs?|calendar\s+views?|list\s+views?)`;

/**
 * "see a table with all workouts", "press a button on a plant card", "filter bugs using tabs", "in a
 * dropdown list": what a user story says the person sees or clicks is part of the screen, not a record;
 * so are the headings the brief is written under. Spans of those phrases (the screen part with the words
 * before it that qualify it, not what it shows).
 */
export function interfaceSpans(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(BRIEF_HEADINGS)) {
    const start = m.index + m[0].indexOf(m[1]);
    out.push({ start, end: start + m[1].length });
  }
  const seen = new RegExp(
    String.raw`\b(?:(?:see|sees|view|views|display|displays|show|shows|render|renders|click|clicks|press|presses|tap|taps|drag|drags|open|opens|scroll)\s+(?:on\s+|through\s+)?|(?:in|on|into|onto|from|using|via|through|at\s+the\s+(?:top|bottom)\s+of)\s+)(?:an?\s+|the\s+|each\s+|every\s+|its\s+|their\s+|his\s+|her\s+)?((?:[a-z-]+\s+){0,2}?${SCREEN_PARTS})\b(?![\s-]+(?:of|for|items?|entries|records?)\b)`,
    'gi',
  );
  for (const m of text.matchAll(seen)) {
    const start = m.index + m[0].length - m[1].length;
    out.push({ start, end: start + m[1].length });
  }
  return out;
}

/** Verbs whose object is someone the app helps to do something ("bare": an infinitive without "to" may follow). */
const HELPING_VERBS =
  /^(?:(?<bare>help|helps|helping|helped|let|lets|letting)|allow|allows|allowing|enable|enables|enabling|empower|empowers|empowering|encourage|encourages|encouraging|invite|invites|inviting|teach|teaches|teaching|for|(?<aid>assist|assists|assisting|support|supports|supporting|aid|aids|aiding))$/;

/**
 * "usable by staff with no programming knowledge", "for people without technical skills", "lawyers with
 * little computer experience": what its users do not know says who can use the app, never a record or a
 * field of one. Spans of those phrases, from the preposition to the noun of skill.
 */
export function skillSpans(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(
    /\b(?:with\s+(?:no|little|limited|minimal|basic|zero|only\s+basic)|without(?:\s+(?:any|much))?|(?:no|little)\s+need\s+for|regardless\s+of(?:\s+their)?)\s+(?:prior\s+|previous\s+|formal\s+|special\s+)?(?:[a-z-]+\s+){0,2}?(?:knowledge|experience|skills?|expertise|know-how|background|training)\b/gi,
  ))
    out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * "helps businesses manage their documents", "allows families to create scrapbooks", "assists healthcare
 * professionals in writing prescriptions", "a studio for families to work together": whom the app helps
 * are its users, not records it keeps. Spans of those noun phrases (one or a list joined by commas and
 * "and"/"or"), when an infinitive or "in …ing" follows, as it does after a verb of helping; "allows
 * invoices to be sent" is about records, so a passive after the phrase keeps it.
 */
export function audienceSpans(text: string): Span[] {
  const toks = tokens(text);
  const out: Span[] = [];
  const joined = (a: Token, b: Token) => !/[.;:!?()]/.test(text.slice(a.end, b.start));
  const isNounTok = (t: Token) =>
    (t.tags.includes('Noun') || t.tags.includes('Adjective')) && !t.tags.includes('Pronoun') && !/^(?:to|and|or|in|with)$/.test(t.word);
  for (let i = 0; i < toks.length - 2; i++) {
    const verb = HELPING_VERBS.exec(toks[i].word);
    if (!verb) continue;
    // "an app for dog walkers to log walks", not "pay for sessions to attend": "for" after a noun
    if (toks[i].word === 'for' && !(toks[i - 1]?.tags.includes('Noun') && !toks[i - 1].tags.includes('Verb'))) continue;
    // the noun phrases it helps, joined by commas, "and" or "or": "parents and children", "teachers, tutors"
    let j = i + 1;
    let end = -1;
    let start = -1;
    while (j < toks.length && joined(toks[j - 1], toks[j])) {
      let k = j;
      while (k < toks.length && /^(?:the|their|its|our|your|all|both|many|busy|small|local)$/.test(toks[k].word)) k++;
      let last = -1;
      while (k < toks.length && isNounTok(toks[k]) && joined(toks[k - 1], toks[k])) last = k++;
      if (last < 0) break;
      const head = toks[last];
      if (!(head.tags.includes('Plural') || isPluralWord(head.word)) || head.tags.includes('Possessive')) break;
      if (start < 0) start = toks[j].start;
      end = head.end;
      j = last + 1;
      if (j < toks.length && /^(?:and|or)$/.test(toks[j].word)) j++;
      else if (j < toks.length && /,/.test(text.slice(head.end, toks[j].start))) {
        if (/^(?:and|or)$/.test(toks[j].word)) j++;
      } else break;
    }
    if (start < 0) continue;
    // what follows must be what they are helped to do: "to plan", "plan" (after help or let), "in writing"
    // "helps individuals effectively manage …": an adverb may stand before the verb
    let nextAt = toks.findIndex((t) => t.start >= end);
    while (nextAt >= 0 && toks[nextAt + 1] && toks[nextAt].tags.includes('Adverb') && /ly$/.test(toks[nextAt].word)) nextAt++;
    const next = nextAt >= 0 ? toks[nextAt] : undefined;
    if (!next || !joined(toks[i], next)) continue;
    const after = toks[nextAt + 1];
    const infinitive =
      next.word === 'to' && !!after && !/^(?:be|been)$/.test(after.word) && (after.tags.includes('Verb') || !after.tags.includes('Noun'));
    const bare = !!verb.groups?.bare && next.tags.includes('Verb') && !next.tags.includes('Gerund') && !next.tags.includes('PastTense');
    const gerund = !!verb.groups?.aid && /^(?:in|with)$/.test(next.word) && !!after && /ing$/.test(after.word);
    if (infinitive || bare || gerund) out.push({ start, end });
  }
  return [...out, ...servedSpans(text)];
}

/** Plural words for groups an app is made for: "for small businesses", "for plant enthusiasts". */
const SERVED_GROUPS =
  /^(?:business|company|organi[sz]ation|team|family|individual|enthusiast|nonprofit|non-profit|charity|startup|agency|professional|beginner|household|community|hobbyist|homelab|developer|freelancer|user)$/;

/**
 * "Collaborative plant management and tracking system for plant enthusiasts", "project management app
 * created for freelancers", "ERP system for small and midsize businesses": whom the software named just
 * before is for are its users, not records it keeps. Spans of those noun phrases: plural people or groups,
 * not the owner's own ("a chore tracker for my kids" keeps the kids).
 */
function servedSpans(text: string): Span[] {
  const out: Span[] = [];
  const re =
    /\b(?:app|application|platform|system|tool|software|solution|service|website|site|portal|program|manager|tracker|planner|suite)s?\s+(?:(?:specifically|especially|primarily|mainly)\s+)?(?:(?:designed|made|built|created|intended|tailored|aimed|meant)\s+)?for\s+((?:[a-z-]+\s+){0,4}?[a-z-]+)(?=\s*(?:[.,;:!?]|$))/gi;
  for (const m of text.matchAll(re)) {
    const words = m[1].toLowerCase().split(/\s+/);
    if (/^(?:my|our|his|her|its|their)$/.test(words[0])) continue;
    const head = words[words.length - 1];
    if (!isPluralWord(head) || !(SERVED_GROUPS.test(singular(head)) || agentNoun(singular(head)))) continue;
    const start = m.index + m[0].length - m[1].length;
    out.push({ start, end: start + m[1].length });
  }
  return out;
}

/**
 * "Meeting Scheduler is a business software application that …", "The Data Matcher is a tool …", and
 * every later use of that name ("BudgetOptimizerPlus also includes …"): the name the description gives
 * the software names the app, not a record. Names are capitalised words at the start of a sentence
 * followed by "is a/an", two or more capitalised words opening the text ("News Trend tracks …"; an
 * opening imperative, "Keep patients on track", is one word) and any word in camel case; a lower-case
 * "recipe box is an app" is left to the other readers.
 */
export function appNameSpans(text: string): Span[] {
  const out: Span[] = [];
  const names = new Set<string>();
  for (const m of text.matchAll(/(?:^|[.!?]\s+)((?:The\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,5})\s+(?:is|was)\s+(?:a|an|the)\s/g)) {
    const name = m[1].replace(/^The\s+/, '');
    if (/^(?:It|This|That|There|Which|What|Who|Each|Every|A|An)$/.test(name)) continue;
    names.add(name);
  }
  // "News Trend tracks …": two or more capitalised words that open the text before a lower-case word
  const opening = /^(?:The\s+)?([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){1,5})\s+[a-z]/.exec(text);
  if (opening) names.add(opening[1]);
  // "With BudgetSaver, …", "NewsHighlights is …": a word in camel case is a product's name
  for (const m of text.matchAll(/\b[A-Z][a-z]+(?:-[a-z]+)?(?:[A-Z][a-z0-9]*)+\b/g))
    out.push({ start: m.index, end: m.index + m[0].length });
  // the name as written: "the cultural traditions of …" after "Cultural Traditions is a …" are records
  for (const name of names) {
    const re = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
    for (const m of text.matchAll(re)) out.push({ start: m.index, end: m.index + name.length });
  }
  return out;
}

/**
 * "identify patterns and potential triggers", "gain insights into their health", "understand the
 * relationships between the chords", "make informed decisions": what someone comes to know or decide
 * from the records is no record itself. Spans of those objects, up to a preposition, a clause word or
 * punctuation.
 */
export function understoodSpans(text: string): Span[] {
  const lower = text.toLowerCase();
  const out: Span[] = [];
  const re =
    /\b(?:identify|identifies|identifying|understand|understands|gain|gains|gaining|uncover|uncovers|recogni[sz]e|recogni[sz]es|mak(?:e|es|ing)(?=\s+(?:more\s+)?(?:informed|better|smarter|wiser|sound|data-driven)\s+(?:[a-z-]+\s+)?decisions\b))\s+(?!(?:of|in|into|on|about|to|for|with|between|from|by|how|what|why|when|where)\b)(.+?)(?=\s+(?:in|into|of|on|about|between|where|that|which|who|to|for|from|based|over|across|within|with|by|so|while|when)\b|[,.;:!?()]|$)/g;
  for (const m of lower.matchAll(re)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * "meet evolving requirements", "leveraging best practices in software development", "built following agile
 * development principles", "adhere to coding standards": the norms a system is built to or meets are how it
 * is made, not records it keeps ("a tracker to log requirements" still keeps them: only the object of a verb
 * of conforming is read so). Spans of those objects, up to a clause word or punctuation.
 */
export function conformedSpans(text: string): Span[] {
  const lower = text.toLowerCase();
  const out: Span[] = [];
  const re =
    /\b(?:meet|meets|meeting|follow|follows|following|leverag(?:e|es|ing)|adopt|adopts|adopting|adher(?:e|es|ing)\s+to|compl(?:y|ies|ying)\s+with|conform(?:s|ing)?\s+to|embrac(?:e|es|ing))\s+((?:[a-z-]+\s+){0,3}?(?:requirements|practices|principles|standards|guidelines|conventions|methodolog(?:y|ies)))\b/g;
  for (const m of lower.matchAll(re)) {
    const start = m.index + m[0].length - m[1].length;
    out.push({ start, end: start + m[1].length });
  }
  return out;
}

const PROVIDED_SERVICES = /\b(?:provides?|providing|offers?|offering)\s+((?:[a-z-]+\s+){0,4}?services)\b/g;
const SOFTWARE = /\b(?:app|application|website|site|platform|system|mini-program|program|software|tool|portal)\b/;
/** "an app that provides …", "a website which also offers …": the software is what provides. */
const SOFTWARE_THAT = new RegExp(`${SOFTWARE.source}\\s+(?:that\\s+|which\\s+)?(?:also\\s+)?$`);

/**
 * "an app that provides information and services related to …", "a mini-program that provides convenient
 * city services", "a website to provide game information and community services": the services the software
 * itself provides are what it is for, not records it keeps ("a spa that offers massage services" still
 * keeps them). Spans of those objects.
 */
export function providedSpans(text: string): Span[] {
  const lower = text.toLowerCase();
  const out: Span[] = [];
  for (const m of lower.matchAll(PROVIDED_SERVICES)) {
    const before = lower.slice(sentenceStartAt(lower, m.index), m.index);
    const bySoftware = SOFTWARE_THAT.test(before) || (/\b(?:to|it)\s+(?:also\s+)?$/.test(before) && SOFTWARE.test(before));
    if (bySoftware) out.push({ start: m.index + m[0].length - m[1].length, end: m.index + m[0].length });
  }
  return out;
}

/** "book sessions with one of our artists": what "one of our …" picks from is a set of records. */
export function memberOfMentions(text: string, spans: Span[]): Mention[] {
  const lower = text.toLowerCase();
  const out: Mention[] = [];
  for (const m of lower.matchAll(/\bone\s+of\s+(?:our|the|their|its|his|her|my|your|these|those)\s+([a-z][a-z-]+s)\b/g)) {
    const pos = m.index + m[0].length - m[1].length;
    const key = singular(m[1]);
    if (inSpans(pos, spans) || !isPluralWord(m[1]) || isStop(key)) continue;
    out.push({ key, pos, strong: true });
  }
  return out;
}

/**
 * "assign each job to a translator", "an event is run by an organiser", "objects sit in a gallery", "sent
 * to a lab": a thing named in the singular after a preposition and "a"/"an" is one of a set of records the
 * sentence picks from. A field word ("with a date"), a unit or time word ("in a year"), a quantity or a
 * container ("in a list of"), and whom the app is for ("a tool for a freelance translator") are not.
 */
export function prepositionObjects(text: string, spans: Span[]): Mention[] {
  const toks = tokens(text);
  const lower = text.toLowerCase();
  const leadEnd = lower.search(/[.;:!?\n]|\s[-\u2013\u2014]+\s/);
  const out: Mention[] = [];
  const gap = (a: number, b: number) => phraseBreak(text, toks, a, b);
  // a number word ('a hundred') is a quantity, not a record
  const plainNoun = (i: number) => plainSingularNoun(toks[i], ['Value']);
  for (let i = 0; i + 2 < toks.length; i++) {
    const p = toks[i];
    if (!PREP_OBJECT.test(p.word) || !/^(?:a|an)$/.test(toks[i + 1].word) || gap(i, i + 1)) continue;
    if (p.tags.includes('PhrasalVerb')) continue;
    // whom the app is for: "an invoicing tool for a freelance translator"
    if (p.word === 'for' && (leadEnd < 0 || p.start < leadEnd)) continue;
    let h = i + 2;
    // "to a freelance translator", "in a walk-in freezer": an adjective before the noun qualifies it
    if (toks[h + 1] && !gap(h, h + 1) && toks[h].tags.includes('Adjective') && !toks[h].tags.includes('Noun') && plainNoun(h + 1)) h++;
    if (!plainNoun(h) || gap(i + 1, h) || inSpans(toks[h].start, spans)) continue;
    const first = h;
    while (toks[h + 1] && !gap(h, h + 1) && plainNoun(h + 1) && !toks[h + 1].tags.includes('Verb')) h++;
    const word = toks[h].word;
    const next = toks[h + 1];
    // "a lot of", "a list of members": a quantity or a container; "for a check in": a verb's noun
    if (next && !gap(h, h + 1) && (/^(?:of|who|that|in|out|up|off)$/.test(next.word) || next.tags.includes('Noun'))) continue;
    // "a list with a subject, send date and open rate": what a record is "with" is its field, unless a person
    if (p.word === 'with' && kindOf(word) !== 'person') continue;
    // "visits on a schedule", "on a rota", "on a budget": an arrangement in time or money, not a record
    if (ARRANGEMENT_WORDS.test(word)) continue;
    const key =
      h > first
        ? toks
            .slice(first, h + 1)
            .map((t) => t.word)
            .join(' ')
        : word;
    if (isStop(word) || isStop(key) || TIME_WORDS.test(word) || JUNK_NOUNS.has(plural(word)) || CHOICE_WORDS.test(word)) continue;
    if (toks[h].tags.includes('Uncountable') || (isFieldWord(word) && !ALIAS_INDEX.has(singularPhrase(key)))) continue;
    out.push({ key, pos: toks[first].start, strong: true });
  }
  return out;
}

/** Nouns of arrangements in time or money, said after "on a"/"to a". */
const ARRANGEMENT_WORDS = /^(?:schedule|rota|timetable|calendar|basis|budget|rotation|cycle|roster|deadline)$/;

/** Prepositions whose object, with "a"/"an", is one record among many. */
const PREP_OBJECT = /^(?:to|by|with|at|in|on|from|for|against|into|onto|under|inside|within)$/;

/**
 * Requirement lists: "functionalities for placing orders, order management and payment", "users should be
 * able to browse courses, submit homework and check grades". Each item that is an action or a feature
 * named by what it manages gives the record it acts on; other items (a "clean interface") give nothing.
 */
export function featureListMentions(text: string, spans: Span[]): Mention[] {
  const lower = text.toLowerCase();
  const out: Mention[] = [];
  const re =
    /\b(?:(?<lists>functionalit(?:y|ies)|functions?|features?|modules?|capabilit(?:y|ies))\s+(?:for|such\s+as|like|including|of|to)|(?:should|must|will)\s+(?:also\s+)?(?:have|include|support|provide|offer)|able\s+to|can|could)\s+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(lower))) {
    const start = m.index + m[0].length;
    if (inSpans(start, spans)) continue;
    const rest = lower.slice(start).replace(/\([^()]*\)/g, (x) => ' '.repeat(x.length));
    const end = /[.;:!?]|\b(?:so\s+that|which|where|while|because|in\s+order\s+to)\b/.exec(rest);
    const segment = end ? rest.slice(0, end.index) : rest;
    // "functionalities for registration, login, …": beside logging in, registering is how a user gets an
    // account, not a record of signing up for something
    const accountFeatures = LOGGING_IN.test(segment);
    let offset = start;
    for (const item of splitList(segment)) {
      const pos = lower.indexOf(item, offset);
      if (pos >= 0) offset = pos + item.length;
      if (pos >= 0 && inSpans(pos, spans)) continue;
      if (accountFeatures && /^(?:and\s+|or\s+)?(?:(?:user|account|member)\s+)?(?:registration|sign\s*-?\s*up)$/.test(item.trim()))
        continue;
      // the object ends where its own qualifier starts: "browse courses by type", "reply to messages from …"
      const acted = actionObject(item);
      // "functionalities for placing orders, order management and payment": after a word that lists
      // features, a plain item counts when it names a kind of record ("payment"), not a process ("search")
      const plain =
        acted === undefined && m.groups?.lists && /^[a-z\s-]+$/.test(item.trim()) ? item.trim().replace(/^(?:and|or)\s+/, '') : undefined;
      if (plain !== undefined && !ALIAS_INDEX.has(singularPhrase(plain)) && !COMMON_FIELDS[singular(plain.split(' ').pop() ?? '')])
        continue;
      const object = (acted ?? plain)
        ?.replace(LIST_BOUNDARY_TAIL, '')
        // "employee information", "customer details": the records themselves
        .replace(/\s+(?:information|info|details|data|records?|profiles?|list)$/, '');
      if (!object) continue;
      const head = headNoun(reduceItem(object));
      if (!head) continue;
      const key = singularPhrase(head);
      const last = key.split(' ').pop() ?? key;
      // "order" is a choice word ("sort order") but, as what a feature manages, the catalog's record
      if (
        isStop(key) ||
        isStop(last) ||
        TIME_WORDS.test(last) ||
        JUNK_NOUNS.has(plural(last)) ||
        (CHOICE_WORDS.test(last) && !ALIAS_INDEX.has(key))
      )
        continue;
      // "check their balance", "set the date": a value, not a record
      if (isFieldWord(last) && !ALIAS_INDEX.has(key) && !isPluralWord(head.split(' ').pop() ?? '')) continue;
      // before "management" or "scheduling" a word is a noun by its place ("program scheduling")
      const named = item.trim().startsWith(object);
      const tags = tagTerms(head).pop()?.tags ?? [];
      if (!named && !tags.includes('Noun') && !isPluralWord(last) && !ALIAS_INDEX.has(key)) continue;
      out.push({ key, pos: pos >= 0 ? pos : start, strong: true });
    }
  }
  return out;
}

/**
 * "Collaborative plant management and tracking system", "event management and ticketing platform", "project
 * management, time tracking and invoicing": a feature named by what it manages names that record, wherever
 * it stands (software blurbs list features without "functionalities for"). One noun, or a compound, right
 * before the feature word.
 */
export function managedMentions(text: string, spans: Span[]): Mention[] {
  const toks = tokens(text);
  const out: Mention[] = [];
  for (let i = 1; i < toks.length; i++) {
    if (!/^(?:management|tracking|scheduling|monitoring|administration)$/.test(toks[i].word)) continue;
    const n = toks[i - 1];
    if (/[^\s-]/.test(text.slice(n.end, toks[i].start)) || inSpans(n.start, spans)) continue;
    // "and tracking", "the management", "custom monitoring": a joiner, determiner or adjective is no record;
    // a word the tagger reads as a verb is a noun by its place ("garden management")
    if (
      n.tags.some(
        (g) =>
          g === 'Pronoun' ||
          g === 'Determiner' ||
          g === 'Conjunction' ||
          g === 'Adjective' ||
          g === 'Preposition' ||
          g === 'Adverb' ||
          g === 'PastTense',
      ) ||
      /(?:ing|ed)$/.test(n.word)
    )
      continue;
    // "a warehouse management system": the app's own kind, which the readers of kinds of app weigh
    if (
      /^\s+(?:system|app|application|platform|tool|website|site|software|portal|mini-program)\b/.test(text.slice(toks[i].end).toLowerCase())
    )
      continue;
    const key = singularPhrase(n.word);
    // "browse monitoring data": a verb of using the app
    if (ACTION_VERBS.has(key) && !NOUN_VERBS.has(key)) continue;
    if (isStop(key) || TIME_WORDS.test(key) || JUNK_NOUNS.has(plural(key)) || isFieldWord(key) || SCREEN_FEATURE_NOUNS.test(key)) continue;
    out.push({ key, pos: n.start, strong: true });
  }
  return out;
}

/**
 * A list of what the app does, as catalogue blurbs write it: "Online invoicing, project management, time
 * tracking and proposal software", "(product catalog, ordering, accounting, job scheduling)". When most
 * of a list's items are activities, each names the record it makes (its other items are read by the other readers).
 */
export function activityListMentions(text: string, spans: Span[]): Mention[] {
  const out: Mention[] = [];
  const lower = text.toLowerCase();
  const segments: Array<{ text: string; start: number }> = [];
  const paren = /\(([^()]*)\)/g;
  let p: RegExpExecArray | null;
  while ((p = paren.exec(lower))) segments.push({ text: p[1], start: p.index + 1 });
  const flat = lower.replace(/\([^()]*\)/g, (x) => ' '.repeat(x.length));
  let from = 0;
  for (const end of [...flat.matchAll(/[.;:!?\n]/g)].map((x) => x.index!).concat(flat.length)) {
    segments.push({ text: flat.slice(from, end), start: from });
    from = end + 1;
  }
  for (const seg of segments) {
    // the list starts after the word that opens it: "recipe manager with category and tag management, …"
    const opener = /^.*\b(?:with|including|includes|include|such as|like|offering|offers|for)\s+/.exec(seg.text.split(',')[0]);
    const body = opener ? seg.text.slice(opener[0].length) : seg.text;
    const items = splitList(body.replace(/,?\s+(?:and|&)\s+(?:more|much more|others)\b.*$|,?\s+etc\b.*$/, ''));
    const records = activityList(items);
    if (!records) continue;
    let offset = seg.start + (opener ? opener[0].length : 0);
    for (const [n, it] of items.entries()) {
      const record = records[n];
      const pos = lower.indexOf(it.trim(), offset);
      if (pos >= 0) offset = pos + it.trim().length;
      const at = pos >= 0 ? pos : seg.start;
      if (inSpans(at, spans)) continue;
      if (!record || isStop(record)) continue;
      out.push({ key: record, pos: at, strong: true });
    }
  }
  return out;
}

const LIST_BOUNDARY_TAIL =
  /\s+(?:with|where|that|which|by|in|on|at|from|for|to|of|via|per|into|across|between|as|through|within|without|according|based)\s.*$/;
