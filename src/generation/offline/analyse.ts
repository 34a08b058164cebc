// Prompt analysis: derive entities, typed fields and relations from a prompt. The steps live by concern:
// clauses.ts (field lists), mentions.ts (other mentions), nouns.ts (noun → entity name), entity-fields.ts
// (entities with their fields) and relations.ts (relations between them).
import { readStructured, statedEntities, type StatedModel } from './structured.ts';
import { designSpans, findCardinality, findCountedActs, joinCountedActs, linkCounted } from './cardinality.ts';
import { findClauses, type NounList } from './clauses.ts';
import { CATALOG, type Template } from './domains.ts';
import { addHappeningDates, applyListFields, buildEntities, EntityRegistry, tidyEntities, type Found } from './entity-fields.ts';
import { linesAsSentences, takesValues, uniq } from './fields.ts';
import { isPluralWord, words } from './nlp.ts';
import {
  type Candidate,
  computedOutput,
  evidenceContext,
  ownLifeAspect,
  evidenceFeatures,
  evidenceScore,
  isProtected,
  THRESHOLD,
} from './evidence.ts';
import { isLookSentence } from './theme.ts';
import { addFieldHistories, compoundHistory, fieldHistoriesIn, historyRecordKey } from './history.ts';
import { addJudgedMeasures, addVerbFields } from './verb-fields.ts';
import {
  MAX_ENTITIES,
  inSpans,
  parenSpans,
  type AnalysedEntity,
  type Analysis,
  type Clause,
  type ListField,
  type Mention,
  type Pair,
  type Span,
} from './lexicon.ts';
import {
  appNameSpans,
  asideSpans,
  audienceSpans,
  skillSpans,
  businessSpans,
  interfaceSpans,
  kindExampleSpans,
  purposeSpans,
  providedSpans,
  candidateNouns,
  conformedSpans,
  activityListMentions,
  featureListMentions,
  findAliasMentions,
  findAppKindMentions,
  findListMentions,
  findTaggedNouns,
  managedMentions,
  memberOfMentions,
  prepositionObjects,
  recordSubjects,
  betweenMentions,
  singularObjects,
  singularSubjects,
  understoodSpans,
  verbObjects,
} from './mentions.ts';
import { actorNouns, JOIN_VERBS } from './grammar.ts';
import { mediaRecords } from './media.ts';
import { singularPhrase } from './nlp.ts';
import { compoundHeads, reduceItem, resolveNoun, scoreTemplates } from './nouns.ts';
import {
  findAnchoredPairs,
  findRelationPairs,
  findCategorisedPairs,
  findResponsePairs,
  findUpkeepPairs,
  shapeUpkeepRecords,
  linkByClause,
  linkByCompoundName,
  linkByGrammar,
  linkByModifier,
  linkByKind,
  linkByRecordKind,
  linkImplied,
  linkJudgedRecords,
  linkReminders,
  linkFieldsNamingRecords,
  linkLoneRecords,
  linkPairs,
  linkPayments,
  linkUnsaidBookings,
  foldRoleRecords,
} from './relations.ts';
import { linkStatedRelations } from './stated-relations.ts';
import { type AppKind, appKindIn, terseKind } from './app-kinds.ts';

export type { AnalysedEntity, Analysis } from './lexicon.ts';
export { headNoun, isStop, nounLike, pluralLabel, resolveNoun, scoreTemplates, type Resolved } from './nouns.ts';

const VAGUE_PROMPT =
  'vague prompt: could not tell what the app should manage. Name the things to keep track of and, ideally, their fields — ' +
  'e.g. "A CRM to track contacts, companies and deals", "Track tasks with a title, due date, priority (low/medium/high) and assignee email, linked to a project", ' +
  'or "A recipe box: recipes (title, ingredients, cooking time, photo) grouped into categories".';

/**
 * Analyses a prompt. `weigh` receives every candidate record with its evidence features (for
 * eval/generation/fit-entities.ts); when it is given, no candidate is left out for want of evidence.
 * `kind` is set when the prompt is being re-read with what a kind of app keeps (app-kinds.ts), which
 * happens once.
 */
