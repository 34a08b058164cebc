/**
 * Licence: the quoted prompts are the `description` (or `summary`) fields of Odoo Community's own module manifests,
 * odoo/odoo `addons/*\/__manifest__.py` (Odoo S.A.), licensed under the GNU Lesser General Public License v3
 * (LGPL-3; https://www.gnu.org/licenses/lgpl-3.0.html); credited below.
 *
 * A STUDY batch (e24) of self-descriptions of ERP business-app modules (Odoo), the genre of the held-out h14
 * (corpus-blind12.ts), written by the blind writer (`bld`) on 2026-11-29 in the eighteenth generation session, on
 * main dfe0685, written before any rule change of that session. Same source and method as h14: of the 53 odoo/odoo
 * modules chosen for h14 and this batch (those whose manifest text names records a person manages; the rule is in
 * corpus-blind12.ts's header), in alphabetical order of the technical name, every fourth is here (13); none is in
 * h14. Each prompt is the manifest's `description`, verbatim with its reStructuredText markup (whitespace at its
 * ends trimmed), or its `summary` when the description is empty; the manifest and the commit of the stored version
 * read are named beside each prompt. Expectations are what a careful reader of the text expects, written the same
 * blind way as h14's, before the generator's output was looked at. Its misses may be read while tuning
 * (`--only 'e24-*' --verbose`); h14 measures whether what is learnt here carries over. Split 'dev'. Same expectation
 * DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations, links } from './corpus-dsl.ts';

const dev = creations('dev', 'e24');


/** The prompts, verbatim (the manifest, its field and the commit in a comment). */
const P = {
  calendar: "This is a full-featured calendar system.\n========================================\n\nIt supports:\n------------\n    - Calendar of events\n    - Recurring events\n\nIf you need to manage your meetings, you should install the CRM module.", // addons/calendar/__manifest__.py `description` @ 016078006c
  event: "Organization and management of Events.\n======================================\n\nThe event module allows you to efficiently organize events and all related tasks: planning, registration tracking,\nattendances, etc.\n\nKey Features\n------------\n* Manage your Events and Registrations\n* Use emails to automatically confirm and send acknowledgments for any event registration", // addons/event/__manifest__.py `description` @ 00ce3720c6
  hr: "Centralize employee information", // addons/hr/__manifest__.py `summary` @ 0176736d59
  hr_holidays: "Manage time off requests and allocations\n=====================================\n\nThis application controls the time off schedule of your company. It allows employees to request time off. Then, managers can review requests for time off and approve or reject them. This way you can control the overall time off planning for the company or department.\n\nYou can configure several kinds of time off (sickness, paid days, ...) and allocate time off to an employee or department quickly using time off allocation. An employee can also make a request for more days off by making a new time off allocation. It will increase the total of available days for that time off type (if the request is accepted).\n\nYou can keep track of time off in different ways by following reports:\n\n* Time Off Summary\n* Time Off by Department\n* Time Off Analysis\n\nA synchronization with an internal agenda (Meetings of the CRM module) is also possible in order to automatically create a meeting when a time off request is accepted by setting up a type of meeting in time off Type.", // addons/hr_holidays/__manifest__.py `description` @ 02cecfb6fa
  hr_timesheet: "This module implements a timesheet system.\n==========================================\n\nEach employee can encode and track their time spent on the different projects.\n\nLots of reporting on time and employee tracking are provided.\n\nIt is completely integrated with the cost accounting module. It allows you to set\nup a management by affair.", // addons/hr_timesheet/__manifest__.py `description` @ 00ce3720c6
  lunch: "The base module to manage lunch.\n================================\n\nMany companies order sandwiches, pizzas and other, from usual vendors, for their employees to offer them more facilities.\n\nHowever lunches management within the company requires proper administration especially when the number of employees or vendors is important.\n\nThe “Lunch Order” module has been developed to make this management easier but also to offer employees more tools and usability.\n\nIn addition to a full meal and vendor management, this module offers the possibility to display warning and provides quick order selection based on employee’s preferences.\n\nIf you want to save your employees' time and avoid them to always have coins in their pockets, this module is essential.", // addons/lunch/__manifest__.py `description` @ 003453d476
  mrp: "Manufacturing Orders & BOMs", // addons/mrp/__manifest__.py `summary` @ 0207f51743
  pos_restaurant: "This module adds several features to the Point of Sale that are specific to restaurant management:\n- Bill Printing: Allows you to print a receipt before the order is paid\n- Bill Splitting: Allows you to split an order into different orders\n- Kitchen Order Printing: allows you to print orders updates to kitchen or bar printers", // addons/pos_restaurant/__manifest__.py `description` @ 0901c61c7e
  project_issue: "Track Issues/Bugs Management for Projects\n=========================================\nThis application allows you to manage the issues you might face in a project like bugs in a system, client complaints or material breakdowns.\n\nIt allows the manager to quickly check the issues, assign them and decide on their status quickly as they evolve.", // addons/project_issue/__manifest__.py `description` @ 3f4bf15825
  repair: "The aim is to have a complete module to manage all products repairs.\n====================================================================\n\nThe following topics are covered by this module:\n------------------------------------------------------\n    * Add/remove products in the reparation\n    * Impact for stocks\n    * Warranty concept\n    * Repair quotation report\n    * Notes for the technician and for the final customer", // addons/repair/__manifest__.py `description` @ 01729391f8
  stock_landed_costs: "Landed Costs Management\n=======================\nThis module allows you to easily add extra costs on pickings and decide the split of these costs among their stock moves in order to take them into account in your stock valuation.", // addons/stock_landed_costs/__manifest__.py `description` @ 016078006c
  website_event_exhibitor: "Event: manage sponsors and exhibitors", // addons/website_event_exhibitor/__manifest__.py `summary` @ 03641610c2
  website_sale: "Sell your products online", // addons/website_sale/__manifest__.py `summary` @ 000722d461
};

