// Field inference of the offline generator: a phrase's head word and wording decide the field's name
// and type. Phrases written for this table, not taken from the eval corpus.
import test from 'node:test';
import assert from 'node:assert/strict';
import { inferField, linesAsSentences, refineFieldItems, splitList } from '../../src/generation/offline/fields.ts';
import { generateApp } from '../../src/generation/offline/index.ts';
import { type GeneratedField, generatedSchema } from '../support/generated-schema.ts';

const none = () => undefined;

// phrase → "name:type" (or "name:enum=a/b")
const CASES: Array<[string, string]> = [
  // money, counts, measures
  ['tip', 'tip:number'],
  ['delivery fare', 'delivery_fare:number'],
  ['commission', 'commission:number'],
  ['win probability %', 'win_probability:number'],
  ['plot acreage', 'plot_acreage:number'],
  ['max occupancy', 'max_occupancy:integer'],
  ['minimum attendees', 'minimum_attendees:integer'],
  ['volunteers needed', 'volunteers_needed:integer'],
  ['units sold', 'units_sold:integer'],
  ['hours worked', 'hours_worked:number'],
  ['display order', 'display_order:integer'],
  ['opening bid', 'opening_bid:number'],
  ['room numbers', 'room_numbers:string'],
  ['demonstration videos', 'demonstration_videos:url'],
  ['audio clip', 'audio_clip:url'],
  ['table numbers', 'table_numbers:string'],
  ['player numbers', 'player_numbers:integer'],
  // identifiers of people and documents are labels; a size in numbers is a number, a garment's is a letter
  ['membership number', 'membership_number:string'],
  ['patient number', 'patient_number:string'],
  ['national insurance id number', 'national_insurance_id_number:string'],
  ['boot size', 'boot_size:number'],
  ['hoodie size', 'hoodie_size:enum=xs/s/m/l/xl/xxl'],
  ['frequency in MHz', 'frequency_mhz:number'],
  ['litres pumped', 'litres_pumped:number'],
  ['kWh used', 'kwh_used:number'],
  ['sleeps', 'sleeps:integer'],
  ['vintage', 'vintage:integer'],
  ['litres of diesel', 'diesel_litres:number'],
  ['bales of hay', 'hay_bales:integer'],
  ['plot size in acres', 'plot_size_acres:number'],
  ['money raised', 'money_raised:number'],
  ['pledges received', 'pledges_received:number'],
  ['fuel level', 'fuel_level:number'],
  ['stress level', 'stress_level:integer'],
  ['risk level', 'risk_level:enum=low/medium/high'],
  ['year opened', 'year_opened:integer'],
  // durations written as a clock, times of day written the same way
  ['lap time mm:ss', 'lap_time_seconds:integer'],
  ['call duration (hh:mm)', 'call_duration_minutes:integer'],
  ['opening time hh:mm', 'opening_time:datetime'],
  // dates and times
  ['valid until', 'valid_until:date'],
  ['member since', 'member_since:date'],
  ['arrival', 'arrival:datetime'],
  ['time of departure', 'departure_time:datetime'],
  ['when it was shipped', 'shipped_at:datetime'],
  ['the time they checked out', 'checked_out_at:datetime'],
  ['load-in time', 'load_in_time:datetime'],
  ['weekday', 'weekday:enum=monday/tuesday/wednesday/thursday/friday/saturday/sunday'],
  ['last inspected', 'last_inspected:date'],
  ['next checkup', 'next_checkup:date'],
  ['available from', 'available_from:date'],
  // yes/no
  ['pets allowed', 'pets_allowed:boolean'],
  ['grant eligible', 'grant_eligible:boolean'],
  ['signed?', 'signed:boolean'],
  ['taxable or not', 'taxable:boolean'],
  ['insured', 'is_insured:boolean'],
  ['if they cancelled', 'cancelled:boolean'],
  ['whether it is in stock', 'in_stock:boolean'],
  ['furnished or unfurnished', 'furnished:boolean'],
  ['urgent flag boolean', 'urgent_flag:boolean'],
  ['heating on/off', 'heating:boolean'],
  ['refunded or exchanged', 'refunded:boolean'],
  ['cash or card', 'cash_or_card:enum=cash/card'],
  // enum values: "and" inside a comma list belongs to the value, except between the last two
  ['service (cut and blow dry, colour, perm)', 'service:enum=cut_and_blow_dry/colour/perm'],
  ['size (small, medium and large)', 'size:enum=small/medium/large'],
  // three or more choices in brackets are values even after wording that alone would be a yes/no
  ['what she wanted (cut, colour, perm)', 'what_she_wanted:enum=cut/colour/perm'],
  // images, text, qualifiers after "of"
  ['headshot', 'headshot:url'],
  ['album art', 'album_art:url'],
  ['link to the drawings on the council portal', 'drawings_link:url'],
  ['photo before', 'photo_before:url'],
  ['photo count', 'photo_count:integer'],
  ['photo of the damage', 'damage_photo:url'],
  ['cost of materials', 'material_cost:number'],
  ['synopsis', 'synopsis:text'],
  ['what was done', 'work_done:text'],
  ['what treatment was given', 'treatment_given:text'],
  ['how it went', 'outcome:text'],
  ['who checked it', 'checked_by:string'],
  ['steps to follow', 'steps_to_follow:text'],
  ['pros', 'pros:text'],
  ['next steps', 'next_steps:text'],
  // texts, links and files
  ['price range', 'price_range:string'],
  ['opening hours', 'opening_hours:string'],
  ['facebook page', 'facebook_page:url'],
  ['contract pdf', 'contract_pdf:url'],
  // question words
  ['how often they visit (daily, weekly)', 'frequency:enum=daily/weekly'],
  ['how much it costs', 'cost:number'],
  ['how long it takes', 'duration_minutes:integer'],
  // conditions after the field do not name it
  ['a rating from 1 to 10 once finished', 'rating:integer'],
  // a date or time word qualified by a particle or participle keeps its type
  ['date out', 'date_out:date'],
  ['date collected', 'date_collected:date'],
  ['time back', 'time_back:datetime'],
  // a counted thing with "for/against/scored" is how many
  ['points against', 'points_against:integer'],
  ['goals scored', 'goals_scored:integer'],
  ['tries conceded', 'tries_conceded:integer'],
  // the size of a group is a count; a quote is money
  ['party size', 'party_size:integer'],
  ['the builder quote', 'builder_quote:number'],
  // a state the record is or is not in
  ['ready to ship', 'ready_to_ship:boolean'],
  ['eligible for a discount', 'eligible_for_discount:boolean'],
  // an address of the thing named, not a relation to it
  ['a link to the menu', 'menu_link:url'],
  ['url for the brochure', 'brochure_url:url'],
  // values after a colon spaced around slashes; a dangling conjunction from a cut list
  ['grade: junior / senior / veteran', 'grade:enum=junior/senior/veteran'],
  ['collection date and', 'collection_date:date'],
  // an abbreviated measure; a date word with an irregular participle
  ['oven temp', 'oven_temp:number'],
  ['date written', 'date_written:date'],
  // how many of a counted thing, also with the side before it
  ['seeds planted', 'seeds_planted:integer'],
  ['away tries scored', 'away_tries_scored:integer'],
  // a measure written with its unit after it; so much per period
  ['garden plot m2', 'garden_plot_m2:number'],
  ['overtime per week', 'overtime_per_week:number'],
  // a phone number is dialled, not counted, wherever "phone" sits
  ['parent mobile number', 'parent_mobile_number:string'],
  // "any …": whatever there is to say, written out
  ['any injuries', 'injuries:text'],
  // a clause after a noun describes it; "how they …" is named by its verb
  ['the shelf it sits on', 'shelf:string'],
  ['instrument they play', 'instrument:string'],
  ['how they heard of us (radio, poster or friend)', 'heard_of:enum=radio/poster/friend'],
  // numbers with a unit in parentheses are a measure in that unit; "what I paid" is money
  ['lesson length (45 or 90 mins)', 'lesson_length_minutes:integer'],
  ['what we charged', 'amount_charged:number'],
  // what was done, in the prompt's words when it names the work
  ['work carried out', 'work_carried_out:text'],
  // a qualifier after the head keeps the head's type: a sum per so much, a measure per item, a unit of time after it
  ['cost per 250ml', 'cost_per_250ml:number'],
  ['grams per portion', 'grams_per_portion:number'],
  ['warm up seconds', 'warm_up_seconds:integer'],
  ['score out of ten', 'score:integer'],
  ['discount % off list price', 'discount:number'],
  ['sold for', 'sold_for:number'],
  ['cash received', 'cash_received:number'],
  // how long, not when; how many are open; a counted word
  ['time taken', 'time_taken:integer'],
  ['spots available', 'spots_available:integer'],
  ['infants', 'infants:integer'],
  // a date by which something is due; a plural date word
  ['needed by', 'needed_by:date'],
  ['key deadlines', 'key_deadlines:date'],
  // one phrase in brackets says what the value is; examples after an address are not values
  ['bags (number of sacks)', 'bags:integer'],
  ['portfolio url (behance or dribbble)', 'portfolio_url:url'],
  // yes/no: a state or its absence, a question about the record, what the record does, a participle alone
  ['wifi (included or not)', 'wifi:boolean'],
  ['did the client sign', 'client_sign:boolean'],
  ['speaks french', 'speaks_french:boolean'],
  ['keeps chickens', 'keeps_chickens:boolean'],
  ['reviewed', 'is_reviewed:boolean'],
  ['nest observed', 'nest_observed:boolean'],
  ['priority low/high and', 'priority:enum=low/high'],
  // ... but a verb-like first word before a typed head is that head's type
  ['reads url', 'reads_url:url'],
  // the value as it was then; a counted thing with an irregular participle; a mistyped "their"
  ['weight at the time', 'weight:number'],
  ['targets hit', 'targets_hit:integer'],
  ['there address', 'address:string'],
  // a plural unit of time after what lasts that long is how many; a frequency unit is a measure
  ['cure weeks', 'cure_weeks:integer'],
  ['trial months', 'trial_months:integer'],
  ['channel kHz', 'channel_khz:number'],
  // a condition after the name keeps the values in brackets after it
  ['refund if any (full, partial)', 'refund:enum=full/partial'],
  // a site named by what happens there is a place; two values before their field word
  ['landing site', 'landing_site:string'],
  ['lunch or dinner service', 'service:enum=lunch/dinner'],
  // "whether" with two answers is a choice between them; things worked on are no date
  ['whether it is indoor or outdoor', 'indoor_or_outdoor:enum=indoor/outdoor'],
  ['topics worked on', 'topics_worked_on:string'],
  // a head and what was done to it, with a particle or phrase after, keeps the head's type; a tax due is
  // money; a plural picture head before "of" is a picture; a sum assured is money; takings alone are money
  ['fee handed back', 'fee_handed_back:number'],
  ['balance carried over', 'balance_carried_over:number'],
  ['time dropped off', 'time_dropped_off:datetime'],
  ['duty owed', 'duty_owed:number'],
  ['pictures of the bathroom', 'bathroom_pictures:url'],
  ['sum insured', 'sum_insured:number'],
  ['takings', 'takings:number'],
  // body measurements, a unit alone, the day food keeps until, a place in a finishing order, a head then what it is for
  ['collar', 'collar:string'],
  ['chest', 'chest:number'],
  ['inside leg', 'inside_leg:number'],
  ['hips', 'hips:number'],
  ['kwh', 'kwh:number'],
  ['tonnes', 'tonnes:number'],
  ['use by', 'use_by:date'],
  ['best before', 'best_before:date'],
  ['placing', 'placing:integer'],
  ['league position', 'league_position:integer'],
  ['job position', 'job_position:string'],
  ['weight for the trolley', 'weight_for_trolley:number'],
  ['fee for members', 'fee_for_members:number'],
  ['hatched', 'hatched:date'],
  ['finished', 'finished:date'],
  // a tally is a running count; time that elapsed is how long, not when (session 26)
  ['points tally', 'points_tally:integer'],
  ['time elapsed', 'time_elapsed:integer'],
  ['elapsed time', 'elapsed_time:integer'],
  ['file uploads', 'file_uploads:url'],
  ['guest ratings', 'guest_ratings:integer'],
  ['case files', 'case_files:url'],
  // alone a container or a party word is left to the record reading (a list of fields counts them)
  ['crates', 'crates:string'],
  ['children', 'children:string'],
];