export function analysePrompt(
  prompt: string,
  description = '',
  weigh?: (c: Candidate, features: number[], isProtected: boolean) => void,
  kind?: AppKind,
): Analysis | { error: string } {
  // a data model sent as JSON, a table, type declarations or a list under "Entities:" is the model as stated
  const stated = readStructured(prompt);
  if (stated) return statedAnalysis(stated, description, weigh, kind);
  const text = promptText(prompt);
  const warnings: string[] = [];
  const best = bestTemplate(text, description);
  const tmpl = best?.t;
  const found = collectMentions(text, tmpl);
  // "track my weight over time": past values are records of their own, even where nothing else is named
  const histories = fieldHistoriesIn(text).map((h) =>
    compoundHistory(h, (w) => found.mentions.some((m) => m.strong && m.key === singularPhrase(w.toLowerCase()))),
  );
  for (const h of histories)
    if (!found.mentions.some((m) => m.strong && m.key === h.field))
      found.mentions.push({ key: historyRecordKey(h), pos: h.pos, strong: true, via: 'clause' });
  const reg = new EntityRegistry(new Set(found.mentions.filter((m) => m.strong).map((m) => m.key)));
  const said = resolveMentions(text, tmpl, found, reg);
  // "Salon bookings: client, stylist, service (cut, colour), time, price": a prompt that lists its records'
  // fields has described them itself, and the template's core (customers, services) is only a guess
  const listsFields = found.clauses.some((c) => c.items.length >= 2);
  const core = listsFields ? [] : addTemplateCore(tmpl, best?.score ?? 0, found.mentions, reg);
  const guessed = reg.byName.size === 0 ? fallBackOnNouns(text, found, reg, warnings) : [];
  // "a forum", "collab calendar": the prompt names a kind of app, not its records (none found, or only the
  // kind's own words without fields: "message boards" read as a Board); "Pet adoption": only a title, where
  // nothing at all was found; read what such an app keeps
  const named = kind ? undefined : (appKindIn(text) ?? (reg.byName.size === 0 ? terseKind(text) : undefined));
  // "tool library": the library template's books are its guess, and the prompt said it lends tools
  // ("Dental clinic": the booking template's customers are its guess too; "Restaurant reviews": a compound of the kind's words)
  const onlyKindWords =
    !!named && [...reg.byName.values()].every((r) => core.includes(r.name) || r.key.split(' ').every((w) => named.said.includes(w)));
  const noFieldsSaid = !(found.clauses.length || found.listFields.length);
  const byKind =
    named && onlyKindWords && (reg.byName.size === 0 || guessed.length > 0 || noFieldsSaid)
      ? keptByKind(prompt, description, weigh, named)
      : undefined;
  if (byKind) return byKind;
  // "Flexible school management platform for teachers, students and parents", "Online invoicing and time
  // tracking software": the kind the software is, said with records of its own, still keeps what such an
  // app cannot do without (classes; clients): read what it keeps too
  // (only where the prompt lists what the software does, as a catalogue blurb does; one that says what its
  // records have or how they relate has described them itself)
  const ownKind =
    named && reg.byName.size > 0 && noFieldsSaid && !found.pairs.length && !DESCRIBES_RECORDS.test(text) && isSoftwareKind(text, named)
      ? keptByKind(prompt, description, weigh, named, true)
      : undefined;
  if (ownKind) return ownKind;
  if (reg.byName.size === 0) return { error: VAGUE_PROMPT };
  const candidates = [...reg.byName.values()].map(
    (r): Candidate => ({
      name: r.name,
      key: r.key,
      kind: r.kind,
      catalog: !!r.catalog,
      pos: r.pos,
      mentions: said.get(r.name) ?? [],
      core: core.includes(r.name),
      fallback: guessed.includes(r.name),
    }),
  );
  const evidenced = wellEvidenced(text, candidates, weigh);
  const resolved = keptEntities(reg, evidenced, warnings);
  reg.names = new Set(resolved.map((r) => r.name));
  const entities: AnalysedEntity[] = [];
  buildEntities({
    text,
    tmpl,
    reg,
    clauses: found.clauses,
    pairs: found.pairs,
    warnings,
    entities,
    pending: [...resolved],
    personEntity: resolved.find((r) => r.kind === 'person'),
  });
  applyListFields(found.listFields, entities, reg.lookup);
  addVerbFields(text, entities, reg.lookup);
  joinCountedActs(findCountedActs(text), entities, reg.lookup, (verb) => JOIN_VERBS[verb]);
  linkPairs([...found.pairs, ...found.clausePairs], entities, reg.lookup);
  shapeUpkeepRecords(text, entities, reg.lookup);
  linkByGrammar(text, entities, reg.lookup, warnings);
  linkPayments(text, entities, reg.lookup, warnings);
  linkUnsaidBookings(text, entities, reg.lookup, warnings);
  linkByClause(text, entities, reg.lookup);
  linkStatedRelations(text, entities, reg.lookup, warnings);
  linkFieldsNamingRecords(entities);
  linkByCompoundName(entities);
  linkByModifier(text, entities, reg.lookup);
  linkByRecordKind(entities);
  linkByKind(entities);
  linkImplied(entities);
  linkLoneRecords(entities);
  linkReminders(text, entities, reg.lookup);
  // (after the guesses of links, which it replaces: a history is of what was measured, or of no record at all)
  addFieldHistories(histories, entities, reg.lookup);
  linkStatedRelations(text, entities, reg.lookup, warnings);
  linkJudgedRecords(entities);
  addJudgedMeasures(text, entities, reg.lookup);
  linkCounted(found.counted, entities, reg.lookup);
  foldRoleRecords(entities);
  addHappeningDates(text, entities);
  tidyEntities(entities);
  entities.sort((a, b) => a.pos - b.pos || a.name.localeCompare(b.name));
  // what was left out for want of evidence, unless a later step made it a record after all ("guests book rooms": Booking)
  for (const c of candidates)
    if (!evidenced.has(c.name) && !entities.some((e) => e.name === c.name))
      warnings.push(`Not sure "${c.name}" is something to keep records of; name it with fields to add it.`);
  return { template: tmpl, entities: entities.map(withDecimalPoints), warnings: uniq(warnings).map(decimalPoints) };
}

