// Field inference: turns phrases such as "due date", "priority (low/medium/high)",
// "assignee email", "is active" or "linked to a project" into typed field specs.
import type { FieldSpec, FieldType } from './types.ts';
import { singular, snake, words, pascal, singularPhrase, isPluralWord, tagTerms, wordTable } from './nlp.ts';

export const BUILTIN_FIELDS = new Set(['id', 'created_date', 'updated_date', 'created_by']);
export const FIELD_NAME_RE = /^[a-z_][a-z0-9_]*$/;

const BOOLEAN_WORDS = new Set([
  'active',
  'completed',
  'complete',
  'done',
  'paid',
  'published',
  'available',
  'featured',
  'archived',
  'verified',
  'vegetarian',
  'vegan',
  'approved',
  'confirmed',
  'favorite',
  'favourite',
  'public',
  'private',
  'visible',
  'enabled',
  'pinned',
  'starred',
  'billable',
  'reimbursable',
  'recurring',
  'refundable',
  'subscribed',
  'resolved',
  'attended',
  'furnished',
  'internal',
  'gluten-free',
  'glutenfree',
  'spicy',
  'urgent_flag',
  'eligible',
  'sold',
  'returned',
  'signed',
  'insured',
  'licensed',
  'certified',
  'vaccinated',
  'neutered',
  'spayed',
  'microchipped',
  'chipped',
  'accepted',
  'delivered',
  'shipped',
  'overdue',
  'late',
  'refunded',
  'cancelled',
  'canceled',
  'remote',
  'accessible',
  'halal',
  'kosher',
  'organic',
  'taxable',
  'sponsored',
  'anonymous',
  'confidential',
  'invoiced',
  'reconciled',
  'read',
  'watched',
  'owned',
  'allowed',
]);
/** Participles and adjectives that make a short phrase a yes/no: "gift aid eligible", "plus-one allowed". */
const BOOLEAN_PREDICATES = new Set([
  'eligible',
  'allowed',
  'included',
  'insured',
  'verified',
  'approved',
  'confirmed',
  'accepted',
  'rejected',
  'returned',
  'completed',
  'received',
  'delivered',
  'paid',
  'sent',
  'signed',
  'shipped',
  'booked',
  'cancelled',
  'canceled',
  'claimed',
  'vaccinated',
  'neutered',
  'spayed',
  'registered',
  'certified',
  'licensed',
  'sold',
  'done',
  'seen',
  'attended',
  'enabled',
  'available',
  'required',
  'needed',
  'wanted',
  'checked',
  'collected',
  'submitted',
  'reviewed',
  'signed-off',
  'invoiced',
  'refunded',
  'fixed',
  'resolved',
  'cleared',
  'passed',
  'agreed',
  'archived',
  'published',
  'active',
  'open',
  'ok',
  'okay',
  'friendly',
  'suitable',
  'safe',
  'provided',
  'supplied',
  'ordered',
  'observed',
]);
const BOOLEAN_LEADS = new Set(['is', 'has', 'can', 'needs', 'allows', 'allow', 'was', 'should', 'whether']);
const EMAIL_WORDS = new Set(['email', 'e-mail', 'mail', 'emails']);
const URL_WORDS = new Set([
  'url',
  'website',
  'link',
  'homepage',
  'site',
  'image',
  'photo',
  'picture',
  'avatar',
  'logo',
  'thumbnail',
  'resume',
  'cv',
  'attachment',
  'linkedin',
  'portfolio',
  'video',
  'videos',
  'clip',
  'clips',
  'cover',
  'recordings',
  'attachments',
  'webpage',
  'web',
  'headshot',
  'portrait',
  'screenshot',
  'snapshot',
  'selfie',
  'scan',
  'artwork',
  'art',
  'poster',
  'flyer',
  'banner',
  'pic',
  'photograph',
  'photos',
  'pictures',
  'images',
  'pics',
  'photographs',
  'github',
  'instagram_url',
  'repo',
  'repository',
  'file',
  'upload',
  // (the plurals, as "attachments" and "documents": "file uploads" are files put on the record)
  'files',
  'uploads',
  'recording',
  'pdf',
  'document',
  'documents',
  'doc',
  'brochure',
]);
const DATE_WORDS = new Set([
  'date',
  'deadline',
  'birthday',
  'dob',
  'birthdate',
  'day',
  'due',
  'eta',
  'etd',
  'expiry',
  'expiration',
  'expires',
  'anniversary',
  'until',
  'till',
  'since',
  'renewal',
  'dates',
  'born',
  'joined',
  'started',
  // a participle of something that happens once to the record is the day it happened ("started, finished")
  'finished',
  'ended',
  'hatched',
  'planted',
  'sown',
  'married',
  'died',
  'retired',
]);
const DATETIME_WORDS = new Set([
  'time',
  'datetime',
  'timestamp',
  'at',
  'when',
  'start',
  'starts',
  'end',
  'ends',
  'scheduled',
  'slot',
  'arrival',
  'departure',
  'pickup',
  'dropoff',
  'kickoff',
]);
/** Participles that make "time" how long something took rather than when: "time spent", "elapsed time". */
const HOW_LONG = /^(?:spent|taken|needed|worked|elapsed)$/;
const INTEGER_WORDS = new Set([
  'quantity',
  'qty',
  'count',
  'stock',
  'servings',
  'capacity',
  'seats',
  'reps',
  'sets',
  'pages',
  'age',
  'year',
  'bedrooms',
  'bathrooms',
  'rooms',
  'guests',
  'attendees',
  'minutes',
  'calories',
  'rating',
  'rank',
  'floor',
  'copies',
  'units',
  'steps',
  'laps',
  'points',
  'votes',
  // "a vote tally", "the tally": a running count
  'tally',
  'views',
  'likes',
  'stars',
  'people',
  'tickets',
  'nights',
  'days',
  'weeks',
  'episodes',
  'chapters',
  'players',
  'members',
  'participants',
  'beds',
  'spots',
  'slots',
  'occupancy',
  'sleeps',
  'vintage',
  'headcount',
  'footfall',
  'turnout',
  'portions',
  'boxes',
  'pallets',
  'cartons',
  'credits',
  'strikes',
  'wins',
  'losses',
  'draws',
  'assists',
  'downloads',
  'clicks',
  'impressions',
  'installs',
  'sequence',
  'ranking',
  'round',
  'lap',
  'interval',
  'turnaround',
  'storeys',
  'ounces',
  'repetitions',
  'wickets',
  'innings',
  'nps',
  'adults',
  'infants',
  // "car spaces", "parking spaces": how many places there are
  'spaces',
  // "placing", "finishing position": where a result came in a race or a table
  'placing',
  'berths',
  'cycles',
]);
const NUMBER_WORDS = new Set([
  'price',
  'cost',
  'amount',
  'total',
  'budget',
  'salary',
  'value',
  'revenue',
  'weight',
  'height',
  'width',
  'length',
  'distance',
  'balance',
  'fee',
  'rate',
  'percentage',
  'percent',
  'tax',
  'discount',
  'km',
  'kg',
  'miles',
  'lbs',
  'temperature',
  'temp',
  'latitude',
  'longitude',
  'hours',
  'area',
  'score',
  'pay',
  'wage',
  'income',
  'profit',
  'deposit',
  'rent',
  'sqft',
  'sqm',
  'volume',
  'ml',
  'liters',
  'litres',
  'grams',
  'pace',
  'speed',
  'duration',
  'estimate',
  'premium',
  'abv',
  'ibu',
  'tempo',
  'bpm',
  'gpa',
  'mileage',
  'odometer',
  'gravity',
  'ph',
  'humidity',
  'altitude',
  'elevation',
  'depth',
  'size_cm',
  'tip',
  'tips',
  'charge',
  'charges',
  'fare',
  'commission',
  'bonus',
  'refund',
  'payout',
  'subtotal',
  'allowance',
  'stipend',
  'fine',
  'penalty',
  'spend',
  'spending',
  'earnings',
  // a sales quota or a quota of places is how much is to be reached
  'quota',
  'savings',
  'debt',
  'gross',
  'net',
  'excess',
  'retainer',
  'msrp',
  'rrp',
  'mrr',
  'arr',
  'valuation',
  'worth',
  'footage',
  'acreage',
  'acres',
  'hectares',
  'probability',
  'ratio',
  'margin',
  'markup',
  'apr',
  'yield',
  'accuracy',
  'bmi',
  'mpg',
  'voltage',
  'wattage',
  'watts',
  'protein',
  'carbs',
  'fat',
  'sugar',
  'fibre',
  'fiber',
  'sodium',
  'cholesterol',
  'glucose',
  'pressure',
  'pulse',
  'heartrate',
  'progress',
  'metres',
  'meters',
  'feet',
  'inches',
  'cm',
  'mm',
  // the body measurements a tailor or a fitter takes
  'chest',
  'waist',
  'hips',
  'bust',
  'inseam',
  'girth',
  'odds',
  'handicap',
  'consumption',
  'usage',
  'reading',
]);

const TEXT_WORDS = new Set([
  'description',
  'pros',
  'cons',
  'notes',
  'note',
  'bio',
  'biography',
  'content',
  'body',
  'summary',
  'details',
  'instructions',
  'ingredients',
  'message',
  'feedback',
  'review',
  'comments',
  'remarks',
  'about',
  'agenda',
  'requirements',
  'directions',
  'answer',
  'symptoms',
  'excerpt',
  'text',
  'story',
  'plan',
  'address_notes',
  'resolution',
  'reason',
  'method',
  'goals',
  'bio_text',
  'lyrics',
  'recipe',
  'transcript',
  'minutes_text',
  'abstract',
  'synopsis',
  'overview',
  'allergies',
  'history',
  'background',
  'experience',
  'qualifications',
  'responsibilities',
  'terms',
  'outcome',
  'findings',
  'diagnosis',
  'prescription',
  'observations',
  'observation',
  'comment',
  'caption',
  'blurb',
  'question',
  'complaint',
  'memo',
  'justification',
  'rationale',
  'purpose',
  'objective',
  'objectives',
  'scope',
  'criteria',
  'specifications',
  'specs',
  'itinerary',
  'script',
  'warnings',
  'reaction',
  'testimonial',
  'response',
  'reply',
  'cause',
  'impact',
  'mitigation',
  'actions',
  'explanation',
  'narrative',
  'thoughts',
  'reflection',
  'reflections',
  'highlights',
  'learnings',
  'takeaways',
  'problem',
  'fault',
  'damage',
  'conditions',
  'treatment_plan',
  'recommendations',
  'recommendation',
  'wording',
  'copy',
  'essay',
]);
const STRING_NUMBER_HEADS = new Set([
  'phone',
  'mobile',
  'telephone',
  'tel',
  'reference',
  'ref',
  'order',
  'invoice',
  'serial',
  'tracking',
  'account',
  'license',
  'licence',
  'registration',
  'id',
  'vat',
  'passport',
  'policy',
  'isbn',
  'sku',
]);

export const ENUM_DEFAULTS: Record<string, string[]> = wordTable({
  status: ['new', 'in_progress', 'done'],
  priority: ['low', 'medium', 'high'],
  stage: ['new', 'in_progress', 'won', 'lost'],
  difficulty: ['easy', 'medium', 'hard'],
  severity: ['low', 'medium', 'high', 'critical'],
  frequency: ['daily', 'weekly', 'monthly'],
  level: ['beginner', 'intermediate', 'advanced'],
  size: ['small', 'medium', 'large'],
  urgency: ['low', 'medium', 'high'],
  mood: ['great', 'good', 'okay', 'bad'],
  condition: ['new', 'good', 'fair', 'poor'],
});

