// Edit clauses about fields: adding fields ("give tasks a due date"), changing a field's type, values or
// required flag, reordering, and renaming or removing fields (and entities and pages, said the same way).

import type { EntitySpec, FieldSpec } from './types.ts';
import { splitList, parseFieldDsl, splitEnumValues, inferField } from './fields.ts';
import { resolveNoun, pluralLabel } from './analyse.ts';
import { ALIAS_INDEX, CATALOG, GENERIC_FIELDS } from './domains.ts';
import { isPluralWord, singularPhrase, snake, words } from './nlp.ts';
import { tokens } from './grammar.ts';
import {
  type Ctx,
  EditError,
  AlreadySo,
  cleanPhrase,
  findEntity,
  findField,
  unplaced,
  requireEntity,
  moreFields,
  resolveField,
  resolveFieldQuietly,
  resolveFieldQuiet,
  targetWithTail,
  mainEntity,
  editDistance,
  GENERIC_RECORD_WORDS,
  NoSuchEntity,
  looselyNamed,
} from './edit-context.ts';
import {
  addFields,
  addEntity,
  removeEntity,
  renameEntity,
  removeField,
  renameField,
  TYPE_WORDS,
  changeField,
  addChildRecords,
  addRecordOf,
  recordClassNoun,
} from './edit-records.ts';
import { findPage } from './edit-pages.ts';
import { CONTAINER_WORDS } from './relations.ts';

/** Whether an enum still has the values the catalog gives its entity (nobody chose them). */
function isCatalogValues(e: EntitySpec, f: FieldSpec): boolean {
  const entry = CATALOG[e.name];
  const dsl = entry?.fields.map(parseFieldDsl).find((x) => x.name === f.name);
  return !!dsl?.values && dsl.values.join() === (f.values ?? []).join();
}

/**
 * Changes said of a field: "make the title required", "owner email should be required", "the event
 * date should include the time", "add "blocked" as a status option", "move the due date from tasks to
 * projects".
 */
