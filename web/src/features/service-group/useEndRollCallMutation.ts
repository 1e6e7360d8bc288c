import { graphql, useMutation } from 'react-relay';
import type { useEndRollCallMutation as Mutation } from '../../__generated__/useEndRollCallMutation.graphql';

export function useEndRollCallMutation() {
  return useMutation<Mutation>(graphql`
    mutation useEndRollCallMutation($input: EndRollCallInput!) {
      endRollCall(input: $input) {
        __typename
        ... on RollCallEnded {
          rollCall {
            ...AlertHistory_item
          }
          serviceGroup {
            ...RollCallCard_group
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