for (const [phrase, want] of CASES) {
  test(`field: "${phrase}" → ${want}`, () => {
    const f = inferField(phrase, none);
    assert.ok(f, `no field for "${phrase}"`);
    assert.equal(`${f.name}:${f.type}${f.values ? `=${f.values.join('/')}` : ''}`, want);
  });
}

test('values written without parentheses after "a status of" / "stage:" stay one enum', () => {
  const items = refineFieldItems(
    splitList('a title, a stage: new, contacted, won, lost, a value, and a status of open, on hold or closed, an owner'),
  );
  const fs = items.map((i) => inferField(i, none)!);
  assert.deepEqual(
    fs.map((f) => `${f.name}:${f.type}`),
    ['title:string', 'stage:enum', 'value:number', 'status:enum', 'owner:string'],
  );
  assert.deepEqual(fs[1].values, ['new', 'contacted', 'won', 'lost']);
  assert.deepEqual(fs[3].values, ['open', 'on_hold', 'closed']);
});

test('a list typed without commas splits at determiners and between field words', () => {
  const body = 'a name email address mobile a start date and a rate';
  assert.deepEqual(refineFieldItems(splitList(body), body), ['a name', 'email address', 'mobile', 'a start date', 'a rate']);
  // with commas, words stay together as written
  assert.deepEqual(refineFieldItems(['deposit paid', 'total price'], 'deposit paid, total price'), ['deposit paid', 'total price']);
});

test('a question in a list is a yes/no item and does not end the list', () => {
  assert.equal(linesAsSentences('Repairs: bike, fault, fixed?, cost'), 'Repairs: bike, fault, fixed (yes/no), cost');
  assert.equal(linesAsSentences('Houses: address, garden? (yes/no)'), 'Houses: address, garden (yes/no)');
  // a clock format's colon does not start a list
  assert.equal(linesAsSentences('Laps: runner, lap time mm:ss, start hh:mm'), 'Laps: runner, lap time mm-ss, start hh-mm');
  assert.equal(inferField('lap time mm-ss', none)?.name, 'lap_time_seconds');
  // a question that is a sentence of its own stays one
  assert.equal(linesAsSentences('Need a hand? Plants: name, price'), 'Need a hand? Plants: name, price');
  const a = entityFields('A bike workshop log. Repairs: bike model, fault, fixed?, parts cost');
  assert.equal(typeOf(a.Repair, 'fixed'), 'boolean', JSON.stringify(a));
  assert.equal(typeOf(a.Repair, 'parts_cost'), 'number', JSON.stringify(a));
});

test('lines and bullets are sentences; a heading takes the bullets under it as its list', () => {
  const text = linesAsSentences('Kennel app\n\n## Dogs\n- name\n- breed\n* Owners – name, phone\nbookings: dog, nights');
  assert.equal(text, 'Kennel app. Dogs: name, breed. Owners: name, phone. bookings: dog, nights.');
});

test('a prompt written as bullet lines gives each entity its own fields', () => {
  const r = generateApp({
    name: 'Kennel',
    prompt:
      'Boarding kennel\n- Dogs: name, breed, date of birth, photo\n- Stays: dog, check in date, nights, price per night, whether fed raw',
  });
  if (!r.ok) assert.fail(r.error);
  const dog = JSON.parse(r.files['entities/Dog.json']).fields as Array<{ name: string; type: string }>;
  const stay = JSON.parse(r.files['entities/Stay.json']).fields as Array<{ name: string; type: string; target?: string }>;
  const t = (fs: Array<{ name: string; type: string }>, n: string) => fs.find((f) => f.name === n)?.type;
  assert.equal(t(dog, 'photo'), 'url');
  assert.equal(t(dog, 'date_of_birth'), 'date');
  assert.ok(stay.some((f) => f.type === 'relation' && f.target === 'Dog'));
  assert.equal(t(stay, 'nights'), 'integer');
  assert.equal(t(stay, 'price_per_night'), 'number');
  assert.equal(t(stay, 'fed_raw'), 'boolean');
});

type F = GeneratedField;
const entityFields = (prompt: string) => generatedSchema(prompt, 'Fields');
const typeOf = (fs: F[] | undefined, n: string) => fs?.find((f) => f.name === n)?.type;

