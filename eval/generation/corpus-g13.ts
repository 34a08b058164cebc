/**
 * A PRIVATE CHECK batch written in the ninth generation session (fld9) at the same time as g12, before
 * any field rule changed: only its aggregate numbers are read, before and after, never its misses, so
 * its after-minus-before shows whether the session's field rules generalise. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G13_CREATE_CASES: CreateCase[] = [
  g('g13-trampoline-park', 'Trampoline park sessions. Jumpers book a 60 or 90 minute session; we record the jumper\'s name, age, whether they have grip socks, the session start time and the price. Parents sign a waiver with their email.', {
    'Booking|Session': 'name|jumper, age:count, socks|grip:bool, start:datetime, price:money, length|minutes|duration:enum',
    '?Waiver|Parent': 'email:email',
  }),
  g('g13-dahlia-growers', 'Dahlia tubers I grow and sell: variety name, flower form (decorative, cactus, pompon, ball, single), colour, height in cm, how many tubers I have, price per tuber and a photo of the bloom', {
    'Tuber|Dahlia|Variety': 'name|variety, form:enum=decorative/cactus/pompon/ball/single, colour, height:number, tubers|stock:count, price:money, photo:image',
  }),
  g('g13-lawn-bowls', 'Lawn bowls club. Members have name, phone, membership type (full, social, junior) and whether they have paid this season. Matches against other clubs have the opponent, date, home or away, our shots, their shots and who was picked to play.', {
    Member: 'name, phone, type|membership:enum=full/social/junior, paid:bool',
    Match: 'opponent, date:date, home|away|venue, our|shots:count, their:count',
    'Member>Match': '',
  }),
  g('g13-doula', 'Doula client tracker. For each family: the parents\' names, email, estimated due date, package booked (birth only, postnatal, full support), fee, deposit paid and the hospital. I log each prenatal meeting with date and notes.', {
    'Family|Client': 'name|parents, email:email, due:date, package:enum=birth only/postnatal/full support, fee:money, deposit:bool, hospital',
    Meeting: '>Family|Client, date:date, notes:text',
  }),
  g('g13-counselling', 'counselling practice - clients with name, phone, email, referral source, and the number of sessions agreed. Sessions have the client, date and time, 50 or 80 minutes, fee, paid or unpaid, and session notes kept private', {
    Client: 'name, phone, email:email, referral|source, sessions|agreed:count',
    Session: '>Client, date|time:datetime, minutes|length|duration, fee:money, paid:bool, notes:text',
  }),
  g('g13-meteorites', 'meteorite collection — each piece has a name, classification (chondrite, achondrite, iron, stony-iron), where it fell or was found, the year, weight in grams, whether it was an observed fall, the dealer I bought it from, cost and a picture', {
    'Meteorite|Specimen|Piece': 'name, classification:enum=chondrite/achondrite/iron/stony-iron, found|fell|location, year, weight:number, observed|fall:bool, dealer, cost:money, picture:image',
  }),
  g('g13-bookbinding', 'I bind books by hand. Each commission has a client, the kind of binding (coptic, case, long stitch, Japanese stab), number of pages, cover material, the price I quoted, when they need it and whether it has been delivered.', {
    'Commission|Order|Book': 'client, binding|kind:enum=coptic/case/long stitch/japanese stab, pages:count, cover|material, price:money, needed|need:date, delivered:bool',
  }),
  g('g13-sign-language', 'BSL interpreter bookings. A booking is made by an organisation and needs the date, start and finish times, the address or video link, the type of assignment (medical, legal, education, workplace), how many interpreters, and the rate per hour.', {
    Booking: '>Organisation, date:date, start, finish, address|link, type|assignment:enum=medical/legal/education/workplace, interpreters:count, rate:money',
    Organisation: 'name',
  }),
  g('g13-freezer', 'What\'s in my chest freezer: item, how many portions, date frozen, use by, which shelf or basket, and whether it is home made', {
    Item: 'name|item, portions:count, frozen:date, use:date, shelf|basket, home|made:bool',
  }),
  g('g13-watchlist', 'Film watchlist for me and my partner. Films with title, year, director, streaming service, runtime in minutes and who suggested it. When we watch one we each give it stars out of 5 and note the date watched.', {
    Film: 'title, year, director, service|streaming, runtime:count, suggested',
    '?Viewing|Watch|Rating': 'stars|rating:rating, date|watched:date',
  }),
  g('g13-pressure-washing', 'Pressure washing business. Quotes go to customers for a surface (driveway, patio, decking, roof, render), square metres, price and whether sealing is included. Accepted quotes become jobs with a scheduled date and the crew.', {
    Quote: '>Customer, surface:enum=driveway/patio/decking/roof/render, area|metres:number, price:money, sealing:bool',
    Job: 'date|scheduled:date, crew',
    Customer: 'name, phone',
  }),
  g('g13-tow-truck', 'Tow truck dispatch: a call comes in with the caller name and number, the pickup location, the vehicle reg and make, what\'s wrong (breakdown, accident, impound), and where it should go. We assign a truck and log the time it arrived and the charge.', {
    'Call|Job|Tow': 'name|caller, number|phone, pickup|location, reg, make, reason|wrong:enum=breakdown/accident/impound, destination|go, >Truck, arrived:datetime, charge:money',
    Truck: 'name|reg',
  }),
  g('g13-marquee-hire', 'Marquee hire bookings — customer, event date, marquee size (3x6, 6x9, 6x12), number of guests, lighting yes/no, heaters yes/no, delivery address, total quote and deposit', {
    Booking: 'customer, date:date, size:enum, guests:count, lighting:bool, heaters:bool, address, quote|total:money, deposit:money',
  }),
  g('g13-ice-cream-van', 'I run an ice cream van. I want to log each day out: the date, which route, the weather, takings and how many cones sold. And a list of stock with product, cost price, sell price and how many are left.', {
    'Day|Trip|Shift': 'date:date, route, weather, takings:money, cones:count',
    'Stock|Product': 'product|name, cost:money, sell|price:money, left|quantity:count',
  }),
  g('g13-chocolatier', 'Handmade chocolate shop: products with name, type (truffle, bar, bonbon), cocoa percentage, price, allergens and whether it is vegan. Wholesale customers place orders with a delivery date and quantities.', {
    Product: 'name, type:enum=truffle/bar/bonbon, cocoa|percentage:number, price:money, allergens:text, vegan:bool',
    Order: '>Customer, delivery|date:date, quantity:count',
    Customer: 'name',
  }),
  g('g13-jam-stall', 'Honesty box jam stall at the end of our lane. Jars have a flavour, the date made, the batch size and a price. Each evening I count the money in the box and how many jars are left.', {
    'Jar|Jam|Batch|Flavour': 'flavour, made|date:date, size|batch:count, price:money',
    'Count|Tally|Evening|Day': 'date:date, money|takings:money, left|jars:count',
  }),
  g('g13-smokehouse', 'BBQ catering for events: event name, client, date, guests, meats chosen (brisket, pulled pork, ribs, chicken), sides, price per head, deposit and whether we need a gazebo', {
    Event: 'name, client, date:date, guests:count, meats:enum=brisket/pulled pork/ribs/chicken, sides:text, price:money, deposit:money, gazebo:bool',
  }),
  g('g13-mead', 'mead making. each brew: honey type, kg of honey, litres of water, yeast, original gravity, final gravity, date pitched, date racked, date bottled, and tasting notes', {
    'Brew|Batch': 'honey, kg|weight:number, water|litres:number, yeast, original:number, final:number, pitched:date, racked:date, bottled:date, notes:text',
  }),
  g('g13-woodturning', 'My woodturning pieces: what it is (bowl, vase, pen, platter), wood species, diameter, finish used, hours spent, for sale or a gift, price and a photo', {
    Piece: 'kind|type|what:enum=bowl/vase/pen/platter, wood|species, diameter:number, finish, hours:number, sale|gift, price:money, photo:image',
  }),
  g('g13-kitchen-fitter', 'Kitchen fitting projects. For each project I keep the client, address, the kitchen supplier, when the units are delivered, the fit start date, how many days it should take, the agreed price and the amount paid so far.', {
    Project: 'client, address, supplier, delivered|delivery:date, start:date, days:count, price:money, paid:money',
  }),
  g('g13-decorator', 'Painting and decorating jobs: rooms to paint for each job, with the room name, walls colour, ceiling yes or no, woodwork yes or no, litres of paint needed. Jobs have customer, address, start date and quote.', {
    Room: '>Job, name, colour, ceiling:bool, woodwork:bool, litres|paint:number',
    Job: 'customer, address, start:date, quote:money',
  }),
  g('g13-carpet-shop', 'Carpet shop measuring appointments: customer, phone, address, rooms to measure, appointment date and time, who is going, and afterwards the square metres measured and the carpet they chose', {
    Appointment: 'customer, phone, address, rooms, date|time:datetime, who|fitter|measurer, metres|area:number, carpet|chose',
  }),
  g('g13-customs', 'Customs brokerage. Shipments have an importer, bill of lading number, port of arrival, arrival date, HS code, declared value, duty amount and clearance status (pending, held, cleared).', {
    Shipment: '>Importer, lading|bill, port, arrival:date, hs|code, value:money, duty:money, status:enum=pending/held/cleared',
    Importer: 'name',
  }),
  g('g13-scrap-metal', 'scrap metal yard: weigh-ins with the seller, their ID checked, vehicle reg, metal (copper, brass, aluminium, steel, lead), weight kg, price per kg, amount paid, date', {
    'WeighIn|Weighin|Purchase|Ticket': 'seller, id|checked:bool, reg, metal:enum=copper/brass/aluminium/steel/lead, weight:number, price:money, amount|paid:money, date:date',
  }),
  g('g13-shredding', 'Confidential shredding collections. Business customers have a contact person, email and how many consoles they have. Each collection has a date, number of bags, weight and a certificate of destruction to download.', {
    Customer: 'contact|name, email:email, consoles:count',
    Collection: '>Customer, date:date, bags:count, weight:number, certificate:url',
  }),
  g('g13-probation', 'Probation caseload: people on my caseload with name, case number, order type (community order, suspended sentence, licence), start and end dates, risk level (low, medium, high). Appointments have date and time, attended or not, notes.', {
    'Person|Client|Offender|Case': 'name, number|case, order:enum=community order/suspended sentence/licence, start:date, end:date, risk:enum=low/medium/high',
    Appointment: 'date|time:datetime, attended:bool, notes:text',
  }),
  g('g13-bingo', 'bingo hall sessions — each session has the date, the caller, how many books sold, the price per book, and the jackpot. Winners: name, which game, prize amount.', {
    Session: 'date:date, caller, books:count, price:money, jackpot:money',
    Winner: 'name, game, prize|amount:money',
  }),
  g('g13-tipping-comp', 'Footy tipping comp for the office. Each round has a number and a deadline. Tippers pick a winner for each match and get a point per correct tip. Matches have a home team, away team and the result.', {
    Round: 'number:count, deadline:datetime',
    Tipper: 'name',
    Match: '>Round, home, away, result',
    '?Tip|Pick': 'winner|team, correct|point',
  }),
  g('g13-greyhound-rescue', 'Greyhound rescue. Dogs: racing name, pet name, sex, age, colour, cat friendly or not, good with kids, neutered, arrival date, photo. Adopters apply for a dog.', {
    'Dog|Greyhound': 'racing, pet, sex, age:count, colour, cat|friendly:bool, kids:bool, neutered:bool, arrival:date, photo:image',
    Adopter: 'name, email:email, phone',
    'Adopter>Dog|Adopter>Greyhound': '',
  }),
  g('g13-pony-club', 'Pony club rally day. Riders (name, age, pony name, ability level beginner/intermediate/advanced) are put into rides; each ride has an instructor, a time and an arena.', {
    Rider: 'name, age:count, pony, level|ability:enum=beginner/intermediate/advanced, >Ride',
    Ride: 'instructor, time, arena',
  }),
  g('g13-dressage', 'dressage test scores: horse, rider, competition date, venue, level (intro, prelim, novice, elementary), test number, percentage score, placing, judge comments', {
    'Score|Test|Result|Entry': 'horse, rider, date:date, venue, level:enum=intro/prelim/novice/elementary, test|number, percentage|score:number, placing:count, comments:text',
  }),
  g('g13-tiling', 'tiling estimates: client name, room, wall or floor, area in square metres, tile chosen, price per square metre, adhesive and grout cost, labour days, total', {
    Estimate: 'name|client, room, wall|floor|surface, area:number, tile, price:money, adhesive|grout:money, labour|days:count, total:money',
  }),
  g('g13-wig-bank', 'A wig bank for people going through chemo. Wigs are donated; each has a colour, length (short, medium, long), style, whether it is synthetic or real hair, and condition. Recipients are fitted with a wig on a date.', {
    Wig: 'colour, length:enum=short/medium/long, style, synthetic|real|hair, condition',
    Recipient: 'name, phone',
    '?Fitting': 'date:date',
    'Recipient>Wig': '',
  }),
  g('g13-float-spa', 'Float tank centre. Customers book a float in one of our pods; a booking has the customer, the pod, the start time and 60 or 90 minutes. Customers have a name, email, first float or not and a membership (none, monthly, annual).', {
    Booking: '>Customer, >Pod, start:datetime, minutes|length|duration',
    Customer: 'name, email:email, first:bool, membership:enum=none/monthly/annual',
    Pod: 'name|number',
  }),
  g('g13-caddies', 'Golf caddie bookings. Caddies have a name, years of experience and a daily rate. Golfers book a caddie for a tee time; we store the golfer name, number of holes (9 or 18), tip given and a rating of the caddie out of 5.', {
    Caddie: 'name, experience|years:count, rate:money',
    Booking: '>Caddie, golfer|name, tee|time:datetime, holes:count, tip:money, rating:rating',
  }),
  g('g13-busking', 'Busking pitches in the city centre. Buskers register with their name, act (music, magic, living statue, juggling), email and whether they use an amp. They book a pitch for a one hour slot.', {
    Busker: 'name, act:enum=music/magic/living statue/juggling, email:email, amp:bool',
    Pitch: 'name|location',
    'Booking|Slot': '>Busker, >Pitch, start|slot|time:datetime',
  }),
  g('g13-pizza-van', 'Wood fired pizza van: menu with pizza name, toppings, price, vegetarian; events we trade at with date, location, pitch fee, pizzas sold and takings', {
    Pizza: 'name, toppings:text, price:money, vegetarian:bool',
    Event: 'date:date, location, fee:money, sold:count, takings:money',
  }),
  g('g13-skylights', 'Roof window installs. Each install is at a customer\'s house and has the window size code, how many windows, blinds added or not, flashing kit, the fitting date and the invoice amount. Customers have name, address, email, mobile.', {
    Install: '>Customer, size|code, windows:count, blinds:bool, flashing, date:date, invoice|amount:money',
    Customer: 'name, address, email:email, mobile',
  }),
  g('g13-sweepstake', 'World cup sweepstake for the office: everyone pays £5 and draws a team. Track each person, the team they drew, whether they paid and how far the team got (group, last 16, quarter, semi, final, winner).', {
    'Entry|Person|Participant': 'name|person, team, paid:bool, stage|far:enum=group/last 16/quarter/semi/final/winner',
  }),
  g('g13-gymkhana', 'Gymkhana results. Competitors enter games like bending and flag race. For each entry we want the competitor, their pony, the game, their time in seconds, any penalties and the rosette they won (1st to 6th).', {
    Entry: 'competitor, pony, game, time|seconds:number, penalties:count, rosette',
  }),
];
