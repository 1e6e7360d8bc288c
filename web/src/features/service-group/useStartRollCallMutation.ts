import { graphql, useMutation } from 'react-relay';
import type { useStartRollCallMutation as Mutation } from '../../__generated__/useStartRollCallMutation.graphql';

export function useStartRollCallMutation() {
  return useMutation<Mutation>(graphql`
    mutation useStartRollCallMutation($input: StartRollCallInput!, $connections: [ID!]!) {
      startRollCall(input: $input) {
        __typename
        ... on RollCallStarted {
          alertEdge @prependEdge(connections: $connections) {
            cursor
            node {
              ...AlertHistory_item
            }
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
