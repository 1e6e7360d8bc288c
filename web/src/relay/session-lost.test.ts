// Whether a lost session asks for a sign-in: only while the device shows a member signed in.
import { commitLocalUpdate, Environment, Network, RecordSource, ROOT_ID, Store } from 'relay-runtime';
import { expect, test } from 'vitest';
import { forgetLostSession } from './session-lost.ts';

const environment = () =>
  new Environment({
    network: Network.create(() => {
      throw new Error('no network in this test');
    }),
    store: new Store(new RecordSource()),
  });

const viewerOf = (env: Environment) => env.getStore().getSource().get(ROOT_ID)?.viewer;

test('a member shown signed in is signed out on the device and asked to sign in, once', () => {
  const env = environment();
  commitLocalUpdate(env, (store) => {
    const user = store.create('VXNlcjox', 'User');
    store.getRoot().setLinkedRecord(user, 'viewer');
  });
  expect(viewerOf(env)).toEqual({ __ref: 'VXNlcjox' });
  expect(forgetLostSession(env)).toBe(true);
  expect(viewerOf(env)).toBeNull();
  // A second report of the same loss (the socket and an answer) asks nothing more.
  expect(forgetLostSession(env)).toBe(false);
});

test('a visitor, or a member who has just signed out here, is asked nothing', () => {
  const env = environment();
  expect(forgetLostSession(env)).toBe(false);
  commitLocalUpdate(env, (store) => store.getRoot().setValue(null, 'viewer'));
  expect(forgetLostSession(env)).toBe(false);
});
