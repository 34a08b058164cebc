import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  clearValidationCache,
  validateApp,
  validationCacheStats,
  RULES,
  type Issue,
  type RuntimeErrorInput,
} from '../../src/validation/validate.ts';
import { RUNTIME_PACKAGE_NAMES } from '../../src/validation/runtime-packages.ts';
import { tokenize } from '../../src/validation/tokenize.ts';
import { PROJECT_TRACKER } from '../fixtures/apps/project-tracker.ts';

const HOME = `import React from 'react';

export default function Home() {
  return <div className="p-4">Home</div>;
}
`;

const TASK_ENTITY = '{ "name": "Task", "fields": [{ "name": "title", "type": "string", "required": true }] }';
const PROJECT_ENTITY = '{ "name": "Project", "fields": [{ "name": "name", "type": "string" }] }';

/** A minimal valid app with `overrides` applied (null deletes a file). */
function app(overrides: Record<string, string | null> = {}): Map<string, string> {
  const files = new Map<string, string>([['pages/Home.jsx', HOME]]);
  for (const [path, content] of Object.entries(overrides)) {
    if (content === null) files.delete(path);
    else files.set(path, content);
  }
  return files;
}

function show(issues: Issue[]): string {
  return issues.map((i) => `${i.severity} ${i.rule} ${i.path}:${i.line}:${i.column} ${i.message}`).join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Valid apps: zero errors and zero warnings.

const VALID: Array<[string, Map<string, string>]> = [
  ['the minimal app', app()],
  ['the project-tracker fixture', new Map(Object.entries(PROJECT_TRACKER))],
  [
    'extensionless imports, index files and barrels',
    app({
      'pages/Home.jsx': `import React from 'react';
import Card from '../components/Card';
import { Field } from '../components/forms';
import { Badge, Pill } from '../components/ui';
import * as all from '../components/ui/index.js';

export default function Home() {
  return <Card><Field /><Badge /><Pill />{Object.keys(all).length}</Card>;
}
`,
      'components/Card.jsx': 'export default function Card({ children }) { return <div>{children}</div>; }\n',
      'components/forms/index.jsx': 'export function Field() { return <input />; }\n',
      'components/ui/index.js': "export { default as Badge } from './Badge.jsx';\nexport * from './Pill.jsx';\n",
      'components/ui/Badge.jsx': 'export default function Badge() { return <span />; }\n',
      'components/ui/Pill.jsx': 'export const Pill = () => <span />;\n',
    }),
  ],
  [
    'default export forms: memo, arrow, class, re-export',
    app({
      'pages/Home.jsx': "import React, { memo } from 'react';\nfunction Home() { return <div />; }\nexport default memo(Home);\n",
      'pages/Arrow.jsx': 'const Arrow = () => <div />;\nexport default Arrow;\n',
      'pages/Klass.jsx':
        "import React from 'react';\nexport default class Klass extends React.Component { render() { return <div />; } }\n",
      'pages/Alias.jsx': "export { default } from '../components/Thing.jsx';\n",
      'pages/Named.jsx': 'function Named() { return null; }\nexport { Named as default };\n',
      'components/Thing.jsx': 'export default function Thing() { return <p />; }\n',
    }),
  ],
  [
    'tricky code: strings, templates, regexes, comments, aliases, props as components',
    app({
      'pages/Home.jsx': `import React, { useState } from 'react';
import { svc as client, createPageUrl as pageUrl } from '@svc/sdk';
import { Link } from 'react-router-dom';
import { Star } from 'lucide-react';

// svc.entities.Ghost.list() in a comment is not a reference; neither is <Ghost /> here.
const SAMPLE = \`import Nope from 'not-a-package';
svc.entities.Ghost.list()\`;
const RE = /import x from 'y'/g;
const { Task } = client.entities;

function Item({ icon: Icon, label }) {
  return <li><Icon className="h-4 w-4" /> {label}</li>;
}

export default function Home() {
  const [q, setQ] = useState("it's");
  const id = 7;
  Task.list();
  client.entities.Task.filter({ title: q });
  client.entities['Task'].get(id);
  return (
    <ul title={SAMPLE + RE.source}>
      <Item icon={Star} label="Don't panic — it's <fine> & ok" />
      <Link to={pageUrl(\`Home?id=\${id}\`)}>back</Link>
      <button onClick={() => setQ('x / 2')}>{q}</button>
    </ul>
  );
}
`,
      'entities/Task.json': TASK_ENTITY,
    }),
  ],
  [
    'Layout using props.children; dynamic imports; lib and styles',
    app({
      'Layout.jsx':
        'import React from \'react\';\nexport default function Layout(props) { return <div className="app">{props.children}</div>; }\n',
      'pages/Home.jsx':
        "import React, { lazy, Suspense } from 'react';\nimport { cn } from '../lib/cn.js';\nconst Later = lazy(() => import('../components/Later.jsx'));\nexport default function Home() { return <Suspense fallback={null}><div className={cn('a', 'b')}><Later /></div></Suspense>; }\n",
      'components/Later.jsx': 'export default function Later() { return <p>later</p>; }\n',
      'lib/cn.js': "export const cn = (...xs) => xs.filter(Boolean).join(' ');\n",
      'styles/app.css': '@tailwind base;\n.card { @apply rounded p-4; color: #333; }\n',
    }),
  ],
  [
    'directives, import.meta, eval, hook-named methods, computed and string tags',
    app({
      'pages/Home.jsx': `"use client";
import React from 'react';
import * as Icons from 'lucide-react';

const api = { useThing() { return 1; } };
class Store { useOther() { return 2; } }
const url = import.meta.env?.VITE_URL ?? 'x';
const Tag = 'h1';

function useCounter() {
  const [n, setN] = React.useState(0);
  return [n, () => setN(n + 1)];
}

export default function Home({ as: As = 'div' }) {
  const [n, inc] = useCounter();
  const I = Icons['Plus'];
  const rows = [1, 2].map((k) => ({ k, Comp: k > 1 ? 'b' : 'i' }));
  const half = n / 2 / 1;
  const slash = /=>/.test(url) ? \`\${half}/\${n}\` : '';
  return (
    <As>
      <Tag onClick={inc}>{api.useThing() + new Store().useOther()}</Tag>
      <I />
      {rows.map(({ k, Comp }) => <Comp key={k}>{k}{slash}</Comp>)}
    </As>
  );
}
`,
    }),
  ],
  [
    'backend function importing a node: module',
    app({
      'functions/charge.js':
        "import { Buffer } from 'node:buffer';\nDeno.serve(async (req) => new Response(JSON.stringify({ ok: !!Buffer })));\n",
    }),
  ],
];

for (const [name, files] of VALID) {
  test(`valid: ${name}`, async () => {
    const r = await validateApp(files);
    assert.deepEqual(r.issues, [], show(r.issues));
    assert.equal(r.ok, true);
    assert.equal(r.error_count, 0);
    assert.equal(r.warning_count, 0);
    assert.deepEqual(r.groups, []);
    assert.equal(r.checked_files, files.size);
    assert.equal(typeof r.duration_ms, 'number');
  });
}

// ---------------------------------------------------------------------------------------------------
// One broken app per rule: the expected issue must be reported (rule, path, position, message, hint).

interface Case {
  name: string;
  files: Map<string, string>;
  runtimeErrors?: RuntimeErrorInput[];
  rule: string;
  path: string | null;
  line?: number | null;
  column?: number | null;
  message?: string;
  hint?: string;
  count?: number;
}

const HOME_IMPORTING = (line: string, body = '<div />') =>
  `import React from 'react';\n${line}\n\nexport default function Home() {\n  return ${body};\n}\n`;

const CASES: Case[] = [
  // files
  {
    name: 'path outside the model',
    files: app({ 'src/App.jsx': 'export default 1;\n' }),
    rule: 'path-invalid',
    path: 'src/App.jsx',
    message: 'the folder src/ is not part of the app file model',
  },
  {
    name: 'binary content',
    files: app({ 'components/Logo.jsx': 'PNG\u0000\u0001\u0002' }),
    rule: 'file-content',
    path: 'components/Logo.jsx',
    message: 'looks binary',
  },
  // syntax
  {
    name: 'mismatched JSX tag',
    files: app({ 'pages/Home.jsx': 'export default function Home() {\n  return <div>Home</span>;\n}\n' }),
    rule: 'syntax',
    path: 'pages/Home.jsx',
    line: 2,
    column: 21,
    message: 'Unexpected closing "span" tag does not match opening "div" tag',
    hint: 'Close JSX tags in the reverse order',
  },
  {
    name: 'syntax error after non-ASCII text (UTF-16 columns)',
    files: app({ 'components/Bad.jsx': 'const s = "éé😀"; let x = ;\n' }),
    rule: 'syntax',
    path: 'components/Bad.jsx',
    line: 1,
    column: 27,
    message: 'Unexpected ";"',
  },
  {
    name: 'TypeScript in a .jsx file',
    files: app({ 'lib/math.js': 'export function add(a: number, b: number) {\n  return a + b;\n}\n' }),
    rule: 'syntax',
    path: 'lib/math.js',
    line: 1,
    hint: 'remove TypeScript syntax',
  },
  {
    name: 'unclosed brace',
    files: app({ 'lib/x.js': 'export function f() {\n  return 1;\n' }),
    rule: 'syntax',
    path: 'lib/x.js',
    line: 3,
    hint: 'never closed',
  },
  // imports
  {
    name: 'relative import of a missing file',
    files: app({ 'pages/Home.jsx': HOME_IMPORTING("import Card from '../components/Card.jsx';", '<Card />') }),
    rule: 'import-unresolved',
    path: 'pages/Home.jsx',
    line: 2,
    column: 18,
    message: 'imports "../components/Card.jsx", which is not a file of the app',
  },
  {
    name: 'relative import with the wrong letter case',
    files: app({
      'pages/Home.jsx': HOME_IMPORTING("import Card from '../components/card';", '<Card />'),
      'components/Card.jsx': 'export default function Card() { return null; }\n',
    }),
    rule: 'import-unresolved',
    path: 'pages/Home.jsx',
    line: 2,
    column: 18,
    hint: "Paths are case-sensitive: import '../components/Card.jsx'",
  },
  {
    name: 'relative import from the wrong folder',
    files: app({
      'pages/Home.jsx': HOME_IMPORTING("import Card from './Card.jsx';", '<Card />'),
      'components/Card.jsx': 'export default function Card() { return null; }\n',
    }),
    rule: 'import-unresolved',
    path: 'pages/Home.jsx',
    hint: "Did you mean '../components/Card.jsx'?",
  },
  {
    name: 'app path imported without ./',
    files: app({
      'pages/Home.jsx': HOME_IMPORTING("import Card from 'components/Card.jsx';", '<Card />'),
      'components/Card.jsx': 'export default function Card() { return null; }\n',
    }),
    rule: 'import-unresolved',
    path: 'pages/Home.jsx',
    line: 2,
    column: 18,
    message: 'without ./ or ../',
    hint: "'../components/Card.jsx'",
  },
  {
    name: 'the @/ alias pointing at an existing app file',
    files: app({
      'pages/Home.jsx': HOME_IMPORTING("import Card from '@/components/Card';", '<Card />'),
      'components/Card.jsx': 'export default function Card() { return null; }\n',
    }),
    rule: 'import-unknown-package',
    path: 'pages/Home.jsx',
    hint: "import '../components/Card.jsx'",
  },
  {
    name: 'absolute import path',
    files: app({
      'pages/Home.jsx': HOME_IMPORTING("import Card from '/components/Card.jsx';", '<Card />'),
      'components/Card.jsx': 'export default function Card() { return null; }\n',
    }),
    rule: 'import-unresolved',
    path: 'pages/Home.jsx',
    message: 'absolute import paths are not supported',
    hint: "'../components/Card.jsx'",
  },
  {
    name: 'unknown package',
    files: app({ 'pages/Home.jsx': HOME_IMPORTING("import axios from 'axios';") }),
    rule: 'import-unknown-package',
    path: 'pages/Home.jsx',
    line: 2,
    column: 19,
    message: 'imports "axios", which the hosting runtime does not provide',
    hint: 'use fetch()',
  },
  {
    name: 'unlisted subpath of a provided package',
    files: app({ 'pages/Home.jsx': HOME_IMPORTING("import { renderToString } from 'react-dom/server';") }),
    rule: 'import-unknown-package',
    path: 'pages/Home.jsx',
    hint: 'Only these subpaths are provided',
  },
  {
    name: 'the @/ alias of other builders',
    files: app({ 'pages/Home.jsx': HOME_IMPORTING("import { Button } from '@/components/ui/button';", '<Button />') }),
    rule: 'import-unknown-package',
    path: 'pages/Home.jsx',
    hint: 'components/ui/',
  },
  {
    name: 'createPageUrl from @/utils',
    files: app({ 'pages/Home.jsx': HOME_IMPORTING("import { createPageUrl } from '@/utils';") }),
    rule: 'import-unknown-package',
    path: 'pages/Home.jsx',
    hint: "import { createPageUrl } from '@svc/sdk'",
  },
  {
    name: 'URL import in browser code',
    files: app({ 'pages/Home.jsx': HOME_IMPORTING("import confetti from 'https://esm.sh/canvas-confetti';") }),
    rule: 'import-unknown-package',
    path: 'pages/Home.jsx',
    message: 'URL and scheme imports are not supported',
  },
  {
    name: 'bare import in a backend function',
    files: app({ 'functions/pay.js': "import Stripe from 'stripe';\nDeno.serve(() => new Response(String(Stripe)));\n" }),
    rule: 'function-import',
    path: 'functions/pay.js',
    line: 1,
    column: 20,
    hint: 'fetch()',
  },
  {
    name: 'cron.json naming a missing function',
    files: app({ 'functions/cron.json': '{"jobs": [{"function": "nightly", "schedule": "0 3 * * *"}]}' }),
    rule: 'function-cron',
    path: 'functions/cron.json',
    hint: 'Create functions/nightly.js',
  },
  {
    name: 'cron.json with a bad expression',
    files: app({
      'functions/cron.json': '{"jobs": [{"function": "nightly", "schedule": "61 * * * *"}]}',
      'functions/nightly.js': 'Deno.serve(() => new Response("ok"));\n',
    }),
    rule: 'function-cron',
    path: 'functions/cron.json',
    hint: '5-field cron',
  },
  {
    name: 'npm: import in a backend function',
    files: app({ 'functions/pay.js': "import Stripe from 'npm:stripe@14';\nDeno.serve(() => new Response(String(Stripe)));\n" }),
    rule: 'function-import',
    path: 'functions/pay.js',
    line: 1,
    column: 20,
    hint: 'fetch()',
  },
  {
    name: 'default import of a file without default export',
    files: app({
      'pages/Home.jsx': HOME_IMPORTING("import Card from '../components/Card.jsx';", '<Card />'),
      'components/Card.jsx': 'export function Card() { return null; }\n',
    }),
    rule: 'import-missing-export',
    path: 'pages/Home.jsx',
    line: 2,
    column: 18,
    message: 'has no default export',
    hint: 'import { Card } from',
  },
  {
    name: 'named import of a default export',
    files: app({
      'pages/Home.jsx': HOME_IMPORTING("import { Card } from '../components/Card.jsx';", '<Card />'),
      'components/Card.jsx': 'export default function Card() { return null; }\n',
    }),
    rule: 'import-missing-export',
    path: 'pages/Home.jsx',
    message: 'does not export Card',
    hint: "has a default export: import Card from '../components/Card.jsx'",
  },
  {
    name: 'unknown SDK export',
    files: app({ 'pages/Home.jsx': HOME_IMPORTING("import { svc, useAuth } from '@svc/sdk';", '<div>{String(svc && useAuth)}</div>') }),
    rule: 'import-missing-export',
    path: 'pages/Home.jsx',
    message: 'imports { useAuth } from "@svc/sdk"',
    hint: 'exports only svc, createPageUrl',
  },
  {
    name: 'default import of the SDK',
    files: app({ 'pages/Home.jsx': HOME_IMPORTING("import svc from '@svc/sdk';", '<div>{String(svc)}</div>') }),
    rule: 'import-missing-export',
    path: 'pages/Home.jsx',
    hint: 'import { svc, createPageUrl }',
  },
  {
    name: 'browser code importing a backend function',
    files: app({
      'pages/Home.jsx': HOME_IMPORTING("import send from '../functions/send.js';", '<div>{String(send)}</div>'),
      'functions/send.js': 'Deno.serve(() => new Response("ok"));\n',
    }),
    rule: 'import-function-file',
    path: 'pages/Home.jsx',
    line: 2,
    hint: "svc.functions.invoke('send', params)",
  },
  {
    name: 'icon used without import',
    files: app({
      'pages/Home.jsx':
        'import React from \'react\';\n\nexport default function Home() {\n  return <div><Plus className="h-4 w-4" /></div>;\n}\n',
    }),
    rule: 'undefined-identifier',
    path: 'pages/Home.jsx',
    line: 4,
    column: 15,
    message: 'uses <Plus> but never imports or declares Plus',
    hint: "import { Plus } from 'lucide-react'",
  },
  {
    name: 'app component used without import',
    files: app({
      'pages/Home.jsx': 'export default function Home() {\n  return <TaskCard />;\n}\n',
      'components/tasks/TaskCard.jsx': 'export default function TaskCard() { return null; }\n',
    }),
    rule: 'undefined-identifier',
    path: 'pages/Home.jsx',
    line: 2,
    column: 10,
    hint: "import TaskCard from '../components/tasks/TaskCard.jsx'",
  },
  {
    name: 'hook used without import',
    files: app({
      'pages/Home.jsx':
        "import React from 'react';\n\nexport default function Home() {\n  const [n, setN] = useState(0);\n  return <div onClick={() => setN(n + 1)}>{n}</div>;\n}\n",
    }),
    rule: 'undefined-identifier',
    path: 'pages/Home.jsx',
    line: 4,
    column: 21,
    hint: "import { useState } from 'react'",
  },
  {
    name: 'router hook used without import',
    files: app({
      'pages/Home.jsx':
        'export default function Home() {\n  const navigate = useNavigate();\n  return <button onClick={() => navigate(-1)} />;\n}\n',
    }),
    rule: 'undefined-identifier',
    path: 'pages/Home.jsx',
    line: 2,
    column: 20,
    hint: "from 'react-router-dom'",
  },
  {
    name: 'svc used without import',
    files: app({
      'pages/Home.jsx':
        "import React, { useEffect } from 'react';\n\nexport default function Home() {\n  useEffect(() => { svc.entities.Task.list(); }, []);\n  return <div />;\n}\n",
      'entities/Task.json': TASK_ENTITY,
    }),
    rule: 'undefined-identifier',
    path: 'pages/Home.jsx',
    line: 4,
    column: 21,
    hint: "import { svc } from '@svc/sdk'",
  },
  {
    name: 'React.useState without importing React',
    files: app({ 'pages/Home.jsx': 'export default function Home() {\n  const [a] = React.useState(1);\n  return <p>{a}</p>;\n}\n' }),
    rule: 'undefined-identifier',
    path: 'pages/Home.jsx',
    line: 2,
    column: 15,
    hint: "import React from 'react'",
  },
  // pages
  {
    name: 'no page at all',
    files: app({ 'pages/Home.jsx': null, 'components/A.jsx': 'export default function A() { return null; }\n' }),
    rule: 'app-no-pages',
    path: null,
    hint: 'pages/Home.jsx',
  },
  {
    name: 'page name not PascalCase',
    files: app({ 'pages/taskList.jsx': 'export default function TaskList() { return null; }\n' }),
    rule: 'page-name',
    path: 'pages/taskList.jsx',
    message: 'page names must be PascalCase',
    hint: 'pages/TaskList.jsx',
  },
  {
    name: 'page without default export',
    files: app({ 'pages/Home.jsx': 'export function Home() {\n  return <div />;\n}\n' }),
    rule: 'page-default-export',
    path: 'pages/Home.jsx',
    message: 'has no default export',
    hint: 'Change "export function Home" to "export default function Home"',
  },
  {
    name: 'page exporting a string',
    files: app({ 'pages/Home.jsx': "export default 'Home';\n" }),
    rule: 'page-default-export',
    path: 'pages/Home.jsx',
    message: 'exports a string as default',
  },
  {
    name: 'page exporting a JSX element',
    files: app({ 'pages/Home.jsx': 'const Home = <div>Home</div>;\nexport default Home;\n' }),
    rule: 'page-default-export',
    path: 'pages/Home.jsx',
    message: 'exports a JSX element',
  },
  {
    name: 'async page component',
    files: app({ 'pages/Home.jsx': 'export default async function Home() {\n  return null;\n}\n' }),
    rule: 'page-default-export',
    path: 'pages/Home.jsx',
    message: 'an async function',
    hint: 'useEffect',
  },
  {
    name: 'two pages with the same route',
    files: app({
      'pages/TaskList.jsx': 'export default function TaskList() { return null; }\n',
      'pages/Tasklist.jsx': 'export default function Tasklist() { return null; }\n',
    }),
    rule: 'page-duplicate-route',
    path: 'pages/Tasklist.jsx',
    message: 'differ only by letter case',
  },
  {
    name: 'layout without default export',
    files: app({ 'Layout.jsx': 'export function Layout({ children }) {\n  return <div>{children}</div>;\n}\n' }),
    rule: 'layout-default-export',
    path: 'Layout.jsx',
    hint: 'export default function Layout',
  },
  {
    name: 'layout that drops children',
    files: app({
      'Layout.jsx': "import { Outlet } from 'react-router-dom';\nexport default function Layout() {\n  return <div><Outlet /></div>;\n}\n",
    }),
    rule: 'layout-children',
    path: 'Layout.jsx',
    message: 'never uses children',
    hint: '<Outlet /> renders nothing here',
  },
  {
    name: 'link to a page that does not exist',
    files: app({
      'pages/Home.jsx':
        "import React from 'react';\nimport { Link } from 'react-router-dom';\nimport { createPageUrl } from '@svc/sdk';\n\nexport default function Home() {\n  return <Link to={createPageUrl('Settings')}>Settings</Link>;\n}\n",
    }),
    rule: 'page-unknown-reference',
    path: 'pages/Home.jsx',
    line: 6,
    column: 20,
    message: 'links to the page "Settings"',
    hint: 'Create pages/Settings.jsx',
  },
  // pages drifting from their entity schema
  {
    name: 'a list page showing a field the schema does not have',
    files: app({
      'entities/Task.json': '{"name":"Task","fields":[{"name":"title","type":"string"}]}',
      'pages/Tasks.jsx':
        'import React from \'react\';\nimport { svc } from \'@svc/sdk\';\n\nconst FIELDS = [\n  {"name":"title","type":"string"},\n  {"name":"due","type":"date"},\n];\n\nexport default function Tasks() {\n  svc.entities.Task.list();\n  return <p>{FIELDS.length}</p>;\n}\n',
    }),
    rule: 'page-field-unknown',
    path: 'pages/Tasks.jsx',
    line: 6,
    message: 'shows the field "due"',
  },
  {
    name: 'a page showing a number field with a date widget',
    files: app({
      'entities/Task.json': '{"name":"Task","fields":[{"name":"title","type":"string"},{"name":"hours","type":"number"}]}',
      'pages/Tasks.jsx':
        'import React from \'react\';\nimport { svc } from \'@svc/sdk\';\n\nconst FIELDS = [\n  {"name":"title","type":"string"},\n  {"name":"hours","type":"date"},\n];\n\nexport default function Tasks() {\n  svc.entities.Task.list();\n  return <p>{FIELDS.length}</p>;\n}\n',
    }),
    rule: 'page-field-type',
    path: 'pages/Tasks.jsx',
    line: 6,
    message: 'shows "hours" as date, but entities/Task.json says number',
  },
  {
    name: 'a form without an input for a new status field',
    files: app({
      'entities/Task.json':
        '{"name":"Task","fields":[{"name":"title","type":"string"},{"name":"status","type":"enum","values":["open","done"]}]}',
      'pages/TaskForm.jsx':
        '// fine-structure:page {"role":"form","entity":"Task"}\nimport React from \'react\';\nimport { svc } from \'@svc/sdk\';\n\nconst FIELDS = [\n  {"name":"title","type":"string"},\n];\n\nexport default function TaskForm() {\n  svc.entities.Task.create({});\n  return <p>{FIELDS.length}</p>;\n}\n',
    }),
    rule: 'form-field-missing',
    path: 'pages/TaskForm.jsx',
    message: 'has no input for "status"',
  },
  // entities
  {
    name: 'entity with a trailing comma',
    files: app({ 'entities/Task.json': '{\n  "name": "Task",\n  "fields": [\n    { "name": "title", "type": "string" },\n  ]\n}\n' }),
    rule: 'entity-json',
    path: 'entities/Task.json',
    line: 5,
    column: 3,
    message: 'a trailing comma before it',
  },
  {
    name: 'entity fields as an object',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": { "title": "string" } }' }),
    rule: 'entity-shape',
    path: 'entities/Task.json',
    line: 1,
    column: 19,
    message: '"fields" must be a list',
  },
  {
    name: 'entity in JSON Schema form',
    files: app({
      'entities/Task.json': '{\n  "name": "Task",\n  "type": "object",\n  "properties": { "title": { "type": "string" } }\n}\n',
    }),
    rule: 'entity-shape',
    path: 'entities/Task.json',
    line: 4,
    column: 3,
    message: 'uses JSON Schema "properties"',
    hint: 'Convert each property to a field',
  },
  {
    name: 'index naming an unknown field',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "title", "type": "string" }], "indexes": [["status"]] }' }),
    rule: 'entity-shape',
    path: 'entities/Task.json',
    message: 'index #1 names the unknown field "status"',
  },
  {
    name: 'entity name differing from the file name',
    files: app({ 'entities/Task.json': '{ "name": "Tasks", "fields": [] }' }),
    rule: 'entity-name-mismatch',
    path: 'entities/Task.json',
    line: 1,
    column: 3,
    message: 'declares the name the string "Tasks"',
    hint: 'Set "name": "Task"',
  },
  {
    name: 'camelCase field name',
    files: app({ 'entities/Task.json': '{\n  "name": "Task",\n  "fields": [\n    { "name": "dueDate", "type": "date" }\n  ]\n}\n' }),
    rule: 'entity-field-name',
    path: 'entities/Task.json',
    line: 4,
    column: 7,
    message: 'field "dueDate" is not snake_case',
    hint: 'Rename it to "due_date"',
  },
  {
    name: 'built-in field redeclared',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "created_date", "type": "datetime" }] }' }),
    rule: 'entity-field-name',
    path: 'entities/Task.json',
    message: 'is a built-in field',
  },
  {
    name: 'duplicate field',
    files: app({
      'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "title", "type": "string" }, { "name": "title", "type": "text" }] }',
    }),
    rule: 'entity-field-name',
    path: 'entities/Task.json',
    message: 'field "title" is declared twice',
  },
  {
    name: 'unknown field type',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "title", "type": "str" }] }' }),
    rule: 'entity-field-type',
    path: 'entities/Task.json',
    message: 'has the unknown type the string "str"',
    hint: 'Use "type": "string"',
  },
  {
    name: 'enum without values',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "status", "type": "enum", "enum": ["todo", "done"] }] }' }),
    rule: 'entity-field-type',
    path: 'entities/Task.json',
    message: 'needs a non-empty "values" list (the list is under "enum"',
  },
  {
    name: 'array with a bad items type',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "tags", "type": "array", "items": "widget" }] }' }),
    rule: 'entity-field-type',
    path: 'entities/Task.json',
    message: 'must name an element type',
  },
  {
    // The records area refuses relation/enum elements; the validator reports the same list.
    name: 'array of relations (not an element type)',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "tags", "type": "array", "items": "relation" }] }' }),
    rule: 'entity-field-type',
    path: 'entities/Task.json',
    message: 'must name an element type',
    hint: 'one of string, text,',
  },
  {
    name: 'relation without target',
    files: app({
      'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "project", "type": "relation", "entity": "Project" }] }',
      'entities/Project.json': PROJECT_ENTITY,
    }),
    rule: 'entity-relation-target',
    path: 'entities/Task.json',
    message: 'relation field "project" has no "target"',
    hint: 'Rename "entity" to "target"',
  },
  {
    name: 'relation to a missing entity',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "owner", "type": "relation", "target": "Person" }] }' }),
    rule: 'entity-relation-target',
    path: 'entities/Task.json',
    message: 'targets "Person", but entities/Person.json does not exist',
  },
  {
    name: 'relation target with the wrong case',
    files: app({
      'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "project", "type": "relation", "target": "project" }] }',
      'entities/Project.json': PROJECT_ENTITY,
    }),
    rule: 'entity-relation-target',
    path: 'entities/Task.json',
    hint: 'use "target": "Project"',
  },
  {
    name: 'code using an entity that does not exist',
    files: app({
      'pages/Home.jsx':
        "import React, { useEffect } from 'react';\nimport { svc } from '@svc/sdk';\n\nexport default function Home() {\n  useEffect(() => { svc.entities.Ghost.list(); svc.entities.Ghost.get(1); }, []);\n  return <div />;\n}\n",
    }),
    rule: 'entity-unknown-reference',
    path: 'pages/Home.jsx',
    line: 5,
    column: 25,
    message: 'uses svc.entities.Ghost, but entities/Ghost.json does not exist',
    count: 2,
  },
  {
    name: 'destructured entity that does not exist',
    files: app({
      'entities/Task.json': TASK_ENTITY,
      'lib/data.js':
        "import { svc } from '@svc/sdk';\n\nconst { Task, Ticket } = svc.entities;\nexport const load = () => Promise.all([Task.list(), Ticket.list()]);\n",
    }),
    rule: 'entity-unknown-reference',
    path: 'lib/data.js',
    line: 3,
    column: 15,
  },
  {
    name: 'entity through a destructured svc',
    files: app({
      'entities/Task.json': TASK_ENTITY,
      'lib/data.js':
        "import { svc } from '@svc/sdk';\nconst { entities } = svc;\nexport const load = () => [entities.Task.list(), entities.Ghost.list()];\nexport const other = () => { const entities = [1]; return entities.map((x) => x); };\n",
    }),
    rule: 'entity-unknown-reference',
    path: 'lib/data.js',
    line: 3,
    column: 50,
    message: 'svc.entities.Ghost',
  },
  {
    name: 'entity referenced with the wrong case',
    files: app({
      'entities/Task.json': TASK_ENTITY,
      'lib/data.js': "import { svc } from '@svc/sdk';\nexport const load = () => svc.entities['task'].list();\n",
    }),
    rule: 'entity-unknown-reference',
    path: 'lib/data.js',
    line: 2,
    hint: 'use svc.entities.Task',
  },
  {
    name: 'default of the wrong type',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "points", "type": "integer", "default": 1.5 }] }' }),
    rule: 'entity-field-default',
    path: 'entities/Task.json',
    message: 'a integer field needs an integer',
  },
  {
    name: 'enum default outside the values',
    files: app({
      'entities/Task.json':
        '{ "name": "Task", "fields": [{ "name": "status", "type": "enum", "values": ["todo", "done"], "default": "open" }] }',
    }),
    rule: 'entity-field-default',
    path: 'entities/Task.json',
    message: 'one of the enum values ("todo", "done")',
  },
  // seo.json
  {
    name: 'seo.json not JSON',
    files: app({ 'seo.json': "{ '/': { 'title': 'x' } }" }),
    rule: 'seo-json',
    path: 'seo.json',
    line: 1,
    column: 3,
  },
  {
    name: 'seo.json key that is not a path',
    files: app({ 'seo.json': '{ "Home": { "title": "x" } }' }),
    rule: 'seo-json',
    path: 'seo.json',
    line: 1,
    column: 3,
    message: 'key "Home" is not a path',
  },
  {
    name: 'seo.json title not a string',
    files: app({ 'seo.json': '{ "/": { "title": 5 } }' }),
    rule: 'seo-json',
    path: 'seo.json',
    message: '"title" must be a string',
  },
  {
    name: 'seo.json dynamic entry with an unknown entity',
    files: app({ 'seo.json': '{ "/Home": { "entity": "Post", "match": { "slug": "{query.slug}" }, "title": "{title}" } }' }),
    rule: 'seo-json',
    path: 'seo.json',
    message: 'names the entity "Post", but entities/Post.json does not exist',
  },
  {
    name: 'seo.json dynamic entry without match',
    files: app({ 'seo.json': '{ "/Home": { "entity": "Task", "title": "{title}" } }', 'entities/Task.json': TASK_ENTITY }),
    rule: 'seo-json',
    path: 'seo.json',
    message: 'needs a "match" object',
  },
  {
    name: 'seo.json path without page',
    files: app({ 'seo.json': '{\n  "/": { "title": "x" },\n  "/Pricing": { "title": "Pricing" }\n}\n' }),
    rule: 'seo-route',
    path: 'seo.json',
    line: 3,
    column: 3,
    message: 'matches no page',
  },
  // functions, unknown keys, esbuild warnings
  {
    name: 'function without Deno.serve',
    files: app({ 'functions/hello.js': "export default async (req) => new Response('hi');\n" }),
    rule: 'function-shape',
    path: 'functions/hello.js',
    hint: 'Deno.serve(async (req) =>',
  },
  {
    name: 'unknown field key',
    files: app({ 'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "title", "type": "string", "unique": true }] }' }),
    rule: 'unknown-key',
    path: 'entities/Task.json',
    message: 'has the unknown key "unique"',
  },
  {
    name: 'unknown seo entry key',
    files: app({ 'seo.json': '{ "/": { "title": "x", "keywords": "a,b" } }' }),
    rule: 'unknown-key',
    path: 'seo.json',
    message: 'unknown key "keywords"',
  },
  {
    name: 'duplicate object key',
    files: app({ 'lib/x.js': 'export const o = { a: 1, a: 2 };\n' }),
    rule: 'code-warning',
    path: 'lib/x.js',
    line: 1,
    column: 26,
    message: 'Duplicate key "a" in object literal',
  },
  {
    name: 'unbalanced CSS',
    files: app({ 'styles/app.css': '.a {\n  color: red;\n' }),
    rule: 'code-warning',
    path: 'styles/app.css',
    line: 3,
    message: 'Expected "}" to go with "{"',
  },
  // runtime errors
  {
    name: 'recorded runtime errors are merged',
    files: app(),
    runtimeErrors: [
      { message: 'Plus is not defined', path: 'pages/Home.jsx', line: 4, column: 15, count: 2, last_seen: '2025-01-01T00:00:00Z' },
      { message: 'Plus is not defined', path: 'pages/Home.jsx', line: 4, column: 15, count: 3, last_seen: '2025-01-02T00:00:00Z' },
    ],
    rule: 'runtime-error',
    path: 'pages/Home.jsx',
    line: 4,
    column: 15,
    message: 'Plus is not defined',
    count: 5,
    hint: 'import it',
  },
];

