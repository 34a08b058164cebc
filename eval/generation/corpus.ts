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
 *     rating, email, url, image, bool, enum, enum=a/b/c; `count|number` accepts either type; without a
 *     type only the name is checked;
 *   - `field>Target` (or just `>Target`) is a relation: the entity must reference Target, directly
 *     or through a join entity that references both.
 *
 * `split: 'heldout'` cases are never used while tuning the generator: they measure generalisation.
 */

import { BLIND_CREATE_CASES, BLIND_EDIT_CASES } from './corpus-blind.ts';
import { BLIND2_CREATE_CASES, BLIND2_EDIT_CASES } from './corpus-blind2.ts';
import { BLIND3_CREATE_CASES, BLIND3_EDIT_CASES } from './corpus-blind3.ts';
import { BLIND4_CREATE_CASES, BLIND4_EDIT_CASES } from './corpus-blind4.ts';
import { BLIND5_CREATE_CASES, BLIND5_EDIT_CASES } from './corpus-blind5.ts';
import { BLIND6_CREATE_CASES, BLIND6_EDIT_CASES } from './corpus-blind6.ts';
import { BLIND7_CREATE_CASES, BLIND7_EDIT_CASES } from './corpus-blind7.ts';
import { BLIND8_CREATE_CASES, BLIND8_EDIT_CASES } from './corpus-blind8.ts';
import { BLIND9_CREATE_CASES, BLIND9_EDIT_CASES } from './corpus-blind9.ts';
import { BLIND10_CREATE_CASES, BLIND10_EDIT_CASES } from './corpus-blind10.ts';
import { BLIND11_CREATE_CASES, BLIND11_EDIT_CASES } from './corpus-blind11.ts';
import { BLIND12_CREATE_CASES, BLIND12_EDIT_CASES } from './corpus-blind12.ts';
import { BLIND13_CREATE_CASES, BLIND13_EDIT_CASES } from './corpus-blind13.ts';
import { BLIND14_CREATE_CASES, BLIND14_EDIT_CASES } from './corpus-blind14.ts';
import { BLIND15_CREATE_CASES, BLIND15_EDIT_CASES } from './corpus-blind15.ts';
import { BLIND16_CREATE_CASES, BLIND16_EDIT_CASES } from './corpus-blind16.ts';
import { BLIND17_CREATE_CASES, BLIND17_EDIT_CASES } from './corpus-blind17.ts';
import { BLIND18_CREATE_CASES, BLIND18_EDIT_CASES } from './corpus-blind18.ts';
import { W1_CREATE_CASES } from './corpus-w1.ts';
import { W2_CREATE_CASES } from './corpus-w2.ts';
import { W3_CREATE_CASES } from './corpus-w3.ts';
import { W4_CREATE_CASES } from './corpus-w4.ts';
import { R5_CREATE_CASES } from './corpus-r5.ts';
import { R6_CREATE_CASES } from './corpus-r6.ts';
import { R7_CREATE_CASES } from './corpus-r7.ts';
import { R8_CREATE_CASES } from './corpus-r8.ts';
import { R9_CREATE_CASES } from './corpus-r9.ts';
import { R10_CREATE_CASES } from './corpus-r10.ts';
import { R11_CREATE_CASES } from './corpus-r11.ts';
import { R12_CREATE_CASES } from './corpus-r12.ts';
import { R13_CREATE_CASES } from './corpus-r13.ts';
import { R14_CREATE_CASES } from './corpus-r14.ts';
import { R15_CREATE_CASES } from './corpus-r15.ts';
import { R16_CREATE_CASES } from './corpus-r16.ts';
import { R17_CREATE_CASES } from './corpus-r17.ts';
import { R18_CREATE_CASES } from './corpus-r18.ts';
import { R19_CREATE_CASES } from './corpus-r19.ts';
import { R20_CREATE_CASES } from './corpus-r20.ts';
import { R21_CREATE_CASES } from './corpus-r21.ts';
import { G5_CREATE_CASES } from './corpus-g5.ts';
import { X5_EDIT_CASES } from './corpus-x5.ts';
import { X6_EDIT_CASES } from './corpus-x6.ts';
import { X7_EDIT_CASES } from './corpus-x7.ts';
import { X8_EDIT_CASES } from './corpus-x8.ts';
import { X9_EDIT_CASES } from './corpus-x9.ts';
import { X10_EDIT_CASES } from './corpus-x10.ts';
import { X11_EDIT_CASES } from './corpus-x11.ts';
import { X12_EDIT_CASES } from './corpus-x12.ts';
import { X13_EDIT_CASES } from './corpus-x13.ts';
import { X14_EDIT_CASES } from './corpus-x14.ts';
import { X15_EDIT_CASES } from './corpus-x15.ts';
import { X16_EDIT_CASES } from './corpus-x16.ts';
import { X17_EDIT_CASES } from './corpus-x17.ts';
import { X18_EDIT_CASES } from './corpus-x18.ts';
import { X19_EDIT_CASES } from './corpus-x19.ts';
import { X20_EDIT_CASES } from './corpus-x20.ts';
import { X21_EDIT_CASES } from './corpus-x21.ts';
import { X22_EDIT_CASES } from './corpus-x22.ts';
import { X23_EDIT_CASES } from './corpus-x23.ts';
import { X24_EDIT_CASES } from './corpus-x24.ts';
import { X25_EDIT_CASES } from './corpus-x25.ts';
import { X26_EDIT_CASES } from './corpus-x26.ts';
import { X27_EDIT_CASES } from './corpus-x27.ts';
import { X28_EDIT_CASES } from './corpus-x28.ts';
import { X29_EDIT_CASES } from './corpus-x29.ts';
import { X30_EDIT_CASES } from './corpus-x30.ts';
import { E5_CREATE_CASES } from './corpus-e5.ts';
import { E6_CREATE_CASES } from './corpus-e6.ts';
import { E7_CREATE_CASES } from './corpus-e7.ts';
import { E8_CREATE_CASES } from './corpus-e8.ts';
import { E9_CREATE_CASES } from './corpus-e9.ts';
import { E10_CREATE_CASES } from './corpus-e10.ts';
import { E11_CREATE_CASES } from './corpus-e11.ts';
import { E12_CREATE_CASES } from './corpus-e12.ts';
import { E13_CREATE_CASES } from './corpus-e13.ts';
import { E14_CREATE_CASES } from './corpus-e14.ts';
import { E15_CREATE_CASES } from './corpus-e15.ts';
import { E16_CREATE_CASES } from './corpus-e16.ts';
import { E17_CREATE_CASES } from './corpus-e17.ts';
import { E18_CREATE_CASES } from './corpus-e18.ts';
import { E19_CREATE_CASES } from './corpus-e19.ts';
import { E20_CREATE_CASES } from './corpus-e20.ts';
import { E21_CREATE_CASES } from './corpus-e21.ts';
import { E22_CREATE_CASES } from './corpus-e22.ts';
import { E23_CREATE_CASES } from './corpus-e23.ts';
import { E24_CREATE_CASES } from './corpus-e24.ts';
import { E25_CREATE_CASES } from './corpus-e25.ts';
import { E26_CREATE_CASES } from './corpus-e26.ts';
import { E27_CREATE_CASES } from './corpus-e27.ts';
import { E28_CREATE_CASES } from './corpus-e28.ts';
import { E29_CREATE_CASES } from './corpus-e29.ts';
import { E30_CREATE_CASES } from './corpus-e30.ts';
import { G6_CREATE_CASES } from './corpus-g6.ts';
import { G7_CREATE_CASES } from './corpus-g7.ts';
import { G8_CREATE_CASES } from './corpus-g8.ts';
import { G9_CREATE_CASES } from './corpus-g9.ts';
import { G10_CREATE_CASES } from './corpus-g10.ts';
import { G11_CREATE_CASES } from './corpus-g11.ts';
import { G12_CREATE_CASES } from './corpus-g12.ts';
import { G13_CREATE_CASES } from './corpus-g13.ts';
import { G14_CREATE_CASES } from './corpus-g14.ts';
import { G15_CREATE_CASES } from './corpus-g15.ts';
import { G16_CREATE_CASES } from './corpus-g16.ts';
import { G17_CREATE_CASES } from './corpus-g17.ts';
import { G18_CREATE_CASES } from './corpus-g18.ts';
import { G19_CREATE_CASES } from './corpus-g19.ts';
import { createCase, editCase } from './corpus-dsl.ts';

