// Edit operations on the model that several kinds of clause share: adding, removing and renaming
// entities and fields, changing a field's type or values, and relations and join records.

import type { AppModel, EntitySpec, FieldSpec, FieldType, PageNames } from './types.ts';
import {
  inferField,
  splitList,
  safeFieldName,
  displayField,
  parseFieldDsl,
  FIELD_NAME_RE,
  BUILTIN_FIELDS,
  hasGuessedValues,
  relationField,
  isFieldWord,
} from './fields.ts';
import { resolveNoun, pluralLabel, isStop } from './analyse.ts';
import { NOUN_CLASSES, nounClassShares, type NounClass } from './noun-classes.ts';
import { GENERIC_FIELDS, KIND_ICON, KNOWN_ICONS, ALIAS_INDEX, COMMON_FIELDS, withoutSetting } from './domains.ts';
import { defaultPageNames, defaultView } from './generate.ts';
import { pascal, singularPhrase, pluralPascal, words, snake, wordTable } from './nlp.ts';
import {
  type Ctx,
  EditError,
  AlreadySo,
  cleanPhrase,
  findEntity,
  takenPages,
  requireEntity,
  entityLookup,
  isPersonEntity,
  GENERIC_RECORD_WORDS,
} from './edit-context.ts';

/** What every record keeps by itself, as the answer to a request for it says it. */
const KEPT_BY_EVERY_RECORD: Record<string, string> = {
  created_by: 'who created them',
  created_date: 'when they were created',
  updated_date: 'when they were last changed',
};

/** "a fine amount for late returns", "a fee for missed sessions": the charge is the field, what it is for only says why. */
function chargePurpose(ctx: Ctx, item: string): string {
  const m = /^(.+?\b(?:amount|fee|fine|charge|cost|price|penalty|deposit|discount|surcharge|refund))\s+for\s+(?:an?\s+|the\s+)?(.+)$/i.exec(
    item.trim(),
  );
  return m && !findEntity(ctx.model, m[2]) && !/^(?:each|every|per)\b/i.test(m[2]) ? m[1] : item;
}

/** Roles people take in what an organisation does, not trades or professions ("a vet" is someone of their own). */
const PARTICIPANT_ROLE =
  /^(?:host|organi[sz]er|leader|lead|captain|chair|chairperson|coordinator|reviewer|approver|assignee|owner|manager|supervisor|mentor|buddy|helper|presenter|speaker|facilitator|moderator|referee|scorer|secretary|treasurer)$/i;

/** People an organisation serves or deals with, who play no role inside it. */
const SERVED =
  /\b(?:client|customer|patient|guest|visitor|buyer|tenant|lead|contact|applicant|donor|subscriber|patron|passenger|shopper|prospect|supplier|vendor)$/i;

/**
 * "add a host to meetings", "each meeting has a host" in a club that keeps members: a role (a person the app does
 * not keep by that name) filled by the app's one kind of person is a link to them named by the role. False when
 * the app keeps no such one kind, or the role is kept itself.
 */
export function roleLink(ctx: Ctx, e: EntitySpec, word: string): boolean {
  if (findEntity(ctx.model, word) || !PARTICIPANT_ROLE.test(word)) return false;
  const people = ctx.model.entities.filter((x) => x !== e && isPersonEntity(x));
  const role = snake(word.toLowerCase());
  if (people.length !== 1 || e.fields.some((x) => x.name === role)) return false;
  // ("Dogs: add an owner" where each dog already points at its client: whom a record belongs to is that link)
  if (/^owner$/i.test(word) && e.fields.some((x) => x.type === 'relation' && x.target === people[0].name)) {
    ctx.already.push(`${e.name} is already linked to ${people[0].name}.`);
    return true;
  }
  // (a role inside the organisation is played by its members or staff, not by those it serves: a walk's leader is
  // no client)
  if (!/^owner$/i.test(word) && SERVED.test(words(people[0].name).join(' '))) return false;
  e.fields.push({ ...relationField(people[0].name), name: role });
  ctx.lastField = { e, f: e.fields[e.fields.length - 1], name: role };
  ctx.ops.push({ kind: 'add_relation', detail: `${e.name}.${role} (relation → ${people[0].name})` });
  return true;
}

