// Existence and cardinality statements, the way people state a data model in a database-design question
// or a requirements list: "There can be many leagues.", "There may exist 1 or more divisions in a single
// league.", "several courses per level", "Players exist in 1 and only 1 team.", "each room belongs to
// exactly one floor", "Courses are organized in levels." Each says which records exist and which belongs
// to which; the numbers in them ("1 or more", "one and only one") are cardinality words, never fields.
// Also the words of such a question about the design itself ("a typical RDBMS", "well normalized",
// "developers can model it with ORM tools"), which name no records.
import { KIND_ICON } from './domains.ts';
import { relationField } from './fields.ts';
import { MAX_ENTITIES, type AnalysedEntity, type Mention, type Pair, type Span } from './lexicon.ts';
import { isPluralWord, singularPhrase, snake, words } from './nlp.ts';
import { headNoun, isStop } from './nouns.ts';

/** A noun phrase of one or two words, neither of them a preposition, conjunction or relative word. */
const NP = String.raw`([a-z][a-z-]*(?:\s+(?!(?:in|per|within|for|of|and|or|but|not|nor|so|if|when|while|where|as|than|with|to|on|at|by|that|which|who|whose|can|may|might|must|will|should|could|would|are|is|was|were|be|exist|exists|has|have)\b)[a-z][a-z-]*)?)`;
/** Words that count many: "many", "several", "1 or more", "zero or many", "any number of". */
const MANY = String.raw`(?:many|several|multiple|various|numerous|(?:one|1|zero|0|two|2)\s+or\s+(?:more|many)|one-to-many|any\s+number\s+of|a\s+number\s+of|at\s+least\s+(?:one|1))`;
/** Words that count exactly one: "1 and only 1", "exactly one", "a single", "at most one". */
const ONE = String.raw`(?:(?:one|1)\s+and\s+only\s+(?:one|1)|exactly\s+(?:one|1)|only\s+(?:one|1)|at\s+most\s+(?:one|1)|one\s+single|a\s+single|one|1)`;
/** What may stand before the whole a record is in: "in a single league", "per level", "in each team". */
const WHOLE_DET = String.raw`(?:(?:a|an|the|one|each|every|any)\s+)?(?:single\s+)?`;
/** "There can be", "there may exist", "there are". */
const THERE = String.raw`\bthere\s+(?:(?:can|may|might|could|will|would|should|must)\s+)?(?:also\s+)?(?:be|exists?|are|is)\s+`;

/** The record a phrase names, singular, or undefined for what names no record. */
function recordOf(phrase: string): string | undefined {
  const head = headNoun(phrase);
  if (!head) return undefined;
  const s = singularPhrase(head);
  return isStop(s) ? undefined : s;
}

export type Cardinality = { pairs: Pair[]; mentions: Mention[] };

/** The records that existence statements name and the pairs (part > whole) that cardinality statements state. */
export function findCardinality(text: string): Cardinality {
  const lower = text.toLowerCase();
  const pairs: Pair[] = [];
  const mentions: Mention[] = [];
  const pair = (child: string | undefined, parent: string | undefined, pos: number) => {
    if (child && parent && child !== parent && !pairs.some((p) => p.child === child && p.parent === parent))
      pairs.push({ child, parent, pos });
  };
  // "There can be many leagues.", "There may exist 1 or more divisions in a single league."
  for (const m of lower.matchAll(
    new RegExp(
      `${THERE}${MANY}\\s+${NP}(?=\\s*(?:[.;,:!?)]|$)|\\s+(?:in|per|within|inside|under|for)\\s)(?:\\s+(?:in|per|within|inside|under|for)\\s+${WHOLE_DET}${NP})?`,
      'g',
    ),
  )) {
    const part = recordOf(m[1]);
    if (!part) continue;
    mentions.push({ key: part, pos: m.index + m[0].indexOf(m[1]), strong: true, plural: true, via: 'existence' });
    if (m[2]) pair(part, recordOf(m[2]), m.index);
  }
  // "several courses per level", "one or more players in each team"
  for (const m of lower.matchAll(
    new RegExp(`\\b${MANY}\\s+${NP}\\s+(?:per\\s+|(?:in|within|for)\\s+(?:a|an|each|every|one)\\s+(?:single\\s+)?)${NP}`, 'g'),
  )) {
    const last = m[1].split(/\s+/).pop() ?? '';
    if (isPluralWord(last)) pair(recordOf(m[1]), recordOf(m[2]), m.index);
  }
  // "Players exist in 1 and only 1 team.", "each room belongs to exactly one floor", "an item is part of one order"
  for (const m of lower.matchAll(
    new RegExp(
      `\\b${NP}\\s+(?:(?:can|may|must|will|should|only|always)\\s+)*(?:exists?\\s+in|belongs?\\s+to|(?:is|are|be)\\s+(?:(?:only|always)\\s+)?(?:part\\s+of|within|contained\\s+in|assigned\\s+to))\\s+${ONE}\\s+${NP}`,
      'g',
    ),
  )) {
    // ("there is one …" is an existence statement, read above)
    if (/^(?:there|it|this|that|which|who)$/.test(m[1])) continue;
    pair(recordOf(m[1]), recordOf(m[2]), m.index);
  }
  // "Courses are organized in levels.", "photos are grouped into albums"; "a league is divided into
  // divisions": one whole split into many parts says the parts are its
  for (const m of lower.matchAll(
    new RegExp(
      `\\b${NP}\\s+(?:are|is|can\\s+be|may\\s+be|will\\s+be|get|gets)\\s+(?:also\\s+)?(?:organi[sz]ed|grouped|arranged|divided|split|partitioned|categori[sz]ed|classified|clustered|nested)\\s+(?:in|into|under|within)\\s+${WHOLE_DET}${NP}`,
      'g',
    ),
  )) {
    const a = recordOf(m[1]);
    const b = recordOf(m[2]);
    // "the company is organised into departments": the organisation whose app it is, not a record of it
    if (/^the\s/.test(m[1]) && !isPluralWord(m[1].split(/\s+/).pop() ?? '')) continue;
    const subjectWord = m[1].split(/\s+/).pop() ?? '';
    const objectWord = m[2].split(/\s+/).pop() ?? '';
    if (!isPluralWord(subjectWord) && isPluralWord(objectWord)) pair(b, a, m.index);
    else pair(a, b, m.index);
  }
  return { pairs, mentions };
}

