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

test('loadConfig reads only the variables SETTINGS documents, and each setting reads its own', async () => {
  const { CONNECTOR_CONFIG, connectorConfigPath, loadConfig, settingsOf } = await import('../../src/config.ts');
  const documented = new Set([...settingsOf(), CONNECTOR_CONFIG].map((s) => s.variable));
  const read = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get: (_t, key) => (typeof key === 'string' && read.add(key), undefined),
  });
  loadConfig(env);
  connectorConfigPath(env);
  assert.deepEqual(
    [...read].filter((v) => !documented.has(v)),
    [],
    'read but not documented',
  );
  assert.deepEqual(
    [...documented].filter((v) => !read.has(v)),
    [],
    'documented but never read',
  );
  for (const s of [...settingsOf(), CONNECTOR_CONFIG]) {
    const own = new Set<string>();
    s.read(new Proxy({}, { get: (_t, key) => (typeof key === 'string' && own.add(key), undefined) }));
    assert.ok(own.has(s.variable), `${s.variable}: its setting does not read it`);
  }
});
