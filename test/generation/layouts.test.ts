/**
 * Layouts chosen by purpose (src/generation/offline/layouts.ts). The classifier is tested on models
 * written by hand, so that a change in how prompts are understood does not move these rows, with prompts
 * worded in many ways; then whole apps made from prompts keep their layout pages through edits, theme
 * changes and schema follow-ups.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { transformSync } from 'esbuild';
import { buildModel, generateApp } from '../../src/generation/offline/generate.ts';
import { editApp } from '../../src/generation/offline/edit.ts';
import { followSchema } from '../../src/generation/offline/follow.ts';
import { classifyLayout, isImageField, planLayout, readLayout, workflowFieldOf } from '../../src/generation/offline/layouts.ts';
import type { AppModel, FieldSpec, LayoutKind } from '../../src/generation/offline/types.ts';
import type { AnalysedEntity } from '../../src/generation/offline/analyse.ts';
import type { EditSuccess, GeneratedApp } from '../../src/generation/offline/index.ts';

/** "name:string photo:url price:number owner:>Member status:enum(todo|doing|done)" → fields. */
function fields(spec: string): FieldSpec[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((part) => {
      const [name, type] = part.split(':');
      if (type.startsWith('>')) return { name, type: 'relation', target: type.slice(1) } as FieldSpec;
      const m = /^enum\((.*)\)$/.exec(type);
      if (m) return { name, type: 'enum', values: m[1].split('|') } as FieldSpec;
      return { name, type } as FieldSpec;
    });
}

function model(entities: Record<string, string>): AppModel {
  const list = Object.entries(entities).map(
    ([name, spec]) => ({ name, description: '', fields: fields(spec), icon: 'List' }) as unknown as AnalysedEntity,
  );
  return buildModel('Test', list, 'indigo');
}

type Row = {
  prompt: string;
  entities: Record<string, string>;
  kinds: LayoutKind[];
  catalog?: string[];
  calendars?: string[];
  boards?: string[];
};

