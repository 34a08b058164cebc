/**
 * A seventh held-out batch (h9), written by a helper for the lead at the start of the thirteenth
 * generation session (2026-11-29, on main 857044d) before any of that session's rule changes. Its prompts
 * are not the team's words, and their genre is new to the corpus: **user stories**. The source is
 * florinpop17/app-ideas (MIT licence, snapshot 08b771c): every project whose app keeps data a person
 * manages (to-dos, notes, events, recipes, flash cards, polls and votes, badges, sales receipts, a store's
 * products and orders, a tournament, foods and calories, chat messages, contributions, posts and follows,
 * kudos, movies, podcasts and episodes, surveys, archived channels, memes, documents, scans), from
 * all three tiers; left out are converters, calculators, visual toys, games, simulators and API or
 * status viewers that store nothing (28 of its 90 projects are taken). Each prompt is the project's title,
 * its description (the prose before any "Constraints"/"Requirements" section, without code blocks) and its
 * "User Stories" (sub-headings kept as lines, the developer notes of FlashCards left out), **verbatim**:
 * only the markdown is stripped (checkboxes, backticks, emphasis, link targets), one story a line. As
 * app-ideas gives fewer than ~30, 18 rows come from one more source, karan/Projects (the "Mega Project
 * List", MIT licence, snapshot 10ed1c0): every row of its list whose program keeps records a person
 * manages (journal, inventory, reservations, employees, accounts, appointments, recipes, a flower shop, a
 * family tree, e-cards, a CMS, a forum, quizzes, snippets, events, a budget, TV shows, travel plans),
 * verbatim with its title, markdown stripped. Expectations are what a careful reader of the text expects
 * (required records for what it clearly stores, `?` for plausible ones; key fields with types where it says
 * them; the links it implies), written without running the generator on these prompts or looking at
 * anything it builds for them. The edits are app-ideas "Bonus features" that change what the app keeps or
 * shows, verbatim or minimally reworded into a request, on the creation of the same project. Its misses
 * are never read while tuning; its aggregate is measured on 857044d and at the session's end. Same
 * expectation DSL as corpus.ts.
 */
import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits } from './corpus-dsl.ts';

const held = creations('heldout');
const heldEdit = edits('heldout');

