/**
 * A study batch (w2) written by the lead at the start of the eleventh generation session (2026-11-28, on
 * main 587c958), before any rule change of that session: WebGen-Instruct instructions (WebGen-Bench's
 * training set, Lu et al. 2025, MIT licence) **verbatim**, those whose index leaves 5 when divided by 6
 * and that ask for stored records. Verbatim instructions read much worse than reworded ones (the
 * held-out h7, from the multiples of 6, starts at 39 % entity precision): they list features
 * ("functionalities for order management, transaction management, …") and actions ("Users should be
 * able to log in, …") that are no records. Its misses may be read while tuning. Same expectation DSL as
 * corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const W2_CREATE_CASES: CreateCase[] = [
  // 5
  dev('w2-payment-aggregation', 'Please implement a payment aggregation website that supports multiple payment methods. The website should have functionalities for order management, transaction management, system management, merchant management, and service provider management. Users should be able to log in, create orders, select a payment method (such as WeChat, Alipay, Cloud Flash Pay, or bank app scan code payment), make payments, and view order status and transaction records. Merchants should be able to manage their own orders and transaction information, and service providers should be able to manage their own service information. Configure all backgrounds with light slate gray and all components with navy.', {
    Order: 'status:enum, payment_method|method:enum, >Merchant',
    'Transaction|Payment': 'amount:money, >Order',
    Merchant: 'name',
    'ServiceProvider|Provider': 'name',
  }),
  // 11
  dev('w2-blind-box', 'Please implement a blind box lottery mini-program for users to participate in lotteries and purchase products. The mini-program should have functionalities for lottery participation, product purchase, and viewing winning records. Users should be able to directly participate in lotteries or obtain lottery chances by purchasing products. The backend should be able to control lottery settings, including prize settings and lottery probability. Use floral white as the screen background and dark red for component highlights.', {
    Product: 'name, price:money',
    Prize: 'name, probability|chance:number',
    'Draw|Entry|LotteryEntry|Participation|Win|WinningRecord': '>Prize',
    '?Lottery': '',
    '?Purchase|Order': '>Product',
  }),
  // 17
  dev('w2-site-maintenance', 'Please implement a website maintenance management system for maintaining and managing company websites. The system should have functionalities for server monitoring, website repair, Trojan horse detection, and website design. Users should be able to log in, monitor server status, repair server failures, detect and remove Trojan horses, and design and update website content. Assign sky blue to body backgrounds and navy to main components.', {
    Server: 'name, status:enum',
    'Website|Site': 'name|url',
    'Repair|Incident|Failure': '>Server',
    '?Scan|Detection|Threat': '',
  }),
  // 41
  dev('w2-gov-affairs', 'Please implement a government affairs app that provides information and services related to government affairs. The app should have functionalities for viewing representative information, submitting suggestions, querying government affairs news, and participating in discussions. Users should be able to log in, browse representative information, submit suggestions, query government affairs news, and participate in discussions. Use desert sand as the screen background and sienna for component highlights.', {
    Representative: 'name',
    Suggestion: 'content|text|title',
    'News|NewsItem|Article': 'title',
    'Discussion|Topic|Post': 'title|content',
  }),
  // 53
  dev('w2-notes-folders', 'Please implement a personal note-taking software for recording and managing personal notes. The software should have functionalities for creating, editing, deleting, and searching notes. Users should be able to create new notes, edit existing notes, delete unnecessary notes, and search for specific notes. The software should also have folder management functionality, allowing users to create, rename, and delete folders, and organize notes into different folders. Use almond for the background and sienna for components.', {
    Note: 'title, content:text, >Folder',
    Folder: 'name',
  }),
  // 89
  dev('w2-woodcuts', 'Please implement a mini-program for the Chinese Watermark Woodcut Database to display information on works, artists, and exhibitions. The mini-program should have functionalities for browsing works, artists, and exhibitions. Users should be able to view detailed information about works, including the title, creator, and creation time. Users should also be able to search and filter works, artists, and exhibitions, and collect content of interest. Select faint gold for layout background and saddle brown for component details.', {
    Work: 'title, >Artist, date|created|creation:date|count|number',
    Artist: 'name',
    Exhibition: 'name|title',
    '?Favorite|Collection': '',
  }),
  // 101
  dev('w2-db-admin', 'Please implement a database management tool website for managing multiple databases. The website should have functionalities for connecting to databases, executing queries, viewing data, and managing users. Users should be able to log in, connect to different databases, execute SQL queries, view data tables, manage user permissions, and monitor database performance. Set overall background to light salmon, then style components with coral.', {
    'Database|Connection': 'name',
    '?Query': 'sql|text|query',
    '?User|Permission': '',
  }),
  // 107
  dev('w2-embassy', 'Please implement a website for automatic appointment changes, used for quickly changing appointments at the US embassy. The website should have functionalities for real-time appointment slot checking, automatic booking, and appointment management. Users should be able to log in, view available appointment times, select the desired appointment time, and automatically complete the booking. The website should also provide appointment record inquiry and appointment status tracking functions. Choose linen for the background; set all component colors to saddle brown.', {
    Appointment: 'date|time:date|datetime, status:enum',
    '?Slot|AppointmentSlot': 'time|date|start:date|datetime',
  }),
  // 161
  dev('w2-spam-filter', 'Please implement a spam filtering system to scan and filter emails. The system should have functionalities for email scanning, email filtering, blacklist management, and whitelist management. Users should be able to configure filtering rules, view email scanning results, manage blacklists and whitelists, and set system parameters. Select porcelain for layout background and olive for component details.', {
    Email: 'subject|from|sender, status|spam|result',
    'BlacklistEntry|Blacklist': 'email|address|sender',
    'WhitelistEntry|Whitelist': 'email|address|sender',
    'Rule|FilterRule': '',
  }),
  // 173
  dev('w2-cms-dynamic', 'Please implement a content management website for creating and managing dynamic content. The website should have functionalities for adding, editing, and deleting content. Users should be able to log in, create new content, edit existing content, delete unnecessary content, and manage all content. The website should also have search and categorization functions to help users quickly find the content they need. Select ivory for layout background and chocolate for component details.', {
    'Content|Article|Post|Item': 'title, >Category',
    Category: 'name',
  }),
  // 179
  dev('w2-erp-aftersales', 'Please implement an internal ERP system for managing the company\'s goods flow and after-sales business. The system should have functionalities for warehouse management, order management, after-sales service, and reporting. Users should be able to log in, view inventory, manage orders, handle after-sales service, and query business reports. Use a plum background and apply dark magenta to the UI components.', {
    'Product|InventoryItem|Item|Stock': 'name, quantity|stock:count|number',
    Order: 'status:enum',
    'AfterSalesCase|AfterSale|ServiceRequest|Ticket|Return': '>Order, status:enum',
    '?Warehouse': 'name',
  }),
  // 185
  dev('w2-warehouse', 'Please implement a warehouse management system to manage various aspects of a warehouse. The system should have functionalities for warehouse management, product classification management, product management, inventory statistics, inbound management, outbound management, and inbound and outbound statistics. Users should be able to log in, browse warehouse layouts, product information, inventory quantities, and perform inbound and outbound operations, as well as view inbound and outbound statistical reports. Choose alabaster for global background and dark cyan for all components.', {
    Warehouse: 'name',
    Product: 'name, >Category, quantity|stock:count|number',
    Category: 'name',
    'Inbound|InboundRecord|StockIn|Receipt|Movement': '>Product, quantity:count|number',
    'Outbound|OutboundRecord|StockOut|Shipment|Movement': '>Product, quantity:count|number',
  }),
  // 209
  dev('w2-lingong', 'Please implement a recruitment platform for called Lingong and Earn Lingong, connecting employers who need to hire workers with job seekers. The platform should have functionalities for posting job tasks, recruiting personnel, self-registration, check-in, check-out, and leave applications. Employers can post job tasks, intermediate platforms can recruit personnel, job seekers can browse job requirements and register themselves, and workers can perform check-in, check-out, and leave operations. Employers and intermediate platforms can view and manage registered personnel, verify personnel work status, and make salary payments. Use smoke as the default background and midnight blue for component styling.', {
    'Job|JobTask|Task': 'title, >Employer',
    Employer: 'name',
    'Worker|JobSeeker|Personnel': 'name',
    'Registration|Application': '>Job|JobTask|Task, >Worker|JobSeeker|Personnel',
    'Attendance|CheckIn': '>Worker|JobSeeker|Personnel',
    'LeaveApplication|Leave|LeaveRequest': '>Worker|JobSeeker|Personnel',
    '?SalaryPayment|Payment|Salary': 'amount:money',
  }),
  // 215
  dev('w2-rss', 'Please implement an RSS feed reader website for reading and managing RSS feeds. The website should have functionalities for categorizing, filtering, and prioritizing feeds. Users should be able to log in, browse and manage RSS feeds, including standard feed items and images/photos. Users should also be able to set feed priorities and filter conditions. Use a thistle background and apply medium purple to the UI components.', {
    Feed: 'title|name, url:url, priority, >Category',
    '?Category': 'name',
    '?FeedItem|Item|Article': '>Feed',
  }),
  // 227
  dev('w2-room-calendar', 'Please implement a check-in and check-out calendar widget to display the check-in and check-out dates of hotel rooms. The widget should have a calendar view, allowing users to select check-in and check-out dates and view room availability. Users should also be able to filter and sort rooms based on their needs. Set primary background to beige and elements to brown.', {
    Room: 'name|number',
    'Booking|Reservation': '>Room, check_in:date, check_out:date',
  }),
  // 263
  dev('w2-smart-retail', 'Please implement a smart retail big data visualization website for displaying retail data analysis and customer behavior. The website should have functionalities for real-time data visualization, member management, precise promotion, and targeted advertising. Users should be able to log in, view real-time data, manage member information, create promotional activities, and publish targeted ads. The website should also be able to display customer behavior data, including purchase records and browsing records. Set the background to honeydew, and apply forest green to components.', {
    Member: 'name',
    'Promotion|PromotionalActivity|Activity|Campaign': 'name|title',
    'Ad|Advertisement': 'title|name',
    'Purchase|PurchaseRecord|Order': '>Member',
    '?BrowsingRecord|View|Visit': '>Member',
  }),
  // 287
  dev('w2-backend-users', 'Please implement a backend management system for managing user information and orders. The system should have a login function, including account verification, password verification, phone number verification, and required field verification. The system should also have a search function, including keyword search, order number search, and username search. Users should be able to upload avatars, change phone numbers, passwords, and accounts. The system should also be able to render backend data, including order information and user information. Implement styling with light yellow for the background and goldenrod for components.', {
    User: 'username|name, phone, avatar:image|url',
    Order: 'number|order_number, >User',
  }),
  // 299
  dev('w2-refunds', 'Please implement a customer service system for handling refunds and other services. The system should have functionalities for submitting refund requests, checking refund status, and querying refund records. Users should be able to log in, submit refund requests, check the status of their refunds, and query their refund history. Choose melon for global background and tomato for all components.', {
    'RefundRequest|Refund': 'status:enum, amount:money, reason',
  }),
  // 323
  dev('w2-dynamic-forms', 'Please implement a dynamic form management website for managing and creating dynamic forms. The website should have functionalities for adding, removing, and editing form fields. Users should be able to log in, create new dynamic forms, add or remove form fields, edit the properties of form fields, and preview the form\'s effect. Choose violet for global background and indigo for all components.', {
    Form: 'name|title',
    'Field|FormField': '>Form, type:enum, label|name',
  }),
  // 359
  dev('w2-saas-mall', 'Please implement a SAAS mall website that provides various e-commerce services. The website should have functionalities such as group buying, flash sales, shopping cart, lottery, coupons, integrated payment, and rental. Users should be able to log in, browse products, participate in group buying and flash sales, use the shopping cart to manage selected products, participate in lottery activities, use coupons, make integrated payments, and rent products. Use lemon chiffon as the default background and olive for component styling.', {
    Product: 'name, price:money',
    Coupon: 'code|discount',
    Order: '',
    '?CartItem|Cart': '>Product',
    '?GroupBuy|FlashSale|Rental|Lottery': '',
  }),
  // 371
  dev('w2-car-wash', 'Please implement a car wash mall mini-program for online shopping and nearby car wash services. The mini-program should have functionalities for browsing products, managing orders, marketing activities, data statistics, agent management, and vehicle management. Users should be able to browse products, place orders, view order status, participate in marketing activities, and query nearby car wash services. Implement light sea green for the page background and medium sea green for the elements.', {
    Product: 'name, price:money',
    Order: 'status:enum',
    'Vehicle|Car': 'plate|number',
    Agent: 'name',
    'Campaign|Activity|Promotion|MarketingActivity': 'name|title',
    '?CarWash|Station|Shop': 'name',
  }),
  // 389
  dev('w2-personal-docs', 'Please implement a personal information and document management system for collecting and managing personal information and documents. The system should have functionalities for registration, login, personal information filling, file upload and management. Users should be able to register and log in to the system, fill in personal information, upload and manage related files, and view their own information and files. The system should also have administrative functions, where administrators can view and manage all users\' information and files. Use glacier blue for the background and royal blue for components.', {
    'Profile|User|Person|PersonalInfo': 'name',
    'File|Document': 'name|title, >Profile|User|Person|PersonalInfo',
  }),
  // 449
  dev('w2-chinese-courses', 'Please implement an online education platform that provides Chinese language courses and exam preparation guidance. The platform should have functionalities for browsing courses, enrolling in courses, online learning, submitting homework, and querying grades. Users should be able to log in, browse different types of Chinese language courses such as writing, reading comprehension, and classical literature interpretation, and enroll in courses of interest. The platform should also provide specialized tutoring courses to help students prepare for Chinese language exams. Set primary background to lemon chiffon and elements to olive.', {
    Course: 'title|name, type|category:enum',
    Enrollment: '>Course',
    'Homework|Assignment|Submission': '>Course',
    'Grade|Score|Result': 'score|grade',
  }),
  // 461
  dev('w2-edu-app', 'Please develop a mobile application for the education industry to provide educational services. The application should have functionalities for browsing courses, online learning, submitting assignments, and querying grades. Users should be able to log in, browse courses, learn online, submit assignments, query grades, and communicate with teachers. Color the background using medium spring green and set component styles to green.', {
    Course: 'title|name',
    'Assignment|Submission|Homework': '>Course',
    'Grade|Score': 'score|grade',
    '?Teacher': 'name',
    '?Message': '',
  }),
  // 527
  dev('w2-social-media', 'Please implement a multi-platform social media management tool to manage social media platforms such as Facebook, Twitter, Instagram, and LinkedIn. The tool should have intermediate-level post scheduling capabilities, allowing for time-based and queue-based planning, and provide comprehensive analytics for detailed performance reporting. Users should be able to log in, browse and manage different social media accounts, schedule posts, view post history, and analyze post performance. Use moonstone for the outer layout and steel blue for UI blocks.', {
    'Account|SocialAccount': 'platform:enum, name|handle',
    Post: 'content|text, scheduled|time|date:datetime, >Account|SocialAccount, status:enum',
  }),
  // 533
  dev('w2-im-app', 'Please implement a mobile instant messaging application for real-time message interaction between users. The application should have the functionality to send text, images, and voice messages, and support both single and group chat modes. Users should be able to log in, add friends, create group chats, send and receive messages, and view chat history. Use light sky blue for container backgrounds and dodger blue for component visuals.', {
    Message: 'text|content, type:enum',
    'Group|GroupChat|Chat|Conversation': 'name',
    '?Friend|Contact|Friendship': '',
  }),
  // 575
  dev('w2-support', 'Please implement a customer support website that provides omnichannel customer service. The website should have functionalities for logging in, registering, submitting tickets, and viewing ticket history. Users should be able to log in, submit new tickets, view their ticket history, and receive reply notifications. Administrators should be able to log in to the backend, manage tickets, assign tasks, and view statistical reports. Choose amber for the background; set all component colors to chocolate.', {
    Ticket: 'subject|title, status:enum',
    'Reply|Message|Response': '>Ticket',
    '?Agent|Staff': 'name',
  }),
  // 593
  dev('w2-cricket', 'Please implement a cricket website that provides live scores. The website should have functionalities for displaying live scores, schedules, team rankings, and player profiles. Users should be able to browse current and upcoming matches, view detailed information about teams and players, and follow live scores in real-time. Configure your theme with light steel blue as background and dark slate gray as component color.', {
    'Match|Game': 'date:date|datetime, score',
    Team: 'name, rank|ranking:count|number',
    Player: 'name, >Team',
  }),
];
