// Renders an AppModel into app files (pages, Layout, components, entity schemas).
import type { AppModel, EntitySpec, FieldSpec, NavItem, CustomPage } from './types.ts';
import { sharedComponents } from './components.ts';
import { pluralLabel } from './analyse.ts';
import { planLayout, type LayoutPlan, workflowFieldOf } from './layouts.ts';
import { renderBoard, renderCalendar, renderLanding } from './layout-pages.ts';
import { type ListOptions, renderList } from './list-page.ts';
import {
  entityByName,
  entityLabel,
  fieldLabel,
  fieldsConst,
  js,
  LAYOUT_MARKER,
  lucideImport,
  marker,
  pageComponentName,
  relationLoader,
  titleFieldOf,
} from './page-kit.ts';
import { wordTable } from './nlp.ts';

export { entityByName, entityLabel, fieldLabel, LAYOUT_MARKER, PAGE_MARKER, titleFieldOf } from './page-kit.ts';
export { type ListOptions, renderList };

/** Schema file entities/<Name>.json in the documented format. */
export function renderEntityJson(e: EntitySpec): string {
  const fields = e.fields.map((f) => {
    const out: Record<string, unknown> = { name: f.name, type: f.type };
    if (f.type === 'enum') out.values = f.values ?? [];
    if (f.type === 'relation') out.target = f.target;
    if (f.type === 'array' && f.items) out.items = f.items;
    if (f.required) out.required = true;
    if (f.default !== undefined) out.default = f.default;
    out.label = fieldLabel(f);
    if (f.description) out.description = f.description;
    return out;
  });
  const indexes: string[][] = [];
  for (const f of e.fields) if (f.type === 'enum' || f.type === 'relation') indexes.push([f.name]);
  for (const ix of e.extraIndexes ?? []) if (!indexes.some((i) => i.join(',') === ix.join(','))) indexes.push(ix);
  const body = { name: e.name, description: e.description, fields, indexes };
  return `${JSON.stringify(body, null, 2)}\n`;
}
type Child = { entity: EntitySpec; field: FieldSpec };

function childrenOf(model: AppModel, e: EntitySpec): Child[] {
  const out: Child[] = [];
  for (const other of model.entities) {
    for (const f of other.fields) {
      if (f.type === 'relation' && f.target === e.name && model.pageNames[other.name]) out.push({ entity: other, field: f });
    }
  }
  return out.slice(0, 4);
}

