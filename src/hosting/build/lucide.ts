/**
 * lucide-react exports ~4800 names from ~2000 modules; letting esbuild resolve the package entry
 * means parsing all of them on every build (~400 ms). Instead each build gets a small virtual
 * `lucide-react` that re-exports only the names the app imports, straight from their icon modules
 * (the map is read once from the package's ESM index). Namespace imports (`import * as Icons`) or
 * unknown names fall back to the whole package.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './vendor.ts';

const ESM_DIR = path.join(PROJECT_ROOT, 'node_modules', 'lucide-react', 'dist', 'esm');
let exportMap: Map<string, { file: string; imported: string }> | null = null;

function loadMap(): Map<string, { file: string; imported: string }> {
  if (exportMap) return exportMap;
  const map = new Map<string, { file: string; imported: string }>();
  const index = fs.readFileSync(path.join(ESM_DIR, 'lucide-react.mjs'), 'utf8');
  const re = /export\s*\{([^}]*)\}\s*from\s*'(\.\/[^']+)'/g;
  for (let m = re.exec(index); m; m = re.exec(index)) {
    const file = path.join(ESM_DIR, m[2]!);
    for (const part of m[1]!.split(',')) {
      const bits = part.trim().split(/\s+as\s+/);
      if (!bits[0]) continue;
      const imported = bits[0];
      const exported = bits[1] ?? bits[0];
      map.set(exported, { file, imported });
    }
  }
  exportMap = map;
  return map;
}

const IMPORT_RE = /\bimport\s+([^'";]*?)\s+from\s*['"]lucide-react['"]/g;
const EXPORT_FROM_RE = /\bexport\s+[^'";]*?\s+from\s*['"]lucide-react['"]/;

/**
 * The source of the virtual lucide-react module for these app sources, or null when the whole
 * package is needed (namespace imports, re-exports, default imports or names it does not know).
 */
export function lucideModule(sources: Iterable<string>): string | null {
  const names = new Set<string>();
  for (const src of sources) {
    if (!src.includes('lucide-react')) continue;
    if (EXPORT_FROM_RE.test(src)) return null;
    IMPORT_RE.lastIndex = 0;
    for (let m = IMPORT_RE.exec(src); m; m = IMPORT_RE.exec(src)) {
      const clause = m[1]!.trim();
      const braces = /^\{([\s\S]*)\}$/.exec(clause);
      if (!braces) return null; // default or namespace import
      for (const part of braces[1]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name) names.add(name);
      }
    }
    // Dynamic import or require of lucide-react: keep everything.
    if (/import\s*\(\s*['"]lucide-react['"]\s*\)/.test(src)) return null;
  }
  const map = loadMap();
  const lines: string[] = [];
  for (const name of [...names].sort()) {
    const e = map.get(name);
    if (!e) return null; // esbuild then reports the unknown name against the real package
    lines.push(`export { ${e.imported === name ? name : `${e.imported} as ${name}`} } from ${JSON.stringify(e.file)};`);
  }
  return lines.join('\n') || 'export {};';
}
