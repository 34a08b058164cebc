// Words and shapes shared by the steps of prompt analysis (analyse.ts): which nouns never name data,
// which words start field lists or lists of entities, and the records the steps pass along.
import type { EntityKind, Template } from './domains.ts';
import type { EntitySpec } from './types.ts';
import { wordTable } from './nlp.ts';

/** Field names that label a record (one of them becomes required). */
export const DISPLAY_FIELD_NAMES = new Set([
  'title',
  'name',
  'full_name',
  'subject',
  'headline',
  'label',
  'display_name',
  'first_name',
  'description',
  'reference',
  'customer_name',
  'guest_name',
  'author_name',
]);

/** Nouns that never name the data of an app. */
export const STOP_NOUNS = new Set([
  'app',
  'application',
  'tool',
  'system',
  'website',
  'site',
  'web',
  'page',
  'platform',
  'dashboard',
  'thing',
  'stuff',
  'way',
  'life',
  'everything',
  'something',
  'anything',
  'world',
  'time',
  'day',
  'info',
  'data',
  'information',
  'feature',
  'functionality',
  'capability',
  'ui',
  'interface',
  'design',
  'version',
  'option',
  'me',
  'field',
  'detail',
  'overview',
  'view',
  'screen',
  'form',
  'button',
  'link',
  'tracker',
  'manager',
  'management',
  'portal',
  'software',
  // what the request calls the software itself ("the widget should have …", "a WeChat mini-program")
  'widget',
  'plugin',
  'applet',
  'mini-program',
  'mini program',
  'miniprogram',
  'solution',
  'program',
  'service app',
  'idea',
  'kind',
  'type',
  // "various aspects of health", "all aspects of a hospital": which part of something, like its kind or type
  'aspect',
  'lot',
  'bunch',
  'one',
  'place',
  'track',
  'list',
  'database',
  'spreadsheet',
  'crm',
  'cms',
  'admin',
  'backend',
  'frontend',
  'mvp',
  'prototype',
  'help',
  'use',
  'work',
  'job done',
  'number',
  'amount',
  // "save money", "keep track of your money": a sum is a value of records (an amount), never a record itself
  'money',
  // "suitable for all ages": an age is a value of a person, never a record itself
  'age',
  'status',
  'priority',
  'name',
  'title',
  'date',
  'email',
  'price',
  'description',
  'note taking',
  'i',
  'we',
  'you',
  'they',
  'it',
  'them',
  'us',
  'everyone',
  'anyone',
  'family',
  'small business',
  'business owner',
  'home page',
  'homepage',
  'login',
  'sign in',
  'account page',
  'filter',
  'search',
  'sort',
  'chart',
  'graph',
  // "provides visualizations and reports": a view of the data, like a chart, not data of its own
  'visualization',
  'visualisation',
  'representation',
  'report',
  'table view',
  // parts of a screen that user stories name ("see a dropdown with all the people", "tick a checkbox"); not
  // "input" (a farm's inputs) nor "user story" (an agile board's records): the heading "User Stories:" is
  // left out where it heads a brief (interfaceSpans)
  'checkbox',
  'check box',
  'dropdown',
  'drop-down',
  'drop down',
  'modal',
  'popup',
  'pop-up',
  'dialog',
  'tooltip',
  'sidebar',
  'navbar',
  'carousel',
  'simple',
  'nice',
  'cool',
  'good',
  'great',
  'better',
  'easy',
  'modern',
  'beautiful',
  'clean',
  'basic',
  'new',
  'own',
  'personal',
  'whole',
  'etc',
  'other',
  'more',
  'much',
  'many',
  'few',
  'all',
  'some',
  'any',
  'each',
  'every',
  'blog',
  'box',
  'hub',
  'directory',
  'catalog',
  'catalogue',
  'organizer',
  'organiser',
  'planner',
  'logbook',
  'notebook',
  'library',
  'shop',
  'store',
  'restaurant',
  'salon',
  'clinic',
  'studio',
  'agency',
  'bakery',
  'cafe',
  'gym',
  'pizzeria',
  'diner',
  'bistro',
  'company website',
  'startup',
  'helpdesk',
  'help desk',
  'food bank',
  'bank',
  'charity',
  'club',
  'school',
  'office',
  'practice',
  'firm',
  'shelter',
  'farm',
  'brewery',
  'hotel',
  'spa',
  'barbershop',
  'kitchen',
  // what the app's records have or do, named as an abstraction ('filter on multiple conditions',
  // 'visual effects', 'quality management', 'for job seeking purposes'), not records
  'condition',
  'purpose',
  'effect',
  'quality',
]);

