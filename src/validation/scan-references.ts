/**
 * The scanner's reference passes: what a file uses of the app SDK (entities through `svc.entities`,
 * pages through `createPageUrl`), of React Router and Deno, and which JSX tags, hooks and SDK names
 * it uses without importing or declaring them.
 */
import type { Binding } from './scan-module.ts';
import {
  DECL_KEYWORDS,
  escapeRegExp,
  isDot,
  isId,
  isP,
  JSX_FACTORY,
  type Located,
  type NamedRef,
  type SourceIndex,
  type TokenWalk,
  type UndefinedRef,
} from './scan-walk.ts';

const HOOK_RE = /^use[A-Z0-9]/;

/** What a file uses of the SDK and the runtime, and which capitalised names are JSX tags. */
export interface SdkReferences {
  entityRefs: Map<string, NamedRef>;
  pageRefs: Map<string, NamedRef>;
  /** Token indexes of capitalised JSX tag names. */
  tagUses: Set<number>;
  usesChildren: boolean;
  usesOutlet: boolean;
  callsDenoServe: boolean;
}

function addRef(map: Map<string, NamedRef>, name: string, locate: () => Located): void {
  const r = map.get(name);
  if (r) r.count++;
  else map.set(name, { name, count: 1, ...locate() });
}

function locateEntity(source: SourceIndex, name: string): Located {
  const e = escapeRegExp(name);
  const loc = source.find(new RegExp(`entities\\s*(?:(?:\\?\\.|\\.)\\s*${e}(?![\\w$])|(?:\\?\\.)?\\s*\\[\\s*(['"\`])${e}\\1)`));
  return loc.line !== null ? loc : source.find(new RegExp(`(?<![\\w$.])${e}(?![\\w$])`));
}

/** Pattern `{ a, b: c, 'd': e, ...rest }` ending at token `close`: [key, local] pairs at depth 1. */
function patternPairs(w: TokenWalk, close: number): Array<[string, string | null]> {
  const { toks, match, depthAt } = w;
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
}

/** `X.Name`, `X?.Name`, `X['Name']`, `X?.['Name']` right after token j-1; the entity name or null. */
function entityAccess(w: TokenWalk, j: number): string | null {
  const { toks } = w;
  const t = toks[j];
  if (isDot(t)) {
    if (isId(toks[j + 1])) return toks[j + 1]!.v;
    if (t!.v === '?.' && isP(toks[j + 1], '[') && toks[j + 2]?.k === 's' && isP(toks[j + 3], ']')) return toks[j + 2]!.v;
    return null;
  }
  if (isP(t, '[') && toks[j + 1]?.k === 's' && isP(toks[j + 2], ']')) return toks[j + 1]!.v;
  return null;
}

/** Entities, pages, JSX tags and the runtime names a file uses. `importLocals`: local name → [imported name, module]. */
export function scanSdkReferences(w: TokenWalk, importLocals: Map<string, [string, string]>): SdkReferences {
  const { toks, n, source } = w;
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
  const entitiesLocals = new Set<string>();
  /** Handles `… = <expr ending at i-1>`: a destructuring or an alias of svc.entities. */
  const entitiesBinding = (eq: number): void => {
    if (!isP(toks[eq], '=')) return;
    const before = toks[eq - 1];
    if (isP(before, '}')) {
      for (const [key] of patternPairs(w, eq - 1)) addRef(entityRefs, key, () => locateEntity(source, key));
    } else if (isId(before) && DECL_KEYWORDS.has(toks[eq - 2]?.v ?? '')) {
      entitiesLocals.add(before!.v);
    }
  };

  const tagUses = new Set<number>();
  let usesChildren = false;
  let usesOutlet = false;
  let callsDenoServe = false;

  for (let i = 0; i < n; i++) {
    const t = toks[i]!;
    if (t.k !== 'id') continue;
    if (t.v === 'children') usesChildren = true;
    else if (t.v === 'Outlet') usesOutlet = true;
    if (w.isProp(i)) continue;
    const next = toks[i + 1];
    if (t.v === 'Deno' && isP(next, '.') && isId(toks[i + 2], 'serve') && isP(toks[i + 3], '(')) callsDenoServe = true;
    if (t.v === JSX_FACTORY && isP(next, '(') && isId(toks[i + 2]) && !isDot(toks[i + 3]) && /^[A-Z]/.test(toks[i + 2]!.v)) {
      tagUses.add(i + 2);
    }
    if (svcLocals.has(t.v)) {
      if (isDot(next) && isId(toks[i + 2], 'entities')) {
        const name = entityAccess(w, i + 3);
        if (name !== null) addRef(entityRefs, name, () => locateEntity(source, name));
        else if (!isDot(toks[i + 3]) && !isP(toks[i + 3], '[')) entitiesBinding(i - 1);
      } else if (isP(toks[i - 1], '=') && isP(toks[i - 2], '}') && !isDot(next)) {
        for (const [key, local] of patternPairs(w, i - 2)) if (key === 'entities' && local) entitiesLocals.add(local);
      }
    } else if (entitiesLocals.has(t.v)) {
      // Through an alias only PascalCase names count: another variable of the same name may exist in
      // another scope (entities.map(...)), and entity names are PascalCase.
      const name = entityAccess(w, i + 1);
      if (name !== null && /^[A-Z]/.test(name)) addRef(entityRefs, name, () => locateEntity(source, name));
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
  return { entityRefs, pageRefs, tagUses, usesChildren, usesOutlet, callsDenoServe };
}

/** JSX tags, hooks and SDK names a file uses but never imports or declares. */
export function findUndefinedRefs(w: TokenWalk, tagUses: Set<number>, bindings: Map<string, Binding>): UndefinedRef[] {
  const { toks, n, match, source } = w;
  const candidates = new Map<string, { bound: boolean; uses: number; first: number; what: UndefinedRef['what'] }>();
  for (let i = 0; i < n; i++) {
    const t = toks[i]!;
    if (t.k !== 'id' || w.isProp(i)) continue;
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
  return undefinedRefs;
}
