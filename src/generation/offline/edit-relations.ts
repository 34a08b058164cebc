// Edit clauses about entities and relations: "link tasks to deals", "each task belongs to a project",
// "projects have many tasks", "add a Supplier entity with name and email", "also track invoices".

import type { EntitySpec } from './types.ts';
import { inferField, isFieldWord, relationField, splitList } from './fields.ts';
import { resolveNoun, isStop, pluralLabel } from './analyse.ts';
import { kindOf } from './nouns.ts';
import type { AnalysedEntity } from './lexicon.ts';
import { TRANSACTION_WORDS } from './lexicon.ts';
import { CONTAINER_WORDS, linkByRecordKind, linkImplied } from './relations.ts';
import { isPluralWord, singularPhrase, tagTerms, words } from './nlp.ts';
import { fieldHistoryOf } from './history.ts';
import {
  type Ctx,
  EditError,
  AlreadySo,
  cleanPhrase,
  findEntity,
  findField,
  GENERIC_RECORD_WORDS,
  presumedRecords,
  isPersonEntity,
  mainEntity,
  namesTarget,
} from './edit-context.ts';
import { addFields, addEntity, removeField, addRelation, addJoin, fieldToLink, addChildRecords, roleLink } from './edit-records.ts';

/** Relations said as such: "link tasks to deals", "add a relation from Task to Deal", "each task belongs to a project". */
export function relationClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "make the winner field of matches a link to members": a field turned into a link, same name and place
  if ((m = /^make\s+the\s+(.+?)\s+field\s+of\s+(.+?)\s+an?\s+link\s+to\s+(?:the\s+)?(.+)$/i.exec(c))) {
    const e = findEntity(ctx.model, m[2]);
    const f = e && findField(e, m[1]);
    const target = findEntity(ctx.model, m[3]);
    if (!e || !f) return false;
    // (records the app has none of yet are made below)
    if (target) {
      fieldToLink(ctx, e, f, target);
      return true;
    }
  }
  // "the trainer field on classes should link to a real trainer record", "make the trainer on classes a link
  // to trainers", "turn the trainer field into a relation": a typed-in field becomes a link to records of that
  // kind (made when the app has none); "make the website a link" names no records, so it stays a URL
  const said =
    /^(?:the\s+)?(.+?)\s+(?:should|must|needs?\s+to|has\s+to)\s+(?:be\s+an?\s+(?:link|reference)\s+to|link\s+to|point\s+to|refer\s+to|be\s+linked\s+to)\s+(.+)$/i.exec(
      c,
    ) ??
    /^(?:make|turn|change|convert)\s+(?:the\s+)?(.+?)\s+(?:into\s+|to\s+)?(?:an?\s+)?(?:link\s+to\s+(.+)|(?:relation(?:ship)?|reference)(?:\s+(?:to|with)\s+(.+))?)$/i.exec(
      c,
    );
  if (said) {
    const where = /^(.+?)(?:\s+field)?(?:\s+(?:of|on|in|for)\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+))?$/i.exec(said[1])!;
    const fieldPhrase = where[1].replace(/\s+field$/i, '');
    const named = where[2] ? findEntity(ctx.model, where[2]) : undefined;
    if (where[2] && !named) return false;
    // "classes should link to teachers" links the records, not a "class" field another record has
    if (!named && !/\sfield\b/i.test(said[1]) && findEntity(ctx.model, fieldPhrase)) return false;
    const owners = named ? [named] : ctx.model.entities.filter((x) => findField(x, fieldPhrase));
    const f = owners.length === 1 ? findField(owners[0], fieldPhrase) : undefined;
    if (!f) return false;
    const targetPhrase = (said[2] ?? said[3] ?? fieldPhrase)
      .replace(/^(?:an?|the|one|some)\s+/i, '')
      .replace(/^(?:real|proper|actual|separate)\s+/i, '')
      .replace(/\s+(?:records?|entity|entries|entry|table|list)$/i, '');
    const target = findEntity(ctx.model, targetPhrase) ?? addEntity(ctx, targetPhrase, undefined);
    fieldToLink(ctx, owners[0], f, target);
    return true;
  }
  // "attach photos to permits", "attach a document to each permit": a file put on a record is a file field of
  // it, not a link (when the app keeps no records of that name)
  if (
    (m = /^(?:attach|upload)\s+(.+?)\s+(?:to|on|onto)\s+(.+)$/i.exec(c)) &&
    FILE_WORDS.test(m[1].trim().split(/\s+/).at(-1) ?? '') &&
    !findEntity(ctx.model, m[1].replace(/^(?:an?|the|some|their|its)\s+/i, ''))
  )
    return ctx.reapply(ctx, `add ${m[1]} to ${m[2]}`);
  // "link certifications to employees", "attach milestones to projects" where the app keeps none of them: a
  // bare plural that names records (childRecords) is records of their own, each of one of the kept records
  if (
    (m =
      /^(?:attach|link|connect)\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:to|with)\s+(?:the\s+|each\s+|every\s+|an?\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        c,
      )) &&
    !findEntity(ctx.model, m[1])
  ) {
    const e = findEntity(ctx.model, m[2]);
    if (e && addChildRecords(ctx, e, m[1])) return true;
  }
  // "link appointments to stylists and clients": one link to each entity listed
  if (
    (m = /^(?:link|connect|relate|associate|attach)\s+(?:each\s+|every\s+|the\s+|all\s+)?(.+?)\s+(?:to|with)\s+(?:both\s+)?(.+?)$/i.exec(
      c,
    )) &&
    findEntity(ctx.model, m[1])
  ) {
    const targets = splitList(m[2]).map((x) => x.replace(/^(?:an?|the|one|their|its)\s+/i, ''));
    if (targets.length > 1 && targets.every((x) => findEntity(ctx.model, x) || resolveNoun(cleanPhrase(x)))) {
      for (const x of targets) addRelation(ctx, m[1], x);
      return true;
    }
  }
  // "assign reviewers to posts", "assign a mentor to each student": people given to each record are someone
  // that record refers to (not records of the people's own, each of one post)
  if (
    (m =
      /^assign\s+(?:an?\s+|one\s+|the\s+)?([a-z]+(?:\s+[a-z]+)?)\s+to\s+(?:each\s+|every\s+|the\s+|all\s+|an?\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        c,
      ))
  ) {
    const records = findEntity(ctx.model, m[2]);
    const people = findEntity(ctx.model, m[1]);
    const person = people ? isPersonEntity(people) : resolveNoun(cleanPhrase(m[1]).toLowerCase())?.kind === 'person';
    if (records && person && people !== records && !isPersonEntity(records)) {
      addRelation(ctx, records.name, people?.name ?? m[1]);
      return true;
    }
  }
  if (
    (m =
      /^(?:link|connect|relate|associate|attach|assign)\s+(?:each\s+|every\s+|the\s+|all\s+)?(.+?)\s+(?:to|with)\s+(?:an?\s+|the\s+|one\s+|their\s+|its\s+)?(.+?)$/i.exec(
        c,
      ))
  ) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  if ((m = /^(?:link|connect|relate|associate)\s+(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+?)$/i.exec(c)) && findEntity(ctx.model, m[1])) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  // "add a relation from Task to Deal", "create a relationship between tasks and deals",
  // "add a link to Deal on Task", "add a relation to Deal" (the entity last spoken of)
  const REL_NOUN = String.raw`^(?:add|create|make|set\s+up|put|introduce|define|establish)\s+(?:an?\s+|the\s+|one\s+)?(?:new\s+)?(?:many-to-one\s+|one-to-many\s+)?(?:relation(?:ship)?|link|reference|connection|association|foreign\s+key)(?:\s+field)?\s+`;
  if (
    (m = new RegExp(
      `${REL_NOUN}from\\s+(?:the\\s+|each\\s+|every\\s+|all\\s+)?(.+?)\\s+(?:to|towards|pointing\\s+to)\\s+(?:an?\\s+|the\\s+|one\\s+)?(.+)$`,
      'i',
    ).exec(c)) ||
    (m = new RegExp(
      `${REL_NOUN}(?:between|linking|connecting)\\s+(?:the\\s+)?(.+?)\\s+(?:and|to|with)\\s+(?:an?\\s+|the\\s+)?(.+)$`,
      'i',
    ).exec(c))
  ) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  if (
    (m = new RegExp(
      `${REL_NOUN}(?:to|with)\\s+(?:an?\\s+|the\\s+|one\\s+)?(.+?)\\s+(?:on|in|for|from|to)\\s+(?:the\\s+|each\\s+|every\\s+|all\\s+)?(.+)$`,
      'i',
    ).exec(c)) &&
    findEntity(ctx.model, m[2])
  ) {
    addRelation(ctx, m[2], m[1]);
    return true;
  }
  // (only to an entity or a known kind of record: "add a link to Google" is not a relation)
  if (
    (m = new RegExp(`${REL_NOUN}(?:to|with)\\s+(?:an?\\s+|the\\s+|one\\s+)?(.+)$`, 'i').exec(c)) &&
    (findEntity(ctx.model, m[1]) || resolveNoun(cleanPhrase(m[1]))?.catalog)
  ) {
    addRelation(ctx, undefined, m[1]);
    return true;
  }
  // "posts can belong to multiple campaigns", "a member can be linked to several teams": many on both sides
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:should\s+|must\s+|can\s+|could\s+|may\s+|will\s+)?(?:belongs?|be\s+linked|be\s+assigned|are\s+linked|is\s+linked|be\s+related|is\s+related|are\s+related|refers?|points?)\s+to\s+(?:many|multiple|several|more\s+than\s+one|one\s+or\s+more|any\s+number\s+of|various|different)\s+(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1])
  ) {
    const one = findEntity(ctx.model, m[1])!;
    const other = findEntity(ctx.model, m[2]) ?? (resolveNoun(cleanPhrase(m[2])) ? addEntity(ctx, m[2], undefined, true) : undefined);
    if (!other || other === one) return false;
    addJoin(ctx, one, other, `${one.name}${other.name}`);
    return true;
  }
  if (
    (m =
      /^(?:make\s+)?(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:should\s+|must\s+|can\s+|will\s+)?(?:belongs?|be\s+linked|be\s+assigned|are\s+linked|is\s+linked|be\s+related|is\s+related|are\s+related|refers?|points?)\s+to\s+(?:(?:one|any)\s+of\s+(?:the\s+|our\s+)?|(?:exactly|only|just)\s+one\s+|a\s+single\s+|one\s+and\s+only\s+one\s+|an?\s+|the\s+|one\s+)?(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1])
  ) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  // "every donation comes from a donor", "a quote is always for one lead", "each visit is about a pet":
  // one record of another entity (or a known kind of record), so a link to it
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:(?:should|must|will)\s+)?(?:always\s+|only\s+)?(?:comes?\s+from|(?:is|are|be)\s+(?:always\s+|only\s+|just\s+)?(?:for|from|about|made\s+for|done\s+for))\s+(?:an?\s+|one\s+|the\s+|a\s+single\s+|exactly\s+one\s+|one\s+particular\s+)(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1]) &&
    (findEntity(ctx.model, m[2]) || resolveNoun(cleanPhrase(m[2]))?.catalog)
  ) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  // "each stop is on a street", "every berth is in a marina", "a desk is part of a room": a record placed
  // in one record of another entity of the app refers to it
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:(?:should|must|will)\s+)?(?:always\s+)?(?:is|are|be|sits?|lives?)\s+(?:always\s+|only\s+|just\s+)?(?:on|in|at|inside|within|under|part\s+of)\s+(?:an?\s+|one\s+|the\s+|a\s+single\s+|exactly\s+one\s+)(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1]) &&
    findEntity(ctx.model, m[2])
  ) {
    addRelation(ctx, m[1], m[2]);
    return true;
  }
  return false;
}

