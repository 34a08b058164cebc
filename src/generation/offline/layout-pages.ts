// Pages of the layouts chosen by purpose (layouts.ts): a status board, a calendar, a landing home page.
// Like every generated page they read and write records through the app's data SDK (svc.entities.X).
import type { AppModel, EntitySpec } from './types.ts';
import { pluralLabel } from './analyse.ts';
import { imageFieldOf, type LayoutPlan, priceFieldOf, type ViewSpec } from './layouts.ts';
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

/** Short values a board card or calendar entry shows besides the title. */
function cardFields(e: EntitySpec, skip: string[]): string[] {
  const out: string[] = [];
  for (const f of e.fields) if (f.type === 'relation' && out.length < 2 && !skip.includes(f.name)) out.push(f.name);
  for (const f of e.fields) {
    if (out.length >= 3) break;
    if (out.includes(f.name) || skip.includes(f.name)) continue;
    if (['number', 'integer', 'date', 'datetime', 'enum'].includes(f.type)) out.push(f.name);
  }
  return out;
}

export function renderBoard(model: AppModel, e: EntitySpec, view: ViewSpec): string {
  const pn = model.pageNames[e.name];
  const t = model.theme;
  const status = e.fields.find((f) => f.name === view.field)!;
  const title = titleFieldOf(e) ?? null;
  const plural = pluralLabel(e.name);
  const single = entityLabel(e.name).toLowerCase();
  const statusLabel = fieldLabel(status).toLowerCase();
  return `${marker({ role: 'board', entity: e.name, field: view.field })}
import React, { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { svc, createPageUrl } from '@svc/sdk';
${lucideImport(['GripVertical', 'Plus'])}
import LoadingState from '../components/LoadingState.jsx';
import ErrorState from '../components/ErrorState.jsx';
import FieldValue from '../components/FieldValue.jsx';
import { humanize, pageUrl, recordLabel } from '../components/format.js';

${fieldsConst(model, e)}
const STATUS_FIELD = ${js(view.field)};
const COLUMNS = ${js(status.values ?? [])};
const TITLE_FIELD = ${js(title)};
const CARD_FIELDS = ${js(cardFields(e, [view.field, title ?? '']))};

${relationLoader(e)}

export default function ${pageComponentName(view.page)}() {
  const [records, setRecords] = useState([]);
  const [related, setRelated] = useState({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [dragging, setDragging] = useState(null);
  const [over, setOver] = useState(null);

  const load = () => {
    setLoading(true);
    setError('');
    Promise.all([svc.entities.${e.name}.list('-updated_date', 500), loadRelated()])
      .then(([rows, rel]) => {
        setRecords(rows || []);
        setRelated(rel);
      })
      .catch((err) => setError((err && err.message) || ${js(`Could not load ${plural.toLowerCase()}.`)}))
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    load();
  }, []);

  // Moving a card saves the new ${statusLabel} at once; the card goes back if the save fails.
  const move = async (id, value) => {
    const record = records.find((r) => r.id === id);
    if (!record || !value || record[STATUS_FIELD] === value) return;
    const previous = record[STATUS_FIELD];
    setRecords((rows) => rows.map((r) => (r.id === id ? { ...r, [STATUS_FIELD]: value } : r)));
    setError('');
    try {
      const saved = await svc.entities.${e.name}.update(id, { [STATUS_FIELD]: value });
      if (saved && saved.id) setRecords((rows) => rows.map((r) => (r.id === id ? { ...r, ...saved } : r)));
    } catch (err) {
      setRecords((rows) => rows.map((r) => (r.id === id ? { ...r, [STATUS_FIELD]: previous } : r)));
      setError((err && err.message) || ${js(`Could not move the ${single}.`)});
    }
  };

  const fields = CARD_FIELDS.map((name) => FIELDS.find((f) => f.name === name)).filter(Boolean);
  const lanes = COLUMNS.map((value) => ({ value, label: humanize(value), rows: records.filter((r) => r[STATUS_FIELD] === value) }));
  const unsorted = records.filter((r) => !COLUMNS.includes(r[STATUS_FIELD]));
  if (unsorted.length) lanes.unshift({ value: '', label: ${js(`No ${statusLabel}`)}, rows: unsorted });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{${js(`${plural} board`)}}</h1>
          <p className="text-sm text-slate-500">{${js(`Drag a card to another column, or pick its ${statusLabel} on the card, to update the ${single}.`)}}</p>
        </div>
        <Link to={createPageUrl(${js(pn.form)})} className="inline-flex items-center gap-2 rounded-lg bg-${t}-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-${t}-700">
          <Plus className="h-4 w-4" />
          {${js(`New ${single}`)}}
        </Link>
      </div>

      {error ? <ErrorState message={error} onRetry={load} /> : null}

      {loading ? (
        <LoadingState label={${js(`Loading ${plural.toLowerCase()}…`)}} />
      ) : (
        <div className="flex gap-4 overflow-x-auto pb-4">
          {lanes.map((lane) => (
            <section
              key={lane.value || 'none'}
              data-column={lane.value}
              aria-label={lane.label}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(lane.value);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                const id = event.dataTransfer.getData('text/plain') || dragging;
                setOver(null);
                setDragging(null);
                if (id) move(id, lane.value);
              }}
              className={\`flex min-w-[14rem] flex-1 flex-col rounded-xl border bg-slate-100 \${over === lane.value ? 'border-${t}-400 ring-2 ring-${t}-200' : 'border-slate-200'}\`}
            >
              <div className="flex items-center justify-between px-3 py-2">
                <h2 className="text-sm font-semibold text-slate-700">{lane.label}</h2>
                <span className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-500">{lane.rows.length}</span>
              </div>
              <ul className="flex min-h-[6rem] flex-col gap-2 px-2 pb-3">
                {lane.rows.map((record) => (
                  <li
                    key={record.id}
                    data-record={record.id}
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.setData('text/plain', record.id);
                      event.dataTransfer.effectAllowed = 'move';
                      setDragging(record.id);
                    }}
                    onDragEnd={() => setDragging(null)}
                    className={\`cursor-grab rounded-lg border border-slate-200 bg-white p-3 shadow-sm \${dragging === record.id ? 'opacity-50' : ''}\`}
                  >
                    <div className="flex items-start gap-2">
                      <GripVertical className="mt-0.5 h-4 w-4 shrink-0 text-slate-300" />
                      <Link to={pageUrl(${js(pn.detail)}, { id: record.id })} className="font-medium text-slate-900 hover:text-${t}-700">
                        {recordLabel(record, TITLE_FIELD)}
                      </Link>
                    </div>
                    {fields.length ? (
                      <dl className="mt-2 space-y-1 pl-6 text-xs text-slate-600">
                        {fields.map((field) => (
                          <div key={field.name} className="flex gap-1">
                            <dt className="text-slate-400">{field.label}:</dt>
                            <dd><FieldValue field={field} value={record[field.name]} related={related[field.name]} /></dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                    <select
                      value={record[STATUS_FIELD] || ''}
                      onChange={(event) => move(record.id, event.target.value)}
                      aria-label={${js(`Move to ${statusLabel}`)}}
                      className="mt-2 w-full rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-xs text-slate-600 focus:border-${t}-500 focus:outline-none"
                    >
                      {lane.value ? null : <option value="">{${js(`No ${statusLabel}`)}}</option>}
                      {COLUMNS.map((value) => (
                        <option key={value} value={value}>{humanize(value)}</option>
                      ))}
                    </select>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
`;
}

