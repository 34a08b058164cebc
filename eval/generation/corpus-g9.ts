/**
 * A private check batch written in the seventh generation session before the field rules were
 * changed: measured before and after, never studied or tuned on (only its aggregate numbers are
 * read), so it shows whether the session's field rules generalise. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G9_CREATE_CASES: CreateCase[] = [
  g('g9-window-cleaner', 'Window cleaning rounds. Houses: address, postcode, price per clean, frequency (every 4 weeks, every 8 weeks), last cleaned date, paid up or owing', {
    House: 'address, postcode, price:money, frequency:enum, last|cleaned:date, paid|owing',
  }),
  g('g9-beekeeping', 'Beekeeping records. Hives have a name, location, queen colour and queen year. Inspections: hive, date, temperament (calm, nervous, aggressive), brood seen?, honey supers added, notes', {
    Hive: 'name, location, queen|colour, year',
    Inspection: '>Hive, date:date, temperament:enum=calm/nervous/aggressive, brood:bool, supers:count, notes:text',
  }),
  g('g9-print-shop', 'print shop job tracker — each job has a customer, paper size (A4, A3, A2), quantity, double sided y/n, colour or black and white, due date and price', {
    Job: 'customer, paper|size:enum=a4/a3/a2, quantity:count, sided|double:bool, colour, due:date, price:money',
  }),
  g('g9-rowing-club', 'Rowing club boat bookings. Boats have a name, class (single, double, four, eight), weight category and a photo. Members book a boat for a date and time slot with how long they will be out', {
    Boat: 'name, class:enum=single/double/four/eight, weight, photo:image',
    Booking: '>Boat, date|time|slot:datetime, long|duration',
    Member: 'name',
  }),
  g('g9-candle-shop', 'Etsy candle shop inventory: scent name, wax type, wick, burn time hours, jar size, cost to make, selling price, units in stock, and a listing url', {
    'Candle|Product': 'scent|name, wax, wick, burn:number, jar|size, cost:money, price:money, stock|units:count, listing|url:url',
  }),
  g('g9-physio', 'Physiotherapy clinic: patients (name, date of birth, phone, GP name, referral reason). Sessions record the patient, session date, pain score 0-10, exercises given and therapist notes.', {
    Patient: 'name, birth:date, phone, gp, referral|reason:text',
    Session: '>Patient, date:date, pain|score:number, exercises:text, notes:text',
  }),
  g('g9-model-railway', 'model railway collection. locomotives: manufacturer, model number, livery, gauge (OO, N, HO), DCC fitted, purchase price, date bought and a picture', {
    Locomotive: 'manufacturer, model|number, livery, gauge:enum=oo/n/ho, dcc:bool, price:money, bought|date:date, picture:image',
  }),
  g('g9-sales-pipeline', 'Simple B2B sales pipeline: deals with company name, contact person, deal value, stage (lead, qualified, proposal, negotiation, won, lost), expected close date, probability %, and next step', {
    Deal: 'company, contact, value:money, stage:enum=lead/qualified/proposal/negotiation/won/lost, close:date, probability:number, next|step',
  }),
  g('g9-lost-property', 'Lost property office at a train station: item description, where it was found, date found, found by (staff name), category — bags, electronics, clothing, keys, other — and claimed yes/no with the claimant\'s phone', {
    Item: 'description:text, where|found, date:date, by|staff, category:enum=bags/electronics/clothing/keys/other, claimed:bool, phone',
  }),
  g('g9-driving-school', 'Driving instructor app. students: name, mobile, licence number, theory test passed (bool), lessons taken. lessons: student, date and time, duration 1 or 2 hours, pickup address, paid', {
    Student: 'name, mobile, licence, theory:bool, lessons:count',
    Lesson: '>Student, date|time:datetime, duration, pickup|address, paid:bool',
  }),
  g('g9-quilting-guild', 'our quilting guild wants to log quilts — maker, pattern name, size (cot, single, double, king), fabrics used, hours spent, finished date, and whether it is for sale with a price', {
    Quilt: 'maker, pattern, size:enum=cot/single/double/king, fabrics:text, hours:number, finished:date, sale:bool, price:money',
  }),
  g('g9-restaurant-reservations', 'Restaurant reservations: guest name, phone, party size, date, time, table, special occasion (birthday, anniversary, none), notes, and arrived checkbox', {
    Reservation: 'name|guest, phone, party|size:count, date:date, time, table, occasion:enum=birthday/anniversary/none, notes:text, arrived:bool',
  }),
  g('g9-school-trips', 'School trip planner. Trips have destination, date, cost per pupil, coach company, max places. For every pupil going we need consent received, amount paid and medical needs.', {
    Trip: 'destination, date:date, cost:money, coach|company, places|max:count',
    '?Place|Booking|Participant|Pupil|Signup': 'consent:bool, paid|amount:money, medical:text',
  }),
  g('g9-bug-tracker', 'bug tracker for my indie game: title, steps to reproduce, severity (crash, major, minor, cosmetic), platform, version found in, fixed in version, screenshot, reported on', {
    Bug: 'title, steps:text, severity:enum=crash/major/minor/cosmetic, platform, version|found, fixed, screenshot:image, reported:date',
  }),
  g('g9-farmers-market', 'Farmers market stall holders: business name, owner, email, phone, what they sell, stall fee per week, insurance expiry date, pitch number and whether they need power', {
    'Stallholder|Trader|Vendor|Stall': 'business|name, owner, email:email, phone, sell, fee:money, insurance|expiry:date, pitch, power:bool',
  }),
  g('g9-yoga-classes', 'Yoga studio. Classes: style (hatha, vinyasa, yin, hot), teacher, day, start time, length in minutes, capacity, drop-in price. Students can buy class passes with number of classes left and an expiry date.', {
    Class: 'style:enum=hatha/vinyasa/yin/hot, teacher, day, start|time, length|minutes:count, capacity:count, price:money',
    Pass: 'classes|left:count, expiry:date',
    '?Student': '',
  }),
  g('g9-car-dealer', 'used car dealership stock: make, model, year, mileage, fuel type petrol diesel hybrid electric, colour, asking price, date acquired, MOT expiry and photos', {
    Car: 'make, model, year, mileage:number, fuel:enum=petrol/diesel/hybrid/electric, colour, price:money, acquired:date, mot:date, photos:image',
  }),
  g('g9-research-papers', 'Reading list for my PhD: papers with title, authors, year, journal, DOI link, read status (to read, reading, done), my rating out of 5 and key takeaways', {
    Paper: 'title, authors, year, journal, doi|link:url, status:enum=to read/reading/done, rating:rating, takeaways:text',
  }),
  g('g9-tenant-maintenance', 'Maintenance requests from tenants: flat number, tenant name, issue, urgency (emergency / urgent / routine), reported date, contractor assigned, visit date, cost, completed', {
    Request: 'flat, tenant, issue:text, urgency:enum=emergency/urgent/routine, reported:date, contractor, visit:date, cost:money, completed:bool',
  }),
  g('g9-wine-cellar', 'Wine cellar: bottles with producer, wine name, vintage, region, grape, bottles owned, price paid, drink from year, drink by year, rack position, tasting notes and a score', {
    Wine: 'producer, name, vintage, region, grape, bottles:count, price:money, from, drink_by|by, rack|position, notes:text, score:number',
  }),
  g('g9-marketing-calendar', 'Content calendar for the marketing team. Posts: channel (linkedin, instagram, blog, newsletter), headline, copy, publish date, owner, image, approved and the link once live', {
    Post: 'channel:enum=linkedin/instagram/blog/newsletter, headline, copy:text, publish:date, owner, image:image, approved:bool, link:url',
  }),
  g('g9-scuba-logbook', 'Dive log: dive site, date, max depth (m), bottom time minutes, water temperature, visibility, buddy, tank start and end pressure, and what we saw', {
    Dive: 'site, date:date, depth:number, bottom|time:count, temperature:number, visibility, buddy, start|pressure:number, end:number, saw:text',
  }),
  g('g9-pharmacy-stock', 'Pharmacy controlled drugs register. Drugs: name, strength, form (tablet, capsule, liquid, patch), stock count. Each entry logs the drug, date, quantity in, quantity out, patient or supplier, and pharmacist initials.', {
    Drug: 'name, strength, form:enum=tablet/capsule/liquid/patch, stock:count',
    Entry: '>Drug, date:date, in:count, out:count, patient|supplier, initials|pharmacist',
  }),
  g('g9-cleaning-company', 'Cleaning business. Clients with name, address, key safe code, has pets (yes/no). Cleaners with name, phone and hourly wage. Visits: client, cleaner, date, hours and rating from the client.', {
    Client: 'name, address, key|code, pets:bool',
    Cleaner: 'name, phone, wage:money',
    Visit: '>Client, >Cleaner, date:date, hours:number, rating:rating',
  }),
  g('g9-parish-hall', 'Hall hire for the parish hall: hirer name, organisation, email, event type (party, class, meeting, other), date, start and end time, rooms wanted, fee, deposit returned?', {
    'Hire|Booking': 'name|hirer, organisation, email:email, type:enum=party/class/meeting/other, date:date, start, end, rooms, fee:money, deposit|returned:bool',
  }),
  g('g9-employee-onboarding', 'Onboarding tracker for new hires: name, job title, department, start date, manager, laptop ordered, contract signed, buddy assigned, and a status not started / in progress / complete', {
    'Hire|NewHire|Employee|Starter': 'name, title|job, department, start:date, manager, laptop:bool, contract:bool, buddy, status:enum=not started/in progress/complete',
  }),
  g('g9-karate-dojo', 'Karate dojo: students (name, age, belt — white, yellow, orange, green, blue, brown, black, date of last grading, parent email) and gradings with a date, examiner and fee', {
    Student: 'name, age:count, belt:enum=white/yellow/orange/green/blue/brown/black, grading|last:date, email:email',
    Grading: 'date:date, examiner, fee:money',
  }),
  g('g9-garden-centre', 'Garden centre plant stock: plant name, latin name, pot size in litres, hardy?, sun (full sun, part shade, shade), price, quantity, supplier, delivery date', {
    Plant: 'name, latin, pot|size:number, hardy:bool, sun:enum=full sun/part shade/shade, price:money, quantity:count, supplier, delivery:date',
  }),
  g('g9-conference', 'Conference app. Talks: title, abstract, speaker, room, start time, duration, track (frontend, backend, data). Speakers: name, company, bio, photo, twitter URL', {
    Talk: 'title, abstract:text, >Speaker, room, start:datetime, duration, track:enum=frontend/backend/data',
    Speaker: 'name, company, bio:text, photo:image, twitter:url',
  }),
  g('g9-fishing-catches', 'fishing log - species, weight (lb), length cm, bait used, spot, date and time caught, released or kept, photo', {
    Catch: 'species, weight:number, length:number, bait, spot, date|time:datetime, released|kept, photo:image',
  }),
  g('g9-foster-animals', 'Animal rescue foster system. Animals: name, species, age, arrival date, adoption status (available, on hold, adopted), vaccinated, neutered, photo. Foster carers: name, address, phone, max animals they can take', {
    Animal: 'name, species, age, arrival:date, status|adoption:enum=available/on hold/adopted, vaccinated:bool, neutered:bool, photo:image',
    'Carer|FosterCarer|Foster': 'name, address, phone, max|animals:count',
  }),
  g('g9-chess-club', 'Chess club ladder: players with name, rating, email, joined. games: white player, black player, date, result (white win, black win, draw), opening played', {
    Player: 'name, rating:number, email:email, joined:date',
    Game: 'date:date, result:enum=white win/black win/draw, opening',
  }),
  g('g9-software-licences', 'Track our software licences: product, vendor, licence key, seats purchased, seats used, cost per year, renewal date, auto renew on/off, owner email, admin URL', {
    Licence: 'product, vendor, key, purchased|seats:count, used:count, cost:money, renewal:date, auto|renew:bool, email:email, admin|url:url',
  }),
  g('g9-nail-bar', 'nail bar appointments with client name, phone, treatment (gel, acrylic, manicure, pedicure), nail tech, date + time, price, tip', {
    Appointment: 'client|name, phone, treatment:enum=gel/acrylic/manicure/pedicure, tech, date|time:datetime, price:money, tip:money',
  }),
  g('g9-van-fleet', 'Van fleet management. For every van we record the registration, make, mileage, last service date, next MOT, driver and fuel card number. Fuel logs: van, date, litres, cost, odometer reading', {
    Van: 'registration, make, mileage:number, service:date, mot:date, driver, fuel|card',
    '?FuelLog|Log|Fuel|Refuel': '>Van, date:date, litres:number, cost:money, odometer:number',
  }),
  g('g9-student-housing', 'Student accommodation: rooms have a building, room number, floor, ensuite (yes/no), weekly rent and whether it is occupied. Residents have a name, university, course, email, move in date', {
    Room: 'building, number, floor, ensuite:bool, rent:money, occupied:bool',
    Resident: 'name, university, course, email:email, move|in:date',
  }),
  g('g9-surf-school', 'surf lessons booking: name, email, age, ability level beginner/improver/advanced, wetsuit size, lesson date, group or private, price', {
    'Booking|Lesson': 'name, email:email, age:count, ability|level:enum=beginner/improver/advanced, wetsuit|size, date:date, group|private, price:money',
  }),
  g('g9-archive', 'Local history archive catalogue. Each item: accession number, title, description, date (approximate is fine), format (photograph, letter, map, newspaper), donor, box number, digitised yes/no, scan image', {
    Item: 'accession|number, title, description:text, date, format:enum=photograph/letter/map/newspaper, donor, box, digitised:bool, scan|image:image',
  }),
  g('g9-tennis-courts', 'Tennis club court bookings. Courts have a number and surface (grass, clay, hard) and floodlights yes/no. Bookings: court, member, date, start time, 60 or 90 minutes, guest fee', {
    Court: 'number, surface:enum=grass/clay/hard, floodlights:bool',
    Booking: '>Court, member, date:date, start|time, minutes|duration, fee:money',
  }),
  g('g9-plant-care', 'houseplant care app: my plants with nickname, species, room, watering every X days, last watered, light needs (low, medium, bright), pot size and a photo', {
    Plant: 'nickname|name, species, room, watering|days:count, watered|last:date, light:enum=low/medium/bright, pot, photo:image',
  }),
  g('g9-recruitment', 'Recruitment agency. Candidates: full name, email, phone, CV link, current salary, expected salary, notice period in weeks, skills. Vacancies: job title, client company, salary range, location, closing date', {
    Candidate: 'name, email:email, phone, cv:url, current:money, expected:money, notice:count, skills:text',
    Vacancy: 'title, company|client, salary|range, location, closing:date',
  }),
  g('g9-trade-show', 'exhibitor list for a trade show: company, stand number, stand size (shell scheme 3x3, 3x6, space only), contact name, contact email, paid in full?, logo', {
    Exhibitor: 'company, stand|number, size:enum, contact|name, email:email, paid:bool, logo:image',
  }),
];
