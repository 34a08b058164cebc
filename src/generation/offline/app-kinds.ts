/**
 * Kinds of app that people name instead of their records: "a forum", "collab calendar", "an online
 * shop", "Journaling". Such a prompt says what the app is, and everyone knows what it keeps (a forum
 * keeps threads and their posts), but no reader finds a record in it, so it used to be refused as vague.
 * Each kind carries a plain sentence saying what such an app keeps, read by the same readers as any
 * prompt in place of the kind's name. It is used when the prompt names no record, or only the kind's own
 * words ("message boards" read as a Board), and the result says so.
 */
import { plural, singular, tagTerms } from './nlp.ts';

/**
 * `phrase`: how the prompt named the kind ("Message boards", "Plant shop"); `said`: its words, singular
 * (message, board); `item`: what the prompt said the kind keeps instead of its usual things ("plant").
 */
export type AppKind = { name: string; keeps: string; phrase: string; said: string[]; item?: string };

/**
 * [the words that name the kind (singular; the plural is matched too), what such an app keeps]. In what
 * it keeps, {items}/{item} stand for the things a noun before the kind's name says it holds ("a plant
 * shop" sells plants, "a tool library" lends tools); the kind's usual things when none is said.
 */
const KINDS: Array<[string[], string, string?]> = [
  [
    ['forum', 'message board', 'discussion board', 'bulletin board'],
    'Track threads (title, author) and posts (body, author), each post in a thread.',
  ],
  [['q&a', 'stack overflow', 'question and answer site'], 'Questions (title, body) and answers (body); each answer belongs to a question.'],
  [['calendar', 'agenda'], 'Keep events with a title, a start time, an end time and a location.'],
  // a planner of one's days ("day planner", "time blocking"): what is to be done and when it is done
  [
    ['day planner', 'daily planner', 'weekly planner', 'time blocking', 'time blocker', 'time-blocking', 'personal planner'],
    'Tasks (title, notes, is done) and events (title, date, start time, end time); each event may be for a task.',
  ],
  [['journal', 'diary', 'journaling'], 'Journal entries (date, title, text).'],
  [['shopping cart', 'cart'], 'Products (name, price) and carts (owner name); cart items (product, quantity) each belong to a cart.'],
  [['shopping list', 'grocery list', 'packing list'], 'Items (name, quantity, is bought).'],
  [['checklist', 'check list'], 'Items (title, is done).'],
  [
    ['online shop', 'online store', 'webshop', 'web shop', 'e-commerce', 'ecommerce', 'shop', 'store'],
    '{Items} (name, price, photo) and orders (customer name, date, status) with order items ({item}, quantity).',
    'product',
  ],
  [['marketplace'], '{Items} (title, price, photo) listed by sellers, and orders (buyer name, date) for {items}.', 'item'],
  // only with what it lends ("tool library", "seed library"): a library alone is the library template's books
  [
    ['library', 'lending library'],
    '{Items} (name, description, is available), members (name, email) and loans (borrowed on, due on, returned on); each loan is of a {item} borrowed by a member.',
    '',
  ],
  [['ordering'], 'Track orders (date, status) and order items (product, quantity); each order item belongs to an order.'],
  [['photo gallery', 'gallery', 'photo album'], 'Photos (title, image, caption) grouped into albums (name).'],
  [['wiki', 'knowledge base'], 'Articles (title, content) grouped into categories.'],
  [['chat', 'messenger', 'chat room', 'chatroom'], 'Messages (text, sent at) in channels (name).'],
  [['poll', 'voting'], 'Polls (question, closes on), poll options (label) and votes (voter name, option).'],
  [['survey', 'questionnaire'], 'Surveys (title) and questions (text) of a survey; responses (respondent name, answers) to a survey.'],
  [
    ['quiz'],
    'Quizzes (title) and questions (text, correct answer); each question belongs to a quiz; attempts (player name, score) at a quiz.',
  ],
  [['guestbook', 'guest book'], 'Guestbook entries (name, message).'],
  [['guest list'], 'Guests (name, email, RSVP status: invited, attending or declined).'],
  [['portfolio'], 'Keep projects with a title, a description, an image and a link.'],
  [['address book', 'contact list'], 'Contacts (name, email, phone number, address).'],
  [['bookmark manager', 'link manager', 'link collection'], 'Keep bookmarks with a title, a URL and tags.'],
  [['note-taking', 'note taking', 'notes app'], 'Write notes with a title and a content.'],
  [['wishlist', 'wish list'], 'Keep wishes with a name, a link and a price.'],
  [
    ['timesheet', 'time tracking', 'time tracker'],
    'Projects (name) and time entries (date, hours, description); each time entry belongs to a project.',
  ],
  [['leaderboard', 'scoreboard'], 'Players (name) and scores (points); each score belongs to a player.'],
  [['social network', 'social media'], 'Posts (text, image) and comments (text); each comment belongs to a post.'],
  [['newsletter'], 'Subscribers (name, email). Issues (subject, content, sent on).'],
  [['crowdfunding'], 'Campaigns (title, goal amount) and pledges (backer name, amount); each pledge belongs to a campaign.'],
  [['directory'], 'Keep listings with a name, a category, an address, a phone and a website.'],
  [
    ['ticketing', 'ticket reservation', 'ticket sales', 'ticket booking', 'box office'],
    'Events (title, date, venue), tickets (event, type, price) and orders (buyer name, email, ticket, quantity).',
  ],
  [['lost and found', 'lost & found'], 'Found items (description, place found, date found, is claimed).'],
  [
    ['reading list', 'book tracker', 'reading tracker', 'reading log'],
    'Keep books with a title, an author and a status (to read, reading, read).',
  ],
  // domains named by a word or a title ("ERP", "Book club", "Yoga studio"): the records such a trade or place cannot do without
  [['book club', 'reading group', 'book group'], 'Books (title, author), members (name, email) and meetings (date, location, book).'],
  // ("a club" alone says nothing of what it is: only with what it is of, "chess club")
  [['club', 'society'], 'Members (name, email, joined on) and meetings (date, location, topic).', ''],
  [
    ['gym', 'gym membership', 'health club', 'fitness club'],
    'Membership plans (name, monthly price), members (name, email, joined on, plan) and check-ins (member, checked in at).',
  ],
  [
    ['yoga studio', 'pilates studio', 'dance studio', 'fitness studio', 'dance school', 'martial arts school', 'dojo'],
    'Classes (title, starts at) taught by instructors (name), and bookings (member, class) by members (name, email).',
  ],
  [
    ['school management', 'school administration', 'school admin'],
    'Students (name, email), teachers (name, email) and classes (name, teacher, room); each student is enrolled in classes.',
  ],
  [
    ['erp', 'enterprise resource planning'],
    'Products (name, price, stock), customers (name, email), suppliers (name, email), orders (customer, date, status) and invoices (customer, total, due date).',
  ],
  [
    ['accounting', 'bookkeeping', 'general ledger', 'ledger'],
    'Accounts (name, number, type: asset, liability, equity, income or expense) and journal entries (date, description, debit, credit); each journal entry belongs to an account.',
  ],
  [
    ['invoicing', 'billing', 'invoice manager'],
    'Clients (name, email), invoices (number, issue date, due date, total, status) and payments (amount, paid on); each invoice is for a client; each payment is for an invoice.',
  ],
  [
    ['hr', 'human resources', 'hris', 'hrm', 'personnel management'],
    'Employees (name, email, job title, start date, department), departments (name) and leave requests (employee, start date, end date, status).',
  ],
  [['payroll'], 'Employees (name, email, salary) and payslips (period, gross pay, net pay); each payslip is for an employee.'],
  [
    ['chore', 'chore chart'],
    'Chores (title, due date, repeats) assigned to household members (name); completions (done at) of a chore by a member.',
  ],
  [
    ['hotel', 'guest house', 'guesthouse', 'hostel', 'b&b', 'bed and breakfast', 'hotel booking'],
    'Rooms (number, type, nightly rate), guests (name, email, phone) and bookings (room, guest, check-in date, check-out date).',
  ],
  [['league', 'tournament'], 'Teams (name), players (name, team) and matches (date, home team, away team, home score, away score).'],
  [['podcast'], 'Podcasts (title) and episodes (title, published on, audio file); each episode belongs to a podcast.'],
  [['meal planner', 'meal planning', 'meal plan'], 'Recipes (name, ingredients) and meal plans (date, meal, recipe).'],
  [
    ['fleet', 'fleet management'],
    'Vehicles (registration, make, model), drivers (name, licence number) and trips (vehicle, driver, date, distance).',
  ],
  [
    ['property management', 'landlord'],
    'Properties (address), units (name, monthly rent, property), tenants (name, email, phone) and leases (unit, tenant, start date, end date).',
  ],
  [['job board', 'jobs board'], 'Jobs (title, company, location, salary) and applications (job, applicant name, email, CV).'],
  [['church', 'parish', 'congregation'], 'Members (name, email, phone) and donations (member, amount, date); services (date, theme).'],
  [['volunteer management'], 'Volunteers (name, email, phone), shifts (date, start time, role) and sign-ups (volunteer, shift).'],
  [
    ['asset management', 'asset tracking', 'asset tracker'],
    'Assets (name, serial number, purchase date, value) assigned to employees (name).',
  ],
  [
    ['personal finance', 'money management'],
    'Accounts (name, balance), transactions (account, date, amount, category, payee) and budgets (category, monthly amount).',
  ],
  [
    ['call for papers', 'call for proposals', 'conference management'],
    'Submissions (title, abstract, status) by speakers (name, email); reviews (submission, score, comment); sessions (submission, room, starts at).',
  ],
  [
    ['loyalty program', 'loyalty card', 'loyalty scheme'],
    'Customers (name, email, points), visits (customer, date, amount spent) and rewards (name, points needed).',
  ],
  [
    [
      'clinic',
      'surgery',
      'medical practice',
      'dental practice',
      'dental surgery',
      'dental clinic',
      'dentist',
      'gp practice',
      'physiotherapy practice',
      'physio clinic',
    ],
    'Patients (name, date of birth, phone) and appointments (patient, starts at, reason).',
  ],
  [['home inventory', 'household inventory'], 'Items (name, value, purchased on, photo) kept in rooms (name).'],
  // only with what they are of ("restaurant reviews", "car rental", "plant care")
  [['review', 'rating'], '{Items} (name, description) and reviews ({item}, rating, text, reviewed on).', ''],
  [
    ['car rental', 'car hire'],
    'Cars (make, model, registration, daily rate), customers (name, email, phone) and rentals (car, customer, start date, end date).',
  ],
  [
    ['rental', 'hire'],
    '{Items} (name, daily rate), customers (name, email, phone) and rentals ({item}, customer, start date, end date).',
    '',
  ],
  [['care'], '{Items} (name, notes) and care logs ({item}, date, task).', ''],
  [
    ['vet', 'veterinary', 'vet clinic', 'veterinary clinic', 'pet clinic'],
    'Pets (name, species, breed, date of birth) and owners (name, phone, email); visits (pet, date, reason, notes).',
  ],
  // kinds of public-interest software named by what they manage ("a medical records system", "immunization
  // management system", "microfinance MIS"): the records such software cannot do without
  [
    [
      'patient record',
      'patient records',
      'medical record',
      'medical records',
      'health record',
      'health records',
      'electronic patient record',
      'electronic medical record',
      'electronic health record',
      'emr',
      'ehr',
      'epr',
      'patient data management',
      'patient management',
      'hospital management',
      'hospital information system',
      'health information system',
    ],
    'Patients (name, date of birth, phone) and visits (patient, date, reason, notes); each visit is of a patient.',
  ],
  [
    ['immunization management', 'immunisation management', 'vaccination management', 'immunization registry', 'immunisation registry'],
    'Vaccines (name), people (name, date of birth) and vaccinations (person, vaccine, date given); stock entries (vaccine, quantity).',
  ],
  [
    ['microfinance', 'micro-finance', 'microcredit', 'loan management'],
    'Clients (name, phone), loans (client, amount, interest rate, disbursed on, status), repayments (loan, amount, paid on) and savings accounts (client, balance).',
  ],
  [
    ['farm management', 'farm records', 'farm record keeping'],
    'Assets (name, type: land, plant, animal or equipment) and logs (asset, date, type, notes); each log is of an asset.',
  ],
  [
    ['idea generation', 'idea management', 'ideation', 'participatory budgeting', 'e-participation', 'civic participation'],
    'Ideas (title, description) by citizens (name); votes (idea, citizen) and comments (idea, text) on ideas.',
  ],
  [['supply chain'], '{Items} (name) and shipments ({item}, quantity, status, shipped on).', 'product'],
  // more kinds of software named by the work they manage (generation session 27): what any such system keeps
  // at the least, in the words its users use; named by phrases that mean the software, not the activity alone
  // nor a record or number a prompt may say for itself ("ballots", "room 311", "remote monitoring of pumps")
  [
    ['blood bank', 'blood donation', 'blood transfusion', 'blood bank management'],
    'Donors (name, blood group, phone), donations (donor, donated on, volume, expires on, status) and transfusions (donation, patient name, date).',
  ],
  [
    ['pharmacy management', 'pharmacy system', 'dispensary management', 'drug dispensing'],
    'Medicines (name, strength, price, stock), prescriptions (patient name, prescriber, date) and dispensings (prescription, medicine, quantity, dispensed on).',
  ],
  [
    [
      'laboratory information system',
      'laboratory information management',
      'laboratory management',
      'lab management',
      'lims',
      'lab information system',
    ],
    'Samples (code, sample type, collected on, patient name), tests (sample, test name, status) and results (test, value, unit, reported on).',
  ],
  [
    ['disease surveillance', 'case surveillance', 'outbreak management', 'outbreak response', 'epidemic surveillance'],
    'Facilities (name, district) and cases (facility, patient name, disease, onset date, reported on, status).',
  ],
  [
    ['civil registration', 'vital registration', 'vital statistics', 'crvs', 'birth registration', 'death registration'],
    'People (name, sex, date of birth), births (child name, born on, place, mother name, registered on), deaths (person, died on, cause, registered on) and marriages (first spouse, second spouse, married on).',
  ],
  [
    ['case management', 'casework', 'social work case'],
    'Clients (name, date of birth, phone), cases (client, opened on, status, case worker) and case notes (case, date, text).',
  ],
  [
    ['learning management', 'learning management system', 'lms', 'e-learning', 'elearning', 'online learning platform', 'online course'],
    'Courses (title, description) with lessons (course, title, content); students (name, email) and enrollments (student, course, enrolled on, progress).',
  ],
  [
    ['student information system', 'student management', 'student records'],
    'Students (name, date of birth, class), classes (name, teacher) and grades (student, subject, score, term); attendance records (student, date, present).',
  ],
  [
    [
      'collections management',
      'collection management',
      'museum management',
      'museum collection',
      'archive management',
      'digital archive',
      'digital collection',
    ],
    'Collections (name), objects (collection, title, accession number, description, date made, image) and loans (object, borrower, out on, due on).',
  ],
  [
    ['genealogy', 'family tree', 'family history'],
    'People (name, born on, died on, birthplace) and relationships (person, relative, relation type); events (person, type, date, place).',
  ],
  [
    ['land registry', 'land registration', 'land administration', 'cadastre', 'cadastral', 'land records', 'land information system'],
    'Parcels (parcel number, area, location, land use), owners (name, id number) and title deeds (parcel, owner, registered on).',
  ],
  [
    ['procurement', 'e-procurement', 'tendering', 'tender management', 'purchasing management'],
    'Suppliers (name, email), tenders (title, closing date, status), bids (tender, supplier, amount, submitted on) and contracts (tender, supplier, value, signed on).',
  ],
  [
    ['grant management', 'grants management', 'grant tracking', 'grantmaking'],
    'Funders (name), proposals (applicant name, title, amount requested, status, submitted on) and grants (proposal, funder, amount, awarded on).',
  ],
  [
    ['fundraising', 'donor management', 'donation management', 'donor crm', 'charity crm', 'nonprofit crm', 'non-profit crm'],
    'Donors (name, email, phone), campaigns (name, goal, ends on) and donations (donor, campaign, amount, donated on).',
  ],
  [
    ['membership management', 'member management', 'membership database', 'membership system'],
    'Members (name, email, joined on, membership type) and membership payments (member, amount, paid on, period).',
  ],

  [
    [
      'maintenance management',
      'cmms',
      'computerized maintenance',
      'computerised maintenance',
      'facility management',
      'facilities management',
      'work order management',
    ],
    'Assets (name, location, serial number) and work orders (asset, description, priority, status, due on, assigned to).',
  ],
  [
    ['point of sale', 'pos system', 'pos software', 'cash register', 'till system'],
    'Products (name, price, stock), sales (sold at, total, payment method) and sale items (sale, product, quantity, price).',
  ],
  [
    ['warehouse management', 'wms', 'logistics management', 'lmis'],
    'Products (name, sku, unit), locations (name) and stock movements (product, location, quantity, movement type, date).',
  ],
  [
    [
      'environmental monitoring',
      'air quality monitoring',
      'water quality monitoring',
      'weather station',
      'sensor monitoring',
      'sensor network',
    ],
    'Stations (name, latitude, longitude) and readings (station, measured at, parameter, value, unit).',
  ],
  [
    ['early warning', 'alerting system', 'emergency alert', 'disaster management', 'disaster response', 'emergency management'],
    'Hazards (name), areas (name, population) and alerts (hazard, area, level, issued at, message).',
  ],
  [
    [
      'aid distribution',
      'relief distribution',
      'humanitarian aid',
      'food distribution',
      'beneficiary management',
      'cash transfer',
      'social protection',
    ],
    'Beneficiaries (name, household size, location, id number), items (name, unit) and distributions (beneficiary, item, quantity, distributed on).',
  ],
  [
    ['election management', 'e-voting', 'electronic voting', 'online voting'],
    'Elections (title, date), candidates (election, name, party), voters (name, id number) and ballots (election, voter, candidate, cast at).',
  ],
  [
    [
      'complaint management',
      'complaints management',
      'grievance',
      'grievance redress',
      'grievance redressal',
      'feedback management',
      'citizen feedback',
    ],
    'Complaints (title, description, complainant name, submitted on, category, status) and responses (complaint, text, responded on).',
  ],
  [
    ['citizen reporting', 'issue reporting', 'problem reporting', 'street reporting', 'fix my street', 'fixmystreet'],
    'Categories (name), issues (category, title, description, location, photo, status, reported on) and updates (issue, text, date).',
  ],
  [
    ['document management', 'records management', 'dms', 'document archive', 'file management'],
    'Folders (name), documents (folder, title, file, uploaded on, owner) and versions (document, file, created on).',
  ],
  [
    ['open data', 'open data portal', 'data portal', 'data catalog', 'data catalogue', 'dataset catalog', 'data repository'],
    'Datasets (title, description, publisher, licence, updated on) and resources (dataset, format, url).',
  ],
  [
    ['tree inventory', 'urban forestry', 'urban forest', 'tree map', 'tree mapping'],
    'Trees (species, diameter, height, planted on, latitude, longitude, condition).',
  ],
  [
    ['facility registry', 'facility list', 'master facility list', 'health facility registry'],
    'Facilities (name, facility type, district, latitude, longitude, status) and services (facility, name).',
  ],
  [
    ['telemedicine', 'telehealth', 'remote patient monitoring', 'virtual care'],
    'Patients (name, date of birth, phone), clinicians (name, speciality) and consultations (patient, clinician, starts at, notes).',
  ],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = KINDS.map(([names, keeps, usualItem]) => ({
  name: names[0],
  keeps,
  usualItem,
  // the longer name first: "hotel booking" is read whole, not as "hotel"
  pattern: new RegExp(
    `(?<![\\w-])(?:${[...names]
      .sort((a, b) => b.length - a.length)
      .map((n) => `${escapeRegExp(n)}(?:e?s)?`)
      .join('|')})(?![\\w-])`,
    'i',
  ),
}));

/** Words before a kind's name that say where or for whom it is, not what it holds ("online shop", "school library"). */
const NOT_ITEMS =
  /^(?:online|local|community|neighbou?rhood|school|public|city|town|village|family|personal|home|small|little|corner|digital|virtual|web|mobile|office|university|college|church|club|team|company|shared|free|new|simple|my|our|your|their|the|a|an|and|or|of|for|with|to|pop-up|popup|farm|street|hobby|craft|indie|independent|second-hand|secondhand|used|charity|thrift|coffee|barber|repair|tattoo|print|body|beauty|nail|auto|car)$/;

/**
 * The noun right before a kind's name that says what it holds, singular, and where its compound starts:
 * "board game library" -> game, at "board" (a record named by its head, as elsewhere).
 */
function itemBefore(text: string, at: number): { item: string; at: number } | undefined {
  const m = text.slice(0, at).match(/(?:([A-Za-z][A-Za-z'-]*)\s+)?([A-Za-z][A-Za-z'-]*)\s+$/);
  if (!m || NOT_ITEMS.test(m[2].toLowerCase())) return undefined;
  const nouns = (words: string[]) =>
    tagTerms(`the ${words.join(' ')}`)
      .slice(1)
      .every((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun'));
  const head = singular(m[2].toLowerCase());
  const start = at - m[0].length;
  if (m[1] && !NOT_ITEMS.test(m[1].toLowerCase()) && nouns([m[1], m[2]])) return { item: head, at: start };
  return nouns([m[2]]) ? { item: head, at: start + (m[1] ? m[0].indexOf(m[2], m[1].length) : 0) } : undefined;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The kind of app the text names first, if any. */
export function appKindIn(text: string): AppKind | undefined {
  const title = !!terseKind(text);
  let best: { kind: AppKind; at: number; length: number } | undefined;
  for (const p of PATTERNS) {
    const m = p.pattern.exec(text);
    if (!m) continue;
    const before = p.usualItem === undefined ? undefined : itemBefore(text, m.index);
    // "plant shop" sells plants; "book library" is the library template's own
    const item = before && before.item !== p.usualItem && before.item !== 'book' ? before.item : undefined;
    if (p.usualItem === '' && !item) continue;
    const thing = item ?? p.usualItem ?? '';
    const keeps = p.keeps
      .replace(/\{Items\}/g, capitalised(plural(thing)))
      .replace(/\{items\}/g, plural(thing))
      .replace(/\{item\}/g, thing);
    // "Darts league", "Family chores": in a title, the words before a kind that holds no {item} only say which kind it is
    const at = item && before ? before.at : m.index;
    const phrase = text.slice(p.usualItem === undefined && title ? text.length - text.trimStart().length : at, m.index + m[0].length);
    // the earliest mention wins; at the same place the longer name ("shopping cart" over "cart")
    if (!best || at < best.at || (at === best.at && phrase.length > best.length))
      best = {
        kind: {
          name: p.name,
          keeps,
          phrase,
          ...(item ? { item } : {}),
          said: phrase
            .toLowerCase()
            .split(/[^a-z&]+/)
            .filter(Boolean)
            .map(singular),
        },
        at,
        length: phrase.length,
      };
  }
  return best?.kind;
}

/** Words after a terse title's records that name the app, not a record ("pet adoption app"). */
const APP_WORDS = /^(?:app|application|tool|system|platform|website|site|software|portal|hub)$/;
/** Heads that say what the app does with the words before them ("movie watchlist", "volunteer scheduling"). */
const DOING_HEADS =
  /^(?:[a-z]+ing|tracker|scheduler|planner|manager|list|watchlist|wishlist|log|board|chart|organi[sz]er|finder|register)$/;
/** Heads that are events happening to the thing before them ("pet adoption", "seed swap", "car rental"). */
const EVENT_HEADS =
  /^(?:[a-z]+(?:tion|sion|ment|al|ance|ence)|swap|trade|exchange|hire|loan|sale|repair|delivery|pickup|rescue|share|rent)$/;

/**
 * A title and nothing else ("Pet adoption", "Volunteer scheduling", "Fantasy football league"): the nouns of the
 * title are what the app keeps. Only used when no reader and no fallback found a record.
 */
export function terseKind(text: string): AppKind | undefined {
  const title = text.trim().replace(/[.!]+$/, '');
  if (/[,;:?()\n]/.test(title)) return undefined;
  const words = title.toLowerCase().split(/\s+/).filter(Boolean);
  while (/^(?:a|an|the|my|our|your)$/.test(words[0] ?? '')) words.shift();
  while (words.length > 1 && APP_WORDS.test(words[words.length - 1])) words.pop();
  if (words.length < 2 || words.length > 4 || !words.every((w) => /^[a-z][a-z'-]*$/.test(w))) return undefined;
  // only a compound of nouns (and qualifiers) is a title; "lost and found" or "share my car" is not
  // tagged after an article, as a title reads: "pet sitting" alone is tagged as an order to pet
  const terms = tagTerms(`the ${words.join(' ')}`).slice(1);
  if (terms.some((t) => !t.tags.some((g) => g === 'Noun' || g === 'Adjective' || g === 'Gerund') && !/ing$/.test(t.lower)))
    return undefined;
  const head = words[words.length - 1];
  const thing = words.slice(0, -1);
  const things = [...thing.slice(0, -1), plural(thing[thing.length - 1])].join(' ');
  const keeps = DOING_HEADS.test(head)
    ? /^schedul/.test(head)
      ? `Keep ${things} and the sessions they are scheduled for, with a date and a start time.`
      : `Keep ${things}.`
    : EVENT_HEADS.test(head)
      ? `Keep ${things} and ${plural(head)}; each ${head} is for a ${thing.join(' ')}.`
      : `Keep ${[...thing, plural(head)].join(' ')}.`;
  return { name: words.join(' '), keeps, phrase: title, said: words.map(singular) };
}
