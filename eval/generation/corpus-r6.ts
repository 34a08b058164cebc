/**
 * A relation study batch written in the sixth generation session before its relation rules changed:
 * ordinary requests that state how records connect in many ways — "belongs to", "grouped into",
 * possessives, "X of Y", "X for a Y", "assign … to", passives, relative clauses, many-to-many links and
 * verbs whose record is a join (borrow, enrol, book). Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const r6 = creations('dev');

export const R6_CREATE_CASES: CreateCase[] = [
  r6('r6-allotment', 'allotment society app. each plot belongs to a member, and members can log harvests for their plot (weight in kg, date)', {
    Plot: 'number|name, >Member',
    Member: 'name',
    Harvest: '>Plot, weight:number, date:date',
  }),
  r6('r6-recipes', 'recipe book where recipes are grouped into categories and each recipe has a list of ingredients with quantities', {
    Recipe: 'title|name, >Category',
    Category: 'name',
    Ingredient: 'name',
    'Recipe>Ingredient': '',
  }),
  r6('r6-helpdesk', 'IT helpdesk: tickets raised by employees, each ticket assigned to a technician, with priority (low, normal, urgent) and status', {
    Ticket: '>Employee, >Technician, priority:enum=low/normal/urgent, status',
    Employee: 'name',
    Technician: 'name',
  }),
  r6('r6-choir', "choir manager - singers, the choir's concerts, and which singers are singing in which concert", {
    Singer: 'name',
    Concert: 'date:date',
    'Singer>Concert': '',
  }),
  r6('r6-vet', 'Vet clinic: the owner of each pet, pets have species and date of birth, and appointments for a pet with a vet', {
    Owner: 'name',
    Pet: '>Owner, species, birth:date',
    Appointment: '>Pet, >Vet',
    Vet: 'name',
  }),
  r6('r6-library', 'school library. Pupils borrow books and must return them within 2 weeks; keep track of which copies are out', {
    Pupil: 'name',
    Book: 'title',
    '?Copy': '',
    'Loan|Borrowing': '>Pupil, >Book|Copy',
  }),
  r6('r6-courses', 'students enrol in courses, every course is taught by a lecturer. record the grade for each enrolment', {
    Student: 'name',
    Course: 'title|name, >Lecturer',
    Lecturer: 'name',
    Enrolment: '>Student, >Course, grade',
  }),
  r6('r6-festival', "Music festival planner. Stages, performers and a timetable of sets: a set is on a stage, by a performer, at a start time", {
    Stage: 'name',
    Performer: 'name',
    Set: '>Stage, >Performer, start:datetime',
  }),
  r6('r6-bugtracker', 'bug tracker for a small team. projects have many bugs; each bug is reported by a user and can be tagged with several labels', {
    Project: 'name',
    Bug: '>Project, >User',
    User: 'name',
    Label: 'name',
    'Bug>Label': '',
  }),
  r6('r6-wedding', "wedding planner: guests, tables, and the guest's table for the seating plan. also each guest's meal choice (meat, fish, veg)", {
    Guest: 'name, >Table, meal:enum=meat/fish/veg',
    Table: 'name|number',
  }),
  r6('r6-fleet', 'Fleet management. vans are assigned to drivers, and we log fuel purchases for each van (litres, cost, date)', {
    Van: 'registration|name, >Driver',
    Driver: 'name',
    'FuelPurchase|Purchase|Refuel': '>Van, litres:number, cost:money, date:date',
  }),
  r6('r6-book-club', 'book club: members take turns hosting meetings. a meeting has a date, a host (one of the members) and the book we discuss', {
    Member: 'name',
    Meeting: 'date:date, >Member, >Book',
    Book: 'title',
  }),
  r6('r6-clinic-rota', 'rota for nurses. shifts on wards, nurses sign up for shifts, a ward has a manager', {
    Nurse: 'name',
    Shift: '>Ward',
    Ward: 'name',
    'Nurse>Shift': '',
  }),
  r6('r6-property', 'letting agency: properties, landlords and tenants. a landlord owns several properties, tenants rent a property under a tenancy with start date, end date and monthly rent', {
    Property: 'address, >Landlord',
    Landlord: 'name',
    Tenant: 'name',
    Tenancy: '>Tenant, >Property, start:date, end:date, rent:money',
  }),
  r6('r6-sports-league', "five-a-side league. teams play matches against each other; players belong to teams; we record goals: who scored in which match", {
    Team: 'name',
    Player: 'name, >Team',
    Match: 'date',
    Goal: '>Player, >Match',
  }),
  r6('r6-charity-shop', "charity shop donations: items donated by donors, each item gets a price and is put in a department", {
    Item: '>Donor, price:money, >Department',
    Donor: 'name',
    Department: 'name',
  }),
  r6('r6-conference', "conference app with talks, speakers and rooms. A talk can have several speakers and each talk is held in a room at a time slot", {
    Talk: 'title, >Room, start|time|slot',
    Speaker: 'name',
    Room: 'name',
    'Talk>Speaker|Speaker>Talk': '',
  }),
  r6('r6-garage', 'car repair garage. customers and their cars, jobs for a car with a mechanic assigned, and parts used on each job', {
    Customer: 'name',
    Car: '>Customer, registration|make',
    Job: '>Car, >Mechanic',
    Mechanic: 'name',
    Part: 'name',
    'Job>Part|Part>Job': '',
  }),
  r6('r6-cleaning', 'cleaning company. cleaners visit client houses; each visit is done by one cleaner at one house, and a house belongs to a client', {
    Cleaner: 'name',
    House: 'address, >Client',
    Client: 'name',
    Visit: '>Cleaner, >House, date',
  }),
  r6('r6-podcast', "podcast network: shows, episodes of each show, and guests who appear on episodes", {
    Show: 'name|title',
    Episode: '>Show, title',
    Guest: 'name',
    'Guest>Episode|Episode>Guest': '',
  }),
  r6('r6-scouts', "scout group: scouts are in patrols, each patrol has a leader, and we track badges earned by scouts (with the date earned)", {
    Scout: 'name, >Patrol',
    Patrol: 'name, >Leader',
    Leader: 'name',
    Badge: 'name',
    'Scout>Badge': '',
  }),
  r6('r6-inventory', "warehouse stock: products are stored in bins; a bin is in an aisle. supplier of each product", {
    Product: 'name, >Bin, >Supplier',
    Bin: '>Aisle',
    Aisle: 'name|number',
    Supplier: 'name',
  }),
  r6('r6-events', 'community centre: people register for events, an event is run by an organiser and takes place in a hall', {
    Person: 'name',
    Event: 'name|title, >Organiser, >Hall',
    Organiser: 'name',
    Hall: 'name',
    'Person>Event': '',
  }),
  r6('r6-dentist', "dental practice: patients book appointments with a dentist. record treatments given at each appointment and their cost", {
    Patient: 'name',
    Appointment: '>Patient, >Dentist',
    Dentist: 'name',
    Treatment: '>Appointment, cost:money',
  }),
  r6('r6-hr', "simple hr tool: employees work in departments, each department has a manager, and employees request holidays (from, to, approved?)", {
    Employee: 'name, >Department',
    Department: 'name',
    'Holiday|HolidayRequest|Request': '>Employee, from|start:date',
    '?Manager': '',
  }),
  r6('r6-cafe', 'cafe orders: customers place orders, an order contains several menu items with a quantity', {
    Customer: 'name',
    Order: '>Customer',
    'MenuItem|Item': 'name, price:money',
    'Order>MenuItem|Order>Item': '',
  }),
  r6('r6-film-club', "film society - films, screenings of a film at a venue, and members' ratings of films", {
    Film: 'title',
    Screening: '>Film, >Venue, date',
    Venue: 'name',
    Member: 'name',
    Rating: '>Member, >Film, score|rating',
  }),
  r6('r6-tutoring', 'tutoring agency where tutors teach subjects (a tutor can teach many subjects) and parents book lessons for their child', {
    Tutor: 'name',
    Subject: 'name',
    'Tutor>Subject|Subject>Tutor': '',
    Lesson: '>Tutor, >Child|Student',
    Parent: 'name',
    '?Child|Student': '',
  }),
  r6('r6-garden-centre', "garden centre plant catalogue, plants are supplied by nurseries and sorted into sections of the shop", {
    Plant: 'name, >Nursery, >Section',
    Nursery: 'name',
    Section: 'name',
  }),
  r6('r6-research', 'lab notebook: experiments belong to a study, samples are taken during experiments, and researchers are attached to studies', {
    Study: 'title|name',
    Experiment: '>Study',
    Sample: '>Experiment',
    Researcher: 'name',
    'Researcher>Study|Study>Researcher': '',
  }),
  r6('r6-airbnb', 'holiday cottage bookings. cottages, guests who book a cottage for some nights, and reviews written by guests about cottages', {
    Cottage: 'name',
    Guest: 'name',
    Booking: '>Cottage, >Guest, nights:count',
    Review: '>Guest, >Cottage',
  }),
  r6('r6-moving', "removals firm: jobs for customers, each job uses a lorry and a crew of porters", {
    Customer: 'name',
    Job: '>Customer, >Lorry',
    Lorry: 'registration|name',
    Porter: 'name',
    'Job>Porter|Porter>Job': '',
  }),
  r6('r6-kennels', "dog kennels: dogs stay in kennels (runs) during a stay with check in and check out dates; each dog has an owner", {
    Dog: 'name, >Owner',
    Owner: 'name',
    Stay: '>Dog, check_in:date, check_out:date',
    '?Kennel|Run': '',
  }),
  r6('r6-museum', "museum collection db. objects are acquired from donors, each object sits in a gallery, and objects can be lent out to other museums", {
    Object: 'name|title, >Donor, >Gallery',
    Donor: 'name',
    Gallery: 'name',
    '?Museum|Loan': '',
  }),
  r6('r6-orchard', 'orchard tracker. trees of different varieties planted in rows; pickers pick crates from trees', {
    Tree: '>Variety, >Row',
    Variety: 'name',
    Row: 'number|name',
    Picker: 'name',
    Crate: '>Picker, >Tree',
  }),
  r6('r6-newsroom', "newsroom: articles written by journalists, edited by an editor, published in sections", {
    Article: 'title, >Journalist, >Editor, >Section',
    Journalist: 'name',
    Editor: 'name',
    Section: 'name',
  }),
  r6('r6-coworking', 'coworking space: members, desks and meeting rooms. members reserve meeting rooms by the hour, and each member has a desk', {
    Member: 'name, >Desk',
    Desk: 'name|number',
    'MeetingRoom|Room': 'name',
    Reservation: '>Member, >MeetingRoom|Room',
  }),
  r6('r6-bakery', 'bakery wholesale: cafés order bread products for delivery days; each order line is a product and how many', {
    Cafe: 'name',
    Product: 'name',
    Order: '>Cafe, delivery|day:date',
    'OrderLine|Line': '>Order, >Product, quantity:count',
  }),
  r6('r6-climbing', "climbing wall: routes are set by setters on a wall section, climbers log ascents of routes", {
    Route: 'grade|name, >Setter, >Section|WallSection',
    Setter: 'name',
    Climber: 'name',
    Ascent: '>Climber, >Route',
    'Section|WallSection': 'name',
  }),
  r6('r6-volunteer-drivers', 'hospital transport: volunteer drivers take patients to appointments. a trip is for one patient, with one driver, on a date', {
    Driver: 'name',
    Patient: 'name',
    Trip: '>Patient, >Driver, date:date',
  }),
];
