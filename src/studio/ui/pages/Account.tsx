import { useState } from 'react';
import { api } from '../api.ts';
import { useSession } from '../session.tsx';
import { Button, Card, ErrorNote, Field, Notice } from '../ui.tsx';

export default function Account() {
  const { account, smtpConfigured } = useSession();
  const [form, setForm] = useState({ current_password: '', new_password: '' });
  const [msg, setMsg] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Account</h1>
      <Card title="You">
        <p className="text-sm break-all">{account?.email}</p>
        <p className="text-sm text-slate-600">{account?.email_verified ? 'Address confirmed.' : 'Address not confirmed yet.'}</p>
        {!account?.email_verified ? (
          <Button
            kind="secondary"
            className="mt-2"
            onClick={async () => {
              setError(null);
              try {
                await api('POST', '/api/studio/verify-email/resend');
                setMsg(
                  smtpConfigured
                    ? 'A new confirmation link is on its way.'
                    : 'Queued. This server has no mail configured: the operator can read it with `svc mail list`.',
                );
              } catch (err) {
                setError(err);
              }
            }}
          >
            Send the confirmation link again
          </Button>
        ) : null}
      </Card>
      <Card title="Change password">
        <form
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setError(null);
            setMsg(null);
            try {
              await api('POST', '/api/studio/password', form);
              setForm({ current_password: '', new_password: '' });
              setMsg('Password changed. Your other sessions were signed out.');
            } catch (err) {
              setError(err);
            }
          }}
        >
          <Field
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={form.current_password}
            onChange={(e) => setForm({ ...form, current_password: e.target.value })}
          />
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
            value={form.new_password}
            onChange={(e) => setForm({ ...form, new_password: e.target.value })}
          />
          <Button type="submit">Change password</Button>
        </form>
      </Card>
      {msg ? <Notice tone="ok">{msg}</Notice> : null}
      <ErrorNote error={error} />
    </div>
  );
}
