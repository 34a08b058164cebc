/**
 * A fifth held-out batch (h7), written by the lead at the start of the eleventh generation session
 * (2026-11-28, on main 59a0465) before any of that session's rule changes. Its prompts are not the
 * team's words: each is one instruction of WebGen-Instruct (the training instructions of WebGen-Bench,
 * Lu et al. 2025, MIT licence) **verbatim**, colour sentence included: every instruction whose index is a
 * multiple of 6 and that asks for stored records (games, converters and brochure sites with nothing to
 * store left out, and the two the study batch w1 already used). The session's helpers study other
 * residues of the same list, so h7 measures whether what they learn carries over to unseen requests from
 * the same source. Expectations are what a careful reader of the instruction expects; the edits are the
 * lead's, in the instructions' own style, on bases from the same slice. Its misses are never read while
 * tuning; its aggregate is measured on 59a0465 and at the session's end. Same expectation DSL as corpus.ts.
 */
import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits } from './corpus-dsl.ts';

const held = creations('heldout');
const heldEdit = edits('heldout');

/** WebGen-Instruct instruction numbers (0-based line of messages_select_600.jsonl) in the ids' comments. */
export const BLIND5_CREATE_CASES: CreateCase[] = [
  // 0
  held('h7-affiliate', 'Please create an affiliate account for promoting products. The account should be able to manage product information, including product name, description, price, etc. Users should be able to log in to the account, browse promoted products, obtain promotion links, and track promotion records. The account should also have the function of managing promotion commissions, including commission calculation and settlement. Assign lavender blush to the background and pale violet red to the UI elements.', {
    Product: 'name, description:text|string, price:money',
    'PromotionLink|Link': '>Product',
    'PromotionRecord|Promotion|Record': '>Product',
    Commission: 'amount:money, status|settled',
  }),
  // 6
  held('h7-magic-dome', 'Please implement a Magic Dome game platform where users can play games by scanning and paying. The platform should have functionalities for game display, payment, and game launch. Users should be able to browse the game list, select a game, scan and pay, launch the game, and view game progress. The platform should also have user management, order management, and game management functions. Use pale green for container backgrounds and sea green for component visuals.', {
    Game: 'name|title',
    'Order|Payment': '>Game',
    '?User|Player': '',
    '?GameProgress|Progress|Session|Play': '>Game',
  }),
  // 12
  held('h7-mobile-data', 'Please implement a mobile data service application to provide mobile data services to global users. The application should have functionalities for managing data usage, transaction payments, and account balance inquiries. Users should be able to log in, browse their data usage, make transactions, and view their account balance. The application should also have problem diagnosis and troubleshooting functions to help users resolve issues during use. Define the background as ghost white and components as cadet blue.', {
    'DataUsage|Usage': 'amount|data|usage:number|count',
    'Transaction|Payment': 'amount:money',
    Account: 'balance:money',
    '?Issue|Problem|Diagnosis|Ticket': '',
  }),
  // 18
  held('h7-distributed-db', 'Please implement a distributed database management platform for managing and maintaining distributed databases. The platform should have functionalities for data storage, data query, data backup, and data recovery. Users should be able to log in, create and manage distributed databases, execute data operations, monitor database performance, and perform fault diagnosis and maintenance. Set page background to salmon; color all components with crimson.', {
    Database: 'name',
    Backup: '>Database',
    '?Query|Operation': '',
    '?Fault|Diagnosis|Issue': '',
  }),
  // 24
  held('h7-logistics', 'Please implement a logistics management website for managing cargo sources, scheduling, vehicle services, and more. The website should have cargo source management functions, including cargo entry, tracking queries, and status operations. Scheduling management functions, including scheduling vehicles, drivers, and time for unsent cargo, generating transportation tracks, and operation records. Vehicle service functions, including managing drivers, vehicle maintenance, and vehicle insurance. Quotation management functions, including maintaining freight and insurance prices for cargo. Supplier management functions, including providing supplier accounting and settlement. User organization functions, including department management, employee management, and permission management. Apply magenta for layout; use dark violet for buttons and cards.', {
    'Cargo|CargoSource|Shipment': 'status:enum',
    'Schedule|Dispatch|Scheduling': '>Vehicle, >Driver, >Cargo|CargoSource|Shipment',
    Vehicle: 'name|plate|number',
    Driver: 'name',
    'Maintenance|VehicleMaintenance': '>Vehicle',
    'Insurance|VehicleInsurance': '>Vehicle',
    'Quotation|Quote|Price': 'freight|price:money',
    Supplier: 'name',
    Department: 'name',
    Employee: 'name, >Department',
  }),
  // 30
  held('h7-scrap-cars', 'Please implement a website for intelligent operation and management of scrapped car recycling and dismantling. The website should have functionalities for user management, permission management, enterprise distinction, process configuration distinction, image processing, video upload processing, and more. Users should be able to log in, browse scrapped car information, configure enterprise processes, upload images and videos, and manage user permissions. The website should also have functions for new enterprise configuration and regular demand development. Use pale green for the background and forest green for components.', {
    'Car|ScrappedCar|Vehicle': '',
    Enterprise: 'name',
    '?Process|ProcessConfiguration|Configuration': '>Enterprise',
    '?Image|Video|Media|Upload': '',
    '?User|Permission': '',
  }),
  // 36
  held('h7-parcel-loading', 'Please implement a combined backend service website for handling large and small package loading and unloading processes for SF Express. The website should have functionalities for managing loading and unloading processes, tracking order status, and querying historical records. Users should be able to log in, browse information on large and small package loading and unloading, manage the loading and unloading process, track order status, and query historical records. Style all pages with a frost white background and charcoal components.', {
    'Package|Parcel': 'size|type',
    Order: 'status:enum',
    '?Loading|LoadingProcess|Process|Operation|Record': '',
  }),
  // 42
  held('h7-smart-community', 'Please implement a smart community management platform for community information management and services. The platform should have functionalities such as a homepage carousel, community map, information announcements, questionnaire surveys, cultural activities, resident discussions, and garbage classification queries. Users should be able to browse community information, participate in questionnaire surveys, view cultural activities, propose resident discussions, and query garbage classification information. Users should also be able to view their own activity and survey records and switch between communities. Define the background as feather white and components as dark green.', {
    Announcement: 'title',
    'Survey|Questionnaire': 'title|name',
    'Activity|Event|CulturalActivity': 'date:date|datetime',
    'Discussion|Post|Topic': 'title|content|text',
    '?Community': 'name',
    '?GarbageCategory|GarbageItem|Garbage|Item': '',
    '?Response|SurveyResponse|Answer': '>Survey|Questionnaire',
  }),
  // 48
  held('h7-reminders', 'Please implement a reminder application that sends various reminder notifications. The application should have functionalities for friend birthday reminders, anniversary reminders, holiday reminders, other event reminders, and weather change reminders. Users should be able to set and manage their own reminder items, including adding, editing, and deleting reminders. The application should also be able to push reminder notifications to users in real-time. Apply baby blue to the canvas background and navy to all visible components.', {
    Reminder: 'title|name, date|time:date|datetime, type|category:enum',
  }),
  // 54
  held('h7-form-builder', 'Please implement a web application that dynamically generates forms. The application should be able to generate different types of forms based on configuration data, including text input boxes, select boxes, checkboxes, and more. Users should be able to customize the structure and content of the form through configuration data and preview the generated form in real-time. The application should also have form validation and submission functionality, checking whether user input data is valid and submitting it to the server. Apply ivory as the background; style all components with chocolate.', {
    Form: 'name|title',
    'Field|FormField': '>Form, type:enum',
    'Submission|Response': '>Form',
  }),
  // 96
  held('h7-task-rewards', 'Please implement a task publishing and reward platform for users to post and take on tasks. The platform should have functionalities for task publishing, new user invitation rewards, earning fees from taking on tasks, platform commission, and member level task reception with commission distribution. Users should be able to log in, post tasks, invite new users, take on tasks and earn fees, and view their task and reward records. Use lemon mist in the background layer and dark orange for the component layer.', {
    Task: 'title, reward|fee|price:money, status:enum',
    'Invitation|Invite|Referral': '',
    '?Commission|Reward|Earning': 'amount:money',
    '?User|Member': 'level',
  }),
  // 102
  held('h7-code-review', 'Please implement a code receiving and development website for receiving and managing codes. The website should have functionalities for code submission, code review, and code management. Users should be able to log in, submit codes, review codes, manage code libraries, and view code submission records. Assign light sky blue as the background color and apply dodger blue to all elements.', {
    'Submission|CodeSubmission|Code|Snippet': '',
    'Review|CodeReview': '>Submission|CodeSubmission|Code|Snippet',
    'Repository|Library|CodeLibrary': 'name',
  }),
  // 108
  held('h7-admin-assistant', 'Please implement an administrative assistant website for handling daily administrative tasks. The website should have functionalities for process application, pending tasks, completed tasks, invoice management, feedback, and role management. Users should be able to log in, submit applications, view pending tasks, query completed tasks, manage invoices, submit feedback, and configure role permissions. Style all pages with a seashell background and indian red components.', {
    'Application|Request|ProcessApplication': 'status:enum',
    Task: 'status|completed',
    Invoice: 'amount:money',
    Feedback: 'message|text|content|comment',
    Role: 'name',
  }),
  // 114
  held('h7-ai-drawing', 'Please implement an AI drawing website for generating images. The website should have functionalities for uploading prompts, generating images, and editing images. Users should be able to upload prompts, generate images, edit generated images, and save or download images. The website should also have user registration, login, and management functions, allowing users to manage their images and editing history. Implement styling with light mocha for the background and brown for components.', {
    Image: 'prompt, image|url:image|url',
    '?Prompt': '',
    '?Edit|EditHistory|History': '>Image',
  }),
  // 156
  held('h7-telegram', 'Please implement a Telegram client website for interacting with Telegram. The website should have functionalities for sending messages, receiving messages, and managing contacts. Users should be able to log in, send text, images, and videos, receive messages from other users, and manage their contact list. Establish cloud white as the main background and midnight blue for the controls.', {
    Message: 'text|content, >Contact',
    Contact: 'name',
  }),
  // 168
  held('h7-multilingual-cms', 'Please implement a content management system website for managing and publishing multilingual content. The website should have functionalities for adding, editing, and deleting content, support multiple languages, and have a variety of template styles, with simple template creation. Users should be able to log in, manage and publish content, view website statistics, and perform SEO optimization. Set primary background to cream and elements to dark teal.', {
    'Content|Article|Page|Post': 'title, language',
    Template: 'name',
    '?Language': 'name',
  }),
  // 180
  held('h7-accounts', 'Please implement an account application that includes Accounts Receivables, Accounts Payables, and General Ledger functionalities. The application should have the ability to input and manage Accounts Receivables, Accounts Payables, and General Ledger data, and generate related financial statements and invoices. Users should be able to log in to the application, browse and manage their account information, view financial statements, and perform transactions between accounts. Specify light green as the base color and dark olive green for all components.', {
    'Receivable|AccountReceivable|AccountsReceivable': 'amount:money',
    'Payable|AccountPayable|AccountsPayable': 'amount:money',
    'LedgerEntry|Entry|JournalEntry|GeneralLedger|Ledger': 'amount:money',
    Account: 'name, balance:money',
    Invoice: 'amount:money',
    Transaction: 'amount:money, >Account',
    '?Statement|FinancialStatement': '',
  }),
  // 192
  held('h7-mosque', 'Please implement a virtual city platform for mosque community engagement and participation. The platform should have features such as interactive prayer times, community forums, and virtual tours of mosques. Users should be able to log in, browse and participate in mosque activities and events, and earn reward vouchers. The platform should include features such as chat rooms, forums, and event calendars to promote user interaction and participation. Set the background to gainsboro, and apply dark slate blue to components.', {
    Mosque: 'name',
    'Event|Activity': 'date:date|datetime, >Mosque',
    'Forum|Topic|Post|Discussion': '',
    'Voucher|Reward': '',
    '?PrayerTime': '>Mosque',
    '?ChatRoom|Room|Message': '',
    '?Tour|VirtualTour': '>Mosque',
  }),
  // 198
  held('h7-photo-site', 'Please implement a photo management website for managing and displaying images. The website should have functionalities for uploading, deleting, and editing images. Users should be able to register and log in to the website, browse and manage their own images, set image access permissions, manage user comments, and customize the website interface. Configure the background color to vanilla, with components using dark goldenrod.', {
    'Image|Photo': 'image|url:image|url, title|name',
    Comment: '>Image|Photo',
    '?User': '',
  }),
  // 210
  held('h7-micro-jobs', 'Please implement a Micro Job platform for employers and talents to conduct transactions. Employers can post job requirements, including price, time, and job content. Talents can browse and accept orders, and can bid on orders. Employers can select suitable talents based on their resumes. The platform should also have an invitation reward mechanism to encourage users to invite new users to join the platform. Style all pages with a linen white background and burlywood components.', {
    'Job|Order|Requirement|Task': 'price:money, time|date|deadline:date|datetime, content|description:text|string, >Employer',
    Bid: '>Job|Order|Requirement|Task, >Talent, price|amount:money',
    Talent: 'name, resume:text|url|string',
    Employer: 'name',
    '?Invitation|Referral|Reward': '',
  }),
  // 222
  held('h7-national-parks', 'Please implement a mini-program for displaying and managing national park information. The mini-program should have functionalities for map display, check-in status display, commenting and liking, comment reply, and travel plan creation. Users should be able to browse national park maps, view check-in status, comment and like, and reply to comments. Users can also select multiple national parks to create a travel plan. Choose sky blue for the background; set all component colors to steel blue.', {
    'Park|NationalPark': 'name',
    'CheckIn|Checkin|Visit': '>Park|NationalPark',
    Comment: '>Park|NationalPark',
    'Reply|CommentReply': '>Comment',
    'TravelPlan|Plan|Trip': '>Park|NationalPark',
    '?Like': '',
  }),
  // 228
  held('h7-travel-guide', 'Please implement a Vladivostok travel guide WeChat mini-program to provide itinerary arrangements and preparation information. The mini-program should have functions such as itinerary planning, attraction introductions, accommodation recommendations, and transportation guides. Users should be able to browse introductions to different attractions, plan itineraries, view accommodation and transportation information, and receive real-time travel suggestions. Initialize the background color with wheat and component color with chocolate.', {
    Attraction: 'name, description:text|string',
    'Itinerary|Plan|Trip': '>Attraction',
    'Accommodation|Hotel|Lodging': 'name',
    'Transportation|Transport|TransportGuide|Route': '',
  }),
  // 252
  held('h7-farm-game', 'Please implement a web3 smart farm mini-game for users to manage virtual farms. The game should have functionalities for planting, harvesting, and trading. Users should be able to log in, create their own virtual farms, plant and harvest virtual crops, trade virtual resources, and view their farm information. Assign powder blue as the background color and apply royal blue to all elements.', {
    Farm: 'name',
    Crop: 'name, >Farm',
    'Trade|Transaction|Resource': '',
    '?User|Player': '',
  }),
  // 258
  held('h7-store-analytics', 'Please implement a store analytics application that displays store data in real-time. The application should have functionalities for displaying sales performance, customer behavior, and other relevant metrics. Users should be able to log in, browse real-time sales data, and analyze customer behavior, and make adjustments based on the analysis results. The application should also have filtering and categorization functions, allowing users to view analysis data based on different time periods, product categories, and other conditions. Apply eggshell for the layout background and dark moss green for interactive elements.', {
    'Sale|Order|Transaction': 'amount|total:money, date:date|datetime',
    '?Product': 'category',
    '?Customer': '',
  }),
  // 270
  held('h7-ads', 'Please implement an advertising system for managing ad placements and data analysis. The system should have functionalities for ad creative management, targeted placement, and placement data analysis. Users should be able to log in, manage ad creatives, set targeted placement strategies, and view placement data and analysis reports. The system should also support media management of ad spaces, traffic sources, and placement strategies. Declare moccasin as the global background color and burlywood for all UI pieces.', {
    'Creative|AdCreative|Ad': 'name|title',
    'Placement|Campaign|AdPlacement': '>Creative|AdCreative|Ad',
    'AdSpace|Space|Media': 'name',
    'TrafficSource|Source': 'name',
    '?Strategy|PlacementStrategy': '',
  }),
  // 276
  held('h7-java-course', 'Please create a video training course for beginners on Java and Angular web development. The course should include multiple chapters, each with a practical video to demonstrate the concepts learned. The course content should cover the basics of Java and Angular, the principles of web development, and practical projects. Each video should be clear and concise, containing detailed source code and good English narration. Use violet in the background layer and indigo for the component layer.', {
    Chapter: 'title, >Course',
    'Video|Lesson': '>Chapter, video|url:url',
    '?Course': 'title',
    '?Project': '',
  }),
  // 288
  held('h7-marketing-saas', 'Please implement a multi-tenant SaaS marketing advertising service platform to help businesses configure and manage marketing activities. The platform should have functionalities for configuring marketing activities, managing customers, and tracking marketing effectiveness. Businesses should be able to log in to the platform, create and manage their own marketing activities, configure activity rules and rewards, and track activity effectiveness and customer engagement. The platform should also have customer management functionality, allowing businesses to manage customer information, customer groups, and customer behavior. Apply theme using cornsilk as background and rosy brown for elements.', {
    'Activity|Campaign|MarketingActivity': 'name, rules|rule, reward',
    Customer: 'name, >CustomerGroup|Group',
    'CustomerGroup|Group': 'name',
    '?Business|Tenant': 'name',
  }),
  // 294
  held('h7-lead-mining', 'Please implement a mobile H5 application for marketing and potential customer information mining. The application should include four modules: home, marketing, management, and approval. The marketing module should be able to mine potential customer information through map range, and users should be able to browse and manage the mined customer information and perform corresponding marketing operations. The management module should be able to manage and maintain customer information, and the approval module should be able to approve and verify customer information. Set all pages to have a salmon background and crimson components.', {
    'Customer|Lead|PotentialCustomer': 'name, status|approved',
    '?Approval': '>Customer|Lead|PotentialCustomer',
  }),
  // 300
  held('h7-property', 'Please implement a property management system for managing properties, attendance scheduling, assets, and energy. The system should have functionalities for visitor appointment, access control, asset tracking, and energy monitoring. Users should be able to log in, browse, and manage different modules, including property management, attendance scheduling, asset management, and energy management. The system should also have daily management functions, including overall planning and daily management of commercial office buildings. Set the background color to antique white and the component color to sienna.', {
    'Property|Building': 'name',
    'Appointment|Visitor|VisitorAppointment': 'date|time:date|datetime',
    Asset: 'name',
    'Attendance|Schedule|Shift': '',
    'EnergyReading|Energy|Reading|EnergyUsage': 'usage|value|reading|amount:number',
  }),
  // 312
  held('h7-hospital-forms', 'Please implement a dynamic form system for hospital case management. The system should have functionalities for dynamically rendering data forms, storing form data, dynamically filling out forms, and customizing form filling rules and fields. Users should be able to create and edit forms, set form fields and rules, and store completed forms for subsequent use and query. Select antique white for layout background and maroon for component details.', {
    'Form|CaseForm': 'name|title',
    'Field|FormField': '>Form|CaseForm, type:enum',
    'Submission|Record|Case|CaseRecord|Entry': '>Form|CaseForm',
    '?Rule': '',
  }),
  // 318
  held('h7-file-updates', 'Please implement a file update website for updating and uploading files. The website should have functionalities for updating existing branches and uploading new files. Users should be able to log in, browse and select the branches to be updated, upload new files to the selected branches, and manage file update records. Use moccasin as the default background and burlywood for component styling.', {
    Branch: 'name',
    'File|Upload': '>Branch',
    '?UpdateRecord|Update|Record': '>Branch',
  }),
  // 324
  held('h7-notes-roles', 'Please implement a personal note system for recording and managing personal notes. The system should have a login function, allowing users to log in with their account and password. The system should also have a menu role information management function, allowing users to enter menu information, configure role permissions, configure accounts, and dynamically generate menus based on roles. Additionally, the system should have a work record function, allowing users to select categories, fill in titles and content, and record work notes. Apply magenta for layout; use dark violet for buttons and cards.', {
    'Note|WorkRecord|Record': 'title, content:text, >Category',
    Category: 'name',
    Menu: 'name',
    Role: 'name',
    '?Account|User': '',
  }),
  // 354
  held('h7-home-service', 'Please implement a home service ordering application for users to place orders and engineers to receive orders. The application should have functionalities for placing orders, assigning orders, completing work processes, and verification. Users should be able to log in, browse service items, place orders for selected services, view the engineer\'s location in real-time, and evaluate the service. Engineers should be able to log in, receive assigned orders, view service details, update the service status, and communicate with users. Initialize the background color with mint and component color with dark sea green.', {
    'Service|ServiceItem': 'name, price:money',
    Order: '>Service|ServiceItem, >Engineer, status:enum',
    Engineer: 'name',
    'Review|Evaluation|Rating': '>Order|Service, rating:rating',
    '?User|Customer': '',
    '?Message': '',
  }),
  // 360
  held('h7-payment-platform', 'Please implement a payment platform system for managing payment services. The system should have functionalities for agent registration, merchant registration, payment collection business policy design, and operation management. Users should be able to log in, manage agent and merchant information, configure payment policies, perform payment collection operations, and conduct operation management. Define background as old lace; define components with tan.', {
    Agent: 'name',
    Merchant: 'name, >Agent',
    'Policy|PaymentPolicy': '',
    'Collection|Payment|Transaction': 'amount:money, >Merchant',
  }),
  // 366
  held('h7-product-ads', 'Please implement an automated product catalog website for publishing product ads. The website should have functionalities for product display, ad publishing, and conversion tracking. Users should be able to browse the product catalog, publish product ads to social media platforms, and track the conversion effect of the ads. Apply plum to the canvas background and dark magenta to all visible components.', {
    Product: 'name, price:money',
    'Ad|Advertisement': '>Product, platform',
    '?Conversion': '>Ad|Advertisement',
  }),
  // 378
  held('h7-short-urls', 'Please implement a short URL tool website for generating and managing short URLs. The website should have functionalities for generating short URLs, managing short URLs, and tracking access counts. Users should be able to input an original URL, generate a corresponding short URL, and manage and view all generated short URLs, including access counts and access records. Color the background using eggshell and set component styles to dark slate gray.', {
    'ShortUrl|Link|Url|ShortLink': 'url|original:url, code|short|slug, count|clicks|visits:count',
    '?Access|Visit|Click|AccessRecord': '>ShortUrl|Link|Url|ShortLink',
  }),
  // 396
  held('h7-python-runner', 'Please create a webpage to display and run a Python script. The webpage should have functionalities for running scripts, viewing script output, and managing script execution history. Users should be able to upload or input Python scripts, run scripts, and view the output results. The webpage should also have script management functionality, allowing users to view and manage previously run scripts. Assign blanched almond to body backgrounds and dark slate gray to main components.', {
    Script: 'name|title, code|content|source:text',
    'Run|Execution': '>Script, output:text',
  }),
  // 402
  held('h7-quality-supervision', 'Please implement a quality supervision website for enterprise management and information sharing. The website should have functionalities for enterprise information inquiry, declaration, information sharing, and more. Users should be able to log in, query enterprise information, submit declarations, share information, and manage enterprise-related affairs autonomously. The website should also provide online services to facilitate communication and information sharing between enterprises and management departments. Set all pages to have a lavender mist background and dark orchid components.', {
    Enterprise: 'name',
    Declaration: '>Enterprise, status:enum',
    '?Share|Information|Post': '',
  }),
  // 408
  held('h7-carbon', 'Please implement a carbon emissions data calculation application for inputting and analyzing carbon emissions data. The application should have functionalities for data input, calculation, storage, and visualization. Users should be able to input carbon emissions data from various sources, and the application should provide accurate calculation results, displaying data in the form of charts or graphs. Users should also be able to store and manage their own data, and perform analysis and comparisons. Set alice blue as the body background and use cornflower blue for the UI.', {
    'Emission|EmissionRecord|Entry|Record': 'amount|emissions|value:number, source|>Source, date:date|datetime',
    '?Source': 'name',
  }),
  // 438
  held('h7-cms', 'Please implement a content management system for managing and publishing content. The system should have functionalities for adding, editing, deleting, and searching content. Users should be able to log in and create, edit, and manage different types of content, such as articles, images, and videos. The system should also have permission management functionality, allowing administrators to control user access permissions. Configure your theme with gainsboro as background and dark slate blue as component color.', {
    'Content|Article|Post': 'title, type:enum',
    '?User|Permission|Role': '',
  }),
  // 450
  held('h7-finance-learning', 'Please implement a recharge plan mini-program to provide a platform for learning investment and financial knowledge. The mini-program should have functionalities such as community dynamics, courses, teacher lists, and column recommendations. Users should be able to log in to the mini-program, browse and learn various investment and financial knowledge, including text, audio, and video courses, and view teacher lists and column recommendations. Apply snow for layout; use dim gray for buttons and cards.', {
    Course: 'title, type|format:enum, >Teacher',
    Teacher: 'name',
    'Column|Category': 'name',
    '?Post|Dynamic|CommunityPost': '',
  }),
  // 456
  held('h7-training-courses', 'Please implement an "Easy Learning" mini-program to display training institution courses and faculty information. The mini-program should include modules such as course display, faculty display, and student style. Users can use the mini-program to learn about the institution\'s training courses, tuition fees, and view faculty and student information. The mini-program should also have a lead generation function, which can direct potential customers to sales staff. Use violet in the background layer and indigo for the component layer.', {
    Course: 'name|title, fee|tuition|price:money',
    'Teacher|Faculty|Instructor': 'name',
    Student: 'name',
    'Lead|Inquiry|Prospect': 'name, phone|email',
  }),
  // 468
  held('h7-im-courses', 'Please implement an instant messaging software for managing users and courses. The software should have functionalities such as a homepage, user management, and content management. The homepage should display course data statistics and feedback statistics. User management should be able to manage users and backend accounts, as well as manage students. Content management should be able to manage courses, add and delete courses, and question papers, and should be able to push personalized content based on the user\'s personal situation. Assign pale rose to the background and maroon to the UI elements.', {
    Course: 'title|name',
    Student: 'name',
    Feedback: 'text|message|content',
    '?QuestionPaper|Paper|Exam': '',
    '?User|Account': '',
  }),
  // 480
  held('h7-notes', 'Please implement a note and memo management website for recording and editing text. The website should have functionalities for creating, editing, deleting, and searching notes. Users should be able to log in, create new notes, edit existing notes, delete unnecessary notes, and search for specific notes. The website should also have note categorization and tagging features to help users manage their notes. Choose white smoke for global background and rosy brown for all components.', {
    Note: 'title, content:text, >Category, tags',
    Category: 'name',
    '?Tag': 'name',
  }),
  // 534
  held('h7-friend-activities', 'Please implement a WeChat friendship mini-program for publishing activities, sharing expenses, and sending messages. The mini-program should have functionalities for activity publishing, expense sharing, messaging, and user management. Users should be able to publish activities, participate in activities, share expenses, send and receive messages, and manage their personal information. The mini-program should support multiple expense sharing rules and payment methods, ensuring payment security and idempotence. Apply theme using light blue as background and dark blue for elements.', {
    Activity: 'title|name, date:date|datetime',
    'Expense|Payment|Share': 'amount:money, >Activity',
    Message: 'text|content',
    '?Participant|Participation|Member': '>Activity',
  }),
  // 552
  held('h7-home-media', 'Please implement a home multimedia system for saving, managing, and sharing family members\' videos, audios, and photos. The system should have functionalities for uploading, downloading, sharing, and managing files. Users should be able to log in, browse, search, play, and share videos, audios, and photos. The system should also have folder management functionality, allowing users to create, rename, and delete folders. Initialize the background color with magenta and component color with dark violet.', {
    'File|Media|Item|Video|Photo': 'name|title, type:enum, >Folder',
    Folder: 'name',
    '?FamilyMember|Member|User': 'name',
  }),
  // 576
  held('h7-scrm', 'Please implement an SCRM system for enterprise private domain traffic operation. The system should have functionalities for organization structure management, community management, lead generation, message control, customer management, automated marketing, friend circle, and data statistics. Users should be able to log in, manage organization structures, create and manage communities, perform lead generation and message control, manage customer information, perform automated marketing, and view data statistics. Use powder blue for container backgrounds and royal blue for component visuals.', {
    'Organization|Department|OrgUnit': 'name',
    Community: 'name',
    Lead: 'name',
    Customer: 'name',
    '?Campaign|Marketing|Automation': '',
    '?Message': '',
  }),
  // 582
  held('h7-erp', 'Please implement an enterprise management software platform for managing sales, inventory, and financial costs. The platform should have functionalities for inventory management, financial cost accounting, and organizational structure management. Users should be able to log in, browse the company\'s sales and inventory data, financial cost reports, manage organizational structures, and perform related business operations. Set all pages to have a pewter background and cadet blue components.', {
    'Sale|Order|SalesOrder': 'amount|total:money',
    'InventoryItem|Inventory|Product|Item|Stock': 'quantity|stock:count|number',
    'Cost|FinancialCost|Expense': 'amount:money',
    'Department|Organization': 'name',
  }),
];

