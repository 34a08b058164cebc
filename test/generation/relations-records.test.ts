// Relations of records that happen (src/generation/offline/relations.ts, stated-relations.ts): the record
// a clause's verb names points at everything the clause names, and held things with an amount become
// lines joining the two. One rule per row; prompts written for this table, not taken from the eval corpus.
import test from 'node:test';
import assert from 'node:assert/strict';
import { generatedSchema, refers, type GeneratedSchema } from '../support/generated-schema.ts';

const schema = (prompt: string) => generatedSchema(prompt, 'Records App');
const shape = (s: GeneratedSchema) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(s).map(([k, fs]) => [k, fs.map((f) => (f.type === 'relation' ? `>${f.target}` : f.name))])),
  );

// "A>B": A references B. "A.f": A has field f. "A~B+f": a join entity references both and carries field f, which B no longer has.
const CASES: Array<{ rule: string; prompt: string; expect: string[] }> = [
  {
    rule: 'the record a clause verb names ("enter" → Entry) points at every entity of the clause',
    prompt: 'pony club show: riders and ponies and classes (jumping, dressage) and entries. riders enter their ponies in classes',
    expect: ['Entry>Pony', 'Entry>Class'],
  },
  {
    rule: 'a talk, a lecture or a workshop is given by the speaker the app keeps',
    prompt: 'library lecture series: lectures, speakers, rooms and the people who come',
    expect: ['Lecture>Speaker'],
  },
  {
    rule: 'a fault is of the machine the app keeps',
    prompt: 'boiler servicing firm: customers, boilers at their homes, engineers and faults',
    expect: ['Fault>Boiler'],
  },
  {
    rule: 'what a counted record builds is its own',
    prompt: 'robotics league: schools and robots; each school builds a robot for the regional final',
    expect: ['Robot>School'],
  },
  {
    rule: 'a record dated as itself with details of its own happens, and is of the thing listed before it',
    prompt: 'piano tuning business: pianos (make, model, room), clients, and tunings with date, fee and pitch',
    expect: ['Tuning>Piano', 'Tuning>Client'],
  },
  {
    rule: 'held things with an amount are lines joining the holder and the thing',
    prompt: 'sandwich shop: orders contain several fillings with a quantity',
    expect: ['Order~Filling+quantity'],
  },
  {
    rule: 'what something happens during is a record that happens, of what the clause names',
    prompt: 'livery yard: horses graze in paddocks during a livery with start and end dates; each horse has an owner',
    expect: ['Livery>Horse'],
  },
  {
    rule: 'what people come for is an occasion of theirs',
    prompt: 'a groom comes for fittings at the tailor, with the date and notes',
    expect: ['Fitting>Groom'],
  },
  {
    rule: 'people who hire things make a Hire of both, from a start to an end, and where the things are kept stays theirs',
    prompt: 'kayak club: kayaks are stored in sheds; members hire a kayak for the afternoon from a shed',
    expect: ['Hire>Member', 'Hire>Kayak', 'Hire.start_date', 'Kayak>Shed'],
  },
  {
    rule: 'a ticket is a place at the one kind of occasion the app holds',
    prompt: 'comedy club: comedians perform shows, guests buy tickets',
    expect: ['Ticket>Show'],
  },
  {
    rule: 'a logged record is of the thing named within the nearer one listed before it',
    prompt: 'paintball park: marshals put up targets on the towers, each target has a score. players log their hits',
    expect: ['Hit>Target'],
  },
];

for (const c of CASES) {
  test(`${c.rule}: ${c.prompt}`, () => {
    const s = schema(c.prompt);
    for (const e of c.expect) {
      const join = /^(\w+)~(\w+)\+(\w+)$/.exec(e);
      const has = /^(\w+)\.(\w+)$/.exec(e);
      if (has) {
        assert.ok(
          s[has[1]]?.some((f) => f.name === has[2]),
          `${e} in ${shape(s)}`,
        );
        continue;
      }
      if (!join) {
        const [a, b] = e.split('>');
        assert.ok(refers(s, a, b), `${e} in ${shape(s)}`);
        continue;
      }
      const [, a, b, field] = join;
      const line = Object.keys(s).find((j) => j !== a && j !== b && refers(s, j, a) && refers(s, j, b));
      assert.ok(line, `a line joining ${a} and ${b} in ${shape(s)}`);
      assert.ok(
        s[line].some((f) => f.name === field),
        `${line} carries ${field}: ${shape(s)}`,
      );
      assert.ok(!s[b].some((f) => f.name === field), `${b} no longer has ${field}: ${shape(s)}`);
    }
  });
}
