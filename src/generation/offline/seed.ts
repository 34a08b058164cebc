// Deterministic starter records in the app's own domain: names built from each entity's head noun and
// the prompt's words (samples.ts), values chosen by field name and type, relations pointing at the
// records seeded for their target. Same prompt (and day) → same records; no randomness.
import type { EntitySpec, FieldSpec } from './types.ts';
import { displayField } from './fields.ts';
import { hash, plural, singular, snake, words, wordTable } from './nlp.ts';
import {
  CITIES,
  COLOURS,
  COUNTRIES,
  INSTANCES,
  STREETS,
  type SampleClass,
  cap,
  categoryName,
  classOf,
  examplesIn,
  headOf,
  isPersonWord,
  modifierIn,
  nameFor,
  nth,
  personName,
  topicOf,
} from './samples.ts';

export type SeedEntity = EntitySpec & { samples?: string[]; kind?: string; catalog?: string };

export type SeedOptions = {
  /** The prompt: its words name the app's topic and qualify names ("rehearsal" rooms). */
  prompt?: string;
  /** Catalog entities of the template the prompt matched: only their samples are in this app's domain. */
  templateEntities?: ReadonlySet<string>;
  /** Dates are spread around this day (YYYY-MM-DD; default today, UTC). */
  today?: string;
  /**
   * Origin serving sample images (GET /_svc/sample-images/…svg, generation/sample-images.ts): image
   * fields get a generated SVG from this service instead of a third-party photo (no network needed).
   */
  imageBase?: string;
};

/** Where starter images are served when the caller does not say (the service's default public URL). */
export const DEFAULT_IMAGE_BASE = 'http://localhost:4000';
export const SAMPLE_IMAGE_PATH = '/_svc/sample-images';

const IMAGE_WORDS = [
  'image',
  'images',
  'photo',
  'photos',
  'picture',
  'pictures',
  'pic',
  'pics',
  'photograph',
  'snapshot',
  'selfie',
  'screenshot',
  'scan',
  'art',
  'artwork',
  'cover',
  'avatar',
  'logo',
  'thumbnail',
  'poster',
  'banner',
  'headshot',
];
/** Links to a document rather than a page: a file name that looks like one. */
const FILE_WORDS = [
  'pdf',
  'document',
  'documents',
  'doc',
  'docs',
  'certificate',
  'manuscript',
  'script',
  'resume',
  'cv',
  'contract',
  'brochure',
  'attachment',
  'file',
  'stl',
];
const SOCIAL: Record<string, string> = wordTable({
  linkedin: 'https://www.linkedin.com/in/',
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  twitter: 'https://x.com/',
  youtube: 'https://www.youtube.com/@',
  tiktok: 'https://www.tiktok.com/@',
  github: 'https://github.com/',
  spotify: 'https://open.spotify.com/artist/',
  soundcloud: 'https://soundcloud.com/',
  bandcamp: 'https://bandcamp.com/',
});
const MONEY_WORDS = [
  'price',
  'cost',
  'fee',
  'rate',
  'amount',
  'total',
  'balance',
  'due',
  'deposit',
  'budget',
  'salary',
  'value',
  'revenue',
  'rent',
  'paid',
  'owed',
  'charge',
  'fine',
  'tip',
  'subtotal',
  'tax',
  'discount',
  'wage',
  'income',
  'spend',
  'spent',
  'payout',
  'refund',
  'premium',
  'donation',
  'pay',
];
const PAST_DATE_WORDS = [
  'joined',
  'since',
  'created',
  'purchased',
  'bought',
  'acquired',
  'opened',
  'signed',
  'registered',
  'hired',
  'planted',
  'adopted',
  'last',
  'loaned',
  'borrowed',
  'lent',
  'issued',
  'received',
  'paid',
  'submitted',
  'visited',
  'completed',
  'done',
  'returned',
  'logged',
  'recorded',
  'sent',
  'published',
  'posted',
  'occurred',
  'found',
  'reported',
  'sown',
  'harvested',
  'swapped',
  'donated',
  'delivered',
];
const FUTURE_DATE_WORDS = [
  'due',
  'deadline',
  'expires',
  'expiry',
  'expiration',
  'until',
  'return',
  'ends',
  'end',
  'next',
  'renewal',
  'target',
  'planned',
  'by',
];
const BIRTH_WORDS = ['birth', 'birthday', 'dob', 'born'];
const HOURS = [18, 10, 14, 19, 9, 16, 11, 20];

