/**
 * A study batch of edit prompts written in the ninth generation session, before the edit grammar was
 * changed: its misses may be read to find classes of wording the edit grammar does not understand
 * (context before a request, threshold lists, several requests joined by "also", "and then", semicolons
 * or new lines, "X have many Y" between existing records, a single new record with its fields). Domains
 * and wordings no other batch uses. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x12 = edits('dev', 'x12');

const TRAMPOLINE =
  'Trampoline park: jump sessions with a start time, a length in minutes and a capacity, customers with a name, a phone and a date of birth, and bookings with a number of jumpers and a total price.';
const PUPPETS = 'Touring puppet theatre: shows with a title and a running time, puppets with a name and a condition, and venues with a name, a town and a contact email.';
const PERFUME =
  'Perfume boutique: fragrances with a name, a brand, a price and a stock level, and customers with a name and an email who place orders with a date and a total.';
const PIERCING = 'Piercing studio: clients with a name and a date of birth, piercers with a name, and piercings with a date, a body placement and a jewellery type.';
const CHIRO =
  'Chiropractic clinic: patients with a name, a phone and an email, treatments with a name and a price, and visits with a date, a pain score from 1 to 10 and notes.';
const TREES = 'Tree surgery business: jobs with an address, a date and a quote amount, crew members with a name and a phone, and trees with a species and a height.';
const ICECREAM =
  'Ice cream van rounds: streets with a name and an area, flavours with a name and a price per scoop, and stops with a time and the number of cones sold.';

export const X12_EDIT_CASES: EditCase[] = [
  // ---- context said first, then the request
  x12('ctx-gift', PERFUME, 'We now also sell gift cards. Add them with a code and a balance.', ['+GiftCard|Card', '+GiftCard|Card.code', '+GiftCard|Card.balance:money|number']),
  x12('ctx-insurance', CHIRO, "Some patients pay through insurance. Patients need an insurer and a policy number.", ['+Patient.insurer', '+Patient.policy_number|policy']),
  x12('ctx-weather', ICECREAM, 'Sales depend a lot on the weather, so add a weather field to stops (sunny, cloudy, rainy).', ['Stop.weather=sunny/cloudy/rainy']),
  x12('ctx-waiver', TRAMPOLINE, 'Everyone has to sign a waiver before jumping. Customers should have a waiver signed checkbox.', ['+Customer.waiver|waiver_signed:bool']),
  // ---- threshold lists
  x12('thr-low-stock', PERFUME, 'show me fragrances that are running low', ['page~low|stock|running']),
  x12('thr-under', TREES, 'a page of jobs quoted under 500', ['page~under|quote|500|cheap|small']),
  x12('thr-pain', CHIRO, 'I want a list of visits where the pain score is above 7', ['page~pain|above|high|severe']),
  // ---- several requests in one prompt
  x12('multi-also', PUPPETS, 'add a premiere date to shows. also give venues a seating capacity', ['+Show.premiere|premiere_date:date', '+Venue.capacity|seating_capacity:count|number']),
  x12('multi-and-then', PIERCING, 'add a price to piercings and then remove the jewellery type', ['+Piercing.price:money', '-Piercing.jewellery_type|jewelry_type']),
  x12('multi-semicolon', ICECREAM, 'flavours: add allergens; streets: add a school nearby yes/no', ['+Flavour|Flavor.allergens|allergen', '+Street.school|school_nearby:bool']),
  x12('multi-newlines', TREES, 'Couple of changes:\n- jobs need a status (quoted, booked, done)\n- trees should have a protected flag\n- make it dark green', ['Job.status=quoted/booked/done', '+Tree.protected:bool', 'theme=green|emerald']),
  x12('multi-plus', TRAMPOLINE, 'rename sessions to slots, plus add a price to them', ['+Slot', '-Session', '+Slot.price:money']),
  // ---- a single new record with its fields
  x12('new-waiting', TRAMPOLINE, 'add a waiting list: name, phone, preferred date', ['+WaitingList|Waiting', '+WaitingList|Waiting.phone:string', '+WaitingList|Waiting.preferred_date|date:date']),
  x12('new-supplier', PERFUME, 'I need a supplier table with company name, contact person and email', ['+Supplier', '+Supplier.company|company_name', '+Supplier.email:email']),
  x12('new-aftercare', PIERCING, 'new record type aftercare check: date, healed yes/no and comments', ['+AftercareCheck|Check|Aftercare', '+AftercareCheck|Check|Aftercare.date:date', '+AftercareCheck|Check|Aftercare.healed:bool']),
  // ---- many to many between records that exist
  x12('m2m-shows-puppets', PUPPETS, 'shows have many puppets', ['Show>Puppet|Puppet>Show']),
  x12('m2m-crew-jobs', TREES, 'crew members work on lots of jobs and each job has several crew members', ['Job>CrewMember|CrewMember>Job|Job>Crew|Crew>Job']),
  x12('m2m-visit-treat', CHIRO, 'a visit can include several treatments', ['Visit>Treatment|Treatment>Visit']),
  // ---- fields, values and types said in other words
  x12('field-colon', ICECREAM, 'Flavours - add: vegan (yes/no), colour', ['+Flavour|Flavor.vegan:bool', '+Flavour|Flavor.colour|color']),
  x12('field-keep-track', PUPPETS, 'we should keep track of when each puppet was last repaired', ['+Puppet.repaired|last_repaired:date']),
  x12('field-want-to-know', TREES, 'I want to know the diameter of each tree in cm', ['+Tree.diameter:number|count']),
  x12('field-rename-informal', CHIRO, "the pain score should be called discomfort level", ['+Visit.discomfort|discomfort_level']),
  x12('field-drop-informal', PIERCING, "piercers don't need a name field, use nickname instead", ['+Piercer.nickname']),
  // ---- relations said casually
  x12('rel-who', ICECREAM, 'each stop is on a street', ['Stop>Street']),
  x12('rel-which', TRAMPOLINE, 'bookings should say which session they are for', ['Booking>Session|Booking>JumpSession']),
  // ---- pages, sort, look
  x12('page-today', TRAMPOLINE, "a page with today's sessions", ['page~today@today']),
  x12('sort-biggest', TREES, 'sort trees tallest first', ['sort=Tree.-height']),
  x12('look-purple', PUPPETS, 'can the whole thing be purple instead', ['theme=purple|violet']),
  // ---- refusals: nothing changes, the words it could not place are named
  x12('fail-print', PERFUME, 'print labels for every bottle', ['fail']),
  x12('fail-partly', CHIRO, 'add a referral source to patients and remind them by text the day before', ['fail']),
];
