/**
 * A relation-direction study batch (eighth generation session, with r11, never studied): its misses
 * are read to find where the many side of a stated one-to-many is decided. Prompts as people type
 * them into app builders; expectations as a person reading the prompt would have them.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const r10 = creations('dev');

export const R10_CREATE_CASES: CreateCase[] = [
  r10('r10-dog-walks', 'I run a dog walking business. Clients have dogs; I walk them on scheduled walks. Each walk has a date, a start time and a price. Track payments from clients (paid or not).', {
    Client: 'name',
    Dog: 'name, >Client',
    Walk: 'date:date, price:money',
    Payment: '>Client, paid:bool',
  }),
  r10('r10-farm-fields', 'farm tracker: farms have fields, each field has a crop and an area in hectares', {
    Farm: 'name',
    Field: '>Farm, crop, area|hectares:number',
  }),
  r10('r10-choir', 'choir app - choirs have members and members belong to a voice part (soprano, alto, tenor, bass)', {
    Choir: 'name',
    Member: 'name, >Choir',
  }),
  r10('r10-garage', 'car repair shop. customers own cars. each car has many repair jobs, a job has a date, a description and a cost', {
    Customer: 'name',
    Car: '>Customer',
    'Job|RepairJob|Repair': '>Car, date:date, description:text, cost:money',
  }),
  r10('r10-school-classes', 'school admin: teachers teach classes, each class has many students, students belong to one class', {
    Teacher: 'name',
    Class: 'name, >Teacher',
    Student: 'name, >Class',
  }),
  r10('r10-library-branches', 'a library network where each branch has several shelves and books sit on a shelf', {
    Branch: 'name',
    Shelf: '>Branch',
    Book: 'title, >Shelf',
  }),
  r10('r10-gym', 'gym membership app. each member has one membership plan. members book classes. classes are run by trainers', {
    Member: 'name, >Plan|MembershipPlan|Membership',
    'Plan|MembershipPlan|Membership': 'name',
    'Class|GymClass': '>Trainer',
    Trainer: 'name',
    'Member>Class|Class>Member': '',
  }),
  r10('r10-wedding-planner', "wedding planner: each wedding has a couple, a venue and guests. a guest's table number and RSVP status", {
    Wedding: 'date|name, >Venue',
    Venue: 'name',
    Guest: 'name, >Wedding, table:count, rsvp|status',
  }),
  r10('r10-projects-tasks', 'project tracker where projects have milestones and milestones have tasks, tasks are assigned to a team member', {
    Project: 'name',
    Milestone: '>Project',
    Task: '>Milestone, >TeamMember|Member',
    'TeamMember|Member': 'name',
  }),
  r10('r10-apiary', 'beekeeping log. I have apiaries, each apiary has several hives. I inspect hives and note the date and the queen status', {
    Apiary: 'name',
    Hive: '>Apiary',
    Inspection: '>Hive, date:date',
  }),
  r10('r10-restaurant-menus', 'restaurant app: the menus of each restaurant, dishes of each menu with a price', {
    Restaurant: 'name',
    Menu: '>Restaurant',
    Dish: 'name, >Menu, price:money',
  }),
  r10('r10-scouts', 'scout group: patrols belong to a troop, scouts belong to a patrol, scouts earn badges', {
    Troop: 'name',
    Patrol: 'name, >Troop',
    Scout: 'name, >Patrol',
    Badge: 'name',
    'Scout>Badge|Badge>Scout': '',
  }),
  r10('r10-property-units', 'property management - buildings have units, each unit has one current tenant, tenants pay rent monthly', {
    Building: 'name|address',
    Unit: '>Building, >Tenant',
    Tenant: 'name',
    'Payment|RentPayment|Rent': '>Tenant, amount:money',
  }),
  r10('r10-podcast', "podcast manager, shows have episodes and an episode's guests", {
    Show: 'name|title',
    Episode: '>Show, title',
    Guest: 'name',
    'Episode>Guest|Guest>Episode': '',
  }),
  r10('r10-vet', 'vet clinic where owners have pets and each pet has vaccinations with a date and a vaccine name', {
    Owner: 'name',
    Pet: 'name, >Owner',
    Vaccination: '>Pet, date:date, vaccine|name',
  }),
  r10('r10-sales-crm', 'simple CRM. companies have contacts. deals belong to a company and have a value and a stage', {
    Company: 'name',
    Contact: 'name, >Company',
    Deal: '>Company, value:money, stage',
  }),
  r10('r10-tournament', 'chess tournament app: a tournament has rounds, each round has games, each game has a white player and a black player', {
    Tournament: 'name',
    Round: '>Tournament',
    Game: '>Round, >Player',
    Player: 'name',
  }),
  r10('r10-allotments', 'allotment society. plots are rented by members, one member per plot. members pay a yearly fee', {
    Plot: '>Member',
    Member: 'name',
    'Fee|Payment': '>Member, amount:money',
  }),
  r10('r10-hotel-rooms', 'small hotel: the rooms of each floor, guests stay in rooms for a check in and check out date', {
    Floor: 'name|number',
    Room: '>Floor',
    Guest: 'name',
    'Stay|Booking|Reservation': '>Guest, >Room, check_in:date, check_out:date',
  }),
  r10('r10-band', 'my band manager, albums have songs and songs have a length. gigs at venues with a setlist of songs', {
    Album: 'title|name',
    Song: 'title|name, >Album',
    Gig: '>Venue, date',
    Venue: 'name',
    'Gig>Song|Song>Gig': '',
  }),
  r10('r10-clinic-doctors', 'clinic booking tool. each doctor has a specialty. patients have appointments with a doctor', {
    Doctor: 'name, specialty',
    Patient: 'name',
    Appointment: '>Patient, >Doctor',
  }),
  r10('r10-warehouse', 'warehouse stock: warehouses contain bins, products are stored in bins with a quantity', {
    Warehouse: 'name',
    Bin: '>Warehouse',
    Product: 'name',
    'Bin>Product|Product>Bin': '',
  }),
  r10('r10-courses', 'online course platform: instructors create courses, every course has lessons, students enroll in courses', {
    Instructor: 'name',
    Course: 'title, >Instructor',
    Lesson: 'title, >Course',
    Student: 'name',
    'Student>Course|Course>Student': '',
  }),
  r10('r10-sports-club', "netball club. clubs have teams, each team's players, and matches played by a team on a date", {
    Club: 'name',
    Team: 'name, >Club',
    Player: 'name, >Team',
    Match: '>Team, date:date',
  }),
  r10('r10-charity', 'charity shop volunteers: volunteers work shifts at shops. each shop has a manager', {
    Volunteer: 'name',
    Shift: '>Volunteer, >Shop',
    Shop: 'name, >Manager',
    Manager: 'name',
  }),
  r10('r10-fleet', 'fleet app: drivers are assigned vehicles (one each), vehicles have service records with a mileage and a date', {
    Driver: 'name',
    Vehicle: '>Driver',
    'ServiceRecord|Service|Record': '>Vehicle, mileage:number, date:date',
  }),
  r10('r10-book-club', 'book club: members suggest books, we hold meetings where one book is discussed, members rate books 1-5', {
    Member: 'name',
    Book: 'title, >Member',
    Meeting: 'date, >Book',
    'Rating|Review': '>Member, >Book, rating|score:rating',
  }),
  r10('r10-salon', 'hair salon. stylists have clients, clients book appointments for services', {
    Stylist: 'name',
    Client: 'name, >Stylist',
    Appointment: '>Client, >Service',
    Service: 'name',
  }),
];