export function fieldChangeClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // required / optional, and types: "make the title required", "the venue should be optional"
  // (the entity may follow the state: "phone is required for patients")
  const STATE = String.raw`(required|mandatory|compulsory|optional|not\s+required)(?:\s+(?:on|for|in|of)\s+(?:the\s+|all\s+|each\s+|every\s+)?(.+?))?$`;
  if (
    (m = new RegExp(String.raw`^(?:make|set|mark)\s+(?:the\s+)?(.+?)\s+(?:as\s+)?${STATE}`, 'i').exec(c)) ||
    (m = new RegExp(
      String.raw`^(?:the\s+|an?\s+)?(.+?)\s+(?:should|must|has\s+to|needs?\s+to|will)\s+(?:always\s+)?be\s+${STATE}`,
      'i',
    ).exec(c)) ||
    (m = new RegExp(String.raw`^(?:the\s+|an?\s+)?(.+?)\s+(?:is|are)\s+${STATE}`, 'i').exec(c))
  ) {
    if (m[3] && !findEntity(ctx.model, m[3])) return false;
    const phrase = m[3] ? `${m[1]} of ${m[3]}` : m[1];
    const r =
      /^(?:it|that|this|that\s+field|this\s+field)$/i.test(m[1].trim()) && ctx.lastField ? ctx.lastField : resolveField(ctx, phrase);
    if (!r) return false;
    const what = /^(?:optional|not\s+required)$/i.test(m[2]) ? 'optional' : 'required';
    // ("make the phone number on families required" when families keep a phone: the number is the field itself)
    const bare = /\s(?:number|no|nr)$/i.test(r.name) ? findField(r.e, r.name.replace(/\s+(?:number|no|nr)$/i, '')) : undefined;
    if (!r.f && bare && bare.type !== 'relation') {
      changeField(ctx, r.e, bare, what);
      return true;
    }
    if (!r.f) {
      if (what === 'optional') throw new EditError(`${r.e.name} has no field "${r.name}".`);
      addFields(ctx, r.e, r.name);
      const added = r.e.fields[r.e.fields.length - 1];
      added.required = true;
      ctx.lastEntity = r.e;
      return true;
    }
    changeField(ctx, r.e, r.f, what);
    return true;
  }
  if (
    (m =
      /^(?:the\s+)?(.+?)\s+(?:should|must|needs?\s+to)\s+(?:also\s+)?(?:include|have|show|record|store)\s+(?:the\s+|a\s+)?time(?:\s+(?:too|as\s+well|of\s+day))?$/i.exec(
        c,
      )) ||
    (m =
      /^(?:the\s+)?(.+?)\s+(?:should|must|needs?\s+to)\s+be\s+(?:an?\s+)?(whole\s+number|integer|number|decimal|date\s+and\s+time|datetime|date|long\s+text|text|email|url|link|yes\/no|checkbox|boolean)(?:\s+field)?$/i.exec(
        c,
      ))
  ) {
    const r = resolveField(ctx, m[1]);
    if (!r?.f) return false;
    changeField(ctx, r.e, r.f, (m[2] ?? 'date and time').toLowerCase().replace(/\s+/g, ' '));
    return true;
  }
  // a new choice: "add "blocked" as a status option", "add urgent to the priority options"
  if (
    (m =
      /^(?:add|include|allow)\s+(.+?)\s+as\s+(?:an?\s+|the\s+)?(?:new\s+|another\s+|extra\s+)?(.+?)\s+(?:option|value|choice|state|stage)s?$/i.exec(
        c,
      )) ||
    (m = /^(?:add|include)\s+(.+?)\s+(?:to|as)\s+(?:the\s+)?(.+?)\s+(?:options|values|choices|dropdown)$/i.exec(c))
  ) {
    let r: ReturnType<typeof resolveField>;
    try {
      r = resolveField(ctx, m[2]);
    } catch (err) {
      // several entities have the field: the one whose values someone chose, if only one has
      const chosen = ctx.model.entities.flatMap((e) => {
        const f = findField(e, m![2]);
        return f?.type === 'enum' && !isCatalogValues(e, f) ? [{ e, f, name: f.name }] : [];
      });
      if (chosen.length !== 1) throw err;
      r = chosen[0];
    }
    if (r?.f?.type !== 'enum') return false;
    const values = splitEnumValues(m[1].replace(/^["'“]|["'”]$/g, ''));
    const fresh = values.filter((v) => !r.f!.values?.includes(v));
    if (!fresh.length) throw new AlreadySo(`${r.e.name}.${r.f.name} already has ${values.join(', ')}.`);
    r.f.values = [...(r.f.values ?? []), ...fresh];
    ctx.ops.push({ kind: 'change_field', detail: `${r.e.name}.${r.f.name} values ${r.f.values.join('/')}` });
    ctx.lastEntity = r.e;
    return true;
  }
  // "move the due date from tasks to projects"
  if ((m = /^move\s+(?:the\s+)?(.+?)(?:\s+field)?\s+from\s+(?:the\s+)?(.+?)\s+to\s+(?:the\s+)?(.+)$/i.exec(c))) {
    const from = requireEntity(ctx, m[2]);
    const to = requireEntity(ctx, m[3].replace(/\s+(?:instead|entity)$/i, ''));
    const f = findField(from, m[1]);
    if (!f) throw new EditError(`${from.name} has no field "${cleanPhrase(m[1])}".`);
    if (to.fields.some((x) => x.name === f.name)) throw new EditError(`${to.name} already has a field "${f.name}".`);
    if (f.target === to.name) throw new EditError(`${to.name} cannot be linked to itself by this edit.`);
    removeField(ctx, from, f);
    to.fields.push(structuredClone(f));
    ctx.ops.push({ kind: 'add_field', detail: `${to.name}.${f.name} (${f.type}, moved from ${from.name})` });
    ctx.lastEntity = to;
    return true;
  }
  return false;
}

/**
 * Field order (forms, tables and detail pages follow it): "move the phone field to the top on
 * customers", "put company before name on members", "show the notes last".
 */
export function reorderClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "show the newest jobs first" is a sort (filterSortClause); only a field shown first is an order
  if (/^(?:show|list|display)\s/i.test(c) && !resolveFieldQuiet(ctx, c)) return false;
  const ON = String.raw`(?:\s+(?:on|of|in|for)\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+?))?(?:\s+(?:form|forms|page|pages|list|table|entity))?`;
  const at = (phrase: string, on: string | undefined) => {
    if (on) {
      const e = requireEntity(ctx, on);
      const f = findField(e, phrase);
      if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(phrase)}" (fields: ${e.fields.map((x) => x.name).join(', ')}).`);
      return { e, f };
    }
    const r = resolveField(ctx, phrase);
    if (!r?.f)
      throw new EditError(
        `no entity has a field "${cleanPhrase(phrase)}"; say which, e.g. "move the ${cleanPhrase(phrase)} of <entity> to the top".`,
      );
    return { e: r.e, f: r.f };
  };
  const place = (e: EntitySpec, f: FieldSpec, index: number, how: string) => {
    const from = e.fields.indexOf(f);
    const rest = e.fields.filter((x) => x !== f);
    const to = Math.max(0, Math.min(index > from ? index - 1 : index, rest.length));
    if (to === from) throw new AlreadySo(`${e.name}.${f.name} is already ${how}.`);
    e.fields = [...rest.slice(0, to), f, ...rest.slice(to)];
    ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${f.name} moved ${how}` });
    ctx.lastEntity = e;
  };
  if (
    (m = new RegExp(
      String.raw`^(?:move|put|place|show|list|display)\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:(first|to\s+the\s+(?:top|start|front|beginning)|at\s+the\s+(?:top|start|front|beginning))|(last|to\s+the\s+(?:bottom|end)|at\s+the\s+(?:bottom|end)))${ON}$`,
      'i',
    ).exec(c))
  ) {
    const { e, f } = at(m[1], m[4]);
    place(e, f, m[2] ? 0 : e.fields.length, m[2] ? 'first' : 'last');
    return true;
  }
  if (
    (m = new RegExp(
      String.raw`^(?:move|put|place|show|list|display)\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(before|above|ahead\s+of|in\s+front\s+of|after|below|under|beneath|behind|next\s+to|beside)\s+(?:the\s+)?(.+?)(?:\s+field)?${ON}$`,
      'i',
    ).exec(c))
  ) {
    const { e, f } = at(m[1], m[4]);
    const other = findField(e, m[3]);
    if (!other) throw new EditError(`${e.name} has no field "${cleanPhrase(m[3])}" (fields: ${e.fields.map((x) => x.name).join(', ')}).`);
    if (other === f) return false;
    const before = /^(?:before|above|ahead\s+of|in\s+front\s+of)$/i.test(m[2]);
    const idx = e.fields.indexOf(other) + (before ? 0 : 1);
    place(e, f, idx, `${before ? 'before' : 'after'} ${other.name}`);
    return true;
  }
  return false;
}

/** Renaming a field or an entity: "rename the due field of Task to deadline", "rename Equipment to Tool". */
export function renameClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if (
    (m = /^rename\s+(?:the\s+)?(.+?)\s+(?:field|column|property)\s+(?:of|on|in|for)\s+(?:the\s+)?(.+?)\s+(?:to|as|into)\s+(.+)$/i.exec(
      c,
    )) ||
    (m = /^rename\s+(?:the\s+)?(?:field|column)\s+(.+?)\s+(?:of|on|in|for)\s+(?:the\s+)?(.+?)\s+(?:to|as|into)\s+(.+)$/i.exec(c))
  ) {
    const e = requireEntity(ctx, m[2]);
    const f = findField(e, m[1]);
    if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(m[1])}".`);
    renameField(ctx, e, f, m[3]);
    ctx.lastEntity = e;
    return true;
  }
  // "call tasks todos", "change the name of projects to boards": an entity renamed
  if (
    ((m = /^call\s+(?:the\s+)?(.+?)\s+["'“]?([a-z][\w -]*?)["'”]?(?:\s+instead)?$/i.exec(c)) ||
      (m = /^change\s+the\s+name\s+of\s+(?:the\s+)?(.+?)\s+(?:to|into)\s+(.+)$/i.exec(c))) &&
    findEntity(ctx.model, m[1]) &&
    !/\bfield\b/i.test(c)
  ) {
    const target = findEntity(ctx.model, m[1])!;
    renameEntity(ctx, target, m[2]);
    ctx.lastEntity = target;
    return true;
  }
  // "change leads to prospects", "change the location field on shoots to venue": a new name (not a type,
  // a state or values, which fieldChangeClause and applyPurposeClause read)
  if (
    (m = /^change\s+(?:the\s+)?(.+?)\s+(?:to|into)\s+["'“]?([a-z][\w -]*?)["'”]?$/i.exec(c)) &&
    !/^(?:an?|the|required|mandatory|optional|be)\b/i.test(m[2]) &&
    !TYPE_WORDS[m[2].toLowerCase()] &&
    (findEntity(ctx.model, m[1]) || resolveFieldQuietly(ctx, m[1]))
  )
    return renameClause(ctx, `rename ${m[1]} to ${m[2]}`);
  if ((m = /^rename\s+(?:the\s+)?(\w+)'s\s+(.+?)(?:\s+field)?\s+(?:to|as)\s+(.+)$/i.exec(c))) {
    const e = requireEntity(ctx, m[1]);
    const f = findField(e, m[2]);
    if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(m[2])}".`);
    renameField(ctx, e, f, m[3]);
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^rename\s+(?:the\s+)?(?:field\s+)?(.+?)(?:\s+(?:field|column|property))?\s+(?:to|as|into)\s+(.+)$/i.exec(c))) {
    // "rename lessons to classes and teachers to instructors": the verb carries over to a second "X to Y"
    const second = /^(.+?)\s*,?\s+and\s+(?:the\s+)?(.+?)\s+(?:to|as|into)\s+(.+)$/i.exec(m[2]);
    if (second && (findEntity(ctx.model, second[2]) || ctx.model.entities.some((e) => findField(e, second[2]))))
      return renameClause(ctx, `rename ${m[1]} to ${second[1]}`) && renameClause(ctx, `rename ${second[2]} to ${second[3]}`);
    const target = findEntity(ctx.model, m[1]);
    if (target && !/\bfield\b/i.test(c)) {
      renameEntity(ctx, target, m[2]);
      ctx.lastEntity = target;
      return true;
    }
    const owners = ctx.model.entities.filter((e) => findField(e, m![1]));
    const scoped = ctx.lastEntity && owners.includes(ctx.lastEntity) ? [ctx.lastEntity] : owners;
    if (scoped.length === 1) {
      renameField(ctx, scoped[0], findField(scoped[0], m[1])!, m[2]);
      ctx.lastEntity = scoped[0];
      return true;
    }
    if (scoped.length > 1)
      throw new EditError(
        `several entities have a field "${cleanPhrase(m[1])}" (${scoped.map((e) => e.name).join(', ')}); say which one, e.g. "rename the ${cleanPhrase(m[1])} field of ${scoped[0].name} to ${cleanPhrase(m[2])}".`,
      );
    throw new EditError(`nothing called "${cleanPhrase(m[1])}" was found to rename.`);
  }
  return false;
}

/** Removing fields, entities or pages: "remove notes from Contact", "delete the Tag entity". */
export function removeClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if (
    (m =
      /^(?:remove|delete|drop|get rid of)\s+(?:the\s+)?(.+?)\s+(?:field|column|property|attribute)s?\s+(?:from|of|on|in)\s+(?:the\s+)?(.+)$/i.exec(
        c,
      )) ||
    (m = /^(?:remove|delete|drop|get rid of)\s+(?:the\s+)?(.+?)\s+from\s+(?:the\s+)?(.+)$/i.exec(c)) ||
    ((m = /^(?:remove|delete|drop|get rid of)\s+(?:the\s+)?(.+?)\s+(?:on|of|in|for)\s+(?:the\s+|each\s+|all\s+)?(.+)$/i.exec(c)) &&
      !!findEntity(ctx.model, m[2]))
  ) {
    // "remove email from members and phone from trainers": the verb carries over to a second "X from Y"
    const second = /^(.+?)\s+and\s+(?:the\s+)?(.+?)\s+from\s+(?:the\s+)?(.+)$/i.exec(m[2]);
    if (second && findEntity(ctx.model, second[1]) && findEntity(ctx.model, second[3])) {
      return removeClause(ctx, `remove ${m[1]} from ${second[1]}`) && removeClause(ctx, `remove ${second[2]} from ${second[3]}`);
    }
    const e = requireEntity(ctx, m[2].replace(/\s+(?:entity|model|list|form|page|table)$/i, ''));
    const names = splitList(m[1]);
    for (const n of names) {
      const f = findField(e, n);
      if (!f) throw new EditError(`${e.name} has no field "${cleanPhrase(n)}" (fields: ${e.fields.map((x) => x.name).join(', ')}).`);
      removeField(ctx, e, f);
    }
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^(?:remove|delete|drop|get rid of)\s+(?:the\s+)?(.+?)$/i.exec(c))) {
    const phrase = m[1].replace(/\s+(?:entity|model|table|section|feature|data|pages?|completely|entirely|altogether)$/i, '');
    const names = splitList(phrase);
    const ents = names.map((n) => findEntity(ctx.model, n));
    if (ents.every(Boolean)) {
      for (const e of ents) removeEntity(ctx, e!);
      return true;
    }
    const page = findPage(ctx, phrase);
    if (page && page.kind === 'custom') {
      ctx.model.customPages = ctx.model.customPages.filter((x) => x.name !== page.name);
      ctx.ops.push({ kind: 'remove_page', detail: `pages/${page.name}.jsx` });
      return true;
    }
    const fieldOwners = ctx.model.entities.filter((e) => findField(e, phrase.replace(/\s+field$/i, '')));
    const scoped = ctx.lastEntity && fieldOwners.includes(ctx.lastEntity) ? [ctx.lastEntity] : fieldOwners;
    if (/\bfield\b/i.test(phrase) || scoped.length === 1) {
      if (scoped.length === 1) {
        removeField(ctx, scoped[0], findField(scoped[0], phrase.replace(/\s+field$/i, ''))!);
        return true;
      }
      if (scoped.length > 1)
        throw new EditError(
          `several entities have a field "${cleanPhrase(phrase)}"; say which one, e.g. "remove the ${cleanPhrase(phrase.replace(/\s+field$/i, ''))} field from ${scoped[0].name}".`,
        );
    }
    // "remove the commenting feature": a feature named by its act is the records of that act (Comment)
    const acted = featureAct(m[1]);
    const ofAct = acted ? (findEntity(ctx.model, acted) ?? findEntity(ctx.model, `${acted}e`)) : undefined;
    if (ofAct) {
      removeEntity(ctx, ofAct);
      return true;
    }
    // "remove the fund management", "remove the voice live streaming": a feature the app does not have is
    // already gone, which the edit says; records the app does not keep ("remove the spaceships") and a part
    // whose words name a record it keeps stay refused, as a slip of the name may be behind them
    if (acted !== undefined && !namesKept(ctx, phrase))
      throw new AlreadySo(`the app has no ${cleanPhrase(phrase)}, so there is nothing to remove.`);
    throw new EditError(`there is no entity, page or field called "${cleanPhrase(phrase)}".`);
  }
  return false;
}

