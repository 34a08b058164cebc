/**
 * A PRIVATE check batch of edit prompts, written in the eleventh generation session (2026-11-28) by the
 * edits helper (edt) on main 59a0465 together with corpus-x16, before any rule was changed, and never
 * tuned against: only its aggregate is read (`--only 'x17-*'`, never `--verbose`), before and after. The
 * bases are real instructions from WebGen-Instruct (training set of WebGen-Bench, MIT licence), verbatim,
 * indices 322, 352, 358, 370, 430, 436, 448, 502, 556, 580 (the slice i % 6 == 4, from 300, that asks for
 * stored records); each edit is a follow-up request in the style of those instructions, its expectations
 * written from the base prompt and the edit alone. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x17 = edits('dev', 'x17');

// index 322
const TRIAL = "Please implement a clinical trial management system to manage and track the clinical trial process. The system should have functionalities for participant tracking, study document management, and investigator management. Users should be able to log in, browse and manage participant information, upload and download study documents, and manage access permissions for investigators. The system should also be able to send notifications and reminders to ensure all participants are aware of the trial's progress and requirements. Implement styling with misty rose for the background and medium violet red for components.";
// index 352
const STUDY = "Please implement an Ausky study room booking website for users to book and manage study rooms. The website should have functionalities such as homepage, orders, rankings, main page, information modification, payment, login, ordering, refunds, and realistic seat selection. Users should be able to log in, browse and book study rooms, view orders, modify personal information, make payments, request refunds, and select seats in a realistic environment. Implement styling with light salmon for the background and coral for components.";
// index 358
const FURNITURE = "Please implement a furniture mini-program for displaying and purchasing furniture products. The mini-program should have functionalities for displaying product information, manufacturer information, fuzzy search, ad display, user information acquisition, online ordering, and order management. Users should be able to browse products and manufacturer information, search by name, view ads, get user avatars and nicknames, call manufacturers, place orders, and view order and logistics information. Style the layout with azure in the background and slate blue for the interface.";
// index 370
const CHEM = "Please implement a chemical e-commerce website for selling chemical products. The website should have functionalities such as a homepage, product category page, product details page, shopping cart checkout page, my orders page, and search service. Users should be able to browse products, add products to the shopping cart, proceed to checkout, choose a payment method (Alipay, WeChat pay, bank card payment), view my orders, and search for products. The website should also have product management, category management, and order management functions, but these are not within the scope of this development. Define the background as medium aquamarine and components as sea green.";
// index 430
const NONPROFIT = "Please implement a website platform for non-profit organizations to quickly build a website and provide common functions. The platform should have functionalities for quickly building a website, publishing news, managing events, managing donations, and managing volunteers. Users should be able to log in to the platform, create and manage their own website, publish news and events, and manage donation and volunteer information. Initialize the background color with eggshell and component color with dark slate gray.";
// index 436
const APPSTORE = "Please implement a domestic terminal application store management system for managing and publishing applications. The system should have functionalities for uploading, reviewing, publishing, updating, and removing applications, as well as supporting application category management and search functions. Users should be able to browse and search for applications, view application details, and download and install applications. The system should also provide application statistical analysis functions, including application download volume, installation volume, and usage duration. Color the background using amber and set component styles to chocolate.";
// index 448
const CAMERA = "Please implement a subscription-based website for online camera classes and webinars. The website should have functionalities for browsing courses, subscribing, watching, and downloading. Users should be able to log in, browse different types of photography classes and webinars, subscribe to courses of interest, watch online classes, download course materials, and manage their subscription records. Use azure for the outer layout and slate blue for UI blocks.";
// index 502
const REMINDER = "Please implement a timed voice reminder website that provides voice reminder services. The website should have functionalities for setting reminders, viewing reminder records, and data analysis. Users should be able to log in, set timed voice reminders, view historical reminder records, and analyze reminder data. Configure your theme with linen as background and saddle brown as component color.";
// index 556
const MEETINGS = "Please implement a website that supports video conferencing and live streaming. The website should have functionalities such as creating dynamic tokens, scheduling meetings, getting meeting URLs, updating and deleting meetings, recording meetings and getting the recording URLs. Users should be able to create new video conferences, invite others to join, and engage in real-time video calls. The website should also have the functionality to monitor meetings and update user wallets. Use medium turquoise for the background and dark slate gray for components.";
// index 580
const HRM = "Please implement a human resource management system for managing employee, social security, salary, and other related information. The system should have functionalities for employee management, social security management, salary management, bill management, contract management, permission setting, and personnel management. Users should be able to log in, browse and manage employee information, social security information, salary information, bill information, contract information, and set permissions and manage personnel. Implement styling with peach for the background and orangered for components.";

const VISIT = 'Visit|ParticipantVisit';
const APP = 'Application|App';
const COURSE = 'Course|Class|PhotographyClass|CameraClass';
const MEETING = 'Meeting|Conference|VideoConference';

export const X17_EDIT_CASES: EditCase[] = [
  x17('ct-visits', TRIAL, 'Please add the function of recording participant visits, with a visit date, the vital signs and notes', [
    `+${VISIT}`,
    `+${VISIT}.date|visit_date:date|datetime`,
    `+${VISIT}.notes:text`,
    'Visit>Participant|ParticipantVisit>Participant',
  ]),
  x17('ct-status', TRIAL, 'Participants should also record their enrollment date and a status: screening, enrolled, withdrawn, or completed', [
    '+Participant.enrollment_date|enrolled|enrollment:date',
    'Participant.status=screening/enrolled/withdrawn/completed',
  ]),
  x17('ct-assign', TRIAL, 'Each participant should be assigned to one of the investigators', ['Participant>Investigator']),
  x17('sr-seat', STUDY, 'Seats should also record whether they have a power socket and a desk lamp', ['+Seat.power|power_socket|socket:bool', '+Seat.lamp|desk_lamp:bool']),
  x17('sr-remove-rankings', STUDY, 'remove the rankings', ['-Ranking|Rank|Rankings']),
  x17('sr-awaiting', STUDY, 'Also show a page of orders awaiting payment', ['page~await|payment|unpaid|pending']),
  x17('fn-product', FURNITURE, 'Products should also record the material, the dimensions and the stock quantity', [
    '+Product.material',
    '+Product.dimensions|size',
    '+Product.stock|stock_quantity|quantity:count|number',
  ]),
  x17('fn-delivery', FURNITURE, 'The orders should also record the delivery address and delivery time', [
    '+Order.address|delivery_address',
    '+Order.delivery_time|delivery|delivery_date:datetime|date',
  ]),
  x17('fn-rating', FURNITURE, 'Please add the function of rating products, from 1 to 5 stars', ['+Product.rating|stars:rating']),
  x17('cm-cas', CHEM, 'Each product should also record its CAS number, purity and hazard class', ['+Product.cas|cas_number', '+Product.purity', '+Product.hazard|hazard_class']),
  x17('cm-cancel', CHEM, 'Users should be able to cancel an order', ['Order.status=cancelled|canceled']),
  x17('cm-green', CHEM, 'Use dark green for all components instead', ['theme=green|emerald']),
  x17('np-donor', NONPROFIT, 'Donations should also record the donor name, the amount and the donation date', [
    '+Donation.donor|donor_name',
    '+Donation.amount:money',
    '+Donation.date|donation_date:date',
  ]),
  x17('np-signup', NONPROFIT, 'Volunteers should be able to sign up for events', ['Volunteer>Event|Event>Volunteer']),
  x17('np-upcoming', NONPROFIT, 'Also show a page of upcoming events', ['page~upcoming@upcoming']),
  x17('as-review', APPSTORE, 'Applications should have a review status: pending, approved, or rejected', [`${APP}.status|review_status=pending/approved/rejected`]),
  x17('as-developer', APPSTORE, 'Each application should record its developer, version number and package size', [
    `+${APP}.developer`,
    `+${APP}.version|version_number`,
    `+${APP}.size|package_size:number|count`,
  ]),
  x17('cc-level', CAMERA, 'Courses should also record the instructor and a level: beginner, intermediate, or advanced', [
    `+${COURSE}.instructor`,
    `${COURSE}.level=beginner/intermediate/advanced`,
  ]),
  x17('cc-remove-webinars', CAMERA, 'remove the webinars', ['-Webinar']),
  x17('rm-repeat', REMINDER, 'Reminders should also have a repeat option: once, daily, or weekly', ['Reminder.repeat|recurrence|frequency=once/daily/weekly']),
  x17('rm-today', REMINDER, "Also show a page of today's reminders", ['page~today@today']),
  x17('mt-host', MEETINGS, 'Meetings should also record the host and the duration in minutes', [`+${MEETING}.host`, `+${MEETING}.duration:count|number`]),
  x17('mt-sms', MEETINGS, 'Send everyone an SMS ten minutes before each meeting starts', ['fail']),
  x17('hr-remove-bills', HRM, 'remove the bill management', ['-Bill|Bills|BillRecord']),
  x17('hr-contract', HRM, 'Contracts should record the start date, the end date and the contract type (fixed-term or permanent)', [
    '+Contract.start|start_date:date',
    '+Contract.end|end_date:date',
    'Contract.type|contract_type=fixed-term/permanent',
  ]),
];
