// Issue 18: starter records look like the app's own domain. Names come from each entity's head noun
// and the prompt's words, values fit their field, relations point at seeded records of their target,
// and nothing from another domain leaks in. Prompts include ones no template or corpus entry covers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateApp } from '../../src/generation/offline/index.ts';
import type { GeneratedApp } from '../../src/generation/offline/index.ts';
import { parseEntitySchema, validateNewRecord } from '../../src/records/schema.ts';
import type { EntitySchema } from '../../src/records/schema.ts';
import { sampleImageSvg } from '../../src/generation/sample-images.ts';
import { restClient, type ToolClient } from '../support/clients.ts';
import { startTestService, type TestService } from '../support/harness.ts';
import { pollJob } from '../support/generation.ts';

const TODAY = '2026-03-14';

/** Words of one domain's sample data that must never show up in another's. */
const DOMAIN_WORDS: Record<string, RegExp> = {
  salon: /\b(?:salon|haircut|colour treatment|beard trim|stylist)\b/i,
  events: /\b(?:town hall|riverside pavilion|main auditorium|pottery workshop|charity fun run)\b/i,
  restaurant: /\b(?:margherita|tiramisu|caesar salad|takeaway|lemonade)\b/i,
  crm: /\b(?:acme|globex|initech|umbrella health|ada lovelace|grace hopper|alan turing)\b/i,
  library: /\b(?:hobbit|pride and prejudice|nineteen eighty-four|jane austen|mark twain)\b/i,
  recipes: /\b(?:pasta|overnight oats|curry|lemon drizzle|ingredients?)\b/i,
  fitness: /\b(?:bench press|deadlift|squat|leg day|yoga flow)\b/i,
  hiring: /\b(?:technical interview|culture fit|frontend engineer)\b/i,
  property: /\b(?:two-bed|townhouse|city centre studio)\b/i,
  helpdesk: /\b(?:cannot log in|dark mode|crashes on upload)\b/i,
  placeholder: /\b(?:lorem|ipsum|sample|placeholder|foo|bar baz|test record)\b/i,
};

type Row = {
  prompt: string;
  /** domains whose words this app may use (its own) */
  own?: string[];
  /** entity → a pattern its records' display values match (the domain's own kind of name) */
  looks?: Record<string, RegExp>;
  /** field names another domain's template would bring (the prompt gives no evidence for that domain) */
  foreignFields?: RegExp;
};

const ROWS: Row[] = [
  {
    prompt:
      'Booking app for our rehearsal studio. Bands book rooms by the hour; each booking has a start time, number of hours and balance due.',
    looks: { Band: /^The [A-Z][a-z]+ [A-Z][a-z]+$/, Room: /room|studio/i },
  },
  {
    prompt: 'a tool library where neighbours lend tools, with borrowers and loans',
    looks: { Tool: /drill|ladder|trimmer|saw|washer|socket|wheelbarrow|cutter/i },
  },
  {
    prompt: 'a plant swap app where people offer plants and request swaps',
    looks: { Plant: /monstera|snake|fig|pothos|aloe|spider|calathea|pearls/i },
  },
  { prompt: 'volunteers sign up for shifts at the food bank', looks: { Shift: /shift/i } },
  { prompt: 'a beekeeping log: hives, inspections with a date and notes, and honey harvests with a weight in kg' },
  {
    prompt: 'a kayak rental shop: boats, customers, and rentals with a start and end time and a price',
    looks: { Boat: /kayak|canoe|dinghy|paddleboard|rowing|sailboat/i },
  },
  { prompt: "a school's lost and found: found items with where and when they were found, and claims by students" },
  { prompt: 'a makerspace where members reserve machines like 3D printers and laser cutters, with a rating for each machine' },
  { prompt: "a choir's rehearsal planner with singers, songs and rehearsals; each song has a composer and a photo of the score" },
  {
    prompt: 'an escape room business: rooms, teams that book time slots, and completion times',
    looks: { Team: /^[A-Z][a-z]+ [A-Z][a-z]+$/ },
  },
  { prompt: 'a wedding planner with guests (RSVP status: invited, attending or declined), tables and gifts' },
  { prompt: 'A CRM to track contacts, companies and deals', own: ['crm'] },
  { prompt: 'a library to manage books, members and loans', own: ['library'] },
  // a template's fields only where the prompt's own words say its domain: orders without a restaurant's
  // tables, deliveries that are not stock movements, lessons that are not published events
  { prompt: 'a print shop taking orders from customers for posters and business cards', foreignFields: /^table_number$/ },
  { prompt: 'a courier app with drivers, parcels and deliveries', foreignFields: /^(?:movement_type|moved_on)$/ },
  { prompt: 'a school timetable with teachers, classes and rooms', foreignFields: /^(?:is_published|end_date)$/ },
  { prompt: 'a coworking space where members book desks and meeting rooms', foreignFields: /^(?:member_since)$/ },
  // "at" is no keyword of hiring: its "ats" (applicant tracking system) read as the plural of "at"
  {
    prompt: 'a window cleaning round: each visit is at a customer on a date, and the jobs we do there',
    foreignFields: /^(?:department|employment_type|salary_range)$/,
  },
  // outside a sales pipeline, a sale is one made, on a day, for an amount: no deal stage
  { prompt: 'a market stall app: products, weekly sales and the markets we trade at', foreignFields: /^(?:stage|close_date|value)$/ },
  // the entity's own name is no evidence of its template's domain unless it names the app; (its record
  // names still come from the head noun's food list, hence `own`: the word lists are keyed by noun alone)
  {
    prompt: 'a homebrew club where members share recipes and log their brews',
    own: ['recipes'],
    foreignFields: /^(?:course|is_favorite)$/,
  },
];

