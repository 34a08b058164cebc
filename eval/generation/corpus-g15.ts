/**
 * A PRIVATE CHECK batch written in the tenth generation session (fields side, gen-fields10) at the
 * same time as g14, before any field rule changed: only its aggregate numbers are read (run with
 * --only 'g15-*', never --verbose), before and after, never its misses, so its after-minus-before
 * shows whether the session's field rules generalise. Finance, retail, hospitality, property and
 * lettings, insurance, logistics and delivery, small offices. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G15_CREATE_CASES: CreateCase[] = [
  g('g15-debt-advice', 'debt advice charity caseload. clients: name, phone, household size, monthly income, monthly outgoings. each debt has the creditor, type (council tax, credit card, rent, energy, loan), amount owed, monthly payment and whether it is a priority debt', {
    Client: 'name, phone, household:count, income:money, outgoings:money',
    Debt: '>Client, creditor, type:enum=council tax/credit card/rent/energy/loan, owed|amount:money, payment|monthly:money, priority:bool',
  }),
  g('g15-off-licence', 'off licence stock list - product name, category (wine, beer, spirits, soft drinks), abv %, bottle size ml, cost price, sell price, units in stock, reorder level, supplier', {
    Product: 'name, category:enum=wine/beer/spirits/soft drinks, abv:number, size:number, cost:money, price|sell:money, stock|units:count, reorder:count, supplier',
  }),
  g('g15-guesthouse-housekeeping', 'Guesthouse housekeeping: for each room clean we record the room, the cleaner, when they started and finished, whether the linen was changed, any damage found (with a photo) and a checklist score out of 10', {
    Clean: '>Room, cleaner, started:datetime, finished:datetime, linen:bool, damage:text, photo:image, score:rating',
    Room: 'name|number',
  }),
  g('g15-block-management', 'Block management for flats. Blocks have a name, address, number of flats and the annual service charge budget. Each flat has the flat number, leaseholder, share of the service charge as a percentage and ground rent. Repairs: block, what, contractor, cost, reported on, completed on', {
    Block: 'name, address, flats|number:count, budget|charge:money',
    Flat: '>Block, number, leaseholder, share|percentage:number, ground|rent:money',
    Repair: '>Block, what|description, contractor, cost:money, reported:date, completed:date',
  }),
  g('g15-travel-insurance', 'travel insurance quotes. traveller name, date of birth, destination region (Europe, worldwide excl USA, worldwide), trip start, trip end, cover level either basic, standard or premium, pre existing conditions y/n, winter sports cover y/n, premium quoted', {
    Quote: 'name|traveller, birth:date, region|destination:enum=europe/worldwide excl usa/worldwide, start:date, end:date, cover|level:enum=basic/standard/premium, conditions:bool, winter|sports:bool, premium:money',
  }),
  g('g15-haulage', 'haulage firm - trucks (reg, trailer type, max load tonnes, MOT due), drivers (name, licence number, CPC expiry, phone), and loads with collection point, delivery point, weight, rate agreed, truck and driver, collection time', {
    Truck: 'reg, trailer|type, load|max:number, mot:date',
    Driver: 'name, licence, cpc|expiry:date, phone',
    Load: 'collection, delivery, weight:number, rate:money, >Truck, >Driver, time|collection:datetime',
  }),
  g('g15-meeting-rooms', 'Book meeting rooms in our office. Rooms have a name, seats, has a screen or not, and a photo. A booking has the room, who booked it, the start and end time, the meeting title and whether catering is needed', {
    Room: 'name, seats:count, screen:bool, photo:image',
    Booking: '>Room, who|booked|person, start:datetime, end:datetime, title, catering:bool',
  }),
  g('g15-toy-shop', 'toy shop: toys have name, brand, age range, price, stock count, picture and a link to the manufacturer page. customers can put in special orders with their phone number, toy wanted, deposit paid and the date they were told it would arrive', {
    Toy: 'name, brand, age, price:money, stock:count, picture:image, link|manufacturer:url',
    'Order|SpecialOrder': 'phone, toy|wanted, deposit:money, arrive:date',
  }),
  g('g15-credit-control', 'Credit control for a wholesaler: customers with credit limit, current balance, days overdue, on stop (yes/no), account manager. Payments received with date, amount, method (BACS, cheque, card) and reference', {
    Customer: 'name, limit:money, balance:money, overdue|days:count, stop:bool, manager',
    Payment: '>Customer, date:date, amount:money, method:enum=bacs/cheque/card, reference',
  }),
  g('g15-beach-bar', 'beach bar staff rota + tills. shifts: staff member, date, start time, finish time, role (bar, kitchen, floor). end of day till: date, cash counted, card total, float, over or short amount', {
    Shift: 'staff, date:date, start, finish, role:enum=bar/kitchen/floor',
    Till: 'date:date, cash:money, card:money, float:money, over|short:money',
  }),
  g('g15-inventory-checkin', 'Inventory clerk app for lettings. Each check in report has the property, tenant, date, meter readings for gas, electric and water, number of keys handed over, overall condition (excellent, good, fair, poor) and photos', {
    Report: '>Property, tenant, date:date, gas:number, electric:number, water:number, keys:count, condition:enum=excellent/good/fair/poor, photos:image',
    '?Property': '',
  }),
  g('g15-life-policies', 'we sell life insurance. each policy: policy holder, sum assured, monthly premium, start date, term (years), smoker or non smoker, beneficiaries, underwriter notes', {
    Policy: 'holder, sum|assured:money, premium:money, start:date, term|years:count, smoker:enum, beneficiaries:text, notes:text',
  }),
  g('g15-dropship', 'dropshipping store orders: order number, customer email, product, supplier, what we charged, what the supplier charged us, tracking link, shipped date, delivered y/n', {
    Order: 'number, email:email, product, supplier, charged|price:money, cost|supplier:money, tracking:url, shipped:date, delivered:bool',
  }),
  g('g15-bakery-wholesale', 'wholesale bakery deliveries to cafes. cafes have name, address, contact, delivery window. standing orders: cafe, product, quantity, which days. each delivery run has the driver, date, time left the bakery and mileage', {
    Cafe: 'name, address, contact, window',
    'StandingOrder|Order': '>Cafe, product, quantity:count, days',
    Run: 'driver, date:date, left|time:datetime, mileage:number',
  }),
  g('g15-holiday-park', 'holiday park lodges. lodge: name, sleeps, hot tub y/n, dog friendly y/n, price per week, photo. bookings: lodge, guest name, arrival, departure, number of dogs, balance due, paid in full', {
    Lodge: 'name, sleeps:count, tub:bool, dog:bool, price:money, photo:image',
    Booking: '>Lodge, guest|name, arrival:date, departure:date, dogs:count, balance:money, paid:bool',
  }),
  g('g15-expense-reports', 'Expense reports at work: an employee submits a report with a month and a total; the report has lines, each with a date, category (travel, meals, hotel, other), amount, VAT and a scan of the receipt. Manager approves or rejects', {
    Report: '>Employee, month, total:money, status|approved:enum',
    Line: '>Report, date:date, category:enum=travel/meals/hotel/other, amount:money, vat:money, receipt|scan:image',
    '?Employee': 'name',
  }),
  g('g15-garage-lettings', 'i rent out lock up garages. garage number, site, size, monthly rent, has electricity. renters: name, phone, email, what they store, start date, paid by standing order or cash', {
    Garage: 'number, site, size, rent:money, electricity:bool',
    Renter: 'name, phone, email:email, store|what:text, start:date, paid|method:enum=standing order/cash',
  }),
  g('g15-mobile-phone-shop', 'Phone shop repairs & trade-ins. Trade ins: model, storage GB, condition grade A B or C, IMEI, price offered, date. Repairs: customer phone number, device, fault, quoted price, parts cost, ready date, collected', {
    'TradeIn|Trade': 'model, storage:number, condition|grade:enum=a/b/c, imei, offered|price:money, date:date',
    Repair: 'phone, device, fault:text, quoted|price:money, parts|cost:money, ready:date, collected:bool',
  }),
  g('g15-cold-chain', 'cold chain deliveries of vaccines and food: shipments with origin, destination, departure time, arrival time, min temp, max temp, any temperature breach, driver, and the customer', {
    Shipment: 'origin, destination, departure:datetime, arrival:datetime, min:number, max:number, breach:bool, driver, >Customer',
    '?Customer': '',
  }),
  g('g15-accountancy-practice', 'accountancy practice: clients (name, company number, year end, fee per year, partner responsible). tasks for clients with a deadline, type either accounts, tax return, payroll or VAT, hours spent and done', {
    Client: 'name, company|number, year|end:date, fee:money, partner',
    Task: '>Client, deadline:date, type:enum=accounts/tax return/payroll/vat, hours:number, done:bool',
  }),
  g('g15-estate-agent-offers', 'Offers on houses we are selling. Property: address, asking price, bedrooms, photo, listing url. Offer: buyer name, amount, chain free?, mortgage in principle?, date made, outcome accepted/rejected/pending', {
    Property: 'address, asking|price:money, bedrooms:count, photo:image, url|listing:url',
    Offer: '>Property, buyer|name, amount:money, chain:bool, mortgage:bool, date|made:date, outcome:enum=accepted/rejected/pending',
  }),
  g('g15-hotel-lost-property', 'lost property at the hotel reception: item description, where found, date found, found by, room number, guest name if known, photo, returned to guest yes/no, postage cost', {
    Item: 'description:text, where|found, date|found:date, by|found, room, guest, photo:image, returned:bool, postage:money',
  }),
  g('g15-franking', 'post room in a small office. outgoing mail log: date, recipient, address, class (first, second, signed for, special delivery), weight grams, postage cost, who sent it', {
    'Mail|Item|Letter|Post': 'date:date, recipient, address, class:enum=first/second/signed for/special delivery, weight:number, postage|cost:money, who|sender',
  }),
  g('g15-loyalty-cards', 'Loyalty scheme for our bakery chain: members with name, email, birthday, points balance, tier (bronze, silver, gold) and the shop they joined at. Each visit: member, shop, spend, points earned, date', {
    Member: 'name, email:email, birthday:date, points|balance:count, tier:enum=bronze/silver/gold, >Shop',
    Visit: '>Member, >Shop, spend:money, points:count, date:date',
    '?Shop': '',
  }),
  g('g15-crypto', 'crypto portfolio tracker. holdings: coin, amount held, average buy price, wallet or exchange. trades: coin, buy or sell, quantity, price, fee, date and time', {
    Holding: 'coin, amount:number, price|average:money, wallet|exchange',
    Trade: 'coin, side|buy:enum=buy/sell, quantity:number, price:money, fee:money, date|time:datetime',
  }),
  g('g15-property-snagging', 'new build snagging for buyers: development, plot number, house type, completion date, then a list of snags per plot with room, description, photo, severity (minor, major) and date fixed', {
    Plot: 'development, number, type, completion:date',
    Snag: '>Plot, room, description:text, photo:image, severity:enum=minor/major, fixed:date',
  }),
  g('g15-restaurant-suppliers', 'Restaurant purchasing: suppliers (name, rep, phone, email, order cut off time, minimum order value). purchase orders with supplier, order date, delivery date, total, and whether the delivery was checked in', {
    Supplier: 'name, rep, phone, email:email, cutoff|cut:string, minimum:money',
    'PurchaseOrder|Order': '>Supplier, order|date:date, delivery:date, total:money, checked:bool',
  }),
  g('g15-office-plants', 'our office has too many plants. each plant: name, species, desk or room its in, how often to water (days), last watered, who is responsible, photo', {
    Plant: 'name, species, desk|room|location, often|days|frequency:count, watered:date, responsible|who, photo:image',
  }),
  g('g15-parcel-returns', 'returns processing at our logistics hub - returned parcels with the RMA number, retailer, reason, date received, condition (resaleable, damaged, missing parts), refund amount approved, restocked yes/no', {
    'Return|Parcel': 'rma, retailer, reason, received:date, condition:enum=resaleable/damaged/missing parts, refund:money, restocked:bool',
  }),
  g('g15-sandwich-shop', 'sandwich shop pre-orders for offices nearby: company, contact person, delivery time, number of sandwiches, dietary notes, total price, paid on account or on delivery', {
    Order: 'company, contact, delivery|time:datetime, sandwiches|number:count, dietary:text, total|price:money, paid:enum=on account/on delivery',
  }),
  g('g15-buy-to-let', 'portfolio of buy to let flats: purchase price, purchase date, current value, mortgage balance, mortgage rate, monthly rent, letting agent fee %, and yearly insurance', {
    'Flat|Property': 'purchase|price:money, purchase|date:date, value:money, mortgage|balance:money, rate:number, rent:money, fee|agent:number, insurance:money',
  }),
  g('g15-insurance-surveys', 'Risk surveys for a commercial insurer: each survey has the business insured, site address, surveyor, visit date, sprinklers fitted?, alarm monitored?, risk grade 1-5, recommendations and the report pdf link', {
    Survey: 'business, address, surveyor, visit|date:date, sprinklers:bool, alarm:bool, grade|risk:rating, recommendations:text, report|link:url',
  }),
];
