/**
 * A held-out batch written blind in the fourth generation session, before anyone looked at how the
 * generator handles it: ordinary requests from domains and phrasings the rest of the corpus barely
 * covers. Like every held-out case it is never tuned on; it measures how far the rules generalise.
 * Same expectation DSL as corpus.ts.
 */
import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits } from './corpus-dsl.ts';

const held = creations('heldout');
const heldEdit = edits('heldout');

export const BLIND_CREATE_CASES: CreateCase[] = [
  held(
    'h3-choir',
    'Our community choir needs an app to keep track of singers (name, voice part: soprano, alto, tenor or bass, email), rehearsals with a date and location, and attendance at each rehearsal.',
    {
      Singer: 'name, voice|part:enum=soprano/alto/tenor/bass, email:email',
      Rehearsal: 'date:date, location|venue|place',
      '?Attendance|AttendanceRecord|RehearsalAttendance': '',
      'Singer>Rehearsal|Rehearsal>Singer': '',
    },
  ),
  held(
    'h3-bike-repair',
    'bike repair shop: customers drop off bikes for repairs. Each repair has a description of the problem, a quote, the date promised and a status (waiting, in progress, ready, collected).',
    {
      Customer: 'name',
      Bike: '>Customer',
      Repair: '>Bike, description|problem:text, quote:money, promised|date:date, status:enum=waiting/in_progress/ready/collected',
    },
  ),
  held(
    'h3-grants',
    'We are a small non-profit. I want to track grant applications: which funder, amount requested, deadline, whether it was awarded, and the staff member responsible.',
    {
      'Grant|GrantApplication|Application': '>Funder, amount:money, deadline:date, awarded:bool, >StaffMember|Staff|Employee',
      Funder: 'name',
      'StaffMember|Staff|Employee': 'name',
    },
  ),
  held('h3-eggs', 'little egg farm — log how many eggs each hen flock lays per day, and sales to customers with quantity in dozens and price', {
    'Flock|HenFlock': 'name',
    'EggLog|Log|DailyLog|Laying|Production|Collection|Record': '>Flock|HenFlock, date:date, eggs|count|quantity:count',
    Sale: '>Customer, quantity|dozens:count, price:money',
    Customer: 'name',
    '?Hen|Egg': '',
  }),
  held(
    'h3-tutoring',
    "I tutor maths and physics. Students, their parents' contact info, lessons (date, subject, length in minutes, paid yes/no) and homework I set with a due date.",
    {
      Student: 'name',
      Parent: 'name, email|phone|contact',
      'Parent>Student|Student>Parent': '',
      Lesson: '>Student, date:date, subject, length|minutes|duration:count, paid:bool',
      'Homework|Assignment': '>Student, due:date',
    },
  ),
  held(
    'h3-cfp',
    'call for papers site for a conference: speakers submit talks with a title, abstract and track; reviewers score each talk from 1 to 10 with comments',
    {
      Speaker: 'name',
      'Talk|Submission|Paper': 'title, abstract:text, track, >Speaker',
      Reviewer: 'name',
      'Review|Score|Rating': '>Talk|Submission|Paper, >Reviewer, score:rating, comments:text',
      '?Conference|Track': '',
    },
  ),
  held(
    'h3-maintenance',
    "Maintenance requests for the apartment buildings we manage. Tenants report issues for their unit with a photo and urgency (low/medium/high/emergency); we assign a contractor and record the cost when it's fixed.",
    {
      Building: 'name|address',
      Unit: '>Building',
      Tenant: 'name',
      'Request|MaintenanceRequest|Issue': '>Unit|Tenant, photo:image, urgency:enum=low/medium/high/emergency, >Contractor, cost:money',
      Contractor: 'name',
    },
  ),
  held(
    'h3-dnd',
    'campaign manager for my D&D group: characters (player name, class, level, hit points), sessions with a date and a summary, and the loot each character found',
    {
      Character: 'player, class, level:count, hit_points|hp|hit:count',
      Session: 'date:date, summary:text',
      'Loot|Item|Treasure': '>Character, name',
      '?Player|Campaign|Group': '',
    },
  ),
  held(
    'h3-wedding',
    'wedding planner: guest list with RSVP status and meal choice (beef, fish, vegetarian), tables with a number of seats, and vendors with cost and deposit paid',
    {
      Guest: 'name, rsvp|status, meal:enum=beef/fish/vegetarian, >Table',
      Table: 'seats:count',
      Vendor: 'name, cost:money, deposit',
    },
  ),
  held(
    'h3-shelter',
    'Animal shelter adoption site. Show available dogs and cats with photos, age, breed and a description. People can submit an adoption application for an animal with their name, email and why they want to adopt.',
    {
      'Animal|Pet': 'name, photo:image, age, breed, description:text',
      'Application|AdoptionApplication': '>Animal|Pet, name, email:email, reason|why:text',
      '?Adopter|Applicant|Person|Dog|Cat': '',
    },
  ),
  held(
    'h3-picking',
    'warehouse pick lists: orders come in with order lines (product, qty); pickers get assigned orders and mark each line picked; products have a bin location',
    {
      Order: '>Picker',
      'OrderLine|Line|OrderItem': '>Order, >Product, qty|quantity:count, picked:bool',
      Product: 'name, bin|location',
      Picker: 'name',
      '?PickList|Picklist': '',
    },
  ),
  held('h3-book-club', 'Book club app — members take turns hosting; each meeting has a book, a host, a date and a place; members rate the book afterwards', {
    Member: 'name',
    Book: 'title',
    Meeting: '>Book, host>Member, date:date, place|location',
    'Rating|Review': '>Book, >Member, rating|score|stars:rating',
  }),
  held(
    'h3-fleet',
    'Keep track of our company vans: registration plate, model, mileage, next service date. Drivers are assigned to vans, and we log fuel purchases (litres, cost, date, van).',
    {
      'Van|Vehicle': 'registration|plate, model, mileage:number, service:date',
      Driver: 'name',
      'Van>Driver|Driver>Van|Vehicle>Driver|Driver>Vehicle': '',
      'FuelPurchase|Fuel|FuelLog|Purchase': 'litres|liters:number, cost:money, date:date, >Van|Vehicle',
    },
  ),
  held('h3-vaccines', 'vaccination records for a pediatric clinic: children with date of birth, vaccines, and doses given (which vaccine, date, batch number, nurse)', {
    'Child|Patient': 'name, birth|dob:date',
    Vaccine: 'name',
    'Dose|Vaccination': '>Child|Patient, >Vaccine, date:date, batch, nurse',
    '?Nurse|Clinic': '',
  }),
  held(
    'h3-job-board',
    'a job board for our town: employers post jobs (title, salary range, full-time or part-time, closing date) and candidates apply with a CV link and cover letter',
    {
      Employer: 'name',
      Job: '>Employer, title, salary, closing:date',
      'Candidate|Applicant': 'name',
      Application: '>Job, >Candidate|Applicant, cv|resume:url, cover_letter|letter:text',
    },
  ),
  held(
    'h3-lost-found',
    'Lost and found for the train station. Staff log found items with a description, where and when found, and a photo. Owners can claim an item by giving their contact details; claims are approved or rejected.',
    {
      'Item|FoundItem': 'description:text, location|where|place, found|date|when:date, photo:image',
      Claim: '>Item|FoundItem, name|contact, status:enum',
      '?Staff|Owner|Claimant|Station': '',
    },
  ),
  held('h3-podcast', 'podcast production tracker: episodes go from idea → recording → editing → published; each episode has guests, a record date and a release date', {
    Episode: 'title|name, status|stage:enum=idea/recording/editing/published, record|recording:date, release:date',
    Guest: 'name',
    'Episode>Guest|Guest>Episode': '',
    '?Podcast|Show': '',
  }),
  held('h3-greenhouse', 'sensor readings from my greenhouse: temperature, humidity and soil moisture per zone, taken every hour', {
    Zone: 'name',
    Reading: '>Zone, temperature:number, humidity:number, moisture|soil:number',
    '?Sensor|Greenhouse': '',
  }),
  held('h3-moving', "Moving house checklist: boxes numbered with the room they go to and what's inside, and a list of tasks with deadlines", {
    Box: 'number, >Room, contents|inside:text',
    Room: 'name',
    Task: 'name|title, deadline:date',
  }),
  held(
    'h3-league',
    'amateur football league: teams, players on each team with shirt number and position, fixtures between a home team and an away team with date and score',
    {
      Team: 'name',
      Player: '>Team, number|shirt:count, position',
      'Fixture|Match|Game': 'home>Team, away>Team, date:date, score',
      '?League': '',
    },
  ),
  held('h3-timesheets', 'timesheets for consultants: log hours per client project per day, with billable yes or no and an hourly rate on each project', {
    Consultant: 'name',
    Project: '>Client, rate:money',
    Client: 'name',
    'Timesheet|TimeEntry|Entry|Log|TimeLog': '>Consultant, >Project, date:date, hours:number, billable:bool',
  }),
  held('h3-church-rota', 'we need a rota for our church: volunteers serve in roles (greeter, sound, coffee, kids) on Sundays', {
    Volunteer: 'name',
    'Rota|Assignment|Slot|Shift|Service|RotaEntry|Duty': '>Volunteer, date:date, role',
    '?Role|Church|Sunday': '',
  }),
  held(
    'h3-menu-costing',
    'Menu costing for a café: ingredients with unit cost, dishes made from ingredients in given quantities, and the selling price of each dish',
    {
      Ingredient: 'name, cost:money',
      Dish: 'name, price:money',
      '?DishIngredient|RecipeLine|Component|Quantity|RecipeItem': '',
      'Dish>Ingredient|Ingredient>Dish': '',
    },
  ),
  held('h3-hackathon', 'hackathon site: participants register and form teams, teams submit a project with a repo URL and a demo video, judges give scores', {
    Participant: 'name',
    Team: 'name',
    'Participant>Team|Team>Participant': '',
    'Project|Submission': '>Team, repo|repository:url, video|demo:url',
    Judge: 'name',
    'Score|Judging|Review|Rating': '>Project|Submission, >Judge, score:rating',
    '?Hackathon|Registration': '',
  }),
  held(
    'h3-reading-log',
    'a personal reading log. I want to record each book I read: title, author, pages, started and finished dates, my rating out of 5, and a short review',
    {
      Book: 'title, author, pages:count, started|start:date, finished|finish:date, rating:rating, review:text',
      '?Author|Review|ReadingLog|Log|Reading': '',
    },
  ),
  held(
    'h3-helpdesk',
    'IT helpdesk: employees raise tickets about their laptops or software, tickets have a priority and category, and technicians close them with a resolution note',
    {
      Employee: 'name',
      Ticket: '>Employee, priority:enum, category, >Technician, resolution:text',
      Technician: 'name',
      '?Laptop|Device|Asset|Software': '',
    },
  ),
  held(
    'h3-bees',
    'Beekeeping records. Apiaries, hives in each apiary, inspections of a hive (date, queen seen yes/no, brood frames count, temper) and honey harvests in kg.',
    {
      Apiary: 'name',
      Hive: '>Apiary',
      Inspection: '>Hive, date:date, queen:bool, brood|frames:count, temper',
      Harvest: '>Hive, kg|weight|amount|honey:number',
    },
  ),
  held(
    'h3-parking',
    'residents apply for parking permits for their cars; a permit covers one zone and runs from a start to an end date; wardens record violations against a registration plate',
    {
      Resident: 'name',
      'Car|Vehicle': '>Resident, registration|plate',
      Permit: '>Car|Vehicle|Resident, >Zone, start:date, end:date',
      Zone: 'name',
      'Violation|Ticket|Offence|Offense': 'registration|plate',
      Warden: 'name',
      'Violation>Warden|Ticket>Warden|Offence>Warden|Offense>Warden': '',
    },
  ),
  held('h3-after-school', 'After-school club sign-ups: activities (day of week, max kids, price per term), children sign up for activities, parents pay per term', {
    Activity: 'name, day, max|capacity:count, price:money',
    'Child|Kid': 'name',
    'Child>Activity|Kid>Activity|Activity>Child|Activity>Kid': '',
    '?Signup|SignUp|Registration|Enrollment|Booking|Parent|Payment|Term': '',
  }),
  held(
    'h3-portfolio',
    "portfolio website for a painter: artworks with image, title, year, medium, dimensions, price and whether it's sold; exhibitions where artworks were shown",
    {
      'Artwork|Painting': 'image:image, title, year:count, medium, dimensions|size, price:money, sold:bool',
      Exhibition: 'name|title',
      'Artwork>Exhibition|Exhibition>Artwork|Painting>Exhibition|Exhibition>Painting': '',
    },
  ),
  held(
    'h3-food-truck',
    'food truck schedule and orders: where the truck parks each day (location, date, hours), the menu items with prices, and pre-orders for pickup with a pickup time',
    {
      'Stop|Location|Schedule|Spot|Visit|Parking': 'location|place, date:date',
      'MenuItem|Item|Dish': 'name, price:money',
      'Order|PreOrder|Preorder': 'pickup|time:datetime, >MenuItem|Item|Dish',
      '?Customer|Truck|OrderItem': '',
    },
  ),
  held('h3-chemicals', 'lab inventory of chemicals: name, CAS number, quantity, unit, storage cabinet, expiry date, and who ordered it', {
    Chemical: 'name, cas, quantity:number, unit, cabinet|storage, expiry:date, ordered|orderer|who',
    '?Person|User|Researcher|Member|Cabinet|Lab': '',
  }),
  held('h3-babysitting', 'babysitting co-op: families earn points when they babysit for another family and spend points when someone sits for them', {
    Family: 'name, points|balance:count',
    'Sit|Babysit|Session|Booking|Job|Babysitting': '>Family, points|hours:count',
  }),
  held(
    'h3-scholarships',
    'Scholarship applications portal: students submit an application with GPA, essay, and two references (name, email); a committee member scores each application',
    {
      Student: 'name',
      Application: '>Student, gpa:number, essay:text',
      Reference: '>Application, name, email:email',
      'CommitteeMember|Member|Reviewer': 'name',
      'Score|Review|Evaluation|Rating': '>Application, score:rating',
      '?Scholarship|Committee': '',
    },
  ),
  held(
    'h3-investments',
    'track my investments: holdings (ticker, number of shares, purchase price, purchase date) in different accounts (ISA, pension, general), and dividends received',
    {
      Holding: 'ticker, shares:number, purchase_price|price:money, purchase_date|date:date, >Account',
      Account: '',
      Dividend: '>Holding, amount:money, date:date',
    },
  ),
  held(
    'h3-community-fridge',
    'community fridge donations: donors drop off food items with an expiry date and category; volunteers check the fridge daily and log temperature',
    {
      Donor: 'name',
      'Donation|Item|FoodItem': '>Donor, expiry:date, category',
      Volunteer: 'name',
      'Check|Log|TemperatureLog|Inspection|Reading': '>Volunteer, temperature:number, date:date',
      '?Fridge': '',
    },
  ),
  held(
    'h3-piano',
    'I teach piano. Pupils have weekly lessons at a set day and time; I invoice parents monthly for the lessons taken, and mark invoices paid',
    {
      Pupil: 'name',
      Lesson: '>Pupil, day|time|date',
      Invoice: 'paid:bool',
      'Invoice>Parent|Invoice>Pupil': '',
      '?Parent': '',
    },
  ),
  held(
    'h3-garden-share',
    'Garden share\n- members with plot number\n- tools in the shed (name, condition)\n- tool checkouts: who, which tool, when taken, when returned',
    {
      Member: 'name, plot',
      Tool: 'name, condition',
      'Checkout|Loan|ToolCheckout': '>Member, >Tool, taken|out:date, returned:date',
      '?Shed|Plot': '',
    },
  ),
  held(
    'h3-cleaning-typos',
    'need a app for my cleaning bussiness - clients adresses, cleaners, and jobs scheduled with date time and how long it takes and price',
    {
      Client: 'name, address',
      Cleaner: 'name',
      Job: '>Client, >Cleaner, date|time|start:datetime, duration|length|hours|long:count, price:money',
    },
  ),
  held(
    'h3-okrs',
    'OKR tracker: each quarter we set objectives, each objective has key results with a target number and current value, owned by a team member',
    {
      Objective: 'title|name, quarter',
      'KeyResult|Result': '>Objective, target:number, current|value:number, >TeamMember|Member|Owner|Person',
      'TeamMember|Member|Owner|Person': 'name',
      '?Quarter|Team': '',
    },
  ),
];

