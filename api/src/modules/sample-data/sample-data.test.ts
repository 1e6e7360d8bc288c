// The visitor's sample data (docs/product/contacts.md): GET /api/sample-data and GraphQL
// `sampleData` answer the same fictional HLC and PVG contacts to anyone, signed in or not.
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
// 555-0100 to 555-0199 are the numbers set aside for fiction: no real person is ever called.
const FICTIONAL_NUMBER = /^\(\d{3}\) 555-01\d\d$/;

function expectSampleShape(body: any) {
  expect(Object.keys(body).sort()).toEqual(['hlcContacts', 'pvgContacts']);
  expect(body.hlcContacts.length).toBeGreaterThan(0);
  expect(body.pvgContacts.length).toBeGreaterThan(0);
  for (const c of body.hlcContacts) {
    expect(Object.keys(c).sort()).toEqual(['hospital', 'name', 'phoneNumber', 'position']);
    expect(HLC_POSITIONS).toContain(c.position);
    expect(c.phoneNumber).toMatch(FICTIONAL_NUMBER);
    expect(c.name && c.hospital).toBeTruthy();
  }
  for (const c of body.pvgContacts) {
    expect(Object.keys(c).sort()).toEqual(['address', 'name', 'phoneNumber', 'position']);
    expect(PVG_POSITIONS).toContain(c.position);
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
  test('is public and matches the REST answer', async () => {
    const answer = await t.client().graphql(QUERY);
    expect(answer.errors).toBeUndefined();
    expectSampleShape(answer.data.sampleData);
    expect(answer.data.sampleData).toEqual((await t.client().rest('GET', '/api/sample-data')).body);
  });
});