/** Nouns for labels many records share: "has many tags" means a many-to-many link, not ownership. */
const SHARED_LABELS = /^(?:tag|label|keyword|badge|skill|genre|interest|topic|hashtag|allergen|amenity|feature)$/;

/** "X has …": many of an entity (a relation from the many side), one of an entity (a relation), or fields. */
export function hasClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "each repair can involve several parts, with a quantity for each", "an order has many products with a
  // quantity and a price": how many of each is said of the pair, so a line record joins the two and holds it
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+|one\s+)?(.+?)\s+(?:(?:should|must|can|could|may|will|might)\s+)?(?:has|have|contains?|includes?|involves?|uses?|needs?|requires?|consumes?|takes?)\s+(?:many|multiple|several|some|one\s+or\s+more|a\s+few|any\s+number\s+of)\s+(.+?),?\s+(?:each\s+)?with\s+(?:an?\s+|the\s+)?((?:quantity|qty|amount|number|count|price|cost|hours)\b.*?)(?:\s+(?:for|of)\s+each(?:\s+(?:one|of\s+them))?|\s+each)?$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1]) &&
    !/\s(?:to|on|for)\s/i.test(m[3])
  ) {
    const one = findEntity(ctx.model, m[1])!;
    const many = m[2].replace(/\s+(?:records?|entities)$/i, '');
    const other = findEntity(ctx.model, many) ?? (resolveNoun(cleanPhrase(many)) ? addEntity(ctx, many, undefined, true, true) : undefined);
    if (!other || other === one) return false;
    addJoin(ctx, one, other, `${one.name}${other.name}`);
    addFields(ctx, ctx.lastEntity!, m[3]);
    return true;
  }
  // "each project has many milestones": the relation points from the many side to the one side ("an exhibition
  // shows many art pieces", "a playlist contains several songs": what gathers records has them)
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+|one\s+)?(.+?)\s+(?:(?:should|must|can|will|may|might|could|shall|would)\s+)?(?:has|have|contains?|holds?|includes?|shows?|lists?|features?|displays?|gathers?|groups?)\s+(?:many|multiple|several|some|any\s+number\s+of|a\s+list\s+of|one\s+or\s+more|zero\s+or\s+more)\s+(.+)$/i.exec(
        c,
      )) &&
    // ("a student enrolls in many courses and a course has many students": a sentence before "has" is no holder)
    !/\b(?:many|several|multiple|and)\b/i.test(m[1]) &&
    (findEntity(ctx.model, m[1]) || findEntity(ctx.model, m[2]))
  ) {
    const many = m[2].replace(/\s+(?:records?|entities)$/i, '');
    if (!findEntity(ctx.model, many) && !resolveNoun(cleanPhrase(many))) {
      // "a gig has many charts": said of kept records, "has many" makes even a word the lexicon keeps for the
      // app's own screens (a chart, a board) records of their own (addEntity refuses any other unknown word)
      // (not the names of the app's own parts: "has many pages/fields" speaks of the app)
      if (
        !findEntity(ctx.model, m[1]) ||
        !/^[a-z]{3,}s$/i.test(cleanPhrase(many)) ||
        /^(?:pages|views|screens|dashboards|tabs|menus|forms|lists|filters|fields|columns|entities|models|tables)$/i.test(cleanPhrase(many))
      )
        throw new EditError(`"${cleanPhrase(many)}" is not understood as an entity name.`);
      addEntity(ctx, many, undefined, true, false, true);
    }
    // "products can have several tags": labels are shared between records, so many-to-many
    const one = findEntity(ctx.model, m[1]);
    if (one && SHARED_LABELS.test(singularPhrase(cleanPhrase(many).toLowerCase()))) {
      const label = findEntity(ctx.model, many);
      const linked = label && (label.fields.some((f) => f.target === one.name) || one.fields.some((f) => f.target === label.name));
      if (!linked) {
        const b = label ?? addEntity(ctx, many, undefined, true, true);
        addJoin(ctx, one, b, `${one.name}${b.name}`);
        return true;
      }
    }
    // "add setlists - a setlist … has many songs": a record added by this edit gathers records the app already
    // kept without it, so one of them can be in several — a join, not a move of each song into one setlist
    const held = findEntity(ctx.model, many);
    const added = (x: EntitySpec) => ctx.ops.some((o) => o.kind === 'add_entity' && o.detail.startsWith(`${x.name} (`));
    if (one && held && one !== held && added(one) && !added(held) && !held.fields.some((f) => f.target === one.name)) {
      addJoin(ctx, one, held, `${one.name}${held.name}`);
      return true;
    }
    addRelation(ctx, many, m[1], true);
    return true;
  }
  // "projects can have milestones", "let employees have certifications": with a modal (or "let") before "have", a bare
  // plural that names records (childRecords) is records of their own, each of one of the kept records (the
  // creation reading took it as one of them per record); anything else goes on to the other rules
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|all\s+)?(.+?)\s+(?:can|could|may|might|will|should|must)\s+(?:also\s+)?have\s+(.+)$/i.exec(c) ??
      /^let\s+(?:the\s+|all\s+|our\s+)?(.+?)\s+have\s+(.+)$/i.exec(c))
  ) {
    const e = findEntity(ctx.model, m[1]);
    if (e && addChildRecords(ctx, e, m[2])) return true;
  }
  // "each task has a deal" (relation to an entity, or to a known kind of record); "each task has a
  // priority" stays a field
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:has|have|gets?|belongs\s+with|stores?|keeps?|holds?|carr(?:y|ies))\s+(an?\s+|one\s+|a\s+single\s+|exactly\s+one\s+|its\s+own\s+|their\s+own\s+|its\s+|their\s+)?(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1]) &&
    // ("animals get examined by a vet": a passive, whose participle is no record held)
    !(
      !m[2] &&
      /^(?:[a-z]{3,}ed|done|seen|given|taken|held|kept|made|sold|paid|sent|shown|run|led|taught|sung|built|written)\s+(?:by|at|in|on|during|between|from|into)\s/i.test(
        m[3],
      )
    )
  ) {
    const e = findEntity(ctx.model, m[1])!;
    const what = m[3].trim();
    const relTo = /^(?:relation(?:ship)?|link|reference|connection)\s+(?:to|with)\s+(?:an?\s+|the\s+|one\s+)?(.+)$/i.exec(what);
    if (relTo) {
      addRelation(ctx, e.name, relTo[1]);
      return true;
    }
    const isFieldPhrase = /\b(?:field|column|property|attribute)s?\b/i.test(what) || splitList(what).length > 1;
    const target = isFieldPhrase ? undefined : findEntity(ctx.model, what);
    const noun = isFieldPhrase || target ? undefined : resolveNoun(cleanPhrase(what));
    const asField = isFieldPhrase || target ? undefined : inferField(what, () => undefined);
    const plural = !m[2] && singularPhrase(cleanPhrase(what).toLowerCase()) !== cleanPhrase(what).toLowerCase();
    const records = !!target || (!!noun?.catalog && asField?.type === 'string' && !isStop(noun.key));
    if (records && plural) {
      // "students have enrollments", "projects have tasks": many of them to each record, so each of them points at it
      addRelation(ctx, target?.name ?? what, e.name, true);
    } else if (records) {
      // ("each meeting has a host" where members are kept: the role is one of them)
      if (target || !/^[a-z]+$/i.test(cleanPhrase(what)) || !roleLink(ctx, e, cleanPhrase(what)))
        addRelation(ctx, e.name, target?.name ?? what);
    } else if (!m[2] && addChildRecords(ctx, e, what)) {
      // "projects have milestones", "each employee has certifications": a bare plural that names records
      // (childRecords) is records of their own, as "add milestones to projects" is
    } else {
      addFields(ctx, e, what);
      ctx.lastEntity = e;
    }
    return true;
  }
  return false;
}