export function renderDetail(model: AppModel, e: EntitySpec): string {
  const pn = model.pageNames[e.name];
  const single = entityLabel(e.name).toLowerCase();
  const title = titleFieldOf(e) ?? null;
  const children = childrenOf(model, e);
  const childConfig = children.map((c) => ({
    key: `${c.entity.name}:${c.field.name}`,
    label: pluralLabel(c.entity.name),
    field: c.field.name,
    titleField: titleFieldOf(c.entity) ?? null,
    detailPage: model.pageNames[c.entity.name].detail,
    formPage: model.pageNames[c.entity.name].form,
    single: entityLabel(c.entity.name).toLowerCase(),
  }));
  const childLoader = children.length
    ? `function loadChildren(id) {\n  return Promise.all([\n${children
        .map(
          (c) =>
            `    svc.entities.${c.entity.name}.filter({ ${c.field.name}: id }, '-created_date', 50).then((rows) => [${js(`${c.entity.name}:${c.field.name}`)}, rows || []]),`,
        )
        .join('\n')}\n  ]).then((pairs) => Object.fromEntries(pairs));\n}`
    : `function loadChildren() {\n  return Promise.resolve({});\n}`;
  return `${marker({ role: 'detail', entity: e.name })}
import React, { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { svc, createPageUrl } from '@svc/sdk';
${lucideImport(['ArrowLeft', 'Pencil', 'Trash2', 'Plus', 'ChevronRight'])}
import LoadingState from '../components/LoadingState.jsx';
import ErrorState from '../components/ErrorState.jsx';
import EmptyState from '../components/EmptyState.jsx';
import FieldValue from '../components/FieldValue.jsx';
import { pageUrl, recordLabel } from '../components/format.js';

${fieldsConst(model, e)}
const TITLE_FIELD = ${js(title)};
const CHILDREN = ${js(childConfig)};
// pictures first, shown large
const SHOWN = [...FIELDS.filter((f) => f.image), ...FIELDS.filter((f) => !f.image)];

${relationLoader(e)}

${childLoader}

export default function ${pageComponentName(pn.detail)}() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = new URLSearchParams(location.search).get('id');
  const [record, setRecord] = useState(null);
  const [related, setRelated] = useState({});
  const [children, setChildren] = useState({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  useEffect(() => {
    let cancelled = false;
    if (!id) {
      setError(${js(`No ${single} was selected.`)});
      setLoading(false);
      return undefined;
    }
    setLoading(true);
    setError('');
    Promise.all([svc.entities.${e.name}.get(id), loadRelated(), loadChildren(id)])
      .then(([row, rel, kids]) => {
        if (cancelled) return;
        if (!row) setError(${js(`This ${single} could not be found.`)});
        setRecord(row || null);
        setRelated(rel);
        setChildren(kids);
      })
      .catch((err) => {
        if (!cancelled) setError((err && err.message) || ${js(`Could not load the ${single}.`)});
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  const handleDelete = async () => {
    if (!window.confirm(\`Delete "\${recordLabel(record, TITLE_FIELD)}"? This cannot be undone.\`)) return;
    try {
      await svc.entities.${e.name}.delete(id);
      navigate(createPageUrl(${js(pn.list)}));
    } catch (err) {
      setError((err && err.message) || ${js(`Could not delete the ${single}.`)});
    }
  };

  return (
    <div className="space-y-6">
      <Link to={createPageUrl(${js(pn.list)})} className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-${model.theme}-700">
        <ArrowLeft className="h-4 w-4" />
        {${js(`Back to ${pluralLabel(e.name).toLowerCase()}`)}}
      </Link>

      {loading ? <LoadingState label={${js(`Loading ${single}…`)}} /> : null}
      {!loading && error ? <ErrorState message={error} /> : null}

      {!loading && record ? (
        <>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="text-sm font-medium uppercase tracking-wide text-${model.theme}-600">{${js(entityLabel(e.name))}}</p>
              <h1 className="text-2xl font-semibold text-slate-900">{recordLabel(record, TITLE_FIELD)}</h1>
            </div>
            <div className="flex items-center gap-2">
              <Link to={pageUrl(${js(pn.form)}, { id: record.id })} className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
                <Pencil className="h-4 w-4" />
                Edit
              </Link>
              <button type="button" onClick={handleDelete} className="inline-flex items-center gap-2 rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-medium text-red-600 hover:bg-red-50">
                <Trash2 className="h-4 w-4" />
                Delete
              </button>
            </div>
          </div>

          <dl className="grid grid-cols-1 gap-x-6 gap-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
            {SHOWN.map((field) => (
              <div key={field.name} className={field.type === 'text' || field.image ? 'sm:col-span-2' : ''}>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{field.label}</dt>
                <dd className="mt-1 text-sm text-slate-900">
                  <FieldValue field={field} value={record[field.name]} related={related[field.name]} size={field.image ? 'lg' : 'sm'} />
                </dd>
              </div>
            ))}
          </dl>

          {CHILDREN.map((child) => {
            const rows = children[child.key] || [];
            return (
              <section key={child.key} className="space-y-3">
                <div className="flex items-center justify-between">
                  <h2 className="text-lg font-semibold text-slate-900">{child.label}</h2>
                  <Link to={pageUrl(child.formPage, { [child.field]: record.id })} className="inline-flex items-center gap-1 text-sm font-medium text-${model.theme}-600 hover:text-${model.theme}-700">
                    <Plus className="h-4 w-4" />
                    {\`Add \${child.single}\`}
                  </Link>
                </div>
                {rows.length === 0 ? (
                  <EmptyState title={\`No \${child.label.toLowerCase()} yet\`} message={\`\${child.label} linked to this ${single} appear here.\`} />
                ) : (
                  <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
                    {rows.map((row) => (
                      <li key={row.id}>
                        <Link to={pageUrl(child.detailPage, { id: row.id })} className="flex items-center justify-between px-4 py-3 text-sm hover:bg-slate-50">
                          <span className="font-medium text-slate-900">{recordLabel(row, child.titleField)}</span>
                          <ChevronRight className="h-4 w-4 text-slate-400" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </>
      ) : null}
    </div>
  );
}
`;
}

