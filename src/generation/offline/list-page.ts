// The list page of an entity: a table (internal tools) or a card grid (catalogs), with search, filters
// and sorting. Built from seams: the module's constants, the component's state, the header, the
// toolbar, and the results (table or cards, or an empty state).
import type { AppModel, EntitySpec, ListView, PagePreset } from './types.ts';
import { pluralLabel } from './analyse.ts';
import { imageFieldOf, priceFieldOf } from './layouts.ts';
import { sentenceCase } from './nlp.ts';
import {
  entityLabel,
  fieldLabel,
  fieldsConst,
  js,
  lucideImport,
  marker,
  pageComponentName,
  relationLoader,
  titleFieldOf,
} from './page-kit.ts';

/** Columns shown in list tables: the title field then up to four informative fields. */
function listColumns(e: EntitySpec): string[] {
  const title = titleFieldOf(e);
  const cols: string[] = title ? [title] : [];
  // a picture shows as a thumbnail next to the record's name
  const image = imageFieldOf(e);
  if (image && !cols.includes(image.name)) cols.push(image.name);
  // related records show by their label, so which tool a loan is of is seen in the list
  for (const f of e.fields) if (f.type === 'relation' && cols.length < 3 && !cols.includes(f.name)) cols.push(f.name);
  for (const f of e.fields) {
    if (cols.length >= 5) break;
    if (cols.includes(f.name) || f.type === 'text' || f.type === 'object' || f.type === 'array') continue;
    cols.push(f.name);
  }
  return cols;
}

/** The sort choices of a list: newest/oldest and each sortable field both ways. */
function sortOptionsOf(e: EntitySpec, view: ListView): Array<{ value: string; label: string }> {
  const sortable = e.fields.filter((f) => !['text', 'object', 'array', 'relation'].includes(f.type));
  const sortOptions: Array<{ value: string; label: string }> = [
    { value: '-created_date', label: 'Newest first' },
    { value: 'created_date', label: 'Oldest first' },
  ];
  for (const f of sortable) {
    const l = fieldLabel(f);
    const asc =
      f.type === 'number' || f.type === 'integer' ? 'low to high' : f.type === 'date' || f.type === 'datetime' ? 'earliest first' : 'A–Z';
    const desc =
      f.type === 'number' || f.type === 'integer' ? 'high to low' : f.type === 'date' || f.type === 'datetime' ? 'latest first' : 'Z–A';
    sortOptions.push({ value: f.name, label: `${l} (${asc})` }, { value: `-${f.name}`, label: `${l} (${desc})` });
  }
  if (!sortOptions.some((o) => o.value === view.sort))
    sortOptions.push({
      value: view.sort,
      label: `${sentenceCase(view.sort.replace(/^-/, '').replace(/_/g, ' '))}${view.sort.startsWith('-') ? ' (descending)' : ''}`,
    });
  return sortOptions;
}

/** The predicate of a preset list page, as JavaScript source (records are plain objects). */
function presetSource(preset: PagePreset | undefined): string {
  if (!preset) return 'const PRESET = null;\nconst inPreset = () => true;';
  return `const PRESET = ${js(preset)};
function inPreset(record) {
  const raw = record[PRESET.field];
  if (PRESET.kind === 'value') return (String(raw ?? (PRESET.value === 'false' ? false : '')) === PRESET.value) !== !!PRESET.not;
  if (PRESET.kind === 'top') return raw !== null && raw !== undefined && raw !== '';
  if (PRESET.kind === 'below' || PRESET.kind === 'above') {
    const n = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
    const limit = Number(PRESET.value);
    if (Number.isNaN(n)) return false;
    if (n === limit) return !!PRESET.inclusive;
    return PRESET.kind === 'below' ? n < limit : n > limit;
  }
  if (!raw) return false;
  const day = String(raw).slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const inDays = (n) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
  if (PRESET.kind === 'overdue') return day < today && !(PRESET.done || []).some((f) => record[f] === true || (typeof record[f] === 'string' && /^(done|completed|returned|paid|closed|resolved|cancelled)$/.test(record[f])));
  if (PRESET.kind === 'today') return day === today;
  if (PRESET.kind === 'tomorrow') return day === inDays(1);
  if (PRESET.kind === 'week') return day >= today && day <= inDays(7);
  if (PRESET.kind === 'month') return day.slice(0, 7) === today.slice(0, 7);
  if (PRESET.kind === 'recent') return day >= inDays(-30) && day <= today;
  return day >= today;
}`;
}

