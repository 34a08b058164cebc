// Evidence for keeping a candidate record. Every reader in mentions.ts, grammar.ts and relations.ts
// proposes candidates; a candidate the prompt gives little evidence for ("gain insights", "improve
// performance") is more often a word of the prose than a thing to keep records of. Each candidate gets
// a score from what the prompt says of it (how often and where it is named, by which readers, its
// word's shape), a logistic model whose weights eval/generation/fit-entities.ts fits on the study
// batches of the corpus; below the threshold it is left out and named in the warnings instead.
import { tokens } from './grammar.ts';
import type { Mention, Span } from './lexicon.ts';
import { plural } from './nlp.ts';
import { nounClassShares } from './noun-classes.ts';

/** A candidate record as the registry holds it, with every mention that resolved to it. */
export type Candidate = {
  name: string;
  key: string;
  kind: string;
  catalog: boolean;
  pos: number;
  mentions: Mention[];
  /** added by the domain template, not named by the prompt */
  core: boolean;
  /** guessed from the prompt's nouns as a last resort (already warned about) */
  fallback: boolean;
};

/** Where the prompt names things only in passing (mentions.ts asideSpans): what a choice is based on, examples of a kind. */
export type Asides = { basis: Span[]; example: Array<Span & { head: string }> };

/** What the prompt as a whole is like: its text, how many candidates its readers found and the most often named one's count. */
export type EvidenceContext = { text: string; candidates: number; keys: string[]; most: number; aside: Asides };

/** The context of a prompt's candidates. */
export function evidenceContext(text: string, candidates: Candidate[], aside: Asides = { basis: [], example: [] }): EvidenceContext {
  return {
    text,
    aside,
    candidates: candidates.length,
    keys: candidates.map((c) => c.key),
    most: Math.max(1, ...candidates.map((c) => occurrences(text, c.key))),
  };
}

/** How often the prompt names the candidate's head word, in the singular or plural, anywhere (field lists and titles too). */
function occurrences(text: string, key: string): number {
  const word = key.split(' ').pop() ?? '';
  if (!/^[a-z]+$/.test(word)) return 0;
  return (text.match(new RegExp(`\\b(?:${word}|${plural(word)})\\b`, 'gi')) ?? []).length;
}

/** The readers whose mention makes a candidate the doer or the object of a verb. */
const VERB_READERS = new Set(['actor', 'subject', 'object', 'agent']);

/** "-tion", "-ment", "-ness", "-ity", "-ance": nouns made of verbs and adjectives, more often ideas than things. */
const ABSTRACT = /(?:tion|sion|ment|ness|ity|ance|ence|ism|acy|ship|ics)$/;

/**
 * What is known of a candidate: how many places and sentences name it, whether a reader found it strong,
 * as the doer or object of a verb, at either end of a relation phrase, in a list after a verb of keeping,
 * as the app's kind ("a recipe app"), in the first sentence, in the plural, as a catalog record or a
 * person; whether it is a compound, an abstract noun (-tion, -ment …) or a gerund; where it is first
 * named; how often its head word occurs, against the most named candidate; whether it is counted or
 * picked ("each booking", "which tent"); how often the tagger reads its word (or a compound's first word)
 * as a verb; whether another candidate shares its head; which lesser readers found it (feature
 * lists, only weak mentions, after a preposition or "member of"); and the share of its named places that
 * only say what a choice is based on ("based on their interests") or give examples of another candidate's
 * kind ("pastries, including croissants"); and what kind of thing its word names by WordNet's noun classes
 * (noun-classes.ts: the shares of person, thing, happening, document, group, abstract and measure senses,
 * or that WordNet does not know the word), which tells a record noun ("loan", "invoice") from a prose one ("insight").
 */
export const FEATURES = [
  'mentions',
  'sentences',
  'strong',
  'verb',
  'pair',
  'list',
  'kind',
  'first',
  'plural',
  'catalog',
  'person',
  'compound',
  'abstract',
  'gerund',
  'position',
  'occurrences',
  'prominence',
  'counted',
  'verbal',
  'modifier',
  'head',
  'feature',
  'weak',
  'preposition',
  'basis',
  'example',
  'lexPerson',
  'lexThing',
  'lexHappening',
  'lexDocument',
  'lexGroup',
  'lexAbstract',
  'lexMeasure',
  'lexUnknown',
] as const;

