/**
 * A STUDY batch (e20) of hackathon app ideas, the genre of the held-out h10 (corpus-blind8.ts), written
 * by the blind writer (`bld`) in the fourteenth generation session (2026-11-29) on main 7f7ebd4, before
 * any rule of that session was measured on it. Three public hackathon idea lists, no idea shared with h10:
 * - refinedev/refine, hackathon/hackathon-app-ideas.md (MIT licence, file version of commit 9e6ffec): the
 *   10 ideas numbered by a multiple of 5 (h10 has the other 40), the title, a colon and the paragraph;
 * - microsoft/FluidFramework, hackathon/devdiv-2018/project-ideas.md (MIT licence, file version of commit
 *   0b62337): every bullet of an app that keeps records (to-dos, grocery lists, journals, a calendar,
 *   meeting notes, a survey tool, group orders and carts, a blog, a forum, a Q&A site, check splitting, a
 *   document organiser), as terse as they are written; SDK, editor, game and visual items left out;
 * - Vonage's developer blog "The Ultimate List of Ideas for Your Next Hackathon" (in mheap/nexmo-developer,
 *   _blog/blogposts/en/31-hackathon-ideas-for-your-next-marathon-coding-event.md, MIT licence, file version
 *   of commit 7a77af4): the 7 of its 31 ideas whose app keeps records (contacts texted monthly, birthdays,
 *   report cards, Kindle highlights, a present list, books and courses read, a portfolio); bots, trading,
 *   games, hardware and API exercises left out.
 * Every prompt is verbatim (list numbers, `**` and link targets stripped). Expectations are what a careful
 * reader of the text expects, written the same blind way as h10's, before the generator's output was
 * looked at. Its misses may be read while tuning (`--only 'e20-*' --verbose`); h10 measures whether what is
 * learnt here carries over. Split 'dev'. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

const FORUM = 'Post|ForumPost|Thread|Topic|Discussion|Forum';

export const E20_CREATE_CASES: CreateCase[] = [
  // refine, 5
  dev('e20-craft-store', 'E-commerce Store for Handmade Crafts: Artists can sell their handmade crafts to buyers. Features could include product listings with images and descriptions, user reviews and ratings, and secure online payment and shipping options.', {
    'Product|Craft|Listing|Item': 'name|title, image|photo|picture|images:image, description:text, price:money, >Artist|Seller|Maker',
    'Artist|Seller|Maker': 'name',
    'Buyer|Customer|User': 'name',
    'Order|Purchase': '>Product|Craft|Listing|Item, >Buyer|Customer|User',
    'Review|Rating': '>Product|Craft|Listing|Item, rating:rating',
    '?Payment': 'amount:money',
    '?OrderItem|LineItem': '',
    '?ShippingOption|Shipping|Shipment': '',
  }),
  // refine, 10
  dev('e20-chat', 'Real-time Chat Application: Users can send and receive messages in real time. Features could include private and group chats, file sharing, emoji support, and voice/video call capabilities.', {
    Message: 'text|body|content, >User|Member|Sender, >Chat|Conversation|Room|Group|Channel|GroupChat',
    'User|Member|Sender': 'name|username',
    'Chat|Conversation|Room|Group|Channel|GroupChat': 'name',
    '?Attachment|File': '',
    '?Call|VoiceCall|VideoCall': '',
    '?Participant|Membership|ChatMember': '',
  }),
  // refine, 15
  dev('e20-freelancers', 'Freelancer Marketplace: Freelancers can create profiles and bid on jobs, and clients can post jobs and hire freelancers. Features could include profile pages, a secure payment system, a rating and review system, and project management tools.', {
    Freelancer: 'name',
    Client: 'name',
    'Job|Project|Listing': 'title, budget:money, >Client',
    'Bid|Proposal': '>Job|Project|Listing, >Freelancer, amount|price|bid_amount:money',
    'Review|Rating': '>Freelancer|Client, rating:rating',
    '?Payment': 'amount:money',
    '?Contract|Hire': '',
    '?Task|Milestone': '',
    '?User': '',
  }),
  // refine, 20
  dev('e20-blog-cms', 'Content Management System for Bloggers: Bloggers can write and publish their blog posts. Features could include a text editor, post scheduling, social media integration, and analytics.', {
    'Post|BlogPost|Article': 'title, content|body|text:text, status|published, publish_at|scheduled|scheduled_at|publish_date:datetime|date',
    '?Blogger|Author|User': 'name',
    '?Category|Tag': '',
    '?View|Analytics|Stat': '',
  }),
  // refine, 25
  dev('e20-p2p-lending', 'Peer-to-Peer Lending Platform: Users can lend or borrow money directly with each other. Features could include secure payment processing, user profiles, loan agreement creation, and a rating and review system.', {
    'User|Member|Profile|Lender|Borrower': 'name',
    'Loan|LoanRequest': 'amount:money, >User|Member|Profile|Lender|Borrower',
    'Review|Rating': '>User|Member|Profile|Lender|Borrower|Loan, rating:rating',
    '?Agreement|LoanAgreement|Contract': '',
    '?Payment|Repayment|Transaction': 'amount:money',
  }),
  // refine, 30
  dev('e20-plant-care', 'Plant Care Management App: Users can keep track of watering, fertilizing, and other care activities for their plants. Features could include plant profiles with care instructions, reminders for care activities, and a forum for plant-related discussions.', {
    Plant: 'name, care_instructions|instructions|care',
    'CareActivity|Activity|CareLog|CareEvent|Care|Task|Log': '>Plant, type|kind|activity:enum=watering/fertilizing, date|done|when|performed:date|datetime',
    'Reminder|Schedule|CareReminder': '>Plant|CareActivity|Activity|Task',
    [FORUM]: '',
    '?User': '',
    '?Comment|Reply': '',
  }),
  // refine, 35
  dev('e20-travel-planning', 'Travel Planning Platform: Users can plan their trips by searching for flights, accommodations, and attractions. Features could include search and filter options, itinerary builder, and user reviews.', {
    Trip: 'name|title|destination',
    Flight: '>Trip',
    'Accommodation|Hotel|Lodging|Stay': '>Trip',
    'Attraction|Activity|Place': 'name',
    'Itinerary|ItineraryItem|ItineraryEntry|Stop|Day': '>Trip',
    Review: '>Attraction|Accommodation|Hotel|Place|Activity|Lodging|Stay|Flight',
    '?User|Traveler': '',
  }),
  // refine, 40
  dev('e20-recipe-forum', 'Recipe Sharing Platform: Users can share and find recipes. Features could include recipe categories, user ratings and reviews, a shopping list creator based on chosen recipes, and a forum for cooking discussions.', {
    Recipe: 'title|name, category',
    'Review|Rating': '>Recipe, rating:rating',
    'ShoppingList|ShoppingListItem|ShoppingItem|GroceryItem': '',
    [FORUM]: '',
    '?Category': 'name',
    '?Ingredient|RecipeIngredient': '',
    '?User|Cook|Member': '',
  }),
  // refine, 45
  dev('e20-workout-planning', 'Workout Planning App: Users can plan and track their workouts. Features could include workout plans, exercise instructions, a workout tracker, and integration with other fitness apps.', {
    'Workout|WorkoutSession|Session': 'date|scheduled|when:date|datetime',
    'Plan|WorkoutPlan': 'name',
    Exercise: 'name, instructions|instruction|description:text',
    '?WorkoutExercise|Set|ExerciseEntry': '',
    '?Log|WorkoutLog|Entry': '',
    '?User': '',
  }),
  // refine, 50
  dev('e20-diy-projects', 'DIY Project Planning App: Users can plan DIY projects and keep track of materials and steps. Features could include project templates, a material checklist creator, progress tracking, and a forum for DIY discussions.', {
    'Project|DiyProject': 'name|title, status|progress',
    'Material|MaterialItem|Supply': '>Project|DiyProject, name',
    'Step|Task': '>Project|DiyProject, done|completed|status',
    'Template|ProjectTemplate': '',
    [FORUM]: '',
    '?User': '',
  }),
  // FluidFramework
  dev('e20-todo', 'TODO app', {
    'Task|Todo|TodoItem|Item': 'title|name|text',
    '?List|TodoList': '',
  }),
  dev('e20-grocery', 'Grocery Lists', {
    'GroceryList|List|ShoppingList': 'name',
    'Item|GroceryItem|ListItem': '>GroceryList|List|ShoppingList, name',
  }),
  dev('e20-journal', 'Journaling, Record Keeping', {
    'Entry|JournalEntry|Journal|Record': 'date|created|created_at|entry_date:date|datetime, text|content|body:text',
    '?Record': '',
  }),
  dev('e20-calendar', 'Collab calendar', {
    'Event|CalendarEvent': 'title|name, start|date|start_time|when:date|datetime',
    '?Calendar': '',
    '?User|Participant|Member|Attendee': '',
  }),
  dev('e20-meeting-notes', 'Group Meeting Notes', {
    'Note|MeetingNote': 'content|text|body',
    '?Meeting': 'date|time:date|datetime',
    '?Group|Team': '',
    '?Attendee|Participant|Member': '',
  }),
  dev('e20-survey', 'Survey Tool', {
    Survey: 'title|name',
    Question: '>Survey, text|question|title',
    'Response|Answer|Submission': '>Survey|Question',
    '?Option|Choice': '',
    '?Respondent|User': '',
  }),
  dev('e20-pizza', 'Collaborative pizza ordering', {
    'Order|PizzaOrder|GroupOrder': '',
    'Pizza|OrderItem|Item|Choice|Selection': '>Order|PizzaOrder|GroupOrder',
    '?Topping': '',
    '?Participant|Person|Member|User': '',
  }),
  dev('e20-shared-cart', 'Collaborative shopping cart', {
    'Cart|ShoppingCart': '',
    'CartItem|Item|Product': '>Cart|ShoppingCart',
    '?Product': '',
    '?User|Member|Participant': '',
  }),
  dev('e20-blog', 'Blog collab', {
    'Post|BlogPost|Article': 'title, content|body|text:text',
    '?Author|User|Contributor|Collaborator': '',
    '?Comment': '',
  }),
  dev('e20-forum', 'Forum collab', {
    'Thread|Topic|Discussion': 'title',
    'Post|Reply|Comment|Message': '>Thread|Topic|Discussion',
    '?User|Member|Author': '',
    '?Category|Forum|Board': '',
  }),
  dev('e20-check-splitting', 'Check splitting, Point of Sale, Conversation with the waiter,', {
    'Order|Check|Bill|Tab|Sale': '',
    'OrderItem|Item|LineItem|MenuItem|Product': 'price:money',
    '?Split|Share|Payment|Diner|Guest|Person|Customer': '',
    '?Message|Conversation|Request': '',
    '?Table': '',
    '?Waiter|Server|Staff': '',
  }),
  dev('e20-qa', 'Stack overflow for the hackathon built in Prague', {
    Question: 'title, body|text|content',
    Answer: '>Question',
    '?User|Member|Author': '',
    '?Vote': '',
    '?Comment': '',
    '?Tag': '',
  }),
  dev('e20-documents', 'Build a document or file organizer for Prague. Build an interesting content management idea', {
    'Document|File': 'name|title',
    '?Folder|Category|Tag|Collection': '',
  }),
  // Vonage
  dev('e20-keep-in-touch', 'Sometimes it can be hard to keep up with all the people in your life. For your next hackathon, you could build a bot that programmatically sends a nice text message to your friend and family once a month to let them know you are thinking about them.', {
    'Contact|Person|Friend|Recipient': 'name, phone|phone_number|number',
    '?Message|TextMessage': '',
    '?Schedule|Reminder': '',
  }),
  dev('e20-birthdays', 'Forgetting someone’s birthday is the worst feeling. Code an app that automatically sends a text message to your friends and family on their birthday, so you never forget one again.', {
    'Contact|Person|Friend|Recipient': 'name, birthday|birth_date|date_of_birth:date, phone|phone_number|number',
    '?Message|TextMessage': '',
  }),
  dev('e20-report-cards', 'You could also build a video conferencing app that replaces parent-teacher conferences with features like pulling up a student report card with one click.', {
    Student: 'name',
    'ReportCard|Report|Grade': '>Student',
    'Conference|Meeting|Call|Session': '',
    '?Parent|Guardian': '',
    '?Teacher': '',
  }),
  dev('e20-highlights', 'I’m always highlighting notes on my Kindle, but I rarely review them. I would love it if someone created a website that texted me highlighted passages from books I’ve read.', {
    'Highlight|Passage|Note': 'text|content|passage:text, >Book',
    Book: 'title',
    '?User': '',
  }),
  dev('e20-present-list', 'Christmas is coming up, so you know what that means! It is time to start reminding people what presents you want. I challenge you to build an app that lets you enter the presents you want, and the email addresses of your friends and family, and emails them every x number of days and remind them not to forget to buy you lots of presents (and send them the list of what you want.) This year, no one will forget to buy you gifts!', {
    'Present|Gift|Wish|WishlistItem|Item': 'name|title',
    'Friend|Contact|Recipient|Person|FamilyMember': 'email:email',
    '?Reminder|Schedule|Setting': 'interval|days|frequency:count|number',
  }),
  dev('e20-reading-log', 'Build a website that keeps track of every coding book and course you’ve read and taken and allows you to add new ones easily.', {
    Book: 'title',
    Course: 'title|name',
    '?Author|Platform|Provider': '',
  }),
  dev('e20-portfolio', 'Getting your first job as a programmer can be challenging, but a portfolio can help. If you don’t have a portfolio showing off your top projects, your next hackathon is an excellent opportunity to build one.', {
    Project: 'title|name',
    '?Skill|Technology|Tag': '',
    '?Contact|Message': '',
  }),
];
