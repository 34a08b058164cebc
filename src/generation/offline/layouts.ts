/**
 * Layouts chosen by what an app is for. A small rule set, not a model: each rule reads the prompt's own
 * words and the shape of the data (an image or a price field, a start date of something booked, a status
 * whose values run from a first state to a last one), and says why it fired.
 *
 * Two steps keep edits stable. `classifyLayout` runs once, at creation, and decides which layout kinds
 * the app has (catalog, calendar, board; none = an internal tool's dashboard). Only the kinds are kept
 * (in Layout.jsx, `const LAYOUT`). `planLayout` runs on every render and picks, from the model as it is
 * now, which entities get a card grid, a calendar or a board, so the pages follow renames, new fields
 * and removed ones without the prompt.
 */
import type { AppModel, EntitySpec, FieldSpec, LayoutKind } from './types.ts';
import { displayField } from './fields.ts';
import { words } from './nlp.ts';

export const LAYOUT_KINDS: readonly LayoutKind[] = ['catalog', 'calendar', 'board'];

// ---------------------------------------------------------------------------------------------
// Field and entity readings

const IMAGE_NAME = /(?:^|_)(?:photo|image|img|picture|pic|logo|avatar|cover|poster|thumbnail|thumb|banner|headshot|artwork)s?(?:_|$)/;

/** A field that holds a picture: a URL (or string) named like one. */
export function isImageField(f: FieldSpec): boolean {
  return (f.type === 'url' || f.type === 'string') && IMAGE_NAME.test(f.name);
}

const PRICE_NAME = /(?:^|_)(?:price|cost|fee|rate|rent|fare)(?:_|$)/;

export function priceFieldOf(e: EntitySpec): FieldSpec | undefined {
  return e.fields.find((f) => (f.type === 'number' || f.type === 'integer') && PRICE_NAME.test(f.name));
}

export function imageFieldOf(e: EntitySpec): FieldSpec | undefined {
  return e.fields.find((f) => f.type === 'url' && isImageField(f)) ?? e.fields.find(isImageField);
}

/** Records of these entities are transactions or bookings, never items shown in a catalog. */
const TRANSACTION_WORDS = new Set([
  'order',
  'invoice',
  'payment',
  'expense',
  'transaction',
  'sale',
  'purchase',
  'booking',
  'reservation',
  'appointment',
  'loan',
  'line',
  'entry',
  'log',
  'movement',
  'adjustment',
  'refund',
  'receipt',
  'bill',
  'registration',
  'enrollment',
  'enrolment',
  'signup',
  'rsvp',
  'review',
  'comment',
]);

/** Things that are booked or scheduled: their start date puts them on a calendar. */
const BOOKED_WORDS = new Set([
  'appointment',
  'booking',
  'reservation',
  'class',
  'session',
  'shift',
  'event',
  'meeting',
  'lesson',
  'visit',
  'slot',
  'rehearsal',
  'tour',
  'viewing',
  'consultation',
  'treatment',
  'game',
  'match',
  'fixture',
  'practice',
  'workshop',
  'training',
  'interview',
  'gig',
  'concert',
  'performance',
  'screening',
  'showing',
  'trip',
  'party',
  'service',
  'massage',
  'haircut',
  'checkup',
  'exam',
  'webinar',
  'call',
  'sitting',
  'hearing',
]);

/** Dates that record when something administrative happened, not when something takes place. */
const NOT_EVENT_DATE =
  /(?:^|_)(?:end|ends|ended|until|due|deadline|birth|birthday|born|dob|since|joined|join|hired|hire|created|updated|modified|paid|returned|return|expiry|expires|expiration|expire|last|completed|closed|published|released|purchased|bought|acquired|signed|renewal|renews|valid|submitted|received|resolved|shipped|delivered|opened|registered|enrolled)(?:_|$)/;
const START_DATE = /(?:^|_)(?:start|starts|starting|begin|begins|scheduled|from)(?:_|$)/;
const EVENT_DATE = /(?:^|_)(?:date|day|when|time|at|on|slot|datetime)(?:_|$)/;

/** The date a record takes place on, ranked: 3 a start, 2 a plain date/time, 1 another event-like date. */
export function startFieldOf(e: EntitySpec): { field: FieldSpec; rank: number } | undefined {
  let best: { field: FieldSpec; rank: number } | undefined;
  for (const f of e.fields) {
    if (f.type !== 'date' && f.type !== 'datetime') continue;
    if (NOT_EVENT_DATE.test(f.name)) continue;
    const rank = START_DATE.test(f.name) ? 3 : EVENT_DATE.test(f.name) ? 2 : 1;
    // a datetime says when better than a date of the same rank
    const score = rank * 2 + (f.type === 'datetime' ? 1 : 0);
    if (!best || score > best.rank * 2 + (best.field.type === 'datetime' ? 1 : 0)) best = { field: f, rank };
  }
  return best;
}