/** People named by their role in a field list become their own entity ("classes have a coach"). */
export const ROLE_NOUNS = new Set([
  'coach',
  'teacher',
  'instructor',
  'tutor',
  'trainer',
  'stylist',
  'walker',
  'driver',
  'agent',
  'contractor',
  'technician',
  'mechanic',
  'doctor',
  'dentist',
  'therapist',
  'nurse',
  'vet',
  'photographer',
  'developer',
  'designer',
  'rep',
  'salesperson',
  'volunteer',
  'mentor',
  'landlord',
  'tenant',
  'customer',
  'client',
  'patient',
  'student',
  'employee',
  'supplier',
  'vendor',
  'seller',
  'buyer',
  'groomer',
  'cleaner',
  'caregiver',
  'interviewer',
  'reviewer',
  'speaker',
  'performer',
  'artist',
]);

/** Words of grammar that are never part of an entity's name ("and", "are", "an animal"). */
export const FUNCTION_WORDS = new Set([
  'and',
  'or',
  'are',
  'is',
  'was',
  'were',
  'the',
  'an',
  'for',
  'with',
  'but',
  'not',
  'has',
  'have',
  'had',
  'can',
  'will',
  'their',
  'our',
  'my',
  'your',
  'each',
  'every',
  'per',
  'from',
  'into',
  'to',
  'of',
  'by',
  // conjunctions and indefinite pronouns ("whether a tree preservation order applies", "someone sends us")
  'whether',
  'if',
  'someone',
  'something',
  'nothing',
  'anything',
  'everything',
  'everyone',
  'anyone',
  'there',
]);

/** Words for software or its work that a plural noun before them qualifies ("records system", "stores app"). */
const COMPOUND_AFTER =
  '(?:app|apps|application|software|platform|program|programme|system|systems|website|site|tool|solution|database|management|manager|tracker|keeping|portal|module|clerk|office|department|room)\\b';

/** Words that turn a preceding noun into the owner of a field list. */
// ("members got name, email", "each boat has got a name": the colloquial "got" is "have")
// ("a medical records system", "a records management app": "records" or "stores" before a word for the
// software or its work is a plural noun of a compound, not a verb opening a list)
export const FIELD_TRIGGER = `(?:(?:has|have)\\s+got|(?<!\\b(?:has|have)\\s+)got|should\\s+have|must\\s+have|will\\s+have|can\\s+have|need\\s+to\\s+have|needs\\s+to\\s+have|has|have|having|with|containing|contain|contains|include|includes|including|needs|need|stores(?!\\s+${COMPOUND_AFTER})|store|records(?!\\s+${COMPOUND_AFTER})|(?:record|logs?|track|keep)(?=\\s+(?:the|a|an|each|every)\\s)|capture|captures|consisting\\s+of|made\\s+of|holding|that\\s+has|that\\s+have|which\\s+has|which\\s+have)`;

export const MANAGE_VERBS =
  '(?:keeps?\\s+track\\s+of|keeping\\s+track\\s+of|keep\\s+tabs\\s+on|tracks?|tracking|manage|manages|managing|logs?|logging|records?|recording|organi[sz]e|organi[sz]es|organi[sz]ing|stores?|storing|catalog(?:ue)?s?|catalog(?:u)?ing|lists?|listing|schedules?|scheduling|plans?|planning|monitors?|monitoring|handles?|handling|collects?|collecting|maintains?|maintaining|books?|booking|sells?|selling|rents?|renting|lends?|lending|borrows?|borrowing|registers?|registering|creates?|creating|adds?|adding|browse|browsing|publish(?:es)?|publishing|writes?|writing|posts?|posting|reviews?|reviewing|assigns?|assigning|captures?|capturing|runs?|running|submits?|submitting|orders?|ordering|sign\\s+up\\s+for|signs\\s+up\\s+for|apply\\s+(?:to|for)|applies\\s+(?:to|for)|invites?|shares?|sharing|saves?|saving|buys?|hires?|coordinates?|coordinating|follow\\s+up\\s+on|reserve|reserves|reserving|sells|rate|rates|rating|report|reports|file|files|see|view|edit|show|shows|showing|entities|models|data\\s+types|objects|tables)';

