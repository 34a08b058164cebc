import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { tool } from '../api.ts';
import { Button, Card, Empty, ErrorNote, Field, Loading, Notice, useLoad, when } from '../ui.tsx';

const roles = (s: string) =>
  s
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

interface FormProps {
  appId: string;
  onSaved: (message: string) => void;
  onError: (err: unknown) => void;
}

/** Creates or replaces a page route's policy (set_route_policy). */
function RoutePolicyForm({ appId, onSaved, onError }: FormProps) {
  const [f, setF] = useState({ route: '', allowed: '', redirect: '/Login', auth: true });
  return (
    <form
      className="mt-3 grid items-end gap-2 border-t border-slate-200 pt-3 sm:grid-cols-5"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await tool('set_route_policy', {
            app_id: appId,
            route: f.route,
            require_auth: f.auth,
            allowed_roles: roles(f.allowed),
            redirect_to: f.redirect,
          });
          onSaved(`Route policy for ${f.route} saved.`);
        } catch (err) {
          onError(err);
        }
      }}
    >
      <Field
        label="Route or pattern"
        placeholder="/admin/*"
        required
        value={f.route}
        onChange={(e) => setF({ ...f, route: e.target.value })}
      />
      <Field
        label="Allowed roles"
        placeholder="admin, editor (empty: any member)"
        value={f.allowed}
        onChange={(e) => setF({ ...f, allowed: e.target.value })}
      />
      <Field label="Redirect anonymous to" value={f.redirect} onChange={(e) => setF({ ...f, redirect: e.target.value })} />
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input type="checkbox" checked={f.auth} onChange={(e) => setF({ ...f, auth: e.target.checked })} /> Sign-in required
      </label>
      <Button type="submit">Save route policy</Button>
    </form>
  );
}

/** Creates or replaces an entity's read/write roles (set_entity_policy). */
function EntityPolicyForm({ appId, onSaved, onError }: FormProps) {
  const [f, setF] = useState({ entity: '', read: 'authenticated', write: 'admin' });
  return (
    <form
      className="mt-3 grid items-end gap-2 border-t border-slate-200 pt-3 sm:grid-cols-4"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await tool('set_entity_policy', { app_id: appId, entity: f.entity, read: roles(f.read), write: roles(f.write) });
          onSaved(`Entity policy for ${f.entity} saved.`);
        } catch (err) {
          onError(err);
        }
      }}
    >
      <Field label="Entity" placeholder="Task" required value={f.entity} onChange={(e) => setF({ ...f, entity: e.target.value })} />
      <Field
        label="Read roles"
        hint="public, authenticated, or roles"
        value={f.read}
        onChange={(e) => setF({ ...f, read: e.target.value })}
      />
      <Field label="Write roles" value={f.write} onChange={(e) => setF({ ...f, write: e.target.value })} />
      <Button type="submit">Save entity policy</Button>
    </form>
  );
}

