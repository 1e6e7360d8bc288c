// Replays the offline queue when the browser is online again, and once at start in case the app
// was closed while offline (spec 01 section 4).
import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { replay } from './queue.ts';

export function OfflineSync() {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const run = () => void replay(environment);
    if (navigator.onLine) run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [environment]);
  return null;
}
