/**
 * The import graph of src/, read from the TypeScript sources (type-only imports included: they
 * couple modules as much as value imports do).
 *
 *   npm run graph          rewrites the Mermaid picture of the areas in docs/architecture.md
 *   node scripts/module-graph.ts --check   exits 1 when the picture is stale or a rule is broken
 *
 * test/platform/graph.test.ts runs the same checks: no import cycle between files, no cycle between
 * folders, and `platform/`, `storage/`, `config.ts` and `transports/` import no area.
 *
 * Why a scanner of our own: the TypeScript in this repository is the native compiler (7.x), which
 * has no stable JavaScript API, and dependency-cruiser and madge parse TypeScript through that API.
 * Imports here are plain ES module syntax, so a small lexer (skipping comments, strings and template
 * literals) finds every `import … from`, `export … from`, `import '…'` and `import('…')` reliably.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(root, 'src');

export interface Edge {
  from: string;
  to: string;
  /** Only `import type` / `export type` (erased at run time, still a design dependency). */
  typeOnly: boolean;
}

/** Every .ts file below src/, relative to src/ with forward slashes. */
export function sourceFiles(dir = srcDir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return sourceFiles(full);
      return e.name.endsWith('.ts') ? [path.relative(srcDir, full).split(path.sep).join('/')] : [];
    });
}

/**
 * The source with comments and template-literal text blanked (string literals kept: module
 * specifiers are string literals). Regular-expression literals are skipped too, so a quote inside
 * one does not start a string.
 */
