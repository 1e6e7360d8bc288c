// The retention schedule (docs/product/privacy.md): every instance removes expired householder
// records a minute after it starts and then every six hours. Removing is idempotent, so several
// instances may run it; a failure is logged and tried again at the next run.
import type { Db } from '../../db.ts';
import { log } from '../../lib/log.ts';
import { purgeExpired } from './service.ts';

export const FIRST_RUN_MS = 60_000;
export const EVERY_MS = 6 * 60 * 60_000;

/** Starts the schedule; answers the function that stops it. */
export function startRetentionSchedule(db: Db, purge: (db: Db) => ReturnType<typeof purgeExpired> = purgeExpired): () => void {
  let timer: NodeJS.Timeout;
  let stopped = false;
  const run = async () => {
    try {
      const { notesDeleted, housesCleared } = await purge(db);
      if (notesDeleted || housesCleared) log.info({ event: 'retention', message: 'Expired householder records removed', notesDeleted, housesCleared });
    } catch (error) {
      log.error({ event: 'retention-failed', message: 'Removing expired householder records failed', error });
    }
    if (!stopped) timer = setTimeout(run, EVERY_MS).unref();
  };
  timer = setTimeout(run, FIRST_RUN_MS).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
