/**
 * A private check batch of edit prompts written in the seventh generation session together with
 * corpus-x8, before the edit grammar was changed, and never tuned against: only its aggregate is read
 * (`--only 'x9-*'`), before and after, to see whether what was learnt from corpus-x8 carries to
 * wordings nobody studied. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x9 = edits('dev', 'x9');

const VET = 'Veterinary clinic: pet owners, pets with a name, species and date of birth, and visits with a date, a reason and a cost.';
const CHOIR = 'Community choir: singers with a name and voice part (soprano, alto, tenor, bass), and rehearsals with a date and a location.';
const WAREHOUSE = 'Warehouse inventory: items with a SKU, a name and a quantity, and locations with a code.';
const ROOFER = 'Roofing contractor: leads with a name, phone and address, and quotes with an amount and a sent date.';
const COWORKING = 'Coworking space: desks with a number, members with a name and a company, and desk bookings with a date.';
const FOODBANK = 'Food bank: donations of food with a description, weight and received date, and families with a name and household size.';
const HIRING = 'Hiring tracker: job openings with a title and a department, and candidates with a name, an email and a stage (applied, interview, offer, hired, rejected).';
const CYCLING = 'Cycling club: riders, rides with a date, a distance and a route name.';
const TUTOR_ONLINE = 'Online courses: courses with a title and a price, lessons with a title and a video URL.';
const DENTIST = 'Dental practice: patients with a name and phone, and appointments with a date and a treatment.';

export const X9_EDIT_CASES: EditCase[] = [
  // ---- fields, types and values
  x9('microchip', VET, 'add a microchip number and a weight to pets', ['+Pet.microchip', '+Pet.weight:number']),
  x9('neutered', VET, 'pets should have a neutered yes/no', ['+Pet.neutered:bool']),
  x9('sex-enum', VET, 'Add sex to pets (male, female, unknown)', ['Pet.sex=male/female/unknown']),
  x9('section', CHOIR, 'singers need a phone number, an email and a joined date', ['+Singer.phone', '+Singer.email:email', '+Singer.joined:date']),
  x9('reorder-qty', WAREHOUSE, 'items should have a reorder level and a unit cost', ['+Item.reorder_level|reorder:number|count', '+Item.cost|unit_cost:money']),
  x9('source', ROOFER, 'add a lead source (website, referral, flyer, other) to leads', ['Lead.source=website/referral/flyer/other']),
  x9('status-quotes', ROOFER, 'quotes need a status: draft, sent, accepted, declined', ['Quote.status=draft/sent/accepted/declined']),
  x9('dietary', FOODBANK, 'families: add dietary requirements as notes and a postcode', ['+Family.dietary|dietary_requirements', '+Family.postcode']),
  x9('salary', HIRING, 'job openings should have a salary range and a closing date', ['+JobOpening|Opening.salary|salary_range', '+JobOpening|Opening.closing_date:date']),
  x9('elevation', CYCLING, 'add elevation gain in metres to rides', ['+Ride.elevation:number|count']),
  x9('duration', TUTOR_ONLINE, 'lessons need a duration (minutes) and a free preview checkbox', ['+Lesson.duration:number|count', '+Lesson.preview|free_preview:bool']),
  // ---- several clauses
  x9('multi-clause', DENTIST, 'add an email to patients, remove treatment from appointments, then add a cost to appointments', [
    '+Patient.email:email',
    '-Appointment.treatment',
    '+Appointment.cost:money',
  ]),
  x9('remove-rename', WAREHOUSE, 'remove the code from locations and rename items to products', ['-Location.code', '+Product', '-Item']),
  x9('add-then-theme', CYCLING, 'add a difficulty (easy, medium, hard) to rides, and make the app green', ['Ride.difficulty=easy/medium/hard', 'theme=green|emerald']),
  x9('two-fields-two-entities', COWORKING, 'add a price to desks and a membership plan to members (day pass, part time, full time)', [
    '+Desk.price:money',
    'Member.plan|membership_plan=day_pass/part_time/full_time',
  ]),
  // ---- new entities
  x9('vaccinations', VET, 'add vaccinations with a vaccine name, a date given and a due date, each for a pet', ['+Vaccination', '+Vaccination.due_date:date', 'Vaccination>Pet']),
  x9('songs-concerts', CHOIR, 'add songs with a title and composer, and concerts with a date and venue', ['+Song', '+Song.composer', '+Concert', '+Concert.venue']),
  x9('interviews', HIRING, 'add interviews (date, interviewer, score out of 5) for candidates', ['+Interview', '+Interview.date:date', 'Interview>Candidate']),
  x9('volunteers', FOODBANK, 'we need volunteers too - name, phone and availability', ['+Volunteer', '+Volunteer.phone', '+Volunteer.availability']),
  x9('meeting-rooms', COWORKING, 'add meeting rooms with a name and capacity, and room bookings with a start time and end time', ['+Room|MeetingRoom', '+RoomBooking|Booking']),
  // ---- relations
  x9('pet-owner', VET, 'each pet should have an owner', ['Pet>Owner|Pet>PetOwner']),
  x9('visit-pet', VET, 'link visits to pets', ['Visit>Pet']),
  x9('quote-lead', ROOFER, 'a quote is always for one lead', ['Quote>Lead']),
  x9('candidate-opening', HIRING, 'candidates apply for a job opening', ['Candidate>JobOpening|Candidate>Opening']),
  x9('booking-desk-member', COWORKING, 'desk bookings should have a desk and a member', ['DeskBooking>Desk|Booking>Desk', 'DeskBooking>Member|Booking>Member']),
  x9('ride-riders', CYCLING, 'riders can sign up to many rides', ['Rider>Ride|Ride>Rider']),
  // ---- pages by purpose
  x9('todays-appts', DENTIST, "add a page for today's appointments", ['page~today@today']),
  x9('upcoming-rehearsals', CHOIR, 'show me upcoming rehearsals', ['page~upcoming@upcoming']),
  x9('interviews-page', HIRING, 'a page listing candidates at interview stage', ['page~interview@value']),
  x9('rides-this-week', CYCLING, "a page of this week's rides", ['page~week@week']),
  x9('leaderboard', CYCLING, 'add a leaderboard of the longest rides', ['page~leaderboard|longest|top@top:distance']),
  x9('recent-donations', FOODBANK, 'page with recently received donations', ['page~recent@recent']),
  // ---- renames
  x9('app-name', VET, 'rename the app to Paws & Claws', ['name=Paws & Claws']),
  x9('entity-rename', ROOFER, 'change leads to prospects', ['+Prospect', '-Lead']),
  x9('field-rename', CYCLING, 'rename route name to route', ['+Ride.route', '-Ride.route_name']),
  // ---- theme, sort, required
  x9('dark-theme', HIRING, 'switch to a dark theme', ['dark']),
  x9('purple', CHOIR, 'I want the app purple', ['theme=purple|violet']),
  x9('teal', DENTIST, 'use teal for the colours', ['theme=teal']),
  x9('sort-distance', CYCLING, 'sort rides by distance, longest first', ['sort=Ride.-distance']),
  x9('sort-amount', ROOFER, 'order quotes by amount', ['sort=Quote.amount']),
  x9('req-phone', DENTIST, 'phone is required for patients', ['req=Patient.phone']),
  x9('req-sku', WAREHOUSE, 'make SKU mandatory', ['req=Item.sku']),
  x9('order-company', COWORKING, 'put company before name on members', ['order=Member.company<name']),
  // ---- refusals
  x9('vague-sleek', DENTIST, 'make it look more professional and sleek', ['fail']),
  x9('vague-sms', VET, 'send SMS reminders to owners', ['fail']),
  x9('partly', CHOIR, 'add a section to singers and make everyone sing in tune', ['fail']),
];
