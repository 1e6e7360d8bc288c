import { graphql, useMutation } from 'react-relay';
import type { useSignInMutation as Mutation } from '../../__generated__/useSignInMutation.graphql';
import type { RecordProxy, RecordSourceProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { restartSubscriptions } from '../../relay/environment.ts';

export function useSignInMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSignInMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on SignedIn {
          secondFactorRequired
          secondFactorSetupRequired
          user {
            id
            username
            ...fragments_shellViewer
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            path
            message
          }
        }
      }
    }
  `);
}

/** Makes the `user` of a mutation's answer the viewer of the store (no reload needed). */
export function becomeViewer(store: RecordSourceSelectorProxy, rootField: string) {
  const user = store.getRootField(rootField)?.getLinkedRecord('user');
  if (user) makeViewer(store, user);
}

/** Makes `user` the viewer of the store and reconnects subscriptions with the new session. */
export function makeViewer(store: RecordSourceProxy, user: RecordProxy) {
  store.getRoot().setLinkedRecord(user, 'viewer');
  restartSubscriptions();
}
