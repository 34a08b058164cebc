/**
 * A study batch written in the seventh generation session before the field rules were changed: its
 * misses are read to find which field phrasings the generator loses. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G8_CREATE_CASES: CreateCase[] = [
  g('g8-bike-shop', 'Bike repair shop. For each repair we record the bike make, the customer phone number, what is wrong, the quote amount, the date promised and whether it was collected.', {
    Repair: 'make|bike, phone, wrong|problem|issue:text, quote|amount:money, promised|date:date, collected:bool',
  }),
  g('g8-choir', 'choir members app - every singer has a voice part (soprano, alto, tenor or bass), an email and a join date. rehearsals have a date, venue and the piece we are working on', {
    Singer: 'name, part|voice:enum=soprano/alto/tenor/bass, email:email, join:date',
    Rehearsal: 'date:date, venue, piece',
  }),
  g('g8-dog-walker', 'I walk dogs for a living. Need to keep track of dogs (name, breed, owner, any medical notes) and walks with a duration in minutes, price and pickup time', {
    Dog: 'name, breed, owner, medical|notes:text',
    Walk: 'duration|minutes:count, price:money, pickup:datetime',
  }),
  g('g8-grant-tracker', 'Non-profit grant tracker: funder, grant title, amount requested, amount awarded, deadline, a status of drafting, submitted, awarded or rejected, and the report due date', {
    Grant: 'funder, title, requested:money, awarded:money, deadline:date, status:enum=drafting/submitted/awarded/rejected, report|due:date',
  }),
  g('g8-coffee-roaster', 'Coffee roastery: green beans with origin, process (washed, natural, honey), cost per kg and stock in kg. Roasts have roast date, batch weight, roast level and a cupping score out of 100.', {
    Bean: 'origin, process:enum=washed/natural/honey, cost:money, stock:number',
    Roast: 'date:date, weight:number, level, score|cupping:number',
  }),
  g('g8-it-helpdesk', 'internal IT helpdesk. tickets: subject, description, priority low/medium/high/urgent, reporter email, created at, resolved? and time spent in hours', {
    Ticket: 'subject, description:text, priority:enum=low/medium/high/urgent, email|reporter:email, created:datetime, resolved:bool, time|spent|hours:number',
  }),
  g('g8-tutoring', 'A tutoring business where tutors have a name, subjects, hourly rate and a profile photo, and students book lessons. A lesson has a date and time, length in minutes, whether it was paid, and notes.', {
    Tutor: 'name, subjects, rate:money, photo:image',
    Lesson: 'date|time:datetime, length|minutes:count, paid:bool, notes:text',
    Student: 'name',
  }),
  g('g8-vineyard', 'Vineyard blocks: block name, grape variety, acreage, year planted. Harvest records per block with pick date, tonnes picked and sugar level (brix).', {
    Block: 'name, variety|grape, acreage:number, year|planted',
    Harvest: 'pick|date:date, tonnes:number, sugar|brix:number',
  }),
  g('g8-apartment-rentals', 'Property manager app. Units: unit number, bedrooms, monthly rent, available from. Tenants: full name, email, phone, lease start, lease end, deposit held.', {
    Unit: 'number, bedrooms:count, rent:money, available:date',
    Tenant: 'name, email:email, phone, start:date, end:date, deposit:money',
  }),
  g('g8-book-club', 'book club: we read one book a month. Track the book (title, author, pages), who picked it, meeting date and everyone\'s rating from 1 to 5 stars', {
    Book: 'title, author, pages:count',
    '?Meeting': 'date:date',
    '?Rating|Review': 'rating|stars:rating',
  }),
  g('g8-food-truck', 'Food truck menu + orders. menu items with name, price, vegan (y/n), spice level mild medium hot, picture. orders have customer name, pickup time, total and paid status', {
    'MenuItem|Item|Dish': 'name, price:money, vegan:bool, spice:enum=mild/medium/hot, picture|photo:image',
    Order: 'customer|name, pickup:datetime, total:money, paid|status',
  }),
  g('g8-lab-samples', 'Lab sample register: sample ID, collected on (date), collected by, sample type - blood, urine, tissue, storage temperature, freezer location, expiry date and a consent form received flag', {
    Sample: 'id, collected:date, collected_by|by, type:enum=blood/urine/tissue, temperature:number, freezer|location, expiry:date, consent:bool',
  }),
  g('g8-music-teacher', 'Piano teacher. pupils with name, parent email, grade they are working towards, lesson day (monday to friday) and weekly fee', {
    Pupil: 'name, email:email, grade, day, fee:money',
  }),
  g('g8-event-venue', 'Wedding venue enquiries. Each enquiry: couple names, contact email, phone, preferred date, guest count, budget, how they heard about us (instagram, google, friend, wedding fair) and a follow-up date.', {
    Enquiry: 'couple|names, email:email, phone, date|preferred:date, guests|count:count, budget:money, heard:enum=instagram/google/friend/fair, follow:date',
  }),
  g('g8-football-club', 'Youth football club. Players: name, date of birth, position, shirt number, parent contact. Matches: opponent, kickoff, home or away, our score, their score.', {
    Player: 'name, birth:date, position, shirt|number:count, contact|parent',
    Match: 'opponent, kickoff:datetime, home|away, our|score:count, their:count',
  }),
  g('g8-saas-accounts', 'customer accounts for our SaaS: company, plan (free, starter, pro, enterprise), MRR, seats, signup date, churned boolean, account manager, website', {
    Account: 'company, plan:enum=free/starter/pro/enterprise, mrr:money, seats:count, signup:date, churned:bool, manager, website:url',
  }),
  g('g8-pottery', 'pottery studio: pieces with a title, clay body, glaze, firing temp, date thrown, finished photo and sale price', {
    Piece: 'title, clay, glaze, firing|temp:number, thrown|date:date, photo:image, price:money',
  }),
  g('g8-hair-salon', 'Salon bookings: client, stylist, service (cut, colour, blow dry, highlights), appointment time, duration, price, and a no-show checkbox', {
    Booking: 'client, stylist, service:enum=cut/colour/blow dry/highlights, time|appointment:datetime, duration:count, price:money, show:bool',
  }),
  g('g8-podcast', 'podcast production planner. episodes have an episode number, title, guest, recording date, publish date, duration and a link to the audio file. guests have a name, bio, twitter handle and headshot', {
    Episode: 'number:count, title, guest, recording:date, publish:date, duration, link|audio:url',
    Guest: 'name, bio:text, twitter|handle, headshot:image',
  }),
  g('g8-construction', 'Construction site diary. Daily entries record the date, weather, number of workers on site, work completed, any incidents and photos.', {
    'Entry|Diary|DailyEntry': 'date:date, weather, workers:count, work_completed|completed:text, incidents:text, photos:image',
  }),
  g('g8-charity-donors', 'Donor CRM for a small charity. Donors have first name, last name, email, postal address, gift aid yes or no. Donations: donor, amount, date received, method (cash, cheque, card, bank transfer), campaign.', {
    Donor: 'first, last, email:email, address, gift|aid:bool',
    Donation: '>Donor, amount:money, date|received:date, method:enum=cash/cheque/card/bank transfer, campaign',
  }),
  g('g8-recipes', 'my recipe box. recipes need a name, cuisine, prep time, cook time, servings, difficulty easy medium hard, instructions and a photo', {
    Recipe: 'name, cuisine, prep:count, cook:count, servings:count, difficulty:enum=easy/medium/hard, instructions:text, photo:image',
  }),
  g('g8-gym-members', 'Gym: members with name, membership type (monthly, annual, pay as you go), start date, expiry date, emergency contact, and check-ins that store the member and the check-in time', {
    Member: 'name, type|membership:enum=monthly/annual/pay as you go, start:date, expiry:date, emergency|contact',
    'CheckIn|Checkin|Visit': '>Member, time:datetime',
  }),
  g('g8-hackathon', 'Hackathon judging: teams submit projects. Each project has a name, repo URL, demo video link, team and a description. Judges score projects on innovation, design and impact (1-10 each).', {
    Project: 'name, repo:url, demo|video:url, team, description:text',
    '?Score|Judgement|Evaluation': 'innovation:number, design:number, impact:number',
    Judge: 'name',
    '?Team': '',
  }),
  g('g8-camping', 'Campsite bookings — pitch number, arrival date, departure date, number of adults, number of kids, electric hookup needed?, vehicle reg, total cost', {
    Booking: 'pitch:count, arrival:date, departure:date, adults:count, kids:count, electric|hookup:bool, reg|vehicle, total|cost:money',
  }),
  g('g8-insurance-claims', 'Claims handling tool. A claim has a policy number, claimant, incident date, claim type (auto, home, travel, health), amount claimed, amount paid, adjuster and a status: open, investigating, approved, denied or closed.', {
    Claim: 'policy|number, claimant, incident|date:date, type:enum=auto/home/travel/health, claimed:money, paid:money, adjuster, status:enum=open/investigating/approved/denied/closed',
  }),
  g('g8-allotment', 'Allotment society. plots: plot number, size in square metres, annual rent, tenant name, tenant phone, waiting list position, last inspected date and condition (good, fair, poor)', {
    Plot: 'number, size:number, rent:money, tenant|name, phone, position|waiting:count, inspected:date, condition:enum=good/fair/poor',
  }),
  g('g8-freelance-invoices', 'Freelancer invoicing. Clients: name, company, email, VAT number. Invoices: invoice number, client, issue date, due date, amount, VAT rate, paid on date', {
    Client: 'name, company, email:email, vat',
    Invoice: 'number, >Client, issue:date, due:date, amount:money, rate|vat:number, paid:date',
  }),
  g('g8-clinic-vaccines', 'Travel clinic: patients with name, DOB, NHS number, allergies. Vaccinations given: patient, vaccine name, batch number, dose number, date given, next dose due', {
    Patient: 'name, dob|birth:date, nhs|number, allergies:text',
    Vaccination: '>Patient, vaccine|name, batch, dose:count, given|date:date, next|due:date',
  }),
  g('g8-warehouse', 'Warehouse pick lists. Products have SKU, name, bin location, weight (kg), reorder level and quantity in stock. Pick lists have an order reference, picker, picked at timestamp and status (pending / picking / packed / shipped).', {
    Product: 'sku, name, bin|location, weight:number, reorder:count, quantity|stock:count',
    'PickList|Pick': 'order|reference, picker, picked:datetime, status:enum=pending/picking/packed/shipped',
  }),
  g('g8-escape-room', 'escape room bookings: room, team name, number of players 2-6, slot time, did they escape, escape time in minutes, hints used', {
    Booking: 'room, team, players:count, slot|time:datetime, escape:bool, minutes|escape_time:count, hints:count',
  }),
  g('g8-newsletter', 'Newsletter signups with email address, first name, signed up date, source (website, event, referral), confirmed or not and unsubscribed date', {
    'Signup|Subscriber': 'email:email, first|name, signed|date:date, source:enum=website/event/referral, confirmed:bool, unsubscribed:date',
  }),
  g('g8-church-rota', 'Church volunteer rota. Volunteers: name, mobile, roles they can do. Services on a sunday have a date, theme and preacher. Each rota slot links a volunteer to a service with a role (welcome, coffee, sound, kids)', {
    Volunteer: 'name, mobile, roles',
    Service: 'date:date, theme, preacher',
    '?Slot|RotaSlot|Assignment': '>Volunteer, >Service, role:enum=welcome/coffee/sound/kids',
  }),
  g('g8-vet-practice', 'vet practice. pets: name, species (dog, cat, rabbit, other), breed, weight, date of birth, microchip number, owner. owners: name, address, phone, email', {
    Pet: 'name, species:enum=dog/cat/rabbit/other, breed, weight:number, birth:date, microchip, >Owner',
    Owner: 'name, address, phone, email:email',
  }),
  g('g8-film-crew', 'Indie film shoot schedule. Scenes: scene number, location, interior or exterior, day or night, page count, shoot date, cast needed', {
    Scene: 'number:count, location, interior|exterior, day|night, page:number, shoot|date:date, cast',
  }),
  g('g8-sports-league', 'Darts league with teams and fixtures. A team has a name, captain, home pub and captain email. Fixtures: home team, away team, date, home legs won, away legs won', {
    Team: 'name, captain, pub, email:email',
    Fixture: 'date:date, home_legs|legs_won:count, away_legs:count',
  }),
  g('g8-expense-claims', 'Staff expense claims: employee, date incurred, category (travel, meals, accommodation, equipment), amount, receipt photo, approved by manager yes/no, reimbursed date', {
    'Claim|Expense': 'employee, date|incurred:date, category:enum=travel/meals/accommodation/equipment, amount:money, receipt:image, approved:bool, reimbursed:date',
  }),
  g('g8-bakery-orders', 'Custom cake orders. I need the customer name + phone, cake flavour, number of tiers, message on the cake, collection date, price, deposit paid and any allergy info', {
    Order: 'customer|name, phone, flavour, tiers:count, message:text, collection:date, price:money, deposit:bool, allergy:text',
  }),
  g('g8-hiking-log', 'hiking log where each hike has the trail name, region, distance in miles, elevation gain in feet, time taken, date hiked, rating and some photos', {
    Hike: 'trail|name, region, distance:number, elevation:number, time, date:date, rating:rating, photos:image',
  }),
  g('g8-moving-company', 'Removals company jobs: customer, from address, to address, move date, van size (small, luton, 7.5 tonne), crew size, hours estimated, quote, and whether packing service is included', {
    Job: 'customer, from, to, date:date, van:enum=small/luton/7.5 tonne, crew:count, hours:number, quote:money, packing:bool',
  }),
  g('g8-asset-register', 'IT asset register. Each laptop/phone/monitor: asset tag, device type, make and model, serial number, purchase date, purchase price, warranty expiry, assigned to (staff member) and notes.', {
    Asset: 'tag, type, model|make, serial, purchase|date:date, price:money, warranty:date, assigned, notes:text',
  }),
  g('g8-language-exchange', 'language exchange meetup app. people sign up with their name, native language, language they want to practise, level (beginner, intermediate, advanced), city and a short bio. meetups have a cafe, date and time, max attendees', {
    '?Person|Member|Participant|User': 'name, native, practise|want, level:enum=beginner/intermediate/advanced, city, bio:text',
    Meetup: 'cafe, date|time:datetime, max|attendees:count',
  }),
  g('g8-classroom-behaviour', 'Teacher app to log behaviour points. Students have first name, surname, class and house. Points have a student, date, reason, points (+/-) and the teacher who gave them', {
    Student: 'first, surname, class, house',
    'Point|BehaviourPoint': '>Student, date:date, reason, points:number, teacher',
  }),
];
