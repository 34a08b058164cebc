/**
 * Licence and sources. Two database-design questions, quoted from the question's body only (never an answer), as stored
 * in the search tool's `pages` corpus; Stack Exchange posts are licensed under CC BY-SA 3.0
 * (https://creativecommons.org/licenses/by-sa/3.0/) for posts from 2011-04-08 to 2018-05-01
 * (https://stackoverflow.com/help/licensing), and this file, as far as it quotes them, is shared under the same licence:
 *   https://stackoverflow.com/questions/13957086 ("Database design decision - translating requirements to relational
 *     models", asker ecr, 2012-12; CC BY-SA 3.0), read in the Kiwix copy kiwix.lema.org/stackoverflow.com_en_all_2023-11/
 *     questions/13957086/database-design-decision-translating-requirements-to-relational-models
 *   https://dba.stackexchange.com/questions/20858 ("Help with good RDBMS transactional schema design that mimicks a sports
 *     league", 2012; CC BY-SA 3.0)
 *
 * A STUDY batch (e30) of the fourteenth genre, database-design questions on Stack Overflow and the Stack Exchange sites (the
 * held-out h20 is corpus-blind18.ts, whose header gives the method, the five search rounds, the selection rule, the cut,
 * the interpretations and what was left out), written by `bld` on 2026-11-30 in the twenty-fourth generation session, on
 * main a88067d, before any rule change of that session. Of the nine questions kept, in the order read, every fourth is
 * here (the church education registration, the sports league); none is in h20. Changes made (the cut): list markers kept,
 * the asker's diagram image removed, the cut ending before the sentence that presents the asker's own design. The edits
 * are x30. Expectations are what a careful reader expects from the text alone, written before the generator was run on
 * them. Split 'dev': its misses may be read while tuning (`--only 'e30-*' --verbose`); h20 measures whether what is learnt
 * carries over. Same expectation DSL as corpus.ts.
 */

import type { CreateCase } from './corpus.ts';
import { creations, lines } from './corpus-dsl.ts';

const dev = creations('dev', 'e30');

/** The questions' cuts (sources in the header). */
export const E30_PROMPTS = {
  // https://stackoverflow.com/questions/13957086 (ecr; CC BY-SA 3.0)
  church: lines(
    "So I've volunteer to create a Registering system for my local church's education ministry. It should be able to register new students and keep track of their progress. Here are the requirements I've managed to gather:",
    '1. The educational institution offers several courses.',
    '2. Courses have a name and description.',
    '3. Courses are organized in levels. There are several courses per level.',
    '4. Courses also have requirements (i.e. other courses that need to be taken first).',
    '5. A student graduates from a level when it has passed all courses of that level.',
    '6. If a student cannot pass a course, he may repeat it as many times as he wants/needs.',
    '7. Students can only take one course per semester.',
    "8. An inactive student is one that isn't enrolled in the current semester.",
    '9. Teachers will teach only one course per semester. Teachers may teach a different course each semester.',
    "10. There could be semesters a teacher doesn't teach.",
  ),
  // https://dba.stackexchange.com/questions/20858 (CC BY-SA 3.0)
  league: lines(
    'I need to design a data model for a typical RDBMS that will mimic the structure of your typical sports league. Architecturally my requirements are:',
    '- Well normalized',
    '- Transactional',
    '- Application developers can model it reasonably well with popular ORM tools',
    'Attributes of the desired schema:',
    '- There can be many Leagues.',
    '- There may exist 1 or more Divisions in a single League.',
    '- There may exist 1 or more Conferences in a single Division.',
    '- There may exist 1 or more Teams in a single Conference.',
    '- There may exist 1 or more Teams in a Division if and only if the Division has not been partitioned into Conferences (In other words, a Division does not need to be split into Conferences and instead a Team may have a reference directly to a single Division instead of a Conference)',
    '- There may exist 1 or more Players in a single Team.',
    '- Players exist in 1 and only 1 Team.',
    'This would be simple enough to do and maintain referential integrity if the League structure was to be rigid.',
  ),
};
const P = E30_PROMPTS;

export const E30_CREATE_CASES: CreateCase[] = [
  dev('church', P.church, {
    Course: 'name|title, description:text|string, >Level',
    Level: 'name|number',
    'Prerequisite|CourseRequirement|Requirement|CoursePrerequisite': '>Course',
    Student: 'name',
    'Enrollment|Registration|CourseTaken|Attempt|StudentCourse': '>Student, >Course, >Semester|Term, passed|result|status|grade',
    'Semester|Term': 'name|year|start',
    Teacher: 'name, >Course|Offering|Section|Class|CourseOffering',
    '?Offering|Section|Class|CourseOffering|TeachingAssignment': '',
    '?Graduation|LevelCompletion': '',
    '?Ministry|Church': '',
  }),
  dev('league', P.league, {
    League: 'name',
    Division: 'name, >League',
    Conference: 'name, >Division',
    Team: 'name, >Conference|Division',
    Player: 'name, >Team',
  }),
];