/** Lower-case slug for an enum value ("In progress" → "in_progress"). */
export function enumValue(raw: string): string {
  const v = raw
    .trim()
    .toLowerCase()
    .replace(/['"`]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return v;
}

export function splitEnumValues(raw: string): string[] {
  // "wash and fold, dry cleaning or ironing": in a list with separators, "and"/"or" join the last
  // two values only ("a, b or c"); an earlier "and" is part of a value's own name
  const items = raw.split(/\s*(?:\/|,|\||;)\s*/);
  const parts = (
    items.length > 1
      ? // ("free, freemium, or paid": the serial comma leaves the conjunction at the head of the last value)
        [...items.slice(0, -1), ...items[items.length - 1].replace(/^(?:or|and)\s+/i, '').split(/\s+(?:or|and)\s+/i)]
      : raw.split(/\s*\b(?:or|and)\b\s*/i)
  )
    .map(enumValue)
    .filter(Boolean);
  return uniq(parts).slice(0, 20);
}

export function uniq<T>(items: T[]): T[] {
  const seen = new Set<T>();
  const out: T[] = [];
  for (const it of items)
    if (!seen.has(it)) {
      seen.add(it);
      out.push(it);
    }
  return out;
}

/** Split a list such as "a title, due date, priority (low/medium/high) and assignee email" at top level. */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let cur = '';
  const flush = () => {
    const t = cur.trim();
    if (t) items.push(t);
    cur = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ',' || ch === ';')) {
      flush();
      continue;
    }
    if (depth === 0) {
      const rest = text.slice(i);
      const m = /^\s+(?:and|&|\+|plus|as well as|along with)\s+/i.exec(rest);
      if (m && /\s$/.test(text[i] ?? '')) {
        flush();
        i += m[0].length - 1;
        continue;
      }
    }
    cur += ch;
  }
  flush();
  return items.map((s) => s.replace(/^(?:and|&|plus|or)\s+/i, '').trim()).filter(Boolean);
}

/** Heads of field names that hold a plain word or label ("brand", "colour", "species"). */
const STRING_HEADS = new Set([
  'name',
  'title',
  'brand',
  'colour',
  'color',
  'model',
  'make',
  'address',
  'city',
  'country',
  'postcode',
  'zip',
  'company',
  'location',
  'category',
  'type',
  'code',
  'sku',
  'isbn',
  'author',
  'genre',
  'species',
  'breed',
  'gender',
  'sex',
  'nationality',
  'language',
  'currency',
  'venue',
  'destination',
  'origin',
  'industry',
  'style',
  'material',
  'flavour',
  'flavor',
  'phone',
  'mobile',
  'birthday',
  'email',
  'status',
  'notes',
  'description',
  'photo',
  'price',
  'quantity',
  'stock',
  'rating',
  'tip',
  'allergies',
  'service',
]);
/** Second words that make a compound with the word before ("phone number", "start date", "age group"). */
const COMPOUND_TAILS =
  /^(?:number|no|address|date|time|day|name|type|code|level|id|url|link|count|range|group|period|limit|line|size|handle|plate|status|notes?|details|info|method|fee|rate)$/;
const VALUE_LEAD =
  /^(?:(?:a|an|the|its|their|his|her|our|my)\s+)?([a-z][a-z -]{0,30}?)\s*(?::|\bof\b|\bcan be\b|\bwhich can be\b|\bthat can be\b|\beither\b|\bone of\b|\bbeing\b)\s+([a-z0-9][a-z0-9 _-]*)$/i;
/** Field words that can take values ("a status of open, in progress or closed"). */
const VALUED_HEADS =
  /^(?:status|stage|state|type|kind|category|priority|level|tier|phase|grade|size|frequency|method|mode|channel|source|role|condition|severity|urgency|difficulty|gender|sex|format|genre|platform|outcome|result|plan|membership|class|segment|term|season|shift|track|style|colour|color|rsvp|answer|choice|preference|rating|outcome|visibility|availability|temperament)$/;
const FUNCTION_BEFORE_DET =
  /^(?:of|for|with|in|on|at|by|to|from|per|is|was|are|were|has|have|had|and|or|about|than|into|as|like|it|what|when|where|whether|if|how|that|which|who|once|after|before|during|between|under|over)$/;

/** True when a field word can take values ("status", "type", "level"). */
export function takesValues(w: string): boolean {
  return VALUED_HEADS.test(w);
}

/** True when a word heads a field name in one of the lexicons. */
function fieldHead(w: string): boolean {
  return (
    STRING_HEADS.has(w) ||
    BOOLEAN_WORDS.has(w) ||
    EMAIL_WORDS.has(w) ||
    URL_WORDS.has(w) ||
    DATE_WORDS.has(w) ||
    INTEGER_WORDS.has(w) ||
    NUMBER_WORDS.has(w) ||
    TEXT_WORDS.has(w) ||
    !!ENUM_DEFAULTS[w]
  );
}

/** True when a phrase names a field by the lexicon: its head word is a field word or its type is not plain text. */
export function isFieldWord(phrase: string): boolean {
  const ws = words(phrase.replace(/\([^()]*\)/g, ' '));
  const last = ws[ws.length - 1] ?? '';
  if (!last) return false;
  if (fieldHead(last) || fieldHead(singular(last))) return true;
  // "table number", "sail code", "stage name": a label named by what it labels is a field, though plain text
  if (ws.length >= 2 && /^(?:number|no|code|id|name)$/.test(last)) return true;
  const f = inferField(phrase, () => undefined);
  return !!f && f.type !== 'string';
}

/** An item that reads as one more value of an enum, not a field ("in progress", "waiting on user or closed"). */
function valueLike(item: string): boolean {
  const t = item.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9 _-]*$/.test(t)) return false;
  if (/^(?:a|an|the|its|their|his|her|our|my|some|each|any|whether|if|how|when|who|what)\b/.test(t)) return false;
  const parts = t.split(/\s+or\s+/);
  // "approved or rejected": "or" joins values; a lone word is a value unless it names a field
  // ("paid", "sold" are states as often as yes/no fields)
  return parts.every((part) => {
    const ws = part.split(/\s+/);
    const w = ws[0];
    const fieldName = fieldHead(w) && !BOOLEAN_WORDS.has(w) && !VALUED_HEADS.test(w) && !ENUM_DEFAULTS[w];
    return ws.length <= 3 && (parts.length > 1 || !(ws.length === 1 && fieldName));
  });
}

/**
 * Field-list items as a person reads them, from items split at commas and "and": "a status of open",
 * "in progress", "waiting or closed" is one enum; in a list typed without commas (`body`), "a client a
 * technician a service" and "name phone number birthday" are several fields.
 */
export function refineFieldItems(items: string[], body = ''): string[] {
  const runOn = !!body && !/[,;]/.test(body) && items.some((it) => it.split(/\s+/).filter((w) => !/^(?:a|an|the)$/i.test(w)).length >= 4);
  const out: string[] = [];
  for (let i = 0; i < items.length; i++) {
    let item = items[i];
    // "contact details", "contact info": how to reach someone is a phone number and an email address
    if (/^(?:(?:their|the|his|her|full)\s+)?contact\s+(?:details|info|information)$/i.test(item.trim())) {
      if (!items.some((it) => /\b(?:phone|mobile|tel|telephone|cell)\b/i.test(it))) out.push('phone');
      if (!items.some((it) => /\be-?mail\b/i.test(it))) out.push('email');
      continue;
    }
    // "start and end dates", "arrival and departure times": a word joined to a plural field word shares it
    const next = /^([a-z]+)\s+([a-z]+s)$/i.exec(items[i + 1]?.trim() ?? '');
    const bare = /^[a-z]+$/i.test(item.trim()) ? item.trim() : '';
    if (
      bare &&
      next &&
      !fieldHead(bare.toLowerCase()) &&
      !isPluralWord(bare.toLowerCase()) &&
      (DATE_WORDS.has(singular(next[2].toLowerCase())) || DATETIME_WORDS.has(singular(next[2].toLowerCase()))) &&
      new RegExp(`\\b${bare}\\s+(?:and|or|&)\\s+${next[1]}\\s+${next[2]}\\b`, 'i').test(body)
    )
      item = `${bare} ${singular(next[2].toLowerCase())}`;
    // "difficulty easy medium hard", "spice level mild medium hot": values typed after their field word
    const spaced = /^((?:[a-z]+\s+)?([a-z]+))\s+([a-z]+(?:\s+[a-z]+){2,7})$/i.exec(item.trim());
    if (
      spaced &&
      VALUED_HEADS.test(spaced[2].toLowerCase()) &&
      spaced[3]
        .split(/\s+/)
        .every((w) => !isFieldWord(w.toLowerCase()) && !FUNCTION_BEFORE_DET.test(w.toLowerCase()) && !/^(?:a|an|the)$/i.test(w))
    ) {
      out.push(`${spaced[1]} (${spaced[3].split(/\s+/).join(', ')})`);
      continue;
    }
    // "sample type - blood, urine, tissue": values after a dash run until an item that names a field
    const dashed = /^([a-z][a-z ]{0,30}?)\s+[-–—]\s+([a-z0-9][a-z0-9 _-]*)$/i.exec(item.trim());
    if (dashed && VALUED_HEADS.test(dashed[1].trim().split(/\s+/).pop()?.toLowerCase() ?? '')) {
      const vals = [dashed[2].trim()];
      let j = i + 1;
      while (j < items.length && valueLike(items[j]) && (!isFieldWord(items[j]) || /\sor\s/.test(items[j])) && vals.length < 12) {
        vals.push(items[j].trim());
        j++;
        if (/\sor\s/.test(items[j - 1])) break;
      }
      if (vals.length >= 2) {
        out.push(`${dashed[1].trim()} (${vals.join(', ')})`);
        i = j - 1;
        continue;
      }
    }
    const lead = VALUE_LEAD.exec(item.trim());
    const head = lead?.[1].trim().split(/\s+/).pop()?.toLowerCase() ?? '';
    if (lead && VALUED_HEADS.test(head) && !/\(/.test(item)) {
      const vals = [lead[2].trim()];
      let j = i + 1;
      while (j < items.length && valueLike(items[j]) && vals.length < 12) {
        vals.push(items[j].trim());
        j++;
        if (/\sor\s/.test(items[j - 1])) break;
      }
      if (vals.length >= 2 || /\sor\s|\//.test(vals[0])) {
        out.push(`${lead[1].trim()} (${vals.join(', ')})`);
        i = j - 1;
        continue;
      }
    }
    out.push(...(runOn ? segmentRunOn(item) : [item]));
  }
  return out;
}

/** "a client a technician a service", "name phone number birthday": fields typed without commas. */
function segmentRunOn(item: string): string[] {
  const t = item.trim();
  if (/[()/:]/.test(t)) return [t];
  const ws = t.split(/\s+/);
  if (ws.length < 2) return [t];
  // split before a determiner that starts a new noun phrase
  const byDet: string[][] = [[]];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i].toLowerCase();
    if (i > 0 && /^(?:a|an|the)$/.test(w) && !FUNCTION_BEFORE_DET.test(ws[i - 1].toLowerCase()) && byDet[byDet.length - 1].length)
      byDet.push([]);
    byDet[byDet.length - 1].push(ws[i]);
  }
  const out: string[] = [];
  for (const part of byDet) {
    const lower = part.map((w) => w.toLowerCase());
    const start = /^(?:a|an|the)$/.test(lower[0]) ? 1 : 0;
    if (lower.some((w, k) => k >= start && (FUNCTION_BEFORE_DET.test(w) || /^(?:a|an|the)$/.test(w)))) {
      out.push(part.join(' '));
      continue;
    }
    // split between two field heads unless the second word makes a compound with the first
    let cur: string[] = [];
    for (let k = 0; k < part.length; k++) {
      const w = lower[k];
      const prev = lower[k - 1];
      if (
        k > start &&
        cur.length &&
        (fieldHead(prev) || COMPOUND_TAILS.test(prev)) &&
        fieldHead(w) &&
        !COMPOUND_TAILS.test(w) &&
        !UNIT_WORDS.test(w) &&
        !/^(?:bpm|mph|kph|usd|eur|gbp|percent)$/.test(w)
      ) {
        out.push(cur.join(' '));
        cur = [];
      }
      cur.push(part[k]);
    }
    if (cur.length) out.push(cur.join(' '));
  }
  return out.filter((x) => x && !/^(?:a|an|the)$/i.test(x));
}

