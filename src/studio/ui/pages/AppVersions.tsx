import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, tool } from '../api.ts';
import { SideBySide } from '../diff.tsx';
import { Button, Card, Empty, ErrorNote, Loading, Notice, useLoad, when } from '../ui.tsx';

interface Version {
  snapshot_id: string;
  seq: number;
  created_at: string;
  cause_tool: string;
  label: string | null;
  file_count: number;
}

/** Saved Versions: list, side-by-side diff of any two (or one and now), file restore, and whole-app restore. */
export default function AppVersions() {
  const { appId = '' } = useParams();
  const enc = encodeURIComponent(appId);
  const versions = useLoad(() => tool<{ versions: Version[] }>('list_saved_versions', { app_id: appId, limit: 200 }), [appId]);
  const requests = useLoad(() => api('GET', `/api/studio/apps/${enc}/restore-requests`), [appId]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('current');
  const [comparison, setComparison] = useState<any>(null);
  const [plan, setPlan] = useState<any>(null);
  const [msg, setMsg] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const list = versions.data?.versions ?? [];
  const label = (v: Version) => `#${v.seq} · ${when(v.created_at)} · ${v.label ?? v.cause_tool}`;

  async function compare(a = from, b = to) {
    setError(null);
    setComparison(null);
    try {
      const r =
        b === 'current'
          ? await tool('compare_current_to_version', { app_id: appId, snapshot_id: a })
          : await tool('compare_saved_versions', { app_id: appId, from_snapshot_id: a, to_snapshot_id: b });
      setComparison({ ...r, from: a, to: b });
    } catch (err) {
      setError(err);
    }
  }

  async function showPlan(snapshotId: string) {
    setError(null);
    setMsg(null);
    try {
      setPlan({ ...(await api('GET', `/api/studio/apps/${enc}/restore/${encodeURIComponent(snapshotId)}`)), snapshot_id: snapshotId });
    } catch (err) {
      setError(err);
    }
  }

  return (
    <div className="space-y-4">
      {requests.data?.requests?.length ? (
        <Card title="Restore requests from agents">
          <p className="mb-2 text-sm text-slate-600">
            An agent asked to put the whole app back to a Saved Version. Only you can do it, here, after reading what it replaces.
          </p>
          <ul className="space-y-2" data-testid="restore-requests">
            {requests.data.requests.map((r: any) => (
              <li
                key={r.restore_request_id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border border-amber-200 bg-amber-50 p-2 text-sm"
              >
                <span>
                  Restore to <code>{r.snapshot_id}</code> · asked {when(r.created_at)}
                </span>
                <span className="flex gap-2">
                  <Button onClick={() => showPlan(r.snapshot_id)}>Review restore</Button>
                  <Button
                    kind="secondary"
                    onClick={async () => {
                      try {
                        await api('DELETE', `/api/studio/apps/${enc}/restore-requests/${encodeURIComponent(r.restore_request_id)}`);
                        requests.reload();
                      } catch (err) {
                        setError(err);
                      }
                    }}
                  >
                    Dismiss
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {plan ? (
        <Card title={`Restore the whole app to #${plan.version.seq}`}>
          <div className="space-y-2 text-sm" data-testid="restore-plan">
            <p>
              The app's files become exactly those of this Saved Version ({when(plan.version.created_at)}). A Saved Version of the current
              state is taken first, so you can come back.
            </p>
            <p>
              <strong>{plan.summary.changed}</strong> files change: {plan.summary.added} come back, {plan.summary.removed} are removed,{' '}
              {plan.summary.modified} are replaced.
            </p>
            <ul className="max-h-48 overflow-y-auto rounded border border-slate-200 p-2 font-mono text-xs">
              {plan.files.map((f: any) => (
                <li key={f.path}>
                  {f.status === 'added' ? 'restored' : f.status === 'removed' ? 'removed ' : 'replaced'} {f.path}
                </li>
              ))}
            </ul>
            {plan.schemas.length ? (
              <Notice tone="warn">
                Entity schemas affected: {plan.schemas.map((s: any) => `${s.entity} (${s.change}, ${s.records} stored records)`).join('; ')}
                . Stored records are kept, but <strong>{plan.affected_records}</strong> records may no longer match their restored schema.
              </Notice>
            ) : (
              <p>No entity schema changes; no stored records are affected.</p>
            )}
            <div className="flex gap-2">
              <Button
                kind="danger"
                onClick={async () => {
                  setError(null);
                  try {
                    const r = await api('POST', `/api/studio/apps/${enc}/restore/${encodeURIComponent(plan.snapshot_id)}`, {
                      confirm: true,
                    });
                    setMsg(
                      `Restored: ${r.files_written} files written, ${r.files_deleted} removed. The previous state is Saved Version ${r.backup_snapshot_id}.`,
                    );
                    setPlan(null);
                    versions.reload();
                    requests.reload();
                  } catch (err) {
                    setError(err);
                  }
                }}
              >
                Confirm whole-app restore
              </Button>
              <Button kind="secondary" onClick={() => setPlan(null)}>
                Cancel
              </Button>
            </div>
          </div>
        </Card>
      ) : null}
      {msg ? <Notice tone="ok">{msg}</Notice> : null}
      <ErrorNote error={error} />

      <Card title="Compare">
        {list.length === 0 ? (
          <Empty title="No Saved Versions yet">A Saved Version is taken before every change (by prompt, by file, by restore).</Empty>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            <label className="text-sm">
              From
              <select
                aria-label="From version"
                className="ml-1 rounded border border-slate-300 px-2 py-1"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              >
                <option value="">choose…</option>
                {list.map((v) => (
                  <option key={v.snapshot_id} value={v.snapshot_id}>
                    {label(v)}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              To
              <select
                aria-label="To version"
                className="ml-1 rounded border border-slate-300 px-2 py-1"
                value={to}
                onChange={(e) => setTo(e.target.value)}
              >
                <option value="current">the app now</option>
                {list.map((v) => (
                  <option key={v.snapshot_id} value={v.snapshot_id}>
                    {label(v)}
                  </option>
                ))}
              </select>
            </label>
            <Button disabled={!from} onClick={() => compare()}>
              Compare
            </Button>
          </div>
        )}
        {comparison ? (
          <div className="mt-3 space-y-3" data-testid="comparison">
            {comparison.files.length === 0 ? <p className="text-sm">No differences.</p> : null}
            {comparison.files.map((f: any) => (
              <div key={f.path} className="space-y-1">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>
                    <code>{f.path}</code> · {f.status} · +{f.lines_added} −{f.lines_removed}
                  </span>
                  {f.status !== 'added' || comparison.to !== 'current' ? (
                    <Button
                      kind="secondary"
                      onClick={async () => {
                        try {
                          await tool('restore_file_from_version', { app_id: appId, snapshot_id: comparison.from, path: f.path });
                          setMsg(`${f.path} is back as it was in the older version.`);
                          versions.reload();
                        } catch (err) {
                          setError(err);
                        }
                      }}
                    >
                      Restore this file from “from”
                    </Button>
                  ) : null}
                </div>
                {f.diff ? <SideBySide diff={f.diff} /> : <p className="text-xs text-slate-500">{f.diff_omitted ?? 'No text diff.'}</p>}
              </div>
            ))}
          </div>
        ) : null}
      </Card>

      <Card title="Saved Versions">
        {versions.loading && !versions.data ? <Loading /> : null}
        <ErrorNote error={versions.error} />
        <ul className="divide-y divide-slate-200" data-testid="versions-list">
          {list.map((v) => (
            <li key={v.snapshot_id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                {label(v)} · {v.file_count} files
              </span>
              <span className="flex gap-2">
                <Button
                  kind="secondary"
                  onClick={() => {
                    setFrom(v.snapshot_id);
                    setTo('current');
                    void compare(v.snapshot_id, 'current');
                  }}
                >
                  Diff with now
                </Button>
                <Button kind="secondary" onClick={() => showPlan(v.snapshot_id)}>
                  Restore whole app…
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
