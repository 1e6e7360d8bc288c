// Two admins taking the role from each other at the same moment: each change alone would keep
// an admin, so only the lock around check and write (access/last-admin.ts) stops both from passing.
// The changes below wait a moment between the check and the write, as a busy server might, so
// without the lock both would see two admins and both would go through.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/api/harness.ts';
import { ConflictError } from '../../lib/errors.ts';
import { keepingAnAdmin } from '../../access/last-admin.ts';
import { signedInAdmin } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

test('of two admins demoting each other at once, one goes through and the other is told the last admin stays', async () => {
  const a = await signedInAdmin(t, { username: 'race_a' });
  const b = await signedInAdmin(t, { username: 'race_b' });
  const demote = (id: number) =>
    keepingAnAdmin({ db: t.db }, id, async (tx) => {
      await pause();
      return tx.user.update({ where: { id }, data: { role: 'user' } });
    });
  const outcomes = await Promise.allSettled([demote(a.user.id), demote(b.user.id)]);
  expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
  expect(refused.reason).toBeInstanceOf(ConflictError);
  expect(await t.db.user.count({ where: { role: 'admin' } })).toBe(1);
});

test('through the API, two admins deleting each other at once leave one admin', async () => {
  await t.db.user.deleteMany({});
  const a = await signedInAdmin(t, { username: 'del_a' });
  const b = await signedInAdmin(t, { username: 'del_b' });
  const gid = (id: number) => Buffer.from(`User:${id}`).toString('base64');
  const DELETE = 'mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { __typename } }';
  await Promise.all([a.client.graphql(DELETE, { id: gid(b.user.id) }), b.client.graphql(DELETE, { id: gid(a.user.id) })]);
  expect(await t.db.user.count({ where: { role: 'admin' } })).toBe(1);
});
