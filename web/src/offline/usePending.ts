// The records of an offline queue still waiting for the server, kept current as they change.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { QueuedRecord } from './db.ts';
import { pending, type QueueName } from './queue.ts';

export function usePending(queue: QueueName): QueuedRecord[] {
  const [records, setRecords] = useState<QueuedRecord[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => pending(queue)).subscribe({ next: setRecords, error: () => setRecords([]) });
    return () => subscription.unsubscribe();
  }, [queue]);
  return records;
}