/** The features of one candidate, in FEATURES order. */
export function evidenceFeatures(c: Candidate, ctx: EvidenceContext): number[] {
  const { text } = ctx;
  const via = new Set(c.mentions.map((m) => m.via ?? ''));
  const positions = new Set(c.mentions.map((m) => m.pos));
  const ends = sentenceEnds(text);
  const sentenceOf = (pos: number) => ends.findIndex((e) => pos < e);
  const sentences = new Set(c.mentions.filter((m) => m.pos < text.length).map((m) => sentenceOf(m.pos)));
  const last = c.key.split(' ').pop() ?? '';
  const first = Math.min(c.pos, ...c.mentions.map((m) => m.pos));
  const lex = lexicalShares(c.key);
  const f: Record<(typeof FEATURES)[number], number> = {
    mentions: Math.log1p(positions.size),
    sentences: Math.log1p(sentences.size),
    strong: c.mentions.some((m) => m.strong) ? 1 : 0,
    verb: [...via].some((v) => VERB_READERS.has(v)) ? 1 : 0,
    pair: via.has('pair') ? 1 : 0,
    list: via.has('list') ? 1 : 0,
    kind: via.has('kind') ? 1 : 0,
    first: sentences.has(0) ? 1 : 0,
    plural: c.mentions.some((m) => m.plural) || pluralInText(text, last) ? 1 : 0,
    catalog: c.catalog ? 1 : 0,
    person: c.kind === 'person' ? 1 : 0,
    compound: c.key.includes(' ') ? 1 : 0,
    abstract: ABSTRACT.test(last) ? 1 : 0,
    gerund: /ing$/.test(last) ? 1 : 0,
    position: first < text.length ? first / Math.max(1, text.length) : 1,
    occurrences: Math.log1p(occurrences(text, c.key)),
    prominence: occurrences(text, c.key) / ctx.most,
    counted: counted(text, last) ? 1 : 0,
    verbal: verbal(text, last),
    modifier: c.key.includes(' ') && verbal(text, c.key.split(' ')[0], 'Adjective') > 0.5 ? 1 : 0,
    head: ctx.keys.some((k) => k !== c.key && (k.split(' ').pop() === last || c.key.split(' ').pop() === k)) ? 1 : 0,
    feature: via.has('feature') ? 1 : 0,
    weak: c.mentions.every((m) => !m.strong) ? 1 : 0,
    preposition: via.has('preposition') || via.has('member') ? 1 : 0,
    basis: aside(positions, ctx.aside.basis),
    example: aside(
      positions,
      ctx.aside.example.filter((sp) => sp.head !== last && ctx.keys.some((k) => k.split(' ').pop() === sp.head)),
    ),
    lexPerson: lex?.[0] ?? 0,
    lexThing: lex?.[1] ?? 0,
    lexHappening: lex?.[2] ?? 0,
    lexDocument: lex?.[3] ?? 0,
    lexGroup: lex?.[4] ?? 0,
    lexAbstract: lex?.[5] ?? 0,
    lexMeasure: lex?.[6] ?? 0,
    lexUnknown: lex ? 0 : 1,
  };
  return FEATURES.map((k) => f[k]);
}

/** WordNet's class shares of the whole compound when it knows it ("credit card"), else of its head word ("work order" → order). */
function lexicalShares(key: string): number[] | undefined {
  if (!/^[a-z][a-z -]*$/.test(key)) return undefined;
  return (key.includes(' ') ? nounClassShares(key) : undefined) ?? nounClassShares(key.split(' ').pop() ?? '');
}

/** The share of the candidate's named places that lie in the spans. */
function aside(positions: Set<number>, spans: Span[]): number {
  if (!positions.size || !spans.length) return 0;
  return [...positions].filter((p) => spans.some((sp) => p >= sp.start && p < sp.end)).length / positions.size;
}

