/**
 * Licence: this file quotes awesome-selfhosted-data (CC BY-SA 3.0) and, as an adaptation of it, is shared
 * under CC BY-SA 3.0 (https://creativecommons.org/licenses/by-sa/3.0/), not under the repository's Apache-2.0.
 *
 * A STUDY batch of edit prompts (x21) in the genre of the held-out h11 (catalogue blurbs of self-hosted
 * software), written by the blind writer (`bld`) in the fifteenth generation session (2026-11-29) on main
 * 38f8bab, the same way as h11's edits: the base app is the first sentence of one of e21's descriptions,
 * or the part before its list of features, verbatim (awesome-selfhosted/awesome-selfhosted-data,
 * software/*.yml, CC BY-SA 3.0 licence, file versions of commit 8d4c53a; none of these entries is in
 * h11); the request is one feature the description lists, minimally reworded as "Add …" (the feature's
 * own words kept). Expectations were written from the base and the request alone, before the generator's
 * output was looked at. Studied with `--only 'x21-*' --verbose`; h11's edits measure whether what is
 * learnt carries over. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits, links } from './corpus-dsl.ts';

const x21 = edits('dev', 'x21');


// the bases: a description's first sentence, or the part before its list of features, verbatim
const DAYGLANCE = 'Day planner with drag-and-drop time blocking.';
const DONETICK = 'Task and chore management tool for personal and family use.';
const FOODSOFT = 'Manage a non-profit food coop.';
const LEDGERSMB = 'Integrated accounting and ERP system for small and midsize businesses.';
const MEALIE = 'Material design inspired recipe manager.';
const PANCAKE = 'Online invoicing.';
const PRETALX = 'Web-based event management.';
const SOLO = 'Free project management app created for freelancers.';
const TAMARI = 'Recipe manager web app with a built-in collection of recipes.';
const WARRACKER = 'Warranty tracker.';
const YAFFA = 'Personal finance web application.';
const SEATSURFING = 'Webbased app to book seats.';

const TASK = 'Task|Chore';
const PERSON = 'Member|User|Person|FamilyMember|Assignee';
const HISTORY = 'History|Completion|TaskHistory|ChoreHistory|Log|CompletionLog|ActivityLog|HistoryEntry';
const JOB = 'Job|Task|Shift|Duty';
const SUBMISSION = 'Submission|Proposal|Talk|Paper';
const SLOT = 'Slot|ScheduleSlot|TalkSlot|ScheduleEntry|Session|Schedule|ScheduledTalk|Talk';
const MEAL_PLAN = 'MealPlan|Meal|PlannedMeal|MealPlanEntry|MealPlanItem';
const SHOPPING = 'ShoppingList|ShoppingListItem|ShoppingItem|GroceryItem';
const WARRANTY = 'Warranty|Product|Item';

export const X21_EDIT_CASES: EditCase[] = [
  x21('recurring-tasks', DAYGLANCE, 'Add recurring tasks.', ['+Task', 'Task.recurrence|recurring|repeat|repeats|rrule|frequency']),
  x21('habits', DAYGLANCE, 'Add habits.', ['+Habit']),
  x21('goals', DAYGLANCE, 'Add goals.', ['+Goal']),
  x21('flexible-assignment', DONETICK, 'Add flexible assignment.', [links(TASK, PERSON)]),
  x21('detailed-history', DONETICK, 'Add detailed history.', [`+${HISTORY}`, links(HISTORY, TASK)]),
  x21('product-catalog', FOODSOFT, 'Add a product catalog.', ['+Product|Article', 'Product|Article.price:money']),
  x21('ordering', FOODSOFT, 'Add ordering.', ['+Order|Purchase', links('Order|Purchase', 'Product|Article')]),
  x21('job-scheduling', FOODSOFT, 'Add job scheduling.', [`+${JOB}`, `${JOB}.date|due|due_date|when|start:date|datetime`]),
  x21('quotations', LEDGERSMB, 'Add quotations.', ['+Quote|Quotation|Estimate', 'Quote|Quotation|Estimate.total|amount:money']),
  x21('shipping', LEDGERSMB, 'Add shipping.', ['+Shipment|Shipping|Delivery']),
  x21('categories-tags', MEALIE, 'Add category and tag management.', ['+Category', '+Tag', 'Recipe>Category', 'Recipe>Tag']),
  x21('shopping-lists', MEALIE, 'Add shopping-lists.', [`+${SHOPPING}`]),
  x21('meal-planner', MEALIE, 'Add meal-planner.', [`+${MEAL_PLAN}`, links(MEAL_PLAN, 'Recipe'), `${MEAL_PLAN}.date|day:date`]),
  x21('time-tracking', PANCAKE, 'Add time tracking.', ['+TimeEntry|Timesheet|TimeLog|Entry|TimeRecord']),
  x21('proposals', PANCAKE, 'Add proposals.', ['+Proposal|Quote|Estimate']),
  x21('call-for-papers', PRETALX, 'Add a Call for Papers.', [`+${SUBMISSION}|CallForPapers|Cfp`]),
  x21('talk-scheduling', PRETALX, 'Add scheduling talks.', [`+${SLOT}`, `${SLOT}.start|start_time|starts_at|time|date:datetime|date`]),
  x21('contacts', SOLO, 'Add contacts.', ['+Contact']),
  x21('file-uploads', SOLO, 'Add file uploads.', ['+File|Attachment|Document|Upload', links('File|Attachment|Document|Upload', 'Project|Task')]),
  x21('notes', SOLO, 'Add notes.', ['+Note']),
  x21('favorites-categories', TAMARI, 'Add favorites and categories.', ['Recipe.favorite|favourite|is_favorite|starred:bool', 'Recipe|Category.category|name']),
  x21('recipe-shopping-lists', TAMARI, 'Add shopping lists.', [`+${SHOPPING}`]),
  x21('expiry-dates', WARRACKER, 'Add expiry dates.', [`${WARRANTY}.expiry|expires|expiry_date|expiration|expiration_date|expires_on|end_date|warranty_end:date`]),
  x21('receipt-uploads', WARRACKER, 'Add receipt uploads.', [`${WARRANTY}.receipt|file|attachment|document|image|photo`]),
  x21('budgets', YAFFA, 'Add budgets.', ['+Budget', 'Budget.amount|limit|planned|budgeted:money']),
  x21('investments', YAFFA, 'Add investments.', ['+Investment|Holding|Asset|Position']),
  x21('desks-rooms', SEATSURFING, 'Add desks and rooms.', ['+Desk|Space|Workspace', '+Room|MeetingRoom|Area']),
];
