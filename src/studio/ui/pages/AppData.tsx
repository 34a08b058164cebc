import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, tool } from '../api.ts';
import { Button, Card, Empty, ErrorNote, Loading, Notice, useLoad, when } from '../ui.tsx';

const PAGE = 25;
/** A filter typed as a number matches numbers (query_entity's exact matches are typed). */
const typed = (v: string) => (/^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);
const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Entities and records (filter, sort, paginate, edit), the execution mode, and the approval queue. */
export default function AppData() {
  const { appId = '' } = useParams();
  const enc = encodeURIComponent(appId);
  const entities = useLoad(() => tool('get_entities', { app_id: appId }), [appId]);
  const settings = useLoad(() => api('GET', `/api/studio/apps/${enc}/record-settings`), [appId]);
  const approvals = useLoad(() => api('GET', `/api/studio/approvals?app_id=${enc}`), [appId]);
  const [entity, setEntity] = useState('');
  const [filterField, setFilterField] = useState('');
  const [filterValue, setFilterValue] = useState('');
  const [sort, setSort] = useState('-created_date');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<{ id: string; field: string; value: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [msg, setMsg] = useState<string | null>(null);
  const list: any[] = entities.data?.entities ?? [];
  const current = list.find((e) => e.name === entity) ?? list[0];
  const fields: string[] = (current?.schema?.fields ?? []).map((f: any) => f.name);
  const records = useLoad(
    () =>
      current
        ? tool('query_entity', {
            app_id: appId,
            entity: current.name,
            sort,
            limit: PAGE,
            offset,
            filters: filterField && filterValue !== '' ? { [filterField]: typed(filterValue) } : {},
          })
        : Promise.resolve(null),
    [appId, current?.name, sort, offset, filterField, filterValue],
  );

  async function decide(id: string, verdict: 'approve' | 'reject') {
    setError(null);
    try {
      await api('POST', `/api/studio/approvals/${encodeURIComponent(id)}/${verdict}`);
      setMsg(verdict === 'approve' ? 'Approved and carried out.' : 'Rejected: nothing was written.');
      approvals.reload();
      records.reload();
    } catch (err) {
      setError(err);
      approvals.reload();
    }
  }

  const pending = (approvals.data?.approvals ?? []).filter((a: any) => a.status === 'pending');
  const decided = (approvals.data?.approvals ?? []).filter((a: any) => a.status !== 'pending').slice(0, 10);

  return (
    <div className="space-y-4">
      {msg ? <Notice tone="ok">{msg}</Notice> : null}
      <ErrorNote error={error} />
      <Card
        title="Record writes by agents"
        actions={
          settings.data ? (
            <label className="flex items-center gap-2 text-sm">
              Execution mode
              <select
                aria-label="Execution mode"
                className="rounded border border-slate-300 px-2 py-1"
                value={settings.data.execution_mode}
                onChange={async (e) => {
                  try {
                    await api('PUT', `/api/studio/apps/${enc}/record-settings`, { execution_mode: e.target.value });
                    settings.reload();
                  } catch (err) {
                    setError(err);
                  }
                }}
              >
                <option value="direct">direct: agents' writes run at once</option>
                <option value="approval">approval: you approve each write here</option>
              </select>
            </label>
          ) : null
        }
      >
        {approvals.loading && !approvals.data ? <Loading /> : null}
        {pending.length === 0 ? (
          <p className="text-sm text-slate-600">
            No proposals waiting. In approval mode, every record write an agent makes waits here for you.
          </p>
        ) : (
          <ul className="space-y-2" data-testid="approvals">
            {pending.map((a: any) => (
              <li key={a.approval_id} className="rounded border border-amber-200 bg-amber-50 p-3 text-sm" data-testid="approval">
                <div className="font-medium">
                  {a.action} {a.entity} · {a.proposed_count} record(s) · via {a.tool}
                </div>
                <div className="text-xs text-slate-600">
                  proposed {when(a.created_at)} · expires {when(a.expires_at)}
                </div>
                <pre className="mt-1 max-h-40 overflow-auto rounded bg-white p-2 text-xs">{JSON.stringify(a.system_action, null, 2)}</pre>
                {a.proposal ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-xs">Affected records and values</summary>
                    <pre className="max-h-40 overflow-auto rounded bg-white p-2 text-xs">{JSON.stringify(a.proposal, null, 2)}</pre>
                  </details>
                ) : null}
                <div className="mt-2 flex gap-2">
                  <Button onClick={() => decide(a.approval_id, 'approve')}>Approve</Button>
                  <Button kind="danger" onClick={() => decide(a.approval_id, 'reject')}>
                    Reject
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {decided.length ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer">Recent decisions</summary>
            <ul className="mt-1 space-y-1 text-xs" data-testid="decided">
              {decided.map((a: any) => (
                <li key={a.approval_id}>
                  {a.action} {a.entity}: <strong>{a.status}</strong> {when(a.decided_at)}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </Card>

      <Card title="Records">
        {entities.loading && !entities.data ? <Loading /> : null}
        <ErrorNote error={entities.error} />
        {entities.data && list.length === 0 ? (
          <Empty title="No entities yet">Ask for one in the Build tab, e.g. “add a Task entity with a title”.</Empty>
        ) : null}
        {current ? (
          <div className="space-y-2">
            <div className="flex flex-wrap items-end gap-2 text-sm">
              <label>
                Entity
                <select
                  aria-label="Entity"
                  className="ml-1 rounded border border-slate-300 px-2 py-1"
                  value={current.name}
                  onChange={(e) => {
                    setEntity(e.target.value);
                    setOffset(0);
                    setFilterField('');
                  }}
                >
                  {list.map((e) => (
                    <option key={e.name} value={e.name}>
                      {e.name} ({e.record_count})
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Filter
                <select
                  aria-label="Filter field"
                  className="ml-1 rounded border border-slate-300 px-2 py-1"
                  value={filterField}
                  onChange={(e) => setFilterField(e.target.value)}
                >
                  <option value="">no filter</option>
                  {fields.map((f) => (
                    <option key={f}>{f}</option>
                  ))}
                </select>
              </label>
              <input
                aria-label="Filter value"
                className="rounded border border-slate-300 px-2 py-1"
                placeholder="equals…"
                value={filterValue}
                onChange={(e) => {
                  setFilterValue(e.target.value);
                  setOffset(0);
                }}
              />
            </div>
            <ErrorNote error={records.error} />
            <div className="overflow-x-auto">
              <table className="min-w-full text-left text-sm" data-testid="records">
                <thead>
                  <tr className="border-b border-slate-200">
                    {['id', ...fields, 'created_date'].map((f) => (
                      <th key={f} className="px-2 py-1 font-medium">
                        <button
                          type="button"
                          className="hover:underline"
                          onClick={() => setSort(sort === f ? `-${f}` : f)}
                          aria-label={`Sort by ${f}`}
                        >
                          {f}
                          {sort === f ? ' ▲' : sort === `-${f}` ? ' ▼' : ''}
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(records.data?.records ?? []).map((r: any) => (
                    <tr key={r.id} className="border-b border-slate-100">
                      <td className="px-2 py-1 font-mono text-xs">{r.id}</td>
                      {fields.map((f) => (
                        <td key={f} className="max-w-xs px-2 py-1 break-words">
                          {editing && editing.id === r.id && editing.field === f ? (
                            <form
                              onSubmit={async (e) => {
                                e.preventDefault();
                                try {
                                  let value: unknown = editing.value;
                                  try {
                                    value = JSON.parse(editing.value);
                                  } catch {
                                    value = editing.value;
                                  }
                                  const res = await tool('update_entity_record', {
                                    app_id: appId,
                                    entity: current.name,
                                    record_id: r.id,
                                    data: { [f]: value },
                                  });
                                  setEditing(null);
                                  if (res.awaiting_approval) setMsg('The change waits for approval above (approval mode).');
                                  records.reload();
                                  approvals.reload();
                                } catch (err) {
                                  setError(err);
                                }
                              }}
                            >
                              <input
                                aria-label={`New ${f}`}
                                // biome-ignore lint/a11y/noAutofocus: the cell the owner just chose to edit
                                autoFocus
                                className="w-full rounded border border-indigo-300 px-1"
                                value={editing.value}
                                onChange={(e) => setEditing({ ...editing, value: e.target.value })}
                                onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
                              />
                            </form>
                          ) : (
                            <button
                              type="button"
                              className="w-full text-left hover:bg-indigo-50"
                              title="Edit"
                              onClick={() => setEditing({ id: r.id, field: f, value: show(r[f]) })}
                            >
                              {show(r[f]) || <span className="text-slate-400">—</span>}
                            </button>
                          )}
                        </td>
                      ))}
                      <td className="px-2 py-1 text-xs text-slate-500">{when(r.created_date)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {records.data && records.data.total === 0 ? (
              <p className="text-sm text-slate-600">No records{filterField ? ' match this filter' : ' yet'}.</p>
            ) : null}
            <div className="flex items-center gap-2 text-sm">
              <Button kind="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                Previous
              </Button>
              <span>
                {records.data
                  ? `${records.data.total ? offset + 1 : 0}–${offset + (records.data.count ?? 0)} of ${records.data.total}`
                  : ''}
              </span>
              <Button kind="secondary" disabled={!records.data?.has_more} onClick={() => setOffset(offset + PAGE)}>
                Next
              </Button>
            </div>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
