/**
 * The approval page of `svc connect`: the signed-in owner sees which computer asks, the connection
 * code to compare with the terminal, the access asked for (read-only or full, all apps or one),
 * and approves or denies. The connector then collects its token (never shown here).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api.ts';
import { useSession } from '../session.tsx';
import { Button, Card, ErrorNote, Loading, Notice, useLoad } from '../ui.tsx';

interface ConnectView {
  request_id: string;
  status: 'pending' | 'approved' | 'denied' | 'consumed' | 'expired';
  connection_code: string;
  client_name: string;
  access: 'full' | 'read';
  scopes: string[];
  app: { app_id: string; name: string | null; owned: boolean } | null;
  expires_at: string;
  message: string | null;
}

export default function Connect() {
  const [params] = useSearchParams();
  const requestId = params.get('request_id') ?? '';
  const { account } = useSession();
  const path = `/api/studio/connect/${encodeURIComponent(requestId)}`;
  const loaded = useLoad(() => (requestId ? api<ConnectView>('GET', path) : Promise.resolve(null)), [requestId]);
  const [decided, setDecided] = useState<ConnectView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const view = decided ?? loaded.data;

  const decide = async (decision: 'approve' | 'deny') => {
    setBusy(true);
    setError(null);
    try {
      setDecided(await api<ConnectView>('POST', `${path}/${decision}`));
    } catch (err) {
      setError(err);
      loaded.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Connect a computer</h1>
      {!requestId ? (
        <Notice tone="warn">
          Open this page from the URL that <code>svc connect</code> printed.
        </Notice>
      ) : null}
      {loaded.loading && !view ? <Loading /> : null}
      <ErrorNote error={loaded.error} />
      {view ? (
        <Card>
          <div className="space-y-3 text-sm">
            <p>
              The command-line connector on <strong className="break-all">{view.client_name}</strong> asks to use your account
              {account ? ` (${account.email})` : ''} through MCP.
            </p>
            <div>
              <div className="text-slate-600">Connection code</div>
              <div data-testid="connection-code" className="font-mono text-2xl font-semibold tracking-widest">
                {view.connection_code}
              </div>
              <div className="text-xs text-slate-500">Approve only if your terminal shows the same code.</div>
            </div>
            <dl className="grid grid-cols-[8rem_1fr] gap-1" data-testid="connect-access">
              <dt className="text-slate-600">Permissions</dt>
              <dd>
                {view.access === 'read' ? 'Read-only' : 'Full access'}{' '}
                <span className="text-xs text-slate-500">({view.scopes.join(', ')})</span>
              </dd>
              <dt className="text-slate-600">Apps</dt>
              <dd>
                {view.app
                  ? view.app.owned
                    ? `Only ${view.app.name} (${view.app.app_id})`
                    : `App ${view.app.app_id}, which this account does not own`
                  : 'All your apps, and new ones'}
              </dd>
            </dl>
            {view.status === 'pending' ? (
              <>
                {view.app && !view.app.owned ? (
                  <Notice tone="warn">This request names an app of another account: sign in as its owner, or deny it.</Notice>
                ) : null}
                <ErrorNote error={error} />
                <div className="flex gap-2">
                  <Button disabled={busy || (!!view.app && !view.app.owned)} onClick={() => decide('approve')}>
                    Approve
                  </Button>
                  <Button kind="secondary" disabled={busy} onClick={() => decide('deny')}>
                    Deny
                  </Button>
                </div>
                <p className="text-xs text-slate-500">
                  The connector receives a token named “svc connect on {view.client_name}”; you can revoke it any time on the Tokens page.
                </p>
              </>
            ) : (
              <div data-testid="connect-result">
                {view.status === 'approved' ? (
                  <Notice tone="ok">Approved. The connector on {view.client_name} is collecting its token; you can close this page.</Notice>
                ) : view.status === 'consumed' && decided ? (
                  <Notice tone="ok">Approved. The connector received its token; you can close this page.</Notice>
                ) : (
                  <Notice tone="warn">{view.message}</Notice>
                )}
                <ErrorNote error={error} />
              </div>
            )}
          </div>
        </Card>
      ) : null}
    </div>
  );
}
