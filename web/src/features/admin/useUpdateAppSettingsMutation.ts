import { graphql, useMutation } from 'react-relay';
import type { useUpdateAppSettingsMutation as Mutation } from '../../__generated__/useUpdateAppSettingsMutation.graphql';

export function useUpdateAppSettingsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateAppSettingsMutation($input: UpdateAppSettingsInput!) {
      updateAppSettings(input: $input) {
        __typename
        ... on AppSettingsUpdated {
          settings {
            ...SettingsTabs_settings
            ...RequireSecondFactor_settings
            ...useAppSettings_settings
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
