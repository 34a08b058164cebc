// Which nouns become entities: one scenario row per rule class (prompts written for these tests, not taken from the corpus).
import test from 'node:test';
import assert from 'node:assert/strict';
import { generateApp } from '../../src/generation/offline/index.ts';

type Row = { rule: string; prompt: string; has?: string[]; hasNot?: string[]; warns?: RegExp; vague?: true };

const ROWS: Row[] = [
  // twelfth session (third-person product descriptions, study batch w3)
  {
    rule: 'whom the software helps ("helps dog breeders track", "allows vets to record") and the name it is given are no records',
    prompt:
      'Kennel Keeper is a software application that helps dog breeders track their litters and puppies. It allows vets to record vaccinations for each puppy. Kennel Keeper also prints pedigrees.',
    has: ['Litter', 'Puppy', 'Vaccination'],
    hasNot: ['KennelKeeper', 'Keeper', 'DogBreeder', 'Breeder', 'Vet'],
  },
  {
    rule: 'what a passive says is done to records keeps them ("allows invoices to be sent")',
    prompt: 'The software allows invoices to be sent to clients and lets freelancers log their hours.',
    has: ['Invoice', 'Client'],
    hasNot: ['Freelancer'],
  },
  {
    rule: 'after "the app", a word in -s followed by what it acts on is its verb ("the app offers members …", "the app aims to …")',
    prompt: 'A running club site. The app offers members weekly challenges and badges. The app aims to motivate runners.',
    has: ['Challenge', 'Badge'],
    hasNot: ['AppOffer', 'Offer', 'AppAim', 'Aim'],
  },
  {
    rule: 'what a feature is for ("to help users spot patterns", ", ensuring compliance with …") names outcomes, not records',
    prompt:
      'A plant care diary where users log waterings for each plant. It shows charts to help users spot patterns and build routines, ensuring compliance with care schedules.',
    has: ['Plant', 'Watering'],
    hasNot: ['Pattern', 'Routine', 'Compliance'],
  },
  {
    rule: 'a view of the data ("visual representations", "visualizations") is no record, and an adverb may stand between whom the app helps and the verb',
    prompt:
      'A software application that helps households effectively track their bills. It provides visual representations of spending and visualizations of bills by month.',
    has: ['Bill'],
    hasNot: ['Household', 'Representation', 'VisualRepresentation', 'Visualization'],
  },
  // twelfth session (SRDD software descriptions, study batch e18)
  {
    rule: 'the product\'s own name ("The Recipe Keeper is a software application", "With RecipeKeeper, …") is no record',
    prompt:
      'The Recipe Keeper is a software application that allows cooks to save recipes and group them into collections. With RecipeKeeper, cooks can plan meals.',
    has: ['Recipe', 'Collection'],
    hasNot: ['RecipeKeeper', 'Keeper'],
  },
  {
    rule: 'what one learns from the records ("gain insights", "identify patterns", "make informed decisions", "trends") is no record',
    prompt:
      'A sleep diary where users log nights and dreams, gain insights into their rest, identify patterns and potential disturbances, view trends and make informed decisions.',
    has: ['Dream'],
    hasNot: ['Insight', 'Pattern', 'Disturbance', 'Decision', 'Trend'],
  },
  {
    rule: 'examples of a kind ("categories such as groceries, utilities and rent") are no records of their own',
    prompt: 'A household ledger: members log bills and sort them into categories such as groceries, utilities and rent.',
    has: ['Bill', 'Category'],
    hasNot: ['Grocery', 'Utility', 'Rent'],
  },
  // eleventh session (WebGen-Instruct study batch e16)
  {
    rule: '"user reviews" and "users\' reviews" are one compound on a head the prompt also uses alone: the record is the review',
    prompt: "A movie site showing movie details, user reviews and ratings. Users read other users' reviews and post their own reviews.",
    has: ['Review'],
    hasNot: ['UserReview', 'UsersReview'],
  },
  {
    rule: 'an abstraction the app works with is no record ("multiple conditions", "visual effects", "quality management")',
    prompt:
      'A course catalogue with striking visual effects: users filter courses on multiple conditions and view their chapters, with quality management.',
    has: ['Course', 'Chapter'],
    hasNot: ['Condition', 'Effect', 'Quality'],
  },
  // eleventh session (verbatim requirement lists, study batch w2)
  {
    rule: 'what the app does ("tracking functions", "a reward mechanism", "search features") is no record',
    prompt:
      'A parcel locker website. Couriers drop parcels into lockers and customers collect them with a code. The website should also provide parcel tracking functions, a reward mechanism for couriers and search features.',
    has: ['Parcel', 'Locker', 'Courier'],
    hasNot: ['TrackingFunction', 'Function', 'Mechanism', 'RewardMechanism', 'SearchFeature', 'Feature'],
  },
  {
    rule: 'a modal after the subject is no part of its name, and a widget is the software ("the widget should have …")',
    prompt: 'A table booking widget. The widget should have a floor plan view and a list of tables with seats and a zone.',
    has: ['Table'],
    hasNot: ['WidgetShould', 'Should', 'Widget'],
  },
  {
    rule: 'a verb of using the app after a list comma is no app kind ("…, and set system parameters")',
    prompt: 'A mail relay console. Admins should be able to manage blocked senders, and set system limits.',
    has: ['Sender'],
    hasNot: ['Set'],
  },
  {
    rule: '"ads" are records though the word has two letters; "data" is what records hold, never a record',
    prompt: 'A shop analytics site. Users should be able to view real-time data, manage members, and publish targeted ads.',
    has: ['Ad', 'Member'],
    hasNot: ['Data'],
  },
  {
    rule: 'questions (and reminders) are records when the app keeps them ("visitors ask questions")',
    prompt: 'An FAQ board where visitors ask questions and staff answer them.',
    has: ['Question'],
  },
  // tenth session (requirement lists, study batch w1): what users do names the records it is done to
  {
    rule: 'a colon list of what users do names the records they act on, not fields of the app',
    prompt: 'noticeboard: pin a notice, read all notices, remove your own, comment on notices',
    has: ['Notice'],
    hasNot: ['Noticeboard', 'PinNotice'],
  },
  {
    rule: 'a verb of using the app before a determiner or its object is no record ("book a kayak", "browse kayaks")',
    prompt: 'Members should be able to log in, browse kayaks, book a kayak and view their trips.',
    has: ['Kayak', 'Trip'],
    hasNot: ['Book', 'BrowseKayak'],
  },
  {
    rule: 'a feature named by what it manages gives that record ("vehicle management", "route scheduling")',
    prompt: 'Depot system. It should have vehicle management, route scheduling and fuel tracking.',
    has: ['Vehicle', 'Route'],
    hasNot: ['Management', 'Scheduling'],
  },
  {
    rule: 'the actions a list of functionalities names give their objects; "functionalities" is no record',
    prompt: 'The website should have functionalities for registering pets, booking grooming appointments and paying invoices.',
    has: ['Pet', 'Invoice'],
    hasNot: ['Functionality'],
  },
  {
    rule: 'what a screen shows about records is no record ("the message history", "usage statistics")',
    prompt: 'club app with member management, event scheduling, and see the attendance history',
    has: ['Member', 'Event'],
    hasNot: ['History', 'AttendanceHistory'],
  },
  {
    rule: 'a field of work or study in -ics is no record ("robotics club" makes no Robotic)',
    prompt: 'robotics club: members build robots and enter competitions',
    has: ['Member', 'Robot', 'Competition'],
    hasNot: ['Robotic', 'Robotics'],
  },
  // tenth session (entities): junk words
  {
    rule: 'the verb after a relative pronoun is no plural noun, even when the tagger calls it one',
    prompt: 'bike repair bench: log every bike that comes in, with the owner and the fault',
    has: ['Bike'],
    hasNot: ['Come'],
  },
  {
    rule: '"Christmas" and "asbestos" are no plurals',
    prompt: 'workshop for christmas wreaths: people book a session. and asbestos removal jobs with the site address',
    hasNot: ['Christma', 'Asbesto'],
  },
  {
    rule: 'after "we" comes its verb: the list after "with" describes the verb\'s object, not a verb-noun compound',
    prompt: 'joinery yard: we stock boards with a length and a grade',
    has: ['Board'],
    hasNot: ['StockBoard'],
  },
  {
    rule: 'a kind of business in the plural is the businesses the speaker deals with',
    prompt: 'cold brew coffee maker, we sell cases to cafes and gyms, each order has a quantity',
    has: ['Cafe', 'Gym', 'Order'],
  },
  {
    rule: 'a field list ends at a plural told with a participle and a preposition ("jars filled by hand"), a record of its own',
    prompt: 'candle studio: scents with a name and notes, jars filled by hand with a wick size, and orders from shops',
    has: ['Scent', 'Jar'],
  },
  {
    rule: 'in a list of clauses, people and a bare verb ("engineers visit") name the people, whatever the tagger says',
    prompt: 'boiler servicing: homeowners book services, engineers visit, certificates get emailed',
    has: ['Homeowner', 'Engineer'],
    hasNot: ['Visit'],
  },
  {
    rule: 'before the app noun, a word after a noun is the head of the compound even when tagged an adjective',
    prompt: 'birthday present planner',
    has: ['Present'],
    warns: /guessed from its nouns/,
  },
  // ninth session (entities): a thing named once after a preposition and "a"/"an" is one of a set of records
  {
    rule: 'what a record goes to, after a preposition and "a"/"an", is a record of its own',
    prompt: 'proofreading service: each manuscript goes to an editor and comes back with comments',
    has: ['Manuscript', 'Editor'],
  },
  {
    rule: 'what a record is picked up from, after "from a", is a record of its own',
    prompt: 'bike courier firm: parcels are picked up from a depot and delivered by a rider',
    has: ['Parcel', 'Depot', 'Rider'],
  },
  {
    rule: 'after "with a" only a person is a record; an arrangement in time ("on a schedule") is none',
    prompt: 'window cleaning round: houses are cleaned on a schedule, and each newsletter goes out with a subject line',
    hasNot: ['Schedule', 'Subject', 'SubjectLine'],
  },
  // ninth session (entities): fragments and closed-class words that are never records
  {
    rule: 'a unit of area or weight names a measure, not a record',
    prompt: 'a farm app: fields with their size in hectares, crops sown and harvests in tonnes',
    has: ['Crop'],
    hasNot: ['Hectare', 'Tonne'],
  },
  {
    rule: 'a noun and the particle after it are a fragment of a sentence; a verb and its particle may name a record',
    prompt: 'dog walking: owners and their dogs, each walk has several dogs in it and a walker',
    has: ['Owner', 'Dog', 'Walk'],
    hasNot: ['DogsIn', 'DogIn'],
  },
  {
    rule: 'a conjunction or an indefinite pronoun is no part of a record name',
    prompt: 'track our domain certificates so nothing expires: domain, issuer, expiry date',
    has: ['Certificate'],
    hasNot: ['NothingExpire'],
  },
  {
    rule: '"SaaS" is no plural of a "Saa"',
    prompt: 'customer accounts for our SaaS: company, plan, seats, signup date',
    has: ['Account'],
    hasNot: ['Saa'],
  },
  {
    rule: 'when nothing else names a record, the noun before the app noun says what the app lists',
    prompt: 'wedding gift list',
    has: ['Gift'],
    warns: /guessed from its nouns/,
  },
  {
    rule: 'what "each" ranges over is a set of records, even named once in the singular',
    prompt: 'track pickups for the community pantry: each household can pick up one box a fortnight',
    has: ['Household', 'Pickup'],
  },
  {
    rule: '"every" works like "each", and a time word before the noun only qualifies it',
    prompt: 'Keep track of hymns and readers for every sunday mass',
    has: ['Mass', 'Hymn', 'Reader'],
    hasNot: ['Sunday', 'SundayMass'],
  },
  {
    rule: 'a person in a role, as the singular subject of a verb, is an entity',
    prompt: 'tenants report leaks and broken boilers; a caretaker fixes them and notes the cost',
    has: ['Tenant', 'Caretaker'],
  },
  {
    rule: 'after "each", the head of a noun compound names the record, its qualifier stays with it',
    prompt: 'heating engineer: customers, boilers, and each boiler service has a date, a duration and a price',
    has: ['Customer', 'Boiler', 'BoilerService'],
    hasNot: ['Service'],
  },
  {
    rule: 'a spaced dash ends a phrase: the word after it is not a verb of the noun before it',
    prompt: 'an invoicing tool for a freelance translator - invoices for agencies with amount and due date',
    has: ['Invoice', 'Agency'],
    hasNot: ['Translator'],
  },
  {
    rule: 'a prompt naming things no rule recognises builds from its likeliest nouns, with a warning',
    prompt: 'gear store for a rowing club - what oar or seat went out with what crew, and when it came back',
    has: ['Oar', 'Seat', 'Crew'],
    hasNot: ['Store', 'Club', 'Gear'],
    warns: /guessed from its nouns/,
  },
  {
    rule: 'the singular object of an action verb, after a determiner, is a record',
    prompt: 'chimney sweep here. I book a visit with the householder, then log a sweep when it is done and issue a certificate',
    has: ['Visit', 'Sweep', 'Certificate'],
  },
  {
    rule: 'a sum handed over ("send a quote") is a record, a value a verb sets ("pick a date") is not',
    prompt: 'glazier: customers ring up, I send a quote, they pick a date and I fit the windows',
    has: ['Quote', 'Customer'],
    hasNot: ['Date'],
  },
  {
    rule: 'verbs of wanting and building speak of the app, not of a record',
    prompt: 'we need a simple tool to keep members and their subscriptions, I want a dashboard',
    has: ['Member', 'Subscription'],
    hasNot: ['Tool', 'Dashboard'],
  },
  {
    rule: 'an object the prompt lists as a field, or a value "for each" record, stays a field',
    prompt: 'lift share: drivers post trips (from, to, seats), riders request a seat; we record the fare for each trip',
    has: ['Trip', 'Driver'],
    hasNot: ['Seat', 'Fare'],
  },
  {
    rule: "a plural subject, a bare verb and a plural object: the tagger's noun compound is a sentence",
    prompt: 'garden club app: members swap cuttings, volunteers plant bulbs in the greenhouse',
    has: ['Member', 'Cutting', 'Volunteer', 'Bulb'],
    hasNot: ['PlantBulb', 'SwapCutting'],
  },
  {
    rule: 'a group noun ("staff") is the subject of the verb after it, not a command',
    prompt: 'staff book rooms and managers approve them',
    has: ['Room'],
    hasNot: ['BookRoom'],
  },
  {
    rule: 'a customer or client named once as what a verb reaches ("to the client") is an entity like any person in a role',
    prompt: 'freelance translator: I send every draft to the client, then log the revisions',
    has: ['Draft', 'Client', 'Revision'],
  },
  {
    rule: 'a preposition that ends in s ("working towards") is not a plural noun',
    prompt: 'guitar teacher. pupils, the songs they are learning and the grade they are working towards',
    has: ['Pupil', 'Song'],
    hasNot: ['Toward'],
  },
  {
    rule: 'a person in a role before a thing says who gives it: the record is named by the thing',
    prompt: 'cookery school app: courses, chefs, kitchens, and student feedback on every course',
    has: ['Course', 'Chef', 'Feedback'],
    hasNot: ['StudentFeedback'],
  },
  {
    rule: "after a colon, items that are sentences or plurals with a qualifier name records, not the title's fields",
    prompt: 'plasterer: estimates for clients, jobs come from signed estimates, materials bought per job',
    has: ['Estimate', 'Client', 'Job', 'Material'],
    hasNot: ['Plasterer'],
  },
  {
    rule: 'after a colon, a participle phrase goes on describing the item before it',
    prompt: 'magazine: stories written by freelancers, checked by a sub-editor, printed in issues',
    has: ['Story', 'Freelancer', 'SubEditor', 'Issue'],
    hasNot: ['Magazine'],
  },
  {
    rule: "outside the domain of its template, a catalog word keeps the user's name ('lifts' of a building are not exercises)",
    prompt: 'lift engineers: buildings, the lifts in each building and a breakdown log per lift',
    has: ['Building', 'Lift'],
    hasNot: ['Exercise'],
  },
  {
    rule: 'outside a shop, parts fitted on a job are parts, not products',
    prompt: 'boiler servicing: customers, boilers, and the parts fitted on each visit',
    has: ['Part', 'Visit'],
    hasNot: ['Product'],
  },
  {
    rule: 'a part of the day named by what happens in it is an occasion, a record; a day of the week is only a time',
    prompt: 'theatre group: actors, plays and rehearsal nights, but not on friday nights',
    has: ['Actor', 'Play', 'RehearsalNight'],
    hasNot: ['FridayNight', 'Night'],
  },
  {
    rule: "a user story's headings and the parts of the screen it names (dropdown, checkbox, a table one sees) are no records",
    prompt:
      'Habit Tracker. User Stories: User can add a habit with a name. User can see a dropdown with all the habits. User can tick a checkbox when a habit is done today. Bonus features: User can see a table with the days each habit was done.',
    has: ['Habit'],
    hasNot: ['UserStory', 'Dropdown', 'Checkbox', 'Table', 'BonusFeature', 'Bonus'],
  },
  {
    rule: 'screen parts in other words: a popup, tabs, a calendar view',
    prompt:
      'Film club. Members can see upcoming screenings in a calendar view, vote for films using tabs at the top of the page and add a review in a popup.',
    has: ['Film', 'Screening'],
    hasNot: ['CalendarView', 'Tab', 'Popup'],
  },
  {
    rule: "a restaurant's tables people reserve stay records where a table on the screen is not one",
    prompt:
      'Bistro bookings: customers reserve tables for a date and a time. Staff see the bookings in a table with the name and party size.',
    has: ['Table', 'Customer'],
  },
  {
    rule: 'what a record is marked as is a state of it, not a Mark; a mark given to work stays one',
    prompt: 'Reading club: members mark books as read, and teachers mark essays.',
    has: ['Book', 'Essay', 'Mark'],
  },
  {
    rule: 'a record marked as something makes no Mark record',
    prompt: 'Reading List App. User can add a book with a title and an author. User can mark a book as finished.',
    has: ['Book'],
    hasNot: ['Mark'],
  },
  {
    rule: 'a clause with "was" after a noun is no part of its name ("the days each habit was done")',
    prompt: 'Habit Tracker. Users add habits and see the days each habit was done.',
    has: ['Habit'],
    hasNot: ['HabitWa', 'HabitWas'],
  },
  {
    rule: 'after a plural subject a word the tagger reads as a verb is no record, and families in the plural are records',
    prompt: 'open farm: families book lambing days and tractor rides',
    has: ['Family', 'LambingDay', 'Ride'],
    hasNot: ['Book'],
  },
  {
    rule: 'after a colon, people named alone in the plural are records, not a head count of the title',
    prompt: 'tenants association: members, buildings, reps for each building',
    has: ['Member', 'Building', 'Rep'],
    hasNot: ['TenantsAssociation'],
  },
  {
    rule: 'what "which" picks from is a set of records',
    prompt: 'allotment society: gardeners, and who looks after which plot',
    has: ['Gardener', 'Plot'],
  },
  {
    rule: 'inside a field list, a noun the speaker acts on ("pots we fire") starts records of their own',
    prompt: 'pottery studio: students with a name and email, pots we fire and glazes',
    has: ['Student', 'Pot', 'Glaze'],
  },
  {
    rule: 'a plural without an s is a plural all the same; "people" with a word before it is a kind of person',
    prompt: 'holiday club: children sign up for activity days, and older people volunteer as helpers',
    has: ['Child', 'OlderPerson', 'ActivityDay'],
    hasNot: ['Person', 'People'],
  },
  {
    rule: 'a candidate with little evidence (a quantity watched, named once in a list) is left out and named in a warning',
    prompt: 'A booking system for a hotel with rooms and guests; guests book rooms, and the owner checks room availability.',
    has: ['Room', 'Guest', 'Booking'],
    hasNot: ['Availability', 'RoomAvailability'],
    warns: /Not sure "Availability" is something to keep records of/,
  },
  {
    rule: 'a figure the owner watches is no record, in a shop as in a hotel',
    prompt:
      'An online shop: shoppers buy products, sellers list products, and the owner watches conversion rates and customer satisfaction.',
    has: ['Shopper', 'Product', 'Seller'],
    hasNot: ['ConversionRate'],
    warns: /Not sure "ConversionRate" is something to keep records of; name it with fields to add it/,
  },
  {
    rule: 'a candidate the prompt gives fields is kept, whatever its other evidence',
    prompt:
      'An online shop: shoppers buy products, sellers list products, and the owner records conversion rates with a date, a channel and a rate.',
    has: ['Shopper', 'Product', 'Seller', 'Rate'],
  },
  {
    rule: 'a prompt naming only two candidates keeps both, however little evidence they have',
    prompt: 'track customer satisfaction and conversion rates',
    has: ['Satisfaction', 'ConversionRate'],
  },
  // fourteenth session: what the prompt names only in passing weighs against a candidate (evidence.ts)
  {
    rule: 'what a choice is based on ("based on their interests and past mistakes") is no record',
    prompt:
      'A language learning app where learners take lessons and complete quizzes. The app suggests lessons based on their interests and past mistakes.',
    has: ['Learner', 'Lesson', 'Quiz'],
    hasNot: ['Interest', 'Mistake'],
    warns: /Not sure "Mistake" is something to keep records of/,
  },
  {
    rule: 'what a record\'s owner gave ("based on the patient\'s answers") stays a record',
    prompt: "A clinic intake app: patients fill in questionnaires, and nurses schedule visits based on the patient's answers.",
    has: ['Patient', 'Questionnaire', 'Visit', 'Answer'],
  },
  {
    rule: 'examples of a kind of record ("pastries, including croissants and tarts") are kinds, not records',
    prompt: 'A bakery app: customers order pastries, including croissants, eclairs and tarts, and bakers bake the pastries each morning.',
    has: ['Customer', 'Pastry'],
    hasNot: ['Croissant', 'Eclair', 'Tart'],
    warns: /Not sure "Croissant" is something to keep records of/,
  },
  // fifteenth session: the people the prompt calls users
  {
    rule: 'people the prompt calls "users" are named User, its own word, not Member',
    prompt: 'A quiz site where users write quizzes and other users answer them; users have a nickname and an avatar.',
    has: ['User', 'Quiz'],
    hasNot: ['Member'],
  },
  {
    rule: 'after a preposition, a verb in -ing acts on the plural after it ("for displaying cakes", "over preparing meals")',
    prompt:
      'A bakery website with functionalities for displaying cakes and taking orders from customers. Families bond over preparing meals.',
    has: ['Cake', 'Order', 'Customer', 'Meal'],
    hasNot: ['DisplayingCake', 'PreparingMeal'],
  },
  {
    rule: 'a sentence of things to do ("Create clients, manage tasks, upload files") names records, not fields of the one before',
    prompt: 'Illustration planner created for designers. Create clients, manage tasks, upload files, and keep notes.',
    has: ['Client', 'Task', 'File', 'Note'],
    hasNot: ['CreateClient'],
  },
  {
    rule: 'a feature named by what it manages names a record, wherever it stands ("garden management and harvest tracking")',
    prompt: 'Collaborative garden management and harvest tracking system for allotment holders.',
    has: ['Garden'],
  },
  {
    rule: 'a person before what people write is its author, not part of its name ("user reviews")',
    prompt: 'A travel site where travellers post trips and leave user reviews.',
    has: ['Trip', 'Review'],
    hasNot: ['UserReview'],
  },
  // fifteenth session (lead): catalogue blurbs list what the app does
  {
    rule: 'a list of activities names the records they make ("billing, crew rostering, vehicle maintenance")',
    prompt: 'Cloud software for removal firms: quoting, billing, crew rostering and vehicle maintenance.',
    has: ['Quote', 'Invoice', 'Shift', 'Vehicle'],
    hasNot: ['Crew', 'Billing', 'Maintenance'],
  },
  {
    rule: 'a participle before an activity qualifies it ("queue-based planning")',
    prompt: 'A planner for tutors with lesson scheduling, queue-based planning and invoicing.',
    has: ['Lesson', 'Invoice'],
    hasNot: ['Based', 'Queue'],
  },
  // generation session 27
  {
    rule: '"keep track of the X": the idiom is a verb of keeping, and its object in the singular is a record (even where the tagger calls "keep" a noun)',
    prompt: 'A tool that helps a small farmer keep track of the harvest.',
    has: ['Harvest'],
  },
  {
    rule: 'the second half of a hyphenated word before the app\'s noun qualifies it ("an open-source system"): not guessed as a record when nothing else is named',
    prompt: 'An open-source system that supports the management of a national vaccination programme.',
    vague: true,
  },
  { rule: 'a prompt naming nothing stays a vague prompt', prompt: 'please make me a really good app for my club', vague: true },
  { rule: 'a greeting names no records', prompt: 'hello there world', vague: true },
  // fifteenth session (relations helper)
  {
    rule: 'a role word before a record\'s name ("current student", "previous student") names that record in a role',
    prompt: 'Loan lockers: lockers and students. every locker has a current student and a previous student',
    has: ['Locker', 'Student'],
    hasNot: ['CurrentStudent', 'PreviousStudent'],
  },
  // sixteenth session (entities helper)
  {
    rule: 'an act the app is for, said without who does it ("a platform for borrowing tools"), is its users\' act and makes its record',
    prompt: 'Platform for borrowing tools between neighbours.',
    has: ['Tool', 'Loan'],
  },
  {
    rule: "an opening order to book one of something is the users' booking, not a Book",
    prompt: 'Book a court or a coaching session.',
    has: ['Court', 'Booking'],
    hasNot: ['Book'],
  },
  {
    rule: 'whom the software is for ("tool for freelancers", "software for small teams") are its users, not records',
    prompt: 'Expense tracking tool for freelancers.',
    has: ['Expense'],
    hasNot: ['Freelancer'],
  },
  {
    rule: 'a group the software is for is no record either',
    prompt: 'Kanban board software for small teams.',
    has: ['Task'],
    hasNot: ['Team'],
  },
  { rule: "the owner's own people an app is for are its records", prompt: 'a chore tracker for my kids', has: ['Chore', 'Kid'] },
  // generation session 18
  {
    rule: 'two verbs in the present do not follow each other: a word in -s right after a verb is its object ("accept invites in …")',
    prompt: 'Players can send and accept invites in the lobby. Parents send messages to each other about pickups.',
    has: ['Invite', 'Message', 'Pickup'],
  },
  // generation session 19: a compound names its record by its head noun
  {
    rule: 'the qualifier of a compound says the domain or whose records they are: the head names the record',
    prompt: 'Kayak centre: kayak rentals with a start time and a price, and instructor lessons with a level.',
    has: ['Rental', 'Lesson'],
    hasNot: ['KayakRental', 'InstructorLesson'],
  },
  {
    rule: 'a head too general to say which records alone keeps its qualifier (a person, an amount of things)',
    prompt: 'Roastery: coffee batches with a roast date and a weight, and choir members with a voice part.',
    has: ['CoffeeBatch', 'ChoirMember'],
    hasNot: ['Batch', 'Member'],
  },
  {
    rule: 'an action word before the head says what kind of thing it is: the compound stays',
    prompt: 'Outdoor club: hike guides with a phone, and members with an email.',
    has: ['HikeGuide', 'Member'],
    hasNot: ['Guide'],
  },
  // generation session 20: records a transaction verb implies
  {
    rule: 'people paying a sum owed ("pay a yearly fee", "pay rent") keep payments; paying for or per a thing names no sum',
    prompt: 'Rowing club: rowers and boats. Rowers pay a yearly fee. Coaches pay per session.',
    has: ['Rower', 'Boat', 'Payment'],
  },
  {
    rule: 'a record the prompt names as what people pay is the payment: no other is made',
    prompt: 'Scout troop: scouts, parents and camps; parents pay invoices for their scouts.',
    has: ['Invoice'],
    hasNot: ['Payment'],
  },
  {
    rule: 'people ordering things keep orders',
    prompt: 'Bakery: customers order cakes for a collection date, and bakers with a shift.',
    has: ['Customer', 'Cake', 'Order'],
  },
  {
    rule: 'a word that may be a verb ("log", "sign") after a verb phrase it is coordinated with acts on the plural after it',
    prompt:
      'Lift company: engineers inspect lifts and log faults found on a lift. Estate agents visit houses, sign contracts and file reports.',
    has: ['Fault', 'Contract'],
    hasNot: ['LogFault', 'SignContract'],
  },
  {
    rule: 'an ordered thing given its own fields is itself the order',
    prompt: 'Sign maker: shops order banners (width, height, material), and we keep a list of fitters.',
    has: ['Shop', 'Banner'],
    hasNot: ['Order'],
  },
  // generation session 21 (entities helper): what a user does to get in is no record
  {
    rule: 'registering beside logging in is getting an account, and "log in" is no log',
    prompt:
      'Please build a recipe sharing website with registration, login and recipe search. Users should be able to register and log in to the site, post recipes and leave comments.',
    has: ['Recipe', 'Comment'],
    hasNot: ['Registration', 'Log', 'Signup'],
  },
  {
    rule: 'signing up for something the app keeps is still a record beside logging in',
    prompt: 'Event sign-up site: people register for workshops and log in to see their bookings.',
    has: ['Workshop', 'Registration'],
    hasNot: ['Log'],
  },
  {
    rule: 'the services the software itself provides are what it is for, not records; a business offering services keeps them',
    prompt:
      'Please build a neighbourhood website that provides convenient local services. Residents can report potholes and book community halls.',
    has: ['Pothole', 'Resident'],
    hasNot: ['Service', 'LocalService'],
  },
  {
    rule: 'a business offering services keeps them',
    prompt: 'A booking app for a spa that offers massage services. Clients book massage services with a therapist.',
    has: ['MassageService', 'Client'],
  },
  {
    rule: '"book" is a verb after "staff", after a verb and its object ("report potholes and book halls", "buy passes, book lanes") and in "books a"',
    prompt:
      'Community pool: swimmers buy passes, book lanes, and report faults. Staff book holidays. A coach books a lane for a squad. Residents can report potholes and book community halls.',
    has: ['Lane', 'Pass'],
    hasNot: ['Book'],
  },
  // twenty-second session
  {
    rule: 'a body of people named without an article ("staff") who act on records takes part in them',
    prompt: 'A school trip planner: staff lead trips to museums and parents sign consent forms for each trip.',
    has: ['Staff', 'Trip'],
  },
  {
    rule: 'staff who only look after records ("staff review the glazes") use the app, and "staff expense claims" is a compound',
    prompt: 'Pottery studio: students throw pots in classes and staff review the glazes. Office: staff expense claims with an amount.',
    has: ['Student', 'Pot', 'Claim'],
    hasNot: ['Staff', 'StaffMember'],
  },
  {
    rule: 'after a title, "matches between two players" names records like the plain plurals listed with it',
    prompt: 'table tennis ladder: players, weeks, matches between two players in a week with the score',
    has: ['Player', 'Week', 'Match'],
  },
  {
    rule: 'a plural a record has, which could count something, is records when the prompt goes on to speak of one ("an episode\'s")',
    prompt: "cookery school app: courses have episodes and an episode's recipes",
    has: ['Course', 'Episode', 'Recipe'],
  },
  // twenty-third session (entity precision)
  {
    rule: 'a sum of money and an age are values, and an aspect says which part of something: none is a record',
    prompt:
      'A kids cookery club: recipes suitable for all ages with a title and a method, covering various aspects of nutrition, to help parents save money.',
    has: ['Recipe'],
    hasNot: ['Age', 'Money', 'Aspect'],
  },
  {
    rule: '"manage various aspects of a riding school, such as lessons": the aspects are no record, the examples are',
    prompt: 'A system to manage various aspects of a riding school, such as lessons, horses and riders.',
    has: ['Lesson', 'Horse', 'Rider'],
    hasNot: ['Aspect'],
  },
  // twenty-fourth session
  {
    rule: 'people who hire things make a Hire; where the prompt names its rentals, hiring is one of them',
    prompt: 'a van yard: vans and customers. customers hire vans by the day',
    has: ['Hire', 'Van', 'Customer'],
    hasNot: ['Rental'],
  },
  {
    rule: 'hiring where the prompt names rentals is a rental (one record, not a Hire beside it)',
    prompt: 'van rental firm: vans, customers and rentals with start and end dates. customers hire vans by the day',
    has: ['Rental', 'Van', 'Customer'],
    hasNot: ['Hire'],
  },
  {
    rule: 'a library of what the app holds is a collection, not a lending library with members',
    prompt: 'A drumming app with a library of rhythm patterns. Users can practise patterns and rate them.',
    has: ['Pattern'],
    hasNot: ['Member'],
  },
  {
    rule: 'a booking named only as what the app is for is the appointment the prompt goes on to name',
    prompt: 'Dog grooming booking tool. each groomer has a speciality. owners have appointments with a groomer',
    has: ['Appointment', 'Groomer', 'Owner'],
    hasNot: ['Booking'],
  },
  // twenty-fifth session
  {
    rule: 'after ", and" at the end of a list of records, a plural with what each one is per or for is the next record',
    prompt: 'allotment society: plots on a site, tenants of a plot with a phone number, and rent payments per plot',
    has: ['Plot', 'Tenant', 'RentPayment'],
  },
  {
    rule: 'after ", and" at the end of a field list, a plural with what each is per and its own field list is the next record, even a word that could be a field',
    prompt:
      'household money: savings pots with a name and target, expenses with date, amount and category, and monthly budgets per category with a limit',
    has: ['Expense', 'Budget'],
  },
  {
    rule: 'a plural field word with what it is for ("notes for the vet") stays a field of the list',
    prompt: 'pet diary: pets with name, breed, weight, and notes for the vet',
    has: ['Pet'],
    hasNot: ['Note'],
  },
  {
    rule: 'a list named for what it is kept for ("shopping lists") is a record of its own, named whole',
    prompt: 'A meal planner: plan meals for the week, save recipes and build shopping lists from them.',
    has: ['Recipe', 'ShoppingList'],
    hasNot: ['Shopping'],
  },
  {
    rule: 'a list named for the records on it ("a member list") is only those records',
    prompt: 'A club app: members, events and a member list',
    has: ['Member', 'Event'],
    hasNot: ['MemberList', 'List'],
  },
  {
    rule: 'a word of the app\'s own description picked by "each" ("at each site", "scores each application") is a record',
    prompt: 'Solar farm upkeep: panels at each site, engineers record faults on a panel. A panel scores each application for funding.',
    has: ['Site', 'Panel', 'Fault', 'Application'],
  },
  {
    rule: 'the same word naming the software itself ("a site where …") stays no record',
    prompt: 'A site for my band where fans sign up for gigs and buy tickets',
    has: ['Gig', 'Ticket'],
    hasNot: ['Site'],
  },
  {
    rule: 'in the plural, a word for a part of the software ("boxes", "forms") is data, as "each box" is',
    prompt: 'garden planner: plots, and boxes of seedlings with sow date. A forms app lets users build forms and collect responses',
    has: ['Plot', 'Box', 'Seedling', 'Form', 'Response'],
  },
  {
    rule: 'a field list after "each" and such a word ("each field has a crop", "each clean has a date") is that record\'s',
    prompt:
      'hedge trimming round: gardens on each street, each clean has a date and a price. Vineyards have fields, each field has a grape and an area',
    has: ['Clean', 'Field'],
  },
  // twenty-fifth session (entity precision): what the app works out for its users
  {
    rule: 'advice and findings the app provides ("provides personalised recommendations", "offers insights into", "view summaries") are no records',
    prompt:
      'A pantry app where families log groceries with an expiry date. The app provides personalised recommendations and recipe suggestions, offers insights into waste, and users can view weekly summaries.',
    has: ['Grocery'],
    hasNot: ['Suggestion', 'Insight', 'Recommendation', 'RecipeSuggestion', 'Summary'],
  },
  {
    rule: 'advice people submit or post is a record',
    prompt: 'A town hall portal: residents submit suggestions about parks and post tips for newcomers.',
    has: ['Suggestion', 'Tip'],
  },
  {
    rule: 'a breakdown reported of machines is a record, though the list names a delivery before it',
    prompt: 'Plant hire depot: diggers and rollers on hire to building firms, delivery by low loader, and breakdowns reported.',
    has: ['Breakdown', 'Digger'],
  },
  {
    rule: 'an app named for making them keeps what it makes ("a recommender")',
    prompt: 'Book Recommender is an app where readers rate books, and it provides personalised recommendations that readers can view.',
    has: ['Book', 'Recommendation'],
  },
  {
    rule: 'whom the app provides with something ("provides users with detailed insights on …") receives it: no fields, no record',
    prompt:
      'A poetry app where writers save poems with a title and text. The software provides users with detailed insights on the theme, word frequency and rhyme scheme.',
    has: ['Poem', 'Writer'],
    hasNot: ['User'],
  },
  {
    rule: 'an aspect of life named only as theirs ("manage their finances", "improve their health") is what the app helps with, not a record',
    prompt:
      'MoneyMate is a budgeting app that helps people manage their finances and improve their health: they log incomes and expenses with an amount and a date.',
    has: ['Income', 'Expense'],
    hasNot: ['Finance', 'Health'],
  },
  {
    rule: "a prompt that lists its records' fields has described them: the template's guessed core (customers, services) is not added",
    prompt: 'Barber shop bookings: customer name, barber, service (cut, shave, beard trim), time, price and a paid checkbox',
    has: ['Booking', 'Barber'],
    hasNot: ['Customer', 'Service'],
  },
  {
    rule: 'a record given fields in a list ("appointments with a patient, a date and a dentist") leaves out the guessed services too',
    prompt: 'Dental clinic: appointments with a patient, a date and a dentist',
    has: ['Appointment', 'Patient', 'Dentist'],
    hasNot: ['Service'],
  },
  // twenty-fifth session, round 2
  {
    rule: 'one person named with an article in a field list ("each depot has a supervisor", "a head gardener") is a record named by the role\'s head',
    prompt:
      'fleet depots: each depot has a name, an address and a supervisor. Each garden has a size and a head gardener. People have a name and a father',
    has: ['Depot', 'Supervisor', 'Garden', 'Gardener'],
    hasNot: ['HeadGardener', 'Father'],
  },
  {
    rule: 'what one gets is a record when it is a paper drawn up for them ("each boat gets an estimate"), a value otherwise ("gets a price"); "and later an invoice" is a second one',
    prompt:
      'boat repair yard: owners bring boats in, each boat gets an estimate and each part gets a price. I email a quote and later an invoice',
    has: ['Boat', 'Estimate', 'Quote', 'Invoice'],
    hasNot: ['Price'],
  },
  {
    rule: 'a person named without an article at the start of a clause, then a verb with its particle ("owner drops off a dog"), is a record; "member orders for …" is not',
    prompt:
      'dog grooming salon: owner drops off a dog, we note the cut and price. pet shop: food with a price, and member orders for collection',
    has: ['Owner', 'Dog'],
    hasNot: ['Member'],
  },
  // twenty-ninth session (lead's own unseen prompts)
  {
    rule: 'an application for something ("job applications", "planning applications") is a record of requests, not software nor an applicant',
    prompt: 'a council system for planning applications with the address, applicant, decision and decision date',
    has: ['Application'],
    hasNot: ['Applicant', 'PlanningApplication'],
  },
  {
    rule: 'an application that is software ("a web application", "a booking application") is still no record',
    prompt: 'a booking application for a hair salon: clients book appointments for a service',
    has: ['Appointment'],
    hasNot: ['Application', 'BookingApplication'],
  },
  {
    rule: 'media acted on as items ("users upload photos to albums", "share documents with clients") are records; a record\'s photo or "images of their ID" stay fields (session 29)',
    prompt: 'A photo sharing app: users upload photos to albums. A product catalogue: products with a name, price and photos.',
    has: ['Photo', 'Album', 'Product'],
    hasNot: ['Image', 'Picture'],
  },
  {
    rule: 'one record for one kind of media: "a photo album … upload pictures" keeps Pictures, not Photos and Pictures (session 29)',
    prompt: 'A photo album where I upload and edit pictures and sort them by date',
    has: ['Picture'],
    hasNot: ['Photo', 'Image'],
  },
  // twenty-ninth session
  {
    rule: 'the noun a clause opens with, acting on another record or acted on in relation to one ("a parcel is scanned at a depot", "an understudy covers a role"), is a record; one that keeps the records ("a band keeps its demos") or is divided into them ("the label is organised into imprints") is the business, and a value set by someone is a field',
    prompt:
      'courier firm: drivers do rounds with stops, a parcel is scanned at a depot and delivered by a driver. theatre company: actors play roles in productions, an understudy covers a role. record label: the label is organised into imprints, a band keeps its demos, artists sign contracts. the price is set by the manager',
    has: ['Driver', 'Parcel', 'Understudy', 'Role', 'Imprint'],
    hasNot: ['Label', 'Band', 'Price'],
  },
  {
    rule: 'a clause\'s subject acted on for another record ("a fine is charged to a member", "a proof is sent to the customer", "a cask is filled from a brew") is a record',
    prompt:
      'library: members borrow books, a fine is charged to a member for each late return. print shop: a proof is sent to the customer before printing. brewery: a cask is filled from a brew',
    has: ['Member', 'Book', 'Fine', 'Proof', 'Cask'],
  },
  {
    rule: 'a field list titled by a collection ("Vinyl collection:", "stock list:") whose first item names a thing ("album title", "plant name") is that thing\'s; a title that names records keeps its list ("campsite bookings: pitch number")',
    prompt:
      'Vinyl collection: album title, artist, year, condition, price paid. Garden centre stock list: plant name, pot size, price, quantity in stock. campsite bookings: pitch number, guest name, arrival date',
    has: ['Album', 'Plant', 'Booking'],
    hasNot: ['Collection', 'Stock', 'Pitch'],
  },
  {
    rule: 'a sentence of things to do after the one naming the records ("Group by status and level, schedule lessons, and send invoices") is no field list: a verb first, then records in the plural',
    prompt: 'Music teacher app with a list of pupils. Group by status and level, schedule lessons, and send invoices.',
    has: ['Pupil', 'Lesson', 'Invoice'],
  },
  {
    rule: 'what happens between records ("partnerships between two dancers", "debates between two teams") is a record, and so is what it is between',
    prompt:
      'dance school: dancers with a level, partnerships between two dancers, and classes with a teacher. debate society: members with a year, debates between two teams at a venue, and motions',
    has: ['Partnership', 'Debate', 'Team'],
  },
  {
    rule: 'a dispute between a landlord and a tenant is a record, and so are the two people in roles it is between',
    prompt: 'mediation service: clients with contact details, and disputes between a landlord and a tenant with the outcome',
    has: ['Client', 'Dispute', 'Landlord', 'Tenant'],
  },
  {
    rule: 'a sentence listing fields after one that names no plural is the record an item says the values are of ("name of scout", "name of dog"), named so',
    prompt: 'kit check-out at the scout hut. name of scout, item, date out, date back, condition',
    has: ['Scout'],
    hasNot: ['Job', 'Applicant'],
  },
  {
    rule: 'an item that says whose values the list holds makes it a field list even with fields said in full ("who brought it in")',
    prompt: 'intake at the animal rescue. name of dog, breed, age, date brought in, who brought it in, vaccinations done',
    has: ['Dog'],
  },
  // thirtieth session
  {
    rule: 'a colon list that opens with two kinds of records names records, though details of them follow ("…, yearly dues and who has paid")',
    prompt: 'An app for the village allotments committee: plots, plot tenants, a waiting list, yearly rent and who has paid',
    has: ['Plot', 'Tenant'],
    hasNot: ['Committee'],
  },
  {
    rule: 'a plural before the group or person it describes is what they do ("our events team", "the sales desk"), not a record',
    prompt: 'Our sports department needs a simple CRM to track contacts, companies and deals',
    has: ['Contact', 'Company', 'Deal'],
    hasNot: ['Sport'],
  },
  {
    rule: 'a question after a verb of knowing ("want to know who has what", "see who has which") names no record',
    prompt: 'we share garden tools between neighbours and want to know who has what, and see who has which ladder',
    has: ['Tool'],
    hasNot: ['Know', 'See'],
  },
  {
    rule: 'a request is named with what is asked for ("prayer requests", "repair requests"), a kind of its own',
    prompt: 'a parish app where parishioners post prayer requests',
    has: ['PrayerRequest'],
    hasNot: ['Request'],
  },
  {
    rule: 'a plural English puts before a noun to say its kind ("sports sessions", "sales orders") names no record of its own',
    prompt: 'a youth centre app: volunteers, sports sessions and the goods deliveries we receive',
    has: ['Volunteer', 'Delivery'],
    hasNot: ['Sport', 'Good'],
  },
  {
    rule: 'after a verb, a noun and a word in -s with nothing to act on ("send absence requests") is a compound object, not a second verb',
    prompt: 'a school app where parents send absence requests and teachers log detentions',
    has: ['Parent', 'AbsenceRequest'],
  },
  {
    rule: 'a list or set of a plural, last in what a record has ("has a client and a list of visits with notes"), is those records, not a field (session 30)',
    prompt:
      'A tenancy advice office: each enquiry has an adviser and a list of callbacks with notes. A choir app: every concert has a venue and a set of songs.',
    has: ['Enquiry', 'Callback', 'Concert', 'Song'],
  },
  {
    rule: 'a list of bare writings ("a list of proverbs") with nothing said of each stays the record\'s text (session 30)',
    prompt: 'a folklore class app: each lesson has a title and a list of proverbs',
    has: ['Lesson'],
    hasNot: ['Proverb'],
  },
];