/** The decimal points promptText kept out of the rules' way, back as points ("7.5 tonne" among a van's sizes). */
function decimalPoints(s: string): string {
  return s.replaceAll(DECIMAL_POINT, '.');
}

function withDecimalPoints(e: AnalysedEntity): AnalysedEntity {
  if (!e.fields.some((f) => f.values?.some((v) => v.includes(DECIMAL_POINT)) || f.label?.includes(DECIMAL_POINT))) return e;
  return {
    ...e,
    fields: e.fields.map((f) => ({
      ...f,
      ...(f.values ? { values: f.values.map(decimalPoints) } : {}),
      ...(f.label ? { label: decimalPoints(f.label) } : {}),
    })),
  };
}

/**
 * The analysis of a stated data model: its entities as stated, then any record the words around it name
 * that it does not ("A tool library. type Tool = {…}. Members borrow tools." adds Member).
 */
function statedAnalysis(
  model: StatedModel,
  description: string,
  weigh?: (c: Candidate, features: number[], isProtected: boolean) => void,
  kind?: AppKind,
): Analysis {
  const entities = statedEntities(model);
  const warnings: string[] = [];
  const around = /[a-z]{3,}/i.test(model.rest) ? analysePrompt(model.rest, description, weigh, kind) : undefined;
  if (around && !('error' in around)) {
    const taken = new Set(entities.map((e) => e.name.toLowerCase()));
    for (const e of around.entities) if (!taken.has(e.name.toLowerCase())) entities.push({ ...e, pos: entities.length + e.pos });
    warnings.push(...around.warnings);
  }
  return { entities, warnings: uniq(warnings) };
}

/**
 * "chemicals in our lab - name, CAS number, …", "Film club screenings — film title, director, …": a dash
 * that opens a list of fields introduces it as a colon does; one that opens a list of records ("soccer
 * league - teams, players, coaches") is left to the rules for lists of entities.
 */
function dashList(dash: string, list: string, at: number, text: string): string {
  // "sample type - blood, urine, tissue": after a field word that takes values, the dash lists its values
  if (takesValues(/([a-z]+)$/i.exec(text.slice(0, at))?.[1]?.toLowerCase() ?? '')) return dash;
  const first = (list.split(/,|\s+and\s+/)[0] ?? '')
    .replace(/\([^()]*\)?/g, ' ')
    .replace(/\s+(?:with|by|of|for|in|at|from|to|who|that|which)\s.*$/i, '')
    .trim()
    .toLowerCase();
  const last = first.split(/\s+/).pop() ?? '';
  return last && !isPluralWord(last) ? ': ' : dash;
}

