import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { tool } from '../api.ts';
import { useSession } from '../session.tsx';
import { Button, Card, ErrorNote, Loading, Notice, useLoad, when } from '../ui.tsx';
import { STATUSES, StatusBadge, statusLabel } from './Requests.tsx';

/** One platform request and its thread: the requester reads and replies; the platform team also replies as the team and moves the status. */

function TeamControls({ request, onDone }: { request: any; onDone: () => void }) {
  const [status, setStatus] = useState<string>(request.status);
  const [reply, setReply] = useState('');
  const [commit, setCommit] = useState('');
  const [error, setError] = useState<unknown>(null);
  return (
    <Card title="Platform team">
      <form
        className="space-y-3"
        aria-label="Change status"
        onSubmit={async (e) => {
          e.preventDefault();
          setError(null);
          try {
            await tool('update_platform_request', {
              request_id: request.request_id,
              ...(status !== request.status ? { status } : {}),
              ...(reply.trim() ? { reply } : {}),
              ...(commit.trim() && status === 'deployed' ? { deployed_commit: commit.trim() } : {}),
            });
            setReply('');
            setCommit('');
            onDone();
          } catch (err) {
            setError(err);
          }
        }}
      >
        <label className="block text-sm">
          <span className="font-medium text-slate-700">Status</span>
          <select
            className="mt-1 block rounded-md border border-slate-300 px-2 py-2"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        {status === 'deployed' ? (
          <label className="block text-sm">
            <span className="font-medium text-slate-700">Deployed commit</span>
            <input
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              value={commit}
              onChange={(e) => setCommit(e.target.value)}
            />
          </label>
        ) : null}
        <label className="block text-sm">
          <span className="font-medium text-slate-700">Note to the requester (optional)</span>
          <textarea
            rows={3}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            value={reply}
            onChange={(e) => setReply(e.target.value)}
          />
        </label>
        <p className="text-xs text-slate-500">Deployed and needs info mail the requester.</p>
        <ErrorNote error={error} />
        <Button type="submit">Update</Button>
      </form>
    </Card>
  );
}

export default function RequestThread() {
  const { requestId = '' } = useParams();
  const { account } = useSession();
  const team = !!account?.is_platform_team;
  const loaded = useLoad(() => tool('get_platform_request', { request_id: requestId }), [requestId]);
  const [body, setBody] = useState('');
  const [asTeam, setAsTeam] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  if (loaded.error) {
    return (
      <div className="space-y-3">
        <ErrorNote error={loaded.error} />
        <Link className="text-indigo-700 underline" to="/studio/requests">
          Back to your requests
        </Link>
      </div>
    );
  }
  if (!loaded.data) return <Loading />;
  const { request, thread } = loaded.data;
  return (
    <div className="space-y-4">
      <Link className="text-sm text-indigo-700 underline" to={team && !request.mine ? '/studio/triage' : '/studio/requests'}>
        {team && !request.mine ? 'Back to triage' : 'Back to your requests'}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold break-words" data-testid="request-title">
          {request.title}
        </h1>
        <StatusBadge status={request.status} />
      </div>
      <p className="text-xs text-slate-500">
        {request.type} · severity {request.severity} · opened {when(request.created_date)}
        {request.app_id ? ` · app ${request.app_id}` : ''}
        {request.requester_email ? ` · by ${request.requester_email}` : ''}
        {request.deployed_commit ? ` · deployed in ${request.deployed_commit}` : ''}
      </p>
      {request.status === 'needs_info' && request.mine ? (
        <Notice tone="warn">The platform team needs more information: your reply reopens the request.</Notice>
      ) : null}
      <Card>
        <pre className="whitespace-pre-wrap break-words font-sans text-sm" data-testid="request-body">
          {request.body}
        </pre>
        {['reproduction', 'expected', 'acceptance'].map((k) =>
          request[k] ? (
            <div key={k} className="mt-3">
              <h3 className="text-sm font-medium capitalize">{k}</h3>
              <pre className="whitespace-pre-wrap break-words font-sans text-sm">{request[k]}</pre>
            </div>
          ) : null,
        )}
        {request.attachments.length ? (
          <ul className="mt-3 list-disc pl-5 text-sm">
            {request.attachments.map((a: string) => (
              <li key={a} className="break-all">
                {a}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <Card title="Thread">
        {thread.length === 0 ? <p className="text-sm text-slate-500">No replies yet.</p> : null}
        <ol className="space-y-3" data-testid="thread">
          {thread.map((e: any) => (
            <li
              key={e.entry_id}
              className={`rounded-md border p-3 ${e.author === 'team' ? 'border-indigo-200 bg-indigo-50' : 'border-slate-200'}`}
              data-testid="thread-entry"
            >
              <div className="text-xs text-slate-500">
                {e.author === 'team' ? 'Platform team' : 'Requester'} · {when(e.created_date)}
                {e.status_change ? ` · ${statusLabel(e.status_change.from)} → ${statusLabel(e.status_change.to)}` : ''}
                {e.deployed_commit ? ` · commit ${e.deployed_commit}` : ''}
              </div>
              {e.body ? <pre className="mt-1 whitespace-pre-wrap break-words font-sans text-sm">{e.body}</pre> : null}
            </li>
          ))}
        </ol>
        <form
          className="mt-4 space-y-2"
          aria-label="Reply"
          onSubmit={async (ev) => {
            ev.preventDefault();
            setError(null);
            setSent(null);
            try {
              const r = await tool('reply_platform_request', { request_id: request.request_id, body, as_team: team && asTeam });
              setBody('');
              setSent(r.redactions.length ? `Sent; ${r.redactions.length} credential-looking value(s) were redacted.` : 'Sent.');
              loaded.reload();
            } catch (err) {
              setError(err);
            }
          }}
        >
          <label className="block text-sm">
            <span className="font-medium text-slate-700">Reply</span>
            <textarea
              required
              rows={4}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          </label>
          {team ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={asTeam} onChange={(e) => setAsTeam(e.target.checked)} /> Reply as the platform team
            </label>
          ) : null}
          <ErrorNote error={error} />
          {sent ? <Notice tone="ok">{sent}</Notice> : null}
          <Button type="submit">Send reply</Button>
        </form>
      </Card>
      {team ? <TeamControls key={request.updated_date} request={request} onDone={loaded.reload} /> : null}
    </div>
  );
}