export function renderForm(model: AppModel, e: EntitySpec): string {
  const pn = model.pageNames[e.name];
  const single = entityLabel(e.name).toLowerCase();
  return `${marker({ role: 'form', entity: e.name })}
import React, { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { svc, createPageUrl } from '@svc/sdk';
${lucideImport(['ArrowLeft'])}
import RecordForm from '../components/RecordForm.jsx';
import LoadingState from '../components/LoadingState.jsx';
import ErrorState from '../components/ErrorState.jsx';
import { pageUrl } from '../components/format.js';

${fieldsConst(model, e)}

${relationLoader(e)}

export default function ${pageComponentName(pn.form)}() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const id = params.get('id');
  const [record, setRecord] = useState(null);
  const [relationOptions, setRelationOptions] = useState({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  useEffect(() => {
    let cancelled = false;
    const query = new URLSearchParams(location.search);
    setLoading(true);
    setError('');
    Promise.all([id ? svc.entities.${e.name}.get(id) : Promise.resolve(null), loadRelated()])
      .then(([row, rel]) => {
        if (cancelled) return;
        if (id && !row) setError(${js(`This ${single} could not be found.`)});
        const prefill = {};
        FIELDS.forEach((field) => {
          const asked = query.get(field.name);
          if (field.type === 'relation' && asked) prefill[field.name] = asked;
          // a calendar's "+" on a day opens the form with that day filled in
          if ((field.type === 'date' || field.type === 'datetime') && /^\\d{4}-\\d{2}-\\d{2}$/.test(asked || '')) prefill[field.name] = field.type === 'date' ? asked : \`\${asked}T09:00\`;
        });
        setRecord(row || prefill);
        setRelationOptions(rel);
      })
      .catch((err) => {
        if (!cancelled) setError((err && err.message) || ${js(`Could not load the ${single}.`)});
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [id, location.search]);

  const handleSubmit = async (data) => {
    const saved = id ? await svc.entities.${e.name}.update(id, data) : await svc.entities.${e.name}.create(data);
    const savedId = (saved && saved.id) || id;
    navigate(savedId ? pageUrl(${js(pn.detail)}, { id: savedId }) : createPageUrl(${js(pn.list)}));
  };

  const goBack = () => navigate(id ? pageUrl(${js(pn.detail)}, { id }) : createPageUrl(${js(pn.list)}));

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link to={createPageUrl(${js(pn.list)})} className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-${model.theme}-700">
        <ArrowLeft className="h-4 w-4" />
        {${js(`Back to ${pluralLabel(e.name).toLowerCase()}`)}}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{id ? ${js(`Edit ${single}`)} : ${js(`New ${single}`)}}</h1>
      {loading ? <LoadingState /> : null}
      {!loading && error ? <ErrorState message={error} /> : null}
      {!loading && !error ? (
        <RecordForm
          fields={FIELDS}
          record={record}
          relationOptions={relationOptions}
          onSubmit={handleSubmit}
          onCancel={goBack}
          submitLabel={id ? 'Save changes' : ${js(`Create ${single}`)}}
        />
      ) : null}
    </div>
  );
}
`;
}

/** The enum a dashboard breaks an entity's records down by: its workflow status, else its first enum. */
function breakdownField(e: EntitySpec): FieldSpec | undefined {
  return workflowFieldOf(e)?.field ?? e.fields.find((f) => f.type === 'enum' && (f.values?.length ?? 0) > 1);
}

