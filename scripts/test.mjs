#!/usr/bin/env node
// npm test: every check CI runs, stopping at the first failure.
//  1. the generated files are current: the PostgreSQL schema copy, schema.graphql, Relay artifacts
//  2. types (the server with its tests, the e2e specs and the benchmarks; the web app), the linter,
//     the message catalogue's check, and the dependency advisories (scripts/audit-deps.mjs)
//  3. side by side: unit and API tests on SQLite; the API tests whose behaviour can differ by
//     database again on PostgreSQL (tests/api/postgres-pass.ts); the production build (web app and
//     server) with checks of both. Each leaves idle time the others use (docs/testing.md); each
//     one's output is printed whole when it ends.
//  4. the end-to-end tests in Chromium against the built app and server
// Ends with one line counting every test that ran: "Total: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const reports = mkdtempSync(join(tmpdir(), 'mc-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs one step; a failed step ends the run, after `count` has added its tests to the total. */
function run(label, command, args, env = {}, count = () => {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false });
  // How long each step took, and how busy the machine was, so a slow run shows where it went.
  console.log(`◷ ${label}: ${Math.round((Date.now() - started) / 1000)} s, load average ${loadavg()[0].toFixed(1)}`);
  if (r.status !== 0) {
    try {
      count();
    } catch {
      // No report was written: the step failed before running its tests.
    }
    console.error(`✗ ${label} failed`);
    finish(1);
  }
  count();
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function finish(code) {
  rmSync(reports, { recursive: true, force: true });
  console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const npx = (args) => ['npx', ['--no-install', ...args]];
const node = process.execPath;

run('PostgreSQL schema matches prisma/schema.prisma', node, ['scripts/prisma-sync.mjs', '--check']);
run('schema.graphql matches the Pothos schema', ...npx(['tsx', 'api/src/print-schema.ts', '--check']));
run('Relay artifacts are current', ...npx(['relay-compiler', '--validate']));
run('type-check the server, its tests, the e2e specs and the benchmarks', ...npx(['tsc', '-p', 'api', '--noEmit']));
run('type-check the web app', ...npx(['tsc', '-p', 'web', '--noEmit']));
run('lint (Biome)', ...npx(['biome', 'lint']));
run('message catalogue complete, no literal strings on screens', node, ['scripts/check-i18n.mjs']);
run('no critical or high advisory in the production dependencies', node, ['scripts/audit-deps.mjs']);

/**
 * Runs the steps of one lane in order, its output kept and printed whole once the lane ends (lanes
 * run side by side); answers whether every step passed. `count` adds a step's tests to the total.
 */
async function lane(name, steps) {
  const started = Date.now();
  let output = '';
  let passed = true;
  for (const { label, command, args, env = {}, count = () => {} } of steps) {
    const stepStarted = Date.now();
    output += `\n▶ ${label}\n`;
    const status = await new Promise((resolve) => {
      const child = spawn(command, args, { env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }, shell: false });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => {
        output += `${error.message}\n`;
        resolve(1);
      });
      child.on('close', (code) => resolve(code ?? 1));
    });
    output += `◷ ${label}: ${Math.round((Date.now() - stepStarted) / 1000)} s, load average ${loadavg()[0].toFixed(1)}\n`;
    try {
      count();
    } catch {
      // No report was written: the step failed before running its tests.
    }
    if (status !== 0) {
      output += `✗ ${label} failed\n`;
      passed = false;
      break;
    }
  }
  process.stdout.write(`\n━━ ${name} (${Math.round((Date.now() - started) / 1000)} s)${output}`);
  return passed;
}

const sqliteReport = join(reports, 'vitest-sqlite.json');
const lanes = [
  lane('unit and API tests (SQLite)', [
    {
      label: 'unit and API tests (SQLite)',
      command: 'npx',
      args: ['--no-install', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${sqliteReport}`],
      env: { DATABASE_URL: '' },
      count: () => countVitest(sqliteReport),
    },
  ]),
];
if (await reachable(PG_URL)) {
  const pgReport = join(reports, 'vitest-pg.json');
  lanes.push(
    lane('API tests whose behaviour depends on the database (PostgreSQL)', [
      {
        label: 'API tests whose behaviour depends on the database (PostgreSQL)',
        command: 'npx',
        args: ['--no-install', 'vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${pgReport}`],
        env: { DATABASE_URL: PG_URL },
        count: () => countVitest(pgReport),
      },
    ]),
  );
} else if (process.env.CI) {
  console.error(`✗ PostgreSQL is not reachable at ${PG_URL}; CI runs the API tests on it`);
  finish(1);
} else {
  console.log(`\n○ PostgreSQL not reachable at ${PG_URL}: the PostgreSQL run of the API tests is skipped`);
}
const e2e = process.env.SKIP_E2E !== '1';
if (e2e) {
  lanes.push(
    // The build of `npm run build` but its code generation: the generated files were found current
    // above, and the Prisma client must not be written again under the tests using it.
    lane('production build', [
      { label: 'production build: the web app', command: 'npx', args: ['--no-install', 'vite', 'build', '--config', 'web/vite.config.ts'] },
      { label: 'production build: the server', command: node, args: ['scripts/build-server.mjs'] },
      { label: 'first screen carries no page-only code', command: node, args: ['scripts/check-first-screen.mjs'] },
      { label: 'the built server starts and answers', command: node, args: ['scripts/check-server-build.mjs'] },
    ]),
  );
}
const sideBySide = Date.now();
const passed = await Promise.all(lanes);
console.log(`◷ tests and build side by side: ${Math.round((Date.now() - sideBySide) / 1000)} s, load average ${loadavg()[0].toFixed(1)}`);
if (passed.includes(false)) finish(1);

if (e2e) {
  // Both projects at once, each on a server and database of its own (playwright.config.ts): the
  // specs that change what every account sees one at a time, the others beside them.
  const e2eReport = join(reports, 'playwright.json');
  run('end-to-end tests (Chromium)', ...npx(['playwright', 'test']), { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, PW_REPORTER_JSON: '1' }, () =>
    countPlaywright(e2eReport),
  );
}
finish(0);
