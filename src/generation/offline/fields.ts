// Field inference: turns phrases such as "due date", "priority (low/medium/high)",
// "assignee email", "is active" or "linked to a project" into typed field specs.
import type { FieldSpec, FieldType } from './types.ts';
import { singular, snake, words, pascal, singularPhrase } from './nlp.ts';

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
  'webpage',
  'web',
]);
const DATE_WORDS = new Set(['date', 'deadline', 'birthday', 'dob', 'birthdate', 'day', 'due', 'eta', 'etd', 'expiry', 'expiration']);
const DATETIME_WORDS = new Set(['time', 'datetime', 'timestamp', 'at', 'when', 'start', 'starts', 'end', 'ends', 'scheduled', 'slot']);
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
]);
const TEXT_WORDS = new Set([
  'description',
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

export const ENUM_DEFAULTS: Record<string, string[]> = {
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
};

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
  const parts = raw
    .split(/\s*(?:\/|,|\||;|\bor\b|\band\b)\s*/i)
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
      const m = /^\s+(?:and|&|plus|as well as|along with)\s+/i.exec(rest);
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

const LEADING_NOISE =
  /^(?:a|an|the|its|their|his|her|my|our|your|some|each|every|one|optional|required|mandatory|also|with|maybe|possibly|field|fields|of)\s+/i;

const DEFAULTED = new WeakSet<FieldSpec>();
/** True when an enum's values were guessed (not given in the prompt). */
export function hasGuessedValues(f: FieldSpec): boolean {
  return DEFAULTED.has(f);
}

export type EntityLookup = (phrase: string) => string | undefined;

/**
 * Infer one field from a phrase. `lookupEntity` maps a noun phrase to a known
 * entity name (for relations). Returns undefined when the phrase is not a field.
 */
export function inferField(rawPhrase: string, lookupEntity: EntityLookup): FieldSpec | undefined {
  let phrase = rawPhrase
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '');
  if (!phrase) return undefined;
  let required: boolean | undefined;
  if (/\b(required|mandatory)\b/i.test(phrase)) required = true;
  let values: string[] | undefined;
  const paren = /\(([^)]*)\)/.exec(phrase);
  if (paren) {
    const inside = paren[1].replace(/\b(e\.g\.|eg|such as|like|one of)\b/gi, ' ');
    const vals = splitEnumValues(inside);
    if (vals.length >= 2) values = vals;
    phrase = (phrase.slice(0, paren.index) + phrase.slice(paren.index + paren[0].length)).trim();
  }
  // "status: open, closed" / "priority of low, medium or high" / "status which can be open or closed"
  const colonVals = /^([a-z][a-z ]{1,30}?)\s*(?::|which can be|that can be|can be|either|of either|one of)\s+(.+\b(?:or|\/|,)\b.+)$/i.exec(
    phrase,
  );
  // "priority low/medium/high/urgent", "type single/double/suite": values written after the name
  const slashVals = /^([a-z][a-z ]{1,30}?)\s+([a-z0-9][a-z0-9 _-]*(?:\s*\/\s*[a-z0-9][a-z0-9 _-]*)+)$/i.exec(phrase);
  if (!values && !colonVals && slashVals && !/^(?:yes|no|y|n|true|false)$/i.test(slashVals[2].split('/')[0].trim())) {
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
  for (let i = 0; i < 4; i++) phrase = phrase.replace(LEADING_NOISE, '');
  phrase = phrase.replace(/\s+(?:field|column|property|attribute)s?$/i, '').trim();
  if (!phrase) return undefined;

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
  const direct = lookupEntity(phrase);
  if (direct) return relationField(direct, required);

  // Phrasings that carry the type in their wording ("deposit paid checkbox", "rating out of 10",
  // "date of birth", "how many times a day", "rate per hour", "size in square meters").
  const shaped = shapeType(phrase, values);
  if (shaped) {
    const f: FieldSpec = { name: safeFieldName(shaped.name), type: shaped.type };
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
  if (inIdx > 0 && inIdx === ws.length - 2) ws = ws.slice(0, inIdx).concat(unitSuffix(ws[ws.length - 1]));
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
    (STRING_NUMBER_HEADS.has(first) && (last === 'number' || last === 'no' || last === 'code' || last === 'id'))
  )
    type = 'string';
  else if (URL_WORDS.has(last) || ws.includes('url')) type = 'url';
  else if (
    DATETIME_WORDS.has(last) &&
    !(
      last === 'time' &&
      (first === 'prep' || first === 'cook' || first === 'cooking' || first === 'preparation' || first === 'travel' || first === 'reading')
    )
  )
    type = last === 'day' ? 'date' : 'datetime';
  else if (DATE_WORDS.has(last) || (ws.length > 1 && last === 'on') || first === 'due' || last === 'dob') type = 'date';
  else if (last === 'time' || last === 'minutes' || last === 'mins') {
    type = 'integer';
    if (last === 'time') name = `${ws.slice(0, -1).join('_') || 'duration'}_minutes`;
  } else if (
    INTEGER_WORDS.has(last) ||
    last === 'counts' ||
    (last === 'number' &&
      (ws.length === 1 ||
        (!STRING_NUMBER_HEADS.has(first) && !/^(?:plate|room|unit|table|seat|part|case|model|lot|batch|flight|tag)$/.test(first))))
  )
    type = 'integer';
  else if (NUMBER_WORDS.has(last) || (NUMBER_WORDS.has(first) && ws.length <= 2 && !TEXT_WORDS.has(last))) type = 'number';
  else if (TEXT_WORDS.has(last)) type = 'text';
  else if (ENUM_DEFAULTS[last] && ws.length <= 2) {
    type = 'enum';
    values = ws[0] === 'rsvp' ? ['pending', 'attending', 'declined', 'maybe'] : ENUM_DEFAULTS[last];
    defaulted = true;
  } else if (ws.length === 1 && BOOLEAN_WORDS.has(last)) type = 'boolean';
  else if (last === 'flag' && ws.length > 1) {
    type = 'boolean';
    name = ws.length === 2 ? `is_${ws[0]}` : ws.slice(0, -1).join('_');
  }
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
  return field;
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
]);
const UNIT_WORDS =
  /^(?:square|sq|cubic|meters?|metres?|m2|m|km|kilometers?|kilometres?|miles?|kg|kilos?|kilograms?|grams?|g|lbs?|pounds|ounces|oz|liters?|litres?|ml|l|gallons?|feet|ft|inches|in|cm|mm|hours?|minutes?|mins|seconds?|days?|weeks?|months?|years?|dollars|euros|usd|eur|gbp|percent|degrees|celsius|fahrenheit)$/;
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

