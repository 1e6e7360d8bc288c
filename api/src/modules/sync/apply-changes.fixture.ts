// What the applyChanges tests share: client ids made as a device makes them, JSON fields, and a
// call that expects the batch to be answered outcome by outcome.
import { expect } from 'vitest';
import type { Client, TestApp } from '../../../../tests/api/harness.ts';

let seq = 0;
export const cid = () => `c${Date.now().toString(36)}_${(seq += 1)}`;
export const json = (v: unknown) => JSON.stringify(v);

/** Sends `changes` with `mutation` (an applyChanges document) and answers its outcomes. */
export async function applyWith<Outcome>(client: Client, mutation: string, changes: Record<string, unknown>[]): Promise<Outcome[]> {
  const answer = await client.graphql(mutation, { input: { changes } });
  expect(answer.errors).toBeUndefined();
  expect(answer.data.applyChanges.__typename).toBe('ChangesApplied');
  return answer.data.applyChanges.outcomes;
}

/** An applyChanges document answering each outcome with `outcome` (its selection). */
export const applyMutation = (outcome: string) => /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied { outcomes { ${outcome} } }
      ... on Error { message }
    }
  }
`;

/** Sends one change with a file, as the device does (a GraphQL multipart request), and answers its outcome. */
export async function applyFileWith<Outcome>(t: TestApp, client: Client, mutation: string, change: Record<string, unknown>, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: mutation, variables: { input: { changes: [{ ...change, file: null }] } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.changes.0.file'] }));
  form.append('0', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  const response = await fetch(`${await t.base()}/graphql`, {
    method: 'POST',
    headers: { 'x-mc-csrf': '1', ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: form,
  });
  const answer = (await response.json()) as { data?: { applyChanges: { outcomes: Outcome[] } }; errors?: unknown[] };
  expect(answer.errors).toBeUndefined();
  return answer.data!.applyChanges.outcomes[0]!;
}