function isBooked(e: EntitySpec): boolean {
  return words(e.name).some((w) => BOOKED_WORDS.has(w));
}

const STATUS_NAME = /^(?:status|stage|state|phase|step|column|progress|pipeline|lane|workflow)$|_(?:status|stage|state|phase)$/;
const FIRST_STATES = new Set([
  'new',
  'todo',
  'to_do',
  'backlog',
  'draft',
  'lead',
  'open',
  'pending',
  'planned',
  'planning',
  'requested',
  'applied',
  'idea',
  'ideas',
  'queued',
  'submitted',
  'received',
  'not_started',
  'prospect',
  'wishlist',
  'inbox',
  'proposed',
  'reported',
  'ordered',
  'quoted',
  'scheduled',
]);
const LAST_STATES = new Set([
  'done',
  'completed',
  'complete',
  'closed',
  'won',
  'paid',
  'resolved',
  'delivered',
  'shipped',
  'hired',
  'published',
  'returned',
  'approved',
  'finished',
  'served',
  'fulfilled',
  'accepted',
  'archived',
  'released',
  'sold',
  'fixed',
  'signed',
]);

const norm = (v: string) =>
  v
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_');

/**
 * An enum that reads like a workflow: 3–8 values, named like a status, or running from a first
 * state (todo, draft, lead, new…) to a last one (done, paid, won…). `strict` needs both the name and
 * the two ends.
 */
export function workflowFieldOf(e: EntitySpec): { field: FieldSpec; strict: boolean; first?: string; last?: string } | undefined {
  let loose: { field: FieldSpec; strict: boolean } | undefined;
  for (const f of e.fields) {
    if (f.type !== 'enum' || !f.values || f.values.length < 3 || f.values.length > 8) continue;
    const vals = f.values.map(norm);
    const first = f.values.find((_, i) => FIRST_STATES.has(vals[i]));
    const last = [...f.values].reverse().find((v) => LAST_STATES.has(norm(v)));
    const named = STATUS_NAME.test(f.name);
    if (named && first && last) return { field: f, strict: true, first, last };
    if (!loose && (named || (first && last))) loose = { field: f, strict: false };
  }
  return loose;
}

// ---------------------------------------------------------------------------------------------
// The plan: which entity gets which view, with page names

export type ViewSpec = { entity: string; field: string; page: string };
export type LayoutPlan = {
  kinds: LayoutKind[];
  home: 'dashboard' | 'landing';
  /** Entities shown as a card grid on their list page (the first is featured on a landing home). */
  catalog: string[];
  calendars: ViewSpec[];
  boards: ViewSpec[];
};

function hasPages(model: AppModel, e: EntitySpec): boolean {
  return !!model.pageNames[e.name];
}

function catalogCandidates(model: AppModel): EntitySpec[] {
  const scored = model.entities
    .filter((e) => hasPages(model, e) && displayField(e.fields))
    .filter((e) => !words(e.name).some((w) => TRANSACTION_WORDS.has(w)) && !(isBooked(e) && startFieldOf(e)))
    .map((e, i) => ({ e, i, score: (imageFieldOf(e) ? 2 : 0) + (priceFieldOf(e) ? 1 : 0) }))
    .filter((x) => x.score > 0);
  return scored.sort((a, b) => b.score - a.score || a.i - b.i).map((x) => x.e);
}

function calendarCandidates(model: AppModel): Array<{ e: EntitySpec; field: FieldSpec }> {
  const all = model.entities
    .filter((e) => hasPages(model, e))
    .map((e, i) => ({ e, i, start: startFieldOf(e), booked: isBooked(e) }))
    .filter((x) => x.start);
  const booked = all.filter((x) => x.booked);
  if (booked.length) return booked.map((x) => ({ e: x.e, field: x.start!.field }));
  // nothing named like a booking: the one entity with the clearest start date
  const best = [...all].sort((a, b) => b.start!.rank - a.start!.rank || a.i - b.i)[0];
  return best ? [{ e: best.e, field: best.start!.field }] : [];
}

function boardCandidates(model: AppModel, calendarEntities: Set<string>): Array<{ e: EntitySpec; field: FieldSpec }> {
  const all = model.entities
    .filter((e) => hasPages(model, e) && !calendarEntities.has(e.name))
    .map((e) => ({ e, wf: workflowFieldOf(e) }))
    .filter((x) => x.wf);
  const strict = all.filter((x) => x.wf!.strict);
  return (strict.length ? strict : all).map((x) => ({ e: x.e, field: x.wf!.field }));
}