/** An internal tool's home: counts, status breakdowns, what is coming up (calendars), recent records. */
export function renderHome(model: AppModel, plan: LayoutPlan = planLayout(model)): string {
  if (plan.home === 'landing') return renderLanding(model, plan);
  const t = model.theme;
  const icons = new Set<string>(['ChevronRight', 'Plus']);
  const sections = model.entities
    .filter((e) => model.pageNames[e.name])
    .map((e) => {
      const icon = model.icons[e.name] ?? 'List';
      icons.add(icon);
      const pn = model.pageNames[e.name];
      return {
        key: e.name,
        label: pluralLabel(e.name),
        single: entityLabel(e.name).toLowerCase(),
        icon,
        listPage: pn.list,
        detailPage: pn.detail,
        formPage: pn.form,
        titleField: titleFieldOf(e) ?? null,
      };
    });
  const breakdowns = model.entities
    .filter((e) => model.pageNames[e.name] && breakdownField(e))
    .slice(0, 4)
    .map((e) => {
      const f = breakdownField(e)!;
      const board = plan.boards.find((b) => b.entity === e.name);
      return {
        key: e.name,
        label: `${pluralLabel(e.name)} by ${fieldLabel(f).toLowerCase()}`,
        field: f.name,
        values: f.values ?? [],
        page: board?.page ?? model.pageNames[e.name].list,
        // not "Open": that is often one of the values listed
        link: board ? 'Board' : 'View all',
      };
    });
  const upcoming = plan.calendars.map((c) => {
    const e = model.entities.find((x) => x.name === c.entity)!;
    return {
      key: c.entity,
      label: `Coming up: ${pluralLabel(c.entity).toLowerCase()}`,
      field: c.field,
      page: c.page,
      detailPage: model.pageNames[c.entity].detail,
      titleField: titleFieldOf(e) ?? null,
    };
  });
  const loaders = sections.map((s) => `  ${s.key}: () => svc.entities.${s.key}.list('-created_date', 500),`);
  const iconMap = [...new Set(sections.map((s) => s.icon))].sort().join(', ');
  const first = sections[0];
  // the breakdowns and the coming-up lists read helpers only new apps' format.js has; legacy apps get neither
  const formatImports = [
    'pageUrl',
    'recordLabel',
    'formatDate',
    ...(breakdowns.length ? ['humanize'] : []),
    ...(upcoming.length ? ['dayKey', 'formatDateTime'] : []),
  ];
  const breakdownJsx = breakdowns.length
    ? `
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {BREAKDOWNS.map((b) => {
              const rows = data[b.key] || [];
              const counts = {};
              rows.forEach((r) => {
                const k = r[b.field] || '';
                counts[k] = (counts[k] || 0) + 1;
              });
              const values = [...b.values, ...(counts[''] ? [''] : [])];
              return (
                <section key={b.key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex items-center justify-between">
                    <h2 className="font-semibold text-slate-900">{b.label}</h2>
                    <Link to={createPageUrl(b.page)} className="text-sm font-medium text-${t}-600 hover:text-${t}-700">{b.link}</Link>
                  </div>
                  <ul className="mt-4 space-y-2">
                    {values.map((v) => (
                      <li key={v || 'none'} className="text-sm">
                        <div className="flex justify-between text-slate-600">
                          <span>{v ? humanize(v) : 'Not set'}</span>
                          <span className="font-medium text-slate-900">{counts[v] || 0}</span>
                        </div>
                        <div className="mt-1 h-2 rounded-full bg-slate-100">
                          <div className="h-2 rounded-full bg-${t}-500" style={{ width: \`\${Math.round(((counts[v] || 0) / Math.max(rows.length, 1)) * 100)}%\` }} />
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
`
    : '';
  const upcomingJsx = upcoming.length
    ? `
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {UPCOMING.map((u) => {
              const today = dayKey(new Date());
              const rows = (data[u.key] || [])
                .filter((r) => dayKey(r[u.field]) >= today)
                .sort((a, b) => String(a[u.field]).localeCompare(String(b[u.field])))
                .slice(0, 5);
              return (
                <section key={u.key} className="rounded-xl border border-slate-200 bg-white shadow-sm">
                  <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
                    <h2 className="font-semibold text-slate-900">{u.label}</h2>
                    <Link to={createPageUrl(u.page)} className="text-sm font-medium text-${t}-600 hover:text-${t}-700">Calendar</Link>
                  </div>
                  {rows.length === 0 ? (
                    <p className="px-5 py-4 text-sm text-slate-500">Nothing scheduled.</p>
                  ) : (
                    <ul className="divide-y divide-slate-100">
                      {rows.map((row) => (
                        <li key={row.id}>
                          <Link to={pageUrl(u.detailPage, { id: row.id })} className="flex items-center justify-between gap-3 px-5 py-3 text-sm hover:bg-slate-50">
                            <span className="truncate font-medium text-slate-900">{recordLabel(row, u.titleField)}</span>
                            <span className="shrink-0 text-xs text-slate-500">{formatDateTime(row[u.field])}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
`
    : '';
  return `${marker({ role: 'home' })}
import React, { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { svc, createPageUrl } from '@svc/sdk';
${lucideImport(icons)}
import StatCard from '../components/StatCard.jsx';
import EmptyState from '../components/EmptyState.jsx';
import LoadingState from '../components/LoadingState.jsx';
import ErrorState from '../components/ErrorState.jsx';
import { ${formatImports.join(', ')} } from '../components/format.js';

const APP_NAME = ${js(model.name)};
const SECTIONS = ${js(sections)};
${breakdowns.length ? `const BREAKDOWNS = ${js(breakdowns)};\n` : ''}${upcoming.length ? `const UPCOMING = ${js(upcoming)};\n` : ''}const ICONS = { ${iconMap} };
const LOADERS = {
${loaders.join('\n')}
};

export default function ${pageComponentName(model.homePage)}() {
  const [data, setData] = useState({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = () => {
    setLoading(true);
    setError('');
    Promise.all(SECTIONS.map((section) => LOADERS[section.key]().then((rows) => [section.key, rows || []])))
      .then((pairs) => setData(Object.fromEntries(pairs)))
      .catch((err) => setError((err && err.message) || 'Could not load the dashboard.'))
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    load();
  }, []);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{APP_NAME}</h1>
          <p className="text-sm text-slate-500">An overview of everything in one place.</p>
        </div>
${
  first
    ? `        <Link to={createPageUrl(${js(first.formPage)})} className="inline-flex items-center gap-2 rounded-lg bg-${t}-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-${t}-700">
          <Plus className="h-4 w-4" />
          {${js(`New ${first.single}`)}}
        </Link>
`
    : ''
}      </div>

      {error ? <ErrorState message={error} onRetry={load} /> : null}
      {loading ? (
        <LoadingState label="Loading dashboard…" />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SECTIONS.map((section) => (
              <StatCard
                key={section.key}
                label={section.label}
                value={(data[section.key] || []).length}
                icon={ICONS[section.icon]}
                to={createPageUrl(section.listPage)}
              />
            ))}
          </div>
${upcomingJsx}${breakdownJsx}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {SECTIONS.slice(0, 4).map((section) => {
              const rows = (data[section.key] || []).slice(0, 5);
              return (
                <section key={section.key} className="rounded-xl border border-slate-200 bg-white shadow-sm">
                  <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
                    <h2 className="font-semibold text-slate-900">{\`Recent \${section.label.toLowerCase()}\`}</h2>
                    <Link to={createPageUrl(section.listPage)} className="text-sm font-medium text-${t}-600 hover:text-${t}-700">View all</Link>
                  </div>
                  {rows.length === 0 ? (
                    <div className="p-5">
                      <EmptyState
                        icon={ICONS[section.icon]}
                        title={\`No \${section.label.toLowerCase()} yet\`}
                        action={<Link to={createPageUrl(section.formPage)} className="text-sm font-medium text-${t}-600 hover:text-${t}-700">{\`Add the first \${section.single}\`}</Link>}
                      />
                    </div>
                  ) : (
                    <ul className="divide-y divide-slate-100">
                      {rows.map((row) => (
                        <li key={row.id}>
                          <Link to={pageUrl(section.detailPage, { id: row.id })} className="flex items-center justify-between gap-3 px-5 py-3 text-sm hover:bg-slate-50">
                            <span className="truncate font-medium text-slate-900">{recordLabel(row, section.titleField)}</span>
                            <span className="flex shrink-0 items-center gap-2 text-xs text-slate-500">
                              {formatDate(row.created_date)}
                              <ChevronRight className="h-4 w-4 text-slate-400" />
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
`;
}