test('every rule has at least one case', () => {
  const covered = new Set(CASES.map((c) => c.rule));
  covered.add('app-size'); // tested separately below (needs 2001 files)
  assert.deepEqual(
    RULES.map((r) => r.id).filter((id) => !covered.has(id)),
    [],
  );
});

for (const c of CASES) {
  test(`rule ${c.rule}: ${c.name}`, async () => {
    const r = await validateApp(c.files, c.runtimeErrors ? { runtimeErrors: c.runtimeErrors } : undefined);
    const found = r.issues.filter((i) => i.rule === c.rule && i.path === c.path);
    assert.ok(found.length > 0, `no ${c.rule} issue on ${c.path}; got:\n${show(r.issues)}`);
    const i = found[0]!;
    const rule = RULES.find((x) => x.id === c.rule)!;
    assert.equal(i.severity, rule.severity);
    if (c.line !== undefined) assert.equal(i.line, c.line, `line of ${show([i])}`);
    if (c.column !== undefined) assert.equal(i.column, c.column, `column of ${show([i])}`);
    if (c.message !== undefined)
      assert.ok(i.message.includes(c.message), `message ${JSON.stringify(i.message)} should contain ${JSON.stringify(c.message)}`);
    if (c.hint !== undefined) assert.ok(i.hint.includes(c.hint), `hint ${JSON.stringify(i.hint)} should contain ${JSON.stringify(c.hint)}`);
    if (c.count !== undefined) assert.equal(i.count, c.count);
    assert.ok(i.hint.length > 10, 'every issue has a concrete hint');
    assert.equal(
      r.ok,
      r.issues.every((x) => x.severity === 'warning'),
    );
  });
}

