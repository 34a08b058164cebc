/**
 * The scanner's first pass over a file: its module structure (imports, re-exports, `import()` and
 * `require()` with literals, named and default exports) and its top-level bindings; then what the
 * default export is (a component, or what else).
 */
import {
  isDot,
  isId,
  isP,
  JSX_FACTORY,
  type DefaultExportKind,
  type ImportRef,
  type Located,
  escapeRegExp,
  type TokenWalk,
} from './scan-walk.ts';

export type Binding = { kind: 'import' } | { kind: 'function'; async: boolean } | { kind: 'class' } | { kind: 'init'; at: number };

type DefaultTarget = { expr: number } | { name: string } | null;

/** What the first pass found. */
export interface ModuleShape {
  imports: ImportRef[];
  /** Named exports (without `default`). */
  exportNames: string[];
  hasDefault: boolean;
  exportsComplete: boolean;
  defaultTarget: DefaultTarget;
  /** Top-level bindings by name. */
  bindings: Map<string, Binding>;
  /** local name → [imported name, module] */
  importLocals: Map<string, [string, string]>;
}

/** Imports, exports and top-level bindings of a file. */
export function scanModule(w: TokenWalk): ModuleShape {
  return new ModuleScanner(w).scan();
}

class ModuleScanner implements ModuleShape {
  readonly imports: ImportRef[] = [];
  readonly exportNames: string[] = [];
  hasDefault = false;
  exportsComplete = true;
  defaultTarget: DefaultTarget = null;
  readonly bindings = new Map<string, Binding>();
  readonly importLocals = new Map<string, [string, string]>();
  private readonly specCounters = new Map<string, number>();
  private readonly w: TokenWalk;

  constructor(w: TokenWalk) {
    this.w = w;
  }

  scan(): ModuleShape {
    const { toks, n, depthAt } = this.w;
    for (let i = 0; i < n; i++) {
      const t = toks[i]!;
      if (t.k !== 'id' || this.w.isProp(i)) continue;
      const next = toks[i + 1];
      switch (t.v) {
        case 'import':
          if (isP(next, '(')) {
            const a = toks[i + 2];
            if (a && (isP(toks[i + 3], ')') || isP(toks[i + 3], ','))) {
              if (a.k === 's') this.addImport(a.v, 'dynamic', false, []);
              else if (a.k === 't' && a.start && a.end) this.addImport(a.v, 'dynamic', false, []);
            }
          } else if (!isDot(next) && depthAt[i] === 0) this.importDeclaration(i);
          break;
        case 'export':
          if (depthAt[i] === 0) this.exportStatement(i);
          break;
        case 'require':
          if (isP(next, '(') && toks[i + 2]?.k === 's' && isP(toks[i + 3], ')')) this.addImport(toks[i + 2]!.v, 'require', true, []);
          break;
        case 'function':
          if (depthAt[i] === 0 && isId(next)) this.bindings.set(next!.v, { kind: 'function', async: isId(toks[i - 1], 'async') });
          else if (depthAt[i] === 0 && isP(next, '*') && isId(toks[i + 2]))
            this.bindings.set(toks[i + 2]!.v, { kind: 'function', async: false });
          break;
        case 'class':
          if (depthAt[i] === 0 && isId(next)) this.bindings.set(next!.v, { kind: 'class' });
          break;
        case 'const':
        case 'let':
        case 'var':
          if (depthAt[i] === 0 && isId(next) && isP(toks[i + 2], '=')) this.bindings.set(next!.v, { kind: 'init', at: i + 3 });
          break;
      }
    }
    return this;
  }

  private locateSpec(spec: string): Located {
    const k = this.specCounters.get(spec) ?? 0;
    this.specCounters.set(spec, k + 1);
    const e = escapeRegExp(spec);
    return this.w.source.find(new RegExp(`(['"\`])${e}\\1`), k);
  }

  private addImport(spec: string, kind: ImportRef['kind'], importsDefault: boolean, names: string[]): void {
    this.imports.push({ spec, kind, importsDefault, names, ...this.locateSpec(spec) });
  }

