import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../api.ts';
import { useSession, type SessionView } from '../session.tsx';
import { Button, ErrorNote, Field } from '../ui.tsx';

/** Only paths inside the studio are followed after sign-in (no open redirect). */
export function safeNext(next: string | null): string {
  return next && /^\/(?!\/)/.test(next) && !next.startsWith('/\\') ? next : '/studio/apps';
}

export default function SignIn() {
  const { adopt } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          try {
            adopt(await api<SessionView>('POST', '/api/studio/session', { email, password }));
            navigate(safeNext(params.get('next')));
          } catch (err) {
            setError(err);
          } finally {
            setBusy(false);
          }
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
        <Link
          className="text-indigo-700 underline"
          to={params.get('next') ? `/studio/signup?next=${encodeURIComponent(params.get('next')!)}` : '/studio/signup'}
        >
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
