// A member's forgotten password and an admin's lost authenticator app (docs/product/admin.md, "Users").
import { graphql, useMutation } from 'react-relay';
import type { useAdminIssuePasswordResetCodeMutation as IssueCode } from '../../__generated__/useAdminIssuePasswordResetCodeMutation.graphql';
import type { useAdminResetSecondFactorMutation as ResetFactor } from '../../__generated__/useAdminResetSecondFactorMutation.graphql';

export function useAdminIssuePasswordResetCodeMutation() {
  return useMutation<IssueCode>(graphql`
    mutation useAdminIssuePasswordResetCodeMutation($input: AdminIssuePasswordResetCodeInput!) {
      adminIssuePasswordResetCode(input: $input) {
        __typename
        ... on PasswordResetCodeIssued {
          code
          expiresAt
        }
        ... on Error {
          message
        }
      }
    }
  `);
}

export function useAdminResetSecondFactorMutation() {
  return useMutation<ResetFactor>(graphql`
    mutation useAdminResetSecondFactorMutation($input: AdminResetSecondFactorInput!) {
      adminResetSecondFactor(input: $input) {
        __typename
        ... on SecondFactorReset {
          user {
            id
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
