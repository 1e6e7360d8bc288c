// What each step of a check-in leaves behind: a row of its audit (CheckInEvent, with who and
// when), a live event for every screen that may see it, and a word to the admin dashboards, which
// count the steps. The clock every rule and the sweep read is here too, replaceable per app so the
// tests move check-ins along on a fake clock without waiting (useCheckInClock).
import type { Config } from '../../config.ts';
import { whenCommitted, type Context } from '../../access/context.ts';
import type { Db } from '../../db.ts';
import type { CheckIn } from '../../generated/sqlite/client.ts';
import { log } from '../../lib/log.ts';
import type { PubSub } from '../../pubsub.ts';
import type { CheckInChange } from './events.ts';
import type { CheckInStep } from './inputs.ts';

export type { CheckInChange };

/** What the sweep and the rules need of the app. */
export interface StepDeps {
  db: Db;
  config: Config;
  pubsub: PubSub;
  afterCommit?: Context['afterCommit'];
}

/** What the pubsub carries when a check-in changes: enough for each subscriber to decide whether it may hear it. */
const clocks = new WeakMap<Config, () => Date>();

/** Replaces the app's clock for check-ins (tests); the server's own clock otherwise. */
export function useCheckInClock(deps: { config: Config }, clock: () => Date): void {
  clocks.set(deps.config, clock);
}

export const nowOf = (deps: { config: Config }): Date => clocks.get(deps.config)?.() ?? new Date();

/** Keeps the step in the check-in's audit. Never fails its caller: the step itself is done. */
export async function recordStep(
  deps: Pick<StepDeps, 'db' | 'config'>,
  checkIn: CheckIn,
  step: CheckInStep,
  actor: { id: number; fullName: string } | null,
  detail?: string | null,
  at: Date = nowOf(deps),
): Promise<void> {
  try {
    await deps.db.checkInEvent.create({
      data: { checkInId: checkIn.id, kind: step, actorId: actor?.id ?? null, actorName: actor?.fullName ?? null, detail: detail?.slice(0, 200) ?? null, at },
    });
  } catch (error) {
    log.error({ event: 'check-in-step-not-recorded', step, error });
  }
}

/**
 * Tells every screen that may see the check-in, once its change is committed. `wasEscalated`: the
 * admins saw it before this change (an extension clears the escalation), so they hear it settle.
 */
export function publishStep(deps: StepDeps, checkIn: CheckIn, step: CheckInStep, wasEscalated = false): Promise<void> {
  const escalated = wasEscalated || checkIn.escalatedAt !== null;
  const change: CheckInChange = { id: checkIn.id, userId: checkIn.userId, groupId: checkIn.groupId, escalated, step };
  return whenCommitted(deps as Context, (committed) => {
    committed.pubsub.publish('check-in:changed', change);
    committed.pubsub.publish('admin:activity', { kind: `check-in-${step}` });
  });
}