/** Words that say a phrase names a feature of the app, not records: "the commenting feature", "the chat module". */
const FEATURE_WORDS = /\s+(?:feature|features|functionality|functionalities|function|module|system|section|capability|option)$/i;
/** Nouns of what an app does with records: "fund management", "order tracking". */
const FEATURE_ACTS = /^(?:management|tracking|scheduling|monitoring|administration|handling|processing|support|integration)$/;

/**
 * What a phrase of a remove request names as a feature: the record its act makes or keeps ("commenting" →
 * "comment", "fund management" → "fund"), '' when it is a feature without one; undefined when the phrase
 * is not said as a feature (a plain noun: "the spaceships").
 */
function featureAct(said: string): string | undefined {
  const feature = FEATURE_WORDS.test(said);
  const ws = said.replace(FEATURE_WORDS, '').trim().toLowerCase().split(/\s+/);
  const last = ws.at(-1) ?? '';
  if (FEATURE_ACTS.test(last)) return ws.slice(0, -1).join(' ');
  // ("commenting", "live streaming": a gerund names the act; its stem the records, "comment", "stream")
  const gerund = /^([a-z]{3,}?)(?:([b-df-hj-np-tv-z])\2)?ing$/.exec(last);
  if (
    gerund &&
    !/^(?:thing|string|ring|king|wing|spring|building|ceiling|evening|morning|meeting|painting|wedding|clothing|housing|setting|listing|booking|rating|training|reading|recording)$/.test(
      last,
    )
  )
    return `${gerund[1]}${gerund[2] ?? ''}`;
  return feature ? ws.join(' ') : undefined;
}

