/**
 * A dev study batch written in the sixth generation session (entities) before any change to the
 * generator was made for it: requests typed the way people type them to app builders, in domains and
 * phrasings the earlier batches do not cover (first-person stories, bullets, questions, British spelling,
 * typos, singular subjects, verbs that are also nouns, records named by verbs). Its numbers before and
 * after are in docs/benchmarks.md. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E6_CREATE_CASES: CreateCase[] = [
  dev('e6-food-bank', "we're a small food bank. families register with us, and each family can collect a parcel once a week. we need to log collections and keep stock of donated items", {
    Family: 'name',
    Collection: '>Family, date:date',
    'Item|DonatedItem|Stock': 'name',
    '?Parcel|Donation': '',
  }),
  dev('e6-plumber', 'I need something to manage my plumbing jobs. customers call, I book a visit, then I send a quote and later an invoice', {
    Customer: 'name, phone',
    Visit: '>Customer, date:date',
    Quote: '>Customer, amount|total:money',
    Invoice: '>Customer, amount|total:money',
    '?Job': '',
  }),
  dev('e6-school-trips', 'School trips - each trip has a destination, date and cost. pupils need a signed consent form before they can go', {
    Trip: 'destination, date:date, cost:money',
    Pupil: 'name',
    'ConsentForm|Consent|Form': '>Pupil, >Trip, signed:bool',
  }),
  dev('e6-chess-club', 'chess club: players, games (white, black, result, date) and a ladder ranking', {
    Player: 'name',
    Game: 'white>Player, black>Player, result, date:date',
    '?Ranking|Ladder': '',
  }),
  dev('e6-allotment', 'Allotment society. Plot holders rent plots, pay an annual fee, and we keep a waiting list of people who want one', {
    'PlotHolder|Holder|Member|Tenant': 'name',
    Plot: 'name|number',
    '?Fee|Payment': '',
    'WaitingList|WaitingListEntry|Applicant|Person': 'name',
    'Plot>PlotHolder|Plot>Holder|Plot>Member|Plot>Tenant|PlotHolder>Plot|Holder>Plot|Member>Plot|Tenant>Plot': '',
  }),
  dev('e6-dental', 'dental practice app. patients book appointments with a dentist. after each appointment the dentist writes treatment notes and we send a bill', {
    Patient: 'name',
    Dentist: 'name',
    Appointment: '>Patient, >Dentist, date|starts:date',
    '?TreatmentNote|Note|Treatment': '',
    'Bill|Invoice': '>Patient, amount|total:money',
  }),
  dev('e6-bike-repair', 'bike repair shop\n- customers\n- bikes (make, model, frame size)\n- repair orders with status (booked, in progress, ready, collected)\n- parts used on each repair', {
    Customer: 'name',
    Bike: '>Customer, make, model, frame_size',
    'RepairOrder|Repair|Order': '>Bike, status:enum=booked/in progress/ready/collected',
    Part: 'name',
  }),
  dev('e6-choir', 'Our choir needs to know who is coming to each rehearsal, which pieces we are learning and who sings which part (soprano, alto, tenor, bass)', {
    'Singer|Member': 'part|voice:enum=soprano/alto/tenor/bass',
    Rehearsal: 'date:date',
    Piece: 'title|name',
    '?Attendance': '',
  }),
  dev('e6-lab-samples', 'lab sample tracker. Each sample has a barcode, a collection date, the freezer it is stored in and which project it belongs to', {
    Sample: 'barcode, collection_date|collected:date, >Freezer, >Project',
    Freezer: 'name',
    Project: 'name|title',
  }),
  dev('e6-landlord', 'I own a few flats and rent them out. want to track tenants, leases, rent payments and repair requests', {
    Flat: 'name|address',
    Tenant: 'name',
    Lease: '>Flat, >Tenant, start:date',
    'RentPayment|Payment': 'amount:money, date:date',
    'RepairRequest|Request|Repair': '>Flat',
  }),
  dev('e6-football-league', 'kids football league, teams, coaches, fixtures and scores. each team has one coach', {
    Team: 'name, >Coach',
    Coach: 'name',
    'Fixture|Match': 'home>Team, away>Team, date:date',
    '?Score|Result': '',
  }),
  dev('e6-bakery-orders', 'small bakery. people order cakes for collection, we need the order, what cake, the message on top, pickup date and whether it has been paid', {
    'Order|CakeOrder': '>Customer|customer, pickup|collection:date, paid:bool, message',
    '?Cake|Product': '',
    '?Customer': '',
  }),
  dev('e6-library-loans', 'a little community library. members borrow books and we lend board games too. need due dates', {
    Member: 'name',
    Book: 'title',
    'BoardGame|Game': 'name|title',
    'Loan|Borrowing': '>Member, due|due_date:date',
  }),
  dev('e6-vet-clinic', 'can you build a vet clinic system? owners, their pets, vaccinations with due dates, and visits', {
    Owner: 'name',
    Pet: '>Owner, name',
    Vaccination: '>Pet, due|due_date:date',
    Visit: '>Pet, date:date',
  }),
  dev('e6-volunteer-drivers', 'charity driving scheme: volunteer drivers take elderly clients to hospital appointments. we log each journey with mileage so drivers can claim expenses', {
    'Driver|VolunteerDriver|Volunteer': 'name',
    Client: 'name',
    Journey: '>Driver, >Client, mileage|miles:number',
    '?Appointment|HospitalAppointment': '',
    '?Expense|Claim|ExpenseClaim': '',
  }),
  dev('e6-wedding-planner', 'wedding planning - guests (rsvp yes/no, dietary needs, table), suppliers and a budget with costs', {
    Guest: 'name, rsvp:bool, dietary|dietary_needs, >Table|table',
    Supplier: 'name',
    '?Table': '',
    '?Budget|Cost|Expense|BudgetItem': '',
  }),
  dev('e6-it-helpdesk', 'internal IT helpdesk. staff raise tickets, an engineer is assigned, tickets have priority low/medium/high and we record every comment', {
    'Staff|StaffMember|Employee|User': 'name',
    Ticket: '>Staff|>StaffMember|>Employee|>User, >Engineer, priority:enum=low/medium/high',
    Engineer: 'name',
    Comment: '>Ticket',
  }),
  dev('e6-farm-shop', 'Farm shop - we sell eggs, veg and meat. Keep products with prices, suppliers (local farms) and daily sales', {
    Product: 'name, price:money',
    'Supplier|Farm': 'name',
    Sale: '>Product, date:date',
  }),
  dev('e6-beekeeping', 'i keep bees. hives, inspections (date, queen seen?, temper, notes) and honey harvests in kg', {
    Hive: 'name',
    Inspection: '>Hive, date:date, queen_seen|queen:bool, notes',
    'Harvest|HoneyHarvest': '>Hive, kg|weight|amount:number',
  }),
  dev('e6-band-gigs', "we're a covers band. Need to keep track of gigs (venue, fee, date), the setlist for each gig and who's playing", {
    Gig: 'venue|>Venue, fee:money, date:date',
    '?Venue': '',
    'Song|Setlist|SetlistItem': '',
    '?Member|Musician|Player': '',
  }),
  dev('e6-cleaning-company', 'cleaning company: cleaners are scheduled to clean properties. each clean has a date, duration and a checklist. clients get invoiced monthly', {
    Cleaner: 'name',
    Property: 'address|name',
    'Clean|Job|Visit|Cleaning': '>Cleaner, >Property, date:date, duration',
    Client: 'name',
    'Invoice': '>Client, amount|total:money',
    '?Checklist|ChecklistItem': '',
  }),
  dev('e6-reading-log', 'personal reading log - books I read, authors, when I started and finished, and a rating out of 5', {
    Book: 'title, >Author, started:date, finished:date, rating:rating',
    Author: 'name',
  }),
  dev('e6-gym-pt', 'Personal trainer here. I want my clients, their sessions, and the workouts I set them with exercises, sets and reps', {
    Client: 'name',
    Session: '>Client, date:date',
    Workout: '>Client|>Session',
    Exercise: 'name, sets:count, reps:count',
  }),
  dev('e6-equipment-hire', 'equipment hire for a scout group - which tent or stove was lent to which patrol, when it went out and when it came back', {
    'Equipment|Item|Tent': 'name',
    Patrol: 'name',
    'Loan|Hire|Lending': '>Patrol, out|lent:date, back|returned:date',
  }),
  dev('e6-photography', 'photographer booking app: clients book shoots, shoot type (wedding, portrait, product), location, and I deliver galleries', {
    Client: 'name',
    Shoot: '>Client, type:enum=wedding/portrait/product, location',
    Gallery: '>Shoot|>Client',
  }),
  dev('e6-church-rota', 'church rota. volunteers are assigned roles (reader, welcomer, tea) for each Sunday service', {
    Volunteer: 'name',
    Service: 'date:date',
    '?Role': '',
    'Assignment|RotaEntry|Rota|Slot': '>Volunteer, >Service',
  }),
  dev('e6-inventory-lab', 'keep track of chemicals in our lab - name, CAS number, hazard class, quantity, location and expiry date. also who ordered each one', {
    Chemical: 'name, cas_number|cas, hazard_class|hazard, quantity:number, location, expiry|expiry_date:date',
    '?Person|Researcher|User|Orderer|Staff': '',
  }),
  dev('e6-marathon', 'Organising a charity run. Runners sign up, pay an entry fee, get a bib number and we record finish times', {
    Runner: 'name, bib|bib_number',
    '?Entry|Registration|Signup': '',
    '?Result|FinishTime': '',
  }),
  dev('e6-tutoring', 'tutoring agency. tutors teach subjects, students request lessons, we match them and track each lesson and whether it was paid', {
    Tutor: 'name',
    Subject: 'name',
    Student: 'name',
    Lesson: '>Tutor, >Student, paid:bool',
    '?Request|LessonRequest': '',
  }),
  dev('e6-recipes-family', 'family recipe book: recipes with ingredients, cooking time, servings and who in the family it came from', {
    Recipe: 'name|title, cooking_time|time, servings:count',
    Ingredient: 'name',
    '?FamilyMember|Person|Member': '',
  }),
  dev('e6-hotel-small', 'B&B with 6 rooms. guests book rooms for nights, breakfast yes or no, and we note when they check in and out', {
    Room: 'name|number',
    Guest: 'name',
    'Booking|Reservation|Stay': '>Room, >Guest, breakfast:bool, check_in:date, check_out:date',
  }),
  dev('e6-hr-leave', 'HR tool: employees request leave (annual, sick, unpaid) with start and end dates, a manager approves or rejects it', {
    Employee: 'name',
    'LeaveRequest|Leave|Request': '>Employee, type:enum=annual/sick/unpaid, start:date, end:date',
    '?Manager': '',
  }),
  dev('e6-car-club', 'classic car club - members and their cars (make, model, year), plus events and who brought which car', {
    Member: 'name',
    Car: '>Member, make, model, year',
    Event: 'name, date:date',
    '?Attendance|Entry': '',
  }),
  dev('e6-print-shop', 'Print shop orders: customer, what to print (flyers, posters, cards), quantity, paper type, due date, and a proof that the customer approves', {
    Customer: 'name',
    Order: '>Customer, quantity:count, due|due_date:date',
    '?Proof': '',
  }),
  dev('e6-garden-centre', 'garden centre - plants with latin name, price and stock, suppliers, and customer orders for delivery', {
    Plant: 'name, latin_name, price:money, stock:count',
    Supplier: 'name',
    Order: '>Customer|customer',
    '?Customer': '',
    '?Delivery': '',
  }),
  dev('e6-conference', 'tech meetup organiser: talks, speakers, the venue for each meetup and attendees who rsvp', {
    Talk: 'title, >Speaker',
    Speaker: 'name',
    Meetup: '>Venue|venue, date:date',
    '?Venue': '',
    'Attendee|Rsvp|RSVP': '',
  }),
  dev('e6-horse-livery', 'livery yard. horses, their owners, stables, and the feed each horse gets. farrier visits too', {
    Horse: '>Owner, name',
    Owner: 'name',
    Stable: 'name',
    '?Feed': '',
    'FarrierVisit|Visit': '>Horse, date:date',
  }),
  dev('e6-museum', 'small museum collection database - objects with accession number, description, date acquired and donor. objects can be out on loan to other museums', {
    Object: 'accession_number, description, acquired|date_acquired:date',
    Donor: 'name',
    Loan: '>Object',
    '?Museum|Borrower': '',
  }),
  dev('e6-pantry', "what's in my pantry? items, where they're stored, quantity and best before dates so I use stuff up", {
    Item: 'name, quantity:number, best_before:date',
    '?Location|Shelf': '',
  }),
  dev('e6-youth-club', 'youth club register: young people sign in each session, parents give emergency contacts and we log any incidents', {
    'YoungPerson|Member|Child': 'name',
    Session: 'date:date',
    '?Attendance|SignIn|CheckIn': '',
    '?Parent|EmergencyContact|Contact': '',
    Incident: 'date:date',
  }),
];
