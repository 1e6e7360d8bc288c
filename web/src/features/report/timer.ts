// The timer's arithmetic on the device (docs/product/report.md, "Timer"). A run is kept on the
// device, never on the server, so Start, Pause, Resume and Stop work with no signal: it is the
// time counted by earlier pauses plus, while it runs, the time since the device's clock said it
// started. Stop rounds it down as the member chose and writes one entry of the device's day through
// the one write path, under the run's own id, so one run can never become two entries.
import type { TimerRounding } from '../../__generated__/ReportPageQuery.graphql';
import type { DeviceRun } from '../../offline/db.ts';
import { deviceToday, type TimerSnapshot } from './format.ts';

export type { DeviceRun };


/** The longest entry a run can make: one day (the rule of every entry). */
export const MAX_TIMER_MINUTES = 24 * 60;
const STEP_MINUTES: Record<string, number> = { NONE: 1, QUARTER_HOUR: 15, HALF_HOUR: 30, HOUR: 60 };

/** Milliseconds counted at `now`. A clock set back never counts below what was already counted. */
function countedAt(run: DeviceRun, now: number): number {
  return run.countedMs + (run.runningSince === null ? 0 : Math.max(0, now - run.runningSince));
}

export function runSeconds(run: DeviceRun | null, now: number): number {
  return run ? Math.floor(countedAt(run, now) / 1000) : 0;
}

export function startRun(run: DeviceRun | null, owner: string, now: number, newId: () => string): DeviceRun {
  if (run?.runningSince != null) return run;
  return run ? { ...run, runningSince: now } : { owner, id: newId(), countedMs: 0, runningSince: now };
}

export function pauseRun(run: DeviceRun, now: number): DeviceRun {
  if (run.runningSince === null) return run;
  // A run shorter than a second still counts as one: a paused timer reads "Paused", not "Not started".
  return { ...run, countedMs: Math.max(1000, countedAt(run, now)), runningSince: null };
}

/** The entry Stop makes: whole minutes rounded down to the member's step, at most a day (0: none). */
export function stopMinutes(run: DeviceRun, now: number, rounding: TimerRounding): number {
  const step = STEP_MINUTES[rounding] ?? 1;
  const minutes = Math.floor(countedAt(run, now) / 60_000 / step) * step;
  return Math.min(minutes, MAX_TIMER_MINUTES);
}

/** The day Stop writes the entry on: the device's calendar day when it was pressed. */
export const stopDay = (now: number): string => deviceToday(new Date(now));

/**
 * A run the server still kept (from an app before the timer moved to the device), taken over by
 * this device. Its length is measured on the server's clock up to its answer, then counted on the
 * device's from now, so a device clock set differently adds nothing. When the device already has
 * a run of its own, the longer of the two is kept: a member is not in two places at once, so the
 * two would count the same time twice.
 */
export function adoptServerRun(run: DeviceRun | null, server: TimerSnapshot, owner: string, now: number, newId: () => string): DeviceRun | null {
  const serverMs = server.elapsedSeconds * 1000;
  if (serverMs <= 0) return run;
  const sinceStart = server.running && server.startedAt ? Math.max(0, Date.parse(server.at) - Date.parse(server.startedAt)) : 0;
  const taken: DeviceRun = {
    owner,
    id: newId(),
    countedMs: Math.max(0, serverMs - sinceStart),
    runningSince: server.running ? now - Math.min(sinceStart, serverMs) : null,
  };
  if (!run) return taken;
  return countedAt(taken, now) > countedAt(run, now) ? { ...taken, id: run.id } : run;
}
