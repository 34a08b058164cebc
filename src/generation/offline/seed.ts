// Deterministic starter records: realistic-looking values chosen by field name
// and type, picked with a stable hash (no randomness, no clock).
import type { EntitySpec, FieldSpec } from './types.ts';
import { displayField } from './fields.ts';
import { hash, words } from './nlp.ts';

const PEOPLE = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Maya Patel',
  'Liam Johnson',
  'Sofia Rossi',
  'Noah Williams',
  'Zoe Anderson',
  'Ravi Kumar',
];
const COMPANIES = ['Acme Corporation', 'Globex Industries', 'Initech', 'Umbrella Health', 'Northwind Traders', 'Contoso Ltd'];
const CITIES = ['Berlin', 'Lisbon', 'Toronto', 'Melbourne', 'Austin', 'Dublin'];
const STREETS = ['12 Harbour Street', '48 Elm Avenue', '7 Market Square', '230 King Road', '5 Orchard Lane', '91 River Walk'];
const JOB_TITLES = ['Head of Operations', 'Marketing Manager', 'CTO', 'Office Manager', 'Sales Director', 'Product Lead'];
const INDUSTRIES = ['Software', 'Healthcare', 'Retail', 'Manufacturing', 'Education', 'Finance'];
const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Support', 'Marketing', 'Finance'];
const GENRES = ['Fiction', 'Mystery', 'Science', 'History', 'Fantasy', 'Biography'];
const CATEGORIES = ['General', 'Featured', 'Seasonal', 'Essentials', 'Popular', 'New'];
const NOTES = [
  'Follow up next week.',
  'Prefers email over phone calls.',
  'Discussed options; waiting for a decision.',
  'All good so far.',
  'Needs a quick review before Friday.',
  'Added from the kickoff meeting.',
];
const DESCRIPTIONS = [
  'A short overview with the key details.',
  'Everything you need to know at a glance.',
  'Includes the latest updates and next steps.',
  'Kept up to date by the team.',
];
const DATES = ['2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-04-01', '2025-04-08'];
const TIMES = ['09:00', '10:30', '13:00', '15:30', '17:00', '11:15'];

