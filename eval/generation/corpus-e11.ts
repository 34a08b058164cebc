/**
 * A private check batch written in the eighth generation session (entities) together with corpus-e10.ts
 * and before any change to the generator: measured before and after, but its misses are never read or
 * tuned on, so its aggregate numbers (docs/benchmarks.md) are a generalisation signal. Domains none of the
 * earlier batches use. Split 'dev' only so it can be run by prefix (`--only 'e11-*'`). Same expectation
 * DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E11_CREATE_CASES: CreateCase[] = [
  dev('e11-taxidermy', 'taxidermy studio, clients bring specimens in, each specimen gets a mount type and a quote, we track progress until collection', {
    Client: 'name, phone',
    Specimen: '>Client, mount|mount_type, status|progress',
    Quote: '>Specimen|Client, amount|price:money',
  }),
  dev('e11-forklift', 'forklift training centre - courses, trainees booked onto courses, test results and certificates issued', {
    Course: 'name, date:date',
    Trainee: 'name',
    '?Booking|Enrolment|Enrollment': '',
    'Trainee>Course': '',
    'Result|TestResult|Test': '>Trainee, passed|result|score',
    Certificate: '>Trainee',
  }),
  dev('e11-septic', 'septic tank emptying. properties with tank size, emptying jobs, the tanker driver and the disposal site we tip at', {
    Property: 'address, tank_size|size:number|count',
    Job: '>Property, date:date, >Driver, >Site|DisposalSite',
    Driver: 'name',
    'Site|DisposalSite': 'name',
  }),
  dev('e11-sauna', 'Floating sauna on the harbour, people book 90 min slots, up to 8 per slot, we sell memberships and gift vouchers', {
    Slot: 'start|time:datetime, capacity|spaces:count',
    Booking: '>Slot',
    Membership: 'member|customer|name',
    'Voucher|GiftVoucher': 'code|amount|value',
    '?Customer|Member|Person': '',
  }),
  dev('e11-ortho', 'orthodontist - patients, treatment (braces or aligners), monthly adjustment appointments, payment plan instalments', {
    Patient: 'name',
    Treatment: '>Patient, type|kind:enum=braces/aligners',
    Appointment: '>Patient, date:datetime|date',
    'Instalment|Installment|Payment': 'amount:money, due|date:date',
    '?PaymentPlan|Plan': '',
  }),
  dev('e11-blood-drive', 'blood donation sessions at village halls. donors register, book a slot at a session, and we record the donation (blood type, units)', {
    Session: 'hall|venue|location, date:date',
    '?Hall|VillageHall|Venue': '',
    Donor: 'name, blood_type|type',
    '?Slot|Booking|Appointment': '',
    Donation: '>Donor, units:count|number',
  }),
  dev('e11-larp', 'larp society! characters belong to players, events happen at sites, each character has XP and a faction', {
    Character: '>Player, xp:count|number, faction',
    Player: 'name',
    Event: '>Site, date:date',
    Site: 'name',
    '?Faction': '',
  }),
  dev('e11-rugby', 'youth rugby club, age groups (u8 to u16), players, coaches per age group, match reports and subs', {
    'AgeGroup|Group|Team': 'name',
    Player: '>AgeGroup|Group|Team',
    Coach: '>AgeGroup|Group|Team',
    'MatchReport|Match|Report': 'date:date',
    'Sub|Subscription|Payment': '>Player, amount:money',
  }),
  dev('e11-curling', 'Curling club ice bookings. sheets booked by teams for league games or practice, results of league games', {
    Sheet: 'name',
    Booking: '>Sheet, >Team, type|kind:enum=league/practice',
    Team: 'name',
    'Result|Game': 'score',
  }),
  dev('e11-geocache', "geocaching group: caches we've hidden (coords, difficulty 1-5, terrain), members who maintain them, and logs from finders", {
    Cache: 'coords|location|latitude, difficulty:number|rating|count, terrain, >Member',
    Member: 'name',
    Log: '>Cache',
    '?Finder': '',
  }),
  dev('e11-moths', 'moth trapping records. each night I run a trap at a site, record the species caught and how many of each', {
    'Night|TrapNight|Session': '>Site, date:date',
    Site: 'name',
    Species: 'name',
    'Record|Catch|Sighting': 'count|number:count, >Species',
    '?Trap': '',
  }),
  dev('e11-polling', 'election day app for polling stations: stations, staff assigned to each, ballot boxes sealed and delivered to the count with time stamps', {
    'Station|PollingStation': 'name, address',
    Staff: '>Station|PollingStation',
    'BallotBox|Box': '>Station|PollingStation, sealed|sealed_at:datetime|bool, delivered|delivered_at:datetime|bool',
  }),
  dev('e11-rpg', 'we play tabletop RPGs. campaigns, sessions with a date and a recap, player characters, and loot the party picked up', {
    Campaign: 'name',
    Session: '>Campaign, date:date, recap:text',
    Character: 'name, >Campaign',
    'Loot|Item': 'name, >Campaign|Character|Session',
  }),
  dev('e11-au-pair', 'au pair matching. host families and au pairs both fill in profiles, then we propose matches and track the placement start date', {
    'HostFamily|Family': 'name',
    'AuPair|Applicant': 'name',
    'Match|Placement': '>HostFamily|Family, >AuPair|Applicant, start|start_date:date',
  }),
  dev('e11-knife', 'knife sharpening at markets, customers hand over knives, I charge per knife, some want them posted back', {
    Customer: 'name',
    '?Knife': '',
    'Job|Order|Sharpening': '>Customer, knives|quantity|count:count, price|charge|total:money, post|posted|postage:bool',
    '?Market': '',
  }),
  dev('e11-tackle', 'fishing tackle shop stock control. products by category (rods, reels, bait, lures), suppliers, purchase orders and stock counts', {
    Product: 'name, category:enum=rods/reels/bait/lures',
    Supplier: 'name',
    PurchaseOrder: '>Supplier',
    'StockCount|Count': 'date:date',
  }),
  dev('e11-planetarium', 'planetarium shows - shows with a runtime, showings at set times, school groups book showings and pay per pupil', {
    Show: 'title|name, runtime|duration:count|number',
    Showing: '>Show, time|start:datetime',
    School: 'name',
    Booking: '>Showing, >School, pupils:count',
  }),
  dev('e11-mountain-rescue', 'mountain rescue team: members, callouts with grid reference and outcome, kit with service date, and training exercises', {
    Member: 'name',
    Callout: 'grid|grid_reference, outcome, date:date|datetime',
    'Kit|Equipment|Item': 'name, service|service_date:date',
    'Training|Exercise|TrainingExercise': 'date:date',
  }),
  dev('e11-bowls', 'Bowls club - members, the green booking sheet (rink, date, time), fixtures against other clubs and the bar tab each member runs', {
    Member: 'name',
    'Booking|RinkBooking': 'rink, date:date|datetime',
    '?Rink': '',
    Fixture: 'club|opponent, date:date',
    '?Club': '',
    'Tab|BarTab': '>Member, amount|balance:money',
  }),
  dev('e11-bridge', 'Bridge club. Players pair up for duplicate sessions, we store the scores of each pair per session and master points', {
    Player: 'name, master_points|points:number',
    Pair: '>Player',
    Session: 'date:date',
    Score: '>Pair, >Session, score|points:number',
  }),
  dev('e11-prison-visits', 'prison visiting booking: visitors book a visit to a prisoner, visits take place in a time slot, visitors need id checks', {
    Visitor: 'name',
    Prisoner: 'name|number',
    Visit: '>Visitor, >Prisoner, slot|time',
    '?Slot|TimeSlot': '',
    '?IdCheck|Check': '',
  }),
  dev('e11-bail', 'bail hostel residents, key workers, curfew checks each night (present yes/no) and incident reports', {
    Resident: 'name, >KeyWorker|Worker',
    'KeyWorker|Worker': 'name',
    'CurfewCheck|Check': '>Resident, date:date, present:bool',
    'Incident|IncidentReport|Report': '>Resident',
  }),
  dev('e11-census', 'bird census, surveyors walk transects and count each species seen, with weather on the day', {
    Surveyor: 'name',
    Transect: 'name',
    'Survey|Walk|Visit': '>Transect, >Surveyor, date:date, weather',
    'Count|Sighting|Record': 'species, count|number:count',
    '?Species': '',
  }),
  dev('e11-ski-hire', 'ski and snowboard hire shop. equipment with size and condition, customers, rentals for a number of days, damage charges', {
    Equipment: 'size, condition',
    Customer: 'name',
    Rental: '>Customer, >Equipment, days:count',
    'DamageCharge|Charge|Damage': 'amount:money',
  }),
  dev('e11-stamps', 'my stamp collection. stamps with country, year, catalogue number and condition, albums they sit in, and trades with other collectors', {
    Stamp: 'country, year:number|count, catalogue|catalogue_number, condition, >Album',
    Album: 'name',
    Trade: '>Collector',
    Collector: 'name',
  }),
  dev('e11-cricket-nets', 'cricket club net sessions. members book a net lane, coaches run 1 to 1 sessions and charge by the hour', {
    Member: 'name',
    'Lane|Net|NetLane': 'name',
    'Booking|NetSession|Session': '>Member, >Lane|Net|NetLane',
    Coach: 'name, rate|hourly_rate:money',
    '?CoachingSession|Lesson': '',
  }),
  dev('e11-chess', 'school chess club - pupils with rating, weekly games (white, black, result), and tournaments we enter', {
    Pupil: 'name, rating:number|count|rating',
    Game: 'result',
    'Game>Pupil': '',
    Tournament: 'name, date:date',
  }),
  dev('e11-dry-cleaner', 'drycleaners: garments dropped off by customers, each garment gets a tag number and service (dry clean, press, repair), collection date, paid or not', {
    Customer: 'name, phone',
    Garment: '>Customer, tag|tag_number, service:enum=dry clean/press/repair|dryclean/press/repair, collection|collection_date:date, paid:bool',
  }),
  dev('e11-vet-farm', 'farm vet visits. farms, herds on each farm, visits with the vet who went, TB tests and results', {
    Farm: 'name',
    Herd: '>Farm',
    Visit: '>Farm, >Vet, date:date',
    Vet: 'name',
    'TbTest|Test': 'result',
  }),
  dev('e11-scouts-camp', 'scout camp planner: scouts, patrols, tents, who sleeps in which tent, kit list, and consent forms from parents', {
    Scout: 'name, >Patrol',
    Patrol: 'name',
    Tent: 'name',
    'Scout>Tent': '',
    '?Kit|KitItem|Item': '',
    'ConsentForm|Consent|Form': '>Scout',
    '?Parent': '',
  }),
  dev('e11-recording', 'recording studio - artists book sessions with an engineer, we track hours used, tracks recorded in each session, and invoices', {
    Artist: 'name',
    Session: '>Artist, >Engineer, hours:number|count',
    Engineer: 'name',
    Track: '>Session, title|name',
    Invoice: '>Artist, amount|total:money',
  }),
  dev('e11-vintage-cars', 'classic car restoration workshop, customer cars, jobs on each car, parts ordered for jobs and hours spent', {
    Customer: 'name',
    Car: '>Customer, make|model',
    Job: '>Car, hours:number|count',
    Part: '>Job, name',
  }),
  dev('e11-sheepdog', 'sheepdog trials. handlers enter their dogs in classes at each trial, judges score each run out of 100', {
    Handler: 'name',
    Dog: '>Handler, name',
    Trial: 'date:date, name',
    '?Class': '',
    'Run|Entry': '>Dog, score:number|count',
    '?Judge': '',
  }),
  dev('e11-mural', 'Community mural project, artists apply, walls offered by building owners, each mural assigned a wall and an artist, paint supplies ordered', {
    Artist: 'name',
    Wall: 'owner, address',
    '?Owner|BuildingOwner': '',
    Mural: '>Wall, >Artist',
    '?Application': '',
    'Supply|PaintSupply|Order|Paint': 'name|quantity',
  }),
  dev('e11-tutoring-language', 'i teach spanish privately. students, lessons (date, length, paid?), homework set and vocab lists', {
    Student: 'name',
    Lesson: '>Student, date:date|datetime, length|duration, paid:bool',
    Homework: '>Student|Lesson',
    'VocabList|Vocab|List': 'name',
  }),
  dev('e11-escape-room', 'escape rooms venue with 3 themed rooms, teams book a room for a time, we record their escape time and whether they escaped', {
    Room: 'name, theme',
    Team: 'name',
    Booking: '>Room, >Team, time|start:datetime, escape_time|time, escaped:bool',
  }),
  dev('e11-choir-robes', 'church: track the flower rota, readers for each sunday service, and who does the coffee after', {
    '?Service|Sunday': '',
    'FlowerRota|Rota|RotaEntry': 'date:date',
    'Reader|Reading': 'name|service',
    '?Person|Volunteer|Member': '',
    '?CoffeeRota': '',
  }),
  dev('e11-hedgehog', 'hedgehog rescue: hogs brought in by finders, weight on arrival, daily weight checks, medication and release date and location', {
    Hedgehog: 'name, weight|arrival_weight:number, release|release_date:date, location|release_location',
    Finder: 'name, phone',
    'WeightCheck|Weight|Check': '>Hedgehog, weight:number, date:date',
    Medication: '>Hedgehog',
  }),
  dev('e11-typewriter', 'typewriter repair and sales: machines in (make, model, serial), repair notes, machines for sale with price, and customers who bought them', {
    'Machine|Typewriter': 'make, model, serial, price:money',
    'Repair|RepairNote|Note': '>Machine|Typewriter',
    Customer: 'name',
    '?Sale': '',
  }),
];