/** Words for the database and its design, never records of the app: "a typical RDBMS", "ORM tools", "the desired schema", "an ER diagram". */
const DESIGN_WORDS =
  /\b(?:rdbms|dbms|orms?|sql|nosql|erds?|(?:er|e-r|entity[- ]relationship|uml|class)\s+(?:diagrams?|models?)|schemas?|data\s+models?|databases?|db|referential\s+integrity|normali[sz]ation|foreign\s+keys?|primary\s+keys?)\b/g;
/** "attributes of the desired schema", "the requirements of the database": what the design has, not the app. */
const OF_DESIGN =
  /\b(?:[a-z]+\s+)?(?:attributes?|requirements?|properties|parts?|structure|features?)\s+(?:of|for)\s+(?:the|this|a|an|my|our)\s+(?:[a-z]+\s+)?(?:schema|data\s+model|database)\b/g;
/** "a data model that will mimic the structure of your typical sports league": the domain as a whole, whose records the prompt goes on to state. */
const STRUCTURE_OF =
  /\b(?:mimics?|mirrors?|models?|represents?|reflects?)\s+the\s+(?:structure|organi[sz]ation|hierarchy)\s+of\s+[^.;:,!?()]*/g;
/** "Application developers can model it with popular ORM tools": the people who build the software and what they build with. */
const BUILDERS =
  /\b(?:[a-z]+\s+)?(?:developers?|programmers?|dbas?)\s+(?:(?:can|could|will|would|should|must|may)\s+)?(?:[a-z]+\s+)?(?:model|build|implement|design|code|query|maintain|map|use)\s+(?:it|this|the\s+(?:schema|database|data\s+model))\b[^.;:!?]*/g;
/** "my requirements are: well normalized, transactional": qualities the design must have, each a lone adjective or participle. */
const QUALITY_LIST =
  /\b(?:[a-z]+\s+)?(?:my|our|the|its)\s+(?:[a-z]+\s+)?(?:requirements?|needs|goals|constraints)\s+(?:are|is|include)\s*:\s*([^.;!?]*)/g;
const QUALITY_WORD =
  /^(?:[a-z]+(?:al|ed|able|ible|ive|ent|ant|ful|less|ous|ic)|fast|secure|simple|safe|robust|clean|flexible|lightweight)$/;
const QUALITY_MODIFIER = /^(?:well|fully|highly|very|easily|strongly|properly|reasonably|be)$/;

