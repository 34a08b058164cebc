/**
 * A STUDY batch written in the tenth generation session (fields side, gen-fields10) before any field
 * rule changed: field-rich creation prompts in finance, retail, hospitality, property and lettings,
 * insurance, logistics and delivery, and small offices, in domains no earlier batch uses, worded as
 * people type them to an app builder (run-ons, bullet lines, colons, typos, "whether", "either … or",
 * money, rates, counts, durations, dates and times, photos, links, emails, phone numbers).
 * Its misses are read and learned from (it is the session's study batch). Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G14_CREATE_CASES: CreateCase[] = [
  g('g14-mortgage-broker', 'mortgage broker app. clients with name, email, phone, annual income, deposit amount and whether they are a first time buyer. each application has the lender, loan amount, interest rate %, term in years, submitted date and status (draft, submitted, offered, completed, declined)', {
    Client: 'name, email:email, phone, income:money, deposit:money, first|buyer:bool',
    Application: '>Client, lender, amount|loan:money, rate|interest:number, term|years:count, submitted:date, status:enum=draft/submitted/offered/completed/declined',
  }),
  g('g14-petty-cash', 'Petty cash tin for the office. Every time someone takes money out I want the date, who took it, how much, what it was for and a photo of the receipt. Also whether it has been reimbursed yet.', {
    'Expense|Withdrawal|Entry|Transaction|PettyCash': 'date:date, who|person|taken, amount:money, purpose|for, receipt|photo:image, reimbursed:bool',
  }),
  g('g14-pub-cellar', 'pub cellar management - kegs: beer name, brewery, size in litres, date delivered, date tapped, best before. Line cleans: date, which lines, who cleaned them', {
    Keg: 'beer|name, brewery, size|litres:number, delivered:date, tapped:date, best:date',
    'Clean|LineClean': 'date:date, lines|which, who|cleaner',
  }),
  g('g14-letting-agent', 'We are a small letting agency. Landlords own properties. For every property: address, bedrooms, monthly rent, furnished or unfurnished, EPC rating, gas cert expiry date and a photo. Tenancies have a start date, end date, deposit and the tenant. Each tenant has a name, phone number, email and date of birth.', {
    Landlord: 'name',
    Property: '>Landlord, address, bedrooms:count, rent:money, furnished:enum, epc|rating, gas|expiry:date, photo:image',
    Tenancy: '>Property, start:date, end:date, deposit:money, >Tenant',
    Tenant: 'name, phone, email:email, birth:date',
  }),
  g('g14-pet-insurance', 'pet insurance claims: policyholder, pet name, species (dog, cat, rabbit), vet practice, date of treatment, amount claimed, excess, amount paid out, claim status either open, approved or rejected, and the invoice as a link', {
    Claim: 'policyholder|holder, pet, species:enum=dog/cat/rabbit, vet|practice, treatment|date:date, claimed:money, excess:money, paid:money, status:enum=open/approved/rejected, invoice:url',
  }),
  g('g14-cargo-bikes', 'Cargo bike delivery co-op. Riders have a name, phone and whether they have their own bike. Deliveries: pickup address, dropoff address, parcel weight kg, time picked up, time delivered, rider, fee. Customers can be businesses', {
    Rider: 'name, phone, own|bike:bool',
    Delivery: 'pickup:string, dropoff:string, weight:number, picked:datetime, delivered:datetime, >Rider, fee:money',
    Customer: 'name',
  }),
  g('g14-minibar', 'hotel minibar restocking\n- rooms: number, floor, type\n- minibar items: name, price, cost, stock level\n- each restock: room, date, what was used, who restocked it, total charged to the guest', {
    Room: 'number, floor:count, type',
    Item: 'name, price:money, cost:money, stock:count',
    Restock: '>Room, date:date, used:text, who|staff, total|charged:money',
  }),
  g('g14-office-visitors', 'visitor sign in for our office reception. name of visitor, company, who they are here to see, time in, time out, car reg if they parked, badge number and whether they signed the NDA', {
    Visitor: 'name, company, see|host, in:datetime, out:datetime, reg|car, badge:count, nda:bool',
  }),
  g('g14-pawnbroker-loans', 'Pawn loans: every pledge has the customer, description of the item, photo, valuation, amount lent, interest rate per month, date pledged, redemption date and whether its been redeemed or forfeited', {
    Pledge: '>Customer, description:text, photo:image, valuation:money, lent|amount:money, interest|rate:number, pledged:date, redemption:date, redeemed|status',
    Customer: 'name',
  }),
  g('g14-bnb', 'small B&B, 5 rooms. Guests book rooms: check-in date, check out date, number of guests, breakfast included y/n, dietary requirements, price per night, how they found us (booking.com, airbnb, direct, word of mouth)', {
    Booking: '>Room, >Guest, in|check:date, out:date, guests|number:count, breakfast:bool, dietary:text, price:money, found|source:enum=booking.com/airbnb/direct/word of mouth',
    Room: 'name|number',
    Guest: 'name',
  }),
  g('g14-fuel-cards', 'fleet fuel cards: each van has a reg, make and model, and mileage. Fuel purchases have the van, driver, litres, cost, the odometer reading, station and when it happened', {
    Van: 'reg, make, model, mileage:count',
    'Purchase|FuelPurchase': '>Van, driver, litres:number, cost:money, odometer:count, station, when|date:datetime',
  }),
  g('g14-vat-returns', 'bookkeeper here. I look after VAT returns for small businesses. Each business: name, VAT number, quarter end month, contact email, scheme (standard, flat rate, cash). each return has the period, vat due, date filed, date paid and whether it was late', {
    Business: 'name, vat|number, quarter|month, email:email, scheme:enum=standard/flat rate/cash',
    Return: '>Business, period, due|vat:money, filed:date, paid:date, late:bool',
  }),
  g('g14-shop-returns', 'returns desk for a clothing shop. log each return: receipt number, item, size, reason (too small, too big, faulty, changed mind), refund or exchange, refund amount, date, staff member', {
    Return: 'receipt, item, size, reason:enum=too small/too big/faulty/changed mind, refund|exchange|outcome:enum, amount:money, date:date, staff',
  }),
  g('g14-warehouse-pallets', 'Pallet storage: customers rent pallet spaces. Each pallet has a location code, customer, contents, weight, date in and date out, and the weekly charge', {
    Pallet: 'location|code, >Customer, contents:text, weight:number, in:date, out:date, charge|weekly:money',
    Customer: 'name',
  }),
  g('g14-catering-van', 'i run a coffee cart at events. events: name, date, location, pitch fee, hours trading, takings. stock: item, unit cost, quantity', {
    Event: 'name, date:date, location, fee|pitch:money, hours:number, takings:money',
    'Stock|Item': 'item|name, cost:money, quantity:count',
  }),
  g('g14-hmo', 'HMO manager: a house has rooms, each room has its own rent, size in sq m, en suite or not, and the current tenant. tenants: full name, mobile, emergency contact, move in date, and deposit held. house: address, licence number, licence expiry, max occupants', {
    House: 'address, licence|number, expiry:date, occupants|max:count',
    Room: '>House, rent:money, size:number, suite:bool, >Tenant',
    Tenant: 'name, mobile|phone, emergency, move|in:date, deposit:money',
  }),
  g('g14-motor-claims', 'Motor claims handling. Claim: policy number, driver, incident date and time, location, description of what happened, photos of damage, third party involved?, police reference, estimated repair cost, handler. Handlers are staff with an email', {
    Claim: 'policy|number, driver, incident:datetime, location, description:text, photos|damage:image, third|party:bool, police|reference, estimate|repair|cost:money, >Handler',
    Handler: 'name, email:email',
  }),
  g('g14-stationery-orders', 'office supplies ordering. staff request items (pens, paper, toner etc) with quantity and how urgent it is: low, normal or urgent. we record the supplier, unit price and the date ordered and date arrived', {
    Request: 'item, quantity:count, urgent|urgency:enum=low/normal/urgent, supplier, price:money, ordered:date, arrived:date',
  }),
  g('g14-rent-arrears', 'track rent arrears for my tenants - tenant name, property, rent due each month, amount owed, months behind, last payment date, payment plan agreed yes or no, notes', {
    Tenant: 'name, >Property, rent:money, owed:money, months|behind:count, last|payment:date, plan:bool, notes:text',
    '?Property': '',
  }),
  g('g14-tailor-shop', 'menswear shop made to measure orders: customer, chest, waist, inside leg, fabric, lining colour, deposit paid, balance, fitting date, ready by', {
    Order: '>Customer, chest:number, waist:number, leg:number, fabric, lining|colour, deposit:money, balance:money, fitting:date, ready:date',
    '?Customer': '',
  }),
  g('g14-hotel-events', 'Hotel function rooms. Enquiries come in for weddings, conferences and parties: organiser name, email, phone, event type, date, number of guests, room wanted, budget per head, and whether they want accommodation too', {
    Enquiry: 'organiser|name, email:email, phone, type:enum=wedding/conference/party, date:date, guests:count, room, budget:money, accommodation:bool',
  }),
  g('g14-courier-parcels', 'parcel tracking for a local courier:\n* sender, recipient name, recipient address, postcode\n* weight, dimensions\n* service: same day, next day or economy\n* collected at (time), delivered at (time), signed by\n* proof of delivery photo', {
    Parcel: 'sender, recipient|name, address, postcode, weight:number, dimensions, service:enum=same day/next day/economy, collected:datetime, delivered:datetime, signed, proof|photo:image',
  }),
  g('g14-budget-app', 'personal budgeting: accounts (name, bank, balance, type current/savings/credit card), transactions with date, payee, amount, category and which account, and monthly budgets per category with a limit', {
    Account: 'name, bank, balance:money, type:enum=current/savings/credit card',
    Transaction: 'date:date, payee, amount:money, >Category, >Account',
    Budget: '>Category, limit:money, month',
    '?Category': 'name',
  }),
  g('g14-shopfitting', 'We fit out shops. Jobs have client, store address, start date, finish date, contract value, percentage complete and the site manager. We log snags on each job with a photo, description and fixed yes/no', {
    Job: '>Client, address, start:date, finish:date, value|contract:money, percentage|complete:number, manager',
    Snag: '>Job, photo:image, description:text, fixed:bool',
    '?Client': '',
  }),
  g('g14-wine-bar-tabs', 'wine bar tabs. tab per table: table number, opened at, closed at, server, total, tip, paid by card or cash', {
    Tab: 'table:count, opened:datetime, closed:datetime, server, total:money, tip:money, paid|method:enum=card/cash',
  }),
  g('g14-insurance-renewals', 'insurance broker renewals list - for each policy the client, insurer, policy type (home, motor, business, travel), premium, commission rate, renewal date and whether the client has been contacted', {
    Policy: '>Client, insurer, type:enum=home/motor/business/travel, premium:money, commission|rate:number, renewal:date, contacted:bool',
    '?Client': '',
  }),
  g('g14-serviced-offices', 'serviced office building: offices (number, size, desks, monthly price, available) and companies renting them with a contact person, email, contract start, contract length months and the office', {
    Office: 'number, size:number, desks:count, price:money, available:bool',
    Company: 'name, contact, email:email, start:date, length|months:count, >Office',
  }),
  g('g14-removals-quotes', 'quote builder for our removal firm. customer name, moving from, moving to, move date, number of bedrooms, packing service wanted?, storage needed?, distance miles, quoted price, deposit', {
    Quote: 'name|customer, from, to, move|date:date, bedrooms:count, packing:bool, storage:bool, distance|miles:number, price:money, deposit:money',
  }),
  g('g14-cheese-shop', 'cheese counter stock: each cheese has name, country, milk type (cow goat sheep buffalo), price per kg, weight in stock, date opened, use by date, and a picture', {
    Cheese: 'name, country, milk:enum=cow/goat/sheep/buffalo, price:money, weight:number, opened:date, use|by:date, picture:image',
  }),
  g('g14-invoice-chasing', 'I want to chase unpaid invoices. invoices have a number, client, amount, issued date, due date, how many reminders we sent, date of last reminder and the status. clients have company name, accounts email and payment terms in days', {
    Invoice: 'number, >Client, amount:money, issued:date, due:date, reminders:count, last|reminder:date, status:enum',
    Client: 'company|name, email:email, terms|days:count',
  }),
  g('g14-delivery-slots', 'Grocery delivery slots: each slot has a date, start time, end time, capacity, how many orders booked, and the van. Orders: customer, slot, items count, total, substitutions allowed', {
    Slot: 'date:date, start, end, capacity:count, booked|orders:count, >Van',
    Order: '>Customer, >Slot, items:count, total:money, substitutions:bool',
    '?Van': '',
    '?Customer': '',
  }),
  g('g14-key-holding', 'Estate agents key log. Each key set has a tag number, the property, how many keys, and where it is. Checkouts: who took it, time out, time back, and the reason (viewing, contractor, inspection)', {
    'Key|KeySet': 'tag|number, >Property, keys|many:count, where|location',
    Checkout: 'who, out:datetime, back:datetime, reason:enum=viewing/contractor/inspection',
    '?Property': '',
  }),
];
