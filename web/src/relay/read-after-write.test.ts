// A read after a write does not take the answer of an identical read begun before the write.
import { createOperationDescriptor, Environment, fetchQuery, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { expect, test } from 'vitest';
import viewerQuery from '../__generated__/useSenderQuery.graphql.ts';
import { readAfterWrite } from './read-after-write.ts';

const answer = (fullName: string): GraphQLResponse => ({
  data: { viewer: { id: 'VXNlcjox', fullName, email: null }, appSettings: { id: 'QXBwU2V0dGluZ3M6MQ==', contactEmail: null } },
});

test('a read after a write waits for the read already on its way, then asks the server again', async () => {
  const pending: ((response: GraphQLResponse) => void)[] = [];
  const environment = new Environment({
    network: Network.create(() =>
      Observable.create<GraphQLResponse>((sink) => {
        pending.push((response) => {
          sink.next(response);
          sink.complete();
        });
      }),
    ),
    store: new Store(new RecordSource()),
  });
  const operation = createOperationDescriptor(viewerQuery, {});
  environment.retain(operation);

  // A read begun before the write: the server read the name before it changed.
  const earlier = fetchQuery(environment, viewerQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  const after = readAfterWrite(environment, viewerQuery, {});
  await Promise.resolve();
  expect(pending).toHaveLength(1);
  pending[0]!(answer('Before the write'));
  await earlier;
  await expect.poll(() => pending.length).toBe(2);
  pending[1]!(answer('After the write'));
  await after;
  expect(environment.lookup(operation.fragment).data).toMatchObject({ viewer: { fullName: 'After the write' } });
});

test('with no read on its way, it asks at once', async () => {
  let asked = 0;
  const environment = new Environment({
    network: Network.create(() => {
      asked += 1;
      return answer('Now');
    }),
    store: new Store(new RecordSource()),
  });
  await readAfterWrite(environment, viewerQuery, {});
  expect(asked).toBe(1);
});
