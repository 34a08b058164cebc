// A prompt that names only a kind of app ("a forum", "collab calendar") gets the records such an app keeps, and says so;
// one row per case (prompts written for these tests, not taken from the corpus).
import test from 'node:test';
import assert from 'node:assert/strict';
import { generateApp } from '../../src/generation/offline/index.ts';

type Row = { prompt: string; has?: string[]; hasNot?: string[]; links?: string[]; kind?: string; vague?: true };

const ROWS: Row[] = [
  { prompt: 'a forum', has: ['Thread', 'Post'], links: ['Post>Thread'], kind: 'forum' },
  { prompt: 'Message boards', has: ['Thread', 'Post'], hasNot: ['Board'], kind: 'forum' },
  { prompt: 'Team calendar', has: ['Event'], kind: 'calendar' },
  { prompt: 'Daily journaling', has: ['JournalEntry'], kind: 'journal' },
  { prompt: 'an online store for my pottery', has: ['Product', 'Order', 'OrderItem'], links: ['OrderItem>Order'], kind: 'online shop' },
  { prompt: 'Office lunch ordering', has: ['Order', 'OrderItem'], kind: 'ordering' },
  { prompt: 'a shared shopping cart', has: ['Cart', 'CartItem'], links: ['CartItem>Cart'], kind: 'shopping cart' },
  { prompt: 'A Q&A site', has: ['Question', 'Answer'], links: ['Answer>Question'], kind: 'q&a' },
  { prompt: 'family photo gallery', has: ['Photo', 'Album'], links: ['Photo>Album'], kind: 'photo gallery' },
  { prompt: 'a chat for the climbing team', has: ['Message', 'Channel'], kind: 'chat' },
  { prompt: 'A quiz for pub night', has: ['Quiz', 'Question'], links: ['Question>Quiz'], kind: 'quiz' },
  { prompt: 'Wedding guest list', has: ['Guest'], kind: 'guest list' },
  { prompt: 'my timesheets', has: ['Entry', 'Project'], hasNot: ['Timesheet'], kind: 'timesheet' },
  { prompt: 'Packing lists', has: ['Item'], hasNot: ['Packing'], kind: 'shopping list' },
  { prompt: 'Lost and found', has: ['Item'], kind: 'lost and found' },
  // a title and nothing else: its nouns are what the app keeps, an event after a thing is a record of that thing
  { prompt: 'Pet adoption', has: ['Pet', 'Adoption'], links: ['Adoption>Pet'], kind: 'pet adoption' },
  { prompt: 'Bike repair', has: ['Bike', 'Repair'], links: ['Repair>Bike'], kind: 'bike repair' },
  { prompt: 'Movie watchlist', has: ['Movie'], hasNot: ['Watchlist'], kind: 'movie watchlist' },
  { prompt: 'Pet sitting', has: ['Pet'], kind: 'pet sitting' },
  { prompt: 'Volunteer scheduling', has: ['Volunteer', 'Session'], links: ['Session>Volunteer'], kind: 'volunteer scheduling' },
  // a noun before the kind's name says what it holds: a tool library lends tools, a plant shop sells plants
  { prompt: 'Tool library', has: ['Tool', 'Member', 'Loan'], hasNot: ['Book'], links: ['Loan>Tool', 'Loan>Member'], kind: 'tool library' },
  { prompt: 'our board game library', has: ['Game', 'Loan'], hasNot: ['Book'], links: ['Loan>Game'], kind: 'board game library' },
  { prompt: 'Plant shop', has: ['Plant', 'Order', 'OrderItem'], hasNot: ['Product'], links: ['OrderItem>Plant'], kind: 'plant shop' },
  // a domain named by a word or a title: the records such a trade or place cannot do without
  { prompt: 'Pilates studio', has: ['Class', 'Instructor', 'Booking'], links: ['Booking>Class'], kind: 'yoga studio' },
  { prompt: 'Darts league', has: ['Team', 'Player', 'Match'], hasNot: ['Dart'], links: ['Player>Team'], kind: 'league' },
  { prompt: 'our vet clinic', has: ['Pet', 'Owner', 'Visit'], links: ['Visit>Pet'], kind: 'vet' },
  { prompt: 'Payroll', has: ['Employee', 'Payslip'], links: ['Payslip>Employee'], kind: 'payroll' },
  { prompt: 'Bookkeeping', has: ['Account', 'JournalEntry'], links: ['JournalEntry>Account'], kind: 'accounting' },
  { prompt: 'Hostel', has: ['Room', 'Guest', 'Booking'], links: ['Booking>Room'], kind: 'hotel' },
  { prompt: 'Hiking club', has: ['Member', 'Meeting'], kind: 'hiking club' },
  // the booking template's guesses give way to the kind, as do compounds of the kind's own words
  { prompt: 'Physio clinic', has: ['Patient', 'Appointment'], hasNot: ['Service'], kind: 'clinic' },
  { prompt: 'Family chores', has: ['Chore', 'Member', 'Completion'], hasNot: ['FamilyChore'], kind: 'chore' },
  { prompt: 'Wine reviews', has: ['Wine', 'Review'], hasNot: ['WineReview'], links: ['Review>Wine'], kind: 'wine reviews' },
  { prompt: 'Bike hire', has: ['Bike', 'Customer', 'Rental'], links: ['Rental>Bike'], kind: 'bike hire' },
  { prompt: 'a gym log of my workouts with sets and reps', has: ['Workout'], hasNot: ['MembershipPlan'] },
  // a blurb that lists what the software does, with records of its own, keeps what its kind cannot do without too
  {
    prompt: 'Cloud invoicing software for contractors and their quotes.',
    has: ['Quote', 'Invoice', 'Client'],
    links: ['Invoice>Client'],
    kind: 'invoicing',
  },
  { prompt: 'Self-hosted HR software with absence calendars.', has: ['Employee'], kind: 'hr' },
  // what the first sentence defines the software as, later than its first words (catalogue entries of public-interest software)
  {
    prompt: 'Kinta is a lightweight, offline-first medical records system that rural clinics share with partner hospitals.',
    has: ['Patient', 'Visit'],
    links: ['Visit>Patient'],
    kind: 'patient record',
  },
  {
    prompt: 'Mavuno is a mobile application for farm management used by cooperatives to improve yields.',
    has: ['Asset', 'Log'],
    links: ['Log>Asset'],
    kind: 'farm management',
  },
  {
    prompt: 'Kopa is an open source microfinance platform that helps lenders reach rural communities.',
    has: ['Client', 'Loan', 'Repayment'],
    links: ['Loan>Client', 'Repayment>Loan'],
    kind: 'microfinance',
  },
  {
    prompt: 'Chanjo is an immunization management system for district clinics.',
    has: ['Vaccine', 'Vaccination'],
    kind: 'immunization management',
  },
  // more kinds of software named by the work they manage (generation session 27)
  {
    prompt: 'Damu is an open-source blood bank management system for regional hospitals.',
    has: ['Donor', 'Donation', 'Transfusion'],
    links: ['Donation>Donor'],
    kind: 'blood bank',
  },
  {
    prompt: 'Procurement software for a city council.',
    has: ['Supplier', 'Tender', 'Bid', 'Contract'],
    links: ['Bid>Tender', 'Bid>Supplier'],
    kind: 'procurement',
  },
  {
    prompt: 'Kiosk is a point of sale system for market traders.',
    has: ['Product', 'Sale', 'SaleItem'],
    links: ['SaleItem>Sale'],
    kind: 'point of sale',
  },
  {
    prompt: 'Web-based software for a small dental practice.',
    has: ['Patient', 'Appointment'],
    links: ['Appointment>Patient'],
    kind: 'clinic',
  },
  { prompt: 'An open data portal for the city.', has: ['Dataset', 'Resource'], links: ['Resource>Dataset'], kind: 'open data' },
  {
    prompt: 'A grievance redress system for a water utility.',
    has: ['Complaint', 'Response'],
    links: ['Response>Complaint'],
    kind: 'complaint management',
  },
  { prompt: 'a citizen reporting app', has: ['Issue', 'Category'], links: ['Issue>Category'], kind: 'citizen reporting' },
  { prompt: 'Land registry', has: ['Parcel', 'Owner', 'Deed'], links: ['Deed>Parcel', 'Deed>Owner'], kind: 'land registry' },
  // a kind is named by what means the software, not by an activity any system may do ("remote monitoring")
  {
    prompt: 'Remote monitoring software for our water pumps and the engineers who service them.',
    has: ['Engineer'],
    hasNot: ['Patient', 'Clinician'],
  },
  // a kind said after "is a" in a sentence that is not the first says nothing of what the software is
  {
    prompt: 'Volunteers log beach cleanups with a date and bags collected. Our charity is a farm management pioneer too.',
    hasNot: ['Field'],
  },
  // not where the kind only qualifies what the software is ("a church rota app")
  { prompt: 'church rota app. volunteers and roles', has: ['Volunteer'], hasNot: ['Donation'] },
  // where or for whom it is names nothing it holds; a library of books is the library template's
  { prompt: 'a coffee shop', has: ['Product'], kind: 'online shop' },
  { prompt: 'School library', has: ['Book', 'Loan'] },
  // the prompt's own records win over the kind it names
  { prompt: 'timesheets for freelancers', has: ['Freelancer'], hasNot: ['Entry'] },
  { prompt: 'a forum where gardeners list seeds with a variety and a sowing month', has: ['Seed'], hasNot: ['Thread', 'Post'] },
  { prompt: 'A calendar of shifts: volunteers sign up for shifts with a start time', has: ['Shift', 'Volunteer'], hasNot: ['Event'] },
  // a kind named inside a longer word is no kind ("shopping" is no shop), and nothing named stays vague
  // a planner of one's days keeps what is to be done and when (generation session 18)
  { prompt: 'Weekly planner with colour-coded time blocking', has: ['Task', 'Event'], links: ['Event>Task'], kind: 'day planner' },
  { prompt: 'A daily planner', has: ['Task', 'Event'], kind: 'day planner' },
  { prompt: 'make me an app', vague: true },
  { prompt: 'something nice for shopping', vague: true },
];

