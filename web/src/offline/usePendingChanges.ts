// The signed-in member's outbox and the delivery engine's state, kept current for the screens.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { recordKeyOf, type QueuedChange } from './engine.ts';
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

/**
 * A change's title for lists (a scripture's is its reference): as the member wrote it, or, for a change or deletion that leaves the
 * title alone, the record's title as the device shows it.
 */
export function titleOf(change: QueuedChange, environment: Environment): string {
  const own = String(change.fields.title ?? change.fields.reference ?? '').trim();
  if (own) return own;
  const record = environment.getStore().getSource().get(recordKeyOf(change)) as { title?: unknown; reference?: unknown } | null | undefined;
  const shown = record?.title ?? record?.reference;
  return typeof shown === 'string' ? shown.trim() : '';
}
