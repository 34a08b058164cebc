import { useState } from 'react';
import { AcceptButton, Accepted, AcceptSteps, MissingLink, useLinkToken, useOffer, type Offer } from '../handover.tsx';
import { Card, ErrorNote, Loading, Notice, when } from '../ui.tsx';

interface ClaimOffer extends Offer {
  app_name: string;
  app_description: string;
  agent_email: string;
  agent_name: string;
  client_email: string;
  keep_agent_collaborator: boolean;
  expires_at: string;
}

/** A client takes over an app an agency built for them (the link from the claim mail). */
export default function Claim() {
  const token = useLinkToken('claim');
  const { offer, error, reload } = useOffer<ClaimOffer>('claim', token);
  const [done, setDone] = useState<{ app_id: string; agent_kept_as_editor: boolean } | null>(null);
  if (!token) return <MissingLink what="claim" />;
  if (error) return <ErrorNote error={error} />;
  if (!offer) return <Loading what="Opening the claim link" />;
  const from = offer.agent_name ? `${offer.agent_name} (${offer.agent_email})` : offer.agent_email;
  const appId = done?.app_id ?? offer.app_id;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Take over “{offer.app_name}”</h1>
      <Card>
        <p className="text-sm">
          {from} built this app for <strong>{offer.client_email}</strong>.
        </p>
        {offer.app_description ? <p className="mt-2 text-sm text-slate-600">{offer.app_description}</p> : null}
        <p className="mt-2 text-sm text-slate-600">
          When you accept, the app, its data, publication, domains and secrets become yours.{' '}
          {offer.keep_agent_collaborator
            ? `${offer.agent_email} stays on it as an editor (you can remove them under Sharing).`
            : `${offer.agent_email} keeps no access.`}
        </p>
      </Card>
      {done || offer.status === 'claimed' ? (
        <Accepted testId="claim-done" text={done ? 'The app is yours now.' : 'This app has already been claimed.'} appId={appId} />
      ) : offer.status === 'expired' ? (
        <Notice tone="warn">
          This claim link expired on {when(offer.expires_at)}. Ask {offer.agent_email} for a new one.
        </Notice>
      ) : offer.status === 'revoked' ? (
        <Notice tone="warn">This claim link was replaced or withdrawn. Ask {offer.agent_email} for the current link.</Notice>
      ) : (
        <AcceptSteps email={offer.client_email} offer={offer} path="/studio/claim" onChanged={reload}>
          <div className="space-y-2">
            <p className="text-sm text-slate-600">The link works until {when(offer.expires_at)}.</p>
            <AcceptButton
              kind="claim"
              token={token}
              label="Accept the app"
              busyLabel="Accepting…"
              onAccepted={setDone}
              onRefused={reload}
            />
          </div>
        </AcceptSteps>
      )}
    </div>
  );
}
