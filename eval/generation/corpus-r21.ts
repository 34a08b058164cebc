/**
 * A relation-recall PRIVATE CHECK batch (r21), written by the relations helper (`rel`) of the twelfth
 * generation session (issue 18), 2026-11-28, on main a325d2a together with r20 and before any rule
 * change of that session: only its aggregate is read, before and after, never its misses (never run it
 * with --verbose). One case per software description of SRDD (Software Requirement Description
 * Dataset, in OpenBMB/ChatDev, Apache-2.0 licence) with index i % 6 == 3 and i >= 345 that asks for
 * stored records with relations between them (games, quizzes, pure utilities, truncated one-liners and
 * near-duplicates skipped); prompts verbatim. Expectations as a careful reader of the description
 * would have them. Split 'dev' only so it can be run by prefix. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const r21 = creations('dev');

export const R21_CREATE_CASES: CreateCase[] = [
  // i=345 (Notebook, Notebook_Sketch)
  r21('r21-sketch-notebooks', 'Notebook Sketch is a software application that allows users to create digital notebooks specifically designed for sketching and drawing. Users can create new pages within the notebook and use a variety of drawing tools, such as pencils, brushes, and colors, to sketch or draw their ideas, designs, or illustrations. They can also annotate their sketches with text and add labels or tags for easy organization and search. Notebook Sketch provides an intuitive and user-friendly interface for a seamless sketching experience.', {
    Notebook: 'name|title',
    'Page|Sketch|Drawing': '>Notebook, image|drawing|sketch:image',
    'Tag|Label': 'name',
    'Page>Tag|Sketch>Tag|Drawing>Tag|Page>Label|Sketch>Label|Drawing>Label': '',
    '?Annotation': '',
    '?Tool|Brush': '',
  }),
  // i=351 (Notebook, NoteSync+)
  r21('r21-note-sync', 'NoteSync+ is a notebook software application that enables users to sync their digital notebooks seamlessly across multiple devices. Users can create, organize, and edit their notes on one device, and the changes will automatically sync to their other devices in real-time. NoteSync+ also offers collaboration features, allowing users to invite others to edit and contribute to their notebooks. Additionally, it provides version control, enabling users to track changes and restore previous versions of their notes if needed.', {
    Notebook: 'name',
    Note: 'title, content|body:text, >Notebook',
    'Collaborator|Invitation|Invite|Member|Share': '>Notebook, email:email',
    'Version|NoteVersion|Revision': '>Note, content|body:text, created|date|saved:datetime|date',
    '?Device': '',
    '?User': '',
  }),
  // i=357 (Notebook, NoteCloud)
  r21('r21-note-cloud', 'NoteCloud is a notebook software application that allows users to create, organize, and access their digital notebooks across multiple devices using cloud storage. Users can create and manage notebooks, as well as add and edit notes within each notebook. The software automatically syncs the changes made in real-time, ensuring that users can access their updated notes from any device. NoteCloud also provides customizable tags and a powerful search functionality to facilitate efficient organization and retrieval of notes.', {
    Notebook: 'name',
    Note: 'title, content|body:text, >Notebook',
    Tag: 'name',
    'Note>Tag': '',
    '?Device': '',
  }),
  // i=363 (Office, Office_Spaces)
  r21('r21-office-spaces', 'Office Spaces is a software that allows employees to find and book available workspaces within an office building. It provides a user-friendly interface to view the floor plan, check workspace availability, and book them for a specific time period. Special requirements can also be added to bookings. Office Spaces simplifies the workspace booking process for employees, enhancing office management efficiency.', {
    'Workspace|Desk|Space': 'name, floor',
    'Booking|Reservation': '>Workspace|Desk|Space, >Employee, start:datetime, end:datetime, requirements|special_requirements|notes|request:text',
    Employee: 'name, email:email',
    '?Floor|FloorPlan|Building': '',
  }),
  // i=369 (Office, Office_Document_Generator)
  r21('r21-office-documents', 'A software application that allows users to generate various types of office documents such as letters, memos, reports, and presentations. It provides templates, formatting options, and a user-friendly interface to input content and customize the document layout. Users can easily add and edit text, insert images and tables, and apply styles and formatting to create professional and visually appealing documents.', {
    Document: 'title, type:enum, content|body:text, >Template',
    Template: 'name',
    '?Image': '',
    '?Table': '',
    '?Style': '',
  }),
  // i=381 (Office, Office_Event_Planner)
  r21('r21-office-events', 'A software application that helps users plan and organize office events such as team building activities, workshops, and parties. It provides a user-friendly interface for creating event details, setting budgets, creating task lists, and managing event logistics. Users can easily invite attendees, track RSVPs, and send event reminders. The software also includes features such as event calendar integration, event vendor management, and post-event feedback collection.', {
    Event: 'name|title, type:enum, date|start:datetime|date, budget:money',
    Task: '>Event, done|completed|status',
    'Attendee|Invitation|Invite|Guest|Rsvp': '>Event, rsvp|status|response:enum',
    Vendor: 'name',
    'Event>Vendor|Vendor>Event': '',
    Feedback: '>Event, rating|comment',
    '?Reminder': '',
  }),
  // i=387 (Office, Office_Task_Efficiency_Tracker)
  r21('r21-task-efficiency', 'Office Task Efficiency Tracker is a software application that helps users track and analyze their task productivity and efficiency in an office setting. It provides features for users to input and categorize their tasks, set deadlines, record time spent on tasks, and track task completion. The software generates reports and visualizations to show task progress, time allocation, and overall efficiency. Users can use the insights gained from the software to identify areas for improvement and optimize their workflow.', {
    Task: 'title|name, category, deadline|due:date|datetime, completed|done|status',
    'TimeEntry|TimeLog|TimeRecord|Session': '>Task, minutes|duration|hours|time:number|count',
    '?Category': 'name',
    '?Report': '',
  }),
  // i=393 (Photo, Photo_Collage_Creator)
  r21('r21-photo-collages', 'A software that allows users to create personalized photo collages by combining multiple images into a single composition. Users can select images from their gallery and arrange them in different layouts, such as grids or freeform. The software provides tools for resizing, rotating, and adding borders to the images, as well as options for adjusting the spacing and background color of the collage. Once the collage is created, users can save it as a high-resolution image file.', {
    Collage: 'name|title, layout, background|background_color',
    'Image|Photo': 'image|file|photo:image',
    'Collage>Image|Collage>Photo': '',
    '?Gallery': '',
  }),
  // i=405 (Photo, Photo_Collage_Frame_Maker)
  r21('r21-collage-frames', 'A software that allows users to create personalized photo collages with decorative frames. Users can select multiple images from their gallery and arrange them in different layouts, such as grids or freeform. The software provides a collection of decorative frames to choose from and allows users to easily resize and position the frames. Once the collage with frames is complete, users can save it as a high-resolution image file.', {
    Collage: 'name|title, layout',
    'Image|Photo': 'image|file|photo:image',
    Frame: 'name',
    'Collage>Image|Collage>Photo': '',
    'Collage>Frame': '',
    '?Gallery': '',
  }),
  // i=423 (Reference_Books, Knowledge_Source)
  r21('r21-knowledge-source', 'A centralized platform for users to access and explore a wide range of reference materials, books, and educational resources. Users can search for specific topics, browse categories, access detailed information, and utilize features such as bookmarking, highlighting, and note-taking.', {
    'Book|Resource|ReferenceMaterial|Material': 'title, >Category|Topic',
    'Category|Topic': 'name',
    Bookmark: '>Book|Resource|ReferenceMaterial|Material',
    Highlight: '>Book|Resource|ReferenceMaterial|Material, text|passage',
    Note: '>Book|Resource|ReferenceMaterial|Material, content|text|body:text',
  }),
  // i=429 (Reference_Books, BookNote)
  r21('r21-book-notes', 'BookNote is a software application that allows users to create and manage digital notes for books. Users can input book details, create notes for each chapter or section, add text notes, highlight passages, and attach images or audio recordings. The notes are organized and categorized for easy access, and a search functionality is provided for quick retrieval of specific books or notes.', {
    Book: 'title, author',
    'Chapter|Section': '>Book, title|name',
    Note: '>Book|Chapter|Section, text|content|body:text',
    Highlight: '>Book|Chapter|Section, passage|text',
    '?Attachment|Image|Recording': '',
    '?Category': '',
  }),
  // i=453 (Restaurants_Delivery, Menu_Planner)
  r21('r21-menu-planner', 'Enable users to plan and organize their meals from restaurants by browsing menus, selecting dishes, and adding them to their meal plan.', {
    Restaurant: 'name',
    'Dish|MenuItem|Meal': 'name, price:money, >Restaurant',
    'MealPlan|Plan': 'name|date',
    'MealPlan>Dish|MealPlan>MenuItem|MealPlan>Meal|Plan>Dish|Plan>MenuItem|Plan>Meal': '',
    '?Menu': '',
  }),
  // i=459 (Restaurants_Delivery, Dine-inExpress)
  r21('r21-dine-in-reservations', 'Dine-inExpress is a Restaurants&Delivery software application that allows users to make reservations for dine-in at their favorite restaurants. It provides a user-friendly interface where users can search for nearby restaurants, view their availability for dine-in, and reserve a table. The software also offers features like browsing menus, viewing customer reviews, and making special requests for a personalized dining experience.', {
    Restaurant: 'name, location|address',
    'Reservation|Booking': '>Restaurant, date|time|start:datetime, party_size|guests|people:count, special_request|request|notes:text',
    Review: '>Restaurant, rating:rating, comment|text|body',
    'MenuItem|Dish': '>Restaurant|Menu, price:money',
    '?Table': '',
    '?Menu': '',
  }),
  // i=465 (Restaurants_Delivery, SmartCart)
  r21('r21-smart-cart', 'SmartCart is a Restaurants&Delivery software application that aims to streamline the ordering process for users. It provides a user-friendly interface where users can build their own customized meals by selecting dishes from various partner restaurants. Users can easily browse through menus, add items to their cart, and place orders for pickup or delivery. SmartCart also offers features like real-time order tracking, seamless payment options, and personalized recommendations based on user preferences.', {
    Restaurant: 'name',
    'Dish|MenuItem': 'name, price:money, >Restaurant',
    Order: '>Dish|MenuItem, type|method|fulfillment|delivery:enum, status:enum',
    '?CartItem|OrderItem': '',
    '?Cart': '',
    '?Payment': '',
    '?Meal': '',
  }),
  // i=471 (Restaurants_Delivery, FoodExplorer)
  r21('r21-food-explorer', 'FoodExplorer is a Restaurants&Delivery software application that enhances the food exploration experience for users. It provides a user-friendly interface where users can browse through various cuisines and discover new restaurants and menu items. Users can view detailed descriptions and images of dishes, read customer reviews, and place orders for pickup or delivery. FoodExplorer also offers personalized recommendations based on user preferences to help users discover new and exciting food options.', {
    Cuisine: 'name',
    Restaurant: 'name, >Cuisine',
    'Dish|MenuItem': 'name, description:text, image:image, >Restaurant',
    Review: '>Restaurant|Dish|MenuItem, rating:rating',
    Order: '>Dish|MenuItem|Restaurant, type|method|fulfillment|delivery:enum',
    '?OrderItem': '',
  }),
  // i=483 (Schedule, ScheduleMate)
  r21('r21-schedule-mate', 'ScheduleMate is a schedule software application that allows users to collaborate and streamline their schedules. Users can create and share their schedules with others, enabling effective coordination for team projects, group events, or family activities. ScheduleMate provides a user-friendly interface where users can input tasks, set deadlines or due dates, assign responsibilities to team members, and track progress. It also offers real-time updates and notifications to keep everyone informed about any changes or updates to the schedule.', {
    'Schedule|Project': 'name',
    Task: '>Schedule|Project, due|deadline:date|datetime, >Member|TeamMember|User|Assignee, status|progress',
    'Member|TeamMember|User|Assignee': 'name',
    '?Event': '',
    '?Notification': '',
  }),
  // i=513 (Shopping, EasyShop)
  r21('r21-easy-shop', 'A user-friendly shopping list organization software for managing and categorizing items efficiently.', {
    'ShoppingList|List': 'name',
    Item: 'name, >Category, >ShoppingList|List',
    Category: 'name',
  }),
  // i=531 (Shopping, QuickCart_Organizer)
  r21('r21-quickcart-lists', 'QuickCart Organizer is a shopping software application that helps users manage and organize their shopping lists efficiently. It allows users to create customizable shopping lists, categorize items, and set reminders for upcoming trips. The software also includes a barcode scanner feature for adding products to the list and accessing product information. QuickCart Organizer aims to streamline the shopping experience and ensure users never forget essential items while shopping.', {
    'ShoppingList|List': 'name',
    Item: 'name, >Category, >ShoppingList|List',
    Category: 'name',
    'Reminder|Trip|ShoppingTrip': 'date|remind_at|time:date|datetime',
    '?Product': 'barcode',
  }),
  // i=537 (Shopping, TrendTracker)
  r21('r21-trend-tracker', 'TrendTracker is a shopping software application that helps users discover and stay updated with the latest fashion trends. It provides curated collections of trendy clothing, accessories, and footwear from popular brands. Users can browse through the collections, view product details, and make purchases directly from the app. TrendTracker also offers personalized recommendations based on user preferences and style. With its user-friendly interface and comprehensive trend coverage, TrendTracker aims to keep users informed and stylish.', {
    Collection: 'name',
    Product: 'name, price:money, >Collection, >Brand',
    Brand: 'name',
    'Order|Purchase': '>Product',
    '?Recommendation': '',
  }),
  // i=543 (SocialNetwork, ConnectionChat)
  r21('r21-connection-chat', 'A social networking software application that allows professionals in the same industry to connect and chat with each other in real-time. Users can create profiles, search for other professionals based on industry, job title, or skills, and initiate private or group chat conversations. They can also share files, exchange contact information, and form professional relationships.', {
    'Profile|User|Professional': 'name, industry, job_title|title, skills',
    'Conversation|Chat': 'name|type',
    Message: '>Conversation|Chat, >Profile|User|Professional, text|content|body',
    '?Connection': '',
    '?File|Attachment': '',
    '?Participant': '',
  }),
  // i=555 (SocialNetwork, CommunityConnect)
  r21('r21-community-connect', 'A social networking software application that connects individuals living in the same neighborhood or community. Users can create profiles, search for other users based on their location, and connect with their neighbors. The application allows users to share information about local events, services, and resources. It also provides a messaging feature for users to communicate and collaborate on community initiatives.', {
    'Profile|User|Member|Neighbor|Neighbour': 'name, location|neighborhood|neighbourhood',
    Event: 'title|name, date:date|datetime, >Profile|User|Member|Neighbor|Neighbour',
    Message: '>Profile|User|Member|Neighbor|Neighbour, text|content|body',
    '?Connection': '',
    '?Service|Resource': '',
    '?Initiative': '',
  }),
  // i=561 (SocialNetwork, PollConnect)
  r21('r21-poll-connect', 'A social networking software application that allows users to create and participate in polls on various topics. Users can create profiles, browse through a list of polls created by others, vote on the polls, and see the results. They can also create their own polls, specify the options and duration, and share them with their network. PollConnect aims to foster engagement and discussion among users through the sharing of opinions and insights.', {
    Poll: 'question|title, >User|Profile, duration|ends|end:date|datetime',
    'Option|PollOption': '>Poll, text|label|name',
    Vote: '>Option|PollOption|Poll, >User|Profile',
    'User|Profile': 'name',
    '?Topic': '',
  }),
  // i=567 (SocialNetwork, SocialShare+)
  r21('r21-social-share', 'SocialShare+ is a social networking software application that allows users to share and discover content with others, while also providing a platform for collaboration and creative projects. Users can create profiles, upload images, videos, or articles, and share them with their network. They can also explore and interact with content shared by others, such as liking, commenting, or saving content for later. In addition, SocialShare+ allows users to collaborate on creative projects by inviting others to contribute, providing feedback, and working together towards a shared goal.', {
    'Post|Content': 'type, >User|Profile',
    Comment: '>Post|Content, >User|Profile',
    Like: '>Post|Content',
    Project: 'title|name',
    'Contribution|Invitation|Collaborator|Member': '>Project',
    'User|Profile': 'name',
    '?Save|SavedItem|Bookmark': '',
    '?Feedback': '',
  }),
  // i=579 (Sports, Sports_Equipment_Inventory_Tracker)
  r21('r21-equipment-inventory', 'The Sports Equipment Inventory Tracker is a software application designed to help sports teams and organizations efficiently manage their equipment inventory. It allows users to input and update information about different types of equipment, such as jerseys, balls, or training gear. Users can easily track the quantity and condition of each item, view the availability and location of equipment, and set alerts for maintenance or replacement. The software provides a user-friendly interface with search and filter options, making it simple to locate specific items when needed.', {
    'Equipment|Item': 'name, type|category, quantity:count, condition:enum, location',
    'Alert|MaintenanceAlert|Maintenance|Reminder': '>Equipment|Item, date|due:date|datetime',
    '?Team': '',
  }),
  // i=597 (Sports, Sports_Practice_Planner)
  r21('r21-practice-planner', 'A software application that allows coaches to plan and schedule practice sessions for their sports teams. The software includes features such as creating a practice schedule, assigning drills and exercises to each session, and tracking the progress and attendance of the players.', {
    Team: 'name',
    'Practice|PracticeSession|Session': '>Team, date|start:date|datetime',
    'Drill|Exercise': 'name',
    'Practice>Drill|PracticeSession>Drill|Session>Drill|Practice>Exercise|PracticeSession>Exercise|Session>Exercise': '',
    Player: 'name, >Team',
    Attendance: '>Player, >Practice|PracticeSession|Session, present|status',
  }),
  // i=627 (Transportation, Fare_Share)
  r21('r21-fare-share', 'Fare Share is a transportation software application that helps users split the fare cost with other passengers for shared rides. It optimizes the routing and distribution of passengers in a vehicle to ensure efficient and cost-effective trips.', {
    'Ride|Trip': 'fare|cost:money',
    'Passenger|Rider': 'name',
    'Share|Split|FareShare|Payment': '>Ride|Trip, >Passenger|Rider, amount:money',
    '?Vehicle': '',
    '?Route': '',
  }),
  // i=645 (Travel, Travel_Assistant)
  r21('r21-travel-assistant', 'A software application that acts as a personal travel assistant, providing real-time information and suggestions on flights, accommodations, transportation, weather, attractions, etc. Users can input their travel details and preferences to receive personalized recommendations and tips. It also includes features like itinerary planning, packing checklist, currency converter, and language translation. The Travel Assistant aims to simplify the travel planning process and enhance the overall travel experience.', {
    Trip: 'destination, start:date, end:date',
    'ItineraryItem|Activity|Itinerary': '>Trip, date|time|start:date|datetime',
    'PackingItem|ChecklistItem|PackingList': '>Trip, packed|done:bool',
    '?Flight': '',
    '?Accommodation': '',
    '?Recommendation': '',
  }),
  // i=663 (Video, VideoCaptioner)
  r21('r21-video-captioner', 'VideoCaptioner is a video software application that automatically generates captions for videos in real-time. It utilizes speech-to-text technology to transcribe the audio from the video and display it as text on the screen. Users can upload a video file or capture video from their webcam, and the software will process the audio and generate accurate captions. The captions can be customized with different font styles, sizes, and colors. VideoCaptioner also allows users to edit and export the captions in various formats, such as SRT or VTT.', {
    Video: 'title|name, file|url',
    Caption: '>Video, text:text, start|start_time, end|end_time, font|style',
  }),
  // i=681 (Video, Video_Scene_Recognition_Viewer)
  r21('r21-video-scenes', 'The Video Scene Recognition Viewer is a software application that allows users to view and navigate videos based on automatically recognized scene changes. It utilizes computer vision algorithms to analyze the content of a video and identify different scenes based on visual cues and changes in frames.', {
    Video: 'title|name, file|url',
    Scene: '>Video, start|start_time, end|end_time',
  }),
];
