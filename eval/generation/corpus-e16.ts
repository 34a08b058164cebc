/**
 * A study batch (e16) written by the entities helper (`ent`) in the eleventh generation session,
 * 2026-11-28, on main 59a0465, before any rule change of that session. One case per instruction of
 * WebGen-Instruct (training instructions of WebGen-Bench, Lu et al. 2025, MIT licence) with index
 * i % 6 == 1 and i < 300 that asks for stored records (games, converters, calculators and pure
 * brochure sites left out), the text kept as close to verbatim as possible ("Please implement" and the
 * like kept; a sentence that only repeats another may be cut). Expectations are what a careful reader
 * of the prompt expects, written before looking at the generator's output. Its misses may be read
 * while tuning. Split 'dev' so it can be run by prefix (`--only 'e16-*'`). Same expectation DSL as
 * corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E16_CREATE_CASES: CreateCase[] = [
  // i=1
  dev('e16-moving', 'Please implement a moving service mini-program for users to place orders online. Users can select the starting and ending points, input moving item information, and the system will automatically calculate the freight. Users can view order status, drivers can accept orders and update order status. The management end can manage user, driver, and order information. Implement powder blue for the page background and royal blue for the elements.', {
    'Order|MovingOrder': 'start|origin|starting_point|from, end|destination|ending_point|to, freight|price:money, status:enum, >Driver, >User|Customer',
    Driver: 'name, phone',
    'User|Customer': 'name',
    '?Item|MovingItem': '',
  }),
  // i=7
  dev('e16-rebate', 'Please implement a payment rebate mini-program that allows users to receive rebates after making payments. The mini-program should have functionalities for logging in, making payments, displaying maps, and showing lists. Users should be able to log in to the mini-program, make payments, view merchant information on the map, browse product lists, and receive rebates after making payments. Apply theme using eggshell as background and dark moss green for elements.', {
    Payment: 'amount:money, >Merchant',
    Rebate: 'amount:money, >Payment',
    Merchant: 'name, address|location',
    Product: 'name, price:money',
    '?User': '',
  }),
  // i=13
  dev('e16-payment-gateway', 'Please implement an online payment gateway integration system for handling online store payments. The system should have functionalities for payment processing, order management, and refunds. Users should be able to select products in the online store, submit orders, and make payments through the payment gateway. The system should be able to handle different types of payment methods and provide order status and payment records. Assign beige to the background and brown to the UI elements.', {
    Product: 'name, price:money',
    Order: '>Product, status:enum',
    Payment: '>Order, method|payment_method, amount:money',
    Refund: '>Payment|Order, amount:money',
    '?PaymentMethod|Method': '',
    '?User|Customer': '',
  }),
  // i=25
  dev('e16-server-monitor', 'Please implement a monitoring website for server and network status. The website should have functionalities for monitoring CPU, disk, load, services, as well as database, web server, and network connection status. Users should be able to log in, browse monitoring data, set custom monitoring items, and receive email, DingTalk, and QQ alert notifications. Configure your theme with pink as background and deeppink as component color.', {
    'MonitoringItem|Monitor|Check|Item': 'name',
    'Alert|Notification|AlertNotification': 'channel|type:enum',
    '?Server|Host': 'name',
    '?Service|Metric|Reading|MonitoringData|Sample': '',
    '?User': '',
  }),
  // i=31
  dev('e16-charging', 'Please implement a new energy charging pile management system for managing charging piles and user charging behavior. The system should have user, management, and maintenance ends. The user end should allow users to find nearby charging stations, view charging pile usage, navigate to charging stations, start and stop charging, view orders and account information, etc. The management end should allow administrators to manage portal websites, public accounts, forums, messages, etc., manage orders, warranties, charging cards, and other information, support corporate accounts, and interface with parking lots, etc. Implement light goldenrod for the page background and goldenrod for the elements.', {
    'ChargingStation|Station': 'name, location|address',
    'ChargingPile|Pile|Charger': '>ChargingStation|Station, status:enum',
    'Order|ChargingOrder|ChargingSession|Session': '>ChargingPile|Pile|Charger',
    'ChargingCard|Card': '',
    '?Warranty': '',
    '?User|Account|CorporateAccount': '',
    '?Forum|Message|ParkingLot|PublicAccount|Post': '',
  }),
  // i=37
  dev('e16-php-framework', 'Please implement a web application for a configuration-based PHP framework, which should have modular, extensible, and easy-to-maintain features. Users should be able to configure framework parameters, manage modules, and view logs through the web interface. The web application should have basic functions such as user login, registration, and password recovery, and should be able to display framework version information, documentation, and more. Use lavender blush in the background layer and deep pink for the component layer.', {
    Module: 'name',
    'Log|LogEntry': 'message|text, time|date|created:datetime|date',
    '?Parameter|Setting|Config|Configuration': '',
    '?User': '',
    '?Version|Document|Doc|Documentation': '',
  }),
  // i=43
  dev('e16-anime-reviews', "Please implement a review page for an anime fan community website. The page should have functionalities for displaying anime information, user reviews, and ratings. Users should be able to browse detailed anime information, view other users' reviews, post their own reviews, and rate the anime. The page should also include features such as related anime recommendations, review sorting, and filtering. Set lavender blush as the body background and use pale violet red for the UI.", {
    Anime: 'title|name',
    Review: '>Anime, rating:rating, text|content|body:text',
    '?User': '',
    '?Rating': '',
  }),
  // i=55
  dev('e16-text-editor', 'Please implement a text generation and editing website with speech recognition and internet connectivity. The website should have functionalities for text generation, editing, speech recognition, and internet connectivity. Users should be able to log in, input or speak text, edit and modify text, and share or save text through internet connectivity. The website should also have a backend management system for managing users, text, and system settings. Assign alice blue to the background and cornflower blue to the UI elements.', {
    'Text|Document|Note': 'content|text|body:text',
    '?User': '',
    '?Setting': '',
  }),
  // i=79
  dev('e16-updates', 'Please implement an update website based on Vue to display and manage update information. The website should have functionalities for displaying update logs, publishing new updates, and editing update information. Users should be able to browse update history, view update details, and comment on and provide feedback for updates. Use pale turquoise for the background and medium turquoise for components.', {
    'Update|UpdateLog|Release': 'title|version, details|description|content:text, date|published:date|datetime',
    'Comment|Feedback': '>Update|UpdateLog|Release',
    '?Feedback': '',
    '?User': '',
  }),
  // i=91
  dev('e16-death-stranding', 'Please implement a Death Stranding fan website to provide game information and community services. The website should have features such as storyline introduction, character showcase, and gameplay explanation. Users should be able to browse game storylines, character information, and gameplay, and discuss with other players. The website should also have a search function, allowing users to quickly find specific game information. Configure the background color to light mocha, with components using brown.', {
    Character: 'name',
    'Discussion|Post|Topic|Thread': '',
    '?Storyline|Story|Chapter': '',
    '?Gameplay|Guide': '',
    '?Player|User': '',
    '?Comment|Reply': '',
  }),
  // i=97
  dev('e16-web-services', 'Please implement a Node.js-based web service website that provides functionalities for quickly building and deploying web services. The website should have functionalities for user management, service management, and deployment management. Users should be able to log in, create and manage their own web services, configure service parameters, deploy services to different environments, and monitor the running status of services. Implement styling with light yellow for the background and dark khaki for components.', {
    'Service|WebService': 'name, status:enum',
    Deployment: '>Service|WebService, environment',
    '?Environment': '',
    '?Parameter|Config|Setting': '',
    '?User': '',
  }),
  // i=103
  dev('e16-unit-tests', 'Please implement a unit testing website for testing PHP code. The website should have functionalities for creating test cases, running tests, and viewing test results. Users should be able to log in, create new test cases, select the PHP code to be tested, run the tests, and view the test results, including information on whether the tests passed or failed. Apply eggshell as the background; style all components with dark moss green.', {
    'TestCase|Test': 'name|title, code:text',
    'TestRun|Run|TestResult|Result': '>TestCase|Test, passed|status|result:bool|enum',
    '?User': '',
  }),
  // i=109
  dev('e16-api-platform', 'Please implement a low-code platform website for managing and deploying API interfaces. The website should have functionalities for dynamic creation, deletion, modification, and querying of APIs, dynamic creation, deletion, modification, and querying of data sources, access control, API interface import and export, historical call record query, and historical access information statistics. Users should be able to log in, create and manage API interfaces, control access permissions for different users, and query historical call records and access information. Establish antique white as the main background and maroon for the controls.', {
    'Api|ApiInterface|Interface|Endpoint': 'name, path|url',
    'DataSource|Source': 'name',
    'CallRecord|Call|ApiCall|CallLog|Log': '>Api|ApiInterface|Interface|Endpoint',
    '?Permission|AccessRule|Access|AccessPermission': '',
    '?User': '',
  }),
  // i=115
  dev('e16-sleep', 'Please implement a sleep assistant iOS app that plays white noise sleep aid music. The app should have functionalities for playing hypnotic music, watching hypnotic videos, and using brainwave hypnosis. Users should be able to choose different music and videos to help themselves relax and fall asleep, and use in-app payment to purchase new music and videos. Apply theme using desert sand as background and sienna for elements.', {
    'Track|Music|Song|Sound': 'title|name',
    Video: 'title|name',
    'Purchase|Payment|Order': '',
    '?User': '',
  }),
  // i=127
  dev('e16-videos', 'Please implement a video download and sharing website for downloading and sharing videos. The website should have functionalities for downloading videos, sharing videos, and video management. Users should be able to log in, browse videos, download selected videos, share selected videos, and manage downloaded and shared videos. Use light coral as the default background and brown for component styling.', {
    Video: 'title|name',
    '?Download': '',
    '?Share': '',
    '?User': '',
  }),
  // i=133
  dev('e16-three-kingdoms', 'Please implement a website for a Three Kingdoms-themed action fighting game that showcases game content and gameplay. The website should have functionalities for displaying game characters, weapons, and spirit beast skills. Users should be able to browse game introductions, gameplay tutorials, game videos, and images, and can register or log in to participate in game discussions and community interactions. Set page background to mint; color all components with dark sea green.', {
    Character: 'name',
    Weapon: 'name',
    'Skill|SpiritBeastSkill|BeastSkill|SpiritBeast': 'name',
    'Discussion|Post|Topic|Thread': '',
    '?Tutorial|Guide': '',
    '?Video': '',
    '?Image': '',
    '?User': '',
  }),
  // i=139
  dev('e16-leads', 'Please implement a landing page for generating leads. The page should have a form submission feature, allowing users to input their name, email, and phone number. The page should also have a product or service introduction feature, including product features, benefits, and use cases. Users can learn about the product through the page and submit the form to get more information or request contact. Assign floral white as the background color and apply dark red to all elements.', {
    'Lead|Contact|Submission|Inquiry|ContactRequest': 'name, email:email, phone',
    '?Product|Service|Feature|Benefit|UseCase': '',
  }),
  // i=151
  dev('e16-business-showcase', "Please create a modern business showcase website to display the company's business and products. The website should have a user-friendly interface, clear navigation menu, striking visual effects, and accurately represent the company's business. Users should be able to browse the website, view company introductions, product information, news, and more. The website should also have a search function to allow users to quickly find the information they need. Set primary background to light pink and elements to hotpink.", {
    Product: 'name',
    'News|Article|NewsItem|Post': 'title',
    '?Business|Service': '',
  }),
  // i=157
  dev('e16-spam', 'Please implement a website to resolve Gmail spam issues. The website should have functionalities for reporting spam, marking non-spam emails, and managing blacklists. Users should be able to log in, report received spam emails, mark misjudged emails as non-spam, and manage their own blacklists. Apply theme using daisy white as background and khaki for elements.', {
    'Email|Message|SpamReport|Report|SpamEmail': 'spam|is_spam|status',
    'BlacklistEntry|Blacklist|BlockedSender': 'email|address|sender',
    '?User': '',
  }),
  // i=163
  dev('e16-email-forwarding', 'Please implement an email account setup and forwarding system to forward emails to Gmail. The system should have functionalities for setting up email accounts, forwarding emails, and managing emails from multiple domains. Users should be able to log in, set up email accounts, forward emails to Gmail, and view all domain emails in one place. Define the background as amber and components as chocolate.', {
    'EmailAccount|Account|Mailbox': 'address|email:email',
    Domain: 'name',
    '?Forwarding|ForwardingRule|Forward|Rule': '',
    '?Email|Message': '',
    '?User': '',
  }),
  // i=169
  dev('e16-novels', 'Please implement an online reading platform to display and manage novel information. The platform should have functionalities for displaying novel details, searching novels, and browsing novels by category. Users should be able to browse the novel list, view novel details, search for novels of interest, and browse novels by category. The platform should also have data management capabilities to store and update novel information. Choose champagne for global background and burnt sienna for all components.', {
    Novel: 'title, author, >Category|category',
    '?Category': 'name',
  }),
  // i=181
  dev('e16-ems', 'Please implement an EMS management system website for managing manufacturing enterprise production information. The website should have functionalities for manufacturing data management, scheduling management, production scheduling management, inventory management, quality management, and more. Users should be able to log in, browse production data, scheduling, and production scheduling information, manage inventory and quality, and control the production process. Design the site using gold as the background and dark goldenrod for content blocks.', {
    'Schedule|ProductionSchedule|ProductionOrder|WorkOrder|ProductionPlan': '',
    'InventoryItem|Inventory|Item|Material|Product|StockItem': 'quantity:count|number',
    'QualityCheck|Inspection|QualityRecord|QualityInspection': '',
    '?Production|ProductionRecord|ManufacturingData|ProductionData': '',
    '?User': '',
  }),
  // i=187
  dev('e16-ads', 'Please implement a web application that integrates Instagram-style ads. The application should have functionalities for displaying ads, user interaction, and click tracking. Users should be able to browse ads, click on ads of interest, view detailed information, and share or save ads. The application should also have ad management functionality, including adding, deleting, and editing ads. Apply moonstone to the canvas background and steel blue to all visible components.', {
    'Ad|Advertisement': 'title|name, image:image',
    'Click|AdClick|ClickEvent': '>Ad|Advertisement',
    '?Save|SavedAd|Share': '',
    '?User': '',
  }),
  // i=193
  dev('e16-islamic', 'Please implement an Islamic community app that provides services in line with Islamic principles. The app should have functionalities for user registration, login, browsing Islamic-related content, participating in community discussions, and finding nearby mosques or Islamic events. Users should be able to browse and search for Islamic-related articles, videos, and audio content, and interact with other users through sharing and discussion. Implement styling with pale turquoise for the background and dark cyan for components.', {
    'Article|Content': 'title',
    'Discussion|Post|Topic|Thread': '',
    Mosque: 'name, address|location',
    Event: 'name|title, date:date|datetime',
    '?Video|Audio|Media': '',
    '?User': '',
    '?Comment|Reply|Share': '',
  }),
  // i=199
  dev('e16-resume', 'Please implement a personal resume mini-program for job seeking purposes. The mini-program should have functionalities for displaying personal information, education background, work experience, and skill showcases. Users should be able to browse the resume, view detailed information, and share it with others via QR code. The mini-program should include a home page, personal information page, education background page, work experience page, and skill showcase page. Specify ivory as the base color and chocolate for all components.', {
    'Education|EducationBackground': 'school|institution',
    'Experience|WorkExperience|Job': 'company|employer',
    Skill: 'name',
    '?Profile|Resume|PersonalInformation|Person': '',
  }),
  // i=205
  dev('e16-visiting-card', "Please implement a visiting card WeChat mini-program to display personal information and contact details. Users should be able to edit and update their own visiting card information, including name, position, company, phone number, email, and more. The visiting card information should be clear and easy to read, and users should be able to share their visiting card with others. The mini-program should also have the function to scan other people's visiting cards, allowing users to scan the QR code of someone else's visiting card and directly add the other person's contact information to their own address book. Implement pale turquoise for the page background and medium turquoise for the elements.", {
    'VisitingCard|Card|BusinessCard': 'name, position, company, phone, email:email',
    '?Contact|AddressBookEntry': '',
    '?User': '',
  }),
  // i=211
  dev('e16-part-time', 'Please implement a campus part-time job mini-program for posting and managing part-time positions. The mini-program should have functionalities for posting jobs, applying for jobs, and clocking in and out. Students can browse part-time jobs, apply for jobs they are interested in, and clock in and out when starting and ending work. Employers can post part-time jobs, manage job applications, and view employee clock-in records. Establish porcelain as the main background and olive for the controls.', {
    'Job|PartTimeJob|Position': 'title, >Employer',
    'Application|JobApplication': '>Job|PartTimeJob|Position, >Student',
    'ClockRecord|ClockIn|Attendance|TimeRecord|Punch|ClockInRecord|Shift': '>Student, clock_in|start|time:datetime',
    Student: 'name',
    Employer: 'name',
  }),
  // i=217
  dev('e16-news-share', 'Please implement a news sharing application that rewards users for sharing news. The application should have functionalities for sharing news, tracking clicks, and calculating earnings. Users should be able to log in, browse news, share news to WeChat groups, view the clicks and earnings generated by their shares. The application should also have features such as user rankings and earnings details. Initialize the background color with navajo white and component color with tan.', {
    'News|Article|NewsItem': 'title',
    Share: '>News|Article|NewsItem, >User, clicks:count, earnings:money',
    User: 'name',
    '?Click': '',
    '?Earning': '',
  }),
  // i=223
  dev('e16-venue-booking', 'Please implement a reservation website for Yuandongchang, allowing users to make appointments and log in. The website should have functionalities for making appointments, logging in, and storing appointment information. Users should be able to log in, browse available venues, make appointments for desired venues, and view appointment records. The website should also allow users to modify and cancel appointments. Establish ivory as the main background and chocolate for the controls.', {
    Venue: 'name',
    'Appointment|Reservation|Booking': '>Venue, date|start|time:date|datetime, status:enum',
    '?User': '',
  }),
  // i=229
  dev('e16-homestay', 'Please implement a homestay booking mini-program to display homestay information and book rooms. The mini-program should have functions such as homestay introduction, room type viewing, booking, online payment, and ticket booking for activities. Users should be able to browse homestay information, view room types, book required rooms, make online payments, and book activity tickets. Set the background color to light sky blue and the component color to deepskyblue.', {
    'RoomType|Room': 'name, price:money',
    Booking: '>RoomType|Room, check_in|start|date:date',
    Activity: 'name, price:money',
    'Ticket|ActivityTicket|ActivityBooking': '>Activity',
    '?Payment': '',
    '?Homestay': '',
    '?User|Guest': '',
  }),
  // i=265
  dev('e16-network-ops', 'Please implement a network operation data visualization website to display network device monitoring and data collection information. The website should have functionalities for real-time monitoring, data analysis, alert notifications, and device scanning. Users should be able to log in, browse the real-time status of network devices, view historical data, receive alert notifications, and perform device scanning and configuration. Set page background to linen; color all components with saddle brown.', {
    Device: 'name, status:enum',
    'Alert|Notification|AlertNotification': '>Device',
    '?Reading|Metric|Measurement|DataPoint|Sample|MonitoringData': '',
    '?Scan|DeviceScan': '',
    '?User': '',
  }),
  // i=277
  dev('e16-courses', 'Please implement a course management system to display and manage course information. The system should have functionalities such as course categorization, course listing, multi-condition filtering, course categorization display, pagination, course chapter and lesson display, and course promotion strategies. Users should be able to browse course lists, filter courses based on multiple conditions, view course categories and chapters, and understand course promotion strategies. Establish magenta as the main background and dark violet for the controls.', {
    Course: 'title|name, >Category',
    Category: 'name',
    Chapter: '>Course',
    Lesson: '>Chapter|Course',
    '?Promotion|PromotionStrategy|Strategy': '',
  }),
  // i=283
  dev('e16-elearning', 'Please implement an e-learning platform to provide educational content. The platform should have functionalities for course management, user management, and learning record management. Users should be able to log in, browse and select courses, submit assignments, view learning records, and communicate with teachers. Teachers should be able to manage courses, upload educational content, grade assignments, and view student learning records. Define the background as eggshell and components as dark slate gray.', {
    Course: 'title|name, >Teacher',
    'Assignment|Submission': '>Course, grade|score',
    'LearningRecord|Record|Progress|Enrollment': '>Course',
    Teacher: 'name',
    '?Student|User': '',
    '?Submission': '',
    '?Message|Content|Material|Lesson': '',
  }),
  // i=289
  dev('e16-id-verification', "Please implement a customer questionnaire and ID verification store application. The application should have a customer questionnaire function, which determines whether ID verification is required based on the customer's responses. If ID verification is required, the customer must upload images of their ID. The application should also have an admin dashboard where administrators can create and manage questionnaires, set rules, track and manage customer ID verification statuses. Customers can view their own verification status and proceed directly to checkout after verification is approved. Apply wheat for layout; use chocolate for buttons and cards.", {
    Questionnaire: 'name|title',
    'Response|Answer|Submission|QuestionnaireResponse': '>Questionnaire, >Customer',
    'Verification|IdVerification': 'status:enum, image|id_image|photo:image, >Customer',
    Customer: 'name',
    '?Question': '',
    '?Rule': '',
    '?Order|Checkout': '',
  }),
  // i=295
  dev('e16-cashier', 'Please implement a mini-program for data display, cashier, and customer management. The mini-program should have functionalities for data display, cashier, and customer management. Users should be able to browse data, perform operations such as purchasing, gifting, card consumption, refunds, and card replacement, and manage customer information and asset records. Use misty rose for the background and medium violet red for components.', {
    Customer: 'name, phone',
    'Transaction|Purchase|Sale|Order|Consumption': '>Customer, amount:money',
    '?Card|MemberCard|MembershipCard': '',
    '?Refund': '',
    '?Asset|AssetRecord': '',
  }),
];
