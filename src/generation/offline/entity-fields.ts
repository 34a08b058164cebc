// Entities with their fields: each resolved entity takes the fields its clauses list (typed by
// fields.ts) or its catalog definition, and field items that name records become relations.
import {
  type CatalogEntity,
  ALIAS_INDEX,
  CATALOG,
  COMMON_FIELDS,
  GENERIC_FIELDS,
  KIND_ICON,
  NEUTRAL_FIELDS,
  NEUTRAL_VALUES,
  TITLED_WORKS,
  type Template,
  withoutSetting,
} from './domains.ts';
import {
  countedInList,
  displayField,
  hasGuessedValues,
  inferField,
  parseFieldDsl,
  refineFieldItems,
  relationField,
  safeFieldName,
} from './fields.ts';
import { JUNK_NOUNS } from './grammar.ts';
import { nounClassShares } from './noun-classes.ts';
import { DISPLAY_FIELD_NAMES, MAX_ENTITIES, ROLE_NOUNS, type AnalysedEntity, type Clause, type ListField, type Pair } from './lexicon.ts';
import { gerundStems, isPluralWord, pascal, plural, singular, singularPhrase, snake, tagTerms, words } from './nlp.ts';
import { domainSupported, isStop, kindOf, pluralLabel, reduceItem, resolveNoun, type Resolved } from './nouns.ts';
import type { FieldSpec } from './types.ts';

export type Found = Resolved & { pos: number };

/** The entities a prompt names, keyed by their final name; relation fields look their targets up here. */
export class EntityRegistry {
  readonly byName = new Map<string, Found>();
  readonly keyToName = new Map<string, string>();
  readonly catalogToName = new Map<string, string>();
  /** The names kept after the cap on entities, grown as field lists name records of their own. */
  names = new Set<string>();
  private readonly strongKeys: Set<string>;

  constructor(strongKeys: Set<string>) {
    this.strongKeys = strongKeys;
  }

  /** Adds a resolved noun (or merges it into the entity of the same name or catalog definition); returns the entity's name. */
  add(r: Resolved, pos: number): string {
    const { byName, keyToName, catalogToName, strongKeys } = this;
    // "exercises, workouts and sets": two words the prompt names side by side are two things, even
    // when the catalog files them under one definition
    const existingKey = r.catalog ? [...keyToName].find(([, n]) => n === catalogToName.get(r.catalog!.name))?.[0] : undefined;
    // a word once given a record of its own keeps it when it is met again ("training log: each run has …"
    // stays the run's list, not the training's)
    const ownBefore = keyToName.get(r.key);
    if (r.catalog && ownBefore && ownBefore === pascal(r.key) && ownBefore !== catalogToName.get(r.catalog.name) && byName.has(ownBefore)) {
      const e = byName.get(ownBefore)!;
      if (pos < e.pos) e.pos = pos;
      return ownBefore;
    }
    if (
      r.catalog &&
      catalogToName.has(r.catalog.name) &&
      existingKey &&
      existingKey !== r.key &&
      strongKeys.has(r.key) &&
      strongKeys.has(existingKey) &&
      !r.key.includes(' ') &&
      !existingKey.includes(' ') &&
      plural(r.key) !== existingKey &&
      !byName.has(pascal(r.key))
    ) {
      const own = { key: r.key, name: pascal(r.key), kind: r.catalog.kind };
      byName.set(own.name, { ...own, pos });
      keyToName.set(r.key, own.name);
      return own.name;
    }
    if (r.catalog && catalogToName.has(r.catalog.name)) {
      const existing = catalogToName.get(r.catalog.name)!;
      keyToName.set(r.key, existing);
      const e = byName.get(existing)!;
      if (pos < e.pos) e.pos = pos;
      return existing;
    }
    // "datasets" and "data sets" (Dataset, DataSet) are one record spelt two ways
    const sameName = byName.has(r.name) ? r.name : [...byName.keys()].find((n) => n.toLowerCase() === r.name.toLowerCase());
    const prev = sameName ? byName.get(sameName) : undefined;
    if (sameName && prev) {
      keyToName.set(r.key, sameName);
      if (pos < prev.pos) prev.pos = pos;
      return sameName;
    }
    byName.set(r.name, { ...r, pos });
    keyToName.set(r.key, r.name);
    if (r.catalog) catalogToName.set(r.catalog.name, r.name);
    return r.name;
  }

