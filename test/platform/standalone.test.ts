import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository stands alone: a user's clone has nothing beside it, so no tracked file (test,
 * script, doc link, runtime path) may refer to a path outside it.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Absolute paths of a developer machine (this one's /work, home folders). */
const ABSOLUTE = /(?<![\w.:/-])\/(?:work|home|Users|root|mnt)\/[\w.-]+/g;
/** A relative path that climbs at least one folder: `../x`, `../../elsewhere/y`. */
const RELATIVE = /(?<![\w.-])((?:\.\.\/)+)([\w@.-]+)/g;

function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    return []; // not a git checkout (an unpacked release): nothing to compare against
  }
}

/** Every reference in `text` (a file at `rel`) that points outside the repository. */
export function outsideReferences(rel: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(ABSOLUTE)) found.push(m[0]);
  const dir = path.dirname(path.join(root, rel));
  for (const m of text.matchAll(RELATIVE)) {
    const target = path.resolve(dir, m[1] + m[2]);
    if (target !== root && !target.startsWith(root + path.sep)) found.push(m[0]);
  }
  // The interface document's location beside the repository, however it is reached.
  for (const m of text.matchAll(/(?<![\w-])shared\/spec\b/g)) if (!found.some((f) => f.endsWith('shared'))) found.push(m[0]);
  // A Markdown link to a relative path must name a file of the repository.
  if (rel.endsWith('.md')) {
    for (const m of text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s#]+)/g)) {
      if (!fs.existsSync(path.resolve(dir, m[1]!))) found.push(m[1]!);
    }
  }
  return found;
}

test('the checker finds references outside the repository', () => {
  // Built from parts, so that this file does not refer outside the repository itself.
  const up = '..' + '/';
  assert.deepEqual(outsideReferences('README.md', `see \`${up}${'shared'}/spec/interface.md\``), [`${up}shared`]);
  assert.deepEqual(outsideReferences('test/guide/x.test.ts', `new URL('${up}${up}${up}${'shared'}/spec/interface.md', import.meta.url)`), [
    `${up}${up}${up}shared`,
  ]);
  assert.deepEqual(outsideReferences('src/a.ts', `readFileSync('/${'work'}/${'shared'}/spec/interface.md')`), [`/${'work'}/shared`]);
  assert.deepEqual(outsideReferences('docs/a.md', `cd /${'home'}/alice/project`), [`/${'home'}/alice`]);
  assert.deepEqual(outsideReferences('docs/decisions.md', `(\`${up}${'shared'}/spec/interface.md\`)`), [`${'shared'}/spec`]);
  assert.deepEqual(outsideReferences('docs/decisions.md', `[contract](${up}nowhere/x.md)`), [`${up}nowhere/x.md`]);
  // inside: a doc linking a sibling folder, an app's relative import, a system binary
  assert.deepEqual(outsideReferences('docs/a.md', '[x](../src/server.ts)'), []);
  assert.deepEqual(outsideReferences('src/generation/offline/render.ts', "import X from '../components/X.jsx'"), []);
  assert.deepEqual(outsideReferences('README.md', '/usr/bin/chromium and http://localhost:4000/api/mcp'), []);
});

test('no tracked file refers to a path outside the repository', () => {
  const files = trackedFiles();
  if (!files.length) return;
  assert.ok(files.includes('package.json'), 'git ls-files lists the repository');
  const bad: string[] = [];
  for (const rel of files) {
    if (rel === 'package-lock.json') continue; // npm's own, resolved inside node_modules
    const full = path.join(root, rel);
    if (!fs.existsSync(full)) continue; // deleted in the work tree
    const bytes = fs.readFileSync(full);
    if (bytes.includes(0)) continue; // binary
    for (const ref of outsideReferences(rel, bytes.toString('utf8'))) bad.push(`${rel}: ${ref}`);
  }
  assert.deepEqual(bad, []);
});