/** Page names of an entity's extra view: "<Entity>Board", unless that name is taken. */
function viewPage(entity: string, suffix: string, taken: Set<string>): string {
  const base = `${entity}${suffix}`;
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  taken.add(name);
  return name;
}

export function planLayout(model: AppModel): LayoutPlan {
  const kinds = (model.layout?.kinds ?? []).filter((k) => LAYOUT_KINDS.includes(k));
  const taken = new Set<string>([model.homePage, ...model.customPages.map((p) => p.name)]);
  for (const pn of Object.values(model.pageNames)) for (const p of [pn.list, pn.detail, pn.form]) taken.add(p);
  const calendars: ViewSpec[] = [];
  if (kinds.includes('calendar'))
    for (const c of calendarCandidates(model).slice(0, 2))
      calendars.push({ entity: c.e.name, field: c.field.name, page: viewPage(c.e.name, 'Calendar', taken) });
  const boards: ViewSpec[] = [];
  if (kinds.includes('board'))
    for (const b of boardCandidates(model, new Set(calendars.map((c) => c.entity))).slice(0, 2))
      boards.push({ entity: b.e.name, field: b.field.name, page: viewPage(b.e.name, 'Board', taken) });
  const catalog = kinds.includes('catalog')
    ? catalogCandidates(model)
        .slice(0, 2)
        .map((e) => e.name)
    : [];
  return { kinds, home: catalog.length ? 'landing' : 'dashboard', catalog, calendars, boards };
}

// ---------------------------------------------------------------------------------------------
// The classifier (creation only: it reads the prompt)

/** Words of apps people outside the business look at: a shop, a menu, a portfolio, a directory. */
const PUBLIC_WORDS =
  /\b(?:shop|shops|webshop|e-?shop|store ?front|online store|e-?commerce|sell|sells|selling|for sale|buy|buyers|menu|menus|portfolio|portfolios|gallery|galleries|showcase|directory|directories|listings?|catalog(?:ue)?s?|marketplace|boutique|landing|website|web site|browse|visitors|public|customers can|guests can|rentals?|for rent|merch|merchandise)\b/g;
/** Words of tools a team uses on itself. */
const INTERNAL_WORDS =
  /\b(?:inventory|stock|stocks|warehouse|crm|tracks?|tracker|tracking|manage|managing|management|admin|internal|staff|employees?|hr|payroll|helpdesk|tickets?|log|logbook|ledger|expenses?|budgets?|reorder|dashboard|back ?office|team|audit|compliance|maintenance|timesheets?)\b/g;
const CALENDAR_WORDS =
  /\b(?:calendar|calendars|schedule|schedules|scheduling|scheduled|agenda|rota|roster|timetable|book|books|booked|booking|bookings|reserve|reserves|reserved|reservations?|appointments?|sign up for|signs up for)\b/;
const BOARD_WORDS = /\b(?:kanban|board|boards|pipeline|pipelines|workflow|workflows|stages|columns|swimlanes?|to-?do,? doing)\b/;

export type LayoutDecision = { kinds: LayoutKind[]; reasons: string[] };

const count = (re: RegExp, text: string) => (text.match(re) ?? []).length;

