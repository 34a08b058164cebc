// Word lists for starter records, by semantic class of a head noun (the last word of an entity or
// field name). Every list is either neutral (person names, colours, compass points, sizes) or keyed by
// the head noun itself, so a word only appears where the app already uses its noun: a "Tool" gets
// drills and ladders, a "Room" gets rooms, and nothing from another domain is ever borrowed.
import { KIND_WORDS } from './domains.ts';
import { isFieldWord } from './fields.ts';
import { hash, plural, singular, tagTerms, words, wordTable } from './nlp.ts';

export type SampleClass = 'person' | 'group' | 'org' | 'place' | 'event' | 'money' | 'content' | 'category' | 'log' | 'item';

export const FIRST_NAMES = [
  'Maya',
  'Liam',
  'Sofia',
  'Noah',
  'Amara',
  'Jonas',
  'Priya',
  'Mateo',
  'Hannah',
  'Kwame',
  'Elena',
  'Daniel',
  'Aiko',
  'Omar',
  'Chloe',
  'Ravi',
  'Isla',
  'Lucas',
  'Fatima',
  'Tomás',
  'Grace',
  'Yusuf',
  'Nina',
  'Samuel',
];
export const LAST_NAMES = [
  'Patel',
  'Johnson',
  'Rossi',
  'Okafor',
  'Schmidt',
  'Nguyen',
  'García',
  'Kim',
  'Dubois',
  'Mensah',
  'Novak',
  'Haddad',
  'Bennett',
  'Ortiz',
  'Larsen',
  'Chen',
  'Kowalski',
  'Silva',
  'Fischer',
  'Adeyemi',
  'Murphy',
  'Tanaka',
  'Costa',
  'Reid',
];
/** Neutral words for names of places, groups and organisations. */
export const LOCALES = ['Riverside', 'Northgate', 'Hillview', 'Oakwood', 'Harbour', 'Eastside', 'Meadow', 'Westbrook'];
export const COLOURS = ['Blue', 'Green', 'Red', 'Yellow', 'Orange', 'Violet', 'Silver', 'Amber'];
export const CITIES = ['Berlin', 'Lisbon', 'Toronto', 'Melbourne', 'Austin', 'Dublin', 'Nairobi', 'Osaka'];
export const STREETS = ['12 Harbour Street', '48 Elm Avenue', '7 Market Square', '230 King Road', '5 Orchard Lane', '91 River Walk'];
export const COUNTRIES = ['Germany', 'Portugal', 'Canada', 'Australia', 'Ireland', 'Kenya', 'Japan', 'Mexico'];
const ITEM_MODIFIERS = ['Classic', 'Compact', 'Large', 'Small', 'Original', 'Standard', 'Mini', 'Deluxe'];
const CATEGORY_MODIFIERS = ['Everyday', 'Outdoor', 'Specialist', 'Seasonal', 'Beginner', 'Premium'];
const TIME_MODIFIERS = ['Morning', 'Evening', 'Weekend', 'Afternoon', 'Late', 'Midweek'];

