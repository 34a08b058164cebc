import { useState } from 'react';
import { api } from '../api.ts';
import { AppSelect, Button, Card, Empty, ErrorNote, Field, Loading, ShownOnce, useLoad, usePoll, when } from '../ui.tsx';

/** Webhook subscriptions of the account (docs/webhooks.md): create, see the secret once, ping, the attempt log, replay. */
const TYPES = ['conversation.created', 'message.created', 'message.completed', 'ping'] as const;
const base = '/api/studio/webhooks';

function Deliveries({ id, onError }: { id: string; onError: (e: unknown) => void }) {
  const list = useLoad(() => api('GET', `${base}/${id}/deliveries?limit=50`), [id]);
  const [open, setOpen] = useState<string | null>(null);
  const detail = useLoad(() => (open ? api('GET', `${base}/${id}/deliveries/${open}`) : Promise.resolve(null)), [id, open]);
  const pending = (list.data?.deliveries ?? []).some((d: any) => d.status === 'pending');
  usePoll(
    () => {
      list.reload();
      if (open) detail.reload();
    },
    1000,
    pending,
  );
  const act = async (method: string, path: string) => {
    try {
      await api(method, path);
      list.reload();
      detail.reload();
    } catch (err) {
      onError(err);
    }
  };
  const deliveries = list.data?.deliveries ?? [];
  return (
    <div className="mt-3">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-medium">Deliveries</h3>
        <div className="flex gap-2">
          <Button kind="secondary" onClick={() => list.reload()}>
            Refresh
          </Button>
          <Button
            kind="secondary"
            disabled={!deliveries.some((d: any) => d.status === 'dead')}
            onClick={() => act('POST', `${base}/${id}/replay-dead`)}
          >
            Replay all dead-lettered
          </Button>
        </div>
      </div>
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && deliveries.length === 0 ? (
        <p className="text-sm text-slate-500">No deliveries yet. Send a ping to try the endpoint.</p>
      ) : null}
      <table className="mt-2 w-full text-left text-sm" data-testid="deliveries">
        <tbody>
          {deliveries.map((d: any) => (
            <tr key={d.delivery_id} className="border-t border-slate-200 align-top">
              <td className="py-1 pr-2">
                <button type="button" className="underline" onClick={() => setOpen(open === d.delivery_id ? null : d.delivery_id)}>
                  {d.event_type}
                </button>
                <div className="text-xs text-slate-500 break-all">{d.event_id}</div>
              </td>
              <td className="py-1 pr-2" data-testid="delivery-status">
                {d.status}
                {d.last_status ? ` (HTTP ${d.last_status})` : d.last_error ? ` (${d.last_error})` : ''}
              </td>
              <td className="py-1 pr-2">
                {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
              </td>
              <td className="py-1 pr-2 text-xs text-slate-500">{when(d.created_at)}</td>
              <td className="py-1 text-right">
                {d.status === 'pending' ? null : (
                  <Button
                    kind="secondary"
                    aria-label={`Replay ${d.event_id}`}
                    onClick={() => act('POST', `${base}/${id}/deliveries/${d.delivery_id}/replay`)}
                  >
                    Replay
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open && detail.data ? (
        <div className="mt-2 rounded border border-slate-200 p-2" data-testid="attempts">
          <h4 className="text-sm font-medium">Attempts</h4>
          <ol className="text-xs">
            {detail.data.delivery.attempts_log.map((a: any) => (
              <li key={a.attempt_id} className="border-t border-slate-100 py-1" data-testid="attempt">
                #{a.attempt} {a.outcome}
                {a.status_code ? ` HTTP ${a.status_code}` : ''} · {a.duration_ms} ms · {when(a.created_at)}
                {a.error ? <div className="text-red-700">{a.error}</div> : null}
                {a.response_excerpt ? <pre className="mt-1 overflow-x-auto bg-slate-50 p-1">{a.response_excerpt}</pre> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

export default function Webhooks() {
  const subs = useLoad(() => api('GET', base), []);
  const apps = useLoad(() => api('GET', '/api/studio/apps?limit=200'), []);
  const [form, setForm] = useState({ url: '', app_id: '', description: '' });
  const [types, setTypes] = useState<Set<string>>(new Set(TYPES));
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
      subs.reload();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Webhooks</h1>
      <p className="text-sm text-slate-600">
        The service POSTs agent lifecycle events (a conversation started, a message created or completed) to your URLs, signed with a
        secret. Failed deliveries are retried up to 6 times, then dead-lettered; you can replay them here.
      </p>
      <ErrorNote error={error} />
      {secret ? (
        <ShownOnce
          title="Signing secret"
          value={secret}
          testId="webhook-secret"
          copyLabel="Copy the signing secret"
          note="Receivers verify X-SVC-Signature and webhook-signature with it."
          onDone={() => setSecret(null)}
        />
      ) : null}
      <Card title="Add an endpoint">
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              const r = await api('POST', base, {
                url: form.url,
                event_types: [...types],
                app_id: form.app_id || null,
                description: form.description || undefined,
              });
              setSecret(r.secret);
              setForm({ url: '', app_id: '', description: '' });
            });
          }}
        >
          <Field
            label="URL"
            type="url"
            required
            placeholder="https://example.com/hooks/fine-structure"
            value={form.url}
            onChange={(e) => setForm({ ...form, url: e.target.value })}
          />
          <Field
            label="Description"
            maxLength={200}
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Events</legend>
            {TYPES.map((t) => (
              <label key={t} className="mr-4 inline-flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={types.has(t)}
                  onChange={(e) => {
                    const next = new Set(types);
                    if (e.target.checked) next.add(t);
                    else next.delete(t);
                    setTypes(next);
                  }}
                />
                <code>{t}</code>
              </label>
            ))}
          </fieldset>
          <AppSelect
            label="Only one app (optional)"
            value={form.app_id}
            apps={apps.data?.apps ?? []}
            onChange={(app_id) => setForm({ ...form, app_id })}
          />
          <Button type="submit" disabled={types.size === 0}>
            Add endpoint
          </Button>
        </form>
      </Card>
      {subs.loading && !subs.data ? <Loading /> : null}
      <ErrorNote error={subs.error} />
      {subs.data && subs.data.subscriptions.length === 0 ? <Empty title="No endpoints yet">Add one above.</Empty> : null}
      {(subs.data?.subscriptions ?? []).map((s: any) => (
        <Card
          key={s.subscription_id}
          title={<span className="break-all">{s.url}</span>}
          actions={
            <div className="flex flex-wrap gap-2">
              <Button kind="secondary" disabled={!s.enabled} onClick={() => run(() => api('POST', `${base}/${s.subscription_id}/ping`))}>
                Send ping
              </Button>
              <Button kind="secondary" onClick={() => run(() => api('PATCH', `${base}/${s.subscription_id}`, { enabled: !s.enabled }))}>
                {s.enabled ? 'Disable' : 'Enable'}
              </Button>
              <Button
                kind="secondary"
                onClick={() =>
                  run(async () => {
                    if (!confirm('Rotate the secret? The old one keeps signing for 24 hours.')) return;
                    setSecret((await api('POST', `${base}/${s.subscription_id}/rotate-secret`, {})).secret);
                  })
                }
              >
                Rotate secret
              </Button>
              <Button
                kind="danger"
                onClick={() =>
                  run(async () => {
                    if (confirm('Delete this endpoint and its delivery log?')) await api('DELETE', `${base}/${s.subscription_id}`);
                  })
                }
              >
                Delete
              </Button>
            </div>
          }
        >
          <div className="text-xs text-slate-600">
            {s.event_types.join(', ')}
            {s.app_id ? ` · app ${s.app_id}` : ' · every app'} ·{' '}
            {s.enabled ? 'enabled' : `disabled${s.disabled_reason ? `: ${s.disabled_reason}` : ''}`}
            {s.previous_secret_expires_at ? ` · previous secret signs until ${when(s.previous_secret_expires_at)}` : ''}
          </div>
          <Deliveries id={s.subscription_id} onError={setError} />
        </Card>
      ))}
    </div>
  );
}
