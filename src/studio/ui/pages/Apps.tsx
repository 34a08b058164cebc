import { Link } from 'react-router-dom';
import { getOnce } from '../api.ts';
import { useSession } from '../session.tsx';
import { Button, Empty, ErrorNote, Loading, Notice, usePoll, useLoad, when } from '../ui.tsx';

/** The apps list request; main.tsx starts it at boot when the URL opens this page. */
export const APPS_PATH = '/api/studio/apps?limit=200';

interface AppItem {
  app_id: string;
  name: string;
  description: string;
  last_activity_at: string;
  published: boolean;
  url: string | null;
  access_mode: string | null;
  /** owner, or editor/viewer of an app shared with you. */
  role?: 'owner' | 'editor' | 'viewer';
  active_jobs: Array<{ job_id: string; kind: string }>;
}

export default function Apps() {
  const { account } = useSession();
  const list = useLoad(() => getOnce<{ apps: AppItem[]; total: number }>(APPS_PATH), []);
  const busy = !!list.data?.apps.some((a) => a.active_jobs.length);
  usePoll(list.reload, 3000, busy);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Your apps</h1>
        <Link to="/studio/new" className="rounded-md bg-indigo-600 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-700">
          New app
        </Link>
      </div>
      {account && !account.email_verified ? (
        <Notice tone="warn">
          Confirm your address: we sent a link to <strong>{account.email}</strong>.
        </Notice>
      ) : null}
      <ErrorNote error={list.error} />
      {list.loading && !list.data ? <Loading what="Loading your apps" /> : null}
      {list.data && list.data.apps.length === 0 ? (
        <Empty title="No apps yet">
          Describe the app you want and it is built for you:{' '}
          <Link className="text-indigo-700 underline" to="/studio/new">
            create your first app
          </Link>
          . Or connect an AI agent with a{' '}
          <Link className="text-indigo-700 underline" to="/studio/tokens">
            token
          </Link>
          .
        </Empty>
      ) : null}
      {list.data?.apps.length ? (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="apps-list">
          {list.data.apps.map((a) => (
            <li key={a.app_id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <Link
                to={`/studio/apps/${encodeURIComponent(a.app_id)}`}
                className="text-lg font-medium text-indigo-700 break-all hover:underline"
              >
                {a.name}
              </Link>
              {a.role && a.role !== 'owner' ? (
                <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600" data-testid="shared-role">
                  shared · {a.role}
                </span>
              ) : null}
              {a.description ? <p className="text-sm text-slate-600 break-words">{a.description}</p> : null}
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500">Published</dt>
                <dd>
                  {a.published && a.url ? (
                    <a className="text-indigo-700 underline break-all" href={a.url} target="_blank" rel="noreferrer">
                      {a.url}
                    </a>
                  ) : (
                    'not published'
                  )}
                  {a.access_mode ? <span className="ml-1 text-xs text-slate-500">({a.access_mode})</span> : null}
                </dd>
                <dt className="text-slate-500">Last activity</dt>
                <dd>{when(a.last_activity_at)}</dd>
                <dt className="text-slate-500">Jobs</dt>
                <dd>{a.active_jobs.length ? <span className="text-amber-700">{a.active_jobs.length} running</span> : 'none running'}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {list.data && list.data.total > list.data.apps.length ? (
        <p className="text-sm text-slate-500">
          Showing the {list.data.apps.length} most recently active of {list.data.total} apps.
        </p>
      ) : null}
      <Button kind="secondary" onClick={list.reload}>
        Refresh
      </Button>
    </div>
  );
}
