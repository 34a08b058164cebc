// Edit prompts worded the way people type follow-ups (issue 18, Edits): each row is one phrasing and
// what it must do to the app, or how it must be refused (changing nothing, naming what it could not place).
import test from 'node:test';
import assert from 'node:assert/strict';
import { editApp } from '../../src/generation/offline/index.ts';
import { describedAsRequest } from '../../src/generation/offline/edit-phrases.ts';
import { baseApp as base, editOnBase as run, fieldNamed as field, fieldsOf } from '../support/offline-edits.ts';

const TASKS = 'Task manager with projects and tasks. Tasks have a title, due date and priority.';
const STATUS_TASKS = 'Task manager with projects and tasks. Tasks have a title and a status (todo, doing, done).';
const INVOICES = 'Freelance invoicing: clients and invoices with a number, amount, due date and whether it has been paid.';
const RECIPES = 'A recipe collection: recipes with title, ingredients and cooking time, grouped into categories.';
const LOANS = 'a lending library for our office: books, members and loans with a due date';
const GARAGE = 'A garage: cars with a registration and a make, and repairs with a car, a date and a cost.';
const SHOP = 'A small shop with products (name, price, stock) and orders from customers.';
const CAMP = 'Campsite: pitches with a number, and stays with an arrival date and a departure date.';
const NETBALL = 'Netball club: players with a name and a position, and training sessions with a date and a venue.';
const HOTEL = 'Small hotel: guests with a name and a phone, rooms with a number and a rate, and stays with check-in and check-out dates.';
const GALLERY = 'An online art gallery: art pieces with a title and a price, and artists with a name and a bio.';

type Row = { base: string; prompt: string; check: (files: Record<string, string>, summary: string) => void };

const viewOf = (files: Record<string, string>, page: string) =>
  JSON.parse(/const VIEW = (.*);\n/.exec(files[`pages/${page}.jsx`] ?? '')?.[1] ?? 'null') as {
    sort: string;
    filters: string[];
    initial?: Record<string, string>;
  } | null;

