import { useState } from 'react';
import { Link } from 'react-router-dom';
import { tool } from '../api.ts';
import { JobProgress } from '../job.tsx';
import { Button, ErrorNote, Field } from '../ui.tsx';

export default function NewApp() {
  const [name, setName] = useState('');
  const [prompt, setPrompt] = useState('');
  const [started, setStarted] = useState<{ app_id: string; job_id: string } | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">New app</h1>
      {!started ? (
        <form
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            setError(null);
            try {
              setStarted(await tool('create_app', { name, prompt }));
            } catch (err) {
              setError(err);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Field label="Name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          <label className="block text-sm">
            <span className="font-medium text-slate-700">What should it do?</span>
            <textarea
              required
              minLength={10}
              rows={6}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              placeholder="A task tracker with projects and due dates; each task has a title, a status and an owner."
              value={prompt}
              onChange={(e) => setPrompt(e.target.value)}
            />
            <span className="mt-1 block text-xs text-slate-500">At least 10 characters. Creating an app uses one generation credit.</span>
          </label>
          <ErrorNote error={error} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Starting…' : 'Create app'}
          </Button>
        </form>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">Building “{name}”. You can leave this page: the job keeps running.</p>
          <JobProgress jobId={started.job_id} onDone={() => setDone(true)} />
          <Link
            to={`/studio/apps/${encodeURIComponent(started.app_id)}`}
            className={`inline-block rounded-md px-3 py-2 text-sm font-medium ${done ? 'bg-indigo-600 text-white' : 'border border-slate-300 bg-white'}`}
          >
            Open the app
          </Link>
        </div>
      )}
    </div>
  );
}