/** Instances of common head nouns: what a record of that thing is called. */
export const INSTANCES: Record<string, string[]> = wordTable({
  tool: [
    'Cordless drill',
    'Extension ladder',
    'Hedge trimmer',
    'Circular saw',
    'Pressure washer',
    'Socket set',
    'Wheelbarrow',
    'Tile cutter',
  ],
  equipment: ['Projector', 'PA speaker', 'Folding table', 'Camera tripod', 'Extension reel', 'Portable heater'],
  instrument: ['Drum kit', 'Bass amp', 'Keyboard', 'Acoustic guitar', 'Microphone', 'Guitar amp'],
  gear: ['Climbing rope', 'Two-person tent', 'Headlamp', 'Sleeping bag', 'Camping stove', 'Trekking poles'],
  plant: [
    'Monstera deliciosa',
    'Snake plant',
    'Fiddle-leaf fig',
    'Pothos cutting',
    'Aloe vera',
    'Spider plant',
    'Calathea',
    'String of pearls',
  ],
  flower: ['Sunflower', 'Tulip', 'Lavender', 'Peony', 'Dahlia', 'Rose'],
  tree: ['Oak', 'Silver birch', 'Apple tree', 'Maple', 'Cherry tree', 'Rowan'],
  seed: ['Heirloom tomato', 'Sweet pea', 'Basil', 'Runner bean', 'Sunflower', 'Chilli pepper'],
  vegetable: ['Carrots', 'Courgette', 'Kale', 'Beetroot', 'Leeks', 'Potatoes'],
  fruit: ['Apples', 'Pears', 'Plums', 'Strawberries', 'Cherries', 'Raspberries'],
  crop: ['Wheat', 'Barley', 'Potatoes', 'Maize', 'Oats', 'Rapeseed'],
  book: ['The Hobbit', 'Pride and Prejudice', 'Beloved', 'Nineteen Eighty-Four', 'Dune', 'Middlemarch', 'The Left Hand of Darkness'],
  novel: ['Middlemarch', 'Dune', 'Beloved', 'Jane Eyre', 'The Remains of the Day', 'Things Fall Apart'],
  movie: ['The Third Man', 'Spirited Away', 'Casablanca', 'Paddington 2', 'Arrival', 'Amélie'],
  film: ['The Third Man', 'Spirited Away', 'Casablanca', 'Paddington 2', 'Arrival', 'Amélie'],
  song: ['Blue Monday', 'Harvest Moon', 'Golden Hour', 'Paper Planes', 'River Deep', 'Night Drive'],
  track: ['Opening Night', 'Slow Burn', 'Harbour Lights', 'Static', 'After Hours', 'Undertow'],
  vinyl: ['Northern Lights', 'Second Wind', 'Small Hours', 'Paper Moon', 'Low Tide', 'Field Notes'],
  album: ['Northern Lights', 'Second Wind', 'Small Hours', 'Paper Moon', 'Low Tide', 'Field Notes'],
  game: ['Catan', 'Ticket to Ride', 'Carcassonne', 'Azul', 'Pandemic', 'Codenames'],
  puzzle: ['1000-piece harbour scene', 'Mountain lake jigsaw', 'Wooden cube puzzle', 'Crossword collection', 'Night sky jigsaw'],
  toy: ['Wooden train set', 'Building blocks', 'Kite', 'Rocking horse', 'Puppet theatre', 'Marble run'],
  recipe: ['Tomato basil pasta', 'Overnight oats', 'Chickpea curry', 'Lemon drizzle cake', 'Mushroom risotto', 'Vegetable soup'],
  dish: ['Margherita pizza', 'Caesar salad', 'Pad thai', 'Tiramisu', 'Falafel wrap', 'Tomato soup'],
  meal: ['Vegetable lasagne', 'Chicken stir-fry', 'Lentil soup', 'Fish tacos', 'Bean chilli', 'Roast vegetables'],
  drink: ['Fresh lemonade', 'Iced tea', 'Flat white', 'Ginger beer', 'Orange juice', 'Hot chocolate'],
  ingredient: ['Flour', 'Olive oil', 'Fresh basil', 'Eggs', 'Tomatoes', 'Garlic'],
  wine: ['Rioja reserva', 'Chablis', 'Barolo', 'Sauvignon blanc', 'Pinot noir', 'Prosecco'],
  beer: ['Pale ale', 'Stout', 'Pilsner', 'IPA', 'Wheat beer', 'Porter'],
  coffee: ['Ethiopia Yirgacheffe', 'Colombia Huila', 'House espresso', 'Guatemala Antigua', 'Decaf blend', 'Kenya AA'],
  tea: ['Earl Grey', 'Sencha', 'Darjeeling', 'Chamomile', 'Assam', 'Peppermint'],
  cheese: ['Comté', 'Aged gouda', 'Manchego', 'Stilton', 'Brie', 'Gruyère'],
  product: ['Ceramic mug', 'Linen tote bag', 'Notebook set', 'Desk lamp', 'Water bottle', 'Wool scarf'],
  vehicle: ['Ford Transit van', 'Toyota Corolla', 'Electric cargo bike', 'VW Golf', 'Minibus', 'Pickup truck'],
  car: ['Toyota Corolla', 'VW Golf', 'Renault Zoe', 'Ford Focus', 'Tesla Model 3', 'Honda Civic'],
  bike: ['City bike', 'Cargo bike', 'Road bike', 'Mountain bike', 'E-bike', 'Folding bike'],
  boat: ['Kayak', 'Canoe', 'Dinghy', 'Paddleboard', 'Rowing boat', 'Sailboat'],
  camera: ['Mirrorless camera', 'Film camera', 'Action camera', 'Compact camera', 'Instant camera', 'DSLR'],
  device: ['Laptop', 'Tablet', 'Smartphone', 'Printer', 'Router', 'Monitor'],
  laptop: ['ThinkPad T14', 'MacBook Air', 'Dell XPS 13', 'Framework 13', 'Surface Laptop', 'Chromebook'],
  computer: ['Desktop PC', 'iMac', 'Workstation', 'Mini PC', 'Laptop', 'Thin client'],
  part: ['Bearing', 'Drive belt', 'Gasket', 'Filter', 'Spark plug', 'Brake pad'],
  supply: ['Printer paper', 'Cleaning spray', 'Paper towels', 'Batteries', 'Bin bags', 'Hand soap'],
  material: ['Plywood sheet', 'Copper wire', 'Cotton fabric', 'Clay', 'Acrylic paint', 'Steel rod'],
  fabric: ['Cotton poplin', 'Linen', 'Wool felt', 'Denim', 'Velvet', 'Canvas'],
  yarn: ['Merino DK', 'Chunky wool', 'Cotton 4-ply', 'Alpaca blend', 'Sock yarn', 'Mohair'],
  garment: ['Wool coat', 'Denim jacket', 'Linen shirt', 'Knitted jumper', 'Rain jacket', 'Summer dress'],
  clothing: ['Wool coat', 'Denim jacket', 'Linen shirt', 'Knitted jumper', 'Rain jacket', 'Summer dress'],
  shoe: ['Trail runners', 'Leather boots', 'Canvas sneakers', 'Sandals', 'Walking boots', 'Loafers'],
  artwork: ['Harbour at dusk', 'Still life with pears', 'Untitled no. 4', 'Blue study', 'Morning fog', 'The red door'],
  painting: ['Harbour at dusk', 'Still life with pears', 'Blue study', 'Morning fog', 'The red door', 'Sunflowers'],
  gift: ['Stand mixer', 'Picnic hamper', 'Linen bedding set', 'Photo frame', 'Wine glasses', 'Cookbook'],
  gallery: ['Portraits', 'Landscapes', 'Street', 'Weddings', 'Black and white', 'Travel'],
  photo: ['Harbour at sunrise', 'Market day', 'Old town rooftops', 'Forest path', 'Winter lake', 'Street portrait'],
  podcast: ['The Morning Brief', 'Small Talk', 'Deep Dive', 'Side Project', 'Field Notes', 'Long Story Short'],
  episode: ['Pilot', 'Getting started', 'Behind the scenes', 'Ask us anything', 'Season finale', 'Special guest'],
  course: [
    'Introduction to Python',
    'Beginner watercolour',
    'Conversational Spanish',
    'Public speaking',
    'Data basics',
    'Creative writing',
  ],
  skill: ['Public speaking', 'Spreadsheets', 'First aid', 'Photography', 'Carpentry', 'Spanish'],
  language: ['Spanish', 'French', 'Japanese', 'German', 'Portuguese', 'Arabic'],
  subject: ['Mathematics', 'Biology', 'History', 'English', 'Chemistry', 'Geography'],
  sport: ['Football', 'Tennis', 'Swimming', 'Basketball', 'Cycling', 'Volleyball'],
  exercise: ['Squat', 'Push-up', 'Plank', 'Deadlift', 'Lunge', 'Pull-up'],
  workout: ['Upper body strength', 'Easy 5k run', 'Yoga flow', 'Leg day', 'Interval sprints', 'Core circuit'],
  habit: ['Drink 2 litres of water', 'Read for 20 minutes', 'Morning stretch', 'Walk 10,000 steps', 'No phone after 10 pm'],
  goal: ['Run a half marathon', 'Save for a holiday', 'Learn to swim', 'Read 20 books', 'Cook at home more'],
  medication: ['Ibuprofen 200 mg', 'Vitamin D', 'Amoxicillin', 'Cetirizine', 'Paracetamol 500 mg', 'Omeprazole'],
  animal: ['Bella', 'Max', 'Luna', 'Charlie', 'Milo', 'Daisy'],
  pet: ['Bella', 'Max', 'Luna', 'Charlie', 'Milo', 'Daisy'],
  dog: ['Bella', 'Max', 'Rocky', 'Luna', 'Biscuit', 'Daisy'],
  cat: ['Luna', 'Milo', 'Whiskers', 'Nala', 'Oscar', 'Pepper'],
  horse: ['Storm', 'Willow', 'Duke', 'Maple', 'Comet', 'Bramble'],
  hive: ['Hive 1 – Orchard', 'Hive 2 – Meadow', 'Hive 3 – Hillside', 'Hive 4 – Garden', 'Hive 5 – Woodland'],
  room: ['Room A', 'Blue Room', 'Live Room', 'Room B', 'Green Room', 'Studio Room'],
  desk: ['Desk 1A', 'Desk 1B', 'Window desk', 'Desk 2A', 'Standing desk', 'Corner desk'],
  locker: ['Locker A12', 'Locker A14', 'Locker B21', 'Locker B33', 'Locker C40', 'Locker C52'],
  table: ['Window table', 'Garden table', 'Corner table', 'Long table', 'Round table', 'Bar table'],
  court: ['Centre court', 'Indoor court', 'North court', 'Clay court', 'Grass court', 'South court'],
  pitch: ['Main pitch', 'Training pitch', 'Five-a-side pitch', 'North pitch', 'South pitch', 'All-weather pitch'],
  plot: ['Plot 4A', 'Plot 7B', 'Plot 12A', 'Plot 15C', 'Plot 21B', 'Plot 23A'],
  bed: ['Raised bed by the shed', 'Herb bed', 'Long raised bed', 'Berry bed', 'Sunny raised bed', 'Flower bed'],
  shift: ['Morning shift', 'Afternoon shift', 'Evening shift', 'Weekend shift', 'Night shift', 'Early shift'],
  service: ['Standard service', 'Express service', 'Full check', 'Consultation', 'Repair', 'Installation'],
  expense: ['Office supplies', 'Train tickets', 'Software subscription', 'Printer ink', 'Team lunch', 'Internet bill'],
  income: ['Salary', 'Freelance project', 'Dividend', 'Refund', 'Gift', 'Interest'],
  tag: ['important', 'new', 'favourite', 'follow-up', 'archived', 'popular'],
  topic: ['Getting started', 'Tips and tricks', 'News', 'Questions', 'Announcements', 'Ideas'],
  skill_level: ['Beginner', 'Intermediate', 'Advanced'],
});

