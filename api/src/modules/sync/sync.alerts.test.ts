// Status alerts on the local-first write path (docs/product/offline.md): a status sent with no
// signal reaches the group exactly once, however often the device delivers it, carrying the time
// it was sent on the device; the group hears of it only once it is stored; a member outside a
// group, a bad status, and any change or withdrawal of a sent status are refused with a message.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES as GROUP_MESSAGES, sendStatusAlert } from '../service-group/index.ts';
import { applyWith, cid, json } from './apply-changes.fixture.ts';
import { sentAtOf } from './kinds.ts';
import { createContext } from '../../request-context.ts';
import { inTransaction, SYNC_MESSAGES } from './service.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied {
        outcomes {
          clientId status message recordId
          alert { id kind status message comment location senderName isMine sentAt }
        }
      }
      ... on Error { message }
    }
  }
`;

type Outcome = {
  status: string;
  message: string | null;
  recordId: string | null;
  alert: { id: string; kind: string; status: string; message: string | null; comment: string | null; location: string | null; senderName: string; isMine: boolean; sentAt: string } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);
const status = (clientId: string, fields: Record<string, unknown>, madeAt?: Date) => ({
  clientId,
  type: 'statusAlert',
  action: 'create',
  fields: json(fields),
  ...(madeAt ? { madeAt: madeAt.toISOString() } : {}),
});

/** Every event the group's topic carries, each with whether its alert was already stored when it came. */
function listen(groupNumber: number) {
  const events: { change: string; alertId: number; stored: Promise<boolean> }[] = [];
  const iterator = t.app.deps.pubsub.subscribe('group:status', groupNumber)[Symbol.asyncIterator]();
  const pump = async () => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      const event = next.value as { change: string; alert: { id: number } };
      // Read outside any transaction, at the moment the event arrives.
      const stored = t.db.emergencyAlert.findUnique({ where: { id: event.alert.id } }).then((row) => row !== null);
      events.push({ change: event.change, alertId: event.alert.id, stored });
    }
  };
  void pump();
  return { events, stop: () => iterator.return?.() };
}

describe('status alerts through applyChanges', () => {
  test('an alert sent offline and delivered three times reaches the group once, stored before anyone hears of it, at the time it was sent', async () => {
    const ana = await signedInMember(t, { groupNumber: 6, fullName: 'Ana Alvarez' });
    const ben = await signedInMember(t, { groupNumber: 6, fullName: 'Ben Brooks' });
    const group = listen(6);
    const madeAt = new Date(Date.now() - 40 * 60 * 1000);
    const clientId = cid();
    const change = status(clientId, { status: 'RED', message: 'Trapped on the 2nd floor', location: '59.3293, 18.0686' }, madeAt);

    const [first] = await apply(ana.client, [change]);
    const [second, third] = await apply(ana.client, [change, change]);
    expect(first).toMatchObject({
      status: 'applied',
      alert: { kind: 'STATUS', status: 'RED', message: 'Trapped on the 2nd floor', location: '59.3293, 18.0686', senderName: 'Ana Alvarez', isMine: true },
    });
    expect(new Date(first!.alert!.sentAt).getTime()).toBe(madeAt.getTime());
    expect(second!.recordId).toBe(first!.recordId);
    expect(third!.recordId).toBe(first!.recordId);

    expect(await t.db.emergencyAlert.count({ where: { senderId: ana.user.id } })).toBe(1);
    await expect.poll(() => group.events.length).toBe(1);
    expect(group.events[0]!.change).toBe('alert');
    expect(await group.events[0]!.stored).toBe(true);

    // The group sees it on the board with the time it was sent.
    const board = await ben.client.graphql('{ viewer { serviceGroup { board { latestStatuses { status senderName sentAt isMine } } } } }');
    expect(board.data.viewer.serviceGroup.board.latestStatuses).toEqual([
      { status: 'RED', senderName: 'Ana Alvarez', sentAt: madeAt.toISOString(), isMine: false },
    ]);
    await group.stop();
  });

  test('an alert whose write is rolled back is never announced; one committed after it is, once', async () => {
    const ana = await signedInMember(t, { groupNumber: 5 });
    const group = listen(5);
    const ctx = await createContext(t.app.deps, { cookieHeader: ana.client.cookie, clientAddress: '127.0.0.1' });
    const alert = { status: 'red', message: 'Never stored', comment: null, location: null } as const;
    await expect(
      inTransaction(ctx, async (tx) => {
        await sendStatusAlert(tx, alert);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.emergencyAlert.count({ where: { senderId: ana.user.id } })).toBe(0);

    const [sent] = await apply(ana.client, [status(cid(), { status: 'GREEN' })]);
    await expect.poll(() => group.events.length).toBe(1);
    expect(Buffer.from(sent!.recordId!, 'base64').toString()).toBe(`EmergencyAlert:${group.events[0]!.alertId}`);
    await group.stop();
  });

  test('a device clock ahead of the server, or far behind it, is not believed: the alert carries the time it arrived', async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(sentAtOf(new Date('2026-11-28T11:00:00Z'), now)).toEqual(new Date('2026-11-28T11:00:00Z'));
    expect(sentAtOf(new Date('2026-11-28T12:05:00Z'), now)).toBeUndefined();
    expect(sentAtOf(new Date('2026-11-01T12:00:00Z'), now)).toBeUndefined();
    expect(sentAtOf(null, now)).toBeUndefined();

    const { client } = await signedInMember(t, { groupNumber: 6 });
    const before = Date.now();
    const [ahead] = await apply(client, [status(cid(), { status: 'GREEN' }, new Date(Date.now() + 60 * 60 * 1000))]);
    const sentAt = new Date(ahead!.alert!.sentAt).getTime();
    expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(sentAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test('refused for good, with the message, and nothing stored or heard: no group, a bad status, a change or a withdrawal', async () => {
    const loner = await signedInMember(t, { groupNumber: 0 });
    const member = await signedInMember(t, { groupNumber: 7 });
    const group = listen(7);
    const [noGroup] = await apply(loner.client, [status(cid(), { status: 'GREEN' })]);
    expect(noGroup).toMatchObject({ status: 'refused', alert: null });
    expect(noGroup!.message).toBeTruthy();

    const [bad] = await apply(member.client, [status(cid(), { status: 'PURPLE' })]);
    expect(bad).toMatchObject({ status: 'refused', message: GROUP_MESSAGES.status });

    const made = cid();
    const [sent, changed, withdrawn] = await apply(member.client, [
      status(made, { status: 'ORANGE', comment: 'Roof damage' }),
      { clientId: cid(), type: 'statusAlert', action: 'update', createdBy: made, fields: json({ status: 'GREEN' }), base: json({ status: 'ORANGE' }) },
      { clientId: cid(), type: 'statusAlert', action: 'delete', createdBy: made },
    ]);
    expect(sent!.status).toBe('applied');
    expect(changed).toMatchObject({ status: 'refused', message: SYNC_MESSAGES.alertSent });
    expect(withdrawn).toMatchObject({ status: 'refused', message: SYNC_MESSAGES.alertSent });

    const rows = await t.db.emergencyAlert.findMany({ where: { senderId: { in: [loner.user.id, member.user.id] } } });
    expect(rows.map((r) => [r.status, r.comment])).toEqual([['orange', 'Roof damage']]);
    await expect.poll(() => group.events.length).toBe(1);
    await group.stop();
  });

  test('a response queued offline reaches the alert’s sender once; another group’s alert and a message-less MESSAGE are refused', async () => {
    const ana = await signedInMember(t, { groupNumber: 2, fullName: 'Ana Alvarez' });
    const ben = await signedInMember(t, { groupNumber: 2, fullName: 'Ben Brooks' });
    const otto = await signedInMember(t, { groupNumber: 3 });
    const [sent] = await apply(ana.client, [status(cid(), { status: 'RED', message: 'Tree down' })]);
    const group = listen(2);
    const respond = (clientId: string, fields: Record<string, unknown>) => ({ clientId, type: 'alertResponse', action: 'create', fields: json(fields) });
    const RESPOND = APPLY.replace('alert { id kind', 'respondedAlert { id responses { status message responderName isMine } } alert { id kind');
    const send = async (client: Client, changes: Record<string, unknown>[]) =>
      (await applyWith<Outcome & { respondedAlert: { responses: unknown[] } | null }>(client, RESPOND, changes));

    const reply = respond(cid(), { alertId: sent!.recordId, status: 'MESSAGE', message: 'Coming with a saw' });
    const [first, again] = await send(ben.client, [reply, reply]);
    expect(first!.status).toBe('applied');
    expect(again!.recordId).toBe(first!.recordId);
    expect(first!.respondedAlert!.responses).toEqual([{ status: 'MESSAGE', message: 'Coming with a saw', responderName: 'Ben Brooks', isMine: true }]);
    await expect.poll(() => group.events.filter((e) => e.change === 'response').length).toBe(1);

    const [foreign] = await send(otto.client, [respond(cid(), { alertId: sent!.recordId, status: 'ON_MY_WAY' })]);
    expect(foreign).toMatchObject({ status: 'refused', message: GROUP_MESSAGES.alertNotFound });
    const [empty] = await send(ben.client, [respond(cid(), { alertId: sent!.recordId, status: 'MESSAGE' })]);
    expect(empty).toMatchObject({ status: 'refused', message: GROUP_MESSAGES.responseMessage });
    const [withdrawn] = await send(ben.client, [{ clientId: cid(), type: 'alertResponse', action: 'delete', id: first!.recordId }]);
    expect(withdrawn).toMatchObject({ status: 'refused', message: SYNC_MESSAGES.responseSent });
    expect(await t.db.alertResponse.count({ where: { alertId: Number(Buffer.from(sent!.recordId!, 'base64').toString().split(':')[1]) } })).toBe(1);
    await group.stop();
  });

  test('another member’s alert cannot be named by id', async () => {
    const ana = await signedInMember(t, { groupNumber: 8 });
    const ben = await signedInMember(t, { groupNumber: 8 });
    const [sent] = await apply(ana.client, [status(cid(), { status: 'GREEN' })]);
    const [taken] = await apply(ben.client, [
      { clientId: cid(), type: 'statusAlert', action: 'update', id: sent!.recordId, fields: json({ status: 'RED' }), base: json({ status: 'GREEN' }) },
    ]);
    expect(taken!.status).toBe('refused');
    expect((await t.db.emergencyAlert.findFirstOrThrow({ where: { senderId: ana.user.id } })).status).toBe('green');
  });
});
