/**
 * Licence and sources: see corpus-e30.ts (Stack Overflow 13957086 and Database Administrators 20858, CC BY-SA 3.0; this
 * file, as far as it quotes them, is shared under the same licence). The requests are, per the edit rule fixed in
 * corpus-blind18.ts's method, the first three list items of each question's cut that name a record, field, status or link
 * its base does not; each opens with a declarative sentence, made an imperative with its own words ("Courses have a name
 * and description." -> "Let courses have a name and description."; "There can be many Leagues." -> "Let there be many
 * Leagues."). The sports league's first list ("Well normalized", "Transactional", ...) names nothing stored.
 *
 * A STUDY batch (x30) of the fourteenth genre (method in corpus-blind18.ts), on the bases e30-church and e30-league (each
 * cut's text before its first list, verbatim). Expectations are what a careful reader expects from the base and the
 * request alone, written before the generator was run on them. Split 'dev'. Same expectation DSL as corpus.ts.
 */

import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';

const x30 = edits('dev', 'x30');

const CHURCH =
  "So I've volunteer to create a Registering system for my local church's education ministry. It should be able to register new students and keep track of their progress. Here are the requirements I've managed to gather:";
const LEAGUE =
  'I need to design a data model for a typical RDBMS that will mimic the structure of your typical sports league. Architecturally my requirements are:';

export const X30_EDIT_CASES: EditCase[] = [
  x30('church-1', CHURCH, 'Let the educational institution offer several courses.', ['+Course']),
  x30('church-2', CHURCH, 'Let courses have a name and description.', ['Course.name|title', 'Course.description:text|string']),
  x30('church-3', CHURCH, 'Let courses be organized in levels. There are several courses per level.', ['+Level', 'Course>Level']),
  x30('league-1', LEAGUE, 'Let there be many Leagues.', ['+League']),
  x30('league-2', LEAGUE, 'Let there exist 1 or more Divisions in a single League.', ['+Division', 'Division>League']),
  x30('league-3', LEAGUE, 'Let there exist 1 or more Conferences in a single Division.', ['+Conference', 'Conference>Division']),
];