test('whose list it is: "X for my Y:", "X I\'m Y-ing:", "X names:", "-ing word: …", a colon inside parentheses', () => {
  const a = entityFields('Volunteers for our charity: first name, phone, t-shirt size (S, M, L), police check done?');
  assert.equal(typeOf(a.Volunteer, 'phone'), 'string', JSON.stringify(a));
  assert.equal(typeOf(a.Volunteer, 'police_check_done'), 'boolean', JSON.stringify(a));
  const b = entityFields("a list of houses we're renting out: address, weekly rent, bedrooms");
  assert.equal(typeOf(b.House, 'weekly_rent'), 'number', JSON.stringify(b));
  const c = entityFields('Keep our software licence names: vendor, seats, renewal date, annual cost');
  assert.equal(typeOf(c.Licence ?? c.License ?? c.SoftwareLicence, 'annual_cost'), 'number', JSON.stringify(c));
  const d = entityFields('Canoes and paddlings. Paddling: canoe, date, distance in km');
  assert.equal(typeOf(d.Paddling, 'distance_km'), 'number', JSON.stringify(d));
  const e = entityFields('Track each boat (name, size: small, medium or large) and hires with customer name, start time and deposit');
  assert.equal(typeOf(e.Hire, 'start_time'), 'datetime', JSON.stringify(e));
  const f = entityFields('A gallery: painters, paintings (title, year, medium) and shows');
  assert.equal(typeOf(f.Painting, 'medium'), 'string', JSON.stringify(f));
  const g = entityFields('Walking group: walks are led by a volunteer, have a date, a distance and a difficulty');
  assert.equal(typeOf(g.Walk, 'date'), 'date', JSON.stringify(g));
});

test('whose list it is: "for each one:", "a guest list with", "the X in my Y:", "X comes in with"', () => {
  const a = entityFields('I keep track of my warranties. For each one: product name, shop, expiry date and a receipt photo.');
  assert.equal(typeOf(a.Warranty, 'expiry_date'), 'date', JSON.stringify(a));
  assert.equal(typeOf(a.Warranty, 'receipt_photo'), 'url');
  const b = entityFields('Gala planner: guest list with name, email, dietary notes and whether they need parking.');
  assert.equal(typeOf(b.Guest, 'dietary_notes'), 'text', JSON.stringify(b));
  assert.equal(typeOf(b.Guest, 'need_parking'), 'boolean');
  const c = entityFields('catalogue the paintings in my studio: title, medium, width in cm, asking price and a photo');
  assert.equal(typeOf(c.Painting, 'asking_price'), 'number', JSON.stringify(c));
  assert.ok(!c.Studio, 'the place after "in my" is not the owner of the list');
  const d = entityFields('Each complaint comes in with the caller name, a phone number and a category (noise, parking, litter).');
  assert.deepEqual(d.Complaint?.find((f) => f.name === 'category')?.values, ['noise', 'parking', 'litter'], JSON.stringify(d));
});

test('"X tracker: field, field, …": a colon list of field words after software named for its records is theirs', () => {
  const a = entityFields('Scholarship tracker: applicant name, scholarship title, amount offered, closing date and whether it was won');
  assert.equal(typeOf(a.Scholarship, 'amount_offered'), 'number', JSON.stringify(a));
  assert.equal(typeOf(a.Scholarship, 'closing_date'), 'date');
  const b = entityFields('vinyl catalogue: artist, album title, release year, condition (mint, good, worn), price paid');
  assert.equal(typeOf(b.Vinyl, 'price_paid'), 'number', JSON.stringify(b));
  // ("reading journal: …": an activity before the software's name is no record of its own)
  const r = entityFields('reading journal: book title, author, date finished, rating');
  assert.ok(!r.Journal, JSON.stringify(Object.keys(r)));
  // a list that opens with records, or holds a sentence, is no field list of the software's records
  const c = entityFields('small gym tracker: trainers, classes each week, and a booking for each member in each class');
  assert.ok(!c.Gym, JSON.stringify(Object.keys(c)));
  assert.ok(c.Trainer, JSON.stringify(Object.keys(c)));
  // (a word for a collection names no record: its items are the records)
  const d = entityFields('inventory tracker: item name, quantity, location, reorder level');
  assert.ok(!d.Inventory, JSON.stringify(Object.keys(d)));
});

test('records named with their own field words inside another list are records of their own', () => {
  const a = entityFields('invoices come in with invoice lines (description, qty, unit price) and a due date');
  const line = Object.entries(a).find(([n]) => /Line/.test(n))?.[1];
  assert.ok(line, JSON.stringify(Object.keys(a)));
  assert.equal(typeOf(line, 'qty'), 'integer');
  assert.ok(line.some((f) => f.type === 'relation' && f.target === 'Invoice'));
});

test('"or" joins values after "a status of"; a field word before slash values is part of the name; a unit in parentheses', () => {
  const items = refineFieldItems(splitList('a due date and a status of open, paid or refunded'));
  assert.deepEqual(inferField(items[1], none)?.values, ['open', 'paid', 'refunded']);
  assert.deepEqual(inferField('delivery type pickup/courier', none), {
    name: 'delivery_type',
    type: 'enum',
    values: ['pickup', 'courier'],
    default: 'pickup',
  });
  assert.equal(inferField('how often to feed (in days)', none)?.type, 'integer');
  assert.equal(inferField('length (cm)', none)?.name, 'length_cm');
});

test('"X record/log the …" starts a field list like "X have …"', () => {
  const a = entityFields(
    'Kennel app. Kennels have a name and a size. Check-ups record the date, weight in kg, whether fleas were found and the vet notes.',
  );
  const checkup = Object.entries(a).find(([n]) => /Check/.test(n))?.[1];
  assert.ok(checkup, JSON.stringify(Object.keys(a)));
  assert.equal(typeOf(checkup, 'weight_kg'), 'number', JSON.stringify(checkup));
  assert.ok(
    checkup.some((f) => f.type === 'boolean' && /flea/.test(f.name)),
    JSON.stringify(checkup),
  );
  const b = entityFields('Rowing club. Outings log the crew, distance in km and the stroke rate.');
  assert.ok(
    b.Outing?.some((f) => /distance/.test(f.name)),
    JSON.stringify(b),
  );
  // "log" and "record" as nouns or verbs without a field list stay what they were
  const c = entityFields('a vinyl record collection: albums with artist, title and year');
  assert.ok(!Object.values(c).some((fs) => fs.some((f) => /collection/.test(f.name))), JSON.stringify(c));
});

test('values typed after their field word with spaces, or after a dash, are one enum', () => {
  assert.deepEqual(refineFieldItems(['a name', 'skill level novice improver expert', 'price']), [
    'a name',
    'skill level (novice, improver, expert)',
    'price',
  ]);
  // after a dash the values run until an item that names a field; "x or y" is the last value
  assert.deepEqual(refineFieldItems(['glaze colour - white', 'blue', 'green', 'firing temp']), [
    'glaze colour (white, blue, green)',
    'firing temp',
  ]);
  assert.deepEqual(refineFieldItems(['room type - twin', 'double or suite', 'nightly rate']), [
    'room type (twin, double or suite)',
    'nightly rate',
  ]);
  // words that name fields are not values
  assert.deepEqual(refineFieldItems(['shift type start end time']), ['shift type start end time']);
});