/** Members (invite, change role, remove), policies, the security audit and runtime errors. */
export default function AppSecurity() {
  const { appId = '' } = useParams();
  const members = useLoad(() => tool('list_app_members', { app_id: appId }), [appId]);
  const context = useLoad(() => tool('get_app_security_context', { app_id: appId }), [appId]);
  const audit = useLoad(() => tool('get_app_security_audit', { app_id: appId }), [appId]);
  const errors = useLoad(() => tool('get_errors', { app_id: appId, limit: 20 }), [appId]);
  const [invite, setInvite] = useState({ email: '', role: 'viewer', password: '', full_name: '' });
  const [msg, setMsg] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await fn();
      setMsg(done);
      members.reload();
      context.reload();
    } catch (err) {
      setError(err);
    }
  };
  const memberList: any[] = members.data?.members ?? [];
  const errorList: any[] = errors.data?.errors ?? [];
  return (
    <div className="space-y-4">
      {msg ? <Notice tone="ok">{msg}</Notice> : null}
      <ErrorNote error={error} />
      <Card title="Members">
        {members.loading && !members.data ? <Loading /> : null}
        <ErrorNote error={members.error} />
        {members.data && memberList.length === 0 ? (
          <Empty title="No members">Invite people who should sign in to the published app.</Empty>
        ) : null}
        <ul className="divide-y divide-slate-200 text-sm">
          {memberList.map((m) => (
            <li key={m.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="break-all">
                {m.email} {m.full_name ? `(${m.full_name})` : ''}
              </span>
              <span className="flex items-center gap-2">
                <select
                  aria-label={`Role of ${m.email}`}
                  className="rounded border border-slate-300 px-2 py-1"
                  value={m.role}
                  onChange={(e) =>
                    run(
                      () => tool('update_app_member_role', { app_id: appId, user_id: m.user_id, role: e.target.value }),
                      `${m.email} is now ${e.target.value}.`,
                    )
                  }
                >
                  {[...new Set([m.role, 'admin', 'editor', 'staff', 'viewer'])].map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </select>
                <Button
                  kind="danger"
                  onClick={() => run(() => tool('remove_app_member', { app_id: appId, user_id: m.user_id }), `${m.email} was removed.`)}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
        <form
          className="mt-3 grid gap-2 sm:grid-cols-4"
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              await tool('invite_app_member', { app_id: appId, ...invite });
              setInvite({ email: '', role: 'viewer', password: '', full_name: '' });
            }, `${invite.email} can now sign in to the app.`);
          }}
        >
          <Field
            label="Email"
            type="email"
            required
            value={invite.email}
            onChange={(e) => setInvite({ ...invite, email: e.target.value })}
          />
          <Field label="Role" required value={invite.role} onChange={(e) => setInvite({ ...invite, role: e.target.value })} />
          <Field
            label="Their password"
            type="password"
            minLength={8}
            required
            value={invite.password}
            onChange={(e) => setInvite({ ...invite, password: e.target.value })}
          />
          <div className="flex items-end">
            <Button type="submit">Invite</Button>
          </div>
        </form>
      </Card>
      <Card title="Policies">
        {context.loading && !context.data ? <Loading /> : null}
        <ErrorNote error={context.error} />
        {context.data ? (
          <pre className="max-h-80 overflow-auto rounded bg-slate-50 p-2 text-xs" data-testid="policies">
            {JSON.stringify(
              {
                route_policies: context.data.route_policies,
                entity_policies: context.data.entity_policies,
                function_policies: context.data.function_policies,
              },
              null,
              2,
            )}
          </pre>
        ) : null}
        <RoutePolicyForm appId={appId} onSaved={(m) => (setMsg(m), context.reload())} onError={setError} />
        <EntityPolicyForm appId={appId} onSaved={(m) => (setMsg(m), context.reload())} onError={setError} />
      </Card>
      <Card title="Security audit">
        {audit.loading && !audit.data ? <Loading /> : null}
        <ErrorNote error={audit.error} />
        {(audit.data?.warnings ?? []).map((w: any, i: number) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed report
          <Notice key={i} tone="warn">
            {typeof w === 'string' ? w : (w.message ?? JSON.stringify(w))}
          </Notice>
        ))}
        {audit.data && (audit.data.events ?? []).length === 0 ? <p className="text-sm text-slate-600">No security events yet.</p> : null}
        <ul className="mt-2 space-y-1 text-sm" data-testid="audit">
          {(audit.data?.events ?? []).map((e: any) => (
            <li key={e.event_id} className="rounded bg-slate-50 p-2">
              <span className="text-xs text-slate-500">{when(e.at)}</span> <strong>{e.kind}</strong> {e.actor?.email ?? e.actor?.type ?? ''}{' '}
              {e.detail ? JSON.stringify(e.detail) : ''}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Runtime errors">
        <ErrorNote error={errors.error} />
        {errors.data && errorList.length === 0 ? <p className="text-sm text-slate-600">No errors reported.</p> : null}
        <ul className="space-y-1 text-sm">
          {errorList.map((e: any, i: number) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed report
            <li key={i} className="rounded bg-red-50 p-2">
              <span className="text-xs text-slate-500">
                {when(e.last_seen_at ?? e.at ?? e.created_at)} · {e.kind}
              </span>
              <div className="break-words">{e.message}</div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
