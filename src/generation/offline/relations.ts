// Relations between the analysed entities: stated pairs ("a project has many tasks"), the prompt's verbs
// and prepositions, clauses that name a record with its people and things, and what a person would assume.
import { KIND_ICON } from './domains.ts';
import { parseFieldDsl, relationField, uniq } from './fields.ts';
import { JOIN_VERBS, prepositionFacts, verbFacts } from './grammar.ts';
import { DISPLAY_FIELD_NAMES, MAX_ENTITIES, type AnalysedEntity, type Pair } from './lexicon.ts';
import { isPluralWord, singularPhrase, snake, tagTerms } from './nlp.ts';
import { headNoun, isStop, pluralLabel, resolveNoun } from './nouns.ts';

/** "a project has many tasks", "tasks belong to a project", "link tasks to projects". */
export function findRelationPairs(text: string): Pair[] {
  const lower = text.toLowerCase();
  const pairs: Pair[] = [];
  const np = '([a-z][a-z-]*(?:\\s+[a-z][a-z-]*)?)';
  const det = '(?:an?\\s+|the\\s+|one\\s+|each\\s+|every\\s+|their\\s+|its\\s+)?';
  const patterns: Array<[RegExp, 'cp' | 'pc']> = [
    [
      new RegExp(
        `${np}\\s+(?:has|have|can\\s+have|contains?|includes?)\\s+(?:many|multiple|several|one\\s+or\\s+more|a\\s+list\\s+of|lots\\s+of|any\\s+number\\s+of)\\s+${np}`,
        'g',
      ),
      'pc',
    ],
    [
      new RegExp(
        `${np}\\s+(?:belongs?|belonging|is\\s+linked|are\\s+linked|is\\s+assigned|are\\s+assigned|is\\s+attached|are\\s+attached)\\s+to\\s+${det}${np}`,
        'g',
      ),
      'cp',
    ],
    [new RegExp(`${np}\\s+(?:assigned|linked|attached|belonging|allocated)\\s+to\\s+${det}${np}`, 'g'), 'cp'],
    [new RegExp(`\\b(?:link|links|linking|connect|relate|associate)\\s+${det}${np}\\s+(?:to|with)\\s+${det}${np}`, 'g'), 'cp'],
  ];
  for (const [re, order] of patterns) {
    let m: RegExpExecArray | null;
    while ((m = re.exec(lower))) {
      const np1 = m[1].replace(/\s+(?:and|or|with|who|that|which|but)$/, '');
      const np2 = m[2].replace(/\s+(?:and|or|with|who|that|which|but)$/, '');
      const a = headNoun(np1);
      const b = headNoun(np2);
      if (!a || !b) continue;
      const [child, parent] = order === 'cp' ? [a, b] : [b, a];
      const c = singularPhrase(child);
      const p = singularPhrase(parent);
      if (isStop(c) || isStop(p) || c === p) continue;
      pairs.push({ child: c, parent: p, pos: m.index });
    }
  }
  return pairs;
}

/** Records that happen between people and things: they point at the people and the thing involved. */
export const TRANSACTION_WORDS =
  /(?:^|[A-Z])(?:Order|Booking|Reservation|Rental|Loan|Lease|Claim|Donation|Payment|Visit|Session|Lesson|Appointment|Match|Game|Play|Delivery|Shipment|Grade|Set|Dose|Inspection|Repair|Application|Viewing|Entry|Log|Sale|Transaction|Enrollment|Registration|Signup|Adoption|Walk|Ride|Shift|Interview|Checkout|Ticket|Invoice|Report|Review|Rating|Bid|Performance|Reading|Sighting|Test|Measurement|Attendance|Assignment)$/;

/** Things that hold other things ("units of a building", "lessons of a course"). */
export const CONTAINER_WORDS =
  /(?:^|[A-Z])(?:Building|Property|Location|Warehouse|Apiary|Garden|Bed|Tank|Course|Project|Deck|Gallery|Campaign|Category|Collection|Team|Department|Club|Restaurant|Store|Shop|Farm|Site|Venue|Policy|Account|Workout|Trip|Album|Playlist|Board|Folder|Freezer|Shelf|Room|Stage|Event|Menu|Grant|Funder|Household|Family)$/;

/**
 * Relations a person would assume from a list of entities ("clients, projects and invoices",
 * "policies and claims"): a transaction points at the people and the thing it involves; an item
 * points at the one container of its kind in the app. Only where the prompt said nothing.
 */