export function addFields(ctx: Ctx, e: EntitySpec, listText: string): void {
  const items = splitList(
    listText
      .replace(/\b(?:a\s+)?(?:new\s+)?(?:field|column|property|attribute)s?\s+(?:called|named)\s+/gi, '')
      .replace(/\s+(?:field|column|property|attribute)s?(?=\s*(?:\(|$|,|\band\b))/gi, ''),
  );
  if (!items.length) throw new EditError('name the field to add.');
  for (let item of items) {
    // "add a vet to visits", "each visit needs a vet": one person (a word the lexicon reads as a person, no field's
    // name) is someone each record is tied to, a link to the kept or a new record of theirs, as "add a coach" after
    // a clause is
    const one = /^(?:(?:an?|one)\s+)?([a-z]+)$/i.exec(item.trim());
    if (
      one &&
      items.length === 1 &&
      resolveNoun(one[1].toLowerCase())?.kind === 'person' &&
      !isFieldWord(one[1].toLowerCase()) &&
      findEntity(ctx.model, one[1]) !== e &&
      !e.fields.some((x) => x.name === snake(one[1]) && x.type !== 'relation')
    ) {
      if (roleLink(ctx, e, one[1])) continue;
      item = `${one[1]} relation`;
    }
    // "a relation to Deal", "a deal relation", "a relationship with the company"
    const rel =
      /^(?:an?\s+|the\s+)?(?:relation(?:ship)?|link|reference|connection)\s+(?:to|with)\s+(?:an?\s+|the\s+|one\s+)?(.+)$/i.exec(item) ??
      /^(?:an?\s+|the\s+)?(.+?)\s+relation(?:ship)?$/i.exec(item);
    if (rel) {
      const parent = findEntity(ctx.model, rel[1]) ?? addEntity(ctx, rel[1], undefined, true);
      if (parent === e) throw new EditError(`${e.name} cannot be linked to itself by this edit.`);
      if (e.fields.some((x) => x.type === 'relation' && x.target === parent.name)) {
        ctx.already.push(`${e.name} is already linked to ${parent.name}.`);
        continue;
      }
      let name = safeFieldName(parent.name);
      if (e.fields.some((x) => x.name === name)) name = `${name}_ref`;
      e.fields.push({ ...relationField(parent.name), name });
      ctx.ops.push({ kind: 'add_relation', detail: `${e.name}.${name} (relation → ${parent.name})` });
      continue;
    }
    if (/^(?:an?|the|some|new|another|one|more)$/i.test(item.trim()))
      throw new EditError(`say which field to add to ${e.name}, e.g. "add a notes field to ${e.name}".`);
    let f = inferField(item, entityLookup(ctx.model)) ?? inferField(chargePurpose(ctx, item), entityLookup(ctx.model));
    if (!f) throw new EditError(`"${item}" is not understood as a field.`);
    // "add a SKU to products": a word the catalog ties to the entity itself is a field of it
    if (f.type === 'relation' && f.target === e.name) f = inferField(item, () => undefined) ?? f;
    if (f.type === 'relation') {
      if (f.description === 'unresolved') {
        delete f.description;
        const target = addEntity(ctx, f.target!, undefined, true);
        f.target = target.name;
        f.name = safeFieldName(target.name);
      }
      if (f.target === e.name) throw new EditError(`${e.name} cannot be linked to itself by this edit.`);
    }
    // "record who created each task", "the date each task was created": every record already keeps these
    // (inferField names a field that would shadow one of them "<name>_value")
    const builtin = f.name.replace(/_value$/, '');
    if (builtin !== f.name && BUILTIN_FIELDS.has(builtin)) {
      ctx.already.push(`${e.name} records already keep ${KEPT_BY_EVERY_RECORD[builtin] ?? builtin} (${builtin}).`);
      continue;
    }
    const same = e.fields.find((x) => x.name === f!.name);
    // ("posts should have a category: tutorial or article" where posts keep a category as text: the values
    // asked for make it a choice among them)
    if (same && same.type === 'string' && f.type === 'enum' && f.values && !hasGuessedValues(f)) same.type = 'enum';
    if (same && same.type === 'enum' && f.type === 'enum' && f.values && !hasGuessedValues(f)) {
      // "add a status to orders (pending, shipped, …)": the values asked for replace the old ones
      same.values = f.values;
      same.default = f.values[0];
      ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${same.name} values ${f.values.join('/')}` });
      continue;
    }
    if (same && same.type === f.type) {
      ctx.already.push(`${e.name} already has a field "${f.name}" (${f.type}).`);
      continue;
    }
    if (same) throw new EditError(`${e.name} already has a field "${f.name}" (${same.type}).`);
    e.fields.push(f);
    ctx.lastField = { e, f, name: f.name };
    ctx.ops.push({
      kind: f.type === 'relation' ? 'add_relation' : 'add_field',
      detail: `${e.name}.${f.name} (${f.type}${f.values ? `: ${f.values.join('/')}` : ''}${f.target ? ` → ${f.target}` : ''})`,
    });
  }
}

/**
 * Adds the entity a phrase names. `described`: the edit states the record's own fields ("a work has a title,
 * duration and description"), which makes a word the lexicon never takes for a record one (its plain name).
 */
export function addEntity(
  ctx: Ctx,
  phrase: string,
  fieldsText: string | undefined,
  quiet = false,
  exact = false,
  described = false,
): EntitySpec {
  const existing = exact
    ? ctx.model.entities.find((x) => x.name === pascal(singularPhrase(cleanPhrase(phrase).toLowerCase())))
    : findEntity(ctx.model, phrase);
  if (existing) {
    if (quiet) return existing;
    throw new EditError(`the entity ${existing.name} already exists.`);
  }
  const cleaned = cleanPhrase(phrase).replace(/([a-z])([A-Z])/g, '$1 $2');
  // "shopping lists", "packing-lists": a list for doing something is a record of its own, not the act's records
  const forDoing = /^([a-z]+ing)[\s-]+lists?$/i.exec(cleaned);
  const key = singularPhrase(cleaned.toLowerCase());
  const plain = described && /^[a-z]{3,}$/.test(key) && isStop(key);
  // "a Call for Papers", "BillsOfMaterials": a capitalised name joined by "of" or "for" is one record's name (its
  // head is its first noun: "Materials" keeps its number)
  const titled = /^[A-Z][a-z]+(?:\s+(?:of|for)\s+[A-Z][a-z]+)+$/i.test(cleaned) && /^[A-Z]/.test(cleaned.split(/\s+/).at(-1) ?? '');
  const r = forDoing
    ? { key: `${forDoing[1]} list`, name: pascal(`${forDoing[1]} list`), kind: 'thing' as const }
    : plain || titled
      ? { key, name: pascal(key), kind: 'thing' as const }
      : resolveNoun(cleaned);
  if (!r || (!forDoing && !plain && !titled && isStop(r.key)))
    throw new EditError(`"${cleanPhrase(phrase)}" is not understood as an entity name.`);
  const name =
    /^[A-Z][A-Za-z0-9]*$/.test(cleanPhrase(phrase)) && !cleanPhrase(phrase).includes(' ') && !/s$/.test(cleanPhrase(phrase))
      ? cleanPhrase(phrase)
      : r.name;
  if (ctx.model.entities.some((x) => x.name === name)) throw new EditError(`the entity ${name} already exists.`);
  const e: EntitySpec = { name, description: r.catalog ? r.catalog.description : `${pluralLabel(name)} tracked by the app.`, fields: [] };
  ctx.model.entities.push(e);
  let fields: FieldSpec[];
  if (fieldsText) {
    fields = [];
    for (const item of splitList(fieldsText)) {
      const f = inferField(item, entityLookup(ctx.model));
      if (!f) throw new EditError(`"${item}" is not understood as a field.`);
      if (f.type === 'relation' && (f.description === 'unresolved' || f.target === name)) continue;
      fields.push(f);
    }
    if (!fields.some((f) => f.type === 'string' || f.type === 'email')) fields.unshift({ name: 'name', type: 'string', required: true });
  } else {
    let base = (r.catalog ? r.catalog.fields : GENERIC_FIELDS[r.kind]).map(parseFieldDsl);
    // "add orders" to a CRM: the definition's setting (a restaurant's table) only where the app or the request
    // says it, as for a creation (entity-fields.ts)
    const setting = r.catalog?.setting;
    const said = `${ctx.model.name} ${ctx.model.entities.map((x) => words(pluralLabel(x.name)).join(' ')).join(' ')} ${ctx.request ?? ''}`;
    if (setting && !setting.when.test(said)) base = withoutSetting(base, setting);
    // "add reminders", "add milestones": what any record of that word has, as a creation gives it (its own
    // fields, a name when none of them names it, the kind's notes kept last)
    const common = !r.catalog && r.kind !== 'person' ? (COMMON_FIELDS[r.key] ?? COMMON_FIELDS[r.key.split(' ').pop() ?? '']) : undefined;
    if (common) {
      const own = common.map(parseFieldDsl);
      const notes = base.filter((f) => (f.name === 'notes' || f.name === 'description') && !own.some((o) => o.type === 'text'));
      const named = own.some((o) => o.type === 'string' && o.required) ? [] : base.slice(0, 1);
      base.splice(0, base.length, ...named, ...own, ...notes);
    }
    fields = [];
    for (const f of base) {
      if (f.type !== 'relation') {
        fields.push(f);
        continue;
      }
      const target = ctx.model.entities.find(
        (x) => x !== e && (x.name === f.target || ALIAS_INDEX.get(words(x.name).join(' ')) === f.target),
      );
      if (target) fields.push({ ...f, name: f.name === snake(f.target!) ? snake(target.name) : f.name, target: target.name });
    }
  }
  const disp = displayField(fields);
  if (disp && (disp.type === 'string' || disp.type === 'email')) disp.required = true;
  e.fields = fields;
  registerEntity(ctx, e, KNOWN_ICONS.has(r.catalog?.icon ?? '') ? r.catalog!.icon : KIND_ICON[r.kind]);
  return e;
}

/** A new entity's pages, list view and icon, and the operation that reports it (with a word on a Layout the generator did not write). */
export function registerEntity(ctx: Ctx, e: EntitySpec, icon: string): void {
  const pn = defaultPageNames(e.name, takenPages(ctx.model, ctx.files));
  ctx.model.pageNames[e.name] = pn;
  ctx.model.views[e.name] = defaultView(e);
  ctx.model.icons[e.name] = icon;
  ctx.ops.push({
    kind: 'add_entity',
    detail: `${e.name} (${e.fields.map((f) => f.name).join(', ')}) with pages ${pn.list}, ${pn.detail}, ${pn.form}`,
  });
  if (!ctx.model.managed?.layout)
    ctx.warnings.push(`Layout.jsx was not generated by the offline generator: add a link to ${pn.list} to the navigation yourself.`);
}

/**
 * Takes an entity out of the model: its pages, list view and icon, and the relation fields other
 * entities have to it (and their filters on them). Returns the entities that lost a relation field.
 */
export function dropEntity(m: AppModel, name: string): string[] {
  m.entities = m.entities.filter((x) => x.name !== name);
  const dropped: string[] = [];
  for (const other of m.entities) {
    const before = other.fields.length;
    other.fields = other.fields.filter((f) => !(f.type === 'relation' && f.target === name));
    if (other.fields.length !== before) {
      dropped.push(other.name);
      const v = m.views[other.name];
      if (v) v.filters = v.filters.filter((n) => other.fields.some((f) => f.name === n));
    }
  }
  delete m.pageNames[name];
  delete m.views[name];
  delete m.icons[name];
  return dropped;
}

export function removeEntity(ctx: Ctx, e: EntitySpec): void {
  if (ctx.startPage && ctx.startPage === ctx.model.pageNames[e.name]?.list) ctx.startPage = undefined;
  const dropped = dropEntity(ctx.model, e.name);
  ctx.ops.push({
    kind: 'remove_entity',
    detail: `${e.name} (schema, pages and navigation entry)${dropped.length ? `; relation fields to it removed from ${dropped.join(', ')}` : ''}`,
  });
  ctx.warnings.push(`Existing ${e.name} records are not deleted by this edit.`);
}

export function renameEntity(ctx: Ctx, e: EntitySpec, newPhrase: string): void {
  const raw = cleanPhrase(newPhrase);
  const name = /^[A-Z][A-Za-z0-9]*$/.test(raw) && !/s$/.test(raw) ? raw : pascal(singularPhrase(raw));
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new EditError(`"${raw}" is not a valid entity name.`);
  if (name === e.name) throw new AlreadySo(`${e.name} is already called ${name}.`);
  if (ctx.model.entities.some((x) => x.name === name)) throw new EditError(`an entity called ${name} already exists.`);
  const old = e.name;
  const oldList = ctx.model.pageNames[old]?.list;
  const pn = moveEntity(ctx.model, old, name, ctx.files);
  if (pn && ctx.startPage === oldList) ctx.startPage = pn.list;
  ctx.ops.push({
    kind: 'rename_entity',
    detail: `${old} → ${name}${pn ? ` (pages ${pn.list}, ${pn.detail}, ${pn.form})` : ''}`,
  });
  ctx.warnings.push(`Records stored under ${old} are not moved to ${name} by this edit.`);
}

/**
 * Renames an entity in the model: relation targets, the page names that follow the default pattern
 * (custom ones are kept), its list view and icon. Returns its page names after the rename.
 */
export function moveEntity(m: AppModel, old: string, name: string, files: Record<string, string>): PageNames | undefined {
  const e = m.entities.find((x) => x.name === old);
  if (e) e.name = name;
  for (const other of m.entities) for (const f of other.fields) if (f.type === 'relation' && f.target === old) f.target = name;
  const pn = m.pageNames[old];
  if (pn) {
    delete m.pageNames[old];
    const taken = takenPages(m, files);
    for (const p of [pn.list, pn.detail, pn.form]) taken.delete(p);
    const d = defaultPageNames(name, taken);
    m.pageNames[name] = {
      list: pn.list === pluralPascal(old) ? d.list : pn.list,
      detail: pn.detail === `${old}Detail` ? d.detail : pn.detail,
      form: pn.form === `${old}Form` ? d.form : pn.form,
    };
  }
  if (m.views[old]) {
    m.views[name] = m.views[old];
    delete m.views[old];
  }
  if (m.icons[old]) {
    m.icons[name] = m.icons[old];
    delete m.icons[old];
  }
  return m.pageNames[name];
}

export function removeField(ctx: Ctx, e: EntitySpec, f: FieldSpec): void {
  e.fields = e.fields.filter((x) => x !== f);
  const v = ctx.model.views[e.name];
  if (v) {
    v.filters = v.filters.filter((n) => n !== f.name);
    if (v.sort.replace(/^-/, '') === f.name) v.sort = '-created_date';
    if (v.initial?.[f.name] !== undefined) delete v.initial[f.name];
  }
  ctx.ops.push({ kind: f.type === 'relation' ? 'remove_relation' : 'remove_field', detail: `${e.name}.${f.name}` });
}

export function renameField(ctx: Ctx, e: EntitySpec, f: FieldSpec, newPhrase: string): void {
  const name = safeFieldName(cleanPhrase(newPhrase).replace(/\s+(?:field|column)$/i, ''));
  if (!FIELD_NAME_RE.test(name) || BUILTIN_FIELDS.has(name)) throw new EditError(`"${newPhrase}" is not a valid field name.`);
  if (e.fields.some((x) => x.name === name)) throw new EditError(`${e.name} already has a field "${name}".`);
  const old = f.name;
  f.name = name;
  delete f.label;
  const v = ctx.model.views[e.name];
  if (v) {
    v.filters = v.filters.map((n) => (n === old ? name : n));
    if (v.initial?.[old] !== undefined) {
      v.initial[name] = v.initial[old];
      delete v.initial[old];
    }
    if (v.sort.replace(/^-/, '') === old) v.sort = `${v.sort.startsWith('-') ? '-' : ''}${name}`;
  }
  ctx.ops.push({ kind: 'rename_field', detail: `${e.name}.${old} → ${e.name}.${name}` });
  // "rename join date to joined on and make it required": "it" is the field just renamed
  ctx.lastField = { e, f, name };
  ctx.warnings.push(`Existing ${e.name} records keep their values under "${old}".`);
}

/**
 * Adds a relation field child → parent ("link tasks to a deal"). The child must exist unless
 * `createChild` is set ("each project has many milestones"); a missing parent is created from its noun.
 */
export function addRelation(ctx: Ctx, childPhrase: string | undefined, parentPhrase: string, createChild = false): void {
  const pronoun = /^(?:it|them|that|this|those|these)$/i.test(parentPhrase.trim());
  if (pronoun && !ctx.lastEntity) throw new EditError(`say what "${parentPhrase.trim()}" is: no entity was named before it.`);
  const parentClean = pronoun ? ctx.lastEntity!.name : parentPhrase.replace(/\s+(?:entity|record|model)$/i, '');
  const existingChild = childPhrase ? findEntity(ctx.model, childPhrase) : undefined;
  const child =
    existingChild ?? (createChild && childPhrase ? addEntity(ctx, childPhrase, undefined, true) : requireEntity(ctx, childPhrase));
  const parent = findEntity(ctx.model, parentClean) ?? addEntity(ctx, parentClean, undefined, true);
  if (parent === child) throw new EditError(`${child.name} cannot be linked to itself by this edit.`);
  if (child.fields.some((f) => f.type === 'relation' && f.target === parent.name)) {
    // a child created just now from the catalog may already point at the parent; a link this edit
    // made already ("make venue its own entity …, and link events to it") is not asked twice
    if (
      !existingChild ||
      ctx.ops.some((o) => o.kind === 'add_relation' && o.detail.startsWith(`${child.name}.`) && o.detail.endsWith(`→ ${parent.name}`))
    ) {
      ctx.lastEntity = child;
      return;
    }
    // already so: a note, not a refusal, so "link appointments to stylists and clients" still adds the missing link
    ctx.already.push(`${child.name} is already linked to ${parent.name}.`);
    ctx.lastEntity = child;
    return;
  }
  let name = safeFieldName(parent.name);
  // ("assign transactions to a payee" where each transaction has a typed-in payee: the payee becomes the link,
  // not a second field beside it)
  const typed = child.fields.find((f) => f.name === name && (f.type === 'string' || f.type === 'text'));
  if (typed) {
    fieldToLink(ctx, child, typed, parent);
    ctx.lastEntity = child;
    return;
  }
  if (child.fields.some((f) => f.name === name)) name = `${name}_ref`;
  child.fields.push({ ...relationField(parent.name), name });
  ctx.ops.push({ kind: 'add_relation', detail: `${child.name}.${name} → ${parent.name}` });
  ctx.lastEntity = child;
}

/** A field turned into a link to other records: same name and place, its values no longer typed in. */
export function fieldToLink(ctx: Ctx, e: EntitySpec, f: FieldSpec, target: EntitySpec): void {
  if (target === e) throw new EditError(`${e.name} cannot be linked to itself by this edit.`);
  if (f.type === 'relation' && f.target === target.name) throw new AlreadySo(`${e.name}.${f.name} is already a link to ${target.name}.`);
  e.fields[e.fields.indexOf(f)] = { ...relationField(target.name), name: f.name, ...(f.required ? { required: true } : {}) };
  ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${f.name} → link to ${target.name}` });
  ctx.lastEntity = e;
}

export const TYPE_WORDS: Record<string, FieldType> = wordTable({
  'whole number': 'integer',
  integer: 'integer',
  number: 'number',
  decimal: 'number',
  'date and time': 'datetime',
  datetime: 'datetime',
  date: 'date',
  'long text': 'text',
  text: 'text',
  email: 'email',
  url: 'url',
  link: 'url',
  'yes/no': 'boolean',
  checkbox: 'boolean',
  boolean: 'boolean',
});

export function changeField(ctx: Ctx, e: EntitySpec, f: FieldSpec, what: string): void {
  if (what === 'required' || what === 'mandatory' || what === 'optional') {
    const req = what !== 'optional';
    // already so: a note, not a refusal, so "rename X, and make the title required" still applies the rename
    if (!!f.required === req) {
      ctx.already.push(`${e.name}.${f.name} is already ${what}.`);
      ctx.lastEntity = e;
      return;
    }
    if (req) f.required = true;
    else delete f.required;
    ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${f.name} ${req ? 'required' : 'optional'}` });
    ctx.lastEntity = e;
    return;
  }
  const type = TYPE_WORDS[what];
  if (!type || f.type === 'relation') throw new EditError(`${e.name}.${f.name} cannot become ${what}.`);
  if (f.type === type) throw new AlreadySo(`${e.name}.${f.name} is already ${type}.`);
  const from = f.type;
  f.type = type;
  delete f.values;
  delete f.default;
  ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${f.name} ${from} → ${type}` });
  ctx.lastEntity = e;
}

