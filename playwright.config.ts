// End-to-end tests: the built web app served by the real API on a fresh SQLite database
// (tests/e2e/serve.ts), driven in Debian's Chromium. Nothing of the app is mocked.
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
/**
 * Specs that change what every account sees (the app's name, open registration, the admin's own
 * second factor) or read every account's rows (the audit log, problem reports). They run on their
 * own, one at a time, before the others.
 */
const APP_WIDE = /\/(admin[\w-]*|audit-log|feedback)\.spec\.ts$/;
export const baseURL = `http://127.0.0.1:${PORT}`;

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'app-wide', testMatch: APP_WIDE, workers: 1, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // After the app-wide specs (npm test runs the two apart, so a failure there skips nothing here).
    { name: 'chromium', testIgnore: APP_WIDE, dependencies: ['app-wide'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node --import tsx tests/e2e/serve.ts`,
    url: `${baseURL}/api/health`,
    env: { LOG_LEVEL: 'warn', ...(process.env as Record<string, string>), E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    // Migrating and starting the API takes seconds on a quiet machine, over a minute on a busy one.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
