// A member's shepherding-call request on the local-first write path (docs/product/offline.md): a
// request made with no signal reaches the elders exactly once, however often the device delivers
// it, by the same rules as one sent with a signal; a request the rules refuse is refused with the
// field's message, and a sent request can be neither changed nor withdrawn from the device.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from '../shepherding/index.ts';
import { applyWith, cid, json } from './apply-changes.fixture.ts';
import { KIND_MESSAGES } from './kinds.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied {
        outcomes {
          clientId status message recordId
          shepherdingRequest { id requestType priority description status requestorName }
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
  shepherdingRequest: { id: string; requestType: string; priority: string; description: string; status: string; requestorName: string } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);
const request = (clientId: string, fields: Record<string, unknown>) => ({ clientId, type: 'shepherdingRequest', action: 'create', fields: json(fields) });
const FIELDS = { requestType: 'Spiritual encouragement', priority: 'urgent', description: 'My mother is in hospital since Monday', notes: null, preferredElders: '' };

describe('shepherding requests through the outbox', () => {
  test('a request made with no signal is created once, pending, for the member’s group, however often it is delivered', async () => {
    const { client, user } = await signedInMember(t);
    const clientId = cid();
    const [first] = await apply(client, [request(clientId, FIELDS)]);
    expect(first).toMatchObject({
      status: 'applied',
      shepherdingRequest: { requestType: 'Spiritual encouragement', priority: 'urgent', description: FIELDS.description, status: 'pending', requestorName: user.fullName },
    });
    const [again] = await apply(client, [request(clientId, FIELDS)]);
    expect(again!.recordId).toBe(first!.recordId);
    const rows = await t.db.shepherdingCallRequest.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ groupNumber: user.groupNumber, status: 'pending', preferredElders: null });
  });

  test('a request the rules refuse is refused with the field’s message and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const [short, typeless] = await apply(client, [
      request(cid(), { ...FIELDS, description: 'Help' }),
      request(cid(), { ...FIELDS, requestType: '' }),
    ]);
    expect([short!.status, short!.message]).toEqual(['refused', MESSAGES.description]);
    expect([typeless!.status, typeless!.message]).toEqual(['refused', MESSAGES.requestType]);
    expect(await t.db.shepherdingCallRequest.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a sent request can be neither changed nor withdrawn from the device; another member’s is not theirs to reach', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [request(cid(), FIELDS)]);
    const id = made!.recordId;
    const [changed, withdrawn] = await apply(client, [
      { clientId: cid(), type: 'shepherdingRequest', action: 'update', id, fields: json({ description: 'Changed my mind about it' }) },
      { clientId: cid(), type: 'shepherdingRequest', action: 'delete', id },
    ]);
    expect([changed!.status, changed!.message]).toEqual(['refused', KIND_MESSAGES.requestSent]);
    expect([withdrawn!.status, withdrawn!.message]).toEqual(['refused', KIND_MESSAGES.requestSent]);
    expect(await t.db.shepherdingCallRequest.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ description: FIELDS.description });

    const other = await signedInMember(t);
    // Not theirs, so not found for them: nothing of it is touched.
    const [reached] = await apply(other.client, [{ clientId: cid(), type: 'shepherdingRequest', action: 'delete', id }]);
    expect(reached!.shepherdingRequest).toBeNull();
    expect(await t.db.shepherdingCallRequest.count({ where: { userId: user.id } })).toBe(1);
  });
});
