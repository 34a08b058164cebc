/**
 * A STUDY batch of edit prompts, written in the twelfth generation session (2026-11-28) by the edits
 * helper (edt) on main a325d2a, before any rule was changed. The bases are software descriptions from
 * SRDD (Software Requirement Description Dataset, in OpenBMB/ChatDev, Apache-2.0 licence), verbatim,
 * indices 10, 34, 52, 58, 76, 130, 142, 166, 190, 196, 208, 256, 268, 328, 334, 340 (the slice i % 6 == 4,
 * below 345, that asks for stored records); each edit is a request a user of such an app might type, in
 * the descriptions' third-person product voice as well as imperative. Expectations were written from the
 * base description and the edit alone, before the generator's output was looked at. Studied with
 * `--only 'x18-*' --verbose`. Its private counterpart is corpus-x19. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits, links } from './corpus-dsl.ts';

const x18 = edits('dev', 'x18');

// index 10
const BUDGET =
  'BudgetOptimizer is a budgeting software application that helps individuals optimize their finances by analyzing their income and expenses and providing personalized recommendations for improving their financial management. It offers features such as income tracking, expense categorization, budget goal setting, and spending analysis. Users can input their monthly income and expenses, and BudgetOptimizer will provide insights on areas where spending can be reduced or optimized to achieve financial goals. It also generates reports and charts to visualize spending patterns and progress towards budget goals.';
// index 34
const TICKETS =
  'A support ticket system is a business software application that allows businesses to efficiently manage and resolve customer support tickets. It provides a user-friendly interface where support agents can create and track tickets, assign them to specific agents, set priority levels, and communicate with customers. The system also offers features like automated ticket escalation, ticket status tracking, and reporting to ensure efficient ticket management and customer satisfaction.';
// index 52
const TIME =
  'Employee Time Tracker is a software application that allows businesses to track and manage employee working hours and attendance. It provides features for employees to log their working hours, record time off, and request leave. The application also offers functionalities for managers to approve and manage time off requests, monitor attendance and punctuality, and generate time and attendance reports.';
// index 58
const TERRITORY =
  'Sales Territory Planner is a business software application that helps businesses strategically plan and manage their sales territories. It provides features for businesses to define and assign territories based on geographical regions, customer segments, or product lines. The application also allows businesses to track territory performance metrics such as sales revenue, customer acquisition, and market share. By optimizing sales territories, businesses can ensure effective coverage, maximize sales opportunities, and improve overall sales performance.';
// index 76
const CRAFTS =
  'Cultural Crafts is a software application that allows users to explore and learn about traditional crafts from different cultures around the world. Users can discover a wide range of crafts, such as pottery, weaving, origami, beadwork, and wood carving, from various countries and regions. The application provides step-by-step instructions, video tutorials, and information on the cultural significance of each craft. Users can also share their own craft creations and connect with other enthusiasts from different cultures.';
// index 130
const BOOKCLUB =
  'This software application allows users to join virtual audio book clubs and discuss their favorite books with other members. Users can explore various genres and select books they are interested in. They can listen to audio versions of the books and participate in group discussions through chat or voice calls. The software also provides recommendations based on users';
// index 142
const GALLERY =
  'The Virtual Art Gallery is a software application that allows users to explore and experience art from the comfort of their own homes. Users can browse through a collection of digital art pieces created by various artists and learn about the artists and their artistic styles. They can zoom in on specific details and view the artworks from different angles. The software provides a user-friendly interface where users can navigate between different galleries and exhibitions.';
// index 166
const FAMILY =
  'FamilyGoalTracker is a software application that helps families set and track goals together, promoting teamwork and accomplishment. It allows users to create and assign goals, set deadlines, and track progress. The app provides visualizations and reminders to keep families motivated and accountable. Families can celebrate their achievements and learn from the challenges they face together.';
// index 190
const GOALS =
  'Financial Goal Tracker is a finance software application that helps users set and track their financial goals. Users can input their specific financial goals, such as saving for a vacation, buying a house, or paying off debt. The application will provide tools and visualizations to track progress towards these goals, including a goal progress bar, timelines, and reminders. Users can also set milestones and receive notifications when they reach them. The main function of the software is to provide users with a clear and organized way to track and achieve their financial goals.';
// index 196
const SCHEDULER =
  'Financial Scheduler is a finance software application that helps users schedule and plan their financial transactions. Users can input their recurring income and expenses, such as paychecks, bills, and subscriptions. The application will provide a clear calendar view of their financial schedule, allowing users to easily see when their income will be received and when their expenses are due. Additionally, the software will send notifications and reminders to users to ensure they stay on top of their financial obligations and avoid late payments.';
// index 208
const SPLITTER =
  'Expense Splitter is a finance software application that helps users split expenses among a group of people. Users can input their expenses and the names of the individuals involved, and the application will calculate and distribute the expenses evenly. Additionally, the software provides a summary of each individual';
// index 256
const RECORDS =
  'A software application that helps healthcare providers and patients organize and manage their medical records digitally. It allows users to input and store all relevant medical information, including diagnoses, lab results, medication history, and treatment plans. Users can easily search and retrieve specific records when needed, reducing reliance on physical copies and improving efficiency in medical record management.';
// index 268
const SYMPTOMS =
  'A software application that allows users to track and log the severity of their medical symptoms over time. Users can input symptoms and rate their severity to monitor changes and trends in their health.';
// index 328
const NEWS =
  'NewsFlash+ is a news software application that provides real-time updates on breaking news stories. It delivers concise and accurate news summaries, ensuring users can stay informed in a fast and efficient manner. The app categorizes news stories based on different topics, such as politics, business, technology, etc., allowing users to personalize their news feed according to their interests. NewsFlash+ also offers a search feature to explore specific news articles or topics of interest. Additionally, it includes a bookmarking and sharing feature for users to save and share articles with others.';
// index 334
const MINDMAP =
  'NoteGraph is a software application that allows users to create visual mind maps and graphs to organize their thoughts, ideas, and notes. Users can create nodes representing different concepts and connect them with labeled arrows to show relationships and dependencies. They can also add text, images, and colors to customize the appearance of the graph. NoteGraph provides dragging and rearranging functionalities for flexible arrangement of nodes and allows exporting and saving the graphs in various formats.';
// index 340
const NOTESHARE =
  'NoteShare is a software application that allows users to easily share their digital notebooks with others. Users can create and organize their own notebooks with notes, ideas, and tasks, and then choose specific notebooks or individual notes to share with collaborators. The shared notebooks can be accessed by collaborators in read-only mode or with editing privileges, allowing for real-time collaboration on note-taking and organization. NoteShare also provides a commenting feature, enabling users to exchange feedback and discuss the content within the shared notebooks.';


const EXPENSE = 'Expense|ExpenseEntry|Transaction';
const TIME_ENTRY = 'TimeEntry|WorkLog|WorkingHour|WorkHour|Timesheet|TimeLog|Shift|Attendance|AttendanceRecord';
const LEAVE = 'LeaveRequest|Leave|TimeOffRequest|TimeOff';
const ART = 'Artwork|ArtPiece|Art|Piece|DigitalArtPiece';
const SYMPTOM = 'Symptom|SymptomLog|SymptomEntry|Log|Entry';
const STORY = 'Story|NewsStory|Article|NewsArticle';
const ARROW = 'Arrow|Connection|Edge|Link|Relationship';

export const X18_EDIT_CASES: EditCase[] = [
  x18('bo-payment', BUDGET, 'Expenses should also record the payment method (cash, card, or bank transfer) and the merchant', [
    `${EXPENSE}.payment_method|method=cash/card/bank transfer`,
    `+${EXPENSE}.merchant|payee|vendor`,
  ]),
  x18('bo-receipts', BUDGET, 'Users should also be able to attach receipts to expenses', [`+${EXPENSE}.receipt|receipt_image|attachment:image|url`]),
  x18('bo-big', BUDGET, 'Show the biggest expenses on their own page', ['page~big|top|large|expens']),
  x18('bo-accounts', BUDGET, 'The app should let users keep several bank accounts, each with a name and a current balance, and every expense comes out of one account', [
    '+Account|BankAccount',
    '+Account|BankAccount.balance|current_balance:money',
    links(EXPENSE, 'Account|BankAccount'),
  ]),
  x18('st-priority', TICKETS, 'Add a priority (low, normal, urgent) to tickets', ['Ticket|SupportTicket.priority=low/normal/urgent']),
  x18('st-customer', TICKETS, 'Each ticket belongs to a customer; customers have a name, an email address and a company', [
    'Ticket>Customer|SupportTicket>Customer',
    '+Customer.email:email',
    '+Customer.company',
  ]),
  x18('st-satisfaction', TICKETS, 'Customers should be able to rate how satisfied they were with a resolved ticket, from 1 to 5', [
    '+Ticket|SupportTicket.satisfaction|rating|satisfaction_rating:rating',
  ]),
  x18('st-urgent-page', TICKETS, 'Show urgent tickets on their own page', ['page~urgent']),
  x18('st-fail-phone', TICKETS, 'Route incoming phone calls to the next free agent', ['fail']),
  x18('et-project', TIME, 'Employees should log their hours against a project, and each project has a name and a client', [
    '+Project',
    links(TIME_ENTRY, 'Project'),
    '+Project.client|client_name',
  ]),
  x18('et-leave-type', TIME, 'Leave requests should have a type: vacation, sick, or unpaid', [`${LEAVE}.type|leave_type=vacation/sick/unpaid`]),
  x18('et-pending', TIME, 'Managers need a page of time off requests that are still waiting for approval', ['page~pending|await|approv|waiting']),
  x18('tp-reps', TERRITORY, 'Each territory is covered by one sales rep; reps have a name, an email and a quota', [
    '+Rep|SalesRep|SalesRepresentative|Representative',
    'Territory>Rep|Territory>SalesRep|Territory>SalesRepresentative|Territory>Representative',
    '+Rep|SalesRep|SalesRepresentative|Representative.quota:money|number',
  ]),
  x18('tp-region', TERRITORY, 'Territories should also record the region and the number of customers', [
    '+Territory|SalesTerritory.region',
    '+Territory|SalesTerritory.customers|number_of_customers|customer_count:count|number',
  ]),
  x18('tp-rename', TERRITORY, 'Rename territories to areas', ['+Area', '-Territory']),
  x18('cc-difficulty', CRAFTS, 'Crafts should have a difficulty level (beginner, intermediate, advanced) and the time it takes in hours', [
    'Craft.difficulty|difficulty_level|level=beginner/intermediate/advanced',
    '+Craft.hours|time|duration:number|count',
  ]),
  x18('cc-materials', CRAFTS, 'Each craft should list the materials needed', ['+Craft.materials|materials_needed|material']),
  x18('cc-likes', CRAFTS, 'Other enthusiasts should be able to like a creation and leave a comment on it', ['+Comment', 'Comment>Creation|Comment>CraftCreation']),
  x18('bc-meetings', BOOKCLUB, 'Clubs should be able to schedule meetings, with a date, a time and the book being discussed', [
    '+Meeting|ClubMeeting|Session|Discussion',
    '+Meeting|ClubMeeting|Session|Discussion.date|time|start|start_time:date|datetime',
    'Meeting>Book|ClubMeeting>Book|Session>Book|Discussion>Book',
  ]),
  x18('bc-narrator', BOOKCLUB, 'Books should also record the narrator and the length in hours', ['+Book|AudioBook|Audiobook.narrator', '+Book|AudioBook|Audiobook.length|hours|duration:number|count']),
  x18('bc-sort', BOOKCLUB, 'Sort books by title', ['sort=Book.title']),
  x18('ag-price', GALLERY, 'Art pieces should have a price and a year of creation, and some can be marked as sold', [
    `+${ART}.price:money`,
    `+${ART}.year|year_created|creation_year:count|number`,
    `+${ART}.sold|is_sold:bool`,
  ]),
  x18('ag-exhibition-link', GALLERY, 'An exhibition shows many art pieces, and a piece can be in several exhibitions', [
    'Exhibition>Artwork|Artwork>Exhibition|Exhibition>ArtPiece|ArtPiece>Exhibition|Exhibition>Art|Art>Exhibition|Exhibition>Piece|Piece>Exhibition',
  ]),
  x18('ag-dark', GALLERY, 'Give the gallery a dark mode so the art stands out', ['dark']),
  x18('fg-reward', FAMILY, 'Goals should also have a reward for finishing them and a category: chores, school, health, or fun', [
    '+Goal.reward',
    'Goal.category=chores/school/health/fun',
  ]),
  x18('fg-members', FAMILY, 'Each goal is assigned to a family member, and members have a name and an age', ['Goal>Member|Goal>FamilyMember', '+Member|FamilyMember.age:count|number']),
  x18('fg-overdue', FAMILY, 'Show goals that are past their deadline on a separate page', ['page~overdue|past|late@overdue']),
  x18('fn-amount', GOALS, 'Goals should record the target amount, the amount saved so far and the target date', [
    '+Goal|FinancialGoal.target_amount|target:money',
    '+Goal|FinancialGoal.saved|amount_saved|current_amount|saved_so_far:money',
    '+Goal|FinancialGoal.target_date|date|deadline:date',
  ]),
  x18('fn-contributions', GOALS, 'Users should be able to log contributions towards a goal, each with an amount and a date', [
    '+Contribution|Deposit',
    'Contribution>Goal|Contribution>FinancialGoal|Deposit>Goal|Deposit>FinancialGoal',
    '+Contribution|Deposit.amount:money',
  ]),
  x18('fn-colours', GOALS, 'Make the colours calmer, mostly teal', ['theme=teal|cyan']),
  x18('fs-autopay', SCHEDULER, 'Bills should also record whether they are paid automatically and the account they are paid from', [
    '+Bill.autopay|automatic|auto_pay|paid_automatically:bool',
    '+Bill.account',
  ]),
  x18('fs-frequency', SCHEDULER, 'Subscriptions need a billing frequency: weekly, monthly, or yearly', ['Subscription.frequency|billing_frequency|cycle=weekly/monthly/yearly']),
  x18('fs-week', SCHEDULER, 'Add a page showing the bills due this week', ['page~week@week']),
  x18('es-groups', SPLITTER, 'Users should be able to create groups, like a trip or a flat, and every expense belongs to a group', ['+Group', 'Expense>Group']),
  x18('es-settle', SPLITTER, 'Each expense should record who paid it, and whether it has been settled', ['Expense>Person|Expense>Member|Expense>Individual|Expense>Participant|Expense>User', '+Expense.settled|is_settled:bool']),
  x18('mr-allergies', RECORDS, 'Patients should also have allergies, a blood type and an emergency contact', [
    '+Patient.allergies',
    '+Patient.blood_type',
    '+Patient.emergency_contact',
  ]),
  x18('mr-drop', RECORDS, 'Drop the treatment plans, we do not need them', ['-TreatmentPlan|Plan|Treatment']),
  x18('sy-trigger', SYMPTOMS, 'Each symptom entry should also note possible triggers and whether medication was taken', [`+${SYMPTOM}.triggers|trigger`, `+${SYMPTOM}.medication|medication_taken:bool`]),
  x18('sy-severe', SYMPTOMS, 'Show the most severe symptoms on their own page', ['page~sever|top|worst']),
  x18('nf-source', NEWS, 'Stories should also record the source, the author and the publication date', [
    `+${STORY}.source`,
    `+${STORY}.author`,
    `+${STORY}.published|publication_date|published_at|date:date|datetime`,
  ]),
  x18('nf-newest', NEWS, 'List the newest stories first', ['sort=Story.-']),
  x18('ng-arrow-label', MINDMAP, 'Arrows should have a label and a style: solid, dashed, or dotted', [`+${ARROW}.label`, `${ARROW}.style=solid/dashed/dotted`]),
  x18('ng-tags', MINDMAP, 'The app should let users tag nodes so they can find related ideas later', ['+Tag', 'Node>Tag|Tag>Node']),
  x18('ns-remove-comments', NOTESHARE, 'Remove the commenting feature', ['-Comment']),
  x18('ns-permission', NOTESHARE, 'Sharing should record the collaborator and whether they can edit or only read', [
    '+Share|SharedNotebook|Collaboration|Permission|Access|Sharing.permission|access|access_level|mode|can_edit',
  ]),
  x18('ns-fail', NOTESHARE, 'Sync the notebooks with Evernote every night', ['fail']),
];
