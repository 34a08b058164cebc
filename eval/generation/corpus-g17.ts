/**
 * A PRIVATE CHECK batch written in the eleventh generation session (fields side, helper fld, 2026-11-28) on
 * main 59a0465, at the same time as g16 and before any rule of that session changed: WebGen-Instruct
 * (training instructions of WebGen-Bench, Lu et al. 2025, MIT licence) indices i % 6 == 2 and i >= 300 that
 * ask for stored records (games, tools without records, brochure sites skipped; 314, 356, 362, 530, 536 and
 * 578 skipped because w1 already rewords them). Prompts verbatim. Only its aggregate numbers are read
 * (--only 'g17-*', never --verbose), before and after, so its after-minus-before shows whether the
 * session's field rules generalise. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G17_CREATE_CASES: CreateCase[] = [
  g("g17-cloud-costs", "Please implement a multi-cloud management platform to help enterprises manage cloud resource costs. The platform should have functionalities for self-service cloud resource application, cloud resource alert, cloud resource monitoring, and management view. Users should be able to apply for cloud resources, set budgets, monitor cloud resource consumption, and view resource allocation and team resource consumption through the platform. Define the background as gainsboro and components as dark slate blue.", {
    "Resource|CloudResource": "name, provider|cloud, cost|consumption:money|number, >Team",
    "Application|Request|ResourceRequest": ">Resource|CloudResource, status:enum",
    "Budget": "amount:money, >Team",
    "Team": "name",
    "?Alert": ">Resource|CloudResource",
  }),
  g("g17-coroutine-pools", "Please implement a coroutine pool management system to control the number of coroutines and work queues. The system should have the functionality to create and manage coroutine pools, including setting the number of coroutines, work queue length, starting and stopping the coroutine pool, etc. Users should be able to monitor the running status of the coroutine pool through the system interface, including the current number of running coroutines, queue length, and system resource usage. Use light steel blue in the background layer and royal blue for the component layer.", {
    "Pool|CoroutinePool": "name, coroutines|size|count:count, queue_length|queue:count, status|running:enum|bool",
  }),
  g("g17-campus-secondhand", "Please implement a campus second-hand goods trading website for students to buy and sell second-hand goods. The website should have functionalities for browsing, posting, and purchasing second-hand goods, and students should be able to filter and search according to their needs. The website should also have an internal private chat function, allowing buyers and sellers to communicate and negotiate effectively. Additionally, the website should support evaluation and rating functions, allowing students to rate sellers based on their past experiences. Use navajo white for container backgrounds and tan for component visuals.", {
    "Item|Goods|Product|Listing": "title|name, price:money, description:text, >Seller|Student|User",
    "Message|Chat": "text|content|body:text",
    "Rating|Review|Evaluation": "rating|score:rating, comment|text:text, >Seller|Student|User",
    "Seller|Student|User": "name",
    "?Order|Purchase": ">Item|Goods|Product|Listing",
  }),
  g("g17-login-payments", "Please implement a unified login system for the company's external user platform for core login and payment. The system should have functionalities such as user registration, login, password recovery, and payment. Users should be able to register an account, log in to the system, change their password, perform payment operations, and view payment records. The system should also have backend management functionality, where administrators can manage user information, payment records, system configuration, and more. Select magenta for layout background and dark violet for component details.", {
    "User|Account": "name|username, email:email, password",
    "Payment|PaymentRecord": ">User|Account, amount:money, date|time|created:datetime|date, status:enum",
    "?Setting|Config|Configuration": "name|key, value",
  }),
  g("g17-document-db", "Please implement a document-oriented database website for storing and managing document data. The website should have functionalities for creating databases, adding documents, querying documents, updating documents, and deleting documents. Users should be able to log in, create new databases, add documents to databases, query documents in databases, update document content, and delete unnecessary documents. Use light goldenrod in the background layer and goldenrod for the component layer.", {
    "Database": "name",
    "Document": ">Database, content|data|body:text",
  }),
  g("g17-gamertags", "Please implement a website for automatically claiming Xbox gamertags. The website should have a multithreading function, allowing it to run multiple tasks concurrently and quickly claim available usernames. Users should be able to input a list of usernames to claim and set up proxy servers to ensure safety and privacy. The website should also be able to display the results of the claim, including successfully claimed usernames and failed usernames. Set primary background to pale lilac and elements to dark orchid.", {
    "Username|Gamertag|Claim": "name|username|gamertag, status|result:enum",
    "Proxy|ProxyServer": "host|address|url, port:count|number",
  }),
  g("g17-ops-monitoring", "Please implement an operation and maintenance monitoring platform to display monitoring information and manage devices. The platform should have functionalities such as a homepage, account management, device management, performance monitoring, and disk monitoring. Users should be able to log in to the platform, browse monitoring information, manage accounts, add, modify, and delete devices, monitor device status, and view performance and disk information. The platform should provide data visualization capabilities to help users quickly grasp device information. Specify faint peach as the base color and coral for all components.", {
    "Device": "name, status:enum",
    "Account|User": "name|username",
    "?Metric|Reading|Performance|DiskUsage": ">Device",
  }),
  g("g17-ad-campaigns", "Please implement an interactive advertising mini-program for displaying and managing ads. The mini-program should have functionalities for ad display, click tracking, user profiling, and more. Users should be able to browse ads, click on ads, view ad details, and manage their own ad campaigns and data analysis. The mini-program should also have real-time bidding and report monitoring functions, enabling real-time tracking of ad performance and effectiveness. Set page background to ghost white; color all components with cadet blue.", {
    "Ad|Advertisement": "title|name, clicks:count, >Campaign",
    "Campaign": "name, budget:money",
    "?Click": ">Ad|Advertisement",
    "?Bid": "amount:money",
    "?Report": "",
  }),
  g("g17-esg-reports", "Please implement a website that generates ESG and proxy voting reports. The user can input an investor's different investment information and ESG and proxy voting criteria scores, and the website will generate a PDF report based on the input information. The website should have functionalities for inputting investment information, selecting ESG and proxy voting standards, and generating reports. The user should be able to easily input data and generate reports. Apply rosy brown as the background; style all components with brown.", {
    "Investment|Investor": "name, amount|investment:money",
    "Score|Criteria|Criterion|Assessment": "esg|score:number|rating, proxy|voting:number|rating",
    "?Report": "",
  }),
  g("g17-comics", "Please implement a website for reading comics, providing various types of comic resources. The website should have a search function, allowing users to find their desired comic works by inputting the comic name or selecting categories. Users should be able to read comics online, view detailed comic information, including comic introductions, authors, and update status. The website should also have user registration and login functions, allowing users to collect their favorite comics, view reading history, and more. Set overall background to frost white, then style components with charcoal.", {
    "Comic": "name|title, introduction|description:text, author, status|update_status:enum, >Category",
    "Category": "name",
    "Favorite|Collection|Favourite": ">Comic",
    "History|ReadingHistory|Reading": ">Comic",
    "?User|Reader": "",
  }),
  g("g17-audiobooks", "Please implement an education website that provides content for children's classical learning and audiobooks. The website should have functionalities for browsing, searching, and playing audiobooks. Users should be able to log in, browse different categories of audiobooks, search for specific audiobooks, play selected audiobooks, and collect favorite audiobooks. Set page background to linen; color all components with saddle brown.", {
    "Audiobook|Book": "title, >Category, audio|file|url:url",
    "Category": "name",
    "Favorite|Favourite|Collection": ">Audiobook|Book",
    "?User|Child": "",
  }),
  g("g17-skills-training", "Please implement a training system mini-program for industry skills training. The mini-program should have functionalities for registration, payment, learning, online exams, simulated practice, wrong question practice, and certificate reminders. Users should be able to log in, browse training courses, register for selected courses, engage in online learning, participate in online exams, conduct simulated practice and wrong question practice, and receive certificate reminders. Use light cyan for the background and teal for components.", {
    "Course": "title|name, price|fee:money",
    "Registration|Enrollment|Enrolment": ">Course, status|paid|payment",
    "Exam": ">Course, title|name",
    "Question": ">Exam, question|text, answer",
    "Certificate": "expiry|expires|expiration:date",
    "?Payment": "amount:money",
    "?Mistake|WrongQuestion|WrongAnswer": ">Question",
  }),
  g("g17-didactic-plans", "Please implement an intelligent website for creating didactic plans. The website should have functionalities for creating, editing, and managing didactic plans. Users should be able to log in, create new plans, edit existing ones, and manage all plans. The website should also have search and filter functions, allowing users to quickly find specific plans. Users can create and manage didactic plans based on different subjects, grades, and topics. Use aquamarine for container backgrounds and dark turquoise for component visuals.", {
    "Plan|DidacticPlan|LessonPlan": "title|name, subject, grade, topic, content|description:text",
  }),
  g("g17-course-exams", "Please implement a mini-program that provides course training and examination functions. The mini-program should have functionalities for setting up course training, examination functions, exam question management, and course learning content. Users should be able to log in, browse courses, take exams, view exam results, and manage exam questions and course learning content. Configure your theme with khaki as background and dark khaki as component color.", {
    "Course": "title|name, content|description:text",
    "Exam": ">Course, title|name",
    "Question": ">Exam|Course, question|text, answer",
    "Result|ExamResult|Attempt": ">Exam, score:number|count",
  }),
  g("g17-pte-training", "Please implement an English training platform to provide PTE/CCL training services. The platform should have functionalities for course display, online learning, exam simulation, and score inquiry. Users should be able to log in, browse courses, participate in online learning, take exam simulations, and query their scores. The platform should also have a management system for managing courses, users, exams, and other related functions. Style the layout with faint gray in the background and slate gray for the interface.", {
    "Course": "title|name, description:text",
    "Exam|MockExam|Simulation": "title|name",
    "Score|Result|Attempt": ">Exam|MockExam|Simulation, score:number|count",
    "?User|Student": "name",
  }),
  g("g17-files-forms", "Please implement a website with file upload, data analytics, and form generation features. The website should have a file upload feature that allows users to upload and manage files. The data analytics dashboard should display simple graphs to help users understand data trends. The form generator should be able to create custom forms that users can fill out and submit. The form submissions analyzer should analyze submitted form data to provide valuable insights. User settings and other small features should also be implemented. Implement styling with light mocha for the background and brown for components.", {
    "File|Upload": "name, file|url:url",
    "Form": "name|title",
    "Submission|Response": ">Form, data|content|answers:text",
    "?Field|FormField": ">Form, label|name, type:enum",
    "?Setting|Settings": "",
  }),
  g("g17-form-designer", "Please implement a form designer website for designing and filling out online forms. The website should have functionalities for dragging and dropping form content, constructing form items, and managing modules. Users should be able to log in, design and fill out various types of forms, including online assessments, questionnaires, and electronic contracts. The website should also have the ability to abstract common capabilities of form items and manage modules. Apply caramel to the canvas background and saddle brown to all visible components.", {
    "Form": "name|title, type:enum=assessment/questionnaire/contract",
    "Item|FormItem|Field|Element": ">Form, label|name, type:enum",
    "?Module": "name",
    "?Submission|Response|Entry": ">Form",
  }),
  g("g17-checklists", "Please implement a website checklist generation tool to generate dynamic checklists for websites. The tool should have functionalities for adding, editing, and deleting checklist items, allowing users to customize the content and order of the checklist. The tool should also be able to export the checklist in various formats, such as PDF and Excel. Apply light sky blue for the layout background and dodger blue for interactive elements.", {
    "Checklist": "name|title",
    "Item|ChecklistItem": ">Checklist, content|text|title|name, order|position|sort:count|number",
  }),
  g("g17-audiobook-members", "Please implement an audiobook mini-program for playing and managing audiobooks. The mini-program should have functionalities such as a list of works, playback, membership, collection, and sharing with friends. Users can browse the list of works, play selected audiobooks, manage membership information, collect favorite audiobooks, and share them with friends. Users can also view playback history and collection records. Set the background to peach puff, and apply firebrick to components.", {
    "Work|Audiobook|Book": "title, audio|file|url:url",
    "Membership|Member": "level|plan|type, expires|expiry|end:date",
    "Collection|Favorite|Favourite": ">Work|Audiobook|Book",
    "History|PlaybackHistory|Play|Playback": ">Work|Audiobook|Book",
    "?User": "",
  }),
  g("g17-digital-humans", "Please implement a website for digital human video, image, and audio synthesis. The website should have functionalities for uploading video, image, and audio files, synthesizing digital humans, and previewing and editing the synthesis results. Users should be able to register and log in to the website, manage their digital human synthesis history, and share the synthesis results. Apply rosy brown for layout; use brown for buttons and cards.", {
    "Synthesis|Job|Result|Project": "video|image|audio, status:enum, date|created:datetime|date",
    "?Upload|File|Media|Asset": "file|url:url, type:enum=video/image/audio",
    "?User": "",
  }),
  g("g17-meetings", "Please implement a video conferencing website for real-time multi-person conversations. The website should have functionalities for creating meetings, joining meetings, and audio/video calls. Users should be able to log in, create meetings and invite other users to join, join existing meetings, and engage in audio/video conversations. Users should also be able to control their microphones and cameras, share their screens, and view other users' video streams. Establish buttermilk as the main background and peru for the controls.", {
    "Meeting": "title|name, start|time|date:datetime, >Host|User|Organizer",
    "Invitation|Invite|Participant|Attendee": ">Meeting, >User",
    "User|Host|Organizer": "name",
  }),
  g("g17-3d-models", "Please implement a 3D structure viewer website for displaying and interactively manipulating 3D models. The website should have functionalities for displaying 3D models, rotating, zooming, panning, and other basic operations. Users should be able to upload their own 3D model files, browse and manipulate different 3D models, and share models with other users. The website should also include a tutorial and example section to help users learn how to use the website's features. Apply silver for layout; use dark slate blue for buttons and cards.", {
    "Model": "name|title, file|url:url",
    "Tutorial|Example|Guide": "title, content|body:text",
    "?Share": ">Model",
    "?User": "",
  }),
  g("g17-video-verification", "Please implement a website for video identification and proof of life. The website should have functionalities for video uploading, identification, and verification. Users should be able to log in, upload videos, and the system should automatically identify the video content and verify its authenticity. Users should be able to view verification results and download verification reports. Set the background color to smoke and the component color to midnight blue.", {
    "Video|Verification|Upload": "video|file|url:url, status|result:enum",
    "?Report": "",
    "?User": "",
  }),
  g("g17-douban-movies", "Please implement a Douban movie top 250 data visualization website to display movie information. The website should have the functionality to display movie name, ranking, score, introduction, director, and actor information. Users should be able to browse the movie list, view detailed movie information, and search and filter movies. The website should also have data saving and loading functionality, allowing users to view crawled data at any time. Set primary background to lavender blush and elements to pale violet red.", {
    "Movie|Film": "name|title, ranking|rank:count|number, score|rating:number|rating, introduction|description:text, director, actors|actor|cast",
  }),
  g("g17-city-app", "Please implement a mobile application that provides traffic broadcasting, news, community interaction, convenience services, and government services. The application should have functionalities for live traffic broadcasting, news browsing, community forum discussion, convenience service inquiry, and government service handling. Users should be able to log in, browse news, participate in community discussions, inquire about convenience services, handle government services, and listen to traffic broadcasts. Use light salmon as the screen background and coral for component highlights.", {
    "News|Article": "title, content|body:text",
    "Post|Topic|Thread|Discussion": "title, content|body:text",
    "Service|ConvenienceService": "name, description:text",
    "?GovernmentService|Application|Request": "",
    "?Broadcast": "",
  }),
  g("g17-bt-seeds", "Please implement a website for collecting and displaying BT seed magnetic link information. The website should have the functions of collecting, storing, and displaying BT seed information. Users should be able to browse and search for collected BT seed information and view it according to different categories and filtering conditions. The website should also have data statistics and analysis functions, which can display the amount of data collected and the collection efficiency. Apply platinum for the layout background and midnight blue for interactive elements.", {
    "Seed|Torrent|Resource|Magnet": "name|title, magnet|link|url, >Category",
    "Category": "name",
  }),
];
