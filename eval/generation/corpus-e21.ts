/**
 * Licence: this file quotes awesome-selfhosted-data (CC BY-SA 3.0) and, as an adaptation of it, is shared
 * under CC BY-SA 3.0 (https://creativecommons.org/licenses/by-sa/3.0/), not under the repository's Apache-2.0.
 *
 * A STUDY batch (e21) of catalogue blurbs of self-hosted software, the genre of the held-out h11
 * (corpus-blind9.ts), written by the blind writer (`bld`) in the fifteenth generation session
 * (2026-11-29) on main 38f8bab, before any rule of that session was measured on it. Same source as h11:
 * awesome-selfhosted/awesome-selfhosted-data (software/*.yml, the `description` field; CC BY-SA 3.0
 * licence, credited here; file versions of commit 8d4c53ae49dd67b54447fb10da781fc681d78e04). Of the 73
 * entries chosen for h11 and this batch (those whose description names what a person keeps records of),
 * in alphabetical order of file name, every third is here (24); none is in h11. Every prompt is the
 * description, verbatim. Expectations are what a careful reader of the text expects, written the same
 * blind way as h11's, before the generator's output was looked at. Its misses may be read while tuning
 * (`--only 'e21-*' --verbose`); h11 measures whether what is learnt here carries over. Split 'dev'.
 * Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev', 'e21');

/** The descriptions, verbatim (the entry's file name in a comment). */
const P = {
  alfIo: 'Ticket reservation system.', // alf.io
  barAssistant: 'Manage your home bar while adding your ingredients, searching for cocktails and creating custom cocktail recipes.', // bar-assistant
  calDiy: 'Online appointment scheduling system.', // cal.diy
  dayglance: 'Day planner with drag-and-drop time blocking, inbox, recurring tasks, habits, routines, goals, projects and Pomodoro focus mode, plus iCal and CalDAV calendar sync. Data stays in the browser, with optional WebDAV or GLANCEvault sync.', // dayglance
  donetick: 'Task and chore management tool for personal and family use, with advanced scheduling, flexible assignment, and group sharing capabilities, detailed history, automation via API, simple and modern design.', // donetick
  eventschedule: 'Share events, sell tickets, and bring communities together.', // eventschedule
  foodsoft: 'Manage a non-profit food coop (product catalog, ordering, accounting, job scheduling).', // foodsoft
  geeftlist: 'Collaborative platform for managing, sharing and reserving gifts between friends and family.', // geeftlist
  gibbon: 'Flexible school management platform designed to make life better for teachers, students, parents and leaders.', // gibbon
  hiEvents: 'Event management and ticketing platform for conferences, concerts, and more. Offering customizable event pages and embeddable ticket widgets.', // hi.events
  hortusfox: 'Collaborative plant management and tracking system for plant enthusiasts.', // hortusfox
  invoiceplane: 'Manage quotes, invoices, payments and customers for your small business.', // invoiceplane
  jelu: 'Read and to-read list book tracker.', // jelu
  ledgersmb: 'Integrated accounting and ERP system for small and midsize businesses, with double entry accounting, budgeting, invoicing, quotations, projects, orders and inventory management, shipping and more.', // ledgersmb
  mealie: 'Material design inspired recipe manager with category and tag management, shopping-lists, meal-planner, and site customizations. Mealie is focused on simple user interactions to keep the whole family using the app.', // mealie
  movary: 'Web app to track and rate your watched movies.', // movary
  pancake: 'Online invoicing, project management, time tracking and proposal software.', // pancake
  pretalx: 'Web-based event management, including running a Call for Papers, reviewing submissions, and scheduling talks. Exports and imports for various related tools.', // pretalx
  receiptWrangler: 'Easy-to-use receipt manager, powered by AI. Allows users to create receipts effortlessly and quickly, categorize and more.', // receipt-wrangler
  seatsurfing: 'Webbased app to book seats, desks and rooms for offices.', // seatsurfing
  solo: 'Free project management app created for freelancers. Create contacts, manage tasks, upload files, track project progress, and keep notes.', // solo
  tamari: 'Recipe manager web app with a built-in collection of recipes. Organize by favorites and categories, create shopping lists, and plan meals.', // tamari
  warracker: 'Warranty tracker that lets you monitor expiry dates, upload receipts/files, and get alerts before warranties expire.', // warracker
  yaffa: 'Personal finance web application, that can be used to keep track of your money, expenses, budgets, and investments. It also helps with long-term financial planning.', // yaffa
};

