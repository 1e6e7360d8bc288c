import { graphql, useMutation } from 'react-relay';
import type { useUpdateProblemReportMutation as Mutation } from '../../__generated__/useUpdateProblemReportMutation.graphql';

export function useUpdateProblemReportMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateProblemReportMutation($input: UpdateProblemReportInput!) {
      updateProblemReport(input: $input) {
        __typename
        ... on ProblemReportUpdated {
          report {
            ...InboxProblemReport_report
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
