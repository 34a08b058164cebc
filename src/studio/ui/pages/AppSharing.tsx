import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../api.ts';
import { Button, Card, Empty, ErrorNote, Field, Loading, Notice, useLoad, when } from '../ui.tsx';

interface Sharing {
  role: 'owner' | 'editor' | 'viewer';
  collaborators: Array<{ account_id: string; email: string; full_name: string; role: 'editor' | 'viewer'; created_at: string }>;
  invitations: Array<{ invitation_id: string; email: string; role: 'editor' | 'viewer'; created_at: string; expires_at: string }>;
}

const ROLE_TEXT = {
  editor: 'Editors change files, change sets and prompts (update_app).',
  viewer: 'Viewers read the app.',
};

/** The owner shares the app with studio collaborators (editor or viewer); collaborators see their role. */
export default function AppSharing() {
  const { appId = '' } = useParams();
  const base = `/api/studio/apps/${encodeURIComponent(appId)}/sharing`;
  const sharing = useLoad(() => api<Sharing>('GET', base), [base]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'editor' | 'viewer'>('editor');
  const [note, setNote] = useState<unknown>(null);
  const [error, setError] = useState<unknown>(null);
  const act = async (fn: () => Promise<unknown>, done?: string) => {
    setError(null);
    setNote(null);
    try {
      await fn();
      if (done) setNote(done);
      sharing.reload();
    } catch (err) {
      setError(err);
    }
  };
  if (sharing.error) return <ErrorNote error={sharing.error} />;
  if (!sharing.data) return <Loading />;
  const s = sharing.data;
  if (s.role !== 'owner') {
    return (
      <Notice>
        You are {s.role === 'editor' ? 'an editor' : 'a viewer'} of this app. {ROLE_TEXT[s.role]} Publishing, data, domains, security and
        sharing stay with the owner.
      </Notice>
    );
  }
  return (
    <div className="space-y-4">
      <Card title="Invite a collaborator">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => api('POST', `${base}/invitations`, { email, role }), `Invitation sent to ${email}.`).then(() => setEmail(''));
          }}
        >
          <div className="min-w-64 flex-1">
            <Field label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <label className="block text-sm">
            <span className="font-medium text-slate-700">Role</span>
            <select
              aria-label="Invitation role"
              className="mt-1 block rounded-md border border-slate-300 px-3 py-2"
              value={role}
              onChange={(e) => setRole(e.target.value as 'editor' | 'viewer')}
            >
              <option value="editor">Editor</option>
              <option value="viewer">Viewer</option>
            </select>
          </label>
          <Button type="submit">Invite</Button>
        </form>
        <p className="mt-2 text-xs text-slate-500">
          {ROLE_TEXT.editor} {ROLE_TEXT.viewer} Publishing, data, domains and security stay with you. The invitee accepts by mail with the
          same address.
        </p>
      </Card>
      {note ? <Notice tone="ok">{String(note)}</Notice> : null}
      <ErrorNote error={error} />
      <Card title="Collaborators">
        {s.collaborators.length === 0 ? (
          <Empty title="Nobody else has access yet" />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Collaborators">
            {s.collaborators.map((c) => (
              <li key={c.account_id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {c.email} <span className="text-slate-500">· since {when(c.created_at)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <select
                    aria-label={`Role of ${c.email}`}
                    className="rounded-md border border-slate-300 px-2 py-1"
                    value={c.role}
                    onChange={(e) =>
                      void act(() => api('PATCH', `${base}/collaborators/${encodeURIComponent(c.account_id)}`, { role: e.target.value }))
                    }
                  >
                    <option value="editor">Editor</option>
                    <option value="viewer">Viewer</option>
                  </select>
                  <Button
                    kind="secondary"
                    onClick={() => void act(() => api('DELETE', `${base}/collaborators/${encodeURIComponent(c.account_id)}`))}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {s.invitations.length ? (
        <Card title="Pending invitations">
          <ul className="divide-y divide-slate-100" aria-label="Pending invitations">
            {s.invitations.map((i) => (
              <li key={i.invitation_id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {i.email} as {i.role} <span className="text-slate-500">· until {when(i.expires_at)}</span>
                </span>
                <Button
                  kind="secondary"
                  onClick={() => void act(() => api('DELETE', `${base}/invitations/${encodeURIComponent(i.invitation_id)}`))}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