/**
 * The record joining a and b: an entity this edit has just added ("add reservations: a member can
 * reserve a book") gets the two relations; otherwise a new join entity is made.
 */
export function joinFor(ctx: Ctx, a: EntitySpec, b: EntitySpec, joinName: string): EntitySpec {
  const fresh = ctx.lastEntity;
  const added = fresh && ctx.ops.some((o) => o.kind === 'add_entity' && o.detail.startsWith(`${fresh.name} (`));
  if (!fresh || !added || fresh === a || fresh === b) {
    addJoin(ctx, a, b, joinName);
    return ctx.lastEntity!;
  }
  for (const parent of [a, b]) {
    if (fresh.fields.some((f) => f.type === 'relation' && f.target === parent.name)) continue;
    let name = safeFieldName(parent.name);
    if (fresh.fields.some((f) => f.name === name)) name = `${name}_ref`;
    fresh.fields.push({ ...relationField(parent.name, true), name });
    ctx.ops.push({ kind: 'add_relation', detail: `${fresh.name}.${name} → ${parent.name}` });
  }
  return fresh;
}

/** A record joining two entities ("volunteers sign up for shifts" → Signup with both). */
export function addJoin(ctx: Ctx, a: EntitySpec, b: EntitySpec, joinName: string): void {
  const existing = ctx.model.entities.find(
    (e) => e !== a && e !== b && e.fields.some((f) => f.target === a.name) && e.fields.some((f) => f.target === b.name),
  );
  if (existing) throw new AlreadySo(`${existing.name} already links ${a.name} and ${b.name}.`);
  // the verb's record ("apply" → Application) unless taken or not read as a record name, else both names
  const name = findEntity(ctx.model, joinName) || !resolveNoun(words(joinName).join(' ')) ? `${a.name}${b.name}` : joinName;
  const join = addEntity(ctx, name, 'notes', false);
  join.fields = [
    { ...relationField(a.name, true), name: safeFieldName(a.name) },
    { ...relationField(b.name, true), name: safeFieldName(b.name) },
    ...join.fields.filter((f) => f.type !== 'relation' && f.name !== 'name'),
  ];
  ctx.ops.push({ kind: 'add_relation', detail: `${join.name} links ${a.name} and ${b.name} (many-to-many)` });
  ctx.lastEntity = join;
}

