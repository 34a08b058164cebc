// Change requests as app owners write them to a builder (issue 18, Edits, session 25): "Can we …", "It would be
// great if …", a reason or purpose after the request, "too" at the end, values in brackets after a question, and
// a new choice of a status said by its value. Each row is one request and what it must do to the app; a row with
// `refused` must change nothing (refused, or only kept as it is).
import test from 'node:test';
import assert from 'node:assert/strict';
import { editOnBase as run, fieldNamed as field, fieldsOf } from '../support/offline-edits.ts';

const GYM = 'A gym: members with a name and an email, and classes with a title, a date and a trainer.';
const BIKES = 'A bike shop: bikes with a model and a price, and repairs with a bike, a date and a status (open, done).';
const VET = 'A vet clinic: pets with a name and a species, owners with a name and a phone, and visits with a pet and a date.';
const LIBRARY = 'A library: books with a title and an author, and loans with a book, a member and a due date.';
const TASKS = 'A task tracker: projects with a name, and tasks with a title, a project and a status (todo, doing, done).';
const CLUB = 'A book club: meetings with a date, a venue and a book title, and members with a name and an email.';
const SCHOOL = 'A school: classes with a name, teachers with a name, and enrolments with a class and a student name.';
const JOBS = 'A job board: jobs with a title, a company name and a salary, and applicants with a name and an email.';
const DINER = 'A restaurant: dishes with a name and a price, and reservations with a guest name, a date and a party size.';

type Row = { base: string; prompt: string; check?: (files: Record<string, string>) => void; refused?: true };

const RECIPES = 'A recipe box: recipes with a title, ingredients, cooking time and a photo, grouped into categories.';

const CRM = 'A CRM: contacts with name, email and phone, companies, and deals with an amount and a stage.';

const SALON = 'A hair salon booking app: clients, stylists, services with price and duration, and appointments.';

const BUDGET = 'Budget Buddy is a self-hosted personal finance app. Track your accounts, transactions and monthly budgets by category.';

const NOTES = 'A notes app: notes with a title and a body.';

