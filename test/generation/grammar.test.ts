// Grammar rules of the offline generator, one test each (prompts written for these tests, not taken from the corpus).
import test from 'node:test';
import assert from 'node:assert/strict';
import { editApp, generateApp } from '../../src/generation/offline/index.ts';
import type { GeneratedApp } from '../../src/generation/offline/index.ts';
import { pluralPhrase, singularPhrase } from '../../src/generation/offline/nlp.ts';

type Field = { name: string; type: string; target?: string; values?: string[] };

function gen(prompt: string): GeneratedApp {
  const r = generateApp({ name: 'Grammar App', prompt });
  if (!r.ok) assert.fail(`generation failed: ${r.error}`);
  return r;
}
function fields(files: Record<string, string>, entity: string): Field[] {
  const raw = files[`entities/${entity}.json`];
  assert.ok(
    raw,
    `entities/${entity}.json exists (have ${Object.keys(files)
      .filter((p) => p.startsWith('entities/'))
      .join(', ')})`,
  );
  return (JSON.parse(raw) as { fields: Field[] }).fields;
}
const field = (fs: Field[], name: string) => fs.find((f) => f.name === name);
const relatesTo = (fs: Field[], target: string) => fs.some((f) => f.type === 'relation' && f.target === target);

test('a noun before "has" is the subject even when a tagger reads it as a verb ("Invoice has …")', () => {
  const app = gen('Studio billing: clients and invoices. Invoice has number, issue date, amount and status (draft, sent, paid)');
  const inv = fields(app.files, 'Invoice');
  assert.equal(field(inv, 'issue_date')?.type, 'date');
  assert.deepEqual(field(inv, 'status')?.values, ['draft', 'sent', 'paid']);
});

test('after a title and a colon, plural nouns with their own field lists are entities, the title is not', () => {
  const app = gen('kayak club ledger: paddlers with a skill level, outings between two paddlers with the distance and date paddled');
  assert.ok(app.entities.includes('Paddler') && app.entities.includes('Outing'), app.entities.join());
  assert.ok(!app.entities.some((e) => /Ledger|Club/.test(e)), app.entities.join());
  assert.equal(field(fields(app.files, 'Outing'), 'date_paddled')?.type, 'date');
});

test('a field list after "X of Y with …" describes X, and X points at Y', () => {
  const app = gen('orchard log: trees, harvests of trees with a date and weight in kg');
  const harvest = fields(app.files, 'Harvest');
  assert.ok(field(harvest, 'date') && relatesTo(harvest, 'Tree'), JSON.stringify(harvest));
});

test('a list ends at an item that is a sentence, and at the next entity with its own list', () => {
  const app = gen(
    'Guild roster: crafters with a speciality and joining date, commissions (title, fee, due date), and buyers who place them',
  );
  const crafter = fields(app.files, 'Crafter');
  assert.ok(!crafter.some((f) => /commission/.test(f.name) && f.type !== 'relation'), JSON.stringify(crafter));
  assert.equal(field(fields(app.files, 'Commission'), 'fee')?.type, 'number');
});

test('coordinated verbs: "each result belongs to a patient, has a value and a unit"', () => {
  const app = gen('Our practice keeps lab results: each result belongs to a patient, has a value, a unit and the date taken');
  const names = app.entities;
  const result = names.find((n) => /Result$/.test(n));
  assert.ok(result, names.join());
  const fs = fields(app.files, result!);
  assert.ok(field(fs, 'unit') && relatesTo(fs, 'Patient'), JSON.stringify(fs));
});

test('values after a name with slashes make an enum; an amount with a participle stays money', () => {
  const app = gen('claims desk: claims with severity minor/major/total and amount claimed');
  const claim = fields(app.files, 'Claim');
  assert.deepEqual(field(claim, 'severity')?.values, ['minor', 'major', 'total']);
  assert.equal(field(claim, 'amount_claimed')?.type, 'number');
});

test('"RSVP (yes, no, maybe)" is a field with values, not an entity', () => {
  const app = gen('party planner: guests with RSVP (yes, no, maybe) and dietary needs, and hosts');
  assert.ok(!app.entities.some((e) => /Rsvp|Registration/.test(e)), app.entities.join());
});

test('a transaction listed after several loose things is filed under them', () => {
  const app = gen('household money: wallets, tags, and payments (amount, date, note)');
  const pay = fields(app.files, 'Payment');
  assert.ok(relatesTo(pay, 'Wallet') && relatesTo(pay, 'Tag'), JSON.stringify(pay));
});

test('edit: "turn the X into a dropdown with a, b and c" makes an enum', () => {
  const app = gen('Event management: events with a date and venue, and attendees who register for events.');
  const r = editApp({ files: app.files, prompt: 'turn the venue into a dropdown with hall, garden and rooftop', app_name: 'Grammar App' });
  assert.ok(r.ok, r.ok ? '' : r.error);
  if (r.ok) assert.deepEqual(field(fields({ ...app.files, ...r.files_written }, 'Event'), 'venue')?.values, ['hall', 'garden', 'rooftop']);
});

test('edit: a page of recent records, a shade and a hue, and two subjects in one prompt', () => {
  const app = gen('A small shop with products (name, price, stock) and orders from customers.');
  const page = editApp({ files: app.files, prompt: 'add a page with recent orders', app_name: 'Grammar App' });
  assert.ok(page.ok && Object.keys(page.files_written).some((p) => /pages\/Recent/.test(p)), page.ok ? '' : page.error);
  const theme = editApp({ files: app.files, prompt: 'switch to a dark green colour scheme', app_name: 'Grammar App' });
  assert.ok(theme.ok && theme.settings?.theme.primary === 'green', JSON.stringify(theme.ok && theme.settings));
  const two = editApp({
    files: app.files,
    prompt: 'products need a barcode and customers should record whether they paid',
    app_name: 'Grammar App',
  });
  assert.ok(two.ok, two.ok ? '' : two.error);
});

