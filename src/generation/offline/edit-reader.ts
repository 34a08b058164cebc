// A clause-level reading of an edit request that no specific rule took (edit.ts tries it second): the
// clause is cleared of what is not a request (greetings, politeness, the reason after a comma), its scope
// is found (what it is about: "on the players list", "the donors screen:", "the second page", "for iftar
// nights"), a question is read as the request it asks ("can races be called regattas"), and the object
// of its verb or predicate is resolved against the app's entities and fields. The result is said again
// in the canonical forms the specific rules apply; a clause it cannot place stays not understood.

import type { EntitySpec } from './types.ts';
import {
  type Ctx,
  AlreadySo,
  editDistance,
  findEntity,
  findField,
  GENERIC_RECORD_WORDS,
  isPersonEntity,
  presumedRecords,
  resolveField,
  targetWithTail,
} from './edit-context.ts';
import { pluralLabel, resolveNoun } from './analyse.ts';
import { ABILITY_TO, explainsFeature, isStatement, PARTICIPLE } from './edit-phrases.ts';
import { isPluralWord, pascal, pluralPhrase, singularPhrase, words, wordTable } from './nlp.ts';
import { inferField, isFieldWord } from './fields.ts';
import { tokens } from './grammar.ts';
import { agentPassive, askedAct, ownRecords, partsOf, storyWish } from './edit-voice.ts';

/** Words for the app's screens: "the players list", "the donors screen", "that form". */
const SCREEN = '(?:list|lists|page|pages|screen|screens|form|forms|tab|tabs|table|view|section|bit|part)';

const ORDINALS: Record<string, number> = wordTable({
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
});

/** A short list of values: "won, lost or drawn", "chute ok / tangled / lost", "L1, L2 or L3". */
const VALUES = /^[a-z0-9][\w'+-]*(?:\s[\w'+-]+){0,2}(?:\s*(?:,|\/|,?\s+or|,?\s+and)\s*[a-z0-9][\w'+-]*(?:\s[\w'+-]+){0,2})+$/i;

/** Field types said as a predicate: "should be money", "should be a number". */
const TYPE_WORDS =
  /^(?:an?\s+)?(money|currency|an?\s+amount|number|whole\s+number|count|date|date\s+and\s+time|yes\/no|checkbox|tick\s*box|true\/false|email|link|url|photo|image|long\s+text|text)(?:\s+field)?$/i;

/** Typed contractions without the apostrophe ("theyre", "dont"): only those that are no other word. */
const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\btheyre\b/gi, "they're"],
  [/\bdont\b/gi, "don't"],
  [/\bdoesnt\b/gi, "doesn't"],
  [/\bisnt\b/gi, "isn't"],
  [/\barent\b/gi, "aren't"],
  [/\bcant\b/gi, "can't"],
  [/\bdidnt\b/gi, "didn't"],
  [/\bwouldnt\b/gi, "wouldn't"],
  [/\bshouldnt\b/gi, "shouldn't"],
  [/\byoure\b/gi, "you're"],
  [/\bthats\b/gi, "that's"],
];

/** What only greets, thanks or hedges: "Hi", "thanks for this", "ok so". */
const PADDING =
  /^(?:hi|hello|hey|hiya|ok|okay|right|so|um|erm|oh|sorry|also|and|great|cool|thanks|thank\s+you|cheers)(?:\s+(?:there|again|all|team|everyone|folks|guys|so\s+much|a\s+lot|for\s+(?:this|that|the\s+app|all\s+this)))?(?:\s*[,!-]+\s*|\s+|$)/i;

/**
 * "can we" / "could we" before a verb of change asks for the change: "can we add …", "could we get rid of …";
 * `rest` is what must follow the verb for the reading to hold (the clause splitter asks for no comma).
 */
export const canWeChange = (rest = '') =>
  String.raw`(?:can|could)\s+we\s+(?:please\s+|also\s+|just\s+)?(?=(?:add|remove|delete|drop|rename|make|change|link|connect|include|get\s+rid|take\s+(?:off|out)|sort|order|filter|show|hide|track|record|store|keep)\s${rest})`;

/** A request put politely: "can you", "could you please", "I'd like you to", "can we add" (before a verb of change). */
const POLITE = new RegExp(
  String.raw`^(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|${canWeChange()}|please\s+|pls\s+|plz\s+|kindly\s+|i'?d\s+like\s+(?:you\s+)?to\s+|i\s+would\s+like\s+(?:you\s+)?to\s+|(?:i|we)\s+(?:want|need)\s+you\s+to\s+)`,
  'i',
);