/** The app-ideas prompts: title, description and user stories of each project, verbatim. */
const P = {
  calendar: 'My calendar\nBuild a calendar application to organize you daily life. Add functionality to add events and reminder. Style your own calendar according to your requirement\n- Understanding how calendar application works\n- Only basic understanding of HTML/CSS and JS is required\n- Working on more features help you learning advance concepts of JS\nUser can create event\nUser can edit event\nUser can delete event',
  notes: 'Notes App\nCreate and store your notes for later purpose!\nUser can create a note\nUser can edit a note\nUser can delete a note\nWhen closing the browser window the notes will be stored and when the User returns, the data will be retrieved',
  countdown: 'Countdown Timer\nWe all have important events we look forward to in life, birthdays, anniversaries, and holidays to name a few. Wouldn\'t it be nice to have an app that counts down the months, days, hours, minutes, and seconds to an event? Countdown Timer is just that app!\nThe objective of Countdown Timer is to provide a continuously decrementing display of the he months, days, hours, minutes, and seconds to a user entered event.\nUser can see an event input box containing an event name field, an date field, an optional time, and a \'Start\' button.\nUser can define the event by entering its name, the date it is scheduled to take place, and an optional time of the event. If the time is omitted it is assumed to be at Midnight on the event date in the local time zone.\nUser can see a warning message if the event name is blank.\nUser can see a warning message if the event date or time are incorrectly entered.\nUser can see a warning message if the time until the event data and time that has been entered would overflow the precision of the countdown timer.\nUser can click on the \'Start\' button to see the countdown timer start displaying the days, hours, minutes, and seconds until the event takes place.\nUser can see the elements in the countdown timer automatically decrement. For example, when the remaining seconds count reaches 0 the remaining minutes count will decrement by 1 and the seconds will start to countdown from 59. This progression must take place from seconds all the way up to the remaining days position in countdown display.',
  quiz: 'Quiz App\nPractice and test your knowledge by answering questions in a quiz application.\nAs a developer you can create a quiz application for testing coding skills of other developers. (HTML, CSS, JavaScript, Python, PHP, etc...)\nUser can start the quiz by pressing a button\nUser can see a question with 4 possible answers\nAfter selecting an answer, display the next question to the User. Do this until the quiz is finished\nAt the end, the User can see the following statistics\n- Time it took to finish the quiz\n- How many correct answers did he get\n- A message showing if he passed or failed the quiz',
  recipe: 'Recipe\nYou might not have realized this, but recipe\'s are nothing more than culinary algorithms. Like programs, recipes are a series of imperative steps which, if followed correctly, result in a tasty dish.\nThe objective of the Recipe app is to help the user manage recipes in a way that will make them easy to follow.\nUser can see a list of recipe titles\nUser can click a recipe title to display a recipe card containing the recipe title, meal type (breakfast, lunch, supper, or snack), number of people it serves, its difficulty level (beginner, intermediate, advanced), the list of ingredients (including their amounts), and the preparation steps.\nUser click a new recipe title to replace the current card with a new recipe.',
  causeEffect: 'CauseEffect\nPatterns are integral to software engineering and represent potentially reusable components in program logic. However, patterns aren\'t used only for program logic, they are exist in other domains such as DevOps, user support, and the user interface.\nA common user interface pattern is to summarize data in one section of a page that consists of some type of list (like text, images, or icons) that describes or categorizes a set of data. When a list item is clicked, the detailed data behind it is displayed in an adjacent pane on the page.\nFor example, on a real estate site clicking an address in a list of properties for sale displays the details about the property in another part of the page.\nThis challenge requires that the developer implementing it follow these constraints:\n- You are responsible for creating your own test data. Use a hardcoded Javascript object to define your test data (see below).\n- Use only native HTML/CSS/Javascript in your first version of this app\n- You may use other packages or libraries when implementing subsequent versions.\nUser can see a list of person names arranged vertically in a summary pane on the page.\nUser can click on a name in the list to update an adjacent pane on the page with that individuals full name, address, telephone number, and birthday.\nUser can click on another name in the list to refresh the detail pane with that individuals information.',
  firstDb: 'Your First DB App\nUnderstanding database concepts and how to use them in your applications is knowledge all developers need to acquire. The objective of Your First DB App is to provide a gentle introduction to database concepts and learning one use case for databases in a frontend app.\nSo, did you know that modern browsers have a database management system built into them? IndexedDB is built into most modern browsers and provides developers with basic database features, transaction support, and client-side cross-session persistance.\nUser can see a web page containing a control panel containing three buttons - \'Load DB\', \'Query DB\', and \'Clear DB\'.\nUser can see a notification panel where status messages will be posted.\nUser can see a scrollable log panel where execution details describing the apps operation and interface with the Customer instance will be posted.\nUser can see a running history of notification panel messages in the log panel.\nUser can see a scrollable query results area where retrieved customer data will be displayed.\nUser can click the \'Load DB\' button to populate the database with data. The \'Load DB\' button in your UI should be hooked to the loadDB event handler that\'s provided.\nUser can see a message displayed in the notification panel when the data load operation starts and ends.\nUser can click the \'Query DB\' button to list all customers in the query results area. The \'Query DB\' button in your UI should be hooked to a queryDB event handler you will add to the program.\nUser can see a message in the notification panel when the query starts and ends.\nUser can see a message in the query results area if there are no rows to display.\nUser can click on the \'Clear DB\' button to remove all rows from the database. The \'Clear DB\' button in your UI should be hooked to the clearDB event handler that\'s provided.\nUser can see a message in the notification panel when the clear operation starts and ends.',
  flashcards: 'FlashCards\nFlashCards are a time tested technique used by students to review and test their knowledge on a particular subject.\nThis app is based on a knowledge base of questions and answers about a particular subject and randomly displays a card with the question and multiple answers. The objective is for the user to select the correct answer(s).\nUser can see a single card, randomly picked from the "deck" displayed at any point in time\nUser can see a question on the card and a list of four possible answers, each of which is identified by a letter.\nUser can select an answer by clicking on it\nUser can see an error displayed when the wrong answer is selected\nUser can see a congratulations message when the correct answer is selected.\nUser can click a \'Next Question\' button to display the next flash card.',
  gamePolls: 'Game suggestion app\nAn app where users can create polls where voters can suggest any games available on IGDB to play on a stream or a gaming get-together. IGDB (Internet Game Data Base) has a handy API for getting games and implementing some kind of AJAX search for it would be necessary.\nUser can create polls\nUser can vote on polls (add games)\nUser can see the poll results as a top 10 or 5 list of the most voted games',
  badges: 'QRCode Badge Generator\nAt some point in your career you will probably find yourself involved helping to coordinate a company-sponsored event or a local technical Meetup. It\'s not uncommon in these types of gatherings for attendees to want to exchange contact information between themselves.\nBut how to do that? Attendees could always exchange business cards or write down each others email or social media account names, but that can be slow and error prone. Wouldn\'t it be nice to be able to scan a each others badges to capture this type of information quickly and more dependably?\nIf you answered \'Yes!" to this question then QRCode Badge Generator is an app you will be interested in creating. The objective of this application is to collect a meeting attendee\'s name, email address, Twitter, and GitHub account names and print a name badge with a QRcode that can be scanned using a smartphone.\nUser can see an input panel containing input fields for the attendee name, email address, Twitter account name, GitHub account name, and \'Cancel\' and \'Create\' buttons.\nUser can enter data into these input fields. Note that attendee name and email address are required, but the Twitter and GitHub account names are optional fields.\nUser can click the \'Cancel\' button to clear all input fields as well as the badge panel (see below) if it has been created.\nUser can click the \'Create\' button to generated an image of the attendees name badge.\nUser can see an error message if any of the following are true:\n- Required fields are empty\n- A first name and last name have not been entered\n- Email input field isn\'t a properly formatted email address\n- Twitter account name doesn\'t start with \'@\'\nUser can see an badge panel displayed on screen containing this information, plus a QR code encoded with this information.',
  sales: 'Sales Reciepts\nIn the First DB App you were able to learn the basics of how to use the IndexedDB database that\'s built into the browser. In Sales Reciepts you\'ll take this a step further by creating an app that records point of sales receipts, presumably for subsequent balancing against cash in the stores cash register.\nThe objective of Sales Receipts is to implement point-of-sale functionality for a merchant and to make a record of all sales in a database.\nUser can see an purchase panel containing buttons for each item containing the item number, description, and unit price, as well as a \'Clear\' and a \'Checkout\' button.\nUser can click an item button to make a purchase.\nUser can see an field displaying the total sale amount incremented as items are purchased.\nUser can see a reciept panel displaying the date and time of the sale, as well as all items selected for purchase. This includes the item number, description, and unit price.\nUser can click the \'Clear\' button to clear all purchases at any time before checking out.\nUser can click the \'Checkout\' button to complete purchase all selected items. The final total purchase amount will be added to the end of the reciept panel and all selected items will be added to the database.\nUser can see the receipt panel cleared after all items have been added to the database.\nUser can see a \'Daily Sales\' and a \'Clear All\' button at the bottom of the app window.\nUser can click the \'Daily Sales\' button to display all items purchased by all customers in the receipt panel along with the total of them all.\nUser can click the \'Clear All\' button to clear the receipt panel and delete the record of all purchases from the database.',
  store: 'Simple Online Store\nIn the Product Landing Page project you implemented a landing page to provide your users with information about a product and to hopefully increase your sites conversion rate.\nThe goal of the Simple Online Store is to give your users the capability of selecting a product to purchase, viewing purchase information, adding it to an online shopping cart, and finally, actually purchasing the products in the shopping cart.\nUser can click on a View Products button on the Landing Page to display the Products Page.\nUser can see a card on the Products Page for each Product showing the product thumbnail, name, price, a short description, and a Select button.\nUser can see a Product Details page displayed when the Select button is clicked showing the same information from the product card, but also a unique product id, a long description, Add to Cart button, and a See More Products button.\nUser can see a confirmation message when the product is added to the shopping cart.\nUser can click on the See More Products page to return to the Products Page.\nUser can see a Shopping Cart button on both the Landing Page or the Products Page. Hint: a top bar might be a good common location for this button.\nUser can click on the Shopping Cart button to display the Shopping Cart page containing the product id, name, price, and quantity ordered input box for each product previously added to the Shopping Cart.\nUser can see a total purchase amount on the Shopping Card that is calculated as the sum of the quantities multiplied by the unit price for each product ordered.\nUser can adjust the quantity ordered for any product to adjust the total purchase amount.\nUser can click a Place Order button on the Shopping Cart Page to complete the order. User will see a confirmation number when the order has been placed.\nUser can click a Cancel Order button on the Shopping Cart Page to cancel the order. User will see the product quantities and the total purchase amount reset to zero.\nUser can click a See More Products button on the Shopping Cart Page to return to the Products Page. If the order hasn\'t been placed yet this will not clear the products that have already been added to the Products Page.',
  bracket: 'Sports Bracket Generator\nWhether your main sport is soccer, baseball, cricket, or competitive Esports following the progress of your favorite team during tournaments is an activity enjoyed by many.\nTracking team progress is traditionally done using a horizontal tree diagram showing all of the initial matches on the lefthand side. At the end of each match the winner advances to the next round in the tournament along with the winner of the adjacent match. Columns in the diagram are used to represent each round and contain one-half of the teams in the adjacent column on the left and twice as many teams as the adjacent column to the right. The number of teams in each column decreases from left to right until the last round (column) contains the final winner in the tournament.\nThe SportsBracket Generator automates the process of creating this type of chart by drawing it in a browser window to relieve the user from having to draw it by hand.\nUser can enter the name of the tournament\nUser can enter the starting and ending dates of the tournament\nUser can enter the number of teams competing in the tournament\nUser can see a warning if either the starting or ending date is invalid\nUser can see a warning if an odd number of competing teams is entered',
  todo: 'To-Do App\nThe classic To-Do application where a user can write down all the things he wants to accomplish.\nUser can see an input field where he can type in a to-do item\nBy pressing enter (or a button), the User can submit the to-do item and can see that being added to a list of to-do\'s\nUser can mark a to-do as completed\nUser can remove a to-do item by pressing on a button (or on the to-do item itself)',
  voting: 'Voting App\nAllow users to vote give multiple choices\nUser can see a list of items he can vote on\nThese items must have a button that the user can click on to vote\nAfter the user clicked a button, the user should see all the votes',
  calories: 'Calorie Counter\nGetting and staying healthy requires a combination of mental balance, exercise, and nutrition. The goal of the Calorie Counter app is to help the user address nutritional needs by counting calories for various foods.\nThis app provides the number of calories based on the result of a user search for a type of food. The U.S. Department of Agriculture MyPyramid Food Raw Data will be searched to determine the calorie values.\nCalorie Counter also provides you, the developer, with experience in transforming raw data into a format that will make it easier to search. In this case, the MyPyramid Food Raw Data file, which is an MS Excel spreadsheet, must be downloaded and transformed into a JSON file that will be easier to load and search at runtime (hint: take a look at the CSV file format).\nDeveloper will create a JSON file containing the food items to be searched. This will be loaded when the app is started.\nUser can see an panel containing a food description input text box, a \'Search\' button, and a \'Clear\' button.\nUser can enter search terms into the food description input text box.\nUser can click on the \'Search\' button to search for the matching food.\nUser can see a warning message if no search terms were entered.\nUser can see a warning message if no matches were found.\nUser can see a list of the matching food items, portion sizes, and calories in a scrollable results panel that is limited to 25 entries.\nUser can click on the \'Clear\' button to clear the search terms and results list.',
  chat: 'Chat App\nReal-time chat interface where multiple users can interact with each other by sending messages.\nAs a MVP(Minimum Viable Product) you can focus on building the Chat interface. Real-time functionality can be added later (the bonus features).\nUser is prompted to enter a username when he visits the chat app. The username will be stored in the application\nUser can see an input field where he can type a new message\nBy pressing the enter key or by clicking on the send button the text will be displayed in the chat box alongside his username (e.g. John Doe: Hello World!)',
  contributions: 'Contribution Tracker\nIn the Charity Finder project you created an app to help you locate a charity worthy of your contributions. Once a contribution has been made the goal of the Contribution Tracker app is to track it so to provide users with a record of all contributions for use in monitoring how funds are being directed and to provide records for financial reporting purposes. For example, for tax reporting.\nUser can see a Navigation Bar at the top of each page containing the application name and a "hamburger" menu with these option:\n- Dashboard\n- Transactions\nUser can see a Footer Bar at the bottom of each page containing an About link\nDashboard Page\nUser can see the Dashboard page when the app is started containing graphical summaries of the following key metrics. The graphical representation for each is left up to the Developer.\n- Contributions by month for the current year\n- Total contributions by year\n- Contribution increase/decrease by year\n- Average contribution amount by month and year\nUser can return to the Dashboard page, if currently on another page, by clicking on the \'Dashboard\' option in the hamburger menu in the Navigation Bar.\nTransactions Page\nUser can see a transaction input panel containing the following:\n- Transaction date\n- Payee name\n- Amount\n- Memo\n- Action buttons - \'Clear\', \'Add\'\nUser can see a tabular transaction ledger containing previously entered transactions. Each row will also contain a \'Modify\' and a \'Delete\' button.\nUser can enter values describing the transaction into the input fields\nUser can click the \'Clear\' button to reset all input fields to an empty state.\nUser can click the \'Add\' button to validate the input that has been entered, add the validated entry to the transaction ledger, and clear the input fields.\nUser can see a consolidated error message detailing any errors detected in input fields, including:\n- Invalid date\n- Blank Payee name\n- Non-numeric amount field\nUser can click on the \'Update\' button to modify a previously entered transaction. The transaction details will be copied to the transaction input panel and the \'Add\' button will change to \'Modify\'.\nUser can change values in the input fields and click the \'Modify\' to validate the input and update that transactions entry in the ledger. If successful the \'Modify\' button will change back to \'Add\' and the input fields will be cleared.\nUser can click the \'Delete\' button to remove a previously entered transaction. A popup dialog will be displayed containing \'Cancel\' and \'Okay\' buttons to cancel or confirm the delete. If the delete is confirmed the transaction will be removed from the ledger.\nUser can return to the Transactions page, if currently on another page, by clicking on the \'Transactions\' option in the hamburger menu in the Navigation Bar.\nAbout Page\nUser can click the About link in the Footer Bar to display information about the Developer.\nUser can see links to the Developers GitHub and social media accounts including social media icons (like the Twitter icon).',
  instagram: 'Instagram Clone\nA clone of Facebook\'s Instagram app where you can login/register, create new posts, follow other users and see other people you follows posts\nYou should create a MVP (Minimum Viable Product) using a Full stack approach such as the MEAN, MERN or VENM Stack to store images to the server and display them to the client.\nUser can register for an account storing their name, email/username and password then login to the app using their credentials\nUser can create a post and store images to the server (Preferably in a database)\nUser has a profile that displays all the images they have uploaded\nUser can follow other users\nUser can see other users posts (people who the user follows)',
  kudos: 'Kudo\'s Slackbot\nHave you ever recognized a team mate\'s contributions or assistance in a Slack channel only to find that it\'s lost after a few days? Let Kudo\'s come to the rescue.\nKudo\'s is a Slackbot that allows you to create a recognition of someone else\'s efforts and to make it available through a simple Slack command.\nUser can create a kudu using the Slack command: /kudo add <slack-id> <text> where:\n- <slack-id> defines the individual receiving the recognition\n- <text> is your kudo for that person\nUser can modify a kudu using the Slack command: /kudo replace <kudo-id> <text> where:\n- <action> is \'replace\' or \'delete\'\n- <kudo-id> is the kudo identifier\n- <text> is your kudo for that person\nUser can delete a kudu using the Slack command: /kudo delete <kudo-id>\nUser may display the most recent n kudos using the Slack command: /kudo list <n> where n is an integer or * for all kudos\nUser may display all kudos for an individual with the Slack command: /kudo user <slack-id>',
  movies: 'Movie Database App\nFind your next movie or create your watchlist with this App. It include reviews, rating, actors and anything you need to know about the movie.\n- This application will help users find their next movie to watch by showing helpful stats\n- Resource needed for the project is movie api, examples include Imdb, MovieDB etc.\nUser can see all the latest movie on the front page\nUser scroll down to see all other movies according to release date\nUser can click on any of the movie to go to their own separate page\nUser can then see all about the movie ratings, about, actors present on each separate movie page',
  podcastLibrary: 'My Podcast Library\nIn the GitHub Status and Podcast Directory you learned what web scraping is and how you can use it as an alternative data source when API\'s and backend databases aren\'t available. The My Podcast Library app merges your newfound knowledge of web scraping with your frontend skills to extend the simple Podcast Directory app into something more complex and useful.\nThe goal of My Podcast Library is to build a more personalized library of your favorite podcasts and episodes. In this app you\'ll use Puppeteer and Podbean to create an app to maintain your personal library of podcasts.\nThis project is described in detail by the following user stories, but feel free to use your imagination.\nFavorite Podcast Display\nUser can see their favorite podcasts in a tabular display area\nUser can see the message \'No podcasts added yet\' in watermark format in this area if no podcasts have been added.\nUser can see an overview of each favorite podcast that has been added in this area. This includes the podcast icon, it\'s name, and the number of most recent episodes.\nUser can click on the podcast icon to display a page containing a list of the most recent episodes.\nFavorite Podcast Entry\nUser can see a \'+\' button at the top of the favorite podcast area with the hover text \'Add a new podcast\'\nUser can click the \'+\' button to display a popup panel to allow a new favorite podcast added. This panel contains an input area containing a text input box for the podcasts page on Podbean (e.g. Techpoint Charlie), a \'Save\' button, and a \'Cancel\' button.\nUser can click the \'Save\' button to validate the URL and add the podcast to the favorite podcast area.\nUser can see a warning message if the url doesn\'t start with https://www.podbean.com/podcast-detail/ or if navigating to the page results in a 404 error.\nUser can see valid URLs for favorite podcasts retained across sessions.\nUser can click the \'Cancel\' button to discard any data and dismiss the popup.\nMost Recent Episodes for a Podcast Page\nUser can see a table of podcast episodes\nUser can see rows in this table showing a clickable episode icon, the title of the episode, the date it was originally broadcast, and a heart icon button to mark it as a favorite.\nUser can scroll through the list\nUser can click on the episode icon to display that episodes page on the Podbean web site.\nUser can click on an episode\'s heart icon to mark it as a favorite.\nUser can click on an episode\'s heart icon to remove it as a favorite.\nUser can see the table sorted with most recent episodes at the top, followed by those previously marked as favorites.\nUser can see favorite episodes persist across sessions.',
  survey: 'Survey App\nSurveys are a valuable part of any developers toolbox. They are useful for getting feedback from your users on a variety of topics including application satisfaction, requirements, upcoming needs, issues, priorities, and just plain aggravations to name a few.\nThe Survey app gives you the opportunity to learn by developing a full-featured app that will you can add to your toolbox. It provides the ability to define a survey, allow users to respond within a predefined timeframe, and tabulate and present results.\nUsers of this app are divided into two distinct roles, each having different requirements:\n- Survey Coordinators define and conduct surveys. This is an administrative function not available to normal users.\n- Survey Respondents Complete surveys and view results. They have no administrative privileges within the app.\nCommercial survey tools include distribution functionality that mass emails surveys to Survey Respondents. For simplicity, this app assumes that surveys open for responses will be accessed from the app\'s web page.\nGeneral\nSurvey Coordinators and Survey Respondents can define, conduct, and view surveys and survey results from a common website\nSurvey Coordinators can login to the app to access administrative functions, like defining a survey.\nDefining a Survey\nSurvey Coordinator can define a survey containing 1-10 multiple choice questions.\nSurvey Coordinator can define 1-5 mutually exclusive selections to each question.\nSurvey Coordinator can enter a title for the survey.\nSurvey Coordinator can click a \'Cancel\' button to return to the home page without saving the survey.\nSurvey Coordinator can click a \'Save\' button save a survey.\nConducting a Survey\nSurvey Coordinator can open a survey by selecting a survey from a list of previously defined surveys\nSurvey Coordinators can close a survey by selecting it from a list of open surveys\nSurvey Respondent can complete a survey by selecting it from a list of open surveys\nSurvey Respondent can select responses to survey questions by clicking on a checkbox\nSurvey Respondents can see that a previously selected response will automatically be unchecked if a different response is clicked.\nSurvey Respondents can click a \'Cancel\' button to return to the home page without submitting the survey.\nSurvey Respondents can click a \'Submit\' button submit their responses to the survey.\nSurvey Respondents can see an error message if \'Submit\' is clicked, but not all questions have been responded to.\nViewing Survey Results\nSurvey Coordinators and Survey Respondents can select the survey to display from a list of closed surveys\nSurvey Coordinators and Survey Respondents can view survey results as in tabular format showing the number of responses for each of the possible selections to the questions.',
  slackArchiver: 'Slack Archiver\nSlack is a tool many teams rely on for collaboration not only between developers, but also between developers and their users. It\'s especially attractive to Open Source Software (OSS) teams since it supports a highly functional free tier.\nOne problem is the free tier is limited to a maximum of 10K messages. When this limit is reached older messages become unavailable since they are purged. This is very impactful to active Slack teams and communities since older messages quite often hold a great deal of "institutional knowledge" that\'s lost when the message limit is reached.\nThe Slack Archiver seeks to remedy this situation by extracting the history for specific channels to an database or file. Messages could be extracted up to the maximum allowed limit of 50 messages per minute for the channels.history API method. At this rate (tier 4) 86.4K messages could be theoretically retrieved per day.\nImplementers are cautioned that further research will be required to determine the best extraction method to use prior to attempting any development of this application.\nAllow the user to specify the channels to be archived. This includes both adding and removing channels from the list\nOnly the owners of the Slack Team should be allowed to archive messages\nFor each channel to be archived periodically extract messages starting from the last message retrieved in the last extract and write them to a database\nAllow the user to copy and extracted channel to a file\nArchiving should be an automatic process. Unlike a Slack \'bot, no manual intervention should be required to start or stop and archive operation',
  memes: 'Meme Generator App\nAllow users to generate custom memes by adding text over an image.\nUser can upload an image that will appear in a canvas\nUser can add text in the top part of the image\nUser can add text in the bottom part of the image\nUser can select the color of the text\nUser can select the size of the text\nUser can save the resulting meme',
  mathEditor: 'Math Formula Editor\nAn app (desktop or web) which you can use to edit different kinds of math formulas. The app will be particularry useful for doing your math homework digitally.\nThe app will probably use a math markup system such as LaTeX.\nUser can write to a text document\nUser can add a math formula to that text document\nUser can save the document either to a database or as a file locally\nUser can load the file and all the formulas should be still intact',
  imageScanner: 'Image Scanner\nCreate an android and ios app to find phone numbers, email and website links available in a photo and then organise it in the app.\nUser can either click a photo or upload a photo from the gallery\nProcessing is done on the image.\nIf there are any phone numbers, email or web links present in the image then they are listed in the cards properly organized.\nOn tap on the details, an option is provided to save as contact.\nHistory of search results are provided in the list view',
  podcastDirectory: 'Podcast Directory\nIn the GitHub Status app you learned how to use the Request package to scrape information from a web page. The Podcast Directory continues this process and introduces you to another web scraping package - Puppeteer.\nAlthough Request is a useful package it isn\'t built specifically for web scraping like Puppeteer. As you gain experience with web scraping you\'ll find that there are web sites and applications where web scraping is made easier by using a tool like Puppeteer that is specifically built for scaping.\nIt is important to note that while web scraping has its place, the use of an API or a data source such as a file or database is always preferable to scraping information from a page. The reason being that even minor changes to page styling can render your web scraper inoperable. For example, the change of a CSS class name your scraping logic is dependent on.\nThe goal of the Podcast Directory app is to pull the most recent episodes of the Javascript Jabber and Techpoint Charlie podcasts from Podbean and create a new page that creates a combined list of episodes, sorted by broadcast date.\nUser can see a table of podcast episodes\nUser can see rows in this table showing a clickable episode icon, the title of the episode, and the date it was originally broadcast.\nUser can scroll through the list\nUser can click on the episode icon to display that episodes page on the Podbean web site.',
};

