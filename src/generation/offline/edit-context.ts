// The edit context shared by every kind of edit clause (edit.ts dispatches them): the Ctx a prompt's
// clauses change, the errors a clause throws (EditError; AlreadySo for a request already met), and the
// look-ups that resolve words of a prompt to the app's entities, fields and pages.

import type { AppModel, EditOperation, EntitySpec, FieldSpec } from './types.ts';
import { fieldLabel } from './render.ts';
import { inferField, splitList } from './fields.ts';
import { pluralLabel, resolveNoun } from './analyse.ts';
import { ALIAS_INDEX } from './domains.ts';
import { CATALOGUE_HEADS, GENERIC_ALIASES } from './lexicon.ts';
import { isPluralWord, pascal, singularPhrase, words, snake } from './nlp.ts';
import { tokens } from './grammar.ts';

const EXAMPLES = [
  '"add a priority field (low, medium, high) to Task"',
  '"remove the notes field from Contact"',
  '"rename the title field of Task to name"',
  '"add a Category entity with name and color"',
  '"remove the Deal entity"',
  '"rename Contact to Client"',
  '"link tasks to a project"',
  '"add an About page"',
  '"rename the About page to Company"',
  '"rename the app to Acme CRM"',
  '"make it green"',
  '"add a filter by status on the tasks list"',
  '"sort tasks by due date"',
];

export const vague = (why: string) => ({
  ok: false as const,
  error: `vague prompt: ${why} Understood edits include ${EXAMPLES.join(', ')}.`,
});

export class EditError extends Error {}

/**
 * What the prompt asks is already true of the app ("link visits to pets" when visits have a pet): the
 * clause is understood and changes nothing. It is a note, and a prompt of only such clauses succeeds
 * with nothing changed, so an agent repeating a request gets the same answer instead of a failure.
 */
export class AlreadySo extends EditError {}

/** A clause names records the app does not keep: `target` is the phrase, as the message quotes it. */
export class NoSuchEntity extends EditError {
  readonly target: string;
  /** The fields an "add … to <target>" asked for, for a last reading of the target as new records. */
  fields?: string;
  constructor(target: string, model: AppModel) {
    super(`there is no entity called "${target}" (entities: ${model.entities.map((x) => x.name).join(', ') || 'none'}).`);
    this.target = target;
  }
}