function clean(text: string): string {
  return (
    text
      // "- members with …\n- routes set by …": each bullet is a sentence of its own
      .replace(/([^\s.!?;:,])?[ \t]*\r?\n[ \t]*(?:[-*\u2022+]|\d{1,2}[.)])[ \t]+/g, (_, prev: string | undefined) =>
        prev ? `${prev}. ` : ' ',
      )
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, ' - ')
      .replace(/\s+-\s+(?=([^.!?;:]*,[^.!?;:]*))/g, dashList)
      .replace(/\be\.g\.\s*/gi, 'eg ')
      .replace(/\bi\.e\.\s*/gi, 'ie ')
      .replace(/\betc\.?/gi, '')
      // shorthand people type: "visits w/ readings", "arrival + departure dates"
      .replace(/\bw\/o\b\s*/gi, 'without ')
      .replace(/\bw\/\s*/gi, 'with ')
      .replace(/([a-z])\s+\+\s+([a-z])/gi, '$1 and $2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The prompt as sentences, without theme wishes ("in a teal colour scheme", "Use ivory for the background
 * and teal for components."), which the caller handles.
 */
/** "Enquiries come in for weddings, conferences and parties: organiser name, email, …" */
const COME_IN_FOR = /\b([a-z]+s)\s+(?:come|comes|came)\s+in\s+for\s+([a-z][a-z ,'-]*?(?:,|\s(?:and|or)\s)[a-z ,'-]*?)\s*:\s*([^.!?;]*)/gi;

/**
 * What records come in for are kinds of them, the values of their type, and the list after the colon is
 * theirs ("Enquiries: type (wedding, conference, party), organiser name, …"): the values go with a type
 * the list names, or else make a type of their own.
 */
function comeInFor(_: string, records: string, kinds: string, list: string): string {
  const values = kinds
    .split(/\s*,\s*|\s+(?:and|or)\s+/)
    .map((v) => singularPhrase(v.replace(/^(?:an?|the)\s+/i, '').trim()))
    .filter(Boolean);
  // (only a bare type: "paper type" may be the type of something else than the records)
  const typed = /(^|,\s*|\band\s+)(?:the\s+)?(?:type|kind|category)(?=\s*(?:,|\s+and\b|$))/i.exec(list);
  if (!typed) return `${records}: type (${values.join(', ')}), ${list}`;
  const at = typed.index + typed[0].length;
  return `${records}: ${list.slice(0, at)} (${values.join(', ')})${list.slice(at)}`;
}

/** Stands for a decimal point while the rules read the prompt; analysePrompt turns it back into a point. */
const DECIMAL_POINT = '\u2024';

function promptText(prompt: string): string {
  return (
    clean(linesAsSentences(prompt))
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !isLookSentence(sentence))
      .join(' ')
      // "van size (small, luton, 7.5 tonne)", "rating 3.5 stars": a point between digits is a decimal point, not
      // the end of a sentence, for every rule that reads up to a full stop
      .replace(/(\d)\.(?=\d)/g, `$1${DECIMAL_POINT}`)
      .replace(
        /,?\s*(?:in|with|using)\s+(?:an?\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:theme|colou?r\s+scheme|colou?rs|colou?r|palette|accents?)\b/gi,
        '',
      )
      .replace(/,?\s*(?:theme|colou?r\s+scheme|colou?rs|palette)\s*(?::|is|should\s+be)\s*[a-z]+(?:\s+[a-z]+)?/gi, '')
      .replace(COME_IN_FOR, comeInFor)
      // "track each animal by ear tag, breed and birth date": what identifies each record is its field list
      .replace(/\b(each|every)\s+([a-z]+)\s+by\s+(?=[^.;!?]*,)/gi, '$1 $2 with ')
  );
}

/** The domain template that fits the prompt best (a score of 3 at least). */
function bestTemplate(text: string, description: string): { t: Template; score: number } | undefined {
  let best: { t: Template; score: number } | undefined;
  for (const s of scoreTemplates(`${text} ${clean(description)}`)) if (s.score >= 3 && (!best || s.score > best.score)) best = s;
  return best;
}

/** What the prompt's words say: field-list clauses, relation pairs and every mention of a possible entity. */
type Findings = {
  clauses: Clause[];
  spans: Span[];
  titleSpans: Span[];
  pairs: Pair[];
  clausePairs: Pair[];
  /** what cardinality statements say belongs to what ("Players exist in 1 and only 1 team") */
  counted: Pair[];
  listFields: ListField[];
  mentions: Mention[];
};