export function codeOnly(src: string): string {
  const out = src.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  // Template nesting: each entry is the brace depth at which a `${` was opened.
  const templates: number[] = [];
  let braces = 0;
  let lastSignificant = '';
  const regexMayStart = () => lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(lastSignificant);
  const n = src.length;
  const scanTemplate = () => {
    // Called just after a backtick or a closing `}` of `${…}`; blanks text up to the next `${` or backtick.
    const start = i;
    while (i < n) {
      if (src[i] === '\\') {
        i += 2;
        continue;
      }
      if (src[i] === '`') {
        blank(start, i);
        i++;
        lastSignificant = '`';
        return;
      }
      if (src[i] === '$' && src[i + 1] === '{') {
        blank(start, i);
        i += 2;
        templates.push(braces);
        braces++;
        lastSignificant = '{';
        return;
      }
      i++;
    }
    blank(start, i);
  };
  while (i < n) {
    const c = src[i]!;
    const d = src[i + 1];
    if (c === '/' && d === '/') {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (c === '/' && d === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      while (i < n && src[i] !== c && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
      i++;
      lastSignificant = c;
      continue;
    }
    if (c === '`') {
      i++;
      scanTemplate();
      continue;
    }
    if (c === '/' && regexMayStart()) {
      const start = i;
      i++;
      let inClass = false;
      while (i < n && src[i] !== '\n') {
        if (src[i] === '\\') {
          i += 2;
          continue;
        }
        if (src[i] === '[') inClass = true;
        else if (src[i] === ']') inClass = false;
        else if (src[i] === '/' && !inClass) break;
        i++;
      }
      i++;
      blank(start, i);
      lastSignificant = '/';
      continue;
    }
    if (c === '{') braces++;
    if (c === '}') {
      braces--;
      if (templates.length && templates.at(-1) === braces) {
        templates.pop();
        i++;
        scanTemplate();
        continue;
      }
    }
    if (!/\s/.test(c)) {
      // Identifiers and keywords end in a word character: a `/` after them divides (except after
      // keywords such as `return`, which do not precede a division in this code base's style).
      const word = /[\w$]/.test(c);
      if (word) {
        let j = i;
        while (j < n && /[\w$]/.test(src[j]!)) j++;
        const w = src.slice(i, j);
        lastSignificant = w === 'return' || w === 'typeof' || w === 'case' ? ';' : w;
        i = j;
        continue;
      }
      lastSignificant = c;
    }
    i++;
  }
  return out.join('');
}

const STATIC = /(?:^|[;}\n])\s*(import|export)(\s+type)?\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\3/g;
const BARE = /(?:^|[;}\n])\s*import\s*(['"])([^'"\n]+)\1/g;
const DYNAMIC = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** The relative module specifiers of one file, each with whether it is type-only. */
export function importsOf(src: string): Array<{ spec: string; typeOnly: boolean }> {
  const code = codeOnly(src);
  const found: Array<{ spec: string; typeOnly: boolean }> = [];
  for (const m of code.matchAll(STATIC)) found.push({ spec: m[4]!, typeOnly: !!m[2] });
  for (const m of code.matchAll(BARE)) found.push({ spec: m[2]!, typeOnly: false });
  for (const m of code.matchAll(DYNAMIC)) found.push({ spec: m[2]!, typeOnly: false });
  return found.filter((f) => f.spec.startsWith('.'));
}

/** File-level edges between src/ modules (imports that resolve outside src/ or to nothing are left out). */
export function moduleEdges(files = sourceFiles()): Edge[] {
  const known = new Set(files);
  const edges = new Map<string, Edge>();
  for (const file of files) {
    const src = fs.readFileSync(path.join(srcDir, file), 'utf8');
    for (const { spec, typeOnly } of importsOf(src)) {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (!known.has(to)) continue;
      const key = `${file}\0${to}`;
      const prev = edges.get(key);
      edges.set(key, { from: file, to, typeOnly: prev ? prev.typeOnly && typeOnly : typeOnly });
    }
  }
  return [...edges.values()];
}

/** The folder of a module (`records/service.ts` → `records`); files directly in src/ are their own unit. */
export function unitOf(file: string): string {
  const i = file.indexOf('/');
  return i < 0 ? file.replace(/\.ts$/, '') : file.slice(0, i);
}

/** Units below every area: they must import none. */
export const FOUNDATION = new Set(['platform', 'storage', 'config']);
/** Above the foundation, beside the areas: they import the foundation only. */
export const TRANSPORTS = new Set(['transports']);
/** The composition root and entry points: they may import anything, and nothing imports them (but each other). */
export const ROOT = new Set(['areas', 'services', 'server', 'cli']);

export const isArea = (unit: string) => !FOUNDATION.has(unit) && !TRANSPORTS.has(unit) && !ROOT.has(unit);

/** Strongly connected components with more than one member (or a self-loop): the import cycles. */
export function cycles(nodes: string[], edges: Array<{ from: string; to: string }>): string[][] {
  const next = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const e of edges) next.get(e.from)?.push(e.to);
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (next.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return out;
}

export interface GraphReport {
  files: string[];
  edges: Edge[];
  /** Folder-level edges (self-edges dropped); typeOnly when every underlying import is. */
  unitEdges: Edge[];
  fileCycles: string[][];
  unitCycles: string[][];
  /** Imports that break the layering (foundation or transports importing an area or the root, …). */
  violations: string[];
}

export function analyse(): GraphReport {
  const files = sourceFiles();
  const edges = moduleEdges(files);
  const unitMap = new Map<string, Edge>();
  for (const e of edges) {
    const from = unitOf(e.from);
    const to = unitOf(e.to);
    if (from === to) continue;
    const key = `${from}\0${to}`;
    const prev = unitMap.get(key);
    unitMap.set(key, { from, to, typeOnly: prev ? prev.typeOnly && e.typeOnly : e.typeOnly });
  }
  const unitEdges = [...unitMap.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const units = [...new Set(files.map(unitOf))].sort();
  const violations: string[] = [];
  for (const e of edges) {
    const from = unitOf(e.from);
    const to = unitOf(e.to);
    if (from === to) continue;
    if (FOUNDATION.has(from) && !FOUNDATION.has(to)) violations.push(`${e.from} imports ${e.to}: ${from}/ must not depend on ${to}`);
    if (TRANSPORTS.has(from) && !FOUNDATION.has(to)) violations.push(`${e.from} imports ${e.to}: transports use the platform only`);
    if (isArea(from) && (ROOT.has(to) || TRANSPORTS.has(to)))
      violations.push(`${e.from} imports ${e.to}: an area must not depend on the composition root or the transports`);
  }
  return {
    files,
    edges,
    unitEdges,
    fileCycles: cycles(files, edges),
    unitCycles: cycles(units, unitEdges),
    violations,
  };
}

/**
 * The Mermaid picture: areas with the areas they import (solid: value imports, dashed: types
 * only). The foundation every area uses (platform, storage, config) is one box, and its edges are
 * left out, as are the root's edges to every area, to keep the picture readable.
 */
export function mermaid(report: GraphReport): string {
  const areaUnits = [...new Set(report.files.map(unitOf))].filter(isArea).sort();
  const lines = ['```mermaid', 'flowchart BT'];
  lines.push('  root["composition root: areas.ts, services.ts, server.ts, cli.ts"]');
  lines.push('  foundation["foundation: platform/, storage/, config.ts"]');
  lines.push('  transports["transports/"]');
  for (const a of areaUnits) lines.push(`  ${a}["${a}/"]`);
  for (const e of report.unitEdges) {
    if (!isArea(e.from) || !isArea(e.to)) continue;
    lines.push(`  ${e.from} ${e.typeOnly ? '-.->' : '-->'} ${e.to}`);
  }
  lines.push('  transports --> foundation', '  root --> transports');
  lines.push('```');
  return lines.join('\n');
}

const DOC = path.join(root, 'docs/architecture.md');
const BEGIN = '<!-- module graph: generated by `npm run graph`, do not edit -->';
const END = '<!-- end of module graph -->';

/** docs/architecture.md with the picture replaced by the current one. */
export function documentWithGraph(report: GraphReport, doc = fs.readFileSync(DOC, 'utf8')): string {
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`docs/architecture.md lacks the markers ${BEGIN} … ${END}`);
  const summary = `${report.files.length} modules, ${report.edges.length} imports, ${report.fileCycles.length} cycles.`;
  return `${doc.slice(0, a)}${BEGIN}\n\n${mermaid(report)}\n\n${summary}\n\n${doc.slice(b)}`;
}

function main() {
  const report = analyse();
  const problems = [
    ...report.fileCycles.map((c) => `import cycle between files: ${c.join(' → ')}`),
    ...report.unitCycles.map((c) => `import cycle between folders: ${c.join(' → ')}`),
    ...report.violations,
  ];
  const wanted = documentWithGraph(report);
  if (process.argv.includes('--check')) {
    if (wanted !== fs.readFileSync(DOC, 'utf8')) problems.push('docs/architecture.md: the module graph is stale (npm run graph)');
  } else {
    fs.writeFileSync(DOC, wanted);
  }
  for (const p of problems) console.error(p);
  console.log(`${report.files.length} modules, ${report.edges.length} imports, ${report.unitEdges.length} folder edges`);
  if (problems.length) process.exit(1);
}

if (import.meta.main) main();
