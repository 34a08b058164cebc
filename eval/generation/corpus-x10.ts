/**
 * A study batch of edit prompts written in the eighth generation session together with corpus-x11,
 * before the edit grammar was changed: its misses are read and learnt from (`--only 'x10-*' --verbose`).
 * Domains no earlier edit batch uses, worded as people type them (lowercase, run-on, fragments, several
 * requests in one line). Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x10 = edits('dev', 'x10');

const APIARY = 'Beekeeping log: hives with a name, a location and a queen colour, and inspections with a date, the temper of the bees and notes.';
const BREWERY =
  'Microbrewery: beers with a name, a style and an ABV, and brew batches with a brew date, a volume in litres and a status (fermenting, conditioning, packaged).';
const WEDDING =
  'Wedding planner: couples with names and a wedding date, vendors with a name, a category and a phone, and payments with an amount and a due date.';
const PODCAST = 'Podcast production: episodes with a title, a publish date and a duration, and guests with a name and an email.';
const CAMPSITE =
  'Campsite bookings: pitches with a number and a type (tent, caravan, cabin), and stays with an arrival date, a departure date and a guest name.';
const ESCAPE = 'Escape room business: rooms with a name and a difficulty, and bookings with a date, a team name and the number of players.';
const PHOTO = 'Photography studio: clients with a name and an email, and shoots with a date, a location and a package (mini, standard, full day).';

export const X10_EDIT_CASES: EditCase[] = [
  // ---- fields, types and values
  x10('frames-queen', APIARY, 'add a frame count and a "queen seen" yes/no to inspections', ['+Inspection.frame|frames:count|number', '+Inspection.queen_seen:bool']),
  x10('ibu-notes', BREWERY, 'Beers need an IBU and a tasting notes field', ['+Beer.ibu:number|count', '+Beer.tasting_notes|notes']),
  x10('budget', WEDDING, 'add a budget to couples', ['+Couple.budget:money']),
  x10('episode-number', PODCAST, 'give episodes an episode number and an audio link', ['+Episode.episode_number|number:count|number', '+Episode.audio|audio_link:url']),
  x10('guests-paid', CAMPSITE, 'stays should have number of adults and whether they paid', ['+Stay.adults:count|number', '+Stay.paid:bool']),
  x10('heading-escaped', ESCAPE, 'bookings: add a finish time and whether they escaped', ['+Booking.finish|finish_time', '+Booking.escaped:bool']),
  x10('shoot-type', PHOTO, 'add a shoot type to shoots (wedding, portrait, product, event)', ['Shoot.type|shoot_type=wedding/portrait/product/event']),
  x10('trailing-colour', BREWERY, 'Add a hop variety to beers and a colour', ['+Beer.hop|hop_variety', '+Beer.colour|color']),
  x10('status-no-verb', PODCAST, 'episode status: draft, recorded, edited, published', ['Episode.status=draft/recorded/edited/published']),
  x10('website-deposit', WEDDING, 'vendors need a website and a deposit paid checkbox', ['+Vendor.website:url', '+Vendor.deposit_paid|deposit:bool']),
  // ---- several clauses
  x10('hookup-remove', CAMPSITE, 'add an electric hookup yes/no to pitches and remove guest name from stays', [
    '+Pitch.electric|hookup|electric_hookup:bool',
    '-Stay.guest_name',
  ]),
  x10('three-clauses', ESCAPE, 'remove difficulty from rooms, add a max players number, and rename bookings to sessions', [
    '-Room.difficulty',
    '+Room.max_players:count|number',
    '+Session',
    '-Booking',
  ]),
  x10('phone-price-orange', PHOTO, 'add a phone to clients and a price to shoots, then make the app orange', ['+Client.phone', '+Shoot.price:money', 'theme=orange']),
  // ---- new entities
  x10('harvests', APIARY, 'add harvests with a date, the weight of honey in kg and which hive it came from', [
    '+Harvest',
    '+Harvest.date:date',
    '+Harvest.weight:number',
    'Harvest>Hive',
  ]),
  x10('ingredients', BREWERY, 'I want to track ingredients - name, supplier and cost per kg', ['+Ingredient', '+Ingredient.supplier', '+Ingredient.cost:money']),
  x10('guests', WEDDING, 'add guests (name, rsvp status, dietary needs, table number) for each couple', [
    '+Guest',
    '+Guest.rsvp|rsvp_status',
    '+Guest.table|table_number:count|number',
    'Guest>Couple',
  ]),
  x10('sponsors', PODCAST, 'add sponsors with a company name and a monthly fee, and ad reads that link a sponsor to an episode', [
    '+Sponsor',
    '+Sponsor.fee|monthly_fee:money',
    '+AdRead|Read|Ad',
    'AdRead>Sponsor|Read>Sponsor|Ad>Sponsor',
    'AdRead>Episode|Read>Episode|Ad>Episode',
  ]),
  // ---- relations
  x10('guests-episodes', PODCAST, 'guests can appear on many episodes and episodes can have several guests', ['Episode>Guest|Guest>Episode']),
  x10('season', PODCAST, 'every episode belongs to a season', ['+Season', 'Episode>Season']),
  x10('vendor-couples', WEDDING, 'a vendor can work for many couples', ['Vendor>Couple|Couple>Vendor']),
  x10('stay-pitch', CAMPSITE, 'link stays to a pitch', ['Stay>Pitch']),
  // ---- pages by purpose
  x10('overdue-payments', WEDDING, 'an overdue payments page', ['page~overdue@overdue']),
  x10('todays-arrivals', CAMPSITE, "a page with today's arrivals", ['page~today|arrival@today']),
  x10('shoots-coming-up', PHOTO, "I'd like a page showing shoots coming up", ['page~upcoming|coming@upcoming']),
  x10('unpaid-no-field', WEDDING, 'a page showing unpaid payments', ['+Payment.paid:bool', 'page~unpaid']),
  x10('still-fermenting', BREWERY, 'page listing batches that are still fermenting', ['page~ferment@value']),
  x10('home-bookings', ESCAPE, 'make the bookings list the home page', ['home~booking']),
  x10('home-payments', WEDDING, 'home page should be the payments list', ['home~payment']),
  x10('default-filter', BREWERY, 'by default the batches list should only show fermenting batches', ['default=BrewBatch.status=fermenting']),
  // ---- renames
  x10('rename-hives', APIARY, 'rename hives to colonies', ['+Colony', '-Hive']),
  x10('app-name', ESCAPE, 'call the app Locked In', ['name=Locked In']),
  x10('field-rename', PHOTO, 'change the location field on shoots to venue', ['+Shoot.venue', '-Shoot.location']),
  // ---- theme, layout, sort
  x10('yellow', APIARY, 'make it yellow please', ['theme=yellow|amber']),
  x10('dark-orange', PODCAST, 'can we have a dark theme with orange accents', ['dark', 'theme=orange']),
  x10('calendar', PHOTO, 'show the shoots on a calendar', ['page~calendar']),
  x10('sort-arrival', CAMPSITE, 'sort stays by arrival date, soonest first', ['sort=Stay.arrival']),
  // ---- refusals
  x10('vague-taste', BREWERY, 'make the beer taste better', ['fail']),
  x10('partly-email', ESCAPE, 'add a hint counter to bookings and email the team a photo afterwards', ['fail']),
];
