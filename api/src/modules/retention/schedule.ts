// The retention schedule (docs/product/privacy.md): every instance removes expired householder
// records a minute after it starts and then every six hours. Removing is idempotent, so several
// instances may run it; a failure is logged and tried again at the next run.
import type { Db } from '../../db.ts';
import { log } from '../../lib/log.ts';
import { repeat } from '../../lib/repeat.ts';
import { purgeExpired } from './service.ts';

export const FIRST_RUN_MS = 60_000;
export const EVERY_MS = 6 * 60 * 60_000;

/** Starts the schedule; answers the function that stops it. */
export function startRetentionSchedule(db: Db, purge: (db: Db) => ReturnType<typeof purgeExpired> = purgeExpired): () => void {
  return repeat(
    async () => {
      const { notesDeleted, housesCleared, returnVisitsDeleted } = await purge(db);
      if (notesDeleted || housesCleared || returnVisitsDeleted) {
        log.info({ event: 'retention', message: 'Expired householder records removed', notesDeleted, housesCleared, returnVisitsDeleted });
      }
    },
    {
      firstMs: FIRST_RUN_MS,
      everyMs: EVERY_MS,
      onError: (error) => log.error({ event: 'retention-failed', message: 'Removing expired householder records failed', error }),
    },
  );
}