/** Whether a word of the phrase names a record the app keeps ("fund" in FundAccount). */
function namesKept(ctx: Ctx, phrase: string): boolean {
  const content = phrase
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 2 && !/^(?:the|and|for|feature|features|functionality|function|module|system|section|ing)$/.test(w))
    .map((w) => w.replace(/(?:ing|s)$/, ''));
  return ctx.model.entities.some((e) => words(e.name).some((n) => content.some((w) => w.length > 2 && n.startsWith(w))));
}

/** Words after an entity that say nothing more: "to appointments pls", "to products too". */
const TARGET_FILLER = /^(?:,?\s*(?:pls|please|thanks|thank\s+you|too|as\s+well|also|now|then|as\s+well\s+please))+$/i;

/** Units a number is measured in: "a duration in minutes", "the weight in kg" (a unit, not an entity). */
const UNIT_WORDS =
  /^(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|kg|kgs|kilos?|kilograms?|grams?|g|lbs?|pounds?|ounces?|oz|km|kms|kilometres?|kilometers?|miles?|metres?|meters?|m|cm|mm|feet|foot|ft|inches?|litres?|liters?|l|ml|gallons?|percent|percentage|%|£|\$|€|euros?|dollars?|gbp|usd|eur|pence|cents?|degrees?|celsius|fahrenheit|kwh|watts?)$/i;

/** A tail that is itself a place: "… to appointments", "… on each job". */
const PREP_TAIL = /^(?:to|on|in|onto|into)\s/i;

