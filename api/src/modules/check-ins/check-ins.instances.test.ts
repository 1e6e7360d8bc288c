// The server's clock decides, whatever happens to the servers (docs/product/check-ins.md, "On the
// server's clock"): a check-in that fell due while the server was down moves on at the first sweep
// after the start, and two instances sweeping the same database at the same moment tell each step
// once. Each instance here is a whole app with a database connection of its own; both read one
// fake clock, so "at the same moment" is exact, not a race against wall time.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { createDb, type Db } from '../../db.ts';
import { buildApp, type App } from '../../server.ts';
import { pushesSettled, usePushSender } from '../push/sender.ts';
import { useCheckInClock } from './service.ts';
import { sweepCheckIns } from './sweep.ts';

const MIN = 60_000;
let t: TestApp;
let now: Date;
const others: { app: App; db: Db }[] = [];

/** Another instance of the app on the same database, with a connection of its own. */
function anotherInstance(): App {
  const schema = t.database.provider === 'postgresql' ? /^"([^"]+)"/.exec(t.database.table('User'))![1] : undefined;
  const db = createDb(t.database.url, schema ? { schema } : {});
  const app = buildApp({ db, config: { ...t.app.deps.config } });
  useCheckInClock(app.deps, () => now);
  others.push({ app, db });
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  now = new Date(Math.floor(Date.now() / MIN) * MIN);
  useCheckInClock(t.app.deps, () => now);
});
afterAll(async () => {
  for (const { app, db } of others) {
    await app.stop();
    await db.$disconnect();
  }
  await t.close();
});

test('a check-in due while the server was down is overdue at the first sweep after the start', async () => {
  const ana = await signedInMember(t, { groupNumber: 4, fullName: 'Ana Alvarez' });
  const started = await ana.client.rest('POST', '/api/check-ins', { minutes: 15 });
  expect(started.status).toBe(201);
  // The server is down from here on (nothing sweeps); the check-in's due time and grace pass.
  now = new Date(now.getTime() + 60 * MIN);
  const restarted = anotherInstance();
  const pushes: string[] = [];
  usePushSender(restarted.deps, async (_target, payload) => void pushes.push(JSON.parse(payload).title));
  await restarted.start(0, '127.0.0.1');
  // The sweep runs at the start (not a timer's first tick later): wait for its last write alone,
  // the audit row of the last step (each step's row is written just after its claim).
  await vi.waitFor(async () => expect(await t.db.checkInEvent.count({ where: { checkInId: started.body.id, kind: 'escalated' } })).toBe(1), {
    timeout: 10_000,
    interval: 20,
  });
  expect((await t.db.checkIn.findUniqueOrThrow({ where: { id: started.body.id } })).status).toBe('overdue');
  const steps = await t.db.checkInEvent.findMany({ where: { checkInId: started.body.id }, orderBy: { id: 'asc' } });
  expect(steps.map((s) => [s.kind, s.at.getTime()])).toEqual([
    ['started', now.getTime() - 60 * MIN],
    ['due', now.getTime()],
    ['overdue', now.getTime()],
    // 60 minutes is past the grace (10) and the second period (15) too.
    ['escalated', now.getTime()],
  ]);
});

test('two instances sweeping at the same moment make each step once', async () => {
  const first = t.app;
  const second = anotherInstance();
  const pushed: string[] = [];
  for (const app of [first, second]) usePushSender(app.deps, async (target, payload) => void pushed.push(`${target.endpoint} ${JSON.parse(payload).title}`));
  const members = await Promise.all([1, 2, 3, 4].map((i) => signedInMember(t, { groupNumber: 6, fullName: `Member ${i}` })));
  const key = (bytes: number, fill: number) => Buffer.alloc(bytes, fill).toString('base64url');
  for (const m of members) {
    await t.db.pushSubscription.create({ data: { userId: m.user.id, endpoint: `https://push.example/${m.user.id}`, p256dh: key(65, 4), auth: key(16, 1) } });
  }
  const ids: number[] = [];
  for (const m of members) ids.push((await m.client.rest('POST', '/api/check-ins', { minutes: 15 })).body.id);

  for (const minutes of [15, 25, 40]) {
    const moment = new Date(now.getTime() + minutes * MIN);
    const [a, b] = await Promise.all([sweepCheckIns(first.deps, moment), sweepCheckIns(second.deps, moment)]);
    const step = minutes === 15 ? 'due' : minutes === 25 ? 'overdue' : 'escalated';
    expect(a[step] + b[step]).toBe(ids.length);
  }
  await Promise.all([pushesSettled(first.deps), pushesSettled(second.deps)]);
  for (const id of ids) {
    const kinds = (await t.db.checkInEvent.findMany({ where: { checkInId: id }, orderBy: { id: 'asc' } })).map((e) => e.kind);
    expect(kinds).toEqual(['started', 'due', 'overdue', 'escalated']);
  }
  // Each member was asked once; each was told once of each of the three others being overdue.
  // (No overseer in group 6 and no admin with a device: the escalation reaches no phone here.)
  expect(pushed.filter((p) => p.endsWith('Are you safe?'))).toHaveLength(4);
  expect(pushed.filter((p) => p.endsWith('has not checked in'))).toHaveLength(4 * 3);
  expect(new Set(pushed).size).toBe(pushed.length);
});
