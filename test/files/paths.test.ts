import test from 'node:test';
import assert from 'node:assert/strict';
import { ServiceError } from '../../src/platform/errors.ts';
import {
  MAX_APP_BYTES,
  MAX_APP_FILES,
  MAX_FILE_BYTES,
  checkAppPath,
  checkAppSize,
  checkFileContent,
  entityNameOf,
  fileTypeOf,
  functionNameOf,
  normalizeAppPath,
  pageNameOf,
} from '../../src/validation/paths.ts';

// [input, canonical path, file type]
const GOOD: Array<[string, string, string]> = [
  ['pages/Home.jsx', 'pages/Home.jsx', 'page'],
  ['  pages/TaskDetail.jsx  ', 'pages/TaskDetail.jsx', 'page'],
  ['./pages/Home.jsx', 'pages/Home.jsx', 'page'],
  ['././pages/Home.jsx', 'pages/Home.jsx', 'page'],
  ['pages\\Home.jsx', 'pages/Home.jsx', 'page'],
  ['pages//Home.jsx', 'pages/Home.jsx', 'page'],
  ['pages/A1.jsx', 'pages/A1.jsx', 'page'],
  ['components/TaskCard.jsx', 'components/TaskCard.jsx', 'component'],
  ['components/ui/button.jsx', 'components/ui/button.jsx', 'component'],
  ['components/forms/fields/date-input.js', 'components/forms/fields/date-input.js', 'component'],
  ['Layout.jsx', 'Layout.jsx', 'layout'],
  ['entities/Task.json', 'entities/Task.json', 'entity'],
  ['entities/OrderItem.json', 'entities/OrderItem.json', 'entity'],
  ['functions/sendEmail.js', 'functions/sendEmail.js', 'function'],
  ['functions/send-email_v2.js', 'functions/send-email_v2.js', 'function'],
  ['seo.json', 'seo.json', 'seo'],
  ['lib/format.js', 'lib/format.js', 'lib'],
  ['lib/hooks/useTasks.jsx', 'lib/hooks/useTasks.jsx', 'lib'],
  ['styles/app.css', 'styles/app.css', 'style'],
  ['styles/themes/dark.css', 'styles/themes/dark.css', 'style'],
];

for (const [input, canonical, type] of GOOD) {
  test(`path accepted: ${JSON.stringify(input)}`, () => {
    assert.equal(normalizeAppPath(input), canonical);
    assert.equal(fileTypeOf(input), type);
  });
}

// [input, expected message fragment]
const BAD: Array<[string, string]> = [
  ['', 'the path is empty'],
  ['   ', 'the path is empty'],
  ['../x.jsx', '".." segments are not allowed'],
  ['pages/../Layout.jsx', '".." segments are not allowed'],
  ['components/./Card.jsx', '"." segments are not allowed'],
  ['/pages/Home.jsx', 'absolute paths are not allowed'],
  ['\\pages\\Home.jsx', 'absolute paths are not allowed'],
  ['C:/app/pages/Home.jsx', 'drive letters are not allowed'],
  ['c:\\pages\\Home.jsx', 'drive letters are not allowed'],
  ['pages/Ho\u0000me.jsx', 'NUL characters are not allowed'],
  ['pages/Ho\u0007me.jsx', 'control characters'],
  ['pages/Ho\tme.jsx', 'control characters'],
  [`components/${'a'.repeat(101)}.jsx`, 'longer than 100 characters'],
  [`components/${'abcdefgh/'.repeat(34)}x.jsx`, 'longer than 300 characters'],
  ['pages/My Page.jsx', 'the character space is not allowed'],
  ['pages/Café.jsx', 'the character "é" is not allowed'],
  ['components/[id].jsx', 'the character "[" is not allowed'],
  ['components/a:b.jsx', 'the character ":" is not allowed'],
  ['pages/', 'names a folder'],
  ['components/.secret.jsx', 'hidden names'],
  ['pages/home.jsx', 'page names must be PascalCase'],
  ['pages/task-list.jsx', 'e.g. pages/TaskList.jsx'],
  ['pages/Home.js', 'page files must end in .jsx'],
  ['pages/Home.tsx', 'page files must end in .jsx'],
  ['pages/admin/Users.jsx', 'no subfolders'],
  ['components/Card.tsx', 'component files must end in .jsx or .js'],
  ['components/Card.css', 'component files must end in .jsx or .js'],
  ['layout.jsx', 'must be named exactly Layout.jsx'],
  ['Layout.js', 'must be named exactly Layout.jsx'],
  ['App.jsx', 'files at the app root can only be Layout.jsx and seo.json'],
  ['package.json', 'files at the app root can only be Layout.jsx and seo.json'],
  ['SEO.json', 'must be named exactly seo.json'],
  ['entities/task.json', 'entity names must be PascalCase'],
  ['entities/Task.js', 'entity schema files must end in .json'],
  ['entities/a/Task.json', 'no subfolders'],
  ['functions/SendEmail.js', 'function names must match'],
  ['functions/send.ts', 'backend function files must end in .js'],
  ['functions/x/send.js', 'no subfolders'],
  ['lib/util.ts', 'files in lib/ must end in .js or .jsx'],
  ['styles/app.scss', 'files in styles/ must end in .css'],
  ['Pages/Home.jsx', 'use pages/ instead of Pages/'],
  ['src/App.jsx', 'the folder src/ is not part of the app file model'],
  ['public/logo.png', 'the folder public/ is not part of the app file model'],
];