/** New entities named as such: "add a Supplier entity with name and email". */
export function addEntityClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "make venue its own entity with a name and an address": the text field becomes a relation to it
  if (
    (m =
      /^(?:make|turn)\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:into\s+)?(?:its\s+own|a\s+separate|a\s+proper|their\s+own)\s+(?:entity|table|model|record\s+type|list)(?:\s+(?:with|having|that\s+has)\s+(.+))?$/i.exec(
        c,
      ))
  ) {
    const phrase = m[1];
    const owners = ctx.model.entities.filter((e) => findField(e, phrase)?.type === 'string');
    if (!owners.length || findEntity(ctx.model, phrase)) return false;
    const created = addEntity(ctx, phrase, m[2]);
    for (const owner of owners) {
      removeField(ctx, owner, findField(owner, phrase)!);
      addRelation(ctx, owner.name, created.name);
    }
    ctx.lastEntity = created;
    return true;
  }
  // "Create two models: Question and Choice", "add the following entities: Supplier, Warehouse": each kind named
  // after the count is a record of its own (named as said)
  if (
    (m =
      /^(?:add|create|make|define|introduce|set\s+up)\s+(?:(?:one|two|three|four|five|six|\d+|some|several|the\s+following|these|new|more)\s+)*(?:models|entities|tables|record\s+types|data\s+types|resources|collections)\s*(?:(?::|called|named)\s*(.+)|\(([^()]+)\))$/i.exec(
        c,
      ))
  ) {
    const kinds = splitList(m[1] ?? m[2]).map((x) => x.replace(/^(?:an?|the)\s+/i, '').trim());
    if (!kinds.length || kinds.some((x) => !/^[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?$/i.test(x))) return false;
    for (const x of kinds) ctx.lastEntity = addEntity(ctx, x, undefined, false, true);
    (ctx.asEntity ??= []).push(...kinds.map((x) => findEntity(ctx.model, x)?.name ?? x));
    return true;
  }
  if (
    (m =
      /^(?:add|create|include|introduce|make)\s+(?:an?\s+|the\s+|some\s+)?(?:new\s+)?(.+?)\s+(?:entity|model|table|data type|resource|collection|module|section)(?:\s+(?:with|having|that has|containing|including)\s+(.+))?$/i.exec(
        c,
      ))
  ) {
    const e = addEntity(ctx, m[1], m[2]);
    ctx.lastEntity = e;
    (ctx.asEntity ??= []).push(e.name);
    return true;
  }
  if (
    (m =
      /^(?:add|create)\s+(?:an?\s+)?(?:new\s+)?(?:entity|model|table)\s+(called\s+|named\s+)?\s*(.+?)(?:\s+(?:with|having|containing)\s+(.+))?$/i.exec(
        c,
      )) &&
    // "add a table number to reservations": a field headed by "table", given to records the app has
    (m[1] || !namesTarget(ctx, ` ${m[2]}`))
  ) {
    const e = addEntity(ctx, m[2], m[3]);
    ctx.lastEntity = e;
    (ctx.asEntity ??= []).push(e.name);
    return true;
  }
  return false;
}