// ---------------------------------------------------------------------------------------------------
// Report shape and behaviour

test('app-size: more than 2000 files', async () => {
  const files = app();
  for (let i = 0; i < 2000; i++) files.set(`data/row${i}.txt`, 'x');
  const r = await validateApp(files);
  const size = r.issues.find((i) => i.rule === 'app-size');
  assert.ok(size);
  assert.equal(size.path, null);
  assert.match(size.message, /2001 files/);
  assert.equal(r.groups.find((g) => g.rule === 'path-invalid')?.count, 2000);
});

test('issues are ordered errors first, then by rule importance; groups summarise by rule', async () => {
  const r = await validateApp(
    app({
      'Layout.jsx': 'export default function Layout() { return <div />; }\n', // warning
      'entities/Task.json': '{ "name": "Task", "fields": [{ "name": "x", "type": "nope" }] }', // entity error
      'pages/About.jsx': "import Card from './Card.jsx';\nexport default function About() { return <Card />; }\n", // import error
      'pages/Broken.jsx': 'export default function Broken() { return <div>; }\n', // syntax error
      'lib/a.js': "import x from 'left-pad';\nexport default x;\n",
    }),
  );
  assert.deepEqual(
    r.issues.map((i) => i.rule),
    ['syntax', 'import-unresolved', 'import-unknown-package', 'entity-field-type', 'layout-children'],
    show(r.issues),
  );
  assert.equal(r.ok, false);
  assert.equal(r.error_count, 4);
  assert.equal(r.warning_count, 1);
  assert.deepEqual(
    r.groups.map((g) => [g.rule, g.severity, g.count, g.paths]),
    [
      ['syntax', 'error', 1, ['pages/Broken.jsx']],
      ['import-unresolved', 'error', 1, ['pages/About.jsx']],
      ['import-unknown-package', 'error', 1, ['lib/a.js']],
      ['entity-field-type', 'error', 1, ['entities/Task.json']],
      ['layout-children', 'warning', 1, ['Layout.jsx']],
    ],
  );
});