  /** The kept entity a phrase names, if any (used for relation fields). */
  lookup = (phrase: string): string | undefined => {
    const { keyToName, catalogToName, names } = this;
    const p = singularPhrase(phrase.toLowerCase().replace(/^(?:a|an|the|one|its|their|his|her)\s+/, ''));
    if (!p) return undefined;
    // a record named by the phrase itself first: "applicant" is the Applicant even when an Application
    // took the catalog's applicant words
    const pn = pascal(p);
    if (names.has(pn)) return pn;
    const direct = keyToName.get(p);
    if (direct && names.has(direct)) return direct;
    // "data sets" names the Dataset that "datasets" named: one word or two, it is one record
    const joined = [...names].find((n) => n.toLowerCase() === pn.toLowerCase());
    if (joined) return joined;
    const cat = ALIAS_INDEX.get(p);
    if (cat && catalogToName.has(cat) && names.has(catalogToName.get(cat)!)) return catalogToName.get(cat);
    return undefined;
  };
}

/** What building the entities shares: the prompt, its clauses and the lists the steps fill. */
export type Build = {
  text: string;
  tmpl?: Template;
  reg: EntityRegistry;
  clauses: Clause[];
  pairs: Pair[];
  warnings: string[];
  entities: AnalysedEntity[];
  pending: Found[];
  /** "people register for events with their name and email": the fields belong to the person-like entity. */
  personEntity?: Found;
};

/** Builds an entity for each resolved noun (and for records its field lists name), in order. */
export function buildEntities(b: Build): void {
  while (b.pending.length) {
    const r = b.pending.shift()!;
    if (b.entities.some((e) => e.name === r.name)) continue;
    b.entities.push(entityOf(b, r));
  }
}

/** The clause's entity: "service records: vehicle, date …" names Service as its mention did; "gear items: …" when the prompt calls them items later. */
function ownerOf(b: Build, c: Clause): string | undefined {
  const { keyToName, byName } = b.reg;
  const n =
    keyToName.get(c.key) ??
    keyToName.get(resolveNoun(c.key, b.tmpl)?.key ?? '') ??
    (c.key.includes(' ') && !resolveNoun(c.key, b.tmpl) ? undefined : keyToName.get(c.key.split(' ').pop() ?? ''));
  if (c.possessive && b.personEntity && n && byName.get(n)?.kind !== 'person') return b.personEntity.name;
  return n;
}

/** A goal or limit whose qualifier is about money ("savings goal", "spending limit", "budget target"). */
const MONEY_QUALIFIER =
  /^(?:budget|budgeting|savings?|financial|finance|spending|income|expense|money|fundraising|revenue|sales|cost)\s+(?:goal|target|limit)$/;

