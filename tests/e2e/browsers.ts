// The browsers the end-to-end tests run in (docs/testing.md): Debian's headless shell for every
// test, the whole chromium where the headless shell lacks what a test shows.

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Debian's headless shell: the same Blink and V8 as its chromium without the browser's window
 * machinery, about a quarter less CPU a test on a 2-core machine.
 */
export const HEADLESS_SHELL = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: ARGS };

/**
 * The whole browser, for what the headless shell lacks: notifications a service worker shows.
 * A spec asks for it with `test.use({ launchOptions: FULL_CHROMIUM })`.
 */
export const FULL_CHROMIUM = { executablePath: process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium', args: ARGS };
