// Relations a prompt states in ordinary sentences, read from its grammar (compromise's tags), not from
// words of a domain: "each case is handled by a solicitor", "teams from different pubs", "assign each job
// to a translator", "which crew did each job", "an artwork can be in several exhibitions", "each client
// has projects". A statement that one record has many of another and the other many of it becomes a join
// entity with a relation to each side.
import { COMMON_FIELDS, KIND_ICON, type EntityKind } from './domains.ts';
import { parseFieldDsl, relationField } from './fields.ts';
import { JOIN_VERBS, sentenceStartAt, tokens, type Token } from './grammar.ts';
import { isPluralWord, snake, words, plural, wordTable } from './nlp.ts';
import { agentNoun, holdsOne } from './nouns.ts';
import type { FieldSpec } from './types.ts';
import { MAX_ENTITIES, PARTICIPLES, TRANSACTION_WORDS, WORK_ITEMS, type AnalysedEntity } from './lexicon.ts';

type Entity = AnalysedEntity;
/** m2m: a join between the two; via: the record that joins them ("rate" → Rating), when a verb names it. */
/** line: the join holds an amount of the part ("items with a quantity"), which moves onto it. */
/** one: said of one counted record ("each batch is of one beer"), which outweighs a plural statement ("beers are brewed in batches"). */
/** many: said of a whole and many of its parts ("students have many courses"), which the same said the other way round makes a join. */
type Fact = { child: string; parent: string; m2m: boolean; pos: number; via?: string; line?: boolean; one?: boolean; many?: boolean };

/** Words between a preposition or verb and its noun that say nothing about which record it is. */
const SKIP =
  /^(?:a|an|the|each|every|their|its|our|my|his|her|your|one|another|any|some|all|different|other|those|these|specific|particular|given|same|single|certain|new|existing|current|currently|also|only|always|usually|just)$/;
/** Words that say a record relates to many of the next noun. */
const MANY = /^(?:many|several|multiple|various|numerous|two|three|four|both)$/;
const BE =
  /^(?:is|are|was|were|be|being|been|gets|get|got|can|could|may|might|will|would|should|must|often|usually|always|also|then|currently)$/;
/** Verbs whose "X verb Ys" says X holds the Ys (the Ys point at X), not that X uses them. */
const HOLD = /^(?:has|have|had|contains?|includes?|holds?|lists?|owns?|keeps?)$/;
/** Verbs that name a whole's parts: "consists of", "comprises". */
const CONSIST = /^(?:consists?|consisting|comprises?|comprising)$/;
/** Verbs of judging: many people judge many things, each judgement a record ("attendees rate talks"). */
const JUDGE: Record<string, string> = wordTable({
  rate: 'Rating',
  score: 'Score',
  review: 'Review',
  judge: 'Score',
  vote: 'Vote',
  grade: 'Grade',
  mark: 'Mark',
});
/** Words for how much of a thing a record holds: "with a quantity", "with amounts". */
const AMOUNT = /^(?:quantity|quantities|qty|amount|amounts|portions?|servings?)$/;
const AMOUNT_FIELD = /^(?:quantity|qty|amount|portions?|servings?)(?:_|$)/;
/** Verbs of linking: "setlists linking gigs to songs" — the subject joins the two. */
const LINKING = /^(?:link|links|linking|connect|connects|connecting|match|matches|matching|pair|pairs|pairing)$/;
/** Verbs that list what a record holds ("orders record the buyer and the quantity"). */
const RECORDS = /^(?:records?|stores?|notes?|shows?|captures?|logs?|tracks?)$/;
/** Verbs of making or authoring: what is made is its maker's ("each customer places an order", "each team builds a robot"). */
const MAKE =
  /^(?:places?|writes?|wrote|creates?|makes?|made|submits?|files?|posts?|raises?|opens?|sends?|issues?|lodges?|drafts?|produces?|authors?|logs?|records?|reports?|builds?|built|designs?|designed|develops?|developed|composes?|composed|bakes?|baked|brews?|brewed|cooks?|cooked|paints?|painted|knits?|knitted|sews?|crafts?|crafted|prepares?|prepared|compiles?|compiled)$/;
/** Verbs that take part in a join their own rules make (grammar.ts JOIN_VERBS) or say nothing. */
const NOT_A_LINK =
  /^(?:is|are|was|were|be|been|need|needs|want|wants|like|likes|see|sees|view|views|track|tracks|manage|manages|do|does|did)$/;
const PREP = /^(?:of|for|from|on|onto|at|per|in|inside|under|by|to|into|within|across|between|against|during)$/;
/** Prepositions that say where a record belongs without a verb ("teams from pubs", "bikes at a station"). */
const BARE_PREP = /^(?:of|for|from|on|at|per|in|inside|under|by|within|against|during)$/;

function punct(text: string, a: Token, b: Token): boolean {
  return /[,.;:!?()\-–—&/]/.test(text.slice(a.end, b.start));
}

function isVerb(t: Token | undefined): boolean {
  return !!t && t.tags.includes('Verb') && !t.tags.includes('Noun') && !t.tags.includes('Adjective');
}

