/**
 * Licence and sources. Descriptions of example applications and sample databases, read on 2026-11-30 in the stored
 * copies of public GitHub repositories:
 *   django/django (LICENSE: BSD 3-Clause, "Copyright (c) Django Software Foundation. All rights reserved."; quoted under
 *     its terms, which ask that the copyright notice, the conditions and the disclaimer be retained: redistribution and
 *     use in source and binary forms, with or without modification, are permitted provided that the notice is kept;
 *     THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES
 *     ARE DISCLAIMED): docs/intro/tutorial01.txt (00eae3778f84), the poll application's description VERBATIM (list
 *     markers kept); its edits (x29) from docs/intro/tutorial02.txt (33154976331d), the doc it links for its models.
 *   datacharmer/test_db (3c7fa05e04b4; its README: "licensed under the Creative Commons Attribution-Share Alike 3.0
 *     Unported License", https://creativecommons.org/licenses/by-sa/3.0/): README.md, "Where it comes from", its third
 *     and fourth paragraphs VERBATIM (hard line wraps joined). This file, as far as it quotes test_db, is shared under
 *     CC BY-SA 3.0.
 *
 * A STUDY batch (e29) of the thirteenth genre, the READMEs of sample databases and example applications (the held-out
 * h19 is corpus-blind17.ts, whose header gives the method, the search rounds, the selection rule, the cut and what was
 * left out), written by `bld` on 2026-11-30 in the twenty-third generation session, on main d374efc, before any rule
 * change of that session. Of the nine samples kept, in the order read, every fourth is here (Django's poll app, the
 * employees database); none is in h19. The edits are x29. Expectations are what a careful reader expects from the text
 * alone, written before the generator's output was looked at. Split 'dev': its misses may be read while tuning
 * (`--only 'e29-*' --verbose`); h19 measures whether what is learnt carries over. Same expectation DSL as corpus.ts.
 */

import type { CreateCase } from './corpus.ts';
import { creations, lines } from './corpus-dsl.ts';

const dev = creations('dev', 'e29');


/** The descriptions (the poll app's stops before the tutorial's install notes); sources in the header. */
export const E29_PROMPTS = {
  polls: lines(
    "Throughout this tutorial, we'll walk you through the creation of a basic poll application.",
    "It'll consist of two parts:",
    '* A public site that lets people view polls and vote in them.',
    '* An admin site that lets you add, change, and delete polls.',
  ),
  employees: lines(
    'The database contains about 300,000 employee records with 2.8 million salary entries. The export data is 167 MB, which is not huge, but heavy enough to be non-trivial for testing.',
    'The data was generated, and as such there are inconsistencies and subtle problems. Rather than removing them, we decided to leave the contents untouched, and use these issues as data cleaning exercises.',
  ),
};
const P = E29_PROMPTS;

export const E29_CREATE_CASES: CreateCase[] = [
  dev('polls', P.polls, {
    'Poll|Question': 'question|title|name',
    'Vote|Ballot|Response': '>Poll|Question',
    '?Choice|Option|Answer|PollOption': '',
    '?User|Voter|Admin|Person|Visitor': '',
    '?Site|Part': '',
  }),
  dev('employees', P.employees, {
    Employee: 'name',
    'Salary|SalaryEntry|SalaryRecord': '>Employee, amount|salary:money',
    '?Export|Exercise|CleaningExercise|DataCleaningExercise': '',
    '?Inconsistency|Problem|Issue': '',
  }),
];
