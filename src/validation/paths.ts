/**
 * Path and content rules of an app's virtual file tree (docs/file-model.md). Pure functions: every
 * tool that takes a path or file content from an agent runs it through here before touching storage,
 * and the validator (src/validation) reports the same rules for files already stored.
 *
 * Allowed files:
 *   pages/<Name>.jsx            <Name> PascalCase, no subfolders           file_type "page"
 *   components/**\/*.jsx|.js     any depth                                  "component"
 *   Layout.jsx                  root only                                  "layout"
 *   entities/<Name>.json        <Name> PascalCase                          "entity"
 *   functions/<name>.js         <name> ^[a-z][a-zA-Z0-9_-]*$               "function"
 *   functions/cron.json         schedules of functions                     "cron"
 *   seo.json                    root only                                  "seo"
 *   lib/**\/*.js|.jsx            plain helpers (formatting, constants, ...) "lib"
 *   styles/**\/*.css             extra CSS next to the Tailwind utilities   "style"
 */
import { ServiceError } from '../platform/errors.ts';

export const MAX_PATH_LENGTH = 300;
export const MAX_SEGMENT_LENGTH = 100;
/** Largest single file, in UTF-8 bytes. */
export const MAX_FILE_BYTES = 512 * 1024;
/** Largest app: sum of the UTF-8 bytes of every file's content. */
export const MAX_APP_BYTES = 20 * 1024 * 1024;
export const MAX_APP_FILES = 2000;

export const FILE_TYPES = ['page', 'component', 'layout', 'entity', 'function', 'cron', 'seo', 'lib', 'style'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const PAGE_NAME_RE = /^[A-Z][A-Za-z0-9]*$/;
export const ENTITY_NAME_RE = /^[A-Z][A-Za-z0-9]*$/;
export const FUNCTION_NAME_RE = /^[a-z][a-zA-Z0-9_-]*$/;

const ALLOWED_FILES_TEXT =
  'pages/<Name>.jsx, components/**/*.jsx|.js, Layout.jsx, entities/<Name>.json, functions/<name>.js, functions/cron.json, seo.json, ' +
  'lib/**/*.js|.jsx or styles/**/*.css';

/**
 * Result of checking one path. `rule` is the validator rule id the problem maps to: `page-name` when only
 * the name of a page file is wrong, `path-invalid` for everything else.
 */
export type PathCheck =
  | { ok: true; path: string; type: FileType }
  | { ok: false; path: string; rule: 'path-invalid' | 'page-name'; message: string };

/** Quote a path for a message: JSON escaping keeps control characters visible; long input is cut. */
function quote(p: string): string {
  const q = JSON.stringify(p.length > 120 ? `${p.slice(0, 117)}...` : p);
  return q;
}

// C0 controls, DEL and C1 controls. Tabs and newlines are controls too: never valid in a path.
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f]/;
const DISALLOWED_RE = /[^A-Za-z0-9._/-]/;

/** Trim, turn backslashes into slashes, drop leading `./`, collapse repeated slashes. Never throws. */
export function cleanAppPath(input: string): string {
  let p = String(input).trim().replace(/\\/g, '/');
  while (p.startsWith('./')) p = p.slice(2);
  return p.replace(/\/{2,}/g, '/');
}

/** The non-throwing form of normalizeAppPath, for the validator and for batch checks. */
export function checkAppPath(input: string): PathCheck {
  const p = cleanAppPath(input);
  const bad = (message: string, rule: 'path-invalid' | 'page-name' = 'path-invalid'): PathCheck => ({
    ok: false,
    path: p,
    rule,
    message: `Invalid path ${quote(typeof input === 'string' ? input : String(input))}: ${message}`,
  });
  if (p === '') return bad('the path is empty');
  if (p.includes('\u0000')) return bad('NUL characters are not allowed');
  if (CONTROL_RE.test(p)) return bad('control characters (tabs, newlines, ...) are not allowed');
  if (p.startsWith('/')) return bad('absolute paths are not allowed; use a path relative to the app root such as pages/Home.jsx');
  if (/^[A-Za-z]:/.test(p)) return bad('drive letters are not allowed; use a path relative to the app root such as pages/Home.jsx');
  if (p.length > MAX_PATH_LENGTH) return bad(`the path is longer than ${MAX_PATH_LENGTH} characters (${p.length})`);
  const segments = p.split('/');
  for (const s of segments) {
    if (s === '..') return bad('".." segments are not allowed');
    if (s === '.') return bad('"." segments are not allowed');
  }
  if (segments[segments.length - 1] === '') return bad('the path names a folder; it must name a file');
  for (const s of segments) {
    if (s.length > MAX_SEGMENT_LENGTH) return bad(`the segment "${s.slice(0, 20)}..." is longer than ${MAX_SEGMENT_LENGTH} characters`);
  }
  const ch = DISALLOWED_RE.exec(p);
  if (ch) {
    const shown = ch[0] === ' ' ? 'space' : `"${ch[0]}"`;
    return bad(`the character ${shown} is not allowed; use only letters A-Z a-z, digits, ".", "_", "-" and "/"`);
  }
  for (const s of segments) {
    if (s.startsWith('.')) return bad(`hidden names starting with "." are not allowed ("${s}")`);
  }
  return checkModel(p, segments, bad);
}

