/**
 * A study batch written in the seventh generation session (entities) together with corpus-e9.ts and
 * before any change to the generator: its misses were read to find where nouns people act on are lost
 * (singular objects of verbs, list items, mass nouns as subjects, lists after a dash or colon) and what
 * becomes an entity a person would not expect. Split 'dev'. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E8_CREATE_CASES: CreateCase[] = [
  dev('e8-plumber', 'im a plumber. I send a quote to the customer, then log a repair when the job is done, and send an invoice', {
    Customer: 'name',
    Quote: '>Customer, amount|total:money',
    Repair: 'date:date',
    Invoice: '>Customer, amount|total:money',
    '?Job': '',
  }),
  dev('e8-beekeeper', 'beekeeping log: hives, inspections (date, queen seen y/n, temper) and honey harvests in kg', {
    Hive: 'name',
    Inspection: '>Hive, date:date, queen_seen:bool, temper',
    'Harvest|HoneyHarvest': '>Hive, kg|weight|amount:number',
  }),
  dev('e8-helpdesk', 'staff raise tickets, IT assigns them to a technician and closes them with a resolution note', {
    Ticket: 'resolution|note, >Technician',
    Technician: 'name',
    '?Staff|StaffMember|Employee|User': '',
  }),
  dev('e8-allotment', 'Allotment society — plots, members, waiting list, rent payments', {
    Plot: 'name|number',
    Member: 'name',
    'WaitingList|WaitingListEntry|Waitlist': '',
    'Payment|RentPayment': '>Member, amount:money',
  }),
  dev('e8-vet', 'small vet practice: owners, pets, appointments, vaccinations and prescriptions', {
    Owner: 'name',
    Pet: '>Owner, name',
    Appointment: '>Pet, date|time',
    Vaccination: '>Pet, date:date',
    Prescription: '>Pet',
  }),
  dev('e8-book-club', 'book club app where members suggest a book each month, vote on it, and we record the meeting', {
    Member: 'name',
    Book: 'title, >Member',
    Vote: '>Member, >Book',
    Meeting: 'date:date',
  }),
  dev('e8-gym-classes', 'gym: we run classes (spin, yoga, hiit) taught by instructors, members book a spot', {
    Class: 'name, type|kind|name',
    Instructor: 'name',
    Member: 'name',
    Booking: '>Member, >Class',
  }),
  dev('e8-food-truck', 'food truck - menu items with price, daily sales, and where we park each day (location)', {
    'MenuItem|Item|Dish': 'name, price:money',
    Sale: 'date:date',
    'Location|Spot|Pitch|Park': 'name|location',
  }),
  dev('e8-recruiting', 'hiring tracker. candidates apply to open roles, we schedule interviews and record feedback from each interviewer', {
    Candidate: 'name',
    'Role|Position|Job|Opening': 'title|name',
    'Application': '>Candidate, >Role|>Position|>Job|>Opening',
    Interview: 'date|time',
    Feedback: '>Interviewer|interviewer',
    '?Interviewer': '',
  }),
  dev('e8-landlord', 'I rent out 4 flats. tenants, leases, monthly rent received and maintenance requests', {
    'Flat|Property|Unit': 'name|address',
    Tenant: 'name',
    Lease: '>Tenant, >Flat|>Property|>Unit, start:date',
    'Payment|RentPayment|Rent': 'amount:money',
    'MaintenanceRequest|Request|Maintenance': 'description|issue',
  }),
  dev('e8-wedding', 'wedding planner: guests, their RSVP (yes/no/maybe), meal choice, table number, and gifts received', {
    Guest: 'name, rsvp:enum=yes/no/maybe, meal|meal_choice, table|table_number',
    Gift: '>Guest, name|description',
    '?Table': '',
  }),
  dev('e8-school-trips', 'school trips: each trip has a date, cost per pupil, consent forms from parents and payments', {
    Trip: 'date:date, cost:money',
    'ConsentForm|Consent|Form': '>Trip',
    Payment: '>Trip, amount:money',
    '?Pupil|Student': '',
    '?Parent': '',
  }),
  dev('e8-photographer', 'Photographer CRM. Clients book a shoot, I deliver galleries and send invoices', {
    Client: 'name, email:email',
    Shoot: '>Client, date:date',
    Gallery: '>Shoot|>Client',
    Invoice: '>Client, amount|total:money',
  }),
  dev('e8-warehouse', 'warehouse stock: products, bins, stock movements in and out with quantity, and suppliers', {
    Product: 'name, sku|name',
    Bin: 'name|code',
    'Movement|StockMovement': '>Product, quantity:count, direction|type',
    Supplier: 'name',
  }),
  dev('e8-church', 'church rota app. volunteers, services on sundays, roles like reader, welcome, tea, and who is on which service', {
    Volunteer: 'name',
    Service: 'date:date',
    Role: 'name',
    'Assignment|RotaEntry|Rota|Slot': '>Volunteer, >Service, >Role',
  }),
  dev('e8-cleaning', 'cleaning company: clients, addresses, cleaners, visits on a schedule and a checklist for each visit', {
    Client: 'name',
    '?Address|Property': '',
    Cleaner: 'name',
    Visit: '>Client|>Address|>Property, >Cleaner, date:date',
    'Checklist|ChecklistItem|Task': '>Visit',
  }),
  dev('e8-dog-walking', 'dog walking business, I need dogs and their owners, the walks I do each day and what each owner owes', {
    Dog: 'name, >Owner',
    Owner: 'name',
    Walk: '>Dog, date:date',
    '?Payment|Invoice': '',
  }),
  dev('e8-podcast', 'podcast planner: episodes, guests, topics, recording dates, and sponsors per episode', {
    Episode: 'title, recording_date|recording|date:date',
    Guest: 'name',
    Topic: 'name',
    Sponsor: 'name',
  }),
  dev('e8-brewery', 'homebrew tracker - recipes, brew days, fermentation readings (gravity, temp) and bottling', {
    Recipe: 'name',
    'Brew|BrewDay|Batch': '>Recipe, date:date',
    Reading: '>Brew|>BrewDay|>Batch, gravity:number, temp|temperature:number',
    Bottling: 'date:date',
  }),
  dev('e8-lost-found', 'lost property for a train station. staff log an item found, owners claim it, we note the collection', {
    Item: 'description|name, found|date:date',
    'Claim|Owner': '',
    '?Collection': '',
    '?Staff|StaffMember': '',
  }),
  dev('e8-tutoring', 'tutoring agency: tutors, students, subjects and lessons. each lesson is paid by the parent', {
    Tutor: 'name',
    Student: 'name',
    Subject: 'name',
    Lesson: '>Tutor, >Student, >Subject, date:date',
    '?Parent|Payment': '',
  }),
  dev('e8-fleet', 'fleet management for our vans: vehicles, drivers, fuel receipts, MOT dates and services', {
    'Vehicle|Van': 'registration|name, mot|mot_date:date',
    Driver: 'name',
    'FuelReceipt|Receipt|Fuel': '>Vehicle|>Van, amount|cost:money',
    Service: '>Vehicle|>Van, date:date',
  }),
  dev('e8-sports-league', 'sunday league: teams, fixtures, results and a league table. players register with a team', {
    Team: 'name',
    'Fixture|Match': 'date:date',
    Result: 'score|home_score',
    Player: 'name, >Team',
    '?LeagueTable|Standing': '',
  }),
  dev('e8-event-tickets', 'Event ticketing: events, ticket types (early bird, standard, vip), orders and attendees checked in at the door', {
    Event: 'name, date:date',
    'TicketType|Ticket': 'name, price:money',
    Order: '>Event',
    Attendee: 'name, checked_in:bool',
  }),
  dev('e8-garden-centre', 'garden centre: plants, pots, compost and tools for sale, with stock levels and a supplier for each', {
    Product: 'name, stock|stock_level:count, >Supplier',
    Supplier: 'name',
    '?Plant|Pot|Tool|Compost': '',
  }),
  dev('e8-repair-cafe', 'repair cafe: people bring in broken things, a fixer takes it, we note if it was fixed or not', {
    'Item|Repair': 'description|name, fixed:bool',
    Fixer: 'name',
    '?Visitor|Person|Owner': '',
  }),
  dev('e8-research-lab', 'lab inventory - chemicals, their hazard class, storage location, and who ordered each bottle', {
    Chemical: 'name, hazard|hazard_class',
    'Location|StorageLocation': 'name',
    '?Bottle|Order': '',
    '?Person|Researcher|User|Staff': '',
  }),
  dev('e8-youth-club', 'youth club register. young people, sessions, attendance, incidents and parents contact numbers', {
    'YoungPerson|Member|Child': 'name',
    Session: 'date:date',
    Attendance: '>Session',
    Incident: 'date|description',
    '?Parent|Contact': '',
  }),
  dev('e8-bakery-orders', 'Custom cake orders: customer, pickup date, flavour, size, deposit paid', {
    'Order|CakeOrder|Cake': '>Customer|customer, pickup_date|pickup:date, flavour, size, deposit:money',
    '?Customer': '',
  }),
  dev('e8-museum', 'small museum collection: objects, donors, exhibitions and loans to other museums', {
    'Object|Item|Artifact': 'name|title',
    Donor: 'name',
    Exhibition: 'name|title',
    Loan: '>Object|>Item|>Artifact',
    '?Museum|Institution': '',
  }),
  dev('e8-salon-stock', 'track products we use in the salon and what we sell to clients, plus suppliers and deliveries', {
    Product: 'name',
    Supplier: 'name',
    Delivery: '>Supplier, date:date',
    '?Sale|Client': '',
  }),
  dev('e8-camping', 'campsite bookings: pitches (tent, caravan, hook-up), guests, arrival and departure dates, and payments', {
    Pitch: 'type|kind|name',
    Guest: 'name',
    Booking: '>Pitch, >Guest, arrival:date, departure:date',
    Payment: 'amount:money',
  }),
  dev('e8-scout-badges', 'scouts group: keep track of each scout, the badges they earn and the camps they go on', {
    Scout: 'name',
    Badge: 'name',
    Camp: 'name|date',
    '?BadgeAward|Award|EarnedBadge': '',
  }),
  dev('e8-freelance', 'freelance dev - projects for clients, time entries with hours, and expenses', {
    Project: 'name, >Client',
    Client: 'name',
    'TimeEntry|Entry': '>Project, hours:number',
    Expense: 'amount:money',
  }),
  dev('e8-community-fridge', 'Community fridge: donors drop off food, volunteers check temperatures twice a day and log what goes out', {
    Donor: 'name',
    'Donation|Food|FoodItem': 'date|name',
    Volunteer: 'name',
    'TemperatureCheck|Check|Reading': 'temperature|temp:number',
    '?Collection|Distribution': '',
  }),
  dev('e8-music-teacher', 'I teach piano. students, weekly lessons, which pieces they are learning and the exam grade they are working towards', {
    Student: 'name, grade',
    Lesson: '>Student, date:date',
    Piece: 'title|name',
    '?Exam': '',
  }),
  dev('e8-contractor', 'building contractor, need sites, subcontractors on each site, daily diary entries and snag lists', {
    Site: 'name|address',
    Subcontractor: 'name',
    'DiaryEntry|Diary|Entry': '>Site, date:date',
    'Snag|SnagItem|SnagList': '>Site',
  }),
  dev('e8-bike-shop', 'bike shop workshop: customer drops off a bike, we write up a job card, order parts, and call them when its ready', {
    Customer: 'name, phone',
    Bike: '>Customer',
    'JobCard|Job|Repair': '>Bike|>Customer, status',
    Part: 'name',
  }),
  dev('e8-conference', 'conference app: talks, speakers, rooms, the schedule, and attendee feedback on every talk', {
    Talk: 'title, >Speaker, >Room',
    Speaker: 'name',
    Room: 'name',
    Feedback: '>Talk, rating:rating',
    '?Attendee|Slot|Schedule': '',
  }),
  dev('e8-seed-library', 'seed library: varieties, packets given out to members, and seeds returned at the end of the season', {
    Variety: 'name',
    Member: 'name',
    '?Packet|Loan|Withdrawal|Return': '',
  }),
  dev('e8-ngo-grants', 'NGO grant tracking: funders, applications we submit, amount asked and awarded, reporting deadlines', {
    Funder: 'name',
    'Application|Grant': '>Funder, amount_asked|asked|requested:money, awarded:money',
    'Deadline|Report': 'date|deadline:date',
  }),
  dev('e8-property-viewings', 'estate agent: properties for sale, buyers, viewings, and offers made', {
    Property: 'address|name, price:money',
    Buyer: 'name',
    Viewing: '>Property, >Buyer, date|time',
    Offer: '>Property, >Buyer, amount:money',
  }),
  dev('e8-knitting', 'my knitting projects with yarn stash (brand, colour, weight), patterns and needles', {
    Project: 'name',
    Yarn: 'brand, colour|color, weight',
    Pattern: 'name',
    'Needle|Needles': 'size',
  }),
];
