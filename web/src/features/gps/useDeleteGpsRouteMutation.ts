import { graphql, useMutation } from 'react-relay';
import type { useDeleteGpsRouteMutation as Mutation } from '../../__generated__/useDeleteGpsRouteMutation.graphql';

export function useDeleteGpsRouteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteGpsRouteMutation($input: DeleteGpsRouteInput!, $connections: [ID!]!) {
      deleteGpsRoute(input: $input) {
        __typename
        ... on GpsRouteDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