  /** Parses `import … from 's'` at token i (the `import`); returns nothing, records the import. */
  private importDeclaration(i: number): void {
    const { toks, n } = this.w;
    let j = i + 1;
    if (toks[j]?.k === 's') {
      this.addImport(toks[j]!.v, 'import', false, []);
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
      this.addImport(spec, 'import', importsDefault, names);
      for (const [local, imported] of locals) {
        this.importLocals.set(local, [imported, spec]);
        this.bindings.set(local, { kind: 'import' });
      }
    }
  }

  private exportStatement(i: number): void {
    const { toks, n, match, depthAt } = this.w;
    let j = i + 1;
    const t = toks[j];
    if (!t) return;
    if (isId(t, 'default')) {
      this.hasDefault = true;
      this.defaultTarget = { expr: j + 1 };
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
        this.addImport(
          from,
          'reexport',
          pairs.some(([l]) => l === 'default'),
          pairs.map(([l]) => l).filter((l) => l !== 'default'),
        );
      }
      for (const [local, exported] of pairs) {
        if (exported === 'default') {
          this.hasDefault = true;
          this.defaultTarget = from !== null ? null : { name: local };
        } else this.exportNames.push(exported);
      }
      return;
    }
    if (isP(t, '*')) {
      j++;
      if (isId(toks[j], 'as') && toks[j + 1]) {
        const name = toks[j + 1]!.v;
        if (name === 'default') this.hasDefault = true;
        else this.exportNames.push(name);
        j += 2;
      } else this.exportsComplete = false;
      if (isId(toks[j], 'from') && toks[j + 1]?.k === 's') this.addImport(toks[j + 1]!.v, 'reexport', false, []);
      return;
    }
    if (isId(t, 'async')) j++;
    if (isId(toks[j], 'function')) {
      j++;
      if (isP(toks[j], '*')) j++;
      if (isId(toks[j])) this.exportNames.push(toks[j]!.v);
      return;
    }
    if (isId(toks[j], 'class')) {
      if (isId(toks[j + 1])) this.exportNames.push(toks[j + 1]!.v);
      return;
    }
    if (isId(t, 'const') || isId(t, 'let') || isId(t, 'var')) {
      const d = depthAt[i]!;
      j++;
      for (;;) {
        const x = toks[j];
        if (!x) return;
        if (x.k === 'id') this.exportNames.push(x.v);
        else {
          this.exportsComplete = false; // destructuring export: names not tracked
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
  }
}

// ---------------------------------------------------------------------------------------------------
// Default export classification

/** What the default export is: a component, something that is not one, or unknown. */
export function defaultExportOf(w: TokenWalk, m: ModuleShape): DefaultExportKind {
  let defaultExport: DefaultExportKind = { kind: 'none' };
  if (m.hasDefault) {
    const target = m.defaultTarget;
    if (target === null) defaultExport = { kind: 'unknown' };
    else if ('expr' in target) defaultExport = classifyExpr(w, m.bindings, target.expr, 0);
    else defaultExport = classifyName(w, m.bindings, target.name, 0);
  }
  return defaultExport;
}

function classifyName(w: TokenWalk, bindings: Map<string, Binding>, name: string, hops: number): DefaultExportKind {
  const b = bindings.get(name);
  if (!b || hops > 5) return { kind: 'unknown' };
  if (b.kind === 'import' || b.kind === 'class') return { kind: 'component' };
  if (b.kind === 'function') {
    return b.async ? { kind: 'not-component', what: 'an async function (React components cannot be async)' } : { kind: 'component' };
  }
  const r = classifyExpr(w, bindings, b.at, hops + 1);
  return r;
}

function classifyExpr(w: TokenWalk, bindings: Map<string, Binding>, j: number, hops: number): DefaultExportKind {
  const { toks, match } = w;
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
      return classifyName(w, bindings, t.v, hops);
    }
    default:
      return { kind: 'unknown' };
  }
}