/** Genres of the thing a category classifies (a "Genre" of books, of songs, of films). */
const GENRES: Record<string, string[]> = wordTable({
  book: ['Mystery', 'Science fiction', 'Biography', 'Fantasy', 'History', 'Poetry'],
  novel: ['Mystery', 'Science fiction', 'Literary fiction', 'Fantasy', 'Historical fiction', 'Romance'],
  song: ['Indie rock', 'Jazz', 'Folk', 'Soul', 'Electronic', 'Hip hop'],
  track: ['Indie rock', 'Jazz', 'Folk', 'Soul', 'Electronic', 'Hip hop'],
  album: ['Indie rock', 'Jazz', 'Folk', 'Soul', 'Electronic', 'Hip hop'],
  band: ['Indie rock', 'Jazz', 'Folk', 'Punk', 'Funk', 'Metal'],
  musician: ['Jazz', 'Classical', 'Folk', 'Rock', 'Soul', 'Blues'],
  artist: ['Jazz', 'Folk', 'Rock', 'Soul', 'Electronic', 'Pop'],
  movie: ['Comedy', 'Drama', 'Documentary', 'Thriller', 'Animation', 'Science fiction'],
  film: ['Comedy', 'Drama', 'Documentary', 'Thriller', 'Animation', 'Science fiction'],
  game: ['Strategy', 'Party', 'Co-operative', 'Family', 'Deck-building', 'Word'],
  podcast: ['News', 'Comedy', 'True crime', 'Science', 'Interviews', 'History'],
});