function collectMentions(text: string, tmpl: Template | undefined): Findings {
  const appNounLists: NounList[] = [];
  const titleSpans: Span[] = [];
  const clausePairs: Pair[] = [];
  const purposes = purposeSpans(text);
  const screenParts = interfaceSpans(text);
  // "…, ensuring compliance with care schedules": a purpose clause's "X with Y" is no field list; nor is "a
  // table with the days each habit was done", a part of the screen
  // ("my requirements are: well normalized, transactional": qualities of the design are no field list either)
  const design = designSpans(text);
  // ("staff with no programming knowledge": what the users do not know is no list of their fields)
  const skills = skillSpans(text);
  const clauses = findClauses(text, appNounLists, titleSpans, clausePairs).filter(
    (c) =>
      !inSpans(c.pos, purposes) &&
      !inSpans(c.pos, design) &&
      !screenParts.some((sp) => sp.start >= c.pos && sp.end <= c.start) &&
      !skills.some((sp) => c.start >= sp.start && c.start < sp.end),
  );
  const spans = clauses.map((c) => ({ start: c.start, end: c.end }));
  const cardinality = findCardinality(text);
  const pairs = [
    ...findRelationPairs(text),
    ...findResponsePairs(text),
    ...findUpkeepPairs(text),
    ...findCategorisedPairs(text),
    ...cardinality.pairs,
  ];
  const listFields: ListField[] = [];
  // the app's own name, the people it helps, what the speaker runs and what one learns from the records
  // are no records ("BudgetAdvisor … helps individuals manage …", "gain insights into their health")
  const appNames = appNameSpans(text);
  titleSpans.push(...appNames);
  const notRecordSpans = [
    ...businessSpans(text),
    ...audienceSpans(text),
    ...appNames,
    ...purposes,
    ...understoodSpans(text),
    ...providedSpans(text),
    ...conformedSpans(text),
    ...kindExampleSpans(text),
    ...screenParts,
    ...design,
    ...skills,
  ];
  // where no reader looks for a record: field lists, titles, parentheses and the spans above
  const outsideRecords = [...spans, ...titleSpans, ...parenSpans(text), ...notRecordSpans];
  const mentions: Mention[] = [
    ...clauses.map((c) => ({ key: c.key, pos: c.pos, strong: true, plural: c.counted, via: 'clause' })),
    // inside a clause's subject a word is not a verb starting a list ("order items with …")
    ...tag(
      'list',
      findListMentions(
        text,
        [...spans, ...clauses.filter((c) => !c.paren).map((c) => ({ start: c.pos + 1, end: c.start })), ...notRecordSpans],
        appNounLists,
        listFields,
        spans,
        pairs,
        clauses.filter((c) => c.partial),
      ),
    ),
    ...pairs.flatMap((p) => [
      { key: p.child, pos: p.pos, strong: true, via: 'pair' },
      { key: p.parent, pos: p.pos, strong: true, via: 'pair' },
    ]),
    // "a reading for the meter with the date": the list is the reading's, and the meter it is for is still a record
    ...clausePairs.filter((p) => p.named).map((p) => ({ key: p.parent, pos: p.pos, strong: true, via: 'pair' })),
    // "There can be many leagues.": a record said to exist
    ...cardinality.mentions,
    ...tag(
      'kind',
      findAppKindMentions(text).filter((x) => !inSpans(x.pos, titleSpans)),
    ),
    ...tag(
      'alias',
      findAliasMentions(text, tmpl, spans).filter((x) => !inSpans(x.pos, titleSpans) && !inSpans(x.pos, screenParts)),
    ),
    // the nouns the sentences act on ("neighbours lend tools", "bands book rooms")
    // "equipment (microscopes, centrifuges)": what a parenthesis lists are examples or fields, not records
    ...actorNouns(text, outsideRecords).map((a) => ({ ...a, strong: true, via: 'actor' })),
    ...tag('member', memberOfMentions(text, [...spans, ...titleSpans])),
    ...tag('feature', featureListMentions(text, [...spans, ...titleSpans, ...notRecordSpans])),
    // ("Volunteer scheduling" alone is a title, which the reading of kinds of app takes)
    ...tag('feature', terseKind(text) ? [] : managedMentions(text, [...spans, ...notRecordSpans])),
    ...tag('feature', activityListMentions(text, [...spans, ...notRecordSpans])),
    ...tag('subject', singularSubjects(text, outsideRecords)),
    // (a field list read to the end of its sentence does not hide a clause that opens with its own subject and
    // verb: "each invention has filings in countries, a filing has a status")
    ...tag('subject', recordSubjects(text, [...titleSpans, ...parenSpans(text), ...notRecordSpans])),
    // (read inside field lists too: "people with birth dates, marriages between two people")
    ...tag('pair', betweenMentions(text, [...titleSpans, ...parenSpans(text), ...notRecordSpans])),
    // "users upload photos to albums", "a video sharing site": media acted on as items are records
    ...tag('object', mediaRecords(text, outsideRecords)),
    // "rides (from, to, seats) … request a seat": a word the prompt lists as a field stays a field
    ...tag(
      'object',
      verbObjects(text, outsideRecords).filter(
        (o) => !clauses.some((c) => c.items.some((it) => singularPhrase(reduceItem(it).trim()) === o.key)),
      ),
    ),
  ];
  // the other end of a relation to an entity found above ("parts used on each job")
  const anchored = findAnchoredPairs(text, new Set(mentions.filter((m) => m.strong).map((m) => m.key)), outsideRecords);
  pairs.push(...anchored.pairs);
  mentions.push(
    ...anchored.pairs.flatMap((p) => [p.child, p.parent].map((key) => ({ key, pos: p.pos, strong: true, via: 'pair' }))),
    ...tag('agent', anchored.agents),
    // "goes to an editor": read after the anchored pairs, so that it only adds what no rule found
    ...tag('preposition', prepositionObjects(text, outsideRecords)),
  );
  if (!tmpl && !mentions.some((m) => m.strong)) mentions.push(...tag('tagged', findTaggedNouns(text, spans)));
  // ("see a table with …": readers that place a mention at its article or verb still name the screen part)
  const onScreen = (m: Mention) =>
    screenParts.some(
      (sp) => sp.start >= m.pos && sp.start <= m.pos + 12 && singularPhrase(text.slice(sp.start, sp.end).toLowerCase()) === m.key,
    );
  for (let i = mentions.length - 1; i >= 0; i--) if (onScreen(mentions[i])) mentions.splice(i, 1);
  return { clauses, spans, titleSpans, pairs, clausePairs, counted: cardinality.pairs, listFields, mentions };
}