test('identical issues are reported once with a count', async () => {
  const r = await validateApp(
    app({ 'pages/Home.jsx': 'export default function Home() {\n  return <div><Plus /><Plus /><Plus /></div>;\n}\n' }),
    { runtimeErrors: [{ message: 'boom' }, { message: 'boom' }, { message: 'boom', path: 'pages/Home.jsx' }] },
  );
  const plus = r.issues.filter((i) => i.rule === 'undefined-identifier');
  assert.equal(plus.length, 1);
  assert.equal(plus[0]!.count, 3);
  const runtime = r.issues.filter((i) => i.rule === 'runtime-error');
  assert.deepEqual(
    runtime.map((i) => [i.path, i.count]),
    [
      [null, 2],
      ['pages/Home.jsx', 1],
    ],
  );
});

test('runtime errors accept null fields and last_seen_at', async () => {
  const r = await validateApp(app(), {
    runtimeErrors: [{ message: 'x', path: null, line: null, column: null, count: 4, last_seen_at: '2025-02-02T00:00:00Z' }],
  });
  assert.deepEqual(
    r.issues.map((i) => [i.rule, i.path, i.line, i.column, i.count, i.last_seen]),
    [['runtime-error', null, null, null, 4, '2025-02-02T00:00:00Z']],
  );
});

