/**
 * Licence and sources. The bases are the e27 prompts (files and licences in corpus-e27.ts's header). The edits are
 * the statements' follow-ups: for the company exercise (yadnyeshkolte/cdac-dbt, GPL-3.0, a textbook exercise
 * restated there) its last two requirement lines, REWORDED by the writer; for the music database
 * (profdenis/vanier_database, BSD 2-Clause, Copyright (c) 2023, Prof. Denis; conditions and disclaimer as in
 * corpus-e27.ts) its last two requirement lines, VERBATIM; for the travel agency (same repository, French) the
 * first two items of Parts 2 and 3, TRANSLATED by the writer. Quoted or translated items are written "Add the
 * following: <item>", the exercise's own lead-in shortened.
 *
 * A STUDY batch of edit prompts (x27) of the eleventh genre, data-modelling exercises from course material (the
 * held-out h17 is corpus-blind15.ts, whose header gives the method and what was changed after reading results),
 * written by `bld` on 2026-11-30 in the twenty-first generation session, on main e134980, before any rule change of
 * that session, the same way as h17's edits. Expectations were written from the base and the edit alone, before
 * the generator's output was looked at. Studied with `--only 'x27-*' --verbose`; h17's edits measure whether what
 * is learnt carries over. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits, links, linked } from './corpus-dsl.ts';
import { E27_PROMPTS as B } from './corpus-e27.ts';

const x27 = edits('dev', 'x27');


const add = (item: string) => `Add the following: ${item}`;

const WORKS_ON = 'Employee|WorksOn|Assignment|ProjectAssignment|EmployeeProject|ProjectMember|Timesheet';
const WORK = 'Work|Song|Composition|MusicalWork';
const CONCERT = 'Concert|Show|MusicShow|Performance|Gig|Event';
const ACT = 'Act|Artist|Performer|Band';
const TRIP = 'Trip|Tour|Journey|Travel|Package';
const CUSTOMER = 'Customer|Client|Traveler|Traveller';
const PROVIDER = 'Provider|Supplier|Partner|ServiceProvider|Vendor';

export const X27_EDIT_CASES: EditCase[] = [
  // Company (cdac-dbt Case 3, reworded)
  x27(
    'company-hours-supervisor',
    B.company,
    "Record the number of hours per week each employee works on each project, and each employee's immediate supervisor.",
    [`${WORKS_ON}.hours|hours_per_week|weekly_hours:number|count`, 'Employee.supervisor|manager|reports_to'],
  ),
  x27(
    'company-dependents',
    B.company,
    "Track each employee's dependents for health insurance: dependent name, birth date and relationship to the employee.",
    [
      '+Dependent',
      'Dependent>Employee',
      'Dependent.name',
      'Dependent.birth|birthdate|birth_date|date_of_birth|dob:date',
      'Dependent.relationship|relation|relationship_to_employee',
    ],
  ),
  // Music copyrights (vanier doc/inclass/music.md, its last two lines)
  x27('music-work-details', B.music, add('A work has a title, duration and description.'), [
    `${WORK}.title|name`,
    `${WORK}.duration|length|runtime`,
    `${WORK}.description:text|string`,
  ]),
  x27('music-performances', B.music, add('Works get performed at concerts (or music shows) by an act.'), [
    `+${CONCERT}`,
    `+${ACT}`,
    linked(CONCERT, WORK),
    linked(CONCERT, ACT),
  ]),
  // Travel agency (vanier 05-voyages.md, translated: Parts 2 and 3, first two items each)
  x27(
    'travel-providers',
    B.travel,
    add(
      'The agency works with different providers: airlines, hotels and car rental companies. Each provider has a name, an address and a contact number.',
    ),
    [`+${PROVIDER}`, `${PROVIDER}.name`, `${PROVIDER}.address`, `${PROVIDER}.contact|phone|contact_number`],
  ),
  x27(
    'travel-components',
    B.travel,
    add(
      'A trip can include flights, hotel stays and car rentals. Each of these has its own characteristics (flight number, room type, car category, etc.).',
    ),
    ['+Flight', '+HotelStay|Stay|Accommodation|Hotel|HotelBooking', '+CarRental|Rental|CarHire', 'Flight.flight_number|number'],
  ),
  x27(
    'travel-reviews',
    B.travel,
    add(
      'The agency wants to set up a review system. Customers can leave reviews on the trips they have taken, with a rating (from 1 to 5 stars) and a comment.',
    ),
    ['+Review', links('Review', TRIP), links('Review', CUSTOMER), 'Review.rating|stars:rating|count|number', 'Review.comment:text|string'],
  ),
  x27(
    'travel-loyalty',
    B.travel,
    add(
      "The agency offers a loyalty programme. Customers can earn points for each trip booked, based on the trip's price. These points can be exchanged for discounts on future trips.",
    ),
    [`${CUSTOMER}|LoyaltyAccount|LoyaltyMember|Membership|LoyaltyProgram|LoyaltyPoints.points|loyalty_points|balance:count|number`],
  ),
];
