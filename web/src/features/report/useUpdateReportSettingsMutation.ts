import { graphql, useMutation } from 'react-relay';
import type { useUpdateReportSettingsMutation as Mutation } from '../../__generated__/useUpdateReportSettingsMutation.graphql';

/** The page reloads its month after the answer (ReportPage's refresh), so every figure is the server's. */
export function useUpdateReportSettingsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateReportSettingsMutation($input: UpdateReportSettingsInput!) {
      updateReportSettings(input: $input) {
        __typename
        ... on ReportSettingsUpdated { settings { role } }
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
