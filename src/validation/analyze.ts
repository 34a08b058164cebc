/**
 * Per-file analysis for the validator: one esbuild transform (syntax, lowering JSX) followed by one pass
 * of a token scanner over esbuild's output (imports, exports, SDK and JSX references). The result
 * depends only on the file's path and content, so it is cached in a module-level LRU keyed by a hash of
 * both: re-validating an app after editing one file re-parses only that file.
 *
 * Positions are 1-based lines and 1-based columns counted in UTF-16 code units (what editors and
 * JavaScript string indexes use); esbuild's byte columns are converted.
 */
import { createHash } from 'node:crypto';
import { transform, type Message, type TransformFailure } from 'esbuild';
import { tokenize, type Token } from './tokenize.ts';

/** The JSX factory the scanner looks for; chosen so it cannot collide with app identifiers. */
const JSX_FACTORY = '__svc_jsx';
const JSX_FRAGMENT = '__svc_fragment';

export interface CodeProblem {
  message: string;
  line: number | null;
  column: number | null;
  /** The source line, for hints. */
  lineText: string;
  /** esbuild's suggestion, if any. */
  suggestion: string;
  /** Related locations esbuild attaches, already formatted ("The opening "b" tag is here: line 3"). */
  notes: string[];
}

export interface Located {
  line: number | null;
  column: number | null;
}

export interface ImportRef extends Located {
  spec: string;
  /** `import` declarations, `export … from`, `import()` with a literal, `require()` with a literal. */
  kind: 'import' | 'reexport' | 'dynamic' | 'require';
  /** A default import (`import X from`, `import { default as X }`, `export { default } from`). */
  importsDefault: boolean;
  /** Named imports (imported names, not local aliases), without `default`. */
  names: string[];
}

export interface NamedRef extends Located {
  name: string;
  count: number;
}

export interface UndefinedRef extends NamedRef {
  what: 'jsx' | 'hook' | 'sdk';
}

export type DefaultExportKind = { kind: 'none' } | { kind: 'component' } | { kind: 'unknown' } | { kind: 'not-component'; what: string };

