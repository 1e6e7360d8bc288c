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

test('code fetched ahead is fetched once the page is quiet and no delivery is under way', async () => {
  vi.useFakeTimers();
  const load = vi.fn(() => Promise.resolve());
  setDelivering(true);
  fetchAhead(load);
  await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
  expect(load).not.toHaveBeenCalled();
  setDelivering(false);
  await vi.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledOnce();
});

test('the parts that wait for the first screen (the header’s menus) wait for a delivery under way too', async () => {
  vi.useFakeTimers();
  const run = vi.fn();
  setDelivering(true);
  afterQuietAndFree(run);
  await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
  expect(run).not.toHaveBeenCalled();
  setDelivering(false);
  await vi.advanceTimersByTimeAsync(0);
  expect(run).toHaveBeenCalledOnce();
});
