import { afterEach, expect, test, vi } from 'vitest';
import { afterQuietAndFree, fetchAhead, QUIET_MS } from '../lib/after-quiet.ts';
import { deliveriesIdle, setDelivering } from './deliveries.ts';

afterEach(() => {
  setDelivering(false);
  vi.useRealTimers();
});

test('work that would share the link waits while the member’s writes are being sent', async () => {
  let idle = false;
  setDelivering(true);
  const waiting = deliveriesIdle().then(() => (idle = true));
  await Promise.resolve();
  expect(idle).toBe(false);
  setDelivering(false);
  await waiting;
  expect(idle).toBe(true);
  await expect(deliveriesIdle()).resolves.toBeUndefined();
});

// Code fetched ahead (dialogs), and the parts that wait for the first screen (the header's menus,
// the startup notices), once the page is quiet and no delivery is under way.
test.each([
  ['code fetched ahead', (run: () => void) => fetchAhead(async () => run())],
  ['the parts that wait for the first screen', (run: () => void) => afterQuietAndFree(run)],
])('%s waits for the page to be quiet and for a delivery under way', async (_what, start) => {
  vi.useFakeTimers();
  const run = vi.fn();
  setDelivering(true);
  start(run);
  await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
  expect(run).not.toHaveBeenCalled();
  setDelivering(false);
  await vi.advanceTimersByTimeAsync(0);
  expect(run).toHaveBeenCalledOnce();
});
