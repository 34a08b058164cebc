/** Live progress of a generation job: polls get_job_status every second until it is done. */
import { useEffect, useRef, useState } from 'react';
import { tool } from './api.ts';
import { ErrorNote, Notice } from './ui.tsx';

export interface JobStatus {
  status: string;
  is_done: boolean;
  events: Array<{ time?: string; at?: string; phase: string; message: string }>;
  result_summary?: { summary?: string; error?: string | null; files_written?: string[] } | null;
}

export function JobProgress({ jobId, onDone }: { jobId: string; onDone?: (s: JobStatus) => void }) {
  const [status, setStatus] = useState<JobStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const s = await tool<JobStatus>('get_job_status', { job_id: jobId });
        if (!live) return;
        setStatus(s);
        setError(null);
        if (s.is_done) {
          done.current?.(s);
          return;
        }
      } catch (err) {
        if (live) setError(err);
      }
      if (live) timer = setTimeout(tick, 1000);
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [jobId]);
  const failed = status?.is_done && status.result_summary?.error;
  return (
    <div className="space-y-2" data-testid="job-progress" aria-live="polite">
      <ol className="max-h-64 space-y-1 overflow-y-auto rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-100">
        {(status?.events ?? []).map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events only grow
          <li key={i}>
            <span className="text-indigo-300">{e.phase}</span> {e.message}
          </li>
        ))}
        {!status?.is_done ? <li className="animate-pulse text-slate-400">working…</li> : null}
      </ol>
      {status?.is_done ? (
        failed ? (
          <ErrorNote error={new Error(`The generation failed: ${status.result_summary?.error}`)} />
        ) : (
          <Notice tone="ok">
            <span data-testid="job-done">Done.</span> {status.result_summary?.summary ?? ''}
          </Notice>
        )
      ) : null}
      <ErrorNote error={error} />
    </div>
  );
}
