// The voices follow-up requests are written in besides the imperative (issue 18, session 23): a requirement
// line ("The system shall allow members to renew loans", "Ability to archive bookmarks", "Tracking the
// reading history of members") or a wish ("It would be nice to be able to tag bookmarks", "Would it be
// possible to …", "There is no way to …"). Each only wraps an act; the act is what is read (edit-reader.ts).

import { gerundStems, pluralPhrase, singularPhrase, tagTerms } from './nlp.ts';
import { tokens } from './grammar.ts';
import { type Ctx, findEntity, GENERIC_RECORD_WORDS, presumedRecords } from './edit-context.ts';
import { pluralLabel, resolveNoun } from './analyse.ts';
import { PARTICIPLE } from './edit-phrases.ts';

/** Who an act is for, said in the lead-in: "for members to …", "for the staff to …". */
const FOR_WHOM = String.raw`(?:\s+for\s+(?:the\s+|our\s+)?([a-z]+(?:\s+[a-z]+)?))?`;

/** What makes the rest an act that is asked for, said before it. */
const LEAD_INS: RegExp[] = [
  // "Ability to archive bookmarks", "An option for staff to …", "A way to record …": a requirement line with no verb
  new RegExp(
    String.raw`^(?:the\s+|an?\s+)?(?:ability|option|possibility|way|means|capability)${FOR_WHOM}\s+to\s+(?:be\s+able\s+to\s+)?`,
    'i',
  ),
  // "It would be nice to (be able to) …", "It should be possible for members to …", "It is important to …"
  new RegExp(
    String.raw`^it(?:'d|\s+would|\s+will|\s+should|\s+must|\s+is|'s)?\s+(?:also\s+)?(?:be\s+)?(?:really\s+|very\s+)?(?:nice|good|great|useful|handy|helpful|cool|ideal|possible|necessary|important|essential|desirable|required)${FOR_WHOM}\s+to\s+(?:be\s+able\s+to\s+)?`,
    'i',
  ),
  // "Would it be possible to …", "Is it possible to …", "Could we be able to …"
  new RegExp(String.raw`^(?:(?:would|will|could)\s+it\s+be|is\s+it)\s+possible${FOR_WHOM}\s+to\s+(?:be\s+able\s+to\s+)?`, 'i'),
  // "(Currently) there is no way to share a folder", "There should be a way for staff to …"
  new RegExp(
    String.raw`^(?:currently\s+|right\s+now\s+|at\s+the\s+moment\s+)?,?\s*there(?:\s+is|'s|\s+isn't)\s+(?:no|a)\s+way${FOR_WHOM}\s+to\s+|^there\s+(?:should|must|needs\s+to)\s+be\s+(?:a|some)\s+way${FOR_WHOM}\s+to\s+`,
    'i',
  ),
  // "I'd love a way to …", "we would like the option to …"
  new RegExp(
    String.raw`^(?:i|we)(?:'d|\s+would)\s+(?:like|love)\s+(?:a\s+way|the\s+ability|an?\s+option|the\s+option|the\s+possibility)${FOR_WHOM}\s+to\s+(?:be\s+able\s+to\s+)?`,
    'i',
  ),
  // "be able to export bookmarks" (what "I would like to" leaves), "let me pin …", "I need to be able to …"
  /^(?:(?:i|we)\s+(?:need|want|would\s+like|'d\s+like|would\s+love|'d\s+love)\s+to\s+)?(?:be\s+able\s+to|let\s+(?:me|us))\s+/i,
  // "The system shall record …", "The application must allow …": the product only says what it does for people
  /^(?:the\s+|this\s+|our\s+|a\s+)?(?:new\s+)?(?:app|application|system|software|platform|site|website|web\s+app|tool|program|portal|service|solution|module)\s+(?:shall|should|must|will|needs?\s+to|has\s+to|is\s+(?:required|expected)\s+to)\s+(?:also\s+)?(?:be\s+able\s+to\s+)?/i,
];

/** The product said, in the present, to keep something: the verb (without its -s) is the act. */
const PRODUCT_KEEPS =
  /^(?:(?:the|this|our)\s+(?:new\s+)?(?:app|application|system|software|platform|site|website|web\s+app|tool|program|portal|database|db)|it)\s+(?:also\s+|now\s+|additionally\s+|then\s+)*(store|keep|record|track|log|save|capture|hold|remember)s\s+(?=\S)/i;

