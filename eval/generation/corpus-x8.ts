/**
 * A study batch of edit prompts written in the seventh generation session before the edit grammar
 * was changed, the way owners type into app builders when they change an app: several clauses in one
 * prompt, several new entities in one clause, values in brackets, relations said as "each X should
 * have a Y", pages by purpose, renames, colours, sorting, required fields and field order, and
 * requests that must be refused whole. Dev split: its misses are read and tuned against; measured
 * once before any change (docs/benchmarks.md). Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x8 = edits('dev', 'x8');

const GYM = 'Gym membership app: members with a name, email and join date, classes with a name, a day and a capacity, and bookings of members onto classes.';
const SALON = 'Hair salon booking: clients, stylists and appointments with a date, a time and a service.';
const FARM_SHOP = 'Small farm shop: products with a name, a price and stock, and orders with a pickup date and a customer name.';
const HOMEWORK = 'School homework tracker: students, subjects and assignments with a due date and a grade.';
const CHARITY = 'Charity donations: donors with a name and email, and donations with an amount and a date.';
const BAND = 'My band: gigs with a venue, a date and a fee, and songs with a title and a length.';
const ELECTRICIAN = 'Electrician jobs: customers with an address and a phone, and jobs with a date, a description and a price.';
const SAAS = 'SaaS customer success: accounts with a plan and MRR, and support tickets with a subject and a status (open, pending, closed).';
const ALLOTMENT = 'Allotment society: plots with a number and a size, and plot holders with a name and a phone.';
const RECIPES = 'Recipe collection: recipes with a title, a cooking time and instructions.';

export const X8_EDIT_CASES: EditCase[] = [
  // ---- fields, types and values
  x8('membership-type', GYM, 'add a membership type to members (monthly, annual, student)', ['Member.type|membership_type=monthly/annual/student']),
  x8('instructor-room', GYM, 'classes need an instructor name and a room', ['+Class.instructor', '+Class.room']),
  x8('swap-capacity', GYM, 'remove the capacity from classes and add a duration in minutes', ['-Class.capacity', '+Class.duration:number|count']),
  x8('stylist-fields', SALON, 'stylists should have a name, a phone number and a specialty', ['+Stylist.name', '+Stylist.phone', '+Stylist.specialty']),
  x8('price-service', SALON, 'Add a price (in £) to appointments pls', ['+Appointment.price:money']),
  x8('organic', FARM_SHOP, 'products: add an organic yes/no and a category (veg, fruit, dairy, meat)', ['+Product.organic:bool', 'Product.category=veg/fruit/dairy/meat']),
  x8('weight', FARM_SHOP, 'i need to record the weight in kg for each product', ['+Product.weight:number']),
  x8('feedback', HOMEWORK, 'add teacher feedback to assignments as a long text', ['+Assignment.feedback:text']),
  x8('gift-aid', CHARITY, 'donors need a gift aid checkbox and a postcode', ['+Donor.gift_aid:bool', '+Donor.postcode']),
  x8('method', CHARITY, 'add payment method to donations - cash, card, bank transfer', ['Donation.method|payment_method=cash/card/bank_transfer']),
  x8('setlist-key', BAND, 'songs should have a key and a bpm', ['+Song.key', '+Song.bpm:number|count']),
  x8('renewal', SAAS, 'accounts: add a renewal date and a health score from 1 to 10', ['+Account.renewal:date', '+Account.health|health_score:number|count|rating']),
  // ---- several clauses
  x8('add-remove-rename', ELECTRICIAN, 'add an email to customers, remove the price from jobs and rename description to notes', [
    '+Customer.email:email',
    '-Job.price',
    '+Job.notes',
    '-Job.description',
  ]),
  x8('then-sort', RECIPES, 'add servings to recipes and then sort them by cooking time', ['+Recipe.servings:count|number', 'sort=Recipe.cooking']),
  x8('rename-and-colour', BAND, 'rename gigs to shows and make it red', ['+Show', '-Gig', 'theme=red|rose']),
  x8('fields-and-page', SAAS, 'add a priority (low, normal, urgent) to tickets and a page of urgent tickets', ['SupportTicket.priority=low/normal/urgent', 'page~urgent@value']),
  // ---- new entities, several in one clause
  x8('two-entities', RECIPES, 'add ingredients with a name and a unit, and tags with a name', ['+Ingredient', '+Ingredient.unit', '+Tag']),
  x8('entities-fields', ALLOTMENT, 'add inspections with a date and a result (pass, fail) and link them to plots', ['+Inspection', '+Inspection.date:date', 'Inspection.result=pass/fail', 'Inspection>Plot']),
  x8('suppliers', FARM_SHOP, 'we also need suppliers (name, phone, email) for the products', ['+Supplier', '+Supplier.phone', 'Product>Supplier']),
  x8('teachers-classes', HOMEWORK, 'add teachers and classes; every student belongs to a class and each class has a teacher', ['+Teacher', '+Class', 'Student>Class', 'Class>Teacher']),
  // ---- relations
  x8('plot-holder', ALLOTMENT, 'each plot should have a plot holder', ['Plot>PlotHolder|Plot>Holder']),
  x8('appointment-stylist', SALON, 'link appointments to stylists and clients', ['Appointment>Stylist', 'Appointment>Client']),
  x8('donation-donor', CHARITY, 'every donation comes from a donor', ['Donation>Donor']),
  x8('campaigns', CHARITY, 'donations should belong to a campaign', ['+Campaign', 'Donation>Campaign']),
  x8('setlists', BAND, 'add setlists - a setlist is for one gig and has many songs', ['+Setlist', 'Setlist>Gig', 'Setlist>Song']),
  // ---- pages by purpose
  x8('todays-appointments', SALON, "a page showing today's appointments", ['page~today@today']),
  x8('upcoming-gigs', BAND, 'I want to see upcoming gigs on their own page', ['page~upcoming@upcoming']),
  x8('low-stock', FARM_SHOP, 'can I get a page with the products that are low in stock', ['page~stock|low']),
  x8('overdue-homework', HOMEWORK, 'page for overdue assignments', ['page~overdue@overdue']),
  x8('pending-tickets', SAAS, 'make a page just for pending tickets', ['page~pending@value']),
  x8('top-donors', CHARITY, 'add a leaderboard of the biggest donations', ['page~leaderboard|top|biggest@top:amount']),
  // ---- renames
  x8('rename-app', GYM, 'call the app Iron Works Gym', ['name=Iron Works Gym']),
  x8('rename-entity', SALON, 'rename clients to customers everywhere', ['+Customer', '-Client']),
  x8('rename-field', GYM, 'rename join date to member since', ['+Member.member_since|since', '-Member.join_date']),
  // ---- theme, sort, required, order
  x8('dark', RECIPES, 'make it dark please', ['dark']),
  x8('header-green', ALLOTMENT, 'make the header green', ['theme=green|emerald']),
  x8('navy', SAAS, 'switch the colours to blue', ['theme=blue']),
  x8('sort-date', CHARITY, 'show the newest donations first', ['sort=Donation.-date']),
  x8('sort-alpha', GYM, 'sort members alphabetically by name', ['sort=Member.name']),
  x8('required-email', CHARITY, 'the donor email should be mandatory', ['req=Donor.email']),
  x8('required-two', ELECTRICIAN, 'make the job date required and the customer phone required too', ['req=Job.date', 'req=Customer.phone']),
  x8('order-first', ELECTRICIAN, 'move the phone field to the top on customers', ['order=Customer.phone<address']),
  // ---- refusals: nothing changes, the unplaced words are named
  x8('vague-pop', GYM, 'make it pop', ['fail']),
  x8('vague-login', SAAS, 'add stripe payments and login with google', ['fail']),
  x8('partly-vague', RECIPES, 'add a difficulty to recipes and make it go viral', ['fail']),
];
