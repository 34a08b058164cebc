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

test('only src/config.ts reads the environment (every setting is in the README table)', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (/\.(ts|js|jsx)$/.test(e.name) && rel !== path.join('src', 'config.ts')) {
        // `process.env.NODE_ENV` as a quoted esbuild define is app code, not a read.
        const text = fs.readFileSync(path.join(root, rel), 'utf8').replace(/'process\.env\.[A-Z_]+'/g, '');
        if (/\bprocess\.env\b/.test(text)) offenders.push(rel);
      }
    }
  };
  walk('src');
  assert.deepEqual(offenders, []);
});

test('the README configuration table names every variable src/config.ts reads', async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const { SETTINGS } = await import('../../src/config.ts');
  const source = fs.readFileSync(path.join(root, 'src/config.ts'), 'utf8');
  const read = new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!));
  const documented = (name: string) =>
    SETTINGS.some(
      (s) =>
        s.variable.includes(`\`${name}\``) ||
        s.meaning.includes(`\`${name}\``) ||
        [...s.meaning.matchAll(/`([A-Z_]+)\*`/g)].some((m) => name.startsWith(m[1]!)),
    );
  assert.deepEqual(
    [...read].filter((n) => !documented(n)),
    [],
  );
});