export const LIST_BOUNDARY =
  /\b(?:with|where|that|which|so|for|to|by|in|on|at|from|including|who|when|while|using|via|per|into|across|between|of|as|through|within|without|if|because|plus|then|like|such)\b|[.;:!?()]/i;

export const NOT_NOUN_WORDS = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'me',
  'how',
  'what',
  'when',
  'which',
  'who',
  'why',
  'where',
  'much',
  'many',
  'them',
  'it',
  'this',
  'that',
  'these',
  'those',
  'up',
  'out',
  'down',
  'easily',
  'quickly',
  'online',
  'together',
  'later',
]);

export const DETERMINERS =
  /^(?:all|my|our|the|their|your|his|her|its|a|an|some|any|each|every|new|different|various|multiple|several|many|few|lots\s+of|lot\s+of|list\s+of|upcoming|incoming|outgoing|daily|weekly|monthly|own|personal|existing|current|past|future|recent|simple)\s+/i;

/** Catalog aliases that keep the catalog's own name instead of the user's word. */
export const KEEP_CANONICAL = new Set([
  'menu',
  'set',
  'title',
  'home',
  'staff',
  'todo',
  'to-do',
  'to do',
  'sign-up',
  'signup',
  'sign up',
  'rsvp',
  'sku',
  'good',
  'user',
  'check in',
  'check-in',
  'checkin',
  'lift',
  'run',
  'streak entry',
  'completion',
  'follow-up',
  'followup',
  'touchpoint',
  'payment received',
  'earning',
  'ticket item',
  'action item',
  'weigh-in',
  'weight entry',
  'reservation slot',
  'plan',
  'menu plan',
  'order line',
  'screening call',
  'storage location',
  'part',
  'movement',
  'stock change',
  'novel',
  'food item',
]);

/** Catalog aliases too general to lend their definition to a compound ("budget items", "time entries"). */
export const GENERIC_ALIASES = new Set([
  'item',
  'entry',
  'log',
  'note',
  'message',
  'part',
  'unit',
  'set',
  'record',
  'plan',
  'request',
  'case',
  'movement',
  'session',
  'good',
  'title',
  'story',
  'response',
  'review',
  'reply',
  'call',
  'run',
  'lift',
  'home',
  'place',
  'room',
  'store',
  'shop',
  'location',
  'branch',
  'account',
  'business',
  'firm',
  'user',
  'goal',
  'routine',
  'tag',
  'topic',
  'role',
  'position',
  'opening',
  'application',
  'article',
  'issue',
  'bug',
  'cost',
  'bill',
  'purchase',
  'receipt',
  'sale',
  'transfer',
  'delivery',
  'shipment',
  'training',
  'class',
  'party',
  'host',
  'completion',
  'check',
  'board',
  'visit',
  'treatment',
  'offering',
  'meal',
  'dish',
]);

/** Words for a document that lists records: "rehearsal schedule", "asset register", "workout log" name rehearsals, assets, workouts. */
export const DOCUMENT_HEADS =
  /\s(?:schedule|schedules|register|registers|log|logs|logbook|records?|calendar|rota|roster|list|lists|diary|journal|tracker|catalog|catalogue|database|overview|collection|library)$/;

/** Heads too general to name a record alone: "line items", "time entries", "job cards" keep their qualifier. */
export const VAGUE_HEADS = /^(?:item|entry|record|log|line|card|list|detail|info|number|type|form|note|sheet|slot|book|plan|account)$/;

/**
 * Heads that name a record only with their qualifier: a general word for a person ("crew members", "service
 * users"), an amount of things ("data sets", "brew batches", "muscle groups"), a measure ("conversion rates",
 * "performance metrics"), a service, a day or a file ("boiler services", "brew days", "subtitle files").
 * Other heads name the record alone ("campsite bookings" are bookings).
 */
export const QUALIFIED_HEADS =
  /^(?:member|person|people|user|set|group|batch|lot|bundle|pack|series|rate|metric|service|day|night|file|request)$/;