/**
 * A prompt written as lines ("- Products: name, SKU", "members: name, email", "## Quotes" then "- total")
 * reads as sentences: each line is one, bullet marks go, a heading or a line ending in a colon takes the
 * bullet lines under it as its list, and "Quotes – customer, total" is "Quotes: customer, total".
 */
export function linesAsSentences(prompt: string): string {
  const lines = prompt.split(/\r?\n/);
  if (lines.length < 2) return listMarks(prompt);
  const bullet = /^\s*(?:[-*\u2022\u00b7\u25aa\u2023\u25e6+]|\d+[.)])\s+/;
  const out: string[] = [];
  let list: string[] | undefined;
  const flush = () => {
    if (list && out.length) out[out.length - 1] = `${out[out.length - 1].replace(/:\s*$/, '')}: ${list.join(', ')}.`;
    list = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (!raw.trim()) {
      flush();
      continue;
    }
    const isBullet = bullet.test(raw);
    let line = raw
      .replace(bullet, '')
      .replace(/^#+\s*/, '')
      .replace(/\*\*|__/g, '')
      .trim();
    if (!line) continue;
    // "Quotes – customer, job description": a heading, a dash, its list
    line = line.replace(/^([A-Za-z][A-Za-z' ]{0,30}?)\s+[\u2013\u2014-]+\s+(?=\S)/, '$1: ');
    const short = line.split(/\s+/).length <= 6 && !/[:.,;!?]/.test(line);
    // an item under a heading or a "…:" line
    if (isBullet && short && list) {
      list.push(line);
      continue;
    }
    flush();
    const next = lines.slice(i + 1).find((l) => l.trim());
    const headsList = !!next && bullet.test(next) && (/:\s*$/.test(line) || (line.split(/\s+/).length <= 4 && !/[.,;!?]/.test(line)));
    if (headsList) {
      out.push(line.replace(/:\s*$/, ''));
      list = [];
      continue;
    }
    out.push(/[.!?;:,]$/.test(line) ? line : `${line}.`);
  }
  flush();
  return listMarks(out.join(' '));
}

/**
 * A question mark inside a list: "…, certificate URL, passed?" and "would I apply? (yes/no)" ask a
 * yes/no question as a list item, which must not end the sentence (and the list) there.
 */
function listMarks(text: string): string {
  return (
    text
      // "length mm:ss", "start (hh:mm)": a clock format's colon does not start a list
      .replace(/\b(h{1,2}:)?(mm):(ss)\b|\b(h{1,2}):(mm)\b/gi, (f) => f.replace(/:/g, '-'))
      .replace(/([A-Za-z])\?\s*(\((?:yes|y)\s*\/\s*(?:no|n)\))/gi, '$1 $2')
      .replace(/((?:[,:]\s*|,?\s+and\s+)[a-z][a-z' -]{0,30}[a-z])\?(?=\s*(?:,|$|\.|\s+and\b))/gi, '$1 (yes/no)')
  );
}

const LEADING_NOISE =
  /^(?:a|an|the|its|their|there|his|her|my|our|your|some|any|each|every|one|optional|required|mandatory|also|with|maybe|possibly|field|fields|of)\s+/i;

const DEFAULTED = new WeakSet<FieldSpec>();
/** True when an enum's values were guessed (not given in the prompt). */
export function hasGuessedValues(f: FieldSpec): boolean {
  return DEFAULTED.has(f);
}

export type EntityLookup = (phrase: string) => string | undefined;

/** Past participles of verbs whose past is irregular, as said in "who did the work" (done by). */
const IRREGULAR_PAST: Record<string, string> = {
  did: 'done',
  took: 'taken',
  made: 'made',
  ran: 'run',
  wrote: 'written',
  gave: 'given',
  led: 'led',
  sold: 'sold',
  bought: 'bought',
  drove: 'driven',
  brought: 'brought',
  sent: 'sent',
  built: 'built',
  taught: 'taught',
  found: 'found',
  caught: 'caught',
  saw: 'seen',
  chose: 'chosen',
};

/**
 * Infer one field from a phrase. `lookupEntity` maps a noun phrase to a known
 * entity name (for relations). Returns undefined when the phrase is not a field.
 */
export function inferField(rawPhrase: string, lookupEntity: EntityLookup): FieldSpec | undefined {
  let phrase = rawPhrase
    .trim()
    .replace(/\s+/g, ' ')
    // units written with capitals ("kWh", "Hz") are one word, not camel case
    .replace(/\b(?:kWh|MWh|kW|mAh|[kMG]?Hz)\b/g, (u) => u.toLowerCase());
  // "length mm:ss", "duration (hh:mm:ss)", "time hh:mm": a duration written as a clock, kept in its
  // smallest unit
  const clock = /^(.+?)\s*\(?\s*(?:in\s+)?(h{1,2}[:-]mm[:-]ss|m{1,2}[:-]ss|h{1,2}[:-]mm)\s*\)?$/i.exec(phrase);
  // "start time hh:mm" is a time of day, not a duration
  if (clock && /^h{1,2}[:-]mm$/i.test(clock[2]) && DATETIME_WORDS.has(words(clock[1]).pop() ?? '')) phrase = clock[1];
  else if (clock) {
    const base = snake(clock[1].replace(/^(?:a|an|the|its|their|my|our)\s+/i, '')) || 'duration';
    return { name: safeFieldName(`${base}_${/ss$/i.test(clock[2]) ? 'seconds' : 'minutes'}`), type: 'integer' };
  }
  // "accepted?", "paid y/n": a question about the record is a yes/no
  const asked = /^[a-z][a-z -]*\?$/i.test(phrase) && !/^(?:how|what|who|which|where|when|why)\b/i.test(phrase);
  phrase = phrase.replace(/[.!?]+$/, '');
  // "a satisfaction score from 1 to 5 once closed": a trailing condition says when, not what
  // ("award if any (gold, silver)": the values in brackets after the condition are still the field's)
  if (!/^(?:when|if|once|whether)\b/i.test(phrase))
    phrase = phrase.replace(/\s+(?:once|after|unless|if)\s+[a-z][^()]*?(\s*\([^()]*\))?$/i, '$1');
  // "handicap at the time": the value as it was then is still that value
  phrase = phrase.replace(/\s+at\s+the\s+time$/i, '');
  if (!phrase) return undefined;
  // "doses required", "volunteers needed": how many of them, not whether the field is required
  const needed = /^(?:(?:the|number\s+of)\s+)?([a-z]+s)\s+(?:required|needed|wanted)$/i.exec(phrase);
  if (needed && isPluralWord(needed[1]) && !TEXT_WORDS.has(needed[1].toLowerCase()))
    return { name: safeFieldName(`${needed[1]}_${phrase.split(' ').pop()}`), type: 'integer' };
  let required: boolean | undefined;
  if (/\b(required|mandatory)\b/i.test(phrase)) required = true;
  let values: string[] | undefined;
  let paren = /\(([^)]*)\)/.exec(phrase);
  // "how often to water (in days)", "weight (kg)": a unit in parentheses is the unit, not values
  const unit = paren ? /^\s*(?:in\s+)?([a-z]+(?:\s+[a-z]+)?)\s*$/i.exec(paren[1]) : null;
  if (paren && unit?.[1].split(/\s+/).every((w) => UNIT_WORDS.test(w.toLowerCase()))) {
    phrase = `${(phrase.slice(0, paren.index) + phrase.slice(paren.index + paren[0].length)).trim()} in ${unit[1]}`;
    paren = null;
  }
  // "session length (30 or 60 min)", "dose (5, 10 or 20 mg)": numbers with a unit are a measure in that
  // unit, not a choice of labels
  const measured = paren ? /^\s*\d+(?:\.\d+)?(?:\s*(?:,|or|\/|and)\s*\d+(?:\.\d+)?)+\s*([a-z]+)\s*$/i.exec(paren[1]) : null;
  const measuredUnit = measured
    ? measured[1]
        .toLowerCase()
        .replace(/^mins?$/, 'minutes')
        .replace(/^hrs?$/, 'hours')
    : '';
  if (paren && measured && UNIT_WORDS.test(measuredUnit)) {
    phrase = `${(phrase.slice(0, paren.index) + phrase.slice(paren.index + paren[0].length)).trim()} in ${measuredUnit}`;
    paren = null;
  }
  // "items (number of garments)", "ready (date and time)": one phrase in brackets says what the value is
  if (paren && !/,|\/|\bor\b/.test(paren[1])) {
    const said = inferField(paren[1], () => undefined);
    const outer =
      said && /^(?:integer|number|date|datetime)$/.test(said.type) ? inferField(phrase.replace(paren[0], ' '), lookupEntity) : undefined;
    if (said && outer?.type === 'string') return { ...outer, type: said.type };
  }
  if (paren) {
    const inside = paren[1].replace(/\b(e\.g\.|eg|such as|like|one of)\b/gi, ' ');
    const vals = splitEnumValues(inside);
    if (vals.length >= 2) values = vals;
    phrase = (phrase.slice(0, paren.index) + phrase.slice(paren.index + paren[0].length)).trim();
    // "route link (strava or komoot)", "email (work or personal)": after an address, the words are examples
    const head = values && inferField(phrase, () => undefined)?.type;
    if (head === 'url' || head === 'email') values = undefined;
  }
  // "priority low/medium/high and" (a list cut before "and we record …"): a dangling conjunction is no value
  phrase = phrase.replace(/\s+(?:and|or|plus|&)$/i, '').trim();
  // "status: open, closed" / "priority of low, medium or high" / "status which can be open or closed"
  // ("level: beginner / intermediate / advanced" spaces its slashes)
  const colonVals =
    /^([a-z][a-z ]{1,30}?)\s*(?::|which can be|that can be|can be|either|of either|one of)\s+(.+(?:\bor\b|\s*\/\s*|,).+)$/i.exec(phrase);
  // "priority low/medium/high/urgent", "type single/double/suite": values written after the name
  const slashVals = /^([a-z][a-z ]{1,30}?)\s+([a-z0-9][a-z0-9 _-]*(?:\s*\/\s*[a-z0-9][a-z0-9 _-]*)+)$/i.exec(phrase);
  if (
    !values &&
    !colonVals &&
    slashVals &&
    !/\b(?:on\/off|yes\/no|y\/n|true\/false)$/i.test(slashVals[2]) &&
    !/^(?:yes|no|y|n|true|false|on)$/i.test(slashVals[2].split('/')[0].trim())
  ) {
    // "payment type card/cash": a field word before the first value belongs to the name
    const lead = /^([a-z]+)\s+(.+)$/i.exec(slashVals[2]);
    if (lead && VALUED_HEADS.test(lead[1].toLowerCase()) && /\//.test(lead[2])) {
      slashVals[1] = `${slashVals[1]} ${lead[1]}`;
      slashVals[2] = lead[2];
    }
    const vals = splitEnumValues(slashVals[2]);
    if (vals.length >= 2) {
      values = vals;
      phrase = slashVals[1];
    }
  }
  if (!values && colonVals) {
    const vals = splitEnumValues(colonVals[2]);
    if (vals.length >= 2) {
      values = vals;
      phrase = colonVals[1];
    }
  }
  phrase = phrase
    .replace(/\b(required|mandatory|optional)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "grade they are working towards", "the piece we are working on": the noun a clause describes names
  // the field; "how they heard about us" is named by what the clause says
  const described = /^((?:[a-z]+\s+){0,2}[a-z]+)\s+(?:we|they|i|you|he|she|it)\s+[a-z']+(?:\s+[a-z]+){0,4}$/i.exec(phrase);
  if (
    described &&
    !/^(?:how|what|which|who|when|where|whether|if|why|and|or|but)\b/i.test(described[1]) &&
    // "would I apply?" asks; "the date they joined" is named by its verb (below)
    !/\b(?:would|should|could|will|can|shall|do|does|did|is|are|was|were|have|has|date|time|day|when)$/i.test(described[1])
  )
    phrase = described[1];
  const how = /^how\s+(?:we|they|i|you|he|she)\s+([a-z]+(?:\s+(?:about|of|from|into|on|to))?)(?:\s+[a-z]+)?$/i.exec(phrase);
  if (how) phrase = how[1];
  // "any incidents", "any allergies": whatever there is to say of them, written out
  const anyOf = /^any\s+[a-z]+s$/i.test(phrase);
  for (let i = 0; i < 4; i++) phrase = phrase.replace(LEADING_NOISE, '');
  // "the person's name" is a name; "the customer's phone" a customer phone
  phrase = phrase.replace(/^(?:person|people|user|someone|somebody)'s\s+/i, '').replace(/^([a-z]+)'s\s+(?=[a-z])/i, '$1 ');
  phrase = phrase.replace(/\s+(?:field|column|property|attribute)s?$/i, '').trim();
  // "payment status and" (a list cut before "and when it was placed"): a dangling conjunction is no part of the name
  phrase = phrase.replace(/\s+(?:and|or|plus|&)$/i, '').trim();
  if (!phrase) return undefined;
  // "a link to the programme", "url to the menu", "link to the documents on the portal": an address of the
  // thing named, not a relation to it
  const linkTo =
    /^(link|url|website|web\s+page)\s+(?:to|for)\s+(?:the\s+|a\s+|an\s+|their\s+|its\s+|his\s+|her\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)(?:\s+(?:on|at|in|from)\s+[a-z][a-z\s-]*)?$/i.exec(
      phrase,
    );
  if (linkTo) return { name: safeFieldName(`${snake(linkTo[2])}_${linkTo[1].toLowerCase() === 'link' ? 'link' : 'url'}`), type: 'url' };

  // Relations: "linked to a project", "belongs to a company", "assigned to a member", "for a project".
  const rel =
    /^(?:(?:is\s+|are\s+|gets?\s+|should\s+be\s+)?(?:linked|link|related|relates|belongs?|belonging|assigned|attached|connected|tied|associated|mapped|part)\s+(?:to|with|of)|for|per|in|of|under|from|by)\s+(?:a|an|the|one|its|their|some)?\s*(.+)$/i.exec(
      phrase,
    );
  if (rel) {
    const target = lookupEntity(rel[1]);
    if (target) return relationField(target, required);
    if (/^(?:(?:is\s+)?(?:linked|link|related|relates|belongs?|belonging|assigned|attached|connected|tied|associated))\b/i.test(phrase)) {
      return relationField(pascal(singularPhrase(rel[1])), required, true);
    }
  }
  // "service (cut, colour, blow dry)": a field whose values the prompt lists is a choice among them,
  // even when its word also names records
  // "printer used", "the engineer doing it", "vehicle involved": one record named with what it does or
  // had done in this one is a link to it ("tickets sold", plural, is how many)
  // "assigned translator", "preferred stylist": one record the app keeps, picked for this one
  const picked = /^(?:assigned|allocated|preferred|designated)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(phrase);
  const chosen = picked && !values && !isPluralWord(picked[1].split(' ').pop()!) ? lookupEntity(picked[1]) : undefined;
  if (chosen) return { ...relationField(chosen, required), name: safeFieldName(snake(phrase)) };
  const acting =
    /^([a-z]+(?:\s+[a-z]+)?)\s+([a-z]+(?:ed|ing)|done|made|taken|given|driven|ridden|worn|sold|bought|built|chosen|seen|sent|won|in\s+charge|responsible)(?:\s+(?:it|them|this|the\s+[a-z]+|on\s+it|for\s+it|with\s+it))?$/i.exec(
      phrase,
    );
  const actor = acting && !values && !isPluralWord(acting[1].split(' ').pop()!) ? lookupEntity(acting[1]) : undefined;
  if (actor) return { ...relationField(actor, required), name: safeFieldName(snake(acting![1])) };
  const direct = values && values.length >= 3 ? undefined : lookupEntity(phrase);
  if (direct) {
    const f = relationField(direct, required);
    // "client" for a Customer record: the field keeps the prompt's word
    const said = safeFieldName(singularPhrase(phrase.toLowerCase()));
    if (/^[a-z]+$/.test(said) && said !== f.name && !said.includes(f.name) && !f.name.includes(said)) f.name = said;
    return f;
  }

  // Phrasings that carry the type in their wording ("deposit paid checkbox", "rating out of 10",
  // "date of birth", "how many times a day", "rate per hour", "size in square meters").
  if (asked && !values && phrase.split(' ').length <= 4) {
    const name = clauseName(phrase);
    if (name) return { name: safeFieldName(name), type: 'boolean', default: false, ...(required ? { required } : {}) };
  }
  // "photo of the problem" is a problem photo, "time of arrival" an arrival time, "type of leave" a
  // leave type: the words after "of" qualify the head, which decides the type
  const ofForm =
    /^([a-z]+(?:\s+[a-z]+)?)\s+of\s+(?:the\s+|a\s+|an\s+|their\s+|its\s+|his\s+|her\s+|each\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)$/i.exec(
      phrase,
    );
  if (
    ofForm &&
    !/^(?:number|amount|total|date|day|out|list|how|rate|made|part|one|kind|sort|lots|lot|bit|couple|piece|proof)$/i.test(ofForm[1]) &&
    !lookupEntity(ofForm[2]) &&
    !lookupEntity(ofForm[1])
  ) {
    const head = ofForm[1].toLowerCase();
    const quality = words(ofForm[2]).map((w, i, a) => (i === a.length - 1 ? singular(w) : w));
    if (head === 'type' || head === 'kind' || head === 'category' || HEAD_TYPED.test(singular(head.split(' ').pop() ?? ''))) {
      const turned = inferField(`${quality.join(' ')} ${head}${paren ? ` (${paren[1]})` : ''}`, () => undefined);
      if (turned && turned.type !== 'relation') {
        if (required) turned.required = true;
        return turned;
      }
    }
  }
  // "weight for the basket", "price for members": a head whose type is clear, then what it is for
  const forForm = /^([a-z]+)\s+for\s+(?:the\s+|a\s+|an\s+|each\s+)?[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?$/i.exec(phrase);
  if (
    forForm &&
    !values &&
    HEAD_TYPED.test(forForm[1].toLowerCase()) &&
    !/^(?:name|description|notes|status|level|stage)$/i.test(forForm[1])
  ) {
    const head = inferField(forForm[1], () => undefined);
    if (head && /^(?:number|integer|date|datetime|url|email)$/.test(head.type))
      return { ...head, name: safeFieldName(snake(phrase.replace(/\b(?:the|a|an|each)\b/gi, ' '))), ...(required ? { required } : {}) };
  }
  const shaped = shapeType(phrase, values);
  if (shaped) {
    // "what they ordered (place cards, envelopes, signs)": three or more choices in brackets are the
    // field's values, whatever its wording would make it alone
    if (values && (shaped.type === 'string' || shaped.type === 'enum' || (shaped.type === 'boolean' && values.length >= 3))) {
      const f: FieldSpec = { name: safeFieldName(shaped.name), type: 'enum', values, default: values[0] };
      if (required) f.required = true;
      return f;
    }
    const f: FieldSpec = { name: safeFieldName(shaped.name), type: shaped.type };
    if (shaped.values) {
      f.values = shaped.values;
      f.default = shaped.values[0];
    }
    if (required) f.required = true;
    if (f.type === 'boolean') f.default = false;
    return f;
  }
  let ws = words(phrase.replace(/-/g, ' '));
  // "number of guests" → guests (integer); "amount of water" → water (number)
  let forced: FieldType | undefined;
  if (ws[0] === 'number' && ws[1] === 'of' && ws.length > 2) {
    ws = ws.slice(2);
    forced = 'integer';
  } else if ((ws[0] === 'amount' || ws[0] === 'total') && ws[1] === 'of' && ws.length > 2) {
    ws = ws.slice(2);
    forced = 'number';
  }
  // drop a trailing unit phrase: "price in dollars", "weight in kg"
  const inIdx = ws.indexOf('in');
  if (inIdx > 0 && inIdx === ws.length - 2 && UNIT_WORDS.test(ws[ws.length - 1]))
    ws = ws.slice(0, inIdx).concat(unitSuffix(ws[ws.length - 1]));
  ws = ws.filter((w) => w !== 'the' && w !== 'a' && w !== 'an');
  if (!ws.length) return undefined;
  if (ws.length > 4) return undefined; // too long to be a field name: likely a sentence
  // "menu items with prices and quantities": one price, one quantity per record
  if (ws.length === 1 && !forced && !values) {
    const one = singular(ws[0]);
    if (one !== ws[0] && !INTEGER_WORDS.has(ws[0]) && !NUMBER_WORDS.has(ws[0]) && (INTEGER_WORDS.has(one) || NUMBER_WORDS.has(one)))
      ws = [one];
  }
  const last = ws[ws.length - 1];
  const first = ws[0];
  let type: FieldType = 'string';
  let defaulted = false;
  let name = ws.join('_');
  if (values) type = 'enum';
  else if (forced) type = forced;
  else if (BOOLEAN_LEADS.has(first) && ws.length > 1) type = 'boolean';
  else if (EMAIL_WORDS.has(last) || ws.includes('email')) type = 'email';
  else if (
    /^(phone|mobile|telephone|tel|cell)$/.test(first) ||
    // "customer phone number", "parent mobile no": a phone number is dialled, not counted
    (ws.slice(1, -1).some((w) => /^(?:phone|mobile|telephone|tel|cell|contact)$/.test(w)) && /^(?:number|no)$/.test(last)) ||
    (STRING_NUMBER_HEADS.has(first) && (last === 'number' || last === 'no' || last === 'code' || last === 'id')) ||
    (ws.length === 2 && labelNumber(first) && last === 'number')
  )
    type = 'string';
  else if (
    (URL_WORDS.has(last) || ws.includes('url')) &&
    // "launch site", "dive site": a site qualified by what happens there is a place, not a web address
    !(
      last === 'site' &&
      ws.length > 1 &&
      !/^(?:web|internet|company|personal|portfolio|official|fan|booking|listings?)$/.test(ws[ws.length - 2])
    )
  )
    type = 'url';
  else if (
    DATETIME_WORDS.has(last) &&
    !(
      last === 'time' &&
      (first === 'prep' || first === 'cook' || first === 'cooking' || first === 'preparation' || first === 'travel' || first === 'reading')
    )
  )
    type = last === 'day' ? 'date' : 'datetime';
  // "first ferment days", "aging weeks": a plural unit of time after what lasts that long counts them
  else if (
    ws.length >= 2 &&
    /^(?:days|weeks|months|nights)$/.test(last) &&
    !/^(?:some|few|several|many|all|any|which|what|other|preferred|available|opening|closing|working|delivery|collection|market)$/.test(
      ws[ws.length - 2],
    )
  )
    type = 'integer';
  else if (
    DATE_WORDS.has(last) ||
    DATE_WORDS.has(singular(last)) ||
    (ws.length > 1 && last === 'on' && !(ws.length >= 3 && isPluralWord(first))) ||
    first === 'due' ||
    last === 'dob'
  )
    type = 'date';
  else if (last === 'time' || last === 'minutes' || last === 'mins') {
    type = 'integer';
    if (last === 'time') name = `${ws.slice(0, -1).join('_') || 'duration'}_minutes`;
  } else if (
    INTEGER_WORDS.has(last) ||
    // ("customer satisfaction ratings", "star ratings" asked of each record: a number each, said in the plural)
    (ws.length > 1 && /^(?:ratings|ranks|rankings|tallies)$/.test(last)) ||
    last === 'counts' ||
    (last === 'position' && ws.length >= 2 && RANKED_POSITION.test(ws[ws.length - 2])) ||
    (last === 'numbers' && ws.length > 1 && !labelNumber(first)) ||
    (last === 'number' && (ws.length === 1 || !(labelNumber(first) || ws.includes('id'))))
  )
    type = 'integer';
  else if (NUMBER_WORDS.has(last) || MONEY_HEADS.has(last) || (NUMBER_WORDS.has(first) && ws.length <= 2 && !TEXT_WORDS.has(last)))
    type = 'number';
  // "garden size m2", "tank volume litres": a measure written with its unit after it
  // ("kwh", "tonnes" alone: the unit names the measure)
  else if (MEASURE_UNITS.test(last) && (ws.length === 1 || !STRING_HEADS.has(ws[ws.length - 2]))) type = 'number';
  // "inside leg": the tailor's measure of the leg
  else if (ws.length === 2 && last === 'leg' && (first === 'inside' || first === 'outside')) type = 'number';
  else if (TEXT_WORDS.has(last)) type = 'text';
  else if (ENUM_DEFAULTS[last] && ws.length <= 2) {
    type = 'enum';
    values = ws[0] === 'rsvp' ? ['pending', 'attending', 'declined', 'maybe'] : ENUM_DEFAULTS[last];
    defaulted = true;
  } else if (ws.length === 1 && (BOOLEAN_WORDS.has(last) || (BOOLEAN_PREDICATES.has(last) && /ed$/.test(last)))) type = 'boolean';
  else if (last === 'flag' && ws.length > 1) {
    type = 'boolean';
    name = ws.length === 2 ? `is_${ws[0]}` : ws.slice(0, -1).join('_');
  }
  // "photo after", "picture front": an image qualified by the words after it is still an image
  else if (ws.length <= 3 && IMAGE_HEADS.test(first) && !/^(?:count|number|credit|credits|session|shoot|editor)$/.test(last)) type = 'url';
  if (type === 'boolean' && ws.length === 1 && !BOOLEAN_LEADS.has(first)) name = `is_${last}`;
  if (type === 'boolean' && first === 'whether') name = ws.slice(1).join('_');
  if (last === 'at' && ws.length > 1 && type === 'datetime') name = ws.join('_');
  name = safeFieldName(name);
  const field: FieldSpec = { name, type };
  if (required) field.required = true;
  if (type === 'enum' && values) {
    field.values = values;
    field.default = values[0];
  }
  if (type === 'boolean') field.default = /^(is_)?(active|available|enabled|visible|public)$/.test(name);
  if (defaulted) DEFAULTED.add(field);
  if (anyOf && type === 'string' && isPluralWord(last)) field.type = 'text';
  // "takings", "outgoings" alone in a list of fields are money ("daily takings" is a record of them)
  if (type === 'string' && ws.length === 1 && /^(?:takings|outgoings|proceeds)$/.test(last)) field.type = 'number';
  // "amount paid out", "total charged to the guest", "time picked up", "rent due each month": a head and
  // what was done to it (a participle, then its particle or phrase) has the type the head and participle
  // have alone; the words after only say more of it
  if (field.type === 'string' && !values && ws.length >= 3 && ws.length <= 6 && PARTICIPLE.test(ws[1])) {
    const head = shapeType(`${ws[0]} ${ws[1]}`, undefined);
    if (head && head.type !== 'string' && head.type !== 'boolean' && head.type !== 'enum') field.type = head.type;
  }
  return field;
}

/** A past participle or "due" after a field's head ("paid", "picked", "charged", "lent", "due"). */
const PARTICIPLE =
  /^(?:[a-z]+ed|due|owed|paid|lent|held|spent|sent|sold|made|taken|given|done|won|lost|bought|found|left|kept|built|set|put|cut|shown|seen)$/;

/** "room number", "plate numbers": a number that labels a thing rather than counts it. */
function labelNumber(first: string): boolean {
  return (
    STRING_NUMBER_HEADS.has(first) ||
    /^(?:plate|room|unit|table|seat|part|case|model|lot|batch|flight|tag)$/.test(first) ||
    // "member number", "NHS number", "tax number": who or what is identified by it, not a count
    /^(?:member|membership|student|employee|staff|patient|customer|client|user|pupil|driver|volunteer|tax|nhs|ssn|ni|insurance|ticket|booking|claim|certificate|permit|contract|customs|company|charity|health|social)$/.test(
      first,
    )
  );
}

const MONEY_HEADS = new Set([
  'price',
  'cost',
  'fee',
  'rate',
  'balance',
  'amount',
  'total',
  'budget',
  'deposit',
  'rent',
  'salary',
  'premium',
  'wage',
  'charge',
  'fare',
  'tip',
  'commission',
  'bonus',
  'refund',
  'payout',
  'subtotal',
  'allowance',
  'fine',
  'penalty',
  'payment',
  'spend',
  'earnings',
  'bid',
  'offer',
  'donation',
  'pledge',
  'reimbursement',
  'quote',
  'estimate',
  // a sum of money named by what it is for ("sum assured", "valuation")
  'sum',
  'valuation',
]);
/** Who comes along on a booking (the party's ages, its passengers and animals). */
const PARTY_COUNTS = /^(?:children|kids|passengers|dogs|pets)$/;

/**
 * "adults, children, dogs", "bales", "round bales": in a list of a record's fields, the people who come along
 * or goods counted in containers are how many of them. Only there: alone, "dogs" and "bottles" are records
 * as often, so the lexicon (and the reading of what is a record) leaves them as words.
 */
export function countedInList(item: string): boolean {
  const ws = words(item.replace(/-/g, ' '));
  const last = ws[ws.length - 1] ?? '';
  return (ws.length === 1 && PARTY_COUNTS.test(last)) || (ws.length <= 2 && CONTAINER_PLURALS.test(last));
}
/** Containers and portions that goods are counted in ("bales of hay", "bottles", "bags used"). */
const CONTAINER_PLURALS =
  /^(?:cups|bags|bottles|boxes|glasses|loaves|packs|packets|sacks|bales|crates|jars|cans|pints|tins|trays|pallets|cartons|rolls|sheets|slices|pieces|servings|portions|scoops|tablets|doses)$/;
/** Words before "position" that make it a place in an order of finish, not a job ("finishing position", "league position"). */
const RANKED_POSITION = /^(?:finish|finishing|final|league|table|race|grid|starting|queue|list|chart|leaderboard)$/;
const UNIT_WORDS =
  /^(?:square|sq|cubic|meters?|metres?|m2|m|km|kilometers?|kilometres?|miles?|kg|kilos?|kilograms?|grams?|g|lbs?|pounds|ounces|oz|liters?|litres?|ml|l|gallons?|feet|ft|inches|in|cm|mm|hours?|minutes?|mins|seconds?|days?|weeks?|months?|years?|dollars|euros|usd|eur|gbp|percent|degrees|celsius|fahrenheit|hz|khz|mhz|kwh|mwh|kw|watts?|volts?|amps?|mah|mph|kph|kmh|bpm|psi|bar|hands|mg|mcg|cc|calories|kcal|hectares?|ha|acres?|tonnes?|tons?)$/;
/**
 * A substance whose amount is measured ("chlorine level", "nitrate level", "oxygen level"): an element or a
 * compound by its chemical ending (-ine, -ide, -ate, -ite, -ium, -gen, -ol), or a common one named by its word.
 */
function substance(w: string): boolean {
  if (
    /^(?:salt|iron|lead|zinc|copper|mercury|ozone|ammonia|pollen|dust|smoke|radon|arsenic|caffeine|protein|vitamin|cortisol|ferritin|insulin|haemoglobin|hemoglobin|moisture|water|carbon|sulphur|sulfur|methane|nicotine|algae|bacteria|mould|mold|chemical|nutrient|toxin|sediment|salinity|acidity|alkalinity|hardness|turbidity|tds|nox|no2|so2)$/.test(
      w,
    )
  )
    return true;
  return (
    w.length >= 6 &&
    /(?:rine|mine|dide|xide|ride|fide|rate|hate|bonate|trite|phite|ium|ygen|ogen|terol|anol|enol)$/.test(w) &&
    !/^(?:private|separate|climate|estimate|pirate|doctorate|magistrate|corporate|accurate|moderate|desperate|pastoral)$/.test(w)
  );
}

/** Units that are never words of their own (unlike "in", "m", "bar", "days"). */
const MEASURE_UNITS =
  /^(?:hz|khz|mhz|ghz|m2|m3|sqm|sqft|km|kms|kg|kgs|kilos?|kilograms?|grams?|lbs?|oz|litres?|liters?|ml|gallons?|cm|mm|metres?|meters?|feet|ft|inches|mph|kph|kmh|kwh|kw|watts?|volts?|psi|mg|mcg|calories|kcal|hectares?|acres?|tonnes?|tons?|celsius|fahrenheit)$/;
const DURATION_HEADS = new Set([
  'prep',
  'cook',
  'cooking',
  'preparation',
  'travel',
  'reading',
  'play',
  'playing',
  'wait',
  'waiting',
  'run',
  'running',
  'screen',
  'drive',
  'driving',
  'flight',
  'rest',
  'study',
  'practice',
]);

const IMAGE_HEADS = /^(?:photo|photos|picture|pictures|image|images|pic|pics|photograph|snapshot|selfie|screenshot|scan)$/;

/** Heads whose type is clear whatever qualifies them ("photo of the problem", "cost of repairs"). */
const HEAD_TYPED =
  /^(?:photo|picture|image|pic|photograph|scan|copy|time|cost|price|fee|value|amount|length|duration|weight|height|width|size|name|description|notes|details|level|status|stage|grade|score|rating|count|percentage|percent|email|address|phone|number|link|url|website|year|age|frequency)$/;

const PRONOUNS = /^(?:i|we|you|they|he|she|it|its|it's|them|their|our|my|your|his|her|this|that|these|those|a|an|the|one)$/;
const AUXILIARIES =
  /^(?:is|are|was|were|be|been|being|has|have|had|do|does|did|will|would|can|could|should|shall|may|might|must|s|still|already|yet|ever|currently|actually|really|once|first|last)$/;

/** Field name from a clause ("whether I still use it" → use, "if they were a no-show" → no_show). */
function clauseName(clause: string): string {
  const ws = clause
    .toLowerCase()
    .replace(/'s\b/g, ' is')
    .replace(/n't\b/g, ' not')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !PRONOUNS.test(w) && !AUXILIARIES.test(w));
  return snake(ws.slice(0, 4).join(' '));
}

/** Participle of the verb in "when it was placed", "the time it was opened", "when we met". */
function clauseVerb(clause: string): string | undefined {
  const ws = clause
    .toLowerCase()
    .replace(/'s\b/g, ' is')
    .replace(/[^a-z\s-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !PRONOUNS.test(w) && !AUXILIARIES.test(w) && !/^(?:to|for|by|on|at|in|of|with)$/.test(w));
  return ws.length && ws.length <= 3 ? ws.join('_') : undefined;
}

/** Types that the phrase's wording decides, before the head-word rules. */
function shapeType(phrase: string, values: string[] | undefined): { name: string; type: FieldType; values?: string[] } | undefined {
  const p = phrase
    .toLowerCase()
    // "if they're spicy" → spicy, not re_spicy
    .replace(/['’](?:re|ve)\b/g, ' are')
    .replace(/[^a-z0-9/\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const ws = p.split(' ');
  if (!ws.length || ws.length > 7) return undefined;
  if (values && values.length === 2 && values.every((v) => /^(?:yes|no|y|n|true|false|on|off)$/.test(v)))
    return { name: snake(p), type: 'boolean' };
  // "hook up (electric or not)": one state or its absence is a yes/no
  if (values && values.length === 2 && /^(?:not|no|none)$/.test(values[1]) && !/^(?:yes|no|none)$/.test(values[0]))
    return { name: snake(p), type: 'boolean' };
  // "did the medication help", "is it insured", "has it been serviced": a question about the record
  // ("is urgent" is a flag named as written, below)
  let q =
    /^(?:did|does|do|is|are|was|were|has|have|had|can|could|will|would)\s+((?:the|it|they|he|she|this|a|an|my|your|their|its|we|you|i)\s+.+)$/.exec(
      p,
    );
  if (q && ws.length <= 6 && clauseName(q[1])) return { name: clauseName(q[1]), type: 'boolean' };
  // "ready by", "needed by", "reply by": the date something is due
  q =
    /^(ready|due|needed|wanted|required|back|return|reply|respond|pay|book|order|submit|decide|collect|deliver|finish|complete)\s+by$/.exec(
      p,
    );
  if (q) return { name: snake(p), type: 'date' };
  // "best before", "use by": the day food is good until
  if (/^(?:best before|use by|sell by|display until)$/.test(p)) return { name: snake(p), type: 'date' };
  // "bought for", "sold for": what it cost
  q = /^(?:bought|sold|paid|purchased|got|acquired|valued|insured|listed|rented|let)\s+for$/.exec(p);
  if (q) return { name: snake(p), type: 'number' };
  let m = /^(.+?)\s+(?:checkbox|check box|tick ?box|toggle|yes\/no|yes or no|y\/n|true\/false|on\/off|on or off|boolean|bool|or not)$/.exec(
    p,
  );
  if (m) return { name: snake(m[1].replace(/^(?:is|whether)\s+/, '')), type: 'boolean' };
  // "date in", "time out", "date received": a date or time word qualified by a particle or participle keeps its type
  m =
    /^([a-z]+)\s+(in|out|back|off|on|up|[a-z]+ed|thrown|taken|given|seen|done|made|sold|sent|paid|held|bought|found|won|lost|written|drawn|grown|shown|known|begun|chosen|left|kept|met|spent|built|caught|fitted|set)$/.exec(
      p,
    );
  // ("time spent", "time taken" are how long, below)
  if (m && (DATE_WORDS.has(m[1]) || DATETIME_WORDS.has(m[1])) && !(m[1] === 'time' && HOW_LONG.test(m[2])))
    return { name: snake(p), type: DATETIME_WORDS.has(m[1]) ? 'datetime' : 'date' };
  // "goals for", "goals against", "points scored": how many of a counted thing
  // (a score's "for"/"against" counts even words that are otherwise text, like goals)
  // ("home legs won", "away goals scored": a side or kind before the counted word)
  m =
    /^(?:(?:home|away|total|our|their|own)\s+)?([a-z]+s)\s+(for|against|scored|conceded|won|lost|sold|made|missed|saved|left|remaining|attended|owned|held|bought|booked|used|delivered|planted|borrowed|issued|completed|returned|printed|ordered|picked|caught|sighted|produced|laid|hit|cut|shot|run|read|put)$/.exec(
      p,
    );
  if (m && isPluralWord(m[1]) && (/^(?:for|against|scored|conceded)$/.test(m[2]) || (!TEXT_WORDS.has(m[1]) && !STRING_HEADS.has(m[1]))))
    return { name: snake(p), type: 'integer' };
  // "seats available", "places free": how many of a counted thing are open
  m = /^([a-z]+s)\s+(?:available|free|spare|vacant|open)$/.exec(p);
  if (m && (INTEGER_WORDS.has(m[1]) || /^(?:places|spaces)$/.test(m[1]))) return { name: snake(p), type: 'integer' };
  // "batch size", "party size", "class size": the size of a group is how many are in it
  if (/^(?:batch|group|class|team|party|household|family|crew|sample|squad|litter|herd|flock|lot)\s+size$/.test(p))
    return { name: snake(p), type: 'integer' };
  // "shoe size", "ring size", "file size": a size measured in numbers; "t-shirt size" is one of the letters
  if (
    /^(?:shoe|boot|ring|collar|hat|glove|dress|waist|chest|bra|file|screen|tyre|tire|wheel|frame|engine|plot|lot|garden|room|tank|pot)\s+size$/.test(
      p,
    ) &&
    !values
  )
    return { name: snake(p), type: 'number' };
  if (/^(?:t[\s-]?shirt|shirt|tee|jacket|hoodie|jersey|kit|uniform|clothing|clothes|top|fleece|sweatshirt|polo)\s+size$/.test(p) && !values)
    return { name: snake(p), type: 'enum', values: ['xs', 's', 'm', 'l', 'xl', 'xxl'] };
  // "ready for collection", "eligible for a refund", "approved to fly": a state the record is in or not
  m = /^(ready|eligible|suitable|fit|cleared|approved|safe|okay|ok)\s+(?:for|to)\s+[a-z]/.exec(p);
  if (m && !values)
    return {
      name: snake(
        p
          .replace(/\b(?:a|an|the|their|its)\b/g, ' ')
          .trim()
          .split(/\s+/)
          .slice(0, 3)
          .join(' '),
      ),
      type: 'boolean',
    };
  // "whether they work remotely", "if they were a no-show", "whether the deposit has been received"
  // "whether it was online or in person": a choice between two answers, not a yes/no
  const choice =
    /^whether\s+(?:(?:it|they|he|she|the\s+[a-z]+)\s+(?:is|was|are|were|will\s+be)\s+)?([a-z-]+(?:\s+[a-z-]+)?)\s+or\s+([a-z-]+(?:\s+[a-z-]+)?)$/.exec(
      p,
    );
  if (choice && !values && !/^(?:not|no|none|otherwise)\b/.test(choice[2]) && !/^(?:not|no)\b/.test(choice[1]))
    return { name: snake(`${choice[1]} or ${choice[2]}`), type: 'enum', values: [enumValue(choice[1]), enumValue(choice[2])] };
  m = /^(?:whether|if)\s+(.+)$/.exec(p);
  if (m && clauseName(m[1])) return { name: clauseName(m[1]), type: 'boolean' };
  // "furnished or unfurnished", "recurring or one-off": a yes/no named by its first word
  m = /^([a-z-]+)\s+or\s+(?:un|non-?|in|dis|not\s+)?([a-z-]+)$/.exec(p);
  if (
    m &&
    (p.endsWith(` or un${m[1]}`) ||
      p.endsWith(` or non${m[1]}`) ||
      p.endsWith(` or non-${m[1]}`) ||
      p.endsWith(` or not ${m[1]}`) ||
      /^(?:one-off|oneoff|one-time)$/.test(m[2]))
  )
    return { name: m[1].replace(/-/g, '_'), type: 'boolean' };
  // "released or kept", "sold or returned": two outcomes that say whether the first happened
  const participle = (w: string) => /[^e]ed$|^(?:kept|sold|lost|won|done|gone|left|sent|paid|held|taken|given|bought|stolen)$/.test(w);
  if (m && participle(m[1]) && participle(m[2])) return { name: m[1].replace(/-/g, '_'), type: 'boolean' };
  // "income or expense", "home or away": two values of a field the prompt leaves unnamed, named by both (a second
  // "type" would take the name of one the prompt does name)
  const plainWord = (w: string) =>
    !STRING_HEADS.has(w) && !EMAIL_WORDS.has(w) && !URL_WORDS.has(w) && !TEXT_WORDS.has(w) && !DATE_WORDS.has(w) && !DATETIME_WORDS.has(w);
  if (m && plainWord(m[1]) && plainWord(m[2]) && !/^(?:not|no|none|both|either|neither|other|more|less)$/.test(m[2]))
    return { name: snake(`${m[1]} or ${m[2]}`), type: 'enum', values: [enumValue(m[1]), enumValue(m[2])] };
  // "sunrise or sunset slot", "cash or card payment": two values, then the word for what they are values of
  const pair = /^([a-z-]+)\s+or\s+([a-z-]+)\s+([a-z]+)$/.exec(p);
  if (
    pair &&
    !values &&
    plainWord(pair[1]) &&
    plainWord(pair[2]) &&
    !(participle(pair[1]) && participle(pair[2])) &&
    !/^(?:not|no|none|both|either|neither|other|more|less)$/.test(pair[2]) &&
    pair[3] !== 'time' &&
    tagTerms(p).pop()?.tags.includes('Noun')
  )
    return { name: pair[3], type: 'enum', values: [enumValue(pair[1]), enumValue(pair[2])] };
  if (/^no[\s-]?shows?$/.test(p)) return { name: 'no_show', type: 'boolean' };
  if (/^(?:in|out of) stock$/.test(p)) return { name: snake(p), type: 'boolean' };
  // "how often they want cleaning", "how much it costs", "how long it takes"
  // "what I paid", "what we charged": a sum of money named by its verb
  m = /^what\s+(?:i|we|you|they|he|she)\s+(paid|spent|charged|owe|earned|sold\s+(?:it|them)\s+for|bought\s+(?:it|them)\s+for)$/.exec(p);
  if (m) return { name: snake(`amount_${m[1].split(' ')[0]}`), type: 'number' };
  // "the time it takes in hours", "how long it lasts in days": how long, counted in that unit (a time that
  // something takes or lasts is a duration, never when it happened)
  m =
    /^(?:how\s+long|(?:the\s+)?(?:time|duration|length\s+of\s+time))\s+(?:it|they|he|she|we|i|you|the\s+[a-z]+)\s+(?:takes?|took|lasts?|lasted|needs?|needed)\b.*?(?:\s+in\s+(minutes|hours|days|weeks|months))?$/.exec(
      p,
    );
  if (m)
    return m[1]
      ? { name: `duration_${m[1]}`, type: m[1] === 'hours' ? 'number' : 'integer' }
      : { name: 'duration_minutes', type: 'integer' };
  m = /^how\s+(often|much|long)\b\s*(.*)$/.exec(p);
  if (m) {
    if (m[1] === 'often') {
      // "how often to water in days": every so many days
      const per = /^(.*?)\s*\bin\s+(days|weeks|months|hours)$/.exec(m[2]);
      const what = clauseName(per ? per[1] : m[2]).replace(/^to_/, '');
      const what1 = what.split('_').filter((w) => w !== 'to' && w !== 'want' && w !== 'need')[0];
      if (per) return { name: `${what1 ? `${what1}_` : ''}every_${per[2]}`, type: 'integer' };
      return { name: 'frequency', type: 'string' };
    }
    if (m[1] === 'long') return { name: 'duration_minutes', type: 'integer' };
    const rest = clauseName(m[2]);
    const money = rest
      .split('_')
      .map((w) => (MONEY_HEADS.has(singular(w)) || NUMBER_WORDS.has(singular(w)) ? singular(w) : ''))
      .find(Boolean);
    return { name: money ?? (rest ? `amount_${rest}` : 'amount'), type: 'number' };
  }
  // "when it was placed" → placed_at, "the time it was opened" → opened_at
  m = /^(?:when|(?:the\s+)?time)\s+(?:it|they|he|she|we|i|you|the\s+[a-z]+)\s+(.+)$/.exec(p);
  if (m && clauseVerb(m[1])) return { name: `${clauseVerb(m[1])}_at`, type: 'datetime' };
  // "tonnes of salt used", "litres of milk", "hours of sleep": an amount of something in a unit
  m = /^([a-z]+)\s+of\s+([a-z]+(?:\s+[a-z]+)?)$/.exec(p);
  if (m && UNIT_WORDS.test(m[1]) && isPluralWord(m[1]) && !/^(?:days|weeks|months|years)$/.test(m[1]))
    return { name: snake(`${m[2]}_${m[1]}`), type: 'number' };
  // "cups of coffee", "bales of hay": how many containers of something
  if (m && CONTAINER_PLURALS.test(m[1])) return { name: snake(`${m[2]}_${m[1]}`), type: 'integer' };
  // "what action was taken", "what was found": what happened, in words
  m = /^what\s+([a-z]+)\s+(?:was|were|is|are)\s+([a-z]+)$/.exec(p);
  if (m) return { name: snake(`${m[1]}_${m[2]}`), type: 'text' };
  // "how it went", "how they got on": an outcome, in words
  if (/^how\s+(?:it|they|he|she|the\s+[a-z]+)\s+(?:went|got on|turned out|ended)$/.test(p)) return { name: 'outcome', type: 'text' };
  // "who signed them off", "who approved it": the person, by the verb
  m = /^who\s+([a-z]+ed)(?:\s+(?:it|them|him|her|this|that))?(?:\s+(off|up|out|in))?$/.exec(p);
  if (m) return { name: snake(`${m[1]}${m[2] ? `_${m[2]}` : ''}_by`), type: 'string' };
  // "who did the work", "who took the booking": an irregular past with the thing it was done to is the person too
  // ("who did it", "who took them" stay the person asked for, `who`)
  m = /^who\s+([a-z]+)\s+the\s+[a-z]+(?:\s+[a-z]+)?(?:\s+(off|up|out|in))?$/.exec(p);
  if (m && IRREGULAR_PAST[m[1]]) return { name: snake(`${IRREGULAR_PAST[m[1]]}${m[2] ? `_${m[2]}` : ''}_by`), type: 'string' };
  // "what it cost", "how much they cost", "what it weighed": the amount itself
  m =
    /^(?:what|how\s+much)\s+(?:it|they|this|that|each\s+one|the\s+[a-z]+)\s+(cost|costs|costed|came\s+to|comes\s+to|weighs|weighed)$/.exec(
      p,
    );
  if (m) return /^weigh/.test(m[1]) ? { name: 'weight', type: 'number' } : { name: 'cost', type: 'number' };
  // "steps to reproduce", "instructions to follow": written steps
  if (/^(?:steps|instructions|directions)\s+(?:to|for)\s+[a-z]+/.test(p)) return { name: snake(p), type: 'text' };
  // "work done", "what was done", "work carried out": what happened, in words
  if (/^(?:work|what|jobs?|repairs?|tasks?)\s+(?:was\s+|were\s+)?(?:done|carried out|performed|completed)$/.test(p))
    // (named by the prompt's words when it names the work: "work completed", "repairs carried out")
    return { name: p.startsWith('what') ? 'work_done' : snake(p.replace(/\s+(?:was|were)\s+/, ' ')), type: 'text' };
  // "probability %", "discount (%)", "progress percent"
  // ("commission % to site owner": the words after the sign say of what)
  m = /^(.+?)\s*%(?:\s+(?:to|of|on|for|off)\s+[a-z][a-z\s-]*)?$/.exec(phrase.trim());
  if (m && /^[a-z][a-z\s-]*$/i.test(m[1].trim())) return { name: snake(m[1]), type: 'number' };
  // "sort order", "display order": a position among siblings
  if (/^(?:sort|display|running|sequence|position)\s+(?:order|number|no)$/.test(p)) return { name: snake(p), type: 'integer' };
  if (/^(?:week ?day|day of (?:the )?week)$/.test(p) && !values)
    return { name: 'weekday', type: 'enum', values: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] };
  // "max occupancy", "minimum players": a limit on how many
  m = /^(?:max|min|maximum|minimum)\s+([a-z-]+(?:\s+[a-z-]+)?)$/.exec(p);
  if (m) {
    const last = m[1].split(' ').pop() ?? '';
    if (!MONEY_HEADS.has(last) && !NUMBER_WORDS.has(last) && !DATE_WORDS.has(last) && !DATETIME_WORDS.has(last))
      return { name: snake(p), type: 'integer' };
  }
  // "units sold", "hours worked", "tickets issued": how many, not whether
  m = /^([a-z]+s)\s+([a-z]+(?:ed|en|ld|ht|ng|ne|wn))$/.exec(p);
  if (
    m &&
    (INTEGER_WORDS.has(m[1]) ||
      NUMBER_WORDS.has(m[1]) ||
      /^(?:units|items|tickets|copies|hours|miles|kilometres|kilometers|km|pages|books|bags|meals|visits|calls|sessions|classes|cups|glasses)$/.test(
        m[1],
      )) &&
    !/^(?:date|time)$/.test(m[1])
  )
    return {
      name: snake(p),
      type: NUMBER_WORDS.has(m[1]) || /^(?:hours|miles|kilometres|kilometers|km)$/.test(m[1]) ? 'number' : 'integer',
    };
  // "kWh added", "litres used", "km driven": an amount of the unit
  if (ws.length === 2 && UNIT_WORDS.test(ws[0]) && ws[0] !== 'year' && /(?:ed|en)$/.test(ws[1])) return { name: snake(p), type: 'number' };
  // "gift aid eligible", "plus-one allowed", "parking included": a yes/no
  if (ws.length >= 2 && ws.length <= 3 && BOOLEAN_PREDICATES.has(ws[ws.length - 1])) {
    const first = ws[0];
    if (
      !DATE_WORDS.has(first) &&
      !DATETIME_WORDS.has(first) &&
      first !== 'time' &&
      !(
        (MONEY_HEADS.has(singular(first)) || /^(?:money|funds|cash|takings|proceeds)$/.test(first)) &&
        first !== 'deposit' &&
        first !== 'invoice' &&
        first !== 'payment'
      ) &&
      !(NUMBER_WORDS.has(first) && !MONEY_HEADS.has(first)) &&
      !INTEGER_WORDS.has(first) &&
      !/^(?:amount|total|hours|days|number|quantity|qty)$/.test(first)
    )
      return { name: snake(p), type: 'boolean' };
  }
  // ("rating out of five": a number written as a word is a number)
  const n = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred)';
  m =
    new RegExp(`^(.+?)\\s+(?:out of|from)\\s+${n}(?:\\s+to\\s+${n})?(?:\\s+stars?)?$`).exec(p) ??
    /^(.+?)\s+\d+\s*(?:-|to)\s*\d+(?:\s+stars?)?$/.exec(p);
  if (m) return { name: snake(m[1]), type: 'integer' };
  m = /^(?:date|day)\s+of\s+(.+)$/.exec(p);
  if (m && m[1].split(' ').length <= 2) return { name: snake(`${m[1]}_date`.replace(/^birth_date$/, 'date_of_birth')), type: 'date' };
  m = /^(.+?)\s+dates$/.exec(p);
  if (m) return { name: snake(`${m[1]}_date`), type: 'date' };
  m = /^check[\s-]?(in|out)(?:\s+(?:date|day))?$/.exec(p);
  if (m) return { name: `check_${m[1]}_date`, type: 'date' };
  m = /^how\s+many\s+(.+?)(?:\s+(?:a|per|each)\s+([a-z]+))?$/.exec(p);
  if (m) {
    // "how many spots are left" → spots_left, "how many copies there are" → copies
    const what = m[1].replace(/\s+(?:there\s+)?(?:are|were|is|was)(?:\s+there)?(?=\s|$)/, '').trim();
    return { name: snake(m[2] ? `${what}_per_${m[2]}` : what), type: 'integer' };
  }
  // ("price per 100g", "metres per ball": a sum or a measure per so much of something)
  m = /^([a-z]+(?:\s+[a-z]+){0,2})\s+per\s+([a-z0-9]+)$/.exec(p);
  if (
    m &&
    (MONEY_HEADS.has(m[1].split(' ').pop() ?? '') ||
      /^(?:cost|price|rate|fee|amount)$/.test(m[1].split(' ')[0]) ||
      (MEASURE_UNITS.test(m[1]) && !/\d/.test(m[2])))
  )
    return { name: snake(`${m[1]}_per_${m[2]}`), type: 'number' };
  if (m && /^(?:times|visits|sessions|classes|items|hours|doses|meals)$/.test(m[1]))
    return { name: snake(`${m[1]}_per_${m[2]}`), type: 'integer' };
  // "contracted hours per week", "target per month": so much per period is a quantity
  if (m && /^(?:hour|day|night|week|fortnight|month|quarter|term|year|session|visit|shift|game|match|season)$/.test(m[2])) {
    const head = m[1].split(' ').pop() ?? '';
    if (!TEXT_WORDS.has(head) && !STRING_HEADS.has(head) && !DATE_WORDS.has(head) && !EMAIL_WORDS.has(head) && !URL_WORDS.has(head))
      return { name: snake(`${m[1]}_per_${m[2]}`), type: 'number' };
  }
  m = /^(.+?)\s+on\s+hand$/.exec(p);
  if (m) return { name: snake(`${m[1]}_on_hand`), type: 'integer' };
  m = /^([a-z]+(?:\s+[a-z]+)?)\s+in\s+(.+)$/.exec(p);
  if (m?.[2].split(' ').every((w) => UNIT_WORDS.test(w))) {
    const unit = m[2]
      .split(' ')
      .map((w) => w.replace(/^(square|sq)$/, 'sq'))
      .join('_');
    const short: Record<string, string> = {
      sq_meters: 'sqm',
      sq_metres: 'sqm',
      sq_feet: 'sqft',
      kilograms: 'kg',
      kilometers: 'km',
      kilometres: 'km',
    };
    return {
      name: snake(`${m[1]}_${short[unit.replace(/ /g, '_')] ?? unit}`),
      type: /^(?:minutes|mins|days|weeks|nights)$/.test(m[2]) ? 'integer' : 'number',
    };
  }
  // "balance due", "amount owed": money, not a date
  // ("vat due", "tax owed": a tax is a sum of money when it is due, though "tax band" is a label)
  if (
    ws.length === 2 &&
    (MONEY_HEADS.has(ws[0]) || /^(?:vat|tax|duty|levy)$/.test(ws[0])) &&
    /^(?:due|owed|outstanding|paid|remaining|left|received)$/.test(ws[1])
  ) {
    if (ws[1] === 'paid' && ws[0] === 'deposit') return { name: 'deposit_paid', type: 'boolean' };
    return { name: snake(p), type: 'number' };
  }
  // "the date they applied", "date it was sold": a date described by a clause
  if (ws.length >= 3 && ws.length <= 5 && /^(?:date|day)$/.test(ws[0]) && /^(?:they|we|it|he|she|you|i|the|was|were)$/.test(ws[1]))
    return { name: snake(`${ws[ws.length - 1]}_date`), type: 'date' };
  // "date played", "date found", "time taken": when something happened
  if (ws.length === 2 && /^(?:date|day)$/.test(ws[0]) && /ed$|^(?:sold|seen|done|paid|made|found|taken|given|won|lost)$/.test(ws[1]))
    return { name: snake(p), type: 'date' };
  // "time spent", "time taken", "elapsed time": how long, not when
  if (ws.length === 2 && ((ws[0] === 'time' && HOW_LONG.test(ws[1])) || (ws[1] === 'time' && HOW_LONG.test(ws[0]))))
    return { name: snake(p), type: 'integer' };
  if (ws.length === 2 && ws[0] === 'time' && /ed$|^(?:seen|done|given|arrived|left)$/.test(ws[1]))
    return { name: snake(p), type: 'datetime' };
  // "amount claimed", "price quoted", "fee charged": an amount, not a yes/no
  if (
    ws.length === 2 &&
    (MONEY_HEADS.has(singular(ws[0])) || /^(?:money|funds|cash|takings|proceeds)$/.test(ws[0])) &&
    /ed$/.test(ws[1]) &&
    ws[0] !== 'deposit'
  )
    return { name: snake(p), type: 'number' };
  // "deposit paid", "invoice sent", "queen seen": a yes/no about the first word
  if (
    ws.length === 2 &&
    /^(?:paid|sent|seen|signed|returned|delivered|received|done|completed|approved|vaccinated|neutered|spayed|shipped|booked|confirmed|cancelled|canceled|claimed)$/.test(
      ws[1],
    )
  )
    return { name: snake(p), type: 'boolean' };
  // "reorder level", "stock level": a quantity, not a skill level
  if (ws.length === 2 && ws[1] === 'level' && /^(?:reorder|stock|inventory|fill|water|battery|minimum|min|max|maximum|noise)$/.test(ws[0]))
    return { name: snake(p), type: 'integer' };
  // "fuel level", "oil level": how full, a measure; "pain level", "energy level": a point on a scale;
  // "risk level": low to high. Only a skill or course level is beginner to advanced.
  if (ws.length === 2 && ws[1] === 'level' && !values) {
    if (
      /^(?:fuel|oil|tank|sugar|glucose|charge|humidity|light|sound|volume|alcohol|ph|co2|radiation|snow|river|sea|tide)$/.test(ws[0]) ||
      substance(ws[0])
    )
      return { name: snake(p), type: 'number' };
    if (
      /^(?:pain|energy|stress|anxiety|fatigue|comfort|satisfaction|confidence|hunger|motivation|focus|activity|fitness|happiness|noise)$/.test(
        ws[0],
      )
    )
      return { name: snake(p), type: 'integer' };
    if (/^(?:risk|priority|urgency|threat|alert|danger|importance|impact|security|severity)$/.test(ws[0]))
      return { name: snake(p), type: 'enum', values: ['low', 'medium', 'high'] };
  }
  // "year built", "year founded": a year, a whole number
  if (ws.length === 2 && ws[0] === 'year' && /(?:ed|en|lt|wn)$/.test(ws[1])) return { name: snake(p), type: 'integer' };
  // "valid from", "available until", "effective to": the start or end of a period
  if (
    ws.length === 2 &&
    /^(?:valid|available|effective|open|active|live|on sale|booked|reserved)$/.test(ws[0]) &&
    /^(?:from|to|through|thru)$/.test(ws[1])
  )
    return { name: snake(p), type: 'date' };
  if (
    ws.length === 2 &&
    /^(?:next|follow-up|follow)$/.test(ws[0]) &&
    /^(?:steps?|actions?|up)$/.test(ws[1]) &&
    ws.join(' ') !== 'follow up'
  )
    return { name: snake(p), type: 'text' };
  // "last serviced", "last visit", "next inspection": when it happened or is due
  if (
    ws.length === 2 &&
    /^(?:last|next|previous|latest|most recent)$/.test(ws[0]) &&
    (/(?:ed|en)$/.test(ws[1]) ||
      /^(?:visit|service|contact|inspection|check|checkup|appointment|review|payment|renewal|clean|cleaning|meeting|session|vaccination|dose|treatment|watering|feed|feeding|delivery|order|audit|test|mot|maintenance)$/.test(
        ws[1],
      ))
  )
    return { name: snake(p), type: 'date' };
  // "money raised", "funds collected", "donations received": an amount
  if (
    ws.length === 2 &&
    (MONEY_HEADS.has(singular(ws[0])) || /^(?:money|funds|cash|takings|sales|income|expenses|proceeds)$/.test(ws[0])) &&
    /(?:ed|en|nt|ld)$/.test(ws[1]) &&
    ws[0] !== 'deposit' &&
    ws[0] !== 'payment' &&
    ws[0] !== 'invoice'
  )
    return { name: snake(p), type: 'number' };
  // "salary range", "price range": written as "from – to", a label
  if (ws.length === 2 && ws[1] === 'range') return { name: snake(p), type: 'string' };
  // "opening hours", "office hours": when it is open, in words
  if (ws.length === 2 && ws[1] === 'hours' && /^(?:opening|business|office|visiting|surgery|trading)$/.test(ws[0]))
    return { name: snake(p), type: 'string' };
  // "linkedin profile", "facebook page", "youtube channel": an address on the web
  if (
    ws.length === 2 &&
    /^(?:linkedin|facebook|instagram|twitter|youtube|tiktok|github|gitlab|spotify|soundcloud|bandcamp|etsy|pinterest|mastodon|x)$/.test(
      ws[0],
    ) &&
    /^(?:profile|page|channel|account|link|url|shop|store)$/.test(ws[1])
  )
    return { name: snake(p), type: 'url' };
  // "days to harvest", "hours slept", "hours worked", "nights stayed"
  if (ws.length >= 2 && /^(?:days|hours|minutes|nights|weeks|months|years|miles|km)$/.test(ws[0]) && ws.length <= 3)
    return { name: snake(p), type: ws[0] === 'hours' || ws[0] === 'miles' || ws[0] === 'km' ? 'number' : 'integer' };
  // "play time", "waiting time": a duration in minutes
  if (ws.length === 2 && ws[1] === 'time' && DURATION_HEADS.has(ws[0])) return { name: `${ws[0]}_minutes`, type: 'integer' };
  // "steep time seconds", "set length hours": a measure written with its unit of time after it
  if (ws.length >= 2 && ws.length <= 4 && /^(?:seconds|secs|minutes|mins|hours|hrs)$/.test(ws[ws.length - 1]) && !STRING_HEADS.has(ws[0]))
    return { name: snake(p), type: /^(?:hours|hrs)$/.test(ws[ws.length - 1]) ? 'number' : 'integer' };
  // "wears contact lenses", "speaks welsh", "takes sugar": what the record does or not
  // (read after a subject, so that the tagger takes the first word as the verb it can be; "parts used",
  // "likes count" are a thing and a count)
  const [, verb, object] = ws.length >= 2 && ws.length <= 4 && /[^s]s$/.test(ws[0]) ? tagTerms(`she ${p}`) : [];
  if (
    verb?.tags.includes('PresentTense') &&
    object &&
    (object.tags.includes('Noun') || object.tags.includes('Determiner')) &&
    !object.tags.includes('Value') &&
    !BOOLEAN_LEADS.has(ws[0]) &&
    ![ws[1], ws[ws.length - 1]].some(
      (w) =>
        INTEGER_WORDS.has(w) ||
        NUMBER_WORDS.has(w) ||
        MONEY_HEADS.has(w) ||
        TEXT_WORDS.has(w) ||
        URL_WORDS.has(w) ||
        EMAIL_WORDS.has(w) ||
        DATE_WORDS.has(w) ||
        DATETIME_WORDS.has(w) ||
        HEAD_TYPED.test(w),
    )
  )
    return { name: snake(p), type: 'boolean' };
  return undefined;
}

function unitSuffix(unit: string): string[] {
  const map: Record<string, string> = {
    dollars: 'usd',
    euros: 'eur',
    pounds: 'gbp',
    kilograms: 'kg',
    kg: 'kg',
    kilos: 'kg',
    km: 'km',
    kilometers: 'km',
    kilometres: 'km',
    miles: 'miles',
    minutes: 'minutes',
    hours: 'hours',
    grams: 'g',
    meters: 'm',
    metres: 'm',
    lbs: 'lbs',
    ml: 'ml',
    liters: 'l',
    litres: 'l',
  };
  return map[unit] ? [map[unit]] : [];
}

export function safeFieldName(name: string): string {
  let n = snake(name);
  if (!n) n = 'value';
  if (/^[0-9]/.test(n)) n = `f_${n}`;
  if (BUILTIN_FIELDS.has(n)) n = n === 'id' ? 'code' : `${n}_value`;
  if (n.length > 48) n = n.slice(0, 48).replace(/_+$/, '');
  return n;
}

export function relationField(target: string, required?: boolean, unknownTarget?: boolean): FieldSpec {
  const f: FieldSpec = { name: safeFieldName(target), type: 'relation', target };
  if (required) f.required = true;
  if (unknownTarget) f.description = 'unresolved';
  return f;
}

/** Parse the compact template notation "name:type!=default(values|Target)". */
export function parseFieldDsl(dsl: string): FieldSpec {
  const m = /^([a-z_][a-z0-9_]*):([a-z]+)(!)?(?:\(([^)]*)\))?(!)?(?:=(.*))?$/.exec(dsl);
  if (!m) throw new Error(`bad field dsl: ${dsl}`);
  const [, name, type, bang1, inner, bang2, def] = m;
  const bang = bang1 || bang2;
  const f: FieldSpec = { name, type: type as FieldType };
  if (bang) f.required = true;
  if (type === 'enum') {
    f.values = (inner ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    f.default = def ?? f.values[0];
  } else if (type === 'relation') {
    f.target = inner;
  } else if (def !== undefined) {
    if (type === 'boolean') f.default = def === 'true';
    else if (type === 'number' || type === 'integer') f.default = Number(def);
    else f.default = def;
  }
  return f;
}

export function isDisplayCandidate(f: FieldSpec): boolean {
  return f.type === 'string' || f.type === 'email';
}

const DISPLAY_NAMES = [
  'title',
  'name',
  'full_name',
  'subject',
  'headline',
  'label',
  'display_name',
  'company_name',
  'first_name',
  'description',
  'reference',
  'code',
];

/** The field that names a record in lists, selects and headings. */
export function displayField(fields: FieldSpec[]): FieldSpec | undefined {
  for (const n of DISPLAY_NAMES) {
    const f = fields.find((x) => x.name === n && x.type !== 'relation');
    if (f) return f;
  }
  return (
    fields.find((f) => f.type === 'string' && f.required) ??
    fields.find((f) => f.type === 'string') ??
    fields.find((f) => f.type === 'email') ??
    fields.find((f) => f.type === 'date' || f.type === 'datetime') ??
    fields.find((f) => f.type !== 'relation' && f.type !== 'boolean' && f.type !== 'object' && f.type !== 'array')
  );
}

export function singularLower(text: string): string {
  return words(text)
    .map((w, i, a) => (i === a.length - 1 ? singular(w) : w))
    .join(' ');
}
