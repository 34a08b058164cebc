// Clauses described by purpose: pages ("overdue loans"), join records ("volunteers sign up for
// shifts"), many-to-many links, field changes ("make stock a whole number"), greedy field adds.

import type { EntitySpec } from './types.ts';
import { pagePurpose } from './edit-phrases.ts';
import { JOIN_VERBS } from './grammar.ts';
import { splitEnumValues } from './fields.ts';
import { pascal, singularPhrase } from './nlp.ts';
import { type Ctx, cleanPhrase, findEntity, findField, namesTarget } from './edit-context.ts';
import { addFields, addEntity, changeField, joinFor, addJoin, addChildRecords } from './edit-records.ts';
import { addPresetPage } from './edit-pages.ts';

export function applyPurposeClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "sync the pages with the schema", "update the forms to match the data"
  if (
    /^(?:sync|synchroni[sz]e|refresh|regenerate|rebuild|update|fix)\s+(?:all\s+)?(?:the\s+)?(?:pages|forms|lists|ui|screens)(?:\s+and\s+(?:the\s+)?(?:pages|forms|lists))?(?:\s+(?:with|to\s+match|from|for)\s+(?:the\s+)?(?:schemas?|data|entities|fields))?$/i.test(
      c,
    )
  ) {
    ctx.ops.push({ kind: 'sync_pages', detail: 'pages and forms re-rendered from the entity schemas' });
    return true;
  }
  const purpose = pagePurpose(c);
  if (purpose && addPresetPage(ctx, purpose)) return true;
  const JOIN =
    /^(?:each\s+|the\s+|all\s+)?(.+?)\s+(?:can\s+|should\s+be\s+able\s+to\s+|will\s+|must\s+)?(sign\s+up\s+for|signs\s+up\s+for|register\s+for|registers\s+for|books?|reserves?|enrol+s?\s+in|joins?|attends?|apply\s+(?:to|for)|applies\s+(?:to|for)|borrows?|rents?|adopts?|subscribes?\s+to)\s+(?:an?\s+|the\s+)?(.+)$/i;
  if ((m = JOIN.exec(c)) && findEntity(ctx.model, m[1])) {
    // "… a book for a date", "… a room on a day": what follows the object describes the join record
    const tail = /^(.+?)\s+(?:for|on|at|with|from)\s+(?:an?\s+|the\s+|their\s+)?(.+)$/i.exec(m[3]);
    const target = findEntity(ctx.model, m[3]) ?? (tail ? findEntity(ctx.model, tail[1]) : undefined);
    if (target) {
      const a = findEntity(ctx.model, m[1])!;
      const join = joinFor(ctx, a, target, JOIN_VERBS[m[2].toLowerCase().split(/\s+/)[0]] ?? 'Link');
      if (tail && !findEntity(ctx.model, m[3])) addFields(ctx, join, tail[2]);
      ctx.lastEntity = join;
      return true;
    }
  }
  // "ad reads that link a sponsor to an episode", "add bookings linking members and classes": a record named
  // by the user that joins two entities
  if (
    (m =
      /^(?:add|create|track|include)\s+(?:some\s+)?(.+?)\s+(?:(?:that|which)\s+(?:links?|connects?|joins?|ties?)|linking|connecting|joining|between)\s+(?:an?\s+|each\s+|the\s+)?(.+?)\s+(?:to|and|with)\s+(?:an?\s+|each\s+|the\s+)?(.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[2]) &&
    findEntity(ctx.model, m[3]) &&
    !findEntity(ctx.model, m[1])
  ) {
    addJoin(ctx, findEntity(ctx.model, m[2])!, findEntity(ctx.model, m[3])!, m[1]);
    return true;
  }
  // "recipes can have many tags and a tag can be on many recipes", "a vendor can work for many couples",
  // "guests can appear on many episodes": many of each side (owning many, "have", is hasClause's)
  const MANY = String.raw`^(?:each\s+|an?\s+|one\s+|the\s+)?(.+?)\s+(?:can|may|could|will|should|often)\s+((?:[a-z]+\s+){1,3}?)(?:many|multiple|several|lots\s+of|any\s+number\s+of)\s+`;
  const both = new RegExp(
    `${MANY}(.+?)\\s+and\\s+(?:an?\\s+|each\\s+|one\\s+|the\\s+)?(.+?)\\s+(?:can|may|could|will|should|often)\\s+(?:[a-z]+\\s+){1,3}?(?:many|multiple|several)\\s+(.+)$`,
    'i',
  ).exec(c);
  const one = both ? undefined : new RegExp(`${MANY}(.+)$`, 'i').exec(c);
  if (
    (m =
      (both && findEntity(ctx.model, both[4]) === findEntity(ctx.model, both[3]) ? both : undefined) ??
      (one && !/^(?:have|has|contain|hold|own)\s/i.test(one[2]) && findEntity(ctx.model, one[3]) ? one : undefined) ??
      null)
  ) {
    const a = findEntity(ctx.model, m[1]);
    if (a) {
      const exact = ctx.model.entities.find((x) => x.name === pascal(singularPhrase(cleanPhrase(m![3]).toLowerCase())));
      const b = exact ?? addEntity(ctx, m[3], undefined, true, true);
      const verb = JOIN_VERBS[m[2].trim().split(/\s+/)[0].toLowerCase()];
      addJoin(ctx, a, b, verb ?? `${a.name}${b.name}`);
      return true;
    }
  }
  if ((m = /^(?:make\s+)?(.+?)\s+and\s+(.+?)\s+many[- ]to[- ]many$/i.exec(c))) {
    const a = findEntity(ctx.model, m[1]);
    if (a) {
      // the entity named exactly ("tags" is not the Category the catalog relates it to)
      const exact = ctx.model.entities.find((x) => x.name === pascal(singularPhrase(cleanPhrase(m![2]).toLowerCase())));
      const b = exact ?? addEntity(ctx, m[2], undefined, true, true);
      addJoin(ctx, a, b, `${a.name}${b.name}`);
      return true;
    }
  }
  if (
    (m =
      /^(?:make|change|set|turn)\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:on|of|in|for)\s+(?:an?\s+|the\s+|each\s+)?(.+?)\s+(?:into\s+|to\s+)?(?:be\s+)?(?:an?\s+)?(required|mandatory|optional|whole\s+number|integer|number|decimal|date\s+and\s+time|datetime|date|long\s+text|text|email|url|link|yes\/no|checkbox|boolean)(?:\s+field)?$/i.exec(
        c,
      ))
  ) {
    const e = findEntity(ctx.model, m[2]);
    const f = e ? findField(e, m[1]) : undefined;
    if (e && f) {
      changeField(ctx, e, f, m[3].toLowerCase().replace(/\s+/g, ' '));
      return true;
    }
  }
  // "change the venue field to (hall, garden, rooftop)": a choice between the values given
  if (
    (m =
      /^(?:make|change|set|turn)\s+(?:the\s+)?(.+?)(?:\s+field)?(?:\s+(?:on|of|in|for)\s+(?:an?\s+|the\s+|each\s+)?(.+?))?\s+(?:to|into)\s+\(([^()]+)\)$/i.exec(
        c,
      ))
  ) {
    const owners = m[2] ? [findEntity(ctx.model, m[2])].filter((x): x is EntitySpec => !!x) : ctx.model.entities;
    const hits = owners.flatMap((e) => {
      const f = findField(e, m![1]);
      return f && f.type !== 'relation' ? [{ e, f }] : [];
    });
    const values = splitEnumValues(m[3]);
    if (hits.length === 1 && values.length >= 2) {
      const { e, f } = hits[0];
      const from = f.type;
      f.type = 'enum';
      f.values = values;
      f.default = values[0];
      ctx.ops.push({ kind: 'change_field', detail: `${e.name}.${f.name} ${from} → enum (${values.join(', ')})` });
      ctx.lastEntity = e;
      return true;
    }
  }
  // "add an estimate in hours to tasks": the entity is the last "to …"
  if (
    (m =
      /^(?:add|include|put|store|record|capture|track)\s+(.+)\s+(?:to|on|for|onto|into)\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+?)$/i.exec(
        c,
      ))
  ) {
    const e = findEntity(ctx.model, m[2]);
    if (
      e &&
      !/\b(?:page|view|screen|filters?|sort(?:ing)?|relation(?:ship)?s?|links?|references?|connections?|entity|model|table)\b|\bto\s+(?:an?|the)\b/i.test(
        m[1],
      ) &&
      !namesTarget(ctx, m[1])
    ) {
      if (addChildRecords(ctx, e, m[1])) return true;
      addFields(ctx, e, m[1]);
      ctx.lastEntity = e;
      return true;
    }
  }
  return false;
}