const CUSTOMER = 'Customer|Client';
const MEMBER = 'Member|Ordergroup|Household|User|Group';
const SUBMISSION = 'Submission|Proposal|Talk|Paper';
const MEAL_PLAN = 'MealPlan|Meal|PlannedMeal|MealPlanEntry|MealPlanItem';
const SHOPPING = 'ShoppingList|ShoppingListItem|ShoppingItem|GroceryItem';
const GIFT = 'Gift|Item|Wish|GiftIdea';
const PERSON = 'Person|Member|User|Friend|Recipient';

export const E21_CREATE_CASES: CreateCase[] = [
  dev('ticket-reservations', P.alfIo, {
    'Event|Show|Performance|Concert': 'name|title, date|start|starts_at|when|start_date:date|datetime',
    'Reservation|Booking|Ticket|TicketReservation|Order': '>Event|Show|Performance|Concert',
    '?TicketType|TicketCategory|Category|Seat': '',
    '?Attendee|Customer|Buyer|Guest|Person|User': '',
    '?Payment': '',
  }),
  dev('home-bar', P.barAssistant, {
    Ingredient: 'name',
    'Cocktail|Recipe|CocktailRecipe|Drink': 'name, instructions|method|steps|directions|preparation:text, >Ingredient',
    '?CocktailIngredient|RecipeIngredient|Measure|IngredientAmount|Component': '',
    '?Bar|BarIngredient|Shelf|Inventory|Stock': '',
    '?Glass|Category|Tag': '',
  }),
  dev('appointment-scheduling', P.calDiy, {
    Appointment: 'start|date|time|when|start_time|starts_at:datetime|date',
    '?Client|Customer|Attendee|Guest|Person|Booker': '',
    '?Availability|Slot|TimeSlot|Schedule': '',
    '?EventType|Service|AppointmentType': '',
    '?Host|Provider|User|Staff': '',
  }),
  dev('day-planner', P.dayglance, {
    Task: 'title|name, recurrence|recurring|repeat|repeats|rrule|frequency, >Project',
    'TimeBlock|Block|ScheduleBlock|ScheduledBlock|CalendarBlock|Event': 'start|start_time|starts_at:datetime, end|end_time|ends_at|duration',
    Habit: 'name|title',
    Routine: 'name|title',
    Goal: 'title|name',
    Project: 'name|title',
    '?InboxItem|Inbox|Capture': '',
    '?PomodoroSession|FocusSession|Session|Pomodoro': '',
    '?HabitLog|HabitEntry|Completion|CheckIn': '',
    '?Calendar|CalendarSource': '',
  }),
  dev('chores', P.donetick, {
    'Task|Chore': 'name|title, due|due_date|next_due|next_due_date:date|datetime, frequency|recurrence|repeat|schedule|interval, >Member|User|Person|FamilyMember|Assignee',
    'Member|User|Person|FamilyMember|Assignee': 'name',
    'History|Completion|TaskHistory|ChoreHistory|Log|CompletionLog|ActivityLog|HistoryEntry': '>Task|Chore, completed_at|date|done_at|when:datetime|date',
    'Group|Circle|Family|Household|Team': 'name',
    '?Label|Tag|Category': '',
    '?Assignment|TaskAssignment': '',
  }),
  dev('community-events', P.eventschedule, {
    Event: 'name|title, date|start|starts_at|when|start_time:date|datetime',
    'Ticket|TicketSale|Order|Purchase|Sale|Booking': '>Event, price|amount|total:money',
    '?TicketType|TicketTier': '',
    '?Community|Group': '',
    '?Venue|Organizer|Talent|Curator': '',
    '?Attendee|Buyer|Customer|User|Member': '',
  }),
  dev('food-coop', P.foodsoft, {
    'Product|Article': 'name, price:money',
    'Order|Purchase': `>${MEMBER}, >Product|Article`,
    [MEMBER]: 'name',
    'Transaction|AccountTransaction|FinancialTransaction|Payment|LedgerEntry|Account|Balance': `amount|balance:money, >${MEMBER}`,
    'Job|Task|Shift|Duty': `title|name, date|due|due_date|when|start:date|datetime, >${MEMBER}`,
    '?Supplier': '',
    '?OrderItem|OrderArticle|OrderLine|LineItem': '',
    '?Category': '',
  }),
  dev('gifts', P.geeftlist, {
    [GIFT]: `name|title, >${PERSON}`,
    [PERSON]: 'name',
    'Reservation|Reserve|Claim|Booking': `>${GIFT}`,
    '?Family|Group|Circle': '',
    '?Discussion|Comment|Message': '',
  }),
  dev('school-management', P.gibbon, {
    Student: 'name',
    Teacher: 'name',
    'Parent|Guardian': 'name, >Student',
    'Class|Course|ClassGroup|Subject': 'name, >Teacher',
    '?Enrollment': '',
    '?Attendance': '',
    '?Grade|Assessment|Mark': '',
    '?Timetable|Lesson|Period': '',
    '?Assignment|Homework': '',
    '?Staff|Leader': '',
  }),
  dev('event-ticketing', P.hiEvents, {
    Event: 'name|title, start|date|starts_at|start_date|start_time:date|datetime',
    'Ticket|TicketType|TicketTier': '>Event, price:money',
    'Order|Purchase|Booking|Sale|Registration': '>Event|Ticket|TicketType|TicketTier',
    '?Attendee|Customer|Buyer': '',
    '?Organizer|Venue': '',
    '?Page|EventPage|Widget': '',
  }),
  dev('plant-care', P.hortusfox, {
    Plant: 'name',
    'CareLog|Log|CareEntry|Watering|Care|Task|CareEvent|LogEntry|Entry|Activity': '>Plant, date|when|done_at|performed_at:date|datetime',
    '?Location|Room': '',
    '?User|Member|Collaborator': '',
    '?Photo|Image': '',
    '?Comment|Note': '',
  }),
  dev('quotes-invoices', P.invoiceplane, {
    'Quote|Quotation|Estimate': `>${CUSTOMER}, total|amount:money`,
    Invoice: `>${CUSTOMER}, total|amount:money, due|due_date:date, status:enum`,
    Payment: '>Invoice, amount:money, date|paid_at|paid_on|payment_date:date',
    [CUSTOMER]: 'name, email:email',
    '?InvoiceItem|LineItem|Item|QuoteItem|Product': '',
    '?TaxRate|Tax': '',
  }),
  dev('reading-list', P.jelu, {
    Book: 'title, status|shelf|list|reading_status|state:enum',
    '?Author': '',
    '?ReadingEvent|Reading|ReadingLog|Progress': '',
    '?Review': '',
    '?Shelf|List|ReadingList|UserBook|BookEntry': '',
  }),
  dev('accounting-erp', P.ledgersmb, {
    'Account|LedgerAccount|GlAccount|ChartOfAccount': 'name|number|code, type|account_type|kind:enum',
    'JournalEntry|Transaction|LedgerEntry|JournalLine|Posting|Journal|GlTransaction|JournalEntryLine': '>Account|LedgerAccount|GlAccount|ChartOfAccount, debit|credit|amount:money, date:date',
    'Budget|BudgetLine': 'amount|total|budgeted:money',
    Invoice: `>${CUSTOMER}, total|amount:money`,
    'Quote|Quotation|Estimate': `>${CUSTOMER}, total|amount:money`,
    Project: 'name',
    'Order|SalesOrder|PurchaseOrder': 'date:date',
    'Product|Item|Part|InventoryItem|Good|Stock': 'name, quantity|stock|qty|on_hand|onhand:count|number',
    'Shipment|Shipping|Delivery': '>Order|SalesOrder|PurchaseOrder',
    [CUSTOMER]: 'name',
    '?Vendor|Supplier': '',
    '?InvoiceLine|LineItem|OrderLine|OrderItem|InvoiceItem': '',
  }),
  dev('recipe-manager', P.mealie, {
    Recipe: 'name|title, >Category, >Tag',
    Category: 'name',
    Tag: 'name',
    [SHOPPING]: 'name|title|item',
    [MEAL_PLAN]: '>Recipe, date|day:date',
    '?Ingredient|RecipeIngredient': '',
    '?User|FamilyMember|Member|Household': '',
  }),
  dev('watched-movies', P.movary, {
    Movie: 'title, rating|score|stars:rating',
    'Watch|Viewing|WatchEntry|Play|WatchHistory|WatchLog|Log|Entry|View': '>Movie, date|watched|watched_at|watched_on:date|datetime',
    '?Rating|Review': '',
    '?Person|Actor|Director|Genre': '',
  }),
  dev('freelance-business', P.pancake, {
    Invoice: `>${CUSTOMER}, total|amount:money, due|due_date:date`,
    Project: `name, >${CUSTOMER}`,
    'TimeEntry|Timesheet|TimeLog|Entry|TimeRecord': '>Project|Task, duration|hours|minutes|start|start_time|date',
    'Proposal|Quote|Estimate': `>${CUSTOMER}, title|name|subject`,
    [CUSTOMER]: 'name',
    '?Task|Milestone': '',
    '?InvoiceItem|LineItem|Item': '',
    '?Payment|Expense': '',
  }),
  dev('call-for-papers', P.pretalx, {
    'Event|Conference': 'name',
    [SUBMISSION]: 'title, abstract|description|summary:text, status|state:enum, >Speaker|Submitter|Author|User',
    'Review|SubmissionReview': `>${SUBMISSION}, score|rating|grade, comment|text|notes|review:text`,
    'Slot|ScheduleSlot|TalkSlot|ScheduleEntry|Session|Schedule|ScheduledTalk': `>${SUBMISSION}, start|start_time|starts_at|time|date:datetime|date`,
    'Speaker|Submitter|Author|User': 'name',
    '?CallForPapers|Cfp|CallForProposals': '',
    '?Room|Location|Venue': '',
    '?Track|Category|SubmissionType': '',
  }),
  dev('receipts', P.receiptWrangler, {
    Receipt: 'name|merchant|store|vendor|title, amount|total:money, date|purchase_date:date, category',
    '?Category|Tag': '',
    '?Item|ReceiptItem|LineItem': '',
    '?Group|User|Member': '',
    '?Image|Attachment|File': '',
  }),
  dev('desk-booking', P.seatsurfing, {
    'Booking|Reservation': '>Desk|Seat|Space|Workspace|Resource|Room|MeetingRoom, start|start_time|date|from|starts_at|enter:datetime|date',
    'Desk|Seat|Space|Workspace|Resource': 'name',
    'Room|MeetingRoom|Area': 'name',
    '?Office|Building|Site|Floor|Location': '',
    '?User|Employee|Person': '',
  }),
  dev('freelance-projects', P.solo, {
    Project: 'name|title, progress|status|percent_complete|completion',
    Contact: 'name',
    Task: 'title|name, >Project, status|done|completed',
    'File|Attachment|Document|Upload': '>Project|Task',
    Note: 'content|body|text|note:text',
    '?Client|Customer': '',
  }),
  dev('recipe-collection', P.tamari, {
    Recipe: 'name|title, favorite|favourite|is_favorite|starred:bool, category',
    '?Category': '',
    [SHOPPING]: 'name|title|item',
    [MEAL_PLAN]: '>Recipe, date|day:date',
    '?Ingredient|RecipeIngredient': '',
    '?Favorite': '',
  }),
  dev('warranties', P.warracker, {
    'Warranty|Product|Item': 'name|product|product_name|title, expiry|expires|expiry_date|expiration|expiration_date|expires_on|end_date|warranty_end:date, receipt|file|attachment|document|invoice',
    '?Attachment|File|Document|Receipt|Upload': '',
    '?Alert|Reminder|Notification': '',
    '?Vendor|Store|Retailer': '',
    '?Category|Tag': '',
  }),
  dev('personal-finance', P.yaffa, {
    Account: 'name, balance:money',
    'Transaction|Expense': 'amount:money, date:date, category',
    Budget: 'amount|limit|planned|budgeted:money',
    'Investment|Holding|Asset|Position': 'name|symbol, quantity|shares|value|amount',
    '?Category': '',
    '?Payee|Merchant': '',
    '?Goal|Plan|Forecast|Scenario': '',
  }),
];
