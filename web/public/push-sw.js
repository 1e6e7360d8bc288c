// Web Push for the service group, imported by the workbox service worker (vite.config.ts,
// workbox.importScripts). The API sends { title, body, url, tag, drill } for a red or orange alert,
// a roll-call or a check-in (with `actions`, the member's answers, for "Are you safe?"); the notification shows it with the app closed, and a click opens the page
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
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    renotify: typeof data.tag === 'string',
    requireInteraction: !data.drill,
    icon: '/icon.svg',
    badge: '/icon-maskable.svg',
    data: { url: appUrl(data.url) },
  };
  const answers = answersOf(data.actions);
  if (answers.length > 0) {
    options.data.actions = answers;
    options.actions = answers.map(({ action, title }) => ({ action, title }));
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

// A check-in's "Are you safe?" comes with the member's answers as buttons (I'm safe, Extend 15 min;
// docs/product/check-ins.md): each names a path of this app's check-in API to post to. Only those
// paths are ever posted to.
const ANSWER_PATH = /^\/api\/check-ins\/\d+\/(end|extend)$/;
function answersOf(actions) {
  if (!Array.isArray(actions)) return [];
  return actions.filter(
    (a) => a && typeof a.action === 'string' && typeof a.title === 'string' && typeof a.post === 'string' && ANSWER_PATH.test(a.post),
  );
}

/** Posts the chosen answer with the member's session; answers whether the server took it. */
function answer(chosen) {
  return fetch(chosen.post, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(chosen.body && typeof chosen.body === 'object' ? chosen.body : {}),
  }).then(
    (response) => response.ok,
    () => false,
  );
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = appUrl(data.url);
  const chosen = event.action ? answersOf(data.actions).find((a) => a.action === event.action) : undefined;
  // An answer the server took needs no window; one it did not (no session, no signal) opens the app.
  if (chosen) {
    event.waitUntil(answer(chosen).then((taken) => (taken ? undefined : openApp(target))));
    return;
  }
  event.waitUntil(openApp(target));
});

function openApp(target) {
  return (
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const exact = windows.find((w) => w.url === target);
      if (exact) return exact.focus();
      const open = windows.find((w) => typeof w.navigate === 'function');
      if (!open) return self.clients.openWindow(target);
      return open
        .navigate(target)
        .then((w) => (w ? w.focus() : self.clients.openWindow(target)))
        .catch(() => self.clients.openWindow(target));
    })
  );
}
