// The signed-in member's outbox and the delivery engine's state, kept current for the screens.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { recordKeyOf, type QueuedChange } from './engine.ts';
import { isOnline, waitingAt } from './waiting.ts';
import { engineStatus, knownOutbox, onEngineStatus, viewerIdOf, watchOutbox } from './sync.ts';

const NONE: readonly QueuedChange[] = [];

export function usePendingChanges(): readonly QueuedChange[] {
  const environment = useRelayEnvironment();
  const owner = viewerIdOf(environment);
  // The first render already lists what is known to wait; the outbox's own read follows.
  const [read, setRead] = useState<{ owner: string | null; changes: readonly QueuedChange[] }>(() => ({ owner, changes: owner ? knownOutbox(owner) : [] }));
  useEffect(() => {
    if (!owner) return;
    return watchOutbox(owner, (changes) => setRead({ owner, changes }));
  }, [owner]);
  if (read.owner === owner) return read.changes;
  return owner ? knownOutbox(owner) : NONE;
}

/**
 * The writes the screens list as waiting to sync (docs/product/offline.md): those the server
 * refused, every write while the device is offline, and a write still not delivered
 * a moment after it was made (waiting.ts). Whether the member may sign out asks usePendingChanges.
 */
export function useWaitingChanges(): QueuedChange[] {
  const changes = usePendingChanges();
  const [now, setNow] = useState(Date.now);
  const [online, setOnline] = useState(isOnline);
  useEffect(() => {
    const update = () => {
      setOnline(isOnline());
      setNow(Date.now());
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  // What the last render listed stays listed until delivered (a delivered change leaves the outbox
  // and this set with it); the first change not yet listed is listed when its time comes.
  const listed = useRef<ReadonlySet<string>>(new Set());
  const { waiting, nextAt } = waitingAt(changes, now, online, listed.current);
  listed.current = new Set(waiting.map((c) => c.clientId));
  useEffect(() => {
    if (nextAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextAt - Date.now()));
    return () => clearTimeout(timer);
  }, [nextAt]);
  return waiting;
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