/** New entities named only by a noun: "add suppliers", "also track invoices with number, amount and due date". */
export function implicitEntityClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if (
    (m =
      /^(?:add|create|track|manage|include|introduce|start tracking|keep track of)\s+(?:an?\s+|some\s+)?(?:new\s+)?(.+?)(?:\s+(?:with|having|that have|which have|including|containing)\s+(.+))?$/i.exec(
        c,
      ))
  ) {
    const phrase = m[1];
    // "add doctors", "track repairs with a mileage": records the app keeps already are kept; fields said with
    // them are theirs
    const kept = phrase.split(/\s+/).length <= 3 ? findEntity(ctx.model, phrase) : undefined;
    if (kept && isPluralWord(phrase.trim().split(/\s+/).at(-1) ?? '')) {
      // "add lifetime subscriptions", "support corporate clients": a word before records the app keeps that
      // names no record of its own says which of them — a kind they can be marked as (not "hotel bookings")
      const which = /^(?:the\s+)?([a-z]+)\s+[a-z]+$/i.exec(phrase.trim())?.[1].toLowerCase();
      if (
        !m[2] &&
        which &&
        !words(kept.name).includes(singularPhrase(which)) &&
        !findEntity(ctx.model, which) &&
        !resolveNoun(which)?.catalog &&
        resolveNoun(which)?.kind !== 'person' &&
        !isFieldWord(which) &&
        !tagTerms(which)[0]?.tags.some((t) => /^(?:Determiner|Pronoun|Value|Cardinal|Comparable|Superlative)$/.test(t)) &&
        !/^(?:new|more|other|all|some|any|many|several|multiple|different|existing|old|own|extra|additional|further|few)$/i.test(which)
      ) {
        addFields(ctx, kept, `whether it is ${which}`);
        ctx.lastEntity = kept;
        return true;
      }
      if (!m[2]) throw new AlreadySo(`${pluralLabel(kept.name)} are kept already.`);
      addFields(ctx, kept, m[2]);
      ctx.lastEntity = kept;
      return true;
    }
    // "add teachers and classes", "add vets, owners and pets": several new kinds of record at once
    const many = m[2] ? [] : splitList(phrase).map((x) => x.replace(/^(?:an?|some|new)\s+/i, ''));
    if (
      many.length > 1 &&
      many.every((x) => x.split(/\s+/).length <= 2 && !findEntity(ctx.model, x) && resolveNoun(cleanPhrase(x))) &&
      new Set(many.map((x) => singularPhrase(x.toLowerCase()))).size === many.length
    ) {
      // (each by its own name: "tags" after "categories" is no alias of the category just added)
      for (const x of many) ctx.lastEntity = addEntity(ctx, x, undefined, false, true);
      return true;
    }
    // "add a car colour", "add an order reference": a word for one thing after the name of a record, that
    // names no kind of record of its own, is a field of that record
    const owned = /^(?:an?\s+|the\s+)?([a-z]+)\s+([a-z]+)$/i.exec(phrase.trim());
    const owner = owned && !m[2] ? findEntity(ctx.model, owned[1]) : undefined;
    if (owned && owner && !isPluralWord(owned[2]) && !findEntity(ctx.model, phrase) && !resolveNoun(owned[2])?.catalog) {
      addFields(ctx, owner, owned[2]);
      ctx.lastEntity = owner;
      return true;
    }
    // "add recurring tasks", "add archived projects": a state word before records the app keeps is a flag
    // of those records, not a new kind of record (the lexicon reads the word as a yes/no state)
    const stated = /^(?:the\s+)?([a-z]+)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(phrase.trim());
    const bearer = stated && isPluralWord(stated[2].split(/\s+/).at(-1) ?? '') ? findEntity(ctx.model, stated[2]) : undefined;
    if (stated && bearer && !findEntity(ctx.model, phrase) && inferField(stated[1].toLowerCase(), () => undefined)?.type === 'boolean') {
      addFields(ctx, bearer, m[2] ? `${stated[1]}, ${m[2]}` : stated[1]);
      ctx.lastEntity = bearer;
      return true;
    }
    // "add education history, with the school and the degree": a history or record of something, with the
    // fields of each entry, is a record of that thing
    const past = m[2] ? /^([a-z]+(?:\s+[a-z]+)?)\s+(?:history|histories)\s*,?$/i.exec(phrase.trim()) : null;
    // ("medical history": a word that describes, not a thing, keeps the phrase whole)
    if (past && !/(?:al|ic|ive|ous|ful)$/i.test(past[1]) && !findEntity(ctx.model, past[1]) && resolveNoun(cleanPhrase(past[1]))) {
      ctx.lastEntity = addEntity(ctx, past[1], m[2]);
      return true;
    }
    // "Add a Bill of Materials", "a Code of Conduct": capitalised words joined by "of" or "for" name one kind of
    // record (a name, not records of two kinds)
    if (/^[A-Z][a-z]+\s+(?:of|for)\s+[A-Z][a-z]+$/.test(phrase.trim()) && !findEntity(ctx.model, phrase)) {
      ctx.lastEntity = addEntity(ctx, phrase, m[2]);
      return true;
    }
    if (phrase.split(/\s+/).length <= 3 && !findEntity(ctx.model, phrase)) {
      const r = resolveNoun(cleanPhrase(phrase));
      if (r) {
        const e = addEntity(ctx, phrase, m[2]);
        ctx.lastEntity = e;
        return true;
      }
    }
  }
  return false;
}

