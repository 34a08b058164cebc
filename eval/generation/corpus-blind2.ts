/**
 * A second held-out batch, written blind by the lead at the start of the ninth generation session
 * (2026-11-28, on main 23bae84) before any of that session's rule changes, in domains no other batch
 * uses. Its aggregate was measured then and at the session's end; its misses are never read while
 * tuning. Same expectation DSL as corpus.ts.
 */
import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits } from './corpus-dsl.ts';

const held = creations('heldout');
const heldEdit = edits('heldout');

export const BLIND2_CREATE_CASES: CreateCase[] = [
  held('h4-mountain-hut', 'Booking system for our mountain hut. Guests reserve bunks for one or more nights; each bunk is in a dormitory. I need arrival date, number of nights, whether they want half board, and a deposit paid amount.', {
    Guest: 'name',
    'Reservation|Booking': '>Guest, >Bunk, arrival|arrival_date:date, nights:count, half_board:bool, deposit:money',
    Bunk: '>Dormitory',
    Dormitory: 'name',
  }),
  held('h4-thesis', 'app for a university department to track PhD students and their thesis supervisors. each student has a thesis title, a start date and an expected submission date. supervisors hold meetings with students and write notes', {
    Student: 'name, thesis|thesis_title, start|start_date:date, submission|expected_submission:date, >Supervisor',
    Supervisor: 'name',
    Meeting: '>Student, >Supervisor, notes:text, date:date',
  }),
  held('h4-interpreters', 'Interpreting agency: we send interpreters to hospitals and courts. Track interpreters (name, languages, hourly rate), clients, and assignments with date, start time, duration in hours and the client.', {
    Interpreter: 'name, languages, rate|hourly_rate:money',
    Client: 'name',
    Assignment: '>Interpreter, >Client, date:date, start|start_time:datetime, duration:number',
  }),
  held('h4-ice-rink', 'ice rink: skating lessons for kids. Coaches teach groups, kids are enrolled in a group, and parents pay a term fee. Need each kid’s age and skate size.', {
    Coach: 'name',
    Group: '>Coach, name',
    'Kid|Child|Skater': 'name, age:count, skate_size|size, >Group',
    '?Parent': 'name',
    '?Payment|Fee': 'fee|amount:money',
  }),
  held('h4-bouncy-castle', 'bouncy castle hire business\n- castles (name, size, daily price, photo)\n- customers\n- hires: which castle, customer, party date, delivery address, paid yes/no', {
    Castle: 'name, size, price|daily_price:money, photo:image',
    Customer: 'name',
    Hire: '>Castle, >Customer, date|party_date:date, address|delivery_address, paid:bool',
  }),
  held('h4-chimney-sweep', 'I run a chimney sweeping business. Customers have houses, each house can have several chimneys. When I sweep a chimney I want to log the date, the condition (good, needs repair, unsafe) and issue a certificate number.', {
    Customer: 'name',
    House: '>Customer, address',
    Chimney: '>House',
    'Sweep|Visit|Inspection': '>Chimney, date:date, condition:enum=good/needs_repair/unsafe, certificate',
  }),
  held('h4-falconry', 'Falconry centre: birds (name, species, weight, date acquired), handlers, and flying displays with a time and which birds fly in them', {
    Bird: 'name, species, weight:number, acquired|date_acquired:date',
    Handler: 'name',
    Display: 'time:datetime, >Bird',
  }),
  held('h4-karaoke', 'karaoke bar night - people put their name down for a song, we call them up in order. songs have title and artist.', {
    Song: 'title, artist',
    'Signup|Request|Entry|Performance': '>Song, name|singer|person',
    '?Singer|Person|Participant': 'name',
  }),
  held('h4-circus-school', 'Circus school app. Disciplines like aerial silks, juggling and trapeze. Instructors teach one or more disciplines. Students book workshops (title, date, max places, price).', {
    Discipline: 'name',
    Instructor: 'name, >Discipline',
    Student: 'name',
    Workshop: 'title, date:date, places|max_places:count, price:money',
    'Student>Workshop|Workshop>Student': '',
  }),
  held('h4-lifeguards', 'Lifeguard rota for the town beaches: lifeguards with name, phone and certification expiry, beaches, and shifts (beach, lifeguard, date, start and end time).', {
    Lifeguard: 'name, phone, certification|expiry:date',
    Beach: 'name',
    Shift: '>Beach, >Lifeguard, date:date, start:datetime, end:datetime',
  }),
  held('h4-funeral-home', 'A funeral home needs to manage services: the deceased (name, date of death), the family contact with phone and email, service date and venue, and flower orders from relatives with the message on the card.', {
    '?Deceased|Person': 'name, death|date_of_death:date',
    'Contact|FamilyContact|Family': 'phone, email:email',
    Service: 'date:date, venue',
    'FlowerOrder|Order': 'message|card_message:text',
  }),
  held('h4-hearing-aids', 'hearing aid clinic. patients get hearing tests (date, result for left ear and right ear), and are fitted with devices (model, serial number, fitting date, warranty end).', {
    Patient: 'name',
    'Test|HearingTest': '>Patient, date:date, left|left_ear, right|right_ear',
    Device: '>Patient, model, serial|serial_number, fitting|fitting_date:date, warranty|warranty_end:date',
  }),
  held('h4-mural', 'Track a city mural programme: artists apply with a portfolio link; walls have an address, owner and size in square metres; approved murals link an artist to a wall with a completion date.', {
    Artist: 'name, portfolio|portfolio_link:url',
    Wall: 'address, owner, size:number',
    Mural: '>Artist, >Wall, completion|completion_date:date',
    '?Application': '>Artist',
  }),
  held('h4-bonsai', 'my bonsai collection: each tree has a species, age in years, style and a picture. I log waterings, repottings and prunings with dates.', {
    'Tree|Bonsai': 'species, age:count, style, picture|photo:image',
    '?Watering': 'date:date',
    '?Repotting': 'date:date',
    '?Pruning': 'date:date',
    'Log|Care|CareLog|Task|Activity|Watering': 'date:date',
  }),
  held('h4-reptile-shop', 'Reptile breeder inventory. Animals: species, morph, sex (male/female/unknown), hatch date, price, sold or not. Customers buy animals; keep a sale record with date and amount.', {
    Animal: 'species, morph, sex:enum=male/female/unknown, hatch|hatch_date:date, price:money, sold:bool',
    Customer: 'name',
    Sale: '>Animal, >Customer, date:date, amount:money',
  }),
  held('h4-aviary', 'volunteers at a bird rescue log each rescued bird: where it was found, date, injury, and its release date. Volunteers do feeding rounds.', {
    Volunteer: 'name',
    'Bird|Rescue': 'found|location, date:date, injury, release|release_date:date',
    'Round|FeedingRound|Feeding': '>Volunteer',
  }),
  held('h4-forge', 'blacksmith forge — courses (name, level beginner/intermediate/advanced, length in days, cost) and the people who sign up for them', {
    Course: 'name, level:enum=beginner/intermediate/advanced, length|days:count, cost:money',
    'Person|Participant|Attendee|Student|Customer': 'name',
    'Course>Person|Person>Course|Course>Participant|Participant>Course|Course>Attendee|Attendee>Course|Course>Student|Student>Course|Course>Customer|Customer>Course': '',
  }),
  held('h4-welding-certs', 'Welding contractor: welders hold certifications (process, code, expiry date). Projects need welders assigned. Record inspections of welds on projects with pass/fail.', {
    Welder: 'name',
    Certification: '>Welder, process, code, expiry:date',
    Project: 'name',
    'Assignment|ProjectWelder': '',
    'Project>Welder|Welder>Project': '',
    Inspection: '>Project, passed|result|pass',
  }),
  held('h4-cobbler', 'shoe repair shop. Customer leaves shoes, we give them a ticket number. Job: type of repair (heels, soles, stitching, polish), price, ready by date, collected?', {
    Customer: 'name',
    'Job|Repair|Ticket': '>Customer, ticket|ticket_number, type|repair_type:enum=heels/soles/stitching/polish, price:money, ready|ready_by:date, collected:bool',
  }),
  held('h4-upholstery', 'upholstery workshop: clients bring furniture pieces to be reupholstered. For each piece: description, fabric chosen, estimate, status (quoted, accepted, in work, done). Fabrics have a name, colour and price per metre.', {
    Client: 'name',
    'Piece|Furniture': '>Client, description:text, >Fabric, estimate:money, status:enum=quoted/accepted/in_work/done',
    Fabric: 'name, colour|color, price:money',
  }),
  held('h4-sauna', 'Public sauna: sessions every evening with a capacity; members have a membership type (single, 10-visit card, annual) and check in to sessions.', {
    Session: 'capacity:count',
    Member: 'name, membership|type:enum=single/10_visit_card/annual',
    'CheckIn|Visit|Attendance': '>Member, >Session',
  }),
  held('h4-observatory', 'astronomy society observatory. Members book the telescope for observing nights. Log each observation: object observed, date, seeing conditions 1-5, notes, and an optional photo.', {
    Member: 'name',
    'Booking|Reservation': '>Member, date:date',
    Observation: 'object, date:date, seeing|conditions:rating, notes:text, photo:image',
  }),
  held('h4-debate-club', 'school debate club: debaters are in teams of three, teams compete in rounds; each round has a motion, a date, the two teams and the winner.', {
    Debater: 'name, >Team',
    Team: 'name',
    Round: 'motion, date:date, >Team',
  }),
  held('h4-cosplay', 'Cosplay planner for my costumes: each costume is a character from a series, with a budget, a deadline (the convention date) and a list of parts to make or buy with cost and done checkbox.', {
    Costume: 'character, series, budget:money, deadline:date',
    Part: '>Costume, cost:money, done:bool',
    '?Convention': 'date:date',
  }),
  held('h4-record-store', 'second hand record store: records (artist, title, format LP/7"/CD, condition, price), customers with wants lists. Tell me when a record matches someone’s want.', {
    Record: 'artist, title, format:enum, condition, price:money',
    Customer: 'name',
    Want: '>Customer, artist|title',
  }),
  held('h4-barber', 'barbershop booking: barbers, services (cut, beard trim, shave, with price and minutes), and appointments (customer name, phone, barber, service, time).', {
    Barber: 'name',
    Service: 'name, price:money, minutes|duration:count',
    Appointment: 'customer|customer_name, phone, >Barber, >Service, time:datetime',
  }),
  held('h4-storage-units', 'self storage facility. Units have a number, size (small, medium, large) and monthly rent. Tenants rent units from a start date. Track monthly invoices and whether they are paid.', {
    Unit: 'number, size:enum=small/medium/large, rent|monthly_rent:money',
    Tenant: 'name',
    'Rental|Lease|Contract': '>Unit, >Tenant, start|start_date:date',
    Invoice: 'paid:bool',
  }),
  held('h4-skip-hire', 'Skip hire company - orders from customers for a skip size (2, 4, 6 or 8 yard), delivery date, collection date, site address, and which driver delivers. Drivers have a name and lorry reg.', {
    Order: '>Customer, size|skip_size:enum, delivery|delivery_date:date, collection|collection_date:date, address|site_address, >Driver',
    Customer: 'name',
    Driver: 'name, reg|lorry_reg',
  }),
  held('h4-scaffolding', 'scaffolding firm: jobs at sites, each job has a start date, an end date and the number of lifts. Crews are assigned to jobs. Safety inspections every week per job with inspector name and result.', {
    Job: '>Site, start:date, end:date, lifts:count',
    Site: 'address|name',
    Crew: 'name',
    'Job>Crew|Crew>Job': '',
    Inspection: '>Job, inspector, result',
  }),
  held('h4-limo', 'Limousine hire: cars (make, model, seats), chauffeurs, and bookings for weddings, proms and airport runs with pickup time, pickup and drop-off address, and price', {
    Car: 'make, model, seats:count',
    Chauffeur: 'name',
    Booking: 'type|occasion:enum=wedding/prom/airport_run, pickup|pickup_time:datetime, pickup_address, dropoff|drop_off_address, price:money, >Car',
  }),
  held('h4-boat-hire', 'rowing boat hire on the lake. boats with a number and capacity. hires: boat, start time, hours, name of hirer, deposit taken (yes/no).', {
    Boat: 'number, capacity:count',
    Hire: '>Boat, start|start_time:datetime, hours:number, name|hirer, deposit:bool',
  }),
  held('h4-ferry', 'Small island ferry: sailings have a departure time, a route and a vessel; passengers book seats on sailings, optionally with a vehicle (car, van, bike).', {
    Sailing: 'departure|departure_time:datetime, >Route|route, >Vessel|vessel',
    '?Route': 'name',
    '?Vessel': 'name',
    Passenger: 'name',
    'Booking|Seat': '>Sailing, vehicle:enum=car/van/bike',
    'Booking>Passenger|Seat>Passenger|Passenger>Sailing': '',
  }),
  held('h4-padel', 'padel club court bookings. 4 courts. Players book 90 minute slots; each booking has up to four players. Keep player level (1-7) and phone.', {
    Court: 'name|number',
    Booking: '>Court, start|time|slot:datetime',
    Player: 'level:rating|number|count, phone',
    'Booking>Player|Player>Booking': '',
  }),
  held('h4-open-mic', 'open mic night sign up sheet: performers sign up with their act name, type (music, comedy, poetry), and how many minutes they need. Nights have a date and a host.', {
    Performer: 'name|act|act_name, type:enum=music/comedy/poetry, minutes:count',
    Night: 'date:date, host',
    'Performer>Night|Night>Performer': '',
  }),
  held('h4-solar', 'solar panel installer CRM: leads (name, address, roof type, monthly electricity bill), site surveys with a date and panel count, and installations with install date, system size in kW and total price.', {
    Lead: 'name, address, roof|roof_type, bill|electricity_bill:money',
    Survey: '>Lead, date:date, panels|panel_count:count',
    Installation: 'install|install_date:date, size|system_size:number, price|total_price:money',
  }),
  held('h4-optician', "optician's: patients, eye exams (date, prescription left and right, next exam due), and glasses orders with the frame, lens type and price.", {
    Patient: 'name',
    'Exam|EyeExam': '>Patient, date:date, next|next_due:date',
    'Order|GlassesOrder': '>Patient, frame, lens|lens_type, price:money',
  }),
  held('h4-taxidermy', 'taxidermy studio work orders: the customer, the animal species, the mount type (shoulder, full body, european), the received date and the quoted price.', {
    Customer: 'name',
    'WorkOrder|Order': '>Customer, species, mount|mount_type:enum=shoulder/full_body/european, received|received_date:date, price|quoted_price:money',
  }),
  held('h4-glacier-tours', 'Guided glacier walks: guides, tours (date, meeting point, difficulty easy/moderate/hard, max group size), and customers booking spots on tours; each booking has number of people and boot sizes.', {
    Guide: 'name',
    Tour: 'date:date, meeting|meeting_point, difficulty:enum=easy/moderate/hard, size|group_size:count, >Guide',
    Customer: 'name',
    Booking: '>Tour, >Customer, people:count, boot|boot_sizes',
  }),
  held('h4-organ-recitals', 'A cathedral organ recital series: organists perform recitals (date, programme notes); each recital has several pieces with composer and title. Sell tickets with a price band (A, B, C).', {
    Organist: 'name',
    Recital: '>Organist, date:date, notes|programme:text',
    Piece: '>Recital, composer, title',
    Ticket: '>Recital, band|price_band:enum=a/b/c',
  }),
  held('h4-planetarium', 'planetarium show schedule: shows have a title, a length and an age rating; screenings put a show on at a time; schools book a screening for a class with the number of pupils.', {
    Show: 'title, length|duration:count, age|rating',
    Screening: '>Show, time:datetime',
    School: 'name',
    Booking: '>Screening, >School, pupils:count',
  }),
];

