/**
 * A STUDY batch written in the eleventh generation session (fields side, helper fld, 2026-11-28) on main
 * 59a0465, before any rule of that session changed: WebGen-Instruct (training instructions of WebGen-Bench,
 * Lu et al. 2025, MIT licence) indices i % 6 == 2 and i < 300 that ask for stored records (games,
 * calculators, brochure sites, scrapers and players without records skipped; 212 and 278 skipped because
 * w1 already rewords them). Prompts verbatim. Expectations written from the prompt alone, before looking at
 * the generator's output. Its misses are read and learned from. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G16_CREATE_CASES: CreateCase[] = [
  g("g16-checkout-payment", "Please implement an online payment gateway integration into an e-commerce website, allowing users to choose a payment method during checkout. The website should have functionalities for adding products to a cart, viewing the cart, checking out, entering payment information, and completing payment. Users should be able to select different payment methods, enter payment information, and complete payment. The website should also display payment status and order information. Style the layout with thistle in the background and medium purple for the interface.", {
    "Product": "name, price:money",
    "?CartItem|Cart|Item": ">Product, quantity:count",
    "Order": "status:enum, total|amount:money",
    "Payment": ">Order, method|payment_method, status:enum, amount:money",
    "?PaymentMethod|Method": "name",
    "?Customer|User": "",
  }),
  g("g16-bitcoin", "Please implement a bitcoin transaction website for users to conduct bitcoin transactions. The website should have functionalities for registration, login, deposit, withdrawal, and trading. Users should be able to register an account, log in to the website, browse bitcoin prices, perform deposit and withdrawal operations, and conduct buy and sell bitcoin transactions. Set primary background to pearl and elements to charcoal.", {
    "Trade|Transaction|Order": "type|side:enum=buy/sell, amount|quantity:number, price:money",
    "?Deposit": "amount:money|number",
    "?Withdrawal": "amount:money|number",
    "?Price|BitcoinPrice|Quote": "price:money",
    "?User|Account|Trader|Wallet": "",
  }),
  g("g16-settlement", "Please implement a web-based Shenzhen intercity payment system for bank payments and financial settlements. The system should have functionalities for user login, payment, transaction inquiry, and account management. Users can log in to the system, perform payment operations, query transaction records, and manage their account information. The system should also have administrator functions, where administrators can manage user information, view transaction records, and configure system parameters. Implement cornsilk for the page background and rosy brown for the elements.", {
    "Payment|Transaction": "amount:money, date|time|created:datetime|date, status:enum",
    "Account|User": "name",
    "?Parameter|Setting|Config|Configuration": "name|key, value",
  }),
  g("g16-cold-chain", "Please implement a cold chain warehouse management mini-program for quick in and out of warehouse operations. The mini-program should have functionalities for out-of-warehouse, into-warehouse, and inventory query. Users should be able to log in, browse inventory information, perform out-of-warehouse and into-warehouse operations, and query inventory records. Assign aquamarine as the background color and apply dark turquoise to all elements.", {
    "Item|Product|InventoryItem|Stock|Goods": "name, quantity|stock:count|number",
    "Movement|StockMovement|Transaction|Operation|Record|InventoryRecord": ">Item|Product|InventoryItem|Stock|Goods, type|direction:enum, quantity:count|number, date|time:datetime|date",
    "?Warehouse": "name",
  }),
  g("g16-city-services", "Please implement a city management mini-program that provides convenient city services. The mini-program should have functionalities for reporting, inquiring, and handling affairs. Users should be able to log in, submit reports, check the progress of their applications, view handling guides, and make online payments. Set the background to pale rose, and apply maroon to components.", {
    "Report|Issue": "description|content|details:text, status:enum",
    "Application|Affair|Request": "status|progress:enum",
    "Guide": "title, content|body|steps:text",
    "?Payment": "amount:money",
    "?User|Resident|Citizen": "",
  }),
  g("g16-sports-community", "Please implement a sports community mini-program to promote community sports and provide sports information. The mini-program should have functionalities for displaying sports news, team sports, user registration, and login. Users should be able to browse sports information, participate in team sports, and view their own sports records. Assign moccasin to body backgrounds and sandy brown to main components.", {
    "News|Article": "title, content|body:text",
    "Activity|Event|TeamSport|Game": "name|title, date|time:date|datetime",
    "Record|SportsRecord|Workout|Exercise": "date:date|datetime, sport|activity|type",
    "?Participation|Registration|Signup": "",
    "?User|Member": "name",
  }),
  g("g16-forms-documents", "Please implement a web application for form processing and document generation. Users should be able to fill out forms through the web page and submit them. After submission, the system will generate corresponding documents based on the form data and provide a download function. Users should be able to browse and manage their own forms and documents. The system should also have user login and registration functions to ensure user data security. Use platinum as the screen background and midnight blue for component highlights.", {
    "Form|Submission": "title|name",
    "Document": ">Form|Submission, file|url|download",
    "?User": "name, email:email",
  }),
  g("g16-medication", "Please develop an elderly care application for medication reminders to remind elderly individuals to take their medication on time. The application should have functionalities such as medication reminders, medication records, and user profiles. Users should be able to set reminders for medication times, view medication records, and receive notifications for medication reminders. The application should have a simple and intuitive interface that is easy for elderly individuals to use. Use cornsilk in the background layer and rosy brown for the component layer.", {
    "Medication|Medicine": "name, dosage|dose",
    "Reminder": ">Medication|Medicine, time:datetime|string",
    "Record|Intake|MedicationRecord|Dose|Log": ">Medication|Medicine, taken|time|date:datetime|date",
    "?Profile|User|Patient|Person": "name",
  }),
  g("g16-ocr", "Please implement a web application for image recognition and text conversion. The user can upload image files, and the application will recognize the text in the image and convert it into editable text. The application should have functionalities for uploading images, recognizing text, and editing text. Users can browse their history, viewing previously recognized images and converted text. Implement styling with light cyan for the background and teal for components.", {
    "Image|Upload|Recognition|Conversion|Scan|Document": "image|file:image, text:text, date|created|uploaded:datetime|date",
  }),
  g("g16-movie-info", "Please implement a movie information crawling website to retrieve movie information. The website should have functionalities for automatically retrieving movie information, persisting data, and controlling execution frequency. Users should be able to browse movie information, view movie details, and download movie information tables. Establish light beige as the main background and sienna for the controls.", {
    "Movie|Film": "title|name",
  }),
  g("g16-app-testing", "Please develop a mobile app testing platform to collect user feedback on apps. The platform should allow users to download and test different apps and provide feedback. Users should be able to evaluate the app's user interface, performance, response speed, features, and usability. The platform should be able to collect and organize user feedback and provide it to the development team to improve the apps. Apply theme using powder blue as background and royal blue for elements.", {
    "App|Application": "name, description:text",
    "Feedback|Evaluation|Review": ">App|Application, interface|ui:rating, performance:rating, speed|response:rating, features:rating, usability:rating",
    "?Tester|User": "",
  }),
  g("g16-work-log", "Please implement a group work log system for recording and managing group tasks. The system should have functionalities for viewing tasks, scheduling tasks, and adjusting tasks. Users should be able to log in, view tasks for each member for the week, schedule and adjust tasks, and record work logs. Define the background as mint and components as dark sea green.", {
    "Task": "title|name, >Member|User|Employee, date|week|due|start:date|datetime, status:enum",
    "Log|WorkLog|Entry": ">Member|User|Employee, date:date, content|description|text|work:text",
    "Member|User|Employee": "name",
  }),
  g("g16-appointment-reminders", "Please implement a web-based appointment reminder application where users can create and manage appointments and set reminders via email, SMS, and phone calls. The application should have user login and registration functionality, allowing users to view and edit their appointment records and receive appointment reminders. Set the background to azure, and apply slate blue to components.", {
    "Appointment": "title|name, date|time|start:datetime",
    "Reminder": ">Appointment, channel|method|type|via:enum=email/sms/phone",
    "?User": "",
  }),
  g("g16-short-drama", "Please implement a short drama video playback website for playing short drama videos. The website should have functionalities such as chapter management, video playback, personal center, check-in, WeChat payment, point redemption, partner distribution, and plot recommendation. Users should be able to log in, browse and play short drama videos, manage their personal center, check-in and make WeChat payments, redeem points, participate in partner distribution, and view plot recommendations. Color the background using faint peach and set component styles to coral.", {
    "Drama|Series|Show": "title, description:text",
    "Chapter|Episode|Video": ">Drama|Series|Show, title, video|url:url",
    "?CheckIn|Checkin": "date:date",
    "?Payment": "amount:money",
    "?Redemption|Reward": "points:count|number",
    "?User|Member": "",
    "?Partner|Distribution": "",
  }),
  g("g16-audio-playlists", "Please implement a real-time audio streaming system for playing audio content. The system should have basic control functions such as play, pause, and stop. Users should be able to browse and search for audio content, create playlists, and play selected audio in real-time. The system should also have audio quality control and error handling functions. Use blanched almond as the screen background and dark slate gray for component highlights.", {
    "Track|Audio|Song": "title, file|url|audio:url",
    "Playlist": "name, >Track|Audio|Song",
  }),
  g("g16-lead-form", "Please design a lead generation landing page for a real estate agent, including a well-structured contact form for users to submit their information. The page should include client testimonials and relevant images to enhance credibility and visual appeal. Users should be able to fill out the contact form, submitting their name, email, phone number, and other information. The page should also include a brief introduction describing the real estate agent's services and advantages. Use old lace as the default background and tan for component styling.", {
    "Lead|Contact|Inquiry|Enquiry|Submission": "name, email:email, phone",
    "Testimonial": "name|client|author, text|content|quote:text",
    "?Service": "name, description:text",
  }),
  g("g16-webmail", "Please implement a mobile WAP email access website to access email servers. The website should have functionalities for logging in, viewing emails, sending emails, and deleting emails. Users should be able to log in, view their inbox, sent box, and draft box, send new emails, delete unwanted emails, and set up their email account information. Choose glacier blue for global background and royal blue for all components.", {
    "Email|Message|Mail": "subject, body:text, to|recipient, folder|box:enum=inbox/sent/draft|drafts",
    "?Account|EmailAccount|Setting|Settings": "email|address:email",
  }),
  g("g16-article-metadata", "Please implement a website function to add metadata, used to add metadata to the article header. The website should have the functionality to add metadata, including citation title, journal title, book title, abstract URL, full text URL, date, publication date, online date, language, volume, issue, ISSN, ISBN, conference title, publisher, DOI, first page, last page, and PDF URL. Users should be able to find these metadata fields predefined in the metadata section when creating a new article, similar to description, keywords, robots, and author fields. Design the site using light yellow as the background and dark khaki for content blocks.", {
    "Article": "title, citation_title|citation, journal_title|journal, book_title|book, abstract_url|abstract:url, full_text_url|full_text:url, publication_date|publication:date, online_date|online:date, language, volume, issue, issn, isbn, conference_title|conference, publisher, doi, first_page:count|number, last_page:count|number, pdf_url|pdf:url, description:text, keywords, robots, author",
  }),
  g("g16-templates", "Please implement a template system website for displaying and managing templates. The website should have functionalities for adding, deleting, editing, and previewing templates. Users should be able to log in, browse templates, add new templates, delete unnecessary templates, edit existing templates, and preview template effects. Set the background to peach puff, and apply firebrick to components.", {
    "Template": "name|title, content|body|html:text",
  }),
  g("g16-erp-returns", "Please implement a small program affiliated with the erp system for business personnel to register and view sales data offline. The small program should have functions such as registering returns, registering inventory, and viewing sales data. Users can use the small program to scan and register returns and inventory, and view sales reports, allowing them to query sales data at any time and place. Use melon in the background layer and tomato for the component layer.", {
    "Product|Item": "name, barcode|code|sku",
    "Return": ">Product|Item, quantity:count, date:date",
    "Inventory|Stock|InventoryRecord|StockEntry": ">Product|Item, quantity:count",
    "Sale|SalesRecord|Sales": ">Product|Item, quantity:count, amount|total|price:money, date:date",
  }),
  g("g16-messaging", "Please implement an instant messaging APP for group and private chats. Users should be able to send text, voice, video, images, emojis, red packets, locations, files, and business cards. The APP should have a social circle feature where users can share their life updates. Users should be able to engage in group chats and private chats, sending various types of messages. Assign cotton to the background and maroon to the UI elements.", {
    "Message": "type:enum, content|text, >Chat|Conversation|Group",
    "Chat|Conversation|Group": "name",
    "Post|Moment|Update": "content|text:text",
    "?User|Contact": "name",
  }),
  g("g16-photo-details", "Please add a webpage to display photo details, including the photo's title, description, and upload time. Users should be able to browse photos, view photo details, and comment or share photos. The webpage should have a clear layout and navigation, making it easy for users to find the information they need. Declare cream as the global background color and dark teal for all UI pieces.", {
    "Photo": "title, description:text, upload|uploaded|created:datetime|date, image|photo|file:image",
    "Comment": ">Photo, text|content|body:text",
    "?Share": "",
  }),
  g("g16-trip-rental", "Please implement a travel planning WeChat mini-program for route planning and trip cost calculation. Users should be able to use the mini-program's map API to plan routes, calculate trip distances and estimated times, and submit data such as trip distance and number of passengers to calculate prices. The mini-program should also include car rental and other related services. Users should be able to browse different types of vehicles, select car rental services, view rental prices and related information. Use light salmon as the screen background and coral for component highlights.", {
    "Trip|Route": "start|origin|from, end|destination|to, distance:number, passengers:count, price|cost:money",
    "Vehicle|Car": "type|category|name, price|rate:money",
    "Rental|Booking": ">Vehicle|Car",
  }),
  g("g16-ride-hailing", "Please implement a ride-hailing type of WeChat mini-program to provide convenient travel services. The mini-program should have a driver grab-order function, which calculates the nearest driver based on the passenger's starting and ending points to grab an order, improving the passenger's travel efficiency. Users can open the mini-program, input their starting and ending points, select a car type, place an order to call a car, view the driver's location and arrival time in real-time, and communicate with the driver in real-time. Use floral white for container backgrounds and dark red for component visuals.", {
    "Order|Ride|Trip|Booking": "start|pickup|origin|from, end|destination|dropoff|to, car_type|type|vehicle, >Driver, status:enum",
    "Driver": "name, location",
    "?Passenger|User": "",
    "?Message": "",
  }),
  g("g16-scenic-area", "Please implement a website for Sun Yat-sen's hometown tourist area, providing scenic spot guidance and tourism information. The website should have functionalities such as scenic spot guidance, scenic spot reservation, restaurant navigation, hotel and hostel reservation, transportation guidance, VR display, surrounding tourism introduction, and travel strategy. Users can browse scenic spot information, make reservations, view restaurant and hotel information, book rooms, view transportation guidance, experience VR displays, view surrounding tourism information, and travel strategies. Apply sky blue as the background; style all components with navy.", {
    "Spot|ScenicSpot|Attraction|Scenic": "name, description:text",
    "Reservation|Booking": ">Spot|ScenicSpot|Attraction|Scenic",
    "Restaurant": "name, address|location",
    "Hotel|Accommodation|Lodging": "name, type:enum=hotel/hostel",
    "?Room|RoomBooking|HotelBooking": "",
    "?Strategy|Guide|Article|TravelStrategy": "title, content:text",
    "?Transportation|Transport": "",
  }),
  g("g16-blind-box", "Please implement a blind box mini-program that allows users to open blind boxes and receive physical rewards. Users can select the set they want to open, then consume lucky coins to open the blind box, obtain set fragments, and synthesize the set after collecting all the fragments to redeem physical rewards. The mini-program should have a blind box area and a set area, where users can select sets and open blind boxes in the blind box area, and view set fragment information and synthesize sets in the set area. Use morning mist as the default background and navy for component styling.", {
    "Set|Series|Collection": "name",
    "Fragment|Piece": ">Set|Series|Collection",
    "Box|BlindBox": "price|cost|coins:count|money|number",
    "?Reward|Prize": "name",
    "?User|Member|Player": "coins:count|number",
  }),
  g("g16-click-tracking", "Please implement a tool to track the number of times a product is clicked on a website. The tool should be able to generate traffic data for the website and products, including the number of times a product is clicked, and identify the most and least clicked products. Users should be able to input the target website and products, and the tool will provide detailed statistical data, including click-through rates and other metrics. Apply theme using floral white as background and dark red for elements.", {
    "Product": "name, clicks:count, >Website|Site",
    "Website|Site": "name, url:url",
    "?Click": ">Product, time|date:datetime",
  }),
  g("g16-sre-learning", "Please develop a site reliability engineering learning platform for learning and practicing various aspects of site reliability engineering. The platform should have functionalities for course learning, hands-on practice, performance monitoring, and discussion forums. Users should be able to log in, browse and learn courses, conduct hands-on practice, monitor website performance, and engage in discussions and exchanges with other users. Configure the background color to pale lilac, with components using dark orchid.", {
    "Course": "title|name, description:text",
    "Practice|Lab|Exercise": "title|name, >Course",
    "Thread|Topic|Post|Discussion": "title, content|body:text",
    "?Reply|Comment": "",
    "?Lesson": "",
    "?Monitor|Metric": "",
  }),
  g("g16-marketing-card", "Please implement a smart marketing name card mini-program for customer management and marketing. The mini-program should have functionalities for customer management, e-commerce, distribution, and information dissemination. Users should be able to log in, browse products, publish information, manage customer relationships, and perform data analysis. The mini-program should have a complete customer radar function, which can track customer behavior and preferences. Configure your theme with peach puff as background and firebrick as component color.", {
    "Customer": "name, phone",
    "Product": "name, price:money",
    "Post|Article|Information|News": "title, content:text",
    "?Behavior|Activity|Interaction|Visit|Event": ">Customer",
    "?Order": "",
  }),
  g("g16-customer-data", "Please implement a customer data automation website for real-time updates of customer information. The website should have functionalities for real-time data updates, data import, and data export. Users should be able to log in, browse customer information, update customer information, and view update records. The website should also have data statistics and analysis functions, generating reports and charts based on customer information. Implement violet for the page background and indigo for the elements.", {
    "Customer": "name, email:email, phone",
    "Update|ChangeLog|History|UpdateRecord|Log|Record": ">Customer, date|time|updated:datetime|date",
  }),
];
