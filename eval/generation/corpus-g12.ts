/**
 * A STUDY batch written in the ninth generation session (fld9) before any field rule changed: creation
 * prompts in domains no earlier batch uses, worded as people type them to an app builder — free
 * sentences ("we note when it arrived and who signed for it"), short prompts that leave the obvious
 * fields implicit (a person has a name and contact, an event has a date), and lists with money,
 * durations, counts, ratings, "whether", "either x or y", "(a, b or c)", links, emails and photos.
 * Its misses are read and learned from. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G12_CREATE_CASES: CreateCase[] = [
  g('g12-maple-syrup', 'We tap maple trees every spring. For each tap we record the tree, the date it was tapped and whether it is still running. Each boil has a date, how many litres of sap went in, how much syrup came out and the grade (golden, amber, dark or very dark).', {
    Tap: 'tree, tapped|date:date, running:bool',
    Boil: 'date:date, sap|litres:number, syrup:number, grade:enum=golden/amber/dark/very dark',
  }),
  g('g12-kombucha', 'kombucha brewing log. batches with tea used, sugar grams, start date, first ferment days, flavour added in second ferment, bottled on, fizz rating out of 5', {
    Batch: 'tea, sugar:number, start|date:date, days|ferment:count, flavour, bottled:date, fizz:rating',
  }),
  g('g12-axe-throwing', 'Axe throwing venue: groups book a lane for a time slot. We need the group leader name, their email and phone, how many throwers, the lane, start time, length of the session in minutes and whether the waiver has been signed', {
    Booking: 'leader|name, email:email, phone, throwers:count, >Lane, start:datetime, length|minutes|duration:count, waiver:bool',
    Lane: 'name|number',
  }),
  g('g12-poker-night', 'Home poker game tracker. Players and games. Each game has a date, the host, the buy-in and who won. For each player in a game I want their cash out amount.', {
    Player: 'name',
    Game: 'date:date, host, buy|buy_in:money, winner|won',
    '?Result|Entry|Seat|GamePlayer|Participation': 'cash|out:money',
  }),
  g('g12-wardrobe', 'an app to catalogue my clothes: each item has a photo, category (tops, trousers, dresses, shoes, outerwear), colour, brand, what I paid, when I bought it and how many times I have worn it. I also want to save outfits made of several items.', {
    Item: 'photo:image, category:enum=tops/trousers/dresses/shoes/outerwear, colour, brand, paid|price:money, bought:date, worn|times:count',
    Outfit: 'name',
    'Outfit>Item': '',
  }),
  g('g12-perfume', 'Perfume collection. Fragrance name, house, concentration (EDT, EDP, parfum, cologne), bottle size ml, top notes, base notes, season it suits, my rating, sample or full bottle', {
    'Perfume|Fragrance': 'name, house, concentration:enum=edt/edp/parfum/cologne, size:number, top:text, base:text, season, rating:rating, sample|bottle',
  }),
  g('g12-lego', 'Keep track of my LEGO sets: set number, name, theme, piece count, year released, retail price, whether it is built or still sealed, box condition, and a picture of it', {
    'Set|LegoSet': 'number, name, theme, pieces|count:count, year, price:money, built|sealed, condition, picture:image',
  }),
  g('g12-game-backlog', 'video game backlog: title, platform (Switch, PS5, PC, Xbox), genre, status either playing, finished or abandoned, hours played, date started, date finished and a score', {
    Game: 'title, platform:enum=switch/ps5/pc/xbox, genre, status:enum=playing/finished/abandoned, hours:number, started:date, finished:date, score:rating',
  }),
  g('g12-heat-pumps', 'We install heat pumps. Each job is for a homeowner and has the property address, the heat pump model, output in kW, the grant amount, the install date and the engineer doing it. Homeowners need contact details. Engineers have a name and a gas safe number.', {
    Job: '>Homeowner, address, model, output|kw:number, grant:money, install|date:date, >Engineer',
    Homeowner: 'name, phone, email:email',
    Engineer: 'name, gas|number',
  }),
  g('g12-gutter-cleaning', 'gutter cleaning round. Customers with address and phone, how often they want it done (every 6 months, yearly), price per clean. Log each clean with the date, who did it, paid cash or card and any repairs spotted', {
    Customer: 'address, phone, often|frequency:enum=every 6 months/yearly, price:money',
    Clean: '>Customer, date:date, who|cleaner, paid|method:enum=cash/card, repairs:text',
  }),
  g('g12-junk-removal', 'Junk removal quotes. Someone sends us photos of the stuff, their postcode, what floor it is on and if there is a lift. We reply with a price and a collection date. Mark it accepted or declined.', {
    Quote: 'photos:image, postcode, floor:count, lift:bool, price:money, collection|date:date, status|accepted:enum',
  }),
  g('g12-clock-repair', 'I repair antique clocks. When a clock comes in I note the owner, the type of clock (longcase, mantel, wall, carriage), the maker, roughly how old it is, what is wrong with it and the estimate. Then when it goes back out, the date and the final cost.', {
    Clock: '>Owner, type:enum=longcase/mantel/wall/carriage, maker, age|old, fault|wrong:text, estimate:money, returned|out|date:date, cost:money',
    '?Owner|Customer': 'name',
  }),
  g('g12-luthier', 'guitar workshop: instruments brought in for setups and repairs. customer name and number, instrument make and model, electric or acoustic, work needed, date in, date promised, price, collected', {
    'Repair|Job|Instrument': 'customer|name, number|phone, make, model, electric|acoustic|kind|type, work:text, in:date, promised:date, price:money, collected:bool',
  }),
  g('g12-violin-rental', 'String instrument rentals for school kids. Instruments have a size (1/4, 1/2, 3/4, full), a serial number and a condition. Families rent them by the month; we need the child, the parent email, the monthly fee, the start date and the return date.', {
    Instrument: 'size:enum, serial, condition',
    Rental: '>Instrument, child, email:email, fee:money, start:date, return:date',
  }),
  g('g12-tree-planting', 'Volunteer tree planting days. Each planting day has a site, the date, a meeting time and how many saplings we plan to plant. Volunteers register for a day, and we record how many trees each one actually planted.', {
    'PlantingDay|Day|Event': 'site, date:date, meeting|time, saplings|planned:count',
    Volunteer: 'name, email:email',
    'Volunteer>PlantingDay|Volunteer>Day|Volunteer>Event': '',
  }),
  g('g12-pocket-money', 'pocket money tracker for my kids. each child has a weekly allowance. I add chores they did with the amount earned, and they can log what they spent money on and when', {
    Child: 'name, allowance:money',
    Chore: '>Child, amount|earned:money',
    'Spend|Spending|Purchase|Expense': '>Child, amount:money, date|when:date',
  }),
  g('g12-orchid-society', 'Orchid society show entries. Members enter plants into classes. For each entry: the orchid name (genus and species), the member who grew it, the class, number of flower spikes, the judge\'s points and the award if any (gold, silver, bronze, highly commended).', {
    Entry: 'orchid|name|genus|species, >Member, class, spikes:count, points:number, award:enum=gold/silver/bronze/highly commended',
    Member: 'name',
  }),
  g('g12-paintball', 'Paintball site bookings: party name, contact phone, number of players, date, package (basic 100 balls, standard 300 balls, pro 500 balls), deposit paid, any under 16s, total price', {
    Booking: 'party|name, phone, players:count, date:date, package:enum, deposit:bool, under|sixteen:bool, total|price:money',
  }),
  g('g12-karting', 'Go kart club race results. Drivers have a name, kart number and class (cadet, junior, senior). For each race meeting we store the track, the date, and each driver\'s finishing position, best lap time and points.', {
    Driver: 'name, kart|number, class:enum=cadet/junior/senior',
    'Meeting|Race|RaceMeeting': 'track, date:date',
    '?Result': 'position:count, lap|best, points:number',
  }),
  g('g12-ssl-certs', 'Track our SSL certificates so nothing expires: the domain, who issued it, the expiry date, whether it auto-renews, the server it lives on and the person responsible', {
    Certificate: 'domain, issuer|issued, expiry|expires:date, renews|auto:bool, server, responsible|owner|person',
  }),
  g('g12-on-call', 'on-call rota for the platform team. Engineers with name, slack handle and phone. Each week one primary and one secondary engineer. Incidents: when it started, severity (sev1, sev2, sev3), who was paged, time to acknowledge in minutes, resolved?, postmortem link', {
    Engineer: 'name, slack|handle, phone',
    'Week|Rota|Shift': 'primary>Engineer, secondary',
    Incident: 'started|start:datetime, severity:enum=sev1/sev2/sev3, paged, acknowledge|minutes:count, resolved:bool, postmortem|link:url',
  }),
  g('g12-reviews', 'Performance reviews. Each review is for an employee, done by their manager, covers a period, and has an overall rating (exceeds, meets, below), strengths, areas to improve and a date the employee signed it off.', {
    Review: '>Employee, manager, period, rating:enum=exceeds/meets/below, strengths:text, improve|areas:text, signed:date',
    Employee: 'name',
  }),
  g('g12-key-register', 'Office key register. Keys have a number and the door they open. When someone borrows a key we log who took it, when it was taken out and when it came back.', {
    Key: 'number, door',
    'Loan|Checkout|Borrowing': '>Key, who|person|borrower, out|taken:datetime, back|returned:datetime',
  }),
  g('g12-raffle', 'school fete raffle: prizes donated by local businesses (prize, donor, value) and tickets sold (ticket number, buyer name, paid). Each prize gets a winning ticket.', {
    Prize: 'name|prize, donor, value:money, >Ticket',
    Ticket: 'number, buyer|name, paid:bool',
  }),
  g('g12-car-boot', 'Car boot sale pitch bookings. A seller books a pitch for a sale date. We need their name, mobile, car or van, pitch size (single, double), fee and whether they turned up.', {
    Booking: 'name|seller, mobile, vehicle|car|van, size:enum=single/double, fee:money, turned|attended:bool, date:date',
    '?Seller': 'name',
    '?Pitch': '',
  }),
  g('g12-oral-history', 'Oral history project. Interviews with local residents: interviewee, interviewer, recording date, length, where it happened, a link to the audio file, transcript, and whether consent form has been received', {
    Interview: 'interviewee, interviewer, date:date, length|duration, location|where, audio|link:url, transcript:text, consent:bool',
  }),
  g('g12-butcher-orders', 'Christmas orders for our butcher shop. Customer name and phone, what they want (turkey, goose, ham, beef joint), weight in kg, collection day, deposit taken and any special instructions', {
    Order: 'name|customer, phone, product|what:enum=turkey/goose/ham/beef joint, weight:number, collection:date, deposit:money, instructions:text',
  }),
  g('g12-speech-therapy', 'I\'m a speech therapist. Clients are children; I need their name, date of birth, parent contact and school. Each session has a date, duration, the goals worked on, progress notes and whether it was online or in person.', {
    'Client|Child': 'name, birth:date, parent|contact, school',
    Session: '>Client|Child, date:date, duration:count, goals:text, notes|progress:text, online|mode:enum',
  }),
  g('g12-midwife', 'Community midwife caseload. Women on my caseload with name, due date, GP, first baby or not, birth plan (home, birth centre, hospital). Visits with the date, blood pressure, baby heart rate and notes.', {
    'Woman|Client|Patient|Mother': 'name, due:date, gp, first:bool, plan:enum=home/birth centre/hospital',
    Visit: 'date:date, pressure|blood:string, heart|rate:number, notes:text',
  }),
  g('g12-invigilation', 'Exam invigilation rota. Exams have a subject, paper, date, start time, duration, room and number of candidates. Invigilators are assigned to exams.', {
    Exam: 'subject, paper, date:date, start:datetime, duration:count, room, candidates:count',
    Invigilator: 'name',
    'Invigilator>Exam': '',
  }),
  g('g12-minerals', 'Mineral collection: specimen name, chemical formula, locality, weight in grams, hardness (Mohs), fluorescent or not, acquired from, price, photo', {
    'Specimen|Mineral': 'name, formula, locality, weight:number, hardness:number, fluorescent:bool, acquired|from, price:money, photo:image',
  }),
  g('g12-ham-radio', 'Ham radio contact log — callsign, date and time in UTC, frequency MHz, mode (SSB, CW, FM, FT8), signal report sent and received, their country, QSL card sent', {
    'Contact|Qso|Log': 'callsign, time|date:datetime, frequency:number, mode:enum=ssb/cw/fm/ft8, sent, received, country, qsl|card:bool',
  }),
  g('g12-regatta', 'sailing regatta entries: boat name, sail number, class, helm, crew, club. Race results per boat with finish time, corrected time and position', {
    'Boat|Entry': 'name, sail|number, class, helm, crew, club',
    Result: '>Boat|Entry, finish|time, corrected, position:count',
    '?Race': '',
  }),
  g('g12-balloon-flights', 'Hot air balloon ride company. Passengers book a flight; we need their weight for the basket, email, phone and if the voucher is a gift. Flights have a launch site, date, sunrise or sunset slot, pilot and number of seats.', {
    Passenger: 'weight:number, email:email, phone, gift|voucher:bool',
    Flight: 'site|launch, date:date, slot:enum=sunrise/sunset, pilot, seats:count',
    'Passenger>Flight': '',
  }),
  g('g12-spelling-bee', 'spelling bee for the primary schools in our district. schools send pupils; each pupil has a name, year group and school. rounds have a number and a list of words. we record which round each pupil went out in', {
    School: 'name',
    Pupil: 'name, year, >School, out|round',
    Round: 'number:count, words:text',
  }),
  g('g12-judo', 'Judo club members: name, date of birth, belt (white, yellow, orange, green, blue, brown, black), licence number, licence expiry, medical notes, emergency contact. Gradings: member, date, belt awarded, examiner', {
    Member: 'name, birth:date, belt:enum=white/yellow/orange/green/blue/brown/black, licence|number, expiry:date, medical:text, emergency|contact',
    Grading: '>Member, date:date, belt|awarded, examiner',
  }),
  g('g12-calligraphy', 'Wedding calligraphy commissions. The couple, their wedding date, what they ordered (place cards, envelopes, seating chart, signs), how many pieces, the ink colour, the quoted price, deposit received and when it must be posted by', {
    'Commission|Order': 'couple|name, wedding|date:date, ordered|item:enum=place cards/envelopes/seating chart/signs, pieces:count, ink|colour, price:money, deposit:bool, posted|by:date',
  }),
  g('g12-meals-on-wheels', 'Meals on wheels. Clients have an address, dietary needs, key safe code and which days they get meals. Drivers do rounds; each delivery records the client, the driver, the time delivered and if the client was seen well.', {
    Client: 'name, address, dietary|needs:text, key|code, days',
    Driver: 'name, phone',
    Delivery: '>Client, >Driver, time|delivered:datetime, well|seen:bool',
  }),
  g('g12-cider', 'cider pressing day for the village. people bring apples; we weigh each person\'s apples (kg), note the varieties, how many litres of juice they take home and how much they paid', {
    'Pressing|Drop|Visit|Entry': 'person|name, weight|kg:number, varieties, litres|juice:number, paid:money',
  }),
  g('g12-puppet-theatre', 'Puppet theatre touring schedule. Shows have a title, age range and running time. Performances of a show at a venue on a date and time, with tickets sold and the fee we get paid.', {
    Show: 'title, age|range, running|time:count',
    Performance: '>Show, >Venue, date|time:datetime, tickets|sold:count, fee:money',
    Venue: 'name',
  }),
  g('g12-bin-collections', 'council bin collection complaints: resident name, address, bin type (general, recycling, garden, food), missed collection date, reported on, resolved yes/no and the crew who covers that street', {
    Complaint: 'name|resident, address, bin:enum=general/recycling/garden/food, missed|date:date, reported:date, resolved:bool, crew',
  }),
];