/** The verb a gerund comes from, when the tagger knows it as a verb: "tracking" → track, "managing" → manage. */
function verbOf(gerund: string): string | undefined {
  return gerundStems(gerund.toLowerCase()).find((v) => tagTerms(`they ${v} it`).some((t) => t.lower === v && t.tags.includes('Verb')));
}

/** Words that make a clause a sentence of its own rather than a line naming an act ("Booking rooms is slow"). */
const FINITE = /^(?:is|are|was|were|be|been|has|have|had|should|must|can|could|will|would|may|might|shall|does|do|did)$/i;

/** Words that open a clause of its own inside a line. */
const SUBORDINATE = /^(?:whether|if|when|whenever|where|that|which|who|whom|whose|how|what|why|once|after|before|until)$/i;

/**
 * The act a clause asks for in the requirement or wish voice, with who it is for when the lead-in says so;
 * undefined for a clause in any other voice. A requirement line that opens on a gerund ("Tracking the reading
 * history of members", "Granting individual permissions") names the act with no finite verb after it.
 */
export function askedAct(clause: string): { act: string; actor?: string } | undefined {
  const c = clause.trim();
  // "The database also stores the supplier of each product", "It records the date each loan is returned": what
  // the product is said to keep, in the present, is asked of it like "The system shall record …"
  const kept = PRODUCT_KEEPS.exec(c);
  if (kept && kept[0].length < c.length) return { act: `${kept[1].toLowerCase()} ${c.slice(kept[0].length).trim()}` };
  // "There is no place to put the serial number of a bike", "there's no field for the customer's email": the
  // missing place is the thing to record
  const place =
    /^(?:currently\s+|right\s+now\s+|at\s+the\s+moment\s+)?,?\s*there(?:\s+is|'s|’s|\s+isn't)\s+(?:no|nowhere)\s+(?:(?:place|field|spot|box|column|space|room)\s+)?(?:to\s+(?:put|enter|record|store|add|write|keep|note|fill\s+in)|for)\s+(?=\S)/i.exec(
      c,
    );
  if (place) return { act: `record ${c.slice(place[0].length).trim()}` };
  // "I'd like to know if a loan was returned", "we want to see who created each task": what someone wants to
  // know of records is recorded on them ("if" is "whether"; the lead-in may be taken off already)
  const know =
    /^(?:(?:(?:i|we)(?:'d|\s+would)\s+(?:like|love)\s+to|(?:i|we)\s+(?:want|need)\s+to|it(?:'d|\s+would)\s+be\s+(?:nice|good|great|useful|handy|helpful)\s+to)\s+)?(?:know|see|tell)\s+(if|whether|who|when)\s+(?=\S)/i.exec(
      c,
    );
  if (know) return { act: `record ${/^if$/i.test(know[1]) ? 'whether' : know[1].toLowerCase()} ${c.slice(know[0].length).trim()}` };
  for (const re of LEAD_INS) {
    const m = re.exec(c);
    if (!m || m[0].length >= c.length) continue;
    const act = c.slice(m[0].length).trim();
    // (the act must open on a verb: "the system should be dark" asks for no act)
    const first = tokens(act)[0];
    if (!first || /^(?:be|have|been)$/i.test(first.word)) return undefined;
    const actor = m.slice(1).find(Boolean);
    return { act, actor };
  }
  const m = /^([a-z]{4,}ing)\s+(.+)$/i.exec(c);
  if (!m) return undefined;
  const toks = tokens(c);
  // (a verb inside a clause of its own, "whether a gardener is …", "when it was …", is no verb of the line)
  const own = toks.findIndex((t, i) => i > 0 && SUBORDINATE.test(t.word));
  const line = own > 0 ? toks.slice(1, own) : toks.slice(1);
  if (!toks[0]?.tags.some((t) => t === 'Gerund' || t === 'Verb') || line.some((t) => FINITE.test(t.word))) return undefined;
  const verb = verbOf(m[1]);
  return verb ? { act: `${verb} ${m[2]}` } : undefined;
}

