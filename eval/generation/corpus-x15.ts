/**
 * A PRIVATE check batch of edit prompts written in the tenth generation session together with
 * corpus-x14, before the edit grammar was changed, and never tuned against: only its aggregate is read
 * (`--only 'x15-*'`, never `--verbose`), before and after, to see whether what was learnt from
 * corpus-x14 carries to wordings nobody studied. Bases of its own (sport, clubs, arts, faith groups,
 * charities, hobbies). Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x15 = edits('dev', 'x15');

const TT = 'Table tennis league: teams with a name and a home venue, players with a name and a rating, and fixtures with a date, a home team, an away team and a score.';
const ZEN =
  'Buddhist meditation centre: members with a name, an email and a membership start date, sittings with a date, a time and a leader, and retreats with a title, a start date, an end date and a price.';
const DANCE =
  'Street dance crew: dancers with a name, a style and an instagram handle, routines with a name, a song and a length, and battles with a date, a city and a result.';
const PERIOD =
  'Period poverty charity: drop points with a name, an address and an opening time, packs with a size and a quantity in stock, and deliveries with a date and a number of packs.';
const ROCKS = 'Lapidary club: stones with a name, a type, a weight and where found, members with a name and a phone, and workshop nights with a date and a topic.';
const KITES =
  'Kite flying society: kites with a name, a wingspan and a line length, flying days with a date, a beach and a wind speed, and members with a name and an email.';
const TRAIL =
  'Open studios art trail: artists with a name, a medium and a website, studios with an address and opening hours, and visitors with a name, an email and a visit date.';

export const X15_EDIT_CASES: EditCase[] = [
  x15('tt-dob', TT, 'players: add date of birth and a handedness (left, right)', ['+Player.date_of_birth|birth|dob:date', 'Player.handedness|hand=left/right']),
  x15('tt-teams-link', TT, 'fixtures should link to the teams properly instead of typing them in', ['Fixture>Team']),
  x15('tt-rating', TT, 'sort players by rating, best at top', ['sort=Player.-rating']),
  x15('tt-cup', TT, "We're adding a cup competition. add cup rounds with a name and a date, and fixtures can belong to a round", [
    '+CupRound|Round',
    '+CupRound|Round.date:date',
    'Fixture>CupRound|Fixture>Round',
  ]),
  x15('tt-captain', TT, 'on the teams page add a captain (one of the players) and a division', ['Team>Player', '+Team.division']),
  x15('zn-teacher', ZEN, 'sittings - take leader off and add a teacher who is one of the members', ['-Sitting.leader', 'Sitting>Member']),
  x15('zn-capacity', ZEN, 'retreats need a capacity, and members book onto retreats', ['+Retreat.capacity:count|number', 'Retreat>Member|Member>Retreat']),
  x15('zn-coming-up', ZEN, 'could we have a page of retreats coming up', ['page~upcoming|coming|retreat|soon']),
  x15('zn-friends', ZEN, 'please change the word members to friends everywhere', ['+Friend', '-Member']),
  x15('zn-calm', ZEN, 'make it calm - a soft blue or teal colour', ['theme=blue|teal|sky|cyan']),
  x15('dc-level', DANCE, 'dancers should have a phone and a level (beginner, intermediate, pro). thanks!!', ['+Dancer.phone', 'Dancer.level=beginner/intermediate/pro']),
  x15('dc-which', DANCE, 'routines: i want to know which dancers are in which routine', ['Routine>Dancer|Dancer>Routine']),
  x15('dc-sort', DANCE, 'the battles list - sort by date please, soonest first', ['sort=Battle.date']),
  x15('dc-delete', DANCE, 'delete the instagram handle from dancers, we dont use it', ['-Dancer.instagram|instagram_handle']),
  x15('dc-result', DANCE, 'result on battles should be 1st, 2nd, 3rd or out', ['Battle.result=1st/2nd/3rd/out']),
  x15('pp-connect', PERIOD, 'deliveries go to a drop point, please connect them', ['Delivery>DropPoint|Delivery>Point']),
  x15('pp-reorder', PERIOD, 'packs: add a reorder level. and a page of packs that are low on stock', ['+Pack.reorder|reorder_level:count|number', 'page~low|stock|reorder']),
  x15('pp-volunteers', PERIOD, 'add volunteers (name, phone, has a car yes/no) who do the deliveries', [
    '+Volunteer',
    '+Volunteer.phone',
    '+Volunteer.car|has_car:bool',
    'Delivery>Volunteer',
  ]),
  x15('pp-contact', PERIOD, 'drop points need a contact person and their email', ['+DropPoint|Point.contact|contact_person', '+DropPoint|Point.email:email']),
  x15('pp-fail', PERIOD, 'email the drop points every monday with the stock levels', ['fail']),
  x15('lp-type', ROCKS, 'stones: the type should be a choice - agate, jasper, quartz, other. and remove weight', ['Stone.type=agate/jasper/quartz/other', '-Stone.weight']),
  x15('lp-location', ROCKS, 'the "where found" bit should be called location', ['+Stone.location']),
  x15('lp-owner', ROCKS, 'each stone is owned by a member', ['Stone>Member']),
  x15('lp-photo', ROCKS, 'add a photo of each stone please', ['+Stone.photo|image|picture:image']),
  x15('lp-max', ROCKS, 'workshop nights: add the max number of people', ['+WorkshopNight|Workshop|Night.max|capacity|max_people:count|number']),
  x15('kt-type', KITES, 'kites: add a type (delta, box, foil, diamond) and a colour', ['Kite.type=delta/box/foil/diamond', '+Kite.colour|color']),
  x15('kt-sort', KITES, 'flying days are on the second page right? sort them newest first', ['sort=FlyingDay.-date']),
  x15('kt-link', KITES, 'people bring several kites to each flying day, so link kites to flying days', ['Kite>FlyingDay|FlyingDay>Kite']),
  x15('kt-wind', KITES, 'wind speed should be a number in mph', ['+FlyingDay.wind|wind_speed:number|count']),
  x15('at-bio', TRAIL, 'artists: add a bio and a price range. studios: add wheelchair access y/n', [
    '+Artist.bio',
    '+Artist.price|price_range',
    '+Studio.wheelchair|wheelchair_access|access:bool',
  ]),
  x15('at-hosts', TRAIL, 'each studio hosts a few artists', ['Artist>Studio|Studio>Artist']),
  x15('at-visited', TRAIL, 'visitors should pick which studio they visited', ['Visitor>Studio']),
  x15('at-email-first', TRAIL, 'make the visitor email required and put it before the name', ['req=Visitor.email', 'order=Visitor.email<name']),
];