export type ListOptions = { page: string; title: string; description: string; preset?: PagePreset };

/** What every seam of a list page reads. */
type ListCtx = {
  model: AppModel;
  e: EntitySpec;
  forms: string;
  detail: string;
  icon: string;
  t: string;
  lowerPlural: string;
  single: string;
  page: string;
  heading: string;
  description: string;
  opts?: ListOptions;
  cards: boolean;
};

/** Fields a card shows under its title: related records first, then short informative values. */
function cardMeta(e: EntitySpec, skip: string[]): string[] {
  const out: string[] = [];
  for (const f of e.fields) if (f.type === 'relation' && out.length < 2) out.push(f.name);
  for (const f of e.fields) {
    if (out.length >= 3) break;
    if (out.includes(f.name) || skip.includes(f.name) || ['text', 'object', 'array', 'url', 'email', 'boolean'].includes(f.type)) continue;
    out.push(f.name);
  }
  return out;
}

function listModule(c: ListCtx): string {
  const { model, e, opts } = c;
  const view = model.views[e.name] ?? { sort: '-created_date', filters: [] };
  const title = titleFieldOf(e) ?? null;
  const markerObj: Record<string, string> = opts
    ? { role: 'custom', kind: 'filtered', entity: e.name }
    : c.cards
      ? { role: 'list', entity: e.name, view: 'cards' }
      : { role: 'list', entity: e.name };
  const icons = [c.icon, 'Plus', 'Search', 'Pencil', 'Trash2', 'ArrowUpDown'];
  let card = '';
  if (c.cards) {
    const image = imageFieldOf(e)?.name ?? null;
    const price = priceFieldOf(e)?.name ?? null;
    const skip = [title, image, price].filter((x): x is string => !!x);
    card = `const CARD = ${js({ image, price, meta: cardMeta(e, skip) })};\n`;
  }
  return `${marker(markerObj)}
import React, { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { svc, createPageUrl } from '@svc/sdk';
${lucideImport(icons)}
import EmptyState from '../components/EmptyState.jsx';
import LoadingState from '../components/LoadingState.jsx';
import ErrorState from '../components/ErrorState.jsx';
import FieldValue from '../components/FieldValue.jsx';
${c.cards ? "import RecordImage from '../components/RecordImage.jsx';\n" : ''}import { filterOptions, ${c.cards ? 'formatMoney, ' : ''}matchesFilter, matchesQuery, pageUrl, recordLabel, sortRecords } from '../components/format.js';

${fieldsConst(model, e)}
const COLUMNS = ${js(listColumns(e))};
const VIEW = ${js(view)};
const SORT_OPTIONS = ${js(sortOptionsOf(e, view))};
const TITLE_FIELD = ${js(title)};
${card}${opts ? `const TITLE = ${js(c.heading)};\n` : ''}${presetSource(opts?.preset)}

${relationLoader(e)}
`;
}