/** The mentions a reader found, marked with the reader's name (evidence.ts weighs them). */
function tag(via: string, mentions: Mention[]): Mention[] {
  return mentions.map((m) => ({ ...m, via }));
}

/** Resolves the mentions into the registry: strong mentions first so that the user's own word names the entity. */
function resolveMentions(text: string, tmpl: Template | undefined, found: Findings, reg: EntityRegistry): Map<string, Mention[]> {
  const said = new Map<string, Mention[]>();
  const { mentions, pairs } = found;
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
  for (const o of singularObjects(text, [...found.spans, ...found.titleSpans])) mentions.push({ ...o, strong: true, via: 'object' });
  const headRenames = compoundHeads(text, mentions, pairs);
  for (const m of mentions) m.key = headRenames.get(m.key) ?? m.key;
  const sorted = [...mentions].sort((a, b) => a.pos - b.pos || a.key.localeCompare(b.key));
  for (const strongPass of [true, false]) {
    for (const m of sorted) {
      if (m.strong !== strongPass) continue;
      // weak mentions only count for the template's entities
      const r = resolveNoun(m.key, tmpl, m.plural);
      if (!r) continue;
      if (!strongPass && tmpl && !(r.catalog && tmpl.entities.some((te) => te.ref === r.catalog!.name))) continue;
      const name = reg.add(r, m.pos);
      said.set(name, [...(said.get(name) ?? []), m]);
    }
  }
  const { keyToName } = reg;
  // "the counsellor holds sessions": a word the prompt makes act on records is a person in a role, which
  // decides which end of its relations holds the link
  for (const m of mentions) {
    const e = m.agent ? reg.byName.get(keyToName.get(m.key) ?? '') : undefined;
    if (e && !e.catalog && e.kind === 'thing') e.kind = 'person';
  }
  for (const [bare, intro] of sameAs) if (keyToName.has(intro)) keyToName.set(bare, keyToName.get(intro)!);
  for (const [compound, head] of headRenames)
    if (keyToName.has(head) && !keyToName.has(compound)) keyToName.set(compound, keyToName.get(head)!);
  return said;
}

/** The analysis of a prompt that names only a kind of app, read with what such an app keeps (the result says so), if it finds records. */
function keptByKind(
  prompt: string,
  description: string,
  weigh: ((c: Candidate, features: number[], isProtected: boolean) => void) | undefined,
  kind: AppKind,
  beside = false,
): Analysis | undefined {
  // (beside the records the prompt names, the prompt is read whole; else the kind's words give way to what it keeps)
  const a = analysePrompt(`${beside ? prompt : prompt.replace(kind.phrase, '')}\n${kind.keeps}`, description, weigh, kind);
  // what such an app keeps could not be read: the prompt is analysed as it is
  if ('error' in a) return undefined;
  const what = kind.item ? kind.phrase.toLowerCase() : kind.name;
  a.warnings.unshift(
    beside
      ? `The prompt names what the app is (${what}); what such an app usually keeps was added to the records it names. Remove what is not needed.`
      : `The prompt names what the app is (${what}) but not its records; it was built with what such an app usually keeps ` +
          `(${a.entities.map((e) => e.name).join(', ')}). Describe the records and their fields to change them.`,
  );
  return a;
}

