/**
 * Licence: the bases are `description`/`summary` fields of Odoo Community's module manifests (odoo/odoo, Odoo S.A.,
 * LGPL-3, https://www.gnu.org/licenses/lgpl-3.0.html); the requests are the `summary` (or the first sentence of
 * `readme/DESCRIPTION.*`) of add-on modules of the Odoo Community Association (OCA), each repository under the
 * AGPL-3 (https://www.gnu.org/licenses/agpl-3.0.html), each module under the AGPL-3 or the LGPL-3 as its manifest
 * says (named beside each edit); credited below.
 *
 * A STUDY batch of edit prompts (x24) in the genre of the held-out h14 (ERP business-app modules), written by the
 * blind writer (`bld`) on 2026-11-29 in the eighteenth generation session, on main dfe0685, written before any rule
 * change of that session, the same way as h14's edits (the rule is in corpus-blind12.ts's header): an OCA add-on
 * that extends exactly one of the 53 chosen Odoo modules and whose request names something stored, the first two
 * per extended module in alphabetical order. Here are those that extend an e24 module, so the base is that e24
 * prompt, verbatim (none is an h14 prompt); the request is the add-on's `summary`, or the first sentence of its
 * readme/DESCRIPTION when the summary is empty, verbatim (line breaks of the source's wrapping joined with a space,
 * typos kept). OCA repositories (default branch, commit): event 14.0 3b7cbe328106, hr 17.0 54244600598b, hr-holidays
 * 17.0 4f165069cdaa, timesheet 14.0 d2c65e695e20, manufacture 14.0 cb822644dbc0, stock-logistics-workflow 16.0
 * 038d69de7243. Expectations were written from the base and the request alone, before the generator's output was
 * looked at. Studied with `--only 'x24-*' --verbose`; h14's edits measure whether what is learnt carries over.
 * Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits, links, linked } from './corpus-dsl.ts';

const x24 = edits('dev', 'x24');


/** The bases: the e24 prompts of the extended modules, verbatim (the manifest, its field and the commit in a comment). */
const B = {
  event: "Organization and management of Events.\n======================================\n\nThe event module allows you to efficiently organize events and all related tasks: planning, registration tracking,\nattendances, etc.\n\nKey Features\n------------\n* Manage your Events and Registrations\n* Use emails to automatically confirm and send acknowledgments for any event registration", // addons/event/__manifest__.py `description` @ 00ce3720c6
  hr: "Centralize employee information", // addons/hr/__manifest__.py `summary` @ 0176736d59
  hr_holidays: "Manage time off requests and allocations\n=====================================\n\nThis application controls the time off schedule of your company. It allows employees to request time off. Then, managers can review requests for time off and approve or reject them. This way you can control the overall time off planning for the company or department.\n\nYou can configure several kinds of time off (sickness, paid days, ...) and allocate time off to an employee or department quickly using time off allocation. An employee can also make a request for more days off by making a new time off allocation. It will increase the total of available days for that time off type (if the request is accepted).\n\nYou can keep track of time off in different ways by following reports:\n\n* Time Off Summary\n* Time Off by Department\n* Time Off Analysis\n\nA synchronization with an internal agenda (Meetings of the CRM module) is also possible in order to automatically create a meeting when a time off request is accepted by setting up a type of meeting in time off Type.", // addons/hr_holidays/__manifest__.py `description` @ 02cecfb6fa
  hr_timesheet: "This module implements a timesheet system.\n==========================================\n\nEach employee can encode and track their time spent on the different projects.\n\nLots of reporting on time and employee tracking are provided.\n\nIt is completely integrated with the cost accounting module. It allows you to set\nup a management by affair.", // addons/hr_timesheet/__manifest__.py `description` @ 00ce3720c6
  mrp: "Manufacturing Orders & BOMs", // addons/mrp/__manifest__.py `summary` @ 0207f51743
  repair: "The aim is to have a complete module to manage all products repairs.\n====================================================================\n\nThe following topics are covered by this module:\n------------------------------------------------------\n    * Add/remove products in the reparation\n    * Impact for stocks\n    * Warranty concept\n    * Repair quotation report\n    * Notes for the technician and for the final customer", // addons/repair/__manifest__.py `description` @ 01729391f8
  stock_landed_costs: "Landed Costs Management\n=======================\nThis module allows you to easily add extra costs on pickings and decide the split of these costs among their stock moves in order to take them into account in your stock valuation.", // addons/stock_landed_costs/__manifest__.py `description` @ 016078006c
};

