/** Small shared pieces every page uses: buttons, fields, notices, loading and empty states, data hooks. */
import { useCallback, useEffect, useRef, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorText } from './api.ts';

export function Button({
  kind = 'primary',
  className = '',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { kind?: 'primary' | 'secondary' | 'danger' }) {
  const look =
    kind === 'primary'
      ? 'bg-indigo-600 text-white hover:bg-indigo-700'
      : kind === 'danger'
        ? 'bg-red-600 text-white hover:bg-red-700'
        : 'bg-white text-slate-800 border border-slate-300 hover:bg-slate-100';
  return (
    <button
      type="button"
      className={`rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50 ${look} ${className}`}
      {...rest}
    />
  );
}

export function Field({ label, hint, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  return (
    <label className="block text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <input
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        {...rest}
      />
      {hint ? <span className="mt-1 block text-xs text-slate-500">{hint}</span> : null}
    </label>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {errorText(error)}
    </p>
  );
}

export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'ok' | 'warn' }) {
  const look =
    tone === 'ok'
      ? 'border-green-200 bg-green-50 text-green-900'
      : tone === 'warn'
        ? 'border-amber-200 bg-amber-50 text-amber-900'
        : 'border-sky-200 bg-sky-50 text-sky-900';
  return <div className={`rounded-md border px-3 py-2 text-sm ${look}`}>{children}</div>;
}

export function Loading({ what = 'Loading' }: { what?: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-500" aria-live="polite">
      <span className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-slate-400 border-t-transparent" />
      {what}…
    </p>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      {children ? <div className="mt-2 text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

export function Card({ title, children, actions }: { title?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {title || actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** Copies `text` to the clipboard; says "Copied" for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <Button
      kind="secondary"
      aria-label={label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setDone(true);
          setTimeout(() => setDone(false), 1500);
        } catch {
          setDone(false);
        }
      }}
    >
      {done ? 'Copied' : 'Copy'}
    </Button>
  );
}

/**
 * A secret the server shows only once (a new token, a webhook signing secret): the warning, the
 * value with a copy button, `children` (more about using it), and Done, which drops it.
 */
export function ShownOnce({
  title,
  value,
  testId,
  copyLabel,
  note,
  onDone,
  children,
}: {
  title: string;
  value: string;
  testId: string;
  copyLabel: string;
  /** Said after "shown only once". */
  note?: string;
  onDone: () => void;
  children?: ReactNode;
}) {
  return (
    <Card title={title}>
      <Notice tone="warn">Copy it now: it is shown only once.{note ? ` ${note}` : ''}</Notice>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code data-testid={testId} className="break-all rounded bg-slate-100 px-2 py-1 text-sm">
          {value}
        </code>
        <CopyButton text={value} label={copyLabel} />
      </div>
      {children}
      <Button kind="secondary" className="mt-3" onClick={onDone}>
        Done
      </Button>
    </Card>
  );
}

/** Chooses one of the account's apps (as GET /api/studio/apps lists them), or none: every app. */
export function AppSelect({
  label,
  value,
  apps,
  onChange,
}: {
  label: string;
  value: string;
  apps: Array<{ app_id: string; name: string }>;
  onChange: (appId: string) => void;
}) {
  return (
    <label className="block text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <select
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Every app of this account</option>
        {apps.map((a) => (
          <option key={a.app_id} value={a.app_id}>
            {a.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A revoked item's date, or a danger button that asks `question` first and then runs `revoke`. */
export function RevokeControl({
  revokedAt,
  label,
  question,
  revoke,
  onError,
}: {
  revokedAt: string | null | undefined;
  label: string;
  question: string;
  revoke: () => Promise<unknown>;
  onError: (err: unknown) => void;
}) {
  if (revokedAt) return <span className="text-xs text-red-700">revoked {when(revokedAt)}</span>;
  return (
    <Button
      kind="danger"
      aria-label={label}
      onClick={async () => {
        if (!confirm(question)) return;
        try {
          await revoke();
        } catch (err) {
          onError(err);
        }
      }}
    >
      Revoke
    </Button>
  );
}

/** Loads data once (and again on `reload()`); `deps` restart it. */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: unknown[],
): { data: T | null; error: unknown; loading: boolean; reload: () => void } {
  // the data with the deps it was loaded for: after a deps change (another filter, another app) the
  // previous answer is not shown as this one's while the new one loads; a reload keeps it on screen
  const [loaded, setLoaded] = useState<{ data: T; deps: unknown[] } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [n, setN] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's
  useEffect(() => {
    let live = true;
    setLoading(true);
    load()
      .then((d) => live && (setLoaded({ data: d, deps }), setError(null)))
      .catch((e) => live && setError(e))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [...deps, n]);
  const current = loaded !== null && loaded.deps.length === deps.length && loaded.deps.every((d, i) => Object.is(d, deps[i]));
  return { data: current ? loaded.data : null, error, loading, reload: useCallback(() => setN((x) => x + 1), []) };
}

/** Calls `fn` every `ms` while `active`. */
export function usePoll(fn: () => void, ms: number, active: boolean) {
  const ref = useRef(fn);
  ref.current = fn;
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => ref.current(), ms);
    return () => clearInterval(t);
  }, [ms, active]);
}

export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');