/** The component's state: records and related ones loaded through the SDK, search, filters, sort, delete. */
function listState(c: ListCtx): string {
  const { e } = c;
  // a filter preset on the entity's own list ("only show open tasks by default"), never on a filtered page
  const initial = !c.opts && !!c.model.views[e.name]?.initial;
  return `
export default function ${pageComponentName(c.page)}() {
  const navigate = useNavigate();
  const [records, setRecords] = useState([]);
  const [related, setRelated] = useState({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState(${initial ? 'VIEW.initial' : '{}'});
  const [sort, setSort] = useState(PRESET && PRESET.kind === 'top' ? \`-\${PRESET.field}\` : VIEW.sort);

  const load = () => {
    setLoading(true);
    setError('');
    Promise.all([svc.entities.${e.name}.list(VIEW.sort, 500), loadRelated()])
      .then(([rows, rel]) => {
        setRecords(rows || []);
        setRelated(rel);
      })
      .catch((err) => setError((err && err.message) || ${js(`Could not load ${c.lowerPlural}.`)}))
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    load();
  }, []);

  const handleDelete = async (record) => {
    if (!window.confirm(\`Delete "\${recordLabel(record, TITLE_FIELD)}"? This cannot be undone.\`)) return;
    try {
      await svc.entities.${e.name}.delete(record.id);
      setRecords((rows) => rows.filter((r) => r.id !== record.id));
    } catch (err) {
      setError((err && err.message) || ${js(`Could not delete the ${c.single}.`)});
    }
  };

  const columns = COLUMNS.map((name) => FIELDS.find((f) => f.name === name)).filter(Boolean);
  const filterFields = VIEW.filters.map((name) => FIELDS.find((f) => f.name === name)).filter(Boolean);
  const visible = sortRecords(
    records.filter((r) => inPreset(r) && matchesQuery(r, FIELDS, query) && filterFields.every((f) => matchesFilter(r, f, filters[f.name]))),
    sort,
  );
  const filtering = query.trim() !== '' || Object.values(filters).some((v) => v);
`;
}

function listHeader(c: ListCtx): string {
  const t = c.t;
  return `
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{${js(c.heading)}}</h1>
          <p className="text-sm text-slate-500">{${js(c.description)}}</p>
        </div>
        <Link to={createPageUrl(${js(c.forms)})} className="inline-flex items-center gap-2 rounded-lg bg-${t}-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-${t}-700">
          <Plus className="h-4 w-4" />
          {${js(`New ${c.single}`)}}
        </Link>
      </div>
`;
}

function listToolbar(c: ListCtx): string {
  const t = c.t;
  const focus = `focus:border-${t}-500 focus:outline-none focus:ring-2 focus:ring-${t}-500`;
  return `
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-[14rem] flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={${js(`Search ${c.lowerPlural}…`)}}
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm ${focus}"
          />
        </div>
        {filterFields.map((field) => (
          <select
            key={field.name}
            value={filters[field.name] || ''}
            onChange={(e) => setFilters((current) => ({ ...current, [field.name]: e.target.value }))}
            aria-label={\`Filter by \${field.label}\`}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm ${focus}"
          >
            <option value="">{\`All (\${field.label})\`}</option>
            {filterOptions(field, records, related).map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        ))}
        <label className="flex items-center gap-2 text-sm text-slate-500">
          <ArrowUpDown className="h-4 w-4" />
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            aria-label="Sort"
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 ${focus}"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        </label>
      </div>

      {error ? <ErrorState message={error} onRetry={load} /> : null}
`;
}

function listEmpty(c: ListCtx): string {
  const t = c.t;
  return `filtering ? (
          <EmptyState icon={Search} title="No matches" message="Try a different search or clear the filters." />
        ) : (
          <EmptyState
            icon={${c.icon}}
            title={${js(`No ${c.lowerPlural} yet`)}}
            message={${js(`Create your first ${c.single} to get started.`)}}
            action={
              <Link to={createPageUrl(${js(c.forms)})} className="inline-flex items-center gap-2 rounded-lg bg-${t}-600 px-4 py-2 text-sm font-medium text-white hover:bg-${t}-700">
                <Plus className="h-4 w-4" />
                {${js(`Add ${c.single}`)}}
              </Link>
            }
          />
        )`;
}

function rowActions(c: ListCtx): string {
  return `<Link to={pageUrl(${js(c.forms)}, { id: record.id })} className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-${c.t}-700" aria-label="Edit">
                        <Pencil className="h-4 w-4" />
                      </Link>
                      <button type="button" onClick={() => handleDelete(record)} className="rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-600" aria-label="Delete">
                        <Trash2 className="h-4 w-4" />
                      </button>`;
}

