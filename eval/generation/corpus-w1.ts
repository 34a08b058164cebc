/**
 * A study batch (w1) written by the lead in the tenth generation session, before any rule change of
 * that session: prompts in the style of requirement lists ("should have functionalities for …, users
 * should be able to browse X, book Y and view Z"), the style the external blind batch h6 showed the
 * generator reads worst. Domains and requested features are sampled from WebGen-Instruct, the training
 * instructions of WebGen-Bench (Lu et al. 2025, MIT licence; decontaminated against its test set, from
 * which h6 was taken): every 11th data-keeping instruction, reworded. Its misses may be read while
 * tuning; h6 measures whether what is learnt here carries over. Split 'dev' so it can be run by prefix
 * (`--only 'w1-*'`). Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const W1_CREATE_CASES: CreateCase[] = [
  dev('w1-errands', 'Campus errand app. It should have placing orders, order management and payment. Users log in, browse the errand services on offer, place an order for a service, manage their orders and pay. The admin side manages orders, users and services.', {
    'Service|ErrandService|Errand': 'name, price:money',
    Order: '>Service|ErrandService|Errand, >User|Student|Customer, status:enum',
    'User|Student|Customer': 'name',
    'Payment': '>Order, amount:money',
  }),
  dev('w1-driver-loading', 'a website for drivers to take loading jobs: drivers log in, browse the loads customers have published and accept them, manage their own orders with loading and delivery status, and see their profile and history', {
    Driver: 'name, phone',
    'Load|Demand|Job|Order': 'status:enum, >Driver',
    '?Customer': 'name',
  }),
  dev('w1-tv-ops', 'Operations site for a digital TV system: channel management, program scheduling, user management, device monitoring and system logs. Staff log in, manage channels, schedule programs, manage users, watch devices and read the logs.', {
    Channel: 'name, number:count|number',
    'Program|Programme|Show': 'title|name, >Channel, start|time|start_time:datetime',
    Device: 'name, status:enum',
    'Log|LogEntry': 'message|text, time|date|created:datetime',
    '?User|Staff': '',
  }),
  dev('w1-hr', 'HR system for employee records: add, edit and delete employees and produce management reports. Salmon and crimson colours.', {
    Employee: 'name, email:email, department|position',
    '?Department': 'name',
    '?Report': '',
  }),
  dev('w1-student-market', 'University student service app with a marketplace where students post in sections (help wanted, second-hand goods, tutoring, campus jobs) and a confession wall; admins review posts before they show.', {
    'Post|Listing': 'title, section|category:enum, approved|status|reviewed',
    '?Section|Category': 'name',
    'Confession': 'text|message|content:text',
    '?Student|User': 'name',
  }),
  dev('w1-feeds', 'RSS reader: add, remove and manage RSS and Atom feed sources, read the aggregated news, and share items with other users', {
    'Feed|Source|FeedSource': 'url:url, name|title',
    'Item|Article|Entry|News': '>Feed|Source|FeedSource, title, link|url:url, published|date:datetime|date',
    '?User': '',
    '?Share': '',
  }),
  dev('w1-homestay', 'homestay booking: show the homestay, its room types, book a room and pay online, and also book tickets for activities', {
    'RoomType|Room': 'name, price:money',
    Booking: '>RoomType|Room, check_in|start|date:date',
    Activity: 'name, date:date|datetime, price:money',
    'Ticket|ActivityBooking': '>Activity',
    '?Payment': '',
    '?Guest': '',
  }),
  dev('w1-id-check', 'Store app with a customer questionnaire: depending on the answers, customers must upload a photo of their ID. Admins create questionnaires, set the rules, and track each customer’s verification status; customers see their own status.', {
    Questionnaire: 'name|title',
    Question: '>Questionnaire, text|question',
    Customer: 'name, email:email, status|verification_status:enum',
    'Verification|IdUpload|Upload': '>Customer, image|photo|id_image:image, status:enum',
    '?Response|Answer|Submission': '',
    '?Rule': '',
  }),
  dev('w1-datacenter', 'Data centre management platform: monitor assets, capacity and power, manage the lifecycle of each asset, and a work order module for maintenance jobs.', {
    'Asset|Resource|Device': 'name, status:enum',
    'WorkOrder|Order|Ticket|Job': '>Asset|Resource|Device, status:enum, description:text',
    '?Rack|Room': '',
    '?Reading|Measurement': '',
  }),
  dev('w1-bank-products', 'bank promotion mini program - product management, order management, package fee management and fund management. customers browse products, place orders, check order status and see their funds', {
    Product: 'name, price:money',
    Order: '>Product, >Customer, status:enum',
    'Customer|User': 'name',
    '?Fee|PackageFee|Package': 'amount:money',
    '?Fund|Account': '',
  }),
  dev('w1-nonprofit', 'A platform for charities to build their website: publish news and events, manage donations and volunteers', {
    'News|Article|Post': 'title, body|content:text, date|published:date|datetime',
    Event: 'name|title, date:date|datetime',
    Donation: 'amount:money, >Donor',
    Volunteer: 'name, email:email',
    '?Donor': 'name',
    '?Organisation|Organization|Charity': 'name',
  }),
  dev('w1-chinese-courses', 'Chinese language courses online: browse courses by type (writing, reading comprehension, classical literature), enroll, study online, submit homework and check grades', {
    Course: 'title|name, type|category:enum',
    Enrollment: '>Course, >Student',
    'Homework|Assignment|Submission': '>Course, grade:number|count',
    Student: 'name',
  }),
  dev('w1-group-chat', 'web chat app: real-time messages between users, create and manage chat groups, join groups, and see the chat history', {
    'User|Member': 'name',
    'Group|ChatGroup|Room': 'name',
    Message: '>Group|ChatGroup|Room, >User|Member, text|body|content:text, sent|time|sent_at:datetime',
    '?Membership': '',
  }),
  dev('w1-media', 'Media centre: videos, music and pictures in a library I can browse and manage, playlists, search and filters', {
    'Media|MediaItem|Item|Track|Video': 'title, type|kind:enum',
    Playlist: 'name',
    '?PlaylistItem|Entry': '',
  }),
  dev('w1-lending', 'Loan platform: customers apply for loans and upload documents, staff review documents, sign contracts, manage loan products, follow each loan’s status and post-loan reviews', {
    'LoanProduct|Product': 'name, rate|interest_rate:number',
    'Loan|Application|LoanApplication': '>LoanProduct|Product, >Customer|Applicant, amount:money, status:enum',
    'Customer|Applicant|Borrower': 'name',
    Document: '>Loan|Application|LoanApplication, file|url, status|reviewed',
    'Contract': '>Loan|Application|LoanApplication, signed|signed_at|date',
    '?Review': '',
  }),
  dev('w1-card-room', 'Self-service game room booking: browse rooms, order a room for a time slot, pay by WeChat, see order status; staff manage rooms and view orders.', {
    Room: 'name, price|rate:money',
    'Order|Booking': '>Room, start|time|start_time:datetime, status:enum',
    '?Payment': '',
    '?Customer|User': '',
  }),
  dev('w1-guestbook', 'guestbook: leave a message, view all messages, delete your own, reply to messages', {
    Message: 'name|author, text|content|message:text',
    Reply: '>Message, text|content|message:text',
  }),
  dev('w1-logistics', 'Logistics platform: waybills, transit, vehicles, finance and staff. Log in, browse and manage waybills, vehicles, finance records and personnel, with statistics.', {
    Waybill: 'number|waybill_number, >Vehicle, status:enum',
    Vehicle: 'plate|registration|number, type',
    'Staff|Employee|Driver|Person': 'name',
    '?Transaction|Payment|Finance|Record': 'amount:money',
  }),
  dev('w1-album', 'A photo album: a password-protected admin where I upload, delete and edit pictures, sort them by name, date or my own order, with rotating thumbnails', {
    'Photo|Picture|Image': 'title|name, image|file|photo:image, date|taken|uploaded:date|datetime',
    '?Album': 'name',
  }),
  dev('w1-hotel', 'hotel booking: browse rooms, pick a room type and check-in date, book, and see my check-in records', {
    'Room|RoomType': 'type|name, price:money',
    'Booking|Reservation': '>Room|RoomType, check_in|checkin:date',
    '?CheckIn|Stay': '',
    '?Guest': '',
  }),
  dev('w1-tea-diary', 'Tea diary: record each tea session with the tea, the water temperature and the teaware used, and share it; badges as rewards', {
    'Session|Entry|Diary|DiaryEntry|Tasting': '>Tea, water_temperature|temperature:number, date:date|datetime',
    Tea: 'name, type',
    '?Teaware|Utensil': 'name',
    '?Badge': 'name',
  }),
  dev('w1-counselling', 'Online counselling: book a session with an expert counsellor, take mental health tests, a forum, recommended articles, and a personal profile', {
    'Counsellor|Counselor|Expert': 'name',
    'Session|Appointment|Booking': '>Counsellor|Counselor|Expert, date|time:datetime|date',
    'Test|Assessment': 'name|title',
    'Post|Topic|Thread': 'title',
    Article: 'title',
    '?Result|TestResult': '',
    '?Client|User': '',
  }),
  dev('w1-approvals', 'Form approval system: create approval workflows, configure the form fields, submit approval requests and follow them through to completion', {
    Workflow: 'name',
    'Form': 'name|title',
    'Field|FormField': '>Form, name|label, type:enum',
    'Request|ApprovalRequest|Submission': '>Workflow|Form, status:enum',
    '?Step|Approval': '',
  }),
  dev('w1-campus-services', 'campus services mini program: publish and search resources, sell and buy second-hand items, and book repairs; users see their profile', {
    Resource: 'title|name',
    'Item|Good|Listing': 'title|name, price:money',
    'Repair|RepairRequest|Booking': 'description|issue:text, date|time:date|datetime, status:enum',
    '?User|Student': '',
    '?Order|Purchase': '',
  }),
  dev('w1-chemicals', 'Online shop for chemical products: category pages, product details, cart and checkout with Alipay, WeChat Pay or bank card, my orders, product search', {
    Product: 'name, price:money, >Category',
    Category: 'name',
    Order: 'payment|payment_method:enum, status:enum',
    '?OrderItem|OrderLine|CartItem': '',
    '?Customer': '',
  }),
  dev('w1-devices', 'Device monitoring: a list of hardware devices with their live status, alert notifications, and device management', {
    Device: 'name, status:enum',
    Alert: '>Device, message|text, time|date|created:datetime',
    '?Reading|Metric': '',
  }),
  dev('w1-child-health', 'For parents of children aged 0 to 6: track milestones and growth (height, weight), learn about development, and book clinic appointments', {
    Child: 'name, birth|date_of_birth|dob:date',
    Milestone: '>Child, date:date',
    'Growth|Measurement|GrowthRecord': '>Child, height:number, weight:number, date:date',
    Appointment: '>Child, date|time:datetime|date',
    '?Clinic': '',
    '?Parent': '',
  }),
  dev('w1-reminders', 'timed reminders: set a reminder for a time, see the history of past reminders, and stats about them', {
    Reminder: 'title|text|message, time|at|remind_at:datetime',
  }),
  dev('w1-warehouse', 'Warehouse management: materials received, stored and shipped; browse and manage materials, stock levels, and the history of each material’s movements', {
    Material: 'name, stock|quantity:count|number',
    'Movement|Receipt|Shipment|Transaction': '>Material, quantity:count|number, date:date|datetime, type:enum',
    '?Location|Bin|Shelf': '',
  }),
];
