import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api.ts';
import { Button, Card, ErrorNote, Loading, Notice, useLoad } from '../ui.tsx';

type Mode = 'read' | 'full' | 'chosen';

/**
 * The OAuth consent page: an MCP client asks for access; the signed-in owner sees who asks and where
 * the answer goes, picks all apps or one, and read-only, full or chosen permissions, then approves
 * or denies. Either answer sends the browser back to the client.
 */
export default function OAuthConsent() {
  const [params] = useSearchParams();
  const requestId = params.get('request') ?? '';
  const request = useLoad(() => api('GET', `/api/studio/oauth/requests/${encodeURIComponent(requestId)}`), [requestId]);
  const apps = useLoad(() => api('GET', '/api/studio/apps?limit=200'), []);
  const [mode, setMode] = useState<Mode | null>(null);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [appId, setAppId] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  if (request.loading && !request.data) return <Loading what="Loading the request" />;
  if (request.error) {
    return (
      <div className="mx-auto max-w-xl space-y-3">
        <h1 className="text-2xl font-semibold">Connect an MCP client</h1>
        <ErrorNote error={request.error} />
      </div>
    );
  }
  const r = request.data;
  const requested: string[] = r.requested_scopes;
  const all: string[] = r.all_scopes;
  const readOnly: string[] = r.read_only_scopes;
  // What each scope allows: the one definition on the server (src/platform/scopes.ts).
  const described: Record<string, string> = r.scope_descriptions ?? {};
  // Default: what the client asked for (everything, when it asked for everything or nothing).
  const defaultMode: Mode = requested.length === 0 || requested.length === all.length ? 'full' : 'chosen';
  const currentMode = mode ?? defaultMode;
  const picked = chosen ?? new Set(requested.length ? requested : readOnly);
  const scopes = currentMode === 'full' ? all : currentMode === 'read' ? readOnly : all.filter((s) => picked.has(s));

  const answer = async (decision: 'approve' | 'deny') => {
    setBusy(true);
    setError(null);
    try {
      const body = decision === 'approve' ? { decision, scopes, app_id: appId || null } : { decision };
      const { redirect_to } = await api('POST', `/api/studio/oauth/requests/${encodeURIComponent(requestId)}`, body);
      window.location.assign(redirect_to);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Connect an MCP client</h1>
      <Card>
        <p className="text-sm">
          <strong data-testid="client-name" className="break-all">
            {r.client_name}
          </strong>{' '}
          wants to use your Fine Structure apps through MCP.
        </p>
        <p className="mt-1 text-xs text-slate-600">
          After your answer you go back to <code data-testid="redirect-host">{r.redirect_host}</code>
          {r.client_kind === 'metadata_document' ? (
            <>
              {' '}
              · client published at <code className="break-all">{r.client_id}</code>
            </>
          ) : null}
        </p>
        <Notice tone="warn">
          Only approve if you started this from an MCP client you trust. Fine Structure never asks for your password here.
        </Notice>
      </Card>
      <Card title="Which apps">
        <label className="block text-sm">
          <span className="sr-only">Apps this client may use</span>
          <select
            data-testid="consent-app"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            value={appId}
            onChange={(e) => setAppId(e.target.value)}
          >
            <option value="">All my apps (and creating new ones)</option>
            {(apps.data?.apps ?? []).map((a: any) => (
              <option key={a.app_id} value={a.app_id}>
                Only {a.name}
              </option>
            ))}
          </select>
        </label>
      </Card>
      <Card title="Permissions">
        <fieldset className="space-y-1 text-sm">
          <legend className="sr-only">Permissions</legend>
          {(
            [
              ['read', 'Read-only: look at apps, files, data and settings'],
              ['full', 'Full access: build, change, publish and manage'],
              ['chosen', 'Let me choose'],
            ] as const
          ).map(([m, label]) => (
            <label key={m} className="flex items-center gap-2">
              <input type="radio" name="mode" value={m} checked={currentMode === m} onChange={() => setMode(m)} />
              {label}
            </label>
          ))}
        </fieldset>
        {currentMode === 'chosen' ? (
          <div className="mt-2 grid gap-1 sm:grid-cols-2" data-testid="consent-scopes">
            {all.map((s) => (
              <label key={s} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={picked.has(s)}
                  onChange={(e) => {
                    const next = new Set(picked);
                    if (e.target.checked) next.add(s);
                    else next.delete(s);
                    setChosen(next);
                  }}
                />
                <span>
                  <code>{s}</code> <span className="text-slate-600">— {described[s]}</span>
                </span>
              </label>
            ))}
          </div>
        ) : (
          <ul className="mt-2 space-y-0.5 text-xs text-slate-600" data-testid="consent-granted">
            {scopes.map((s) => (
              <li key={s}>
                <code>{s}</code> — {described[s]}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ErrorNote error={error} />
      <div className="flex gap-2">
        <Button disabled={busy || scopes.length === 0} onClick={() => answer('approve')}>
          Approve
        </Button>
        <Button kind="secondary" disabled={busy} onClick={() => answer('deny')}>
          Deny
        </Button>
      </div>
    </div>
  );
}