test("entities: someone tracking their own job applications gets applications with the fields they listed, not a recruiter's applicants", () => {
  const r = generateApp({
    name: 'Job Hunt',
    prompt: 'I need a tracker for my job applications: company, role, date applied, status (applied, interview, offer, rejected) and notes',
  });
  if (!r.ok) assert.fail(r.error);
  assert.equal(r.files['entities/Applicant.json'], undefined, 'no Applicant');
  const app = JSON.parse(r.files['entities/Application.json'] ?? 'null') as {
    fields: { name: string; type: string; values?: string[] }[];
  } | null;
  assert.ok(app, 'an Application entity');
  const names = app.fields.map((f) => f.name);
  for (const f of ['company', 'date_applied', 'status', 'notes']) assert.ok(names.includes(f), `${f} in ${names.join(', ')}`);
  assert.ok(!names.includes('full_name') && !names.includes('resume_url'), `no applicant's fields in ${names.join(', ')}`);
  assert.deepEqual(app.fields.find((f) => f.name === 'status')?.values, ['applied', 'interview', 'offer', 'rejected']);
});

for (const row of ROWS) {
  test(`entities: ${row.rule}`, () => {
    const r = generateApp({ name: 'Entity Rules', prompt: row.prompt });
    if (row.vague) {
      assert.equal(r.ok, false, 'a vague prompt fails');
      if (!r.ok) assert.match(r.error, /^vague prompt: /);
      return;
    }
    if (!r.ok) assert.fail(`generation failed: ${r.error}`);
    const names = Object.keys(r.files)
      .filter((p) => /^entities\/[^/]+\.json$/.test(p))
      .map((p) => p.slice('entities/'.length, -'.json'.length));
    for (const n of row.has ?? []) assert.ok(names.includes(n), `${n} in ${names.join(', ')}`);
    for (const n of row.hasNot ?? []) assert.ok(!names.includes(n), `no ${n} in ${names.join(', ')}`);
    if (row.warns)
      assert.ok(
        r.warnings?.some((w) => row.warns!.test(w)),
        `a warning matching ${row.warns} in ${JSON.stringify(r.warnings)}`,
      );
  });
}

