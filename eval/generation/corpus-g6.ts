/**
 * A fresh dev batch written in the sixth generation session before the field rules were changed (the
 * study batch): field-rich requests as people type them to app builders, from domains and phrasings the
 * rest of the corpus does not use ("for every X we need …", "X records/stores/tracks …", possessives,
 * "either a or b", "one of …", "low/medium/high", bullets, British spelling, typos). Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G6_CREATE_CASES: CreateCase[] = [
  g('g6-beekeeping', 'Beekeeping log. Each hive has a name, location, queen colour and install date. Inspections record the date, temperature, whether we saw the queen, honey frames count and notes.', {
    Hive: 'name, location, queen|colour, install|installed:date',
    Inspection: '>Hive, date:date, temperature:number, queen:bool, frames|honey:count, notes:text',
  }),
  g('g6-dog-walks', 'dog walking business - for every dog we need the owner\'s name, owner\'s phone, breed, age and any allergies. walks: dog, walker, start time, duration in minutes, price', {
    Dog: 'owner|name, phone, breed, age:count, allergies:text',
    Walk: '>Dog, walker, start:datetime, duration|minutes:count, price:money',
    '?Walker|Owner': '',
  }),
  g('g6-wine-cellar', 'wine cellar inventory: bottles (producer, vintage year, region, grape, bottles in stock, purchase price, drink by date, my rating out of 5)', {
    'Bottle|Wine': 'producer, vintage|year:count, region, grape, stock|bottles:count, price:money, drink:date, rating:rating',
  }),
  g('g6-makerspace', 'Makerspace equipment booking. Machines: name, type (laser cutter, 3D printer, CNC or lathe), whether training is required, hourly cost. Members book a machine for a start and end time.', {
    Machine: 'name, type:enum=laser_cutter/3d_printer/cnc/lathe, training:bool, cost:money',
    Booking: '>Machine, >Member, start:datetime, end:datetime',
    Member: 'name',
  }),
  g('g6-recipe-costing', 'Bakery recipe costing. Ingredients store the supplier, unit, cost per kg and allergen info. Recipes have a name, batch size, prep time and selling price.', {
    Ingredient: 'supplier, unit, cost:money, allergen:text',
    Recipe: 'name, batch|size:count, prep:count, price:money',
    '?Supplier': '',
  }),
  g('g6-gp-surgery', 'Appointment system for a small GP surgery\n- patients: full name, NHS number, date of birth, mobile, email\n- appointments: patient, doctor, date and time, reason, status (booked, arrived, seen, no-show)', {
    Patient: 'name, nhs|number, birth|dob:date, mobile|phone, email:email',
    Appointment: '>Patient, doctor, date|time:datetime, reason, status:enum=booked/arrived/seen/no_show',
    '?Doctor': '',
  }),
  g('g6-allotment', 'allotment society. plots have a plot number, size in square metres, annual rent and whether it has a shed. tenants: name, address, phone, start date', {
    Plot: 'number:count, size:number, rent:money, shed:bool',
    Tenant: 'name, address, phone, start:date',
  }),
  g('g6-film-club', 'Film club screenings — film title, director, screening date, venue, ticket price, and seats available. Members can rate each film 1-5 stars.', {
    Screening: 'title|film, director, date:date, venue, price:money, seats:count',
    '?Film': 'title, director',
    '?Rating|Review': 'stars|rating:rating',
    Member: 'name',
  }),
  g('g6-van-fleet', 'Track our delivery vans: registration, make, model, mileage, MOT due date, insurance expiry and who is driving it. Log fuel purchases with litres, cost and date.', {
    Van: 'registration, make, model, mileage:number, mot:date, insurance:date, driver',
    'FuelPurchase|Fuel|Purchase': '>Van, litres:number, cost:money, date:date',
    '?Driver': '',
  }),
  g('g6-tutoring', 'I tutor maths. Students: name, school year, parent email, parent phone, hourly rate. Sessions: student, date, length in hours, topic, paid or unpaid.', {
    Student: 'name, year, email:email, phone, rate:money',
    Session: '>Student, date:date, length|hours:number, topic, paid:bool',
  }),
  g('g6-choir', 'choir membership: singers with name, voice part (soprano, alto, tenor or bass), email, and the date they joined. Concerts include a title, date, venue and a link to the programme.', {
    Singer: 'name, part|voice:enum=soprano/alto/tenor/bass, email:email, joined:date',
    Concert: 'title, date:date, venue, link|programme:url',
  }),
  g('g6-it-assets', 'IT asset register. For each laptop: serial number, model, purchase date, warranty end, assigned employee, condition either good, fair or broken.', {
    Laptop: 'serial, model, purchase:date, warranty:date, >Employee, condition:enum=good/fair/broken',
    Employee: 'name',
  }),
  g('g6-swim-club', "Swim club results: swimmers (name, age group, club), races with distance in metres, stroke (freestyle, backstroke, breaststroke, butterfly), and each swimmer's time in seconds and finishing position.", {
    Swimmer: 'name, age|group, club',
    Race: 'distance:count, stroke:enum=freestyle/backstroke/breaststroke/butterfly',
    '?Result|Entry': 'time|seconds:number, position:count',
  }),
  g('g6-charity-shop', 'Charity shop donations. A donation records the donor, date received, category, estimated value and whether gift aid applies.', {
    Donation: 'donor, date|received:date, category, value:money, gift:bool',
    '?Donor': '',
  }),
  g('g6-cleaning', 'Cleaning company jobs: client address, job date, number of cleaners, hours, price quoted, and a priority of low, medium or high', {
    Job: 'address, date:date, cleaners:count, hours:number, price:money, priority:enum=low/medium/high',
    '?Client': '',
  }),
  g('g6-podcast', 'podcast planner. Episodes: title, guest, recording date, publish date, length, audio file, show notes. Guests: name, twitter handle, website', {
    Episode: 'title, >Guest, recording:date, publish:date, length:count, audio|file:url, notes:text',
    Guest: 'name, twitter|handle, website:url',
  }),
  g('g6-pt-clients', "Personal trainer app. clients' name, goal, weight in kg, height, and their membership tier - bronze, silver or gold. Workouts log the exercise, sets, reps and weight lifted.", {
    Client: 'name, goal, weight:number, height:number, tier|membership:enum=bronze/silver/gold',
    Workout: 'exercise, sets:count, reps:count, weight:number',
  }),
  g('g6-property-lets', 'Letting agent: properties with address, number of bedrooms, monthly rent, available from date, furnished yes/no and a photo. Tenancies store tenant name, start date, end date and deposit amount.', {
    Property: 'address, bedrooms:count, rent:money, available:date, furnished:bool, photo:image',
    Tenancy: '>Property, tenant, start:date, end:date, deposit:money',
    '?Tenant': '',
  }),
  g('g6-lost-found', 'Lost property at the station. Items: description, where found, date found, colour, found by, claimed (yes or no), photo.', {
    Item: 'description:text, where|location, date|found:date, colour, found_by|by, claimed:bool, photo:image',
  }),
  g('g6-escape-room', 'escape room bookings with team name, number of players, room (one of Pharaoh, Heist or Asylum), slot time, escaped or not, and finish time in minutes', {
    Booking: 'team, players:count, room:enum=pharaoh/heist/asylum, slot|time:datetime, escaped:bool, finish|minutes:count',
  }),
  g('g6-conference', 'Conference talks. Speakers have a name, company, bio and headshot. Each talk has a title, abstract, track, start time, room and level: beginner / intermediate / advanced.', {
    Speaker: 'name, company, bio:text, headshot|photo:image',
    Talk: '>Speaker, title, abstract:text, track, start:datetime, room, level:enum=beginner/intermediate/advanced',
  }),
  g('g6-vet-vaccines', 'vet practice: pets have name, species, date of birth, microchip number and owner. Vaccinations: pet, vaccine name, date given, next due date, vet who gave it', {
    Pet: 'name, species, birth:date, microchip, owner',
    Vaccination: '>Pet, vaccine|name, given|date:date, due:date, vet',
    '?Owner|Vet': '',
  }),
  g('g6-book-club', "Book club. We read one book a month: title, author, page count, month, who picked it, and everyone's score out of 10.", {
    Book: 'title, author, pages:count, month, picked',
    '?Score|Rating|Member': '',
  }),
  g('g6-invoices', 'Freelance invoicing: invoice number, client, issue date, due date, amount, VAT, paid? and a PDF attachment', {
    Invoice: 'number, client, issue:date, due:date, amount:money, vat:money, paid:bool, pdf|attachment:url',
    '?Client': '',
  }),
  g('g6-camping', 'campsite bookings: pitch number, guest name, arrival date, departure date, adults, children, electric hookup, dogs allowed, total cost', {
    Booking: 'pitch, guest|name, arrival:date, departure:date, adults:count, children:count, electric|hookup:bool, dogs:bool, total|cost:money',
    '?Pitch|Guest': '',
  }),
  g('g6-hackathon', 'Hackathon judging. Teams have a team name, members, project name, GitHub repo URL and demo video. Judges give each team a score for innovation, design and execution.', {
    Team: 'name, members, project, repo|github:url, video|demo:url',
    Judge: 'name',
    '?Score': 'innovation:rating, design:rating, execution:rating',
  }),
  g('g6-window-cleaner', "window round: houses with address, postcode, price per clean, how often (every 4 weeks, 6 weeks or 8 weeks), the customer's phone and last cleaned date", {
    House: 'address, postcode, price:money, frequency|often:enum, phone, last|cleaned:date',
  }),
  g('g6-gym-classes', 'Gym timetable: classes have a name, instructor, day of week, start time, capacity and intensity level (low, medium, high). Track attendance per class with member and date.', {
    Class: 'name, instructor, day, start:datetime, capacity:count, intensity|level:enum=low/medium/high',
    Attendance: '>Class, >Member, date:date',
    Member: 'name',
  }),
  g('g6-seed-library', 'Seed library catalogue: seed varieties with common name, latin name, sowing month, days to germinate, packets left and is it organic', {
    'Seed|Variety': 'common|name, latin, sowing|month, days|germinate:count, packets:count, organic:bool',
  }),
  g('g6-volunteer-hours', 'Record volunteer hours. Volunteers: first name, last name, email, DBS check expiry. Each log entry: volunteer, date, hours, activity', {
    Volunteer: 'first_name|first, last_name|last, email:email, dbs|expiry:date',
    'Entry|LogEntry|Log': '>Volunteer, date:date, hours:number, activity',
  }),
  g('g6-recipe-box', 'my recipes, each with a name, cuisine, servings, cook time, difficulty (easy/medium/hard), a picture and the instructions', {
    Recipe: 'name, cuisine, servings:count, cook|time:count, difficulty:enum=easy/medium/hard, picture:image, instructions:text',
  }),
  g('g6-bike-repairs', 'bike repair shop: repairs include the customer, bike make, problem description, date in, estimated cost, labour hours and whether the customer has been called', {
    Repair: 'customer, make|bike, problem|description:text, date:date, cost:money, labour|hours:number, called:bool',
    '?Customer|Bike': '',
  }),
  g('g6-parish-rota', 'church flower rota: each week a volunteer is assigned, the date, which service (morning or evening), flowers budget', {
    '?Volunteer': '',
    'Rota|Week|Assignment': 'date:date, service:enum=morning/evening, budget:money',
  }),
  g('g6-phone-repairs', 'Phone screen repairs: IMEI, phone model, customer\'s email, fault, quote, deposit taken, ready for collection?', {
    Repair: 'imei, model, email:email, fault, quote:money, deposit:money, ready:bool',
  }),
  g('g6-football', 'Sunday league team. players: name, shirt number, position (goalkeeper, defender, midfielder, forward), date of birth. matches: opponent, kick off time, home or away, goals for, goals against', {
    Player: 'name, shirt|number:count, position:enum=goalkeeper/defender/midfielder/forward, birth:date',
    Match: 'opponent, kick|time:datetime, home|venue:enum, goals_for|for:count, against:count',
  }),
  g('g6-art-sales', 'Artist sales tracker. Artworks: title, medium, width cm, height cm, year, price, sold, image. Buyers: name, email, country', {
    Artwork: 'title, medium, width:number, height:number, year:count, price:money, sold:bool, image:image',
    Buyer: 'name, email:email, country',
  }),
  g('g6-homework', 'homework tracker for my kids - subject, task, set date, due date, done or not, and how long it took', {
    Homework: 'subject, task, set:date, due:date, done:bool, long|duration|time:count',
  }),
  g('g6-hotel-rooms', 'Small hotel. Rooms: room number, type (single, double, suite), nightly rate, sea view. Guests book a room with check-in date, check-out date and number of guests.', {
    Room: 'number, type:enum=single/double/suite, rate:money, view|sea:bool',
    Booking: '>Room, >Guest, check_in|in:date, check_out|out:date, guests:count',
    Guest: 'name',
  }),
  g('g6-pottery', 'Pottery studio kiln log: firing date, kiln temperature, cone number, firing type being either bisque or glaze, pieces loaded, and any breakages', {
    Firing: 'date:date, temperature:number, cone:count, type:enum=bisque/glaze, pieces:count, breakages:text',
  }),
  g('g6-newsletter', 'Newsletter subscribers: email address, first name, signup date, confirmed?, source (website, event or referral) and the number of emails opened', {
    Subscriber: 'email:email, first|name, signup:date, confirmed:bool, source:enum=website/event/referral, opened|emails:count',
  }),
];
