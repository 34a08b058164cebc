import { useState } from 'react';
import { AcceptButton, Accepted, AcceptSteps, MissingLink, useLinkToken, useOffer, type Offer } from '../handover.tsx';
import { Card, ErrorNote, Loading, Notice, when } from '../ui.tsx';

interface InvitationOffer extends Offer {
  app_name: string;
  owner_email: string;
  email: string;
  role: 'editor' | 'viewer';
  expires_at: string;
}

/** An invitee joins an app as editor or viewer (the link from the invitation mail). */
export default function Invitation() {
  const token = useLinkToken('invitation');
  const { offer, error, reload } = useOffer<InvitationOffer>('invitation', token);
  const [done, setDone] = useState<{ app_id: string } | null>(null);
  if (!token) return <MissingLink what="invitation" />;
  if (error) return <ErrorNote error={error} />;
  if (!offer) return <Loading what="Opening the invitation" />;
  const appId = done?.app_id ?? offer.app_id;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Join “{offer.app_name}”</h1>
      <Card>
        <p className="text-sm">
          {offer.owner_email} invited <strong>{offer.email}</strong> to this app as {offer.role === 'editor' ? 'an editor' : 'a viewer'}.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {offer.role === 'editor'
            ? 'Editors change files, change sets and prompts; publishing, data, domains and security stay with the owner.'
            : 'Viewers read the app; they change nothing.'}
        </p>
      </Card>
      {done || offer.status === 'accepted' ? (
        <Accepted
          testId="invitation-done"
          text={done ? 'You have joined the app.' : 'This invitation has already been accepted.'}
          appId={appId}
        />
      ) : offer.status === 'expired' ? (
        <Notice tone="warn">
          This invitation expired on {when(offer.expires_at)}. Ask {offer.owner_email} for a new one.
        </Notice>
      ) : offer.status === 'revoked' ? (
        <Notice tone="warn">This invitation was withdrawn by {offer.owner_email}.</Notice>
      ) : (
        <AcceptSteps email={offer.email} offer={offer} path="/studio/invitation" onChanged={reload}>
          <div className="space-y-2">
            <AcceptButton
              kind="invitation"
              token={token}
              label="Accept the invitation"
              busyLabel="Joining…"
              onAccepted={setDone}
              onRefused={reload}
            />
          </div>
        </AcceptSteps>
      )}
    </div>
  );
}
