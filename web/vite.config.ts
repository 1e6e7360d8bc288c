// Vite for the web app: React, Relay's graphql tags, vanilla-extract styles, and the service
// worker (workbox through vite-plugin-pwa). What the worker caches and for how long is here.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { frame } from './vite-frame.ts';
import { precompress } from './vite-precompress.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // Run from the repository root (npm run build), so the Relay babel plugin resolves
  // relay.config.js's artifact directory from there.
  root: import.meta.dirname,
  plugins: [
    react(),
    relay,
    vanillaExtractPlugin(),
    // The page frame written into index.html, painted before the script runs (vite-frame.ts).
    frame(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'My Ministry Companion',
        short_name: 'Ministry',
        description: 'Notes, contacts, calendar and your service group, online or off.',
        theme_color: '#ea580c',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every built file, precached and served offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest,woff2}'],
        // The .br and .gz copies are the server's business: the worker caches each file once.
        // The map library (over a third of the whole shell) is cached when a map page first
        // loads it, not at install: a phone that never opens a map never downloads it.
        globIgnores: ['**/node_modules/**/*', '**/*.br', '**/*.gz', '**/maplibre-gl*'],
        navigateFallback: '/index.html',
        // Web Push for group alerts: shows the notification, opens /service-group on a click.
        importScripts: ['/push-sw.js'],
        navigateFallbackDenylist: [/^\/graphql/, /^\/api\//],
        runtimeCaching: [
          {
            // The device's queued writes (offline/sync.ts, marked by the app with the
            // x-mc-background-sync header): sent straight on; one that fails for want of a network
            // is kept by the worker and sent again through Background Sync once the browser is back
            // online, even with the app closed. The server applies each write once, by its client
            // id, and only for the account it was queued for, so the app's own later delivery of
            // the same writes changes nothing.
            urlPattern: ({ url, request }) => url.pathname === '/graphql' && request.headers.get('x-mc-background-sync') === '1',
            method: 'POST',
            handler: 'NetworkOnly',
            options: { backgroundSync: { name: 'mc-outbox', options: { maxRetentionTime: 7 * 24 * 60 } } },
          },
          {
            // The map library's chunks and style sheet: hashed names, so the first copy is good until a build
            // changes the name; two builds' worth are kept.
            urlPattern: ({ url }) => /^\/assets\/maplibre-gl[^/]*\.(m?js|css)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'map-library', expiration: { maxEntries: 4 } },
          },
          {
            // Uploaded images and other same-origin GETs of the REST shim: the network first,
            // the last copy when offline, kept a day. Not songs: they stream in ranges straight
            // from the server, and a whole one would fill the cache.
            urlPattern: ({ url, request }) =>
              url.pathname.startsWith('/api/') &&
              request.method === 'GET' &&
              !request.headers.has('range') &&
              // The member's data export is a download, never kept on the device.
              url.pathname !== '/api/export' &&
              !/^\/api\/music\/[^/]+\/stream$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api-get',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200, maxAgeSeconds: 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
    // Brotli and gzip copies of every text file, sw.js included (see vite-precompress.ts).
    precompress(),
  ],
  server: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: false },
      '/api': { target: api, changeOrigin: false },
    },
  },
  resolve: {
    // Relay's hooks without its legacy containers, which its index also exports (7 KB as Brotli).
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The first screen in two files, the libraries and the app's own code the entry imports:
        // compressed apart, its modules weighed 17 KB more (docs/product/architecture.md).
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