const GROUP_HEADS = new Set([
  'band',
  'team',
  'club',
  'group',
  'crew',
  'choir',
  'orchestra',
  'ensemble',
  'squad',
  'troupe',
  'household',
  'family',
  'committee',
  'cohort',
  'league',
  'circle',
]);
const ORG_HEADS = new Set([
  'company',
  'organization',
  'organisation',
  'business',
  'firm',
  'supplier',
  'vendor',
  'partner',
  'sponsor',
  'brand',
  'agency',
  'charity',
  'nonprofit',
  'shop',
  'store',
  'restaurant',
  'cafe',
  'bakery',
  'clinic',
  'school',
  'library',
  'gym',
  'hotel',
  'studio',
  'salon',
  'manufacturer',
  'publisher',
  'label',
  'employer',
  'landlord',
  'lender',
  'bank',
  'church',
  'farm',
  'venue',
  'theatre',
  'museum',
]);
const PLACE_HEADS = new Set([
  'room',
  'location',
  'site',
  'space',
  'hall',
  'warehouse',
  'office',
  'branch',
  'building',
  'property',
  'garden',
  'court',
  'field',
  'pitch',
  'desk',
  'locker',
  'table',
  'plot',
  'bed',
  'area',
  'zone',
  'station',
  'stage',
  'spot',
  'parking',
  'apartment',
  'house',
  'unit',
  'campsite',
  'trail',
  'route',
  'park',
  'beach',
  'lake',
  'region',
  'city',
  'destination',
  'place',
  'shelf',
  'bin',
]);
const EVENT_HEADS = new Set([
  'booking',
  'reservation',
  'appointment',
  'session',
  'shift',
  'class',
  'lesson',
  'meeting',
  'event',
  'loan',
  'rental',
  'swap',
  'exchange',
  'visit',
  'trip',
  'rehearsal',
  'gig',
  'concert',
  'match',
  'game_day',
  'workshop',
  'training',
  'interview',
  'request',
  'signup',
  'registration',
  'enrollment',
  'enrolment',
  'attendance',
  'assignment',
  'delivery',
  'pickup',
  'donation',
  'checkout',
  'adoption',
  'application',
  'order',
  'performance',
  'show',
  'tour',
  'fixture',
  'race',
  'tournament',
  'course_run',
  'membership',
  'subscription',
  'participation',
  'task',
  'job',
  'ticket',
  'issue',
  'incident',
  'repair',
  'maintenance',
  'inspection',
]);
const MONEY_HEADS = new Set([
  'invoice',
  'payment',
  'transaction',
  'expense',
  'income',
  'receipt',
  'quote',
  'estimate',
  'bill',
  'charge',
  'refund',
  'fine',
  'fee',
  'budget',
  'payout',
  'purchase',
]);
const CONTENT_HEADS = new Set([
  'post',
  'article',
  'story',
  'note',
  'review',
  'comment',
  'message',
  'announcement',
  'idea',
  'question',
  'answer',
  'faq',
  'page',
  'guide',
  'tip',
  'newsletter',
  'update',
  'entry',
  'journal',
  'feedback',
  'testimonial',
  'document',
  'policy',
  'report',
  'minute',
  'suggestion',
  'proposal',
]);
const CATEGORY_HEADS = new Set([
  'category',
  'genre',
  'type',
  'kind',
  'tag',
  'label',
  'topic',
  'section',
  'collection',
  'list',
  'folder',
  'level',
  'tier',
  'plan',
]);
const LOG_HEADS = new Set([
  'log',
  'reading',
  'measurement',
  'check',
  'checkin',
  'check_in',
  'record',
  'observation',
  'sighting',
  'score',
  'result',
  'stat',
  'weight',
]);