/** New fields: "add a priority field (low, medium, high) to Task", "give tasks a due date", "tasks should have an owner". */
export function addFieldClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^(add|include|put|store|record|capture|track)\s+(.+)$/i.exec(c))) {
    const body = m[2];
    // "add harvests with a date, a weight in kg": a new record and its fields (implicitEntityClause)
    const record = /^(?:some\s+)?([a-z]+(?:\s+[a-z]+)?s)\s+(?:with|having|including|containing)\s/i.exec(body);
    if (record && !findEntity(ctx.model, record[1]) && resolveNoun(record[1].toLowerCase())) return false;
    // every "to/on/in/for X" is a candidate: the first whose X starts with an entity wins
    const preps = [...body.matchAll(/\s+(?:to|on|in|for|onto|into)\s+(?:the\s+|each\s+|every\s+|all\s+|our\s+|my\s+)?/gi)];
    let lastUnit = false;
    for (const p of preps) {
      const fieldsText = body.slice(0, p.index).trim();
      const rest = body.slice(p.index! + p[0].length);
      if (!fieldsText) continue;
      const hit = targetWithTail(ctx, rest);
      if (!hit) {
        lastUnit = UNIT_WORDS.test(rest.trim()) && /^\s+in\s/i.test(p[0]);
        continue;
      }
      const { e, tail } = hit;
      // "add the reason for the visit to appointments": the noun after "for" belongs to the field's name when
      // a later "to/on X" names where it goes
      if (PREP_TAIL.test(tail) && preps.some((q) => q.index! > p.index! && targetWithTail(ctx, body.slice(q.index! + q[0].length))))
        continue;
      let fields = fieldsText;
      let more: string | undefined;
      let t: RegExpExecArray | null;
      const list = /^(?:,\s*|(?:and|&)\s+)(.+)$/i.exec(tail);
      const listed = list ? splitList(list[1]).map((x) => findEntity(ctx.model, x)) : [];
      if (!tail || TARGET_FILLER.test(tail)) {
        // nothing more
      } else if (listed.length && listed.every(Boolean)) {
        // "add notes to jobs, invoices and customers": the same fields on each entity listed
        for (const x of [e, ...(listed as EntitySpec[])]) addFields(ctx, x, fields);
        ctx.lastEntity = listed[listed.length - 1];
        return true;
      } else if ((t = /^(?:as\s+)(?:an?\s+)?(.+?)(?:\s+field)?$/i.exec(tail))) fields = `${fields} (${t[1]})`;
      else if ((t = /^(?:[-–—:]+|,)\s*(.+)$/.exec(tail)) && /,|\bor\b|\//.test(t[1]))
        fields = `${fields} (${t[1].replace(/\s+(?:or|and)\s+/gi, ', ')})`;
      else if ((t = /^\(([^()]+)\)$/.exec(tail))) fields = `${fields} (${t[1]})`;
      else if ((t = /^(?:,\s*)?(?:and|&|plus)\s+(.+)$/i.exec(tail))) more = t[1];
      else if ((t = /^,?\s*(?:with|having|including|that\s+(?:has|have))\s+(.+)$/i.exec(tail))) {
        // "track parts used on each repair, with a part number and a price": a new kind of record
        // (a plural noun, maybe with a participle) that belongs to the entity, and its own fields
        const thing = fieldsText
          .replace(/^(?:the|some|any)\s+/i, '')
          .replace(/\s+(?:[a-z]+ed|sold|made|given|done|taken|spent|paid)$/i, '');
        if (
          !/^[a-z]+(?:\s+[a-z]+)?s$/i.test(thing) ||
          findEntity(ctx.model, thing) ||
          findField(e, thing) ||
          !resolveNoun(cleanPhrase(thing))
        )
          throw new EditError(`could not place the words "${tail.replace(/[.!?]+$/, '')}" (nothing was changed).`);
        addRecordOf(ctx, thing, t[1], e);
        return true;
      } else if ((t = /^([a-z]+s)$/i.exec(tail)) && partRecords(ctx, e, t[1], fieldsText)) {
        // "add a discount on sale order lines", "a capacity on event rooms": the parts of kept records that
        // the app lacks are records of their own, each of one of them, with the fields asked for
        addRecordOf(ctx, `${words(e.name).join(' ')} ${t[1].toLowerCase()}`, fieldsText, e);
        return true;
      } else throw new EditError(`could not place the words "${tail.replace(/[.!?]+$/, '')}" (nothing was changed).`);
      // "add a notes field to tasks and projects": the same fields on each entity listed
      const others = more ? splitList(more).map((x) => findEntity(ctx.model, x)) : [];
      if (more && others.length && others.every(Boolean)) {
        for (const x of [e, ...(others as EntitySpec[])]) addFields(ctx, x, fields);
        ctx.lastEntity = others[others.length - 1];
        return true;
      }
      // "add a location field to BOMs and their components": the same fields on the target's parts, a record
      // of their own when the app lacks them (partRecords); not more fields of the target
      // (after plural records, "add sponsors to events and their logos", "their" may be theirs: left as before)
      const parts = more && !isPluralWord(fields.trim().split(/\s+/).at(-1) ?? '') && /^(?:its|their)\s+([a-z]+s)$/i.exec(more.trim());
      if (parts) {
        const kept = findEntity(ctx.model, parts[1]);
        if (kept && kept !== e) {
          for (const x of [e, kept]) addFields(ctx, x, fields);
          ctx.lastEntity = kept;
          return true;
        }
        if (!kept && partRecords(ctx, e, parts[1], fields)) {
          addFields(ctx, e, fields);
          addRecordOf(ctx, `${words(e.name).join(' ')} ${parts[1].toLowerCase()}`, fields, e);
          return true;
        }
      }
      // "add a hop variety to beers and a colour": more fields of the same entity
      if (more && moreFields(ctx, more)) {
        fields = `${fields}, ${more}`;
        more = undefined;
      }
      // "add inspections to vehicles", "add emergency contacts to employees": a plural noun (no article) the
      // lexicon knows as a kind of record and not as a value names records of their own, each of the target
      // ("add contacts to events and event type": so also when the verb carries over to what follows "and")
      if (!addChildRecords(ctx, e, fields)) {
        addFields(ctx, e, fields);
        ctx.lastEntity = e;
      }
      // "… to tickets and a page of urgent tickets": the verb carries over to what follows "and"
      if (more && !ctx.reapply(ctx, `${m[1]} ${more}`))
        throw new EditError(`could not place the words "${more.replace(/[.!?]+$/, '')}" (nothing was changed).`);
      return true;
    }
    // "add a duration in minutes": a unit, not an entity; the fields go to the entity spoken of last
    if (lastUnit && preps.length === 1) {
      const e = requireEntity(ctx, undefined);
      addFields(ctx, e, body);
      ctx.lastEntity = e;
      return true;
    }
    const first = preps.find((p) => body.slice(0, p.index).trim());
    if (first) {
      const fieldsText = body.slice(0, first.index).trim();
      const target = body.slice(first.index! + first[0].length).replace(/\s+(?:entity|model|table|records?|form|list)$/i, '');
      if (
        !/\b(?:field|column|property|attribute)s?\b/i.test(fieldsText) &&
        /^(?:the\s+)?(?:app|application|navigation|nav|menu|sidebar)$/i.test(target.trim())
      ) {
        const e2 = addEntity(ctx, fieldsText, undefined);
        ctx.lastEntity = e2;
        return true;
      }
      // "add a coach to the training" where TrainingSession is kept, "a phone to customers" where Guest is
      const named = looselyNamed(ctx.model, target);
      if (named) {
        addFields(ctx, named, fieldsText);
        ctx.lastEntity = named;
        return true;
      }
      // "add a unique code for each activity" where no activities are kept: the request presumes the kind
      // ("add a budget field to invoices" names records as if kept: a slip, refused; "each" presumes them)
      // "add a code in department" where no departments are kept: a place or unit records are kept in
      // (a container the lexicon knows) is presumed as well; "a colour to the spaceships" stays refused
      if ((/\b(?:each|every)\s+$/i.test(first[0]) || presumedContainer(target)) && presumedKind(ctx, target, fieldsText, true)) {
        ctx.lastEntity = addEntity(ctx, target, fieldsText);
        return true;
      }
      // "add a scrap reason on manufacturing orders": a word before the records the app keeps says which of
      // them (not another kind of record)
      const qualified = /^([a-z]+)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(cleanPhrase(target));
      const kept = qualified && !findEntity(ctx.model, qualified[1]) ? findEntity(ctx.model, qualified[2]) : undefined;
      if (kept) {
        if (!addChildRecords(ctx, kept, fieldsText)) {
          addFields(ctx, kept, fieldsText);
          ctx.lastEntity = kept;
        }
        return true;
      }
      // "Add a Call for Papers": capitalised words joined by "for" are one record's name, not a field of records
      const whole = `${fieldsText.replace(/^(?:an?|the)\s+/i, '')} ${first[0].trim()} ${target.trim()}`;
      if (/^[A-Z][a-z]+\s+for\s+[A-Z][a-z]+$/.test(whole)) {
        ctx.lastEntity = addEntity(ctx, whole, undefined);
        return true;
      }
      // "add an abstract and keywords to papers" where no papers are kept: records described by fields of
      // their own are records the app lacks, made with them
      if (describedRecords(ctx, target, fieldsText)) {
        ctx.lastEntity = addEntity(ctx, target, fieldsText);
        return true;
      }
      const unplacedErr = unplaced(ctx, target);
      if (unplacedErr) throw unplacedErr;
      // (the fields go with the refusal: namedTargetRecords reads the target as new records when no other reading placed the clause)
      const missing = new NoSuchEntity(cleanPhrase(target), ctx.model);
      missing.fields = fieldsText;
      throw missing;
    }
  }
  // "Give a Question a question and a publication date", "Give a Choice two fields: the text … and a vote tally":
  // a kind of record the app lacks, given fields of its own, is described as "a Question has …"; how many
  // fields are given only introduces them
  if (
    (m =
      /^give\s+(?:an?\s+|each\s+|every\s+|the\s+)?([a-z]+)\s+(?:(?:one|two|three|four|five|six|seven|eight|\d+)\s+(?:fields|properties|attributes|columns)\s*[:(]\s*)?((?:an?|the|its|their)\s+[^()]+?)\)?$/i.exec(
        c,
      ))
  ) {
    const kept = findEntity(ctx.model, m[1]);
    // ("the text of the choice" given to a Choice is its text)
    const what = m[2].replace(new RegExp(String.raw`\s+of\s+(?:the|each|a|an|this)\s+${m[1]}\b`, 'gi'), '');
    if (!kept) return ctx.reapply(ctx, `a ${m[1]} has ${what}`);
    if (/\b(?:fields|properties|attributes|columns)\s*[:(]/i.test(c) || /^the\s/i.test(what)) {
      addFields(ctx, kept, what);
      ctx.lastEntity = kept;
      return true;
    }
  }
  if ((m = /^give\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+?)\s+(?:an?\s+)(.+)$/i.exec(c))) {
    const e = requireEntity(ctx, m[1]);
    addFields(ctx, e, m[2]);
    ctx.lastEntity = e;
    return true;
  }
  if (
    (m =
      /^(?:each\s+|every\s+|all\s+|the\s+)?(.+?)\s+(?:should|must|need to|needs to|will)\s+(?:also\s+)?(?:have|has|include|store|record)\s+(?:an?\s+)?(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1])
  ) {
    const e = findEntity(ctx.model, m[1])!;
    addFields(ctx, e, m[2]);
    ctx.lastEntity = e;
    return true;
  }
  if ((m = /^(?:add|include)\s+(?:an?\s+)?(.+?\s+(?:field|column|property|attribute)s?\b.*)$/i.exec(c))) {
    const e = requireEntity(ctx, undefined);
    addFields(ctx, e, m[1]);
    return true;
  }
  return false;
}