test('re-validating after editing one file re-parses only that file', async () => {
  clearValidationCache();
  const files = new Map(Object.entries(PROJECT_TRACKER));
  const codeFiles = [...files.keys()].filter((p) => /\.(jsx?|css)$/.test(p)).length;
  await validateApp(files);
  assert.equal(validationCacheStats().misses, codeFiles);
  await validateApp(files);
  assert.equal(validationCacheStats().misses, codeFiles);
  files.set('pages/Home.jsx', `${files.get('pages/Home.jsx')}\n// edited\n`);
  const r = await validateApp(files);
  assert.equal(validationCacheStats().misses, codeFiles + 1);
  assert.equal(r.ok, true);
  clearValidationCache();
  assert.deepEqual(validationCacheStats(), { size: 0, hits: 0, misses: 0 });
});

test('the validator does not cascade: importers of a file with a syntax error get no export errors', async () => {
  const r = await validateApp(
    app({
      'pages/Home.jsx': HOME_IMPORTING("import { Card } from '../components/Card.jsx';", '<Card />'),
      'components/Card.jsx': 'export function Card() { return <div>; }\n',
    }),
  );
  assert.deepEqual(
    r.issues.map((i) => i.rule),
    ['syntax'],
    show(r.issues),
  );
});

test('runtime packages are exactly the ones the conventions list', () => {
  const brief = readFileSync(new URL('../../docs/app-conventions.md', import.meta.url), 'utf8');
  const line = brief.split('\n').find((l) => l.includes('`react/jsx-runtime`'))!;
  const listed = [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  assert.deepEqual([...RUNTIME_PACKAGE_NAMES].sort(), [...listed].sort());
});

test('docs/file-model.md documents every rule with its severity', () => {
  const doc = readFileSync(new URL('../../docs/file-model.md', import.meta.url), 'utf8');
  for (const r of RULES) {
    const row = doc.split('\n').find((l) => l.startsWith(`| \`${r.id}\``));
    assert.ok(row, `docs/file-model.md has no table row for ${r.id}`);
    assert.ok(row.includes(r.severity), `${r.id} row names its severity ${r.severity}`);
  }
});

test('never throws on mangled input (deterministic fuzz of the fixture)', async () => {
  let seed = 42;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const chars = '{}()[]<>/\\\'"`$;:,.=!?*&|+-\n abcXYZ0\u0000é😀';
  const keys = Object.keys(PROJECT_TRACKER);
  for (let it = 0; it < 60; it++) {
    const files = new Map(Object.entries(PROJECT_TRACKER));
    for (let m = 0; m < 3; m++) {
      const k = keys[rnd(keys.length)]!;
      let c = files.get(k)!;
      const pos = rnd(c.length + 1);
      const op = rnd(3);
      if (op === 0) c = c.slice(0, pos) + c.slice(pos + 1 + rnd(20));
      else if (op === 1) c = c.slice(0, pos) + chars[rnd(chars.length)] + c.slice(pos);
      else c = c.slice(0, pos) + c.slice(rnd(c.length + 1));
      files.set(k, c);
    }
    const r = await validateApp(files);
    assert.equal(r.ok, r.error_count === 0);
    for (const i of r.issues) assert.ok(i.message && i.hint && i.count >= 1);
  }
});

test('tokenizer: strings, templates, regexes and comments', () => {
  const toks = tokenize('const a = "x\\"y" + `t${b + `n${c}`}e` / 2; /re[/]x/g.test(a); // c\n/* d */ f?.g');
  assert.deepEqual(
    toks.map((t) => `${t.k}:${t.v}`),
    [
      'id:const',
      'id:a',
      'p:=',
      's:x"y',
      'p:+',
      't:t',
      'id:b',
      'p:+',
      't:n',
      'id:c',
      't:',
      't:e',
      'p:/',
      'n:2',
      'p:;',
      'r:/re[/]x/g',
      'p:.',
      'id:test',
      'p:(',
      'id:a',
      'p:)',
      'p:;',
      'id:f',
      'p:?.',
      'id:g',
    ],
  );
});
