// Structured data-model input (JSON, markdown tables, TypeScript declarations, a heading over a list), as AI
// agents send it: read as the same model said plainly. Prompts written for this table, not from the eval corpus.
import test from 'node:test';
import assert from 'node:assert/strict';
import { analysePrompt } from '../../src/generation/offline/analyse.ts';
import { readStructured } from '../../src/generation/offline/structured.ts';

// prompt → entity → "field:type" / "field:relation->Target" / "field:enum=a/b" expected among its fields
const CASES: Array<[string, Record<string, string[]>]> = [
  [
    'Entities: Member (name, email); Loan (start date, member); Branch (name, capacity)',
    {
      Member: ['name:string', 'email:email'],
      Loan: ['start_date:date', 'member:relation->Member'],
      Branch: ['name:string', 'capacity:integer'],
    },
  ],
  [
    '{"entities": {"Member": ["name", "email"], "Loan": ["start_date:date", "fee:number", "member"]}}',
    { Member: ['name:string', 'email:email'], Loan: ['start_date:date', 'fee:number', 'member:relation->Member'] },
  ],
  [
    '{"entities": [{"name": "Bug", "fields": [{"name": "title", "type": "string"}, {"name": "severity", "enum": ["minor", "major"]}, {"name": "reporter", "ref": "Tester"}]}, {"name": "Tester", "fields": {"name": "string", "active": "boolean"}}]}',
    { Bug: ['title:string', 'severity:enum=minor/major', 'reporter:relation->Tester'], Tester: ['name:string', 'active:boolean'] },
  ],
  [
    '| model | columns |\n|---|---|\n| Member | name, email |\n| Loan | start date, fee: number, member |',
    { Member: ['name:string', 'email:email'], Loan: ['start_date:date', 'fee:number', 'member:relation->Member'] },
  ],
  [
    'type Member = { name: string; email: string }\ntype Loan = { startDate: Date; fee: number; member: Member }',
    { Member: ['name:string', 'email:email'], Loan: ['start_date:date', 'fee:number', 'member:relation->Member'] },
  ],
  [
    "interface Chore {\n  title: string;\n  done: boolean;\n  state: 'open' | 'closed';\n  household: Household;\n}\ninterface Household { name: string; chores: Chore[] }",
    { Chore: ['title:string', 'done:boolean', 'state:enum=open/closed', 'household:relation->Household'], Household: ['name:string'] },
  ],
  [
    'Schema:\n- Member: name, email\n- Loan: start date, fee (money), state (out/back), member -> Member',
    { Member: ['name:string', 'email:email'], Loan: ['start_date:date', 'fee:number', 'state:enum=out/back', 'member:relation->Member'] },
  ],
];

const JUNK = /^(?:Entity|Entities|Table|Tables|Type|Types|Model|Models|Schema|Interface|Field|Fields|Column|Columns)$/;

for (const [prompt, want] of CASES) {
  test(`structured data model: ${prompt.slice(0, 60).replace(/\n/g, ' ')}`, () => {
    const a = analysePrompt(prompt);
    assert.ok(!('error' in a), 'builds');
    if ('error' in a) return;
    const names = a.entities.map((e) => e.name);
    assert.deepEqual(
      names.filter((n) => JUNK.test(n)),
      [],
      `no notation word as an entity: ${names}`,
    );
    for (const [entity, fields] of Object.entries(want)) {
      const e = a.entities.find((x) => x.name === entity);
      assert.ok(e, `${entity} among ${names}`);
      const got = e!.fields.map((f) =>
        f.type === 'relation'
          ? `${f.name}:relation->${f.target}`
          : f.type === 'enum'
            ? `${f.name}:enum=${f.values?.join('/')}`
            : `${f.name}:${f.type}`,
      );
      for (const f of fields) assert.ok(got.includes(f), `${entity}.${f} among ${got}`);
    }
    // only the listed fields (a relation the reader adds on its own aside): no catalogue fields
    const member = a.entities.find((x) => x.name === 'Member');
    if (member)
      assert.deepEqual(
        member.fields.map((f) => f.name).filter((n) => n !== 'name' && n !== 'email'),
        [],
      );
  });
}

test('structured data model: malformed JSON and prose are read as prose', () => {
  const broken = '{"Member": ["name", "email"';
  assert.equal(readStructured(broken), undefined);
  assert.doesNotThrow(() => analysePrompt(broken));
  const prose = 'An app for a tool library: members borrow tools; each loan has a start date and a fee.';
  assert.equal(readStructured(prose), undefined);
  const colon = 'Models: we sell bikes and keep their owners and repairs.';
  assert.equal(readStructured(colon), undefined);
});

test('structured data model: what it states is kept as stated, whatever the prose reader would make of the words', () => {
  // a JSON map of plural table names, a generic-sounding record, one named without fields, a role-named link
  // and the other side of a link said as a list
  const a = analysePrompt(
    JSON.stringify({
      programs: { title: 'string', airs_at: 'timestamp', channel: 'Channel' },
      channels: { name: 'string', shows: 'Program[]' },
      budgets: {},
      transfers: { amount: 'money', from_account: 'Account', to_account: 'Account' },
      accounts: { owner_email: 'string', opened: 'date', frozen: 'bool' },
    }),
  );
  assert.ok(!('error' in a));
  if ('error' in a) return;
  assert.deepEqual(a.entities.map((e) => e.name).sort(), ['Account', 'Budget', 'Channel', 'Program', 'Transfer']);
  const fields = (n: string) =>
    Object.fromEntries(a.entities.find((e) => e.name === n)!.fields.map((f) => [f.name, f.target ? `->${f.target}` : f.type]));
  assert.deepEqual(fields('Program'), { title: 'string', airs_at: 'datetime', channel: '->Channel' });
  assert.deepEqual(fields('Transfer'), { amount: 'number', from_account: '->Account', to_account: '->Account' });
  assert.deepEqual(fields('Account'), { owner_email: 'email', opened: 'date', frozen: 'boolean' });
  // (a record named without fields has what any record has: a name to be known by)
  assert.ok(a.entities.find((e) => e.name === 'Budget')!.fields.length > 0);
  // (the channel's list of shows is the shows' link to it, made once)
  assert.deepEqual(fields('Channel'), { name: 'string' });
});

test('structured data model: words around declarations add the records they name', () => {
  const a = analysePrompt(
    'A tool library for our street.\ninterface Tool { name: string; condition: "good" | "worn" | "broken" }\nNeighbours borrow tools; each loan has a due date.',
  );
  assert.ok(!('error' in a));
  if ('error' in a) return;
  const names = a.entities.map((e) => e.name);
  assert.equal(names[0], 'Tool');
  assert.ok(names.includes('Loan'), `${names}`);
  assert.deepEqual(a.entities[0].fields.find((f) => f.name === 'condition')?.values, ['good', 'worn', 'broken']);
});
