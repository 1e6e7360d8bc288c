// What the applyChanges tests share: client ids made as a device makes them, JSON fields, and a
// call that expects the batch to be answered outcome by outcome.
import { expect } from 'vitest';
import type { Client } from '../../../../tests/api/harness.ts';

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
