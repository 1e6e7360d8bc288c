// The signed-in member's outbox and the delivery engine's state, kept current for the screens.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { QueuedChange } from './engine.ts';
import { engineStatus, onEngineStatus, viewerIdOf, watchOutbox } from './sync.ts';

export function usePendingChanges(): QueuedChange[] {
  const environment = useRelayEnvironment();
  const owner = viewerIdOf(environment);
  const [changes, setChanges] = useState<QueuedChange[]>([]);
  useEffect(() => {
    if (!owner) {
      setChanges([]);
      return;
    }
    return watchOutbox(owner, setChanges);
  }, [owner]);
  return changes;
}

export const useEngineStatus = () => useSyncExternalStore(onEngineStatus, engineStatus);

/** A change's title as the member wrote it, for lists. */
export const titleOf = (change: QueuedChange) => String(change.fields.title ?? '').trim();
