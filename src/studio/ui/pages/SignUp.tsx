import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ErrorNote, Field } from '../ui.tsx';
import { useSessionForm } from './SignIn.tsx';

export default function SignUp() {
  const { params, error, busy, submit, other } = useSessionForm();
  // A claim or invitation page sends the invited address and itself as `next`.
  const [form, setForm] = useState({ full_name: '', email: params.get('email') ?? '', password: '' });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Create your account</h1>
      <p className="text-sm text-slate-600">Build web apps by describing them, and connect your AI agents with a token.</p>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit('/api/studio/signup', { ...form, full_name: form.full_name || undefined });
        }}
      >
        <Field label="Name (optional)" autoComplete="name" value={form.full_name} onChange={set('full_name')} />
        <Field label="Email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint="At least 8 characters."
          value={form.password}
          onChange={set('password')}
        />
        <ErrorNote error={error} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Creating…' : 'Create account'}
        </Button>
      </form>
      <p className="text-sm text-slate-600">
        Already have an account?{' '}
        <Link className="text-indigo-700 underline" to={other('/studio/signin')}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