export function navItems(model: AppModel, plan: LayoutPlan = planLayout(model)): NavItem[] {
  const landing = plan.home === 'landing';
  const items: NavItem[] = [
    { page: model.homePage, label: landing ? 'Home' : 'Dashboard', icon: landing ? 'House' : 'LayoutDashboard', match: [model.homePage] },
  ];
  for (const e of model.entities) {
    const pn = model.pageNames[e.name];
    if (!pn) continue;
    items.push({ page: pn.list, label: pluralLabel(e.name), icon: model.icons[e.name] ?? 'List', match: [pn.list, pn.detail, pn.form] });
    // an entity's calendar and board follow its list
    for (const c of plan.calendars.filter((x) => x.entity === e.name))
      items.push({ page: c.page, label: `${pluralLabel(e.name)} calendar`, icon: 'CalendarDays', match: [c.page] });
    for (const b of plan.boards.filter((x) => x.entity === e.name))
      items.push({ page: b.page, label: `${pluralLabel(e.name)} board`, icon: 'SquareKanban', match: [b.page] });
  }
  for (const p of model.customPages)
    items.push({
      page: p.name,
      label: p.title,
      icon: p.kind === 'filtered' && p.entity ? (model.icons[p.entity] ?? 'List') : (CUSTOM_ICONS[p.kind] ?? 'FileText'),
      match: [p.name],
    });
  return items;
}

