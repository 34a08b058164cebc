/**
 * The generation corpus: what people ask app builders for, each with what a person reading the
 * prompt would expect. Written from requests people type (varied wording, lengths, typos, domains),
 * not from the offline generator's templates.
 *
 * Expectation DSL (see run.ts):
 *   entities: { 'Loan|Lending': 'tool>Tool, borrower>Borrower, due|due_date:date', '?Neighbour': '' }
 *   - a key lists accepted entity names (`|`); a leading `?` marks an entity that may appear but is
 *     not required (it never counts against precision);
 *   - a field is `name|alt[:type]`; the name matches a generated field equal to it or containing its
 *     words (`due` matches `due_date`); types: string, text, date, datetime, money, count, number,
 *     rating, email, url, image, bool, enum, enum=a/b/c; without a type only the name is checked;
 *   - `field>Target` (or just `>Target`) is a relation: the entity must reference Target, directly
 *     or through a join entity that references both.
 *
 * `split: 'heldout'` cases are never used while tuning the generator: they measure generalisation.
 */

export type CreateCase = { id: string; split: 'dev' | 'heldout'; prompt: string; entities: Record<string, string> };

/**
 * Edit effects: `+Entity` exists, `-Entity` gone, `+Entity.field[:type]` field present (with type),
 * `-Entity.field` gone, `Entity.field=a/b/c` enum values include these, `Entity>Target` relation,
 * `page~word` a page whose path contains word, `theme=name`, `name=App Name`, `noop` (success and no
 * entity or page change), `fail` (must fail and change nothing).
 */
export type EditCase = { id: string; split: 'dev' | 'heldout'; base: string; prompt: string; expect: string[] };

const c = (id: string, split: 'dev' | 'heldout', prompt: string, entities: Record<string, string>): CreateCase => ({
  id,
  split,
  prompt,
  entities,
});

