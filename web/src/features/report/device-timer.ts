// The timer's run kept on the device (IndexedDB, offline/db.ts) and its Stop (docs/product/report.md,
// "Timer"). Every change is a read-modify-write in one transaction, so two tabs never lose each
// other's press; the screens follow the stored run, so every tab shows the same.
import { liveQuery } from 'dexie';
import type { Environment } from 'relay-runtime';
import type { TimerRounding } from '../../__generated__/ReportPageQuery.graphql';
import { db } from '../../offline/db.ts';
import { newClientId } from '../../offline/engine.ts';
import { write } from '../../offline/sync.ts';
import { adoptServerRun, pauseRun, startRun, stopDay, stopMinutes, type DeviceRun } from './timer.ts';
import type { TimerSnapshot } from './format.ts';

/** Follows the account's run on this device (null when there is none). */
export function watchRun(owner: string, next: (run: DeviceRun | null) => void): () => void {
  const subscription = liveQuery(() => db.timers.get(owner)).subscribe({ next: (run) => next(run ?? null), error: () => next(null) });
  return () => subscription.unsubscribe();
}

function changeRun(owner: string, change: (run: DeviceRun | null) => DeviceRun | null): Promise<void> {
  return db.transaction('rw', db.timers, async () => {
    const next = change((await db.timers.get(owner)) ?? null);
    if (next) await db.timers.put(next);
    else await db.timers.delete(owner);
  });
}

export const startTimer = (owner: string) => changeRun(owner, (run) => startRun(run, owner, Date.now(), newClientId));
export const pauseTimer = (owner: string) => changeRun(owner, (run) => run && pauseRun(run, Date.now()));
/** A run the server answered it had kept (and has now let go of) is counted here from now on. */
export const adoptTimer = (owner: string, server: TimerSnapshot) =>
  changeRun(owner, (run) => adoptServerRun(run, server, owner, Date.now(), newClientId));

export interface Stopped {
  minutes: number;
  /** The entry waits on the device for a connection. */
  waiting: boolean;
}

/**
 * Stop: the run's time, rounded, becomes an entry of the device's day, written under the run's
 * id before the run is removed. Should the app close in between, the next Stop writes under the
 * same id, and the device and the server both keep one record per id, so the time is never
 * counted twice.
 */
export async function stopTimer(
  environment: Environment,
  owner: string,
  options: { rounding: TimerRounding; month: string; connection: string },
): Promise<Stopped | null> {
  const run = (await db.timers.get(owner)) ?? null;
  if (!run) return null;
  const now = Date.now();
  const minutes = stopMinutes(run, now, options.rounding);
  let waiting = false;
  if (minutes > 0) {
    const date = stopDay(now);
    ({ waiting } = await write(environment, {
      type: 'serviceEntry',
      action: 'create',
      clientId: run.id,
      fields: { date, minutes, kind: 'HOUSE_TO_HOUSE', credit: false, note: null, source: 'timer' },
      connections: date.startsWith(options.month) ? [options.connection] : undefined,
    }));
  }
  await changeRun(owner, (current) => (current?.id === run.id ? null : current));
  return { minutes, waiting };
}
