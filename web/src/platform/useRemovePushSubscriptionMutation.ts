import { graphql, useMutation } from 'react-relay';
import type { useRemovePushSubscriptionMutation as Mutation } from '../__generated__/useRemovePushSubscriptionMutation.graphql';

export function useRemovePushSubscriptionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRemovePushSubscriptionMutation($input: RemovePushSubscriptionInput!) {
      removePushSubscription(input: $input) {
        __typename
        ... on PushSubscriptionRemoved {
          endpoint
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