/** Types that the phrase's wording decides, before the head-word rules. */
function shapeType(phrase: string, values: string[] | undefined): { name: string; type: FieldType } | undefined {
  const p = phrase
    .toLowerCase()
    .replace(/[^a-z0-9/\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const ws = p.split(' ');
  if (!ws.length || ws.length > 7) return undefined;
  if (values && values.length === 2 && values.every((v) => /^(?:yes|no|y|n|true|false)$/.test(v)))
    return { name: snake(p), type: 'boolean' };
  let m = /^(.+?)\s+(?:checkbox|check box|tick ?box|toggle|yes\/no|yes or no|y\/n|true\/false)$/.exec(p);
  if (m) return { name: snake(m[1].replace(/^(?:is|whether)\s+/, '')), type: 'boolean' };
  m = /^whether\s+(?:(?:it|they|he|she|the\s+[a-z]+|[a-z]+)\s+(?:is|are|was|were|has|have|had)\s+(?:been\s+)?)?(.+)$/.exec(p);
  if (m) return { name: snake(m[1]), type: 'boolean' };
  m = /^(.+?)\s+(?:out of|from)\s+\d+(?:\s+to\s+\d+)?(?:\s+stars?)?$/.exec(p) ?? /^(.+?)\s+\d+\s*(?:-|to)\s*\d+(?:\s+stars?)?$/.exec(p);
  if (m) return { name: snake(m[1]), type: 'integer' };
  m = /^(?:date|day)\s+of\s+(.+)$/.exec(p);
  if (m && m[1].split(' ').length <= 2) return { name: snake(`${m[1]}_date`.replace(/^birth_date$/, 'date_of_birth')), type: 'date' };
  m = /^(.+?)\s+dates$/.exec(p);
  if (m) return { name: snake(`${m[1]}_date`), type: 'date' };
  m = /^check[\s-]?(in|out)(?:\s+(?:date|day))?$/.exec(p);
  if (m) return { name: `check_${m[1]}_date`, type: 'date' };
  m = /^how\s+many\s+(.+?)(?:\s+(?:a|per|each)\s+([a-z]+))?$/.exec(p);
  if (m) return { name: snake(m[2] ? `${m[1]}_per_${m[2]}` : m[1]), type: 'integer' };
  m = /^([a-z]+(?:\s+[a-z]+)?)\s+per\s+([a-z]+)$/.exec(p);
  if (m && (MONEY_HEADS.has(m[1].split(' ').pop() ?? '') || /^(?:cost|price|rate|fee|amount)$/.test(m[1].split(' ')[0])))
    return { name: snake(`${m[1]}_per_${m[2]}`), type: 'number' };
  if (m && /^(?:times|visits|sessions|classes|items|hours|doses|meals)$/.test(m[1]))
    return { name: snake(`${m[1]}_per_${m[2]}`), type: 'integer' };
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
  if (ws.length === 2 && MONEY_HEADS.has(ws[0]) && /^(?:due|owed|outstanding|paid|remaining|left|received)$/.test(ws[1])) {
    if (ws[1] === 'paid' && ws[0] === 'deposit') return { name: 'deposit_paid', type: 'boolean' };
    return { name: snake(p), type: 'number' };
  }
  // "the date they applied", "date it was sold": a date described by a clause
  if (ws.length >= 3 && ws.length <= 5 && /^(?:date|day)$/.test(ws[0]) && /^(?:they|we|it|he|she|you|i|the|was|were)$/.test(ws[1]))
    return { name: snake(`${ws[ws.length - 1]}_date`), type: 'date' };
  // "date played", "date found", "time taken": when something happened
  if (ws.length === 2 && /^(?:date|day)$/.test(ws[0]) && /ed$|^(?:sold|seen|done|paid|made|found|taken|given|won|lost)$/.test(ws[1]))
    return { name: snake(p), type: 'date' };
  if (ws.length === 2 && ws[0] === 'time' && /ed$|^(?:taken|seen|done|given|arrived|left)$/.test(ws[1]))
    return { name: snake(p), type: 'datetime' };
  // "amount claimed", "price quoted", "fee charged": an amount, not a yes/no
  if (ws.length === 2 && MONEY_HEADS.has(ws[0]) && /ed$/.test(ws[1]) && ws[0] !== 'deposit') return { name: snake(p), type: 'number' };
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
  // "days to harvest", "hours slept", "hours worked", "nights stayed"
  if (ws.length >= 2 && /^(?:days|hours|minutes|nights|weeks|months|years|miles|km)$/.test(ws[0]) && ws.length <= 3)
    return { name: snake(p), type: ws[0] === 'hours' || ws[0] === 'miles' || ws[0] === 'km' ? 'number' : 'integer' };
  // "play time", "waiting time": a duration in minutes
  if (ws.length === 2 && ws[1] === 'time' && DURATION_HEADS.has(ws[0])) return { name: `${ws[0]}_minutes`, type: 'integer' };
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