test('entities: a word in -ee names a person only when it is one ("trainees" are people, "trees" are not)', () => {
  const r = generateApp({ name: 'Orchard', prompt: 'our orchard: trees with a variety and a planting date, and trainees who prune them' });
  if (!r.ok) assert.fail(`generation failed: ${r.error}`);
  const fieldsOf = (e: string) =>
    (JSON.parse(r.files[`entities/${e}.json`] ?? '{"fields":[]}').fields as Array<{ name: string }>).map((f) => f.name);
  assert.ok(!fieldsOf('Tree').includes('full_name'), fieldsOf('Tree').join());
  assert.ok(fieldsOf('Trainee').includes('full_name'), fieldsOf('Trainee').join());
});

test('entities: a word in -eer or -smith names a person by their trade ("engineers", "locksmiths"); a career is no one', () => {
  const r = generateApp({
    name: 'Trades',
    prompt: 'Maintenance firm: engineers, locksmiths, and careers with a title, plus visits with a date',
  });
  if (!r.ok) assert.fail(`generation failed: ${r.error}`);
  const fieldsOf = (e: string) =>
    (JSON.parse(r.files[`entities/${e}.json`] ?? '{"fields":[]}').fields as Array<{ name: string }>).map((f) => f.name);
  assert.ok(fieldsOf('Engineer').includes('full_name'), fieldsOf('Engineer').join());
  assert.ok(fieldsOf('Locksmith').includes('full_name'), fieldsOf('Locksmith').join());
  assert.ok(!fieldsOf('Career').includes('full_name'), fieldsOf('Career').join());
});

