import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, tool } from '../api.ts';
import { JobProgress } from '../job.tsx';
import { Button, Card, Empty, ErrorNote, Loading, useLoad, when } from '../ui.tsx';

/** The editor link's page: prompt box for update_app, the conversation, and the live owner-only preview. */
export default function AppBuild() {
  const { appId = '' } = useParams();
  const [prompt, setPrompt] = useState('');
  const [job, setJob] = useState<string | null>(null);
  const [jobDone, setJobDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [previewKey, setPreviewKey] = useState(0);
  const conv = useLoad(() => api('GET', `/api/studio/apps/${encodeURIComponent(appId)}/conversation`), [appId]);
  const preview = useLoad(() => tool('get_preview_url', { app_id: appId }), [appId, previewKey]);
  const running = conv.data?.active_jobs?.[0]?.job_id ?? null;
  // The job started here stays shown once done; one started elsewhere (an agent) is shown while it runs.
  const shown = job ?? running;
  const busy = (!!job && !jobDone) || (!!running && running !== job);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <Card title="Change the app">
          <form
            className="space-y-2"
            onSubmit={async (e) => {
              e.preventDefault();
              setError(null);
              try {
                const r = await tool('update_app', { app_id: appId, prompt });
                setJobDone(false);
                setJob(r.job_id);
                setPrompt('');
                conv.reload();
              } catch (err) {
                setError(err);
              }
            }}
          >
            <label className="block text-sm">
              <span className="sr-only">What to change</span>
              <textarea
                aria-label="What to change"
                required
                minLength={5}
                rows={3}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                placeholder="Add a priority field to tasks"
                value={prompt}
                onChange={(e) => setPrompt(e.target.value)}
                disabled={busy}
              />
            </label>
            <ErrorNote error={error} />
            <Button type="submit" disabled={busy}>
              {busy ? 'Working…' : 'Apply change'}
            </Button>
            <p className="text-xs text-slate-500">Each change uses one generation credit; a Saved Version is taken first.</p>
          </form>
          {shown ? (
            <div className="mt-3">
              <JobProgress
                key={shown}
                jobId={shown}
                onDone={() => {
                  if (shown === job) setJobDone(true);
                  conv.reload();
                  setPreviewKey((k) => k + 1);
                }}
              />
            </div>
          ) : null}
        </Card>
        <Card title="Conversation">
          {conv.loading && !conv.data ? <Loading /> : null}
          <ErrorNote error={conv.error} />
          {conv.data && conv.data.messages.length === 0 ? <Empty title="No prompts yet">Describe a change above.</Empty> : null}
          <ol className="space-y-2" data-testid="conversation">
            {(conv.data?.messages ?? []).map((m: any) => (
              <li key={m.message_id} className={`rounded-md p-2 text-sm ${m.role === 'user' ? 'bg-indigo-50' : 'bg-slate-100'}`}>
                <div className="text-xs text-slate-500">
                  {m.role === 'user' ? 'You' : 'Builder'} · {when(m.created_at)}
                  {m.status === 'created' ? ' · working' : ''}
                </div>
                <div className="whitespace-pre-wrap break-words">{m.content}</div>
              </li>
            ))}
          </ol>
        </Card>
      </div>
      <Card
        title="Preview"
        actions={
          <div className="flex gap-2">
            <Button kind="secondary" onClick={() => setPreviewKey((k) => k + 1)}>
              Reload
            </Button>
            {preview.data?.preview_url ? (
              <a
                className="rounded-md border border-slate-300 px-3 py-2 text-sm"
                href={preview.data.preview_url}
                target="_blank"
                rel="noreferrer"
              >
                Open in a tab
              </a>
            ) : null}
          </div>
        }
      >
        <ErrorNote error={preview.error} />
        {preview.data?.preview_url ? (
          <iframe
            key={previewKey}
            title="App preview"
            data-testid="preview"
            src={preview.data.preview_url}
            className="h-[70vh] w-full rounded border border-slate-200 bg-white"
          />
        ) : (
          <Loading what="Preparing the preview" />
        )}
      </Card>
    </div>
  );
}