function schemasOf(app: GeneratedApp): Map<string, EntitySchema> {
  const out = new Map<string, EntitySchema>();
  for (const [path, text] of Object.entries(app.files)) {
    const m = /^entities\/([A-Za-z0-9]+)\.json$/.exec(path);
    if (!m) continue;
    const r = parseEntitySchema(text, m[1]);
    assert.ok(r.ok, `${path} parses`);
    out.set(m[1], r.schema);
  }
  return out;
}

function gen(prompt: string, today = TODAY): GeneratedApp {
  const app = generateApp({ name: 'Sample App', prompt, today, imageBase: 'http://localhost:4000' });
  if (!app.ok) assert.fail(`${prompt}: ${app.error}`);
  return app;
}

const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/);

describe('issue 18: starter records in the prompt’s own domain', () => {
  for (const row of ROWS) {
    it(row.prompt, () => {
      const app = gen(row.prompt);
      const schemas = schemasOf(app);
      const records = app.starter_records;
      assert.deepEqual(Object.keys(records).sort(), [...app.entities].sort(), 'every entity gets starter records');
      const ids = new Map(Object.entries(records).map(([e, rows]) => [e, new Set(rows.map((r) => r.id as string))]));
      // the words of the records (not of image URLs, whose path names this service's sample-image route)
      const text = JSON.stringify(records, (_k, v) => (typeof v === 'string' && /^https?:\/\//.test(v) ? '' : v));

      for (const [entity, rows] of Object.entries(records)) {
        const schema = schemas.get(entity)!;
        assert.equal(rows.length, 3, entity);
        const relations = schema.fields.filter((f) => f.type === 'relation');
        const tuples = new Set<string>();
        rows.forEach((r, i) => {
          // type-correct: the records service's own validator accepts every record
          const v = validateNewRecord(schema, r, i);
          assert.deepEqual(v.problems, [], `${entity}[${i}] ${JSON.stringify(r)}`);
          for (const f of relations) {
            if (f.target === entity && i === 0) continue; // the first record of a self relation has no one before it
            const value = r[f.name];
            assert.equal(typeof value, 'string', `${entity}[${i}].${f.name} is filled`);
            assert.ok(ids.get(f.target!)?.has(value as string), `${entity}[${i}].${f.name} names a seeded ${f.target}`);
          }
          if (relations.length >= 2) tuples.add(relations.map((f) => r[f.name]).join('|'));
          for (const f of schema.fields) {
            const value = r[f.name];
            if (typeof value !== 'string') continue;
            // no placeholder like "Band 1", "Name 2" or "Tool 3"
            for (const base of [entity, f.name.replace(/_/g, ' ')])
              assert.doesNotMatch(value, new RegExp(`^${words(base).join(' ')} \\d+$`, 'i'), `${entity}.${f.name}`);
            if (f.type === 'date') {
              const days = (Date.parse(value) - Date.parse(TODAY)) / 86_400_000;
              if (!/birth|dob/.test(f.name)) assert.ok(Math.abs(days) <= 120, `${entity}.${f.name} ${value} lies around today`);
            }
          }
          for (const f of schema.fields.filter((x) => /rating|stars/.test(x.name) && (x.type === 'integer' || x.type === 'number'))) {
            const n = r[f.name] as number;
            assert.ok(n >= 1 && n <= 5, `${entity}.${f.name} = ${n}`);
          }
        });
        if (relations.length >= 2) assert.equal(tuples.size, rows.length, `${entity} links distinct pairs`);
        const look = row.looks?.[entity];
        if (look) {
          const disp = rows.map((r) => Object.values(r).find((v) => typeof v === 'string' && look.test(v)));
          assert.ok(disp.every(Boolean), `${entity} names look like ${look}: ${JSON.stringify(rows)}`);
        }
      }
      if (row.foreignFields)
        for (const [entity, schema] of schemas)
          for (const f of schema.fields) assert.doesNotMatch(f.name, row.foreignFields, `${entity}.${f.name} comes from another domain`);
      for (const [domain, re] of Object.entries(DOMAIN_WORDS)) {
        if (row.own?.includes(domain) || re.test(row.prompt)) continue;
        assert.doesNotMatch(text, re, `no ${domain} words in this app's records`);
      }
    });
  }

  it('is deterministic: the same prompt and day give the same records; another day moves the dates', () => {
    const prompt = ROWS[1].prompt;
    assert.deepEqual(gen(prompt).starter_records, gen(prompt).starter_records);
    const later = gen(prompt, '2026-03-24').starter_records;
    const loans = gen(prompt).starter_records.Loan;
    assert.equal(
      later.Loan[0].loaned_on,
      new Date(Date.parse(`${loans[0].loaned_on}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10),
    );
    assert.equal(later.Tool[0].name, gen(prompt).starter_records.Tool[0].name);
  });

  it('new kinds of field get values of their kind: durations in seconds, documents, web profiles, units', () => {
    const app = gen(
      'a demo tape archive: demos with a title, length mm:ss, album art, lyrics pdf, instagram profile, pitch in Hz and whether it was released',
    );
    const [demo] = Object.values(app.starter_records);
    for (const r of demo) {
      assert.ok((r.length_seconds as number) >= 60 && (r.length_seconds as number) <= 600, JSON.stringify(r));
      assert.match(r.album_art as string, /\/_svc\/sample-images\/.+\.svg\?label=/);
      assert.match(r.lyrics_pdf as string, /^https:\/\/example\.com\/files\/[a-z0-9-]+\.pdf$/);
      assert.match(r.instagram_profile as string, /^https:\/\/www\.instagram\.com\/[a-z0-9]+$/);
      assert.ok([415, 432, 440, 442].includes(r.pitch_hz as number), JSON.stringify(r));
      assert.equal(typeof r.released, 'boolean');
    }
  });

  it('a field list in parentheses after an entity is not a list of example records', () => {
    const app = gen('a stable app: ponies (name, breed, date of birth, photo) and riders with a phone');
    const ponies = app.starter_records.Pony;
    assert.ok(ponies?.length, JSON.stringify(Object.keys(app.starter_records)));
    for (const r of ponies) assert.doesNotMatch(String(r.name), /^(?:name|breed|date of birth|photo)$/i, JSON.stringify(r));
  });

  it('image fields get an http(s) image served by this service, and the image is an SVG showing the label', () => {
    const app = gen('a photo gallery of our hiking trips: trips with a cover photo, a date and a distance in km');
    const trips = Object.values(app.starter_records).flat();
    const urls = trips
      .flatMap((r) => Object.values(r))
      .filter((v): v is string => typeof v === 'string' && v.includes('/_svc/sample-images/'));
    assert.ok(urls.length >= 3, JSON.stringify(app.starter_records));
    for (const u of urls) assert.match(u, /^http:\/\/localhost:4000\/_svc\/sample-images\/[a-z0-9-]+\.svg\?label=/);
    const svg = sampleImageSvg('trip-cover-photo-1.svg', 'Tom & <Jerry>');
    assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(svg, /Tom &#38; &#60;Jerry&#62;/, 'the label is escaped');
  });
});

describe('issue 18: seeded records of a created app point at each other', () => {
  let svc: TestService;
  let c: ToolClient;
  before(async () => {
    svc = await startTestService();
    const owner = await svc.createAccount();
    c = restClient(svc.baseUrl, await svc.createToken(owner.id, { per_minute: 100_000, per_day: 1_000_000 }));
  });
  after(async () => svc?.stop());

  it('create_app seeds every entity, each relation names an existing record of its target, and the sample image is served', async () => {
    const r = await c.call('create_app', {
      name: 'Rehearsals',
      prompt:
        'Booking app for our rehearsal studio. Bands book rooms by the hour; each booking has a start time, number of hours and balance due.',
    });
    assert.ok(r.ok, JSON.stringify(r));
    const done = await pollJob(c, r.result.job_id);
    assert.equal(done.result_summary.error, undefined, JSON.stringify(done.result_summary));
    const appId = r.result.app_id as string;
    const { schemas } = await svc.services.records.loadSchemas(appId);
    const seeded = done.result_summary.starter_records as Record<string, number>;
    assert.deepEqual(Object.keys(seeded).sort(), [...schemas.keys()].sort(), JSON.stringify(done.result_summary.warnings));
    const byEntity = new Map<string, Array<Record<string, unknown>>>();
    for (const entity of schemas.keys()) {
      const q = await c.call('query_entity', { app_id: appId, entity, limit: 50 });
      assert.ok(q.ok, JSON.stringify(q));
      byEntity.set(entity, q.result.records as Array<Record<string, unknown>>);
    }
    for (const [entity, schema] of schemas) {
      for (const f of schema.fields.filter((x) => x.type === 'relation' && x.target !== entity)) {
        const targetIds = new Set(byEntity.get(f.target!)!.map((x) => x.id));
        for (const rec of byEntity.get(entity)!) {
          assert.match(String(rec.id), /^rec_/, 'records get real ids');
          assert.ok(targetIds.has(rec[f.name]), `${entity}.${f.name} = ${rec[f.name]} names an existing ${f.target}`);
        }
      }
    }
    const res = await fetch(`${svc.baseUrl}/_svc/sample-images/band-photo-1.svg?label=The%20Velvet%20Foxes`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.match(await res.text(), /The Velvet Foxes/);
    assert.equal((await fetch(`${svc.baseUrl}/_svc/sample-images/..%2Fetc.svg`)).status, 404);
  });
});

// Fields a record has in any domain (docs/decisions.md, "intrinsic fields") come with it where the prompt
// names it outside its template's domain; the template's domain words still do not.
const INTRINSIC: Array<{ prompt: string; entity: string; has: string[]; lacks?: string[] }> = [
  { prompt: 'A CRM with companies, contacts, deals and tasks', entity: 'Task', has: ['due_date'] },
  { prompt: 'a camera club with cameras, members and loans', entity: 'Loan', has: ['due_on', 'returned_on'] },
  {
    prompt: 'a band rehearsal studio where bands make reservations for rooms',
    entity: 'Reservation',
    has: ['reserved_for'],
    lacks: ['party_size'],
  },
];

describe('issue 18: a record keeps its intrinsic fields outside its template’s domain', () => {
  for (const row of INTRINSIC) {
    it(row.prompt, () => {
      const fields = schemasOf(gen(row.prompt))
        .get(row.entity)
        ?.fields.map((f) => f.name);
      assert.ok(fields, `${row.entity} generated`);
      for (const name of row.has) assert.ok(fields.includes(name), `${row.entity}.${name} in ${fields.join(', ')}`);
      for (const name of row.lacks ?? []) assert.ok(!fields.includes(name), `${row.entity} has no ${name}`);
    });
  }
});
