/**
 * A dev batch written in the fifth generation session before any change to the generator was made for
 * it: requests typed the way people type them to app builders (lowercase, bullets, typos, run-on
 * sentences, a line or a paragraph), in domains the rest of the corpus does not cover. Its numbers before
 * tuning are recorded in docs/benchmarks.md as a generalisation signal. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E5_CREATE_CASES: CreateCase[] = [
  dev('e5-escape-room', 'escape room business - rooms, bookings (group size, date, time), and we want to track which groups escaped and their time', {
    Room: 'name',
    Booking: '>Room, date:date',
    '?Group|Team|Customer': '',
  }),
  dev(
    'e5-tattoo',
    'app for my tattoo studio. clients book sessions with one of our artists, each session has a date, deposit paid (yes/no), design notes and price',
    {
      Client: 'name',
      Artist: 'name',
      Session: '>Client, >Artist, date:date, deposit:bool, price:money',
    },
  ),
  dev('e5-sailing', 'Sailing club: members, boats (name, class, sail number) and races. record race results - which boat, finishing position, time', {
    Member: 'name',
    Boat: 'name, class, sail_number',
    Race: 'date|name',
    'Result|RaceResult': '>Boat, >Race, position:count',
  }),
  dev('e5-makerspace', 'makerspace with members who need inductions on machines before they can use them. log inductions with date and the trainer who signed off', {
    Member: 'name',
    Machine: 'name',
    Induction: '>Member, >Machine, date:date',
    '?Trainer': '',
  }),
  dev(
    'e5-pottery',
    'i teach pottery classes. need to keep track of students, the courses they sign up for (6 week courses mostly) and what they paid',
    {
      Student: 'name',
      Course: 'name|title',
      '?Enrollment|Enrolment|Signup|Registration|Booking|Payment': '',
      'Student>Course|Course>Student': '',
    },
  ),
  dev(
    'e5-kennel',
    'dog boarding kennel\n- owners with phone numbers\n- dogs (name, breed, feeding instructions, vet)\n- stays with check in and check out dates\n- kennels (size small/medium/large)',
    {
      Owner: 'name, phone',
      Dog: '>Owner, name, breed',
      Stay: '>Dog, check_in:date, check_out:date',
      Kennel: 'size:enum=small/medium/large',
      '?Vet': '',
    },
  ),
  dev('e5-wine-cellar', 'keep track of the wines in my cellar: producer, vintage, region, how many bottles, drink by year, and tasting notes whenever i open one', {
    Wine: 'producer, vintage, region, bottles:count',
    '?Producer|Region': '',
    '?TastingNote|Tasting|Note': '',
  }),
  dev('e5-vinyl', 'vinyl record collection app. records have artist, title, year, condition and what i paid. also a wishlist of records i want', {
    Record: 'artist, title, year, condition, paid|price:money',
    '?Artist': '',
    '?Wishlist|WishlistItem': '',
  }),
  dev(
    'e5-dnd',
    'dnd campaign tracker for my group. characters (player, class, level, hp), sessions with a summary, and loot the party found',
    {
      Character: 'player, class, level:count',
      Session: 'summary|notes',
      Loot: 'name',
      '?Player|Campaign': '',
    },
  ),
  dev('e5-esports', 'We run an esports team, need to manage players, tournaments we enter, and matches (opponent, score, win/loss)', {
    Player: 'name',
    Tournament: 'name',
    Match: '>Tournament, opponent, score',
  }),
  dev(
    'e5-hackathon',
    'hackathon organiser app — participants register, form teams, teams submit projects, judges score projects out of 10',
    {
      Participant: 'name',
      Team: 'name',
      Project: '>Team',
      Judge: 'name',
      'Score|Judging|Review': '>Project, >Judge, score:rating',
    },
  ),
  dev('e5-science-fair', 'school science fair: students enter projects in categories, judges give each project a score', {
    Student: 'name',
    Project: '>Category',
    Category: 'name',
    Judge: 'name',
    '?Score|Judging|Review|Entry': '',
  }),
  dev(
    'e5-student-housing',
    'student housing office. we have houses with rooms, students rent rooms for the academic year, and we need to log maintenance requests from tenants',
    {
      House: 'name|address',
      Room: '>House',
      Student: 'name',
      'Lease|Rental|Tenancy|Booking': '>Room, >Student',
      'MaintenanceRequest|Request': 'description|issue',
    },
  ),
  dev('e5-car-wash', 'car wash loyalty app, customers, their cars (plate, make) and every wash they get, 10th wash free', {
    Customer: 'name',
    Car: '>Customer, plate, make',
    Wash: '>Car',
  }),
  dev('e5-alterations', 'tailor shop alterations tracker: customer drops off garments, we note what needs doing, price, date promised, and whether its been picked up', {
    Customer: 'name',
    'Garment|Alteration|Job|Order': 'price:money',
  }),
  dev(
    'e5-blood-drive',
    'blood donation drives. donors (name, blood type, last donation date), drives at different locations and dates, and appointments donors book at a drive',
    {
      Donor: 'name, blood_type, last_donation:date',
      Drive: 'location, date:date',
      Appointment: '>Donor, >Drive',
      '?Location': '',
    },
  ),
  dev('e5-mushroom-farm', 'mushroom farm: grow rooms, batches (strain, inoculation date, expected harvest) and harvests with weight in kg', {
    'GrowRoom|Room': 'name',
    Batch: '>GrowRoom|>Room, strain, inoculation:date',
    Harvest: '>Batch, weight:number',
  }),
  dev('e5-fishing', 'fishing log. trips with date and spot, and every catch: species, length, weight, released or kept', {
    Trip: 'date:date, spot|location',
    Catch: '>Trip, species, length:number, weight:number',
    '?Spot|Location|Species': '',
  }),
  dev('e5-campsite', 'campsite reservations - pitches (tent/caravan/hookup), guests and reservations with arrival + departure dates and number of people', {
    Pitch: 'type:enum',
    Guest: 'name',
    Reservation: '>Pitch, >Guest, arrival:date, departure:date, people:count',
  }),
  dev(
    'e5-livery',
    'horse livery yard. owners, horses, stables. each horse is in a stable and has an owner. farrier and vet visits get logged per horse',
    {
      Owner: 'name',
      Horse: '>Owner, >Stable',
      Stable: 'name',
      'Visit|FarrierVisit|VetVisit': '>Horse, date:date',
    },
  ),
  dev('e5-dog-training', 'dog training classes: puppy, basic, agility. owners enrol their dogs in a class, trainer takes attendance every week', {
    Owner: 'name',
    Dog: '>Owner',
    Class: 'name',
    '?Enrollment|Enrolment|Registration': '',
    '?Trainer|Attendance': '',
  }),
  dev('e5-carpool', 'carpool for our office. drivers offer rides (from, to, departure time, seats) and colleagues request a seat on a ride', {
    Driver: 'name',
    Ride: '>Driver, from|origin, to|destination, departure:datetime, seats:count',
    'Request|SeatRequest|Booking': '>Ride',
    '?Colleague|Passenger': '',
  }),
  dev(
    'e5-meal-prep',
    'meal prep subscription biz. customers pick a plan (3, 5 or 7 meals a week), we deliver on mondays. need customers, plans, weekly orders and the menu of meals',
    {
      Customer: 'name',
      Plan: 'name',
      Order: '>Customer',
      Meal: 'name',
      '?Delivery|Menu': '',
    },
  ),
  dev('e5-print-shop', 'print shop job tracker. customers send print jobs — quantity, paper type, size, due date, status (quote, printing, ready, collected)', {
    Customer: 'name',
    'PrintJob|Job': '>Customer, quantity:count, paper_type|paper, size, due:date, status:enum=quote/printing/ready/collected',
  }),
  dev('e5-museum', 'small local museum, catalogue the artifacts (title, period, material, acquisition date, donor) and which exhibition they are shown in', {
    Artifact: 'title, period, material, acquisition:date',
    Exhibition: 'name|title',
    'Artifact>Exhibition|Exhibition>Artifact': '',
    '?Donor': '',
  }),
  dev('e5-genealogy', 'family tree app: people with birth and death dates, marriages between two people, and photos of each person', {
    Person: 'name, birth:date, death:date',
    Marriage: '>Person',
    Photo: '>Person',
  }),
  dev('e5-language-exchange', 'language exchange meetup. members list languages they speak and want to learn, we pair them up and they meet weekly', {
    Member: 'name',
    Language: 'name',
    '?Pair|Pairing|Match|Meeting': '',
  }),
  dev(
    'e5-robotics',
    'high school robotics team - students, mentors, the parts inventory (part name, qty, bin location) and build tasks assigned to students with deadlines',
    {
      Student: 'name',
      Mentor: 'name',
      Part: 'name, qty|quantity:count, bin|location',
      Task: '>Student, deadline:date',
    },
  ),
  dev('e5-instrument-loans', 'our school orchestra lends instruments to pupils. instruments have a serial number and condition, loans have start date and return date', {
    Instrument: 'serial_number, condition',
    Pupil: 'name',
    Loan: '>Instrument, >Pupil, start:date, return:date',
  }),
  dev('e5-costume-rental', 'costume rental shop. costumes (size, theme, daily rate), customers rent them for a few days, deposit returned when costume comes back', {
    Costume: 'size, theme, rate:money',
    Customer: 'name',
    Rental: '>Costume, >Customer, deposit:money',
  }),
  dev('e5-pharmacy', 'pharmacy stock: medicines with batch number, expiry date and quantity. suppliers, and purchase orders to suppliers', {
    Medicine: 'batch, expiry:date, quantity:count',
    Supplier: 'name',
    PurchaseOrder: '>Supplier',
  }),
  dev(
    'e5-home-care',
    'home care agency. carers visit clients at home; each visit has the carer, client, time in, time out and notes. clients have a care plan',
    {
      Carer: 'name',
      Client: 'name',
      Visit: '>Carer, >Client, time_in:datetime, time_out:datetime, notes:text',
      '?CarePlan|Plan': '',
    },
  ),
  dev('e5-legal-aid', 'legal aid clinic: clients, cases (type: housing, employment, immigration, family), volunteer lawyers, and appointments', {
    Client: 'name',
    Case: '>Client, type:enum=housing/employment/immigration/family',
    'Lawyer|VolunteerLawyer': 'name',
    Appointment: '>Client',
  }),
  dev('e5-test-drives', 'used car dealership, cars for sale with price and mileage, leads who enquire, and test drives booked by leads', {
    Car: 'price:money, mileage:number',
    Lead: 'name',
    TestDrive: '>Car, >Lead',
  }),
  dev('e5-recycling', 'recycling pickup service. households sign up, we schedule pickups on a route, drivers mark each pickup done and record weight', {
    Household: 'name|address',
    Pickup: '>Household, weight:number',
    Route: 'name',
    Driver: 'name',
  }),
  dev('e5-snow-plowing', 'snow plowing for driveways: customer list, properties, and each plow visit with date and price. invoices at end of month', {
    Customer: 'name',
    Property: '>Customer',
    'Visit|PlowVisit': '>Property, date:date, price:money',
    Invoice: '>Customer',
  }),
  dev('e5-pool-cleaning', 'pool cleaning co - clients, their pools (size, type chlorine/salt), weekly service visits w/ chemical readings (ph, chlorine level)', {
    Client: 'name',
    Pool: '>Client, size, type:enum=chlorine/salt',
    Visit: '>Pool, ph:number',
  }),
  dev('e5-hvac', 'hvac company: customers, equipment we installed at their site (model, serial, install date) and maintenance contracts w/ renewal dates', {
    Customer: 'name',
    Equipment: '>Customer, model, serial, install:date',
    Contract: '>Customer, renewal:date',
  }),
  dev('e5-translation', 'translation agency, clients send documents for translation, we assign each job to a freelance translator by language pair, word count and deadline', {
    Client: 'name',
    'Job|TranslationJob|Document': '>Translator, word_count:count, deadline:date',
    Translator: 'name',
  }),
  dev('e5-typo-community', 'app for our comunity centre, volunters sign up to help at events, we need a list of events and who is comming', {
    'Volunteer|Volunter': 'name',
    Event: 'name|title',
    '?Signup|SignUp|Registration|Attendance': '',
  }),
];
