// The examples of issue 18 ("generation that understands what people ask for"), one test each.
import test from 'node:test';
import assert from 'node:assert/strict';
import { editApp, generateApp } from '../../src/generation/offline/index.ts';
import type { EditSuccess, GeneratedApp } from '../../src/generation/offline/index.ts';
import { validateApp } from '../../src/validation/validate.ts';

type Field = { name: string; type: string; target?: string; values?: string[] };

function gen(prompt: string): GeneratedApp {
  const r = generateApp({ name: 'Issue App', prompt });
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
function edit(files: Record<string, string>, prompt: string): { r: EditSuccess; files: Record<string, string> } {
  const r = editApp({ files, prompt, app_name: 'Issue App' });
  if (!r.ok) assert.fail(`edit "${prompt}" failed: ${r.error}`);
  const next = { ...files, ...r.files_written };
  for (const p of r.files_deleted) delete next[p];
  return { r, files: next };
}
const relatesTo = (fs: Field[], target: string) => fs.some((f) => f.type === 'relation' && f.target === target);

test('issue 18: a tool library has Tool, and loans name the tool lent (no Book, no books subtitle)', () => {
  const app = gen('a tool library where neighbours lend tools, with borrowers and loans');
  assert.ok(app.entities.includes('Tool'), app.entities.join());
  assert.ok(!app.entities.includes('Book'));
  assert.ok(relatesTo(fields(app.files, 'Loan'), 'Tool'), 'a loan points at the tool');
  assert.ok(!/Books lent/.test(Object.values(app.files).join('\n')));
  const { files } = edit(app.files, 'Add a condition field to Tool (good, worn, broken)');
  assert.deepEqual(fields(files, 'Tool').find((f) => f.name === 'condition')?.values, ['good', 'worn', 'broken']);
});

test('issue 18: a plant swap has no Light/LightNeed entities; light needs is an enum of Plant', () => {
  const app = gen(
    'A plant swap app: people list plants with light needs (low, medium, bright) and pot size, and other people request swaps',
  );
  assert.ok(!app.entities.some((e) => /^Light/.test(e)), app.entities.join());
  const light = fields(app.files, 'Plant').find((f) => /light/.test(f.name));
  assert.equal(light?.type, 'enum');
  assert.deepEqual(light?.values, ['low', 'medium', 'bright']);
});

test('issue 18: a rehearsal studio has Band and Room, no Hour/BandAnd, and balance due is money', () => {
  const app = gen(
    'Booking app for our rehearsal studio. Bands book rooms by the hour; each booking has a start time, number of hours and balance due.',
  );
  for (const e of ['Band', 'Room', 'Booking']) assert.ok(app.entities.includes(e), `${e} in ${app.entities.join()}`);
  assert.ok(!app.entities.some((e) => /^(?:Hour|BandAnd)$/.test(e)));
  const booking = fields(app.files, 'Booking');
  assert.equal(booking.find((f) => f.name === 'balance_due')?.type, 'number');
  assert.ok(relatesTo(booking, 'Band') && relatesTo(booking, 'Room'));
  assert.ok(!/salon|haircut|colour treatment/i.test(JSON.stringify(app.starter_records.Booking)), 'no salon bookings in the sample data');
});

test('issue 18: "volunteers sign up for shifts" has Volunteer linked to Shift', () => {
  const app = gen('volunteers sign up for shifts at the food bank');
  assert.ok(app.entities.includes('Volunteer') && app.entities.includes('Shift'), app.entities.join());
  const joined = app.entities.some((e) => relatesTo(fields(app.files, e), 'Volunteer') && relatesTo(fields(app.files, e), 'Shift'));
  assert.ok(joined || relatesTo(fields(app.files, 'Volunteer'), 'Shift') || relatesTo(fields(app.files, 'Shift'), 'Volunteer'));
});

test('issue 18: "group them into collections" makes Collection', () => {
  const app = gen('I want to upload my photos and group them into collections');
  assert.ok(app.entities.includes('Collection'), app.entities.join());
});

const INVOICES = 'Freelance invoicing with clients and invoices. Invoices have a number, amount and due date.';

test('issue 18: "Add a status field to Invoice (draft, sent, paid)"', () => {
  const { files } = edit(gen(INVOICES).files, 'Add a status field to Invoice (draft, sent, paid)');
  assert.deepEqual(fields(files, 'Invoice').find((f) => f.name === 'status')?.values, ['draft', 'sent', 'paid']);
});

test('issue 18: "Add a difficulty field to recipes (easy, medium or hard)"', () => {
  const app = gen('A recipe collection: recipes with title, ingredients and cooking time, grouped into categories.');
  const { files } = edit(app.files, 'Add a difficulty field to recipes (easy, medium or hard)');
  assert.deepEqual(fields(files, 'Recipe').find((f) => f.name === 'difficulty')?.values, ['easy', 'medium', 'hard']);
});

test('issue 18: "Keep the existing Layout and colours" is a constraint that changes nothing', () => {
  const r = editApp({ files: gen(INVOICES).files, prompt: 'Keep the existing Layout and colours', app_name: 'Issue App' });
  assert.ok(r.ok, r.ok ? '' : r.error);
  assert.deepEqual(r.files_written, {});
  assert.deepEqual(r.files_deleted, []);
});

test('issue 18: an overdue loans page is a filtered list', () => {
  const app = gen('a lending library for our office: books, members and loans with a due date');
  const { r, files } = edit(app.files, 'add an overdue loans page');
  const page = Object.keys(r.files_written).find((p) => /Overdue/.test(p));
  assert.ok(page, Object.keys(r.files_written).join());
  assert.match(files[page], /"kind":"overdue"/);
  assert.match(files['Layout.jsx'], new RegExp(page.slice(6, -4)));
});

test("issue 18: a page for today's schedule", () => {
  const app = gen('Members book classes at our gym; classes have a start time and a capacity.');
  const { r } = edit(app.files, "add a page for today's schedule");
  const page = Object.entries(r.files_written).find(([p]) => /Today/.test(p));
  assert.ok(page, Object.keys(r.files_written).join());
  assert.match(page[1], /"kind":"today"/);
});

test('issue 18: several clauses in one edit ("add X and remove Y")', () => {
  const app = gen('Task manager with projects and tasks. Tasks have a title, due date and priority.');
  const { files } = edit(app.files, 'add an estimate in hours to tasks and remove priority');
  const task = fields(files, 'Task');
  assert.ok(task.some((f) => /estimate/.test(f.name) && f.type === 'number'));
  assert.ok(!task.some((f) => f.name === 'priority'));
});

test('issue 18: an edit it cannot understand changes nothing and names the words', () => {
  const r = editApp({ files: gen(INVOICES).files, prompt: 'flibber the wozzle', app_name: 'Issue App' });
  assert.equal(r.ok, false);
  if (!r.ok) assert.match(r.error, /"flibber the wozzle"/);
});

test('issue 18: after an edit, pages and forms follow the schema (validate_app reports no drift)', async () => {
  const app = gen(INVOICES);
  const { files } = edit(app.files, 'Add a status field to Invoice (draft, sent, paid)');
  const form = Object.entries(files).find(([p, c]) => p.startsWith('pages/') && /"role":"form","entity":"Invoice"/.test(c));
  assert.ok(form && /"name":"status"/.test(form[1]), 'the form has the new status field');
  const report = await validateApp(new Map(Object.entries(files)));
  assert.deepEqual(
    report.issues.filter((i) => /^(?:page-field|form-field)/.test(i.rule)),
    [],
  );
  // a schema changed behind the pages' back is reported
  const drifted = { ...files, 'entities/Invoice.json': files['entities/Invoice.json'].replace('"name": "status"', '"name": "state"') };
  const r2 = await validateApp(new Map(Object.entries(drifted)));
  assert.ok(r2.issues.some((i) => i.rule === 'page-field-unknown'));
  assert.ok(r2.issues.some((i) => i.rule === 'form-field-missing'));
});

test('issue 18: result_summary names the generator and warns what was not understood', () => {
  const app = gen('A CRM to track contacts, companies and deals');
  assert.match(app.summary, /offline/i);
});

test('issue 18: pages drifted by a schema change elsewhere follow the schema again with the next edit', async () => {
  const app = gen(INVOICES);
  // as update_entity_schema or write_app_file would: a new enum field, and a type change
  const schema = JSON.parse(app.files['entities/Invoice.json']) as { fields: Field[] };
  schema.fields.push({ name: 'stage', type: 'enum', values: ['open', 'closed'] });
  const amount = schema.fields.find((f) => f.name === 'amount');
  if (amount) amount.type = 'integer';
  const drifted = { ...app.files, 'entities/Invoice.json': JSON.stringify(schema, null, 2) };
  const before = await validateApp(new Map(Object.entries(drifted)));
  assert.ok(
    before.issues.some((i) => i.rule === 'form-field-missing'),
    'validate_app reports the form without the new field',
  );
  const { r, files } = edit(drifted, 'sync the pages with the schema');
  assert.ok(r.operations.some((o) => o.kind === 'sync_pages'));
  const after = await validateApp(new Map(Object.entries(files)));
  assert.deepEqual(
    after.issues.filter((i) => /^(?:page-field|form-field)/.test(i.rule)).map((i) => `${i.rule} ${i.path}`),
    [],
  );
  // an unrelated edit re-renders drifted pages too
  const other = edit(drifted, 'add a phone number to clients');
  assert.ok(
    Object.keys(other.r.files_written).some((p) => p.startsWith('pages/Invoice')),
    'the Invoice pages are rewritten',
  );
  assert.ok(other.r.warnings.some((w) => /no longer matched/.test(w)));
});

/** Entity names of an app and the first entity among `names` that it makes. */
const made = (app: GeneratedApp, ...names: string[]) => names.find((n) => app.entities.includes(n));
const noOverTime = (app: GeneratedApp) => app.entities.every((e) => !fields(app.files, e).some((f) => /over_time/.test(f.name)));

test('issue 18: "X over time" in a creation prompt keeps past values as records of their own (a value and its date)', () => {
  // the speaker's own weight: a record of weights of no other record, even when nothing else is named
  const mine = gen('track my weight over time');
  const weight = made(mine, 'Weight', 'WeightRecord');
  assert.ok(weight, mine.entities.join());
  const wf = fields(mine.files, weight);
  assert.equal(wf.find((f) => f.name === 'weight')?.type, 'number');
  assert.equal(wf.find((f) => f.name === 'date')?.type, 'date');
  assert.ok(noOverTime(mine));
  // ("my weight" beside runs is not the runs')
  const runs = gen('I want to log my runs with distance and time, and track my weight over time');
  assert.ok(!fields(runs.files, made(runs, 'Weight', 'WeightRecord')!).some((f) => f.type === 'relation'));
  // each plant's height: many heights of one plant, and no height_over_time field on the plant
  const plants = gen("A plant care app: plants with name and species. Log each plant's height over time");
  const height = made(plants, 'Height', 'HeightRecord');
  assert.ok(height, plants.entities.join());
  assert.ok(relatesTo(fields(plants.files, height), 'Plant'));
  assert.ok(!fields(plants.files, 'Plant').some((f) => f.type === 'relation' && f.target === height));
  assert.ok(noOverTime(plants));
  // a list of values and whose they are, said before "over time"
  const both = gen('Track the weight and height of each plant over time');
  for (const v of ['Weight', 'Height'])
    assert.ok(relatesTo(fields(both.files, made(both, v, `${v}Record`)!), 'Plant'), both.entities.join());
  // ("stock levels": a word before the value that names no record is part of the value's name, and the
  // value is a number, not a choice of skill levels)
  const stock = gen('An inventory app: products with name and SKU; monitor stock levels over time');
  const level = stock.entities.find((e) => /^StockLevel/.test(e));
  assert.ok(level, stock.entities.join());
  assert.equal(fields(stock.files, level).find((f) => f.name === 'stock_level')?.type, 'integer');
  assert.ok(relatesTo(fields(stock.files, level), 'Product'));
  // "see how prices change over time": the record that has a price
  const shop = gen('Keep my shop products with name and price, and see how prices change over time');
  const price = made(shop, 'PriceRecord', 'Price');
  assert.ok(price && relatesTo(fields(shop.files, price), 'Product'), shop.entities.join());
});

test('issue 18: "the maintenance of my bike", "repairs to my van": the thing is a record, and each piece of work on it one of its own', () => {
  for (const [prompt, thing, work] of [
    ['An app to track the maintenance of my bike', 'Bike', 'Maintenance'],
    ['keep track of the servicing of our boilers', 'Boiler', 'Maintenance'],
    ['log repairs to my van', 'Van', 'Repair'],
  ]) {
    const app = gen(prompt);
    assert.ok(app.entities.includes(thing) && app.entities.includes(work), `${prompt}: ${app.entities.join()}`);
    const fs = fields(app.files, work);
    assert.ok(relatesTo(fs, thing), `${work} of the ${thing}`);
    for (const f of ['date', 'work_done', 'cost'])
      assert.ok(
        fs.some((x) => x.name === f),
        `${work}.${f} in ${fs.map((x) => x.name).join()}`,
      );
  }
});

test('issue 18: "the maintenance of my bike: date, what was done, cost" — the list after the phrase is the work\'s', () => {
  const app = gen('track the maintenance of my bike: date, what was done, cost');
  const work = fields(app.files, 'Maintenance');
  for (const f of ['date', 'work_done', 'cost'])
    assert.ok(
      work.some((x) => x.name === f),
      `Maintenance.${f} in ${work.map((x) => x.name).join()}`,
    );
  assert.ok(relatesTo(work, 'Bike'));
  const bike = fields(app.files, 'Bike');
  assert.ok(!bike.some((x) => /^(?:date|work_done|cost)$/.test(x.name)), bike.map((x) => x.name).join());
});

test('issue 18: what the users do not know is no record or field, and "medical records system" is a compound, not "medical" recording a list', () => {
  const clinic = gen('A medical records system for a small clinic, usable by staff with no programming knowledge');
  assert.ok(!clinic.entities.some((e) => /^Medical|Knowledge|Programming/.test(e)), clinic.entities.join());
  for (const e of clinic.entities) assert.ok(!fields(clinic.files, e).some((f) => /knowledge|system_for/.test(f.name)), e);
  const lawyers = gen('A case tracker for lawyers with little computer experience: cases with a title and a status');
  for (const e of lawyers.entities) assert.ok(!/Experience/.test(e) && !fields(lawyers.files, e).some((f) => /experience/.test(f.name)), e);
  const shop = gen('Stock tracking for my shop, for people without technical skills: products with a name and a price');
  assert.ok(!shop.entities.includes('Skill'), shop.entities.join());
});

test("issue 18: a template brings the fields of its own setting only: a bakery's orders (restaurant template) have no table", () => {
  const bakery = gen('An app for my bakery to take custom cake orders');
  const order = bakery.entities.find((e) => /Order$/.test(e));
  assert.ok(order, bakery.entities.join());
  const fs = fields(bakery.files, order);
  assert.ok(!fs.some((f) => /table/.test(f.name)), fs.map((f) => f.name).join());
  assert.ok(!fs.find((f) => f.name === 'status')?.values?.includes('served'));
  assert.ok(!/Table 4/.test(Object.values(bakery.files).join('\n')));
  // a restaurant's orders keep their table
  const diner = gen('A restaurant app: menu items, orders and reservations');
  assert.ok(fields(diner.files, 'Order').some((f) => f.name === 'table_number'));
});

test('issue 18: "remove the X feature" where the app has no X changes nothing and says so; a record it lacks stays refused', () => {
  const notes = gen('A notes app: notebooks with a title and notes with a body');
  for (const prompt of ['Remove the commenting feature', 'remove the fund management', 'remove the voice live streaming']) {
    const r = editApp({ files: notes.files, prompt, app_name: 'Issue App' });
    assert.ok(r.ok, `${prompt}: ${r.ok ? '' : r.error}`);
    if (r.ok) {
      assert.equal(Object.keys(r.files_written).length + r.files_deleted.length, 0);
      assert.match(r.summary, /has no/);
    }
  }
  assert.equal(editApp({ files: notes.files, prompt: 'remove the spaceships', app_name: 'Issue App' }).ok, false);
  // (the feature of an act the app keeps records of removes them)
  const blog = gen('A blog: posts with a title and body; comments with an author and text, linked to a post');
  const { files } = edit(blog.files, 'Remove the commenting feature');
  assert.ok(!('entities/Comment.json' in files));
});
