/**
 * A private check batch written in the seventh generation session (entities) together with corpus-e8.ts
 * and before any change to the generator: measured before and after, but its misses were never read or
 * tuned on, so its aggregate numbers (docs/benchmarks.md) are a generalisation signal. Split 'dev' only
 * so the session could run it by prefix (`--only 'e9-*'`). Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E9_CREATE_CASES: CreateCase[] = [
  dev('e9-locksmith', 'locksmith app, customers call out, I attend the job and fit a lock, then take a payment', {
    Customer: 'name, phone',
    'Job|Callout': '>Customer, date:date',
    '?Lock': '',
    Payment: 'amount:money',
  }),
  dev('e9-choir', 'choir admin - singers by voice part (soprano, alto, tenor, bass), concerts, the music we sing and subs paid', {
    Singer: 'name, voice_part|part:enum=soprano/alto/tenor/bass',
    Concert: 'date:date',
    'Piece|Song|Music': 'title|name',
    'Payment|Sub|Subscription': '>Singer, amount:money',
  }),
  dev('e9-farm-shop', 'farm shop. we sell eggs, veg and meat; track orders from regulars and weekly veg box subscriptions', {
    Product: 'name, price:money',
    Order: '>Customer',
    'Customer|Regular': 'name',
    'Subscription|VegBox|BoxSubscription': '>Customer|>Regular',
  }),
  dev('e9-clinic-physio', 'physio clinic: patients, treatment plans, sessions with notes and exercises assigned to each patient', {
    Patient: 'name',
    'TreatmentPlan|Plan': '>Patient',
    Session: '>Patient, date:date, notes|note',
    Exercise: 'name',
  }),
  dev('e9-it-requests', 'staff request new equipment, a manager approves it and IT orders it', {
    'Request|EquipmentRequest': 'status, >Manager|approved',
    '?Equipment|Item': '',
    '?Staff|Employee|Manager|User': '',
    '?Order': '',
  }),
  dev('e9-football-kids', 'under 10s football: kids, parents, training sessions, matches and who played', {
    'Child|Player|Kid': 'name',
    Parent: 'name',
    'TrainingSession|Session|Training': 'date:date',
    Match: 'date:date',
    '?Appearance|Selection': '',
  }),
  dev('e9-pottery', 'pottery studio — classes, students, kiln firings and glazes', {
    Class: 'name',
    Student: 'name',
    'Firing|KilnFiring': 'date:date',
    Glaze: 'name',
  }),
  dev('e9-insurance', 'broker: clients, their policies (home, car, life), renewal dates and claims', {
    Client: 'name',
    Policy: '>Client, type|kind:enum=home/car/life, renewal|renewal_date:date',
    Claim: '>Policy',
  }),
  dev('e9-hotel', 'Small hotel with 12 rooms. reservations, guests, housekeeping status of each room and extras charged to the room', {
    Room: 'name|number, housekeeping|status',
    'Reservation|Booking': '>Room, >Guest',
    Guest: 'name',
    'Extra|Charge': '>Room|>Reservation|>Booking, amount|price:money',
  }),
  dev('e9-translation', 'translation agency, clients send documents, we assign a translator per language pair and deliver by a deadline', {
    Client: 'name',
    'Document|Job': '>Client, deadline:date',
    Translator: 'name',
    '?LanguagePair|Language': '',
  }),
  dev('e9-climbing', 'climbing gym: members, route setting (grade, colour, wall), and who has climbed what', {
    Member: 'name',
    Route: 'grade, colour|color, wall',
    'Ascent|Climb|Send|Log': '>Member, >Route',
    '?Wall': '',
  }),
  dev('e9-printing', 'print shop. customer orders (business cards, flyers, banners), proofs sent for approval, and deliveries', {
    Order: '>Customer|customer, product|type',
    '?Customer': '',
    Proof: '>Order, approved|status',
    Delivery: '>Order',
  }),
  dev('e9-ambulance-stock', 'restock list for our first aid bags: items, expiry dates, bag locations, checks done by volunteers', {
    Item: 'name, expiry|expiry_date:date',
    Bag: 'location|name',
    Check: '>Bag|>Volunteer, date:date',
    Volunteer: 'name',
  }),
  dev('e9-horse-livery', 'livery yard. horses, owners, stables, feed and farrier visits', {
    Horse: 'name, >Owner',
    Owner: 'name',
    'Stable|Stall|Box': 'name',
    '?Feed': '',
    'FarrierVisit|Visit': '>Horse, date:date',
  }),
  dev('e9-library-school', 'school library: books, pupils borrowing them, due dates, and overdue reminders', {
    Book: 'title',
    Pupil: 'name',
    'Loan|Borrowing': '>Book, >Pupil, due|due_date:date',
    '?Reminder': '',
  }),
  dev('e9-saas-feedback', 'feedback board for our SaaS: users post ideas, others upvote, we set a status like planned/in progress/done', {
    'Idea|Post|Feedback': 'title, status:enum=planned/in progress/done',
    'Vote|Upvote': '>Idea|>Post|>Feedback',
    '?User': '',
  }),
  dev('e9-cafe-rota', 'cafe staff rota, staff, shifts, holidays requested and approved', {
    'Staff|StaffMember|Employee': 'name',
    Shift: '>Staff|>StaffMember|>Employee, start|date',
    'Holiday|HolidayRequest|Leave': '>Staff|>StaffMember|>Employee, approved|status',
  }),
  dev('e9-auction', 'charity auction: lots donated by local businesses, bidders, bids and winning bid per lot', {
    Lot: 'name|title, >Business|donor',
    '?Business|Donor': '',
    Bidder: 'name',
    Bid: '>Lot, >Bidder, amount:money',
  }),
  dev('e9-dentist', 'dental practice - patients, dentists, appointments, treatments with cost', {
    Patient: 'name',
    Dentist: 'name',
    Appointment: '>Patient, >Dentist',
    Treatment: 'name, cost:money',
  }),
  dev('e9-orchard', 'community orchard, trees with variety and planting year, pruning jobs, and apple pressing days', {
    Tree: 'variety, planting_year|year|planted',
    'PruningJob|Pruning|Job': '>Tree',
    'PressingDay|Pressing|Event': 'date:date',
  }),
  dev('e9-marketing', 'marketing team: campaigns, channels, content pieces and their publish dates', {
    Campaign: 'name',
    Channel: 'name',
    'ContentPiece|Content|Piece|Post': '>Campaign, publish_date|publish:date',
  }),
  dev('e9-sailing', 'sailing club: boats, members, races, race results with finish time', {
    Boat: 'name',
    Member: 'name',
    Race: 'date:date',
    Result: '>Race, >Boat|>Member, finish_time|finish',
  }),
  dev('e9-laundry', 'laundrette with service washes. customer drops a bag, we weigh it, charge per kg and text them when done', {
    Customer: 'name, phone',
    'Order|Bag|Wash|ServiceWash': '>Customer, weight|kg:number',
    '?Payment': '',
  }),
  dev('e9-gardening', 'gardening round: gardens I look after, visits, jobs done on each visit and invoices each month', {
    'Garden|Client|Customer': 'name|address',
    Visit: '>Garden|>Client|>Customer, date:date',
    '?Job|Task': '',
    Invoice: 'amount|total:money',
  }),
  dev('e9-makerspace', 'makerspace: members, machines (laser cutter, 3d printer, cnc), inductions, and bookings for machine time', {
    Member: 'name',
    Machine: 'name',
    Induction: '>Member, >Machine',
    Booking: '>Member, >Machine',
  }),
  dev('e9-blood-drive', 'blood donation sessions: donors, sessions at venues, appointments and donations with blood type', {
    Donor: 'name, blood_type',
    Session: '>Venue|venue, date:date',
    '?Venue': '',
    Appointment: '>Donor, >Session',
    Donation: '>Donor',
  }),
  dev('e9-recipe-box', 'family recipe box — recipes, ingredients, and a shopping list', {
    Recipe: 'name|title',
    Ingredient: 'name',
    'ShoppingList|ShoppingItem|ShoppingListItem|Item': '',
  }),
  dev('e9-escape-room', 'escape rooms: rooms, bookings with group size, game master and escape time', {
    Room: 'name',
    Booking: '>Room, group_size|size:count, escape_time|time',
    '?GameMaster|Staff': '',
  }),
  dev('e9-caravan-park', 'caravan owners pay pitch fees yearly, we log gas bottle deliveries and any complaints', {
    Owner: 'name',
    '?Caravan|Pitch': '',
    'Payment|Fee|PitchFee': '>Owner, amount:money',
    'Delivery|GasDelivery': 'date:date',
    Complaint: 'description|details',
  }),
  dev('e9-hr-onboarding', 'onboarding for new hires: each new starter gets a checklist of tasks, a buddy and a laptop', {
    'Starter|NewHire|Employee|Hire': 'name, start|start_date:date',
    Task: '>Starter|>NewHire|>Employee|>Hire, done|completed:bool',
    '?Buddy|Laptop|Checklist|Device': '',
  }),
  dev('e9-tattoo', 'tattoo studio: artists, clients, consultations, bookings with a deposit and aftercare notes', {
    Artist: 'name',
    Client: 'name',
    Consultation: '>Client',
    Booking: '>Artist, >Client, deposit:money',
  }),
  dev('e9-allergy-menu', 'restaurant allergen matrix. dishes and which of the 14 allergens they contain', {
    Dish: 'name',
    Allergen: 'name',
  }),
  dev('e9-parish-council', 'parish council, meetings with agenda items, minutes, and actions assigned to councillors', {
    Meeting: 'date:date',
    'AgendaItem|Item': '>Meeting',
    '?Minutes|Minute': '',
    Action: '>Councillor, due|due_date:date',
    Councillor: 'name',
  }),
  dev('e9-window-cleaner', 'window cleaner round — houses on each round, how often (4 weekly, 8 weekly), and payments', {
    'House|Customer|Property': 'address|name, frequency',
    Round: 'name',
    Payment: 'amount:money',
  }),
  dev('e9-drone', 'drone survey company, clients, sites, flights flown with pilot and duration, and deliverables', {
    Client: 'name',
    Site: 'name|address',
    Flight: '>Site, >Pilot|pilot, duration',
    '?Pilot': '',
    Deliverable: 'name',
  }),
  dev('e9-art-classes', 'I run art workshops. people sign up, pay online, I need a list of who is coming and materials per workshop', {
    Workshop: 'name|title, date:date',
    'Attendee|Participant|Signup|Booking': 'name|>Workshop',
    'Material|Materials': 'name',
    '?Payment': '',
  }),
  dev('e9-wine-cellar', 'wine cellar — bottles, producer, vintage, where in the rack, and tasting notes', {
    'Bottle|Wine': 'name, >Producer|producer, vintage:count|vintage',
    '?Producer': '',
    'TastingNote|Tasting|Note': '>Bottle|>Wine',
  }),
  dev('e9-taxi', 'taxi firm, drivers, cars, bookings with pickup and dropoff, and fares', {
    Driver: 'name',
    'Car|Vehicle': 'registration|name',
    Booking: 'pickup, dropoff|drop_off, >Driver',
    '?Fare': '',
  }),
  dev('e9-exam-board', 'mock exams: students sit papers, teachers mark them, and the scores go into a results table', {
    Student: 'name',
    'Paper|Exam': 'name|title',
    Teacher: 'name',
    'Result|Score|Mark': '>Student, >Paper|>Exam, score|mark:number',
  }),
  dev('e9-bird-survey', 'bird survey: volunteers walk transects and record sightings, species and count', {
    Volunteer: 'name',
    Transect: 'name',
    Sighting: '>Species|species, count:count',
    '?Species': '',
    '?Survey|Walk': '',
  }),
  dev('e9-cinema', 'community cinema: films, screenings, ticket sales and volunteers on the door', {
    Film: 'title',
    Screening: '>Film, date|time',
    'TicketSale|Ticket|Sale': '>Screening',
    Volunteer: 'name',
  }),
  dev('e9-removals', 'removal company - quotes, moves, crew and the van used on each move', {
    Quote: 'amount|price:money',
    Move: 'date:date, >Van|>Vehicle',
    'Crew|CrewMember': 'name',
    'Van|Vehicle': 'name|registration',
  }),
];
