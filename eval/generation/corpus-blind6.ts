/**
 * A sixth held-out batch (h8), written by a helper for the lead at the start of the twelfth generation
 * session (2026-11-28, on main a325d2a) before any of that session's rule changes. Its prompts are not
 * the team's words: each is one software description of SRDD (the Software Requirement Description
 * Dataset of OpenBMB/ChatDev, Apache-2.0 licence) **verbatim**, a genre new to the corpus (third-person
 * descriptions: "X is a software application that allows users to ..."). They come from the slice
 * i % 6 == 0 of the session's list of 690 descriptions (games and pure utilities already removed), walked
 * in order and spread over all 23 categories (one to three from each, 55 in all), leaving out those that
 * store nothing (analysers, converters, photo filters), those cut off or too thin to say what they keep,
 * and near-copies of one already taken. The session's helpers study other residues of the same list, so
 * h8 measures whether what they learn carries over to unseen descriptions from the same source.
 * Expectations are what a careful reader of the description expects (required records for what it
 * clearly stores, `?` for plausible ones; key fields with types where it says them; the links it
 * implies), written without looking at what the generator builds. The edits are the helper's own, in the
 * words a user of such an app would type, on bases from the same slice. Its misses are never read while
 * tuning; its aggregate is measured on a325d2a and at the session's end. Same expectation DSL as
 * corpus.ts.
 */
import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits } from './corpus-dsl.ts';

const held = creations('heldout');
const heldEdit = edits('heldout');