export const COLLECTIVE_HEADS =
  /^(?:collection|library|catalog|catalogue|database|register|list|association|society|club|company|business|agency|service|programme|program|troop|group|practice|network|community|organi[sz]ation)$/;

/** Words that are values of a field, never field names: "RSVP (yes, no, maybe)" is an enum. */
export const VALUE_WORDS = new Set([
  'yes',
  'no',
  'maybe',
  'true',
  'false',
  'low',
  'medium',
  'high',
  'small',
  'large',
  'none',
  'other',
  'pending',
  'done',
  'open',
  'closed',
]);

export const PARTICIPLES = /^(?:paid|sold|made|given|taken|done|kept|held|seen|lent|bought|won|built|written|set|run|sent|told|met|left)$/;

export const MAX_ENTITIES = 8;

export type AnalysedEntity = EntitySpec & { icon: string; kind: EntityKind; catalog?: string; samples: string[]; pos: number };

export type Analysis = {
  template?: Template;
  entities: AnalysedEntity[];
  warnings: string[];
};

export type Mention = {
  key: string;
  pos: number;
  strong: boolean;
  /** said in the plural, or picked by "each"/"every" ("each site"): a word of the app's own description is data here (grammar.ts EACH_OK) */
  plural?: boolean;
  /** the sentence makes it the doer of an action ("the counsellor holds sessions"): a person, whatever its word */
  agent?: boolean;
  /** which reader found it (a field list, a verb's object, a relation phrase …): evidence for keeping it (evidence.ts) */
  via?: string;
};

export type Clause = {
  key: string;
  pos: number;
  items: string[];
  start: number;
  end: number;
  possessive: boolean;
  paren?: boolean;
  counted?: boolean;
  /** "the status of each order", "the driver's location": some of the record's values, added to what it has, not the whole list of them. */
  partial?: boolean;
};

/** A field named in a list of entities ("payment method (cash/card/transfer)"), for the list's first entity. */
export type ListField = { ownerKey: string; item: string };

export function inSpans(pos: number, spans: Span[]): boolean {
  return spans.some((s) => pos >= s.start && pos < s.end);
}

