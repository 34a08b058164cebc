/**
 * Validator benchmark: a synthetic but realistic 200-file app (Layout, 50 pages, 130 components,
 * 15 entities, 4 lib helpers) validated
 *   - cold: per-file cache cleared before every run,
 *   - warm after a one-file edit: one page changed between runs (the common agent loop),
 * next to a plain esbuild transform of the same JS files in the same run (the floor: parsing alone),
 * both as parallel async transforms (what the validator uses) and as sequential transformSync.
 *
 *   node bench/validate.bench.ts [iterations]
 */
import { transform, transformSync } from 'esbuild';
import { clearValidationCache, validateApp } from '../src/validation/validate.ts';
import { median } from './lib.ts';

const ITERATIONS = Number(process.argv[2] ?? 9);

const ENTITIES = [
  'Project',
  'Task',
  'Customer',
  'Invoice',
  'Product',
  'Order',
  'Employee',
  'Ticket',
  'Note',
  'Event',
  'Vendor',
  'Asset',
  'Campaign',
  'Lead',
  'Report',
];
const ICONS = ['Plus', 'Trash2', 'Pencil', 'Search', 'Check', 'X', 'ChevronRight', 'Calendar', 'User', 'Filter'];

function entityJson(name: string, i: number): string {
  const target = ENTITIES[(i + 1) % ENTITIES.length]!;
  return JSON.stringify(
    {
      name,
      description: `${name} records`,
      fields: [
        { name: 'title', type: 'string', required: true },
        { name: 'notes', type: 'text' },
        { name: 'status', type: 'enum', values: ['new', 'active', 'closed'], default: 'new' },
        { name: 'amount', type: 'number', default: 0 },
        { name: 'due_date', type: 'date' },
        { name: 'tags', type: 'array', items: 'string' },
        { name: 'owner', type: 'relation', target },
      ],
      indexes: [['status']],
    },
    null,
    2,
  );
}

function component(i: number): string {
  const icon = ICONS[i % ICONS.length]!;
  const icon2 = ICONS[(i + 3) % ICONS.length]!;
  const child = i >= 10 ? `import Widget${i - 10} from './Widget${i - 10}.jsx';\n` : '';
  const childUse = i >= 10 ? `<Widget${i - 10} items={visible.slice(0, 3)} onSelect={onSelect} />` : '';
  return `import React, { useMemo, useState } from 'react';
import { ${icon}, ${icon2} } from 'lucide-react';
import { formatMoney, formatDate } from '../lib/format.js';
${child}
export default function Widget${i}({ items = [], onSelect, title = 'Widget ${i}' }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(true);
  const visible = useMemo(
    () => items.filter((item) => !query || String(item.title).toLowerCase().includes(query.toLowerCase())),
    [items, query],
  );
  return (
    <section className="rounded-lg border bg-white p-4 shadow-sm">
      <header className="mb-2 flex items-center justify-between">
        <h3 className="flex items-center gap-2 font-semibold"><${icon} className="h-4 w-4" /> {title}</h3>
        <button type="button" onClick={() => setOpen(!open)} className="text-sm text-blue-600">{open ? 'Hide' : 'Show'}</button>
      </header>
      {open && (
        <>
          <input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Filter…" className="mb-2 w-full rounded border px-2 py-1" />
          <ul className="divide-y">
            {visible.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-2" onClick={() => onSelect && onSelect(item)}>
                <${icon2} className="h-4 w-4 text-gray-400" />
                <span className="flex-1">{item.title}</span>
                <span className="text-xs text-gray-500">{formatDate(item.due_date)}</span>
                <span className="text-sm font-medium">{formatMoney(item.amount)}</span>
              </li>
            ))}
          </ul>
          ${childUse}
        </>
      )}
    </section>
  );
}
`;
}