export const CREATE_CASES: CreateCase[] = [
  // ---- the issue's examples
  c('tool-library', 'dev', 'a tool library where neighbours lend tools, with borrowers and loans', {
    Tool: 'name',
    Borrower: 'name',
    Loan: '>Tool, >Borrower, due:date',
    '?Neighbour|Member': '',
  }),
  c('plant-swap', 'dev', 'A plant swap app: people list plants with light needs (low, medium, bright) and pot size, and other people request swaps', {
    Plant: 'name, light_need|light:enum=low/medium/bright, pot_size',
    'Swap|SwapRequest|Request': '>Plant',
    '?Person|Member|User|Owner|Requester': '',
  }),
  c('rehearsal', 'dev', 'Booking app for our rehearsal studio. Bands book rooms by the hour; each booking has a start time, number of hours and balance due.', {
    Band: 'name',
    Room: 'name',
    Booking: '>Band, >Room, start:datetime, hours:count, balance_due|balance:money',
  }),
  c('volunteer-shifts', 'dev', 'volunteers sign up for shifts at the food bank', {
    Volunteer: 'name, email:email',
    Shift: 'start|date:datetime',
    '?Signup|SignUp|ShiftSignup|Registration|Assignment': '',
    'Volunteer>Shift': '',
  }),
  c('photo-collections', 'dev', 'I want to upload my photos and group them into collections', {
    Photo: 'image|photo|url:image',
    Collection: 'name',
    'Photo>Collection': '',
  }),
  // ---- bookings and services
  c('gym-classes', 'dev', 'Members book classes at our gym. Classes have a coach, a start time and a capacity.', {
    Member: 'name, email:email',
    Class: 'start:datetime, capacity:count, >Coach',
    Coach: 'name',
    '?Booking|ClassBooking|Reservation|Enrollment': '',
    'Member>Class': '',
  }),
  c('salon', 'dev', 'hair salon appointments - clients, stylists, services with price and duration', {
    Client: 'name, phone',
    Stylist: 'name',
    Service: 'name, price:money, duration:count',
    Appointment: '>Client, >Stylist, >Service, start|date|time:datetime',
  }),
  c('dog-walking', 'dev', 'dog walking business. owners have dogs (name, breed, age). walks are booked for a dog with a walker, date and time and price', {
    Owner: 'name',
    Dog: 'name, breed, age:count, >Owner',
    Walk: '>Dog, >Walker, date|start:datetime, price:money',
    Walker: 'name',
  }),
  c('tennis-courts', 'dev', 'Court booking for a tennis club: courts, members and reservations with date, start time and whether it is paid', {
    Court: 'name',
    Member: 'name',
    Reservation: '>Court, >Member, date:date, start:datetime, paid:bool',
  }),
  c('tutoring', 'dev', 'Tutoring sessions app — tutors, students, subjects. Sessions have a date, length in minutes, rate per hour and notes', {
    Tutor: 'name',
    Student: 'name',
    Subject: 'name',
    Session: '>Tutor, >Student, date:date, length|minutes:count, rate:money, notes:text',
  }),
  c('vet', 'dev', 'Vet clinic: pet owners, their pets (species, breed, date of birth), and visits with diagnosis and cost', {
    Owner: 'name',
    Pet: 'species, breed, birth:date, >Owner',
    Visit: '>Pet, diagnosis:text, cost:money',
  }),
  c('hotel', 'dev', 'small hotel: rooms (number, type: single/double/suite, nightly rate), guests and reservations with check in and check out dates', {
    Room: 'number, type:enum=single/double/suite, rate:money',
    Guest: 'name',
    Reservation: '>Room, >Guest, check_in:date, check_out:date',
  }),
  c('car-rental', 'dev', 'car rental company with cars, customers and rentals. a car has make, model, year, daily price and a photo', {
    Car: 'make, model, year:count, price:money, photo:image',
    Customer: 'name',
    Rental: '>Car, >Customer',
  }),
  c('escape-room', 'heldout', 'Escape room bookings: rooms have a theme, difficulty (easy, medium, hard) and max players; teams book a room for a time slot', {
    Room: 'theme, difficulty:enum=easy/medium/hard, max_players|players:count',
    Team: 'name',
    Booking: '>Room, >Team, slot|time|start:datetime',
  }),
  c('massage', 'heldout', 'massage therapist scheduling: clients book treatments. each treatment has a name, length and price. keep intake notes on clients', {
    Client: 'name, notes:text',
    Treatment: 'name, length|duration:count, price:money',
    '?Booking|Appointment': '',
    'Client>Treatment': '',
  }),
  c('coworking', 'heldout', 'coworking space - members reserve desks and meeting rooms by the day', {
    Member: 'name',
    Desk: 'name',
    'MeetingRoom|Room': 'name',
    Reservation: '>Member, date:date',
  }),
  c('driving-school', 'heldout', 'Driving school: instructors, learners and lessons. A lesson has a date and time, a pickup address and whether the learner passed', {
    Instructor: 'name',
    Learner: 'name',
    Lesson: '>Instructor, >Learner, date|time:datetime, pickup|address, passed:bool',
  }),
  // ---- CRM, sales, business
  c('crm', 'dev', 'simple crm for my agency: companies, contacts and deals. deals have a value, stage (lead, proposal, won, lost) and expected close date', {
    Company: 'name',
    Contact: 'name, email:email, >Company',
    Deal: 'value:money, stage:enum=lead/proposal/won/lost, close:date',
  }),
  c('freelance-invoices', 'dev', 'Freelancer invoicing: clients, projects and invoices. Invoice has number, issue date, due date, amount, and status (draft, sent, paid)', {
    Client: 'name, email:email',
    Project: 'name, >Client',
    Invoice: 'number, issue:date, due:date, amount:money, status:enum=draft/sent/paid',
  }),
  c('recruiting', 'dev', 'Applicant tracking: job openings, candidates and applications. Candidates have a resume link and a LinkedIn URL; applications have a stage.', {
    'Job|JobOpening|Opening': 'title',
    Candidate: 'name, resume:url, linkedin:url',
    Application: '>Candidate, stage:enum',
  }),
  c('support-tickets', 'dev', 'helpdesk where customers submit tickets. tickets have subject, description, priority low/medium/high/urgent and are assigned to an agent', {
    Customer: 'name, email:email',
    Ticket: 'subject, description:text, priority:enum=low/medium/high/urgent, >Agent, >Customer',
    Agent: 'name',
  }),
  c('sales-leads', 'heldout', 'Track sales leads with company name, contact email, estimated value and a follow up date. assign each lead to a sales rep.', {
    Lead: 'company, email:email, value:money, follow_up:date, >SalesRep',
    'SalesRep|Rep': 'name',
  }),
  c('real-estate', 'dev', 'Real estate agency: properties for sale with address, price, bedrooms, photos; agents; and viewings booked by buyers', {
    Property: 'address, price:money, bedrooms:count, photo:image',
    Agent: 'name',
    Viewing: '>Property, >Buyer',
    Buyer: 'name',
  }),
  c('consulting-hours', 'heldout', 'time tracking for consultants: log hours against client projects with a date, hours worked, billable yes/no and a description', {
    Client: 'name',
    Project: 'name, >Client',
    '?Consultant': '',
    'TimeEntry|Entry|Log|HoursLog|TimeLog': '>Project, date:date, hours:number, billable:bool, description:text',
  }),
  c('subscriptions', 'heldout', 'a subscription box business: subscribers choose a plan (monthly price, items per box) and we track each shipment with a tracking number and ship date', {
    Subscriber: 'name, email:email',
    Plan: 'name, price:money, items:count',
    Shipment: 'tracking_number|tracking, ship:date, >Subscriber',
    'Subscriber>Plan': '',
  }),
  // ---- marketplaces and shops
  c('handmade-market', 'dev', 'A marketplace for handmade goods. Sellers list products with title, price, photo and stock; buyers place orders.', {
    Seller: 'name',
    Product: 'title, price:money, photo:image, stock:count, >Seller',
    Buyer: 'name',
    Order: '>Buyer',
  }),
  c('secondhand-books', 'dev', 'second hand bookshop catalogue: books with title, author, condition (like new, good, worn), price and a cover image', {
    Book: 'title, author, condition:enum, price:money, cover:image',
  }),
  c('bakery-orders', 'dev', 'custom cake orders for my bakery - customers, cakes (flavour, size, price) and orders with a pickup date and a deposit paid checkbox', {
    Customer: 'name, phone',
    Cake: 'flavour|flavor, size, price:money',
    Order: '>Customer, >Cake, pickup:date, deposit:bool',
  }),
  c('vintage-shop', 'heldout', 'online vintage clothing store: items with brand, size, era, price, photos; customers and orders with shipping address', {
    Item: 'brand, size, era, price:money, photo:image',
    Customer: 'name',
    Order: '>Customer, shipping_address|address',
  }),
  c('food-delivery', 'heldout', 'local food delivery: restaurants with menus of dishes, customers place orders, drivers deliver them', {
    Restaurant: 'name',
    Dish: 'name, price:money, >Restaurant',
    Customer: 'name',
    Order: '>Customer',
    Driver: 'name',
    '?OrderItem|OrderLine': '',
    '?Menu|MenuItem': '',
  }),
  c('equipment-rental', 'dev', 'camera gear rental: gear items with daily rate and serial number, renters, and rentals with start and end date', {
    'GearItem|Gear|Item|Equipment': 'rate:money, serial',
    Renter: 'name',
    Rental: '>Renter, start:date, end:date',
    'Rental>GearItem|Rental>Gear|Rental>Item|Rental>Equipment': '',
  }),
  // ---- clubs, communities, nonprofits
  c('book-club', 'dev', 'our book club: members, books we read, meetings (date, host, location) and ratings from 1 to 5 for each book', {
    Member: 'name',
    Book: 'title, author',
    Meeting: 'date:date, host, location',
    '?Rating|Review': 'rating|score:rating',
  }),
  c('chess-club', 'dev', 'chess club ladder: players with a rating, matches between two players with the result (white wins, black wins, draw) and date played', {
    Player: 'name, rating:number',
    Match: 'result:enum, date:date, >Player',
  }),
  c('soccer-league', 'dev', 'youth soccer league - teams, players (name, age, position), coaches and games with home team, away team, score and field', {
    Team: 'name',
    Player: 'name, age:count, position, >Team',
    Coach: 'name',
    Game: '>Team, score, field',
  }),
  c('animal-shelter', 'dev', 'animal shelter adoptions: animals with name, species, age, photo and whether they are vaccinated; adopters apply to adopt an animal', {
    Animal: 'name, species, age:count, photo:image, vaccinated:bool',
    Adopter: 'name, email:email',
    '?Application|AdoptionApplication|Adoption': '',
    'Adopter>Animal': '',
  }),
  c('fundraising', 'dev', 'nonprofit donor management. donors, campaigns with a goal amount, and donations (amount, date, method: cash/card/bank transfer)', {
    Donor: 'name, email:email',
    Campaign: 'name, goal:money',
    Donation: '>Donor, >Campaign, amount:money, date:date, method:enum',
  }),
  c('community-garden', 'dev', 'community garden plots: gardeners rent plots, plot has number, size in square meters and yearly fee', {
    Gardener: 'name',
    Plot: 'number, size:number, fee:money',
    'Gardener>Plot|Plot>Gardener': '',
  }),
  c('choir', 'heldout', 'choir management - singers (voice part soprano/alto/tenor/bass), songs in our repertoire and rehearsals with attendance', {
    Singer: 'name, voice_part|part:enum=soprano/alto/tenor/bass',
    Song: 'title',
    Rehearsal: 'date:datetime',
    '?Attendance': '',
  }),
  c('hiking-club', 'heldout', 'Hiking group: trips with a trail name, distance in km, difficulty and meeting point; members sign up for trips', {
    Trip: 'trail, distance:number, difficulty, meeting_point|meeting',
    Member: 'name',
    '?Signup|SignUp|Registration|TripSignup': '',
    'Member>Trip': '',
  }),
  c('mutual-aid', 'heldout', 'mutual aid network: neighbours post requests for help (groceries, rides, childcare) and volunteers claim them', {
    Request: 'category|type:enum, >Volunteer',
    Volunteer: 'name',
    '?Neighbour|Neighbor|Member': '',
  }),
  // ---- schools and education
  c('school-grades', 'dev', 'gradebook for teachers: students, courses, assignments with due date and max points, and grades', {
    Student: 'name',
    Course: 'name',
    Assignment: 'due:date, points:number, >Course',
    Grade: '>Student, >Assignment',
  }),
  c('music-lessons', 'dev', 'music school: students take lessons from teachers. lessons have an instrument, a weekday and time, and a monthly fee', {
    Student: 'name',
    Teacher: 'name',
    Lesson: '>Student, >Teacher, instrument, time:datetime, fee:money',
  }),
  c('course-platform', 'dev', 'online course platform with courses, lessons (title, video url, duration) and enrollments of students', {
    Course: 'title',
    Lesson: 'title, video:url, duration:count, >Course',
    Enrollment: '>Student, >Course',
    Student: 'name',
  }),
  c('library-school', 'heldout', 'school library checkouts: pupils borrow books, track due date and returned yes or no', {
    Pupil: 'name',
    Book: 'title',
    'Checkout|Loan|Borrowing': '>Pupil, >Book, due:date, returned:bool',
  }),
  c('homework', 'heldout', 'homework planner for my kids - subjects, homework with due date and done checkbox', {
    Subject: 'name',
    Homework: '>Subject, due:date, done:bool',
    '?Kid|Child': '',
  }),
  c('daycare', 'dev', 'daycare attendance: children, parents (phone, email), and daily check-in and check-out times', {
    Child: 'name',
    Parent: 'phone, email:email',
    '?Attendance|CheckIn|Checkin': '',
    'Child>Parent|Parent>Child': '',
  }),
  // ---- clinics and health
  c('physio', 'dev', 'physiotherapy clinic: patients, therapists, appointments and treatment notes', {
    Patient: 'name',
    Therapist: 'name',
    Appointment: '>Patient, >Therapist',
    '?TreatmentNote|Note': '',
  }),
  c('medication', 'dev', 'medication reminder for my mom. medications have a dose, how many times a day, and start date. log each dose taken with time', {
    Medication: 'name, dose, times|per_day:count, start:date',
    'Dose|DoseLog|Log|Intake': '>Medication, time|taken:datetime',
  }),
  c('dental', 'heldout', 'dentist office scheduling with patients (name, date of birth, insurance), dentists, and appointments with a procedure and cost', {
    Patient: 'name, birth:date, insurance',
    Dentist: 'name',
    Appointment: '>Patient, >Dentist, procedure, cost:money',
  }),
  c('fitness-log', 'dev', 'workout log: exercises, workouts with date and duration, and sets with reps and weight', {
    Exercise: 'name',
    Workout: 'date:date, duration:count',
    Set: '>Workout, >Exercise, reps:count, weight:number',
  }),
  c('sleep', 'heldout', 'track my sleep: bedtime, wake up time, hours slept, quality rating 1-5 and notes', {
    'Sleep|SleepLog|SleepEntry|Night|Entry': 'bedtime:datetime, wake:datetime, hours:number, quality:rating, notes:text',
  }),
  // ---- inventory and operations
  c('warehouse', 'dev', 'warehouse inventory - products with SKU, quantity on hand and reorder level, stored in locations; suppliers', {
    Product: 'sku, quantity:count, reorder:count, >Location',
    Location: 'name',
    Supplier: 'name',
  }),
  c('it-assets', 'dev', 'IT asset register: laptops and phones assigned to employees, with serial number, purchase date and warranty expiry', {
    Asset: 'serial, purchase:date, warranty:date, >Employee',
    Employee: 'name, email:email',
  }),
  c('restaurant-inventory', 'heldout', 'restaurant kitchen stock: ingredients with unit, cost per unit and quantity; deliveries from suppliers', {
    Ingredient: 'name, unit, cost:money, quantity:number',
    Delivery: '>Supplier, date:date',
    Supplier: 'name',
  }),
  c('fleet', 'dev', 'fleet maintenance for our delivery vans: vehicles (plate, make, mileage), drivers, and service records with date, cost and what was done', {
    Vehicle: 'plate, make, mileage:number',
    Driver: 'name',
    'ServiceRecord|Service|Maintenance': '>Vehicle, date:date, cost:money, description|work|what:text',
  }),
  c('wine-cellar', 'heldout', 'my wine cellar: bottles with winery, vintage year, grape, region, rack position, how many bottles and tasting notes', {
    'Bottle|Wine': 'winery, vintage:count, grape, region, quantity|bottles|count:count, notes:text',
  }),
  c('lab-samples', 'heldout', 'lab sample tracking: samples with barcode, collected date, type (blood, urine, tissue), stored in freezers; tests run on samples with result', {
    Sample: 'barcode, collected:date, type:enum=blood/urine/tissue, >Freezer',
    Freezer: 'name',
    Test: '>Sample, result',
  }),
  // ---- events
  c('wedding', 'dev', 'wedding planner: guests with RSVP (yes, no, maybe) and meal choice, tables, vendors with cost and deposit paid', {
    Guest: 'name, rsvp:enum=yes/no/maybe, meal',
    Table: 'name|number',
    Vendor: 'name, cost:money, deposit:bool',
  }),
  c('conference', 'dev', 'conference website: speakers with bio and photo, talks with title, abstract, room and time slot, attendees register', {
    Speaker: 'name, bio:text, photo:image',
    Talk: 'title, abstract:text, room, slot|time:datetime, >Speaker',
    Attendee: 'name, email:email',
  }),
  c('festival', 'heldout', 'music festival lineup: stages, artists and performances with a stage, start time and end time', {
    Stage: 'name',
    Artist: 'name',
    Performance: '>Stage, >Artist, start:datetime, end:datetime',
  }),
  c('meetups', 'heldout', 'meetup organiser - events with date, venue, capacity; people rsvp to events', {
    Event: 'date:datetime, venue, capacity:count',
    '?Person|Member|Attendee': '',
    '?Rsvp|RSVP|Registration': '',
  }),
  // ---- hobbies and personal
  c('recipes', 'dev', 'recipe collection with ingredients, steps, prep time, servings and a photo. tag recipes by cuisine', {
    Recipe: 'ingredients:text, steps|instructions:text, prep:count, servings:count, photo:image',
    '?Cuisine|Tag': '',
  }),
  c('board-games', 'dev', 'board game collection and play log: games (title, min players, max players, play time), plays with date, winner and players', {
    Game: 'title, min_players:count, max_players:count, play_time|time:count',
    Play: '>Game, date:date, winner',
  }),
  c('garden', 'dev', 'vegetable garden planner: beds, plants with sowing date and days to harvest, and watering log', {
    Bed: 'name',
    Plant: 'sow:date, harvest:count, >Bed',
    '?Watering|WateringLog|Log': '',
  }),
  c('aquarium', 'heldout', 'aquarium keeper: tanks with volume in litres, fish species in each tank, and water tests with ph, ammonia, nitrate and date', {
    Tank: 'name, volume:number',
    'Fish|Species': '>Tank',
    'WaterTest|Test': '>Tank, ph:number, ammonia:number, nitrate:number, date:date',
  }),
  c('reading-list', 'dev', 'reading tracker: books I want to read, am reading, or finished, with rating and date finished', {
    Book: 'title, status:enum, rating:rating, finished:date',
  }),
  c('travel', 'dev', 'trip planner: trips with destination, start and end dates, budget; each trip has activities with a day, time and cost', {
    Trip: 'destination, start:date, end:date, budget:money',
    Activity: '>Trip, day|date:date, time, cost:money',
  }),
  c('coin-collection', 'heldout', 'coin collection: coins with country, year, denomination, condition grade, purchase price and photo', {
    Coin: 'country, year:count, denomination, condition|grade, price:money, photo:image',
  }),
  c('bird-sightings', 'heldout', 'birdwatching log: species, sightings with location, date, count and a photo', {
    Species: 'name',
    Sighting: '>Species, location, date:date, count:count, photo:image',
  }),
  c('home-maintenance', 'dev', 'home maintenance: appliances with brand, purchase date and warranty, and repairs with date, cost and contractor', {
    Appliance: 'brand, purchase:date, warranty',
    Repair: '>Appliance, date:date, cost:money, >Contractor',
    Contractor: 'name',
  }),
  c('pet-care', 'heldout', 'pet care log for our cats: feeding times, vet visits with notes and weight measurements', {
    Cat: 'name',
    '?Feeding': '',
    'VetVisit|Visit': '>Cat, notes:text',
    'Weight|WeightMeasurement|Measurement': '>Cat, weight:number',
  }),
  c('movies', 'dev', 'movies I have watched: title, year, director, my rating out of 10, watched on date, poster image', {
    Movie: 'title, year:count, director, rating:rating, watched:date, poster:image',
  }),
  c('budget', 'dev', 'personal budget app with accounts, categories, and transactions (amount, date, payee, income or expense)', {
    Account: 'name',
    Category: 'name',
    Transaction: '>Account, >Category, amount:money, date:date, payee, type|kind:enum=income/expense',
  }),
  // ---- project and team tools
  c('kanban', 'dev', 'a kanban board for my team: tasks with status (todo, doing, done), assignee, due date and priority', {
    Task: 'status:enum=todo/doing/done, assignee, due:date, priority',
  }),
  c('bug-tracker', 'dev', 'bug tracker: projects, bugs with severity (minor, major, critical), steps to reproduce, reported by and assigned to developers', {
    Project: 'name',
    Bug: 'severity:enum=minor/major/critical, steps:text, >Project, >Developer',
    Developer: 'name',
  }),
  c('content-calendar', 'dev', 'content calendar for social media: posts with platform (instagram, tiktok, linkedin), publish date, caption, image and status', {
    Post: 'platform:enum=instagram/tiktok/linkedin, publish:datetime, caption:text, image:image, status:enum',
  }),
  c('okrs', 'heldout', 'OKR tracker: objectives per quarter with owner, key results with target value, current value and confidence', {
    Objective: 'quarter, owner',
    KeyResult: '>Objective, target:number, current:number, confidence',
  }),
  c('hiring-pipeline', 'heldout', 'interview scheduling - candidates, interviewers, interviews with date, round (phone, onsite, final) and feedback', {
    Candidate: 'name',
    Interviewer: 'name',
    Interview: '>Candidate, >Interviewer, date:datetime, round:enum=phone/onsite/final, feedback:text',
  }),
  c('meeting-notes', 'heldout', 'meeting notes for our team with attendees, decisions and action items that have an owner and a due date', {
    Meeting: 'date:datetime',
    'ActionItem|Action': '>Meeting, owner, due:date',
    '?Decision': '',
    '?Attendee|Member': '',
  }),
  // ---- short, vague-ish, typos
  c('typo-gym', 'dev', 'app for my gym to manage memberships and payments', {
    'Membership|Member': '',
    Payment: 'amount:money, date:date',
  }),
  c('typo-inventory', 'dev', 'inventroy app for my shop with prodcts and suppliers', {
    '?Product|Prodct': '',
    Supplier: 'name',
  }),
  c('short-contacts', 'dev', 'contact list', { Contact: 'name, email:email, phone' }),
  c('short-todo', 'dev', 'todo app', { 'Task|Todo': 'title, done|completed|status' }),
  c('lowercase-run', 'heldout', 'i run a small cleaning business and need to keep track of clients, cleaners and jobs with address date and price', {
    Client: 'name',
    Cleaner: 'name',
    Job: 'address, date:date, price:money, >Client',
  }),
  c('long-farm', 'dev', 'We are a small farm selling weekly veg boxes. Customers subscribe to a box size (small, medium, large) and choose a delivery day. We need to see deliveries for each week with the driver and whether it was delivered, and keep customer addresses and phone numbers.', {
    Customer: 'name, address, phone',
    '?Subscription': '',
    Delivery: '>Customer, >Driver, delivered:bool',
    Driver: 'name',
    '?Box|BoxSize|VegBox': '',
  }),
  c('church', 'heldout', 'church volunteer rota: volunteers, roles (usher, sound, kids), sundays and who is serving', {
    Volunteer: 'name',
    Role: 'name',
    '?Sunday|Service|Rota|Assignment|Serving': '',
  }),
  c('makerspace', 'heldout', 'Makerspace: members book machines (laser cutter, 3D printer) after they complete a training; track machine maintenance', {
    Member: 'name',
    Machine: 'name',
    Booking: '>Member, >Machine',
    '?Training': '',
    '?Maintenance': '',
  }),
  c('theatre', 'dev', 'community theatre: productions, cast members and their roles, rehearsal schedule and ticket sales with price and seat', {
    Production: 'title',
    'CastMember|Actor|Member': 'name',
    Rehearsal: 'date:datetime',
    'Ticket|TicketSale|Sale': 'price:money, seat',
    '?Role': '',
  }),
  c('parking', 'heldout', 'office parking permits: employees request a parking spot for a date; spots have a number and whether they have an EV charger', {
    Employee: 'name',
    Spot: 'number, charger|ev:bool',
    'Request|PermitRequest|Permit': '>Employee, date:date',
  }),
  c('lost-found', 'heldout', 'lost and found for our school: items found with description, photo, where found, date found, and claimed by student', {
    Item: 'description:text, photo:image, where|location, date:date',
    '?Student': '',
  }),
  c('podcast', 'dev', 'podcast production tracker: episodes with number, title, guest, recording date, publish date and status', {
    Episode: 'number:count, title, guest, recording:date, publish:date, status:enum',
    '?Guest': '',
  }),
  c('brewery', 'heldout', 'homebrewing log: recipes, batches brewed from a recipe with brew date, original gravity, final gravity and tasting notes', {
    Recipe: 'name',
    Batch: '>Recipe, brew:date, original_gravity:number, final_gravity:number, notes:text',
  }),
  c('property-mgmt', 'dev', 'property management: buildings, units with rent, tenants, leases (start date, end date, monthly rent) and maintenance requests', {
    Building: 'name|address',
    Unit: '>Building, rent:money',
    Tenant: 'name',
    Lease: '>Tenant, >Unit, start:date, end:date, rent:money',
    'MaintenanceRequest|Request': '',
  }),
  c('clinic-queue', 'heldout', 'walk-in clinic queue status board: patients arrive, wait, are seen, or leave; show waiting time', {
    Patient: 'name',
    '?Visit|QueueEntry|Entry': 'status:enum',
  }),
  c('scholarships', 'heldout', 'scholarship applications: students apply to scholarships with an essay, GPA and recommendation letter link; reviewers score applications', {
    Student: 'name',
    Scholarship: 'name',
    Application: '>Student, >Scholarship, essay:text, gpa:number, letter|recommendation:url',
    Reviewer: 'name',
  }),
  c('menu-site', 'dev', 'website for my cafe showing our menu with dishes, prices, photos and allergens, and a page to book a table', {
    'Dish|MenuItem': 'name, price:money, photo:image, allergens',
    'Booking|Reservation|TableBooking': 'date|time:datetime',
  }),
  c('portfolio', 'heldout', 'portfolio site for a photographer with galleries, photos with captions, and client inquiries', {
    Gallery: 'name|title',
    Photo: 'caption, >Gallery',
    Inquiry: 'name, email:email, message:text',
  }),
  c('ngo-projects', 'dev', 'NGO grant tracking: grants from funders with amount and deadline, reports due for each grant', {
    Grant: 'amount:money, deadline:date, >Funder',
    Funder: 'name',
    Report: '>Grant, due:date',
  }),
  c('sports-stats', 'heldout', 'basketball stats - players, games, and per game stats: points, rebounds, assists', {
    Player: 'name',
    Game: 'date:date',
    'Stat|GameStat|PlayerStat|StatLine': '>Player, >Game, points:count, rebounds:count, assists:count',
  }),
  c('tenders', 'heldout', 'procurement: suppliers submit bids on tenders; a tender has a closing date and budget, a bid has an amount', {
    Supplier: 'name',
    Tender: 'closing:date, budget:money',
    Bid: '>Supplier, >Tender, amount:money',
  }),
  c('yoga', 'dev', 'yoga studio with teachers, class schedule, and students buying class passes with number of classes left', {
    Teacher: 'name',
    Class: '>Teacher',
    Student: 'name',
    '?Pass|ClassPass': 'classes|left:count',
  }),
  c('farmers-market', 'heldout', 'farmers market vendor applications: vendors with stall type and products sold; market days; stall assignments', {
    Vendor: 'name, stall_type|type',
    'MarketDay|Day': 'date:date',
    '?Stall|StallAssignment|Assignment': '',
  }),
  c('it-helpdesk-status', 'heldout', 'status board for repair jobs in my bike shop: bikes come in with a customer, a problem and an estimate; jobs go received, in progress, waiting for parts, ready', {
    Bike: '>Customer',
    Customer: 'name',
    'Job|RepairJob|Repair': 'problem|description, estimate:money, status:enum',
  }),
  c('language-vocab', 'heldout', 'vocabulary flashcards app: decks, cards with word, translation, example sentence and how well I know it', {
    Deck: 'name',
    Card: '>Deck, word, translation, example:text',
  }),
  c('carpool', 'heldout', 'school carpool: families, drivers, and rides with date, pickup time and kids on board', {
    Family: 'name',
    Driver: 'name',
    Ride: '>Driver, date:date, pickup:datetime',
  }),
  c('insurance-claims', 'dev', 'insurance claims: policyholders, policies with policy number and premium, claims with incident date, amount claimed and status', {
    Policyholder: 'name',
    Policy: 'number, premium:money, >Policyholder',
    Claim: '>Policy, incident:date, amount:money, status:enum',
  }),
  c('band-gigs', 'dev', 'my band: gigs with venue, date, fee and setlist; songs with key and tempo', {
    Gig: 'venue, date:date, fee:money, setlist',
    Song: 'key, tempo:number',
  }),
  c('student-clubs', 'heldout', 'university clubs directory: clubs with description, meeting time and logo; students join clubs', {
    Club: 'description:text, meeting:datetime, logo:image',
    Student: 'name',
    'Student>Club|Club>Student': '',
  }),
  c('beekeeping', 'dev', 'beekeeping: apiaries, hives in each apiary, inspections of hives with date, queen seen (yes/no) and honey harvested in kg', {
    Apiary: 'name',
    Hive: '>Apiary',
    Inspection: '>Hive, date:date, queen:bool, honey:number',
  }),
  c('cleaning-rota', 'heldout', 'house chores for roommates: chores, roommates, and who did what and when', {
    Chore: 'name',
    Roommate: 'name',
    '?Completion|Log|ChoreLog|Assignment': '',
  }),
  c('studio-bookings', 'heldout', 'photo studio rentals: clients book the studio for a date, hours, and add equipment; invoice with total', {
    Client: 'name',
    Booking: '>Client, date:date, hours:count',
    '?Equipment': '',
    Invoice: 'total:money',
  }),
  // ---- held-out additions: written before looking at any failure, never used for tuning
  c('h2-plumbing', 'heldout', 'Job scheduler for my plumbing company. Customers call in, we create a work order with the address, a description of the problem, the scheduled date and the plumber assigned. Each work order has a status: new, scheduled, done, invoiced.', {
    Customer: 'name, phone',
    'WorkOrder|Job|Order': '>Customer, >Plumber, address, description:text, scheduled|date:date, status:enum=new/scheduled/done/invoiced',
    Plumber: 'name',
  }),
  c('h2-coffee-loyalty', 'heldout', 'loyalty card app for a coffee shop - customers collect a stamp on each purchase and get a free drink after 10 stamps', {
    Customer: 'name',
    Purchase: '>Customer',
    '?Stamp|Reward|Drink': '',
  }),
  c('h2-art-collective', 'heldout', "Online gallery for an artists' collective: artists with a bio and website, artworks with title, medium, dimensions, price, an image and whether it's sold", {
    Artist: 'name, bio:text, website:url',
    Artwork: '>Artist, title, medium, dimensions, price:money, image:image, sold:bool',
  }),
  c('h2-scouts', 'heldout', 'Scout troop records: scouts earn badges, and we record which badge each scout earned and the date', {
    Scout: 'name',
    Badge: 'name',
    '?Award|EarnedBadge|BadgeAward|Achievement|ScoutBadge': 'date:date',
    'Scout>Badge': '',
  }),
  c('h2-alterations', 'heldout', "Alterations shop: customers drop off garments. Track each garment's type, the work needed, the price quoted, the promised date and whether it has been picked up.", {
    Customer: 'name',
    'Garment|Alteration': '>Customer, type, work:text, price:money, promised|date:date, picked:bool',
  }),
  c('h2-fantasy', 'heldout', 'fantasy football league with managers, teams and weekly scores', {
    Manager: 'name',
    Team: 'name, >Manager',
    'Score|WeeklyScore': '>Team, week, score|points:number',
  }),
  c('h2-hackathon', 'heldout', 'Hackathon site: participants register and form teams, teams submit projects with a repo link and a demo video, and judges give each project a score from 1 to 10.', {
    Participant: 'name, email:email, >Team',
    Team: 'name',
    'Project|Submission': '>Team, repo:url, demo|video:url',
    Judge: 'name',
    '?Score|Judgement|Rating|Review': 'score',
  }),
  c('h2-cattle', 'heldout', 'Vaccination records for a cattle farm: animals with tag number, breed and birth date; vaccinations with vaccine name, date given and next due date', {
    'Animal|Cow|Cattle': 'tag, breed, birth:date',
    Vaccination: '>Animal|Cow|Cattle, vaccine, given|date:date, next_due|due:date',
  }),
  c('h2-movers', 'heldout', 'quotes for a moving company: customers request a quote with the moving date, from address, to address and number of rooms; we reply with a price', {
    Customer: 'name',
    'Quote|QuoteRequest|Request': '>Customer, moving|date:date, from, to, rooms:count, price:money',
  }),
  c('h2-marina', 'heldout', 'marina berth management: boats with name, length in metres and owner; berths with a number and a monthly fee; each boat is assigned to a berth', {
    Boat: 'name, length:number, owner, >Berth',
    Berth: 'number, fee:money',
    '?Owner': '',
  }),
  c('h2-wedding-photog', 'heldout', 'CRM for a wedding photographer: couples with wedding date, venue, package chosen (basic, standard, premium), deposit paid and gallery delivered', {
    'Couple|Client': 'name, wedding|date:date, venue, package:enum=basic/standard/premium, deposit:bool, delivered|gallery:bool',
  }),
  c('h2-potholes', 'heldout', 'City pothole reports: residents report potholes with a location, a photo and a severity; crews are assigned to fix them and record the date fixed', {
    '?Resident': '',
    'Pothole|Report': 'location, photo:image, severity, >Crew, fixed:date',
    Crew: 'name',
  }),
  c('h2-meal-plan', 'heldout', 'weekly meal planner: recipes, a plan saying which recipe we eat on which day, and a shopping list of ingredients with quantities', {
    Recipe: 'name',
    'Meal|MealPlan|Plan|PlanEntry|PlannedMeal': '>Recipe, day|date',
    'Ingredient|ShoppingItem|Item|ShoppingListItem': 'name, quantity',
    '?ShoppingList|List': '',
  }),
  c('h2-job-board', 'heldout', 'a job board where companies post jobs (title, location, salary, remote or not) and people apply with a CV', {
    Company: 'name',
    Job: '>Company, title, location, salary, remote:bool',
    Application: '>Job, cv|resume',
    '?Applicant|Person|Candidate': '',
  }),
  c('h2-personal-trainer', 'heldout', 'personal trainer app: clients, a workout plan per client, and weekly check-ins with body weight and progress photos', {
    Client: 'name',
    'WorkoutPlan|Plan': '>Client',
    'CheckIn|Checkin': '>Client, weight:number, photo:image',
  }),
  c('h2-cottages', 'heldout', 'holiday cottage bookings: cottages with how many it sleeps, nightly price and photos; guests book with arrival and departure dates; we track cleaning between stays', {
    Cottage: 'name, sleeps:count, price:money, photo:image',
    Guest: 'name',
    Booking: '>Cottage, >Guest, arrival:date, departure:date',
    '?Cleaning|CleaningTask|Stay': '',
  }),
  c('h2-newsletter', 'heldout', 'newsletter tool: subscribers with email and signup date, issues with subject and send date, and which subscribers opened each issue', {
    Subscriber: 'email:email, signup:date',
    Issue: 'subject, send:date',
    '?Open|Opening|IssueOpen': '',
    'Subscriber>Issue|Issue>Subscriber': '',
  }),
  c('h2-bike-share', 'heldout', 'bike sharing on our campus: bikes with a code and a location, riders, and trips with start time, end time and distance', {
    Bike: 'code, location',
    Rider: 'name',
    Trip: '>Bike, >Rider, start:datetime, end:datetime, distance:number',
  }),
  c('h2-candles', 'heldout', 'I make candles and sell them at markets. I need to track scents, the batches I pour (scent, number of candles, pour date) and my sales at each market', {
    Scent: 'name',
    Batch: '>Scent, candles:count, pour:date',
    Market: 'name',
    Sale: '>Market',
  }),
  c('h2-esports', 'heldout', 'esports tournament: teams register with their players, matches between two teams with a round and a winner', {
    Team: 'name',
    Player: 'name, >Team',
    Match: '>Team, round, winner',
  }),
  c('h2-cafe-rota', 'heldout', 'Staff rota for a cafe: staff members, shifts with date, start and end time, and holiday requests that a manager approves or rejects', {
    'StaffMember|Staff|Employee': 'name',
    Shift: '>StaffMember|Staff|Employee, date:date, start, end',
    'HolidayRequest|Holiday|Request': '>StaffMember|Staff|Employee, status:enum',
    '?Manager': '',
  }),
  c('h2-pottery', 'heldout', 'pottery studio: people sign up for wheel throwing courses that run over several weeks. Each course has a teacher, a start date, a price and a max of 8 students', {
    Course: '>Teacher, start:date, price:money, max|capacity|students:count',
    Teacher: 'name',
    'Student|Person|Participant|Member|Attendee': 'name',
    '?Signup|SignUp|Enrollment|Registration|Booking': '',
  }),
  c('h2-law-firm', 'heldout', 'Law firm matter management: clients, matters (case number, type, opened date, status), and billable time entries per matter with hours and rate', {
    Client: 'name',
    Matter: '>Client, number, type, opened:date, status:enum',
    'TimeEntry|Entry': '>Matter, hours:number, rate:money',
  }),
  c('h2-museum', 'heldout', 'museum collection catalogue: objects with accession number, title, materials, dimensions and a photo, grouped into collections; loans of objects to other museums', {
    'Object|Item|Artifact|Artefact': 'accession, title, materials, dimensions, photo:image, >Collection',
    Collection: 'name',
    Loan: '>Object|Item|Artifact|Artefact',
    '?Museum': '',
  }),
  c('h2-lab-booking', 'heldout', 'book the shared microscopes in our lab: instruments, researchers, and bookings with start and end time and a project code', {
    Instrument: 'name',
    Researcher: 'name',
    Booking: '>Instrument, >Researcher, start:datetime, end:datetime, project|code',
  }),
  c('h2-flat-expenses', 'heldout', 'split expenses with my flatmates: who paid, how much, what for and on which date', {
    'Flatmate|Person|Roommate|Member': 'name',
    Expense: '>Flatmate|Person|Roommate|Member, amount:money, date:date, description|what|for',
  }),
  c('h2-chore-chart', 'heldout', 'chore chart for kids: each kid has chores worth points, and points can be spent on rewards', {
    'Kid|Child': 'name',
    Chore: 'name, points:count, >Kid|Child',
    Reward: 'name, points|cost:count',
  }),
  c('h2-mentoring', 'heldout', 'mentoring program that pairs mentors with mentees; each pair logs meetings with the date, duration and topics discussed', {
    Mentor: 'name',
    Mentee: 'name',
    Meeting: 'date:date, duration:count, topics:text',
    '?Pair|Pairing|Match|Mentorship': '',
    'Mentor>Mentee|Mentee>Mentor': '',
  }),
  c('h2-restaurant-tables', 'heldout', 'table reservations for our restaurant: name, party size, date and time, phone number and any special requests', {
    Reservation: 'name, party_size|size:count, date|time:datetime, phone, requests|special:text',
    '?Table|Guest|Customer': '',
  }),
  c('h2-licences', 'heldout', 'track software licences: product, vendor, licence key, number of seats, renewal date, cost per year, and which employees use each one', {
    'License|Licence|SoftwareLicense|SoftwareLicence': 'product, key, seats:count, renewal:date, cost:money',
    Employee: 'name',
    '?Vendor|Product|Assignment|Seat': '',
    'Employee>License|Employee>Licence|Employee>SoftwareLicense|Employee>SoftwareLicence|License>Employee|Licence>Employee': '',
  }),
  c('h2-pet-sitting', 'heldout', 'pet sitting bookings: pet owners request a sitter for their pets between two dates, sitters accept, and afterwards the owner leaves a review with stars', {
    'Owner|PetOwner': 'name',
    Pet: 'name, >Owner|PetOwner',
    Sitter: 'name',
    'Booking|Request|SittingRequest': '>Sitter, start|from:date, end|to:date',
    Review: 'stars|rating:rating',
  }),
  c('h2-parts-bin', 'heldout', 'electronics parts bin: components with part number, value, package, quantity and which drawer they are in', {
    'Component|Part': 'part_number|number, value, package, quantity:count, drawer',
    '?Drawer': '',
  }),
  c('h2-film-festival', 'heldout', 'film festival submissions: filmmakers submit films with title, runtime in minutes, country, genre and a screener link; jurors rate them', {
    Filmmaker: 'name',
    Film: '>Filmmaker, title, runtime:count, country, genre, screener|link:url',
    Juror: 'name',
    '?Rating|Review|Vote|Score': '',
  }),
  c('h2-groceries', 'heldout', 'shared grocery list for our household, items grouped by aisle, with quantity and whether bought', {
    Item: 'name, quantity, bought:bool, aisle',
    '?Aisle|Household': '',
  }),
  c('h2-feedback', 'heldout', 'collect customer feedback on our products: a rating from 1 to 5, a comment, and whether we replied', {
    Product: 'name',
    'Feedback|Review': '>Product, rating:rating, comment:text, replied:bool',
    '?Customer': '',
  }),
  c('h2-car-dealer', 'heldout', 'used car dealership stock: vehicles with VIN, make, model, year, mileage, asking price and photos; customers book test drives', {
    'Vehicle|Car': 'vin, make, model, year:count, mileage:number, price:money, photo:image',
    Customer: 'name',
    'TestDrive|Booking': '>Vehicle|Car, >Customer',
  }),
  c('h2-phd-papers', 'heldout', 'reading list for my PhD: papers with title, authors, year, venue, PDF link and my notes, tagged by topic', {
    Paper: 'title, authors, year:count, venue, pdf|link:url, notes:text',
    '?Topic|Tag': '',
  }),
  c('h2-site-inspections', 'heldout', 'safety inspections for our construction sites: sites, inspectors, and inspections with a date, pass or fail, and photos of any issues', {
    Site: 'name',
    Inspector: 'name',
    Inspection: '>Site, >Inspector, date:date, result|pass|passed, photo:image',
    '?Issue': '',
  }),
  c('h2-habits', 'heldout', 'habit tracker: my habits, and a daily check-off for each one, with a streak count', {
    Habit: 'name, streak:count',
    '?CheckIn|Checkin|Log|Completion|Entry|CheckOff': '',
  }),
  c('h2-swim-school', 'heldout', 'swim school registrations: parents register their kids for a level (tadpole, frog or dolphin); classes run on Saturday mornings in groups of 6', {
    Parent: 'name, email|phone',
    'Kid|Child|Swimmer': 'name, >Parent',
    'Class|Group|Lesson': '',
    '?Registration|Enrollment|Signup|Level': '',
  }),
  c('h2-change-requests', 'heldout', 'IT change requests: someone submits a request with a title, reason and risk (low, medium, high); approvers approve or reject it; we track the implementation date', {
    'ChangeRequest|Request|Change': 'title, reason:text, risk:enum=low/medium/high, implementation:date',
    Approver: 'name',
    '?Approval|Submitter|Requester': '',
  }),
  c('h2-tattoo', 'heldout', 'Tattoo studio: artists with portfolio photos, clients book consultations and sessions with an artist, deposit amount and design notes', {
    Artist: 'name, portfolio|photo:image',
    Client: 'name',
    'Session|Appointment|Booking': '>Artist, >Client, deposit:money, design|notes:text',
    '?Consultation': '',
  }),
  // ---- dev additions (second session): more phrasings to tune against, written before running them
  c('d2-dance-school', 'dev', 'Dance school admin. Students enrol in classes; each class has a style (ballet, jazz, hip hop), a teacher, a weekday and a monthly price. Parents pay invoices for their children.', {
    Student: 'name, >Parent',
    Class: 'style:enum=ballet/jazz/hip_hop, >Teacher, weekday|day, price:money',
    Teacher: 'name',
    Parent: 'name',
    Invoice: '>Parent, amount|total:money',
    '?Enrollment|Enrolment|Registration': '',
    'Student>Class': '',
  }),
  c('d2-repair-cafe', 'dev', 'repair cafe: visitors bring broken items (what it is, the problem, photo), fixers repair them and we log whether it was fixed', {
    Visitor: 'name',
    Item: 'name|what, problem:text, photo:image, fixed:bool, >Visitor, >Fixer',
    Fixer: 'name',
    '?Repair': '',
  }),
  c('d2-clinic-lab', 'dev', 'Our clinic needs to keep lab results: each result belongs to a patient, has a test name, a value, a unit, a reference range and the date taken', {
    Patient: 'name',
    'Result|LabResult': '>Patient, test|test_name, value:number, unit, range|reference, date|taken:date',
  }),
  c('d2-library-events', 'dev', 'public library events calendar: events with a title, description, date and time, room and age group (kids, teens, adults); people can register', {
    Event: 'title, description:text, date|time:datetime, room, age_group|age:enum=kids/teens/adults',
    '?Person|Attendee|Member|Participant': '',
    '?Registration|Signup': '',
  }),
  c('d2-freight', 'dev', 'Freight forwarding: shipments from shippers to consignees, each shipment has a container number, weight, origin port, destination port and ETA', {
    Shipment: '>Shipper, >Consignee, container|container_number, weight:number, origin, destination, eta:date',
    Shipper: 'name',
    Consignee: 'name',
  }),
  c('d2-tenant-portal', 'dev', "tenant portal where tenants report maintenance issues for their apartment with a photo and urgency, and the landlord assigns a contractor", {
    Tenant: 'name, >Apartment',
    Apartment: 'name|number|address',
    'Issue|MaintenanceIssue|Request|MaintenanceRequest': '>Tenant, photo:image, urgency:enum, >Contractor',
    Contractor: 'name',
    '?Landlord': '',
  }),
  c('d2-nursery', 'dev', 'plant nursery stock list: plants with latin name, common name, pot size, price, quantity in stock and a photo; customers place orders for plants', {
    Plant: 'latin_name|latin, common_name|common, pot_size, price:money, quantity|stock:count, photo:image',
    Customer: 'name',
    Order: '>Customer',
    'Order>Plant': '',
  }),
  c('d2-support-group', 'dev', 'I run a support group. Members attend sessions; I want to record attendance for each session and any notes', {
    Member: 'name',
    Session: 'date:date',
    Attendance: '>Member, >Session',
    '?Note': '',
  }),
  c('d2-ski-rental', 'dev', "ski rental shop: skis and boots with size and condition, customers rent equipment for a number of days and pay a deposit", {
    'Ski|Equipment': 'size, condition',
    '?Boot': '',
    Customer: 'name',
    Rental: '>Customer, days:count, deposit:money',
  }),
  c('d2-school-trips', 'dev', "School trip planner: trips have a destination, date, cost per pupil and a teacher in charge. Pupils need a signed consent form and whether they paid.", {
    Trip: 'destination, date:date, cost:money, >Teacher',
    Teacher: 'name',
    Pupil: 'name',
    '?Consent|ConsentForm|Signup|Registration|Participation': '',
    'Pupil>Trip': '',
  }),
  c('d2-brewpub', 'dev', 'taproom menu: beers on tap with style, ABV, IBU, price per pint and the brewery that made them', {
    Beer: 'style, abv:number, ibu:number, price:money, >Brewery',
    Brewery: 'name',
  }),
  c('d2-grant-reviews', 'dev', 'reviewers score research proposals from 1 to 10 and leave comments; proposals have a title, PI name, budget and deadline', {
    Reviewer: 'name',
    Proposal: 'title, pi|pi_name, budget:money, deadline:date',
    '?Review|Score': 'score:rating, comments|comment:text',
    'Reviewer>Proposal': '',
  }),
  c('d2-tiny-crm', 'dev', 'track people I meet at conferences: name, company, where we met, email and a follow up date', {
    'Person|Contact': 'name, company, met|where, email:email, follow_up:date',
  }),
  c('d2-club-dues', 'dev', 'sailing club: members pay annual dues; boats belong to members and have a name, class and sail number', {
    Member: 'name',
    '?Due|Dues|Payment': '',
    Boat: 'name, class, sail_number|sail, >Member',
  }),
  c('d2-events-catering', 'dev', 'catering company: clients book events, each event has a date, guest count and menu; we assign staff to events', {
    Client: 'name',
    Event: '>Client, date:date, guest_count|guests:count, menu',
    'Staff|StaffMember|Employee': 'name',
    'Staff>Event|StaffMember>Event|Employee>Event|Event>Staff|Event>StaffMember|Event>Employee': '',
  }),
  c('d2-allotment-waitlist', 'dev', 'waiting list for allotments: applicants with contact details and the date they applied, and plots offered to them', {
    Applicant: 'name, email|phone|contact, applied|date:date',
    Plot: 'name|number',
    '?Offer': '',
  }),
];

