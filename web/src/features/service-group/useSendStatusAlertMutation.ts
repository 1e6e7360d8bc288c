import { graphql, useMutation } from 'react-relay';
import type { useSendStatusAlertMutation as Mutation } from '../../__generated__/useSendStatusAlertMutation.graphql';

/** Sends the viewer's status; the answer refreshes the board and adds the alert to the history. */
export function useSendStatusAlertMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendStatusAlertMutation($input: SendStatusAlertInput!, $connections: [ID!]!) {
      sendStatusAlert(input: $input) {
        __typename
        ... on StatusAlertSent {
          alertEdge @prependEdge(connections: $connections) {
            cursor
            node {
              ...AlertHistory_item
            }
          }
          serviceGroup {
            ...StatusBoard_group
            ...RollCallCard_group
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
