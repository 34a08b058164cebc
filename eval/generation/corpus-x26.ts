/**
 * Licence and sources. The bases are the e26 prompts (each app's one-line self-description; files and licences in
 * corpus-e26.ts's header). The requests are NOT quoted: each is a feature request from the app's GitHub issue
 * tracker, reworded by the writer as the one-sentence instruction its author would type into an app builder,
 * keeping the requester's own words for the things they name (and, where short, the thread's title); each thread
 * is credited by its URL beside its row.
 *
 * A STUDY batch of edit prompts (x26) of the tenth genre, feature requests from the issue trackers of open-source
 * self-hosted apps (the held-out h16 is corpus-blind14.ts, whose header gives the method, the search order, the
 * selection rule and what was left out), written by `bld` on 2026-11-29 in the twentieth generation session, on
 * main 518a2a4, before any rule change of that session, the same way as h16's edits: the kept requests of the four
 * e26 apps (Mealie, Snipe-IT, Vikunja, Wallos; none is an h16 app), at most three per app, in search order.
 * Expectations were written from the base and the request alone, before the generator's output was looked at.
 * Studied with `--only 'x26-*' --verbose`; h16's edits measure whether what is learnt carries over. Same
 * expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits, links } from './corpus-dsl.ts';
import { E26_PROMPTS as B } from './corpus-e26.ts';

const x26 = edits('dev', 'x26');


const MEAL_PLAN = 'MealPlan|Meal|PlannedMeal|MealPlanEntry|MealPlanItem|Plan|MealPlanRecipe';
const ASSET = 'Asset|ItAsset|Hardware|Equipment|Device';
const ASSET_REQUEST = 'AssetRequest|Request|RequestedAsset|Checkout|CheckoutRequest|Reservation|Booking';
const TODO = 'Task|Todo|TodoItem';
const TIMER = 'TimeEntry|TimeLog|TimeRecord|TimeTracking|Timer|TimerSession|TrackedTime|WorkLog';
const PRICE_HISTORY = 'PriceHistory|PriceChange|Price|SubscriptionPrice|PriceRecord|PriceHistoryEntry|PriceLog';

export const X26_EDIT_CASES: EditCase[] = [
  // Mealie
  x26(
    'mealie-multiple-recipes', // https://github.com/mealie-recipes/mealie/issues/20
    B.mealie,
    'Let me select multiple recipes for a given day in a meal plan, for example a side dish and a main course.',
    [`+${MEAL_PLAN}`, links(MEAL_PLAN, 'Recipe')],
  ),
  x26(
    'mealie-recipe-url', // https://github.com/mealie-recipes/mealie/issues/118
    B.mealie,
    'Add a field for the URL when manually adding a recipe.',
    ['Recipe.url|source_url|link|source:url'],
  ),
  // Snipe-IT
  x26(
    'snipe-required-fields', // https://github.com/grokability/snipe-it/issues/15899
    B.snipeit,
    'When creating an asset, require it to have a name and a location, like the status, model and asset tag.',
    ['req=Asset.name', 'req=Asset.location'],
  ),
  x26(
    'snipe-forced-fields', // https://github.com/grokability/snipe-it/issues/3154
    B.snipeit,
    'Make the supplier and purchase cost fields required when creating a new asset.',
    ['req=Asset.supplier', 'req=Asset.purchase_cost|cost'],
  ),
  x26(
    'snipe-request-note', // https://github.com/grokability/snipe-it/issues/7759
    B.snipeit,
    'When users request an asset, add a mandatory note field for the purpose of use and a duration field for how long they need it.',
    [`+${ASSET_REQUEST}`, links(ASSET_REQUEST, ASSET), `${ASSET_REQUEST}.note|purpose:text|string`, `${ASSET_REQUEST}.duration|days|period`],
  ),
  // Vikunja
  x26(
    'vikunja-time-tracking', // https://github.com/go-vikunja/frontend/issues/115
    B.vikunja,
    'Add time tracking: a button within each task that starts a timer and shows how much time has elapsed below the task.',
    [`${TODO}|${TIMER}.elapsed|time_spent|duration|tracked|started|start`],
  ),
  // Wallos
  x26(
    'wallos-lifetime', // https://github.com/ellite/Wallos/issues/535
    B.wallos,
    'Support lifetime subscriptions: a one-time purchase I still want to keep with my other subscriptions.',
    ['Subscription.lifetime|one_time|cycle|billing_cycle|frequency|period|type|billing'],
  ),
  x26(
    'wallos-mark-paid', // https://github.com/ellite/Wallos/issues/962
    B.wallos,
    'Add a manual "Mark as Paid" option next to each subscription for the current billing cycle, reset when the next cycle begins.',
    ['Subscription|Payment.paid|is_paid|status'],
  ),
  x26(
    'wallos-price-history', // https://github.com/ellite/Wallos/issues/351
    B.wallos,
    'Track subscription prices over time: keep each price a subscription has had and the date it changed.',
    [`+${PRICE_HISTORY}`, links(PRICE_HISTORY, 'Subscription'), `${PRICE_HISTORY}.price|amount|cost:money`, `${PRICE_HISTORY}.date|changed|effective|changed_on|changed_at:date|datetime`],
  ),
];
