#!/usr/bin/env node
// The dependency check of docs/security.md (appendix E, row 15.2.1), run by `npm test` and on its
// own as `npm run audit:deps`: `npm audit --omit=dev` asks the registry for the advisories that
// concern what the server runs and the web bundle ships.
// - A critical or high advisory fails the check. Their time frames (3 and 14 days) are shorter than
//   the time between two releases, so the fix comes before anything else lands.
// - Moderate and low ones are listed, with the 90 days the project gives itself to fix them (with
//   the next release).
// - An advisory that does not apply is an exception in EXCEPTIONS below, with its reason.
// - Where the registry's advisory endpoint cannot be reached or refuses the request (some networks
//   answer its POST with HTTP 405), the check says so and passes: it cannot tell, and the build must
//   not depend on it. Any other failure of npm audit (no lockfile, no report) fails the check.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Advisories (their URL) that do not apply to this app, each with the reason.
 * @type {Record<string, string>}
 */
export const EXCEPTIONS = {};

const BLOCKING = new Set(['critical', 'high']);

/** Errors of a registry that cannot be reached (npm-registry-fetch's codes). */
const UNREACHABLE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH', 'ERR_SOCKET_TIMEOUT', 'FETCH_ERROR']);

/**
 * @typedef {{ title: string; url: string; severity: string; packages: string[] }} Advisory
 * @typedef {{ state: 'unknown'; reason: string }
 *   | { state: 'failed'; reason: string }
 *   | { state: 'checked'; blocking: Advisory[]; later: Advisory[]; excepted: Advisory[] }} Verdict
 */

/**
 * What `npm audit --json` printed, judged by the time frames of appendix E.
 * @param {string} output
 * @param {Record<string, string>} exceptions
 * @returns {Verdict}
 */
export function verdict(output, exceptions = EXCEPTIONS) {
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { state: 'failed', reason: 'npm audit printed no report' };
  }
  if (!report || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const reason = report?.message || report?.error?.summary || 'npm audit printed no report';
    const code = report?.code ?? report?.error?.code;
    // The endpoint answered with an HTTP error, or could not be reached.
    if (typeof report?.statusCode === 'number' || UNREACHABLE.has(code)) return { state: 'unknown', reason: `the advisory endpoint did not answer (${reason})` };
    return { state: 'failed', reason };
  }
  /** @type {Map<string, Advisory>} */
  const advisories = new Map();
  for (const [name, entry] of Object.entries(report.vulnerabilities)) {
    // `via` names the advisories themselves, or the packages through which they reach this one.
    for (const via of entry.via ?? []) {
      if (typeof via !== 'object' || !via.url) continue;
      const advisory = advisories.get(via.url) ?? { title: via.title, url: via.url, severity: via.severity, packages: [] };
      if (!advisory.packages.includes(name)) advisory.packages.push(name);
      advisories.set(via.url, advisory);
    }
  }
  const all = [...advisories.values()];
  const excepted = all.filter((a) => a.url in exceptions);
  const open = all.filter((a) => !(a.url in exceptions));
  return {
    state: 'checked',
    blocking: open.filter((a) => BLOCKING.has(a.severity)),
    later: open.filter((a) => !BLOCKING.has(a.severity)),
    excepted,
  };
}

/** @param {Advisory} a */
const line = (a) => `  ${a.severity}: ${a.title} (${a.packages.join(', ')}) ${a.url}`;

function main() {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000, maxBuffer: 256 * 1024 * 1024 });
  const timedOut = audit.error && 'code' in audit.error && audit.error.code === 'ETIMEDOUT';
  const result = timedOut ? { state: 'unknown', reason: 'the advisory endpoint did not answer within 2 minutes' } : verdict(audit.stdout ?? '');
  if (result.state === 'unknown') {
    console.log(`○ dependency advisories not checked: ${result.reason}`);
    return 0;
  }
  if (result.state === 'failed') {
    console.error(`✗ npm audit failed: ${result.reason}${audit.error ? ` (${audit.error.message})` : ''}`);
    return 1;
  }
  for (const a of result.excepted) console.log(`excepted: ${a.title} ${a.url}\n  ${EXCEPTIONS[a.url]}`);
  if (result.later.length > 0) console.log(`To fix with the next release, within 90 days:\n${result.later.map(line).join('\n')}`);
  if (result.blocking.length > 0) {
    console.error(`✗ critical or high advisories, to fix before anything else lands:\n${result.blocking.map(line).join('\n')}`);
    return 1;
  }
  console.log(`✓ no critical or high advisory in the production dependencies`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
