/**
 * A STUDY batch of edit prompts (x20) in the genre of the held-out h10 (hackathon app ideas), written by
 * the blind writer (`bld`) in the fourteenth generation session (2026-11-29) on main 7f7ebd4, the same
 * way as h10's edits: the base app is the title and first sentence of one of the 10 refine ideas of e20
 * (refinedev/refine, hackathon/hackathon-app-ideas.md, MIT licence, file version of commit 9e6ffec;
 * ideas 5, 10, …, 50, none of them in h10), verbatim; the request is one of that idea's listed
 * features, minimally reworded as "Add …". Expectations were written from the base and the request
 * alone, before the generator's output was looked at. Studied with `--only 'x20-*' --verbose`; h10's
 * edits measure whether what is learnt carries over. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits, links } from './corpus-dsl.ts';

const x20 = edits('dev', 'x20');


// the bases: an idea's title and first sentence, verbatim
const CRAFTS = 'E-commerce Store for Handmade Crafts: Artists can sell their handmade crafts to buyers.';
const CHAT = 'Real-time Chat Application: Users can send and receive messages in real time.';
const FREELANCE = 'Freelancer Marketplace: Freelancers can create profiles and bid on jobs, and clients can post jobs and hire freelancers.';
const CMS = 'Content Management System for Bloggers: Bloggers can write and publish their blog posts.';
const LENDING = 'Peer-to-Peer Lending Platform: Users can lend or borrow money directly with each other.';
const PLANTS = 'Plant Care Management App: Users can keep track of watering, fertilizing, and other care activities for their plants.';
const TRAVEL = 'Travel Planning Platform: Users can plan their trips by searching for flights, accommodations, and attractions.';
const RECIPES = 'Recipe Sharing Platform: Users can share and find recipes.';
const WORKOUTS = 'Workout Planning App: Users can plan and track their workouts.';
const DIY = 'DIY Project Planning App: Users can plan DIY projects and keep track of materials and steps.';

const CRAFT = 'Product|Craft|Listing|Item|HandmadeCraft';
const CHATS = 'Chat|Conversation|Room|Group|Channel|GroupChat';
const FORUM = 'Post|ForumPost|Thread|Topic|Discussion|Forum';
const DIY_PROJECT = 'Project|DiyProject';

export const X20_EDIT_CASES: EditCase[] = [
  x20('craft-listings', CRAFTS, 'Add product listings with images and descriptions.', [`${CRAFT}.image|photo|picture|images:image`, `${CRAFT}.description:text`]),
  x20('craft-reviews', CRAFTS, 'Add user reviews and ratings.', ['+Review|Rating', links('Review|Rating', `${CRAFT}|Artist|Seller`)]),
  x20('group-chats', CHAT, 'Add private and group chats.', [`+${CHATS}`, links('Message', CHATS)]),
  x20('freelance-reviews', FREELANCE, 'Add a rating and review system.', ['+Review|Rating', 'Review|Rating.rating:rating']),
  x20('freelance-payments', FREELANCE, 'Add a secure payment system.', ['+Payment', 'Payment.amount:money']),
  x20('post-scheduling', CMS, 'Add post scheduling.', ['Post|BlogPost|Article.publish_at|scheduled|scheduled_at|scheduled_for|publish_date|publish_on:datetime|date']),
  x20('loan-agreements', LENDING, 'Add loan agreement creation.', ['+Agreement|LoanAgreement|Contract|Loan']),
  x20('lending-reviews', LENDING, 'Add a rating and review system.', ['+Review|Rating']),
  x20('care-instructions', PLANTS, 'Add plant profiles with care instructions.', ['Plant.care_instructions|instructions|care']),
  x20('care-reminders', PLANTS, 'Add reminders for care activities.', ['+Reminder|CareReminder|Schedule']),
  x20('plant-forum', PLANTS, 'Add a forum for plant-related discussions.', [`+${FORUM}`]),
  x20('itinerary', TRAVEL, 'Add an itinerary builder.', ['+Itinerary|ItineraryItem|ItineraryEntry|Stop|Day']),
  x20('travel-reviews', TRAVEL, 'Add user reviews.', ['+Review']),
  x20('recipe-categories', RECIPES, 'Add recipe categories.', ['Recipe.category']),
  x20('shopping-list', RECIPES, 'Add a shopping list creator based on chosen recipes.', ['+ShoppingList|ShoppingListItem|ShoppingItem|GroceryItem']),
  x20('exercise-instructions', WORKOUTS, 'Add exercise instructions.', ['+Exercise', 'Exercise.instructions|instruction|description']),
  x20('workout-plans', WORKOUTS, 'Add workout plans.', ['+Plan|WorkoutPlan']),
  x20('project-templates', DIY, 'Add project templates.', ['+Template|ProjectTemplate']),
  x20('diy-progress', DIY, 'Add progress tracking.', [`${DIY_PROJECT}.progress|status|completed|done`]),
  x20('diy-forum', DIY, 'Add a forum for DIY discussions.', [`+${FORUM}`]),
];
