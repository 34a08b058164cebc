// Relations between the analysed entities: stated pairs ("a project has many tasks"), the prompt's verbs
// and prepositions, clauses that name a record with its people and things, and what a person would assume.
import { COMMON_FIELDS, KIND_ICON } from './domains.ts';
import { inferField, parseFieldDsl, relationField, splitList, uniq } from './fields.ts';
import { JOIN_VERBS, prepositionFacts, sentenceStartAt, tokens, verbFacts, type Token } from './grammar.ts';
import {
  CATALOGUE_HEADS,
  DISPLAY_FIELD_NAMES,
  MAX_ENTITIES,
  PARTICIPLES,
  TIME_WORDS,
  MANAGE_VERBS,
  TRANSACTION_WORDS,
  WORK_ITEMS,
  inSpans,
  type AnalysedEntity,
  type Mention,
  type Pair,
  type Span,
} from './lexicon.ts';
import { isPluralWord, pascal, singularPhrase, snake, tagTerms, wordTable, words } from './nlp.ts';
import { agentNoun, headNoun, holdsOne, isStop, kindOf, pluralLabel, resolveNoun, type Resolved } from './nouns.ts';

/** "a project has many tasks", "tasks belong to a project", "link tasks to projects". */
export function findRelationPairs(text: string): Pair[] {
  const lower = text.toLowerCase();
  const pairs: Pair[] = [];
  const np = '([a-z][a-z-]*(?:\\s+[a-z][a-z-]*)?)';
  const det = '(?:an?\\s+|the\\s+|one\\s+|each\\s+|every\\s+|their\\s+|its\\s+)?';
  const patterns: Array<[RegExp, 'cp' | 'pc']> = [
    [
      new RegExp(
        // ("a member may have several loans": a modal verb is no part of the noun before it)
        `${np}\\s+(?:(?:can|may|might|could|will|would|should|must|often|usually|also)\\s+)?(?:has|have|contains?|includes?|contain|include)\\s+(?:many|multiple|several|one\\s+or\\s+more|a\\s+list\\s+of|lots\\s+of|any\\s+number\\s+of)\\s+${np}`,
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
      let np1 = m[1].replace(/\s+(?:and|or|with|who|that|which|but|can|may|might|could|will|would|should|must|often|usually|also)$/, '');
      const np2 = m[2].replace(/\s+(?:and|or|with|who|that|which|but)$/, '');
      // "action items come out of meetings and are assigned to a director": after "and" the verb is the
      // sentence's subject's, not the noun just before it
      if (/\s(?:and|or)$/.test(m[1]) && /^(?:is|are)$/.test(m[0].slice(m[1].length).trim().split(/\s+/)[0])) {
        const start = sentenceStartAt(lower, m.index, '.;:!?\n');
        const [first, second] = lower.slice(start, m.index).trim().split(/\s+/);
        const compound = !!second && tagTerms(second).every((t) => t.tags.includes('Noun') && !t.tags.includes('Verb'));
        const subject = compound ? `${first} ${second}` : first;
        if (!subject || subject.startsWith(np1)) continue;
        np1 = subject;
      }
      const a = headNoun(np1);
      const b = headNoun(np2);
      if (!a || !b) continue;
      // "a translator is assigned to each film": one for each of the others is theirs (Film.translator)
      // "a coroner is assigned to the case": one (indefinite) for the record already named (definite) is
      // the record's too; "the coach is assigned to a team" stays the coach's
      const indefinite = /(?:^|[^a-z])(?:a|an)\s+$/.test(lower.slice(Math.max(0, m.index - 4), m.index)) || /^(?:a|an)\s/.test(m[1]);
      const eachGets =
        order === 'cp' &&
        (/\b(?:assigned|allocated)\s+to\s+(?:each|every)\s/.test(m[0]) ||
          (indefinite && /\b(?:assigned|allocated)\s+to\s+the\s/.test(m[0]))) &&
        !isPluralWord(a);
      // "mechanics are assigned to jobs": people put on pieces of work are each job's
      const onWork =
        order === 'cp' &&
        /\b(?:assigned|allocated)\s+to\s/.test(m[0]) &&
        kindOf(singularPhrase(a)) === 'person' &&
        WORK_ITEMS.test(pascal(singularPhrase(b)));
      const [child, parent] = order === 'cp' && !eachGets && !onWork ? [a, b] : [b, a];
      const c = singularPhrase(child);
      const p = singularPhrase(parent);
      if (isStop(c) || isStop(p) || c === p) continue;
      pairs.push({ child: c, parent: p, pos: m.index });
    }
  }
  return pairs;
}

/** Verbs of answering whose act is kept as a record of its own, named by the verb's noun. */
const RESPONSE_NOUNS: Record<string, string> = wordTable({ reply: 'reply', replies: 'reply', respond: 'response', responds: 'response' });

/**
 * "reply to messages", "respond to reviews": a reply is a record of its own, kept under what it answers
 * (as "comment on posts" makes a Comment of a Post), so the phrase names both and the link between them.
 */
export function findResponsePairs(text: string): Pair[] {
  const pairs: Pair[] = [];
  for (const m of text
    .toLowerCase()
    .matchAll(/\b(reply|replies|respond|responds)\s+to\s+(?:the\s+|their\s+|other\s+|all\s+)?([a-z][a-z-]*s)\b/g)) {
    const parent = singularPhrase(m[2]);
    if (isStop(parent) || !isPluralWord(m[2])) continue;
    pairs.push({ child: RESPONSE_NOUNS[m[1]], parent, pos: m.index });
  }
  return pairs;
}

/** Words for the work of keeping a thing in order, and the record each piece of that work is. */
const UPKEEP_NOUNS: Record<string, string> = wordTable({
  maintenance: 'maintenance',
  servicing: 'maintenance',
  upkeep: 'maintenance',
  repair: 'repair',
  repairs: 'repair',
});

/**
 * "track the maintenance of my bike", "the servicing of our boilers", "log repairs to my van": the thing
 * worked on is a record, and each piece of work done on it is a record of its own, kept under it, as
 * "reply to messages" names a Reply of a Message. Only where the work is said as such (after an article, a
 * possessive, a verb of keeping records or a preposition): "fleet maintenance for our vans" names the
 * business, not its records.
 */
export function findUpkeepPairs(text: string): Pair[] {
  const pairs: Pair[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(
    /\b(maintenance|servicing|upkeep|repairs?)\s+(?:of|to|on)\s+(?:the\s+|my\s+|our\s+|their\s+|his\s+|her\s+|its\s+|your\s+|each\s+|every\s+|all\s+|a\s+|an\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)/g,
  )) {
    if (!UPKEEP_SAID.test(lower.slice(0, m.index))) continue;
    // ("the maintenance of my bike and its parts": the words up to a list or a clause are the thing)
    const ws = m[2].split(/\s+/);
    const thing = ws.length > 1 && /^(?:and|or|with|that|which|who|over|in|at|by|from|so)$/.test(ws[1]) ? ws[0] : m[2];
    const parent = singularPhrase(thing);
    if (isStop(parent) || TIME_WORDS.test(parent) || !resolveNoun(parent)) continue;
    pairs.push({ child: UPKEEP_NOUNS[m[1]], parent, pos: m.index });
  }
  return pairs;
}

/** What may come right before work said as records: the start, a mark, an article or possessive, a verb of keeping, a preposition. */
const UPKEEP_SAID = new RegExp(
  `(?:^|[^a-z\\s]\\s*|\\b(?:(?:the|my|our|their|his|her|its|your|any|all|regular|routine|scheduled|planned|upcoming|past|every|each|of|for|about|on|with|and|or|do|does|did|need|needs|book|books)|${MANAGE_VERBS})\\s+)$`,
);

/** What a piece of work done on a thing has, where the prompt lists nothing of it: what was done, when, and what it cost. */
const UPKEEP_FIELDS = ['work_done:string!', 'date:date!', 'cost:number'];

/**
 * The records of work findUpkeepPairs names, given what such work has when the prompt said nothing of
 * their fields (only the guesses of their kind: a name, a date, notes).
 */
export function shapeUpkeepRecords(text: string, entities: AnalysedEntity[], lookup: (p: string) => string | undefined): void {
  for (const p of findUpkeepPairs(text)) {
    const e = entities.find((x) => x.name === lookup(p.child));
    if (!e || e.catalog) continue;
    // ("track the maintenance of my bike: date, what was done, cost": the list after the phrase is the
    // work's, which the list reader gave the last noun before the colon, the bike)
    const thing = entities.find((x) => x.name === lookup(p.parent));
    const list = /^[a-z]+\s+(?:of|to|on)\s+[a-z' -]+?\s*:([^.;!?]*)/i.exec(text.slice(p.pos));
    if (thing && thing !== e && list) {
      const said = new Set(splitList(list[1]).map((item) => inferField(item, () => undefined)?.name));
      const listed = thing.fields.filter((f) => f.type !== 'relation' && said.has(f.name));
      if (listed.length) {
        thing.fields = thing.fields.filter((f) => !listed.includes(f));
        e.fields = [...listed, ...e.fields.filter((f) => f.type === 'relation')];
        continue;
      }
    }
    if (!e.fields.every((f) => f.type === 'relation' || /^(?:name|title|date|notes|description)$/.test(f.name))) continue;
    const own = UPKEEP_FIELDS.map(parseFieldDsl);
    e.fields = [...own, ...e.fields.filter((f) => f.type === 'relation' || f.name === 'notes')];
  }
}

/**
 * "categorize their expenses", "users can categorize toys", "input income and expenses, categorize them":
 * to categorise records is to file each under a category the app keeps, so the phrase names a Category
 * and the link to it, as "reply to messages" names a Reply. Where the prompt says what into ("into
 * different topics", "by genre"), or the verb is a participle ("categorized by genre"), the rules for
 * those phrases read it instead.
 */
export function findCategorisedPairs(text: string): Pair[] {
  const toks = tokens(text);
  const pairs: Pair[] = [];
  const sep = (a: Token, b: Token) => /[,.;:!?()]/.test(text.slice(a.end, b.start));
  const plural = (t: Token | undefined) =>
    !!t && t.tags.includes('Noun') && !t.tags.includes('Pronoun') && isPluralWord(t.word) && /^[a-z]{3,}s$/.test(t.word);
  for (let i = 0; i < toks.length; i++) {
    // "browse novels by category", "filter products by category": records looked through by their
    // category are each of one
    if (/^categor(?:y|ies)$/.test(toks[i].word) && toks[i - 1]?.word === 'by' && !sep(toks[i - 1], toks[i])) {
      const o = toks[i - 2];
      const verb = toks.slice(Math.max(0, i - 5), i - 2).some((t) => t.tags.includes('Verb') && !t.tags.includes('Noun'));
      // (the tagger may read the object as a verb: "browse films")
      if (o && isPluralWord(o.word) && /^[a-z]{3,}s$/.test(o.word) && !o.tags.includes('Pronoun') && verb && !sep(o, toks[i - 1])) {
        const child = singularPhrase(o.word);
        if (!isStop(child) && !TIME_WORDS.test(child)) pairs.push({ child, parent: 'category', pos: o.start });
      }
      continue;
    }
    if (!/^categori[sz](?:e|es|ing|ation)$/.test(toks[i].word)) continue;
    // "add tags or labels to categorize the playlists": the sentence's tags are the categories
    const sentence = text.slice(sentenceStartAt(text, toks[i].start, '.!?;'), toks[i].start).toLowerCase();
    if (/\b(?:tags?|labels?|folders?|groups?|genres?|topics?|collections?|categories)\b/.test(sentence)) continue;
    if (/ation$/.test(toks[i].word)) {
      // "course categorization", "diary categorization": the act named after what it files
      const o = toks[i - 1];
      if (
        o &&
        !sep(o, toks[i]) &&
        o.tags.includes('Noun') &&
        !o.tags.includes('Pronoun') &&
        !isPluralWord(o.word) &&
        /^[a-z]{3,}$/.test(o.word)
      ) {
        const child = singularPhrase(o.word);
        if (!isStop(child) && !TIME_WORDS.test(child)) pairs.push({ child, parent: 'category', pos: o.start });
      }
      continue;
    }
    let k = i + 1;
    // "categorizing, filtering and archiving podcasts": the verbs listed after it act on the same records
    if (/ing$/.test(toks[i].word))
      while (toks[k] && sep(toks[k - 1], toks[k]) && /^[a-z]{3,}ing$/.test(toks[k].word) && toks[k].tags.includes('Verb')) {
        k++;
        if (/^(?:and|or)$/.test(toks[k]?.word ?? '') && /^[a-z]{3,}ing$/.test(toks[k + 1]?.word ?? '')) k += 2;
      }
    while (toks[k] && /^(?:their|the|all|your|my|our|its|these|those)$/.test(toks[k].word)) k++;
    const objs: Token[] = [];
    let end = k;
    if (toks[k]?.word === 'them' && !sep(toks[i], toks[k])) {
      // "them": the last plural record named before, in the same sentence, with one listed before it by "and"
      const s = sentenceStartAt(text, toks[i].start, '.!?;');
      const at = toks.findLastIndex((t, n) => n < i && t.start >= s && plural(t));
      if (at >= 0) {
        objs.push(toks[at]);
        const before = toks[at - 2];
        if (/^(?:and|or)$/.test(toks[at - 1]?.word ?? '') && before?.tags.includes('Noun') && !sep(before, toks[at])) objs.push(before);
      }
    } else {
      // "their income and expenses": a list of up to three records, the last one plural
      for (let n = 0; n < 3 && toks[end]; n++) {
        const t = toks[end];
        if (!t.tags.includes('Noun') || t.tags.includes('Pronoun') || sep(toks[end - 1], t)) break;
        objs.push(t);
        if (!/^(?:and|or)$/.test(toks[end + 1]?.word ?? '') || sep(t, toks[end + 1])) break;
        end += 2;
      }
      if (!plural(objs[objs.length - 1])) continue;
    }
    // "… into different topics", "… by genre", "… under headings": the phrase names what into
    const obj = toks[toks[k]?.word === 'them' ? k : end];
    const next = toks[toks.indexOf(obj) + 1];
    if (!objs.length || (next && /^(?:into|by|under|as|in|with|per)$/.test(next.word) && !sep(obj, next))) continue;
    for (const o of objs) {
      const child = singularPhrase(o.word);
      if (!isStop(child) && !TIME_WORDS.test(child)) pairs.push({ child, parent: 'category', pos: o.start });
    }
  }
  return pairs;
}

/** Things that hold other things ("units of a building", "lessons of a course", "variables of a data set"). */
export const CONTAINER_WORDS =
  /(?:^|[A-Z])(?:Building|Property|Location|Warehouse|Apiary|Garden|Bed|Tank|Course|Project|Deck|Gallery|Campaign|Category|Collection|Team|Department|Club|Restaurant|Store|Shop|Farm|Site|Venue|Policy|Account|Workout|Trip|Album|Playlist|Board|Folder|Freezer|Shelf|Room|Stage|Event|Menu|Grant|Funder|Household|Family|Dataset|DataSet|Spreadsheet)$/;

/** Records of a place at an occasion: a ticket for a gig, a booking of a class. */
const PLACE_AT = /(?:Ticket|Booking|Reservation|Registration|Signup|SignUp|Enrollment|Enrolment|Attendance|Rsvp|RSVP)$/;

/** Whether `from` has a link field to `to`. */
function refers(from: AnalysedEntity, to: AnalysedEntity): boolean {
  return from.fields.some((f) => f.type === 'relation' && f.target === to.name);
}

/** Whether the two records are linked either way. */
function linked(a: AnalysedEntity, b: AnalysedEntity): boolean {
  return refers(a, b) || refers(b, a);
}

/** Heads of a kind, level or plan that people are on or hold ("MembershipPlan", "PriceTier", "TicketType"). */
const HELD_KINDS = /(?:^|[a-z])(?:Plan|Package|Tier|Level|Type|Category|Kind|Class|Grade|Band|Rate|Status)$/;

/** Link `from` to `to` unless they are one record, already linked either way, or `from` has a field of that name. */
function linkOnce(from: AnalysedEntity, to: AnalysedEntity): void {
  if (from === to || linked(from, to) || from.fields.some((f) => f.name === snake(to.name))) return;
  from.fields.push(relationField(to.name));
}

/**
 * Relations a person would assume from a list of entities ("clients, projects and invoices",
 * "policies and claims"): a transaction points at the people and the thing it involves; an item
 * points at the one container of its kind in the app. Only where the prompt said nothing.
 */
export function linkImplied(entities: AnalysedEntity[]): void {
  // a record the prompt's verbs show happening ("members log their ascents") is a transaction too
  // ("service records with date, cost and what was done", "burials (name of deceased, date of burial)": a record
  // dated as itself that the prompt gives details of is a happening too)
  const dated = (e: AnalysedEntity) =>
    !['person', 'place'].includes(e.kind) &&
    e.fields.some((f) => ['date', 'datetime'].includes(f.type) && (f.name === 'date' || f.name === `${snake(e.name)}_date`)) &&
    e.fields.some(
      (f) =>
        f.type !== 'relation' &&
        !['date', 'datetime'].includes(f.type) &&
        !DISPLAY_FIELD_NAMES.has(f.name) &&
        !/^(?:description|notes?)$/.test(f.name),
    );
  const isTransaction = (e: AnalysedEntity) =>
    TRANSACTION_WORDS.test(e.name) || (!e.catalog && (e.kind === 'event' || e.kind === 'log')) || dated(e);
  // "place orders … and make payments": a payment pays for the app's order, booking or invoice
  const PAYABLE = /(?:Order|Booking|Reservation|Invoice|Rental|Hire|Enrollment|Enrolment|Subscription|Registration|Bill|Fine)$/;
  const payable = [...entities].sort((a, b) => a.pos - b.pos).find((x) => PAYABLE.test(x.name));
  if (payable)
    for (const e of entities)
      if (
        /(?:Payment|Refund|Deposit)$/.test(e.name) &&
        e !== payable &&
        !entities.some((x) => x !== e && refers(e, x) && PAYABLE.test(x.name))
      )
        linkOnce(e, payable);
  // "customers, orders and deliveries": a delivery or shipment carries out the app's order (or purchase, sale)
  const ordered = [...entities].sort((a, b) => a.pos - b.pos).find((x) => /(?:Order|Purchase|Sale)$/.test(x.name));
  if (ordered)
    for (const e of entities)
      if (
        /(?:Delivery|Shipment|Dispatch|Consignment)$/.test(e.name) &&
        e !== ordered &&
        !entities.some((x) => x !== e && refers(e, x) && /(?:Order|Purchase|Sale)$/.test(x.name))
      )
        linkOnce(e, ordered);
  // a category some records are already filed under ("categorize their expenses") is theirs, not everyone's
  const containers = entities.filter(
    (e) =>
      CONTAINER_WORDS.test(e.name) &&
      !TRANSACTION_WORDS.test(e.name) &&
      !(/Category$/.test(e.name) && entities.some((x) => x.kind !== 'person' && refers(x, e))),
  );
  for (const e of entities) {
    // (a label or tag is put on records, it is no item of a project or a board)
    if (containers.includes(e) || /(?:Category|Label|Tag)$/.test(e.name)) continue;
    // an item of the one container of the app: "units" of "buildings", "photos" in "collections"
    const own = containers.filter((c) => c !== e && !entities.some((x) => x !== e && x !== c && refers(e, x) && refers(x, c)));
    if (own.length === 1 && !linked(e, own[0]) && (e.kind !== 'person' || /Team|Club|Department|Household|Family/.test(own[0].name)))
      linkOnce(e, own[0]);
  }
  for (const e of entities) {
    // "customers call us out; a callout is assigned to a locksmith", "members pay rent", "tenants raise
    // requests": a sum of money passes between people, and a piece of work is asked for by someone, done by
    // someone and done to something, as a booking is; a sum set aside to spend (a budget, an allowance)
    // passes between no one
    const owed = (e.kind === 'money' && !/(?:Budget|Allowance)$/.test(e.name)) || WORK_ITEMS.test(e.name);
    if (!isTransaction(e) && !owed) continue;
    const people = entities.filter((x) => x !== e && x.kind === 'person');
    const related = people.filter((p) => linked(e, p));
    for (const p of people)
      if (related.length < 3 && !linked(e, p)) {
        linkOnce(e, p);
        related.push(p);
      }
    if (!isTransaction(e) && !WORK_ITEMS.test(e.name)) continue;
    const hasThing = entities.some((x) => x !== e && x.kind !== 'person' && refers(e, x));
    if (!hasThing) {
      // (a piece of work is done to a thing, never to a sum of money: a CRM's task is not of its deal)
      const work = !isTransaction(e);
      const things = entities.filter(
        (x) => x !== e && x.kind !== 'person' && !isTransaction(x) && !refers(x, e) && !(work && x.kind === 'money'),
      );
      const before = things.filter((x) => x.pos < e.pos);
      let pick = before.length ? before.reduce((a, b) => (b.pos > a.pos ? b : a)) : things[0];
      // "problems on the walls … members log their sends": what is done is done to the thing named within
      // the nearer one (a problem on a wall, a route of a setter), the most specific thing listed before it
      // (only what people log: a rating or an order is of whatever the other rules make it)
      const within = e.kind === 'log' ? before.filter((x) => x !== pick && pick && refers(x, pick)) : [];
      if (within.length === 1) pick = within[0];
      if (pick) linkOnce(e, pick);
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
            !isTransaction(x) &&
            !entities.some((y) => y !== e && refers(y, x)) &&
            !refers(x, held[0]) &&
            !refers(held[0], x) &&
            !refers(x, e),
        )
        .sort((a, b) => b.pos - a.pos);
      if (loose[0]) linkOnce(e, loose[0]);
    }
  }
  // "venues host gigs, fans buy tickets", "we run classes, members book a spot": a ticket or booking is a
  // place at the one kind of occasion the app holds (one that is no one's taking part itself), so it is of it
  const occasions = entities.filter(
    (x) => x.kind === 'event' && !TAKING_PART.test(x.name) && (!TRANSACTION_WORDS.test(x.name) || /(?:Session|Lesson)$/.test(x.name)),
  );
  const held = occasions.filter((x) => !occasions.some((y) => y !== x && refers(x, y)));
  if (held.length === 1)
    for (const e of entities) if (PLACE_AT.test(e.name) && e !== held[0] && !occasions.some((o) => linked(e, o))) linkOnce(e, held[0]);
  // "children and parents", "kids, guardians": a child's record points at the parent's
  const guardian = entities.find((x) => /^(?:Parent|Guardian|Carer|Caregiver)$/.test(x.name));
  if (guardian)
    for (const e of entities)
      if (/^(?:Child|Kid|Pupil|Camper|Swimmer|Toddler|Baby|Infant)$/.test(e.name) && !linked(e, guardian)) linkOnce(e, guardian);
  // a thing listed right after a person it belongs to: "clients, projects", "policyholders, policies"
  const order = [...entities].sort((a, b) => a.pos - b.pos);
  for (let i = 1; i < order.length; i++) {
    const e = order[i];
    const prev = order[i - 1];
    if (e.kind === 'person' || prev.kind !== 'person' || isTransaction(e) || CONTAINER_WORDS.test(e.name)) continue;
    // unless it already points at something listed before it
    const earlier = e.fields.some((f) => f.type === 'relation' && (entities.find((x) => x.name === f.target)?.pos ?? 0) < e.pos);
    if (earlier) continue;
    // "members and membership plans", "customers, subscription tiers": a kind of what the person has is
    // shared by many people, so the person points at it (no plan belongs to one member)
    if (HELD_KINDS.test(e.name) && !linked(prev, e)) linkOnce(prev, e);
    else linkOnce(e, prev);
  }
}

/**
 * "members: name, email, membership plan … plans: name, monthly fee": a typed-in field named by a kind of
 * another record the app keeps ("<word> plan" beside Plan) is a link to one of them, named as the prompt says
 * it; a guess the other way round (Plan.member) gives way.
 */
export function linkFieldsNamingRecords(entities: AnalysedEntity[]): void {
  for (const e of entities)
    for (const [i, f] of e.fields.entries()) {
      if (!['string', 'text'].includes(f.type) || f.values?.length) continue;
      const m = /^([a-z]+)_([a-z]+)$/.exec(f.name);
      if (!m || m[1] === snake(e.name)) continue;
      const target = entities.find((x) => x !== e && snake(x.name) === m[2]);
      if (!target || refers(e, target) || entities.some((x) => snake(x.name) === m[1])) continue;
      // only a guess the other way round (optional, named after its target) gives way
      const back = target.fields.findIndex((x) => x.type === 'relation' && x.target === e.name && x.name === snake(e.name) && !x.required);
      if (refers(target, e) && back < 0) continue;
      if (back >= 0) target.fields.splice(back, 1);
      e.fields[i] = { ...relationField(target.name), name: f.name };
    }
}

/** Records that remind or tell someone of something. */
const REMINDERS = /(?:Reminder|Notification|Alert|Alarm)$/;

/**
 * "reminders to patients for their upcoming check-ups", "alerts about overdue invoices": a reminder is of the
 * record named after "for/of/about/before" in its own clause (past whom it goes to), not that record's.
 */
export function linkReminders(text: string, entities: AnalysedEntity[], lookup: (p: string) => string | undefined): void {
  const toks = tokens(text);
  const byName = (n: string | undefined) => entities.find((e) => e.name === n);
  for (let i = 0; i < toks.length; i++) {
    const e = byName(lookup(toks[i].word));
    if (!e || !REMINDERS.test(e.name)) continue;
    for (let k = i + 1; k < i + 9 && toks[k]; k++) {
      if (/[.;:!?()]/.test(text.slice(toks[k - 1].end, toks[k].start))) break;
      if (!/^(?:for|of|about|before)$/.test(toks[k].word)) continue;
      let n = k + 1;
      // ("their upcoming inspections", "the next overdue invoice": determiners and modifiers say which ones)
      while (
        toks[n] &&
        !lookup(toks[n].word) &&
        (ANCHOR_SKIP.test(toks[n].word) ||
          /^(?:upcoming|next|overdue|due|late|missed|scheduled)$/.test(toks[n].word) ||
          toks[n].tags.includes('Adjective')) &&
        n < k + 4
      )
        n++;
      const next = toks[n + 1];
      const target = byName((next && lookup(`${toks[n]?.word} ${next.word}`)) || lookup(toks[n]?.word ?? ''));
      if (target && target !== e && target.kind !== 'person' && !REMINDERS.test(target.name)) {
        // a guess the other way round (the happening pointing at its reminder) gives way
        target.fields = target.fields.filter((f) => !(f.type === 'relation' && f.target === e.name && !f.required));
        linkOnce(e, target);
      }
      break;
    }
  }
}

/** Records of a judgement, and the people whose work is judging. */
const JUDGEMENTS = /(?:Review|Rating|Assessment|Evaluation|Appraisal|Critique|Verdict|Scorecard)$/;
const JUDGES = /(?:Reviewer|Assessor|Judge|Examiner|Referee|Evaluator|Marker|Grader|Appraiser|Panell?ist)$/;

/**
 * "assessors are assigned to proposals, each assessor writes a review": a judgement written by a judge is of
 * the one record the judge is linked to that it is not yet linked to (Review.proposal).
 */
export function linkJudgedRecords(entities: AnalysedEntity[]): void {
  for (const e of entities) {
    if (!JUDGEMENTS.test(e.name)) continue;
    for (const judge of entities.filter((p) => JUDGES.test(p.name) && refers(e, p))) {
      const judged = entities.filter(
        (t) =>
          t !== e &&
          t !== judge &&
          t.kind !== 'person' &&
          !JUDGES.test(t.name) &&
          !JUDGEMENTS.test(t.name) &&
          linked(t, judge) &&
          !linked(e, t),
      );
      if (judged.length === 1) linkOnce(e, judged[0]);
    }
  }
}

/** "refer" → Referral, "vote" → Vote, "donate" → Donation: the record a verb names, when the app has it. */
export function nominalOf(verb: string, entities: AnalysedEntity[]): AnalysedEntity | undefined {
  const stem = verb
    .replace(/ies$/, 'y')
    .replace(/(?:es|s|ed|d)$/, '')
    .replace(/e$/, '');
  if (stem.length < 3) return undefined;
  // "enter" → Entry, "deliver" → Delivery: a verb in -er/-ter loses its e before the noun's -y
  const stems = [stem, ...(/[^aeiou]e[rl]$/.test(stem) ? [`${stem.slice(0, -2)}${stem.slice(-1)}`] : [])];
  return entities.find((e) => {
    const n = e.name.toLowerCase();
    return stems.some((st) => n.startsWith(st) && /^(?:|e|s|y|al|ral|ion|ation|ment|ing|ance|ence|ure)$/.test(n.slice(st.length)));
  });
}

/**
 * "doctors refer patients to specialists; each referral has …", "reviewers are assigned papers and write
 * reviews": a record that happens relates to the people and things named with it in the same clause, and
 * so does the record a clause's verb names.
 */
export function linkByClause(text: string, entities: AnalysedEntity[], lookup: (p: string) => string | undefined): void {
  const refers = (a: AnalysedEntity, b: AnalysedEntity) => a.fields.some((f) => f.type === 'relation' && f.target === b.name);
  const happening = (e: AnalysedEntity) => TRANSACTION_WORDS.test(e.name) || e.kind === 'event' || e.kind === 'log';
  const lower = text.toLowerCase();
  for (const clause of lower.split(/[.;!?:()\n]|,\s+|\s+-\s+|\s+(?:but|while|whereas|plus)\s+/)) {
    const ws = clause.match(/[a-z][a-z'-]*/g) ?? [];
    const named: AnalysedEntity[] = [];
    let verbRecord: AnalysedEntity | undefined;
    for (let i = 0; i < ws.length; i++) {
      const n = (ws[i + 1] && lookup(`${ws[i]} ${ws[i + 1]}`)) || lookup(ws[i]);
      const e = n ? entities.find((x) => x.name === n) : undefined;
      if (e && !named.includes(e)) named.push(e);
      else if (!e && i >= 0 && tagTerms(ws[i]).some((t) => t.tags.includes('Verb') && !t.tags.includes('Noun')))
        verbRecord ??= nominalOf(ws[i], entities);
    }
    // "owners, pets, appointments, vaccinations and prescriptions": a clause that only lists records says
    // nothing of how a happening relates to a thing, but for whoever takes part ("suppliers and deliveries")
    const listOnly = ws.every(
      (w, i) => lookup(w) || (ws[i + 1] && lookup(`${w} ${ws[i + 1]}`)) || (i > 0 && lookup(`${ws[i - 1]} ${w}`)) || LIST_WORDS.test(w),
    );
    const records = uniq([...named.filter(happening), ...(verbRecord ? [verbRecord] : [])]);
    for (const r of records)
      for (const x of named) {
        // the record the verb names is of everything the clause names ("owners enter their dogs in
        // classes" → an Entry of a dog in a class), a class or session that happens included
        // (a class or ride people go to is not one person's: "members enjoy our classes" says nothing of whose)
        const attended = x.kind === 'person' && r.kind === 'event' && !TRANSACTION_WORDS.test(r.name);
        const participant = r === verbRecord || (!happening(x) && !attended);
        if (x === r || !participant || refers(r, x) || refers(x, r)) continue;
        // (two records that each happen or are worked on, "activities and tasks", may still be of one another)
        if (listOnly && x.kind !== 'person' && !WORK_ITEMS.test(x.name) && !agentNoun(words(x.name).pop()!.toLowerCase())) continue;
        // "tickets have a priority and we record every comment": a comment, a note or a photo is written about
        // the happening, so it is the comment that points at the ticket
        if (x.kind === 'content' && r !== verbRecord && !TRANSACTION_WORDS.test(x.name) && named.indexOf(x) > named.indexOf(r))
          x.fields.push(relationField(r.name));
        else r.fields.push(relationField(x.name));
      }
  }
}

/** Words that join the records of a list and say nothing more. */
const LIST_WORDS = /^(?:and|or|&|plus|also|the|their|our|its|his|her|all|any|both|then)$/;

/** Whoever books, registers, pays or attends acts as a person, as a record the catalog does not know may ("swimmers pay", "potters book kilns"). */
const actsAsPerson = (e: AnalysedEntity) => e.kind === 'person' || (e.kind === 'thing' && !e.catalog);

/** Verbs of choosing or using something that exists apart from the chooser ("scouts earn badges"). */
const CHOOSE_VERBS = /^(?:use|uses|used|pick|picks|picked|choose|chooses|chose|select|selects|earn|earns|earned|sit|sits)$/;

/** Verbs of looking through records, which say nothing of whose they are. */
const LOOK_VERBS = /^(?:browse|browses|search|searches|explore|explores|discover|discovers|compare|compares|filter|filters)$/;

/** Relations the prompt's verbs and prepositions state: "bands book rooms", "inspections of hives". */
export function linkByGrammar(
  text: string,
  entities: AnalysedEntity[],
  lookup: (p: string) => string | undefined,
  warnings: string[],
): void {
  // "log vet treatments and weights over time": what is logged happens, it is not a thing of its own
  for (const m of text.toLowerCase().matchAll(/\b(?:log|logs|record|records)\s+([^.;:!?()]+)/g)) {
    // ("log each dose taken": one of them counted is each of many logged)
    const ws = m[1].split(/[\s,]+/).slice(0, 6);
    for (const [n, w] of ws.entries()) {
      const e = entities.find((x) => x.name === lookup(w));
      if (e && e.kind === 'thing' && !e.catalog && (isPluralWord(w) || /^(?:each|every)$/.test(ws[n - 1] ?? ''))) e.kind = 'log';
    }
  }
  // "dogs stay in kennels during a stay", "brides come for fittings", "patients come in for tests": what
  // something happens during, and what people come for, is an occasion, a record that happens; what
  // someone comes for is theirs (a fitting is one bride's, not a join of many brides and many fittings)
  for (const m of text
    .toLowerCase()
    .matchAll(
      /\b(?:([a-z]+)\s+(?:(?:can|will|may|usually|often|also|then)\s+)*)?(during|(?:come|comes|came|coming)\s+(?:in\s+|back\s+)?for)\s+(?:(?:a|an|the|each|every|their|his|her|its|one|regular)\s+)?([a-z]+)(?:\s+([a-z]+))?/g,
    )) {
    const e = entities.find((x) => x.name === ((m[4] && lookup(`${m[3]} ${m[4]}`)) || lookup(m[3])));
    if (e?.kind !== 'thing' || e.catalog) continue;
    e.kind = 'event';
    const who = m[1] && m[2] !== 'during' ? entities.find((x) => x.name === lookup(m[1])) : undefined;
    if (who && who !== e && actsAsPerson(who)) linkOnce(e, who);
  }
  const byName = (n: string) => entities.find((e) => e.name === n);
  const happens = (e: AnalysedEntity) => TRANSACTION_WORDS.test(e.name) || ['event', 'log', 'money'].includes(e.kind);
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
    // "carers do calls to service users", "reminders to patients": a record that happens goes to whom it is for;
    // a thing given to someone ("lend instruments to pupils") is not theirs, its loan is
    const parent = byName(p.parent);
    if (p.to && !(child && parent?.kind === 'person' && happens(child))) continue;
    // "ratings for each book" yes; "members of the club" (a person of a thing) stays unlinked only if reversed already
    if (child && !refers(byName(p.parent) ?? child, p.child)) link(child, p.parent);
  }
  for (const f of verbFacts(text, lookup)) {
    const subj = byName(f.subject);
    const obj = byName(f.object);
    // "customers order plants", "guests order drinks": many people ordering a thing is a record of each order
    // (only the base form after a subject: "customer orders" is a noun compound as often as a clause)
    // (not where the object has its own fields, "sites order pours (volume, strength)": that is the order)
    const joinName =
      JOIN_VERBS[f.verb] ?? (f.verb === 'order' && f.subject && !/^order\s+[a-z -]+\(/.test(text.slice(f.pos)) ? 'Order' : undefined);
    // "users can book rooms", "people enrol in courses": the app's users keep no record of their own, so
    // the booking or enrolment is a record of the room or course alone ("register an account" makes the account: taking part is said with a preposition, "register for")
    const madeNotJoined =
      /^(?:sign|signs|register|registers|enrol|enroll|enrols|enrolls|apply|applies|subscribe|subscribes)$/.test(f.verb) && !f.prep;
    if (!f.subject && obj && joinName && !madeNotJoined) {
      joinOf(joinName, f.verb, obj, entities, warnings);
      continue;
    }
    if (!subj || !obj) continue;
    // "customers book appointments": the appointment is already the record of the booking
    // "volunteers sign up for shifts", "students enrol in lessons": a shift or lesson exists before anyone
    // signs up, so taking part is a record of its own
    const takesPart =
      /^(?:sign|signs|register|registers|enrol|enroll|enrols|enrolls|join|joins|apply|applies|attend|attends|rsvp|subscribe|subscribes)$/.test(
        f.verb,
      );
    // "scouts sign up for camps", "bands book rooms": whoever books, registers or attends acts as a person
    if (joinName && actsAsPerson(subj)) subj.kind = 'person';
    if (joinName && !takesPart && TRANSACTION_WORDS.test(obj.name) && !/Set|Game|Play|Match|Test|Report/.test(obj.name)) {
      link(obj, subj.name);
      continue;
    }
    // "clients book shoots", "parents book a party", "customers book callouts": a happening one client books
    // for themselves is itself the booking, and belongs to them; one many people book into (a class, a trek,
    // an experience day) is booked by a record of each place taken
    if (
      joinName &&
      /^(?:book|books|reserve|reserves)$/.test(f.verb) &&
      !f.prep &&
      obj.kind === 'event' &&
      subj.kind === 'person' &&
      COMMISSIONED.test(obj.name) &&
      !entities.some((e) => e !== subj && e !== obj && namesOfJoin(joinName, resolveNoun(joinName.toLowerCase())).includes(e.name))
    ) {
      link(obj, subj.name);
      continue;
    }
    if (joinName) {
      // "bands book rooms; each booking has …": the booking the prompt names; else one is made
      const r = resolveNoun(joinName.toLowerCase());
      const joinNames = namesOfJoin(joinName, r);
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
        // (an order a customer places is dated and counted; the catalog's Order is a restaurant's, with tables)
        const ordered = !JOIN_VERBS[f.verb];
        join = joinRecord(
          ordered ? undefined : r,
          joinName,
          `${pluralLabel(f.subject)} and the ${pluralLabel(f.object).toLowerCase()} they ${joinVerb(f.verb)}.`,
          [subj, obj],
          ordered ? ['date:date', 'quantity:integer', 'status:enum(new,confirmed,delivered,cancelled)=new'] : [],
        );
        if (entities.some((e) => e.name === join!.name)) continue;
        entities.push(join);
      }
      link(join, subj.name);
      link(join, obj.name);
      continue;
    }
    // "members log their ascents", "pickers log bins": what people log is a record of something happening
    if (
      /^(?:log|logs|record|records|report|reports|submit|submits|file|files|raise|raises)$/.test(f.verb) &&
      obj.kind === 'thing' &&
      !obj.catalog
    )
      obj.kind = 'log';
    if (/^(?:is|are|be|manage|manages|track|tracks|see|sees|view|need|needs|want|wants|get|gets|belong|belongs)$/.test(f.verb)) continue;
    // "students browse jobs", "guests search rooms": whoever looks through records does not own them
    if (LOOK_VERBS.test(f.verb)) continue;
    // "witnesses give evidence at an inquest", "items are logged against a case": whoever acts on something of
    // their own at a record is there, so holds the link to it, whether or not the record happens
    if (f.over) {
      if (!refers(obj, subj.name)) link(subj, obj.name);
      continue;
    }
    if (f.prep) {
      // "parents volunteer at events", "robots compete in competitions": many of each take part in many of the other
      if (f.many && happens(obj) && !happens(subj) && !refers(subj, obj.name) && !refers(obj, subj.name)) {
        if (joinBoth(subj, obj, entities)) continue;
      }
      // "a customer asks for a quote": a record that happens is of whoever acts on it
      if (happens(obj) && !happens(subj)) {
        if (!refers(subj, obj.name)) link(obj, subj.name);
        continue;
      }
      // "donations come from parents", "employees work in departments", "books sit on a shelf": the
      // subject is at, from or of what follows its preposition
      if (!refers(obj, subj.name)) link(subj, obj.name);
      continue;
    }
    // "cars come in for a job": after a phrasal verb, the subject is at or of the one record named
    if (f.at) {
      if (!refers(obj, subj.name)) link(subj, obj.name);
      continue;
    }
    // "technicians visit sites" where visits are records: the Visit is of both, neither is the other's
    const named = nominalOf(f.verb, entities);
    if (named && named !== subj && named !== obj) {
      link(named, subj.name);
      link(named, obj.name);
      continue;
    }
    // "scouts earn badges", "projects use yarns", "students pick a project": what is chosen or used exists
    // before and apart from whoever chooses it, it is not theirs ("parents pick up children" is another verb)
    if (CHOOSE_VERBS.test(f.verb) && !/^[a-z]+\s+up\b/i.test(text.slice(f.pos)) && !refers(obj, subj.name)) {
      link(subj, obj.name);
      continue;
    }
    // "sellers list products", "owners have dogs", "teachers teach classes": the object is the subject's
    if (!refers(subj, obj.name)) link(obj, subj.name);
  }
}

/** Words between a subject and its verb that leave the verb the subject's ("members can also pay"). */
const AUXILIARY = /^(?:can|will|may|should|must|could|would|also|then|often|usually|always|each|every|to)$/;

/**
 * "members pay an annual fee", "tenants pay rent monthly": people paying is a record of each payment,
 * theirs (the one the prompt names, a Payment, Fee or Rent record, or a new Payment).
 */
export function linkPayments(
  text: string,
  entities: AnalysedEntity[],
  lookup: (p: string) => string | undefined,
  warnings: string[],
): void {
  const toks = tokens(text);
  for (let j = 1; j < toks.length; j++) {
    const v = toks[j];
    if (!/^(?:pay|pays)$/.test(v.word) || !v.tags.includes('Verb') || v.tags.includes('Noun')) continue;
    let i = j - 1;
    while (i > 0 && AUXILIARY.test(toks[i].word)) i--;
    if (/[,.;:!?()]/.test(text.slice(toks[i].end, toks[i + 1].start))) continue;
    const subj = entities.find((e) => e.name === lookup(toks[i].word));
    if (!subj || !actsAsPerson(subj)) continue;
    // what is paid, said as the verb's object: "an annual fee", "rent", "invoices" (not "pay for items",
    // "pay per visit", "pay online": those say what for or how, not a sum owed)
    let k = j + 1;
    while (toks[k] && (/^(?:a|an|the|their|its|his|her|our|my|any|each|every)$/.test(toks[k].word) || toks[k].tags.includes('Adjective')))
      k++;
    const object = toks[k];
    if (!object?.tags.includes('Noun') || /[,.;:!?()]/.test(text.slice(v.end, object.start))) continue;
    // "parents pay invoices", "members pay annual dues": a record the prompt names is what they pay
    const named = entities.find((e) => e !== subj && e.name === lookup(object.word));
    if (named) {
      linkOnce(named, subj);
      continue;
    }
    subj.kind = 'person';
    let pay = entities.find((e) => e !== subj && /(?:Payment|Fee|Rent)$/.test(e.name));
    if (!pay) {
      if (entities.length >= MAX_ENTITIES) {
        warnings.push(`"${toks[i].word} ${v.word}" was not given a record of its own (too many entities).`);
        continue;
      }
      pay = joinRecord(undefined, 'Payment', `What ${pluralLabel(subj.name).toLowerCase()} pay.`, [subj], ['amount:number!', 'date:date']);
      pay.kind = 'money';
      entities.push(pay);
    }
    linkOnce(pay, subj);
  }
}

/** Records of taking part in or paying for something, which are no happening one books places at. */
const TAKING_PART = new RegExp(`(?:${[...new Set(Object.values(JOIN_VERBS))].join('|')}|Order|Payment|Sale|Invoice|Ticket|Entry)$`);

/** Words for room at a happening, which people book a number of ("book places", "reserve seats on a tour"). */
const ROOM_WORDS = /^(?:places?|spaces?|seats?|spots?)$/;

/**
 * Bookings the verb says with no record as its object: "customers book places (on a walk)", a number of
 * places at the happening the prompt keeps (the one named after "on"/"for", else the first it names), and
 * "looms members can book", the object named before the people who book it.
 */
export function linkUnsaidBookings(
  text: string,
  entities: AnalysedEntity[],
  lookup: (p: string) => string | undefined,
  warnings: string[],
): void {
  const byWord = (w: string | undefined) => (w ? entities.find((e) => e.name === lookup(w)) : undefined);
  const book = (subj: AnalysedEntity, obj: AnalysedEntity, verb: string, extra: string[]) => {
    const joinName = JOIN_VERBS[verb];
    const r = resolveNoun(joinName.toLowerCase());
    const names = [joinName, r?.name, r?.catalog?.name].filter((x): x is string => !!x);
    let join = entities.find((e) => e !== subj && e !== obj && names.some((n) => e.name === n || e.name.endsWith(n)));
    if (!join) {
      if (entities.length >= MAX_ENTITIES) {
        warnings.push(
          `"${pluralLabel(subj.name).toLowerCase()} ${joinVerb(verb)} ${pluralLabel(obj.name).toLowerCase()}" was not given a record of its own (too many entities).`,
        );
        return;
      }
      join = joinRecord(r, joinName, `${pluralLabel(subj.name)} and the ${pluralLabel(obj.name).toLowerCase()} they ${joinVerb(verb)}.`, [
        subj,
        obj,
      ]);
      for (const f of extra) if (!join.fields.some((x) => x.name === f.split(':')[0])) join.fields.push(parseFieldDsl(f));
      entities.push(join);
    }
    linkOnce(join, subj);
    linkOnce(join, obj);
    if (actsAsPerson(subj)) subj.kind = 'person';
  };
  const lower = text.toLowerCase();
  const AUX = '(?:(?:can|will|may|also|then|often|usually)\\s+)*';
  for (const m of lower.matchAll(
    new RegExp(
      `\\b([a-z]+)\\s+${AUX}(book|books|reserve|reserves)\\s+(?:their\\s+|a\\s+)?([a-z]+)(?:\\s+(?:on|for|at|in)\\s+(?:a|an|the|each|every|one)?\\s*([a-z]+))?`,
      'g',
    ),
  )) {
    if (!ROOM_WORDS.test(m[3]) || byWord(m[3])) continue;
    const subj = byWord(m[1]);
    if (!subj || !isPluralWord(m[1]) || TRANSACTION_WORDS.test(subj.name)) continue;
    // the happening the places are at: named after the preposition, else the first the prompt keeps
    const at = byWord(m[4]) ?? entities.filter((e) => e.kind === 'event' && !TAKING_PART.test(e.name)).sort((a, b) => a.pos - b.pos)[0];
    if (!at || at === subj || at.kind === 'person') continue;
    book(subj, at, m[2], [`${m[3].replace(/s?$/, 's')}:integer`]);
  }
  // "6 floor looms members can book,": a modal verb with no object after it acts on the plural before its subject
  for (const m of lower.matchAll(
    /\b([a-z]+)\s+([a-z]+)\s+(?:can|may|will)\s+(book|reserve|rent|hire|borrow)\b(?=\s*(?:[,.;:!?)]|and\b|$))/g,
  )) {
    const obj = byWord(m[1]);
    const subj = byWord(m[2]);
    if (!obj || !subj || obj === subj || !isPluralWord(m[1]) || !isPluralWord(m[2])) continue;
    if (!actsAsPerson(subj)) continue;
    book(subj, obj, m[3], []);
  }
}

/** "sign up for" for sign/signs, else the verb's base form: how a join record's description says what people do. */
const joinVerb = (verb: string) => (verb === 'sign' || verb === 'signs' ? 'sign up for' : verb.replace(/s$/, ''));

/**
 * A new join record (a booking, an enrolment) between the records it links, named by the catalog entry its
 * word resolves to when there is one (with up to three of that entry's own fields), placed after the last of them.
 */
/**
 * The names a join's record may already have in the app: its own, its word's, its catalog record's; a hire
 * is also the rental or loan the prompt names ("car rentals … customers hire cars": one record).
 */
function namesOfJoin(joinName: string, r: Resolved | undefined): string[] {
  const rental = joinName === 'Hire' ? resolveNoun('rental') : undefined;
  return [joinName, r?.name, r?.catalog?.name, ...(rental ? ['Rental', rental.name, rental.catalog?.name] : [])].filter(
    (x): x is string => !!x,
  );
}

/** Happenings one client commissions for themselves: a photo shoot, a party, a callout, a catered event, a house move. */
const COMMISSIONED =
  /(?:^|[a-z])(?:Shoot|Party|Callout|Event|Move|Wedding|Function|Celebration|Installation|Consultation|Survey|Job|Removal|Photoshoot)$/;

function joinRecord(
  r: Resolved | undefined,
  joinName: string,
  description: string,
  ends: AnalysedEntity[],
  own: string[] = [],
): AnalysedEntity {
  // ("riders hire bikes": a hire no catalog knows still runs from a start to an end, as any hire does)
  const base = (r?.catalog ? r.catalog.fields : own.length || joinName !== 'Hire' ? own : COMMON_FIELDS.hire)
    .map(parseFieldDsl)
    .filter((x) => x.type !== 'relation' && !DISPLAY_FIELD_NAMES.has(x.name));
  return {
    name: r?.name ?? joinName,
    description,
    fields: [...ends.map((e) => relationField(e.name, true)), ...base.slice(0, 3)],
    icon: r?.catalog?.icon ?? KIND_ICON.event,
    kind: 'event',
    catalog: r?.catalog?.name,
    samples: [],
    pos: Math.max(...ends.map((e) => e.pos)) + 1,
  };
}

/**
 * The record of the app's users acting on `obj` with a joining verb ("users book rooms": a Booking of a
 * room), the one the prompt names or a new one; none when `obj` is itself the record of the act ("book
 * appointments") or the app is full.
 */
function joinOf(joinName: string, verb: string, obj: AnalysedEntity, entities: AnalysedEntity[], warnings: string[]): void {
  if (TRANSACTION_WORDS.test(obj.name) || obj.kind === 'person') return;
  const r = resolveNoun(joinName.toLowerCase());
  const joinNames = namesOfJoin(joinName, r);
  let join = entities.find((e) => e !== obj && joinNames.some((n) => e.name === n || e.name.endsWith(n) || e.catalog === n));
  if (!join) {
    if (entities.length >= MAX_ENTITIES) {
      warnings.push(`"${verb} ${obj.name}" was not given a record of its own (too many entities).`);
      return;
    }
    join = joinRecord(r, joinName, `The ${pluralLabel(obj.name).toLowerCase()} people ${joinVerb(verb)}.`, [obj]);
    entities.push(join);
  }
  linkOnce(join, obj);
}

/** A join record between two entities, the earlier named first ("EventParent"); false when the app is full. */
function joinBoth(a: AnalysedEntity, b: AnalysedEntity, entities: AnalysedEntity[]): boolean {
  const [whole, part] = a.pos <= b.pos ? [a, b] : [b, a];
  const name = `${whole.name}${part.name}`;
  if (entities.some((e) => e.name === name)) return true;
  if (entities.length >= MAX_ENTITIES) return false;
  entities.push({
    name,
    description: `Which ${pluralLabel(part.name).toLowerCase()} go with which ${pluralLabel(whole.name).toLowerCase()}.`,
    fields: [relationField(whole.name, true), relationField(part.name, true)],
    icon: KIND_ICON.event,
    kind: 'event',
    samples: [],
    pos: Math.max(a.pos, b.pos) + 1,
  });
  return true;
}

/** Explicit relation pairs ("a project has many tasks", "inspections of hives"): the child points at its parent. */
export function linkPairs(pairs: Pair[], entities: AnalysedEntity[], lookup: (p: string) => string | undefined): void {
  for (const p of pairs) {
    const child = lookup(p.child);
    const parent = lookup(p.parent);
    if (!child || !parent || child === parent) continue;
    const e = entities.find((x) => x.name === child)!;
    if (e.fields.some((f) => f.type === 'relation' && f.target === parent)) continue;
    // "toys (name, category)" made a text field before Category was known to be a record
    const i = e.fields.findIndex((f) => f.name === snake(parent) && ['string', 'text', 'enum'].includes(f.type));
    if (i >= 0) e.fields[i] = relationField(parent);
    else e.fields.push(relationField(parent));
    // "jobs with …, and parts used on each job" made the parent a field of the sentence's words ("parts used
    // on"): a name ending in a preposition is a fragment, and the record it named is now a record of its own
    const whole = entities.find((x) => x.name === parent);
    if (whole)
      whole.fields = whole.fields.filter(
        (f) =>
          !(
            ['string', 'text', 'datetime'].includes(f.type) &&
            f.name.startsWith(snake(child)) &&
            /_(?:on|at|for|in|to|by|of|per|against)$/.test(f.name)
          ),
      );
  }
}

/**
 * "feeds and feed items", "orders with order lines", "patients and patient notes": a record named by
 * another record's name and a head of its own is one of that record's (an item of a feed), unless the
 * head names a kind or catalogue of it ("room types", "loan products"). Read before the guesses by kind,
 * which would otherwise tie it to whatever was named just before it.
 */
export function linkByCompoundName(entities: AnalysedEntity[]): void {
  for (const e of entities) {
    const owner = entities
      .filter((x) => x !== e && e.name.startsWith(x.name) && /^[A-Z][a-z]/.test(e.name.slice(x.name.length)))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (owner && !CATALOGUE_HEADS.test(e.name.slice(owner.name.length))) linkOnce(e, owner);
  }
}

/**
 * "tracking vendor performance metrics", "customer feedback", "plant care tips": a record named with
 * another record's name before it, where the two words are not one entity's name, is of that record,
 * as a compound name is ("VendorMetric"); a kind or catalogue head turns it round ("expense categories":
 * an expense has a category). People in a role ("pet owners", "team members") are left to the rules
 * that know whose they are.
 */
export function linkByModifier(text: string, entities: AnalysedEntity[], lookup: (p: string) => string | undefined): void {
  const toks = tokens(text);
  const byName = (n: string | undefined) => entities.find((e) => e.name === n);
  const joined = (a: Token, b: Token) => !/[^\s]/.test(text.slice(a.end, b.start));
  for (let i = 1; i < toks.length; i++) {
    const mod = toks[i - 1];
    const t = toks[i];
    if (!joined(mod, t) || isPluralWord(mod.word) || /'/.test(mod.word) || !mod.tags.includes('Noun') || !t.tags.includes('Noun')) continue;
    // a noun before it in the same phrase makes the modifier part of a longer name ("sound sample loops")
    if (toks[i - 2] && joined(toks[i - 2], mod) && toks[i - 2].tags.includes('Noun') && !toks[i - 2].tags.includes('Determiner')) continue;
    const owner = byName(lookup(mod.word));
    const next = toks[i + 1];
    const two = next && joined(t, next) ? lookup(`${t.word} ${next.word}`) : undefined;
    const named = byName(two ?? lookup(t.word));
    if (!owner || !named || owner === named || lookup(`${mod.word} ${t.word}`)) continue;
    if (named.kind === 'person' || owner.kind === 'person') continue;
    if (CATALOGUE_HEADS.test(named.name)) linkOnce(owner, named);
    else linkOnce(named, owner);
  }
}

/**
 * Records whose kind says what they are of, when the prompt names them only in a list of features
 * ("warehouse management, inbound and outbound, product information", "waybill management, vehicle
 * management", "alerts and devices", "share files"): a movement of stock is of a product, an order of
 * the product or service on offer, a message is sent in a chat, a waybill is carried by a vehicle, an alert or reading comes from a device, a share or download is of a file, a fault
 * is a machine's, a talk is given by a speaker. Only when the app has exactly one record of that other kind, and the record points at none of them yet.
 */
const KIND_OF: Array<[RegExp, RegExp]> = [
  [
    /(?:^|[a-z])(?:Inventory|Stock|StockLevel|StockMovement|Inbound|Outbound|Restock|Replenishment|Procurement)$/,
    /^(?:Product|Item|Goods|Good|Material|Part|Commodity|Merchandise|Sku|Article)$/,
  ],
  // what is ordered or bought may be a service as well as goods
  [
    /(?:^|[a-z])(?:Cart|CartItem|Order|OrderItem|Purchase|PurchaseOrder)$/,
    /^(?:Product|Item|Goods|Good|Material|Part|Commodity|Merchandise|Sku|Article|Service)$/,
  ],
  [/(?:^|[a-z])(?:Waybill|Shipment|Consignment|Dispatch|Transport|Haul|Freight)$/, /^(?:Vehicle|Truck|Van|Lorry|Bus|Fleet)$/],
  [/(?:^|[a-z])(?:Message|ChatMessage)$/, /^(?:Chat|GroupChat|ChatGroup|Group|Conversation|ChatRoom|Room|Channel|Thread)$/],
  [/(?:^|[a-z])(?:Alert|Alarm|Reading|Fault|Malfunction|Telemetry)$/, /^(?:Device|Equipment|Sensor|Machine|Meter)$/],
  [/(?:^|[a-z])(?:Share|ShareLink|Download|Transfer|Transmission)$/, /^(?:File|Document|Attachment|Upload)$/],
  // "lifts in each building, faults reported": a fault is a machine's, whatever machine the app keeps
  [
    /(?:^|[a-z])(?:Fault|Defect|Breakdown|Malfunction)$/,
    /^(?:Lift|Elevator|Escalator|Boiler|Clock|Watch|Appliance|Asset|Pump|Printer|Computer|Laptop|Vehicle|Car|Van|Truck|Bike|Bicycle|Tractor|Crane|Generator|Instrument|Tool|Heater|Furnace)$/,
  ],
  // "talks, speakers, rooms": a talk is given by a speaker (the catalog's Speaker presents at an Event, whatever
  // the app calls what is presented)
  [
    /(?:^|[a-z])(?:Talk|Presentation|Keynote|Lecture|Session|Workshop|Seminar|Webinar|Panel)$/,
    /^(?:Speaker|Presenter|Lecturer|Panelist|Panellist)$/,
  ],
];

/**
 * Parts of a whole, by their names: the questions of a survey, the items on a list, the lines of an invoice,
 * the steps of a project, the lessons of a course, the episodes of a series, the stops of a route. A part
 * points at the one whole of that kind in the app; a link the other way round (a Show with an episode
 * field, from a guess by kind) is turned round, since a whole holds many parts.
 */
const PART_OF: Array<[RegExp, RegExp]> = [
  [/(?:^|[a-z])Question$/, /^(?:Survey|Questionnaire|Quiz|Exam|Test|Poll|Form|Assessment)$/],
  [/(?:^|[a-z])(?:Response|Submission)$/, /^(?:Survey|Questionnaire|Quiz|Poll|Form)$/],
  [/(?:^|[a-z])Answer$/, /^(?:Question|Survey|Questionnaire|Quiz|Poll|Form)$/],
  [/(?:^|[a-z])Item$/, /(?:^|[a-z])(?:List|Checklist|Wishlist|Registry)$/],
  [/(?:^|[a-z])(?:Line|LineItem)$/, /^(?:Order|Invoice|Quote|Estimate|Receipt|Bill|PurchaseOrder)$/],
  [/(?:^|[a-z])(?:Step|Phase|Subtask|Milestone)$/, /^(?:Project|Recipe|Workflow|Process|Procedure|Plan|Goal|Guide|Tutorial|Routine|Task)$/],
  [/(?:^|[a-z])Task$/, /^(?:Workflow|Process|Checklist|Sprint|Routine|TodoList)$/],
  [/(?:^|[a-z])(?:Lesson|Module|Lecture)$/, /^(?:Course|Curriculum|Program|Programme)$/],
  [/(?:^|[a-z])Chapter$/, /^(?:Book|Story|Novel|Manuscript|Textbook|Course)$/],
  [/(?:^|[a-z])Episode$/, /^(?:Series|Show|Podcast|Season|Programme)$/],
  [/(?:^|[a-z])(?:Photo|Image|Picture|Page)$/, /^(?:Scrapbook|Photobook|Portfolio|Yearbook|Album)$/],
  [/(?:^|[a-z])(?:Stop|Waypoint)$/, /^(?:Route|Trip|Tour|Itinerary|Journey)$/],
];

/** Links records to what their kind (KIND_OF) or their being a part (PART_OF) says they are of. */
export function linkByRecordKind(entities: AnalysedEntity[]): void {
  for (const [record, of] of KIND_OF) {
    const targets = entities.filter((x) => of.test(x.name));
    if (targets.length !== 1) continue;
    for (const e of entities) if (record.test(e.name)) linkOnce(e, targets[0]);
  }
  for (const [part, whole] of PART_OF) {
    const wholes = entities.filter((x) => whole.test(x.name));
    if (wholes.length !== 1) continue;
    const w = wholes[0];
    for (const e of entities) {
      if (e === w || !part.test(e.name)) continue;
      const back = w.fields.findIndex((f) => f.type === 'relation' && f.target === e.name);
      if (back >= 0 && !refers(e, w)) w.fields.splice(back, 1);
      linkOnce(e, w);
    }
  }
}

/** Words that name which one of a record another record holds, not a record of their own ("current tenant"). */
const ROLE_MODIFIER =
  /^(?:Current|Previous|Former|Prior|Main|Primary|Secondary|Lead|Head|Home|Away|Assigned|Preferred|Default|Backup|Original|Next|Last|Usual|Regular|Responsible)(?=[A-Z])/;

/**
 * "each unit has one current tenant", "the primary contact": a record named by a role word and another
 * record's name is that record in a role, so the link points at it (Unit.current_tenant → Tenant) and no
 * second record of the same people is kept.
 */
export function foldRoleRecords(entities: AnalysedEntity[]): void {
  for (let i = entities.length - 1; i >= 0; i--) {
    const e = entities[i];
    const m = ROLE_MODIFIER.exec(e.name);
    const base = m && entities.find((x) => x.name === e.name.slice(m[0].length));
    if (!base) continue;
    for (const x of entities) {
      if (x === e) continue;
      for (const f of x.fields) if (f.type === 'relation' && f.target === e.name) f.target = base.name;
      // a record already linked to the base keeps one link to it
      const links = x.fields.filter((f) => f.type === 'relation' && f.target === base.name);
      if (x === base) x.fields = x.fields.filter((f) => !(f.type === 'relation' && f.target === base.name));
      else if (links.length > 1 && links.some((f) => f.name === snake(base.name)) && links.some((f) => f.name !== snake(base.name)))
        x.fields = x.fields.filter((f) => !(f.type === 'relation' && f.target === base.name && f.name === snake(base.name)));
    }
    entities.splice(i, 1);
  }
}

/** Generic guess: a log/event/money/content entity without relations points at the first thing/place/person. */
export function linkByKind(entities: AnalysedEntity[]): void {
  if (entities.length > 1) {
    for (const e of entities) {
      if (!['event', 'money', 'log', 'content'].includes(e.kind)) continue;
      if (e.fields.some((f) => f.type === 'relation')) continue;
      if (e.catalog && entities.some((x) => x.fields.some((f) => f.type === 'relation' && f.target === e.name))) continue;
      // the nearest thing or place named before it ("apiaries, hives and inspections": an inspection is of a hive)
      // (or a record that holds others, whatever its kind: "plan trips by searching for flights")
      const before = entities.filter(
        (x) =>
          x !== e && x.pos < e.pos && (x.kind === 'thing' || x.kind === 'place' || (x.kind !== 'person' && CONTAINER_WORDS.test(x.name))),
      );
      const nearest =
        before.length > 1 && before.every((x) => x.kind === 'place') ? before.reduce((a, b) => (b.pos > a.pos ? b : a)) : undefined;
      const nearestThing = before.length ? before.reduce((a, b) => (b.pos > a.pos ? b : a)) : undefined;
      // (never a part already of this one: "shows and episodes" where an episode is of its show)
      let thing =
        nearest ??
        nearestThing ??
        ['thing', 'place'].map((k) => entities.find((x) => x !== e && x.kind === k && !refers(x, e))).find(Boolean);
      // "games (title, players), plays with a date and winner": a record after this one that has a date of its
      // own, linked to nothing, happens to it (a Play of a Game), it is not what the game is of
      if (
        !before.length &&
        thing &&
        thing.pos > e.pos &&
        thing.kind === 'thing' &&
        !CONTAINER_WORDS.test(thing.name) &&
        !thing.fields.some((f) => f.type === 'relation' && entities.find((x) => x.name === f.target)?.kind !== 'person') &&
        (thing.fields.some((f) => f.type === 'date' || f.type === 'datetime') ||
          TRANSACTION_WORDS.test(thing.name) ||
          // "trips with date and spot, and every catch": what is named after a record that holds things is held by it
          CONTAINER_WORDS.test(e.name))
      ) {
        thing.fields.push(relationField(e.name));
        thing = undefined;
      }
      const person = entities.find((x) => x !== e && x.kind === 'person');
      const owners = e.kind === 'event' || e.kind === 'log' ? [thing, person] : [thing ?? person];
      for (const o of owners) if (o && !e.fields.some((f) => f.name === snake(o.name))) e.fields.push(relationField(o.name));
    }
  }
}

/** Words between a preposition or verb and its noun that say nothing about which record it is. */
const ANCHOR_SKIP = /^(?:a|an|the|each|every|one|their|its|our|my|his|her|your|any|some|another)$/;
/** Prepositions that tie a record to another ("parts used on each job", "comments on tasks"). */
const TIE_PREP = /^(?:on|in|to|for|at|from|against|under|into|by|of|per|with)$/;
/** Verbs whose object is the subject's own detail ("each booking has a start time"), never a record it points at. */
const DETAIL_VERBS =
  /^(?:has|have|had|gets?|got|includes?|contains?|holds?|needs?|shows?|records?|stores?|notes?|lists?|tracks?|logs?|takes?|costs?|lasts?|says?|is|are|was|were|be|can|could|may|might|will|would|should|must|do|does|did)$/;

/**
 * Entities a prompt names only as one end of a relation to an entity it names elsewhere: "parts used on
 * each job", "services done by garages", "each plant is of a species", "every project uses one language",
 * "customers' cars", "comments on tasks", "tickets … linked to a device". Most relations a prompt states
 * are missed because one end was never found, not because the link was misread: the relation's grammar
 * is itself the evidence that its other end is a record. `known` are the entity keys other rules found;
 * the pairs returned name the new end as child or parent (and are linked like any stated pair).
 */
export function findAnchoredPairs(text: string, known: Set<string>, spans: Span[]): { pairs: Pair[]; agents: Mention[] } {
  const toks = tokens(text);
  const heads = new Set([...known].map((k) => k.split(' ').pop()!));
  const out: Pair[] = [];
  const agents: Mention[] = [];
  const gap = (a: Token | undefined, b: Token | undefined) => !a || !b || /[,.;:!?()\-–—&/"]/.test(text.slice(a.end, b.start));
  /** A known entity ending at token i: a two-word key, else the word. */
  const anchorAt = (i: number): { key: string; start: number } | undefined => {
    const t = toks[i];
    if (!t || !/^[a-z]/.test(t.word)) return undefined;
    const one = singularPhrase(t.word.replace(/'s?$/, ''));
    const p = toks[i - 1];
    if (p && !gap(p, t) && known.has(`${singularPhrase(p.word)} ${one}`)) return { key: `${singularPhrase(p.word)} ${one}`, start: i - 1 };
    return known.has(one) || (heads.has(one) && known.has(one)) ? { key: one, start: i } : undefined;
  };
  /** A noun at token i that could name a record: a noun, no field or time word, resolvable. */
  const newNoun = (i: number, listed = false, inList = false): string | undefined => {
    const t = toks[i];
    if (!t || t.tags.includes('Pronoun') || (!inList && inSpans(t.start, spans))) return undefined;
    // "comments on tasks": taggers call a listed plural a verb
    if (!t.tags.includes('Noun') && !(listed && /^[a-z][a-z-]+s$/.test(t.word) && !t.tags.includes('Adjective'))) return undefined;
    if (t.tags.includes('Possessive') && !isPluralWord(t.word.replace(/'s?$/, ''))) return undefined;
    const key = singularPhrase(t.word.replace(/'s?$/, ''));
    if (known.has(key) || isStop(key) || TIME_WORDS.test(key)) return undefined;
    // a word that names a typed value ("a start date", "a price") is a field, whatever its grammar
    const asField = inferField(key, () => undefined);
    if (asField && !['string', 'text', 'enum'].includes(asField.type)) return undefined;
    const r = resolveNoun(key);
    return r && r.key === key ? key : undefined;
  };
  /** The first token after determiners from k, within the clause. */
  const skipDet = (k: number): number => {
    while (toks[k] && ANCHOR_SKIP.test(toks[k].word) && !gap(toks[k], toks[k + 1])) k++;
    return k;
  };
  const isParticiple = (t: Token | undefined) =>
    !!t && (PARTICIPLES.test(t.word) || (t.tags.includes('Verb') && (t.tags.includes('PastTense') || t.tags.includes('Participle'))));
  const push = (child: string, parent: string, pos: number) => {
    if (child !== parent && !out.some((p) => p.child === child && p.parent === parent)) out.push({ child, parent, pos });
  };

  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    // "customers' cars", "the vet's visits": the owner of a known record is a record too
    if (t.tags.includes('Possessive')) {
      const owner = newNoun(i);
      const at = skipDet(i + 1);
      const owned = !gap(t, toks[i + 1]) ? anchorAt(at) : undefined;
      if (owner && owned) {
        if (holdsOne(t.word, toks[at].word, owned.key)) push(owner, owned.key, t.start);
        else push(owned.key, owner, t.start);
      }
      continue;
    }
    // "jobs with a mechanic assigned, and parts used on each job": a list item that is a plural, a participle
    // and each of a known record names records of their own, whatever list it stands in
    const held = isPluralWord(t.word) ? newNoun(i, true, true) : undefined;
    if (held && !newNoun(i, true)) {
      const v = toks[i + 1];
      const prep = toks[i + 2];
      const each = toks[i + 3];
      const a =
        isParticiple(v) && prep && TIE_PREP.test(prep.word) && /^(?:each|every)$/.test(each?.word ?? '') ? anchorAt(i + 4) : undefined;
      if (a && ![v, prep, each, toks[i + 4]].some((x, k) => gap(toks[i + k], x))) push(held, a.key, t.start);
      continue;
    }
    // "parts used on each job", "reminders sent to the customer", "bugs are reported against a version"
    const n = newNoun(i, true);
    if (n && isPluralWord(t.word)) {
      let k = i + 1;
      while (toks[k] && /^(?:is|are|were|was|get|gets|being)$/.test(toks[k].word) && !gap(toks[k - 1], toks[k])) k++;
      const verb = toks[k];
      if (isParticiple(verb) && !gap(toks[k - 1], verb)) {
        const prep = toks[k + 1];
        if (prep && TIE_PREP.test(prep.word) && prep.word !== 'with' && !gap(verb, prep)) {
          const a = anchorAt(skipDet(k + 2));
          if (a && !gap(prep, toks[skipDet(k + 2)])) push(n, a.key, t.start);
        }
        continue;
      }
      // "comments on tasks", "invoices per account": a listed record and what it belongs to
      const prep = toks[i + 1];
      const lead = toks[i - 1];
      const listed = !lead || gap(lead, t) || /^(?:and|or)$/.test(lead.word);
      if (listed && prep && /^(?:on|for|per|of|against)$/.test(prep.word) && !gap(t, prep)) {
        const at = skipDet(i + 2);
        const a = anchorAt(at);
        if (a && !gap(toks[at - 1], toks[at])) push(n, a.key, t.start);
      }
      continue;
    }
    const a = anchorAt(i);
    if (!a) continue;
    // "each dog has an owner", "productions have a director", "shows with a host": the one person a record
    // has is someone the app keeps a record of, as the record itself is (Dog.owner → Owner), even where the
    // phrase reads as the record's field list ("each person has a mother": a person's people are the same records)
    const has = toks[i + 1];
    if (
      a.key !== 'person' &&
      has &&
      /^(?:has|have|with)$/.test(has.word) &&
      !gap(t, has) &&
      /^(?:a|an|one)$/.test(toks[i + 2]?.word ?? '') &&
      !gap(has, toks[i + 2])
    ) {
      const p = toks[i + 3];
      const compound = toks[i + 4]?.tags.includes('Noun') && !gap(p, toks[i + 4]);
      const m = p && !gap(toks[i + 2], p) && !compound ? newNoun(i + 3, false, true) : undefined;
      if (m && kindOf(m) === 'person') {
        push(a.key, m, p.start);
        continue;
      }
    }
    // "requests for a room", "reviews of the plan", "invoices per client": a listed record and what it is of,
    // named nowhere else ("comments on tasks" read the other way round); "on" mostly says where or when ("trips
    // on the river", "visits on a schedule"), and the speaker's own ("my caseload") is the app, not a record
    const prep = toks[i + 1];
    if (
      isPluralWord(t.word) &&
      prep &&
      /^(?:for|per|of|against)$/.test(prep.word) &&
      !gap(t, prep) &&
      !/^(?:my|our)$/.test(toks[i + 2]?.word ?? '')
    ) {
      const o = skipDet(i + 2);
      const oTok = toks[o];
      const compound = toks[o + 1]?.tags.includes('Noun') && !gap(oTok, toks[o + 1]);
      // (a counted noun, "a room", "lots": "for sale", "of interest" name no record)
      const counted = o > i + 2 || (!!oTok && isPluralWord(oTok.word));
      const m = oTok && !gap(toks[o - 1], oTok) && !compound && counted && !/ing$/.test(oTok.word) ? newNoun(o) : undefined;
      if (m && (resolveNoun(m)?.catalog || kindOf(m) !== 'thing')) {
        // ("parents of toddlers", "tutors of students": of people, the ones cared for point at who cares for them)
        if (kindOf(m) === 'person' && kindOf(a.key) === 'person') push(m, a.key, oTok.start);
        else push(a.key, m, oTok.start);
        continue;
      }
    }
    // "each plant is of a species", "every project uses one language", "each account is on a plan",
    // "each story is filed under a section": a counted record and the one other record it has
    const counted = /^(?:each|every)$/.test(toks[a.start - 1]?.word ?? '');
    if (counted) {
      let k = i + 1;
      let be = false;
      while (toks[k] && /^(?:is|are|was|gets|can|must|will|always|only)$/.test(toks[k].word) && !gap(toks[k - 1], toks[k])) {
        if (/^(?:is|are|was|gets)$/.test(toks[k].word)) be = true;
        k++;
      }
      const v = toks[k];
      if (!v || gap(toks[k - 1], v)) continue;
      // "each quiz has many questions", "each quiz consists of multiple-choice questions", "every album
      // contains tracks": the parts a counted record holds, plural and unnamed elsewhere, are records of it
      if (!be && /^(?:has|have|contains?|includes?|consists?|comprises?)$/.test(v.word)) {
        let q = k + 1;
        if (/^consists?$/.test(v.word)) q = toks[q]?.word === 'of' ? q + 1 : -1;
        if (q < 0) continue;
        if (toks[q]?.word === 'one' && toks[q + 1]?.word === 'or' && toks[q + 2]?.word === 'more') q += 3;
        if (
          /^(?:a|an)$/.test(toks[q]?.word ?? '') &&
          /^(?:list|set|series|number)$/.test(toks[q + 1]?.word ?? '') &&
          toks[q + 2]?.word === 'of'
        )
          q += 3;
        // "many", "several", and a modifier before the noun that says which of them ("multiple-choice
        // questions", "short clips")
        const hyphen = (x: number) => !!toks[x + 1] && text.slice(toks[x].end, toks[x + 1].start) === '-';
        const start = q;
        for (let n = 0; n < 3 && toks[q + 1] && !/[,.;:!?()]/.test(text.slice(toks[q].end, toks[q + 1].start)); n++) {
          if (hyphen(q)) {
            while (hyphen(q)) q++;
            q++;
          } else if (/^(?:many|multiple|several|various|different|some)$/.test(toks[q].word) || toks[q].tags.includes('Adjective')) q++;
          else break;
        }
        const part = toks[q];
        if (!part || (q > start && /[,.;:!?()]/.test(text.slice(toks[q - 1].end, part.start)))) continue;
        if (!isPluralWord(part.word) || (toks[q + 1]?.tags.includes('Noun') && !gap(part, toks[q + 1]))) continue;
        const m = newNoun(q, true);
        if (m) push(m, a.key, part.start);
        continue;
      }
      let obj = -1;
      if (be && isParticiple(v) && TIE_PREP.test(toks[k + 1]?.word ?? '') && toks[k + 1].word !== 'by') obj = k + 2;
      else if (be && /^(?:of|on|for|under)$/.test(v.word)) obj = k + 1;
      else if (!be && /^belongs?$/.test(v.word) && toks[k + 1]?.word === 'to') obj = k + 2;
      else if (!be && v.tags.includes('Verb') && !v.tags.includes('Noun') && !DETAIL_VERBS.test(v.word) && !isParticiple(v)) obj = k + 1;
      if (obj < 0 || gap(toks[obj - 1], toks[obj])) continue;
      const det = toks[obj]?.word ?? '';
      const o = skipDet(obj);
      if (!/^(?:a|an|one)$/.test(det) || gap(toks[o - 1], toks[o])) continue;
      const m = newNoun(o);
      // "… uses one language for …": the noun is the whole object, not a compound's first word
      if (m && !isPluralWord(toks[o].word) && !(toks[o + 1]?.tags.includes('Noun') && !gap(toks[o], toks[o + 1])))
        push(a.key, m, toks[o].start);
      continue;
    }
    // "jobs … done by a gardener", "tickets are assigned to an agent and linked to a device"
    let k = i + 1;
    while (toks[k] && /^(?:is|are|were|was|get|gets)$/.test(toks[k].word) && !gap(toks[k - 1], toks[k])) k++;
    for (let guard = 0; guard < 2 && toks[k]; guard++) {
      const v = toks[k];
      if (!isParticiple(v) || gap(toks[k - 1], v)) break;
      const prep = toks[k + 1];
      if (!prep || !/^(?:by|to)$/.test(prep.word) || gap(v, prep)) break;
      const o = skipDet(k + 2);
      const oTok = toks[o];
      if (!oTok || gap(toks[o - 1], oTok)) break;
      const hadDet = o > k + 2 || isPluralWord(oTok.word);
      const m = hadDet ? newNoun(o) : undefined;
      if (m && !(toks[o + 1]?.tags.includes('Noun') && !gap(oTok, toks[o + 1]))) push(a.key, m, oTok.start);
      // "… to an agent and linked to a device": the same subject, a second participle
      const next = toks[o + 1];
      if (next?.word !== 'and' || gap(oTok, next)) break;
      k = o + 2;
    }
  }
  // "jobs at a garden (mowing, hedging) done by a gardener": who does it, when what they do is too far to tell
  for (let k = 1; k < toks.length - 1; k++) {
    if (!isParticiple(toks[k]) || toks[k + 1].word !== 'by' || gap(toks[k], toks[k + 1])) continue;
    const o = skipDet(k + 2);
    if (o === k + 2 || gap(toks[o - 1], toks[o]) || (toks[o + 1]?.tags.includes('Noun') && !gap(toks[o], toks[o + 1]))) continue;
    const m = newNoun(o);
    if (m && !out.some((p) => p.parent === m)) agents.push({ key: m, pos: toks[o].start, strong: true });
  }
  return { pairs: out, agents };
}

/**
 * "dairy herd app - cows with ear tag and breed, milk yield recorded each milking, vet treatments",
 * "recipes with a title; tags": a record every other rule left linked to nothing is still part of the
 * app's data, and the app is about what it names first. A record that happens (a milking, a treatment, a
 * pledge, anything with a date of its own) is of that record; a thing named after it (a tag, a locker)
 * is held by it. One named before everything else that does not happen is the app itself ("a vinyl
 * record collection: albums …"), and people are left to the rules that read what they do (guests who
 * browse rooms own none). One link per such record, made before the stated relations are read again, so
 * what the prompt states wins over it.
 */
export function linkLoneRecords(entities: AnalysedEntity[]): void {
  const happens = (e: AnalysedEntity) =>
    ['event', 'log', 'money'].includes(e.kind) ||
    TRANSACTION_WORDS.test(e.name) ||
    kindOf(words(e.name).join(' ')) === 'event' ||
    // "milking", "pressing": a verb's -ing names its doing
    (e.kind === 'thing' && /[a-z]{3}ing$/.test(e.name)) ||
    e.fields.some((f) => f.type === 'date' || f.type === 'datetime');
  for (const e of [...entities].sort((a, b) => a.pos - b.pos)) {
    if (e.kind === 'person' || entities.some((x) => x !== e && linked(e, x))) continue;
    const others = entities.filter((x) => x !== e);
    if (!others.length) return;
    const first = others.reduce((a, b) => (b.pos < a.pos ? b : a));
    // "boards, cards and tags": labels and tags are put on the items, the last thing listed that holds nothing
    if (/(?:Label|Tag)$/.test(e.name)) {
      const items = others.filter((x) => x.kind !== 'person' && !CONTAINER_WORDS.test(x.name) && !/(?:Category|Label|Tag)$/.test(x.name));
      const item = items.filter((x) => x.pos < e.pos).sort((a, b) => b.pos - a.pos)[0] ?? items[0];
      if (item) {
        linkOnce(item, e);
        continue;
      }
    }
    // (when both happen, the one named later is of the other: "goats weighed at each weighing, and hoof trimmings")
    if (happens(e) && (!happens(first) || e.pos > first.pos)) linkOnce(e, first);
    else if (e.pos > first.pos) linkOnce(first, e);
  }
}