function listTable(c: ListCtx): string {
  return `<div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                {columns.map((field) => (
                  <th key={field.name} scope="col" className="px-4 py-3 text-left font-medium text-slate-600">{field.label}</th>
                ))}
                <th scope="col" className="px-4 py-3 text-right font-medium text-slate-600">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {visible.map((record) => (
                <tr key={record.id} data-record={record.id} className="cursor-pointer hover:bg-slate-50" onClick={() => navigate(pageUrl(${js(c.detail)}, { id: record.id }))}>
                  {columns.map((field, index) => (
                    <td key={field.name} className={index === 0 ? 'px-4 py-3 font-medium text-slate-900' : 'px-4 py-3 text-slate-600'}>
                      {index === 0 && field.type !== 'relation' ? recordLabel(record, field.name) : <FieldValue field={field} value={record[field.name]} related={related[field.name]} />}
                    </td>
                  ))}
                  <td className="px-4 py-3 text-right" onClick={(e) => e.stopPropagation()}>
                    <div className="inline-flex items-center gap-1">
                      ${rowActions(c)}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">{\`\${visible.length} of \${records.length} shown\`}</p>
        </div>`;
}

function listCards(c: ListCtx): string {
  const t = c.t;
  return `<div className="space-y-3">
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((record) => (
              <li key={record.id} data-record={record.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
                <Link to={pageUrl(${js(c.detail)}, { id: record.id })} className="block" aria-label={recordLabel(record, TITLE_FIELD)}>
                  <RecordImage src={CARD.image ? record[CARD.image] : null} alt={recordLabel(record, TITLE_FIELD)} icon={${c.icon}} className={CARD.image ? 'aspect-[4/3] w-full' : 'h-20 w-full'} />
                </Link>
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <Link to={pageUrl(${js(c.detail)}, { id: record.id })} className="font-semibold text-slate-900 hover:text-${t}-700">{recordLabel(record, TITLE_FIELD)}</Link>
                    {CARD.price && record[CARD.price] !== null && record[CARD.price] !== undefined ? (
                      <span className="shrink-0 font-semibold text-${t}-700">{formatMoney(record[CARD.price])}</span>
                    ) : null}
                  </div>
                  {CARD.meta.map((name) => FIELDS.find((f) => f.name === name)).filter(Boolean).map((field) => (
                    <p key={field.name} className="text-sm text-slate-600">
                      <span className="text-slate-400">{field.label}: </span>
                      <FieldValue field={field} value={record[field.name]} related={related[field.name]} />
                    </p>
                  ))}
                  <div className="mt-auto flex items-center justify-end gap-1 pt-2">
                      ${rowActions(c)}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-500">{\`\${visible.length} of \${records.length} shown\`}</p>
        </div>`;
}

function listResults(c: ListCtx): string {
  return `
      {loading ? (
        <LoadingState label={${js(`Loading ${c.lowerPlural}…`)}} />
      ) : visible.length === 0 ? (
        ${listEmpty(c)}
      ) : (
        ${c.cards ? listCards(c) : listTable(c)}
      )}
    </div>
  );
}
`;
}

/** A list page; `cards` shows the records as a card grid with pictures and prices (catalogs). */
export function renderList(model: AppModel, e: EntitySpec, opts?: ListOptions, cards = false): string {
  const pn = model.pageNames[e.name];
  const plural = pluralLabel(e.name);
  const c: ListCtx = {
    model,
    e,
    forms: pn.form,
    detail: pn.detail,
    icon: model.icons[e.name] ?? 'List',
    t: model.theme,
    lowerPlural: plural.toLowerCase(),
    single: entityLabel(e.name).toLowerCase(),
    page: opts?.page ?? pn.list,
    heading: opts?.title ?? plural,
    description: opts?.description ?? (e.description || `All ${plural.toLowerCase()}.`),
    opts,
    cards,
  };
  return `${listModule(c)}${listState(c)}${listHeader(c)}${listToolbar(c)}${listResults(c)}`;
}