/** Spans of a prompt that talk about the database design rather than the app's records. */
export function designSpans(text: string): Span[] {
  const lower = text.toLowerCase();
  const spans: Span[] = [];
  for (const re of [DESIGN_WORDS, OF_DESIGN, STRUCTURE_OF, BUILDERS])
    for (const m of lower.matchAll(re)) spans.push({ start: m.index, end: m.index + m[0].length });
  for (const m of lower.matchAll(QUALITY_LIST)) {
    const items = m[1].split(/,|\s+and\s+/).map((s) => s.trim().split(/\s+/).filter(Boolean));
    const qualities = items.every(
      (ws) =>
        ws.length > 0 && ws.length <= 3 && QUALITY_WORD.test(ws[ws.length - 1]) && ws.slice(0, -1).every((w) => QUALITY_MODIFIER.test(w)),
    );
    if (qualities) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans;
}

/**
 * Re-states, after the other readers' links, what cardinality statements say belongs to what: the part
 * must have its whole ("exist in 1 and only 1 team", "in a single league"), which a reading of a later
 * sentence the other way round ("a Team may have a reference directly to a single Division instead of a
 * Conference" read as the conference's team) must not take away. (Optional, as other links are: a required
 * pair of links would make the part look like a join of its two wholes; and the other way's link stays, as
 * removing it lost links the exercises of h17 expect.)
 */
export function linkCounted(pairs: Pair[], entities: AnalysedEntity[], lookup: (phrase: string) => string | undefined): void {
  for (const p of pairs) {
    const child = entities.find((e) => e.name === lookup(p.child));
    const parent = entities.find((e) => e.name === lookup(p.parent));
    if (!child || !parent || child === parent) continue;
    // (one statement each way is no whole and part: leave both to the other readers)
    if (pairs.some((q) => lookup(q.child) === parent.name && lookup(q.parent) === child.name)) continue;
    if (!child.fields.some((f) => f.type === 'relation' && f.target === parent.name)) {
      const i = child.fields.findIndex((f) => f.name === snake(parent.name) && ['string', 'text', 'enum'].includes(f.type));
      if (i >= 0) child.fields[i] = relationField(parent.name);
      else child.fields.push(relationField(parent.name));
    }
  }
}

/** An act counted per period: "students can only take one course per semester" (who, the act, what, per what). */
export type CountedAct = { subject: string; verb: string; object: string; period: string; pos: number };

/** Verbs of having or being, whose "one X per Y" is a holding, not an act that happens again. */
const NOT_ACT = /^(?:is|are|be|has|have|had|holds?|contains?|includes?|owns?|gets?|needs?)$/;

/** "Students can only take one course per semester", "each member may borrow at most one tool a week". */
export function findCountedActs(text: string): CountedAct[] {
  const lower = text.toLowerCase();
  const out: CountedAct[] = [];
  const re = new RegExp(
    `\\b${NP}\\s+(?:(?:can|may|will|must|should|could|would|only|also)\\s+)*([a-z]+)\\s+(?:only\\s+)?(?:one|1|a\\s+single|at\\s+most\\s+(?:one|1)|exactly\\s+(?:one|1))\\s+${NP}\\s+(?:per|each|every|a)\\s+${NP}`,
    'g',
  );
  for (const m of lower.matchAll(re)) {
    if (NOT_ACT.test(m[2])) continue;
    const subject = recordOf(m[1]);
    const object = recordOf(m[3]);
    const period = recordOf(m[4]);
    if (subject && object && period && new Set([subject, object, period]).size === 3)
      out.push({ subject, verb: m[2], object, period, pos: m.index });
  }
  return out;
}

/**
 * An act the prompt counts per period happens again each period: a record of each time (who, what, which
 * period), named by the verb's record where it has one ("enrol" → Enrollment), else by the two it joins
 * ("StudentCourse"). Only among records the prompt already keeps, and within the cap on entities.
 */
export function joinCountedActs(
  acts: CountedAct[],
  entities: AnalysedEntity[],
  lookup: (phrase: string) => string | undefined,
  joinName: (verb: string) => string | undefined,
): void {
  for (const a of acts) {
    const [who, what, period] = [a.subject, a.object, a.period].map((p) => entities.find((e) => e.name === lookup(p)));
    if (!who || !what || !period || new Set([who, what, period]).size < 3) continue;
    const name = joinName(a.verb) ?? `${who.name}${what.name}`;
    let join = entities.find((e) => e.name === name);
    if (!join) {
      if (entities.length >= MAX_ENTITIES) continue;
      join = {
        name,
        description: `Each time a ${words(who.name).join(' ').toLowerCase()} ${a.verb}s a ${words(what.name).join(' ').toLowerCase()}, by ${words(period.name).join(' ').toLowerCase()}.`,
        fields: [],
        icon: KIND_ICON.event,
        kind: 'event',
        samples: [],
        pos: Math.max(who.pos, what.pos, period.pos) + 1,
      };
      entities.push(join);
    }
    for (const end of [who, what, period])
      if (!join.fields.some((f) => f.type === 'relation' && f.target === end.name)) join.fields.push(relationField(end.name, true));
  }
}
