/**
 * A private check batch written in the sixth generation session (entities) before any change to the
 * generator: never studied while tuning (only its aggregate numbers were read, before and after), so it
 * tells whether the rules learned from dev + e6 generalise. Requests typed the way people type them to
 * app builders. Its numbers are in docs/benchmarks.md. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';

const dev = (id: string, prompt: string, entities: Record<string, string>): CreateCase => ({ id, split: 'dev', prompt, entities });

export const E7_CREATE_CASES: CreateCase[] = [
  dev('e7-dog-walker', "I'm a dog walker. Each client has one or more dogs, I schedule walks and I need to know which walks have been paid for", {
    Client: 'name',
    Dog: '>Client, name',
    Walk: '>Dog, date|time:date, paid:bool',
  }),
  dev('e7-homeless-shelter', 'night shelter for rough sleepers. guests stay overnight in beds, staff log each stay and any referrals to other services', {
    Guest: 'name',
    Bed: 'name|number',
    Stay: '>Guest, >Bed, date:date',
    Referral: '>Guest',
    '?Staff|StaffMember': '',
    '?Service|Agency': '',
  }),
  dev('e7-electrician', 'Electrician jobs app - customers, the sites we work at, certificates we issue after each job (EICR, minor works) and the materials used', {
    Customer: 'name',
    Site: 'address|name, >Customer',
    Certificate: 'type:enum=eicr/minor works',
    Material: 'name',
    '?Job': '',
  }),
  dev('e7-primary-reading', 'primary school reading scheme\n* children\n* reading books with a colour band\n* which book each child takes home and when they bring it back\n* teacher comments', {
    Child: 'name',
    Book: 'title, band|colour:enum',
    'Loan|Checkout|Borrowing': '>Child, >Book, returned|back:date',
    Comment: '>Child',
    '?Teacher': '',
  }),
  dev('e7-physio', 'physio clinic, we need patients, referrals from GPs, courses of treatment, and each session with pain score 0-10', {
    Patient: 'name',
    Referral: '>Patient',
    'Course|TreatmentCourse|Treatment': '>Patient',
    Session: '>Course|>Patient, pain|pain_score:number, date:date',
    '?Gp|GP|Doctor': '',
  }),
  dev('e7-ski-hire', 'Ski hire shop. We rent skis, boots and helmets to customers by the day. Record who rented what, for how many days and the deposit', {
    Customer: 'name',
    'Equipment|Item|Ski': 'name',
    'Rental|Hire': '>Customer, days:count, deposit:money',
  }),
  dev('e7-community-garden', 'community garden: volunteers, work days, tasks for each work day, and a tool shed inventory', {
    Volunteer: 'name',
    WorkDay: 'date:date',
    Task: '>WorkDay',
    'Tool|InventoryItem|Item': 'name',
  }),
  dev('e7-darts-league', 'pub darts league. Which teams play which, what night, and the leg scores. players belong to a team', {
    Team: 'name',
    Player: '>Team, name',
    'Match|Fixture|Game': 'home>Team, away>Team, date:date',
    '?Leg|Score': '',
  }),
  dev('e7-clinical-trial', 'we run a small clinical trial. participants are enrolled at a site, randomised to an arm (placebo or drug), and attend study visits where adverse events can be reported', {
    Participant: '>Site, arm:enum=placebo/drug',
    Site: 'name',
    Visit: '>Participant, date:date',
    AdverseEvent: '>Participant|>Visit',
  }),
  dev('e7-wine-cellar', 'my wine cellar. bottles - producer, vintage, grape, rack position - and tasting notes when I open one', {
    Bottle: 'producer|>Producer, vintage, grape, rack|position',
    TastingNote: '>Bottle',
    '?Producer': '',
  }),
  dev('e7-fleet', 'company vans: each van has a registration, mileage and MOT due date. drivers check out a van and we log fuel and any damage', {
    Van: 'registration, mileage:number, mot|mot_due:date',
    Driver: 'name',
    'Checkout|Booking|Assignment|Trip': '>Van, >Driver',
    'FuelLog|Fuel|Refuel': '>Van',
    'Damage|DamageReport': '>Van',
  }),
  dev('e7-hair-salon', 'Hair salon bookings. clients book a stylist for a service (cut, colour, blow dry), each service has a price and duration', {
    Client: 'name',
    Stylist: 'name',
    Service: 'name, price:money, duration',
    'Booking|Appointment': '>Client, >Stylist, >Service',
  }),
  dev('e7-grants', "We're a small charitable trust. Organisations apply for grants, trustees review each application and we record decisions and payments", {
    Organisation: 'name',
    'Application|GrantApplication': '>Organisation',
    '?Grant': '',
    '?Trustee': '',
    '?Review': '',
    '?Decision': '',
    Payment: 'amount:money',
  }),
  dev('e7-jam-stall', 'jam stall at the market, what jars I make each batch (flavour, jars made, date) and what sells each saturday', {
    Batch: 'flavour, jars:count, date:date',
    '?Flavour|Product|Jam': '',
    Sale: 'date:date',
  }),
  dev('e7-it-assets', 'asset register for our office: laptops and phones with serial numbers, who has each one, purchase date and warranty expiry', {
    'Asset|Device': 'serial|serial_number, purchase|purchased:date, warranty|warranty_expiry:date',
    'Employee|Person|User|Staff': 'name',
    '?Laptop|Phone': '',
  }),
  dev('e7-orchestra', 'Amateur orchestra. Musicians play instruments, we hold concerts with a programme of works, and members pay subs each term', {
    'Musician|Member': 'name',
    '?Instrument': '',
    Concert: 'date:date',
    'Work|Piece': 'title|name',
    'Sub|Subscription|Payment': '>Musician|>Member, amount:money',
    '?Term': '',
  }),
  dev('e7-foster-pets', 'rescue charity - animals in foster homes. each animal is placed with a fosterer, and adopters apply to adopt', {
    Animal: 'name',
    Fosterer: 'name',
    'Placement|Foster': '>Animal, >Fosterer',
    Adopter: 'name',
    'Application|Adoption|AdoptionApplication': '>Animal, >Adopter',
  }),
  dev('e7-exam-board', 'how do I track coursework? students submit pieces of coursework for each module, a marker gives a grade and feedback', {
    Student: 'name',
    Module: 'name',
    'Coursework|Submission': '>Student, >Module, grade, feedback',
    '?Marker': '',
  }),
  dev('e7-tattoo', 'tattoo studio - clients, artists, consultations, deposits and the appointments once a design is agreed', {
    Client: 'name',
    Artist: 'name',
    Consultation: '>Client',
    Deposit: 'amount:money',
    Appointment: '>Client, >Artist',
    '?Design': '',
  }),
  dev('e7-lost-property', 'lost property office at a train station. someone hands in an item, we record where and when it was found; owners can claim it back with proof', {
    Item: 'description|name, found|date:date, location|where',
    Claim: '>Item',
    '?Owner|Claimant': '',
  }),
  dev('e7-research-papers', 'reading list for my PhD - papers, authors, which topic, my notes and whether I have cited it', {
    Paper: 'title, cited:bool',
    Author: 'name',
    Topic: 'name',
    '?Note': '',
  }),
  dev('e7-carpentry', 'carpentry workshop. I build furniture to order. track commissions, the timber I buy (species, size, cost), and hours I spend on each commission', {
    Commission: 'name|title',
    'Timber|TimberPurchase|Purchase': 'species, size, cost:money',
    'TimeEntry|Hours|Log|WorkLog': '>Commission, hours:number',
    '?Customer|Client': '',
  }),
  dev('e7-swim-lessons', 'swimming lessons for kids. each child is in a group by level (duckling, seal, dolphin), groups have a teacher and a time slot, and we tick off badges', {
    Child: 'name, >Group',
    Group: 'level:enum=duckling/seal/dolphin, >Teacher',
    Teacher: 'name',
    Badge: 'name',
  }),
  dev('e7-film-society', 'film society screenings - film, date, who introduced it, tickets sold. members vote on what to show next', {
    Screening: '>Film|film, date:date, tickets|tickets_sold:count',
    '?Film': '',
    Member: 'name',
    Vote: '>Member',
  }),
  dev('e7-mortgage-broker', 'mortgage broker CRM: clients, their properties, lenders, and cases moving through stages (enquiry, application, offer, completion)', {
    Client: 'name',
    Property: 'address|name',
    Lender: 'name',
    Case: '>Client, stage|status:enum=enquiry/application/offer/completion',
  }),
  dev('e7-warehouse', 'warehouse app - we receive deliveries from suppliers, put stock into bin locations, and pick orders for shipping', {
    'Delivery|Receipt': '>Supplier',
    Supplier: 'name',
    '?Stock|StockItem|Product|Item': '',
    'Location|Bin|BinLocation': 'name|code',
    Order: '',
  }),
  dev('e7-retreat', 'yoga retreat bookings: retreats with dates and price, guests who book a place, room sharing and dietary requirements', {
    Retreat: 'start|dates:date, price:money',
    Guest: 'name, dietary|dietary_requirements',
    'Booking|Place': '>Retreat, >Guest',
    '?Room': '',
  }),
  dev('e7-parish-council', 'parish council: councillors, meetings with agendas and minutes, and planning applications we comment on', {
    Councillor: 'name',
    Meeting: 'date:date, agenda, minutes',
    PlanningApplication: 'reference|address',
    '?Comment': '',
  }),
  dev('e7-running-club', 'Running club. members log their runs (distance, time, route) and we post club races and who entered', {
    Member: 'name',
    Run: '>Member, distance:number, time, route',
    Race: 'name, date:date',
    'Entry|RaceEntry': '>Member, >Race',
  }),
  dev('e7-seed-library', 'seed library where gardeners borrow seeds in spring and return saved seeds in autumn. varieties have a crop type and sowing month', {
    Gardener: 'name',
    Variety: 'name, crop|crop_type, sowing_month|month',
    'Loan|Borrowing': '>Gardener, >Variety',
    '?Return|Deposit': '',
  }),
];