/** Who uses the app or the app itself: never a kind of record a requirement is about. */
const NO_KIND =
  /^(?:we|i|you|they|it|this|that|everyone|everybody|anyone|people|app|application|system|software|site|website|platform|program|tool|page|pages|list|lists|screen|screens|form|forms|dashboard|home|view|menu|navigation|nav|ui|design|layout|theme)$/i;

/** Words for a file put on a record. */
const FILE_WORDS =
  /^(?:photos?|pictures?|images?|files?|documents?|attachments?|scans?|pdfs?|screenshots?|videos?|recordings?|receipts?|certificates?)$/i;

/** What a described kind of record is never named by: people in general, the screen and its parts, the app's look. */
const DESCRIBED_NEVER =
  /^(?:we|you|they|it|this|that|everyone|everybody|anyone|people|dashboard|home|view|menu|navigation|nav|ui|design|layout|theme|interface|button|field|detail|option|feature|version|thing|stuff|something|everything|anything|day|time)$/i;

/** Words that start a clause of their own before a subject: "I think …", "so maybe …". */
const CLAUSE_WORDS =
  /^(?:i|we|you|he|she|they|it|me|us|them|my|our|your|their|his|her|its|think|guess|feel|believe|reckon|suppose|know|hope|maybe|perhaps|also|then|so|now|and|but|just|really|actually|please|that|which|who)$/i;

/** What a requirement gives that is a screen or a capability, never fields of a record. */
const NOT_FIELDS =
  /^(?:(?:an?|the|some|their|its|own)\s+)*(?:page|pages|list|lists|screen|screens|view|views|dashboard|tab|tabs|report|reports|way|ways|option|options|button|buttons|ability|feature|features|place|section|menu|link\s+to|relation|to|many|multiple|several|one|more|less|fewer|better|login|log\s+in|access|permission|permissions)\b/i;

/**
 * A requirement on a kind of record the app does not keep yet: "patients should also have allergies and a
 * blood type", "each scenic spot should have an opening time", "leave requests need a type (vacation,
 * sick)". A modal requirement ("should have", "need", "must record") or a quantified statement ("each
 * repair has a date and a cost") presumes the kind exists; when the app lacks it, the edit adds it with
 * those fields. Tried after every other reading, so only a subject that names no entity, no field and no
 * screen and is a noun a record can be named by gets here.
 */