/** Words of a prompt that describes its records itself: what each has, what it belongs to, a list after a colon. */
// ("It has been designed by clinicians": a perfect tense says nothing of the records)
const DESCRIBES_RECORDS = /\b(?:each|every|(?:has|have)(?!\s+been\b)|belongs?|per)\b|:/i;

/** Whether the kind names what the software is: its phrase qualifies a word for the software ("ticketing platform", "invoicing, project management and time tracking software"). */
function isSoftwareKind(text: string, kind: AppKind): boolean {
  const at = text.indexOf(kind.phrase);
  if (at < 0) return false;
  const before = text.slice(0, at);
  const after = text.slice(at + kind.phrase.length);
  const softwareNext = NEXT_TO_SOFTWARE.test(after) && SOFTWARE_SOON.test(after);
  // the blurb's head: the kind within its first words ("Integrated accounting and ERP system …")
  // ("church rota app": the kind qualifies another noun, the rota, which is what the software is)
  if (before.split(/\s+/).filter(Boolean).length <= 3) return softwareNext;
  // or what the first sentence defines the software as: "Caisis is an open-source, web-based, patient data
  // management system", "farmOS is a web-based application for farm management", "OpenEyes is the leading
  // electronic patient record (EPR) for ophthalmology"
  if (!DEFINING.test(before)) return false;
  return softwareNext || SOFTWARE_FOR.test(before) || PREDICATE_END.test(after);
}

/** The first sentence up to the kind says what the software is: "<name> is a/an/the …" with no other clause between. */
const DEFINING = /^[^.!?;:]{0,60}?\b(?:is|are)\s+(?:a|an|the)\b[^.!?;:]{0,90}$/i;
const SOFTWARE_WORDS = 'app|application|platform|system|tool|software|solution|suite|program|portal';
/** The kind right after a word for the software and "for": "a web-based application for farm management". */
const SOFTWARE_FOR = new RegExp(`\\b(?:${SOFTWARE_WORDS})\\s+for\\s+(?:the\\s+)?$`, 'i');
/** The kind is the noun the sentence ends on or qualifies with a phrase: "… electronic patient record (EPR) for ophthalmology". */
const PREDICATE_END = /^\s*(?:\([^()]*\)\s*)?(?:for|of|that|which|with|,|[.!?]|$)/i;

/** What may follow a kind that names the software: a word for software, another item of its list, a qualifier. */
const NEXT_TO_SOFTWARE = new RegExp(
  `^\\s*(?:,|&|(?:and|or|[a-z]+ing|management|web|online|mobile|web-based|self-hosted|${SOFTWARE_WORDS})\\b)`,
  'i',
);
/** A word for the software within the next few words. */
const SOFTWARE_SOON = new RegExp(`^[a-z ,&-]{0,60}?\\b(?:${SOFTWARE_WORDS})\\b`, 'i');

/**
 * No rule found a record, yet the prompt names things ("which tent was lent to which patrol"): build from
 * its nouns rather than refuse, and say so in the result, since these are guesses. A prompt without such
 * nouns ("make me an app") stays a vague prompt.
 */
function fallBackOnNouns(text: string, found: Findings, reg: EntityRegistry, warnings: string[]): string[] {
  const guessed: string[] = [];
  // the app's title names its records when nothing else does ("timed reminders: set one, see past ones")
  for (const skipped of [[...found.titleSpans, ...parenSpans(text)], parenSpans(text)]) {
    for (const m of candidateNouns(text, skipped)) {
      const r = resolveNoun(m.key);
      if (!r || guessed.length >= 4) continue;
      const name = reg.add(r, m.pos);
      if (!guessed.includes(name)) guessed.push(name);
    }
    if (guessed.length) break;
  }
  if (guessed.length)
    warnings.push(
      `The prompt did not say clearly which records the app keeps; ${guessed.join(', ')} ${guessed.length === 1 ? 'was' : 'were'} guessed from its nouns. ` +
        'Rename or remove what is not data, or describe the records and their fields.',
    );
  return guessed;
}