const CONTACT = 'Contact|EventContact|Person|Partner|ContactPerson';
const EVENT_TYPE = 'EventType|Type|Category|EventCategory';
const REGISTRATION = 'Registration|Attendee|Attendance|EventRegistration';
const CANCEL_REASON = 'CancelReason|Reason|CancellationReason';
const COURSE = 'Course|TrainingCourse|Training';
const TIME_OFF = 'TimeOff|Leave|LeaveRequest|TimeOffRequest|Absence|Request|Holiday';
const TIME_OFF_TYPE = 'TimeOffType|LeaveType|Type|AbsenceType';
const PUBLIC_HOLIDAY = 'PublicHoliday|Holiday|PublicHolidayLine';
const TAG = 'Tag|Label|AnalyticTag|AnalyticLabel';
const TIMESHEET = 'Timesheet|TimeEntry|TimesheetEntry|TimeLog|Entry|TimesheetLine';
const DESCRIPTION = 'Description|PredefinedDescription|DescriptionTemplate|Template|TimesheetDescription';
const BOM = 'Bom|BillOfMaterials|BillOfMaterial|Recipe';
const BOM_LINE = 'BomLine|Component|BomComponent|BomItem|Material|BomMaterial';
const ATTRIBUTE = 'Attribute|ProductAttribute';
const REPAIR = 'Repair|RepairOrder';
const REPAIR_LINE = 'RepairLine|Operation|Line|Part|RepairPart|Component|OperationLine|RepairOperation';
const LANDED_COST = 'LandedCost|Cost|ExtraCost|AdditionalCost';

export const X24_EDIT_CASES: EditCase[] = [
  // OCA/event 14.0, event_contact (AGPL-3)
  x24('event-contacts', B.event, 'Add contacts to event and event type', [`+${CONTACT}`, linked('Event', CONTACT), `+${EVENT_TYPE}`]),
  // OCA/event 14.0, event_registration_cancel_reason (AGPL-3); the description's first sentence, its line break joined
  x24(
    'registration-cancel-reasons',
    B.event,
    'This module allows to add predefined reasons for the attendees to report back why they cancel their registration to an event.',
    [`+${CANCEL_REASON}`, links(REGISTRATION, CANCEL_REASON)],
  ),
  // OCA/hr 17.0, hr_course (AGPL-3)
  x24('training-courses', B.hr, "This module allows your to manage employee's training courses", [`+${COURSE}`, linked(COURSE, 'Employee')]),
  // OCA/hr 17.0, hr_department_code (AGPL-3); the description's first sentence
  x24('department-code', B.hr, 'This module add code in department.', ['+Department.code|department_code']),
  // OCA/hr-holidays 17.0, hr_holidays_natural_period (AGPL-3)
  x24('natural-days', B.hr_holidays, 'Apply natural days in holidays', [
    `${TIME_OFF}|${TIME_OFF_TYPE}.natural|natural_days|natural_day|request_unit|unit|calendar_days|day_type|count_natural_days`,
  ]),
  // OCA/hr-holidays 17.0, hr_holidays_public (AGPL-3)
  x24('public-holidays', B.hr_holidays, 'Manage Public Holidays', [`+${PUBLIC_HOLIDAY}`, `${PUBLIC_HOLIDAY}.date:date`]),
  // OCA/timesheet 14.0, hr_timesheet_employee_analytic_tag (AGPL-3); the description's first sentence
  x24(
    'employee-analytic-tags',
    B.hr_timesheet,
    'This module allows to define analytical labels in employees to be set when creating analytical items.',
    [`+${TAG}`, linked('Employee', TAG)],
  ),
  // OCA/timesheet 14.0, hr_timesheet_predefined_description (AGPL-3)
  x24('predefined-descriptions', B.hr_timesheet, 'Predefined descriptions for timesheet entries', [`+${DESCRIPTION}`, links(TIMESHEET, DESCRIPTION)]),
  // OCA/manufacture 14.0, mrp_bom_attribute_match (AGPL-3)
  x24('bom-attribute-match', B.mrp, 'Dynamic BOM component based on product attribute', [`+${ATTRIBUTE}`, links(`${BOM_LINE}|${BOM}`, ATTRIBUTE)]),
  // OCA/manufacture 14.0, mrp_bom_location (LGPL-3)
  x24('bom-location', B.mrp, 'Adds location field to Bill of Materials and its components.', [`${BOM}.location`, `${BOM_LINE}.location`]),
  // OCA/manufacture 14.0, repair_discount (AGPL-3); the description's first sentence, its line break joined
  x24('repair-line-discount', B.repair, 'This module extends the functionality of mrp repair adding new field discount on operations lines', [
    `+${REPAIR_LINE}.discount|discount_percent|discount_amount`,
  ]),
  // OCA/manufacture 14.0, repair_refurbish (AGPL-3)
  x24('refurbished-products', B.repair, 'Create refurbished products during repair', [
    `${REPAIR}.refurbish|refurbished|refurbished_product|refurbish_product|to_refurbish`,
  ]),
  // OCA/stock-logistics-workflow 16.0, stock_landed_costs_currency (AGPL-3); the description's first sentence, its line break joined
  x24(
    'landed-cost-currency',
    B.stock_landed_costs,
    'This module allows user to add landed costs in different currencies to cost of products',
    [`${LANDED_COST}.currency|currency_code`],
  ),
];