export function parenSpans(text: string): Span[] {
  return [...text.matchAll(/\([^()]*\)/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** "a project has many tasks": the child record points at its parent. */
/** `named`: a record the prompt names only as what the pair's child is of or for ("a reading for the meter"). */
export type Pair = { child: string; parent: string; pos: number; named?: boolean };
export type Span = { start: number; end: number };

/** Words for a point or span of time: "we deliver on mondays", "in spring", "every weekend" — never a record. */
export const TIME_WORDS =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend|morning|afternoon|evening|night|tonight|today|tomorrow|yesterday|january|february|april|june|july|august|september|october|november|december|spring|summer|autumn|winter|minute|hour|fortnight|month|year|decade|century)$/;

/**
 * "practice nights", "experience days", "club nights", "stargazing evenings": a part of the day or week
 * named by what happens in it is an occasion people book or attend, a record; "friday nights", "each
 * year" are only times. Takes the qualifier and the head (singular or plural).
 */
export function occasion(qualifier: string, head: string): boolean {
  const h = head.replace(/s$/, '');
  return (
    /^(?:day|week|night|evening|morning|afternoon|weekend)$/.test(h) &&
    /^[a-z]{3,}$/.test(qualifier) &&
    !TIME_WORDS.test(qualifier.replace(/s$/, '')) &&
    !/^(?:day|week|one|two|three|four|five|six|seven|each|every|some|many|few|the|this|that|next|last|other|same|whole|full|half|late|early|long|busy|rest|school|working|work)$/.test(
      qualifier,
    )
  );
}

/**
 * Verbs of what users do in an app. In a list of features ("browse rooms, book a room, view their
 * orders"), an item that starts with one describes an action; what it acts on is the record.
 */
export const ACTION_VERBS = new Set(
  (
    'browse view see leave delete remove reply enroll enrol submit check make manage add edit create publish find upload download ' +
    'apply join follow buy purchase sell place cancel accept receive send assign approve update generate export import print read ' +
    'write watch invite save collect compare select choose pick input enter fill open set study learn take get play listen answer ' +
    'ask vote book order post review report record comment message rate search share sign log file list track register schedule ' +
    'request contact favourite favorite filter sort pay bid show'
  ).split(' '),
);
/** Of those, the ones that are also common nouns ("book", "orders"): verbs only before what they act on. */
export const NOUN_VERBS = new Set(
  'book order post review report record comment message rate search share sign log file list track register schedule request contact favourite favorite filter sort bid play answer vote show'.split(
    ' ',
  ),
);

/**
 * "device management", "program scheduling": nouns that name a screen by the records it manages. Also
 * fields of a record ("vehicle registration", "room booking"), so a field list keeps those.
 */
const SCREEN_FEATURE_WORDS = 'management|scheduling|monitoring|tracking|administration|allocation|logging|publishing|processing|handling';
export const SCREEN_FEATURE_NOUNS = new RegExp(`^(?:${SCREEN_FEATURE_WORDS})$`);
/** Feature nouns that may also be a field's own word: features only in a list of features. */
export const FEATURE_NOUNS = new RegExp(
  `^(?:${SCREEN_FEATURE_WORDS}|registration|maintenance|inquiry|inquiries|enquiry|enquiries|query|queries|browsing|booking|ordering|showcase|display|lookup)$`,
);

/**
 * Activities of a business named by a gerund (or a noun of activity: payroll, procurement, reservations),
 * and the record each one makes: "invoicing" makes invoices, "ticketing" tickets. Only the common ones,
 * since a gerund's stem is often another noun ("shipping" is no ship, "training" no train, "accounting"
 * no account).
 */
export const ACTIVITY_RECORDS: Record<string, string> = wordTable({
  invoicing: 'invoice',
  billing: 'invoice',
  ordering: 'order',
  budgeting: 'budget',
  ticketing: 'ticket',
  messaging: 'message',
  shipping: 'shipment',
  accounting: 'transaction',
  bookkeeping: 'transaction',
  rostering: 'shift',
  timekeeping: 'time entry',
  fundraising: 'donation',
  voting: 'vote',
  polling: 'poll',
  blogging: 'post',
  recruiting: 'candidate',
  recruitment: 'candidate',
  hiring: 'candidate',
  quoting: 'quote',
  estimating: 'estimate',
  reporting: 'report',
  auditing: 'audit',
  lending: 'loan',
  borrowing: 'loan',
  renting: 'rental',
  leasing: 'lease',
  selling: 'sale',
  purchasing: 'purchase',
  procurement: 'purchase order',
  payroll: 'payslip',
  booking: 'booking',
  reservations: 'reservation',
});

/** Heads that name a kind or a catalogue of their modifier ("RoomType", "LoanProduct"): the modifier points at them. */
export const CATALOGUE_HEADS =
  /^(?:Type|Types|Category|Kind|Class|Group|Product|Template|Plan|Package|Tier|Level|Status|Model|Brand|Series|Format|Style|Size|Option|Setting|Role|Rule|Policy|Rate|Price|Fee)$/;

/** Records that happen between people and things: they point at the people and the thing involved. */
export const TRANSACTION_WORDS =
  /(?:^|[A-Z])(?:Order|Booking|Reservation|Rental|Hire|Loan|Lease|Claim|Donation|Payment|Visit|Session|Lesson|Appointment|Match|Game|Play|Delivery|Shipment|Grade|Set|Dose|Inspection|Repair|Application|Viewing|Entry|Log|Sale|Transaction|Enrollment|Registration|Signup|Adoption|Walk|Ride|Shift|Interview|Checkout|Ticket|Invoice|Report|Review|Rating|Bid|Performance|Reading|Sighting|Test|Measurement|Attendance|Assignment)$/;

/**
 * Records of a piece of work that one person is put on ("mechanics are assigned to jobs": each job has its mechanic);
 * the card, sheet or slip a piece of work is written on is that work ("a job card", "a repair slip").
 */
export const WORK_ITEMS =
  /(?:^|[A-Z])(?:Job|Task|Ticket|Case|Callout|CallOut|Request|Repair|WorkOrder|Chore|Errand|Issue|Incident|Complaint|Claim|Brief|Commission)(?:Card|Sheet|Form|Slip|Docket)?$/;
