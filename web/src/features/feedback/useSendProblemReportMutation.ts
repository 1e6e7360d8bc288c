import { graphql, useMutation } from 'react-relay';
import type { useSendProblemReportMutation as Mutation } from '../../__generated__/useSendProblemReportMutation.graphql';

export function useSendProblemReportMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendProblemReportMutation($input: SendProblemReportInput!) {
      sendProblemReport(input: $input) {
        __typename
        ... on ProblemReportSent {
          ok
          report {
            id
            status
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