export const BLIND5_EDIT_CASES: EditCase[] = [
  // base: 0
  heldEdit('h7-x-affiliate-rate', 'Please create an affiliate account for promoting products. The account should be able to manage product information, including product name, description, price, etc. Users should be able to log in to the account, browse promoted products, obtain promotion links, and track promotion records. The account should also have the function of managing promotion commissions, including commission calculation and settlement. Assign lavender blush to the background and pale violet red to the UI elements.', 'Please add the function of recording each product\'s commission rate as a percentage.', ['+Product.commission:number']),
  // base: 48
  heldEdit('h7-x-reminder-repeat', 'Please implement a reminder application that sends various reminder notifications. The application should have functionalities for friend birthday reminders, anniversary reminders, holiday reminders, other event reminders, and weather change reminders. Users should be able to set and manage their own reminder items, including adding, editing, and deleting reminders. The application should also be able to push reminder notifications to users in real-time. Apply baby blue to the canvas background and navy to all visible components.', 'Reminders should also have a repeat setting: none, daily, weekly, monthly or yearly.', ['Reminder.repeat=none/daily/weekly/monthly/yearly']),
  // base: 108
  heldEdit('h7-x-pending-page', 'Please implement an administrative assistant website for handling daily administrative tasks. The website should have functionalities for process application, pending tasks, completed tasks, invoice management, feedback, and role management. Users should be able to log in, submit applications, view pending tasks, query completed tasks, manage invoices, submit feedback, and configure role permissions. Style all pages with a seashell background and indian red components.', 'Also show a page of pending applications.', ['page~pending']),
  // base: 156
  heldEdit('h7-x-contact-phone', 'Please implement a Telegram client website for interacting with Telegram. The website should have functionalities for sending messages, receiving messages, and managing contacts. Users should be able to log in, send text, images, and videos, receive messages from other users, and manage their contact list. Establish cloud white as the main background and midnight blue for the controls.', 'Contacts should also record a phone number and an email address.', ['+Contact.phone', '+Contact.email:email']),
  // base: 354
  heldEdit('h7-x-cancel-order', 'Please implement a home service ordering application for users to place orders and engineers to receive orders. The application should have functionalities for placing orders, assigning orders, completing work processes, and verification. Users should be able to log in, browse service items, place orders for selected services, view the engineer\'s location in real-time, and evaluate the service. Engineers should be able to log in, receive assigned orders, view service details, update the service status, and communicate with users. Initialize the background color with mint and component color with dark sea green.', 'Users should be able to cancel an order before the engineer accepts it.', ['Order.status=cancelled|canceled']),
  // base: 480
  heldEdit('h7-x-pin-notes', 'Please implement a note and memo management website for recording and editing text. The website should have functionalities for creating, editing, deleting, and searching notes. Users should be able to log in, create new notes, edit existing notes, delete unnecessary notes, and search for specific notes. The website should also have note categorization and tagging features to help users manage their notes. Choose white smoke for global background and rosy brown for all components.', 'Please add the function of pinning notes, and show the newest notes first.', ['+Note.pinned:bool', 'sort=Note.-']),
  // base: 378
  heldEdit('h7-x-url-expiry', 'Please implement a short URL tool website for generating and managing short URLs. The website should have functionalities for generating short URLs, managing short URLs, and tracking access counts. Users should be able to input an original URL, generate a corresponding short URL, and manage and view all generated short URLs, including access counts and access records. Color the background using eggshell and set component styles to dark slate gray.', 'Each short URL should also have an expiry date, after which it stops working.', ['+ShortUrl|Link|Url|ShortLink.expir:date|datetime']),
  // base: 534
  heldEdit('h7-x-rename-activities', 'Please implement a WeChat friendship mini-program for publishing activities, sharing expenses, and sending messages. The mini-program should have functionalities for activity publishing, expense sharing, messaging, and user management. Users should be able to publish activities, participate in activities, share expenses, send and receive messages, and manage their personal information. The mini-program should support multiple expense sharing rules and payment methods, ensuring payment security and idempotence. Apply theme using light blue as background and dark blue for elements.', 'Call activities events instead.', ['+Event', '-Activity']),
  // base: 12
  heldEdit('h7-x-data-plans', 'Please implement a mobile data service application to provide mobile data services to global users. The application should have functionalities for managing data usage, transaction payments, and account balance inquiries. Users should be able to log in, browse their data usage, make transactions, and view their account balance. The application should also have problem diagnosis and troubleshooting functions to help users resolve issues during use. Define the background as ghost white and components as cadet blue.', 'Add data plans, each with a name, the data allowance in GB and a monthly price.', ['+Plan|DataPlan', '+Plan|DataPlan.price:money', '+Plan|DataPlan.allowance|data:number|count']),
  // base: 456
  heldEdit('h7-x-lead-staff', 'Please implement an "Easy Learning" mini-program to display training institution courses and faculty information. The mini-program should include modules such as course display, faculty display, and student style. Users can use the mini-program to learn about the institution\'s training courses, tuition fees, and view faculty and student information. The mini-program should also have a lead generation function, which can direct potential customers to sales staff. Use violet in the background layer and indigo for the component layer.', 'Each lead should be assigned to a member of the sales staff.', ['Lead>Staff|Lead>SalesStaff|Lead>Salesperson|Lead>StaffMember|Inquiry>Staff|Inquiry>SalesStaff|Prospect>Staff|Prospect>SalesStaff']),
  // base: 96
  heldEdit('h7-x-reward-paid', 'Please implement a task publishing and reward platform for users to post and take on tasks. The platform should have functionalities for task publishing, new user invitation rewards, earning fees from taking on tasks, platform commission, and member level task reception with commission distribution. Users should be able to log in, post tasks, invite new users, take on tasks and earn fees, and view their task and reward records. Use lemon mist in the background layer and dark orange for the component layer.', 'Tasks should also show whether the reward has been paid out.', ['+Task.paid:bool']),
];
