// Natural edit phrasings rewritten into the forms the edit grammar applies, and constraints
// ("keep the existing layout and colours") recognised as requests to change nothing.
import { resolveNoun } from './analyse.ts';
import { gerundStems, isPluralWord, singularPhrase } from './nlp.ts';
import { tokens } from './grammar.ts';
import { isFieldWord, splitList } from './fields.ts';
import { nounClass } from './noun-classes.ts';

/** A feature said as what it lets people do: "add a way to", "give teachers the ability to", "add an option for staff to". */
export const ABILITY_TO =
  /^(?:add|give|provide|include|build|implement|create|allow|offer|support|we\s+need|i\s+need|need)\s+(?:(?:the\s+)?[a-z]+\s+)?(?:a\s+way|ways|the\s+ability|an\s+ability|an?\s+option|the\s+option|a\s+feature|a\s+function(?:ality)?|functionality|the\s+possibility|a\s+possibility|support|a\s+button|the\s+means)\s+(?:for\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s+)?to\s+/i;

/** A list of two or more short values: "fiction, non-fiction, poetry", "draft, published or cancelled". */
const VALUE_LIST = /^[a-z0-9][\w'-]*(?:\s[\w'-]+){0,2}(?:\s*(?:,|\/|,?\s+or|,?\s+and)\s*[a-z0-9][\w'-]*(?:\s[\w'-]+){0,2})+$/i;

/** A past participle: "-ed", or one of the common irregular ones ("paid", "sent", "done"). */
export const PARTICIPLE =
  /^(?:[a-z]{3,}ed|paid|sent|done|read|sold|won|lost|seen|given|taken|written|built|bought|held|kept|made|met|shown|run|led|taught|driven|worn|drawn)$/i;

/** Enum-ish field heads whose values may follow "of", ":" or "which can be". */
const ENUM_HEADS = 'status|stage|priority|type|category|level|kind|state|role|size|difficulty|severity|condition|method|tier|plan';

const CONSTRAINT =
  /(?:^|,?\s*(?:but|and|while|,)\s+)(?:please\s+)?(?:keep(?:ing)?|leave|don'?t\s+(?:change|touch)|do\s+not\s+(?:change|touch))\s+(?:the\s+|my\s+)?(?:existing\s+|current\s+)?(?:layout|colou?rs?|theme|design|look|style|styling|navigation|nav|everything(?:\s+else)?|anything(?:\s+else)?|the\s+rest|rest(?:\s+of\s+the\s+app)?|pages?)(?:\s*(?:,|and|&)\s*(?:the\s+)?(?:existing\s+|current\s+)?(?:layout|colou?rs?|theme|design|look|style|styling|navigation|nav|pages?))*(?:\s+(?:the\s+same|as\s+(?:it|they)\s+(?:is|are)|unchanged|as\s+is|intact|alone))?(?:\s+but)?/gi;

/** Who a change is said to let do something: "allows users to", "lets you", "enables managers to". */
const BENEFICIARY = String.raw`(?:(?:the\s+|our\s+|your\s+)?(?:users?|you|your|people|staff|members?|managers?|admins?|administrators?|employees?|owners?|one|us|them|him|her)\s+)`;

/** A change described in the third person, as release notes and add-on summaries say it. */
const DESCRIBED_CHANGE: Array<[RegExp, string]> = [
  // "This module …", "The add-on will …", "This feature should …": what the change does is the request
  [
    /^(?:this|the|our|an?)\s+(?:[a-z][\w-]*\s+){0,3}?(?:module|add-?on|extension|plug-?in|feature|change|update|enhancement|improvement|patch|release|version)\s+(?:(?:will|should|would|shall|can|must)\s+)?(?:also\s+)?/i,
    '',
  ],
  // "extends repairs by adding a priority", "extends the functionality of repairs adding a discount field on
  // lines": the addition is the request, made to what is extended unless it names its own place
  [
    /^(?:extends|improves|enhances|completes)\s+(?:the\s+(?:functionality|features?|model|form)\s+of\s+)?(?:the\s+)?(.{1,60}?)\s+(?:by\s+)?(?:adding|to\s+add)\s+(.+)$/i,
    'add $2 \u0000$1',
  ],
  // "allows to add …", "lets you manage …", "enables managers to define …": the act allowed
  // "lets coaches publish …", "allows sales reps to log …": people of the business named by their plural
  // are who can do it ("coaches can publish …"), so the reader ties what they do to them
  [
    /^(?:allows|lets|enables|permits)\s+(?!(?:the\s+|our\s+|your\s+)?(?:users?|you|your|people|staff|members?|managers?|admins?|administrators?|employees?|owners?|one|us|them)\b)((?:the\s+)?(?:[a-z]+\s+)?[a-z]+s)\s+(?:to\s+)?(?=[a-z])(?!(?:and|or|to|with|for|of|in|on)\b)/i,
    '$1 can ',
  ],
  [new RegExp(String.raw`^(?:allows|allowing|lets|enables|enabling|permits|helps)\s+${BENEFICIARY}?(?:to\s+)?(?=[a-z])`, 'i'), ''],
  // "Adds a location field to …", "Introduces reasons for …": the verb said of the change is the request
  [/^(?:adds|adding|introduces|introducing|includes|including|provides|providing)\s+/i, 'add '],
  // "define analytical labels in employees", "defines reasons for …": what an app defines is what it keeps
  [/^(?:define|defines|defining)\s+(?=[a-z])/i, 'add '],
];

/**
 * "This module allows to add predefined reasons …" → "add predefined reasons …"; "Adds location field to
 * bills of materials" → "add location field to …": each sentence that describes a change in the third
 * person, as an add-on's summary or a changelog does, read as the request it describes.
 */
export function describedAsRequest(prompt: string): string {
  return prompt
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      const stop = /[.!?]*$/.exec(sentence.trim())?.[0] ?? '';
      let s = sentence.trim().slice(0, sentence.trim().length - stop.length);
      for (const [re, to] of DESCRIBED_CHANGE) s = s.replace(re, to);
      // (what was extended is where the addition goes, unless the addition says where)
      const at = s.indexOf('\u0000');
      if (at >= 0)
        s = /\s(?:to|on|in|into|for)\s/i.test(s.slice(0, at)) ? s.slice(0, at).trimEnd() : `${s.slice(0, at)}to ${s.slice(at + 1)}`;
      s += stop;
      return s === sentence.trim() ? sentence : s;
    })
    .join(' ');
}

/** Removes constraints; returns the rest and the constraints found. */
export function stripConstraints(prompt: string): { rest: string; kept: string[] } {
  const kept: string[] = [];
  const rest = prompt
    .replace(CONSTRAINT, (m) => {
      kept.push(
        m
          .replace(/^[\s,]*(?:but|and|while)?\s*/i, '')
          .replace(/\s+but$/i, '')
          .trim(),
      );
      return ' ';
    })
    // (line breaks stay: each line of a list is a request of its own)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/^[\s,.;]+|[\s,;]+$/g, '')
    .trim();
  return { rest, kept };
}

/**
 * One clause in, canonical clauses out. `isEntity` says whether a phrase names an entity of the app.
 * Unknown shapes pass through unchanged.
 */
/** Words that name what people write about a record ("reviews", "comments"): a person before them is who writes them. */
const WRITTEN = /^(?:reviews?|comments?|ratings?|feedback|questions?|answers?|votes?|testimonials?|replies|reply|posts?|messages?)$/i;

/** Values a record holds, never records of their own: "reviews and ratings" are reviews, each with a rating. */
const VALUE_WORD = /^(?:ratings?|scores?|grades?|stars?)$/i;

const pluralOf = (w: string) =>
  isPluralWord(w) ? w : /[^aeiou]y$/i.test(w) ? `${w.slice(0, -1)}ies` : /(?:s|x|z|ch|sh)$/i.test(w) ? `${w}es` : `${w}s`;

/** "ticketing" → "ticket", "booking" stays: the records an act's noun is about, when the catalog knows them. */
function recordWord(w: string, feature = false): string | undefined {
  if (!/ing$/i.test(w) || resolveNoun(w)?.catalog) return w;
  for (const x of gerundStems(w)) if (resolveNoun(x)?.catalog) return x;
  // "an invoicing module", "a rostering feature": a part of the software named by its act keeps what the act
  // makes, a noun WordNet knows mostly as a paper (invoices, rosters, budgets)
  if (feature) for (const x of gerundStems(w)) if (nounClass(x) === 'document' && resolveNoun(x)) return x;
  return undefined;
}

/** Words for one record as it is shown or kept: a plant's profile is the plant. */
const OWN_RECORD = /^(?:profiles?|listings?|pages?|entries|entry|records?|details|info|information|cards?)$/i;

/** Nouns for a tool that makes records: an itinerary builder makes itineraries. */
const MAKER = /^(?:builder|creator|generator|maker|planner|organi[sz]er)$/i;

/** Words for putting a paper in ("receipt uploads", "invoice scanning", "contract capture"): a file of it. */
const PAPER_IN = '(?:uploads?|scans?|scanning|uploading|capture|capturing)';

/**
 * A feature named after the records it is of: "add exercise instructions" (a field of exercises), "add recipe
 * categories" (a category of each recipe), "add plant profiles with care instructions" (the plant's own
 * fields), "add an itinerary builder" (itineraries), "add loan agreement creation" (loan agreements), "add a
 * forum for gardening discussions" (discussions). Undefined for any other clause.
 */
function namedByRecord(c: string, isEntity: (phrase: string) => boolean): string[] | undefined {
  let m = /^(add|include|create)\s+(?:an?\s+|the\s+|some\s+)?([a-z]+)\s+([a-z]+)(?:\s+with\s+(.+))?$/i.exec(c);
  // ("add user profiles with a bio": the profiles of the app's people, when it keeps one kind of them)
  if (m?.[4] && OWN_RECORD.test(m[3]) && !isEntity(m[2]) && isEntity(`${m[2]} ${m[3]}`)) return [`${m[1]} ${m[4]} to ${m[2]} ${m[3]}`];
  // ("receipt uploads", "receipt scanning" where receipts are kept: the paper of each, read below)
  if (m && !m[4] && new RegExp(`^${PAPER_IN}$`, 'i').test(m[3])) return undefined;
  if (m && isEntity(m[2]) && !isEntity(`${m[2]} ${m[3]}`) && !isEntity(m[3])) {
    const [, verb, owner, noun, withList] = m;
    if (OWN_RECORD.test(noun)) return withList ? [`${verb} ${withList} to ${owner}`] : undefined;
    if (withList) return undefined;
    // ("add a meal planner" where meals are kept: plans, each of one of them on a day)
    if (/^(?:planner|planning|scheduler|calendar)$/i.test(noun))
      return [`${verb} ${owner} plans with a date`, `link ${owner} plans to ${owner}`];
    const kind = resolveNoun(noun);
    if (kind?.catalog?.name === 'Category') return [`${verb} a ${noun.replace(/ies$/i, 'y').replace(/s$/i, '')} to ${owner}`];
    if (!kind?.catalog && isPluralWord(noun) && isFieldWord(noun)) return [`${verb} ${noun} to ${owner}`];
    return undefined;
  }
  // "add a forum for plant-related discussions": a place people post in is the posts it holds (what they are
  // about said before them)
  m =
    /^(add|include|introduce|implement|build|create)\s+(?:an?\s+|the\s+)?(?:forum|message\s+board|discussion\s+board|community\s+board|notice\s+board|community|feed|wall)\s+(?:for|of|with)\s+(?:[a-z-]+\s+){0,2}?([a-z]+)$/i.exec(
      c,
    );
  if (m && isPluralWord(m[2]) && !isEntity(m[2])) return [`${m[1]} ${m[2]}`];
  m =
    /^(add|include|introduce|implement|build|create)\s+(?:an?\s+|the\s+)?((?:[a-z]+\s+)?[a-z]+)\s+([a-z]+)(?:\s+based\s+on\s+(?:the\s+)?(?:chosen\s+|selected\s+|picked\s+)?([a-z]+))?$/i.exec(
      c,
    );
  if (!m || isEntity(m[2]) || !(MAKER.test(m[3]) || /^creation$/i.test(m[3]))) return undefined;
  const made = m[2].split(/\s+/);
  const head = made[made.length - 1];
  if (resolveNoun(head)?.kind === 'person' || tokens(head)[0]?.tags.includes('Adjective')) return undefined;
  made[made.length - 1] = pluralOf(head);
  const out = [`${m[1]} ${made.join(' ')}`];
  if (m[4]) {
    if (!isEntity(m[4])) return undefined;
    out.push(`link ${made.join(' ')} to ${m[4]}`);
  }
  return out;
}

/**
 * "add a secure payment system" → "add payments", "add a rating and review system" → "add reviews with a
 * rating", "add user reviews" → "add reviews": a feature named by the records it keeps is those records —
 * with the word for the whole ("system", "feature", "module") and the words that only praise it ("secure",
 * "simple") set aside, a person before what people write being its author, and a rating beside records a
 * value each of them holds. Any other clause is returned as it is.
 */