const CAL_EVENT = 'Event|Meeting|CalendarEvent|Appointment';
const REGISTRATION = 'Registration|Attendee|Attendance|EventRegistration';
const TIME_OFF = 'TimeOff|Leave|LeaveRequest|TimeOffRequest|Absence|Request|Holiday';
const TIME_OFF_TYPE = 'TimeOffType|LeaveType|Type|Kind|AbsenceType';
const ALLOCATION = 'Allocation|TimeOffAllocation|LeaveAllocation';
const TIMESHEET = 'Timesheet|TimeEntry|TimesheetEntry|TimeLog|Entry|TimesheetLine';
const LUNCH_VENDOR = 'Vendor|Supplier|Restaurant';
const MEAL = 'Product|Meal|Item|Sandwich|Dish|MenuItem|LunchProduct';
const MO = 'ManufacturingOrder|ProductionOrder|Order|Production|Mo|WorkOrder';
const BOM = 'Bom|BillOfMaterials|BillOfMaterial|Recipe';
const BOM_LINE = 'BomLine|Component|BomComponent|BomItem|Material|BomMaterial';
const RESTAURANT_ORDER = 'Order|PosOrder|Bill|Ticket|TableOrder';
const PRINTER = 'Printer|KitchenPrinter|OrderPrinter';
const ISSUE = 'Issue|Bug|Ticket';
const REPAIR = 'Repair|RepairOrder';
const REPAIR_LINE = 'RepairLine|Part|Operation|RepairPart|Component|Line|RepairOperation';
const LANDED_COST = 'LandedCost|Cost|ExtraCost|AdditionalCost';
const PICKING = 'Picking|Transfer|Receipt|Shipment|Delivery|Reception';
const MOVE = 'StockMove|Move|MoveLine|PickingLine|Line|Item';
const SPONSOR = 'Sponsor|Exhibitor|Partner';
const SHOP_ORDER = 'Order|SaleOrder|SalesOrder|Purchase';
const ORDER_LINE = 'OrderLine|OrderItem|LineItem|Line|CartItem';

