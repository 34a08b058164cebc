/**
 * Licence and sources: see corpus-e29.ts (django/django, BSD 3-Clause). The requests are the sentences of Django's
 * tutorial part 2 (docs/intro/tutorial02.txt, 33154976331d) that describe the poll app's models, the first three that
 * name something stored the description does not, each declarative sentence made an imperative with its own words (the
 * rewording fixed in corpus-blind17.ts's method): "In our poll app, we'll create two models: Question and Choice." ->
 * "Create two models: Question and Choice."; "A Question has ..." -> "Give a Question ..."; "A Choice has ..." -> "Give
 * a Choice ..." (reStructuredText ``markup`` removed).
 *
 * A STUDY batch (x29) of the thirteenth genre (method in corpus-blind17.ts), on the base e29-polls; the employees
 * README's later parts are install and test notes and give no edit. Expectations are what a careful reader expects
 * from the base and the request alone, written before the generator was run on them. Split 'dev'. Same expectation DSL
 * as corpus.ts.
 */

import type { EditCase } from './corpus.ts';
import { edits } from './corpus-dsl.ts';
import { E29_PROMPTS as B } from './corpus-e29.ts';

const x29 = edits('dev', 'x29');

export const X29_EDIT_CASES: EditCase[] = [
  x29('polls-1', B.polls, 'Create two models: Question and Choice.', ['+Question', '+Choice']),
  x29('polls-2', B.polls, 'Give a Question a question and a publication date.', [
    'Question|Poll.question|text',
    'Question|Poll.publication|pub|published:date|datetime',
  ]),
  x29('polls-3', B.polls, 'Give a Choice two fields: the text of the choice and a vote tally.', [
    'Choice.text|choice',
    'Choice.votes|vote|tally:count|number',
  ]),
];