// prompt → entity → "field:type" (or "field:relation>Target", "field:enum=a/b") it must have, and names it must not have
const SCENARIOS: Array<{ rule: string; prompt: string; entity: string; has: string[]; hasNot?: string[] }> = [
  {
    rule: 'a record named by an act in -ing ("each shearing") is one time it happened: it has its day',
    prompt: 'Sheep farm: ewes and shearings; log each shearing with the shearer and the fleece weight.',
    entity: 'Shearing',
    has: ['date:date'],
  },
  {
    rule: 'a word in -ing for a thing made or built ("buildings") gets no day',
    prompt: 'Estate agent: buildings with an address and a number of floors, and viewings by buyers.',
    entity: 'Building',
    has: ['address:string'],
    hasNot: ['date'],
  },
  {
    rule: 'a colon list that opens with its owner ("each tool has …") is the owner\'s, without the verb in a name',
    prompt: 'keep my tools organised: each tool has a brand, a purchase price and a photo',
    entity: 'Tool',
    has: ['brand:string', 'purchase_price:number'],
    hasNot: ['tool_has_brand'],
  },
  {
    rule: 'records kept "in stock by size and colour" have those values and a count in stock',
    prompt: 'Shoe shop: shoes in stock by size and colour, and the customers who buy them.',
    entity: 'Shoe',
    has: ['size:enum=small/medium/large', 'colour:string', 'quantity_in_stock:integer'],
  },
  {
    rule: 'records sorted "by a value (a, b, c)" have that value with the values in brackets',
    prompt: 'Tea shop: teas sorted by strength (mild, medium, strong) and orders from customers.',
    entity: 'Tea',
    has: ['strength:enum=mild/medium/strong'],
    hasNot: ['mild'],
  },
  {
    rule: 'records put "into classes by age group" are classes with an age group',
    prompt: 'Dance school: students are placed in classes by age group, and teachers run the classes.',
    entity: 'Class',
    has: ['age_group:string'],
  },
  {
    rule: 'a list in brackets after a relative clause ("the concerts we perform (…)") is the record\'s',
    prompt: 'Choir app: singers, and the concerts we perform (date, venue, ticket price).',
    entity: 'Concert',
    has: ['date:date', 'venue:string', 'ticket_price:number'],
  },
  {
    rule: 'a list in brackets after a phrase about one other thing ("services for each car (…)") is the record\'s',
    prompt: 'Garage app: we book services for each car (mileage, cost, date) and keep customers.',
    entity: 'Service',
    has: ['mileage:number', 'cost:number', 'date:date'],
  },
  {
    rule: 'a list in brackets after where the records are ("flour sacks in storage (…)") is the record\'s',
    prompt: 'Bakery stock: flour sacks in storage (weight, supplier, best before date) and recipes.',
    entity: 'Sack',
    has: ['weight:number', 'best_before_date:date'],
  },
  {
    rule: '"is done by one X for one Y and has …": the list after the second verb is the subject\'s',
    prompt: 'Bike shop: customers and repairs. Every repair is done by one mechanic for one customer and has a cost and a part count.',
    entity: 'Repair',
    has: ['cost:number', 'part_count:integer'],
  },
  {
    rule: 'a record of a common kind whose fields the prompt does not list gets what any such record has (a device its status)',
    prompt: 'Staff log in, manage devices and view alerts for each device, and upload documents.',
    entity: 'Device',
    has: ['name:string', 'status:enum=online/offline/maintenance'],
  },
  {
    rule: 'a record introduced with an article lists its fields after "with", even when the tagger reads its word as a verb',
    prompt: 'Plant Journal. Users can add a plant with a photo, a name and a watering interval in days.',
    entity: 'Plant',
    has: ['name:string', 'watering_interval_days:integer'],
  },
  {
    rule: 'after "log a record with", the list is that record\'s, not the user\'s',
    prompt: 'Boat club. Members can log a trip with a date, a duration in hours and the distance sailed.',
    entity: 'Trip',
    has: ['date:date'],
  },
  {
    rule: 'an alert has its message, severity and time without being told',
    prompt: 'Staff log in, manage devices and view alerts for each device, and upload documents.',
    entity: 'Alert',
    has: ['message:text', 'severity:enum=info/warning/critical', 'raised_at:datetime'],
  },
  {
    rule: 'fields the prompt lists replace the common ones, and the record keeps a name',
    prompt: 'Keep track of my subscriptions with monthly cost and renewal date',
    entity: 'Subscription',
    has: ['name:string', 'monthly_cost:number', 'renewal_date:date'],
    hasNot: ['status'],
  },
  {
    rule: 'a feature or an action in a field list is no field ("printer management", "print them")',
    prompt: 'print room: printers with a model, a location, toner level, printer management, and print them',
    entity: 'Printer',
    has: ['model:string', 'location:string'],
    hasNot: ['printer_management', 'print_them'],
  },
  {
    rule: 'a field named like a feature stays a field ("vehicle registration"), as does one with its values',
    prompt: 'parking permits: permits with holder name, vehicle registration, expiry date and show on map (yes/no)',
    entity: 'Permit',
    has: ['vehicle_registration:string', 'expiry_date:date'],
  },
  {
    rule: 'a word counted by each/every is a noun whatever the tagger says',
    prompt: 'Guitar shop. For each repair we store the guitar model, the string gauge and whether it was restrung.',
    entity: 'Repair',
    has: ['guitar_model:string', 'string_gauge:string', 'restrung:boolean'],
  },
  {
    rule: 'two fields one possessive apart keep the possessive',
    prompt: 'Darts team. Matches: date, opponent, our points, their points',
    entity: 'Match',
    has: ['our_points:integer', 'their_points:integer'],
  },
  {
    rule: 'a field whose values are listed is a choice, not a relation to records of the same word',
    prompt: 'Dog groomer. Appointments: dog name, service (bath, trim, nails, full groom), date and price',
    entity: 'Appointment',
    has: ['service:enum=bath/trim/nails/full_groom'],
  },
  {
    rule: 'a relation keeps the word of the prompt',
    prompt: 'Phone repair shop with customers. Repairs: client, device, fault, price',
    entity: 'Repair',
    has: ['client:relation>Customer'],
    hasNot: ['customer'],
  },
  {
    rule: 'the plural before a preposition owns a "have" list',
    prompt: 'Tutoring centre. Lessons on a weekday have a room, a tutor and a topic.',
    entity: 'Lesson',
    has: ['room:string', 'topic:string'],
  },
  {
    rule: 'a list after "X for our Y:" describes X',
    prompt: 'bookings for our holiday lets: guest name, arrival date, nights, price',
    entity: 'Booking',
    has: ['guest_name:string', 'arrival_date:date', 'nights:integer'],
  },
  {
    rule: 'a dash that opens a list of fields reads as a colon',
    prompt: 'Ferrets in our rescue - name, colour, date arrived, neutered?',
    entity: 'Ferret',
    has: ['colour:string', 'date_arrived:date', 'neutered:boolean'],
  },
  {
    rule: 'a clause after a noun in a list does not end the list',
    prompt: 'Band app. Rehearsals have a date, the song we are learning and a room.',
    entity: 'Rehearsal',
    has: ['date:date', 'song:string', 'room:string'],
  },
  {
    rule: 'a plural with "any" is a written note, not a record',
    prompt: 'Farm diary. Daily entries record the date, weather, any accidents and photos.',
    entity: 'Entry',
    has: ['accidents:text'],
    hasNot: ['any_accident'],
  },
  {
    rule: '"for every X I track the …" starts a field list like "X have …"',
    prompt: 'Window cleaning round. For every house I track the address, the price and the last visit date.',
    entity: 'House',
    has: ['address:string', 'price:number', 'last_visit_date:date'],
  },
  {
    rule: '"X that have …": the relative pronoun points back at X',
    prompt: 'A stables app with horses that have a colour, a height in hands and a passport number',
    entity: 'Horse',
    has: ['colour:string', 'height_hands:number'],
  },
  {
    rule: 'a word joined to a plural date word shares it',
    prompt: 'Holiday planner. Trips have a destination, arrival and departure dates and a budget.',
    entity: 'Trip',
    has: ['arrival_date:date', 'departure_date:date'],
  },
  {
    rule: 'a dash after a field word that takes values lists its values, and the list goes on after them',
    prompt: 'Beer cellar. Kegs: keg number, beer style - lager, stout, ale, fill date, litres left',
    entity: 'Keg',
    has: ['beer_style:enum=lager/stout/ale', 'fill_date:date'],
  },
  {
    rule: 'a plural with values in brackets inside a field list is a field with choices, and the list goes on',
    prompt: 'Darts nights: legs with player, throws (single, double, treble), checkout score and date',
    entity: 'Leg',
    has: ['throws:enum=single/double/treble', 'checkout_score:number', 'date:date'],
  },
  {
    rule: 'an item that asks where or when does not end the list',
    prompt: 'Garden shed. Spades: name, where bought, when it was repaired, maker and a photo.',
    entity: 'Spade',
    has: ['where_bought:string', 'repaired_at:datetime', 'maker:string', 'photo:url'],
  },
  {
    rule: '"got" and "has got" start a field list like "have"',
    prompt: 'kayak club app. kayaks got a name, length and colour. each paddler has got an email and a grade',
    entity: 'Paddler',
    has: ['email:email', 'grade:string'],
  },
  {
    rule: 'outside its domain a catalog event keeps no domain words: no guest\'s name, no "seated" status',
    prompt: 'Squash club: players make reservations for courts',
    entity: 'Reservation',
    has: ['name:string', 'reserved_for:datetime', 'status:enum=pending/confirmed/cancelled'],
    hasNot: ['guest_name', 'party_size'],
  },
  {
    rule: 'in its domain a catalog event keeps its own words',
    prompt: 'Our bistro: menu items, orders and table reservations',
    entity: 'Reservation',
    has: ['guest_name:string', 'status:enum=pending/confirmed/seated/cancelled'],
  },
  {
    rule: 'a happening named by what takes place or by a part of the day is dated',
    prompt: 'Choir app: singers, concerts and rehearsal evenings',
    entity: 'RehearsalEvening',
    has: ['name:string', 'date:date'],
  },
  {
    rule: 'a work is known by its title',
    prompt: 'Our lab keeps theses and the students who wrote them',
    entity: 'Thesis',
    has: ['title:string'],
    hasNot: ['name'],
  },
  {
    rule: 'a sentence that only lists field words describes the one record the sentence before names',
    prompt: 'A log of my fishing rods. Brand, length in feet, weight rating, date bought, photo',
    entity: 'FishingRod',
    has: ['brand:string', 'length_feet:number', 'date_bought:date', 'photo:url'],
  },
  {
    rule: 'a trigger word with brackets after it is part of a field name, not the start of a list',
    prompt: 'A tracker for my bonsai trees. Species, water needs (daily, weekly), last pruned, pot size',
    entity: 'Tree',
    has: ['water_needs:enum=daily/weekly', 'last_pruned:date'],
  },
  {
    rule: 'a list the speaker keeps ("we need their …") belongs to the subject "their" points back at',
    prompt:
      'Canoe hire on the river. Paddlers turn up at the hut; we need their name, mobile, swimming ability and if they have been before. Trips have a route, date and number of boats.',
    entity: 'Paddler',
    has: ['name:string', 'mobile:string', 'swimming_ability:string'],
  },
  {
    rule: 'a list the speaker notes ("I write down the …") belongs to the record the sentence introduces',
    prompt: 'Our sewing machine repair bench. When a machine arrives we write down the brand, the model, the fault and the quote.',
    entity: 'Machine',
    has: ['brand:string', 'model:string', 'quote:number'],
  },
  {
    rule: 'a stop word inside brackets ("every") is a value, not the end of the list',
    prompt: 'Window box planting service. Clients with address, how often we visit (every week, every month), price per box and notes',
    entity: 'Client',
    has: ['address:string', 'price_per_box:number', 'notes:text'],
  },
  {
    rule: 'one thing named with "the" and a clause ("the room they teach in") is a value, not a sentence',
    prompt: 'Music school timetable. Teachers have a name, an email and the room they teach in.',
    entity: 'Teacher',
    has: ['email:email', 'room:string'],
  },
  {
    rule: 'an item asking where or when with a past verb ("where it happened") does not end the list',
    prompt: 'Playground accident book. Accidents with the child, where it happened, the injury, first aid given and a parent signature',
    entity: 'Accident',
    has: ['injury:string', 'parent_signature:string'],
  },
  {
    rule: 'contact details are a phone and an email',
    prompt: 'Dog grooming van. Owners have a name, contact details and a postcode. Dogs have a name, breed and coat type.',
    entity: 'Owner',
    has: ['phone:string', 'email:email', 'postcode:string'],
  },
  {
    rule: 'a list after several verb phrases ("is for …, led by …, and has …") is the first noun\'s',
    prompt: 'Site audits. Each audit is for a warehouse, led by an auditor, takes a day, and has a score, findings and a follow up date.',
    entity: 'Audit',
    has: ['score:number', 'follow_up_date:date'],
  },
  {
    rule: 'a recipe from the catalog is known by its name; a film by its title',
    prompt: 'Supper club: members, dinners we host, recipes we cook and films we screen after',
    entity: 'Recipe',
    has: ['name:string'],
    hasNot: ['title'],
  },
  {
    rule: 'a film is known by its title',
    prompt: 'Supper club: members, dinners we host, recipes we cook and films we screen after',
    entity: 'Film',
    has: ['title:string'],
  },
  {
    rule: 'a list after "irregular plural + preposition + noun with" is the plural noun\'s ("men in my crew with …")',
    prompt: 'Fishing boat crew. Men in my crew with a name, a phone, a berth and a day rate.',
    entity: 'Man',
    has: ['phone:string', 'berth:string'],
  },
  {
    rule: '"each" before a unit of the calendar says how often; the list goes on after it',
    prompt: "We rent out berths. Each berth has a number, a fee due each quarter, the owner's phone and a length in metres",
    entity: 'Berth',
    has: ['fee_due_each_quarter:number', 'owner_phone:string', 'length_metres:number'],
  },
  {
    rule: "an item that asks where, after a comma, is the list's last field, not its end",
    prompt: 'Tool store. Each drill has an asset tag, the brand, how many batteries, and where it lives.',
    entity: 'Drill',
    has: ['batteries:integer', 'where_it_lives:string'],
    hasNot: ['and'],
  },
  {
    rule: 'a list after "subject, verb of a record, object:" is the record of the act ("tourists rent deckchairs:")',
    prompt: 'Seaside kiosk. Tourists rent deckchairs: start time, hours, price, paid',
    entity: 'Rental',
    has: ['start_time:datetime', 'price:number', 'tourist:relation>Tourist', 'deckchair:relation>Deckchair'],
  },
  {
    rule: "… and not the object's",
    prompt: 'Seaside kiosk. Tourists rent deckchairs: start time, hours, price, paid',
    entity: 'Deckchair',
    has: [],
    hasNot: ['start_time', 'price'],
  },
  {
    rule: '"for every X the a, the b and c": a counted noun and a list with no verb between them are its fields',
    prompt: 'Camper van hire. For every van the registration, the berths, mileage and the insurance renewal date',
    entity: 'Van',
    has: ['registration:string', 'berths:integer', 'insurance_renewal_date:date'],
  },
  {
    rule: '"X details, including the X\'s a, b and c": the list after a word for what a record holds is its fields',
    prompt: "A gallery site that shows sculpture details, including the sculpture's title, material and year made.",
    entity: 'Sculpture',
    has: ['title:string', 'material:string'],
  },
  {
    rule: 'a record named for the picture it is keeps its image when its listed fields leave it out',
    prompt: 'A photography club site that shows photo details, including the title, caption and upload time.',
    entity: 'Photo',
    has: ['caption:text', 'upload_time:datetime', 'image:url'],
  },
  {
    rule: 'two nouns before "information, including" name the record',
    prompt: 'Users can edit their own business card information, including name, job title, company and phone number.',
    entity: 'BusinessCard',
    has: ['job_title:string', 'company:string', 'phone_number:string'],
  },
  {
    rule: 'a word before "information, including" is a noun by its place, whatever the tagger says alone',
    prompt: 'Drivers can update their truck information, including plate number, make and colour.',
    entity: 'Truck',
    has: ['plate_number:string', 'make:string', 'colour:string'],
  },
  {
    rule: '", including" after a plural names kinds of it, not its fields',
    prompt: 'Hotel app: guests browse services, including spa, dining and laundry, and book them.',
    entity: 'Service',
    has: [],
    hasNot: ['spa', 'dining', 'laundry'],
  },
  {
    rule: 'a tutorial or a piece of feedback no list describes has what any such record has',
    prompt: 'A software help centre: staff publish tutorials and customers send feedback.',
    entity: 'Feedback',
    has: ['comment:text', 'rating:integer'],
  },
  {
    rule: 'a forum thread no list describes has a title and its content',
    prompt: 'A forum for gardeners: members start threads and post replies.',
    entity: 'Thread',
    has: ['title:string', 'content:text'],
    hasNot: ['body'],
  },
  {
    rule: 'what a message or a reply says is its content (the word people use; "body" is mail jargon)',
    prompt: 'A parish noticeboard app: volunteers read messages from the vicar and write replies.',
    entity: 'Message',
    has: ['content:text'],
    hasNot: ['body'],
  },
  {
    rule: "a review filed under a blog's comments still rates what it is of, outside the blog",
    prompt: 'A board game café app: players write reviews of the games on our shelves.',
    entity: 'Review',
    has: ['rating:integer'],
  },
  {
    rule: 'a room filed under an events venue has a price when guests book it',
    prompt: 'A guesthouse app: guests book rooms for a number of nights.',
    entity: 'Room',
    has: ['price:number'],
  },
  {
    rule: 'a loan of money is for an amount',
    prompt: 'A savings co-op app: members take out loans and pay them back each month with interest.',
    entity: 'Loan',
    has: ['amount:number'],
  },
  {
    rule: 'a ticket people buy for a show is a paid place with a price and a seat, not a support request',
    prompt: 'A village panto app: families buy tickets for a performance; we keep every performance and its date.',
    entity: 'Ticket',
    has: ['price:number', 'seat:string'],
    hasNot: ['subject', 'priority', 'assignee_email'],
  },
  {
    rule: 'a support ticket keeps what a support request has',
    prompt: 'IT helpdesk for our office: tickets, technicians and laptops.',
    entity: 'Ticket',
    has: ['subject:string', 'assignee_email:email'],
    hasNot: ['seat'],
  },
  {
    rule: 'outside a CRM an activity is something people do, known by its name',
    prompt: 'A holiday camp app: children sign up for activities such as canoeing and archery.',
    entity: 'Activity',
    has: ['name:string'],
    hasNot: ['subject'],
  },
  {
    rule: 'a loan of things has no amount',
    prompt: 'A village tool library: neighbours borrow drills and ladders; each loan is logged.',
    entity: 'Loan',
    has: ['due_on:date'],
    hasNot: ['amount'],
  },
  {
    rule: 'a sum offered or paid back is a record of money',
    prompt: 'A fundraising app: supporters make pledges to community projects.',
    entity: 'Pledge',
    has: ['amount:number'],
  },
  {
    rule: 'a vehicle is of a type',
    prompt: 'A depot app where dispatchers assign vehicles to drivers.',
    entity: 'Vehicle',
    has: ['type:string'],
  },
  {
    rule: 'an event from the catalog is dated',
    prompt: 'a dance school with members and events',
    entity: 'Event',
    has: ['start_date:datetime'],
  },
  {
    rule: 'a verb on a record tells its field: rate gives a rating, mark as gives a flag',
    prompt: 'A reading tracker where users add books, rate them and mark books as finished.',
    entity: 'Book',
    has: ['rating:integer', 'finished:boolean'],
  },
  {
    rule: 'categorize files the record under a Category record, tag gives tags (them: the record named before)',
    prompt: 'A wardrobe app: users add garments, categorize their garments and tag them.',
    entity: 'Garment',
    has: ['category:relation>Category', 'tags:string'],
  },
  {
    rule: 'rate after its subject is the verb; the record it acts on gets the rating',
    prompt: 'Members rate and review restaurants, and schedule visits.',
    entity: 'Restaurant',
    has: ['rating:integer'],
  },
  {
    rule: 'a budget no list describes has an amount and a period',
    prompt: 'A household app where parents set budgets and log chores.',
    entity: 'Budget',
    has: ['amount:number', 'period:enum=weekly/monthly/yearly'],
  },
  {
    rule: 'a goal about money is an amount to reach',
    prompt: 'A family finance app: parents log expenses and set budget goals for each month.',
    entity: 'BudgetGoal',
    has: ['target_amount:number'],
  },
  {
    rule: 'a medication no list describes has a dosage and a frequency',
    prompt: 'An app where patients log symptoms and medications.',
    entity: 'Medication',
    has: ['dosage:string', 'frequency:string'],
  },
  {
    rule: 'a mark-as state the record already has is not added twice',
    prompt: 'Users mark notifications as read.',
    entity: 'Notification',
    has: ['read:boolean'],
    hasNot: ['is_read'],
  },
  {
    rule: 'the values before "of each X" are the fields of X, added to what it has',
    prompt: 'Runners track the date, duration and distance of each run.',
    entity: 'Run',
    has: ['distance:number', 'date:date'],
  },
  {
    rule: 'the values before "of each X": a news reader',
    prompt: 'The app displays the headline, summary, source and publication date of each article.',
    entity: 'Article',
    has: ['headline:string', 'summary:text', 'publication_date:date'],
  },
  {
    rule: 'the values before "of their X" name no record of their own',
    prompt: 'A courier app: admins manage shipments and check the weight and destination of every shipment.',
    entity: 'Shipment',
    has: ['weight:number', 'destination:string'],
  },
  {
    rule: 'a value after "X\'s" is a field of X',
    prompt: "Passengers book rides and view the driver's location and arrival time in real time.",
    entity: 'Driver',
    has: ['location:string', 'arrival_time:datetime'],
  },
  {
    rule: 'a value after "X\'s": an order',
    prompt: "Customers place orders and track each order's status and delivery date.",
    entity: 'Order',
    has: ['delivery_date:date'],
  },
  {
    rule: 'after a verb of entering, singular field words after a plural record are its values',
    prompt: 'Users can log their symptoms, severity, duration, and triggers.',
    entity: 'Symptom',
    has: ['duration:number'],
  },
  {
    rule: 'after a verb of entering, the values of the first item: a garden',
    prompt: 'Gardeners record their plants, height and watering frequency.',
    entity: 'Plant',
    has: ['height:number'],
  },
  {
    rule: "a record's name then a value of it after a verb of setting: set file expiration dates",
    prompt: 'Users can upload files and set file expiration dates.',
    entity: 'File',
    has: ['expiration_date:date'],
  },
  {
    rule: "a record's name then a value of it after a verb of seeing: check trip distance",
    prompt: 'Drivers log trips and check trip distance.',
    entity: 'Trip',
    has: ['distance:number'],
  },
  {
    rule: "a record's name then a pronoun or a participle names no value of it",
    prompt: 'dental practice: patients book appointments. record treatments given at each appointment',
    entity: 'Treatment',
    has: [],
    hasNot: ['given_at'],
  },
  {
    rule: 'an article is a writing, with a title and its content (not goods with a price)',
    prompt: 'A gym app where coaches share articles about nutrition with members.',
    entity: 'Article',
    has: ['title:string', 'content:text'],
    hasNot: ['price', 'quantity', 'sku'],
  },
  {
    rule: "a note is a writing of one's own, not a reply on a ticket",
    prompt: 'Researchers write notes and file them into folders.',
    entity: 'Note',
    has: ['title:string', 'content:text'],
    hasNot: ['author_name', 'ticket'],
  },
  {
    rule: 'a goal is a value to reach by a date, not a habit',
    prompt: 'Swimmers set goals and log their swims.',
    entity: 'Goal',
    has: ['target:number', 'target_date:date'],
    hasNot: ['is_active', 'frequency'],
  },
  {
    rule: 'a record dated once calls its date "date": money spent',
    prompt: 'Track household expenses by category.',
    entity: 'Expense',
    has: ['amount:number', 'date:date'],
    hasNot: ['spent_on'],
  },
  {
    rule: 'a record dated once calls its date "date": a log no list describes',
    prompt: 'A weather station app where volunteers take readings every hour.',
    entity: 'Reading',
    has: ['date:date'],
    hasNot: ['recorded_on'],
  },
  {
    rule: 'in its own domain a record keeps its category as a value when the app keeps no categories',
    prompt: 'Expense tracker: people log expenses and see totals per month.',
    entity: 'Expense',
    has: ['category:string'],
  },
  {
    rule: 'a word that usually names the software ("tools") is a record in the plural, with the fields listed after it',
    prompt: 'Neighbours share tools (name, condition, is available) and borrowers (name, phone).',
    entity: 'Tool',
    has: ['name:string', 'is_available:boolean'],
  },
  {
    rule: 'so is one listed after a colon, its related records among its fields',
    prompt:
      'rescue kennels\n- Dogs: name, breed, shelter\n- Shelters: name, town\n- Adoptions: dog, adopter, status\n- Adopters: name, email',
    entity: 'Shelter',
    has: ['name:string', 'town:string'],
  },
  {
    rule: 'a grade is a score given to work',
    prompt: 'Tutors give grades on the essays their pupils hand in.',
    entity: 'Grade',
    has: ['score:number'],
  },
  {
    rule: 'a happening keeps its day when its list names none: a tournament with a venue and a fee',
    prompt: 'A chess club app: tournaments with a venue and an entry fee, players enter tournaments.',
    entity: 'Tournament',
    has: ['date:date', 'venue:string', 'entry_fee:number'],
  },
  {
    rule: 'a happening keeps its day when its list names none: gigs with a set list',
    prompt: 'Band diary: gigs with a venue and a set list; fans buy tickets for gigs.',
    entity: 'Gig',
    has: ['date:date', 'venue:string'],
  },
  {
    rule: 'the lines joining an order to what it holds take no day of their own',
    prompt: 'Florist orders: customers place orders, an order holds several bouquets with a quantity.',
    entity: 'OrderLine',
    has: ['quantity:integer'],
    hasNot: ['date'],
  },
  {
    rule: 'how much of a record an order holds is no list of what the record is: the bouquet keeps its own fields',
    prompt: 'Florist orders: customers place orders, an order holds several bouquets with a quantity.',
    entity: 'Bouquet',
    has: ['name:string', 'description:text'],
    hasNot: ['quantity'],
  },
  {
    rule: "the whole keeps its own amount when the held records' quantity moves onto its lines",
    prompt: 'Florist orders: customers place orders, an order holds several bouquets with a quantity.',
    entity: 'Order',
    has: ['amount:number'],
    hasNot: ['quantity'],
  },
  {
    rule: "the whole keeps its own servings when the held records' amounts move onto its lines",
    prompt: 'a recipe has a list of ingredients with amounts',
    entity: 'Recipe',
    has: ['servings:integer'],
  },
  {
    rule: '"the X, Y and Z of each R": a noun read alone as a verb ("plant", "cover") is still the record or a value',
    prompt: 'A garden app. The app shows the colour, height and price of each plant.',
    entity: 'Plant',
    has: ['colour:string', 'height:number', 'price:number'],
  },
  {
    rule: '"the cover, title and author of each saved book": the cover of a book is its picture',
    prompt: 'A shelf app. Readers can see the cover, title and author of each saved book.',
    entity: 'Book',
    has: ['cover:url'],
  },
  {
    rule: '"upload a photo of each R": the file put with each record is its field',
    prompt: 'A museum app. Curators can upload a photo of each painting.',
    entity: 'Painting',
    has: ['photo:url'],
  },
  {
    rule: '"give each R a V": the record named first gets the value named second (one word may qualify it)',
    prompt: 'A vinyl shelf app. Users keep albums and can give each played album a rating from 1 to 10.',
    entity: 'Album',
    has: ['rating:integer'],
  },
  {
    rule: '"tick whether it is X": a yes/no noted about "it" is a flag of the thing named before',
    prompt: 'A party app. Guests add the drink they will bring and tick whether it is alcoholic.',
    entity: 'Drink',
    has: ['alcoholic:boolean'],
  },
  {
    rule: '"record whether they paid": "they" is not the subject that notes it but the record before it',
    prompt: 'A tutoring app. Students book lessons and tutors record whether they paid the fee.',
    entity: 'Lesson',
    has: ['paid_fee:boolean'],
  },
  {
    rule: '"staff record each dog\'s breed, weight …": a list opening with "each R\'s" is the record\'s, not the subject\'s',
    prompt: "A kennel app. Staff record each dog's breed, weight and diet.",
    entity: 'Dog',
    has: ['breed:string', 'weight:number'],
  },
  {
    rule: 'in a list of fields, the people who come along and goods counted in containers are how many',
    prompt: 'A glamping site app. Stays have a tent, adults, children, pets and a price. Orchard runs log the date and crates picked.',
    entity: 'Stay',
    has: ['adults:integer', 'children:integer', 'pets:integer'],
  },
  {
    rule: 'a record named by a noun of an act (installation, removal) is one occasion of it and has a date',
    prompt: 'An alarm fitter app. Installations (customer, address, alarm model) and removals of old panels.',
    entity: 'Installation',
    has: ['date:date'],
  },
  {
    rule: 'a noun of an act that names what it holds (a department, a location) gets no date',
    prompt: 'A company directory. Departments (name, floor) and locations (name, address).',
    entity: 'Department',
    has: ['name:string'],
    hasNot: ['date'],
  },
  {
    rule: 'a machine someone services, named without fields, has a make and a model',
    prompt: 'A mower repair shop. Customers bring in mowers and we log each repair with the fault.',
    entity: 'Mower',
    has: ['make:string', 'model:string'],
  },
  {
    rule: 'a building people go to, named without fields, is found by its address',
    prompt: 'A blood service app: donors give blood at clinics; each donation has a date and a volume.',
    entity: 'Clinic',
    has: ['address:string'],
  },
  {
    rule: '"a R\'s table number and …": a label named by what it labels is a field of the possessor',
    prompt: "A gala dinner app: dinners and attendees. An attendee's seat number and dietary needs.",
    entity: 'Attendee',
    has: ['seat_number:string'],
  },
  {
    rule: '"the Rs (A and B)": two field words joined by "and" in brackets are the record\'s fields',
    prompt: 'A choir app: singers, and the concerts (venue and date) they sing at.',
    entity: 'Concert',
    has: ['venue:string', 'date:date'],
  },
  {
    rule: '"their R (A, B, C)": one record a possessive points at takes the field words in brackets',
    prompt: 'A garage app: customers bring their van (make, model, mileage) and we log jobs.',
    entity: 'Van',
    has: ['make:string', 'mileage:number'],
  },
  {
    rule: '"each run has …": a participle that is also a noun, after "each", is the record itself',
    prompt: 'A jogging diary for me: each run has a date, a distance and a pace.',
    entity: 'Run',
    has: ['distance:number', 'pace:number'],
  },
  {
    rule: '"logs a visit for a boiler with …": the list is the counted record\'s, not the one it is for',
    prompt:
      'A boiler service firm: engineers and boilers. An engineer logs a visit for a boiler with the pressure, a fault code and the date.',
    entity: 'Visit',
    has: ['pressure:number', 'fault_code:string', 'boiler:relation>Boiler'],
  },
  {
    rule: '"each load is one grade of gravel with …": a record defined by "is" owns the list after its complement',
    prompt: 'A quarry app: customers and orders. Each load is one grade of gravel with a weight and a price.',
    entity: 'Load',
    has: ['weight:number', 'price:number'],
  },
  {
    rule: 'a trek, a survey, a call-out: a happening named without fields has a date',
    prompt: 'A mountain guide business: guides lead treks for hikers.',
    entity: 'Trek',
    has: ['date:date'],
  },
  {
    rule: 'a holiday, an absence or a closure is a span away or closed: named without fields it has a date',
    prompt: 'An office rota app: employees request holidays with a reason',
    entity: 'Holiday',
    has: ['date:date'],
  },
  {
    rule: 'an offer is a sum of money offered',
    prompt: 'A gallery: collectors make offers on paintings.',
    entity: 'Offer',
    has: ['amount:number'],
  },
  {
    rule: '"readings every hour: …": how often the records come is not their name',
    prompt: 'Tide gauge readings every hour: water level in metres, wave height, temperature and whether the sensor was wet.',
    entity: 'Reading',
    has: ['wave_height:number', 'sensor_wet:boolean'],
  },
  {
    rule: 'a bare list after a title that names records in the plural may hold one field said in full',
    prompt:
      'Wedding cake commissions. The couple, their wedding date, how many tiers, the flavour, the quoted price, deposit received and when it must be delivered by',
    entity: 'CakeCommission',
    has: ['wedding_date:date', 'tiers:integer', 'quoted_price:number'],
  },
  {
    rule: '"loan applications tracker. Applicant name, …": a word that may name the software names records before a bare list',
    prompt:
      'Loan applications tracker for the credit union. Applicant name, amount asked, term in months, date received, decision (approved, declined, pending), decision date, link to the payslips on the shared drive.',
    entity: 'Application',
    has: ['amount_asked:number', 'decision:enum=approved/declined/pending', 'payslips_link:url'],
  },
  {
    rule: 'a service done to something (not one a business offers) has the day it was done',
    prompt: 'A boat yard app: boats owned by members, and services done by our mechanics.',
    entity: 'Service',
    has: ['date:date', 'name:string'],
  },
  {
    rule: 'a night of sleep someone logs, named without fields, has a date, hours and a quality',
    prompt: 'A sleep diary: I log my sleep and what I ate.',
    entity: 'Sleep',
    has: ['date:date', 'hours:number', 'quality:integer'],
  },
  {
    rule: 'a reading is a measurement: a value on a date',
    prompt: 'A pond keeper logs readings of each pond.',
    entity: 'Reading',
    has: ['value:number', 'date:date'],
  },
  {
    rule: 'a point between digits is a decimal point, not the end of the sentence (issue 18, session 24)',
    prompt: 'Skip hire orders: customer, skip size (mini, 4.5 yard, 8 yard), delivery date, price and whether a permit is needed',
    entity: 'Order',
    has: ['skip_size:enum=mini/4_5_yard/8_yard', 'delivery_date:date', 'price:number', 'permit_needed:boolean'],
  },
  {
    rule: 'brackets of words that are neither field words nor records name kinds of the record: its type (issue 18, session 24)',
    prompt: 'A kitchen fitter: customers order worktops (granite, oak, laminate) and we fit them.',
    entity: 'Worktop',
    has: ['type:enum=granite/oak/laminate'],
    hasNot: ['granite', 'oak', 'laminate'],
  },
  {
    rule: '"track each X and whether it was Y": the yes/no is about the record the verb of noting names (issue 18, session 24)',
    prompt: 'A driving school: pupils book lessons with instructors and we track each lesson and whether it was cancelled.',
    entity: 'Lesson',
    has: ['cancelled:boolean'],
  },
  {
    rule: 'an -ing word counted by each/every names records that take its list ("log every tuning with …") (issue 18, session 24)',
    prompt: 'A chimney sweep: customers have chimneys and I log every sweeping with the date, soot weight and fee.',
    entity: 'Sweeping',
    has: ['date:date', 'soot_weight:number', 'fee:number'],
  },
  {
    rule: '"apple pickings in kg": records counted in a unit of weight, volume or distance have that measure (issue 18, session 24)',
    prompt: 'An orchard log: trees, sprayings and apple pickings in kg.',
    entity: 'Picking',
    has: ['weight_kg:number'],
  },
  {
    rule: '"judges score Xs on a, b and c": what records are judged on are the judgement\'s measures (issue 18, session 24)',
    prompt: 'Bake-off app: bakers enter bakes and judges score bakes on taste, texture and finish.',
    entity: 'Score',
    has: ['taste:integer', 'texture:integer', 'finish:integer', 'bake:relation>Bake'],
  },
  {
    rule: '"Xs are sent to a list with …": after a word too vague to be a record the list is the records\' (issue 18, session 24)',
    prompt: 'A church app: notices are sent to a list with a title, a send date and the body text.',
    entity: 'Notice',
    has: ['title:string', 'send_date:date'],
  },
  {
    rule: '"Xs of a size": records of a value that names no record have that value (issue 18, session 24)',
    prompt: 'A florist: customers order bouquets of a colour for a delivery date.',
    entity: 'Bouquet',
    has: ['colour:string'],
  },
  {
    rule: '"Xs come in for a, b and c: …": the kinds are the values of their type and the list is theirs (issue 18, session 24)',
    prompt: 'Print shop. Jobs come in for posters, flyers and banners: customer name, quantity, paper type and due date.',
    entity: 'Job',
    has: ['type:enum=poster/flyer/banner', 'customer_name:string', 'quantity:integer', 'paper_type:string', 'due_date:date'],
  },
  {
    rule: '"and" closes a field list: ", and a monthly distribution" after "name and phone" is the outer list\'s, not a field (issue 18, session 29)',
    prompt: 'a food bank: donors with name and phone, and a monthly distribution',
    entity: 'Donor',
    has: ['name:string', 'phone:string'],
    hasNot: ['monthly_distribution'],
  },
  {
    rule: 'a list cut before a sentence keeps no dangling "and" as a field ("name and email, and the machines they use") (issue 18, session 29)',
    prompt: 'a makerspace: members with name and email, and the machines they are trained on',
    entity: 'Member',
    has: ['name:string', 'email:email'],
    hasNot: ['and'],
  },
];

