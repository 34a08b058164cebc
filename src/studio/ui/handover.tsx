/**
 * What the claim page and the invitation page share: the link's token (read from the fragment, kept
 * in localStorage so it survives signing up and confirming the address, dropped once used), and the
 * steps before accepting: sign up or sign in with the invited address, confirm it, accept.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { api } from './api.ts';
import { useSession } from './session.tsx';
import { Button, ErrorNote, Loading, Notice } from './ui.tsx';

export type HandoverKind = 'claim' | 'invitation';

const storageKey = (kind: HandoverKind) => `svc_pending_${kind}`;

/** The token of the link this page was opened with (taken out of the address bar), or the one kept from before. */
export function useLinkToken(kind: HandoverKind): string | null {
  const [token] = useState<string | null>(() => {
    const m = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(window.location.hash);
    if (m) {
      localStorage.setItem(storageKey(kind), m[1]!);
      history.replaceState(null, '', window.location.pathname + window.location.search);
      return m[1]!;
    }
    return localStorage.getItem(storageKey(kind));
  });
  return token;
}

export const forgetLinkToken = (kind: HandoverKind) => localStorage.removeItem(storageKey(kind));

/** Whether a claim or invitation is waiting for this browser (the address confirmation page offers to continue). */
export const pendingHandover = (): HandoverKind | null =>
  localStorage.getItem(storageKey('claim')) ? 'claim' : localStorage.getItem(storageKey('invitation')) ? 'invitation' : null;

export interface Offer {
  status: string;
  signed_in_as: string | null;
  email_matches: boolean;
  email_verified: boolean;
  app_id: string | null;
}

/** Loads what the link offers; `reload` after the session changes. */
export function useOffer<T extends Offer>(kind: HandoverKind, token: string | null) {
  const [offer, setOffer] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(() => {
    if (!token) return;
    api<T>('POST', kind === 'claim' ? '/api/studio/claims/inspect' : '/api/studio/invitations/inspect', { token })
      .then((o) => (setOffer(o), setError(null)))
      .catch(setError);
  }, [kind, token]);
  useEffect(reload, [reload]);
  return { offer, error, reload };
}

/**
 * The steps before accepting, for an offer made to `email`: sign up or sign in with it, confirm it,
 * then `children` (the accept button). `path` is this page, to come back to after signing in.
 */
export function AcceptSteps({
  email,
  offer,
  path,
  onChanged,
  children,
}: {
  email: string;
  offer: Offer;
  path: string;
  onChanged(): void;
  children: ReactNode;
}) {
  const { account, signOut, refresh } = useSession();
  const [sent, setSent] = useState<unknown>(null);
  if (!account) {
    const next = encodeURIComponent(path);
    return (
      <div className="space-y-3">
        <p className="text-sm">
          Sign up or sign in with <strong>{email}</strong> to accept.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            className="rounded-md bg-indigo-600 px-3 py-2 text-sm font-medium text-white"
            to={`/studio/signup?email=${encodeURIComponent(email)}&next=${next}`}
          >
            Create an account
          </Link>
          <Link className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium" to={`/studio/signin?next=${next}`}>
            Sign in
          </Link>
        </div>
      </div>
    );
  }
  if (!offer.email_matches) {
    return (
      <div className="space-y-3">
        <Notice tone="warn">
          This link is for <strong>{email}</strong>, and you are signed in as <strong>{account.email}</strong>. Sign out, then sign in or
          sign up with {email}.
        </Notice>
        <Button kind="secondary" onClick={async () => (await signOut(), onChanged())}>
          Sign out
        </Button>
      </div>
    );
  }
  if (!offer.email_verified) {
    return (
      <div className="space-y-3">
        <Notice tone="warn">
          Confirm your address first: we sent a confirmation link to <strong>{email}</strong>. Open it, then come back to this page.
        </Notice>
        <div className="flex flex-wrap gap-2">
          <Button kind="secondary" onClick={async () => (await refresh(), onChanged())}>
            I have confirmed it
          </Button>
          <Button
            kind="secondary"
            onClick={() =>
              api('POST', '/api/studio/verify-email/resend')
                .then(() => setSent('sent'))
                .catch(setSent)
            }
          >
            Send the link again
          </Button>
        </div>
        {sent === 'sent' ? <Notice>A new confirmation link is on its way.</Notice> : <ErrorNote error={sent} />}
      </div>
    );
  }
  return <>{children}</>;
}

/**
 * The accept step: posts the link's token, forgets the link once it is used, and on a refusal shows
 * why and reloads the offer (it may have expired or been withdrawn meanwhile).
 */
export function AcceptButton<T>({
  kind,
  token,
  label,
  busyLabel,
  onAccepted,
  onRefused,
}: {
  kind: HandoverKind;
  token: string;
  label: string;
  busyLabel: string;
  onAccepted(result: T): void;
  onRefused(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <>
      <ErrorNote error={error} />
      <Button
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            onAccepted(await api<T>('POST', kind === 'claim' ? '/api/studio/claims/accept' : '/api/studio/invitations/accept', { token }));
            forgetLinkToken(kind);
          } catch (err) {
            setError(err);
            onRefused();
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}

/** The page once the offer is taken (now or before): what happened, and the way to the app. */
export function Accepted({ testId, text, appId }: { testId: string; text: string; appId: string | null }) {
  return (
    <div className="space-y-2" data-testid={testId}>
      <Notice tone="ok">{text}</Notice>
      {appId ? (
        <Link className="text-indigo-700 underline" to={`/studio/apps/${encodeURIComponent(appId)}`}>
          Open the app
        </Link>
      ) : null}
    </div>
  );
}

export function MissingLink({ what }: { what: string }) {
  return <Notice tone="warn">This page needs the whole {what} link from your mail. Open the link from the message again.</Notice>;
}

export { Loading };
