/**
 * A STUDY batch of edit prompts, written in the eleventh generation session (2026-11-28) by the edits
 * helper (edt) on main 59a0465, before any rule was changed. The bases are real instructions from
 * WebGen-Instruct (training set of WebGen-Bench, MIT licence), verbatim, indices 10, 16, 46, 82, 106, 130,
 * 178, 184, 196, 220, 226, 232, 280, 292 (the slice i % 6 == 4, below 300, that asks for stored records);
 * each edit is a follow-up request written in the style of those instructions. Expectations were written
 * from the base prompt and the edit alone, before the generator's output was looked at. Studied with
 * `--only 'x16-*' --verbose`. Its private counterpart is corpus-x17. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x16 = edits('dev', 'x16');

// index 10
const CHESS = "Please implement an unmanned chess and card room ordering mini-program for online self-service ordering and room opening. The mini-program should have functionalities for placing orders, opening rooms, order management, and WeChat payment. Users should be able to log in, browse chess and card room information, place orders for selected rooms, make WeChat payments, and view order status. Staff can manage rooms through the background management system, view order information, and use charts to display the chess and card room's order business data. Apply alice blue to the canvas background and cornflower blue to all visible components.";
// index 16
const DRIVER = "Please implement a driver-side website for automatic loading, used for drivers to receive orders and manage loading. The website should have three parts: homepage, order management, and personal center. Drivers can log in to the website, browse and receive user-published demands, manage their own orders, including loading and delivery status, and view personal information and historical records. Configure all backgrounds with powder blue and all components with medium blue.";
// index 46
const BOARD = "Please implement a message board system for users to leave messages and administrators to manage. The system should have a messaging function, where administrators can log in and manage messages, including viewing, editing, and deleting messages. Users should be able to log in and post messages, view all messages, and reply to messages. The system should also have a search function, allowing users to search for messages by keyword. Choose light blue for global background and dark blue for all components.";
// index 82
const AITOOLS = "Please implement an AI navigation website to help users find suitable AI tools. The website should have functionalities for searching, categorizing, and recommending AI tools. Users should be able to input keywords to search for related AI tools, browse different categories of AI tools, view recommended AI tools, and be able to rate and comment on tools. Assign melon to body backgrounds and tomato to main components.";
// index 106
const DOCTOR = "Please implement a doctor's studio mini-program for patient management and doctor-patient communication. The mini-program should have functionalities for file management, consultation, appointment, patient education materials, and personal center. Patients can add, modify, and view their own files, conduct online consultations, make appointments with doctors, view patient education materials, and manage their personal center. Doctors can manage their own information, view patient files, conduct online consultations, and more. Style the layout with honeydew in the background and forest green for the interface.";
// index 130
const VIDEO = "Please implement a video streaming server for uploading and playing videos. The server should support uploading multiple video formats, including mpg, mov, wmv, mp4, mkv, 3gp, flv, m4v, rm, rmvb, etc., and automatically convert them to flv format for playback. Users should be able to upload videos, manage their video library, play videos, and view video playback records. Use light blue in the background layer and dark blue for the component layer.";
// index 178
const HR = "Please implement a human resource management system for managing employee records and personnel information. The system should have functionalities for adding, editing, and deleting employee information, as well as generating management reports. Users should be able to log in, browse the employee list, add new employees, edit existing employee information, delete employee records, and generate various management reports. Use salmon for the outer layout and crimson for UI blocks.";
// index 184
const SALES = "Please implement a sales and inventory management mini-program for managing sales, procurement, and inventory. The mini-program should have functionalities for sales order creation, sales order management, sales return, retail sales, sales inquiry, sales statistics, customer management, procurement order creation, procurement order management, procurement return, procurement inquiry, procurement statistics, supplier management, product management, inventory management, transfer management, and fund management. Users should be able to log in to the mini-program, browse and manage sales, procurement, and inventory information, and perform related operations, such as creating sales orders, managing customer information, and querying sales statistics. Use faint gray for the outer layout and slate gray for UI blocks.";
// index 196
const RESUME = "Please implement a personal resume display mini-program to showcase personal information and work experience. The mini-program should have functionalities for registration, login, personal information editing, work experience addition, and resume preview. Users should be able to register and log in to the mini-program, edit their personal information, add work experience, preview their resume, and share their resume with others. Apply platinum as the background; style all components with midnight blue.";
// index 220
const TOURISM = "Please implement a tourism mini-program that provides tourism services and consumption guidance. The mini-program should have a full-process design for pre-trip, during-trip, and post-trip, including features such as scenic spot introductions, route planning, ticket booking, real-time navigation, and post-trip evaluation. Users should be able to browse scenic spot information, plan itineraries, book tickets, get real-time navigation information, and evaluate their travel experience through the mini-program. Specify eggshell as the base color and dark moss green for all components.";
// index 226
const EGYPT = "Please implement a website that displays information about Egypt tourism, including attractions, travel guides, and hotel booking. Users should be able to browse different attractions, view travel guides, book hotels, and check weather and transportation information. Use ghost white for the outer layout and cadet blue for UI blocks.";
// index 232
const BLOG = "Please implement a personal cyber security blog website to display personal information and blog posts. The website should contain three pages: an about page to display a personal profile; a blog page to post personally written tutorials and articles; and a home page to display blog posts in an organized manner. Users should be able to browse different pages, read blog posts, and learn about personal information. Style the layout with thistle in the background and rebecca purple for the interface.";
// index 280
const LAW = "Please implement an online law firm app that provides lawyer services. The app should have functionalities such as community forums, voice live streaming, instant messaging, online lectures, paid Q&A, lawyer appointment, consultation, online courses, membership system, and article system. Users should be able to log in, browse lawyer information, make appointments, engage in instant messaging, watch online lectures, participate in paid Q&A, take online courses, and manage their membership information. Initialize the background color with light beige and component color with sienna.";
// index 292
const LEADS = "Please implement a website to track lead sources from multiple channels. The website should be able to record the source of each lead, including Google Ads, Meta Ads, organic search, or other channels. Additionally, the website should be able to record the specific ad, campaign, or keyword that led to the lead submission. Users should be able to log in, view lead source statistics, analyze which ads and keywords are generating valuable leads, and optimize ad spend accordingly. Initialize the background color with light blue and component color with dodger blue.";

const ROOM = 'Room|ChessRoom|CardRoom|ChessAndCardRoom|ChessCardRoom';
const POST = 'Post|BlogPost';

export const X16_EDIT_CASES: EditCase[] = [
  x16('ch-players', CHESS, 'The orders should also record the number of players and the booked hours', [
    '+Order.players|number_of_players|player_count:count|number',
    '+Order.hours|booked_hours|duration:count|number',
  ]),
  x16('ch-cancel', CHESS, 'Users should be able to cancel an order', ['Order.status=cancelled|canceled']),
  x16('ch-rating', CHESS, 'Please add the function of rating rooms, from 1 to 5 stars', [`+${ROOM}.rating|stars:rating`]),
  x16('ch-price', CHESS, 'Each room should have an hourly price and a capacity', [`+${ROOM}.price|hourly_price|hourly_rate:money`, `+${ROOM}.capacity:count|number`]),
  x16('dr-vehicle', DRIVER, 'Drivers should also record their license plate and vehicle type', ['+Driver.license_plate|plate', '+Driver.vehicle_type|vehicle']),
  x16('dr-awaiting', DRIVER, 'Also show a page of orders awaiting loading', ['page~await|loading|pending']),
  x16('dr-cargo', DRIVER, 'Each order should record the cargo weight in kg and the delivery address', [
    '+Order.weight|cargo_weight:number|count',
    '+Order.address|delivery_address',
  ]),
  x16('mb-category', BOARD, 'Messages should have a category: suggestion, complaint, or question', ['Message.category=suggestion/complaint/question']),
  x16('mb-remove-replies', BOARD, 'remove the reply function', ['-Reply|MessageReply']),
  x16('mb-pin', BOARD, 'Administrators should be able to pin important messages to the top', ['+Message.pinned|pin|is_pinned|important:bool']),
  x16('ai-pricing', AITOOLS, 'The tools should also record the pricing model (free, freemium, or paid) and the official website', [
    'Tool|AiTool.pricing|pricing_model=free/freemium/paid',
    '+Tool|AiTool.website|official_website|url:url',
  ]),
  x16('ai-submitter', AITOOLS, 'Users should be able to submit new tools, and each tool should record who submitted it', [
    'Tool>User|AiTool>User|Tool>Member|AiTool>Member|Tool>Submitter|AiTool>Submitter',
  ]),
  x16('ai-green', AITOOLS, 'Change the component color to forest green', ['theme=green|emerald']),
  x16('dc-reason', DOCTOR, 'Appointments should also record the appointment time and the reason for the visit', [
    '+Appointment.time|date|appointment_time|start:datetime|date',
    '+Appointment.reason',
  ]),
  x16('dc-department', DOCTOR, 'Each doctor should belong to a department', ['+Doctor.department']),
  x16('dc-today', DOCTOR, "Also show a page of today's appointments", ['page~today@today']),
  x16('dc-cancel', DOCTOR, 'Patients should be able to cancel an appointment', ['Appointment.status=cancelled|canceled']),
  x16('vd-details', VIDEO, 'Videos should also have a description, a duration in minutes and a cover image', [
    '+Video.description:text',
    '+Video.duration:count|number',
    '+Video.cover|cover_image|thumbnail:image',
  ]),
  x16('vd-sort', VIDEO, 'Sort the video library by upload date, newest first', ['sort=Video.-']),
  x16('vd-playlists', VIDEO, 'Users should be able to group videos into playlists', ['+Playlist', 'Video>Playlist|Playlist>Video']),
  x16('hr-position', HR, 'Employees should also record their department, position and hire date', [
    '+Employee.department',
    '+Employee.position',
    '+Employee.hire_date|hired:date',
  ]),
  x16('hr-status', HR, 'Each employee should have an employment status: active, on leave, or resigned', ['Employee.status|employment_status=active/on leave/resigned']),
  x16('hr-leave', HR, 'Please add the function of leave requests, with a start date, an end date and a reason', [
    '+LeaveRequest|Leave',
    '+LeaveRequest|Leave.start|start_date:date',
    '+LeaveRequest|Leave.end|end_date:date',
    '+LeaveRequest|Leave.reason',
    'LeaveRequest>Employee|Leave>Employee',
  ]),
  x16('sl-remove-funds', SALES, 'remove the fund management', ['-Fund|Funds|FundRecord|FundTransaction|FundAccount']),
  x16('sl-product', SALES, 'Products should also record the barcode, the unit and the minimum stock level', [
    '+Product.barcode',
    '+Product.unit',
    '+Product.minimum_stock|min_stock|minimum|reorder:count|number',
  ]),
  x16('sl-low', SALES, 'Also show a page of products that are low on stock', ['page~low|stock']),
  x16('rs-education', RESUME, 'Please add education history, with the school, the degree and the graduation year', [
    '+Education|EducationHistory',
    '+Education|EducationHistory.school',
    '+Education|EducationHistory.degree',
    '+Education|EducationHistory.graduation_year|year:count|number',
  ]),
  x16('rs-experience', RESUME, 'Work experience should also record the company, the job title, and the start and end dates', [
    '+WorkExperience|Experience.company',
    '+WorkExperience|Experience.job_title|title',
    '+WorkExperience|Experience.start|start_date:date',
    '+WorkExperience|Experience.end|end_date:date',
  ]),
  x16('tr-spot', TOURISM, 'Each scenic spot should have an opening time and a ticket price', [
    '+ScenicSpot|Spot|Attraction.opening|opening_time|opening_hours',
    '+ScenicSpot|Spot|Attraction.ticket_price|price:money',
  ]),
  x16('tr-rename', TOURISM, 'Rename evaluations to reviews', ['+Review', '-Evaluation']),
  x16('eg-guests', EGYPT, 'Hotel bookings should also record the number of guests and the room type (single, double, or suite)', [
    '+Booking|HotelBooking.guests|number_of_guests:count|number',
    'Booking|HotelBooking.room_type=single/double/suite',
  ]),
  x16('eg-guide-link', EGYPT, 'Each travel guide should be about one of the attractions', ['Guide>Attraction|TravelGuide>Attraction']),
  x16('bl-category', BLOG, 'Blog posts should have a category: tutorial or article', [`${POST}.category|type=tutorial/article`]),
  x16('bl-comments', BLOG, 'Readers should be able to comment on blog posts', ['+Comment', 'Comment>Post|Comment>BlogPost']),
  x16('lw-fee', LAW, 'Lawyers should also record their practice area and consultation fee', ['+Lawyer.practice_area|area|specialty', '+Lawyer.fee|consultation_fee:money']),
  x16('lw-remove-live', LAW, 'remove the voice live streaming', ['-LiveStream|Livestream|Stream|VoiceStream|LiveBroadcast']),
  x16('ld-status', LEADS, 'Each lead should also record a status: new, contacted, qualified, or lost', ['Lead.status=new/contacted/qualified/lost']),
  x16('ld-channels', LEADS, 'Lead sources should be a list we can manage, and each lead should be linked to one of them', [
    '+Source|LeadSource|Channel',
    'Lead>Source|Lead>LeadSource|Lead>Channel',
  ]),
];