const TASKS = 'Task manager with projects and tasks. Tasks have a title, due date and priority.';
const SHOP = 'A small shop with products (name, price, stock) and orders from customers.';
const INVOICES = 'Freelance invoicing with clients and invoices. Invoices have a number, amount and due date.';
const PETS = 'Vet clinic with owners, pets and visits';
const RECIPES = 'A recipe collection: recipes with title, ingredients and cooking time, grouped into categories.';
const EVENTS = 'Event management: events with a date and venue, and attendees who register for events.';
const LOANS = 'a lending library for our office: books, members and loans with a due date';
const GYM = 'Members book classes at our gym; classes have a start time and a capacity.';

export const BLIND_EDIT_CASES: EditCase[] = [
  heldEdit('h3-status-can-be', SHOP, 'orders can be pending, shipped or delivered', ['Order.status=pending/shipped/delivered']),
  heldEdit('h3-pdf-link', INVOICES, 'Invoices should also store a PDF link', ['+Invoice.pdf|link:url']),
  heldEdit('h3-visit-fields', PETS, "each visit should record the weight of the pet in kilograms and the vet's notes", ['+Visit.weight:number', '+Visit.notes:text']),
  heldEdit('h3-remove-and-add', RECIPES, 'remove categories and add a cuisine field to recipes', ['-Category', '+Recipe.cuisine']),
  heldEdit('h3-sponsors', EVENTS, 'add sponsors with a name, logo and amount, linked to events', [
    '+Sponsor',
    '+Sponsor.logo:image',
    '+Sponsor.amount:money',
    'Sponsor>Event',
  ]),
  heldEdit('h3-due-page', LOANS, 'add a page listing loans that are due this week', ['page~due']),
  heldEdit('h3-rename-entity', TASKS, 'rename projects to clients', ['+Client', '-Project']),
  heldEdit('h3-purple', GYM, 'make it purple', ['theme=purple|violet']),
  heldEdit('h3-app-name', SHOP, 'change the app name to Corner Store', ['name=Corner Store']),
  heldEdit('h3-coach-entity', GYM, 'coaches should be their own thing with a name and a bio, and each class has a coach', [
    '+Coach',
    '+Coach.bio:text',
    'Class>Coach',
  ]),
  heldEdit('h3-species', PETS, 'pets should have a species (dog, cat, bird, other)', ['Pet.species=dog/cat/bird/other']),
  heldEdit('h3-drop-field', TASKS, 'drop the due date from tasks', ['-Task.due_date']),
  heldEdit('h3-gibberish', EVENTS, 'asdf qwerty', ['fail']),
];