const ROWS: Row[] = [
  // internal tools: a dashboard, whatever pictures or prices their records have
  {
    prompt: 'Stock control for our warehouse: parts with a price, a photo and a bin location',
    entities: { Part: 'name:string price:number photo:url bin:string' },
    kinds: [],
  },
  {
    prompt: 'HR system to manage employees, their departments and salaries',
    entities: { Employee: 'full_name:string salary:number department:>Department', Department: 'name:string' },
    kinds: [],
  },
  { prompt: 'keep a log of my car maintenance', entities: { Service: 'title:string cost:number odometer:integer' }, kinds: [] },
  // catalogs: public words, or pictures with no internal purpose
  {
    prompt: 'An online store for my handmade soaps',
    entities: { Soap: 'name:string price:number scent:string', Order: 'customer:string total:number soap:>Soap' },
    kinds: ['catalog'],
    catalog: ['Soap'],
  },
  {
    prompt: "Our café's menu on the web: dishes, their prices and a picture of each",
    entities: { Dish: 'name:string price:number picture:url category:>Category', Category: 'name:string' },
    kinds: ['catalog'],
    catalog: ['Dish'],
  },
  {
    prompt: 'portfolio site for an architect showing past projects',
    entities: { Project: 'title:string cover_image:url year:integer' },
    kinds: ['catalog'],
    catalog: ['Project'],
  },
  {
    prompt: 'a collection of my houseplants',
    entities: { Plant: 'name:string photo:url watering:string' },
    kinds: ['catalog'],
    catalog: ['Plant'],
  },
  {
    prompt: 'Listings of flats for rent in town with a monthly rent and photos',
    entities: { Flat: 'address:string rent:number photos:string' },
    kinds: ['catalog'],
    catalog: ['Flat'],
  },
  // calendars: something booked with a start
  {
    prompt: 'Patients make appointments with the dentist',
    entities: { Appointment: 'patient:>Patient starts_at:datetime notes:text', Patient: 'full_name:string date_of_birth:date' },
    kinds: ['calendar'],
    calendars: ['Appointment:starts_at'],
  },
  {
    prompt: 'Volunteers sign up for shifts at the food bank',
    entities: { Shift: 'title:string shift_date:date volunteer:>Volunteer', Volunteer: 'full_name:string joined_on:date' },
    kinds: ['calendar'],
    calendars: ['Shift:shift_date'],
  },
  {
    prompt: 'Schedule for the rehearsal rooms',
    entities: { Room: 'name:string', Rehearsal: 'band:string start_time:datetime end_time:datetime room:>Room' },
    kinds: ['calendar'],
    calendars: ['Rehearsal:start_time'],
  },
  {
    // no booked noun, but the prompt asks for a schedule and the record has a date it happens on
    prompt: 'plan the content we post, on a calendar',
    entities: { Post: 'title:string publish_date:date channel:string' },
    kinds: ['calendar'],
    calendars: ['Post:publish_date'],
  },
  {
    // a due date is a deadline, not a booking: no calendar
    prompt: 'Library loans with a due date',
    entities: { Loan: 'borrower:string due_date:date returned:boolean' },
    kinds: [],
  },
  // boards: a status from a first state to a last one
  {
    prompt: 'Sales pipeline of opportunities',
    entities: { Opportunity: 'title:string value:number stage:enum(lead|qualified|proposal|won|lost)' },
    kinds: ['board'],
    boards: ['Opportunity:stage'],
  },
  {
    prompt: 'Send invoices to customers and see which are paid',
    entities: { Invoice: 'number:string amount:number status:enum(draft|sent|paid|overdue)' },
    kinds: ['board'],
    boards: ['Invoice:status'],
  },
  {
    prompt: 'a to-do list',
    entities: { Todo: 'title:string status:enum(todo|doing|done)' },
    kinds: ['board'],
    boards: ['Todo:status'],
  },
  {
    // a status that is no workflow (no first and last state), and no board asked for: no board
    prompt: 'a list of members',
    entities: { Member: 'full_name:string status:enum(active|inactive|suspended)' },
    kinds: [],
  },
  {
    // ... but the prompt asks for a kanban: the same status makes a board
    prompt: 'kanban of members by membership status',
    entities: { Member: 'full_name:string status:enum(active|inactive|suspended)' },
    kinds: ['board'],
    boards: ['Member:status'],
  },
  {
    prompt: 'bug tracker with priorities',
    entities: { Bug: 'title:string priority:enum(low|medium|high) state:enum(reported|triaged|fixed|wontfix)' },
    kinds: ['board'],
    boards: ['Bug:state'],
  },
  // combinations
  {
    prompt: 'A hair salon where clients book appointments for services',
    entities: {
      Appointment: 'title:string start_time:datetime client:>Client service:>Service status:enum(booked|confirmed|completed|cancelled)',
      Service: 'name:string price:number duration_minutes:integer',
      Client: 'full_name:string email:email',
    },
    kinds: ['catalog', 'calendar'],
    catalog: ['Service'],
    calendars: ['Appointment:start_time'],
    // the appointment has its calendar, so its status makes no board
    boards: [],
  },
  {
    prompt: 'Taco truck: our menu online, and orders the kitchen moves from new to served',
    entities: {
      MenuItem: 'name:string price:number photo:url',
      Order: 'customer_name:string status:enum(new|preparing|ready|served) item:>MenuItem',
    },
    kinds: ['catalog', 'board'],
    catalog: ['MenuItem'],
    boards: ['Order:status'],
  },
];

for (const row of ROWS) {
  test(`layout: "${row.prompt}" → ${row.kinds.join(' + ') || 'internal tool'}`, () => {
    const m = model(row.entities);
    const decision = classifyLayout(m, row.prompt);
    assert.deepEqual(decision.kinds, row.kinds, decision.reasons.join('; '));
    assert.ok(decision.reasons.length > 0, 'the decision says why');
    m.layout = { kinds: decision.kinds };
    const plan = planLayout(m);
    assert.deepEqual(plan.catalog, row.catalog ?? [], 'catalog entities');
    assert.equal(plan.home, plan.catalog.length ? 'landing' : 'dashboard');
    if (row.calendars)
      assert.deepEqual(
        plan.calendars.map((c) => `${c.entity}:${c.field}`),
        row.calendars,
      );
    if (row.boards)
      assert.deepEqual(
        plan.boards.map((b) => `${b.entity}:${b.field}`),
        row.boards,
      );
  });
}

