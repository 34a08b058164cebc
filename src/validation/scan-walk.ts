/**
 * The ground every pass of the validator's scanner stands on: positions in the original source, the
 * token stream of esbuild's output with its brackets matched, and the references the passes report.
 */
import type { Token } from './tokenize.ts';

/** The JSX factory the scanner looks for; chosen so it cannot collide with app identifiers. */
export const JSX_FACTORY = '__svc_jsx';
export const JSX_FRAGMENT = '__svc_fragment';

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

// ---------------------------------------------------------------------------------------------------
// Source positions

export class SourceIndex {
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

// ---------------------------------------------------------------------------------------------------
// Tokens

export const DECL_KEYWORDS = new Set(['function', 'class', 'const', 'let', 'var']);

export function isP(t: Token | undefined, v: string): boolean {
  return t !== undefined && t.k === 'p' && t.v === v;
}

export function isId(t: Token | undefined, v?: string): boolean {
  return t !== undefined && t.k === 'id' && (v === undefined || t.v === v);
}

export function isDot(t: Token | undefined): boolean {
  return t !== undefined && t.k === 'p' && (t.v === '.' || t.v === '?.');
}

/** The token stream of one file with its bracket structure, computed once and shared by every pass. */
export class TokenWalk {
  readonly toks: Token[];
  readonly n: number;
  /** The original file, for positions. */
  readonly source: SourceIndex;
  /** Index of the matching closer (or opener) of each bracket and template part; -1 elsewhere. */
  readonly match: Int32Array;
  /** Bracket depth at each token. */
  readonly depthAt: Int32Array;

  constructor(toks: Token[], source: SourceIndex) {
    this.toks = toks;
    this.n = toks.length;
    this.source = source;
    const n = this.n;
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
    this.match = match;
    this.depthAt = depthAt;
  }

  /** Whether token i follows a dot (a property name, not a binding). */
  isProp(i: number): boolean {
    return isDot(this.toks[i - 1]);
  }
}