/**
 * "inspections", "emergency contacts" added to a kept record: a plural noun phrase of one or two words (no
 * article, no values) that names a kind of record other than a thing — a person, a happening, a payment, an
 * entry — and no value a field holds (not "servings", "notes", "photos"). The phrase, or undefined when the
 * words read as a field.
 */
function childRecords(ctx: Ctx, e: EntitySpec, fieldsText: string): string | undefined {
  const t = fieldsText.trim().toLowerCase();
  if (!/^[a-z]+(?:\s+[a-z]+)?$/.test(t) || isFieldWord(t) || e.fields.some((f) => f.name === snake(t))) return undefined;
  const last = t.split(/\s+/).at(-1) ?? '';
  if (!/[^s]s$/.test(last) || singularPhrase(last) === last) return undefined;
  const r = resolveNoun(t);
  if (!r || GENERIC_RECORD_WORDS.test(r.key) || findEntity(ctx.model, t) || findEntity(ctx.model, last)) return undefined;
  if (r.kind !== 'thing') return t;
  // a word the catalog reads only as a thing: records when its senses are mostly writings, happenings or
  // people ("milestones", "certifications", "reports"); objects, qualities, ideas and labels are what a
  // record holds ("allergens", "amenities", "skills"), as are words WordNet does not know
  if (!recordClassNoun(t)) return undefined;
  ctx.warnings.push(
    `"${t}" were read as records of their own, each of one ${words(e.name).join(' ')} (ask for "a ${t} field" to keep them as text).`,
  );
  return t;
}

