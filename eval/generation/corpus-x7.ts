/**
 * A private check batch of edit prompts written in the sixth generation session before the edit
 * grammar was changed and never tuned against: only its aggregate is read (`--only 'x7-*'`), before
 * and after, to see whether what was learnt from corpus-x6 carries to wordings nobody studied.
 * Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x7 = edits('dev', 'x7');

const DOG_WALKING = 'Dog walking business: owners, dogs and walks. Walks have a date, a duration and a price.';
const BOOK_CLUB = 'A book club: members, books and meetings with a date and a host.';
const HELPDESK = 'IT helpdesk: tickets with a title, a priority (low, medium, high) and a status (open, in progress, closed), raised by employees.';
const TUTORING = 'Tutoring agency with tutors, students and lessons; lessons have a date, a subject and a fee.';
const RENTALS = 'Holiday rentals: properties with a name and nightly rate, and bookings with a check-in date, a check-out date and a guest name.';
const FIVE_A_SIDE = 'Five-a-side football league with teams and players; players have a name and goals.';
const PLUMBER = 'A plumbing business: customers and jobs with a date, a description and a quote amount; invoices for jobs with a due date.';

export const X7_EDIT_CASES: EditCase[] = [
  x7('breed', DOG_WALKING, 'dogs should have a breed and a size (small, medium or large)', ['+Dog.breed', 'Dog.size=small/medium/large']),
  x7('vet-phone', DOG_WALKING, 'Add the vet phone number to each dog, thanks', ['+Dog.vet']),
  x7('rename-walks', DOG_WALKING, 'rename walks to outings and remove the price', ['+Outing', '-Walk', '-Outing.price']),
  x7('walk-dog', DOG_WALKING, 'link every walk to a dog', ['Walk>Dog']),
  x7('todays-walks', DOG_WALKING, "a page with today's walks", ['page~today@today']),
  x7('rating', BOOK_CLUB, 'let members rate books out of 5', ['+Book.rating:rating']),
  x7('genre-enum', BOOK_CLUB, 'books need a genre: fiction, non-fiction, poetry', ['Book.genre=fiction/non_fiction/poetry|fiction/non-fiction/poetry']),
  x7('upcoming-meetings', BOOK_CLUB, 'show upcoming meetings', ['page~upcoming@upcoming']),
  x7('orange', BOOK_CLUB, 'can we make the colours orange?', ['theme=orange']),
  x7('open-tickets', HELPDESK, 'I want a page of open tickets', ['page~open@value']),
  x7('high-priority', HELPDESK, 'high priority tickets page', ['page~high@value']),
  x7('add-category', HELPDESK, 'Add a category to tickets (hardware, software, network)', ['Ticket.category=hardware/software/network']),
  x7('assignee', HELPDESK, 'tickets should be assigned to a technician', ['Ticket>Technician']),
  x7('board', HELPDESK, 'turn the tickets list into a board', ['page~board']),
  x7('dark', HELPDESK, 'Could we have a dark mode?', ['dark']),
  x7('subjects', TUTORING, 'make subject its own entity and link lessons to it', ['+Subject', 'Lesson>Subject']),
  x7('fee-paid', TUTORING, 'add a paid checkbox to lessons', ['+Lesson.paid:bool']),
  x7('this-week', TUTORING, "this week's lessons", ['page~week@week']),
  x7('sort-fee', TUTORING, 'order lessons by fee, highest first', ['sort=Lesson.-fee']),
  x7('cleaning-fee', RENTALS, 'properties need a cleaning fee and a max guests number', ['+Property.cleaning_fee:money', '+Property.guests:count']),
  x7('calendar', RENTALS, 'put bookings on a calendar', ['page~calendar']),
  x7('guests-entity', RENTALS, 'add guests with a name, email and phone and link bookings to guests', ['+Guest', '+Guest.email:email', 'Booking>Guest']),
  x7('top-scorers', FIVE_A_SIDE, 'top scorers page', ['page~top@top:goals']),
  x7('position', FIVE_A_SIDE, 'players should have a position (goalkeeper, defender, midfielder, striker)', [
    'Player.position=goalkeeper/defender/midfielder/striker',
  ]),
  x7('purple', FIVE_A_SIDE, 'change the theme to purple please', ['theme=purple']),
  x7('unpaid-invoices', PLUMBER, 'add a paid field to invoices and a page of unpaid invoices', ['+Invoice.paid:bool', 'page~unpaid@value']),
  x7('overdue', PLUMBER, 'overdue invoices', ['page~overdue@overdue']),
  x7('vague-modern', PLUMBER, 'make it more modern', ['fail']),
  x7('vague-ai', TUTORING, 'add AI', ['fail']),
  x7('partly', BOOK_CLUB, 'add a location to meetings and make members happier', ['fail']),
];
