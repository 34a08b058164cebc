import { useState } from 'react';
import { api } from '../api.ts';
import { mcpClientConfigs } from '../mcp-clients.ts';
import { Button, Card, Empty, ErrorNote, Field, Loading, Notice, useLoad, when } from '../ui.tsx';

/** What each scope allows (the interface's 21 scopes). */
const SCOPES: Array<[string, string]> = [
  ['create', 'Create apps from a prompt'],
  ['update', 'Change apps by prompt, metadata and settings'],
  ['publish', 'Publish apps and choose their access and subdomain'],
  ['read', 'List and read apps, jobs, links, errors and analytics'],
  ['generate:edit', 'Edit apps by prompt (update_app only)'],
  ['files:read', 'Read app files'],
  ['files:write', 'Write, patch, rename and delete app files'],
  ['data:read', 'Read entity schemas and records'],
  ['data:write', 'Create and change schemas and records'],
  ['ab:read', 'Read A/B tests'],
  ['ab:write', 'Run A/B tests'],
  ['versions:read', 'List and compare Saved Versions'],
  ['versions:write', 'Restore files from Saved Versions'],
  ['secrets:read', 'See which secrets an app has (never their values)'],
  ['secrets:write', 'Set app secrets'],
  ['integrations:read', 'Read integrations'],
  ['integrations:write', 'Connect integrations'],
  ['security:read', 'Read members, policies and the security audit'],
  ['security:write', 'Change members and policies'],
  ['agency:read', 'Read agency clients and claims'],
  ['agency:write', 'Manage agency clients and claims'],
];

function Copy({ text, label }: { text: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <Button
      kind="secondary"
      aria-label={label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setDone(true);
          setTimeout(() => setDone(false), 1500);
        } catch {
          setDone(false);
        }
      }}
    >
      {done ? 'Copied' : 'Copy'}
    </Button>
  );
}

export default function Tokens() {
  const tokens = useLoad(() => api('GET', '/api/auth/mcp-tokens'), []);
  const grants = useLoad(() => api('GET', '/api/studio/oauth/grants'), []);
  const apps = useLoad(() => api('GET', '/api/studio/apps?limit=200'), []);
  const [form, setForm] = useState({ name: '', app_id: '', per_minute: '', per_day: '', expires_in_days: '' });
  const [scopes, setScopes] = useState<Set<string>>(new Set(['read', 'create', 'update', 'files:read', 'files:write', 'versions:read']));
  const [created, setCreated] = useState<any>(null);
  const [error, setError] = useState<unknown>(null);
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Tokens</h1>
      <p className="text-sm text-slate-600">
        A token lets an AI agent (Claude Code, VS Code, Cursor, …) use your apps through MCP, with only the scopes you tick.
      </p>
      {created ? (
        <Card title="Your new token">
          <Notice tone="warn">Copy it now: it is shown only once.</Notice>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code data-testid="raw-token" className="break-all rounded bg-slate-100 px-2 py-1 text-sm">
              {created.token}
            </code>
            <Copy text={created.token} label="Copy the token" />
          </div>
          <div className="mt-3 space-y-3">
            {mcpClientConfigs(`${location.origin}/api/mcp`, created.token).map(([title, text]) => (
              <div key={title}>
                <div className="flex items-center justify-between">
                  <h3 className="text-sm font-medium">{title}</h3>
                  <Copy text={text} label={`Copy the ${title} configuration`} />
                </div>
                <pre className="overflow-x-auto rounded bg-slate-900 p-2 text-xs text-slate-100">{text}</pre>
              </div>
            ))}
          </div>
          <Button kind="secondary" className="mt-3" onClick={() => setCreated(null)}>
            Done
          </Button>
        </Card>
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
                {SCOPES.map(([s, what]) => (
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
                <button type="button" className="underline" onClick={() => setScopes(new Set(SCOPES.map(([s]) => s)))}>
                  all
                </button>
                <button type="button" className="underline" onClick={() => setScopes(new Set())}>
                  none
                </button>
              </div>
            </fieldset>
            <label className="block text-sm">
              <span className="font-medium text-slate-700">Lock to one app (optional)</span>
              <select
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
                value={form.app_id}
                onChange={(e) => setForm({ ...form, app_id: e.target.value })}
              >
                <option value="">Every app of this account</option>
                {(apps.data?.apps ?? []).map((a: any) => (
                  <option key={a.app_id} value={a.app_id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
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
              {t.revoked_at ? (
                <span className="text-xs text-red-700">revoked {when(t.revoked_at)}</span>
              ) : (
                <Button
                  kind="danger"
                  aria-label={`Revoke ${t.name}`}
                  onClick={async () => {
                    if (!confirm(`Revoke “${t.name}”? Agents using it stop at once.`)) return;
                    try {
                      await api('DELETE', `/api/auth/mcp-tokens/${encodeURIComponent(t.token_id)}`);
                      tokens.reload();
                    } catch (err) {
                      setError(err);
                    }
                  }}
                >
                  Revoke
                </Button>
              )}
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
              {g.revoked_at ? (
                <span className="text-xs text-red-700">revoked {when(g.revoked_at)}</span>
              ) : (
                <Button
                  kind="danger"
                  aria-label={`Revoke ${g.client_name}`}
                  onClick={async () => {
                    if (!confirm(`Disconnect “${g.client_name}”? It stops at once and must be approved again.`)) return;
                    try {
                      await api('DELETE', `/api/studio/oauth/grants/${encodeURIComponent(g.grant_id)}`);
                      grants.reload();
                    } catch (err) {
                      setError(err);
                    }
                  }}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
