// "Are you safe?" on a phone with the app closed (docs/product/check-ins.md): the push worker
// (web/public/push-sw.js, run in a sandbox standing in for the worker's global scope) shows the
// member's two answers as buttons, posts the one pressed to the check-in API with the member's
// session, opens the app when the server did not take it, and posts to no other path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { expect, test, vi } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '../../../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://ministry.example';
const ACTIONS = [
  { action: 'safe', title: "I'm safe", post: '/api/check-ins/7/end', body: {} },
  { action: 'extend', title: 'Extend 15 min', post: '/api/check-ins/7/extend', body: { minutes: 15 } },
];

function worker(fetchOk: boolean) {
  const handlers: Record<string, (event: any) => void> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: any) => void) => void (handlers[type] = handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) },
  };
  const fetch = vi.fn(async () => ({ ok: fetchOk }));
  runInNewContext(source, { self, URL, fetch });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { self, fetch, dispatch };
}

const push = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

test('the notification carries I’m safe and Extend 15 min; a press posts the answer and opens nothing', async () => {
  const { self, fetch, dispatch } = worker(true);
  await dispatch('push', push({ title: 'Are you safe?', body: 'Due at 14:30', url: '/service-group', tag: 'check-in-7-due', drill: false, actions: ACTIONS }));
  const [, options] = (self.registration.showNotification.mock.calls[0] as unknown as [string, any]);
  expect(options.actions).toEqual([
    { action: 'safe', title: "I'm safe" },
    { action: 'extend', title: 'Extend 15 min' },
  ]);
  await dispatch('notificationclick', { action: 'extend', notification: { close: vi.fn(), data: options.data } });
  expect(fetch).toHaveBeenCalledWith('/api/check-ins/7/extend', expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{"minutes":15}' }));
  expect(self.clients.openWindow).not.toHaveBeenCalled();
});

test('an answer the server did not take opens the app, where the card asks again', async () => {
  const { self, dispatch } = worker(false);
  await dispatch('push', push({ title: 'Are you safe?', url: '/service-group', actions: ACTIONS }));
  const [, options] = (self.registration.showNotification.mock.calls[0] as unknown as [string, any]);
  await dispatch('notificationclick', { action: 'safe', notification: { close: vi.fn(), data: options.data } });
  expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/service-group`);
});

test('a button naming any other path is dropped', async () => {
  const { self, dispatch } = worker(true);
  await dispatch('push', push({ title: 'x', actions: [{ action: 'x', title: 'Do it', post: '/api/admin/users/1', body: {} }] }));
  const [, options] = (self.registration.showNotification.mock.calls[0] as unknown as [string, any]);
  expect(options.actions).toBeUndefined();
});