function page(i: number, edit = 0): string {
  const entity = ENTITIES[i % ENTITIES.length]!;
  const other = ENTITIES[(i + 5) % ENTITIES.length]!;
  const widgets = [i, i + 40, i + 80].map((w) => w % 130);
  return `import React, { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { svc, createPageUrl } from '@svc/sdk';
import { Plus, Trash2, Search } from 'lucide-react';
${widgets.map((w) => `import Widget${w} from '../components/Widget${w}.jsx';`).join('\n')}

const PAGE_SIZE = ${20 + (i % 5) * 10};

export default function Page${i}() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [records, setRecords] = useState([]);
  const [related, setRelated] = useState([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [form, setForm] = useState({ title: '', amount: 0 });

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [rows, rel] = await Promise.all([
        svc.entities.${entity}.list('-created_date', PAGE_SIZE),
        svc.entities.${other}.filter({ status: params.get('status') || 'active' }),
      ]);
      setRecords(rows);
      setRelated(rel);
    } catch (e) {
      setError(e.message || 'Could not load ${entity} records');
    } finally {
      setLoading(false);
    }
  }, [params]);

  useEffect(() => {
    load();
  }, [load]);

  async function create(event) {
    event.preventDefault();
    if (!form.title.trim()) return;
    const created = await svc.entities.${entity}.create({ title: form.title.trim(), amount: Number(form.amount) || 0 });
    setRecords((list) => [created, ...list]);
    setForm({ title: '', amount: 0 });
  }

  async function remove(id) {
    if (!window.confirm('Delete this record?')) return;
    await svc.entities.${entity}.delete(id);
    setRecords((list) => list.filter((r) => r.id !== id));
  }

  if (loading) return <p className="p-6 text-gray-500">Loading…</p>;

  return (
    <div className="space-y-6 p-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">${entity} overview ${i}</h1>
        <Link to={createPageUrl('Page${(i + 1) % 50}')} className="text-sm text-blue-600">Next page</Link>
      </div>
      {error && <p className="rounded bg-red-50 p-3 text-red-700">{error}</p>}
      <form onSubmit={create} className="flex gap-2">
        <input value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} placeholder="Title" className="flex-1 rounded border px-3 py-2" />
        <input type="number" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} className="w-32 rounded border px-3 py-2" />
        <button type="submit" className="inline-flex items-center gap-1 rounded bg-blue-600 px-3 py-2 text-white"><Plus className="h-4 w-4" /> Add</button>
      </form>
      <div className="grid gap-4 md:grid-cols-3">
        <Widget${widgets[0]} items={records} onSelect={(r) => navigate(createPageUrl('Page${(i + 2) % 50}') + '?id=' + r.id)} />
        <Widget${widgets[1]} items={related} title="Related" />
        <Widget${widgets[2]} items={records.filter((r) => r.status === 'closed')} title="Closed" />
      </div>
      <table className="w-full text-left text-sm">
        <thead><tr><th>Title</th><th>Status</th><th><Search className="h-4 w-4" /></th></tr></thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.id} className="border-t">
              <td className="py-2">{r.title}</td>
              <td>{r.status}</td>
              <td><button type="button" onClick={() => remove(r.id)} aria-label="Delete"><Trash2 className="h-4 w-4" /></button></td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* revision ${edit} */}
    </div>
  );
}
`;
}

function buildApp(): Map<string, string> {
  const files = new Map<string, string>();
  files.set(
    'Layout.jsx',
    `import React from 'react';
import { Link } from 'react-router-dom';
import { createPageUrl } from '@svc/sdk';

export default function Layout({ children, currentPageName }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <nav className="flex gap-4 border-b bg-white px-4 py-3">
        ${[0, 1, 2, 3].map((p) => `<Link to={createPageUrl('Page${p}')} className={currentPageName === 'Page${p}' ? 'font-bold' : ''}>Page ${p}</Link>`).join('\n        ')}
      </nav>
      <main>{children}</main>
    </div>
  );
}
`,
  );
  for (let i = 0; i < 50; i++) files.set(`pages/Page${i}.jsx`, page(i));
  for (let i = 0; i < 130; i++) files.set(`components/Widget${i}.jsx`, component(i));
  ENTITIES.forEach((name, i) => files.set(`entities/${name}.json`, entityJson(name, i)));
  files.set(
    'lib/format.js',
    `export function formatMoney(n) {\n  return new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(Number(n) || 0);\n}\n\nexport function formatDate(d) {\n  return d ? new Date(d).toLocaleDateString() : '';\n}\n`,
  );
  files.set('lib/constants.js', "export const STATUSES = ['new', 'active', 'closed'];\n");
  files.set('lib/sort.js', 'export const byTitle = (a, b) => String(a.title).localeCompare(String(b.title));\n');
  files.set('lib/ids.js', 'export const shortId = (id) => String(id).slice(0, 8);\n');
  return files;
}

async function time(fn: () => Promise<unknown> | unknown): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const files = buildApp();
const jsFiles = [...files].filter(([p]) => /\.jsx?$/.test(p));
const totalBytes = [...files.values()].reduce((n, c) => n + Buffer.byteLength(c), 0);

// Sanity: the synthetic app is valid, and esbuild's service is started before timing.
const first = await validateApp(files);
if (!first.ok || first.warning_count > 0) {
  console.error(first.issues.slice(0, 5));
  throw new Error('the synthetic app should validate without issues');
}

const cold: number[] = [];
const warm: number[] = [];
const esbuildAsync: number[] = [];
const esbuildSync: number[] = [];
let edit = 0;
for (let i = 0; i < ITERATIONS; i++) {
  clearValidationCache();
  cold.push(await time(() => validateApp(files)));
  const target = `pages/Page${i % 50}.jsx`;
  files.set(target, page(i % 50, ++edit));
  warm.push(await time(() => validateApp(files)));
  esbuildAsync.push(await time(() => Promise.all(jsFiles.map(([p, c]) => transform(c, { loader: 'jsx', sourcefile: p })))));
  esbuildSync.push(await time(() => jsFiles.forEach(([p, c]) => transformSync(c, { loader: 'jsx', sourcefile: p }))));
}

const base = median(esbuildAsync);
const rows: Array<[string, number]> = [
  ['validateApp cold (cache cleared)', median(cold)],
  ['validateApp warm, 1 file edited', median(warm)],
  ['esbuild transform, async parallel', base],
  ['esbuild transformSync, sequential', median(esbuildSync)],
];
console.log(`app: ${files.size} files (${jsFiles.length} JS/JSX), ${(totalBytes / 1024).toFixed(0)} KiB; ${ITERATIONS} iterations, median`);
console.log('| measurement | median ms | × esbuild async |');
console.log('|---|---:|---:|');
for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(1)} | ${(ms / base).toFixed(2)} |`);