const PERSON_WORDS = new Set([
  ...KIND_WORDS.person,
  'instructor',
  'tutor',
  'trainer',
  'host',
  'organiser',
  'organizer',
  'leader',
  'captain',
  'author',
  'writer',
  'assignee',
  'reviewer',
  'approver',
  'borrower',
  'lender',
  'renter',
  'seller',
  'buyer',
  'requester',
  'applicant',
  'candidate',
  'patient',
  'vet',
  'therapist',
  'agent',
  'contact',
  'attendee',
  'guardian',
  'sitter',
  'walker',
  'neighbour',
  'neighbor',
  'reader',
  'learner',
  'swapper',
  'collector',
  'gardener',
  'grower',
  'mechanic',
  'technician',
  'cleaner',
  'caretaker',
  'landlady',
  'performer',
  'singer',
  'drummer',
  'guitarist',
  'dancer',
  'speaker',
  'judge',
  'referee',
  'umpire',
  'interviewer',
  'recruiter',
  'chef',
  'cook',
  'waiter',
  'courier',
  'rider',
  'pilot',
  'photographer',
  'model',
  'subscriber',
  'follower',
  'fan',
  'supporter',
  'sponsor_contact',
]);

/** The head noun of a name: the last word, singular ("RehearsalRoom" → room, "tool_loans" → loan). */
export function headOf(name: string): string {
  const ws = words(name);
  return singular(ws[ws.length - 1] ?? name.toLowerCase());
}