test('layout readings: picture fields, workflows', () => {
  const f = (name: string, type: FieldSpec['type']) => ({ name, type }) as FieldSpec;
  for (const n of ['photo', 'cover_image', 'logo', 'avatar_url', 'photos', 'thumbnail']) assert.ok(isImageField(f(n, 'url')), n);
  for (const n of ['website', 'resume', 'photographer', 'imagery_notes']) assert.ok(!isImageField(f(n, 'url')), n);
  assert.ok(!isImageField(f('photo', 'number')));
  const wf = (values: string[], name = 'status') =>
    workflowFieldOf({ name: 'X', description: '', fields: [{ name, type: 'enum', values }] });
  assert.equal(wf(['to do', 'in progress', 'done'])?.strict, true, 'values with spaces');
  assert.equal(wf(['Draft', 'Review', 'Published'])?.strict, true, 'capitalised values');
  assert.equal(wf(['low', 'medium', 'high'], 'priority'), undefined, 'a priority is no workflow');
  assert.equal(wf(['a', 'b'])?.strict, undefined, 'two values make no board');
});

// ---------------------------------------------------------------------------------------------
// Whole apps: the pages of each layout, through edits and schema follow-ups

function gen(prompt: string, name = 'Test App'): GeneratedApp {
  const r = generateApp({ name, prompt });
  if (!r.ok) assert.fail(`${prompt}: ${r.error}`);
  return r;
}

function apply(files: Record<string, string>, r: EditSuccess): Record<string, string> {
  const next = { ...files, ...r.files_written };
  for (const p of r.files_deleted) delete next[p];
  return next;
}

function edit(app: GeneratedApp, files: Record<string, string>, prompt: string): Record<string, string> {
  const r = editApp({ files, prompt, app_name: 'Test App', settings: app.settings });
  if (!r.ok) assert.fail(`${prompt}: ${r.error}`);
  return apply(files, r);
}

function role(files: Record<string, string>, r: string): Array<{ path: string; marker: Record<string, string> }> {
  return Object.entries(files)
    .filter(([p]) => p.startsWith('pages/'))
    .map(([path, c]) => ({ path, marker: JSON.parse(/^\/\/ fine-structure:page (\{.*\})$/m.exec(c)?.[1] ?? '{}') }))
    .filter((x) => x.marker.role === r);
}

function assertParses(files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files))
    if (/\.jsx?$/.test(path)) assert.doesNotThrow(() => transformSync(content, { loader: 'jsx', sourcefile: path }), `${path} parses`);
}

test('a board app: the board follows a new field, a theme change and update_entity_schema', () => {
  const app = gen('A bug tracker: bugs have a title and a status (new, open, resolved, closed)');
  assert.match(app.summary, /Layout: .*board of Bug by status/);
  assert.match(app.summary, /runs from new to closed/);
  const [board] = role(app.files, 'board');
  assert.ok(board, 'a board page');
  assert.equal(board.marker.entity, 'Bug');
  assert.match(app.files['Layout.jsx'], /^const LAYOUT = \{"kinds":\["board"\]\};$/m);
  assert.match(app.files['Layout.jsx'], new RegExp(`"page":"${board.path.slice(6, -4)}"`), 'the nav shows the board');
  assert.match(app.files[board.path], /svc\.entities\.Bug\.update\(id, \{ \[STATUS_FIELD\]: value \}\)/);
  assert.deepEqual(readLayout(app.files), { kinds: ['board'] });

  // an added field reaches the board's FIELDS; a theme change repaints it
  let files = edit(app, app.files, 'add a due date field to bugs');
  assert.match(files[board.path], /"name":"due_date"/);
  files = edit(app, files, 'make it green');
  assert.match(files[board.path], /bg-green-600/);
  assert.doesNotMatch(files[board.path], /indigo/);
  assert.ok(role(files, 'board').length === 1, 'still one board');

  // update_entity_schema adds a status value: the board gets the column
  const schema = JSON.parse(files['entities/Bug.json']);
  schema.fields.find((f: FieldSpec) => f.name === 'status').values.push('on_hold');
  const followed = followSchema({ files, appName: 'Test App', settings: app.settings, entity: 'Bug', after: JSON.stringify(schema) });
  assert.match(followed[board.path] ?? '', /const COLUMNS = \[.*"on_hold"\]/);
  assertParses({ ...files, ...followed });

  // the status field removed: no workflow left, so the board goes with it
  const gone = edit(app, files, 'remove the status field from bugs');
  assert.equal(gone[board.path], undefined);
  assert.doesNotMatch(gone['Layout.jsx'], new RegExp(`"page":"${board.path.slice(6, -4)}"`));
});

