// Web Push for the service group, imported by the workbox service worker (vite.config.ts,
// workbox.importScripts). The API sends { title, body, url, tag, drill } for a red or orange alert
// or a roll-call; the notification shows it with the app closed, and a click opens the page
// (focusing an open window of the app when there is one). Only paths of this app are opened.
// The worker writes no words of its own (it cannot read the message catalogue): the server sends
// the text, and a payload that is not JSON is shown as the title (docs/product/service-group.md).
/* eslint-env serviceworker */

const DEFAULT_URL = '/service-group';

function appUrl(path) {
  try {
    const url = new URL(typeof path === 'string' ? path : DEFAULT_URL, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(DEFAULT_URL, self.location.origin).href;
  } catch {
    return new URL(DEFAULT_URL, self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' ? data.title : '';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      renotify: typeof data.tag === 'string',
      requireInteraction: !data.drill,
      icon: '/icon.svg',
      badge: '/icon-maskable.svg',
      data: { url: appUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const exact = windows.find((w) => w.url === target);
      if (exact) return exact.focus();
      const open = windows.find((w) => typeof w.navigate === 'function');
      if (!open) return self.clients.openWindow(target);
      return open
        .navigate(target)
        .then((w) => (w ? w.focus() : self.clients.openWindow(target)))
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
