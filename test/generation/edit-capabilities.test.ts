// Follow-up requests in the style of WebGen-Instruct instructions (issue 18, Edits, session 11): what a
// person should be able to do ("users should be able to cancel a booking"), records named with a word
// before them ("hotel bookings"), and value lists with a serial comma. Each row is one request and what it
// must do to the app.
import test from 'node:test';
import assert from 'node:assert/strict';
import { editOnBase as run, fieldNamed as field, fieldsOf, linked } from '../support/offline-edits.ts';
import { validateApp } from '../../src/validation/validate.ts';

const SHOP =
  'A bike hire shop: bikes with a name, a size and a daily price, and rentals with a bike, a start date and a status (booked, out, returned).';
const CLUB = 'A walking club: walkers with a name and an email, and walks with a date, a route, a leader and a distance.';
const ARTICLES = 'A recipe blog: recipes with a title, a cooking time and a method, and authors with a name.';
const BAKERY = 'A bakery shop: cakes with a name, a price and a flavour, ordered by customers.';
const PRACTICE = 'A dental practice: patients with a name and a phone number, and visits with a patient and a reason.';

type Row = { base: string; prompt: string; check: (files: Record<string, string>) => void };

const ROWS: Row[] = [
  // a capability: what the verb does to the records decides the change
  {
    base: SHOP,
    prompt: 'Customers should be able to cancel a rental',
    check: (f) => assert.ok(field(f, 'Rental', 'status')?.values?.includes('cancelled')),
  },
  {
    base: CLUB,
    prompt: 'Walkers should be able to cancel a walk',
    check: (f) => assert.deepEqual(field(f, 'Walk', 'status')?.values, ['active', 'cancelled']),
  },
  {
    base: ARTICLES,
    prompt: 'Readers should be able to comment on recipes',
    check: (f) => assert.ok(fieldsOf(f, 'Comment') && linked(f, 'Comment', 'Recipe')),
  },
  {
    base: ARTICLES,
    prompt: 'Users should be able to group recipes into collections',
    check: (f) => assert.ok(fieldsOf(f, 'Collection') && linked(f, 'Recipe', 'Collection')),
  },
  {
    base: CLUB,
    prompt: 'Walkers should be able to sign up for walks',
    check: (f) => assert.ok(linked(f, 'Walker', 'Walk') || linked(f, 'Walk', 'Walker')),
  },
  // a capability that makes records (session 12): what it makes is a new kind of record, linked to what it is for
  {
    base: CLUB,
    prompt: 'Walkers should be able to log injuries on a walk, each with a date and a description',
    check: (f) => {
      assert.ok(field(f, 'Injury', 'date') && linked(f, 'Injury', 'Walk'));
    },
  },
  {
    base: SHOP,
    prompt: 'The app should let staff keep several workshops, each with a name and an address, and every bike comes out of one workshop',
    check: (f) => assert.ok(field(f, 'Workshop', 'address') && linked(f, 'Bike', 'Workshop')),
  },
  {
    base: SHOP,
    prompt: 'Customers should be able to attach photos to rentals',
    check: (f) => assert.ok(fieldsOf(f, 'Rental')?.some((x) => /photo/.test(x.name))),
  },
  {
    base: ARTICLES,
    prompt: 'The app should let readers tag recipes so they can find them later',
    check: (f) => assert.ok(fieldsOf(f, 'Tag')),
  },
  {
    base: CLUB,
    prompt: 'Walkers should be able to plan outings, with a date and the walk being done',
    check: (f) => assert.ok(field(f, 'Outing', 'date') && linked(f, 'Outing', 'Walk')),
  },
  // rating said of the one record the object names, however the object is put (session 12)
  {
    base: CLUB,
    prompt: 'Walkers should be able to rate how much they enjoyed a walk, from 1 to 5',
    check: (f) => assert.ok(field(f, 'Walk', 'rating')),
  },
  // pages of records said as a superlative or as past their date (session 12)
  {
    base: CLUB,
    prompt: 'Show the longest walks on their own page',
    check: (f) => assert.match(f['pages/LongestWalks.jsx'] ?? '', /const PRESET = \{"kind":"top","field":"distance"/),
  },
  {
    base: SHOP,
    prompt: 'Show rentals that are past their start date on a separate page',
    check: (f) => assert.match(f['pages/RentalsPastTheirStartDate.jsx'] ?? '', /const PRESET = \{"kind":"overdue","field":"start_date"/),
  },
  // a person something is done by, whom the app does not keep yet, and what that person has (session 12)
  {
    base: CLUB,
    prompt: 'Each walk is led by one guide, and guides have a name and a phone number',
    check: (f) => assert.ok(linked(f, 'Walk', 'Guide') && field(f, 'Guide', 'phone_number')),
  },
  // "each walk entry should list …": one of the records, and a field it lists (session 12)
  {
    base: CLUB,
    prompt: 'Each walk entry should list the landmarks',
    check: (f) => assert.ok(field(f, 'Walk', 'landmarks')),
  },
  // records named with a word before them: which of them, or how they are kept
  {
    base: SHOP,
    prompt: 'Bike rentals should also record a deposit',
    check: (f) => assert.ok(field(f, 'Rental', 'deposit')),
  },
  {
    base: ARTICLES,
    prompt: 'Sort the recipe library by title',
    check: (f) => assert.match(f['pages/Recipes.jsx'] ?? '', /"sort":"title"/),
  },
  // chosen from other records: a link to them (a field said so becomes the link, same name)
  {
    base: ARTICLES,
    prompt: 'Each recipe should be by one of the authors',
    check: (f) => assert.ok(linked(f, 'Recipe', 'Author')),
  },
  {
    base: CLUB,
    prompt: 'The leader should be one of the walkers',
    check: (f) => assert.deepEqual([field(f, 'Walk', 'leader')?.type, field(f, 'Walk', 'leader')?.target], ['relation', 'Walker']),
  },
  {
    base: SHOP,
    prompt: 'Bikes should be a list we can manage, and each rental should be linked to one of them',
    check: (f) => assert.ok(linked(f, 'Rental', 'Bike')),
  },
  // a page of records waiting for something: a stage of their status
  {
    base: SHOP,
    prompt: 'Also show a page of rentals awaiting payment',
    check: (f) => {
      assert.ok(field(f, 'Rental', 'status')?.values?.includes('awaiting_payment'));
      assert.match(
        f['pages/RentalsAwaitingPayment.jsx'] ?? '',
        /const PRESET = \{"kind":"value","field":"status","value":"awaiting_payment"/,
      );
    },
  },
  // "the function of rating bikes, from 1 to 5 stars": a rating of the bikes
  {
    base: SHOP,
    prompt: 'Please add the function of rating bikes, from 1 to 5 stars',
    check: (f) => assert.ok(field(f, 'Bike', 'rating')),
  },
  // a serial comma before "or" leaves no "or" in the last value
  {
    base: SHOP,
    prompt: 'Bikes should also record the frame type (road, mountain, or hybrid)',
    check: (f) => assert.deepEqual(field(f, 'Bike', 'frame_type')?.values, ['road', 'mountain', 'hybrid']),
  },
  // an act that puts a record in a state (session 14): a mark that comes and goes is a yes/no; a stage of the
  // record's life joins its status when it has one
  {
    base: CLUB,
    prompt: 'Leaders should be able to pin popular walks to the top of the list',
    check: (f) => assert.equal(field(f, 'Walk', 'pinned')?.type, 'boolean'),
  },
  {
    base: ARTICLES,
    prompt: 'Readers can star a recipe',
    check: (f) => assert.equal(field(f, 'Recipe', 'starred')?.type, 'boolean'),
  },
  {
    base: ARTICLES,
    prompt: 'Authors should be able to archive old recipes',
    check: (f) => assert.equal(field(f, 'Recipe', 'archived')?.type, 'boolean'),
  },
  {
    base: SHOP,
    prompt: 'Staff should be able to archive rentals',
    check: (f) => {
      assert.ok(field(f, 'Rental', 'status')?.values?.includes('archived'));
      assert.equal(field(f, 'Rental', 'archived'), undefined);
    },
  },
  // many people's approval of a record is a count on it (session 14)
  {
    base: ARTICLES,
    prompt: 'Readers should be able to like a recipe',
    check: (f) => assert.match(field(f, 'Recipe', 'likes')?.type ?? '', /integer|number/),
  },
  // two acts joined by "and", the second's pronoun or the first's missing object being the other's (session 14)
  {
    base: CLUB,
    prompt: 'Walkers should be able to like a walk and leave a comment on it',
    check: (f) => assert.ok(field(f, 'Walk', 'likes') && fieldsOf(f, 'Comment') && linked(f, 'Comment', 'Walk')),
  },
  {
    base: ARTICLES,
    prompt: 'let readers rate and comment on recipes',
    check: (f) => assert.ok(field(f, 'Recipe', 'rating') && linked(f, 'Comment', 'Recipe')),
  },
  {
    base: ARTICLES,
    prompt: 'Editors can pin and hide recipes',
    check: (f) => assert.ok(field(f, 'Recipe', 'pinned') && field(f, 'Recipe', 'hidden')),
  },
  // a page of the records of a day or a week when they keep no date: they get the day they are on (session 14)
  {
    base: PRACTICE,
    prompt: "Also show a page of today's visits",
    check: (f) => {
      assert.equal(field(f, 'Visit', 'date')?.type, 'date');
      assert.match(f['pages/TodaysVisits.jsx'] ?? '', /const PRESET = \{"kind":"today","field":"date"/);
    },
  },
  // (a visit is a happening, so it has its day already, session 16)
  {
    base: PRACTICE,
    prompt: 'I want a list of visits due this week',
    check: (f) => assert.match(f['pages/VisitsDueThisWeek.jsx'] ?? '', /const PRESET = \{"kind":"week","field":"date"/),
  },
  {
    base: BAKERY,
    prompt: 'I want a list of cakes due this week',
    check: (f) => assert.match(f['pages/CakesDueThisWeek.jsx'] ?? '', /const PRESET = \{"kind":"week","field":"due_date"/),
  },
  // a page asked for by the people who need it (session 14)
  {
    base: SHOP,
    prompt: 'The shop staff need a page of rentals that are still waiting for payment',
    check: (f) => assert.ok(field(f, 'Rental', 'status')?.values?.some((v) => /waiting|awaiting/.test(v))),
  },
  // a feature named by the records it keeps (session 14): the word for the whole and the words that praise it
  // set aside, a person before what people write being its author, a rating beside records a value of each
  {
    base: BAKERY,
    prompt: 'Add a safe payment module',
    check: (f) => assert.ok(field(f, 'Payment', 'amount')),
  },
  {
    base: BAKERY,
    prompt: 'Add customer reviews',
    check: (f) => assert.ok(fieldsOf(f, 'Review') && !fieldsOf(f, 'CustomerReview')),
  },
  {
    base: BAKERY,
    prompt: 'Add a review and rating feature.',
    check: (f) => assert.ok(field(f, 'Review', 'rating') && !fieldsOf(f, 'Rating')),
  },
  // a feature named after the records it is of (session 14)
  {
    base: BAKERY,
    prompt: 'Add cake instructions.',
    check: (f) => assert.equal(field(f, 'Cake', 'instructions')?.type, 'text'),
  },
  {
    base: BAKERY,
    prompt: 'Add cake profiles with storage tips and a shelf life',
    check: (f) => assert.ok(field(f, 'Cake', 'storage_tips') && !fieldsOf(f, 'CakeProfile')),
  },
  {
    base: BAKERY,
    prompt: 'Add cake categories',
    check: (f) => assert.ok(field(f, 'Cake', 'category') && !fieldsOf(f, 'CakeCategory')),
  },
  {
    base: BAKERY,
    prompt: 'Add a menu builder',
    check: (f) => assert.ok(fieldsOf(f, 'Menu') && !fieldsOf(f, 'MenuBuilder')),
  },
  {
    base: BAKERY,
    prompt: 'Add gift voucher creation',
    check: (f) => assert.ok(fieldsOf(f, 'GiftVoucher')),
  },
  {
    base: BAKERY,
    prompt: 'Add a forum for baking-related questions',
    check: (f) => assert.ok(fieldsOf(f, 'Question') && !field(f, 'Cake', 'forum')),
  },
];

for (const row of ROWS) {
  test(`edit in the instructions' style: "${row.prompt}"`, () => {
    const { r, files } = run(row.base, row.prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check(files);
  });
}

test('edit capability: a record that can already be cancelled is left as it is, and viewing records is no change', () => {
  const { r } = run(SHOP, 'Customers should be able to cancel a rental. Customers should be able to cancel a rental');
  assert.ok(r.ok, r.ok ? '' : r.error);
  const view = run(CLUB, 'Walkers should be able to view walks');
  assert.ok(!view.r.ok);
});

test('edit capability: a state the records can already be in changes nothing; an act on nothing the app keeps is refused', () => {
  const again = run(ARTICLES, 'Readers can star a recipe. Readers can star a recipe');
  assert.ok(again.r.ok, again.r.ok ? '' : again.r.error);
  assert.equal(fieldsOf(again.files, 'Recipe')?.filter((x) => x.name === 'starred').length, 1);
  const nothing = run(CLUB, 'Walkers should be able to pin the weather forecast');
  assert.ok(!nothing.r.ok);
  // (one act of two that places nothing leaves the whole request not understood)
  const half = run(CLUB, 'Walkers should be able to like a walk and juggle the forecast');
  assert.ok(!half.r.ok);
});

test('edit field to link: the app still validates, and the pages show the linked walker', async () => {
  const { r, files } = run(CLUB, 'The leader should be one of the walkers');
  assert.ok(r.ok, r.ok ? '' : r.error);
  const errors = (await validateApp(new Map(Object.entries(files)))).issues.filter((i) => i.severity === 'error');
  assert.deepEqual(errors, []);
});

test('edit feature records: a feature whose records the catalog does not know, or one already kept, is not made up', () => {
  assert.ok(!run(BAKERY, 'Add a juggling system').r.ok);
  const kept = run(BAKERY, 'Add a cake system');
  assert.ok(!kept.r.ok || !fieldsOf(kept.files, 'Cakes'));
  // (a word that praises a field is no feature's: "add a new flavour" is still a field request)
  const { r, files } = run(BAKERY, 'add a new allergens field to cakes');
  assert.ok(r.ok, r.ok ? '' : r.error);
  assert.ok(field(files, 'Cake', 'new_allergens') || field(files, 'Cake', 'allergens'));
});

test('edit user story about the list: searching and counting records is what every list does already; searching by what is not kept adds it', () => {
  for (const prompt of [
    'User can search cakes by name',
    'User can search for a cake',
    'User can see the total number of cakes',
    'User can see how many cakes there are',
  ]) {
    const { r, files, before } = run(BAKERY, prompt);
    assert.ok(r.ok, r.ok ? '' : r.error);
    assert.deepEqual(fieldsOf(files, 'Cake'), fieldsOf(before, 'Cake'), prompt);
  }
  const { r, files } = run(BAKERY, 'User can search cakes by allergen');
  assert.ok(r.ok, r.ok ? '' : r.error);
  assert.ok(field(files, 'Cake', 'allergen'));
  assert.ok(!run(BAKERY, 'User can search the weather').r.ok);
});

test('edit capability on records the app lacks: the act presumes them, added first; a near-miss of a kept record stays refused', () => {
  const LEAVE = 'A staff directory: employees with a name, an email and a phone number.';
  const approve = run(LEAVE, 'Add the ability for managers to approve holiday requests');
  assert.ok(approve.r.ok, approve.r.ok ? '' : approve.r.error);
  assert.ok(field(approve.files, 'HolidayRequest', 'approved'));
  const marked = run(BAKERY, 'Let customers mark hampers as gifts');
  assert.ok(marked.r.ok, marked.r.ok ? '' : marked.r.error);
  assert.ok(field(marked.files, 'Hamper', 'gift'));
  // ("cakse": a misspelling of the cakes kept, not a new kind of record)
  assert.ok(!run(BAKERY, 'Let customers mark cakse as favourites').r.ok);
});

test('edit records for kept records: "add reminders for plants" are records of their own, each linked to one of those served', () => {
  const PLANTS = 'Track my plants with a name and a species, and care tasks with a date and a plant.';
  const { r, files } = run(PLANTS, 'Add reminders for plants');
  assert.ok(r.ok, r.ok ? '' : r.error);
  assert.ok(fieldsOf(files, 'Reminder') && linked(files, 'Reminder', 'Plant'));
  assert.ok(!field(files, 'Plant', 'reminders'));
  // (said with a word before them that says which: the records served all the same)
  const which = run(PLANTS, 'Add invoices for watering tasks');
  assert.ok(which.r.ok, which.r.ok ? '' : which.r.error);
  assert.ok(linked(which.files, 'Invoice', 'CareTask') || linked(which.files, 'Invoice', 'Task'));
  // (a field word stays a field of theirs)
  const notes = run(PLANTS, 'Add notes for plants');
  assert.ok(notes.r.ok && field(notes.files, 'Plant', 'notes') && !fieldsOf(notes.files, 'Note'));
});

// User stories as requirement documents write them (session 23): a purpose said of anyone, a wish about records,
// records tied to the teller ("assigned to me", "associated with my account").
test('edit user stories: "so that <anyone> …" is no part of the act; "I would like X to have …" is a requirement on X', () => {
  const CLINIC = 'A vet clinic: vets with a name, and appointments with a date, a pet name and a vet.';
  const purpose = run(CLINIC, 'As a receptionist, I want to record the weight of each appointment so that vets know how the pet is doing.');
  assert.ok(purpose.r.ok, purpose.r.ok ? '' : purpose.r.error);
  assert.ok(field(purpose.files, 'Appointment', 'weight'));
  const wish = run(CLINIC, 'As a vet, I would like appointments to have a reason and a duration.');
  assert.ok(wish.r.ok, wish.r.ok ? '' : wish.r.error);
  assert.ok(field(wish.files, 'Appointment', 'reason') && field(wish.files, 'Appointment', 'duration'));
});

test('edit user stories: records "assigned to me" or "associated with my account" link to the teller', () => {
  const HELPDESK = 'A help desk: tickets with a subject, a priority and a status, and agents with a name and an email.';
  const mine = run(HELPDESK, 'As an agent, I need to see all tickets assigned to me.');
  assert.ok(mine.r.ok, mine.r.ok ? '' : mine.r.error);
  assert.ok(linked(mine.files, 'Ticket', 'Agent'));
  const account = run(
    HELPDESK,
    'As a customer, I would like to have my past tickets associated with my account so that I can follow them up.',
  );
  assert.ok(account.r.ok, account.r.ok ? '' : account.r.error);
  assert.ok(linked(account.files, 'Ticket', 'Customer'));
});

test('edit user stories: "my <record>", "at any time", "save … as a draft" and "list my <records>"', () => {
  const LEAGUE = 'A football league app: clubs with a name and a home ground, and fixtures with a date, a kick-off time and a venue.';
  const seen = run(LEAGUE, 'As a coach, I want to see the referee of my fixture at any time.');
  assert.ok(seen.r.ok, seen.r.ok ? '' : seen.r.error);
  assert.ok(field(seen.files, 'Fixture', 'referee'), JSON.stringify(fieldsOf(seen.files, 'Fixture')));
  const draft = run(LEAGUE, 'As a secretary, I want to save a fixture as a draft.');
  assert.ok(draft.r.ok, draft.r.ok ? '' : draft.r.error);
  assert.ok(field(draft.files, 'Fixture', 'draft') || field(draft.files, 'Fixture', 'status')?.values?.includes('draft'));
  const own = run(LEAGUE, 'As a club, I want to list my volunteers.');
  assert.ok(own.r.ok, own.r.ok ? '' : own.r.error);
  assert.ok(linked(own.files, 'Volunteer', 'Club'));
});
