import { useState } from 'react';
import { api } from '../api.ts';
import { Button, ErrorNote, Field, Notice } from '../ui.tsx';

export default function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Reset your password</h1>
      {done ? (
        <Notice tone="ok">{done}</Notice>
      ) : (
        <form
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setError(null);
            try {
              setDone((await api('POST', '/api/studio/password-reset', { email })).message);
            } catch (err) {
              setError(err);
            }
          }}
        >
          <Field label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <ErrorNote error={error} />
          <Button type="submit">Send a reset link</Button>
        </form>
      )}
    </div>
  );
}