export interface FileAnalysis {
  /** False when esbuild could not parse the file; the other fields are then empty. */
  parsed: boolean;
  errors: CodeProblem[];
  warnings: CodeProblem[];
  imports: ImportRef[];
  /** Named exports (without `default`). */
  exportNames: string[];
  hasDefault: boolean;
  /** False when the export list cannot be known statically (`export * from`, destructuring exports). */
  exportsComplete: boolean;
  defaultExport: DefaultExportKind;
  /** `svc.entities.<Name>` / `svc.entities['Name']` / `const { Name } = svc.entities`. */
  entityRefs: NamedRef[];
  /** `createPageUrl('Name')` / `createPageUrl('Name?id=…')` with a literal page name. */
  pageRefs: NamedRef[];
  /** JSX tags, hooks and SDK names used but never imported or declared in the file. */
  undefinedRefs: UndefinedRef[];
  usesChildren: boolean;
  usesOutlet: boolean;
  callsDenoServe: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Source positions

class SourceIndex {
  readonly src: string;
  private starts: number[] | null = null;
  constructor(src: string) {
    this.src = src;
  }
  at(offset: number): Located {
    if (!this.starts) {
      const s = [0];
      for (let i = this.src.indexOf('\n'); i >= 0; i = this.src.indexOf('\n', i + 1)) s.push(i + 1);
      this.starts = s;
    }
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  }
  /** Position of the `nth` match of `re` (the last one when there are fewer), or nulls. */
  find(re: RegExp, nth = 0): Located {
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    let m: RegExpExecArray | null;
    let k = 0;
    let last: number | null = null;
    while ((m = g.exec(this.src))) {
      last = m.index;
      if (k++ === nth) break;
      if (m[0].length === 0) g.lastIndex++;
    }
    return last === null ? { line: null, column: null } : this.at(last);
  }
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** esbuild columns are 0-based UTF-8 byte offsets into lineText; convert to 1-based UTF-16 columns. */
function esbuildColumn(lineText: string, byteColumn: number): number {
  let bytes = 0;
  let i = 0;
  while (i < lineText.length && bytes < byteColumn) {
    const c = lineText.codePointAt(i)!;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    i += c >= 0x10000 ? 2 : 1;
  }
  return i + 1;
}

function toProblem(m: Message): CodeProblem {
  const loc = m.location;
  return {
    message: m.text,
    line: loc ? loc.line : null,
    column: loc ? esbuildColumn(loc.lineText, loc.column) : null,
    lineText: loc ? loc.lineText : '',
    suggestion: loc?.suggestion ?? '',
    notes: (m.notes ?? []).map((n) => (n.location ? `${n.text} line ${n.location.line}` : n.text)).filter(Boolean),
  };
}

// ---------------------------------------------------------------------------------------------------
// The cache

const CACHE_LIMIT = 5000;
const cache = new Map<string, Promise<FileAnalysis>>();
const stats = { hits: 0, misses: 0 };

/** Drops every cached per-file analysis (benchmarks, tests). */
export function clearValidationCache(): void {
  cache.clear();
  stats.hits = 0;
  stats.misses = 0;
}

/** Cache counters since the last clear: `misses` is the number of files actually parsed. */
export function validationCacheStats(): { size: number; hits: number; misses: number } {
  return { size: cache.size, hits: stats.hits, misses: stats.misses };
}

/** The analysis of one .js/.jsx/.css file, from the cache when the same path and content were seen. */
export function analyzeFile(path: string, content: string): Promise<FileAnalysis> {
  const key = createHash('sha1').update(path).update('\0').update(content).digest('base64');
  const hit = cache.get(key);
  if (hit) {
    stats.hits++;
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  stats.misses++;
  const p = path.endsWith('.css') ? analyzeCss(path, content) : analyzeCode(path, content);
  cache.set(key, p);
  p.catch(() => cache.delete(key));
  while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return p;
}

function emptyAnalysis(parsed: boolean, errors: CodeProblem[], warnings: CodeProblem[]): FileAnalysis {
  return {
    parsed,
    errors,
    warnings,
    imports: [],
    exportNames: [],
    hasDefault: false,
    exportsComplete: false,
    defaultExport: { kind: 'unknown' },
    entityRefs: [],
    pageRefs: [],
    undefinedRefs: [],
    usesChildren: false,
    usesOutlet: false,
    callsDenoServe: false,
  };
}

function isTransformFailure(e: unknown): e is TransformFailure {
  return typeof e === 'object' && e !== null && Array.isArray((e as TransformFailure).errors) && (e as TransformFailure).errors.length > 0;
}

/**
 * A file that does not parse. Warnings esbuild emits alongside errors usually explain them ("The
 * character "}" is not valid inside a JSX element"), so they become notes of the first error instead
 * of separate issues.
 */
function failed(e: TransformFailure): FileAnalysis {
  const errors = e.errors.map(toProblem);
  const notes = e.warnings.map(toProblem).map((w) => `Also at line ${w.line ?? '?'}, column ${w.column ?? '?'}: ${w.message}`);
  if (errors[0]) errors[0].notes.push(...notes);
  return emptyAnalysis(false, errors, []);
}

async function analyzeCss(path: string, content: string): Promise<FileAnalysis> {
  try {
    const r = await transform(content, { loader: 'css', sourcefile: path, logLevel: 'silent' });
    return emptyAnalysis(true, [], r.warnings.map(toProblem));
  } catch (e) {
    if (isTransformFailure(e)) return failed(e);
    throw e;
  }
}

async function analyzeCode(path: string, content: string): Promise<FileAnalysis> {
  let code: string;
  let warnings: CodeProblem[];
  try {
    const r = await transform(content, {
      loader: 'jsx',
      sourcefile: path,
      jsxFactory: JSX_FACTORY,
      jsxFragment: JSX_FRAGMENT,
      logLevel: 'silent',
    });
    code = r.code;
    warnings = r.warnings.map(toProblem);
  } catch (e) {
    if (isTransformFailure(e)) return failed(e);
    throw e;
  }
  return scan(tokenize(code), new SourceIndex(content), warnings);
}

// ---------------------------------------------------------------------------------------------------
// The scanner

const DECL_KEYWORDS = new Set(['function', 'class', 'const', 'let', 'var']);
const HOOK_RE = /^use[A-Z0-9]/;

function isP(t: Token | undefined, v: string): boolean {
  return t !== undefined && t.k === 'p' && t.v === v;
}

function isId(t: Token | undefined, v?: string): boolean {
  return t !== undefined && t.k === 'id' && (v === undefined || t.v === v);
}

function isDot(t: Token | undefined): boolean {
  return t !== undefined && t.k === 'p' && (t.v === '.' || t.v === '?.');
}

type Binding = { kind: 'import' } | { kind: 'function'; async: boolean } | { kind: 'class' } | { kind: 'init'; at: number };

type DefaultTarget = { expr: number } | { name: string } | null;

/** Exported for tests of the scanner itself; `source` is the original file, `toks` esbuild's output. */
export function scan(toks: Token[], source: SourceIndex, warnings: CodeProblem[]): FileAnalysis {
  const imports: ImportRef[] = [];
  const exportNames: string[] = [];
  let hasDefault = false;
  let exportsComplete = true;
  let defaultTarget: DefaultTarget = null;
  const bindings = new Map<string, Binding>();
  /** local name → [imported name, module] */
  const importLocals = new Map<string, [string, string]>();

  const n = toks.length;
  // Matching closers, computed once (for arrow detection and destructuring patterns).
  const match = new Int32Array(n).fill(-1);
  const depthAt = new Int32Array(n);
  {
    const stack: number[] = [];
    let depth = 0;
    for (let i = 0; i < n; i++) {
      const t = toks[i]!;
      if (t.k === 'p') {
        if (t.v === '(' || t.v === '[' || t.v === '{') {
          depthAt[i] = depth++;
          stack.push(i);
          continue;
        }
        if (t.v === ')' || t.v === ']' || t.v === '}') {
          depth = Math.max(0, depth - 1);
          depthAt[i] = depth;
          const o = stack.pop();
          if (o !== undefined) {
            match[o] = i;
            match[i] = o;
          }
          continue;
        }
      } else if (t.k === 't') {
        if (!t.start) {
          depth = Math.max(0, depth - 1);
          stack.pop();
        }
        depthAt[i] = depth;
        if (!t.end) {
          depth++;
          stack.push(i);
        }
        continue;
      }
      depthAt[i] = depth;
    }
  }
  const isProp = (i: number): boolean => isDot(toks[i - 1]);

  const specCounters = new Map<string, number>();
  const locateSpec = (spec: string): Located => {
    const k = specCounters.get(spec) ?? 0;
    specCounters.set(spec, k + 1);
    const e = escapeRegExp(spec);
    return source.find(new RegExp(`(['"\`])${e}\\1`), k);
  };

  const addImport = (spec: string, kind: ImportRef['kind'], importsDefault: boolean, names: string[]): void => {
    imports.push({ spec, kind, importsDefault, names, ...locateSpec(spec) });
  };

  /** Parses `import … from 's'` at token i (the `import`); returns nothing, records the import. */
  const parseImportDecl = (i: number): void => {
    let j = i + 1;
    if (toks[j]?.k === 's') {
      addImport(toks[j]!.v, 'import', false, []);
      return;
    }
    let importsDefault = false;
    const names: string[] = [];
    const locals: Array<[string, string]> = [];
    if (isId(toks[j]) && toks[j]!.v !== 'from') {
      locals.push([toks[j]!.v, 'default']);
      importsDefault = true;
      j++;
      if (isP(toks[j], ',')) j++;
    } else if (isId(toks[j], 'from') && isId(toks[j + 1], 'from')) {
      locals.push(['from', 'default']);
      importsDefault = true;
      j++;
    }
    if (isP(toks[j], '*')) {
      // * as ns
      if (isId(toks[j + 2])) locals.push([toks[j + 2]!.v, '*']);
      j += 3;
    } else if (isP(toks[j], '{')) {
      j++;
      while (j < n && !isP(toks[j], '}')) {
        const t = toks[j]!;
        if (t.k === 'id' || t.k === 's') {
          const imported = t.v;
          let local = imported;
          if (isId(toks[j + 1], 'as') && toks[j + 2]) {
            local = toks[j + 2]!.v;
            j += 2;
          }
          if (imported === 'default') importsDefault = true;
          else names.push(imported);
          locals.push([local, imported]);
        }
        j++;
      }
      j++;
    }
    if (isId(toks[j], 'from') && toks[j + 1]?.k === 's') {
      const spec = toks[j + 1]!.v;
      addImport(spec, 'import', importsDefault, names);
      for (const [local, imported] of locals) {
        importLocals.set(local, [imported, spec]);
        bindings.set(local, { kind: 'import' });
      }
    }
  };

  const parseExport = (i: number): void => {
    let j = i + 1;
    const t = toks[j];
    if (!t) return;
    if (isId(t, 'default')) {
      hasDefault = true;
      defaultTarget = { expr: j + 1 };
      return;
    }
    if (isP(t, '{')) {
      const close = match[j]! > 0 ? match[j]! : j;
      const pairs: Array<[string, string]> = [];
      j++;
      while (j < close) {
        const x = toks[j]!;
        if (x.k === 'id' || x.k === 's') {
          let exported = x.v;
          if (isId(toks[j + 1], 'as') && toks[j + 2]) {
            exported = toks[j + 2]!.v;
            j += 2;
          }
          pairs.push([x.v, exported]);
        }
        j++;
      }
      j = close + 1;
      const from = isId(toks[j], 'from') && toks[j + 1]?.k === 's' ? toks[j + 1]!.v : null;
      if (from !== null) {
        addImport(
          from,
          'reexport',
          pairs.some(([l]) => l === 'default'),
          pairs.map(([l]) => l).filter((l) => l !== 'default'),
        );
      }
      for (const [local, exported] of pairs) {
        if (exported === 'default') {
          hasDefault = true;
          defaultTarget = from !== null ? null : { name: local };
        } else exportNames.push(exported);
      }
      return;
    }
    if (isP(t, '*')) {
      j++;
      if (isId(toks[j], 'as') && toks[j + 1]) {
        const name = toks[j + 1]!.v;
        if (name === 'default') hasDefault = true;
        else exportNames.push(name);
        j += 2;
      } else exportsComplete = false;
      if (isId(toks[j], 'from') && toks[j + 1]?.k === 's') addImport(toks[j + 1]!.v, 'reexport', false, []);
      return;
    }
    if (isId(t, 'async')) j++;
    if (isId(toks[j], 'function')) {
      j++;
      if (isP(toks[j], '*')) j++;
      if (isId(toks[j])) exportNames.push(toks[j]!.v);
      return;
    }
    if (isId(toks[j], 'class')) {
      if (isId(toks[j + 1])) exportNames.push(toks[j + 1]!.v);
      return;
    }
    if (isId(t, 'const') || isId(t, 'let') || isId(t, 'var')) {
      const d = depthAt[i]!;
      j++;
      for (;;) {
        const x = toks[j];
        if (!x) return;
        if (x.k === 'id') exportNames.push(x.v);
        else {
          exportsComplete = false; // destructuring export: names not tracked
          return;
        }
        // skip to the next declarator or the end of the declaration
        let k = j + 1;
        while (k < n && !(depthAt[k] === d && toks[k]!.k === 'p' && (toks[k]!.v === ',' || toks[k]!.v === ';'))) {
          if (depthAt[k]! < d) return;
          k++;
        }
        if (k >= n || toks[k]!.v === ';') return;
        j = k + 1;
      }
    }
  };

  // Pass 1: module structure and top-level bindings.
  for (let i = 0; i < n; i++) {
    const t = toks[i]!;
    if (t.k !== 'id' || isProp(i)) continue;
    const next = toks[i + 1];
    switch (t.v) {
      case 'import':
        if (isP(next, '(')) {
          const a = toks[i + 2];
          if (a && (isP(toks[i + 3], ')') || isP(toks[i + 3], ','))) {
            if (a.k === 's') addImport(a.v, 'dynamic', false, []);
            else if (a.k === 't' && a.start && a.end) addImport(a.v, 'dynamic', false, []);
          }
        } else if (!isDot(next) && depthAt[i] === 0) parseImportDecl(i);
        break;
      case 'export':
        if (depthAt[i] === 0) parseExport(i);
        break;
      case 'require':
        if (isP(next, '(') && toks[i + 2]?.k === 's' && isP(toks[i + 3], ')')) addImport(toks[i + 2]!.v, 'require', true, []);
        break;
      case 'function':
        if (depthAt[i] === 0 && isId(next)) bindings.set(next!.v, { kind: 'function', async: isId(toks[i - 1], 'async') });
        else if (depthAt[i] === 0 && isP(next, '*') && isId(toks[i + 2])) bindings.set(toks[i + 2]!.v, { kind: 'function', async: false });
        break;
      case 'class':
        if (depthAt[i] === 0 && isId(next)) bindings.set(next!.v, { kind: 'class' });
        break;
      case 'const':
      case 'let':
      case 'var':
        if (depthAt[i] === 0 && isId(next) && isP(toks[i + 2], '=')) bindings.set(next!.v, { kind: 'init', at: i + 3 });
        break;
    }
  }

  // Default export classification.
  const classifyName = (name: string, hops: number): DefaultExportKind => {
    const b = bindings.get(name);
    if (!b || hops > 5) return { kind: 'unknown' };
    if (b.kind === 'import' || b.kind === 'class') return { kind: 'component' };
    if (b.kind === 'function') {
      return b.async ? { kind: 'not-component', what: 'an async function (React components cannot be async)' } : { kind: 'component' };
    }
    const r = classifyExpr(b.at, hops + 1);
    return r;
  };
  const classifyExpr = (j: number, hops: number): DefaultExportKind => {
    const t = toks[j];
    if (!t) return { kind: 'unknown' };
    switch (t.k) {
      case 's':
      case 't':
        return { kind: 'not-component', what: 'a string' };
      case 'n':
        return { kind: 'not-component', what: 'a number' };
      case 'r':
        return { kind: 'not-component', what: 'a regular expression' };
      case 'p': {
        if (t.v === '{') return { kind: 'not-component', what: 'an object' };
        if (t.v === '[') return { kind: 'not-component', what: 'an array' };
        if (t.v === '(') {
          const close = match[j]!;
          if (close > 0 && isP(toks[close + 1], '=>')) return { kind: 'component' };
        }
        return { kind: 'unknown' };
      }
      case 'id': {
        const next = toks[j + 1];
        if (t.v === 'async') {
          if (isId(next, 'function') || isP(next, '(') || (isId(next) && isP(toks[j + 2], '=>'))) {
            return { kind: 'not-component', what: 'an async function (React components cannot be async)' };
          }
          return { kind: 'unknown' };
        }
        if (t.v === 'function' || t.v === 'class') return { kind: 'component' };
        if (t.v === 'null' || t.v === 'undefined' || t.v === 'true' || t.v === 'false') return { kind: 'not-component', what: t.v };
        if (t.v === JSX_FACTORY && isP(next, '(')) {
          return { kind: 'not-component', what: 'a JSX element (a rendered element, not a component function)' };
        }
        if (isP(next, '=>')) return { kind: 'component' };
        if (isP(next, '(')) return { kind: 'component' }; // memo(X), withAuth(X), …
        if (isDot(next)) {
          let k = j + 1;
          while (isDot(toks[k]) && isId(toks[k + 1])) k += 2;
          return isP(toks[k], '(') ? { kind: 'component' } : { kind: 'unknown' };
        }
        if (t.v === 'new' || t.v === 'void' || t.v === 'typeof') return { kind: 'unknown' };
        return classifyName(t.v, hops);
      }
      default:
        return { kind: 'unknown' };
    }
  };
  let defaultExport: DefaultExportKind = { kind: 'none' };
  if (hasDefault) {
    const target = defaultTarget as DefaultTarget;
    if (target === null) defaultExport = { kind: 'unknown' };
    else if ('expr' in target) defaultExport = classifyExpr(target.expr, 0);
    else defaultExport = classifyName(target.name, 0);
  }

  // Pass 2: SDK references, JSX tags, hooks.
  const svcLocals = new Set<string>();
  const pageUrlLocals = new Set<string>();
  for (const [local, [imported, spec]] of importLocals) {
    if (spec !== '@svc/sdk') continue;
    if (imported === 'svc') svcLocals.add(local);
    if (imported === 'createPageUrl') pageUrlLocals.add(local);
  }
  if (svcLocals.size === 0) svcLocals.add('svc');
  if (pageUrlLocals.size === 0) pageUrlLocals.add('createPageUrl');

  const entityRefs = new Map<string, NamedRef>();
  const pageRefs = new Map<string, NamedRef>();
  const addRef = (map: Map<string, NamedRef>, name: string, locate: () => Located): void => {
    const r = map.get(name);
    if (r) r.count++;
    else map.set(name, { name, count: 1, ...locate() });
  };
  const locateEntity = (name: string): Located => {
    const e = escapeRegExp(name);
    const loc = source.find(new RegExp(`entities\\s*(?:(?:\\?\\.|\\.)\\s*${e}(?![\\w$])|(?:\\?\\.)?\\s*\\[\\s*(['"\`])${e}\\1)`));
    return loc.line !== null ? loc : source.find(new RegExp(`(?<![\\w$.])${e}(?![\\w$])`));
  };
  /** Pattern `{ a, b: c, 'd': e, ...rest }` ending at token `close`: [key, local] pairs at depth 1. */
  const patternPairs = (close: number): Array<[string, string | null]> => {
    const open = match[close]!;
    const out: Array<[string, string | null]> = [];
    if (open < 0) return out;
    const d = depthAt[open]! + 1;
    for (let k = open + 1; k < close; k++) {
      if (depthAt[k] !== d) continue;
      const t = toks[k]!;
      const prev = toks[k - 1]!;
      if ((t.k === 'id' || t.k === 's') && (isP(prev, '{') || isP(prev, ',')) && k - 1 >= open) {
        if (isP(toks[k + 1], ':')) out.push([t.v, isId(toks[k + 2]) ? toks[k + 2]!.v : null]);
        else out.push([t.v, t.v]);
      }
    }
    return out;
  };
  /** `X.Name`, `X?.Name`, `X['Name']`, `X?.['Name']` right after token j-1; the entity name or null. */
  const entityAccess = (j: number): string | null => {
    const t = toks[j];
    if (isDot(t)) {
      if (isId(toks[j + 1])) return toks[j + 1]!.v;
      if (t!.v === '?.' && isP(toks[j + 1], '[') && toks[j + 2]?.k === 's' && isP(toks[j + 3], ']')) return toks[j + 2]!.v;
      return null;
    }
    if (isP(t, '[') && toks[j + 1]?.k === 's' && isP(toks[j + 2], ']')) return toks[j + 1]!.v;
    return null;
  };
  const entitiesLocals = new Set<string>();
  /** Handles `… = <expr ending at i-1>`: a destructuring or an alias of svc.entities. */
  const entitiesBinding = (eq: number): void => {
    if (!isP(toks[eq], '=')) return;
    const before = toks[eq - 1];
    if (isP(before, '}')) {
      for (const [key] of patternPairs(eq - 1)) addRef(entityRefs, key, () => locateEntity(key));
    } else if (isId(before) && DECL_KEYWORDS.has(toks[eq - 2]?.v ?? '')) {
      entitiesLocals.add(before!.v);
    }
  };

  const tagUses = new Set<number>();
  const candidates = new Map<string, { bound: boolean; uses: number; first: number; what: UndefinedRef['what'] }>();
  let usesChildren = false;
  let usesOutlet = false;
  let callsDenoServe = false;

  for (let i = 0; i < n; i++) {
    const t = toks[i]!;
    if (t.k !== 'id') continue;
    if (t.v === 'children') usesChildren = true;
    else if (t.v === 'Outlet') usesOutlet = true;
    if (isProp(i)) continue;
    const next = toks[i + 1];
    if (t.v === 'Deno' && isP(next, '.') && isId(toks[i + 2], 'serve') && isP(toks[i + 3], '(')) callsDenoServe = true;
    if (t.v === JSX_FACTORY && isP(next, '(') && isId(toks[i + 2]) && !isDot(toks[i + 3]) && /^[A-Z]/.test(toks[i + 2]!.v)) {
      tagUses.add(i + 2);
    }
    if (svcLocals.has(t.v)) {
      if (isDot(next) && isId(toks[i + 2], 'entities')) {
        const name = entityAccess(i + 3);
        if (name !== null) addRef(entityRefs, name, () => locateEntity(name));
        else if (!isDot(toks[i + 3]) && !isP(toks[i + 3], '[')) entitiesBinding(i - 1);
      } else if (isP(toks[i - 1], '=') && isP(toks[i - 2], '}') && !isDot(next)) {
        for (const [key, local] of patternPairs(i - 2)) if (key === 'entities' && local) entitiesLocals.add(local);
      }
    } else if (entitiesLocals.has(t.v)) {
      // Through an alias only PascalCase names count: another variable of the same name may exist in
      // another scope (entities.map(...)), and entity names are PascalCase.
      const name = entityAccess(i + 1);
      if (name !== null && /^[A-Z]/.test(name)) addRef(entityRefs, name, () => locateEntity(name));
      else if (!isDot(next) && !isP(next, '[')) entitiesBinding(i - 1);
    }
    if (pageUrlLocals.has(t.v) && isP(next, '(')) {
      const a = toks[i + 2];
      let value: string | null = null;
      if (a?.k === 's') value = a.v;
      else if (a?.k === 't' && a.start && (a.end || /[?#/]/.test(a.v))) value = a.v;
      if (value !== null) {
        const name = value.split(/[?#/]/)[0]!.trim();
        if (name !== '') {
          const local = t.v;
          addRef(pageRefs, name, () => source.find(new RegExp(`${escapeRegExp(local)}\\s*\\(\\s*(['"\`])${escapeRegExp(name)}`)));
        }
      }
    }
  }

  // Candidates for undefined-identifier: hooks, React, svc/createPageUrl and capitalised JSX tags.
  for (let i = 0; i < n; i++) {
    const t = toks[i]!;
    if (t.k !== 'id' || isProp(i)) continue;
    const name = t.v;
    let what: UndefinedRef['what'] | null = null;
    if (tagUses.has(i)) what = 'jsx';
    else if (HOOK_RE.test(name)) what = 'hook';
    else if (name === 'React' || name === 'svc' || name === 'createPageUrl') what = 'sdk';
    else if (/^[A-Z]/.test(name)) what = 'jsx'; // a possible binding of a JSX tag
    if (what === null) continue;
    let c = candidates.get(name);
    if (!c) {
      c = { bound: bindings.has(name), uses: 0, first: i, what };
      candidates.set(name, c);
    }
    if (tagUses.has(i)) {
      c.what = 'jsx';
      c.uses++;
      continue;
    }
    const prev = toks[i - 1];
    const next = toks[i + 1];
    if (isId(prev) && DECL_KEYWORDS.has(prev!.v)) {
      c.bound = true;
      continue;
    }
    if (what === 'jsx') {
      c.bound = true; // any other mention of a capitalised name counts as its binding
      continue;
    }
    if (isP(next, '(') && match[i + 1]! > 0 && isP(toks[match[i + 1]! + 1], '{')) {
      c.bound = true; // a method definition: useThing() { … } in an object literal or class
      continue;
    }
    const usePosition = isP(next, '(') || isDot(next) || isP(next, '[') || (next?.k === 't' && next.start === true);
    if (usePosition) c.uses++;
    else c.bound = true;
  }
  const undefinedRefs: UndefinedRef[] = [];
  for (const [name, c] of candidates) {
    if (c.bound || c.uses === 0) continue;
    const e = escapeRegExp(name);
    const loc =
      c.what === 'jsx'
        ? source.find(new RegExp(`<${e}(?![\\w$.])`))
        : source.find(new RegExp(`(?<![\\w$.])${e}\\s*(?:\\(|\\.|\\?\\.|\\[)`));
    undefinedRefs.push({
      name,
      what: c.what,
      count: c.uses,
      ...(loc.line !== null ? loc : source.find(new RegExp(`(?<![\\w$.])${e}(?![\\w$])`))),
    });
  }

  return {
    parsed: true,
    errors: [],
    warnings,
    imports,
    exportNames,
    hasDefault,
    exportsComplete,
    defaultExport,
    entityRefs: [...entityRefs.values()],
    pageRefs: [...pageRefs.values()],
    undefinedRefs,
    usesChildren,
    usesOutlet,
    callsDenoServe,
  };
}

export { SourceIndex };