for (const row of ROWS) {
  test(`app kinds: "${row.prompt}"`, () => {
    const r = generateApp({ name: 'Kinds', prompt: row.prompt });
    if (row.vague) {
      assert.equal(r.ok, false, 'a vague prompt fails');
      if (!r.ok) assert.match(r.error, /^vague prompt: /);
      return;
    }
    if (!r.ok) assert.fail(`generation failed: ${r.error}`);
    const schemas = Object.entries(r.files)
      .filter(([p]) => /^entities\/[^/]+\.json$/.test(p))
      .map(([p, body]) => ({
        name: p.slice('entities/'.length, -'.json'.length),
        fields: JSON.parse(body).fields as Array<{ type: string; target?: string }>,
      }));
    const names = schemas.map((s) => s.name);
    for (const n of row.has ?? []) assert.ok(names.includes(n), `${n} in ${names.join(', ')}`);
    for (const n of row.hasNot ?? []) assert.ok(!names.includes(n), `no ${n} in ${names.join(', ')}`);
    for (const link of row.links ?? []) {
      const [from, to] = link.split('>');
      const fields = schemas.find((s) => s.name === from)?.fields ?? [];
      assert.ok(
        fields.some((f) => f.type === 'relation' && f.target === to),
        `${from} links to ${to}`,
      );
    }
    const said = r.warnings?.find((w) => w.startsWith('The prompt names what the app is'));
    if (row.kind) assert.ok(said?.includes(`(${row.kind})`), `a warning names the kind ${row.kind}: ${JSON.stringify(r.warnings)}`);
    else assert.equal(said, undefined, 'no kind is assumed when the prompt names its records');
  });
}