const ROWS: Row[] = [
  {
    base: TASKS,
    prompt: 'give each task a type: bug, feature or chore',
    check: (f) => assert.deepEqual(field(f, 'Task', 'type')?.values, ['bug', 'feature', 'chore']),
  },
  {
    base: TASKS,
    prompt: 'priority should be a dropdown with low, medium, high and urgent',
    check: (f) => assert.deepEqual(field(f, 'Task', 'priority')?.values, ['low', 'medium', 'high', 'urgent']),
  },
  {
    base: STATUS_TASKS,
    prompt: 'add "blocked" as a status option',
    check: (f) => assert.ok(field(f, 'Task', 'status')?.values?.includes('blocked')),
  },
  {
    base: TASKS,
    prompt: 'rename priority to urgency, and make the due date required',
    check: (f) => {
      assert.ok(field(f, 'Task', 'urgency') && !field(f, 'Task', 'priority'));
      assert.equal(field(f, 'Task', 'due_date')?.required, true);
    },
  },
  {
    base: TASKS,
    prompt: 'move the due date from tasks to projects',
    check: (f) => {
      assert.equal(field(f, 'Task', 'due_date'), undefined);
      assert.equal(field(f, 'Project', 'due_date')?.type, 'date');
    },
  },
  {
    base: 'Event management: events with a date and venue, and attendees who register for events.',
    prompt: 'the event date should include the time',
    check: (f) => assert.equal(fieldsOf(f, 'Event')?.find((x) => /date/.test(x.name))?.type, 'datetime'),
  },
  {
    base: RECIPES,
    prompt: 'get rid of the cooking time on recipes',
    check: (f) => assert.ok(!fieldsOf(f, 'Recipe')?.some((x) => /cooking/.test(x.name))),
  },
  {
    base: SHOP,
    prompt: 'Great work. Can we also have a discount code on orders? Thanks',
    check: (f) => assert.ok(fieldsOf(f, 'Order')?.some((x) => /discount/.test(x.name))),
  },
  {
    base: LOANS,
    prompt: 'add reservations: a member can reserve a book for a date',
    check: (f) => {
      const r = fieldsOf(f, 'Reservation') ?? [];
      assert.ok(r.some((x) => x.target === 'Member') && r.some((x) => x.target === 'Book'), 'the new entity joins both');
      assert.ok(r.some((x) => x.type === 'date'));
      assert.equal(Object.keys(f).filter((p) => /^entities\//.test(p)).length, 4, 'no second join entity');
    },
  },
  {
    base: 'Vet clinic with owners, pets and visits',
    prompt: 'add vaccinations for pets with a vaccine name and the date given',
    check: (f) => assert.ok(fieldsOf(f, 'Vaccination')?.some((x) => x.target === 'Pet')),
  },
  {
    base: INVOICES,
    prompt: 'show unpaid invoices',
    check: (f) => assert.match(f['pages/UnpaidInvoices.jsx'] ?? '', /"field":"paid","value":"false"/),
  },
  {
    base: SHOP,
    prompt: 'brand colour #0a7',
    check: (f) => assert.match(f['Layout.jsx'], /emerald-/),
  },
  {
    base: 'Members book classes at our gym; classes have a start time and a capacity.',
    prompt: 'Can classes have a level? beginner, intermediate or advanced',
    check: (f) => assert.deepEqual(field(f, 'Class', 'level')?.values, ['beginner', 'intermediate', 'advanced']),
  },
  {
    base: 'Event management: events with a date and venue, and attendees who register for events.',
    prompt: 'Events need a capacity and it should be required',
    check: (f) => assert.equal(field(f, 'Event', 'capacity')?.required, true),
  },
  {
    base: 'Event management: events with a date and venue, and attendees who register for events.',
    prompt: 'Make venue its own entity with a name, an address and a capacity, and link events to it',
    check: (f) => {
      assert.ok(fieldsOf(f, 'Venue')?.some((x) => x.name === 'address'));
      assert.equal(fieldsOf(f, 'Event')?.find((x) => /venue/.test(x.name))?.target, 'Venue', 'the text field became the relation');
    },
  },
  {
    base: SHOP,
    prompt: 'products can have several tags',
    check: (f) => {
      const join = Object.keys(f).find((p) => /^entities\/ProductTag\.json$/.test(p));
      assert.ok(join, 'a join entity: tags are shared between products');
    },
  },
  // what follows the entity of "add … to X": a filler, a type, values, more entities, a further request
  { base: TASKS, prompt: 'add an estimate to tasks pls', check: (f) => assert.ok(field(f, 'Task', 'estimate')) },
  { base: TASKS, prompt: 'add a summary to tasks as a long text', check: (f) => assert.equal(field(f, 'Task', 'summary')?.type, 'text') },
  {
    base: TASKS,
    prompt: 'add a category to tasks - bug, feature, chore',
    check: (f) => assert.deepEqual(field(f, 'Task', 'category')?.values, ['bug', 'feature', 'chore']),
  },
  {
    base: TASKS,
    prompt: 'add a budget to tasks and projects',
    check: (f) => assert.ok(field(f, 'Task', 'budget') && field(f, 'Project', 'budget'), 'on both entities'),
  },
  {
    base: STATUS_TASKS,
    prompt: 'add an estimate to tasks and a page of done tasks',
    check: (f) => {
      assert.ok(field(f, 'Task', 'estimate'));
      assert.ok(
        Object.keys(f).some((p) => /^pages\/Done\w*\.jsx$/.test(p)),
        'the page asked for after "and"',
      );
    },
  },
  {
    base: RECIPES,
    prompt: 'remove the ingredients from recipes and add a prep time in minutes',
    check: (f) => assert.ok(fieldsOf(f, 'Recipe')?.some((x) => /prep/.test(x.name) && (x.type === 'integer' || x.type === 'number'))),
  },
  {
    base: SHOP,
    prompt: 'we need to track refunds issued on each order, with an amount and a reason',
    check: (f) =>
      assert.ok(
        fieldsOf(f, 'Refund')?.some((x) => x.target === 'Order'),
        'a new record linked to the entity',
      ),
  },
  // pronouns, dashes, coordinated subjects and several new things in one clause
  {
    base: SHOP,
    prompt: 'add suppliers with a name and an email and link them to products',
    check: (f) => assert.ok(fieldsOf(f, 'Supplier')?.some((x) => x.target === 'Product')),
  },
  {
    base: TASKS,
    prompt: 'add an estimate to tasks and then sort them by due date',
    check: (f) => assert.match(f['pages/Tasks.jsx'], /"sort":"due_date"/),
  },
  {
    base: SHOP,
    prompt: 'add warehouses and couriers; every order belongs to a courier and each courier has a warehouse',
    check: (f) => {
      assert.equal(fieldsOf(f, 'Order')?.find((x) => x.target === 'Courier')?.type, 'relation');
      assert.equal(fieldsOf(f, 'Courier')?.find((x) => x.target === 'Warehouse')?.type, 'relation');
    },
  },
  {
    base: SHOP,
    prompt: 'add shipments - a shipment is for one order and has a tracking number',
    check: (f) => assert.ok(fieldsOf(f, 'Shipment')?.some((x) => x.target === 'Order')),
  },
  {
    base: SHOP,
    prompt: 'add returns with a reason and a date, and reviews with a rating',
    check: (f) => assert.ok(fieldsOf(f, 'Return') && fieldsOf(f, 'Review')?.some((x) => x.name === 'rating')),
  },
  // relations said as where a record comes from, or to several entities at once
  {
    base: LOANS,
    prompt: 'add branches. A loan always comes from one branch',
    check: (f) => assert.ok(fieldsOf(f, 'Loan')?.some((x) => x.target === 'Branch')),
  },
  {
    base: TASKS,
    prompt: 'add clients and teams, then link projects to clients and teams',
    check: (f) =>
      assert.deepEqual(
        fieldsOf(f, 'Project')
          ?.filter((x) => x.type === 'relation')
          .map((x) => x.target)
          .sort(),
        ['Client', 'Team'],
      ),
  },
  // renames, sorting, colours, required fields and field order
  { base: LOANS, prompt: 'rename members to borrowers everywhere', check: (f) => assert.ok(fieldsOf(f, 'Borrower')) },
  { base: SHOP, prompt: 'sort products alphabetically', check: (f) => assert.match(f['pages/Products.jsx'], /"sort":"name"/) },
  { base: TASKS, prompt: 'make the header orange', check: (_f, summary) => assert.match(summary, /→ orange/) },
  {
    base: TASKS,
    prompt: 'make the task due date required and the project deadline required too',
    check: (f) => assert.ok(field(f, 'Task', 'due_date')?.required && field(f, 'Project', 'deadline')?.required),
  },
  { base: TASKS, prompt: 'move the priority to the top on tasks', check: (f) => assert.equal(fieldsOf(f, 'Task')?.[0].name, 'priority') },
  {
    base: TASKS,
    prompt: 'put the due date before the title on tasks',
    check: (f) => {
      const names = fieldsOf(f, 'Task')?.map((x) => x.name) ?? [];
      assert.ok(names.indexOf('due_date') < names.indexOf('title'), names.join(', '));
    },
  },
  // values said after a colon or as the states an entity can be in; "let members rate"
  {
    base: LOANS,
    prompt: 'books need a format: hardback, paperback, ebook',
    check: (f) => assert.deepEqual(field(f, 'Book', 'format')?.values, ['hardback', 'paperback', 'ebook']),
  },
  {
    base: LOANS,
    prompt: 'loans can be active, returned or lost',
    check: (f) => assert.deepEqual(field(f, 'Loan', 'status')?.values, ['active', 'returned', 'lost']),
  },
  {
    base: LOANS,
    prompt: 'let members rate books out of 5',
    check: (f) => assert.ok(fieldsOf(f, 'Book')?.some((x) => /rating/.test(x.name))),
  },
  {
    base: TASKS,
    prompt: 'tasks: add a score from 1 to 10',
    check: (f) => assert.ok(fieldsOf(f, 'Task')?.some((x) => /score/.test(x.name))),
  },
  // wants, renames by "call", sort wordings, headings over several requests, verbs that carry over
  { base: TASKS, prompt: 'i want tasks to have a colour', check: (f) => assert.ok(field(f, 'Task', 'colour')) },
  { base: TASKS, prompt: 'call tasks todos', check: (f) => assert.ok(fieldsOf(f, 'Todo') && !fieldsOf(f, 'Task')) },
  {
    base: TASKS,
    prompt: 'change the name of projects to boards',
    check: (f) => assert.ok(fieldsOf(f, 'Board') && !fieldsOf(f, 'Project')),
  },
  {
    base: TASKS,
    prompt: 'the default sort for tasks should be due date',
    check: (f) => assert.match(f['pages/Tasks.jsx'], /"sort":"due_date"/),
  },
  {
    base: TASKS,
    prompt: 'sort tasks by priority then due date',
    check: (f, summary) => {
      assert.match(f['pages/Tasks.jsx'], /"sort":"priority"/);
      assert.match(summary, /sorted by priority/);
    },
  },
  {
    base: TASKS,
    prompt: 'tasks: remove priority, add effort (S, M, L)',
    check: (f) => {
      assert.equal(field(f, 'Task', 'priority'), undefined);
      assert.deepEqual(field(f, 'Task', 'effort')?.values, ['s', 'm', 'l']);
    },
  },
  {
    base: TASKS,
    prompt: 'task priority: low, high, urgent',
    check: (f) => assert.deepEqual(field(f, 'Task', 'priority')?.values, ['low', 'high', 'urgent']),
  },
  { base: TASKS, prompt: 'I need a dashboard', check: (f) => assert.ok(f['pages/Dashboard.jsx']) },
  {
    base: TASKS,
    prompt: 'add teams and assign each project to a team',
    check: (f) => assert.ok(fieldsOf(f, 'Project')?.some((x) => x.target === 'Team')),
  },
  {
    base: TASKS,
    prompt: 'rename the due date to deadline and make it required',
    check: (f) => assert.ok(field(f, 'Task', 'deadline')?.required),
  },
  {
    base: TASKS,
    prompt: 'remove the priority from tasks and the deadline from projects',
    check: (f) => assert.ok(!field(f, 'Task', 'priority') && !field(f, 'Project', 'deadline')),
  },
  {
    base: TASKS,
    prompt: 'put the priority next to the title',
    check: (f) => {
      const names = fieldsOf(f, 'Task')?.map((x) => x.name) ?? [];
      assert.equal(names.indexOf('priority'), names.indexOf('title') + 1, names.join(', '));
    },
  },
  // lists of targets, links said as "assigned", requirements on an entity, ellipsis of renames
  {
    base: SHOP,
    prompt: 'add notes to products, orders and customers',
    check: (f) => assert.ok(['Product', 'Order', 'Customer'].every((e) => fieldsOf(f, e)?.some((x) => x.name === 'notes'))),
  },
  {
    base: TASKS,
    prompt: 'projects need a designer assigned',
    check: (f) => assert.ok(fieldsOf(f, 'Project')?.some((x) => x.target === 'Designer')),
  },
  {
    base: TASKS,
    prompt: 'make priority and due date required on tasks',
    check: (f) => assert.ok(field(f, 'Task', 'priority')?.required && field(f, 'Task', 'due_date')?.required),
  },
  {
    base: TASKS,
    prompt: 'each project has one client and many milestones',
    check: (f) => {
      assert.ok(fieldsOf(f, 'Project')?.some((x) => x.target === 'Client'));
      assert.ok(fieldsOf(f, 'Milestone')?.some((x) => x.target === 'Project'));
    },
  },
  { base: TASKS, prompt: 'i dont need projects anymore', check: (f) => assert.equal(fieldsOf(f, 'Project'), undefined) },
  {
    base: TASKS,
    prompt: 'rename tasks to jobs and projects to clients',
    check: (f) => assert.ok(fieldsOf(f, 'Job') && fieldsOf(f, 'Client')),
  },
  {
    base: STATUS_TASKS,
    prompt: 'status should also allow "blocked"',
    check: (f) => assert.ok(field(f, 'Task', 'status')?.values?.includes('blocked')),
  },
  // what comes first says the direction; the entity may follow a state; "change X to Y" renames; a colour wanted
  { base: TASKS, prompt: 'sort tasks by due date, soonest first', check: (f) => assert.equal(viewOf(f, 'Tasks')?.sort, 'due_date') },
  {
    base: TASKS,
    prompt: 'sort tasks by priority with the highest at the top',
    check: (f) => assert.equal(viewOf(f, 'Tasks')?.sort, '-priority'),
  },
  { base: TASKS, prompt: 'the due date is required for tasks', check: (f) => assert.equal(field(f, 'Task', 'due_date')?.required, true) },
  {
    base: TASKS,
    prompt: 'change the due date field on tasks to deadline',
    check: (f) => assert.ok(field(f, 'Task', 'deadline') && !field(f, 'Task', 'due_date')),
  },
  { base: TASKS, prompt: 'change projects to boards', check: (f) => assert.ok(fieldsOf(f, 'Board') && !fieldsOf(f, 'Project')) },
  { base: TASKS, prompt: 'I want the app purple', check: (f) => assert.match(f['Layout.jsx'], /purple-600/) },
  // more fields after the target, and a field with no target after a clause that named an entity
  {
    base: TASKS,
    prompt: 'Add a reviewer email to tasks and a colour',
    check: (f) => assert.ok(field(f, 'Task', 'reviewer_email') && field(f, 'Task', 'colour') && !fieldsOf(f, 'Colour')),
  },
  {
    base: SHOP,
    prompt: 'add a loyalty number to customers and a weight to products',
    check: (f) => assert.ok(field(f, 'Customer', 'loyalty_number') && field(f, 'Product', 'weight')),
  },
  {
    base: TASKS,
    prompt: 'remove priority from tasks, add an effort estimate',
    check: (f) => assert.ok(!field(f, 'Task', 'priority') && fieldsOf(f, 'Task')?.some((x) => /effort/.test(x.name))),
  },
  // a new record with its fields in brackets, after a dash or "with", owned by an entity
  {
    base: TASKS,
    prompt: 'add reviews (reviewer name, date, score out of 5) for each task',
    check: (f) => {
      assert.ok(
        fieldsOf(f, 'Review')?.some((x) => x.name === 'reviewer_name'),
        'a Review record with its fields',
      );
      assert.ok(
        fieldsOf(f, 'Review')?.some((x) => x.target === 'Task'),
        'each review is for a task',
      );
      assert.equal(field(f, 'Task', 'reviews'), undefined);
    },
  },
  {
    base: SHOP,
    prompt: 'we also need suppliers (name, phone, email) for the products',
    check: (f) => assert.ok(fieldsOf(f, 'Supplier') && fieldsOf(f, 'Product')?.some((x) => x.target === 'Supplier')),
  },
  {
    base: TASKS,
    prompt: 'we need contractors too - name, phone and day rate',
    check: (f) => assert.ok(fieldsOf(f, 'Contractor')?.some((x) => x.name === 'day_rate')),
  },
  {
    base: TASKS,
    prompt: 'add time entries with a date, the hours in decimals and which task it was for',
    check: (f) => assert.ok(fieldsOf(f, 'TimeEntry')?.some((x) => x.target === 'Task')),
  },
  {
    base: TASKS,
    prompt: 'add tags (urgent, later) to tasks',
    check: (f) => assert.deepEqual(field(f, 'Task', 'tags')?.values, ['urgent', 'later']),
  },
  // many of each side: a join record
  {
    base: TASKS,
    prompt: 'a project can involve many teams and teams can work on several projects',
    check: (f) => assert.ok(fieldsOf(f, 'ProjectTeam')?.some((x) => x.target === 'Team')),
  },
  {
    base: 'Hiring tracker: job openings with a title, and candidates with a name and an email.',
    prompt: 'candidates apply for a job opening',
    check: (f) =>
      assert.ok(
        Object.keys(f).some(
          (p) => /^entities\/.*\.json$/.test(p) && /"target": ?"JobOpening"/.test(f[p]) && /"target": ?"Candidate"/.test(f[p]),
        ),
      ),
  },
  {
    base: TASKS,
    prompt: 'add reviewers with a name, and reviews that link a reviewer to a task',
    check: (f) =>
      assert.ok(fieldsOf(f, 'Review')?.some((x) => x.target === 'Reviewer') && fieldsOf(f, 'Review')?.some((x) => x.target === 'Task')),
  },
  {
    base: 'Community garden: plots with a number, and gardeners with a name and an email.',
    prompt: 'each plot is rented by one gardener',
    check: (f) => assert.ok(fieldsOf(f, 'Plot')?.some((x) => x.target === 'Gardener')),
  },
  // the filter a list opens with; a state the records have no field for becomes one
  {
    base: STATUS_TASKS,
    prompt: 'by default the tasks list should only show tasks that are doing',
    check: (f) => {
      assert.deepEqual(viewOf(f, 'Tasks')?.initial, { status: 'doing' });
      assert.ok(viewOf(f, 'Tasks')?.filters.includes('status'));
      assert.match(f['pages/Tasks.jsx'], /useState\(VIEW\.initial\)/);
    },
  },
  {
    base: STATUS_TASKS,
    prompt: 'show only todo tasks by default',
    check: (f) => assert.deepEqual(viewOf(f, 'Tasks')?.initial, { status: 'todo' }),
  },
  {
    base: CAMP,
    prompt: 'a page showing unpaid stays',
    check: (f) => assert.equal(field(f, 'Stay', 'paid')?.type, 'boolean'),
  },
  // a record the app lacks, described by fields of its own, is made with them and the summary says so
  {
    base: CAMP,
    prompt: 'add an abstract and keywords to papers',
    check: (f, summary) => {
      assert.ok(field(f, 'Paper', 'abstract') && field(f, 'Paper', 'keywords'));
      assert.match(summary, /add entity Paper \(abstract, keywords\)/);
    },
  },
  {
    base: NETBALL,
    prompt: 'add a phone and an email to the umpires',
    check: (f) => assert.equal(field(f, 'Umpire', 'email')?.type, 'email'),
  },
  {
    base: NETBALL,
    prompt: 'umpires: add a phone and a level',
    check: (f) => assert.ok(field(f, 'Umpire', 'phone') && field(f, 'Umpire', 'level')),
  },
  // a record named loosely where a clause needs a kept one: the word before its head, a catalog synonym,
  // its profile said with a possessive
  {
    base: NETBALL,
    prompt: 'add a coach to the training',
    check: (f) => assert.ok(field(f, 'TrainingSession', 'coach') && !fieldsOf(f, 'Training')),
  },
  {
    base: HOTEL,
    prompt: 'add an email and a passport number to clients',
    check: (f) => assert.ok(field(f, 'Guest', 'email') && field(f, 'Guest', 'passport_number') && !fieldsOf(f, 'Client')),
  },
  // capitalised words joined by "of"/"for" name one kind of record, whose head takes the plural
  {
    base: CAMP,
    prompt: 'Add a Call for Papers.',
    check: (f, summary) => {
      assert.ok(fieldsOf(f, 'CallForPapers') && !fieldsOf(f, 'Paper') && !fieldsOf(f, 'Call'));
      assert.match(summary, /pages CallsForPapers,/);
    },
  },
  {
    base: SHOP,
    prompt: 'Add Bills of Materials with a version',
    check: (f) => assert.ok(field(f, 'BillOfMaterials', 'version') && !fieldsOf(f, 'Material')),
  },
  {
    base: GALLERY,
    prompt: "add a website to artists' profiles",
    check: (f) => assert.equal(field(f, 'Artist', 'website')?.type, 'url'),
  },
];

for (const row of ROWS) {
  test(`edit phrasing: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}

// Refusals change nothing and say which words could not be placed (or what is missing).
const REFUSALS: Array<[string, string, RegExp]> = [
  [TASKS, 'add a reviewer to tasks and email the team a summary', /could not place the words "email the team a summary"/],
  [STATUS_TASKS, 'hide done tasks by default', /can open on one status value, not on all but done; say which to show/],
  [TASKS, 'add a notes field to tasks and frobnicate the widgets', /could not place the words "frobnicate the widgets"/],
  [TASKS, 'add a field to tasks', /say which field to add to Task/],
  [TASKS, 'make it better', /^vague prompt: could not understand "make it better"/],
  [INVOICES, 'add a colour to the spaceships', /no entity called "spaceships"/],
  // (one attribute says too little to be a new kind of record; a near-miss of a kept name is a misspelling)
  [TASKS, 'add an estimate and a colour to the tsaks', /no entity called "tsaks"/],
  [INVOICES, 'add notes to the spaceships', /no entity called "spaceships"/],
  [INVOICES, 'spaceships: add a colour', /no entity called "spaceships"/],
  [TASKS, 'add an estimate to tasks quickly and cheaply', /could not place the words "quickly and cheaply"/],
  [TASKS, 'tasks need to be finished on time', /^vague prompt: could not understand "tasks need to be finished on time"/],
];

for (const [b, prompt, re] of REFUSALS) {
  test(`edit refusal: "${prompt}"`, () => {
    const { r } = run(b, prompt);
    assert.equal(r.ok, false);
    if (!r.ok) assert.match(r.error, re);
  });
}

// A request the app already meets is understood and changes nothing: success, and the summary says why
// (an agent repeating a request gets the same answer, not a failure).
const ALREADY_SO: Array<[string, string, RegExp]> = [
  [TASKS, 'make the title required', /^Nothing to change: Task\.title is already required/],
  [TASKS, 'link tasks to projects', /^Nothing to change: Task is already linked to Project/],
  [TASKS, 'use a sidebar', /^Nothing to change: the app already navigates from a sidebar/],
  [TASKS, 'make the dashboard the home page', /^Nothing to change: the app already opens on Home/],
];
for (const [b, prompt, re] of ALREADY_SO) {
  test(`edit already so: "${prompt}"`, () => {
    const { r } = run(b, prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    assert.match(r.summary, re);
    assert.deepEqual([Object.keys(r.files_written), r.files_deleted], [[], []], 'no file changes');
  });
}
test('edit already so: with a change elsewhere in the prompt, the change is made and the rest is a warning', () => {
  const { r } = run(TASKS, 'link tasks to projects and add an estimate to tasks');
  assert.ok(r.ok, r.ok ? '' : r.error);
  assert.ok(r.operations.some((o) => /estimate/.test(o.detail)));
  assert.ok(r.warnings.some((w) => /Task is already linked to Project/.test(w)));
});

// The page the app opens on (settings.home_page): a list, or the generated home page again.
const HOME_PAGES: Array<[string, string]> = [
  ['make the tasks list the home page', 'Tasks'],
  ['home page should be the projects list', 'Projects'],
  ['open the app on the tasks', 'Tasks'],
];
for (const [prompt, page] of HOME_PAGES) {
  test(`home page: "${prompt}"`, () => {
    const { r } = run(TASKS, prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    assert.equal(r.settings?.home_page, page);
    assert.deepEqual(r.files_written, {}, 'no file changes');
  });
}
test('home page: a start page set before is kept by later edits and follows its entity renamed', () => {
  const app = base(TASKS);
  if (!app.ok) return;
  const first = editApp({ files: app.files, prompt: 'make the tasks list the home page', app_name: 'Test App', settings: app.settings });
  assert.ok(first.ok);
  const renamed = editApp({ files: app.files, prompt: 'rename tasks to jobs', app_name: 'Test App', settings: first.settings });
  assert.equal(renamed.ok && renamed.settings?.home_page, 'Jobs');
  const themed = editApp({
    files: app.files,
    prompt: 'make it teal and rename tasks to jobs',
    app_name: 'Test App',
    settings: first.settings,
  });
  assert.ok(themed.ok, themed.ok ? '' : themed.error);
  assert.equal(themed.settings?.home_page, 'Jobs');
});

// Pages by purpose: the words name a saved filter of a list page, added to the navigation.
const STUDIO = 'Photography studio: clients and shoots with a shoot date, a fee and a status (booked, shot, delivered, paid).';
const DARTS = 'A darts club: players with a name, a nickname and a number of wins, and matches with a date.';
const presetOf = (src: string | undefined) =>
  JSON.parse(/const PRESET = (.*);\n/.exec(src ?? '')?.[1] ?? 'null') as Record<string, unknown> | null;
const PURPOSE_PAGES: Array<[string, string, Record<string, unknown>]> = [
  [STUDIO, 'we would like a screen showing overdue shoots', { kind: 'overdue', field: 'shoot_date' }],
  [STUDIO, "this month's shoots", { kind: 'month', field: 'shoot_date' }],
  [STUDIO, "today's shoots on their own page", { kind: 'today', field: 'shoot_date' }],
  [STUDIO, 'a view of unpaid shoots', { kind: 'value', field: 'status', value: 'paid', not: true }],
  [DARTS, 'add a ranking of players by wins', { kind: 'top', field: 'wins' }],
  [DARTS, 'top players page', { kind: 'top', field: 'wins' }],
  [DARTS, 'add a leaderboard', { kind: 'top', field: 'wins' }],
  [STUDIO, 'make a page just for delivered shoots', { kind: 'value', field: 'status', value: 'delivered' }],
  [STUDIO, 'a page with shoots added recently', { kind: 'recent' }],
  [CAMP, "a page with today's arrivals", { kind: 'today', field: 'arrival_date' }],
  [CAMP, 'a page showing unpaid stays', { kind: 'value', field: 'paid', value: 'false' }],
  [DARTS, 'top scorers page', { kind: 'top', field: 'wins' }],
  // a comparison with a number, or a stock level that is low: the number field the words name, else the only one
  [STUDIO, 'a page of shoots with a fee under 200', { kind: 'below', field: 'fee', value: '200' }],
  [DARTS, 'show me players with more than 10 wins', { kind: 'above', field: 'wins', value: '10' }],
  [DARTS, 'list players with at least 3 wins', { kind: 'above', field: 'wins', value: '3', inclusive: true }],
  [STUDIO, 'a view of shoots cheaper than 80', { kind: 'below', field: 'fee', value: '80' }],
  [SHOP, 'show products running low', { kind: 'below', field: 'stock', value: '5', inclusive: true }],
];

for (const [b, prompt, expected] of PURPOSE_PAGES) {
  test(`page by purpose: "${prompt}"`, () => {
    const { r, files, before } = run(b, prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    const added = Object.keys(files).filter((p) => p.startsWith('pages/') && !(p in before));
    assert.equal(added.length, 1, `one new page (${added.join(', ')})`);
    const preset = presetOf(files[added[0]]);
    for (const [k, v] of Object.entries(expected)) assert.equal(preset?.[k], v, `${k} of ${JSON.stringify(preset)}`);
    const page = added[0].replace(/^pages\/|\.jsx$/g, '');
    assert.match(files['Layout.jsx'], new RegExp(`"${page}"`), 'in the navigation');
    if (expected.kind === 'top') assert.match(files[added[0]], /PRESET\.kind === 'top' \? `-\$\{PRESET\.field\}`/, 'ranked highest first');
  });
}

test('page by purpose: a page by a number keeps the records on its side of it (the number itself only when said so)', () => {
  const keeps = (b: string, prompt: string, records: Array<Record<string, unknown>>) => {
    const { files, before } = run(b, prompt);
    const page = Object.keys(files).find((p) => p.startsWith('pages/') && !(p in before))!;
    const src = /const PRESET = [\s\S]*?\nfunction inPreset\(record\) \{[\s\S]*?\n\}/.exec(files[page])![0];
    const inPreset = new Function(`${src}; return inPreset;`)() as (r: Record<string, unknown>) => boolean;
    return records.map(inPreset);
  };
  assert.deepEqual(keeps(STUDIO, 'a page of shoots with a fee under 200', [{ fee: 150 }, { fee: 200 }, { fee: 0 }, { fee: null }]), [
    true,
    false,
    true,
    false,
  ]);
  assert.deepEqual(keeps(SHOP, 'show products running low', [{ stock: 5 }, { stock: 6 }, { stock: 0 }]), [true, false, true]);
});

// Dark mode is a stylesheet that inverts the neutral colours; a colour named with it still applies.
test('edit: "dark mode, with teal accents" adds a dark stylesheet and the teal palette; "light mode" removes it', () => {
  const { r, files } = run(TASKS, 'dark mode, with teal accents');
  assert.ok(r.ok, r.ok ? '' : r.error);
  assert.match(files['styles/dark-mode.css'] ?? '', /color-scheme: dark/);
  assert.equal(r.ok && r.settings?.theme.primary, 'teal');
  const again = editApp({ files, prompt: 'dark theme please', app_name: 'Test App', settings: r.ok ? r.settings : undefined });
  assert.ok(again.ok && /already in dark mode/.test(again.summary) && !Object.keys(again.files_written).length, 'already dark');
  const light = editApp({ files, prompt: 'switch back to light mode', app_name: 'Test App', settings: r.ok ? r.settings : undefined });
  assert.ok(light.ok && light.files_deleted.includes('styles/dark-mode.css'));
});

for (const prompt of ['go dark', 'make it look like a dark website'])
  test(`edit: "${prompt}" is dark mode only, the palette stays`, () => {
    const { r, files } = run(TASKS, prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    assert.match(files['styles/dark-mode.css'] ?? '', /color-scheme: dark/);
    assert.equal(r.ok && r.settings?.theme, undefined, 'no palette change');
  });

// A statement about the business before a request is its context: the request is made, the statement is a
// note, and "them" after it means the things it ended on. A statement with no request after it is not understood.
const CONTEXT_ROWS: Row[] = [
  {
    base: SHOP,
    prompt: 'We now rent out bikes too. Add them with a size and a daily rate.',
    check: (f) => assert.ok(field(f, 'Bike', 'size') && field(f, 'Bike', 'daily_rate')),
  },
  {
    base: SHOP,
    prompt: 'Most customers order by phone, so add a phone number to customers',
    check: (f) => assert.ok(field(f, 'Customer', 'phone_number')),
  },
  {
    base: LOANS,
    prompt: 'Members often reserve books - add a reservation date to loans',
    check: (f) => assert.equal(field(f, 'Loan', 'reservation_date')?.type, 'date'),
  },
  // one new record named with "a" and its fields after a colon, or said without a verb
  {
    base: LOANS,
    prompt: 'add a reading group: name, meeting day',
    check: (f) => assert.ok(field(f, 'ReadingGroup', 'name') && field(f, 'ReadingGroup', 'meeting_day')),
  },
  {
    base: TASKS,
    prompt: 'new record type milestone: name, reached yes/no and target date',
    check: (f) =>
      assert.deepEqual([field(f, 'Milestone', 'reached')?.type, field(f, 'Milestone', 'target_date')?.type], ['boolean', 'date']),
  },
  // "gift cards" is a kind of record, not a request to show a list as cards
  {
    base: SHOP,
    prompt: 'add gift cards with a code and a balance',
    check: (f) => assert.ok(field(f, 'GiftCard', 'code')),
  },
];
for (const row of CONTEXT_ROWS) {
  test(`edit context and new records: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}
test('edit context: the statement is named in the warnings; alone, or with nothing understood after it, it is not understood', () => {
  const { r } = run(SHOP, 'We now rent out bikes too. Add them with a size and a daily rate.');
  assert.ok(r.ok && r.warnings.some((w) => /"We now rent out bikes too" was read as context/.test(w)));
  const alone = run(SHOP, 'Most customers order by phone.').r;
  assert.ok(!alone.ok && /could not understand "Most customers order by phone"/.test(alone.error));
  const after = run(SHOP, 'Add a phone to customers. Most customers order by phone.').r;
  assert.ok(!after.ok && /could not understand "Most customers order by phone"/.test(after.error));
});

// Several requests in one prompt: one a line (bulleted or numbered) after an introduction, or joined by ", plus".
const LIST_ROWS: Row[] = [
  {
    base: TASKS,
    prompt: 'Two things:\n- tasks need an estimate\n- make it teal',
    check: (f) => assert.ok(field(f, 'Task', 'estimate') && /teal/.test(f['Layout.jsx'] ?? '')),
  },
  {
    // an entity before the colon is what each line up to a blank one is about
    base: TASKS,
    prompt: 'Tasks:\n- add an effort (S, M, L)\n- remove the priority\n\n1. rename projects to clients',
    check: (f) =>
      assert.deepEqual([!!field(f, 'Task', 'effort'), !!field(f, 'Task', 'priority'), !!fieldsOf(f, 'Client')], [true, false, true]),
  },
  {
    base: SHOP,
    prompt: 'add a barcode to products also remove the stock',
    check: (f) => assert.deepEqual([!!field(f, 'Product', 'barcode'), !!field(f, 'Product', 'stock')], [true, false]),
  },
  {
    base: SHOP,
    prompt: 'rename orders to sales, plus add a channel to them',
    check: (f) => assert.ok(field(f, 'Sale', 'channel')),
  },
];
for (const row of LIST_ROWS) {
  test(`edit with several requests: ${JSON.stringify(row.prompt)}`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}

// Fields said as what we should know or keep track of, a field that replaces another (renamed, values
// kept), "should be called", and an entity heading before a dash.
const FIELD_WORDING_ROWS: Row[] = [
  {
    base: RECIPES,
    prompt: 'we should keep track of when each recipe was last cooked',
    check: (f) => assert.equal(field(f, 'Recipe', 'last_cooked_date')?.type, 'date'),
  },
  {
    base: SHOP,
    prompt: 'I need to know the weight of each product in grams',
    check: (f) => assert.equal(field(f, 'Product', 'weight_grams')?.type, 'number'),
  },
  {
    base: LOANS,
    prompt: "members don't need a name field, use nickname instead",
    check: (f) => assert.deepEqual([!!field(f, 'Member', 'nickname'), !!field(f, 'Member', 'name')], [true, false]),
  },
  {
    base: LOANS,
    prompt: 'replace the due date of loans with a return by date',
    check: (f) => assert.deepEqual([field(f, 'Loan', 'return_by_date')?.type, !!field(f, 'Loan', 'due_date')], ['date', false]),
  },
  {
    base: TASKS,
    prompt: 'the priority should be called urgency',
    check: (f) => assert.ok(field(f, 'Task', 'urgency') && !field(f, 'Task', 'priority')),
  },
  {
    base: TASKS,
    prompt: 'tasks should have an owner instead of a priority',
    check: (f) => assert.ok(field(f, 'Task', 'owner') && !field(f, 'Task', 'priority')),
  },
  {
    base: RECIPES,
    prompt: 'Recipes - add: vegetarian (yes/no), servings',
    check: (f) => assert.deepEqual([field(f, 'Recipe', 'vegetarian')?.type, !!field(f, 'Recipe', 'servings')], ['boolean', true]),
  },
];
for (const row of FIELD_WORDING_ROWS) {
  test(`edit field wording: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}

// Relations said as a place or as what a record should say; a sort by what a superlative measures; the app
// as the subject of being a colour.
const RELATION_SORT_ROWS: Row[] = [
  {
    base: TASKS,
    prompt: 'each task is in a project',
    check: (f) => assert.equal(field(f, 'Task', 'project')?.type, 'relation'),
  },
  {
    base: LOANS,
    prompt: 'loans should say which member they are for',
    check: (f) => assert.equal(field(f, 'Loan', 'member')?.target, 'Member'),
  },
  {
    base: LOANS,
    prompt: 'record which book each loan is for',
    check: (f) => assert.equal(field(f, 'Loan', 'book')?.target, 'Book'),
  },
  {
    base: SHOP,
    prompt: 'list products cheapest first',
    check: (f) => assert.equal(viewOf(f, 'Products')?.sort, 'price'),
  },
  {
    base: RECIPES,
    prompt: 'sort recipes longest first',
    check: (f) => assert.equal(viewOf(f, 'Recipes')?.sort, '-cooking_minutes'),
  },
  {
    base: TASKS,
    prompt: 'can the whole thing be orange instead',
    check: (f) => assert.match(f['Layout.jsx'] ?? '', /orange/),
  },
];
for (const row of RELATION_SORT_ROWS) {
  test(`edit relation, sort and colour wording: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}

// A record added by the edit that "has many" of records the app already kept gathers them (a join); "record
// each X with …" is a new kind of record.
const GATHER_ROWS: Row[] = [
  {
    base: RECIPES,
    prompt: 'add menus - a menu has a date and has many recipes',
    check: (f) =>
      assert.deepEqual(
        [field(f, 'MenuRecipe', 'menu')?.target, field(f, 'MenuRecipe', 'recipe')?.target, field(f, 'Recipe', 'menu')],
        ['Menu', 'Recipe', undefined],
      ),
  },
  {
    base: TASKS,
    prompt: 'each project has many tasks',
    check: (f) => assert.equal(field(f, 'Task', 'project')?.target, 'Project'),
  },
  {
    base: LOANS,
    prompt: 'members visit the library often, record each visit with the time',
    check: (f) => assert.ok(field(f, 'Visit', 'time')),
  },
];
for (const row of GATHER_ROWS) {
  test(`edit has-many and new records: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}

// The clause-level reading (edit-reader.ts, issue 18, generation session 10): a clause no specific rule
// takes is cleared of greetings, hedges and reasons, its scope is found (a list, a screen, an ordinal
// page, "for X"), a question is read as the request it asks, and its object is resolved against the
// app's entities and fields (partial names: "the height" for height_cm, "the venue thing").
const HANDBELLS =
  'Handbell choir: ringers with a name, a phone and a height in cm, pieces with a title and a difficulty, and concerts with a date, a venue and a fee.';
const TOURS = 'Ringing tours: tours with a name, a site and a date, and ringers with a name.';
const READER_ROWS: Row[] = [
  {
    base: HANDBELLS,
    prompt: 'Hi, thanks! on the ringers list can you add an email pls',
    check: (f) => assert.equal(field(f, 'Ringer', 'email')?.type, 'email'),
  },
  { base: HANDBELLS, prompt: 'the third page should be sorted by date', check: (f) => assert.equal(viewOf(f, 'Concerts')?.sort, 'date') },
  { base: HANDBELLS, prompt: 'on the concerts page, sort by fee', check: (f) => assert.equal(viewOf(f, 'Concerts')?.sort, 'fee') },
  {
    base: HANDBELLS,
    prompt: 'Can we have the ringers sorted alphabetically?',
    check: (f) => assert.equal(viewOf(f, 'Ringers')?.sort, 'name'),
  },
  {
    base: HANDBELLS,
    prompt: 'can concerts be called performances',
    check: (f) => assert.ok(fieldsOf(f, 'Performance') && !fieldsOf(f, 'Concert')),
  },
  {
    base: HANDBELLS,
    prompt: 'the venue thing should be called location',
    check: (f) => assert.ok(field(f, 'Concert', 'location') && !field(f, 'Concert', 'venue')),
  },
  {
    base: HANDBELLS,
    prompt: 'concerts should have a mood - calm, lively or solemn',
    check: (f) => assert.deepEqual(field(f, 'Concert', 'mood')?.values, ['calm', 'lively', 'solemn']),
  },
  {
    base: HANDBELLS,
    prompt: 'we dont use the venue on concerts anymore, take it off',
    check: (f) => assert.equal(field(f, 'Concert', 'venue'), undefined),
  },
  { base: HANDBELLS, prompt: 'ringers: get rid of the phone', check: (f) => assert.equal(field(f, 'Ringer', 'phone'), undefined) },
  {
    base: HANDBELLS,
    prompt: 'the height should be a whole number',
    check: (f) => assert.equal(field(f, 'Ringer', 'height_cm')?.type, 'integer'),
  },
  { base: HANDBELLS, prompt: 'I think pieces need a composer too', check: (f) => assert.ok(field(f, 'Piece', 'composer')) },
  {
    base: HANDBELLS,
    prompt: 'each piece goes to one concert',
    check: (f) => assert.equal(field(f, 'Piece', 'concert')?.target, 'Concert'),
  },
  {
    base: HANDBELLS,
    prompt: 'every piece goes to one concert, add that link',
    check: (f) => assert.equal(field(f, 'Piece', 'concert')?.target, 'Concert'),
  },
  {
    base: HANDBELLS,
    prompt: 'ringers ring at lots of concerts, can ringers link to the concerts they rang at',
    check: (f) => assert.equal(field(f, 'Ringer', 'concert')?.target, 'Concert'),
  },
  {
    base: HANDBELLS,
    prompt: 'Tuners! we need to keep a list of tuners with their name and phone',
    check: (f) => assert.ok(field(f, 'Tuner', 'phone')),
  },
  { base: HANDBELLS, prompt: 'for concerts, add a dress code', check: (f) => assert.ok(field(f, 'Concert', 'dress_code')) },
  { base: HANDBELLS, prompt: 'the fee bit should be required', check: (f) => assert.equal(field(f, 'Concert', 'fee')?.required, true) },
  {
    base: HANDBELLS,
    prompt: 'Lovely, thanks. Just one thing - pieces need an arranger',
    check: (f) => assert.ok(field(f, 'Piece', 'arranger')),
  },
  {
    base: HANDBELLS,
    prompt: 'ringers need: a bell size, a left handed yes/no and a photo',
    check: (f) => assert.deepEqual([!!field(f, 'Ringer', 'bell_size'), field(f, 'Ringer', 'left_handed')?.type], [true, 'boolean']),
  },
  {
    base: HANDBELLS,
    prompt: 'a concert can include loads of pieces',
    check: (f) => assert.equal(field(f, 'Piece', 'concert')?.target, 'Concert'),
  },
  {
    base: HANDBELLS,
    prompt: 'add a field for the number of bells on pieces',
    check: (f) => assert.ok(field(f, 'Piece', 'bells') || field(f, 'Piece', 'number_of_bells')),
  },
  {
    base: HANDBELLS,
    prompt: 'the fee on concerts should be required please and thank you',
    check: (f) => assert.equal(field(f, 'Concert', 'fee')?.required, true),
  },
  {
    base: HANDBELLS,
    prompt: 'add a notes field to concerts. on that form put the fee first',
    check: (f) => assert.equal(fieldsOf(f, 'Concert')?.[0]?.name, 'fee'),
  },

  // ("site" names a field here, not the app)
  {
    base: TOURS,
    prompt: 'rename the site field of tours to location',
    check: (f) => assert.ok(field(f, 'Tour', 'location') && !field(f, 'Tour', 'site')),
  },
];
for (const row of READER_ROWS) {
  test(`edit clause-level reading: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}

// What the reading cannot place stays not understood: nothing changes and the words are named.
test('edit clause-level reading: a heading naming records the app lacks is not dropped', () => {
  const { r } = run(HANDBELLS, 'choirs: add an email');
  assert.ok(!r.ok && /choirs/.test(r.error), r.ok ? r.summary : r.error);
});

// A change described in the third person, as an add-on's summary or a changelog says it, is the request it describes.
const KENNEL = 'Boarding kennel: dogs with a name and breed, owners with a phone, and stays with a check-in date.';
const DESCRIBED_ROWS: Row[] = [
  {
    base: KENNEL,
    prompt: 'This module allows staff to add a vaccination date to dogs.',
    check: (f) => assert.equal(field(f, 'Dog', 'vaccination_date')?.type, 'date'),
  },
  {
    base: KENNEL,
    prompt: 'Adds an emergency contact email on owners',
    check: (f) => assert.equal(field(f, 'Owner', 'emergency_contact_email')?.type, 'email'),
  },
  {
    base: KENNEL,
    prompt: 'The extension enhances stays by adding a room size (small, medium or large).',
    check: (f) => assert.deepEqual(field(f, 'Stay', 'room_size')?.values, ['small', 'medium', 'large']),
  },
  {
    base: KENNEL,
    prompt: 'This feature lets you record a nightly rate on stays',
    check: (f) => assert.ok(field(f, 'Stay', 'nightly_rate')),
  },
];
for (const row of DESCRIBED_ROWS) {
  test(`edit described as a change: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}
// ("Allow guests to …" is the owner's own imperative, not a description: it is read as the rules read it)
test('edit described as a change: only the third person is rewritten', () => {
  assert.equal(describedAsRequest('Allow owners to upload a photo.'), 'Allow owners to upload a photo.');
  assert.equal(describedAsRequest('This module allows owners to upload a photo.'), 'upload a photo.');
  assert.equal(describedAsRequest('Extends stays adding a late fee on invoices.'), 'add a late fee on invoices.');
});

// Requirement lines and wishes (session 23): the lead-in only wraps the act asked for, which is read as the
// rules read it ("The system shall …", "Ability to …", "It would be nice to be able to …", "Tracking …").
const BOOKMARKS = 'A bookmark manager: bookmarks with a title, a url and notes, and folders with a name.';
const GARDEN = 'A community garden: plots with a number and a size, and gardeners with a name and a phone.';
const VOICE_ROWS: Row[] = [
  {
    base: BOOKMARKS,
    prompt: 'It would be nice to be able to archive bookmarks',
    check: (f) => assert.equal(field(f, 'Bookmark', 'archived')?.type, 'boolean'),
  },
  {
    base: BOOKMARKS,
    prompt: 'Ability to mark a bookmark as broken',
    check: (f) => assert.equal(field(f, 'Bookmark', 'broken')?.type, 'boolean'),
  },
  {
    base: BOOKMARKS,
    prompt: 'Would it be possible to add a colour to folders?',
    check: (f) => assert.ok(field(f, 'Folder', 'colour')),
  },
  {
    base: GARDEN,
    prompt: 'The system shall allow gardeners to mark a plot as fallow',
    check: (f) => assert.equal(field(f, 'Plot', 'fallow')?.type, 'boolean'),
  },
  {
    base: GARDEN,
    prompt: 'Option for gardeners to star plots',
    check: (f) => assert.equal(field(f, 'Plot', 'starred')?.type, 'boolean'),
  },
  {
    base: GARDEN,
    prompt: 'The application must record the soil type of each plot',
    check: (f) => assert.ok(field(f, 'Plot', 'soil_type')),
  },
  {
    base: GARDEN,
    prompt: 'Recording whether a gardener is a key holder',
    check: (f) => assert.equal(field(f, 'Gardener', 'key_holder')?.type, 'boolean'),
  },
];
for (const row of VOICE_ROWS) {
  test(`edit in the requirement or wish voice: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}
// ("allow X to …": the one allowed is the word before "to", never "X to")
test('edit "Allow stewards to mark a plot as flooded": the one allowed ends before "to"', () => {
  const { r, files } = run(GARDEN, 'Allow stewards to mark a plot as flooded');
  assert.ok(r.ok, r.ok ? '' : r.error);
  assert.equal(field(files, 'Plot', 'flooded')?.type, 'boolean');
});

// Follow-ups written as prose, titles or requirement lines (issue 18, generation session 24): what the app is
// said to keep, a record described by its fields, a feature's title, paying for and attaching files to records.
const MUSIC = 'A music copyright database: writers, publishers and copyright registrations.';
const SUBSCRIPTIONS = 'Subscription tracker: subscriptions with a name, a monthly cost and a renewal date.';
const PROSE_ROWS: Row[] = [
  {
    base: MUSIC,
    prompt: 'Add the following: A work has a title, duration and description.',
    check: (f) =>
      assert.deepEqual(
        fieldsOf(f, 'Work')?.map((x) => x.name),
        ['title', 'duration', 'description'],
      ),
  },
  {
    base: GARDEN,
    prompt: 'A program has a name, a start date and an end date',
    check: (f) => assert.equal(field(f, 'Program', 'start_date')?.type, 'date'),
  },
  {
    base: SHOP,
    prompt: 'The database also stores the supplier of each product',
    check: (f) => assert.ok(field(f, 'Product', 'supplier')),
  },
  {
    base: SHOP,
    prompt: 'It also records the delivery date of each order',
    check: (f) => assert.equal(field(f, 'Order', 'delivery_date')?.type, 'date'),
  },
  {
    base: SHOP,
    prompt: 'Each order also stores a delivery date',
    check: (f) => assert.equal(field(f, 'Order', 'delivery_date')?.type, 'date'),
  },
  {
    base: SHOP,
    prompt: 'Each product keeps its supplier',
    check: (f) => assert.equal(field(f, 'Product', 'supplier')?.target, 'Supplier'),
  },
  {
    base: GARDEN,
    prompt: 'Pay plot fees online',
    check: (f) => {
      assert.equal(field(f, 'Payment', 'plot')?.target, 'Plot');
      assert.equal(field(f, 'Payment', 'paid_date')?.type, 'date');
      assert.ok(field(f, 'Payment', 'amount'));
    },
  },
  {
    base: INVOICES,
    prompt: 'Clients can pay invoices by card',
    check: (f) => assert.equal(field(f, 'Payment', 'invoice')?.target, 'Invoice'),
  },
  {
    base: GARDEN,
    prompt: 'attach photos to plots',
    check: (f) => assert.equal(field(f, 'Plot', 'photos')?.type, 'url'),
  },
  {
    base: SUBSCRIPTIONS,
    prompt: 'Support lifetime subscriptions: a one-time purchase I still want to keep with my other subscriptions.',
    check: (f) => assert.equal(field(f, 'Subscription', 'lifetime')?.type, 'boolean'),
  },
  {
    base: INVOICES,
    prompt: 'Recurring invoices',
    check: (f) => assert.equal(field(f, 'Invoice', 'is_recurring')?.type, 'boolean'),
  },
  {
    base: INVOICES,
    prompt: 'Expense tracking',
    check: (f) => assert.ok(fieldsOf(f, 'Expense')?.some((x) => x.name === 'amount')),
  },
  {
    base: GARDEN,
    prompt: 'Create two models: Harvest and Crop.',
    check: (f) => assert.ok(fieldsOf(f, 'Harvest') && fieldsOf(f, 'Crop')),
  },
  {
    base: GARDEN,
    prompt: 'Give a Harvest a weight and a date',
    check: (f) => assert.equal(field(f, 'Harvest', 'date')?.type, 'date'),
  },
  {
    base: GARDEN,
    prompt: 'Give a plot two fields: the soil type and the sun exposure',
    check: (f) => assert.ok(field(f, 'Plot', 'soil_type') && field(f, 'Plot', 'sun_exposure')),
  },
  {
    base: GARDEN,
    prompt: 'Gardening systems store the harvests of each plot, including the weight and the date.',
    check: (f) => assert.equal(field(f, 'Harvest', 'plot')?.target, 'Plot'),
  },
  // lines whose words name no record are lines of the one record the request names; "new field X" is field X
  {
    base: GARAGE,
    prompt: 'This module extends garage repairs adding new field labour hours on service lines',
    check: (f) => {
      assert.equal(field(f, 'RepairLine', 'repair')?.target, 'Repair');
      assert.ok(field(f, 'RepairLine', 'labour_hours'));
    },
  },
  { base: GARAGE, prompt: 'add new field mileage to cars', check: (f) => assert.ok(field(f, 'Car', 'mileage')) },
  // records said to come in different values of something keep which one (session 26)
  {
    base: SHOP,
    prompt: 'Allow staff to enter orders in different currencies',
    check: (f) => assert.ok(field(f, 'Order', 'currency')),
  },
  {
    base: SHOP,
    prompt: 'Add products in several colors to the catalogue',
    check: (f) => assert.ok(field(f, 'Product', 'color')),
  },
];
for (const row of PROSE_ROWS) {
  test(`edit as prose, a title or a requirement line: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}
// statements of the data model, as a database-design question writes them, and made requests by "let"
const MODEL_ROWS: Row[] = [
  {
    base: GARDEN,
    prompt: 'There may be one or more beds in a single plot.',
    check: (f) => assert.equal(field(f, 'Bed', 'plot')?.target, 'Plot'),
  },
  {
    base: SHOP,
    prompt: 'Let suppliers have a name and an address',
    check: (f) => assert.ok(field(f, 'Supplier', 'name') && field(f, 'Supplier', 'address')),
  },
  {
    base: SHOP,
    prompt: 'Suppliers have a name, a phone, an email and an address',
    check: (f) => assert.ok(field(f, 'Supplier', 'phone') && field(f, 'Supplier', 'email')),
  },
  {
    base: SHOP,
    prompt: 'Let products be grouped into categories.',
    check: (f) => assert.equal(field(f, 'Product', 'category')?.target, 'Category'),
  },
  {
    base: SHOP,
    prompt: 'Let there exist several warehouses per store',
    check: (f) => assert.ok(fieldsOf(f, 'Warehouse')),
  },
  // (session 26) a record's word the reader takes for a whole kind of app is still the records said to exist
  { base: GARDEN, prompt: 'Let there be many leagues.', check: (f) => assert.ok(fieldsOf(f, 'League')) },
  { base: GARDEN, prompt: 'There may be several tournaments', check: (f) => assert.ok(fieldsOf(f, 'Tournament')) },
  // one thing said to hold many records, made a request by "let"; the verb is no part of a record's name
  {
    base: GARDEN,
    prompt: 'Let the garden offer several workshops',
    check: (f) => assert.ok(fieldsOf(f, 'Workshop') && !fieldsOf(f, 'GardenOffer')),
  },
  // a feature request for many of one record in another: the other holds several of them, through a record
  // joining the two when it links to one of them now
  {
    base: GARDEN,
    prompt: 'Allow multiple inspections per plot',
    check: (f) => assert.equal(field(f, 'Inspection', 'plot')?.target, 'Plot'),
  },
  {
    base: SHOP,
    prompt: 'Let me pick several products for an order, for example a gift and its wrapping',
    check: (f) => assert.ok(field(f, 'OrderProduct', 'order') && field(f, 'OrderProduct', 'product')),
  },
  // any statement linking two records, made a request by "let", is read as the statement
  {
    base: GARDEN,
    prompt: 'Let each bed belong to exactly one plot.',
    check: (f) => assert.equal(field(f, 'Bed', 'plot')?.target, 'Plot'),
  },
  {
    base: GARDEN,
    prompt: 'Let each harvest be weighed on one scale.',
    check: (f) => assert.equal(field(f, 'Harvest', 'scale')?.target, 'Scale'),
  },
  {
    base: GARDEN,
    prompt: 'Let each bed have a number and a soil type.',
    check: (f) => assert.ok(field(f, 'Bed', 'number') && field(f, 'Bed', 'soil_type')),
  },
  {
    base: GARDEN,
    prompt: 'Let harvests be logged for each plot.',
    check: (f) => assert.equal(field(f, 'Harvest', 'plot')?.target, 'Plot'),
  },
  // a member is a record like any other in a statement of the model; a record joining two keeps both; a word
  // before a plural is the verb
  {
    base: GARDEN,
    prompt: 'Let a member belong to one allotment society.',
    check: (f) => assert.equal(field(f, 'Member', 'society')?.target, 'Society'),
  },
  {
    base: GARDEN,
    prompt: 'Let each seed packet be donated by one or more suppliers.',
    check: (f) => assert.ok(fieldsOf(f, 'SeedPacket') && fieldsOf(f, 'Supplier')),
  },
  {
    base: GARDEN,
    prompt: 'Let each shed store tools of gardeners.',
    check: (f) => assert.equal(field(f, 'Tool', 'shed')?.target, 'Shed'),
  },
  // a statement of a link the sentence before made is already so, not a sentence left not understood
  {
    base: GARDEN,
    prompt: 'Let beds be grouped into plots. There are several beds per plot.',
    check: (f) => assert.equal(field(f, 'Bed', 'plot')?.target, 'Plot'),
  },
];
for (const row of MODEL_ROWS) {
  test(`edit as a statement of the data model: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files, r.summary);
  });
}
// (the software itself described, a title of how many or of a screen: still not understood, nothing changed)
for (const [b, prompt] of [
  [GARDEN, 'The app has a name and a logo'],
  [INVOICES, 'Multiple currencies'],
  [GARDEN, 'Plot waiting list'],
] as const) {
  test(`edit refusal as prose or a title: "${prompt}"`, () => {
    const { r } = run(b, prompt);
    assert.equal(r.ok, false);
  });
}