/**
 * "remove difficulty from rooms, add a max players number": a field (one thing with an article, not a
 * known kind of record) asked for after a clause that named an entity goes to that entity.
 */
export function fieldOfLastEntityClause(ctx: Ctx, c: string): boolean {
  const m = /^(?:add|include)\s+((?:an?|one)\s+.+)$/i.exec(c);
  const e = ctx.lastEntity && ctx.model.entities.includes(ctx.lastEntity) ? ctx.lastEntity : undefined;
  if (!m || !e || /\s(?:with|having|including|containing)\s/i.test(m[1])) return false;
  const noun = resolveNoun(cleanPhrase(m[1]));
  // "take the venue off training sessions, and add a coach": one person asked for after a clause that named
  // records is someone each of those records is tied to (a link to the kept or a new record of theirs)
  if (noun?.kind === 'person' && /^(?:an?|one)\s+[a-z]+(?:\s+[a-z]+)?$/i.test(m[1].trim())) {
    const person = cleanPhrase(m[1]);
    const same = e.fields.find((f) => f.name === snake(person));
    if (findEntity(ctx.model, person) === e || (same && same.type !== 'relation')) return false;
    if (same) ctx.already.push(`${e.name} already has a ${same.name}.`);
    else addFields(ctx, e, `${person} relation`);
    return true;
  }
  if (noun?.catalog || !moreFields(ctx, m[1])) return false;
  addFields(ctx, e, m[1]);
  return true;
}

/** Names of the attributes records keep (catalog and generic fields): the words people use for fields. */
const KNOWN_FIELD_NAMES: ReadonlySet<string> = new Set(
  [...Object.values(CATALOG).flatMap((c) => c.fields), ...Object.values(GENERIC_FIELDS).flat()]
    .filter((f) => !/:relation/.test(f))
    .map((f) => f.split(':')[0]),
);

/** Last words that make a phrase an attribute's name: "a serial number", "a booking reference", "a currency". */
const FIELD_HEADS =
  /\b(?:number|no|code|id|reference|ref|name|title|type|kind|label|colou?r|brand|make|model|currency|language|country|city|address|version|format|unit|size|level|grade|rank|score|nickname|initials|barcode|sku|isbn)$/;

/** Types no record is kept as: a date, a time, a choice or a yes/no is always some record's field. */
const NEVER_RECORD_TYPES: ReadonlySet<string> = new Set(['date', 'datetime', 'enum', 'boolean']);

/**
 * Whether an item of "add …" with no target reads as a field rather than a new kind of record: the words
 * of a known attribute ("a purchase date", "expiry dates", "a status") or a typed one ("a deadline", "a
 * cost"); a person, a place, or a plural that may be records of their own ("photos", "notes") is not.
 */