function ext(name: string): string {
  const i = name.lastIndexOf('.');
  return i <= 0 ? '' : name.slice(i);
}

function stem(name: string): string {
  const i = name.lastIndexOf('.');
  return i <= 0 ? name : name.slice(0, i);
}

/** A PascalCase suggestion for a wrong page/entity name: `task-list` → `TaskList`. */
function pascal(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const out = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return /^[A-Z]/.test(out) ? out : `Page${out}`;
}

function checkModel(p: string, segments: string[], bad: (message: string, rule?: 'path-invalid' | 'page-name') => PathCheck): PathCheck {
  const first = segments[0]!;
  const file = segments[segments.length - 1]!;
  const ok = (type: FileType): PathCheck => ({ ok: true, path: p, type });
  if (segments.length === 1) {
    if (p === 'Layout.jsx') return ok('layout');
    if (p === 'seo.json') return ok('seo');
    if (p.toLowerCase() === 'layout.jsx' || p.toLowerCase() === 'layout.js' || p.toLowerCase() === 'layout.tsx') {
      return bad('the layout file must be named exactly Layout.jsx (at the app root)');
    }
    if (p.toLowerCase() === 'seo.json') return bad('the SEO file must be named exactly seo.json (lowercase, at the app root)');
    return bad(`files at the app root can only be Layout.jsx and seo.json; allowed files are ${ALLOWED_FILES_TEXT}`);
  }
  switch (first) {
    case 'pages': {
      if (segments.length !== 2) return bad('pages must be directly in pages/ (no subfolders), e.g. pages/TaskDetail.jsx');
      if (ext(file) !== '.jsx') return bad(`page files must end in .jsx, e.g. pages/${pascal(stem(file)) || 'Home'}.jsx`);
      const name = stem(file);
      if (!PAGE_NAME_RE.test(name)) {
        return bad(
          `page names must be PascalCase (^[A-Z][A-Za-z0-9]*$) because the name is the route, e.g. pages/${pascal(name)}.jsx`,
          'page-name',
        );
      }
      return ok('page');
    }
    case 'components': {
      const e = ext(file);
      if (e !== '.jsx' && e !== '.js') return bad('component files must end in .jsx or .js');
      return ok('component');
    }
    case 'entities': {
      if (segments.length !== 2) return bad('entity schemas must be directly in entities/ (no subfolders), e.g. entities/Task.json');
      if (ext(file) !== '.json') return bad(`entity schema files must end in .json, e.g. entities/${pascal(stem(file))}.json`);
      const name = stem(file);
      if (!ENTITY_NAME_RE.test(name)) {
        return bad(`entity names must be PascalCase (^[A-Z][A-Za-z0-9]*$), e.g. entities/${pascal(name)}.json`);
      }
      return ok('entity');
    }
    case 'functions': {
      if (segments.length !== 2)
        return bad('backend functions must be directly in functions/ (no subfolders), e.g. functions/sendEmail.js');
      if (file === 'cron.json') return ok('cron');
      if (ext(file) !== '.js') return bad('backend function files must end in .js');
      const name = stem(file);
      if (!FUNCTION_NAME_RE.test(name)) {
        return bad('function names must match ^[a-z][a-zA-Z0-9_-]*$ (start with a lowercase letter), e.g. functions/sendEmail.js');
      }
      return ok('function');
    }
    case 'lib': {
      const e = ext(file);
      if (e !== '.js' && e !== '.jsx') return bad('files in lib/ must end in .js or .jsx');
      return ok('lib');
    }
    case 'styles': {
      if (ext(file) !== '.css') return bad('files in styles/ must end in .css');
      return ok('style');
    }
    default: {
      const lower = first.toLowerCase();
      const known = ['pages', 'components', 'entities', 'functions', 'lib', 'styles'];
      if (known.includes(lower)) return bad(`folder names are lowercase: use ${lower}/ instead of ${first}/`);
      return bad(`the folder ${first}/ is not part of the app file model; allowed files are ${ALLOWED_FILES_TEXT}`);
    }
  }
}