function entityOf(b: Build, r: Found): AnalysedEntity {
  const { reg } = b;
  // a catalog definition outside the domain the prompt speaks of keeps what any such record has (its
  // display field, fields several domains share, relations), not its domain's words ("table_number" on a bakery's orders)
  const inDomain = !!r.catalog && domainSupported(b.text, r.catalog);
  // outside its domain, a record whose word the prompt uses in another sense altogether (a ticket bought for a
  // show) has that sense's fields instead of the definition's, with the definition's relations
  const otherSense = !!r.catalog?.sense?.own && !inDomain && r.catalog.sense.when.test(b.text);
  const base = (
    r.catalog
      ? otherSense
        ? [...r.catalog.sense!.fields, ...r.catalog.fields.filter((f) => /:relation\(/.test(f))]
        : r.catalog.fields
      : GENERIC_FIELDS[r.kind]
  ).map(parseFieldDsl);
  // a film, a paper, an episode: a work is known by its title
  if (!r.catalog && r.kind === 'thing' && TITLED_WORKS.has(r.key.split(' ').pop() ?? '')) base[0] = { ...base[0], name: 'title' };
  // a device, an alert, a contract: what any record of that kind has, with the kind's notes kept last
  const common = !r.catalog && r.kind !== 'person' ? (COMMON_FIELDS[r.key] ?? COMMON_FIELDS[r.key.split(' ').pop() ?? '']) : undefined;
  if (common) {
    const own = common.map(parseFieldDsl);
    const notes = base.filter((f) => (f.name === 'notes' || f.name === 'description') && !own.some((o) => o.type === 'text'));
    // a subscription or an application is still known by a name of its own
    const named = own.some((o) => o.type === 'string' && o.required) ? [] : base.slice(0, 1);
    base.splice(0, base.length, ...named, ...own, ...notes);
    // "budget goals", "savings goals": a goal about money is an amount to reach
    // (its target is that amount)
    const target = base.findIndex((f) => f.name === 'target');
    if (MONEY_QUALIFIER.test(r.key) && target >= 0) base[target] = { ...base[target], name: 'target_amount' };
    else if (MONEY_QUALIFIER.test(r.key) && !base.some((f) => /amount/.test(f.name)))
      base.splice(1, 0, { name: 'target_amount', type: 'number' });
  }
  if (r.catalog && !inDomain && !otherSense) {
    let disp = displayField(base);
    // "guest_name" on a court's reservations: outside its domain the person is a record of the app's own,
    // and the happening is named by what it is, as events are
    const personName =
      !!disp && r.kind === 'event' && /_name$/.test(disp.name) && kindOf(disp.name.replace(/_name$/, '').replace(/_/g, ' ')) === 'person';
    if (personName) disp = undefined;
    const intrinsic = new Set(r.catalog.intrinsic);
    const kept = base
      .filter(
        (f) =>
          f === disp ||
          f.type === 'relation' ||
          (NEUTRAL_FIELDS.has(f.name) && !(personName && f === displayField(base))) ||
          intrinsic.has(f.name),
      )
      // a status's domain words ("seated") stay in their domain; the values other domains share remain
      .map((f) => {
        const shared = f.values?.filter((v) => NEUTRAL_VALUES.has(v));
        return f.values && shared && shared.length >= 2 && shared.length < f.values.length
          ? { ...f, values: shared, default: shared.includes(String(f.default)) ? f.default : shared[0] }
          : f;
      });
    const generic = GENERIC_FIELDS[r.kind].map(parseFieldDsl);
    const genericDisplay = displayField(generic);
    const dated = (f: FieldSpec) => f.type === 'date' || f.type === 'datetime';
    const extra = generic.filter(
      (g) =>
        (g !== genericDisplay || personName) && !kept.some((k) => k.name === g.name || `${k.name}s` === g.name || (dated(g) && dated(k))),
    );
    base.splice(
      0,
      base.length,
      ...(personName ? extra.filter((g) => g === genericDisplay) : []),
      ...kept,
      ...extra.filter((g) => !personName || g !== genericDisplay),
    );
    // "reviews" filed as a blog's comments, "rooms" as an events venue: outside that domain the record
    // is what its own word names, so it also has what any record of that word has (a review's rating,
    // a room's price)
    const word = r.key === r.catalog.name.toLowerCase() ? undefined : r.key.split(' ').pop();
    const own = word && word !== r.catalog.name.toLowerCase() ? COMMON_FIELDS[word] : undefined;
    // (a rating the prompt names as a record of its own stays that record; a record has one text, one
    // stage of its life and one date of its own, so the definition's win)
    const sameRole = (f: FieldSpec, o: FieldSpec) =>
      f.name === o.name || (f.type === o.type && (o.type === 'text' || o.type === 'enum')) || (dated(f) && dated(o));
    const added = (own ?? []).map(parseFieldDsl).filter((o) => !base.some((f) => sameRole(f, o)) && !reg.byName.has(pascal(o.name)));
    const notesAt = base.findIndex((f) => f.name === 'notes' || f.name === 'description');
    base.splice(notesAt >= 0 ? notesAt : base.length, 0, ...added.map((o) => ({ ...o, required: false })));
  }
  // a bakery's orders, read with the restaurant's template: no table to serve them at
  const setting = r.catalog?.setting;
  const unset = !!setting && !setting.when.test(b.text);
  if (setting && unset) base.splice(0, base.length, ...withoutSetting(base, setting));
  // a loan of money rather than of a book: what the record is in the prompt's sense of its word
  const sense = r.catalog?.sense?.when.test(b.text) && !r.catalog.sense.own ? r.catalog.sense.fields.map(parseFieldDsl) : [];
  const firstOwn = base.findIndex((f) => f.type !== 'relation');
  // (a day the record happened on, or an address, follows the name it is known by; an amount comes first)
  const afterName = sense.length > 0 && sense.every((s) => s.type !== 'number') && firstOwn >= 0 ? 1 : 0;
  base.splice(firstOwn >= 0 ? firstOwn + afterName : base.length, 0, ...sense.filter((s) => !base.some((f) => f.name === s.name)));
  const remap = (f: FieldSpec): FieldSpec | undefined => {
    if (f.type !== 'relation') return f;
    const targetName = reg.catalogToName.get(f.target!) ?? (reg.names.has(f.target!) ? f.target : undefined);
    // ("track expenses" with no categories kept: in its own domain an expense still has its category, as a value)
    if (!targetName && f.target === 'Category' && inDomain) return { name: f.name, type: 'string' };
    if (!targetName) return undefined;
    const name = f.name === snake(f.target!) ? snake(targetName) : f.name;
    return { ...f, name, target: targetName };
  };
  let fields: FieldSpec[];
  const userClauses = b.clauses.filter((c) => ownerOf(b, c) === r.name);
  if (userClauses.length) {
    // "milestones have tasks": a list after a verb of holding names what the record holds, not what it points at
    const items = userClauses.flatMap((c) =>
      refineFieldItems(c.items, b.text.slice(c.start, c.end)).map((item, _, all) => ({
        item,
        holds: HOLDS.test(b.text.slice(0, c.start)),
        // "tutors have a name, subjects, hourly rate": a plural among a record's values is one of them
        records: all.every((x) => isPluralWord(x.trim().split(/\s+/).pop() ?? '')),
      })),
    );
    const user: FieldSpec[] = [];
    const whose = new Map<FieldSpec, string>();
    for (const { item, holds, records } of items) {
      const f = fieldOfItem(b, r, item, base, holds, holds && records);
      if (!f) continue;
      // "our score, their score": two fields one word apart keep the possessive that tells them apart
      const own = /^(our|their|my|your|his|her)\s/i.exec(item.trim())?.[1].toLowerCase();
      const twin = user.find((u) => u.name === f.name && u.type !== 'relation');
      if (own && twin && f.type !== 'relation') {
        const twinOwn = whose.get(twin);
        if (twinOwn && twinOwn !== own) twin.name = safeFieldName(`${twinOwn}_${twin.name}`);
        f.name = safeFieldName(`${own}_${f.name}`);
      }
      if (own) whose.set(f, own);
      user.push(f);
    }
    // "the status of each order": lists that name only some of the record's values add to what it has
    // "an order contains menu items with a quantity": how much of the record another holds is no list of
    // what the record itself is (the amount moves onto the line that joins them), so it keeps the rest
    const onlyAmounts = user.some((f) => f.type !== 'relation') && user.every((f) => f.type === 'relation' || AMOUNT_OF_HELD.test(f.name));
    const some = userClauses.every((c) => c.partial) || onlyAmounts;
    const kept = base.map(remap).filter((f): f is FieldSpec => !!f);
    const added = user.filter(
      (f) =>
        !kept.some(
          (k) =>
            k.name === f.name ||
            // ("duration" beside "duration_minutes": the record has it already)
            (f.type !== 'relation' && k.name.split('_').includes(f.name.split('_')[0])) ||
            (f.type === 'relation' && k.type === 'relation' && k.target === f.target),
        ),
    );
    fields = some ? [...kept, ...added] : user.some((f) => f.type !== 'relation') ? user : [...kept, ...user];
    // "photo details, including the title, description and upload time": a record named for the picture
    // or the file it is (its kind's image or file among its first fields) holds it when the list leaves it
    // out (not a link: a "feed" may be a baby's)
    const held = common
      ?.slice(0, 2)
      .map(parseFieldDsl)
      .find((f) => f.type === 'url' && (f.name === 'image' || f.name === 'file'));
    if (held && !fields.some((f) => f.type === 'url')) fields.push(held);
    if (!fields.some((f) => DISPLAY_FIELD_NAMES.has(f.name))) {
      const disp = displayField(base) ?? { name: 'name', type: 'string' as const };
      if (disp.type === 'string' && !fields.some((f) => f.name === disp.name)) fields.unshift({ ...disp, required: true });
    }
    for (const bf of base) {
      if (bf.type !== 'relation') continue;
      const rb = remap(bf);
      if (rb && !fields.some((f) => f.type === 'relation' && f.target === rb.target)) fields.push(rb);
    }
  } else {
    fields = base.map(remap).filter((f): f is FieldSpec => !!f);
  }
  // a catalog definition whose related entities are not in this app comes from another domain
  // ("Books lent to members." for a tool library's loans): keep its fields, not its words
  const foreignDomain =
    !inDomain || base.some((bf) => bf.type === 'relation' && !reg.catalogToName.has(bf.target!) && !reg.names.has(bf.target!));
  return {
    name: r.name,
    description: r.catalog && !foreignDomain ? r.catalog.description : `${pluralLabel(r.name)} tracked by the app.`,
    fields,
    icon: r.catalog ? r.catalog.icon : KIND_ICON[r.kind],
    kind: r.kind,
    catalog: r.catalog?.name,
    samples: r.catalog && !foreignDomain ? r.catalog.samples.filter((x) => !unset || !settingSample(x, r.catalog!)) : [],
    pos: r.pos,
  };
}

/** A sample that names what only the definition's setting has ("Table 4" for a bakery's order, whose table_number went). */
function settingSample(sample: string, cat: CatalogEntity): boolean {
  const heads = (cat.setting?.fields ?? []).map((f) => f.split('_')[0]);
  return heads.some((h) => new RegExp(`\\b${h}\\b`, 'i').test(sample));
}

/** The field one item of a field list makes (undefined: the item is dropped or names another record). */
/** The end of the text before a field list when its verb says the record holds the items ("has", "contains"), not "with". */
const HOLDS = /\b(?:has|have|having|contains?|containing|includes?|including|holds?|holding|consisting\s+of|made\s+of)\s*$/i;

function fieldOfItem(b: Build, r: Found, item: string, base: FieldSpec[], holds = false, holdsRecords = false): FieldSpec | undefined {
  const { tmpl, warnings, pairs, entities, pending, reg } = b;
  const lookup = reg.lookup;
  let f = inferField(item, lookup);
  // "which field it's in": no field type, but the choice of a record (below)
  if (!f && /^(?:which|what)\s+[a-z]+\s+(?:it|they|he|she)\b/i.test(item.trim())) f = { name: snake(item), type: 'string' };
  if (!f) {
    warnings.push(`Ignored "${item}" (not understood as a field of ${r.name}).`);
    return undefined;
  }

  f = asRecordChoice(b, r, item, f, holdsRecords);
  // "appointments with stylists for services", "menu items with customer orders": plural nouns
  // naming other entities are those entities, not text fields; "owners have dogs (name, breed)":
  // the dogs belong to the owner
  const head = item
    .replace(/\([^()]*\)/g, ' ')
    .trim()
    .toLowerCase();
  const headWords = reduceItem(head)
    .replace(/[^a-z\s-]/g, ' ')
    .trim()
    .split(/\s+/);
  const headLast = headWords[headWords.length - 1] ?? '';
  const owned = isPluralWord(headLast) ? (lookup(headWords.join(' ')) ?? lookup(headLast)) : undefined;
  // "milestones have tasks", "each farm has several fields": the held records point at their holder
  // (a bare plural, so "has a coach" or "has the tasks' owner" stays the record's own reference)
  const heldMany =
    holds &&
    f.type === 'relation' &&
    f.target === owned &&
    /^(?:(?:many|several|multiple|various|some|its|their|lots\s+of)\s+)?[a-z-]+(?:\s+[a-z-]+)?$/.test(head);
  if (owned && owned !== r.name && (f.type === 'string' || f.type === 'enum' || /\(/.test(item) || heldMany)) {
    pairs.push({ child: owned.toLowerCase(), parent: r.name.toLowerCase(), pos: r.pos });
    return undefined;
  }
  if (f.type === 'string') {
    const ws = item
      .toLowerCase()
      .replace(/[^a-z\s-]/g, ' ')
      .trim()
      .split(/\s+/);
    const last = ws[ws.length - 1] ?? '';
    const other = isPluralWord(last) ? (lookup(ws.join(' ')) ?? lookup(last)) : undefined;
    if (other && other !== r.name) return undefined;
  }
  if (f.type === 'relation' && f.description === 'unresolved') {
    delete f.description;
    const target = resolveNoun(f.target!.replace(/([a-z])([A-Z])/g, '$1 $2'), tmpl);
    if (!target || entities.length + pending.length >= MAX_ENTITIES) {
      warnings.push(`Ignored "${item}".`);
      return undefined;
    }
    // ("each enquiry has an adviser": the adviser is someone, with a person's fields)
    if (!target.catalog && target.kind !== 'person' && wordNetPerson(target.key.split(' ').pop() ?? '')) target.kind = 'person';
    const tn = reg.add(target, Number.MAX_SAFE_INTEGER - 1);
    if (!reg.names.has(tn)) {
      reg.names.add(tn);
      pending.push({ ...target, name: tn, pos: Number.MAX_SAFE_INTEGER - 1 });
    }
    f.target = tn;
    f.name = snake(tn);
    if (heldMany || (holdsRecords && isPluralWord(headLast) && headWords.length === 1)) {
      pairs.push({ child: tn.toLowerCase(), parent: r.name.toLowerCase(), pos: r.pos });
      return undefined;
    }
  }
  // "products: name, SKU": a word the catalog files under the entity itself is one of its fields
  if (f.type === 'relation' && f.target === r.name) {
    const plain = inferField(item, () => undefined);
    if (!plain || plain.type === 'relation' || singularPhrase(item.trim().toLowerCase()) === r.key) return undefined;
    f = plain;
  }
  if (f.type === 'relation') {
    // "listings with agents and inquiries": an inquiry already points at its listing
    const t = reg.byName.get(f.target!);
    if (
      t?.catalog &&
      r.catalog &&
      t.catalog.fields.some((d) => d.endsWith(`relation(${r.catalog!.name})`) || d.includes(`relation(${r.catalog!.name})!`))
    )
      return undefined;
  }
  // a name the catalog knows keeps its richer definition (e.g. enum values)
  const known = base.find((x) => x.name === f.name && x.type !== 'relation');
  if (
    known &&
    !(f.type === 'enum' && f.values && !hasGuessedValues(f)) &&
    (known.type === f.type || f.type === 'string' || (f.type === 'enum' && known.type === 'enum'))
  ) {
    return { ...known, required: f.required || known.required };
  }
  if (f.type === 'string' && countedInList(item)) return { ...f, type: 'integer' };
  return f;
}

/**
 * "classes have a coach", "the brewery that made them", "which desk", "appointments with groomers": an
 * item that names a person in a role, a maker or a choice among records is a relation to a record of its own.
 */
function asRecordChoice(b: Build, r: Found, item: string, field: FieldSpec, holds = false): FieldSpec {
  const lookup = b.reg.lookup;
  const tmpl = b.tmpl;
  let f = field;
  // "classes have a coach", "walks with a walker": a person with a role is a record of its own
  const roleItem = item
    .trim()
    .toLowerCase()
    .replace(/\s+(?:in\s+charge|responsible|assigned|on\s+duty|on\s+call)$/, '');
  const role = /^(?:an?\s+|the\s+|one\s+|their\s+|its\s+|assigned\s+)?([a-z]+(?:\s+[a-z]+)?)$/.exec(roleItem);
  // "the brewery that made them", "the vendor who sold it": a maker named by a relative clause is a record of its own
  const maker = /^(?:the|a|an|its|their)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:that|who|which)\s+[a-z]+\s+(?:them|it|this|these)\b/.exec(roleItem);
  if (maker && !/^(?:date|time|day|way|reason|person|people|place)$/.test(maker[1]))
    f = {
      ...relationField(lookup(maker[1]) ?? pascal(singularPhrase(maker[1]))),
      description: lookup(maker[1]) ? undefined : 'unresolved',
    };
  // "with one of our artists": a choice among records of their own
  const oneOf = /^one\s+of\s+(?:our|the|their|its|my|your)\s+([a-z]+s)$/.exec(roleItem);
  if (oneOf && isPluralWord(oneOf[1]) && !JUNK_NOUNS.has(oneOf[1]) && !isStop(singular(oneOf[1])) && singular(oneOf[1]) !== r.key) {
    const target = lookup(oneOf[1]);
    return { ...relationField(target ?? pascal(singular(oneOf[1]))), description: target ? undefined : 'unresolved' };
  }
  // "which desk", "which field it's in": a choice among records of their own
  const which = /^(?:which|what)\s+([a-z]+)(?:\s+(?:it|they|he|she|we|it's|they're|is|are)\b.*)?$/.exec(roleItem);
  if (
    which &&
    !JUNK_NOUNS.has(plural(which[1])) &&
    !/^(?:day|date|time|week|month|year|way|kind|type|size|colou?r|number|level|order|one|ones|part|side|room)$/.test(which[1]) &&
    !isStop(which[1]) &&
    which[1] !== r.name.toLowerCase()
  )
    f = { ...relationField(lookup(which[1]) ?? pascal(which[1])), description: lookup(which[1]) ? undefined : 'unresolved' };
  else if (
    !maker &&
    role &&
    (f.type === 'string' || roleItem !== item.trim().toLowerCase()) &&
    (ROLE_NOUNS.has(role[1].split(' ').pop()!) || personWithArticle(roleItem, role[1], keepsMembers(b))) &&
    role[1] !== r.name.toLowerCase()
  )
    f = {
      ...relationField(pascal(ROLE_NOUNS.has(role[1].split(' ').pop()!) ? role[1] : role[1].split(' ').pop()!)),
      description: 'unresolved',
    };
  // "appointments with groomers", "listings with agents and inquiries": plural nouns the catalog
  // knows as records are those records
  // ("any incidents" is whatever happened, written out, not a record)
  const pluralItem = /^(?!any\s)(?:their\s+|its\s+|the\s+)?([a-z]+(?:\s+[a-z]+)?)$/.exec(item.trim().toLowerCase());
  // ("shows have episodes and an episode's guests": a word that could count something is still records when
  // the prompt goes on to speak of one of them)
  const oneOfThem = (w: string) =>
    new RegExp(`\\b(?:(?:an?|each|every|the)\\s+${w}['\u2019]s|(?:each|every)\\s+${w})\\b`).test(b.text.toLowerCase());
  if (
    (f.type === 'string' || (holds && f.type === 'integer' && !!pluralItem && oneOfThem(singular(pluralItem[1].split(' ').pop()!)))) &&
    pluralItem &&
    isPluralWord(pluralItem[1].split(' ').pop()!) &&
    !JUNK_NOUNS.has(pluralItem[1].split(' ').pop()!)
  ) {
    const known = resolveNoun(pluralItem[1], tmpl);
    // "clients have dogs", "shows have episodes": a plain plural a record holds is records of their own
    if (
      known?.catalog ||
      ROLE_NOUNS.has(singular(pluralItem[1].split(' ').pop()!)) ||
      (holds && known && !/^(?:their|its|the)\s/.test(item.trim().toLowerCase()))
    )
      if (!lookup(pluralItem[1]) && known && known.name !== r.name) f = { ...relationField(known.name), description: 'unresolved' };
  }
  return f;
}

/**
 * "each depot has a supervisor", "each lane has a range officer on duty": one person named with an article in
 * a field list is someone the record is tied to, a record of their own, whatever their role is called, and
 * named by the role's head ("a lead clinician" is a Clinician). Only a word for a doer (-er, -or, -ist,
 * -ian): "a merchant" or "a contact person" may be written in, as may a bare "manager" among field words.
 */
function personWithArticle(roleItem: string, role: string, members = false): boolean {
  const head = role.split(' ').pop()!;
  return (
    /^(?:an?|one)\s/.test(roleItem) &&
    !isPluralWord(head) &&
    /[a-z]{3}(?:er|or|ist|ian)$/.test(head) &&
    !KIN_OR_OUTCOME.test(head) &&
    (kindOf(head) === 'person' || (!members && wordNetPerson(head)))
  );
}

/** The app keeps the people who belong (members, players): a role among them ("a skipper") is one of them. */
function keepsMembers(b: Build): boolean {
  return [...b.reg.byName.keys()].some((n) => /^(?:Member|Player|Participant|Athlete)$/.test(n));
}

/** "adviser", "solicitor": a word for a doer that WordNet knows only as someone. */
function wordNetPerson(head: string): boolean {
  return /[a-z]{3}(?:er|or|ist|ian)$/.test(head) && (nounClassShares(head)?.[0] ?? 0) >= 0.95;
}

/** A father, a partner, a winner: the same kind of record as one the prompt already keeps, not a role of its own. */
const KIN_OR_OUTCOME =
  /^(?:father|mother|parent|sibling|brother|sister|spouse|partner|husband|wife|child|son|daughter|winner|loser|runner)$/;

/** Enum fields named among the entities ("deal stage (lead/won/lost)" belongs to Deal): the user's values win over the catalog's. */
export function applyListFields(listFields: ListField[], entities: AnalysedEntity[], lookup: (p: string) => string | undefined): void {
  for (const lf of listFields) {
    const qualified = /^([a-z-]+)\s+(.+)$/.exec(lf.item);
    const byWord = qualified ? lookup(qualified[1]) : undefined;
    const owner = byWord ?? lookup(lf.ownerKey);
    const e = owner ? entities.find((x) => x.name === owner) : undefined;
    const f = e ? inferField(byWord ? qualified![2] : lf.item, () => undefined) : undefined;
    if (!e || !f || f.type !== 'enum') continue;
    const same = e.fields.find((x) => x.name === f.name);
    if (same && same.type === 'enum') {
      same.values = f.values;
      same.default = f.values?.[0];
    } else if (!same) e.fields.push(f);
  }
}

/** How much of a record another holds ("with a quantity", "with amounts"): the line's value, not the record's. */
const AMOUNT_OF_HELD = /^(?:quantity|qty|amount|portions?|servings?)(?:_|$)/;

/** Kinds of record that happen on a day: a race, a tuning, a payment, a reading. */
const DATED_KINDS = new Set(['event', 'log', 'money']);

/** Words in -ing for a thing made, kept or built rather than an occurrence of the act: a building, a drawing, savings. */
const PRODUCT_GERUNDS =
  /^(?:building|painting|drawing|setting|listing|saving|rating|ranking|standing|clothing|filling|topping|stuffing|dressing|coating|bedding|housing|lodging|dwelling|seating|flooring|roofing|siding|railing|tubing|wiring|plumbing|lighting|heating|opening|posting|offering|recording|finding|holding|heading|earning|serving|helping|ending|beginning|feeling|being|belonging|surrounding|carving|engraving|etching|cutting|stocking|legging|packaging|pricing|frosting|icing|mooring|landing|crossing|parking|clearing|covering|lining|binding|ring|string|thing|king|wing|spring|swing|sling)$/;

/** "each milking", "pressings", "gradings": a word in -ing from a verb that names no made thing is an occurrence of the act. */
function occurrenceGerund(name: string): boolean {
  const head = words(name).at(-1) ?? '';
  if (!/^[a-z]{3,}ing$/.test(head) || PRODUCT_GERUNDS.test(head)) return false;
  return gerundStems(head).some((v) => tagTerms(`they ${v} it`).some((t) => t.lower === v && t.tags.includes('Verb')));
}

/**
 * Nouns of an act that name what the act made, holds or is about rather than one occasion of it: a location,
 * a department, an instruction, a settlement, a signal.
 */
const PRODUCT_ACT_NOUNS =
  /^(?:location|organisation|organization|department|apartment|equipment|instruction|requirement|question|station|position|collection|selection|description|specification|qualification|definition|solution|population|publication|composition|construction|documentation|information|destination|section|option|portion|ration|condition|edition|addition|attraction|relation|function|generation|direction|connection|suggestion|prescription|subscription|application|notification|transaction|creation|accommodation|association|foundation|institution|corporation|federation|motion|lotion|fraction|caption|supplement|instrument|argument|agreement|statement|settlement|environment|development|management|government|assignment|achievement|announcement|advertisement|attachment|commitment|entertainment|element|document|comment|moment|segment|garment|pigment|fragment|compartment|allotment|replacement|investment|amendment|signal|total|portal|material|medal|metal|proposal|animal|rental|mention|combination|variation|translation|recommendation|reservation|invitation|nomination|donation|contribution|resolution|illustration|decoration|expression|impression|version|session|mission|commission|permission|extension|dimension|tension|division|provision|revision|profession|possession|feature|progression)$/;

/** Verbs a noun of an act may come from: installation → install, evaluation → evaluate, removal → remove, treatment → treat. */
function actStems(word: string): string[] {
  const m = /^([a-z]{3,}?)(ation|ion|ment|al)$/.exec(word);
  if (!m) return [];
  const [, stem, suffix] = m;
  if (suffix === 'ation') return [stem, `${stem}ate`, `${stem}e`, stem.replace(/r$/, 'er')];
  if (suffix === 'ion') return [stem, `${stem}e`, stem.replace(/ct$/, 'ce'), stem.replace(/ss$/, 't')].filter((v) => /(?:t|s)$|e$/.test(v));
  return [stem, `${stem}e`, ...(/(.)\1$/.test(stem) ? [stem.slice(0, -1)] : [])];
}

/** "installations", "evaluations", "removals": a noun of an act, from a verb, that names one occasion of it. */
function occurrenceNoun(name: string): boolean {
  const head = words(name).at(-1) ?? '';
  if (PRODUCT_ACT_NOUNS.test(head)) return false;
  return actStems(head).some((v) => v.length >= 3 && tagTerms(`they ${v} it`).some((t) => t.lower === v && t.tags.includes('Verb')));
}

/**
 * "races with a skipper", "concerts with a programme of pieces": whatever else the prompt lists, a record
 * of something that happens has the day it happened (its definition's date or time when it has one); a
 * join of two records (an order's lines) and a definition without a date (an exercise) stay as they are.
 */
export function addHappeningDates(text: string, entities: AnalysedEntity[]): void {
  const dated = (f: FieldSpec) => f.type === 'date' || f.type === 'datetime';
  for (const e of entities) {
    const occurrence = !e.catalog && e.kind === 'thing' && (occurrenceGerund(e.name) || occurrenceNoun(e.name));
    if (!(DATED_KINDS.has(e.kind) || occurrence) || e.fields.some(dated)) continue;
    const catalog = e.catalog ? CATALOG[e.catalog] : undefined;
    // (outside its domain, a definition's own word for the day, "ordered_at", is not the prompt's)
    const defined = catalog?.fields.map(parseFieldDsl).find(dated);
    if (catalog && !defined) continue;
    const own = defined && domainSupported(text, catalog!) ? defined : { name: 'date', type: 'date' as const };
    if (e.fields.some((f) => f.name === own.name)) continue;
    const joins = e.fields.filter((f) => f.type === 'relation' && f.required).length === 2;
    if (joins && e.fields.every((f) => f.type === 'relation' || AMOUNT_OF_HELD.test(f.name))) continue;
    const display = displayField(e.fields);
    const at = display ? e.fields.indexOf(display) + 1 : 0;
    e.fields.splice(at, 0, { ...own, required: false });
  }
}

/** Unique field names, relations only to entities that exist, a required display field. */
export function tidyEntities(entities: AnalysedEntity[]): void {
  for (const e of entities) {
    const seen = new Set<string>();
    e.fields = e.fields.filter((f) => {
      if (seen.has(f.name)) return false;
      seen.add(f.name);
      return f.type !== 'relation' || entities.some((x) => x.name === f.target);
    });
    const d = displayField(e.fields);
    if (d && (d.type === 'string' || d.type === 'email')) d.required = true;
  }
}
