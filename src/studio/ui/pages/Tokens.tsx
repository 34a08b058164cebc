import { useState } from 'react';
import { api } from '../api.ts';
import { mcpClientConfigs } from '../mcp-clients.ts';
import { AppSelect, Button, Card, CopyButton, Empty, ErrorNote, Field, Loading, RevokeControl, ShownOnce, useLoad, when } from '../ui.tsx';

export default function Tokens() {
  const tokens = useLoad(() => api('GET', '/api/auth/mcp-tokens'), []);
  const grants = useLoad(() => api('GET', '/api/studio/oauth/grants'), []);
  const apps = useLoad(() => api('GET', '/api/studio/apps?limit=200'), []);
  const [form, setForm] = useState({ name: '', app_id: '', per_minute: '', per_day: '', expires_in_days: '' });
  const [scopes, setScopes] = useState<Set<string>>(new Set(['read', 'create', 'update', 'files:read', 'files:write', 'versions:read']));
  const [created, setCreated] = useState<any>(null);
  const [error, setError] = useState<unknown>(null);
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
  // Every scope with what it allows, from the one definition on the server (src/platform/scopes.ts).
  const SCOPES: Array<{ scope: string; description: string }> = tokens.data?.scopes ?? [];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Tokens</h1>
      <p className="text-sm text-slate-600">
        A token lets an AI agent (Claude Code, VS Code, Cursor, …) use your apps through MCP, with only the scopes you tick.
      </p>
      {created ? (
        <ShownOnce
          title="Your new token"
          value={created.token}
          testId="raw-token"
          copyLabel="Copy the token"
          onDone={() => setCreated(null)}
        >
          <div className="mt-3 space-y-3">
            {mcpClientConfigs(`${location.origin}/api/mcp`, created.token).map(([title, text]) => (
              <div key={title}>
                <div className="flex items-center justify-between">
                  <h3 className="text-sm font-medium">{title}</h3>
                  <CopyButton text={text} label={`Copy the ${title} configuration`} />
                </div>
                <pre className="overflow-x-auto rounded bg-slate-900 p-2 text-xs text-slate-100">{text}</pre>
              </div>
            ))}
          </div>
        </ShownOnce>
      ) : (
        <Card title="Create a token">
          <form
            className="space-y-3"
            onSubmit={async (e) => {
              e.preventDefault();
              setError(null);
              try {
                const r = await api('POST', '/api/auth/mcp-tokens', {
                  name: form.name || undefined,
                  scopes: [...scopes],
                  app_id: form.app_id || null,
                  per_minute: num(form.per_minute),
                  per_day: num(form.per_day),
                  expires_in_days: num(form.expires_in_days) ?? null,
                });
                setCreated(r);
                tokens.reload();
              } catch (err) {
                setError(err);
              }
            }}
          >
            <Field
              label="Name"
              placeholder="laptop"
              maxLength={100}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
            <fieldset>
              <legend className="text-sm font-medium text-slate-700">Scopes</legend>
              <div className="mt-1 grid gap-1 sm:grid-cols-2">
                {SCOPES.map(({ scope: s, description: what }) => (
                  <label key={s} className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={scopes.has(s)}
                      onChange={(e) => {
                        const next = new Set(scopes);
                        if (e.target.checked) next.add(s);
                        else next.delete(s);
                        setScopes(next);
                      }}
                    />
                    <span>
                      <code>{s}</code> <span className="text-slate-600">— {what}</span>
                    </span>
                  </label>
                ))}
              </div>
              <div className="mt-1 flex gap-2 text-xs">
                <button type="button" className="underline" onClick={() => setScopes(new Set(SCOPES.map(({ scope }) => scope)))}>
                  all
                </button>
                <button type="button" className="underline" onClick={() => setScopes(new Set())}>
                  none
                </button>
              </div>
            </fieldset>
            <AppSelect
              label="Lock to one app (optional)"
              value={form.app_id}
              apps={apps.data?.apps ?? []}
              onChange={(app_id) => setForm({ ...form, app_id })}
            />
            <div className="grid gap-3 sm:grid-cols-3">
              <Field
                label="Requests per minute"
                type="number"
                min={1}
                placeholder="30"
                value={form.per_minute}
                onChange={(e) => setForm({ ...form, per_minute: e.target.value })}
              />
              <Field
                label="Requests per day"
                type="number"
                min={1}
                placeholder="500"
                value={form.per_day}
                onChange={(e) => setForm({ ...form, per_day: e.target.value })}
              />
              <Field
                label="Expires in days"
                type="number"
                min={1}
                max={3650}
                placeholder="never"
                value={form.expires_in_days}
                onChange={(e) => setForm({ ...form, expires_in_days: e.target.value })}
              />
            </div>
            <ErrorNote error={error} />
            <Button type="submit" disabled={scopes.size === 0}>
              Create token
            </Button>
          </form>
        </Card>
      )}
      <Card title="Your tokens">
        {tokens.loading && !tokens.data ? <Loading /> : null}
        <ErrorNote error={tokens.error} />
        {tokens.data && tokens.data.tokens.length === 0 ? <Empty title="No tokens yet">Create one above to connect an agent.</Empty> : null}
        <ul className="divide-y divide-slate-200" data-testid="tokens-list">
          {(tokens.data?.tokens ?? []).map((t: any) => (
            <li key={t.token_id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <div className="font-medium break-all">
                  {t.name} <code className="text-xs text-slate-500">{t.token_hint}</code>
                </div>
                <div className="text-xs text-slate-500">
                  {t.scopes.length} scopes{t.app_id ? ` · locked to ${t.app_id}` : ''} · last used {when(t.last_used_at)}
                  {t.expires_at ? ` · expires ${when(t.expires_at)}` : ''}
                </div>
              </div>
              <RevokeControl
                revokedAt={t.revoked_at}
                label={`Revoke ${t.name}`}
                question={`Revoke “${t.name}”? Agents using it stop at once.`}
                revoke={async () => {
                  await api('DELETE', `/api/auth/mcp-tokens/${encodeURIComponent(t.token_id)}`);
                  tokens.reload();
                }}
                onError={setError}
              />
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Connected MCP clients (OAuth)">
        <p className="text-sm text-slate-600">
          Clients you approved in the browser. Their tokens refresh by themselves until you revoke them.
        </p>
        <ErrorNote error={grants.error} />
        {grants.data && grants.data.grants.length === 0 ? <Empty title="No connected clients">None has been approved yet.</Empty> : null}
        <ul className="divide-y divide-slate-200" data-testid="grants-list">
          {(grants.data?.grants ?? []).map((g: any) => (
            <li key={g.grant_id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <div className="font-medium break-all">
                  {g.client_name} <span className="text-xs text-slate-500">→ {g.redirect_host}</span>
                </div>
                <div className="text-xs text-slate-500">
                  {g.scopes.length} scopes{g.app_id ? ` · locked to ${g.app_id}` : ''} · approved {when(g.created_at)} · last refreshed{' '}
                  {when(g.last_used_at)}
                </div>
              </div>
              <RevokeControl
                revokedAt={g.revoked_at}
                label={`Revoke ${g.client_name}`}
                question={`Disconnect “${g.client_name}”? It stops at once and must be approved again.`}
                revoke={async () => {
                  await api('DELETE', `/api/studio/oauth/grants/${encodeURIComponent(g.grant_id)}`);
                  grants.reload();
                }}
                onError={setError}
              />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