function featureRecords(c: string, isEntity: (phrase: string) => boolean): string[] {
  const named = namedByRecord(c, isEntity);
  if (named) return named;
  const forOne = recordsFor(c, isEntity);
  if (forOne) return forOne;
  const act = actOnRecords(c, isEntity);
  if (act) return act;
  // "add a tyre management module", "a vaccination tracking system": the part of the software is its act
  const part = /^(.+?\s+[a-z]+)\s+(?:system|feature|module|functionality|function|section|area|tool)$/i.exec(c);
  const partAct = part && ACT_ON.test(part[1].split(/\s+/).at(-1) ?? '') ? actOnRecords(part[1], isEntity) : undefined;
  if (partAct) return partAct;
  // "add asset management with serial numbers and warranty dates": the records the act is on, with those fields
  const withList = /^(.+?)\s+(with\s+.+)$/i.exec(c);
  const acted = withList ? actOnRecords(withList[1], isEntity) : undefined;
  if (acted?.length === 1 && /^\S+\s+[a-z]+(?:\s+[a-z]+)?$/i.test(acted[0])) return [`${acted[0]} ${withList![2]}`];
  // "add file uploads", "add photo uploads": what is uploaded is kept, as files or photos
  const up = /^(add|include|enable|allow)\s+(?:an?\s+|the\s+)?(file|document|photo|image|picture|attachment|video)s?\s+uploads?$/i.exec(c);
  if (up) return [`${up[1]} ${pluralOf(up[2].toLowerCase())}`];
  // "add receipt uploads", "add contract scans": what is uploaded is a paper of a record the app keeps, a file
  // field of it (the rules for fields find which)
  // ("receipt scanning", "invoice capture", "contract uploading": the act of putting the paper in, the same file)
  const paper = new RegExp(
    `^(add|include|enable|allow)\\s+(?:an?\\s+|the\\s+)?([a-z]+(?:\\s+[a-z]+)?)\\s+(?:attachments?|${PAPER_IN})$`,
    'i',
  ).exec(c);
  if (paper && resolveNoun(paper[2].toLowerCase())?.kind !== 'person') {
    const one = paper[2].toLowerCase().replace(/s$/, '');
    // ("barcode scanning": a code is read, not imaged — the code itself is the field)
    if (/(?:^|\s)(?:bar|qr\s+)?codes?$/.test(one)) return [`${paper[1]} a ${one}`];
    // ("receipt scanning" where receipts are the records kept: the paper of each of them)
    if (isEntity(paper[2])) return [`${paper[1]} a ${one} file to ${pluralOf(one)}`];
    return [`${paper[1]} a ${one} file`];
  }
  const m = /^(add|include|introduce|implement|build|create)\s+(?:an?\s+|the\s+|some\s+)?([a-z][a-z -]*)$/i.exec(c);
  if (!m) return [c];
  let np = m[2].trim();
  // "add private and group chats", "add indoor and outdoor activities": adjectives before one plural noun
  // are kinds of the same records — one entity, with a type among them
  const kinds = /^([a-z]+)\s+(?:and|or|&)\s+([a-z]+)\s+([a-z]+)$/i.exec(np);
  if (
    kinds &&
    isPluralWord(kinds[3]) &&
    !isPluralWord(kinds[1]) &&
    tokens(kinds[1])[0]?.tags.includes('Adjective') &&
    !tokens(kinds[1])[0]?.tags.includes('Noun') &&
    !isEntity(kinds[3]) &&
    resolveNoun(kinds[3].toLowerCase())
  )
    return [`${m[1]} ${kinds[3]} with a type (${kinds[1].toLowerCase()}, ${kinds[2].toLowerCase()})`];
  const whole = /^(.+?)\s+(?:system|feature|module|functionality|function|mechanism|capability)$/i.exec(np);
  if (whole) np = whole[1];
  const parts = np.split(/\s*(?:,\s*|\s+and\s+)/).map((p) => p.trim().split(/\s+/));
  if (parts.length > 2 || parts.some((p) => !p.length)) return [c];
  let changed = !!whole;
  for (const p of parts) {
    // ("a secure payment system": what only praises the feature names none of its records)
    while (whole && p.length > 1 && tokens(p[0])[0]?.tags.includes('Adjective') && !resolveNoun(p[0])?.catalog) {
      p.shift();
      changed = true;
    }
    // ("user reviews": who writes them)
    if (p.length === 2 && WRITTEN.test(p[1]) && resolveNoun(p[0])?.kind === 'person') {
      p.shift();
      changed = true;
    }
  }
  // ("a grading system", "a scoring feature": the act of giving a value stands for the value given)
  const heads = parts.map((p) =>
    whole && p.length === 1 && /ing$/i.test(p[0]) ? (gerundStems(p[0]).find((x) => VALUE_WORD.test(x)) ?? p[0]) : p.join(' '),
  );
  const values = heads.filter((h) => VALUE_WORD.test(h));
  const records = heads.filter((h) => !VALUE_WORD.test(h));
  // ("add a rating system": a value said as a feature with no records to hold it is records of that value)
  if (whole && heads.length === 1 && values.length === 1) return [`${m[1]} ${pluralOf(values[0].toLowerCase())}`];
  if (values.length && records.length === 1) changed = true;
  // ("add ordering", "add ticketing": an act's noun is the records the catalog keeps for it)
  if (heads.length === 1 && /^[a-z]+ing$/i.test(heads[0]) && recordWord(heads[0]) && recordWord(heads[0]) !== heads[0]) changed = true;
  if (!changed || !records.length || records.some((h) => h.split(/\s+/).length > 2 || isEntity(h))) return [c];
  const kept: string[] = [];
  for (const h of records) {
    const ws = h.split(/\s+/);
    const head = recordWord(ws[ws.length - 1], !!whole);
    if (!head) return [c];
    ws[ws.length - 1] = pluralOf(head);
    kept.push(ws.join(' '));
  }
  const out = [`${m[1]} ${kept.join(' and ')}`];
  // (the records made first, then the value each holds: they keep the fields such records have)
  if (values.length) out.push(`add a ${values[0].replace(/s$/i, '')} to ${kept[0]}`);
  return out;
}

/** Records people make about one record (reviews of it, bookings of it, questions on it), many to each. */
const MADE_ABOUT =
  /^(?:reviews?|comments?|feedback|questions?|answers?|votes?|testimonials?|replies|reply|messages?|bookings?|reservations?|appointments?|applications?|payments?|orders?|donations?|bids?|enquiries|enquiry|inquiries|inquiry|complaints?|requests?|favou?rites?|bookmarks?|likes?|follows?|subscriptions?)$/i;

/**
 * "add reviews and ratings for shelters", "add a commenting feature to tasks", "add a review system for
 * products", "add a rating system for farmers": what people make about each record of an entity — plural,
 * or said as a feature — is records of their own linked to it (a rating beside them is a value each holds;
 * a rating alone is a value of the entity itself). Undefined for any other clause: "add a comment to
 * tasks", "add teacher feedback to assignments" stay one field.
 */
function recordsFor(c: string, isEntity: (phrase: string) => boolean): string[] | undefined {
  const m =
    /^(add|include|introduce|implement|build|create|enable)\s+(?:an?\s+|the\s+|some\s+)?([a-z][a-z -]*?)\s+(for|to|on|of|about|between)\s+(?:the\s+|each\s+|every\s+|all\s+|individual\s+|our\s+)?([a-z]+(?:\s+[a-z]+)?|[a-z]+(?:\s+[a-z]+)?\s+and\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?)$/i.exec(
      c,
    );
  // ("a messaging system between users and shelters": records of both)
  const targets = m ? (m[3].toLowerCase() === 'between' ? m[4].split(/\s+and\s+(?:the\s+)?/i) : [m[4]]) : [];
  if (
    !m ||
    !targets.length ||
    !targets.every((t) => isEntity(t) || resolveNoun(t.toLowerCase())?.kind === 'person') ||
    !targets.some(isEntity) ||
    isEntity(m[2])
  )
    return undefined;
  if (targets.length > 1 && m[3].toLowerCase() !== 'between') return undefined;
  let np = m[2].trim();
  const whole = /^(.+?)\s+(?:system|feature|module|functionality|function|mechanism|capability|section|support)$/i.exec(np);
  if (whole) np = whole[1];
  const parts = np.split(/\s*(?:,\s*|\s+and\s+|\s*&\s*)/).map((p) => p.trim().split(/\s+/));
  if (parts.length > 2 || parts.some((p) => !p.length || p.length > 2)) return undefined;
  const heads: string[] = [];
  for (const p of parts) {
    // ("user reviews", "customer feedback": who makes them; "secure" only praises the feature)
    if (p.length === 2 && (resolveNoun(p[0])?.kind === 'person' || (whole && tokens(p[0])[0]?.tags.includes('Adjective')))) p.shift();
    if (p.length !== 1) return undefined;
    // ("messaging", "commenting", "booking": the act's records)
    const made = /ing$/i.test(p[0]) ? gerundStems(p[0]).find((x) => MADE_ABOUT.test(x)) : undefined;
    heads.push(made ?? recordWord(p[0]) ?? p[0]);
  }
  const values = heads.filter((h) => VALUE_WORD.test(h));
  const records = heads.filter((h) => !VALUE_WORD.test(h));
  const target = targets[0];
  if (!records.length)
    return whole && values.length === 1 && targets.length === 1 ? [`${m[1]} a ${values[0].replace(/s$/i, '')} to ${target}`] : undefined;
  // (one of them is a field: "add a comment to tasks"; many, or a feature, are records)
  if (records.some((h) => !MADE_ABOUT.test(h)) || !(whole || records.every((h) => isPluralWord(h) || /ing$/i.test(m[2])))) return undefined;
  const kept = records.map((h) => pluralOf(h));
  if (kept.some((k) => isEntity(k))) return undefined;
  const out = [`${m[1]} ${kept.join(' and ')}`, ...kept.flatMap((k) => targets.map((t) => `link ${k} to ${t}`))];
  if (values.length) out.push(`add a ${values[0].replace(/s$/i, '')} to ${kept[0]}`);
  return out;
}

/** Nouns for what an app does with records, after the records they are about: "order tracking". */
const ACT_ON = /^(?:tracking|monitoring|management|managing|logging|recording|scheduling|sharing|planning|handling)$/i;

/**
 * "add order tracking", "add expense management", "add file sharing", "add attendance tracking": a feature
 * named by what the app does with records is those records, named by the noun before the act (a money,
 * event or catalog record, or a word that is no field). The records the app keeps already are tracked
 * by a status, scheduled by a date. Undefined when the noun reads as a field ("progress tracking",
 * "budget tracking to projects": the rules for fields take them).
 */