/** The head of a user story: "As an inspector, I would like …", "As a clerk I need …". */
const STORY_HEAD = /^as\s+(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?\s*,?\s*(?:i|we)\s+(?:would\s+like|'d\s+like|want|need|wish)\s+/i;

/**
 * A user story whose wish is not an act of the teller's: "As an inspector, I would like inspections to have a
 * scheduled date" is "inspections should have a scheduled date"; "As a supervisor, I need a list of overdue
 * inspections" is "show overdue inspections". Undefined for any other clause.
 */
export function storyWish(clause: string): string | undefined {
  const head = STORY_HEAD.exec(clause.trim());
  if (!head) return undefined;
  const rest = clause.trim().slice(head[0].length);
  let m: RegExpExecArray | null;
  // ("… I would like inspections to have …": records and what they should do; never "to be able to")
  if (
    (m =
      /^(?!to\s)((?:the\s+|all\s+|our\s+|each\s+)?[a-z]+(?:\s+[a-z]+)?)\s+to\s+(have|be|show|include|record|keep|store|carry|list|link|belong)\b(.*)$/i.exec(
        rest,
      ))
  )
    return `${m[1]} should ${m[2]}${m[3]}`.replace(/,?\s+(?:so\s+that|in\s+order\s+to)\s.*$/i, '');
  if ((m = /^(?:an?|the)\s+(?:list|report|view|overview|page|screen)\s+of\s+(.+?)(?:,?\s+(?:so\s+that|in\s+order\s+to)\s.*)?$/i.exec(rest)))
    return `show ${m[1]}`;
  return undefined;
}

/** Words for the teller's own record in a story: "my account", "my profile". */
const OWN_RECORD = /^(?:account|profile|record|user|login)$/i;

/**
 * Records a user story ties to its teller: "see all applications assigned to me", "have my previous permits
 * associated with my account". They link to the teller's kind of record (the people the app keeps under that
 * name, added first when it keeps none and the word is a person's). Undefined for any other act.
 */
export function ownRecords(ctx: Ctx, actor: string, act: string): string[] | undefined {
  let m: RegExpExecArray | null;
  // "As an organisation, I want to list my board members": the teller's own records, when the teller is a
  // record the app keeps
  const teller = findEntity(ctx.model, actor);
  if (
    teller &&
    (m = /^(?:list|add|record|register|enter|keep|track|manage|maintain)\s+(?:all\s+(?:of\s+)?)?(?:my|our)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(
      act,
    ))
  ) {
    const kept = findEntity(ctx.model, m[1]);
    const plural = /s$/i.test(m[1]) && resolveNoun(m[1].toLowerCase());
    if (kept === teller || (!kept && (!plural || GENERIC_RECORD_WORDS.test(singularPhrase(m[1].toLowerCase()))))) return undefined;
    const records = kept ? pluralLabel(kept.name).toLowerCase() : m[1].toLowerCase();
    return [...(kept ? [] : [`add a ${records} entity`]), `link ${records} to ${pluralLabel(teller.name).toLowerCase()}`];
  }
  const records =
    (m =
      /^(?:see|view|list|get|find|track|manage|check)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:that\s+(?:are|were|have\s+been)\s+)?(?:assigned\s+to|allocated\s+to|created\s+by|submitted\s+by|owned\s+by|raised\s+by|filed\s+by|sent\s+to)\s+me$/i.exec(
        act,
      )) ||
    ((m =
      /^(?:have|get|keep|see)\s+(?:all\s+)?(?:my|our)\s+(?:(?:existing|previous|past|current|own|old)\s+)?(.+?)\s+(?:associated|linked|connected|tied|attached)\s+(?:with|to)\s+(?:my|our)\s+([a-z]+)$/i.exec(
        act,
      )) &&
      OWN_RECORD.test(m[2]))
      ? m[1]
      : undefined;
  if (!records) return undefined;
  // (records the app lacks are presumed by the story, added first)
  const e = findEntity(ctx.model, records);
  const presumed = e ? undefined : presumedRecords(ctx, records);
  if (!e && !presumed) return undefined;
  const said = e ? pluralLabel(e.name).toLowerCase() : presumed!;
  const added = presumed ? [`add a ${presumed} entity`] : [];
  // ("a business owner" whose account the app keeps as the business: the record the role is said of)
  const who = teller ?? (/\s/.test(actor) ? findEntity(ctx.model, actor.split(/\s+/)[0]) : undefined);
  if (who) return who === e ? undefined : [...added, `link ${said} to ${pluralLabel(who.name).toLowerCase()}`];
  const person = resolveNoun(actor);
  if (person?.kind !== 'person' || /^(?:users?|i|we|you|people|everyone|anyone)$/i.test(actor)) return undefined;
  const people = pluralLabel(person.name).toLowerCase();
  return [...added, `add ${people}`, `link ${said} to ${people}`];
}

/** "Works get performed at concerts by an act": records, a passive verb, where it happens, and who does it. */
const PASSIVE_AGENT =
  /^(?:the\s+|all\s+|our\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:gets?|are|is|were|was|will\s+be|can\s+be|may\s+be)\s+(?:usually\s+|often\s+|always\s+)?([a-z]+)\s+(?:at|in|on|during)\s+(?:an?\s+|the\s+|one\s+or\s+more\s+|several\s+|many\s+)?([a-z]+(?:\s+[a-z]+)?)(?:\s*\([^()]*\))?\s+by\s+(?:an?\s+|the\s+|one\s+or\s+more\s+|one\s+|several\s+|their\s+)?([a-z]+(?:\s+[a-z]+)?)$/i;

/**
 * A passive with where it happens and who does it: "Works get performed at concerts by an act" keeps the
 * concerts the works are performed at and the acts that perform; the one who does it belongs to the occasion
 * when that is an event (an act gives the concert), else to the records acted on ("plays are staged at venues by
 * a director": the director is the play's). Records the app lacks are added first. Undefined for any other clause.
 */
export function agentPassive(ctx: Ctx, clause: string): string[] | undefined {
  const m = PASSIVE_AGENT.exec(clause.trim());
  if (!m) return undefined;
  const acted = findEntity(ctx.model, m[1]);
  // (the verb is a past participle: "performed", "sung", "held")
  if (!acted || !(PARTICIPLE.test(m[2]) || /^[a-z]+(?:en|wn|ung|ught|one)$/i.test(m[2]))) return undefined;
  const out: string[] = [];
  const records = (phrase: string): { said: string; event: boolean } | undefined => {
    const kept = findEntity(ctx.model, phrase);
    const r = resolveNoun(singularPhrase(phrase.toLowerCase()));
    if (kept) return { said: pluralLabel(kept.name).toLowerCase(), event: r?.kind === 'event' };
    if (!r || GENERIC_RECORD_WORDS.test(r.key)) return undefined;
    const said = pluralLabel(r.name).toLowerCase();
    out.push(`add a ${said} entity`);
    return { said, event: r.kind === 'event' };
  };
  const where = records(m[3]);
  const who = where && records(m[4]);
  if (!where || !who) return undefined;
  return [
    ...out,
    `link ${pluralLabel(acted.name).toLowerCase()} to ${where.said}`,
    `link ${where.event ? where.said : pluralLabel(acted.name).toLowerCase()} to ${who.said}`,
  ];
}

/** "A trip can include flights, hotel stays and car rentals": a record, a verb of having parts, and the parts. */
const PARTS =
  /^(?:an?\s+|each\s+|every\s+|the\s+)([a-z]+(?:\s+(?!(?:can|may|will|should|must|could|also)\s)[a-z]+)?)\s+(?:(?:can|may|will|should|must|could)\s+)?(?:also\s+)?(?:includes?|contains?|consists?\s+of|consist\s+of|comprises?|comprise|is\s+made\s+up\s+of|be\s+made\s+up\s+of|is\s+composed\s+of|be\s+composed\s+of)\s+(?:several\s+|many\s+|multiple\s+|some\s+|one\s+or\s+more\s+)?(.+)$/i;

/**
 * "A trip can include flights, hotel stays and car rentals", "each festival consists of performances, workshops
 * and talks": each listed kind of record belongs to the record said to include it (added when the app lacks it).
 * Undefined unless two or more kinds are listed and each names records.
 */
export function partsOf(ctx: Ctx, clause: string): string[] | undefined {
  const m = PARTS.exec(clause.trim().replace(/[.!]+$/, ''));
  if (!m) return undefined;
  const items = m[2]
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/i)
    .map((x) => x.trim().replace(/^(?:an?|the|some|several|many)\s+/i, ''))
    .filter(Boolean);
  if (items.length < 2 || items.some((x) => x.split(/\s+/).length > 3 || !/s$/i.test(x))) return undefined;
  const out: string[] = [];
  const whole = findEntity(ctx.model, m[1]);
  const wholeSaid = whole ? pluralLabel(whole.name).toLowerCase() : presumedRecords(ctx, pluralPhrase(m[1].toLowerCase()));
  if (!wholeSaid) return undefined;
  if (!whole) out.push(`add a ${wholeSaid} entity`);
  const parts: string[] = [];
  for (const x of items) {
    const kept = findEntity(ctx.model, x);
    const said = kept ? pluralLabel(kept.name).toLowerCase() : presumedRecords(ctx, x);
    if (!said || (kept && kept === whole)) return undefined;
    if (!kept) out.push(`add a ${said} entity`);
    parts.push(said);
  }
  // ("Each of these has its own characteristics (…)" after it speaks of the parts)
  ctx.lastNamed = undefined;
  ctx.namedParts = parts;
  return [...out, ...parts.map((p) => `link ${p} to ${wholeSaid}`)];
}