/** What only softens a request: "I think", "maybe", "it would be nice if". */
const HEDGE =
  /^(?:(?:i|we)\s+(?:think|guess|reckon|suppose|feel)\s+(?:that\s+)?|(?:maybe|perhaps|probably|ideally|honestly|actually|basically)\s*,?\s+|it\s+would\s+be\s+(?:nice|good|great|useful|handy|helpful)\s+if\s+|it'?d\s+be\s+(?:nice|good|great|useful|handy|helpful)\s+if\s+)/i;

/** The reason given after a request: ", its for balancing the boat", ", nobody fills them in". */
const REASON =
  /\s*(?:,|\s[-–—]+)\s*(?:(?:it'?s|its|it\s+is|as|since|because|cos|coz|cause|that'?s|nobody|no\s+one|none\s+of\s+us|(?:we|i|they)\s+(?:need|want|use)\s+(?:it|this|that|them|those|these)\b|we|i|they)\b(?!\s+(?:should|must|need|want|can|could)\b)[^,]*)$/i;

/** What a request is for, after it: "so (that) staff can …", "in order to …", "so as to …". */
export const PURPOSE =
  /\s*,?\s+(?:so\s+(?:that\s+)?(?:we|i|you|they|he|she|it|users?|staff|people|everyone|[a-z]+s)\s+(?:can|could|will|would|may|might|know|see|don'?t|do\s+not|never)\b|in\s+order\s+to\s|so\s+as\s+to\s)[^,]*$/i;

/** A field said to be optional after it: ", which is optional", ", optional", "(optional)". */
const OPTIONAL = /\s*(?:,\s*(?:which\s+is\s+|that\s+is\s+|it'?s\s+|but\s+)?(?:optional|not\s+required)|\(\s*optional\s*\))$/i;

/** A request verb and its canonical form: "take off", "get rid of", "ditch" remove; "put" adds. */
const VERB_SYNONYMS: Array<[RegExp, string]> = [
  [/^(?:take\s+off|take\s+out|get\s+rid\s+of|ditch|lose|bin|scrap|drop|kill|delete|remove)\s+/i, 'remove '],
  // ("put the date first" orders fields; "put a notes box on battles" adds one)
  [
    /^(?:put|stick|chuck|throw\s+in|pop)\s+(?!.*\b(?:first|last|before|after|above|below|under|at\s+the\s+(?:top|bottom|start|end))\b)/i,
    'add ',
  ],
];

function label(e: EntitySpec): string {
  return pluralLabel(e.name).toLowerCase();
}

/** An entity named by a screen word or an ordinal: "the donors screen", "the second page (matches)". */
function screenEntity(ctx: Ctx, phrase: string): EntitySpec | undefined {
  const p = phrase.trim().replace(/^(?:the|that|this|our|my)\s+/i, '');
  let m: RegExpExecArray | null;
  // "that form", "this list", "the same page": the records spoken of last
  if (new RegExp(`^(?:that|this|the\\s+same)\\s+${SCREEN}$`, 'i').test(phrase.trim()))
    return ctx.lastEntity && ctx.model.entities.includes(ctx.lastEntity) ? ctx.lastEntity : undefined;
  if ((m = /\(([^()]+)\)\s*$/.exec(p))) return findEntity(ctx.model, m[1]) ?? undefined;
  if ((m = /^(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)\s+(?:page|tab|screen|list)$/i.exec(p))) {
    // the app's record lists in navigation order (the home page is not a list of records)
    const lists = ctx.model.entities.filter((e) => ctx.model.pageNames[e.name]);
    return m[1].toLowerCase() === 'last' ? lists.at(-1) : lists[ORDINALS[m[1].toLowerCase()] - 1];
  }
  if ((m = new RegExp(String.raw`^(.+?)\s+${SCREEN}$`, 'i').exec(p))) return findEntity(ctx.model, m[1]);
  return undefined;
}

/**
 * A clause that opens on a screen of the app ("on the players list …", "in that form, …", "the second
 * page (matches) should …"): said again under the entity's name before any rule reads it, since a rule
 * would take the screen words for a field or a page. Undefined when it opens on no screen.
 */
export function screenScoped(ctx: Ctx, clause: string, heading: (entity: string, rest: string) => string): string | undefined {
  const m = new RegExp(
    String.raw`^(?:(?:on|in|at|from|under)\s+)?((?:the\s+|that\s+|this\s+|our\s+|my\s+)(?:[a-z0-9]+\s+){0,3}?${SCREEN}(?:\s*\([^()]+\))?)(?:\s*[:,-]+\s*|\s+)(.+)$`,
    'i',
  ).exec(clause.trim());
  if (!m) return undefined;
  const e = screenEntity(ctx, m[1]);
  if (!e) return undefined;
  const rest = m[2].replace(POLITE, '').trim();
  if (/^(?:add|include|track|record|store|remove|delete|drop|rename|make|set|mark|sort|order)\b/i.test(rest))
    return heading(label(e), rest);
  // "put the date first", "the points value should be required": the fields are the entity's
  if (/^(?:put|move|place)\s/i.test(rest))
    return `${rest.replace(/^(\S+\s+)(?:the\s+)?/i, `$1the `)}`.replace(
      /\s+(first|last|to\s+the\s+(?:top|bottom)|at\s+the\s+(?:top|bottom))$/i,
      ` of ${label(e)} $1`,
    );
  if (/\b(?:should|must|needs?\s+to)\s+be\b/i.test(rest))
    return `${rest.replace(/^(?:the\s+)?(.+?)\s+(should|must|needs?\s+to)\s+be\b/i, `the $1 of ${label(e)} $2 be`)}`;
  return `${label(e)} ${rest}`;
}

/** What a clause is about, said before it: "on the players list can you …", "members list: …", "for iftar nights I'd …". */
function scopeOf(ctx: Ctx, c: string): { e: EntitySpec; rest: string } | undefined {
  let m: RegExpExecArray | null;
  // "the second page (matches) should …", "on the players list can you …", "the donors screen: add …"
  const screen = new RegExp(
    String.raw`^(?:(?:on|in|at|from|for|under)\s+)?((?:the\s+|that\s+|this\s+|our\s+|my\s+)?(?:[a-z0-9]+\s+){0,3}?(?:${SCREEN})(?:\s*\([^()]+\))?)(?:\s*[:,-]+\s*|\s+)(.+)$`,
    'i',
  );
  if ((m = screen.exec(c))) {
    const e = screenEntity(ctx, m[1]);
    if (e) return { e, rest: m[2] };
  }
  // "for iftar nights I'd like …", "on matches, add …": a preposition and an entity, then a request
  if ((m = /^(?:on|in|for|with|about|re|regarding)\s+(?:the\s+|all\s+(?:the\s+)?|our\s+)?(.+)$/i.exec(c))) {
    const t = targetWithTail(ctx, m[1]);
    if (t && /^(?:[,:-]|(?:i|we|can|could|please|pls|add|remove|make|show|sort|put|give|let)\b)/i.test(t.tail))
      return { e: t.e, rest: t.tail.replace(/^[,:-]+\s*/, '') };
  }
  // "musicians - section (…)", "recovery outcome on launches: …" is a field; "members: …" a heading
  if ((m = /^(?:the\s+)?([a-z][a-z ]{0,30}?)\s*(?::|\s[-–—]+)\s*(.+)$/i.exec(c))) {
    const e = findEntity(ctx.model, m[1]);
    if (e) return { e, rest: m[2] };
  }
  return undefined;
}

/** "the faction thing", "the where found bit": the field a phrase names, in the scope's entity or any. */
function fieldOf(ctx: Ctx, phrase: string, scope?: EntitySpec): { e: EntitySpec; name: string; exists: boolean } | undefined {
  const p = phrase
    .trim()
    .replace(/^["'“]|["'”]$/g, '')
    .replace(/\s+(?:thing|bit|one|field|column|box|option)(?=\s+of\s|$)/i, '')
    .replace(/["'“”]/g, '')
    .trim();
  if (!p || p.split(/\s+/).length > 6) return undefined;
  try {
    let r = resolveField(ctx, scope ? `${p} of ${label(scope)}` : p);
    // "launch site" under launches: the entity's own name said before its field
    if (scope && !r?.f) {
      const bare = resolveField(ctx, p);
      if (bare?.f && bare.e === scope) r = bare;
    }
    if (r?.f) return { e: r.e, name: r.f.name.replace(/_/g, ' '), exists: true };
    // "the phone number" for phone, "the dob" never: a field whose words all begin the phrase, the only one
    const ws = words(p);
    const owners = scope ? [scope] : r ? [r.e] : ctx.model.entities;
    const partial = owners.flatMap((o) =>
      o.fields
        .filter((x) => x.type !== 'relation' && words(x.name).every((w, i) => ws[i] === w) && ws.length > words(x.name).length)
        .map((x) => ({ o, x })),
    );
    if (
      partial.length === 1 &&
      ws.length - words(partial[0].x.name).length === 1 &&
      /^(?:number|no|field|details?|info|value)$/.test(ws.at(-1) ?? '')
    )
      return { e: partial[0].o, name: partial[0].x.name.replace(/_/g, ' '), exists: true };
    // "the height" for height_cm: the only field whose name begins with the phrase (a unit or a qualifier after it)
    const prefixed = owners.flatMap((o) =>
      o.fields
        .filter((x) => x.type !== 'relation' && words(x.name).length > ws.length && ws.every((w, i) => words(x.name)[i] === w))
        .map((x) => ({ o, x })),
    );
    if (prefixed.length === 1) return { e: prefixed[0].o, name: prefixed[0].x.name.replace(/_/g, ' '), exists: true };
    if (r && scope) return { e: r.e, name: r.name, exists: false };
  } catch {
    return undefined;
  }
  return undefined;
}

/** A type said in users' words, in the words the field rules take ("money" is a decimal number). */
function typeWord(t: string): string {
  const w = t.toLowerCase().replace(/\s+/g, ' ');
  if (/^(?:money|currency|an? amount)$/.test(w)) return 'decimal';
  if (/^(?:count|whole number)$/.test(w)) return 'whole number';
  if (/^(?:yes\/no|checkbox|tick ?box|true\/false)$/.test(w)) return 'yes/no';
  if (/^(?:link|url|photo|image)$/.test(w)) return 'url';
  return w;
}

/** "X should be <predicate>": a rename, a requirement, a type, a sort or a set of choices. */
function predicate(ctx: Ctx, subject: string, pred: string, scope?: EntitySpec): string[] | undefined {
  const p = pred.trim().replace(/\s+(?:instead|now|please|too|as\s+well)$/i, '');
  let m: RegExpExecArray | null;
  const asEntity = scope && !subject ? scope : findEntity(ctx.model, subject);
  // "each travel guide should be about one of the attractions", "the winner should be one of the members":
  // what is chosen from other records is a link to them
  const chosen =
    /^(?:(?:about|for|from|of|at|in|by|linked\s+to|connected\s+to|assigned\s+to|chosen\s+from|picked\s+from|selected\s+from)\s+)?(?:one|any)\s+of\s+(?:the\s+|our\s+|those\s+|these\s+)?(.+)$/i.exec(
      p,
    );
  const pool = chosen ? (/^(?:them|those|these)$/i.test(chosen[1]) ? ctx.lastEntity : findEntity(ctx.model, chosen[1])) : undefined;
  if (chosen && pool) {
    const f = asEntity && findEntity(ctx.model, subject) === asEntity ? undefined : fieldOf(ctx, subject, scope);
    if (f?.exists) return [`make the ${f.name} field of ${label(f.e)} a link to ${label(pool)}`];
    // "the leader should be one of the walkers" where walks link to a Leader record of their own: the leader IS
    // one of them (no "about"/"for" before "one of"), so the one link to Leader now points at the pool
    const roleLinks =
      asEntity && /^(?:one|any)\s/i.test(p)
        ? ctx.model.entities.flatMap((e) =>
            e === asEntity ? [] : e.fields.filter((x) => x.type === 'relation' && x.target === asEntity.name).map((x) => ({ e, x })),
          )
        : [];
    if (roleLinks.length === 1 && pool !== asEntity)
      return [`make the ${roleLinks[0].x.name} field of ${label(roleLinks[0].e)} a link to ${label(pool)}`];
    return asEntity ? [`link ${label(asEntity)} to ${label(pool)}`] : undefined;
  }
  if (asEntity && (!fieldOf(ctx, subject, scope) || asEntity.fields.length === 0 || findEntity(ctx.model, subject) === asEntity)) {
    // "lead sources should be a list we can manage": records of their own, as they already are
    if (
      /^(?:an?\s+)?(?:list|table|set|register)\s+(?:that\s+)?(?:we|i|users?|admins?|staff|you)\s+can\s+(?:manage|edit|maintain|change|update|add\s+to)$/i.test(
        p,
      )
    ) {
      ctx.lastEntity = asEntity;
      throw new AlreadySo(`${asEntity.name} records can already be managed.`);
    }
    if ((m = /^(?:called|named|renamed(?:\s+to)?|known\s+as)\s+(.+)$/i.exec(p))) return [`rename ${label(asEntity)} to ${m[1]}`];
    if ((m = /^(?:sorted|ordered|listed|arranged)\s+(?:by\s+)?(.+)$/i.exec(p)))
      return /^(?:newest|latest|most\s+recent)(?:\s+(?:first|at\s+the\s+top))?$/i.test(m[1])
        ? [`sort ${label(asEntity)} by newest`]
        : [`sort ${label(asEntity)} ${/^alphabetically\b/i.test(m[1]) ? '' : 'by '}${m[1]}`];
    return undefined;
  }
  const f = fieldOf(ctx, subject, scope);
  if (!f) return undefined;
  const of = `${f.name} of ${label(f.e)}`;
  if ((m = /^(?:called|named|renamed(?:\s+to)?|labell?ed|known\s+as)\s+(.+)$/i.exec(p)))
    return [`rename the ${f.name} field of ${label(f.e)} to ${m[1]}`];
  if (/^(?:required|mandatory|compulsory|optional|filled\s+in)$/i.test(p))
    return [`make the ${of} ${/optional/i.test(p) ? 'optional' : 'required'}`];
  if ((m = TYPE_WORDS.exec(p)) && f.exists) return [`the ${of} should be ${typeWord(m[1])}`];
  // "a dropdown: imperial, chaos …", "a choice of new, like new, used", "L1, L2 or L3"
  const values = p
    .replace(
      /^(?:an?\s+)?(?:dropdown|drop-down|drop\s+down|select|choice|pick\s*list|list|menu|option)(?:\s+(?:field|box|list))?(?:\s+(?:of|with|between|from))?(?:\s+(?:the\s+)?(?:options|values|choices))?\s*[:-]?\s*/i,
      '',
    )
    .replace(/^(?:one\s+of|either)\s+/i, '')
    .replace(/^\(|\)$/g, '');
  if (VALUES.test(values)) {
    const list = values.replace(/\s*\/\s*|\s*,?\s+(?:or|and)\s+/gi, ', ');
    return [f.exists ? `change the ${f.name} field of ${label(f.e)} to (${list})` : `add ${f.name} (${list}) to ${label(f.e)}`];
  }
  return undefined;
}

/**
 * The clause read again, or undefined when the reading finds nothing it can place. An empty list: the
 * clause only greets or thanks.
 */
export function readClause(ctx: Ctx, clause: string, heading: (entity: string, rest: string) => string): string[] | undefined {
  let c = clause.trim().replace(/[.!?]+$/, '');
  for (const [re, to] of CONTRACTIONS) c = c.replace(re, to);
  for (let i = 0; i < 4 && PADDING.test(c); i++) c = c.replace(PADDING, '').trim();
  if (!c) return [];
  c = c.replace(POLITE, '').trim();
  // "it would be great if classes had a capacity": the wish after "if" is said in the past; it asks the present
  const wish = /\bif\s+$/i.test(HEDGE.exec(c)?.[0] ?? '');
  c = c.replace(HEDGE, '').replace(POLITE, '').trim();
  if (wish)
    c = c
      .replace(/^((?:[a-z']+\s+){1,4}?)(?:had)\s+/i, '$1should have ')
      .replace(/^((?:[a-z']+\s+){1,4}?)(?:was|were)\s+/i, '$1should be ');
  // "… required please and thank you": politeness at the end, and the conjunction it leaves
  c = c.replace(/(?:\s*,?\s+(?:please|pls|plz|thanks|thank\s+you|cheers|ta|x+))+(?:\s+(?:and|&))?$/i, '').trim();
  // "Just one thing - …", "couple of changes: …": a lead-in that names nothing of the app and asks nothing
  const lead = /^([a-z][a-z' ]{2,30}?)\s*(?::|\s[-–—]+)\s*(.+)$/i.exec(c);
  if (
    lead &&
    lead[1].trim().split(/\s+/).length <= 5 &&
    /\b(?:thing|things|change|changes|request|requests|tweak|tweaks|question|one|bits?|fix|fixes|edits?)$/i.test(lead[1].trim()) &&
    !findEntity(ctx.model, lead[1]) &&
    !VALUES.test(lead[2].trim())
  )
    c = lead[2].trim();
  // "armies need: a colour scheme, …": the colon after the verb only introduces what follows
  c = c.replace(/^(.+?\b(?:needs?|wants?|should\s+(?:have|get|show)|gets?|has|have|add|include))\s*:\s*/i, '$1 ');
  // "on the matches page", "for iftar nights": only where the requests after it apply
  const where = /^(?:(?:on|in|for|under|at)\s+)(?:the\s+|that\s+|our\s+)?(.+)$/i.exec(c)?.[1] ?? c;
  const scoped = screenEntity(ctx, where) ?? (where !== c ? findEntity(ctx.model, where) : undefined);
  if (scoped) {
    ctx.lastEntity = scoped;
    return [];
  }
  const out = readRequest(ctx, c, heading);
  if (out) return out;
  // ", its for balancing the boat": the reason is not part of the request
  const reason = REASON.exec(c);
  if (reason && reason.index > 0) return readRequest(ctx, c.slice(0, reason.index), heading) ?? [c.slice(0, reason.index)];
  // "… so walkers can write how the dog behaved", "… in order to call in emergencies": what the request is
  // for is no part of it (noted); ", which is optional": a field is optional unless made required
  const tail = PURPOSE.exec(c) ?? OPTIONAL.exec(c);
  if (tail && tail.index > 0) {
    const rest = c.slice(0, tail.index).trim();
    if (PURPOSE.test(tail[0])) ctx.warnings.push(`"${tail[0].trim().replace(/^,\s*/, '')}" was read as what the request is for.`);
    return readRequest(ctx, rest, heading) ?? [rest];
  }
  // (greetings, politeness or a hedge taken off: the rest is read by the specific rules)
  return c !== clause.trim().replace(/[.!?]+$/, '') ? [c] : undefined;
}

function readRequest(ctx: Ctx, text: string, heading: (entity: string, rest: string) => string): string[] | undefined {
  let c = text.trim();
  let m: RegExpExecArray | null;
  const scope = scopeOf(ctx, c);
  const e = scope?.e;
  if (scope) c = scope.rest.replace(POLITE, '').trim();
  // "each battle is between two members, can battles link to …": a fact, then the question that asks
  if ((m = /^(.+?),\s*(?:so\s+)?((?:can|could|would|please|pls)\s+.+)$/i.exec(c)) && isStatement(m[1]))
    return readRequest(ctx, m[2].replace(POLITE, ''), heading) ?? [m[2]];
  // "plan set lists: a gig has many charts": a lead-in that names nothing of the app, then the request
  // (a heading that names records the app lacks, "families: add an email", is no lead-in: it stays unplaced)
  if (
    (m = /^([a-z][a-z' ]{2,40}):\s*(.+)$/i.exec(c)) &&
    !e &&
    tokens(m[1])[0]?.tags.some((t) => t === 'Verb' || t === 'Imperative' || t === 'Infinitive') &&
    !findEntity(ctx.model, m[1]) &&
    !fieldOf(ctx, m[1]) &&
    !VALUES.test(m[2].trim())
  ) {
    // ("Add time tracking: a button within each task that starts a timer …": after a request, a noun phrase
    // that is no statement and no list only explains the feature asked for)
    if (/^(?:add|include|introduce|implement|support|enable|provide|create|track|keep)\s/i.test(m[1]) && explainsFeature(m[2])) {
      ctx.warnings.push(`"${m[2].trim()}" was read as what "${m[1]}" is.`);
      return readRequest(ctx, m[1], heading) ?? [m[1]];
    }
    return readRequest(ctx, m[2], heading) ?? [m[2]];
  }
  // "add that link", "link them up": the link the statement before says ("every toy goes to one family")
  if (
    /^(?:add|make|create|put\s+in|set\s+up)\s+(?:that|this|the)\s+(?:link|connection|relationship)$|^(?:link|connect)\s+(?:them|those|these|the\s+two)(?:\s+up|\s+together)?$/i.test(
      c,
    )
  ) {
    const named = mentioned(ctx, ctx.statement ?? '');
    return named.length === 2 ? [`link ${label(named[0])} to ${label(named[1])}`] : undefined;
  }
  // "I'd like to see the upcoming ones": seeing records is a page of them; "ones" are the scope's records
  if (e) {
    c = c.replace(/^(?:(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:like|love)\s+to\s+|(?:i|we)\s+(?:want|need)\s+to\s+)?see\s+/i, 'show ');
    c = c.replace(/\b(?:the\s+)?(?:[a-z]+\s+)?(ones)\b/i, (all) => all.replace(/ones$/i, label(e!)));
  }
  // "add a way to record …", "add the ability to mark a cake as seasonal", "give staff an option to …": a
  // feature said as what it lets people do is that act
  if ((m = ABILITY_TO.exec(c)) && m[0].length < c.length) {
    const act = c.slice(m[0].length).trim();
    return readRequest(ctx, act, heading) ?? capability(ctx, `users should be able to ${act}`) ?? [act];
  }
  // "The system shall allow …", "Ability to archive bookmarks", "It would be nice to be able to tag …",
  // "Tracking the reading history of members": a requirement line or a wish only wraps the act (edit-voice.ts)
  const wanted = askedAct(c);
  if (wanted) {
    const { act } = wanted;
    if (OWN_REQUEST.test(act)) return readRequest(ctx, act, heading) ?? [act];
    return readRequest(ctx, act, heading) ?? capability(ctx, `${wanted.actor ?? 'users'} should be able to ${act}`) ?? [act];
  }
  // "Add Staff Management (e.g., badge number, shift, grade)": the management of records the app keeps,
  // with a list in brackets, is those details of the records (when at least one of them reads as a field)
  if (
    !e &&
    (m =
      /^(?:add|create|include|build|set\s+up|implement|introduce|provide)\s+(?:an?\s+|the\s+)?(.+?\s+(?:management|information|info|details|data|records?))\s*\(\s*(?:e\.?g\.?|i\.?e\.?|such\s+as|for\s+example|including|incl\.?)?[\s,:]*([^()]+?)[\s,]*(?:etc\.?)?\s*\)$/i.exec(
        c,
      ))
  ) {
    const own = findEntity(ctx.model, m[1]);
    const items = m[2]
      .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/i)
      .map((x) => x.trim())
      .filter(Boolean);
    if (own && items.length && items.every((x) => x.split(/\s+/).length <= 4) && items.some((x) => isFieldWord(x)))
      return [`add ${items.slice(0, -1).join(', ')}${items.length > 1 ? ' and ' : ''}${items[items.length - 1]} to ${own.name}`];
  }
  const told = userStory(ctx, c, heading);
  if (told) return told;
  const passive = agentPassive(ctx, c) ?? partsOf(ctx, c);
  if (passive) return passive;
  // "dogs can be marked as neutered", "… and some can be flagged as urgent": records that can be marked so
  // are marked by people (a pronoun or "some" is of the records spoken of)
  if (
    (m =
      /^(?:(?:some|many|all|any|most)\s+(?:of\s+)?)?(.*?)\s*\b(?:can|could|should|may|must|will)\s+(?:also\s+)?be\s+(?:mark|flagg?)ed\s+as\s+(.+)$/i.exec(
        c,
      ))
  ) {
    const subject = m[1].replace(/^(?:the|them|these|those|they|it|ones)$/i, '').trim();
    const own = subject
      ? findEntity(ctx.model, subject)
      : (e ?? (ctx.lastEntity && ctx.model.entities.includes(ctx.lastEntity) ? ctx.lastEntity : undefined));
    const marked = own ? capability(ctx, `users should be able to mark ${label(own)} as ${m[2]}`) : undefined;
    if (marked) return marked;
  }
  // "transactions can be recurring", "notes can be private", "lists can be shared": a state the app's records can
  // be in is marked so (what any record can undergo, "deleted", "edited", "viewed", is no state of theirs)
  if (
    (m =
      /^(?:the\s+|all\s+|some\s+|our\s+|my\s+)?(.+?)\s+(?:can|could|may|might|should)\s+(?:also\s+|now\s+|optionally\s+)?be\s+([a-z]+)$/i.exec(
        c,
      ))
  ) {
    const own = findEntity(ctx.model, m[1]);
    const state = tokens(m[2])[0];
    if (
      own &&
      state &&
      !UNDERGONE.test(m[2]) &&
      (state.tags.includes('Adjective') || state.tags.includes('Gerund') || state.tags.includes('PastTense'))
    ) {
      const marked = capability(ctx, `users should be able to mark ${label(own)} as ${m[2]}`);
      if (marked) return marked;
    }
  }
  // "mark a cake as seasonal": what people mark records as is a state the records keep
  if (/^(?:mark|flag)\s/i.test(c)) {
    const marked = capability(ctx, `users should be able to ${c}`);
    if (marked) return marked;
  }
  const asked = whField(ctx, c);
  if (asked) return asked;
  const paid = payments(ctx, c);
  if (paid) return paid;
  const able = capability(ctx, c);
  if (able) return able;
  // "make the phone number on families required", "make the fee money": said of the field, as "X should be Y"
  // (not "make the price a number": a type asked for with "make" was left to the field rules before)
  if (
    (m =
      /^make\s+(?:the\s+)?(.+?)\s+((?:required|mandatory|compulsory|optional)|(?:an?\s+)?(?:dropdown|drop-down|choice|select)\b.*)$/i.exec(
        c,
      ))
  ) {
    const subject = m[1].replace(/\s+(?:on|of|in|for)\s+(?:the\s+)?(.+)$/i, (all, x: string) =>
      findEntity(ctx.model, x) ? ` of ${x}` : all,
    );
    const r = predicate(ctx, subject, m[2], e);
    if (r) return r;
  }
  // "can races be called regattas", "could the families be called households": the question asks for it
  if (
    (m =
      /^(?:can|could|should|would|will|shall)\s+(?!(?:we|i|you|u)\b)(.+?)\s+(be|have|get|show|link|belong|go|say|record)\b\s*(.*)$/i.exec(
        c,
      ))
  )
    c = `${m[1]} should ${m[2]} ${m[3]}`.trim();
  // "battles should link to the members": the link asked for
  c = c.replace(
    /^(?:the\s+)?(.+?)\s+(?:should|must|need\s+to|needs\s+to)\s+(?:link|connect|be\s+linked|be\s+connected)\s+(?:to|with)\s+/i,
    'link $1 to ',
  );
  // ("… linked to one of them": the one is any of those records)
  c = c.replace(/^(link\s+.+?\s+to\s+)(?:one|any)\s+of\s+(?:the\s+|our\s+)?/i, '$1');
  // "take it off", "get rid of that": the field a statement before the comma named
  if (
    (m =
      /^(.+?)(?:\s+any\s?more|\s+now)?\s*,\s*(?:so\s+)?(?:please\s+)?(take|get\s+rid\s+of|remove|delete|drop|lose|ditch|hide|bin)\s+(?:it|that|them|those)(?:\s+(?:off|out|away))?$/i.exec(
        c,
      ))
  ) {
    for (const x of m[1].matchAll(/\b(?:the|that|our|a)\s+/gi)) {
      const tail = m[1].slice(x.index + x[0].length);
      const toks = tail.split(/\s+/);
      for (let n = Math.min(toks.length, 6); n >= 1; n--) {
        const phrase = toks.slice(0, n).join(' ');
        const f = fieldOf(ctx, phrase.replace(/\s+(?:on|of|in|for|from)\s+(?:the\s+)?(.+)$/i, ' of $1'), e);
        if (f?.exists) return [`remove the ${f.name} field from ${label(f.e)}`];
      }
    }
    return undefined;
  }
  for (const [re, to] of VERB_SYNONYMS) if (re.test(c) && !/^(?:remove|add)\s/i.test(c)) c = c.replace(re, to);
  // "make the whole app dark", "make everything purple": the app is "it"
  c = c.replace(/^(make|turn|set|switch|change)\s+(?:the\s+(?:whole\s+|entire\s+)?(?:app|thing|site|application)|everything)\b/i, '$1 it');
  // "races this month", "retreats coming up": the records first, then when
  if (
    (m =
      /^(.+?)\s+(today|tomorrow|this\s+week|this\s+month|next\s+week|next\s+month|coming\s+up|due\s+soon)(?:\s+(?:on|in)\s+(?:a|an|its|their)\s+(?:own\s+|separate\s+|new\s+)?(?:page|view|screen|tab))$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1])
  )
    return [`add a page of ${m[2].replace(/coming\s+up|due\s+soon/i, 'upcoming')} ${m[1]}`];
  // "add the function of leave requests, with …": the function is the records it keeps; the comma before
  // "with" only pauses
  c = c
    .replace(
      /^(?:add|include|introduce|implement|support)\s+(?:the\s+|a\s+)?(?:function(?:ality)?|feature|module)\s+(?:of|for)\s+/i,
      'add ',
    )
    .replace(/^(add\s+[^,]+?),\s+(?:each\s+|every\s+one\s+|all\s+)?(with\s)/i, '$1 $2');
  // "add … rating rooms, from 1 to 5 stars": the act on the records, said with the values it takes, is a field of theirs
  if ((m = /^add\s+([a-z]+ing)\s+(.+?),?\s+((?:from|between)\s+\d+\s+(?:to|and)\s+\d+.*)$/i.exec(c)) && findEntity(ctx.model, m[2]))
    return [`add a ${m[1]} (${m[3]}) to ${m[2]}`];
  // "add a list of scenarios too (…)", "keep a list of umpires with …": the list is the records
  c = c
    .replace(/\b(?:keep|have|make|add|create|start|maintain)\s+(?:a\s+)?(?:list|table|register|record|log)\s+of\s+/i, 'add ')
    .replace(/^(add\s+[a-z]+(?:\s+[a-z]+)?s)\s+(?:too|as\s+well|also)\b/i, '$1');
  // "members can own lots of armies", "a family brings several toys": many of one said of another
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+)?([a-z]+(?:\s+[a-z]+)??)\s+(?:can\s+|may\s+|will\s+|often\s+|usually\s+|sometimes\s+)?([a-z]+)\s+(?:lots\s+of|loads\s+of|many|several|multiple|a\s+few|a\s+number\s+of|more\s+than\s+one)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1]) &&
    findEntity(ctx.model, m[3]) &&
    !/^(?:has|have|needs?|wants?|is|are)$/i.test(m[2])
  )
    return [`${m[1]} have many ${m[3]}`];
  // "each match gets an umpire", "every toy goes to one family", "each race uses one boat": whatever the
  // verb, one record said of each of another is a link to it ("a payment takes place on exactly one account")
  if (
    (m =
      /^(?:each|every|a|an|the)\s+([a-z]+(?:\s+[a-z]+)??)\s+(?:(?:is|are)\s+)?([a-z]+)(?:\s+(?:place|part))?(?:\s+(?:out\s+of|off|to|in|on|at|for|with|from|by|into|onto))?\s+(?:an?|one|a\s+single|exactly\s+one|just\s+one|only\s+one)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        c,
      )) &&
    !/^(?:has|have|needs?|wants?|should|must|can|could)$/i.test(m[2])
  ) {
    // ("a payment takes place on exactly one account" where no payments are kept: the records said of one of
    // a kept kind are presumed, added first)
    const presumed = findEntity(ctx.model, m[1]) ? undefined : presumedRecords(ctx, pluralPhrase(m[1].toLowerCase()));
    if (presumed && findEntity(ctx.model, m[3]) && /^(?:an?|each|every)$/i.test(c.split(/\s+/)[0]))
      return [`add ${presumed}`, `link ${presumed} to ${m[3]}`];
  }
  if (m && findEntity(ctx.model, m[1]) && !/^(?:has|have|needs?|wants?|should|must|can|could)$/i.test(m[2])) {
    if (findEntity(ctx.model, m[3])) return [`link ${m[1]} to ${m[3]}`];
    // "each territory is covered by one sales rep", "each goal is assigned to a family member": a person
    // something is done by or given to, whom the app does not keep yet, is a new kind of record it links to
    const person = /\s(?:is|are)\s+[a-z]+(?:ed|en|t)\s+(?:by|to)\s/i.test(c) ? resolveNoun(m[3].toLowerCase()) : undefined;
    if (person?.kind !== 'person') return undefined;
    const people = pluralLabel(person.name).toLowerCase();
    return [`add ${people}`, `link ${m[1]} to ${people}`];
  }
  if (
    (m =
      /^(?:each|every|a|an|the)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:gets?|is\s+given|is\s+assigned|has)\s+(?:an?|one)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1])
  )
    return findEntity(ctx.model, m[2]) ? [`link ${m[1]} to ${m[2]}`] : undefined;
  // "can we have the races sorted newest first", "I want the fee to be money": what the records or field should be
  if (
    (m =
      /^(?:(?:can|could|would)\s+(?:we|i|you)\s+|(?:i|we)\s*(?:'d|\s+would)?\s+(?:want|need|like|prefer)\s+)(?:have|get|see|make)?\s*(?:the\s+)?(.+?)\s+(?:to\s+be\s+)?((?:sorted|ordered|listed|arranged|called|named|renamed|required|mandatory|optional)\b.*)$/i.exec(
        c,
      ))
  )
    c = `${m[1]} should be ${m[2]}`;
  // "change the distance to a number", "turn the paid box into a yes/no": a type said as what it becomes
  if ((m = /^(?:change|turn|convert|switch|make)\s+(?:the\s+)?(.+?)\s+(?:in)?to\s+(.+)$/i.exec(c)) && TYPE_WORDS.test(m[2].trim()))
    c = `${m[1]} should be ${m[2]}`;
  if (
    (m =
      /^(?:the\s+|each\s+|every\s+)?(.+?)\s+(?:should|can|must|will)\s+(?:pick|choose|select|use|have)\s+one(?:\s+of\s+(?:them|those|these))?$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1]) &&
    ctx.lastEntity
  )
    return [`link ${m[1]} to ${label(ctx.lastEntity)}`];
  // "launches should say which rocket and who launched it": one link each
  if (
    (m =
      /^(?:the\s+|each\s+|every\s+)?(.+?)\s+(?:should|must|need\s+to|needs\s+to)\s+(?:say|show|record|note|store|know)\s+(which\s+.+?|who\s+.+?)\s+and\s+((?:which|who)\s+.+)$/i.exec(
        c,
      )) &&
    findEntity(ctx.model, m[1])
  ) {
    const links = [m[2], m[3]].map((x) => linkTarget(ctx, x));
    return links.every(Boolean) ? links.map((t) => `link ${m![1]} to ${t}`) : undefined;
  }
  // "link battles to the members who played": the relative clause only says which records
  if (
    (m = /^(link|connect|relate)\s+(.+?)\s+(?:to|with)\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:who|that|which|they)\s+.+$/i.exec(c)) &&
    findEntity(ctx.model, m[3])
  )
    return [`${m[1]} ${m[2]} to ${m[3]}`];
  // ", linked to their family and their class": the new records belong to each
  if ((m = /^(add\s+([a-z]+(?:\s+[a-z]+)?s)\s+with\s+.+?),?\s+(?:linked|connected|attached|tied)\s+to\s+(.+)$/i.exec(c))) {
    const owners = m[3].split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/).map((x) => x.replace(/^(?:their|its|the|an?|each)\s+/i, '').trim());
    if (owners.every((o) => findEntity(ctx.model, o))) return [m[1], ...owners.map((o) => `link ${m![2]} to ${o}`)];
  }
  // "<the field> should be <…>", "<entity> should be called …"
  if (
    (m =
      /^(?:the\s+)?(.*?)\s*(?:should|must|needs?\s+to|has\s+to|have\s+to|will|can|could)\s+(?:now\s+|just\s+|only\s+|also\s+)?be\s+(.+)$/i.exec(
        c,
      ))
  ) {
    const r = predicate(
      ctx,
      m[1].replace(/\s+(?:on|of|in|for)\s+(?:the\s+)?(.+)$/i, (all, x: string) => (findEntity(ctx.model, x) ? ` of ${x}` : all)),
      m[2],
      e,
    );
    if (r) return r;
  }
  // "result - won, lost or drawn", "recovery outcome on launches: chute ok / tangled / lost": a field and its choices
  if ((m = /^(.*?\S)\s*(?::|\s[-–—]+)\s*([^:()]+)$/i.exec(c)) && VALUES.test(m[2].trim())) {
    const list = m[2].trim().replace(/\s*\/\s*|\s*,?\s+(?:or|and)\s+/gi, ', ');
    const on = /^(.+?)\s+(?:on|of|for|in)\s+(?:the\s+)?(.+)$/i.exec(m[1]);
    if (on && findEntity(ctx.model, on[2])) return [`add ${on[1]} (${list}) to ${on[2]}`];
    if (e) return [`add ${m[1]} (${list}) to ${label(e)}`];
    const t = /^(.+?)\s+(?:should\s+have|should\s+get|needs?|gets?|has|have)\s+(?:an?\s+|the\s+)?(.+)$/i.exec(m[1]);
    if (t && findEntity(ctx.model, t[1])) return [`add ${t[2]} (${list}) to ${t[1]}`];
  }
  // "add a cake category (birthday, wedding)", "add an order note": a field said after the name of its record
  if (
    !e &&
    (m = /^(?:add|include|track|record|store)\s+(?:an?\s+|the\s+)?(?:new\s+)?([a-z]+)\s+([a-z]+(?:\s+[a-z]+)?)(\s*\([^()]*\))?$/i.exec(
      c.replace(/\s*:\s*([^:()]+)$/, (all, x: string) => (VALUES.test(x.trim()) ? ` (${x.trim()})` : all)),
    )) &&
    !isPluralWord(m[2].split(/\s+/).at(-1) ?? '')
  ) {
    const owner = findEntity(ctx.model, m[1]);
    if (owner && !findEntity(ctx.model, `${m[1]} ${m[2]}`) && !findEntity(ctx.model, m[2]))
      return [`add ${m[2]}${m[3] ?? ''} to ${label(owner)}`];
  }
  // "add the hospitals it is deployed at", "add lab results that test food quality", "add stock management": records
  // the app lacks, with words after them that only say what they are (no other rule placed the clause)
  // "add full-text search", "add a search feature": every list has a search box over its records' fields
  if (
    /^(?:add|include|enable|implement|build|provide|support|offer)\s+(?:an?\s+|the\s+)?(?:(?:full[- ]text|global|quick|instant|advanced|powerful|fast|simple|live|fuzzy|keyword|text)\s+)*search(?:ing)?(?:\s+(?:feature|function(?:ality)?|bar|box|capabilit(?:y|ies)|engine))?$/i.test(
      c,
    ) &&
    ctx.model.entities.some((x) => ctx.model.pageNames[x.name])
  )
    throw new AlreadySo("every list already has a search box over its records' fields.");
  if (!e) {
    const described = describedRecords(ctx, c);
    if (described) return described;
  }
  if (!e || /^(?:show|list|view|display)\b/i.test(c)) return c !== text.trim() ? [c] : undefined;
  // a request under the scope: "add a bib colour", "sort by weight", or fields said without a verb
  if (/^(?:add|include|track|record|store|remove|delete|drop|rename|make|set|mark|sort|order)\b/i.test(c)) return [heading(label(e), c)];
  if (/^(?:an?\s+|the\s+)?[a-z]/i.test(c) && !/\b(?:should|must|is|are|was|were|has|have)\b/i.test(c)) return [`add ${c} to ${label(e)}`];
  return undefined;
}

/** Acts said as an order to change the app itself: the edit rules read them as they are. */
const OWN_REQUEST =
  /^(?:add|remove|delete|drop|rename|sort|order|filter|link|connect|make|change|show|list|include|record|track|store|log|put|move|hide)\s/i;

/** The app's entities a sentence names, in order: "every toy goes to one family" → Toy, Family. */
function mentioned(ctx: Ctx, sentence: string): EntitySpec[] {
  const out: EntitySpec[] = [];
  const toks = sentence
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  for (let i = 0; i < toks.length; i++) {
    const two = toks[i + 1] ? findEntity(ctx.model, `${toks[i]} ${toks[i + 1]}`) : undefined;
    const e = two ?? findEntity(ctx.model, toks[i]);
    if (two) i++;
    if (e && !out.includes(e)) out.push(e);
  }
  return out;
}

/** "which rocket", "who launched it": the entity a link goes to (a person for "who"). */
function linkTarget(ctx: Ctx, phrase: string): string | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^which\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)\b/i.exec(phrase))) {
    const t = targetWithTail(ctx, m[1]);
    return t ? label(t.e) : undefined;
  }
  if (/^who\b/i.test(phrase)) {
    const people = ctx.model.entities.filter(isPersonEntity);
    return people.length === 1 ? label(people[0]) : undefined;
  }
  return undefined;
}

/** What a person does to records without changing what they are: no new link or record follows from it. */
const RECORD_CHORES =
  /^(?:view|see|browse|search|find|read|watch|check|look|manage|edit|update|change|modify|delete|remove|add|create|enter|input|export|import|download|upload|print|share|filter|sort|list|open|close|query|track|record|save|submit|post|publish|pay|rate|like|use|get)$/i;

/**
 * What every generated list already lets a person do, said in a user story: "search tasks (by title)" — each
 * list has a search box over its fields —, "see the number of tasks", "see how many tasks there are" — each
 * list says how many of its records are shown and the dashboard counts them. Nothing changes, unless the
 * search is by something the records do not keep yet ("search books by ISBN" adds it). Undefined for any
 * other act.
 */
function seenOnScreen(ctx: Ctx, act: string): string[] | undefined {
  let m: RegExpExecArray | null;
  if (
    (m =
      /^search\s+(?:for\s+)?(?:an?\s+|the\s+|their\s+|all\s+)?([a-z]+(?:\s+[a-z]+)?)(?:\s+by\s+(?:their\s+|its\s+|the\s+)?([a-z]+(?:\s+[a-z]+)?))?$/i.exec(
        act,
      ))
  ) {
    const e = findEntity(ctx.model, m[1]);
    if (!e) return undefined;
    if (m[2] && !fieldOf(ctx, m[2], e)?.exists) return [`add ${m[2]} to ${label(e)}`];
    throw new AlreadySo(`the ${pluralLabel(e.name)} list already has a search box over their fields.`);
  }
  if (
    (m =
      /^(?:see|view|know|check)\s+(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\s+(?:all\s+)?(?:the\s+|my\s+|their\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        act,
      )) ||
    (m = /^(?:see|know)\s+how\s+many\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:there\s+are|they\s+have|i\s+have|are\s+there|exist)$/i.exec(act))
  ) {
    const e = findEntity(ctx.model, m[1]);
    if (!e) return undefined;
    throw new AlreadySo(`the ${pluralLabel(e.name)} list shows how many there are, and the dashboard counts them.`);
  }
  return undefined;
}

/**
 * How a user story says an act is done on the screen, at its end: "by pressing a button", "by clicking on it",
 * "by typing its name and pressing Enter", "using a search box", "with a checkbox", "in an input field",
 * "from a dropdown", "in a table".
 */
const SCREEN_MEANS =
  /,?\s+(?:by\s+(?:(?:double-?)?click(?:ing)?|press(?:ing)?|tap(?:ping)?|typing|hitting|selecting|choosing|using|dragging|swiping|hovering|filling\s+in|entering|ticking|checking)\b.*|(?:using|with|via|through|from|in|on|into)\s+(?:an?|the|one)\s+(?:(?:search|input|text|check|drop-?down|select|toggle|edit|delete|add|submit|save|plus|\+)\s*)?(?:button|box|field|input|checkbox|dropdown|drop-?down(?:\s+(?:list|menu))?|menu|icon|link|modal|dialog|pop-?up|toggle|switch|slider|table|grid|text\s?box|form)\b.*)$/i;

/** A user story: "User can add a note to each task", "Users can sort recipes by time", "As a member, I want to …". */
const STORY =
  /^(?:as\s+(?:an?|the)\s+([a-z]+(?:\s+[a-z]+)?)\s*,?\s*(?:i|we)\s+(?:want\s+to|can|would\s+like\s+to|'d\s+like\s+to|need\s+to|should\s+be\s+able\s+to|must\s+be\s+able\s+to)|(?:the\s+|an?\s+|each\s+|every\s+|all\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:can|may|could|is\s+able\s+to|are\s+able\s+to))\s+(?:also\s+|easily\s+|quickly\s+|now\s+)*(.+)$/i;

/** Acts on records that a request in the imperative would turn into a change of the app itself ("delete a task"). */
const STORY_CHORES =
  /^(?:remove|delete|drop|rename|change|edit|update|modify|hide|move|replace|convert|turn|split|merge|clear|reset|close|open|use|log\s+in|login|sign\s+in|register|download|export|import|print|share|search|find|browse|manage|read|watch|check|look|navigate|go|click|select|choose|pick|toggle|switch\s+between)\b/i;

/**
 * A user story says what a person can do; the act is the request ("User can add a note to each task" adds
 * notes to tasks, "User can sort tasks by due date" sorts them). It is read first as a capability (cancel,
 * comment, rate, group, make records, mark, sign up), then as the same request in the imperative — never
 * for acts that, said as an order, would change the app instead of records ("User can delete a task" is no
 * request to delete the tasks). Undefined when the clause is no user story or its act places nothing.
 */
function userStory(ctx: Ctx, c: string, heading: (entity: string, rest: string) => string): string[] | undefined {
  const wish = storyWish(c);
  if (wish) return readRequest(ctx, wish, heading) ?? [wish];
  const m = STORY.exec(c);
  if (!m) return undefined;
  const actor = (m[1] ?? m[2]).toLowerCase();
  // ("a business owner", "a program officer": a role said with a word before it is still a person)
  const head = actor.split(/\s+/).at(-1) ?? actor;
  const person =
    /^(?:users?|i|we|you|admins?|administrators?|staff|people|everyone|anyone|visitors?|guests?|owners?|managers?)$/.test(head) ||
    resolveNoun(actor)?.kind === 'person' ||
    resolveNoun(head)?.kind === 'person' ||
    !!findEntity(ctx.model, actor);
  if (!person) return undefined;
  // ("… so that my list stays tidy", "… so that applicants know …": what the act is for is no part of it)
  const act = m[3]
    .replace(/,?\s+(?:so\s+that\s|so\s+(?:i|we|you|they|users?|people|it|my|our|their|the)\b|in\s+order\s+(?:to|that)\s).*$/i, '')
    // ("… at any time", "… online", "… in real time": when or how easily the act is done is no part of what it does)
    .replace(/,?\s+(?:at\s+any\s+time|any\s?time|at\s+a\s+glance|in\s+real[\s-]time|online|easily|quickly|later|from\s+anywhere)$/i, '')
    // ("… by pressing a button", "… using a search box", "… in an input field": the control the act is done
    // with on the screen is no part of what it does to records)
    .replace(SCREEN_MEANS, '')
    // ("see an input field where he can type the name of a new habit": the field shown is for entering it)
    .replace(
      /^see\s+(?:an?\s+|the\s+)?(?:input\s+field|input|text\s?box|text\s+field|text\s+area|textarea|field|form|box)\s+(?:where|in\s+which|to)\s+(?:(?:he|she|they|i|you|we|the\s+user|users?)\s+(?:can|could)\s+)?(?:type|enter|write|input|fill\s+in)\s+(.+)$/i,
      'enter $1',
    )
    // ("click on a recipe to see its ingredients": what opening a record shows is a field of it)
    .replace(
      /^(?:click|tap|press|select|open)\s+(?:on\s+)?(?:an?\s+|the\s+|any\s+|each\s+)?([a-z]+(?:\s+[a-z]+)?)\s+to\s+(?:see|view|read|show|display)\s+(?:its|their|the)\s+(.+)$/i,
      'see the $2 of each $1',
    )
    // ("… of a new habit": the record being made is one of its kind)
    .replace(/\b(an?|the|each)\s+new\s+(?=[a-z]+$)/i, '$1 ')
    // ("save my application as a draft": what a record is kept as is a state it is marked with)
    .replace(/^(?:save|keep|store|leave)\s+(.+?)\s+as\s+(?:an?\s+)?([a-z]+)$/i, 'mark $1 as $2')
    .trim();
  const screen = seenOnScreen(ctx, act);
  if (screen) return screen;
  const mine = ownRecords(ctx, actor, act);
  if (mine) return mine;
  const earned = earnedCount(ctx, actor, act);
  if (earned) return earned;
  const able = capability(ctx, `${/^(?:i|we|you)$/.test(actor) ? 'users' : actor} should be able to ${act}`);
  if (able) return able;
  let v: RegExpExecArray | null;
  // "select a category for each task", "choose a colour for each project", "assign a difficulty to each
  // recipe": a value picked for a record is a field of it (picking a record itself, "select a task", is no
  // change; assigning records to records, "assign tasks to projects", is a link)
  if (
    (v =
      /^(?:choose|select|pick|assign)\s+(?!(?:each|every|all|one|some|any|none)\s)(.+?)\s+(?:for|on|to|of)\s+(?:each\s+|every\s+|an?\s+|the\s+|any\s+|their\s+)?([a-z]+(?:\s+[a-z]+)?)(\s*\([^()]*\))?$/i.exec(
        act,
      )) &&
    findEntity(ctx.model, v[2]) &&
    !findEntity(ctx.model, v[1].replace(/^(?:an?|the|one|their)\s+/i, ''))
  )
    return [`add ${v[1]}${v[3] ?? ''} to ${v[2]}`];
  // "see the due date of each task", "view each recipe's cooking time", "edit the name of a habit": what is
  // seen or changed of a record is a field of it (already there: nothing to change)
  if (
    (v =
      /^(?:see|view|read|check|know|edit|change|update|modify)\s+(?:the\s+|a\s+|its\s+|their\s+)?(.+?)\s+(?:of|for|on)\s+(?:each\s+|every\s+|an?\s+|the\s+|any\s+|their\s+|my\s+|our\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        act,
      )) ??
    ((v = /^(?:see|view|read|check|know)\s+(?:each\s+|every\s+|an?\s+|the\s+)?([a-z]+(?:\s+[a-z]+)?)['’]s?\s+(.+)$/i.exec(act)) &&
      (v = [v[0], v[2], v[1]] as unknown as RegExpExecArray))
  ) {
    const e = findEntity(ctx.model, v[2]);
    const what = v[1].replace(/^(?:the|an?|its|their)\s+/i, '');
    if (
      e &&
      !findEntity(ctx.model, what) &&
      what.split(/\s+/).length <= 4 &&
      !/^(?:list|page|details?|info(?:rmation)?|all|everything|data)$/i.test(what)
    ) {
      const f = fieldOf(ctx, what, e);
      if (f?.exists && f.e === e) throw new AlreadySo(`${e.name} already has ${f.name}.`);
      return [`add ${what} to ${label(e)}`];
    }
  }
  const crud = recordChores(ctx, act);
  if (crud) return crud;
  if (STORY_CHORES.test(act)) return undefined;
  // "record when each book was bought", "see which trainer runs each class": the clause forms of recording
  // ("see which tasks are overdue" stays a list of them)
  if (
    /^(?:see|know|record|track|store|note)\s+(?:when|whether|who|the\s+(?:date|time)\s+(?:an?|each|every|the)\s|which\s+[a-z]+(?:\s+[a-z]+)?\s+[a-z]+\s+(?:each|every)\s)/i.test(
      act,
    )
  )
    return [act.replace(/^(?:see|know|track|store|note)\s/i, 'record ')];
  // "see recipes sorted by cooking time": the list sorted so
  if ((v = /^(?:see|view|list|get)\s+(?:all\s+)?(?:the\s+|their\s+)?(.+?)\s+(?:sorted|ordered|listed|arranged)\s+(by\s+.+)$/i.exec(act)))
    return [`sort ${v[1]} ${v[2]}`];
  // "categorise recipes (breakfast, lunch, dinner)": the kinds are a category of the records
  if ((v = /^(?:categori[sz]e|classify)\s+(?:the\s+|their\s+)?(.+?)(\s*\([^()]+\))?$/i.exec(act)) && findEntity(ctx.model, v[1]))
    return [`add a category${v[2] ?? ''} to ${v[1]}`];
  // "see a list of overdue tasks", "view tasks due today": seeing records is a page of them
  if ((v = /^(?:see|view|get)\s+(?:a\s+(?:list|page)\s+of\s+|all\s+(?:the\s+|of\s+the\s+)?)?(.+)$/i.exec(act))) return [`show ${v[1]}`];
  // "set a priority for each task", "enter an estimate for each task", "upload a photo for each task": what is
  // given to a record is a field of it
  if (
    (v =
      /^(?:set|enter|input|give|specify|record|store|note|save|upload|attach|add|write|type|fill\s+in)\s+(.+?)\s+(?:for|on|to|of|onto|with)\s+(?:each\s+|every\s+|an?\s+|the\s+|any\s+|their\s+)?([a-z]+(?:\s+[a-z]+)?)(\s*\([^()]*\))?$/i.exec(
        act,
      )) &&
    findEntity(ctx.model, v[2])
  )
    return [`add ${v[1]}${v[3] ?? ''} to ${v[2]}`];
  if ((v = /^(?:set|enter|input|give|specify|record|store|note|save)\s+(.+)$/i.exec(act)))
    return readRequest(ctx, `record ${v[1]}`, heading) ?? [`add ${v[1]}`];
  // (an act that is no request in the imperative, "include loads of pieces", is left to the other readings)
  return (
    readRequest(ctx, act, heading) ??
    (/^(?:add|track|record|store|sort|order|filter|link|connect|assign|attach|upload|group|tag|rate|comment|mark|flag|create|give|show|switch|keep|log|save)\s/i.test(
      act,
    )
      ? [act]
      : undefined)
  );
}

/**
 * "earn points", "collect stamps", "accumulate credits": a verb of earning a quantity over time, what is
 * earned (a plural, maybe with a word before it), then maybe what it is earned for.
 */
const EARNING =
  /^(?:earn|collect|accumulate|accrue|gain|win|rack\s+up|build\s+up|bank)\s+((?:[a-z]+\s+)?[a-z]+s)(?=$|,|\s+(?:for|on|per|with|by|when|whenever|from|based|each|every|after|as)\b)/i;

/**
 * "Customers can earn points for each trip booked", "members collect stamps on every visit": what a kind of
 * record earns, a plural of a counted word ("points", "credits", "miles"), is its running total, a number
 * field of the one who earns it (what it is earned for only says how it grows). Undefined when the earner is
 * no record of the app, or what is earned is a record ("win prizes") or no number.
 */
function earnedCount(ctx: Ctx, actor: string, act: string): string[] | undefined {
  const v = EARNING.exec(act);
  const e = findEntity(ctx.model, actor);
  if (!v || !e) return undefined;
  const what = v[1].toLowerCase();
  if (!isPluralWord(what.split(' ').at(-1) ?? '') || findEntity(ctx.model, what) || resolveNoun(what)?.catalog) return undefined;
  const f = inferField(what, () => undefined);
  if (!f || (f.type !== 'integer' && f.type !== 'number')) return undefined;
  if (e.fields.some((x) => x.name === f.name)) throw new AlreadySo(`${e.name} already has ${f.name}.`);
  return [`add ${what} to ${label(e)}`];
}

/** What anyone does with records that every entity's pages already allow: list, open, make, change, delete. */
const CHORE_VERBS =
  /^(?:create|add|make|enter|edit|update|change|modify|delete|remove|view|see|browse|list|read|open|manage|search(?:\s+for)?|find|look\s+(?:at|up)|keep\s+track\s+of|track)\s+(.+)$/i;

/** Verbs that only act on records already kept: they presume the kind but never ask for a new one. */
const KEPT_VERBS = /^(?:edit|update|change|modify|delete|remove|view|see|browse|list|read|open|search|find|look)\b/i;

/** Words for a person's own account, or for any records at all: never a kind of record a story asks for. */
const NO_RECORDS =
  /^(?:profile|account|password|setting|settings|data|information|info|detail|details|everything|anything|it|them|one|ones|item|items|record|records|entry|entries|list|page|app)$/i;

/**
 * "User can delete tasks", "As a user I can edit my to-dos", "Users can view all projects": acts on records
 * that every entity's list, detail and form pages already allow change nothing when the app keeps those
 * records; a story that makes or keeps track of records it lacks ("User can create invoices") presumes the
 * kind, which is added (a request said as an order, "delete tasks", would remove the entity instead).
 */
function recordChores(ctx: Ctx, act: string): string[] | undefined {
  const m = CHORE_VERBS.exec(act.trim());
  if (!m) return undefined;
  const object = m[1]
    .replace(
      /\s+(?:at\s+any\s+time|any\s?time|whenever\s+.+|when\s+.+|if\s+.+|later|easily|quickly|online|in\s+the\s+app|from\s+(?:the|a|one)\s+.+)$/i,
      '',
    )
    .replace(/^(?:and\s+|or\s+)?(?:a\s+list\s+of\s+|the\s+list\s+of\s+|all\s+(?:of\s+)?|any\s+|existing\s+|new\s+)+/i, '')
    .replace(/^(?:(?:my|our|their|his|her|your|the|an?|own|existing|new|saved|past|previous)\s+)+/i, '')
    .trim();
  if (!/^[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}$/i.test(object) || NO_RECORDS.test(object)) return undefined;
  const e = findEntity(ctx.model, object);
  if (e) throw new AlreadySo(`${pluralLabel(e.name)} can already be listed, opened, added, edited and deleted on their pages.`);
  if (KEPT_VERBS.test(m[0]) || !isPluralWord(object.split(/\s+/).at(-1) ?? '')) return undefined;
  const r = resolveNoun(object.toLowerCase());
  return r && r.kind !== 'person' ? [`add ${object}`] : undefined;
}

/** Past participles of the common irregular verbs ("who took the order": taken by). */
const IRREGULAR: Record<string, string> = wordTable({
  took: 'taken',
  wrote: 'written',
  gave: 'given',
  drove: 'driven',
  ran: 'run',
  saw: 'seen',
  chose: 'chosen',
  did: 'done',
  rode: 'ridden',
  broke: 'broken',
  spoke: 'spoken',
  began: 'begun',
  drew: 'drawn',
  threw: 'thrown',
  grew: 'grown',
  ate: 'eaten',
  stole: 'stolen',
  woke: 'woken',
  forgot: 'forgotten',
});

/** The past participle of a verb said in the past ("approved", "took" → "taken"); undefined for any other form. */
function pastParticiple(verb: string): string | undefined {
  const v = verb.toLowerCase();
  if (IRREGULAR[v]) return IRREGULAR[v];
  if (/^[a-z]{2,}ed$/.test(v) || PARTICIPLE.test(v)) return v;
  return undefined;
}

/**
 * A field asked for by the question it answers: "record who took the order" (taken by), "add a field for
 * how many people the cake serves" (a number of people). Who did something to a record is a name on it;
 * how many of something a record has or takes is a count on it. Undefined for any other clause.
 */
function whField(ctx: Ctx, c: string): string[] | undefined {
  const lead = String.raw`^(?:add|record|track|store|note|show|include|capture|log|keep\s+track\s+of|know|save)\s+(?:(?:an?\s+|the\s+)?(?:new\s+)?(?:field|column|box|place|spot)\s+(?:for|to\s+(?:record|store|track|show|say|note)|showing|saying|with|that\s+(?:says|shows|records))\s+|an?\s+)?`;
  let m: RegExpExecArray | null;
  if (
    (m = new RegExp(
      String.raw`${lead}who\s+([a-z]+)\s+(?:the\s+|each\s+|every\s+|an?\s+|this\s+|that\s+)?([a-z]+(?:\s+[a-z]+)?)$`,
      'i',
    ).exec(c))
  ) {
    const e = findEntity(ctx.model, m[2]);
    const done = pastParticiple(m[1]);
    if (e && done) return [`add ${done} by to ${label(e)}`];
    return undefined;
  }
  if (
    (m = new RegExp(
      String.raw`${lead}how\s+many\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:the\s+|each\s+|every\s+|an?\s+|this\s+)([a-z]+(?:\s+[a-z]+)?)\s+(?:can\s+|will\s+|should\s+)?([a-z]+)(?:\s+(?:on|in|at|for|with|to)\b.*)?$`,
      'i',
    ).exec(c))
  ) {
    const e = findEntity(ctx.model, m[2]);
    if (e && !findEntity(ctx.model, m[1])) return [`add the number of ${m[1]} to ${label(e)}`];
  }
  return undefined;
}

/** What any record can undergo in an app, or a judgement of it: "items can be deleted", "notes can be great" ask for no state. */
const UNDERGONE =
  /^(?:great|good|nice|better|best|awesome|amazing|easy|easier|simple|fast|faster|quick|useful|helpful|cool|beautiful|fun|possible|available|added|created|deleted|removed|edited|updated|changed|modified|viewed|seen|read|opened|searched|found|sorted|filtered|listed|shown|displayed|saved|stored|kept|downloaded|uploaded|exported|imported|printed|sent|emailed|copied|duplicated|moved|renamed|selected|clicked|accessed|used|managed|tracked|recorded|logged|entered)$/i;

/**
 * Verbs that put a record in a state, with the state's word and whether it is a stage of the record's life
 * (kept in its status when it has one) rather than a mark that comes and goes whatever the stage.
 */
const STATE_VERBS: Record<string, [state: string, lifecycle: boolean]> = wordTable({
  pin: ['pinned', false],
  star: ['starred', false],
  bookmark: ['bookmarked', false],
  favourite: ['favourite', false],
  favorite: ['favorite', false],
  feature: ['featured', false],
  highlight: ['highlighted', false],
  flag: ['flagged', false],
  lock: ['locked', false],
  mute: ['muted', false],
  hide: ['hidden', false],
  archive: ['archived', true],
  approve: ['approved', true],
  reject: ['rejected', true],
  publish: ['published', true],
  unpublish: ['unpublished', true],
  confirm: ['confirmed', true],
  verify: ['verified', true],
  complete: ['completed', true],
  resolve: ['resolved', true],
  accept: ['accepted', true],
  decline: ['declined', true],
  close: ['closed', true],
});

/**
 * The records a phrase names, said the way an act names its object: after an article or a word for how many
 * ("the", "any", "their"), with a word that says which of them before ("important messages") or where
 * they go after ("to the top", "for later").
 */
function recordsNamed(ctx: Ctx, phrase: string): EntitySpec | undefined {
  const p = phrase.replace(/^(?:an?|the|their|his|her|its|our|my|your|any|some|one\s+or\s+more|all(?:\s+the)?)\s+/i, '').trim();
  const e = findEntity(ctx.model, p);
  if (e) return e;
  let m: RegExpExecArray | null;
  if (
    (m = /^(.+?)\s+(?:to|at|on|in|into|onto|for|from|until|as)\s+(?:the\s+|a\s+)?([a-z]+(?:\s+[a-z]+)*)$/i.exec(p)) &&
    !findEntity(ctx.model, m[2])
  )
    return recordsNamed(ctx, m[1]);
  if ((m = /^([a-z]+)\s+(.+)$/i.exec(p)) && tokens(m[1])[0]?.tags.includes('Adjective')) return findEntity(ctx.model, m[2]);
  return undefined;
}

/**
 * "like a creation and leave a comment on it" → ["like a creation", "leave a comment on a creation"]; "pin
 * and archive messages" → ["pin messages", "archive messages"]: two acts joined by "and", the second's
 * pronoun or the first's missing object being the other's. Undefined when "and" joins no two acts.
 */
function coordinated(act: string): string[] | undefined {
  const m = /^(.+?)\s*,?\s+and\s+(?:then\s+|also\s+)?(.+)$/i.exec(act);
  if (!m) return undefined;
  let [first, second] = [m[1].trim(), m[2].trim()];
  const verb = /^([a-z]+)$/i.exec(first);
  if (verb) {
    const rest = /^[a-z]+(?:\s+(?:on|to|about|for|at|with|up))?\s+(.+)$/i.exec(second);
    if (!rest) return undefined;
    first = `${first} ${rest[1]}`;
  }
  const object = /^[a-z]+(?:\s+(?:up|on|to|for|at|with|about|of))?\s+(.+?)(?:\s+as\s+.+)?$/i.exec(first);
  if (!object || !/^[a-z]+\s/i.test(second)) return undefined;
  second = second.replace(/\b(?:it|them|those|these)\b/i, object[1]);
  return [first, second];
}

/** Contributions a person leaves on a record ("comment on posts"): each is a record of its own, linked to it. */
const CONTRIBUTIONS = /^(?:comment|reply|review|vote|note|message|question|answer|complaint|report)$/i;

/**
 * A capability asked for: "users should be able to cancel an order", "readers can comment on blog
 * posts", "volunteers should be able to sign up for events", "let users group videos into playlists".
 * What the verb does to the records decides the change: cancelling is a status a record can take, a
 * contribution is a record linked to what it is about, grouping is a new record the others belong to,
 * and any other act of one kind of record on another (sign up, book, join, enrol) links them. Undefined
 * when the clause asks for no capability or its verb is a chore on records any app already allows.
 */
function capability(ctx: Ctx, c: string): string[] | undefined {
  // ("approve leave requests" where no leave requests are kept: the act presumes them, added first)
  const presumed: string[] = [];
  const read = capabilityOf(ctx, c, presumed);
  return read && [...presumed.map((p) => `add ${p}`), ...read];
}

/** Paying for records, and how: "pay permit fees online", "pay for their bookings by card", "pay invoices". */
const PAYING =
  /^pay\s+(?:for\s+)?(?:the\s+|their\s+|my\s+|our\s+|your\s+|an?\s+|all\s+|each\s+)?([a-z]+(?:\s+[a-z]+){0,2}?)(?:\s+(?:online|by\s+card|in\s+the\s+app|through\s+the\s+app|in\s+advance|up\s?front|(?:via|with|using|through)\s+.+))?$/i;

/** Words for what is owed on a record: "permit fees" are owed on permits. */
const OWED = /\s+(?:fees?|bills?|charges?|dues|costs?|balances?|amounts?|deposits?)$/i;

/**
 * "Pay permit fees online", "members can pay their invoices": paying for a record the app keeps is a payment
 * of it (an amount and the date it was paid), as a creation gives paid-for records. Undefined when the act pays
 * for nothing the app keeps, or the records are themselves payments.
 */
function payments(ctx: Ctx, act: string): string[] | undefined {
  const m = PAYING.exec(act.trim());
  if (!m) return undefined;
  const owner = findEntity(ctx.model, m[1].replace(OWED, '')) ?? findEntity(ctx.model, m[1]);
  if (!owner || /(?:Payment|Transaction|Charge)$/.test(owner.name)) return undefined;
  const kept = findEntity(ctx.model, 'payments');
  if (kept) return kept.fields.some((f) => f.target === owner.name) ? undefined : [`link payments to ${label(owner)}`];
  return [`add payments with an amount and a paid date, linked to ${label(owner)}`];
}

/** capability(): the records an act's object names and the app lacks are pushed to `presumed` (to add first). */
function capabilityOf(ctx: Ctx, c: string, presumed: string[]): string[] | undefined {
  // "the app should let users …", "the system must allow members to …": the product is only the one who lets
  const said = c.replace(
    /^(?:the\s+|this\s+|our\s+)?(?:app|application|system|software|platform|site|website|tool|program)\s+(?:should|must|will|needs?\s+to|has\s+to)\s+(?:also\s+)?(?=let\s|allow\s)/i,
    '',
  );
  const m =
    /^(?:(?:the\s+|our\s+|all\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:should|must|need\s+to|needs\s+to|will|would)\s+(?:also\s+)?be\s+able\s+to|(?:let|allow)\s+(?:the\s+)?([a-z]+(?:\s+(?!to\s)[a-z]+)?)(?:\s+to)?)\s+(?:also\s+)?(.+)$/i.exec(
      said,
    );
  if (!m) return undefined;
  // ("let users keep accounts": the actor is one word when two name nothing, the second being the act's verb)
  const two = m[2] && /\s/.test(m[2]) && !findEntity(ctx.model, m[2]) ? /^(\S+)\s+(\S+)$/.exec(m[2]) : null;
  const actor = findEntity(ctx.model, two ? two[1] : (m[1] ?? m[2]));
  // ("tag nodes so they can find related ideas": what the capability is for is no part of it)
  let act = `${two ? `${two[2]} ` : ''}${m[3].trim()}`.replace(
    /,?\s+so\s+(?:that\s+)?(?:they|we|i|you|users?|people|everyone)\s+(?:can|could|will|may)\s+.+$/i,
    '',
  );
  const object = (phrase: string): EntitySpec | undefined => {
    const kept = recordsNamed(ctx, phrase);
    if (kept) return kept;
    const p = presumedRecords(ctx, phrase);
    if (!p) return undefined;
    if (!presumed.includes(p)) presumed.push(p);
    // (the records as they will be once added: no fields yet)
    return { name: pascal(singularPhrase(p)), description: '', fields: [] };
  };
  const paid = payments(ctx, act);
  if (paid) return paid;
  let v: RegExpExecArray | null;
  // "like a creation and leave a comment on it", "pin and archive messages": each act is a capability of its own
  const acts = coordinated(act);
  if (acts) {
    const subject = (two ? two[1] : (m[1] ?? m[2])).trim();
    const read: string[] = [];
    let already: AlreadySo | undefined;
    let placed = true;
    for (const a of acts) {
      try {
        const r = capability(ctx, `${subject} should be able to ${a}`);
        if (!r) {
          placed = false;
          break;
        }
        read.push(...r);
      } catch (err) {
        if (!(err instanceof AlreadySo)) throw err;
        already ??= err;
      }
    }
    if (placed && read.length) return read;
    if (placed && already) throw already;
  }
  // "pin messages to the top", "star a note", "archive old projects": a state the act puts a record in
  // ("flag recipes as tried": the state is the one said after "as", which the mark rule below reads)
  if ((v = /^([a-z]+)\s+(.+)$/i.exec(act)) && STATE_VERBS[v[1].toLowerCase()] && !/\sas\s/i.test(v[2])) {
    const [state, lifecycle] = STATE_VERBS[v[1].toLowerCase()];
    const e = object(v[2]);
    if (!e) return undefined;
    // (a stage in the records' life, "archived", "approved", is marked as the mark rule below does; a mark that
    // comes and goes whatever the stage, "pinned", "starred", is a yes/no of its own)
    if (lifecycle) {
      // ("complete tasks" whose status already has "done": one stage said two ways)
      const finished = /^(?:done|complete|completed|finished)$/;
      const status = e.fields.find((f) => f.type === 'enum' && /^(?:status|state|stage)$/.test(f.name));
      if (finished.test(state) && status?.values?.some((x) => finished.test(x)))
        throw new AlreadySo(`${e.name} can already be ${state} (its ${status.name}).`);
      act = `mark ${v[2]} as ${state}`;
    } else {
      if (e.fields.some((f) => f.type === 'boolean' && (f.name === state || f.name === `is_${state}`)))
        throw new AlreadySo(`${e.name} can already be ${state}.`);
      return [`add a ${state} checkbox to ${label(e)}`];
    }
  }
  // "like a creation", "upvote answers": many people's approval of a record is a count on it
  if ((v = /^(like|upvote|vote\s+(?:for|on|up))\s+(.+)$/i.exec(act))) {
    const e = object(v[2]);
    if (!e) return undefined;
    const counted = /^like/i.test(v[1]) ? 'likes' : 'votes';
    if (e.fields.some((f) => new RegExp(`(?:^|_)${counted}(?:_count)?$`).test(f.name)))
      throw new AlreadySo(`${e.name} already counts its ${counted}.`);
    return [`add the number of ${counted} to ${label(e)}`];
  }
  // "cancel an order": the record can be cancelled, a value of its status
  if ((v = /^cancel\s+(.+)$/i.exec(act))) {
    const e = object(v[1]);
    if (!e) return undefined;
    const status = e.fields.find((f) => f.type === 'enum' && /^(?:status|state)$/.test(f.name));
    if (!status) return [`add status (active, cancelled) to ${label(e)}`];
    if (status.values?.some((x) => /^cancel/.test(x))) throw new AlreadySo(`${e.name} can already be cancelled (its status).`);
    return [`change the status field of ${label(e)} to (${[...(status.values ?? []), 'cancelled'].join(', ')})`];
  }
  // "mark a cake as seasonal", "flag an order as urgent": a value of the records' status when they have one,
  // else a yes/no of theirs
  if ((v = /^(?:mark|flag)\s+(.+?)\s+as\s+(?:an?\s+|being\s+)?([a-z][a-z-]*(?:\s+[a-z-]+){0,3})$/i.exec(act))) {
    const e = object(v[1]);
    if (!e) return undefined;
    // ("mark rooms as favourites": each is marked a favourite)
    const said = v[2].toLowerCase();
    const state = /^[a-z]+s$/.test(said) && !PARTICIPLE.test(said) && isPluralWord(said) ? singular(said) : said;
    const key = state.replace(/[^a-z0-9]+/g, '_');
    const status = e.fields.find((f) => f.type === 'enum' && /^(?:status|state|stage)$/.test(f.name));
    if (status?.values?.includes(key)) throw new AlreadySo(`${e.name}.${status.name} already has ${key}.`);
    if (e.fields.some((f) => f.type === 'boolean' && (f.name === key || f.name === `is_${key}`)))
      throw new AlreadySo(`${e.name} can already be marked ${state}.`);
    // (a state a record reaches, "completed", "sold", "ready", is a stage of its status; a quality it has,
    // "important", "vegetarian", is a yes/no of its own)
    const reached =
      state.split(/\s+/).every((w) => PARTICIPLE.test(w)) ||
      /^(?:done|complete|finished|ready|active|inactive|open|closed|available|pending|resolved)$/.test(state);
    if (status && reached) return [`change the ${status.name} field of ${label(e)} to (${[...(status.values ?? []), state].join(', ')})`];
    return [`add a ${state} checkbox to ${label(e)}`];
  }
  // "comment on blog posts", "reply to messages": the contributions are records about the other
  // ("leave reviews on the trips they have taken, with a rating and a comment": what each has is said after
  // "with", the person who leaves them is their author, and a clause after the records only narrows them)
  const withFields = /,\s*with\s+(.+)$/i.exec(act);
  const contributed = withFields ? act.slice(0, withFields.index) : act;
  if (
    (v = /^(?:(?:leave|post|write|submit)\s+(?:an?\s+|some\s+)?|add\s+)?([a-z]+?)s?\s+(?:on|to|about|of|for)\s+(.+)$/i.exec(contributed)) &&
    CONTRIBUTIONS.test(v[1])
  ) {
    const e = object(v[2].replace(/\s+(?:that\s+|which\s+)?(?:they|he|she|we|you|i)\s+[a-z]+(?:\s+[a-z]+)?$/i, ''));
    if (!e) return undefined;
    const kind = v[1].toLowerCase();
    const kept = findEntity(ctx.model, kind);
    const out = kept
      ? [`link ${kind}s to ${label(e)}`]
      : [withFields ? `add ${kind}s with ${withFields[1]}` : `add ${kind}s`, `link ${kind}s to ${label(e)}`];
    if (withFields && kept) return undefined;
    if (withFields && actor && actor !== e && !kept) out.push(`link ${kind}s to ${label(actor)}`);
    return out;
  }
  // "group videos into playlists", "organise recipes in collections": the groups are records the others belong to
  if (
    (v =
      /^(?:group|organi[sz]e|sort|collect|gather|arrange|file|put)\s+(?:the\s+|their\s+)?(.+?)\s+(?:into|in)\s+(?:the\s+|their\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        act,
      ))
  ) {
    const e = object(v[1]);
    if (!e || !/s$/i.test(v[2])) return undefined;
    return findEntity(ctx.model, v[2]) ? [`link ${label(e)} to ${v[2]}`] : [`add ${v[2]}`, `link ${label(e)} to ${v[2]}`];
  }
  // "rate how satisfied they were with a resolved ticket, from 1 to 5", "rate recipes": a rating of the one record named
  if ((v = /^rate\s+(.+?)(?:,?\s+((?:from|between|out\s+of|on\s+a\s+scale\s+of)\s+\d.*))?$/i.exec(act))) {
    const direct = object(v[1]);
    const named = direct ? [direct] : mentioned(ctx, v[1]);
    if (named.length !== 1) return undefined;
    if (named[0].fields.some((f) => /(?:^|_)rating$/.test(f.name))) throw new AlreadySo(`${named[0].name} already has a rating.`);
    return [`add a rating${v[2] ? ` (${v[2]})` : ''} to ${label(named[0])}`];
  }
  const kept = keptRecords(ctx, actor, act);
  if (kept) return kept;
  // "volunteers should be able to sign up for events": one kind of record acting on another is a link
  if (
    actor &&
    (v = /^([a-z]+)(?:\s+(?:up|in|on|onto|into|out))?(?:\s+(?:for|to|on|in|into|onto|at|with))?\s+(.+)$/i.exec(act)) &&
    !RECORD_CHORES.test(v[1])
  ) {
    const e = object(v[2]);
    if (!e || e === actor) return undefined;
    return [`link ${label(actor)} to ${label(e)}`];
  }
  return undefined;
}

/** Verbs that bring records into being: what they make is a kind of record the app keeps. */
const MAKING = String.raw`(?:create|keep|log|record|schedule|plan|set\s+up|make|save|write|store|start|open|organi[sz]e|hold|run|add|submit|lodge|prepare|raise|post|issue|compose|draft)`;

/** Verbs that put a file on a record: what they put is a file field of that record. */
const ATTACHING =
  /^(?!attach\s+(?:an?\s+|the\s+|their\s+)?(?:[a-z]+\s+)?(?:notes?|comments?|remarks?)\s)(?:attach|upload|(?:add|scan)(?=\s+(?:an?\s+|the\s+|their\s+)?(?:[a-z]+\s+)?(?:receipts?|photos?|pictures?|images?|scans?|files?|documents?|attachments?|pdfs?|screenshots?|certificates?|contracts?)\s))\s+(?:an?\s+|the\s+|their\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:to|on|onto|with)\s+(?:an?\s+|the\s+|their\s+|each\s+|every\s+)?(.+)$/i;

/**
 * A capability that makes new records or files: "log contributions towards a goal, each with an amount
 * and a date" is a Contribution (amount, date) linked to Goal; "keep several bank accounts, each with a
 * name and a balance" is an Account; "schedule meetings" said of clubs is a Meeting of a club; "attach
 * receipts to expenses" is a receipt file on each expense; "tag nodes" gives nodes tags. Undefined when
 * what is made is already a record of the app (creating one is a chore the app allows) or names nothing.
 */
function keptRecords(ctx: Ctx, actor: EntitySpec | undefined, act: string): string[] | undefined {
  let v: RegExpExecArray | null;
  if ((v = ATTACHING.exec(act)) && /s$/i.test(v[1])) {
    const e = findEntity(ctx.model, v[2]);
    const attached = findEntity(ctx.model, v[1]);
    // (a file is one per record: "receipts" attached to "expenses" is a receipt photo on each; a word the
    // catalog takes for the records themselves, as "receipts" for expenses, is still the file)
    if (e && (!attached || attached === e)) return [`add a ${singular(v[1])} photo to ${label(e)}`];
  }
  if ((v = /^(tag|label)\s+(?:the\s+|their\s+)?([a-z]+(?:\s+[a-z]+)?)\b/i.exec(act))) {
    const e = findEntity(ctx.model, v[2]);
    if (e) return [`${label(e)} have many ${v[1].toLowerCase()}s`];
  }
  v = new RegExp(
    String.raw`^${MAKING}\s+(?:(?:several|many|multiple|some|a\s+few|their\s+own|their|my|our|new|any|an?|the|daily|weekly|monthly|quarterly|annual|yearly)\s+)*([a-z]+(?:\s+[a-z]+)?)(?:\s+(?:for|towards|toward|to|against|on|about|of|in|under|within)\s+(?:an?\s+|the\s+|their\s+|my\s+|our\s+|each\s+|every\s+|one\s+)?([a-z]+(?:\s+[a-z]+)?))?((?:\s*,\s*(?:like|such\s+as|e\.g\.)\s+[^,]+)?)(?:\s*,?\s*(?:each\s+|every\s+one\s+|all\s+)?with\s+(.+))?$`,
    'i',
  ).exec(act);
  if (!v || !/s$/i.test(v[1]) || findEntity(ctx.model, v[1])) return undefined;
  const owner = v[2] ? findEntity(ctx.model, v[2]) : undefined;
  if (v[2] && !owner) return undefined;
  const made = v[1].toLowerCase();
  // ("with a date and the book being discussed": a record of the app said with what it does there is that record)
  const fields = v[4]?.replace(
    /\b(?:the|an?|its|their)\s+([a-z]+)\s+(?:being|that|which|who|they|it)\b[^,]*?(?=\s*(?:,|\band\b|$))/gi,
    (all, noun: string) => (findEntity(ctx.model, noun) ? `the ${noun}` : all),
  );
  const out = [fields ? `add ${made} with ${fields}` : `add ${made}`];
  if (owner) out.push(`link ${made} to ${label(owner)}`);
  // ("clubs schedule meetings": what an app's own records make belongs to them)
  else if (actor) out.push(`link ${made} to ${label(actor)}`);
  return out;
}

/** "receipts" → "receipt": the one of a plural, for a field each record has once. */
function singular(phrase: string): string {
  return phrase
    .replace(/ies$/i, 'y')
    .replace(/(?:ches|shes|sses|xes)$/i, (x) => x.slice(0, -2))
    .replace(/([^s])s$/i, '$1');
}

/** What may follow records and only says what they are: a relative clause, or a phrase with a preposition. */
const DESCRIBING = String.raw`(?:that|which|who|whose|where|it|they|we|on|about|for|from|at|in|by|under|across)`;

/** Nouns for keeping records of something: "stock management", "water recordkeeping". */
const KEEPING = /^(?:management|tracking|recordkeeping|record[\s-]keeping|records?|logging|logs?|monitoring|register|registry)$/i;

/**
 * A request for records the app lacks, said with what they are: "add the hospitals it is deployed at", "add
 * lab results that test food quality", "add decisions on budgets and policies" (the records, the rest kept as
 * a note of what they are); "add stock management" (records of stock, where nothing kept has a stock);
 * "add the national HPV vaccination program" (one of a kind of record: the kind, named by its last nouns).
 * Undefined when the records are kept, are a field word, name no kind of record, or the words after them
 * name a kept record misspelt ("comments on taks" is a slip, not new records).
 */
function describedRecords(ctx: Ctx, c: string): string[] | undefined {
  const kind = (np: string) => {
    const r = resolveNoun(np);
    return !!r && !GENERIC_RECORD_WORDS.test(r.key);
  };
  const slip = (rest: string) =>
    rest
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3)
      .some((w) => {
        const one = singular(w);
        // (a slip keeps the first letter, and one letter in a short name)
        const near = (name: string) => name[0] === one[0] && editDistance(name, one) <= (name.length >= 6 ? 2 : 1);
        return !findEntity(ctx.model, w) && ctx.model.entities.some((x) => near(x.name.toLowerCase()));
      });
  let m = new RegExp(
    String.raw`^(add|include|introduce|create|keep|track)\s+(?:the\s+|some\s+|our\s+|their\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)\s+(${DESCRIBING}\b.*)$`,
    'i',
  ).exec(c);
  if (m) {
    const np = m[2].toLowerCase();
    if (!isPluralWord(np.split(/\s+/).at(-1) ?? '') || findEntity(ctx.model, np) || isFieldWord(np) || !kind(np) || slip(m[3]))
      return undefined;
    ctx.warnings.push(`"${m[3]}" was read as what the ${np} are.`);
    // ("allergens that each cake contains": a kept record the words name is what they are of)
    const of = mentioned(ctx, m[3]);
    return of.length === 1 ? [`${m[1]} ${np}`, `link ${np} to ${label(of[0])}`] : [`${m[1]} ${np}`];
  }
  m = /^(add|include|introduce|create)\s+(?:an?\s+|the\s+)?([a-z]+)\s+([a-z-]+(?:\s+keeping)?)$/i.exec(c);
  if (m && KEEPING.test(m[3])) {
    const np = m[2].toLowerCase();
    if (findEntity(ctx.model, np) || ctx.model.entities.some((x) => findField(x, np)) || !kind(np) || slip(np)) return undefined;
    return [`${m[1]} ${pluralPhrase(np)}`];
  }
  // ("the national HPV vaccination program": one of a kind, named by the nouns it ends with)
  m = /^(add|include|introduce)\s+the\s+((?:[a-z0-9-]+\s+){1,4})([a-z]+)$/i.exec(c);
  if (!m) return undefined;
  const head = m[3].toLowerCase();
  const before = m[2].trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const tags = tokens(before)[0]?.tags ?? [];
  const np = tags.includes('Noun') && !tags.some((t) => /Adjective|Acronym|ProperNoun|Value/.test(t)) ? `${before} ${head}` : head;
  if (isPluralWord(head) || findEntity(ctx.model, np) || findEntity(ctx.model, head) || isFieldWord(np) || !kind(np) || slip(np))
    return undefined;
  ctx.warnings.push(`"${c.replace(/^[a-z]+\s+the\s+/i, '')}" was read as one of the ${pluralPhrase(np)} the app now keeps.`);
  return [`${m[1]} ${pluralPhrase(np)}`];
}
