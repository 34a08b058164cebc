import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../api.ts';
import { pendingHandover } from '../handover.tsx';
import { useSession } from '../session.tsx';
import { ErrorNote, Loading, Notice } from '../ui.tsx';

export default function VerifyEmail() {
  const [params] = useSearchParams();
  const { refresh } = useSession();
  const [state, setState] = useState<'busy' | 'ok' | unknown>('busy');
  useEffect(() => {
    api('POST', '/api/studio/verify-email', { token: params.get('token') ?? '' })
      .then(() => (setState('ok'), refresh()))
      .catch((err) => setState(err));
  }, [params, refresh]);
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Confirm your address</h1>
      {state === 'busy' ? (
        <Loading what="Confirming" />
      ) : state === 'ok' ? (
        <>
          <Notice tone="ok">Your address is confirmed.</Notice>
          {pendingHandover() ? (
            <Link className="block text-indigo-700 underline" to={`/studio/${pendingHandover()}`}>
              Continue with the {pendingHandover() === 'claim' ? 'app you were offered' : 'invitation'}
            </Link>
          ) : null}
        </>
      ) : (
        <ErrorNote error={state} />
      )}
      <Link className="text-indigo-700 underline" to="/">
        Go to the studio
      </Link>
    </div>
  );
}