export function requiredKindClause(ctx: Ctx, c: string): boolean {
  const m =
    /^(?:(each|every|all|the|our|any|an?)\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)\s+(?:(?:should|must|will|shall|would|need\s+to|needs\s+to|have\s+to|has\s+to)\s+(?:also\s+|always\s+)?(?:have|has|get|include|store|record|track|keep|capture|list|contain|show)|(?:also\s+)?(?:needs?|requires?)|(has|have|contains?|includes?))\s+(?:also\s+)?(.+?)(?:\s+too|\s+as\s+well|\s+also)?$/i.exec(
      c,
    );
  if (!m) return false;
  const [, quant, subject, bare, what] = m;
  // ("our shop has three branches" states a fact; "each repair has a date" describes a kind of record)
  if (bare && !/^(?:each|every|any|an?)$/i.test(quant ?? '')) return false;
  const last = subject.split(/\s+/).at(-1) ?? '';
  // ("I think pieces need a composer": a clause before the subject is the reader's to clear)
  if (subject.split(/\s+/).some((w) => CLAUSE_WORDS.test(w))) return false;
  const items = splitList(what);
  // "a work has a title, duration and description", "each program has a name and a start time": one kind of
  // record described with fields of its own is a record, even named by a word that elsewhere names the
  // software or a vague thing (not a pronoun, nor a part of the screen)
  const described =
    /^(?:each|every|any|an?)$/i.test(quant ?? '') &&
    items.length >= 2 &&
    /^[a-z]{3,}$/i.test(subject) &&
    !DESCRIBED_NEVER.test(subject) &&
    !!tagTerms(`each ${subject}`)[1]?.tags.includes('Noun') &&
    !tagTerms(subject)[0]?.tags.some((t) => /^(?:Pronoun|Adjective|Determiner|Abbreviation)$/.test(t));
  if ((NO_KIND.test(last) && !described) || NOT_FIELDS.test(what) || /^\d/.test(what)) return false;
  if (findEntity(ctx.model, subject) || ctx.model.entities.some((e) => findField(e, subject))) return false;
  const r = resolveNoun(cleanPhrase(subject));
  if ((!r || isStop(r.key)) && !described) return false;
  // (every item must read as a field; a clause with words that are not fields stays not understood)
  if (!items.length || items.some((x) => x.replace(/\s*\(.*\)$/, '').split(/\s+/).length > 5 || !inferField(x, () => undefined)))
    return false;
  ctx.lastEntity = addEntity(ctx, subject, what, false, false, described && (!r || isStop(r.key)));
  return true;
}

/** Records that happen between a person and a thing, besides the transactions relations.ts knows. */
const HAPPENS =
  /(?:Favorite|Favourite|Wishlist|WishlistItem|Bookmark|Like|Follow|Subscription|Request|Enquiry|Inquiry|Complaint|Feedback|Comment|Message|File|Attachment|Upload|Photo|Video)$/;

/** What a payment pays for. */
const PAYABLE = /(?:Order|Booking|Reservation|Invoice|Rental|Hire|Enrollment|Enrolment|Subscription|Registration|Bill|Fine)$/;

/**
 * "add user reviews and ratings", "add a wishlist", "add leave requests with a start date": records an edit
 * adds without saying what they belong to get the links a creation would assume between them and the app's
 * records: what a record's kind says it is of (a message is sent in a chat: relations.ts), and a record
 * that happens between people and things (a review, a payment, a favourite) is of the app's people and
 * of its main thing. Only for new records the request linked to nothing, and not for one it asked for as
 * an entity ("add an Invoice entity with a number"): that request says all it wants.
 */