/** The Mega Project List prompts: one row each, verbatim. */
const K: Record<string, string> = {
  'Guestbook / Journal': 'Guestbook / Journal - A simple application that allows people to add comments or write journal entries. It can allow comments or not and timestamps for all entries. Could also be made into a shout box. Optional: Deploy it on Google App Engine or Heroku or any other PaaS (if possible, of course).',
  'Product Inventory Project': 'Product Inventory Project - Create an application which manages an inventory of products. Create a product class which has a price, id, and quantity on hand. Then create an inventory class which keeps track of various products and can sum up the inventory value.',
  'Airline / Hotel Reservation System': 'Airline / Hotel Reservation System - Create a reservation system which books airline seats or hotel rooms. It charges various rates for particular sections of the plane or hotel. Example, first class is going to cost more than coach. Hotel rooms have penthouse suites which cost more. Keep track of when rooms will be available and can be scheduled.',
  'Company Manager': 'Company Manager - Create an hierarchy of classes - abstract class Employee and subclasses HourlyEmployee, SalariedEmployee, Manager and Executive. Every one\'s pay is calculated differently, research a bit about it.',
  'Bank Account Manager': 'Bank Account Manager - Create a class called Account which will be an abstract class for three other classes called CheckingAccount, SavingsAccount and BusinessAccount. Manage credits and debits from these accounts through an ATM style program.',
  'Patient / Doctor Scheduler': 'Patient / Doctor Scheduler - Create a patient class and a doctor class. Have a doctor that can handle multiple patients and setup a scheduling program where a doctor can only handle 16 patients during an 8 hr work day.',
  'Recipe Creator and Manager': 'Recipe Creator and Manager - Create a recipe class with ingredients and a put them in a recipe manager program that organizes them into categories like deserts, main courses or by ingredients like chicken, beef, soups, pies etc.',
  'Flower Shop Ordering To Go': 'Flower Shop Ordering To Go - Create a flower shop application which deals in flower objects and use those flower objects in a bouquet object which can then be sold. Keep track of the number of objects and when you may need to order more.',
  'Family Tree Creator': 'Family Tree Creator - Create a class called Person which will have a name, when they were born and when (and if) they died. Allow the user to create these Person classes and put them into a family tree structure. Print out the tree to the screen.',
  'E-Card Generator': 'E-Card Generator - Make a site that allows people to generate their own little e-cards and send them to other people. Do not use Flash. Use a picture library and perhaps insightful mottos or quotes.',
  'Content Management System': 'Content Management System - Create a content management system (CMS) like Joomla, Drupal, PHP Nuke etc. Start small. Optional: Allow for the addition of modules/addons.',
  'Web Board (Forum)': 'Web Board (Forum) - Create a forum for you and your buddies to post, administer and share thoughts and ideas.',
  'Quiz Maker': 'Quiz Maker - Make an application which takes various questions from a file, picked randomly, and puts together a quiz for students. Each quiz can be different and then reads a key to grade the quizzes.',
  'Code Snippet Manager': 'Code Snippet Manager - Another utility program that allows coders to put in functions, classes or other tidbits to save for use later. Organized by the type of snippet or language the coder can quickly look up code. Optional: For extra practice try adding syntax highlighting based on the language.',
  'Event Scheduler and Calendar': 'Event Scheduler and Calendar - Make an application which allows the user to enter a date and time of an event, event notes and then schedule those events on a calendar. The user can then browse the calendar or search the calendar for specific events. Optional: Allow the application to create re-occurrence events that reoccur every day, week, month, year etc.',
  'Budget Tracker': 'Budget Tracker - Write an application that keeps track of a household’s budget. The user can add expenses, income, and recurring costs to find out how much they are saving or losing over a period of time. Optional: Allow the user to specify a date range and see the net flow of money in and out of the house budget for that time period.',
  'TV Show Tracker': 'TV Show Tracker - Got a favorite show you don’t want to miss? Don’t have a PVR or want to be able to find the show to then PVR it later? Make an application which can search various online TV Guide sites, locate the shows/times/channels and add them to a database application. The database/website then can send you email reminders that a show is about to start and which channel it will be on.',
  'Travel Planner System': 'Travel Planner System - Make a system that allows users to put together their own little travel itinerary and keep track of the airline / hotel arrangements, points of interest, budget and schedule.',
};

