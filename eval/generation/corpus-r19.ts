/**
 * A relation-recall PRIVATE CHECK batch (r19), written by the relations helper of the eleventh
 * generation session (issue 18) on main 59a0465 with r18, before any rule change of that session:
 * only its aggregate is read, before and after, never its misses (never run it with --verbose). One
 * case per data-keeping instruction of WebGen-Instruct (training set of WebGen-Bench, MIT licence) with
 * index i % 6 == 3 and i >= 300 (games, converters, brochure sites skipped), prompts verbatim.
 * Expectations as a careful reader of the prompt would have them. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const r19 = creations('dev');

export const R19_CREATE_CASES: CreateCase[] = [
  r19('r19-forex-strategies', 'Please implement a foreign exchange trading automation platform to automatically execute trading strategies. The platform should have functionalities for creating and managing trading strategies, setting trading parameters, automatically executing trades, and monitoring trading results. Users should be able to log in, create and edit their own trading strategies, set trading parameters, start automated trading, and monitor trading results in real-time. Assign lavender blush to the background and pale violet red to the UI elements.', {
    'Strategy|TradingStrategy': 'name',
    Trade: '>Strategy|TradingStrategy, amount|price|quantity',
    '?Parameter|Setting': '>Strategy|TradingStrategy',
    '?User': '',
  }),
  r19('r19-metacomponents', 'Please implement a metacomponent website for displaying and managing metacomponents. The website should have functionalities for browsing, searching, adding, editing, and deleting metacomponents. Users should be able to log in, browse the list of metacomponents, search for specific metacomponents, add new metacomponents, edit existing metacomponents, and delete unnecessary metacomponents. Use baby blue for the outer layout and navy for UI blocks.', {
    'Metacomponent|Component': 'name',
  }),
  r19('r19-pet-consultation', 'Please implement a pet consultation website for pet owners to interact with AI through text-based Q&A and upload pet images for disease diagnosis. Users should be able to log in, input questions to communicate with AI, upload pet images, and the AI will analyze the images and text information to diagnose the condition and provide corresponding suggestions and treatment methods. The website should also have the functionality to save and view consultation records. Define the background as ghost white and components as cadet blue.', {
    Pet: 'name, species|type|breed, >Owner|User',
    'Owner|User': 'name',
    'Consultation|ConsultationRecord|Record': '>Pet|Owner|User, question|text|message, diagnosis|suggestion|answer|advice',
    'Image|PetImage|Photo': '>Pet|Consultation|ConsultationRecord, image|photo|url:image|url',
  }),
  r19('r19-product-showcase', 'Please implement a product showcase website for displaying and managing product information. The website should have functionalities for product display, product search, product filtering, and article management. Users should be able to browse product lists, search for products, filter products, view product details, and read related articles. Establish eggshell as the main background and dark slate gray for the controls.', {
    Product: 'name, price:money, category',
    Article: 'title, content|body:text, >Product',
    '?Category': 'name',
  }),
  r19('r19-restaurant-pos', 'Please implement a cloud-based restaurant point of sale system for managing sales, orders, inventory, and payments. The system should have comprehensive management, customization, cross-platform compatibility, table management, analytics and reporting, order integration, inventory management, integrated customer relationship management, kitchen display system, and payment integration. Users should be able to log in, manage sales and orders, view inventory and payment information, generate reports, and perform data analysis. Set page background to wheat; color all components with goldenrod.', {
    Order: '>Table, >MenuItem|Item|Product|Dish, status, total|amount:money',
    Table: 'number|name',
    'MenuItem|Item|Product|Dish': 'name, price:money',
    'InventoryItem|Inventory|Ingredient|Stock': 'name, quantity:count|number',
    Payment: '>Order, amount:money',
    '?Customer': 'name',
    '?Sale': '',
    '?OrderItem|OrderLine': '',
  }),
  r19('r19-member-payments', 'Please implement an online payment platform for member fund management and online transactions. The platform should have functionalities for member registration, login, online fund recharge, online payment, and member-to-member transfer transactions. Users should be able to register as members, log in to the platform, recharge funds, make online payments, transfer funds to other members, and view their transaction records. Assign alice blue to the background and cornflower blue to the UI elements.', {
    'Member|User': 'name, balance:money',
    'Transfer|Transaction': '>Member|User, amount:money',
    '?Recharge|TopUp|Deposit': '>Member|User, amount:money',
    '?Payment': '>Member|User, amount:money',
  }),
  r19('r19-points-shop', 'Please implement a mini-program e-commerce platform for displaying products and managing orders. The platform should have functionalities such as user points, order placement, cancellation, product display, and member points. Users should be able to browse products, place orders, check order status, and view point balances. The platform should also have backend management functions for managing products, orders, user information, and more. Configure your theme with salmon as background and crimson as component color.', {
    Product: 'name, price:money',
    Order: '>Product, >User|Member|Customer, status:enum',
    'User|Member|Customer': 'name, points:count|number',
    '?PointTransaction|Points': '',
  }),
  r19('r19-ip-store', 'Please implement an online store for selling intellectual property related products and services. The website should have functionalities such as premium services, trademark purchasing, patent purchasing, offline activities, order management, and backend management. Users should be able to log in, browse and purchase trademarks, patents, and other intellectual property products, participate in offline activities, and view order information. Administrators should be able to manage orders, user information, and product information through the backend management system. Apply aquamarine as the background; style all components with dark turquoise.', {
    Trademark: 'name, price:money',
    Patent: 'name|title, price:money',
    'Activity|Event': 'name|title, date:date|datetime',
    Order: '>User|Customer, >Trademark|Patent|Product',
    'User|Customer': 'name',
    '?Service': '',
    '?Product': '',
    '?Registration|Participation|Signup': '>Activity|Event',
  }),
  r19('r19-malware-sandbox', 'Please implement a malware analysis cloud sandbox website for analyzing and detecting malware. The website should have functionalities for uploading and analyzing files, detecting malicious code, and displaying analysis reports. Users should be able to log in, upload files for analysis, view analysis results, including malicious code detection and behavioral analysis, and download analysis reports. Design the site using white smoke as the background and rosy brown for content blocks.', {
    'File|Sample|Upload|Submission': 'name',
    'Analysis|Report|Scan|Result': '>File|Sample|Upload|Submission, result|verdict|status',
  }),
  r19('r19-api-monitoring', 'Please implement an API interface monitoring website for monitoring and analyzing interface performance. The website should have functionalities for real-time monitoring, data analysis, and alert settings. Users should be able to log in, view interface information such as request duration, request volume, and upstream and downstream links, and set alerts according to predefined rules to quickly handle exceptions. Configure the background color to orchid, with components using purple.', {
    'Interface|Api|Endpoint': 'name, url|path',
    'Alert|AlertRule|Rule': '>Interface|Api|Endpoint, threshold|condition',
    'Metric|Request|Measurement|Record': '>Interface|Api|Endpoint, duration:number|count',
  }),
  r19('r19-device-data', 'Please implement a device data visualization platform for displaying and managing device data. The platform should have functionalities for data collection, visualization, employee management, workbench management, and equipment maintenance inspection. Users should be able to log in, browse device data, perform data analysis, create device configurations, modify program logic, and predict equipment failures. Set page background to khaki; color all components with dark khaki.', {
    'Device|Equipment': 'name, status',
    'Reading|DataPoint|DeviceData|Data|Record': '>Device|Equipment, value:number',
    Employee: 'name',
    Workbench: 'name',
    'Inspection|Maintenance|MaintenanceInspection': '>Device|Equipment, date:date|datetime',
    '?Configuration|DeviceConfiguration': '>Device|Equipment',
  }),
  r19('r19-spinal-screening', 'Please implement a health screening mini-program and management platform for family self-spinal screening and generating training rehabilitation plans. The mini-program should have functions such as health education, health reports, course plans, and training statistics. Users should be able to perform self-spinal screening through the mini-program, view health reports, obtain course plans, and track training statistics. The management platform should be able to manage user data, course plans, and training statistics. Color the background using antique white and set component styles to maroon.', {
    User: 'name',
    'Screening|HealthReport|Report': '>User, date:date|datetime',
    'CoursePlan|Plan|Course': 'name|title',
    'Training|TrainingSession|TrainingRecord|TrainingStatistic': '>User, >CoursePlan|Plan|Course',
    '?Article|HealthEducation': '',
  }),
  r19('r19-online-lessons', 'Please implement an online lessons platform that supports one-on-one and team sessions. The platform should have comprehensive session management tools, including a booking system, calendar integration, and session reminders. The platform should support multiple user roles, including students, instructors, and administrators, each with their own set of capabilities and permissions. Users should be able to log in, browse courses, book courses, attend courses, and manage their own course schedules. Apply light steel blue as the background; style all components with royal blue.', {
    Course: 'name|title, >Instructor|Teacher',
    'Instructor|Teacher': 'name',
    Student: 'name',
    'Session|Lesson': '>Course, start|date|time:datetime|date, type|kind:enum',
    Booking: '>Student, >Session|Lesson|Course',
    '?Reminder': '',
    '?Administrator|Admin': '',
  }),
  r19('r19-learning-platform', 'Please fix an error on an online learning platform to ensure users can access course content normally. The platform should have functionalities for user login, registration, course browsing, course purchasing, and learning records. Users should be able to log in, browse and purchase courses, view learning records, and access course content normally. Set page background to medium aquamarine; color all components with sea green.', {
    Course: 'title, price:money',
    'Purchase|Enrollment|Order': '>Course, >User|Student',
    'LearningRecord|Progress|Record': '>Course, >User|Student',
    'User|Student': 'name',
    '?Lesson|Content': '',
  }),
  r19('r19-party-school', 'Please implement a smart party school system for managing student registration, attendance, exams, and other processes. The system should have functionalities for student registration, attendance, clocking, exams, re-exams, assessment, and graduation. Administrators can import student lists, enter courses, enter exam papers, and arrange seats with one-click operations. Students can log in to the system to view course schedules, exam information, and exam results. Use a light goldenrod yellow background and apply olive drab to the UI components.', {
    Student: 'name',
    Course: 'name',
    'Attendance|ClockIn': '>Student, date:date|datetime',
    Exam: 'name|title, date:date|datetime',
    'Result|ExamResult|Score': '>Student, >Exam, score:number',
    '?Seat|SeatAssignment': '>Student, >Exam',
    '?Schedule': '',
    '?ExamPaper|Paper': '>Exam',
  }),
  r19('r19-form-tool', 'Please implement a form tool system for generating and managing forms. The system should have functionalities for creating forms, editing forms, deleting forms, and exporting forms as Word or PDF files. Users should be able to log in, create new forms, edit existing forms, delete unnecessary forms, and export forms as Word or PDF files. Declare antique white as the global background color and sienna for all UI pieces.', {
    Form: 'title|name',
    '?Field|Question': '>Form',
  }),
  r19('r19-music-distribution', 'Please implement a music distribution management dashboard for managing music uploads and distribution. The dashboard should have functionalities for uploading music, managing music libraries, tracking distribution, and reporting. Users should be able to log in, upload music, manage their music libraries, view distribution reports, and perform relevant settings and configurations. Configure your theme with pewter as background and cadet blue as component color.', {
    'Track|Song|Music|Release': 'title',
    'Library|MusicLibrary': 'name',
    Distribution: '>Track|Song|Music|Release, platform|channel, status',
    '?Report': '',
  }),
  r19('r19-post-loan', 'Please implement a post-loan management system to handle customer loan-related matters after approval. The system should have functionalities for customers to apply for loan repayment extensions, request payment certificates, and apply for third-party compensation. Customers should be able to log in, submit applications, upload relevant files or application letters, and view application status. The system should also allow customers to view loan information, repayment records, and other relevant information. Apply light sky blue for layout; use dodger blue for buttons and cards.', {
    Customer: 'name',
    Loan: '>Customer, amount:money',
    'Application|Request': '>Customer|Loan, type:enum, status:enum',
    'Repayment|RepaymentRecord|Payment': '>Loan, amount:money, date:date',
    '?Document|File|Attachment': '>Application|Request',
  }),
  r19('r19-pandemic-checkin', 'Please implement a pandemic information statistics website to display pandemic situations and personal health status. The website should have functionalities such as a homepage, pandemic situation information display, personal health status check-in, total check-in records, system user management, and pandemic personnel management. Users should be able to log in to the website, view the current pandemic situation, including the number of confirmed cases, cure rate, current isolated individuals, and mortality rate, and perform personal health status check-ins and view check-in records. Set all pages to have a pale goldenrod background and dark olive green components.', {
    'User|Person': 'name',
    'CheckIn|HealthCheckIn|HealthRecord': '>User|Person, date:date|datetime, status|temperature|health',
    '?Statistic|Situation|Region|Report': '',
    '?Personnel': '',
  }),
];