export function linkAdded(ctx: Ctx): void {
  const isNew = (e: EntitySpec) => ctx.ops.some((o) => o.kind === 'add_entity' && o.detail.startsWith(`${e.name} (`));
  const refersTo = (a: EntitySpec, b: EntitySpec) => a.fields.some((f) => f.type === 'relation' && f.target === b.name);
  let loose = ctx.model.entities.filter(
    (e) =>
      isNew(e) &&
      !ctx.asEntity?.includes(e.name) &&
      !e.fields.some((f) => f.type === 'relation') &&
      !ctx.model.entities.some((x) => refersTo(x, e)),
  );
  if (!loose.length || ctx.model.entities.length < 2) return;
  // "add tool reservations", "add team members": in a compound of nouns the first names what the head is of,
  // so new records named after a kept one belong to it (the longest kept name the new name begins with)
  for (const e of [...loose]) {
    const own = words(e.name);
    const of = ctx.model.entities
      .filter((k) => !isNew(k) && words(k.name).length < own.length && words(k.name).every((w, i) => own[i] === w))
      .sort((a, b) => words(b.name).length - words(a.name).length)[0];
    if (!of) continue;
    const f = relationField(of.name);
    if (e.fields.some((x) => x.name === f.name)) continue;
    e.fields.push(f);
    ctx.ops.push({ kind: 'add_relation', detail: `${e.name}.${f.name} → ${of.name}` });
    loose = loose.filter((x) => x !== e);
  }
  if (!loose.length) return;
  const analysed: AnalysedEntity[] = ctx.model.entities.map((e, i) => {
    const r = resolveNoun(words(e.name).join(' '));
    return {
      ...structuredClone(e),
      icon: '',
      kind: r?.kind ?? kindOf(words(e.name).join(' ')),
      catalog: r?.catalog?.name,
      samples: [],
      pos: i,
    };
  });
  const link = (e: EntitySpec, target: EntitySpec) => {
    if (e === target || refersTo(e, target) || refersTo(target, e)) return;
    const f = relationField(target.name);
    if (e.fields.some((x) => x.name === f.name)) return;
    e.fields.push(f);
    ctx.ops.push({ kind: 'add_relation', detail: `${e.name}.${f.name} → ${target.name}` });
  };
  linkByRecordKind(analysed);
  for (const [i, a] of analysed.entries()) {
    const e = ctx.model.entities[i];
    for (const f of a.fields) {
      const target = ctx.model.entities.find((x) => x.name === f.target);
      if (f.type === 'relation' && target && (loose.includes(e) || loose.includes(target))) link(e, target);
    }
  }
  // a new container or category of the records the app keeps ("add categories", "add departments"): the
  // records are filed under it, as a creation files items under the one container of their kind
  const filed = structuredClone(analysed);
  linkImplied(filed);
  for (const [i, a] of filed.entries()) {
    const e = ctx.model.entities[i];
    if (loose.includes(e)) continue;
    for (const f of a.fields) {
      const target = ctx.model.entities.find((x) => x.name === f.target);
      if (f.type === 'relation' && target && loose.includes(target) && (CONTAINER_WORDS.test(target.name) || /Category$/.test(target.name)))
        link(e, target);
    }
  }
  const happens = (a: AnalysedEntity) =>
    TRANSACTION_WORDS.test(a.name) || HAPPENS.test(a.name) || (!a.catalog && (a.kind === 'event' || a.kind === 'log'));
  // the app's main thing: one of the records it kept before, a thing no other record is filed under (the
  // pet, not its shelter), no happening and no mere link between two records
  const mainThing = (a?: AnalysedEntity) => {
    const things = analysed.filter(
      (x) =>
        x !== a &&
        !loose.includes(ctx.model.entities[x.pos]) &&
        x.kind !== 'person' &&
        !happens(x) &&
        x.fields.some((f) => f.type !== 'relation'),
    );
    const leaf = (x: AnalysedEntity) =>
      !analysed.some((y) => y !== x && y.fields.some((f) => f.type === 'relation' && f.target === x.name));
    return things.find((x) => x.kind === 'thing' && leaf(x)) ?? things.find((x) => x.kind === 'thing') ?? things[0];
  };
  // labels shared by many records ("add tags"): the main thing has several, each on several of them
  for (const [i, a] of analysed.entries()) {
    const e = ctx.model.entities[i];
    if (!loose.includes(e) || !/(?:Tag|Label|Keyword|Hashtag|Genre|Topic)$/.test(e.name) || ctx.model.entities.some((x) => refersTo(x, e)))
      continue;
    const owner = mainThing(a);
    if (owner) addJoin(ctx, ctx.model.entities[owner.pos], e, `${owner.name}${e.name}`);
  }
  for (const [i, a] of analysed.entries()) {
    const e = ctx.model.entities[i];
    if (!loose.includes(e) || !happens(a) || e.fields.some((f) => f.type === 'relation')) continue;
    // (a payment is for the order or booking the app keeps, new or not)
    const payable = /(?:Payment|Refund|Deposit)$/.test(e.name) ? analysed.find((x) => x !== a && PAYABLE.test(x.name)) : undefined;
    const people = analysed.filter((x) => x !== a && !loose.includes(ctx.model.entities[x.pos]) && x.kind === 'person');
    const thing = payable ?? mainThing(a);
    // (as a creation does: the first two of the app's people)
    for (const p of people.slice(0, 2)) link(e, ctx.model.entities[p.pos]);
    if (thing) link(e, ctx.model.entities[thing.pos]);
  }
  // "add posts" where interests and initiatives are filed under boards: a new thing or writing that is still
  // of nothing is filed where the app's records are, when they are all filed under one kind of container
  const holders = new Set(
    ctx.model.entities
      .filter((x) => !loose.includes(x))
      .flatMap((x) => x.fields.filter((f) => f.type === 'relation').map((f) => f.target!))
      .filter((t) => CONTAINER_WORDS.test(t) && !loose.some((x) => x.name === t)),
  );
  if (holders.size !== 1) return;
  const holder = ctx.model.entities.find((x) => holders.has(x.name));
  for (const [i, a] of analysed.entries()) {
    const e = ctx.model.entities[i];
    if (!holder || !loose.includes(e) || e.fields.some((f) => f.type === 'relation') || CONTAINER_WORDS.test(e.name)) continue;
    if (a.kind === 'thing' || a.kind === 'content') link(e, holder);
  }
}

/** Words before a feature that only praise or qualify it: "detailed history", "flexible assignment". */
const QUALIFIER =
  '(?:(?:detailed|full|complete|comprehensive|flexible|advanced|simple|basic|easy|automatic|automated|manual|smart|custom|customi[sz]able|per-[a-z]+|granular|shared|multi-user|multiple)\\s+)*';

/**
 * "Add detailed history", "keep an audit log of tasks", "add task history": a history of records is
 * entries of its own, each of one record (the one named, else the record the app is mainly about),
 * saying when and what happened.
 */
export function historyClause(ctx: Ctx, c: string): boolean {
  const m = new RegExp(
    `^(?:add|include|keep|track|record|enable|show)\\s+(?:an?\\s+|the\\s+)?${QUALIFIER}(?:([a-z]+)\\s+)?(history|histories|audit\\s+(?:trail|log)|activity\\s+(?:log|feed)|change\\s*log|timeline)(?:\\s+(?:of|for|to|on)\\s+(?:each\\s+|every\\s+|the\\s+|all\\s+)?([a-z]+(?:\\s+[a-z]+)?))?$`,
    'i',
  ).exec(c);
  if (!m) return false;
  const named = m[1] && !/^(?:activity|change|audit|edit|completion|status|version|revision|event)$/i.test(m[1]) ? m[1] : undefined;
  if (named && !findEntity(ctx.model, named)) return false;
  if (m[3] && !findEntity(ctx.model, m[3])) return false;
  const owner = (named && findEntity(ctx.model, named)) || (m[3] && findEntity(ctx.model, m[3])) || mainEntity(ctx);
  if (!owner) return false;
  const entry = addEntity(ctx, 'history entries', 'a date, an action, notes');
  addRelation(ctx, entry.name, owner.name);
  return true;
}

/**
 * "Track subscription prices over time", "keep a history of each plant's height", "add price history to
 * products": the past values of one field of a record are records of their own, each a value and the date
 * it took effect, of that record (a PriceChange of the Subscription). The record is the app's when it keeps
 * it, else a new one when the words name a kind of record.
 */
