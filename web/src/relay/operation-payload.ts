// What the app sends for an operation: its persisted hash and variables, never its text. The
// compiler writes each operation's hash into its artifact and the text into
// persisted-operations.json, which the server answers from (docs/decisions.md, "Persisted operations").
import type { RequestParameters, Variables } from 'relay-runtime';

export interface OperationPayload {
  operationName: string;
  variables: Variables;
  extensions?: { persistedQuery: { version: 1; sha256Hash: string } };
  query?: string;
}

export function operationPayload(params: RequestParameters, variables: Variables): OperationPayload {
  if (params.id) return { operationName: params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } };
  return { operationName: params.name, variables, query: params.text ?? '' };
}