type Row = Record<string, unknown>;

/** Everything a value of record i depends on. */
type Ctx = {
  e: SeedEntity;
  cls: SampleClass;
  head: string;
  seed: string;
  i: number;
  topic?: string;
  today: Date;
  imageBase: string;
  display?: FieldSpec;
  title?: string;
  /** the record's own person, when its name came from elsewhere (a template's sample names) */
  person?: { first: string; last: string; full: string };
  /** labels of the records this one points at, in field order */
  linked: Array<{ field: string; target: string; cls: SampleClass; head: string; label: string }>;
};

function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function day(today: Date, offset: number): string {
  return new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** An amount of money that fits the field and the thing it belongs to. */
function money(c: Ctx, ws: string[], key: string): number {
  const has = (...xs: string[]) => xs.some((x) => ws.includes(x));
  const i = c.i;
  const pickOf = (xs: number[]) => xs[(hash(key) + i) % xs.length];
  if (has('salary', 'wage', 'income') && c.cls !== 'money') return pickOf([42000, 55000, 68000, 83000, 47500]);
  if (has('budget', 'revenue')) return pickOf([1500, 4800, 12000, 25000, 7500]);
  if (has('rent')) return pickOf([850, 1200, 1650, 2100, 975]);
  if (has('deposit')) return pickOf([20, 50, 100, 250, 75]);
  if (has('fine', 'penalty')) return pickOf([1, 2.5, 5, 10]);
  if (has('discount')) return pickOf([5, 10, 15, 20]);
  if (has('tax')) return pickOf([4.2, 8.5, 19, 12.6]);
  if (has('tip')) return pickOf([2, 5, 8.5, 10]);
  if (has('balance', 'owed') || (has('due') && !has('date'))) return [0, 35, 120, 60][i % 4];
  if (has('donation')) return pickOf([10, 25, 50, 100]);
  if (has('value') && (c.cls === 'event' || c.cls === 'money')) return pickOf([1200, 4500, 9800, 18000]);
  switch (c.cls) {
    case 'place':
      return pickOf([15, 22.5, 30, 45, 60]); // an hourly or daily rate
    case 'person':
    case 'group':
    case 'org':
      return pickOf([30, 45, 60, 80, 120]);
    case 'event':
      return pickOf([25, 48, 60, 95, 150, 32.5]);
    case 'money':
      return pickOf([18.5, 42, 120, 260, 75.9, 480]);
    default:
      return pickOf([4.99, 12.5, 24, 39.99, 89, 149]);
  }
}

function integerFor(c: Ctx, ws: string[], key: string): number {
  const has = (...xs: string[]) => xs.some((x) => ws.includes(x));
  const i = c.i;
  const pickOf = (xs: number[]) => xs[(hash(key) + i) % xs.length];
  if (has('rating', 'stars', 'star')) return [4, 5, 3, 5, 2][i % 5];
  // a duration kept in seconds: a track, a lap, a video (three to five minutes)
  if (has('seconds', 'secs')) return pickOf([185, 212, 247, 198, 263]);
  if (has('sleeps')) return pickOf([2, 4, 6, 8]);
  if (has('words')) return pickOf([850, 1200, 2400, 3100, 640]);
  if (has('followers', 'subscribers')) return pickOf([1200, 8400, 15600, 52000]);
  if (has('views', 'plays', 'streams', 'downloads')) return pickOf([340, 1250, 8700, 23000]);
  if (has('likes', 'shares', 'comments')) return pickOf([12, 85, 240, 1300]);
  if (has('pain', 'energy', 'stress', 'anxiety', 'fatigue', 'mood', 'satisfaction', 'confidence')) return pickOf([3, 5, 7, 8, 4]);
  if (has('year')) return c.today.getUTCFullYear() - [0, 3, 7, 12, 1][(hash(key) + i) % 5];
  if (has('age')) return c.cls === 'person' ? pickOf([24, 31, 45, 38, 62, 19]) : pickOf([1, 3, 5, 8]);
  if (has('minutes', 'mins', 'duration', 'length')) return [30, 45, 60, 90, 120][(hash(key) + i) % 5];
  if (has('hours', 'hour')) return [1, 2, 3, 2][i % 4];
  if (has('days', 'day', 'nights')) return [1, 3, 7, 14][(hash(key) + i) % 4];
  if (has('capacity', 'seats', 'max', 'maximum', 'spots', 'places', 'slots'))
    return c.cls === 'place' ? pickOf([4, 6, 8, 12]) : c.cls === 'org' ? pickOf([50, 120, 300]) : pickOf([10, 12, 16, 20, 24]);
  if (has('servings', 'guests', 'party', 'people', 'adults', 'children', 'kids', 'players', 'members')) return 2 + ((hash(key) + i) % 5);
  if (has('bedrooms')) return 1 + (i % 4);
  if (has('bathrooms')) return 1 + (i % 2);
  if (has('calories', 'kcal')) return pickOf([320, 540, 410, 680]);
  if (has('reps')) return pickOf([8, 10, 12, 5]);
  if (has('sets')) return pickOf([3, 4, 5]);
  if (has('floor')) return i % 4;
  if (has('priority', 'level', 'rank')) return 1 + ((hash(key) + i) % 3);
  if (has('score', 'points')) return pickOf([72, 85, 91, 64, 98]);
  if (has('percent', 'percentage', 'progress')) return pickOf([0, 25, 60, 100, 80]);
  if (has('stock', 'inventory')) return pickOf([0, 4, 12, 25, 40]);
  if (has('pages')) return pickOf([180, 256, 320, 412, 96]);
  if (has('reorder', 'threshold', 'minimum', 'min')) return pickOf([3, 5, 10]);
  if (MONEY_WORDS.some((w) => ws.includes(w))) return Math.round(money(c, ws, key));
  if (has('quantity', 'qty', 'count', 'copies', 'units', 'pieces', 'number', 'num', 'amount', 'total', 'size'))
    return 1 + ((hash(key) + i * 3) % 8);
  return 1 + ((hash(key) + i * 3) % 12);
}

function numberFor(c: Ctx, ws: string[], key: string): number {
  const has = (...xs: string[]) => xs.some((x) => ws.includes(x));
  const i = c.i;
  const pickOf = (xs: number[]) => xs[(hash(key) + i) % xs.length];
  if (has('rating', 'stars', 'star')) return [4.5, 5, 3.5, 4, 2][i % 5];
  if (has('heart', 'bpm', 'pulse')) return pickOf([62, 71, 88, 120]);
  if (has('hz')) return pickOf([440, 442, 432, 415]);
  if (has('kwh')) return pickOf([12.5, 24.8, 38.2, 7.4]);
  if (has('hands')) return pickOf([14.2, 15.1, 16.3, 13.3]); // a horse's height
  if (has('fuel', 'battery', 'charge', 'tank')) return pickOf([25, 50, 75, 100, 60]);
  if (has('grams', 'g')) return pickOf([45, 120, 230, 18, 75]);
  if (has('seconds', 'secs')) return pickOf([185, 212, 247, 198]);
  if (MONEY_WORDS.some((w) => ws.includes(w)) && !has('heart', 'interest', 'conversion', 'growth')) return money(c, ws, key);
  if (has('hours', 'hour', 'estimate')) return [1, 2, 1.5, 3][i % 4];
  if (has('minutes', 'duration')) return [30, 45, 60, 90][i % 4];
  if (has('weight', 'kg')) return c.cls === 'person' ? pickOf([58, 72.5, 80, 66]) : pickOf([0.5, 1.2, 3.5, 12]);
  if (has('height', 'length', 'width', 'cm')) return pickOf([12, 35, 60, 120, 180]);
  if (has('distance', 'km', 'miles')) return pickOf([2.5, 5, 10, 21.1, 42.2]);
  if (has('area', 'sqm', 'size')) return pickOf([12, 24, 42, 68, 95]);
  if (has('temperature', 'temp')) return pickOf([18.5, 21, 23.5, 19]);
  if (has('percent', 'percentage', 'progress', 'humidity')) return pickOf([12.5, 40, 65, 90]);
  if (has('latitude', 'lat')) return pickOf([52.52, 38.72, 43.65, -37.81]);
  if (has('longitude', 'lng', 'lon')) return pickOf([13.4, -9.14, -79.38, 144.96]);
  if (has('volume', 'litres', 'liters', 'ml')) return pickOf([0.5, 1, 2.5, 5]);
  if (has('quantity', 'qty', 'count', 'units')) return 1 + ((hash(key) + i * 3) % 8);
  return round2(1 + ((hash(key) + i * 37) % 900) / 10);
}

function dateOffset(c: Ctx, ws: string[], key: string): number | 'birth' {
  const has = (...xs: string[]) => xs.some((x) => ws.includes(x));
  const h = hash(key) % 4;
  if (has(...BIRTH_WORDS)) return 'birth';
  if (has('end', 'ends', 'until', 'finish', 'finished') && !has('due')) return startOffset(c) + 7 + c.i * 7;
  if (has(...FUTURE_DATE_WORDS)) return 3 + c.i * 6 + h;
  if (has(...PAST_DATE_WORDS)) return -(4 + c.i * 9 + h);
  if (has('start', 'starts', 'begin', 'begins', 'from')) return startOffset(c);
  return startOffset(c) + (c.cls === 'event' ? 0 : h);
}

/** Dates of events spread around today (one past, one soon, one later); other things lie in the past. */
function startOffset(c: Ctx): number {
  if (c.cls === 'event') return [-5, 2, 9, 16, -12][c.i % 5];
  return -(3 + c.i * 11);
}

const TITLE_FIELDS = /^(?:name|title|label|subject|summary|headline|caption|[a-z]+_(?:name|title))$/;
/** Fields that hold a person's name even on a record that is not a person ("full_name" of a registration). */
const SOMEONES_NAME = /^(?:full|first|last|given|family|contact)_name$|^surname$/;
const PERSON_NAME_FIELDS = /^(?:(?:full|first|last|given|family|display|contact)_)?name$|^surname$/;

function splitName(full: string): { first: string; last: string; full: string } | undefined {
  const parts = full.replace(/^(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+/, '').split(/\s+/);
  return parts.length >= 2 ? { first: parts[0], last: parts[parts.length - 1], full } : undefined;
}

function personFor(c: Ctx, f: FieldSpec | undefined) {
  // the record's own person (its name, first and last name, email), the person it is about, or
  // someone named in a field ("instructor", "owner")
  const own = !f || f === c.display || PERSON_NAME_FIELDS.test(f.name) || /^email/.test(f.name);
  if (own && c.person) return c.person;
  if (c.cls !== 'person' && own && !f) return personName(`${c.seed}.contact`, c.i);
  return personName(own ? c.seed : `${c.seed}.${f?.name}`, c.i);
}

function sentenceAbout(c: Ctx, field: string): string {
  const t = c.title ?? cap(c.head);
  const at = c.topic ? ` at the ${c.topic}` : '';
  const heads = plural(c.head.replace(/_/g, ' '));
  const l = c.linked[0]?.label;
  const v = hash(`${c.seed}.${field}`) + c.i;
  switch (c.cls) {
    case 'person': {
      const p = personFor(c, undefined);
      const since = c.today.getUTCFullYear() - (1 + (v % 6));
      return [
        `${p.first} has been a ${c.head}${at} since ${since}.`,
        `${p.first} prefers to be contacted by email.`,
        `${p.first} is one of our regular ${heads}.`,
      ][v % 3];
    }
    case 'event':
    case 'money':
      if (l)
        return [`${cap(c.head)} for ${l}.`, `${cap(c.head)} for ${l}; confirmed.`, `${cap(c.head)} for ${l}, with details to follow.`][
          v % 3
        ];
      return [`${t}${at}.`, `${t}: details to follow.`, `${t}, confirmed${at}.`][v % 3];
    case 'content':
      return [
        `${t}: a short write-up for everyone${at}.`,
        `A few words about ${t.toLowerCase()}.`,
        `${t}, written for ${c.topic ? `the ${c.topic}` : 'readers'}.`,
      ][v % 3];
    case 'group':
    case 'org':
    case 'place':
      return [
        `${t} is one of the ${heads}${at}.`,
        `${t}: details and notes about this ${c.head.replace(/_/g, ' ')}${at}.`,
        `${t}, one of our ${heads}.`,
      ][v % 3];
    default:
      return [
        `${t} is one of the ${heads}${at}.`,
        `${t}: details and notes about this ${c.head.replace(/_/g, ' ')}${at}.`,
        `${t}, one of our ${heads}; ask if you have questions.`,
      ][v % 3];
  }
}

function textFor(c: Ctx, f: FieldSpec, ws: string[]): string {
  const has = (...xs: string[]) => xs.some((x) => ws.includes(x));
  const i = c.i;
  if (has('ingredients'))
    return [
      '200 g pasta\n2 tomatoes\nFresh basil\nOlive oil',
      '80 g oats\n200 ml milk\n1 banana\nHoney',
      '400 g chickpeas\n1 onion\n2 tbsp curry paste\n400 ml coconut milk',
      '200 g flour\n150 g sugar\n2 lemons\n3 eggs',
    ][i % 4];
  if (has('instructions', 'steps', 'method', 'directions'))
    return [
      'Prepare everything first.\nFollow the steps in order.\nCheck the result.',
      'Start with the basics.\nTake your time.\nFinish and tidy up.',
    ][i % 2];
  if (has('address')) return `${nth(STREETS, c.seed, i)}, ${nth(CITIES, c.seed, i)}`;
  if (has('bio', 'about')) return sentenceAbout({ ...c, cls: c.cls === 'person' ? 'person' : c.cls }, f.name);
  if (has('notes', 'note', 'remarks', 'comments', 'comment')) {
    const who = personName(`${c.seed}.notes`, i).first;
    return [`Follow up about this ${c.head.replace(/_/g, ' ')} next week.`, `Checked with ${who}; all fine.`, `Nothing to add for now.`][
      (hash(`${c.seed}.${f.name}`) + i) % 3
    ];
  }
  if (has('review', 'feedback', 'testimonial'))
    return ['Really happy with it, thank you!', 'Went smoothly; would recommend.', 'Good overall, a couple of small things to improve.'][
      i % 3
    ];
  return sentenceAbout(c, f.name);
}

function stringFor(c: Ctx, f: FieldSpec, ws: string[], key: string): string {
  const has = (...xs: string[]) => xs.some((x) => ws.includes(x));
  const last = singular(ws[ws.length - 1] ?? '');
  const i = c.i;
  if (has('first', 'given') && has('name')) return personFor(c, f).first;
  if (has('last', 'family', 'surname') && (has('name') || has('surname'))) return personFor(c, f).last;
  if (has('phone', 'mobile', 'tel', 'telephone', 'cell')) return `+1 555 01${String(10 + ((hash(key) + i * 7) % 90))}`;
  if (has('city', 'town')) return nth(CITIES, key, i);
  if (has('country')) return nth(COUNTRIES, key, i);
  if (has('address', 'street')) return nth(STREETS, key, i);
  if (has('postcode', 'zip', 'postal')) return String(10115 + ((hash(key) + i * 313) % 8000));
  if (has('location', 'where')) return `${nth(STREETS, key, i)}, ${nth(CITIES, key, i)}`;
  if (has('colour', 'color')) return nth(COLOURS, key, i);
  if (has('time') || (has('start', 'end') && !has('date')))
    return `${String(HOURS[(hash(key) + i) % HOURS.length] + (has('end') ? 2 : 0)).padStart(2, '0')}:00`;
  if (has('caption', 'subtitle', 'tagline', 'summary', 'headline', 'blurb', 'excerpt')) return sentenceAbout(c, f.name);
  if (has('slug')) return slugify(c.title ?? `${c.head}-${i + 1}`);
  if (has('sku', 'serial', 'reference', 'ref', 'code', 'barcode', 'isbn')) {
    if (has('isbn')) return `978-0-${String(100000 + (hash(key) % 899999))}-${i}`;
    return `${c.head.slice(0, 3).toUpperCase()}-${1001 + i * 7 + (hash(key) % 5)}`;
  }
  if (has('currency')) return ['EUR', 'USD', 'GBP'][i % 3];
  if (has('language')) return nth(INSTANCES.language, key, i);
  if (has('size')) return ['Small', 'Medium', 'Large'][i % 3];
  if (has('condition')) return ['Like new', 'Good', 'Well used'][i % 3];
  if (has('brand', 'make', 'manufacturer')) return nth(['Northwind', 'Fabrikam', 'Contoso', 'Tailspin', 'Litware'], key, i);
  if (has('model')) return `${String.fromCharCode(65 + (hash(key) % 20))}${100 + i * 50}`;
  if (has('first', 'given') && has('name')) return personFor(c, f).first;
  if (has('title') && has('job')) return nth(['Coordinator', 'Manager', 'Assistant', 'Lead', 'Specialist'], key, i);
  if (has('role', 'position')) return nth(['Coordinator', 'Lead', 'Assistant', 'Organiser'], key, i);
  if (has('department', 'team')) return nth(['Operations', 'Events', 'Support', 'Outreach', 'Finance'], key, i);
  if (has('category', 'type', 'kind', 'genre', 'group', 'style')) return categoryName(last, singular(c.head), key, i);
  if (has('tag', 'tags')) return nth(INSTANCES.tag, key, i);
  if (has('status', 'state')) return ['Active', 'On hold', 'Done'][i % 3];
  if (has('species', 'variety', 'breed')) return nth(INSTANCES[c.head] ?? INSTANCES.plant, key, i);
  // a name or noun the app has words for: "owner" / "contact_name" → a person, "room_name" → a room
  const noun = ws.filter((w) => w !== 'name' && w !== 'title' && w !== 'full');
  const nounHead = singular(noun[noun.length - 1] ?? '');
  if (nounHead && isPersonWord(nounHead)) return personFor(c, f).full;
  if (PERSON_NAME_FIELDS.test(f.name) && (c.cls === 'person' || c.person)) return personFor(c, f).full;
  if (has('industry', 'sector')) return nth(['Software', 'Healthcare', 'Retail', 'Manufacturing', 'Education', 'Logistics'], key, i);
  if (nounHead && nounHead !== c.head) {
    const cls = classOf(nounHead);
    if (INSTANCES[nounHead] || cls !== 'item') return cls === 'person' ? personFor(c, f).full : nameFor(cls, nounHead, key, i);
  }
  if (has('name', 'title')) return c.title ?? nameFor(c.cls, c.head, c.seed, i);
  const label = noun.join(' ') || ws.join(' ');
  return `${nth(['Standard', 'Main', 'Custom', 'Basic'], key, i)} ${label}`;
}

function imageUrl(c: Ctx, field: string): string {
  const label = (c.title ?? c.head).slice(0, 40);
  return `${c.imageBase}${SAMPLE_IMAGE_PATH}/${slugify(`${c.e.name}-${field}-${c.i + 1}`)}.svg?label=${encodeURIComponent(label)}`;
}

function valueFor(c: Ctx, f: FieldSpec): unknown {
  const key = `${c.seed}.${f.name}`;
  const ws = f.name.split('_').filter(Boolean);
  const has = (...xs: string[]) => xs.some((x) => ws.includes(x));
  const i = c.i;
  switch (f.type) {
    case 'boolean':
      return typeof f.default === 'boolean' ? (i === 2 ? !f.default : f.default) : i % 2 === 0;
    case 'enum': {
      const vals = f.values ?? [];
      return vals.length ? vals[(i + (hash(key) % vals.length)) % vals.length] : null;
    }
    case 'email': {
      if (c.cls === 'person' || c.person || has('contact', 'owner') || isPersonWord(ws[0] ?? '')) {
        const p = personFor(c, c.cls === 'person' || c.person ? undefined : f);
        return `${slugify(p.first)}.${slugify(p.last)}@example.com`;
      }
      return `hello@${slugify(c.title ?? c.head) || 'info'}.example.com`;
    }
    case 'url':
      if (has(...IMAGE_WORDS)) return imageUrl(c, f.name);
      {
        const social = ws.find((w) => SOCIAL[w]);
        if (social) return `${SOCIAL[social]}${slugify(c.title ?? `${c.head}-${i + 1}`).replace(/-/g, '') || 'example'}`;
      }
      if (has(...FILE_WORDS)) {
        const ext = has('stl') ? 'stl' : has('doc', 'docs', 'script') ? 'docx' : 'pdf';
        return `https://example.com/files/${slugify(`${c.title ?? `${c.head}-${i + 1}`}-${f.name}`)}.${ext}`;
      }
      if (has('website', 'site', 'homepage', 'web'))
        return `https://www.${slugify(c.title ?? `${c.head}-${i + 1}`).replace(/-/g, '') || 'example'}.example.com/`;
      return `https://example.com/${slugify(plural(c.head))}/${slugify(c.title ?? `${c.head}-${i + 1}`)}`;
    case 'date': {
      const off = dateOffset(c, ws, key);
      if (off === 'birth')
        return `${c.today.getUTCFullYear() - [34, 27, 45, 52, 23][(hash(key) + i) % 5]}-${String(1 + ((hash(key) + i * 5) % 12)).padStart(2, '0')}-${String(1 + ((hash(key) + i * 11) % 28)).padStart(2, '0')}`;
      if (has('returned')) return i !== 0 && !f.required ? null : day(c.today, -1); // only the first one is back
      return day(c.today, off);
    }
    case 'datetime': {
      const off = dateOffset(c, ws, key);
      const d = day(c.today, off === 'birth' ? -10000 : off);
      const start = HOURS[(hash(c.seed) + i) % HOURS.length];
      const ends = has('end', 'ends', 'until', 'finish');
      const hour = ends ? Math.min(start + 2, 23) : start;
      if (ends && typeof off === 'number') return `${day(c.today, startOffset(c))}T${String(hour).padStart(2, '0')}:00:00.000Z`; // same day, two hours on
      return `${d}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    }
    case 'integer':
      return integerFor(c, ws, key);
    case 'number':
      return numberFor(c, ws, key);
    case 'text':
      return textFor(c, f, ws);
    case 'string':
      return stringFor(c, f, ws, key);
    case 'array':
      if (f.items === 'string' && has('tags', 'tag', 'labels')) return [nth(INSTANCES.tag, key, i), nth(INSTANCES.tag, key, i + 2)];
      return null;
    default:
      return null;
  }
}

/** Entities in an order where every filled relation points at an entity seeded before (cycles: one side left empty). */
function seedOrder(entities: SeedEntity[]): SeedEntity[] {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const out: SeedEntity[] = [];
  const done = new Set<string>();
  const visit = (e: SeedEntity, path: Set<string>) => {
    if (done.has(e.name) || path.has(e.name)) return;
    path.add(e.name);
    // required relations first, so an entity that must point somewhere gets its target before it
    const rels = e.fields.filter((f) => f.type === 'relation' && f.target && f.target !== e.name);
    for (const f of [...rels.filter((r) => r.required), ...rels.filter((r) => !r.required)]) {
      const t = byName.get(f.target!);
      if (t) visit(t, path);
    }
    path.delete(e.name);
    done.add(e.name);
    out.push(e);
  };
  for (const e of entities) visit(e, new Set());
  return out;
}

/**
 * A few starter records per entity. Each record carries an `id` of its own choosing, and relation
 * fields name the ids of records seeded for their target (the generation service gives every record
 * a real id when it seeds them and rewrites the references). Entities come out in seeding order.
 */
export function starterRecords(entities: SeedEntity[], perEntity = 3, opts: SeedOptions = {}): Record<string, Row[]> {
  const prompt = opts.prompt ?? '';
  const entityHeadsAll = new Set(entities.map((e) => headOf(e.name)));
  const found = prompt ? topicOf(prompt) : undefined;
  const topic = found && !entityHeadsAll.has(singular(found.split(' ').pop() ?? '')) ? found : undefined;
  const todayIso = opts.today ?? new Date().toISOString().slice(0, 10);
  const today = new Date(`${todayIso}T00:00:00Z`);
  const imageBase = (opts.imageBase ?? DEFAULT_IMAGE_BASE).replace(/\/+$/, '');
  const entityHeads = new Set(entities.map((e) => headOf(e.name)));
  const seeded = new Map<string, Array<{ id: string; label: string }>>();
  const byName = new Map(entities.map((e) => [e.name, e]));
  const out: Record<string, Row[]> = {};

  for (const e of seedOrder(entities)) {
    const head = headOf(e.name);
    const cls = classOf(e.name, e.kind);
    const seed = `${e.name}|${topic ?? ''}`;
    const disp = displayField(e.fields);
    const nameWords = words(e.name);
    const modifier = nameWords.length > 1 ? nameWords.slice(0, -1).join(' ') : prompt ? modifierIn(prompt, head, entityHeads) : undefined;
    // a catalog's sample names belong to its template's domain: used only when this prompt matched it
    const samples = e.catalog && opts.templateEntities?.has(e.catalog) && e.samples?.length ? e.samples : undefined;
    const examples = prompt ? examplesIn(prompt, head) : [];
    const referrer = entities.find((x) => x.name !== e.name && x.fields.some((f) => f.type === 'relation' && f.target === e.name));

    const relations = e.fields.filter((f) => f.type === 'relation' && f.target);
    const fillable = relations.filter((f) => f.target === e.name || seeded.get(f.target!)?.length);
    if (relations.some((f) => f.required && !fillable.includes(f) && f.target !== e.name)) continue; // nothing to point at

    const rows: Row[] = [];
    const labels: Array<{ id: string; label: string }> = [];
    const taken = new Set<string>();
    for (let i = 0; i < perEntity; i++) {
      const id = `${snake(e.name)}_${i + 1}`;
      const row: Row = { id };
      const linked: Ctx['linked'] = [];
      // relations: the k-th relation field walks its targets at its own pace, so pairs never repeat
      fillable.forEach((f, k) => {
        if (f.target === e.name) {
          if (i > 0 && !f.required) row[f.name] = `${snake(e.name)}_1`;
          return;
        }
        const targets = seeded.get(f.target!)!;
        // agree with the records already linked: a deal's company is its contact's company
        let via: unknown;
        for (const l of linked) {
          const other = byName.get(l.target);
          const hop = other?.fields.find((x) => x.type === 'relation' && x.target === f.target);
          const r = out[l.target]?.find((x) => x.id === row[l.field]);
          if (hop && r && typeof r[hop.name] === 'string') via = r[hop.name];
          if (via) break;
        }
        const t = targets.find((x) => x.id === via) ?? targets[(i + k) % targets.length];
        row[f.name] = t.id;
        linked.push({ field: f.name, target: f.target!, cls: classOf(f.target!), head: headOf(f.target!), label: t.label });
      });
      const c: Ctx = { e, cls, head, seed, i, topic, today, imageBase, display: disp, linked };
      // a record about someone (a registration, a booking) carries that person's name and email
      const someone = linked.find((l) => l.cls === 'person');
      if (cls !== 'person' && someone) c.person = splitName(someone.label);
      const titled =
        disp &&
        disp.type === 'string' &&
        (cls === 'person'
          ? PERSON_NAME_FIELDS.test(disp.name) || TITLE_FIELDS.test(disp.name)
          : TITLE_FIELDS.test(disp.name) && !SOMEONES_NAME.test(disp.name));
      if (disp && titled) {
        let title: string;
        if (samples) title = samples[i % samples.length];
        else if (cls === 'person') title = personFor(c, undefined).full;
        else if (cls === 'category') title = categoryName(head, referrer ? headOf(referrer.name) : undefined, seed, i);
        else if ((cls === 'event' || cls === 'money') && linked.length >= 2) title = `${linked[0].label} – ${linked[1].label}`;
        else if ((cls === 'event' || cls === 'money' || cls === 'log') && linked.length === 1)
          title = `${nameFor(cls === 'log' ? 'event' : cls, head, seed, i, modifier)} – ${linked[0].label}`;
        else if (cls === 'content') title = contentTitle(head, topic, entities, e, seed, i);
        else if (examples.length)
          title = i < examples.length ? examples[i] : `${examples[i % examples.length]} #${1 + Math.floor(i / examples.length)}`;
        else title = nameFor(cls, head, seed, i, modifier);
        for (let n = 2; taken.has(title); n++) title = `${title.replace(/ \(\d+\)$/, '')} (${n})`;
        taken.add(title);
        c.title = title;
        if (cls === 'person') c.person = splitName(title);
      }
      for (const f of e.fields) {
        if (f.type === 'relation' || f.type === 'object') continue;
        const v = f === disp && c.title !== undefined ? c.title : valueFor(c, f);
        if (v !== null && v !== undefined) row[f.name] = v;
      }
      if (c.title === undefined && disp && row[disp.name] !== undefined) c.title = String(row[disp.name]);
      labels.push({ id, label: c.title ?? (linked.length ? linked.map((l) => l.label).join(' – ') : cap(head)) });
      rows.push(row);
    }
    seeded.set(e.name, labels);
    out[e.name] = rows;
  }
  return out;
}

function contentTitle(head: string, topic: string | undefined, entities: SeedEntity[], self: SeedEntity, seed: string, i: number): string {
  const others = entities
    .filter((x) => x !== self && classOf(x.name, x.kind) !== 'content')
    .map((x) => plural(headOf(x.name).replace(/_/g, ' ')));
  const thing = others.length ? others[(hash(seed) + i) % others.length] : plural(head);
  const at = topic ? `the ${topic}` : `our ${thing}`;
  if (head === 'question' || head === 'faq')
    return [`How do I add ${thing}?`, `Who can see the ${thing}?`, `Can I change ${at} details later?`][i % 3];
  if (head === 'note' || head === 'comment' || head === 'message' || head === 'feedback')
    return [`Thoughts on the ${thing}`, `Quick note about ${at}`, `Update on the ${thing}`][i % 3];
  const news = topic ? `What's new at the ${topic}` : `What's new with our ${thing}`;
  return [`Welcome to ${at}`, `Getting the most out of our ${thing}`, news, `A guide to the ${thing}`][(hash(seed) + i) % 4];
}