export const E24_CREATE_CASES: CreateCase[] = [
  dev('calendar', P.calendar, {
    [CAL_EVENT]: 'name|title|subject, start|start_date|starts_at|date|start_time|start_datetime:date|datetime, recurring|recurrence|repeat|rrule|is_recurring|frequency|recurrent',
    '?Attendee|Participant|Contact|Guest': '',
    '?Calendar|Recurrence|RecurrenceRule': '',
  }),
  dev('event', P.event, {
    Event: 'name|title, date|start|start_date|date_begin|starts_at|begins_at:date|datetime',
    [REGISTRATION]: '>Event, name|attendee|email|attendee_name, status|state|attended|confirmed',
    '?Task|Planning|Tasks': '',
    '?Email|Mail|Acknowledgment|Confirmation': '',
    '?Attendee|Participant|Contact': '',
  }),
  dev('hr', P.hr, {
    Employee: 'name, email|work_email:email, job|job_title|position|title|role',
    '?Department|Job|Position|Manager': '',
  }),
  dev('hr-holidays', P.hr_holidays, {
    [TIME_OFF]: `>Employee, >${TIME_OFF_TYPE}, start|start_date|date_from|from|starts_on:date|datetime, end|end_date|date_to|to|ends_on:date|datetime, status|state:enum=approved/rejected`,
    [ALLOCATION]: `>Employee|Department, >${TIME_OFF_TYPE}, days|number_of_days|duration|amount|allocated_days:number|count`,
    [TIME_OFF_TYPE]: 'name',
    Employee: 'name',
    '?Department|Company': '',
    '?Meeting|MeetingType|Calendar': '',
  }),
  dev('hr-timesheet', P.hr_timesheet, {
    [TIMESHEET]: '>Employee, >Project, hours|duration|time|time_spent|unit_amount:number|count, date:date',
    Employee: 'name',
    Project: 'name',
    '?Task|Account|AnalyticAccount|Affair': '',
  }),
  dev('lunch', P.lunch, {
    'Order|LunchOrder': `>Employee|User, >${MEAL}, date|ordered_at|order_date|ordered_on:date|datetime`,
    [LUNCH_VENDOR]: 'name',
    [MEAL]: `>${LUNCH_VENDOR}, name, price:money`,
    'Employee|User': 'name',
    '?Alert|Warning|Preference|Favorite|Favourite': '',
    '?CashMove|Balance|Payment|Wallet|Account|Category': '',
  }),
  dev('mrp', P.mrp, {
    [MO]: `>Product|${BOM}, quantity|qty:number|count, status|state`,
    [BOM]: '>Product',
    [BOM_LINE]: `>${BOM}, quantity|qty:number|count`,
    Product: 'name',
    '?WorkCenter|Workcenter|Operation|Routing': '',
  }),
  dev('pos-restaurant', P.pos_restaurant, {
    [RESTAURANT_ORDER]: 'paid|is_paid|status|state|payment_status',
    [PRINTER]: 'name, type|kind|location|category|station',
    '?Table|Floor': '',
    '?Receipt|Bill|Split': '',
    '?OrderLine|Item|Product|MenuItem': '',
    '?KitchenOrder|KitchenTicket|OrderUpdate': '',
  }),
  dev('project-issue', P.project_issue, {
    [ISSUE]: '>Project, title|name|summary, status|stage|state, assignee|assigned_to|assigned|owner|responsible|user',
    Project: 'name',
    '?Customer|Client|Complaint': '',
    '?User|Assignee|Member|Manager|Employee': '',
  }),
  dev('repair', P.repair, {
    [REPAIR]: '>Product, >Customer|Client, status|state, warranty|under_warranty|warranty_expiration|warranty_until|guarantee_limit|in_warranty',
    [REPAIR_LINE]: `>${REPAIR}, >Product, quantity|qty:number|count`,
    Product: 'name',
    'Customer|Client': 'name',
    '?Technician|Note|Quotation|Stock|Location|Warehouse': '',
  }),
  dev('stock-landed-costs', P.stock_landed_costs, {
    [LANDED_COST]: `>${PICKING}, amount|cost|value|price:money, split|split_method|method|allocation|allocation_method|split_by`,
    [PICKING]: 'name|reference|date',
    [MOVE]: `>${PICKING}`,
    '?Product|Valuation|CostLine|Allocation|Adjustment': '',
  }),
  dev('website-event-exhibitor', P.website_event_exhibitor, {
    Event: 'name',
    [SPONSOR]: '>Event, name',
    '?Exhibitor|Booth|SponsorType|Level|Tier|SponsorLevel': '',
  }),
  dev('website-sale', P.website_sale, {
    Product: 'name, price:money',
    [SHOP_ORDER]: '>Customer, total|amount|total_amount|amount_total:money, status|state',
    Customer: 'name',
    [links(`${SHOP_ORDER}|${ORDER_LINE}`, 'Product')]: '',
    '?Cart|Category|Payment|Delivery|Review': '',
  }),
];
