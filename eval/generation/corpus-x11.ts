/**
 * A private check batch of edit prompts written in the eighth generation session together with
 * corpus-x10, before the edit grammar was changed, and never tuned against: only its aggregate is read
 * (`--only 'x11-*'`), before and after, to see whether what was learnt from corpus-x10 carries to
 * wordings nobody studied. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x11 = edits('dev', 'x11');

const MARINA =
  'Marina management: boats with a name, a length and an owner name, berths with a number and a size, and berth bookings with a start date and an end date.';
const LANGUAGES =
  'Language school: courses with a language, a level (beginner, intermediate, advanced) and a start date, and students with a name, an email and a phone.';
const POTTERY =
  'Pottery studio: students with a name, classes with a date and a teacher, and pieces with a title, a glaze and a firing status (drying, bisque, glazed, finished).';
const TATTOO = 'Tattoo parlour: artists with a name and a speciality, and appointments with a date, a design description and a deposit.';
const MAKERSPACE = 'Makerspace: members with a name and an email, tools with a name and a condition, and checkouts with a checkout date and a due date.';
const THEATRE =
  'Amateur theatre company: productions with a title and an opening night, actors with a name and a phone, and rehearsals with a date and a room.';
const BIKES =
  'Bike repair shop: customers with a name and phone, bikes with a make and a model, and repairs with a drop-off date, a description, a price and a status (waiting, in progress, ready, collected).';

export const X11_EDIT_CASES: EditCase[] = [
  // ---- fields, types and values
  x11('registration', MARINA, 'add a registration number and an insurance expiry date to boats', ['+Boat.registration|registration_number', '+Boat.insurance_expiry|insurance:date']),
  x11('class-size', LANGUAGES, 'courses need a max class size and a price', ['+Course.size|max|class_size:count|number', '+Course.price:money']),
  x11('weight-sale', POTTERY, 'pieces should have a weight in grams and a "for sale" checkbox', ['+Piece.weight:number|count', '+Piece.sale|for_sale:bool']),
  x11('placement', TATTOO, 'Add a placement to appointments (arm, leg, back, chest, other)', ['Appointment.placement=arm/leg/back/chest/other']),
  x11('heading-tools', MAKERSPACE, 'tools: add a location and a training required yes/no', ['+Tool.location', '+Tool.training|training_required:bool']),
  x11('playing-age', THEATRE, 'actors need an email and a playing age', ['+Actor.email:email', '+Actor.age|playing_age']),
  x11('trailing-colour', BIKES, 'add a frame size to bikes and a colour', ['+Bike.frame_size|size', '+Bike.colour|color']),
  x11('booking-status', MARINA, 'bookings should have a status - requested, confirmed, cancelled', ['Booking|BerthBooking.status=requested/confirmed/cancelled']),
  // ---- several clauses
  x11('dob-remove', LANGUAGES, 'add a date of birth to students and remove the phone', ['+Student.date_of_birth|birth:date', '-Student.phone']),
  x11('rename-capacity', POTTERY, 'rename classes to sessions and add a capacity to them', ['+Session', '-Class', '+Session.capacity:count|number']),
  x11('price-deposit-red', TATTOO, 'add a price to appointments, remove the deposit and make it red', ['+Appointment.price:money', '-Appointment.deposit', 'theme=red|rose']),
  // ---- new entities
  x11('trainings', MAKERSPACE, 'add trainings with a date and a trainer name, each training is for one tool', ['+Training', '+Training.date:date', 'Training>Tool']),
  x11('roles', THEATRE, 'add roles (character name, lead or supporting) - each role is played by an actor in a production', ['+Role', 'Role>Actor', 'Role>Production']),
  x11('parts', BIKES, 'I want to track parts too: part name, cost and quantity in stock', ['+Part', '+Part.cost:money', '+Part.quantity|stock:count|number']),
  x11('owners', MARINA, 'add an owners entity with name, email and phone, and link boats to it', ['+Owner', '+Owner.email:email', 'Boat>Owner']),
  // ---- relations
  x11('enrol', LANGUAGES, 'students can enrol in many courses and a course has many students', ['Student>Course|Course>Student']),
  x11('customer', TATTOO, 'each appointment is with one customer', ['+Customer|Client', 'Appointment>Customer|Appointment>Client']),
  x11('mechanic', BIKES, 'link repairs to a mechanic', ['+Mechanic', 'Repair>Mechanic']),
  x11('pontoon', MARINA, 'berths belong to a pontoon', ['+Pontoon', 'Berth>Pontoon']),
  x11('tool-category', MAKERSPACE, 'tools belong to a category', ['+Category', 'Tool>Category']),
  // ---- pages by purpose
  x11('overdue', MAKERSPACE, 'an overdue checkouts page', ['page~overdue@overdue']),
  x11('week', THEATRE, "this week's rehearsals page", ['page~week@week']),
  x11('ready', BIKES, 'a page of repairs ready for collection', ['page~ready@value']),
  x11('unpaid-no-field', TATTOO, 'a page listing unpaid appointments', ['+Appointment.paid:bool', 'page~unpaid']),
  x11('upcoming', LANGUAGES, 'upcoming courses page', ['page~upcoming@upcoming']),
  x11('home', POTTERY, 'make the pieces list the start page', ['home~piece']),
  x11('default-filter', BIKES, 'by default only show repairs that are in progress', ['default=Repair.status=in_progress']),
  // ---- renames
  x11('rename-berths', MARINA, 'rename berths to moorings', ['+Mooring', '-Berth']),
  x11('app-name', TATTOO, 'change the app name to Ink & Iron', ['name=Ink & Iron']),
  x11('field-rename', POTTERY, 'call the glaze field glaze colour', ['+Piece.glaze_colour|glaze_color']),
  // ---- theme, layout, sort, required
  x11('green', LANGUAGES, 'use a green colour scheme', ['theme=green|emerald']),
  x11('dark', THEATRE, 'switch on dark mode', ['dark']),
  x11('board', BIKES, 'turn the repairs into a kanban board', ['page~board']),
  x11('sort-newest', TATTOO, 'sort appointments by date with the newest at the top', ['sort=Appointment.-date']),
  x11('required', MARINA, 'make the boat name required', ['req=Boat.name']),
  // ---- refusals
  x11('vague-wheel', POTTERY, 'make the pottery wheel spin faster', ['fail']),
  x11('partly-text', MAKERSPACE, 'add a serial number to tools and text members when tools are due', ['fail']),
];
