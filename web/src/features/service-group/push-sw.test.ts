// The push handler of the service worker (web/public/push-sw.js), run in a sandbox standing in
// for the worker's global scope: a push shows the notification, a click opens /service-group.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, test, vi } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '../../../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://ministry.example';

type Handler = (event: any) => void;

function worker(windows: any[] = []) {
  const handlers: Record<string, Handler> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => void (handlers[type] = handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  runInNewContext(source, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { self, dispatch };
}

const pushEvent = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

describe('push', () => {
  test('shows the alert with its title, body and tag, and keeps where a click goes', async () => {
    const { self, dispatch } = worker();
    await dispatch(
      'push',
      pushEvent({ title: 'Emergency: Ana is in trouble', body: 'Flooded road', url: '/service-group', tag: 'alert-7', drill: false }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('Emergency: Ana is in trouble', {
      body: 'Flooded road',
      tag: 'alert-7',
      renotify: true,
      requireInteraction: true,
      icon: '/icon.svg',
      badge: '/icon-maskable.svg',
      data: { url: `${ORIGIN}/service-group` },
    });
  });

  // The worker cannot read the message catalogue, so it writes no words of its own: the server
  // sends the notification's text in the member's language (docs/product/service-group.md).
  test('a push whose payload is not JSON shows its text as the title, for the group page', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', { data: { json: () => { throw new Error('not json'); }, text: () => 'plain text' } });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'plain text',
      expect.objectContaining({ body: '', data: { url: `${ORIGIN}/service-group` } }),
    );
  });

  test('a link to another site is replaced by the group page', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', pushEvent({ title: 'x', url: 'https://evil.example/phish' }));
    expect(self.registration.showNotification).toHaveBeenCalledWith('x', expect.objectContaining({ data: { url: `${ORIGIN}/service-group` } }));
  });
});

describe('notificationclick', () => {
  const click = () => {
    const notification = { close: vi.fn(), data: { url: `${ORIGIN}/service-group` } };
    return { notification };
  };

  test('opens /service-group when the app is closed', async () => {
    const { self, dispatch } = worker([]);
    const event = click();
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/service-group`);
  });

  test('focuses the group page when it is open, or brings an open window of the app to it', async () => {
    const onPage = { url: `${ORIGIN}/service-group`, focus: vi.fn(async () => undefined) };
    const first = worker([onPage]);
    await first.dispatch('notificationclick', click());
    expect(onPage.focus).toHaveBeenCalled();
    expect(first.self.clients.openWindow).not.toHaveBeenCalled();

    const focus = vi.fn(async () => undefined);
    const elsewhere = { url: `${ORIGIN}/notes`, focus, navigate: vi.fn(async () => ({ focus })) };
    const second = worker([elsewhere]);
    await second.dispatch('notificationclick', click());
    expect(elsewhere.navigate).toHaveBeenCalledWith(`${ORIGIN}/service-group`);
    expect(focus).toHaveBeenCalled();
    expect(second.self.clients.openWindow).not.toHaveBeenCalled();
  });
});
