// Registers the workbox service worker built by vite-plugin-pwa (web/vite.config.ts says what
// it precaches and caches at run time). Only in a production build: in development the worker
// would serve stale modules.
//
// Registration waits for the page's load event so precaching does not compete with the first
// screen's downloads. main.tsx awaits the message catalogue before it gets here, so the event may
// already be over: then the worker is registered at once (waiting for it would never register).
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