/** The template fills in its core entities unless the prompt names its own, different ones. */
function addTemplateCore(tmpl: Template | undefined, score: number, mentions: Mention[], reg: EntityRegistry): string[] {
  const ownEntities = [...reg.byName.values()].some((r) => !(r.catalog && tmpl?.entities.some((te) => te.ref === r.catalog!.name)));
  const strongCount = mentions.filter((m) => m.strong).length;
  if (!tmpl || ownEntities || !(strongCount === 0 || score >= 5)) return [];
  const added: string[] = [];
  for (const te of tmpl.entities) {
    if (te.core && !reg.catalogToName.has(te.ref)) {
      const cat = CATALOG[te.ref];
      added.push(
        reg.add(
          { key: cat.name.toLowerCase(), name: cat.name, catalog: cat, kind: cat.kind },
          Number.MAX_SAFE_INTEGER - 100 + tmpl.entities.indexOf(te),
        ),
      );
    }
  }
  return added;
}

/**
 * The candidates with enough evidence to be records (evidence.ts); the caller names the others in a
 * warning, since what the generator is unsure of is said rather than invented.
 */
function wellEvidenced(
  text: string,
  candidates: Candidate[],
  weigh?: (c: Candidate, features: number[], isProtected: boolean) => void,
): Set<string> {
  const ctx = evidenceContext(text, candidates, asideSpans(text));
  const scored = candidates.map((c) => {
    const features = evidenceFeatures(c, ctx);
    const kept = isProtected(c, ctx);
    weigh?.(c, features, kept);
    return { c, kept, score: evidenceScore(features) };
  });
  if (weigh) return new Set(candidates.map((c) => c.name));
  const keep = new Set(scored.filter((s) => s.kept || s.score >= THRESHOLD).map((s) => s.c.name));
  for (const s of scored) if (!s.kept && keep.has(s.c.name) && titleBooking(text, s.c, candidates, [...keep])) keep.delete(s.c.name);
  // "provides personalised recommendations": what the app works out is a view, not a record
  for (const s of scored) if (!s.kept && keep.has(s.c.name) && computedOutput(text, s.c)) keep.delete(s.c.name);
  // "manage their finances", "improve your health": someone's life as a whole, not a record
  for (const s of scored) if (!s.kept && keep.has(s.c.name) && ownLifeAspect(text, s.c)) keep.delete(s.c.name);
  // one or two records at least: the best evidenced ones
  for (const s of [...scored].sort((a, b) => b.score - a.score)) if (keep.size < 2) keep.add(s.c.name);
  return keep;
}

/**
 * "clinic booking tool. … patients have appointments", "Court booking for a tennis club: courts, members and
 * reservations", "ferry booking … passengers book tickets": a booking named only where the prompt opens, as
 * what the app is for, is the record the prompt goes on to name, an appointment, a reservation or a ticket,
 * or whatever people are said to book.
 */
function titleBooking(text: string, c: Candidate, others: Candidate[], kept: string[]): boolean {
  if (!/^(?:Booking|Reservation)$/.test(c.name)) return false;
  const opening = /[.,:;!?(]|\s-\s/.exec(text)?.index ?? text.length;
  if (!c.mentions.length || c.mentions.some((m) => m.pos >= opening)) return false;
  const lower = text.toLowerCase();
  return others.some((o) => {
    if (o.name === c.name || !kept.includes(o.name)) return false;
    if (/(?:Booking|Reservation|Appointment|Ticket)$/.test(o.name)) return true;
    // (a room or a court people book is booked by a record of its own; a shoot or a callout is that record)
    if (o.kind !== 'event') return false;
    const word = words(o.name).pop() ?? '';
    return new RegExp(`\\b(?:book|books|reserve|reserves)\\s+(?:(?:a|an|the|their|one)\\s+)?${word.toLowerCase()}(?:s|es)?\\b`).test(lower);
  });
}

/** The entities in order of first mention (template order for unmentioned core entities), at most MAX_ENTITIES. */
function keptEntities(reg: EntityRegistry, evidenced: Set<string>, warnings: string[]): Found[] {
  const resolved = [...reg.byName.values()]
    .filter((r) => evidenced.has(r.name))
    .sort((a, b) => a.pos - b.pos || a.name.localeCompare(b.name));
  if (resolved.length <= MAX_ENTITIES) return resolved;
  warnings.push(
    `Only the first ${MAX_ENTITIES} entities were generated (${resolved
      .slice(MAX_ENTITIES)
      .map((r) => r.name)
      .join(', ')} left out).`,
  );
  return resolved.slice(0, MAX_ENTITIES);
}
