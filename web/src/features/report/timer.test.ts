// The timer kept on the device (docs/product/report.md, "Timer"): what it counts across pauses and
// a clock set back, what Stop makes of it, and how a run the server kept is taken over.
import { describe, expect, test } from 'vitest';
import { adoptServerRun, pauseRun, runSeconds, startRun, stopDay, stopMinutes, type DeviceRun } from './timer.ts';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const MIN = 60_000;
let ids = 0;
const newId = () => `run-${++ids}`;

describe('a run on the device', () => {
  test('counts runs between pauses, and Resume keeps the run and its id', () => {
    const started = startRun(null, 'owner-1', T0, newId);
    expect(started).toMatchObject({ owner: 'owner-1', countedMs: 0, runningSince: T0 });
    expect(startRun(started, 'owner-1', T0 + MIN, newId)).toBe(started);
    const paused = pauseRun(started, T0 + 25 * MIN);
    expect(runSeconds(paused, T0 + 90 * MIN)).toBe(25 * 60);
    const resumed = startRun(paused, 'owner-1', T0 + 60 * MIN, newId);
    expect(resumed.id).toBe(started.id);
    expect(runSeconds(resumed, T0 + 80 * MIN)).toBe(45 * 60);
  });

  test('paused at once it has counted a second, so it reads paused and not never started', () => {
    expect(pauseRun(startRun(null, 'o', T0, newId), T0).countedMs).toBe(1000);
  });

  test('a clock set back never takes away what was counted', () => {
    const run: DeviceRun = { owner: 'o', id: 'r', countedMs: 10 * MIN, runningSince: T0 };
    expect(runSeconds(run, T0 - 30 * MIN)).toBe(10 * 60);
    expect(pauseRun(run, T0 - 30 * MIN).countedMs).toBe(10 * MIN);
  });
});

describe('Stop', () => {
  const run: DeviceRun = { owner: 'o', id: 'r', countedMs: 20 * MIN, runningSince: T0 };
  test('rounds down to the member’s step', () => {
    // 20 minutes paused before plus 39 min 59 s of this run: 59 min 59 s.
    const now = T0 + 40 * MIN - 1000;
    expect(stopMinutes(run, now, 'NONE')).toBe(59);
    expect(stopMinutes(run, now, 'QUARTER_HOUR')).toBe(45);
    expect(stopMinutes(run, now, 'HALF_HOUR')).toBe(30);
    expect(stopMinutes(run, now, 'HOUR')).toBe(0);
  });

  test('never makes more than a day, the longest entry', () => {
    expect(stopMinutes(run, T0 + 3 * 24 * 60 * MIN, 'NONE')).toBe(24 * 60);
  });

  test('dates the entry on the device’s own calendar day', () => {
    const late = new Date(2026, 10, 24, 23, 59, 30).getTime();
    expect(stopDay(late)).toBe('2026-11-24');
    expect(stopDay(late + MIN)).toBe('2026-11-25');
  });
});

describe('a run the server kept, taken over', () => {
  const server = { running: true, startedAt: '2026-11-24T10:00:00.000Z', elapsedSeconds: 5 * 60 + 30 * 60, at: '2026-11-24T10:30:00.000Z' };

  test('counts on from its length on the server’s clock, whatever the device’s clock says', () => {
    // The device's clock is two hours off the server's.
    const now = Date.parse('2026-11-24T12:30:00.000Z');
    const taken = adoptServerRun(null, server, 'o', now, newId)!;
    expect(runSeconds(taken, now)).toBe(35 * 60);
    expect(runSeconds(taken, now + 10 * MIN)).toBe(45 * 60);
    const paused = adoptServerRun(null, { running: false, startedAt: null, elapsedSeconds: 600, at: server.at }, 'o', now, newId)!;
    expect(paused).toMatchObject({ countedMs: 600_000, runningSince: null });
  });

  test('beside a run of the device’s own, the longer one is kept under the device run’s id, never both', () => {
    const now = Date.parse('2026-11-24T10:30:00.000Z');
    const shorter: DeviceRun = { owner: 'o', id: 'mine', countedMs: 0, runningSince: now - 10 * MIN };
    const kept = adoptServerRun(shorter, server, 'o', now, newId)!;
    expect(kept.id).toBe('mine');
    expect(runSeconds(kept, now)).toBe(35 * 60);
    const longer: DeviceRun = { ...shorter, runningSince: now - 60 * MIN };
    expect(adoptServerRun(longer, server, 'o', now, newId)).toBe(longer);
  });

  test('nothing kept on the server changes nothing', () => {
    expect(adoptServerRun(null, { running: false, startedAt: null, elapsedSeconds: 0, at: server.at }, 'o', T0, newId)).toBeNull();
  });
});
