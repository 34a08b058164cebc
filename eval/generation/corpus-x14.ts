/**
 * A study batch of edit prompts written in the tenth generation session together with corpus-x15,
 * before the edit grammar was changed: its misses may be read (`--only 'x14-*' --verbose`) to find
 * what the clause-level reading of edits gets wrong. Bases of its own from sport, clubs, arts, faith
 * groups, charities and hobbies; edits worded as people type them after seeing their app (references
 * to what is on screen, several requests in one, plurals, typos, polite padding). Expectations are
 * what a careful reader of the prompt expects. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x14 = edits('dev', 'x14');

const NETBALL =
  'Netball club: players with a name, a position and a date of birth, matches with a date, an opponent, home or away and our score, and training sessions with a date and a venue.';
const MOSQUE =
  'Mosque community centre: families with a family name, a phone and an address, weekend classes with a title, a teacher and a day, and iftar nights with a date and a number of guests.';
const WARGAMES =
  'Tabletop wargaming club: members with a name and an email, armies with a name, a faction and a points value, and battles with a date, a scenario and a winner.';
const BIGBAND = 'Jazz big band: musicians with a name, an instrument and a phone, charts with a title, an arranger and a style, and gigs with a date, a venue and a fee.';
const TOYS =
  'Christmas toy appeal: donors with a name and an email, toys with a description, an age range and a condition, and families with a reference number, a number of children and a collection date.';
const DRAGON =
  'Dragon boat team: paddlers with a name, a side (left or right) and a weight, races with a date, a distance and a finish time, and boats with a name and a seat count.';
const ROCKETS =
  'Model rocketry club: rockets with a name, a motor class and a height in cm, launches with a date, a site and an altitude reached, and members with a name and a certification level.';

export const X14_EDIT_CASES: EditCase[] = [
  x14('nb-bib', NETBALL, 'on the players list can you add a bib colour and a shirt number pls', ['+Player.bib|bib_colour|bib_color', '+Player.shirt|shirt_number:count|number']),
  x14('nb-result', NETBALL, 'matches should have a result - won, lost or drawn', ['Match.result=won/lost/drawn']),
  x14('nb-coach', NETBALL, "we dont really use the venue on training sessions anymore, take it off. and add a coach", [
    '-TrainingSession|Training|Session.venue',
    '+TrainingSession|Training|Session.coach',
  ]),
  x14('nb-second-page', NETBALL, 'the second page (matches) should be sorted by date, newest at the top', ['sort=Match.-date']),
  x14('nb-umpires', NETBALL, 'Umpires! we need to keep a list of umpires with their name, level and phone number, and each match gets an umpire', [
    '+Umpire',
    '+Umpire.level',
    '+Umpire.phone',
    'Match>Umpire',
  ]),
  x14('mq-two-lists', MOSQUE, 'classes: add a room and a max number of students. families: add an email', [
    '+WeekendClass|Class.room',
    '+WeekendClass|Class.max|max_students|capacity:count|number',
    '+Family.email:email',
  ]),
  x14('mq-households', MOSQUE, 'Hi, thanks for this. Could the families be called households instead?', ['+Household', '-Family']),
  x14('mq-children', MOSQUE, 'kids from each family go to the classes, so add children with a name and an age, linked to their family and their class', [
    '+Child',
    '+Child.age:count|number',
    'Child>Family',
    'Child>WeekendClass|Child>Class',
  ]),
  x14('mq-upcoming', MOSQUE, "For iftar nights I'd like to see the upcoming ones on their own page", ['page~upcoming|iftar|night|soon']),
  x14('mq-required', MOSQUE, 'make the phone number on families required', ['req=Family.phone']),
  x14('wg-players', WARGAMES, 'each battle is between two members, can battles link to the members who played', ['Battle>Member|Member>Battle']),
  x14('wg-painted', WARGAMES, 'remove points value from armies and add a painted percentage', ['-Army.points_value|points', '+Army.painted|painted_percentage:number|count']),
  x14('wg-belongs', WARGAMES, 'armies belong to members', ['Army>Member']),
  x14('wg-scenarios', WARGAMES, 'Add a list of scenarios too (name, table size, number of turns) and battles should pick one', [
    '+Scenario',
    '+Scenario.table_size|table',
    '+Scenario.turns|number_of_turns:count|number',
    'Battle>Scenario',
  ]),
  x14('wg-faction', WARGAMES, 'the faction thing should be a dropdown: imperial, chaos, eldar, orks', ['Army.faction=imperial/chaos/eldar/orks']),
  x14('bb-section', BIGBAND, 'musicians - section (saxes, trumpets, trombones, rhythm) and whether theyre a dep or not', [
    'Musician.section=saxes/trumpets/trombones/rhythm',
    '+Musician.dep:bool',
  ]),
  x14('bb-alpha', BIGBAND, 'sort the charts alphabetically pls', ['sort=Chart.title']),
  x14('bb-paid', BIGBAND, 'gig fee should be money, and add a paid yes/no on gigs', ['+Gig.fee:money', '+Gig.paid:bool']),
  x14('bb-setlist', BIGBAND, 'I want to plan set lists: a gig has many charts', ['Gig>Chart|Chart>Gig']),
  x14('bb-drop-two', BIGBAND, 'can we get rid of the arranger and the style on charts, nobody fills them in', ['-Chart.arranger', '-Chart.style']),
  x14('ty-condition', TOYS, 'change condition on toys to a choice of new, like new, used', ['Toy.condition=new/like new/used']),
  x14('ty-link-page', TOYS, 'every toy goes to one family, add that link. also a page of the toys not given out yet', [
    'Toy>Family',
    'page~given|out|not|unassigned|unallocated|available|remaining',
  ]),
  x14('ty-donor-screen', TOYS, 'the donors screen: add phone number and whether they gift aided', ['+Donor.phone', '+Donor.gift_aid|gift_aided|gift:bool']),
  x14('ty-colours', TOYS, 'make it red, its christmas!', ['theme=red|rose|crimson']),
  x14('ty-postcode', TOYS, 'families need a postcode and a referral agency (like the school or social services)', [
    '+Family.postcode',
    '+Family.referral|referral_agency|agency',
  ]),
  x14('db-plus', DRAGON, 'paddlers: add a phone + emergency contact. races: add our position', [
    '+Paddler.phone',
    '+Paddler.emergency|emergency_contact',
    '+Race.position:count|number',
  ]),
  x14('db-regattas', DRAGON, 'can races be called regattas', ['+Regatta', '-Race']),
  x14('db-heaviest', DRAGON, 'sort paddlers by weight heaviest first, its for balancing the boat', ['sort=Paddler.-weight']),
  x14('db-month', DRAGON, 'races this month on a separate page', ['page~month@month']),
  x14('mr-which', ROCKETS, 'launches should say which rocket and who launched it', ['Launch>Rocket', 'Launch>Member']),
  x14('mr-recovery', ROCKETS, 'recovery outcome on launches: chute ok / tangled / lost', ['Launch.recovery|outcome|recovery_outcome=chute ok/tangled/lost']),
  x14('mr-fail', ROCKETS, 'send the launch results to the national association automatically', ['fail']),
  x14('mr-weather-dark', ROCKETS, 'add a weather field and a wind speed to launches and also make the whole app dark please', [
    '+Launch.weather',
    '+Launch.wind|wind_speed:number|count',
    'dark',
  ]),
  x14('mr-levels', ROCKETS, 'members list: the certification level should be L1, L2 or L3', ['Member.certification|certification_level|level=l1/l2/l3']),
];
