// A saved copy read after the server answered fills in only what the server did not answer.
import { createOperationDescriptor, Environment, Network, RecordSource, ROOT_ID, Store } from 'relay-runtime';
import { expect, test } from 'vitest';
import viewerQuery from '../__generated__/useSenderQuery.graphql.ts';
import { fillIn, missingFields } from './late-restore.ts';

const environment = () => {
  const source = new RecordSource();
  const env = new Environment({
    network: Network.create(() => {
      throw new Error('no network in this test');
    }),
    store: new Store(source),
  });
  return { env, current: (id: string) => source.get(id) as Record<string, unknown> | null | undefined };
};

const territory = (id: string, name: string, contactedHouses: number) => ({ __id: id, __typename: 'Territory', id, name, houses: 2, contactedHouses });

// The server's answer, already in the store: territory 1 with both houses contacted.
function answered(env: Environment) {
  env.commitUpdate((store) => {
    const viewer = store.create('VXNlcjox', 'User');
    store.getRoot().setLinkedRecord(viewer, 'viewer');
    const t1 = store.create('VGVycml0b3J5OjE=', 'Territory');
    t1.setValue('VGVycml0b3J5OjE=', 'id');
    t1.setValue('Riverside', 'name');
    t1.setValue(2, 'houses');
    t1.setValue(2, 'contactedHouses');
    viewer.setLinkedRecords([t1], 'territories(first:30)');
  });
}

// The copy saved before the device's writes were delivered: none contacted, and a territory made
// on the device that the server has since replaced.
const saved = {
  [ROOT_ID]: { __id: ROOT_ID, __typename: '__Root', viewer: { __ref: 'VXNlcjox' } },
  VXNlcjox: {
    __id: 'VXNlcjox',
    __typename: 'User',
    id: 'VXNlcjox',
    fullName: 'Field User',
    email: null,
    'territories(first:30)': { __refs: ['VGVycml0b3J5OjE=', 'local:territory:1'] },
  },
  'VGVycml0b3J5OjE=': { ...territory('VGVycml0b3J5OjE=', 'Riverside', 0), notes: 'Kept from the copy' },
  'local:territory:1': territory('local:territory:1', 'Riverside North', 0),
};

test('the fields and records the server answered stay as it answered them', () => {
  const { env, current } = environment();
  answered(env);
  fillIn(env, current, saved);
  const source = env.getStore().getSource();
  expect(source.get('VGVycml0b3J5OjE=')).toMatchObject({ contactedHouses: 2, name: 'Riverside', notes: 'Kept from the copy' });
  expect(source.get('VXNlcjox')?.['territories(first:30)']).toEqual({ __refs: ['VGVycml0b3J5OjE='] });
  expect(source.get('VXNlcjox')?.fullName).toBe('Field User');
  // A record the store lacks comes in whole, for whatever screen reads it.
  expect(source.get('local:territory:1')).toMatchObject({ name: 'Riverside North', contactedHouses: 0 });
});

test('with no answer yet (no signal) the whole copy comes in', () => {
  const { env, current } = environment();
  fillIn(env, current, saved);
  const source = env.getStore().getSource();
  expect(source.get(ROOT_ID)?.viewer).toEqual({ __ref: 'VXNlcjox' });
  expect(source.get('VXNlcjox')?.['territories(first:30)']).toEqual({ __refs: ['VGVycml0b3J5OjE=', 'local:territory:1'] });
  expect(source.get('VGVycml0b3J5OjE=')).toMatchObject({ contactedHouses: 0 });
});

test('nothing is missing: nothing is written', () => {
  const { env, current } = environment();
  answered(env);
  fillIn(env, current, saved);
  expect(missingFields(current, saved).size).toBe(0);
});

test('a screen reading the store is told of what came in', () => {
  const { env, current } = environment();
  const operation = createOperationDescriptor(viewerQuery, {});
  const seen: unknown[] = [];
  env.subscribe(env.lookup(operation.fragment), (snapshot) => seen.push(snapshot.data));
  fillIn(env, current, saved);
  expect(seen).toEqual([{ viewer: { id: 'VXNlcjox', fullName: 'Field User', email: null } }]);
});

test('a write waiting on the device stays laid over the copy', () => {
  const { env, current } = environment();
  answered(env);
  env.applyUpdate({
    storeUpdater: (store) => {
      store.get('VGVycml0b3J5OjE=')?.setValue('Riverside (renamed here)', 'name');
    },
  });
  fillIn(env, current, saved);
  // The store as the screens read it: the waiting write over the server's answer and the copy.
  expect(env.getStore().getSource().get('VGVycml0b3J5OjE=')).toMatchObject({ name: 'Riverside (renamed here)', notes: 'Kept from the copy', contactedHouses: 2 });
});
