/**
 * A private check batch of edit prompts written in the ninth generation session together with
 * corpus-x12, before the edit grammar was changed, and never tuned against: only its aggregate is read
 * (`--only 'x13-*'`), before and after, to see whether what was learnt from corpus-x12 carries to
 * wordings nobody studied. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x13 = edits('dev', 'x13');

const ARCADE = 'Retro arcade: machines with a title, a manufacturer, a year and a condition, and repairs with a date, a fault and a cost.';
const CIDER = 'Cider press co-op: orchards with a name and an owner, pressings with a date and litres of juice, and batches with a name, a bottling date and an ABV.';
const DOULA =
  'Doula practice: clients with a name, a due date and a phone, doulas with a name and an email, and visits with a date, a length in hours and notes.';
const WATCHES =
  'Watch repair shop: customers with a name and a phone, watches with a brand, a model and a serial number, and jobs with a received date, a problem and a price.';
const KARTS = 'Go-kart track: karts with a number and an engine size, drivers with a name and an age, and laps with a time in seconds and a date.';
const TEAROOM = 'Tea room: teas with a name, a type and a price per pot, cakes with a name and a price, and tables with a number and seats.';
const PAINTBALL = 'Paintball field: games with a date and a format, players with a name and a team colour, and rental kits with a size and a condition.';

export const X13_EDIT_CASES: EditCase[] = [
  // ---- context said first, then the request
  x13('ctx-membership', TEAROOM, 'Regulars keep asking about a loyalty scheme. Add loyalty members with a name, an email and points.', ['+LoyaltyMember|Member', '+LoyaltyMember|Member.email:email', '+LoyaltyMember|Member.points:count|number']),
  x13('ctx-warranty', WATCHES, 'We give a 12 month guarantee on every repair. Jobs need a warranty end date.', ['+Job.warranty|warranty_end:date']),
  x13('ctx-apples', CIDER, 'Different apple varieties give different cider, so pressings should record the apple variety.', ['+Pressing.variety|apple_variety']),
  x13('ctx-weather', PAINTBALL, "It rains a lot here. Add a weather field to games with sunny, overcast, wet.", ['Game.weather=sunny/overcast/wet']),
  // ---- threshold lists
  x13('thr-fast', KARTS, 'list the laps faster than 40 seconds', ['page~fast|lap|40|quick|under']),
  x13('thr-expensive', ARCADE, 'a page with repairs that cost more than 100', ['page~cost|expensive|more|100|over|repair']),
  x13('thr-young', KARTS, 'show drivers under 16', ['page~under|young|junior|16|driver']),
  // ---- several requests in one prompt
  x13('multi-also', ARCADE, 'machines need a location in the hall. Also add a coins per play number', ['+Machine.location', '+Machine.coins|coins_per_play:count|number']),
  x13('multi-then', DOULA, 'remove notes from visits, then add a visit type (prenatal, birth, postnatal)', ['-Visit.notes', 'Visit.type|visit_type=prenatal/birth/postnatal']),
  x13('multi-semicolons', TEAROOM, 'cakes get a gluten free flag; teas get a caffeine level (none, low, high); tables get a window seat yes/no', ['+Cake.gluten|gluten_free:bool', 'Tea.caffeine|caffeine_level=none/low/high', '+Table.window|window_seat:bool']),
  x13('multi-lines', PAINTBALL, 'few things\nplayers: add an email\nkits: add a last cleaned date\nand make the app orange', ['+Player.email:email', '+Kit|RentalKit.cleaned|last_cleaned:date', 'theme=orange|amber']),
  x13('multi-as-well', CIDER, 'give batches a tasting note, and rename orchards to farms as well', ['+Batch.tasting|tasting_note', '+Farm', '-Orchard']),
  // ---- a single new record with its fields
  x13('new-enquiry', WATCHES, 'add an enquiry form: name, email, message', ['+Enquiry', '+Enquiry.email:email', '+Enquiry.message:text|string']),
  x13('new-tournament', KARTS, 'create a tournament with a name, a date and an entry fee', ['+Tournament', '+Tournament.date:date', '+Tournament.fee|entry_fee:money']),
  x13('new-birth-plan', DOULA, 'we need a birth plan per client - preferred location, pain relief wishes and birth partner name', ['+BirthPlan|Plan', '+BirthPlan|Plan.location|preferred_location', 'BirthPlan>Client|Plan>Client|Client>BirthPlan|Client>Plan']),
  // ---- many to many between records that exist
  x13('m2m-games-players', PAINTBALL, 'games have lots of players', ['Game>Player|Player>Game']),
  x13('m2m-cakes-tables', TEAROOM, 'a table can order many cakes and a cake can go to many tables', ['Table>Cake|Cake>Table']),
  x13('m2m-batches', CIDER, 'each batch is made from several pressings', ['Pressing>Batch|Batch>Pressing']),
  // ---- fields, values and types said in other words
  x13('field-dash', ARCADE, 'Machines - add: high score, needs attention (yes/no)', ['+Machine.high_score|score:count|number', '+Machine.attention|needs_attention:bool']),
  x13('field-remember', DOULA, "I'd like to remember each client's hospital", ['+Client.hospital']),
  x13('field-how-many', TEAROOM, 'keep count of how many pots of each tea we have left', ['+Tea.pots|left|stock|quantity:count|number']),
  x13('field-rename-informal', WATCHES, "let's call the problem field fault description", ['+Job.fault|fault_description']),
  x13('field-swap', KARTS, 'karts should show a colour rather than an engine size', ['+Kart.colour|color', '-Kart.engine_size|engine']),
  // ---- relations said casually
  x13('rel-whose', WATCHES, 'every watch belongs to a customer', ['Watch>Customer']),
  x13('rel-which', KARTS, 'laps should record which kart and which driver', ['Lap>Kart', 'Lap>Driver']),
  // ---- pages, sort, look
  x13('page-upcoming', DOULA, 'a page of clients due soon', ['page~soon|upcoming|due']),
  x13('sort-oldest', ARCADE, 'order the machines oldest first by year', ['sort=Machine.year']),
  x13('look-dark', TEAROOM, 'night mode please', ['dark']),
  // ---- refusals: nothing changes, the words it could not place are named
  x13('fail-music', ARCADE, 'play chiptune music when the app opens', ['fail']),
  x13('fail-partly', CIDER, 'add a sweetness rating to batches and post the results to instagram', ['fail']),
];