for (const sc of SCENARIOS) {
  test(`fields: ${sc.rule}`, () => {
    const a = entityFields(sc.prompt);
    const fs = a[sc.entity];
    assert.ok(fs, `no ${sc.entity} in ${Object.keys(a).join(', ')}`);
    const shown = fs.map((f) => `${f.name}:${f.type}${f.target ? `>${f.target}` : ''}${f.values ? `=${f.values.join('/')}` : ''}`);
    for (const want of sc.has) {
      const [name, type] = want.split(/:(.*)/);
      const f = fs.find((x) => x.name === name);
      const got = f && `${f.type}${f.target ? `>${f.target}` : ''}${f.values ? `=${f.values.join('/')}` : ''}`;
      assert.equal(got, type, `${sc.entity}.${name} in ${shown.join(', ')}`);
    }
    for (const n of sc.hasNot ?? []) assert.ok(!fs.some((f) => f.name === n), `${sc.entity}.${n} in ${shown.join(', ')}`);
  });
}

test('fields: a verb before "data, including" names no record ("upload data, including …", "add metadata, including …")', () => {
  for (const prompt of [
    'The app lets gardeners upload data, including soil readings and rainfall, every week.',
    'A recipe site where cooks add metadata, including cuisine, serving size and cooking time, to each recipe.',
  ]) {
    const r = generateApp({ name: 'Fields', prompt });
    if (!r.ok) assert.fail(r.error);
    assert.ok(!r.entities.some((e) => /^(?:Upload|Add)$/.test(e)), r.entities.join(', '));
  }
});