export function renderCalendar(model: AppModel, e: EntitySpec, view: ViewSpec): string {
  const pn = model.pageNames[e.name];
  const t = model.theme;
  const dateField = e.fields.find((f) => f.name === view.field)!;
  const title = titleFieldOf(e) ?? null;
  const plural = pluralLabel(e.name);
  const single = entityLabel(e.name).toLowerCase();
  return `${marker({ role: 'calendar', entity: e.name, field: view.field })}
import React, { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { svc, createPageUrl } from '@svc/sdk';
${lucideImport(['ChevronLeft', 'ChevronRight', 'Plus'])}
import LoadingState from '../components/LoadingState.jsx';
import ErrorState from '../components/ErrorState.jsx';
import { dayKey, pageUrl, recordLabel } from '../components/format.js';

${fieldsConst(model, e)}
const DATE_FIELD = ${js(view.field)};
const WITH_TIME = ${js(dateField.type === 'datetime')};
const TITLE_FIELD = ${js(title)};
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function parseDay(key) {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
}

function addDays(date, n) {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  next.setDate(next.getDate() + n);
  return next;
}

// weeks start on Monday
function startOfWeek(date) {
  return addDays(date, -((date.getDay() + 6) % 7));
}

function timeOf(value) {
  if (!WITH_TIME || !value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

export default function ${pageComponentName(view.page)}() {
  const location = useLocation();
  const [cursor, setCursor] = useState(() => {
    const asked = new URLSearchParams(location.search).get('date') || '';
    return /^\\d{4}-\\d{2}-\\d{2}$/.test(asked) ? parseDay(asked) : new Date();
  });
  const [mode, setMode] = useState(() => (new URLSearchParams(location.search).get('view') === 'week' ? 'week' : 'month'));
  const [records, setRecords] = useState([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = () => {
    setLoading(true);
    setError('');
    svc.entities.${e.name}
      .list(DATE_FIELD, 1000)
      .then((rows) => setRecords(rows || []))
      .catch((err) => setError((err && err.message) || ${js(`Could not load ${plural.toLowerCase()}.`)}))
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    load();
  }, []);

  const byDay = {};
  records.forEach((record) => {
    const key = dayKey(record[DATE_FIELD]);
    if (key) (byDay[key] = byDay[key] || []).push(record);
  });
  const unscheduled = records.filter((record) => !dayKey(record[DATE_FIELD])).length;

  const days = [];
  if (mode === 'month') {
    const first = new Date(cursor.getFullYear(), cursor.getMonth(), 1);
    const last = new Date(cursor.getFullYear(), cursor.getMonth() + 1, 0);
    for (let d = startOfWeek(first); d <= last || days.length % 7 !== 0; d = addDays(d, 1)) days.push(d);
  } else {
    for (let i = 0, d = startOfWeek(cursor); i < 7; i++, d = addDays(d, 1)) days.push(d);
  }
  const today = dayKey(new Date());
  const step = (n) =>
    setCursor((c) => (mode === 'month' ? new Date(c.getFullYear(), c.getMonth() + n, 1) : addDays(c, 7 * n)));
  const heading =
    mode === 'month'
      ? cursor.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })
      : \`Week of \${days[0].toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}\`;
  const button = 'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{${js(`${plural} calendar`)}}</h1>
          <p className="text-sm text-slate-500">{${js(`${plural} by ${fieldLabel(dateField).toLowerCase()}. Pick a day's + to add one on that day.`)}}</p>
        </div>
        <Link to={createPageUrl(${js(pn.form)})} className="inline-flex items-center gap-2 rounded-lg bg-${t}-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-${t}-700">
          <Plus className="h-4 w-4" />
          {${js(`New ${single}`)}}
        </Link>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button type="button" onClick={() => step(-1)} className={button} aria-label="Previous">
            <ChevronLeft className="h-4 w-4" />
          </button>
          <button type="button" onClick={() => setCursor(new Date())} className={button}>
            Today
          </button>
          <button type="button" onClick={() => step(1)} className={button} aria-label="Next">
            <ChevronRight className="h-4 w-4" />
          </button>
          <h2 className="ml-2 text-lg font-semibold text-slate-900">{heading}</h2>
        </div>
        <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 text-sm">
          {['month', 'week'].map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={\`rounded-md px-3 py-1 font-medium \${mode === m ? 'bg-${t}-600 text-white' : 'text-slate-600 hover:bg-slate-100'}\`}
            >
              {m === 'month' ? 'Month' : 'Week'}
            </button>
          ))}
        </div>
      </div>

      {error ? <ErrorState message={error} onRetry={load} /> : null}

      {loading ? (
        <LoadingState label={${js(`Loading ${plural.toLowerCase()}…`)}} />
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-medium uppercase tracking-wide text-slate-500">
            {WEEKDAYS.map((d) => (
              <div key={d} className="py-2">{d}</div>
            ))}
          </div>
          <div className="grid grid-cols-7">
            {days.map((d) => {
              const key = dayKey(d);
              const rows = byDay[key] || [];
              const outside = mode === 'month' && d.getMonth() !== cursor.getMonth();
              const shown = mode === 'month' ? rows.slice(0, 3) : rows;
              return (
                <div
                  key={key}
                  data-day={key}
                  className={\`group min-w-0 border-b border-r border-slate-100 p-1.5 \${mode === 'month' ? 'min-h-[6.5rem]' : 'min-h-[16rem]'} \${outside ? 'bg-slate-50' : 'bg-white'}\`}
                >
                  <div className="flex items-center justify-between">
                    <span
                      className={\`flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-medium \${key === today ? 'bg-${t}-600 text-white' : outside ? 'text-slate-400' : 'text-slate-700'}\`}
                    >
                      {d.getDate()}
                    </span>
                    <Link
                      to={pageUrl(${js(pn.form)}, { [DATE_FIELD]: key })}
                      aria-label={\`${`New ${single}`} on \${key}\`}
                      className="rounded p-0.5 text-slate-400 opacity-0 hover:bg-slate-100 hover:text-${t}-700 focus:opacity-100 group-hover:opacity-100"
                    >
                      <Plus className="h-3.5 w-3.5" />
                    </Link>
                  </div>
                  <ul className="mt-1 space-y-1">
                    {shown.map((record) => (
                      <li key={record.id} data-record={record.id}>
                        <Link
                          to={pageUrl(${js(pn.detail)}, { id: record.id })}
                          className="block truncate rounded bg-${t}-50 px-1.5 py-0.5 text-xs text-${t}-800 hover:bg-${t}-100"
                        >
                          {timeOf(record[DATE_FIELD]) ? <span className="mr-1 font-medium">{timeOf(record[DATE_FIELD])}</span> : null}
                          {recordLabel(record, TITLE_FIELD)}
                        </Link>
                      </li>
                    ))}
                    {rows.length > shown.length ? <li className="px-1.5 text-xs text-slate-500">{\`+\${rows.length - shown.length} more\`}</li> : null}
                  </ul>
                </div>
              );
            })}
          </div>
        </div>
      )}
      {unscheduled ? (
        <p className="text-sm text-slate-500">
          {\`\${unscheduled} without a date: \`}
          <Link to={createPageUrl(${js(pn.list)})} className="font-medium text-${t}-600 hover:text-${t}-700">{${js(`see all ${plural.toLowerCase()}`)}}</Link>
        </p>
      ) : null}
    </div>
  );
}
`;
}

/** The home page of a public catalog: a hero, featured items with pictures and prices, the other sections. */
export function renderLanding(model: AppModel, plan: LayoutPlan): string {
  const t = model.theme;
  const featured = plan.catalog
    .map((name) => model.entities.find((e) => e.name === name))
    .filter((e): e is EntitySpec => !!e && !!model.pageNames[e.name])
    .map((e) => ({
      key: e.name,
      label: pluralLabel(e.name),
      single: entityLabel(e.name).toLowerCase(),
      listPage: model.pageNames[e.name].list,
      detailPage: model.pageNames[e.name].detail,
      formPage: model.pageNames[e.name].form,
      titleField: titleFieldOf(e) ?? null,
      image: imageFieldOf(e)?.name ?? null,
      price: priceFieldOf(e)?.name ?? null,
      icon: model.icons[e.name] ?? 'List',
    }));
  const more: Array<{ label: string; page: string; icon: string }> = [];
  for (const e of model.entities) {
    const pn = model.pageNames[e.name];
    if (!pn || plan.catalog.includes(e.name)) continue;
    more.push({ label: pluralLabel(e.name), page: pn.list, icon: model.icons[e.name] ?? 'List' });
  }
  for (const c of plan.calendars) more.push({ label: `${pluralLabel(c.entity)} calendar`, page: c.page, icon: 'CalendarDays' });
  for (const b of plan.boards) more.push({ label: `${pluralLabel(b.entity)} board`, page: b.page, icon: 'SquareKanban' });
  const booking = plan.calendars[0];
  const bookingEntity = booking ? model.entities.find((e) => e.name === booking.entity) : undefined;
  const secondary =
    booking && bookingEntity && model.pageNames[booking.entity]
      ? {
          label: `Book ${/^[aeiou]/i.test(bookingEntity.name) ? 'an' : 'a'} ${entityLabel(booking.entity).toLowerCase()}`,
          page: model.pageNames[booking.entity].form,
        }
      : null;
  const names = featured.map((f) => f.label.toLowerCase());
  const tagline = names.length
    ? `Discover our ${names.join(' and ')}${secondary ? ', then book a time that suits you' : ''}.`
    : `Welcome to ${model.name}.`;
  const icons = new Set<string>(['ArrowRight', ...featured.map((f) => f.icon), ...more.map((m) => m.icon)]);
  const iconMap = [...new Set([...featured.map((f) => f.icon), ...more.map((m) => m.icon)])].sort().join(', ');
  return `${marker({ role: 'home', layout: 'landing' })}
import React, { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { svc, createPageUrl } from '@svc/sdk';
${lucideImport(icons)}
import LoadingState from '../components/LoadingState.jsx';
import ErrorState from '../components/ErrorState.jsx';
import RecordImage from '../components/RecordImage.jsx';
import { formatMoney, pageUrl, recordLabel } from '../components/format.js';

const APP_NAME = ${js(model.name)};
const TAGLINE = ${js(tagline)};
const FEATURED = ${js(featured)};
const MORE = ${js(more)};
const SECONDARY = ${js(secondary)};
const ICONS = { ${iconMap} };
const LOADERS = {
${featured.map((f) => `  ${f.key}: () => svc.entities.${f.key}.list('-created_date', 6),`).join('\n')}
};

export default function ${pageComponentName(model.homePage)}() {
  const [data, setData] = useState({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = () => {
    setLoading(true);
    setError('');
    Promise.all(FEATURED.map((section) => LOADERS[section.key]().then((rows) => [section.key, rows || []])))
      .then((pairs) => setData(Object.fromEntries(pairs)))
      .catch((err) => setError((err && err.message) || 'Could not load the featured items.'))
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    load();
  }, []);

  const first = FEATURED[0];

  return (
    <div className="space-y-12">
      <section className="overflow-hidden rounded-2xl bg-${t}-700 bg-gradient-to-br from-${t}-600 to-${t}-900 px-6 py-14 text-white shadow-lg sm:px-12 sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{APP_NAME}</h1>
        <p className="mt-4 max-w-xl text-lg text-${t}-100">{TAGLINE}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {first ? (
            <Link to={createPageUrl(first.listPage)} className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-${t}-700 shadow hover:bg-${t}-50">
              {\`Browse \${first.label.toLowerCase()}\`}
              <ArrowRight className="h-4 w-4" />
            </Link>
          ) : null}
          {SECONDARY ? (
            <Link to={createPageUrl(SECONDARY.page)} className="inline-flex items-center gap-2 rounded-lg border border-white/50 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10">
              {SECONDARY.label}
            </Link>
          ) : null}
        </div>
      </section>

      {error ? <ErrorState message={error} onRetry={load} /> : null}
      {loading ? <LoadingState label="Loading…" /> : null}

      {!loading
        ? FEATURED.map((section) => {
            const rows = data[section.key] || [];
            const Icon = ICONS[section.icon];
            return (
              <section key={section.key} className="space-y-4">
                <div className="flex items-end justify-between gap-4">
                  <h2 className="text-xl font-semibold text-slate-900">{\`Featured \${section.label.toLowerCase()}\`}</h2>
                  <Link to={createPageUrl(section.listPage)} className="inline-flex items-center gap-1 text-sm font-medium text-${t}-600 hover:text-${t}-700">
                    View all
                    <ArrowRight className="h-4 w-4" />
                  </Link>
                </div>
                {rows.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">
                    {\`No \${section.label.toLowerCase()} yet. \`}
                    <Link to={createPageUrl(section.formPage)} className="font-medium text-${t}-600 hover:text-${t}-700">{\`Add the first \${section.single}\`}</Link>
                  </p>
                ) : (
                  <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
                    {rows.map((row) => (
                      <li key={row.id} data-record={row.id}>
                        <Link to={pageUrl(section.detailPage, { id: row.id })} className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
                          <RecordImage src={section.image ? row[section.image] : null} alt={recordLabel(row, section.titleField)} icon={Icon} className={section.image ? 'aspect-[4/3] w-full' : 'h-20 w-full'} />
                          <div className="flex items-start justify-between gap-3 p-4">
                            <span className="font-semibold text-slate-900 group-hover:text-${t}-700">{recordLabel(row, section.titleField)}</span>
                            {section.price && row[section.price] !== null && row[section.price] !== undefined ? (
                              <span className="shrink-0 font-semibold text-${t}-700">{formatMoney(row[section.price])}</span>
                            ) : null}
                          </div>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        : null}

      {MORE.length ? (
        <section className="space-y-4">
          <h2 className="text-xl font-semibold text-slate-900">Explore</h2>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {MORE.map((item) => {
              const Icon = ICONS[item.icon];
              return (
                <Link key={item.page} to={createPageUrl(item.page)} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-${t}-300">
                  <span className="rounded-lg bg-${t}-50 p-2 text-${t}-600">
                    <Icon className="h-5 w-5" />
                  </span>
                  <span className="font-medium text-slate-900">{item.label}</span>
                </Link>
              );
            })}
          </div>
        </section>
      ) : null}
    </div>
  );
}
`;
}
