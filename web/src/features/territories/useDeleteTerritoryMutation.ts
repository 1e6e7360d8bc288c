import { graphql, useMutation } from 'react-relay';
import type { useDeleteTerritoryMutation as Mutation } from '../../__generated__/useDeleteTerritoryMutation.graphql';

export function useDeleteTerritoryMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteTerritoryMutation($input: DeleteTerritoryInput!, $today: String!, $connections: [ID!]!) {
      deleteTerritory(input: $input) {
        __typename
        ... on TerritoryDeleted {
          deletedId @deleteEdge(connections: $connections)
          viewer {
            id
            ...TerritoryStats_viewer @arguments(today: $today)
            ...CoverageChart_viewer @arguments(today: $today)
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