test('entities: norms a system is built to ("meets requirements", "following best practices") are no records; a tracker still logs them', () => {
  const names = (prompt: string) => {
    const r = generateApp({ name: 'Norms', prompt });
    if (!r.ok) assert.fail(`generation failed: ${r.error}`);
    return Object.keys(r.files)
      .filter((f) => f.startsWith('entities/'))
      .map((f) => f.slice('entities/'.length, -'.json'.length));
  };
  const built = names(
    'A portal where volunteers sign up for shifts at food banks. The portal will be built following modern design principles and adopting industry best practices.',
  );
  assert.ok(!built.some((n) => /(?:Principle|Practice)$/.test(n)), built.join());
  assert.ok(built.includes('Shift'), built.join());
  const kept = names('A tool for a product team to log requirements with a priority and a status, and link each requirement to a release.');
  assert.ok(kept.includes('Requirement'), kept.join());
});

test('entities: WordNet noun classes tell what kind of thing a word names (tool a thing, borrower a person, hour a measure, knowledge an idea)', async () => {
  const { nounClass, nounClassShares } = await import('../../src/generation/offline/noun-classes.ts');
  const rows: Array<[string, string | undefined]> = [
    ['tool', 'thing'],
    ['borrower', 'person'],
    ['booking', 'happening'],
    ['invoice', 'document'],
    ['invoices', 'document'],
    ['hour', 'measure'],
    ['knowledge', 'abstract'],
    ['event', 'happening'],
    ['credit card', 'document'],
    ['zzqx', undefined],
  ];
  for (const [word, cls] of rows) assert.equal(nounClass(word), cls, word);
  const shares = nounClassShares('shift') ?? [];
  assert.ok(Math.abs(shares.reduce((s, x) => s + x, 0) - 1) < 1e-6, shares.join());
});
