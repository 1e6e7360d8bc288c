// Registers the workbox service worker built by vite-plugin-pwa (web/vite.config.ts says what
// it precaches and caches at run time). Only in a production build: in development the worker
// would serve stale modules.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  });
}