/** app-ideas projects (path under Projects/, in the ids' comments), then the Mega Project List rows. */
export const BLIND7_CREATE_CASES: CreateCase[] = [
  // 1-Beginner/Calendar-App.md
  held('h9-calendar', P.calendar, {
    Event: 'title|name, date|start|when:date|datetime',
    '?Reminder|Alert': '',
    '?Calendar': '',
  }),
  // 1-Beginner/Notes-App.md
  held('h9-notes', P.notes, {
    Note: 'content|body|text|title',
  }),
  // 1-Beginner/Countdown-Timer-App.md
  held('h9-countdown', P.countdown, {
    Event: 'name|title, date|when|start:date|datetime',
    '?Countdown|Timer': '',
  }),
  // 1-Beginner/Quiz-App.md
  held('h9-quiz', P.quiz, {
    Question: 'text|question|title|prompt',
    '?Answer|Option|Choice': '',
    '?Quiz': '',
    '?Result|Attempt|Score|QuizResult|QuizAttempt|Statistic': '',
    '?Developer|User|Player': '',
  }),
  // 1-Beginner/Recipe-App.md
  held('h9-recipe', P.recipe, {
    Recipe:
      'title, meal_type|meal:enum=breakfast/lunch/supper/snack, serves|servings|people:count|number, difficulty|level:enum=beginner/intermediate/advanced, steps|preparation|instructions',
    'Ingredient|RecipeIngredient': 'amount|quantity, >Recipe',
    '?RecipeIngredient': '',
    '?Step|PreparationStep': '',
  }),
  // 1-Beginner/Cause-Effect-App.md
  held('h9-people-directory', P.causeEffect, {
    'Person|Individual|Contact': 'name, address, telephone|phone, birthday|birth:date',
  }),
  // 1-Beginner/First-DB-App.md
  held('h9-customer-db', P.firstDb, {
    Customer: 'name, email:email',
    '?Message|Notification|LogEntry|Log|StatusMessage|Status': '',
  }),
  // 2-Intermediate/FlashCards-App.md
  held('h9-flashcards', P.flashcards, {
    'Card|Flashcard|FlashCard': 'question, answer',
    '?Answer|Option|Choice': '',
    '?Deck|Subject|Topic': '',
    '?Result|Tally|Attempt': '',
  }),
  // 2-Intermediate/Game-Suggestion-App.md
  held('h9-game-polls', P.gamePolls, {
    Poll: 'title|name|question',
    Game: 'name|title',
    'Vote|Suggestion': '>Poll, >Game',
    '?Suggestion|Option|PollGame|PollOption': '',
    '?Voter|User': '',
  }),
  // 2-Intermediate/QRCode-Badge-App.md
  held('h9-badges', P.badges, {
    'Attendee|Badge|Participant': 'name, email:email, twitter, github',
    '?Badge': '',
    '?Event|Meetup|Meeting': '',
  }),
  // 2-Intermediate/Sales-DB-App.md
  held('h9-sales-receipts', P.sales, {
    'Item|Product': 'number|item_number, description, unit_price|price:money',
    'Sale|Receipt|Purchase': 'date|time:datetime|date, total|amount:money, >Item|Product',
    '?SaleItem|LineItem|PurchaseItem|ReceiptItem|Purchase|SaleLine': '',
    '?Customer': '',
  }),
  // 2-Intermediate/Simple-Online-Store.md
  held('h9-online-store', P.store, {
    Product: 'name, price:money, thumbnail|image:image, short_description|description, long_description:text',
    Order: 'confirmation|number, total|amount:money, >Product',
    'OrderItem|CartItem|LineItem|OrderLine|OrderProduct': 'quantity|qty:count|number, >Product',
    '?Cart|ShoppingCart': '',
    '?Customer|User': '',
  }),
  // 2-Intermediate/Sports-Bracket-Generator.md
  held('h9-bracket', P.bracket, {
    Tournament: 'name, start|starting:date, end|ending:date, teams|number_of_teams:count|number',
    '?Team': '',
    '?Match|Game': '',
    '?Round': '',
    '?Bracket': '',
  }),
  // 2-Intermediate/To-Do-App.md
  held('h9-todo', P.todo, {
    'Todo|Task|TodoItem|Item': 'title|text|name|description|item, completed|complete|done|status:bool|enum',
  }),
  // 2-Intermediate/Voting-App.md
  held('h9-voting', P.voting, {
    'Item|Choice|Option|Candidate': 'name|title',
    Vote: '>Item|Choice|Option|Candidate',
    '?Poll|Question': '',
    '?User|Voter': '',
  }),
  // 3-Advanced/Calorie-Counter-App.md
  held('h9-calories', P.calories, {
    'Food|FoodItem': 'description|name, portion|portion_size|serving, calories:number|count',
    '?Search|SearchTerm': '',
  }),
  // 3-Advanced/Chat-App.md
  held('h9-chat', P.chat, {
    'User|Member|ChatUser|Participant': 'username|name',
    Message: 'text|content|body, >User|Member|ChatUser|Participant',
    '?Chat|Room|Channel|Conversation|ChatBox': '',
  }),
  // 3-Advanced/Contribution-Tracker-App.md
  held('h9-contributions', P.contributions, {
    'Transaction|Contribution': 'date:date, payee, amount:money, memo',
    '?Payee|Charity|Organization': '',
    '?Developer': '',
  }),
  // 3-Advanced/Instagram-Clone-App.md
  held('h9-instagram', P.instagram, {
    'User|Account|Member': 'name, email:email, username, password',
    Post: 'image|photo:image, >User|Account|Member',
    'Follow|Following|Follower|Followership|Subscription': '>User|Account|Member',
    '?Profile': '',
    '?Image|Photo': '',
    '?Feed': '',
  }),
  // 3-Advanced/Kudos-Slackbot.md
  held('h9-kudos', P.kudos, {
    'Kudo|Kudos|Recognition': 'text|message|content|body, recipient|receiver|slack|person|individual|member|user',
    '?Person|Member|User|Individual|Recipient|TeamMate|Teammate': '',
    '?Giver|Author|Sender': '',
    '?Command': '',
  }),
  // 3-Advanced/Movie-App.md
  held('h9-movies', P.movies, {
    Movie: 'title, release_date|release|released:date, about|description|overview|synopsis|summary',
    Actor: 'name',
    'Movie>Actor': '',
    'Watchlist|WatchlistItem|WatchlistEntry': '>Movie',
    '?Review': '',
    '?Rating': '',
    '?User|Account': '',
    '?Genre': '',
    '?Role|Cast|MovieActor|Credit': '',
    '?Stat|Stats|Statistic': '',
  }),
  // 3-Advanced/MyPodcast-Library-app.md
  held('h9-podcast-library', P.podcastLibrary, {
    Podcast: 'name|title, icon|image|logo, url|link|page',
    Episode: 'title, date|broadcast:date|datetime, favorite|favourite:bool, >Podcast',
    '?Favorite|FavoriteEpisode|FavoritePodcast': '',
    '?Library': '',
  }),
  // 3-Advanced/Survey-App.md
  held('h9-survey', P.survey, {
    Survey: 'title, status|open|closed:enum|bool',
    Question: 'text|question|title, >Survey',
    'Selection|Choice|Option': 'text|label|name|selection, >Question',
    'Response|SurveyResponse|Submission|Answer': '>Survey, >Selection|Choice|Option',
    '?Coordinator|SurveyCoordinator': '',
    '?Respondent|SurveyRespondent|User': '',
    '?Result|SurveyResult': '',
    '?Answer|ResponseAnswer': '',
  }),
  // 3-Advanced/Slack-Archiver.md
  held('h9-slack-archive', P.slackArchiver, {
    Channel: 'name',
    Message: 'text|content|body, >Channel',
    '?Team|Workspace|SlackTeam': '',
    '?Owner|User|Member': '',
    '?Extract|Archive|ArchiveRun|Extraction': '',
  }),
  // 2-Intermediate/Meme-Generator-App.md
  held('h9-memes', P.memes, {
    Meme: 'image:image, top_text|top, bottom_text|bottom, color|text_color, size|text_size|font_size',
    '?Image|Template': '',
  }),
  // 2-Intermediate/math-editor.md
  held('h9-math-documents', P.mathEditor, {
    Document: 'content|text|body:text',
    '?Formula|MathFormula|Equation': '',
  }),
  // 2-Intermediate/Image-Scaner.md
  held('h9-image-scanner', P.imageScanner, {
    'Scan|ScanResult|SearchResult|Photo|Image|Result': 'photo|image:image',
    Contact: 'phone|telephone, email:email',
    '?Detail|DetectedItem|Link|PhoneNumber|Email|Card|Entry|Item|Finding': '',
    '?History|Search': '',
  }),
  // 2-Intermediate/Podcast-Directory-App.md
  held('h9-podcast-directory', P.podcastDirectory, {
    Episode: 'title, date|broadcast:date|datetime, icon|image|url|link|page, >Podcast',
    Podcast: 'name|title',
  }),
  // ---- the Mega Project List (karan/Projects, README.md), in its order
  // Guestbook / Journal
  held('h9-guestbook', K['Guestbook / Journal'], {
    'Entry|JournalEntry|GuestbookEntry|Post|Comment|Message': 'text|content|body|entry|comment|message, timestamp|date|created|time|posted:datetime|date',
    '?Comment': '',
    '?Journal|Guestbook|ShoutBox|Shoutbox': '',
    '?Person|Author|Guest|User|Visitor': '',
  }),
  // Product Inventory Project
  held('h9-product-inventory', K['Product Inventory Project'], {
    Product: 'price:money, quantity|on_hand|stock:count|number',
    '?Inventory|Warehouse': '',
  }),
  // Airline / Hotel Reservation System
  held('h9-reservations', K['Airline / Hotel Reservation System'], {
    'Reservation|Booking': '>Room|Seat, date|start|check_in|from|checkin:date|datetime',
    Room: 'rate|price|cost:money',
    '?Seat': '',
    '?Flight|Plane|Airline': '',
    '?Hotel': '',
    '?Section|Class|RoomType|SeatClass|Rate|Suite': '',
    '?Guest|Customer|Passenger|Traveler|Traveller': '',
    '?Availability': '',
  }),
  // Company Manager
  held('h9-company', K['Company Manager'], {
    Employee: 'name, type|kind|role|category|employee_type:enum, pay|salary|wage|rate:money',
    '?HourlyEmployee': '',
    '?SalariedEmployee': '',
    '?Manager': '',
    '?Executive': '',
    '?Company|Department': '',
    '?Payment|Paycheck|Payroll': '',
  }),
  // Bank Account Manager
  held('h9-bank-accounts', K['Bank Account Manager'], {
    Account: 'type|kind|account_type:enum=checking/savings/business',
    'Transaction|Credit|Debit': 'amount:money, type|kind|direction:enum=credit/debit, >Account',
    '?Credit': '',
    '?Debit': '',
    '?CheckingAccount': '',
    '?SavingsAccount': '',
    '?BusinessAccount': '',
    '?Customer|Holder|Owner|AccountHolder': '',
    '?Atm|ATM': '',
  }),
  // Patient / Doctor Scheduler
  held('h9-doctor-scheduler', K['Patient / Doctor Scheduler'], {
    Patient: 'name',
    Doctor: 'name',
    'Appointment|Schedule|Slot|Visit|Booking': '>Patient, >Doctor, time|date|start:datetime',
    '?WorkDay|Workday|Day|Shift': '',
  }),
  // Recipe Creator and Manager
  held('h9-recipe-manager', K['Recipe Creator and Manager'], {
    Recipe: 'name|title, >Category|RecipeCategory',
    Ingredient: 'name',
    'Recipe>Ingredient': '',
    'Category|RecipeCategory': 'name',
    '?RecipeIngredient': '',
  }),
  // Flower Shop Ordering To Go
  held('h9-flower-shop', K['Flower Shop Ordering To Go'], {
    Flower: 'name, quantity|stock|count|number|in_stock:count|number',
    Bouquet: '>Flower',
    '?BouquetFlower|BouquetItem': '',
    '?Sale|Order': '',
    '?Customer': '',
    '?Supplier': '',
    '?Reorder|PurchaseOrder|Restock': '',
  }),
  // Family Tree Creator
  held('h9-family-tree', K['Family Tree Creator'], {
    Person: 'name, born|birth:date, died|death:date',
    'Person>Person': '',
    '?Relationship|Relation|Parent|Marriage|Parentage': '',
    '?FamilyTree|Tree|Family': '',
  }),
  // E-Card Generator
  held('h9-ecards', K['E-Card Generator'], {
    'Card|ECard|Ecard|ECards': 'picture|image|photo, motto|quote|message|text, recipient|to|email',
    '?Picture|Image|Photo': '',
    '?Quote|Motto': '',
    '?Recipient|Person|Contact|Friend': '',
    '?Sender|User': '',
  }),
  // Content Management System
  held('h9-cms', K['Content Management System'], {
    'Page|Article|Post|Content': 'title, body|content|text',
    '?Module|Addon|AddOn|Plugin': '',
    '?Author|User': '',
    '?Category|Section|Menu': '',
  }),
  // Web Board (Forum)
  held('h9-forum', K['Web Board (Forum)'], {
    'Post|Thread|Topic|Message': 'title|body|content|text|subject',
    '?Thread|Topic|Board|Forum|Category': '',
    '?Reply|Comment': '',
    '?Member|User|Buddy|Friend': '',
  }),
  // Quiz Maker
  held('h9-quiz-maker', K['Quiz Maker'], {
    Question: 'text|question|title|prompt, answer|key|correct',
    Quiz: '>Question',
    '?Student': '',
    '?Grade|Result|Score|Attempt|Submission': '',
    '?Answer|AnswerKey|Key': '',
    '?QuizQuestion': '',
  }),
  // Code Snippet Manager
  held('h9-snippets', K['Code Snippet Manager'], {
    'Snippet|CodeSnippet': 'code|content|body|snippet:text, type|kind|category, language',
    '?Language': '',
    '?Type|SnippetType|Category|Kind': '',
    '?Tag': '',
    '?Coder|User': '',
  }),
  // Event Scheduler and Calendar
  held('h9-event-scheduler', K['Event Scheduler and Calendar'], {
    Event: 'date|start|when|time:datetime|date, notes|note|description:text',
    '?Calendar': '',
    '?Recurrence|RecurrenceRule': '',
  }),
  // Budget Tracker
  held('h9-budget', K['Budget Tracker'], {
    'Expense|Transaction': 'amount:money, date:date',
    'Income|Transaction': 'amount:money',
    '?RecurringCost|RecurringExpense|Recurring|Bill|Subscription|RecurringPayment': '',
    '?Budget|Household': '',
    '?Category': '',
  }),
  // TV Show Tracker
  held('h9-tv-shows', K['TV Show Tracker'], {
    'Show|TvShow|TVShow|Program|Programme': 'name|title, time|start|airs|air|showtime|schedule, channel',
    '?Channel': '',
    '?Reminder|Notification|Alert': '',
    '?Episode|Airing|Broadcast|Showing|Listing|Schedule|Showtime': '',
    '?Guide|TvGuide|Site|Source': '',
  }),
  // Travel Planner System
  held('h9-travel-planner', K['Travel Planner System'], {
    'Itinerary|Trip|TravelPlan|Plan': 'name|title|destination, budget:money',
    'Flight|FlightBooking|Airline|AirlineArrangement|Arrangement|Booking|Reservation|TravelArrangement|Transport': '>Itinerary|Trip|TravelPlan|Plan',
    'Hotel|HotelBooking|Accommodation|Lodging|HotelArrangement|Arrangement|Booking|Reservation|TravelArrangement|Stay': '>Itinerary|Trip|TravelPlan|Plan',
    'PointOfInterest|Poi|Attraction|Place|Sight|Interest': '>Itinerary|Trip|TravelPlan|Plan',
    '?Schedule|Activity|Event|ScheduleItem|Day|ItineraryItem': '',
    '?Budget|Expense': '',
    '?User|Traveler|Traveller': '',
  }),
];

