// Edit requests in the style of unseen prompts (issue 18, Edits, session 13): requests about a kind of
// record the app does not keep yet, and other phrasings found to be refused on edits nobody tuned for.
// Each row is one request and what it must do to the app; a row with `refused` must change nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { generateApp, editApp } from '../../src/generation/offline/index.ts';
import { validateApp } from '../../src/validation/validate.ts';

type Field = { name: string; type: string; required?: boolean; values?: string[]; target?: string };

const BAKERY =
  'A bakery order book: cakes with a name and a price, and orders with a cake, a pickup date and a status (new, baking, ready, collected).';
const GARAGE = 'A garage: cars with a registration and a make, and repairs with a car, a date and a cost.';
const SCHOOL = 'A music school: teachers with a name and an instrument, and lessons with a teacher, a date and a room.';

const apps = new Map<string, ReturnType<typeof generateApp>>();
function run(basePrompt: string, prompt: string) {
  if (!apps.has(basePrompt)) apps.set(basePrompt, generateApp({ prompt: basePrompt, name: 'Test App' }));
  const app = apps.get(basePrompt)!;
  assert.ok(app.ok, 'the base app generates');
  if (!app.ok) throw new Error('unreachable');
  const r = editApp({ files: app.files, prompt, app_name: 'Test App', settings: app.settings });
  const files = { ...app.files };
  if (r.ok) {
    Object.assign(files, r.files_written);
    for (const p of r.files_deleted) delete files[p];
  }
  return { r, files };
}

const fieldsOf = (files: Record<string, string>, entity: string): Field[] | undefined => {
  const src = files[`entities/${entity}.json`];
  return src ? (JSON.parse(src).fields as Field[]) : undefined;
};
const field = (files: Record<string, string>, entity: string, name: string) => fieldsOf(files, entity)?.find((f) => f.name === name);

type Row = { base: string; prompt: string; check?: (files: Record<string, string>) => void; refused?: true };

const ROWS: Row[] = [
  // a requirement on a kind of record the app lacks presumes the kind: it is added with those fields
  {
    base: BAKERY,
    prompt: 'Customers should also have a phone number and a loyalty card number',
    check: (f) => assert.ok(field(f, 'Customer', 'phone_number') && field(f, 'Customer', 'loyalty_card_number')),
  },
  {
    base: GARAGE,
    prompt: 'Each mechanic should have a name and an hourly rate',
    check: (f) => assert.equal(field(f, 'Mechanic', 'hourly_rate')?.type, 'number'),
  },
  {
    base: SCHOOL,
    prompt: 'Practice rooms need a capacity and a floor',
    check: (f) => assert.ok(field(f, 'PracticeRoom', 'capacity') && field(f, 'PracticeRoom', 'floor')),
  },
  {
    base: GARAGE,
    prompt: 'Each invoice has a number, an amount and a due date',
    check: (f) => assert.equal(field(f, 'Invoice', 'due_date')?.type, 'date'),
  },
  // a fact about the business, or a requirement about a screen, is no kind of record
  { base: BAKERY, prompt: 'Our bakery has three ovens', refused: true },
  { base: SCHOOL, prompt: 'Teachers need a page of their lesson plans', refused: true },
];

for (const row of ROWS) {
  test(`edit on an unseen phrasing: "${row.prompt}"`, async () => {
    const { r, files } = run(row.base, row.prompt);
    if (row.refused) {
      assert.ok(!r.ok, 'the request is refused');
      return;
    }
    assert.ok(r.ok, r.ok ? '' : r.error);
    row.check?.(files);
    const errors = (await validateApp(new Map(Object.entries(files)))).issues.filter((i) => i.severity === 'error');
    assert.deepEqual(errors, []);
  });
}