const ROWS: Row[] = [
  // (session 29) a state the records can be in, said with "can be", is a yes/no of theirs; what any record can
  // undergo ("deleted") or a judgement ("great") is no state
  {
    base: BUDGET,
    prompt: 'transactions can be recurring',
    check: (f) => assert.equal(field(f, 'Transaction', 'recurring')?.type, 'boolean'),
  },
  { base: NOTES, prompt: 'notes can be private', check: (f) => assert.equal(field(f, 'Note', 'private')?.type, 'boolean') },
  { base: NOTES, prompt: 'notes can be deleted', refused: true },
  { base: NOTES, prompt: 'notes can be great', refused: true },
  // (session 29) "add support for X" is X, not a field called support
  {
    base: BUDGET,
    prompt: 'Add support for recurring transactions',
    check: (f) => {
      assert.equal(field(f, 'Transaction', 'is_recurring')?.type, 'boolean');
      assert.equal(field(f, 'Transaction', 'support'), undefined);
    },
  },
  // (session 29) linking to records whose name a typed-in field already has turns that field into the link;
  // "so X can be assigned to a Y" is a request of its own
  {
    base: BUDGET,
    prompt: 'Add payees so transactions can be assigned to a payee',
    check: (f) => {
      assert.equal(field(f, 'Transaction', 'payee')?.target, 'Payee');
      assert.equal(field(f, 'Transaction', 'payee_ref'), undefined);
    },
  },
  // (session 29) where the owner wants to see records ("on the home page") is no part of the new page's name
  {
    base: SALON,
    prompt: "show today's appointments on the home page",
    check: (f) => {
      assert.ok(
        f['pages/TodaysAppointments.jsx'],
        Object.keys(f)
          .filter((p) => p.startsWith('pages/'))
          .join(', '),
      );
      assert.ok(!Object.keys(f).some((p) => /OnHome|Dashboard/.test(p)));
    },
  },
  // (session 29) two kinds of records "with" the app's records: each is added and linked to them
  {
    base: CRM,
    prompt: 'let me log calls and meetings with contacts',
    check: (f) => {
      assert.equal(field(f, 'Call', 'contact')?.target, 'Contact');
      assert.equal(field(f, 'Meeting', 'contact')?.target, 'Contact');
    },
  },
  // (session 29) orders added to a CRM have no restaurant table: a definition's setting only where the app says it
  {
    base: CRM,
    prompt: 'add orders',
    check: (f) => {
      assert.ok(fieldsOf(f, 'Order'));
      assert.equal(field(f, 'Order', 'table_number'), undefined);
    },
  },
  // (session 29) a field asked for with no record named goes to the app's first records, not a kind they are filed under
  {
    base: RECIPES,
    prompt: 'add a servings field',
    check: (f) => {
      assert.equal(field(f, 'Recipe', 'servings')?.type, 'integer');
      assert.equal(field(f, 'Category', 'servings'), undefined);
    },
  },
  // (session 29) "a field for X" is a field named X, not records of X
  {
    base: RECIPES,
    prompt: 'add a field for servings',
    check: (f) => {
      assert.ok(field(f, 'Recipe', 'servings'));
      assert.equal(f['entities/Serving.json'], undefined);
    },
  },
  // (session 29) "mark X as Ys" after "let me": each record is marked one, a yes/no named by the state
  {
    base: RECIPES,
    prompt: 'let me mark recipes as favourites',
    check: (f) => {
      assert.equal(field(f, 'Recipe', 'favourite')?.type, 'boolean');
      assert.equal(field(f, 'Recipe', 'as_favourites'), undefined);
    },
  },
  // (session 29) "flag X as Y": the state said after "as", not "flagged"
  {
    base: RECIPES,
    prompt: 'flag recipes as tried',
    check: (f) => {
      assert.equal(field(f, 'Recipe', 'tried')?.type, 'boolean');
      assert.equal(field(f, 'Recipe', 'flagged'), undefined);
    },
  },
  // "can we" before a verb of change asks for the change
  { base: GYM, prompt: 'Can we add a phone number for members?', check: (f) => assert.ok(field(f, 'Member', 'phone_number')) },
  // a wish after "it would be great if" is said in the past: it asks the present
  {
    base: GYM,
    prompt: 'It would be great if classes had a maximum capacity',
    check: (f) => assert.equal(field(f, 'Class', 'maximum_capacity')?.type, 'integer'),
  },
  // the reason after a request is no part of it, after a comma or alone after the request
  {
    base: GYM,
    prompt: 'Please add a notes field to classes, we need it for room changes',
    check: (f) => assert.ok(field(f, 'Class', 'notes')),
  },
  {
    base: GYM,
    prompt: "Could you remove the trainer from classes? We don't use it",
    check: (f) => assert.equal(field(f, 'Class', 'trainer'), undefined),
  },
  // what records should have is named before what it is for
  {
    base: DINER,
    prompt: 'Reservations need a phone number so we can confirm',
    check: (f) => assert.ok(field(f, 'Reservation', 'phone_number') && !field(f, 'Reservation', 'phone_number_so')),
  },
  // "too", "as well" only add to what the app has
  { base: VET, prompt: 'Let owners have an address too', check: (f) => assert.ok(field(f, 'Owner', 'address')) },
  // values in brackets after the question that asks for the field
  {
    base: LIBRARY,
    prompt: 'Can books have a genre? (fiction, non-fiction, poetry)',
    check: (f) => assert.deepEqual(field(f, 'Book', 'genre')?.values, ['fiction', 'non_fiction', 'poetry']),
  },
  // a new choice of a status: a value in quotes, a name given to a new one, a state said by its participle
  {
    base: TASKS,
    prompt: "Add a 'blocked' status",
    check: (f) => assert.deepEqual(field(f, 'Task', 'status')?.values, ['todo', 'doing', 'done', 'blocked']),
  },
  {
    base: BIKES,
    prompt: "Add 'waiting for parts' as a repair status",
    check: (f) => assert.ok(field(f, 'Repair', 'status')?.values?.includes('waiting_for_parts')),
  },
  {
    base: TASKS,
    prompt: 'Add a new status called review',
    check: (f) => assert.ok(field(f, 'Task', 'status')?.values?.includes('review')),
  },
  { base: BIKES, prompt: 'Add a cancelled status', check: (f) => assert.ok(field(f, 'Repair', 'status')?.values?.includes('cancelled')) },
  // a status named by what it is about stays a field of its own
  {
    base: BIKES,
    prompt: 'add a payment status to repairs',
    check: (f) => assert.equal(field(f, 'Repair', 'payment_status')?.type, 'enum'),
  },
  // no status to add a choice to: nothing is changed
  { base: GYM, prompt: 'Add a cancelled status', refused: true },
  // a bug report that there is no place for something asks to record it
  {
    base: BIKES,
    prompt: 'There is no place to put the serial number of a bike',
    check: (f) => assert.ok(field(f, 'Bike', 'serial_number')),
  },
  {
    base: BIKES,
    prompt: "There's no field for the customer's email on repairs",
    check: (f) => assert.ok(field(f, 'Repair', 'customer_email')),
  },
  // what someone wants to know of records is recorded on them
  {
    base: LIBRARY,
    prompt: "I'd like to know if a loan was returned",
    check: (f) => assert.equal(field(f, 'Loan', 'returned')?.type, 'boolean'),
  },
  {
    base: TASKS,
    prompt: 'It would be nice to know when a task was finished',
    check: (f) => assert.equal(field(f, 'Task', 'finished_date')?.type, 'date'),
  },
  // "I need to be able to …" only wraps the act
  { base: GYM, prompt: 'I need to be able to add a phone number to members', check: (f) => assert.ok(field(f, 'Member', 'phone_number')) },
  // whether a field must be filled in, said as a negation or by what may be left empty
  {
    base: DINER,
    prompt: 'the guest name can be left blank',
    check: (f) => assert.notEqual(field(f, 'Reservation', 'guest_name')?.required, true),
  },
  {
    base: GYM,
    prompt: "The member email shouldn't be required",
    check: (f) => assert.notEqual(field(f, 'Member', 'email')?.required, true),
  },
  // a greeting to a team, a lead-in, then two requests, one put as "could we"
  {
    base: GYM,
    prompt: 'Hi team, small thing: members should have a photo. Also could we get rid of the trainer on classes?',
    check: (f) => assert.ok(field(f, 'Member', 'photo') && !field(f, 'Class', 'trainer') && !field(f, 'Class', 'rid_of_trainer')),
  },
  // a reason after a comma is no field ("it's optional" still says what the field is)
  {
    base: DINER,
    prompt: "Dishes need an allergens field, it's the law",
    check: (f) =>
      assert.deepEqual(
        fieldsOf(f, 'Dish')
          ?.map((x) => x.name)
          .filter((n) => !['name', 'price'].includes(n)),
        ['allergens'],
      ),
  },
  {
    base: DINER,
    prompt: "add a supplier to dishes, it's optional",
    check: (f) => assert.notEqual(field(f, 'Dish', 'supplier')?.required, true),
  },
  // "make sure" only says the request matters
  {
    base: DINER,
    prompt: 'Please make sure each reservation has a table number',
    check: (f) => assert.ok(field(f, 'Reservation', 'table_number')),
  },
  // examples after "like" are the field's values
  {
    base: DINER,
    prompt: 'Dishes need a category like starter, main or dessert',
    check: (f) => assert.deepEqual(field(f, 'Dish', 'category')?.values, ['starter', 'main', 'dessert']),
  },
  // terse notes: a plus adds what follows it
  { base: LIBRARY, prompt: 'books: + isbn, + year', check: (f) => assert.ok(field(f, 'Book', 'isbn') && field(f, 'Book', 'year')) },
  // a preference for a name is the rename
  { base: TASKS, prompt: "I'd rather call projects 'boards'", check: (f) => assert.ok(fieldsOf(f, 'Board') && !fieldsOf(f, 'Project')) },
  // a type given to a field with "make"
  { base: GYM, prompt: 'Make date a date and time', check: (f) => assert.equal(field(f, 'Class', 'date')?.type, 'datetime') },
  // more than one of something is many
  { base: VET, prompt: 'Owners often have more than one pet', check: (f) => assert.equal(field(f, 'Pet', 'owner')?.target, 'Owner') },
  // how long something takes is its duration
  { base: BIKES, prompt: 'Could we track how long each repair took?', check: (f) => assert.ok(field(f, 'Repair', 'duration')) },
  // an arrow after a heading is a colon
  { base: BIKES, prompt: 'bikes -> add a purchase date', check: (f) => assert.equal(field(f, 'Bike', 'purchase_date')?.type, 'date') },
  // "can we" before a sort: the field sorted by must exist, else nothing is changed
  { base: TASKS, prompt: 'can we sort tasks by due date', refused: true },
  // "don't change anything else" asks for nothing
  { base: TASKS, prompt: "add a due date to tasks, don't change anything else", check: (f) => assert.ok(field(f, 'Task', 'due_date')) },
  { base: TASKS, prompt: "Please don't change anything else", refused: true },
  // a kind of number of records the app keeps is a field of theirs, not a count
  { base: GYM, prompt: 'record the phone number of members', check: (f) => assert.ok(field(f, 'Member', 'phone_number')) },
  { base: BIKES, prompt: 'add the serial number of bikes', check: (f) => assert.ok(field(f, 'Bike', 'serial_number')) },
  // a field two records have is not made optional on a guess
  { base: GYM, prompt: 'Can the email be optional?', refused: true },
  // round 2: when a record did something is a date of that record, not of the last one named
  { base: GYM, prompt: 'Record when a member joined', check: (f) => assert.equal(field(f, 'Member', 'joined_date')?.type, 'date') },
  {
    base: GYM,
    prompt: 'Track the date each member signed up',
    check: (f) => assert.equal(field(f, 'Member', 'signed_up_date')?.type, 'date'),
  },
  {
    base: GYM,
    prompt: 'Record the date a member joined',
    check: (f) => assert.ok(field(f, 'Member', 'joined_date') && !fieldsOf(f, 'Class')?.some((x) => /joined/.test(x.name))),
  },
  {
    base: GYM,
    prompt: 'record the time a member checked in',
    check: (f) => assert.equal(field(f, 'Member', 'checked_in_time')?.type, 'datetime'),
  },
  // every record already keeps who created it
  { base: TASKS, prompt: 'Record who created each task', refused: true },
  { base: TASKS, prompt: 'add a created date to tasks', refused: true },
  { base: TASKS, prompt: 'Record who completed each task', check: (f) => assert.ok(field(f, 'Task', 'completed_by')) },
  // the same in a user story, after "we need to store", or with an irregular participle
  {
    base: LIBRARY,
    prompt: 'As a librarian I want to record when each book was bought so that I can replace old ones',
    check: (f) => assert.equal(field(f, 'Book', 'bought_date')?.type, 'date'),
  },
  { base: DINER, prompt: 'We need to store when each reservation was made', check: (f) => assert.ok(field(f, 'Reservation', 'made_date')) },
  {
    base: DINER,
    prompt: 'add the date a reservation was made',
    check: (f) => assert.ok(field(f, 'Reservation', 'made_date') && !fieldsOf(f, 'Made')),
  },
  // how many of something are left is named without the verb
  {
    base: GYM,
    prompt: 'Classes should show how many spots are left',
    check: (f) => assert.equal(field(f, 'Class', 'spots_left')?.type, 'integer'),
  },
  // seeing which one does something to each record, in a user story, is that link (here already there)
  { base: GYM, prompt: 'As a manager I want to see which trainer runs each class so that I can plan the week', refused: true },
  {
    base: TASKS,
    prompt: 'As a manager I want to see whether each task is urgent',
    check: (f) => assert.equal(field(f, 'Task', 'urgent')?.type, 'boolean'),
  },
  // which one of some records does something to each record: a link
  {
    base: CLUB,
    prompt: 'record which member hosts each meeting',
    check: (f) => assert.equal(field(f, 'Meeting', 'member')?.target, 'Member'),
  },
  // who a record is given to is its assignee; who did something to it, "<verb>ed by"
  { base: TASKS, prompt: "Tasks should say who they're assigned to", check: (f) => assert.ok(field(f, 'Task', 'assignee')) },
  { base: TASKS, prompt: 'Record who each task is assigned to', check: (f) => assert.ok(field(f, 'Task', 'assignee')) },
  { base: LIBRARY, prompt: 'record who each loan was approved by', check: (f) => assert.ok(field(f, 'Loan', 'approved_by')) },
  // the records first, what the field is for after
  {
    base: BIKES,
    prompt: 'Add a field to repairs for the labour cost',
    check: (f) => assert.equal(field(f, 'Repair', 'labour_cost')?.type, 'number'),
  },
  // saying or showing whether something is so is a yes/no; "they're" is "they are"
  {
    base: DINER,
    prompt: "Dishes should say whether they're vegetarian",
    check: (f) => assert.equal(field(f, 'Dish', 'vegetarian')?.type, 'boolean'),
  },
  { base: DINER, prompt: "Dishes should show if they're spicy", check: (f) => assert.equal(field(f, 'Dish', 'spicy')?.type, 'boolean') },
  // something shown of each record is a field of it; one it has already changes nothing; a count of each is no field
  {
    base: LIBRARY,
    prompt: 'Show the publication year of each book',
    check: (f) => assert.equal(field(f, 'Book', 'publication_year')?.type, 'integer'),
  },
  { base: LIBRARY, prompt: 'Show the author of each book', refused: true },
  { base: LIBRARY, prompt: 'Show the number of loans of each book', refused: true },
  // a field headed by "table" is no new table
  {
    base: DINER,
    prompt: 'Add a field for table preference (inside, terrace, bar) to reservations',
    check: (f) => assert.deepEqual(field(f, 'Reservation', 'table_preference')?.values, ['inside', 'terrace', 'bar']),
  },
  {
    base: DINER,
    prompt: 'add a table number to reservations',
    check: (f) => assert.ok(field(f, 'Reservation', 'table_number') && !fieldsOf(f, 'Number')),
  },
  { base: DINER, prompt: 'add a table called seats', check: (f) => assert.ok(fieldsOf(f, 'Seat')) },
  // what a charge is for only says why it is charged
  {
    base: LIBRARY,
    prompt: 'Loans need a fine amount for late returns',
    check: (f) => assert.equal(field(f, 'Loan', 'fine_amount')?.type, 'number'),
  },
  {
    base: GYM,
    prompt: 'Add a cancellation fee for late cancellations to classes',
    check: (f) => assert.ok(field(f, 'Class', 'cancellation_fee')),
  },
  // how many of each of several records: a line record joins the two and holds the quantity
  {
    base: BIKES,
    prompt: 'Each repair can involve several parts, with a quantity for each',
    check: (f) => {
      assert.equal(field(f, 'RepairPart', 'repair')?.target, 'Repair');
      assert.equal(field(f, 'RepairPart', 'part')?.target, 'Part');
      assert.equal(field(f, 'RepairPart', 'quantity')?.type, 'integer');
    },
  },
  {
    base: DINER,
    prompt: 'A reservation can include several dishes, each with a quantity',
    check: (f) => assert.ok(field(f, 'ReservationDish', 'dish') && field(f, 'ReservationDish', 'quantity')),
  },
  // without an amount of each, many of a record is still the one-to-many link
  { base: BIKES, prompt: 'each repair has many parts', check: (f) => assert.equal(field(f, 'Part', 'repair')?.target, 'Repair') },
  // a typed-in field turned into a link to records of its kind (made when the app has none)
  {
    base: CLUB,
    prompt: 'The venue field on meetings should link to a real venue record',
    check: (f) => assert.ok(fieldsOf(f, 'Venue') && field(f, 'Meeting', 'venue')?.target === 'Venue'),
  },
  { base: CLUB, prompt: 'turn the venue field into a relation', check: (f) => assert.equal(field(f, 'Meeting', 'venue')?.target, 'Venue') },
  { base: GYM, prompt: 'make trainer a link to trainers', refused: true },
  // records said to link to others are linked themselves, not a field of that name another record has
  {
    base: SCHOOL,
    prompt: 'classes should link to teachers',
    check: (f) => assert.ok(field(f, 'Class', 'teacher')?.target === 'Teacher' && field(f, 'Enrolment', 'class')?.target === 'Class'),
  },
  {
    base: JOBS,
    prompt: 'Replace the company name on jobs with a link to companies',
    check: (f) => assert.equal(field(f, 'Job', 'company_name')?.target, 'Company'),
  },
  // which one of some records did something to a record: a link to them
  { base: VET, prompt: 'Visits should record which vet saw the pet', check: (f) => assert.equal(field(f, 'Visit', 'vet')?.target, 'Vet') },
  // the choices of a new field after the records it is for
  {
    base: JOBS,
    prompt: 'Add a contract type field to jobs with full time, part time and freelance',
    check: (f) => assert.deepEqual(field(f, 'Job', 'contract_type')?.values, ['full_time', 'part_time', 'freelance']),
  },
  { base: JOBS, prompt: 'add a notes field to jobs with a date and a time', refused: true },
  // a link with no records named is a web address
  { base: CLUB, prompt: 'make the venue a link', check: (f) => assert.equal(field(f, 'Meeting', 'venue')?.type, 'url') },
];

for (const row of ROWS) {
  test(`edit request "${row.prompt}"`, () => {
    const { r, files, before } = run(row.base, row.prompt);
    if (row.refused) {
      assert.ok(!r.ok || r.operations.every((o) => o.kind === 'keep'), r.ok ? r.summary : '');
      assert.deepEqual(files, before);
      return;
    }
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check?.(files);
  });
}
