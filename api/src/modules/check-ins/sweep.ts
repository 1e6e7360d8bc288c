// The server's clock decides (docs/product/check-ins.md, "On the server's clock"). Every instance
// looks at the stored times once at start and then every CHECK_IN_SWEEP_SECONDS (20 s): an active
// check-in past its due time becomes due (its member is asked); one past its due time and the
// grace period becomes overdue (its group is told); one overdue and untaken past the second
// period reaches the group's overseer and the admins. Each move is computed from the stored due
// time alone, so a phone that is off, an app that is closed or a server that was down changes
// nothing: a check-in due during the downtime moves on at the first sweep after the start.
//
// Each move is claimed with one update conditional on the state it leaves (UPDATE … WHERE status =
// the old one): when two instances sweep at once, one claim changes the row and the other changes
// nothing, so the step is kept and told once, by the instance whose claim changed it. A single
// statement rather than a transaction: it holds no lock while the other instance waits.
import type { CheckIn, Prisma } from '../../generated/sqlite/client.ts';
import { log } from '../../lib/log.ts';
import { repeat } from '../../lib/repeat.ts';
import { appSettings } from '../settings/index.ts';
import type { CheckInStep } from './inputs.ts';
import { notifyStep, type PushKind } from './notify.ts';
import { nowOf, publishStep, recordStep, type StepDeps } from './steps.ts';

export interface Periods {
  graceMs: number;
  escalationMs: number;
}

/** The grace period and the second period: the admin's settings, unless a test's variables set them. */
export async function periodsOf(deps: StepDeps): Promise<Periods> {
  const { graceSeconds, escalationSeconds } = deps.config.checkIns;
  const settings = graceSeconds !== undefined && escalationSeconds !== undefined ? null : await appSettings(deps);
  return {
    graceMs: graceSeconds !== undefined ? graceSeconds * 1000 : settings!.checkInGraceMinutes * 60_000,
    escalationMs: escalationSeconds !== undefined ? escalationSeconds * 1000 : settings!.checkInEscalationMinutes * 60_000,
  };
}

interface Move {
  step: CheckInStep & PushKind;
  /** The check-ins that may have to move. */
  where: (now: Date, periods: Periods) => Prisma.CheckInWhereInput;
  /** The claim: the row as it was read must still be so. */
  claim: (row: CheckIn) => Prisma.CheckInWhereInput;
  data: (now: Date) => Prisma.CheckInUpdateManyMutationInput;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** In order: a check-in past every threshold at once is due, then overdue, then escalated, in one sweep. */
const MOVES: Move[] = [
  {
    step: 'due',
    where: (now) => ({ status: 'active', dueAt: { lte: now } }),
    claim: (row) => ({ id: row.id, status: 'active', dueAt: row.dueAt }),
    data: () => ({ status: 'due' }),
  },
  {
    step: 'overdue',
    where: (now, p) => ({ status: 'due', dueAt: { lte: before(now, p.graceMs) } }),
    claim: (row) => ({ id: row.id, status: 'due', dueAt: row.dueAt }),
    data: (now) => ({ status: 'overdue', overdueAt: now }),
  },
  {
    step: 'escalated',
    where: (now, p) => ({ status: 'overdue', escalatedAt: null, dueAt: { lte: before(now, p.graceMs + p.escalationMs) } }),
    claim: (row) => ({ id: row.id, status: 'overdue', escalatedAt: null, dueAt: row.dueAt }),
    data: (now) => ({ escalatedAt: now }),
  },
];

/** Moves every check-in whose time has come as of `now`; answers how many made each step here. */
export async function sweepCheckIns(deps: StepDeps, now = nowOf(deps)): Promise<Record<PushKind, number>> {
  const periods = await periodsOf(deps);
  const moved: Record<PushKind, number> = { due: 0, overdue: 0, escalated: 0 };
  for (const move of MOVES) {
    const rows = await deps.db.checkIn.findMany({ where: move.where(now, periods), orderBy: { dueAt: 'asc' }, take: 500 });
    for (const row of rows) {
      const { count } = await deps.db.checkIn.updateMany({ where: move.claim(row), data: move.data(now) });
      if (count !== 1) continue;
      const claimed = await deps.db.checkIn.findUniqueOrThrow({ where: { id: row.id } });
      await recordStep(deps, claimed, move.step, null, null, now);
      moved[move.step] += 1;
      await publishStep(deps, claimed, move.step);
      notifyStep(deps, move.step, claimed);
    }
  }
  return moved;
}

/** Sweeps at once, then every `config.checkIns.sweepMs`; answers the function that stops it. */
export function startCheckInSweep(deps: StepDeps): () => void {
  return repeat(
    async () => {
      const moved = await sweepCheckIns(deps);
      if (moved.due || moved.overdue || moved.escalated) log.info({ event: 'check-ins-swept', ...moved });
    },
    {
      firstMs: 0,
      everyMs: deps.config.checkIns.sweepMs,
      onError: (error) => log.error({ event: 'check-in-sweep-failed', message: 'Looking for due check-ins failed', error }),
    },
  );
}