test('fields: "a X for each Y in each Z with …" lists the fields of X (issue 18, session 22)', () => {
  const a = entityFields('a tutoring app where we log a lesson for each pupil in every week with a topic and a fee');
  assert.equal(typeOf(a.Lesson, 'topic'), 'string', JSON.stringify(a));
  assert.equal(typeOf(a.Lesson, 'fee'), 'number', JSON.stringify(a));
  assert.equal(typeOf(a.Pupil, 'fee'), undefined, JSON.stringify(a));
});

test('fields: what a record of a common kind has when the prompt lists nothing (issue 18, session 22)', () => {
  const a = entityFields('a letting agency app: flats, tenants and leases');
  assert.equal(typeOf(a.Lease, 'start_date'), 'date', JSON.stringify(a));
  assert.equal(typeOf(a.Lease, 'rent'), 'number', JSON.stringify(a));
  const b = entityFields('a small brewery: recipes, batches and ratings from tasters');
  assert.equal(typeOf(b.Batch, 'date'), 'date', JSON.stringify(b));
  assert.equal(typeOf(b.Rating, 'score'), 'integer', JSON.stringify(b));
  const c = entityFields('a courier app: couriers, parcels and households');
  assert.equal(typeOf(c.Parcel, 'address'), 'string', JSON.stringify(c));
  assert.equal(typeOf(c.Household, 'address'), 'string', JSON.stringify(c));
});

