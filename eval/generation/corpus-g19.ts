/**
 * A PRIVATE CHECK batch (g19) written in the twelfth generation session (fields side, helper fld, 2026-11-28) on
 * main a325d2a, at the same time as g18 and before any rule of that session changed. Source: SRDD (Software
 * Requirement Description Dataset, OpenBMB/ChatDev, Apache-2.0), software descriptions with index
 * i % 6 == 2 and i >= 345 that ask for stored records (converters, filters, pure utilities and
 * descriptions too short to ask for anything stored are skipped). Prompts verbatim, each with its index in
 * a comment. Only its aggregate numbers are read (--only 'g19-*', never --verbose), before and after;
 * its misses are never read, so its after-minus-before shows whether the session's field rules
 * generalise. Split 'dev' only so it can be run by prefix. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G19_CREATE_CASES: CreateCase[] = [
  // i=350 (Notebook, Notebook_SketchPro)
  g("g19-sketch-notebooks", "Notebook SketchPro is a software application that enables users to create and organize digital notebooks specifically designed for sketching, drawing, and annotating their ideas. Users can create new pages within the notebook and use a variety of advanced drawing tools, such as brushes, pens, and markers, to create detailed and professional-level sketches. They can also annotate their sketches with text, add labels or tags for easy organization, and apply various effects and filters to enhance the visual appearance of their artwork.", {
    "Notebook": "name|title",
    "Page|Sketch": ">Notebook, image|drawing|sketch:image, annotation|text|notes:text, tags|labels",
    "?Tag|Label": "name",
  }),
  // i=356 (Notebook, NoteCard)
  g("g19-note-cards", "NoteCard is a notebook software application that allows users to create digital flashcards for studying and memorization purposes. Users can create individual note cards with a front side containing a question or a prompt, and a back side with the corresponding answer. They can organize these note cards into decks based on subjects or topics. NoteCard provides features like shuffling cards, flipping cards to reveal answers, marking cards as mastered, and tracking progress. Users can also customize the appearance of the cards with colors, fonts, and images.", {
    "Card|NoteCard|Flashcard": "front|question:text|string, back|answer:text|string, mastered:bool, >Deck, color, image:image",
    "Deck": "name, subject|topic",
  }),
  // i=362 (Office, Document_Tracker)
  g("g19-document-status", "A software to track the status of documents within an office", {
    "Document": "title|name, status:enum",
  }),
  // i=368 (Office, Office_Stock_Manager)
  g("g19-office-supplies", "A software that helps office administrators and managers keep track of stock levels and manage office supplies efficiently. Users can input details of various items like stationery, electronics, furniture, etc. The software provides features for adding new items, updating stock quantities, and setting reminders for restocking or replacing items. It also includes a search functionality to easily retrieve information about specific items in the office inventory.", {
    "Item|Supply|InventoryItem|Product": "name, category|type:enum|string, quantity|stock:count|number",
    "?Reminder|Restock": "date|due:date|datetime, >Item|Supply|InventoryItem|Product",
    "?Category": "name",
  }),
  // i=380 (Office, Office_Task_Tracker)
  g("g19-office-tasks", "The Office Task Tracker is a software designed to help users efficiently track and manage their tasks within an office setting. It provides a user-friendly interface for creating and organizing tasks, setting deadlines, assigning priority levels, and tracking progress. Users can easily add new tasks, update task details, and mark tasks as complete. The software also includes features such as task categorization, search functionality, and task reminders.", {
    "Task": "title|name, deadline|due:date|datetime, priority:enum, status|complete|completed|done:enum|bool, category",
    "?Category": "name",
    "?Reminder": "date|time:datetime|date",
  }),
  // i=386 (Office, Office_Event_RSVP_Tracker)
  g("g19-event-rsvp", "The Office Event RSVP Tracker is a software designed to help event organizers efficiently track and manage RSVPs for office events. It provides a user-friendly interface for creating event invitations, tracking attendee responses, and managing event logistics. Users can easily send invitations, track RSVPs, and send event reminders. The software also includes features such as event calendar integration, guest list management, and generating reports on event attendance.", {
    "Event": "name|title, date|start:datetime|date, location",
    "Invitation|Guest|Rsvp|Response|Attendee": ">Event, response|status|rsvp:enum, email:email",
    "?Guest|Attendee": "name, email:email",
    "?Reminder": "",
  }),
  // i=416 (Photo, Photo_Frame_Organizer)
  g("g19-photo-frames", "A software that allows users to organize and categorize their collection of photo frames. Users can import their own frames or choose from a library of pre-designed frames. They can create custom categories to group frames based on themes or styles. The software provides tools for adding descriptions and tags to the frames, as well as options for searching and filtering the frames based on their properties. Users can easily access and apply their desired frames to their photos, making the photo framing process more efficient and organized.", {
    "Frame|PhotoFrame": "name, image:image, description:text, tags, category",
    "Category": "name",
    "?Tag": "name",
  }),
  // i=422 (Reference_Books, BookLift)
  g("g19-book-recommendations", "A software application that provides personalized book recommendations, allowing users to discover new books based on their preferences. Users can create profiles, input their preferred genres, and rate books. BookLift generates tailored book recommendations, suggests titles from various genres, offers comprehensive book details, and includes a book discovery section for exploring curated collections and popular book lists.", {
    "Book": "title, author, genre:enum|string",
    "Rating|Review": ">Book, rating|score:rating",
    "?Profile|User|Reader": "name, genres|preferred_genres|genre",
    "?Collection|List|BookList": "name",
    "?Genre": "name",
  }),
  // i=428 (Reference_Books, BookWorm_Search)
  g("g19-book-search", "BookWorm Search is a software application that helps users easily search for books in their personal libraries or online. It provides a simple and intuitive interface where users can enter the title, author, or keywords related to the book they are searching for. The software then displays matching results with relevant book details such as title, author, summary, and cover image. Users can click on a book to view more information and add it to their reading list. BookWorm Search aims to simplify the process of finding and accessing books.", {
    "Book": "title, author, summary:text, cover|cover_image|image:image",
    "ReadingList|ReadingListItem|ListItem|Item": ">Book",
    "?Library": "",
  }),
  // i=440 (Reference_Books, BookReview_Tracker)
  g("g19-book-reviews", "BookReview Tracker is a software application that helps users keep track of the books they have read and their reviews for each book. Users can create profiles, add books to their reading list, and rate and write reviews for each book. The software provides a user-friendly interface where users can easily input and update their reviews. It also offers search and filter functionalities for easy access to specific books and reviews.", {
    "Book": "title, author",
    "Review": ">Book, rating:rating, text|content|body|review:text",
    "?ReadingList|ReadingListItem|ListItem": ">Book",
    "?Profile|User|Reader": "name",
  }),
  // i=452 (Restaurants_Delivery, DeliveryMate)
  g("g19-delivery-mate", "DeliveryMate is a software application designed to streamline deliveries for restaurants. It provides a centralized platform for customers to place orders, enables restaurants to manage incoming orders, and allows delivery personnel to track and fulfill orders efficiently.", {
    "Order": "status:enum, >Customer, >Restaurant, total|amount:money, address",
    "Customer": "name, phone|address",
    "Restaurant": "name",
    "Delivery|Driver|Courier|DeliveryPerson": "name",
    "?MenuItem|Item|Dish": "name, price:money",
  }),
  // i=458 (Restaurants_Delivery, FoodHub)
  g("g19-food-hub", "FoodHub is a Restaurants&Delivery software application that allows users to discover and order food from a curated selection of popular restaurants. It provides a user-friendly interface where users can browse through a variety of restaurants, view their menu items, and place orders for pickup or delivery. FoodHub aims to provide convenience and speed by focusing on popular restaurants and dishes, ensuring a seamless and efficient user experience.", {
    "Restaurant": "name",
    "MenuItem|Item|Dish": "name, price:money, >Restaurant",
    "Order": ">Restaurant, type|method|fulfillment:enum=pickup/delivery, total|amount:money, status:enum",
    "?OrderItem": ">MenuItem|Item|Dish, quantity:count",
    "?User|Customer": "name",
  }),
  // i=464 (Restaurants_Delivery, QuickPick)
  g("g19-quick-pick", "QuickPick is a Restaurants&Delivery software application that allows users to quickly browse and select popular dishes from nearby restaurants for pickup or delivery. It streamlines the ordering process by providing a curated selection of dishes from various cuisines. Users can easily add items to their cart, select their preferred pickup or delivery option, and place orders with just a few clicks. QuickPick also offers real-time order tracking and seamless payment options for a convenient and efficient user experience.", {
    "Dish|MenuItem|Item": "name, price:money, cuisine, >Restaurant",
    "Restaurant": "name",
    "Order": "type|method|option:enum=pickup/delivery, status:enum, total:money",
    "CartItem|OrderItem": ">Dish|MenuItem|Item, quantity:count",
    "?Payment": "amount:money",
  }),
  // i=476 (Restaurants_Delivery, TastyTakeout)
  g("g19-tasty-takeout", "TastyTakeout is a Restaurants&Delivery software application that offers a user-friendly platform for users to discover and order food from local restaurants. It provides a comprehensive database of nearby restaurants, along with their menus and customer reviews. Users can browse through various cuisines, view detailed descriptions of dishes, and place orders for pickup or delivery. TastyTakeout aims to enhance the overall dining experience by providing a seamless and convenient way for users to satisfy their food cravings.", {
    "Restaurant": "name, cuisine",
    "Dish|MenuItem|Item": "name, description:text, price:money, >Restaurant",
    "Review": ">Restaurant, rating:rating, text|comment|body:text",
    "Order": "type|method:enum=pickup/delivery, status:enum",
    "?Customer|User": "name",
  }),
  // i=482 (Schedule, TimeMaster)
  g("g19-time-master", "TimeMaster is a schedule software application that helps users efficiently manage their time by providing a comprehensive task management system. Users can create and organize tasks, set priorities, allocate time slots, and track their progress. The software also offers a visual representation of the schedule, allowing users to easily view and manage their day. Additionally, TimeMaster enables users to generate reports to analyze their productivity and make informed decisions.", {
    "Task": "title|name, priority:enum, start|slot|time:datetime, end|duration, status|progress|done:enum|bool|number",
    "?TimeSlot|Slot|Block": ">Task, start:datetime, end:datetime",
    "?Report": "",
  }),
  // i=494 (Schedule, TimePlanPlus)
  g("g19-time-plan-plus", "TimePlanPlus is a schedule software application that enhances the functionality of TimePlan by incorporating additional features such as habit tracking and goal setting. Users can create and manage tasks, set deadlines, allocate time slots, track progress, and generate reports. It also allows users to track habits and set goals for improved productivity and time management.", {
    "Task": "title|name, deadline|due:date|datetime, status|progress|done:enum|bool|number",
    "Habit": "name, frequency",
    "Goal": "title|name, target|due|deadline",
    "?TimeSlot|Slot|Block": "start:datetime",
    "?HabitLog|Checkin|Entry": ">Habit, date:date",
  }),
  // i=500 (Schedule, FocusTime)
  g("g19-focus-time", "FocusTime is a schedule software application that helps individuals improve their focus and productivity by implementing the Pomodoro Technique. It allows users to set a timer for work intervals and breaks, helping them maintain a concentrated work schedule. Users can customize the duration of work intervals and breaks according to their preferences. FocusTime also provides notifications and reminders to help users stay on track with their focused work sessions.", {
    "Session|WorkSession|Interval|Pomodoro": "duration|work_duration|length:count|number, break|break_duration:count|number, start|date:datetime|date",
  }),
  // i=518 (Shopping, Smart_Receipt)
  g("g19-smart-receipt", "Smart Receipt is a software application that allows users to digitize and organize their receipts for easy access and management. Users can simply take a picture of their receipts or upload the digital receipt files, and the software will automatically extract relevant information such as date, merchant, and total amount. The software provides a searchable database of receipts, allowing users to quickly retrieve specific receipts when needed. Smart Receipt also includes features like expense tracking, report generation, and integration with budgeting apps.", {
    "Receipt": "date:date, merchant, total|amount|total_amount:money, image|file|photo:image",
    "?Expense|Category": "",
  }),
  // i=530 (Shopping, Shopping_Organizer)
  g("g19-shopping-organizer", "Shopping Organizer is a software application that helps users keep track of their shopping items and streamline their shopping experience. It allows users to create customized shopping lists, categorize items, and set reminders for upcoming shopping trips. The software provides a user-friendly interface where users can add or remove items from their lists and easily update quantities or notes. With Shopping Organizer, users can stay organized, save time, and ensure they never forget essential items while shopping.", {
    "ShoppingList|List": "name",
    "Item|ShoppingItem|ListItem": "name, quantity:count|number, notes|note:text, category, >ShoppingList|List",
    "?Category": "name",
    "?Trip|ShoppingTrip|Reminder": "date|time:date|datetime",
  }),
  // i=536 (Shopping, ShopPal)
  g("g19-shop-pal", "ShopPal is a shopping software application that helps users discover and save their favorite products from online retailers. It allows users to create personalized collections of products they are interested in, track price changes, and receive notifications when there are discounts or deals available. ShopPal also provides detailed product information, customer reviews, and the ability to compare prices from different retailers. With its user-friendly interface and intuitive search functions, users can easily find and shop for their desired products. ShopPal aims to simplify the shopping experience and help users make informed purchasing decisions.", {
    "Product": "name, price:money, url|link:url, >Retailer",
    "Collection": "name",
    "Retailer|Store": "name",
    "?PriceChange|PriceHistory|Price": ">Product, price:money, date:date|datetime",
    "?Review": "rating:rating",
  }),
  // i=542 (SocialNetwork, Meetup_Planner)
  g("g19-meetup-planner", "Meetup Planner is a social networking software application that allows users to create and organize meetups with like-minded individuals. Users can create events, set the date, time, and location, and specify the interests or activities associated with the meetup. Other users can search and join meetups based on their interests and location. The application also provides a messaging feature for users to communicate and coordinate with each other before and during the meetup.", {
    "Meetup|Event": "title|name, date|start:date|datetime, time|start:datetime|string, location, interests|activity|interest|category",
    "Message": ">Meetup|Event, text|content|body:text",
    "?User|Member|Participant": "name, interests",
    "?Attendance|Participation|Rsvp|Membership": ">Meetup|Event",
  }),
  // i=554 (SocialNetwork, SocialShare)
  g("g19-social-share", "SocialShare is a social networking software application that allows users to share and discover content with others. Users can create profiles, upload images, videos, or articles, and share them with their network. They can also explore and interact with content shared by others, such as liking, commenting, or saving content for later. SocialShare aims to foster a community where users can connect through shared interests and engage in meaningful conversations.", {
    "Post|Content": "title, image|media|file:image|url, type:enum, text|body|content|caption:text",
    "Comment": ">Post|Content, text|content|body:text",
    "?Like": ">Post|Content",
    "?SavedItem|Save|Bookmark": ">Post|Content",
    "?Profile|User": "name",
  }),
  // i=560 (SocialNetwork, SocialQuest)
  g("g19-social-quest", "SocialQuest is a social networking software application that connects individuals who love participating in and creating scavenger hunts. Users can create profiles, design their own scavenger hunts by setting challenges, clues, and locations, and invite their friends or other users to participate. The app provides a platform for users to collaborate and engage in scavenger hunt activities, share their experiences, and discover new quests created by others.", {
    "Hunt|ScavengerHunt|Quest": "name|title, >Profile|User|Creator",
    "Challenge|Clue": ">Hunt|ScavengerHunt|Quest, clue|text|description:text, location",
    "?Invitation|Participant|Participation": ">Hunt|ScavengerHunt|Quest",
    "Profile|User|Creator": "name",
  }),
  // i=578 (Sports, Sports_Fitness_Tracker)
  g("g19-sports-fitness", "The Sports Fitness Tracker is a software application focused on helping users track their fitness progress in various sports activities. Users can manually input their workout details, including duration, intensity level, and type of exercise, or integrate with wearable devices for automatic tracking. The software includes a comprehensive database of sports activities, such as running, cycling, swimming, weightlifting, and yoga. Users can monitor their fitness goals, track performance metrics, and view personalized insights for each activity.", {
    "Workout|Activity|Session": "duration:count|number, intensity|intensity_level:enum, type|exercise|activity|sport:enum|string, date:date|datetime",
    "?Sport|Activity|ActivityType": "name",
    "?Goal": "target|value",
  }),
  // i=584 (Sports, Sports_Event_Finder)
  g("g19-local-sports-events", "A software application that allows users to discover and attend local sports events and tournaments in their area. Users can search for specific sports or categories, view details about the events, check dates, times, and locations, and register their attendance.", {
    "Event|Tournament": "name|title, sport|category, date|start:date|datetime, location",
    "Registration|Attendance|Rsvp|Attendee": ">Event|Tournament",
    "?Sport|Category": "name",
  }),
  // i=650 (Travel, Travel_Memories_Organizer_Lite)
  g("g19-travel-memories-lite", "A simplified version of the Travel Memories Organizer software that allows users to organize and preserve their travel memories in a digital format. Users can create entries for each trip, including details such as destination, dates, activities, and photos. The Travel Memories Organizer Lite provides a user-friendly interface for organizing and accessing past entries.", {
    "Trip|Entry": "destination, start|start_date|dates:date, end|end_date:date, activities:text|string",
    "Photo": "image|photo:image, >Trip|Entry",
    "?Activity": ">Trip|Entry",
  }),
  // i=656 (Travel, Travel_Memories_Generator)
  g("g19-travel-memories-generator", "A software application that automatically generates personalized travel memories based on user input and photographs. Users can input details about their trips, such as the destination, dates, activities, and upload their photos. The Travel Memories Generator uses algorithms to analyze the data and generate a visually appealing and interactive travel memory album. It organizes the photos and information in a chronological order, incorporates captions and location tags, and suggests creative layouts. Users can then share their travel memories with friends and family.", {
    "Trip": "destination, start|start_date|dates:date, end|end_date:date, activities:text|string",
    "Photo": "image|photo:image, caption:text|string, location, >Trip",
    "?Album|Memory": ">Trip",
    "?Activity": "",
  }),
  // i=686 (Video, VideoPresenter)
  g("g19-video-presenter", "VideoPresenter is a video software application that allows users to create professional-looking presentations using videos. Users can import their video files, add text overlays, graphics, and transitions to create engaging presentation videos. The software provides a user-friendly interface with drag-and-drop functionality, allowing users to easily arrange and customize the elements of their presentation. Users can also add background music or record voiceovers to accompany their video presentations. Once the presentation is complete, users can save it in various formats and resolutions or directly share it with others.", {
    "Presentation": "title|name, format|resolution",
    "Video|Clip": "file|video:url|string, >Presentation",
    "?Overlay|TextOverlay|Element": "text, >Presentation",
    "?Music|Audio|Voiceover": "",
  }),
];
