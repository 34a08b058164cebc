/**
 * A study batch of edit prompts written in the sixth generation session before the edit grammar was
 * changed, the way owners type when changing their app: terse and polite, several clauses, values in
 * brackets, British spelling, typos, pages described by purpose, layouts, colours and dark mode, and
 * vague requests that must fail cleanly. Dev split: tuned against, measured once before any change
 * (docs/benchmarks.md). Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x6 = edits('dev', 'x6');

const CLEANING = 'A cleaning company: customers, cleaners and jobs. Jobs have an address, a date and a price.';
const GARAGE = 'Car repair garage with customers, cars and repairs; repairs have a description, a cost and a finished date.';
const LIBRARY = 'a lending library for our office: books, members and loans with a due date';
const INVOICING = 'Invoicing for my design studio: clients and invoices with an amount, an issue date, a due date and a status (draft, sent, paid).';
const QUIZ = 'A pub quiz league: teams with a name and points, and quiz nights with a date and a venue.';
const CLINIC = 'Physio clinic: patients and appointments with a date and time and notes.';
const PROJECTS = 'Task manager with projects and tasks. Tasks have a title, due date and priority.';
const BAKERY = 'A bakery taking orders: products with a name and price, and orders with a pickup date and a customer name.';
const VOLUNTEERS = 'Volunteers sign up for shifts at the food bank; shifts have a date, a start time and a role.';

export const X6_EDIT_CASES: EditCase[] = [
  // ---- fields and values
  x6('loyalty-tier', CLEANING, 'customers should have a loyalty tier (bronze, silver, gold)', ['Customer.tier|loyalty_tier=bronze/silver/gold']),
  x6('price-number', BAKERY, 'make the price a number', ['fail']),
  x6('mileage', GARAGE, 'add mileage to cars', ['+Car.mileage:number|count']),
  x6('reg-plate', GARAGE, 'cars need a registration plate please', ['+Car.registration|plate']),
  x6('colour-british', GARAGE, 'add a colour field to the cars', ['+Car.colour|color']),
  x6('typo-entity', CLEANING, 'add a phone numbr to cleaners', ['+Cleaner.phone']),
  x6('paid-yes-no', CLEANING, 'jobs: add whether the customer has paid', ['+Job.paid:bool']),
  x6('allergies', CLINIC, 'patients should have allergies and a date of birth', ['+Patient.allergies', '+Patient.birth:date']),
  // ---- several clauses
  x6('rename-drop', CLEANING, 'rename cleaners to staff, and drop the price field from jobs', ['+Staff|StaffMember', '-Cleaner', '-Job.price']),
  x6('add-two-entities', QUIZ, 'add rounds and questions', ['+Round', '+Question']),
  x6('split-name', CLINIC, 'split name into first and last name on patients', ['+Patient.first_name', '+Patient.last_name']),
  x6('add-then-sort', PROJECTS, 'add an estimate in hours to tasks and sort the list by due date', ['+Task.estimate|hours:number|count', 'sort=Task.due']),
  // ---- relations and new entities
  // (link-job-customer, assign-cleaner, board: the base apps already have these, and an edit asking for what
  // the app already has is refused with "already …" and changes nothing; corrected after the first run)
  x6('link-job-customer', GARAGE, 'link each repair to a car', ['noop']),
  x6('assign-cleaner', CLEANING, 'assign each job to a cleaner', ['noop']),
  x6('suppliers', BAKERY, 'add suppliers with a name and a phone number', ['+Supplier', '+Supplier.name', '+Supplier.phone']),
  x6('parts', GARAGE, 'we need to track parts used on each repair, with a part number and a price', ['+Part', 'Part>Repair|Repair>Part', '+Part.price:money']),
  // ---- pages by purpose
  x6('overdue-invoices', INVOICING, "I'd like a page showing overdue invoices", ['page~overdue@overdue']),
  x6('this-month', CLINIC, "show this month's appointments", ['page~month@month']),
  x6('todays-jobs', CLEANING, "today's jobs on a separate page", ['page~today@today']),
  x6('leaderboard', QUIZ, 'add a leaderboard of teams by points', ['page~leaderboard@top:points']),
  x6('unpaid', INVOICING, 'a page listing unpaid invoices', ['page~unpaid@value']),
  x6('this-week-shifts', VOLUNTEERS, "this week's shifts please", ['page~week@week']),
  x6('sort-due', LIBRARY, 'sort loans by due date', ['sort=Loan.due']),
  x6('newest-first', BAKERY, 'show the newest orders first', ['sort=Order.-']),
  // ---- theme and layout
  x6('dark-mode', PROJECTS, 'dark mode please', ['dark']),
  x6('green-main', BAKERY, 'use green as the main colour', ['theme=green']),
  x6('cards', BAKERY, 'turn the products list into cards', ['page~catalog|card|gallery|shop']),
  x6('board', PROJECTS, 'show tasks as a board', ['noop']),
  x6('calendar', CLINIC, 'I want to see appointments on a calendar', ['fail']),
  x6('dark-and-teal', CLEANING, 'dark theme with teal accents', ['dark', 'theme=teal']),
  // ---- refusals: vague or partly not understood (nothing may change, and the words are named)
  x6('vague-pop', BAKERY, 'make it pop', ['fail']),
  x6('vague-improve', QUIZ, 'improve the app', ['fail']),
  x6('partly', GARAGE, 'add a vin to cars and make it blockchain ready', ['fail']),
  x6('unknown-thing', CLEANING, 'remove the invoices', ['fail']),
  x6('polite-vague', CLINIC, 'could you tidy things up a bit?', ['fail']),
];
