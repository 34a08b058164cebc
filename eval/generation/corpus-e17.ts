/**
 * A private check batch (e17) written by the entities helper (`ent`) in the eleventh generation
 * session, 2026-11-28, on main 59a0465, together with corpus-e16.ts and before any rule change of that
 * session. One case per instruction of WebGen-Instruct (training instructions of WebGen-Bench, Lu et
 * al. 2025, MIT licence) with index i % 6 == 1 and i >= 300 that asks for stored records (games,
 * converters, pure brochure and chart sites left out), the text kept as close to verbatim as possible.
 * Measured before and after, but its misses are never read or tuned on (run it only with
 * `--only 'e17-*'` and read the aggregate lines, never `--verbose`), so its numbers
 * (docs/benchmarks.md) are a generalisation signal. Split 'dev' only so it can be run by prefix. Same
 * expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E17_CREATE_CASES: CreateCase[] = [
  // i=301
  dev('e17-consultation', 'Please implement a specialist consultation website that provides professional advice. The website should have functionalities for registration, login, consultation, and messaging. Users should be able to register and log in, browse expert information, select an expert for consultation, leave messages to ask questions, and view replies. Apply bisque as the background; style all components with dark salmon.', {
    Expert: 'name',
    'Consultation|Question': '>Expert',
    'Message|Question': 'text|content|body:text',
    '?Reply|Answer': '',
    '?User|Client': '',
  }),
  // i=307
  dev('e17-data-center', 'Please implement a smart management platform for data centers to monitor and manage resources centrally. The platform should have functionalities for centralized monitoring, visualization, lifecycle maintenance, resource integration, and optimization. Users should be able to log in, browse data center resources, monitor environment, assets, capacity, power, and other data, achieving centralized management and visualization. The platform should also provide a work order module to implement work order processes and data entry. Set the background to light sea green, and apply dark slate gray to components.', {
    'Resource|Asset': 'name',
    'WorkOrder|Ticket': 'status:enum',
    '?DataCenter': '',
    '?Reading|Metric|Measurement|Asset': '',
    '?User': '',
  }),
  // i=313
  dev('e17-php-scripts', "Please implement a web application that supports embedding PHP scripts. The application should have the functionality to run PHP scripts, allowing users to input PHP code and execute it, displaying the execution results. Users should be able to create, edit, and manage PHP scripts, and be able to view the script's execution history and results. Use lavender for the background and blue violet for components.", {
    Script: 'name|title, code:text',
    'Execution|Run|ExecutionResult|Result': '>Script, output|result:text',
    '?User': '',
  }),
  // i=319
  dev('e17-scaffolder', 'Please implement a rapid development web application to simplify the project setup process. The application should have functionalities such as project template selection, configuration file generation, and automatic code generation. Users should be able to select the project type, configure project parameters, generate the project skeleton, and automatically create related code files. Apply wheat for the layout background and chocolate for interactive elements.', {
    Project: 'name, type',
    'Template|ProjectTemplate': 'name',
    '?Configuration|Config|Parameter|ConfigFile|File|CodeFile': '',
  }),
  // i=325
  dev('e17-brand-site', 'Please implement a brand official website to introduce brand content. The website should include pages such as the homepage, partnership, about us, and more. Users should be able to browse brand introductions, learn about company history, view partners, and contact the company through the contact information. The website should have a responsive design, adapting to different devices and screen sizes, including mobile and computer terminals. Assign aquamarine as the background color and apply dark turquoise to all elements.', {
    Partner: 'name',
    '?Milestone|HistoryEvent|Event': '',
    '?Message|Inquiry|ContactMessage|Contact': '',
    '?Brand': '',
  }),
  // i=349
  dev('e17-exhibition', 'Please implement an online exhibition mini-program to display exhibition halls and product information. The mini-program should have features such as multi-level advertisement display on the homepage, 3D model display of exhibition halls, and display of various information introductions. Users should be able to browse exhibition halls and product information, and view detailed introductions. The mini-program should also have a search function, allowing users to quickly find the exhibition halls or products they are interested in. Assign moccasin to body backgrounds and sandy brown to main components.', {
    'ExhibitionHall|Hall': 'name',
    Product: 'name, >ExhibitionHall|Hall',
    '?Advertisement|Ad': '',
  }),
  // i=355
  dev('e17-blind-box', 'Please implement a collectible card blind box website for member point redemption and lottery. The website should have functionalities for member management, lottery product management, and redemption and shipping maintenance. Users should be able to log in, browse and manage their member information, view available lottery products, participate in lotteries, redeem prizes, and check shipping information. Use platinum as the screen background and midnight blue for component highlights.', {
    Member: 'name, points:count|number',
    'LotteryProduct|Product|Prize|Card': 'name',
    'Redemption|Draw|LotteryEntry|Entry|Lottery': '>Member',
    'Shipment|Shipping': 'status:enum',
    '?Lottery': '',
  }),
  // i=361
  dev('e17-product-quiz', "Please implement a product recommendation quiz website that generates product recommendations based on user information. The website should have seven pages, where users can fill in their personal information and preferences, and the system generates personalized product recommendations based on the user's input. Users can browse the recommended products and view product details. The system should also have user login and registration functionality, allowing users to save their recommendation results and browsing history. Apply theme using light steel blue as background and royal blue for elements.", {
    Product: 'name',
    Recommendation: '>Product',
    '?User|Profile': '',
    '?Preference|QuizResponse|Response|Answer': '',
    '?History|View|BrowsingHistory': '',
  }),
  // i=367
  dev('e17-portfolio', 'Please implement an AI-driven portfolio management website that provides investment suggestions and management. The website should have user registration and profile management functionality, provide portfolio suggestions based on user input, analyze real-time market data, and offer basic option and derivative strategy integration. Users should be able to view their portfolio performance, AI suggestions, and market data. Use violet as the screen background and indigo for component highlights.', {
    Portfolio: 'name',
    'Suggestion|Recommendation': '>Portfolio',
    '?Holding|Position|Asset|Investment': '',
    '?MarketData|Quote|Price': '',
    '?User|Profile': '',
    '?Strategy|Option': '',
  }),
  // i=373
  dev('e17-signup-form', 'Please create a web form with fields for email, phone, username, and password. The form should be able to automatically seed the filled-in information into a third-party platform. Each time the form is accessed, it should use a different IP address to prevent the third-party platform from blocking new users. Users should be able to fill out the form, submit the information, and automatically create an account on the third-party platform. Style all pages with a gold background and dark goldenrod components.', {
    'Submission|Account|Signup|Registration|User': 'email:email, phone, username, password',
  }),
  // i=379
  dev('e17-netsec', 'Please implement a network security monitoring website for real-time monitoring and analysis of network security events. The website should have functionalities for alert monitoring, event analysis, and IP blocking. Users should be able to log in, monitor network security events in real-time, analyze discovered emergency events, and block IPs. The website should also have device inspection and daily report writing functions, allowing users to record and manage device inspection situations and write daily reports. Use pale rose for the outer layout and maroon for UI blocks.', {
    'Event|SecurityEvent': 'severity|level|type',
    'BlockedIp|IpBlock|Block': 'ip|address',
    'Inspection|DeviceInspection': '>Device, date:date|datetime',
    'Report|DailyReport': 'date:date, content|text|body:text',
    '?Alert': '',
    '?Device': '',
  }),
  // i=385
  dev('e17-smart-park', 'Please implement a smart park management website for displaying and managing park information. The website should have functionalities for displaying park maps, monitoring equipment, and statistical data. Users should be able to log in, browse park maps, check device status, view statistical data, and perform related operations. The website should also have user management and permission management functions. Apply opal to the canvas background and indigo to all visible components.', {
    'Device|Equipment': 'name, status:enum',
    '?Park|Area|Zone|Map': '',
    '?User': '',
    '?Permission|Role': '',
  }),
  // i=391
  dev('e17-vehicle-audit', "Please implement a vehicle audit system for vehicle registration and audit. The system should have functionalities for vehicle registration, audit, and printing. Users should be able to log in, submit vehicle registration applications, and after submission, the system will automatically submit the application to the director's office for audit. After the audit is passed, users can print related certificates and remotely query the audit status. Assign smoke to the background and midnight blue to the UI elements.", {
    Vehicle: 'plate|registration|number',
    'Application|Registration|VehicleRegistration': '>Vehicle, status:enum',
    '?Audit|Review': '',
    '?Certificate': '',
    '?User': '',
  }),
  // i=397
  dev('e17-zip', 'Please implement a website that creates and sends zip archives. The website should have functionalities for creating archives, downloading archives, and sending archives. Users should be able to upload folders, create archives, download archives, and send archives to specified users. Set page background to gainsboro; color all components with dark slate blue.', {
    Archive: 'name',
    '?File|Folder|Upload': '',
    '?Send|Transfer|Delivery|Shipment': '',
    '?User': '',
  }),
  // i=403
  dev('e17-finance-alerts', 'Please implement a financial real-time alert system to provide real-time alerts and data analysis for financial information. The system should have functionalities for member management, financial monitoring, real-time alerts, data queries, and chart analysis. Users should be able to register as members, browse financial information, receive real-time alerts, query historical data, and analyze financial trends through charts. Use champagne for the background and burnt sienna for components.', {
    Member: 'name, email:email',
    Alert: 'message|title, time|date|created:datetime|date',
    '?Quote|Price|FinancialData|Record|Indicator|Security|Stock': '',
    '?Rule': '',
  }),
  // i=409
  dev('e17-big-data', 'Please implement a big data visualization system for displaying and analyzing various data. The system should include features such as overview, property management, warehouse rental information maps, inspection information, personnel analysis, and patrol trajectory. Users should be able to log in, browse, and analyze different types of data, including goods entry and exit control, outsourcing services, and other information. The system should provide real-time data updates and historical data query functions. Establish antique white as the main background and maroon for the controls.', {
    'Property|Warehouse': 'name',
    'Rental|WarehouseRental|Lease': '',
    Inspection: 'date:date|datetime',
    'Personnel|Staff|Person|Employee': 'name',
    'Patrol|PatrolTrajectory|Trajectory': '',
    '?GoodsMovement|Movement|Entry|Goods': '',
    '?OutsourcingService|Service': '',
  }),
  // i=433
  dev('e17-cms', 'Please implement a content management system for managing website text content and page design. The system should have functionalities for creating, editing, and deleting text content, as well as managing page layout and design. Users should be able to log in, create and edit text content, manage page layout and design, and preview the final website effect. Configure the background color to dust white, with components using forest green.', {
    'Content|TextContent|Text|Article|Block': 'body|text|content:text',
    'Page|Layout': 'title|name',
    '?User': '',
  }),
  // i=439
  dev('e17-wiki', 'Please implement a MediaWiki platform similar to Fandom, with custom infoboxes and a modern theme. The platform should have the functionality to create and manage custom infoboxes, allowing users to customize the content and style of the infoboxes. Additionally, the platform should have a modern and clean theme, including user interface and user experience design. Users should be able to create and edit pages, add and manage custom infoboxes, and browse and search pages. Apply thistle to the canvas background and medium purple to all visible components.', {
    Page: 'title, content|body:text',
    Infobox: 'name|title, >Page',
    '?User': '',
  }),
  // i=445
  dev('e17-media-resources', "Please implement a multimedia resource management website for managing and sharing resources such as photos and videos. The website should have functionalities for uploading, organizing, searching, and sharing resources. Users should be able to log in, upload and manage their own multimedia resources, search and browse others' resources, and share their own resources with others. The website should also have features such as resource categorization, tagging, and commenting to help users better organize and discover resources. Assign almond to body backgrounds and sienna to main components.", {
    'Resource|Media|MediaResource|Asset': 'title|name, >Category',
    Category: 'name',
    Tag: 'name',
    Comment: '>Resource|Media|MediaResource|Asset',
    '?User': '',
    '?Photo|Video|Share': '',
  }),
  // i=451
  dev('e17-question-bank', 'Please implement a Wisdom Question Treasure small program for assessment and evaluation. The small program should have functions such as practice mode, memorization mode, simulated exams, wrong question collection, favorite question collection, question search, ranking list, check-in function, etc. Users can choose different practice modes, such as sequential answering, random answering, and specialized answering, view correct answers and help prompts, jump to answer questions, statistics on answering situations, memory functions, etc. The simulated exam function should have countdown functionality, random question selection, and submission scoring. Use a beige background and apply brown to the UI components.', {
    Question: 'text|question|title, answer|correct_answer',
    'Exam|MockExam|SimulatedExam': 'score:count|number',
    '?WrongQuestion|Mistake|Favorite|FavoriteQuestion|Collection': '',
    '?CheckIn': '',
    '?Attempt|Answer|Result|ExamResult': '',
    '?User': '',
  }),
  // i=457
  dev('e17-child-health', "Please implement a child health management mini-program for parents of children aged 0-6. The mini-program should have functionalities such as login, milestones, development, and growth, providing educational content on child development rules and influencing factors, implementing an offline clinic appointment system, and ensuring user data security and privacy protection. Parents can log in to the mini-program, view their child's health data, make medical appointments, and access relevant educational content. Configure all backgrounds with light pink and all components with hotpink.", {
    Child: 'name, birth|birth_date|date_of_birth:date, >Parent',
    Milestone: '>Child',
    Appointment: '>Child|Parent, date|time|start:date|datetime',
    '?GrowthRecord|Growth|Measurement|HealthRecord|HealthData': '',
    '?Article|Content|EducationalContent': '',
    '?Clinic': '',
    '?Parent|User': '',
  }),
  // i=463
  dev('e17-speech', 'Please implement a website for AI training on English speech fluency and pronunciation assessment. The website should have the functionality to assess and provide feedback to help students improve their English speaking skills. Users should be able to log in, record their own English speech, submit it for assessment, and receive a feedback report, including scores and suggestions on pronunciation accuracy, intonation, rhythm, and more. The website should also have various types and levels of practice questions for users to choose from and practice. Choose pale green for global background and forest green for all components.', {
    'Recording|Submission|Attempt|Speech': 'audio|recording|file',
    'Feedback|Report|Assessment|FeedbackReport': 'score:count|number|rating',
    'Question|PracticeQuestion|Exercise': 'type, level',
    '?Student|User': '',
  }),
  // i=469
  dev('e17-family-ai', 'Please implement a family education mini-program and app that provides AIGC functions. The mini-program and app should have functionalities such as GPT conversation, digital human, customized voice synthesis, and parent-child activity recommendations. Users should be able to log in to the mini-program and app, have conversations with digital humans, use customized voice synthesis, browse parent-child activity recommendations, and participate in GPT conversations. Specify cloud white as the base color and midnight blue for all components.', {
    'Conversation|Chat': '',
    'Activity|Recommendation|ActivityRecommendation': 'name|title',
    '?DigitalHuman|Voice|Message|Synthesis': '',
    '?User|Parent': '',
  }),
  // i=481
  dev('e17-dog-grooming', 'Please implement an online image editing website for customizing dog grooming styles. Users should be able to upload images, select different style templates, adjust parameters, preview the effects, and download the modified images. The website should have a user-friendly interface, support multiple image formats, and be able to handle batch processing. Use a pale ash background and apply slate gray to the UI components.', {
    Image: 'image|file|url:image',
    'Template|StyleTemplate|Style': 'name',
    '?Edit|Job|Batch': '',
  }),
  // i=487
  dev('e17-doc-parser', 'Please implement a webpage deployment for a document parsing model, including a user-friendly interface and advertisement functionality. Users should be able to upload documents, and the model will parse the document content and display the results. The webpage should have a clear navigation menu, including functions such as uploading documents, viewing results, and introducing the model. Users should be able to easily interact with the model, view the parsing results, and share the results. Define the background as light steel blue and components as dark slate gray.', {
    Document: 'file|name|title',
    '?Result|ParseResult|ParsingResult': '',
    '?Advertisement|Ad': '',
  }),
  // i=493
  dev('e17-form-designer', 'Please implement a low-code form designer website for designing and creating dynamic forms. The website should have functionalities for dragging and dropping components, adding fields, deleting fields, previewing forms, and saving forms. Users should be able to log in, create new forms, drag and drop components into the form, add and delete fields, preview the form, and save the form. Use light coral as the default background and brown for component styling.', {
    Form: 'name|title',
    'Field|FormField|Component': '>Form, type|label',
    '?User': '',
  }),
  // i=499
  dev('e17-printer', 'Please implement a smart printer system for printing various types of files. The system should have functionalities for uploading files, selecting a printer, setting print parameters, and starting the print job. Users should be able to upload files such as images, Excel spreadsheets, Word documents, PowerPoint presentations, compressed files, and invoices, select a printer, set print parameters like paper size and print quality, and start printing the file. Apply theme using platinum as background and midnight blue for elements.', {
    'File|Document': 'name, type:enum',
    Printer: 'name',
    'PrintJob|Job': '>File|Document, >Printer, paper_size|paper|size, quality|print_quality',
    '?User': '',
  }),
  // i=505
  dev('e17-vector-editor', 'Please implement a vector editor website for creating and editing vector graphics. The website should have functionalities for drawing, editing, saving, and exporting. Users should be able to log in, create new graphics, use various tools (such as lines, curves, shapes, etc.) to draw and edit graphics, save graphics, and export them as different file formats. Select snow for layout background and dim gray for component details.', {
    'Graphic|Drawing|Design|Document|VectorGraphic': 'name|title',
    '?Shape|Export': '',
    '?User': '',
  }),
  // i=511
  dev('e17-personality-quiz', "Please implement a Q&A personality test entertainment mini-program that mainly includes Q&A game functionality. The mini-program should allow users to participate in Q&A games and display test results based on the user's answers. The backend should be able to configure the content of the Q&A games and the theme of the mini-program. Users should be able to browse and participate in different Q&A games within the mini-program and view their test results. Use old lace as the default background and tan for component styling.", {
    'Game|Quiz|Test|QaGame': 'title|name',
    Question: '>Game|Quiz|Test|QaGame',
    'Result|TestResult|Answer|Response': '',
    '?Option|Answer': '',
    '?User': '',
  }),
  // i=529
  dev('e17-messaging', 'Please implement an instant messaging system for real-time communication between users. The system should have functionalities for sending and receiving messages, creating and managing group chats, adding and managing friends, and viewing message history. Users should be able to log in, send text, images, and voice messages, create and join group chats, add and remove friends, and view their message history. Set the background color to pale ash and the component color to slate gray.', {
    Message: 'type:enum, >Group|GroupChat|Chat',
    'Group|GroupChat|Chat': 'name',
    'Friend|Friendship|Contact': '>User',
    User: 'name',
  }),
  // i=535
  dev('e17-love-notes', 'Please implement a love note mini-program for sending and managing love-related messages. The mini-program should have functionalities for sending love notes, viewing received notes, and managing sent notes. Users should be able to log in, send love notes to other users, view notes they have received, and manage notes they have sent. Use lavender mist for the outer layout and dark orchid for UI blocks.', {
    'Note|LoveNote': 'message|text|content|body:text, >User',
    User: 'name',
  }),
  // i=541
  dev('e17-autoplay', 'Please implement a website with autoplay functionality for audio and video. The website should have the ability to automatically play audio and video, and users should be able to manually control play and pause. The website should also have audio and video control buttons, including play, pause, stop, and volume control. Users should be able to browse and play different audio and video content on the website. Establish wheat as the main background and chocolate for the controls.', {
    'Video|Media|MediaItem': 'title|name',
    '?Audio|Track': '',
  }),
  // i=547
  dev('e17-short-drama', "Please implement a short drama APP for watching, creating, and sharing short dramas. Users should be able to watch various types of short dramas on the APP, including popular recommendations and category browsing. Users should be able to use the tools and materials provided by the APP to create their own short dramas and upload them for sharing. Users should be able to interact with other users in the community, commenting, liking, and sharing short dramas. The system should also provide personalized recommendations based on users' viewing history and interests, recommending tailored short drama content to users. Choose misty rose for global background and medium violet red for all components.", {
    'Drama|ShortDrama|Video': 'title, >Category',
    Category: 'name',
    Comment: '>Drama|ShortDrama|Video',
    '?Like|Share': '',
    '?Material|Tool': '',
    '?View|History|ViewingHistory|WatchHistory': '',
    '?User': '',
  }),
  // i=553
  dev('e17-media-center', 'Please implement a media center application for playing multimedia content. The application should have functionalities for playing videos, music, and images. Users should be able to browse and manage their media library, create playlists, and control playback progress. The application should also have search and filter functions to help users quickly find the desired media content. Select aquamarine for layout background and dark turquoise for component details.', {
    'Media|MediaItem|Item': 'title|name, type:enum',
    Playlist: 'name',
    '?Video|Music|Song|Track|Image': '',
  }),
  // i=559
  dev('e17-ai-studio', 'Please implement a multi-functional artificial intelligence website that provides intelligent interaction and creative generation functions. The website should have AI conversation and painting functions, allowing users to converse with AI, generate creative content, and browse and manage generated content. Users should be able to log in and use the AI conversation function, inputting prompts or questions, and AI will generate corresponding answers or content. Users can also use the painting function, inputting descriptions or prompts, and AI will generate corresponding images. Set cream as the body background and use dark orange for the UI.', {
    'Conversation|Chat': '',
    'Painting|Image|Artwork|Generation': 'prompt|description',
    '?Message|Prompt|Question|Answer': '',
    '?Content|GeneratedContent': '',
    '?User': '',
  }),
  // i=565
  dev('e17-transcoding', 'Please implement a video transcoding website to convert video files into streaming media format. The website should have functionalities for video uploading, transcoding, and playback. Users should be able to upload video files, select the transcoding format, transcode the video, and play the transcoded video. The website should also have video management functionality, allowing users to view, delete, and edit uploaded videos. Use faint gray for the outer layout and slate gray for UI blocks.', {
    Video: 'title|name, format',
    '?TranscodeJob|Transcoding|Job|Transcode': '',
    '?Format': '',
    '?User': '',
  }),
  // i=571
  dev('e17-voip', 'Please implement a VoIP application with features such as call forwarding, call recording, messaging, and conference calling. Users should be able to make voice calls through the application and have the ability to forward calls, record conversations, send messages, and make conference calls. The application should be compatible with Android, iOS, and web browsers, ensuring that users can use it on different devices. Select ice blue for layout background and teal for component details.', {
    Call: 'start|time|date:datetime, duration',
    Message: 'text|content|body',
    '?Recording|CallRecording': '',
    '?Conference|ConferenceCall': '',
    '?Forwarding|ForwardingRule|CallForwarding': '',
    '?Contact|User': '',
  }),
  // i=577
  dev('e17-traffic-platform', 'Please implement a WeChat work traffic management platform for managing and converting traffic data. The platform should have functionalities for data management, user acquisition, customer management, and lead management. Users should be able to log in to the platform, view and manage traffic data, acquire users based on predetermined rules, and manage customers. The platform should also be able to combine lead management and user acquisition into the same platform, allowing for one-click functionality module usage. Apply theme using moccasin as background and sandy brown for elements.', {
    Customer: 'name',
    Lead: 'name, status:enum',
    '?TrafficData|Traffic|Channel|Source': '',
    '?Rule|AcquisitionRule': '',
    '?User': '',
  }),
  // i=583
  dev('e17-warehouse', 'Please implement a warehouse management system to track the storage and movement of materials within a warehouse. The system should have functionalities for inventory management, including receiving, storing, and shipping of materials. Users should be able to log in, browse, and manage the materials within the warehouse, including receiving, shipping, inventory management, and querying historical material information. The system should also be able to record and track material history, provide settlement and shipping functionality, and support detailed material tracking. Use dust white for the background and forest green for components.', {
    Material: 'name, quantity:count|number',
    'Movement|Transaction|Receipt|Receiving|StockMovement|InventoryTransaction': '>Material, quantity:count|number, date:date|datetime',
    '?Shipment|Shipping': '',
    '?Settlement': '',
    '?Location|Warehouse': '',
    '?User': '',
  }),
  // i=589
  dev('e17-traffic-info', 'Please create a traffic website that provides traffic information and services. The website should have functionalities for real-time traffic updates, route planning, and traffic news. Users should be able to browse traffic information, plan routes, and get traffic-related news and alerts. Use gainsboro for the outer layout and dark slate blue for UI blocks.', {
    'Update|TrafficUpdate|Incident|TrafficInfo': '',
    'News|Article|NewsItem': 'title',
    '?Route|RoutePlan': '',
    '?Alert': '',
  }),
  // i=595
  dev('e17-zibo', "Please implement a Zibo tourism information website to provide comprehensive tourism information services. The website should include information on food, attractions, specialties, accommodations, itineraries, shopping, entertainment, as well as travel strategies and outing recommendations. Users can browse the website, view the latest tourism information, featured recommendations, and other content, understand Zibo's food culture, tourist attractions, accommodation information, and get outing recommendations based on seasons, holidays, and other factors. Set overall background to pale turquoise, then style components with dark cyan.", {
    'Food|Dish|Restaurant': 'name',
    Attraction: 'name',
    'Accommodation|Hotel': 'name',
    '?Specialty|Product': '',
    '?Itinerary|Route|Strategy|Guide|TravelStrategy': '',
    '?Shop|Shopping|Entertainment|Venue': '',
    '?Recommendation|Outing': '',
  }),
  // i=601
  dev('e17-running-races', 'Please implement a radius/perimeter search filter for a listing grid to find running competitions in Germany. Users should be able to input a place or zip code to search for competitions, and the system should filter the results based on the user\'s specified radius. The system should be compatible with the existing Elementor and Crocoblock plugins and should not delete any information from the database. The filter should be able to handle approximately 6,000 posts within 3-4 seconds. Design the site using pearl as the background and charcoal for content blocks.', {
    'Competition|Race|Event|RunningCompetition': 'name, place|location|city, zip|zip_code|postcode',
  }),
];