const e = (id: string, split: 'dev' | 'heldout', base: string, prompt: string, expect: string[]): EditCase => ({
  id,
  split,
  base,
  prompt,
  expect,
});

const INVOICES = 'Freelance invoicing with clients and invoices. Invoices have a number, amount and due date.';
const RECIPES = 'A recipe collection: recipes with title, ingredients and cooking time, grouped into categories.';
const LOANS = 'a lending library for our office: books, members and loans with a due date';
const TASKS = 'Task manager with projects and tasks. Tasks have a title, due date and priority.';
const EVENTS = 'Event management: events with a date and venue, and attendees who register for events.';
const SHOP = 'A small shop with products (name, price, stock) and orders from customers.';
const GYM = 'Members book classes at our gym; classes have a start time and a capacity.';
const PETS = 'Vet clinic with owners, pets and visits';

export const EDIT_CASES: EditCase[] = [
  // ---- the issue's examples
  e('status-paren', 'dev', INVOICES, 'Add a status field to Invoice (draft, sent, paid)', ['Invoice.status=draft/sent/paid']),
  e('difficulty-paren', 'dev', RECIPES, 'Add a difficulty field to recipes (easy, medium or hard)', ['Recipe.difficulty=easy/medium/hard']),
  e('keep-layout', 'dev', INVOICES, 'Keep the existing Layout and colours', ['noop']),
  e('overdue-page', 'dev', LOANS, 'add an overdue loans page', ['page~overdue']),
  e('today-schedule', 'dev', GYM, "add a page for today's schedule", ['page~today']),
  e('add-tool', 'dev', 'a tool library where neighbours lend tools, with borrowers and loans', 'Add a condition field to Tool (good, worn, broken)', [
    'Tool.condition=good/worn/broken',
  ]),
  // ---- fields
  e('add-field-simple', 'dev', TASKS, 'add a notes field to tasks', ['+Task.notes:text']),
  e('add-field-type', 'dev', SHOP, 'Products should also have a weight in kg and a photo', ['+Product.weight:number', '+Product.photo:image']),
  e('add-fields-list', 'dev', EVENTS, 'give attendees a phone number, a company and a dietary requirements field', [
    '+Attendee.phone',
    '+Attendee.company',
    '+Attendee.dietary',
  ]),
  e('add-bool', 'dev', INVOICES, 'track whether each invoice has been emailed', ['+Invoice.emailed:bool']),
  e('add-date', 'dev', TASKS, 'tasks need a start date too', ['+Task.start:date']),
  e('add-money', 'dev', EVENTS, 'Add ticket price to events', ['+Event.price:money']),
  e('add-email', 'dev', PETS, 'owners should have an email address', ['+Owner.email:email']),
  e('add-url', 'dev', SHOP, 'add a website link for each customer', ['+Customer.website:url']),
  e('add-rating', 'dev', RECIPES, 'let me rate recipes from 1 to 5 stars', ['+Recipe.rating:rating']),
  e('add-enum-status-of', 'dev', TASKS, 'tasks should have a status of todo, in progress or done', ['Task.status=todo/in_progress/done']),
  e('add-enum-slash', 'dev', SHOP, 'add payment method to orders: cash/card/transfer', ['Order.payment_method=cash/card/transfer']),
  e('remove-field', 'dev', TASKS, 'remove the priority field from tasks', ['-Task.priority']),
  e('remove-field-2', 'dev', SHOP, "we don't need stock on products anymore", ['-Product.stock']),
  e('rename-field', 'dev', TASKS, 'rename the due date field on tasks to deadline', ['+Task.deadline:date', '-Task.due_date']),
  e('change-type', 'dev', SHOP, 'make the price on products a whole number', ['+Product.price:count']),
  e('make-required', 'dev', EVENTS, 'make the venue of an event required', ['+Event.venue']),
  // ---- several clauses
  e('add-and-remove', 'dev', TASKS, 'add an estimate in hours to tasks and remove priority', ['+Task.estimate:number', '-Task.priority']),
  e('three-clauses', 'dev', SHOP, 'Add a SKU to products, add a shipping address to orders, and remove the stock field', [
    '+Product.sku',
    '+Order.shipping_address',
    '-Product.stock',
  ]),
  e('sentences', 'dev', INVOICES, 'Add a notes field to invoices. Also add a phone number to clients.', ['+Invoice.notes:text', '+Client.phone']),
  // ---- entities
  e('add-entity', 'dev', TASKS, 'add a Tag entity with a name and colour', ['+Tag', '+Tag.name', '+Tag.colour|color']),
  e('add-entity-rel', 'dev', INVOICES, 'add payments: each payment belongs to an invoice and has an amount and a date', [
    '+Payment',
    'Payment>Invoice',
    '+Payment.amount:money',
    '+Payment.date:date',
  ]),
  e('add-entity-plural', 'dev', EVENTS, 'I also need to track sponsors with a logo and sponsorship amount', ['+Sponsor', '+Sponsor.logo:image', '+Sponsor.amount:money']),
  e('remove-entity', 'dev', SHOP, 'remove customers', ['-Customer']),
  e('rename-entity', 'dev', EVENTS, 'rename attendees to guests', ['+Guest', '-Attendee']),
  e('add-relation', 'dev', TASKS, 'tasks should be assigned to a team member', ['+TeamMember|Member', 'Task>TeamMember|Task>Member']),
  e('link-existing', 'dev', PETS, 'link each visit to a vet', ['+Vet', 'Visit>Vet']),
  e('many-to-many', 'dev', RECIPES, 'recipes can have many tags and a tag can be on many recipes', ['+Tag', 'Recipe>Tag']),
  e('join-signup', 'dev', 'volunteers and shifts', 'volunteers sign up for shifts', ['Volunteer>Shift']),
  // ---- pages, layout, theme
  e('theme-green', 'dev', TASKS, 'make it green', ['theme=green']),
  e('theme-colour', 'dev', SHOP, 'change the colour scheme to purple please', ['theme=purple']),
  e('rename-app', 'dev', TASKS, 'rename the app to Team Tracker', ['name=Team Tracker']),
  e('dashboard', 'dev', SHOP, 'add a dashboard page', ['page~dashboard']),
  e('page-purpose', 'dev', TASKS, 'add a page showing tasks that are due this week', ['page~week']),
  e('page-high', 'dev', TASKS, 'I want a page listing high priority tasks', ['page~high']),
  e('about-page', 'dev', SHOP, 'add an about page', ['page~about']),
  e('keep-constraint', 'dev', SHOP, 'add a discount field to orders but keep the layout and colours as they are', ['+Order.discount:money']),
  e('sort', 'dev', TASKS, 'sort tasks by due date', ['noop-schema']),
  // ---- refusals
  e('gibberish', 'dev', TASKS, 'flibber the wozzle quickly', ['fail']),
  e('unknown-entity', 'dev', TASKS, 'remove the spaceships', ['fail']),
  // ---- held-out edits
  e('h-status-paren', 'heldout', SHOP, 'Add a status to orders (pending, shipped, delivered, cancelled)', ['Order.status=pending/shipped/delivered/cancelled']),
  e('h-level', 'heldout', GYM, 'classes need a level field (beginner, intermediate or advanced)', ['Class.level=beginner/intermediate/advanced']),
  e('h-field-many', 'heldout', PETS, 'pets should have a microchip number, a weight and a photo', ['+Pet.microchip', '+Pet.weight:number', '+Pet.photo:image']),
  e('h-remove-two', 'heldout', SHOP, 'remove price and stock from products', ['-Product.price', '-Product.stock']),
  e('h-new-entity', 'heldout', GYM, 'add trainers with a name, a speciality and an hourly rate', ['+Trainer', '+Trainer.rate:money']),
  e('h-rel', 'heldout', GYM, 'each class should be taught by a trainer', ['Class>Trainer']),
  e('h-rename-entity', 'heldout', TASKS, 'rename projects to clients', ['+Client', '-Project']),
  e('h-overdue', 'heldout', INVOICES, 'add a page for overdue invoices', ['page~overdue']),
  e('h-theme', 'heldout', EVENTS, 'use an orange theme', ['theme=orange']),
  e('h-keep', 'heldout', RECIPES, 'keep everything else the same but add a servings count to recipes', ['+Recipe.servings:count']),
  e('h-bool', 'heldout', EVENTS, 'add whether the event is sold out', ['+Event.sold_out:bool']),
  e('h-date', 'heldout', PETS, 'record the date of each visit and a follow up date', ['+Visit.date:date', '+Visit.follow_up:date']),
  e('h-gibberish', 'heldout', SHOP, 'make it pop more, you know', ['fail']),
  e('h-rename-field', 'heldout', SHOP, 'call the stock field quantity instead', ['+Product.quantity', '-Product.stock']),
  e('h-entity-fields', 'heldout', INVOICES, 'add an Expense entity with description, amount, date and category (travel, software, office)', [
    '+Expense',
    '+Expense.amount:money',
    '+Expense.category=travel/software/office',
  ]),
  e('h-today', 'heldout', TASKS, 'a page with the tasks due today', ['page~today']),
  e('h-email-url', 'heldout', EVENTS, 'add a contact email and a website url to events', ['+Event.email:email', '+Event.website:url']),
  e('h-and-theme', 'heldout', RECIPES, 'add a prep time to recipes and make the theme red', ['+Recipe.prep:count', 'theme=red|rose']),
  e('h-singular', 'heldout', SHOP, 'Add a barcode field to Product', ['+Product.barcode']),
  e('h-enum-a-status', 'heldout', EVENTS, 'events need a status of planned, open, full or cancelled', ['Event.status=planned/open/full/cancelled']),
  // ---- held-out additions: written before looking at any failure, never used for tuning
  e('h2-add-phone', 'heldout', LOANS, 'members need a phone number and an email', ['+Member.phone', '+Member.email:email']),
  e('h2-paren-priority', 'heldout', TASKS, 'change priority to a dropdown with low, normal and urgent', ['Task.priority=low/normal/urgent']),
  e('h2-new-entity-belongs', 'heldout', SHOP, 'add reviews: each review belongs to a product and has a rating from 1 to 5 and a comment', [
    '+Review',
    'Review>Product',
    '+Review.rating:rating',
    '+Review.comment:text',
  ]),
  e('h2-remove-entity-plural', 'heldout', RECIPES, 'get rid of the categories', ['-Category']),
  e('h2-rename-field-to', 'heldout', INVOICES, 'rename amount on invoices to total', ['+Invoice.total:money', '-Invoice.amount']),
  e('h2-theme-blue', 'heldout', GYM, 'switch to a blue colour scheme', ['theme=blue']),
  e('h2-page-upcoming', 'heldout', EVENTS, 'add a page with upcoming events', ['page~upcoming']),
  e('h2-two-fields-two-entities', 'heldout', LOANS, 'books need an ISBN and loans should record the date returned', ['+Book.isbn', '+Loan.returned:date']),
  e('h2-capacity', 'heldout', EVENTS, 'events should have a maximum number of attendees', ['+Event.maximum|max|capacity:count']),
  e('h2-assign', 'heldout', LOANS, 'assign each loan to a librarian', ['+Librarian', 'Loan>Librarian']),
  e('h2-image', 'heldout', RECIPES, 'recipes should show a picture', ['+Recipe.picture|photo|image:image']),
  e('h2-refuse', 'heldout', EVENTS, 'make it better somehow', ['fail']),
  // ---- dev additions (second session): edit phrasings to tune against
  e('d2-need-fields', 'dev', SHOP, 'customers need an address and a phone number', ['+Customer.address', '+Customer.phone']),
  e('d2-dropdown', 'dev', EVENTS, 'turn the venue into a dropdown with hall, garden and rooftop', ['Event.venue=hall/garden/rooftop']),
  e('d2-belongs-new', 'dev', TASKS, 'add comments: each comment belongs to a task and has a body and an author', ['+Comment', 'Comment>Task', '+Comment.body:text']),
  e('d2-get-rid', 'dev', SHOP, 'get rid of the orders', ['-Order']),
  e('d2-rename-to', 'dev', TASKS, 'rename title on tasks to name', ['+Task.name', '-Task.title']),
  e('d2-switch-theme', 'dev', RECIPES, 'switch to a dark green colour scheme', ['theme=green|emerald']),
  e('d2-page-recent', 'dev', SHOP, 'add a page with recent orders', ['page~recent']),
  e('d2-two-entities', 'dev', EVENTS, 'events need a ticket price and attendees should record whether they paid', ['+Event.price:money', '+Attendee.paid:bool']),
  e('d2-maximum', 'dev', GYM, 'classes should have a maximum number of members', ['+Class.maximum|max|capacity:count']),
  e('d2-assign-to', 'dev', TASKS, 'assign each task to an owner', ['+Owner', 'Task>Owner']),
  e('d2-show-image', 'dev', SHOP, 'products should show an image', ['+Product.image|photo|picture:image']),
  e('d2-refuse', 'dev', TASKS, 'make it nicer please', ['fail']),
];