const CUSTOM_ICONS: Record<string, string> = wordTable({
  about: 'Info',
  contact: 'Mail',
  help: 'HelpCircle',
  reports: 'BarChart3',
  settings: 'Settings',
  generic: 'FileText',
});

export function renderLayout(model: AppModel, plan: LayoutPlan = planLayout(model)): string {
  const nav = navItems(model, plan);
  const iconNames = [...new Set(nav.map((n) => n.icon))].sort();
  const t = model.theme;
  // the kinds chosen at creation, read back by edits (layouts.ts readLayout)
  const layoutConst = model.layout?.kinds.length ? `const LAYOUT = ${js({ kinds: model.layout.kinds })};\n` : '';
  const head = `${LAYOUT_MARKER}
import React, { useState } from 'react';
import { Link } from 'react-router-dom';
import { createPageUrl } from '@svc/sdk';
${lucideImport([...iconNames, 'LayoutDashboard', 'Menu', 'X'])}

const APP_NAME = ${js(model.name)};
const HOME_PAGE = ${js(model.homePage)};
${layoutConst}const NAV = [
${nav.map((n) => `  ${js(n)},`).join('\n')}
];
const ICONS = { ${iconNames.join(', ')} };

export default function Layout({ children, currentPageName }) {
  const [open, setOpen] = useState(false);

  const links = (horizontal) => (
    <nav className={horizontal ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {NAV.map((item) => {
        const Icon = ICONS[item.icon] || LayoutDashboard;
        const active = item.match.includes(currentPageName);
        return (
          <Link
            key={item.page}
            to={createPageUrl(item.page)}
            onClick={() => setOpen(false)}
            className={\`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors \${
              active ? 'bg-${t}-50 text-${t}-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
            }\`}
          >
            <Icon className="h-4 w-4" />
            {item.label}
          </Link>
        );
      })}
    </nav>
  );

  const brand = (
    <Link to={createPageUrl(HOME_PAGE)} className="flex items-center gap-2 font-semibold text-slate-900">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-${t}-600 text-sm font-bold text-white">{APP_NAME.charAt(0).toUpperCase()}</span>
      <span className="truncate">{APP_NAME}</span>
    </Link>
  );

  const toggle = (
    <button type="button" onClick={() => setOpen(!open)} aria-label="Toggle navigation" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
      {open ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
    </button>
  );
`;
  if (plan.home === 'landing')
    // a catalog reads like a website: the navigation across the top, a footer
    return `${head}
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          {brand}
          <div className="hidden lg:block">{links(true)}</div>
          <div className="lg:hidden">{toggle}</div>
        </div>
        {open ? <div className="border-t border-slate-200 p-3 lg:hidden">{links(false)}</div> : null}
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:py-10">{children}</main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-500">{APP_NAME}</div>
      </footer>
    </div>
  );
}
`;
  return `${head}
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden">
        {brand}
        {toggle}
      </header>
      {open ? <div className="border-b border-slate-200 bg-white p-3 md:hidden">{links(false)}</div> : null}
      <div className="flex">
        <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white md:block">
          <div className="sticky top-0 flex h-screen flex-col gap-6 overflow-y-auto p-4">
            {brand}
            {links(false)}
          </div>
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
`;
}