/**
 * The canonical form of an app file path, or a ServiceError('invalid_params') whose message names the
 * path and the broken rule, e.g. `Invalid path "../x.jsx": ".." segments are not allowed`.
 */
export function normalizeAppPath(input: string): string {
  const r = checkAppPath(input);
  if (!r.ok) throw new ServiceError('invalid_params', r.message, { path: typeof input === 'string' ? input : String(input) });
  return r.path;
}

/** The file_type of an app path (see FILE_TYPES); throws like normalizeAppPath for paths outside the model. */
export function fileTypeOf(path: string): FileType {
  const r = checkAppPath(path);
  if (!r.ok) throw new ServiceError('invalid_params', r.message, { path });
  return r.type;
}

/** `pages/TaskList.jsx` → `TaskList`; null for anything that is not a valid page path. */
export function pageNameOf(path: string): string | null {
  const r = checkAppPath(path);
  return r.ok && r.type === 'page' ? stem(r.path.slice('pages/'.length)) : null;
}

/** `entities/Task.json` → `Task`; null for anything that is not a valid entity path. */
export function entityNameOf(path: string): string | null {
  const r = checkAppPath(path);
  return r.ok && r.type === 'entity' ? stem(r.path.slice('entities/'.length)) : null;
}

/** `functions/sendEmail.js` → `sendEmail`; null for anything that is not a valid function path. */
export function functionNameOf(path: string): string | null {
  const r = checkAppPath(path);
  return r.ok && r.type === 'function' ? stem(r.path.slice('functions/'.length)) : null;
}

// ---------------------------------------------------------------------------------------------------
// Content

/** UTF-8 byte length without allocating a buffer copy. */
export function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** The reason content is refused, or null when it is acceptable text of an acceptable size. */
export function fileContentProblem(path: string, content: string): string | null {
  if (typeof content !== 'string') return `File ${quote(path)}: content must be a string`;
  const bytes = utf8Bytes(content);
  if (bytes > MAX_FILE_BYTES) {
    return `File ${quote(path)} is ${bytes} bytes; a file may be at most ${MAX_FILE_BYTES} bytes (512 KiB) of UTF-8 text. Split it into smaller components or modules`;
  }
  if (content.includes('\u0000')) return `File ${quote(path)} looks binary (it contains NUL characters); only UTF-8 text files are stored`;
  let suspicious = 0;
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    if (c === 0xfffd) suspicious++;
    else if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) suspicious++;
    } else if (c >= 0x7f && c <= 0x9f) suspicious++;
  }
  if (suspicious > 0 && suspicious > content.length * 0.01) {
    return `File ${quote(path)} looks binary (${suspicious} of ${content.length} characters are control or U+FFFD replacement characters); only UTF-8 text files are stored`;
  }
  return null;
}

/** Throws ServiceError('invalid_params') for binary content or a file larger than MAX_FILE_BYTES. */
export function checkFileContent(path: string, content: string): void {
  const problem = fileContentProblem(path, content);
  if (problem) throw new ServiceError('invalid_params', problem, { path });
}

/** The reason an app is too big, or null. */
export function appSizeProblem(files: ReadonlyMap<string, string>): string | null {
  if (files.size > MAX_APP_FILES) return `The app has ${files.size} files; an app may have at most ${MAX_APP_FILES} files`;
  let total = 0;
  for (const content of files.values()) total += utf8Bytes(content);
  if (total > MAX_APP_BYTES) {
    return `The app's files total ${total} bytes; an app may hold at most ${MAX_APP_BYTES} bytes (20 MiB) of file content`;
  }
  return null;
}

/** Throws ServiceError('invalid_params') when an app (the merged file map) exceeds MAX_APP_FILES or MAX_APP_BYTES. */
export function checkAppSize(files: ReadonlyMap<string, string>): void {
  const problem = appSizeProblem(files);
  if (problem) throw new ServiceError('invalid_params', problem);
}