/** Edits: app-ideas "Bonus features", verbatim or minimally reworded into a request, on the same project's creation. */
export const BLIND7_EDIT_CASES: EditCase[] = [
  // To-Do-App.md
  heldEdit('h9-x-todo-created', P.todo, 'User can see the date when he created the to-do', ['+Todo|Task|TodoItem|Item.created|date:date|datetime']),
  heldEdit('h9-x-todo-completed-list', P.todo, "User can see a list with all the completed to-do's", ['page~complete|done']),
  // Notes-App.md
  heldEdit('h9-x-note-created', P.notes, 'User can see the date when he created the note', ['+Note.created|date:date|datetime']),
  // Calendar-App.md
  heldEdit('h9-x-event-reminder', P.calendar, 'User can set reminder for a event', ['Reminder|Event.remind']),
  heldEdit('h9-x-calendar-dark', P.calendar, 'Change theme to dark (play with css)', ['dark']),
  // Recipe-App.md
  heldEdit('h9-x-recipe-photo', P.recipe, 'User can see a photo showing what the item looks like after it has been prepared.', ['+Recipe.photo|image|picture:image']),
  // Quiz-App.md
  heldEdit('h9-x-multiple-quizzes', P.quiz, 'Add multiple quizzes to the application. User can select which one to take', ['+Quiz', 'Question>Quiz']),
  heldEdit('h9-x-quiz-scores', P.quiz, 'User can create an account and have all the scores saved in his dashboard. User can complete a quiz multiple times', ['+Score|Result|Attempt|QuizAttempt|QuizResult|Submission']),
  // FlashCards-App.md
  heldEdit('h9-x-flashcard-more-info', P.flashcards, 'User can click a More Info button to flip the flash card to see additional information. For example, detailed information about the subject of the question on the front of the card.', ['Card|Flashcard|FlashCard.info|detail|additional|more|description']),
  // Game-Suggestion-App.md
  heldEdit('h9-x-poll-genre', P.gamePolls, 'Poll admin can restrict the voting to a certain tag or genre', ['Poll.genre|tag']),
  // Sales-DB-App.md
  heldEdit('h9-x-item-thumbnail', P.sales, 'User can see an thumbnail image of the items on the item buttons.', ['Item|Product.thumbnail|image|photo|picture:image']),
  heldEdit('h9-x-sale-customer', P.sales, 'User can enter the name of the customer when a purchase is made. The customer name will be added to all items purchased by that customer in the receipt panel and in the rows added to the database.', ['Sale|Receipt|Purchase|SaleItem|LineItem|PurchaseItem.customer']),
  // Simple-Online-Store.md
  heldEdit('h9-x-order-addresses', P.store, 'User can specify a bill to and ship to address when the order is placed from the Shopping Cart Page', ['+Order.bill', '+Order.ship']),
  heldEdit('h9-x-order-shipping-charge', P.store, 'User can see shipping charges added to the total purchase amount', ['+Order.shipping|charge:money']),
  heldEdit('h9-x-product-on-hand', P.store, 'User can see an error message if the quantity ordered exceeds the "on hand" quantity of the product.', ['+Product.hand|stock|inventory:count|number']),
  // Sports-Bracket-Generator.md
  heldEdit('h9-x-bracket-matches', P.bracket, 'User can enter the competing team names, the date and the final score for each match', ['+Match|Game', 'Match>Tournament|Game>Tournament', '+Match|Game.date:date|datetime', '+Match|Game.score', 'Match|Game.team|home|away']),
  // Chat-App.md
  heldEdit('h9-x-chat-media', P.chat, 'User can send images, videos and links which will be displayed properly', ['+Message.image:image', '+Message.video', '+Message.link|url']),
  heldEdit('h9-x-chat-channels', P.chat, 'Users can join channels on specific topics', ['+Channel|Room', '+Channel|Room.topic', 'Message>Channel|Message>Room']),
  // Instagram-Clone-App.md
  heldEdit('h9-x-direct-messages', P.instagram, 'User can send messages to other users', ['+Message|DirectMessage', 'Message>User|Message>Account|Message>Member|DirectMessage>User|DirectMessage>Account|DirectMessage>Member']),
  heldEdit('h9-x-stories', P.instagram, 'User can create a story for followers', ['+Story', 'Story>User|Story>Account|Story>Member']),
  // Movie-App.md
  heldEdit('h9-x-movie-reviews', P.movies, 'User can review movies', ['+Review', 'Review>Movie']),
  // MyPodcast-Library-app.md
  heldEdit('h9-x-episode-rating', P.podcastLibrary, 'User can see 5 star icons with each episode that denotes how the user rates it.', ['+Episode.rating|rate|stars:rating|number|count']),
  heldEdit('h9-x-episode-hashtag', P.podcastLibrary, 'User can enter a freeform hashtag with an episode on the most recent episodes page. This hashtag does not need to be predefined.', ['Episode.hashtag|tag']),
  // Meme-Generator-App.md
  heldEdit('h9-x-meme-font', P.memes, 'User can select the font-family for the text', ['+Meme.font']),
  // math-editor.md
  heldEdit('h9-x-document-images', P.mathEditor, 'User can add images to the document', ['Document.image|picture']),
  // Image-Scaner.md
  heldEdit('h9-x-scan-tags', P.imageScanner, 'Provide an option to add tags for each search results.', ['Scan|ScanResult|SearchResult|Result|Photo|Image.tag']),
  // First-DB-App.md
  heldEdit('h9-x-customer-sales', P.firstDb, 'Add customer data fields: date of last order and total sales for the year.', ['+Customer.last_order|order:date|datetime', '+Customer.total_sales|sales:money']),
];