function actOnRecords(c: string, isEntity: (phrase: string) => boolean): string[] | undefined {
  const after =
    /^(add|include|introduce|implement|build|create|enable)\s+(?:an?\s+|the\s+|some\s+)?([a-z]+(?:\s+[a-z]+)?|[a-z]+\s+(?:and|&)\s+[a-z]+)\s+([a-z]+)$/i.exec(
      c,
    );
  // ("add scheduling of talks", "add scheduling talks": the act before its records)
  const before =
    /^(add|include|introduce|implement|build|create|enable)\s+(?:an?\s+|the\s+)?([a-z]+)\s+(?:of\s+|for\s+)?(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(
      c,
    );
  const m =
    after && ACT_ON.test(after[3]) ? after : before && ACT_ON.test(before[2]) ? [before[0], before[1], before[3], before[2]] : undefined;
  if (!m || ACT_ON.test(m[2])) return undefined;
  // ("category and tag management": each kind of record)
  const both = /^([a-z]+)\s+(?:and|&)\s+([a-z]+)$/i.exec(m[2]);
  if (both) {
    const each = [both[1], both[2]].map((x) => actOnRecords(`${m[1]} ${x} ${m[3]}`, isEntity));
    return each.every((x) => x?.length === 1 && !/\sto\s/.test(x[0]))
      ? [`${m[1]} ${each.map((x) => x![0].replace(/^\S+\s+/, '')).join(' and ')}`]
      : undefined;
  }
  // ("management of doctor records": the records are the doctors)
  const noun = m[2].replace(/^([a-z]+)\s+(?:records?|entries|details|information|info|data|profiles?)$/i, (all, x: string) =>
    isEntity(x) ? x : all,
  );
  const scheduled = /^scheduling$/i.test(m[3]);
  if (isEntity(noun)) {
    if (/^(?:tracking|monitoring)$/i.test(m[3])) return [`add a status to ${noun}`];
    if (scheduled) return [`add a scheduled date to ${noun}`];
    // (managing or handling records the app keeps is what their pages do)
    if (/^(?:management|managing|handling)$/i.test(m[3])) return [`add ${pluralOf(noun.split(/\s+/).at(-1) ?? noun)}`];
    return undefined;
  }
  // ("time tracking": the time spent, kept as entries)
  if (/^time$/i.test(noun) && /^(?:tracking|logging|recording)$/i.test(m[3])) return [`${m[1]} time entries`];
  const head = noun.split(/\s+/).at(-1) ?? noun;
  const r = resolveNoun(noun.toLowerCase());
  if (!r || (!r.catalog && !['money', 'event', 'log', 'content'].includes(r.kind) && isFieldWord(head))) return undefined;
  const ws = noun.split(/\s+/);
  ws[ws.length - 1] = pluralOf(head);
  const records = ws.join(' ');
  // (what is scheduled falls on a date)
  return scheduled ? [`${m[1]} ${records}`, `add a scheduled date to ${records}`] : [`${m[1]} ${records}`];
}

/** What records are put in to sort them: a category, a folder, a collection of them. */
const HOLDER =
  /^(?:categor(?:y|ies)|folders?|collections?|groups?|lists?|playlists?|albums?|boards?|boxes|box|shelf|shelves|sections?|projects?|notebooks?|decks?|sets?)$/i;

/**
 * "add recipes to a category", "save notes into folders", "put photos in albums", "add recipes to (my)
 * favourites": records put into a kind of holder the app does not keep are filed under it (a link to a
 * new record of that kind); put into favourites or bookmarks, they are marked so. Undefined otherwise.
 */
function putInto(c: string, isEntity: (phrase: string) => boolean): string[] | undefined {
  const m =
    /^(?:add|put|save|move|organi[sz]e|file|group|sort|store|keep)\s+(?:the\s+|their\s+|his\s+|her\s+|my\s+|an?\s+|each\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:to|into|in|under)\s+(?:an?\s+|the\s+|their\s+|his\s+|her\s+|my\s+|our\s+|your\s+)?(?:own\s+|different\s+|separate\s+|custom\s+|multiple\s+)?((?:[a-z]+\s+)?[a-z]+)$/i.exec(
      c,
    );
  // ("save books to a reading list": a holder said with what it is for is that holder)
  if (!m || !isEntity(m[1]) || isEntity(m[2]) || (/\s/.test(m[2]) && !HOLDER.test(m[2].split(/\s+/)[1]))) return undefined;
  if (/^favou?rites?(?:\s+list)?$/i.test(m[2])) return [`add favourite (yes/no) to ${m[1]}`];
  if (/^bookmarks?$/i.test(m[2])) return [`add bookmarked (yes/no) to ${m[1]}`];
  return HOLDER.test(m[2].split(/\s+/).at(-1) ?? '') ? [`link ${m[1]} to ${m[2]}`] : undefined;
}

/** Acts of making or filling in a record: "when creating an asset" says which records a request is about. */
const MAKING = String.raw`(?:when|whenever|while)\s+(?:(?:manually|first|initially)\s+)?(?:creating|adding|entering|making|registering|recording|editing|saving|filling\s+in|setting\s+up)\s+(?:(?:an?|the|new|each|every)\s+)*([a-z]+(?:\s+[a-z]+)?)`;

/**
 * "Make the supplier required when creating a new asset", "When creating an asset, require it to have a name",
 * "Add a field for the URL when manually adding a recipe": the record being made is the one the request is about
 * (what is required of it, or what it gains); "like the status and the model" after a comma only compares. Left
 * as said when the words name no kept record or the request names its own.
 */
/** Acts of people on a record that are records of their own: what each act keeps ("request" → requests). */
const ACT_RECORD: Record<string, string> = {
  request: 'requests',
  book: 'bookings',
  reserve: 'reservations',
  borrow: 'loans',
  rent: 'rentals',
  hire: 'hires',
  order: 'orders',
  return: 'returns',
  'check out': 'checkouts',
};

/**
 * "When users request an asset, add a note field and a duration field": what people do to a record the app
 * keeps is a record of its own (an asset request), and what the request adds is its fields. Undefined when
 * the act or the record is not one the app can keep.
 */
function whenActing(c: string, isEntity: (phrase: string) => boolean): string | undefined {
  const m =
    /^(?:when|whenever|each\s+time|every\s+time)\s+(?:a\s+|the\s+)?[a-z]+\s+(request|book|reserve|borrow|rent|hire|order|return|check\s+out)s?\s+(?:an?\s+|the\s+|one\s+)?([a-z]+(?:\s+[a-z]+)?)\s*,\s*(?:please\s+)?(?:add|record|store|track|ask\s+for|require)\s+(.+)$/i.exec(
      c,
    );
  if (!m || !isEntity(m[2]) || isEntity(`${m[2]} ${ACT_RECORD[m[1].toLowerCase().replace(/\s+/, ' ')]}`)) return undefined;
  const one = singularPhrase(m[2].toLowerCase());
  return `add ${one} ${ACT_RECORD[m[1].toLowerCase().replace(/\s+/, ' ')]} with ${m[3].replace(/[.!]+$/, '')}, linked to a ${one}`;
}

/** One choice of a list: up to three words, an article before it dropped ("either a student, adult or senior"). */
const CHOICE = String.raw`(?:(?:an?|the)\s+)?[a-z0-9][\w'-]*(?:\s+(?!(?:or|and|to|on|for|in)\b)[\w'-]+){0,2}`;

/** What records can undergo or what judges them: "which can be edited or deleted" names no choices. */
const NO_CHOICE =
  /^(?:edited|deleted|removed|changed|updated|viewed|seen|searched|filtered|sorted|exported|printed|shared|copied|archived|added|created|empty|blank|optional|required|mandatory)$/i;

/**
 * "a role, either reader, usher or musician", "an intensity which is either low or high", "a difficulty
 * that's one of easy, medium, hard", "…to classes, which can be low, medium or high", "a membership type,
 * monthly or annual": the choices said after a field, in a relative clause, after "either"/"one of" or (after
 * a word that names a kind of choice) after a bare comma, are put in brackets after it — "a role (reader,
 * usher, musician)" — which the field rules read. A record named before the list is no field of choices
 * ("dogs, which can be small or large").
 */
function choicesInBrackets(c: string, isEntity: (phrase: string) => boolean): string {
  const list = String.raw`(${CHOICE}(?:\s*(?:,|\/)\s*${CHOICE})*\s*(?:,\s*|\/\s*|,?\s+or\s+|,?\s+and\s+)${CHOICE})`;
  const end = String.raw`(?=\s*$|\s*,?\s+(?:to|on|for|in)\s+(?:the\s+|each\s+|every\s+|all\s+|our\s+)?[a-z]+(?:\s+[a-z]+)?$)`;
  const intro = [
    // a relative clause: "which is (either)", "that can be", "which's one of"
    String.raw`\s*,?\s+(?:which|that)\s+(?:is|are|can\s+be|could\s+be|may\s+be|should\s+be|must\s+be|will\s+be)\s+(?:either\s+|one\s+of\s+(?:the\s+following\s*:?\s*)?)?`,
    String.raw`\s*,?\s+(?:which|that)['’]s\s+(?:either\s+|one\s+of\s+(?:the\s+following\s*:?\s*)?)?`,
    // after a comma: "either", "one of"
    String.raw`\s*,\s*(?:either|one\s+of(?:\s+the\s+following\s*:?)?)\s+`,
  ];
  const fix = (all: string, word: string, values: string) => {
    const choices = values
      .split(/\s*(?:,|\/)\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/i)
      .map((v) => v.trim().replace(/^(?:an?|the)\s+/i, ''))
      .filter(Boolean);
    if (choices.length < 2 || choices.some((v) => NO_CHOICE.test(v))) return all;
    if (isEntity(word) || isPluralWord(word.toLowerCase())) return all;
    return `${word} (${choices.join(', ')})`;
  };
  const comma = String.raw`(?:\s*,(?=\s+(?:to|on|for|in)\s))?`;
  for (const i of intro) {
    const next = c.replace(new RegExp(String.raw`\b([a-z]+)${i}${list}${comma}${end}`, 'i'), fix);
    if (next !== c) return next;
    // "add an intensity to classes, which can be low, medium or high": the choices of the field before the record
    const after = new RegExp(
      String.raw`\b([a-z]+)(\s+(?:to|on|for)\s+(?:the\s+|each\s+|every\s+|all\s+|our\s+)?([a-z]+(?:\s+[a-z]+)?))${i}${list}$`,
      'i',
    ).exec(c);
    if (after && isEntity(after[3])) {
      const moved = fix(after[1], after[1], after[4]);
      if (moved !== after[1]) return `${c.slice(0, after.index)}${moved}${after[2]}`;
    }
  }
  // "a membership type, monthly or annual": a bare comma only after a word naming a kind of choice, with "or",
  // and choices with no article and no field's name ("a status, a priority or a due date" are fields)
  const bare = new RegExp(
    String.raw`\b(${ENUM_HEADS})\s*,\s*(${CHOICE}(?:\s*,\s*${CHOICE})*\s*,?\s+or\s+${CHOICE})${comma}${end}`,
    'i',
  ).exec(c);
  if (
    !bare ||
    bare[2]
      .split(/\s*,\s*(?:or\s+)?|\s+or\s+/i)
      .some(
        (v) =>
          /^(?:an?|the)\s/i.test(v.trim()) || new RegExp(String.raw`^(?:${ENUM_HEADS})$`, 'i').test(v.trim()) || FIELD_HEAD.test(v.trim()),
      )
  )
    return c;
  return c.replace(bare[0], fix(bare[0], bare[1], bare[2]));
}

/** A control of a form, said in place of the field it edits. */
const CONTROL = String.raw`(?:check[\s-]?box|tick[\s-]?box|toggle|switch|yes\/no(?:\s+field)?|yes\s+or\s+no\s+field|text[\s-]?box|text\s+field|field|column|box)`;

/**
 * "add a tick box for first aid trained to volunteers", "add a field to volunteers for whether they are first
 * aid trained", "add a checkbox for whether the volunteer has a DBS check", "add a text box for allergies to
 * volunteers", "add a notes box to shifts": the control said in place of the field is the field, named by what
 * it is for — a yes/no when it says whether (or is a tick box, toggle or yes/no), else a field of that name;
 * the record is the one named after "to"/"on", else the subject of the "whether" clause when it is kept.
 */
function controlFor(c: string, isEntity: (phrase: string) => boolean): string {
  // "a notes box", "a comments box": a box named by a field word is that field
  c = c.replace(/\b([a-z]+)\s+box\b/gi, (all, word: string) =>
    !/^(?:tick|check|text|search|combo|list|drop|select|dialog|message|lunch|gift|post|mail|letter)$/i.test(word) &&
    (isFieldWord(word.toLowerCase()) || /^(?:comments?|remarks?|feedback|details|instructions)$/i.test(word))
      ? `${word} field`
      : all,
  );
  const place = String.raw`(?:\s+(?:to|on|for)\s+(?:the\s+|each\s+|every\s+|all\s+|our\s+)?([a-z]+(?:\s+[a-z]+)?))`;
  const m = new RegExp(
    String.raw`^((?:please\s+)?(?:add|include|put|create|we\s+need|i\s+need|need)\s+)(?:an?\s+|one\s+)?(?:new\s+)?(${CONTROL})${place}?\s+(?:for|to\s+(?:mark|show|record|say|note|track|indicate|tick|check))\s+(.+)$`,
    'i',
  ).exec(c);
  if (!m || (m[3] && !isEntity(m[3]))) return c;
  let body = m[4].trim();
  let owner = m[3];
  const tail = new RegExp(`${place}$`, 'i').exec(body);
  if (!owner && tail && isEntity(tail[1])) {
    owner = tail[1];
    body = body.slice(0, tail.index);
  }
  const yesNo = /^(?:whether|if)\s/i.test(body);
  if (yesNo) {
    const w =
      /^(?:whether|if)\s+(?:(?:the|each|a|an|this)\s+([a-z]+(?:\s+[a-z]+)?)|(they|it|he|she|[a-z]+))\s+(?:is|are|was|were|has\s+been|have\s+been|had\s+been|has|have|had|got)\s+(?:an?\s+|the\s+|their\s+|its\s+)?([a-z][a-z -]*)$/i.exec(
        body,
      );
    if (!w) return c;
    const subject = w[1] ?? w[2];
    if (!owner && subject && isEntity(subject)) owner = subject;
    else if (!/^(?:they|it|he|she)$/i.test(subject) && !isEntity(subject)) return c;
    body = w[3];
  }
  const name = body.replace(/^(?:the|an?|their|its)\s+/i, '').trim();
  if (!/^[a-z][a-z -]*$/i.test(name) || name.split(/\s+/).length > 4 || isEntity(name)) return c;
  const kind = /^(?:field|column|box|text[\s-]?box|text\s+field)$/i.test(m[2]) && !yesNo ? 'field' : 'checkbox';
  // (a plain field for a value is read by the rules of "a field for X" already)
  if (kind === 'field' && !/^text/i.test(m[2])) return c;
  return `${m[1]}a ${name} ${kind}${owner ? ` to ${owner}` : ''}`;
}

/**
 * "we need to know which table each guest is sitting at", "I can't see which dog a walk is for", "record which
 * volunteer is doing each shift": a question of which one a record has, asked to be known, seen or kept, is
 * "each <record> has a <one>" (a field, or the link when the one is a kept record).
 */
function whichEach(c: string, isEntity: (phrase: string) => boolean): string {
  const lead = String.raw`^(?:(?:i|we)\s+(?:need|want|would\s+like|['’]d\s+like|have)\s+to\s+|(?:i|we)\s+(?:can['’]?t|cannot|can\s+not|don['’]?t|do\s+not)\s+|(?:please\s+)?(?:let\s+(?:me|us)\s+)?)`;
  const ask = String.raw`(?:know|see|record|track|show|tell|keep\s+track\s+of|note|store|log|save)\s+which\s+([a-z]+(?:\s+[a-z]+)?)\s+`;
  const det = String.raw`(?:each|every|a|an|the|this|that)`;
  // "which table each guest is sitting at", "which dog a walk is for": the record is the subject after "which X"
  let m = new RegExp(
    String.raw`${lead}${ask}${det}\s+([a-z]+)\s+(?:is|are|was|were|has\s+been|goes|went|belongs|sits|comes)(?:\s+[a-z]+ing)?(?:\s+(?:at|in|on|for|to|with|from|under|by))?$`,
    'i',
  ).exec(c);
  if (m && isEntity(m[2])) return `each ${m[2]} has a ${m[1]}`;
  // "which volunteer is doing each shift", "which walker took each walk": "which X" is the subject, the record its object
  m = new RegExp(
    String.raw`${lead}${ask}(?:(?:is|are|was|were)\s+[a-z]+ing|[a-z]+(?:s|ed)|took|did|ran|led|made|gave|taught|wrote|sold|bought|brought|drove|saw|met|won)\s+${det}\s+([a-z]+)$`,
    'i',
  ).exec(c);
  if (m && isEntity(m[2])) return `each ${m[2]} has a ${m[1]}`;
  return c;
}

/**
 * "I want photos on jobs", "we'd like the cost on each job", "we need a due date for jobs": what someone wants
 * on or for records the app keeps is asked to be added to them, as "add photos to jobs" is.
 */
function wantedOn(c: string, isEntity: (phrase: string) => boolean): string {
  // "can I see all the orders for this month?", "where can I see upcoming orders": asking where or whether records
  // can be seen is asking to show them
  const see = /^(?:where\s+|how\s+)?(?:can|could|do)\s+(?:i|we)\s+(?:see|view|find|get\s+a\s+list\s+of)\s+(.+?)\??$/i.exec(c);
  if (
    see &&
    isEntity(
      see[1]
        .replace(/^(?:all\s+)?(?:the\s+|my\s+|our\s+)?/i, '')
        .split(/\s+/)
        .find((w) => isEntity(w)) ?? '',
    )
  )
    return `show ${see[1]}`;
  const m =
    /^(?:i|we)(?:\s+(?:really\s+)?(?:want|need|would\s+like|would\s+love)|['’]d\s+(?:like|love))\s+(?!to\s|a\s+way\b|the\s+ability\b|an?\s+option\b|it\b|them\b|this\b|that\b)((?:an?\s+|the\s+|some\s+)?[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}?)\s+(?:on|for|in)\s+(?:the\s+|each\s+|every\s+|all\s+|our\s+|my\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(
      c,
    );
  if (!m || !isEntity(m[2]) || isEntity(m[1].replace(/^(?:an?|the|some)\s+/i, ''))) return c;
  return `add ${m[1]} to ${m[2]}`;
}

export function whenMaking(c: string, isEntity: (phrase: string) => boolean): string {
  const acting = whenActing(c, isEntity);
  if (acting) return acting;
  let m = new RegExp(String.raw`^${MAKING}\s*,\s*(.+)$`, 'i').exec(c);
  let record = m?.[1];
  let request = m?.[2];
  if (!m) {
    m = new RegExp(String.raw`^(.+?),?\s+${MAKING}$`, 'i').exec(c);
    record = m?.[2];
    request = m?.[1];
  }
  // "assets should require a name", "require assets to have a location": fields required of the records
  const required =
    /^(?:the\s+|each\s+|every\s+|all\s+|new\s+)*([a-z]+(?:\s+[a-z]+)?)\s+(?:should|must)\s+(?:always\s+)?require\s+(.+)$/i.exec(c) ??
    /^require\s+(?:the\s+|each\s+|every\s+|all\s+|new\s+)*([a-z]+(?:\s+[a-z]+)?)\s+to\s+(?:have|include|contain)\s+(.+)$/i.exec(c);
  if (!m && required && isEntity(required[1])) return `make ${required[2]} required for ${required[1]}`;
  if (!record || !request || !isEntity(record)) return c;
  const r = request
    .replace(/,\s*(?:just\s+)?(?:like|as\s+with|similar\s+to)\s+.+$/i, '')
    .replace(/\b(?:it|them)\b/gi, record)
    .trim();
  const own = /\s(?:to|on|for|of|in)\s+(?:the\s+|each\s+|every\s+|an?\s+|all\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(r);
  if (own && isEntity(own[1])) return r;
  let x: RegExpExecArray | null;
  // "require it to have a name and a location": those fields are required of it
  if ((x = /^require\s+(.+?)\s+to\s+(?:have|include|contain)\s+(.+)$/i.exec(r)) && isEntity(x[1]))
    return `make ${x[2]} required for ${record}`;
  if (/^(?:make|set|mark)\s.+\s(?:required|mandatory|compulsory|optional)$/i.test(r)) return `${r} for ${record}`;
  if (/^(?:add|include|record|store|capture|track|put)\s/i.test(r)) return `${r} to ${record}`;
  return c;
}

/**
 * "add landed costs in different currencies to the cost of products", "record prices in several currencies",
 * "keep descriptions in multiple languages": records said to come in different values of something each keep
 * which one — a field of theirs ("add a currency to landed costs"); what they are added to after it is left aside.
 */
function inManyValues(c: string, isEntity: (phrase: string) => boolean): string | undefined {
  const m =
    /^(?:(?:allow|let|enable)\s+(?:users|staff|me|us|people|members|[a-z]+s)\s+to\s+)?(add|include|record|enter|keep|track|store|register|manage|support|allow)\s+(?:the\s+|their\s+)?([a-z]+(?:\s+[a-z]+){0,2}?)\s+in\s+(?:different|multiple|several|other|various|many|foreign|any)\s+([a-z]+s)(?:\s+(?:to|for|on|of|into)\s+.*)?$/i.exec(
      c,
    );
  // (records, not a value of theirs: "record prices in several currencies" is left to the field rules)
  const records = m?.[2].split(/\s+/) ?? [];
  const kept = records.some((_, i) => isEntity(records.slice(i).join(' ')));
  if (!m || !isPluralWord(records.at(-1) ?? '') || (!kept && isFieldWord(singularPhrase(m[2].toLowerCase())))) return undefined;
  const value = singularPhrase(m[3].toLowerCase());
  if (!isFieldWord(value)) return undefined;
  return `add a ${value} to ${m[2]}`;
}

/** Hyphenated words that are one word, not two run together: "to-do", "e-mail", "check-in". */
const ONE_WORD =
  /^(?:to-dos?|e-mails?|check-(?:ins?|outs?)|sign-(?:ups?|ins?)|log-ins?|follow-ups?|add-ons?|drop-offs?|pick-ups?|set-ups?|x-rays?|t-shirts?|e-books?)$/i;

/** "umpires", "lab results": a plural noun phrase of one or two words that the lexicon reads as records. */
function pluralRecords(phrase: string): boolean {
  const p = phrase.trim().toLowerCase();
  return /^[a-z]+(?:\s[a-z]+)?$/.test(p) && isPluralWord(p.split(/\s/).at(-1) ?? '') && !!resolveNoun(p);
}

export function normaliseClause(clause: string, isEntity: (phrase: string) => boolean): string[] {
  // "add adoption applications with status tracking": what the records keep is the status, tracked
  const trimmed = whenMaking(
    wantedOn(whichEach(controlFor(choicesInBrackets(clause.trim().replace(/[.!]+$/, ''), isEntity), isEntity), isEntity), isEntity),
    isEntity,
  )
    // "add meal-planner", "add shopping-lists": a feature's words joined by hyphens are its words
    .replace(
      /^((?:add|include|introduce|implement|enable|create)\s+(?:an?\s+|the\s+)?)([a-z]+(?:-[a-z]+)+)$/i,
      (all, verb: string, np: string) => (ONE_WORD.test(np) ? all : `${verb}${np.replace(/-/g, ' ')}`),
    )
    // "a duration field for how long they need it": what the field is for, said as a question, only explains it
    .replace(/\b(field|column|box)\s+for\s+(?:how|what|why|when|where|which|who|whom)\b.*?(?=,|\s+and\s+an?\s|$)/gi, '$1')
    .replace(
      /^((?:add|include|introduce|create|track)\s.+?\swith\s)(.+)$/i,
      (_all, head: string, list: string) => `${head}${list.replace(/\b([a-z]+)\s+(?:tracking|monitoring)\b/gi, '$1')}`,
    );
  // "Add payees so transactions can be assigned to a payee": what the request is for links its records, and is
  // a request of its own
  const soLinked =
    /^(.+?),?\s+so\s+(?:that\s+)?((?:the\s+|our\s+|their\s+)?[a-z]+(?:\s[a-z]+)?)\s+can\s+be\s+(?:assigned|linked|attached|allocated|tied)\s+to\s+(?:an?\s+|the\s+|their\s+|one\s+)?([a-z]+(?:\s[a-z]+)?)$/i.exec(
      trimmed,
    );
  if (soLinked) return [...normaliseClause(soLinked[1], isEntity), `link ${soLinked[2]} to ${soLinked[3]}`];
  // "add a field for servings": a field for a value is a field of that name (not records of servings)
  const fieldFor =
    /^((?:add|include|introduce|create)\s+)(?:an?\s+)?(?:new\s+|extra\s+)?(field|column)\s+for\s+(?:the\s+|a\s+|an\s+)?((?!(?:to|on|in|of|for|from|with|at|by)\b)[a-z][a-z-]*(?:\s+(?!(?:to|on|in|of|for|from|with|at|by)\b)[a-z][a-z-]*){0,2})$/i.exec(
      trimmed,
    );
  if (fieldFor && !isEntity(fieldFor[3])) return normaliseClause(`${fieldFor[1]}a ${fieldFor[3]} ${fieldFor[2]}`, isEntity);
  // "log calls and meetings with contacts": two kinds of records, each with the records named after "with"/"for"
  const both =
    /^(add|log|track|record|include|keep)\s+((?:[a-z]+\s)?[a-z]+)\s+and\s+((?:[a-z]+\s)?[a-z]+)\s+(with|for)\s+((?:the|their|our|each|every|all|my)\s+)?([a-z]+(?:\s[a-z]+)?)$/i.exec(
      trimmed,
    );
  // ("reviews and ratings for teachers": a field word is the other's value, not a second kind of record)
  if (both && isEntity(both[6]) && [both[2], both[3]].every((x) => pluralRecords(x) && !isEntity(x) && !isFieldWord(x)))
    return [both[2], both[3]].flatMap((x) => normaliseClause(`${both[1]} ${x} ${both[4]} ${both[5] ?? ''}${both[6]}`, isEntity));
  const inMany = inManyValues(trimmed, isEntity);
  // ("adding new field discount on operations lines": a field named after the word "field" is that field)
  const named =
    /^((?:add|include|introduce|create)\s+)(?:an?\s+)?(?:new\s+)?(field|column)\s+(?!(?:on|to|in|for|of|with|that|which|called|named)\b)([a-z][a-z_]*(?:\s+(?!(?:on|to|in|for)\b)[a-z][a-z_]*)?)(\s+(?:on|to|in|for)\s+.+)$/i.exec(
      trimmed,
    );
  if (named && !isEntity(named[3])) return normaliseClause(`${named[1]}a ${named[3]} ${named[2]}${named[4]}`, isEntity);
  if (inMany) return [inMany];
  const filed = putInto(trimmed, isEntity);
  if (filed) return filed;
  const feature = featureRecords(trimmed, isEntity);
  if (feature.length > 1) return feature;
  let c = feature[0];
  let m: RegExpExecArray | null;
  // "add engagement metrics like likes, shares and comments (to posts)": the figures named are fields, a thing
  // said in the plural being how many of it ("the number of likes"); the word for them all is no record
  if (
    (m =
      /^(add|track|record|include|show|store)\s+(?:some\s+|the\s+)?(?:[a-z]+\s+)?(?:metrics|stats|statistics|figures|counts|numbers|kpis|measures)\s*,?\s+(?:like|such\s+as|including|eg|for\s+example)\s+(.+?)(?:\s+(to|for|on)\s+((?:the\s+|each\s+|every\s+|all\s+)?[a-z]+(?:\s+[a-z]+)?))?$/i.exec(
        c,
      )) &&
    (!m[4] || isEntity(m[4].replace(/^(?:the|each|every|all)\s+/i, '')))
  ) {
    const figures = splitList(m[2]).map((x) => x.replace(/^(?:the|an?)\s+/i, ''));
    if (figures.length && figures.every((x) => /^[a-z]+(?:\s+[a-z]+)?$/i.test(x)))
      return [
        `add ${figures.map((x) => (isPluralWord(x.split(/\s+/).at(-1) ?? '') ? `the number of ${x}` : x)).join(', ')}${m[4] ? ` ${m[3]} ${m[4]}` : ''}`,
      ];
  }
  // "add mileage tracking to cars", "add weight monitoring for dogs": tracking a thing on records is recording it
  // on each ("time tracking" is the time spent)
  if (
    (m =
      /^(add|include|enable)\s+(?:an?\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:tracking|monitoring|logging|recording)\s+(to|on|for)\s+((?:the\s+|each\s+|every\s+|all\s+)?[a-z]+(?:\s+[a-z]+)?)$/i.exec(
        c,
      )) &&
    isEntity(m[4].replace(/^(?:the|each|every|all)\s+/i, ''))
  )
    return [`add ${/^time$/i.test(m[2]) ? 'time spent' : m[2]} ${m[3]} ${m[4]}`];
  // "employees should log their hours against a project", "volunteers can record their time on a task": time
  // booked to a record is entries of their own (a timesheet), each of the person and of the record
  if (
    (m =
      /^(?:the\s+|each\s+|every\s+|all\s+|our\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:should|must|can|could|will|need\s+to|have\s+to|want\s+to)\s+(?:also\s+)?(?:be\s+able\s+to\s+)?(?:log|record|book|track|enter|submit)\s+(?:their|his|her|its|the)\s+(?:working\s+|work\s+|billable\s+)?(?:hours|time)\s+(?:against|on|to|for)\s+(?:an?\s+|the\s+|each\s+|one\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        c,
      ))
  )
    return [
      ...(isEntity('time entries') ? [] : ['add time entries with a date and hours']),
      `link time entries to ${m[1]}`,
      `link time entries to ${m[2]}`,
    ];
  // "add the dog's age", "add special instructions to each dog's profile": what is said as a record's own
  // is a field of that record
  // ("manage employee's training courses": things of theirs said in the plural are as many as "for" says,
  // records of their own unless the words are a field's)
  if (
    (m =
      /^(add|include|track|record|store|manage|keep)\s+(?:the\s+|each\s+|every\s+|an?\s+)?([a-z]+(?:\s+[a-z]+)?)['’]s?\s+(?!to\b|for\b|on\b)(.+)$/i.exec(
        c,
      )) &&
    isEntity(m[2])
  ) {
    // ("record each employee's grade and each employee's supervisor": the owner said again before each field)
    m[3] = m[3].replace(
      new RegExp(String.raw`(,\s*|\s+)(and\s+)?(?:the\s+|each\s+|every\s+|an?\s+)?${m[2]}['’]s?\s+(?!to\b|for\b|on\b)`, 'gi'),
      '$1$2',
    );
    // "track each employee's dependents for health insurance: name, birth date and relationship": records of the
    // owner's, then what each has after a colon, are records of their own that belong to the owner (what they
    // are for, before the colon, is left aside)
    const listed = /^([a-z]+(?:\s+[a-z]+)?)(?:\s+(?:for|of|in|under)\s+[a-z][a-z ]*?)?\s*:\s*(.+)$/i.exec(m[3].trim());
    if (listed && isPluralWord(listed[1].split(/\s+/).at(-1) ?? '') && !isEntity(listed[1]) && !/^(?:manage|keep)$/i.test(m[1]))
      return [`add ${listed[1]} with ${listed[2]}`, `link ${listed[1]} to ${m[2]}`];
    const many = /^[a-z]+(?:\s+[a-z]+)?$/i.test(m[3].trim()) && isPluralWord(m[3].trim().split(/\s+/).at(-1) ?? '');
    // "manage"/"keep" only say records are kept: read as "add" for many, left as said for one
    const keeps = /^(?:manage|keep)$/i.test(m[1]);
    if (many) c = `${keeps ? 'add' : m[1]} ${m[3]} for ${m[2]}`;
    else if (!keeps) c = `${m[1]} ${m[3]} to ${m[2]}`;
  }
  // "add the colour of vehicles": what is said of a record is a field of it, as "the vehicle's colour" is
  // (not a count or a screen of them: "the number of vehicles", "a list of vehicles")
  if (
    (m =
      /^(add|include|track|record|store)\s+(?:the\s+|an?\s+|their\s+)?([a-z][a-z -]*?)\s+of\s+(?:the\s+|each\s+|every\s+|all\s+|an?\s+|their\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        c,
      )) &&
    isEntity(m[3]) &&
    !isEntity(m[2]) &&
    !/\b(?:number|count|total|sum|average|list|page|table|view|report|summary|overview|history|map|chart|calendar|dashboard|filter|search)$/i.test(
      m[2],
    ) &&
    !/^(?:kinds?|types?|sorts?|categor(?:y|ies))$/i.test(m[2]) &&
    !/\s(?:to|on|for|in|with)\s/i.test(m[2])
  )
    c = `${m[1]} ${m[2]} to ${m[3]}`;
  c = c.replace(
    /\s(to|on|for)\s+(?:the\s+|each\s+|every\s+|an?\s+)?([a-z]+(?:\s+[a-z]+)?)['’]s?\s+(?:profile|page|record|details|entry|form|card)$/i,
    (all, p: string, x: string) => (isEntity(x) ? ` ${p} ${x}` : all),
  );
  // "add a rating to walks, from 1 to 5 stars": the scale said after the records is the field's
  if ((m = /^(add\s+.+?)\s+(to|on|for)\s+(.+?),?\s+((?:from|between)\s+\d+\s+(?:to|and)\s+\d+(?:\s+stars?)?)$/i.exec(c)) && isEntity(m[3]))
    c = `${m[1]} (${m[4]}) ${m[2]} ${m[3]}`;
  // "add a way to record the mileage on repairs", "give staff the ability to mark …": the feature is the act
  // it allows (the act is read as a request of its own; the ability is no field)
  if ((m = ABILITY_TO.exec(c)) && m[0].length < c.length) c = c.slice(m[0].length).trim();
  // a field that replaces another is the other renamed (its values kept): "use a nickname instead of the name
  // for piercers", "piercers don't need a name field, use nickname instead", "replace the name of piercers
  // with a nickname"; "the pain score should be called discomfort level"
  const A = String.raw`(?:an?\s+|the\s+|their\s+|its\s+)?`;
  const OF = String.raw`(?:\s+(?:of|on|for|from|in)\s+${A}(.+?))?`;
  if ((m = new RegExp(String.raw`^(?:use|have|show|keep)\s+${A}(.+?)\s+instead\s+of\s+${A}(.+?)(?:\s+field)?${OF}$`, 'i').exec(c)))
    return [`rename the ${m[2]} field${m[3] ? ` of ${m[3]}` : ''} to ${m[1]}`];
  if ((m = new RegExp(String.raw`^add\s+${A}(.+?)\s+instead\s+of\s+${A}(.+?)(?:\s+field)?\s+to\s+${A}(.+)$`, 'i').exec(c)))
    return [`rename the ${m[2]} field of ${m[3]} to ${m[1]}`];
  if (
    (m = new RegExp(
      String.raw`^(?:the\s+|each\s+|every\s+)?(.+?)\s+(?:should|must|could|can|will|needs?\s+to)\s+(?:have|get|show)\s+${A}(.+?)\s+instead\s+of\s+${A}(.+?)(?:\s+field)?$`,
      'i',
    ).exec(c))
  )
    return [`rename the ${m[3]} field of ${m[1]} to ${m[2]}`];
  if (
    (m = new RegExp(
      String.raw`^(?:the\s+)?(.+?)\s+(?:don'?t|do\s+not|doesn'?t|does\s+not)\s+need\s+${A}(.+?)(?:\s+field)?\s*[,;-]?\s+(?:just\s+)?(?:use|give\s+(?:them|it)|have)\s+${A}(.+?)\s+instead$`,
      'i',
    ).exec(c))
  )
    return [`rename the ${m[2]} field of ${m[1]} to ${m[3]}`];
  if ((m = new RegExp(String.raw`^replace\s+${A}(.+?)(?:\s+field)?${OF}\s+(?:with|by)\s+${A}(.+)$`, 'i').exec(c)))
    // "replace the company name on jobs with a link to companies": the field becomes the link
    return /^(?:link|relation(?:ship)?|reference)\s+(?:to|with)\s/i.test(m[3])
      ? [`make the ${m[1]} field${m[2] ? ` of ${m[2]}` : ''} a ${m[3]}`]
      : [`rename the ${m[1]} field${m[2] ? ` of ${m[2]}` : ''} to ${m[3]}`];
  if (
    (m = new RegExp(
      String.raw`^(?:the\s+)?(.+?)(?:\s+field)?${OF}\s+(?:should|must|could|can|will|needs?\s+to)\s+be\s+(?:called|named|renamed(?:\s+to)?|labell?ed|re-?labell?ed(?:\s+as)?)\s+(.+)$`,
      'i',
    ).exec(c))
  )
    return [
      m[2] || /\bfield$/i.test(m[0].split(/\s+(?:should|must|could|can|will|needs?)\s/i)[0])
        ? `rename the ${m[1]} field${m[2] ? ` of ${m[2]}` : ''} to ${m[3]}`
        : `rename ${m[1]} to ${m[3]}`,
    ];
  // "add a field for the number of turns", "a box to record the weather": the field is what it is for
  c = c.replace(
    /\b(?:an?\s+|the\s+)?(?:new\s+)?(?:field|column|box|place|spot|space|section)\s+(?:for|to\s+(?:record|store|hold|put|enter|write|note))\s+(?:the\s+|an?\s+|their\s+|its\s+)?(?=[a-z])(?!(?:each|every|all)\b)/i,
    (all, offset: number) => (isEntity(c.slice(offset + all.length).split(/\s+/)[0] ?? '') ? all : 'a '),
  );
  // "new record type aftercare check: …", "new table: suppliers with …": a request without its verb
  c = c.replace(
    /^(?:an?\s+)?new\s+(?:record\s+type|type\s+of\s+record|kind\s+of\s+record|record|table|entity)\s*(?:called\s+|named\s+|for\s+)?:?\s*/i,
    'add a ',
  );
  // "status of todo, in progress or done" → "status (todo, in progress, done)"
  c = c.replace(
    new RegExp(
      `\\b(${ENUM_HEADS})(\\s+field)?(?:\\s*:|\\s+(?:of|:|with\\s+(?:values|options)|which\\s+can\\s+be|that\\s+can\\s+be|that\\s+is\\s+either|either))\\s+([^()]+?\\b(?:or|and)\\b[^()]+?)(?=$|\\s+(?:to|on|for)\\s+\\S+$)`,
      'i',
    ),
    (_all, head: string, field: string | undefined, values: string) =>
      `${head}${field ?? ''} (${values.replace(/\s*,?\s+(?:or|and)\s+/gi, ', ')})`,
  );
  // "books need a genre: fiction, non-fiction, poetry": a field named before a colon and a list of short
  // values after it (the field's choices; an entity before the colon is a heading, below)
  if (
    (m = /^(.*\b[a-z]+)\s*:\s*([^:()]+)$/i.exec(c)) &&
    /^[a-z][a-z ]*$/i.test(m[1]) &&
    !isEntity(m[1].trim()) &&
    !isEntity(m[1].trim().split(/\s+/).pop() ?? '') &&
    VALUE_LIST.test(m[2].trim()) &&
    // ("umpires: add a phone and a level" is a request under a heading, not values)
    !/^(?:add|include|track|record|store)\s/i.test(m[2].trim())
  )
    c = `${m[1].trim()} (${m[2].trim().replace(/(?<!\byes)\s*\/\s*(?!no\b)|\s*,?\s+(?:or|and)\s+/gi, ', ')})`;
  // "a result - won, lost or drawn": a field named before a dash and its choices after it (a plural or
  // an entity before the dash heads fields instead: "volunteers - name, phone")
  if (
    (m = /^(.*\b([a-z]+))\s+[-–—]+\s+([^:()]+)$/i.exec(c)) &&
    !isEntity(m[2]) &&
    !isPluralWord(m[2].toLowerCase()) &&
    VALUE_LIST.test(m[3].trim()) &&
    /,|\/|\bor\b/i.test(m[3]) &&
    !m[3].split(/\s*(?:,|\/|\bor\b|\band\b)\s*/i).some((x) => FIELD_HEAD.test(x.trim()))
  )
    c = `${m[1].trim()} (${m[3].trim().replace(/(?<!\byes)\s*\/\s*(?!no\b)|\s*,?\s+(?:or|and)\s+/gi, ', ')})`;
  // "booking status (booked, attended, no-show)", "priority (low, high)": a field and its values, no verb
  if ((m = /^(?:the\s+)?([a-z][a-z ]*?)\s*\(([^()]+)\)$/i.exec(c)) && m[1].split(/\s+/).length <= 4) {
    const toks = m[1].split(/\s+/);
    for (let i = Math.min(2, toks.length - 1); i >= 1; i--)
      if (
        isEntity(toks.slice(0, i).join(' ')) &&
        /^[a-z]+(?:\s+[a-z]+)?$/i.test(toks.slice(i).join(' ')) &&
        !/^(?:needs?|should|must|has|have|gets?|wants?|requires?|can|could|will|is|are)$/i.test(toks[i])
      )
        return [`add ${toks.slice(i).join(' ')} (${m[2]}) to ${toks.slice(0, i).join(' ')}`];
  }
  // "I want tasks to have tags", "we'd like each booking to get a reference"
  if (
    (m =
      /^(?:i|we)\s*(?:'d|\s+would|\s+also|\s+really)?\s+(?:want|need|like|love)\s+(?:the\s+|each\s+|every\s+|all\s+|our\s+)?(.+?)\s+to\s+(?:also\s+)?(?:have|get|show|include|store)\s+(.+)$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [`add ${m[2]} to ${m[1]}`];
  // "I need a dashboard", "we want an about page": a request to add what follows the article
  if (
    (m = /^(?:i|we)\s*(?:'d|\s+would|\s+also)?\s+(?:want|need|like|love)\s+(an?\s+.+)$/i.exec(c)) &&
    !/\b(?:to|it|the\s+app)\b/i.test(m[1])
  )
    c = `add ${m[1]}`;
  // "tasks should be sorted by due date", "the default sort for tasks should be due date"
  if (
    (m = /^(?:the\s+|all\s+)?(.+?)\s+(?:should|must)\s+(?:always\s+)?be\s+(?:sorted|ordered|listed)\s+by\s+(.+)$/i.exec(c)) &&
    isEntity(m[1])
  )
    return [`sort ${m[1]} by ${m[2]}`];
  if (
    (m =
      /^(?:the\s+)?(?:default\s+)?(?:sort|sorting|sort\s+order|order)\s+(?:for|of|on)\s+(?:the\s+)?(.+?)(?:\s+list)?\s*(?:should\s+be|is|to\s+be|:)\s*(?:by\s+)?(.+)$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [`sort ${m[1]} by ${m[2]}`];
  // "events can be draft, published or cancelled": the states an entity can be in are its status
  if (
    (m = /^(?:the\s+|each\s+|every\s+|an?\s+)?(.+?)\s+(?:can|could|may|will|should)\s+(?:only\s+)?be\s+(?:either\s+)?(.+)$/i.exec(c)) &&
    isEntity(m[1]) &&
    VALUE_LIST.test(m[2].trim()) &&
    /\bor\b/i.test(m[2])
  )
    return [`add a status (${m[2].trim().replace(/\s*\/\s*|\s*,?\s+or\s+/gi, ', ')}) to ${m[1]}`];
  // "jobs: add whether the customer has paid": the entity first, as a heading of the request ("umpires: add a
  // phone and a level": records the app lacks head it as well, and the request says whether to make them)
  if (
    (m = /^([a-z][a-z ]*?)\s*:\s*(add|include|track|record|store)\s+(.+)$/i.exec(c)) &&
    (isEntity(m[1]) || pluralRecords(m[1])) &&
    // "a health score from 1 to 10" is no target; "… to orders" is
    !/\s(?:to|on|for)\s+(?:the\s+|each\s+|every\s+)?(.+)$/i.exec(m[3])?.slice(1).some(isEntity)
  )
    return [`${m[2]} ${m[3]} to ${m[1]}`];
  // "matches: get rid of our score", "players - take off the date of birth": a removal under an entity heading
  if (
    (m =
      /^([a-z][a-z ]*?)\s*(?::|\s[-–—]+)\s*(?:remove|delete|drop|get\s+rid\s+of|take(?:\s+(?:off|out))?|ditch|lose)\s+(.+?)(?:\s+(?:off|out))?$/i.exec(
        c,
      )) &&
    (!/^take\s+(?!off|out)/i.test(c.replace(/^[^:–—-]+(?::|\s[-–—]+)\s*/, '')) || /\s(?:off|out)$/i.test(c)) &&
    isEntity(m[1]) &&
    !/\s(?:from|on|of|in)\s/i.test(m[2])
  )
    return [`remove ${m[2]} from ${m[1]}`];
  // "make the job date required and the customer phone required too", "make the email and phone mandatory":
  // one change said of several fields
  if (
    (m =
      /^(make|set|mark)\s+(.+?)\s+(required|mandatory|compulsory|optional)\s*,?\s+(?:and|&)\s+(.+?)\s+(required|mandatory|compulsory|optional)(?:\s+(?:too|as\s+well|also))?$/i.exec(
        c,
      ))
  )
    return [`${m[1]} ${m[2]} ${m[3]}`, `${m[1]} ${m[4]} ${m[5]}`];
  if ((m = /^(make|set|mark)\s+(?:the\s+)?(.+?)\s+(required|mandatory|compulsory|optional)$/i.exec(c)) && /,|\s(?:and|&)\s/.test(m[2])) {
    const items = m[2].split(/\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/).filter(Boolean);
    if (items.length > 1 && items.every((x) => x.split(/\s+/).length <= 4)) return items.map((x) => `${m![1]} ${x} ${m![3]}`);
  }
  // "make phone and address required on customers": the entity said last
  if (
    (m =
      /^(make|set|mark)\s+(?:the\s+)?(.+?)\s+(required|mandatory|compulsory|optional)\s+(?:on|for|in)\s+(?:the\s+|all\s+|each\s+)?(.+)$/i.exec(
        c,
      )) &&
    isEntity(m[4])
  ) {
    const items = m[2].split(/\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/).filter(Boolean);
    return items.map((x) => `${m![1]} the ${x} of ${m![4]} ${m![3]}`);
  }
  // "jobs need a plumber assigned", "each ticket should have an agent attached": a link to that record
  if (
    (m =
      /^(?:each\s+|every\s+|all\s+|the\s+)?(.+?)\s+(?:needs?|should\s+have|must\s+have|requires?)\s+(?:an?\s+|one\s+|the\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:assigned|attached|linked|allocated)(?:\s+to\s+(?:it|them|each(?:\s+one)?))?$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [`link ${m[1]} to ${m[2]}`];
  // "split name into first and last name on patients": the field gives way to its parts, which share its head
  if (
    (m =
      /^split\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:up\s+)?into\s+(?:a\s+|the\s+)?(.+?)(?:\s+(?:on|of|in|for)\s+(?:the\s+|each\s+)?(.+))?$/i.exec(
        c,
      )) &&
    (!m[3] || isEntity(m[3]))
  ) {
    const head = m[1].trim().split(/\s+/).pop() ?? '';
    const parts = m[2]
      .split(/\s*,\s*|\s+(?:and|&)\s+/)
      .map((x) => x.replace(/^(?:an?|the)\s+/i, '').trim())
      .filter(Boolean)
      .map((x) => (x.split(/\s+/).length === 1 && !x.toLowerCase().endsWith(head.toLowerCase()) ? `${x} ${head}` : x));
    const on = m[3] ? ` ${m[3]}` : '';
    if (parts.length >= 2)
      return [`remove the ${m[1]} field${m[3] ? ` from${on}` : ''}`, `add ${parts.join(', ')}${m[3] ? ` to${on}` : ''}`];
  }
  // "can we also have a discount code on orders", "could I get a photo for each product": a request to add
  if ((m = /^(?:can|could)\s+(?:we|i|you)\s+(?:also\s+|please\s+)?(?:have|get|store|keep)\s+(.+)$/i.exec(c))) c = `add ${m[1]}`;
  // "can classes have a level", "could each booking get a note": a question that asks to add
  if (
    (m = /^(?:can|could|should)\s+(?:the\s+|each\s+|every\s+|all\s+)?(.+?)\s+(?:also\s+)?(?:have|get|store|show)\s+(.+)$/i.exec(c)) &&
    isEntity(m[1])
  )
    return [`add ${m[2]} to ${m[1]}`];
  // "rename "title" to "name" on tasks": the entity said last
  if (
    (m = /^rename\s+(?:the\s+)?(.+?)(?:\s+field)?\s+to\s+(.+?)\s+(?:on|of|in|for)\s+(?:the\s+|each\s+|all\s+)?(.+)$/i.exec(c)) &&
    isEntity(m[3])
  )
    return [`rename the ${m[1]} field of ${m[3]} to ${m[2]}`];
  // "priority should be a dropdown with low, medium and high", "the venue should be one of hall, garden or rooftop"
  if (
    (m =
      /^(?:the\s+)?(.+?)(?:\s+field)?(?:\s+(?:on|of|for|in)\s+(?:the\s+|each\s+)?(.+?))?\s+(?:should|must|could|can|will)\s+(?:only\s+)?be\s+(?:(?:an?\s+)?(?:dropdown|drop-down|select|choice|picklist|pick\s+list|list|enum)(?:\s+field)?\s+(?:with|of|between)\s+(?:the\s+)?(?:options|values|choices)?\s*:?\s*|one\s+of\s+(?:the\s+)?(?:options|values)?\s*:?\s*|either\s+)(.+)$/i.exec(
        c,
      ))
  )
    return [
      `change the ${m[1]} field${m[2] ? ` of ${m[2]}` : ''} to (${m[3].replace(/^\(|\)$/g, '').replace(/\s*,?\s+(?:or|and)\s+/gi, ', ')})`,
    ];
  const record = newRecord(c, isEntity);
  if (record) return record;
  // "Add a status field to Invoice (draft, sent, paid)", "add payment method to orders: cash/card/transfer"
  if (
    (m = /^(add|include|put)\s+(.+?)\s+(to|on|for)\s+(?:the\s+|each\s+|every\s+|all\s+)?([^():]+?)\s*(?:\(([^()]+)\)|:\s*(.+))$/i.exec(
      c,
    )) &&
    isEntity(m[4])
  )
    return [`${m[1]} ${m[2]} (${m[5] ?? m[6]}) ${m[3]} ${m[4]}`];
  // "I also need to track sponsors with …", "we want to record payments", "we need volunteers too - name, phone"
  if (
    (m =
      /^(?:i|we)\s+(?:also\s+|now\s+)?(?:need|want|would\s+like|'d\s+like)\s+(?:to\s+)?(?:track|manage|record|store|keep\s+track\s+of|add|have|log)\s+(.+)$/i.exec(
        c,
      )) ||
    (m =
      /^(?:i|we)\s+(?:also\s+|now\s+)?(?:need|want)\s+(?:some\s+)?([a-z]+(?:\s+[a-z]+)?s(?:\s+too|\s+as\s+well)?\s*(?:[-–—:(]|with\s).+)$/i.exec(
        c,
      ))
  )
    return normaliseClause(`add ${m[1].replace(/\s+(?:too|as\s+well)(?=\s*(?:[-–—:(]|with\s))/i, '')}`, isEntity);
  // "let me rate recipes from 1 to 5 stars" → a rating field
  if (
    (m =
      /^(?:let\s+(?:me|us|users|people|[a-z]+s)\s+|allow\s+(?:me|us|users|[a-z]+s)\s+to\s+)?rate\s+(?:the\s+|each\s+|every\s+)?(.+?)(?:\s+(?:from|out\s+of|on\s+a\s+scale\s+of)\s+.*)?$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [`add a rating 1-5 to ${m[1]}`];
  // "we should keep track of …", "I need to know …": a request said as what we should do; knowing,
  // remembering and keeping track of something about each record is recording it
  c = c
    .replace(
      /^(?:(?:we|i)\s+(?:really\s+|also\s+)?(?:should|must|need\s+to|have\s+to|want\s+to|would\s+like\s+to|'d\s+like\s+to|'d\s+love\s+to)|it\s+would\s+be\s+(?:good|nice|great|useful|handy|helpful)\s+to)\s+(?=(?:also\s+)?(?:keep\s+track|track|record|know|see|store|log|note|remember|capture)\b)/i,
      '',
    )
    .replace(/^(?:also\s+)?(?:keep\s+track\s+of|know|remember|capture|log|note|track)\s+(?=the\s|whether\s|when\s)/i, 'record ');
  // "record the diameter of each tree in cm": the unit belongs to the field, not to the trees
  if (
    (m =
      /^(?:record|add|store)\s+(?:the\s+|an?\s+)?(.+?)\s+(?:of|for)\s+(?:each\s+|every\s+|the\s+|an?\s+|all\s+)?(.+?)\s+(in\s+[a-z]+)$/i.exec(
        c,
      )) &&
    isEntity(m[2])
  )
    return [`add ${m[1]} ${m[3]} to ${m[2]}`];
  // "bookings should say which session they are for", "record which room each class is in": a link to it
  if (
    (m =
      /^(?:the\s+|each\s+|every\s+|all\s+)?(.+?)\s+(?:should|must|need\s+to|needs\s+to|have\s+to|has\s+to)\s+(?:say|show|record|note|store|know|track|remember|tell\s+(?:me|us))\s+which\s+(.+?)(?:\s+(?:they|it|he|she)\s+(?:are|is|was|were|belongs?|came|comes?)?\s*(?:for|in|on|at|with|from|to|by|under))?$/i.exec(
        c,
      )) &&
    isEntity(m[1]) &&
    isEntity(m[2])
  )
    return [`link ${m[1]} to ${m[2]}`];
  // "record who each task is assigned to", "tasks should say who they're assigned to", "record who each
  // loan was approved by": the one it is given to is its assignee; the one who did it, "<verb>ed by"
  if (
    (m =
      /^(?:record\s+who\s+(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)|(?:the\s+|each\s+|every\s+|all\s+)?(.+?)\s+(?:should|must|need\s+to|needs\s+to)\s+(?:say|show|record|note|store|know|track|remember)\s+who\s+(?:they|it))(?:\s+(?:is|are|was|were|gets?|got)|['’]re|['’]s)\s+([a-z]{3,}ed)\s+(to|by)$/i.exec(
        c,
      )) &&
    isEntity(m[1] ?? m[2]) &&
    (m[4].toLowerCase() === 'by' || /^assigned$/i.test(m[3]))
  )
    return [m[4].toLowerCase() === 'by' ? `add ${m[3]} by to ${m[1] ?? m[2]}` : `add an assignee to ${m[1] ?? m[2]}`];
  // "record which trainer runs each class": the one who does it to each record is a link to it
  if (
    (m =
      /^record\s+which\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:[a-z]{3,}s|[a-z]{3,}ed|saw|took|did|ran|led|taught|made|gave|wrote|sold|brought|drove|met|sent|built|fixed)\s+(?:each|every|the|an?)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(
        c,
      )) &&
    isEntity(m[2]) &&
    !/^(?:is|was|has|does)$/i.test(m[0].split(/\s+/)[2 + m[1].split(/\s+/).length] ?? '')
  )
    return [`link ${m[2]} to ${m[1]}`];
  // "visits should record which vet saw the pet", "orders should say which supplier delivered them": the one
  // who did it to the record is a link to it
  if (
    (m =
      /^(?:the\s+|each\s+|every\s+|all\s+)?(.+?)\s+(?:should|must|need\s+to|needs\s+to)\s+(?:say|show|record|note|store|know|track|remember)\s+which\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:[a-z]{3,}ed|saw|took|did|ran|led|taught|made|gave|wrote|sold|brought|drove|met|sent|built|fixed)\s+(?:it|them|the\s+[a-z]+|this|that)$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [`link ${m[1]} to ${m[2]}`];
  if (
    (m =
      /^record\s+which\s+(.+?)\s+(?:each|every|a|an|the)\s+(.+?)\s+(?:is|are|was|were|belongs?|came|comes?)\s*(?:for|in|on|at|with|from|to|by|under)?$/i.exec(
        c,
      )) &&
    isEntity(m[1]) &&
    isEntity(m[2])
  )
    return [`link ${m[2]} to ${m[1]}`];
  // "record when each puppet was last repaired": a date of that happening
  if (
    (m =
      /^(?:record|add|store|log)\s+(?:when|the\s+date(?:\s+(?:that|when))?)\s+(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:was|were|is|are|has\s+been|have\s+been|got|gets|had)\s+(last\s+|first\s+)?([a-z]+)$/i.exec(
        c,
      )) &&
    isEntity(m[1]) &&
    PARTICIPLE.test(m[3])
  )
    return [`add a ${m[2] ?? ''}${m[3]} date to ${m[1]}`];
  // "record when a member joined", "record the date each member signed up": the date of what the record did
  if (
    (m =
      /^(?:record|add|store|log)\s+(?:when|the\s+(date|time|date\s+and\s+time)(?:\s+(?:that|when))?)\s+(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+([a-z]{3,}ed)(\s+(?:up|in|out|on|off))?$/i.exec(
        c,
      )) &&
    isEntity(m[2])
  )
    return [`add a ${m[3]}${m[4] ?? ''} ${m[1] && /time/i.test(m[1]) ? 'time' : 'date'} to ${m[2]}`];
  // "track whether each invoice has been emailed", "add whether the event is sold out\"
  if (
    (m =
      /^(?:add|track|record|store|note|capture|show)\s+whether\s+(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:is|are|was|were|has\s+been|have\s+been|has|have)\s+(.+)$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [`add whether ${m[2]} to ${m[1]}`];
  // "i dont need teachers anymore", "we no longer need the tags": an entity dropped
  if (
    (m =
      /^(?:we|i)\s+(?:don'?t|dont|do\s+not|no\s+longer)\s+(?:need|use|want)\s+(?:the\s+|any\s+)?(.+?)(?:\s+(?:any\s?more|now|at\s+all))?$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [`remove ${m[1]}`];
  // "level should also allow "expert"", "status should include archived": one more choice
  if (
    (m =
      /^(?:the\s+)?(.+?)\s+(?:should|must|can)\s+(?:also\s+)?(?:allow|accept|include|offer)\s+(?:the\s+(?:option|value)\s+)?(["'“][^"'”]+["'”]|[a-z][\w-]*)$/i.exec(
        c,
      ))
  )
    return [`add ${m[2]} as a ${m[1]} option`];
  // "we don't need stock on products anymore", "X is not needed on Y"
  if (
    (m =
      /^(?:we|i)\s+(?:don'?t|dont|do\s+not|no\s+longer)\s+need\s+(?:the\s+)?(.+?)\s+(?:on|in|from|for)\s+(?:the\s+)?(.+?)(?:\s+(?:any\s?more|now))?$/i.exec(
        c,
      )) &&
    isEntity(m[2])
  )
    return [`remove the ${m[1]} field from ${m[2]}`];
  // "call the stock field quantity instead"
  if ((m = /^call\s+(?:the\s+)?(.+?)\s+field\s+(?:of\s+(.+?)\s+)?["']?(.+?)["']?(?:\s+instead)?$/i.exec(c)))
    return [`rename the ${m[1]} field${m[2] ? ` of ${m[2]}` : ''} to ${m[3]}`];
  // "each class should be taught by a trainer", "tasks are handled by an agent", "each plot is rented by one
  // gardener": a record done by another (a new one for the verbs of people's roles; any participle for an
  // entity the app has — "sorted by due date" names none)
  if (
    (m =
      /^(?:each\s+|every\s+|the\s+|an?\s+)?(.+?)\s+(?:should\s+be|must\s+be|is|are|gets?|will\s+be)\s+([a-z]+)\s+by\s+(?:an?\s+|the\s+|one\s+)?(.+)$/i.exec(
        c,
      )) &&
    isEntity(m[1]) &&
    (/^(?:taught|led|run|owned|managed|handled|done|given|hosted|coached|supervised|reviewed|delivered|driven|performed|created|made|written|organi[sz]ed)$/i.test(
      m[2],
    ) ||
      (PARTICIPLE.test(m[2]) && isEntity(m[3])))
  )
    return [`link ${m[1]} to ${m[3]}`];
  // "add payments: each payment belongs to an invoice and has an amount and a date"
  if ((m = /^(?:add|create|track)\s+(?:some\s+)?([a-z]+)\s*:\s*(.+)$/i.exec(c)))
    return explainsFeature(m[2]) ? [`add ${m[1]}`] : [`add ${m[1]}`, ...splitEachClause(m[2])];
  if (/^(?:each|every)\s+\S+\s+(?:belongs?\s+to|is\s+linked\s+to)\s+.+\s+and\s+(?:has|have)\s+/i.test(c)) return splitEachClause(c);
  // "add a contract type field to jobs with full time, part time and freelance": the choices after the records
  if (
    (m =
      /^add\s+(?:an?\s+|the\s+)?(?:new\s+)?(.+?)(\s+(?:field|column|dropdown))?\s+(?:to|on|for)\s+(?:the\s+|each\s+|every\s+|all\s+)?([a-z]+(?:\s+[a-z]+)?)\s+with\s+(?:the\s+)?((?:options|values|choices)\s*:?\s*)?(.+)$/i.exec(
        c,
      )) &&
    (m[2] || m[4]) &&
    isEntity(m[3]) &&
    VALUE_LIST.test(m[5]) &&
    /,|\s(?:or|and)\s/i.test(m[5]) &&
    // ("with a date and a time" names fields, not choices)
    !/(?:^|,|\s(?:or|and))\s*(?:an?|the|some|their|its)\s/i.test(m[5])
  )
    return [`add a ${m[1]} field (${m[5].replace(/,?\s+(?:or|and)\s+/gi, ', ')}) to ${m[3]}`];
  // "add a field to repairs for the labour cost": the records first, what the field is for after
  if (
    (m =
      /^add\s+(?:an?\s+|one\s+more\s+|another\s+)?(?:new\s+|extra\s+)?(?:field|column|place|box)\s+(?:to|on)\s+(?:the\s+|each\s+|every\s+|all\s+)?([a-z]+(?:\s+[a-z]+)?)\s+for\s+(?:the\s+|their\s+|its\s+|an?\s+)?(.+)$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [`add ${m[2]} to ${m[1]}`];
  // "show the publication year of each book": something shown of every record is a field of it (a count or
  // total of each is a figure worked out, not a field: "show the number of loans of each member")
  if (
    (m = /^(?:show|display)\s+(?:the\s+)?(.+?)\s+(?:of|for)\s+(?:each|every)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(c)) &&
    isEntity(m[2]) &&
    !/^(?:number|count|total|sum|average|amount|list|history|map|chart|summary)\b/i.test(m[1]) &&
    !/\s(?:of|for|in|on|per)\s/i.test(m[1])
  )
    return [`add ${m[1]} to ${m[2]}`];
  // "record the date of each visit and a follow up date"
  if (
    (m =
      /^(?:add|record|track|store|capture|keep)\s+(?:the\s+)?(.+?)\s+(?:of|for)\s+(?:each|every|the|a|an)\s+([a-z]+(?:\s+[a-z]+)?)(?:\s+(?:and|plus|,)\s+(.+))?$/i.exec(
        c,
      )) &&
    isEntity(m[2])
  )
    return [`add ${m[1]}${m[3] ? `, ${m[3]}` : ''} to ${m[2]}`];
  // "turn the venue into a dropdown with hall, garden and rooftop", "change priority to a dropdown with low, normal and urgent"
  if (
    (m =
      /^(?:turn|make|change|convert)\s+(?:the\s+)?(.+?)(?:\s+field)?(?:\s+(?:on|of|for)\s+(?:the\s+)?(.+?))?\s+(?:into|to)\s+(?:an?\s+)?(?:dropdown|drop-down|select|choice|picklist|pick\s+list|list|enum)(?:\s+field)?\s+(?:with|of|between)\s+(?:the\s+)?(?:options|values|choices)?\s*:?\s*(.+)$/i.exec(
        c,
      ))
  )
    return [`change the ${m[1]} field${m[2] ? ` of ${m[2]}` : ''} to (${m[3].replace(/\s*,?\s+(?:or|and)\s+/gi, ', ')})`];
  // "rename title on tasks to name", "rename the amount on invoices to total"
  if ((m = /^rename\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(?:on|of|in|for)\s+(?:the\s+)?(.+?)\s+to\s+(.+)$/i.exec(c)) && isEntity(m[2]))
    return [`rename the ${m[1]} field of ${m[2]} to ${m[3]}`];
  // "products should show an image", "cards should display a photo"
  if (
    (m =
      /^(?:each\s+|every\s+|all\s+|the\s+)?(.+?)\s+(?:should|must|need\s+to|needs\s+to|could)\s+(?:also\s+)?(?:show|display)\s+(?:an?\s+|the\s+|their\s+|its\s+)?(.+)$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [`add ${m[2]} to ${m[1]}`];
  // "attendees should record whether they paid", "members should track their phone number", "each craft
  // should list the materials needed"; "dishes should say whether they're vegetarian" (saying or showing
  // whether something is so is a yes/no of the record; "should show the price" stays a display request)
  if (
    (m =
      /^(?:each\s+|every\s+|all\s+|the\s+)?(.+?)\s+(?:should|must|need\s+to|needs\s+to)\s+(?:also\s+)?(?:(?:record|track|store|capture|note|keep|log|list|mention)\s+(?:an?\s+|the\s+|their\s+|its\s+)?|(?:say|show|indicate|tell\s+(?:me|us))\s+(?=whether\s|if\s))(.+)$/i.exec(
        c,
      )) &&
    isEntity(m[1])
  )
    return [
      `add ${m[2].replace(/^(?:whether|if)\s+(?:(?:they|it|he|she)\s+(?:is|are|was|were|has|have|had|did)?|they'?re|it'?s|he'?s|she'?s)\s*/i, 'whether ')} to ${m[1]}`,
    ];
  // "<entity> need(s) a start date too", "classes need a level field (…)", "products should also have …"
  if (
    (m =
      /^(?:each\s+|every\s+|all\s+|the\s+)?(.+?)\s+(?:also\s+)?(?:needs?|requires?|gets?|should\s+(?:also\s+)?(?:have|get|include|store)|must\s+(?:also\s+)?have|could\s+(?:also\s+)?have|want)\s+(?:an?\s+|the\s+|some\s+)?(.+?)(?:\s+too|\s+as\s+well|\s+also)?$/i.exec(
        c,
      )) &&
    isEntity(m[1]) &&
    !/^(?:many|multiple|several)\b/i.test(m[2]) &&
    // "students need to be 18+" is a rule about values, not a field
    !/^to\s/i.test(m[2]) &&
    // ("animals get examined by a vet", "artworks get displayed in exhibitions": a passive names who does it or
    // where it happens, no field)
    !/^(?:[a-z]{3,}ed|done|seen|given|taken|held|kept|made|sold|paid|sent|shown|run|led|taught|played|sung|built|written)\s+(?:by|at|in|on|during|between|from|into)\s/i.test(
      m[2],
    )
  )
    return [`add ${m[2]} to ${m[1]}`];
  return [c];
}

/** Words that head a field and never a choice: "(name, rsvp status, table number)" lists fields, "(draft, sent)" values. */
const FIELD_HEAD = /(?:^|\s)(?:name|title|email|e-mail|phone|date|address|notes?|description|amount|price|cost|fee|number)$|^date\s/i;

const SENTENCE_VERB = /\b(?:can|could|is|are|has|have|should|must|will|belongs?|gets?)\b/i;

/** What says a record belongs to an entity: "for each couple", ", each for a pet", "which hive it came from". */
const OWNER =
  /(?:,?\s+(?:(?:each|every\s+one|all)\s+)?(?:for|of|on|belonging\s+to|linked\s+to)\s+(each\s+|every\s+|an?\s+|one\s+|the\s+|their\s+|our\s+)?|(?:,\s*|\s+)(?:and\s+)?which\s+)([a-z]+(?:\s+[a-z]+)?)(?:\s+(?:it|they)\s+(?:came|comes|come|is|are|was|were|belongs?)(?:\s+(?:from|to|for|in))?)?$/i;

/**
 * A new kind of record with its fields, maybe owned by an entity: "add guests (name, rsvp status) for
 * each couple", "add vaccinations for pets with a vaccine name", "track ingredients - name, supplier and
 * cost", "add harvests with a date … and which hive it came from". The fields follow "with", a dash, a
 * colon or stand in brackets (then they must read as fields, not choices). A record owned "for each X"
 * belongs to X; a person or thing "for the products" is what each product has.
 */
function newRecord(c: string, isEntity: (phrase: string) => boolean): string[] | undefined {
  // (one record named with "a": "add a waiting list: name, phone" — then its fields must be listed)
  const m =
    /^(?:add|track|record|create|log|keep\s+track\s+of)\s+(?:some\s+|the\s+)?(?!an?\s)([a-z]+(?:\s+[a-z]+)?s)\b\s*(.*)$/i.exec(c) ??
    /^(?:add|track|record|create|log|keep\s+track\s+of)\s+(?:an?\s+)(?:new\s+)?([a-z]+(?:\s+[a-z]+)?)\s*([-–—:(].*)$/i.exec(c) ??
    // ("record each check-in with the time": every one of a kind of record, with its fields)
    /^(?:record|track|log|keep\s+track\s+of)\s+(?:each|every)\s+([a-z]+(?:[\s-][a-z]+)?)\s+(with\s.*)$/i.exec(c);
  if (!m || isEntity(m[1]) || !resolveNoun(m[1].toLowerCase())) return undefined;
  let rest = m[2];
  let owner: { name: string; each: boolean } | undefined;
  // "for pets with …": the owner first
  const first =
    /^(?:for|of|to|on)\s+(each\s+|every\s+|the\s+|their\s+|our\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?=with\s|having\s|including\s|\()/i.exec(rest);
  if (first && isEntity(first[2])) {
    owner = { name: first[2], each: /^(?:each|every)/i.test(first[1] ?? '') };
    rest = rest.slice(first[0].length);
  }
  const f = /^(?:\(([^()]+)\)|(?:with|having|including|containing)\s+|[-–—:]\s*)(.*)$/i.exec(rest);
  if (!f) return undefined;
  let fields = f[1] ?? f[2];
  let after = f[1] !== undefined ? f[2].trim() : '';
  if (f[1] === undefined) {
    const o = OWNER.exec(fields);
    if (o && isEntity(o[2])) {
      owner = { name: o[2], each: /^(?:each|every|an?|one)\b/i.test(o[1] ?? '') || /,\s*each/i.test(o[0]) || /which/i.test(o[0]) };
      fields = fields.slice(0, o.index);
    }
  } else {
    const o = OWNER.exec(` ${after}`);
    if (o && isEntity(o[2]) && o.index === 0) {
      owner = { name: o[2], each: /^(?:each|every|an?|one)\b/i.test(o[1] ?? '') };
      after = '';
    }
  }
  // ("add payments: each payment belongs to …" is read by the rule for sentences about each record)
  if (after || /^(?:each|every)\s/i.test(fields.trim())) return undefined;
  const items = fields.split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/).map((x) => x.replace(/^(?:an?|the|their|its)\s+/i, '').trim());
  // (a sentence after the colon, "a member can reserve a book", is not a list of fields)
  const listed = items.some((x) => FIELD_HEAD.test(x)) && items.every((x) => x.split(/\s+/).length <= 5 && !SENTENCE_VERB.test(x));
  if (!(f[1] ?? f[2]) || ((f[1] !== undefined || /^[-–—:]/.test(rest)) && !listed)) return undefined;
  const out = [`add ${m[1]} with ${fields.trim()}`];
  if (owner) {
    const kind = resolveNoun(m[1].toLowerCase())?.kind;
    // events and records kept about the owner belong to it; people and things "for the products" are what each product has
    const held = !owner.each && (kind === 'person' || kind === 'thing' || kind === 'place');
    out.push(held ? `link ${owner.name} to ${m[1]}` : `link ${m[1]} to ${owner.name}`);
  }
  return out;
}

/**
 * "Add time tracking: a button within each task that starts a timer …": after a request and a colon, a noun
 * phrase that is no statement and no list only explains the feature asked for.
 */
export function explainsFeature(text: string): boolean {
  const t = text.trim();
  // (a verb before any relative word makes it a sentence: "a member can reserve a book for a date")
  const main = t.split(/\s+(?:that|which|where|who|whose|when|to)\s/i)[0];
  return (
    /^(?:an?|the|one)\s/i.test(t) &&
    !isStatement(t) &&
    !/[,;/]/.test(t) &&
    t.split(/\s+/).length >= 5 &&
    !tokens(main).some((x) => x.tags.includes('Verb') || x.tags.includes('Modal'))
  );
}

function splitEachClause(text: string): string[] {
  const m = /^(?:each|every)\s+(\S+)\s+(belongs?\s+to|is\s+linked\s+to)\s+(.+?)\s+and\s+(?:has|have)\s+(.+)$/i.exec(text.trim());
  if (!m) return [text];
  return [`${m[1]} belongs to ${m[3]}`, `each ${m[1]} has ${m[4]}`];
}

/** Page requests by purpose: "an overdue loans page", "a page listing high priority tasks". */
export function pagePurpose(clause: string): string | undefined {
  // "… on a separate page", "… on their own page", "… please": where and how politely, not what
  const c = clause
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/^please\s+|\s+please$/i, '')
    .replace(/\s+(?:on|in)\s+(?:a|an|its|their|one)\s+(?:own\s+|separate\s+|new\s+|dedicated\s+)?(?:page|view|screen|tab)$/i, '');
  let m: RegExpExecArray | null;
  if (
    (m =
      /^(?:(?:please\s+)?(?:add|create|make|build|include|give\s+me|show(?:\s+me)?|display|(?:i|we|(?:the\s+|our\s+|all\s+)?[a-z]+(?:\s+[a-z]+)?)\s*(?:'d|\s+would)?\s+(?:also\s+)?(?:want|need|like|love|wants|needs)|(?:can|could)\s+(?:i|we|you)\s+(?:have|get|add|make))\s+)?(?:an?\s+|the\s+|one\s+)?(?:new\s+|separate\s+|dedicated\s+)?(?:page|view|screen|list|tab)\s+(?:just\s+|only\s+)?(?:for|with|showing|that\s+shows|which\s+shows|displaying|listing|that\s+lists|of|to\s+see|where\s+(?:i|we)\s+can\s+see|about)\s+(?:all\s+(?:the\s+)?|the\s+|only\s+)?(.+)$/i.exec(
        c,
      ))
  )
    return m[1];
  if ((m = /^(?:(?:add|create|make|build|include)\s+)?(?:an?\s+|the\s+)?(?:new\s+)?(.+?)\s+(?:page|view|screen)$/i.exec(c))) return m[1];
  // "add a leaderboard of teams by points", "a ranking of members": the ranking words are the purpose
  if (
    (m = /^(?:(?:add|create|make|build|include|show)\s+)?(?:an?\s+|the\s+)?((?:leaderboard|league\s+table|ranking|standings)\b.*)$/i.exec(
      c,
    ))
  )
    return m[1];
  // "this week's shifts", "today's jobs", "overdue invoices": a noun phrase led by a time or state word
  if (
    /^(?:today|tonight|tomorrow|this\s+(?:week|month)|next\s+week|overdue|upcoming|unpaid|outstanding|open|active|recent|top|best)(?:['’]s)?\s+[a-z]/i.test(
      c,
    )
  )
    return c;
  // "show unpaid invoices", "list today's bookings": a page only when the words name a filter (addPresetPage)
  if (
    (m =
      /^(?:show|list|see|view)\s+(?:me\s+|us\s+)?(?:all\s+|the\s+|only\s+|just\s+)?(.+?)(?:\s+on\s+(?:a|its|their)\s+own\s+page)?$/i.exec(
        c,
      ))
  )
    return m[1];
  return undefined;
}

/** Words that make a sentence a request to the app builder rather than a fact about the business. */
const REQUEST_WORDS =
  /\b(?:should|shall|must|need|needs|needed|want|wants|would|could|can|please|pls|let|lets|add|remove|delete|rename|make|link|show|hide|create|track|record|store|sort|filter|give|change|put|turn|use|switch)\b/i;

/**
 * "We now also sell gift cards", "Some patients pay through insurance", "members check in at the front
 * desk": a statement about the business — a subject (a pronoun or a noun phrase) and a verb in the present
 * or past, no imperative, no modal or verb of request. Said before a request, it is its context.
 */
export function isStatement(clause: string): boolean {
  if (REQUEST_WORDS.test(clause)) return false;
  const toks = tokens(clause);
  let i = 0;
  while (
    i < toks.length &&
    /^(?:Determiner|Adverb|Adjective)$/.test(toks[i].tags.find((g) => /^(?:Determiner|Adverb|Adjective|Noun)$/.test(g)) ?? '')
  )
    i++;
  const first = toks[i];
  if (!first || first.tags.includes('Imperative') || !first.tags.includes('Noun')) return false;
  // the subject's noun phrase, then (after an adverb or two) its verb: "a page of jobs quoted …" is a noun phrase
  let j = i + 1;
  while (j < toks.length && (toks[j].tags.includes('Noun') || toks[j].tags.includes('Adjective')) && !toks[j].tags.includes('Verb')) j++;
  const adverb = (t: (typeof toks)[number]) =>
    t.tags.includes('Adverb') || !t.tags.some((g) => /^(?:Noun|Verb|Preposition|Determiner|Adjective)$/.test(g));
  while (j < toks.length && adverb(toks[j])) j++;
  const verb = toks[j];
  return !!verb && verb.tags.includes('Verb') && !verb.tags.includes('Gerund') && !verb.tags.includes('Imperative');
}

/**
 * "The agency wants to set up a review system", "the club plans to launch a loyalty scheme": what a business
 * means to do, said of it in the third person — the heading of the requests that spell it out after it.
 */
export function isIntent(clause: string): boolean {
  return /^(?:the|our|this|my|their)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:wants|would\s+like|plans|intends|hopes|aims|has\s+decided|decided|is\s+planning|is\s+going)\s+to\s+(?:set\s+up|introduce|launch|create|add|offer|start|build|implement|run|put\s+in\s+place)\s+(?:an?|the|its|their|some)\s+[a-z][a-z -]*$/i.test(
    clause.trim(),
  );
}

/** The last plural noun phrase of a statement ("we now also sell gift cards" → "gift cards"): what "them" refers to next. */
export function statementTopic(clause: string): string | undefined {
  const toks = tokens(clause);
  for (let i = toks.length - 1; i >= 0; i--) {
    const t = toks[i];
    // (a plural the tagger reads as a verb in object place: "we now rent out bikes too")
    const plural =
      (t.tags.includes('Noun') && t.tags.includes('Plural')) ||
      (/^[a-z][a-z-]+s$/.test(t.word) && isPluralWord(t.word) && i > 1 && toks[i - 1].tags.includes('Verb'));
    if (!plural || t.tags.some((g) => /^(?:Pronoun|Possessive|Preposition|Adverb|Conjunction|Determiner)$/.test(g))) continue;
    let j = i;
    while (j > 0 && toks[j - 1].tags.includes('Noun') && !toks[j - 1].tags.includes('Pronoun') && toks[j - 1].end + 1 === toks[j].start)
      j--;
    return toks
      .slice(j, i + 1)
      .map((x) => x.word)
      .join(' ');
  }
  return undefined;
}
