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

type Named = { title?: unknown; reference?: unknown; name?: unknown };
const nameOf = (record: Named) => record.title ?? record.reference ?? record.name;

/**
 * A change's title for lists (a scripture's is its reference, a contact's its name): as the member
 * wrote it, or, for a change or deletion that leaves the title alone, the record's title as the
 * device shows it.
 */
export function titleOf(change: QueuedChange, environment: Environment): string {
  const own = String(nameOf(change.fields) ?? '').trim();
  if (own) return own;
  const record = environment.getStore().getSource().get(recordKeyOf(change)) as Named | null | undefined;
  const shown = record ? nameOf(record) : undefined;
  return typeof shown === 'string' ? shown.trim() : '';
}