export function linkImplied(entities: AnalysedEntity[]): void {
  // a record the prompt's verbs show happening ("members log their ascents") is a transaction too
  const isTransaction = (e: AnalysedEntity) => TRANSACTION_WORDS.test(e.name) || (!e.catalog && (e.kind === 'event' || e.kind === 'log'));
  const refers = (from: AnalysedEntity, to: AnalysedEntity) => from.fields.some((f) => f.type === 'relation' && f.target === to.name);
  const linked = (a: AnalysedEntity, b: AnalysedEntity) => refers(a, b) || refers(b, a);
  const add = (from: AnalysedEntity, to: AnalysedEntity) => {
    if (from === to || linked(from, to) || from.fields.some((f) => f.name === snake(to.name))) return;
    from.fields.push(relationField(to.name));
  };
  const containers = entities.filter((e) => CONTAINER_WORDS.test(e.name) && !TRANSACTION_WORDS.test(e.name));
  for (const e of entities) {
    if (containers.includes(e)) continue;
    // an item of the one container of the app: "units" of "buildings", "photos" in "collections"
    const own = containers.filter((c) => c !== e && !entities.some((x) => x !== e && x !== c && refers(e, x) && refers(x, c)));
    if (own.length === 1 && !linked(e, own[0]) && (e.kind !== 'person' || /Team|Club|Department|Household|Family/.test(own[0].name)))
      add(e, own[0]);
  }
  for (const e of entities) {
    if (!isTransaction(e)) continue;
    const people = entities.filter((x) => x !== e && x.kind === 'person');
    const related = people.filter((p) => linked(e, p));
    for (const p of people)
      if (related.length < 2 && !linked(e, p)) {
        add(e, p);
        related.push(p);
      }
    const hasThing = entities.some((x) => x !== e && x.kind !== 'person' && refers(e, x));
    if (!hasThing) {
      const things = entities.filter((x) => x !== e && x.kind !== 'person' && !isTransaction(x) && !refers(x, e));
      const before = things.filter((x) => x.pos < e.pos);
      const pick = before.length ? before.reduce((a, b) => (b.pos > a.pos ? b : a)) : things[0];
      if (pick) add(e, pick);
    }
    // "accounts, categories and transactions": a transaction is filed under each loose thing listed before it
    const held = entities.filter((x) => x !== e && x.kind !== 'person' && refers(e, x));
    if (held.length === 1) {
      const loose = entities
        .filter(
          (x) =>
            x !== e &&
            x !== held[0] &&
            x.pos < e.pos &&
            x.kind !== 'person' &&
            !isTransaction(x) &&
            !entities.some((y) => y !== e && refers(y, x)) &&
            !refers(x, held[0]) &&
            !refers(held[0], x) &&
            !refers(x, e),
        )
        .sort((a, b) => b.pos - a.pos);
      if (loose[0]) add(e, loose[0]);
    }
  }
  // "children and parents", "kids, guardians": a child's record points at the parent's
  const guardian = entities.find((x) => /^(?:Parent|Guardian|Carer|Caregiver)$/.test(x.name));
  if (guardian)
    for (const e of entities)
      if (/^(?:Child|Kid|Pupil|Camper|Swimmer|Toddler|Baby|Infant)$/.test(e.name) && !linked(e, guardian)) add(e, guardian);
  // a thing listed right after a person it belongs to: "clients, projects", "policyholders, policies"
  const order = [...entities].sort((a, b) => a.pos - b.pos);
  for (let i = 1; i < order.length; i++) {
    const e = order[i];
    const prev = order[i - 1];
    if (e.kind === 'person' || prev.kind !== 'person' || isTransaction(e) || CONTAINER_WORDS.test(e.name)) continue;
    // unless it already points at something listed before it
    const earlier = e.fields.some((f) => f.type === 'relation' && (entities.find((x) => x.name === f.target)?.pos ?? 0) < e.pos);
    if (!earlier) add(e, prev);
  }
}

/** "refer" → Referral, "vote" → Vote, "donate" → Donation: the record a verb names, when the app has it. */
export function nominalOf(verb: string, entities: AnalysedEntity[]): AnalysedEntity | undefined {
  const stem = verb
    .replace(/ies$/, 'y')
    .replace(/(?:es|s|ed|d)$/, '')
    .replace(/e$/, '');
  if (stem.length < 3) return undefined;
  // "enter" → Entry, "deliver" → Delivery: a verb in -er/-ter loses its e before the noun's -y
  const stems = [stem, ...(/[^aeiou]e[rl]$/.test(stem) ? [`${stem.slice(0, -2)}${stem.slice(-1)}`] : [])];
  return entities.find((e) => {
    const n = e.name.toLowerCase();
    return stems.some((st) => n.startsWith(st) && /^(?:|e|s|y|al|ral|ion|ation|ment|ing|ance|ence|ure)$/.test(n.slice(st.length)));
  });
}

