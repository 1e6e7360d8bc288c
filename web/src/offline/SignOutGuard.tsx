// Asked by sign-out when writes of this member have not reached the server (sign-out.ts): wait
// until they are delivered, export them to a file, or stay signed in. Nothing is erased unasked.
// GPS points recorded without signal are writes like any other.
import { useEffect, useState } from 'react';
import { fetchAhead } from '../lib/after-quiet.ts';
import { ShellPart } from '../platform/shell-part.tsx';
import { onSignOutRequest, type SignOutRequest } from './sign-out.ts';
import { deliverNow } from './sync.ts';
import { usePendingChanges } from './usePendingChanges.ts';

// The question's code loads when it is asked, and is fetched ahead once the first screen is done,
// so a sign-out with no signal still finds it.
const signOutDialog = async () => (await import('./SignOutDialog.tsx')).SignOutDialog;

export function SignOutGuard() {
  const [request, setRequest] = useState<SignOutRequest | null>(null);
  const [waiting, setWaiting] = useState(false);
  const changes = usePendingChanges();

  useEffect(() => fetchAhead(signOutDialog), []);

  useEffect(() => onSignOutRequest((next) => {
    setRequest(next);
    setWaiting(false);
  }), []);

  // Waiting: keep delivering; sign out once the outbox is empty.
  useEffect(() => {
    if (!request || !waiting) return;
    if (changes.length === 0) {
      request.answer(true);
      return;
    }
    void deliverNow();
    const timer = setInterval(() => void deliverNow(), 5000);
    return () => clearInterval(timer);
  }, [request, waiting, changes.length]);

  if (!request) return null;
  return (
    <ShellPart
      load={signOutDialog}
      closeWhenFailed={() => request.answer(false)}
      request={request}
      changes={changes}
      waiting={waiting}
      onWait={() => setWaiting(true)}
    />
  );
}
