import { useState } from 'react';
import { Link } from 'react-router-dom';
import { tool } from '../api.ts';
import { useSession } from '../session.tsx';
import { Card, Empty, ErrorNote, Loading, Notice, useLoad, when } from '../ui.tsx';
import { STATUSES, StatusBadge, StatusFilter, statusLabel } from './Requests.tsx';

/** The platform team's triage: every account's requests, filtered by status, with the status changed in place. */

function TriageList() {
  const [status, setStatus] = useState('open');
  const list = useLoad(() => tool('list_platform_requests', { scope: 'all', limit: 500, ...(status ? { status } : {}) }), [status]);
  const [error, setError] = useState<unknown>(null);
  const requests = list.data?.requests ?? [];
  const move = async (requestId: string, next: string) => {
    setError(null);
    try {
      await tool('update_platform_request', { request_id: requestId, status: next });
      list.reload();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Card title="Requests" actions={<StatusFilter value={status} onChange={setStatus} />}>
      <ErrorNote error={error ?? list.error} />
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && requests.length === 0 ? <Empty title="Nothing here" /> : null}
      <table className="w-full text-left text-sm" data-testid="triage">
        <tbody>
          {requests.map((r: any) => (
            <tr key={r.request_id} className="border-t border-slate-200 align-top" data-testid="triage-row">
              <td className="py-2 pr-2">
                <Link className="text-indigo-700 underline" to={`/studio/requests/${encodeURIComponent(r.request_id)}`}>
                  {r.title}
                </Link>
                <div className="text-xs text-slate-500">
                  {r.type} · {r.severity} · {r.requester_email} · {when(r.updated_date)}
                </div>
              </td>
              <td className="py-2 pr-2">
                <StatusBadge status={r.status} />
              </td>
              <td className="py-2 text-right">
                <select
                  aria-label={`Status of ${r.title}`}
                  className="rounded-md border border-slate-300 px-2 py-1"
                  value={r.status}
                  onChange={(e) => void move(r.request_id, e.target.value)}
                >
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export default function Triage() {
  const { account } = useSession();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Triage</h1>
      {account?.is_platform_team ? (
        <>
          <p className="text-sm text-slate-600">
            Every account's platform requests. Setting deployed or needs info mails the requester; open a request to reply as the team.
          </p>
          <TriageList />
        </>
      ) : (
        <Notice tone="warn">This page is for the platform team.</Notice>
      )}
    </div>
  );
}
