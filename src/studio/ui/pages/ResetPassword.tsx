import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../api.ts';
import { Button, ErrorNote, Field, Notice } from '../ui.tsx';

export default function ResetPassword() {
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Choose a new password</h1>
      {done ? (
        <Notice tone="ok">
          Your password is changed and every session was signed out.{' '}
          <Link className="underline" to="/studio/signin">
            Sign in
          </Link>
        </Notice>
      ) : (
        <form
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setError(null);
            try {
              await api('POST', '/api/studio/password-reset/complete', { token: params.get('token') ?? '', new_password: password });
              setDone(true);
            } catch (err) {
              setError(err);
            }
          }}
        >
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <ErrorNote error={error} />
          <Button type="submit">Set the password</Button>
        </form>
      )}
    </div>
  );
}
