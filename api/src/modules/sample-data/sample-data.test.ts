// The visitor's sample data (docs/product/contacts.md): GET /api/sample-data and GraphQL
// `sampleData` answer the same fictional HLC and PVG contacts to anyone, signed in or not; GraphQL
// gives each position as its ContactPosition code, which the screens write in the visitor's language.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUERY = /* GraphQL */ `{
  sampleData {
    hlcContacts { name position phoneNumber hospital }
    pvgContacts { name position phoneNumber address }
  }
}`;

const HLC_POSITIONS = ['Chairman', 'Secretary', 'Member', 'Coordinator'];
const PVG_POSITIONS = ['Coordinator', 'Secretary', 'Member', 'Volunteer'];
const code = (position: string) => position.toUpperCase();
// 555-0100 to 555-0199 are the numbers set aside for fiction: no real person is ever called.
const FICTIONAL_NUMBER = /^\(\d{3}\) 555-01\d\d$/;

/** `positionOf` reads a contact's position as the REST answer writes it. */
function expectSampleShape(body: any, positionOf = (position: string) => position) {
  expect(Object.keys(body).sort()).toEqual(['hlcContacts', 'pvgContacts']);
  expect(body.hlcContacts.length).toBeGreaterThan(0);
  expect(body.pvgContacts.length).toBeGreaterThan(0);
  for (const c of body.hlcContacts) {
    expect(Object.keys(c).sort()).toEqual(['hospital', 'name', 'phoneNumber', 'position']);
    expect(HLC_POSITIONS).toContain(positionOf(c.position));
    expect(c.phoneNumber).toMatch(FICTIONAL_NUMBER);
    expect(c.name && c.hospital).toBeTruthy();
  }
  for (const c of body.pvgContacts) {
    expect(Object.keys(c).sort()).toEqual(['address', 'name', 'phoneNumber', 'position']);
    expect(PVG_POSITIONS).toContain(positionOf(c.position));
    expect(c.phoneNumber).toMatch(FICTIONAL_NUMBER);
    expect(c.name && c.address).toBeTruthy();
  }
}

describe('GET /api/sample-data', () => {
  test('answers a visitor the fictional HLC and PVG contacts in the spec shape', async () => {
    const answer = await t.client().rest('GET', '/api/sample-data');
    expect(answer.status).toBe(200);
    expectSampleShape(answer.body);
  });

  test('answers a signed-in member the same', async () => {
    const { client } = await signedInMember(t);
    const visitor = await t.client().rest('GET', '/api/sample-data');
    const member = await client.rest('GET', '/api/sample-data');
    expect(member.status).toBe(200);
    expect(member.body).toEqual(visitor.body);
  });
});

describe('GraphQL sampleData', () => {
  test('is public and matches the REST answer, each position as its code', async () => {
    const answer = await t.client().graphql(QUERY);
    expect(answer.errors).toBeUndefined();
    const words = Object.fromEntries([...HLC_POSITIONS, ...PVG_POSITIONS].map((p) => [code(p), p]));
    expectSampleShape(answer.data.sampleData, (position) => words[position] ?? position);
    expect(answer.data.sampleData.hlcContacts.map((c: { position: string }) => c.position)).toEqual(['CHAIRMAN', 'SECRETARY', 'COORDINATOR']);
    const rest = (await t.client().rest('GET', '/api/sample-data')).body;
    const coded = (contacts: { position: string }[]) => contacts.map((c) => ({ ...c, position: code(c.position) }));
    expect(answer.data.sampleData).toEqual({ hlcContacts: coded(rest.hlcContacts), pvgContacts: coded(rest.pvgContacts) });
  });
});