export function fieldHistoryClause(ctx: Ctx, c: string): boolean {
  // ("Track subscription prices over time: keep each price …": what follows the colon only says it again)
  const said = fieldHistoryOf(c) ?? fieldHistoryOf(/^([^:]+):\s/.exec(c)?.[1] ?? '');
  if (!said) return false;
  const { field, ownerWords } = said;
  // ("add price history": the record that has a price)
  let owner = ownerWords
    ? findEntity(ctx.model, ownerWords)
    : ctx.model.entities.find((x) => x.fields.some((f) => f.name === field || f.name.startsWith(`${field}_`)));
  if (!owner) {
    const r = ownerWords ? resolveNoun(cleanPhrase(ownerWords)) : undefined;
    if (!r || r.kind === 'person' || isStop(r.key) || ownerWords.split(/\s+/).length > 2) return false;
    owner = addEntity(ctx, ownerWords, undefined);
  }
  const entry = addEntity(ctx, `${field} changes`, `${field}, the date it changed`);
  addRelation(ctx, entry.name, owner.name);
  ctx.lastEntity = entry;
  return true;
}

/**
 * "add predefined reasons for the attendees to report back why they cancel", "preset descriptions for time
 * entries": values set up beforehand for people to pick from are records of their own (each a name and a
 * description), and each record named after "for" picks one of them. What the choice is for is not part of it.
 */
export function presetClause(ctx: Ctx, c: string): boolean {
  const m =
    /^(?:(?:add|create|define|set\s+up|manage|keep|include|allow)\s+)?(?:a\s+list\s+of\s+|some\s+)?(?:predefined|pre-defined|preset|pre-set|standard|configurable)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:for|on|to)\s+(?:the\s+|each\s+|every\s+|all\s+)?([a-z]+(?:\s+[a-z]+)?)(?:\s+(?:to|so|that|when|which|who|for)\b.*)?$/i.exec(
      c.trim(),
    );
  if (!m || !isPluralWord(m[1].split(/\s+/).at(-1) ?? '')) return false;
  // ("predefined descriptions for timesheet entries" where no entries are kept: the records they are for
  // are presumed, added first)
  const presumed = findEntity(ctx.model, m[2]) ? undefined : presumedRecords(ctx, m[2]);
  // ("predefined descriptions": texts written once to be picked again are templates of that text)
  const one = singularPhrase(m[1].toLowerCase());
  const kind = isFieldWord(one) && !resolveNoun(cleanPhrase(m[1])) && /^[a-z]+$/.test(one) ? `${one} templates` : m[1];
  if (findEntity(ctx.model, kind) || !resolveNoun(cleanPhrase(kind)) || (!findEntity(ctx.model, m[2]) && !presumed)) return false;
  const owner = findEntity(ctx.model, m[2]) ?? addEntity(ctx, presumed!, undefined);
  const preset = addEntity(ctx, kind, 'a name, a description');
  addRelation(ctx, owner.name, preset.name);
  ctx.lastEntity = preset;
  return true;
}

/**
 * "Add flexible assignment", "add task assignment", "add assignees": records given to people to do are
 * linked to a person — the app's one kind of person, else a new Member — from the records named, else
 * from the record the app is mainly about.
 */
export function assignmentClause(ctx: Ctx, c: string): boolean {
  const m = new RegExp(
    `^(?:add|include|enable|allow|support)\\s+${QUALIFIER}(?:([a-z]+)\\s+)?(?:assignment|assigning|assignees?)(?:\\s+(?:of|for)\\s+(?:each\\s+|the\\s+|all\\s+)?([a-z]+(?:\\s+[a-z]+)?))?$`,
    'i',
  ).exec(c);
  if (!m) return false;
  if (
    (m[1] && !findEntity(ctx.model, m[1]) && !/^(?:user|member|people|person|team|staff)$/i.test(m[1])) ||
    (m[2] && !findEntity(ctx.model, m[2]))
  )
    return false;
  const owner = (m[1] && findEntity(ctx.model, m[1])) || (m[2] && findEntity(ctx.model, m[2])) || mainEntity(ctx);
  if (!owner || isPersonEntity(owner)) return false;
  const people = ctx.model.entities.filter(isPersonEntity);
  addRelation(ctx, owner.name, people.length === 1 ? people[0].name : 'member');
  return true;
}

/**
 * "add reminders for plants", "add invoices for clients", "add reminders for care activities": a plural noun
 * of a kind of record, which names no field (no field word, no typed value), added FOR records the app keeps
 * is records of their own that serve those — each linked to one of them — not a text field of theirs (what
 * is added TO records, "add tags to plants", stays a field). The records served may be said with a word
 * before them that says which ("upcoming birthdays", "care activities"). False for any other clause.
 */
export function recordsForClause(ctx: Ctx, c: string): boolean {
  const m =
    /^(?:add|create|include|introduce|keep|track)\s+(?:some\s+)?([a-z]+(?:[\s-][a-z]+)?)\s+for\s+(?:the\s+|each\s+|every\s+|all\s+|their\s+|my\s+|our\s+)?([a-z]+(?:[\s-][a-z]+)?)$/i.exec(
      c,
    );
  if (!m) return false;
  const made = m[1].toLowerCase();
  const last = made.split(/[\s-]/).at(-1) ?? '';
  if (!isPluralWord(last) || findEntity(ctx.model, made) || isFieldWord(made) || inferField(made, () => undefined)?.type !== 'string')
    return false;
  const r = resolveNoun(made);
  if (!r || isStop(r.key) || GENERIC_RECORD_WORDS.test(r.key)) return false;
  const words = m[2].split(/[\s-]/);
  const served = findEntity(ctx.model, m[2]) ?? (words.length === 2 ? findEntity(ctx.model, words[1]) : undefined);
  if (!served || findField(served, made)) return false;
  const child = addEntity(ctx, made, undefined);
  addRelation(ctx, child.name, served.name);
  ctx.lastEntity = child;
  return true;
}
