/**
 * The generation corpus's expectations read as the runner reads them (eval/generation/match.ts holds the parsing
 * run.ts uses): a row the runner would misread measures nothing, or something else, without anyone noticing.
 *
 * Only case ids are ever reported, never an expectation's text, and the held-out and private batches only as a
 * count, so the test keeps them unread. The rows the runner misreads today are pinned below, left as they are so
 * that every figure stays comparable with earlier runs; a new misread row fails the test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CREATE_CASES, EDIT_CASES } from '../../eval/generation/corpus.ts';
import { createExpectationProblems, editExpectationProblems, PRIVATE_BATCH } from '../../eval/generation/match.ts';

const unread = (id: string, split: string) => split === 'heldout' || PRIVATE_BATCH.test(id);

/**
 * Dev rows the runner misreads today (measured when this test was written): enum values without `:enum`
 * (`severity=low/high`, read as a field name), and a value alternative written into the type part
 * (`enum=a/b/c|d`). Relation alternatives written `>A|>B` are read as `>A|B` since session 23.
 */
const KNOWN_DEV = new Set(['w4-bug-tracker', 'w4-lost-found', 'g16-webmail']);
/** The held-out and private expectations misread today, as a count only. */
const KNOWN_UNREAD = 7;

const createProblems = (c: (typeof CREATE_CASES)[number]) =>
  Object.entries(c.entities).flatMap(([key, spec]) => createExpectationProblems(key, spec));
const editProblems = (c: (typeof EDIT_CASES)[number]) => c.expect.flatMap((ex) => editExpectationProblems(ex));

describe('generation corpus expectations', () => {
  it('every readable row parses as the runner reads it, apart from the pinned ones', () => {
    const bad = [
      ...CREATE_CASES.filter((c) => !unread(c.id, c.split) && createProblems(c).length),
      ...EDIT_CASES.filter((c) => !unread(c.id, c.split) && editProblems(c).length),
    ].map((c) => c.id);
    assert.deepEqual(
      bad.filter((id) => !KNOWN_DEV.has(id)),
      [],
    );
    // a pinned row that reads well now can leave the list
    assert.deepEqual(
      [...KNOWN_DEV].filter((id) => !bad.includes(id)),
      [],
    );
  });

  it('held-out and private rows gain no misread expectation (counted, never shown)', () => {
    const count =
      CREATE_CASES.filter((c) => unread(c.id, c.split)).reduce((n, c) => n + createProblems(c).length, 0) +
      EDIT_CASES.filter((c) => unread(c.id, c.split)).reduce((n, c) => n + editProblems(c).length, 0);
    assert.ok(count <= KNOWN_UNREAD, `${count} misread expectations in unread rows, ${KNOWN_UNREAD} known`);
  });

  it('reads well-formed creation expectations', () => {
    assert.deepEqual(createExpectationProblems('Firing|KilnFiring', 'kiln>Kiln, start:datetime, cone:enum=6/8/10, cost:money, notes'), []);
    assert.deepEqual(createExpectationProblems('?Glaze', ''), []);
    assert.deepEqual(createExpectationProblems('Firing>Kiln|Glaze>Kiln', ''), []);
    assert.deepEqual(createExpectationProblems('Piece', 'weight|grams:count|number, >Firing|KilnFiring'), []);
  });

  it('catches malformed creation expectations', () => {
    // a relation row's alternative without '>'
    assert.equal(createExpectationProblems('Firing>Kiln|Glaze', '').length, 1);
    // relation alternatives that each repeat '>' read as one relation to either (session 23)
    assert.deepEqual(createExpectationProblems('Firing', '>Kiln|>Oven'), []);
    // an unknown type, and values without ':enum'
    assert.match(createExpectationProblems('Firing', 'temperature:degrees').join(), /unknown type "degrees"/);
    assert.equal(createExpectationProblems('Firing', 'cone=6/8/10').length, 1);
    // a value alternative in the type part
    assert.match(createExpectationProblems('Firing', 'atmosphere:enum=oxidation/reduction|raku').join(), /unknown type "raku"/);
  });

  it('reads well-formed edit expectations', () => {
    for (const ex of [
      '+Glaze',
      '-Shelf',
      'Firing>Kiln|Glaze>Kiln',
      'Firing|Piece>Kiln|Oven',
      '+Firing.cone:enum',
      'Firing.atmosphere=oxidation/reduction|oxidised/reduced',
      'Firing|KilnFiring.pieces:count|number',
      'sort=Firing.-start',
      'page~firing@upcoming:start',
      'req=Piece.weight',
      'order=Piece.title<weight',
      'default=Firing.status=loaded',
      'noop',
      'fail',
      'dark',
    ])
      assert.deepEqual(editExpectationProblems(ex), [], ex);
  });

  it('catches malformed edit expectations', () => {
    // among pairs, an alternative without '>' is silently dropped by the runner
    assert.equal(editExpectationProblems('Firing>Kiln|Glaze>Kiln|Shelf').length, 1);
    assert.match(editExpectationProblems('+Firing.temperature:degrees').join(), /unknown type "degrees"/);
    assert.match(editExpectationProblems('glaze firing').join(), /unknown expectation/);
  });
});