test('a compound is named by its head when the prompt also uses the head alone ("hull repairs … each repair")', () => {
  const app = gen('Boatyard jobs: hull repairs for boat owners. Each repair has a cost and a finish date.');
  assert.ok(app.entities.includes('Repair') && !app.entities.includes('HullRepair'), app.entities.join());
  assert.equal(field(fields(app.files, 'Repair'), 'cost')?.type, 'number');
});

test('a compound whose qualifier is another entity states a relation ("horses, horse owners")', () => {
  const app = gen('Livery yard: horses, horse owners (name, phone) and lessons');
  assert.ok(app.entities.includes('Owner') && !app.entities.includes('HorseOwner'), app.entities.join());
  assert.ok(relatesTo(fields(app.files, 'Horse'), 'Owner'), JSON.stringify(fields(app.files, 'Horse')));
});

test('after a title, list items are read by their noun phrase, and "X raised by Y" relates X to Y', () => {
  const app = gen('Allotment society: plots, annual rents paid per plot, and a list of complaints raised by members about paths');
  for (const e of ['Plot', 'Rent', 'Complaint', 'Member']) assert.ok(app.entities.includes(e), app.entities.join());
  assert.ok(!app.entities.some((e) => /Society/.test(e)), app.entities.join());
  assert.ok(relatesTo(fields(app.files, 'Complaint'), 'Member'), JSON.stringify(fields(app.files, 'Complaint')));
});

test('"X they sign up for" in a list: the sentence topic signs up for X through a record of its own', () => {
  const app = gen('Cub pack: cubs, their parents and outings they sign up for');
  const join = app.entities.find(
    (e) => e !== 'Cub' && e !== 'Outing' && relatesTo(fields(app.files, e), 'Cub') && relatesTo(fields(app.files, e), 'Outing'),
  );
  assert.ok(join, app.entities.join());
  assert.ok(relatesTo(fields(app.files, 'Parent'), 'Cub'), JSON.stringify(fields(app.files, 'Parent')));
});

test('bullet lines are sentences of their own; "X made by Y (a, b)" gives the list to X', () => {
  const app = gen('Pottery studio app:\n- potters with a phone number\n- pieces made by potters (glaze, weight)\n- firings');
  const piece = fields(app.files, 'Piece');
  assert.ok(field(piece, 'glaze') && relatesTo(piece, 'Potter'), JSON.stringify(piece));
  assert.ok(!field(fields(app.files, 'Potter'), 'glaze'), JSON.stringify(fields(app.files, 'Potter')));
});

test('an activity named by a gerund before a colon is the business, not a record ("parcel forwarding")', () => {
  const app = gen('Parcel forwarding: parcels from senders to receivers, each parcel has a weight and a tracking code');
  assert.ok(!app.entities.some((e) => /Forwarding/.test(e)), app.entities.join());
  assert.ok(relatesTo(fields(app.files, 'Parcel'), 'Sender'), JSON.stringify(fields(app.files, 'Parcel')));
});

test('plural nouns inside a parenthesis are examples, not entities', () => {
  const app = gen('Our makerspace lends machines (lathes, routers, printers). Members book machines for an afternoon.');
  assert.ok(!app.entities.some((e) => /Lathe|Router|Printer/.test(e)), app.entities.join());
  assert.ok(app.entities.includes('Machine') && app.entities.includes('Member'), app.entities.join());
});

test('"which X" in a field list relates the record to X', () => {
  const app = gen('marina moorings: boats with name, length and which pontoon');
  assert.ok(relatesTo(fields(app.files, 'Boat'), 'Pontoon'), JSON.stringify(fields(app.files, 'Boat')));
});

test('a second verb after "and" shares the subject; what people report is a record of the things they use', () => {
  const app = gen('Residents rent garages and report leaks');
  const leak = fields(app.files, 'Leak');
  assert.ok(relatesTo(leak, 'Resident') && relatesTo(leak, 'Garage'), JSON.stringify(leak));
});

test('a noun that names no one, then a word in -s and a preposition, is a noun compound ("honey harvests per hive"); not a verb with a particle or of a person', async () => {
  const { tagTerms } = await import('../../src/generation/offline/nlp.ts');
  const tagsOf = (text: string, word: string) => tagTerms(text).find((t) => t.lower === word)?.tags ?? [];
  for (const [text, word] of [
    ['hives, and honey harvests per hive', 'harvests'],
    ['flocks, and wool clips in kg', 'clips'],
  ])
    assert.ok(tagsOf(text, word).includes('Noun'), `${word} in "${text}": ${tagsOf(text, word).join('/')}`);
  for (const [text, word] of [
    ['User logs in', 'logs'],
    ['Customer pays per visit', 'pays'],
  ])
    assert.ok(!tagsOf(text, word).includes('Noun'), `${word} in "${text}": ${tagsOf(text, word).join('/')}`);
});

test('a name with "of" or "for" inflects its head, the noun before it ("bills of materials", "calls for papers")', () => {
  const rows: Array<[string, string, string]> = [
    ['bill of materials', 'bills of materials', 'bill of materials'],
    ['call for papers', 'calls for papers', 'call for papers'],
    ['time entry', 'time entries', 'time entry'],
  ];
  for (const [one, many, back] of rows) {
    assert.equal(pluralPhrase(one), many, one);
    assert.equal(singularPhrase(many), back, many);
  }
});