test('fields: customers a business delivers to have an address, after their name (issue 18, session 22)', () => {
  const a = entityFields('a bakery delivering bread to customers: customers, products and orders');
  assert.equal(a.Customer?.[1]?.name, 'address', JSON.stringify(a.Customer));
  const b = entityFields('a shop app with products, customers and orders');
  assert.equal(typeOf(b.Customer, 'address'), undefined, JSON.stringify(b.Customer));
});

test('fields: a job done for customers, an order for a ride, a rental paid for (issue 18, session 22)', () => {
  const a = entityFields('a plumbing business: customers, jobs and invoices');
  assert.equal(typeOf(a.Job, 'date'), 'date', JSON.stringify(a.Job));
  assert.equal(typeOf(a.Job, 'price'), 'number', JSON.stringify(a.Job));
  assert.equal(typeOf(a.Job, 'salary_range'), undefined, JSON.stringify(a.Job));
  const hiring = entityFields('a recruitment site: jobs, applicants, interviews');
  assert.equal(typeOf(hiring.Job, 'salary_range'), 'string', JSON.stringify(hiring.Job));
  const b = entityFields('a ride hailing app: drivers, riders and orders');
  assert.equal(typeOf(b.Order, 'pickup'), 'string', JSON.stringify(b.Order));
  assert.equal(typeOf(b.Order, 'destination'), 'string', JSON.stringify(b.Order));
  const c = entityFields('violin rental for kids: instruments, families and rentals');
  assert.equal(typeOf(c.Rental, 'fee'), 'number', JSON.stringify(c.Rental));
});

