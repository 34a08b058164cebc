/**
 * A relation-recall STUDY batch (r18), written by the relations helper of the eleventh generation
 * session (issue 18) on main 59a0465, before any rule change of that session. One case per
 * data-keeping instruction of WebGen-Instruct (training set of WebGen-Bench, MIT licence) with index
 * i % 6 == 3 and i < 300 (games, converters, brochure sites skipped; 3 skipped as w1-errands has it),
 * prompts verbatim. Expectations as a careful reader of the prompt would have them, written before the
 * generator's output was looked at. Its misses may be read while tuning. Split 'dev' so it runs by
 * prefix (`--only 'r18-*'`). Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const r18 = creations('dev');

export const R18_CREATE_CASES: CreateCase[] = [
  r18('r18-aerospace-living', 'Please implement a website for Aerospace Optimal Living that provides services such as staff dining, commercial consumption, online shopping, welfare distribution, travel, research and education tourism, team building, and leisure and vacation. The website should have functionalities for user login, registration, personal information management, service booking, order management, and consumption record inquiry. Users should be able to browse and book different types of services, view service details, manage their orders and consumption records. Set overall background to almond, then style components with sienna.', {
    Service: 'name, type|category, price:money',
    'Order|Booking': '>Service, >User|Member|Customer, status',
    'ConsumptionRecord|Consumption|Record|Transaction': '>User|Member|Customer, amount:money',
    'User|Member|Customer': 'name',
  }),
  r18('r18-file-transfer', 'Please implement a file transfer tool website for quick file transmission. The website should have functionalities for file uploading, downloading, and sharing. Users should be able to log in, upload files, generate shareable links, set file expiration dates, download files, and view transmission records. The website should also have nearby transfer and AI capabilities, such as intelligent recommendations for related files and optimized transmission speeds. Color the background using thistle and set component styles to rebecca purple.', {
    File: 'name, expires|expiration|expiry:date|datetime',
    'ShareLink|Link|Share': '>File, url|link',
    'TransferRecord|Transfer|Transmission|Record|Download': '>File',
    '?User': '',
  }),
  r18('r18-waste-waybills', 'Please implement a waste management website for cities to manage the transportation and inventory of industrial waste. The website should have functionalities for enterprise information maintenance, waybill management, plan filing, and cross-provincial business application. Users should be able to log in, maintain their own enterprise information, manage waybills, submit plan filings, and apply for cross-provincial business. The regulatory end should have functions such as county and district account statistics and plan review. Style the layout with cream in the background and dark orange for the interface.', {
    'Enterprise|Company': 'name',
    Waybill: '>Enterprise|Company',
    'PlanFiling|Plan|Filing': '>Enterprise|Company, status',
    'Application|BusinessApplication|CrossProvincialApplication': '>Enterprise|Company, status',
    '?County|District': 'name',
  }),
  r18('r18-guestbook', 'Please implement a mobile guestbook website for users to leave and view messages. The website should have functionalities for leaving messages, viewing messages, and deleting messages. Users should be able to log in, input message content, submit messages, view all messages, delete their own messages, and reply to messages. Assign ice blue as the background color and apply teal to all elements.', {
    Message: 'content|text:text, >User',
    Reply: '>Message, content|text',
    User: 'name',
  }),
  r18('r18-breaking-news', 'Please implement a breaking news app for publishing and managing breaking news. The app should have functionalities for submitting news tips, publishing breaking news, and in-app donations. Users should be able to browse news, submit news tips, manage their account information, and make donations within the app. The app should include account pages, news list pages, news detail pages, and more. Set the background to cream, and apply dark orange to components.', {
    'News|Article|Story|NewsItem': 'title, content|body:text',
    'Tip|NewsTip': 'content|text|description, >User|Account',
    Donation: 'amount:money, >User|Account',
    'User|Account': 'name',
  }),
  r18('r18-instant-messaging', 'Please implement an instant messaging client website for sending and receiving text messages. The website should have functionalities for viewing contact lists, user status, and user information. Users should be able to log in, view their contact list, send text messages, receive text messages, and view user status and information. Apply ice blue for layout; use teal for buttons and cards.', {
    User: 'name, status',
    Message: 'text|content|body, >User',
    '?Contact': '>User',
  }),
  r18('r18-cms-comments', 'Please implement a content management website for creating and managing various types of websites. The website should have functionalities for creating and managing articles, managing users, and managing comments. Users should be able to log in, create, edit, and delete articles, manage user accounts, and manage comments. The website should also have a flexible plugin system and multiple themes, allowing users to customize the website\'s functionality and appearance. Style all pages with a pale turquoise background and dark cyan components.', {
    Article: 'title, content|body:text, >User|Author',
    Comment: '>Article, content|text|body',
    'User|Author': 'name',
    '?Plugin': '',
    '?Theme': '',
  }),
  r18('r18-cms-pages', 'Please implement a content management system for creating and managing website content. The system should have functionalities for creating, editing, deleting, and managing website pages, articles, and other content. Users should be able to log in and create new pages, articles, and other content, edit existing content, and delete unnecessary content. The system should also have search and categorization functions to help users quickly find the content they need. Set overall background to pearl, then style components with charcoal.', {
    Page: 'title, content|body',
    Article: 'title, content|body',
    '?Category': 'name',
    '?Content': '',
  }),
  r18('r18-production', 'Please implement a production management system to help companies manage their production processes. The system should include functions for procurement, production, warehouse management, and data management. Users should be able to log in, browse, and manage relevant data, including purchasing, production planning, inventory management, and product information. The system should also provide data statistics and analysis functions to help companies optimize their production processes. Color the background using light salmon and set component styles to tomato.', {
    Product: 'name',
    'Purchase|PurchaseOrder|Procurement': '>Product|Material|Supplier, quantity:count|number',
    'ProductionPlan|Plan': '>Product, quantity:count|number',
    'Inventory|Stock|InventoryItem': '>Product, quantity:count|number',
    '?Warehouse': 'name',
    '?Material': '',
    '?Supplier': '',
  }),
  r18('r18-logistics', 'Please implement a logistics management platform for online waybill, transit, vehicle, finance, personnel, and other management. The platform should have functionalities for waybill management, vehicle management, financial management, personnel management, and more. Users should be able to log in, browse information on waybills, vehicles, finance, personnel, and perform corresponding management operations. The platform should also have data statistics and analysis functions to help users understand business conditions. Define background as pale rose; define components with maroon.', {
    Waybill: '>Vehicle, status',
    Vehicle: 'plate|number|name',
    'Transaction|FinanceRecord|Finance|Payment|Expense': 'amount:money',
    'Personnel|Employee|Staff|Driver': 'name',
    '?Transit': '',
  }),
  r18('r18-weibo-qa', 'Please implement a Weibo Q&A website where fans can ask questions to bloggers and bloggers can answer them. Fans can ask questions on the blogger\'s personal page or in the Weibo post, and after paying the corresponding fee, the blogger will receive the question and answer it. After the blogger answers, they can earn the corresponding revenue, and the fan will receive a notification of the answer. If the blogger does not answer within 72 hours, the fee will be refunded to the fan\'s account. Other fans can pay 1 yuan to view the blogger\'s answer, and the revenue from viewing will be split evenly between the blogger and the questioning fan. Configure the background color to linen white, with components using burlywood.', {
    'Fan|User': 'name',
    Blogger: 'name',
    Question: '>Fan|User, >Blogger, fee|price|amount:money, text|content|question',
    Answer: '>Question, text|content|answer',
    '?Notification': '',
    '?View|Purchase|Payment': '>Answer|Question',
  }),
  r18('r18-voice-rooms', 'Please implement an online instant messaging system for real-time voice chat and text communication. The system should have functionalities for creating rooms, real-time voice chat, text group chat, private chat, and personal information editing. Users should be able to create rooms and invite others to join, engage in real-time voice chat, apply to speak and approve speaking requests. The system should also have text, image, and emoticon group chat functionality and private chat functionality in the friends area, as well as personal information editing and maintenance. Set all pages to have a mint background and dark sea green components.', {
    Room: 'name, >User',
    'Message|ChatMessage': '>Room, >User, text|content',
    User: 'name',
    '?SpeakRequest|Request|SpeakingRequest': '>Room, >User, status',
    '?Invitation|Invite': '>Room, >User',
    '?PrivateMessage': '',
    '?Friend': '',
  }),
  r18('r18-tourism-jobs', 'Please implement a website to display job information related to Ctrip tourism. The website should have a job list display function, including information such as job title, skill requirements, work city, salary, and company name. Users can browse the job list, view job details, and perform searches and filters. Select silver for layout background and dark slate blue for component details.', {
    Job: 'title, skills|requirements, city, salary:money, company',
    '?Company': '',
  }),
  r18('r18-hotel-rooms', 'Please implement a hotel booking mini-program for booking hotel rooms. The mini-program should have functionalities for booking rooms, synchronizing check-in information, and viewing check-in records. Users should be able to browse hotel rooms, select room types and check-in dates, book rooms, and synchronize check-in information. The mini-program should also be able to update check-in information in real-time, allowing users to easily view their check-in records. Set the background color to light sea green and the component color to dark slate gray.', {
    'Room|RoomType': 'name|type, price:money',
    'Booking|Reservation': '>Room|RoomType, check_in|date:date',
    'CheckIn|CheckInRecord|Stay': '>Booking|Reservation|Room|RoomType',
    '?Hotel': 'name',
  }),
  r18('r18-tourism-site', 'Please implement a Changshu all-domain tourism website that provides tourism information and services. The website should have functionalities such as public services, industry regulation, industry monitoring, and smart service applications. Users should be able to log in, browse tourist attractions, activities, and services, query tourism information, book tourism products, and view personal travel records. Color the background using snow and set component styles to dim gray.', {
    Attraction: 'name',
    Activity: 'name, date:date|datetime',
    '?Service': '',
    'Product|TourismProduct|Tour': 'name, price:money',
    'Booking|Order': '>Product|TourismProduct|Tour',
    'TravelRecord|Trip|Record|Visit': '',
    '?User': '',
  }),
  r18('r18-villa-booking', 'Please implement a Phuket villa booking mini-program for searching and booking available rooms. Users can quickly search for available rooms based on their check-in time, and the system automatically synchronizes booked room data from other platforms and supports combined searches for room changes. Users can browse room information, view room details, book rooms, and manage their orders. Define the background as light salmon and components as tomato.', {
    'Room|Villa': 'name, price:money',
    'Booking|Order|Reservation': '>Room|Villa, check_in|date|start:date',
    '?Platform': '',
  }),
  r18('r18-diary', 'Please implement a diary WeChat mini-program for users to record and share their diaries. The mini-program should have functionalities for user login, diary writing, saving, and sharing. Users should be able to log in, write diaries, save diaries, and share diaries with friends. The mini-program should also have diary categorization, search, and deletion functions. Assign faint gray to the background and slate gray to the UI elements.', {
    'Diary|Entry|DiaryEntry': 'title, content|body:text, >Category',
    Category: 'name',
    '?Share': '>Diary|Entry|DiaryEntry',
    '?User': '',
    '?Friend': '',
  }),
  r18('r18-game-accounts', 'Please implement an online game management website for managing game accounts and troop training. The website should have functionalities for managing troop training, account monitoring, and more. Users should be able to log in, view and manage their game accounts, train and manage troops according to instructions, and monitor the real-time status of their accounts. Design the site using glacier blue as the background and royal blue for content blocks.', {
    'Account|GameAccount': 'name, status',
    'Troop|Training|TroopTraining': '>Account|GameAccount',
    '?User': '',
  }),
  r18('r18-school', 'Please implement a school management website for managing school affairs. The website should have functionalities for course management, student management, teacher management, and grade management. Users should be able to log in, browse courses, student information, teacher information, manage course schedules, manage student information, manage teacher information, and query grade records. Style the layout with faint gray in the background and slate gray for the interface.', {
    Course: 'name, >Teacher',
    Student: 'name',
    Teacher: 'name',
    Grade: '>Student, >Course, score|grade:number',
    '?Schedule|Session|Class': '>Course',
  }),
  r18('r18-customers-qr', 'Please implement an online platform for managing customers, generating unique QR codes, and integrating with a payment gateway to enable customers to make payments by scanning the QR code. The platform should have customer management features, including adding customers, viewing customer lists, searching and filtering customers, etc. At the same time, the platform should have payment features, including generating QR codes, processing payment requests, and recording payment details. In addition, the platform should have a dashboard to display key metrics, such as the total number of customers, total payment amount, etc. Assign light steel blue as the background color and apply royal blue to all elements.', {
    Customer: 'name, email|phone',
    Payment: '>Customer, amount:money, date|paid:date|datetime',
    '?QrCode|Code': '>Customer',
  }),
];