function pick<T>(list: T[], key: string): T {
  return list[hash(key) % list.length];
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function emailFor(name: string): string {
  const ws = words(name);
  return `${ws.slice(0, 2).join('.') || 'hello'}@example.com`;
}

function valueFor(e: EntitySpec, f: FieldSpec, i: number, title: string | undefined): unknown {
  const key = `${e.name}.${f.name}.${i}`;
  const n = f.name;
  const ws = n.split('_');
  const has = (...xs: string[]) => xs.some((x) => ws.includes(x));
  switch (f.type) {
    case 'boolean':
      return typeof f.default === 'boolean' ? (i === 2 ? !f.default : f.default) : i % 2 === 0;
    case 'enum': {
      const vals = f.values ?? [];
      return vals.length ? vals[i % vals.length] : null;
    }
    case 'email':
      return title && !title.includes('@') && /^[A-Z]/.test(title) && /\s/.test(title)
        ? emailFor(title)
        : `${slugify(n)}${i + 1}@example.com`;
    case 'url':
      if (has('image', 'photo', 'picture', 'cover', 'avatar', 'logo', 'thumbnail'))
        return `https://picsum.photos/seed/${slugify(`${e.name}-${i}`)}/800/600`;
      return `https://example.com/${slugify(title ?? `${e.name}-${i + 1}`)}`;
    case 'date': {
      const base = DATES.indexOf(pick(DATES, key));
      return DATES[(base + i) % DATES.length];
    }
    case 'datetime':
      return `${DATES[(i + 1) % DATES.length]}T${TIMES[(hash(key) + i) % TIMES.length]}:00.000Z`;
    case 'integer': {
      if (has('rating', 'stars')) return 3 + (i % 3);
      if (has('year')) return 1995 + (hash(key) % 28);
      if (has('minutes', 'duration')) return [30, 45, 60, 90][i % 4];
      if (has('capacity', 'seats')) return [20, 50, 120, 30][i % 4];
      if (has('servings', 'guests', 'party', 'size')) return 2 + (i % 4);
      if (has('quantity', 'stock', 'copies', 'units')) return [12, 40, 3, 25][i % 4];
      if (has('bedrooms')) return 1 + (i % 4);
      if (has('bathrooms')) return 1 + (i % 2);
      if (has('calories')) return [320, 540, 410, 680][i % 4];
      if (has('reps')) return [8, 10, 12, 5][i % 4];
      if (has('sets')) return [3, 4, 5, 3][i % 4];
      if (has('level', 'reorder')) return 5;
      if (has('number', 'table')) return 1 + (hash(key) % 20);
      return 1 + (hash(key) % 20);
    }
    case 'number': {
      if (has('price', 'cost', 'fee')) return [12.5, 24, 49.99, 8.75][i % 4] * (has('rent') ? 40 : 1);
      if (has('value', 'budget', 'revenue', 'salary')) return [12000, 4500, 28000, 9800][i % 4];
      if (has('amount', 'total')) return [42.5, 120, 18.2, 64][i % 4];
      if (has('weight', 'kg')) return [60, 72.5, 80, 45][i % 4];
      if (has('area', 'sqm')) return [68, 120, 42, 95][i % 4];
      if (has('hours', 'estimate')) return [2, 4, 1.5, 8][i % 4];
      return Math.round(((hash(key) % 9000) / 100 + 1) * 100) / 100;
    }
    case 'text': {
      if (has('ingredients'))
        return [
          '200 g pasta\n2 tomatoes\nFresh basil\nOlive oil',
          '80 g oats\n200 ml milk\n1 banana\nHoney',
          '500 g chicken\n1 onion\n2 tbsp curry paste\n400 ml coconut milk',
          '200 g flour\n150 g sugar\n2 lemons\n3 eggs',
        ][i % 4];
      if (has('instructions', 'steps', 'method', 'directions'))
        return [
          'Prepare the ingredients.\nCook for 15 minutes.\nServe warm.',
          'Mix everything in a jar.\nChill overnight.\nTop and enjoy.',
          'Brown the meat.\nAdd the sauce and simmer for 25 minutes.\nServe with rice.',
          'Whisk the batter.\nBake for 40 minutes.\nDrizzle with lemon syrup.',
        ][i % 4];
      if (has('bio')) return `${title ?? 'They'} has been part of the team for several years.`;
      if (has('notes', 'note', 'remarks', 'comments')) return pick(NOTES, key);
      if (has('content', 'body', 'message'))
        return `${DESCRIPTIONS[i % DESCRIPTIONS.length]} This is sample content you can edit or delete.`;
      return DESCRIPTIONS[i % DESCRIPTIONS.length];
    }
    case 'string': {
      if (
        (has('name') && has('full', 'contact', 'customer', 'guest', 'author', 'first', 'interviewer')) ||
        has('interviewer', 'assignee', 'owner')
      )
        return PEOPLE[(hash(key) + i) % PEOPLE.length];
      if (has('phone', 'mobile', 'tel')) return `+1 555 01${String(10 + ((hash(key) + i) % 90))}`;
      if (has('city', 'location')) return CITIES[(hash(key) + i) % CITIES.length];
      if (has('address')) return STREETS[(hash(key) + i) % STREETS.length];
      if (has('company', 'agency', 'employer')) return COMPANIES[(hash(key) + i) % COMPANIES.length];
      if (has('industry')) return INDUSTRIES[(hash(key) + i) % INDUSTRIES.length];
      if (has('title') && has('job')) return JOB_TITLES[(hash(key) + i) % JOB_TITLES.length];
      if (has('role')) return ['Manager', 'Specialist', 'Assistant', 'Lead'][i % 4];
      if (has('department')) return DEPARTMENTS[(hash(key) + i) % DEPARTMENTS.length];
      if (has('genre')) return GENRES[(hash(key) + i) % GENRES.length];
      if (has('category', 'type', 'kind')) return CATEGORIES[(hash(key) + i) % CATEGORIES.length];
      if (has('author')) return PEOPLE[(hash(key) + i) % PEOPLE.length];
      if (has('sku')) return `SKU-${1000 + i * 7 + (hash(key) % 5)}`;
      if (has('isbn')) return `978-0-${String(100000 + (hash(key) % 899999))}-${i}`;
      if (has('slug')) return slugify(title ?? `${e.name}-${i + 1}`);
      if (has('species')) return ['Monstera deliciosa', 'Ficus lyrata', 'Aloe vera', 'Calathea orbifolia'][i % 4];
      if (has('salary', 'range')) return ['€50k–€65k', '€70k–€90k', '€40k–€50k', '€60k–€75k'][i % 4];
      if (has('reference', 'code')) return `REF-${1001 + i}`;
      return `${sentence(n)} ${i + 1}`;
    }
    default:
      return null;
  }
}

function sentence(n: string): string {
  const s = n.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A few starter records per entity (relations are left empty: ids exist only once records are created). */
export function starterRecords(
  entities: Array<EntitySpec & { samples?: string[]; kind?: string }>,
  perEntity = 3,
): Record<string, Array<Record<string, unknown>>> {
  const out: Record<string, Array<Record<string, unknown>>> = {};
  for (const e of entities) {
    if (e.fields.some((f) => f.type === 'relation' && f.required)) continue;
    const disp = displayField(e.fields);
    const rows: Array<Record<string, unknown>> = [];
    for (let i = 0; i < perEntity; i++) {
      let title: string | undefined;
      if (disp && disp.type === 'string') {
        if (e.samples?.length) title = e.samples[i % e.samples.length];
        else if (e.kind === 'person' || /(full|first|customer|guest|author|contact)_name/.test(disp.name))
          title = PEOPLE[(hash(e.name) + i) % PEOPLE.length];
        else title = `${sentence(words(e.name).join(' '))} ${i + 1}`;
      }
      const row: Record<string, unknown> = {};
      for (const f of e.fields) {
        if (f.type === 'relation' || f.type === 'object' || f.type === 'array') continue;
        const v = f === disp && title !== undefined ? title : valueFor(e, f, i, title);
        if (v !== null && v !== undefined) row[f.name] = v;
      }
      rows.push(row);
    }
    out[e.name] = rows;
  }
  return out;
}
