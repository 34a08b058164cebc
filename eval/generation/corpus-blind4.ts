/**
 * A fourth held-out batch (h6), written by the lead at the start of the tenth generation session
 * (2026-11-28, on main 6c7c07c) before any of that session's rule changes. Unlike h1–h5, its domains and
 * the features each prompt asks for were not thought up by the team: they come from an external list,
 * the 101 test instructions of WebGen-Bench (Lu et al. 2025, MIT licence; instructions written by human
 * annotators with GPT-4o for a website-generation benchmark). Every instruction that asks for stored
 * records was taken, in the list's order; games, brochure and portfolio sites with nothing to store were
 * left out. Each prompt is reworded (shorter, sometimes informal, as a user types to a builder) and keeps
 * the instruction's records, features and, often, its colour sentence ("ivory background, forest green
 * components": colours are no records). Expectations are what a careful reader of the prompt expects.
 * The edits are the lead's, on bases from the same list. Its misses are never read while tuning; its
 * aggregate is measured on 6c7c07c and at the session's end. Same expectation DSL as corpus.ts.
 */
import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits } from './corpus-dsl.ts';

const held = creations('heldout');
const heldEdit = edits('heldout');

export const BLIND4_CREATE_CASES: CreateCase[] = [
  held('h6-basketball', 'Basketball stats site for bettors: match history, team rankings and player performance, with a prediction for each upcoming match. Ghost white background, slate gray components.', {
    Team: 'name',
    Player: 'name, >Team',
    'Match|Game': '>Team, date:date|datetime',
    'Prediction|Bet': '>Match|Game',
    '?Ranking|Performance|PlayerStat': '',
  }),
  held('h6-trivia', 'online trivia contests: people browse contests and enroll, answer the questions, submit answers and get a score, and there is a leaderboard', {
    Contest: 'name|title',
    Question: '>Contest',
    'Enrollment|Entry|Participant|Contestant': '>Contest, score:count|number',
    '?Answer|Submission': '',
    '?Player|User': '',
    '?Leaderboard': '',
  }),
  held('h6-baseball-sim', 'Baseball management sim. Teams with rosters and finances, player statistics, simulate games and see results, set lineups and strategy for each team.', {
    Team: 'name',
    Player: 'name, >Team',
    Game: '>Team, date:date|datetime',
    '?Lineup|Strategy': '',
    '?Result|Score': '',
    '?Statistic|Stat|PlayerStat': '',
  }),
  held('h6-credit-repair', 'lead capture site for a credit repair company - visitors fill in a form with their personal details and credit status, we also explain our services. old lace background, rosy brown UI', {
    Lead: 'name, email:email, phone, credit_status|status|credit',
    '?Service': 'name',
    '?CreditScore|Inquiry': '',
  }),
  held('h6-house-cleaning', 'House cleaning service. Customers book a cleaning service and can check the status of their booking; show the services with details, and contact by phone and email.', {
    Service: 'name, price:money',
    Booking: '>Service, date:date|datetime, status:enum',
    'Customer|Client': 'name, phone, email:email',
  }),
  held('h6-bourbon-bar', 'website for a bourbon bar: the drinks menu, a members-only private poker room, events and promotions, and online reservations', {
    'MenuItem|Drink|Item|Bourbon': 'name, price:money',
    'Event|Promotion': 'name|title, date:date|datetime',
    'Reservation|Booking': 'date|time:datetime|date, name',
    '?Member|Membership': '',
    '?PokerRoom|Room': '',
  }),
  held('h6-call-log', 'Customer service call log. For each call: which client, the call type, notes, the action taken and the follow-up step. Screens for open calls and to-do calls, a wizard to add a new client and a way to edit client info.', {
    'Client|Customer': 'name, phone',
    'Call|CallLog': '>Client|Customer, type|call_type:enum, notes:text, action|action_taken, follow_up|followup',
    '?FollowUp|Action|Step': '',
  }),
  held('h6-insurance', 'insurance back office: customers, policies and claims, with reports and charts', {
    Customer: 'name',
    Policy: '>Customer, number|policy_number, premium:money',
    Claim: '>Policy, amount:money, status:enum',
  }),
  held('h6-deals', 'Community site where people share promotions and discounts they found; browse, share and search them. An admin area to manage users and promotions. Ivory background, forest green blocks.', {
    'Promotion|Deal|Discount': 'title, store|shop, >User|Member',
    'User|Member': 'name',
    '?Category': 'name',
  }),
  held('h6-fishing', 'fishing contest site - post contest announcements, anglers register for a contest, we post results (weight of the catch) and photos from the day', {
    'Contest|Competition': 'name, date:date',
    'Registration|Entry|Angler|Entrant': '>Contest|Competition, name',
    'Result|Catch': '>Contest|Competition, weight:number',
    'Photo|Picture': '>Contest|Competition, image|photo:image',
    '?Announcement': '',
  }),
  held('h6-forum', 'A forum: posts and replies, browse by category, search. Each user has a page with their posts, their replies and their profile.', {
    'Post|Thread|Topic': 'title, body|content:text, >Category, >User|Member',
    'Reply|Comment': '>Post|Thread|Topic, >User|Member',
    Category: 'name',
    'User|Member|Profile': 'name',
  }),
  held('h6-qa', 'Q&A site where users submit questions, others answer them, and answers can be rated', {
    Question: 'title|text|question',
    Answer: '>Question, rating:rating|number|count',
    '?User|Member': '',
    '?Rating|Vote': '',
  }),
  held('h6-real-estate', 'real estate listings with search and filters (price, bedrooms, area), and a details page per property. alice blue + steel blue', {
    'Property|Listing': 'price:money, bedrooms:count, address|location|area',
    '?Agent': 'name',
    '?Area|Neighbourhood|Neighborhood': '',
  }),
  held('h6-escrow', 'Crypto escrow: sellers list crypto products, buyers pick one and open a transaction, the coins sit in escrow until the buyer confirms, then they are released; either side can raise a dispute.', {
    Seller: 'name',
    Buyer: 'name',
    'Product|Listing|Offer': 'name|title, price:money, >Seller',
    'Transaction|Trade|Deal|Order': '>Buyer, >Product|Listing|Offer, amount:money|number, status:enum',
    Dispute: '>Transaction|Trade|Deal|Order, reason|description',
    '?Escrow|EscrowAccount': '',
  }),
  held('h6-shirts', 'custom shirt shop, the customer picks a shirt model and fabric and enters their measurements, previews the design, then orders and pays', {
    'Order|ShirtOrder|Design': 'model|shirt_model, fabric, >Customer',
    Customer: 'name, email:email',
    '?Measurement|Measurements': '',
    '?Payment': 'amount:money',
    '?Fabric|Model|Shirt': '',
  }),
  held('h6-apartments', 'Short-term apartment rentals. Browse apartments by type, search and filter, book one for some dates, see my bookings.', {
    Apartment: 'name|title, type:enum, price|rate|nightly_rate:money',
    Booking: '>Apartment, check_in|start|from:date, check_out|end|to:date',
    '?Guest|Customer|User': '',
  }),
  held('h6-domains', 'Domain name leasing site: search for a domain, lease it, renew it or transfer it; see each domain and its leasing records. Also user, order and payment management.', {
    Domain: 'name',
    Lease: '>Domain, start|start_date:date, end|end_date|expires|expiry:date, >User|Customer',
    'User|Customer': 'name, email:email',
    'Order|Payment': 'amount:money',
    '?Transfer|Renewal': '',
  }),
  held('h6-email-platform', 'email sending platform: write emails from templates, pick recipients, attach files, send, and manage what was sent', {
    'Email|Message': 'subject, body:text, sent|sent_at:datetime|date|bool',
    'Recipient|Contact': 'name, email:email',
    Template: 'name, body:text',
    '?Attachment': 'file|url',
  }),
  held('h6-paper-cups', 'Paper cup factory system. Track raw materials (stock and usage), finished products, production runs and sales, plus customers with their sales history and sales stats.', {
    'RawMaterial|Material': 'name, stock|quantity:count|number',
    'Product|FinishedProduct|Cup': 'name, stock|quantity:count|number',
    'ProductionRun|Production|Batch|Run': '>Product|FinishedProduct|Cup, quantity:count|number, date:date',
    'Sale|Order': '>Customer, >Product|FinishedProduct|Cup, quantity:count|number, date:date',
    Customer: 'name',
  }),
  held('h6-hospital', 'hospital admin: patient files (name, date of birth, gender, diagnosis), fees collected from patients, the pharmacy stock of medicines, and daily reports that staff send to their manager', {
    Patient: 'name, date_of_birth|birth|dob:date, gender:enum, diagnosis',
    'Payment|Fee|Bill|Invoice': '>Patient, amount:money',
    'Medicine|Drug|Medication': 'name, stock|quantity:count|number',
    'DailyReport|Report': '>Staff|Employee, date:date',
    'Staff|Employee': 'name',
  }),
  held('h6-attendance', 'Time attendance: employees clock in and out and see their own attendance; admins see everyone and the stats', {
    Employee: 'name',
    'Attendance|ClockIn|Punch|TimeRecord|Record|Shift': '>Employee, clock_in|in|start:datetime, clock_out|out|end:datetime',
  }),
  held('h6-barbers', 'barber shop manager: add barbers and services, and send WhatsApp notifications to clients', {
    Barber: 'name',
    Service: 'name, price:money',
    'Client|Customer': 'name, phone',
    '?Notification|Message': '',
    '?Appointment|Booking': '',
  }),
  held('h6-driver-jobs', 'Recruitment site for drivers. Drivers register and make a profile, clients post jobs, drivers apply; clients see their active job postings. Pages: home, about, clients, drivers, jobs, contact.', {
    Driver: 'name, email:email, phone',
    Client: 'name',
    'Job|JobPosting|Posting': 'title, >Client, active|status',
    Application: '>Driver, >Job|JobPosting|Posting',
    '?Contact|Message': '',
  }),
  held('h6-blue-collar', 'job board for blue collar work. workers make a profile (name, contact info, skills, email, photo) and search jobs like construction, plumbing, electrician', {
    Worker: 'name, email:email, phone|contact, skills, photo:image',
    'Job|JobListing|Listing': 'title, trade|category|type',
    '?Employer': 'name',
    '?Application': '',
  }),
  held('h6-internships', 'internship portal with a student side and a company side: companies post internships, students browse and apply', {
    Student: 'name',
    Company: 'name',
    'Internship|Position': 'title, >Company',
    Application: '>Student, >Internship|Position',
  }),
  held('h6-datasci-courses', 'Python data science course platform: browse courses, take the lessons, hand in assignments, check your grades', {
    Course: 'title|name',
    Assignment: '>Course, due|due_date:date|datetime',
    Submission: '>Assignment, >Student, grade:number|count',
    Student: 'name',
    '?Lesson': '>Course',
  }),
  held('h6-coaching', 'One to one coaching app: personality assessment, client profiles, matching clients with coaches, scheduling sessions, and goals with progress tracking.', {
    Coach: 'name',
    Client: 'name',
    Session: '>Coach, >Client, date|time:datetime|date',
    Goal: '>Client, progress:number',
    '?Assessment': '>Client',
  }),
  held('h6-study-groups', 'virtual study groups - users create or join a group, share resources (download them), and discuss group projects', {
    'Group|StudyGroup': 'name',
    'Member|Membership': '>Group|StudyGroup',
    Resource: '>Group|StudyGroup, file|url',
    Project: '>Group|StudyGroup',
    '?Discussion|Comment|Post': '',
  }),
  held('h6-dmv', 'DMV practice tests: a question bank, mock exams, and a breakdown of the questions I got wrong, with my exam scores', {
    Question: 'question|text, answer',
    'Exam|Test|Attempt': 'score:number|count, date:date|datetime',
    '?Answer|Response|Mistake': '',
  }),
  held('h6-culinary', 'Culinary guide: browse nearby restaurants, search recipes, read and add reviews and ratings. Lemon chiffon and chocolate colours.', {
    Restaurant: 'name, address|location',
    Recipe: 'name|title',
    Review: '>Restaurant, rating:rating, comment|text',
  }),
  held('h6-obituaries', 'family event portal: publish obituaries and funeral arrangements, a list of mortuaries, condolence messages on each obituary, and some statistics', {
    Obituary: 'name, date_of_death|died|death:date',
    'Funeral|Arrangement|FuneralArrangement': '>Obituary, date|time:datetime|date, location|place',
    'Condolence|Message': '>Obituary, message|text',
    'Mortuary|FuneralHome': 'name',
  }),
  held('h6-fitness-log', 'fitness tracker: record exercises, keep a fitness diary, leaderboard and stats on the home page', {
    'Exercise|Workout|Activity': 'type|name, duration|minutes:count|number, date:date|datetime',
    'DiaryEntry|Entry|Diary': 'date:date, text|note|notes|content:text',
    '?User|Member': '',
  }),
  held('h6-engineer-tools', 'A directory of tools for engineers: name, description, what it does, price. Sign up and log in, search and filter, comment on and rate tools.', {
    Tool: 'name, description:text, price:money',
    'Review|Comment|Rating': '>Tool, rating:rating, comment|text',
    '?User|Member': '',
  }),
  held('h6-food-bank', 'food distribution site: food donations, people apply to receive food, and volunteer management', {
    Donation: 'food|item, quantity:count|number, >Donor',
    '?Donor': 'name',
    'Application|Request|Distribution': 'name, date:date',
    Volunteer: 'name',
  }),
  held('h6-detective', 'detective agency case app: cases, real-time reports from the field, logging work hours against a case, estimated expense sheets and service assignment sheets', {
    Case: 'title|name, status',
    Report: '>Case, date|time:datetime|date',
    'TimeEntry|WorkHour|Hour|Timesheet': '>Case, hours:number, date:date',
    'Expense|ExpenseSheet|Estimate': '>Case, amount:money',
    'Assignment|ServiceAssignment': '>Case',
    '?Detective|Investigator|Agent': 'name',
    '?Client': 'name',
  }),
  held('h6-construction', 'Construction management: projects with a schedule, documents per project, job cost estimates, time tracking and resources', {
    Project: 'name, start|start_date:date, end|end_date:date',
    Document: '>Project, file|url',
    'Estimate|Cost': '>Project, amount:money',
    'TimeEntry|Timesheet': '>Project, hours:number, date:date',
    'Resource|Equipment': 'name',
    '?Task|Milestone': '',
  }),
  held('h6-bands', 'Entertainment directory. Bands sign up with a bio, a picture link, audio sample links and YouTube links; advertisers sign up and upload their ads. Visitors browse bands and see the ads.', {
    Band: 'name, bio:text, picture|photo|image:image|url, audio|sample:url, video|youtube:url',
    Advertiser: 'name',
    'Ad|Advertisement': '>Advertiser, image|content',
  }),
  held('h6-matrimonial', 'matrimonial site: profiles with photos and personal details, advanced search and filters, and messaging between members', {
    'Profile|Member': 'name, photo:image, age:count|number, gender:enum',
    Message: '>Profile|Member, body|text|message:text',
  }),
  held('h6-skills', 'skill sharing platform: people make a profile, add their skills and certifications, and search for others by qualification, then contact them', {
    'Profile|Member|Person|User': 'name, email:email',
    Skill: 'name',
    Certification: 'name, >Profile|Member|Person|User',
    '?Message|Contact': '',
  }),
  held('h6-camping', 'Travel and camping across Europe: tourist attractions and campsites by country and city, book them, and review the ones you visited', {
    Attraction: 'name, country|city',
    Campsite: 'name, country|city',
    Booking: '>Campsite|Attraction, date:date',
    Review: '>Campsite|Attraction, rating:rating',
    '?Country': '',
    '?City': '',
  }),
  held('h6-car-rental', 'car rental: browse car types, choose pick-up and return date and time, book a car, pay, see my bookings', {
    Car: 'model|name, type:enum, price|daily_rate|rate:money',
    'Booking|Rental|Reservation': '>Car, pickup|pick_up|start:datetime|date, return|end|dropoff:datetime|date',
    '?Payment': '',
    '?Customer|User': '',
  }),
  held('h6-golf-packages', 'Golf travel packages: customers send a request form with their preferences, we send an online quote built from hotel, flight, transport and golf options from our suppliers, they confirm the booking online and get a voucher and an invoice.', {
    'Request|Enquiry|Inquiry': 'name, email:email, preferences',
    Quote: '>Request|Enquiry|Inquiry, amount|price|total:money',
    Booking: '>Quote|Package, status',
    Supplier: 'name',
    Invoice: '>Booking, amount:money',
    '?Voucher': '',
    '?Customer': '',
    '?Hotel|Flight|Package': '',
  }),
  held('h6-travel-expenses', 'Employee travel expenses: book tickets, hotels and trains, generate a settlement report, submit reimbursement applications and see their status', {
    Employee: 'name',
    'Reimbursement|Claim|Application': '>Employee, amount:money, status:enum',
    'Booking|Trip': '>Employee, type:enum, date:date',
    '?Settlement': '',
  }),
];

