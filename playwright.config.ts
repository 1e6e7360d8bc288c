// End-to-end tests: the built web app served by the real API on a fresh SQLite database
// (tests/e2e/serve.ts), driven in Debian's Chromium. Nothing of the app is mocked.
import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_SHELL } from './tests/e2e/browsers.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
/** The server of the app-wide specs: a database of its own, next port up. */
const APP_WIDE_PORT = PORT + 1;
/**
 * Specs that change what every account sees (the app's name, open registration, the admin's own
 * second factor) or read every account's rows (the audit log, problem reports). They run one at a
 * time on a server and database of their own, beside the others.
 */
const APP_WIDE = /\/(admin[\w-]*|audit-log|feedback)\.spec\.ts$/;
/** A trace of each failing test of `project` when E2E_TRACE names it. */
const traced = (project: string) => (process.env.E2E_TRACE === project ? { trace: 'retain-on-failure' as const } : {});
export const baseURL = `http://127.0.0.1:${PORT}`;
const appWideURL = `http://127.0.0.1:${APP_WIDE_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two specs at a time on a 2-core machine, in CI too: a test mostly waits on the page
  // (docs/decisions.md). E2E_WORKERS sets it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  // Axe scans of a whole screen take tens of seconds on a 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // npm test adds the JSON report to count the tests it ran (scripts/test.mjs).
  reporter: process.env.PW_REPORTER_JSON ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // A trace records every action's snapshots and screenshots and costs about a quarter of the
    // suite's time on a 2-core machine, so it is kept only when asked for (E2E_TRACE=1, then
    // `npx playwright show-trace`), or for one project (E2E_TRACE=app-wide); a failure prints its
    // error and call log either way.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // A service worker precaches the whole app (hundreds of files) in every new context; only the
    // specs of the offline app, push and the forecast's cache allow one (test.use in those files).
    serviceWorkers: 'block',
    launchOptions: HEADLESS_SHELL,
  },
  projects: [
    { name: 'app-wide', testMatch: APP_WIDE, workers: 1, use: { ...devices['Desktop Chrome'], baseURL: appWideURL, viewport: { width: 1280, height: 800 }, ...traced('app-wide') } },
    { name: 'chromium', testIgnore: APP_WIDE, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, ...traced('chromium') } },
  ],
  // The server bundle npm run build made, as npm start runs it (tests/e2e/serve.ts), one for each project.
  webServer: [PORT, APP_WIDE_PORT].map((port) => ({
    command: `node --import tsx tests/e2e/serve.ts ${port}${port === APP_WIDE_PORT ? ' app-wide' : ''}`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { LOG_LEVEL: 'warn', ...(process.env as Record<string, string>) },
    reuseExistingServer: false,
    // Migrating and starting the API takes seconds on a quiet machine, over a minute on a busy one.
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
