/**
 * Per-file analysis for the validator: one esbuild transform (syntax, lowering JSX) followed by one pass
 * of a token scanner over esbuild's output (imports, exports, SDK and JSX references). The result
 * depends only on the file's path and content, so it is cached in a module-level LRU keyed by a hash of
 * both: re-validating an app after editing one file re-parses only that file.
 *
 * The scanner's passes live beside it: the shared token walk and positions (scan-walk.ts), module
 * structure and the default export (scan-module.ts), SDK references and undefined names
 * (scan-references.ts).
 *
 * Positions are 1-based lines and 1-based columns counted in UTF-16 code units (what editors and
 * JavaScript string indexes use); esbuild's byte columns are converted.
 */
import { createHash } from 'node:crypto';
import { transform, type Message, type TransformFailure } from 'esbuild';
import { defaultExportOf, scanModule } from './scan-module.ts';
import { findUndefinedRefs, scanSdkReferences } from './scan-references.ts';
import {
  JSX_FACTORY,
  JSX_FRAGMENT,
  SourceIndex,
  TokenWalk,
  type DefaultExportKind,
  type ImportRef,
  type NamedRef,
  type UndefinedRef,
} from './scan-walk.ts';
import { tokenize, type Token } from './tokenize.ts';

export {
  escapeRegExp,
  SourceIndex,
  type DefaultExportKind,
  type ImportRef,
  type Located,
  type NamedRef,
  type UndefinedRef,
} from './scan-walk.ts';

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

/** Runs the scanner's passes over one file; `source` is the original file, `toks` esbuild's output. */
export function scan(toks: Token[], source: SourceIndex, warnings: CodeProblem[]): FileAnalysis {
  const walk = new TokenWalk(toks, source);
  const module = scanModule(walk);
  const refs = scanSdkReferences(walk, module.importLocals);
  return {
    parsed: true,
    errors: [],
    warnings,
    imports: module.imports,
    exportNames: module.exportNames,
    hasDefault: module.hasDefault,
    exportsComplete: module.exportsComplete,
    defaultExport: defaultExportOf(walk, module),
    entityRefs: [...refs.entityRefs.values()],
    pageRefs: [...refs.pageRefs.values()],
    undefinedRefs: findUndefinedRefs(walk, refs.tagUses, module.bindings),
    usesChildren: refs.usesChildren,
    usesOutlet: refs.usesOutlet,
    callsDenoServe: refs.callsDenoServe,
  };
}
