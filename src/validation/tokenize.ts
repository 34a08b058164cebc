/**
 * A small JavaScript tokenizer for the validator. It only ever reads esbuild's transform output of a
 * file that already parsed (JSX lowered to plain calls, comments mostly gone, canonical formatting), so
 * it can stay simple: it needs to tell code from strings, templates, regular expressions and comments,
 * and to keep the value of string literals (import specifiers, `svc.entities['Task']`).
 */

/** Token kinds: identifier or keyword, punctuator, string, template chunk, number, regexp, private name. */
export type TokenKind = 'id' | 'p' | 's' | 't' | 'n' | 'r' | '#';

export interface Token {
  k: TokenKind;
  /** Identifier name, punctuator text, decoded string value, raw template chunk text, number/regex raw text. */
  v: string;
  /** For template chunks: true when the chunk ends the template (no `${` follows). */
  end?: boolean;
  /** For template chunks: true when the chunk starts the template (a backtick precedes it). */
  start?: boolean;
}

const PUNCT4 = new Set(['>>>=']);
const PUNCT3 = new Set(['...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??=']);
const PUNCT2 = new Set([
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '**',
  '<<',
  '>>',
]);
/** First characters of multi-character punctuators. */
const MULTI_START = new Set(['>', '.', '=', '!', '*', '<', '&', '|', '?', '+', '-', '/', '%', '^']);

/** Keywords after which a `/` starts a regular expression rather than a division. */
const REGEX_AFTER_KEYWORD = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

function isIdStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 36 || c === 95 || c === 92 || c >= 0x80;
}

function isIdPart(c: number): boolean {
  return isIdStart(c) || (c >= 48 && c <= 57);
}

function decodeEscape(src: string, i: number): [string, number] {
  // src[i] is the character after the backslash; returns the decoded text and the next index.
  const c = src[i];
  switch (c) {
    case 'n':
      return ['\n', i + 1];
    case 't':
      return ['\t', i + 1];
    case 'r':
      return ['\r', i + 1];
    case 'b':
      return ['\b', i + 1];
    case 'f':
      return ['\f', i + 1];
    case 'v':
      return ['\v', i + 1];
    case '0':
      return ['\0', i + 1];
    case 'x':
      return [String.fromCharCode(parseInt(src.slice(i + 1, i + 3), 16) || 0), i + 3];
    case 'u': {
      if (src[i + 1] === '{') {
        const close = src.indexOf('}', i);
        if (close < 0) return ['', src.length];
        const cp = parseInt(src.slice(i + 2, close), 16);
        return [Number.isFinite(cp) && cp <= 0x10ffff ? String.fromCodePoint(cp) : '', close + 1];
      }
      return [String.fromCharCode(parseInt(src.slice(i + 1, i + 5), 16) || 0), i + 5];
    }
    case '\r':
      return ['', src[i + 1] === '\n' ? i + 2 : i + 1];
    case '\n':
    case '\u2028':
    case '\u2029':
      return ['', i + 1];
    default:
      return [c ?? '', i + 1];
  }
}

