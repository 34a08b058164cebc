import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { tool } from '../api.ts';
import { Button, Card, Empty, ErrorNote, Field, Loading, Notice, useLoad, when } from '../ui.tsx';

/** The account's platform requests (bugs, features, questions to the platform team) and a form to open one. */
export const STATUSES = ['open', 'triaged', 'in_progress', 'needs_info', 'deployed', 'wont_fix'] as const;
export const statusLabel = (s: string) => s.replace('_', ' ');

export function StatusBadge({ status }: { status: string }) {
  const look =
    status === 'needs_info'
      ? 'bg-amber-100 text-amber-900'
      : status === 'deployed'
        ? 'bg-green-100 text-green-900'
        : status === 'wont_fix'
          ? 'bg-slate-200 text-slate-700'
          : 'bg-sky-100 text-sky-900';
  return (
    <span data-testid="request-status" className={`rounded px-2 py-0.5 text-xs font-medium ${look}`}>
      {statusLabel(status)}
    </span>
  );
}

/** The status filter of a request list ('' is every status). */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  return (
    <label className="text-sm">
      <span className="mr-2">Status</span>
      <select
        aria-label="Filter by status"
        className="rounded-md border border-slate-300 px-2 py-1"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Every status</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function Requests() {
  const [status, setStatus] = useState('');
  const list = useLoad(() => tool('list_platform_requests', status ? { status } : {}), [status]);
  const [form, setForm] = useState({ type: 'bug', title: '', body: '', severity: 'normal' });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const requests = list.data?.requests ?? [];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Platform requests</h1>
      <p className="text-sm text-slate-600">
        Bugs, feature requests and questions about the service itself, and the platform team's answers. Your agents file them with
        create_platform_request; you can open one here too. Credential-looking values are redacted before anything is stored.
      </p>
      <Card title="Open a request">
        <form
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setError(null);
            setBusy(true);
            try {
              const r = await tool('create_platform_request', form);
              navigate(`/studio/requests/${encodeURIComponent(r.request_id)}`);
            } catch (err) {
              setError(err);
            } finally {
              setBusy(false);
            }
          }}
        >
          <div className="flex flex-wrap gap-3">
            <label className="text-sm">
              <span className="font-medium text-slate-700">Type</span>
              <select
                className="mt-1 block rounded-md border border-slate-300 px-2 py-2"
                value={form.type}
                onChange={(e) => setForm({ ...form, type: e.target.value })}
              >
                <option value="bug">Bug</option>
                <option value="feature">Feature</option>
                <option value="question">Question</option>
              </select>
            </label>
            <label className="text-sm">
              <span className="font-medium text-slate-700">Severity</span>
              <select
                className="mt-1 block rounded-md border border-slate-300 px-2 py-2"
                value={form.severity}
                onChange={(e) => setForm({ ...form, severity: e.target.value })}
              >
                {['blocker', 'high', 'normal', 'low'].map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Field label="Title" required maxLength={300} value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
          <label className="block text-sm">
            <span className="font-medium text-slate-700">What happened (Markdown)</span>
            <textarea
              required
              rows={5}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              value={form.body}
              onChange={(e) => setForm({ ...form, body: e.target.value })}
            />
          </label>
          <ErrorNote error={error} />
          <Button type="submit" disabled={busy}>
            Open request
          </Button>
        </form>
      </Card>
      <Card title="Your requests" actions={<StatusFilter value={status} onChange={setStatus} />}>
        <ErrorNote error={list.error} />
        {list.loading && !list.data ? <Loading /> : null}
        {list.data && requests.length === 0 ? <Empty title="No requests yet" /> : null}
        {requests.some((r: any) => r.status === 'needs_info') ? (
          <Notice tone="warn">The platform team is waiting for your answer on a request marked needs info.</Notice>
        ) : null}
        <ul className="divide-y divide-slate-200" data-testid="request-list">
          {requests.map((r: any) => (
            <li key={r.request_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link className="text-indigo-700 underline" to={`/studio/requests/${encodeURIComponent(r.request_id)}`}>
                {r.title}
              </Link>
              <span className="flex items-center gap-2 text-xs text-slate-500">
                {r.type} · {r.severity} · {when(r.updated_date)} <StatusBadge status={r.status} />
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
