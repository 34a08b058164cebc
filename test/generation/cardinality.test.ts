// Existence and cardinality statements (src/generation/offline/cardinality.ts), one construction per row, and
// the words of a database-design question about the design itself. Prompts written for this table, not taken
// from the eval corpus.
import test from 'node:test';
import assert from 'node:assert/strict';
import { generatedSchema, refers } from '../support/generated-schema.ts';

const schema = (prompt: string) => generatedSchema(prompt, 'Cardinality App');

// "A>B": A references B; "+A": A is a record; "-A": A is no record; "!A.f": A has no field f.
const CASES: Array<{ construction: string; prompt: string; expect: string[] }> = [
  {
    construction: '"there may exist 1 or more Xs in a single Y": X is a record of Y',
    prompt: 'Requirements: There can be many warehouses. There may exist 1 or more aisles in a single warehouse.',
    expect: ['+Warehouse', 'Aisle>Warehouse', '!Aisle.more'],
  },
  {
    construction: '"there are several Xs" names a record',
    prompt: 'A parish archive. There are several registers. Each register has a title and a year.',
    expect: ['+Register'],
  },
  {
    construction: '"several Xs per Y"',
    prompt: 'A quiz night app: rounds and questions. There are several questions per round.',
    expect: ['Question>Round'],
  },
  {
    construction: '"Xs exist in 1 and only 1 Y"',
    prompt: 'Boats and moorings. Boats exist in 1 and only 1 marina.',
    expect: ['Boat>Marina'],
  },
  {
    construction: '"each X belongs to exactly one Y"',
    prompt: 'A school timetable: classrooms and buildings. Each classroom belongs to exactly one building.',
    expect: ['Classroom>Building'],
  },
  {
    construction: '"an X is part of one Y"',
    prompt: 'Stamp collection: stamps and albums. A stamp is part of one album.',
    expect: ['Stamp>Album'],
  },
  {
    construction: '"Xs are organized in Ys" makes Y a record',
    prompt: 'A choir library of scores with a title and composer. Scores are organized in folders.',
    expect: ['+Folder', 'Score>Folder'],
  },
  {
    construction: '"a Y is divided into Xs": the parts are the whole\'s',
    prompt: 'A warehouse is divided into zones. Each zone has a code and a temperature.',
    expect: ['Zone>Warehouse'],
  },
  {
    construction: '"the X is organised into Ys": the organisation whose app it is, not a record',
    prompt: 'Draw an ER diagram for a charity: the charity is organised into branches; each branch has a name and a town.',
    expect: ['+Branch', '-Charity', '-Diagram'],
  },
  {
    construction: 'a cardinality statement outlasts a later sentence read the other way round',
    prompt:
      'There may exist 1 or more districts in a single region. There may exist 1 or more depots in a single district. A depot may have a reference to a single region instead of a district.',
    expect: ['District>Region', 'Depot>District'],
  },
  {
    construction: 'qualities of the design, its database words and its builders name no records',
    prompt:
      'I need a data model for a typical RDBMS. My requirements are: well normalized, transactional. Application developers can model it with popular ORM tools. Attributes of the desired schema: There can be many libraries. There may exist 1 or more shelves in a single library.',
    expect: ['+Library', 'Shelf>Library', '-Rdbm', '-Developer', '-Attribute', '-Well', '-Requirement', '-Tool'],
  },
  {
    construction: 'an act counted per period happens each period: a record of it with who, what and when',
    prompt: 'Club: pupils, instruments and terms. Pupils may only borrow one instrument per term.',
    expect: ['Loan>Pupil', 'Loan>Instrument', 'Loan>Term'],
  },
  {
    construction: 'a counted act whose verb names no record is named by the two it joins',
    prompt: 'A chess club: players, openings and tournaments. Players can only play one opening per tournament.',
    expect: ['PlayerOpening>Player', 'PlayerOpening>Opening', 'PlayerOpening>Tournament'],
  },
  {
    construction: 'the structure a data model mimics is the domain as a whole, not a record',
    prompt:
      'I need a data model that mimics the structure of a typical garden centres chain. There may exist 1 or more plants in a single greenhouse.',
    expect: ['-Garden', '-Centre', 'Plant>Greenhouse'],
  },
];

for (const c of CASES) {
  test(`${c.construction}: ${c.prompt}`, () => {
    const s = schema(c.prompt);
    const shape = JSON.stringify(
      Object.fromEntries(Object.entries(s).map(([k, fs]) => [k, fs.map((f) => (f.type === 'relation' ? `>${f.target}` : f.name))])),
    );
    for (const e of c.expect) {
      if (e.startsWith('+')) assert.ok(s[e.slice(1)], `${e} in ${shape}`);
      else if (e.startsWith('-')) assert.ok(!s[e.slice(1)], `${e} in ${shape}`);
      else if (e.startsWith('!')) {
        const [ent, field] = e.slice(1).split('.');
        assert.ok(!(s[ent] ?? []).some((f) => f.name === field), `${e} in ${shape}`);
      } else {
        const [a, b] = e.split('>');
        assert.ok(refers(s, a, b), `${e} in ${shape}`);
      }
    }
  });
}