function unnamedField(ctx: Ctx, item: string): boolean {
  const article = /^(?:an?|one)\s/i.test(item.trim());
  const phrase = cleanPhrase(item).toLowerCase();
  if (!/^[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}$/.test(phrase) || findEntity(ctx.model, phrase)) return false;
  // ("badges that students earn": a relative clause describes records, it names no field)
  if (/\s(?:that|which|who|whom|whose)\s/.test(phrase)) return false;
  // ("a car colour": a record's name before the field says whose it is; implicitEntityClause reads that)
  if (findEntity(ctx.model, phrase.split(/\s+/)[0])) return false;
  const f = inferField(singularPhrase(phrase), () => undefined);
  if (!f || f.type === 'relation') return false;
  const typed = f.type !== 'string' && f.type !== 'text';
  if (
    !typed &&
    !KNOWN_FIELD_NAMES.has(f.name) &&
    !KNOWN_FIELD_NAMES.has(snake(singularPhrase(phrase))) &&
    !FIELD_HEADS.test(singularPhrase(phrase))
  )
    return false;
  const noun = resolveNoun(phrase);
  if (!noun) return true;
  if (noun.kind === 'person' || noun.kind === 'place') return false;
  if (NEVER_RECORD_TYPES.has(f.type)) return true;
  return article && (typed || !noun.catalog);
}

/** The catalog record an entity is (by name or synonym), for the fields such records keep. */
function catalogFields(e: EntitySpec): string[] {
  const cat = CATALOG[e.name] ?? CATALOG[ALIAS_INDEX.get(words(e.name).join(' ')) ?? ''];
  return cat ? cat.fields.map((f) => f.split(':')[0]) : [];
}

/**
 * "Add expiry dates", "add a deadline", "add a purchase date and a price": fields asked for without
 * naming a record go to the record spoken of last, else to the one that already keeps such a field or
 * whose kind keeps it, else to the record the app is mainly about.
 */
export function unnamedFieldsClause(ctx: Ctx, c: string): boolean {
  const m = /^(?:add|include|record|store|capture)\s+(.+)$/i.exec(c);
  // ("add the number of servings": "of" inside a quantity names what is counted, no record)
  // (the number of records the app keeps is no field of theirs: "the number of dogs" stays unread here)
  const said = m?.[1].replace(/\b(?:number|count|amount|quantity)\s+of\s+(?=([a-z]+))/gi, (all, what: string) =>
    findEntity(ctx.model, what) ? all : '',
  );
  if (!m || !said || /\s(?:to|on|in|for|onto|into|with|having|including|containing|from|of)\s/i.test(said)) return false;
  const items = splitList(m[1]);
  if (!items.length || !items.every((x) => unnamedField(ctx, x))) return false;
  // (a count keeps the plural of what it counts: "the number of servings")
  const one = (x: string) =>
    /\b(?:number|count|amount|quantity)\s+of\s/i.test(x) ? cleanPhrase(x) : singularPhrase(cleanPhrase(x).toLowerCase());
  const name = inferField(one(items[0]), () => undefined)!.name;
  const last = ctx.lastEntity && ctx.model.entities.includes(ctx.lastEntity) ? ctx.lastEntity : undefined;
  const having = ctx.model.entities.filter((e) => e.fields.some((f) => f.name === name));
  const kind = ctx.model.entities.filter((e) => catalogFields(e).includes(name));
  const e = last ?? (having.length === 1 ? having[0] : kind.length === 1 ? kind[0] : mainEntity(ctx));
  if (!e) return false;
  addFields(ctx, e, items.map(one).join(', '));
  ctx.lastEntity = e;
  return true;
}

/**
 * Whether "add <fields> to/for each <target>" presumes a kind of record the app lacks: the target is a
 * noun a record is named by (not a misspelling of a record the app keeps), and every item is a field.
 */
function presumedKind(ctx: Ctx, target: string, fieldsText: string, container = false): boolean {
  const t = cleanPhrase(target).toLowerCase();
  if (!/^[a-z]+(?:\s+[a-z]+)?$/.test(t)) return false;
  const r = resolveNoun(t);
  // (a word the lexicon knows as a kind of record: any unknown word, a misspelling too, reads as a thing)
  if (
    !r ||
    (!r.catalog && r.kind === 'thing' && !container) ||
    r.kind === 'person' ||
    /^(?:app|application|page|list|form|screen|system|site|website|dashboard|menu|navigation|nav)$/.test(r.key)
  )
    return false;
  // ("care activities" where activities are kept: those records, said with a word before them)
  if (findEntity(ctx.model, t.split(/\s+/).at(-1) ?? t)) return false;
  const one = singularPhrase(t).replace(/\s+/g, '');
  if (ctx.model.entities.some((e) => editDistance(e.name.toLowerCase(), one) <= 2)) return false;
  const items = splitList(fieldsText);
  return (
    items.length > 0 &&
    items.every((x) => {
      const f = inferField(x, () => undefined);
      return !!f && f.type !== 'relation' && x.split(/\s+/).length <= 4;
    })
  );
}

/**
 * "add an abstract and keywords to papers", "a phone and an email to umpires" where the app keeps neither: a
 * plain noun (one or two words, not a screen or a feature, not a word for records in general) given two or
 * more fields is described as records of their own. One attribute for records the app lacks ("a colour to the
 * spaceships", "a budget field to invoices") says too little to be a new kind of record and reads as a slip of
 * the name: refused. A near-miss of a kept record's name (a misspelling) is refused too.
 */
function describedRecords(ctx: Ctx, target: string, fieldsText: string): boolean {
  if (!plainRecords(ctx, target)) return false;
  const items = splitList(fieldsText);
  return (
    items.length >= 2 &&
    items.every((x) => {
      const f = inferField(x, () => undefined);
      return !!f && f.type !== 'relation' && !findEntity(ctx.model, x) && x.split(/\s+/).length <= 4;
    })
  );
}

/**
 * "add a due date to the milestones" where none are kept, and no other reading of the clause placed it: one
 * field is enough when the plural names records by its senses (writings, happenings, people); a thing ("a
 * colour to the spaceships") may be a slip of a kept name and stays refused. True when the records were added.
 */
