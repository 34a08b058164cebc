/**
 * The lead's study batch (w4) of the thirteenth generation session (2026-11-29, on main d19e6ab), written
 * before any rule change of that session. Its genre is the user story, as beginner project lists and
 * product backlogs write them: a title, a line on what the app is for, then "User can …" lines that
 * mostly say what the person sees and clicks ("User can see an input field where …", "by pressing a
 * button"). The held-out h9 (corpus-blind7.ts) takes its prompts from two such public lists verbatim;
 * these are the lead's own, in other domains, so what is learnt here is measured there unseen.
 * Expectations are what a careful reader expects; misses are read while tuning. Same DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const W4_CREATE_CASES: CreateCase[] = [
  dev(
    'w4-habits',
    'Habit Tracker. A simple app where a user keeps track of the habits he wants to build. User Stories: User can see an input field where he can type the name of a new habit. User can click a button to check off a habit for today. User can see a calendar view with the days each habit was done. User can delete a habit by pressing on a button.',
    { Habit: 'name', '?CheckIn|Completion|Log|Entry|Day': '>Habit, date|day:date' },
  ),
  dev(
    'w4-reading-list',
    'Reading List App. The user can save books he wants to read. User Stories: User can search for a book by title using a search box. User can click on a book in the results to add it to his reading list. User can see the cover, title and author of each saved book. User can mark a book as finished. Bonus features: User can give each finished book a rating from 1 to 5.',
    { Book: 'title, author, cover:image|url, finished:bool, rating:rating|count|number', '?ReadingList|List': '' },
  ),
  dev(
    'w4-gifts',
    'Gift Planner. User can enter the people he buys gifts for, with their birthday. User can add gift ideas for each person with a price and a link. User can see a dropdown with all the people and choose one to see only his gift ideas. User can check a checkbox when a gift is bought.',
    { Person: 'name, birthday:date', 'GiftIdea|Gift|Idea': '>Person, price:money, link:url, bought:bool' },
  ),
  dev(
    'w4-workout-log',
    'Workout Log. Description: an app to write down every workout. User Stories: - User can pick an exercise from a dropdown list - User can enter the number of sets, reps and the weight lifted - User can see a table with all workouts of the current week - User can add new exercises to the dropdown',
    { Exercise: 'name', 'Workout|Set|Entry|Log': '>Exercise, sets:count|number, reps:count|number, weight:number' },
  ),
  dev(
    'w4-potluck',
    'Potluck Organizer. Guests sign up to bring a dish. User Stories: User can create a potluck with a date and a place. User can share a link so guests can join. Guest can add the dish he will bring and tick whether it is vegetarian. User can see a list of all dishes grouped by course (starter, main, dessert).',
    {
      Potluck: 'date:date|datetime, place|location',
      Dish: '>Potluck, >Guest, vegetarian:bool, course:enum',
      '?Guest': 'name',
    },
  ),
  dev(
    'w4-bug-tracker',
    'Bug Tracker. A small team can report bugs in their projects. User Stories: User can create a project. User can report a bug with a title, steps to reproduce and a severity (low, medium, high, critical). User can assign a bug to a team member. User can change the status of a bug from open to in progress to fixed. User can filter bugs by status using tabs at the top of the page.',
    {
      Project: 'name',
      Bug: '>Project, title, steps:text, severity=low/medium/high/critical, status:enum, >Member|TeamMember|User',
      '?Member|TeamMember|User': 'name',
    },
  ),
  dev(
    'w4-plant-care',
    'Plant Care Reminder. User Stories: User can add a plant with a photo, its name and how often it needs watering (in days). User can press a "Watered" button on a plant card to record a watering with today\'s date. User can see which plants are due for watering today at the top of the screen. Bonus: User can add notes to a plant.',
    {
      Plant: 'name, photo:image, frequency|interval|every|watering:count|number, notes:text',
      'Watering|WateringLog': '>Plant, date:date',
    },
  ),
  dev(
    'w4-classroom-quiz',
    'Classroom Quiz. Teacher can create a quiz with a title. Teacher can add questions to a quiz, each with four answers and the correct one. Student can take a quiz and see his score at the end. Teacher can see the scores of all students in a table.',
    {
      Quiz: 'title',
      Question: '>Quiz, text|question',
      '?Answer|Option|Choice': '>Question',
      'Attempt|Result|Submission|Score': '>Quiz, >Student, score:number|count',
      Student: 'name',
      '?Teacher': 'name',
    },
  ),
  dev(
    'w4-expense-split',
    'Trip Expense Splitter. As a traveller, I want to create a trip and invite my friends so that we can track shared costs. As a traveller, I want to add an expense with the amount, who paid and a short description. As a traveller, I want to see how much each friend owes at the end of the trip.',
    {
      Trip: 'name',
      Expense: '>Trip, amount:money, description, paid|payer>Friend|Traveller|Member|Participant',
      'Friend|Traveller|Member|Participant': 'name',
    },
  ),
  dev(
    'w4-recipe-box',
    'Recipe Box. User Stories: User can see a list of recipe names. User can click a recipe name to see its ingredients and directions. User can add a new recipe using a modal with inputs for the name, the ingredients and the directions. User can edit or delete a recipe. Bonus features: User can upload a photo of the dish. User can tag recipes (vegan, quick, dessert).',
    { Recipe: 'name, ingredients:text, directions|instructions:text, photo:image, tags' },
  ),
  dev(
    'w4-lost-found',
    'Lost and Found Board for a school. User Stories: Student can post a found item with a photo, a description and the place where it was found. Student can browse found items by category (clothing, electronics, books, other). Student can claim an item by sending a message to the office. Admin can mark an item as returned.',
    {
      'Item|FoundItem': 'photo:image, description, place|location, category=clothing/electronics/books/other, returned:bool',
      '?Claim|Message': '>Item',
      '?Student': 'name',
    },
  ),
  dev(
    'w4-band-setlist',
    'Setlist Manager. A band keeps its songs and the setlists for each gig. User can add a song with its title, key and length in minutes. User can create a gig with a venue and a date. User can drag songs into the setlist of a gig and change their order. User can print the setlist.',
    {
      Song: 'title, key, length|duration|minutes:count|number',
      Gig: 'venue, date:date|datetime',
      'SetlistItem|SetlistEntry|Setlist|Slot': '>Song, >Gig, order|position:count|number',
    },
  ),
];
