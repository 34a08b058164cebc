import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { tool } from '../api.ts';
import { Button, Card, ErrorNote, Loading, Notice, useLoad } from '../ui.tsx';

const MODES: Array<[string, string]> = [
  ['private', 'Private: only you (signed in here, or through an owner link)'],
  ['public_auth', 'Members: the URL opens, app sign-in required'],
  ['public_open', 'Public: anyone with the link'],
];

/** Publishing: access mode, subdomain with an availability check, links with their statuses. */
export default function AppPublish() {
  const { appId = '' } = useParams();
  const links = useLoad(() => tool('get_app_links', { app_id: appId }), [appId]);
  const [mode, setMode] = useState('private');
  const [label, setLabel] = useState('');
  const [check, setCheck] = useState<any>(null);
  const [busy, setBusy] = useState(false);
  const [msg, setMsg] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!label) return setCheck(null);
    const t = setTimeout(() => {
      tool('check_subdomain_available', { subdomain: label, app_id: appId })
        .then(setCheck)
        .catch((err) => setCheck({ status: 'error', reason: String(err.message) }));
    }, 300);
    return () => clearTimeout(t);
  }, [label, appId]);

  const all = links.data?.links ? Object.values(links.data.links) : [];
  return (
    <div className="space-y-4">
      {msg ? <Notice tone="ok">{msg}</Notice> : null}
      <ErrorNote error={error} />
      <Card title="Publish">
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Who can open it</legend>
          {MODES.map(([value, text]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="access" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {text}
            </label>
          ))}
        </fieldset>
        <Button
          className="mt-3"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              const r = await tool('publish_app', { app_id: appId, access_mode: mode });
              setMsg(`Published at ${r.url}`);
              links.reload();
            } catch (err) {
              setError(err);
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? 'Publishing…' : 'Publish the current files'}
        </Button>
      </Card>
      <Card title="Subdomain">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            setError(null);
            try {
              await tool('set_app_subdomain', { app_id: appId, subdomain: label });
              setMsg(label ? `The app now answers at ${label}.` : 'Subdomain cleared.');
              links.reload();
            } catch (err) {
              setError(err);
            }
          }}
        >
          <label className="text-sm">
            <span className="block font-medium">Label</span>
            <input
              aria-label="Subdomain label"
              className="rounded border border-slate-300 px-2 py-1"
              value={label}
              onChange={(e) => setLabel(e.target.value.toLowerCase())}
              placeholder="my-app"
            />
          </label>
          <Button type="submit" disabled={!!label && !!check && !['available', 'current'].includes(check.status)}>
            Set subdomain
          </Button>
          {check ? (
            <span
              data-testid="subdomain-check"
              className={`text-sm ${['available', 'current'].includes(check.status) ? 'text-green-700' : 'text-red-700'}`}
            >
              {check.status}
              {check.reason ? `: ${check.reason}` : ''}
            </span>
          ) : null}
        </form>
      </Card>
      <Card title="Links">
        {links.loading && !links.data ? <Loading /> : null}
        <ErrorNote error={links.error} />
        <ul className="space-y-2 text-sm" data-testid="links">
          {all.map((l: any) => (
            <li key={l.kind} className="flex flex-wrap items-baseline gap-2">
              <span className="w-28 font-medium">{l.kind}</span>
              {l.url ? (
                <a
                  className="text-indigo-700 underline break-all"
                  href={l.url}
                  target="_blank"
                  rel="noreferrer"
                  data-testid={`link-${l.kind}`}
                >
                  {l.url}
                </a>
              ) : (
                <span className="text-slate-400">none</span>
              )}
              <span className="rounded bg-slate-100 px-1 text-xs">{l.status}</span>
              <span className="w-full text-xs text-slate-500">{l.reason}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
