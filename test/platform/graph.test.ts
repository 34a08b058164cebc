import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { analyse, codeOnly, cycles, documentWithGraph, importsOf } from '../../scripts/module-graph.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('module graph', () => {
  const report = analyse();

  it('has no import cycle between files of src/', () => {
    assert.deepEqual(report.fileCycles, []);
  });

  it('has no cycle between folders (areas, platform, storage, transports)', () => {
    assert.deepEqual(report.unitCycles, []);
  });

  it('keeps platform/, storage/, config.ts and transports/ free of areas, and areas free of the composition root', () => {
    assert.deepEqual(report.violations, []);
  });

  it('is pictured as it is in docs/architecture.md', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    assert.equal(doc, documentWithGraph(report, doc), 'docs/architecture.md: the module graph is stale (npm run graph)');
  });
});

describe('module graph scanner', () => {
  it('finds static, type-only, re-export, side-effect and dynamic imports', () => {
    const src = [
      "import { a } from './a.ts';",
      "import type { B } from '../b/b.ts';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "import './e.ts';",
      "const f = await import('./f.ts');",
      'import {',
      '  g,',
      '  type G,',
      "} from './g.ts';",
      "import pino from 'pino';",
    ].join('\n');
    assert.deepEqual(importsOf(src), [
      { spec: './a.ts', typeOnly: false },
      { spec: '../b/b.ts', typeOnly: true },
      { spec: './c.ts', typeOnly: false },
      { spec: './d.ts', typeOnly: true },
      { spec: './g.ts', typeOnly: false },
      { spec: './e.ts', typeOnly: false },
      { spec: './f.ts', typeOnly: false },
    ]);
  });

  it('ignores imports inside comments, template literals and after regular expressions with quotes', () => {
    const src = [
      "// import { x } from './commented.ts';",
      "/* import { y } from './block.ts'; */",
      'const page = `',
      "import Card from './Card.jsx';",
      '${"x"}',
      "import { z } from './inside.ts';",
      '`;',
      'const re = /[\'"]/g;',
      "import { real } from './real.ts';",
    ].join('\n');
    assert.ok(!codeOnly(src).includes('commented'));
    assert.deepEqual(importsOf(src), [{ spec: './real.ts', typeOnly: false }]);
  });

  it('finds cycles, including self-loops, and nothing in a DAG', () => {
    assert.deepEqual(
      cycles(
        ['a', 'b', 'c', 'd'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
          { from: 'c', to: 'c' },
          { from: 'a', to: 'd' },
        ],
      ),
      [['a', 'b'], ['c']],
    );
    assert.deepEqual(cycles(['a', 'b'], [{ from: 'a', to: 'b' }]), []);
  });
});
