// Adding, marking (a status change), editing and deleting a house. Each answer brings the
// territory with its recomputed figures and the viewer's summary, so the card, the stat cards
// and the chart follow without another request.
import { graphql, useMutation } from 'react-relay';
import type { useHouseMutationsAddMutation as Add } from '../../__generated__/useHouseMutationsAddMutation.graphql';
import type { useHouseMutationsDeleteMutation as Delete } from '../../__generated__/useHouseMutationsDeleteMutation.graphql';
import type { useHouseMutationsUpdateMutation as Update } from '../../__generated__/useHouseMutationsUpdateMutation.graphql';

export function useAddHouseMutation() {
  return useMutation<Add>(graphql`
    mutation useHouseMutationsAddMutation($input: AddTerritoryHouseInput!, $today: String!, $connections: [ID!]!) {
      addTerritoryHouse(input: $input) {
        __typename
        ... on TerritoryHouseAdded {
          edge @appendEdge(connections: $connections) {
            cursor
            node {
              id
              ...HouseItem_house
            }
          }
          territory {
            id
            ...TerritoryCard_territory @arguments(today: $today)
            ...TerritoryFormDialog_territory
          }
          viewer {
            id
            ...TerritoryStats_viewer @arguments(today: $today)
            ...CoverageChart_viewer @arguments(today: $today)
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

export function useUpdateHouseMutation() {
  return useMutation<Update>(graphql`
    mutation useHouseMutationsUpdateMutation($input: UpdateTerritoryHouseInput!, $today: String!) {
      updateTerritoryHouse(input: $input) {
        __typename
        ... on TerritoryHouseUpdated {
          house {
            id
            ...HouseItem_house
          }
          territory {
            id
            ...TerritoryCard_territory @arguments(today: $today)
            ...TerritoryFormDialog_territory
          }
          viewer {
            id
            ...TerritoryStats_viewer @arguments(today: $today)
            ...CoverageChart_viewer @arguments(today: $today)
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

export function useDeleteHouseMutation() {
  return useMutation<Delete>(graphql`
    mutation useHouseMutationsDeleteMutation($input: DeleteTerritoryHouseInput!, $today: String!, $connections: [ID!]!) {
      deleteTerritoryHouse(input: $input) {
        __typename
        ... on TerritoryHouseDeleted {
          deletedId @deleteEdge(connections: $connections)
          territory {
            id
            ...TerritoryCard_territory @arguments(today: $today)
            ...TerritoryFormDialog_territory
          }
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
