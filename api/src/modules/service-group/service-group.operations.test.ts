// The web app's own service-group operations, exactly as relay-compiler wrote them and sent as the
// app sends them (by their persisted hash), against the API as `npm start` runs it (persisted
// operations only) with its depth, cost and token limits: each is accepted and answers data. Relay's fragment
// spreads count towards the depth limit, so a fragment added to the board can push an operation
// over it; this catches that here rather than as a "Failed to Send Alert" in a member's hands.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ConcreteRequest } from 'relay-runtime';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { socketClient } from '../../../../tests/api/sockets.ts';
import { operationPayload } from '../../../../web/src/relay/operation-payload.ts';
import pageQuery from '../../../../web/src/__generated__/ServiceGroupPageQuery.graphql.ts';
import historyQuery from '../../../../web/src/__generated__/AlertHistoryPaginationQuery.graphql.ts';
import syncMutation from '../../../../web/src/__generated__/syncApplyChangesMutation.graphql.ts';
import startMutation from '../../../../web/src/__generated__/useStartRollCallMutation.graphql.ts';
import endMutation from '../../../../web/src/__generated__/useEndRollCallMutation.graphql.ts';
import saveMutation from '../../../../web/src/__generated__/useSavePushSubscriptionMutation.graphql.ts';
import removeMutation from '../../../../web/src/__generated__/useRemovePushSubscriptionMutation.graphql.ts';
import subscription from '../../../../web/src/__generated__/useGroupStatusSubscription.graphql.ts';
import { usePushSender } from '../push/sender.ts';

let t: TestApp;
let ana: { client: Client };
beforeAll(async () => {
  t = await createTestApp({ graphqlDocuments: { anyDocument: false, documentKey: undefined } });
  usePushSender(t.app.deps, async () => undefined);
  ana = await signedInMember(t, { groupNumber: 4, fullName: 'Ana Alvarez' });
  await signedInMember(t, { groupNumber: 4, fullName: 'Ben Brooks' });
});
afterAll(() => t.close());

async function run(request: ConcreteRequest, variables: Record<string, unknown>) {
  const answer = await ana.client.graphqlBody(operationPayload(request.params, variables));
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

test('every query and mutation of the page is accepted and answers data', async () => {
  const page = await run(pageQuery, { count: 10 });
  const groupId = page.viewer.serviceGroup.id;
  const connections = [`client:${groupId}:__AlertHistory_recentAlerts_connection`];

  // A status goes through the device's one write path (docs/product/offline.md).
  const fields = JSON.stringify({ status: 'RED', message: 'help', comment: 'c', location: '34.2, -78.0 (±5 m)' });
  const sent = await run(syncMutation, { input: { changes: [{ clientId: 'operations-alert', type: 'statusAlert', action: 'create', fields }] }, today: '2026-11-28' });
  const [outcome] = sent.applyChanges.outcomes;
  expect(outcome).toMatchObject({ status: 'applied', alert: { status: 'RED', message: 'help' } });
  const alertId = outcome.alert.id;

  const reply = JSON.stringify({ alertId, status: 'MESSAGE', message: 'coming' });
  const responded = await run(syncMutation, { input: { changes: [{ clientId: 'operations-reply', type: 'alertResponse', action: 'create', fields: reply }] }, today: '2026-11-28' });
  expect(responded.applyChanges.outcomes[0]).toMatchObject({ status: 'applied', respondedAlert: { id: alertId } });

  const started = await run(startMutation, { input: { kind: 'DRILL', message: null }, connections });
  expect(started.startRollCall.__typename).toBe('RollCallStarted');
  const ended = await run(endMutation, { input: { id: started.startRollCall.alertEdge.node.id } });
  expect(ended.endRollCall.__typename).toBe('RollCallEnded');

  const history = await run(historyQuery, { id: groupId, count: 10, cursor: null });
  expect(history.node.recentAlerts.edges).toHaveLength(2);

  const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
  const endpoint = 'https://fcm.googleapis.com/fcm/send/operations-test';
  expect((await run(saveMutation, { input: { endpoint, ...keys } })).savePushSubscription.__typename).toBe('PushSubscriptionSaved');
  expect((await run(removeMutation, { input: { endpoint } })).removePushSubscription.__typename).toBe('PushSubscriptionRemoved');
});

test('the page’s subscription is accepted over graphql-ws and delivers', async () => {
  const base = await t.app.start(0, '127.0.0.1');
  const client = socketClient(base, { cookie: ana.client.cookie });
  const events: any[] = [];
  client.subscribe(
    { query: '', ...operationPayload(subscription.params, { connections: [] }) },
    { next: (e) => void events.push(e), error: (e) => void events.push({ error: e }), complete: () => {} },
  );
  try {
    for (let attempt = 0; attempt < 25 && events.length === 0; attempt += 1) {
      const change = { clientId: `operations-green-${attempt}`, type: 'statusAlert', action: 'create', fields: JSON.stringify({ status: 'GREEN' }) };
      await run(syncMutation, { input: { changes: [change] }, today: '2026-11-28' });
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(events[0]?.errors).toBeUndefined();
    expect(events[0]?.data?.groupStatusChanged.change).toBe('ALERT');
  } finally {
    await client.dispose();
  }
});