test('fields: manuscripts, storybooks and chapters are known by a title (issue 18, session 22)', () => {
  const a = entityFields('a small press: editors, manuscripts and chapters');
  assert.equal(typeOf(a.Manuscript, 'title'), 'string', JSON.stringify(a));
  assert.equal(typeOf(a.Chapter, 'title'), 'string', JSON.stringify(a));
});

test('fields: brackets opening with "e.g." or "such as" name examples of a record, not its fields (issue 18, session 22)', () => {
  const a = entityFields('a kitchen app: recipes with a name, and labels (e.g., vegan, spicy, etc.) on each recipe');
  assert.ok(a.Label, JSON.stringify(a));
  assert.equal(typeOf(a.Label, 'eg'), undefined, JSON.stringify(a.Label));
  assert.equal(typeOf(a.Label, 'vegan'), undefined, JSON.stringify(a.Label));
  const b = entityFields('a bike shop: bikes (such as road, gravel) and repairs of each bike');
  assert.equal(typeOf(b.Bike, 'such_as_road'), undefined, JSON.stringify(b.Bike));
  // what the examples name are field words: they are the record's fields
  const c = entityFields('a stall: items (e.g. name, price, stock) and sales of items');
  assert.equal(typeOf(c.Item, 'price'), 'number', JSON.stringify(c.Item));
  assert.equal(typeOf(c.Item, 'eg'), undefined, JSON.stringify(c.Item));
});