/** SRDD descriptions by the session's list index `i` (in the ids' comments). */
export const BLIND6_CREATE_CASES: CreateCase[] = [
  // 0
  held('h8-expenses', 'Track your expenses easily', {
    Expense: 'amount:money, date:date',
    '?Category': '',
  }),
  // 6
  held('h8-budget-monitor', 'BudgetMonitor is a software application that helps individuals track and monitor their budget effectively. It provides users with a clear overview of their income and expenses, allowing them to identify spending patterns and make informed financial decisions. With customizable categories and visual representations of budget breakdowns, BudgetMonitor simplifies the process of budget management. Users can set monthly budget goals and receive notifications when they exceed predefined limits. The software also generates detailed reports and charts to help users analyze their financial habits.', {
    'Income|Transaction': 'amount:money, date:date',
    'Expense|Transaction': 'amount:money, date:date, >Category|BudgetCategory',
    'Category|BudgetCategory': 'name',
    'Budget|BudgetGoal|Goal': 'amount|limit|target:money',
    '?Notification|Alert': '',
    '?Report': '',
  }),
  // 36
  held('h8-business-expenses', 'Business Expense Tracker is a software application that helps businesses track and manage their expenses. It provides features for recording expenses, categorizing them, setting budget limits, generating expense reports, and analyzing expense trends. The application also allows users to upload and store receipts for future reference.', {
    Expense: 'amount:money, date:date, receipt:image, >Category',
    Category: 'name',
    'Budget|BudgetLimit|Limit': 'limit|amount:money, >Category',
    '?Receipt': '',
    '?Report|ExpenseReport': '',
  }),
  // 48
  held('h8-productivity', 'The Productivity Enhancer is a business software application that helps businesses improve efficiency and productivity within their organizations. It provides features such as task management, time tracking, and collaboration tools to streamline workflows and optimize work processes.', {
    Task: 'title|name',
    'TimeEntry|TimeLog|TimeRecord|Timesheet|TimeTracking': 'duration|hours|minutes:number|count, >Task',
    '?Project|Workflow': '',
    '?Team|Organization': '',
    '?Employee|Member|User': '',
  }),
  // 54
  held('h8-complaints', 'Customer Complaint Resolution Tracker is a business software application that helps businesses efficiently manage and resolve customer complaints. It provides a user-friendly interface for customers to submit their complaints, track the progress, and communicate with the support team. The software enables support agents to receive and assign complaints to specific agents, prioritize them based on severity, and ensure timely resolution. It also offers features like automated ticket escalation, complaint status tracking, and reporting to enhance customer satisfaction.', {
    Complaint: 'status:enum, severity|priority:enum, >Customer, >Agent|SupportAgent',
    Customer: 'name',
    'Agent|SupportAgent': 'name',
    '?Message|Comment|Communication|Reply|Note': '',
    '?Escalation|Ticket': '',
    '?Team|SupportTeam': '',
    '?Report': '',
  }),
  // 66
  held('h8-culture-insights', 'Culture Insights is a software application that provides users with in-depth insights into the customs, traditions, and social norms of different cultures around the world.', {
    'Culture|Country': 'name',
    'Custom|Tradition|Norm|SocialNorm|Insight': 'name|title, description:text, >Culture|Country',
    '?Tradition': '',
    '?Norm|SocialNorm': '',
  }),
  // 72
  held('h8-culture-journeys', 'Culture Journeys is a software application that offers users a virtual platform to embark on immersive cultural journeys from around the world. Users can explore different countries and regions, discovering their unique customs, traditions, food, music, and more. The application provides interactive experiences such as virtual tours of landmarks, language learning modules, traditional recipe tutorials, and music playlists.', {
    'Country|Destination': 'name',
    Landmark: 'name, >Country|Destination',
    'Tour|VirtualTour': '>Landmark',
    'Recipe|RecipeTutorial': 'name|title, >Country|Destination',
    '?Region': '',
    '?Custom|Tradition': '',
    '?Playlist|MusicPlaylist': '',
    '?LanguageModule|Lesson|Module': '',
    '?Journey|Experience': '',
  }),
  // 78
  held('h8-culture-journey-planner', 'A software application that helps users plan and organize their cultural journeys to different countries and regions around the world. It provides users with information on popular landmarks, museums, festivals, and cultural events in each destination. Users can create personalized itineraries, save favorite places, and access travel tips and recommendations. The application also offers language translation features and cultural etiquette guidelines to enhance users', {
    'Destination|Country': 'name',
    'Landmark|Attraction|Place': 'name, >Destination|Country',
    'Festival|Event|CulturalEvent': 'name, date:date',
    Itinerary: 'name|title',
    '?Museum': '',
    '?CulturalEvent|Event': '',
    '?Favorite|FavoritePlace|SavedPlace': '',
    '?Tip|TravelTip|Recommendation': '',
    '?Journey|Trip': '',
    '?Region': '',
    '?Etiquette|Guideline': '',
  }),
  // 114
  held('h8-data-anomalies', 'The Data Anomaly Explorer is a software application that allows users to visually explore and investigate anomalies in their data sets. It provides users with an intuitive interface where they can easily import their data sets and choose the variables they want to analyze for anomalies. The software uses statistical and machine learning techniques to detect abnormal patterns or values in the data. Users can interactively explore the anomalies by visualizing them on scatter plots, line graphs, or histograms. This software enables users to gain insights into unusual data points and understand their impact on the overall data set.', {
    'Dataset|DataSet': 'name',
    'Variable|Column': '>Dataset|DataSet',
    Anomaly: '>Dataset|DataSet',
    '?DataPoint|Value': '',
    '?Visualization|Plot|Chart': '',
  }),
  // 120
  held('h8-movies', 'This software provides personalized movie recommendations based on user preferences and viewing history. It analyzes genres, actors, directors, ratings to suggest similar movies. Users can create watchlists, rate movies, and save favorites. Recommendations can be filtered by release year, language, and runtime.', {
    Movie: 'title, genre, release_year|year:count|number, language, runtime|duration:count|number, rating:rating',
    Watchlist: 'name',
    'Watchlist>Movie': '',
    '?Actor|Person': '',
    '?Director': '',
    '?Genre': '',
    '?Rating|Review': '',
    '?Favorite|FavoriteMovie': '',
    '?Recommendation': '',
    '?User|Viewer|Profile': '',
    '?ViewingHistory|View|History|WatchHistory': '',
  }),
  // 126
  held('h8-jokes', 'This software generates a random joke based on user-selected categories. Users can choose from a variety of categories such as puns, knock-knock jokes, and one-liners. The software provides a user-friendly interface where users can easily navigate and view jokes. Users can also rate jokes and save their favorites for later.', {
    Joke: 'text|content|body, rating:rating, >Category|JokeCategory',
    'Category|JokeCategory': 'name',
    '?Rating|Favorite': '',
  }),
  // 132
  held('h8-doodles', 'This software allows users to create and share their own doodle art. Users can choose from a variety of drawing tools and colors to create unique doodles. The software provides various templates and backgrounds to help users get started. Users can save their doodles, share them with friends, and even participate in doodle challenges and competitions.', {
    'Doodle|Drawing|Artwork': 'title|name, image:image',
    'Challenge|Competition|DoodleChallenge': 'name|title',
    'Doodle>Challenge|Doodle>Competition|Drawing>Challenge|Artwork>Challenge|Doodle>DoodleChallenge': '',
    '?Template': '',
    '?Background': '',
    '?Entry|Participation|Submission': '',
    '?Friend|User|Share': '',
  }),
  // 156
  held('h8-chores', 'Chore Buddy is a software application that helps parents manage household chores and teach responsibility to their children. The app allows parents to create chore lists, set deadlines, and assign tasks to their children. Children can mark tasks as complete and earn points for their accomplishments. Parents can track their children', {
    'Chore|Task': 'name|title, deadline|due:date, done|complete|completed|status, points:count|number, >Child|Kid',
    'Child|Kid': 'name',
    '?Parent': '',
    '?ChoreList|List': '',
    '?Reward|Point': '',
  }),
  // 168
  held('h8-nature-explorer', 'Nature Explorer is a software application that allows children to learn about and explore the wonders of nature through interactive activities and educational content. It includes features such as virtual tours of different ecosystems, animal and plant identification, nature-themed quizzes and puzzles, and educational videos about wildlife and conservation. Children can also track their outdoor adventures by recording observations and photos of plants and animals they encounter. Nature Explorer aims to spark curiosity, encourage outdoor exploration, and foster a love for the natural world in children.', {
    'Observation|Sighting': 'date:date, photo|image:image, note|notes|description:text, >Plant|Animal|Species',
    'Plant|Species': 'name',
    'Animal|Species': 'name',
    '?Ecosystem|Tour|VirtualTour': '',
    '?Quiz|Puzzle': '',
    '?Video': '',
    '?Adventure|Outing|Trip': '',
    '?Child': '',
  }),
  // 174
  held('h8-family-schedule', 'FamilySchedule is a software application that helps families organize and manage their daily schedules by providing a shared calendar, task lists, and reminders.', {
    'Event|CalendarEvent': 'title|name, start|date:datetime',
    'Task|TaskItem': 'title|name',
    '?TaskList|List': '',
    '?Reminder': '',
    '?Family|FamilyMember|Member': '',
    '?Calendar': '',
  }),
  // 186
  held('h8-savings', 'The Savings Tracker is a finance software application that helps users track their savings and monitor their progress towards their savings goals. Users can input their savings amount and set a target goal for a specific time period. The application will provide a visual representation of their savings progress through charts and graphs. Users can also track their savings history and view their saving habits over time. The main function of the software is to provide users with a simple and effective way to track and manage their savings.', {
    'Saving|Savings|Deposit|SavingsEntry|Contribution': 'amount:money, date:date, >Goal|SavingsGoal',
    'Goal|SavingsGoal': 'target|amount:money, deadline|end|date:date',
  }),
  // 198
  held('h8-financial-goals', 'Financial Goal Manager is a finance software application that helps users set and manage their financial goals. Users can input their specific goals, such as saving for retirement, buying a house, or paying off debt. The application will provide tools and resources to track progress towards these goals, including goal trackers, milestone notifications, and personalized financial advice. Users can also set deadlines and receive reminders to stay on track with their goals. The main function of the software is to provide users with a comprehensive and organized platform to achieve their financial aspirations.', {
    'Goal|FinancialGoal': 'name|title, target|amount:money, deadline|due|date:date',
    Milestone: '>Goal|FinancialGoal',
    '?Reminder|Notification': '',
    '?Advice|Tip': '',
    '?Progress|Contribution': '',
  }),
  // 204
  held('h8-investments', 'Investment Tracker is a finance software application that helps users track and manage their investment portfolios. Users can input their investments, including stocks, bonds, mutual funds, and other assets, and categorize them into different categories such as growth, income, and balanced portfolios. The application will provide visualizations and reports that show users the performance of their investments over time and compare it to market benchmarks. Users can also set investment goals and receive notifications when their investments reach certain milestones.', {
    'Investment|Asset|Holding': 'name, type|asset_type|kind:enum, value|amount|price:money, category|portfolio',
    'Goal|InvestmentGoal': 'target|amount:money',
    '?Portfolio': '',
    '?Benchmark': '',
    '?Notification|Alert': '',
    '?Milestone': '',
  }),
  // 210
  held('h8-fitness', 'Build a fitness tracking app that helps users log their workouts, set goals, and track their progress towards their fitness targets.', {
    Workout: 'date:date, duration:count|number, type|name',
    'Goal|FitnessGoal': 'target|name|title',
    '?Exercise': '',
    '?Progress': '',
  }),
  // 216
  held('h8-habits', 'Healthy Habits is a software application that helps users develop and maintain healthy daily habits. Users can create a personalized list of habits they want to incorporate into their lifestyle, such as drinking enough water, getting enough sleep, or exercising regularly. The app provides reminders and notifications to help users stay on track and complete their daily goals. Users can track their progress and view statistics to see how consistent they are with their habits. Healthy Habits does not require any complex features or rely on real-world data sources.', {
    Habit: 'name',
    'HabitLog|Completion|CheckIn|Checkin|HabitEntry|Entry|Log': 'date:date, >Habit',
    '?Reminder|Notification': '',
    '?Goal': '',
  }),
  // 228
  held('h8-weight', 'WeightMonitor is a software application that helps users track and monitor their weight loss or weight gain goals. Users can input their current weight and desired target weight, and the app will generate a personalized weight loss or weight gain plan. The app provides a progress tracking feature that allows users to monitor their weight changes over time. It also offers recommendations on diet and exercise based on the user', {
    'WeightEntry|WeightLog|WeighIn|Measurement|Weight|Entry': 'weight:number, date:date',
    'Goal|WeightGoal': 'target|target_weight:number',
    '?Plan': '',
    '?Recommendation': '',
  }),
  // 240
  held('h8-medical-info', 'A software application for tracking and managing medical information, including diagnoses, medications, treatments, and appointment reminders.', {
    'Diagnosis|Condition': 'name, date:date',
    Medication: 'name, dosage|dose',
    Treatment: 'name',
    Appointment: 'date|start|time:datetime',
    '?Reminder': '',
    '?Patient|Doctor': '',
  }),
  // 246
  held('h8-symptom-checker', 'The Medical Symptom Checker is a software application that allows users to input their symptoms and receive a list of possible medical conditions or diagnoses related to those symptoms. It provides information on symptoms, causes, and treatments for each condition, and allows users to track their symptoms over time.', {
    Symptom: 'name',
    'Condition|Diagnosis|MedicalCondition': 'name, cause|causes, treatment|treatments',
    'Condition>Symptom|Symptom>Condition|Diagnosis>Symptom|MedicalCondition>Symptom': '',
    'SymptomLog|SymptomEntry|Entry|Log|Record': 'date:date, >Symptom',
  }),
  // 258
  held('h8-symptom-tracker', 'A simplified version of the Medical Symptom Tracker software that allows users to track and monitor their symptoms over time. Users can log their symptoms, severity, and duration to gain insights into their health. The software provides basic data visualizations to help users identify patterns and potential triggers. It does not include advanced features for analysis and personalized recommendations.', {
    'SymptomLog|SymptomEntry|Log|Entry|Symptom': 'severity, duration, date:date',
    '?Symptom': '',
    '?Trigger|Pattern': '',
  }),
  // 270
  held('h8-playlists', 'Generate personalized playlists based on user preferences and music analysis. Export playlists to preferred music player.', {
    Playlist: 'name',
    'Song|Track': 'title, artist, genre',
    'Playlist>Song|Playlist>Track': '',
    '?Preference|Artist|Genre': '',
  }),
  // 288
  held('h8-music-loops', 'The Music Loop Creator is a software application that allows users to easily create and arrange loops of musical patterns. Users can select different instrument sounds and create their own sequences of notes or chords. The software provides a user-friendly interface with a grid-based layout where users can place and rearrange musical patterns to create unique loops. It also offers features like tempo adjustment, loop length customization, and the ability to export the loops to various audio file formats. The Music Loop Creator aims to empower musicians, producers, and DJs with a versatile tool for loop creation and music production.', {
    Loop: 'name, tempo|bpm:number|count, length:number|count',
    'Pattern|Sequence': '>Loop, >Instrument|Sound',
    'Instrument|Sound': 'name',
    '?Note|Chord': '',
  }),
  // 306
  held('h8-newshive', 'NewsHive is a software application that provides a curated collection of news articles from various sources based on user preferences and interests. It allows users to explore the latest news across different categories and topics, providing a personalized news experience. The application also offers features like saving articles for later reading, sharing articles on social media platforms, and bookmarking favorite sources.', {
    'Article|NewsArticle': 'title, >Source|NewsSource, >Category|Topic',
    'Source|NewsSource': 'name',
    'Category|Topic': 'name',
    '?Topic': '',
    '?SavedArticle|Bookmark|Favorite|ReadLater': '',
    '?Preference|Interest': '',
    '?Share': '',
  }),
  // 312
  held('h8-newsmeter', 'Evaluate the credibility of news articles by analyzing multiple factors and generating trustworthiness scores with explanations and evidence.', {
    'Article|NewsArticle': 'title|url|headline',
    'Evaluation|Score|CredibilityScore|TrustScore|Assessment|Analysis|Rating': 'score:number|rating, explanation:text, >Article|NewsArticle',
    '?Evidence|Factor': '',
  }),
  // 330
  held('h8-notebooks', 'Create a software application that allows users to create and manage digital notebooks. Users can organize notes, ideas, tasks, set reminders, and perform searches within the notebooks.', {
    Notebook: 'name|title',
    Note: 'title, content|body|text:text, >Notebook',
    '?Idea': '',
    '?Task': '',
    '?Reminder': '',
  }),
  // 342
  held('h8-noteplan', 'NotePlan is a notebook software application that combines note-taking and planning features. Users can create and organize notes, tasks, and events in a seamless and intuitive interface. NotePlan allows users to schedule tasks and events directly within their notes, with the ability to set reminders and due dates. It also offers a calendar view that displays the scheduled events and tasks for better visualization and planning. Users can easily switch between the note-taking and planning modes for efficient organization and productivity.', {
    Note: 'title, content|body|text:text',
    Task: 'title|name, due|due_date:date, >Note',
    Event: 'title|name, date|start:datetime, >Note',
    '?Reminder': '',
  }),
  // 348
  held('h8-highlighter', 'A software application that allows users to highlight and annotate digital notebooks. Users can select text or sections of their notes and apply different colors to highlight important information. They can also add annotations or comments to the highlighted sections for further clarification or context. The software provides a simple and intuitive interface for easy highlighting and annotation.', {
    Notebook: 'name|title',
    'Note|Page': 'title|content, >Notebook',
    Highlight: 'color|colour, text|selection, >Note|Page',
    'Annotation|Comment': 'text|content|body|comment, >Highlight',
  }),
  // 366
  held('h8-office-chat', 'Office Chat is a software application that provides a real-time communication platform for employees within an office. It allows users to send messages, share files, and collaborate on projects. The software includes features such as individual and group chats, file sharing, message search, and notification settings.', {
    Message: 'content|text|body, >Chat|Conversation|Group|Channel|GroupChat',
    'Chat|Conversation|Group|Channel|GroupChat': 'name',
    'File|SharedFile|Attachment': 'name|file|url',
    'Employee|User|Member': 'name',
    'Message>Employee|Message>User|Message>Member': '',
    '?Project': '',
    '?NotificationSetting|Setting': '',
  }),
  // 372
  held('h8-office-space', 'Office Space Booking Tracker is a software designed to help employees track and manage the availability and bookings of different workspaces within an office building. It provides a user-friendly interface where employees can view the floor plan, check the availability of workspaces, and make bookings for specific time periods. The software also allows employees to add special requirements or preferences to their bookings. With its intuitive features, Office Space Booking Tracker simplifies the process of finding and reserving workspaces, improving office management efficiency.', {
    'Workspace|Space|Desk|Room': 'name, floor|location',
    'Booking|Reservation': 'start:datetime, end:datetime, requirement|requirements|preference|notes:text, >Workspace|Space|Desk|Room, >Employee',
    Employee: 'name',
    '?Floor|FloorPlan|Building': '',
  }),
  // 384
  held('h8-task-feedback', 'A software that allows employees to provide feedback on tasks assigned to them within an office setting. This software provides a platform for employees to share their thoughts, suggestions, and concerns regarding specific tasks. It facilitates feedback submission, categorization, and tracking, enabling managers to review and address employee feedback effectively.', {
    Task: 'title|name, >Employee|Assignee',
    Feedback: 'comment|text|content|message, category|type, status, >Task, >Employee',
    Employee: 'name',
    '?Manager': '',
    '?Category': '',
  }),
  // 390
  held('h8-stickers', 'A software that allows users to create customized stickers using their own photos. Users can select an image, choose the desired shape and size of the sticker, and add text or decorative elements. The software provides easy-to-use tools for cropping, resizing, and adding effects to the photos. Once the sticker is created, users can save it as a transparent PNG file to use in messaging apps or social media platforms.', {
    Sticker: 'name, image|photo:image, shape, size, text',
    '?Photo|Image': '',
  }),
  // 420
  held('h8-bookshelf', 'Develop a software application that allows users to efficiently manage their personal book collections. Users can input book details, categorize books into custom-defined shelves, add personal notes and ratings, and generate reports on their book collection. The software provides search and filter functionalities for easy access to desired books.', {
    Book: 'title, author, notes|note:text, rating:rating, >Shelf|Bookshelf',
    'Shelf|Bookshelf': 'name',
    '?Author': '',
    '?Report': '',
    '?Category': '',
  }),
  // 438
  held('h8-bookquote', 'BookQuote is a software application that allows users to discover and share meaningful quotes from their favorite books. Users can search for quotes by book title, author, or keyword, and the software will display a collection of relevant quotes. Users can also create profiles, save their favorite quotes, and share them with others on social media platforms. BookQuote aims to inspire readers and create a community centered around literary wisdom and insight.', {
    Quote: 'text|content|quote:text, >Book',
    Book: 'title, author',
    'Profile|User|Member|Reader': 'name',
    'Profile>Quote|User>Quote|Member>Quote|Reader>Quote': '',
    '?Author': '',
    '?Favorite|SavedQuote|FavoriteQuote': '',
    '?Keyword|Tag|Share': '',
  }),
  // 444
  held('h8-bookflow', 'BookFlow is a software application that helps users enhance their reading experience by providing a platform for immersive book discussions. Users can create profiles, join or create book clubs, participate in discussions, share their thoughts and opinions, and even organize virtual book readings. BookFlow offers a user-friendly interface where users can explore various genres, join existing discussions or start new ones, and connect with like-minded individuals who share their passion for books.', {
    'Profile|Member|User|Reader': 'name',
    'BookClub|Club': 'name',
    'Profile>BookClub|Member>BookClub|User>BookClub|Reader>BookClub|Profile>Club|Member>Club|User>Club|Reader>Club': '',
    'Discussion|Thread|Topic': 'title, >BookClub|Club|Book',
    'Reading|BookReading|VirtualReading|Event': 'date|start:datetime, >BookClub|Club|Book',
    Book: 'title, author, genre',
    '?Post|Comment|Reply|Message|Opinion': '',
    '?Genre': '',
    '?Membership|ClubMember': '',
  }),
  // 450
  held('h8-foodbuddy', 'A Restaurants&Delivery software application that allows users to discover and order food from nearby restaurants. It provides a user-friendly interface where users can browse through a variety of restaurants, view their menu items, and place orders for pickup or delivery. Features like order tracking, payment options, and customer reviews enhance the overall user experience.', {
    Restaurant: 'name, address|location',
    'MenuItem|Dish|Item': 'name, price:money, >Restaurant',
    Order: 'status:enum, type|method|fulfillment|delivery:enum=pickup/delivery, >Restaurant',
    'Order>MenuItem|Order>Dish|Order>Item|OrderItem>MenuItem|OrderItem>Dish': '',
    'Review|CustomerReview': 'rating:rating, comment|text|body, >Restaurant',
    '?OrderItem|LineItem': '',
    '?Payment': '',
    '?Customer|User': '',
    '?Menu': '',
  }),
  // 462
  held('h8-smartserve', 'SmartServe is a Restaurants&Delivery software application that enhances the dining experience by providing personalized recommendations and seamless ordering options. Users can create profiles and input their preferences for cuisine, dietary restrictions, and delivery preferences. The software uses sophisticated algorithms to analyze user data and recommend restaurants and menu items that match their preferences. Users can browse through curated menus, view customer reviews, and place orders for pickup or delivery. SmartServe aims to provide a convenient, personalized, and efficient solution for users to discover and order food from nearby restaurants.', {
    'Profile|Customer|User': 'name, cuisine, dietary|diet|restriction',
    Restaurant: 'name, cuisine',
    'MenuItem|Dish|Item': 'name, price:money, >Restaurant',
    Review: 'rating:rating, >Restaurant|MenuItem|Dish',
    Order: 'type|method|fulfillment|delivery:enum=pickup/delivery, >Restaurant',
    'Order>MenuItem|Order>Dish|Order>Item': '',
    '?Preference': '',
    '?Recommendation': '',
    '?Menu': '',
    '?OrderItem|LineItem': '',
  }),
  // 480
  held('h8-timewise', 'TimeWise is a schedule software application that helps individuals manage their time effectively. It allows users to create and organize tasks, set priorities, and allocate time for each task. Users can also track their progress, receive reminders, and generate reports to analyze their productivity.', {
    Task: 'title|name, priority:enum, time|duration|allocated|estimate:number|count, status|done|progress',
    '?Reminder': '',
    '?Report': '',
    '?TimeBlock|TimeSlot|Allocation': '',
  }),
  // 486
  held('h8-timetrack', 'TimeTrack is a schedule software application that helps individuals track and analyze their time usage. It allows users to log their activities, assign categories, and allocate time for each activity. Users can view detailed reports and visual representations of their time allocation to identify areas for improvement in productivity and time management.', {
    'Activity|TimeEntry|Entry|Log|ActivityLog': 'name|title|description, duration|time|hours|minutes:number|count, >Category',
    Category: 'name',
    '?Report': '',
  }),
  // 516
  held('h8-shopping-planner', 'The Shopping Planner software is designed to help users plan their shopping trips efficiently. It allows users to create customizable shopping lists, categorize items, and set reminders for upcoming trips. The software also includes a map feature that suggests the most optimized route for the shopping trip, minimizing travel time and maximizing convenience. Users can add items manually or import them from previous shopping lists. Shopping Planner aims to streamline the shopping experience and eliminate the hassle of forgetting essential items.', {
    'ShoppingList|List': 'name',
    'Item|ListItem|ShoppingItem': 'name, >ShoppingList|List, >Category',
    Category: 'name',
    'Trip|ShoppingTrip': 'date:date|datetime, >ShoppingList|List',
    '?Reminder': '',
    '?Store|Route|Location': '',
  }),
  // 522
  held('h8-shopstyle', 'ShopStyle is a shopping software application that allows users to discover and shop for fashion items from various online retailers. It provides a curated collection of clothing, accessories, and footwear from popular brands, and users can browse through the products based on their preferences and style. ShopStyle offers a seamless shopping experience by providing detailed product information, customer reviews, and the ability to filter and sort items based on price, brand, and size. It aims to simplify the process of finding and purchasing fashionable items online.', {
    'Product|Item|FashionItem': 'name, price:money, size, brand, category|type, >Retailer|Store|Shop',
    'Retailer|Store|Shop': 'name',
    'Review|CustomerReview': 'rating:rating, >Product|Item|FashionItem',
    '?Brand': '',
    '?Category': '',
    '?Favorite|Wishlist|Cart|Order': '',
  }),
  // 528
  held('h8-pricewatch', 'PriceWatch is a shopping software application that allows users to track and monitor the prices of their preferred products from online retailers. Users can select specific products and set price thresholds, and the software will notify them when the prices drop below their desired levels. PriceWatch also provides a historical price chart for each product, allowing users to visualize price trends over time. With PriceWatch, users can easily spot price drops and make informed purchasing decisions to save money.', {
    'Product|Item': 'name, price|current_price:money, retailer|store|shop',
    'PriceAlert|Alert|Threshold|Watch|WatchItem|Tracker': 'threshold|target|price:money, >Product|Item',
    'PricePoint|PriceHistory|PriceRecord|Price|PriceChange': 'price|amount:money, date|recorded|checked:date|datetime, >Product|Item',
    '?Retailer|Store|Shop': '',
    '?Notification': '',
  }),
  // 540
  held('h8-connectionhub', 'A social networking platform for professionals to connect, network, and collaborate. Users can create profiles, search for and connect with other professionals, join groups, share content, participate in discussions, and discover career opportunities.', {
    'Profile|Professional|Member|User': 'name',
    Connection: '>Profile|Professional|Member|User',
    Group: 'name',
    'Profile>Group|Professional>Group|Member>Group|User>Group': '',
    'Post|Content': 'content|text|body, >Profile|Professional|Member|User',
    'Discussion|Thread|Topic': 'title',
    'Opportunity|Job|CareerOpportunity|JobPosting|Opening': 'title',
    '?Comment|Reply': '',
    '?Membership|GroupMember': '',
  }),
  // 552
  held('h8-connecthive', 'ConnectHive is a social networking software application that connects individuals passionate about beekeeping. Users can create profiles, search for other beekeepers, and share knowledge, tips, and beekeeping techniques. It also features a marketplace for buying and selling honey products and equipment.', {
    'Profile|Beekeeper|Member|User': 'name',
    'Tip|Post|Article|Technique|Knowledge': 'title|content|text|body, >Profile|Beekeeper|Member|User',
    'Listing|Product|Item': 'name|title, price:money, >Profile|Beekeeper|Member|User',
    '?Order|Purchase|Sale': '',
    '?Marketplace|Category': '',
  }),
  // 564
  held('h8-socialtutor', 'SocialTutor is a social networking software application that connects individuals seeking tutoring or mentorship with experienced tutors or mentors in various subjects or areas of expertise. Users can create profiles, specify the subjects or skills they need assistance with, and search for tutors or mentors who can provide guidance. The application provides a messaging feature for users to communicate and schedule tutoring or mentorship sessions. SocialTutor aims to facilitate knowledge sharing and academic support within a community of learners.', {
    'Profile|User|Member|Learner|Student': 'name',
    'Tutor|Mentor': 'name',
    'Subject|Skill|Area': 'name',
    'Tutor>Subject|Mentor>Subject|Tutor>Skill|Mentor>Skill': '',
    Message: 'content|text|body',
    'Session|TutoringSession|MentorshipSession|Booking': 'date|start|time:datetime, >Tutor|Mentor, >Profile|User|Member|Learner|Student',
  }),
  // 576
  held('h8-team-roster', 'A software application that allows coaches and team managers to organize and manage their sports team rosters. Users can easily input and update player information, including name, position, jersey number, and contact information. The software provides a clear and intuitive interface for coaches to view and edit team rosters, create lineups, and track player availability for upcoming matches.', {
    Team: 'name',
    Player: 'name, position, jersey_number|number:count|number, contact|phone|email, >Team',
    Lineup: '>Team|Match|Game, >Player',
    'Match|Game': 'date:date|datetime',
    'Availability|PlayerAvailability': '>Player, >Match|Game, available|status',
    '?Coach|Manager': '',
    '?Roster': '',
  }),
  // 588
  held('h8-team-performance', 'A software application that allows sports teams to track and analyze their performance metrics. It enables teams to input data such as goals scored, assists, shots on target, possession percentage, and other relevant statistics. The software generates performance reports, highlights key areas for improvement, and provides insights for coaches and players to enhance their strategies and training. It also allows teams to compare their performance against their previous games or against other teams. Teams can set goals, track progress, and make data-driven decisions to enhance their overall performance.', {
    Team: 'name',
    'Game|Match|Performance|GameStat|Stat|Statistic': 'date:date, goals:count|number, assists:count|number, shots|shots_on_target:count|number, possession:number, >Team',
    'Goal|Target|TeamGoal|Objective': '>Team',
    '?Player': '',
    '?Report': '',
  }),
  // 618
  held('h8-road-conditions', 'The Road Condition Reporter is a transportation software application that allows users to report and track the condition of roads in their area. Users can input information such as potholes, cracks, or other road hazards they encounter while driving or traveling. This data can be collected and analyzed to identify areas in need of repair or improvement, helping to ensure safer road conditions for all users.', {
    'Report|RoadReport|ConditionReport|Hazard|Issue': 'type|hazard|kind|condition:enum=pothole/crack|enum=potholes/cracks, location, date|reported:date|datetime',
    '?Road|Area|Location': '',
  }),
  // 630
  held('h8-travel-planner', 'A software application that helps users plan their travel itinerary efficiently and effectively. It allows users to input their desired travel destination, duration of stay, and interests. Based on this information, the Travel Planner suggests a personalized itinerary, including recommended attractions, activities, and accommodations. Users can customize the itinerary by adding or removing suggestions, and the planner will automatically adjust the schedule accordingly. The Travel Planner also provides additional information such as weather forecasts, transportation options, and estimated costs. By using algorithms and data visualization techniques, the Travel Planner not only simplifies the planning process but also improves the overall travel experience.', {
    'Trip|TravelPlan|Travel|Itinerary': 'destination, duration|days|start',
    'ItineraryItem|Activity|Stop|Day|ScheduleItem': '>Trip|TravelPlan|Travel|Itinerary',
    Attraction: 'name',
    'Accommodation|Hotel|Lodging': 'name, cost|price:money',
    '?Interest': '',
    '?Destination': '',
    '?Transportation|TransportOption': '',
    '?Cost|Expense': '',
    '?Suggestion|Recommendation': '',
  }),
  // 648
  held('h8-travel-memories', 'A software application that allows users to share their travel memories with friends and family. Users can create interactive and visually appealing travel albums by uploading photos, videos, and adding captions. They can also customize the layout and design of the album. The Travel Memories Sharer provides a social media-like platform where users can explore and interact with each other', {
    'Album|TravelAlbum': 'title|name, layout|design|theme',
    'Photo|Media': 'image|photo|url:image, caption, >Album|TravelAlbum',
    'Video|Media': 'url|video|file:url, caption, >Album|TravelAlbum',
    '?Comment|Like|Reaction': '',
    '?Friend|User|Follower': '',
  }),
  // 654
  held('h8-travel-experiences', 'A software application that allows users to explore and discover unique travel experiences around the world. Users can input their travel preferences, such as adventure, culture, or cuisine, and the Travel Experiences app will suggest offbeat locations, local festivals, immersive workshops, and other authentic experiences that align with their interests. The app provides detailed information about each experience, including duration, cost, and user reviews. Users can also book and manage their chosen experiences directly through the app.', {
    Experience: 'name|title, duration, cost|price:money, category|type|theme, location',
    Review: 'rating:rating, comment|text, >Experience',
    Booking: 'date:date|datetime, >Experience',
    '?Location|Destination': '',
    '?Preference|Interest': '',
    '?Festival|Workshop': '',
  }),
  // 684
  held('h8-video-mosaic', 'Video Mosaic Creator is a video software application that allows users to create mosaic-style videos by combining multiple small video clips into a larger mosaic grid. Users can import their video clips, choose the desired grid pattern and size, and the software will automatically arrange and play the clips within the mosaic. Users can also customize the playback speed, transition effects, and add background music to enhance the visual and auditory experience of the mosaic video.', {
    'Mosaic|MosaicVideo|Project': 'name|title, grid|pattern|layout, speed|playback_speed:number, transition, music|background_music',
    'Clip|VideoClip|Video': 'name|title|file|url, >Mosaic|MosaicVideo|Project',
    '?Music|Track|Song': '',
    '?Transition|Effect|Grid|Pattern': '',
  }),
];