export function renderCustomPage(model: AppModel, page: CustomPage): string {
  const head = `${marker({ role: 'custom', kind: page.kind })}\n`;
  const t = model.theme;
  if (page.kind === 'reports') {
    const sections = model.entities
      .filter((e) => model.pageNames[e.name])
      .map((e) => ({
        key: e.name,
        label: pluralLabel(e.name),
        listPage: model.pageNames[e.name].list,
        enumField: e.fields.find((f) => f.type === 'enum')?.name ?? null,
      }));
    return `${head}import React, { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { svc, createPageUrl } from '@svc/sdk';
import { BarChart3 } from 'lucide-react';
import LoadingState from '../components/LoadingState.jsx';
import ErrorState from '../components/ErrorState.jsx';
import { humanize } from '../components/format.js';

const TITLE = ${js(page.title)};
const SECTIONS = ${js(sections)};
const LOADERS = {
${sections.map((s) => `  ${s.key}: () => svc.entities.${s.key}.list('-created_date', 1000),`).join('\n')}
};

export default function ${pageComponentName(page.name)}() {
  const [data, setData] = useState({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  useEffect(() => {
    Promise.all(SECTIONS.map((s) => LOADERS[s.key]().then((rows) => [s.key, rows || []])))
      .then((pairs) => setData(Object.fromEntries(pairs)))
      .catch((err) => setError((err && err.message) || 'Could not load the report.'))
      .finally(() => setLoading(false));
  }, []);

  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <BarChart3 className="h-6 w-6 text-${t}-600" />
        <h1 className="text-2xl font-semibold text-slate-900">{TITLE}</h1>
      </div>
      {loading ? <LoadingState /> : null}
      {error ? <ErrorState message={error} /> : null}
      {!loading && !error ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {SECTIONS.map((s) => {
            const rows = data[s.key] || [];
            const counts = {};
            if (s.enumField) rows.forEach((r) => { const k = r[s.enumField] || 'none'; counts[k] = (counts[k] || 0) + 1; });
            return (
              <section key={s.key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex items-center justify-between">
                  <h2 className="font-semibold text-slate-900">{s.label}</h2>
                  <Link to={createPageUrl(s.listPage)} className="text-sm text-${t}-600 hover:text-${t}-700">{rows.length} total</Link>
                </div>
                {s.enumField ? (
                  <ul className="mt-4 space-y-2">
                    {Object.entries(counts).map(([k, n]) => (
                      <li key={k} className="text-sm">
                        <div className="flex justify-between text-slate-600"><span>{humanize(k)}</span><span>{n}</span></div>
                        <div className="mt-1 h-2 rounded-full bg-slate-100">
                          <div className="h-2 rounded-full bg-${t}-500" style={{ width: \`\${Math.round((n / Math.max(rows.length, 1)) * 100)}%\` }} />
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
`;
  }
  const bodies: Record<string, string[]> = {
    about: [
      `${model.name} keeps your ${
        model.entities
          .slice(0, 3)
          .map((e) => pluralLabel(e.name).toLowerCase())
          .join(', ') || 'records'
      } organised in one place.`,
      'Use the navigation to browse, add and update records. Everything is saved automatically.',
    ],
    contact: [
      'Questions or feedback? We would love to hear from you.',
      'Reach the team by email and we will get back to you within one business day.',
    ],
    help: [
      'Use the navigation on the left to open a list, then choose “New” to add a record.',
      'Click any row to see its details, edit it or delete it. Search and filters help you find records quickly.',
    ],
    settings: ['Settings for this app will appear here.'],
    generic: [`This is the ${page.title} page of ${model.name}.`, 'Edit this page to add your own content.'],
  };
  const paragraphs = bodies[page.kind] ?? bodies.generic;
  const icon = CUSTOM_ICONS[page.kind] ?? 'FileText';
  return `${head}import React from 'react';
import { Link } from 'react-router-dom';
import { createPageUrl } from '@svc/sdk';
import { ${icon} } from 'lucide-react';

const TITLE = ${js(page.title)};
const PARAGRAPHS = ${js(paragraphs)};

export default function ${pageComponentName(page.name)}() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex items-center gap-3">
        <div className="rounded-lg bg-${t}-50 p-2 text-${t}-600">
          <${icon} className="h-6 w-6" />
        </div>
        <h1 className="text-2xl font-semibold text-slate-900">{TITLE}</h1>
      </div>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
        {PARAGRAPHS.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
      <Link to={createPageUrl(${js(model.homePage)})} className="inline-flex text-sm font-medium text-${t}-600 hover:text-${t}-700">
        Back to the dashboard
      </Link>
    </div>
  );
}
`;
}

