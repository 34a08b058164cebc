/**
 * A private check batch written in the sixth generation session before the field rules were changed:
 * measured before and after, never studied or tuned on (only its aggregate numbers are read), so it
 * shows whether the session's field rules generalise. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G7_CREATE_CASES: CreateCase[] = [
  g('g7-aquarium', 'Fish tank tracker: tanks have a name, volume in litres, water type (fresh, salt or brackish) and setup date. Water tests record pH, ammonia, nitrate, temperature and the test date.', {
    Tank: 'name, volume|litres:number, type|water:enum=fresh/salt/brackish, setup:date',
    'Test|WaterTest': '>Tank, ph:number, ammonia:number, nitrate:number, temperature:number, date:date',
  }),
  g('g7-brewery', 'homebrew batches: beer name, style, brew date, original gravity, final gravity, ABV, litres brewed, bottled yes/no, tasting notes', {
    Batch: 'name|beer, style, brew|date:date, original|gravity:number, final:number, abv:number, litres:number, bottled:bool, notes:text',
  }),
  g('g7-horse-livery', 'Livery yard. For every horse: name, owner, stable number, feed plan, farrier due date, and monthly livery fee. Owners: name, phone, email.', {
    Horse: 'name, >Owner, stable:count, feed|plan:text, farrier:date, fee:money',
    Owner: 'name, phone, email:email',
  }),
  g('g7-dentist', 'dental clinic recall list - patient name, last check-up, next recall date, hygienist visits per year, has insurance, preferred contact (phone, email or text)', {
    Patient: 'name, last|checkup:date, recall|next:date, visits|hygienist:count, insurance:bool, contact|preferred:enum=phone/email/text',
  }),
  g('g7-marathon', 'Running club race entries. Runners: name, gender, date of birth, club number. Races: name, date, distance km, entry fee. Results with finish time and position.', {
    Runner: 'name, gender, birth:date, club|number',
    Race: 'name, date:date, distance:number, fee:money',
    '?Result|Entry': 'finish|time, position:count',
  }),
  g('g7-food-bank', 'Food bank stock. Products: name, category, quantity on hand, best before date, storage (ambient, chilled or frozen). Parcels given out record the family, date and number of items.', {
    Product: 'name, category, quantity:count, best|before:date, storage:enum=ambient/chilled/frozen',
    Parcel: 'family, date:date, items:count',
    '?Family': '',
  }),
  g('g7-scout-badges', "Scout troop: scouts (name, patrol, date joined, parent's phone) and badges each scout has earned with the badge name and date awarded", {
    Scout: 'name, patrol, joined:date, phone',
    Badge: 'name, awarded|date:date',
  }),
  g('g7-wedding', 'Wedding planner guest list: guest name, email, RSVP (yes, no, maybe), meal choice - beef, fish or vegetarian, plus one?, table number, dietary requirements', {
    Guest: 'name, email:email, rsvp:enum=yes/no/maybe, meal:enum=beef/fish/vegetarian, plus_one|plus:bool, table:count, dietary:text',
  }),
  g('g7-car-wash', 'Car wash: each wash records the car registration, package (basic, deluxe or premium), price, time started and whether the customer paid by card', {
    Wash: 'registration, package:enum=basic/deluxe/premium, price:money, started|time:datetime, card:bool',
  }),
  g('g7-library-loans', 'School library. Books: title, author, ISBN, shelf, copies. Pupils borrow books; a loan stores the pupil, book, date borrowed, due back date, returned?', {
    Book: 'title, author, isbn, shelf, copies:count',
    Loan: '>Book, >Pupil, borrowed:date, due:date, returned:bool',
    Pupil: 'name',
  }),
  g('g7-garden-design', 'Garden design quotes: client name, address, garden size m2, style (cottage, modern, japanese), budget, site visit date and a sketch upload', {
    Quote: 'client|name, address, size:number, style:enum=cottage/modern/japanese, budget:money, visit:date, sketch:image',
    '?Client': '',
  }),
  g('g7-band-gigs', 'Gigs for our band — venue, city, date, doors time, fee, how many tickets sold, and a poster image. Setlists list the songs played at each gig.', {
    Gig: 'venue, city, date:date, doors:datetime, fee:money, tickets:count, poster:image',
    '?Setlist|Song': '',
  }),
  g('g7-photo-studio', 'photography studio sessions: client, session type (portrait, family, newborn), shoot date, number of photos delivered, gallery link, package price, deposit paid', {
    Session: 'client, type:enum=portrait/family/newborn, date|shoot:date, photos:count, gallery|link:url, price:money, deposit:bool',
    '?Client': '',
  }),
  g('g7-stock-portfolio', 'Investment portfolio: holdings with ticker, company name, shares owned, average buy price, current price, sector. Dividends: holding, payment date, amount.', {
    Holding: 'ticker, company|name, shares:count, buy|average:money, current|price:money, sector',
    Dividend: '>Holding, date|payment:date, amount:money',
  }),
  g('g7-clinic-rota', 'Nurse rota. Nurses: name, grade (band 5, band 6, band 7), ward, contracted hours per week. Shifts: nurse, date, start, finish, night shift or not.', {
    Nurse: 'name, grade:enum, ward, hours:number',
    Shift: '>Nurse, date:date, start, finish, night:bool',
  }),
  g('g7-language-school', 'Language school: courses with language, level, weekly hours, term fee and max class size. Students enrol on courses; store enrolment date and amount paid.', {
    Course: 'language, level, hours:number, fee:money, size|max:count',
    '?Enrolment|Enrollment': 'date:date, amount|paid:money',
    Student: 'name',
  }),
  g('g7-repair-cafe', 'Repair cafe log. Item brought in, owner name, fault description, fixer, fixed (yes/no/partly), weight in kg saved from landfill, date', {
    'Item|Repair': 'item, owner, fault|description:text, fixer, fixed:enum=yes/no/partly, weight:number, date:date',
  }),
  g('g7-cinema', 'Independent cinema. Films: title, runtime in minutes, certificate (U, PG, 12A, 15, 18), poster, trailer link. Showings: film, screen, start time, tickets sold.', {
    Film: 'title, runtime:count, certificate:enum=u/pg/12a/15/18, poster:image, trailer:url',
    Showing: '>Film, screen, start:datetime, tickets:count',
  }),
  g('g7-plumber', 'plumbing callouts: customer, address, problem, callout date, emergency or not, parts cost, labour cost, invoice sent', {
    Callout: 'customer, address, problem, date:date, emergency:bool, parts:money, labour:money, invoice|sent:bool',
    '?Customer': '',
  }),
  g('g7-kindergarten', "Nursery attendance: children with name, date of birth, allergies, parent's email and emergency contact number. Daily records: child, date, arrival time, pick-up time, nap length", {
    Child: 'name, birth:date, allergies:text, email:email, emergency|contact',
    '?Record|Attendance': 'date:date, arrival:datetime, pick|up:datetime, nap:count',
  }),
  g('g7-farm-shop', 'farm shop eggs: flock name, hens count, eggs laid per day, date, price per dozen, sold out y/n', {
    '?Flock': 'name, hens:count',
    '?Collection|Day|Egg|Record': 'eggs|laid:count, date:date, price:money, sold:bool',
  }),
  g('g7-tattoo', 'Tattoo studio appointments: client, artist, design description, placement, size (small, medium, large), appointment date, deposit, reference image', {
    Appointment: 'client, artist, design|description:text, placement, size:enum=small/medium/large, date:date, deposit:money, reference|image:image',
    '?Client|Artist': '',
  }),
  g('g7-ski-hire', 'Ski hire shop. Equipment items: type, brand, size, condition, daily rate. Hires record the customer, items, start date, number of days and total price.', {
    'Equipment|Item': 'type, brand, size, condition, rate:money',
    Hire: 'customer, start:date, days:count, total|price:money',
    '?Customer': '',
  }),
  g('g7-youth-club', 'youth club sessions. Each session we need the date, activity, leader, number of young people attending, and whether there was an incident', {
    Session: 'date:date, activity, leader, attending|number:count, incident:bool',
  }),
  g('g7-moving', 'Removals company. Moves: customer name, from address, to address, move date, van size (small, medium or luton), number of movers, quote, confirmed?', {
    Move: 'customer|name, from, to, date:date, van|size:enum=small/medium/luton, movers:count, quote:money, confirmed:bool',
  }),
  g('g7-garage-mot', 'Garage MOT bookings. vehicle reg, make, mileage, customer mobile, booking date, passed or failed, advisory notes, fee', {
    Booking: 'reg|registration, make, mileage:number, mobile|phone, date:date, passed|result:enum, advisory|notes:text, fee:money',
  }),
  g('g7-quiz-night', 'pub quiz: teams with team name and captain; rounds have a topic and round number; scores store the team, round and points', {
    Team: 'name, captain',
    Round: 'topic, number:count',
    Score: '>Team, >Round, points:count',
  }),
  g('g7-habit', "Habit tracker. Habits have a name, target per week and colour. Check-ins: habit, date, done, mood from 1 to 5", {
    Habit: 'name, target:count, colour',
    'CheckIn|Checkin|Check': '>Habit, date:date, done:bool, mood:rating',
  }),
  g('g7-estate-viewings', "Estate agent viewings: property address, asking price, viewer's name, viewer's phone, viewing date and time, feedback, offer made?", {
    Viewing: 'address|property, price:money, viewer|name, phone, date|time:datetime, feedback:text, offer:bool',
    '?Property|Viewer': '',
  }),
  g('g7-music-lessons', 'Piano teacher. Pupils: name, age, grade, parent email, lesson day. Lessons: pupil, date, 30 or 60 minutes, paid, what we covered', {
    Pupil: 'name, age:count, grade, email:email, day',
    Lesson: '>Pupil, date:date, minutes|length|duration, paid:bool, covered|notes:text',
  }),
  g('g7-sponsorship', 'charity fun run sponsorship: participants with name and fundraising target; sponsors pledge an amount, with sponsor name, email, amount pledged, and if it has been collected', {
    Participant: 'name, target:money',
    'Sponsor|Pledge': 'name, email:email, amount:money, collected:bool',
  }),
  g('g7-coffee-roaster', 'Coffee roasting log — bean origin, roast date, roast level (light, medium, dark), green weight, roasted weight, roast duration, cupping score', {
    Roast: 'origin|bean, date:date, level:enum=light/medium/dark, green:number, roasted:number, duration:count, score|cupping:rating',
  }),
  g('g7-parking', 'Office parking permits: employee, car reg, permit number, valid from, valid until, bay number, electric vehicle?', {
    Permit: 'employee, reg, number, from:date, until:date, bay:count, electric:bool',
    '?Employee': '',
  }),
  g('g7-greenhouse', 'Greenhouse sensor readings. Sensors: name, location, battery level. Readings: sensor, timestamp, temperature, humidity percentage, soil moisture', {
    Sensor: 'name, location, battery:number',
    Reading: '>Sensor, timestamp:datetime, temperature:number, humidity:number, moisture|soil:number',
  }),
  g('g7-tenders', 'Bid tracker for our building firm: tender name, client, submission deadline, estimated value, probability of winning as a percentage, outcome (won, lost, pending)', {
    'Tender|Bid': 'name, client, deadline:date, value:money, probability:number, outcome:enum=won/lost/pending',
  }),
  g('g7-orchestra-parts', 'Orchestra music library: pieces with composer, title, duration, instrumentation, number of parts and a scanned score PDF', {
    Piece: 'composer, title, duration:count, instrumentation:text, parts:count, score|pdf:url',
  }),
  g('g7-neighbourhood', 'Neighbourhood watch incident reports: date and time, street, type of incident (theft, vandalism, suspicious, noise), description, police reference number, resolved', {
    'Incident|Report': 'date|time:datetime, street, type:enum=theft/vandalism/suspicious/noise, description:text, reference|police, resolved:bool',
  }),
  g('g7-cattery', 'Cattery bookings. Cats: name, owner, vaccinated, special diet. Stays have check in, check out, pen number and nightly price.', {
    Cat: 'name, owner, vaccinated:bool, diet:text',
    Stay: '>Cat, check_in|in:date, check_out|out:date, pen:count, price:money',
  }),
];