const INSURANCE = 'insurance back office: customers, policies and claims, with reports and charts';
const CLEANING = 'House cleaning service. Customers book a cleaning service and can check the status of their booking.';
const INTERNSHIPS = 'internship portal with a student side and a company side: companies post internships, students browse and apply';
const CAR_RENTAL = 'car rental: browse cars, book a car for pick-up and return dates, see my bookings';
const TOOLS = 'A directory of tools for engineers: name, description, price. Users comment on and rate tools.';

export const BLIND4_EDIT_CASES: EditCase[] = [
  heldEdit('h6-x-claim-status', INSURANCE, 'claims need a status: submitted, under review, approved or rejected', ['Claim.status=submitted/under review/approved/rejected']),
  heldEdit('h6-x-agent', INSURANCE, 'add agents (name, email) and every policy is sold by an agent', ['+Agent', 'Policy>Agent']),
  heldEdit('h6-x-open-claims', INSURANCE, 'I need a page with only the open claims', ['page~open']),
  heldEdit('h6-x-cleaner', CLEANING, 'each booking gets assigned a cleaner', ['Booking>Cleaner']),
  heldEdit('h6-x-rooms', CLEANING, 'bookings should record how many bedrooms and bathrooms the house has', ['+Booking.bedrooms:count', '+Booking.bathrooms:count']),
  heldEdit('h6-x-deadline', INTERNSHIPS, 'internships: add an application deadline and whether it is paid', ['+Internship.deadline|application_deadline:date', '+Internship.paid:bool']),
  heldEdit('h6-x-remove-company-x', INTERNSHIPS, 'take the website field off companies, nobody fills it in', ['-Company.website']),
  heldEdit('h6-x-rename-students', INTERNSHIPS, 'rename students to candidates', ['+Candidate', '-Student']),
  heldEdit('h6-x-mileage', CAR_RENTAL, 'cars need a mileage and a photo', ['+Car.mileage:number', '+Car.photo:image']),
  heldEdit('h6-x-insurance-option', CAR_RENTAL, 'let people add insurance to a booking (yes or no) and pick a fuel type on the car: petrol, diesel, hybrid, electric', ['+Booking.insurance:bool', 'Car.fuel|fuel_type=petrol/diesel/hybrid/electric']),
  heldEdit('h6-x-category', TOOLS, 'group tools into categories', ['Tool>Category']),
  heldEdit('h6-x-dark', TOOLS, 'can we get a dark look', ['dark']),
  heldEdit('h6-x-vague', TOOLS, 'make it better', ['fail']),
];