/** "each booking", "every two orders", "which tent", "per room": a word counted or picked is a record's. */
function counted(text: string, word: string): boolean {
  if (!/^[a-z]+$/.test(word)) return false;
  return new RegExp(
    `\\b(?:each|every|per|which|multiple|several|many|all|any|new)\\s+(?:[a-z]+\\s+)?(?:${word}|${plural(word)})\\b`,
    'i',
  ).test(text);
}

/** The share of the word's occurrences the tagger reads as a verb ("check", "provide", "change"). */
function verbal(text: string, word: string, also = 'Verb'): number {
  const forms = new Set([word, plural(word)]);
  const hits = tokens(text).filter((t) => forms.has(t.word));
  if (!hits.length) return 0;
  return hits.filter((t) => (t.tags.includes('Verb') || t.tags.includes(also)) && !t.tags.includes('Noun')).length / hits.length;
}

function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  const re = /[.!?;](?:\s|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) ends.push(m.index + 1);
  ends.push(Number.MAX_SAFE_INTEGER);
  return ends;
}

function pluralInText(text: string, word: string): boolean {
  if (!word) return false;
  const stem = word.replace(/y$/, '');
  const forms = /y$/.test(word) ? `${stem}(?:ies|ys)` : `${word}(?:s|es)`;
  return new RegExp(`\\b${forms}\\b`, 'i').test(text);
}

/**
 * The candidates that are kept whatever their score: one the prompt gives fields ("X with a, b and c"),
 * one guessed as a last resort (its warning is said already), the core records of the domain template
 * the prompt matched (a salon's services, a restaurant's order items: the template's own decision, not a
 * reading of the prompt's words), and every candidate of a prompt that names only one or two.
 */
export function isProtected(c: Candidate, ctx: EvidenceContext): boolean {
  return ctx.candidates <= 2 || c.fallback || c.core || c.mentions.some((m) => m.via === 'clause');
}

/**
 * Weights of the logistic model on the raw features, fitted by `node eval/generation/fit-entities.ts`
 * (study batches only; generation session 28, 2026-12-01, with WordNet's noun classes), with the threshold
 * it chose: the highest whose cross-validated recall loss on the study cases is at most half a point
 * (cross-validated there: precision 76.6 -> 78.0 %, recall 85.7 -> 85.4 %; without the noun classes 77.4 %, 85.4 %).
 * Refit and paste its output when the readers or the features change.
 */
const WEIGHTS: Record<'intercept' | (typeof FEATURES)[number], number> = {
  intercept: -2.738,
  mentions: 0.372,
  sentences: -0.156,
  strong: 0.195,
  verb: 0.863,
  pair: 1.63,
  list: 0.319,
  kind: -0.816,
  first: 0.446,
  plural: 0.697,
  catalog: 0.828,
  person: 0.677,
  compound: -0.993,
  abstract: -0.501,
  gerund: -0.112,
  position: 0.603,
  occurrences: 0.198,
  prominence: 1.37,
  counted: 1.238,
  verbal: -0.039,
  modifier: 1.36,
  head: -1.507,
  feature: 0.563,
  weak: -0.195,
  preposition: 2.131,
  basis: -2.845,
  example: -3.698,
  lexPerson: 0.667,
  lexThing: -0.204,
  lexHappening: -0.262,
  lexDocument: 0.356,
  lexGroup: 0.09,
  lexAbstract: -0.841,
  lexMeasure: -1.382,
  lexUnknown: -1.21,
};
export const THRESHOLD = 0.15;

/** The probability that the candidate is a record the prompt's reader expects. */
export function evidenceScore(features: number[]): number {
  let z = WEIGHTS.intercept;
  for (let i = 0; i < FEATURES.length; i++) z += WEIGHTS[FEATURES[i]] * features[i];
  return 1 / (1 + Math.exp(-z));
}

/**
 * Words for what an app works out and hands to its users rather than a record they keep: advice
 * ("recommendations", "suggestions"; "tips" are more often articles the app publishes), findings ("insights", "trends", "patterns") and views of the data
 * ("summaries", "breakdowns", "statistics").
 */
const OUTPUT_WORDS = new Set([
  'recommendation',
  'suggestion',
  'insight',
  'summary',
  'breakdown',
  'trend',
  'pattern',
  'analysis',
  'statistic',
  'visualization',
  'visualisation',
  'overview',
  'guidance',
  'advice',
]);

