import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../api.ts';
import { useSession, type SessionView } from '../session.tsx';
import { Button, ErrorNote, Field } from '../ui.tsx';

/** Only paths inside the studio are followed after sign-in (no open redirect). */
export function safeNext(next: string | null): string {
  return next && /^\/(?!\/)/.test(next) && !next.startsWith('/\\') ? next : '/studio/apps';
}

/**
 * What sign-in and sign-up share: POST the form, adopt the session it answers, follow `next`; the
 * form's busy and error state. `other` links to the other page, keeping `next`.
 */
export function useSessionForm() {
  const { adopt } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const next = params.get('next');
  const submit = async (path: string, body: unknown) => {
    setBusy(true);
    setError(null);
    try {
      adopt(await api<SessionView>('POST', path, body));
      navigate(safeNext(next));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const other = (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
  return { params, error, busy, submit, other };
}

export default function SignIn() {
  const { error, busy, submit, other } = useSessionForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit('/api/studio/session', { email, password });
        }}
      >
        <Field label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ErrorNote error={error} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <p className="text-sm text-slate-600">
        New here?{' '}
        <Link className="text-indigo-700 underline" to={other('/studio/signup')}>
          Create an account
        </Link>{' '}
        ·{' '}
        <Link className="text-indigo-700 underline" to="/studio/forgot-password">
          Forgot your password?
        </Link>
      </p>
    </div>
  );
}