export function classifyLayout(model: AppModel, prompt: string): LayoutDecision {
  const text = prompt.toLowerCase();
  const kinds: LayoutKind[] = [];
  const reasons: string[] = [];

  // Catalog: a public-facing purpose (more public words than internal ones), or items with pictures in
  // an app that names no internal purpose, and an entity that has a picture or a price to show.
  const candidates = catalogCandidates(model);
  const pub = [...new Set(text.match(PUBLIC_WORDS) ?? [])];
  const internal = count(INTERNAL_WORDS, text);
  const top = candidates[0];
  if (top) {
    const image = imageFieldOf(top);
    const price = priceFieldOf(top);
    const what = [image && `a picture (${image.name})`, price && `a price (${price.name})`].filter(Boolean).join(' and ');
    if (pub.length > internal) {
      kinds.push('catalog');
      reasons.push(`public catalog: the prompt says ${pub.map((w) => `"${w}"`).join(', ')} and ${top.name} has ${what}`);
    } else if (internal === 0 && image) {
      kinds.push('catalog');
      reasons.push(`catalog: ${top.name} has ${what} and the prompt names no internal use`);
    } else if (internal === 0 && price && calendarCandidates(model).some((c) => isBooked(c.e))) {
      // what people book, with its price: a salon's services, a studio's classes
      kinds.push('catalog');
      reasons.push(`catalog of what is booked: ${top.name} has ${what}, something is booked, and the prompt names no internal use`);
    }
  }

  // Calendar: something booked (an appointment, a class, a shift) with a start date, or a prompt that
  // asks for a schedule and an entity with a date it takes place on.
  const cal = calendarCandidates(model);
  const bookedCal = cal.filter((c) => isBooked(c.e));
  const calWord = CALENDAR_WORDS.exec(text)?.[0];
  if (bookedCal.length) {
    kinds.push('calendar');
    reasons.push(`booking calendar: ${bookedCal.map((c) => `${c.e.name} is booked by its ${c.field.name.replace(/_/g, ' ')}`).join('; ')}`);
  } else if (calWord && cal.length) {
    kinds.push('calendar');
    reasons.push(`calendar: the prompt says "${calWord}" and ${cal[0].e.name} takes place on its ${cal[0].field.name.replace(/_/g, ' ')}`);
  }

  // Board: a status whose values run from a first state to a last one, or a prompt asking for a board.
  const calEntities = new Set(
    kinds.includes('calendar')
      ? calendarCandidates(model)
          .slice(0, 2)
          .map((c) => c.e.name)
      : [],
  );
  const boards = boardCandidates(model, calEntities);
  const strict = boards.map((b) => ({ b, wf: workflowFieldOf(b.e)! })).filter((x) => x.wf.strict);
  const boardWord = BOARD_WORDS.exec(text)?.[0];
  if (strict.length) {
    kinds.push('board');
    reasons.push(
      `status board: ${strict
        .slice(0, 2)
        .map((x) => `${x.b.e.name}'s ${x.b.field.name.replace(/_/g, ' ')} runs from ${x.wf.first} to ${x.wf.last}`)
        .join('; ')}`,
    );
  } else if (boardWord && boards.length) {
    kinds.push('board');
    reasons.push(`status board: the prompt says "${boardWord}" and ${boards[0].e.name} has a ${boards[0].field.name.replace(/_/g, ' ')}`);
  }
  if (!kinds.length)
    reasons.push('internal tool: no catalog, calendar or board rule matched, so a dashboard of counts, statuses and recent records');
  return { kinds, reasons };
}

/** One sentence for result_summary: the layout chosen and the pages it made. */
export function describeLayout(model: AppModel, decision?: LayoutDecision): string {
  const plan = planLayout(model);
  const parts: string[] = [];
  if (plan.home === 'landing')
    parts.push(
      `public catalog (a landing home page featuring ${plan.catalog.join(' and ')}; ${plan.catalog.join(' and ')} shown as a card grid)`,
    );
  else parts.push('internal tool (a dashboard home with counts, status breakdowns and recent records)');
  for (const c of plan.calendars) parts.push(`a calendar of ${c.entity} by ${c.field} (${c.page})`);
  for (const b of plan.boards) parts.push(`a board of ${b.entity} by ${b.field} (${b.page})`);
  const why = decision?.reasons.length ? ` — because ${decision.reasons.join('; ')}` : '';
  return `Layout: ${parts.join(', ')}${why}.`;
}

// ---------------------------------------------------------------------------------------------
// Layout requests in edits ("add a kanban board", "show appointments on a calendar", "make it a shop")

const ASK_ON =
  /^(?:please\s+)?(?:add|show|create|give\s+(?:me|us|it)|i\s+(?:want|need|would\s+like)|we\s+(?:want|need|would\s+like)|use|make|put|include|display|turn\s+on|enable|switch\s+to|can\s+(?:you|we)\s+(?:add|have|get)|(?:i|we)['’]d\s+like|(?:turn|convert|change|transform)\s+(?:the\s+|my\s+|our\s+)?\S+(?:\s+\S+)?\s+(?:list\s+|page\s+|table\s+)?into)\b/;
const ASK_OFF =
  /^(?:please\s+)?(?:remove|drop|delete|hide|turn\s+off|disable|get\s+rid\s+of|no\s+more|we\s+don'?t\s+need|i\s+don'?t\s+need)\b/;
const KIND_WORDS: Record<LayoutKind, RegExp> = {
  board: /\b(?:kanban(?:\s+board)?|(?:status|task|drag[- ]and[- ]drop)\s+board|board(?:\s+view)?|swim\s*lanes?)\b/,
  calendar: /\b(?:calendar(?:\s+view)?|(?:month|week)(?:ly)?\s+view|schedule\s+view)\b/,
  catalog:
    /\b(?:catalog(?:ue)?|store\s*front|shop\s*front|landing\s+page|card\s+(?:grid|view)|(?<=\b(?:as|into|in|to|use|using|with|of|the|show|display)\s+)cards(?!\s+with\b)|gallery(?:\s+view)?|public\s+(?:site|website|page)|(?:look\s+)?like\s+an?\s+(?:shop|store|website))\b|^make\s+it\s+an?\s+(?:shop|store|website)$/,
};

/**
 * A clause asking for a layout kind or dropping one. Changes `model.layout` and says what it did; an
 * error when the model has nothing to show that way; undefined when the clause is about something else
 * (fields, entities and pages named "board" are left to the rest of the grammar).
 */
export function layoutEdit(model: AppModel, clause: string): { detail: string } | { error: string } | { already: string } | undefined {
  const c = clause.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/\b(?:field|fields|entity|entities|relation|relationship|column|property)\b/.test(c)) return undefined;
  const on = ASK_ON.test(c);
  const off = !on && ASK_OFF.test(c);
  if (!on && !off) return undefined;
  const kind = LAYOUT_KINDS.find((k) => KIND_WORDS[k].test(c));
  if (!kind) return undefined;
  // an entity called Board, Calendar or Gallery: "add a board" means a record, not a view
  if (model.entities.some((e) => words(e.name).some((w) => c.includes(w) && /^(?:board|calendar|gallery|catalog)$/.test(w))))
    return undefined;
  const kinds = model.layout?.kinds ?? [];
  const label = { board: 'status board', calendar: 'calendar', catalog: 'public catalog (landing page and card grid)' }[kind];
  if (off) {
    if (!kinds.includes(kind)) return { error: `the app has no ${label} to remove.` };
    model.layout = { kinds: kinds.filter((k) => k !== kind) };
    return { detail: `removed the ${label}` };
  }
  if (kinds.includes(kind)) return { already: `the app already has a ${label}.` };
  const next: AppModel = { ...model, layout: { kinds: LAYOUT_KINDS.filter((k) => k === kind || kinds.includes(k)) } };
  const plan = planLayout(next);
  const made =
    kind === 'board'
      ? plan.boards.map((b) => `${b.page} (${b.entity} by ${b.field})`)
      : kind === 'calendar'
        ? plan.calendars.map((x) => `${x.page} (${x.entity} by ${x.field})`)
        : plan.catalog.map((e) => `${e} as cards`);
  if (!made.length)
    return {
      error:
        kind === 'board'
          ? 'no entity has a status (an enum of 3 to 8 values) to group a board by; add one first, e.g. "add a status field to tasks (todo, doing, done)".'
          : kind === 'calendar'
            ? 'no entity has a date it takes place on to put on a calendar; add one first, e.g. "add a start time field to bookings".'
            : 'no entity has a picture or a price to show as a catalog; add one first, e.g. "add a photo field to products".',
    };
  model.layout = next.layout;
  return { detail: `added a ${label}: ${made.join(', ')}` };
}

// ---------------------------------------------------------------------------------------------
// Reading the kinds back from an app's files (for edits and schema follow-ups)

const LAYOUT_CONST = /^const LAYOUT = (\{.*\});$/m;
const MARKER_LINE = /^\/\/ fine-structure:page (\{.*\})$/;

/** The layout kinds of an app: Layout.jsx's LAYOUT constant, else what its generated pages show. */
export function readLayout(files: Record<string, string>): AppModel['layout'] {
  const layout = files['Layout.jsx'];
  const m = layout ? LAYOUT_CONST.exec(layout) : null;
  if (m) {
    try {
      const j = JSON.parse(m[1]) as { kinds?: unknown };
      if (Array.isArray(j.kinds)) return { kinds: LAYOUT_KINDS.filter((k) => (j.kinds as unknown[]).includes(k)) };
    } catch {
      // fall back to the pages
    }
  }
  const kinds = new Set<LayoutKind>();
  for (const [path, content] of Object.entries(files)) {
    if (!/^pages\/[^/]+\.jsx$/.test(path)) continue;
    const mm = MARKER_LINE.exec(content.split('\n', 1)[0]);
    if (!mm) continue;
    try {
      const j = JSON.parse(mm[1]) as { role?: string; view?: string; layout?: string };
      if (j.role === 'board') kinds.add('board');
      if (j.role === 'calendar') kinds.add('calendar');
      if ((j.role === 'list' && j.view === 'cards') || (j.role === 'home' && j.layout === 'landing')) kinds.add('catalog');
    } catch {
      // not one of ours
    }
  }
  return kinds.size ? { kinds: LAYOUT_KINDS.filter((k) => kinds.has(k)) } : undefined;
}
