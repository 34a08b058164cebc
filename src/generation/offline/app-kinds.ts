/**
 * Kinds of app that people name instead of their records: "a forum", "collab calendar", "an online
 * shop", "Journaling". Such a prompt says what the app is, and everyone knows what it keeps (a forum
 * keeps threads and their posts), but no reader finds a record in it, so it used to be refused as vague.
 * Each kind carries a plain sentence saying what such an app keeps, read by the same readers as any
 * prompt in place of the kind's name. It is used when the prompt names no record, or only the kind's own
 * words ("message boards" read as a Board), and the result says so.
 */
import { singular } from './nlp.ts';

/** `phrase`: how the prompt named the kind ("Message boards"); `said`: its words, singular (message, board). */
export type AppKind = { name: string; keeps: string; phrase: string; said: string[] };

/** [the words that name the kind (singular; the plural is matched too), what such an app keeps]. */
const KINDS: Array<[string[], string]> = [
  [
    ['forum', 'message board', 'discussion board', 'bulletin board'],
    'Track threads (title, author) and posts (body, author), each post in a thread.',
  ],
  [['q&a', 'stack overflow', 'question and answer site'], 'Questions (title, body) and answers (body); each answer belongs to a question.'],
  [['calendar', 'agenda'], 'Keep events with a title, a start time, an end time and a location.'],
  [['journal', 'diary', 'journaling'], 'Journal entries (date, title, text).'],
  [['shopping cart', 'cart'], 'Products (name, price) and carts (owner name); cart items (product, quantity) each belong to a cart.'],
  [['shopping list', 'grocery list', 'packing list'], 'Items (name, quantity, is bought).'],
  [['checklist', 'check list'], 'Items (title, is done).'],
  [
    ['online shop', 'online store', 'webshop', 'web shop', 'e-commerce', 'ecommerce', 'shop', 'store'],
    'Products (name, price, photo) and orders (customer name, date, status) with order items (product, quantity).',
  ],
  [['marketplace'], 'Items (title, price, photo) listed by sellers, and orders (buyer name, date) for items.'],
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
  [['ticketing'], 'Events (title, date) and tickets (attendee name, price); each ticket is for an event.'],
  [['reading list'], 'Keep books with a title, an author and a status (to read, reading, read).'],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = KINDS.map(([names, keeps]) => ({
  name: names[0],
  keeps,
  pattern: new RegExp(`(?<![\\w-])(?:${names.map((n) => `${escapeRegExp(n)}(?:e?s)?`).join('|')})(?![\\w-])`, 'i'),
}));

/** The kind of app the text names first, if any. */
export function appKindIn(text: string): AppKind | undefined {
  let best: { kind: AppKind; at: number; length: number } | undefined;
  for (const p of PATTERNS) {
    const m = p.pattern.exec(text);
    // the earliest mention wins; at the same place the longer name ("shopping cart" over "cart")
    if (m && (!best || m.index < best.at || (m.index === best.at && m[0].length > best.length)))
      best = {
        kind: {
          name: p.name,
          keeps: p.keeps,
          phrase: m[0],
          said: m[0]
            .toLowerCase()
            .split(/[^a-z&]+/)
            .filter(Boolean)
            .map(singular),
        },
        at: m.index,
        length: m[0].length,
      };
  }
  return best?.kind;
}
