// A page whose writes change figures the server computes (the report's hours, its "Sent on") reads
// its query again after each write: the write's answer holds no record of the query's to compare
// (stale-answer.ts), so nothing else tells the page its figures moved. Relay gives a read the
// answer of an identical query already on its way, and that one may have been read on the server
// before the write: its answer would put the old figures back. This read waits for such a query
// to end, then asks the server anew (docs/product/offline.md, "After a delivery").
import { __internal, createOperationDescriptor, fetchQuery, getRequest, type Environment, type GraphQLTaggedNode, type Variables } from 'relay-runtime';

/** Reads `query` from the server once no identical read begun earlier is still on its way. */
export async function readAfterWrite(environment: Environment, query: GraphQLTaggedNode, variables: Variables): Promise<void> {
  const { request } = createOperationDescriptor(getRequest(query), variables);
  await __internal.getPromiseForActiveRequest(environment, request)?.catch(() => undefined);
  await fetchQuery(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
}
