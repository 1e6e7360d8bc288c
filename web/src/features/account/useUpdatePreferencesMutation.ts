import { graphql, useMutation } from 'react-relay';
import type { useUpdatePreferencesMutation as Mutation } from '../../__generated__/useUpdatePreferencesMutation.graphql';

export function useUpdatePreferencesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdatePreferencesMutation($input: UpdatePreferencesInput!) {
      updatePreferences(input: $input) {
        __typename
        ... on PreferencesUpdated {
          user {
            id
            ...SettingsTab_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
