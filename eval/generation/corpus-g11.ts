/**
 * A PRIVATE CHECK batch written in the eighth generation session (gen-fields) at the same time as g10,
 * before any field rule changed: only its aggregate numbers are read, before and after, never its
 * misses, so its after-minus-before shows whether the session's field rules generalise. Same DSL as
 * corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G11_CREATE_CASES: CreateCase[] = [
  g('g11-darts-league', 'Darts league: teams (name, pub, captain, captain phone), players (name, team, average), fixtures: home team, away team, date, venue, home legs, away legs, played?', {
    Team: 'name, pub, captain, phone',
    Player: 'name, >Team, average:number',
    Fixture: 'home, away, date:date, venue, home_legs:count, away_legs:count, played:bool',
  }),
  g('g11-bridge-club', 'bridge club sessions. each session has a date, type (pairs, teams, individual), number of tables, table fee, director. members have name, email, EBU number, masterpoints, paid subs this year y/n', {
    Session: 'date:date, type:enum=pairs/teams/individual, tables:count, fee:money, director',
    Member: 'name, email:email, ebu|number, masterpoints:number, subs|paid:bool',
  }),
  g('g11-pawn-shop', 'Pawn shop loans: customer, ID type (passport, driving licence), item pledged, item category jewellery/electronics/tools/watches/other, valuation, loan amount, interest rate %, loan date, redemption date, redeemed or forfeited, item photo', {
    'Loan|Pledge': 'customer, id:enum=passport/driving licence, item, category:enum=jewellery/electronics/tools/watches/other, valuation:money, amount:money, interest|rate:number, loan_date|date:date, redemption:date, redeemed|forfeited|status, photo:image',
  }),
  g('g11-watch-collection', 'my watch collection: brand, reference number, movement (automatic, manual, quartz), case size mm, year, box and papers (yes/no), price paid, date purchased, last serviced, wrist shot', {
    Watch: 'brand, reference, movement:enum=automatic/manual/quartz, case|size:number, year, papers|box:bool, price:money, purchased:date, serviced:date, shot|wrist:image',
  }),
  g('g11-school-canteen', 'School canteen pre-orders. Pupils have name, class, allergies and free school meals eligibility. Menu items have name, price, vegetarian?, contains nuts?. Orders: pupil, menu item, date, paid.', {
    Pupil: 'name, class, allergies:text, free|meals:bool',
    'MenuItem|Item|Meal|Dish': 'name, price:money, vegetarian:bool, nuts:bool',
    Order: '>Pupil, item|meal, date:date, paid:bool',
  }),
  g('g11-shoe-repair', 'cobbler ticket book — customer name, mobile number, shoes description, repair (heels, soles, stretching, dye, zip), price, taken in date, promised date, collected yes/no, paid', {
    'Ticket|Repair|Job|Order': 'name|customer, mobile, description|shoes:text, repair:enum=heels/soles/stretching/dye/zip, price:money, taken|in:date, promised:date, collected:bool, paid:bool',
  }),
  g('g11-chimney-sweep', 'Chimney sweep bookings. Customers: name, address, phone, email, appliance type (open fire, wood burner, multifuel, oil range), last swept. Jobs: customer, date, time slot (morning or afternoon), price, certificate issued, cctv inspection done, notes', {
    Customer: 'name, address, phone, email:email, appliance:enum=open fire/wood burner/multifuel/oil range, swept|last:date',
    'Job|Booking': '>Customer, date:date, slot:enum=morning/afternoon, price:money, certificate:bool, cctv|inspection:bool, notes:text',
  }),
  g('g11-snow-plowing', 'snow plowing contracts - clients with property address, driveway size (small, medium, large), per-push price or seasonal contract, seasonal price, priority (yes/no), notes. each plow visit logs client, date, time arrived, snowfall inches, salted?, driver', {
    Client: 'address, driveway|size:enum=small/medium/large, contract|push, seasonal|seasonal_price:money, priority:bool, notes:text',
    'Visit|PlowVisit': '>Client, date:date, arrived|time, snowfall:number, salted:bool, driver',
  }),
  g('g11-mushroom-foraging', 'Foraging log: species (latin and common name), date found, location (grid ref), habitat, quantity picked, edible/poisonous/unknown, confidence in ID 1 to 5, spore print colour, photos', {
    'Find|Record|Mushroom|Entry|Sighting|Log': 'species|latin, date:date, location|grid, habitat, quantity:number, edible|edibility:enum=edible/poisonous/unknown, confidence:rating, spore|colour, photos:image',
  }),
  g('g11-fossil-collection', 'Fossil collection catalogue with specimen number, name, geological period (Jurassic, Cretaceous, Triassic, Carboniferous), location found, date collected, size in cm, whether it was bought or self-collected, cost if bought, photo and a description', {
    'Fossil|Specimen': 'number, name, period:enum=jurassic/cretaceous/triassic/carboniferous, location, collected|date:date, size:number, bought|self, cost:money, photo:image, description:text',
  }),
  g('g11-costume-rental', 'Costume hire shop. Costumes: name, theme, size (XS, S, M, L, XL), daily hire price, deposit, condition, photo, available. Hires: costume, customer name, phone, date out, return date, deposit refunded yes/no, damage notes', {
    Costume: 'name, theme, size:enum=xs/s/m/l/xl, price:money, deposit:money, condition, photo:image, available:bool',
    'Hire|Rental': '>Costume, customer|name, phone, out:date, return:date, refunded:bool, damage:text',
  }),
  g('g11-hydroponics', 'hydroponics grow tent log: plants with strain/variety, planted date, medium (rockwool, coco, clay pebbles), and daily readings with date, pH, EC, water temp, light hours, plant height cm, notes', {
    Plant: 'strain|variety, planted:date, medium:enum=rockwool/coco/clay pebbles',
    Reading: 'date:date, ph:number, ec:number, temp:number, light|hours:number, height:number, notes:text',
  }),
  g('g11-dog-shows', 'dog show entries: dog registered name, breed, sex, date of birth, owner, handler, class entered (puppy, junior, open, veteran), entry fee, placing (1st, 2nd, 3rd, reserve, VHC), judge', {
    'Entry|Dog': 'name, breed, sex, birth:date, owner, handler, class:enum=puppy/junior/open/veteran, fee:money, placing:enum=1st/2nd/3rd/reserve/vhc, judge',
  }),
  g('g11-pigeon-racing', 'Pigeon racing loft. Birds: ring number, colour, sex (cock/hen), year hatched, sire, dam. Races: race point, date, distance miles, liberation time. Results for each bird in a race: arrival time, velocity (ypm), position', {
    'Bird|Pigeon': 'ring|number, colour, sex:enum=cock/hen, year|hatched, sire, dam',
    Race: 'point, date:date, distance:number, liberation:datetime',
    Result: '>Bird|Pigeon, >Race, arrival:datetime, velocity:number, position:count',
  }),
  g('g11-funeral-home', 'Funeral director case management: deceased full name, date of death, date of birth, next of kin name + phone, burial or cremation, service date and time, venue, celebrant, flowers ordered?, quote total, deposit received', {
    'Case|Funeral': 'name|deceased, death:date, birth:date, kin, burial|cremation, service:datetime, venue, celebrant, flowers:bool, total|quote:money, deposit',
  }),
  g('g11-cemetery-plots', 'Parish cemetery register: plots with section, row, plot number, status (available, reserved, occupied), purchase price; burials with deceased name, burial date, age at death, plot, headstone installed', {
    Plot: 'section, row, number, status:enum=available/reserved/occupied, price:money',
    Burial: 'name|deceased, date:date, age:count, >Plot, headstone:bool',
  }),
  g('g11-vinyl-records', 'vinyl collection - artist, album title, label, release year, pressing (original or reissue), condition of sleeve and condition of vinyl (M, NM, VG+, VG, G), rpm 33 or 45, what I paid, discogs link, cover photo', {
    'Record|Album|Vinyl': 'artist, title, label, year, pressing:enum=original/reissue, condition, rpm, paid:money, discogs|link:url, cover|photo:image',
  }),
  g('g11-trading-cards', 'Pokemon card binder: card name, set, card number, rarity (common, uncommon, rare, holo rare, ultra rare), holo?, first edition?, condition grade, market value, quantity owned', {
    Card: 'name, set, number, rarity:enum=common/uncommon/rare/holo rare/ultra rare, holo:bool, edition|first:bool, grade|condition, value:money, quantity:count',
  }),
  g('g11-laundromat', 'laundromat machines & maintenance. washers and dryers: machine number, type (washer / dryer), capacity kg, price per cycle, out of order. service calls: machine, date reported, problem, technician, fixed date, repair cost', {
    Machine: 'number, type:enum=washer/dryer, capacity:number, price:money, order|out:bool',
    'ServiceCall|Call|Repair': '>Machine, reported:date, problem:text, technician, fixed:date, cost:money',
  }),
  g('g11-elevator-maintenance', 'Lift maintenance contracts: sites with building name, address, contact email, number of lifts, contract value per year, contract renewal date. Inspections: site, date, engineer, result (pass, minor defects, fail), next due, report pdf link', {
    Site: 'name|building, address, email:email, lifts:count, value:money, renewal:date',
    Inspection: '>Site, date:date, engineer, result:enum=pass/minor defects/fail, next|due:date, report|link:url',
  }),
  g('g11-blood-donation', 'Blood donation sessions: venue, date, start and end time, slots available. Donors: name, blood group (A+, A-, B+, B-, AB+, AB-, O+, O-), date of birth, email, last donation date, eligible to donate. Appointments link a donor to a session with a time and attended or no-show.', {
    Session: 'venue, date:date, start, end, slots:count',
    Donor: 'name, group|blood:enum, birth:date, email:email, donation|last:date, eligible:bool',
    Appointment: '>Donor, >Session, time, attended|show',
  }),
  g('g11-dance-competition', 'Dance competition scoring. Entries: dancer name, studio, age group (under 8, under 12, under 16, open), style (ballet, jazz, tap, contemporary), routine title, music length seconds. Judges give scores per entry: technique, performance, choreography each out of 10, plus comments.', {
    Entry: 'dancer|name, studio, age|group:enum=under 8/under 12/under 16/open, style:enum=ballet/jazz/tap/contemporary, routine|title, length|seconds:count',
    Score: '>Entry, >Judge, technique:number, performance:number, choreography:number, comments:text',
    Judge: 'name',
  }),
  g('g11-theatre-auditions', 'Am dram auditions for our next show. Auditionees: name, email, phone, voice type soprano/alto/tenor/bass, roles interested in, headshot, audition slot (date and time), callback?, cast as', {
    'Auditionee|Audition|Applicant': 'name, email:email, phone, voice:enum=soprano/alto/tenor/bass, roles, headshot:image, slot:datetime, callback:bool, cast',
  }),
  g('g11-jewellery-repair', 'Jewellery repair desk: job ticket, customer, item (ring, necklace, bracelet, earrings, watch), metal, work needed, estimate, customer approved estimate (yes/no), due date, completed on, collected', {
    'Job|Repair|Ticket': 'ticket, customer, item:enum=ring/necklace/bracelet/earrings/watch, metal, work:text, estimate:money, approved:bool, due:date, completed:date, collected:bool',
  }),
  g('g11-cocktail-menu', 'Cocktail bar menu manager. Cocktails: name, base spirit (gin, vodka, rum, tequila, whisky), ingredients, method, glass, garnish, price, on the menu or not, photo. Spirits stock: brand, type, bottle size ml, bottles in stock, cost per bottle', {
    Cocktail: 'name, spirit|base:enum=gin/vodka/rum/tequila/whisky, ingredients:text, method:text, glass, garnish, price:money, menu:bool, photo:image',
    Spirit: 'brand, type, size:number, bottles|stock:count, cost:money',
  }),
  g('g11-thesis-supervision', 'PhD supervision tracker: students with name, email, thesis title, start date, funding (funded, self-funded, part-time), expected submission date. Meetings: student, date, notes, actions agreed, next meeting date', {
    Student: 'name, email:email, title|thesis, start:date, funding:enum=funded/self-funded/part-time, submission:date',
    Meeting: '>Student, date:date, notes:text, actions:text, next:date',
  }),
  g('g11-calibration', 'Lab instrument calibration register: instrument name, asset tag, manufacturer, serial no, location, calibration interval in months, last calibrated, calibration due, certificate (upload), in service yes/no', {
    Instrument: 'name, tag|asset, manufacturer, serial, location, interval|months:count, calibrated|last:date, due:date, certificate, service:bool',
  }),
  g('g11-air-quality', 'air quality sensors around town: sensors have a name, street, latitude, longitude, installed on, online?. readings: sensor, time, PM2.5, PM10, NO2, temperature', {
    Sensor: 'name, street, latitude:number, longitude:number, installed:date, online:bool',
    Reading: '>Sensor, time:datetime, pm25|pm2|pm:number, pm10:number, no2:number, temperature:number',
  }),
  g('g11-taxi-dispatch', 'taxi firm dispatch. drivers: name, badge number, phone, car reg, wheelchair accessible vehicle?, on shift. jobs: pickup address, dropoff address, pickup time, passengers, account or cash, fare, driver, status booked/dispatched/completed/cancelled', {
    Driver: 'name, badge, phone, reg|car, wheelchair|accessible:bool, shift:bool',
    'Job|Booking|Trip': 'pickup|pickup_address, dropoff, pickup_time|time:datetime, passengers:count, account|cash|payment, fare:money, >Driver, status:enum=booked/dispatched/completed/cancelled',
  }),
  g('g11-parcel-lockers', 'Parcel lockers in our apartment block. Lockers: number, size (S, M, L), occupied. Deliveries: resident, flat number, courier (Royal Mail, DPD, Evri, Amazon), locker, delivered at, collection code, collected at', {
    Locker: 'number, size:enum=s/m/l, occupied:bool',
    Delivery: 'resident, flat, courier:enum=royal mail/dpd/evri/amazon, >Locker, delivered:datetime, code, collected:datetime',
  }),
  g('g11-scooter-rentals', 'E-scooter rental: scooters (id, battery %, lat/long, status available/in use/charging/broken, last serviced). rides: scooter, rider email, start time, end time, distance km, cost', {
    Scooter: 'id|code|number, battery:number, lat|location, status:enum=available/in use/charging/broken, serviced:date',
    Ride: '>Scooter, email:email, start:datetime, end:datetime, distance:number, cost:money',
  }),
  g('g11-glamping', 'Glamping site with yurts and shepherd huts. Units: name, type (yurt, shepherd hut, bell tent, treehouse), sleeps, hot tub yes/no, dog friendly, price per night, photos. Bookings: unit, guest name, email, check in, check out, guests, total paid, special requests', {
    Unit: 'name, type:enum=yurt/shepherd hut/bell tent/treehouse, sleeps:count, tub:bool, dog|friendly:bool, price:money, photos:image',
    Booking: '>Unit, guest|name, email:email, check_in|in:date, check_out|out:date, guests:count, total|paid:money, requests:text',
  }),
  g('g11-boat-tours', 'Boat trips booking - trips have a name, departure time, duration hours, seats, adult price, child price. bookings: trip, lead name, mobile, adults, children, total, paid online or pay on the day', {
    Trip: 'name, departure:datetime, duration|hours:number, seats:count, adult|adult_price:money, child|child_price:money',
    Booking: '>Trip, name|lead, mobile, adults:count, children:count, total:money, paid|online',
  }),
  g('g11-legal-aid', 'Legal advice clinic at the law school. Clients: name, contact number, email, area of law (housing, employment, family, immigration, consumer), first contact date, conflict check done. Cases: client, student adviser, supervising solicitor, status open/closed/referred, next deadline, outcome', {
    Client: 'name, number|phone|contact, email:email, area:enum=housing/employment/family/immigration/consumer, first|contact_date:date, conflict|check:bool',
    Case: '>Client, adviser|student, solicitor, status:enum=open/closed/referred, deadline:date, outcome:text',
  }),
  g('g11-petition', 'petition site for local causes: petitions with title, description, target signatures, deadline, creator email, image, open or closed. signatures: petition, full name, email, postcode, show my name publicly (yes/no), signed at', {
    Petition: 'title, description:text, target:count, deadline:date, email:email, image:image, open|closed|status',
    Signature: '>Petition, name, email:email, postcode, public|show:bool, signed:datetime',
  }),
  g('g11-lawn-mowing', 'lawn mowing round for my gardening business — gardens: owner name, address, lawn size (small/medium/large), how often (weekly, fortnightly, monthly), price per cut, gate access notes. cuts: garden, date, edges done?, clippings taken away?, amount charged, paid', {
    Garden: 'owner|name, address, size:enum=small/medium/large, often|frequency:enum=weekly/fortnightly/monthly, price:money, access|gate:text',
    Cut: '>Garden, date:date, edges:bool, clippings:bool, amount:money, paid:bool',
  }),
  g('g11-olive-harvest', 'Olive grove harvest records: groves (name, hectares, number of trees, variety), harvest days with grove, date, kg of olives picked, pickers count, oil litres pressed, acidity %, mill used', {
    Grove: 'name, hectares:number, trees:count, variety',
    'Harvest|HarvestDay|Day': '>Grove, date:date, kg|olives:number, pickers:count, litres|oil:number, acidity:number, mill',
  }),
  g('g11-goat-dairy', 'Goat dairy herd. Goats: ear tag, name, breed, date of birth, dam, in milk (y/n), due to kid date. Milking: goat, date, am litres, pm litres, somatic cell count', {
    Goat: 'tag, name, breed, birth:date, dam, milk:bool, kid|due:date',
    'Milking|MilkRecord|Record': '>Goat, date:date, am:number, pm:number, somatic|cell:count',
  }),
  g('g11-sourdough', 'sourdough bake log: bake date, flour mix, hydration %, levain %, salt grams, bulk ferment hours, proof in fridge overnight (yes/no), oven temp, bake time minutes, crumb photo, how it turned out 1-5 stars', {
    'Bake|Loaf|Entry|Log': 'date:date, flour, hydration:number, levain:number, salt:number, bulk|ferment:number, fridge|proof:bool, oven|temp:number, time|minutes:count, crumb|photo:image, stars|rating|turned:rating',
  }),
  g('g11-immigration', 'Immigration case tracker for a small law firm: client name, nationality, visa type (skilled worker, spouse, student, visitor, ILR), application submitted date, biometrics appointment, decision expected by, fee paid, Home Office reference, documents folder link, status', {
    'Case|Application|Client': 'name|client, nationality, visa:enum=skilled worker/spouse/student/visitor/ilr, submitted:date, biometrics:date, decision|expected:date, fee, reference, documents|link:url, status',
  }),
];