const SALON = 'Barbershop: barbers with a name, and appointments with a customer name, a time and a price.';
const HUT = 'Mountain hut: guests with a name and email, and bookings with an arrival date and nights.';
const FORGE = 'Blacksmith courses: courses with a name, a date and a price, and students with a name and email.';
const STORAGE = 'Self storage: units with a number and monthly rent, and tenants with a name and phone.';
const FERRY = 'Island ferry: sailings with a departure time, and passengers with a name.';

export const BLIND2_EDIT_CASES: EditCase[] = [
  heldEdit('h4-x-tip', SALON, 'add a tip amount to appointments', ['+Appointment.tip:money']),
  heldEdit('h4-x-walkin', SALON, 'appointments need a walk-in checkbox and a notes field', ['+Appointment.walk_in|walkin:bool', '+Appointment.notes']),
  heldEdit('h4-x-services', SALON, 'Add services with a name, price and duration, and link each appointment to a service', ['+Service', 'Appointment>Service']),
  heldEdit('h4-x-barber-link', SALON, 'every appointment is with one barber', ['Appointment>Barber']),
  heldEdit('h4-x-diet', HUT, 'bookings should record dietary needs (none, vegetarian, vegan, gluten free)', ['Booking.dietary|dietary_needs=none/vegetarian/vegan/gluten_free']),
  heldEdit('h4-x-guest-link', HUT, 'link bookings to guests', ['Booking>Guest']),
  heldEdit('h4-x-rename', HUT, 'rename guests to hikers', ['+Hiker', '-Guest']),
  heldEdit('h4-x-level', FORGE, 'add a level to courses: beginner, improver or advanced', ['Course.level=beginner/improver/advanced']),
  heldEdit('h4-x-enrol', FORGE, 'students enrol on many courses', ['Student>Course|Course>Student']),
  heldEdit('h4-x-remove-email', FORGE, 'we don’t need the email on students any more', ['-Student.email']),
  heldEdit('h4-x-overdue', STORAGE, 'add a paid until date to tenants and a page listing tenants whose paid until date has passed', ['+Tenant.paid_until:date', 'page~tenant|overdue|paid']),
  heldEdit('h4-x-size', STORAGE, 'units: add size (small, medium, large) and make rent required', ['Unit.size=small/medium/large', 'req=Unit.rent|monthly_rent']),
  heldEdit('h4-x-theme', FERRY, 'make it look nautical – navy blue', ['theme=blue|navy|indigo|sky']),
  heldEdit('h4-x-vehicles', FERRY, 'passengers can bring a vehicle: add vehicles with a registration and a type (car, van, motorbike)', ['+Vehicle', 'Vehicle.type=car/van/motorbike']),
  heldEdit('h4-x-vague', FERRY, 'make it better', ['fail']),
];
