/**
 * A private check batch written in the sixth generation session (entities) together with corpus-e6.ts and
 * before any change to the generator: measured before and after, but its misses were never read or tuned
 * on, so its aggregate numbers (docs/benchmarks.md) are a generalisation signal. Split 'dev' only so the
 * session could run it by prefix (`--only 'e7-*'`). Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E7_CREATE_CASES: CreateCase[] = [
  dev('e7-animal-rescue', 'rabbit rescue. we take in rabbits, foster carers look after them until someone adopts. track vet checks too', {
    Rabbit: 'name',
    'FosterCarer|Carer|Foster': 'name',
    'Adoption|Adopter': '',
    'VetCheck|Check': '>Rabbit, date:date',
  }),
  dev('e7-electrician', 'electrician - I quote for jobs, schedule them, and need a record of certificates issued for each job', {
    Job: 'date:date',
    Quote: '>Job, amount|total:money',
    Certificate: '>Job',
    '?Customer|Client': '',
  }),
  dev('e7-swim-school', 'swimming lessons for kids: children, their level (beginner, improver, advanced), classes, teachers and weekly attendance', {
    Child: 'name, level:enum=beginner/improver/advanced',
    Class: 'name',
    Teacher: 'name',
    Attendance: '>Child, >Class',
  }),
  dev('e7-coffee-roaster', 'we roast coffee. batches of green beans come from importers, each roast has a date, weight in and weight out, and a roast profile', {
    'Batch|Bean|GreenBean': 'name|origin',
    Importer: 'name',
    Roast: 'date:date, weight_in:number, weight_out:number, profile',
  }),
  dev('e7-mentoring', 'mentoring programme. mentors are matched with mentees, they meet monthly and write a short note after each meeting', {
    Mentor: 'name',
    Mentee: 'name',
    'Match|Pairing|Mentorship': '>Mentor, >Mentee',
    Meeting: 'date:date, note|notes',
  }),
  dev('e7-board-games', 'board game cafe. games we own, tables, and customers who book a table for a time slot', {
    Game: 'name|title',
    Table: 'name|number',
    Customer: 'name',
    'Booking|Reservation': '>Table, >Customer',
  }),
  dev('e7-tenders', 'Internal tool for tracking tenders we bid on: client, deadline, value, status (drafting, submitted, won, lost) and who owns it', {
    Tender: '>Client|client, deadline:date, value:money, status:enum=drafting/submitted/won/lost, owner|>Owner|>Staff|>User',
    '?Client': '',
    '?Owner|Staff|User|Employee': '',
  }),
  dev('e7-choir-robes', 'our school lends musical instruments to pupils. need to know which instrument each pupil has, its condition and when it is due back', {
    Instrument: 'name, condition',
    Pupil: 'name',
    'Loan|Lending': '>Instrument, >Pupil, due|due_back:date',
  }),
  dev('e7-hair-salon', 'hair salon - stylists, clients, appointments and the services (cut, colour, blow dry) with prices', {
    Stylist: 'name',
    Client: 'name',
    Appointment: '>Stylist, >Client',
    Service: 'name, price:money',
  }),
  dev('e7-asset-register', 'IT asset register: laptops and phones, serial number, purchase date, which employee has it', {
    'Asset|Device|Laptop': 'serial_number, purchase_date:date, >Employee',
    Employee: 'name',
  }),
  dev('e7-cricket', 'village cricket club: players, matches, and batting scores for each player in each match', {
    Player: 'name',
    Match: 'date:date',
    'Score|BattingScore|Innings': '>Player, >Match, runs|score:count',
  }),
  dev('e7-journal', 'a mood journal, each entry has the date, mood 1-5, what i did and who I was with', {
    Entry: 'date:date, mood:rating',
    '?Person|Friend': '',
  }),
  dev('e7-fundraising', 'charity fundraising: donors, donations (amount, date, gift aid yes/no), campaigns', {
    Donor: 'name',
    Donation: '>Donor, >Campaign, amount:money, date:date, gift_aid:bool',
    Campaign: 'name',
  }),
  dev('e7-construction', 'site diary for a building firm. sites, daily entries with weather and workers on site, and deliveries of materials', {
    Site: 'name|address',
    'Entry|DiaryEntry|Diary': '>Site, date:date, weather',
    Worker: 'name',
    Delivery: '>Site, date:date',
    '?Material': '',
  }),
  dev('e7-dog-walker', "I'm a dog walker. Dogs, their owners, the walks I do each day and what each owner owes me", {
    Dog: '>Owner, name',
    Owner: 'name',
    Walk: '>Dog, date:date',
    '?Payment|Invoice|Balance': '',
  }),
  dev('e7-film-club', 'film society: films we screen, screenings (date, venue), members and what they rated each film', {
    Film: 'title',
    Screening: '>Film, date:date, venue',
    Member: 'name',
    'Rating|Review': '>Member, >Film, rating:rating',
  }),
  dev('e7-tool-crib', 'workshop tool crib: tools have an ID and location. a technician signs a tool out and signs it back in', {
    Tool: 'id|code|tool_id, location',
    Technician: 'name',
    'Checkout|Loan|SignOut': '>Tool, >Technician',
  }),
  dev('e7-nursery', 'plant nursery propagation - which seeds were sown in which trays, germination date and how many came up', {
    'Seed|Variety': 'name',
    Tray: 'name|number',
    'Sowing|Sown': '>Seed, >Tray, germination|germination_date:date, count|germinated:count',
  }),
  dev('e7-clinic-referrals', 'GP referrals tracker - patient, the specialist they were referred to, date referred, urgency (routine/urgent), outcome', {
    Patient: 'name',
    Specialist: 'name',
    Referral: '>Patient, >Specialist, date:date, urgency:enum=routine/urgent, outcome',
  }),
  dev('e7-student-projects', 'final year projects - students pick a project from a list, a supervisor marks it, grade and feedback', {
    Student: 'name',
    Project: 'title|name, >Supervisor',
    Supervisor: 'name',
    '?Grade|Mark': '',
  }),
  dev('e7-orchestra-hire', 'hall hire for our village hall. groups book the hall or the small room for a date and time, we charge by the hour', {
    'Room|Space': 'name',
    'Booking|Hire': '>Room|>Space, date:date',
    'Group|Hirer|Customer': 'name',
  }),
  dev('e7-subscriptions', 'track all my subscriptions, what they cost each month, renewal date and which card pays', {
    Subscription: 'name, cost:money, renewal|renewal_date:date',
    '?Card': '',
  }),
  dev('e7-beer-brewing', 'home brew log: recipes, each brew day with OG and FG readings, and which hops and malts went in', {
    Recipe: 'name',
    'Brew|BrewDay|Batch': '>Recipe, date:date, og:number, fg:number',
    '?Hop|Ingredient': '',
    '?Malt': '',
  }),
  dev('e7-sports-kit', 'Each player orders kit: shirt size, shorts size, number on the back. coach needs to see all orders and who has paid', {
    Player: 'name',
    'Order|KitOrder': '>Player, shirt_size|shirt, number:count, paid:bool',
  }),
  dev('e7-language-school', 'language school. courses (language, level, term), teachers, students enrol on courses, and exam results', {
    Course: 'language, level',
    Teacher: 'name',
    Student: 'name',
    'Enrolment|Enrollment': '>Student, >Course',
    '?Result|ExamResult|Exam': '',
  }),
  dev('e7-window-cleaner', 'window cleaning round: houses with address and price, the round they are on, and a log of each clean and payment', {
    'House|Customer|Property': 'address, price:money',
    Round: 'name',
    'Clean|Visit': '>House|>Customer|>Property, date:date',
    '?Payment': '',
  }),
  dev('e7-fish-tank', 'aquarium hobby: tanks, the fish in each tank, water tests (ph, ammonia, nitrite) and water changes', {
    Tank: 'name',
    Fish: '>Tank, name|species',
    'WaterTest|Test': '>Tank, ph:number',
    '?WaterChange|Change': '',
  }),
  dev('e7-event-catering', 'catering company. events with a client, date and guest numbers, the menu we serve, and the staff working each event', {
    Event: '>Client|client, date:date, guests|guest_numbers:count',
    '?Client': '',
    'Menu|Dish|MenuItem': '',
    'Staff|StaffMember|Worker': 'name',
  }),
  dev('e7-research-papers', 'reading list for my PhD - papers (title, authors, year, doi), tags and my notes on each one', {
    Paper: 'title, year, doi',
    '?Author': '',
    Tag: 'name',
    Note: '>Paper',
  }),
  dev('e7-scout-badges', 'scouts earn badges. we track each scout, the badges, and when a badge was awarded', {
    Scout: 'name',
    Badge: 'name',
    'Award|BadgeAward': '>Scout, >Badge, date|awarded:date',
  }),
  dev('e7-car-garage', 'garage MOT and service bookings — vehicles by registration, owners, booking date, work done and the bill', {
    Vehicle: 'registration, >Owner',
    Owner: 'name',
    'Booking|Service': '>Vehicle, date:date',
    '?Bill|Invoice': '',
  }),
  dev('e7-community-fridge', 'community fridge - volunteers log food that comes in (what, weight, use by) and who it came from', {
    'Volunteer': 'name',
    'Item|Food|Donation': 'weight:number, use_by:date',
    '?Donor|Supplier|Source': '',
  }),
  dev('e7-property-viewings', 'estate agent: properties for sale, buyers who register, viewings booked for a buyer at a property, and offers', {
    Property: 'address, price:money',
    Buyer: 'name',
    Viewing: '>Buyer, >Property, date:date',
    Offer: '>Buyer, >Property, amount:money',
  }),
  dev('e7-makers-market', 'craft market organiser: stallholders apply for a pitch at each market day, pay a pitch fee', {
    Stallholder: 'name',
    'MarketDay|Market': 'date:date',
    'Application|Pitch|Booking': '>Stallholder',
  }),
  dev('e7-podcast', 'podcast planner. episodes with guest, recording date, release date and status idea/recorded/edited/published', {
    Episode: '>Guest|guest, recording_date:date, release_date:date, status:enum=idea/recorded/edited/published',
    '?Guest': '',
  }),
  dev('e7-maintenance', 'facilities team: buildings, rooms, reported faults with priority, and the contractor who fixed each fault', {
    Building: 'name',
    Room: '>Building, name',
    Fault: '>Room, priority, >Contractor',
    Contractor: 'name',
  }),
  dev('e7-running-club', 'running club members log their runs, distance in km and time, and can join group runs on tuesdays', {
    Member: 'name',
    Run: '>Member, distance|km:number, time',
    '?GroupRun': '',
  }),
  dev('e7-stationery', 'office supplies - who requested what, quantity, approved or not, ordered from which supplier', {
    'Request|SupplyRequest': 'quantity:count, approved:bool',
    Supplier: 'name',
    '?Item|Supply|Product': '',
    '?Employee|Person|Staff|Requester': '',
  }),
  dev('e7-wildlife-survey', 'bird survey volunteers record sightings: species, count, location, date and the observer', {
    Sighting: '>Species|species, count:count, location, date:date, >Observer|>Volunteer|observer',
    '?Species': '',
    '?Observer|Volunteer': '',
  }),
  dev('e7-gift-list', 'christmas present planner, people I buy for, gift ideas, budget per person and whether bought', {
    Person: 'name, budget:money',
    'Gift|GiftIdea|Idea|Present': '>Person, bought:bool',
  }),
];
