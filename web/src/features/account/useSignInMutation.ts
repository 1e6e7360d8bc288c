import { graphql, useMutation } from 'react-relay';
import type { useSignInMutation as Mutation } from '../../__generated__/useSignInMutation.graphql';
import { restartSubscriptions } from '../../relay/environment.ts';

export function useSignInMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSignInMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on SignedIn {
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

/** Makes `user` the viewer of the store (no reload needed) and reconnects subscriptions. */
export function becomeViewer(store: import('relay-runtime').RecordSourceSelectorProxy, rootField: string) {
  const user = store.getRootField(rootField)?.getLinkedRecord('user');
  if (user) {
    store.getRoot().setLinkedRecord(user, 'viewer');
    restartSubscriptions();
  }
}
