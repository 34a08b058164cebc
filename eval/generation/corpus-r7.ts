/**
 * A relation check batch written in the sixth generation session together with r6 and never studied:
 * only its aggregate numbers are read, before and after the relation rules changed, as a check that
 * the rules generalise. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const r7 = creations('dev');

export const R7_CREATE_CASES: CreateCase[] = [
  r7('r7-brewery', 'craft brewery: beers are brewed in batches, each batch is of one beer and goes into casks; pubs buy casks', {
    Beer: 'name',
    Batch: '>Beer',
    Cask: '>Batch, >Pub',
    Pub: 'name',
  }),
  r7('r7-marathon', 'running club race results - runners, races, and the finishing time of each runner in each race', {
    Runner: 'name',
    Race: 'name, date',
    'Result|Finish|Entry': '>Runner, >Race, time',
  }),
  r7('r7-parish', "parish hall bookings: groups hire the hall for sessions, every group has a contact person", {
    Group: 'name, >Contact|Person',
    Session: '>Group',
    '?Hall|Booking|Contact|Person': '',
  }),
  r7('r7-students-clubs', 'after school clubs. children can join several clubs and each club is run by a teacher', {
    Child: 'name',
    Club: 'name, >Teacher',
    Teacher: 'name',
    'Child>Club|Club>Child': '',
  }),
  r7('r7-repair-cafe', "repair cafe log: visitors bring broken items, a fixer is assigned to each item, and we note whether it was fixed", {
    Visitor: 'name',
    Item: '>Visitor, >Fixer, fixed:bool',
    Fixer: 'name',
  }),
  r7('r7-bike-share', 'bike share scheme - bikes are parked at docks, riders hire bikes (a hire has start dock, end dock, start time)', {
    Bike: 'number|name, >Dock',
    Dock: 'name',
    Rider: 'name',
    Hire: '>Bike, >Rider, start:datetime',
  }),
  r7('r7-apiary', "beekeeping: hives at apiaries, inspections of a hive with notes, and honey harvests per hive", {
    Hive: '>Apiary',
    Apiary: 'name',
    Inspection: '>Hive, notes:text',
    Harvest: '>Hive',
  }),
  r7('r7-salon', "nail salon. technicians, treatments, clients. clients book a treatment with a technician at a time", {
    Technician: 'name',
    Treatment: 'name, price:money',
    Client: 'name',
    'Booking|Appointment': '>Client, >Treatment, >Technician, time|start:datetime',
  }),
  r7('r7-publisher', "small publisher: authors write books (a book may have co-authors), books are printed in print runs, bookshops stock titles", {
    Author: 'name',
    Book: 'title',
    'Author>Book|Book>Author': '',
    'PrintRun|Run': '>Book',
    Bookshop: 'name',
    'Bookshop>Book|Book>Bookshop': '',
  }),
  r7('r7-stables', 'riding stables - horses, riders and lessons. a lesson is given by an instructor, riders are booked onto lessons, each rider rides a horse', {
    Horse: 'name',
    Rider: 'name',
    Lesson: '>Instructor',
    Instructor: 'name',
    'Rider>Lesson': '',
  }),
  r7('r7-procurement', 'purchase orders: suppliers, purchase orders raised by staff to a supplier, and line items on each order', {
    Supplier: 'name',
    'PurchaseOrder|Order': '>Supplier, >Staff|StaffMember|Employee',
    'LineItem|Item': '>PurchaseOrder|Order',
    '?Staff|StaffMember|Employee': '',
  }),
  r7('r7-game-night', "board game café: games in our library, tables, and sessions where a group plays a game at a table", {
    Game: 'name|title',
    Table: 'number|name',
    Session: '>Game, >Table',
    '?Group': '',
  }),
  r7('r7-housing', "student housing: rooms in flats, flats in buildings, students allocated to rooms for an academic year", {
    Room: '>Flat',
    Flat: '>Building',
    Building: 'name',
    Student: 'name',
    'Student>Room|Allocation>Room': '',
    '?Allocation': '',
  }),
  r7('r7-swimming', "swim school: swimmers are put into classes by level, classes meet at a pool, parents' contact details for each swimmer", {
    Swimmer: 'name, >Class|Parent',
    Class: 'level, >Pool',
    Pool: 'name',
    '?Parent': '',
  }),
  r7('r7-legal', "law firm matters. Each matter is for a client and handled by a solicitor; time entries are logged against matters", {
    Matter: '>Client, >Solicitor',
    Client: 'name',
    Solicitor: 'name',
    'TimeEntry|Entry': '>Matter',
  }),
  r7('r7-photography', 'photographer studio: shoots for clients, photos from each shoot, and albums that contain photos (a photo can be in more than one album)', {
    Shoot: '>Client, date',
    Client: 'name',
    Photo: '>Shoot',
    Album: 'name|title',
    'Album>Photo|Photo>Album': '',
  }),
  r7('r7-farm', "dairy farm: cows grouped into herds, milk yields recorded per cow per day, and vet treatments given to cows", {
    Cow: 'name|tag, >Herd',
    Herd: 'name',
    'Yield|MilkYield': '>Cow, date',
    Treatment: '>Cow',
  }),
  r7('r7-cinema', 'cinema bookings, films are shown in screens at showtimes and customers buy tickets for a showtime, choosing a seat', {
    Film: 'title',
    Screen: 'name|number',
    Showtime: '>Film, >Screen, time|start',
    Customer: 'name',
    Ticket: '>Customer, >Showtime, seat',
  }),
  r7('r7-toy-library', "toy library for parents: families borrow toys for two weeks, toys are sorted into age groups", {
    Family: 'name',
    Toy: 'name, >AgeGroup|Group',
    'AgeGroup|Group': 'name',
    'Loan|Borrowing': '>Family, >Toy',
  }),
  r7('r7-ngo', 'NGO field programme: villages, projects running in villages, and donors who fund projects (one donor can fund many projects and a project many donors)', {
    Village: 'name',
    Project: 'name, >Village',
    Donor: 'name',
    'Donor>Project|Project>Donor': '',
  }),
  r7('r7-catering', "catering firm: events for customers, menus with dishes, each event picks one menu", {
    Event: '>Customer, >Menu',
    Customer: 'name',
    Menu: 'name',
    Dish: 'name',
    'Menu>Dish|Dish>Menu': '',
  }),
  r7('r7-archery', "archery club scoring: archers shoot rounds, a score is an archer's total for a round on a date", {
    Archer: 'name',
    Round: 'name',
    Score: '>Archer, >Round, total:number, date:date',
  }),
  r7('r7-it-assets', "IT asset register: laptops and phones issued to staff, each device's warranty end date, and repairs of devices", {
    'Device|Laptop|Asset': '>Staff|StaffMember|Employee, warranty:date',
    'Staff|StaffMember|Employee': 'name',
    Repair: '>Device|Laptop|Asset',
  }),
  r7('r7-tennis', "tennis ladder: players challenge each other, a challenge has a challenger, an opponent and a winner, all players", {
    Player: 'name',
    Challenge: '>Player',
  }),
  r7('r7-food-bank', 'food bank: households are referred by agencies, households receive parcels (date, size) and volunteers pack parcels', {
    Household: 'name, >Agency',
    Agency: 'name',
    Parcel: '>Household, date:date, size',
    Volunteer: 'name',
    'Volunteer>Parcel|Parcel>Volunteer': '',
  }),
  r7('r7-gym-plans', "personal trainer app: clients get workout plans, a plan is a list of exercises with sets and reps, trainers write the plans", {
    Client: 'name',
    Plan: '>Client, >Trainer',
    Exercise: 'name',
    Trainer: 'name',
    'Plan>Exercise|Exercise>Plan': '',
  }),
  r7('r7-antiques', "antique dealer stock. items bought at auctions, each item's provenance, and sales of items to buyers", {
    Item: '>Auction, provenance',
    Auction: 'name|date',
    Buyer: 'name',
    Sale: '>Item, >Buyer',
  }),
  r7('r7-church-rota', "church rotas: volunteers are scheduled for roles (reader, usher, tea) at services on sundays", {
    Volunteer: 'name',
    Role: 'name',
    Service: 'date',
    '?Rota|Assignment|Slot': '',
    'Volunteer>Service': '',
  }),
  r7('r7-clinical-trial', "clinical trial: participants enrolled at sites, visits for each participant with measurements, and adverse events reported for participants", {
    Participant: '>Site',
    Site: 'name',
    Visit: '>Participant',
    'AdverseEvent|Event': '>Participant',
  }),
  r7('r7-delivery', 'parcel courier: couriers deliver parcels to addresses on routes; every route has a courier and a van', {
    Courier: 'name',
    Parcel: '>Route|Courier, address',
    Route: '>Courier, >Van',
    Van: 'registration|name',
  }),
  r7('r7-language-school', "language school - teachers, students, groups. students are placed in a group, groups have a teacher and a level (A1-C2)", {
    Teacher: 'name',
    Student: 'name, >Group',
    Group: '>Teacher, level',
  }),
  r7('r7-wine', "wine cellar: bottles from wineries, stored in racks, and tasting notes for a bottle", {
    Bottle: '>Winery, >Rack',
    Winery: 'name',
    Rack: 'name|number',
    'TastingNote|Note': '>Bottle',
  }),
  r7('r7-hackspace-tools', "tool inventory for a theatre: props used in productions, a prop can appear in several productions; productions have a director", {
    Prop: 'name',
    Production: 'title|name, >Director',
    Director: 'name',
    'Prop>Production|Production>Prop': '',
  }),
  r7('r7-exams', "exam board: candidates sit papers at exam centres. results per candidate per paper", {
    Candidate: 'name, >Centre|ExamCentre',
    Paper: 'name|title',
    'Centre|ExamCentre': 'name',
    Result: '>Candidate, >Paper',
  }),
  r7('r7-boat-club', 'sailing club: boats owned by members, races with entries (which boat, which helm) and finish positions', {
    Boat: 'name, >Member',
    Member: 'name',
    Race: 'date',
    Entry: '>Boat, >Race, position:count',
  }),
  r7('r7-vets-farm', "farm vet practice: farms, animals on each farm, call-outs to a farm by a vet with the fee", {
    Farm: 'name',
    Animal: '>Farm',
    'CallOut|Callout|Visit': '>Farm, >Vet, fee:money',
    Vet: 'name',
  }),
  r7('r7-comics', "comic shop pull list: customers subscribe to series, new issues of each series arrive weekly", {
    Customer: 'name',
    Series: 'title|name',
    Issue: '>Series',
    'Customer>Series|Subscription>Series': '',
    '?Subscription': '',
  }),
  r7('r7-choir-music', 'sheet music library - scores, composers of scores, and which choir members have borrowed which score', {
    Score: 'title, >Composer',
    Composer: 'name',
    Member: 'name',
    'Member>Score|Loan>Score': '',
    '?Loan|Borrowing': '',
  }),
  r7('r7-escape-room', "escape rooms: rooms with themes, teams book a room for a slot and we record their escape time", {
    Room: 'name, theme',
    Team: 'name',
    Booking: '>Team, >Room, slot|start:datetime',
  }),
  r7('r7-print-shop', "print shop jobs: customers upload designs, a job prints a design on a product (mug, tshirt, poster) in a quantity", {
    Customer: 'name',
    Design: '>Customer',
    Job: '>Design, product, quantity:count',
  }),
];
