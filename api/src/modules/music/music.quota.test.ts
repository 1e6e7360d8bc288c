// Two uploads of one member on two server instances at once: each song alone fits the quota, both
// do not. Within one process uploads already wait for each other; across instances only the lock
// around insert and count (storeWithinQuota) stops both from being kept. The inserts below wait a
// moment before the count, as a busy server might, so without the lock each transaction would
// count its own song but not the other's (not yet committed) and both would pass.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { PayloadTooLargeError } from '../../lib/errors.ts';
import { storeWithinQuota } from './service.ts';

const QUOTA = 100_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

test('of two songs that fit the quota only one at a time, uploaded at once, one is kept and the other refused', async () => {
  const { user } = await signedInMember(t, { username: 'quota_race' });
  const store = (name: string) =>
    storeWithinQuota({ db: t.db }, user.id, QUOTA, async (tx) => {
      const song = await tx.musicFile.create({
        data: { userId: user.id, title: name, date: '2026-11-24', filename: `${name}.mp3`, originalName: `${name}.mp3`, mimeType: 'audio/mpeg', fileSize: 60_000 },
      });
      await pause();
      return song;
    });
  const outcomes = await Promise.allSettled([store('first'), store('second')]);
  expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  expect((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(PayloadTooLargeError);
  const kept = await t.db.musicFile.findMany({ where: { userId: user.id } });
  expect(kept).toHaveLength(1);
  expect(kept[0]!.fileSize).toBe(60_000);
});

test("another member's songs do not wait on this member's lock or count against their quota", async () => {
  const a = await signedInMember(t, { username: 'quota_a' });
  const b = await signedInMember(t, { username: 'quota_b' });
  const store = (userId: number) =>
    storeWithinQuota({ db: t.db }, userId, QUOTA, (tx) =>
      tx.musicFile.create({
        data: { userId, title: 'song', date: '2026-11-24', filename: `${userId}.mp3`, originalName: 'song.mp3', mimeType: 'audio/mpeg', fileSize: 60_000 },
      }),
    );
  await Promise.all([store(a.user.id), store(b.user.id)]);
  expect(await t.db.musicFile.count({ where: { userId: { in: [a.user.id, b.user.id] } } })).toBe(2);
});