export function cleanPhrase(s: string): string {
  return s
    .trim()
    .replace(/^["'`]+|["'`.,!?]+$/g, '')
    .replace(/^(?:the|a|an|all|each|every|my|our|new)\s+/i, '')
    .replace(/\s+(?:entity|model|table|records?|data type|collection|section)$/i, '')
    .trim();
}

export function findEntity(model: AppModel, phrase: string): EntitySpec | undefined {
  const named = namedEntity(model, phrase);
  if (named) return named;
  const p = cleanPhrase(phrase);
  // "the video library", "the fund management": the records, said with the word for how they are kept
  const kept = /^(.+?)\s+(?:library|catalog|catalogue|information|info|management|function|functionality|feature|module|system)$/i.exec(p);
  if (kept) return namedEntity(model, kept[1]);
  // "each symptom entry", "to-do items": one of the records, said with the word for one of them
  const one = /^(.+?)\s+(?:entry|entries|item|items)$/i.exec(p);
  if (one) return namedEntity(model, one[1]);
  // "a staff member", "a member of staff", "faculty members": one of people kept under a mass noun (Staff) is a
  // record of it
  const person =
    /^(staff|personnel|faculty|crew)\s+(?:members?|persons?|people)$/i.exec(p) ??
    /^(?:members?|persons?|people)\s+of\s+(?:the\s+)?(staff|personnel|faculty|crew)$/i.exec(p);
  if (person) {
    const kept = namedEntity(model, person[1]);
    if (kept && words(kept.name).length === 1) return kept;
  }
  // "the artists' profiles", "a member's record", "client details": a record's own page or data, said with
  // its owner first (possessive or not), is that record
  const own = /^(.+?)(?:['’]s?|s['’])?\s+(?:profiles?|records?|details|info|information|data)$/i.exec(p);
  const owner = own ? namedEntity(model, own[1]) : undefined;
  if (owner) return owner;
  // "hotel bookings": a noun before the records' name says which of them (not "cancelled bookings", a
  // state); "lead sources" when the sources link to the leads, not when leads are unrelated records
  const ws = p.split(/\s+/);
  if (ws.length === 2 && /^[a-z]+$/i.test(ws[0])) {
    const head = namedEntity(model, ws[1]);
    const tags = tokens(ws[0])[0]?.tags ?? [];
    const owner = namedEntity(model, ws[0]);
    const links = (a: EntitySpec, b: EntitySpec) => a.fields.some((f) => f.type === 'relation' && f.target === b.name);
    const noun = tags.includes('Noun') && !tags.some((t) => /Adjective|Verb|Tense|Participle|Gerund|Possessive/.test(t));
    if (head && (owner ? owner !== head && (links(head, owner) || links(owner, head)) : noun)) return head;
  }
  // "add a bio to user profiles": the profiles of the people who use the app are its one kind of person
  if (/^(?:user|member|customer)\s+(?:profiles?|accounts?)$/i.test(p)) {
    const people = model.entities.filter(isPersonEntity);
    if (people.length === 1) return people[0];
  }
  return undefined;
}

/** The entity a phrase names: its name, its plural, its list page, a catalog synonym or its head noun. */
function namedEntity(model: AppModel, phrase: string): EntitySpec | undefined {
  const p = cleanPhrase(phrase)
    .replace(/\s+(?:list|page|pages|table|view)$/i, '')
    .trim();
  if (!p) return undefined;
  const lower = p.toLowerCase();
  const sing = singularPhrase(lower);
  for (const e of model.entities) {
    const ew = words(e.name).join(' ');
    if (e.name === p || e.name.toLowerCase() === lower.replace(/\s+/g, '') || ew === lower || ew === sing || pascal(sing) === e.name)
      return e;
    if (pluralLabel(e.name).toLowerCase() === lower) return e;
    const pn = model.pageNames[e.name];
    if (pn && pn.list.toLowerCase() === lower.replace(/\s+/g, '')) return e;
  }
  // "bill of materials" for Bom, "BOM" for BillOfMaterials: a name said by the initials of the other's words
  const initials = (ws: string[]) => ws.map((w) => w[0]).join('');
  const said = lower.split(/\s+/);
  const byInitials = model.entities.find((e) => {
    const ew = words(e.name);
    return said.length >= 2 && ew.length === 1 && ew[0].length === said.length
      ? initials(said) === ew[0]
      : ew.length >= 2 && said.length === 1 && initials(ew) === said[0];
  });
  if (byInitials) return byInitials;
  // catalog synonyms: "clients" for Customer, "listings" for Property
  const cat = ALIAS_INDEX.get(sing);
  const byAlias = cat ? model.entities.find((e) => e.name === cat) : undefined;
  if (byAlias) return byAlias;
  // "tickets" for SupportTicket: a one-word phrase that is the head noun (last word) of one entity only
  if (/^[a-z]+$/.test(sing)) {
    const heads = model.entities.filter((e) => words(e.name).length > 1 && words(e.name).at(-1) === sing);
    if (heads.length === 1) return heads[0];
  }
  return undefined;
}

/**
 * The one entity a phrase names loosely, where a clause needs a kept record and no name matched (elsewhere such
 * a word may be a field or a new record):
 * - "the training" for TrainingSession: the word before the head of one entity's name, when that word is no
 *   other kind of record by itself (not "customer" for CustomerOrder) and no value ("price" in PriceChange is
 *   what the change records, not the change);
 * - "customers" for Guest: a word the catalog keeps as the same kind of record as one entity's own name (not a
 *   word the catalog gives several kinds, "bill", "visit").
 */
export function looselyNamed(model: AppModel, phrase: string): EntitySpec | undefined {
  const sing = singularPhrase(cleanPhrase(phrase).toLowerCase());
  if (!/^[a-z]+$/.test(sing)) return undefined;
  const r = resolveNoun(sing);
  if (inferField(sing, () => undefined)?.type === 'string') {
    const qualified = model.entities.filter((e) => words(e.name).length > 1 && words(e.name).slice(0, -1).includes(sing));
    const same = (e: EntitySpec) => !r || (r.catalog ? resolveNoun(words(e.name).join(' '))?.catalog === r.catalog : r.kind !== 'person');
    if (qualified.length === 1 && same(qualified[0])) return qualified[0];
  }
  const cat = GENERIC_ALIASES.has(sing) ? undefined : ALIAS_INDEX.get(sing);
  const alike = cat ? model.entities.filter((e) => ALIAS_INDEX.get(words(e.name).join(' ')) === cat) : [];
  return alike.length === 1 ? alike[0] : undefined;
}

export function findField(e: EntitySpec, phrase: string): FieldSpec | undefined {
  const p = cleanPhrase(phrase)
    .replace(/\s+(?:field|column|property|attribute)$/i, '')
    .trim()
    .toLowerCase();
  const sn = snake(p);
  return (
    e.fields.find((f) => f.name === sn) ??
    e.fields.find((f) => fieldLabel(f).toLowerCase() === p) ??
    e.fields.find(
      (f) => f.type === 'relation' && (f.target?.toLowerCase() === p.replace(/\s+/g, '') || snake(f.target!) === snake(singularPhrase(p))),
    ) ??
    e.fields.find((f) => f.name === snake(singularPhrase(p))) ??
    // "cooking time" for cooking_minutes, "duration" for duration_hours: a length of time named by its unit
    durationField(e, p) ??
    // "name" for full_name: a one-word name that only one field ends with
    (/^[a-z]+$/.test(sn) && e.fields.filter((f) => f.name.endsWith(`_${sn}`)).length === 1
      ? e.fields.find((f) => f.name.endsWith(`_${sn}`))
      : undefined)
  );
}

function durationField(e: EntitySpec, p: string): FieldSpec | undefined {
  const m = /^(.*?)\s*\b(?:time|duration|length)$/.exec(p);
  if (!m) return undefined;
  const head = snake(m[1]);
  const hits = e.fields.filter((f) =>
    new RegExp(`^${head ? `${head}_` : ''}(?:duration_)?(?:minutes|mins|hours|hrs|seconds|days)$`).test(f.name),
  );
  return hits.length === 1 ? hits[0] : undefined;
}

export function filePages(files: Record<string, string>): string[] {
  return Object.keys(files)
    .filter((p) => /^pages\/[A-Za-z0-9]+\.jsx$/.test(p))
    .map((p) => p.slice(6, -4));
}

/** Every page name in use: page files, entity pages, custom pages and the home page. */
export function takenPages(m: AppModel, files: Record<string, string>): Set<string> {
  return new Set([
    ...filePages(files),
    ...Object.values(m.pageNames).flatMap((p) => [p.list, p.detail, p.form]),
    ...m.customPages.map((p) => p.name),
    m.homePage,
  ]);
}

export type Ctx = {
  /** The edit prompt as written (what a catalogue definition's setting is tested against). */
  request?: string;
  model: AppModel;
  files: Record<string, string>;
  ops: EditOperation[];
  warnings: string[];
  /** Clauses already true of the app (AlreadySo): notes, not changes. */
  already: string[];
  newName?: string;
  themeChange?: { from: string; to: string };
  /** Dark mode switched on (true) or off (false) by this edit. */
  darkMode?: boolean;
  pageRenames: Array<{ from: string; to: string }>;
  /** The page the app opens on (settings.home_page) when it is not the generated home page; as it was before the edit. */
  startPage?: string;
  startBefore?: string;
  lastEntity?: EntitySpec;
  /** The records a sentence read as a description of records named, in order ("flights, hotel stays and car rentals"). */
  lastNamed?: EntitySpec[];
  /** The parts a sentence said a record includes, as the edit names them ("a trip can include flights, …"). */
  namedParts?: string[];
  /** The field added last ("… a capacity and it should be required"). */
  lastField?: { e: EntitySpec; f: FieldSpec; name: string };
  /** Pages re-rendered because their field list no longer matched the schema. */
  synced: string[];
  /** The plural noun a statement set aside as context ends on ("we now also sell gift cards"): what "them" means next. */
  topic?: string;
  /** The last statement set aside as context ("every toy goes to one family"): what "add that link" refers to. */
  statement?: string;
  /** Entities the request added as such ("add an Invoice entity with …"): no links are guessed for them. */
  asEntity?: string[];
  /** The whole clause dispatch (applyClause in edit.ts), for a clause that hands part of itself back. */
  reapply: (ctx: Ctx, clause: string) => boolean;
};

/**
 * "tasks and frobnicate the widgets": an entity name followed by words no rule placed. Names those
 * words, so a partly understood prompt is refused precisely.
 */
export function unplaced(ctx: Ctx, phrase: string): EditError | undefined {
  const m = /^(.+?)\s*(?:,\s*|\s+)(?:and|then|&|but|also)\s+(.+)$/i.exec(phrase.trim());
  if (m && findEntity(ctx.model, m[1]))
    return new EditError(`could not place the words "${m[2].replace(/[.!?]+$/, '')}" (nothing was changed).`);
  return undefined;
}

/** Letters to change, add or drop to turn one word into another (a misspelling is one or two away). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length];
}

/**
 * Words for the people using the app, for records of any kind or for the app's own parts: never a kind of
 * record an edit adds ("approve users", "add items for plants", "add the settings page").
 */
export const GENERIC_RECORD_WORDS =
  /^(?:user|member|person|people|everyone|anyone|visitor|profile|account|item|record|entry|thing|data|detail|app|page|list|one|setting|option|feature)$/;

/**
 * The records the object of an act names when the app keeps none yet ("approve leave requests", "mark
 * rooms as favourites" on an app that keeps neither): the act presumes them. A plural noun phrase of one
 * or two words that the lexicon reads as a kind of record — not a near-miss of a record the app keeps (a
 * misspelling), not a word for the app's users or for records in general. Undefined for anything else.
 */
export function presumedRecords(ctx: Ctx, phrase: string): string | undefined {
  const p = cleanPhrase(phrase)
    .toLowerCase()
    .replace(/^(?:their|his|her|its|our|my|your|any|some|existing)\s+/, '');
  if (!/^[a-z]+(?:[\s-][a-z]+)?$/.test(p) || !isPluralWord(p.split(/[\s-]/).at(-1) ?? '')) return undefined;
  const r = resolveNoun(p);
  if (!r || GENERIC_RECORD_WORDS.test(r.key)) return undefined;
  const one = singularPhrase(p).replace(/[\s-]+/g, '');
  if (ctx.model.entities.some((e) => editDistance(e.name.toLowerCase(), one) <= 2)) return undefined;
  return p;
}

export function requireEntity(ctx: Ctx, phrase: string | undefined): EntitySpec {
  if (phrase) {
    const e = findEntity(ctx.model, phrase) ?? looselyNamed(ctx.model, phrase);
    if (e) return e;
    const rest = unplaced(ctx, phrase);
    if (rest) throw rest;
    throw new NoSuchEntity(cleanPhrase(phrase), ctx.model);
  }
  if (ctx.lastEntity && ctx.model.entities.includes(ctx.lastEntity)) return ctx.lastEntity;
  if (ctx.model.entities.length === 1) return ctx.model.entities[0];
  // "add a servings field" to a recipe box with categories: the app's first records, not a kind they are
  // filed under (Category, Type, Plan …), are what an unnamed change is about; the warning says so
  const heads = (e: EntitySpec) => CATALOGUE_HEADS.test(/[A-Z][a-z0-9]*$/.exec(e.name)?.[0] ?? e.name);
  const main = ctx.model.entities.find((e) => !heads(e));
  if (main) {
    ctx.warnings.push(`No entity was named, so ${main.name} (the app's first records) was changed; name another to change it instead.`);
    return main;
  }
  throw new EditError(`say which entity to change (entities: ${ctx.model.entities.map((x) => x.name).join(', ')}).`);
}

export function entityLookup(model: AppModel) {
  return (phrase: string) => findEntity(model, phrase)?.name;
}

/** Whether "to/on/for X" inside a phrase names an entity ("a phone to clients and a price"). */
export function namesTarget(ctx: Ctx, phrase: string): boolean {
  return [...phrase.matchAll(/\s(?:to|on|for|onto|into)\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+)$/gi)].some(
    (x) => !!targetWithTail(ctx, x[1]),
  );
}

/**
 * "… and a colour", "… and a breed": more of the same request — noun phrases led by an article (not
 * a verb: "and frobnicate the widgets" is not placed), with no target of their own and nothing that
 * names a page, a view or an entity.
 */
export function moreFields(ctx: Ctx, more: string): boolean {
  const t = more.trim();
  if (!/^(?:an?|one|some|the|its|their)\s/i.test(t) || namesTarget(ctx, ` ${t}`)) return false;
  if (/\b(?:page|view|screen|board|calendar|dashboard|entity|model|table|list|filter|sort|theme|colou?r\s+scheme|mode)\b/i.test(t))
    return false;
  return splitList(t).every((x) => !findEntity(ctx.model, x) && !!inferField(x, () => undefined));
}

/** The records a description names first: "fermenting batches", "repairs that are in progress". */
export function entityIn(ctx: Ctx, lower: string): EntitySpec | undefined {
  const toks = lower.split(/[^a-z0-9_-]+/).filter(Boolean);
  for (let i = 0; i < toks.length; i++) {
    const e = (toks[i + 1] && findEntity(ctx.model, `${toks[i]} ${toks[i + 1]}`)) || findEntity(ctx.model, toks[i]);
    if (e) return e;
  }
  return undefined;
}

/**
 * A field named in a prompt: "the venue of an event", "the event's venue", "the event venue", or a
 * field name only one entity has (the entity spoken of last wins). Undefined when nothing matches.
 */
export function resolveField(ctx: Ctx, phrase: string): { e: EntitySpec; f?: FieldSpec; name: string } | undefined {
  const p = cleanPhrase(phrase).replace(/\s+(?:field|column|property|attribute)$/i, '');
  let m: RegExpExecArray | null;
  const scoped = (e: EntitySpec | undefined, name: string) => (e ? { e, f: findField(e, name), name } : undefined);
  if ((m = /^(.+?)\s+(?:of|on|in|for)\s+(?:an?\s+|the\s+|each\s+|every\s+)?(.+)$/i.exec(p)) && findEntity(ctx.model, m[2]))
    return scoped(findEntity(ctx.model, m[2]), m[1]);
  if ((m = /^(.+?)['’]s?\s+(.+)$/i.exec(p)) && findEntity(ctx.model, m[1])) return scoped(findEntity(ctx.model, m[1]), m[2]);
  const owners = ctx.model.entities.filter((e) => findField(e, p));
  const pick = ctx.lastEntity && owners.includes(ctx.lastEntity) ? ctx.lastEntity : owners.length === 1 ? owners[0] : undefined;
  if (pick) return scoped(pick, p);
  if (owners.length > 1)
    throw new EditError(
      `several entities have a field "${p}" (${owners.map((e) => e.name).join(', ')}); say which one, e.g. "the ${p} of ${owners[0].name}".`,
    );
  // "the event date", "owner email": an entity name, then the field
  const toks = p.split(/\s+/);
  for (let i = Math.min(2, toks.length - 1); i >= 1; i--) {
    const e = findEntity(ctx.model, toks.slice(0, i).join(' '));
    if (e) return scoped(e, toks.slice(i).join(' '));
  }
  return undefined;
}

/** Whether a phrase names a field of some entity ("the location field on shoots"); never throws. */
export function resolveFieldQuietly(ctx: Ctx, phrase: string): boolean {
  try {
    return !!resolveField(ctx, phrase.replace(/\s+field(?=\s+(?:on|of|in|for)\s)/i, ''))?.f;
  } catch {
    return true;
  }
}

/** Whether the clause's object (after its verb, before "first/before/…") names a field; never throws. */
export function resolveFieldQuiet(ctx: Ctx, c: string): boolean {
  const m =
    /^\S+\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:first|last|to\s+the|at\s+the|before|above|after|below|under|beneath|behind|ahead\s+of|in\s+front\s+of|next\s+to|beside)\b/i.exec(
      c,
    );
  return !!m && resolveFieldQuietly(ctx, m[1]);
}

/**
 * The entity an "add … to X" names, and what follows it: "appointments pls" → Appointment and a
 * filler; "assignments as a long text" → a type; "donations - cash, card" → values; "tickets and a
 * page of urgent tickets" → a further request. Longest run of leading words that names an entity.
 */
export function targetWithTail(ctx: Ctx, phrase: string): { e: EntitySpec; tail: string } | undefined {
  const toks = phrase.trim().split(/\s+/);
  for (let i = Math.min(toks.length, 4); i >= 1; i--) {
    const head = toks
      .slice(0, i)
      .join(' ')
      .replace(/[,:;]+$/, '');
    if (!/[a-z0-9]$/i.test(head)) continue;
    const e = findEntity(ctx.model, head.replace(/\s+(?:entity|model|table|records?|form|list)$/i, ''));
    if (!e) continue;
    // "purchase orders" where Order is kept under the alias "purchase": a word after it that names the same
    // records is part of their name, not what follows it
    let n = i;
    while (n < toks.length && /^[a-z]+$/i.test(toks[n - 1]) && /^[a-z]+$/i.test(toks[n]) && findEntity(ctx.model, toks[n]) === e) n++;
    // "to products, orders and customers": the comma after the entity starts the list that follows
    return { e, tail: `${/,$/.test(toks[n - 1]) ? ', ' : ''}${phrase.trim().slice(toks.slice(0, n).join(' ').length).trim()}` };
  }
  return undefined;
}

/** Whether an entity's records are people (Member, Customer, Tutor), by what its name means. */
export function isPersonEntity(e: EntitySpec): boolean {
  return resolveNoun(words(e.name).join(' '))?.kind === 'person';
}

/**
 * The record an app is mainly about: not a person (whose fields are the same in any app) when a thing is
 * kept, then the one with most fields (a lookup list like Category keeps few), then the one with most
 * links to others (a booking links what it books).
 */
export function mainEntity(ctx: Ctx): EntitySpec | undefined {
  const links = (e: EntitySpec) => e.fields.filter((f) => f.type === 'relation').length;
  const person = (e: EntitySpec) => (isPersonEntity(e) ? 1 : 0);
  return [...ctx.model.entities].sort((a, b) => person(a) - person(b) || b.fields.length - a.fields.length || links(b) - links(a))[0];
}