/** All files of an app generated from the model, in a stable order. */
function presetDescription(p: CustomPage): string {
  const pr = p.preset;
  if (!pr) return p.title;
  const field = pr.field.replace(/_/g, ' ');
  if (pr.kind === 'overdue') return `Past their ${field} and not done yet.`;
  if (pr.kind === 'today') return `With a ${field} of today.`;
  if (pr.kind === 'tomorrow') return `With a ${field} of tomorrow.`;
  if (pr.kind === 'week') return `With a ${field} in the next 7 days.`;
  if (pr.kind === 'upcoming') return `With a ${field} from today on.`;
  if (pr.kind === 'recent') return `With a ${field} in the last 30 days.`;
  if (pr.kind === 'month') return `With a ${field} this month.`;
  if (pr.kind === 'top') return `Ranked by ${field}, highest first.`;
  if (pr.kind === 'below') return `With a ${field} ${pr.inclusive ? 'of at most' : 'under'} ${pr.value}.`;
  if (pr.kind === 'above') return `With a ${field} ${pr.inclusive ? 'of at least' : 'over'} ${pr.value}.`;
  return `Where ${field} is ${pr.not ? 'not ' : ''}${pr.value?.replace(/_/g, ' ')}.`;
}

export function renderAll(model: AppModel): Record<string, string> {
  const files: Record<string, string> = {};
  const add = (path: string, content: string) => {
    files[path] = content;
  };
  const managed = model.managed ?? { layout: true, home: true };
  const plan = planLayout(model);
  const anyPages = managed.home || managed.layout || model.customPages.length > 0 || model.entities.some((e) => model.pageNames[e.name]);
  if (managed.layout) add('Layout.jsx', renderLayout(model, plan));
  if (anyPages) for (const [path, content] of Object.entries(sharedComponents(model.theme))) add(path, content);
  for (const e of model.entities) add(`entities/${e.name}.json`, renderEntityJson(e));
  if (managed.home) add(`pages/${model.homePage}.jsx`, renderHome(model, plan));
  for (const e of model.entities) {
    const pn = model.pageNames[e.name];
    if (!pn) continue;
    add(`pages/${pn.list}.jsx`, renderList(model, e, undefined, plan.catalog.includes(e.name)));
    add(`pages/${pn.detail}.jsx`, renderDetail(model, e));
    add(`pages/${pn.form}.jsx`, renderForm(model, e));
  }
  for (const c of plan.calendars) add(`pages/${c.page}.jsx`, renderCalendar(model, entityByName(model, c.entity)!, c));
  for (const b of plan.boards) add(`pages/${b.page}.jsx`, renderBoard(model, entityByName(model, b.entity)!, b));
  for (const p of model.customPages) {
    const target = p.kind === 'filtered' && p.entity ? model.entities.find((x) => x.name === p.entity) : undefined;
    if (p.kind === 'filtered') {
      // a saved filter follows its entity: gone with it, and re-rendered with its fields
      if (target && model.pageNames[target.name] && (!p.preset || target.fields.some((f) => f.name === p.preset!.field)))
        add(
          `pages/${p.name}.jsx`,
          renderList(model, target, { page: p.name, title: p.title, description: presetDescription(p), preset: p.preset }),
        );
      continue;
    }
    add(`pages/${p.name}.jsx`, renderCustomPage(model, p));
  }
  const sorted: Record<string, string> = {};
  for (const k of Object.keys(files).sort()) sorted[k] = files[k];
  return sorted;
}
