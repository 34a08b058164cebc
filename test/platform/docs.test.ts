import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { generatedDocs } from '../../scripts/gen-docs.ts';

test('generated references (docs/tools.md, docs/errors.md) match the registry and the error table', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  for (const [file, text] of Object.entries(generatedDocs())) {
    assert.equal(fs.readFileSync(path.join(root, file), 'utf8'), text, `${file} is stale: run npm run docs`);
  }
});
