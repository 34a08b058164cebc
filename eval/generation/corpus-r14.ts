/**
 * A relation-recall STUDY batch (tenth generation session, written with r15 before any rule change): its
 * misses are read to find why a relation both of whose ends exist is missed or points the wrong way.
 * Prompts as people type them into app builders, in domains no other batch uses, with the phrasings that
 * carry a link (possessives, "of", "for each", "at", "belong to", "have many", bullet lists, colons, many
 * to many); expectations as a person reading the prompt would have them.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const r14 = creations('dev');

export const R14_CREATE_CASES: CreateCase[] = [
  r14('r14-go-karts', "go kart track app. drivers race in heats, each heat is run on a track layout, and we record every driver's lap times in a heat", {
    Driver: 'name',
    Heat: 'date|time, >Layout|TrackLayout|Track',
    'Layout|TrackLayout|Track': 'name',
    'LapTime|Lap': '>Driver, >Heat, time',
  }),
  r14('r14-bingo', 'Bingo hall: players buy tickets for a session, every ticket belongs to one player and one session. Sessions have a caller.', {
    Player: 'name',
    Ticket: '>Player, >Session, price:money',
    Session: 'date, >Caller',
    Caller: 'name',
  }),
  r14('r14-lacrosse', 'lacrosse club - coaches run practices for each squad; players are on one squad; attendance is taken per player per practice', {
    Coach: 'name',
    Practice: '>Squad, >Coach, date',
    Squad: 'name',
    Player: 'name, >Squad',
    Attendance: '>Player, >Practice',
  }),
  r14('r14-shooting-range', 'shooting range: members book a lane for an hour. Each lane has a range officer on duty. Members must show their licence, which has an expiry date.', {
    Member: 'name',
    Lane: 'number|name, >Officer|RangeOfficer',
    'Booking|Reservation': '>Member, >Lane, time|start',
    'Officer|RangeOfficer': 'name',
    Licence: '>Member, expiry:date',
  }),
  r14('r14-sawmill', 'sawmill orders — a customer orders timber; each order has several lines, a line is one species of wood with a length and quantity', {
    Customer: 'name',
    Order: '>Customer, date',
    'Line|OrderLine': '>Order, >Species|Wood, length, quantity:count',
    'Species|Wood': 'name',
  }),
  r14('r14-wind-farm', 'wind farm maintenance log. turbines at each site, technicians inspect turbines and log faults found on a turbine', {
    Site: 'name',
    Turbine: '>Site',
    Technician: 'name',
    Inspection: '>Turbine, >Technician, date',
    Fault: '>Turbine',
  }),
  r14('r14-meter-readings', 'water meter readings app — every property has a meter, readers visit properties and enter a reading for the meter with the date', {
    Property: 'address',
    Meter: '>Property',
    Reader: 'name',
    Reading: '>Meter, >Reader, date:date, value|reading',
  }),
  r14('r14-asbestos', 'asbestos survey company: surveyors carry out surveys at buildings for clients; samples taken during a survey are sent to a lab', {
    Surveyor: 'name',
    Survey: '>Surveyor, >Building, >Client, date',
    Building: 'address',
    Client: 'name',
    Sample: '>Survey, >Lab',
    Lab: 'name',
  }),
  r14('r14-piano-movers', 'Piano removals. Customers request a move from one address to another; each move is done by a crew of two movers and uses one of our vans', {
    Customer: 'name',
    Move: '>Customer, >Van, from|pickup, to|delivery',
    Mover: 'name',
    Van: 'registration|name',
    'Move>Mover|Mover>Move': '',
  }),
  r14('r14-subtitling', 'subtitling studio - clients send us films, each film gets subtitle files in several languages, and a translator is assigned to each subtitle file', {
    Client: 'name',
    Film: 'title, >Client',
    'Subtitle|SubtitleFile': '>Film, >Translator, language',
    Translator: 'name',
    '?Language': '',
  }),
  r14('r14-voice-agency', 'voice over agency: our voice actors audition for jobs posted by studios; if they win, we book them for recording sessions', {
    'VoiceActor|Actor': 'name',
    Job: '>Studio',
    Studio: 'name',
    Audition: '>VoiceActor|Actor, >Job',
    'Session|RecordingSession|Booking': '>VoiceActor|Actor, date',
  }),
  r14('r14-playtests', 'indie game studio playtests: testers play builds of our games, each build is a version of a game, and testers file feedback about a build', {
    Tester: 'name',
    Game: 'title|name',
    Build: '>Game, version',
    Feedback: '>Tester, >Build',
  }),
  r14('r14-fan-clubs', 'K-pop fan club app, members can join many fan clubs and a fan club has many members. Clubs organise meetups', {
    Member: 'name',
    'Club|FanClub': 'name',
    Meetup: '>Club|FanClub, date',
    '?Membership': '',
    'Member>Club|Club>Member|Member>FanClub|FanClub>Member': '',
  }),
  r14('r14-roommates', 'roommate finder: listers post rooms in a flat, seekers send requests for a room, and the lister accepts or declines each request', {
    Lister: 'name',
    Room: '>Flat, rent|price',
    Flat: 'address',
    Seeker: 'name',
    Request: '>Seeker, >Room, status:enum',
    'Room>Lister|Flat>Lister': '',
  }),
  r14('r14-narrowboats', 'narrowboat hire. Boats are moored at marinas; holidaymakers hire a boat for a week starting from a marina', {
    Boat: 'name, >Marina',
    Marina: 'name',
    'Holidaymaker|Customer': 'name',
    'Hire|Booking': '>Boat, >Holidaymaker|Customer, start:date',
  }),
  r14('r14-lifeboat', 'lifeboat station: every shout launches one of our lifeboats and has a crew of volunteers; we keep the date and what happened', {
    'Shout|Callout|Launch': '>Lifeboat|Boat, date:date',
    'Lifeboat|Boat': 'name',
    'Volunteer|Crew': 'name',
    'Shout>Volunteer|Callout>Volunteer|Launch>Volunteer|Shout>Crew|Callout>Crew|Launch>Crew|Volunteer>Shout|Volunteer>Callout|Crew>Shout': '',
  }),
  r14('r14-search-dogs', 'search dog team — handlers each have one or more dogs; dogs need an assessment every year; a deployment sends a handler and dog to a search', {
    Handler: 'name',
    Dog: 'name, >Handler',
    Assessment: '>Dog, date:date',
    Deployment: '>Handler, >Dog, >Search',
    Search: 'location|date',
  }),
  r14('r14-evidence', 'police evidence locker: items of evidence are logged against a case, stored in a locker, and each time someone takes an item out we log who and when', {
    Case: 'number|name',
    'Item|Evidence|EvidenceItem': '>Case, >Locker',
    Locker: 'number|name',
    'Movement|Checkout|Log|Entry': '>Item|Evidence|EvidenceItem, who|officer|person, when|date',
  }),
  r14('r14-tax-returns', 'tax advisor client portal. Each client has tax returns, one per year, and clients upload documents for a return', {
    Client: 'name, email:email',
    'TaxReturn|Return': '>Client, year',
    Document: '>TaxReturn|Return, file',
  }),
  r14('r14-payroll', 'small payroll app: employees, pay runs each month, and a payslip for each employee in each pay run with gross and net pay', {
    Employee: 'name',
    PayRun: 'month|date',
    Payslip: '>Employee, >PayRun, gross:money, net:money',
  }),
  r14('r14-credit-union', 'credit union: members open accounts; deposits and withdrawals are made into an account; loans are given to members', {
    Member: 'name',
    Account: '>Member',
    Deposit: '>Account, amount:money',
    Withdrawal: '>Account, amount:money',
    Loan: '>Member, amount:money',
  }),
  r14('r14-crowdfunding', 'crowdfunding site: creators launch campaigns, backers pledge to a campaign and choose a reward tier; each campaign has its own reward tiers', {
    Creator: 'name',
    Campaign: '>Creator, goal|title',
    Backer: 'name',
    Pledge: '>Backer, >Campaign, >Tier|RewardTier|Reward, amount:money',
    'Tier|RewardTier|Reward': '>Campaign',
  }),
  r14('r14-casting', 'casting agency: we keep a roster of actors; productions have roles; we submit actors for roles and track whether they got a callback', {
    Actor: 'name',
    Production: 'title|name',
    Role: '>Production, name',
    Submission: '>Actor, >Role, callback:bool',
  }),
  r14('r14-literary-agency', 'literary agency: authors are represented by one agent, authors write manuscripts, and we submit manuscripts to publishers and track the responses', {
    Author: 'name, >Agent',
    Agent: 'name',
    Manuscript: 'title, >Author',
    Publisher: 'name',
    Submission: '>Manuscript, >Publisher, response',
  }),
  r14('r14-peer-review', 'journal peer review — authors submit papers to an issue; editors assign reviewers to a paper; each reviewer writes a review with a recommendation', {
    Author: 'name',
    Paper: 'title, >Author, >Issue',
    Issue: 'number|date',
    Editor: 'name',
    Reviewer: 'name',
    Review: '>Reviewer, >Paper, recommendation',
  }),
  r14('r14-dialysis', "dialysis unit: patients come three times a week for sessions on a machine; a nurse looks after each session and records the patient's weight before and after", {
    Patient: 'name',
    Session: '>Patient, >Machine, >Nurse, date, weight',
    Machine: 'number|name',
    Nurse: 'name',
  }),
  r14('r14-midwives', "community midwives - each expecting mum is under one midwife, we log home visits to the mums and the baby's birth details", {
    'Mum|Mother|Patient': 'name, >Midwife',
    Midwife: 'name',
    Visit: '>Mum|Mother|Patient, date',
    'Birth|Baby': '>Mum|Mother|Patient',
  }),
  r14('r14-chiropractor', 'chiropractor: patients get a treatment plan, the plan has a number of sessions, and every appointment is part of a plan', {
    Patient: 'name',
    'Plan|TreatmentPlan': '>Patient, sessions:count',
    Appointment: '>Plan|TreatmentPlan, date',
  }),
  r14('r14-makeup-artist', "makeup artist for weddings: a bride books a trial and the wedding day with me; I also do the bridesmaids, and each bridesmaid is linked to a bride", {
    Bride: 'name',
    Booking: '>Bride, date',
    Bridesmaid: 'name, >Bride',
    '?Trial': '',
  }),
  r14('r14-saddle-fitter', "saddle fitter: horse owners have horses, I fit saddles to each horse, and each fitting visit records the saddle used and notes", {
    Owner: 'name',
    Horse: 'name, >Owner',
    Saddle: 'make|name',
    'Fitting|Visit': '>Horse, >Saddle, notes, date',
  }),
  r14('r14-watch-repair', 'watch repair bench: every watch that comes in belongs to a customer, a job ticket for the watch lists the work needed and the parts we ordered for it', {
    Customer: 'name',
    Watch: '>Customer, brand|make',
    'Job|Ticket|JobTicket': '>Watch, work',
    Part: '>Job|Ticket|JobTicket',
  }),
  r14('r14-estate-sales', 'estate sale company: we run sales at houses for families; the items in a sale are priced; buyers pay for items at checkout', {
    Sale: 'date, >Family|Client, address',
    'Family|Client': 'name',
    Item: '>Sale, price:money',
    Buyer: 'name',
    'Item>Buyer|Buyer>Item': '',
  }),
  r14('r14-meal-kits', "meal kit subscription - subscribers pick a plan, each week they choose recipes for their box, and the box is delivered to the subscriber's address", {
    Subscriber: '>Plan, address',
    Plan: 'name, price:money',
    Box: '>Subscriber, week|date',
    Recipe: 'name',
    'Box>Recipe|Recipe>Box': '',
  }),
  r14('r14-butcher', 'butcher shop Christmas orders. each customer places an order for collection on a day, with lines for the cuts of meat and the weight', {
    Customer: 'name, phone',
    Order: '>Customer, collection:date',
    'Line|OrderLine': '>Order, >Cut, weight',
    Cut: 'name',
  }),
  r14('r14-cider-pressing', "community cider pressing: growers bring their apples, we press them in batches, each batch is one grower's apples and makes a number of litres", {
    Grower: 'name',
    Batch: '>Grower, litres:number, date',
  }),
  r14('r14-ice-cream', "ice cream parlour: flavours are made in batches; a batch is of one flavour with a date; we log the tubs sold of each flavour every day", {
    Flavour: 'name',
    Batch: '>Flavour, date:date',
    'Sale|DailySale': '>Flavour, tubs|quantity:count, date',
  }),
  r14('r14-llama-treks', 'llama trekking farm: guests book treks, each trek is led by a guide and uses several llamas; a llama can go on many treks', {
    Guest: 'name',
    Trek: 'date, >Guide',
    Guide: 'name',
    Llama: 'name',
    '?Booking': '',
    'Guest>Trek': '',
    'Trek>Llama|Llama>Trek': '',
  }),
  r14('r14-zoo-keepers', 'zoo keepers rota: animals live in enclosures, keepers are assigned to an enclosure for each day, and feeds are logged for each animal', {
    Animal: 'name, >Enclosure',
    Enclosure: 'name',
    Keeper: 'name',
    'Assignment|Shift|Rota': '>Keeper, >Enclosure, date:date',
    'Feed|Feeding': '>Animal',
  }),
  r14('r14-pet-adoption', 'pet adoption site\n- Pets: name, species, age, shelter\n- Shelters: name, town\n- Applications: pet, applicant, status\n- Applicants: name, email', {
    Pet: 'name, species, age, >Shelter',
    Shelter: 'name, town',
    Application: '>Pet, >Applicant, status',
    Applicant: 'name, email:email',
  }),
  r14('r14-deli-platters', 'Deli catering platters. Customers: name, phone. Platters: name, price. Orders: customer, pickup date, and which platters (an order can have several platters and a platter is in many orders)', {
    Customer: 'name, phone',
    Platter: 'name, price:money',
    Order: '>Customer, pickup:date',
    'Order>Platter|Platter>Order': '',
  }),
];
