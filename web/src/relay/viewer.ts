// Who the store's viewer is after a sign-in, a sign-up, a password reset or a second factor: the
// `user` of the mutation's answer, set as the root's viewer with no reload, and the subscriptions
// reconnected with the new session's cookie.
import type { RecordProxy, RecordSourceProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { restartSubscriptions } from './environment.ts';

/** Makes `user` the viewer of the store and reconnects subscriptions with the new session. */
export function makeViewer(store: RecordSourceProxy, user: RecordProxy) {
  store.getRoot().setLinkedRecord(user, 'viewer');
  restartSubscriptions();
}

/**
 * The updater of a mutation whose answer under `rootField` carries the signed-in `user` when its
 * `__typename` is `signedIn`: that user becomes the viewer; any other answer leaves the store be.
 */
export function viewerUpdater<K extends string>(rootField: K, signedIn: string) {
  return (store: RecordSourceSelectorProxy, data: { readonly [P in K]: { readonly __typename: string } } | null | undefined) => {
    if (data?.[rootField]?.__typename !== signedIn) return;
    const user = store.getRootField(rootField)?.getLinkedRecord('user');
    if (user) makeViewer(store, user);
  };
}
