// The dependency check (scripts/audit-deps.mjs, docs/security.md appendix E): critical and high
// advisories fail it, moderate and low are listed for the next release, an exception is kept apart,
// an endpoint that cannot be reached leaves it unknown rather than failed or passed silently, and
// any other failure of npm audit fails it.
import { describe, expect, test } from 'vitest';
import { verdict } from '../../scripts/audit-deps.mjs';

const advisory = (severity: string, id: number) => ({
  source: id,
  name: `pkg-${id}`,
  dependency: `pkg-${id}`,
  title: `Advisory ${id}`,
  url: `https://github.com/advisories/GHSA-${id}`,
  severity,
  cwe: [],
  cvss: { score: 0, vectorString: null },
  range: '<2.0.0',
});

/** The shape `npm audit --json` prints (report version 2). */
const report = (vulnerabilities: Record<string, { severity: string; via: unknown[] }>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: {} } });

describe('the dependency check', () => {
  test('a high advisory blocks, a moderate one waits for the next release, both once however many packages it reaches', () => {
    const high = advisory('high', 1);
    const result = verdict(
      report({
        'pkg-1': { severity: 'high', via: [high] },
        // A package that has the advisory only through pkg-1 names it by package, not again.
        wrapper: { severity: 'high', via: ['pkg-1'] },
        'pkg-1-fork': { severity: 'high', via: [high] },
        'pkg-2': { severity: 'moderate', via: [advisory('moderate', 2)] },
      }),
    );
    expect(result.state).toBe('checked');
    if (result.state !== 'checked') return;
    expect(result.blocking).toEqual([{ title: 'Advisory 1', url: high.url, severity: 'high', packages: ['pkg-1', 'pkg-1-fork'] }]);
    expect(result.later.map((a) => a.title)).toEqual(['Advisory 2']);
  });

  test('a critical advisory written down as an exception does not block', () => {
    const critical = advisory('critical', 3);
    const result = verdict(report({ 'pkg-3': { severity: 'critical', via: [critical] } }), { [critical.url]: 'the parser is never given input from outside' });
    expect(result).toMatchObject({ state: 'checked', blocking: [], later: [], excepted: [{ url: critical.url }] });
  });

  test('no advisory: nothing blocks', () => {
    expect(verdict(report({}))).toEqual({ state: 'checked', blocking: [], later: [], excepted: [] });
  });

  test('an endpoint that answers 405, or cannot be reached, is unknown, with the reason', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(verdict(refused)).toEqual({ state: 'unknown', reason: expect.stringContaining('405 Method Not Allowed') });
    const unreachable = JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed', detail: '' } });
    expect(verdict(unreachable)).toEqual({ state: 'unknown', reason: expect.stringContaining('request to https://registry.npmjs.org failed') });
  });

  test('npm audit failing for another reason fails the check', () => {
    const noLockfile = JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' } });
    expect(verdict(noLockfile)).toEqual({ state: 'failed', reason: 'This command requires an existing lockfile.' });
    expect(verdict('')).toEqual({ state: 'failed', reason: 'npm audit printed no report' });
  });
});
