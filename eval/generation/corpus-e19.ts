/**
 * A private check batch (e19) written by the entities helper (`ent`) in the twelfth generation
 * session, 2026-11-28, on main a325d2a, together with corpus-e18.ts and before any rule change of that
 * session. One case per software description of SRDD (the Software Requirement Description Dataset
 * of OpenBMB/ChatDev, Apache-2.0 licence; games and pure utilities removed) with index i % 6 == 1 and
 * i >= 345 that asks for stored records, the description used verbatim. Measured before and after,
 * but its misses are never read or tuned on (run it only with `--only 'e19-*'` and read the
 * aggregate lines, never `--verbose`), so its numbers (docs/benchmarks.md) are a generalisation
 * signal. Split 'dev' only so it can be run by prefix. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E19_CREATE_CASES: CreateCase[] = [
  // i=349
  dev('e19-notebook-planner', 'A software application that combines note-taking and planner features to help users stay organized and manage their tasks effectively. Users can create and organize notes, set reminders, and schedule tasks and events within their notebooks. The software provides a calendar view to visualize the scheduled events and tasks and allows users to easily switch between the note-taking and planning modes for seamless organization and productivity.', {
    Note: 'title, body|content|text:text, >Notebook',
    Task: 'title|name, due|date|scheduled:date|datetime',
    Event: 'title|name, date|start:datetime|date',
    Reminder: '',
    '?Notebook': '',
  }),
  // i=355
  dev('e19-notebook-chat', 'NotebookChat is a software application that combines note-taking and instant messaging features. Users can create digital notebooks to jot down their thoughts, ideas, and tasks. They can also invite friends or colleagues to collaborate within the notebooks and have real-time conversations while taking notes. NotebookChat provides a chat interface alongside the note-taking interface, allowing users to seamlessly switch between discussions and note-taking. This software aims to foster collaboration, facilitate information sharing, and enhance productivity.', {
    Notebook: 'name|title',
    Note: 'body|content|text:text, >Notebook',
    'Message|ChatMessage': 'text|body|content:text',
    '?Invitation|Invite|Collaborator|Member': '',
    '?Conversation|Chat|Discussion': '',
    '?Task|Idea': '',
  }),
  // i=373
  dev('e19-vacation-requests', 'A software application designed to simplify and streamline the process of managing employee vacation requests within an office. It provides a centralized platform for employees to submit vacation requests, which are then automatically processed and tracked by the software. Managers can view and approve/reject vacation requests, and employees can easily check the status of their requests. The software also includes features such as vacation calendar integration, automatic notifications, and reporting capabilities for analyzing vacation trends.', {
    'VacationRequest|Request|LeaveRequest': 'start:date, end:date, status:enum, >Employee',
    Employee: 'name',
    '?Manager': '',
    '?Notification': '',
    '?Report': '',
  }),
  // i=379
  dev('e19-meeting-rooms', 'The Office Meeting Room Scheduler is a software designed to simplify the process of scheduling and managing meeting rooms within an office building...', {
    'MeetingRoom|Room': 'name, capacity:count|number',
    'Booking|Reservation|Meeting': 'start:datetime, >MeetingRoom|Room',
    '?Building|Office': '',
    '?Employee|User': '',
  }),
  // i=385
  dev('e19-meeting-feedback', 'A software application that allows employees to provide feedback on office meetings, enabling managers to assess the effectiveness of their meetings and make improvements.', {
    Meeting: 'title|name, date:datetime|date',
    Feedback: 'rating:rating|number, comment|text|body:text, >Meeting',
    '?Employee': '',
    '?Manager': '',
  }),
  // i=415
  dev('e19-filter-mixer', 'A software application that allows users to combine and mix multiple filters to create unique and customized effects for their photos. Users can select an image and choose from a variety of pre-designed filters. The software provides tools for adjusting the intensity and applying multiple filters simultaneously. Users can also create their own custom filters by modifying the parameters and saving them for future use.', {
    'Filter|CustomFilter': 'name, intensity:number',
    '?Photo|Image': '',
    '?Effect|Parameter': '',
  }),
  // i=421
  dev('e19-word-quest', 'A software application that helps users build their vocabulary and enhance their language skills through interactive games and quizzes. It provides a wide range of word lists and engaging activities like word matching, puzzles, and fill in the blanks. Users can track their progress and receive personalized suggestions for improvement.', {
    'WordList|List': 'name',
    Word: 'word|text|name, >WordList|List',
    '?Quiz|Game|Activity': '',
    '?Progress|Score|Result|Attempt': '',
    '?Suggestion': '',
  }),
  // i=427
  dev('e19-book-connect', 'A software application that allows users to connect and collaborate with other book enthusiasts. Users can create profiles, join or create book clubs, participate in discussions, share book recommendations, and even organize virtual book readings. BookConnect provides a platform for users to connect with like-minded individuals, share their reading experiences, and foster a sense of community in the world of books.', {
    'Profile|User|Member|Reader': 'name',
    'BookClub|Club': 'name',
    'Discussion|Thread|Post': '>BookClub|Club',
    'Recommendation|BookRecommendation': '>Book',
    'Reading|BookReading|Event': 'date:datetime|date',
    '?Book': '',
    '?Membership': '',
  }),
  // i=433
  dev('e19-club-recommender', 'A software application that recommends book clubs to users based on their reading preferences and interests. Users can create profiles, input their preferred genres, and specify their reading goals. The software analyzes this information and generates personalized recommendations of book clubs that align with the user', {
    'BookClub|Club': 'name, genre',
    'Profile|User|Reader|Member': 'name',
    '?Genre': '',
    '?Goal|ReadingGoal': '',
    '?Recommendation': '',
  }),
  // i=439
  dev('e19-book-wise', 'BookWise is a software application that allows users to track and manage their reading progress. Users can create profiles and add books to their virtual bookshelf. They can set reading goals, track the number of pages or chapters they have read, and mark books as "read" or "currently reading." BookWise also provides personalized reading recommendations based on users', {
    Book: 'title, status:enum, pages:count|number',
    'Profile|User|Reader': 'name',
    'Goal|ReadingGoal': 'target|pages|books:count|number',
    '?Shelf|Bookshelf|ShelfEntry': '',
    '?Progress|ReadingProgress|ReadingLog': '',
  }),
  // i=445
  dev('e19-quick-search', 'QuickSearch is a software application that allows users to quickly search for specific words or phrases within a collection of reference materials and books. Users can input the word or phrase they are looking for, and the software will display a list of matching results with relevant book details such as title, author, summary, and cover image. Users can click on a book to view more information and add it to their reading list. QuickSearch aims to simplify the process of finding and accessing relevant information from books.', {
    Book: 'title, author, summary:text, cover:image',
    'ReadingList|ReadingListItem|ListItem|SavedBook': '>Book',
    '?Material|ReferenceMaterial|Reference': '',
    '?Search|Query': '',
  }),
  // i=457
  dev('e19-quick-bite', 'QuickBite is a Restaurants&Delivery software application that offers personalized restaurant recommendations to users based on their preferences. It allows users to browse menus, view ratings and reviews, and place orders for pickup or delivery.', {
    Restaurant: 'name',
    'Menu|MenuItem|Dish': 'name, price:money',
    Review: 'rating:rating|number, >Restaurant',
    Order: 'type|method:enum, >Restaurant',
    '?OrderItem': '',
    '?Preference': '',
    '?User|Customer': '',
  }),
  // i=463
  dev('e19-quick-order', 'QuickOrder is a Restaurants&Delivery software application that allows users to quickly and conveniently place food orders from their favorite restaurants. It provides a simple and intuitive interface where users can browse through a curated selection of popular dishes, add them to their cart, and place orders for pickup or delivery.', {
    Restaurant: 'name',
    Dish: 'name, price:money, >Restaurant',
    Order: 'type|method|fulfilment|fulfillment:enum',
    '?CartItem|Cart|OrderItem': '',
    '?User|Customer': '',
  }),
  // i=469
  dev('e19-menu-express', 'MenuExpress is a Restaurants&Delivery software application that allows users to create personalized menus from their favorite local restaurants. Users can browse through various restaurant menus, select dishes they want to include in their menu, and save their customized menu for future reference. MenuExpress also provides options to schedule delivery or pickup, ensuring a convenient dining experience.', {
    Restaurant: 'name',
    Dish: 'name, price:money, >Restaurant',
    'Menu|PersonalMenu|CustomMenu': 'name',
    'Menu>Dish|PersonalMenu>Dish|CustomMenu>Dish': '',
    '?Delivery|Order|Pickup': '',
    '?MenuItem': '',
  }),
  // i=475
  dev('e19-dine-in-reserve', 'Dine-inReserve is a Restaurants&Delivery software application that allows users to make reservations for dine-in at their favorite restaurants. It provides a user-friendly interface where users can search for nearby restaurants, view their availability for dine-in, and reserve a table. The software also offers features like browsing menus, viewing customer reviews, and making special requests for a personalized dining experience.', {
    Restaurant: 'name, location|address',
    'Reservation|Booking': 'date|time:datetime, party_size|guests|people:count|number, special_request|request:text, >Restaurant',
    '?Table': '',
    '?Menu|MenuItem|Dish': '',
    '?Review': '',
    '?User|Customer': '',
  }),
  // i=481
  dev('e19-day-planner', 'The DayPlanner software is designed to help individuals plan and organize their daily activities efficiently. It provides a user-friendly interface where users can input their tasks, set priorities, and categorize them based on different criteria such as work, personal, or other custom categories. The software allows users to allocate specific time slots for each task and provides reminders and notifications to keep users on track. It also offers a visual overview of the day', {
    Task: 'title|name, priority:enum, start|time|slot:datetime, >Category',
    Category: 'name',
    '?Reminder': '',
    '?TimeSlot|Slot': '',
  }),
  // i=487
  dev('e19-schedule-tracker', 'ScheduleTracker is a schedule software application that helps individuals keep track of their daily activities and ensure they stay on schedule. It provides a user-friendly interface where users can input their tasks and allocate specific time slots for each task. ScheduleTracker also allows users to set reminders and notifications, ensuring they never miss an important deadline. Additionally, the software offers a visual overview of the day, giving users a clear picture of how their time is allocated. Users can also generate reports to analyze their productivity and make adjustments as needed.', {
    Task: 'title|name, start|time|slot:datetime, deadline|due:date|datetime',
    '?Reminder': '',
    '?TimeSlot|Slot': '',
    '?Report': '',
  }),
  // i=499
  dev('e19-organizer-pro', 'Organizer Pro is a schedule software application that helps individuals efficiently organize and manage their tasks, events, and appointments. Users can input their tasks and events, set deadlines, allocate specific time slots, and categorize them based on different criteria. The software provides a user-friendly interface with customizable views and options, reminders, notifications, and the ability to generate reports and visualize the schedule.', {
    Task: 'title|name, deadline|due:date|datetime, >Category',
    Event: 'title|name, start|date:datetime|date',
    Appointment: 'date|start|time:datetime',
    '?Category': '',
    '?Reminder': '',
    '?Report': '',
  }),
  // i=505
  dev('e19-flexi-schedule', 'FlexiSchedule is a schedule software application that allows users to create flexible schedules based on their availability and preferences. It provides a user-friendly interface where users can input their tasks, set priorities, and allocate time slots. FlexiSchedule also offers customization options, allowing users to define their work hours, breaks, and recurring activities. The software provides reminders and notifications to keep users on track with their schedule. Additionally, FlexiSchedule offers a visual representation of the schedule, allowing users to easily manage their tasks and optimize their productivity.', {
    Task: 'title|name, priority:enum, start|time|slot:datetime',
    '?WorkHour|WorkHours|Availability|Break': '',
    '?Activity|RecurringActivity': '',
    '?Reminder': '',
  }),
  // i=511
  dev('e19-wishlist', 'The Wishlist Tracker is a software that helps users keep track of the items they want to purchase in the future.', {
    'Item|WishlistItem|Product': 'name, price:money',
    '?Wishlist': '',
  }),
  // i=517
  dev('e19-shopper-friends', 'Shopper Friends is a social shopping app that allows users to connect with friends, create shopping lists, share product recommendations, and organize group shopping outings. It includes features like in-app messaging and real-time updates on friends', {
    'ShoppingList|List': 'name',
    'Recommendation|ProductRecommendation': '>Product',
    'Outing|ShoppingOuting|Trip|GroupOuting': 'date:datetime|date',
    Message: 'text|body|content:text',
    '?Friend|Friendship|Connection': '',
    '?Product|Item|ListItem': '',
    '?User': '',
  }),
  // i=523
  dev('e19-price-alert', 'Price Alert Plus is a shopping software application that helps users save money by providing real-time price alerts for products they are interested in purchasing. Users can set price thresholds for specific products and receive notifications when the prices drop below their desired levels. The software also allows users to compare prices across different online retailers and provides insights on the best time to make a purchase. With Price Alert Plus, users can easily track price fluctuations and make informed buying decisions.', {
    Product: 'name, price:money',
    'Alert|PriceAlert': 'threshold|target|price:money, >Product',
    '?Retailer|Store': '',
    '?Price|PriceRecord|PriceHistory': '',
    '?Notification': '',
  }),
  // i=535
  dev('e19-shop-search', 'ShopSearch is a shopping software application that helps users find products quickly and efficiently. It allows users to search for specific products or browse through categories to discover new items. ShopSearch provides relevant product information, customer reviews, and the ability to compare prices from different online retailers. The software also includes a user-friendly interface that allows users to filter and sort search results based on their preferences. With ShopSearch, users can easily find and purchase the products they need without the hassle of navigating multiple websites.', {
    Product: 'name, price:money, >Category',
    Category: 'name',
    Review: 'rating:rating|number, >Product',
    '?Retailer|Store': '',
    '?Price|Offer': '',
    '?Order|Purchase': '',
  }),
  // i=547
  dev('e19-group-chat', 'GroupChat is a social networking software application that allows users to create and participate in group chats with individuals who share common interests or hobbies. Users can join existing groups or create their own and invite others to join. Each group chat has text and multimedia messaging capabilities, allowing users to share content, discuss various topics, and build connections within the group. GroupChat provides a platform for users to engage in meaningful conversations and form communities around specific interests or hobbies.', {
    'Group|GroupChat|Chat': 'name, topic|interest',
    Message: 'text|body|content:text, >Group|GroupChat|Chat',
    '?Membership|Member': '',
    '?Invitation|Invite': '',
    '?User': '',
  }),
  // i=553
  dev('e19-event-connect', 'EventConnect is a social networking software application that connects individuals interested in attending and organizing events. Users can create profiles, search for events based on their interests and location, RSVP to events, and connect with other attendees. They can also create their own events, specify the details such as date, time, location, and type of event, and invite others to join. The application provides a messaging feature for users to communicate and coordinate before and during the event.', {
    Event: 'name|title, date:date|datetime, location, type:enum',
    'Profile|User|Member|Attendee': 'name',
    'Rsvp|RSVP|Attendance|Registration': '>Event',
    Message: 'text|body|content:text',
    '?Invitation|Invite': '',
    '?Connection': '',
  }),
  // i=565
  dev('e19-career-connect', 'CareerConnect is a social networking software application designed to connect students and professionals within a specific industry for mentorship and career guidance. Users can create profiles, search for professionals based on their industry, and request mentorship or advice. Professionals can accept or decline requests and both parties can communicate through messaging. The application also provides resources and opportunities for users to participate in virtual career fairs and workshops.', {
    'Profile|User|Member': 'name, industry',
    'MentorshipRequest|Request': 'status:enum',
    Message: 'text|body|content:text',
    '?CareerFair|Fair|Event': '',
    '?Workshop|Event': '',
    '?Resource': '',
    '?Professional|Mentor': '',
    '?Student|Mentee': '',
  }),
  // i=577
  dev('e19-game-tickets', 'SportsGameTickets is a software application that allows users to conveniently purchase tickets for sports events. The app provides a user-friendly interface where users can browse through upcoming sports games, view seating charts, and select their preferred seats. Users can also filter games by sport type, location, and date to find the events they are interested in. Once users have selected their seats, they can securely make their payment and receive their tickets electronically via email or in-app.', {
    Game: 'date|start:datetime|date, location|venue, sport|type',
    Seat: 'row|section|number',
    Ticket: '>Game, >Seat',
    '?Payment|Order|Purchase': '',
    '?Sport': '',
    '?Venue': '',
  }),
  // i=583
  dev('e19-shot-tracker', 'SportsShotTracker is a software application that allows athletes to track and analyze their shooting performance in various sports. Users can input their shooting data, including shot type, distance, and outcome (made or missed), after each practice or game. The software provides detailed statistics and insights, including shooting accuracy, shot distribution, shooting hotspots, and progress over time. Users can generate reports and charts to visualize their shooting performance and identify areas for improvement.', {
    Shot: 'type, distance:number, outcome|made:enum|bool',
    '?Session|Practice|Game': '',
    '?Athlete|Player|User': '',
    '?Report': '',
  }),
  // i=589
  dev('e19-performance-journal', 'The Sports Performance Journal is a software application that allows athletes to track and analyze their performance in various sports activities. Athletes can log their workouts, practice sessions, and games, and input specific details such as duration, intensity level, performance metrics, and notes. The software provides a comprehensive dashboard where athletes can view their performance over time, set goals, and track their progress.', {
    'Session|Workout|Entry|Activity|Log': 'duration:count|number, intensity, notes:text',
    Goal: '',
    '?Athlete': '',
    '?Game|Practice|PracticeSession': '',
    '?Metric|PerformanceMetric': '',
  }),
  // i=643
  dev('e19-travel-log', 'A software application that acts as a digital travel journal, allowing users to document and share their travel experiences. Users can create entries for each trip, including details such as destination, dates, activities, photos, and personal reflections. The Travel Log provides a user-friendly interface for organizing and accessing past entries, as well as the ability to share selected entries with friends and family. It aims to help users preserve their travel memories and inspire others to explore new destinations.', {
    'Entry|Trip|JournalEntry': 'destination, start|date:date, reflection|notes|text:text',
    '?Trip': '',
    Photo: 'image|photo:image, >Entry|Trip|JournalEntry',
    '?Activity': '',
    '?Friend|Share': '',
  }),
  // i=655
  dev('e19-memory-sharer', 'This software allows users to not only share their travel memories with friends and family but also collaborate and create travel albums together. Users can upload photos and videos, add captions and comments, and customize the layout and design of the album. They can invite others to contribute their own photos and stories, creating a collaborative and interactive travel memoir. The Travel Memory Sharer Plus also provides a social media-like platform where users can explore and interact with each other', {
    Album: 'title|name',
    'Photo|Media': 'image|photo|file|url, caption, >Album',
    '?Video': '',
    Comment: 'text|body|content:text',
    '?Story': '',
    '?Invitation|Invite|Collaborator|Contributor': '',
  }),
  // i=679
  dev('e19-subtitle-sync', 'VideoSubtitleSync is a software application that allows users to automatically synchronize subtitles with video files. Users can upload a video file and its corresponding subtitle file, and the software will analyze the audio and text to accurately align the subtitles with the video content. It provides an intuitive interface to adjust the synchronization manually if needed. The synchronized subtitles can be saved in various formats, such as SRT or VTT.', {
    'Video|VideoFile': 'file|url|title|name',
    'Subtitle|SubtitleFile': 'format:enum, >Video|VideoFile',
  }),
];
