/**
 * A PRIVATE check batch of edit prompts, written in the twelfth generation session (2026-11-28) by the
 * edits helper (edt) on main a325d2a together with corpus-x18, before any rule was changed, and never
 * tuned against: its misses are never read; only its aggregate is (`--only 'x19-*'`, never `--verbose`),
 * before and after. The bases are software descriptions from SRDD (Software Requirement Description
 * Dataset, in OpenBMB/ChatDev, Apache-2.0 licence), verbatim, indices 358, 370, 376, 388, 442, 472, 502,
 * 532, 544, 586, 598, 628, 634 (the slice i % 6 == 4, from 345, that asks for stored records); each edit is
 * a request a user of such an app might type, its expectations written from the base description and the
 * edit alone. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x19 = edits('dev', 'x19');

// index 358
const NOTEPLUS =
  'NotePlus is a notebook software application that combines note-taking with a built-in task management system. Users can create and organize notes, set deadlines for tasks, and prioritize them within the app. The software also provides options to categorize notes, add tags, and perform searches to quickly find specific information. NotePlus aims to streamline the process of taking notes and managing tasks in one intuitive interface.';
// index 370
const DEADLINES =
  'The Office Deadline Reminder is a software that helps users manage and track deadlines for various office tasks and projects. It provides a centralized platform where users can input and organize tasks, set deadlines, and receive reminders for upcoming deadlines.';
// index 376
const FEEDBACK =
  'Office Employee Feedback is a software application designed to collect and manage feedback from employees within an office. It provides a platform for employees to share their thoughts, suggestions, and concerns anonymously or openly. The software includes features such as feedback submission, categorization, and tracking. Managers and HR personnel can easily review, analyze, and respond to the feedback to improve the office environment and address employee concerns effectively.';
// index 388
const OFFICE_EXPENSES =
  'Office Expense Tracker Plus is a software application designed to track and manage office expenses efficiently. It provides features for inputting expenses, categorizing them, setting budgets, generating reports, and analyzing expenditure patterns to identify cost-saving opportunities. Additionally, it includes features such as receipt scanning and integration with accounting software for seamless expense management.';
// index 442
const BOOKTRACK =
  'BookTrack is a software application that allows users to track their reading progress and organize their book-related activities. Users can create profiles, add books to their reading list, track the number of pages or chapters they have read, and mark books as "read" or "currently reading." BookTrack also provides features such as setting reading goals, generating reading statistics, and receiving personalized book recommendations based on users';
// index 472
const FOODGENIE =
  'FoodGenie is a Restaurants&Delivery software application that simplifies the process of discovering new restaurants and ordering food. Users can browse through a variety of restaurants, view menus, and place orders for pickup or delivery. FoodGenie offers personalized recommendations, order tracking, and seamless payment options to enhance the overall user experience.';
// index 502
const TASKTRACKER =
  'TaskTracker is a schedule software application that helps individuals track and manage their tasks efficiently. It allows users to input their tasks, set priorities, allocate specific time slots for each task, and track their progress. TaskTracker also provides reminders and notifications to keep users on track with their tasks. It offers a visual representation of the schedule, allowing users to easily manage their tasks and optimize their productivity.';
// index 532
const SHOPLIST =
  'Time Saver is a user-friendly shopping software application that allows users to create and manage shopping lists effortlessly. Users can easily add items to the list, categorize them, and set reminders for upcoming shopping trips. The software provides a simple and intuitive user interface, making it easy for users to stay organized and never forget essential items while shopping. With Time Saver, users can save time and streamline their shopping experience.';
// index 544
const MENTORS =
  'A networking platform connecting students and recent graduates with industry professionals for mentorship and career guidance. Users can create profiles, search for professionals, and request mentorships. Professionals can accept or decline requests, and both parties can communicate through messaging. Users can access resources and participate in virtual career fairs.';
// index 586
const SPORTS_EVENTS =
  'A software application that allows sports teams and organizations to easily schedule and manage their events. Users can create and modify event details such as date, time, location, and type of event (practice, game, tournament). The software provides a calendar view where users can visualize their scheduled events and easily make adjustments as needed. Users can also send automated notifications to team members regarding event details and changes.';
// index 598
const EQUIPMENT =
  'An application that helps sports teams and organizations efficiently manage the maintenance of their sports equipment. Users can input and update information about different types of equipment, such as jerseys, balls, or training gear. The software provides a user-friendly interface to track equipment maintenance tasks, including cleaning, repair, and replacement. Users can set reminders for routine maintenance tasks and receive notifications when maintenance is due. The application also allows users to generate reports on equipment condition and history.';
// index 628
const VEHICLES =
  'Vehicle Maintenance Tracker is a software application that helps users manage and track the maintenance schedule and history of their vehicles. It allows users to input their vehicle information and track regular maintenance tasks such as oil changes, tire rotations, and brake inspections. The software provides reminders and notifications for upcoming maintenance tasks based on predefined intervals or mileage. Users can also view and analyze the maintenance history of their vehicles to ensure optimal performance and prolong the lifespan of their vehicles.';
// index 634
const TRAVEL =
  'A software application that allows travelers to keep track of their past and future travels. Users can input details such as destination, duration, activities, and photos for each trip. The Travel Tracker provides an interactive map where users can visualize their travel history and view information about each destination. It also includes a calendar feature to plan upcoming trips and set reminders. The software aims to help users reminisce about their past adventures and organize their future travel plans.';

const MAINT = 'MaintenanceTask|Maintenance|MaintenanceRecord|Service|ServiceRecord';
const REQUEST = 'MentorshipRequest|Request|Mentorship';

export const X19_EDIT_CASES: EditCase[] = [
  x19('np-colour', NOTEPLUS, 'Notes should also have a colour and can be pinned to the top', ['+Note.colour|color', '+Note.pinned|pin|is_pinned:bool']),
  x19('np-done', NOTEPLUS, 'Tasks can be linked to the note they came from, and should record when they were completed', ['Task>Note', '+Task.completed|completed_at|completed_on|completion_date:date|datetime']),
  x19('dr-owner', DEADLINES, 'Every task should have an owner from the team; team members have a name and an email address', [
    'Task>Member|Task>TeamMember|Task>Owner|Task>Employee',
    '+Member|TeamMember|Owner|Employee.email:email',
  ]),
  x19('dr-week', DEADLINES, 'Show the deadlines that fall this week on their own page', ['page~week@week']),
  x19('dr-fail', DEADLINES, 'Automatically call people whose deadline has passed', ['fail']),
  x19('fb-status', FEEDBACK, 'Feedback should have a status: new, under review, or addressed', ['Feedback.status=new/under review/addressed']),
  x19('fb-anon', FEEDBACK, 'Employees should be able to choose whether their feedback is anonymous, and give it a category (suggestion, concern, praise)', [
    '+Feedback.anonymous|is_anonymous:bool',
    'Feedback.category=suggestion/concern/praise',
  ]),
  x19('fb-responses', FEEDBACK, 'Managers should be able to respond to feedback; each response has a message and a date', ['+Response|Reply', 'Response>Feedback|Reply>Feedback']),
  x19('oe-vendor', OFFICE_EXPENSES, 'Expenses should also record the vendor and who approved them', ['+Expense.vendor|supplier|merchant', '+Expense.approved_by|approver|approved']),
  x19('oe-departments', OFFICE_EXPENSES, 'The app should let us charge each expense to a department, and departments have their own monthly budget', [
    '+Department',
    'Expense>Department',
    '+Department.budget|monthly_budget:money',
  ]),
  x19('bt-rating', BOOKTRACK, 'Readers should be able to rate the books they have finished from 1 to 5 and write a short review', ['+Book.rating|stars:rating', '+Book.review:text']),
  x19('bt-sort', BOOKTRACK, 'Sort the reading list by author', ['sort=Book.author']),
  x19('fg-cuisine', FOODGENIE, 'Restaurants should also record the cuisine, the opening hours and a delivery fee', [
    '+Restaurant.cuisine',
    '+Restaurant.opening_hours|hours',
    '+Restaurant.delivery_fee|fee:money',
  ]),
  x19('fg-reviews', FOODGENIE, 'Customers should also be able to review restaurants with a star rating and a comment', ['+Review', 'Review>Restaurant', '+Review.rating|stars:rating']),
  x19('fg-rename', FOODGENIE, 'Rename menus to menu items', ['+MenuItem', '-Menu']),
  x19('tt-estimate', TASKTRACKER, 'Tasks need an estimated duration in minutes and a status: to do, in progress, or done', [
    '+Task.duration|estimate|estimated_duration|minutes:count|number',
    'Task.status=to do/in progress/done|todo/in progress/done',
  ]),
  x19('tt-look', TASKTRACKER, 'Make the colours warmer, mostly orange', ['theme=orange|amber']),
  x19('sl-quantity', SHOPLIST, 'Items should also have a quantity and an estimated price', ['+Item|ShoppingItem|ListItem.quantity:count|number', '+Item|ShoppingItem|ListItem.price|estimated_price:money']),
  x19('sl-stores', SHOPLIST, 'Each shopping list is for a particular store; stores have a name and an address', ['+Store|Shop', 'ShoppingList>Store|List>Store|ShoppingList>Shop|List>Shop']),
  x19('mt-field', MENTORS, 'Professionals should also record their industry, company and years of experience', [
    '+Professional.industry',
    '+Professional.company',
    '+Professional.years|years_of_experience|experience:count|number',
  ]),
  x19('mt-request-status', MENTORS, 'Mentorship requests should show whether they are pending, accepted, or declined', [`${REQUEST}.status=pending/accepted/declined`]),
  x19('se-venues', SPORTS_EVENTS, 'Store venues separately, with an address and a capacity, and let each event pick a venue', ['+Venue', 'Event>Venue', '+Venue.capacity:count|number']),
  x19('se-upcoming', SPORTS_EVENTS, 'Add a page listing upcoming games', ['page~upcoming|game@upcoming']),
  x19('eq-condition', EQUIPMENT, 'Equipment should also record its condition (new, good, worn, broken) and purchase date', [
    'Equipment|EquipmentItem|Item.condition=new/good/worn/broken',
    '+Equipment|EquipmentItem|Item.purchase_date|purchased:date',
  ]),
  x19('eq-cost', EQUIPMENT, 'Maintenance tasks should record the cost and who did the work', [`+${MAINT}.cost:money`, `+${MAINT}.technician|done_by|performed_by|by|worker|staff`]),
  x19('vm-mileage', VEHICLES, 'Vehicles should also record the make, model, year and current mileage', [
    '+Vehicle.make',
    '+Vehicle.model',
    '+Vehicle.year:count|number',
    '+Vehicle.mileage|current_mileage:number|count',
  ]),
  x19('vm-drop', VEHICLES, 'Drop the notes field from vehicles', ['-Vehicle.notes']),
  x19('tr-budget', TRAVEL, 'Trips should also have a budget and a rating out of 5', ['+Trip.budget:money', '+Trip.rating:rating']),
];