export function isPersonWord(w: string): boolean {
  const s = singular(w);
  if (PERSON_WORDS.has(s) || /(?:holder|keeper|goer|maker|taker|giver)$/.test(s)) return true;
  // "composer", "illustrator", "florist": a word for someone who does something
  return /(?:er|or|ist|ian)$/.test(s) && !INSTANCES[s] && tagTerms(s).some((t) => t.tags.includes('Actor'));
}

/** The semantic class of an entity, from its head noun first, then from the analyser's kind. */
export function classOf(name: string, kind?: string): SampleClass {
  const head = headOf(name);
  const ws = words(name);
  if (ws.length > 1 && CATEGORY_HEADS.has(head) && head !== 'plan') return 'category';
  if (GROUP_HEADS.has(head)) return 'group';
  if (isPersonWord(head)) return 'person';
  if (MONEY_HEADS.has(head)) return 'money';
  if (PLACE_HEADS.has(head)) return 'place';
  if (ORG_HEADS.has(head)) return 'org';
  if (CATEGORY_HEADS.has(head)) return 'category';
  if (EVENT_HEADS.has(head)) return 'event';
  if (CONTENT_HEADS.has(head)) return 'content';
  if (LOG_HEADS.has(head)) return 'log';
  if (INSTANCES[head]) return 'item';
  switch (kind) {
    case 'person':
      return 'person';
    case 'event':
      return 'event';
    case 'money':
      return 'money';
    case 'place':
      return 'place';
    case 'content':
      return 'content';
    case 'log':
      return 'log';
    default:
      return 'item';
  }
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function titleWords(s: string): string {
  return s
    .split(' ')
    .map((w) => cap(w))
    .join(' ');
}

/** A stable pick that walks through the list as i grows (records of one entity never repeat early). */
export function nth<T>(list: readonly T[], seed: string, i: number, step = 1): T {
  return list[(hash(seed) + i * step) % list.length];
}

export function personName(seed: string, i: number): { first: string; last: string; full: string } {
  const first = nth(FIRST_NAMES, seed, i, 5);
  const last = nth(LAST_NAMES, `${seed}~`, i, 7);
  return { first, last, full: `${first} ${last}` };
}

const BAND_ADJ = ['Velvet', 'Electric', 'Midnight', 'Silver', 'Wild', 'Paper', 'Neon', 'Golden'];
const BAND_NOUN = ['Foxes', 'Echoes', 'Lanterns', 'Comets', 'Owls', 'Tides', 'Satellites', 'Ravens'];
const ORG_SUFFIX: Record<string, string[]> = wordTable({
  supplier: ['Supplies', 'Trading', 'Wholesale'],
  vendor: ['Supplies', 'Trading', 'Goods'],
  manufacturer: ['Manufacturing', 'Works', 'Industries'],
  company: ['Group', '& Co.', 'Partners', 'Ltd'],
  business: ['Group', '& Co.', 'Ltd'],
  firm: ['Partners', '& Associates', 'LLP'],
  organization: ['Group', 'Foundation', 'Network'],
  organisation: ['Group', 'Foundation', 'Network'],
  partner: ['Group', '& Co.', 'Partners'],
  sponsor: ['Group', '& Co.', 'Holdings'],
  brand: ['Goods', 'Studio', 'Co.'],
  agency: ['Agency', 'Creative', 'Media'],
  charity: ['Trust', 'Foundation', 'Fund'],
  nonprofit: ['Trust', 'Foundation', 'Network'],
  publisher: ['Press', 'Books', 'Publishing'],
  label: ['Records', 'Recordings', 'Music'],
  employer: ['Group', 'Ltd', '& Co.'],
  lender: ['Credit', 'Finance', 'Lending'],
  bank: ['Bank', 'Savings', 'Credit Union'],
  landlord: ['Properties', 'Estates', 'Lettings'],
});

/**
 * A name for record i of an entity whose head noun is `head`, built from the head itself and neutral
 * words; `modifier` is a word the prompt puts before the head ("rehearsal" rooms).
 */
export function nameFor(cls: SampleClass, head: string, seed: string, i: number, modifier?: string): string {
  const Head = cap(head.replace(/_/g, ' '));
  const inst = INSTANCES[head];
  switch (cls) {
    case 'person':
      return personName(seed, i).full;
    case 'group': {
      if (head === 'band') return `The ${nth(BAND_ADJ, seed, i, 3)} ${nth(BAND_NOUN, `${seed}~`, i, 5)}`;
      if (head === 'team' || head === 'squad') return `${nth(LOCALES, seed, i, 3)} ${nth(BAND_NOUN, `${seed}~`, i, 5)}`;
      if (head === 'family' || head === 'household') return `The ${nth(LAST_NAMES, seed, i, 7)} ${head}`;
      return `${nth(LOCALES, seed, i, 3)} ${titleWords(head.replace(/_/g, ' '))}`;
    }
    case 'org': {
      const suffix = ORG_SUFFIX[head];
      if (suffix) return `${nth(LAST_NAMES, seed, i, 7)} ${nth(suffix, `${seed}~`, i)}`;
      return `${nth(LOCALES, seed, i, 3)} ${titleWords(head.replace(/_/g, ' '))}`;
    }
    case 'place': {
      if (inst) return modifier && i % 2 === 0 ? `${cap(modifier)} ${nth(inst, seed, i).toLowerCase()}` : nth(inst, seed, i);
      const base = modifier ? `${cap(modifier)} ${head.replace(/_/g, ' ')}` : Head;
      if (i % 3 === 0) return `${base} ${String.fromCharCode(65 + ((hash(seed) + i) % 4))}`;
      if (i % 3 === 1) return `${nth(COLOURS, seed, i)} ${titleWords(head.replace(/_/g, ' '))}`;
      return `${nth(LOCALES, seed, i, 3)} ${titleWords(head.replace(/_/g, ' '))}`;
    }
    case 'category':
      return nth(CATEGORY_MODIFIERS, seed, i);
    case 'money':
      if (inst) return nth(inst, seed, i);
      return `${head.slice(0, 3).toUpperCase()}-${1001 + i + (hash(seed) % 40) * 10}`;
    case 'event':
      if (inst) return nth(inst, seed, i);
      return `${nth(TIME_MODIFIERS, seed, i)} ${modifier ? `${modifier} ` : ''}${head.replace(/_/g, ' ')}`;
    case 'log':
      return `${nth(TIME_MODIFIERS, seed, i)} ${head.replace(/_/g, ' ')}`;
    default: {
      if (inst) return nth(inst, seed, i);
      return `${nth(ITEM_MODIFIERS, seed, i, 3)} ${modifier ? `${modifier} ` : ''}${head.replace(/_/g, ' ')}`;
    }
  }
}

/** Category values for a category entity: genres of what it classifies, or "<Everyday> <things>". */
export function categoryName(head: string, of: string | undefined, seed: string, i: number): string {
  if (head === 'tag') return nth(INSTANCES.tag, seed, i);
  const genres = of ? GENRES[of] : undefined;
  if (genres && (head === 'genre' || head === 'category' || head === 'style' || head === 'type')) return nth(genres, seed, i);
  if (of) return `${nth(CATEGORY_MODIFIERS, seed, i)} ${plural(of)}`;
  return `${nth(CATEGORY_MODIFIERS, seed, i)} ${head === 'level' || head === 'tier' ? head : 'items'}`;
}

/** What the app is about, in the prompt's own words ("tool library", "rehearsal studio"), if it says. */
export function topicOf(prompt: string): string | undefined {
  const text = prompt.toLowerCase().replace(/[’']/g, "'");
  const STOP = new Set([
    'where',
    'that',
    'which',
    'to',
    'for',
    'with',
    'so',
    'and',
    'or',
    'app',
    'application',
    'system',
    'tracker',
    'platform',
    'website',
    'site',
    'portal',
    'manager',
    'in',
    'of',
    'by',
    'who',
    'we',
    'i',
    'our',
    'my',
    'can',
    'on',
    'at',
  ]);
  const phrase = (rest: string): string | undefined => {
    const ws: string[] = [];
    for (const w of rest.split(/[^a-z'-]+/)) {
      if (!w) continue;
      if (STOP.has(w) || ws.length >= 3) break;
      ws.push(w);
    }
    while (ws.length && /^(?:a|an|the|simple|small|little|new|local|community)$/.test(ws[0]) && ws.length > 1) ws.shift();
    if (!ws.length || /^(?:a|an|the|some|all|every|people|users?|tool|simple|small|way)$/.test(ws[ws.length - 1])) return undefined;
    return ws.join(' ');
  };
  const forOur =
    /\b(?:app|application|system|tool|tracker|platform|website|site|portal|manager)\s+for\s+(?:our|my|a|an|the)\s+([a-z' -]+)/.exec(text);
  if (forOur) {
    const p = phrase(forOur[1]);
    if (p) return p;
  }
  const lead =
    /^\s*(?:(?:please\s+)?(?:build|make|create|design)\s+(?:me\s+|us\s+)?|i\s+(?:want|need)\s+|we\s+(?:want|need)\s+)?(?:a|an|our|my)\s+([a-z' -]+)/.exec(
      text,
    );
  if (lead) {
    const p = phrase(lead[1]);
    if (p && !/(?:ing|s)$/.test(p.split(' ').pop() ?? '')) return p;
  }
  const at = /\b(?:at|in|for|of)\s+(?:our|my|the|a)\s+([a-z' -]+)/.exec(text);
  if (at) return phrase(at[1]);
  return undefined;
}

/** Words the prompt puts right before a head noun ("rehearsal rooms" → rehearsal), if any. */
export function modifierIn(prompt: string, head: string, skip: ReadonlySet<string>): string | undefined {
  const text = prompt.toLowerCase();
  const forms = [head, plural(head)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const re = new RegExp(`\\b([a-z]{3,})\\s+(?:${forms})\\b`, 'g');
  for (const m of text.matchAll(re)) {
    const w = m[1];
    if (skip.has(w) || /(?:ly|ing|ed)$/.test(w)) continue;
    // "reserve tables", "lend tools": a verb before the noun is not part of its name
    const terms = tagTerms(prompt).filter((t) => t.lower === w);
    if (!terms.length || terms.some((t) => t.tags.includes('Verb') || t.tags.includes('Value'))) continue;
    if (
      /^(?:the|and|our|their|your|with|for|book|books|has|have|each|every|some|many|few|all|any|other|new|old|own|per|from|into|like|lend|lends|borrow|track|manage|list|add|offer|request|sign|see|can|may|will|who|that|this|these|those|them|they|its|his|her|where|when|which|about|more|less|most|by|of|to|in|on|at|as|or|an|a)$/.test(
        w,
      )
    )
      continue;
    return w;
  }
  return undefined;
}

/**
 * Examples the prompt gives for a noun ("machines like 3D printers and laser cutters" → 3D printer,
 * Laser cutter): the best names there are, since they are the user's own.
 */
export function examplesIn(prompt: string, head: string): string[] {
  const forms = [head, plural(head)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const re = new RegExp(`\\b(?:${forms})\\s*(?:,\\s*)?(?:\\(|like\\s+|such\\s+as\\s+|e\\.g\\.\\s*|including\\s+)([^.;:()]+)`, 'i');
  const m = re.exec(prompt);
  if (!m) return [];
  const out: string[] = [];
  const parts = m[1].split(/\s*(?:,|\band\b|\bor\b|\/)\s*/).filter((p) => p.trim());
  // "horses (name, breed, date of birth)": a list of fields, not examples of horses
  if (parts.filter((p) => isFieldWord(p)).length * 2 >= parts.length) return [];
  for (const part of parts) {
    const ws = part
      .trim()
      .replace(/^(?:a|an|the|some)\s+/i, '')
      .split(/\s+/)
      .filter(Boolean);
    if (!ws.length || ws.length > 4 || ws.some((w) => /^(?:with|for|that|which|who|where|to|from|by|each|every)$/i.test(w))) break;
    ws[ws.length - 1] = singular(ws[ws.length - 1]);
    const name = ws.join(' ');
    out.push(name.charAt(0).toUpperCase() + name.slice(1));
  }
  return out;
}
