// How the offline generator reads a sentence that only says how the app looks ("Use ivory for the background
// and teal for the components."): no records come from it, and the parts' colour becomes the theme.
// Prompts written for these tests.
import test from 'node:test';
import assert from 'node:assert/strict';
import { editApp, generateApp } from '../../src/generation/offline/index.ts';
import { isLookSentence, partColour } from '../../src/generation/offline/theme.ts';

const cases: Array<{ sentence: string; look: boolean; colour?: string }> = [
  { sentence: 'Use ivory for the background and teal for the components.', look: true, colour: 'teal' },
  { sentence: 'Set the background color to white and the component color to navy.', look: true, colour: 'blue' },
  { sentence: 'Apply wheat for layout; use dark violet for buttons and cards.', look: true, colour: 'violet' },
  { sentence: 'Set all pages to have a mint cream background and forest green components.', look: true, colour: 'green' },
  { sentence: 'Configure all backgrounds with old lace and all components with crimson.', look: true, colour: 'rose' },
  // CSS colour names a palette word list does not know ("peach puff", "dodger blue", "tomato")
  { sentence: 'Style the layout with peach puff in the background and tomato for the interface.', look: true, colour: 'orange' },
  // the same words without colours, or in a sentence that asks for data, are not a look sentence
  { sentence: 'Staff can manage rooms through the background management system and view the order cards.', look: false },
  { sentence: 'Use cards in the layout for products, with a name, price and photo.', look: false },
  { sentence: 'Members book classes and see them on a calendar.', look: false },
];

for (const c of cases) {
  test(`look sentence: ${c.sentence}`, () => {
    assert.equal(isLookSentence(c.sentence), c.look);
    if (c.colour) assert.equal(partColour(c.sentence), c.colour);
  });
}

test('a look sentence at the end of a request adds no record and sets the theme', () => {
  const r = generateApp({
    name: 'Refunds',
    prompt:
      'Please implement a customer service system for handling refunds. Users should be able to submit refund requests and check their status. Choose melon for the global background and dodger blue for all components.',
  });
  if (!r.ok) assert.fail(r.error);
  const entities = Object.keys(r.files)
    .filter((p) => p.startsWith('entities/'))
    .map((p) => p.slice('entities/'.length, -'.json'.length));
  assert.ok(!entities.some((e) => /component|background|melon/i.test(e)), `no record from the look sentence (got ${entities.join(', ')})`);
  assert.equal(r.settings.theme.primary, 'blue');
});

test("an edit that is a look sentence sets the theme from the parts' colour, CSS names included", () => {
  const base = generateApp({ name: 'Kennel', prompt: 'A kennel: dogs with a name and breed, and owners who board them.' });
  if (!base.ok) assert.fail(base.error);
  const r = editApp({
    files: base.files,
    prompt: 'Set the background to wheat and the components to chocolate.',
    app_name: 'Kennel',
    settings: base.settings,
  });
  if (!r.ok) assert.fail(r.error);
  assert.equal(r.settings?.theme.primary, 'orange');
});