/** The app is what produces or hands over the word's thing: "provides personalised tips", "offers insights into", "identify patterns". */
const PRODUCED = wordForms(
  'provid|offer|giv|gave|generat|deliver|receiv|get|got|view|see|show|display|present|produc|suggest|recommend|includ|highlight|surfac|detect|analy[sz]|find|spot|uncover|discover|understand|gain|learn',
  'identify|identifies|identified|identifying|personali[sz]ed|intelligent|smart|ai|tailored|actionable|automated|automatic|customi[sz]ed|related|instant|daily|weekly|monthly|helpful|useful|valuable|concise|detailed|visual|features?|functionality|functionalities|capability|capabilities',
);

/** A person acts on the word's thing, as on a record: "submit suggestions", "post tips", "save recommendations". */
const KEPT = wordForms(
  'submit|submitt|post|writ|wrote|written|leav|left|send|sent|shar|add|creat|enter|input|record|log|logg|sav|rat|vote|review|manag|edit|delet|updat|track|collect|upload|publish|keep|kept|stor|organi[sz]|bookmark|lik|comment|brows|search|import|assign|approv|accept|reject|book|attach|request|mak|made|set|report|lodg|rais|fil|flag|sort|filter',
  '',
);

/** Verb stems with their endings ("provid" provide, provides, provided, providing), and whole words. */
function wordForms(stems: string, whole: string): RegExp {
  return new RegExp(`^(?:(?:${stems})(?:e|es|s|ed|d|ing)?${whole ? `|${whole}` : ''})$`);
}

/**
 * "the app provides personalised recommendations", "offers insights into factors", "visual representations of
 * budget breakdowns": an output word named only where the app produces it (the nearest verb or modifier before
 * each mention, in its sentence, is one of producing) names what the app computes, not a record; one that
 * people submit, post or save ("submitting suggestions") is left to the evidence score, as is one an app
 * is named for making ("a data summarizer").
 */
export function computedOutput(text: string, c: Candidate): boolean {
  const head = c.key.split(' ').pop() ?? '';
  if (!OUTPUT_WORDS.has(head)) return false;
  // "The Data Summarizer … generates key insights", "Book Recommender": an app named for making advice or
  // findings keeps what it makes (an analyzer is named for what it analyses)
  if (/\b(?:summari[sz]|recommend|suggest|advis|insight)[a-z]*(?:er|or)s?\b/i.test(text)) return false;
  const re = new RegExp(`\\b(?:${head}|${plural(head)})\\b`, 'gi');
  let m: RegExpExecArray | null;
  let seen = 0;
  while ((m = re.exec(text))) {
    seen++;
    const before =
      text
        .slice(0, m.index)
        .split(/[.!?;:\n]/)
        .pop() ?? '';
    const cue = before
      .toLowerCase()
      .split(/[^a-z-]+/)
      .reverse()
      .find((w) => PRODUCED.test(w) || KEPT.test(w));
    if (!cue || !PRODUCED.test(cue)) return false;
  }
  return seen > 0;
}

/** Words for an aspect of someone's life as a whole: "their finances", "your health", "their time". */
const LIFE_ASPECTS = new Set([
  'finance',
  'health',
  'money',
  'wellbeing',
  'well-being',
  'productivity',
  'life',
  'time',
  'fitness',
  'career',
]);

/**
 * "helps individuals manage their finances", "improve your health": an aspect of someone's life named only
 * as theirs is what the app helps with as a whole; the records are its parts (incomes, expenses, symptoms).
 */
export function ownLifeAspect(text: string, c: Candidate): boolean {
  if (!LIFE_ASPECTS.has(c.key)) return false;
  const re = new RegExp(`\\b(${c.key}|${plural(c.key)})\\b`, 'gi');
  let seen = 0;
  for (const m of text.matchAll(re)) {
    seen++;
    if (
      !/\b(?:their|your|my|his|her|our)\s+(?:(?:personal|own|overall|daily|general|financial|physical|mental)\s+)?$/i.test(
        text.slice(Math.max(0, m.index - 40), m.index),
      )
    )
      return false;
  }
  return seen > 0;
}