export type CreateCase = { id: string; split: 'dev' | 'heldout'; prompt: string; entities: Record<string, string> };

/**
 * Edit effects: `+Entity` exists, `-Entity` gone, `+Entity.field[:type]` field present (with type),
 * `-Entity.field` gone, `Entity.field=a/b/c` enum values include these, `Entity>Target` relation (`A>B|C>D` either pair, `A|B>C|D` any of these to any of those),
 * `page~word` a page whose path contains word (`page~word@kind[:field]`: a filtered list page with
 * that saved filter: overdue, today, week, month, upcoming, recent, value, top), `sort=Entity.field` (or
 * `Entity.-field`, `Entity.-` for newest first) the entity's list sorts so, `dark` a real dark mode, `theme=name`, `name=App Name`, `req=Entity.field` the field is required,
 * `order=Entity.a<b` field a comes before field b, `home~word` the home page's name contains word,
 * `default=Entity.field=value` the entity's list opens filtered to that value (the user can clear it),
 * `Entity|Alt.field` any of these entities has the field, `noop` (success and no
 * entity or page change), `fail` (must fail and change nothing).
 */
export type EditCase = { id: string; split: 'dev' | 'heldout'; base: string; prompt: string; expect: string[] };

const c = createCase;

export const CREATE_CASES: CreateCase[] = [
  ...BLIND_CREATE_CASES,
  ...BLIND2_CREATE_CASES,
  ...BLIND3_CREATE_CASES,
  ...BLIND4_CREATE_CASES,
  ...BLIND5_CREATE_CASES,
  ...BLIND6_CREATE_CASES,
  ...BLIND7_CREATE_CASES,
  ...BLIND8_CREATE_CASES,
  ...BLIND9_CREATE_CASES,
  ...BLIND10_CREATE_CASES,
  ...BLIND11_CREATE_CASES,
  ...BLIND12_CREATE_CASES,
  ...BLIND13_CREATE_CASES,
  ...BLIND14_CREATE_CASES,
  ...BLIND15_CREATE_CASES,
  ...BLIND16_CREATE_CASES,
  ...BLIND17_CREATE_CASES,
  ...BLIND18_CREATE_CASES,
  ...W1_CREATE_CASES,
  ...W2_CREATE_CASES,
  ...W3_CREATE_CASES,
  ...W4_CREATE_CASES,
  ...R5_CREATE_CASES,
  ...R6_CREATE_CASES,
  ...R7_CREATE_CASES,
  ...R8_CREATE_CASES,
  ...R9_CREATE_CASES,
  ...R10_CREATE_CASES,
  ...R11_CREATE_CASES,
  ...R12_CREATE_CASES,
  ...R13_CREATE_CASES,
  ...R14_CREATE_CASES,
  ...R15_CREATE_CASES,
  ...R16_CREATE_CASES,
  ...R17_CREATE_CASES,
  ...R18_CREATE_CASES,
  ...R19_CREATE_CASES,
  ...R20_CREATE_CASES,
  ...R21_CREATE_CASES,
  ...G5_CREATE_CASES,
  ...E5_CREATE_CASES,
  ...E6_CREATE_CASES,
  ...E7_CREATE_CASES,
  ...E8_CREATE_CASES,
  ...E9_CREATE_CASES,
  ...E10_CREATE_CASES,
  ...E11_CREATE_CASES,
  ...E12_CREATE_CASES,
  ...E13_CREATE_CASES,
  ...E14_CREATE_CASES,
  ...E15_CREATE_CASES,
  ...E16_CREATE_CASES,
  ...E17_CREATE_CASES,
  ...E18_CREATE_CASES,
  ...E19_CREATE_CASES,
  ...E20_CREATE_CASES,
  ...E21_CREATE_CASES,
  ...E22_CREATE_CASES,
  ...E23_CREATE_CASES,
  ...E24_CREATE_CASES,
  ...E25_CREATE_CASES,
  ...E26_CREATE_CASES,
  ...E27_CREATE_CASES,
  ...E28_CREATE_CASES,
  ...E29_CREATE_CASES,
  ...E30_CREATE_CASES,
  ...G6_CREATE_CASES,
  ...G7_CREATE_CASES,
  ...G8_CREATE_CASES,
  ...G9_CREATE_CASES,
  ...G10_CREATE_CASES,
  ...G11_CREATE_CASES,
  ...G12_CREATE_CASES,
  ...G13_CREATE_CASES,
  ...G14_CREATE_CASES,
  ...G15_CREATE_CASES,
  ...G16_CREATE_CASES,
  ...G17_CREATE_CASES,
  ...G18_CREATE_CASES,
  ...G19_CREATE_CASES,
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
  // ---- dev additions (fourth session, entities and relations): written blind, before running them
  c('d4-plumber', 'dev', "I'm a plumber and need an app to keep track of jobs. Each job is for a customer at an address, has a date, a description of the work, hours spent and the amount charged. I also want to log parts used on each job.", {
    Customer: 'name',
    Job: '>Customer, address, date:date, description:text, hours:number, amount:money',
    Part: 'name',
    '?PartUsage|UsedPart|JobPart|PartUse': '',
    'Job>Part|Part>Job': '',
  }),
  c('d4-electrician-quotes', 'dev', 'build me a quoting tool for an electrical contractor - quotes for clients with line items (description, quantity, unit price) and a status of draft, sent, accepted or rejected', {
    Client: 'name',
    Quote: '>Client, status:enum=draft/sent/accepted/rejected',
    'LineItem|Item|QuoteItem|QuoteLine': '>Quote, description, quantity:count, unit_price|price:money',
  }),
  c('d4-school-library', 'dev', 'school library: pupils borrow books, each loan has a due date and a returned flag. books have title, author and ISBN', {
    Pupil: 'name',
    Book: 'title, author, isbn',
    Loan: '>Pupil, >Book, due:date, returned:bool',
  }),
  c('d4-behaviour-log', 'dev', "we're a secondary school and want to log behaviour incidents. teachers record an incident for a student with the date, a category (late, disruption, bullying, other), a description and what action was taken", {
    Teacher: 'name',
    Student: 'name',
    Incident: '>Teacher, >Student, date:date, category:enum=late/disruption/bullying/other, description:text, action',
  }),
  c('d4-dental', 'dev', 'Dental practice appointments. Patients (name, date of birth, phone, insurance provider), dentists, and appointments with a treatment type and a cost', {
    Patient: 'name, birth:date, phone, insurance',
    Dentist: 'name',
    Appointment: '>Patient, >Dentist, treatment, cost:money',
  }),
  c('d4-vaccination', 'dev', 'vaccination clinic: nurses give vaccines to patients. record each dose with the vaccine, batch number, date given and the nurse', {
    Nurse: 'name',
    Patient: 'name',
    Vaccine: 'name',
    'Dose|Vaccination': '>Patient, >Vaccine, >Nurse, batch|batch_number, date:date',
  }),
  c('d4-soup-kitchen', 'dev', 'Non-profit soup kitchen. Each service has a date and number of meals served; volunteers sign up for services; local shops donate food (item, weight in kg, date).', {
    Service: 'date:date, meals:count',
    Volunteer: 'name',
    Shop: 'name',
    Donation: '>Shop, item, weight:number, date:date',
    'Volunteer>Service': '',
    '?Signup|SignUp|ServiceSignup|Registration|Assignment': '',
  }),
  c('d4-fun-run', 'dev', 'charity fun run: runners register for a race distance (5k, 10k, half marathon), collect sponsorship pledges from sponsors, and we record finish times', {
    Runner: 'name',
    Sponsor: 'name',
    'Pledge|Sponsorship': '>Runner, >Sponsor',
    '?Race|Registration|Entry|Result|Distance': '',
  }),
  c('d4-model-railway', 'dev', 'model railway club - members, their locomotives (manufacturer, scale, year, photo) and the layouts they run them on at club meets', {
    Member: 'name',
    Locomotive: 'manufacturer, scale, year:count, photo:image, >Member',
    Layout: 'name',
    '?Meet|Meeting': '',
  }),
  c('d4-birdwatching', 'dev', 'birdwatching log for our club: sightings of species at sites, with date, count and who saw it. species have a common name and latin name', {
    Sighting: '>Species, >Site, date:date, count:count',
    Species: 'common_name|common, latin_name|latin',
    Site: 'name',
    '?Member|Observer|Birder|Person': '',
  }),
  c('d4-courier', 'dev', 'courier dispatch: we have riders, and parcels picked up from senders and dropped at recipients. each delivery has a pickup time, delivery time, status (waiting, picked up, delivered) and a price', {
    Rider: 'name',
    Delivery: '>Rider, pickup:datetime, status:enum=waiting/picked_up/delivered, price:money',
    '?Parcel': '',
    '?Sender|Customer': '',
    '?Recipient': '',
  }),
  c('d4-warehouse-picking', 'dev', 'pick lists for our warehouse. orders come in with order lines (product, qty), pickers get assigned orders, and we record when each order was packed and shipped', {
    Order: '>Picker, packed:datetime, shipped:datetime',
    'OrderLine|Line|OrderItem': '>Order, >Product, qty|quantity:count',
    Product: 'name',
    Picker: 'name',
  }),
  c('d4-festival', 'dev', 'Music festival planner: stages, artists and performances. Each performance is an artist on a stage with a start time and set length in minutes. Also crew members assigned to stages.', {
    Stage: 'name',
    Artist: 'name',
    Performance: '>Artist, >Stage, start:datetime, length|minutes:count',
    'Crew|CrewMember': 'name',
    'Crew>Stage|CrewMember>Stage|Stage>Crew|Stage>CrewMember': '',
  }),
  c('d4-wedding-venue', 'dev', 'wedding venue enquiries: couples send an enquiry with their wedding date, guest numbers and budget; we follow up and turn some into bookings with a deposit', {
    Couple: 'name',
    Enquiry: '>Couple, wedding_date|date:date, guests:count, budget:money',
    Booking: '>Couple|Enquiry, deposit:money',
  }),
  c('d4-cattle', 'dev', "cattle farm: track each animal by ear tag, breed, birth date, sex and which field it's in. log vet treatments and weights over time", {
    'Animal|Cow|Cattle': 'tag|ear_tag, breed, birth:date, sex, >Field|Paddock',
    'Field|Paddock': 'name',
    Treatment: '>Animal|Cow|Cattle, date:date',
    'Weight|WeightRecord|Weighing|WeightLog': '>Animal|Cow|Cattle, weight:number',
  }),
  c('d4-orchard', 'dev', 'apple orchard harvest records: the orchard is split into blocks of trees by variety; pickers log bins picked per block per day', {
    Block: 'name',
    Picker: 'name',
    'Harvest|Pick|BinLog|Log|HarvestLog|Entry': '>Picker, >Block, bins:count, date|day:date',
    '?Orchard': '',
    '?Variety': '',
  }),
  c('d4-law-firm', 'dev', 'law firm matter management: clients, matters (case number, type, opened date, status), the lawyer responsible and time entries billed per matter with hours and rate', {
    Client: 'name',
    Matter: '>Client, >Lawyer, case_number|number, type, opened:date, status',
    Lawyer: 'name',
    'TimeEntry|Entry': '>Matter, hours:number, rate:money',
  }),
  c('d4-notary', 'dev', 'I need a simple app for a notary office: people come in to sign documents; each appointment has the client, the document type, a fee and whether ID was checked', {
    Client: 'name',
    Appointment: '>Client, document|document_type, fee:money, id_checked|checked:bool',
    '?Document|DocumentType|Person': '',
  }),
  c('d4-hoa', 'dev', 'homeowners association: households, annual fees paid per household, and a list of complaints submitted by residents about common areas', {
    Household: 'name|address',
    'Fee|Payment|Due': '>Household',
    Complaint: '>Resident',
    Resident: 'name',
    '?Area|CommonArea|Homeowner': '',
  }),
  c('d4-coworking', 'dev', 'coworking space: members rent desks or private offices monthly; track contracts with start date, monthly price and which desk', {
    Member: 'name',
    Desk: 'name|number',
    'Contract|Rental|Membership': '>Member, >Desk, start:date, price:money',
    '?Office': '',
  }),
  c('d4-holiday-let', 'dev', 'holiday cottage rentals - cottages (name, sleeps, weekly price, photos), guests and bookings with arrival and departure dates and a cleaning status', {
    Cottage: 'name, sleeps:count, price:money, photo:image',
    Guest: 'name',
    Booking: '>Cottage, >Guest, arrival:date, departure:date, cleaning',
  }),
  c('d4-basketball', 'dev', 'basketball team stats: players, games against opponents with date and final score, and per-game stats for each player (points, rebounds, assists)', {
    Player: 'name',
    Game: 'opponent, date:date, score',
    'Stat|PlayerStat|Statline|GameStat|Stats': '>Player, >Game, points:count, rebounds:count, assists:count',
    '?Opponent|Team': '',
  }),
  c('d4-swim-club', 'dev', 'swim club - swimmers with age group, coaches, training sessions and personal best times for each stroke', {
    Swimmer: 'name, age_group|age',
    Coach: 'name',
    'Session|TrainingSession': '>Coach',
    'PersonalBest|Best|Time|Record': '>Swimmer, stroke',
  }),
  c('d4-lab-samples', 'dev', 'research lab sample tracker: samples with ID, type (blood, tissue, DNA), collection date and freezer location; each sample comes from a study participant and belongs to a study', {
    Sample: 'type:enum=blood/tissue/dna, collection|collected:date, freezer|location, >Participant, >Study',
    Participant: 'name|code',
    Study: 'name|title',
  }),
  c('d4-lab-equipment', 'dev', 'Our lab shares equipment (microscopes, centrifuges). Researchers book equipment for time slots and report faults', {
    Researcher: 'name',
    Equipment: 'name',
    Booking: '>Researcher, >Equipment, start|slot:datetime',
    'Fault|FaultReport|Report': '>Equipment',
  }),
  c('d4-pantry', 'dev', "home pantry inventory: food items with quantity, expiry date and which shelf they're on; a shopping list of things to buy", {
    'Item|FoodItem|Food|PantryItem': 'name, quantity:count, expiry:date, shelf',
    'ShoppingItem|ShoppingListItem|ShoppingList|ListItem': 'name',
    '?Shelf|Location': '',
  }),
  c('d4-habits', 'dev', 'habit tracker. I want to define habits and tick them off each day, and see streaks', {
    Habit: 'name',
    'Checkin|CheckIn|Log|Entry|Completion|Tick|HabitLog': '>Habit, date:date',
    '?Streak': '',
  }),
  c('d4-baby-log', 'dev', 'baby log: feeds (time, breast or bottle, amount ml), nappy changes (time, wet/dirty) and sleeps with start and end', {
    Feed: 'time:datetime, type|method|kind:enum=breast/bottle, amount|ml:number',
    'NappyChange|Change|Nappy|Diaper': 'time:datetime, type|kind:enum=wet/dirty',
    Sleep: 'start:datetime, end:datetime',
  }),
  c('d4-garage', 'dev', 'car repair garage: customers bring in vehicles (registration, make, model). mechanics work on job cards with labour hours, parts cost and status', {
    Customer: 'name',
    Vehicle: 'registration|reg, make, model, >Customer',
    Mechanic: 'name',
    'JobCard|Job|Card': '>Vehicle, >Mechanic, hours|labour:number, parts|parts_cost:money, status',
  }),
  c('d4-cleaning-rota', 'dev', 'cleaning company scheduling. cleaners are assigned to client houses on a weekly rota; clients pay per visit', {
    Cleaner: 'name',
    Client: 'name, address',
    'Visit|Clean|Booking|Assignment': '>Cleaner, >Client|House|Property|Home, date|day',
    '?House|Property|Home|Rota|Payment': '',
  }),
  c('d4-scouts', 'dev', "Scout troop: scouts, their parents' contact details, badges they've earned (with date earned) and camps they sign up for", {
    Scout: 'name',
    'Parent|Guardian': 'name, phone|email|contact',
    Badge: 'name',
    Camp: 'name|location',
    'Scout>Parent|Parent>Scout|Scout>Guardian|Guardian>Scout': '',
    'Scout>Badge': '',
    'Scout>Camp': '',
    '?Award|BadgeAward|EarnedBadge|Achievement|ScoutBadge': '',
    '?Signup|CampSignup|Registration|Attendance': '',
  }),
  c('d4-choir', 'dev', 'choir: singers with voice part (soprano, alto, tenor, bass), songs in our repertoire, and concerts with the songs performed', {
    Singer: 'name, voice|part:enum=soprano/alto/tenor/bass',
    Song: 'title',
    Concert: 'date:date',
    'Concert>Song|Song>Concert': '',
    '?Performance|Setlist|ConcertSong': '',
  }),
  c('d4-climbing-gym', 'dev', 'App for a climbing gym:\n- members with membership type and expiry\n- routes set by route setters (grade, colour, wall)\n- members log their ascents', {
    Member: 'name, membership|type, expiry:date',
    Route: 'grade, colour|color, wall, >Setter|RouteSetter',
    'Setter|RouteSetter': 'name',
    'Ascent|Climb|Log': '>Member, >Route',
  }),
  c('d4-typo-cleaning', 'dev', 'an app for my cleanig bussiness to track customres, there adresses and the jobs we do for them with price', {
    Customer: 'name, address',
    Job: '>Customer, price:money',
  }),
  c('d4-befriending', 'dev', "We're a small charity that runs a befriending service for older people. Volunteers are matched with older people in their area, and they visit them once a week. We need to keep track of the matches, record every visit with the date and how it went, and keep notes on any concerns that need to be escalated to our coordinator.", {
    Volunteer: 'name',
    'OlderPerson|Person|Client|Senior|Elder|Befriendee|Resident': 'name',
    Match: '>Volunteer, >OlderPerson|Person|Client|Senior|Elder|Befriendee|Resident',
    Visit: '>Match|Volunteer, date:date',
    '?Concern|Note': '',
    '?Coordinator': '',
  }),
  c('d4-parking-permits', 'dev', 'parking permits for residents', {
    Permit: '>Resident',
    Resident: 'name',
    '?Vehicle|Car': '',
  }),
  c('d4-tutor-finder', 'dev', 'build me a site where parents can find tutors by subject and leave reviews', {
    Parent: 'name',
    Tutor: 'name',
    Subject: 'name',
    Review: '>Parent, >Tutor',
    'Tutor>Subject|Subject>Tutor': '',
  }),
  c('d4-football-kit', 'dev', 'I need to track football kit lent to players - shirts with number and size, who has which shirt and when it was returned', {
    Player: 'name',
    Shirt: 'number:count, size',
    'Loan|Assignment|Checkout|Lending': '>Player, >Shirt, returned:date',
    '?Kit': '',
  }),
  c('d4-comedy-tickets', 'dev', 'ticket sales for our comedy nights: shows with date, comedian lineup and ticket price; customers buy tickets', {
    Show: 'date:date, price:money',
    Comedian: 'name',
    'Show>Comedian|Comedian>Show': '',
    Customer: 'name',
    Ticket: '>Show, >Customer',
    '?Lineup|Slot|Performance': '',
  }),
  c('d4-mentoring', 'dev', 'mentoring programme: mentors and mentees are paired up, and each pair meets monthly; log the meetings with date and topics discussed', {
    Mentor: 'name',
    Mentee: 'name',
    'Pair|Pairing|Match|Mentorship': '>Mentor, >Mentee',
    Meeting: '>Pair|Pairing|Match|Mentorship, date:date, topics|topic:text',
  }),
  // ---- f4: field-rich requests (written blind, before running them), varied phrasing
  c('f4-hardware-inventory', 'dev', `Inventory app for my hardware store.
- Products: name, SKU, category, unit price, quantity on hand, reorder level, supplier
- Suppliers: company name, contact person, phone, email, website
- Stock movements: product, date, quantity, type (in, out, adjustment) and a note`, {
    Product: 'name, sku, category, unit_price|price:money, quantity|on_hand:count, reorder_level|reorder:count, >Supplier',
    Supplier: 'company_name|name, contact_person|contact, phone, email:email, website:url',
    'StockMovement|Movement': '>Product, date:date, quantity:count, type:enum=in/out/adjustment, note:text',
  }),
  c('f4-hr-leave', 'dev', 'HR system for a 40-person company. For every employee I need to record their full name, job title, department, work email, phone number, start date, annual salary, manager and whether they work remotely. Departments have a name and a budget. Employees request leave: type of leave (vacation, sick, parental), start date, end date, number of days and a status of pending, approved or rejected.', {
    Employee: 'full_name|name, job_title|title, >Department, work_email|email:email, phone, start_date:date, salary:money, remote:bool',
    Department: 'name, budget:money',
    'LeaveRequest|Leave|Request': '>Employee, leave_type|type:enum=vacation/sick/parental, start_date|start:date, end_date|end:date, days:count, status:enum=pending/approved/rejected',
    '?Manager': '',
  }),
  c('f4-physio-patients', 'dev', 'Small physiotherapy clinic. Patients: first name, last name, date of birth, phone, email, insurance provider, policy number, and medical history notes. Appointments are booked with a therapist at a specific date and time, and have a fee and a paid checkbox. Therapists have a name, specialty and a profile photo.', {
    Patient: 'first_name, last_name, date_of_birth|birth:date, phone, email:email, insurance|provider, policy_number|policy, history|notes:text',
    Appointment: '>Patient, >Therapist, date|time|start:datetime, fee:money, paid:bool',
    Therapist: 'name, specialty, photo:image',
  }),
  c('f4-festival-tickets', 'dev', "we're running a music festival and need an app to sell tickets. each ticket type has a name, price, number available and sale end date. buyers give their name, email and phone. orders record the buyer, ticket type, quantity, total amount, payment status and when it was placed", {
    'TicketType|Ticket': 'name, price:money, available|number:count, sale_end|end:date',
    'Buyer|Customer|Attendee': 'name, email:email, phone',
    Order: '>Buyer|Customer|Attendee, >TicketType|Ticket, quantity:count, total|amount:money, payment_status|status:enum, placed|when|date:datetime',
  }),
  c('f4-agency-crm', 'dev', 'A CRM for our agency: Companies (name, industry, website, annual revenue, number of employees), Contacts (name, email, phone, job title, LinkedIn URL, company) and Deals (title, value, expected close date, stage: lead, qualified, proposal, won, lost, probability %, owner).', {
    Company: 'name, industry, website:url, revenue|annual_revenue:money, employees:count',
    Contact: 'name, email:email, phone, job_title|title, linkedin:url, >Company',
    Deal: 'title, value:money, close_date|close:date, stage:enum=lead/qualified/proposal/won/lost, probability:number, owner',
  }),
  c('f4-secondary-grades', 'dev', 'for a secondary school: students (name, year group, tutor group, date of birth, parent email), subjects (name, teacher), and grades — each grade has the student, the subject, the term (autumn, spring, summer), a score out of 100 and teacher comments', {
    Student: 'name, year_group|year, tutor_group|tutor, date_of_birth|birth:date, parent_email|email:email',
    Subject: 'name, teacher',
    Grade: '>Student, >Subject, term:enum=autumn/spring/summer, score:number, comments|comment:text',
  }),
  c('f4-property-listings', 'dev', "Real estate listings site. Each property has an address, city, asking price, number of bedrooms, number of bathrooms, square footage, property type (house, flat, bungalow), listing date, a main photo, a long description and whether it's sold. Agents have a name, phone, email and headshot. Buyers can book viewings for a date and time.", {
    'Property|Listing': 'address, city, asking_price|price:money, bedrooms:count, bathrooms:count, square_footage|footage|sqft:number, property_type|type:enum=house/flat/bungalow, listing_date|listed:date, photo:image, description:text, sold:bool',
    Agent: 'name, phone, email:email, headshot|photo:image',
    Viewing: '>Property|Listing, date|time:datetime',
    '?Buyer': '',
  }),
  c('f4-studio-members', 'dev', `fitness studio membership tracker

members: name, email, mobile, membership plan, join date, expiry date, emergency contact, profile picture
plans: name, monthly fee, classes per week, description
check-ins: member + time they arrived`, {
    Member: 'name, email:email, mobile|phone, >Plan|MembershipPlan, join_date|join:date, expiry|expiry_date:date, emergency_contact|emergency, picture|photo:image',
    'Plan|MembershipPlan': 'name, monthly_fee|fee:money, classes_per_week|classes:count, description:text',
    'CheckIn|Checkin|Visit': '>Member, time|arrived:datetime',
  }),
  c('f4-restaurant-orders', 'dev', 'Restaurant ordering: menu items with name, description, price, category (starters, mains, desserts, drinks), spicy yes/no, vegetarian yes/no and an image. Tables have a number and seats. Orders are for a table, have a status (open, served, paid), a tip and the time ordered.', {
    'MenuItem|Item|Dish': 'name, description:text, price:money, category:enum=starters/mains/desserts/drinks, spicy:bool, vegetarian:bool, image:image',
    Table: 'number, seats:count',
    Order: '>Table, status:enum=open/served/paid, tip:money, time|ordered:datetime',
  }),
  c('f4-phone-repairs', 'dev', 'phone repair shop job tracker. each repair job records the customer, device model, IMEI, fault description, quote amount, deposit taken, date received, promised by date, technician, and status (received / diagnosing / waiting for parts / ready / collected)', {
    'Job|RepairJob|Repair': '>Customer, device|model, imei, fault|description:text, quote|amount:money, deposit:money, received|date_received:date, promised:date, technician, status:enum=received/diagnosing/waiting_for_parts/ready/collected',
    Customer: 'name',
    '?Technician': '',
  }),
  c('f4-my-subscriptions', 'dev', "I want to keep track of all my subscriptions (Netflix, gym, software etc). For each one: service name, monthly cost, billing cycle (monthly or yearly), next payment date, the card it's charged to, category, website, and whether I still use it.", {
    Subscription: 'name|service, cost|monthly_cost:money, billing_cycle|cycle:enum=monthly/yearly, next_payment|payment_date:date, card, category, website:url, use|used:bool',
    '?Card': '',
  }),
  c('f4-wedding-guests', 'dev', 'Wedding planner: guest list with name, household, email, RSVP (yes, no, maybe), meal choice (beef, fish, vegetarian), plus-one allowed, table number and dietary notes. Vendors: business name, service, contact email, quoted price, deposit paid, balance due date.', {
    Guest: 'name, household, email:email, rsvp:enum=yes/no/maybe, meal_choice|meal:enum=beef/fish/vegetarian, plus_one:bool, table_number|table, dietary_notes|dietary|notes:text',
    Vendor: 'business_name|name, service, email:email, quoted_price|price|quote:money, deposit_paid|deposit:bool, due:date',
  }),
  c('f4-garage-service', 'dev', 'Garage workshop management – customers have vehicles (registration plate, make, model, year, mileage, colour). Service records: vehicle, service date, work done, parts cost, labour hours, total price, mechanic, next service due.', {
    Customer: 'name',
    'Vehicle|Car': 'registration|plate, make, model, year:count, mileage:number, colour|color, >Customer',
    'ServiceRecord|Service|Record': '>Vehicle|Car, service_date|date:date, work_done|work:text, parts_cost|parts:money, labour_hours|hours:number, total_price|total|price:money, mechanic, next_service|next|due:date',
  }),
  c('f4-freelance-time', 'dev', 'Time tracking for freelancers: clients (name, contact email, hourly rate, currency), projects (name, client, budget, deadline, status active/paused/finished), and time entries (project, date, hours, description, billable or not).', {
    Client: 'name, email:email, hourly_rate|rate:money, currency',
    Project: 'name, >Client, budget:money, deadline:date, status:enum=active/paused/finished',
    'TimeEntry|Entry': '>Project, date:date, hours:number, description:text, billable:bool',
  }),
  c('f4-school-library', 'dev', 'school library: books have title, author, ISBN, genre, publication year, cover image and number of copies. Pupils borrow books; each loan has a borrow date, due date, returned date and a late fee.', {
    Book: 'title, author, isbn, genre, publication_year|year:count, cover|cover_image:image, copies:count',
    Pupil: 'name',
    Loan: '>Book, >Pupil, borrow_date|borrowed:date, due_date|due:date, returned|returned_date:date, late_fee|fee:money',
  }),
  c('f4-barn-venue', 'dev', "We rent out our barn as an event venue. I need to manage enquiries and bookings. An enquiry comes in with the person's name, email, phone, the event date, the type of event (wedding, party, corporate), estimated number of guests and their message. Once confirmed it becomes a booking with the agreed price, the deposit amount, whether the deposit has been received, and the final balance.", {
    'Enquiry|Inquiry': 'name, email:email, phone, event_date|date:date, event_type|type:enum=wedding/party/corporate, guests:count, message:text',
    Booking: 'agreed_price|price:money, deposit_amount|deposit:money, received|deposit_received:bool, balance|final_balance:money',
  }),
  c('f4-dog-grooming', 'dev', 'dog grooming salon app pls. need to store dogs (name, breed, size small/medium/large, temperment notes, owner) and owners with phone + email. grooming appointments with date n time, service type (bath, full groom, nail trim), price and if they were a no-show', {
    Dog: 'name, breed, size:enum=small/medium/large, temperment|notes:text, >Owner',
    Owner: 'name, phone, email:email',
    Appointment: '>Dog, date|time:datetime, service_type|service:enum=bath/full_groom/nail_trim, price:money, no_show:bool',
  }),
  c('f4-work-orders', 'dev', 'Facilities team needs a work order system. Work orders: title, building, floor, room, description, priority (low, normal, urgent), reported by, assigned technician, date reported, target completion date, estimated cost, actual cost, photo of the problem.', {
    'WorkOrder|Order': 'title, building, floor, room, description:text, priority:enum=low/normal/urgent, reported_by|reporter, technician|assigned, date_reported|reported_on|reported_at:date, completion|target:date, estimated_cost|estimated:money, actual_cost|actual:money, photo:image',
    '?Building|Technician|Room': '',
  }),
  c('f4-online-courses', 'dev', 'Online course platform. Courses: title, slug, short summary, full description, price, level (beginner/intermediate/advanced), duration in hours, thumbnail, published. Lessons belong to a course and have a title, video url, sort order and length in minutes. Students enroll in courses and we track progress percent and completion date.', {
    Course: 'title, slug, summary:text, description:text, price:money, level:enum=beginner/intermediate/advanced, duration|hours:number, thumbnail:image, published:bool',
    Lesson: '>Course, title, video|video_url:url, sort_order|order|position:count, length|minutes:count',
    Student: 'name',
    'Enrollment|Enrolment': '>Student, >Course, progress:number, completion|completion_date:date',
  }),
  c('f4-charity-donors', 'dev', 'Charity donor management. Donors: name, email, address, phone, preferred contact method (email, phone, post), gift aid eligible, first donation date. Donations: donor, amount, date received, campaign, payment method (card, cash, cheque, bank transfer), recurring or one-off. Campaigns have a name, goal amount, start and end dates.', {
    Donor: 'name, email:email, address, phone, contact_method|preferred_contact:enum=email/phone/post, gift_aid:bool, first_donation|donation_date:date',
    Donation: '>Donor, amount:money, date|received:date, >Campaign, payment_method|method:enum=card/cash/cheque/bank_transfer, recurring',
    Campaign: 'name, goal|goal_amount:money, start|start_date:date, end|end_date:date',
  }),
  c('f4-simple-pm', 'dev', 'Simple project management. Each project has a name, a client, a start date, a due date and a budget. Each task has a title, description, assignee, estimate in hours, due date, priority and a done checkbox. Team members have a name, role, email and avatar.', {
    Project: 'name, client, start_date|start:date, due_date|due:date, budget:money',
    Task: 'title, description:text, assignee, estimate|hours:number, due|due_date:date, priority:enum, done:bool, >Project',
    'Member|TeamMember': 'name, role, email:email, avatar:image',
    '?Client': '',
  }),
  c('f4-landlord-flats', 'dev', 'Landlord app: I own 6 flats. For every flat I need to record the address, monthly rent, deposit held, number of bedrooms, furnished or unfurnished, and the current tenant. Tenants: name, phone, email, lease start, lease end. Rent payments: tenant, amount paid, payment date, month it covers, and late (y/n).', {
    'Flat|Apartment|Property': 'address, rent|monthly_rent:money, deposit:money, bedrooms:count, furnished, >Tenant',
    Tenant: 'name, phone, email:email, lease_start:date, lease_end:date',
    'Payment|RentPayment': '>Tenant, amount|amount_paid:money, payment_date|date:date, month, late:bool',
  }),
  c('f4-vaccinations', 'dev', 'vaccination records for a pediatric clinic: children (name, DOB, guardian name, guardian phone), vaccines (name, manufacturer, doses required, interval in days) and doses given (child, vaccine, date given, batch number, administered by, reaction notes)', {
    'Child|Patient': 'name, dob|birth:date, guardian_name|guardian, guardian_phone|phone',
    Vaccine: 'name, manufacturer, doses|doses_required:count, interval|interval_days:count',
    'Dose|Vaccination|DoseGiven': '>Child|Patient, >Vaccine, date|given:date, batch|batch_number, administered_by|administered, reaction|notes:text',
  }),
  c('f4-food-truck', 'dev', 'Food truck schedule & sales. Locations: name, address, latitude, longitude. Stops: location, date, arrival time, departure time, expected footfall. Sales: stop, item, units sold, unit price, and payment type card/cash.', {
    Location: 'name, address, latitude:number, longitude:number',
    Stop: '>Location, date:date, arrival|arrival_time:datetime, departure|departure_time:datetime, footfall|expected_footfall:count',
    Sale: '>Stop, item, units|units_sold:count, unit_price|price:money, payment_type|payment:enum=card/cash',
    '?Item': '',
  }),
  c('f4-housekeeping', 'dev', 'Housekeeping app for a hotel: rooms have a room number, floor, room type (standard, deluxe, suite), max occupancy, and cleaning status (clean, dirty, inspected, out of order). Housekeepers are assigned rooms each day; a cleaning task has the room, housekeeper, date, started at, finished at and notes.', {
    Room: 'room_number|number, floor, room_type|type:enum=standard/deluxe/suite, max_occupancy|occupancy:count, cleaning_status|status:enum=clean/dirty/inspected/out_of_order',
    Housekeeper: 'name',
    'CleaningTask|Task|Cleaning': '>Room, >Housekeeper, date:date, started|started_at:datetime, finished|finished_at:datetime, notes:text',
  }),
  c('f4-job-hunt', 'dev', 'Job hunt tracker. For each application: company, role title, job posting link, salary range, location, date applied, stage (applied, phone screen, interview, offer, rejected), recruiter name, recruiter email, next step date and notes. Also rate how excited I am from 1 to 5.', {
    Application: 'company, role|title, link|posting:url, salary|salary_range, location, applied|date_applied:date, stage:enum=applied/phone_screen/interview/offer/rejected, recruiter|recruiter_name, recruiter_email|email:email, next_step|next:date, notes:text, excited|excitement:rating',
    '?Company': '',
  }),
  c('f4-plumbing-quotes', 'dev', `Quoting tool for my plumbing business
* Customers – name, address, postcode, phone, email
* Quotes – customer, job description, labour cost, materials cost, VAT rate, total, valid until, accepted?
* Jobs – quote, scheduled date, completed date, invoice sent (yes/no), paid amount`, {
    Customer: 'name, address, postcode, phone, email:email',
    Quote: '>Customer, description|job_description:text, labour|labour_cost:money, materials|materials_cost:money, vat|vat_rate:number, total:money, valid_until|valid:date, accepted:bool',
    Job: '>Quote, scheduled|scheduled_date:date, completed|completed_date:date, invoice_sent|sent:bool, paid|paid_amount:money',
  }),
  c('f4-conference-talks', 'dev', 'Conference app: speakers (name, bio, company, twitter handle, headshot), talks (title, abstract, speaker, track: frontend/backend/devops, room, start time, duration in minutes, slides URL), and attendees who can rate talks 1-5 stars with an optional comment.', {
    Speaker: 'name, bio:text, company, twitter|handle, headshot:image',
    Talk: 'title, abstract:text, >Speaker, track:enum=frontend/backend/devops, room, start|start_time:datetime, duration|minutes:count, slides|slides_url:url',
    Attendee: 'name',
    '?Rating|Review|TalkRating': 'stars|rating|score:rating, comment:text',
    'Attendee>Talk': '',
  }),
  c('f4-smallholding', 'dev', 'Smallholding record keeping. Animals: tag number, name, species (goat, sheep, pig, chicken), breed, sex (male/female), date of birth, weight in kg, purchase price, and a picture. Health events: animal, date, treatment, vet, cost, withdrawal period in days.', {
    Animal: 'tag|tag_number, name, species:enum=goat/sheep/pig/chicken, breed, sex:enum=male/female, birth|date_of_birth:date, weight:number, purchase_price|price:money, picture|photo:image',
    'HealthEvent|Event|Treatment': '>Animal, date:date, treatment, vet, cost:money, withdrawal|withdrawal_period:count',
  }),
  c('f4-film-gear', 'dev', 'Film school equipment checkout. Gear items: name, category (camera, lens, audio, lighting), serial number, replacement value, condition, image. Students check out gear: who, which item, checkout time, due back time, returned (yes/no), damage notes.', {
    'Item|GearItem|Gear|Equipment': 'name, category:enum=camera/lens/audio/lighting, serial|serial_number, replacement_value|value:money, condition, image:image',
    Student: 'name',
    'Checkout|Loan': '>Student, >Item|GearItem|Gear|Equipment, checkout_time|checkout:datetime, due|due_back:datetime, returned:bool, damage|damage_notes:text',
  }),
  c('f4-nail-salon', 'dev', 'i need something for my nail salon to keep track of clients and their appointments and the products we sell each client has a name phone number birthday and allergies each appointment has a client a technician a service a date and time a price and a tip and products have a name brand colour price and stock', {
    Client: 'name, phone, birthday:date, allergies:text',
    Appointment: '>Client, technician, service, date|time:datetime, price:money, tip:money',
    Product: 'name, brand, colour|color, price:money, stock:count',
  }),
  c('f4-it-helpdesk', 'dev', 'Internal IT helpdesk: staff raise tickets with a subject, a description, a category of hardware, software, network or access, and an urgency. Each ticket has a status of open, in progress, waiting on user or closed, an assigned engineer, the time it was opened and the time it was resolved, and a satisfaction score from 1 to 5 once closed.', {
    Ticket: 'subject, description:text, category:enum=hardware/software/network/access, urgency:enum, status:enum=open/in_progress/waiting_on_user/closed, engineer|assigned, opened|opened_at:datetime, resolved|resolved_at:datetime, satisfaction|score:rating',
    '?Staff|Employee|User|Engineer|StaffMember': '',
  }),
  c('f4-podcast-production', 'dev', 'podcast production tracker — episodes with number, title, guest, recording date, release date, length (minutes), audio file link, show notes, and status (idea, recorded, edited, published). guests: name, email, website, bio, photo', {
    Episode: 'number:count, title, >Guest, recording_date|recording:date, release_date|release:date, length|minutes:count, audio|link:url, show_notes|notes:text, status:enum=idea/recorded/edited/published',
    Guest: 'name, email:email, website:url, bio:text, photo:image',
  }),
  c('f4-cleaning-company', 'dev', 'Cleaning company scheduling: clients with address, access instructions, key code and how often they want cleaning (weekly, fortnightly, monthly). Cleaners with name, phone, hourly wage. Visits: client, cleaner, date, start time, hours spent, amount charged, and whether the client was satisfied.', {
    Client: 'name, address, instructions|access_instructions:text, key_code|code, frequency|how_often|often:enum=weekly/fortnightly/monthly',
    Cleaner: 'name, phone, wage|hourly_wage:money',
    Visit: '>Client, >Cleaner, date:date, start|start_time:datetime, hours|hours_spent:number, amount|charged:money, satisfied:bool',
  }),
  c('f4-outbound-shipments', 'dev', 'Warehouse outbound shipments: each shipment has an order reference, customer, carrier (DHL, UPS, FedEx), tracking number, number of parcels, total weight, shipping cost, dispatched at, delivered on and a signed-for boolean.', {
    Shipment: 'order_reference|reference, customer, carrier:enum=dhl/ups/fedex, tracking|tracking_number, parcels:count, weight|total_weight:number, shipping_cost|cost:money, dispatched|dispatched_at:datetime, delivered|delivered_on:date, signed:bool',
    '?Customer|Carrier': '',
  }),
  c('f4-cover-band', 'dev', 'For my cover band: songs (title, artist, key, tempo bpm, length mm:ss, lead singer, lyrics link), gigs (venue, date, fee, load-in time) and setlists linking gigs to songs in order.', {
    Song: 'title, artist, key, tempo|bpm:number, length|duration, singer|lead_singer, lyrics|lyrics_link:url',
    Gig: 'venue, date:date, fee:money, load_in|load_in_time:datetime',
    '?Setlist|SetlistSong|SetlistEntry': '',
    'Gig>Song|Song>Gig': '',
  }),
  c('f4-house-plants', 'dev', 'Track the plants in my flat: name, species, location in the house, how often to water (in days), last watered date, sunlight needs (full sun, partial shade, shade), and a photo.', {
    Plant: 'name, species, location, water|watering:count, last_watered|watered:date, sunlight|sunlight_needs:enum=full_sun/partial_shade/shade, photo:image',
  }),
  c('f4-expense-claims', 'dev', 'Staff expense claims: an employee with a name and department submits claims with a date, a merchant, an amount, a currency, a category (travel, meals, accommodation, other), a receipt photo and a description; a manager approves or rejects them and we record when it was reimbursed.', {
    Employee: 'name, department',
    'Claim|ExpenseClaim|Expense': '>Employee, date:date, merchant, amount:money, currency, category:enum=travel/meals/accommodation/other, receipt|receipt_photo:image, description:text, reimbursed|reimbursed_at:date',
    '?Manager|Department': '',
  }),
  // ---- dev additions (fourth session, second batch): written blind after the first fixes, to check they generalise
  c('d5-roofing', 'dev', 'We are a roofing company. Keep track of customers, the properties we work on, quotes we send and the jobs that follow, plus which crew did each job.', {
    Customer: 'name',
    Property: 'address|name, >Customer',
    Quote: '>Customer|Property',
    Job: '>Property|Quote|Customer, >Crew',
    Crew: 'name',
  }),
  c('d5-after-school', 'dev', 'after school club register - kids, the parents who pick them up, and daily sign in / sign out times', {
    'Kid|Child': 'name, >Parent',
    Parent: 'name',
    'Attendance|SignIn|Visit|Register|Checkin': '>Kid|Child, sign_in|in:datetime',
  }),
  c('d5-clinic-referrals', 'dev', 'GP referrals: doctors refer patients to specialists; each referral has a reason, an urgency (routine, urgent) and a date', {
    Doctor: 'name',
    Patient: 'name',
    Specialist: 'name',
    Referral: '>Doctor, >Patient, >Specialist, reason, urgency:enum=routine/urgent, date:date',
  }),
  c('d5-food-bank', 'dev', 'Food bank: households register for food parcels, volunteers pack the parcels, and we record donations from supermarkets', {
    Household: 'name',
    Parcel: '>Household, >Volunteer',
    Volunteer: 'name',
    Donation: '>Supermarket',
    Supermarket: 'name',
  }),
  c('d5-cricket', 'dev', 'village cricket club: players, fixtures against other clubs, and who is selected for each fixture', {
    Player: 'name',
    Fixture: 'opponent|club, date:date',
    '?Club|Opponent': '',
    '?Selection|TeamSheet|Squad': '',
    'Player>Fixture': '',
  }),
  c('d5-lab-animals', 'dev', 'research lab mouse colony: cages, mice in each cage with strain, sex and date of birth, and the experiments each mouse is used in', {
    Cage: 'name|number',
    Mouse: 'strain, sex, birth:date, >Cage',
    Experiment: 'name|title',
    'Mouse>Experiment|Experiment>Mouse': '',
  }),
  c('d5-moving', 'dev', 'removals company: customers book a move from one address to another on a date; we assign a van and two movers to each move', {
    Customer: 'name',
    Move: '>Customer, from|origin, to|destination, date:date, >Van',
    Van: 'name|registration',
    Mover: 'name',
    'Move>Mover|Mover>Move': '',
  }),
  c('d5-court-cases', 'dev', 'legal aid clinic: clients come with cases; each case is handled by a volunteer solicitor and has hearings with dates and outcomes', {
    Client: 'name',
    Case: '>Client, >Solicitor|Volunteer',
    'Solicitor|Volunteer': 'name',
    Hearing: '>Case, date:date, outcome',
  }),
  c('d5-property-viewings', 'dev', 'letting agent: landlords own flats, tenants apply for flats, and we arrange viewings', {
    Landlord: 'name',
    Flat: '>Landlord',
    Tenant: 'name',
    Application: '>Tenant, >Flat',
    Viewing: '>Flat',
  }),
  c('d5-hockey-training', 'dev', 'I coach under 12s hockey. I need to keep a list of the kids, which training sessions they came to and their parents contact numbers', {
    'Kid|Player|Child': 'name, phone|contact|parent',
    'Session|TrainingSession': 'date:date',
    '?Attendance': '',
    'Kid>Session|Player>Session|Child>Session': '',
    '?Parent': '',
  }),
  c('d5-seed-library', 'dev', 'seed library: members borrow seed packets and return seeds from their harvest; packets have a variety, a quantity and a year', {
    Member: 'name',
    'Packet|SeedPacket': 'variety, quantity:count, year:count',
    'Loan|Borrowing': '>Member, >Packet|SeedPacket',
    '?Return|Harvest': '',
  }),
  c('d5-conference-papers', 'dev', 'Authors submit papers to our workshop, reviewers are assigned papers and write reviews with a score', {
    Author: 'name',
    Paper: '>Author',
    Reviewer: 'name',
    Review: '>Paper, >Reviewer, score:rating',
  }),
  c('d5-vineyard', 'dev', 'vineyard: we have parcels of vines, each parcel has a grape variety and area in hectares. pickers record the kilos harvested per parcel each day', {
    Parcel: 'variety, area:number',
    Picker: 'name',
    'Harvest|Pick|Record|Entry': '>Parcel, >Picker, kilos|kg:number, date|day:date',
  }),
  c('d5-film-club', 'dev', 'film society: members vote on films to screen; screenings have a date and a film', {
    Member: 'name',
    Film: 'title',
    Screening: 'date:date, >Film',
    Vote: '>Member, >Film',
  }),
  c('d5-pet-sitting', 'dev', 'pet sitting: owners book sitters for their pets while they are away. each booking covers one or more pets and has start and end dates', {
    Owner: 'name',
    Sitter: 'name',
    Pet: 'name, >Owner',
    Booking: '>Owner, >Sitter, start:date, end:date',
    'Booking>Pet|Pet>Booking': '',
  }),
];

