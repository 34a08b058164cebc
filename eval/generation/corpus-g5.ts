/**
 * A fresh dev batch written in the fifth generation session before the field rules were changed:
 * field-rich requests as people type them to app builders ("X has Y", "track Y for each X", "X: a, b,
 * c", bullets, "whether …", "(a, b or c)", money, durations, counts, ratings, contact details, links,
 * photos, dates and times) from domains the rest of the corpus does not cover. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G5_CREATE_CASES: CreateCase[] = [
  g(
    'g5-song-catalogue',
    "My band's song catalogue: albums (title, release date, cover art) and tracks with title, length mm:ss, track number, and whether it's explicit.",
    {
      Album: 'title, release|released:date, cover:image',
      'Track|Song': 'title, length|duration:count, track_number|number:count, explicit:bool, >Album',
    },
  ),
  g('g5-cafe-hours', 'Staff hours for my café. Each shift has an employee, date, hours worked, hourly wage and tips.', {
    Shift: '>Employee|Staff|StaffMember, date:date, hours:number, wage|hourly:money, tips:money',
    'Employee|Staff|StaffMember': 'name',
  }),
  g(
    'g5-florist',
    'Florist orders - customer name, phone number, delivery address, delivery date, bouquet type (rose, tulip, mixed or seasonal), price, card message',
    {
      Order: 'customer, phone, address, delivery_date|date:date, bouquet|type:enum=rose/tulip/mixed/seasonal, price:money, message|card:text',
      '?Customer|Bouquet': '',
    },
  ),
  g(
    'g5-translation',
    'translation agency: translators with languages and rate per word; jobs have a client, word count, deadline, source language, target language and a status of new, in progress, delivered or invoiced',
    {
      Translator: 'name, languages|language, rate:money',
      Job: '>Client, word_count|words:count, deadline:date, source:string, target:string, status:enum=new/in_progress/delivered/invoiced',
      Client: 'name',
      '?Language': '',
    },
  ),
  g(
    'g5-kayak',
    'Kayak rental at the lake. Track each kayak (name, type: single, double or sup, photo) and rentals with customer name, phone, start time, return time, deposit paid yes/no, and total charge.',
    {
      Kayak: 'name, type:enum=single/double/sup, photo:image',
      Rental: '>Kayak, customer, phone, start:datetime, return:datetime, deposit:bool, total|charge:money',
      '?Customer': '',
    },
  ),
  g(
    'g5-surf-school',
    `Surf school app
- students: name, email, phone, skill level (beginner, intermediate, advanced)
- lessons: date, time, beach, max students
- instructors with a bio and a profile photo`,
    {
      Student: 'name, email:email, phone, level|skill:enum=beginner/intermediate/advanced',
      Lesson: 'date|time:datetime, beach|location, max|students:count',
      Instructor: 'name, bio:text, photo:image',
    },
  ),
  g(
    'g5-print-shop',
    'print shop job tracker. jobs: customer, quantity, paper size (A4, A3, A5), colour or black and white, due date, price per copy, notes',
    {
      Job: 'customer, quantity:count, paper|size:enum=a4/a3/a5, due:date, price:money, notes:text',
      '?Customer': '',
    },
  ),
  g(
    'g5-lit-mag',
    'literary magazine submissions: writers submit poems. Each submission has a title, word count, submitted date, a link to the manuscript, and a decision (pending, accepted, rejected).',
    {
      Writer: 'name, email:email',
      Submission: '>Writer, title, word_count|words:count, submitted:date, link|manuscript:url, decision:enum=pending/accepted/rejected',
      '?Poem': '',
    },
  ),
  g(
    'g5-locksmith',
    'Locksmith call-outs: for each call-out record the customer, address, time of call, arrival time, job type (lockout, lock change, key cutting), labour cost, parts cost and whether paid.',
    {
      'CallOut|Callout|Job': 'customer, address, call|time:datetime, arrival:datetime, type:enum=lockout/lock_change/key_cutting, labour:money, parts:money, paid:bool',
      '?Customer': '',
    },
  ),
  g(
    'g5-piano-tuner',
    "I'm a piano tuner. Keep a list of pianos with owner, make, serial number, last tuned date and pitch in Hz, and appointments for each piano with date, time and price.",
    {
      Piano: 'owner, make, serial, last_tuned|tuned:date, pitch:number',
      Appointment: '>Piano, date|time:datetime, price:money',
      '?Owner|Client|Customer': '',
    },
  ),
  g(
    'g5-blood-drive',
    'blood donation drive: donors (name, blood type, date of birth, email, phone) and donations with date, volume in ml and whether the donor was eligible',
    {
      Donor: 'name, blood|type, birth:date, email:email, phone',
      Donation: '>Donor, date:date, volume:number, eligible:bool',
    },
  ),
  g('g5-wine-notes', 'wine tasting notes - wine name, vintage year, grape, region, price, my rating out of 5, tasting notes, photo of the label', {
    'Wine|TastingNote|Tasting': 'name, vintage|year:count, grape, region, price:money, rating:rating, notes:text, photo|label:image',
  }),
  g(
    'g5-marathon',
    'Marathon training log: each run has a date, distance in km, duration (hh:mm:ss), average heart rate, route and how I felt (great, ok, tired).',
    {
      Run: 'date:date, distance:number, duration:count, heart_rate|heart:count, route, felt|feeling:enum=great/ok/tired',
    },
  ),
  g(
    'g5-campsite',
    'campsite bookings: pitches (number, type: tent, caravan or cabin, has electricity yes or no, price per night) and bookings with guest name, email, arrival date, number of nights, number of guests, vehicle registration',
    {
      Pitch: 'number, type:enum=tent/caravan/cabin, electricity:bool, price:money',
      Booking: '>Pitch, guest|name, email:email, arrival:date, nights:count, guests:count, registration|vehicle',
      '?Guest': '',
    },
  ),
  g(
    'g5-domains',
    "Track our company's domain names: domain, registrar, expiry date, renewal cost, auto renew on/off, DNS provider, and notes",
    {
      'Domain|DomainName': 'domain|name, registrar, expiry|expires:date, renewal|cost:money, auto_renew|renew:bool, dns|provider, notes:text',
      '?Registrar': '',
    },
  ),
  g(
    'g5-volunteer-drivers',
    'Hospital volunteer driver scheme. Drivers have name, phone, licence expiry date and whether they have a DBS check. Trips: driver, patient name, pickup address, appointment time, miles driven, mileage claim amount.',
    {
      Driver: 'name, phone, licence|expiry:date, dbs:bool',
      Trip: '>Driver, patient, pickup|address, appointment|time:datetime, miles:number, claim|amount:money',
      '?Patient': '',
    },
  ),
  g(
    'g5-3d-prints',
    '3d print queue: prints with file name, STL link, material (PLA, PETG, ABS), filament used in grams, print time in hours, requested by, status queued/printing/done/failed',
    {
      'Print|PrintJob': 'file|name, link|stl:url, material:enum=pla/petg/abs, filament|grams:number, time|hours:number, requested, status:enum=queued/printing/done/failed',
    },
  ),
  g(
    'g5-language-school',
    'Language school: courses have a level (A1, A2, B1, B2, C1), a start date, weekly hours and a fee. Students enrol in courses; we record the enrolment date and whether they paid the deposit.',
    {
      Course: 'level:enum=a1/a2/b1/b2/c1, start:date, hours:number, fee:money',
      Student: 'name, email:email',
      'Enrolment|Enrollment': '>Student, >Course, date|enrol:date, deposit|paid:bool',
    },
  ),
  g(
    'g5-livery-yard',
    'horse livery yard: horses (name, breed, height in hands, date of birth, owner, photo), owners with phone and email, and a monthly livery fee per horse',
    {
      Horse: 'name, breed, height:number, birth:date, >Owner, photo:image, fee:money',
      Owner: 'name, phone, email:email',
    },
  ),
  g(
    'g5-photo-contest',
    'photography competition: entries have a title, photographer, photo, category (landscape, portrait, wildlife), submission date and a score from 1 to 10',
    {
      Entry: 'title, photographer, photo:image, category:enum=landscape/portrait/wildlife, submitted|date:date, score:rating',
      '?Photographer|Category': '',
    },
  ),
  g(
    'g5-boat-maintenance',
    'boat maintenance log — boats with name, length in feet, mooring number; each maintenance job has a description, date done, engine hours, cost, and next due date',
    {
      Boat: 'name, length:number, mooring',
      'MaintenanceJob|Maintenance|Job': '>Boat, description:text, date|done:date, engine|hours:number, cost:money, next|due:date',
    },
  ),
  g(
    'g5-influencers',
    'influencer campaigns: each campaign has a brand, influencer handle, instagram url, follower count, fee, post date, and whether the post went live',
    {
      Campaign: 'brand, handle|influencer, instagram|url:url, followers:count, fee:money, post|date:date, live:bool',
      '?Brand|Influencer': '',
    },
  ),
  g(
    'g5-flat-hunt',
    "help me track apartments I'm viewing: address, monthly rent, number of bedrooms, square metres, listing link, viewing date and time, pros and cons, would I apply? (yes/no)",
    {
      'Apartment|Flat|Listing|Viewing': 'address, rent:money, bedrooms:count, square|metres|area:number, link|listing:url, viewing|date:datetime, pros:text, cons:text, apply:bool',
    },
  ),
  g(
    'g5-dj-gigs',
    'DJ gig bookings: venue, event date, set start time, set end time, fee, deposit received, contact email, contact phone, set length in minutes',
    {
      'Gig|Booking': 'venue, date:date, start:datetime, end:datetime, fee:money, deposit:bool, email:email, phone, length|minutes:count',
      '?Venue|Contact': '',
    },
  ),
  g(
    'g5-study-participants',
    'Study participants for my research: participant ID, age, gender, consent given (yes/no), session date, session duration, compensation amount, notes',
    {
      Participant: 'participant_id|code|id, age:count, gender, consent:bool, session|date:date, duration:count, compensation|amount:money, notes:text',
      '?Session': '',
    },
  ),
  g(
    'g5-fishing',
    'fishing log. each catch: species, weight (kg), length (cm), date and time caught, location, bait used, released or kept, photo',
    {
      Catch: 'species, weight:number, length:number, caught|date|time:datetime, location, bait, released:bool, photo:image',
      '?Species|Location': '',
    },
  ),
  g(
    'g5-school-bus',
    'school bus routes: routes have a name, driver and departure time; stops have a name, address and pickup time; students are assigned to a stop and have a parent phone number',
    {
      Route: 'name, driver, departure:datetime',
      Stop: 'name, address, pickup:datetime, >Route',
      Student: 'name, >Stop, phone',
      '?Driver|Parent': '',
    },
  ),
  g(
    'g5-snow-clearing',
    'snow clearing company: properties with address, square footage, client; each visit has a date, start time, end time, salt used (kg), and a photo after',
    {
      Property: 'address, square|footage:number, >Client',
      Visit: '>Property, date:date, start:datetime, end:datetime, salt:number, photo:image',
      Client: 'name',
    },
  ),
  g(
    'g5-silent-auction',
    'charity silent auction: items have a name, donor, description, starting bid, reserve price, photo. bidders place bids with an amount and time.',
    {
      Item: 'name, donor, description:text, starting|bid:money, reserve:money, photo:image',
      Bidder: 'name',
      Bid: '>Item, >Bidder, amount:money, time:datetime',
      '?Donor': '',
    },
  ),
  g(
    'g5-pharmacy',
    'pharmacy stock list: medicine name, batch number, expiry date, quantity in stock, reorder level, supplier, unit cost, whether it needs a prescription',
    {
      'Medicine|StockItem|Item|Product': 'name, batch, expiry:date, quantity:count, reorder:count, supplier, cost:money, prescription:bool',
      '?Supplier': '',
    },
  ),
  g(
    'g5-youtube',
    'youtube channel planner: videos with title, script doc link, thumbnail image, publish date, length (mm:ss), views, likes, status: idea, filming, editing, published',
    {
      Video: 'title, script|link:url, thumbnail:image, publish|date:date, length|duration:count, views:count, likes:count, status:enum=idea/filming/editing/published',
    },
  ),
  g(
    'g5-calibration',
    'Calibration records for lab instruments: instrument (name, serial number, location), calibration date, next calibration due, certificate URL, technician email, passed?',
    {
      Instrument: 'name, serial, location',
      Calibration: '>Instrument, date|calibration:date, next|due:date, certificate:url, email|technician:email, passed:bool',
    },
  ),
  g(
    'g5-homeschool',
    'homeschool planner - subjects, lessons (subject, date, duration in minutes, topic, completed y/n), and assignments with a grade as a percentage',
    {
      Subject: 'name',
      Lesson: '>Subject, date:date, duration|minutes:count, topic, completed:bool',
      Assignment: 'grade|percentage:number',
    },
  ),
  g(
    'g5-laundromat',
    'laundromat: customers drop off laundry orders. Orders: customer, weight in kg, service (wash and fold, dry cleaning, ironing), drop-off time, ready by time, price, paid?',
    {
      Customer: 'name, phone',
      Order: '>Customer, weight:number, service:enum=wash_and_fold/dry_cleaning/ironing, drop|off:datetime, ready:datetime, price:money, paid:bool',
    },
  ),
  g(
    'g5-ev-charging',
    'EV charging log: charging sessions with date, charger location, kWh added, cost, start battery %, end battery %, and charge duration',
    {
      'ChargingSession|Session|Charge': 'date:date, location|charger, kwh:number, cost:money, start:number, end:number, duration:count',
    },
  ),
  g(
    'g5-hostel',
    'Hostel beds: dorms have a name, number of beds and gender (mixed, female, male). Each stay has a guest, dorm, check-in date, nights, passport number, nationality and amount paid',
    {
      Dorm: 'name, beds:count, gender:enum=mixed/female/male',
      Stay: '>Guest, >Dorm, check_in|checkin:date, nights:count, amount|paid:money',
      Guest: 'name, passport, nationality',
    },
  ),
  g(
    'g5-estate-sale',
    "estate sale inventory — item, room it's in, condition (excellent/good/fair/poor), asking price, sold price, sold yes/no, buyer phone",
    {
      Item: 'name|item, room, condition:enum=excellent/good/fair/poor, asking|price:money, sold_price:money, sold:bool, buyer|phone',
    },
  ),
  g(
    'g5-radio',
    'community radio: shows (title, host, day of week, start time, duration in minutes) and playlists where each entry has artist, song title, and length',
    {
      Show: 'title, host, day, start:datetime, duration|minutes:count',
      'PlaylistEntry|Entry|Playlist|Song|Track': 'artist, title, length:count',
      '?Playlist|Host': '',
    },
  ),
  g(
    'g5-site-safety',
    'construction site safety incidents: incident date and time, site, reported by, severity (minor, major, critical), description, injuries (yes/no), photos, corrective action',
    {
      Incident: 'date|time:datetime, site, reported, severity:enum=minor/major/critical, description:text, injuries:bool, photo:image, action|corrective:text',
      '?Site': '',
    },
  ),
  g(
    'g5-cat-cafe',
    'cat café: cats have a name, age, adoption fee, temperament, photo and whether they are adopted; visitors book 30 minute slots with their name, email, number of people and time',
    {
      Cat: 'name, age:count, fee:money, temperament, photo:image, adopted:bool',
      'Booking|Slot|Visit': 'name|visitor, email:email, people:count, time:datetime',
      '?Visitor': '',
    },
  ),
  g(
    'g5-rowing',
    'rowing club boats and outings. Boat: name, type (single, double, four, eight), weight limit kg. Outing: boat, date, start time, crew, distance rowed (km), water conditions',
    {
      Boat: 'name, type:enum=single/double/four/eight, weight|limit:number',
      Outing: '>Boat, date:date, start:datetime, crew, distance:number, conditions|water',
    },
  ),
];
