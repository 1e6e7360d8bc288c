// Add Territory and Edit Territory. With an image, the mutation goes as a GraphQL multipart
// request (commitUploadMutation); without, as any other mutation. Each answer brings the viewer's
// summary again, so the stat cards and the chart follow at once.
import { useCallback, useState } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useSaveTerritoryMutationCreateMutation as Create } from '../../__generated__/useSaveTerritoryMutationCreateMutation.graphql';
import type { useSaveTerritoryMutationUpdateMutation as Update } from '../../__generated__/useSaveTerritoryMutationUpdateMutation.graphql';
import { commitUploadMutation } from '../experiences/uploadMutation.ts';

const createMutation = graphql`
  mutation useSaveTerritoryMutationCreateMutation($input: CreateTerritoryInput!, $today: String!, $connections: [ID!]!) {
    createTerritory(input: $input) {
      __typename
      ... on TerritoryCreated {
        edge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...TerritoryCard_territory @arguments(today: $today)
            ...TerritoryFormDialog_territory
          }
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
`;

const updateMutation = graphql`
  mutation useSaveTerritoryMutationUpdateMutation($input: UpdateTerritoryInput!, $today: String!) {
    updateTerritory(input: $input) {
      __typename
      ... on TerritoryUpdated {
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
`;

export type TerritoryInput = Omit<Create['variables']['input'], 'image'>;

export interface SaveResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: ReadonlyArray<{ readonly path: string; readonly message: string }>;
}

interface Args {
  /** The territory being edited; null adds one. */
  id: string | null;
  input: TerritoryInput;
  image: File | null;
  today: string;
  connection: string;
  onCompleted: (result: SaveResult) => void;
  onError: (error: Error) => void;
}

export function useSaveTerritoryMutation(): [(args: Args) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commitCreate, creating] = useMutation<Create>(createMutation);
  const [commitUpdate, updating] = useMutation<Update>(updateMutation);
  const [uploading, setUploading] = useState(false);
  const save = useCallback(
    ({ id, input, image, today, connection, onCompleted, onError }: Args) => {
      const finish = (result: SaveResult) => {
        setUploading(false);
        onCompleted(result);
      };
      const fail = (error: Error) => {
        setUploading(false);
        onError(error);
      };
      if (image) setUploading(true);
      if (id) {
        const variables = { input: { ...input, id, image: null }, today };
        if (!image) return void commitUpdate({ variables, onCompleted: (data) => finish(data.updateTerritory), onError: fail });
        return commitUploadMutation<Update>(environment, {
          mutation: updateMutation,
          variables,
          filePath: 'input.image',
          file: image,
          onCompleted: (data) => finish(data.updateTerritory),
          onError: fail,
        });
      }
      const variables = { input: { ...input, image: null }, today, connections: [connection] };
      if (!image) return void commitCreate({ variables, onCompleted: (data) => finish(data.createTerritory), onError: fail });
      commitUploadMutation<Create>(environment, {
        mutation: createMutation,
        variables,
        filePath: 'input.image',
        file: image,
        onCompleted: (data) => finish(data.createTerritory),
        onError: fail,
      });
    },
    [commitCreate, commitUpdate, environment],
  );
  return [save, creating || updating || uploading];
}
