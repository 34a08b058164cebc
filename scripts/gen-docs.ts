/** Writes docs/tools.md and docs/errors.md from the registry and the error table. `--check` fails if they are stale. */
import fs from 'node:fs';
import path from 'node:path';
import { errorsReference, toolsReference } from '../src/platform/reference.ts';
import { describeTools } from '../src/platform/runner.ts';
import { allTools } from '../src/areas.ts';

export function generatedDocs(): Record<string, string> {
  return { 'docs/tools.md': toolsReference({ tools: describeTools(allTools) }), 'docs/errors.md': errorsReference() };
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [file, text] of Object.entries(generatedDocs())) {
    const target = path.join(root, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      stale = true;
      console.error(`${file} is out of date: run npm run docs`);
    } else {
      fs.writeFileSync(target, text);
      console.log(`wrote ${file}`);
    }
  }
  process.exit(stale ? 1 : 0);
}