test('a catalog app: landing home, card grid with pictures and prices, image previews', () => {
  const app = gen('An online shop selling prints: each print has a title, an image, a price and a size (small, medium or large)');
  assert.match(app.summary, /Layout: public catalog/);
  const home = app.files['pages/Home.jsx'];
  assert.match(home, /"layout":"landing"/);
  assert.match(home, /Featured/);
  const [list] = Object.entries(app.files).filter(([, c]) => /"role":"list","entity":"Print","view":"cards"/.test(c));
  assert.ok(list, 'Print list is a card grid');
  assert.match(list[1], /<RecordImage/);
  assert.match(list[1], /const CARD = \{"image":"image","price":"price"/);
  assert.match(app.files['pages/PrintForm.jsx'], /"name":"image","label":"Image","type":"url","image":true/);
  assert.match(app.files['components/RecordForm.jsx'], /preview/);
  assert.match(app.files['Layout.jsx'], /"label":"Home","icon":"House"/);
  // an edit keeps the catalog: the new field shows in the grid's FIELDS
  const files = edit(app, app.files, 'add a stock field to prints');
  assert.match(files[list[0]], /"view":"cards"/);
  assert.match(files[list[0]], /"name":"stock"/);
  assert.match(files['pages/Home.jsx'], /"layout":"landing"/);
  assertParses(files);
});

test('a calendar app: a month/week calendar of the booked entity, day links prefill the form', () => {
  const app = gen(
    'Appointment booking for a hair salon: clients book appointments with stylists for services, with a start time and notes',
  );
  const [cal] = role(app.files, 'calendar');
  assert.ok(cal, `a calendar page: ${app.summary}`);
  assert.equal(cal.marker.entity, 'Appointment');
  assert.equal(cal.marker.field, 'start_time');
  assert.match(app.files[cal.path], /data-day=\{key\}/);
  const form = app.files[`pages/${cal.marker.entity}Form.jsx`];
  assert.match(form, /field\.type === 'date' \|\| field\.type === 'datetime'/, 'the form takes the day from the link');
  // a salon is also a catalog of its services: the landing page offers the booking
  assert.match(app.files['pages/Home.jsx'], /"label":"Book an appointment","page":"AppointmentForm"/);
  const files = edit(app, app.files, 'add a room field to appointments');
  assert.match(files[cal.path], /"name":"room"/);
  assertParses(files);
});

test('an internal tool with a calendar: the dashboard lists what is coming up', () => {
  const app = gen('Nurses pick up shifts on a rota; each shift has a ward and a start date');
  assert.match(app.summary, /Layout: internal tool.*calendar of Shift/);
  assert.match(app.files['pages/Home.jsx'], /const UPCOMING = \[\{"key":"Shift"/);
  assert.match(app.files['pages/Home.jsx'], /import \{ [^}]*dayKey[^}]* \} from '\.\.\/components\/format\.js'/);
});

test('an internal tool: a dashboard with status breakdowns, pictures shown in lists', () => {
  const app = gen('Inventory for our warehouse: items with a photo, a quantity and a condition (new, used or damaged)');
  assert.match(app.summary, /Layout: internal tool/);
  assert.equal(readLayout(app.files), undefined, 'no layout kinds are stored');
  assert.match(app.files['pages/Home.jsx'], /const BREAKDOWNS = /);
  assert.equal(role(app.files, 'board').length + role(app.files, 'calendar').length, 0);
  const list = Object.values(app.files).find((c) => /"role":"list"/.test(c) && /"image":true/.test(c));
  assert.ok(list, 'a list page knows its picture field');
  assert.match(list!, /const COLUMNS = \["[a-z_]+","photo"/, 'the picture is the second column');
});

test('the format helpers the layout pages use (components/format.js) run as written', async () => {
  const { sharedComponents } = await import('../../src/generation/offline/components.ts');
  // the SDK import is the one thing an app provides; a stand-in keeps the module loadable here
  const src = sharedComponents('indigo')['components/format.js'].replace(
    "import { createPageUrl } from '@svc/sdk';",
    'const createPageUrl = (p) => `/${p}`;',
  );
  const f = await import(`data:text/javascript,${encodeURIComponent(src)}`);
  assert.equal(f.imageSrc('https://example.com/a.jpg'), 'https://example.com/a.jpg');
  assert.equal(f.imageSrc('/files/a.png'), '/files/a.png');
  assert.equal(f.imageSrc('a sunny photo'), null);
  assert.equal(f.imageSrc('//cdn.example.com/a.png'), '//cdn.example.com/a.png');
  assert.equal(f.dayKey('2025-06-01'), '2025-06-01');
  assert.equal(f.dayKey(new Date(2025, 5, 1, 23, 30)), '2025-06-01');
  assert.equal(f.dayKey('not a date'), '');
  assert.equal(f.formatMoney(12.5), (12.5).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
});

test('layout requests in edits add and remove boards, calendars and catalogs', () => {
  const app = gen('Keep our contacts with a name, an email and a status (lead, customer, inactive)');
  assert.equal(readLayout(app.files), undefined, 'no workflow: an internal tool');
  let files = edit(app, app.files, 'add a kanban board');
  const [board] = role(files, 'board');
  assert.ok(board, 'a board page');
  assert.match(files['Layout.jsx'], /^const LAYOUT = \{"kinds":\["board"\]\};$/m);
  assert.match(files['Layout.jsx'], new RegExp(`"page":"${board.path.slice(6, -4)}"`));
  assertParses(files);
  const again = editApp({ files, prompt: 'add a kanban board', app_name: 'Test App', settings: app.settings });
  assert.ok(
    again.ok && /^Nothing to change: the app already has a status board/.test(again.summary) && !Object.keys(again.files_written).length,
  );
  files = edit(app, files, 'remove the board');
  assert.equal(role(files, 'board').length, 0);
  assert.equal(files[board.path], undefined, 'the board page is deleted');
  assert.equal(readLayout(files)?.kinds.length ?? 0, 0);

  // nothing to show that way: the edit says what is missing and changes nothing
  const books = gen('Track books with a title and an author');
  for (const [prompt, why] of [
    ['add a kanban board', /no entity has a status/],
    ['show the books on a calendar', /no entity has a date/],
  ] as const) {
    const r = editApp({ files: books.files, prompt, app_name: 'Test App', settings: books.settings });
    assert.ok(!r.ok && why.test(r.error), `${prompt}: ${JSON.stringify(r)}`);
  }
  // "board" as a record or a field is not a layout
  const r = editApp({ files: books.files, prompt: 'add a Board entity with a name', app_name: 'Test App', settings: books.settings });
  assert.ok(r.ok && r.operations.every((o) => o.kind !== 'change_layout'), JSON.stringify(r));

  const shop = gen('Track products with a name, a photo and a price');
  if (readLayout(shop.files)?.kinds.includes('catalog')) return; // already a catalog by its picture
  const s = edit(shop, shop.files, 'make it a shop');
  assert.match(s['pages/Home.jsx'], /"layout":"landing"/);
});