export const BLIND6_EDIT_CASES: EditCase[] = [
  // base: 0
  heldEdit('h8-x-payment-method', 'Track your expenses easily', 'add a payment method to each expense: cash, card or bank transfer', ['Expense.payment_method|method|payment=cash/card/bank transfer']),
  // base: 156
  heldEdit('h8-x-chore-rewards', 'Chore Buddy is a software application that helps parents manage household chores and teach responsibility to their children. The app allows parents to create chore lists, set deadlines, and assign tasks to their children. Children can mark tasks as complete and earn points for their accomplishments. Parents can track their children', 'The kids should be able to spend their points on rewards. Add rewards with a name and how many points each one costs.', ['+Reward', '+Reward.name', '+Reward.points|cost:count|number']),
  // base: 420
  heldEdit('h8-x-book-loans', 'Develop a software application that allows users to efficiently manage their personal book collections. Users can input book details, categorize books into custom-defined shelves, add personal notes and ratings, and generate reports on their book collection. The software provides search and filter functionalities for easy access to desired books.', 'I lend books to friends a lot - add loans so I can see who borrowed which book and when it\'s due back', ['+Loan|Lending|BookLoan', 'Loan>Book|Lending>Book|BookLoan>Book', '+Loan|Lending|BookLoan.due:date|datetime']),
  // base: 450
  heldEdit('h8-x-out-for-delivery', 'A Restaurants&Delivery software application that allows users to discover and order food from nearby restaurants. It provides a user-friendly interface where users can browse through a variety of restaurants, view their menu items, and place orders for pickup or delivery. Features like order tracking, payment options, and customer reviews enhance the overall user experience.', 'I need a page that shows only the orders that are out for delivery right now', ['page~deliver']),
  // base: 576
  heldEdit('h8-x-jersey-required', 'A software application that allows coaches and team managers to organize and manage their sports team rosters. Users can easily input and update player information, including name, position, jersey number, and contact information. The software provides a clear and intuitive interface for coaches to view and edit team rosters, create lineups, and track player availability for upcoming matches.', 'make the jersey number required', ['req=Player.jersey_number|number']),
  // base: 420
  heldEdit('h8-x-shelves-collections', 'Develop a software application that allows users to efficiently manage their personal book collections. Users can input book details, categorize books into custom-defined shelves, add personal notes and ratings, and generate reports on their book collection. The software provides search and filter functionalities for easy access to desired books.', 'call shelves collections instead', ['+Collection', '-Shelf|Bookshelf']),
  // base: 342
  heldEdit('h8-x-dark-notes', 'NotePlan is a notebook software application that combines note-taking and planning features. Users can create and organize notes, tasks, and events in a seamless and intuitive interface. NotePlan allows users to schedule tasks and events directly within their notes, with the ability to set reminders and due dates. It also offers a calendar view that displays the scheduled events and tasks for better visualization and planning. Users can easily switch between the note-taking and planning modes for efficient organization and productivity.', 'Can you give it a dark theme? I mostly use it at night', ['dark']),
  // base: 216
  heldEdit('h8-x-green-habits', 'Healthy Habits is a software application that helps users develop and maintain healthy daily habits. Users can create a personalized list of habits they want to incorporate into their lifestyle, such as drinking enough water, getting enough sleep, or exercising regularly. The app provides reminders and notifications to help users stay on track and complete their daily goals. Users can track their progress and view statistics to see how consistent they are with their habits. Healthy Habits does not require any complex features or rely on real-world data sources.', 'Make the colours green', ['theme=green|emerald']),
  // base: 54
  heldEdit('h8-x-complaint-order', 'Customer Complaint Resolution Tracker is a business software application that helps businesses efficiently manage and resolve customer complaints. It provides a user-friendly interface for customers to submit their complaints, track the progress, and communicate with the support team. The software enables support agents to receive and assign complaints to specific agents, prioritize them based on severity, and ensure timely resolution. It also offers features like automated ticket escalation, complaint status tracking, and reporting to enhance customer satisfaction.', 'Every complaint should have a category (billing, delivery, product quality or other) and be linked to the order it\'s about', ['Complaint.category=billing/delivery/product quality/other', '+Order', 'Complaint>Order']),
  // base: 516
  heldEdit('h8-x-trip-stores', 'The Shopping Planner software is designed to help users plan their shopping trips efficiently. It allows users to create customizable shopping lists, categorize items, and set reminders for upcoming trips. The software also includes a map feature that suggests the most optimized route for the shopping trip, minimizing travel time and maximizing convenience. Users can add items manually or import them from previous shopping lists. Shopping Planner aims to streamline the shopping experience and eliminate the hassle of forgetting essential items.', 'Add stores with their address, and let me choose which store each shopping trip goes to', ['+Store', '+Store.address', 'Trip>Store|ShoppingTrip>Store']),
  // base: 330
  heldEdit('h8-x-newest-notes', 'Create a software application that allows users to create and manage digital notebooks. Users can organize notes, ideas, tasks, set reminders, and perform searches within the notebooks.', 'show the newest notes at the top', ['sort=Note.-']),
  // base: 240
  heldEdit('h8-x-medication-schedule', 'A software application for tracking and managing medical information, including diagnoses, medications, treatments, and appointment reminders.', 'For medications I want to record the dosage, how often I take it (once a day, twice a day or three times a day) and the date I started', ['+Medication.dosage|dose', 'Medication.frequency|how_often=once a day/twice a day/three times a day|once/twice/three times', '+Medication.start:date|datetime']),
  // base: 654
  heldEdit('h8-x-upcoming-bookings', 'A software application that allows users to explore and discover unique travel experiences around the world. Users can input their travel preferences, such as adventure, culture, or cuisine, and the Travel Experiences app will suggest offbeat locations, local festivals, immersive workshops, and other authentic experiences that align with their interests. The app provides detailed information about each experience, including duration, cost, and user reviews. Users can also book and manage their chosen experiences directly through the app.', 'add a page listing my upcoming bookings', ['page~upcoming|booking']),
  // base: 480
  heldEdit('h8-x-focusday-projects', 'TimeWise is a schedule software application that helps individuals manage their time effectively. It allows users to create and organize tasks, set priorities, and allocate time for each task. Users can also track their progress, receive reminders, and generate reports to analyze their productivity.', 'Rename the app to FocusDay, and let me put each task in a project', ['name=FocusDay', '+Project', 'Task>Project']),
  // base: 372
  heldEdit('h8-x-booking-status', 'Office Space Booking Tracker is a software designed to help employees track and manage the availability and bookings of different workspaces within an office building. It provides a user-friendly interface where employees can view the floor plan, check the availability of workspaces, and make bookings for specific time periods. The software also allows employees to add special requirements or preferences to their bookings. With its intuitive features, Office Space Booking Tracker simplifies the process of finding and reserving workspaces, improving office management efficiency.', 'bookings need a status - pending, confirmed or cancelled', ['Booking|Reservation.status=pending/confirmed/cancelled']),
];