/** Labels put on a record ("tags", "keywords"): a list of values of that record when added to it. */
const LABEL_WORDS = /^(?:tag|label|keyword|hashtag|badge|genre|topic)$/;

/**
 * Whether a noun phrase names records by its WordNet senses: the singular's senses (the whole phrase's, else
 * its head's) are at least half persons, happenings or writings. The singular, because WordNet keeps some plurals
 * as lemmas of their own ("parts" as regions, "amenities" as facilities); not groups, whose class holds
 * places too ("tyre" is mostly the city).
 */
export function recordClassNoun(phrase: string): boolean {
  const one = singularPhrase(phrase.trim().toLowerCase());
  const shares = (one.includes(' ') ? nounClassShares(one) : undefined) ?? nounClassShares(one.split(' ').pop() ?? '');
  if (!shares || LABEL_WORDS.test(one.split(' ').pop() ?? '')) return false;
  const at = (c: NounClass) => shares[NOUN_CLASSES.indexOf(c)];
  return at('person') + at('happening') + at('document') >= 0.5;
}

/** A new record named by `phrase` (with `fieldsText`'s fields), each of `parent`; it is what the next clause acts on. */
export function addRecordOf(ctx: Ctx, phrase: string, fieldsText: string | undefined, parent: EntitySpec): EntitySpec {
  const made = addEntity(ctx, phrase, fieldsText);
  addRelation(ctx, made.name, parent.name);
  ctx.lastEntity = made;
  return made;
}

/** Records of their own, each of `e` ("add inspections to vehicles"), when the words name records (childRecords); false otherwise. */
export function addChildRecords(ctx: Ctx, e: EntitySpec, fieldsText: string): boolean {
  const child = childRecords(ctx, e, fieldsText);
  if (!child) return false;
  addRecordOf(ctx, child, undefined, e);
  return true;
}
