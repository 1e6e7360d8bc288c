import { graphql, useMutation } from 'react-relay';
import type { useSavePushSubscriptionMutation as Mutation } from '../__generated__/useSavePushSubscriptionMutation.graphql';

export function useSavePushSubscriptionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSavePushSubscriptionMutation($input: SavePushSubscriptionInput!) {
      savePushSubscription(input: $input) {
        __typename
        ... on PushSubscriptionSaved {
          endpoint
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
