// The server's log (docs/operations.md, "Logs"): every line one JSON object with when, how serious
// and what, and who and from where when known; the audit log's entries are lines of it too, so a
// log processor outside the app reads them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inRequest, log, logLine, requestIs, yogaLogger } from '../../api/src/lib/log.ts';
import { createTestApp, signedInMember, type TestApp } from './harness.ts';
import { collectLogLines } from './log-lines.ts';

const lines = collectLogLines();

describe('one JSON object per line', () => {
  test('with the time, the level, the event, the fields and an error’s name, message and stack', () => {
    const line = logLine('error', { event: 'unexpected-error', method: 'GET', path: '/api/notes', userId: 7, error: new TypeError('boom') }, new Date('2026-11-28T10:00:00Z'));
    expect(line).not.toContain('\n');
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ time: '2026-11-28T10:00:00.000Z', level: 'error', event: 'unexpected-error', method: 'GET', path: '/api/notes', userId: 7 });
    expect(entry.error).toMatchObject({ name: 'TypeError', message: 'boom' });
    expect(entry.error.stack).toContain('TypeError: boom');
  });

  test('a field that cannot be written as JSON still leaves a line saying what happened', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(JSON.parse(logLine('warn', { event: 'odd', message: 'still here', cycle }))).toMatchObject({ level: 'warn', event: 'odd', message: 'still here' });
  });

  test('the GraphQL server’s messages are lines of the same log, from the level asked for', () => {
    const logger = yogaLogger('warn');
    logger.info('not written');
    logger.error('Unexpected error', new Error('deep down'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', entry: { event: 'graphql', message: 'Unexpected error', error: { message: 'deep down' } } });
  });
});

describe('the audit log in the server log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('a failed and a successful sign-in are lines with the action, who, the address and the time, never the password', async () => {
    const { input, user } = await signedInMember(t);
    const client = t.client();
    await client.rest('POST', '/api/login', { username: input.username, password: 'not the password' });
    await client.rest('POST', '/api/login', { username: input.username, password: input.password });
    const audit = lines.filter((l) => l.entry.event === 'audit').map((l) => l.entry);
    expect(audit.map((e) => e.action)).toEqual(['sign-in-failed', 'sign-in']);
    for (const entry of audit) {
      expect(entry).toMatchObject({ level: 'info', actorName: input.username, address: expect.any(String) });
      expect(Date.parse(entry.time)).not.toBeNaN();
    }
    expect(audit[1]).toMatchObject({ userId: user.id, actorId: user.id });
    expect(JSON.stringify(lines)).not.toContain('not the password');
    expect(JSON.stringify(lines)).not.toContain(input.password);
  });
});

describe('who and from where, on every line a request writes', () => {
  test('an unexpected error in a member’s GraphQL request is a line naming the member, the address, the method and the path', async () => {
    const broken = await createTestApp();
    try {
      const { client, user } = await signedInMember(broken);
      // A database that lost a table stands in for any failure the code does not expect. Sent over
      // real HTTP, so the address is the one the server read from the connection.
      await broken.db.$executeRawUnsafe(`DROP TABLE ${broken.database.table('UserPreferences')}`);
      const response = await fetch(`${await broken.base()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', cookie: client.cookie },
        body: JSON.stringify({ query: '{ viewer { username preferences { theme } } }' }),
      });
      expect((await response.json()).errors).toEqual([expect.objectContaining({ message: 'Unexpected error.' })]);
      const errors = lines.filter((l) => l.entry.event === 'graphql' && l.level === 'error').map((l) => l.entry);
      expect(errors.length).toBeGreaterThan(0);
      for (const entry of errors) {
        expect(entry).toMatchObject({ userId: user.id, address: '127.0.0.1', method: 'POST', path: '/graphql', error: { stack: expect.any(String) } });
      }
      expect(JSON.stringify(errors)).toMatch(/UserPreferences/);
    } finally {
      await broken.close();
    }
  });

  test('a line the request does not name itself for is still a visitor’s, from the address; one that names its fields keeps them', () => {
    inRequest({ address: '203.0.113.9', method: 'POST', path: '/api/login' }, () => {
      log.warn({ event: 'before-session' });
      requestIs(null);
      log.warn({ event: 'visitor' });
      requestIs(42);
      log.warn({ event: 'member', address: 'named by the line' });
    });
    log.warn({ event: 'outside' });
    expect(lines.map((l) => l.entry)).toEqual([
      expect.objectContaining({ event: 'before-session', address: '203.0.113.9', method: 'POST', path: '/api/login' }),
      expect.objectContaining({ event: 'visitor', userId: null, address: '203.0.113.9' }),
      expect.objectContaining({ event: 'member', userId: 42, address: 'named by the line' }),
      { time: expect.any(String), level: 'warn', event: 'outside' },
    ]);
    expect(lines[0]!.entry).not.toHaveProperty('userId');
  });
});