/** Tokenizes `src`. Never throws: malformed input yields best-effort tokens. */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const n = src.length;
  // Stack of open braces: true for a `${` of a template (its `}` resumes the template), false otherwise.
  const braces: boolean[] = [];
  let i = 0;

  const regexAllowed = (): boolean => {
    const prev = out[out.length - 1];
    if (!prev) return true;
    if (prev.k === 'p') return prev.v !== ')' && prev.v !== ']' && prev.v !== '}' && prev.v !== '++' && prev.v !== '--';
    if (prev.k === 'id') return REGEX_AFTER_KEYWORD.has(prev.v);
    if (prev.k === 't') return !prev.end; // after `${`-opening chunk an expression starts
    return false;
  };

  const readTemplate = (startsTemplate: boolean): void => {
    // i is just after the backtick or the closing `}` of a substitution.
    let raw = '';
    let segStart = i;
    while (i < n) {
      const c = src.charCodeAt(i);
      if (c === 96 /* ` */) {
        raw += src.slice(segStart, i);
        i++;
        out.push({ k: 't', v: raw, end: true, start: startsTemplate });
        return;
      }
      if (c === 92 /* \ */) {
        raw += src.slice(segStart, i);
        const [text, next] = decodeEscape(src, i + 1);
        raw += text;
        i = next;
        segStart = i;
        continue;
      }
      if (c === 36 /* $ */ && src.charCodeAt(i + 1) === 123 /* { */) {
        raw += src.slice(segStart, i);
        i += 2;
        out.push({ k: 't', v: raw, end: false, start: startsTemplate });
        braces.push(true);
        return;
      }
      i++;
    }
    out.push({ k: 't', v: raw + src.slice(segStart), end: true, start: startsTemplate });
  };

  while (i < n) {
    const c = src.charCodeAt(i);
    // whitespace
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029 || c === 11 || c === 12) {
      i++;
      continue;
    }
    // comments
    if (c === 47 /* / */) {
      const d = src.charCodeAt(i + 1);
      if (d === 47) {
        const e = src.indexOf('\n', i);
        i = e < 0 ? n : e + 1;
        continue;
      }
      if (d === 42) {
        const e = src.indexOf('*/', i + 2);
        i = e < 0 ? n : e + 2;
        continue;
      }
      if (regexAllowed()) {
        const s = i;
        i++;
        let inClass = false;
        while (i < n) {
          const r = src.charCodeAt(i);
          if (r === 92) {
            i += 2;
            continue;
          }
          if (r === 10) break;
          if (inClass) {
            if (r === 93) inClass = false;
          } else if (r === 91) inClass = true;
          else if (r === 47) {
            i++;
            break;
          }
          i++;
        }
        while (i < n && isIdPart(src.charCodeAt(i))) i++; // flags
        out.push({ k: 'r', v: src.slice(s, i) });
        continue;
      }
    }
    // strings
    if (c === 34 || c === 39) {
      i++;
      let value = '';
      let segStart = i;
      while (i < n) {
        const d = src.charCodeAt(i);
        if (d === c) break;
        if (d === 92) {
          value += src.slice(segStart, i);
          const [text, next] = decodeEscape(src, i + 1);
          value += text;
          i = next;
          segStart = i;
          continue;
        }
        if (d === 10) break; // unterminated
        i++;
      }
      value += src.slice(segStart, i);
      i++;
      out.push({ k: 's', v: value });
      continue;
    }
    if (c === 96) {
      i++;
      readTemplate(true);
      continue;
    }
    // identifiers and keywords
    if (isIdStart(c)) {
      const s = i;
      let name = '';
      let segStart = i;
      while (i < n) {
        const d = src.charCodeAt(i);
        if (d === 92 && src[i + 1] === 'u') {
          name += src.slice(segStart, i);
          const [text, next] = decodeEscape(src, i + 1);
          name += text;
          i = next;
          segStart = i;
          continue;
        }
        if (!isIdPart(d) || d === 92) break;
        i++;
      }
      name += src.slice(segStart, i);
      if (i === s) {
        i++;
        continue;
      } // lone backslash
      out.push({ k: 'id', v: name });
      continue;
    }
    if (c === 35 /* # */) {
      const s = i;
      i++;
      while (i < n && isIdPart(src.charCodeAt(i))) i++;
      out.push({ k: '#', v: src.slice(s, i) });
      continue;
    }
    // numbers
    if ((c >= 48 && c <= 57) || (c === 46 && src.charCodeAt(i + 1) >= 48 && src.charCodeAt(i + 1) <= 57)) {
      const s = i;
      i++;
      while (i < n) {
        const d = src.charCodeAt(i);
        if (isIdPart(d) || d === 46) i++;
        else if ((d === 43 || d === 45) && (src[i - 1] === 'e' || src[i - 1] === 'E') && !/^0[xX]/.test(src.slice(s, s + 2))) i++;
        else break;
      }
      out.push({ k: 'n', v: src.slice(s, i) });
      continue;
    }
    // braces with template tracking
    if (c === 123) {
      braces.push(false);
      out.push({ k: 'p', v: '{' });
      i++;
      continue;
    }
    if (c === 125) {
      const wasTemplate = braces.pop();
      i++;
      if (wasTemplate) {
        readTemplate(false);
      } else {
        out.push({ k: 'p', v: '}' });
      }
      continue;
    }
    // punctuators
    let matched = src[i]!;
    if (MULTI_START.has(matched)) {
      const s4 = src.slice(i, i + 4);
      if (PUNCT4.has(s4)) matched = s4;
      else if (PUNCT3.has(s4.slice(0, 3))) matched = s4.slice(0, 3);
      else if (PUNCT2.has(s4.slice(0, 2))) {
        // `?.5` is a conditional followed by a number, not optional chaining
        const d = s4.charCodeAt(2);
        if (!(s4.startsWith('?.') && d >= 48 && d <= 57)) matched = s4.slice(0, 2);
      }
    }
    out.push({ k: 'p', v: matched });
    i += matched.length;
  }
  return out;
}
