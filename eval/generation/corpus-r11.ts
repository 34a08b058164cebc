/**
 * A relation-direction private check batch (eighth generation session, with r10): only its aggregate
 * is read, never its misses. Prompts as people type them into app builders; expectations as a person
 * reading the prompt would have them.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const r11 = creations('dev');

export const R11_CREATE_CASES: CreateCase[] = [
  r11('r11-plumber', 'plumbing business app. customers have properties, each property has several jobs, a job has a date and a price, and I want to know if its paid', {
    Customer: 'name',
    Property: '>Customer, address',
    Job: '>Property, date:date, price:money, paid:bool',
  }),
  r11('r11-kennel', 'boarding kennel - owners have dogs, dogs stay in kennels for a start and end date', {
    Owner: 'name',
    Dog: 'name, >Owner',
    Kennel: 'name|number',
    'Stay|Booking': '>Dog, >Kennel, start:date, end:date',
  }),
  r11('r11-orchestra', 'orchestra: sections have musicians, musicians play an instrument, concerts have pieces', {
    Section: 'name',
    Musician: 'name, >Section',
    Concert: 'date|name',
    Piece: 'title|name, >Concert',
  }),
  r11('r11-dentist', 'dental practice - each patient has one dentist, patients have treatments with a cost', {
    Patient: 'name, >Dentist',
    Dentist: 'name',
    Treatment: '>Patient, cost:money',
  }),
  r11('r11-university', 'uni timetable: departments offer modules, each module has lectures in a room at a time', {
    Department: 'name',
    Module: 'name|title, >Department',
    Lecture: '>Module, >Room, time:datetime',
    Room: 'name',
  }),
  r11('r11-football-academy', "youth football academy. age groups have coaches and players; player's parents get messages", {
    'AgeGroup|Group': 'name',
    Coach: 'name, >AgeGroup|Group',
    Player: 'name, >AgeGroup|Group',
    Parent: 'name, >Player',
  }),
  r11('r11-invoices', 'freelance invoicing. clients have projects, invoices belong to a project and have line items with hours and rate', {
    Client: 'name',
    Project: 'name, >Client',
    Invoice: '>Project',
    'LineItem|InvoiceLine|Line|Item': '>Invoice, hours:number, rate:money',
  }),
  r11('r11-rental-bikes', 'bike hire shop, bikes belong to a location, customers rent bikes by the hour', {
    Bike: '>Location',
    Location: 'name',
    Customer: 'name',
    Rental: '>Customer, >Bike, hours:number',
  }),
  r11('r11-garden-centre', 'garden centre: suppliers supply plants, each plant has a supplier and a price, plants are grouped in categories', {
    Supplier: 'name',
    Plant: 'name, >Supplier, price:money, >Category',
    Category: 'name',
  }),
  r11('r11-church', 'church admin: families have members, members join small groups, groups meet weekly with a leader', {
    Family: 'name',
    Member: 'name, >Family',
    'SmallGroup|Group': 'name, >Leader|Member',
    'Member>SmallGroup|Member>Group|SmallGroup>Member|Group>Member': '',
  }),
  r11('r11-it-assets', 'IT asset register - each employee has a laptop and a phone, laptops have repairs logged', {
    Employee: 'name',
    Laptop: '>Employee',
    Phone: '>Employee',
    Repair: '>Laptop',
  }),
  r11('r11-theatre', 'theatre company: productions have performances, each performance has a date and tickets sold to audience members', {
    Production: 'title|name',
    Performance: '>Production, date:date',
    Ticket: '>Performance, >AudienceMember|Member|Customer',
    'AudienceMember|Member|Customer': 'name',
  }),
  r11('r11-recipes', "meal planner where each week has meals, a meal's recipe, and recipes have ingredients", {
    Week: 'name|date|start',
    Meal: '>Week, >Recipe',
    Recipe: 'name|title',
    Ingredient: 'name',
    'Recipe>Ingredient|Ingredient>Recipe': '',
  }),
  r11('r11-cleaning', 'cleaning company. cleaners are assigned to sites, every site has a checklist of tasks, a site belongs to a client', {
    Cleaner: 'name',
    Site: 'name|address, >Client',
    'Task|ChecklistItem': '>Site',
    Client: 'name',
    'Cleaner>Site|Site>Cleaner': '',
  }),
  r11('r11-photography', 'photography studio: clients book shoots, each shoot has many photos, clients pick favourite photos', {
    Client: 'name',
    Shoot: '>Client, date',
    Photo: '>Shoot',
  }),
  r11('r11-nursery', "daycare nursery app. rooms have children, a child's guardians, and daily reports for each child", {
    Room: 'name',
    Child: 'name, >Room',
    Guardian: 'name, >Child',
    'Report|DailyReport': '>Child, date',
  }),
  r11('r11-brewery', 'home brewery log - recipes have batches, each batch has a brew date, gravity readings belong to a batch', {
    Recipe: 'name',
    Batch: '>Recipe, brew_date|date:date',
    'Reading|GravityReading': '>Batch, gravity:number',
  }),
  r11('r11-makerspace', 'makerspace tool library: members borrow tools, tools belong to a category, each tool has one owner (a member)', {
    Member: 'name',
    Tool: 'name, >Category, >Member',
    Category: 'name',
    'Loan|Borrowing|Checkout': '>Member, >Tool',
  }),
  r11('r11-events-agency', 'events agency. clients have events, each event has vendors and a budget, vendors send quotes for an event', {
    Client: 'name',
    Event: '>Client, budget:money',
    Vendor: 'name',
    Quote: '>Vendor, >Event',
  }),
  r11('r11-swim-school', 'swim school: levels have classes, kids are in one class each, instructors teach classes', {
    Level: 'name',
    Class: '>Level, >Instructor',
    'Kid|Child|Swimmer|Student': 'name, >Class',
    Instructor: 'name',
  }),
  r11('r11-newsletter', 'newsletter tool, lists have subscribers and campaigns are sent to a list', {
    List: 'name',
    Subscriber: 'email, >List',
    Campaign: '>List',
  }),
  r11('r11-hospital-wards', 'hospital ward board: wards have beds, each bed has a patient, nurses are on shifts on a ward', {
    Ward: 'name',
    Bed: '>Ward, >Patient',
    Patient: 'name',
    Nurse: 'name',
    Shift: '>Nurse, >Ward',
  }),
  r11('r11-language-school', 'language school. each teacher has several groups, students are in groups, a group has a level and a language', {
    Teacher: 'name',
    Group: '>Teacher, level, language',
    Student: 'name, >Group',
  }),
  r11('r11-camping', 'campsite bookings: the pitches of each field, guests book a pitch for some nights', {
    Field: 'name',
    Pitch: '>Field',
    Guest: 'name',
    Booking: '>Guest, >Pitch, nights:count',
  }),
  r11('r11-print-shop', 'print shop orders: customers place orders, orders have items (paper, size, quantity), each order has one delivery address', {
    Customer: 'name',
    Order: '>Customer',
    'Item|OrderItem|LineItem|OrderLine': '>Order, quantity:count',
  }),
  r11('r11-volunteer-rescue', 'animal rescue - fosterers have foster animals, animals have vet visits, adopters adopt animals', {
    Fosterer: 'name',
    Animal: 'name, >Fosterer',
    'VetVisit|Visit': '>Animal',
    Adopter: 'name',
    'Animal>Adopter': '',
  }),
  r11('r11-crm-support', 'support inbox: customers belong to an account, customers open tickets, tickets have replies', {
    Account: 'name',
    Customer: 'name, >Account',
    Ticket: '>Customer',
    Reply: '>Ticket',
  }),
  r11('r11-quarry', 'each site has several machines, each machine has one operator and machines log hours every day', {
    Site: 'name',
    Machine: '>Site, >Operator',
    Operator: 'name',
    'Log|HoursLog|Entry': '>Machine, hours:number, date|day:date',
  }),
];