function participle(t: Token | undefined): boolean {
  if (t && PARTICIPLES.test(t.word) && t.tags.includes('Verb')) return true;
  return !!t && (t.tags.includes('PastTense') || t.tags.includes('Participle') || /(?:ed|en|wn|ld|ght)$/.test(t.word)) && isVerb(t);
}

function linkStated(
  text: string,
  entities: Entity[],
  lookup: (phrase: string) => string | undefined,
  isRecord: (e: Entity) => boolean,
  maxEntities: number,
  warnings: string[],
): void {
  const toks = tokens(text);
  const facts: Fact[] = [];
  const at = (i: number): { name: string; end: number; plural: boolean } | undefined => {
    const t = toks[i];
    // "the patient's weight" is a weight: an owner in the possessive is never the phrase's noun
    if (!t || !/^[a-z]/.test(t.word) || /'s?$/.test(t.word)) return undefined;
    const n = toks[i + 1];
    // ("a study participant": a determiner is no part of a name, so the compound is read from its next word)
    const two = n && !SKIP.test(t.word) && !punct(text, t, n) && !/'s?$/.test(n.word) ? lookup(`${t.word} ${n.word}`) : undefined;
    if (two) return { name: two, end: i + 1, plural: isPluralWord(n.word) };
    const one = lookup(t.word);
    if (one && !t.tags.includes('Possessive')) return { name: one, end: i, plural: isPluralWord(t.word) };
    return undefined;
  };
  /** The noun phrase from token k: skips determiners and adjectives; many = a quantifier was passed. */
  const nounAt = (
    k: number,
    from: Token,
  ): { name: string; end: number; plural: boolean; many: boolean; each: boolean; definite: boolean } | undefined => {
    let many = false;
    let each = false;
    const definite = toks[k]?.word === 'the';
    let prev = from;
    for (let n = 0; toks[k] && n < 4; n++) {
      // "part-time jobs": a hyphen inside a word is no break
      if (punct(text, prev, toks[k]) && text.slice(prev.end, toks[k].start) !== '-') return undefined;
      let e = at(k);
      // "a study participant": a compound names its last noun
      const head = e && e.end === k && toks[k + 1]?.tags.includes('Noun') && !punct(text, toks[k], toks[k + 1]) ? at(k + 1) : undefined;
      if (head) e = head;
      if (e) return { ...e, many: many || (e.plural && many), each, definite };
      const w = toks[k].word;
      if (w === 'one' && toks[k + 1]?.word === 'or' && toks[k + 2]?.word === 'more') {
        many = true;
        prev = toks[k + 2];
        k += 3;
        continue;
      }
      if (/^(?:lots|number|list|set)$/.test(w) && toks[k + 1]?.word === 'of') {
        many = true;
        prev = toks[k + 1];
        k += 2;
        continue;
      }
      if (MANY.test(w)) many = true;
      else if (/^(?:each|every)$/.test(w)) each = true;
      // "multiple-choice questions", "part-time jobs": a hyphenated word before a noun is its modifier
      else if (!SKIP.test(w) && !toks[k].tags.includes('Adjective') && !/^[a-z]+-[a-z-]+$/.test(w)) return undefined;
      prev = toks[k];
      k++;
    }
    return undefined;
  };
  const sentenceOf = (pos: number) => sentenceStartAt(text, pos);
  /** The entity a sentence is about: the one after "each/every", else its first. */
  const topicBefore = (i: number): { name: string; plural: boolean } | undefined => {
    const s = sentenceOf(toks[i].start);
    let first: { name: string; plural: boolean } | undefined;
    for (let k = 0; k < i; k++) {
      if (toks[k].start < s) continue;
      const e = at(k);
      if (!e) continue;
      if (/^(?:each|every)$/.test(toks[k - 1]?.word ?? '')) return e;
      first ??= e;
    }
    return first;
  };
  /** Whom "who" stands for: the noun just before it, or after "and who" the sentence's first person. */
  const antecedent = (i: number): { name: string; plural: boolean } | undefined => {
    const prev = at(i - 1) ?? (at(i - 2)?.end === i - 1 ? at(i - 2) : undefined);
    if (prev) return prev;
    if (toks[i - 1]?.word !== 'and') return undefined;
    const s = sentenceOf(toks[i].start);
    for (let k = 0; k < i; k++) {
      if (toks[k].start < s) continue;
      const e = at(k);
      if (e && entities.find((x) => x.name === e.name)?.kind === 'person') return e;
    }
    return undefined;
  };
  /** "each sample …": the entity the sentence counts, if it does. */
  const eachTopic = (i: number): { name: string; plural: boolean } | undefined => {
    const s = sentenceOf(toks[i].start);
    for (let k = 1; k < i; k++) if (toks[k].start >= s && /^(?:each|every)$/.test(toks[k - 1].word) && at(k)) return at(k);
    return undefined;
  };
  const ent = (n: string) => entities.find((e) => e.name === n)!;
  /** "… items with a quantity", "… ingredients with amounts": the noun ending at token i is held in an amount. */
  const withAmount = (i: number): boolean => {
    if (toks[i + 1]?.word !== 'with' || punct(text, toks[i], toks[i + 1])) return false;
    for (let k = i + 2; k < i + 5 && toks[k]; k++) {
      if (AMOUNT.test(toks[k].word)) return true;
      if (!SKIP.test(toks[k].word) && !toks[k].tags.includes('Adjective')) return false;
    }
    return false;
  };
  let saidOfOne = false;
  const push = (child: string, parent: string, m2m: boolean, pos: number, via?: string) => {
    if (child !== parent) facts.push({ child, parent, m2m, pos, via, one: saidOfOne });
  };
  /** What "them" stands for: the last plural entity before token i other than the sentence's subject. */
  const them = (i: number, not: string): string | undefined => {
    for (let k = i - 1; k >= 0; k--) {
      const e = at(k);
      if (e?.plural && e.name !== not) return e.name;
    }
    return undefined;
  };

  /** Nouns a passive's phrase already placed ("… by players in a fixture"): not subjects of what follows. */
  const notSubject = new Set<number>();
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i].word;
    saidOfOne = false;
    // "each cat's vet visits", "the volunteer's shifts": what is someone's points at them
    if (/'s$/.test(w) || toks[i].tags.includes('Possessive')) {
      const owner = lookup(w.replace(/'s?$/, ''));
      const owned = owner ? nounAt(i + 1, toks[i]) : undefined;
      // ("the guest's table": one owner's one thing is the one it holds)
      if (owner && owned && holdsOne(w, toks[owned.end].word, words(owned.name).join(' '))) push(owner, owned.name, false, toks[i].start);
      else if (owner && owned) push(owned.name, owner, false, toks[i].start);
      continue;
    }
    // "which crew did each job", "which actors appear in which scenes", "which training sessions they came to"
    if (w === 'which' || w === 'who') {
      // "which training sessions": one modifier may come first
      const x = w === 'which' ? (at(i + 1) ?? (at(i + 2)?.end === i + 2 ? at(i + 2) : undefined)) : undefined;
      const who = w === 'who' ? antecedent(i) : undefined;
      const xName = x?.name ?? who?.name;
      const xPlural = x ? x.plural : !!who?.plural;
      if (!xName) continue;
      const from = x ? x.end + 1 : i + 1;
      // "which sessions they came to": "they" are the sentence's topic
      if (x && /^(?:they|they've|he|she)$/.test(toks[from]?.word ?? '')) {
        const topic = topicBefore(i);
        if (topic && topic.name !== xName) push(topic.name, xName, true, toks[i].start);
        continue;
      }
      for (let k = from; k < toks.length && k < from + 8; k++) {
        if (punct(text, toks[k - 1], toks[k])) break;
        if (!/^(?:each|every|which)$/.test(toks[k].word)) continue;
        const y = at(k + 1);
        if (!y || y.name === xName) break;
        // many on either side ("which actors … which scenes") is a join; one X per Y is Y's reference
        if (xPlural || (toks[k].word === 'which' && y.plural)) push(y.name, xName, true, toks[i].start);
        else push(y.name, xName, false, toks[i].start);
        break;
      }
      continue;
    }
    // "the windows we make for each commission", "songs we play at each gig": a record the speaker
    // makes or uses for one of another points at it
    if (/^(?:we|i|they|you)$/.test(w) && i > 0) {
      const x = at(i - 1) ?? at(i - 2);
      let v = i + 1;
      while (toks[v] && /^(?:can|will|usually|often|also|then|have|had)$/.test(toks[v].word)) v++;
      const prep = isVerb(toks[v]) ? toks[v + 1] : undefined;
      const y = prep && /^(?:for|on|at|in|to|during)$/.test(prep.word) ? nounAt(v + 2, prep) : undefined;
      if (x && y && x.plural && x.end === i - 1 && y.each && x.name !== y.name && !punct(text, toks[i - 1], toks[i])) {
        push(x.name, y.name, false, toks[i].start);
        continue;
      }
    }
    // "the experiments each mouse is used in": many of X for each Y
    if (/^(?:each|every)$/.test(w) && i > 0) {
      const x = at(i - 1) ?? at(i - 2);
      const y = at(i + 1);
      if (x && y && x.plural && x.end === i - 1 && x.name !== y.name && isVerb(toks[y.end + 1]) && !punct(text, toks[i - 1], toks[i])) {
        push(y.name, x.name, true, toks[i].start);
        continue;
      }
    }
    // "invoices with line items", "projects with tasks": the first thing listed after "with" is the
    // record's own list; people after "with" are who it is with ("appointments with groomers")
    if (w === 'with' && i > 0) {
      const x = at(i - 1) ?? (at(i - 2)?.end === i - 1 ? at(i - 2) : undefined);
      const y = x && x.end === i - 1 && x.plural ? nounAt(i + 1, toks[i]) : undefined;
      if (x && y?.plural && !y.many && ent(y.name).kind !== 'person') push(y.name, x.name, false, toks[i].start);
      continue;
    }
    // "setlists linking gigs to songs": the subject is the join of the two
    // ("each rota slot links a volunteer to a service": a subject of two words is one record too)
    if (LINKING.test(w) && i > 0) {
      const x = at(i - 1) ?? (at(i - 2)?.end === i - 1 ? at(i - 2) : undefined);
      const a = nounAt(i + 1, toks[i]);
      const and = a ? toks[a.end + 1] : undefined;
      const b = and && /^(?:to|with|and)$/.test(and.word) ? nounAt(a!.end + 2, and) : undefined;
      if (x && a && b && x.end === i - 1) {
        push(x.name, a.name, false, toks[i].start);
        push(x.name, b.name, false, toks[i].start);
        continue;
      }
    }
    // "assign each job to a translator", "we assign a van and two movers to each move"
    if (/^(?:assign|assigns|allocate|allocates|attach|attaches)$/.test(w)) {
      const objs: Array<{ name: string; plural: boolean; many: boolean; each: boolean }> = [];
      let k = i + 1;
      while (toks[k] && objs.length < 3) {
        const o = nounAt(k, toks[k - 1]);
        if (!o) break;
        objs.push(o);
        k = o.end + 1;
        if (toks[k]?.word !== 'and') break;
        k++;
      }
      if (!objs.length || toks[k]?.word !== 'to') continue;
      const target = nounAt(k + 1, toks[k]);
      if (!target) continue;
      for (const o of objs) {
        if (target.each) push(target.name, o.name, o.plural || o.many, toks[i].start);
        else push(o.name, target.name, target.many, toks[i].start);
      }
      continue;
    }
    // a subject (or the sentence's topic after "and") followed by a verb and/or a preposition
    let subj: { name: string; plural: boolean; end: number } | undefined = at(i);
    if (subj && notSubject.has(subj.end)) continue;
    let j: number;
    if (subj) {
      j = subj.end + 1;
      // "a packet of a variety is sent to a grower", "jobs on a piece are done by a restorer": the verb's
      // subject is the head before the preposition
      let b = i - 1;
      while (b > 0 && SKIP.test(toks[b].word)) b--;
      if (b > 0 && /^(?:of|on|in|at|for|from|per)$/.test(toks[b].word) && isVerb(toks[j]) && !punct(text, toks[b], toks[i])) {
        const h = b - 1;
        const head = at(h) ?? (h > 0 && at(h - 1)?.end === h ? at(h - 1) : undefined);
        if (head && head.end === h) subj = { ...head, end: subj.end };
      }
    } else if (w === 'and' && isVerb(toks[i + 1]) && !at(i + 1)) {
      // "each sample comes from a participant and belongs to a study"
      const topic = eachTopic(i);
      if (!topic) continue;
      subj = { ...topic, end: i };
      j = i + 1;
    } else continue;
    if (!toks[j] || punct(text, toks[j - 1], toks[j])) continue;
    // "handlers each have one or more dogs", "members all keep a locker": a quantifier after a plural
    // subject leaves the verb to it
    if (subj.plural && /^(?:each|all|both)$/.test(toks[j].word) && toks[j + 1] && !at(j + 1)) j++;
    // "attendees who can rate talks": the relative clause's subject is the noun before it
    if (/^(?:who|that)$/.test(toks[j].word) && j === subj.end + 1) j++;
    // a prompt cut off after the relative pronoun ("… and the volunteer who") has no verb to read
    if (!toks[j]) continue;
    const singularSubj = !subj.plural;
    // ("… and goes into casks": after "and", the subject is the sentence's "each" topic)
    saidOfOne = singularSubj && (/^(?:a|an|each|every|one)$/.test(toks[i - 1]?.word ?? '') || w === 'and');
    let verb: Token | undefined;
    let passive = false;
    let k = j;
    // "each film gets subtitle files", "every tenant receives a key": to get a record is to have it
    const gets = /^(?:gets?|got|receives?)$/.test(toks[j].word) && !participle(toks[j + 1]) && !!nounAt(j + 1, toks[j]);
    if (gets) {
      verb = toks[j];
      k = j + 1;
    }
    while (!gets && toks[k] && BE.test(toks[k].word) && k - j < 3) {
      if (/^(?:is|are|was|were|be|been|being|gets|get|got)$/.test(toks[k].word)) passive = true;
      k++;
    }
    if (!gets && toks[k]?.tags.includes('Adverb') && !PREP.test(toks[k].word)) k++;
    // "every haircut is done by a barber": taggers call a participle after "is" an adjective
    // ("rooms done per job": right after its noun, too, where it is passive)
    const adjectival =
      (passive || (k === j && !toks[k]?.tags.includes('Verb'))) &&
      !!toks[k] &&
      PARTICIPLES.test(toks[k].word) &&
      PREP.test(toks[k + 1]?.word ?? '');
    if (adjectival) passive = true;
    if (gets) {
      // the verb is read above
    } else if ((isVerb(toks[k]) || adjectival) && !PREP.test(toks[k].word)) {
      verb = toks[k];
      k++;
      // "signs up", "comes back": a particle belongs to its verb
      if (toks[k] && /^(?:up|out|off|back|down)$/.test(toks[k].word)) k++;
    } else if (passive && toks[k] && !PREP.test(toks[k].word)) {
      // "a line is one species of wood", "each entry is a dog": one counted record that is one of
      // another points at it
      const one = (/^(?:a|an|each|every)$/.test(toks[i - 1]?.word ?? '') || w === 'and') && singularSubj && k === j + 1;
      // "departures are a tour on a date": what every one of them is, said of them all
      const all = subj.plural && k === j + 1 && /^(?:are|were)$/.test(toks[j].word);
      const pred =
        ((one && /^(?:is|was)$/.test(toks[j].word)) || all) && /^(?:a|an|one)$/.test(toks[k].word) ? nounAt(k, toks[j]) : undefined;
      if (pred && !pred.plural && pred.name !== subj.name) push(subj.name, pred.name, false, toks[k].start);
      // "each tube is a sample from a project", "a charter is a booking of a yacht": one counted record that
      // is one of something no record names, of or from another, is of that other
      const noun = toks[k + 1];
      const prep = toks[k + 2];
      const of =
        !pred && one && /^(?:is|was)$/.test(toks[j].word) && /^(?:a|an|one)$/.test(toks[k].word) && noun && prep
          ? /^(?:of|from|for)$/.test(prep.word) &&
            noun.tags.includes('Noun') &&
            !noun.tags.includes('Pronoun') &&
            !isPluralWord(noun.word) &&
            !at(k + 1) &&
            !punct(text, toks[k], prep)
            ? nounAt(k + 3, prep)
            : undefined
          : undefined;
      if (of && !of.plural && !of.many && of.name !== subj.name) push(subj.name, of.name, false, prep.start);
      continue;
    }
    if (verb && NOT_A_LINK.test(verb.word)) continue;
    // "each quiz consists of questions", "a course is made up of modules", "a kit comprises parts": the
    // parts are the whole's, as what it has are ("each quiz has questions")
    const consists =
      !!verb &&
      ((CONSIST.test(verb.word) && (toks[k]?.word === 'of' || /^compris/.test(verb.word))) ||
        (passive && /^(?:made|composed)$/.test(verb.word) && toks[k]?.word === 'of'));
    if (consists) {
      if (toks[k]?.word === 'of') k++;
      passive = false;
    }
    if (verb && !passive) {
      const judged = JUDGE[verb.word.replace(/s$/, '')] ?? JUDGE[verb.word];
      // "reviewers score proposals", "members vote on films": a judgement of each by each
      const o = toks[k]?.word === 'them' ? them(i, subj.name) : nounAt(toks[k]?.word === 'on' ? k + 1 : k, toks[k - 1])?.name;
      // ("mark a book as finished": what a record is marked as is a state it keeps, not a mark given to it)
      const markedAs = /^mark/.test(verb.word) && /^mark(?:s|ed|ing)?\s+(?:[a-z'-]+\s+){1,4}?as\s/i.test(text.slice(verb.start));
      if (judged && o && !markedAs && !toks[k - 1].tags.includes('Noun')) {
        push(subj.name, o, true, verb.start, judged);
        continue;
      }
      // "fixers repair them": what is handled is the handler's ("items" a fixer repairs)
      if (toks[k]?.word === 'them' && o && !HOLD.test(verb.word) && ent(o).kind !== 'person') {
        push(o, subj.name, false, verb.start);
        continue;
      }
    }
    let prep = toks[k];
    if (prep && PREP.test(prep.word) && !punct(text, toks[k - 1], prep)) {
      // "crossings between two ports", "a match is between a player and a rival": what is between records
      // is of each of them (however many "two" says, each crossing has its own ports)
      if (prep.word === 'between') {
        const first = nounAt(k + 1, prep);
        const and = first ? toks[first.end + 1] : undefined;
        // ("between two teams and the goals …": after a plural the list of ends is over)
        const second =
          first && !first.plural && !first.many && and?.word === 'and' && !punct(text, toks[first.end], and)
            ? nounAt(first.end + 2, and)
            : undefined;
        for (const y of [first, second]) if (y && y.name !== subj.name) push(subj.name, y.name, false, prep.start);
        continue;
      }
      if (!verb && !passive && !BARE_PREP.test(prep.word)) continue;
      // a verb with its own object in between is not this case ("members log the pieces they put in …")
      let parent = nounAt(k + 1, prep);
      // "results come back from the lab for each test": a phrase about no record (a place, a time) is
      // passed over to the next one in the clause, which tells what the subject belongs to
      if (!parent && verb) {
        for (let q = k + 2; q < k + 6 && toks[q] && !punct(text, toks[q - 1], toks[q]); q++) {
          if (!PREP.test(toks[q].word) || /^(?:with|between)$/.test(toks[q].word)) continue;
          const later = nounAt(q + 1, toks[q]);
          if (later?.each) {
            prep = toks[q];
            parent = later;
          }
          break;
        }
      }
      if (!parent || parent.name === subj.name) continue;
      // "objects can be out on loan", "cars in service": many records on or in one happening said with no
      // determiner are in a state, not of a record
      if (subj.plural && /^(?:on|in)$/.test(prep.word) && !parent.plural && parent.end === k + 1 && isRecord(ent(parent.name))) continue;
      // "viewings booked by buyers", "parcels picked up from senders": a participle after its noun is passive
      if (verb && participle(verb) && !/^(?:have|has|had)$/.test(toks[j - 1]?.word ?? '')) passive = true;
      // "boats belong to members" always; other active verbs of a plural subject ("customers bring in
      // vehicles", "volunteers sign up for shifts") are the verb rules' to read
      // ("action items come out of meetings", "leads come from campaigns": what comes from one is of it)
      const belongs =
        !!verb && (/^belongs?$/.test(verb.word) || (/^(?:come|comes|came)$/.test(verb.word) && /^(?:of|from)$/.test(prep.word)));
      if (verb && !passive && !belongs && subj.plural && !parent.many && !(parent.each && prep !== toks[k])) continue;
      if (prep.word === 'with' || prep.word === 'between') continue;
      // "a customer asks for a quote": a record that happens is of the person who acts on it
      if (verb && !passive && !JOIN_VERBS[verb.word] && isRecord(ent(parent.name)) && ent(subj.name).kind === 'person') {
        push(parent.name, subj.name, false, prep.start);
        continue;
      }
      // "a translator is assigned to each film", "a nurse is allocated to every ward": each of them has one
      // "a coroner is assigned to the case": one (indefinite) for the record already named (definite) too
      const oneForThe = parent.definite && !parent.plural && [toks[i], toks[i - 1]].some((t) => /^(?:a|an)$/.test(t?.word ?? ''));
      // "mechanics are assigned to jobs": people put on pieces of work are each piece's
      const onWork = ent(subj.name).kind === 'person' && WORK_ITEMS.test(parent.name);
      // ("social workers are assigned to each child": each has theirs, however many the sentence names at once)
      if (passive && verb && /^(?:assigned|allocated)$/.test(verb.word) && (parent.each || (oneForThe && singularSubj) || onWork)) {
        push(parent.name, subj.name, false, prep.start);
        continue;
      }
      // "the venue for each meetup", "the vet of each horse": the one place or person for each of the others
      // is theirs (what is made for each stays of it: "a checklist for each visit", "a payslip for each employee")
      // ("the supplier of each product": one who supplies, as a firm, is no less someone than a person)
      const someone = ['place', 'person'].includes(ent(subj.name).kind) || agentNoun(words(subj.name).pop() ?? '');
      if (!verb && parent.each && singularSubj && /^(?:of|for)$/.test(prep.word) && someone) {
        push(parent.name, subj.name, false, prep.start);
        continue;
      }
      // "one member per plot": each of them has the one
      if (prep.word === 'per' && toks[i - 1]?.word === 'one') {
        push(parent.name, subj.name, false, prep.start);
        continue;
      }
      // "each batch goes into casks", "each student goes on placements": the many that one record goes
      // into or on are each of it
      if (verb && !passive && singularSubj && saidOfOne && parent.plural && !parent.many && /^(?:into|on|onto)$/.test(prep.word)) {
        push(parent.name, subj.name, false, prep.start);
        continue;
      }
      // "articles from various sources", "teams from different pubs": each comes from one of them
      push(subj.name, parent.name, parent.many && prep.word !== 'from', prep.start);
      // "goals scored by players in a fixture", "routes set on walls by setters": a passive's further
      // phrases tell of its subject, not of the noun just before them
      for (let end = parent.end, n = 0; passive && n < 2; n++) {
        const next = toks[end + 1];
        if (!next || !PREP.test(next.word) || /^(?:with|between|of)$/.test(next.word) || punct(text, toks[end], next)) break;
        const more = nounAt(end + 2, next);
        if (!more || more.name === subj.name) break;
        push(subj.name, more.name, more.many, next.start);
        notSubject.add(end);
        end = more.end;
      }
      continue;
    }
    // "each mission uses one drone", "a project uses a pattern and one or more yarns", "each client has
    // projects", "each meeting has a date and agenda items": the entities named in the verb's list
    const counted = /^(?:a|an|each|every|one)$/.test(toks[i - 1]?.word ?? '') || w === 'and';
    const hold = !!verb && (HOLD.test(verb.word) || gets || consists);
    // "orders record the buyer, ticket type and quantity": what every one of them has
    // ("teachers record an incident": a person who records acts, the incident is theirs)
    const describes = !!verb && (hold || (RECORDS.test(verb.word) && ent(subj.name).kind !== 'person'));
    if (verb && !passive && ((singularSubj && counted) || (!singularSubj && describes))) {
      for (let m = k; m < toks.length && m < k + 14; m++) {
        if (/[.;:!?()]/.test(text.slice(toks[m - 1].end, toks[m].start))) break;
        if (/^(?:with|who|which|that|where|when|while|but|each|every)$/.test(toks[m].word)) break;
        // the next verb starts a clause of its own ("… and belongs to a study")
        if (m > k && isVerb(toks[m]) && !toks[m].tags.includes('Gerund') && !at(m)) break;
        const o = nounAt(m, toks[m - 1]);
        if (!o) continue;
        // "… and products have a brand": a noun with a verb of its own is the next clause's subject
        if (isVerb(toks[o.end + 1]) && !toks[o.end + 1].tags.includes('Gerund')) break;
        if (o.name !== subj.name) {
          if (describes) {
            // "an order contains several menu items with a quantity", "a recipe has a list of ingredients
            // with quantities": an amount of each held thing is a line of its own, joining the two
            if ((o.plural || o.many) && hold && withAmount(o.end))
              facts.push({ child: subj.name, parent: o.name, m2m: true, pos: verb.start, line: true });
            else if (o.plural || o.many)
              facts.push({ child: o.name, parent: subj.name, m2m: false, pos: verb.start, one: saidOfOne, many: true });
            // "medications have a dose" where doses are logged: the record points at what it is of
            else if (isRecord(ent(o.name)) && !isRecord(ent(subj.name))) push(o.name, subj.name, false, verb.start);
            // "each client has a pool": a person's thing is theirs ("has one plan" picks one of many, below)
            else if (
              hold &&
              /^(?:a|an)$/.test(toks[m].word) &&
              ent(subj.name).kind === 'person' &&
              ['thing', 'place'].includes(ent(o.name).kind)
            )
              push(o.name, subj.name, false, verb.start);
            // "every property has a meter", "each room has a projector": a thing a place has is in it
            else if (hold && /^(?:a|an|one)$/.test(toks[m].word) && ent(subj.name).kind === 'place' && ent(o.name).kind === 'thing')
              push(o.name, subj.name, false, verb.start);
            else push(subj.name, o.name, false, verb.start);
          } else if (
            MAKE.test(verb.word) ||
            (isRecord(ent(o.name)) && ent(subj.name).kind === 'person' && !isRecord(ent(subj.name)) && !JOIN_VERBS[verb.word])
          )
            // "each customer places an order", "each reviewer writes a review", "a nurse runs a session": what
            // one makes, or a record that happens a person acts on, is theirs
            push(o.name, subj.name, false, verb.start);
          else push(subj.name, o.name, o.plural || o.many, verb.start);
        }
        m = o.end;
        // a verb's object is its first noun unless a list goes on ("a pattern and one or more yarns")
        if (!describes && !/^(?:and|or)$/.test(toks[m + 1]?.word ?? '')) break;
        // "each film gets subtitles in several languages": a phrase after what is held tells of it
        if (gets && PREP.test(toks[m + 1]?.word ?? '')) break;
      }
    }
  }

  apply(facts, entities, maxEntities, warnings);
  keepJoinsPure(entities);
  dropBesideJoins(entities);
}

/** A record that happens (a booking, a visit, a log entry) rather than a thing or a person. */
const HAPPENS: EntityKind[] = ['event', 'log', 'money'];

/**
 * The prompt's stated relations, once before the guesses of implied links (so they don't guess what is
 * stated) and once after (so a guess the other way round, or beside a join, gives way).
 */
export function linkStatedRelations(
  text: string,
  entities: Entity[],
  lookup: (phrase: string) => string | undefined,
  warnings: string[],
): void {
  linkStated(text, entities, lookup, (e) => HAPPENS.includes(e.kind), MAX_ENTITIES, warnings);
}

/** A join is its two relations ("ConcertPiece"): what later guesses hung on it goes. */
function keepJoinsPure(entities: Entity[]): void {
  for (const e of entities) {
    const required = e.fields.filter((f) => f.type === 'relation' && f.required);
    // a line that carries an amount ("OrderMenuItem" with its quantity) is a join all the same
    const own = e.fields.filter((f) => f.type !== 'relation');
    if (required.length !== 2 || own.some((f) => !AMOUNT_FIELD.test(f.name))) continue;
    e.fields = [...required, ...own];
  }
}

/** Guesses made beside a join: two entities a record joins ("a Booking of a member and a class") need no direct link. */
function dropBesideJoins(entities: Entity[]): void {
  const guess = (f: FieldSpec) => f.type === 'relation' && !f.required && f.name === snake(f.target ?? '');
  for (const j of entities) {
    const ends = j.fields.filter((f) => f.type === 'relation' && f.required).map((f) => f.target!);
    if (ends.length !== 2) continue;
    const [a, b] = ends.map((n) => entities.find((e) => e.name === n));
    if (!a || !b || a === b) continue;
    a.fields = a.fields.filter((f) => !(guess(f) && f.target === b.name));
    b.fields = b.fields.filter((f) => !(guess(f) && f.target === a.name));
  }
}

function apply(facts: Fact[], entities: Entity[], maxEntities: number, warnings: string[]): void {
  const byName = (n: string) => entities.find((e) => e.name === n);
  const refers = (a: Entity, b: Entity) => a.fields.some((f) => (f.type === 'relation' || f.type === 'array') && f.target === b.name);
  // (a join keeps only its two ends, keepJoinsPure: a guess hung on it joins nothing, "bikes are parked at docks" beside a Hire of a bike by a rider)
  const ends = (j: Entity) => j.fields.filter((f) => f.type === 'relation' && f.required).map((f) => f.target);
  const joinsBoth = (j: Entity, a: Entity, b: Entity) => ends(j).length !== 2 || (ends(j).includes(a.name) && ends(j).includes(b.name));
  const joined = (a: Entity, b: Entity) => entities.some((j) => j !== a && j !== b && refers(j, a) && refers(j, b) && joinsBoth(j, a, b));
  const link = (from: Entity, to: Entity) => {
    if (refers(from, to)) return;
    const name = snake(to.name);
    const i = from.fields.findIndex((f) => f.name === name);
    // "classes have a coach" made a text field before Coach was known as an entity
    if (i >= 0 && from.fields[i].type === 'string') from.fields[i] = relationField(to.name);
    else if (i < 0) from.fields.push(relationField(to.name));
  };
  const stated = new Set<string>();
  // "beers are brewed in batches; each batch is of one beer": what is said of one record outweighs a
  // plural statement the other way round
  const outweighed = (f: Fact) => !f.one && !f.m2m && facts.some((g) => g.one && !g.m2m && g.child === f.parent && g.parent === f.child);
  // "students have many courses and courses have many students": a whole of many parts whose parts are each
  // wholes of many of it is many of each, a join (said once, the first statement stands for both)
  for (const f of facts)
    if (f.many && !f.m2m && facts.some((g) => g !== f && g.many && !g.m2m && g.child === f.parent && g.parent === f.child)) f.m2m = true;
  for (const f of facts) {
    if (outweighed(f)) continue;
    const child = byName(f.child);
    const parent = byName(f.parent);
    if (!child || !parent) continue;
    if (!f.m2m) {
      if (joined(child, parent)) continue;
      // what the prompt states wins over a guess the other way round (a guess is optional and named
      // after its target); a relation the prompt or a template set stays
      const guess = parent.fields.findIndex(
        (x) => x.type === 'relation' && x.target === child.name && x.name === snake(child.name) && !x.required,
      );
      if (refers(parent, child) && (guess < 0 || stated.has(`${parent.name}>${child.name}`))) continue;
      if (guess >= 0) parent.fields.splice(guess, 1);
      link(child, parent);
      stated.add(`${child.name}>${parent.name}`);
      continue;
    }
    // a direct guess between the two (optional, named after its target) gives way to the join
    for (const [a, b] of [
      [child, parent],
      [parent, child],
    ]) {
      const i = a.fields.findIndex((x) => x.type === 'relation' && x.target === b.name && x.name === snake(b.name) && !x.required);
      if (i >= 0 && !stated.has(`${a.name}>${b.name}`)) a.fields.splice(i, 1);
    }
    if (joined(child, parent)) continue;
    // the record the verb names, when the prompt has it ("… and write reviews")
    const named = f.via ? entities.find((e) => e !== child && e !== parent && (e.name === f.via || e.name.endsWith(f.via!))) : undefined;
    if (named) {
      link(named, child);
      link(named, parent);
      continue;
    }
    if (entities.length >= maxEntities) {
      warnings.push(
        `${plural(words(child.name).join(' '))} and ${plural(words(parent.name).join(' ')).toLowerCase()} relate many-to-many; only one side was linked (too many entities).`,
      );
      if (!refers(parent, child)) link(child, parent);
      continue;
    }
    // the whole comes first in the name ("ConcertPiece", "RecipeIngredient")
    // (a line's holder is its whole: "orders contain fillings" → OrderFilling)
    const [whole, part] = f.line ? [child, parent] : parent.pos <= child.pos ? [parent, child] : [child, parent];
    // the lines of an order or an invoice are its lines, whatever they list ("OrderLine", not "OrderProduct")
    const name = f.via ?? (f.line && TRANSACTION_WORDS.test(whole.name) ? `${whole.name}Line` : `${whole.name}${part.name}`);
    if (byName(name)) continue;
    // the amount is the line's, not the held thing's ("2 flat whites" is how many on this order)
    // (the whole's own amount or servings are its total, and stay: "an order holds bouquets with a quantity")
    const amounts = f.line
      ? [whole, part].flatMap((e) =>
          e.fields.filter(
            (x) => x.type !== 'relation' && AMOUNT_FIELD.test(x.name) && (e === part || /^(?:quantity|qty)(?:_|$)/.test(x.name)),
          ),
        )
      : [];
    for (const e of [child, parent]) e.fields = e.fields.filter((x) => !amounts.includes(x));
    // a join a judging verb names ("members rate books" → Rating) holds the judgement: what any rating,
    // score or review has (its score, its comment)
    const judged = f.via ? (COMMON_FIELDS[snake(f.via)] ?? []).map(parseFieldDsl) : [];
    entities.push({
      name,
      description: `Which ${plural(words(part.name).join(' ')).toLowerCase()} go with which ${plural(words(whole.name).join(' ')).toLowerCase()}.`,
      fields: [relationField(whole.name, true), relationField(part.name, true), ...amounts, ...judged],
      icon: KIND_ICON.event,
      kind: 'event',
      samples: [],
      pos: Math.max(whole.pos, part.pos) + 1,
    });
  }
}