for (const [input, fragment] of BAD) {
  test(`path refused: ${JSON.stringify(input)}`, () => {
    assert.throws(
      () => normalizeAppPath(input),
      (err: unknown) => {
        assert.ok(err instanceof ServiceError, 'a ServiceError');
        assert.equal(err.kind, 'invalid_params');
        // The path is quoted as given (JSON escaping; cut after 120 characters).
        const quoted = input.length <= 120 ? `${JSON.stringify(input)}: ` : `${JSON.stringify(input).slice(0, 100)}`;
        assert.ok(err.message.startsWith(`Invalid path ${quoted}`), err.message);
        assert.ok(err.message.includes(fragment), `${JSON.stringify(err.message)} should contain ${JSON.stringify(fragment)}`);
        return true;
      },
    );
    assert.throws(() => fileTypeOf(input), ServiceError);
  });
}

test('the example message of the brief', () => {
  assert.throws(() => normalizeAppPath('../x.jsx'), { message: 'Invalid path "../x.jsx": ".." segments are not allowed' });
});

test('checkAppPath maps a bad page name to the page-name rule and other problems to path-invalid', () => {
  const page = checkAppPath('pages/home.jsx');
  assert.equal(page.ok, false);
  assert.equal(!page.ok && page.rule, 'page-name');
  const other = checkAppPath('src/App.jsx');
  assert.equal(!other.ok && other.rule, 'path-invalid');
});

// [path, pageNameOf, entityNameOf, functionNameOf]
const NAMES: Array<[string, string | null, string | null, string | null]> = [
  ['pages/TaskList.jsx', 'TaskList', null, null],
  ['./pages/Home.jsx', 'Home', null, null],
  ['entities/Task.json', null, 'Task', null],
  ['functions/sendEmail.js', null, null, 'sendEmail'],
  ['components/Card.jsx', null, null, null],
  ['pages/home.jsx', null, null, null],
  ['../pages/Home.jsx', null, null, null],
];
for (const [path, page, entity, fn] of NAMES) {
  test(`names of ${path}`, () => {
    assert.equal(pageNameOf(path), page);
    assert.equal(entityNameOf(path), entity);
    assert.equal(functionNameOf(path), fn);
  });
}

// [label, content, expected message fragment or null when accepted]
const CONTENT: Array<[string, string, string | null]> = [
  ['empty file', '', null],
  ['plain code', 'export default function A() { return null; }\n', null],
  ['tabs, CRLF and form feeds', 'a\tb\r\nc\fd\n', null],
  ['unicode text', 'const s = "héllo wörld ✓ 😀";\n', null],
  ['one stray control char in a long file', `${'x'.repeat(200)}\u0001`, null],
  ['one replacement char in a long file', `${'x'.repeat(200)}\ufffd`, null],
  ['NUL byte', 'abc\u0000def', 'contains NUL characters'],
  ['many replacement chars', `\ufffd\ufffd${'x'.repeat(50)}`, 'looks binary'],
  ['many control chars', `\u0001\u0002\u0003${'x'.repeat(50)}`, 'looks binary'],
  ['C1 controls', `\u0085\u0090${'x'.repeat(20)}`, 'looks binary'],
  ['exactly the limit', 'a'.repeat(MAX_FILE_BYTES), null],
  ['one byte over the limit', 'a'.repeat(MAX_FILE_BYTES + 1), 'a file may be at most 524288 bytes'],
  ['multi-byte characters over the limit', 'é'.repeat(MAX_FILE_BYTES / 2 + 1), 'a file may be at most 524288 bytes'],
];
for (const [label, content, fragment] of CONTENT) {
  test(`content: ${label}`, () => {
    if (fragment === null) {
      checkFileContent('components/A.jsx', content);
      return;
    }
    assert.throws(
      () => checkFileContent('components/A.jsx', content),
      (err: unknown) =>
        err instanceof ServiceError &&
        err.kind === 'invalid_params' &&
        err.message.includes(fragment) &&
        err.message.includes('components/A.jsx'),
    );
  });
}

test('app size limits', () => {
  assert.equal(MAX_APP_FILES, 2000);
  assert.equal(MAX_APP_BYTES, 20 * 1024 * 1024);
  const many = new Map<string, string>();
  for (let i = 0; i < MAX_APP_FILES; i++) many.set(`components/C${i}.jsx`, '');
  checkAppSize(many);
  many.set('components/Extra.jsx', '');
  assert.throws(() => checkAppSize(many), /at most 2000 files/);
  const big = new Map<string, string>();
  const chunk = 'a'.repeat(MAX_FILE_BYTES);
  for (let i = 0; i < 40; i++) big.set(`components/C${i}.jsx`, chunk);
  checkAppSize(big); // exactly 20 MiB
  big.set('components/Extra.jsx', 'x');
  assert.throws(
    () => checkAppSize(big),
    (e: unknown) => e instanceof ServiceError && e.kind === 'invalid_params' && /at most 20971520 bytes/.test(e.message),
  );
});
