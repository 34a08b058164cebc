/**
 * A STUDY batch written in the eighth generation session (gen-fields) before any field rule changed:
 * creation prompts in domains no earlier batch uses, with many field phrasings as people type them
 * ("X has Y", "with", "whether", "(paid or not)", "yes/no", "(a, b or c)", "a status of …", money,
 * durations, ratings, emails, links, photos). Its misses are read and learned from. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G10_CREATE_CASES: CreateCase[] = [
  g('g10-astronomy', 'Astronomy observing log. Each observation has the object name, object type (galaxy, nebula, cluster, planet, double star), date and time, telescope used, eyepiece magnification, seeing rating 1-5, sketch image and notes', {
    Observation: 'object|name, type:enum=galaxy/nebula/cluster/planet/double star, date|time:datetime, telescope, magnification:number, seeing:rating, sketch:image, notes:text',
  }),
  g('g10-piano-tuner', 'I tune pianos for a living. Customers have a name, address, phone and email. Pianos belong to a customer and have make, model, upright or grand, year made and serial number. Each tuning visit has the piano, the visit date, the fee, whether it was paid and pitch raise needed (yes/no).', {
    Customer: 'name, address, phone, email:email',
    Piano: '>Customer, make, model, upright|grand|kind|type, year, serial',
    'Visit|Tuning|TuningVisit': '>Piano, date:date, fee:money, paid:bool, pitch|raise:bool',
  }),
  g('g10-pest-control', 'pest control jobs: customer name, site address, pest (rats, mice, wasps, bedbugs, cockroaches), date of visit, treatment used, follow up needed, follow up date, price charged, paid or not', {
    'Job|Visit': 'customer|name, address|site, pest:enum=rats/mice/wasps/bedbugs/cockroaches, visit|date:date, treatment, needed:bool, follow_up_date|follow_date:date, price:money, paid:bool',
  }),
  g('g10-solar-installs', 'Solar panel installation company.\n- installs: customer, address, system size in kW, number of panels, inverter model, battery included?, install date, quoted price\n- status: survey booked, scheduled, installed, signed off\n- installers: name, phone, MCS certified yes/no', {
    'Install|Installation': 'customer, address, size|kw:number, panels:count, inverter, battery:bool, date:date, price:money, status:enum=survey booked/scheduled/installed/signed off',
    Installer: 'name, phone, certified|mcs:bool',
  }),
  g('g10-drone-flights', 'Drone pilot flight log - date, location, drone (Mavic 3, Mini 4, Avata), flight duration in minutes, max altitude metres, battery cycles, purpose of flight, any incidents, video link', {
    Flight: 'date:date, location, drone:enum=mavic 3/mini 4/avata, duration|minutes:count, altitude:number, cycles|battery:count, purpose, incidents:text, video|link:url',
  }),
  g('g10-cheese-making', 'Cheese making batches. Batch: cheese style, milk type (cow, goat, sheep), litres of milk, make date, rennet amount ml, salt %, aging weeks, ready date, yield kg, taste score out of 10 and tasting notes', {
    Batch: 'style|cheese, milk:enum=cow/goat/sheep, litres:number, make|date:date, rennet:number, salt:number, aging|weeks:count, ready:date, yield:number, taste|score:number, notes:text',
  }),
  g('g10-tree-surgeon', 'Tree surgery quotes: client, property address, tree species, work type (fell, crown reduction, pollard, stump grinding), height estimate, quote amount, quote sent date, accepted y/n, needs council permission?', {
    Quote: 'client, address, species, work|type:enum=fell/crown reduction/pollard/stump grinding, height:number, amount:money, sent:date, accepted:bool, permission|council:bool',
  }),
  g('g10-yacht-charter', 'Yacht charter bookings. Yachts have name, length in feet, berths, weekly rate, skipper required (yes/no) and a photo. Charters: yacht, customer name, customer email, start date, end date, number of guests, total price, deposit received', {
    Yacht: 'name, length:number, berths:count, rate:money, skipper:bool, photo:image',
    'Charter|Booking': '>Yacht, customer|name, email:email, start:date, end:date, guests:count, total|price:money, deposit',
  }),
  g('g10-family-tree', 'family tree app - people with first name, last name, birth date, birthplace, death date (if any), gender, photo, biography. each person has a mother and a father.', {
    Person: 'first, last, birth|born:date, birthplace|place, death:date, gender, photo:image, biography|bio:text, mother, father',
  }),
  g('g10-comic-books', 'my comic book collection: series, issue number, publisher (marvel, dc, image, other), cover date, grade like 9.8, cgc slabbed yes/no, what i paid, current value, cover scan', {
    'Comic|ComicBook|Issue': 'series, issue|number, publisher:enum=marvel/dc/image/other, cover_date|date:date, grade:number, slabbed|cgc:bool, paid:money, value:money, scan:image',
  }),
  g('g10-sneaker-resale', 'Sneaker reselling tracker. Pairs: brand, model, colourway, size (UK), condition (deadstock, VNDS, used), bought for, bought on, listed on (StockX, eBay, GOAT), sale price, sold date, fees', {
    'Pair|Sneaker|Shoe': 'brand, model, colourway, size, condition:enum=deadstock/vnds/used, bought_for|cost|purchase_price:money, bought_on|purchase_date:date, listed|platform:enum=stockx/ebay/goat, sale|sale_price:money, sold:date, fees:money',
  }),
  g('g10-locksmith', 'Locksmith call-outs. Each job: customer name & number, address, lock type, emergency? (y/n), arrival time, time spent, parts used, labour charge, parts cost, payment method card/cash/bank transfer', {
    'Job|Callout|CallOut': 'customer|name, number|phone, address, lock, emergency:bool, arrival:datetime, spent|time_spent:count, parts, labour:money, parts_cost|cost:money, payment|method:enum=card/cash/bank transfer',
  }),
  g('g10-translation-agency', 'Translation agency. Translators: name, email, language pairs, rate per word, native language, available (yes/no). Projects: client, source language, target language, word count, deadline, assigned translator, status (quoted, in progress, delivered, invoiced), invoice amount.', {
    Translator: 'name, email:email, pairs|languages, rate:money, native, available:bool',
    Project: 'client, source, target, words|word_count:count, deadline:date, >Translator, status:enum=quoted/in progress/delivered/invoiced, amount|invoice:money',
  }),
  g('g10-optician', 'opticians: patients with name, dob, NHS number, email, last eye test date, next test due, wears contact lenses. Prescriptions for a patient: date, right sphere, left sphere, cylinder, axis, reading add, and the optometrist', {
    Patient: 'name, dob|birth:date, nhs|number, email:email, last|test:date, next|due:date, lenses|contact:bool',
    Prescription: '>Patient, date:date, right:number, left:number, cylinder:number, axis:number, add|reading:number, optometrist',
  }),
  g('g10-migraine-diary', 'migraine diary: when it started (date and time), how long it lasted in hours, pain level 1-10, triggers, medication taken, did the medication help, aura yes or no, notes', {
    'Migraine|Attack|Entry|Episode': 'start|started:datetime, hours|lasted|duration:number, pain|level:number, triggers:text, medication, help|helped:bool, aura:bool, notes:text',
  }),
  g('g10-cycling-club', 'Cycling club ride calendar. Rides: title, date, meeting point, start time, distance km, elevation gain, pace group (social, intermediate, fast), ride leader, route link (strava or komoot), cafe stop. Members sign up for rides.', {
    Ride: 'title, date:date, meeting|point, start|time, distance:number, elevation:number, pace|group:enum=social/intermediate/fast, leader, route|link:url, cafe',
    '?Member|Rider': '',
    '?Signup|SignUp|RideSignup|Registration': '',
  }),
  g('g10-golf-scores', 'golf scorecard app: rounds with course, date played, tees (white, yellow, red), total score, putts, fairways hit, handicap at the time, weather, and who I played with', {
    Round: 'course, date:date, tees:enum=white/yellow/red, score:number, putts:count, fairways:count, handicap:number, weather, played_with|with|partners',
  }),
  g('g10-dj-bookings', 'DJ booking enquiries - event date, venue, client name, client email, event type wedding/birthday/corporate/club night, set length hours, fee quoted, deposit paid (true/false), music requests, contract signed', {
    'Booking|Enquiry|Gig|Event': 'date:date, venue, client|name, email:email, type:enum=wedding/birthday/corporate/club night, length|hours:number, fee:money, deposit:bool, requests:text, contract:bool',
  }),
  g('g10-antiques', 'Antiques shop stock book. Every piece: description, period (Georgian, Victorian, Edwardian, Art Deco, mid century), maker if known, dimensions, condition notes, bought from, purchase cost, asking price, date sold, photographs', {
    'Piece|Item|Antique': 'description:text, period:enum=georgian/victorian/edwardian/art deco/mid century, maker, dimensions, condition:text, bought_from|from|source, cost:money, asking|price:money, sold:date, photographs|photo:image',
  }),
  g('g10-tea-tasting', 'tea tasting journal. teas: name, type (green, black, oolong, white, pu-erh), origin, vendor url, price per 100g. tastings: tea, date, water temp, steep time seconds, rating out of five, tasting notes', {
    Tea: 'name, type:enum=green/black/oolong/white/pu-erh, origin, vendor|url:url, price:money',
    Tasting: '>Tea, date:date, temp|temperature:number, steep|seconds:count, rating:rating, notes:text',
  }),
  g('g10-weather-station', 'Home weather station readings every hour: timestamp, temperature C, humidity %, pressure hPa, wind speed, wind direction (N, NE, E, SE, S, SW, W, NW), rainfall mm, and whether the sensor battery is low', {
    Reading: 'timestamp|time:datetime, temperature:number, humidity:number, pressure:number, speed:number, direction:enum=n/ne/e/se/s/sw/w/nw, rainfall:number, battery|low:bool',
  }),
  g('g10-ev-charging', 'Workplace EV charging: chargers have a location, power (7kW, 22kW, 50kW), connector type and whether they are working. Staff book a charger for a slot; each charging session records start time, end time, kWh delivered and cost.', {
    Charger: 'location, power:enum=7kw/22kw/50kw, connector, working:bool',
    'Session|ChargingSession': 'start:datetime, end:datetime, kwh:number, cost:money',
    '?Staff|Employee|StaffMember|User': '',
    '?Booking|Slot': '',
  }),
  g('g10-self-storage', 'Self storage units: unit number, size in sq ft, floor, climate controlled?, monthly price, vacant or let. Tenants: name, phone, email, ID checked, move in date, gate code, unit. Payments: tenant, amount, date paid, method', {
    Unit: 'number, size:number, floor, climate:bool, price:money, vacant|let|status',
    Tenant: 'name, phone, email:email, checked|id:bool, move|in:date, gate|code, >Unit',
    Payment: '>Tenant, amount:money, paid|date:date, method',
  }),
  g('g10-dry-cleaning', 'Dry cleaners ticket system. Tickets: ticket no, customer, phone, items (number of garments), service (dry clean, press only, alterations, laundry), dropped off date, ready by, total, prepaid?, collected', {
    'Ticket|Order': 'ticket|number|no, customer, phone, items|garments:count, service:enum=dry clean/press only/alterations/laundry, dropped|off:date, ready:date, total:money, prepaid:bool, collected:bool',
  }),
  g('g10-caravan-park', 'Caravan & camping park. Pitches: pitch number, type (tent, caravan, motorhome), hook up (electric or not), nightly rate. Bookings for a pitch with guest name, arrival, departure, adults, children, dogs, car reg, paid', {
    Pitch: 'number, type:enum=tent/caravan/motorhome, hook|electric:bool, rate:money',
    Booking: '>Pitch, guest|name, arrival:date, departure:date, adults:count, children:count, dogs:count, reg|car, paid:bool',
  }),
  g('g10-walking-tours', 'We run guided walking tours of the old town. Tours have a name, route description, duration (mins), meeting point, price per person, max group size. Departures are a tour on a date and time with a guide and tickets sold. Guides: name, languages spoken, phone.', {
    Tour: 'name, route|description:text, duration|mins:count, meeting|point, price:money, max|size:count',
    Departure: '>Tour, date|time:datetime, >Guide, tickets|sold:count',
    Guide: 'name, languages, phone',
  }),
  g('g10-fire-extinguishers', 'fire safety inspections — buildings with address and responsible person. extinguishers: building, location in building, type (water, foam, CO2, powder), serial, install date, last inspected, next inspection due, pass/fail, notes', {
    Building: 'address, responsible|person',
    Extinguisher: '>Building, location, type:enum=water/foam/co2/powder, serial, install|installed:date, inspected|last:date, next|due:date, pass|result, notes:text',
  }),
  g('g10-pool-cleaning', 'pool service route app. customers: name, address, gate code, pool size gallons, chlorine or salt, service day (mon - fri), monthly fee. service visits: customer, date, ph reading, chlorine level, chemicals added, photo of pool, tech notes', {
    Customer: 'name, address, gate|code, size|gallons:number, chlorine|salt, day, fee:money',
    Visit: '>Customer, date:date, ph:number, level:number, chemicals:text, photo:image, notes:text',
  }),
  g('g10-knitting-yarn', 'Yarn stash tracker. Yarns: brand, colourway, weight (lace, 4ply, DK, aran, chunky), fibre content, metres per ball, number of balls, where bought, price paid, photo. Projects use yarns; projects have a pattern name, pattern link, needle size, started, finished, gift for someone?', {
    Yarn: 'brand, colourway, weight:enum=lace/4ply/dk/aran/chunky, fibre, metres:number, balls:count, where|bought, price:money, photo:image',
    Project: 'pattern|name, link:url, needle, started:date, finished:date, gift:bool',
    'Project>Yarn': '',
  }),
  g('g10-toy-library', 'Toy library for the village: toys have name, age range, category, pieces count, condition (good, worn, needs repair), photo. Families borrow toys — a loan has the family, toy, date out, due back, returned, and any missing pieces.', {
    Toy: 'name, age|range, category, pieces:count, condition:enum=good/worn/needs repair, photo:image',
    Loan: '>Family, >Toy, out:date, due:date, returned:bool, missing',
    Family: 'name',
  }),
  g('g10-cake-orders', 'Home bakery cake orders — customer, phone number, pickup date & time, cake flavour, sponge size 6", 8" or 10", number of tiers, message on cake, allergies, deposit £, total price, and order status: enquiry / confirmed / baked / collected', {
    'Order|CakeOrder|Cake': 'customer, phone, pickup:datetime, flavour, size, tiers:count, message:text, allergies:text, deposit:money, total|price:money, status:enum=enquiry/confirmed/baked/collected',
  }),
  g('g10-vending-machines', 'Vending machine business. Machines: location, machine ID, model, cash or cashless, install date, commission % to site owner. Restock visits: machine, date, cash collected, items restocked, faults found.', {
    Machine: 'location, id|machine_id, model, cash|cashless|payment, install:date, commission:number',
    'Visit|Restock|RestockVisit': '>Machine, date:date, cash|collected:money, items|restocked:count, faults:text',
  }),
  g('g10-chicken-eggs', 'backyard chickens: hens (name, breed, hatch date, colour of eggs, still laying?) and a daily egg count with date, number of eggs, and any broken', {
    'Hen|Chicken': 'name, breed, hatch:date, colour, laying:bool',
    'EggCount|Count|EggLog|Log|Collection|Entry': 'date:date, eggs|number:count, broken:count',
  }),
  g('g10-christmas-trees', 'Christmas tree farm pre-orders: customer name, email, tree type (Nordmann fir, Norway spruce, Fraser fir), height 5-6ft, 6-7ft, 7-8ft, delivery or collection, delivery address, delivery date, netting (yes or no), stand included, total', {
    'Order|PreOrder|Preorder': 'name|customer, email:email, type|tree:enum=nordmann fir/norway spruce/fraser fir, height, delivery|collection, address, delivery_date|date:date, netting:bool, stand:bool, total:money',
  }),
  g('g10-riding-lessons', 'Riding school. Horses: name, height in hands, age, suitable for beginners (yes/no), max rider weight. Riders: name, age, ability (novice, intermediate, advanced), parent phone. Lessons: rider, horse, instructor, date, time, type private or group, paid', {
    Horse: 'name, height|hands:number, age:count, beginners|suitable:bool, weight|max:number',
    Rider: 'name, age:count, ability:enum=novice/intermediate/advanced, phone',
    Lesson: '>Rider, >Horse, instructor, date:date, time, type|private|group, paid:bool',
  }),
  g('g10-reptile-breeding', 'Reptile breeding records. Animals: name/ID, species, morph, sex (male/female/unknown), hatch date, weight in grams, feeding schedule, last fed. Pairings: male, female, pairing date, lock observed, eggs laid, clutch date', {
    'Animal|Reptile': 'name|id, species, morph, sex:enum=male/female/unknown, hatch:date, weight:number, schedule|feeding, fed|last:date',
    Pairing: 'male, female, date:date, lock:bool, eggs:count, clutch:date',
  }),
  g('g10-canvassing', 'Campaign canvassing app: volunteers knock on doors. For each household record the address, ward, voting intention (strongly for, leaning for, undecided, against), wants a poster y/n, postal vote?, date canvassed and the volunteer who knocked', {
    'Household|Door|Visit|Contact': 'address, ward, intention|voting:enum=strongly for/leaning for/undecided/against, poster:bool, postal:bool, canvassed|date:date, >Volunteer',
    Volunteer: 'name',
  }),
  g('g10-council-planning', 'Planning applications tracker for the town council. Application reference, site address, applicant, description of works, date received, consultation end date, decision (approved, refused, withdrawn, pending), decision date, link to the documents on the planning portal', {
    Application: 'reference, address|site, applicant, description|works:text, received:date, consultation|end:date, decision:enum=approved/refused/withdrawn/pending, decision_date:date, link|documents:url',
  }),
  g('g10-hearing-clinic', 'Hearing aid clinic. Clients: name, date of birth, phone, email, GP. Each client can have hearing aids: make, model, left or right ear, serial number, fitted date, warranty expiry, battery size (10, 13, 312, 675). Appointments with a client, date/time, audiologist, reason.', {
    Client: 'name, birth:date, phone, email:email, gp',
    'HearingAid|Aid|Device': '>Client, make, model, ear|side, serial, fitted:date, warranty|expiry:date, battery:enum=10/13/312/675',
    Appointment: '>Client, date|time:datetime, audiologist, reason',
  }),
  g('g10-boxing-gym', 'i run a small boxing gym n need an app for memberships. members got name, email, phone, membership type (monthly, 10 class pass, payg), start date, renewal date, waiver signed or not, emergency contact and there photo', {
    Member: 'name, email:email, phone, type|membership:enum=monthly/10 class pass/payg, start:date, renewal:date, waiver:bool, emergency|contact, photo:image',
  }),
];