/**
 * "doctors refer patients to specialists; each referral has …", "reviewers are assigned papers and write
 * reviews": a record that happens relates to the people and things named with it in the same clause, and
 * so does the record a clause's verb names.
 */
export function linkByClause(text: string, entities: AnalysedEntity[], lookup: (p: string) => string | undefined): void {
  const refers = (a: AnalysedEntity, b: AnalysedEntity) => a.fields.some((f) => f.type === 'relation' && f.target === b.name);
  const happening = (e: AnalysedEntity) => TRANSACTION_WORDS.test(e.name) || e.kind === 'event' || e.kind === 'log';
  const lower = text.toLowerCase();
  for (const clause of lower.split(/[.;!?:()\n]|,\s+|\s+-\s+|\s+(?:but|while|whereas|plus)\s+/)) {
    const ws = clause.match(/[a-z][a-z'-]*/g) ?? [];
    const named: AnalysedEntity[] = [];
    let verbRecord: AnalysedEntity | undefined;
    for (let i = 0; i < ws.length; i++) {
      const n = (ws[i + 1] && lookup(`${ws[i]} ${ws[i + 1]}`)) || lookup(ws[i]);
      const e = n ? entities.find((x) => x.name === n) : undefined;
      if (e && !named.includes(e)) named.push(e);
      else if (!e && i > 0 && tagTerms(ws[i]).some((t) => t.tags.includes('Verb') && !t.tags.includes('Noun')))
        verbRecord ??= nominalOf(ws[i], entities);
    }
    const records = uniq([...named.filter(happening), ...(verbRecord ? [verbRecord] : [])]);
    for (const r of records)
      for (const x of named) {
        // the record the verb names is of everything the clause names ("owners enter their dogs in
        // classes" → an Entry of a dog in a class), a class or session that happens included
        const participant = r === verbRecord || !happening(x);
        if (x !== r && participant && !refers(r, x) && !refers(x, r)) r.fields.push(relationField(x.name));
      }
  }
}

/** Relations the prompt's verbs and prepositions state: "bands book rooms", "inspections of hives". */
export function linkByGrammar(
  text: string,
  entities: AnalysedEntity[],
  lookup: (p: string) => string | undefined,
  warnings: string[],
): void {
  // "log vet treatments and weights over time": what is logged happens, it is not a thing of its own
  for (const m of text.toLowerCase().matchAll(/\b(?:log|logs|record|records)\s+([^.;:!?()]+)/g)) {
    for (const w of m[1].split(/[\s,]+/).slice(0, 6)) {
      const e = entities.find((x) => x.name === lookup(w));
      if (e && e.kind === 'thing' && !e.catalog && isPluralWord(w)) e.kind = 'log';
    }
  }
  const byName = (n: string) => entities.find((e) => e.name === n);
  const refers = (from: AnalysedEntity, to: string) => from.fields.some((f) => f.type === 'relation' && f.target === to);
  const link = (from: AnalysedEntity | undefined, to: string) => {
    if (!from || from.name === to || refers(from, to)) return;
    const name = snake(to);
    if (from.fields.some((f) => f.name === name)) {
      // "classes have a coach" made a text field before Coach was known to be an entity
      const i = from.fields.findIndex((f) => f.name === name);
      if (from.fields[i].type === 'string') from.fields[i] = relationField(to);
      return;
    }
    from.fields.push(relationField(to));
  };
  for (const p of prepositionFacts(text, lookup)) {
    const child = byName(p.child);
    // "ratings for each book" yes; "members of the club" (a person of a thing) stays unlinked only if reversed already
    if (child && !refers(byName(p.parent) ?? child, p.child)) link(child, p.parent);
  }
  for (const f of verbFacts(text, lookup)) {
    const subj = byName(f.subject);
    const obj = byName(f.object);
    if (!subj || !obj) continue;
    const joinName = JOIN_VERBS[f.verb];
    // "customers book appointments": the appointment is already the record of the booking
    // "volunteers sign up for shifts", "students enrol in lessons": a shift or lesson exists before anyone
    // signs up, so taking part is a record of its own
    const takesPart =
      /^(?:sign|signs|register|registers|enrol|enroll|enrols|enrolls|join|joins|apply|applies|attend|attends|rsvp|subscribe|subscribes)$/.test(
        f.verb,
      );
    // "scouts sign up for camps", "bands book rooms": whoever books, registers or attends acts as a person
    if (joinName && subj.kind === 'thing' && !subj.catalog) subj.kind = 'person';
    if (joinName && !takesPart && TRANSACTION_WORDS.test(obj.name) && !/Set|Game|Play|Match|Test|Report/.test(obj.name)) {
      link(obj, subj.name);
      continue;
    }
    if (joinName) {
      // "bands book rooms; each booking has …": the booking the prompt names; else one is made
      const r = resolveNoun(joinName.toLowerCase());
      const joinNames = [joinName, r?.name, r?.catalog?.name].filter((x): x is string => !!x);
      let join = entities.find(
        (e) => e !== subj && e !== obj && joinNames.some((n) => e.name === n || e.name.endsWith(n) || e.catalog === n),
      );
      if (
        !join &&
        obj.kind === 'event' &&
        subj.kind === 'person' &&
        entities.some((e) => e !== obj && e.kind === 'event' && refers(e, obj.name))
      )
        join = entities.find((e) => e !== obj && e.kind === 'event' && refers(e, obj.name));
      if (!join) {
        if (entities.length >= MAX_ENTITIES) {
          warnings.push(`"${f.subject} ${f.verb} ${f.object}" was not given a record of its own (too many entities).`);
          continue;
        }
        const base = (r?.catalog ? r.catalog.fields : [])
          .map(parseFieldDsl)
          .filter((x) => x.type !== 'relation' && !DISPLAY_FIELD_NAMES.has(x.name));
        join = {
          name: r?.name ?? joinName,
          description: `${pluralLabel(f.subject)} and the ${pluralLabel(f.object).toLowerCase()} they ${f.verb === 'sign' || f.verb === 'signs' ? 'sign up for' : f.verb.replace(/s$/, '')}.`,
          fields: [relationField(subj.name, true), relationField(obj.name, true), ...base.slice(0, 3)],
          icon: r?.catalog?.icon ?? KIND_ICON.event,
          kind: 'event',
          catalog: r?.catalog?.name,
          samples: [],
          pos: Math.max(subj.pos, obj.pos) + 1,
        };
        if (entities.some((e) => e.name === join!.name)) continue;
        entities.push(join);
      }
      link(join, subj.name);
      link(join, obj.name);
      continue;
    }
    // "members log their ascents", "pickers log bins": what people log is a record of something happening
    if (
      /^(?:log|logs|record|records|report|reports|submit|submits|file|files|raise|raises)$/.test(f.verb) &&
      obj.kind === 'thing' &&
      !obj.catalog
    )
      obj.kind = 'log';
    if (/^(?:is|are|be|manage|manages|track|tracks|see|sees|view|need|needs|want|wants|get|gets|belong|belongs)$/.test(f.verb)) continue;
    // "sellers list products", "owners have dogs", "teachers teach classes": the object is the subject's
    if (!refers(subj, obj.name)) link(obj, subj.name);
  }
}

/** Explicit relation pairs ("a project has many tasks", "inspections of hives"): the child points at its parent. */
export function linkPairs(pairs: Pair[], entities: AnalysedEntity[], lookup: (p: string) => string | undefined): void {
  for (const p of pairs) {
    const child = lookup(p.child);
    const parent = lookup(p.parent);
    if (!child || !parent || child === parent) continue;
    const e = entities.find((x) => x.name === child)!;
    if (!e.fields.some((f) => f.type === 'relation' && f.target === parent)) e.fields.push(relationField(parent));
  }
}

/** Generic guess: a log/event/money/content entity without relations points at the first thing/place/person. */
export function linkByKind(entities: AnalysedEntity[]): void {
  if (entities.length > 1) {
    for (const e of entities) {
      if (!['event', 'money', 'log', 'content'].includes(e.kind)) continue;
      if (e.fields.some((f) => f.type === 'relation')) continue;
      if (e.catalog && entities.some((x) => x.fields.some((f) => f.type === 'relation' && f.target === e.name))) continue;
      // the nearest thing or place named before it ("apiaries, hives and inspections": an inspection is of a hive)
      const before = entities.filter((x) => x !== e && x.pos < e.pos && (x.kind === 'thing' || x.kind === 'place'));
      const nearest =
        before.length > 1 && before.every((x) => x.kind === 'place') ? before.reduce((a, b) => (b.pos > a.pos ? b : a)) : undefined;
      const nearestThing = before.length ? before.reduce((a, b) => (b.pos > a.pos ? b : a)) : undefined;
      const thing = nearest ?? nearestThing ?? ['thing', 'place'].map((k) => entities.find((x) => x !== e && x.kind === k)).find(Boolean);
      const person = entities.find((x) => x !== e && x.kind === 'person');
      const owners = e.kind === 'event' || e.kind === 'log' ? [thing, person] : [thing ?? person];
      for (const o of owners) if (o && !e.fields.some((f) => f.name === snake(o.name))) e.fields.push(relationField(o.name));
    }
  }
}