export function namedTargetRecords(ctx: Ctx, err: EditError): boolean {
  if (!(err instanceof NoSuchEntity) || !err.fields || !namedRecords(ctx, err.target, err.fields)) return false;
  ctx.lastEntity = addEntity(ctx, err.target, err.fields);
  ctx.warnings.push(`The app kept no ${err.target.toLowerCase()}: they were added as records of their own.`);
  return true;
}

/** A plural target the app lacks, no field of any record, that names records by its senses (recordClassNoun), given fields. */
function namedRecords(ctx: Ctx, target: string, fieldsText: string): boolean {
  const t = cleanPhrase(target).toLowerCase();
  // ("add a budget field to invoices" speaks of a table it takes to be there: a slip, refused)
  if (/\b(?:field|column|property|attribute)s?\b/i.test(fieldsText)) return false;
  if (singularPhrase(t) === t || !plainRecords(ctx, t) || !recordClassNoun(t)) return false;
  if (ctx.model.entities.some((e) => findField(e, t) || findField(e, singularPhrase(t)))) return false;
  const items = splitList(fieldsText);
  return (
    items.length >= 1 &&
    items.every((x) => {
      const f = inferField(x, () => undefined);
      return !!f && f.type !== 'relation' && !findEntity(ctx.model, x) && x.split(/\s+/).length <= 4;
    })
  );
}

/** A target the app lacks that is a plain noun for records: not a screen, a feature, records in general or a misspelling of a kept name. */
function plainRecords(ctx: Ctx, target: string): boolean {
  const t = cleanPhrase(target).toLowerCase();
  if (!/^[a-z]+(?:[\s-][a-z]+)?$/.test(t) || SCREEN_OR_ACT.test(t)) return false;
  const r = resolveNoun(t);
  if (!r || GENERIC_RECORD_WORDS.test(r.key) || findEntity(ctx.model, t.split(/[\s-]/).at(-1) ?? t)) return false;
  // (a short name is misspelt by a letter or two swapped, "tsaks"; "papers" is not "players")
  const one = singularPhrase(t).replace(/[\s-]+/g, '');
  const letters = (w: string) => [...w].sort().join('');
  const misspelt = (name: string) => {
    const d = editDistance(name, one);
    return d <= 1 || (d === 2 && (one.length >= 7 || letters(name) === letters(one)));
  };
  return !ctx.model.entities.some((e) => misspelt(e.name.toLowerCase()));
}

/** Whether a target the app lacks names a place or unit records are kept in ("department", "warehouse"). */
function presumedContainer(target: string): boolean {
  const t = cleanPhrase(target).toLowerCase();
  const r = /^[a-z]+(?:\s+[a-z]+)?$/.test(t) ? resolveNoun(t) : undefined;
  return !!r && r.kind !== 'person' && CONTAINER_WORDS.test(r.name);
}

/** Words that name a screen or what the app does, not something its records keep ("task list", "order tracking"). */
const SCREEN_OR_ACT =
  /\b(?:page|pages|list|lists|view|views|screen|board|calendar|dashboard|report|reports|form|forms|menu|tab|filter|filters|search|sort|sorting|export|import|management|tracking|module|feature|features|settings|app|overview|summary|analysis|workflow|integration)\b/i;

/**
 * "Project milestones", "Lead source", "Employee emergency contacts": a title of a feature (no verb, a few
 * words) that starts with a record the app keeps names what those records gain — read as "add milestones to
 * projects", which the other rules place as fields or as records of their own. Not a screen ("task list").
 */
export function featureTitleClause(ctx: Ctx, c: string): boolean {
  const t = c.trim().replace(/[.!]+$/, '');
  if (!/^[a-z][a-z'’-]*(?:\s+[a-z][a-z-]*){1,4}$/i.test(t) || SCREEN_OR_ACT.test(t)) return false;
  const hit = targetWithTail(ctx, t.replace(/['’]s?(?=\s)/, ''));
  const rest = hit?.tail.trim();
  if (!hit || !rest || rest.split(/\s+/).length > 3 || !/^[a-z][a-z-]*(?:\s+[a-z][a-z-]*)*$/i.test(rest)) return false;
  if (/\b(?:and|or|of|for|to|in|on|with|by|at|from|as|is|are|has|have|the|an?|should|must|can|will)\b/i.test(rest)) return false;
  // ("A member attends several events", "Members love events": a verb and records the app keeps, or a quantity,
  // make a sentence, not a title)
  if (/\b(?:many|several|multiple|various|numerous|some|any|all|each|every)\b/i.test(rest)) return false;
  const restToks = tokens(rest);
  const other = findEntity(ctx.model, restToks.at(-1)?.word ?? '');
  if (restToks.length >= 2 && restToks[0].tags.includes('Verb') && other && other !== hit.e) return false;
  if (!inferField(rest, () => undefined)) return false;
  const unchanged = JSON.stringify(ctx.model);
  try {
    return ctx.reapply(ctx, `add ${rest} to ${pluralLabel(hit.e.name).toLowerCase()}`);
  } catch (err) {
    if (err instanceof EditError && !(err instanceof AlreadySo) && JSON.stringify(ctx.model) === unchanged) return false;
    throw err;
  }
}

/**
 * Whether "lines" after a kept record ("sale order lines") names parts of it the app lacks: a plural noun the
 * lexicon reads as a record (not a field word, not a near-miss of a kept record), the items asked for all fields.
 */
function partRecords(ctx: Ctx, e: EntitySpec, part: string, fieldsText: string): boolean {
  const p = part.toLowerCase();
  if (singularPhrase(p) === p || findEntity(ctx.model, p) || findField(e, p)) return false;
  const r = resolveNoun(`${words(e.name).join(' ')} ${p}`);
  if (!r || GENERIC_RECORD_WORDS.test(singularPhrase(p)) || ctx.model.entities.some((x) => x.name === r.name)) return false;
  const items = splitList(fieldsText);
  return (
    items.length > 0 &&
    items.every((x) => {
      const f = inferField(x, () => undefined);
      return !!f && f.type !== 'relation' && x.split(/\s+/).length <= 4;
    })
  );
}