const e = editCase;

const INVOICES = 'Freelance invoicing with clients and invoices. Invoices have a number, amount and due date.';
const RECIPES = 'A recipe collection: recipes with title, ingredients and cooking time, grouped into categories.';
const LOANS = 'a lending library for our office: books, members and loans with a due date';
const TASKS = 'Task manager with projects and tasks. Tasks have a title, due date and priority.';
const EVENTS = 'Event management: events with a date and venue, and attendees who register for events.';
const SHOP = 'A small shop with products (name, price, stock) and orders from customers.';
const GYM = 'Members book classes at our gym; classes have a start time and a capacity.';
const PETS = 'Vet clinic with owners, pets and visits';

export const EDIT_CASES: EditCase[] = [
  ...BLIND_EDIT_CASES,
  ...BLIND2_EDIT_CASES,
  ...BLIND3_EDIT_CASES,
  ...BLIND4_EDIT_CASES,
  ...BLIND5_EDIT_CASES,
  ...BLIND6_EDIT_CASES,
  ...BLIND7_EDIT_CASES,
  ...BLIND8_EDIT_CASES,
  ...BLIND9_EDIT_CASES,
  ...BLIND10_EDIT_CASES,
  ...BLIND11_EDIT_CASES,
  ...BLIND12_EDIT_CASES,
  ...BLIND13_EDIT_CASES,
  ...BLIND14_EDIT_CASES,
  ...BLIND15_EDIT_CASES,
  ...BLIND16_EDIT_CASES,
  ...BLIND17_EDIT_CASES,
  ...BLIND18_EDIT_CASES,
  ...X5_EDIT_CASES,
  ...X6_EDIT_CASES,
  ...X7_EDIT_CASES,
  ...X8_EDIT_CASES,
  ...X9_EDIT_CASES,
  ...X10_EDIT_CASES,
  ...X11_EDIT_CASES,
  ...X12_EDIT_CASES,
  ...X13_EDIT_CASES,
  ...X14_EDIT_CASES,
  ...X15_EDIT_CASES,
  ...X16_EDIT_CASES,
  ...X17_EDIT_CASES,
  ...X18_EDIT_CASES,
  ...X19_EDIT_CASES,
  ...X20_EDIT_CASES,
  ...X21_EDIT_CASES,
  ...X22_EDIT_CASES,
  ...X23_EDIT_CASES,
  ...X24_EDIT_CASES,
  ...X25_EDIT_CASES,
  ...X26_EDIT_CASES,
  ...X27_EDIT_CASES,
  ...X28_EDIT_CASES,
  ...X29_EDIT_CASES,
  ...X30_EDIT_CASES,
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
