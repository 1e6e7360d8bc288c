import { expect, test } from 'vitest';
import { WAITING_AFTER_MS, waitingAt } from './waiting.ts';

let ids = 0;
const made = (madeAt: number, state: 'queued' | 'refused' = 'queued') => ({ clientId: `c${++ids}`, madeAt, state });

test('online, a write just made is not listed until it has waited a moment, and says when it will be', () => {
  const change = made(10_000);
  expect(waitingAt([change], 10_000, true)).toEqual({ waiting: [], nextAt: 10_000 + WAITING_AFTER_MS });
  expect(waitingAt([change], 10_000 + WAITING_AFTER_MS - 1, true).waiting).toEqual([]);
  expect(waitingAt([change], 10_000 + WAITING_AFTER_MS, true)).toEqual({ waiting: [change], nextAt: null });
});

test('offline, every write is listed at once; a refused one is listed at once online too', () => {
  const queued = made(10_000);
  const refused = made(10_000, 'refused');
  expect(waitingAt([queued], 10_000, false)).toEqual({ waiting: [queued], nextAt: null });
  expect(waitingAt([queued, refused], 10_000, true)).toEqual({ waiting: [refused], nextAt: 10_000 + WAITING_AFTER_MS });
});

test('writes kept from before (a restart) are listed at once; the next time is the earliest of the rest', () => {
  const old = made(0);
  const newer = made(50_000);
  const newest = made(50_500);
  expect(waitingAt([newest, old, newer], 50_600, true)).toEqual({ waiting: [old], nextAt: 50_000 + WAITING_AFTER_MS });
});

test('a write listed while offline stays listed when the connection returns, until it is delivered', () => {
  const change = made(10_000);
  const { waiting } = waitingAt([change], 10_100, false);
  expect(waitingAt([change], 10_200, true, new Set(waiting.map((c) => c.clientId))).waiting).toEqual([change]);
});
